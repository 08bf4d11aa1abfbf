/**
 * What the model fills through its one forced function tool: the GoalReading (and the reply
 * delta) in a deliberately loose shape. Types and enums are enforced here (a wrong shape gets the
 * one repair); ranges, formats, dates and quotes are not, because those are checked field by field
 * in code (check-fields.ts) and a bad field falls back to the offline reading on its own instead
 * of costing the whole reading or a second call.
 */
import { z } from "zod";
import { DELTA_FIELDS, ReadingIssue } from "../../contracts/goal-reading.js";
import { PatternType, Weekday } from "../../contracts/planning.js";

const Time = z.string().describe('Local 24-hour time "HH:mm"');
const LocalDate = z.string().describe('Local date "YYYY-MM-DD"');
const Days = z.array(Weekday);

export const ModelWindow = z.object({
  days: Days.nullable().default(null).describe("Weekdays this window applies to; null = every allowed day"),
  start: Time,
  end: Time.describe('Exclusive end; midnight is "23:59"'),
});

export const ModelDayLength = z.object({
  days: Days.describe("The weekdays this length applies to"),
  minutes: z.number().int().describe("Session length on those days"),
});

export const ModelFixedTime = z.object({
  days: Days.nullable().default(null).describe("Weekdays this start time applies to; null = every session"),
  time: Time,
});

export const ModelCadence = z.object({
  count: z.number().int().nullable().default(null).describe("Sessions per `per`"),
  per: z.enum(["day", "week", "month"]).nullable().default(null),
  interval: z.number().int().default(1).describe('"every other day" → 2 with per "day"'),
  nth_weekday: z.object({ nth: z.number().int().describe("1..5, or -1 for the last"), weekday: Weekday }).nullable().default(null),
  month_day: z.number().int().nullable().default(null).describe('"on the 1st of each month" → 1'),
});

export const ModelRange = z.object({ from: LocalDate, to: LocalDate });

export const ModelItem = z.object({
  title: z.string().describe("In the person's own words"),
  kind: z.enum(["deliverable", "activity"]).default("deliverable"),
  due: LocalDate.nullable().default(null),
});

export const ModelLevel = z.object({ current: z.string().nullable().default(null), target: z.string().nullable().default(null) });

/** The constraint fields, shared by the goal reading and the reply delta. */
const constraintFields = {
  deadline: LocalDate.nullable().default(null).describe("Last local day the goal must be done by"),
  horizon_days: z.number().int().nullable().default(null).describe('"for the next 4 weeks" without an end date → 28'),
  start: LocalDate.nullable().default(null).describe('"starting next Monday"'),
  cadence: ModelCadence.nullable().default(null),
  days: Days.nullable().default(null).describe("Weekdays sessions may fall on, after exceptions; null = unconstrained"),
  excluded_days: Days.default([]).describe('"not on Fridays", "except Sundays"'),
  excluded_dates: z.array(ModelRange).default([]),
  windows: z.array(ModelWindow).default([]),
  not_before: Time.nullable().default(null),
  not_after: Time.nullable().default(null),
  fixed_times: z.array(ModelFixedTime).default([]),
  session_minutes: z.number().int().nullable().default(null),
  session_lengths: z.array(ModelDayLength).default([]).describe('Lengths stated for some days only ("an hour on Saturdays")'),
  total_effort_minutes: z.number().int().nullable().default(null),
  level: ModelLevel.default({ current: null, target: null }),
  items: z.array(ModelItem).default([]),
};

export const ModelGoalReading = z.object({
  language: z.string().describe("ISO 639-1 code of the goal's language"),
  title: z.string().describe("A short summary of the goal in the person's language, at most 80 characters"),
  pattern: z.object({
    type: PatternType,
    subtype: z.string().nullable().describe("One of the listed subtypes of `type`, or null with a proposal"),
    confidence: z.number().describe("0..1"),
    proposal: z
      .object({ name: z.string().describe("snake_case"), label: z.string().describe("In words a person understands") })
      .nullable()
      .default(null),
  }),
  ...constraintFields,
  rest_weeks: z.array(ModelRange).default([]),
  travel: z.array(ModelRange.extend({ timezone: z.string().describe("IANA time zone") })).default([]),
  issues: z
    .array(ReadingIssue.pick({ code: true, field: true, phrase: true }).extend({ message: z.string().default("") }))
    .default([]),
  sources: z.record(z.string(), z.string()).default({}).describe("field → the exact words of the goal it was read from"),
});
export type ModelGoalReading = z.infer<typeof ModelGoalReading>;

/** Fields a reply may set, all optional; null means "not mentioned" (removing goes through `clear`). */
type ConstraintFields = typeof constraintFields;
const deltaSet = Object.fromEntries(
  Object.entries(constraintFields).map(([k, v]) => {
    const inner = (v as z.ZodDefault<z.ZodType>).unwrap().optional();
    return [k, v.description ? inner.describe(v.description) : inner];
  }),
) as { [K in keyof ConstraintFields]: z.ZodOptional<ReturnType<ConstraintFields[K]["unwrap"]>> };

export const ModelReadingDelta = z.object({
  parts: z
    .array(
      z.object({
        text: z.string().describe("The exact words of the reply this part is about"),
        field: z.enum(DELTA_FIELDS).nullable().default(null).describe("The field it changes, or null"),
        status: z.enum(["applied", "not_understood", "not_possible"]),
        note: z.string().default(""),
      }),
    )
    .default([]),
  set: z.object(deltaSet).default({}).describe("Full new values of the fields the reply changes"),
  clear: z.array(z.enum(DELTA_FIELDS)).default([]).describe("Fields the reply removes"),
});
export type ModelReadingDelta = z.infer<typeof ModelReadingDelta>;
