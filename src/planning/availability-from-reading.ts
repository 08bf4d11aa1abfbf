/**
 * GoalReading → Availability: the one place the person's reading becomes the scheduler's hard
 * constraints (issue 10 "constraints are law"). Pure; every stage gets its Availability from here,
 * so nothing downstream re-reads the goal's text.
 *
 * - cadence count per week → sessions_per_week (a weekly cap the scheduler enforces per ISO week);
 *   per day → "daily" (or every allowed day when days are named); monthly rules stay monthly.
 * - days (after exceptions) → days; excluded_days are removed from them.
 * - windows keep their weekdays; not_before / not_after bound every window.
 * - fixed_times, excluded_dates (rest weeks among them) and session_minutes pass through; with no length stated, a clock
 *   range short enough to be one sitting ("every Monday and Wednesday from 7 to 8:30pm",
 *   "Saturday mornings, 9 to 12"; the reader sets `windows_are_sessions`) is the session itself:
 *   its length is the session length (statedRangeMinutes). Before, such a range was only where sessions may go, and a template's
 *   own lengths (60, 75, 90 minutes) filled it differently each week.
 * - a stated length with a session every allowed day ("an hour each evening", "30 minutes a day")
 *   is what the person gives a day → daily_minutes (length × sessions a day); a length on fewer
 *   sessions than allowed days ("45 minutes, three times a week") is per session only.
 * - lengths the person gave some days of their own (session_lengths: "30 minutes on weekday
 *   evenings and an hour on Saturday mornings") → day_lengths: on those weekdays they replace
 *   session_minutes and daily_minutes (each day's length, what that day holds), by the same rule.
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
  const dayLengths = ownDayLengths(reading);
  // A session every allowed day: the stated length is what the person gives a day. Named lengths
  // with no rhythm ("30 minutes on weekdays, an hour on Saturdays") are a session on each of those days.
  const lengthDays = new Set(dayLengths.flatMap((l) => l.days));
  const everyDay =
    cad?.per === "day" ||
    (sessionsPerWeek !== null && sessionsPerWeek >= (days?.length ?? 7)) ||
    (!hasRhythm(cad) && lengthDays.size > 0 && (days ?? ALL_DAYS).every((d) => lengthDays.has(d)));
  const perDay = cad?.per === "day" ? Math.max(1, cad.count ?? 1) : 1;
  const daily = sessionMinutes !== null && everyDay ? sessionMinutes * perDay : null;
  const phrases = Object.values(reading.sources);
  return Availability.parse({
    sessions_per_week: sessionsPerWeek,
    days,
    windows: reading.windows.map((w) => ({ start: w.start, end: w.end, ...(w.days?.length ? { days: w.days } : {}) })),
    earliest: reading.not_before,
    latest: reading.not_after,
    session_minutes: sessionMinutes,
    daily_minutes: daily === null ? null : Math.min(1440, daily),
    day_lengths: dayLengths.map((l) => ({ days: l.days, session_minutes: l.minutes, daily_minutes: everyDay ? Math.min(1440, l.minutes * perDay) : null })),
    requested_frequency: requested,
    monthly_rule: monthly,
    fixed_times: reading.fixed_times,
    // A rest week is a week without sessions (reading/rest-weeks.ts); the model reader reads them too.
    excluded_dates: [...reading.excluded_dates, ...reading.rest_weeks],
    travel: reading.travel,
    phrases,
  });
}

/**
 * The lengths the person gave some days of their own (`session_lengths`), on the days they may
 * work (excluded weekdays taken out; a weekday named twice keeps its first length).
 */
export function ownDayLengths(reading: Pick<GoalReading, "session_lengths" | "excluded_days">): Array<{ days: Weekday[]; minutes: number }> {
  const seen = new Set<Weekday>(reading.excluded_days);
  const out: Array<{ days: Weekday[]; minutes: number }> = [];
  for (const l of reading.session_lengths ?? []) {
    const days = ALL_DAYS.filter((d) => l.days.includes(d) && !seen.has(d));
    days.forEach((d) => seen.add(d));
    if (days.length) out.push({ days, minutes: l.minutes });
  }
  return out;
}

/** The length the person gave a weekday of its own, else null. */
export function ownLengthOn(reading: Pick<GoalReading, "session_lengths" | "excluded_days">, day: Weekday): number | null {
  return ownDayLengths(reading).find((l) => l.days.includes(day))?.minutes ?? null;
}

/**
 * Minutes a week the stated rhythm gives at the stated lengths — each allowed weekday at its own
 * length where the person gave one ("2 hours on weekdays, 4 on weekends" is 18 hours a week), else
 * the length said of every session, else `fallback` — or null when no rhythm is stated. A weekly
 * count takes the allowed days' mean length; lengths named for days with no rhythm are a session
 * on each of those days.
 */
export function statedWeeklyMinutes(reading: Pick<GoalReading, "cadence" | "session_minutes" | "session_lengths" | "excluded_days">, allowed: readonly Weekday[], fallback: number): number | null {
  const c = reading.cadence;
  const own = ownDayLengths(reading);
  const lengthOf = (d: Weekday) => own.find((l) => l.days.includes(d))?.minutes ?? reading.session_minutes ?? fallback;
  if (!allowed.length) return 0;
  const mean = allowed.reduce((s, d) => s + lengthOf(d), 0) / allowed.length;
  if (c?.per === "day" && c.count !== null) return (allowed.reduce((s, d) => s + lengthOf(d), 0) * c.count) / c.interval;
  if (c?.per === "week" && c.count !== null) return (c.count / c.interval) * mean;
  if (c?.per === "month" && c.count !== null) return ((c.count * 12) / 52 / c.interval) * mean;
  // (Beside a length said for every session they are those days' own lengths: the rhythm is the plan's usual one, unstated.)
  if (!hasRhythm(c) && own.length && reading.session_minutes === null) return allowed.filter((d) => own.some((l) => l.days.includes(d))).reduce((s, d) => s + lengthOf(d), 0);
  return null;
}

function hasRhythm(cad: GoalReading["cadence"]): boolean {
  return !!cad && (cad.per !== null || cad.nth_weekday !== null || cad.month_day !== null);
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
