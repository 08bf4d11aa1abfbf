/**
 * Field-by-field checks of what a model read, turning its loose values into the GoalReading
 * contract's canonical ones (days in week order, "7:00" → "07:00", [] days → null) or saying why
 * a value cannot be used. Pure: the merge decides what replaces a value that fails.
 *
 * Failure kinds: `invalid` (malformed or self-contradictory: a window ending before it starts),
 * `implausible` (well-formed but beyond what a plan can hold: 40 sessions a week, a 15-hour
 * session, a date 12 years away), `past` (a date before today: the person may really have written
 * a past date, which becomes a PAST_DATE issue rather than "no deadline").
 */
import { DateTime, IANAZone } from "luxon";
import type { DayLength, FixedTime, ReadingCadence, ReadingItem, ReadingWindow } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import { yearsIn } from "./quotes.js";

export interface CheckEnv {
  /** The person's local date today, YYYY-MM-DD. */
  today: string;
  /** The last date a reading may name (today + 10 years). */
  maxDate: string;
}

export type CheckFailure = { ok: false; kind: "invalid" | "implausible" | "past"; reason: string };
export type Checked<T> = { ok: true; value: T } | CheckFailure;

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = (kind: CheckFailure["kind"], reason: string): CheckFailure => ({ ok: false, kind, reason });

/** Plausibility caps: a plan holds at most this many sessions per period. */
export const MAX_SESSIONS = { day: 3, week: 21, month: 93 } as const;
export const HORIZON_YEARS = 10;
export const SESSION_MINUTES = { min: 5, max: 720 } as const;
const MAX_LIST = 21;

export const WEEK: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

export function checkEnv(today: string): CheckEnv {
  return { today, maxDate: DateTime.fromISO(today, { zone: "UTC" }).plus({ years: HORIZON_YEARS }).toFormat("yyyy-MM-dd") };
}

// ── Scalars ──────────────────────────────────────────────────────────────────────────────────

/** A real calendar date, written YYYY-MM-DD. */
export function checkDate(raw: unknown): Checked<string> {
  if (typeof raw !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return bad("invalid", `${JSON.stringify(raw)} is not a date written YYYY-MM-DD`);
  const d = raw.trim();
  if (!DateTime.fromISO(d, { zone: "UTC" }).isValid) return bad("invalid", `${d} is not a calendar date`);
  return ok(d);
}

/**
 * A date the plan can still use: real, not before today, not past the horizon, and — when the
 * quote writes a year — in that year (a model that moves "1 March 2025" to 2026 has not read it).
 */
export function checkFutureDate(raw: unknown, env: CheckEnv, quotes: readonly string[] = []): Checked<string> {
  const d = checkDate(raw);
  if (!d.ok) return d;
  const years = quotes.flatMap(yearsIn);
  if (years.length > 0 && !years.includes(Number(d.value.slice(0, 4)))) return bad("invalid", `${d.value} is not in the year the text states (${years.join(", ")})`);
  if (d.value < env.today) return bad("past", `${d.value} is before today (${env.today})`);
  if (d.value > env.maxDate) return bad("implausible", `${d.value} is more than ${HORIZON_YEARS} years away`);
  return d;
}

/** A local time "HH:mm"; "7:00" is read as "07:00" and "24:00" as "23:59". */
export function checkTime(raw: unknown): Checked<string> {
  if (typeof raw !== "string") return bad("invalid", `${JSON.stringify(raw)} is not a time`);
  const m = /^(\d{1,2}):(\d{2})$/.exec(raw.trim());
  if (!m) return bad("invalid", `"${raw}" is not a 24-hour time HH:mm`);
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h === 24 && min === 0) return ok("23:59");
  if (h > 23 || min > 59) return bad("invalid", `"${raw}" is not a time of day`);
  return ok(`${String(h).padStart(2, "0")}:${m[2]}`);
}

function checkInt(raw: unknown, min: number, max: number, what: string): Checked<number> {
  if (typeof raw !== "number" || !Number.isInteger(raw)) return bad("invalid", `${what} ${JSON.stringify(raw)} is not a whole number`);
  if (raw < min) return bad(min > 0 && raw <= 0 ? "invalid" : "implausible", `${what} ${raw} is below ${min}`);
  if (raw > max) return bad("implausible", `${what} ${raw} is above ${max}`);
  return ok(raw);
}

// ── Days ─────────────────────────────────────────────────────────────────────────────────────

/** Weekdays in week order, each once; an empty list and all seven days both mean "unconstrained". */
export function checkDays(raw: unknown): Checked<Weekday[] | null> {
  if (raw === null || raw === undefined) return ok(null);
  if (!Array.isArray(raw)) return bad("invalid", "days is not a list");
  const unknown = raw.filter((d) => !WEEK.includes(d as Weekday));
  if (unknown.length) return bad("invalid", `unknown weekday(s) ${unknown.map((d) => JSON.stringify(d)).join(", ")}`);
  const days = WEEK.filter((d) => raw.includes(d));
  return ok(days.length === 0 || days.length === 7 ? null : days);
}

export function checkExcludedDays(raw: unknown): Checked<Weekday[]> {
  if (raw === null || raw === undefined) return ok([]);
  const d = checkDays(raw);
  if (!d.ok) return d;
  if (Array.isArray(raw) && WEEK.every((w) => raw.includes(w))) return bad("invalid", "every weekday is excluded");
  return ok(d.value ?? []);
}

// ── Structured fields ────────────────────────────────────────────────────────────────────────

function list<T>(raw: unknown, what: string, each: (x: unknown, i: number) => Checked<T>): Checked<T[]> {
  if (raw === null || raw === undefined) return ok([]);
  if (!Array.isArray(raw)) return bad("invalid", `${what} is not a list`);
  if (raw.length > MAX_LIST) return bad("implausible", `${raw.length} ${what} (at most ${MAX_LIST})`);
  const out: T[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = each(raw[i], i);
    if (!c.ok) return { ...c, reason: `${what}[${i}]: ${c.reason}` };
    if (!out.some((o) => JSON.stringify(o) === JSON.stringify(c.value))) out.push(c.value);
  }
  return ok(out);
}

function obj(raw: unknown): Record<string, unknown> | null {
  return raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

export function checkWindow(raw: unknown): Checked<ReadingWindow> {
  const w = obj(raw);
  if (!w) return bad("invalid", "not a window");
  const start = checkTime(w.start);
  if (!start.ok) return start;
  const end = checkTime(w.end);
  if (!end.ok) return end;
  if (start.value >= end.value) return bad("invalid", `the window ends (${end.value}) before it starts (${start.value})`);
  const days = checkDays(w.days);
  if (!days.ok) return days;
  return ok({ days: days.value, start: start.value, end: end.value });
}

export function checkWindows(raw: unknown): Checked<ReadingWindow[]> {
  return list(raw, "windows", checkWindow);
}

export function checkFixedTimes(raw: unknown): Checked<FixedTime[]> {
  return list(raw, "fixed_times", (x) => {
    const f = obj(x);
    if (!f) return bad("invalid", "not a fixed time");
    const time = checkTime(f.time);
    if (!time.ok) return time;
    const days = checkDays(f.days);
    if (!days.ok) return days;
    return ok({ days: days.value, time: time.value });
  });
}

/** A cadence needs a count and a period; monthly rules need per "month"; counts stay plausible. */
export function checkCadence(raw: unknown): Checked<ReadingCadence | null> {
  if (raw === null || raw === undefined) return ok(null);
  const c = obj(raw);
  if (!c) return bad("invalid", "cadence is not an object");
  const nth = c.nth_weekday ?? null;
  const monthDay = c.month_day ?? null;
  if ((c.count ?? null) === null && (c.per ?? null) === null && nth === null && monthDay === null) return ok(null);
  if (c.per !== "day" && c.per !== "week" && c.per !== "month") return bad("invalid", "a cadence needs per day, week or month");
  const per = c.per;
  const count = checkInt(c.count, 1, MAX_SESSIONS[per], `sessions per ${per}`);
  if (!count.ok) return count;
  const interval = checkInt(c.interval ?? 1, 1, 12, "interval");
  if (!interval.ok) return interval;
  let nthWeekday: ReadingCadence["nth_weekday"] = null;
  if (nth !== null) {
    const n = obj(nth);
    if (!n || typeof n.nth !== "number" || ![-1, 1, 2, 3, 4, 5].includes(n.nth) || !WEEK.includes(n.weekday as Weekday)) {
      return bad("invalid", "nth_weekday needs nth 1..5 or -1 and a weekday");
    }
    nthWeekday = { nth: n.nth, weekday: n.weekday as Weekday };
  }
  let md: number | null = null;
  if (monthDay !== null) {
    const m = checkInt(monthDay, 1, 31, "month_day");
    if (!m.ok) return { ...m, kind: "invalid" };
    md = m.value;
  }
  if ((nthWeekday || md !== null) && per !== "month") return bad("invalid", "a day-of-month rule needs per month");
  return ok({ count: count.value, per, interval: interval.value, nth_weekday: nthWeekday, month_day: md });
}

export function checkRanges(raw: unknown, env: CheckEnv, what: string): Checked<Array<{ from: string; to: string }>> {
  return list(raw, what, (x) => {
    const r = obj(x);
    if (!r) return bad("invalid", "not a date range");
    const from = checkDate(r.from);
    if (!from.ok) return from;
    const to = checkDate(r.to);
    if (!to.ok) return to;
    if (from.value > to.value) return bad("invalid", `the range ends (${to.value}) before it starts (${from.value})`);
    if (to.value < env.today) return bad("past", `the range ${from.value}..${to.value} is over`);
    if (from.value > env.maxDate) return bad("implausible", `${from.value} is more than ${HORIZON_YEARS} years away`);
    return ok({ from: from.value, to: to.value });
  });
}

export function checkTravel(raw: unknown, env: CheckEnv): Checked<Array<{ from: string; to: string; timezone: string }>> {
  return list(raw, "travel", (x) => {
    const r = checkRanges([x], env, "travel");
    if (!r.ok) return r;
    const tz = obj(x)?.timezone;
    if (typeof tz !== "string" || !IANAZone.isValidZone(tz)) return bad("invalid", `${JSON.stringify(tz)} is not an IANA time zone`);
    return ok({ ...r.value[0]!, timezone: tz });
  });
}

export function checkSessionMinutes(raw: unknown): Checked<number | null> {
  if (raw === null || raw === undefined) return ok(null);
  return checkInt(raw, SESSION_MINUTES.min, SESSION_MINUTES.max, "session minutes");
}

/** Lengths for some days: each names at least one valid weekday and a session length in range. */
export function checkSessionLengths(raw: unknown): Checked<DayLength[]> {
  return list(raw, "session_lengths", (x) => {
    const l = obj(x);
    if (!l) return bad("invalid", "not a day length");
    const days = checkDays(l.days);
    if (!days.ok) return days;
    if (!days.value?.length) return bad("invalid", "a day length names no day");
    const minutes = checkInt(l.minutes, SESSION_MINUTES.min, SESSION_MINUTES.max, "session minutes");
    if (!minutes.ok) return minutes;
    return ok({ days: days.value, minutes: minutes.value });
  });
}

export function checkTotalEffort(raw: unknown): Checked<number | null> {
  if (raw === null || raw === undefined) return ok(null);
  // 10,000 hours is a lifetime of practice; a plan's stated effort above it is a misreading.
  return checkInt(raw, 5, 600_000, "total effort minutes");
}

export function checkHorizonDays(raw: unknown): Checked<number | null> {
  if (raw === null || raw === undefined) return ok(null);
  return checkInt(raw, 1, 366 * HORIZON_YEARS, "horizon days");
}

export function checkLevel(raw: unknown): Checked<{ current: string | null; target: string | null }> {
  if (raw === null || raw === undefined) return ok({ current: null, target: null });
  const l = obj(raw);
  if (!l) return bad("invalid", "level is not an object");
  const one = (v: unknown): Checked<string | null> => {
    if (v === null || v === undefined) return ok(null);
    if (typeof v !== "string") return bad("invalid", "a level is text");
    const t = v.trim();
    if (t.length > 80) return bad("implausible", "a level longer than 80 characters");
    return ok(t || null);
  };
  const current = one(l.current);
  if (!current.ok) return current;
  const target = one(l.target);
  if (!target.ok) return target;
  return ok({ current: current.value, target: target.value });
}

/** Items keep their title; a due date that cannot be used is dropped from the item, not the item. */
export function checkItems(raw: unknown, env: CheckEnv): Checked<ReadingItem[]> {
  return list(raw, "items", (x) => {
    const it = obj(x);
    if (!it || typeof it.title !== "string" || !it.title.trim()) return bad("invalid", "an item needs a title");
    const title = it.title.trim();
    if (title.length > 120) return bad("implausible", "an item title longer than 120 characters");
    const due = it.due === null || it.due === undefined ? null : checkFutureDate(it.due, env);
    return ok({
      title,
      kind: it.kind === "activity" ? "activity" : "deliverable",
      due: due && due.ok ? due.value : null,
      cadence: null,
      days: null,
      windows: [],
      fixed_times: [],
      session_minutes: null,
      effort_minutes: null,
    });
  });
}

export function checkNullableFutureDate(raw: unknown, env: CheckEnv, quotes: readonly string[]): Checked<string | null> {
  if (raw === null || raw === undefined) return ok(null);
  return checkFutureDate(raw, env, quotes);
}

export function checkNullableTime(raw: unknown): Checked<string | null> {
  if (raw === null || raw === undefined) return ok(null);
  return checkTime(raw);
}

// ── By field name ────────────────────────────────────────────────────────────────────────────

/** The constraint fields a reading and a delta share, and their checks. */
export const CONSTRAINT_CHECKS = {
  deadline: (raw: unknown, env: CheckEnv, quotes: readonly string[]) => checkNullableFutureDate(raw, env, quotes),
  horizon_days: (raw: unknown) => checkHorizonDays(raw),
  start: (raw: unknown, env: CheckEnv, quotes: readonly string[]) => checkNullableFutureDate(raw, env, quotes),
  cadence: (raw: unknown) => checkCadence(raw),
  days: (raw: unknown) => checkDays(raw),
  excluded_days: (raw: unknown) => checkExcludedDays(raw),
  excluded_dates: (raw: unknown, env: CheckEnv) => checkRanges(raw, env, "excluded_dates"),
  windows: (raw: unknown) => checkWindows(raw),
  not_before: (raw: unknown) => checkNullableTime(raw),
  not_after: (raw: unknown) => checkNullableTime(raw),
  fixed_times: (raw: unknown) => checkFixedTimes(raw),
  session_minutes: (raw: unknown) => checkSessionMinutes(raw),
  session_lengths: (raw: unknown) => checkSessionLengths(raw),
  total_effort_minutes: (raw: unknown) => checkTotalEffort(raw),
  level: (raw: unknown) => checkLevel(raw),
  items: (raw: unknown, env: CheckEnv) => checkItems(raw, env),
  rest_weeks: (raw: unknown, env: CheckEnv) => checkRanges(raw, env, "rest_weeks"),
  travel: (raw: unknown, env: CheckEnv) => checkTravel(raw, env),
} as const;
export type ConstraintField = keyof typeof CONSTRAINT_CHECKS;

/** "Says nothing": null, an empty list, a level with neither part. */
export function isEmptyValue(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (Array.isArray(v)) return v.length === 0;
  const o = obj(v);
  if (o && "current" in o && "target" in o && Object.keys(o).length === 2) return o.current === null && o.target === null;
  return false;
}

/** Value equality of canonical values (key order and day order are already canonical). */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  const o = obj(v);
  if (o) return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k] ?? null)}`).join(",")}}`;
  return JSON.stringify(v ?? null);
}
