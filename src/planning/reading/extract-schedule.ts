/**
 * When the main activity happens: cadence, weekdays (after exceptions), allowed windows
 * (dayparts and stated ranges), bounds on the time of day, fixed start times and the length of
 * one session, read from normalised text with one lexicon's phrase templates.
 *
 * Rules run in a fixed order and each takes the characters it read, so a later rule never reads
 * them again ("never before 7am" is a bound, not a fixed time; "12:30-13:30" is a window).
 */
import { DAYPARTS, type DayLength, type FixedTime, type ReadingCadence, type ReadingIssue, type ReadingWindow } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import type { CadenceRule, Lexicon } from "./lexicon/lexicon.js";
import {
  allFree,
  alternation,
  cachedRegex,
  explicitHalf,
  compile,
  minutesOf,
  parseCount,
  parseDay,
  parseDaypart,
  parseDays,
  dayItems,
  parseTime,
  parseUnit,
  WEEK,
  Spans,
  matchAll,
  type Match,
} from "./phrases.js";
import { formatHm } from "../dates.js";
import { same } from "./evaluate.js";
import { cued } from "./extract-deadline.js";
import { STRETCH_WORDS } from "./lexicon/stretch-words.js";

export interface ScheduleReading {
  cadence: ReadingCadence | null;
  days: Weekday[] | null;
  excluded_days: Weekday[];
  windows: ReadingWindow[];
  /** Every window is the person's own range read as a sitting (GoalReading.windows_are_sessions). */
  windows_are_sessions?: boolean;
  /** The windows read as sittings, whether or not all are (a reply keeps only some of its windows). */
  sittings: ReadingWindow[];
  not_before: string | null;
  not_after: string | null;
  fixed_times: FixedTime[];
  session_minutes: number | null;
  /** Lengths some days have of their own (read clause by clause, extract-compound.ts). */
  session_lengths: DayLength[];
  /** Days named only with a comparative of length ("Saturdays longer"): no restriction of the days, a length of their own. */
  comparedDays?: Weekday[];
  /** The comparative of `comparedDays` says shorter ("shorter on Fridays"), not longer. */
  comparedShorter?: boolean;
  total_effort_minutes: number | null;
  /** What cannot hold together ("every day" but "only at weekends"). */
  issues: ReadingIssue[];
  /** field → phrase it was read from. */
  sources: Record<string, string>;
  /** Something in the text set each of these (a reply that names only a daypart sets windows, not days). */
  stated: Set<string>;
  /** The cadence came from naming days ("every weekday", "every Saturday"), not from a count. */
  cadenceFromDays: boolean;
  /** Days a daypart said with "only" narrowed the windows of ("freitags nur vormittags"): their clause has no time of its own. */
  narrowed?: Weekday[];
}

/** A region of the text: [start, end). */
export interface Region {
  start: number;
  end: number;
}

const inside = (regions: Region[]) => (m: { start: number }) => regions.some((r) => m.start >= r.start && m.start < r.end);

/** A cadence rule's match → cadence, or null when the unit is not a cadence unit. */
export function cadenceOf(lex: Lexicon, rule: CadenceRule, m: Match): { cadence: ReadingCadence; days: Weekday[] | null } | null {
  const g = m.groups;
  const value = (v: number | string | undefined, fallback: number | null): number | null => {
    if (v === undefined) return fallback;
    if (typeof v === "number") return v;
    if (v === "DAYS") return parseDays(lex, g.DAYS).length || null;
    if (v === "ORD") return lex.ordinals[(g.ORD ?? "").replace(/\s+/g, " ")] ?? null;
    return parseCount(lex, g[v]);
  };
  let per: ReadingCadence["per"] = null;
  if (rule.per === "UNIT") {
    const u = parseUnit(lex, g.UNIT);
    if (u === "day" || u === "week" || u === "month") per = u;
    // "every 12 hours": twice a day.
    else if (u === "hour" && rule.interval === "N") {
      const n = parseCount(lex, g.N) ?? 0;
      return n >= 1 && n <= 12 && 24 % n === 0 ? { cadence: { count: 24 / n, per: "day", interval: 1, nth_weekday: null, month_day: null }, days: null } : null;
    } else if (u === "quarter" && rule.interval === "N") return { cadence: { count: 1, per: "month", interval: Math.min(12, 3 * (parseCount(lex, g.N) ?? 1)), nth_weekday: null, month_day: null }, days: null };
    else return null;
  } else per = rule.per ?? null;
  const count = value(rule.count, 1);
  const interval = value(rule.interval, 1);
  if (count === null || count < 1 || count > 50 || !Number.isInteger(count)) return null;
  if (interval === null || interval < 1 || interval > 12 || !Number.isInteger(interval)) return null;
  const nth = rule.nth !== undefined ? value(rule.nth, null) : null;
  const weekday = rule.weekday ? parseDay(lex, g.DAY) : null;
  const monthDay = rule.month_day ? value(rule.month_day, null) : null;
  if (monthDay !== null && (monthDay < 1 || monthDay > 31)) return null;
  const days = rule.days ?? (rule.count === "DAYS" ? parseDays(lex, g.DAYS) : null);
  return {
    cadence: {
      count,
      per,
      interval,
      nth_weekday: nth !== null && weekday ? { nth, weekday } : null,
      month_day: monthDay,
    },
    days: days && days.length ? days : null,
  };
}

/** Every cadence phrase of the text, earlier rules winning overlaps. */
export function cadenceMatches(lex: Lexicon, text: string, spans: Spans): { m: Match; rule: CadenceRule; cadence: ReadingCadence; days: Weekday[] | null }[] {
  const out: { m: Match; rule: CadenceRule; cadence: ReadingCadence; days: Weekday[] | null }[] = [];
  const taken: Region[] = [];
  // Days right after an exception cue are days off, not session days ("excepto mis turnos los martes").
  const exceptCue = lex.exceptBefore.length ? exceptCueBefore(lex) : null;
  for (const rule of lex.cadence) {
    for (const m of allFree(lex, [rule.re], text, spans)) {
      if (taken.some((r) => m.start < r.end && m.end > r.start)) continue;
      if ((m.groups.DAYS !== undefined || m.groups.DAY !== undefined) && exceptCue?.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
      const c = cadenceOf(lex, rule, m);
      if (!c) continue;
      // "los sábados más largas (90 min)": days said with a comparative of length are no rhythm (readSchedule reads them).
      if (c.days && (rule.count === "DAYS" || rule.weekday) && comparedLengthAt(lex, text, m.start, m.end)) continue;
      taken.push(m);
      out.push({ m, rule, ...c });
    }
  }
  return out.sort((a, b) => a.m.start - b.m.start);
}

function sameDays(a: Weekday[] | null, b: Weekday[] | null): boolean {
  return (a ?? []).join() === (b ?? []).join();
}

/** Read the schedule of the main activity; `regions` limits which phrases count. */
export function readSchedule(text: string, lex: Lexicon, spans: Spans, regions: Region[] = [{ start: 0, end: text.length }]): ScheduleReading {
  const inMain = inside(regions);
  const sources: Record<string, string> = {};
  const stated = new Set<string>();
  const named: Weekday[] = [];
  // Where days were named (to find the sentence they are in and the words around them).
  const namedAt: number[] = [];
  const namedSpans: Region[] = [];
  // Whether a single weekday was named ("Tuesday"), not only a group ("weekdays", "weekends").
  let individual = false;
  const name = (days: Weekday[], phrase: string | undefined, at: number, end = at + (phrase?.length ?? 0)) => {
    named.push(...days);
    if (days.length) {
      namedAt.push(at);
      namedSpans.push({ start: at, end });
    }
    if (days.length && !isGroup(lex, phrase)) individual = true;
  };

  // Cadence first: "the 1st of each month" and "every Monday" are cadences, not dates or day lists.
  const cadences = cadenceMatches(lex, text, spans);
  for (const c of cadences) spans.take(c.m.start, c.m.end);
  const inMainCadences = cadences.filter((c) => inMain(c.m));
  // "Monthly … on the 15th of each month": the specific monthly rule wins over the plain one.
  // "500 words a day, six days a week": a count per week in the same sentence says how many of the days.
  const daily = inMainCadences.find((c) => c.cadence.per === "day" && c.cadence.count === 1 && c.cadence.interval === 1 && !c.days);
  const weekly = daily && inMainCadences.find((c) => c.cadence.per === "week" && c.cadence.count! >= 2 && c.cadence.count! <= 6 && c.cadence.interval === 1 && !c.days && sentenceBounds(text, c.m.start).start === sentenceBounds(text, daily.m.start).start);
  const main = inMainCadences.find((c) => c.cadence.month_day !== null || c.cadence.nth_weekday !== null) ?? weekly ?? inMainCadences[0];
  let cadence = main?.cadence ?? null;
  if (main) {
    sources.cadence = main.m.text;
    stated.add("cadence");
    // "a weekly check-in every Sunday": every cadence phrase of the main activity may name its days.
    for (const c of inMainCadences) if (c.days) name(c.days, c.m.groups.DAYS ?? "group", c.m.start, c.m.end);
  }

  // Time ranges, then bounds (longest phrase wins: "not after 9pm" is not "after 9pm"), then fixed times.
  const ranges = allFree(lex, lex.ranges, text, spans, inMain)
    .map((m) => ({ m, ...rangeOf(lex, m) }))
    .filter((r): r is { m: Match; start: string; end: string; bare: boolean } => r.start !== null && r.end !== null && r.start < r.end);
  // "nights from 8 to 10": a night word beside a range with no half of the day makes it pm, and names no window itself.
  if (lex.night?.length) {
    const word = cachedRegex(lex, "nightWord", () => new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${lex.night!.join("|")})(?![\\p{L}])` : `(?:${lex.night!.join("|")})`, "iu"));
    for (const r of ranges)
      if (r.bare && r.end <= "12:59" && word.test(text.slice(Math.max(0, r.m.start - 20), r.m.start) + " " + text.slice(r.m.end, r.m.end + 20))) {
        r.start = addHours(r.start, 12);
        r.end = addHours(r.end, 12);
        r.bare = false;
      }
  }
  for (const r of ranges) spans.take(r.m.start, r.m.end);
  // A range is the session itself unless words around it make it a stretch to fit sessions in.
  const stretchBefore = cachedRegex(lex, "stretchBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${STRETCH_WORDS[lex.lang].before.join("|")})(?![\\p{L}])[^.;!?。！？]{0,25}$`, "iu"));
  const stretchAfter = cachedRegex(lex, "stretchAfter", () => new RegExp(`^\\s*(?:${STRETCH_WORDS[lex.lang].after.join("|")})`, "iu"));
  const sitting = (m: Match) => !stretchBefore.test(text.slice(Math.max(0, m.start - 40), m.start) + " " + m.text.slice(0, 12)) && !stretchAfter.test(text.slice(m.end, m.end + 8));

  // "Réduire le temps d'écran à 1 heure par jour", "schermtijd terugbrengen tot 1 uur": after a reduce/limit word in
  // the same clause, "to N hours" is the amount allowed, not a time of day (before, check-ins landed at 01:00).
  const limitCue = lex.limitWords?.length
    ? cachedRegex(lex, "limitWords", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.limitWords!.join("|")})(?![\\p{L}])[^,;.!?]{0,50}$`, "iu"))
    : null;
  // "Spaans leren, tot 1 uur per dag", "bis 1 Stunde am Tag": N hours with a period after them ("a day", "per week") is an
  // amount of time, never a time of day, with or without a limit word (before, "tot 1 uur per dag" bounded every day at
  // 01:00 and nothing was planned).
  const perPeriod = cachedRegex(lex, "perPeriodAfter", () => new RegExp(`^\\s*(?:(?:a|an|per|each|every|par|pro|am|an|im|au|al|alla|a la|por|ao|na|in de|in der|the)\\s+)?(?:day|dag|jour|journée|tag|día|dia|giorno|week|semaine|woche|semana|settimana)(?![\\p{L}])|^\\s*(?:${lex.perWeekAmount.map((w) => w.replace(/[/]/g, "\\/")).join("|")})(?![\\p{L}])`, "iu"));
  const limitedAmount = (m: Match) => {
    const amount = /^(?:à|a|tot|auf|para|to|bis|bis zu|hasta|até|fino a|jusqu'à|up to)\s+\d{1,2}\s*([\p{L}]+)?$/iu.exec(m.text.trim());
    // ("hasta 1 hora al día": the bound took "hasta 1", its unit follows.)
    const unitAfter = amount && !amount[1] ? /^\s*(\p{L}+)/u.exec(text.slice(m.end, m.end + 12)) : null;
    if (!amount || parseUnit(lex, amount[1] ?? unitAfter?.[1] ?? "") !== "hour") return false;
    if (perPeriod.test(text.slice(m.end + (unitAfter?.[0].length ?? 0), m.end + 30))) return true;
    return Boolean(limitCue?.test(text.slice(Math.max(0, m.start - 60), m.start)));
  };

  let not_before: string | null = null;
  let not_after: string | null = null;
  const bounds = [
    ...lex.notBefore.flatMap((t) => allFree(lex, [t], text, spans, inMain).map((m) => ({ m, kind: "not_before" as const }))),
    ...lex.notAfter.flatMap((t) => allFree(lex, [t], text, spans, inMain).map((m) => ({ m, kind: "not_after" as const }))),
  ].sort((a, b) => b.m.end - b.m.start - (a.m.end - a.m.start) || a.m.start - b.m.start);
  for (const b of bounds) {
    if (!spans.free(b.m.start, b.m.end) || limitedAmount(b.m)) continue;
    const t = parseTime(lex, b.m.groups.TIME ?? b.m.groups.HOUR);
    if (!t) continue;
    if (b.kind === "not_before" && not_before === null) not_before = t;
    else if (b.kind === "not_after" && not_after === null) not_after = t;
    else continue;
    spans.take(b.m.start, b.m.end);
    sources[b.kind] = b.m.text;
    stated.add(b.kind);
  }
  // "mornings before 8", "evenings, not after 10", "morgens vor 8": a bare hour is a bound when a daypart word in the
  // same clause says which half of the day it is in (the clock templates take "before 8am" only). Before, "before 8"
  // was lost and stayed in the plan's title.
  const bareHour = (kind: "not_before" | "not_after") =>
    (kind === "not_before" ? lex.notBefore : lex.notAfter)
      .filter((t) => t.includes("{TIME}"))
      .flatMap((t) => allFree(lex, [t.replace("{TIME}", "{HOUR}")], text, spans, inMain).map((m) => ({ m, kind })));
  // (Longest phrase first, as above: "not after 10" is no "after 10".)
  const bareBounds = [...(not_before === null ? bareHour("not_before") : []), ...(not_after === null ? bareHour("not_after") : [])].sort(
    (a, b) => b.m.end - b.m.start - (a.m.end - a.m.start) || a.m.start - b.m.start,
  );
  for (const { m, kind } of bareBounds) {
    if (!spans.free(m.start, m.end) || (kind === "not_before" ? not_before : not_after) !== null) continue;
    const h = Number(m.groups.HOUR);
    if (!/^\d{1,2}$/.test(m.groups.HOUR ?? "") || h < 1 || h > 12) continue;
    // ("after 6 weeks add yoga", "before 8 km": an amount, no hour.)
    const next = /^\s*([\p{L}%]+)/u.exec(text.slice(m.end, m.end + 20))?.[1];
    if (next && (parseUnit(lex, next) !== null || /^(?:%|km|mi|kg|lbs?|pages?|x)$/iu.test(next))) continue;
    const part = daypartNear(lex, text, m.start, m.end);
    const t = part ? [formatHm((h % 12) * 60), formatHm(((h % 12) + 12) * 60)].find((x) => x >= part.start && x <= part.end) : undefined;
    if (!t) continue;
    if (kind === "not_before") not_before = t;
    else not_after = t;
    spans.take(m.start, m.end);
    sources[kind] = m.text;
    stated.add(kind);
  }

  // Exceptions before days are given to times and dayparts ("Friday evenings off", "except Sundays, 9 to 13").
  const excluded: Weekday[] = [];
  const exceptRe = exceptionTemplates(lex);
  const deadlineAfter = lex.deadlineAfter.length ? cachedRegex(lex, "deadlineAfter", () => new RegExp(`^\\s*(?:${lex.deadlineAfter.join("|")})`, "iu")) : null;
  for (const m of allFree(lex, exceptRe, text, spans, inMain)) {
    const d = parseDays(lex, m.groups.DAYS);
    if (!d.length) continue;
    // "这周五之前把书房收拾好，不要的书捐掉": a day with a deadline cue is the deadline, not a day off.
    const at = m.groups.DAYS ? m.text.indexOf(m.groups.DAYS) : -1;
    if (at >= 0 && deadlineAfter?.test(text.slice(m.start + at + m.groups.DAYS!.length, m.start + at + m.groups.DAYS!.length + 20))) continue;
    spans.take(m.start, m.end);
    excluded.push(...d);
    sources.excluded_days = m.text;
    stated.add("days");
  }
  // "月・水・金の朝7時": a Japanese particle may stand between the days and the time.
  const daysBefore = cachedRegex(lex, "daysBefore", () => new RegExp(`${compile(lex, "{DAYS}").re.source}[\\s,、]*(?:の|は|に)?$`, "iu"));
  const daysAfter = cachedRegex(lex, "daysAfter", () => new RegExp(`^[\\s,]*${compile(lex, "{DAYS}").re.source}`, "iu"));
  // Days right after an exception cue ("except Sundays, 9 to 13") are not the days of a time or range next to them.
  const exceptCue = exceptCueBefore(lex);
  const excepted = (at: number) => lex.exceptBefore.length > 0 && exceptCue.test(text.slice(Math.max(0, at - 40), at));
  // The days named last before a position in the same clause (after a comma or sentence end), not excepted.
  const clauseDaysAt = (at: number): { days: Weekday[]; at: Region | null; clauseStart: number } => {
    const from = Math.max(0, at - 60);
    const clause = text.slice(from, at);
    const cut = Math.max(...[...clause.matchAll(/[,;.!?，、。；]/gu)].map((x) => x.index! + 1), 0);
    let found: Weekday[] = [];
    let region: Region | null = null;
    for (const d of matchAll(lex, "{DAYS}", clause.slice(cut))) {
      if (excepted(from + cut + d.start) || cued(lex, text, from + cut + d.start, from + cut + d.end)) continue;
      found = parseDays(lex, d.groups.DAYS);
      region = { start: from + cut + d.start, end: from + cut + d.end };
    }
    return { days: found, at: found.length ? region : null, clauseStart: from + cut };
  };
  const gluedBefore = cachedRegex(lex, "gluedDayPartBefore", () => new RegExp(`(?<![\\p{L}])(?<DAY>${alternation(Object.keys(lex.weekdays))})(?:${alternation(Object.keys(lex.dayparts))})[\\s,]*$`, "iu"));
  const fixed_times: FixedTime[] = [];
  const fixedAt: (Region & { time: string })[] = [];
  const dayCadences = inMainCadences.filter((c) => c.days);
  // A clock time no other rule read is a start time ("9:30 am appointment", "first Saturday of every month, 9am").
  const targetCue = lex.notClockAfter?.length ? cachedRegex(lex, "notClockAfter", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.notClockAfter!.join("|")})\\s*$`, "iu")) : null;
  for (const m of allFree(lex, [...lex.fixedTime, "{TIME}"], text, spans, inMain)) {
    const time = parseTime(lex, m.groups.TIME ?? m.groups.HOUR);
    if (!time) continue;
    // "2k under 7:30", "unter 3:30": a target time, not a time of day.
    if (targetCue?.test(text.slice(Math.max(0, m.start - 25), m.start))) continue;
    if (limitedAmount(m)) continue;
    spans.take(m.start, m.end);
    let days: Weekday[] | null = null;
    const before = daysBefore.exec(text.slice(Math.max(0, m.start - 60), m.start));
    const after = daysAfter.exec(text.slice(m.end, m.end + 60));
    // Days a cadence phrase already read ("every Sunday at 7pm", "毎週水曜の夜8時") still belong to the time.
    const readable = (s: number, e: number) => {
      for (let i = s; i < e; i++) if (!spans.free(i, i + 1) && !dayCadences.some((c) => i >= c.m.start && i < c.m.end)) return false;
      return true;
    };
    const hit = before && readable(m.start - before[0].length, m.start) && !excepted(m.start - before[0].length) ? { s: m.start - before[0].length, e: m.start, t: before[0] } : after && readable(m.end, m.end + after[0].length) ? { s: m.end, e: m.end + after[0].length, t: after[0] } : null;
    if (hit) {
      days = parseDays(lex, hit.t);
      spans.take(hit.s, hit.e);
      name(days, hit.t, hit.s, hit.e);
      // The days a start time names are a phrase of the days too (the title leaves them out).
      if (days.length) sources.days ??= hit.t.trim();
    } else if (lex.spaced) {
      // "elke zondagochtend om 9 uur", "Sonntagabend um 19 Uhr": a day glued to a daypart right before the time.
      const glued = gluedBefore.exec(text.slice(Math.max(0, m.start - 40), m.start));
      const day = glued ? parseDay(lex, glued.groups?.DAY) : null;
      if (day) {
        days = [day];
        name(days, glued![0], m.start - glued![0].length, m.start);
      }
    }
    fixed_times.push({ days: days && days.length ? days : null, time });
    fixedAt.push({ start: m.start, end: m.end, time });
    sources.fixed_times = m.text;
    stated.add("fixed_times");
  }

  // Dayparts, each with the weekdays written next to it; a stated range next to a daypart replaces its default times.
  // A window remembers whether it was the person's own range read as a sitting (see windows_are_sessions).
  const windows: Array<ReadingWindow & { sitting?: boolean }> = [];
  const partAt: Region[] = [];
  const usedRanges = new Set<number>();

  // "freitags nur vormittags", "Fridays only in the morning", "金曜は午前だけ": a daypart that restricts some days.
  // Beside windows said for those days it narrows them (below) and names no session day of its own.
  const restricted: { window: ReadingWindow; days: Weekday[]; phrase: string | undefined; stated: boolean; at: Region; own: boolean }[] = [];
  const onlyWord = lex.only?.length ? cachedRegex(lex, "onlyWord", () => new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${lex.only!.join("|")})(?![\\p{L}])` : `(?:${lex.only!.join("|")})`, "iu")) : null;
  const onlyAround = (from: number, m: Match) => {
    if (!onlyWord) return false;
    const after = text.slice(m.end, m.end + 12).split(/[,;.!?，、。；]/u)[0]!;
    return onlyWord.test(text.slice(from, m.end) + " " + after);
  };
  const parts = allFree(lex, [...lex.daysWithPart, "{PART}"], text, spans, inMain);
  for (const m of parts) {
    const part = parseDaypart(lex, m.groups.PART);
    if (!part) continue;
    spans.take(m.start, m.end);
    let days = m.groups.DAYS ? parseDays(lex, m.groups.DAYS) : [];
    let restriction: { at: Region; own: boolean } | null = null;
    if (days.length && onlyAround(m.start, m)) restriction = { at: { start: m.start, end: m.end }, own: true };
    else name(days, m.groups.DAYS, m.start, m.end);
    // "in het weekend een lange duurloop in de ochtend": days earlier in the same clause are the daypart's.
    if (!days.length) {
      const c = clauseDaysAt(m.start);
      days = c.days;
      if (c.at && onlyAround(c.at.end, m)) restriction = { at: c.at, own: false };
    }
    let { start, end } = DAYPARTS[part] as { start: string; end: string };
    // A stated time beats a daypart next to it ("jeden Morgen um halb sieben", "Saturday mornings at 9").
    // The daypart's edges are loose in speech: "elke avond om 22.30 uur" is an evening at half past ten.
    if (fixedAt.some((f) => nearPart(f.time, start, end) && Math.min(Math.abs(f.start - m.end), Math.abs(m.start - f.end)) <= 20)) {
      if (restriction?.own) name(days, m.groups.DAYS, m.start, m.end);
      continue;
    }
    // A stated range next to the daypart, or one inside it in the same sentence ("in der Mittagspause …, von 12:15 bis 12:45").
    // (Only a range that falls in the daypart, or one without a half of the day: "19h às 21h e sábado de manhã" is not the morning's.)
    // (A range goes to the daypart nearest to it: "朝は無理なので夜9時から10時", "mornings are hard, evenings 9 to 10" are the evening's.)
    const gap = (r: { m: Match }, p: Match) => Math.min(Math.abs(r.m.start - p.end), Math.abs(p.start - r.m.end));
    const nearest = (r: { m: Match }) => !parts.some((o) => o !== m && parseDaypart(lex, o.groups.PART) && gap(r, o) < gap(r, m));
    // (A restricting daypart takes only a range of its own clause: "von 8 bis 12 …, freitags nur vormittags" narrows that range.)
    const ownClause = (r: { m: Match }) => !restriction || r.m.start >= restriction.at.start;
    let near = ranges.findIndex((r, i) => !usedRanges.has(i) && (r.bare || nearPart(r.start, start, end) || (r.start < end && r.end > start)) && gap(r, m) <= 20 && nearest(r) && ownClause(r));
    if (near < 0 && !restriction) {
      const sentence = sentenceBounds(text, m.start);
      near = ranges.findIndex((r, i) => !usedRanges.has(i) && r.m.start >= sentence.start && r.m.end <= sentence.end && r.start < end && r.end > start && nearest(r));
    }
    let isSitting = false;
    if (near >= 0) {
      usedRanges.add(near);
      const r = ranges[near]!;
      // "evenings 7 till 10": bare hours in an afternoon/evening daypart are pm.
      const pm = r.bare && r.end <= "12:59" && start >= "12:00";
      ({ start, end } = pm ? { start: addHours(r.start, 12), end: addHours(r.end, 12) } : r);
      isSitting = sitting(r.m);
    }
    const window = { days: days.length ? days : null, start, end, ...(isSitting ? { sitting: true } : {}) };
    windows.push(window);
    if (restriction) restricted.push({ window, days, phrase: m.groups.DAYS, stated: near >= 0, ...restriction });
    partAt.push({ start: m.start, end: m.end });
    sources.windows = (sources.windows ? `${sources.windows}; ` : "") + m.text;
    stated.add("windows");
  }
  // "two evenings a week", "each evening": the cadence phrase names the daypart; a stated range or time next to it wins.
  if (main && windows.length === 0) {
    const part = allFree(lex, ["{PART}"], main.m.text, new Spans(main.m.text.length))[0];
    const dp = (part ? parseDaypart(lex, part.groups.PART) : null) ?? main.rule.part ?? null;
    if (dp) {
      let { start, end } = DAYPARTS[dp] as { start: string; end: string };
      const near = ranges.findIndex((r, i) => !usedRanges.has(i) && Math.min(Math.abs(r.m.start - main.m.end), Math.abs(main.m.start - r.m.end)) <= 20);
      if (near >= 0) {
        usedRanges.add(near);
        const r = ranges[near]!;
        const pm = r.bare && r.end <= "12:59" && start >= "12:00";
        ({ start, end } = pm ? { start: addHours(r.start, 12), end: addHours(r.end, 12) } : r);
      }
      if (near >= 0 || fixed_times.length === 0) {
        windows.push({ days: null, start, end, ...(near >= 0 && sitting(ranges[near]!.m) ? { sitting: true } : {}) });
        sources.windows = main.m.text;
        stated.add("windows");
      }
    }
  }
  ranges.forEach((r, i) => {
    if (usedRanges.has(i)) return;
    const found = daysBefore.exec(text.slice(Math.max(0, r.m.start - 60), r.m.start));
    const before = found && spans.free(r.m.start - found[0].length, r.m.start) && !excepted(r.m.start - found[0].length) ? found : null;
    const days = before ? parseDays(lex, before[0]) : [];
    if (before) spans.take(r.m.start - before[0].length, r.m.start);
    name(days, before?.[0], r.m.start - (before?.[0].length ?? 0), r.m.start);
    windows.push({ days: days.length ? days : null, start: r.start, end: r.end, ...(sitting(r.m) ? { sitting: true } : {}) });
    sources.windows = (sources.windows ? `${sources.windows}; ` : "") + r.m.text;
    stated.add("windows");
  });
  const narrowed: Weekday[] = [];
  narrowRestricted(windows, restricted, (r) => {
    // Days that only narrow the windows said for them are no session days of their own; else they are.
    if (r.covered) {
      narrowed.push(...r.days);
      if (!r.own) spans.take(r.at.start, r.at.end);
    } else if (r.own) name(r.days, r.phrase, r.at.start, r.at.end);
  });

  // "Sessions around 45 min, Saturdays longer (90 min)": days said with a comparative of length are session days
  // only when other days are named too; alone they leave every day allowed (their length is read clause by clause).
  const compared: { days: Weekday[]; m: Match; cue: string }[] = [];
  for (const m of allFree(lex, lex.everyDays, text, spans, inMain)) {
    // "by Friday" is a deadline, "on Saturday 21 November" a date, not a day sessions fall on.
    if (cued(lex, text, m.start, m.end) || datedDay(lex, text, m.end)) continue;
    const d = parseDays(lex, m.groups.DAYS);
    if (!d.length) continue;
    spans.take(m.start, m.end);
    const cue = comparedLengthAt(lex, text, m.start, m.end);
    if (cue) {
      compared.push({ days: d, m, cue });
      continue;
    }
    name(d, m.groups.DAYS, m.start, m.end);
    sources.days = m.text;
  }
  if (named.length)
    for (const c of compared) {
      name(c.days, c.m.groups.DAYS, c.m.start, c.m.end);
      sources.days = c.m.text;
    }
  const comparedDays = named.length ? [] : WEEK.filter((d) => compared.some((c) => c.days.includes(d)));
  const comparedShorter = comparedDays.length > 0 && compared.every((c) => SHORTER.test(c.cue));
  // "every day …" with named days: "weekends too" adds nothing; "only at weekends" contradicts it and is asked about.
  const issues: ReadingIssue[] = [];
  if (main && !main.days && main.rule.count !== "DAYS" && main.cadence.per === "day" && main.cadence.count === 1 && main.cadence.interval === 1 && named.length) {
    if (nearCue(lex, lex.inclusive, text, namedSpans)) named.length = 0;
    else if (new Set(named).size < 5 && sentenceCue(lex, "only", lex.only, text, namedAt))
      issues.push({
        code: "CONFLICT",
        field: "days",
        phrase: `${main.m.text} / ${sources.days ?? ""}`.trim(),
        message: `"${main.m.text}" but only on ${WEEK.filter((d) => named.includes(d)).join(", ")}: which one holds?`,
      });
  }
  if (named.length) stated.add("days");

  let oneSessionDays = false;
  // "four runs a week, long run on Sunday mornings": fewer named days than sessions describe one of them, not the allowed days.
  if (main && !main.days && cadence?.per === "week" && cadence.interval === 1 && named.length && new Set(named).size < (cadence.count ?? 0) && !excluded.length) {
    // "five times a week, only on weekends": the days are the person's word too — kept, and which one holds is asked.
    if (sentenceCue(lex, "only", lex.only, text, namedAt))
      issues.push({
        code: "CONFLICT",
        field: "days",
        phrase: `${main.m.text} / ${sources.days ?? ""}`.trim(),
        message: `"${main.m.text}" but only on ${WEEK.filter((d) => named.includes(d)).join(", ")}: which one holds?`,
      });
    else {
      named.length = 0;
      oneSessionDays = true;
    }
  }
  let days: Weekday[] | null = null;
  if (named.length) days = WEEK.filter((d) => named.includes(d) && !excluded.includes(d));
  else if (excluded.length) days = WEEK.filter((d) => !excluded.includes(d));
  if (days && (days.length === 0 || days.length === 7)) days = days.length === 7 && !excluded.length ? null : days.length ? days : null;

  // A start time tied to named days keeps them, even when they are all the allowed days ("Tuesdays and Thursdays at 18:30").
  // Two default dayparts of the same days that overlap are one, the narrower ("todas as noites … antes de dormir", "mornings before work").
  const isDefault = (w: ReadingWindow) => Object.values(DAYPARTS).some((p) => p.start === w.start && p.end === w.end);
  const width = (w: ReadingWindow) => Number(w.end.slice(0, 2)) * 60 + Number(w.end.slice(3)) - Number(w.start.slice(0, 2)) * 60 - Number(w.start.slice(3));
  for (let i = windows.length - 1; i >= 0; i--) {
    const w = windows[i]!;
    if (!isDefault(w)) continue;
    if (windows.some((o, j) => j !== i && isDefault(o) && sameDays(o.days, w.days) && o.start < w.end && w.start < o.end && (width(o) < width(w) || (width(o) === width(w) && j < i)))) windows.splice(i, 1);
  }
  // A daypart next to a stated range of the same days says when that range is, not a second window
  // ("chaque matin de 7h à 8h, avant le travail": 07–08 only; "evenings 18–19 after work").
  for (let i = windows.length - 1; i >= 0; i--) {
    const w = windows[i]!;
    if (!isDefault(w)) continue;
    if (windows.some((o) => o !== w && !isDefault(o) && sameDays(o.days, w.days) && o.start < w.end && w.start < o.end)) windows.splice(i, 1);
  }
  // Windows the same twice ("仕事帰りに … 平日の夜") are one.
  for (let i = windows.length - 1; i > 0; i--) if (windows.slice(0, i).some((w) => same(w, windows[i]!))) windows.splice(i, 1);
  // Windows that all name the same days, and no other days named: those are the allowed days ("weekday lunch breaks").
  if (days === null && !named.length && !oneSessionDays && windows.length && windows.every((w) => w.days && sameDays(w.days, windows[0]!.days))) days = windows[0]!.days;
  // A window whose days are all the allowed days needs no days of its own.
  // A window for days some of which are excepted keeps the others ("segunda a sexta à noite, menos às sextas").
  const allowed = days;
  const trimmed = windows.map((w) => (w.days && allowed ? { ...w, days: w.days.filter((d) => allowed.includes(d)) } : w)).filter((w) => !w.days || w.days.length);
  const normalised = trimmed.map((w) => (w.days && days && sameDays(w.days, days) ? { ...w, days: null } : w));
  for (let i = normalised.length - 1; i > 0; i--) if (normalised.slice(0, i).some((w) => same(w, normalised[i]!))) normalised.splice(i, 1);

  // Named weekdays without a stated count are the count: "Tuesday and Thursday" → twice a week.
  // A group ("on weekdays") reads as every one of those days, unless the sentence only says when
  // work is possible ("I can only work on weekdays"); "at weekends" alone says when, not how often.
  if (!cadence && days && named.length) {
    const weekendOnly = days.every((d) => d === "SA" || d === "SU");
    if (individual) cadence = { count: days.length, per: "week", interval: 1, nth_weekday: null, month_day: null };
    else if (!weekendOnly && !availabilityCue(lex, text, namedAt)) cadence = { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null };
  }

  // "evenings after 6", "abends nach 6": a bare hour after "after" is the earliest time only beside an
  // afternoon or evening window (then pm, below); alone ("after 6") it may be a count of anything.
  if (not_before === null && lex.afterHour?.length && windows.length && windows.every((w) => w.start >= "12:00")) {
    for (const m of allFree(lex, lex.afterHour, text, spans, inMain)) {
      const t = parseTime(lex, m.groups.HOUR);
      if (!t) continue;
      not_before = t;
      sources.not_before = m.text;
      stated.add("not_before");
      spans.take(m.start, m.end);
      break;
    }
  }
  // "晚上…不要超过10点": an unmarked bound on a goal whose windows are in the afternoon or evening is pm.
  if (windows.length && windows.every((w) => w.start >= "12:00")) {
    for (const k of ["not_before", "not_after"] as const) {
      const t = k === "not_before" ? not_before : not_after;
      if (!t || t >= "12:00" || explicitHalf(lex, sources[k] ?? "")) continue;
      const pm = `${String(Number(t.slice(0, 2)) + 12).padStart(2, "0")}${t.slice(2)}`;
      if (k === "not_before") not_before = pm;
      else not_after = pm;
    }
  }
  // "every evening after 21:00", "abends ab 21 Uhr", "après 21h": a stated earliest time inside a daypart's
  // default window is where that window starts; the daypart word does not widen the stated time back.
  // (A latest time stays a bound beside the daypart, as before.)
  for (let i = 0; i < normalised.length; i++) {
    const w = normalised[i]!;
    if (isDefault(w) && not_before && w.start < not_before && not_before < w.end) normalised[i] = { ...w, start: not_before };
    // "por las tardes después de las 6", "nachmittags nach 18 Uhr": an afternoon that starts after its default end runs into the evening.
    else if (isDefault(w) && not_before && w.start === DAYPARTS.afternoon.start && w.end === DAYPARTS.afternoon.end && not_before >= w.end && not_before < DAYPARTS.evening.end)
      normalised[i] = { ...w, start: not_before, end: DAYPARTS.evening.end };
  }
  // "毎日、朝食後と夕食後に", "every day, morning and evening": one session in each daypart named together (not "morning or evening").
  const partWindows = windows.filter((w) => w.days === null && Object.values(DAYPARTS).some((p) => p.start === w.start && p.end === w.end));
  if (cadence && cadence.per === "day" && cadence.count === 1 && cadence.interval === 1 && main && !main.days && fixed_times.length === 0 && partWindows.length >= 2 && partWindows.length === windows.length && partAt.length === partWindows.length) {
    const between = text.slice(Math.min(...partAt.map((p) => p.end)), Math.max(...partAt.map((p) => p.start)));
    const orRe = lex.or?.length ? cachedRegex(lex, "or", () => new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${lex.or!.join("|")})(?![\\p{L}])` : `(?:${lex.or!.join("|")})`, "iu")) : null;
    if (between.length <= 12 && !orRe?.test(between)) cadence = { ...cadence, count: partWindows.length };
  }
  // "every day at 8 and at 20": one session at each of the day's start times.
  const everySession = fixed_times.filter((f) => f.days === null);
  if (cadence && cadence.per === "day" && cadence.count === 1 && cadence.interval === 1 && everySession.length >= 2 && everySession.length === fixed_times.length)
    cadence = { ...cadence, count: new Set(everySession.map((f) => f.time)).size };

  // Session length: the first minutes/hours in the main activity that are not a total or a weekly amount.
  let session_minutes: number | null = null;
  let total_effort_minutes: number | null = null;
  const totalRe = cachedRegex(lex, "total", () => new RegExp(`(?:${lex.totalEffort.join("|")})`, "iu"));
  const weeklyRe = cachedRegex(lex, "weekly", () => new RegExp(`^\\s*(?:${lex.perWeekAmount.map((w) => w.replace(/ /g, "\\s*")).join("|")})(?![\\p{L}])`, "iu"));
  // A length inside a cadence phrase still counts ("three 30-minute sessions a week").
  const sessionSpans = new Spans(text.length);
  // ("every 12 hours" is a rhythm, not a length.)
  for (let i = 0; i < text.length; i++) if (!spans.free(i, i + 1) && !cadences.some((c) => i >= c.m.start && i < c.m.end && c.rule.interval !== "N")) sessionSpans.take(i, i + 1);
  for (const m of allFree(lex, lex.sessionLength, text, sessionSpans)) {
    const base = minutesOf(lex, m.groups.N, m.groups.UNIT);
    // "1時間半": an hour and a half.
    const minutes = base === null ? null : base + (m.groups.half !== undefined && parseUnit(lex, m.groups.UNIT) === "hour" ? 30 : 0);
    if (minutes === null || minutes < 5) continue;
    // "my 5k under 25 minutes", "10 km unter 50 Minuten": a target time, not a session length.
    if (targetCue?.test(text.slice(Math.max(0, m.start - 25), m.start))) continue;
    const around = text.slice(Math.max(0, m.start - 25), m.end + 25);
    // More than a working day is not one session: "about 120 hours left".
    // "10 hours a day" is one (long) day's session; more than a working day otherwise is a total.
    const daily = cadence?.per === "day" && minutes <= 720;
    if (total_effort_minutes === null && ((lex.totalEffort.length && totalRe.test(around)) || (minutes > 480 && !daily))) {
      total_effort_minutes = minutes;
      spans.take(m.start, m.end);
      sources.total_effort_minutes = m.text;
      continue;
    }
    if (!inMain(m) || session_minutes !== null) continue;
    if (weeklyRe.test(text.slice(m.end, m.end + 20))) continue;
    spans.take(m.start, m.end);
    session_minutes = Math.min(720, minutes);
    sources.session_minutes = m.text;
    stated.add("session_minutes");
  }

  // "most evenings, not Wednesdays", "almost every day": about three in four of the days allowed (5 of 6, 5 of 7, 4 of 5).
  if (main?.rule.most && cadence) {
    const allowed = days?.length ?? 7 - excluded.length;
    cadence = { ...cadence, count: Math.max(1, Math.min(allowed, Math.round(allowed * 0.75))) };
  }

  return {
    cadence,
    cadenceFromDays: !main || Boolean(main.rule.days) || main.rule.count === "DAYS",
    ...(narrowed.length ? { narrowed: WEEK.filter((d) => narrowed.includes(d)) } : {}),
    days,
    excluded_days: WEEK.filter((d) => excluded.includes(d)),
    windows: normalised.map(({ sitting: _sitting, ...w }) => w),
    ...(normalised.length > 0 && normalised.every((w) => w.sitting) ? { windows_are_sessions: true } : {}),
    sittings: normalised.filter((w) => w.sitting).map(({ sitting: _sitting, ...w }) => w),
    not_before,
    not_after,
    fixed_times,
    session_minutes,
    session_lengths: [],
    ...(comparedDays.length ? { comparedDays, ...(comparedShorter ? { comparedShorter } : {}) } : {}),
    total_effort_minutes,
    issues,
    sources,
    stated,
  };
}

/**
 * "Lernen jeden Werktag von 8 bis 12 und von 14 bis 17 Uhr, freitags nur vormittags": a daypart said
 * with "only" of some days narrows the other windows on those days to their part inside the daypart
 * (Friday 8–12, no 14–17), not a second window with the daypart's default times. With no part of them
 * inside the daypart, or a range said with the daypart ("on Saturdays only mornings 9–11"), those days
 * keep the daypart (or that range) alone. With no other window on those days, the
 * daypart is those days' window as it is. `covered` tells the caller which case each one was.
 */
function narrowRestricted<R extends { window: ReadingWindow; days: Weekday[]; stated: boolean }>(
  windows: Array<ReadingWindow & { sitting?: boolean }>,
  restricted: R[],
  done: (r: R & { covered: boolean }) => void,
): void {
  const restrictedWindows = new Set(restricted.map((r) => r.window));
  for (const r of restricted) {
    const w = r.window;
    const on = new Set(r.days);
    const covering = windows.filter((o) => !restrictedWindows.has(o) && (o.days === null || o.days.some((d) => on.has(d))));
    done({ ...r, covered: covering.length > 0 });
    if (!covering.length) continue;
    const narrowed: Array<ReadingWindow & { sitting?: boolean }> = [];
    for (const o of covering) {
      const start = o.start > w.start ? o.start : w.start;
      const end = o.end < w.end ? o.end : w.end;
      if (start < end && !r.stated) narrowed.push({ days: r.days, start, end, ...(o.sitting && start === o.start && end === o.end ? { sitting: true } : {}) });
      const rest = (o.days ?? WEEK).filter((d) => !on.has(d));
      const at = windows.indexOf(o);
      if (rest.length) windows[at] = { ...o, days: rest };
      else windows.splice(at, 1);
    }
    if (narrowed.length) windows.splice(windows.indexOf(w), 1, ...narrowed);
  }
  // The same range on the days it kept and on the narrowed days is one window ("8–12 every day").
  for (let i = windows.length - 1; i > 0; i--) {
    const w = windows[i]!;
    const o = windows.slice(0, i).find((x) => x.start === w.start && x.end === w.end && Boolean(x.sitting) === Boolean(w.sitting));
    if (!o || o.days === null || w.days === null) continue;
    const union = WEEK.filter((d) => o.days!.includes(d) || w.days!.includes(d));
    windows[windows.indexOf(o)] = { ...o, days: union.length === 7 ? null : union };
    windows.splice(i, 1);
  }
}

/** An exception cue ending right before a position ("except ", "nicht "), as a whole word: "entreno martes" has no "no" before its days. */
export function exceptCueBefore(lex: Lexicon): RegExp {
  return cachedRegex(lex, "exceptCueBefore", () => new RegExp(`${lex.spaced ? "(?:^|[^\\p{L}])" : ""}(?:${lex.exceptBefore.length ? lex.exceptBefore.join("|") : "(?!)"})\\s*$`, "iu"));
}

/** Templates of days named as days off ("except Sundays", "Friday evenings off", "außer Freitagabend"), with the days in DAYS. */
export function exceptionTemplates(lex: Lexicon): string[] {
  return [
    ...lex.exceptBefore.map((c) => `(?:${c}) {DAYS}`),
    // "Friday evenings off", "金曜の夜は無理": a daypart may stand between the days and the cue.
    ...lex.exceptAfter.map((c) => `{DAYS}(?: ?(?:の)?{PART})? ?(?:は|も)? ?(?:${c})`),
    // A day glued to its daypart ("woensdagavond nooit", "außer Freitagabend").
    ...(lex.spaced ? [...lex.exceptBefore.map((c) => `(?:${c}) (?<DAYS>{DAY}){PART}`), ...lex.exceptAfter.map((c) => `(?<DAYS>{DAY}){PART} ?(?:${c})`)] : []),
  ];
}

/**
 * Whether a comparative of length stands next to days, in their clause ("Saturdays longer (90 min)", "longer on
 * Saturdays", "samstags länger", "le samedi plus longues", "土曜は長め"): those days' sessions differ in length
 * from the others, and the days alone restrict no days.
 */
export function comparedLengthAt(lex: Lexicon, text: string, start: number, end: number): string | null {
  if (!lex.comparedLength?.length) return null;
  const b = lex.spaced ? "(?<![\\p{L}])" : "";
  const e = lex.spaced ? "(?![\\p{L}])" : "";
  const cue = lex.comparedLength.join("|");
  const after = cachedRegex(lex, "comparedAfter", () => new RegExp(`^[^,;.!?()，、。；！？:：]{0,30}?${b}(?:${cue})${e}`, "iu"));
  const before = cachedRegex(lex, "comparedBefore", () => new RegExp(`${b}(?:${cue})${e}[^,;.!?()，、。；！？:：\\d]{0,20}$`, "iu"));
  const m = after.exec(text.slice(end, end + 40)) ?? before.exec(text.slice(Math.max(0, start - 30), start));
  return m ? m[0] : null;
}

/** A comparative of length that says shorter ("shorter", "kürzer", "plus courtes", "más cortas", "korter", "più brevi", "短め"). */
export const SHORTER = /short|kürzer|court|cort|curt|korter|brev|短/iu;

/** Whether a weekday name is followed by a date ("Saturday 21 November", "samedi 21 novembre", "Saturday, November 21"). */
export function datedDay(lex: Lexicon, text: string, end: number): boolean {
  const month = alternation(Object.keys(lex.months));
  const re = cachedRegex(lex, "datedDay", () => new RegExp(`^[\\s,]*(?:(?:on|the|on the|le|el|den|de|o|der|am|op)\\s+)?(?:\\d{1,2}(?:st|nd|rd|th|er|\\.)?\\s*(?:de\\s+|of\\s+)?${month}|\\d{1,2}[./]\\d{1,2}(?![\\d:])|${month}\\s+\\d{1,2}(?!\\d|:))`, "iu"));
  return re.test(text.slice(end, end + 30));
}

/** The bounds of the sentence around a position. */
function sentenceBounds(text: string, at: number): Region {
  const ends = /(?<![\d])[.!?](?![\d])|[;。！？；\n]/gu;
  let start = 0;
  for (const m of text.matchAll(ends)) {
    if (m.index! >= at) return { start, end: m.index! };
    start = m.index! + m[0].length;
  }
  return { start, end: text.length };
}

/** The sentence around a position. */
function sentenceAt(text: string, at: number): string {
  const b = sentenceBounds(text, at);
  return text.slice(b.start, b.end);
}

/** Whether a cue (regex sources of one lexicon field) is in a sentence that names days. */
function sentenceCue(lex: Lexicon, key: string, cues: string[] | undefined, text: string, at: number[]): boolean {
  if (!cues?.length) return false;
  const re = cachedRegex(lex, `cue:${key}`, () => new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${cues.join("|")})(?![\\p{L}])` : `(?:${cues.join("|")})`, "iu"));
  return at.some((p) => re.test(sentenceAt(text, p)));
}

/** Whether a sentence that names days says only when work is possible ("only", "I can", "dispo"). */
function availabilityCue(lex: Lexicon, text: string, at: number[]): boolean {
  return sentenceCue(lex, "availability", lex.availability, text, at);
}

/** Whether a cue stands right before or after one of the day phrases ("auch am Wochenende", "weekends too", "週末も"). */
function nearCue(lex: Lexicon, cues: string[] | undefined, text: string, phrases: Region[]): boolean {
  if (!cues?.length) return false;
  const b = lex.spaced ? "(?<![\\p{L}])" : "";
  const e = lex.spaced ? "(?![\\p{L}])" : "";
  const before = cachedRegex(lex, "inclusiveBefore", () => new RegExp(`${b}(?:${cues.join("|")})${e}[\\s,]*(?:\\p{L}+\\s+)?$`, "iu"));
  const after = cachedRegex(lex, "inclusiveAfter", () => new RegExp(`^[\\s,]*(?:${cues.join("|")})${e}`, "iu"));
  return phrases.some((p) => before.test(text.slice(Math.max(0, p.start - 25), p.start)) || after.test(text.slice(p.end, p.end + 25)));
}

/** Whether a clock time falls in a daypart, or within an hour before or ninety minutes after it. */
function nearPart(time: string, start: string, end: string): boolean {
  const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return mins(time) >= mins(start) - 60 && mins(time) < mins(end) + 90;
}

function addHours(t: string, h: number): string {
  const hour = Number(t.slice(0, 2)) + h;
  // "晚上10点到12点": the twelve of an evening range is midnight.
  if (hour >= 24) return "23:59";
  return `${String(hour).padStart(2, "0")}${t.slice(2)}`;
}

/** A time range's start and end; a bare first hour takes the second's half of the day ("8-9:30pm" → 20:00–21:30). */
/** The half of the day a clock time writes out ("9:30pm", "8 du soir"), if any. */
function halfOf(lex: Lexicon, phrase: string): "am" | "pm" | null {
  for (const t of lex.times) {
    const g = cachedRegex(lex, `half:${t}`, () => new RegExp(t, "iu")).exec(phrase)?.groups;
    if (g?.pm !== undefined) return "pm";
    if (g?.am !== undefined) return "am";
  }
  return null;
}

function rangeOf(lex: Lexicon, m: Match): { start: string | null; end: string | null; bare: boolean } {
  const a = m.groups.TIME ?? m.groups.HOUR;
  const b = m.groups.TIME2 ?? m.groups.HOUR2 ?? (m.groups.TIME !== undefined ? m.groups.HOUR : undefined);
  let start = parseTime(lex, a);
  let end = parseTime(lex, b);
  const bareA = /^\s*\d{1,2}\s*$/.test(a ?? "");
  const bareB = /^\s*\d{1,2}\s*$/.test(b ?? "");
  if (start && end && bareA && start < "12:00" && end >= "12:00" && addHours(start, 12) < end) start = addHours(start, 12);
  // "7:30 to 9:30pm": the pm written on the end is the start's too, when the start says no half of the day.
  else if (start && end && start < "12:00" && end >= "12:00" && addHours(start, 12) < end && halfOf(lex, a ?? "") === null && halfOf(lex, b ?? "") === "pm") start = addHours(start, 12);
  // An end before the start is on the clock's second round: "12:30 to 1:30" ends at 13:30, "10pm to 12" at midnight.
  if (start && end && end < start && end < "13:00") {
    const later = Number(end.slice(0, 2)) + 12;
    const moved = later >= 24 ? "23:59" : `${String(later).padStart(2, "0")}${end.slice(2)}`;
    if (moved > start) end = moved;
  }
  // "7:30 to 9:30" says no half of the day either: an evening daypart next to it makes it pm.
  const unmarked = !explicitHalf(lex, m.text) && (start ?? "") < "13:00" && (end ?? "") < "13:00";
  return { start, end, bare: (bareA && bareB) || unmarked };
}

function isGroup(lex: Lexicon, s: string | undefined): boolean {
  const items = dayItems(lex, s);
  return items.length > 0 && items.every((i) => i.group);
}

/** The hours of the daypart named in the clause around a phrase ("mornings before 8": the morning's), or null. */
function daypartNear(lex: Lexicon, text: string, start: number, end: number): { start: string; end: string } | null {
  const clause = /[.;!?。！？\n]/u;
  let from = start;
  while (from > 0 && start - from < 40 && !clause.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && to - end < 40 && !clause.test(text[to]!)) to++;
  const re = cachedRegex(lex, "daypartWordNear", () => new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${alternation(Object.keys(lex.dayparts))})(?![\\p{L}])` : `(?:${alternation(Object.keys(lex.dayparts))})`, "giu"));
  re.lastIndex = 0;
  const found = [...(text.slice(from, start) + " " + text.slice(end, to)).matchAll(re)].map((x) => lex.dayparts[x[0].toLowerCase()]).filter((d) => d !== undefined);
  const parts = [...new Set(found)];
  return parts.length === 1 ? DAYPARTS[parts[0]!] : null;
}
