/**
 * A limit to cut a habit down to ("Reduce screen time to 1 hour a day") is a habit reduction, and
 * its amount is the habit's, not a session length: the goal was read as a routine and planned an
 * hour of it every day; read as a reduction, its check-ins were an hour each and the getting-ready
 * steps found no room. Blocks are read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";

describe("a habit cut down to a limit", () => {
  it.each<[string, string]>([
    ["Reduce screen time to 1 hour a day", "America/Los_Angeles"],
    ["Bildschirmzeit auf 2 Stunden am Tag reduzieren", "Europe/Berlin"],
    ["Limitare i social a 30 minuti al giorno entro marzo", "Europe/Rome"],
  ])("%s (%s)", (goal, zone) => {
    const { reading, outline, schedule, blocks } = planOffline(goal, { now: NOW, timezone: zone });
    expect(reading.pattern.subtype).toBe("habit_reduction");
    expect(schedule.unplaced.filter((u) => u.count > 0)).toEqual([]);
    expect(Math.max(...blocks.map((b) => b.minutes))).toBeLessThanOrEqual(20);
    const checkIns = outline.nodes.filter((n) => n.cadence.kind === "recurring" && n.duration_min === 5);
    expect(checkIns.length).toBeGreaterThan(0);
  });
});
