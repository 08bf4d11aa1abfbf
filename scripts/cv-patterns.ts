/**
 * `npx tsx scripts/cv-patterns.ts [--folds 5] [--misses] [--options '{"featureWeight":10}']`: k-fold
 * cross-validation of the pattern classifier on the corpus's train split (the pattern-only goals
 * always train), per language, so the classifier is tuned without looking at the held-out part.
 */
import { parseArgs } from "node:util";
import { loadCorpus } from "../src/planning/reading/corpus.js";
import { loadPatternCorpus } from "../src/planning/reading/pattern-corpus.js";
import { NEW_SUBTYPE_THRESHOLD, trainingExamples, trainPatternClassifier, type ClassifierOptions, type PatternExample } from "../src/planning/reading/pattern-classifier.js";

const { values } = parseArgs({ options: { folds: { type: "string", default: "5" }, misses: { type: "boolean", default: false }, options: { type: "string", default: "{}" } } });
const k = Number(values.folds);
const options = JSON.parse(values.options!) as Partial<ClassifierOptions>;
const corpus = loadCorpus().filter((r) => r.split === "train");
const corpusExamples = trainingExamples(corpus);
const patternExamples = trainingExamples([], loadPatternCorpus());
const tally: Record<string, { n: number; type: number; sub: number }> = {};
const conf: { c: number; right: boolean; topic: boolean }[] = [];
for (let f = 0; f < k; f++) {
  const train: PatternExample[] = [...patternExamples, ...corpusExamples.filter((_, i) => i % k !== f)];
  const clf = trainPatternClassifier(train, options);
  corpusExamples.forEach((e, i) => {
    if (i % k !== f) return;
    const g = clf.classify(e.text, e.features);
    conf.push({ c: g.confidence, right: g.subtype === e.subtype, topic: e.features.some((x) => x.startsWith("#topic:")) });
    for (const l of [corpus[i]!.lang, "all"]) {
      const t = (tally[l] ??= { n: 0, type: 0, sub: 0 });
      t.n++;
      if (g.type === e.pattern_type) t.type++;
      if (g.subtype === e.subtype && g.confidence >= NEW_SUBTYPE_THRESHOLD) t.sub++;
    }
    if (values.misses && g.type !== e.pattern_type) console.log(`${corpus[i]!.lang} ${e.subtype} → ${g.subtype} (${g.confidence.toFixed(2)}): ${e.text.slice(0, 100)}`);
  });
}
console.log(JSON.stringify(options), Object.entries(tally).sort().map(([l, t]) => `${l} ${((100 * t.type) / t.n).toFixed(0)}/${((100 * t.sub) / t.n).toFixed(0)}`).join("  "));
for (const th of [0.1, 0.2, 0.3, 0.4, 0.5]) {
  const below = conf.filter((x) => x.c < th && !x.topic);
  console.log(`no topic and confidence < ${th}: ${below.length}/${conf.length} goals (${((100 * below.length) / conf.length).toFixed(1)}%), ${below.filter((x) => x.right).length} of them right`);
}
