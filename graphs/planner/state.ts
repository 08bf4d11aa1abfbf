/**
 * The planner (controller) state: only what control needs (DESIGN §2), plain JSON throughout.
 * The run input is the same object as POST /plans' body: { goal, timezone, now?, policy?, calendar? }.
 * Fields without a reducer comment are last-value channels written by one node at a time.
 */
import { Annotation } from "@langchain/langgraph";
import type {
  Availability,
  FinalResult,
  InteractionPolicy,
  PatternSpec,
  PlanOutline,
  Roadmap,
  Schedule,
  TaskSpec,
} from "../../src/contracts/index.js";
import type { Question } from "../../src/planning/policy-helpers.js";
import type { ApprovedSubtype } from "../../src/planning/patterns.js";
import type { NoFlyEntry, SubtaskBlocker } from "../../src/roles/executor.js";
import type { BusyBlock, DraftStage, LossPoint } from "../../src/stages/stage-runner.js";
import type { Pending, Stage, StageEvent } from "./transitions.js";

const last = <T>(def: () => T) => Annotation<T>({ reducer: (_c: T, u: T) => u, default: def });
const append = <T>() => Annotation<T[]>({ reducer: (c: T[], u: T[]) => [...c, ...u], default: () => [] });

export interface RfcState {
  /** The proposed PatternSpec (subtype "proposed:<name>"). */
  proposed: PatternSpec;
  decision: "pending" | "approved" | "rejected";
}

export interface ExitReason {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

export interface Counters {
  /** Medium-loop rounds since the last human reply. */
  turnRounds: number;
  /** Active run time in ms (never the time spent waiting for a reply). */
  activeMs: number;
  costUsd: number;
  turnCostUsd: number;
}

export const PlannerState = Annotation.Root({
  // ── input ──
  /** The goal in the person's words (run input). */
  goal: Annotation<string>,
  /** IANA zone the person plans in (run input). */
  timezone: Annotation<string>,
  /** ISO-8601 "now" to plan against; the clock's time when absent (run input, optional). */
  now: last<string | null>(() => null),
  /** Partial InteractionPolicy overrides for this session (run input, optional). */
  policy: last<Partial<InteractionPolicy> | null>(() => null),
  /** External busy blocks the schedule must avoid (run input, optional). */
  calendar: last<BusyBlock[]>(() => []),

  // ── control ──
  /** Controller state (phase7 §2); changed only through `advance` (transitions.ts). */
  stage: last<Stage>(() => "PERCEIVE"),
  /** What the stage waits on (a reply, or the taxonomy write after an RFC), or null; changed only through `advance`. */
  pending: last<Pending | null>(() => null),
  /** The event the last transition took (how `stage` and `pending` were reached). */
  last_event: last<StageEvent | null>(() => null),
  /** For stage approvals: which artifact is up for approval. */
  approval_target: last<"pattern" | "outline" | "roadmap" | null>(() => null),
  /** Monotonic step counter; every bus write's idempotency key includes it. */
  step: last<number>(() => 0),
  /** Retries per stage (invalid_retryable, change requests), capped by RETRY_LIMIT_PER_STAGE. */
  stage_retries: last<Record<string, number>>(() => ({})),
  /** Runs per DRAFT stage (the medium loop's idempotency scope). */
  stage_attempts: last<Record<string, number>>(() => ({})),
  /** Clarification rounds asked so far. */
  clarification_rounds: last<number>(() => 0),
  /** Why the last reply was unusable (shown when re-asking), or null. */
  reask: last<string | null>(() => null),
  exit_reason: last<ExitReason | null>(() => null),
  counters: last<Counters>(() => ({ turnRounds: 0, activeMs: 0, costUsd: 0, turnCostUsd: 0 })),

  // ── understanding ──
  task_spec: last<TaskSpec | null>(() => null),
  availability: last<Availability | null>(() => null),
  /** The effective InteractionPolicy (defaults ⊕ session overrides). */
  interaction_policy: last<InteractionPolicy | null>(() => null),
  /** Pending clarification questions (ContextElicitor), or []. */
  questions: last<Question[]>(() => []),
  approved_subtypes: last<ApprovedSubtype[]>(() => []),
  rfc: last<RfcState | null>(() => null),
  /** A pattern the person fixed through an RFC decision; the outline stage must use it. */
  fixed_pattern: last<PatternSpec | null>(() => null),
  /** Change requests per DRAFT stage (user_feedback), oldest first. */
  feedback: last<Partial<Record<DraftStage, string[]>>>(() => ({})),

  // ── artifacts ──
  pattern: last<PatternSpec | null>(() => null),
  outline: last<PlanOutline | null>(() => null),
  roadmap: last<Roadmap | null>(() => null),
  schedule: last<Schedule | null>(() => null),
  /** Confidence C per stage (phase7 §6). */
  confidence: last<Record<string, number>>(() => ({})),
  /** The last stage's GGS FinalResult. */
  final: last<FinalResult | null>(() => null),
  blocker: last<(SubtaskBlocker & { stage: DraftStage }) | null>(() => null),
  no_fly: last<NoFlyEntry[]>(() => []),
  persisted: last<boolean>(() => false),

  // ── observability (appended; compact; the per-step trace is not state: deps.traces) ──
  /** Every GGS decision with its loss breakdown, across stages. Appended. */
  loss_history: append<LossPoint>(),
  /** Approval decisions. Appended. */
  approvals: append<{ target: string; decision: "approve" | "reject" | "changes"; text?: string }>(),
});

export type PlannerStateType = typeof PlannerState.State;
export type PlannerUpdate = typeof PlannerState.Update;

/**
 * The fields that belong to one plan of the thread, at their defaults: new input on a started
 * thread is a new goal, and these start over. Not here: the input, the control state (moved by
 * `advance`), `step` and `stage_attempts` (they scope idempotency keys, so they keep counting),
 * `no_fly` (about models, not the goal), counters and the appended logs.
 */
export function planScopedDefaults(): PlannerUpdate {
  return {
    approval_target: null,
    stage_retries: {},
    clarification_rounds: 0,
    reask: null,
    exit_reason: null,
    questions: [],
    rfc: null,
    fixed_pattern: null,
    feedback: {},
    pattern: null,
    outline: null,
    roadmap: null,
    schedule: null,
    confidence: {},
    final: null,
    blocker: null,
    persisted: false,
  };
}

/** The run input (POST /plans body and the LangGraph run input). */
export interface PlannerInput {
  goal: string;
  timezone: string;
  now?: string | null;
  policy?: Partial<InteractionPolicy> | null;
  calendar?: BusyBlock[];
}
