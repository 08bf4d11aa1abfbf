/**
 * The acceptance oracle itself (heldout.ts `violations`): it must catch a plan that breaks the
 * stated rhythm — too many sessions a day, week, fortnight or month, the stated count never
 * reached, a session on an excluded date — counting in the goal's own zone, and pass one that
 * keeps it. Fast: no planner here.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import type { Schedule } from "../../src/contracts/index.js";
import { violations, type Oracle } from "./heldout.js";

const ZONE = "Asia/Tokyo";
const base: Oracle = { timezone: ZONE, now: "2027-03-01T00:00", deadline: null, days: null, windows: [], not_before: null, not_after: null, fixed_times: [], session_minutes: null, cadence: null, excluded_dates: [] };
const cad = (count: number, per: "day" | "week" | "month", interval = 1) => ({ count, per, interval, nth_weekday: null, month_day: null });

/** Blocks at local "yyyy-MM-dd HH:mm" in ZONE, 30 minutes each, written in UTC (the oracle must convert). */
function schedule(starts: string[], task = "s"): Schedule {
  const blocks = starts.map((s) => {
    const t = DateTime.fromFormat(s, "yyyy-MM-dd HH:mm", { zone: ZONE });
    return { task_id: task, start: t.toUTC().toISO()!, end: t.plus({ minutes: 30 }).toUTC().toISO()! };
  });
  return { timezone: ZONE, blocks, unplaced: [], capacity_minutes: 0, scheduled_minutes: 0, utilisation: 0, infeasible: null, strategy: "earliest_fit" } as unknown as Schedule;
}
const weeks = (n: number, days: number[], hour = "07:00") =>
  Array.from({ length: n }, (_, w) => days.map((d) => `${DateTime.fromISO("2027-03-01").plus({ weeks: w, days: d }).toISODate()} ${hour}`)).flat();
const rec = new Set(["s", "w"]);

describe("the oracle's rhythm checks", () => {
  it("three a week, as stated, passes; a fourth in one week does not", () => {
    const o = { ...base, cadence: cad(3, "week") };
    expect(violations(schedule(weeks(4, [0, 2, 4])), o, rec)).toEqual([]);
    expect(violations(schedule([...weeks(4, [0, 2, 4]), "2027-03-13 07:00"]), o, rec)).toEqual([expect.stringMatching(/more sessions than the stated 3 per week: 2027-W10: 4/)]);
  });

  it("counts weeks in the goal's zone: 07:00 Monday in Tokyo is still Sunday in UTC", () => {
    const o = { ...base, cadence: cad(1, "week") };
    // Sunday 10:00 and Monday 07:00 in Tokyo: two Tokyo weeks (both Sunday in UTC).
    expect(violations(schedule(["2027-03-14 10:00", "2027-03-15 07:00"]), o, rec)).toEqual([]);
    // Monday 07:00 and Sunday 10:00 of one Tokyo week (two UTC weeks).
    expect(violations(schedule(["2027-03-08 07:00", "2027-03-14 10:00"]), o, rec)).toEqual([expect.stringMatching(/2027-W10: 2/)]);
  });

  it("the stated count is reached somewhere: two a week stated, one a week planned", () => {
    expect(violations(schedule(weeks(4, [1])), { ...base, cadence: cad(2, "week") }, rec)).toEqual([expect.stringMatching(/never reached: at most 1 per week/)]);
  });

  it("twice a day back to back is one session; morning and evening are two", () => {
    const o = { ...base, cadence: cad(2, "day") };
    const days = Array.from({ length: 5 }, (_, i) => DateTime.fromISO("2027-03-01").plus({ days: i }).toISODate()!);
    expect(violations(schedule(days.flatMap((d) => [`${d} 07:00`, `${d} 19:00`])), o, rec)).toEqual([]);
    expect(violations(schedule(days.flatMap((d) => [`${d} 07:00`, `${d} 07:30`])), o, rec)).toEqual([expect.stringMatching(/never reached: at most 1 per day/)]);
  });

  it("every other week: two weeks in a row is one too many", () => {
    const o = { ...base, cadence: cad(1, "week", 2) };
    expect(violations(schedule(["2027-03-05 07:00", "2027-03-19 07:00", "2027-04-02 07:00"]), o, rec)).toEqual([]);
    expect(violations(schedule(["2027-03-05 07:00", "2027-03-12 07:00", "2027-03-26 07:00"]), o, rec)).toEqual([expect.stringMatching(/more sessions than the stated 1 per 2 weeks: 2027-W09\+2027-W10: 2/)]);
  });

  it("two a month: a third in March is too many", () => {
    const o = { ...base, cadence: cad(2, "month") };
    expect(violations(schedule(["2027-03-06 07:00", "2027-03-20 07:00", "2027-04-03 07:00", "2027-04-17 07:00"]), o, rec)).toEqual([]);
    expect(violations(schedule(["2027-03-06 07:00", "2027-03-13 07:00", "2027-03-20 07:00", "2027-04-17 07:00"]), o, rec)).toEqual([expect.stringMatching(/2027-03: 3/)]);
  });

  it("a template's companion (a weigh-in) is not one of the sessions", () => {
    const o = { ...base, cadence: cad(3, "week") };
    const s = schedule(weeks(4, [0, 2, 4]));
    s.blocks.push(...schedule(weeks(4, [6], "09:00"), "t-weigh-in").blocks);
    expect(violations(s, o, new Set([...rec, "t-weigh-in"]))).toEqual([]);
  });

  it("another activity's sessions keep their own days and times, not the main activity's rhythm or windows", () => {
    // Three runs a week in the evening, and yoga on Sunday mornings at 9 (an activity item of its own).
    const o = { ...base, cadence: cad(3, "week"), windows: [{ days: null, start: "17:00", end: "22:00" }] };
    const yoga = { title: "yoga", days: ["SU" as const], windows: [], fixed_times: [{ days: null, time: "09:00" }] };
    const s = schedule(weeks(4, [0, 2, 4], "18:00"));
    s.blocks.push(...schedule(weeks(4, [6], "09:00"), "t-yoga").blocks);
    const recAll = new Set([...rec, "t-yoga"]);
    expect(violations(s, o, recAll, new Map([["t-yoga", yoga]]))).toEqual([]);
    // Without knowing it is another activity, the oracle counts it as a fourth run outside the windows.
    expect(violations(s, o, recAll).length).toBeGreaterThan(0);
    // Its own word still holds: yoga on a Saturday is not what was said.
    const saturday = schedule(weeks(4, [0, 2, 4], "18:00"));
    saturday.blocks.push(...schedule(["2027-03-06 09:00"], "t-yoga").blocks);
    expect(violations(saturday, o, recAll, new Map([["t-yoga", yoga]]))).toEqual([expect.stringMatching(/SA is not one of yoga's SU/)]);
  });

  it("a session on an excluded date is a violation, the day before and after are not", () => {
    const o = { ...base, excluded_dates: [{ from: "2027-03-10", to: "2027-03-12" }] };
    expect(violations(schedule(["2027-03-09 23:30", "2027-03-13 00:10"]), o, rec)).toEqual([]);
    expect(violations(schedule(["2027-03-09 23:30", "2027-03-12 06:00"]), o, rec)).toEqual([expect.stringMatching(/2027-03-12: on an excluded date \(2027-03-10–2027-03-12\)/)]);
  });

  it("the bench's upper bound: no more than its max sessions a week", () => {
    expect(violations(schedule(weeks(2, [0, 1, 2, 3, 4])), { ...base, max_per_week: 4 }, rec)).toEqual([expect.stringMatching(/more than the stated 4 sessions a week/)]);
  });
});
