/**
 * Local calendar dates ("YYYY-MM-DD") for plans: the perceiver, the outline generator and the
 * validators all speak in dates in the user's IANA zone, never in instants, so a plan made in
 * Tokyo does not shift by a day when read in Berlin.
 *
 * `now` inputs are ISO-8601 strings; one without an offset is wall time in the given zone.
 */
import { DateTime } from "luxon";

export type LocalDate = string;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `now` as a DateTime in `timezone`. Throws a RangeError on a bad zone or timestamp (caller input errors). */
export function zonedNow(now: string, timezone: string): DateTime {
  const dt = DateTime.fromISO(now, { zone: timezone });
  if (!dt.isValid) throw new RangeError(`invalid now "${now}" or timezone "${timezone}": ${dt.invalidExplanation ?? dt.invalidReason}`);
  return dt;
}

export function isLocalDate(s: unknown): s is LocalDate {
  return typeof s === "string" && DATE_RE.test(s) && DateTime.fromISO(s, { zone: "UTC" }).isValid;
}

/** The local date of a DateTime in its own zone. */
export function toLocalDate(dt: DateTime): LocalDate {
  return dt.toFormat("yyyy-MM-dd");
}

/** Dates are handled in UTC internally so day arithmetic never meets a DST gap. */
function parseDate(d: LocalDate): DateTime {
  // Accept a date-time too: only its date part counts.
  const dt = DateTime.fromISO(d.slice(0, 10), { zone: "UTC" });
  if (!dt.isValid) throw new RangeError(`invalid local date "${d}"`);
  return dt;
}

export function addDays(d: LocalDate, days: number): LocalDate {
  return toLocalDate(parseDate(d).plus({ days: Math.round(days) }));
}

/** Whole days from a to b (b − a). */
export function diffDays(a: LocalDate, b: LocalDate): number {
  return Math.round(parseDate(b).diff(parseDate(a), "days").days);
}

export function minDate(a: LocalDate, b: LocalDate): LocalDate {
  return a <= b ? a : b;
}

export function maxDate(a: LocalDate, b: LocalDate): LocalDate {
  return a >= b ? a : b;
}

/** ISO weekday 1 (Monday) … 7 (Sunday) of a local date. */
export function weekdayOf(d: LocalDate): number {
  return parseDate(d).weekday;
}

/** Last day of the month the date is in. */
export function endOfMonth(d: LocalDate): LocalDate {
  return toLocalDate(parseDate(d).endOf("month"));
}
