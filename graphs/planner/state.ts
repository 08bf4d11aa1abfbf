/**
 * The planner (controller) state: only what control needs (DESIGN §2), plain JSON throughout.
 * The run input is the same object as POST /plans' body: { goal, timezone, now?, policy?, calendar? }.
 * Fields without a reducer comment are last-value channels written by one node at a time.
 */
import { Annotation } from "@langchain/langgraph";
import type {
  Availability,
  FinalResult,
  GoalReading,
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
import type { DeltaField } from "../../src/contracts/goal-reading.js";
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

/** One reply that asked to change the reading, and what became of each part of it (never silently dropped). */
export interface ChangeRecord {
  /** The controller step the reply was read at. */
  step: number;
  source: "clarification" | "change_request" | "escalation";
  /** The reply in the person's words. */
  text: string;
  /** Parts applied to the reading: the field and the words it came from. */
  applied: { field: string; text: string }[];
  /** Parts not applied, each with why. */
  not_applied: { text: string; reason: string }[];
  /** Requests the reading has no field for, handed to a stage as it is (outline notes, roadmap or schedule strategy). */
  passed_on: { stage: DraftStage; text: string }[];
  /** Where planning started again for it, or null (nothing to replan). */
  replan_from: DraftStage | null;
}

/** A choice an escalation offers: a change to the reading that was checked to plan. */
export interface EscalationChoice {
  id: string;
  /** One line for the person. */
  label: string;
  /** The reading fields it sets (full new values). */
  set: Partial<Pick<GoalReading, DeltaField>>;
}

/** Why the thread waits on the person at NEEDS_SCHED_ESCALATION, and what it offers. */
export interface EscalationState {
  /** What found the problem: the feasibility check before planning, a stage, or a change request's replan. */
  source: "feasibility" | "roadmap" | "schedule";
  /** impossible / unrealistic (feasibility), or infeasible (a stage could not place the plan). */
  verdict: "impossible" | "unrealistic" | "infeasible";
  code: string;
  /** One plain sentence. */
  message: string;
  /** The problem with its numbers in the person's language, when the feasibility check has words for it there. */
  said?: string;
  choices: EscalationChoice[];
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
  /** The one reading of what the person said (GoalReading): every stage's constraints come from it. */
  reading: last<GoalReading | null>(() => null),
  /** Derived from `reading` (intent, deadline, availability) for the stages. */
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
  /** Change requests the reading has no field for, per DRAFT stage (user_feedback), oldest first. */
  feedback: last<Partial<Record<DraftStage, string[]>>>(() => ({})),
  /** Every reply that asked for a change, with what was applied and what was not (and why). */
  changes: last<ChangeRecord[]>(() => []),
  /** The escalation the thread waits on at NEEDS_SCHED_ESCALATION, or null. */
  escalation: last<EscalationState | null>(() => null),

  // ── artifacts ──
  pattern: last<PatternSpec | null>(() => null),
  outline: last<PlanOutline | null>(() => null),
  roadmap: last<Roadmap | null>(() => null),
  schedule: last<Schedule | null>(() => null),
  /** The summary in the final approval question (the model's when one is configured and it holds, else the offline one). */
  plan_summary: last<string | null>(() => null),
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
    changes: [],
    escalation: null,
    pattern: null,
    outline: null,
    roadmap: null,
    schedule: null,
    plan_summary: null,
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
