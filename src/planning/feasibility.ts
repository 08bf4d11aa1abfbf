/**
 * Feasibility before planning (issue 10 item 3): is the goal possible, and realistic, with the time
 * the person gave it? Pure: a GoalReading, the Availability derived from it, `now` and the zone in;
 * a verdict, one plain sentence and two or three concrete alternatives out. Each alternative is a
 * change to the reading (a delta's `set`) that this same check has found feasible, so choosing it
 * plans.
 *
 * What is checked, in order (the first problem found is reported):
 *   1. a day cannot hold the sessions asked for (more minutes than the day, or than its windows);
 *   2. more sessions a week than allowed days (also a reading CONFLICT the reader flagged);
 *   3. stated total effort vs the minutes the stated cadence and windows give before the deadline;
 *   4. realism limits per kind of goal (data/realism-limits.json, with sources): hours per language
 *      level (CEFR, JLPT, HSK, TOPIK) for language and language-exam goals, kg per week for weight loss, weekly hours and minimum weeks for races,
 *      focused minutes per day for everything.
 * "impossible" means no schedule can satisfy the constraints; "unrealistic" means one could, but a
 * practitioner would not sign it. Both pause the thread with an escalation; feasible goals plan.
 */
import limitsJson from "../../data/realism-limits.json" with { type: "json" };
import { ownDayLengths, statedRangeMinutes, statedWeeklyMinutes } from "./availability-from-reading.js";
import type { GoalReading, ReadingCadence } from "../contracts/goal-reading.js";
import type { Availability } from "../contracts/planning.js";
import { allWindows, allowedCalendar, windowsOnDay } from "./schedule-calendar.js";
import { dateOfDay, dayNumber, localDayOf } from "./dates.js";
import { SHORT_PLAN_DAYS } from "./grammar.js";
import { formatMoney, savingsShortfall } from "./savings-feasibility.js";
import { alternativeWords, duration, numberedSentence, raceName } from "./feasibility-words.js";
import { levelHours, scaleLevels, targetAndCurrent, type LanguageLevel } from "./language-levels.js";

export const REALISM_LIMITS = limitsJson;

export type FeasibilityVerdict = "feasible" | "unrealistic" | "impossible";

export interface Alternative {
  id: "later_deadline" | "more_time" | "fewer_sessions" | "smaller_target" | "more_days" | "larger_transfer" | "shorter_race";
  /** What the person is offered, in one line. */
  label: string;
  /** The reading fields this choice changes (full new values), as a GoalReadingDelta's `set`. */
  set: Partial<Pick<GoalReading, "deadline" | "cadence" | "days" | "excluded_days" | "windows" | "session_minutes" | "session_lengths" | "level" | "total_effort_minutes" | "items">>;
}

export interface FeasibilityReport {
  verdict: FeasibilityVerdict;
  /** Stable code, e.g. EFFORT_EXCEEDS_TIME, UNREALISTIC_LANGUAGE_TARGET; null when feasible. */
  code: string | null;
  /** One plain sentence for the person; null when feasible. */
  message: string | null;
  needed_minutes: number | null;
  available_minutes: number | null;
  alternatives: Alternative[];
  /** The figures the sentence names, for saying it in the person's language (feasibility-words.ts). */
  facts?: Record<string, string | number>;
  /** The sentence with its figures in the person's language (the English `message` where there are no words for it). */
  said?: string | null;
}

export interface FeasibilityInput {
  reading: GoalReading;
  availability: Availability;
  /** ISO-8601 instant or local wall time in `timezone`. */
  now: string;
  timezone: string;
}

const OK: FeasibilityReport = { verdict: "feasible", code: null, message: null, needed_minutes: null, available_minutes: null, alternatives: [] };
const DEFAULT_SESSION = 60;
/** Plans without a deadline are judged over this many days (the scheduler's default horizon). */
const OPEN_HORIZON_DAYS = 91;

export function assessFeasibility(stated: FeasibilityInput): FeasibilityReport {
  // A stated clock range with no length is one sitting, as the outline and schedule read it.
  const input: FeasibilityInput = { ...stated, reading: { ...stated.reading, session_minutes: stated.reading.session_minutes ?? statedRangeMinutes(stated.reading) } };
  const report = windowDaysConflict(input) ?? dayOverflow(input) ?? frequencyConflict(input) ?? effortVsTime(input) ?? realism(input) ?? OK;
  if (report.verdict === "feasible") return report;
  return { ...report, said: (report.code && report.facts ? numberedSentence(input.reading.language, report.code, report.facts) : null) ?? report.message };
}

// ── 0. the stated times fall only on days that are not allowed ───────────────────────────────

/**
 * Every window the person named belongs to weekdays ("Saturday and Sunday afternoons 2–6pm"), and
 * none of those weekdays is allowed (an exception took them away): no session can be at a time
 * they named, and the scheduler would fall back to our default day on the other days. Said, with
 * the days and times; the ways out are the windows' own days, or those times on the allowed days.
 */
function windowDaysConflict(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  const windows = reading.windows;
  if (!windows.length || windows.some((w) => !w.days?.length)) return null;
  const cal = allowedCalendar(input.availability, input.timezone);
  const codes = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];
  const windowDays = [...new Set(windows.flatMap((w) => w.days ?? []))];
  if (windowDays.some((d) => cal.days.has(codes.indexOf(d)))) return null;
  const allowed = [...cal.days].sort().map((d) => codes[d]!);
  const times = windows.map((w) => `${w.days!.join(", ")} ${w.start}–${w.end}`).join("; ");
  const words = alternativeWords(reading.language);
  return {
    verdict: "impossible",
    code: "WINDOW_DAYS_NOT_ALLOWED",
    message: `The times you gave (${times}) are all on days you also ruled out; the days left are ${allowed.length ? allowed.join(", ") : "none"}.`,
    facts: { times, days: allowed.join(", ") || "–" },
    needed_minutes: null,
    available_minutes: null,
    alternatives: [
      { id: "more_days", label: words.onWindowDays(times), set: { days: windowDays as GoalReading["days"], excluded_days: reading.excluded_days.filter((d) => !windowDays.includes(d)) } },
      ...(allowed.length ? [{ id: "more_days" as const, label: words.timesOnDays(windows.map((w) => `${w.start}–${w.end}`).join(", "), allowed.join(", ")), set: { windows: windows.map((w) => ({ ...w, days: null })) } }] : []),
    ],
  };
}

// ── helpers ──────────────────────────────────────────────────────────────────────────────────

const hours = (min: number) => {
  const h = min / 60;
  return h >= 10 ? `${Math.round(h)} hours` : h >= 1 ? `${Math.round(h * 10) / 10} hours` : `${Math.round(min)} minutes`;
};
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function span(input: FeasibilityInput): { first: number; last: number; days: number } {
  const first = localDayOf(input.now, input.timezone);
  const last = input.reading.deadline ? dayNumber(input.reading.deadline) : first + OPEN_HORIZON_DAYS - 1;
  return { first, last, days: Math.max(0, last - first + 1) };
}

/** Sessions per week the cadence asks for (daily → allowed days), or null when none is stated. */
function perWeek(c: ReadingCadence | null, allowedDays: number): number | null {
  if (!c || c.count === null || c.per === null) return null;
  if (c.per === "week") return c.count / c.interval;
  if (c.per === "day") return (c.count * allowedDays) / c.interval;
  return (c.count * 12) / 52 / c.interval;
}

/** Minutes the stated cadence and session lengths (a day's own where given) give between now and `lastDay` (inclusive). */
function cadenceMinutes(input: FeasibilityInput, lastDay: number, reading = input.reading): number | null {
  const cal = allowedCalendar(input.availability, input.timezone);
  const weekly = statedWeeklyMinutes(reading, WEEKDAY_CODES.filter((_, i) => cal.days.has(i + 1)), DEFAULT_SESSION);
  const first = localDayOf(input.now, input.timezone);
  if (weekly === null) return null;
  return weekly * (Math.max(0, lastDay - first + 1) / 7);
}

const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** All allowed window minutes between now and `lastDay` (the most time the person allowed at all). */
function windowMinutes(input: FeasibilityInput, lastDay: number): number {
  const cal = allowedCalendar(input.availability, input.timezone);
  const first = localDayOf(input.now, input.timezone);
  let total = 0;
  for (let d = first; d <= lastDay; d++) {
    for (const [s, e] of windowsOnDay(cal, d).intervals) total += (e - s) / 60_000;
  }
  return Math.round(total);
}

/** The first day on which `enough(lastDay)` holds, searching up to ten years ahead. */
function firstDayWhere(from: number, enough: (lastDay: number) => boolean): number | null {
  let lo = from;
  let hi = from + 7;
  while (!enough(hi)) {
    hi = from + (hi - from) * 2;
    if (hi - from > 3660) return null;
  }
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (enough(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

// ── 1. a day cannot hold it ──────────────────────────────────────────────────────────────────

function dayOverflow(input: FeasibilityInput): FeasibilityReport | null {
  return ownDayOverflow(input) ?? everyDayOverflow(input);
}

/**
 * A length the person gave some days of their own that those days' windows cannot hold ("4 hours on
 * Saturdays" with Saturday mornings 9–12): said with that day, and the longest that fits it offered.
 */
function ownDayOverflow(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  const own = ownDayLengths(reading);
  if (!own.length) return null;
  const perDay = reading.cadence?.per === "day" ? (reading.cadence.count ?? 1) : 1;
  const cal = allowedCalendar(input.availability, input.timezone);
  for (const l of own) {
    for (const d of l.days) {
      const iso = WEEKDAY_CODES.indexOf(d) + 1;
      if (!cal.days.has(iso)) continue;
      const room = Math.min(24 * 60, sumOf(cal, iso));
      const need = perDay * l.minutes;
      if (need <= room) continue;
      const fits = Math.max(5, Math.floor(Math.min(room, REALISM_LIMITS.general.max_focused_minutes_per_day) / perDay / 5) * 5);
      return {
        verdict: "impossible",
        code: "DAY_WINDOWS_TOO_SHORT",
        message: `${plural(perDay, "session")} of ${l.minutes} minutes on ${d} ${perDay === 1 ? "needs" : "need"} ${hours(need)}, but your windows give at most ${hours(room)} that day.`,
        needed_minutes: need,
        available_minutes: room,
        alternatives: [{ id: "more_time", label: `${plural(perDay, "session")} of ${fits} minutes on ${l.days.join(", ")}`, set: { session_lengths: reading.session_lengths.map((x) => (x.minutes === l.minutes && x.days.includes(d) ? { ...x, minutes: fits } : x)) } }],
      };
    }
  }
  return null;
}

function everyDayOverflow(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  const c = reading.cadence;
  if (!c || c.per !== "day" || !reading.session_minutes) return null;
  const perDay = c.count ?? 1;
  const need = perDay * reading.session_minutes;
  const cal = allowedCalendar(input.availability, input.timezone);
  const longestDay = Math.max(0, ...[...cal.days].map((d) => sumOf(cal, d)));
  if (need <= Math.min(24 * 60, longestDay)) return null;
  // Also within the daily ceiling: a length the realism check would refuse is no way out.
  const fits = Math.max(5, Math.floor(Math.min(24 * 60, longestDay, REALISM_LIMITS.general.max_focused_minutes_per_day) / perDay / 5) * 5);
  const whole = need > 24 * 60;
  return {
    verdict: "impossible",
    code: whole ? "MORE_THAN_A_DAY" : "DAY_WINDOWS_TOO_SHORT",
    message: whole
      ? `${plural(perDay, "session")} of ${reading.session_minutes} minutes a day is ${hours(need)}, more than a day has.`
      : `${plural(perDay, "session")} of ${reading.session_minutes} minutes a day ${perDay === 1 ? "needs" : "need"} ${hours(need)}, but your windows give at most ${hours(longestDay)} a day.`,
    needed_minutes: need,
    available_minutes: longestDay,
    alternatives: [
      { id: "more_time", label: `${plural(perDay, "session")} of ${fits} minutes a day`, set: { session_minutes: fits } },
      ...(perDay > 1 ? [{ id: "fewer_sessions" as const, label: `one session of ${Math.min(reading.session_minutes, Math.floor(longestDay / 5) * 5)} minutes a day`, set: { cadence: { ...c, count: 1 }, session_minutes: Math.min(reading.session_minutes, Math.floor(longestDay / 5) * 5) } }] : []),
    ],
  };
}

function sumOf(cal: ReturnType<typeof allowedCalendar>, isoDay: number): number {
  const fixed = cal.fixed.get(isoDay);
  if (fixed?.length) return 24 * 60 - Math.min(...fixed);
  return (cal.byDay.get(isoDay) ?? cal.windows).reduce((s, [a, b]) => s + (b - a), 0);
}

// ── 2. more sessions than days ───────────────────────────────────────────────────────────────

function frequencyConflict(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  const cal = allowedCalendar(input.availability, input.timezone);
  const allowed = [...cal.days].sort();
  const codes = allowed.map((d) => ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"][d]!) as GoalReading["days"] & string[];
  const c = reading.cadence;
  const flagged = reading.issues.some((i) => i.code === "CONFLICT" && (i.field === "cadence" || i.field === "days"));
  const asked = c?.per === "week" && c.count !== null ? c.count / c.interval : c?.per === "day" && flagged ? 7 : null;
  if (asked === null || asked <= allowed.length) return null;
  if (allWindows(cal).length === 0) return null;
  return {
    verdict: "impossible",
    code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
    message: `You asked for ${plural(asked, "session")} a week but allowed only ${plural(allowed.length, "day")} (${codes.join(", ")}).`,
    needed_minutes: null,
    available_minutes: null,
    alternatives: [
      {
        id: "fewer_sessions",
        label: `${plural(allowed.length, "session")} a week, one on each allowed day`,
        set: { cadence: { count: allowed.length, per: "week", interval: 1, nth_weekday: null, month_day: null } },
      },
      { id: "more_days", label: `${plural(Math.ceil(asked), "session")} a week on any day`, set: { days: null } },
    ],
  };
}

// ── 3. stated effort vs the time given ───────────────────────────────────────────────────────

function effortVsTime(input: FeasibilityInput): FeasibilityReport | null {
  const need = input.reading.total_effort_minutes;
  if (!need || !input.reading.deadline) return null;
  const { first, last } = span(input);
  const windows = windowMinutes(input, last);
  const byCadence = cadenceMinutes(input, last);
  const available = byCadence === null ? windows : Math.min(byCadence, windows);
  if (need <= available) return null;
  // What fits by the date, as the smaller piece of work (offered when it is worth a session at all).
  const fits = Math.floor(available / 15) * 15;
  const lang = input.reading.language;
  const smaller: Alternative | null =
    fits >= 30 ? { id: "smaller_target", label: alternativeWords(lang).effortFits(duration(lang, fits), input.reading.deadline, duration(lang, need)), set: { total_effort_minutes: fits } } : null;
  return shortOfTime(input, need, available, "EFFORT_EXCEEDS_TIME", `This needs about ${hours(need)}, but the time you allowed before ${input.reading.deadline} gives ${hours(available)}.`, first, windows < need ? "impossible" : "unrealistic", smaller);
}

function shortOfTime(
  input: FeasibilityInput,
  need: number,
  available: number,
  code: string,
  message: string,
  first: number,
  verdict: FeasibilityVerdict,
  smaller?: Alternative | null,
): FeasibilityReport {
  const { reading } = input;
  const alternatives: Alternative[] = [];
  const lastOk = firstDayWhere(first, (d) => Math.min(cadenceMinutes(input, d) ?? Infinity, windowMinutes(input, d)) >= need);
  if (lastOk !== null) alternatives.push({ id: "later_deadline", label: `the same routine with the deadline moved to ${dateOfDay(lastOk)}`, set: { deadline: dateOfDay(lastOk) } });
  const last = span(input).last;
  const cal = allowedCalendar(input.availability, input.timezone);
  const per = perWeek(reading.cadence, cal.days.size);
  const windows = windowMinutes(input, last);
  if (per !== null && windows >= need) {
    const weeks = Math.max(1, (last - first + 1) / 7);
    const minutes = Math.ceil(need / (per * weeks) / 5) * 5;
    const limit = REALISM_LIMITS.general.max_focused_minutes_per_day;
    if (minutes <= Math.min(limit, Math.max(...[...cal.days].map((d) => sumOf(cal, d))))) {
      alternatives.push({ id: "more_time", label: `${plural(minutes, "minute")} per session instead of ${reading.session_minutes ?? DEFAULT_SESSION}`, set: { session_minutes: minutes } });
    }
  }
  if (smaller) alternatives.push(smaller);
  const h = (m: number) => Math.round((m / 60) * 10) / 10;
  return { verdict, code, message, needed_minutes: Math.round(need), available_minutes: Math.round(available), alternatives: alternatives.slice(0, 3), facts: { need: h(need), available: h(available), date: reading.deadline ?? "" } };
}

// ── 4. realism limits per kind ───────────────────────────────────────────────────────────────


function realism(input: FeasibilityInput): FeasibilityReport | null {
  return perDayLimit(input) ?? language(input) ?? weight(input) ?? muscle(input) ?? endurance(input) ?? savings(input) ?? books(input) ?? buildUpTooShort(input);
}

/**
 * A goal whose plan is a build-up in phases (a language, strength, a company's reorganisation:
 * data/realism-limits.json `build_up`; a small skill or one system's migration can be short work)
 * due within SHORT_PLAN_DAYS would be planned as a handful of sessions with no phases (the
 * outline's short plan, grammar.ts): that is
 * not what the person asked for, so it is said, with the same routine over the kind's minimum
 * weeks and over twice that as the ways out, and the stated sessions before the date as a sized
 * first step (plan what fits, named as such). A goal the person sized themselves ("about 5 hours of
 * work") is a piece of work and plans; targets with figures (a level, kilos, a race) are judged by
 * their own checks first.
 */
function buildUpTooShort(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  const min = (REALISM_LIMITS.build_up.min_weeks as Record<string, number>)[reading.pattern.subtype ?? ""];
  if (!min || !reading.deadline || reading.total_effort_minutes !== null) return null;
  const { first, last } = span(input);
  if (last - first > SHORT_PLAN_DAYS) return null;
  const days = Math.max(0, last - first);
  const alternatives: Alternative[] = [min, min * 2].map((weeks) => {
    const deadline = dateOfDay(first + weeks * 7);
    return { id: "later_deadline", label: `the same routine over ${weeks} weeks, until ${deadline}`, set: { deadline } };
  });
  // Or what fits, said as what it is: the stated sessions before the date, as a sized first step.
  const cal = allowedCalendar(input.availability, input.timezone);
  const per = perWeek(reading.cadence, cal.days.size);
  const sessions = per === null ? 0 : Math.floor((per * (last - first + 1)) / 7);
  if (sessions >= 1 && reading.session_minutes !== null)
    alternatives.push({ id: "smaller_target", label: alternativeWords(reading.language).firstStep(sessions, reading.session_minutes, reading.deadline), set: { total_effort_minutes: sessions * reading.session_minutes } });
  return {
    verdict: "unrealistic",
    code: "TOO_SHORT_TO_BUILD_UP",
    message: `A goal like this is built up over weeks (at least ${min}), but ${reading.deadline} leaves ${plural(days, "day")}: the plan would be a handful of sessions.`,
    facts: { min, date: reading.deadline, days },
    needed_minutes: null,
    available_minutes: null,
    alternatives,
  };
}

/** How far the planned reading time may fall short of the hours the books take before we say so. */
const BOOK_SLACK = 1.5;
const BOOKS = /(\d[\d,.]*)\s*(books?|bücher|buch|livres?|libros?|boeken|boek|livros?|冊|本の本)/i;

/**
 * A number of books by a date: at least about three hours a book (data/realism-limits.json). The
 * time is the stated rhythm's (else every allowed window, at most the daily ceiling); too few hours
 * is said with the numbers, with fewer books by the date and the same books later as the ways out.
 */
function books(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  if (reading.pattern.subtype !== "count_target" || !reading.deadline) return null;
  const m = BOOKS.exec(reading.level.target ?? "") ?? BOOKS.exec(reading.title);
  if (!m) return null;
  const n = Number(m[1]!.replace(/[,.](?=\d{3}\b)/g, ""));
  if (!Number.isFinite(n) || n < 2) return null;
  const perBook = REALISM_LIMITS.count_target.min_hours_per_book * 60;
  const need = n * perBook;
  const { first, last } = span(input);
  const ceiling = (d: number) => Math.min(windowMinutes(input, d), (d - first + 1) * REALISM_LIMITS.general.max_focused_minutes_per_day);
  const time = (d: number) => Math.min(cadenceMinutes(input, d) ?? Infinity, ceiling(d));
  const available = time(last);
  // Reading outside the planned sessions makes the hours go further: within BOOK_SLACK of them is a plan.
  if (available * BOOK_SLACK >= need) return null;
  const alternatives: Alternative[] = [];
  const fit = Math.floor((available * BOOK_SLACK) / perBook);
  const unit = m[2]!;
  const target = fit === 1 ? `1 ${unit.replace(/s$/i, "")}` : `${fit} ${unit}`;
  if (fit >= 1) alternatives.push({ id: "smaller_target", label: `${target} by ${reading.deadline} instead of ${n}`, set: { level: { current: reading.level.current, target } } });
  const later = firstDayWhere(first, (d) => time(d) * BOOK_SLACK >= need);
  if (later !== null) alternatives.push({ id: "later_deadline", label: `the same ${n} ${unit} by ${dateOfDay(later)}`, set: { deadline: dateOfDay(later) } });
  return {
    verdict: ceiling(last) < need ? "impossible" : "unrealistic",
    code: "UNREALISTIC_READING_TARGET",
    message: `${n} books take at least ${Math.round(need / 60)} hours of reading (about ${REALISM_LIMITS.count_target.min_hours_per_book} hours a book), but the time before ${reading.deadline} gives ${hours(available)}.`,
    needed_minutes: need,
    available_minutes: Math.round(available),
    alternatives,
    facts: { n, need: Math.round(need / 60), date: reading.deadline, available: Math.round((available / 60) * 10) / 10 },
  };
}

/** Transfers that cannot reach the stated target by the deadline: the numbers, and three checked ways out. */
function savings(input: FeasibilityInput): FeasibilityReport | null {
  const { first, last } = span(input);
  const short = savingsShortfall(input.reading, first, last);
  if (!short) return null;
  const { target, transfer, transfers, reached } = short;
  return {
    verdict: "impossible",
    code: "SAVINGS_SHORT_OF_TARGET",
    message: `${plural(transfers, "transfer")} of ${formatMoney(transfer.amount, transfer)} by ${input.reading.deadline} make ${formatMoney(reached, transfer)}, ${formatMoney(target.amount - reached, target)} short of ${formatMoney(target.amount, target)}.`,
    facts: { n: transfers, transfer: formatMoney(transfer.amount, transfer), date: input.reading.deadline!, reached: formatMoney(reached, transfer), short: formatMoney(target.amount - reached, target), target: formatMoney(target.amount, target) },
    needed_minutes: null,
    available_minutes: null,
    alternatives: short.alternatives,
  };
}

function perDayLimit(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  const c = reading.cadence;
  if (!c || c.per !== "day" || !reading.session_minutes) return null;
  const perDay = (c.count ?? 1) * reading.session_minutes;
  const limit = REALISM_LIMITS.general.max_focused_minutes_per_day;
  if (perDay <= limit) return null;
  return {
    verdict: "unrealistic",
    code: "UNREALISTIC_DAILY_LOAD",
    message: `${hours(perDay)} a day, every day, is more than anyone keeps up; about ${hours(limit)} is a generous ceiling.`,
    needed_minutes: perDay,
    available_minutes: limit,
    alternatives: [{ id: "more_time", label: `${hours(limit)} a day`, set: { session_minutes: Math.floor(limit / (c.count ?? 1) / 5) * 5 } }],
  };
}

function textOf(r: GoalReading): string {
  return [r.title, r.level.target ?? "", r.level.current ?? "", ...r.items.map((i) => i.title)].join(" ").toLowerCase();
}

/**
 * A language level by a date (JLPT N4, HSK 4, TOPIK 3, B2, DELF B2, "fluent"), for a language goal or
 * an exam goal that names one: the hours the planned sessions give before the deadline against the
 * hours the level usually takes from the stated current level, else from zero (language-levels.ts,
 * data/realism-limits.json). Far short: unrealistic, with the same routine later, longer sessions by
 * the same date, the highest level the time reaches, and a daily hour or two with a later date.
 * Without a date there is nothing to fall short of: the plan runs its default horizon.
 */
function language(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  if (reading.pattern.subtype !== "language_learning" && reading.pattern.subtype !== "exam_preparation") return null;
  if (!reading.deadline) return null;
  const L = REALISM_LIMITS.language_learning;
  const levels = targetAndCurrent(reading.level.target, reading.level.current, [reading.title, ...reading.items.map((i) => i.title)].join(" · "));
  if (!levels) return null;
  const { target, current } = levels;
  const text = textOf(reading);
  const factor = target.scale === "cefr" && L.hard_languages.some((w) => text.includes(w.toLowerCase())) ? L.hard_language_factor : 1;
  const from = current ? levelHours(current, factor) : 0;
  const needFor = (l: LanguageLevel) => (levelHours(l, factor) - from) * 60;
  const need = needFor(target);
  if (need <= 0) return null;
  const { first, last } = span(input);
  const planned = (d: number) => cadenceMinutes(input, d) ?? windowMinutes(input, d);
  const available = planned(last);
  // Self-study on top of the planned sessions makes the usual hours go further: within a factor of
  // LANGUAGE_SLACK of them is ambitious but a plan; beyond it we say so.
  if (available * LANGUAGE_SLACK >= need) return null;
  const alternatives: Alternative[] = [];
  // The same routine, with the date the level's hours are reached.
  const later = firstDayWhere(first, (d) => planned(d) * LANGUAGE_SLACK >= need);
  if (later !== null) alternatives.push({ id: "later_deadline", label: `the same routine, with ${target.label} by ${dateOfDay(later)}`, set: { deadline: dateOfDay(later) } });
  // More time per week by the same date: longer sessions, while a day and its windows hold them.
  const cal = allowedCalendar(input.availability, input.timezone);
  const per = perWeek(reading.cadence, cal.days.size);
  if (per !== null && reading.session_minutes !== null) {
    const sessions = per * Math.max(1, (last - first + 1) / 7);
    const minutes = Math.ceil(need / LANGUAGE_SLACK / sessions / 5) * 5;
    const perDay = reading.cadence?.per === "day" ? (reading.cadence.count ?? 1) : 1;
    const room = Math.min(L.max_study_minutes_per_day / perDay, Math.max(0, ...[...cal.days].map((d) => sumOf(cal, d))));
    if (minutes > reading.session_minutes && minutes <= room) alternatives.push({ id: "more_time", label: `${plural(minutes, "minute")} per session instead of ${reading.session_minutes}, with ${target.label} by ${reading.deadline}`, set: { session_minutes: minutes } });
  }
  // The highest level of the same scale the time reaches.
  const reachable = scaleLevels(target.scale)
    .filter((l) => l.rank < target.rank && (!current || l.rank > current.rank) && needFor(l) <= available * LANGUAGE_SLACK)
    .pop();
  if (reachable) alternatives.push({ id: "smaller_target", label: `aim for ${reachable.label} by ${reading.deadline} instead of ${target.label}`, set: { level: { current: reading.level.current ?? current?.label ?? null, target: reachable.label } } });
  // An hour a day with a later date, two hours a day with a nearer one (not the routine itself again).
  const daily = reading.cadence?.per === "day" && reading.cadence.interval === 1 && !reading.days ? (reading.cadence.count ?? 1) * (reading.session_minutes ?? DEFAULT_SESSION) : null;
  for (const minutes of [60, 120]) {
    if (alternatives.length >= 3) break;
    if (minutes === daily && later !== null) continue;
    const days = Math.ceil(need / LANGUAGE_SLACK / minutes);
    if (days > 3660) continue;
    const deadline = dateOfDay(first + days);
    alternatives.push({
      id: "later_deadline",
      label: `${minutes} minutes a day, with ${target.label} by ${deadline}`,
      set: { deadline, cadence: { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null }, session_minutes: minutes },
    });
  }
  return {
    verdict: "unrealistic",
    code: "UNREALISTIC_LANGUAGE_TARGET",
    message: `Reaching ${target.label}${current ? ` from ${current.label}` : ""} usually takes about ${Math.round(need / 60)} hours of study${factor > 1 ? " for this language" : ""}, but this plan gives ${hours(available)} before ${reading.deadline}.`,
    facts: { level: target.label, need: Math.round(need / 60), available: Math.round((available / 60) * 10) / 10, date: reading.deadline },
    needed_minutes: Math.round(need),
    available_minutes: Math.round(available),
    alternatives: alternatives.slice(0, 3),
  };
}

/** How far planned sessions may fall short of the usual hours for a language level before a target is unrealistic. */
const LANGUAGE_SLACK = 2.5;

const KG_AMOUNT = /(\d+(?:[.,]\d+)?)\s*(kg|kilo|kilos|lbs?|pounds?|公斤|キロ)/g;
const kgOf = (m: RegExpMatchArray) => Number(m[1]!.replace(",", ".")) * (/^(lb|pound)/.test(m[2]!) ? 0.4536 : 1);

/** The kilos a goal names: the target the person (or a chosen alternative) set wins over the amounts in the title. */
function statedKilos(reading: GoalReading): { kilos: number[]; fromTarget: boolean } {
  const target = [...(reading.level.target ?? "").toLowerCase().matchAll(KG_AMOUNT)];
  const found = target.length ? target : [...textOf(reading).matchAll(KG_AMOUNT)];
  return { kilos: found.map(kgOf), fromTarget: target.length > 0 };
}

/**
 * A body change faster than `max` kg a week (by more than half again): unrealistic, with the same
 * target later and a smaller target by the deadline as the alternatives.
 */
function bodyRate(input: FeasibilityInput, kg: number, max: number, o: { code: string; message: (kg: number, perWeek: number) => string; verb: string }): FeasibilityReport | null {
  const { first, last } = span(input);
  const weeks = Math.max(1 / 7, (last - first + 1) / 7);
  if (kg / weeks <= max * 1.5) return null;
  const later = first + Math.ceil((kg / max) * 7);
  const reachable = Math.max(0.5, Math.floor(weeks * max * 2) / 2);
  const { reading } = input;
  return {
    verdict: "unrealistic",
    code: o.code,
    message: o.message(Math.round(kg * 10) / 10, Math.round((kg / weeks) * 10) / 10),
    needed_minutes: null,
    available_minutes: null,
    alternatives: [
      { id: "later_deadline", label: `the same target by ${dateOfDay(later)}`, set: { deadline: dateOfDay(later) } },
      { id: "smaller_target", label: `${o.verb} ${reachable} kg by ${reading.deadline}`, set: { level: { current: reading.level.current, target: `${reachable} kg` } } },
    ],
  };
}

function weight(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  if (reading.pattern.subtype !== "weight_loss" || !reading.deadline) return null;
  const { kilos, fromTarget } = statedKilos(reading);
  if (!kilos.length) return null;
  // Two amounts in the title ("from 80 to 70 kg") are a start and an end weight: the loss is their difference.
  const [a, b] = kilos;
  const kg = b !== undefined && !fromTarget && a! > b ? a! - b : a!;
  const max = REALISM_LIMITS.weight_loss.max_kg_per_week;
  return bodyRate(input, kg, max, {
    code: "UNREALISTIC_WEIGHT_LOSS_RATE",
    verb: "lose",
    message: (k, perWeek) => `Losing ${k} kg by ${reading.deadline} is ${perWeek} kg a week; a safe rate is at most ${max} kg a week.`,
  });
}

const MUSCLE = /\b(muscle|muscles|muscular|músculo|músculos|muscular|muscolo|muscoli|musculaire|spier|spieren|spiermassa)|muskel|肌肉|筋肉/i;

/** Muscle to gain ("gain 8 kg of muscle by January"): at most about half a kilo a week. */
function muscle(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  if (reading.pattern.subtype !== "strength_building" || !reading.deadline || !MUSCLE.test(textOf(reading))) return null;
  const { kilos } = statedKilos(reading);
  if (!kilos.length) return null;
  const max = REALISM_LIMITS.strength_building.max_muscle_kg_per_week;
  return bodyRate(input, kilos[0]!, max, {
    code: "UNREALISTIC_MUSCLE_GAIN_RATE",
    verb: "gain",
    message: (k, perWeek) => `Gaining ${k} kg of muscle by ${reading.deadline} is ${perWeek} kg a week; about ${max} kg a week is already a fast rate.`,
  });
}

function endurance(input: FeasibilityInput): FeasibilityReport | null {
  const { reading } = input;
  if (reading.pattern.subtype !== "endurance_training") return null;
  const E = REALISM_LIMITS.endurance_training;
  const cal = allowedCalendar(input.availability, input.timezone);
  const per = perWeek(reading.cadence, cal.days.size);
  const weekly = per !== null && reading.session_minutes ? per * reading.session_minutes : null;
  if (weekly !== null && weekly > E.max_hours_per_week * 60) {
    const minutes = Math.floor((E.max_hours_per_week * 60) / per! / 5) * 5;
    return {
      verdict: "unrealistic",
      code: "UNREALISTIC_TRAINING_VOLUME",
      message: `${hours(weekly)} of training a week is more than an amateur body recovers from; about ${E.max_hours_per_week} hours is the ceiling.`,
      needed_minutes: weekly,
      available_minutes: E.max_hours_per_week * 60,
      alternatives: [{ id: "more_time", label: `${plural(minutes, "minute")} per session (${E.max_hours_per_week} hours a week)`, set: { session_minutes: minutes } }],
    };
  }
  if (!reading.deadline) return null;
  // A race the person (or a chosen alternative) set as the target wins over the one the title names.
  const race = raceIn(reading.level.target ?? "") ?? raceIn(textOf(reading));
  if (!race) return null;
  const { first, last } = span(input);
  const weeks = (last - first + 1) / 7;
  const min = E.min_weeks[race];
  if (weeks * 2 >= min) return null;
  const later = first + min * 7;
  // A shorter race: the longest one the weeks left prepare for, else the shortest one on its own earliest date.
  const shorter = RACES.filter((r) => E.min_weeks[r] < min);
  const byThen = shorter.filter((r) => weeks * 2 >= E.min_weeks[r]).pop();
  const shortest = shorter[0];
  const words = alternativeWords(reading.language);
  const smaller: Alternative[] = byThen
    ? [{ id: "shorter_race", label: words.raceOn(raceName(reading.language, byThen), reading.deadline), set: { level: { current: reading.level.current, target: byThen } } }]
    : shortest
      ? [{ id: "shorter_race", label: words.raceFrom(raceName(reading.language, shortest), dateOfDay(first + E.min_weeks[shortest] * 7)), set: { level: { current: reading.level.current, target: shortest }, deadline: dateOfDay(first + E.min_weeks[shortest] * 7) } }]
      : [];
  return {
    verdict: "unrealistic",
    code: "UNREALISTIC_RACE_PREPARATION",
    message: `${/^[aeiou]/i.test(race) ? "An" : "A"} ${race} usually needs at least ${min} weeks of training; ${reading.deadline} leaves ${weeks < 2 ? `${Math.max(0, Math.round(weeks * 7))} ${Math.round(weeks * 7) === 1 ? "day" : "days"}` : `${Math.round(weeks * 10) / 10} weeks`}.`,
    facts: { race: raceName(reading.language, race), min, date: reading.deadline, days: Math.max(0, Math.round(weeks * 7)) },
    needed_minutes: null,
    available_minutes: null,
    alternatives: [{ id: "later_deadline", label: `race on or after ${dateOfDay(later)}`, set: { deadline: dateOfDay(later) } }, ...smaller],
  };
}

/** Race distances, shortest first (by the weeks they take). */
const RACES = (Object.keys(REALISM_LIMITS.endurance_training.min_weeks) as Array<keyof typeof REALISM_LIMITS.endurance_training.min_weeks>).sort(
  (a, b) => REALISM_LIMITS.endurance_training.min_weeks[a] - REALISM_LIMITS.endurance_training.min_weeks[b],
);
/**
 * The words that name each race, in the reading languages. "maratón" (es) has its accent. A distance
 * in kilometres is a race when it is said as one ("a 10 km", "einen 10-km-Lauf", "a 5 km race"); alone
 * ("run 5 km three times a week") it is how far a session goes. In a reply to a race goal any distance
 * is a race (`loose`: "meglio una 10 km", "改成10公里吧"). "10キロ" is also ten kilos: never a race here.
 */
const KM_RACE = (n: number) => new RegExp(`\\b${n}k\\b|\\b(?:a|an|un|una|une|uma|ein|eine|einen|een)\\s+${n}[-\\s]?km\\b|(?<![.,])\\b${n}[-\\s]?km[-\\s]?(?:lauf|rennen|race|loop|run|corrida|carrera|course|gara)`, "i");
const KM_ANY = (n: number) => new RegExp(`(?<![.,])\\b${n}[-\\s]?km?\\b|(?<![0-9.,])${n}\\s?公里`, "i");
const RACE_WORDS: Record<(typeof RACES)[number], RegExp> = {
  "5k": KM_RACE(5),
  "10k": KM_RACE(10),
  // "mezza maratona", "maratón": Italian halves and Spanish accents are races too ("Correr un maratón en 3 semanas" was no race).
  "half marathon": /\bhalf[- ]marathon|halbmarathon|semi[- ]?marat[oó]n|media[- ]marat[oó]n|meia[- ]marat(?:ona|hon)|mezza[- ]maratona|halve marathon|ハーフマラソン|半程马拉松|半程馬拉松|半马|半馬/i,
  marathon: /marat(?:h)?[oó]n|マラソン|马拉松|馬拉松/i,
  ultra: /\bultra(?:[- ]?(?:trail|marat(?:h)?[oó]n|run))?\b|ウルトラマラソン|超级马拉松|超馬/i,
};
const LOOSE_WORDS: Record<(typeof RACES)[number], RegExp> = { ...RACE_WORDS, "5k": KM_ANY(5), "10k": KM_ANY(10) };

/**
 * Where a text names a race: the race and the words that name it, with the rest of the word
 * ("maratona", "Marathons"), so a title can say another race in their place.
 */
export function raceMention(text: string): { race: (typeof RACES)[number]; index: number; text: string } | null {
  const race = raceIn(text);
  if (!race) return null;
  const m = new RegExp(`(?:${RACE_WORDS[race].source})\\p{Script=Latin}*`, "iu").exec(text);
  return m ? { race, index: m.index, text: m[0] } : null;
}

/** Every race a text names, in the order it names them (a half marathon is no marathon); `loose`: any distance in km is a race (see RACE_WORDS). */
export function racesIn(text: string, opts: { loose?: boolean } = {}): Array<{ race: (typeof RACES)[number]; index: number; text: string }> {
  const words = opts.loose ? LOOSE_WORDS : RACE_WORDS;
  const found: Array<{ race: (typeof RACES)[number]; index: number; text: string }> = [];
  for (const r of ["ultra", "half marathon", "marathon", "10k", "5k"] as const)
    for (const m of text.matchAll(new RegExp(`(?:${words[r].source})\\p{Script=Latin}*`, "giu")))
      if (!found.some((f) => m.index < f.index + f.text.length && f.index < m.index + m[0].length)) found.push({ race: r, index: m.index, text: m[0] });
  return found.sort((a, b) => a.index - b.index);
}

/** Amounts of body weight a text names, in kilos, in order, with the words that name them. */
export function kilosIn(text: string): Array<{ kilos: number; text: string }> {
  return [...text.toLowerCase().matchAll(KG_AMOUNT)].map((m) => ({ kilos: kgOf(m), text: m[0] }));
}

/** The number of books a text names, with the words that name it, else null. */
export function booksIn(text: string): { n: number; unit: string; text: string } | null {
  const m = BOOKS.exec(text);
  const n = m ? Number(m[1]!.replace(/[,.](?=\d{3}\b)/g, "")) : NaN;
  return m && Number.isFinite(n) && n >= 1 ? { n, unit: m[2]!, text: m[0] } : null;
}

/** The race a text names (the longer distance's words first: a half marathon is no marathon). */
export function raceIn(text: string): (typeof RACES)[number] | null {
  for (const r of ["ultra", "half marathon", "marathon", "10k", "5k"] as const) {
    if (!RACE_WORDS[r].test(text)) continue;
    if (r === "marathon" && RACE_WORDS["half marathon"].test(text)) continue;
    return r;
  }
  return null;
}
