/**
 * `npm run eval:goals -- [--file f.jsonl | --dir d] [--json] [--split heldout|train|all] [--reader offline] [--misses N]`
 *
 * Reads every goal and change request of the corpus with a reader and prints exact-match accuracy
 * per field and language, held-out part first (the headline; it is never trained on), then train.
 * The pattern classifier trains on the `train` split of the corpus directory and its patterns/ goals only.
 */
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { CORPUS_DIR, loadCorpus, parseCorpus, type CorpusRecord } from "../src/planning/reading/corpus.js";
import { evaluate, formatReport, type GoalReader } from "../src/planning/reading/evaluate.js";
import { offlineReader } from "../src/planning/reading/offline-reader.js";
import { loadPatternCorpus } from "../src/planning/reading/pattern-corpus.js";
import { trainingExamples, trainPatternClassifier } from "../src/planning/reading/pattern-classifier.js";

const { values } = parseArgs({
  options: {
    file: { type: "string" },
    dir: { type: "string" },
    json: { type: "boolean", default: false },
    split: { type: "string", default: "all" },
    reader: { type: "string", default: "offline" },
    misses: { type: "string", default: "0" },
    field: { type: "string" },
  },
});

const dir = values.dir ?? (values.file ? dirname(values.file) : CORPUS_DIR);
const corpus = loadCorpus(dir);
const records: CorpusRecord[] = values.file ? parseCorpus(readFileSync(values.file, "utf8"), values.file) : corpus;
const splits = values.split === "all" ? ["heldout", "train"] : [values.split!];
if (!splits.every((s) => s === "heldout" || s === "train")) throw new Error(`--split must be heldout, train or all (got ${values.split})`);

const readers: Record<string, () => GoalReader> = {
  offline: () => offlineReader(trainPatternClassifier(trainingExamples(corpus, loadPatternCorpus(dir)))),
};
const make = readers[values.reader!];
if (!make) throw new Error(`--reader must be one of ${Object.keys(readers).join(", ")} (got ${values.reader})`);

const report = await evaluate(
  records.filter((r) => splits.includes(r.split)),
  make(),
);
if (values.json) {
  console.log(JSON.stringify({ reader: report.reader, splits: report.splits }, null, 2));
} else {
  console.log(`reader: ${report.reader}; corpus: ${dir} (${records.length} goals)`);
  console.log(formatReport(report, splits));
  const n = Number(values.misses);
  if (n > 0) {
    const misses = report.misses.filter((m) => !values.field || m.field === values.field).slice(0, n);
    for (const m of misses) console.log(`\n[${m.split}] ${m.id} ${m.field}: ${m.text}\n  expected ${JSON.stringify(m.expected)}\n  got      ${JSON.stringify(m.got)}`);
  }
}
