/**
 * A bare hour as a bound, with a daypart in the same clause saying which half of the day: "mornings before 8",
 * "evenings, not after 10", "morgens vor 8", "le soir avant 10", "por la mañana antes de las 8". Before, only clock
 * times ("before 8am") were bounds: the hour was lost (sessions at 9 and 10 in the morning) and stayed in the plan's
 * title ("Learn guitar, before 8"). Every block is checked in the goal's own zone. Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T09:00:00Z", timezone: "America/Los_Angeles" };

describe("a bare hour bound by a daypart", () => {
  it.each<[string, "not_before" | "not_after", string]>([
    ["Learn guitar 3 times a week, mornings before 8", "not_after", "08:00"],
    ["Learn guitar 3 times a week in the morning before 8", "not_after", "08:00"],
    ["Learn guitar 3 times a week, evenings, not after 10", "not_after", "22:00"],
    ["Gitarre lernen, dreimal pro Woche, morgens vor 8", "not_after", "08:00"],
    ["Apprendre la guitare 3 fois par semaine, le soir avant 10", "not_after", "22:00"],
    ["Aprender guitarra 3 veces por semana, por la mañana antes de las 8", "not_after", "08:00"],
  ])("%s → %s %s, and every block keeps it", (goal, field, time) => {
    expect(readGoal(goal, clock)[field]).toBe(time);
    const { outline, blocks } = planOffline(goal, clock);
    expect(blocks.length).toBeGreaterThan(10);
    for (const b of blocks) expect(field === "not_after" ? b.end <= time && b.end > "05:00" : b.start >= time).toBe(true);
    expect(outline.nodes.find((n) => n.id === outline.root_id)!.title).not.toMatch(/\d/);
  });

  it("'evenings after 7 and before 10' bounds both ends", () => {
    const r = readGoal("Learn guitar 3 times a week, evenings after 7 and before 10", clock);
    expect([r.not_before, r.not_after]).toEqual(["19:00", "22:00"]);
  });

  it("an amount after a bound word is no hour ('evenings: stretch, after 6 weeks add yoga')", () => {
    const r = readGoal("Evenings: stretch for 10 minutes, after 6 weeks add yoga.", clock);
    expect([r.not_before, r.not_after]).toEqual([null, null]);
  });

  it("a bare hour with no daypart is no bound (8 in the morning or the evening?)", () => {
    const r = readGoal("Learn guitar 3 times a week before 8", clock);
    expect([r.not_before, r.not_after]).toEqual([null, null]);
  });
});
