/**
 * What the planner graph needs from outside. Built once by the composition root
 * (src/app/deps.ts); nodes close over it and never construct I/O themselves.
 */
import type { BusPublisher } from "../../src/bus/types.js";
import type { Config } from "../../src/config.js";
import type { GoalReading, GoalReadingDelta, InteractionPolicy, PatternSpec, PlanOutline, Roadmap, Schedule, TraceEntry } from "../../src/contracts/index.js";
import type { ApprovedSubtype } from "../../src/planning/patterns.js";
import type { Elicitation, QuestionField } from "../../src/planning/policy-helpers.js";
import type { StageRunner } from "../../src/stages/stage-runner.js";

export interface PlannerClock {
  /** ISO-8601 instant (used as "now" when a run gives none). */
  nowIso(): string;
  /** Monotonic milliseconds for active-time accounting. */
  nowMs(): number;
}

/** Approved RFC subtypes (the taxonomy table). */
export interface TaxonomyPort {
  list(): Promise<ApprovedSubtype[]>;
  /** Idempotent by (pattern_type, name). */
  approve(entry: ApprovedSubtype & { rationale: string; threadId: string }): Promise<void>;
}

export interface PlanRecord {
  threadId: string;
  owner: string | null;
  goal: string;
  pattern: PatternSpec;
  outline: PlanOutline;
  roadmap: Roadmap | null;
  schedule: Schedule | null;
  summary: string;
}

/** Plans and scheduled_tasks rows after approval. Idempotent by thread id. */
export interface PlanStorePort {
  save(plan: PlanRecord): Promise<void>;
}

/** Daily spend per owner for the daily cap (0 offline). */
export interface SpendPort {
  spentToday(owner: string | null): Promise<number>;
}

/**
 * The planning trace (phase7 §7): one entry per stage run or check, in app-table rows rather than
 * checkpoint state (DESIGN §2: state is stored again at every superstep).
 */
export interface TraceLog {
  /** Append `entry` to the thread's trace under `idemKey`; an entry already appended under that key stays as it was. */
  append(threadId: string, idemKey: string, entry: TraceEntry): Promise<unknown>;
}

/** When and for whom a text is read; `spend` seeds a model reader's budget from the thread's. */
export interface ReadingRequest {
  /** ISO-8601; without an offset it is wall time in `timezone`. */
  now: string;
  timezone: string;
  /** Subtypes people approved through RFCs (a model may choose them too). */
  approved?: readonly ApprovedSubtype[];
  spend?: { sessionUsd: number; turnUsd: number; dailyUsd: number };
}

/** Why a model reading could not be used at all (the offline one stands), or null. */
export interface ReaderFailure {
  code: string;
  message: string;
}

export interface GoalReadOutcome {
  reading: GoalReading;
  /** Fields whose value is the offline reader's because the model's could not be used. */
  fallbacks: string[];
  costUsd: number;
  failure: ReaderFailure | null;
  /** What the model layer did to get a usable reply from the server (src/models: a tool mode, reasoning stripped, …). */
  modelNotes?: string[];
}

export interface ReplyReadOutcome {
  delta: GoalReadingDelta;
  fallbacks: string[];
  costUsd: number;
  failure: ReaderFailure | null;
}

/**
 * The one reader of the person's words (issue 9): the goal into a GoalReading, a reply (an answer,
 * a change request, a stated constraint) into a delta on it. Offline by default (graphs/planner/
 * reader.ts); the composition root passes the model-backed reader when a model is configured.
 */
export interface GoalReaderPort {
  readonly kind: "offline" | "model";
  readGoal(text: string, ctx: ReadingRequest): Promise<GoalReadOutcome>;
  readReply(text: string, reading: GoalReading, ctx: ReadingRequest): Promise<ReplyReadOutcome>;
}

/** What one piece of wording for the person cost, and why the model's could not be used (the offline wording stands), or null. */
export interface WordingOutcome<T> {
  value: T;
  /** Who wrote it: the model, or the offline helper (no model configured, or the model's failed its checks). */
  source: "offline" | "model";
  costUsd: number;
  failure: ReaderFailure | null;
}

/** The thread's spend so far, which seeds a model's budget (the session and daily caps hold across calls). */
export interface SpendSoFar {
  spend?: { sessionUsd: number; turnUsd: number; dailyUsd: number };
}

/**
 * The words the person reads that are not read from them (issue 9 §2): the clarification
 * questions (ContextElicitor) and the plan summary in the approval question (Summarizer). What is
 * asked and what the plan holds are decided in code; a model, when configured, words them, and
 * code checks the words (src/planning/wording-checks.ts). Offline by default
 * (graphs/planner/conversation.ts); the composition root passes the model-backed one
 * (src/app/conversation.ts), which falls back to the offline wording when the model fails or
 * contradicts the plan.
 */
export interface ConversationPort {
  readonly kind: "offline" | "model";
  /** The missing essentials and the questions about them, leaving out `except` (asked by another pause). */
  elicit(req: { reading: GoalReading; pattern: PatternSpec; policy: InteractionPolicy; except: readonly QuestionField[] } & SpendSoFar): Promise<WordingOutcome<Elicitation>>;
  /** The summary of a finished plan for the approval question. */
  summarize(req: { outline: PlanOutline; schedule: Schedule | null; reading: GoalReading | null; policy: InteractionPolicy } & SpendSoFar): Promise<WordingOutcome<string>>;
}

export interface PlannerDeps {
  config: Pick<Config, "caps" | "confidence" | "flags">;
  stageRunner: StageRunner;
  bus: BusPublisher;
  clock: PlannerClock;
  taxonomy: TaxonomyPort;
  plans: PlanStorePort;
  spend?: SpendPort;
  /** Where trace entries go (absent: not recorded). */
  traces?: TraceLog;
  /** Reads goals and replies; the offline reader when absent. */
  reader?: GoalReaderPort;
  /** Words the questions and the plan summary; the offline helpers when absent. */
  conversation?: ConversationPort;
  /** Metrics hook: called once per GGS decision and interrupt. */
  onEvent?: (event: { type: "macro_state"; value: string } | { type: "interrupt"; kind: string }) => void;
}
