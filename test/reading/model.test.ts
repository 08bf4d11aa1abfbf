/**
 * The shipped pattern model (data/goals/model/pattern-classifier.json, `npm run train:reader`) is
 * what training on this corpus gives: same examples, same options, same learnings. A change to
 * the corpus, the lexicons' topics or the engine's reading of the training goals without
 * retraining fails here, so startup never loads a stale model and never has to train.
 */
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCorpus } from "../../src/planning/reading/corpus.js";
import { loadPatternCorpus } from "../../src/planning/reading/pattern-corpus.js";
import { loadShippedModel, MODEL_PATH, oddsScorer, tokenizer, trainingExamples, trainingHash, trainPatternModel, type PatternExample, type PatternModel } from "../../src/planning/reading/pattern-classifier.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";

let examples: PatternExample[];
let shipped: PatternModel | null;
beforeAll(() => {
  examples = trainingExamples(loadCorpus(), loadPatternCorpus());
  shipped = loadShippedModel();
}, 300_000);

describe("the shipped pattern model", () => {
  it("exists and was trained on exactly this corpus (else: npm run train:reader)", () => {
    expect(shipped, `${MODEL_PATH} is missing: run npm run train:reader`).not.toBeNull();
    expect(shipped!.examples).toBe(examples.length);
    expect(shipped!.hash, "the corpus, lexicons or options changed since the model was trained: run npm run train:reader").toBe(trainingHash(examples, shipped!.options));
  });

  it("training is reproducible: retraining gives the same learnings", () => {
    const fresh = trainPatternModel(examples, shipped!.options);
    expect(fresh.hash).toBe(shipped!.hash);
    expect(JSON.stringify(fresh.nb)).toBe(JSON.stringify(shipped!.nb));
  }, 120_000);

  it("scores training goals exactly as wink's computeOdds does (same odds, same order)", () => {
    const wink = (createRequire(import.meta.url)("wink-naive-bayes-text-classifier") as () => {
      definePrepTasks(t: ((x: never) => unknown)[]): number;
      importJSON(json: string): boolean;
      consolidate(): boolean;
      computeOdds(tokens: string[]): [string, number][];
    })();
    wink.definePrepTasks([(x: never) => x]);
    wink.importJSON(JSON.stringify(shipped!.nb));
    wink.consolidate();
    const ours = oddsScorer(shipped!.nb);
    const tokens = tokenizer(shipped!.options);
    // Every third goal (wink takes ~50 ms a goal), an input of unknown tokens only, and none.
    const inputs = [...examples.filter((_, i) => i % 3 === 0).map((e) => tokens(e.text, e.features)), tokens("qqxq zzxz", []), []];
    for (const t of inputs) expect(ours(t)).toEqual(wink.computeOdds(t));
  }, 300_000);

  it("never learns from a held-out goal", () => {
    const heldout = new Set(loadCorpus().filter((r) => r.split === "heldout").map((r) => r.goal));
    const trained = trainingExamples(loadCorpus().filter((r) => heldout.has(r.goal)));
    expect(trained).toEqual([]);
  });
});

describe("new subtypes", () => {
  const clock = { now: "2026-10-12T09:00", timezone: "Europe/London" };

  it.each(["Run 4 times a week, never before 7am.", "Save €5000 for a car by June.", "Renovate the kitchen before Christmas.", "Meditate 10 minutes every morning."])(
    "an ordinary goal gets a known subtype, no proposal: %s",
    (goal) => {
      const r = readGoal(goal, clock);
      expect(r.pattern.subtype).not.toBeNull();
      expect(r.pattern.proposal).toBeNull();
    },
  );

  it.each(["Become a licensed beekeeper and harvest honey from two hives by next summer.", "Get my pilot's licence."])(
    "a goal like none in the corpus gets a proposal named in its own words: %s",
    (goal) => {
      const r = readGoal(goal, clock);
      expect(r.pattern.subtype).toBeNull();
      expect(r.pattern.proposal?.label).toMatch(/^(Become a licensed beekeeper|Get my pilot's licence)/);
      expect(r.pattern.proposal?.name).toMatch(/^[a-z0-9_]+$/);
    },
  );
});
