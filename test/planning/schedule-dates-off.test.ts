/**
 * Sessions that fall on the person's dates off (a holiday, a trip without sessions) are not
 * "unplaced work": they said there are none then. A session that can slide past the dates off
 * (a weekly one) still slides; one that cannot (a daily one) is left out with a note, and the
 * schedule reports no unplaced work for it.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline } from "../../src/contracts/planning.js";
import { planSchedule } from "../../src/planning/schedule.js";

function outline(rrule: string, minutes: number, zone: string, start: string, deadline: string): PlanOutline {
  return PlanOutline.parse({
    pattern: { pattern_type: "recurring_cycle" },
    root_id: "goal",
    generator: "test",
    start,
    deadline,
    timezone: zone,
    nodes: [
      { id: "goal", title: "Goal", level: "goal", parent_id: null },
      { id: "s", title: "Session", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule }, duration_min: minutes },
    ],
  });
}

const cases = [
  { what: "daily cello, a week off at New Year", rrule: "FREQ=DAILY", minutes: 30, zone: "Europe/Prague", start: "2026-12-01", deadline: "2027-01-31", off: { from: "2026-12-27", to: "2027-01-03" }, offSessions: 8 },
  { what: "sketching every other day, a long weekend away", rrule: "FREQ=DAILY;INTERVAL=2", minutes: 45, zone: "America/Mexico_City", start: "2027-03-01", deadline: "2027-04-15", off: { from: "2027-03-19", to: "2027-03-22" }, offSessions: 2 },
  { what: "Saturday tennis, two Saturdays abroad", rrule: "FREQ=WEEKLY;BYDAY=SA", minutes: 90, zone: "Asia/Singapore", start: "2027-05-01", deadline: "2027-07-31", off: { from: "2027-06-05", to: "2027-06-13" }, offSessions: 1 },
];

describe("sessions on dates off", () => {
  it.each(cases)("$what", ({ rrule, minutes, zone, start, deadline, off, offSessions }) => {
    const { schedule, notes } = planSchedule({
      outline: outline(rrule, minutes, zone, start, deadline),
      availability: Availability.parse({ excluded_dates: [off] }),
      now: DateTime.fromISO(`${start}T06:00`, { zone }).toISO()!,
      timezone: zone,
    });
    const days = schedule.blocks.map((b) => DateTime.fromISO(b.start, { setZone: true }).setZone(zone).toISODate()!);
    expect(days.filter((d) => d >= off.from && d <= off.to)).toEqual([]);
    expect(days.length).toBeGreaterThan(5);
    expect(schedule.unplaced).toEqual([]);
    if (offSessions > 0) expect(notes.join(" ")).toContain(`${offSessions} session(s) fall on your dates off`);
  });
});
