/**
 * A limit to cut a habit down to ("Reduce screen time to 1 hour a day") is a habit reduction, and
 * its amount is the habit's, not a session length: the goal was read as a routine and planned an
 * hour of it every day; read as a reduction, its check-ins were an hour each and the getting-ready
 * steps found no room. Blocks are read in the goal's own zone.
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

describe("a habit cut down to a limit", () => {
  it.each<[string, string]>([
    ["Reduce screen time to 1 hour a day", "America/Los_Angeles"],
    ["Bildschirmzeit auf 2 Stunden am Tag reduzieren", "Europe/Berlin"],
    ["Limitare i social a 30 minuti al giorno entro marzo", "Europe/Rome"],
  ])("%s (%s)", (goal, zone) => {
    const r = readGoal(goal, { now: NOW, timezone: zone });
    expect(r.pattern.subtype).toBe("habit_reduction");
    const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now: NOW, timezone: zone, approved: [] });
    const { schedule } = planSchedule({ outline, roadmap: buildRoadmap(outline).roadmap, availability: availabilityFromReading(r), now: NOW, timezone: zone, busy: [] });
    expect(schedule.unplaced.filter((u) => u.count > 0)).toEqual([]);
    const minutes = schedule.blocks.map((b) => DateTime.fromISO(b.end).diff(DateTime.fromISO(b.start), "minutes").minutes);
    expect(Math.max(...minutes)).toBeLessThanOrEqual(20);
    const checkIns = outline.nodes.filter((n) => n.cadence.kind === "recurring" && n.duration_min === 5);
    expect(checkIns.length).toBeGreaterThan(0);
  });
});
