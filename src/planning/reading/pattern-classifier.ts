/**
 * Pattern choice for the offline reader: a naive Bayes text classifier (wink-naive-bayes-text-
 * classifier) over character 2–4-grams, trained on the `train` split of the labelled corpus
 * (data/goals/*.jsonl) and the pattern-only goals (data/goals/patterns/). Character n-grams need no tokeniser, so the same model reads Japanese and
 * Chinese; word stems, inflections and compounds share n-grams across languages.
 *
 * It predicts a subtype (the type follows from the subtype's label in the corpus) with a
 * confidence from the classifier's per-label odds. Below NEW_SUBTYPE_THRESHOLD on every known
 * subtype the goal gets a proposal for a new subtype instead, named from the goal's own words.
 *
 * Training is deterministic and fast (the corpus is a few hundred goals), so the default
 * classifier trains at first use and is cached in-process: the corpus in the repository is the
 * model, and nothing can go stale between them.
 */
import { createRequire } from "node:module";
import type { PatternType } from "../../contracts/planning.js";
import { readConstraints } from "./constraints.js";
import { loadCorpus, type CorpusRecord } from "./corpus.js";
import { lexiconFor } from "./lexicon/index.js";
import { loadPatternCorpus, type PatternRecord } from "./pattern-corpus.js";
import { patternFeatures } from "./pattern-features.js";
import { normalise } from "./phrases.js";

const require = createRequire(import.meta.url);

interface WinkClassifier {
  defineConfig(cfg: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
  definePrepTasks(tasks: ((x: never) => unknown)[]): number;
  learn(tokens: string[], label: string): boolean;
  consolidate(): boolean;
  computeOdds(tokens: string[]): [string, number][];
}
const winkNaiveBayes = require("wink-naive-bayes-text-classifier") as () => WinkClassifier;

/**
 * Below this confidence in its best known subtype the reader proposes a new one. Measured by
 * 5-fold cross-validation on the training goals (2,840): 8% of goals fall under 0.1 and the
 * classifier is wrong on 97% of them; at 0.2 it would be 20% of goals, 13% of them right. A
 * proposal costs the person an approval, so it is kept for the goals the model does not know.
 */
export const NEW_SUBTYPE_THRESHOLD = 0.1;

/** Odds are log2 likelihood ratios summed over every n-gram; scaling them per n-gram keeps the softmax from saturating. */
const SOFTMAX_TEMPERATURE = 0.6;

/** How many times a topic or shape feature counts against one n-gram (measured by cross-validation on the train split). */
export const FEATURE_WEIGHT = 20;

export interface PatternExample {
  text: string;
  /** Topic and shape tokens (pattern-features.ts). */
  features: string[];
  pattern_type: PatternType;
  subtype: string;
}

export interface PatternGuess {
  type: PatternType;
  subtype: string | null;
  confidence: number;
  /** Subtypes by probability, best first. */
  ranked: { subtype: string; type: PatternType; p: number }[];
}

export interface PatternClassifier {
  classify(text: string, features?: readonly string[]): PatternGuess;
}

/** Character 2–4-grams of the normalised text (digits folded to 0, blanks to one space, padded). */
export function charNgrams(text: string, min = 2, max = 4): string[] {
  const t = ` ${normalise(text).replace(/\d/g, "0").replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  const chars = [...t];
  const out: string[] = [];
  for (let n = min; n <= max; n++) for (let i = 0; i + n <= chars.length; i++) out.push(chars.slice(i, i + n).join(""));
  return out;
}

export function trainPatternClassifier(examples: readonly PatternExample[]): PatternClassifier {
  const typeOf = new Map<string, PatternType>();
  for (const e of examples) typeOf.set(e.subtype, e.pattern_type);
  if (typeOf.size < 2) throw new Error("a pattern classifier needs examples of at least two subtypes");
  const nb = winkNaiveBayes();
  nb.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  nb.definePrepTasks([(x: never) => x]);
  const tokens = (text: string, features: readonly string[]) => [...new Set(charNgrams(text))].concat(...Array.from({ length: FEATURE_WEIGHT }, () => features));
  for (const e of examples) nb.learn(tokens(e.text, e.features), e.subtype);
  nb.consolidate();

  return {
    classify(text, features = []) {
      const grams = tokens(text, features);
      const odds = nb.computeOdds(grams);
      const scale = SOFTMAX_TEMPERATURE / Math.sqrt(Math.max(1, grams.length));
      const known = odds.filter(([label]) => typeOf.has(label));
      if (known.length === 0) {
        const [first] = typeOf.entries().next().value as [string, PatternType];
        return { type: first === undefined ? "milestone_project" : typeOf.get(first)!, subtype: null, confidence: 0, ranked: [] };
      }
      const top = Math.max(...known.map(([, o]) => o));
      const weights = known.map(([label, o]) => [label, Math.exp((o - top) * scale * Math.LN2)] as const);
      const sum = weights.reduce((s, [, w]) => s + w, 0);
      const ranked = weights.map(([subtype, w]) => ({ subtype, type: typeOf.get(subtype)!, p: w / sum })).sort((a, b) => b.p - a.p);
      // The type is the one whose subtypes together are likeliest; the subtype is the best of that type.
      const byType = new Map<PatternType, number>();
      for (const r of ranked) byType.set(r.type, (byType.get(r.type) ?? 0) + r.p);
      const type = [...byType.entries()].sort((a, b) => b[1] - a[1])[0]![0];
      const best = ranked.find((r) => r.type === type)!;
      return { type, subtype: best.subtype, confidence: best.p, ranked };
    },
  };
}

/** A fixed clock for pattern-only goals: their shape (a deadline or not) matters, not the dates. */
const PATTERN_CLOCK = { now: "2026-01-15T09:00", timezone: "UTC" };

function example(text: string, lang: string, clock: { now: string; timezone: string }, pattern_type: PatternType, subtype: string): PatternExample {
  const lex = lexiconFor(lang);
  return { text, features: patternFeatures(lex, readConstraints(text, lex, clock)), pattern_type, subtype };
}

/**
 * Training examples: the corpus's `train` split (held-out goals are never learned from) and the
 * pattern-only goals of data/goals/patterns/.
 */
export function trainingExamples(records: readonly CorpusRecord[], patterns: readonly PatternRecord[] = []): PatternExample[] {
  return [
    ...records.filter((r) => r.split === "train" && r.expect.subtype).map((r) => example(r.goal, r.lang, r, r.expect.pattern_type, r.expect.subtype!)),
    ...patterns.map((p) => example(p.goal, p.lang, PATTERN_CLOCK, p.pattern_type, p.subtype)),
  ];
}

let cached: PatternClassifier | null = null;

/** The classifier trained on the repository's corpus, trained once per process. */
export function defaultPatternClassifier(): PatternClassifier {
  cached ??= trainPatternClassifier(trainingExamples(loadCorpus(), loadPatternCorpus()));
  return cached;
}
