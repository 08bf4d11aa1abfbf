/**
 * A session series that runs every other week (or day) keeps one rhythm across phases, so a later
 * phase's first session may wait a few days past the phase's first day. The phase is then shorter
 * by that wait — the roadmap must not push the phase (and every phase after it) later, past the
 * deadline.
 */
import { describe, expect, it } from "vitest";
import { PatternSpec } from "../../src/contracts/planning.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";

// Each goal with the template that plans it in phases (the pattern is given: the test is the roadmap's).
const cases: { goal: string; now: string; timezone: string; pattern: [string, string] }[] = [
  { goal: "Build a wooden canoe by the end of the year, every other Saturday afternoon in the workshop.", now: "2027-03-18T09:00", timezone: "Europe/Berlin", pattern: ["progressive_accumulation_arc", "count_target"] },
  { goal: "Record a podcast season by December 31, every second Sunday morning.", now: "2027-02-03T20:00", timezone: "America/Chicago", pattern: ["hybrid_project_cycle", "creative_project"] },
  { goal: "Get good at watercolour painting by November 30, every other Tuesday evening.", now: "2027-01-14T08:00", timezone: "Asia/Tokyo", pattern: ["progressive_accumulation_arc", "skill_learning"] },
  { goal: "Swim 2 km without stopping by September 12, every other day in the morning.", now: "2027-04-01T07:00", timezone: "Europe/Madrid", pattern: ["progressive_accumulation_arc", "endurance_training"] },
];

describe("every-other-period series across phases", () => {
  it.each(cases)("$goal: the roadmap fits the deadline", ({ goal, now, timezone, pattern: [type, subtype] }) => {
    const reading = readGoal(goal, { now, timezone });
    expect(reading.cadence?.interval ?? 1, "the reading keeps the 'every other'").toBeGreaterThan(1);
    const pattern = PatternSpec.parse({ pattern_type: type, subtype, confidence: 0.9, introduced_by: "system" });
    const outline = outlineFromReading(reading, pattern, { now, timezone });
    const road = buildRoadmap(outline);
    expect(road.feasible, JSON.stringify(road.infeasibility)).toBe(true);
    // Each phase ends by its own due date.
    for (const n of outline.nodes.filter((x) => x.level === "phase" && x.due)) {
      const item = road.roadmap.items.find((i) => i.node_id === n.id)!;
      expect(item.end <= n.due!.slice(0, 10), `${n.id} ends ${item.end}, due ${n.due}`).toBe(true);
    }
  });
});
