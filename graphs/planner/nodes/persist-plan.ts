/**
 * persistPlan (COMPLETE): writes the approved plan and its scheduled_tasks rows. Its own node,
 * after the approval interrupt, and idempotent by thread id, so a re-run cannot duplicate rows.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { summarizePlan } from "../../../src/planning/policy-helpers.js";
import type { PlannerDeps } from "../deps.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { publish, recordTrace, threadIdOf, trace } from "./bookkeeping.js";

export function makePersistPlan(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const t0 = deps.clock.nowMs();
    const owner = config?.configurable?.owner;
    const summary = summarizePlan(state.outline!, state.interaction_policy!, state.reading?.language).text;
    await deps.plans.save({
      threadId: threadIdOf(config),
      owner: typeof owner === "string" ? owner : null,
      goal: state.goal,
      pattern: state.pattern!,
      outline: state.outline!,
      roadmap: state.roadmap,
      schedule: state.schedule,
      summary,
    });
    await publish(deps, state, config, {
      name: "complete",
      from: "controller",
      to: "operator",
      type: "stage_change",
      payload: { from: "COMPLETE", to: "COMPLETE", event: "persisted", sessions: state.schedule?.blocks.length ?? 0 },
    });
    await recordTrace(deps, state, config, trace("COMPLETE", "persist_plan", deps.clock.nowMs() - t0, {}, deps.clock.nowIso()));
    return { persisted: true, step: state.step + 1 };
  };
}
