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
import { readChange, readingRequest, withReading } from "../changes.js";
import type { PlannerDeps } from "../deps.js";
import { clarificationPayload } from "../interrupts.js";
import { readerOf } from "../reader.js";
import { parseClarificationReply, replyText } from "../replies.js";
import type { ChangeRecord, PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, recordTrace, trace, transition } from "./bookkeeping.js";
import { makeEscalate } from "./escalate.js";

const FIELDS = ["goal_detail", "deadline", "cadence", "session_length"] as const;
type Field = (typeof FIELDS)[number];

/** A bare number answers the question it was asked: "3" for how often is three times a week. */
function normalise(field: Field | undefined, text: string): string {
  if (!/^\s*\d+\s*$/.test(text)) return text;
  if (field === "cadence") return `${text.trim()} times a week`;
  if (field === "session_length") return `${text.trim()} minutes`;
  return text;
}

/** The answers by field: one per line in the order asked, `{answers: {field: text}}`, or the whole text for every field. */
export function answersFrom(resume: unknown, state: Pick<PlannerStateType, "questions">, text: string): Partial<Record<Field, string>> {
  const structured = resume && typeof resume === "object" ? (resume as { answers?: unknown }).answers : undefined;
  if (structured && typeof structured === "object") {
    return Object.fromEntries(Object.entries(structured as Record<string, unknown>).filter(([k, v]) => (FIELDS as readonly string[]).includes(k) && typeof v === "string")) as Partial<Record<Field, string>>;
  }
  const fields = state.questions.map((q) => q.field).filter((f): f is Field => (FIELDS as readonly string[]).includes(f));
  const lines = text.split(/\r?\n/).map((l) => l.replace(/^\s*\d+[.)]\s*/, "").trim()).filter(Boolean);
  if (fields.length > 1 && lines.length === fields.length) return Object.fromEntries(fields.map((f, i) => [f, lines[i]!]));
  return Object.fromEntries(fields.map((f) => [f, text]));
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
    const answers = answersFrom(resume, state, replyText(resume) ?? reply.text);
    const detail = answers.goal_detail?.trim();
    // The other answers, each made explicit for the question it answers, read as one reply.
    const rest = [...new Set((Object.entries(answers) as [Field, string][]).filter(([f]) => f !== "goal_detail").map(([f, t]) => normalise(f, t.trim())))].filter(Boolean).join(". ");
    let reading = state.reading!;
    let intent = state.task_spec?.intent;
    let cost = 0;
    const record: Omit<ChangeRecord, "step"> = { source: "clarification", text: reply.text, applied: [], not_applied: [], passed_on: [], replan_from: null };
    try {
      if (detail) {
        // What the goal should achieve is the goal itself: read it again with the answer added.
        const read = await readerOf(deps).readGoal(`${state.goal.trim()}\n${detail}`, readingRequest(state));
        reading = { ...read.reading, title: reading.title };
        cost += read.costUsd;
        intent = `${(intent ?? reading.title).replace(/[.!?\s]+$/, "")}: ${detail.replace(/[.!?\s]+$/, "")}`;
        record.applied.push({ field: "goal", text: detail });
      }
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
