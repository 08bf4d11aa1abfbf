/**
 * Lengths the person gave some days of their own (GoalReading.session_lengths: "30 minutes on
 * weekday evenings and an hour on Saturday mornings", "2 hours a day on weekdays and 4 on
 * weekends"): every session on such a day has that day's length in every phase (a template's
 * growth is for the other days), one-off work on it comes in pieces of at most that length and a
 * day holds no more than the person gives it; feasibility counts a week at those lengths; the
 * alternatives and the approval summary keep them. Blocks are checked in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { Availability, InteractionPolicy, PlanOutline } from "../../src/contracts/planning.js";
import { availabilityFromReading, statedWeeklyMinutes } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { genericCandidates, planCheck } from "../../src/planning/alternatives.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { summarizePlan } from "../../src/planning/policy-helpers.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { generateSchedule, planSchedule } from "../../src/planning/schedule.js";

const WD = ["MO", "TU", "WE", "TH", "FR"] as const;
const DAY = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

function reading(over: Omit<GoalReadingInput, "language" | "title" | "deadline"> & Partial<GoalReadingInput>): GoalReading {
  return GoalReading.parse({ language: "en", title: "Goal", deadline: null, ...over });
}

function plan(r: GoalReading, now: string, zone: string) {
  const pattern = patternFromReading(r, { allowProposals: false });
  const outline = outlineFromReading(r, pattern, { now, timezone: zone });
  const roadmap = buildRoadmap(outline);
  expect(roadmap.feasible, roadmap.infeasibility?.reason).toBe(true);
  const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability: availabilityFromReading(r), now, timezone: zone });
  expect(schedule.infeasible).toBeNull();
  return { outline, schedule };
}

const local = (iso: string, zone: string) => DateTime.fromISO(iso, { setZone: true }).setZone(zone);
const minutesOf = (b: { start: string; end: string }) => Math.round(DateTime.fromISO(b.end).diff(DateTime.fromISO(b.start), "minutes").minutes);

const guitar = reading({
  title: "Guitar practice",
  pattern: { type: "progressive_accumulation_arc", subtype: "skill_learning", confidence: 1 },
  days: [...WD, "SA"],
  windows: [
    { days: [...WD], start: "20:00", end: "22:00" },
    { days: ["SA"], start: "06:00", end: "12:00" },
  ],
  session_lengths: [
    { days: [...WD], minutes: 30 },
    { days: ["SA"], minutes: 60 },
  ],
});
const gmat = reading({
  title: "Prepare for the GMAT",
  pattern: { type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 1 },
  deadline: "2027-03-20",
  cadence: { count: 1, per: "day" },
  session_lengths: [
    { days: [...WD], minutes: 120 },
    { days: ["SA", "SU"], minutes: 240 },
  ],
});

describe("the reading's per-day lengths become the availability's", () => {
  it("each day's session and what a day holds, when every allowed day has a session", () => {
    const a = availabilityFromReading(gmat);
    expect(a.day_lengths).toEqual([
      { days: [...WD], session_minutes: 120, daily_minutes: 120 },
      { days: ["SA", "SU"], session_minutes: 240, daily_minutes: 240 },
    ]);
    // Lengths for named days with no rhythm are a session on each of them.
    expect(availabilityFromReading(guitar).day_lengths.map((l) => l.daily_minutes)).toEqual([30, 60]);
    // Three sessions a week on any of seven days: a length is per session only.
    const three = reading({ pattern: gmat.pattern, cadence: { count: 3, per: "week" }, session_lengths: [{ days: ["SA"], minutes: 90 }] });
    expect(availabilityFromReading(three).day_lengths).toEqual([{ days: ["SA"], session_minutes: 90, daily_minutes: null }]);
  });

  it("a week at those lengths: 2 hours on weekdays and 4 at the weekend is 18 hours", () => {
    expect(statedWeeklyMinutes(gmat, DAY as never, 60)).toBe(18 * 60);
    expect(statedWeeklyMinutes(guitar, [...WD, "SA"], 60)).toBe(5 * 30 + 60);
  });
});

describe("sessions keep the length the person gave their day, in every phase", () => {
  const cases = [
    { name: "guitar: 30 min weekday evenings, 60 min Saturday mornings (no rhythm stated)", r: guitar, zone: "Europe/London", want: { MO: 30, TU: 30, WE: 30, TH: 30, FR: 30, SA: 60 } as Record<string, number> },
    { name: "guitar every day, Sundays off", r: { ...guitar, cadence: { count: 1, per: "day" as const, interval: 1, nth_weekday: null, month_day: null } }, zone: "America/Chicago", want: { MO: 30, TU: 30, WE: 30, TH: 30, FR: 30, SA: 60 } as Record<string, number> },
    { name: "GMAT: 2 h on weekdays, 4 h at the weekend", r: gmat, zone: "Asia/Kolkata", want: { MO: 120, TU: 120, WE: 120, TH: 120, FR: 120, SA: 240, SU: 240 } as Record<string, number> },
  ];
  it.each(cases)("$name", ({ r, zone, want }) => {
    const { outline, schedule } = plan(r, "2026-11-28T09:00:00", zone);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
    const seen = new Set<string>();
    for (const b of schedule.blocks) {
      const s = local(b.start, zone);
      const day = DAY[s.weekday - 1]!;
      expect(Object.keys(want), `${b.task_id} on ${day}`).toContain(day);
      if (recurring.has(b.task_id)) {
        expect(minutesOf(b), `${b.task_id} ${s.toISO()}`).toBe(want[day]);
        seen.add(day);
      } else expect(minutesOf(b), `${b.task_id} ${s.toISO()}`).toBeLessThanOrEqual(want[day]!);
    }
    // Every named day has its sessions (one a day), and the growth of a phased plan touches none of them.
    expect([...seen].sort()).toEqual(Object.keys(want).sort());
    const perDay = new Map<string, number>();
    for (const b of schedule.blocks) if (recurring.has(b.task_id)) perDay.set(local(b.start, zone).toISODate()!, (perDay.get(local(b.start, zone).toISODate()!) ?? 0) + 1);
    expect(Math.max(...perDay.values())).toBe(1);
  });

  it("the exam's mock is one sitting on a day whose length holds it, in that day's place", () => {
    const { outline, schedule } = plan(gmat, "2026-11-28T09:00:00", "Asia/Kolkata");
    const mocks = outline.nodes.filter((n) => n.one_sitting);
    expect(mocks.length).toBeGreaterThan(0);
    for (const m of mocks) {
      const blocks = schedule.blocks.filter((b) => b.task_id === m.id);
      expect(blocks).toHaveLength(1);
      expect(["SA", "SU"]).toContain(DAY[local(blocks[0]!.start, "Asia/Kolkata").weekday - 1]);
      expect(minutesOf(blocks[0]!)).toBe(240);
    }
  });

  it("the notes and the approval summary name each day's length", () => {
    const { outline } = plan(guitar, "2026-11-28T09:00:00", "Europe/London");
    const root = outline.nodes.find((n) => n.id === outline.root_id)!;
    expect(root.notes).toContain("Sessions of 30 min on Monday, Tuesday, Wednesday, Thursday and Friday, 1 h on Saturday, as asked.");
    const text = summarizePlan(outline, InteractionPolicy.parse({ conversation_style: "coach" }), "en").text;
    expect(text).toMatch(/30 min MO,TU,WE,TH,FR, 60 min SA/);
    expect(text).not.toMatch(/, (40|45) min\b/);
  });
});

describe("the scheduler: a node's own lengths by weekday, one-off work by the day's length", () => {
  const ZONE = "Australia/Sydney";
  const outline = (nodes: unknown[]) =>
    PlanOutline.parse({ pattern: { pattern_type: "recurring_cycle" }, root_id: "goal", generator: "test", start: "2027-03-01", deadline: "2027-03-21", timezone: ZONE, nodes: [{ id: "goal", title: "Goal", level: "goal", parent_id: null }, ...nodes] });

  it("a recurring node is as long as its weekday says, also when an occurrence slides onto another day", () => {
    const o = outline([{ id: "s", title: "S", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=TH,FR" }, duration_min: 30, day_minutes: [{ days: ["SA", "SU"], minutes: 90 }] }]);
    // Friday is not allowed: Friday's occurrence slides to Saturday, and is Saturday's 90 minutes there.
    const s = generateSchedule({ outline: o, availability: Availability.parse({ days: ["MO", "TU", "WE", "TH", "SA", "SU"] }), now: "2027-03-01T00:00:00" });
    expect(s.infeasible).toBeNull();
    expect(s.unplaced).toEqual([]);
    expect(s.blocks.map((b) => `${DAY[local(b.start, ZONE).weekday - 1]} ${minutesOf(b)}`)).toEqual(["TH 30", "SA 90", "TH 30", "SA 90", "TH 30", "SA 90"]);
  });

  it("a day's length longer than that day's window is said, not cut", () => {
    const o = outline([{ id: "s", title: "S", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=TU,SA" }, duration_min: 30, day_minutes: [{ days: ["SA"], minutes: 240 }] }]);
    const s = generateSchedule({ outline: o, availability: Availability.parse({ windows: [{ days: ["SA"], start: "09:00", end: "12:00" }] }), now: "2027-03-01T00:00:00" });
    expect(s.infeasible?.code).toBe("BLOCK_EXCEEDS_WINDOW");
    expect(s.infeasible?.reason).toMatch(/240-minute sessions on SA .* 180 minutes/);
  });

  it("one-off work on a day with its own length comes in pieces of at most that length, and within what the day holds", () => {
    const o = outline([{ id: "w", title: "Work", level: "task", parent_id: "goal", duration_min: 600 }]);
    const availability = Availability.parse({
      session_minutes: 45,
      daily_minutes: 45,
      requested_frequency: "daily",
      day_lengths: [{ days: ["SA", "SU"], session_minutes: 150, daily_minutes: 150 }],
    });
    const s = generateSchedule({ outline: o, availability, now: "2027-03-01T00:00:00" });
    expect(s.infeasible).toBeNull();
    expect(s.unplaced).toEqual([]);
    const perDay = new Map<string, number>();
    for (const b of s.blocks) {
      const st = local(b.start, ZONE);
      const weekend = st.weekday >= 6;
      expect(minutesOf(b), b.start).toBeLessThanOrEqual(weekend ? 150 : 45);
      perDay.set(st.toISODate()!, (perDay.get(st.toISODate()!) ?? 0) + minutesOf(b));
    }
    for (const [d, m] of perDay) expect(m, d).toBeLessThanOrEqual(DateTime.fromISO(d).weekday >= 6 ? 150 : 45);
    expect(s.blocks.reduce((n, b) => n + minutesOf(b), 0)).toBe(600);
  });
});

describe("feasibility and alternatives count the week at the day's lengths", () => {
  const NOW = "2026-11-28T09:00:00";
  const ZONE = "Europe/Berlin";

  it("40 hours by three weeks on: enough at 2 h + 4 h lengths, short at 30 + 60", () => {
    const sized = (r: GoalReading, deadline: string) => ({ ...r, deadline, total_effort_minutes: 40 * 60 });
    const rich = sized(gmat, "2026-12-19");
    expect(assessFeasibility({ reading: rich, availability: availabilityFromReading(rich), now: NOW, timezone: ZONE }).verdict).toBe("feasible");
    const lean = sized({ ...guitar, cadence: { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null } }, "2026-12-19");
    const report = assessFeasibility({ reading: lean, availability: availabilityFromReading(lean), now: NOW, timezone: ZONE });
    expect(report.code).toBe("EFFORT_EXCEEDS_TIME");
    // 22 days of 5 × 30 + 60 minutes a week: 11 hours.
    expect(report.available_minutes).toBe(11 * 60);
  });

  it("a day's own length its windows cannot hold is said, with the longest that fits that day", () => {
    const r = reading({ ...gmat, windows: [{ days: ["SA", "SU"], start: "09:00", end: "12:00" }] });
    const report = assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });
    expect(report.code).toBe("DAY_WINDOWS_TOO_SHORT");
    expect(report.message).toMatch(/240 minutes on SA/);
    expect(report.alternatives[0]!.set.session_lengths).toEqual([
      { days: [...WD], minutes: 120 },
      { days: ["SA", "SU"], minutes: 180 },
    ]);
  });

  it("shorter sessions keep each day's own length, shortened, and still plan", () => {
    const ctx = { pattern: patternFromReading(gmat, { allowProposals: false }), now: NOW, timezone: ZONE };
    const shorter = genericCandidates(gmat, ctx).find((c) => c.set.session_lengths)!;
    expect(shorter.set.session_lengths).toEqual([
      { days: [...WD], minutes: 80 },
      { days: ["SA", "SU"], minutes: 160 },
    ]);
    expect(planCheck({ ...gmat, session_lengths: shorter.set.session_lengths! }, ctx).ok).toBe(true);
  });
});
