/**
 * Small, explicit text rules the offline model shares between the Perceiver, the
 * PatternSelector, the NodeGenerator and the helpers: number words, weekday names, keyword
 * matching, time-of-day windows and per-clause cadences ("every 3 months" → an RRULE).
 *
 * Everything here is pure and deterministic; the tables are the documentation.
 */
import type { TimeWindow, Weekday } from "../contracts/planning.js";
import { WEEKDAYS } from "./dates.js";

export const WORKDAYS: readonly Weekday[] = WEEKDAYS.slice(0, 5);
export const WEEKEND: readonly Weekday[] = WEEKDAYS.slice(5);

const WEEKDAY_NAMES: Record<string, Weekday> = {
  monday: "MO", mon: "MO",
  tuesday: "TU", tue: "TU", tues: "TU",
  wednesday: "WE", wed: "WE",
  thursday: "TH", thu: "TH", thur: "TH", thurs: "TH",
  friday: "FR", fri: "FR",
  saturday: "SA", sat: "SA",
  sunday: "SU", sun: "SU",
};

/** Full weekday names only (abbreviations like "sun"/"sat" collide with ordinary words). */
export const WEEKDAY_NAME_RE = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?";

export function weekdayFromName(name: string): Weekday | null {
  return WEEKDAY_NAMES[name.toLowerCase().replace(/s$/, "")] ?? WEEKDAY_NAMES[name.toLowerCase()] ?? null;
}

/** Weekdays named in a text, in week order, without duplicates. */
export function weekdaysIn(text: string): Weekday[] {
  const found = new Set<Weekday>();
  for (const m of text.toLowerCase().matchAll(new RegExp(`\\b${WEEKDAY_NAME_RE}\\b`, "g"))) {
    const d = weekdayFromName(m[1]!);
    if (d) found.add(d);
  }
  return WEEKDAYS.filter((d) => found.has(d));
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, once: 1, two: 2, twice: 2, three: 3, thrice: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14,
  fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20, thirty: 30, "a couple of": 2, couple: 2,
  "a few": 3, few: 3, several: 3,
};

/** Regex source matching a count: digits or a number word. */
export const COUNT_RE = `(\\d+(?:\\.\\d+)?|a couple of|a few|${Object.keys(NUMBER_WORDS)
  .filter((w) => !w.includes(" "))
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

export function parseCount(token: string | undefined): number | null {
  if (token === undefined) return null;
  const t = token.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(t)) return Number(t);
  return NUMBER_WORDS[t] ?? null;
}

const ORDINALS: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4, fifth: 5, "5th": 5, last: -1 };
export const ORDINAL_RE = "(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last)";
export function parseOrdinal(token: string): number | null {
  return ORDINALS[token.toLowerCase()] ?? null;
}

/**
 * Default local windows for times of day (documented defaults, not user data):
 * morning 06:00–09:00, lunch 12:00–13:00, afternoon 13:00–17:00, evening/after work 17:00–22:00.
 */
export const DAYPART_WINDOWS = {
  morning: { start: "06:00", end: "09:00" },
  lunch: { start: "12:00", end: "13:00" },
  afternoon: { start: "13:00", end: "17:00" },
  evening: { start: "17:00", end: "22:00" },
} as const satisfies Record<string, TimeWindow>;
export type Daypart = keyof typeof DAYPART_WINDOWS;

/** The daypart a clause mentions ("morning stretches", "Sunday evenings", "lunch breaks"), if any. */
export function daypartIn(text: string): Daypart | null {
  const t = text.toLowerCase();
  if (/\b(mornings?|breakfast|sunrise|before work)\b/.test(t)) return "morning";
  if (/\b(lunch(?:\s*breaks?)?|lunchtime|midday|noon)\b/.test(t)) return "lunch";
  if (/\bafternoons?\b/.test(t)) return "afternoon";
  if (/\b(evenings?|after work|dinner|tonight|nights?|nightly)\b/.test(t)) return "evening";
  return null;
}

/** Whole-word (or whole-phrase) match, allowing a plural/verb suffix on the last word. */
export function hasKeyword(text: string, keyword: string): boolean {
  return keywordPattern(keyword).test(text);
}

/** One compiled pattern per keyword (the keyword lists are fixed and small; each is matched per goal many times). */
const keywordPatterns = new Map<string, RegExp>();
function keywordPattern(keyword: string): RegExp {
  let re = keywordPatterns.get(keyword);
  if (!re) {
    const kw = keyword.toLowerCase().trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    re = new RegExp(`(^|[^a-z0-9])${kw}(s|es|ed|ing)?($|[^a-z0-9])`, "i");
    // Bounded: keywords come from code, but a caller could pass arbitrary ones.
    if (keywordPatterns.size >= 4096) keywordPatterns.clear();
    keywordPatterns.set(keyword, re);
  }
  return re;
}

/** Keywords of a list that occur in a text. */
export function matchedKeywords(text: string, keywords: readonly string[]): string[] {
  return keywords.filter((k) => hasKeyword(text, k));
}

const STOPWORDS = new Set(
  ("a an the my our your their his her its i we you me us to of in on at by for from with and or but into " +
    "onto over under up down out this that these those it is are be been being am do does did doing get got " +
    "make want would like can could will should need just so very more most some any all every each per " +
    "before after then than as about also along way while during until till within next week weeks month " +
    "months year years day days daily weekly monthly time times minutes minute hours hour").split(/\s+/),
);

/** Content words of a text (lowercase, no stopwords, no numbers), in order. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [])
    .map((w) => w.replace(/'s$/, "").replace(/'/g, ""))
    .filter((w) => w.length > 1 && !STOPWORDS.has(w));
}

/** Deterministic slug: lowercase ascii words joined by `sep`, at most `maxWords` words. */
export function slugify(text: string, maxWords = 5, sep = "-"): string {
  const words = (text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").match(/[a-z0-9]+/g) ?? []).slice(0, maxWords);
  return words.join(sep) || "item";
}

/** N weekdays spread evenly over the allowed days (4 of 7 → MO,WE,FR,SA), in week order. */
export function spreadDays(n: number, allowed: readonly Weekday[] = WEEKDAYS): Weekday[] {
  const days = WEEKDAYS.filter((d) => allowed.includes(d));
  if (n >= days.length) return days;
  const picked = new Set<number>();
  for (let i = 0; i < n; i++) picked.add(Math.min(days.length - 1, Math.round((i * days.length) / n)));
  // Rounding can collide for small spans; fill the first free days so exactly n are returned.
  for (let i = 0; picked.size < n && i < days.length; i++) picked.add(i);
  return [...picked].sort((a, b) => a - b).map((i) => days[i]!);
}

export interface ClauseCadence {
  /** RFC 5545 RRULE body. */
  rrule: string;
  /** Human label, e.g. "every weekday". */
  label: string;
  /** Sessions per week the rule stands for (approximate for monthly rules), for load math. */
  per_week: number;
}

/**
 * The recurrence a single clause states, or null for a one-off clause. Rules are tried in
 * order; the first match wins, so specific forms ("every 3 months", "first Sunday of each
 * month") come before generic ones ("every", "daily").
 */
export function cadenceOf(clause: string, allowed: readonly Weekday[] = WEEKDAYS): ClauseCadence | null {
  const t = clause.toLowerCase();
  let m: RegExpMatchArray | null;

  if ((m = t.match(new RegExp(`\\b${ORDINAL_RE}\\s+${WEEKDAY_NAME_RE}\\s+(?:of|in)\\s+(?:each|every|the)\\s+month\\b`)))) {
    const nth = parseOrdinal(m[1]!)!;
    const wd = weekdayFromName(m[2]!)!;
    return { rrule: `FREQ=MONTHLY;BYDAY=${nth}${wd}`, label: `${m[1]} ${m[2]} of each month`, per_week: 12 / 52 };
  }
  if ((m = t.match(new RegExp(`\\bevery\\s+${COUNT_RE}\\s+(day|week|month|year)s?\\b`)))) {
    const n = parseCount(m[1]) ?? 1;
    const unit = m[2]!;
    const freq = { day: "DAILY", week: "WEEKLY", month: "MONTHLY", year: "YEARLY" }[unit]!;
    const perWeek = { day: 7 / n, week: 1 / n, month: 12 / 52 / n, year: 1 / 52 / n }[unit]!;
    return { rrule: n === 1 ? `FREQ=${freq}` : `FREQ=${freq};INTERVAL=${n}`, label: `every ${n} ${unit}s`, per_week: perWeek };
  }
  if (/\bquarterly\b/.test(t)) return { rrule: "FREQ=MONTHLY;INTERVAL=3", label: "every 3 months", per_week: 4 / 52 };
  if (/\b(every|each|once a)\s+(other|second)\s+week\b|\bbiweekly\b|\bfortnightly\b/.test(t))
    return { rrule: "FREQ=WEEKLY;INTERVAL=2", label: "every other week", per_week: 0.5 };
  if (/\b(monthly|every month|each month|once a month|per month)\b/.test(t)) return { rrule: "FREQ=MONTHLY", label: "monthly", per_week: 12 / 52 };
  if (/\b(every|each|on)\s+weekdays?\b|\bweekdays\b|\bworkdays?\b|\bevery working day\b/.test(t))
    return { rrule: `FREQ=WEEKLY;BYDAY=${WORKDAYS.join(",")}`, label: "every weekday", per_week: 5 };
  if ((m = t.match(new RegExp(`\\b${COUNT_RE}\\s+(?:times|sessions|runs|workouts|days|classes|x)\\s+(?:a|per|each|every)\\s+week\\b`)))) {
    const n = Math.max(1, Math.min(7, Math.round(parseCount(m[1]) ?? 1)));
    const days = spreadDays(n, allowed);
    return { rrule: `FREQ=WEEKLY;BYDAY=${days.join(",")}`, label: `${n} times a week`, per_week: Math.min(n, days.length) };
  }
  // A named weekday is recurring only when the wording says so: "every Monday", "on Sundays",
  // "on Sunday evenings", "weekly on Friday" — "by Friday" or "on Friday" alone is a one-off date.
  const named = weekdaysIn(t);
  const DAY = "(monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
  if (
    named.length > 0 &&
    (new RegExp(`\\b(every|each)\\s+(\\w+\\s+)?${DAY}`).test(t) ||
      new RegExp(`\\b${DAY}s\\b`).test(t) ||
      new RegExp(`\\b${DAY}\\s+(mornings|afternoons|evenings|nights)\\b`).test(t) ||
      /\bweekly\b/.test(t))
  )
    return { rrule: `FREQ=WEEKLY;BYDAY=${named.join(",")}`, label: `weekly on ${named.join(",")}`, per_week: named.length };
  if (/\b(weekly|every week|each week|once a week|per week)\b/.test(t)) return { rrule: "FREQ=WEEKLY", label: "weekly", per_week: 1 };
  if (/\b(daily|every day|each day|every morning|every evening|every night|nightly|a day|per day|everyday)\b/.test(t))
    return { rrule: "FREQ=DAILY", label: "daily", per_week: 7 };
  return null;
}
