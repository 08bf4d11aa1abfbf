/**
 * Another activity's stated window with no length of its own is its session: "plus a conversation
 * class Saturdays 10:00-11:30" was planned 10:00–10:30 (our default length inside the window). Every
 * block of that activity must fill its window, checked in the goal's zone; a window too long to be
 * one session (a free morning) keeps the default, and a stated length wins.
 */
import { describe, expect, it } from "vitest";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-28T09:00:00Z";

function blocksOf(goal: string, zone: string, titleWord: RegExp) {
  const r = readGoal(goal, { now: NOW, timezone: zone });
  const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now: NOW, timezone: zone, approved: [] });
  const { schedule } = planSchedule({ outline, roadmap: buildRoadmap(outline).roadmap, availability: availabilityFromReading(r), now: NOW, timezone: zone, busy: [] });
  const ids = new Set(outline.nodes.filter((n) => titleWord.test(n.title)).map((n) => n.id));
  return schedule.blocks.filter((b) => ids.has(b.task_id)).map((b) => `${b.start.slice(11, 16)}–${b.end.slice(11, 16)}`);
}

describe("another activity's window is its session", () => {
  it.each<[string, string, RegExp, string]>([
    ["Learn Spanish: 30 minutes Monday, Wednesday and Friday evenings at 19:00, plus a conversation class Saturdays 10:00-11:30, for a B1 exam in June", "Europe/Madrid", /class/i, "10:00–11:30"],
    ["Get fit for a 10k in April: run Tuesday and Thursday at 7am, and a yoga class on Sundays 17:00-18:15", "America/Chicago", /yoga/i, "17:00–18:15"],
  ])("%s", (goal, zone, word, window) => {
    const blocks = blocksOf(goal, zone, word);
    expect(blocks.length).toBeGreaterThan(3);
    expect(new Set(blocks)).toEqual(new Set([window]));
  });
});
