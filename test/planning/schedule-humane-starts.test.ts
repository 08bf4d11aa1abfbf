/**
 * Issue 10 (D): inside a broad window the person gave ("Saturday mornings" = 06:00–12:00), a
 * session starts at a humane time from the HUMANE_STARTS table — 09:00 on a weekend morning,
 * 07:00 on a weekday morning, 18:00 in an evening — or as near to it as the free time allows;
 * never outside the window. With no stated time at all, our default day prefers UNSTATED_STARTS
 * (18:00 on a weekday, 10:00 at the weekend). Narrow windows, fixed times and a stated earliest or
 * latest time keep the earliest free start. Every block is checked in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline } from "../../src/contracts/planning.js";
import { generateSchedule } from "../../src/planning/schedule.js";
import { BROAD_WINDOW_MINUTES, HUMANE_STARTS, humaneStart } from "../../src/planning/schedule-calendar.js";

const ZONES = ["Europe/London", "Asia/Kolkata", "America/New_York", "Australia/Sydney"];
// 2027-03-01 is a Monday; the plan runs three weeks (US and EU DST changes fall inside for some zones).
const START = "2027-03-01";
const DEADLINE = "2027-03-21";

function plan(day: string, minutes: number, availability: Record<string, unknown>, zone: string, busy: { start: string; end: string }[] = [], now = `${START}T00:00:00`) {
  const outline = PlanOutline.parse({
    pattern: { pattern_type: "recurring_cycle" },
    root_id: "goal",
    generator: "test",
    start: START,
    deadline: DEADLINE,
    timezone: zone,
    nodes: [
      { id: "goal", title: "Goal", level: "goal", parent_id: null },
      { id: "s", title: "Session", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: `FREQ=WEEKLY;BYDAY=${day}` }, duration_min: minutes },
    ],
  });
  return generateSchedule({ outline, availability: Availability.parse(availability), now, busy });
}
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { setZone: true }).setZone(zone);

describe("humane default start times inside a broad window", () => {
  const cases: Array<{ name: string; day: string; minutes: number; availability: Record<string, unknown>; start: string; end?: string }> = [
    { name: "Saturday mornings → 09:00", day: "SA", minutes: 60, availability: { days: ["SA"], windows: [{ start: "06:00", end: "12:00" }] }, start: "09:00" },
    { name: "weekday mornings → 07:00", day: "MO", minutes: 60, availability: { windows: [{ start: "06:00", end: "12:00" }] }, start: "07:00" },
    { name: "weekday evenings → 18:00", day: "TU", minutes: 60, availability: { windows: [{ start: "17:00", end: "22:00" }] }, start: "18:00" },
    { name: "Sunday evenings → 18:00", day: "SU", minutes: 90, availability: { windows: [{ days: ["SU"], start: "17:00", end: "22:00" }] }, start: "18:00" },
    { name: "afternoons → 14:00", day: "WE", minutes: 60, availability: { windows: [{ start: "12:00", end: "17:00" }] }, start: "14:00" },
    { name: "a weekend before-breakfast window: as late as fits, not 06:00", day: "SA", minutes: 60, availability: { windows: [{ start: "06:00", end: "09:00" }] }, start: "08:00" },
    { name: "a session as long as the window starts at its start", day: "SA", minutes: 360, availability: { windows: [{ start: "06:00", end: "12:00" }] }, start: "06:00" },
    { name: "a narrow window keeps its start", day: "MO", minutes: 60, availability: { windows: [{ start: "19:00", end: "20:30" }] }, start: "19:00" },
    { name: "a lunch break keeps its start", day: "TH", minutes: 30, availability: { windows: [{ start: "12:00", end: "14:00" }] }, start: "12:00" },
    { name: "no stated time at all: a weekday's work after the working day", day: "FR", minutes: 45, availability: {}, start: "18:00" },
    { name: "no stated time at all: a weekend's work mid-morning, not at 07:00", day: "SU", minutes: 120, availability: {}, start: "10:00" },
    { name: "no stated time at all: a long weekday block as near to 18:00 as our default day holds", day: "WE", minutes: 240, availability: {}, start: "17:00" },
    { name: "a stated earliest time keeps its earliest start", day: "FR", minutes: 45, availability: { earliest: "07:00" }, start: "07:00" },
    { name: "a day no window names (lunch walks on weekdays, a Saturday hike): mid-morning, not 07:00", day: "SA", minutes: 90, availability: { windows: [{ days: ["MO", "TU", "WE", "TH", "FR"], start: "12:00", end: "13:00" }] }, start: "10:00" },
    { name: "a weekday no window names: after the working day", day: "TU", minutes: 30, availability: { windows: [{ days: ["SU"], start: "06:00", end: "12:00" }] }, start: "18:00" },
    { name: "a stated latest time keeps the earliest start of our default day", day: "SA", minutes: 45, availability: { latest: "20:00" }, start: "07:00" },
    { name: "a fixed time wins", day: "SA", minutes: 60, availability: { windows: [{ start: "06:00", end: "12:00" }], fixed_times: [{ days: ["SA"], time: "06:30" }] }, start: "06:30" },
  ];
  for (const zone of ZONES) {
    it.each(cases)(`${zone}: $name`, ({ day, minutes, availability, start }) => {
      const s = plan(day, minutes, availability, zone);
      expect(s.infeasible).toBeNull();
      expect(s.unplaced).toEqual([]);
      expect(s.blocks.length).toBe(3);
      for (const b of s.blocks) {
        const st = local(b.start, zone);
        expect(st.toFormat("cccc").slice(0, 2).toUpperCase(), b.start).toBe(day);
        expect(st.toFormat("HH:mm"), b.start).toBe(start);
        expect(Math.round(local(b.end, zone).diff(st, "minutes").minutes)).toBe(minutes);
      }
    });
  }

  it.each(ZONES)("%s: busy time at the preferred hour moves the session to the nearest free start inside the window", (zone) => {
    const s = plan("SA", 60, { days: ["SA"], windows: [{ start: "06:00", end: "12:00" }] }, zone, [{ start: "2027-03-06T08:30:00", end: "2027-03-06T10:00:00" }]);
    const first = local(s.blocks[0]!.start, zone);
    expect(first.toISODate()).toBe("2027-03-06");
    // Free starts: up to 07:30 (90 min from 09:00) or from 10:00 (60 min): 10:00.
    expect(first.toFormat("HH:mm")).toBe("10:00");
    expect(local(s.blocks[1]!.start, zone).toFormat("HH:mm")).toBe("09:00");
  });

  it.each(ZONES)("%s: no session starts before now, even when the preferred time has passed", (zone) => {
    const s = plan("MO", 60, { windows: [{ start: "17:00", end: "22:00" }] }, zone, [], `${START}T18:40:00`);
    expect(local(s.blocks[0]!.start, zone).toFormat("yyyy-MM-dd HH:mm")).toBe("2027-03-01 18:40");
  });

  it("the preference table is small, documented data: every row's times lie inside the windows it matches", () => {
    expect(BROAD_WINDOW_MINUTES).toBeGreaterThanOrEqual(120);
    for (const r of HUMANE_STARTS) for (const t of [r.weekday, r.weekend]) expect(t >= r.startsFrom && t < r.endsBy).toBe(true);
    const hm = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
    expect(humaneStart(hm("06:00"), hm("12:00"), 6)).toBe(hm("09:00"));
    expect(humaneStart(hm("06:00"), hm("12:00"), 1)).toBe(hm("07:00"));
    expect(humaneStart(hm("17:00"), hm("22:00"), 3)).toBe(hm("18:00"));
    expect(humaneStart(hm("19:00"), hm("20:30"), 3)).toBeNull();
    expect(humaneStart(hm("07:00"), hm("21:00"), 3)).toBeNull();
  });
});
