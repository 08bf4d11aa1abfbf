/**
 * "Every other day" keeps a day between sessions from the first one on: planned at 9am for "every
 * other day at 7am", today's 07:00 had passed, the session moved to tomorrow and sat beside the
 * day after's (Sat and Sun); and each phase of a build-up counted the rhythm from its own start,
 * so two sessions fell on consecutive days where phases met. Checked in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { planOffline } from "../fixtures/plan-offline.js";

function sessionDays(goal: string, now: string, zone: string): string[] {
  return planOffline(goal, { now, timezone: zone }).blocks.map((b) => b.date).sort();
}

describe("every other day", () => {
  it.each<[string, string, string, string, number]>([
    // 10:00 in Rome: today's 07:00 is gone, the series starts tomorrow.
    ["Go running every other day at 7am, in 10 weeks", "2026-11-20T09:00:00Z", "Europe/Rome", "2026-11-21", 2],
    ["Andare a correre a giorni alterni alle 7 di mattina, in 10 settimane.", "2026-11-20T09:00:00Z", "Europe/Rome", "2026-11-21", 2],
    // 19:00 is still to come today: the series starts today.
    ["Go running every other day at 7pm, in 10 weeks", "2026-11-20T09:00:00Z", "America/New_York", "2026-11-20", 2],
    ["Run every 3 days in the evening for 8 weeks", "2026-11-20T09:00:00Z", "Asia/Tokyo", "2026-11-20", 3],
  ])("%s (now %s, %s): first on %s, then every %i days", (goal, now, zone, first, gap) => {
    const days = sessionDays(goal, now, zone);
    expect(days.length).toBeGreaterThan(10);
    expect(days[0]).toBe(first);
    for (let i = 1; i < days.length; i++) {
      const apart = DateTime.fromISO(days[i]!).diff(DateTime.fromISO(days[i - 1]!), "days").days;
      expect(apart, `${days[i - 1]} → ${days[i]}`).toBe(gap);
    }
  });
});
