/**
 * No long session on the day before the race: in a triathlon the ride's (or swim's, or run's) long
 * day can be race day's eve, and its taper "long" session landed there. The session moves earlier
 * in race week (to a day of the discipline's own), so each discipline still has its last long
 * session in the week before the race. Blocks are read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";
const TRI = (date: string) => `Train for an Olympic triathlon on ${date}: swim twice, bike twice, run twice a week`;
const day = (d: string, k: number) => new Date(Date.parse(`${d}T12:00:00Z`) + k * 864e5).toISOString().slice(0, 10);

// [goal, zone, race date, the long sessions that must each fall in race week before its eve]
const CASES: Array<[string, string, string, string[]]> = [
  [TRI("June 13, 2027"), "Europe/Berlin", "2027-06-13", ["Long swim", "Long ride", "Long run"]],
  [TRI("June 13, 2027"), "America/Los_Angeles", "2027-06-13", ["Long swim", "Long ride", "Long run"]],
  [TRI("June 7, 2027"), "Australia/Sydney", "2027-06-07", ["Long swim", "Long ride", "Long run"]],
  [TRI("Saturday June 12, 2027"), "America/Los_Angeles", "2027-06-12", ["Long swim", "Long ride", "Long run"]],
  ["Run a half marathon on Sunday June 13, 2027, running on Tuesdays, Thursdays and Saturdays", "Australia/Sydney", "2027-06-13", ["Long run"]],
];

describe("no long session on the race's eve", () => {
  it.each(CASES)("%s (%s)", (goal, timezone, race, longs) => {
    const { outline, blocks } = planOffline(goal, { now: NOW, timezone });
    expect(outline.deadline).toBe(race);
    const eve = day(race, -1);
    const onEve = blocks.filter((b) => b.date === eve && /^Long /.test(b.title));
    expect(onEve.map((b) => `${b.title} ${b.date} ${b.start}`)).toEqual([]);
    expect(blocks.filter((b) => b.date >= race)).toEqual([]);
    for (const t of longs) {
      const raceWeek = blocks.filter((b) => b.title === t && b.date >= day(race, -7) && b.date < eve);
      expect(raceWeek.length, `${t}: ${blocks.filter((b) => b.title === t).slice(-3).map((b) => b.date).join(", ")}`).toBeGreaterThanOrEqual(1);
    }
  });
});
