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

/** A named month as a stretch of days: the coming one, or the rest of it when it is this one. */
export function comingMonth(from: string, month: number): { from: string; to: string } {
  const start = Number(from.slice(5, 7)) === month ? from : nextOnOrAfter(from, month, 1);
  return { from: start, to: lastDayOfMonth(Number(start.slice(0, 4)), month) };
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

/**
 * Easter Sunday of a Gregorian year (the Western churches' date), by the anonymous Gregorian
 * computus (Meeus/Jones/Butcher): the first Sunday after the ecclesiastical full moon on or after
 * 21 March, from the year's golden number and the century's solar and lunar corrections.
 */
export function easterSunday(year: number): string {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const yearOfCentury = year % 100;
  // Leap-year skips of the century (solar correction) and the moon's drift (lunar correction).
  const solar = century - Math.floor(century / 4) - Math.floor((century - Math.floor((century + 8) / 25) + 1) / 3);
  // Days from 21 March to the paschal full moon.
  const epact = (19 * golden + solar + 15) % 30;
  // Days from the full moon to the Sunday after it.
  const weekday = (32 + 2 * (century % 4) + 2 * Math.floor(yearOfCentury / 4) - epact - (yearOfCentury % 4)) % 7;
  // The two exceptions of the Gregorian tables (full moon on 18/19 April).
  const shift = Math.floor((golden + 11 * epact + 22 * weekday) / 451);
  const n = epact + weekday - 7 * shift + 114;
  return ymd(year, Math.floor(n / 31), (n % 31) + 1)!;
}

/**
 * The next date on or after `from` that lies `offset` days from Easter Sunday (Good Friday −2,
 * Palm Sunday / Holy Week −7, Carnival Tuesday −47, Ascension +39, Pentecost +49): this year's
 * when it has not passed, else next year's; `year` forces a year ("Ostern 2028").
 */
export function easterRelative(from: string, offset: number, year?: number): string {
  const at = (y: number) => utc(easterSunday(y)).plus({ days: offset }).toFormat("yyyy-MM-dd");
  if (year !== undefined) return at(year);
  const y = Number(from.slice(0, 4));
  const here = at(y);
  return here >= from ? here : at(y + 1);
}

/** A month whose first day (or, for this month, whose last day) is fewer than this many days away is "within days". */
export const NEAR_MONTH_DAYS = 14;

/** How a month is named: alone ("by December"), as the next one ("next December", "décembre prochain"), as this one ("this December", "今年の12月"). */
export type NamedMonth = "bare" | "next" | "this";

const daysFrom = (a: string, b: string) => Math.round(utc(b).diff(utc(a), "days").days);

/**
 * The deadline a month named with a deadline word and no year means (data/goals/README.md, "a
 * month named as a deadline"): its first day, as the corpus reads "by June" — unless that day is
 * within days or already past, where nobody names a month to mean a date a few days off:
 *   - the coming month starting within NEAR_MONTH_DAYS ("by December" on Nov 28) → its last day;
 *   - this month ("by December" on Dec 5) → its last day while NEAR_MONTH_DAYS of it are left,
 *     else ("by December" on Dec 28) the same month next year, its first day;
 *   - "next <month>" naming this month, or the coming calendar month of this year ("next December"
 *     in November: the one starting within weeks is "this December") → next year's, its first day;
 *     across the year's end ("next January" in December) it is the coming one, read as a bare month;
 *   - "this <month>" is this year's (the coming one once this year's is over), its end when this
 *     month or within days.
 * A written year keeps its year: the month's first day, its last when this month or within days.
 */
export function monthDeadline(from: string, month: number, named: NamedMonth = "bare", year: number | null = null): string {
  const [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = (yy: number) => lastDayOfMonth(yy, month);
  const first = (yy: number) => ymd(yy, month, 1)!;
  if (year !== null) {
    if (year === y && month === m) return last(y);
    return daysFrom(from, first(year)) < NEAR_MONTH_DAYS && first(year) > from ? last(year) : first(year);
  }
  if (month === m) {
    if (named === "next") return first(y + 1);
    if (named === "this" || daysFrom(from, last(y)) >= NEAR_MONTH_DAYS) return last(y);
    return first(y + 1);
  }
  const coming = month > m ? y : y + 1;
  if (named === "next" && coming === y && month === m + 1) return first(y + 1);
  return daysFrom(from, first(coming)) < NEAR_MONTH_DAYS ? last(coming) : first(coming);
}
