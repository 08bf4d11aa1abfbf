/**
 * The exam plan takes the person's stated number of mock exams ("two mock tests", "5 practice
 * exams", "drei Probeklausuren", "模試を4回") from the reading; without one it keeps one per three
 * weeks up to three; a stated number is kept as far as the practice phase has days for it.
 */
import { describe, expect, it } from "vitest";
import { PatternSpec } from "../../src/contracts/planning.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-24T09:00", timezone: "Europe/Berlin" };
const classifier: PatternClassifier = { classify: () => ({ type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 1, ranked: [] }) };
function mocks(goal: string): number {
  const reading = readGoal(goal, { ...clock, classifier });
  const outline = outlineFromReading(reading, PatternSpec.parse({ pattern_type: reading.pattern.type, subtype: reading.pattern.subtype }), { now: `${clock.now}:00`, timezone: clock.timezone, variant: "template" });
  return outline.nodes.filter((n) => /^t-mock-exam-\d+$/.test(n.id)).length;
}

describe("stated mock exam count", () => {
  it.each<[string, number]>([
    // Twelve weeks: three mocks by the span rule, the person's number instead.
    ["I want to do two mock tests before my theory exam on February 20.", 2],
    ["Take 5 practice exams before my CPA exam on February 20, studying every evening.", 5],
    ["Vor der Prüfung am 20. Februar will ich zwei Probeklausuren schreiben.", 2],
    ["2月20日の試験までに模試を4回受ける。", 4],
    ["Quiero hacer 1 simulacro antes del examen del 20 de febrero.", 1],
    ["Pass my theory exam on February 20.", 3],
    // Ten days: no room for twelve mocks — one per day of the practice phase (four days) at most.
    ["Do 12 mock exams before my exam on December 4.", 4],
  ])("%s → %i", (goal, n) => {
    expect(mocks(goal)).toBe(n);
  });
});
