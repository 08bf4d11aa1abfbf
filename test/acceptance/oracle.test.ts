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
    const yoga = { title: "yoga", days: ["SU"], windows: [], fixed_times: [{ days: null, time: "09:00" }], session_minutes: null, cadence: cad(1, "week") };
    const o = { ...base, cadence: cad(3, "week"), windows: [{ days: null, start: "17:00", end: "22:00" }] };
    const s = schedule(weeks(4, [0, 2, 4], "18:00"));
    s.blocks.push(...schedule(weeks(4, [6], "09:00"), "t-yoga").blocks);
    const recAll = new Set([...rec, "t-yoga"]);
    const titles = new Map([["t-yoga", "Yoga"]]);
    expect(violations(s, { ...o, items: [yoga] }, recAll, titles)).toEqual([]);
    // Without knowing it is another activity, the oracle counts it as a fourth run outside the windows.
    expect(violations(s, o, recAll, titles).length).toBeGreaterThan(0);
    // Its own word still holds: yoga on a Saturday is not what was said.
    const saturday = schedule(weeks(4, [0, 2, 4], "18:00"));
    saturday.blocks.push(...schedule(["2027-03-06 09:00"], "t-yoga").blocks);
    expect(violations(saturday, { ...o, items: [yoga] }, recAll, titles)).toEqual([expect.stringMatching(/SA is not one of SU/)]);
  });

  it("a session on an excluded date is a violation, the day before and after are not", () => {
    const o = { ...base, excluded_dates: [{ from: "2027-03-10", to: "2027-03-12" }] };
    expect(violations(schedule(["2027-03-09 23:30", "2027-03-13 00:10"]), o, rec)).toEqual([]);
    expect(violations(schedule(["2027-03-09 23:30", "2027-03-12 06:00"]), o, rec)).toEqual([expect.stringMatching(/2027-03-12: on an excluded date \(2027-03-10–2027-03-12\)/)]);
  });

  it("per-day lengths: a session on a day with its own length has that length, one-off work at most it", () => {
    const o: Oracle = { ...base, session_lengths: [{ days: ["SA"], minutes: 30 }] };
    // 2027-03-06 is a Saturday; every block of schedule() is 30 minutes.
    expect(violations(schedule(["2027-03-06 09:00", "2027-03-08 19:00"]), o, rec)).toEqual([]);
    const long = schedule(["2027-03-06 09:00"]);
    long.blocks[0]!.end = DateTime.fromISO(long.blocks[0]!.start).plus({ minutes: 45 }).toUTC().toISO()!;
    expect(violations(long, o, rec)).toEqual([expect.stringMatching(/a 45-minute session on SA, not the 30 minutes stated for SA/)]);
    expect(violations(long, o, new Set())).toEqual([expect.stringMatching(/a 45-minute block on SA, longer than the 30 minutes stated for SA/)]);
    // A day without its own length keeps the length said of every session.
    expect(violations(schedule(["2027-03-08 19:00"]), { ...o, session_minutes: 45 }, rec)).toEqual([expect.stringMatching(/no recurring activity has its sessions at the stated 45 minutes/)]);
  });

  it("an activity with its own rhythm and times: its task in the person's words, held to them, the goal's rhythm not counting it", () => {
    const item = { title: "weekly review", days: ["SU"], windows: [{ days: ["SU"], start: "19:00", end: "21:00" }], fixed_times: [], session_minutes: 30, cadence: cad(1, "week") };
    const o: Oracle = { ...base, cadence: cad(3, "week"), windows: [{ days: null, start: "06:00", end: "09:00" }], items: [item] };
    const titles = new Map([["s", "Run"], ["w", "Weekly review"]]);
    const good = schedule(weeks(2, [0, 2, 4]));
    good.blocks.push(...schedule(weeks(2, [6], "19:30"), "w").blocks);
    expect(violations(good, o, rec, titles)).toEqual([]);
    // The review on a Saturday morning breaks its own day and time, not the runs' rhythm.
    const bad = schedule(weeks(2, [0, 2, 4]));
    bad.blocks.push(...schedule(["2027-03-06 07:00"], "w").blocks);
    expect(violations(bad, o, rec, titles)).toEqual([expect.stringMatching(/SA is not one of SU/)]);
    // No task in its words: said.
    expect(violations(schedule(weeks(2, [0, 2, 4])), o, new Set(["s"]), new Map([["s", "Run"]]))).toEqual([expect.stringMatching(/"weekly review" has no recurring task of its own/)]);
  });

  it("the bench's upper bound: no more than its max sessions a week", () => {
    expect(violations(schedule(weeks(2, [0, 1, 2, 3, 4])), { ...base, max_per_week: 4 }, rec)).toEqual([expect.stringMatching(/more than the stated 4 sessions a week/)]);
  });
});
