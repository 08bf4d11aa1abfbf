/**
 * The planner's router and the edges it may take, both read off the transition table. A node
 * reports by moving the control state (stage, pending) through `advance`; `routeNext` names the
 * node that handles the new control state. `controllerEdges()` walks every row of the table and
 * gives, per node, the nodes it can hand over to and on which events: graph.ts wires exactly
 * those (one conditional edge per pair, labelled with its events), and the tests and
 * docs/architecture.md check the compiled graph against the same list.
 */
import { END } from "@langchain/langgraph";
import type { PlannerStateType } from "./state.js";
import {
  advance,
  controlLabel,
  controlStates,
  isExitStage,
  rowOf,
  TransitionError,
  type ControlState,
  type Pending,
  type Stage,
  type StageEvent,
} from "./transitions.js";

/** The node that runs a stage when nothing is pending; the three DRAFT stages share the medium loop's node. */
export const NODE_FOR_STAGE = {
  PERCEIVE: "perceive",
  COLLECT_CONTEXT: "collectContext",
  NEEDS_CLARIFICATION: "clarify",
  DRAFT_OUTLINE: "draftStage",
  VALIDATE_OUTLINE: "validateOutline",
  DRAFT_ROADMAP: "draftStage",
  VALIDATE_ROADMAP: "validateRoadmap",
  DRAFT_SCHEDULE: "draftStage",
  VALIDATE_SCHEDULE: "validateSchedule",
  SEEK_APPROVAL: "seekApproval",
  COMPLETE: "persistPlan",
  // The two pauses about the reading share one node: a question (clarification) or an escalation.
  NEEDS_SCHED_ESCALATION: "clarify",
  ABORTED: END,
} as const satisfies Record<Stage, string>;

/** The node that handles what a stage waits on (all interrupts but recordSubtype, the write after one). */
export const NODE_FOR_PENDING = {
  rfc: "rfcGate",
  record_subtype: "recordSubtype",
  stage_approval: "stageApproval",
  // A DRAFT stage waiting on the person to go on or stop: a blocker, or the per-turn spend ceiling.
  blocker: "resolveBlocker",
  budget: "resolveBlocker",
} as const satisfies Record<Pending, string>;

export type PlannerNode = Exclude<(typeof NODE_FOR_STAGE)[Stage], typeof END> | (typeof NODE_FOR_PENDING)[Pending];
export type PlannerTarget = PlannerNode | typeof END;

export function nodeFor(at: ControlState): PlannerTarget {
  return at.pending === null ? NODE_FOR_STAGE[at.stage] : NODE_FOR_PENDING[at.pending];
}

/** Pure and total: the node for the control state; COMPLETE's node persists once, then the run ends. */
export function routeNext(state: Pick<PlannerStateType, "stage" | "pending" | "persisted">): PlannerTarget {
  if (state.stage === "COMPLETE" && state.persisted) return END;
  return nodeFor(state);
}

/** One drawn edge: a node hands over to another on any of `events` (none: an exit's node finishing). */
export interface ControllerEdge {
  from: PlannerNode;
  to: PlannerTarget;
  events: StageEvent[];
  /** The stages whose rows give this hand-over (draftStage serves three). */
  stages: Stage[];
}

/**
 * Every (node → node) hand-over the table allows, in table order: for each control state and each
 * event its row lists, from the state's node to the node of `advance(state, event)`. The node of
 * an exit stage (persistPlan for COMPLETE) ends the run.
 */
export function controllerEdges(): ControllerEdge[] {
  const edges = new Map<string, ControllerEdge>();
  const add = (at: ControlState, to: PlannerTarget, event: StageEvent | null) => {
    const from = nodeFor(at);
    if (from === END) return;
    const key = `${from}>${to}`;
    const edge = edges.get(key) ?? { from, to, events: [], stages: [] };
    if (event && !edge.events.includes(event)) edge.events.push(event);
    if (!edge.stages.includes(at.stage)) edge.stages.push(at.stage);
    edges.set(key, edge);
  };
  for (const at of controlStates()) {
    if (at.pending === null && isExitStage(at.stage)) add(at, END, null);
    for (const event of Object.keys(rowOf(at)) as StageEvent[]) add(at, nodeFor(advance(at, event)), event);
  }
  return [...edges.values()];
}

/** The nodes of the controller, in the order the table first names them. */
export function plannerNodes(edges: readonly ControllerEdge[] = controllerEdges()): PlannerNode[] {
  return [...new Set(edges.flatMap((e) => (e.to === END ? [e.from] : [e.from, e.to])))];
}

const eventsLabel = (edge: ControllerEdge) => (edge.events.length ? edge.events.join(", ") : String(edge.to));

/**
 * An edge's label in the drawn graph (and its key in the conditional edge's path map, so unique
 * per node): its events, prefixed with the stage where the same events leave the node elsewhere
 * ("DRAFT_ROADMAP: success").
 */
export function edgeLabel(edge: ControllerEdge, edges: readonly ControllerEdge[] = controllerEdges()): string {
  const plain = eventsLabel(edge);
  const clash = edges.some((e) => e.from === edge.from && e.to !== edge.to && eventsLabel(e) === plain);
  return clash ? `${edge.stages.join(", ")}: ${plain}` : plain;
}

/**
 * The conditional edge out of `node`: its path map (label → target) and a router that returns the
 * label of the hand-over `routeNext` picks, refusing (TransitionError) one the table does not allow.
 */
export function handOverFrom(node: PlannerNode, edges: readonly ControllerEdge[] = controllerEdges()) {
  const mine = edges.filter((e) => e.from === node);
  const labelOf = new Map<PlannerTarget, string>(mine.map((e) => [e.to, edgeLabel(e, edges)]));
  const pathMap = Object.fromEntries(mine.map((e) => [edgeLabel(e, edges), e.to])) as Record<string, PlannerTarget>;
  const route = (state: Pick<PlannerStateType, "stage" | "pending" | "persisted">): string => {
    const to = routeNext(state);
    const label = labelOf.get(to);
    if (label === undefined) throw new TransitionError(`${node} cannot hand over to ${String(to)} (now at ${controlLabel(state)})`);
    return label;
  };
  return { route, pathMap };
}
