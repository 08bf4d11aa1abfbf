/**
 * A savings goal with a target and a transfer but no date ("save 2400 euros by putting 200 aside on
 * the 1st of every month") runs until the transfers reach the target: twelve transfers, not the
 * five or six of the default half year (which left the person 1000 euros into 2400).
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-24T09:00:00Z";
const ZONE = "Europe/Berlin";
const savings = (title: string, cadence: GoalReadingInput["cadence"], over: Partial<GoalReadingInput> = {}) =>
  GoalReading.parse({ language: "en", title, pattern: { type: "recurring_cycle", subtype: "savings_plan", confidence: 0.9 }, deadline: null, cadence, ...over });

function transfers(r: GoalReading): number {
  const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now: NOW, timezone: ZONE, approved: [] });
  const roadmap = buildRoadmap(outline);
  const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability: availabilityFromReading(r), now: NOW, timezone: ZONE, busy: [] });
  return schedule.blocks.filter((b) => b.task_id.startsWith("t-transfer")).length;
}

const CASES: Array<[string, GoalReading, number]> = [
  ["2400 euros, 200 on the 1st", savings("Save 2400 euros by transferring 200 euros on the 1st of every month", { count: 1, per: "month", interval: 1, nth_weekday: null, month_day: 1 }), 12],
  ["$3,000, $250 on the 15th", savings("Save $3,000 putting $250 aside on the 15th", { count: 1, per: "month", interval: 1, nth_weekday: null, month_day: 15 }), 12],
  ["$1000, $50 every Friday", savings("Save $1000 with $50 every Friday", { count: 1, per: "week", interval: 1, nth_weekday: null, month_day: null }, { days: ["FR"] }), 20],
];

describe("savings without a date run until the stated transfers reach the target", () => {
  it.each(CASES)("%s", (_name, r, needed) => {
    expect(transfers(r)).toBeGreaterThanOrEqual(needed);
    expect(transfers(r)).toBeLessThanOrEqual(needed + 1);
  });
});
