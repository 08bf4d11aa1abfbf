/**
 * Free time the person says they have ("I have Sunday afternoons free") is when they can work — the
 * days and windows — not a day off; days they keep free ("keep Sundays free", "Sundays free") stay
 * days off. Today is 2026-11-24.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-24T10:00", timezone: "Europe/Berlin" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });

describe("stated free time is availability", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, Partial<GoalReading>]>([
    ["I have Sunday afternoons free to paint.", { days: ["SU"], excluded_days: [], windows: [{ days: null, start: "13:00", end: "17:00" }] }],
    ["I've got Saturday mornings free for the garden.", { days: ["SA"], excluded_days: [] }],
    ["Keep Sundays free, run 3 times a week.", { days: ["MO", "TU", "WE", "TH", "FR", "SA"], excluded_days: ["SU"] }],
    ["Run 3 times a week, Sundays free.", { days: ["MO", "TU", "WE", "TH", "FR", "SA"], excluded_days: ["SU"] }],
  ])("%s", (text, want) => {
    const r = read(text);
    for (const [field, value] of Object.entries(want)) expect(r[field as keyof GoalReading], field).toEqual(value);
  });
});
