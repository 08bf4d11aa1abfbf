/**
 * Compiles a lexicon's phrase templates into regular expressions and reads their captures back
 * into values (counts, units, weekdays, clock times). The only place that knows the template
 * placeholder syntax; see lexicon/lexicon.ts for it.
 */
import type { Daypart } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import type { DurationUnit, Lexicon } from "./lexicon/lexicon.js";

export const WEEK: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** Lowercase, NFKC (full-width digits and colons become ASCII), one kind of apostrophe and dash, ordinal marks dropped. */
export function normalise(text: string): string {
  return text
    // "1º", "1ª" are ordinals: NFKC would make them "1o", "1a", which no date parser reads.
    .replace(/(\d)\s*[ºª°](?!\p{L})/gu, "$1")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒]/g, "-")
    .replace(/\u00a0/g, " ");
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

function trieSource(node: TrieNode): string {
  const branches = [...node.next.entries()]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([c, child]) => (c === " " ? "\\s*" : escape(c)) + trieSource(child));
  if (branches.length === 0) return "";
  const body = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
  // Greedy: the longer word is tried first, the shorter one when the rest of the phrase fails.
  return node.end ? `(?:${body})?` : body;
}

/**
 * An alternation of words as a prefix tree ("mo|montag|montags" → "mo(?:ntag(?:s)?)?"), blanks
 * inside a word matching any blanks. A flat alternation of a few thousand words (German day
 * ranges) costs a second per match attempt; the tree costs one step per character.
 */
export function alternation(words: Iterable<string>): string {
  const root: TrieNode = { end: false, next: new Map() };
  let any = false;
  for (const w of new Set(words)) {
    if (!w) continue;
    any = true;
    let node = root;
    for (const c of w.replace(/\s+/g, " ")) {
      let child = node.next.get(c);
      if (!child) node.next.set(c, (child = { end: false, next: new Map() }));
      node = child;
    }
    node.end = true;
  }
  if (!any) return "(?!)";
  return `(?:${trieSource(root)})`;
}

/** Strip named groups so a sub-pattern can be embedded more than once. */
function anonymous(source: string): string {
  return source.replace(/\(\?<([a-zA-Z]\w*)>/g, "(?:");
}

const CJK_NUMERALS = "〇零一二两兩三四五六七八九十百半";

interface Parts {
  N: string;
  UNIT: string;
  DAY: string;
  DAYS: string;
  TIME: string;
  HOUR: string;
  PART: string;
  ORD: string;
  MONTH: string;
  SEASON: string;
}

const partsCache = new WeakMap<Lexicon, Parts>();

function parts(lex: Lexicon): Parts {
  const hit = partsCache.get(lex);
  if (hit) return hit;
  const num = `(?:\\d+(?:[.,]\\d+)?|${alternation(Object.keys(lex.numbers))}${lex.spaced ? "" : `|[${CJK_NUMERALS}]+`})`;
  const dayWord = alternation([...Object.keys(lex.weekdays), ...Object.keys(lex.dayGroups)]);
  const article = lex.dayArticles.length ? `(?:${alternation(lex.dayArticles)}${lex.spaced ? "\\s+" : "\\s*"})?` : "";
  const bound = lex.spaced ? "(?![\\p{L}])" : "";
  // "monday to thursday": a range of two weekday names, when the lexicon writes ranges that way.
  const day = alternation(Object.keys(lex.weekdays));
  // A dash between two day names is a range in every spaced language ("Di–Do", "ma - vr").
  const rangeJoin = [lex.dayRange, lex.spaced ? "\\s*[-–—]\\s*" : undefined].filter(Boolean).join("|");
  const range = rangeJoin ? `${lex.dayRangeFrom ? `(?:${lex.dayRangeFrom})?` : ""}${day}${bound}(?:${rangeJoin})${day}${bound}|` : "";
  const item = `${article}(?:${range}${dayWord}${bound})`;
  // "Mon Wed Fri Sun", "Sa & So", "mar jeu", "ma-vr": two or more short day names joined by blanks,
  // list words or a dash range; here the short names that are everyday words alone ("sun", "so") name days too.
  const shortDay = alternation([...Object.keys(lex.weekdays).filter((k) => k.replace(/\.$/, "").length <= 5), ...Object.keys(lex.listOnlyDays ?? {})]);
  const shortItem = `${article}(?:${shortDay}${bound}(?:${lex.dayRange ? `${lex.dayRange}|` : ""}\\s*[-–—]\\s*)${shortDay}${bound}|${shortDay}${bound})`;
  const shortList = lex.spaced ? `(?<![\\p{L}])${shortItem}(?:(?:${lex.listJoin}|\\s+)${shortItem})+|` : "";
  const time = `(?:${lex.times.map(anonymous).join("|")}|${alternation(Object.keys(lex.timeWords))})`;
  const p: Parts = {
    N: num,
    UNIT: alternation(Object.keys(lex.units)),
    DAY: alternation(Object.keys(lex.weekdays)),
    DAYS: `(?:${shortList}${item}(?:${lex.listJoin}${item})*)`,
    TIME: time,
    HOUR: `(?:${time}|\\d{1,2}(?![\\d:.,]\\d))`,
    PART: alternation(Object.keys(lex.dayparts)),
    ORD: alternation(Object.keys(lex.ordinals)),
    MONTH: alternation(Object.keys(lex.months)),
    SEASON: alternation(Object.keys(lex.seasons)),
  };
  partsCache.set(lex, p);
  return p;
}

export interface Phrase {
  re: RegExp;
  /** Placeholder slot names in order of appearance: "N", "N2", "TIME", "TIME2", … */
  slots: string[];
}

const phraseCache = new WeakMap<Lexicon, Map<string, Phrase>>();

/** Compile one template for a lexicon (cached). Each placeholder becomes a named group. */
export function compile(lex: Lexicon, template: string): Phrase {
  let cache = phraseCache.get(lex);
  if (!cache) phraseCache.set(lex, (cache = new Map()));
  const hit = cache.get(template);
  if (hit) return hit;
  const p = parts(lex);
  const seen: Record<string, number> = {};
  const slots: string[] = [];
  let out = "";
  let inClass = false;
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c === "\\") {
      out += c + (template[i + 1] ?? "");
      i++;
      continue;
    }
    if (c === "[") inClass = true;
    if (c === "]") inClass = false;
    if (c === " " && !inClass) {
      // " ?" and " *" in a template are optional blanks, as in a regex.
      if (template[i + 1] === "?" || template[i + 1] === "*") {
        out += "\\s*";
        i++;
      } else out += lex.spaced ? "\\s+" : "\\s*";
      continue;
    }
    // {N} twice is N then N2; {N2} names the second one explicitly.
    const m = !inClass && c === "{" ? /^\{([A-Z]+?)([2-9])?\}/.exec(template.slice(i)) : null;
    if (m && m[1]! in p) {
      const name = m[1]! as keyof Parts;
      seen[name] = m[2] ? Number(m[2]) : (seen[name] ?? 0) + 1;
      const slot = seen[name] === 1 ? name : `${name}${seen[name]}`;
      slots.push(slot);
      out += `(?<${slot}>${p[name]})`;
      i += m[0].length - 1;
      continue;
    }
    out += c;
  }
  // A word boundary matters only where the match begins or ends with a letter or digit ("min/day" is "/day" after "min").
  const source = lex.spaced ? `(?:(?<![\\p{L}\\p{N}])|(?=[^\\p{L}\\p{N}]))(?:${out})(?:(?![\\p{L}\\p{N}])|(?<=[^\\p{L}\\p{N}]))` : out;
  const phrase = { re: new RegExp(source, "giu"), slots };
  cache.set(template, phrase);
  return phrase;
}

export interface Match {
  start: number;
  end: number;
  text: string;
  groups: Record<string, string | undefined>;
  template: string;
}

/**
 * Every match of a global regex in a text, as `text.matchAll(re)` gives them, but run on `re`
 * itself. matchAll runs a copy of its regex, and V8 finds a copy's compiled code only in its
 * compilation cache, which it empties every few major GCs: then each of a lexicon's phrase
 * patterns (some thousands of characters, case-insensitive Unicode) is parsed and compiled
 * again, tens of milliseconds apiece, a few hundred for one goal. The cached regex keeps its own.
 */
export function execAll(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    // An empty match moves on by one character (a whole code point in Unicode mode), as matchAll does.
    if (m[0] === "") re.lastIndex = advanceIndex(text, re.lastIndex, re.unicode || re.flags.includes("v"));
  }
  re.lastIndex = 0;
  return out;
}

function advanceIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  return index + (text.codePointAt(index)! > 0xffff ? 2 : 1);
}

/** All matches of a template in a text, left to right. */
export function matchAll(lex: Lexicon, template: string, text: string): Match[] {
  const { re } = compile(lex, template);
  const out: Match[] = [];
  for (const m of execAll(re, text)) {
    out.push({ start: m.index!, end: m.index! + m[0].length, text: m[0], groups: { ...(m.groups ?? {}) }, template });
  }
  return out;
}

/** The text with everything outside the regions blanked (indices hold). */
export function onlyIn(text: string, regions: readonly { start: number; end: number }[]): string {
  if (regions.length === 1 && regions[0]!.start === 0 && regions[0]!.end >= text.length) return text;
  let out = "";
  for (let i = 0; i < text.length; i++) out += regions.some((r) => i >= r.start && i < r.end) ? text[i] : " ";
  return out;
}

/** Character spans already read by an earlier rule; later rules must not read them again. */
export class Spans {
  private readonly used: boolean[];
  constructor(length: number) {
    this.used = new Array<boolean>(length).fill(false);
  }
  free(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (this.used[i]) return false;
    return true;
  }
  take(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = true;
  }
  release(start: number, end: number): void {
    for (let i = start; i < end; i++) this.used[i] = false;
  }
  /** An independent copy (a reading of one clause takes spans the reading of another must still see). */
  clone(): Spans {
    const copy = new Spans(this.used.length);
    for (let i = 0; i < this.used.length; i++) if (this.used[i]) copy.take(i, i + 1);
    return copy;
  }
  /** `text` with every taken character blanked (same length, so indices hold). */
  mask(text: string): string {
    let out = "";
    for (let i = 0; i < text.length; i++) out += this.used[i] ? " " : text[i];
    return out;
  }
}

/** First match of any template whose span is still free (templates in priority order, then position). */
export function firstFree(lex: Lexicon, templates: readonly string[], text: string, spans: Spans, within?: (m: Match) => boolean): Match | null {
  for (const t of templates) {
    for (const m of matchAll(lex, t, text)) if (spans.free(m.start, m.end) && (!within || within(m))) return m;
  }
  return null;
}

/** Every non-overlapping free match of the templates, earlier templates first, in text order. */
export function allFree(lex: Lexicon, templates: readonly string[], text: string, spans: Spans, within?: (m: Match) => boolean): Match[] {
  const out: Match[] = [];
  const local = new Set<number>();
  for (const t of templates) {
    for (const m of matchAll(lex, t, text)) {
      if (!spans.free(m.start, m.end) || (within && !within(m))) continue;
      let clash = false;
      for (let i = m.start; i < m.end; i++) if (local.has(i)) clash = true;
      if (clash) continue;
      for (let i = m.start; i < m.end; i++) local.add(i);
      out.push(m);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

const CJK_DIGITS: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

function cjkNumber(s: string): number | null {
  if (s === "半") return 0.5;
  if (!/^[〇零一二两兩三四五六七八九十百]+$/.test(s)) return null;
  let total = 0;
  let digit = 0;
  for (const c of s) {
    if (c === "百") {
      total += (digit || 1) * 100;
      digit = 0;
    } else if (c === "十") {
      total += (digit || 1) * 10;
      digit = 0;
    } else digit = CJK_DIGITS[c] ?? 0;
  }
  return total + digit;
}

export function parseCount(lex: Lexicon, s: string | undefined): number | null {
  if (s === undefined) return null;
  const t = s.trim().replace(/\s+/g, " ");
  if (/^\d+([.,]\d+)?$/.test(t)) return Number(t.replace(",", "."));
  // "1h15", "2 h 30": hours and minutes as one amount of hours.
  const hm = /^(\d{1,2}) ?h ?([0-5]\d)$/.exec(t);
  if (hm) return Number(hm[1]) + Number(hm[2]) / 60;
  const word = lex.numbers[t];
  if (word !== undefined) return word;
  return lex.spaced ? null : cjkNumber(t);
}

export function parseUnit(lex: Lexicon, s: string | undefined): DurationUnit | null {
  if (s === undefined) return null;
  return lex.units[s.trim().replace(/\s+/g, " ")] ?? null;
}

function lookup<T>(table: Record<string, T>, s: string): T | undefined {
  return table[s.trim().replace(/\s+/g, " ")];
}

export function parseDay(lex: Lexicon, s: string | undefined): Weekday | null {
  return s === undefined ? null : (lookup(lex.weekdays, s) ?? null);
}

const regexCache = new WeakMap<Lexicon, Map<string, RegExp>>();

/** A regex built once per lexicon and key (building one from a large word list is not free). */
export function cachedRegex(lex: Lexicon, key: string, build: () => RegExp): RegExp {
  let cache = regexCache.get(lex);
  if (!cache) regexCache.set(lex, (cache = new Map()));
  let re = cache.get(key);
  if (!re) cache.set(key, (re = build()));
  re.lastIndex = 0;
  return re;
}

/** One item of a day list: a single weekday, or a group or range of them ("weekends", "monday to thursday"). */
export interface DayItem {
  days: Weekday[];
  group: boolean;
}

/** The items a day phrase names, in order; two weekdays joined by the lexicon's range word are one range. */
export function dayItems(lex: Lexicon, s: string | undefined): DayItem[] {
  if (!s) return [];
  // (Only a {DAYS} capture is read here, so a list-only short name ("sun", "so") in it is a day.)
  const re = cachedRegex(lex, "dayWords", () => {
    const words = alternation([...Object.keys(lex.weekdays), ...Object.keys(lex.dayGroups), ...Object.keys(lex.listOnlyDays ?? {})]);
    return new RegExp(lex.spaced ? `(?<![\\p{L}])${words}(?![\\p{L}])` : words, "giu");
  });
  const join = cachedRegex(lex, "dayRangeJoin", () => new RegExp(`^(?:${[lex.dayRange, lex.spaced ? "\\s*[-–—]\\s*" : undefined].filter(Boolean).join("|") || "(?!)"})$`, "iu"));
  const out: DayItem[] = [];
  let prev: { day: Weekday | null; end: number } | null = null;
  for (const m of execAll(re, s)) {
    const key = m[0].replace(/\s+/g, " ");
    const one = lex.weekdays[key] ?? lex.listOnlyDays?.[key] ?? null;
    const last = out[out.length - 1];
    if (one && prev?.day && last && !last.group && join.test(s.slice(prev.end, m.index))) {
      // Forward through the week, wrapping ("friday to monday").
      const from = WEEK.indexOf(prev.day);
      const span: Weekday[] = [];
      for (let i = from; ; i = (i + 1) % 7) {
        span.push(WEEK[i]!);
        if (WEEK[i] === one) break;
      }
      out[out.length - 1] = { days: span, group: true };
      prev = { day: null, end: m.index! + m[0].length };
      continue;
    }
    if (one) out.push({ days: [one], group: false });
    else if (lex.dayGroups[key]) out.push({ days: [...lex.dayGroups[key]!], group: true });
    prev = { day: one, end: m.index! + m[0].length };
  }
  return out;
}

/** Weekdays a {DAYS} capture names, in week order. */
export function parseDays(lex: Lexicon, s: string | undefined): Weekday[] {
  const found = new Set(dayItems(lex, s).flatMap((i) => i.days));
  return WEEK.filter((d) => found.has(d));
}

export function parseDaypart(lex: Lexicon, s: string | undefined): Daypart | null {
  return s === undefined ? null : (lookup(lex.dayparts, s) ?? null);
}

function hhmm(h: number, m: number): string | null {
  if (h === 24 && m === 0) return "23:59";
  if (!Number.isInteger(h) || h < 0 || h > 23 || m < 0 || m > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

const timeCache = new WeakMap<Lexicon, RegExp[]>();

/** A clock time capture → "HH:mm" (bare hours allowed: "7" → 07:00), or null. */
export function parseTime(lex: Lexicon, s: string | undefined): string | null {
  if (s === undefined) return null;
  const t = s.trim().replace(/\s+/g, " ");
  const word = lookup(lex.timeWords, t);
  if (word) return word;
  let res = timeCache.get(lex);
  if (!res) timeCache.set(lex, (res = lex.times.map((r) => new RegExp(`^(?:${r})$`, "iu"))));
  for (const re of res) {
    const m = re.exec(t);
    if (!m) continue;
    const g = m.groups ?? {};
    let h = parseCount(lex, g.h) ?? NaN;
    let min = g.half !== undefined ? 30 : g.quarter !== undefined ? 15 : g.m !== undefined ? (parseCount(lex, g.m) ?? NaN) : 0;
    // "halb acht", "half acht": half an hour before the named hour; "quarter to eight": a quarter before.
    if (g.halfto !== undefined || g.quarterto !== undefined) {
      h = h - 1 === 0 ? 12 : h - 1;
      min = g.halfto !== undefined ? 30 : 45;
    }
    if (g.pm !== undefined && h < 12) h += 12;
    if (g.am !== undefined && h === 12) h = 0;
    if (g.noon !== undefined) h = 12;
    return hhmm(h, min);
  }
  if (/^\d{1,2}$/.test(t)) return hhmm(Number(t), 0);
  // "6.30" that a pattern took as a clock time only by what stands around it (one end of a range).
  const dotted = /^(\d{1,2})[.:]([0-5]\d)$/.exec(t);
  if (dotted && Number(dotted[1]) < 24) return hhmm(Number(dotted[1]), Number(dotted[2]));
  // An hour in words ("um sieben").
  const hourWord = lex.numbers[t];
  if (hourWord !== undefined && Number.isInteger(hourWord) && hourWord >= 1 && hourWord <= 12) return hhmm(hourWord, 0);
  return null;
}

/** Whether a clock time phrase says its half of the day ("7am", "19:00", "夜9時", "'s avonds"). */
export function explicitHalf(lex: Lexicon, phrase: string): boolean {
  if (/(?<!\d)(?:1[3-9]|2[0-3])[:.h]?\d{0,2}/.test(phrase) && /(?<!\d)(?:1[3-9]|2[0-3])(?![\d])/.test(phrase)) return true;
  let res = halfCache.get(lex);
  if (!res) halfCache.set(lex, (res = lex.times.map((t) => new RegExp(t, "iu"))));
  return res.some((re) => {
    const g = re.exec(phrase)?.groups;
    return Boolean(g && (g.am !== undefined || g.pm !== undefined || g.noon !== undefined));
  });
}
const halfCache = new WeakMap<Lexicon, RegExp[]>();

/** A session or effort length in minutes from {N} and {UNIT}, or null when the unit is not minutes/hours. */
export function minutesOf(lex: Lexicon, n: string | undefined, unit: string | undefined): number | null {
  const count = parseCount(lex, n);
  const u = parseUnit(lex, unit);
  if (count === null || count <= 0) return null;
  if (u === "minute") return Math.round(count);
  if (u === "hour") return Math.round(count * 60);
  return null;
}
