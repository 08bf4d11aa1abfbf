/**
 * `npm run train:reader`: trains the offline reader's pattern classifier on the corpus's train
 * split and the pattern-only goals, and writes data/goals/model/pattern-classifier.json (the model
 * startup loads; test/reading/model.test.ts checks it is not stale). Deterministic: an unchanged
 * corpus gives the same file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { loadCorpus } from "../src/planning/reading/corpus.js";
import { loadPatternCorpus } from "../src/planning/reading/pattern-corpus.js";
import { MODEL_PATH, trainingExamples, trainPatternModel } from "../src/planning/reading/pattern-classifier.js";

const examples = trainingExamples(loadCorpus(), loadPatternCorpus());
const model = trainPatternModel(examples);
mkdirSync(dirname(MODEL_PATH), { recursive: true });
writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
console.log(`trained on ${model.examples} goals (${Object.keys(model.labels).length} subtypes); wrote ${MODEL_PATH} (hash ${model.hash.slice(0, 12)})`);
