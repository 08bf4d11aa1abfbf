/**
 * perceive (R1): goal text → TaskSpec with a resolved deadline and availability; the effective
 * InteractionPolicy; the approved subtypes. Entry node; bad input ends the run as ABORTED with
 * a coded reason instead of throwing.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { z } from "zod";
import { Availability, InteractionPolicy, tryParseContract } from "../../../src/contracts/index.js";
import { isGoalgraphError } from "../../../src/errors.js";
import { perceive } from "../../../src/roles/perceiver.js";
import type { PlannerDeps } from "../deps.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { publish, threadIdOf, trace } from "./common.js";

const Instant = z.iso.datetime({ offset: true, local: true });
const RunInput = z.object({
  goal: z.string(),
  timezone: z.string().min(1),
  now: Instant.nullable(),
  calendar: z.array(z.object({ start: Instant, end: Instant, title: z.string().optional() })).max(2000),
});

export function makePerceive(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    if (state.task_spec) return {}; // already perceived (a re-run after updateState, say)
    const t0 = deps.clock.nowMs();
    const abort = (code: string, message: string, details?: Record<string, unknown>): PlannerUpdate => ({
      stage: "ABORTED",
      exit_reason: { code, message, ...(details ? { details } : {}) },
      step: state.step + 1,
    });
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
    await publish(deps, state, config, { name: "task_spec", from: "R1_perceiver", to: "R2_planner", type: "task_spec", payload: task });
    return {
      now,
      task_spec: task,
      availability,
      interaction_policy: policy.value,
      approved_subtypes: approved,
      stage: "COLLECT_CONTEXT",
      step: state.step + 1,
      counters: { ...state.counters, activeMs: state.counters.activeMs + (deps.clock.nowMs() - t0) },
      trace: [trace("COLLECT_CONTEXT", "perceive_goal", deps.clock.nowMs() - t0, { confidence: 0.8 }, deps.clock.nowIso())],
    };
  };
}
