/**
 * Dates off: the days a person says they cannot do the work ("I'm away Jan 10–17", "no sessions
 * over Christmas", "a week off at Easter", "Urlaub vom 10. bis 17. Januar", "1月10日から17日まで
 * 出張"). They become the reading's `excluded_dates`, which the scheduler treats as hard.
 *
 * A date is read as off only inside a clause (between commas, semicolons or sentence ends) that
 * also holds one of the language's "off" words (lexicon/periods.ts), and never when it is the
 * goal's deadline ("by May 1"). Periods run first in readConstraints and take their spans, so
 * "10-17" in "away Jan 10-17" is not read again as a clock window nor "Jan 17" as a deadline.
 *
 * Pure: text, lexicon and today in, ranges out. Easter comes from the Gregorian computus below.
 */
import type { DateRange } from "../../contracts/goal-reading.js";
import { comingMonth, nextOnOrAfter, plus, weekdayIndex, ymd, type Today } from "./calendar.js";
import { cued } from "./extract-deadline.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { CITY_ZONES, PERIOD_WORDS } from "./lexicon/periods.js";
import { alternation, cachedRegex, type Spans } from "./phrases.js";

type Range = { from: string; to: string };
export interface PeriodsReading {
  excluded_dates: Range[];
  /** "I'll be in Tokyo from March 3 to 10": the work goes on, in that zone's wall clock. */
  travel: (Range & { timezone: string })[];
  /** The phrases read, joined with "; " (for `sources.excluded_dates`). */
  source: string | null;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day)!;
}

/** The Easter holidays still to come (or under way): Holy Monday to Easter Monday. */
export function easterPeriod(today: string): Range {
  const y = Number(today.slice(0, 4));
  for (const year of [y, y + 1]) {
    const sunday = easterSunday(year);
    const range = { from: plus(sunday, -6, "day")!, to: plus(sunday, 1, "day")! };
    if (range.to >= today) return range;
  }
  throw new Error("unreachable: next year's Easter is always ahead");
}

/** The Christmas holidays still to come (or under way): 24 December to 1 January. */
export function christmasPeriod(today: string): Range {
  const y = Number(today.slice(0, 4));
  const thisOne = { from: ymd(y - 1, 12, 24)!, to: ymd(y, 1, 1)! };
  if (thisOne.to >= today) return thisOne;
  return { from: ymd(y, 12, 24)!, to: ymd(y + 1, 1, 1)! };
}

/** Monday to Sunday of the week holding a date. */
export function weekAround(date: string): Range {
  const monday = plus(date, -weekdayIndex(date), "day")!;
  return { from: monday, to: plus(monday, 6, "day")! };
}

const CLAUSE_END = /[,.;!?。、，；！？\n]|\s(?:but|aber|mais|pero|mas|maar)\s/giu;

interface Clause {
  start: number;
  end: number;
}

function clausesOf(text: string): Clause[] {
  const out: Clause[] = [];
  let at = 0;
  for (const m of text.matchAll(CLAUSE_END)) {
    // A dot after a digit is a decimal point, a date's dot or an ordinal ("10.01.", "3.5", "17. Januar"), not a clause end.
    if (m[0] === "." && /\d/.test(text[m.index! - 1] ?? "")) continue;
    out.push({ start: at, end: m.index! });
    at = m.index! + m[0].length;
  }
  out.push({ start: at, end: text.length });
  return out.filter((c) => c.end > c.start);
}

function wordsRe(lex: Lexicon, key: string, words: readonly string[]): RegExp | null {
  if (!words.length) return null;
  return cachedRegex(lex, `periods:${key}`, () =>
    lex.spaced ? new RegExp(`(?<![\\p{L}])(?:${words.join("|")})(?![\\p{L}])`, "giu") : new RegExp(`(?:${words.join("|")})`, "giu"),
  );
}

function firstMatch(re: RegExp | null, text: string, from: number, to: number): { start: number; end: number; text: string } | null {
  if (!re) return null;
  re.lastIndex = 0;
  for (const m of text.slice(from, to).matchAll(re)) return { start: from + m.index!, end: from + m.index! + m[0].length, text: m[0] };
  return null;
}

/** A calendar date chrono found (day and month certain); the next one to come when no year is written. */
function chronoDate(c: { isCertain(k: string): boolean; get(k: string): number | null }, today: string): string | null {
  if (!c.isCertain("day") || !c.isCertain("month")) return null;
  const month = c.get("month")!;
  const day = c.get("day")!;
  return c.isCertain("year") ? ymd(c.get("year")!, month, day) : nextOnOrAfter(today, month, day);
}

/** The second date of a range never lies before the first: "Dec 28 – Jan 3" ends next year. */
function ordered(from: string, to: string): Range {
  if (to >= from) return { from, to };
  const later = ymd(Number(to.slice(0, 4)) + 1, Number(to.slice(5, 7)), Number(to.slice(8, 10)));
  return { from, to: later ?? to };
}

export function readPeriods(text: string, lex: Lexicon, now: Today, spans: Spans): PeriodsReading {
  const words = PERIOD_WORDS[lex.lang];
  const excluded: Range[] = [];
  const travel: (Range & { timezone: string })[] = [];
  let found: Range[] = [];
  const phrases: string[] = [];
  const stop = wordsRe(lex, "stop", words.stop);
  const cities = cachedRegex(lex, "periods:cities", () => {
    // A name that is a common word of the language is no city in it ("la" is Los Angeles in English, an article in French).
    const common = new Set(lex.commonWords ?? []);
    const names = Object.keys(cityZones()).filter((n) => !common.has(n));
    return lex.spaced ? new RegExp(`(?<![\\p{L}])(?:${alternation(names)})(?![\\p{L}])`, "giu") : new RegExp(`(?:${alternation(names)})`, "giu");
  });
  const off = wordsRe(lex, "off", words.off);
  const join = `\\s*(?:${words.rangeJoin.map((w) => (/^\p{L}/u.test(w) && lex.spaced ? `\\s${w}\\s` : w)).join("|")})\\s*`;
  const joinBetween = `\\s*(?:${[...words.rangeJoin, ...words.listAnd].map((w) => (/^\p{L}/u.test(w) && lex.spaced ? `\\s${w}\\s` : w)).join("|")})\\s*`;
  const open = words.rangeOpen.length ? `(?:${words.rangeOpen.join("|")})\\s+` : null;
  const months = alternation(Object.keys(lex.months));
  const take = (start: number, end: number, range: Range) => {
    if (!spans.free(start, end)) return false;
    spans.take(start, end);
    found.push(range);
    phrases.push(text.slice(start, end).trim());
    return true;
  };

  const dayRangeRes = [
    ...(open ? [new RegExp(`${open}(?<d1>\\d{1,2})\\.?(?:${joinBetween})(?<d2>\\d{1,2})\\.?\\s*(?:de |of )?(?<mo>${months})`, "giu")] : []),
    new RegExp(`(?<![\\d.])(?<d1>\\d{1,2})\\.?(?:${join})(?<d2>\\d{1,2})\\.?\\s*(?:de |of )?(?<mo>${months})`, "giu"),
    new RegExp(`(?<mo>${months})\\s*(?<d1>\\d{1,2})(?:st|nd|rd|th)?(?:${join})(?<d2>\\d{1,2})(?!\\s*(?:[:h]|am|pm|uhr|時|点|點))`, "giu"),
    new RegExp(`(?<mo>\\d{1,2})月(?<d1>\\d{1,2})[日号號]?(?:${join})(?<d2>\\d{1,2})[日号號]`, "gu"),
  ];
  const hasRange = (body: string) =>
    dayRangeRes.some((re) => new RegExp(re.source, re.flags).test(body)) ||
    lex.chrono.parse(body, now.wall, { forwardDate: true }).some((r, i, all) => (r.end && chronoDate(r.end, now.date)) || (i > 0 && new RegExp(`^${join}$`, "iu").test(body.slice(all[i - 1]!.index + all[i - 1]!.text.length, r.index))));

  // An off word, then at most two words (a cue such as "on", "practice on"), then the date.
  const offRe = cachedRegex(lex, "periods:offJustBefore", () => new RegExp(`(?:^|[^\\p{L}])(?:${words.off.join("|")})(?:\\s+\\p{L}+){0,2}\\s*$`, "iu"));
  const offJustBefore = (start: number) => offRe.test(text.slice(Math.max(0, start - 40), start));
  for (const clause of clausesOf(text)) {
    const cue = firstMatch(off, text, clause.start, clause.end);
    const city = firstMatch(cities, text, clause.start, clause.end);
    // "travelling Jan 10-17, no sessions then": the cue may stand in the next clause of the same sentence.
    const stopNext = offNext(text, clause, stop);
    if (!cue && !city && !offNext(text, clause, off)) continue;
    const { start: cs, end: ce } = clause;
    found = [];
    // A city alone cues only a range ("I'll be in Tokyo March 3-10"); "the Paris marathon on April 12" keeps its date for the deadline.
    if (!cue && !stopNext && !offNext(text, clause, off) && !hasRange(text.slice(cs, ce))) continue;
    const body = text.slice(cs, ce);

    // Named holiday periods.
    const xmas = firstMatch(wordsRe(lex, "christmas", words.christmas), text, cs, ce);
    if (xmas) take(xmas.start, xmas.end, christmasPeriod(now.date));
    const weekOf = firstMatch(wordsRe(lex, "weekOf", words.weekOf), text, cs, ce);
    const easter = firstMatch(wordsRe(lex, "easter", words.easter), text, cs, ce);
    if (easter && !weekOf) take(easter.start, easter.end, easterPeriod(now.date));

    // Day ranges the date parser misses: "10-17 january", "del 10 al 17 de enero", "january 10-17", "1月10日から17日".
    const dayRanges = dayRangeRes;

    for (const re of dayRanges)
      for (const m of body.matchAll(re)) {
        const g = m.groups!;
        const month = /^\d+$/.test(g.mo!) ? Number(g.mo) : lex.months[g.mo!.replace(/\s+/g, " ")];
        const [d1, d2] = [Number(g.d1), Number(g.d2)];
        if (!month || d1 < 1 || d2 > 31 || d2 < d1) continue;
        const from = nextOnOrAfter(now.date, month, d1);
        const to = ymd(Number(from.slice(0, 4)), month, d2);
        if (to) take(cs + m.index!, cs + m.index! + m[0].length, { from, to });
      }

    // Lists of days in one month: "december 24 and 31", "am 24. und 31. dezember".
    const dayLists = [
      new RegExp(`(?<mo>${months})\\s*(?<d1>\\d{1,2})(?:st|nd|rd|th)?(?<rest>(?:\\s*(?:,|${words.listAnd.join("|")})\\s*\\d{1,2}(?:st|nd|rd|th)?(?![\\d:]))+)`, "giu"),
      new RegExp(`(?<![\\d.])(?<d1>\\d{1,2})\\.?(?<rest>(?:\\s*(?:,|${words.listAnd.join("|")})\\s*\\d{1,2}\\.?)+)\\s*(?:de |of )?(?<mo>${months})`, "giu"),
    ];
    for (const re of dayLists)
      for (const m of body.matchAll(re)) {
        const month = lex.months[m.groups!.mo!.replace(/\s+/g, " ")];
        if (!month) continue;
        const days = [Number(m.groups!.d1), ...[...m.groups!.rest!.matchAll(/\d{1,2}/g)].map((d) => Number(d[0]))];
        const start = cs + m.index!;
        if (!spans.free(start, start + m[0].length) || days.some((d) => d < 1 || d > 31)) continue;
        spans.take(start, start + m[0].length);
        phrases.push(m[0].trim());
        for (const d of days) found.push({ from: nextOnOrAfter(now.date, month, d), to: nextOnOrAfter(now.date, month, d) });
      }

    // Dates through the language's parser: ranges, "between X and Y", single dates.
    // Only a written calendar date (a month name, "10.01.", "1/10", "1月10日"), not "the week", "Sundays" or "20 min".
    const monthWord = cachedRegex(lex, "periods:monthWord", () => new RegExp(months, "iu"));
    const results = lex.chrono.parse(body, now.wall, { forwardDate: true }).filter((r) => chronoDate(r.start, now.date) && (monthWord.test(r.text) || /\d{1,2}\s*[./-]\s*\d{1,2}|\d\s*月/u.test(r.text)));
    for (let i = 0; i < results.length; i++) {
      const r = results[i]!;
      const start = cs + r.index;
      let end = start + r.text.length;
      const from = chronoDate(r.start, now.date)!;
      // The goal's deadline is not a day off, even in a clause with "except" — unless the off word
      // stands right before its cue ("except on December 25", "not on the 24th", "no practice on …").
      if (!r.end && cued(lex, text, start, end) && !weekOf && !offJustBefore(start)) continue;
      let range: Range | null = null;
      if (r.end && chronoDate(r.end, now.date)) range = ordered(from, chronoDate(r.end, now.date)!);
      else {
        const next = results[i + 1];
        const gap = next ? body.slice(r.index + r.text.length, next.index) : "";
        const opened = open ? new RegExp(`${open}$`, "iu").test(body.slice(Math.max(0, r.index - 14), r.index)) : false;
        if (next && new RegExp(`^${opened ? joinBetween : join}$`, "iu").test(gap) && chronoDate(next.start, now.date)) {
          range = ordered(from, chronoDate(next.start, now.date)!);
          end = cs + next.index + next.text.length;
          i++;
        } else range = weekOf && weekOf.end <= start && start - weekOf.end < 4 ? weekAround(from) : { from, to: from };
      }
      const openRe = wordsRe(lex, "open", words.rangeOpen);
      const before = openRe ? firstMatch(openRe, text, Math.max(cs, start - 14), start) : null;
      take(before && before.end >= start - 1 ? before.start : weekOf && weekOf.end <= start ? weekOf.start : start, end, range);
    }

    // A whole month after an off word ("no work in August", "not in July"): that month, the rest of it when it is this one.
    const monthAlone = cachedRegex(lex, "periods:monthAlone", () => new RegExp(`(?<![\\p{L}])(?:${months})(?![\\p{L}]|\\s*\\d)`, "giu"));
    for (const m of body.matchAll(monthAlone)) {
      const start = cs + m.index!;
      const end = start + m[0].length;
      if (!spans.free(start, end) || !offJustBefore(start) || /\d\.?\s*(?:de |of )?$/u.test(text.slice(Math.max(0, start - 6), start))) continue;
      const month = lex.months[m[0].toLowerCase().replace(/\s+/g, " ")];
      if (!month) continue;
      take(start, end, comingMonth(now.date, month));
    }

    // Named single days ("not on Christmas Day"), or the week around one ("the week of Christmas").
    if (lex.holidays) {
      const re = cachedRegex(lex, "periods:holidays", () => new RegExp(`(?:${alternation(Object.keys(lex.holidays!))})`, "giu"));
      for (const m of body.matchAll(re)) {
        const [month, day] = lex.holidays[m[0].replace(/\s+/g, " ")] ?? [0, 0];
        if (!month) continue;
        const start = cs + m.index!;
        if (cued(lex, text, start, start + m[0].length) && !weekOf && !offJustBefore(start)) continue;
        const date = nextOnOrAfter(now.date, month, day);
        const around = weekOf && weekOf.end <= start && start - weekOf.end < 4;
        take(around ? weekOf.start : start, start + m[0].length, around ? weekAround(date) : { from: date, to: date });
      }
    }
    if (easter && weekOf && weekOf.end <= easter.start) take(weekOf.start, easter.end, weekAround(easterSunday(Number(easterPeriod(now.date).to.slice(0, 4)))));
    // A known city and no word that stops the work: the person works on from there, in its zone.
    const stopped = Boolean(firstMatch(stop, text, cs, ce)) || stopNext;
    const zone = city ? cityZones()[city.text.replace(/\s+/g, " ")] : undefined;
    if (zone && !stopped) {
      // A city alone cues only a range ("the Paris marathon on April 12" is no trip).
      for (const r of found) if (cue || r.to > r.from) travel.push({ ...r, timezone: zone });
    } else if (cue || stopNext) excluded.push(...found);
  }
  return { excluded_dates: merge(excluded), travel, source: phrases.length ? phrases.join("; ") : null };
}

let cityTable: Record<string, string> | null = null;
/** City names → zone: the zone database's own cities ("new york", "tokyo"), then CITY_ZONES's other names. */
function cityZones(): Record<string, string> {
  if (cityTable) return cityTable;
  const out: Record<string, string> = {};
  for (const zone of Intl.supportedValuesOf("timeZone")) {
    const [area, ...rest] = zone.split("/");
    if (!rest.length || area === "Etc") continue;
    out[rest.at(-1)!.replace(/_/g, " ").toLowerCase()] = zone;
  }
  return (cityTable = { ...out, ...CITY_ZONES });
}

/** "Jan 10-17, no sessions then": an off word in the clause right after one with a date. */
function offNext(text: string, clause: Clause, off: RegExp | null): boolean {
  const rest = text.slice(clause.end, clause.end + 40);
  if (!/^\s*[,、，]/u.test(rest)) return false;
  const next = rest.slice(1).split(/[,.;!?。、，；！？\n]/u)[0] ?? "";
  return Boolean(off && firstMatch(off, next, 0, next.length) && /\b(?:then|that week|those days|dann|alors|entonces|então|dan)\b|その間|那几天|那幾天/iu.test(next));
}

/** Sorted, overlapping or touching ranges joined. */
export function merge(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && plus(last.to, 1, "day")! >= r.from) last.to = r.to > last.to ? r.to : last.to;
    else out.push({ ...r });
  }
  return out;
}

export type { DateRange };
