/**
 * "Read 100 books by next Friday" was planned without a word (no realism limit for count targets).
 * A number of books by a date takes at least about 3 hours a book (data/realism-limits.json); with
 * reading outside the sessions counted (×1.5), less time than that is said with the numbers, and
 * fewer books by the date or the same books later are offered — each checked to plan.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { checkedFeasibilityChoices, planCheck, withSet } from "../../src/planning/alternatives.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { patternFromReading } from "../../src/planning/from-reading.js";

const NOW = "2026-11-24T14:00:00Z";
const ZONE = "America/New_York";
const daily = (session_minutes: number): Partial<GoalReadingInput> => ({ cadence: { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null }, session_minutes });
const books = (title: string, deadline: string, over: Partial<GoalReadingInput> = {}) =>
  GoalReading.parse({ language: "en", title, pattern: { type: "progressive_accumulation_arc", subtype: "count_target", confidence: 0.9 }, deadline, ...over });

const CASES: Array<[string, GoalReading, RegExp | null]> = [
  ["100 books by next Friday, an hour each evening", books("Read 100 books by next Friday", "2026-11-27", daily(60)), /^100 books take at least 300 hours .* gives 4 hours\.$/],
  ["100 books by next Friday, no rhythm", books("Read 100 books by next Friday", "2026-11-27"), /^100 books take at least 300 hours/],
  ["24 books by New Year, 30 minutes a night", books("Read 24 books this year", "2026-12-31", daily(30)), /^24 books take at least 72 hours/],
  ["12 books by March, 20 minutes a day: a plan", books("Read 12 books by March", "2027-03-01", daily(20)), null],
  ["24 books in a year, 30 minutes a day: a plan", books("Read 24 books", "2027-11-24", daily(30)), null],
];

describe("books by a date", () => {
  it.each(CASES)("%s", (_name, r, message) => {
    const report = assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: ZONE });
    if (!message) {
      expect(report.verdict).toBe("feasible");
      return;
    }
    expect(report.code).toBe("UNREALISTIC_READING_TARGET");
    expect(report.message).toMatch(message);
    const ctx = { pattern: patternFromReading(r, { allowProposals: false }), now: NOW, timezone: ZONE };
    const choices = checkedFeasibilityChoices(r, report, ctx);
    expect(choices.map((c) => c.id).sort()).toEqual(["later_deadline", "smaller_target"]);
    for (const c of choices) expect(planCheck(withSet(r, c.set), ctx).ok, c.label).toBe(true);
  });
});
