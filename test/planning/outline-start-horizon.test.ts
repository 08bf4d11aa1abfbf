/**
 * A goal that starts later than today and states no deadline: the default horizon runs from the
 * stated start, so the plan holds sessions after it (it used to end the horizon counted from
 * today — before a start in two months, every session vanished); only our set-up may come before
 * it, in the week before, so the first session is on the stated start. And fixed times that name their
 * days ("Mondays and Wednesdays at 7:00") are the days of the sessions when no other days are
 * stated.
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

function plan(reading: GoalReading, now: string, timezone: string) {
  const pattern = PatternSpec.parse({ pattern_type: reading.pattern.type, subtype: reading.pattern.subtype, confidence: 0.9, introduced_by: "system" });
  const outline = outlineFromReading(reading, pattern, { now, timezone });
  const road = buildRoadmap(outline);
  const schedule = generateSchedule({ outline, roadmap: road.roadmap, availability: availabilityFromReading(reading), now: DateTime.fromISO(now, { zone: timezone }).toISO()!, timezone });
  return { outline, road, schedule };
}

describe("a later start without a deadline", () => {
  it.each([
    { goal: "Do pilates on Tuesdays and Fridays at 18:30 for 40 minutes.", start: "2027-02-15", now: "2026-11-24T09:00", timezone: "Europe/Vienna" },
    { goal: "Practise the cello every Sunday at 10:00, an hour each time.", start: "2027-03-07", now: "2026-12-01T20:00", timezone: "America/Denver" },
    { goal: "Walk the dog around the lake every evening for half an hour.", start: "2027-01-20", now: "2026-11-24T09:00", timezone: "Australia/Perth" },
  ])("$goal from $start: sessions after the start, none before", ({ goal, start, now, timezone }) => {
    const reading = { ...readGoal(goal, { now, timezone }), start, deadline: null, horizon_days: null };
    const { outline, road, schedule } = plan(reading, now, timezone);
    expect(road.feasible, JSON.stringify(road.infeasibility)).toBe(true);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
    const dayOf = (b: { start: string }) => DateTime.fromISO(b.start, { setZone: true }).setZone(timezone).toISODate()!;
    const days = schedule.blocks.filter((b) => recurring.has(b.task_id)).map(dayOf);
    expect(days.every((d) => d >= start), `sessions before ${start}: ${days.filter((d) => d < start).join(",")}`).toBe(true);
    // Only our set-up comes before the stated start, and only in the week before it (never months ahead).
    const weekBefore = DateTime.fromISO(start).minus({ days: 7 }).toISODate()!;
    const early = schedule.blocks.filter((b) => !recurring.has(b.task_id)).map(dayOf);
    expect(early.every((d) => d >= weekBefore), `set-up long before ${start}: ${early.join(",")}`).toBe(true);
    const sessions = schedule.blocks.filter((b) => recurring.has(b.task_id));
    expect(sessions.length, "the stated sessions are planned").toBeGreaterThan(4);
  });
});

describe("fixed times name the days", () => {
  it.each([
    { goal: "Swim twice a week at 7:00, 45 minutes.", fixed: [{ days: ["MO", "WE"], time: "07:00" }] },
    { goal: "Go bouldering twice a week.", fixed: [{ days: ["TU"], time: "19:00" }, { days: ["SA"], time: "10:00" }] },
  ])("$goal at $fixed.0.time: every session on a day with a fixed time, at it", ({ goal, fixed }) => {
    const now = "2026-11-24T09:00";
    const timezone = "Europe/Lisbon";
    const base = readGoal(goal, { now, timezone });
    const reading: GoalReading = { ...base, days: null, fixed_times: fixed as GoalReading["fixed_times"], deadline: "2027-01-31", cadence: { count: 2, per: "week", interval: 1, nth_weekday: null, month_day: null } };
    const { outline, schedule } = plan(reading, now, timezone);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
    const sessions = schedule.blocks.filter((b) => recurring.has(b.task_id)).map((b) => DateTime.fromISO(b.start, { setZone: true }).setZone(timezone));
    expect(sessions.length).toBeGreaterThan(8);
    for (const s of sessions) {
      const day = DAY[s.weekday]!;
      const f = fixed.find((x) => x.days.includes(day));
      expect(f, `${s.toISO()} is on ${day}`).toBeDefined();
      expect(s.toFormat("HH:mm")).toBe(f!.time);
    }
  });
});
