/**
 * The person's stated constraints are law in the scheduler (issue 10): per-weekday windows
 * ("Tuesday and Thursday evenings and Sunday mornings"), fixed start times ("at 6:30"),
 * excluded dates (a holiday) — every block is checked in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline } from "../../src/contracts/planning.js";
import { generateSchedule } from "../../src/planning/schedule.js";

const ZONES = ["Europe/Berlin", "America/New_York", "Asia/Tokyo", "Australia/Sydney"];
function outline(rrule: string, minutes: number, zone: string): PlanOutline {
  return PlanOutline.parse({
    pattern: { pattern_type: "recurring_cycle" },
    root_id: "goal",
    generator: "test",
    start: "2027-03-01",
    deadline: "2027-04-30",
    timezone: zone,
    nodes: [
      { id: "goal", title: "Goal", level: "goal", parent_id: null },
      { id: "s", title: "Session", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule }, duration_min: minutes },
    ],
  });
}
const wd = (iso: string, zone: string) => DateTime.fromISO(iso, { setZone: true }).setZone(zone);
const hm = (d: DateTime) => d.toFormat("HH:mm");
const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];

describe("stated constraints hold for every block, in the goal's zone", () => {
  for (const zone of ZONES) {
    it(`${zone}: Tuesday and Thursday evenings, Sunday mornings`, () => {
      const s = generateSchedule({
        outline: outline("FREQ=WEEKLY;BYDAY=TU,TH,SU", 45, zone),
        availability: Availability.parse({
          days: ["TU", "TH", "SU"],
          windows: [
            { days: ["TU", "TH"], start: "17:00", end: "22:00" },
            { days: ["SU"], start: "06:00", end: "12:00" },
          ],
        }),
        now: "2027-03-01T08:00:00",
      });
      expect(s.infeasible).toBeNull();
      expect(s.blocks.length).toBeGreaterThan(20);
      for (const b of s.blocks) {
        const st = wd(b.start, zone);
        const en = wd(b.end, zone);
        const day = DAY[st.weekday]!;
        expect(["TU", "TH", "SU"]).toContain(day);
        if (day === "SU") expect(hm(st) >= "06:00" && hm(en) <= "12:00", b.start).toBe(true);
        else expect(hm(st) >= "17:00" && hm(en) <= "22:00", b.start).toBe(true);
      }
    });

    it(`${zone}: fixed start 06:30 on weekdays, 45 minutes, across the DST change`, () => {
      const s = generateSchedule({
        outline: outline("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", 45, zone),
        availability: Availability.parse({ days: ["MO", "TU", "WE", "TH", "FR"], fixed_times: [{ days: null, time: "06:30" }] }),
        now: "2027-03-01T05:00:00",
      });
      expect(s.infeasible).toBeNull();
      expect(s.blocks.length).toBeGreaterThan(30);
      for (const b of s.blocks) {
        expect(hm(wd(b.start, zone)), b.start).toBe("06:30");
        expect(hm(wd(b.end, zone)), b.end).toBe("07:15");
      }
    });
  }

  it("a holiday range gets no sessions; the rest of the weeks keep theirs", () => {
    const zone = "Europe/Berlin";
    const s = generateSchedule({
      outline: outline("FREQ=DAILY", 30, zone),
      availability: Availability.parse({ excluded_dates: [{ from: "2027-04-05", to: "2027-04-11" }] }),
      now: "2027-03-01T08:00:00",
    });
    expect(s.infeasible).toBeNull();
    const dates = s.blocks.map((b) => wd(b.start, zone).toISODate()!);
    expect(dates.filter((d) => d >= "2027-04-05" && d <= "2027-04-11")).toEqual([]);
    expect(dates).toContain("2027-04-04");
    expect(dates).toContain("2027-04-12");
  });

  it("a fixed time already taken by the calendar is not moved to another hour", () => {
    const zone = "Europe/Berlin";
    const s = generateSchedule({
      outline: outline("FREQ=WEEKLY;BYDAY=TU", 60, zone),
      availability: Availability.parse({ days: ["TU"], fixed_times: [{ days: ["TU"], time: "19:00" }] }),
      busy: [{ start: "2027-03-02T18:30:00", end: "2027-03-02T19:30:00" }],
      now: "2027-03-01T08:00:00",
    });
    for (const b of s.blocks) expect(hm(wd(b.start, zone))).toBe("19:00");
    expect(s.blocks.map((b) => wd(b.start, zone).toISODate())).not.toContain("2027-03-02");
  });

  it("a template's companion (a weekly weigh-in) does not take one of the person's sessions a week", () => {
    const zone = "Europe/Berlin";
    const o = outline("FREQ=WEEKLY;BYDAY=MO,WE,FR,SA", 45, zone);
    o.nodes.push({ ...o.nodes[1]!, id: "weigh-in", title: "Weigh-in", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=MO" }, duration_min: 5, companion: true });
    const s = generateSchedule({ outline: o, availability: Availability.parse({ sessions_per_week: 4, earliest: "18:00" }), now: "2027-03-01T08:00:00" });
    const weeks = new Map<string, { own: number; companion: number }>();
    for (const b of s.blocks) {
      const w = wd(b.start, zone).toFormat("kkkk-WW");
      const c = weeks.get(w) ?? { own: 0, companion: 0 };
      if (b.task_id === "weigh-in") c.companion++;
      else c.own++;
      weeks.set(w, c);
    }
    // Every whole week of March and April: four sessions as stated, and the weigh-in beside them.
    for (const w of ["2027-09", "2027-10", "2027-11", "2027-16"]) expect(weeks.get(w), w).toEqual({ own: 4, companion: 1 });
    expect(s.unplaced).toEqual([]);
  });
});
