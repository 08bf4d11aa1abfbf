/**
 * "Most days", "almost every evening", "fast jeden Tag": about three in four of the days allowed —
 * not every day (it was read as daily) and not nothing (it was not read, and the planner's default
 * of three a week applied: "20 minutes most evenings, not Wednesdays" was three evenings). Texts
 * written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";
const EVENING = { start: "17:00", end: "22:00" };

describe("most days", () => {
  it.each<[string, number, string[] | null, boolean]>([
    ["Practice piano almost every day for 30 minutes", 5, null, false],
    ["Practice piano most days for 30 minutes", 5, null, false],
    ["Learn to play guitar: 20 minutes most evenings, not Wednesdays, for 3 months", 5, ["MO", "TU", "TH", "FR", "SA", "SU"], true],
    ["Most weekday evenings for an hour", 4, ["MO", "TU", "WE", "TH", "FR"], true],
    ["Klavier fast jeden Tag 30 Minuten üben", 5, null, false],
    ["Piano presque tous les jours, 30 minutes", 5, null, false],
    ["Guitare presque tous les soirs sauf le mercredi", 5, ["MO", "TU", "TH", "FR", "SA", "SU"], true],
    ["Estudiar casi todas las noches, 30 minutos", 5, null, true],
    ["Quase todas as noites 20 minutos de violão", 5, null, true],
    ["De meeste avonden 20 minuten gitaar", 5, null, true],
    ["ほぼ毎晩20分ギターを弾く", 5, null, true],
    ["几乎每天练琴30分钟", 5, null, false],
  ])("%s → %i a week", (goal, count, days, evenings) => {
    const r = readGoal(goal, { now: NOW, timezone: "Europe/Berlin" });
    expect(r.cadence).toMatchObject({ count, per: "week", interval: 1 });
    expect(r.days).toEqual(days);
    if (evenings) expect(r.windows).toEqual([expect.objectContaining(EVENING)]);
  });

  it("'every day' stays daily", () => {
    expect(readGoal("Every day for 30 minutes", { now: NOW, timezone: "Europe/Berlin" }).cadence).toMatchObject({ count: 1, per: "day" });
  });

  it("planned: five evenings a week, never a Wednesday, each in the evening of the goal's zone", () => {
    const zone = "America/Los_Angeles";
    const { blocks } = planOffline("Learn to play guitar: 20 minutes most evenings, not Wednesdays, for 3 months", { now: NOW, timezone: zone });
    const perWeek = new Map<string, number>();
    for (const b of blocks) {
      expect(b.weekday).not.toBe(3);
      expect(b.start >= "17:00" && b.end <= "22:00").toBe(true);
      expect(b.minutes).toBe(20);
      perWeek.set(b.week, (perWeek.get(b.week) ?? 0) + 1);
    }
    // Whole weeks (not the first and last) hold five sessions.
    const whole = [...perWeek.values()].slice(1, -1);
    expect(whole.length).toBeGreaterThan(8);
    for (const n of whole) expect(n).toBe(5);
  });
});
