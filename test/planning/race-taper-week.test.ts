/**
 * A race plan's weeks keep their shape into the taper: in no week is the long session (on the
 * long-run day) shorter than an easy session of the same week. With the race on the long-run day,
 * a two-week taper used to begin on that day, so its week held the peak's easy runs beside the
 * taper's shorter "long" run.
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

const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const cases = [
  { goal: "Run a trail half marathon on May 23, 2027, long runs on Sundays.", days: ["TU", "TH", "SU"], long: "SU", deadline: "2027-05-23", now: "2027-02-01T07:00", timezone: "Europe/Zurich" },
  { goal: "Ride a 100 km cycling sportive on June 12, 2027.", days: ["WE", "FR", "SA"], long: "SA", deadline: "2027-06-12", now: "2027-03-10T19:00", timezone: "America/Toronto" },
  { goal: "Swim a 3 km open-water race on August 29, 2027.", days: ["MO", "WE", "SU"], long: "SU", deadline: "2027-08-29", now: "2027-05-03T06:00", timezone: "Australia/Brisbane" },
  { goal: "Run my first 10k on April 10, 2027.", days: ["TU", "SA"], long: "SA", deadline: "2027-04-10", now: "2027-01-05T12:00", timezone: "Europe/Dublin" },
];

describe("race weeks into the taper", () => {
  it.each(cases)("$goal ($days, long on $long)", ({ goal, days, long, deadline, now, timezone }) => {
    const base = readGoal(goal, { now, timezone });
    const reading: GoalReading = { ...base, deadline, days: days as GoalReading["days"], cadence: { count: days.length, per: "week", interval: 1, nth_weekday: null, month_day: null }, session_minutes: null, windows: [], fixed_times: [] };
    const pattern = PatternSpec.parse({ pattern_type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.9, introduced_by: "system" });
    const outline = outlineFromReading(reading, pattern, { now, timezone });
    const road = buildRoadmap(outline);
    expect(road.feasible).toBe(true);
    expect(outline.nodes.some((n) => n.id.includes("taper"))).toBe(true);
    const schedule = generateSchedule({ outline, roadmap: road.roadmap, availability: availabilityFromReading(reading), now: DateTime.fromISO(now, { zone: timezone }).toISO()!, timezone });
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
    const weeks = new Map<string, { day: string; minutes: number }[]>();
    for (const b of schedule.blocks.filter((x) => recurring.has(x.task_id))) {
      const s = DateTime.fromISO(b.start, { setZone: true }).setZone(timezone);
      const m = DateTime.fromISO(b.end, { setZone: true }).diff(DateTime.fromISO(b.start, { setZone: true }), "minutes").minutes;
      const k = s.toFormat("kkkk-WW");
      weeks.set(k, [...(weeks.get(k) ?? []), { day: DAY[s.weekday]!, minutes: m }]);
    }
    expect(weeks.size).toBeGreaterThan(8);
    for (const [week, sessions] of weeks) {
      const longOnes = sessions.filter((x) => x.day === long);
      if (!longOnes.length) continue;
      const easiest = Math.max(...sessions.filter((x) => x.day !== long).map((x) => x.minutes), 0);
      expect(longOnes[0]!.minutes, `${week}: ${JSON.stringify(sessions)}`).toBeGreaterThanOrEqual(easiest);
    }
  });
});
