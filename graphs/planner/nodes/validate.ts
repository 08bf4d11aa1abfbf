/**
 * The VALIDATE states (rule gates in code, phase7 §0 "a rule validator must pass before
 * advancing"): the artifact's rules, then the composite-confidence gate, then RFC and stage
 * approvals as the policy asks (subtype_proposed, needs_approval: the stage waits on the
 * person). Repairable problems go back to the DRAFT stage within RETRY_LIMIT_PER_STAGE; fatal
 * ones ask the person. A plan that goes up for final approval gets its summary here, from the
 * conversation port (the model's when one is configured and it does not contradict the plan), so
 * the approval pause only reads it from state: no model call precedes that interrupt.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { validateOutline } from "../../../src/planning/grammar.js";
import { hasProposal } from "../../../src/planning/patterns.js";
import { probePortfolio } from "../../../src/planning/portfolio.js";
import type { PlannerDeps } from "../deps.js";
import { conversationOf } from "../conversation.js";
import { confidenceGate } from "../gates.js";
import { escalationPayload, finalApprovalPayload, stageApprovalPayload } from "../interrupts.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import type { StageEvent } from "../transitions.js";
import { approvalTargetsAfter } from "./approvals.js";
import { addActive, publish, publishStageChange, recordTrace, spendSoFar, stageAfter, trace, transition } from "./bookkeeping.js";
import { stageEscalation } from "./escalation-state.js";

type Validated = "VALIDATE_OUTLINE" | "VALIDATE_ROADMAP" | "VALIDATE_SCHEDULE";
const DRAFT_OF = { VALIDATE_OUTLINE: "DRAFT_OUTLINE", VALIDATE_ROADMAP: "DRAFT_ROADMAP", VALIDATE_SCHEDULE: "DRAFT_SCHEDULE" } as const;

interface Check {
  violations: string[];
  fatal: boolean;
  infeasible?: { code: string; message: string; details?: Record<string, unknown> } | undefined;
}

function checkArtifact(stage: Validated, state: PlannerStateType): Check {
  if (stage === "VALIDATE_OUTLINE") {
    if (!state.outline) return { violations: ["no outline"], fatal: false };
    const r = validateOutline(state.outline);
    return { violations: r.violations.map((v) => `${v.rule}: ${v.message}`), fatal: r.violations.some((v) => v.severity === "fatal") };
  }
  if (stage === "VALIDATE_ROADMAP") {
    const r = state.roadmap;
    if (!r) return { violations: ["no roadmap"], fatal: false };
    const selected = r.options_tried.find((o) => o.variant === r.variant);
    const covered = new Set(r.items.map((i) => i.node_id));
    const missing = (state.outline?.nodes ?? []).filter((n) => n.level !== "goal" && !covered.has(n.id)).map((n) => n.id);
    const v = [...(selected && !selected.feasible ? [`roadmap variant ${r.variant} is infeasible`] : []), ...missing.map((id) => `node ${id} has no roadmap item`)];
    return { violations: v, fatal: false };
  }
  const s = state.schedule;
  if (!s) return { violations: ["no schedule"], fatal: false };
  if (s.infeasible) return { violations: [s.infeasible.reason], fatal: false, infeasible: { code: s.infeasible.code, message: s.infeasible.reason, details: s.infeasible.details } };
  const probe = probePortfolio({ schedule: s, busy: state.calendar, timezone: state.timezone });
  const v = [
    ...probe.conflicts.map((c) => `conflict: ${JSON.stringify(c).slice(0, 160)}`),
    ...(s.blocks.length === 0 ? ["the schedule has no sessions"] : []),
  ];
  return { violations: v, fatal: false };
}

/** A schedule with sessions placed and some left over (reported as `unplaced`). */
function partialSchedule(state: PlannerStateType): boolean {
  const s = state.schedule;
  return !!s && s.blocks.length > 0 && s.unplaced.some((u) => u.count > 0);
}

export function makeValidate(deps: PlannerDeps, stage: Validated) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const t0 = deps.clock.nowMs();
    const check = checkArtifact(stage, state);
    const retries = state.stage_retries[stage] ?? 0;
    const canRetry = retries < deps.config.caps.retryLimitPerStage;
    const c = state.confidence[DRAFT_OF[stage]] ?? 0;
    const gate = confidenceGate(c, deps.config.confidence);
    let event: StageEvent;
    if (check.infeasible) event = "infeasible";
    else if (check.violations.length) event = check.fatal ? "invalid_fatal" : canRetry ? "invalid_retryable" : "retries_exhausted";
    // A schedule whose only problem is work that did not fit goes to the person (unplaced reported), not round again.
    else if (gate === "escalate" && canRetry && !(stage === "VALIDATE_SCHEDULE" && partialSchedule(state))) event = "low_confidence";
    else event = "valid";
    const bookkeeping: PlannerUpdate = {
      counters: addActive(state, deps.clock.nowMs() - t0),
      ...(event === "invalid_retryable" || event === "low_confidence" ? { stage_retries: { ...state.stage_retries, [stage]: retries + 1 } } : {}),
    };
    await recordTrace(deps, state, config, trace(stage, "rule_validator", deps.clock.nowMs() - t0, { confidence: c, violations: check.violations }, deps.clock.nowIso()));

    if (event === "valid") {
      // RFC first: a proposed subtype pauses for the person before anything builds on it.
      if (stage === "VALIDATE_OUTLINE" && state.pattern && hasProposal(state.pattern) && deps.config.flags.requireRfcForNewSubtype && state.rfc?.decision !== "approved") {
        deps.onEvent?.({ type: "interrupt", kind: "rfc" });
        await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: { kind: "rfc", proposed: state.pattern } });
        return { ...bookkeeping, ...transition(state, "subtype_proposed"), rfc: { proposed: state.pattern, decision: "pending" } };
      }
      if (stage !== "VALIDATE_SCHEDULE") {
        const targets = approvalTargetsAfter(state.interaction_policy, stage);
        if (targets.length) {
          const next = { ...state, approval_target: targets[0]! };
          deps.onEvent?.({ type: "interrupt", kind: "approval" });
          await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: stageApprovalPayload(next) });
          return { ...bookkeeping, ...transition(state, "needs_approval"), approval_target: targets[0]! };
        }
      }
    }
    const update = transition(state, event);
    const next = stageAfter(state, update);
    let summary: string | null = null;
    let summaryCost = 0;
    if (next === "SEEK_APPROVAL") {
      const t1 = deps.clock.nowMs();
      const conversation = conversationOf(deps);
      const w = await conversation.summarize({ outline: state.outline!, schedule: state.schedule, reading: state.reading, policy: state.interaction_policy!, ...(await spendSoFar(deps, state, config, conversation.kind === "model")) });
      summaryCost = w.costUsd;
      summary = w.value;
      const notes = w.failure ? { violations: [`${w.failure.code}: ${w.failure.message}`], adaptations: ["offline summary"] } : {};
      await recordTrace(deps, state, config, trace(stage, `summarize:${w.source}`, deps.clock.nowMs() - t1, { cost_delta: summaryCost, ...notes }, deps.clock.nowIso()));
    }
    await publishStageChange(deps, state, config, update, { violations: check.violations.slice(0, 10), ...(summaryCost > 0 ? { cost_usd: summaryCost } : {}) });
    if (next === "SEEK_APPROVAL") {
      deps.onEvent?.({ type: "interrupt", kind: "approval" });
      await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: finalApprovalPayload({ ...state, plan_summary: summary }) });
    }
    let exit: PlannerUpdate = next === "ABORTED" ? { exit_reason: { code: "VALIDATION_FAILED", message: check.violations.join("; ") } } : {};
    if (next === "NEEDS_SCHED_ESCALATION") {
      // The person decides: the reason, and alternatives the pipeline has checked.
      const reason = check.infeasible ?? { code: stage === "VALIDATE_ROADMAP" ? "ROADMAP_INVALID" : "SCHEDULE_INVALID", message: check.violations.join("; ") || "the plan could not be validated" };
      const escalation = stageEscalation(deps, state, { source: stage === "VALIDATE_ROADMAP" ? "roadmap" : "schedule", code: reason.code, message: reason.message });
      exit = { exit_reason: reason, escalation };
      deps.onEvent?.({ type: "interrupt", kind: "escalation" });
      await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: escalationPayload({ ...state, escalation, reask: null }) });
    }
    // A fatal outline asks the person to restate the goal.
    const ask =
      next === "NEEDS_CLARIFICATION"
        ? {
            questions: [{ id: "q-goal-detail", field: "goal_detail" as const, default: null, text: `I could not structure this goal (${check.violations.slice(0, 2).join("; ")}). What exactly should the result be, and by when?` }],
          }
        : {};
    const spent = summaryCost > 0 ? { counters: addActive(state, deps.clock.nowMs() - t0, { costUsd: summaryCost }) } : {};
    return { ...bookkeeping, ...spent, ...update, ...(summary !== null ? { plan_summary: summary } : {}), ...exit, ...ask };
  };
}
