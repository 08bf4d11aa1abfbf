/**
 * Dates and times for plans — the one date module. The perceiver, outline generator and
 * validators speak in local dates in the user's IANA zone, never in instants, so a plan made in
 * Tokyo does not shift by a day when read in Berlin; the roadmap, scheduler and portfolio probe
 * also need instants.
 *
 * Three representations, on purpose:
 *   - local calendar dates as "YYYY-MM-DD" strings (LocalDate) in contracts and artifacts;
 *   - the same dates as integer "day numbers" (days since 1970-01-01 in the proleptic Gregorian
 *     calendar) for arithmetic. A local date has no zone, so arithmetic on it must not touch
 *     one — adding a day is `+ 1`, never "+ 24 h" (which breaks on DST days);
 *   - instants as epoch milliseconds, converted to and from local wall-clock time through
 *     luxon's IANA zones (Intl underneath), with explicit rules for the two DST hazards:
 *       gap (spring forward): a wall time that does not exist resolves to the first instant
 *         after the gap (the transition itself), and is reported as `shifted`;
 *       overlap (fall back): a wall time that exists twice resolves to the EARLIER instant
 *         (the first time the clock shows it). Luxon alone would pick the later one.
 *
 * `now` inputs are ISO-8601 strings; one without an offset is wall time in the given zone.
 */
import { DateTime, IANAZone } from "luxon";
import { Weekday } from "../contracts/planning.js";

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;

/** The week in ISO order, Monday first: WEEKDAYS[isoWeekday - 1] is that day's code. */
export const WEEKDAYS: readonly Weekday[] = Weekday.options;

/** Weekdays in week order, Monday first, each once. */
export function inWeekOrder(days: Iterable<Weekday>): Weekday[] {
  const set = new Set(days);
  return WEEKDAYS.filter((d) => set.has(d));
}

export type LocalDate = string;

// --- day numbers -------------------------------------------------------------------------------

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" → day number. Throws on a malformed date (callers validate contracts first). */
export function dayNumber(date: string): number {
  const m = DATE_ONLY.exec(date);
  if (!m) throw new RangeError(`not a local date (YYYY-MM-DD): ${date}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY);
}

/** Day number → "YYYY-MM-DD". */
export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function civilOfDay(day: number): { year: number; month: number; day: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: number): number {
  // 1970-01-01 was a Thursday (4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** Day number of the Monday that starts the ISO week containing `day` (a cheap week key). */
export function isoWeekStart(day: number): number {
  return day - (isoWeekday(day) - 1);
}

/** "2026-W49" label of the ISO week containing `day` (the ISO year is the Thursday's year). */
export function isoWeekLabel(day: number): string {
  const thursday = isoWeekStart(day) + 3;
  const year = civilOfDay(thursday).year;
  const jan1 = Math.floor(Date.UTC(year, 0, 1) / MS_PER_DAY);
  const week = Math.floor((thursday - jan1) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

// --- local dates as strings -------------------------------------------------------------------

/** `now` as a DateTime in `timezone`. Throws a RangeError on a bad zone or timestamp (caller input errors). */
export function zonedNow(now: string, timezone: string): DateTime {
  const dt = DateTime.fromISO(now, { zone: timezone });
  if (!dt.isValid) throw new RangeError(`invalid now "${now}" or timezone "${timezone}": ${dt.invalidExplanation ?? dt.invalidReason}`);
  return dt;
}

/** The local date of a DateTime in its own zone. */
export function toLocalDate(dt: DateTime): LocalDate {
  return dt.toFormat("yyyy-MM-dd");
}

/** A real calendar date: "2026-02-30" has the shape but is not one. */
export function isLocalDate(s: unknown): s is LocalDate {
  return typeof s === "string" && DATE_ONLY.test(s) && dateOfDay(dayNumber(s)) === s;
}

/** Day number of a local date; a date-time is accepted too and only its date part counts. */
function dayOfLocal(d: LocalDate): number {
  const date = d.slice(0, 10);
  if (!isLocalDate(date)) throw new RangeError(`invalid local date "${d}"`);
  return dayNumber(date);
}

export function addDays(d: LocalDate, days: number): LocalDate {
  return dateOfDay(dayOfLocal(d) + Math.round(days));
}

/** Whole days from a to b (b − a). */
export function diffDays(a: LocalDate, b: LocalDate): number {
  return dayOfLocal(b) - dayOfLocal(a);
}

export function minDate(a: LocalDate, b: LocalDate): LocalDate {
  return a <= b ? a : b;
}

export function maxDate(a: LocalDate, b: LocalDate): LocalDate {
  return a >= b ? a : b;
}

/** Last day of the month the date is in. */
export function endOfMonth(d: LocalDate): LocalDate {
  const { year, month } = civilOfDay(dayOfLocal(d));
  // Day 0 of the next month is the last day of this one.
  return dateOfDay(Math.floor(Date.UTC(year, month, 0) / MS_PER_DAY));
}

// --- wall-clock times and instants --------------------------------------------------------------

/** "HH:mm" → minutes after local midnight. "23:59" as a window END means 24:00 (see TimeWindow). */
export function parseHm(hm: string): number {
  const m = /^(\d{2}):(\d{2})$/.exec(hm);
  if (!m) throw new RangeError(`not HH:mm: ${hm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function formatHm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const zoneValidity = new Map<string, boolean>();
/**
 * Whether `zone` is an IANA zone this runtime knows. Luxon builds an Intl formatter per check
 * (~20 µs), and every schedule checks its zone, so answers are remembered (bounded: a caller
 * sending garbage zones cannot grow it without limit).
 */
export function isValidZone(zone: string): boolean {
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(zone);
    if (zoneValidity.size >= 1024) zoneValidity.clear();
    zoneValidity.set(zone, valid);
  }
  return valid;
}

const zoneCache = new Map<string, IANAZone>();
function ianaZone(zone: string): IANAZone {
  let z = zoneCache.get(zone);
  if (!z) {
    z = IANAZone.create(zone);
    if (!z.isValid) throw new RangeError(`unknown IANA time zone: ${zone}`);
    zoneCache.set(zone, z);
  }
  return z;
}

interface DayOffsets {
  /** Offset at the start of the UTC day. */
  a: number;
  /** Offset at its end. */
  b: number;
  /** First instant with offset `b` (Infinity when the day has no transition). */
  t: number;
}
const offsetCache = new Map<string, Map<number, DayOffsets>>();
const OFFSET_CACHE_LIMIT = 200_000;

/**
 * UTC offset of `zone` at instant `ms`, in minutes.
 * Intl lookups cost ~15 µs each and the scheduler makes thousands, so offsets are memoised per
 * UTC day: one lookup at each end of the day, and a minute-precise bisection only on the rare day
 * that holds a transition (real zones never have two transitions in one day).
 */
export function offsetAt(zone: string, ms: number): number {
  let cache = offsetCache.get(zone);
  if (!cache) offsetCache.set(zone, (cache = new Map()));
  const day = Math.floor(ms / MS_PER_DAY);
  let e = cache.get(day);
  if (!e) {
    const z = ianaZone(zone);
    // A day's end is the next day's start: reuse a neighbour's lookup when there is one.
    const a = cache.get(day - 1)?.b ?? z.offset(day * MS_PER_DAY);
    const b = cache.get(day + 1)?.a ?? z.offset((day + 1) * MS_PER_DAY);
    let t = Infinity;
    if (a !== b) {
      let lo = day * MS_PER_DAY; // offset a
      let hi = (day + 1) * MS_PER_DAY; // offset b
      while (hi - lo > MS_PER_MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
        if (z.offset(mid) === a) lo = mid;
        else hi = mid;
      }
      t = hi;
    }
    if (cache.size > OFFSET_CACHE_LIMIT) cache.clear();
    cache.set(day, (e = { a, b, t }));
  }
  return ms < e.t ? e.a : e.b;
}

/**
 * The local calendar date of an ISO string in `zone`: a bare "YYYY-MM-DD" is already local;
 * a date-time without offset is read as wall-clock time in `zone`; one with an offset is
 * converted into `zone` first.
 */
export function localDayOf(iso: string, zone: string): number {
  if (DATE_ONLY.test(iso)) return dayNumber(iso);
  const dt = DateTime.fromISO(iso, { zone });
  if (!dt.isValid) throw new RangeError(`not an ISO-8601 date or date-time: ${iso}`);
  return dayNumber(dt.toISODate()!);
}

/** Epoch ms of an ISO date-time; a string without offset is wall-clock time in `zone`. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function instantOf(iso: string, zone: string): number {
  if (DATE_ONLY.test(iso)) return resolveLocal(dayNumber(iso), 0, zone).ms;
  // An explicit offset fixes the instant whatever the zone: the native parser is exact and far
  // cheaper than luxon (schedules are checked block by block, several times per plan).
  if (WITH_OFFSET.test(iso)) {
    const ms = Date.parse(iso);
    if (!Number.isNaN(ms)) return ms;
  }
  const dt = DateTime.fromISO(iso, { zone });
  if (!dt.isValid) throw new RangeError(`not an ISO-8601 date-time: ${iso}`);
  return dt.toMillis();
}

export interface ResolvedLocal {
  ms: number;
  /** The wall time does not exist (DST gap); `ms` is the first instant after the gap. */
  shifted: boolean;
  /** The wall time exists twice (DST overlap); `ms` is the earlier one. */
  ambiguous: boolean;
}

/**
 * Local wall-clock time (day number + minutes after midnight, 0..1440) in `zone` → instant.
 * 1440 means the next day's midnight.
 */
export function resolveLocal(day: number, minutes: number, zone: string): ResolvedLocal {
  // Wall time expressed as if it were UTC; the real instant is wall − offset.
  const wall = day * MS_PER_DAY + minutes * MS_PER_MINUTE;
  // Offsets a day either side bracket any single transition near this wall time.
  const before = offsetAt(zone, wall - MS_PER_DAY);
  const after = offsetAt(zone, wall + MS_PER_DAY);
  const candidates: number[] = [];
  for (const o of before === after ? [before] : [before, after]) {
    const t = wall - o * MS_PER_MINUTE;
    if (offsetAt(zone, t) === o) candidates.push(t);
  }
  if (candidates.length > 0) {
    return { ms: Math.min(...candidates), shifted: false, ambiguous: candidates.length > 1 };
  }
  // Gap: find the transition instant between wall−max(offset) and wall−min(offset) by bisection.
  let lo = wall - Math.max(before, after) * MS_PER_MINUTE; // still before the transition
  let hi = wall - Math.min(before, after) * MS_PER_MINUTE; // already after it
  const preOffset = offsetAt(zone, lo);
  while (hi - lo > MS_PER_MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (offsetAt(zone, mid) === preOffset) lo = mid;
    else hi = mid;
  }
  return { ms: hi, shifted: true, ambiguous: false };
}

/** Wall-clock fields of an instant in `zone`. */
export function wallOf(ms: number, zone: string): { day: number; minutes: number; offset: number } {
  const offset = offsetAt(zone, ms);
  const wall = ms + offset * MS_PER_MINUTE;
  const day = Math.floor(wall / MS_PER_DAY);
  return { day, minutes: (wall - day * MS_PER_DAY) / MS_PER_MINUTE, offset };
}

/**
 * Instant → "YYYY-MM-DDTHH:mm:ss±HH:MM" in `zone` (no milliseconds: blocks are minute-aligned,
 * and one fixed shape keeps outputs comparable as strings).
 */
export function formatInstant(ms: number, zone: string): string {
  const offset = offsetAt(zone, ms);
  const local = new Date(ms + offset * MS_PER_MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Round an instant up to a multiple of `stepMinutes` (offsets are whole quarter hours, so local grids line up). */
export function ceilToMinutes(ms: number, stepMinutes: number): number {
  const step = stepMinutes * MS_PER_MINUTE;
  return Math.ceil(ms / step) * step;
}
