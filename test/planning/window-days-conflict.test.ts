/**
 * Times the person gave only for weekdays that an exception also ruled out ("Saturday and Sunday
 * afternoons 2–6pm … except the weekend of …" read as no weekends) cannot all hold: before, the
 * scheduler fell back to its default day on the remaining weekdays (sessions on a Tuesday at 07:00
 * nobody asked for). Now feasibility says so with the days and times, and both ways out plan.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { checkedFeasibilityChoices, planCheck, withSet } from "../../src/planning/alternatives.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { patternFromReading } from "../../src/planning/from-reading.js";

const NOW = "2026-11-24T03:00:00Z";
const ZONE = "Asia/Kolkata";
const project = (over: Partial<GoalReadingInput>) =>
  GoalReading.parse({ language: "en", title: "Launch my side project", pattern: { type: "milestone_project", subtype: "launch", confidence: 0.9 }, deadline: "2027-02-28", ...over });
const weekend = [{ days: ["SA", "SU"] as const, start: "14:00", end: "18:00" }];

const CASES: Array<[string, GoalReading, string | null]> = [
  ["weekend windows, weekends excluded", project({ windows: weekend as never, excluded_days: ["SA", "SU"] }), "WINDOW_DAYS_NOT_ALLOWED"],
  ["Sunday mornings, days MO–FR", project({ windows: [{ days: ["SU"], start: "08:00", end: "11:00" }], days: ["MO", "TU", "WE", "TH", "FR"] }), "WINDOW_DAYS_NOT_ALLOWED"],
  ["weekend windows, weekends allowed", project({ windows: weekend as never, days: ["SA", "SU"] }), null],
  ["one window day still allowed", project({ windows: weekend as never, excluded_days: ["SU"] }), null],
  ["windows without days", project({ windows: [{ days: null, start: "19:00", end: "21:00" }], excluded_days: ["SA", "SU"] }), null],
];

describe("windows only on days ruled out", () => {
  it.each(CASES)("%s", (_name, r, code) => {
    const report = assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });
    expect(report.code === "WINDOW_DAYS_NOT_ALLOWED" ? report.code : null).toBe(code);
    if (!code) return;
    expect(report.message).toMatch(/\d\d:\d\d–\d\d:\d\d/);
    const ctx = { pattern: patternFromReading(r, { allowProposals: false }), now: NOW, timezone: ZONE };
    const choices = checkedFeasibilityChoices(r, report, ctx);
    expect(choices.length).toBe(2);
    for (const c of choices) expect(planCheck(withSet(r, c.set), ctx).ok, c.label).toBe(true);
  });
});
