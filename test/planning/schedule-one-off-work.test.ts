/**
 * Issue 10: one-off work keeps the person's word in the scheduler — every block checked in the
 * goal's own zone.
 * A. A mock exam (a `one_sitting` task) is one block of its length on an allowed day inside the
 *    windows, somewhere in its week (sliding from a roadmap day that is not allowed); on a study
 *    day with no room beside the session it takes that session's place (`in_place_of`).
 * B. Sized work is spread over its range: ⌈effort / 2 h⌉ work days, at most two hours (or the
 *    stated length) of one task a day, back-to-back pieces one block.
 * C. A stated length with a session every allowed day ("an hour each evening") caps the day:
 *    one-off work only uses what the sessions leave.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline, type Schedule } from "../../src/contracts/planning.js";
import { DAILY_TASK_CAP_MINUTES, generateSchedule, planSchedule } from "../../src/planning/schedule.js";

const ZONES = ["Europe/London", "Asia/Kolkata", "Europe/Madrid", "America/Los_Angeles"];
type NodeIn = { id: string } & Record<string, unknown>;

function outline(nodes: NodeIn[], start: string, deadline: string, zone: string): PlanOutline {
  return PlanOutline.parse({
    pattern: { pattern_type: "progressive_accumulation_arc" },
    root_id: "goal",
    generator: "test",
    start,
    deadline,
    timezone: zone,
    nodes: [{ id: "goal", title: "Goal", level: "goal", parent_id: null }, ...nodes.map((n) => ({ title: n.id, level: "task", parent_id: "goal", ...n }))],
  });
}
function roadmapOf(o: PlanOutline, items: Array<{ node_id: string; start: string; end: string }>) {
  return { pattern: o.pattern, variant: "balanced", items: items.map((i) => ({ ...i, critical: false, slack_days: 0 })), critical_path: [], options_tried: [], rationale: "" };
}
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { setZone: true }).setZone(zone);
const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const minutesOf = (b: { start: string; end: string }) => Math.round(DateTime.fromISO(b.end).diff(DateTime.fromISO(b.start), "minutes").minutes);

/** Every block on an allowed day, inside that day's windows (local wall clock), none before now. */
function inWindows(s: Schedule, a: Availability, zone: string, now: string) {
  const hm = (d: DateTime) => d.toFormat("HH:mm");
  for (const b of s.blocks) {
    const st = local(b.start, zone);
    const en = local(b.end, zone);
    const day = DAY[st.weekday]!;
    if (a.days) expect(a.days, b.start).toContain(day);
    const today = a.windows.filter((w) => !w.days?.length || w.days.includes(day as never));
    if (a.windows.length) expect(today.some((w) => hm(st) >= w.start && (en.toISODate() !== st.toISODate() ? "24:00" : hm(en)) <= (w.end === "23:59" ? "24:00" : w.end)), `${b.task_id} ${b.start}`).toBe(true);
    expect(st >= DateTime.fromISO(now, { zone }), b.start).toBe(true);
  }
}

describe("A. a mock exam is one sitting on an allowed day of its week", () => {
  // The roadmap dates the mock on a day the person does not allow; its week holds allowed days.
  const cases = [
    {
      name: "Saturday mornings (driving test)",
      availability: { days: ["SA"], windows: [{ start: "06:00", end: "12:00" }] },
      session: { rrule: "FREQ=WEEKLY;BYDAY=SA", minutes: 75 },
      mock: 120,
      replaces: true,
    },
    {
      name: "three evenings a week on any day: the mock goes to a free evening",
      availability: { windows: [{ start: "17:00", end: "22:00" }], sessions_per_week: 3 },
      session: { rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR", minutes: 60 },
      mock: 120,
      replaces: false,
    },
    {
      name: "Tuesday and Thursday evenings, Saturday mornings (AWS)",
      availability: { days: ["TU", "TH", "SA"], windows: [{ days: ["TU", "TH"], start: "17:00", end: "22:00" }, { days: ["SA"], start: "06:00", end: "12:00" }], sessions_per_week: 3 },
      session: { rrule: "FREQ=WEEKLY;BYDAY=TU,TH,SA", minutes: 75 },
      mock: 120,
      replaces: true,
    },
    {
      name: "Monday, Wednesday, Friday 19:00–20:30 (DELE): the mock is that evening's session",
      availability: { days: ["MO", "WE", "FR"], windows: [{ start: "19:00", end: "20:30" }], sessions_per_week: 3 },
      session: { rrule: "FREQ=WEEKLY;BYDAY=MO,WE,FR", minutes: 75 },
      mock: 90,
      replaces: true,
    },
  ];
  for (const zone of ZONES) {
    it.each(cases)(`${zone}: $name`, ({ availability, session, mock, replaces }) => {
      const now = "2027-02-01T08:00:00";
      const o = outline(
        [
          { id: "study", cadence: { kind: "recurring", rrule: session.rrule }, duration_min: session.minutes },
          { id: "mock", duration_min: mock, duration_days: 1, starts_after: "2027-02-09", due: "2027-02-15", one_sitting: true, in_place_of: ["study"] },
        ],
        "2027-02-01",
        "2027-03-31",
        zone,
      );
      // 2027-02-15 is a Monday: not an allowed day for the first two.
      const a = Availability.parse(availability);
      const { schedule: s, notes } = planSchedule({ outline: o, roadmap: roadmapOf(o, [{ node_id: "mock", start: "2027-02-15", end: "2027-02-15" }]), availability: a, now, timezone: zone });
      expect(s.infeasible).toBeNull();
      expect(s.unplaced).toEqual([]);
      inWindows(s, a, zone, now);
      const mocks = s.blocks.filter((b) => b.task_id === "mock");
      expect(mocks).toHaveLength(1);
      expect(minutesOf(mocks[0]!)).toBe(mock);
      const day = local(mocks[0]!.start, zone).toISODate()!;
      expect(day >= "2027-02-09" && day <= "2027-02-15").toBe(true);
      // A free day in the week takes the mock; else it is a study day's session (a note says so).
      const study = (x: Schedule) => x.blocks.filter((b) => b.task_id === "study").length;
      const without = generateSchedule({ outline: { ...o, nodes: o.nodes.filter((n) => n.id !== "mock") }, availability: a, now, timezone: zone });
      expect(study(without) - study(s)).toBe(replaces ? 1 : 0);
      expect(s.blocks.some((b) => b.task_id === "study" && local(b.start, zone).toISODate() === day)).toBe(false);
      if (replaces) expect(notes.join(" ")).toMatch(/"mock" takes the place of that day's session/);
    });
  }

  it.each(ZONES)("%s: a sitting that cannot be placed is one unplaced sitting, its range in plain words", (zone) => {
    const a = Availability.parse({ days: ["SA"], windows: [{ start: "06:00", end: "08:00" }] });
    const o = outline([{ id: "mock", duration_min: 120, starts_after: "2027-02-15", due: "2027-02-15", one_sitting: true }], "2027-02-01", "2027-03-31", zone);
    const single = generateSchedule({ outline: o, availability: a, now: "2027-02-01T08:00:00", timezone: zone });
    expect(single.unplaced).toEqual([{ task_id: "mock", count: 1, reason: "no free slot for it on an allowed day on 2027-02-15" }]);
    const o2 = outline([{ id: "mock", duration_min: 150, starts_after: "2027-02-09", due: "2027-02-15", one_sitting: true }], "2027-02-01", "2027-03-31", zone);
    const week = generateSchedule({ outline: o2, availability: a, now: "2027-02-01T08:00:00", timezone: zone });
    expect(week.unplaced).toEqual([{ task_id: "mock", count: 1, reason: "no free slot for it on an allowed day between 2027-02-09 and 2027-02-15" }]);
  });
});

describe("B. sized work is spread over its range, at most a day's cap of one task a day", () => {
  const cases = [
    // Declutter: 20 hours, any day, 2026-11-23 … 2027-02-18.
    { name: "20 hours over three months", effort: 1200, availability: {}, from: "2026-11-23", to: "2027-02-18", days: 10, perDay: 120, blocks: [120] },
    // The podcast set-up: 6 hours on Fridays only, three Fridays in range.
    { name: "6 hours on Fridays only", effort: 360, availability: { days: ["FR"] }, from: "2026-11-23", to: "2026-12-11", days: 3, perDay: 120, blocks: [120] },
    // 90 minutes in one evening: one block, not an hour then half an hour.
    { name: "90 minutes on one evening", effort: 90, availability: { windows: [{ start: "17:00", end: "22:00" }] }, from: "2026-11-25", to: "2026-11-25", days: 1, perDay: 90, blocks: [90] },
    // A stated 45-minute session bounds every block and each day.
    { name: "a stated 45-minute length", effort: 300, availability: { session_minutes: 45 }, from: "2026-11-23", to: "2026-12-20", days: 7, perDay: 45, blocks: [45, 30] },
  ];
  for (const zone of ZONES) {
    it.each(cases)(`${zone}: $name`, ({ effort, availability, from, to, days, perDay, blocks }) => {
      const now = "2026-11-23T06:00:00";
      const o = outline([{ id: "work", duration_min: effort }], "2026-11-23", "2027-02-28", zone);
      const a = Availability.parse(availability);
      const s = generateSchedule({ outline: o, roadmap: roadmapOf(o, [{ node_id: "work", start: from, end: to }]), availability: a, now, timezone: zone });
      expect(s.unplaced).toEqual([]);
      inWindows(s, a, zone, now);
      expect(s.scheduled_minutes).toBe(effort);
      const byDay = new Map<string, number>();
      for (const b of s.blocks) {
        const d = local(b.start, zone).toISODate()!;
        expect(d >= from && d <= to, b.start).toBe(true);
        byDay.set(d, (byDay.get(d) ?? 0) + minutesOf(b));
        expect(blocks, b.start).toContain(minutesOf(b));
      }
      expect(byDay.size).toBe(days);
      for (const m of byDay.values()) expect(m).toBeLessThanOrEqual(perDay);
      // Spread: the work days reach from the range's first week into its last quarter.
      const sorted = [...byDay.keys()].sort();
      const span = DateTime.fromISO(to).diff(DateTime.fromISO(from), "days").days;
      expect(DateTime.fromISO(sorted[0]!).diff(DateTime.fromISO(from), "days").days).toBeLessThan(7);
      if (span > 14) expect(DateTime.fromISO(sorted.at(-1)!).diff(DateTime.fromISO(from), "days").days).toBeGreaterThanOrEqual(span * 0.75);
    });
  }

  it.each(ZONES)("%s: work that slides never starts before its finish-to-start predecessor's last block ends", (zone) => {
    // The prerequisite's day is full, so it slides to later days its due date allows; the next step follows it.
    const o = outline(
      [
        { id: "first", duration_min: 240, starts_after: "2027-01-11", due: "2027-01-15" },
        { id: "second", duration_min: 120, starts_after: "2027-01-11", due: "2027-01-17", depends_on: [{ node_id: "first", type: "FS" }] },
      ],
      "2027-01-11",
      "2027-01-31",
      zone,
    );
    const roadmap = roadmapOf(o, [
      { node_id: "first", start: "2027-01-11", end: "2027-01-11" },
      { node_id: "second", start: "2027-01-12", end: "2027-01-12" },
    ]);
    const busy = [{ start: "2027-01-11T00:00:00", end: "2027-01-12T00:00:00" }];
    const s = generateSchedule({ outline: o, roadmap, availability: Availability.parse({}), now: "2027-01-10T09:00:00", timezone: zone, busy });
    expect(s.unplaced).toEqual([]);
    const lastFirst = Math.max(...s.blocks.filter((b) => b.task_id === "first").map((b) => DateTime.fromISO(b.end).toMillis()));
    for (const b of s.blocks.filter((x) => x.task_id === "second")) expect(DateTime.fromISO(b.start).toMillis(), b.start).toBeGreaterThanOrEqual(lastFirst);
    for (const b of s.blocks) expect(local(b.start, zone).toISODate()! >= "2027-01-12", b.start).toBe(true);
  });

  it("a day takes more than its cap only when the range leaves no other day", () => {
    const zone = "Europe/London";
    const o = outline([{ id: "work", duration_min: 300 }], "2026-11-23", "2026-11-24", zone);
    const s = generateSchedule({ outline: o, availability: Availability.parse({}), now: "2026-11-23T06:00:00", timezone: zone });
    expect(s.unplaced).toEqual([]);
    expect(s.scheduled_minutes).toBe(300);
    expect(DAILY_TASK_CAP_MINUTES).toBe(120);
  });
});

describe("C. a stated daily amount caps the day", () => {
  for (const zone of ZONES) {
    it(`${zone}: "an hour each evening": one-off work only where the sessions leave room, else in a session's place`, () => {
      const now = "2026-11-23T12:00:00";
      const a = Availability.parse({ windows: [{ start: "17:00", end: "22:00" }], session_minutes: 60, daily_minutes: 60, requested_frequency: "daily" });
      const reading = { id: "read", cadence: { kind: "recurring", rrule: "FREQ=DAILY" }, duration_min: 60, starts_after: "2026-11-25" };
      // Set-up work before the sessions start fits; the chore during them has no room of its own.
      const o = outline([reading, { id: "setup", duration_min: 120, due: "2026-11-24" }, { id: "chore", duration_min: 60, starts_after: "2026-11-26", due: "2026-11-27" }], "2026-11-23", "2026-11-29", zone);
      const s = generateSchedule({ outline: o, availability: a, now, timezone: zone });
      inWindows(s, a, zone, now);
      const perDay = new Map<string, number>();
      for (const b of s.blocks) {
        const d = local(b.start, zone).toISODate()!;
        perDay.set(d, (perDay.get(d) ?? 0) + minutesOf(b));
        expect(minutesOf(b)).toBeLessThanOrEqual(60);
      }
      for (const [d, m] of perDay) expect(m, d).toBeLessThanOrEqual(60);
      expect(s.blocks.filter((b) => b.task_id === "setup").map((b) => local(b.start, zone).toISODate())).toEqual(["2026-11-23", "2026-11-24"]);
      expect(s.unplaced).toEqual([{ task_id: "chore", count: 1, reason: "no free slot for the remaining work between 2026-11-26 and 2026-11-27" }]);
      // Allowed to take a session's place, it does, and the day still holds an hour.
      const o2 = outline([reading, { id: "chore", duration_min: 60, starts_after: "2026-11-26", due: "2026-11-27", in_place_of: ["read"] }], "2026-11-23", "2026-11-29", zone);
      const s2 = generateSchedule({ outline: o2, availability: a, now, timezone: zone });
      expect(s2.unplaced).toEqual([]);
      const choreDay = local(s2.blocks.find((b) => b.task_id === "chore")!.start, zone).toISODate();
      expect(s2.blocks.filter((b) => local(b.start, zone).toISODate() === choreDay).map((b) => b.task_id)).toEqual(["chore"]);
    });
  }
});
