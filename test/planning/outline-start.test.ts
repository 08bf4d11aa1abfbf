/** A stated start ("start next Monday") moves the whole plan, and the roadmap still fits the deadline. */
import { describe, expect, it } from "vitest";
import { PatternSpec } from "../../src/contracts/planning.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";

const now = "2026-11-23T18:30:00Z";
const clock = { now, timezone: "Europe/London" };

describe("a stated start", () => {
  it.each([
    "Run a 10k in 10 weeks, 3 runs a week in the evenings, 40 minutes.",
    "Write my master's thesis by June 30, 2 hours every weekday morning.",
    "Pass the AWS exam in 8 weeks, studying Tuesday and Thursday evenings.",
    "Declutter the flat before February 28, about 20 hours of work in total.",
  ])("%s, starting a week later: nothing before the start, roadmap feasible", (goal) => {
    const reading = { ...readGoal(goal, clock), start: "2026-11-30" };
    const pattern = PatternSpec.parse({ pattern_type: reading.pattern.type, subtype: reading.pattern.subtype, confidence: 0.9, introduced_by: "system" });
    const outline = outlineFromReading(reading, pattern, { now, timezone: "Europe/London" });
    for (const n of outline.nodes) if (n.starts_after && n.level !== "goal") expect(n.starts_after >= "2026-11-30", `${n.title} starts ${n.starts_after}`).toBe(true);
    const road = buildRoadmap(outline);
    expect(road.feasible, JSON.stringify(road.infeasibility)).toBe(true);
  });
});
