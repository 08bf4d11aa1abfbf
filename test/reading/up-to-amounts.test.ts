/**
 * "Spaans leren, tot 1 uur per dag": up to N hours a day (or a week) is an amount of time, not a clock time. Before, the
 * Dutch "tot 1 uur per dag" was a bound at 01:00 — every day ended at 1 at night and nothing at all was planned — and
 * the Spanish "hasta 1 hora al día" the same. Every block is checked in the goal's own zone, far from UTC. Texts written
 * for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T00:30:00Z", timezone: "Pacific/Auckland" };
const minutes = (b: { start: string; end: string }) => Number(b.end.slice(0, 2)) * 60 + Number(b.end.slice(3)) - (Number(b.start.slice(0, 2)) * 60 + Number(b.start.slice(3)));

describe("up to N hours a day is an amount", () => {
  it.each<[string, number]>([
    ["Spaans leren, tot 1 uur per dag", 60],
    ["Spaans leren, tot 2 uur per week", 120],
    ["Aprender español, hasta 1 hora al día", 60],
    ["Spanisch lernen, bis 1 Stunde am Tag", 60],
    ["Apprendre l'espagnol, jusqu'à 1 heure par jour", 60],
    ["Aprender espanhol, até 1 hora por dia", 60],
    ["Imparare lo spagnolo, fino a 1 ora al giorno", 60],
    ["Learn Spanish, up to 1 hour a day", 60],
  ])("%s: no bound at night, sessions in the day", (goal, most) => {
    const r = readGoal(goal, clock);
    expect([r.not_before, r.not_after]).toEqual([null, null]);
    expect(r.fixed_times).toEqual([]);
    const { blocks } = planOffline(goal, clock);
    expect(blocks.length).toBeGreaterThan(20);
    for (const b of blocks) {
      expect(b.start >= "06:00" && b.end <= "23:00").toBe(true);
      expect(minutes(b)).toBeLessThanOrEqual(most);
    }
  });

  it("a daily amount sets the session length: 'tot 1 uur per dag' is an hour", () => {
    expect(readGoal("Spaans leren, tot 1 uur per dag", clock).session_minutes).toBe(60);
  });

  it.each<[string, string]>([
    ["Spaans leren, elke avond tot 22 uur", "22:00"],
    ["Aprender español, todas las tardes hasta las 20", "20:00"],
  ])("a clock time stays a bound: %s", (goal, bound) => {
    expect(readGoal(goal, clock).not_after).toBe(bound);
  });
});
