/**
 * The approval interrupts: seekApproval (the final one, SEEK_APPROVAL) and stageApproval (after a
 * stage, per InteractionPolicy.approval_policy, while VALIDATE_* waits on `stage_approval`).
 * "approve" advances, "reject" aborts, and "propose changes: …" goes back to the DRAFT stage that
 * can honour it, within the retry budget — each a row of the transition table.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PlannerDeps } from "../deps.js";
import { finalApprovalPayload, stageApprovalPayload } from "../interrupts.js";
import { classifyChangeRequest, parseApprovalReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import type { DraftStage } from "../../../src/stages/stage-runner.js";
import { eventsFor } from "../transitions.js";
import { newTurn, publish, publishStageChange, transition } from "./bookkeeping.js";

const DRAFT_FOR: Record<"change_outline" | "change_roadmap" | "change_schedule", DraftStage> = {
  change_outline: "DRAFT_OUTLINE",
  change_roadmap: "DRAFT_ROADMAP",
  change_schedule: "DRAFT_SCHEDULE",
};

/** Which approvals a policy asks for after a validated stage. */
export function approvalTargetsAfter(policy: PlannerStateType["interaction_policy"], stage: "VALIDATE_OUTLINE" | "VALIDATE_ROADMAP"): ("pattern" | "outline" | "roadmap")[] {
  const p = policy?.approval_policy ?? "single_final";
  if (p === "single_final") return [];
  if (stage === "VALIDATE_ROADMAP") return ["roadmap"];
  return p === "strict_every_step" ? ["pattern", "outline"] : ["outline"];
}

type Approved = { approved: true; feedback?: PlannerStateType["feedback"] };

async function handleReply(deps: PlannerDeps, state: PlannerStateType, config: LangGraphRunnableConfig, resume: unknown, target: string): Promise<PlannerUpdate | Approved> {
  const reply = parseApprovalReply(resume);
  if (reply.kind === "invalid") return { ...transition(state, "unusable_reply"), reask: reply.reason };
  await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "approval", target, reply } });
  if (reply.kind === "approve") return { approved: true };
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
  const kind = classifyChangeRequest(reply.text);
  if (!eventsFor(state).includes(kind)) {
    // A change for a later stage (e.g. "only evenings" while approving the outline): this stage
    // stands, and the request waits for the stage that can honour it.
    const draft = DRAFT_FOR[kind];
    return { approved: true, feedback: { ...state.feedback, [draft]: [...(state.feedback[draft] ?? []), reply.text] } };
  }
  const used = state.stage_retries[state.stage] ?? 0;
  const limit = deps.config.caps.retryLimitPerStage;
  if (used >= limit + 1) {
    const update = transition(state, "retries_exhausted");
    await publishStageChange(deps, state, config, update);
    return { ...update, reask: null, exit_reason: { code: "CHANGE_LIMIT_REACHED", message: `more than ${limit + 1} change requests at ${state.stage}` } };
  }
  const draft = DRAFT_FOR[kind];
  const update = transition(state, kind);
  await publishStageChange(deps, state, config, update);
  return {
    ...update,
    reask: null,
    approval_target: null,
    stage_retries: { ...state.stage_retries, [state.stage]: used + 1 },
    feedback: { ...state.feedback, [draft]: [...(state.feedback[draft] ?? []), reply.text] },
    approvals: [{ target, decision: "changes", text: reply.text }],
    counters: newTurn(state),
  };
}

export function makeSeekApproval(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const resume = interrupt(finalApprovalPayload(state));
    const r = await handleReply(deps, state, config, resume, "plan");
    if (!("approved" in r)) return r;
    const update = transition(state, "approved");
    await publishStageChange(deps, state, config, update);
    return { ...update, reask: null, approvals: [{ target: "plan", decision: "approve" }], counters: newTurn(state), ...(r.feedback ? { feedback: r.feedback } : {}) };
  };
}

export function makeStageApproval(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const target = state.approval_target ?? "outline";
    const resume = interrupt(stageApprovalPayload(state));
    const r = await handleReply(deps, state, config, resume, target);
    if (!("approved" in r)) return r;
    const approvals = [{ target, decision: "approve" as const }];
    const carried = r.feedback ? { feedback: r.feedback } : {};
    // strict_every_step: the pattern first, then the outline, in two interrupts.
    if (target === "pattern") return { ...transition(state, "next_target"), approval_target: "outline", reask: null, approvals, counters: newTurn(state), ...carried };
    const update = transition(state, "approved");
    await publishStageChange(deps, state, config, update);
    return { ...update, approval_target: null, reask: null, approvals, counters: newTurn(state), ...carried };
  };
}
