/**
 * perceive (R1, the PERCEIVE stage): the reader (the deps' GoalReaderPort: offline, or the model
 * when one is configured) reads the goal into the thread's GoalReading; the TaskSpec and the
 * Availability the stages use are derived from it; the effective InteractionPolicy; the approved
 * subtypes. Every run with input
 * starts here: bad input ends the run as ABORTED with a coded reason instead of throwing, and
 * input on a thread that already planned is a new goal, so the plan starts over (a finished
 * thread stays finished).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { z } from "zod";
import { InteractionPolicy, tryParseContract } from "../../../src/contracts/index.js";
import { isGoalgraphError } from "../../../src/errors.js";
import { checkGoalInput } from "../../../src/planning/from-reading.js";
import { readingRequest, withReading } from "../changes.js";
import type { PlannerDeps } from "../deps.js";
import { readerOf } from "../reader.js";
import { planScopedDefaults, type PlannerStateType, type PlannerUpdate } from "../state.js";
import { isExitStage, type ControlState } from "../transitions.js";
import { newTurn, publish, publishStageChange, recordTrace, threadIdOf, trace, transition } from "./bookkeeping.js";

const Instant = z.iso.datetime({ offset: true, local: true });
const RunInput = z.object({
  goal: z.string(),
  timezone: z.string().min(1),
  now: Instant.nullable(),
  calendar: z.array(z.object({ start: Instant, end: Instant, title: z.string().optional() })).max(2000),
});

export function makePerceive(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    if (isExitStage(state.stage)) return {}; // input on a finished thread: nothing left to plan
    const t0 = deps.clock.nowMs();
    // A run with input enters the table at PERCEIVE; on a started thread that is a fresh plan.
    // step and stage_attempts keep counting, so no bus key of the earlier plan is reused.
    const entry: ControlState = { stage: "PERCEIVE", pending: null };
    const restart: PlannerUpdate = state.stage === "PERCEIVE" ? {} : { ...planScopedDefaults(), counters: newTurn(state) };
    const announced = { ...state, stage: entry.stage };
    const abort = async (code: string, message: string, details?: Record<string, unknown>): Promise<PlannerUpdate> => {
      const update = transition(state, "input_invalid", entry);
      await publishStageChange(deps, announced, config, update, { code });
      return { ...restart, ...update, exit_reason: { code, message, ...(details ? { details } : {}) } };
    };
    // Run input may come from any client (the LangGraph routes pass it through): check its shape
    // here so garbage ends the run with a coded reason instead of an exception.
    const input = tryParseContract(RunInput, { goal: state.goal, timezone: state.timezone, now: state.now, calendar: state.calendar });
    if (!input.ok) return abort("INPUT_INVALID", `run input is invalid at ${input.issues[0]?.path}: ${input.issues[0]?.message}`, { issues: input.issues });
    const policy = tryParseContract(InteractionPolicy, state.policy ?? {});
    if (!policy.ok) return abort("POLICY_INVALID", `policy is invalid at ${policy.issues[0]?.path}: ${policy.issues[0]?.message}`, { issues: policy.issues });
    const now = state.now ?? deps.clock.nowIso();
    try {
      checkGoalInput(state.goal ?? "", { now, timezone: state.timezone ?? "" });
    } catch (e) {
      if (isGoalgraphError(e)) return abort(e.code, e.message);
      throw e;
    }
    const approved = await deps.taxonomy.list();
    const counters = restart.counters ? newTurn(state) : state.counters;
    const owner = config?.configurable?.owner;
    const daily = deps.reader?.kind === "model" && deps.spend ? await deps.spend.spentToday(typeof owner === "string" ? owner : null) : 0;
    const reader = readerOf(deps);
    let read;
    try {
      read = await reader.readGoal(state.goal, readingRequest({ now, timezone: state.timezone, approved_subtypes: approved, counters }, daily));
    } catch (e) {
      if (isGoalgraphError(e)) return abort(e.code, e.message);
      return abort("READING_FAILED", `the goal could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
    const derived = withReading({ goal: state.goal, now, timezone: state.timezone, task_spec: null }, read.reading);
    const task = { ...derived.task_spec!, task_id: threadIdOf(config) };
    const update = transition(state, "perceived", entry);
    await publish(deps, state, config, { name: "task_spec", from: "R1_perceiver", to: "R2_planner", type: "task_spec", payload: task });
    await publishStageChange(deps, announced, config, update, read.costUsd > 0 ? { cost_usd: read.costUsd } : {});
    const ms = deps.clock.nowMs() - t0;
    const fallbacks = [...read.fallbacks.map((f) => `offline ${f}`), ...(read.modelNotes ?? []).map((n) => `model: ${n}`)];
    await recordTrace(
      deps,
      state,
      config,
      trace(
        "PERCEIVE",
        `read_goal:${reader.kind}`,
        ms,
        { confidence: read.reading.pattern.confidence, cost_delta: read.costUsd, violations: read.failure ? [`${read.failure.code}: ${read.failure.message}`] : [], adaptations: fallbacks },
        deps.clock.nowIso(),
      ),
    );
    return {
      ...restart,
      ...update,
      now,
      ...derived,
      task_spec: task,
      interaction_policy: policy.value,
      approved_subtypes: approved,
      counters: { ...counters, activeMs: state.counters.activeMs + ms, costUsd: counters.costUsd + read.costUsd, turnCostUsd: counters.turnCostUsd + read.costUsd },
    };
  };
}
