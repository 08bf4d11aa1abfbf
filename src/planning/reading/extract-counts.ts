/**
 * Stated numbers of a named deliverable ("two mock tests", "write 3 chapters", "apply to 20 jobs",
 * "zwei Probeprüfungen", "模試を3回"): the lexicon's `counts` phrases, each of a shared kind. A number
 * that is a rhythm ("two mock exams a month", a cadence phrase over or right after it) is no total,
 * and a count of one is read only from the digit: "a mock exam" says nothing about how many.
 */
import type { CountKind, StatedCount } from "../../contracts/goal-reading.js";
import { cadenceMatches } from "./extract-schedule.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { matchAll, parseCount, Spans, type Match } from "./phrases.js";

/** Read the stated counts of a normalised text (nothing is taken from the spans other readers use). */
export function readCounts(text: string, lex: Lexicon): StatedCount[] {
  const found: (StatedCount & { start: number; end: number })[] = [];
  const rhythms = lex.counts ? cadenceMatches(lex, text, new Spans(text.length)).map((c) => c.m) : [];
  for (const [kind, templates] of Object.entries(lex.counts ?? {}) as [CountKind, string[]][])
    for (const t of templates)
      for (const m of matchAll(lex, t, text)) {
        const count = parseCount(lex, m.groups.N);
        if (count === null || !Number.isInteger(count) || count < 1 || count > 1000) continue;
        if (count === 1 && !/^\s*1\s*$/.test(m.groups.N ?? "")) continue;
        if (rhythms.some((r) => (r.start < m.end && m.start < r.end) || (r.start >= m.end && /^\s*$/.test(text.slice(m.end, r.start))))) continue;
        if (found.some((f) => f.start < m.end && m.start < f.end)) continue;
        found.push({ count, what: whatOf(m), kind, start: m.start, end: m.end });
      }
  return found.sort((a, b) => a.start - b.start).map(({ count, what, kind }) => ({ count, what, kind }));
}

/** The deliverable in the person's words: the `what` group, else the match without its number. */
function whatOf(m: Match): string {
  const what = m.groups.what ?? (m.groups.N !== undefined ? m.text.replace(m.groups.N, " ") : m.text);
  return what.replace(/\s+/g, " ").trim() || m.text.trim();
}
