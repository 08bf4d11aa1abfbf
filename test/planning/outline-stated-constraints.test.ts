/** The outline keeps the person's word: a stated session length is never grown by progression; named days are the days. */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { Availability, PatternSpec } from "../../src/contracts/planning.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { generateOutline, outlineFromReading } from "../../src/planning/outline.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { generateSchedule } from "../../src/planning/schedule.js";
import { ruleFor } from "../../src/planning/outline/work.js";
import { PHRASES } from "../../src/planning/outline/words.js";

const task = (goal: string, availability: Partial<Availability>) => ({
  task_id: "t",
  intent: goal,
  constraints: { scope: null, deadline: "2027-03-31", timezone: "Europe/Berlin", availability: Availability.parse(availability) },
  raw_input: goal,
});
const arc = { pattern_type: "progressive_accumulation_arc" as const, subtype: "skill_learning", variant: null, confidence: 0.9, introduced_by: "system" as const, source_pattern: null, rfc: null };

describe("outline and stated constraints", () => {
  it("a stated 45-minute session stays 45 minutes in every phase", () => {
    const o = generateOutline(task("Practise guitar on Saturday mornings for 45 minutes until March.", { session_minutes: 45, days: ["SA"] }), arc, { now: "2026-11-23T08:41:00" });
    const sessions = o.nodes.filter((n) => n.cadence.kind === "recurring");
    expect(sessions.length).toBeGreaterThan(1);
    for (const n of sessions) {
      expect(n.duration_min).toBe(45);
      expect(n.cadence).toEqual({ kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=SA" });
    }
  });

  it("without a stated length the sessions still grow by phase", () => {
    const o = generateOutline(task("Get better at guitar until March.", {}), arc, { now: "2026-11-23T08:41:00" });
    const lengths = o.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.duration_min);
    expect(Math.max(...lengths)).toBeGreaterThan(Math.min(...lengths));
  });

  it.each([
    [["SA"], "FREQ=WEEKLY;BYDAY=SA", 1],
    [["TU", "TH"], "FREQ=WEEKLY;BYDAY=TU,TH", 2],
  ] as const)("named days %j without a count recur on exactly those days", (days, rrule, perWeek) => {
    const c = ruleFor(null, [...days], PHRASES.en);
    expect(c.rrule).toBe(rrule);
    expect(c.perWeek).toBe(perWeek);
    expect(c.stated).toBe(true);
  });
});

describe("the stated rhythm through outline and scheduler", () => {
  const NOW = "2026-12-01T08:00:00";
  const ZONE = "Europe/Berlin";
  const plan = (type: "recurring_cycle" | "progressive_accumulation_arc", subtype: string, r: Partial<GoalReadingInput>) => {
    const reading = GoalReading.parse({ language: "en", title: "Goal", deadline: "2027-02-28", pattern: { type, subtype, confidence: 0.9 }, ...r });
    const o = outlineFromReading(reading, PatternSpec.parse({ pattern_type: type, subtype }), { now: NOW, timezone: ZONE });
    const s = generateSchedule({ outline: o, roadmap: buildRoadmap(o).roadmap, availability: availabilityFromReading(reading), now: NOW });
    const sessions = s.blocks.filter((b) => o.nodes.find((n) => n.id === b.task_id)?.cadence.kind === "recurring").map((b) => DateTime.fromISO(b.start, { setZone: true }).setZone(ZONE));
    return { o, s, sessions };
  };

  it("'morning and evening, 15 minutes': one session in each window, every day", () => {
    const { o, sessions } = plan("recurring_cycle", "protocol_routine", { cadence: { count: 2, per: "day" }, session_minutes: 15, windows: [{ start: "06:00", end: "12:00" }, { start: "17:00", end: "22:00" }] });
    expect(o.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.preferred_window)).toEqual(expect.arrayContaining([{ start: "06:00", end: "12:00" }, { start: "17:00", end: "22:00" }]));
    const byDay = new Map<string, string[]>();
    for (const t of sessions) byDay.set(t.toISODate()!, [...(byDay.get(t.toISODate()!) ?? []), t.toFormat("HH:mm")]);
    expect(byDay.size).toBeGreaterThan(60);
    for (const [day, times] of byDay) {
      expect(times.length, day).toBeLessThanOrEqual(2);
      if (times.length === 2) expect([times.sort()[0]! < "12:00", times.sort()[1]! >= "17:00"], day).toEqual([true, true]);
    }
  });

  it("'twice a day' without a time of day: the two sessions are hours apart, not back to back", () => {
    const { sessions } = plan("recurring_cycle", "protocol_routine", { cadence: { count: 2, per: "day" }, session_minutes: 15 });
    const byDay = new Map<string, DateTime[]>();
    for (const t of sessions) byDay.set(t.toISODate()!, [...(byDay.get(t.toISODate()!) ?? []), t]);
    const pairs = [...byDay.values()].filter((ts) => ts.length === 2);
    expect(pairs.length).toBeGreaterThan(60);
    for (const [a, b] of pairs) expect(Math.abs(b!.diff(a!, "hours").hours)).toBeGreaterThanOrEqual(3);
  });

  it("'every other day' keeps one rhythm across the phases: never two days in a row", () => {
    const { o, sessions } = plan("progressive_accumulation_arc", "skill_learning", { cadence: { count: 1, per: "day", interval: 2 }, session_minutes: 60 });
    expect(new Set(o.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id)).size).toBeGreaterThan(1);
    const days = sessions.map((t) => t.startOf("day")).sort((a, b) => a.toMillis() - b.toMillis());
    expect(days.length).toBeGreaterThan(30);
    for (let i = 1; i < days.length; i++) expect(Math.round(days[i]!.diff(days[i - 1]!, "days").days), days[i]!.toISODate()!).toBeGreaterThanOrEqual(2);
  });
});
