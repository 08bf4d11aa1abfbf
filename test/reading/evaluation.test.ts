/**
 * The offline reader on the labelled corpus (data/goals): per-field exact-match accuracy on the
 * held-out goals, which the classifier never trains on, must stay at or above the floors measured
 * when it was built (a little under them), so a regression in any lexicon or in the engine fails.
 * `npm run eval:goals` prints the full table.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadCorpus } from "../../src/planning/reading/corpus.js";
import { accuracy, evaluate, type EvalField, type EvalReport } from "../../src/planning/reading/evaluate.js";
import { offlineReader } from "../../src/planning/reading/offline-reader.js";
import { loadPatternCorpus } from "../../src/planning/reading/pattern-corpus.js";
import { defaultPatternClassifier, trainingExamples, trainPatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const dir = process.env.GOALGRAPH_CORPUS_DIR; // default: data/goals of this checkout
const records = loadCorpus(dir);

/** Held-out floors over all languages, a few points under what was measured (npm run eval:goals, README). */
const HELDOUT_FLOORS: Partial<Record<EvalField, number>> = {
  pattern: 0.87, subtype: 0.8, deadline: 0.92, cadence: 0.9, days: 0.95, windows: 0.92,
  not_before: 0.97, not_after: 0.97, fixed_times: 0.95, session_minutes: 0.97, changes: 0.82,
};

/** Languages that reach issue 9's targets on their held-out goals (pattern, cadence, days, windows, fixed times, session ≥ 90%, deadline ≥ 95%, changes ≥ 90%). */
const AT_TARGET = ["es", "fr", "it"];
const TARGETS: Partial<Record<EvalField, number>> = { pattern: 0.9, deadline: 0.95, cadence: 0.9, days: 0.9, windows: 0.9, fixed_times: 0.9, session_minutes: 0.9, changes: 0.9 };

let report: EvalReport;
beforeAll(async () => {
  // The shipped model (test/reading/model.test.ts holds it to the corpus); a custom corpus trains its own.
  const classifier = dir ? trainPatternClassifier(trainingExamples(records, loadPatternCorpus(dir))) : defaultPatternClassifier();
  report = await evaluate(records, offlineReader(classifier));
}, 600_000);

describe("offline reader on the goal corpus", () => {
  it("the corpus is the one the issue asks for: 400+ goals in every supported language, a held-out part", () => {
    expect(records.length).toBeGreaterThanOrEqual(600);
    expect(new Set(records.map((r) => r.lang)).size).toBe(9);
    expect(records.filter((r) => r.split === "heldout").length).toBeGreaterThanOrEqual(80);
  });

  it.each(Object.entries(HELDOUT_FLOORS))("held-out %s stays at or above its floor", (field, floor) => {
    const a = accuracy(report.splits.heldout?.all?.[field as EvalField]);
    expect(a, `${field}: ${a}`).toBeGreaterThanOrEqual(floor!);
  });

  it.each(AT_TARGET)("held-out %s stays at issue 9's targets", (lang) => {
    if (dir) return;
    for (const [field, target] of Object.entries(TARGETS)) {
      const a = accuracy(report.splits.heldout?.[lang]?.[field as EvalField]);
      expect(a, `${lang} ${field}: ${a}`).toBeGreaterThanOrEqual(target!);
    }
  });

  it("the classifier never trains on a held-out goal", () => {
    const heldout = new Set(records.filter((r) => r.split === "heldout").map((r) => r.goal));
    const trained = trainingExamples(records).map((e) => e.text);
    expect(trained.length).toBe(records.filter((r) => r.split === "train").length);
    expect(trained.filter((t) => heldout.has(t))).toEqual([]);
  });
});
