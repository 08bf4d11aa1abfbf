/**
 * An escalation offers at least two alternatives where two exist, and every one of them plans when
 * chosen (checked through the pipeline the escalation uses): a race too soon also offers a shorter
 * race; a language target also offers more time a day; stated work that does not fit also offers
 * what fits by the date. Each case failed with a single choice before.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { checkedFeasibilityChoices, planCheck, withSet } from "../../src/planning/alternatives.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility, raceIn } from "../../src/planning/feasibility.js";
import { patternFromReading } from "../../src/planning/from-reading.js";

const NOW = "2026-11-24T09:00:00Z";
const ZONE = "America/Denver";
const cad = (count: number, per: "day" | "week") => ({ count, per, interval: 1, nth_weekday: null, month_day: null });
const race = (over: Partial<GoalReadingInput>) => ({ pattern: { type: "progressive_accumulation_arc" as const, subtype: "endurance_training", confidence: 0.9 }, ...over });
const lang = (over: Partial<GoalReadingInput>) => ({ pattern: { type: "progressive_accumulation_arc" as const, subtype: "language_learning", confidence: 0.9 }, ...over });
const reading = (over: Partial<GoalReadingInput>) => GoalReading.parse({ language: "en", title: "Goal", pattern: { type: "milestone_project", subtype: "generic_project", confidence: 0.9 }, deadline: null, ...over });

// [goal, reading, code, ids every choice list must contain, a label that must appear (the person's language)]
const CASES: Array<[string, Partial<GoalReadingInput>, string, string[], RegExp | null]> = [
  ["a marathon in 2 weeks, 4 runs a week", race({ title: "Run a marathon", deadline: "2026-12-08", cadence: cad(4, "week") }), "UNREALISTIC_RACE_PREPARATION", ["later_deadline", "shorter_race"], /^a 5k on 2026-12-08 instead$/],
  ["een halve marathon over 10 dagen (nl)", race({ language: "nl", title: "Een halve marathon lopen", deadline: "2026-12-04", cadence: cad(3, "week") }), "UNREALISTIC_RACE_PREPARATION", ["later_deadline", "shorter_race"], /^in plaats daarvan een 5k vanaf 2026-12-22$/],
  ["Halbmarathon in 3 Wochen: a half marathon, not a marathon", race({ language: "de", title: "Halbmarathon laufen", deadline: "2026-12-15", cadence: cad(3, "week") }), "UNREALISTIC_RACE_PREPARATION", ["later_deadline", "shorter_race"], /^stattdessen einen 10k am 2026-12-15$/],
  ["fluent Japanese by March, 3 × 30 min a week (fr)", lang({ language: "fr", title: "Parler japonais couramment", deadline: "2027-03-01", cadence: cad(3, "week"), session_minutes: 30, level: { current: null, target: "couramment" } }), "UNREALISTIC_LANGUAGE_TARGET", ["later_deadline"], null],
  ["40 hours of work in 3 days, 1 hour a day", { deadline: "2026-11-27", total_effort_minutes: 2400, cadence: cad(1, "day"), session_minutes: 60 }, "EFFORT_EXCEEDS_TIME", ["smaller_target"], /^about \d+ hours of work by 2026-11-27 instead of 40 hours$/],
];

describe("escalations offer two checked alternatives where two exist", () => {
  it.each(CASES)("%s", (_name, over, code, ids, label) => {
    const r = reading(over);
    const report = assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });
    expect(report.code).toBe(code);
    expect(report.message).toMatch(/\d/);
    if (/Halbmarathon/.test(r.title)) expect(report.message).toMatch(/^A half marathon usually needs at least 8 weeks/);
    const ctx = { pattern: patternFromReading(r, { allowProposals: false }), now: NOW, timezone: ZONE };
    const choices = checkedFeasibilityChoices(r, report, ctx);
    expect(choices.length, JSON.stringify(report.alternatives.map((a) => a.label))).toBeGreaterThanOrEqual(2);
    expect(choices.map((c) => c.id)).toEqual(expect.arrayContaining(ids));
    for (const c of choices) expect(planCheck(withSet(r, c.set), ctx).ok, c.label).toBe(true);
    if (label) expect(choices.map((c) => c.label).some((l) => label.test(l)), choices.map((c) => c.label).join(" | ")).toBe(true);
  });
});

describe("raceIn", () => {
  it.each<[string, string | null]>([
    ["Run a marathon", "marathon"],
    ["Run a half-marathon", "half marathon"],
    ["Halbmarathon laufen", "half marathon"],
    ["Correr una media maratón", "half marathon"],
    ["Run 5 km three times a week", null],
    ["Run my first 10k", "10k"],
  ])("%s", (text, expected) => expect(raceIn(text)).toBe(expected));
});

describe("the feasibility sentence keeps its figures in the person's language", () => {
  const savings = (language: string, title: string, deadline: string) =>
    reading({ language, title, pattern: { type: "recurring_cycle", subtype: "savings_plan", confidence: 0.9 }, deadline, cadence: { count: 1, per: "month", interval: 1, nth_weekday: null, month_day: null } });
  it.each<[string, GoalReading, RegExp]>([
    ["es savings", savings("es", "Ahorrar 10000 euros antes de junio ahorrando 300 euros al mes", "2027-06-01"), /^6 transferencias de 300 euros hasta el 2027-06-01 suman 1800 euros, 8200 euros menos que 10000 euros\.$/],
    ["de language", reading(lang({ language: "de", title: "Fließend Spanisch", deadline: "2027-02-01", cadence: cad(1, "day"), session_minutes: 15, level: { current: null, target: "fließend" } })), /^C1 braucht meist etwa 800 Stunden Lernzeit, dieser Plan gibt bis 2027-02-01 [\d.]+ Stunden\.$/],
    ["nl race", reading(race({ language: "nl", title: "Een halve marathon lopen", deadline: "2026-12-04", cadence: cad(3, "week") })), /^Een halve marathon vraagt meestal minstens 8 weken training; tot 2026-12-04 blijven 11 dagen over\.$/],
    ["en keeps the English message", reading(race({ title: "Run a marathon", deadline: "2026-12-08" })), /^A marathon usually needs at least 16 weeks of training; 2026-12-08 leaves 2.1 weeks\.$/],
  ])("%s", (_name, r, said) => {
    const report = assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });
    expect(report.said).toMatch(said);
  });
});

describe("a day that cannot hold the sessions", () => {
  it("offers the same number of sessions, short enough for the daily ceiling, beside one session a day", () => {
    const r = reading({ title: "Practice piano", deadline: "2027-03-01", cadence: cad(5, "day"), session_minutes: 180 });
    const report = assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });
    expect(report.code).toBe("DAY_WINDOWS_TOO_SHORT");
    const ctx = { pattern: patternFromReading(r, { allowProposals: false }), now: NOW, timezone: ZONE };
    const choices = checkedFeasibilityChoices(r, report, ctx);
    expect(choices.map((c) => c.label)).toEqual(["5 sessions of 120 minutes a day", "one session of 180 minutes a day"]);
  });
});
