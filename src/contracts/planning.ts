/**
 * Planning-domain contracts (seed phase7 §3–§5, §7): PatternSpec, InteractionPolicy, ToolResult,
 * TraceEntry, AdaptationLogEntry, and the artifacts PlanOutline → Roadmap → Schedule with the
 * Availability constraints the scheduler reads.
 *
 * The two axes of a PlanOutline node ("dual-axis metadata"):
 *   - hierarchy `level`: goal > phase > milestone > task (a node's parent is one level up or more);
 *   - `cadence`: one_off (done once, possibly dated) | recurring (repeats per an RFC 5545 RRULE).
 * Plus `origin`: who introduced the node (system | user_feedback | ai_adaptation).
 */
import { z } from "zod";
import { Iso } from "./roles.js";

export const PatternType = z.enum([
  "milestone_project",
  "recurring_cycle",
  "progressive_accumulation_arc",
  "hybrid_project_cycle",
  "strategic_transformation",
]);
export type PatternType = z.infer<typeof PatternType>;

export const Origin = z.enum(["system", "user_feedback", "ai_adaptation"]);
export type Origin = z.infer<typeof Origin>;

export const PatternSpec = z.object({
  pattern_type: PatternType,
  subtype: z.string().nullable().default(null).describe('Known subtype, or "proposed:<name>" for an RFC'),
  variant: z.string().nullable().default(null),
  confidence: z.number().min(0).max(1).nullable().default(null),
  introduced_by: Origin.default("system"),
  source_pattern: z.string().nullable().default(null).describe("For a proposed subtype: the pattern it derives from"),
  rfc: z.string().nullable().default(null).describe("Short rationale when proposing a subtype"),
});
export type PatternSpec = z.infer<typeof PatternSpec>;

export const InteractionPolicy = z.object({
  conversation_style: z.enum(["concise", "standard", "conversational", "coach"]).default("standard"),
  talkativeness: z.number().min(0).max(1).default(0.5),
  autonomy: z.enum(["high", "medium", "low"]).default("medium"),
  brainstorming_preference: z.enum(["on_demand", "suggest_when_uncertain", "always_offer"]).default("suggest_when_uncertain"),
  approval_policy: z.enum(["single_final", "milestone_approvals", "strict_every_step"]).default("single_final"),
  probing_depth: z.number().int().min(0).max(3).default(2),
  tone: z.enum(["neutral", "friendly", "clinical"]).default("neutral"),
});
export type InteractionPolicy = z.infer<typeof InteractionPolicy>;

/** What every tool returns (phase7 §5). */
export const ToolResult = z.object({
  ok: z.boolean(),
  confidence: z.number().min(0).max(1),
  explanations: z.array(z.string()),
  data: z.unknown(),
});
export type ToolResult<T = unknown> = { ok: boolean; confidence: number; explanations: string[]; data: T };

export const TraceEntry = z.object({
  stage: z.string(),
  tool: z.string().nullable(),
  duration_ms: z.number().nonnegative(),
  confidence: z.number().min(0).max(1).nullable(),
  cost_delta: z.number().nonnegative(),
  violations: z.array(z.string()),
  adaptations: z.array(z.string()),
  at: Iso.optional(),
});
export type TraceEntry = z.infer<typeof TraceEntry>;

export const AdaptationLogEntry = z.object({
  at: Iso,
  stage: z.string(),
  change: z.enum(["node_added", "node_removed", "node_changed", "pattern_changed", "dependency_changed", "schedule_changed", "roadmap_changed"]),
  node_id: z.string().nullable(),
  origin: Origin,
  reason: z.string(),
});
export type AdaptationLogEntry = z.infer<typeof AdaptationLogEntry>;

// ── Availability: what the Perceiver extracts and the scheduler obeys ────────────────────────

export const Weekday = z.enum(["MO", "TU", "WE", "TH", "FR", "SA", "SU"]);
export type Weekday = z.infer<typeof Weekday>;

export const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:mm");

export const TimeWindow = z.object({
  start: HourMinute.describe("Local wall-clock start, HH:mm"),
  end: HourMinute.describe("Local wall-clock end, HH:mm (exclusive); 24:00 is written 23:59"),
  days: z.array(Weekday).nullable().optional().describe("Weekdays this window applies to ('Sunday mornings'); absent/null = every allowed day"),
});
export type TimeWindow = z.infer<typeof TimeWindow>;

export const Availability = z.object({
  sessions_per_week: z.number().int().min(1).max(21).nullable().default(null).describe('"4 times a week"'),
  days: z.array(Weekday).nullable().default(null).describe("Allowed weekdays (weekends only → SA,SU); null = any"),
  windows: z.array(TimeWindow).default([]).describe("Allowed local windows (evenings, lunch breaks); empty = the default working window"),
  earliest: HourMinute.nullable().default(null).describe('"never before 7am" → 07:00'),
  latest: HourMinute.nullable().default(null).describe('"not after 9pm" → 21:00'),
  session_minutes: z.number().int().min(5).max(600).nullable().default(null).describe('"30 minutes a day"'),
  daily_minutes: z
    .number()
    .int()
    .min(5)
    .max(1440)
    .nullable()
    .default(null)
    .describe('The most a day holds, when the person gave a length with a session every allowed day ("an hour each evening"): one-off work only uses what that day\'s sessions leave (our addition)'),
  day_lengths: z
    .array(
      z.object({
        days: z.array(Weekday).min(1),
        session_minutes: z.number().int().min(5).max(720),
        daily_minutes: z.number().int().min(5).max(1440).nullable().default(null),
      }),
    )
    .default([])
    .describe(
      'Lengths the person gave some days of their own ("30 minutes on weekdays and an hour on Saturdays"): on those weekdays they replace session_minutes and daily_minutes — one-off work comes in pieces of at most that length, and a day holds at most its daily_minutes when the rhythm has a session every allowed day (our addition)',
    ),
  requested_frequency: z.enum(["daily", "weekdays", "weekly", "monthly"]).nullable().default(null).describe('"every day", "every weekday"'),
  monthly_rule: z
    .object({ nth: z.number().int().min(-1).max(5), weekday: Weekday })
    .nullable()
    .default(null)
    .describe('"first Sunday of each month" → {nth: 1, weekday: SU}; -1 = last'),
  fixed_times: z
    .array(z.object({ days: z.array(Weekday).nullable().default(null), time: HourMinute }))
    .default([])
    .describe('Exact start times the person named ("at 6:30", "Tuesdays at 19:00"): sessions on those days start exactly then'),
  excluded_dates: z
    .array(z.object({ from: z.string(), to: z.string() }))
    .default([])
    .describe("Local date ranges (inclusive, YYYY-MM-DD) with no sessions: holidays, trips"),
  travel: z
    .array(z.object({ from: z.string(), to: z.string(), timezone: z.string() }))
    .default([])
    .describe("Local date ranges (inclusive) spent in another time zone: the windows and fixed times hold in that zone's wall clock then"),
  phrases: z.array(z.string()).default([]).describe("The source phrases each constraint came from, for explanations"),
});
export type Availability = z.infer<typeof Availability>;

// ── PlanOutline ──────────────────────────────────────────────────────────────────────────────

export const Level = z.enum(["goal", "phase", "milestone", "task"]);
export type Level = z.infer<typeof Level>;

export const DependencyType = z.enum(["FS", "SS", "FF", "SF"]);
export type DependencyType = z.infer<typeof DependencyType>;

export const Dependency = z.object({
  node_id: z.string().describe("The predecessor"),
  type: DependencyType.default("FS"),
  lag_days: z.number().default(0).describe("Positive = lag, negative = lead"),
});
export type Dependency = z.infer<typeof Dependency>;

export const Cadence = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("one_off") }),
  z.object({
    kind: z.literal("recurring"),
    rrule: z.string().min(1).describe("RFC 5545 RRULE body, e.g. FREQ=WEEKLY;BYDAY=MO,WE,FR"),
  }),
]);
export type Cadence = z.infer<typeof Cadence>;

export const OutlineNode = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  level: Level,
  parent_id: z.string().nullable(),
  cadence: Cadence.default({ kind: "one_off" }),
  duration_min: z.number().int().min(0).default(0).describe("Minutes per block (recurring) or total effort (one_off task)"),
  duration_days: z.number().min(0).default(0).describe("Calendar span for phases/milestones/tasks in the roadmap"),
  due: Iso.nullable().default(null).describe("Date the node must be done by (milestones always have one)"),
  starts_after: Iso.nullable().default(null),
  ends_before: Iso.nullable().default(null).describe("Recurring nodes stop by this date (else the plan deadline)"),
  load: z.number().min(0).nullable().default(null).describe("Relative training/work load for accumulation arcs"),
  depends_on: z.array(Dependency).default([]),
  origin: Origin.default("system"),
  notes: z.string().nullable().default(null),
  companion: z
    .boolean()
    .optional()
    .describe("An activity the template adds beside the person's own (a weigh-in, a steering review): on its own rhythm, outside the sessions per week the person stated (our addition)"),
  preferred_window: TimeWindow.nullable()
    .optional()
    .describe("Local window the goal text names for this node ('review on Sunday evenings' → 17:00–22:00); narrows the availability windows for this node only (our addition)"),
  one_sitting: z
    .boolean()
    .optional()
    .describe("One-off work done in one block of duration_min, never split into pieces (a mock exam is one sitting) (our addition)"),
  in_place_of: z
    .array(z.string())
    .optional()
    .describe("Recurring nodes whose session this one-off work may take the place of on its day when the day has no room beside it (a mock exam instead of that evening's study session) (our addition)"),
  day_minutes: z
    .array(z.object({ days: z.array(Weekday).min(1), minutes: z.number().int().min(5).max(720) }))
    .optional()
    .describe("A recurring node's session length on some weekdays, the person's own for those days ('an hour on Saturdays'): an occurrence on one of them is that long, else duration_min (our addition)"),
  own_time: z
    .object({
      days: z.array(Weekday).nullable().default(null),
      windows: z.array(TimeWindow).default([]),
      fixed_times: z.array(z.object({ days: z.array(Weekday).nullable().default(null), time: HourMinute })).default([]),
    })
    .optional()
    .describe("An activity the person gave its own rhythm, days or times (a reading item: 'study theory 20 minutes a day' beside 'lessons Tuesday and Thursday 4–5pm'): scheduled on these days, windows and start times instead of the availability's, which are the main activity's; the person's bounds (earliest, latest) and dates off still hold, and the main activity's sessions per week do not count it (our addition)"),
});
export type OutlineNode = z.infer<typeof OutlineNode>;

export const PlanOutline = z.object({
  pattern: PatternSpec,
  root_id: z.string(),
  nodes: z.array(OutlineNode).min(1),
  start: Iso.describe("Local date the plan starts"),
  deadline: Iso.nullable(),
  timezone: z.string(),
  generator: z.string().describe("Which generator variant produced it (for change_approach)"),
});
export type PlanOutline = z.infer<typeof PlanOutline>;

// ── Roadmap ──────────────────────────────────────────────────────────────────────────────────

export const RoadmapItem = z.object({
  node_id: z.string(),
  start: Iso.describe("Local date"),
  end: Iso.describe("Local date (inclusive)"),
  days: z.number().min(0).optional().describe("Exact length in days (0 for a point or a squeezed item), which inclusive dates cannot show"),
  critical: z.boolean(),
  slack_days: z.number(),
});
export type RoadmapItem = z.infer<typeof RoadmapItem>;

export const RoadmapOption = z.object({
  variant: z.string(),
  feasible: z.boolean(),
  score: z.number(),
  finish: Iso.nullable(),
  rationale: z.string(),
});
export type RoadmapOption = z.infer<typeof RoadmapOption>;

export const Roadmap = z.object({
  pattern: PatternSpec,
  variant: z.string(),
  items: z.array(RoadmapItem),
  critical_path: z.array(z.string()),
  options_tried: z.array(RoadmapOption),
  rationale: z.string(),
});
export type Roadmap = z.infer<typeof Roadmap>;

// ── Schedule ─────────────────────────────────────────────────────────────────────────────────

export const ScheduleBlock = z.object({
  task_id: z.string(),
  start: Iso.describe("ISO-8601 with the zone's offset"),
  end: Iso.describe("ISO-8601 with the zone's offset"),
});
export type ScheduleBlock = z.infer<typeof ScheduleBlock>;

export const Infeasibility = z.object({
  code: z.string().describe("Stable code, e.g. FREQUENCY_EXCEEDS_ALLOWED_DAYS"),
  reason: z.string(),
  details: z.record(z.string(), z.unknown()).default({}),
});
export type Infeasibility = z.infer<typeof Infeasibility>;

export const Schedule = z.object({
  timezone: z.string(),
  blocks: z.array(ScheduleBlock),
  unplaced: z.array(z.object({ task_id: z.string(), reason: z.string(), count: z.number().int().nonnegative() })),
  capacity_minutes: z.number().nonnegative(),
  scheduled_minutes: z.number().nonnegative(),
  utilisation: z.number().min(0),
  infeasible: Infeasibility.nullable().default(null),
  strategy: z.string().describe("Which scheduler variant produced it"),
});
export type Schedule = z.infer<typeof Schedule>;
