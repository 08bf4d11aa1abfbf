/**
 * GoalReading → Availability: the one place the person's reading becomes the scheduler's hard
 * constraints (issue 10 "constraints are law"). Pure; every stage gets its Availability from here,
 * so nothing downstream re-reads the goal's text.
 *
 * - cadence count per week → sessions_per_week (a weekly cap the scheduler enforces per ISO week);
 *   per day → "daily" (or every allowed day when days are named); monthly rules stay monthly.
 * - days (after exceptions) → days; excluded_days are removed from them.
 * - windows keep their weekdays; not_before / not_after bound every window.
 * - fixed_times, excluded_dates and session_minutes pass through.
 * - a stated length with a session every allowed day ("an hour each evening", "30 minutes a day")
 *   is what the person gives a day → daily_minutes (length × sessions a day); a length on fewer
 *   sessions than allowed days ("45 minutes, three times a week") is per session only.
 */
import type { GoalReading } from "../contracts/goal-reading.js";
import { Availability, type Weekday } from "../contracts/planning.js";

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
  let daily: number | null = null;
  if (reading.session_minutes !== null) {
    if (cad?.per === "day") daily = reading.session_minutes * Math.max(1, cad.count ?? 1);
    else if (sessionsPerWeek !== null && sessionsPerWeek >= (days?.length ?? 7)) daily = reading.session_minutes;
  }
  const phrases = Object.values(reading.sources);
  return Availability.parse({
    sessions_per_week: sessionsPerWeek,
    days,
    windows: reading.windows.map((w) => ({ start: w.start, end: w.end, ...(w.days?.length ? { days: w.days } : {}) })),
    earliest: reading.not_before,
    latest: reading.not_after,
    session_minutes: reading.session_minutes,
    daily_minutes: daily === null ? null : Math.min(1440, daily),
    requested_frequency: requested,
    monthly_rule: monthly,
    fixed_times: reading.fixed_times,
    excluded_dates: reading.excluded_dates,
    travel: reading.travel,
    phrases,
  });
}
