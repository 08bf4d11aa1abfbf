/**
 * GoalReading: the one typed reading of what the person said (DESIGN §3 "what the person said").
 *
 * Both readers fill it — the configured model (structured output) and the offline reader — and
 * every stage reads the person's constraints only from it; nothing downstream re-parses text.
 * A reply (clarification answer, change request) is read into a `GoalReadingDelta` on the same
 * contract and merged with `applyReadingDelta` (src/planning/reading/delta.ts): what the person did
 * not mention stays.
 *
 * Conventions (the corpus in data/goals/ and the evaluation use exactly these):
 * - Dates are LOCAL dates "YYYY-MM-DD" in the goal's zone; times are local wall-clock "HH:mm".
 * - `deadline` is the last day the goal must be done by. A stated date already in the past is not
 *   "no deadline": it is an `issue` (code PAST_DATE) the controller asks about.
 * - `cadence` is how often sessions happen: `count` per `per` ("4 times a week" → 4/week,
 *   "every day" → 1/day, "twice a day" → 2/day, "every other day" → 1/day interval 2), or a
 *   monthly rule (`nth_weekday`, `month_day`). Named days live in `days`, not in the cadence.
 * - `days` is the set of weekdays sessions may fall on after exceptions ("every morning except
 *   Sundays" → MO..SA; "weekends" → SA,SU; "weekday evenings" → MO..FR), or null when unconstrained.
 * - `windows` are allowed local windows, optionally per weekday ("Tuesday and Thursday evenings
 *   and Sunday mornings" → two windows). Dayparts map to DAYPARTS below. "never before 7am" is
 *   `not_before`, "not after 9pm" is `not_after`. `windows_are_sessions` says every window is the
 *   person's own clock range stated with no length and not as a stretch ("every Monday from 7 to
 *   8:30pm", not "between 7 and 9"): each is a session itself, so its length is the session length
 *   (src/planning/availability-from-reading.ts statedRangeMinutes).
 * - `fixed_times` are exact start times the person named ("at 6:30", "Tuesdays at 19:00").
 * - `session_minutes` is the stated length of one session ("an hour each evening" → 60).
 *   `session_lengths` are lengths the person gave some days of their own ("30 minutes on weekday
 *   evenings and an hour on Saturday mornings" → [{MO..FR, 30}, {SA, 60}]; "2 hours a day on
 *   weekdays and 4 on weekends" → [{MO..FR, 120}, {SA SU, 240}]): on those days they beat
 *   `session_minutes`, which then holds only a length said of every session (else null). When
 *   and how long stay apart, as everywhere here: the days' windows are in `windows`.
 * - `counts` are stated numbers of a named deliverable ("two mock tests" → {count:2, kind:"mock_exam"},
 *   "write 3 chapters" → 3 × chapter, "apply to 20 jobs" → 20 × job_application); a template that picks
 *   such a number itself (the exam plan's mock exams) takes the person's.
 */
import { z } from "zod";
import { PatternType, Weekday, HourMinute } from "./planning.js";

export const LocalDateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** Languages the offline reader supports (chrono locales + the classifier corpus). */
export const READING_LANGUAGES = ["en", "de", "fr", "es", "pt", "nl", "ja", "zh", "it"] as const;
export const ReadingLanguage = z.enum(READING_LANGUAGES);
export type ReadingLanguage = z.infer<typeof ReadingLanguage>;

/** Canonical daypart windows: what "mornings", "lunch", "evenings" mean when no time is stated. */
export const DAYPARTS = {
  early_morning: { start: "05:00", end: "07:00" },
  morning: { start: "06:00", end: "12:00" },
  before_work: { start: "06:00", end: "09:00" },
  lunch: { start: "12:00", end: "13:00" },
  afternoon: { start: "13:00", end: "17:00" },
  after_work: { start: "17:00", end: "22:00" },
  evening: { start: "17:00", end: "22:00" },
  before_bed: { start: "21:00", end: "23:00" },
} as const;
export type Daypart = keyof typeof DAYPARTS;

export const ReadingWindow = z.object({
  days: z.array(Weekday).nullable().default(null).describe("Weekdays this window applies to; null = every allowed day"),
  start: HourMinute,
  end: HourMinute.describe("Exclusive; midnight is written 23:59"),
});
export type ReadingWindow = z.infer<typeof ReadingWindow>;

export const FixedTime = z.object({
  days: z.array(Weekday).nullable().default(null).describe("Weekdays it applies to; null = every session"),
  time: HourMinute,
});
export type FixedTime = z.infer<typeof FixedTime>;

/** A session length the person gave some days of their own ("an hour on Saturdays"). */
export const DayLength = z.object({
  days: z.array(Weekday).min(1).describe("The weekdays this length applies to"),
  minutes: z.number().int().min(5).max(720),
});
export type DayLength = z.infer<typeof DayLength>;

export const ReadingCadence = z.object({
  count: z.number().int().min(1).max(50).nullable().default(null).describe("Sessions per `per`"),
  per: z.enum(["day", "week", "month"]).nullable().default(null),
  interval: z.number().int().min(1).max(12).default(1).describe('"every other week" → 2'),
  nth_weekday: z
    .object({ nth: z.number().int().min(-1).max(5), weekday: Weekday })
    .nullable()
    .default(null)
    .describe('"first Sunday of each month" → {nth:1, weekday:SU}; -1 = last'),
  month_day: z.number().int().min(1).max(31).nullable().default(null).describe('"on the 1st of each month" → 1'),
});
export type ReadingCadence = z.infer<typeof ReadingCadence>;

/** One deliverable or activity the person named; constraints here override the goal-level ones for it. */
export const ReadingItem = z.object({
  title: z.string().min(1),
  kind: z.enum(["deliverable", "activity"]).default("deliverable"),
  due: LocalDateString.nullable().default(null),
  cadence: ReadingCadence.nullable().default(null),
  days: z.array(Weekday).nullable().default(null),
  windows: z.array(ReadingWindow).default([]),
  fixed_times: z.array(FixedTime).default([]),
  session_minutes: z.number().int().min(5).max(720).nullable().default(null),
  effort_minutes: z.number().int().min(5).nullable().default(null),
});
export type ReadingItem = z.infer<typeof ReadingItem>;

/** A stated number of a named deliverable ("two mock tests", "3 chapters", "20 applications"). */
export const COUNT_KINDS = ["mock_exam", "chapter", "job_application", "episode", "article"] as const;
export const StatedCount = z.object({
  count: z.number().int().min(1).max(1000),
  what: z.string().min(1).describe("The deliverable in the person's words"),
  kind: z.enum(COUNT_KINDS).nullable().default(null).describe("The shared kind of deliverable, when a lexicon knows it"),
});
export type StatedCount = z.infer<typeof StatedCount>;
export type CountKind = (typeof COUNT_KINDS)[number];

export const DateRange = z.object({ from: LocalDateString, to: LocalDateString });

export const ReadingIssue = z.object({
  code: z.enum(["PAST_DATE", "AMBIGUOUS_DATE", "CONFLICT", "IMPOSSIBLE", "UNSUPPORTED_LANGUAGE"]),
  field: z.string(),
  phrase: z.string(),
  message: z.string(),
});
export type ReadingIssue = z.infer<typeof ReadingIssue>;

export const GoalReading = z.object({
  language: z.string().describe("ISO 639-1 code of the goal's language"),
  title: z.string().min(1).max(80).describe("A short summary of the goal in the person's language"),
  pattern: z.object({
    type: PatternType,
    subtype: z.string().nullable().describe("A known subtype, or null"),
    confidence: z.number().min(0).max(1),
    proposal: z
      .object({ name: z.string(), label: z.string() })
      .nullable()
      .default(null)
      .describe("A new subtype, proposed only when no known subtype fits; label is in words a person understands"),
  }),
  deadline: LocalDateString.nullable().describe("Last day the goal must be done by"),
  horizon_days: z.number().int().min(1).nullable().default(null).describe('"for the next 4 weeks" without an end date'),
  start: LocalDateString.nullable().default(null).describe('"starting next Monday"'),
  cadence: ReadingCadence.nullable().default(null),
  days: z.array(Weekday).nullable().default(null),
  excluded_days: z.array(Weekday).default([]).describe('"not on Fridays", "except Sundays"'),
  excluded_dates: z.array(DateRange).default([]).describe("Holidays, trips without training"),
  windows: z.array(ReadingWindow).default([]),
  windows_are_sessions: z
    .boolean()
    .optional()
    .describe("Every window is the person's own clock range stated with no length and not as a stretch to fit sessions in ('from 7 to 8:30pm', not 'between 7 and 9'): each is a session itself"),
  not_before: HourMinute.nullable().default(null),
  not_after: HourMinute.nullable().default(null),
  fixed_times: z.array(FixedTime).default([]),
  session_minutes: z.number().int().min(5).max(720).nullable().default(null),
  session_lengths: z
    .array(DayLength)
    .default([])
    .describe('Lengths stated for some days ("an hour on Saturday mornings"); beat session_minutes on those days'),
  total_effort_minutes: z.number().int().min(5).nullable().default(null).describe('"about 4 hours of work"'),
  rest_weeks: z.array(DateRange).default([]),
  travel: z.array(DateRange.extend({ timezone: z.string() })).default([]),
  level: z.object({ current: z.string().nullable(), target: z.string().nullable() }).default({ current: null, target: null }),
  items: z.array(ReadingItem).default([]).describe("The goal's own deliverables and activities, in the person's words"),
  counts: z.array(StatedCount).default([]).describe('Stated numbers of a named deliverable: "two mock tests", "write 3 chapters"'),
  issues: z.array(ReadingIssue).default([]),
  sources: z.record(z.string(), z.string()).default({}).describe("field → the phrase of the goal it was read from"),
  reader: z.enum(["offline", "model", "merged"]).default("offline"),
});
export type GoalReading = z.infer<typeof GoalReading>;
export type GoalReadingInput = z.input<typeof GoalReading>;

/** The constraint fields a reply may change. */
export const DELTA_FIELDS = [
  "deadline",
  "horizon_days",
  "start",
  "cadence",
  "days",
  "excluded_days",
  "excluded_dates",
  "travel",
  "windows",
  "not_before",
  "not_after",
  "fixed_times",
  "session_minutes",
  "session_lengths",
  "total_effort_minutes",
  "level",
  "items",
] as const;
export type DeltaField = (typeof DELTA_FIELDS)[number];

export const DeltaPart = z.object({
  text: z.string().describe("The part of the reply this concerns"),
  field: z.string().nullable(),
  status: z.enum(["applied", "not_understood", "not_possible"]),
  note: z.string().default(""),
});
export type DeltaPart = z.infer<typeof DeltaPart>;

/**
 * A reply read as a change on a GoalReading: `set` replaces those fields, `clear` resets them.
 * `set` is built from the fields' own schemas WITHOUT their defaults: zod 4 applies a default
 * inside `.partial()`, so a picked-and-partial GoalReading would fill every unmentioned field
 * with its default and a merge would silently reset what the person did not mention.
 */
const DeltaSet = z
  .object({
    deadline: LocalDateString.nullable(),
    horizon_days: z.number().int().min(1).nullable(),
    start: LocalDateString.nullable(),
    cadence: ReadingCadence.nullable(),
    days: z.array(Weekday).nullable(),
    excluded_days: z.array(Weekday),
    excluded_dates: z.array(DateRange),
    travel: z.array(DateRange.extend({ timezone: z.string() })),
    windows: z.array(ReadingWindow),
    windows_are_sessions: z.boolean(),
    not_before: HourMinute.nullable(),
    not_after: HourMinute.nullable(),
    fixed_times: z.array(FixedTime),
    session_minutes: z.number().int().min(5).max(720).nullable(),
    session_lengths: z.array(DayLength),
    total_effort_minutes: z.number().int().min(5).nullable(),
    level: z.object({ current: z.string().nullable(), target: z.string().nullable() }),
    items: z.array(ReadingItem),
  })
  .partial()
  .strict();

export const GoalReadingDelta = z.object({
  set: DeltaSet,
  clear: z.array(z.enum(DELTA_FIELDS)).default([]),
  parts: z.array(DeltaPart).default([]),
});
export type GoalReadingDelta = z.infer<typeof GoalReadingDelta>;
