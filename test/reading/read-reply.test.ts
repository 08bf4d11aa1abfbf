/** Change requests read as deltas on the goal's reading, and merged: what the person did not mention stays. */
import { beforeAll, describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingDelta } from "../../src/contracts/goal-reading.js";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readReply } from "../../src/planning/reading/read-reply.js";

const clock = { now: "2026-12-01T08:00", timezone: "Europe/Berlin" };
const cad = (count: number, per: "day" | "week" | "month") => ({ count, per, interval: 1, nth_weekday: null, month_day: null });

/** "Run 4 times a week, never before 7am, by March 1." */
const run = GoalReading.parse({
  language: "en",
  title: "Run a half marathon",
  pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.8 },
  deadline: "2027-03-01",
  cadence: cad(4, "week"),
  not_before: "07:00",
  fixed_times: [{ days: null, time: "07:30" }],
});

describe("readReply (en)", () => {
  // The first reply compiles every lexicon's phrases it tries; that is not what these cases time.
  beforeAll(() => void readReply("warm up", run, clock), 120_000);

  it.each<[string, GoalReadingDelta["set"], string[]?]>([
    ["only 3 times a week", { cadence: cad(3, "week") }],
    ["not on Fridays", { days: ["MO", "TU", "WE", "TH", "SA", "SU"] }],
    ["mornings only", { windows: [{ days: null, start: "06:00", end: "12:00" }] }],
    ["push the deadline to May 1", { deadline: "2027-05-01" }],
    ["we need two more weeks", { deadline: "2027-03-15" }],
    ["sessions of 45 minutes", { session_minutes: 45 }],
    ["start at 18:30", { fixed_times: [{ days: null, time: "18:30" }] }],
    ["8am instead of 7:30am", { fixed_times: [{ days: null, time: "08:00" }] }],
    ["one more session", { cadence: cad(5, "week") }],
    ["no deadline", {}, ["deadline"]],
  ])("%s", (text, set, clear = []) => {
    const d = readReply(text, run, clock);
    expect(d.set).toEqual(set);
    expect(d.clear).toEqual(clear);
    expect(d.parts.every((p) => p.status === "applied")).toBe(true);
  });

  it("a request no field can express is not understood, never silently ignored", () => {
    const d = readReply("make it more fun", run, clock);
    expect(d.set).toEqual({});
    expect(d.parts).toEqual([expect.objectContaining({ status: "not_understood", field: null })]);
  });

  it("a reply in the goal's language wins a tie with a misdetected one ('skip weekends' is not Dutch)", () => {
    expect(readReply("skip weekends", run, clock).set).toEqual({ days: ["MO", "TU", "WE", "TH", "FR"] });
  });
});

describe("applyReadingDelta", () => {
  it("replaces the fields a delta sets, resets the ones it clears, keeps the rest", () => {
    const merged = applyReadingDelta(run, { set: { cadence: cad(3, "week") }, clear: ["fixed_times"], parts: [] });
    expect(merged.cadence).toEqual(cad(3, "week"));
    expect(merged.fixed_times).toEqual([]);
    expect(merged.not_before).toBe("07:00");
    expect(merged.deadline).toBe("2027-03-01");
    expect(merged.pattern).toEqual(run.pattern);
  });

  it("a new deadline answers a past-date issue", () => {
    const past = GoalReading.parse({ ...run, deadline: null, issues: [{ code: "PAST_DATE", field: "deadline", phrase: "by 3 March 2025", message: "passed" }] });
    const merged = applyReadingDelta(past, readReply("by May 1", past, clock));
    expect(merged.deadline).toBe("2027-05-01");
    expect(merged.issues).toEqual([]);
  });
});
