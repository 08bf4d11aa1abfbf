/**
 * clarify (NEEDS_CLARIFICATION, and NEEDS_SCHED_ESCALATION through escalate.ts): the clarification interrupt. The reply is validated before use;
 * an unusable reply re-asks (unusable_reply: this node again), "cancel" ends the plan (rejected).
 * The answer is read by the reader: what the goal should achieve reads the goal again with the
 * answer added; anything else (a date, how often, how long) is read as a delta on the reading and
 * merged, so what the person did not mention stays. An answer in which nothing could be read is
 * asked about once more, saying so; after that the plan goes on with what it has.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { isGoalgraphError } from "../../../src/errors.js";
import { answersByField, goalFromAnswer, keepEarlier, namedGoal, type AnswerField } from "../../../src/planning/clarification.js";
import { isVague } from "../../../src/planning/policy-helpers.js";
import type { GoalReading } from "../../../src/contracts/goal-reading.js";
import { changedFields, readChange, readingRequest, withReading } from "../changes.js";
import type { PlannerDeps } from "../deps.js";
import { clarificationPayload } from "../interrupts.js";
import { readerOf } from "../reader.js";
import { parseClarificationReply, replyText } from "../replies.js";
import type { ChangeRecord, PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, recordTrace, trace, transition } from "./bookkeeping.js";
import { makeEscalate } from "./escalate.js";

type Field = AnswerField;

/** A bare number answers the question it was asked: "3" for how often is three times a week. */
function normalise(field: Field | undefined, text: string): string {
  if (!/^\s*\d+\s*$/.test(text)) return text;
  if (field === "cadence") return `${text.trim()} times a week`;
  if (field === "session_length") return `${text.trim()} minutes`;
  return text;
}

/** The answers by field (src/planning/clarification.ts): structured, numbered, one line each in order, or the whole text for each. */
export function answersFrom(resume: unknown, state: Pick<PlannerStateType, "questions">, text: string): Partial<Record<Field, string>> {
  const structured = resume && typeof resume === "object" ? (resume as { answers?: unknown }).answers : undefined;
  return answersByField(state.questions.map((q) => q.field), text, structured);
}

/** What reading the goal again with the answer changed, each with the phrase it was read from. */
function readFrom(before: GoalReading, after: GoalReading): { field: string; text: string }[] {
  return changedFields(before, after).map((f) => ({ field: f, text: after.sources[f] ?? f }));
}

/** The node of both pauses about the reading: a clarification question, or an escalation (escalate.ts). */
export function makeClarify(deps: PlannerDeps) {
  const clarify = makeAnswerQuestions(deps);
  const escalate = makeEscalate(deps);
  return (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => (state.stage === "NEEDS_SCHED_ESCALATION" ? escalate(state, config) : clarify(state, config));
}

function makeAnswerQuestions(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const resume = interrupt(clarificationPayload(state));
    const reply = parseClarificationReply(resume);
    if (reply.kind === "invalid") return { ...transition(state, "unusable_reply"), reask: reply.reason };
    await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "clarification", text: reply.text } });
    if (/^(cancel|abandon|stop)$/i.test(reply.text)) {
      const update = transition(state, "rejected");
      await publishStageChange(deps, state, config, update);
      return { ...update, exit_reason: { code: "CANCELLED_BY_USER", message: "the person cancelled while asked for clarification" }, questions: [], reask: null };
    }
    const t0 = deps.clock.nowMs();
    const whole = (replyText(resume) ?? reply.text).trim();
    const answers = answersFrom(resume, state, whole);
    let detail = answers.goal_detail?.trim();
    // The other answers, each made explicit for the question it answers, read as one reply.
    const others = (Object.entries(answers) as [Field, string][]).filter(([f]) => f !== "goal_detail").map(([f, t]) => normalise(f, t.trim()));
    let reading = state.reading!;
    let intent = state.task_spec?.intent;
    let cost = 0;
    const record: Omit<ChangeRecord, "step"> = { source: "clarification", text: reply.text, applied: [], not_applied: [], passed_on: [], replan_from: null };
    try {
      if (detail) {
        // What the goal should achieve is the goal itself: read it again with the answer added.
        const readWith = async (text: string) => {
          const read = await readerOf(deps).readGoal(`${state.goal.trim()}\n${text}`, readingRequest(state));
          cost += read.costUsd;
          return keepEarlier(reading, read.reading);
        };
        let read = await readWith(detail);
        if (isVague(reading)) {
          // A vague goal ("get better") is named by what the person said it is: the answer without the
          // dates, rhythm and times the reader took from it — found on whichever line or sentence holds it.
          let named = goalFromAnswer(detail, read);
          if (!named && whole !== detail) {
            const again = await readWith(whole);
            named = goalFromAnswer(whole, again);
            if (named) [read, detail] = [again, whole];
          }
          if (named) {
            record.applied.push({ field: "goal", text: named }, ...readFrom(reading, read));
            reading = namedGoal(read, named);
            intent = named;
          } else {
            // No result named ("3 times a week after work"): what the answer does say is read as a reply,
            // and the goal is asked about again.
            others.push(detail);
            detail = undefined;
          }
        } else {
          record.applied.push({ field: "goal", text: detail }, ...readFrom(reading, read));
          reading = { ...read, title: reading.title };
          intent = `${(intent ?? reading.title).replace(/[.!?\s]+$/, "")}: ${detail.replace(/[.!?\s]+$/, "")}`;
        }
      }
      const rest = [...new Set(others)].filter(Boolean).join(". ");
      if (rest && (!detail || rest !== detail)) {
        const change = await readChange(deps, { ...state, reading }, rest);
        cost += change.costUsd;
        reading = change.reading;
        record.applied.push(...change.record.applied);
        record.not_applied.push(...change.record.not_applied);
      }
    } catch (e) {
      if (!isGoalgraphError(e)) throw e;
      record.not_applied.push({ text: reply.text, reason: e.message });
    }
    const change: ChangeRecord = { ...record, step: state.step };
    const ms = deps.clock.nowMs() - t0;
    const counters = { ...newTurn(state), costUsd: state.counters.costUsd + cost, turnCostUsd: cost };
    if (record.applied.length === 0 && state.reask === null) {
      // Nothing could be read in the answer: say so and ask once more.
      return { ...transition(state, "unusable_reply"), reask: `I could not read an answer in "${reply.text}": ${record.not_applied[0]?.reason ?? "nothing I could use"}.`, changes: [...state.changes, change], counters };
    }
    const update = transition(state, "answered");
    await publishStageChange(deps, state, config, update, cost > 0 ? { cost_usd: cost } : {});
    await recordTrace(deps, state, config, trace("NEEDS_CLARIFICATION", "read_answer", ms, { cost_delta: cost, violations: record.not_applied.map((n) => `not applied: ${n.text} (${n.reason})`) }, deps.clock.nowIso()));
    return {
      ...update,
      ...withReading(state, reading, intent),
      changes: [...state.changes, change],
      clarification_rounds: state.clarification_rounds + 1,
      questions: [],
      reask: null,
      counters,
    };
  };
}
