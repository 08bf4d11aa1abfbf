/**
 * The planner's one router: every node reports by setting `stage` (looked up in the transition
 * table) and, for pauses, `pending`; the router maps that to the next node. Pure and total.
 */
import { END } from "@langchain/langgraph";
import type { PlannerStateType } from "./state.js";
import type { Stage } from "./transitions.js";

export const NODE_FOR_STAGE = {
  COLLECT_CONTEXT: "collectContext",
  NEEDS_CLARIFICATION: "clarify",
  DRAFT_OUTLINE: "draftOutline",
  VALIDATE_OUTLINE: "validateOutline",
  DRAFT_ROADMAP: "draftRoadmap",
  VALIDATE_ROADMAP: "validateRoadmap",
  DRAFT_SCHEDULE: "draftSchedule",
  VALIDATE_SCHEDULE: "validateSchedule",
  SEEK_APPROVAL: "seekApproval",
  COMPLETE: "persistPlan",
  NEEDS_SCHED_ESCALATION: END,
  ABORTED: END,
} as const satisfies Record<Stage, string>;

export const PAUSE_NODES = { rfc: "rfcGate", stage_approval: "stageApproval", blocker: "resolveBlocker", budget: "confirmSpend" } as const;

export type PlannerNode =
  | (typeof NODE_FOR_STAGE)[keyof typeof NODE_FOR_STAGE]
  | (typeof PAUSE_NODES)[keyof typeof PAUSE_NODES]
  | "recordSubtype";

/** Every target the router can return (addConditionalEdges lists them). */
export const ROUTE_TARGETS: PlannerNode[] = [
  ...new Set<PlannerNode>([...Object.values(NODE_FOR_STAGE), ...Object.values(PAUSE_NODES), "recordSubtype"]),
];

export function routeNext(state: Pick<PlannerStateType, "stage" | "pending" | "persisted" | "rfc">): PlannerNode {
  if (state.pending) return PAUSE_NODES[state.pending];
  // An approved subtype is written to the taxonomy in its own node, after the RFC interrupt.
  if (state.rfc?.decision === "approved" && !state.rfc.recorded) return "recordSubtype";
  if (state.stage === "COMPLETE" && state.persisted) return END;
  return NODE_FOR_STAGE[state.stage];
}
