/**
 * A weight-loss plan's weekly weigh-in and meal planning get their own time only where there is
 * some: when every allowed day's stated time is one of the person's sessions ("the gym on Monday,
 * Wednesday and Friday at 6:30"), they go with the week's first session (a note says so) instead of
 * being series that can never be placed — every one of them used to be reported unplaced.
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
  { goal: "Drop 4 kg before April, cycling Tuesday, Thursday and Saturday at 17:30 for 45 minutes.", days: ["TU", "TH", "SA"], fixed: [{ days: null, time: "17:30" }], count: 3, companions: false },
  { goal: "Abnehmen: 5 Kilo bis Ende April, Schwimmen montags und donnerstags um 7 Uhr, 50 Minuten.", days: ["MO", "TH"], fixed: [{ days: ["MO", "TH"], time: "07:00" }], count: 2, companions: false },
  { goal: "Lose 3 kg by the end of March, walking at 12:15 twice a week for 40 minutes.", days: null, fixed: [{ days: null, time: "12:15" }], count: 2, companions: true },
];

describe("weight-loss companions and stated times", () => {
  it.each(cases)("$goal", ({ goal, days, fixed, count, companions }) => {
    const now = "2027-01-12T09:00";
    const timezone = "Europe/Madrid";
    const base = readGoal(goal, { now, timezone });
    const reading: GoalReading = { ...base, deadline: "2027-03-31", days: days as GoalReading["days"], fixed_times: fixed as GoalReading["fixed_times"], session_minutes: 45, cadence: { count, per: "week", interval: 1, nth_weekday: null, month_day: null }, level: { current: null, target: "4 kg" } };
    const pattern = PatternSpec.parse({ pattern_type: "progressive_accumulation_arc", subtype: "weight_loss", confidence: 0.9, introduced_by: "system" });
    const outline = outlineFromReading(reading, pattern, { now, timezone });
    expect(outline.nodes.some((n) => n.id.startsWith("t-weigh-in"))).toBe(companions);
    const road = buildRoadmap(outline);
    expect(road.feasible).toBe(true);
    const schedule = generateSchedule({ outline, roadmap: road.roadmap, availability: availabilityFromReading(reading), now: DateTime.fromISO(now, { zone: timezone }).toISO()!, timezone });
    expect(schedule.unplaced, JSON.stringify(schedule.unplaced)).toEqual([]);
    expect(schedule.blocks.length).toBeGreaterThan(count * 8);
  });
});
