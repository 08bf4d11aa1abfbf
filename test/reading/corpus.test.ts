/** The labelled goal corpus is well-formed: every file parses, ids are unique, both splits and every supported language are present. */
import { describe, expect, it } from "vitest";
import { loadCorpus, parseCorpus } from "../../src/planning/reading/corpus.js";

describe("goal corpus", () => {
  it("parses, with unique ids", () => {
    const records = loadCorpus();
    expect(records.length).toBeGreaterThan(0);
    for (const r of records) expect(r.id.startsWith(`${r.lang}-`), r.id).toBe(true);
  });

  it("rejects a record that leaves an evaluated field unstated, naming the line and field", () => {
    const line = JSON.stringify({ id: "en-x", lang: "en", split: "train", now: "2026-11-23T09:00", timezone: "UTC", goal: "Run more often", expect: { pattern_type: "recurring_cycle" } });
    expect(() => parseCorpus(line, "x.jsonl")).toThrow(/x\.jsonl:1: expect\.subtype/);
  });
});
