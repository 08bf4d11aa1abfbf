/**
 * The approval interrupts: seekApproval (the final one, SEEK_APPROVAL) and stageApproval (after a
 * stage, per InteractionPolicy.approval_policy, while VALIDATE_* waits on `stage_approval`).
 * "approve" advances, "reject" aborts, and "propose changes: …" is read by the reader into a delta
 * on the reading and merged (what the person did not mention stays); planning starts again from
 * the earliest stage the change affects. Requests the reading has no field for but a stage can act
 * on (add a phase, spread the sessions) go to that stage as they are. What was applied, passed on
 * and not applied (with why) is logged in `changes` and said in the next approval question; a
 * request with nothing to apply keeps the plan up for approval. Human change requests are never
 * capped and reset the autonomous retry counters: the last good plan always stays approvable.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PlannerDeps } from "../deps.js";
import { readChange, refuseIfInfeasible, refuseIfUnplannable, replanFrom, withReading } from "../changes.js";
import { finalApprovalPayload, stageApprovalPayload } from "../interrupts.js";
import { classifyChangeRequest, isStageRequest, MAX_REPLY_CHARS, parseApprovalReply, replyText } from "../replies.js";
import { messagesFor } from "../../../src/planning/messages.js";
import type { ChangeRecord, PlannerStateType, PlannerUpdate } from "../state.js";
import type { DraftStage } from "../../../src/stages/stage-runner.js";
import { eventsFor, type StageEvent } from "../transitions.js";
import { newTurn, publish, publishStageChange, trace, transition } from "./bookkeeping.js";

type ChangeEvent = "change_outline" | "change_roadmap" | "change_schedule";

const DRAFT_FOR: Record<ChangeEvent, DraftStage> = {
  change_outline: "DRAFT_OUTLINE",
  change_roadmap: "DRAFT_ROADMAP",
  change_schedule: "DRAFT_SCHEDULE",
};
const EVENT_FOR: Record<DraftStage, ChangeEvent> = { DRAFT_OUTLINE: "change_outline", DRAFT_ROADMAP: "change_roadmap", DRAFT_SCHEDULE: "change_schedule" };

/** Which approvals a policy asks for after a validated stage. */
export function approvalTargetsAfter(policy: PlannerStateType["interaction_policy"], stage: "VALIDATE_OUTLINE" | "VALIDATE_ROADMAP"): ("pattern" | "outline" | "roadmap")[] {
  const p = policy?.approval_policy ?? "single_final";
  if (p === "single_final") return [];
  if (stage === "VALIDATE_ROADMAP") return ["roadmap"];
  return p === "strict_every_step" ? ["pattern", "outline"] : ["outline"];
}

/** The reply approved this artifact; a change it carried for a later stage comes along. */
type Approved = { approved: true; carried: PlannerUpdate };

async function handleReply(deps: PlannerDeps, state: PlannerStateType, config: LangGraphRunnableConfig, resume: unknown, target: string): Promise<PlannerUpdate | Approved> {
  const reply = parseApprovalReply(resume);
  if (reply.kind === "invalid") {
    // "move them to evenings" without "propose changes:": a change the reader reads is taken as one.
    const text = replyText(resume)?.trim() ?? "";
    // So is one the reader answers with why not ("why Tuesday?", "only 30 minutes on weekdays"): the person hears why, not a bare re-ask.
    const read = text && text.length <= MAX_REPLY_CHARS && state.reading ? await readChange(deps, state, text) : null;
    const notUnderstood = messagesFor(state.reading?.language).notUnderstood;
    if (read && (read.fields.length > 0 || read.record.not_applied.some((n) => n.reason !== notUnderstood))) {
      await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "approval", target, reply: { kind: "changes", text } } });
      return changeRequest(deps, state, config, text, target);
    }
    // Anything else is asked again, in the person's language.
    return { ...transition(state, "unusable_reply"), reask: text && text.length <= MAX_REPLY_CHARS ? messagesFor(state.reading?.language).approvalCta : reply.reason };
  }
  await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "approval", target, reply } });
  if (reply.kind === "approve") return { approved: true, carried: {} };
  if (reply.kind === "reject") {
    const update = transition(state, "rejected");
    await publishStageChange(deps, state, config, update);
    return {
      ...update,
      reask: null,
      exit_reason: { code: "REJECTED_BY_USER", message: `the ${target} was rejected${reply.reason ? `: ${reply.reason}` : ""}` },
      approvals: [{ target, decision: "reject", ...(reply.reason ? { text: reply.reason } : {}) }],
    };
  }
  return changeRequest(deps, state, config, reply.text, target);
}

async function changeRequest(deps: PlannerDeps, state: PlannerStateType, config: LangGraphRunnableConfig, text: string, target: string): Promise<PlannerUpdate | Approved> {
  const t0 = deps.clock.nowMs();
  const before = state.reading!;
  const read = await readChange(deps, state, text);
  const change = refuseIfUnplannable(deps, state, before, refuseIfInfeasible(state, before, read));
  // A human reply: a new turn, the autonomous retry counters start over, the cost of reading it counted.
  const fresh: PlannerUpdate = {
    reask: null,
    stage_retries: {},
    counters: { ...newTurn(state), costUsd: state.counters.costUsd + read.costUsd, turnCostUsd: read.costUsd },
    approvals: [{ target, decision: "changes", text }],
  };
  const record: ChangeRecord = { step: state.step, source: "change_request", ...change.record, passed_on: [], replan_from: null };
  let from: DraftStage | null = change.fields.length ? replanFrom(change.fields) : null;
  let feedback = state.feedback;
  // (Not one the reader already answered with why not: "ok but earlier on Fridays" is said to need a time, not handed on for its "earlier".)
  const answered = change.record.not_applied.some((n) => n.reason !== messagesFor(before.language).notUnderstood);
  if (change.fields.length === 0 && !answered && isStageRequest(text)) {
    // Nothing for the reading, but a stage can act on it: hand it over as it is.
    from = DRAFT_FOR[classifyChangeRequest(text)];
    feedback = { ...state.feedback, [from]: [...(state.feedback[from] ?? []), text] };
    record.passed_on.push({ stage: from, text });
    record.not_applied = record.not_applied.filter((n) => n.text !== text);
  }
  const readingUpdate = change.fields.length ? withReading(state, change.reading) : {};
  const traced = { trace: [trace(state.stage, "read_change_request", deps.clock.nowMs() - t0, { cost_delta: read.costUsd, adaptations: change.fields.map((f) => `set ${f}`), violations: record.not_applied.map((n) => `not applied: ${n.text} (${n.reason})`) }, deps.clock.nowIso())] };
  if (from === null) {
    // Nothing to apply: the plan stays up for approval and the question says why.
    const update = transition(state, "nothing_applied");
    return { ...update, ...fresh, changes: [...state.changes, record], ...traced };
  }
  const event: ChangeEvent = EVENT_FOR[from];
  if (!eventsFor(state).includes(event as StageEvent)) {
    // A change for a later stage (e.g. "start at 18:30" while the outline is up): this stage
    // stands, the reading carries the change to the stage that uses it.
    return { approved: true, carried: { ...readingUpdate, feedback, changes: [...state.changes, { ...record, replan_from: from }], ...traced, stage_retries: {} } };
  }
  record.replan_from = from;
  const update = transition(state, event);
  await publishStageChange(deps, state, config, update, read.costUsd > 0 ? { cost_usd: read.costUsd } : {});
  return { ...update, ...fresh, ...readingUpdate, approval_target: null, feedback, changes: [...state.changes, record], ...traced };
}

export function makeSeekApproval(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const resume = interrupt(finalApprovalPayload(state));
    const r = await handleReply(deps, state, config, resume, "plan");
    if (!("approved" in r)) return r;
    const update = transition(state, "approved");
    await publishStageChange(deps, state, config, update);
    return { ...r.carried, ...update, reask: null, approvals: [{ target: "plan", decision: "approve" }], counters: newTurn(state) };
  };
}

export function makeStageApproval(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const target = state.approval_target ?? "outline";
    const resume = interrupt(stageApprovalPayload(state));
    const r = await handleReply(deps, state, config, resume, target);
    if (!("approved" in r)) return r;
    const approvals = [{ target, decision: "approve" as const }];
    // strict_every_step: the pattern first, then the outline, in two interrupts.
    if (target === "pattern") return { ...r.carried, ...transition(state, "next_target"), approval_target: "outline", reask: null, approvals, counters: newTurn(state) };
    const update = transition(state, "approved");
    await publishStageChange(deps, state, config, update);
    return { ...r.carried, ...update, approval_target: null, reask: null, approvals, counters: newTurn(state) };
  };
}
