/** Clarification answers split by question, and a vague goal named from the answer's own words. */
import { describe, expect, it } from "vitest";
import { GoalReading } from "../../src/contracts/goal-reading.js";
import { answersByField, goalFromAnswer, keepEarlier, namedGoal, withoutReadPhrases } from "../../src/planning/clarification.js";

const FIELDS = ["goal_detail", "cadence"];

describe("answersByField", () => {
  it("structured answers are taken as sent (unknown fields dropped)", () => {
    expect(answersByField(FIELDS, "", { goal_detail: "A", cadence: "B", colour: "red" })).toEqual({ goal_detail: "A", cadence: "B" });
  });
  it("numbered lines answer their numbers, in any order", () => {
    expect(answersByField(FIELDS, "2) twice a week\n1) a licence")).toEqual({ goal_detail: "a licence", cadence: "twice a week" });
  });
  it("unnumbered lines, one per question, in the order asked", () => {
    expect(answersByField(FIELDS, "a licence\ntwice a week")).toEqual({ goal_detail: "a licence", cadence: "twice a week" });
  });
  it("anything else is the whole text for every question", () => {
    const t = "A licence by June, twice a week.";
    expect(answersByField(FIELDS, t)).toEqual({ goal_detail: t, cadence: t });
  });
});

describe("goalFromAnswer", () => {
  const sources = { deadline: "june 1", cadence: "3 times a week", windows: "after work" };
  it.each([
    ["I want to become a licensed beekeeper by June 1, 3 times a week after work.", "Become a licensed beekeeper"],
    ["3 times a week after work. My goal is to become a licensed beekeeper by June 1", "Become a licensed beekeeper"],
    ["I'd like to pass the beekeeping exam", "Pass the beekeeping exam"],
  ])("%s → %s", (text, title) => {
    expect(goalFromAnswer(text, { sources, language: "en" })).toBe(title);
  });
  it.each(["3 times a week after work.", "By June 1, 3 times a week", "I want to get better"])("%s names no result", (text) => {
    expect(goalFromAnswer(text, { sources, language: "en" })).toBeNull();
  });
  it("takes out the phrases the reader read, whatever their case and spacing", () => {
    expect(withoutReadPhrases("Run  3 Times a Week", { cadence: "3 times a week" }).trim()).toBe("Run");
  });
});

describe("the reading of a named goal", () => {
  const base = GoalReading.parse({ language: "en", title: "Get better", deadline: null, pattern: { type: "milestone_project", subtype: null, confidence: 0.2, proposal: { name: "get_better", label: "Get better (a one-off project)" } } });
  it("a proposal is named from the person's words, never from the vague title", () => {
    const r = namedGoal(base, "Become a licensed beekeeper");
    expect(r.title).toBe("Become a licensed beekeeper");
    expect(r.pattern.proposal).toEqual({ name: "become_a_licensed_beekeeper", label: "Become a licensed beekeeper" });
    expect(namedGoal({ ...base, pattern: { ...base.pattern, subtype: "generic_project", proposal: null } }, "X").pattern.proposal).toBeNull();
  });
  it("what an earlier answer set stays when the goal is read again without it", () => {
    const earlier = { ...base, cadence: { count: 3, per: "week" as const, interval: 1, nth_weekday: null, month_day: null }, sources: { cadence: "3 times a week" } };
    const reread = { ...base, deadline: "2027-06-01", sources: { deadline: "june 1" } };
    expect(keepEarlier(earlier, reread)).toMatchObject({ deadline: "2027-06-01", cadence: { count: 3 }, sources: { cadence: "3 times a week", deadline: "june 1" } });
  });
});
