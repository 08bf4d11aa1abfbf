/** ScheduleGenerator: sample goals, infeasibility codes, DST, busy calendars, one-off work. */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline, type Schedule } from "../../src/contracts/planning.js";
import { generateSchedule, planSchedule, spreadOrder, type GenerateScheduleInput } from "../../src/planning/schedule.js";

type NodeIn = { id: string } & Record<string, unknown>;
function outline(nodes: NodeIn[], o: { start: string; deadline: string | null; timezone: string }): PlanOutline {
  return PlanOutline.parse({
    pattern: { pattern_type: "recurring_cycle" },
    root_id: "goal",
    generator: "test",
    ...o,
    nodes: [{ id: "goal", title: "Goal", level: "goal", parent_id: null }, ...nodes.map((n) => ({ title: n.id, level: "task", parent_id: "goal", ...n }))],
  });
}
const daily = (id: string, minutes: number, extra: Record<string, unknown> = {}): NodeIn => ({
  id,
  cadence: { kind: "recurring", rrule: "FREQ=DAILY" },
  duration_min: minutes,
  ...extra,
});
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { setZone: true }).setZone(zone);
const minutesOf = (b: { start: string; end: string }) =>
  (DateTime.fromISO(b.end).toMillis() - DateTime.fromISO(b.start).toMillis()) / 60_000;
function perWeek(s: Schedule, zone: string): Map<string, number> {
  const m = new Map<string, number>();
  for (const b of s.blocks) {
    const d = local(b.start, zone);
    const key = `${d.weekYear}-W${d.weekNumber}`;
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return m;
}

describe("sample goals", () => {
  it("half marathon: 4 sessions per local ISO week, never before 07:00 Berlin, none after 2027-02-23", () => {
    const zone = "Europe/Berlin";
    for (const strategy of ["earliest_fit", "spread_even"] as const) {
      const s = generateSchedule({
        outline: outline([daily("run", 60)], { start: "2026-12-01", deadline: "2027-02-23", timezone: zone }),
        availability: Availability.parse({ sessions_per_week: 4, earliest: "07:00", phrases: ["4 times a week", "never before 7am"] }),
        now: "2026-12-01T08:00:00",
        strategy,
      });
      expect(s.infeasible).toBeNull();
      const weeks = perWeek(s, zone);
      expect(Math.max(...weeks.values())).toBe(4);
      // Every full week gets its 4 sessions (12 weeks, the first and last partial).
      expect([...weeks.values()].filter((c) => c === 4).length).toBeGreaterThanOrEqual(11);
      for (const b of s.blocks) {
        expect(local(b.start, zone).hour).toBeGreaterThanOrEqual(7);
        expect(local(b.end, zone).toISODate()! <= "2027-02-23").toBe(true);
        expect(minutesOf(b)).toBe(60);
      }
      expect(s.unplaced).toEqual([]);
    }
  });

  it("spread_even keeps rest days between capped sessions; earliest_fit takes the first days", () => {
    const base = {
      outline: outline([daily("run", 60)], { start: "2026-12-07", deadline: "2026-12-13", timezone: "Europe/Berlin" }),
      availability: Availability.parse({ sessions_per_week: 4, earliest: "07:00" }),
      now: "2026-12-01T08:00:00",
    };
    const days = (s: Schedule) => s.blocks.map((b) => local(b.start, "Europe/Berlin").weekday);
    expect(days(generateSchedule({ ...base, strategy: "earliest_fit" }))).toEqual([1, 2, 3, 4]);
    expect(days(generateSchedule({ ...base, strategy: "spread_even" }))).toEqual([1, 3, 5, 7]);
  });

  it("Spanish 30 min a day after work (Madrid): every day at 17:00 local, 30 minutes, through the DST change", () => {
    const zone = "Europe/Madrid";
    const s = generateSchedule({
      outline: outline([daily("spanish", 30)], { start: "2026-12-01", deadline: "2027-06-01", timezone: zone }),
      availability: Availability.parse({ requested_frequency: "daily", session_minutes: 30, earliest: "17:00" }),
      now: "2026-12-01T08:00:00",
    });
    expect(s.infeasible).toBeNull();
    expect(s.blocks).toHaveLength(183); // 2026-12-01 … 2027-06-01 inclusive
    for (const b of s.blocks) {
      const st = local(b.start, zone);
      expect(st.hour * 60 + st.minute).toBeGreaterThanOrEqual(17 * 60);
      expect(minutesOf(b)).toBe(30);
    }
    const starts = s.blocks.map((b) => b.start);
    expect(starts).toContain("2027-03-27T17:00:00+01:00");
    expect(starts).toContain("2027-03-28T17:00:00+02:00");
    expect(s.scheduled_minutes).toBe(183 * 30);
    expect(s.utilisation).toBeCloseTo(s.scheduled_minutes / s.capacity_minutes, 4);
  });

  it("monthly on the first Sunday lands on each month's first local Sunday", () => {
    const zone = "America/Los_Angeles";
    const s = generateSchedule({
      outline: outline([{ id: "review", cadence: { kind: "recurring", rrule: "FREQ=MONTHLY;BYDAY=1SU" }, duration_min: 45 }], {
        start: "2026-12-01",
        deadline: "2027-06-30",
        timezone: zone,
      }),
      availability: Availability.parse({}),
      now: "2026-12-01T08:00:00",
    });
    expect(s.blocks.map((b) => local(b.start, zone).toISODate())).toEqual([
      "2026-12-06",
      "2027-01-03",
      "2027-02-07",
      "2027-03-07",
      "2027-04-04",
      "2027-05-02",
      "2027-06-06",
    ]);
  });

  it("every 3 months counts from the node's start", () => {
    const zone = "America/Los_Angeles";
    const s = generateSchedule({
      outline: outline([{ id: "lab", cadence: { kind: "recurring", rrule: "FREQ=MONTHLY;INTERVAL=3" }, duration_min: 60, starts_after: "2027-01-15" }], {
        start: "2026-12-01",
        deadline: "2027-12-31",
        timezone: zone,
      }),
      availability: Availability.parse({}),
      now: "2026-12-01T08:00:00",
    });
    expect(s.blocks.map((b) => local(b.start, zone).toISODate())).toEqual(["2027-01-15", "2027-04-15", "2027-07-15", "2027-10-15"]);
  });

  it("a recurring node without a deadline runs for the default horizon, two intervals for quarterly rules", () => {
    const s = generateSchedule({
      outline: outline(
        [daily("meditate", 10), { id: "lab", cadence: { kind: "recurring", rrule: "FREQ=MONTHLY;INTERVAL=3" }, duration_min: 30 }],
        { start: "2026-12-01", deadline: null, timezone: "Asia/Tokyo" },
      ),
      availability: Availability.parse({}),
      now: "2026-12-01T08:00:00",
    });
    expect(s.blocks.filter((b) => b.task_id === "meditate")).toHaveLength(91);
    expect(s.blocks.filter((b) => b.task_id === "lab").map((b) => b.start.slice(0, 10))).toEqual(["2026-12-01", "2027-03-01", "2027-06-01"]);
  });

  it("a node's preferred window narrows where its blocks go", () => {
    const zone = "Asia/Tokyo";
    const s = generateSchedule({
      outline: outline(
        [{ id: "weekly-review", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=SU" }, duration_min: 30, preferred_window: { start: "18:00", end: "21:00" } }],
        { start: "2026-12-01", deadline: "2026-12-31", timezone: zone },
      ),
      availability: Availability.parse({}),
      now: "2026-12-01T08:00:00",
    });
    expect(s.blocks).toHaveLength(4);
    for (const b of s.blocks) expect(local(b.start, zone).hour).toBe(18);
  });
});

describe("infeasible requests return a stable code, never throw", () => {
  const zone = "Europe/Berlin";
  const at = { start: "2026-12-01", deadline: "2026-12-29", timezone: zone };
  const rows: Array<{ name: string; input: Partial<GenerateScheduleInput>; code: string }> = [
    {
      name: "swim every day but only on weekends",
      input: { availability: Availability.parse({ requested_frequency: "daily", days: ["SA", "SU"], phrases: ["every day", "only on weekends"] }) },
      code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
    },
    {
      name: "a FREQ=DAILY rule on weekends only (no requested_frequency)",
      input: { availability: Availability.parse({ days: ["SA", "SU"] }) },
      code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
    },
    {
      name: "5 sessions a week on 2 allowed days",
      input: { availability: Availability.parse({ sessions_per_week: 5, days: ["SA", "SU"] }) },
      code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
    },
    {
      name: "every weekday with Wednesday excluded",
      input: { availability: Availability.parse({ requested_frequency: "weekdays", days: ["MO", "TU", "TH", "FR"] }) },
      code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
    },
    {
      name: "earliest after latest",
      input: { availability: Availability.parse({ earliest: "22:00", latest: "06:00" }) },
      code: "NO_ALLOWED_WINDOW",
    },
    {
      name: "a 90-minute session in a 60-minute window",
      input: { availability: Availability.parse({ windows: [{ start: "07:00", end: "08:00" }] }), outline: outline([daily("swim", 90)], at) },
      code: "BLOCK_EXCEEDS_WINDOW",
    },
    {
      name: "deadline before start",
      input: { outline: outline([daily("swim", 60)], { ...at, deadline: "2026-11-20" }) },
      code: "DEADLINE_BEFORE_START",
    },
    {
      name: "more one-off work than free time",
      input: {
        outline: outline([{ id: "build", duration_min: 5000 }], { ...at, deadline: "2026-12-07" }),
        availability: Availability.parse({ windows: [{ start: "07:00", end: "09:00" }] }),
      },
      code: "CAPACITY_EXCEEDED",
    },
    { name: "unknown zone", input: { timezone: "Mars/Olympus" }, code: "INVALID_TIMEZONE" },
  ];
  it.each(rows)("$name → $code", ({ input, code }) => {
    const s = generateSchedule({
      outline: outline([daily("swim", 60)], at),
      availability: Availability.parse({}),
      now: "2026-12-01T08:00:00",
      ...input,
    });
    expect(s.infeasible?.code).toBe(code);
    expect(s.infeasible?.reason.length).toBeGreaterThan(10);
    expect(s.blocks).toEqual([]);
  });

  it("the weekend-only swim says what is achievable", () => {
    const s = generateSchedule({
      outline: outline([daily("swim", 60)], at),
      availability: Availability.parse({ requested_frequency: "daily", days: ["SA", "SU"] }),
      now: "2026-12-01T08:00:00",
    });
    expect(s.infeasible?.details).toMatchObject({ requested_per_week: 7, achievable_per_week: 2, allowed_days: ["SA", "SU"] });
  });

  it("a weekly rule on a disallowed day slides to the next allowed day instead", () => {
    const s = generateSchedule({
      outline: outline([{ id: "swim", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=FR" }, duration_min: 60 }], at),
      availability: Availability.parse({ days: ["SA", "SU"] }),
      now: "2026-12-01T08:00:00",
    });
    expect(s.infeasible).toBeNull();
    expect(s.blocks.map((b) => local(b.start, zone).weekday)).toEqual([6, 6, 6, 6]);
  });
});

describe("DST: sessions keep their local wall time, offsets change", () => {
  const rows = [
    { zone: "Europe/Berlin", before: "2027-03-27", on: "2027-03-28", from: "+01:00", to: "+02:00" },
    { zone: "Europe/Berlin", before: "2026-10-24", on: "2026-10-25", from: "+02:00", to: "+01:00" },
    { zone: "America/New_York", before: "2027-03-13", on: "2027-03-14", from: "-05:00", to: "-04:00" },
    { zone: "America/New_York", before: "2026-10-31", on: "2026-11-01", from: "-04:00", to: "-05:00" },
    { zone: "Australia/Sydney", before: "2027-04-03", on: "2027-04-04", from: "+11:00", to: "+10:00" },
    { zone: "Australia/Sydney", before: "2026-10-03", on: "2026-10-04", from: "+10:00", to: "+11:00" },
  ];
  it.each(rows)("$zone $on: 07:00$from then 07:00$to", ({ zone, before, on, from, to }) => {
    const s = generateSchedule({
      outline: outline([daily("run", 60)], { start: before, deadline: on, timezone: zone }),
      availability: Availability.parse({ earliest: "07:00" }),
      now: `${before}T00:00:00`,
    });
    expect(s.blocks).toEqual([
      { task_id: "run", start: `${before}T07:00:00${from}`, end: `${before}T08:00:00${from}` },
      { task_id: "run", start: `${on}T07:00:00${to}`, end: `${on}T08:00:00${to}` },
    ]);
    // 24 wall-clock hours apart is 23 or 25 real hours on a transition day.
    const realHours = (DateTime.fromISO(s.blocks[1]!.start).toMillis() - DateTime.fromISO(s.blocks[0]!.start).toMillis()) / 3_600_000;
    expect(realHours).toBe(24 - (parseInt(to) - parseInt(from)));
  });

  it("a window starting inside the spring-forward gap starts at the first real time after it (noted)", () => {
    const r = planSchedule({
      outline: outline([daily("night", 60)], { start: "2027-03-27", deadline: "2027-03-28", timezone: "Europe/Berlin" }),
      availability: Availability.parse({ windows: [{ start: "02:00", end: "04:00" }] }),
      now: "2027-03-27T00:00:00",
    });
    expect(r.schedule.blocks.map((b) => b.start)).toEqual(["2027-03-27T02:00:00+01:00", "2027-03-28T03:00:00+02:00"]);
    expect(r.notes.join(" ")).toMatch(/2027-03-28 02:00 does not exist/);
  });

  it("a fall-back window holds its repeated hour twice, first occurrence first, without overlap", () => {
    const s = generateSchedule({
      outline: outline([daily("a", 60), daily("b", 60)], { start: "2026-10-25", deadline: "2026-10-25", timezone: "Europe/Berlin" }),
      availability: Availability.parse({ windows: [{ start: "02:00", end: "03:00" }] }),
      now: "2026-10-24T00:00:00",
    });
    expect(s.blocks).toEqual([
      { task_id: "a", start: "2026-10-25T02:00:00+02:00", end: "2026-10-25T02:00:00+01:00" },
      { task_id: "b", start: "2026-10-25T02:00:00+01:00", end: "2026-10-25T03:00:00+01:00" },
    ]);
  });
});

describe("busy calendar, now, one-off work", () => {
  const zone = "Europe/Berlin";
  it("avoids busy time: later that day if it fits, otherwise unplaced with a reason", () => {
    const s = generateSchedule({
      outline: outline([daily("run", 60)], { start: "2026-12-07", deadline: "2026-12-09", timezone: zone }),
      availability: Availability.parse({ windows: [{ start: "07:00", end: "09:00" }] }),
      now: "2026-12-01T08:00:00",
      busy: [
        { start: "2026-12-08T07:00:00+01:00", end: "2026-12-08T07:50:00+01:00", title: "dentist" },
        { start: "2026-12-09T06:00:00+01:00", end: "2026-12-09T10:00:00+01:00" },
      ],
    });
    expect(s.blocks.map((b) => b.start)).toEqual(["2026-12-07T07:00:00+01:00", "2026-12-08T07:50:00+01:00"]);
    expect(s.unplaced).toEqual([{ task_id: "run", reason: expect.stringMatching(/no free slot/), count: 1 }]);
  });

  it("no block starts before now; capacity counts only free allowed minutes after now", () => {
    const s = generateSchedule({
      outline: outline([daily("run", 60)], { start: "2026-12-07", deadline: "2026-12-13", timezone: zone }),
      availability: Availability.parse({ windows: [{ start: "07:00", end: "09:00" }] }),
      now: "2026-12-07T07:30:00",
    });
    expect(s.blocks[0]!.start).toBe("2026-12-07T07:30:00+01:00");
    expect(s.capacity_minutes).toBe(6 * 120 + 90);
    expect(s.blocks).toHaveLength(7);
  });

  it("one-off effort is spread over its roadmap item: ⌈effort / 2 h⌉ work days, each day's share one block, in both strategies", () => {
    const o = outline([{ id: "photos", duration_min: 150 }], { start: "2026-12-07", deadline: "2026-12-31", timezone: zone });
    const roadmap = {
      pattern: o.pattern,
      variant: "balanced",
      items: [{ node_id: "photos", start: "2026-12-10", end: "2026-12-18", critical: true, slack_days: 0 }],
      critical_path: ["photos"],
      options_tried: [],
      rationale: "",
    };
    const base = { outline: o, roadmap, availability: Availability.parse({}), now: "2026-12-01T08:00:00" };
    for (const strategy of ["earliest_fit", "spread_even"] as const) {
      const s = generateSchedule({ ...base, strategy });
      expect(s.blocks.map(minutesOf)).toEqual([75, 75]);
      expect(s.blocks.map((b) => b.start.slice(0, 10))).toEqual(["2026-12-10", "2026-12-14"]);
      expect(s.scheduled_minutes).toBe(150);
    }
    // A stated length bounds every block and what one day takes of the task.
    const stated = generateSchedule({ ...base, availability: Availability.parse({ session_minutes: 45 }) });
    expect(stated.blocks.map(minutesOf)).toEqual([40, 40, 40, 30]);
  });

  // Speed is measured by `npm run bench:plan`, not asserted here (timed unit tests are noise).
  it("schedules a 12-month daily plan with a weekly review completely", () => {
    const input = {
      outline: outline([daily("walk", 30), { id: "review", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=SU" }, duration_min: 45 }], {
        start: "2027-01-01",
        deadline: "2027-12-31",
        timezone: "America/New_York",
      }),
      availability: Availability.parse({ earliest: "06:30", latest: "22:00" }),
      now: "2027-01-01T00:00:00",
    };
    const s = generateSchedule(input);
    expect(s.blocks).toHaveLength(365 + 52);
    expect(s.unplaced).toEqual([]);
  });
});

describe("spreadOrder", () => {
  it.each([
    [7, 4, [0, 2, 4, 6, 1, 3, 5]],
    [7, 3, [1, 3, 5, 0, 2, 4, 6]],
    [3, 5, [0, 1, 2]],
  ])("n=%i k=%i", (n, k, expected) => expect(spreadOrder(n, k)).toEqual(expected));
});
