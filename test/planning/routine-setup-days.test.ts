/**
 * A routine's set-up needs a day the person works on. "Every Sunday at 19:00" planned on a
 * Tuesday left the three set-up days without an allowed day, so "prepare the routine" was
 * reported unplaced in every such plan; now preparing opens the first session (a note says so),
 * and a routine whose first days hold an allowed day with room beside the session keeps its set-up.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { PatternSpec } from "../../src/contracts/planning.js";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { generateSchedule } from "../../src/planning/schedule.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";

const cases = [
  { goal: "Phone my brother every Sunday evening for 30 minutes.", days: ["SU"], now: "2026-11-24T10:00", timezone: "Asia/Kolkata", setUp: false },
  { goal: "Clean the aquarium every other Saturday, an hour.", days: ["SA"], now: "2027-03-01T09:00", timezone: "America/Halifax", setUp: false },
  // The first Friday holds the set-up, but its 20 minutes are the session's: preparing opens it
  // rather than take that Friday's watering (routine-first-session.test.ts).
  { goal: "Water the balcony plants on Fridays for 20 minutes.", days: ["FR"], now: "2027-01-06T18:00", timezone: "Europe/Rome", setUp: false },
  { goal: "Water the balcony plants on Fridays.", days: ["FR"], now: "2027-01-06T18:00", timezone: "Europe/Rome", setUp: true },
];

describe("a routine's set-up on the person's days", () => {
  it.each(cases)("$goal (planned on $now)", ({ goal, days, now, timezone, setUp }) => {
    const base = readGoal(goal, { now, timezone });
    const reading: GoalReading = { ...base, days: days as GoalReading["days"], items: [] };
    const pattern = PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine", confidence: 0.9, introduced_by: "system" });
    const outline = outlineFromReading(reading, pattern, { now, timezone });
    expect(outline.nodes.some((n) => n.id === "t-prepare-routine")).toBe(setUp);
    const road = buildRoadmap(outline);
    expect(road.feasible).toBe(true);
    const schedule = generateSchedule({ outline, roadmap: road.roadmap, availability: availabilityFromReading(reading), now: DateTime.fromISO(now, { zone: timezone }).toISO()!, timezone });
    expect(schedule.unplaced, JSON.stringify(schedule.unplaced)).toEqual([]);
    expect(schedule.blocks.length).toBeGreaterThan(3);
  });
});
