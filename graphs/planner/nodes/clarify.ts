/**
 * clarify (NEEDS_CLARIFICATION): the clarification interrupt. The reply is validated before use;
 * an unusable reply re-asks (unusable_reply: this node again), "cancel" ends the plan (rejected). Answers map to the asked
 * questions' fields: one per line in order, `{answers: {field: text}}`, or — with one question
 * or a single line — the whole text for every field (the deadline and cadence readers pick out
 * what concerns them).
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { Availability } from "../../../src/contracts/index.js";
import { applyClarification, type ClarificationAnswers } from "../../../src/planning/policy-helpers.js";
import type { PlannerDeps } from "../deps.js";
import { clarificationPayload } from "../interrupts.js";
import { parseClarificationReply, replyText } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, transition } from "./bookkeeping.js";

const FIELDS = ["goal_detail", "deadline", "cadence", "session_length"] as const;

export function answersFrom(resume: unknown, state: Pick<PlannerStateType, "questions">, text: string): ClarificationAnswers {
  const structured = resume && typeof resume === "object" ? (resume as { answers?: unknown }).answers : undefined;
  if (structured && typeof structured === "object") {
    return Object.fromEntries(Object.entries(structured as Record<string, unknown>).filter(([k, v]) => (FIELDS as readonly string[]).includes(k) && typeof v === "string")) as ClarificationAnswers;
  }
  const fields = state.questions.map((q) => q.field).filter((f): f is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(f));
  const lines = text.split(/\r?\n/).map((l) => l.replace(/^\s*\d+[.)]\s*/, "").trim()).filter(Boolean);
  if (fields.length > 1 && lines.length === fields.length) return Object.fromEntries(fields.map((f, i) => [f, lines[i]!]));
  return Object.fromEntries(fields.map((f) => [f, text]));
}

export function makeClarify(deps: PlannerDeps) {
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
    const task = applyClarification(state.task_spec!, answersFrom(resume, state, replyText(resume) ?? reply.text), { now: state.now!, timezone: state.timezone });
    const update = transition(state, "answered");
    await publishStageChange(deps, state, config, update);
    return {
      ...update,
      task_spec: task,
      availability: Availability.parse(task.constraints.availability ?? {}),
      clarification_rounds: state.clarification_rounds + 1,
      questions: [],
      reask: null,
      counters: newTurn(state),
    };
  };
}
