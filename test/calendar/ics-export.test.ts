/**
 * Calendars out: the exported .ics, read back by an independent parser (ical.js), gives the
 * schedule block for block — across DST changes, with skipped sessions and one-off work — as
 * RRULE series in the plan's zone with its VTIMEZONE; UIDs survive a re-plan; VALARM on request.
 */
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { scheduleToIcs } from "../../src/calendar/ics-export.js";
import { scheduleEvents, type ScheduleBlock } from "../../src/calendar/schedule-series.js";
import { expandIcs } from "./ical-reader.js";

const NODES = [
  { id: "goal", title: "Run a half marathon", parent_id: null, cadence: { kind: "one_off" } },
  { id: "p1", title: "Foundation phase", parent_id: "goal", cadence: { kind: "one_off" } },
  { id: "runs", title: "Training run", parent_id: "p1", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=MO,WE,SA" } },
  { id: "race", title: "Register for the race; pick shoes", parent_id: "p1", cadence: { kind: "one_off" } },
];

/** Sessions at `time` local on the given weekdays from `from` for `days` days, except `skip` dates. */
function sessions(zone: string, task: string, from: string, days: number, weekdays: number[], time: string, minutes: number, skip: string[] = []): ScheduleBlock[] {
  const out: ScheduleBlock[] = [];
  const [h, m] = time.split(":").map(Number);
  for (let i = 0; i < days; i++) {
    const d = DateTime.fromISO(from, { zone }).plus({ days: i }).set({ hour: h, minute: m });
    if (!weekdays.includes(d.weekday) || skip.includes(d.toISODate()!)) continue;
    out.push({ task_id: task, start: d.toISO()!, end: d.plus({ minutes }).toISO()! });
  }
  return out;
}

function asUtc(blocks: ScheduleBlock[]) {
  return blocks.map((b) => ({ start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString() })).sort((a, b) => a.start.localeCompare(b.start));
}

const STAMP = new Date("2027-02-01T12:00:00Z");

describe("schedule → .ics → ical.js", () => {
  // Europe/Berlin springs forward on 2027-03-28: 07:00 local is 06:00Z before, 05:00Z after.
  const zone = "Europe/Berlin";
  const blocks = [
    ...sessions(zone, "runs", "2027-03-01", 56, [1, 3, 6], "07:00", 45, ["2027-03-17", "2027-04-10"]),
    // The first session was placed later that day (the plan started at 08:00).
    { task_id: "runs", start: "2027-02-27T08:00:00+01:00", end: "2027-02-27T08:45:00+01:00" },
    { task_id: "race", start: "2027-03-28T10:00:00+02:00", end: "2027-03-28T11:30:00+02:00" },
    { task_id: "race", start: "2027-03-29T18:00:00+02:00", end: "2027-03-29T18:30:00+02:00" },
  ];
  const text = scheduleToIcs({ planId: "plan-1", name: "Run a half marathon", timezone: zone, blocks, nodes: NODES, stamp: STAMP });

  it("matches the schedule block for block across the DST change", () => {
    const occ = expandIcs(text);
    expect(occ.map(({ start, end }) => ({ start, end }))).toEqual(asUtc(blocks));
    // Same wall time on both sides of the change.
    const runs = occ.filter((o) => o.summary === "Training run");
    expect(new Set(runs.filter((o) => o.start >= "2027-03-01").map((o) => DateTime.fromISO(o.start).setZone(zone).toFormat("HH:mm")))).toEqual(new Set(["07:00"]));
    expect(runs.some((o) => o.start.endsWith("T06:00:00.000Z")) && runs.some((o) => o.start.endsWith("T05:00:00.000Z"))).toBe(true);
    expect(occ.filter((o) => o.summary === "Register for the race; pick shoes")).toHaveLength(2);
  });

  it("writes the recurring task as one RRULE series in the plan's zone with its VTIMEZONE and EXDATEs", () => {
    const lines = text.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Europe/Berlin");
    expect(lines.filter((l) => l.startsWith("RRULE:FREQ=WEEKLY"))).toEqual(["RRULE:FREQ=WEEKLY;COUNT=24;BYDAY=MO,WE,SA"]);
    expect(lines.filter((l) => l.startsWith("EXDATE"))).toEqual(["EXDATE;TZID=Europe/Berlin:20270317T070000,20270410T070000"]);
    expect(lines).toContain("DTSTART;TZID=Europe/Berlin:20270301T070000");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(4); // the series, the outlier, two one-off blocks
    expect(lines.some((l) => l.startsWith("DTSTAMP:") && !l.endsWith("Z"))).toBe(false);
    expect(lines).not.toContain("BEGIN:VALARM");
  });

  it("crosses the autumn change in another zone too", () => {
    const ny = "America/New_York"; // falls back on 2027-11-07
    const b = sessions(ny, "runs", "2027-10-20", 40, [2, 4], "18:30", 60, ["2027-11-04"]);
    const occ = expandIcs(scheduleToIcs({ planId: "p2", name: "x", timezone: ny, blocks: b, nodes: NODES, stamp: STAMP }));
    expect(occ.map(({ start, end }) => ({ start, end }))).toEqual(asUtc(b));
  });

  it("keeps every UID when a re-plan moves the sessions", () => {
    const evening = blocks.map((b) => ({ ...b, start: b.start.replace(/T07:00/, "T18:00"), end: b.end.replace(/T07:45/, "T18:45") }));
    const uids = (bs: ScheduleBlock[]) => new Set(expandIcs(scheduleToIcs({ planId: "plan-1", name: "x", timezone: zone, blocks: bs, nodes: NODES, stamp: STAMP })).map((o) => o.uid));
    expect(uids(evening)).toEqual(uids(blocks));
    expect([...uids(blocks)].every((u) => u.startsWith("plan-1.") && u.endsWith("@goalgraph"))).toBe(true);
  });

  it("adds a VALARM to every event when asked", () => {
    const occ = expandIcs(scheduleToIcs({ planId: "plan-1", name: "x", timezone: zone, blocks, nodes: NODES, stamp: STAMP, alarmMinutes: 15 }));
    expect(occ.every((o) => o.alarms.length === 1 && o.alarms[0] === "-PT15M")).toBe(true);
  });

  it("falls back to exact UTC events for a zone without a VTIMEZONE", () => {
    const b = sessions("UTC", "runs", "2027-03-01", 14, [1, 4], "09:00", 30);
    const t = scheduleToIcs({ planId: "p3", name: "x", timezone: "UTC", blocks: b, nodes: NODES, stamp: STAMP });
    expect(t).not.toContain("BEGIN:VTIMEZONE");
    expect(expandIcs(t).map(({ start, end }) => ({ start, end }))).toEqual(asUtc(b));
  });
});

describe("scheduleEvents", () => {
  it("keeps one-off tasks as single events even when they repeat a time", () => {
    const b = sessions("Europe/Berlin", "race", "2027-03-01", 14, [1, 3], "09:00", 60);
    const events = scheduleEvents({ planId: "p", zone: "Europe/Berlin", blocks: b, recurringTasks: new Set(["runs"]) });
    expect(events.every((e) => e.kind === "single")).toBe(true);
    expect(events).toHaveLength(b.length);
  });

  it("does not force a series onto scattered sessions (more skipped than kept)", () => {
    const b = [
      { task_id: "runs", start: "2027-03-01T07:00:00+01:00", end: "2027-03-01T07:45:00+01:00" },
      { task_id: "runs", start: "2027-03-24T07:00:00+01:00", end: "2027-03-24T07:45:00+01:00" },
    ];
    const events = scheduleEvents({ planId: "p", zone: "Europe/Berlin", blocks: b, recurringTasks: new Set(["runs"]) });
    expect(events.map((e) => e.kind)).toEqual(["single", "single"]);
  });
});
