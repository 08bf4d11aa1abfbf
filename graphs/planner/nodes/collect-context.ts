/**
 * collectContext (COLLECT_CONTEXT): asks the ContextElicitor what essential is missing; at most
 * probing_depth questions, and only MAX_CLARIFICATION_ROUNDS rounds (then it plans with the
 * defaults it has rather than asking forever). Subtype approval is not asked here: the RFC gate
 * does that with its own interrupt.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { elicitContext } from "../../../src/planning/policy-helpers.js";
import type { PlannerDeps } from "../deps.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { addActive, publish, publishStageChange, recordTrace, trace, transition } from "./bookkeeping.js";
import { clarificationPayload } from "../interrupts.js";

export const MAX_CLARIFICATION_ROUNDS = 2;

export function makeCollectContext(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const t0 = deps.clock.nowMs();
    const task = state.task_spec!;
    const policy = state.interaction_policy!;
    const el = elicitContext(task, policy, { approved: state.approved_subtypes });
    const questions = el.questions.filter((q) => q.field !== "subtype_approval");
    const ask = questions.length > 0 && state.clarification_rounds < MAX_CLARIFICATION_ROUNDS;
    const update = transition(state, ask ? "needs_clarification" : "sufficient_context");
    await publishStageChange(deps, state, config, update);
    if (ask) {
      // The interrupt message goes out here, before the pause node (no side effect precedes interrupt()).
      await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: clarificationPayload({ ...state, questions, reask: null }) });
      deps.onEvent?.({ type: "interrupt", kind: "clarification" });
    }
    const ms = deps.clock.nowMs() - t0;
    await recordTrace(deps, state, config, trace("COLLECT_CONTEXT", "elicit_context", ms, { confidence: el.confidence, violations: el.missing.map((m) => `missing: ${m}`) }, deps.clock.nowIso()));
    return {
      ...update,
      questions: ask ? questions : [],
      reask: null,
      counters: addActive(state, ms),
    };
  };
}
