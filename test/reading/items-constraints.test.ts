/**
 * A list after a colon is the goal's deliverables, but an entry that only says when (or when not)
 * to work is a constraint, not a deliverable: "2 hours every weekday morning", "not during
 * Christmas week", "no work in August". Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "milestone_project", subtype: "creative_project", confidence: 1, ranked: [] }) };
const items = (text: string) => readGoal(text, { ...clock, classifier }).items.map((i) => i.title);

describe("listed constraints are not deliverables", () => {
  it.each<[string, string[]]>([
    ["Write my thesis: 6 chapters by June 30, 2 hours every weekday morning, no work in August, and not during Christmas week.", []],
    ["Renovate the shed: new roof, paint the walls, 3 hours on Saturdays, not during Easter.", ["new roof", "paint the walls"]],
    ["Launch the shop by March: build the site, photograph products on Sundays, write descriptions.", ["build the site", "photograph products on Sundays", "write descriptions"]],
  ])("%s", (text, expected) => {
    expect(items(text)).toEqual(expected);
  });


  it.each<[string, { from: string; to: string }[], string | null]>([
    ["Write the report, 2 hours a day, no work in August.", [{ from: "2027-08-01", to: "2027-08-31" }], null],
    ["Keine Einheiten im August, dreimal pro Woche laufen.", [{ from: "2027-08-01", to: "2027-08-31" }], null],
    // This month: the rest of it.
    ["Study every day, no study in November.", [{ from: "2026-11-16", to: "2026-11-30" }], null],
    // A month after a deadline word stays the deadline; a day of a month is no month off.
    ["Finish the report by August 15, 2 hours a day, no work on August 2.", [{ from: "2027-08-02", to: "2027-08-02" }], "2027-08-15"],
  ])("a whole month after an off word is a time off: %s", (text, off, deadline) => {
    const r = readGoal(text, { ...clock, classifier });
    expect(r.excluded_dates).toEqual(off);
    expect(r.deadline).toBe(deadline);
  });
});
