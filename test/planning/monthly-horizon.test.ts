/**
 * A monthly rhythm with no deadline runs at least three months: the routine's default eight weeks
 * held two sessions ("Back up the laptop on the 1st of every month" planned December and January).
 */
import { describe, expect, it } from "vitest";
import { diffDays } from "../../src/planning/dates.js";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T10:00:00Z", timezone: "Europe/London" };

describe("an open-ended monthly rhythm runs at least three months", () => {
  it.each([
    ["Back up the laptop on the 1st of every month", "Back up the laptop"],
    ["Pay bills each month on the 25th", "Pay bills"],
    ["Call grandma once a month", "Call grandma"],
    ["Deep clean the oven on the first Saturday of each month", null],
    ["Jeden Monat am 1. ein Backup vom Laptop machen", null],
    ["Visiter un musée une fois par mois", null],
  ])("%s", (goal, session) => {
    const { outline, blocks } = planOffline(goal, clock);
    expect(outline.deadline).toBeNull();
    const root = outline.nodes.find((n) => n.id === outline.root_id)!;
    expect(root.duration_days).toBeGreaterThanOrEqual(90);
    // Three sessions, each in a month of its own.
    const rhythm = outline.nodes.find((n) => n.cadence.kind === "recurring" && (session === null || n.title === session))!;
    const dates = blocks.filter((b) => b.task_id === rhythm.id).map((b) => b.date);
    expect(dates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBe(dates.length);
  });

  it.each([
    // A weekly rhythm keeps the kind's default.
    ["Water the houseplants every Wednesday", 56],
  ])("%s keeps its %i days", (goal, days) => {
    const { outline } = planOffline(goal, clock);
    const root = outline.nodes.find((n) => n.id === outline.root_id)!;
    expect(root.duration_days).toBe(days);
  });

  it("a stated deadline still ends a monthly rhythm", () => {
    const { outline } = planOffline("Back up the laptop on the 1st of every month until the end of January", clock);
    expect(outline.deadline).not.toBeNull();
    expect(diffDays("2026-11-28", outline.deadline!)).toBeLessThan(90);
  });
});
