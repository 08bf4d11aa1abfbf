/**
 * What the planner derives from the thread's GoalReading (src/contracts/goal-reading.ts), the one
 * place the person's words are read: the TaskSpec the stages carry, the PatternSpec the outline is
 * built on, and what is still missing before planning (the questions to ask). Pure; nothing here
 * reads the goal's text — constraints come from the reading, and the reading from the reader.
 */
import { createHash } from "node:crypto";
import type { GoalReading } from "../contracts/goal-reading.js";
import { PatternSpec, type PatternType } from "../contracts/planning.js";
import type { TaskSpec } from "../contracts/roles.js";
import { GoalgraphError } from "../errors.js";
import { availabilityFromReading } from "./availability-from-reading.js";
import { addDays, toLocalDate, zonedNow } from "./dates.js";
import { SEED_TAXONOMY, knownSubtypes, stripProposed, type ApprovedSubtype } from "./patterns.js";

/** Matches config GOALGRAPH_MAX_GOAL_CHARS' default; callers pass the configured value. */
export const DEFAULT_MAX_GOAL_CHARS = 4000;

/** The goal text cannot be planned (empty, too long, or a bad now/timezone). */
export class GoalInputError extends GoalgraphError {
  constructor(message: string, details?: unknown) {
    super("GOAL_INPUT_INVALID", message, { status: 400, details });
  }
}
export function isGoalInputError(e: unknown): e is GoalInputError {
  return e instanceof GoalInputError;
}

/** The checks before any reading: non-empty, within the limit, a real now and zone. Throws GoalInputError. */
export function checkGoalInput(text: string, opts: { now: string; timezone: string; maxChars?: number }): string {
  const trimmed = text.trim();
  const max = opts.maxChars ?? DEFAULT_MAX_GOAL_CHARS;
  if (trimmed.length === 0) throw new GoalInputError("goal text is empty: say what you want to achieve");
  if (trimmed.length > max) throw new GoalInputError(`goal text is ${trimmed.length} characters; the limit is ${max}`, { length: trimmed.length, max });
  try {
    zonedNow(opts.now, opts.timezone);
  } catch (e) {
    throw new GoalInputError(e instanceof Error ? e.message : String(e));
  }
  return trimmed;
}

/** The last day of the plan the reading states: its deadline, else now + its horizon, else none. */
export function deadlineOf(reading: GoalReading, opts: { now: string; timezone: string }): string | null {
  if (reading.deadline) return reading.deadline;
  if (reading.horizon_days !== null) return addDays(toLocalDate(zonedNow(opts.now, opts.timezone)), reading.horizon_days);
  return null;
}

export interface TaskFromReadingOptions {
  /** The goal in the person's words (kept verbatim as raw_input). */
  goal: string;
  now: string;
  timezone: string;
  /** Default: a stable hash of goal + now + timezone. */
  taskId?: string;
  /** What the person added when asked what the goal should achieve (appended to the intent). */
  detail?: string | null;
}

/** The TaskSpec of a reading: intent = the reading's title, deadline and availability from its fields. */
export function taskSpecFromReading(reading: GoalReading, opts: TaskFromReadingOptions): TaskSpec {
  const taskId = opts.taskId ?? `task-${createHash("sha256").update(`${opts.goal}\u0000${opts.now}\u0000${opts.timezone}`).digest("hex").slice(0, 12)}`;
  const title = reading.title.replace(/…$/, "").trim();
  const detail = opts.detail?.trim().replace(/[.!?\s]+$/, "");
  return {
    task_id: taskId,
    intent: detail ? `${title.replace(/[.!?\s]+$/, "")}: ${detail}` : title,
    constraints: {
      scope: null,
      deadline: deadlineOf(reading, opts),
      timezone: opts.timezone,
      availability: availabilityFromReading(reading),
    },
    raw_input: opts.goal,
  };
}

export interface PatternFromReadingOptions {
  /** ALLOW_NEW_SUBTYPE_PROPOSALS; without it a proposal becomes the pattern's default subtype. */
  allowProposals: boolean;
  /** Subtypes people approved through RFCs: a proposal of one of their names is that subtype. */
  approved?: readonly ApprovedSubtype[];
}

/** The reading's pattern as the PatternSpec the outline is built on (a proposal → "proposed:<name>"). */
export function patternFromReading(reading: GoalReading, opts: PatternFromReadingOptions): PatternSpec {
  const p = reading.pattern;
  const type: PatternType = p.type;
  const known = knownSubtypes(opts.approved ?? []).filter((s) => s.pattern_type === type);
  const confidence = Math.round(p.confidence * 100) / 100;
  if (p.subtype && known.some((s) => s.name === p.subtype)) return PatternSpec.parse({ pattern_type: type, subtype: p.subtype, confidence });
  const name = p.proposal ? stripProposed(p.proposal.name) : null;
  if (name && known.some((s) => s.name === name)) return PatternSpec.parse({ pattern_type: type, subtype: name, confidence });
  const nearest = SEED_TAXONOMY.patterns[type].default_subtype;
  if (!name || !opts.allowProposals) return PatternSpec.parse({ pattern_type: type, subtype: nearest, confidence });
  return PatternSpec.parse({
    pattern_type: type,
    subtype: `proposed:${name}`,
    confidence,
    introduced_by: "ai_adaptation",
    source_pattern: type,
    rfc: `No known ${type.replace(/_/g, " ")} subtype fits (nearest: ${nearest.replace(/_/g, " ")}). Proposing "${p.proposal!.label}"; it plans like a ${type.replace(/_/g, " ")}. Approve to make it a known subtype.`,
  });
}
