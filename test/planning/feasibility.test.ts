/**
 * Feasibility before planning: impossible and unrealistic goals are named in one sentence with
 * alternatives, and every alternative, once chosen, passes the same check; feasible goals pass.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility, type FeasibilityReport } from "../../src/planning/feasibility.js";

const NOW = "2026-11-23T09:00:00";
const ZONE = "Europe/Berlin";
const cad = (count: number, per: "day" | "week" | "month") => ({ count, per, interval: 1, nth_weekday: null, month_day: null });
const reading = (over: Partial<GoalReadingInput>) =>
  GoalReading.parse({ language: "en", title: "Goal", pattern: { type: "milestone_project", subtype: "generic_project", confidence: 0.9 }, deadline: null, ...over });
const check = (r: GoalReading): FeasibilityReport => assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });

const CASES: Array<[string, Partial<GoalReadingInput>, string | null]> = [
  ["fluent Mandarin in two weeks at ten minutes a day", { title: "Fluent Mandarin", pattern: { type: "progressive_accumulation_arc", subtype: "language_learning", confidence: 0.9 }, deadline: "2026-12-07", cadence: cad(1, "day"), session_minutes: 10, level: { current: null, target: "fluent Mandarin" } }, "UNREALISTIC_LANGUAGE_TARGET"],
  ["50 hours of running a week", { title: "Run a lot", pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.9 }, cadence: cad(5, "week"), session_minutes: 600 }, "UNREALISTIC_TRAINING_VOLUME"],
  ["three 9-hour sessions a day", { cadence: cad(3, "day"), session_minutes: 540 }, "MORE_THAN_A_DAY"],
  ["14 hours of work by tomorrow, evenings only", { deadline: "2026-11-24", total_effort_minutes: 840, windows: [{ days: null, start: "18:00", end: "22:00" }] }, "EFFORT_EXCEEDS_TIME"],
  ["5 times a week, only on weekends", { cadence: cad(5, "week"), days: ["SA", "SU"] }, "FREQUENCY_EXCEEDS_ALLOWED_DAYS"],
  ["lose 15 kg in two weeks", { title: "Lose 15 kg", pattern: { type: "progressive_accumulation_arc", subtype: "weight_loss", confidence: 0.9 }, deadline: "2026-12-07", level: { current: null, target: "15 kg" } }, "UNREALISTIC_WEIGHT_LOSS_RATE"],
  // "From 80 to 70 kg" is 10 kg to lose, not 80: the start and end weight, not the amount.
  ["from 80 to 70 kg in half a year", { title: "半年內從80公斤減到70公斤", pattern: { type: "progressive_accumulation_arc", subtype: "weight_loss", confidence: 0.9 }, deadline: "2027-05-23" }, null],
  ["from 80 to 70 kg in two weeks", { title: "From 80 kg to 70 kg", pattern: { type: "progressive_accumulation_arc", subtype: "weight_loss", confidence: 0.9 }, deadline: "2026-12-07" }, "UNREALISTIC_WEIGHT_LOSS_RATE"],
  // Muscle to gain: about half a kilo a week is already fast; a lift's weight is no muscle.
  ["put on 12 kg of muscle in six weeks", { title: "Put on 12 kg of muscle", pattern: { type: "progressive_accumulation_arc", subtype: "strength_building", confidence: 0.9 }, deadline: "2027-01-04" }, "UNREALISTIC_MUSCLE_GAIN_RATE"],
  ["10 kg Muskelmasse in einem Monat", { language: "de", title: "10 kg Muskelmasse aufbauen", pattern: { type: "progressive_accumulation_arc", subtype: "strength_building", confidence: 0.9 }, deadline: "2026-12-23" }, "UNREALISTIC_MUSCLE_GAIN_RATE"],
  ["4 kg of muscle in half a year", { title: "Gain 4 kg of muscle", pattern: { type: "progressive_accumulation_arc", subtype: "strength_building", confidence: 0.9 }, deadline: "2027-05-23" }, null],
  ["deadlift 20 kg more in a month", { title: "Deadlift 20 kg more", pattern: { type: "progressive_accumulation_arc", subtype: "strength_building", confidence: 0.9 }, deadline: "2026-12-23" }, null],
  ["a marathon in three weeks", { title: "Run a marathon", pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.9 }, deadline: "2026-12-14" }, "UNREALISTIC_RACE_PREPARATION"],
  ["half marathon in 12 weeks, 4 times a week", { title: "Run a half marathon", pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.9 }, deadline: "2027-02-15", cadence: cad(4, "week"), not_before: "07:00" }, null],
  ["about 4 hours of work by Sunday, an hour each evening", { deadline: "2026-11-29", total_effort_minutes: 240, cadence: cad(1, "day"), session_minutes: 60, windows: [{ days: null, start: "17:00", end: "22:00" }] }, null],
  ["Spanish B1 in a year, 30 minutes a day", { title: "Spanish B1", pattern: { type: "progressive_accumulation_arc", subtype: "language_learning", confidence: 0.9 }, deadline: "2027-11-23", cadence: cad(1, "day"), session_minutes: 30, level: { current: null, target: "B1" } }, null],
];

describe("assessFeasibility", () => {
  it.each(CASES)("%s", (_name, over, code) => {
    const r = reading(over);
    const report = check(r);
    expect(report.code).toBe(code);
    if (code === null) {
      expect(report.verdict).toBe("feasible");
      return;
    }
    expect(report.verdict).not.toBe("feasible");
    expect(report.message).toMatch(/\.$/);
    expect(report.message!.split(/\.\s/).length).toBe(1); // one plain sentence
    expect(report.alternatives.length).toBeGreaterThanOrEqual(1);
    for (const alt of report.alternatives) {
      const chosen = GoalReading.parse({ ...r, ...alt.set });
      expect(check(chosen).code, `${alt.id}: ${alt.label}`).not.toBe(code);
    }
  });

  it("offers at least two alternatives when time runs short", () => {
    const r = reading({ deadline: "2026-12-01", total_effort_minutes: 1200, cadence: cad(1, "day"), session_minutes: 60 });
    const report = check(r);
    expect(report.code).toBe("EFFORT_EXCEEDS_TIME");
    expect(report.alternatives.map((a) => a.id)).toEqual(expect.arrayContaining(["later_deadline", "more_time"]));
  });
});

describe("the race preparation message names its unit", () => {
  it.each<[string, RegExp]>([
    ["2026-11-29", /leaves \d days\.$/],
    ["2026-12-14", /leaves [\d.]+ weeks\.$/],
  ])("race on %s", (deadline, message) => {
    const report = check(reading({ title: "Run a marathon", pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.9 }, deadline }));
    expect(report.code).toBe("UNREALISTIC_RACE_PREPARATION");
    expect(report.message).toMatch(message);
  });
});
