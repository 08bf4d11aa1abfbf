/**
 * Language-independent features for the pattern classifier, beside the character n-grams:
 * the topics a goal names (through its lexicon's `topics`, the same key in every language) and
 * the shape of what was read (a deadline, a cadence, a session length, a numeric target).
 * A goal in Dutch then learns from the German and Japanese examples of the same subtype.
 */
import type { Constraints } from "./constraints.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { alternation } from "./phrases.js";

const topicCache = new Map<string, { topic: string; re: RegExp }[]>();

export function topicsOf(lex: Lexicon, norm: string): string[] {
  let rules = topicCache.get(lex.lang);
  if (!rules) {
    rules = Object.entries(lex.topics).map(([topic, stems]) => ({
      topic,
      re: new RegExp(lex.spaced ? `(?<![\\p{L}\\p{N}])${alternation(stems)}` : alternation(stems), "iu"),
    }));
    topicCache.set(lex.lang, rules);
  }
  return rules.filter((r) => r.re.test(norm)).map((r) => r.topic);
}

export function shapeOf(c: Constraints): string[] {
  const s = c.schedule;
  const out = [
    `deadline:${c.deadline.deadline || c.deadline.issues.length ? "yes" : "no"}`,
    `cadence:${s.cadence?.per ?? "none"}`,
    `session:${s.session_minutes ? "yes" : "no"}`,
    `shape:${c.deadline.deadline ? "d" : ""}${s.cadence ? "c" : ""}`,
  ];
  // A quantity that is not a clock time or a date ("24 books", "10 kg", "5000 euros").
  const rest = c.norm.replace(/\d{1,2}[:.h]\d{2}/g, " ").replace(/\d{1,4}[./-]\d{1,2}([./-]\d{2,4})?/g, " ").replace(/\b(19|20)\d{2}\b/g, " ");
  if (/\d{2,}/.test(rest)) out.push("quantity");
  return out;
}

/** Topic and shape tokens, prefixed so they never collide with n-grams. */
export function patternFeatures(lex: Lexicon, c: Constraints): string[] {
  return [...topicsOf(lex, c.norm).map((t) => `#topic:${t}`), ...shapeOf(c).map((t) => `#${t}`)];
}

/**
 * The goal's words without the phrases the engine read as its schedule and deadline ("every
 * evening", "by 15 December", "45 mins"): what the goal is about, not when it happens. The shape
 * features carry the when.
 */
export function topicText(c: Constraints): string {
  const phrases = [...Object.values(c.schedule.sources).flatMap((s) => s.split("; ")), c.deadline.source ?? ""].filter((p) => p.length > 1).sort((a, b) => b.length - a.length);
  let t = c.norm;
  for (const p of phrases) t = t.split(p).join(" ");
  return t.replace(/\s+/g, " ").trim();
}
