/**
 * Issue 10, end to end from a hand-written GoalReading (outline → roadmap → schedule), every block
 * checked in the goal's own zone:
 * A. exam preparation: each mock exam is one sitting of what the person allows, on an allowed
 *    day inside their windows, in its week before its date — nothing left unplaced;
 * B. sized set-up work (a content series) gets a set-up phase long enough for it at two hours a
 *    day on the person's days; sized project work is spread to its due date;
 * C. a stated daily amount is a cap: a short plan's template chore does not add an hour beside
 *    "an hour each evening"; a creative goal's last milestone is not called a draft.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { PatternSpec, type Schedule } from "../../src/contracts/planning.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { validateOutline } from "../../src/planning/grammar.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { MOCK_MINUTES } from "../../src/planning/outline/exam.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-23T18:30:00Z"; // a Monday evening
type Pattern = PatternSpec["pattern_type"];
function reading(type: Pattern, subtype: string, r: Omit<GoalReadingInput, "pattern" | "language"> & { language?: string }): GoalReading {
  return GoalReading.parse({ language: "en", ...r, pattern: { type, subtype, confidence: 0.9 } });
}
function pipeline(rd: GoalReading, zone: string) {
  const outline = outlineFromReading(rd, PatternSpec.parse({ pattern_type: rd.pattern.type, subtype: rd.pattern.subtype }), { now: NOW, timezone: zone });
  const roadmap = buildRoadmap(outline);
  const availability = availabilityFromReading(rd);
  const { schedule, notes } = planSchedule({ outline, roadmap: roadmap.roadmap, availability, now: NOW, timezone: zone });
  return { outline, schedule, notes };
}
const local = (iso: string, zone: string) => DateTime.fromISO(iso, { setZone: true }).setZone(zone);
const minutesOf = (b: { start: string; end: string }) => Math.round(DateTime.fromISO(b.end).diff(DateTime.fromISO(b.start), "minutes").minutes);
const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** The reading's word, block by block: allowed day, inside that day's windows, not before now, not after the deadline. */
function keepsWord(s: Schedule, rd: GoalReading, zone: string) {
  const hm = (d: DateTime) => d.toFormat("HH:mm");
  for (const b of s.blocks) {
    const st = local(b.start, zone);
    const en = local(b.end, zone);
    const day = DAY[st.weekday]!;
    const at = `${b.task_id} ${st.toFormat("yyyy-MM-dd ccc HH:mm")}`;
    if (rd.days) expect(rd.days, at).toContain(day);
    const today = rd.windows.filter((w) => !w.days?.length || w.days.includes(day as never));
    if (today.length) expect(today.some((w) => hm(st) >= w.start && hm(en) <= w.end), at).toBe(true);
    expect(st >= DateTime.fromISO(NOW), at).toBe(true);
    if (rd.deadline) expect(st.toISODate()! <= rd.deadline, at).toBe(true);
  }
}

describe("A. exam preparation: mock exams are sittings the person's time holds", () => {
  const cases = [
    {
      name: "driving test, Saturday mornings",
      zone: "Europe/London",
      rd: reading("progressive_accumulation_arc", "exam_preparation", { title: "Pass my driving test", deadline: "2027-03-31", cadence: { count: 1, per: "week" }, days: ["SA"], windows: [{ start: "06:00", end: "12:00" }] }),
      mock: MOCK_MINUTES,
    },
    {
      name: "certification in 10 weeks, Tuesday/Thursday evenings and Saturday mornings",
      zone: "Asia/Kolkata",
      rd: reading("progressive_accumulation_arc", "exam_preparation", {
        title: "AWS Solutions Architect certification",
        deadline: "2027-02-02",
        cadence: { count: 3, per: "week" },
        days: ["TU", "TH", "SA"],
        windows: [
          { days: ["TU", "TH"], start: "17:00", end: "22:00" },
          { days: ["SA"], start: "06:00", end: "12:00" },
        ],
      }),
      mock: MOCK_MINUTES,
    },
    {
      name: "language exam, Monday/Wednesday/Friday 19:00–20:30 (the window is shorter than a mock)",
      zone: "Europe/Madrid",
      rd: reading("progressive_accumulation_arc", "exam_preparation", { language: "es", title: "Examen DELE B2", deadline: "2027-05-20", cadence: { count: 3, per: "week" }, days: ["MO", "WE", "FR"], windows: [{ start: "19:00", end: "20:30" }] }),
      mock: 90,
    },
    {
      name: "a stated hour a day: the mock is that day's hour",
      zone: "America/New_York",
      rd: reading("progressive_accumulation_arc", "exam_preparation", { title: "Bar exam", deadline: "2027-02-26", cadence: { count: 1, per: "day" }, windows: [{ start: "17:00", end: "22:00" }], session_minutes: 60 }),
      mock: 60,
    },
  ];
  it.each(cases)("$name", ({ rd, zone, mock }) => {
    const { outline, schedule } = pipeline(rd, zone);
    expect(validateOutline(outline).violations).toEqual([]);
    expect(schedule.infeasible).toBeNull();
    expect(schedule.unplaced).toEqual([]);
    keepsWord(schedule, rd, zone);
    const mocks = outline.nodes.filter((n) => n.id.startsWith("t-mock-exam"));
    expect(mocks.length).toBeGreaterThan(0);
    for (const m of mocks) {
      expect(m).toMatchObject({ one_sitting: true, duration_min: mock });
      const blocks = schedule.blocks.filter((b) => b.task_id === m.id);
      expect(blocks, m.id).toHaveLength(1);
      expect(minutesOf(blocks[0]!)).toBe(mock);
      const day = local(blocks[0]!.start, zone).toISODate()!;
      expect(day >= m.starts_after! && day <= m.due!, `${m.id} on ${day}`).toBe(true);
      expect(DateTime.fromISO(m.due!).diff(DateTime.fromISO(m.starts_after!), "days").days).toBeLessThanOrEqual(6);
    }
    // A stated length holds for every block (the mock included), and no day gets more than it.
    if (rd.session_minutes !== null) {
      const perDay = new Map<string, number>();
      for (const b of schedule.blocks) perDay.set(local(b.start, zone).toISODate()!, (perDay.get(local(b.start, zone).toISODate()!) ?? 0) + minutesOf(b));
      for (const [d, m] of perDay) expect(m, d).toBeLessThanOrEqual(rd.session_minutes);
    }
  });
});

describe("B. sized work is spread to its due date", () => {
  const cases = [
    {
      name: "a content series' six set-up hours on Fridays only take three Fridays",
      zone: "Europe/London",
      rd: reading("hybrid_project_cycle", "content_series", { title: "Local history podcast", deadline: "2027-01-15", cadence: { count: 1, per: "week" }, days: ["FR"] }),
      task: /^t-set-up/,
      minDays: 3,
    },
    {
      name: "twenty hours of decluttering over three months",
      zone: "Europe/London",
      rd: reading("milestone_project", "generic_project", { title: "Declutter the flat", deadline: "2027-02-28", total_effort_minutes: 1200 }),
      task: /^t-declutter/,
      minDays: 10,
    },
  ];
  it.each(cases)("$name", ({ rd, zone, task, minDays }) => {
    const { outline, schedule } = pipeline(rd, zone);
    expect(validateOutline(outline).violations).toEqual([]);
    expect(schedule.unplaced).toEqual([]);
    keepsWord(schedule, rd, zone);
    const node = outline.nodes.find((n) => task.test(n.id))!;
    const perDay = new Map<string, number>();
    for (const b of schedule.blocks.filter((x) => x.task_id === node.id)) perDay.set(local(b.start, zone).toISODate()!, (perDay.get(local(b.start, zone).toISODate()!) ?? 0) + minutesOf(b));
    expect(perDay.size).toBeGreaterThanOrEqual(minDays);
    for (const [d, m] of perDay) expect(m, d).toBeLessThanOrEqual(120);
    expect([...perDay.values()].reduce((a, b) => a + b, 0)).toBe(node.duration_min);
    // No two blocks of the task back to back.
    const blocks = schedule.blocks.filter((x) => x.task_id === node.id);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]!.start, blocks[i]!.start).not.toBe(blocks[i - 1]!.end);
  });
});

describe("C. a stated daily amount caps the day; creative wording fits the goal", () => {
  const finishing = reading("hybrid_project_cycle", "creative_project", {
    title: "Finish reading War and Peace",
    deadline: "2026-11-29",
    cadence: { count: 1, per: "day" },
    windows: [{ start: "17:00", end: "22:00" }],
    session_minutes: 60,
  });
  it.each(["Europe/London", "Australia/Sydney"])("%s: 'an hour each evening' until Sunday is an hour each evening, nothing beside it", (zone) => {
    const { outline, schedule } = pipeline(finishing, zone);
    expect(validateOutline(outline).violations).toEqual([]);
    keepsWord(schedule, finishing, zone);
    const perDay = new Map<string, number>();
    for (const b of schedule.blocks) perDay.set(local(b.start, zone).toISODate()!, (perDay.get(local(b.start, zone).toISODate()!) ?? 0) + minutesOf(b));
    for (const [d, m] of perDay) expect(m, d).toBe(60);
    expect(perDay.size).toBeGreaterThanOrEqual(6);
    expect(outline.nodes.filter((n) => n.level === "task" && n.cadence.kind === "one_off")).toEqual([]);
    // The set-up step is not lost: the notes say where it went.
    expect(outline.nodes.find((n) => n.id === outline.root_id)!.notes).toMatch(/start the first one with it/);
  });

  const creative = (r: Partial<GoalReadingInput>) => reading("hybrid_project_cycle", "creative_project", { title: "Record a six-track EP", deadline: "2027-04-30", cadence: { count: 2, per: "week" }, ...r });
  it.each([
    ["a reading goal", finishing],
    ["a recording goal with its deliverable", creative({ items: [{ title: "six-track EP" }] })],
    ["a writing goal over months", creative({ title: "Write my novel", deadline: "2027-06-01" })],
  ] as const)("%s: the final milestone names the goal, never a 'draft'", (_n, rd) => {
    const outline = pipeline(rd, "Europe/London").outline;
    const final = outline.nodes.find((n) => n.id === "m-goal-done")!;
    expect(final.title).not.toMatch(/draft/i);
    expect(final.title).toContain(rd.title);
  });

  it("a short creative plan with room beside its sessions keeps the set-up step", () => {
    const rd = creative({ title: "Write a short story", deadline: "2026-11-29", cadence: { count: 3, per: "week" } });
    const { outline, schedule } = pipeline(rd, "Europe/London");
    expect(outline.nodes.some((n) => n.level === "task" && n.cadence.kind === "one_off")).toBe(true);
    expect(schedule.unplaced).toEqual([]);
  });
});
