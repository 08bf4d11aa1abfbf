/**
 * The planner graph: the controller state machine (phase7 §2) with a medium loop inside each
 * DRAFT stage. Wiring only — every edge goes through `routeNext`, which reads the transition
 * table's result (`stage`) and the pending pause.
 */
import { END, START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import type { PlannerDeps } from "./deps.js";
import { makeStageApproval, makeSeekApproval } from "./nodes/approvals.js";
import { makeClarify } from "./nodes/clarify.js";
import { makeConfirmSpend } from "./nodes/confirm-spend.js";
import { makeCollectContext } from "./nodes/collect-context.js";
import { makeDraftStage } from "./nodes/draft-stage.js";
import { makePerceive } from "./nodes/perceive.js";
import { makePersistPlan } from "./nodes/persist-plan.js";
import { makeResolveBlocker } from "./nodes/resolve-blocker.js";
import { makeRecordSubtype, makeRfcGate } from "./nodes/rfc.js";
import { makeValidate } from "./nodes/validate.js";
import { ROUTE_TARGETS, routeNext } from "./routes.js";
import { PlannerState } from "./state.js";

export const PLANNER_GRAPH_ID = "planner";

/** Supersteps a long but legal run may take (stages × retries × pauses), with headroom. */
export const PLANNER_RECURSION_LIMIT = 200;

export function buildPlannerGraph(deps: PlannerDeps) {
  const targets = [...ROUTE_TARGETS, END] as ("perceive" | (typeof ROUTE_TARGETS)[number] | typeof END)[];
  const g = new StateGraph(PlannerState)
    // R1: goal → TaskSpec, policy, approved subtypes.
    .addNode("perceive", makePerceive(deps))
    // COLLECT_CONTEXT: ContextElicitor; asks only for missing essentials.
    .addNode("collectContext", makeCollectContext(deps))
    // NEEDS_CLARIFICATION: interrupt(clarification).
    .addNode("clarify", makeClarify(deps))
    // DRAFT_*: the stage's medium loop (R2 → R3 → R4b → R7) through the StageRunner.
    .addNode("draftOutline", makeDraftStage(deps, "DRAFT_OUTLINE"))
    .addNode("draftRoadmap", makeDraftStage(deps, "DRAFT_ROADMAP"))
    .addNode("draftSchedule", makeDraftStage(deps, "DRAFT_SCHEDULE"))
    // VALIDATE_*: rule gates, confidence gate, RFC and stage-approval triggers.
    .addNode("validateOutline", makeValidate(deps, "VALIDATE_OUTLINE"))
    .addNode("validateRoadmap", makeValidate(deps, "VALIDATE_ROADMAP"))
    .addNode("validateSchedule", makeValidate(deps, "VALIDATE_SCHEDULE"))
    // interrupt(rfc) for a proposed subtype; the taxonomy write is its own node after it.
    .addNode("rfcGate", makeRfcGate(deps))
    .addNode("recordSubtype", makeRecordSubtype(deps))
    // interrupt(approval) per approval_policy after a stage, and the final one.
    .addNode("stageApproval", makeStageApproval(deps))
    .addNode("seekApproval", makeSeekApproval(deps))
    // interrupt(blocker) when a subtask refused at every tier (ADR-0079).
    .addNode("resolveBlocker", makeResolveBlocker(deps))
    // interrupt(approval, target budget) past the per-turn soft spend ceiling.
    .addNode("confirmSpend", makeConfirmSpend(deps))
    // COMPLETE: idempotent persistence after approval.
    .addNode("persistPlan", makePersistPlan(deps))
    .addEdge(START, "perceive");
  for (const node of ["perceive", ...ROUTE_TARGETS]) {
    // END is a router result, not a node with edges of its own.
    if (node !== END) g.addConditionalEdges(node as Parameters<typeof g.addConditionalEdges>[0], routeNext, targets);
  }
  return g;
}

export function compilePlannerGraph(deps: PlannerDeps, checkpointer?: BaseCheckpointSaver) {
  return buildPlannerGraph(deps).compile(checkpointer ? { checkpointer, name: PLANNER_GRAPH_ID } : { name: PLANNER_GRAPH_ID });
}
