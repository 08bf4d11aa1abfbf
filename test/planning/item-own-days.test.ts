/**
 * Another activity with days or times of its own is not the goal's main activity, even when its
 * rhythm matches: "Theory lessons are Tuesdays 6-8pm, and I can practice driving on Saturday
 * mornings" titled the Tuesday lessons "Practice driving", cut them to 45 minutes and dropped the
 * Saturday practice. Every block is checked in the goal's own zone: the lessons fill their Tuesday
 * evening range, the practice falls on Saturday mornings.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-28T09:00:00Z";

function plan(goal: string, zone: string) {
  const r = readGoal(goal, { now: NOW, timezone: zone });
  const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now: NOW, timezone: zone, approved: [] });
  const { schedule } = planSchedule({ outline, roadmap: buildRoadmap(outline).roadmap, availability: availabilityFromReading(r), now: NOW, timezone: zone, busy: [] });
  const title = new Map(outline.nodes.map((n) => [n.id, n.title]));
  return schedule.blocks.map((b) => {
    const s = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
    const e = DateTime.fromISO(b.end, { setZone: true }).setZone(zone);
    return { title: title.get(b.task_id) ?? "", day: s.toFormat("ccc"), start: s.toFormat("HH:mm"), end: e.toFormat("HH:mm") };
  });
}

describe("an activity with days of its own beside the goal's", () => {
  it.each<[string, string, RegExp]>([
    ["I want to get my driving license by May. Theory lessons are Tuesdays 6-8pm, and I can practice driving on Saturday mornings.", "Europe/Berlin", /practi[cs]e driving/i],
    ["I want to get my driving license by May. Theory lessons are Tuesdays 6-8pm, and I can practice driving on Saturday mornings.", "America/New_York", /practi[cs]e driving/i],
  ])("%s (%s)", (goal, zone, practice) => {
    const blocks = plan(goal, zone);
    const practiceBlocks = blocks.filter((b) => practice.test(b.title));
    const lessons = blocks.filter((b) => b.day === "Tue");
    expect(practiceBlocks.length).toBeGreaterThan(10);
    for (const b of practiceBlocks) {
      expect(b.day).toBe("Sat");
      expect(b.start >= "06:00" && b.end <= "12:00").toBe(true);
    }
    expect(lessons.length).toBeGreaterThan(10);
    for (const b of lessons) {
      expect(b.title).not.toMatch(practice);
      expect(`${b.start}–${b.end}`).toBe("18:00–20:00");
    }
  });
});
