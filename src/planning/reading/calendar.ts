/**
 * Local-date arithmetic for the reader: "now" in the person's zone, dates as "YYYY-MM-DD".
 * Kept to luxon directly so the reader does not depend on the planning date modules while they
 * move; dates are computed in UTC so day arithmetic never meets a DST gap.
 */
import { DateTime } from "luxon";
import type { Weekday } from "../../contracts/planning.js";
import type { DurationUnit, Season } from "./lexicon/lexicon.js";
import { WEEK } from "./phrases.js";

export interface ReadingClock {
  /** ISO-8601; without an offset it is wall time in `timezone`. */
  now: string;
  timezone: string;
}

export class ReadingClockError extends Error {
  readonly code = "READING_CLOCK_INVALID";
}

export interface Today {
  /** Local date "YYYY-MM-DD". */
  date: string;
  /** Local wall time as a Date whose system-local fields equal it (what chrono reads). */
  wall: Date;
}

export function today(clock: ReadingClock): Today {
  const dt = DateTime.fromISO(clock.now, { zone: clock.timezone });
  if (!dt.isValid) throw new ReadingClockError(`invalid now "${clock.now}" or timezone "${clock.timezone}"`);
  return { date: dt.toFormat("yyyy-MM-dd"), wall: new Date(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute) };
}

function utc(date: string): DateTime {
  return DateTime.fromISO(date, { zone: "UTC" });
}

export function plus(date: string, n: number, unit: DurationUnit): string | null {
  const d = utc(date);
  const whole = Math.round(n);
  let out: DateTime;
  switch (unit) {
    case "day":
      out = d.plus({ days: whole });
      break;
    case "week":
      out = d.plus({ days: Math.round(n * 7) });
      break;
    case "month":
      out = Number.isInteger(n) ? d.plus({ months: n }) : d.plus({ days: Math.round(n * 30) });
      break;
    case "quarter":
      out = d.plus({ months: Math.round(n * 3) });
      break;
    case "year":
      out = Number.isInteger(n) ? d.plus({ years: n }) : d.plus({ months: Math.round(n * 12) });
      break;
    default:
      return null;
  }
  return out.toFormat("yyyy-MM-dd");
}

export function ymd(y: number, m: number, d: number): string | null {
  const dt = DateTime.fromObject({ year: y, month: m, day: d }, { zone: "UTC" });
  return dt.isValid ? dt.toFormat("yyyy-MM-dd") : null;
}

export function lastDayOfMonth(y: number, m: number): string {
  return DateTime.fromObject({ year: y, month: m, day: 1 }, { zone: "UTC" }).endOf("month").toFormat("yyyy-MM-dd");
}

/** The next date on or after `from` with this month/day (this year or next). */
export function nextOnOrAfter(from: string, month: number, day: number): string {
  const y = Number(from.slice(0, 4));
  const here = ymd(y, month, day);
  if (here && here >= from) return here;
  return ymd(y + 1, month, day) ?? lastDayOfMonth(y + 1, month);
}

/** The end of a month: this year's when it has not ended, else next year's. */
export function endOfNamedMonth(from: string, month: number): string {
  const y = Number(from.slice(0, 4));
  const here = lastDayOfMonth(y, month);
  return here >= from ? here : lastDayOfMonth(y + 1, month);
}

const SEASON_START: Record<Season, [number, number]> = { spring: [3, 20], summer: [6, 21], autumn: [9, 22], winter: [12, 21] };

/** The start of a season in a year. */
export function seasonOf(year: number, season: Season): string {
  const [m, d] = SEASON_START[season];
  return ymd(year, m, d)!;
}

/** ISO weekday index 1 (Monday) … 7 (Sunday) of a date, minus one: Monday 0 … Sunday 6. */
export function weekdayIndex(date: string): number {
  return utc(date).weekday - 1;
}

/** The next start of a season strictly after `from`. */
export function nextSeason(from: string, season: Season): string {
  const [m, d] = SEASON_START[season];
  const y = Number(from.slice(0, 4));
  const here = ymd(y, m, d)!;
  return here > from ? here : ymd(y + 1, m, d)!;
}

/** The first date strictly after `from` that falls on the weekday. */
export function nextWeekday(from: string, wd: Weekday): string {
  const d = utc(from);
  const target = WEEK.indexOf(wd) + 1;
  let add = (target - d.weekday + 7) % 7;
  if (add === 0) add = 7;
  return d.plus({ days: add }).toFormat("yyyy-MM-dd");
}

export function weekdayOfDate(date: string): Weekday {
  return WEEK[utc(date).weekday - 1]!;
}
