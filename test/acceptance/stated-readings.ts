/**
 * Goals with hand-written readings (the planner alone, as heldout-label.test.ts does with the
 * corpus labels): a GoalReading per goal, written as a careful reader would read it — per-day
 * lengths, several activities with their own rhythm, days and times — and the oracle built from
 * that reading. A violation here is the planner's, never a misreading.
 */
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { offlineReaderPort } from "../../graphs/planner/reader.js";
import type { PlannerDeps } from "../../graphs/planner/deps.js";
import { DateTime } from "luxon";
import type { AcceptanceGoal, Oracle } from "./heldout.js";

export interface StatedCase {
  id: string;
  goal: string;
  /** Local wall time in `timezone`. */
  now: string;
  timezone: string;
  /** The reading, without what GoalReading defaults (language "en", title = the goal's start, deadline null). */
  reading: Omit<GoalReadingInput, "language" | "title" | "deadline"> & Partial<Pick<GoalReadingInput, "language" | "title" | "deadline">>;
}

export function readingOf(c: StatedCase): GoalReading {
  return GoalReading.parse({ language: "en", title: c.goal.slice(0, 60), deadline: null, ...c.reading });
}

/** The constraints the plan is held to: the reading's, its activities' own included. */
export function oracleOfReading(c: StatedCase): Oracle {
  const r = readingOf(c);
  const end = r.deadline ?? (r.horizon_days !== null ? DateTime.fromISO(c.now).plus({ days: r.horizon_days }).toISODate()! : null);
  const days = r.days ?? (r.excluded_days.length ? ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] : null);
  // The goal's days and windows with no rhythm of their own say when any work is possible: an
  // activity that names none of its own keeps within them (README: such days leave the cadence null).
  const general = (r.cadence === null || (r.cadence.per === null && r.cadence.nth_weekday === null && r.cadence.month_day === null)) && r.windows_are_sessions !== true && r.session_lengths.length === 0;
  return {
    timezone: c.timezone,
    now: c.now,
    deadline: end,
    days: days ? days.filter((d) => !r.excluded_days.includes(d)) : null,
    windows: r.windows,
    not_before: r.not_before,
    not_after: r.not_after,
    fixed_times: r.fixed_times,
    session_minutes: r.session_minutes,
    cadence: r.cadence,
    excluded_dates: r.excluded_dates,
    session_lengths: r.session_lengths,
    items: r.items
      .filter((i) => i.kind === "activity" && (i.cadence !== null || i.days !== null || i.windows.length > 0 || i.fixed_times.length > 0 || i.session_minutes !== null))
      .map((i) => {
        const own = i.days ?? (general ? r.days : null);
        const windows = i.windows.length || i.fixed_times.length ? i.windows : general ? r.windows : [];
        return { title: i.title, days: own ? own.filter((d) => !r.excluded_days.includes(d)) : null, windows, fixed_times: i.fixed_times, session_minutes: i.session_minutes, cadence: i.cadence };
      }),
  };
}

export function asAcceptanceGoal(c: StatedCase): AcceptanceGoal {
  return { id: c.id, source: "heldout", goal: c.goal, now: c.now, timezone: c.timezone, oracle: oracleOfReading(c), infeasible: null, pastDate: false, changes: [] };
}

/** A reader that reads each case's goal as its hand-written reading (replies: the offline reader). */
export function statedReader(cases: readonly StatedCase[]): NonNullable<PlannerDeps["reader"]> {
  const byGoal = new Map(cases.map((c) => [c.goal, c]));
  return {
    kind: "offline",
    async readGoal(text, ctx) {
      const out = await offlineReaderPort.readGoal(text, ctx);
      const c = byGoal.get(text);
      return c ? { ...out, reading: readingOf(c) } : out;
    },
    readReply: (text, reading, ctx) => offlineReaderPort.readReply(text, reading, ctx),
  };
}

const cad = (count: number, per: "day" | "week" | "month", interval = 1) => ({ count, per, interval, nth_weekday: null, month_day: null });
const WD = ["MO", "TU", "WE", "TH", "FR"] as const;

/** Per-day lengths and several activities (the brief's examples and their kin). */
export const STATED_CASES: StatedCase[] = [
  {
    id: "guitar-day-lengths",
    goal: "Guitar practice: 30 minutes on weekday evenings after 8pm and an hour on Saturday mornings",
    now: "2026-11-28T09:00",
    timezone: "Europe/London",
    reading: {
      title: "Guitar practice",
      pattern: { type: "progressive_accumulation_arc", subtype: "skill_learning", confidence: 1 },
      days: [...WD, "SA"],
      windows: [
        { days: [...WD], start: "20:00", end: "22:00" },
        { days: ["SA"], start: "06:00", end: "12:00" },
      ],
      session_lengths: [
        { days: [...WD], minutes: 30 },
        { days: ["SA"], minutes: 60 },
      ],
      items: [{ title: "Guitar practice", kind: "activity" }],
    },
  },
  {
    id: "guitar-day-lengths-daily",
    goal: "Guitar every day: 30 minutes on weekday evenings after 8pm and an hour on Saturday mornings, Sundays off",
    now: "2026-11-28T09:00",
    timezone: "America/Chicago",
    reading: {
      title: "Guitar every day",
      pattern: { type: "progressive_accumulation_arc", subtype: "skill_learning", confidence: 1 },
      cadence: cad(1, "day"),
      days: [...WD, "SA"],
      windows: [
        { days: [...WD], start: "20:00", end: "22:00" },
        { days: ["SA"], start: "06:00", end: "12:00" },
      ],
      session_lengths: [
        { days: [...WD], minutes: 30 },
        { days: ["SA"], minutes: 60 },
      ],
    },
  },
  {
    id: "gmat-day-lengths",
    goal: "Prepare for the GMAT on March 20: 2 hours a day on weekdays and 4 hours on weekends",
    now: "2026-11-28T09:00",
    timezone: "Asia/Kolkata",
    reading: {
      title: "Prepare for the GMAT",
      pattern: { type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 1 },
      deadline: "2027-03-20",
      cadence: cad(1, "day"),
      session_lengths: [
        { days: [...WD], minutes: 120 },
        { days: ["SA", "SU"], minutes: 240 },
      ],
    },
  },
  {
    id: "driving-licence-two-activities",
    goal: "Pass my driving theory test on 3 March 2027: driving lessons Tuesday and Thursday 4 to 5pm, and study theory 20 minutes a day",
    now: "2026-11-28T09:00",
    timezone: "Europe/London",
    reading: {
      title: "Pass my driving theory test",
      pattern: { type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 1 },
      deadline: "2027-03-03",
      days: ["TU", "TH"],
      windows: [{ days: null, start: "16:00", end: "17:00" }],
      windows_are_sessions: true,
      items: [
        { title: "driving lessons", kind: "activity" },
        { title: "study theory", kind: "activity", cadence: cad(1, "day"), session_minutes: 20 },
      ],
    },
  },
  {
    id: "job-search-two-activities",
    goal: "Find a new job within 3 months: applications 1 hour every weekday evening, and portfolio projects 3 hours on Sunday afternoons",
    now: "2026-11-28T09:00",
    timezone: "America/New_York",
    reading: {
      title: "Find a new job",
      pattern: { type: "milestone_project", subtype: "job_search", confidence: 1 },
      deadline: "2027-02-28",
      cadence: cad(1, "day"),
      days: [...WD],
      windows: [{ days: null, start: "17:00", end: "22:00" }],
      session_minutes: 60,
      items: [
        { title: "applications", kind: "activity" },
        { title: "portfolio projects", kind: "activity", cadence: cad(1, "week"), days: ["SU"], windows: [{ days: ["SU"], start: "13:00", end: "17:00" }], session_minutes: 180 },
      ],
    },
  },
];
