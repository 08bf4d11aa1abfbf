/**
 * The controller state machine (seed phase7 §2) as one data object, pauses included. The
 * controller's state is a stage plus, at most, one thing the stage waits on (`pending`: a
 * person's reply to an RFC, a stage approval, a blocker or a spend question, or the taxonomy
 * write after an approved RFC). Every change of either goes through `advance(state, event)`;
 * the planner graph's edges are derived from this table (graphs/planner/route-next.ts).
 *
 * Rows list exactly the events their node reports; an event a row does not list is a programming
 * error (`advance` throws), so a new event cannot silently fall through.
 */

export const STAGES = [
  "PERCEIVE",
  "COLLECT_CONTEXT",
  "NEEDS_CLARIFICATION",
  "DRAFT_OUTLINE",
  "VALIDATE_OUTLINE",
  "DRAFT_ROADMAP",
  "VALIDATE_ROADMAP",
  "DRAFT_SCHEDULE",
  "VALIDATE_SCHEDULE",
  "SEEK_APPROVAL",
  "COMPLETE",
  "NEEDS_SCHED_ESCALATION",
  "ABORTED",
] as const;
export type Stage = (typeof STAGES)[number];

/** Where a thread ends. NEEDS_SCHED_ESCALATION is not one: it waits on the person (only a rejection ends it). */
export const EXIT_STAGES = ["COMPLETE", "ABORTED"] as const satisfies readonly Stage[];
export type ExitStage = (typeof EXIT_STAGES)[number];

export const DRAFT_STAGES = ["DRAFT_OUTLINE", "DRAFT_ROADMAP", "DRAFT_SCHEDULE"] as const satisfies readonly Stage[];

/** What a stage can wait on before it continues; each has its own node (and all but one an interrupt). */
export const PENDING = ["rfc", "record_subtype", "stage_approval", "blocker", "budget"] as const;
export type Pending = (typeof PENDING)[number];

export const EVENTS = [
  "perceived",
  "input_invalid",
  "sufficient_context",
  "needs_clarification",
  "answered",
  "success",
  "abandon",
  "blocker",
  "over_budget",
  "valid",
  "subtype_proposed",
  "needs_approval",
  "invalid_retryable",
  "invalid_fatal",
  "infeasible",
  "low_confidence",
  "approved",
  "next_target",
  "recorded",
  "retry",
  "rejected",
  "change_outline",
  "change_roadmap",
  "change_schedule",
  "nothing_applied",
  "chose_alternative",
  "retries_exhausted",
  "cap_exceeded",
  "unusable_reply",
] as const;
export type StageEvent = (typeof EVENTS)[number];

/** A transition's target: another stage (nothing pending), or the same stage now waiting on something. */
export type Target = Stage | { readonly pending: Pending };
type Row = Partial<Record<StageEvent, Target>>;
interface StageRows {
  /** Events the stage's own node reports. */
  readonly on: Row;
  /** Events reported while the stage waits on something, by what it waits on. */
  readonly pending?: Partial<Record<Pending, Row>>;
}

const wait = <P extends Pending>(pending: P) => ({ pending }) as const;

/** The per-turn spend question, the same for every DRAFT stage: go on with it, or stop. */
const spendQuestion = (stage: Stage) => ({ approved: stage, rejected: "ABORTED", unusable_reply: wait("budget") }) as const;

/**
 * stage → event → target. Pauses are rows too: `pending.blocker.retry` at DRAFT_ROADMAP means
 * "the person answered 'retry' to the blocker while the roadmap was being drafted".
 */
export const TRANSITIONS = {
  PERCEIVE: {
    on: { perceived: "COLLECT_CONTEXT", input_invalid: "ABORTED" },
  },
  COLLECT_CONTEXT: {
    // infeasible: the feasibility check found the goal impossible or unrealistic with the time given.
    on: { sufficient_context: "DRAFT_OUTLINE", needs_clarification: "NEEDS_CLARIFICATION", infeasible: "NEEDS_SCHED_ESCALATION" },
  },
  NEEDS_CLARIFICATION: {
    on: { answered: "COLLECT_CONTEXT", rejected: "ABORTED", unusable_reply: "NEEDS_CLARIFICATION" },
  },
  DRAFT_OUTLINE: {
    on: { success: "VALIDATE_OUTLINE", abandon: "ABORTED", cap_exceeded: "ABORTED", blocker: wait("blocker"), over_budget: wait("budget") },
    pending: {
      blocker: { retry: "DRAFT_OUTLINE", abandon: "ABORTED", unusable_reply: wait("blocker") },
      budget: spendQuestion("DRAFT_OUTLINE"),
    },
  },
  VALIDATE_OUTLINE: {
    on: {
      valid: "DRAFT_ROADMAP",
      subtype_proposed: wait("rfc"),
      needs_approval: wait("stage_approval"),
      invalid_retryable: "DRAFT_OUTLINE",
      low_confidence: "DRAFT_OUTLINE",
      invalid_fatal: "NEEDS_CLARIFICATION",
      retries_exhausted: "NEEDS_CLARIFICATION",
    },
    pending: {
      // approve → the taxonomy write, then the outline validates again; reject → redraft with the nearest subtype.
      rfc: { approved: wait("record_subtype"), rejected: "DRAFT_OUTLINE", unusable_reply: wait("rfc") },
      record_subtype: { recorded: "VALIDATE_OUTLINE" },
      stage_approval: {
        approved: "DRAFT_ROADMAP",
        // strict_every_step: the pattern was approved, the outline is asked next.
        next_target: wait("stage_approval"),
        rejected: "ABORTED",
        change_outline: "DRAFT_OUTLINE",
        // A change request with nothing to apply: the outline stays up for approval, with why.
        nothing_applied: wait("stage_approval"),
        unusable_reply: wait("stage_approval"),
      },
    },
  },
  DRAFT_ROADMAP: {
    on: { success: "VALIDATE_ROADMAP", abandon: "ABORTED", infeasible: "NEEDS_SCHED_ESCALATION", cap_exceeded: "ABORTED", blocker: wait("blocker"), over_budget: wait("budget") },
    pending: {
      blocker: { retry: "DRAFT_ROADMAP", abandon: "ABORTED", unusable_reply: wait("blocker") },
      budget: spendQuestion("DRAFT_ROADMAP"),
    },
  },
  VALIDATE_ROADMAP: {
    on: {
      valid: "DRAFT_SCHEDULE",
      needs_approval: wait("stage_approval"),
      invalid_retryable: "DRAFT_ROADMAP",
      low_confidence: "DRAFT_ROADMAP",
      // A roadmap that still does not fit after its retries goes to the person, with alternatives.
      retries_exhausted: "NEEDS_SCHED_ESCALATION",
    },
    pending: {
      stage_approval: {
        approved: "DRAFT_SCHEDULE",
        rejected: "ABORTED",
        change_roadmap: "DRAFT_ROADMAP",
        change_outline: "DRAFT_OUTLINE",
        nothing_applied: wait("stage_approval"),
        unusable_reply: wait("stage_approval"),
      },
    },
  },
  DRAFT_SCHEDULE: {
    // A schedule the loop gives up on escalates (DESIGN §1); a person abandoning it at a blocker stops.
    on: { success: "VALIDATE_SCHEDULE", abandon: "NEEDS_SCHED_ESCALATION", cap_exceeded: "ABORTED", blocker: wait("blocker"), over_budget: wait("budget") },
    pending: {
      blocker: { retry: "DRAFT_SCHEDULE", abandon: "ABORTED", unusable_reply: wait("blocker") },
      budget: spendQuestion("DRAFT_SCHEDULE"),
    },
  },
  VALIDATE_SCHEDULE: {
    on: {
      valid: "SEEK_APPROVAL",
      invalid_retryable: "DRAFT_SCHEDULE",
      low_confidence: "DRAFT_SCHEDULE",
      infeasible: "NEEDS_SCHED_ESCALATION",
      retries_exhausted: "NEEDS_SCHED_ESCALATION",
    },
  },
  SEEK_APPROVAL: {
    on: {
      approved: "COMPLETE",
      rejected: "ABORTED",
      change_outline: "DRAFT_OUTLINE",
      change_roadmap: "DRAFT_ROADMAP",
      change_schedule: "DRAFT_SCHEDULE",
      // Human change requests have no cap: one with nothing to apply keeps the plan up, saying why.
      nothing_applied: "SEEK_APPROVAL",
      unusable_reply: "SEEK_APPROVAL",
    },
  },
  NEEDS_SCHED_ESCALATION: {
    // The escalation pause: a checked alternative or a constraint the person states changes the
    // reading and planning starts again from the context check; only a rejection ends the thread.
    on: {
      chose_alternative: "COLLECT_CONTEXT",
      answered: "COLLECT_CONTEXT",
      rejected: "ABORTED",
      unusable_reply: "NEEDS_SCHED_ESCALATION",
    },
  },
  COMPLETE: { on: {} },
  ABORTED: { on: {} },
} as const satisfies Record<Stage, StageRows>;

/** Where the controller is: the stage, and what it waits on (null: the stage's own node runs next). */
export interface ControlState {
  stage: Stage;
  pending: Pending | null;
}

export class TransitionError extends Error {
  readonly code = "TRANSITION_UNDEFINED";
}
export function isTransitionError(e: unknown): e is TransitionError {
  return e instanceof TransitionError;
}

/** The row `at` reads its events from. */
export function rowOf(at: ControlState): Row {
  const rows: StageRows = TRANSITIONS[at.stage];
  if (at.pending === null) return rows.on;
  const row = rows.pending?.[at.pending];
  if (!row) throw new TransitionError(`${at.stage} never waits on ${at.pending}`);
  return row;
}

/** The one way the controller moves: the next control state for `event`, or TransitionError. */
export function advance(at: ControlState, event: StageEvent): ControlState {
  const to = rowOf(at)[event];
  if (to === undefined) throw new TransitionError(`no transition from ${controlLabel(at)} on ${event}`);
  return typeof to === "string" ? { stage: to, pending: null } : { stage: at.stage, pending: to.pending };
}

/** Events `at` accepts, in table order. */
export function eventsFor(at: ControlState): StageEvent[] {
  return Object.keys(rowOf(at)) as StageEvent[];
}

/** Every control state the table can be in: each stage, and each stage waiting on what it lists. */
export function controlStates(): ControlState[] {
  return STAGES.flatMap((stage) => {
    const rows: StageRows = TRANSITIONS[stage];
    return [{ stage, pending: null }, ...Object.keys(rows.pending ?? {}).map((p) => ({ stage, pending: p as Pending }))];
  });
}

export function isExitStage(stage: Stage): stage is ExitStage {
  return (EXIT_STAGES as readonly Stage[]).includes(stage);
}

export function controlLabel(at: ControlState): string {
  return at.pending ? `${at.stage}/${at.pending}` : at.stage;
}
