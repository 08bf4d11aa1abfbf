/**
 * The controller state machine (seed phase7 §2) as one data object. Every edge of the planner
 * graph is derived from this table (or from the GGS cascade inside a stage's medium loop):
 * a node reports an event, `nextStage` looks the event up, and `nodeForStage` names the node.
 *
 * States are the stage labels; the four exits end the run (NEEDS_CLARIFICATION pauses it for a
 * reply instead, see DESIGN §3 "reply grammar").
 */

export const STAGES = [
  "COLLECT_CONTEXT",
  "DRAFT_OUTLINE",
  "VALIDATE_OUTLINE",
  "DRAFT_ROADMAP",
  "VALIDATE_ROADMAP",
  "DRAFT_SCHEDULE",
  "VALIDATE_SCHEDULE",
  "SEEK_APPROVAL",
  "COMPLETE",
  "NEEDS_CLARIFICATION",
  "NEEDS_SCHED_ESCALATION",
  "ABORTED",
] as const;
export type Stage = (typeof STAGES)[number];

export const EXIT_STAGES = ["COMPLETE", "NEEDS_SCHED_ESCALATION", "ABORTED"] as const satisfies readonly Stage[];
export type ExitStage = (typeof EXIT_STAGES)[number];

export const EVENTS = [
  "sufficient_context",
  "needs_clarification",
  "answered",
  "success",
  "abandon",
  "blocker",
  "valid",
  "invalid_retryable",
  "invalid_fatal",
  "infeasible",
  "low_confidence",
  "approved",
  "rejected",
  "change_outline",
  "change_roadmap",
  "change_schedule",
  "retries_exhausted",
  "cap_exceeded",
  "fatal_error",
] as const;
export type StageEvent = (typeof EVENTS)[number];

/**
 * stage → event → next stage. Events not listed for a stage are programming errors
 * (`nextStage` throws), so a new event cannot silently fall through.
 */
export const TRANSITIONS = {
  COLLECT_CONTEXT: {
    sufficient_context: "DRAFT_OUTLINE",
    needs_clarification: "NEEDS_CLARIFICATION",
    cap_exceeded: "ABORTED",
    fatal_error: "ABORTED",
  },
  NEEDS_CLARIFICATION: {
    answered: "COLLECT_CONTEXT",
    retries_exhausted: "ABORTED",
    rejected: "ABORTED",
  },
  DRAFT_OUTLINE: {
    success: "VALIDATE_OUTLINE",
    abandon: "ABORTED",
    blocker: "DRAFT_OUTLINE",
    low_confidence: "COLLECT_CONTEXT",
    cap_exceeded: "ABORTED",
    fatal_error: "ABORTED",
  },
  VALIDATE_OUTLINE: {
    valid: "DRAFT_ROADMAP",
    invalid_retryable: "DRAFT_OUTLINE",
    invalid_fatal: "NEEDS_CLARIFICATION",
    low_confidence: "DRAFT_OUTLINE",
    retries_exhausted: "NEEDS_CLARIFICATION",
    rejected: "ABORTED",
    change_outline: "DRAFT_OUTLINE",
  },
  DRAFT_ROADMAP: {
    success: "VALIDATE_ROADMAP",
    abandon: "ABORTED",
    infeasible: "NEEDS_SCHED_ESCALATION",
    blocker: "DRAFT_ROADMAP",
    cap_exceeded: "ABORTED",
    fatal_error: "ABORTED",
  },
  VALIDATE_ROADMAP: {
    valid: "DRAFT_SCHEDULE",
    invalid_retryable: "DRAFT_ROADMAP",
    invalid_fatal: "ABORTED",
    infeasible: "NEEDS_SCHED_ESCALATION",
    low_confidence: "DRAFT_ROADMAP",
    retries_exhausted: "ABORTED",
    rejected: "ABORTED",
    change_roadmap: "DRAFT_ROADMAP",
    change_outline: "DRAFT_OUTLINE",
  },
  DRAFT_SCHEDULE: {
    success: "VALIDATE_SCHEDULE",
    abandon: "NEEDS_SCHED_ESCALATION",
    blocker: "DRAFT_SCHEDULE",
    cap_exceeded: "ABORTED",
    fatal_error: "ABORTED",
  },
  VALIDATE_SCHEDULE: {
    valid: "SEEK_APPROVAL",
    invalid_retryable: "DRAFT_SCHEDULE",
    infeasible: "NEEDS_SCHED_ESCALATION",
    low_confidence: "DRAFT_SCHEDULE",
    retries_exhausted: "NEEDS_SCHED_ESCALATION",
  },
  SEEK_APPROVAL: {
    approved: "COMPLETE",
    rejected: "ABORTED",
    change_outline: "DRAFT_OUTLINE",
    change_roadmap: "DRAFT_ROADMAP",
    change_schedule: "DRAFT_SCHEDULE",
    retries_exhausted: "ABORTED",
  },
  COMPLETE: {},
  NEEDS_SCHED_ESCALATION: {},
  ABORTED: {},
} as const satisfies Record<Stage, Partial<Record<StageEvent, Stage>>>;

export class TransitionError extends Error {
  readonly code = "TRANSITION_UNDEFINED";
}

/** The next stage for an event; throws TransitionError for an event the table does not list. */
export function nextStage(stage: Stage, event: StageEvent): Stage {
  const row = TRANSITIONS[stage] as Partial<Record<StageEvent, Stage>>;
  const to = row[event];
  if (!to) throw new TransitionError(`no transition from ${stage} on ${event}`);
  return to;
}

export function isExitStage(stage: Stage): stage is ExitStage {
  return (EXIT_STAGES as readonly Stage[]).includes(stage);
}

/** Events each stage accepts (for tests and docs). */
export function eventsFor(stage: Stage): StageEvent[] {
  return Object.keys(TRANSITIONS[stage]) as StageEvent[];
}
