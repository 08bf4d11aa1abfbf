/**
 * `npx tsx scripts/cv-patterns.ts [--folds 5]`: k-fold cross-validation of the pattern classifier
 * on the corpus's train split (the pattern-only goals always train), per language, so the
 * classifier can be tuned without looking at the held-out part.
 */
import { parseArgs } from "node:util";
import { loadCorpus } from "../src/planning/reading/corpus.js";
import { loadPatternCorpus } from "../src/planning/reading/pattern-corpus.js";
import { trainingExamples, trainPatternClassifier, type PatternExample } from "../src/planning/reading/pattern-classifier.js";

const { values } = parseArgs({ options: { folds: { type: "string", default: "5" }, misses: { type: "boolean", default: false } } });
const k = Number(values.folds);
const corpus = loadCorpus().filter((r) => r.split === "train");
const corpusExamples = trainingExamples(corpus);
const patternExamples = trainingExamples([], loadPatternCorpus());
const langs = corpus.map((r) => r.lang);
const tally: Record<string, { n: number; type: number; sub: number }> = {};
for (let f = 0; f < k; f++) {
  const train: PatternExample[] = [...patternExamples, ...corpusExamples.filter((_, i) => i % k !== f)];
  const clf = trainPatternClassifier(train);
  corpusExamples.forEach((e, i) => {
    if (i % k !== f) return;
    const g = clf.classify(e.text, e.features);
    for (const l of [langs[i]!, "all"]) {
      const t = (tally[l] ??= { n: 0, type: 0, sub: 0 });
      t.n++;
      if (g.type === e.pattern_type) t.type++;
      if (g.subtype === e.subtype && g.confidence >= 0.1) t.sub++;
    }
    if (values.misses && g.subtype !== e.subtype) console.log(`${langs[i]} ${e.subtype} → ${g.subtype} (${g.confidence.toFixed(2)}): ${e.text.slice(0, 110)}`);
  });
}
for (const [l, t] of Object.entries(tally).sort()) console.log(`${l.padEnd(4)} n=${String(t.n).padStart(3)}  type ${((100 * t.type) / t.n).toFixed(0)}%  subtype ${((100 * t.sub) / t.n).toFixed(0)}%`);
