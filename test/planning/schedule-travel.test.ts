/**
 * Travel (issue 9/10): "I'll be in Tokyo from March 10 to 17" keeps the work going in Tokyo's wall
 * clock; every block is checked in the zone the person is in that day, and the criteria check
 * accepts what the scheduler placed.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline } from "../../src/contracts/planning.js";
import { generateSchedule } from "../../src/planning/schedule.js";

const HOME = "Europe/Berlin";
const outline = PlanOutline.parse({
  pattern: { pattern_type: "recurring_cycle" },
  root_id: "goal",
  generator: "test",
  start: "2027-03-01",
  deadline: "2027-03-31",
  timezone: HOME,
  nodes: [
    { id: "goal", title: "Goal", level: "goal", parent_id: null },
    { id: "s", title: "Morning run", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: "FREQ=DAILY" }, duration_min: 30 },
  ],
});

describe("travel in another zone", () => {
  it.each([
    ["Asia/Tokyo", "2027-03-10", "2027-03-17"],
    ["America/New_York", "2027-03-05", "2027-03-20"],
  ])("mornings 06:00–09:00 hold in %s's clock while there, in Berlin's otherwise", (zone, from, to) => {
    const s = generateSchedule({
      outline,
      availability: Availability.parse({ windows: [{ start: "06:00", end: "09:00" }], travel: [{ from, to, timezone: zone }] }),
      now: "2027-03-01T05:00:00",
    });
    expect(s.infeasible).toBeNull();
    let away = 0;
    for (const b of s.blocks) {
      const homeStart = DateTime.fromISO(b.start, { setZone: true }).setZone(HOME);
      const there = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
      const inTrip = there.toISODate()! >= from && there.toISODate()! <= to;
      const local = inTrip ? there : homeStart;
      if (inTrip) away++;
      const end = DateTime.fromISO(b.end, { setZone: true }).setZone(local.zoneName!);
      expect(local.toFormat("HH:mm") >= "06:00" && end.toFormat("HH:mm") <= "09:00", `${b.start} in ${inTrip ? zone : HOME}`).toBe(true);
    }
    // The trip is not a break: sessions go on there.
    expect(away).toBeGreaterThanOrEqual(6);
  });
});
