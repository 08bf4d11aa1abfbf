/**
 * Quitting or cutting down a habit gets a quit plan, not practice sessions: get ready (triggers
 * and what to do instead, support, clearing away what sets it off), cut down step by step, day one
 * before the deadline, and staying on track after it — short daily check-ins through all of it, a
 * weekly review beside them, a small reward after the first week. In the person's language, on the
 * person's days, and through the planner with no question asked ("how often can you do this?" is
 * no question for someone who wants to stop smoking).
 */
import { describe, expect, it } from "vitest";
import type { OutlineNode, PlanOutline } from "../../src/contracts/planning.js";
import { DateTime } from "luxon";
import { outlineFromReading } from "../../src/planning/outline.js";
import { PHRASES, outlineLanguage } from "../../src/planning/outline/words.js";
import { CHECK_IN_MINUTES, MAX_TAPER_DAYS, quitLayout } from "../../src/planning/outline/quit.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { loadCorpus } from "../../src/planning/reading/corpus.js";
import { summaryTitle } from "../../src/planning/outline/title.js";
import { makePlanner, recurringIds, toApproval, violations, type AcceptanceGoal } from "../acceptance/heldout.js";

const NOW = "2026-11-28T10:00:00Z";

/** [goal, zone, deadline]: quitting or cutting down, in every language. */
const QUITS: [string, string, string | null][] = [
  ["Quit smoking by February 1st", "Europe/London", "2027-02-01"],
  ["Stop biting my nails", "Europe/London", null],
  ["Bis zum 1. März mit dem Rauchen aufhören", "Europe/Berlin", "2027-03-01"],
  ["Arrêter de fumer d'ici le 1er février", "Europe/Paris", "2027-02-01"],
  ["Dejar de morderme las uñas", "Europe/Madrid", null],
  ["Parar de fumar até o fim de janeiro", "America/Sao_Paulo", "2027-01-31"],
  ["Stoppen met roken voor 1 februari", "Europe/Amsterdam", "2027-02-01"],
  ["2月1日までにタバコをやめる", "Asia/Tokyo", "2027-02-01"],
  ["2月1日前戒烟", "Asia/Shanghai", "2027-02-01"],
];

function plan(goal: string, zone: string, variant: "template" | "compact" = "template"): PlanOutline {
  const r = readGoal(goal, { timezone: zone, now: NOW });
  expect([r.pattern.type, r.pattern.subtype, r.pattern.proposal]).toEqual(["recurring_cycle", "habit_reduction", null]);
  return outlineFromReading(r, patternFromReading(r, { allowProposals: true }), { now: NOW, timezone: zone, variant });
}

const byId = (o: PlanOutline, id: string): OutlineNode | undefined => o.nodes.find((n) => n.id === id);

describe("a quit plan: get ready, cut down, day one, stay on track", () => {
  it.each(QUITS)("%s", (goal, zone, deadline) => {
    const o = plan(goal, zone);
    const r = readGoal(goal, { timezone: zone, now: NOW });
    const w = PHRASES[outlineLanguage(r.language)];
    expect(o.deadline).toBe(deadline);
    // The phases a person expects, in their language, in order.
    const phases = o.nodes.filter((n) => n.level === "phase");
    expect(phases.map((p) => p.title)).toEqual([w.quitReady, w.quitCutDown, w.quitStay]);
    // Getting ready: the triggers and what to do instead, support, clearing away.
    const ready = o.nodes.filter((n) => n.parent_id === phases[0]!.id && n.level === "task" && n.cadence.kind === "one_off").map((n) => n.title);
    expect(ready).toEqual([w.quitTriggers, w.quitSupport, w.quitClearOut]);
    // Two steps down, then day one — named with the goal — and the first week after it.
    const ms = o.nodes.filter((n) => n.level === "milestone").map((n) => n.title);
    expect(ms).toEqual(expect.arrayContaining([w.quitStep(0.75), w.quitStep(0.5), w.quitDay(summaryTitle(r, "")), w.quitFirstWeek]));
    const dayOne = byId(o, "m-day-one")!;
    expect(dayOne.due).toBe(phases[2]!.starts_after);
    // Day one leaves at least a week of staying on track before the deadline, and cutting down takes at most four weeks.
    if (deadline) expect(DateTime.fromISO(deadline).diff(DateTime.fromISO(dayOne.due!), "days").days).toBeGreaterThanOrEqual(7);
    expect(DateTime.fromISO(phases[1]!.due!).diff(DateTime.fromISO(phases[1]!.starts_after!), "days").days).toBeLessThanOrEqual(MAX_TAPER_DAYS);
    // Check-ins every day, five minutes, in every phase; a weekly review beside them; no practice, no ramp.
    const checks = o.nodes.filter((n) => n.title === w.quitCheckIn);
    expect(checks).toHaveLength(3);
    for (const c of checks) expect([c.cadence.kind === "recurring" && c.cadence.rrule, c.duration_min]).toEqual(["FREQ=DAILY", CHECK_IN_MINUTES]);
    const review = o.nodes.find((n) => n.title === w.quitReview)!;
    expect([review.cadence.kind === "recurring" && review.cadence.rrule, review.companion]).toEqual(["FREQ=WEEKLY;BYDAY=SU", true]);
    for (const t of [w.practice, w.habitStart, w.habitGrow, w.exercise, w.study]) expect(o.nodes.map((n) => n.title)).not.toContain(t);
  });

  it("the compact variant goes from getting ready straight to day one", () => {
    const o = plan("Quit smoking by February 1st", "Europe/London", "compact");
    const w = PHRASES.en;
    expect(o.nodes.filter((n) => n.level === "phase").map((p) => p.title)).toEqual([w.quitReady, w.quitStay]);
    expect(byId(o, "m-day-one")!.due).toBe(byId(o, "p1-get-ready")!.due);
  });

  it("a date within a week keeps the quit plan's shape: a day or two to get ready, day one, daily check-ins", () => {
    const o = plan("Quit smoking by next Friday", "Europe/London");
    const w = PHRASES.en;
    expect(o.deadline).toBe("2026-12-04");
    expect(o.nodes.filter((n) => n.level === "phase").map((p) => p.title)).toEqual([w.quitReady, w.quitStay]);
    expect(byId(o, "m-day-one")!.due! < "2026-12-04").toBe(true);
    const checks = o.nodes.filter((n) => n.title === w.quitCheckIn);
    for (const c of checks) expect(c.cadence.kind === "recurring" && c.cadence.rrule).toBe("FREQ=DAILY");
    expect(o.nodes.filter((n) => n.level === "task").map((n) => n.title)).not.toContain("Quit smoking");
  });

  it("a few days or weeks: no taper, and day one still leaves time to stay on track", () => {
    expect(quitLayout(10, true, false)).toEqual({ ready: 2, taper: 0, stay: 8 });
    expect(quitLayout(65, true, false)).toEqual({ ready: 7, taper: MAX_TAPER_DAYS, stay: 30 });
    expect(quitLayout(56, false, false)).toEqual({ ready: 7, taper: 14, stay: 35 });
    expect(quitLayout(365, true, false).taper).toBe(MAX_TAPER_DAYS);
  });

  it("a count of the habit per day ('I smoke about fifteen a day') is never fifteen check-ins a day", () => {
    const o = plan("I smoke about fifteen a day. I want to cut down bit by bit and be completely smoke-free by the end of March.", "Europe/London");
    const checks = o.nodes.filter((n) => n.title === PHRASES.en.quitCheckIn);
    expect(checks.length).toBe(3);
    for (const c of checks) expect(c.cadence.kind === "recurring" && c.cadence.rrule).toBe("FREQ=DAILY");
  });
});

/** The kinds corpus's label of a goal as the oracle its schedule is held to. */
function acceptanceGoal(goal: string): AcceptanceGoal {
  const r = loadCorpus().find((x) => x.goal === goal);
  if (!r) throw new Error(`not in the corpus: ${goal}`);
  const e = r.expect;
  return {
    id: r.id,
    source: "heldout",
    goal: r.goal,
    now: r.now,
    timezone: r.timezone,
    oracle: { timezone: r.timezone, now: r.now, deadline: e.deadline, days: e.days, windows: e.windows, not_before: e.not_before, not_after: e.not_after, fixed_times: e.fixed_times, session_minutes: e.session_minutes, cadence: e.cadence, excluded_dates: [] },
    infeasible: null,
    pastDate: false,
    changes: [],
  };
}

/** [goal, weekdays the check-ins fall on]. */
const THROUGH_THE_PLANNER: [string, number[]][] = [
  ["Quit smoking by February 1st.", [1, 2, 3, 4, 5, 6, 7]],
  ["Stop drinking alcohol on weeknights.", [1, 2, 3, 4, 5]],
  ["Bis zum 1. März mit dem Rauchen aufhören.", [1, 2, 3, 4, 5, 6, 7]],
  ["Weniger Alkohol trinken, nur noch am Wochenende.", [6, 7]],
  ["2月1日前戒烟。", [1, 2, 3, 4, 5, 6, 7]],
];

describe("through the planner: no question asked, the check-ins on the person's days, every block within the label", () => {
  const planner = makePlanner();
  it.each(THROUGH_THE_PLANNER)("%s", async (goal, weekdays) => {
    const g = acceptanceGoal(goal);
    const walk = await toApproval(planner, g, `quit-${g.id}`);
    expect(walk.pauses).toEqual(["approval"]);
    const s = walk.state;
    expect([s.pattern?.pattern_type, s.pattern?.subtype]).toEqual(["recurring_cycle", "habit_reduction"]);
    expect(violations(s.schedule!, g.oracle, recurringIds(s))).toEqual([]);
    const w = PHRASES[outlineLanguage(s.reading!.language)];
    const checkIds = new Set(s.outline!.nodes.filter((n) => n.title === w.quitCheckIn).map((n) => n.id));
    const blocks = s.schedule!.blocks.filter((b) => checkIds.has(b.task_id)).map((b) => DateTime.fromISO(b.start, { setZone: true }).setZone(g.timezone));
    // One a day at most, on the person's days, at the end of the day (no time was named), through the deadline.
    const perDay = new Map<string, number>();
    for (const d of blocks) perDay.set(d.toISODate()!, (perDay.get(d.toISODate()!) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(1);
    expect([...new Set(blocks.map((d) => d.weekday))].sort()).toEqual(weekdays);
    expect(blocks.every((d) => d.hour >= 18 && d.hour < 21)).toBe(true);
    if (g.oracle.deadline) expect(blocks.at(-1)!.toISODate()! <= g.oracle.deadline).toBe(true);
    // Check-ins from the first week to the last: the plan does not stop at day one.
    const dayOne = s.outline!.nodes.find((n) => n.id === "m-day-one")!.due!;
    expect(blocks.some((d) => d.toISODate()! > dayOne)).toBe(true);
  }, 120_000);
});

describe("keeping in touch is a routine kept from the first week, not a habit built up from five minutes", () => {
  it.each([
    ["Call my grandmother every Sunday", "Europe/London", "FREQ=WEEKLY;BYDAY=SU"],
    ["Llamar a mi abuela todos los domingos", "Europe/Madrid", "FREQ=WEEKLY;BYDAY=SU"],
    ["每个星期天给奶奶打电话", "Asia/Shanghai", "FREQ=WEEKLY;BYDAY=SU"],
  ])("%s", (goal, zone, rrule) => {
    const r = readGoal(goal, { timezone: zone, now: NOW });
    expect([r.pattern.subtype, r.pattern.proposal]).toEqual(["social_routine", null]);
    const o = outlineFromReading(r, patternFromReading(r, { allowProposals: true }), { now: NOW, timezone: zone });
    const w = PHRASES[outlineLanguage(r.language)];
    expect(o.nodes.map((n) => n.title)).not.toContain(w.habitStart);
    const calls = o.nodes.filter((n) => n.cadence.kind === "recurring");
    expect(calls.map((n) => [n.cadence.kind === "recurring" && n.cadence.rrule, n.duration_min])).toEqual([[rrule, 60]]);
  });
});
