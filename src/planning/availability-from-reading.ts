/**
 * GoalReading → Availability: the one place the person's reading becomes the scheduler's hard
 * constraints (issue 10 "constraints are law"). Pure; every stage gets its Availability from here,
 * so nothing downstream re-reads the goal's text.
 *
 * - cadence count per week → sessions_per_week (a weekly cap the scheduler enforces per ISO week);
 *   per day → "daily" (or every allowed day when days are named); monthly rules stay monthly.
 * - days (after exceptions) → days; excluded_days are removed from them.
 * - windows keep their weekdays; not_before / not_after bound every window.
 * - fixed_times, excluded_dates and session_minutes pass through; with no length stated, a clock
 *   range short enough to be one sitting ("every Monday and Wednesday from 7 to 8:30pm",
 *   "Saturday mornings, 9 to 12"; the reader sets `windows_are_sessions`) is the session itself:
 *   its length is the session length (statedRangeMinutes). Before, such a range was only where sessions may go, and a template's
 *   own lengths (60, 75, 90 minutes) filled it differently each week.
 * - a stated length with a session every allowed day ("an hour each evening", "30 minutes a day")
 *   is what the person gives a day → daily_minutes (length × sessions a day); a length on fewer
 *   sessions than allowed days ("45 minutes, three times a week") is per session only.
 */
import type { GoalReading } from "../contracts/goal-reading.js";
import { Availability, type Weekday } from "../contracts/planning.js";
import { parseHm } from "./dates.js";

const ALL_DAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];

export function availabilityFromReading(reading: GoalReading): Availability {
  const excluded = new Set(reading.excluded_days);
  let days = reading.days ?? (excluded.size ? ALL_DAYS : null);
  if (days && excluded.size) days = days.filter((d) => !excluded.has(d));
  const cad = reading.cadence;
  let sessionsPerWeek: number | null = null;
  let requested: Availability["requested_frequency"] = null;
  let monthly: Availability["monthly_rule"] = null;
  if (cad?.per === "week" && cad.count !== null) sessionsPerWeek = Math.min(21, cad.count);
  if (cad?.per === "day") {
    const sameAsWorkdays = days !== null && days.length === 5 && WORKDAYS.every((d) => days!.includes(d));
    requested = days === null ? "daily" : sameAsWorkdays ? "weekdays" : null;
    // "every morning except Sundays": one session on each allowed day.
    if (requested === null && days !== null) sessionsPerWeek = days.length;
  }
  if (cad?.per === "month") {
    requested = "monthly";
    monthly = cad.nth_weekday ?? null;
  }
  const sessionMinutes = reading.session_minutes ?? statedRangeMinutes(reading);
  let daily: number | null = null;
  if (sessionMinutes !== null) {
    if (cad?.per === "day") daily = sessionMinutes * Math.max(1, cad.count ?? 1);
    else if (sessionsPerWeek !== null && sessionsPerWeek >= (days?.length ?? 7)) daily = sessionMinutes;
  }
  const phrases = Object.values(reading.sources);
  return Availability.parse({
    sessions_per_week: sessionsPerWeek,
    days,
    windows: reading.windows.map((w) => ({ start: w.start, end: w.end, ...(w.days?.length ? { days: w.days } : {}) })),
    earliest: reading.not_before,
    latest: reading.not_after,
    session_minutes: sessionMinutes,
    daily_minutes: daily === null ? null : Math.min(1440, daily),
    requested_frequency: requested,
    monthly_rule: monthly,
    fixed_times: reading.fixed_times,
    excluded_dates: reading.excluded_dates,
    travel: reading.travel,
    phrases,
  });
}

/** The longest range that is read as one sitting rather than a stretch of the day to fit sessions in. */
export const SITTING_MAX_MINUTES = 180;

/**
 * The session length a stated clock range implies when no length is stated: the reader found every
 * window to be the person's own range (`windows_are_sessions`: not a daypart's default nor "between
 * 7 and 9"), all the same length, at most SITTING_MAX_MINUTES, and no total effort to spread (then
 * the range is where the work goes, in sessions the plan sizes). Null otherwise.
 */
export function statedRangeMinutes(reading: Pick<GoalReading, "windows" | "windows_are_sessions" | "session_minutes" | "total_effort_minutes">): number | null {
  if (reading.session_minutes !== null || reading.total_effort_minutes !== null || reading.windows.length === 0) return null;
  if (reading.windows_are_sessions !== true) return null;
  const lengths = new Set(reading.windows.map((w) => parseHm(w.end) - parseHm(w.start)));
  if (lengths.size !== 1) return null;
  const [n] = [...lengths];
  return n !== undefined && n >= 15 && n <= SITTING_MAX_MINUTES ? n : null;
}
