/**
 * The deadline of a goal: relative spans ("in 12 weeks"), named ends ("end of June", "this year",
 * "by summer", "end of Q2") from the lexicon, and calendar dates through the language's chrono
 * parser. A stated date already past is not "no deadline": it is a PAST_DATE issue.
 */
import type { ReadingIssue } from "../../contracts/goal-reading.js";
import type { ParsedComponents } from "chrono-node";
import type { Lexicon } from "./lexicon/lexicon.js";
import { diffDays } from "../dates.js";
import { PERIOD_WORDS } from "./lexicon/periods.js";
import { comingMonth, easterRelative, endOfNamedMonth, lastDayOfMonth, monthDeadline, nextOnOrAfter, nextSeason, nextWeekday, plus, seasonOf, weekdayIndex, ymd, type Today } from "./calendar.js";
import { alternation, cachedRegex, matchAll, parseCount, parseDay, parseUnit, type Spans } from "./phrases.js";

export interface DeadlineReading {
  deadline: string | null;
  /** Days from today to the deadline when it came from a span ("for the next 4 weeks"). */
  horizon_days: number | null;
  issues: ReadingIssue[];
  /** The phrase it was read from. */
  source: string | null;
  /** A stated start ("from January", "ab dem 1. März"). */
  start: string | null;
  /** The phrase a start said as a relative date was read from ("next month" of "from next month"). */
  startSource?: string;
  /** The deadline is a bare month with no deadline word ("… in January"): a goal may take it, a reply should not. */
  loose?: boolean;
}

interface Candidate {
  date: string;
  /** 3 = an explicit deadline phrase, 2 = a span from now, 1 = a date with no deadline cue. */
  rank: number;
  start: number;
  end: number;
  text: string;
  past: boolean;
  span: boolean;
  /** A month alone, with no deadline cue. */
  loose?: boolean;
  /** The amount of a span ("for 8 weeks"): counted from a stated start when there is one. */
  amount?: { n: number; unit: "day" | "week" | "month" | "quarter" | "year" };
}

/** A year written after a date ("Ende August 2027"), not an amount ("Ende August 3000 Euro sparen"). */
const YEAR_AFTER = /^\s*(?:,\s*)?(?:de |del |of |van |do |da |des )?(20\d{2})(?![\d.,]?\d)(?!\s*(?:\p{Sc}|€|eur|euros?|dollars?|usd|pfund|pounds?|francs?|franken|reais|real|yuan|yen|元|円|块|km|kg|words?|wörter|mots|palabras|palavras|woorden|seiten|pages?|páginas|schritte|steps|pasos|passos|stappen)(?![\p{L}]))/iu;

export function cued(lex: Lexicon, text: string, start: number, end: number): boolean {
  const before = lex.deadlineBefore.length ? cachedRegex(lex, "deadlineBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.deadlineBefore.join("|")})\\s*$`, "iu")) : null;
  const after = lex.deadlineAfter.length ? cachedRegex(lex, "deadlineAfter", () => new RegExp(`^\\s*(?:${lex.deadlineAfter.join("|")})`, "iu")) : null;
  return Boolean(before?.test(text.slice(Math.max(0, start - 40), start)) || after?.test(text.slice(end, end + 20)));
}

/** A written year more than this far ahead is no plan's year: the number is an amount ("31. Dezember 3000 Euro"). */
const FAR_YEARS = 50;

/** Read the deadline from normalised text; takes the spans it reads. */
export function readDeadline(text: string, lex: Lexicon, now: Today, spans: Spans): DeadlineReading {
  const found: Candidate[] = [];
  let startDate: string | null = null;
  let startSource: string | undefined;
  const add = (c: Omit<Candidate, "past" | "span"> & { past?: boolean; span?: boolean }) => {
    if (!spans.free(c.start, c.end)) return;
    spans.take(c.start, c.end);
    found.push({ past: false, span: false, ...c });
  };

  const year = Number(now.date.slice(0, 4));
  // "start after Christmas", "à partir du nouvel an", "nach Ostern anfangen", "después de Reyes": a named day of the year
  // after a start cue is when the plan starts — the day after it after an "after" word ("after Christmas" is December 26;
  // on December 28 it is today, not next year's), else that day. Before, such a day was no date at all.
  const afterDayRe = lex.afterDay?.length ? cachedRegex(lex, "afterDayBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.afterDay!.join("|")})\\s*$`, "iu")) : null;
  const startsAtDay = (m: { start: number; end: number; text: string }, dayIn: (year: number) => string): boolean => {
    if (!spans.free(m.start, m.end)) return false;
    const before = text.slice(Math.max(0, m.start - 25), m.start);
    const after = Boolean(afterDayRe?.test(before));
    if (!after && !startCued(lex, text, m.start, m.end)) return false;
    const recent = dayIn(year) <= now.date ? dayIn(year) : dayIn(year - 1);
    let date = dayIn(year) >= now.date ? dayIn(year) : dayIn(year + 1);
    // Just past ("after Christmas" on December 28): it is over, the plan starts now.
    if (after && diffDays(recent, now.date) <= 30) date = recent;
    date = after ? plus(date, 1, "day")! : date;
    spans.take(m.start, m.end);
    if (startDate === null) [startDate, startSource] = [date < now.date ? now.date : date, m.text];
    return true;
  };
  // "4 Saturday mornings in March", "3 sessions of 2 hours in March", "samstags im März": a month right after
  // the sessions' phrase (a span the schedule read), with "in"/"im"/"en" between, is when they happen — the plan
  // starts then (the rest of it when it is this month) and ends with it. "My exam is in May" stays a deadline.
  const inMonthRe = PERIOD_WORDS[lex.lang].inMonth.length ? cachedRegex(lex, "inMonthBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${PERIOD_WORDS[lex.lang].inMonth.join("|")})\\s*$`, "iu")) : null;
  const sessionsMonth = (at: number, matched: string, month: number): { from: string; to: string } | null => {
    if (!inMonthRe) return null;
    const lead = cachedRegex(lex, "inMonthLead", () => new RegExp(`^(?:${PERIOD_WORDS[lex.lang].inMonth.join("|")})\\s+`, "iu")).exec(matched);
    const before = text.slice(Math.max(0, at - 25), at);
    const cue = lead ? null : inMonthRe.exec(before);
    if (!lead && !cue) return null;
    const cueAt = lead ? at : at - before.length + cue!.index + (/^[^\p{L}]/u.test(cue![0]) ? 1 : 0);
    const end = text.slice(0, cueAt).replace(/[\s,]+$/u, "").length;
    return end === 0 || spans.free(end - 1, end) ? null : comingMonth(now.date, month);
  };
  // "next December", "décembre prochain", "nächsten Dezember", "el próximo diciembre", "dezembro que vem",
  // "this December", "March of this year", "今年の12月": the month with the words that say which one
  // (calendar.ts monthDeadline), read as one phrase so those words go with the date (and out of the title).
  // First, so "de cette année" of "décembre de cette année" is no year's end.
  for (const m of namedMonths(lex, text)) {
    if (!spans.free(m.start, m.end)) continue;
    const [named, written] = m.named === "thisYear" ? (["bare", year] as const) : m.named === "nextYear" ? (["bare", year + 1] as const) : ([m.named, null] as const);
    const start = monthDeadline(now.date, m.month, named, written).slice(0, 7) + "-01";
    // "starting next January", "à partir de janvier prochain": when it starts.
    if (m.part === "month" && startCued(lex, text, m.start, m.end)) {
      spans.take(m.start, m.end);
      startDate ??= start < now.date ? now.date : start;
      continue;
    }
    const date = m.part === "end" ? lastDayOfMonth(Number(start.slice(0, 4)), m.month) : m.part === "mid" ? `${start.slice(0, 7)}-15` : monthDeadline(now.date, m.month, named, written);
    const isCued = m.part !== "month" || cued(lex, text, m.start, m.end);
    add({ date, rank: isCued ? 3 : 1, start: m.start, end: m.end, text: m.text, past: date < now.date, loose: !isCued });
  }
  // A stated year first ("by the end of 2027", "bis Ende 2028", "fin 2027"): no "this year" phrase reads inside it.
  for (const t of lex.yearEnd ?? [])
    for (const m of matchAll(lex, t, text)) {
      const date = `${m.groups.y}-12-31`;
      add({ date, rank: 3, start: m.start, end: m.end, text: m.text, past: date < now.date });
    }
  // "next year", "the end of next year" before "this year" reads "the end of the year" inside it.
  for (const t of lex.nextYear ?? [])
    for (const m of matchAll(lex, t, text)) if (!monthBefore(lex, text, m.start)) add({ date: `${year + 1}-12-31`, rank: 3, start: m.start, end: m.end, text: m.text });
  for (const t of lex.thisYear) for (const m of matchAll(lex, t, text)) add({ date: `${year}-12-31`, rank: 3, start: m.start, end: m.end, text: m.text });
  for (const t of lex.nextMonth ?? [])
    for (const m of matchAll(lex, t, text)) {
      const next = plus(`${now.date.slice(0, 7)}-01`, 1, "month")!;
      // "start next month", "nächsten Monat anfangen": its first day is when the plan starts, no deadline.
      if (startCued(lex, text, m.start, m.end) && spans.free(m.start, m.end)) {
        spans.take(m.start, m.end);
        if (startDate === null) [startDate, startSource] = [next, m.text];
        continue;
      }
      add({ date: lastDayOfMonth(Number(next.slice(0, 4)), Number(next.slice(5, 7))), rank: 3, start: m.start, end: m.end, text: m.text });
    }
  // "begin the week after next", "ab übernächster Woche", "start the month after next": that week's Monday or that month's
  // first day is when the plan starts (the parser read "the week after" as one week on: the plan started next Monday);
  // without a start cue, the end of that week or month ends the plan.
  for (const [unit, phrases] of [["week", lex.afterNext?.week ?? []], ["month", lex.afterNext?.month ?? []]] as const)
    for (const t of phrases)
      for (const m of matchAll(lex, t, text)) {
        if (!spans.free(m.start, m.end)) continue;
        const first = unit === "week" ? plus(now.date, 14 - weekdayIndex(now.date), "day")! : plus(`${now.date.slice(0, 7)}-01`, 2, "month")!;
        if (startCued(lex, text, m.start, m.end)) {
          spans.take(m.start, m.end);
          if (startDate === null) [startDate, startSource] = [first, m.text];
          continue;
        }
        add({ date: unit === "week" ? plus(first, 6, "day")! : lastDayOfMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7))), rank: 3, start: m.start, end: m.end, text: m.text });
      }
  for (const t of lex.thisMonth) for (const m of matchAll(lex, t, text)) add({ date: lastDayOfMonth(Number(now.date.slice(0, 4)), Number(now.date.slice(5, 7))), rank: 3, start: m.start, end: m.end, text: m.text });
  // "by the end of next quarter" before "the end of the quarter" reads inside it.
  const quarterEnd = (ahead: number) => {
    const q = Math.ceil(Number(now.date.slice(5, 7)) / 3) + ahead;
    const y = year + Math.floor((q - 1) / 4);
    return lastDayOfMonth(y, (((q - 1) % 4) + 1) * 3);
  };
  for (const t of lex.nextQuarter ?? []) for (const m of matchAll(lex, t, text)) add({ date: quarterEnd(1), rank: 3, start: m.start, end: m.end, text: m.text });
  for (const t of lex.thisQuarter ?? []) for (const m of matchAll(lex, t, text)) add({ date: quarterEnd(0), rank: 3, start: m.start, end: m.end, text: m.text });
  for (const t of lex.quarter)
    for (const m of matchAll(lex, t, text)) {
      const q = Number(m.groups.q ?? (m.groups.ORD !== undefined ? lex.ordinals[m.groups.ORD.replace(/\s+/g, " ")] : null) ?? parseCount(lex, m.groups.N) ?? NaN);
      if (q >= 1 && q <= 4) add({ date: endOfNamedMonth(now.date, q * 3), rank: 3, start: m.start, end: m.end, text: m.text });
    }
  for (const t of lex.endOfMonth)
    for (const m of matchAll(lex, t, text)) {
      const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
      const year = YEAR_AFTER.exec(text.slice(m.end, m.end + 40))?.[1];
      if (!month) continue;
      // "明年6月底", "来年の3月末": that month of next year.
      const nextYear = !year && /(?:明年|来年|來年|翌年)(?:的|の)?\s*$/u.test(text.slice(Math.max(0, m.start - 6), m.start));
      const date = year ? lastDayOfMonth(Number(year), month) : nextYear ? lastDayOfMonth(Number(now.date.slice(0, 4)) + 1, month) : endOfNamedMonth(now.date, month);
      add({ date, rank: 3, start: m.start, end: m.end + (year ? text.slice(m.end).indexOf(year) + 4 : 0), text: m.text, past: date < now.date });
    }
  // "the first weekend of March", "le dernier week-end de mai": that weekend, Saturday (the start) to Sunday (the deadline).
  for (const t of lex.nthWeekend ?? [])
    for (const m of matchAll(lex, t, text)) {
      const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
      const nth = m.groups.ORD !== undefined ? lex.ordinals[m.groups.ORD.replace(/\s+/g, " ")] : undefined;
      if (!month || nth === undefined) continue;
      const saturdayOf = (y: number) => {
        if (nth > 0) {
          const first = ymd(y, month, 1)!;
          return plus(first, (5 - weekdayIndex(first) + 7) % 7 + (nth - 1) * 7, "day")!;
        }
        const last = lastDayOfMonth(y, month);
        return plus(last, -((weekdayIndex(last) - 5 + 7) % 7), "day")!;
      };
      let saturday = saturdayOf(year);
      if (plus(saturday, 1, "day")! < now.date) saturday = saturdayOf(year + 1);
      if (Number(saturday.slice(5, 7)) !== month) continue;
      // The schedule may have read "weekend" as the days already: only the month need be free.
      const at = m.start + m.text.lastIndexOf(m.groups.MONTH ?? "");
      if (!spans.free(at, at + (m.groups.MONTH ?? "").length)) continue;
      spans.take(m.start, m.end);
      startDate ??= saturday;
      found.push({ date: plus(saturday, 1, "day")!, rank: 3, start: m.start, end: m.end, text: m.text, past: false, span: false });
    }
  // "next weekend", "le week-end prochain", "来週末": the coming Saturday (the start) to its Sunday (the
  // deadline); after a start cue ("every Saturday, starting next weekend") only the start.
  for (const t of lex.nextWeekend ?? [])
    for (const m of matchAll(lex, t, text)) {
      if (found.some((f) => f.start < m.end && m.start < f.end)) continue;
      const saturday = nextWeekday(now.date, "SA");
      const startCue = startCueBefore(lex);
      startDate ??= saturday;
      if (startCue?.test(text.slice(Math.max(0, m.start - 25), m.start))) continue;
      found.push({ date: plus(saturday, 1, "day")!, rank: 3, start: m.start, end: m.end, text: m.text, past: false, span: false });
    }
  // "this weekend", "dieses Wochenende", "ce week-end", "今週末": this week's Saturday (the start) to its Sunday (the
  // deadline) — today when it is already the weekend. A one-off piece of work, not every weekend (the schedule read
  // "weekend" as its days, which now fall in that one weekend).
  for (const t of lex.thisWeekend ?? [])
    for (const m of matchAll(lex, t, text)) {
      if (found.some((f) => f.start < m.end && m.start < f.end)) continue;
      const wd = weekdayIndex(now.date);
      const saturday = wd === 5 ? now.date : wd === 6 ? plus(now.date, -1, "day")! : nextWeekday(now.date, "SA");
      startDate ??= saturday < now.date ? now.date : saturday;
      found.push({ date: plus(saturday, 1, "day")!, rank: 3, start: m.start, end: m.end, text: m.text, past: false, span: false });
    }
  // "mid-March" is the 15th; "the beginning of April", "Anfang April", "début avril" the 1st.
  for (const [phrases, day] of [[lex.midMonth ?? [], 15], [lex.startOfMonth ?? [], 1]] as const)
  for (const t of phrases)
    for (const m of matchAll(lex, t, text)) {
      const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
      if (!month) continue;
      // "ab Anfang April", "starting at the beginning of May": when it starts, not a deadline.
      const startCue = startCueBefore(lex);
      const before = text.slice(Math.max(0, m.start - 25), m.start);
      if (startCue && (startCue.test(before) || startCue.test(before.replace(/\s+\p{L}{1,3}\s*$/u, "")))) continue;
      const yearAfter = /^\s*(?:de |del |of )?(20\d{2})(?!\d)/.exec(text.slice(m.end, m.end + 10));
      const date = yearAfter ? ymd(Number(yearAfter[1]), month, day)! : nextOnOrAfter(now.date, month, day);
      add({ date, rank: 3, start: m.start, end: m.end + (yearAfter?.[0].length ?? 0), text: m.text, past: date < now.date });
    }
  for (const t of lex.season)
    for (const m of matchAll(lex, t, text)) {
      const s = lex.seasons[(m.groups.SEASON ?? "").replace(/\s+/g, " ")];
      if (!s || !cued(lex, text, m.start, m.end)) continue;
      // "spring 2027", "2027年春", "来年の夏", "next summer": that year's season, else the next one.
      const after = /^\s*(?:de |del |of )?(20\d{2})(?!\d)/.exec(text.slice(m.end, m.end + 12));
      const before = /(20\d{2})\s*年?\s*(?:的|の)?\s*$/.exec(text.slice(Math.max(0, m.start - 8), m.start)) ?? /(20\d{2})\s*年?\s*(?:的|の)?\s*$/.exec(m.text.slice(0, m.text.length - (m.groups.SEASON ?? "").length));
      const explicit = after?.[1] ?? before?.[1];
      const nextYear = /明年|来年|來年|next|nächst|prochain|próxim|prossim|que vem|que viene|volgend/iu.test(m.text) || /(?:明年|来年|來年)的?\s*$|next\s*$/iu.test(text.slice(Math.max(0, m.start - 6), m.start));
      const date = explicit ? seasonOf(Number(explicit), s) : nextYear ? seasonOf(year + 1, s) : nextSeason(now.date, s);
      add({ date, rank: 3, start: m.start, end: m.end + (after ? after[0].length : 0), text: m.text, past: date < now.date });
    }
  // Named ends that say "within" themselves ("年度内に", "今年度中に"): no cue needed.
  for (const [name, [month, day]] of Object.entries(lex.namedEnds ?? {}))
    for (const m of matchAll(lex, name, text)) add({ date: nextOnOrAfter(now.date, month, day), rank: 3, start: m.start, end: m.end, text: m.text });
  if (lex.holidays) {
    const names = Object.keys(lex.holidays);
    for (const m of matchAll(lex, `(?:${alternation(names)})`, text)) {
      const [month, day] = lex.holidays[m.text.replace(/\s+/g, " ")] ?? [0, 0];
      if (!month) continue;
      if (startsAtDay(m, (y) => ymd(y, month, day)!)) continue;
      if (!cued(lex, text, m.start, m.end)) continue;
      // "before Christmas next year".
      const nextYear = lex.nextYear?.length ? cachedRegex(lex, "nextYearAfterHoliday", () => new RegExp(`^\\s*(?:${lex.nextYear!.join("|")})`, "iu")).test(text.slice(m.end, m.end + 30)) : false;
      const date = nextYear ? ymd(year + 1, month, day)! : nextOnOrAfter(now.date, month, day);
      add({ date, rank: 3, start: m.start, end: m.end, text: m.text });
    }
  }
  for (const m of feastMentions(lex, text)) {
    if (startsAtDay(m, (y) => easterRelative(`${y}-01-01`, m.offset, y))) continue;
    if (!cued(lex, text, m.start, m.end)) continue;
    // "Ostern 2028", "Pasen volgend jaar": that year's; otherwise the next one to come.
    const after = text.slice(m.end, m.end + 30);
    const explicit = /^\s*(?:de |del |of |van |do |da )?(20\d{2})(?!\d)/.exec(after);
    const nextYear = !explicit && lex.nextYear?.length ? cachedRegex(lex, "nextYearAfterFeast", () => new RegExp(`^\\s*(?:${lex.nextYear!.join("|")})`, "iu")).test(after) : false;
    const date = easterRelative(now.date, m.offset, explicit ? Number(explicit[1]) : nextYear ? year + 1 : undefined);
    add({ date, rank: 3, start: m.start, end: m.end + (explicit?.[0].length ?? 0), text: m.text, past: date < now.date });
  }
  for (const rule of lex.spans)
    for (const m of matchAll(lex, rule.re, text)) {
      const n = rule.n ?? parseCount(lex, m.groups.N);
      const unit = rule.unit ?? parseUnit(lex, m.groups.UNIT);
      if (n === null || !unit || unit === "minute" || unit === "hour") continue;
      const date = plus(now.date, /fortnight/.test(m.groups.UNIT ?? "") ? n * 2 : n, unit);
      // "start in two weeks", "in 3 Wochen anfangen": when the plan starts, no deadline.
      if (date && startCued(lex, text, m.start, m.end) && spans.free(m.start, m.end)) {
        spans.take(m.start, m.end);
        if (startDate === null) [startDate, startSource] = [date, m.text];
        continue;
      }
      if (date) add({ date, rank: 2, start: m.start, end: m.end, text: m.text, span: true, amount: { n: /fortnight/.test(m.groups.UNIT ?? "") ? n * 2 : n, unit } });
    }

  const startCue = startCueBefore(lex);
  const startCueAfter = lex.startAfter?.length ? cachedRegex(lex, "startAfter", () => new RegExp(`^\\s*(?:${lex.startAfter!.join("|")})`, "iu")) : null;
  // "by April 30, 10 minutes a day": a number after a day and a comma is no year (same length, so indices hold).
  const chronoText = text.replace(/(\d)(,)(\s+)(?!(?:19|20)\d{2}(?!\d))(?=\d)/g, "$1;$3");
  const parsed = chronoResults(lex, chronoText, now, spans);
  // "between January 11 and March 28", "du 11 janvier jusqu'au 28 mars": two dates the parser read apart,
  // the first after a range opener and the second right after a range word (and an article: "und dem", "y el"),
  // are the goal's start and end.
  const words = PERIOD_WORDS[lex.lang];
  const joinRe = cachedRegex(lex, "rangeJoinBetween", () => new RegExp(`^\\s*(?:${[...words.rangeJoin, ...words.listAnd].join("|")})(?:\\s+\\p{L}{1,3})?\\s*$`, "iu"));
  const openRe = cachedRegex(lex, "rangeOpenBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${words.rangeOpen.join("|")})\\s*$`, "iu"));
  let joinedTo = -1;
  for (let i = 0; words.rangeOpen.length && i + 1 < parsed.length; i++) {
    const [a, b] = [parsed[i]!, parsed[i + 1]!];
    if (a.end || b.end || !a.start.isCertain("month") || !a.start.isCertain("day") || !b.start.isCertain("month")) continue;
    if (!openRe.test(text.slice(Math.max(0, a.index - 20), a.index)) || !joinRe.test(text.slice(a.index + a.text.length, b.index))) continue;
    const [start, end] = [a.index, b.index + b.text.length];
    if (!spans.free(start, end)) continue;
    const from = a.start.isCertain("year") ? ymd(a.start.get("year")!, a.start.get("month")!, a.start.get("day")!) : nextOnOrAfter(now.date, a.start.get("month")!, a.start.get("day")!);
    const endDate = from ? rangeEnd(b.start, from) : null;
    if (!from || !endDate || endDate < from) continue;
    spans.take(start, end);
    startDate ??= from;
    found.push({ date: endDate, rank: 3, start, end, text: text.slice(start, end), past: endDate < now.date, span: false });
    joinedTo = i + 1;
    i++;
  }
  // The month the sessions happen in, when a chrono match is one (sessionsMonth).
  let period: { from: string; to: string } | null = null;
  for (const [i, r] of parsed.entries()) {
    if (i <= joinedTo && found.some((f) => f.start <= r.index && r.index < f.end)) continue;
    const start = r.index;
    const s = r.start;
    // "2 hours", "in 45 minutes": a length of time within the day, never a date to finish by.
    const lastWord = r.text.trim().split(/\s+/).pop();
    const lastUnit = lastWord === undefined ? null : parseUnit(lex, lastWord);
    let end = start + r.text.length;
    if ((lastUnit === "hour" || lastUnit === "minute") && s.isCertain("hour")) {
      // "by 31 January - 2 hours on Sundays": the date before the length still counts.
      const amount = /[\s,;:–—-]*\d+(?:[.,]\d+)?\s*\p{L}+\.?$/u.exec(r.text);
      const rest = amount ? r.text.slice(0, amount.index) : "";
      const monthWords = cachedRegex(lex, "monthWords", () => new RegExp(alternation(Object.keys(lex.months)), "iu"));
      if (!/\d/.test(rest) && !monthWords.test(rest)) continue;
      end = start + rest.length;
    }
    // "on 12 May, 45 minutes a day": two digits after a comma and before a word are an amount, not the year.
    let yearless = false;
    // "bis 1. Januar 20 Kilo", "bis zum 1. März 5 Kilo abnehmen": one to three digits after the month and before a word are the amount, not the year.
    const shortYear = /,\s*\d{2}$/.exec(r.text) ?? (lex.spaced ? /(?<=\p{L}\.?)\s+\d{1,3}$/u.exec(r.text) : null);
    if (shortYear && s.isCertain("year") && /^\s*\p{L}/u.test(text.slice(end))) {
      end = start + shortYear.index;
      yearless = true;
    }
    // "bis zum 31. Dezember 3000 Euro sparen": four digits no plan could run to are an amount, not the year.
    const farYear = s.isCertain("year") && s.get("year")! > year + FAR_YEARS ? /(?<=[\p{L}\p{N}]\.?)[\s,]+\d{4}$/u.exec(r.text) : null;
    if (farYear) {
      end = start + farYear.index;
      yearless = true;
    }
    // "até sexta, 20 minutos por dia": the parser took the length's number for a time ("Friday 20:00")
    // and ran into what the schedule read; the weekday before the comma stands alone.
    if (s.isCertain("weekday") && !s.isCertain("day") && !spans.free(start, end)) {
      let cut = start;
      while (cut < end && spans.free(cut, cut + 1)) cut++;
      const kept = text.slice(start, cut).replace(/[\s,;:]+$/u, "");
      if (kept && parseDay(lex, kept.trim())) end = start + kept.length;
    }
    // "by March 15 at 5pm", "by 15 March at 8 pm": the parser folds the time the schedule already read
    // into the date; the date before it still counts (else the month alone was read: March 1, or nothing).
    if (s.isCertain("day") && s.isCertain("month") && s.isCertain("hour") && spans.free(start, start + 1) && !spans.free(start, end)) {
      let cut = start;
      while (cut < end && spans.free(cut, cut + 1)) cut++;
      const kept = text.slice(start, cut).replace(/[\s,;:]+$/u, "");
      if (/\d/.test(kept)) end = start + kept.length;
    }
    // A match inside a word ("Fr" of "Frühstück") is no date.
    if (lex.spaced && /^\p{L}/u.test(text.slice(end, end + 1)) && /\p{L}$/u.test(r.text)) continue;
    // "vanaf januari", "ab März", "明年1月1日起": when it starts (the reading's `start`), not when it must be done.
    if (startCue?.test(text.slice(Math.max(0, start - 25), start)) || startCueAfter?.test(text.slice(end, end + 10))) {
      if (!spans.free(start, end)) continue;
      spans.take(start, end);
      // "start next Monday", "ab Montag": the coming one.
      // ("start next week", "begin the week after next": the parser calls that the same weekday a week on; no day is named,
      // so the plan starts on that week's Monday — it was the coming Saturday.)
      const namesDay = matchAll(lex, "{DAY}", r.text).length > 0;
      const written = /\d/.test(r.text) || cachedRegex(lex, "monthWords", () => new RegExp(alternation(Object.keys(lex.months)), "iu")).test(r.text);
      const weekday = s.isCertain("weekday") && !s.isCertain("month") && namesDay ? (["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const)[s.get("weekday")!]! : null;
      const relative = !namesDay && !written ? ymd(s.get("year")!, s.get("month")!, s.get("day")!) : null;
      const date = relative && relative > now.date ? weekOrMonthStart(now.date, relative) : s.isCertain("day") && s.isCertain("month") ? (s.isCertain("year") ? ymd(s.get("year")!, s.get("month")!, s.get("day")!) : nextOnOrAfter(now.date, s.get("month")!, s.get("day")!)) : s.isCertain("month") ? (s.isCertain("year") ? ymd(s.get("year")!, s.get("month")!, 1) : nextOnOrAfter(now.date, s.get("month")!, 1)) : weekday ? nextWeekday(now.date, weekday) : null;
      if (startDate === null && date) [startDate, startSource] = [date, r.text];
      // "from January 11 until March 28", "a partir del 11 de enero hasta el 28 de marzo": the range's end is the deadline.
      const endDate = rangeEnd(r.end, date ?? now.date);
      if (endDate) found.push({ date: endDate, rank: 3, start, end, text: r.text, past: endDate < now.date, span: false });
      continue;
    }
    const isCued = cued(lex, text, start, end);
    const rank = isCued ? 3 : 1;
    // "vom 11. Januar bis zum 28. März …", "du 11 janvier au 28 mars": a stated range the dates off did not
    // take is when the goal runs — its start and its end (the deadline).
    const rangeOpen = PERIOD_WORDS[lex.lang].rangeOpen;
    if (!isCued && r.end && s.isCertain("month") && rangeOpen.length && (cachedRegex(lex, "rangeOpenBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${rangeOpen.join("|")})\\s*$`, "iu")).test(text.slice(Math.max(0, start - 20), start)) || cachedRegex(lex, "rangeOpenAt", () => new RegExp(`^(?:${rangeOpen.join("|")})(?![\\p{L}])`, "iu")).test(r.text))) {
      const from = s.isCertain("day") ? (s.isCertain("year") ? ymd(s.get("year")!, s.get("month")!, s.get("day")!) : nextOnOrAfter(now.date, s.get("month")!, s.get("day")!)) : null;
      const endDate = from ? rangeEnd(r.end, from) : null;
      if (from && endDate && spans.free(start, end)) {
        spans.take(start, end);
        startDate ??= from;
        found.push({ date: endDate, rank: 3, start, end, text: r.text, past: endDate < now.date, span: false });
        continue;
      }
    }
    // "de 20 a 27 de dezembro", "vom 20. bis 27. Dezember": a period (a trip, a break), not a date to finish by.
    if (!isCued && r.end) continue;
    // Without a deadline cue only a written date counts (digits or a month name), not "a week" or "tonight".
    const months = cachedRegex(lex, "monthWords", () => new RegExp(alternation(Object.keys(lex.months)), "iu"));
    if (!isCued && !/\d/.test(r.text) && !months.test(r.text)) continue;
    // "o prazo agora é 10/05": "now" or "today" is no deadline.
    if (!/\d/.test(r.text) && s.isCertain("day") && ymd(s.get("year")!, s.get("month")!, s.get("day")!) === now.date) continue;
    if (s.isCertain("day") && s.isCertain("month")) {
      const year = s.isCertain("year") && !yearless ? s.get("year")! : null;
      const month = s.get("month")!;
      const day = s.get("day")!;
      const date = year !== null ? ymd(year, month, day) : nextOnOrAfter(now.date, month, day);
      if (!date) continue;
      add({ date, rank, start, end, text: r.text, past: date < now.date });
    } else if (s.isCertain("month") && !s.isCertain("hour") && !s.isCertain("year") && (period = sessionsMonth(start, r.text, s.get("month")!))) {
      if (spans.free(start, end)) {
        spans.take(start, end);
        startDate ??= period.from;
        found.push({ date: period.to, rank: 2, start, end, text: r.text, past: false, span: false });
      }
    } else if (s.isCertain("month") && !s.isCertain("hour")) {
      const month = s.get("month")!;
      // "diciembre, 20 minutos": the two digits are the length, not the year (yearless above).
      const year = s.isCertain("year") && !yearless ? s.get("year")! : null;
      const date = monthDeadline(now.date, month, "bare", year);
      add({ date, rank, start, end, text: text.slice(start, end), past: year !== null && lastDayOfMonth(year, month) < now.date, loose: !isCued });
    } else if (s.isCertain("weekday") && !s.isCertain("day") && isCued) {
      const wd = parseDay(lex, r.text.replace(/[^\p{L}]+$/u, "").trim()) ?? (["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const)[s.get("weekday")!]!;
      // "来週の金曜までに": that weekday of next week.
      const nextWeek = lex.nextWeek ? cachedRegex(lex, "nextWeek", () => new RegExp(`(?:${lex.nextWeek})\\s*$`, "iu")).test(text.slice(Math.max(0, start - 6), start)) : false;
      add({ date: nextWeek ? nextWeekday(plus(now.date, 6 - weekdayIndex(now.date), "day")!, wd) : nextWeekday(now.date, wd), rank: 3, start, end, text: text.slice(start, end) });
    } else if (s.isCertain("day") && !s.isCertain("hour") && isCued) {
      // "by tomorrow": chrono knows the day relative to now.
      const date = ymd(s.get("year")!, s.get("month")!, s.get("day")!);
      if (date) add({ date, rank: 3, start, end, text: r.text });
    }
  }

  // A day of the month alone ("by the 10th", "10日までに", "10号之前"): this month's, or next month's when it has passed.
  for (const t of lex.dayOfMonth ?? [])
    for (const m of matchAll(lex, t, text)) {
      const day = parseCount(lex, m.groups.N);
      if (!day || day < 1 || day > 31 || !Number.isInteger(day)) continue;
      const [y, mo] = [Number(now.date.slice(0, 4)), Number(now.date.slice(5, 7))];
      let date = m.groups.next === undefined ? ymd(y, mo, day) : null;
      // "来月の15日までに": next month's.
      if (!date || date < now.date) {
        const next = plus(`${now.date.slice(0, 7)}-01`, 1, "month")!;
        date = ymd(Number(next.slice(0, 4)), Number(next.slice(5, 7)), day) ?? lastDayOfMonth(Number(next.slice(0, 4)), Number(next.slice(5, 7)));
      }
      add({ date, rank: 3, start: m.start, end: m.end, text: m.text });
    }
  // A month alone after a deadline cue ("bis März", "até agosto", "d'ici octobre 2027"): its first day,
  // the next one to come when no year is written ("by March" in April is next March).
  for (const m of matchAll(lex, `{MONTH}(?: ?(?:de |del |of |年)?(?<y>20\\d{2}))?`, text)) {
    // "starting in January", "ab Januar", "à partir de janvier": a month alone after a start cue is when it starts.
    const startsThen = lex.startBefore?.length ? cachedRegex(lex, "startBeforeMonth", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.startBefore!.join("|")})(?:\\s+\\p{L}{1,3})?\\s*$`, "iu")) : null;
    if (startDate === null && spans.free(m.start, m.end) && (startsThen?.test(text.slice(Math.max(0, m.start - 25), m.start)) || startCued(lex, text, m.start, m.end))) {
      const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
      if (month) {
        spans.take(m.start, m.end);
        startDate = m.groups.y ? ymd(Number(m.groups.y), month, 1)! : nextOnOrAfter(now.date, month, 1);
        continue;
      }
    }
    // "4 Saturday mornings in March", "samstags im März": the month the sessions happen in (sessionsMonth).
    if (!m.groups.y && spans.free(m.start, m.end)) {
      const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
      const during = month ? sessionsMonth(m.start, m.text, month) : null;
      if (during) {
        spans.take(m.start, m.end);
        startDate ??= during.from;
        found.push({ date: during.to, rank: 2, start: m.start, end: m.end, text: m.text, past: false, span: false });
        continue;
      }
    }
    // Without a cue only a month with its year is a date ("a maratona em outubro de 2027").
    const isCued = cued(lex, text, m.start, m.end);
    // "Ich will im März einen 10-km-Lauf schaffen", "courir un 10 km en mars": the month the goal happens
    // in, as English "in March" is read through the date parser — a loose deadline, its first day.
    const inMonth = !isCued && !m.groups.y && Boolean(inMonthRe?.test(text.slice(Math.max(0, m.start - 12), m.start)));
    if (!spans.free(m.start, m.end) || (!isCued && !m.groups.y && !inMonth)) continue;
    const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
    if (!month) continue;
    const next = lex.nextYear?.length ? cachedRegex(lex, "nextYearAfter", () => new RegExp(`^\\s*(?:(?:of|do|de|del|des|van|des nächsten)\\s+)?(?:${lex.nextYear!.join("|")})`, "iu")) : null;
    const y = m.groups.y ? Number(m.groups.y) : next?.test(text.slice(m.end, m.end + 30)) ? year + 1 : null;
    const date = monthDeadline(now.date, month, "bare", y);
    add({ date, rank: isCued ? 3 : 1, start: m.start, end: m.end, text: m.text, past: y !== null && lastDayOfMonth(y, month) < now.date, ...(inMonth ? { loose: true } : {}) });
  }

  if (found.length === 0) return { deadline: null, horizon_days: null, issues: [], source: null, start: startDate, ...(startSource ? { startSource } : {}) };
  found.sort((a, b) => b.rank - a.rank || a.start - b.start);
  const best = found[0]!;
  if (best.past)
    return {
      deadline: null,
      horizon_days: null,
      issues: [{ code: "PAST_DATE", field: "deadline", phrase: best.text.trim(), message: `"${best.text.trim()}" (${best.date}) has already passed` }],
      source: best.text.trim(),
      start: startDate,
      ...(startSource ? { startSource } : {}),
    };
  // "Starting January 4 … for 8 weeks": the span runs from the stated start, not from today.
  const deadline = best.amount && startDate && startDate > now.date ? (plus(startDate, best.amount.n, best.amount.unit) ?? best.date) : best.date;
  return { deadline, horizon_days: null, issues: [], source: best.text.trim(), start: startDate, ...(startSource ? { startSource } : {}), ...(best.loose ? { loose: true } : {}) };
}

/**
 * chrono's dates in the text. A match that begins inside what the schedule already read is parsed
 * again with that part blanked: chrono folds a length before a date into it ("8 lessons of 90
 * minutes before February 20" is read as 90 minutes before that day), and the folded match,
 * overlapping a taken span, would be dropped and the month alone read instead (February 1). A
 * match that only ends in a taken span ("on 16 January, 35 minutes") is trimmed by the reading
 * below, as before; every other match stays as chrono gives it.
 */
function chronoResults(lex: Lexicon, text: string, now: Today, spans: Spans): ReturnType<Lexicon["chrono"]["parse"]> {
  const results = lex.chrono.parse(text, now.wall, { forwardDate: true });
  const folded = (r: { index: number }) => !spans.free(r.index, r.index + 1);
  if (!results.some(folded)) return results;
  const masked = lex.chrono.parse(spans.mask(text), now.wall, { forwardDate: true });
  return results.flatMap((r) => {
    if (!folded(r)) return [r];
    const end = r.index + r.text.length;
    return masked.filter((m) => m.index > r.index && m.index + m.text.trimEnd().length <= end);
  });
}

/** The last day of a stated range ("… until March 28", "… bis Ende März"), counted from its first day. */
function rangeEnd(e: ParsedComponents | undefined | null, from: string): string | null {
  if (!e || !e.isCertain("month")) return null;
  const y = e.isCertain("year") ? e.get("year")! : null;
  const mo = e.get("month")!;
  if (e.isCertain("day")) return y !== null ? ymd(y, mo, e.get("day")!) : nextOnOrAfter(from, mo, e.get("day")!);
  return lastDayOfMonth(y ?? Number(from.slice(0, 4)) + (mo < Number(from.slice(5, 7)) ? 1 : 0), mo);
}

/** Where the text names a movable feast ("vor Ostern", "antes da Semana Santa"), with its offset from Easter Sunday. */
export function feastMentions(lex: Lexicon, text: string): { start: number; end: number; text: string; offset: number }[] {
  if (!lex.feasts || Object.keys(lex.feasts).length === 0) return [];
  const out: { start: number; end: number; text: string; offset: number }[] = [];
  for (const m of matchAll(lex, `(?:${alternation(Object.keys(lex.feasts))})`, text)) {
    const offset = lex.feasts[m.text.replace(/\s+/g, " ")];
    if (offset !== undefined) out.push({ start: m.start, end: m.end, text: m.text, offset });
  }
  return out;
}

/**
 * A single coming day named by its weekday ("next Sunday", "nächsten Sonntag", "dimanche prochain",
 * "el próximo domingo", "no próximo domingo", "volgende zondag"): one date, not a weekly day. Read
 * before the schedule so "run a marathon next Sunday" is an event on that Sunday (the deadline when
 * no other is stated), not a run every Sunday. The phrases are the lexicon's `comingDay`.
 */
export function comingDayMentions(lex: Lexicon, text: string, now: Today): { start: number; end: number; text: string; date: string }[] {
  const out: { start: number; end: number; text: string; date: string }[] = [];
  for (const form of lex.comingDay ?? [])
    for (const m of matchAll(lex, form, text)) {
      const wd = parseDay(lex, m.groups.DAY);
      if (wd && !out.some((o) => o.start < m.end && m.start < o.end)) out.push({ start: m.start, end: m.end, text: m.text, date: nextWeekday(now.date, wd) });
    }
  return out;
}

/** Whether a month name stands right before a position ("March next year" is March, not the year's end). */
function monthBefore(lex: Lexicon, text: string, at: number): boolean {
  const re = cachedRegex(lex, "monthBefore", () => new RegExp(`${alternation(Object.keys(lex.months))}\\s*(?:de |del |of )?$`, "iu"));
  return re.test(text.slice(Math.max(0, at - 16), at));
}

type MonthPart = "month" | "end" | "mid";
/** A day of the month right after a month name ("5月22日", "march 14", "march 14th,"), not an amount ("december 20 minutes"). */
const DAY_AFTER = /^\s*(?:[\d〇一二三四五六七八九十]{1,3}\s*[日号號]|\s\d{1,2}(?:st|nd|rd|th)?(?!\s*\p{L})(?![\d]))/u;
const NAMED_KINDS = [["next", "monthNext"], ["this", "monthThis"], ["thisYear", "monthThisYear"], ["nextYear", "monthNextYear"]] as const;

/**
 * Months named with the words that say which one ("next December", "this March", "December of this
 * year"), alone or as a part of the month ("the end of next March", "fin décembre prochain", "mid next
 * June"): a lexicon's end-of-month and mid-month phrases with the named month in the place of {MONTH}.
 * A plain part of a month ("今年12月底" read as "12月底") is left to its own rule.
 */
function namedMonths(lex: Lexicon, text: string): { start: number; end: number; text: string; month: number; named: "next" | "this" | "thisYear" | "nextYear"; part: MonthPart }[] {
  const out: ReturnType<typeof namedMonths> = [];
  const overlaps = (s: number, e: number) => out.some((o) => o.start < e && s < o.end);
  const plainParts = [...lex.endOfMonth, ...(lex.midMonth ?? []), ...(lex.startOfMonth ?? []), ...(lex.nthWeekend ?? [])].flatMap((t) => matchAll(lex, t, text));
  for (const [part, partTemplates] of [["end", lex.endOfMonth], ["mid", lex.midMonth ?? []], ["month", ["{MONTH}"]]] as const)
    for (const [named, key] of NAMED_KINDS)
      for (const nt of lex[key] ?? [])
        for (const pt of partTemplates)
          for (const m of matchAll(lex, pt.replace("{MONTH}", `(?:${nt})`), text)) {
            const month = lex.months[(m.groups.MONTH ?? "").replace(/\s+/g, " ")];
            if (!month || overlaps(m.start, m.end)) continue;
            if (part === "month" && plainParts.some((p) => p.start < m.end && m.start < p.end)) continue;
            // "来年5月22日", "next March 14": a day of the month follows — a date the parser reads whole.
            if (part === "month" && DAY_AFTER.test(text.slice(m.end, m.end + 8))) continue;
            out.push({ start: m.start, end: m.end, text: m.text, month, named, part });
          }
  return out;
}

/** A start cue right before ("ab", "à partir de", "starting") or after ("から", "起") a phrase. */
/**
 * Where a plan starts that starts at `date`, a day the parser put a week or more ahead without a day named: the Monday of
 * that week ("next week", "in two weeks"), or the first of that month when it is a month or more ahead ("next month").
 */
function weekOrMonthStart(today: string, date: string): string {
  const days = diffDays(today, date);
  if (days >= 28) return `${date.slice(0, 7)}-01`;
  if (days >= 7) return plus(date, -weekdayIndex(date), "day")!;
  return date;
}

/**
 * A start cue right before a date: "starting", "ab", "à partir de" — and the language's "in" of a month after it
 * ("start in January", "empezar en enero", "erst im Januar anfangen" reads its cue after): without it, a reply
 * "start in January" read January as a deadline.
 */
function startCueBefore(lex: Lexicon): RegExp | null {
  if (!lex.startBefore?.length) return null;
  const inMonth = PERIOD_WORDS[lex.lang].inMonth;
  return cachedRegex(lex, "startBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.startBefore!.join("|")})${inMonth.length ? `(?:\\s+(?:${inMonth.join("|")}))?` : ""}\\s*$`, "iu"));
}

function startCued(lex: Lexicon, text: string, start: number, end: number): boolean {
  const before = startCueBefore(lex);
  const after = lex.startAfter?.length ? cachedRegex(lex, "startAfter", () => new RegExp(`^\\s*(?:${lex.startAfter!.join("|")})`, "iu")) : null;
  return Boolean(before?.test(text.slice(Math.max(0, start - 25), start)) || after?.test(text.slice(end, end + 10)));
}

/** The month names of a lexicon as one pattern (used by callers that strip dates from titles). */
export function monthPattern(lex: Lexicon): string {
  return alternation(Object.keys(lex.months));
}

/**
 * "start next Monday", "beginning this Thursday", "ab Montag", "月曜から": when the plan starts, a
 * weekday — read before the schedule so the day is not taken as the only day to work on. A day that
 * opens a range or a list ("from Monday to Friday", "from Monday and Wednesday") is the schedule's.
 */
export function readStartDay(text: string, lex: Lexicon, now: Today, spans: Spans): string | null {
  const templates = [
    ...(lex.startBefore?.length ? [`(?:${lex.startBefore.join("|")})(?: (?:next|this|coming|on|the|nächsten|diesen|am|prochain|ce|el|este|próximo|a|o|na|volgende|deze|op)){0,2} {DAY}`] : []),
    ...(lex.startAfter?.length ? [`{DAY}(?:${lex.startAfter.join("|")})`] : []),
  ];
  for (const t of templates)
    for (const m of matchAll(lex, t, text)) {
      if (!spans.free(m.start, m.end)) continue;
      const rest = text.slice(m.end, m.end + 14);
      if (new RegExp(`^\\s*(?:-|–|to|till|until|bis|à|au|a|al|até|tot|,|${lex.listJoin})`, "iu").test(rest)) continue;
      const day = parseDay(lex, m.groups.DAY);
      if (!day) continue;
      spans.take(m.start, m.end);
      return nextWeekday(now.date, day);
    }
  return null;
}
