/**
 * No time wasted (issue: "time wasted or placed where a person would not"): a set-up or
 * preparatory step of ours uses the person's days and ends as soon as its work is done, and their
 * own sessions start the next day — not a fifth of the span later, not three days on. With no
 * stated time at all, work is placed at humane hours (schedule-calendar.ts UNSTATED_STARTS), not
 * at 07:00 on a Sunday. Blocks are checked in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const reading = (over: Omit<GoalReadingInput, "language" | "deadline" | "title"> & Partial<GoalReadingInput>) => GoalReading.parse({ language: "en", title: "Goal", deadline: null, ...over });

function plan(r: GoalReading, zone: string, now: string) {
  const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now, timezone: zone });
  const roadmap = buildRoadmap(outline);
  expect(roadmap.feasible, roadmap.infeasibility?.reason).toBe(true);
  const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability: availabilityFromReading(r), now, timezone: zone });
  expect(schedule.infeasible).toBeNull();
  expect(schedule.unplaced).toEqual([]);
  const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
  const blocks = schedule.blocks.map((b) => {
    const s = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
    return { id: b.task_id, date: s.toISODate()!, time: s.toFormat("HH:mm"), weekday: s.weekday, recurring: recurring.has(b.task_id), end: DateTime.fromISO(b.end, { setZone: true }).setZone(zone).toFormat("HH:mm") };
  });
  return { outline, blocks };
}

const WD = ["MO", "TU", "WE", "TH", "FR"] as const;

describe("a set-up ends as soon as its work is done, on the person's days", () => {
  const novel = reading({
    title: "Finish writing my novel",
    pattern: { type: "hybrid_project_cycle", subtype: "creative_project", confidence: 1 },
    deadline: "2027-09-30",
    cadence: { count: 1, per: "day" },
    days: [...WD],
    windows: [{ days: null, start: "06:00", end: "07:00" }],
    windows_are_sessions: true,
  });

  it.each(["Europe/London", "America/Los_Angeles", "Asia/Shanghai"])("the novel's outline takes the first weekday mornings, the writing the next one (%s)", (zone) => {
    const { blocks } = plan(novel, zone, "2026-11-28T09:00:00");
    const setup = blocks.filter((b) => !b.recurring);
    const writing = blocks.filter((b) => b.recurring);
    // Five hours of outlining at the person's hour a morning: the five weekday mornings of the next week.
    expect(setup.length).toBeGreaterThan(0);
    for (const b of [...setup, ...writing]) expect(`${b.weekday <= 5} ${b.time}`).toBe("true 06:00");
    const lastSetup = setup.map((b) => b.date).sort().at(-1)!;
    expect(lastSetup <= "2026-12-04").toBe(true);
    // The writing starts the next weekday morning after the set-up.
    let next = DateTime.fromISO(lastSetup).plus({ days: 1 });
    while (next.weekday > 5) next = next.plus({ days: 1 });
    expect(writing[0]!.date).toBe(next.toISODate());
    // No weekday morning from the first set-up to the deadline is left empty.
    const used = new Set(blocks.map((b) => b.date));
    for (let d = DateTime.fromISO(setup[0]!.date); d.toISODate()! <= "2027-09-30"; d = d.plus({ days: 1 })) if (d.weekday <= 5) expect(used.has(d.toISODate()!), d.toISODate()!).toBe(true);
  });

  const meditate = reading({
    title: "Meditate",
    pattern: { type: "recurring_cycle", subtype: "habit_routine", confidence: 1 },
    deadline: "2026-12-28",
    cadence: { count: 1, per: "day" },
    fixed_times: [{ days: null, time: "06:30" }],
    session_minutes: 10,
  });

  it.each([
    ["before 06:30: set up this morning, meditate from tomorrow", "2026-11-28T05:00:00", "2026-11-28", "2026-11-29"],
    ["after 06:30: set up tomorrow morning, meditate from the day after", "2026-11-28T09:00:00", "2026-11-29", "2026-11-30"],
  ])("a daily habit starts the next possible day — %s", (_name, now, setupDay, firstSession) => {
    const { blocks } = plan(meditate, "Europe/London", now);
    const setup = blocks.filter((b) => !b.recurring);
    const sessions = blocks.filter((b) => b.recurring);
    expect(setup.map((b) => `${b.date} ${b.time}`)).toEqual([`${setupDay} 06:30`]);
    expect(sessions[0]!.date).toBe(firstSession);
    // Every day from then to the end holds its 06:30.
    const days = DateTime.fromISO("2026-12-28").diff(DateTime.fromISO(firstSession), "days").days + 1;
    expect(sessions).toHaveLength(days);
    for (const b of sessions) expect(b.time).toBe("06:30");
  });

  it("a stated later start is the routine's first day; the set-up is done in the days before it", () => {
    const reading20 = reading({ title: "Lire", language: "fr", pattern: { type: "recurring_cycle", subtype: "habit_routine", confidence: 1 }, start: "2026-11-30", deadline: "2027-01-11", cadence: { count: 1, per: "day" }, windows: [{ days: null, start: "21:00", end: "23:00" }], session_minutes: 20 });
    const { blocks } = plan(reading20, "America/Montreal", "2026-11-28T09:00:00");
    const setup = blocks.filter((b) => !b.recurring);
    const sessions = blocks.filter((b) => b.recurring);
    expect(sessions[0]!.date).toBe("2026-11-30");
    expect(sessions).toHaveLength(43);
    for (const b of setup) expect(b.date < "2026-11-30").toBe(true);
  });

  it("savings: the standing order is set up before the first transfer, on the person's day", () => {
    const fund = reading({ title: "Holiday fund", pattern: { type: "recurring_cycle", subtype: "savings_plan", confidence: 1 }, cadence: { count: 1, per: "week" }, days: ["FR"] });
    const { blocks } = plan(fund, "America/Anchorage", "2026-11-28T09:00:00");
    const setup = blocks.filter((b) => !b.recurring);
    const transfers = blocks.filter((b) => b.recurring);
    expect(setup.length).toBeGreaterThan(0);
    for (const b of [...setup, ...transfers]) expect(b.weekday).toBe(5);
    const lastSetUp = setup.map((b) => b.date).sort().at(-1)!;
    expect(transfers[0]!.date > lastSetUp).toBe(true);
    expect(transfers[0]!.date).toBe(DateTime.fromISO(lastSetUp).plus({ days: 7 }).toISODate());
  });

  it("every other Wednesday: a set-up is paced at the person's fortnightly rhythm, the series follows it", () => {
    const podcast = reading({ title: "Podcast", pattern: { type: "hybrid_project_cycle", subtype: "content_series", confidence: 1 }, deadline: "2027-06-30", cadence: { count: 1, per: "week", interval: 2 }, days: ["WE"], windows: [{ days: null, start: "17:00", end: "22:00" }], session_minutes: 120 });
    const { blocks } = plan(podcast, "Australia/Sydney", "2026-11-28T09:00:00");
    const sessions = blocks.filter((b) => b.recurring).map((b) => b.date);
    // Three set-up evenings at one a fortnight end on Dec 30; the first episode is a fortnight on.
    expect(sessions[0]).toBe("2027-01-13");
    for (let i = 1; i < sessions.length; i++) expect(DateTime.fromISO(sessions[i]!).diff(DateTime.fromISO(sessions[i - 1]!), "days").days).toBe(14);
  });

  it("a project's preparation is done in its first days, the person's steps start right after", () => {
    const kitchen = reading({
      title: "Renovate the kitchen",
      pattern: { type: "milestone_project", subtype: "home_renovation", confidence: 1 },
      deadline: "2027-12-25",
      items: ["get quotes", "pick contractor", "order cabinets", "install"].map((title) => ({ title, kind: "deliverable" as const })),
    });
    const { blocks } = plan(kitchen, "Europe/London", "2026-11-28T09:00:00");
    const scope = blocks.filter((b) => b.id === "t-confirm-scope");
    expect(scope.length).toBeGreaterThan(0);
    for (const b of scope) expect(b.date <= "2026-11-29").toBe(true);
    const quotes = blocks.filter((b) => b.id === "t-get-quotes");
    expect(quotes[0]!.date <= "2026-12-06").toBe(true);
    // No time stated: weekday work after the working day, weekend work mid-morning — never at 07:00.
    for (const b of blocks) {
      if (b.weekday >= 6) expect(b.time >= "09:00" && b.time <= "11:00", `${b.date} ${b.time}`).toBe(true);
      else expect(b.time >= "16:00" && b.end <= "21:00", `${b.date} ${b.time}`).toBe(true);
    }
  });
});
