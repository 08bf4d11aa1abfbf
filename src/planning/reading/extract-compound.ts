/**
 * Compound availability and the goal's other activities, read clause by clause (clauses.ts).
 *
 * The main activity's schedule is first read over all its clauses at once (extract-schedule.ts):
 * its rhythm, days and exceptions hold for the whole goal. When two or more of its clauses name
 * their own days ("30 minutes on weekday evenings after 8pm and an hour on Saturday mornings",
 * "2 hours a day on weekdays and 4 hours on weekends", "dienstags und donnerstags abends ab 18 Uhr
 * und sonntags vormittags"), each clause is read again on its own and what it says of time goes to
 * its own days:
 * - windows and start times carry the clause's days; a clause with a rhythm and no days of its own
 *   ("30 minutes every day and an hour on Saturdays") has the days no other clause names;
 * - a bound said in one clause ("after 8pm") is that clause's: it narrows the clause's windows
 *   (or becomes one from the bound to the end of the day, 23:59, or from 06:00 to it), unless every
 *   other clause's time already keeps it — then it stays a bound for all ("…, never before 7am");
 * - lengths: one length for every session is `session_minutes`; different ones are
 *   `session_lengths` by days (session_minutes then null). A length said before a clause's days
 *   ("30 minutes on weekday evenings and Saturday mornings") is the next clause's too.
 * Every other activity ("and study theory 20 minutes every day") is read on its own clauses into an
 * activity item with its own rhythm, days, windows, start times and length, titled in the person's words.
 */
import type { DayLength, FixedTime, ReadingItem, ReadingWindow } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import type { Clause, ClauseReading } from "./clauses.js";
import { readSchedule, type Region, type ScheduleReading } from "./extract-schedule.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { onlyIn, WEEK, type Spans } from "./phrases.js";

/** The schedule of some regions of the text alone (the rest blanked, so indices hold). */
function readRegions(text: string, lex: Lexicon, spans: Spans, regions: readonly Region[]): ScheduleReading {
  return readSchedule(onlyIn(text, regions), lex, spans.clone());
}

const inWeek = (days: Iterable<Weekday>): Weekday[] => {
  const set = new Set(days);
  return WEEK.filter((d) => set.has(d));
};
const sameDays = (a: readonly Weekday[] | null, b: readonly Weekday[] | null) => (a ?? []).join() === (b ?? []).join();

interface ClauseTime {
  clause: Clause;
  r: ScheduleReading;
  /** The days the clause names for its sessions. */
  days: Weekday[];
  windows: (ReadingWindow & { sitting?: boolean })[];
  fixed: FixedTime[];
  length: number | null;
}

/** A clause's region without its "for every clause" tail ("…, jeweils eine Stunde"). */
const body = (c: Clause): Region => ({ start: c.start, end: c.tail ? c.tail.start : c.end });

/**
 * The main reading with its time said clause by clause, when the main activity's clauses give
 * different days a time or length of their own; else the main reading as it is.
 *
 * Clauses with days of their own are read one by one. A clause with a rhythm and no days of its
 * own ("30 minutes every day", "4 runs a week"), a clause of another sentence with no days ("Never
 * before 7am.") and a last "…, 45 minutes each" say what holds for all: on the days no clause
 * names — when the rhythm leaves such days (every day; more sessions a week than days named) —
 * and on named days that say nothing of their own. Days named after a rhythm that leaves none
 * ("3 hours a day, Monday to Friday, 9 till 12") only say which days: nothing per day.
 */
export function readCompound(text: string, lex: Lexicon, spans: Spans, clauses: ClauseReading, main: ScheduleReading): ScheduleReading {
  const anchored = clauses.clauses.filter((c) => c.activity === 0 && (c.days.length > 0 || c.rhythm));
  // (Days said only with a comparative of length are a clause of their own beside the length said for all.)
  const twoLengths = otherLength(text, lex, spans, clauses, anchored, main);
  if (anchored.length < (main.comparedDays?.length || twoLengths ? 1 : 2)) return main;
  // "…von 8 bis 12 und von 14 bis 17 Uhr, freitags nur vormittags": the restricting clause narrows the others' windows (read whole).
  if (main.narrowed?.length) return main;
  const excluded = new Set(main.excluded_days);
  const read = anchored.map((clause) => ({ clause, r: readRegions(text, lex, spans, [body(clause)]) }));
  const ownDays = (x: { clause: Clause; r: ScheduleReading }) => {
    const days = x.r.days ?? (x.clause.days.length ? x.clause.days : null);
    return days && days.length < 7 ? days.filter((d) => !excluded.has(d)) : null;
  };
  const named = read.filter((x) => ownDays(x)?.length);
  if (!named.length) return main;
  const forAll = read.filter((x) => !named.includes(x));
  const tails = anchored.flatMap((c) => (c.tail ? [c.tail] : []));
  const loose = [
    ...clauses.clauses.filter((c) => c.activity === 0 && !anchored.includes(c)).map((c) => ({ start: c.start, end: c.end })),
    ...forAll.map((x) => body(x.clause)),
    ...tails,
  ];
  const global = loose.length ? readRegions(text, lex, spans, loose) : null;

  // The days no clause names get the rhythm's sessions too: every day, or more sessions a week than days named.
  const namedSet = new Set(named.flatMap((x) => ownDays(x)!));
  const rhythm = forAll.map((x) => x.r.cadence).find((c) => c !== null) ?? null;
  const leaves = rhythm !== null && rhythm.interval === 1 && (rhythm.per === "day" || (rhythm.per === "week" && (rhythm.count ?? 0) > namedSet.size));
  // "Sessions around 45 min, Saturdays longer (90 min)": days said only with a comparative of length leave every
  // other allowed day to the length said for all, whatever the rhythm (or none).
  const compared = (Boolean(main.comparedDays?.length) && main.days === null) || twoLengths;
  const rest = leaves || compared ? WEEK.filter((d) => !namedSet.has(d) && !excluded.has(d)) : [];
  const says = (r: ScheduleReading | null) => Boolean(r && (r.windows.length || r.fixed_times.length || r.not_before || r.not_after || r.session_minutes !== null));
  // Nothing per day: one group of named days and no other days, or no clause that says a time or length of its own.
  if ((named.length < 2 && !rest.length) || !named.some((x) => says(x.r))) return main;
  // One group of named days after a rhythm that says which days and when ("3 hours a day, Monday to Friday, 9 till 12",
  // "4 runs a week, long run on Sunday mornings"): a length of their own, or a time after "and", makes them differ.
  if (named.length === 1) {
    const only = named[0]!;
    const ownLength = only.r.session_minutes !== null && only.r.session_minutes !== (global?.session_minutes ?? null);
    if (!ownLength && (only.clause.comma || !says({ ...only.r, session_minutes: null }))) return main;
  }
  if (named.length >= 2 && named.every((x) => sameDays(ownDays(x), ownDays(named[0]!)))) return main;

  const times: ClauseTime[] = named.map((x) => ({ clause: x.clause, r: x.r, days: ownDays(x)!, windows: [], fixed: [], length: x.r.session_minutes }));
  const forAllClause = forAll[0]?.clause ?? clauses.clauses.find((c) => c.activity === 0 && !anchored.includes(c));
  if (rest.length && global && forAllClause) times.push({ clause: forAllClause, r: global, days: rest, windows: [], fixed: [], length: global.session_minutes });
  const allWindows = (r: ScheduleReading, days: Weekday[]) =>
    r.windows.map((w) => ({ ...w, days: w.days ? w.days.filter((d) => days.includes(d)) : days, ...(r.sittings.some((s) => s.start === w.start && s.end === w.end) ? { sitting: true } : {}) })).filter((w) => w.days.length > 0);
  const allFixed = (r: ScheduleReading, days: Weekday[]) => r.fixed_times.map((f) => ({ days: f.days ? f.days.filter((d) => days.includes(d)) : days, time: f.time })).filter((f) => f.days.length > 0);
  for (const t of times) {
    // A named day that says no time of its own has the one said for all.
    const timeFrom = t.r.windows.length || t.r.fixed_times.length || !global ? t.r : global;
    t.windows = allWindows(timeFrom, t.days);
    t.fixed = allFixed(timeFrom, t.days);
  }

  // Bounds: those said for all stay bounds; a clause's own stays one when every other clause's time keeps it, else it is the clause's.
  let not_before = global?.not_before ?? null;
  let not_after = global?.not_after ?? null;
  for (const t of times) {
    if (t.r === global) continue;
    const others = times.filter((o) => o !== t);
    const keeps = (ok: (w: { start: string; end: string }) => boolean, fixedOk: (time: string) => boolean) =>
      others.every((o) => (o.windows.length || o.fixed.length) && o.windows.every(ok) && o.fixed.every((f) => fixedOk(f.time)));
    const nb = t.r.not_before;
    const na = t.r.not_after;
    if (nb && keeps((w) => w.end > nb, (x) => x >= nb)) not_before ??= nb;
    else if (nb) {
      t.windows = t.windows.map((w) => ({ ...w, start: w.start < nb ? nb : w.start })).filter((w) => w.start < w.end);
      if (!t.windows.length && !t.fixed.length) t.windows = [{ days: t.days, start: nb, end: na && na > nb ? na : "23:59" }];
    }
    if (na && keeps((w) => w.start < na, (x) => x < na)) not_after ??= na;
    else if (na) {
      t.windows = t.windows.map((w) => ({ ...w, end: w.end > na ? na : w.end })).filter((w) => w.start < w.end);
      if (!t.windows.length && !t.fixed.length) t.windows = [{ days: t.days, start: nb && nb < na ? nb : "06:00", end: na }];
    }
  }

  // Lengths: a length before a clause's days is the next clause's too ("30 minutes on weekday evenings and Saturday mornings").
  times.forEach((t, i) => {
    const prev = times[i - 1];
    if (t.length === null && prev && prev.r !== global && t.r !== global && prev.length !== null && prev.clause.sentence === t.clause.sentence && prev.clause.lengthAt !== null && prev.clause.daysAt !== null && prev.clause.lengthAt < prev.clause.daysAt)
      t.length = prev.length;
  });
  const everyLength = global?.session_minutes ?? null;
  const lengths = times.map((t) => t.length ?? everyLength);
  let session_minutes = main.session_minutes;
  let session_lengths: DayLength[] = [];
  if (lengths.some((l) => l !== null)) {
    if (lengths.every((l) => l !== null && l === lengths[0])) session_minutes = lengths[0]!;
    else {
      session_minutes = null;
      // A later clause's length wins on a day two clauses name ("30 minutes on weekdays and an hour on Tuesdays").
      const byDay = new Map<Weekday, number>();
      times.forEach((t, i) => {
        if (lengths[i] !== null) for (const d of t.days) byDay.set(d, lengths[i]!);
      });
      const byLength = new Map<number, Weekday[]>();
      for (const d of WEEK) if (byDay.has(d)) byLength.set(byDay.get(d)!, [...(byLength.get(byDay.get(d)!) ?? []), d]);
      session_lengths = [...byLength.entries()].map(([minutes, days]) => ({ days, minutes }));
    }
  }
  // "Sessions around 45 min, Saturdays longer (90 min)" with no rhythm: the other days were filled in here, not said —
  // as lengths of their own they made a session every day. The length said for all stays the sessions' length and only
  // the compared days keep one of their own; the plan's usual rhythm says how often (every day was a guess no one made).
  const rhythmSaid = (c: ScheduleReading["cadence"]) => c !== null && (c.per !== null || c.nth_weekday !== null || c.month_day !== null);
  // (Days named with a length of their own beside another length are no rhythm: "every Saturday" was the days'.)
  const fromDays = twoLengths && main.cadenceFromDays;
  if (compared && !leaves && (fromDays || !rhythmSaid(main.cadence)) && !rhythmSaid(rhythm) && everyLength !== null && session_lengths.length) {
    session_minutes = everyLength;
    session_lengths = session_lengths.filter((l) => l.minutes !== everyLength);
  }

  // The allowed days: every clause's.
  const union = inWeek(times.flatMap((t) => t.days));
  let days: Weekday[] | null = compared || union.length === 7 || union.length === 0 ? null : union;
  if (!days && excluded.size) days = WEEK.filter((d) => !excluded.has(d));
  const allowed = days ?? [...WEEK];
  // The same window or start time on several clauses' days is one ("every evening 15 minutes, at weekends 30").
  const windows: (ReadingWindow & { sitting?: boolean })[] = [];
  for (const w of times.flatMap((t) => t.windows)) {
    const same = windows.find((o) => o.start === w.start && o.end === w.end);
    if (same) same.days = inWeek([...(same.days ?? allowed), ...(w.days ?? allowed)]);
    else windows.push({ ...w });
  }
  for (const w of windows) if (sameDays(w.days, allowed)) w.days = null;
  const fixed_times: FixedTime[] = [];
  for (const f of times.flatMap((t) => t.fixed)) {
    const same = fixed_times.find((o) => o.time === f.time);
    if (same) same.days = inWeek([...(same.days ?? allowed), ...(f.days ?? allowed)]);
    else fixed_times.push({ ...f });
  }

  const sources = { ...main.sources };
  const join = (field: string, parts: (string | undefined)[]) => {
    const said = [...new Set(parts.filter((p): p is string => !!p))];
    if (said.length) sources[field] = said.join("; ");
  };
  join("windows", times.map((t) => t.r.sources.windows));
  join("fixed_times", times.map((t) => t.r.sources.fixed_times));
  if (session_lengths.length) join("session_lengths", times.map((t) => t.r.sources.session_minutes));
  if (!not_before) delete sources.not_before;
  if (!not_after) delete sources.not_after;
  if (session_minutes === null) delete sources.session_minutes;
  if (!days) delete sources.days;
  const stated = new Set(main.stated);
  if (windows.length) stated.add("windows");
  if (session_lengths.length) stated.add("session_lengths");
  const { windows_are_sessions: _was, ...rest0 } = main;
  if (fromDays) {
    delete sources.cadence;
    stated.delete("cadence");
  }
  return {
    ...rest0,
    ...(fromDays ? { cadence: null, cadenceFromDays: false } : {}),
    days,
    windows: windows.map(({ sitting: _sitting, ...w }) => w),
    ...(windows.length > 0 && windows.every((w) => w.sitting) ? { windows_are_sessions: true } : {}),
    sittings: windows.filter((w) => w.sitting).map(({ sitting: _sitting, ...w }) => w),
    not_before,
    not_after,
    fixed_times,
    session_minutes,
    session_lengths,
    sources,
    stated,
  };
}

/**
 * "Learn Spanish, sessions of 45 min, 90 min on Saturdays": one clause names days and a length, another a different
 * length and no days — the days' length is theirs, the other is every other session's, and the days are no restriction
 * (as "Saturdays longer (90 min)"). Before, the first length was read for Saturday alone and the 90 minutes were lost.
 */
function otherLength(text: string, lex: Lexicon, spans: Spans, clauses: ClauseReading, anchored: readonly Clause[], main: ScheduleReading): boolean {
  if (main.comparedDays?.length || anchored.length !== 1) return false;
  const lone = anchored[0]!;
  if (!lone.days.length || lone.rhythm || lone.lengthAt === null || main.cadence?.per === "day" || (main.cadence?.count ?? 1) > lone.days.length) return false;
  const others = clauses.clauses.filter((c) => c.activity === 0 && c !== lone && c.lengthAt !== null && !c.days.length && !c.rhythm);
  if (!others.length) return false;
  const own = readRegions(text, lex, spans, [body(lone)]).session_minutes;
  const rest = readRegions(text, lex, spans, others.map((c) => ({ start: c.start, end: c.end }))).session_minutes;
  return own !== null && rest !== null && own !== rest;
}

/** The goal's other activities, each read on its own clauses, as activity items in the person's words. */
export function readActivities(text: string, lex: Lexicon, spans: Spans, clauses: ClauseReading): ReadingItem[] {
  return clauses.others.map((o) => {
    const r = readRegions(text, lex, spans, o.regions);
    return {
      title: o.title,
      kind: "activity",
      due: null,
      cadence: r.cadence,
      days: r.days,
      windows: r.windows,
      fixed_times: r.fixed_times,
      session_minutes: r.session_minutes,
      effort_minutes: null,
    };
  });
}
