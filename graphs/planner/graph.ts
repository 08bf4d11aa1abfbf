/**
 * The planner graph: the controller state machine (phase7 §2, graphs/planner/transitions.ts)
 * with the medium loop inside the DRAFT stages. Wiring only — each node's conditional edge lists
 * exactly the hand-overs the transition table allows from it (`controllerEdges`), labelled with
 * the events that take them; the router refuses any other.
 */
import { START, StateGraph, type BaseCheckpointSaver } from "@langchain/langgraph";
import type { PlannerDeps } from "./deps.js";
import { makeStageApproval, makeSeekApproval } from "./nodes/approvals.js";
import { makeClarify } from "./nodes/clarify.js";
import { makeCollectContext } from "./nodes/collect-context.js";
import { makeDraftStage } from "./nodes/draft-stage.js";
import { makePerceive } from "./nodes/perceive.js";
import { makePersistPlan } from "./nodes/persist-plan.js";
import { makeResolveBlocker } from "./nodes/resolve-blocker.js";
import { makeRecordSubtype, makeRfcGate } from "./nodes/rfc.js";
import { makeValidate } from "./nodes/validate.js";
import { controllerEdges, handOverFrom, plannerNodes } from "./route-next.js";
import { PlannerState } from "./state.js";

export const PLANNER_GRAPH_ID = "planner";

/** Supersteps a long but legal run may take (stages × retries × pauses), with headroom. */
export const PLANNER_RECURSION_LIMIT = 200;

export function buildPlannerGraph(deps: PlannerDeps) {
  // The medium loop the StageRunner runs inside draftStage, declared so Studio (and
  // getGraph({ xray: true }), getState({ subgraphs: true })) can open it.
  const loop = deps.stageRunner.mediumLoop;
  const g = new StateGraph(PlannerState)
    // PERCEIVE (R1): the reader reads the goal into the GoalReading (→ TaskSpec, Availability). Every run with input starts here.
    .addNode("perceive", makePerceive(deps))
    // COLLECT_CONTEXT: ContextElicitor; asks only for missing essentials.
    .addNode("collectContext", makeCollectContext(deps))
    // NEEDS_CLARIFICATION: interrupt(clarification); NEEDS_SCHED_ESCALATION: interrupt(escalation) —
    // pick a checked alternative, state a new constraint, or reject. Both read the reply into the reading.
    .addNode("clarify", makeClarify(deps))
    // DRAFT_*: the stage's medium loop (R2 → R3 → R4b → R7) through the StageRunner.
    .addNode("draftStage", makeDraftStage(deps), loop ? { subgraphs: [loop] } : {})
    // VALIDATE_*: rule gates, confidence gate, RFC and stage-approval triggers.
    .addNode("validateOutline", makeValidate(deps, "VALIDATE_OUTLINE"))
    .addNode("validateRoadmap", makeValidate(deps, "VALIDATE_ROADMAP"))
    .addNode("validateSchedule", makeValidate(deps, "VALIDATE_SCHEDULE"))
    // VALIDATE_OUTLINE waits on `rfc`: interrupt(rfc); then on `record_subtype`: the taxonomy write.
    .addNode("rfcGate", makeRfcGate(deps))
    .addNode("recordSubtype", makeRecordSubtype(deps))
    // VALIDATE_* waits on `stage_approval` (approval_policy); SEEK_APPROVAL: the final approval.
    .addNode("stageApproval", makeStageApproval(deps))
    .addNode("seekApproval", makeSeekApproval(deps))
    // DRAFT_* waits on `blocker`: interrupt(blocker) when a subtask refused at every tier (ADR-0079);
    // on `budget`: interrupt(approval, target budget) past the per-turn soft ceiling.
    .addNode("resolveBlocker", makeResolveBlocker(deps))
    // COMPLETE: idempotent persistence after approval.
    .addNode("persistPlan", makePersistPlan(deps))
    .addEdge(START, "perceive");
  const edges = controllerEdges();
  for (const node of plannerNodes(edges)) {
    const { route, pathMap } = handOverFrom(node, edges);
    g.addConditionalEdges(node, route, pathMap);
  }
  return g;
}

export function compilePlannerGraph(deps: PlannerDeps, checkpointer?: BaseCheckpointSaver) {
  return buildPlannerGraph(deps).compile(checkpointer ? { checkpointer, name: PLANNER_GRAPH_ID } : { name: PLANNER_GRAPH_ID });
}
