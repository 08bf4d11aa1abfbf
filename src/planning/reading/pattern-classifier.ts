/**
 * Pattern choice for the offline reader: a naive Bayes text classifier (wink-naive-bayes-text-
 * classifier) over character 2–4-grams and words, trained on the `train` split of the labelled
 * corpus (data/goals/*.jsonl) and the pattern-only goals (data/goals/patterns/). Character n-grams
 * need no tokeniser, so the same model reads Japanese and Chinese; word stems, inflections and
 * compounds share n-grams across languages. The text it reads is the goal without the phrases
 * the engine read as schedule and deadline (pattern-features.ts `topicText`): what the goal is
 * about; the schedule's shape and the lexicons' cross-language topics are extra features.
 *
 * It predicts a subtype (the type follows from the subtype's label in the corpus) with a
 * confidence from the classifier's per-label odds. A goal that names none of the topics the
 * lexicons know and whose best subtype is below NEW_SUBTYPE_THRESHOLD fits no known subtype:
 * the reader proposes a new one, named from the goal's own words (read-goal.ts).
 *
 * The trained model ships as data (MODEL_PATH, written by `npm run train:reader`), with a hash of
 * the examples and options it was trained on: startup loads it instead of training, and
 * test/reading/model.test.ts fails when the corpus, the lexicons or the options have moved on
 * without retraining. Training is deterministic, so retraining an unchanged corpus writes the
 * same file.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PatternType } from "../../contracts/planning.js";
import { readConstraints } from "./constraints.js";
import { readOneOffDay } from "./one-off-day.js";
import { loadCorpus, type CorpusRecord } from "./corpus.js";
import { lexiconFor } from "./lexicon/index.js";
import { loadPatternCorpus, type PatternRecord } from "./pattern-corpus.js";
import { patternFeatures, topicText } from "./pattern-features.js";
import { normalise } from "./phrases.js";

const require = createRequire(import.meta.url);

interface WinkClassifier {
  defineConfig(cfg: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
  definePrepTasks(tasks: ((x: never) => unknown)[]): number;
  learn(tokens: string[], label: string): boolean;
  consolidate(): boolean;
  computeOdds(tokens: string[]): [string, number][];
  exportJSON(): string;
  importJSON(json: string): boolean;
}
const winkNaiveBayes = require("wink-naive-bayes-text-classifier") as () => WinkClassifier;

/**
 * A goal that names no known topic and whose best known subtype is below this confidence fits no
 * known subtype. Measured by 5-fold cross-validation on the train split (473 goals, the
 * pattern-only goals always training): 0.4% of goals fall under it (one of the two right); goals
 * unlike any in the corpus ("become a licensed beekeeper", "get my pilot's licence") do. A
 * proposal costs the person an approval, so it is kept for the goals the model does not know.
 */
export const NEW_SUBTYPE_THRESHOLD = 0.4;

/** Odds are log2 likelihood ratios summed over every n-gram; scaling them per n-gram keeps the softmax from saturating. */
const SOFTMAX_TEMPERATURE = 0.6;

/** How many times a topic or shape feature counts against one n-gram (measured by cross-validation on the train split). */
export const FEATURE_WEIGHT = 10;

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

/** How the classifier turns a goal into tokens and smooths its counts (the defaults are what cross-validation chose). */
export interface ClassifierOptions {
  featureWeight: number;
  ngramMin: number;
  ngramMax: number;
  /** Whole words (and word pairs) as tokens besides the character n-grams. */
  words: boolean;
  smoothing: number;
}

export const DEFAULT_OPTIONS: ClassifierOptions = { featureWeight: FEATURE_WEIGHT, ngramMin: 2, ngramMax: 4, words: true, smoothing: 0.2 };

/** Word and word-pair tokens of the normalised text (spaced scripts only; CJK has its n-grams). */
export function wordTokens(text: string): string[] {
  const words = normalise(text).replace(/\d/g, "0").split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u.test(w));
  return [...words.map((w) => `w:${w}`), ...words.slice(1).map((w, i) => `b:${words[i]}_${w}`)];
}

/** What `npm run train:reader` writes: the trained classifier and what it was trained on. */
export interface PatternModel {
  format: typeof MODEL_FORMAT;
  /** sha256 of the training examples (text, features, labels) and the options, in order. */
  hash: string;
  examples: number;
  options: ClassifierOptions;
  /** subtype → its pattern type. */
  labels: Record<string, PatternType>;
  /** wink-naive-bayes-text-classifier's exported learnings. */
  nb: unknown;
}

const MODEL_FORMAT = 1;
export const MODEL_PATH = new URL("../../../data/goals/model/pattern-classifier.json", import.meta.url).pathname;

/** The hash a model trained on these examples with these options carries. */
export function trainingHash(examples: readonly PatternExample[], options: Partial<ClassifierOptions> = {}): string {
  const h = createHash("sha256");
  h.update(JSON.stringify({ format: MODEL_FORMAT, options: { ...DEFAULT_OPTIONS, ...options } }));
  for (const e of examples) h.update(JSON.stringify([e.text, e.features, e.pattern_type, e.subtype]));
  return h.digest("hex");
}

/** The classifier's tokens for a text and its features: n-grams and words once each, the features `featureWeight` times. */
export function tokenizer(o: ClassifierOptions) {
  return (text: string, features: readonly string[]) =>
    [...new Set([...charNgrams(text, o.ngramMin, o.ngramMax), ...(o.words ? wordTokens(text) : [])])].concat(...Array.from({ length: o.featureWeight }, () => features));
}

/** Train on the examples (deterministic: the same examples and options give the same model). */
export function trainPatternModel(examples: readonly PatternExample[], options: Partial<ClassifierOptions> = {}): PatternModel {
  const o = { ...DEFAULT_OPTIONS, ...options };
  const labels: Record<string, PatternType> = {};
  for (const e of examples) labels[e.subtype] = e.pattern_type;
  if (Object.keys(labels).length < 2) throw new Error("a pattern classifier needs examples of at least two subtypes");
  const nb = winkNaiveBayes();
  nb.defineConfig({ considerOnlyPresence: true, smoothingFactor: o.smoothing });
  nb.definePrepTasks([(x: never) => x]);
  const tokens = tokenizer(o);
  for (const e of examples) nb.learn(tokens(e.text, e.features), e.subtype);
  return { format: MODEL_FORMAT, hash: trainingHash(examples, o), examples: examples.length, options: o, labels, nb: JSON.parse(nb.exportJSON()) };
}

/** wink-naive-bayes-text-classifier's exported learnings: [config, samples, count, words, vocabulary]. */
type WinkLearnings = [{ smoothingFactor: number }, Record<string, number>, Record<string, Record<string, number>>, Record<string, number>, string[]];

/**
 * The log2 odds of every label for a token list, as wink's `computeOdds` computes them, best
 * first. wink sums each token's count over the other labels anew for every (label, token) pair,
 * which costs labels² × tokens (~50 ms a goal on the shipped model). The counts are integers, so
 * "every label but this one" is the token's total less this label's count, exactly; each label's
 * terms are the same floating-point expressions added in the same order, with the logarithms of
 * the counts and of the per-label denominators computed once: the odds are bit-identical
 * (test/reading/model.test.ts compares them with wink's on the corpus).
 */
export function oddsScorer(nb: unknown): (tokens: readonly string[]) => [string, number][] {
  const [config, samples, count, words, vocabulary] = nb as WinkLearnings;
  const s = config.smoothingFactor;
  const labels = Object.keys(samples);
  const L = labels.length;
  const V = new Set(vocabulary).size;
  // Token → row of per-label counts (row L holds the total over every label).
  const row = new Map<string, number>();
  for (const l of labels) for (const w of Object.keys(count[l] ?? {})) if (!row.has(w)) row.set(w, row.size);
  const counts = new Int32Array(row.size * (L + 1));
  labels.forEach((l, i) => {
    for (const [w, n] of Object.entries(count[l] ?? {})) {
      const r = row.get(w)! * (L + 1);
      counts[r + i] = n;
      counts[r + L] += n;
    }
  });
  const voc = new Set(vocabulary);
  const samplesTotal = labels.reduce((a, l) => a + samples[l]!, 0);
  const wordsTotal = labels.reduce((a, l) => a + words[l]!, 0);
  let maxCount = 0;
  for (const n of counts) maxCount = Math.max(maxCount, n);
  // wink's term for a count k against a denominator d: log2(k + s) - log2(d + V·s), or unsmoothed log2(k) - log2(d + V) and 0 for k = 0.
  const log = Float64Array.from({ length: maxCount + 1 }, (_, k) => (s > 0 ? Math.log2(k + s) : Math.log2(k)));
  const denom = (d: number) => (s > 0 ? Math.log2(d + V * s) : Math.log2(d + V));
  const inLabel = labels.map((l) => denom(words[l]!));
  const notInLabel = labels.map((l) => denom(wordsTotal - words[l]!));
  const term = (k: number, d: number) => (s <= 0 && k === 0 ? 0 : log[k]! - d);
  const lh = new Float64Array(L);
  const ilh = new Float64Array(L);
  return (tokens) => {
    lh.fill(0);
    ilh.fill(0);
    let known = 0;
    for (const t of tokens) {
      if (!voc.has(t)) continue;
      known++;
      const at = row.get(t);
      const r = at === undefined ? -1 : at * (L + 1);
      const total = r < 0 ? 0 : counts[r + L]!;
      for (let i = 0; i < L; i++) {
        const clw = r < 0 ? 0 : counts[r + i]!;
        lh[i] += term(clw, inLabel[i]!);
        ilh[i] += lh[i] === 0 ? 0 : term(total - clw, notInLabel[i]!);
      }
    }
    const all: [string, number][] = labels.map((label, i) => {
      if (known === 0) return [label, 0];
      let a = lh[i]!;
      let b = ilh[i]!;
      if (a !== 0) {
        a += Math.log2(samples[label]!) - Math.log2(samplesTotal);
        b += Math.log2(samplesTotal - samples[label]!) - Math.log2(samplesTotal);
      }
      return [label, a - b];
    });
    all.sort((x, y) => (y[1] > x[1] ? 1 : y[1] === x[1] ? 0 : -1));
    return all[0]![1] ? all : [["unknown", 0]];
  };
}

/** A classifier from a trained model (shipped or fresh). */
export function classifierFromModel(model: PatternModel): PatternClassifier {
  const typeOf = new Map(Object.entries(model.labels));
  const computeOdds = oddsScorer(model.nb);
  const tokens = tokenizer(model.options);
  return {
    classify(text, features = []) {
      const grams = tokens(text, features);
      const odds = computeOdds(grams);
      const scale = SOFTMAX_TEMPERATURE / Math.sqrt(Math.max(1, grams.length));
      const known = odds.filter(([label]) => typeOf.has(label));
      if (known.length === 0) return { type: "milestone_project", subtype: null, confidence: 0, ranked: [] };
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

export function trainPatternClassifier(examples: readonly PatternExample[], options: Partial<ClassifierOptions> = {}): PatternClassifier {
  return classifierFromModel(trainPatternModel(examples, options));
}

/** A fixed clock for pattern-only goals: their shape (a deadline or not) matters, not the dates. */
const PATTERN_CLOCK = { now: "2026-01-15T09:00", timezone: "UTC" };

function example(text: string, lang: string, clock: { now: string; timezone: string }, pattern_type: PatternType, subtype: string): PatternExample {
  const lex = lexiconFor(lang);
  const c = readConstraints(text, lex, clock);
  // The same shape the reader classifies (read-goal.ts): one named coming day is a date.
  readOneOffDay(c, lex, clock);
  return { text: topicText(c), features: patternFeatures(lex, c), pattern_type, subtype };
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

/** The shipped model, or null when there is none (a fresh checkout of a custom corpus). */
export function loadShippedModel(path = MODEL_PATH): PatternModel | null {
  if (!existsSync(path)) return null;
  const model = JSON.parse(readFileSync(path, "utf8")) as PatternModel;
  if (model.format !== MODEL_FORMAT) throw new Error(`${path}: model format ${model.format}, this reader reads ${MODEL_FORMAT}; run npm run train:reader`);
  return model;
}

let cached: PatternClassifier | null = null;

/** The classifier of the shipped model (data/goals/model/), loaded once per process; trained from the corpus only when no model ships. */
export function defaultPatternClassifier(): PatternClassifier {
  if (cached) return cached;
  const shipped = loadShippedModel();
  cached = shipped ? classifierFromModel(shipped) : trainPatternClassifier(trainingExamples(loadCorpus(), loadPatternCorpus()));
  return cached;
}
