/**
 * Several activities (reading items of kind "activity" with their own rhythm, days, windows or
 * length, README "several activities"): each gets its own recurring task, titled in the person's
 * words, on its own days, in its own window, at its own length — none takes the main activity's
 * days or times, and the main activity's sessions per week do not count it. A template's one-off
 * work (mock exams) never takes the place of the person's lessons.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import type { OutlineNode } from "../../src/contracts/planning.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const WD = ["MO", "TU", "WE", "TH", "FR"] as const;
const DAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const cad = (count: number, per: "day" | "week") => ({ count, per, interval: 1, nth_weekday: null, month_day: null });
const reading = (over: Omit<GoalReadingInput, "language" | "deadline"> & Partial<GoalReadingInput>) => GoalReading.parse({ language: "en", deadline: null, ...over });

function plan(r: GoalReading, zone: string, now = "2026-11-28T09:00:00") {
  const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now, timezone: zone });
  const roadmap = buildRoadmap(outline);
  expect(roadmap.feasible, roadmap.infeasibility?.reason).toBe(true);
  const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability: availabilityFromReading(r), now, timezone: zone });
  expect(schedule.infeasible).toBeNull();
  expect(schedule.unplaced).toEqual([]);
  const blocksOf = (n: OutlineNode) =>
    schedule.blocks
      .filter((b) => b.task_id === n.id)
      .map((b) => {
        const s = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
        const e = DateTime.fromISO(b.end, { setZone: true }).setZone(zone);
        return { day: DAY[s.weekday - 1]!, date: s.toISODate()!, start: s.toFormat("HH:mm"), end: e.toFormat("HH:mm"), minutes: Math.round(e.diff(s, "minutes").minutes) };
      });
  const recurring = (title: RegExp) => outline.nodes.filter((n) => n.cadence.kind === "recurring" && title.test(n.title));
  return { outline, schedule, blocksOf, recurring };
}

const driving = reading({
  title: "Pass my driving theory test",
  pattern: { type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 1 },
  deadline: "2027-03-03",
  cadence: cad(2, "week"),
  days: ["TU", "TH"],
  windows: [{ days: null, start: "16:00", end: "17:00" }],
  windows_are_sessions: true,
  items: [
    { title: "driving lessons", kind: "activity" },
    { title: "study theory", kind: "activity", cadence: cad(1, "day"), session_minutes: 20 },
  ],
});

const jobs = reading({
  title: "Find a new job",
  pattern: { type: "milestone_project", subtype: "job_search", confidence: 1 },
  deadline: "2027-02-28",
  cadence: cad(1, "day"),
  days: [...WD],
  windows: [{ days: null, start: "17:00", end: "22:00" }],
  session_minutes: 60,
  items: [
    { title: "applications", kind: "activity" },
    { title: "portfolio projects", kind: "activity", cadence: cad(1, "week"), days: ["SU"], windows: [{ days: ["SU"], start: "13:00", end: "17:00" }], session_minutes: 180 },
  ],
});

describe("each activity its own task, on its own days and times, at its own length", () => {
  it("driving: lessons Tuesday and Thursday 16–17, theory 20 minutes every day; mocks in theory's time, never a lesson's", () => {
    const zone = "Europe/London";
    const { outline, blocksOf, recurring } = plan(driving, zone);
    const lessons = recurring(/^driving lessons$/i);
    const theory = recurring(/^study theory$/i);
    expect(lessons.length).toBeGreaterThan(0);
    expect(theory).toHaveLength(1);
    // No "Study sessions" of ours: the person named both activities.
    expect(outline.nodes.some((n) => n.cadence.kind === "recurring" && /study sessions/i.test(n.title))).toBe(false);
    const lessonBlocks = lessons.flatMap(blocksOf);
    for (const b of lessonBlocks) expect(`${b.day} ${b.start}-${b.end}`).toMatch(/^(TU|TH) 16:00-17:00$/);
    // Every Tuesday and Thursday from now to the test holds its lesson: no mock took one.
    let days = 0;
    for (let d = DateTime.fromISO("2026-11-28"); d.toISODate()! <= "2027-03-03"; d = d.plus({ days: 1 })) if (d.weekday === 2 || d.weekday === 4) days++;
    expect(lessonBlocks).toHaveLength(days);
    const theoryBlocks = blocksOf(theory[0]!);
    for (const b of theoryBlocks) expect(b.minutes).toBe(20);
    // Theory every day, at a humane hour (no time was stated for it), a mock exam in its place on its day.
    const mocks = outline.nodes.filter((n) => n.one_sitting);
    expect(mocks.length).toBeGreaterThan(0);
    const mockDates = new Set(mocks.flatMap(blocksOf).map((b) => b.date));
    expect(theoryBlocks.length + mockDates.size).toBe(DateTime.fromISO("2027-03-03").diff(DateTime.fromISO("2026-11-28"), "days").days + 1);
    for (const b of [...theoryBlocks, ...mocks.flatMap(blocksOf)]) expect(["10:00", "18:00"]).toContain(b.start);
  });

  it("job search: applications an hour every weekday evening, portfolio three hours on Sunday afternoons", () => {
    const zone = "America/New_York";
    const { outline, blocksOf, recurring } = plan(jobs, zone);
    const apps = recurring(/^applications$/i);
    const portfolio = recurring(/^portfolio projects$/i);
    expect(apps).toHaveLength(1);
    expect(portfolio).toHaveLength(1);
    for (const b of blocksOf(apps[0]!)) {
      expect(WD as readonly string[]).toContain(b.day);
      expect(b.minutes).toBe(60);
      expect(b.start >= "17:00" && b.end <= "22:00").toBe(true);
    }
    const sundays = blocksOf(portfolio[0]!);
    expect(sundays.length).toBeGreaterThanOrEqual(10);
    for (const b of sundays) expect(`${b.day} ${b.minutes}`).toBe("SU 180");
    for (const b of sundays) expect(b.start >= "13:00" && b.end <= "17:00").toBe(true);
    // Our steps are done in the applications' evenings (the person gave those wholly to the job search), never beyond an hour a day.
    const perDay = new Map<string, number>();
    for (const n of outline.nodes) for (const b of blocksOf(n)) if (b.day !== "SU") perDay.set(b.date, (perDay.get(b.date) ?? 0) + b.minutes);
    for (const [d, m] of perDay) expect(m, d).toBeLessThanOrEqual(60);
  });

  it("a project's only rhythm is an activity with its own day and time: a meeting every Monday at 19:00 keeps it, the steps are not held to it", () => {
    const zone = "America/Fortaleza";
    const party = reading({
      language: "pt",
      title: "Festa de formatura",
      pattern: { type: "milestone_project", subtype: "event_planning", confidence: 1 },
      deadline: "2027-07-10",
      items: [
        { title: "reservar o salão", kind: "deliverable" },
        { title: "reunião com a comissão", kind: "activity", cadence: cad(1, "week"), days: ["MO"], fixed_times: [{ days: ["MO"], time: "19:00" }], session_minutes: 60 },
      ],
    });
    const { outline, blocksOf, recurring } = plan(party, zone);
    const meetings = recurring(/reunião/i).flatMap(blocksOf);
    expect(meetings.length).toBeGreaterThanOrEqual(30);
    for (const b of meetings) expect(`${b.day} ${b.start} ${b.minutes}`).toBe("MO 19:00 60");
    // The person's meetings run to the party, not to our buffer's start.
    expect(meetings.at(-1)!.date).toBe("2027-07-05");
    const steps = outline.nodes.filter((n) => n.cadence.kind !== "recurring").flatMap(blocksOf);
    expect(steps.some((b) => b.day !== "MO")).toBe(true);
  });

  it("days and hours that only say when work is possible hold for an activity that names none of its own", () => {
    const zone = "Asia/Kolkata";
    const cookbook = reading({
      title: "Write a cookbook",
      pattern: { type: "hybrid_project_cycle", subtype: "creative_project", confidence: 1 },
      deadline: "2027-06-30",
      days: [...WD],
      windows: [{ days: null, start: "18:00", end: "21:00" }],
      items: [{ title: "test a recipe", kind: "activity", cadence: cad(2, "week"), session_minutes: 45 }],
    });
    const { outline, blocksOf, recurring } = plan(cookbook, zone);
    const tests = recurring(/test a recipe/i).flatMap(blocksOf);
    expect(tests.length).toBeGreaterThan(20);
    for (const b of outline.nodes.flatMap(blocksOf)) expect(`${(WD as readonly string[]).includes(b.day)} ${b.start >= "18:00" && b.end <= "21:00"}`, `${b.date} ${b.start}`).toBe("true true");
    for (const b of tests) expect(b.minutes).toBe(45);
  });

  it("a weekly review on Sunday evenings beside three morning runs a week: the runs' cap does not count it, nor does it take their mornings", () => {
    const zone = "Asia/Tokyo";
    const r = reading({
      title: "Keep running",
      pattern: { type: "recurring_cycle", subtype: "exercise_routine", confidence: 1 },
      cadence: cad(3, "week"),
      windows: [{ days: null, start: "06:00", end: "09:00" }],
      session_minutes: 40,
      items: [
        { title: "run", kind: "activity" },
        { title: "weekly review", kind: "activity", cadence: cad(1, "week"), days: ["SU"], windows: [{ days: ["SU"], start: "19:00", end: "21:00" }], session_minutes: 15 },
      ],
    });
    const { blocksOf, recurring } = plan(r, zone);
    const runs = recurring(/^run$/i).flatMap(blocksOf);
    const reviews = recurring(/^weekly review$/i).flatMap(blocksOf);
    const weeks = new Map<string, number>();
    for (const b of runs) {
      expect(b.start >= "06:00" && b.end <= "09:00").toBe(true);
      const w = DateTime.fromISO(b.date).toFormat("kkkk-WW");
      weeks.set(w, (weeks.get(w) ?? 0) + 1);
    }
    expect(Math.max(...weeks.values())).toBe(3);
    expect(reviews.length).toBeGreaterThanOrEqual(7);
    for (const b of reviews) expect(`${b.day} ${b.start >= "19:00" && b.end <= "21:00"} ${b.minutes}`).toBe("SU true 15");
  });
});
