/**
 * The total a count goal names ("read 24 books this year", "100 sketches by June", "finish 12 books
 * by the end of next year", "20 livres", "本を12冊"): the reading's `level.target`, which the
 * count-target template turns into a pace and running totals ("6 of 12 books"). Without it the
 * offline reader left every count goal to the skill template's generic phases.
 *
 * The first number with a countable word after it that no other reading took: not inside a phrase
 * the schedule or deadline read ("by 12 June", "3 times a week"), not a rhythm ("20 pages a night":
 * a cadence phrase right after it), not a unit of time ("30 minutes", "6 months"), not a year, and
 * at least 2. Pure.
 */
import type { Lexicon } from "./lexicon/lexicon.js";
import { parseCount, parseUnit } from "./phrases.js";

/** Counters that follow a number in Japanese and Chinese (books, sheets, songs, pieces, works). */
const CJK_COUNTERS = "冊|本|枚|曲|篇|首|幅|张|張|部|章";

const wordAlternation = new WeakMap<Lexicon, string>();
function numberWords(lex: Lexicon): string {
  let alt = wordAlternation.get(lex);
  if (alt === undefined) {
    alt = Object.keys(lex.numbers)
      .filter((w) => w.length > 1 && !/\d/.test(w))
      .sort((a, b) => b.length - a.length)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("|");
    wordAlternation.set(lex, alt);
  }
  return alt;
}

/** Where each phrase occurs in the text (every occurrence). */
function spansOf(norm: string, phrases: readonly string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const p of phrases) {
    const needle = p.trim().toLowerCase();
    if (!needle) continue;
    for (let i = norm.indexOf(needle); i >= 0; i = norm.indexOf(needle, i + 1)) out.push([i, i + needle.length]);
  }
  return out;
}

/**
 * `norm`: the normalised goal text; `taken`: the phrases other readers took (sources); `rhythms`:
 * cadence phrases ("a night", "every week") — a count right before one is a rhythm, not a total.
 */
export function readCountTarget(norm: string, lex: Lexicon, taken: readonly string[], rhythms: readonly string[]): string | null {
  const busy = spansOf(norm, taken);
  const rhythmStarts = spansOf(norm, rhythms).map(([s]) => s);
  const words = numberWords(lex);
  const num = words ? `\\d[\\d,.']*|${words}` : `\\d[\\d,.']*`;
  const re = lex.spaced
    ? new RegExp(`(?<![\\p{L}\\d])(?<n>${num})\\s+(?<what>\\p{L}[\\p{L}'’-]*)(?:\\s+(?<what2>\\p{L}[\\p{L}'’-]*)(?=\\s*(?:[,.;:!?)]|$|\\s(?<next>\\p{L}+))))?`, "gu")
    : new RegExp(`(?<n>\\d+|[一二三四五六七八九十百千两]+)\\s*(?<what>${CJK_COUNTERS})`, "gu");
  for (const m of norm.matchAll(re)) {
    const start = m.index!;
    // The phrase ends after its first noun; a second word is only looked at below.
    const end = start + m[0].indexOf(m.groups!.what!, m.groups!.n!.length) + m.groups!.what!.length;
    if (busy.some(([s, e]) => s < end && start < e)) continue;
    // A rhythm: a cadence phrase right after the noun (or after one more word: "20 pages each night").
    if (rhythmStarts.some((s) => s >= end && /^\s*(?:\p{L}+\s+)?$/u.test(norm.slice(end, s)) && s - end < 24)) continue;
    const rawN = m.groups!.n!;
    const n = /^\d/.test(rawN) ? Number(rawN.replace(/[,.'](?=\d{3}(?!\d))/g, "")) : parseCount(lex, rawN);
    if (n === null || !Number.isInteger(n) || n < 2 || (n >= 1900 && n <= 2200 && /^\d{4}$/.test(rawN))) continue;
    const what = m.groups!.what!;
    if (parseUnit(lex, what) !== null || parseUnit(lex, what.replace(/s$/, "")) !== null || lex.months[what] !== undefined) continue;
    // A time of day or a percentage reads as neither ("at 7 pm", "10 %"): the next word tells.
    if (/^(?:am|pm|h|uhr|heures?|horas?|uur|o'clock|%)$/i.test(what)) continue;
    if (!lex.spaced) return `${n}${what}`;
    // English puts an adjective before its noun ("50 classic films"): a second word closing the
    // phrase (before punctuation, the end, or a function word) is the noun.
    const what2 = m.groups!.what2;
    const common = new Set(lex.commonWords ?? []);
    const next = m.groups!.next;
    if (lex.lang === "en" && what2 && !common.has(what) && !common.has(what2) && (next === undefined || common.has(next)) && parseUnit(lex, what2) === null && lex.months[what2] === undefined)
      return `${n} ${what} ${what2}`;
    return `${n} ${what}`;
  }
  return null;
}
