/**
 * The medium loop (DESIGN §1): plan (R2) → executeSubtask ×N via Send (R3 fast loops) →
 * metaValidate (R4b) → solveGradient (R7) → back to plan, or out. Wiring only. Compile it once
 * and run it many times: ports fixed at compile time, or given per run (medium-loop-ports.ts).
 */
import { START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import { makeExecuteSubtask } from "./nodes/execute-subtask.js";
import { makeMetaValidate } from "./nodes/meta-validate.js";
import { makePlan } from "./nodes/plan.js";
import { makeSolveGradient } from "./nodes/solve-gradient.js";
import type { MediumLoopBuild } from "./medium-loop-ports.js";
import { AFTER_GGS, AFTER_META_VALIDATE, AFTER_PLAN, routeAfterGgs, routeAfterMetaValidate, routeAfterPlan } from "./medium-loop-routers.js";
import { MediumLoopState } from "./state.js";

/** The uncompiled graph, so the controller can compile it alone or embed it as a subgraph. */
export function buildMediumLoopGraph(deps: MediumLoopBuild) {
  return (
    new StateGraph(MediumLoopState)
      // R2: memory calibration, plan, code validation, ids, dispatch.
      .addNode("plan", makePlan(deps))
      // R3 executor + solver pass + R4a, one branch per SubTask.
      .addNode("executeSubtask", makeExecuteSubtask(deps))
      // R4b: fan-in gate, then merge+verify on the all-matched path.
      .addNode("metaValidate", makeMetaValidate(deps))
      // R7: loss, gradient, macro-state; PlanDirective or FinalResult.
      .addNode("solveGradient", makeSolveGradient(deps))
      .addEdge(START, "plan")
      .addConditionalEdges("plan", routeAfterPlan, AFTER_PLAN)
      .addEdge("executeSubtask", "metaValidate")
      .addConditionalEdges("metaValidate", routeAfterMetaValidate, AFTER_META_VALIDATE)
      .addConditionalEdges("solveGradient", routeAfterGgs, AFTER_GGS)
  );
}

export const MEDIUM_LOOP_GRAPH_ID = "mediumLoop";

export function compileMediumLoop(deps: MediumLoopBuild, checkpointer?: BaseCheckpointSaver) {
  return buildMediumLoopGraph(deps).compile(checkpointer ? { checkpointer, name: MEDIUM_LOOP_GRAPH_ID } : { name: MEDIUM_LOOP_GRAPH_ID });
}

export type CompiledMediumLoop = ReturnType<typeof compileMediumLoop>;
