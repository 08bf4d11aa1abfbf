/**
 * "Run a 10k in March" was read with a deadline (the date parser takes a bare English month) while
 * the same goal in German, French, Spanish, Portuguese or Dutch ("im März", "en mars", "en marzo",
 * "em março", "in maart") had none and the plan ran open-ended. Every language now reads the month a
 * goal happens in as a loose deadline (its first day, the next one to come); a month the sessions
 * happen in ("samstags im März") stays the sessions' month, and a start cue ("ab März") a start.
 * Today is 2026-11-28; texts written for this test.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";

const read = (text: string) => readGoal(text, { now: "2026-11-28T09:00", timezone: "Europe/Berlin" });

describe("the month a goal happens in", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, string | null, string | null]>([
    ["Run a 10k in March", "2027-03-01", null],
    ["Ich will im März einen 10-km-Lauf schaffen, dienstags und donnerstags abends", "2027-03-01", null],
    ["Je veux courir un 10 km en mars, le mardi et le jeudi soir", "2027-03-01", null],
    ["Quiero correr 10 km en marzo", "2027-03-01", null],
    ["Quero correr 10 km em março", "2027-03-01", null],
    ["Ik wil in maart 10 km hardlopen", "2027-03-01", null],
    ["samstags im März 2 Stunden lernen", "2027-03-31", "2027-03-01"],
    ["Ab März jeden Tag joggen", null, "2027-03-01"],
  ])("%s → deadline %s, start %s", (text, deadline, start) => {
    const r = read(text);
    expect(r.deadline).toBe(deadline);
    expect(r.start).toBe(start);
  });
});
