/**
 * draftStage (DRAFT_OUTLINE, DRAFT_ROADMAP, DRAFT_SCHEDULE): checks the hard caps, runs the
 * stage's medium loop through the StageRunner (the GGS decides inside; the loop is a subgraph of
 * this node, see src/stages/planning-stage-runner.ts), and reports the outcome as a table event:
 * success → VALIDATE_*, abandon/infeasible → ABORTED or NEEDS_SCHED_ESCALATION, blocker and
 * over_budget → the stage waits on the person. A new artifact invalidates the ones built on it.
 * The stage gets the thread's reading (constraints, items, pattern) and the Availability derived
 * from it; a roadmap or schedule that cannot be placed escalates with checked alternatives.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { Availability, PatternSpec, PlanOutline, Roadmap, Schedule } from "../../../src/contracts/index.js";
import { patternOf } from "../changes.js";
import type { PlannerDeps } from "../deps.js";
import { escalationPayload } from "../interrupts.js";
import { stageEscalation } from "./escalation-state.js";
import { checkCaps, compositeConfidence } from "../gates.js";
import type { DraftStage, StageArtifacts, StageRequest } from "../../../src/stages/stage-runner.js";
import { DRAFT_STAGES, TransitionError } from "../transitions.js";
import { stageStopOf } from "../../../src/stages/spend.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { addActive, publish, publishStageChange, recordTrace, threadIdOf, trace, transition } from "./bookkeeping.js";

/** The artifacts built on the stage's, cleared (only those that are set: an unchanged channel is not written). */
function downstreamReset(stage: DraftStage, state: Pick<PlannerStateType, "roadmap" | "schedule">): PlannerUpdate {
  const out: PlannerUpdate = {};
  if (stage === "DRAFT_OUTLINE" && state.roadmap !== null) out.roadmap = null;
  if ((stage === "DRAFT_OUTLINE" || stage === "DRAFT_ROADMAP") && state.schedule !== null) out.schedule = null;
  return out;
}

function artifactsUpdate(stage: DraftStage, a: StageArtifacts): PlannerUpdate {
  const out: PlannerUpdate = {};
  if (stage === "DRAFT_OUTLINE") {
    if (a.pattern) out.pattern = PatternSpec.parse(a.pattern);
    if (a.outline) out.outline = PlanOutline.parse(a.outline);
  } else if (stage === "DRAFT_ROADMAP" && a.roadmap) out.roadmap = Roadmap.parse(a.roadmap);
  else if (stage === "DRAFT_SCHEDULE" && a.schedule) out.schedule = Schedule.parse(a.schedule);
  return out;
}

function isDraftStage(stage: string): stage is DraftStage {
  return (DRAFT_STAGES as readonly string[]).includes(stage);
}

export function makeDraftStage(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const stage = state.stage;
    if (!isDraftStage(stage)) throw new TransitionError(`draftStage ran at ${stage}`);
    const t0 = deps.clock.nowMs();
    const owner = config?.configurable?.owner;
    const daily = deps.spend ? await deps.spend.spentToday(typeof owner === "string" ? owner : null) : 0;
    const caps = checkCaps(
      { turnRounds: state.counters.turnRounds, activeMs: state.counters.activeMs, sessionCostUsd: state.counters.costUsd, turnCostUsd: state.counters.turnCostUsd, dailyCostUsd: daily },
      deps.config.caps,
    );
    if (!caps.ok) {
      const update = transition(state, "cap_exceeded");
      await publishStageChange(deps, state, config, update, { cap: caps.code });
      return { ...update, exit_reason: { code: caps.code, message: caps.reason } };
    }

    if (caps.softCeilingReached) {
      // The per-turn soft ceiling asks the person (with a summary) before spending more.
      deps.onEvent?.({ type: "interrupt", kind: "approval" });
      await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: { kind: "approval", target: "budget", spent_usd: state.counters.turnCostUsd } });
      return transition(state, "over_budget");
    }

    const attempt = state.stage_attempts[stage] ?? 0;
    // What the thread and today have spent: a model-backed stage's budget starts from it.
    const request: StageRequest = {
      threadId: threadIdOf(config),
      stage,
      attempt,
      taskSpec: state.task_spec!,
      availability: state.availability ?? Availability.parse({}),
      policy: state.interaction_policy!,
      now: state.now!,
      timezone: state.timezone,
      artifacts: { pattern: state.pattern, outline: state.outline, roadmap: state.roadmap, schedule: state.schedule },
      approvedSubtypes: state.approved_subtypes,
      calendar: state.calendar,
      feedback: state.feedback[stage] ?? [],
      reading: state.reading,
      // The pattern is the reading's (or the person's RFC decision); the stage does not pick one.
      fixedPattern: state.reading ? patternOf(deps, state) : state.fixed_pattern,
      allowProposals: deps.config.flags.allowNewSubtypeProposals && state.rfc === null,
      noFly: state.no_fly,
      spend: { sessionUsd: state.counters.costUsd, turnUsd: state.counters.turnCostUsd, dailyUsd: daily },
    };
    const result = await deps.stageRunner.run(request, config);
    for (const p of result.lossHistory) deps.onEvent?.({ type: "macro_state", value: p.transition.split("→")[1] ?? p.transition });
    const ms = deps.clock.nowMs() - t0;
    const confidence = compositeConfidence(result.confidence);
    const common: PlannerUpdate = {
      stage_attempts: { ...state.stage_attempts, [stage]: attempt + 1 },
      loss_history: result.lossHistory,
      ...(JSON.stringify(result.noFly) !== JSON.stringify(state.no_fly) ? { no_fly: result.noFly } : {}),
      // The artifact is already in its own channel; keeping it twice would double every checkpoint.
      final: result.final ? { ...result.final, output: null } : null,
      confidence: { ...state.confidence, [stage]: Math.round(confidence * 1000) / 1000 },
      counters: addActive(state, Math.max(ms, result.elapsedMs), { rounds: result.lossHistory.length || 1, costUsd: result.costUsd }),
    };
    await recordTrace(deps, state, config, trace(stage, "medium_loop", ms, { confidence, cost_delta: result.costUsd, violations: result.violations, adaptations: result.directiveHistory }, deps.clock.nowIso()));

    // Spend rides on the controller's message so the daily figure can be summed across sessions.
    const spent = result.costUsd > 0 ? { cost_usd: result.costUsd } : {};
    const stop = stageStopOf(result);
    const succeeded = result.final !== null && result.final.directive !== "abandon";
    if (stop && !succeeded) {
      // A hard cap refused a model call inside the stage: stop the run with that cap, not a failed stage.
      const update = transition(state, "cap_exceeded");
      await publishStageChange(deps, state, config, update, { cap: stop.code, ...spent });
      return { ...common, ...update, exit_reason: { code: stop.code, message: stop.message } };
    }
    if (result.blocker) {
      await publish(deps, state, config, { name: "blocker", from: "controller", to: "operator", type: "interrupt", payload: { kind: "blocker", stage, blocker: result.blocker, ...spent } });
      deps.onEvent?.({ type: "interrupt", kind: "blocker" });
      return { ...common, ...transition(state, "blocker"), blocker: { ...result.blocker, stage } };
    }
    // A schedule the loop gave up on only because some work did not fit is still a plan: it goes to
    // the person with what could not be placed reported (`unplaced`), not into a dead end.
    const partial =
      stage === "DRAFT_SCHEDULE" &&
      !!result.artifacts.schedule &&
      result.artifacts.schedule.blocks.length > 0 &&
      !result.artifacts.schedule.infeasible &&
      result.artifacts.schedule.unplaced.some((u) => u.count > 0) &&
      result.violations.every((v) => v.startsWith("unplaced:") || v.startsWith("round_cap:"));
    const abandoned = (!result.final || result.final.directive === "abandon") && !partial;
    // A roadmap that cannot fit the deadline is a scheduling escalation, not a failed plan.
    const event = !abandoned ? "success" : stage === "DRAFT_ROADMAP" && result.infeasible ? "infeasible" : "abandon";
    const update = transition(state, event);
    await publishStageChange(deps, state, config, update, { transitions: result.directiveHistory, ...spent, ...(partial ? { unplaced: result.artifacts.schedule!.unplaced.length } : {}) });
    const produced = artifactsUpdate(stage, result.artifacts);
    if (!abandoned) return { ...common, ...update, ...downstreamReset(stage, state), ...produced };
    const infeasible = result.infeasible;
    const exit_reason = infeasible
      ? { code: infeasible.code, message: infeasible.reason, details: infeasible.details }
      : { code: "STAGE_ABANDONED", message: `${stage}: ${result.final?.summary ?? "the stage could not produce a valid artifact"}`, details: { violations: result.violations } };
    if (update.stage !== "NEEDS_SCHED_ESCALATION") return { ...common, ...update, ...produced, exit_reason };
    const next = { ...state, ...produced } as PlannerStateType;
    const escalation = stageEscalation(deps, next, { source: stage === "DRAFT_ROADMAP" ? "roadmap" : "schedule", code: exit_reason.code, message: exit_reason.message });
    await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: escalationPayload({ ...next, escalation, reask: null }) });
    deps.onEvent?.({ type: "interrupt", kind: "escalation" });
    return { ...common, ...update, ...produced, exit_reason, escalation };
  };
}
