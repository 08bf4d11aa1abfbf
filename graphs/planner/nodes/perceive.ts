/**
 * perceive (R1, the PERCEIVE stage): goal text → TaskSpec with a resolved deadline and
 * availability; the effective InteractionPolicy; the approved subtypes. Every run with input
 * starts here: bad input ends the run as ABORTED with a coded reason instead of throwing, and
 * input on a thread that already planned is a new goal, so the plan starts over (a finished
 * thread stays finished).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { z } from "zod";
import { Availability, InteractionPolicy, tryParseContract } from "../../../src/contracts/index.js";
import { isGoalgraphError } from "../../../src/errors.js";
import { perceive } from "../../../src/roles/perceiver.js";
import type { PlannerDeps } from "../deps.js";
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
    let task;
    try {
      task = perceive(state.goal ?? "", { now, timezone: state.timezone ?? "", taskId: threadIdOf(config) });
    } catch (e) {
      if (isGoalgraphError(e)) return abort(e.code, e.message);
      throw e;
    }
    const availability = Availability.parse(task.constraints.availability ?? {});
    const approved = await deps.taxonomy.list();
    const update = transition(state, "perceived", entry);
    await publish(deps, state, config, { name: "task_spec", from: "R1_perceiver", to: "R2_planner", type: "task_spec", payload: task });
    await publishStageChange(deps, announced, config, update);
    const ms = deps.clock.nowMs() - t0;
    await recordTrace(deps, state, config, trace("PERCEIVE", "perceive_goal", ms, { confidence: 0.8 }, deps.clock.nowIso()));
    return {
      ...restart,
      ...update,
      now,
      task_spec: task,
      availability,
      interaction_policy: policy.value,
      approved_subtypes: approved,
      counters: { ...(restart.counters ?? state.counters), activeMs: state.counters.activeMs + ms },
    };
  };
}
