/** Dates off read from goals and replies in every language, and Easter from the computus. */
import { beforeAll, describe, expect, it } from "vitest";
import { GoalReading } from "../../src/contracts/goal-reading.js";
import { easterSunday, easterPeriod, christmasPeriod, merge } from "../../src/planning/reading/extract-periods.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";

// Monday 23 November 2026.
const clock = { now: "2026-11-23T18:30", timezone: "Europe/Berlin" };
const r = (from: string, to = from) => ({ from, to });

describe("easterSunday (Gregorian computus)", () => {
  // Published dates of Western Easter.
  it.each([
    [2024, "2024-03-31"], [2025, "2025-04-20"], [2026, "2026-04-05"], [2027, "2027-03-28"], [2028, "2028-04-16"],
    [2029, "2029-04-01"], [2030, "2030-04-21"], [2035, "2035-03-25"], [2038, "2038-04-25"], [2285, "2285-03-22"],
  ])("%i → %s", (year, date) => expect(easterSunday(year)).toBe(date));
  it("the Easter holidays to come run Holy Monday to Easter Monday", () => {
    expect(easterPeriod("2026-11-23")).toEqual(r("2027-03-22", "2027-03-29"));
    expect(easterPeriod("2027-03-25")).toEqual(r("2027-03-22", "2027-03-29"));
    expect(easterPeriod("2027-03-30")).toEqual(r("2028-04-10", "2028-04-17"));
  });
  it("the Christmas holidays to come, or under way", () => {
    expect(christmasPeriod("2026-11-23")).toEqual(r("2026-12-24", "2027-01-01"));
    expect(christmasPeriod("2027-01-01")).toEqual(r("2026-12-24", "2027-01-01"));
  });
  it("merge joins overlapping and touching ranges", () => {
    expect(merge([r("2027-01-10", "2027-01-12"), r("2026-12-24", "2027-01-01"), r("2027-01-13"), r("2027-01-11", "2027-01-11")])).toEqual([r("2026-12-24", "2027-01-01"), r("2027-01-10", "2027-01-13")]);
  });
});

describe("dates off in a goal", () => {
  beforeAll(() => void readGoal("warm up", clock), 120_000);
  it.each<[string, { from: string; to: string }[], string | null]>([
    ["Run 3 times a week until March. I'm away Jan 10-17.", [r("2027-01-10", "2027-01-17")], null],
    ["Study for the exam by May 20, 4 evenings a week, no sessions over Christmas.", [r("2026-12-24", "2027-01-01")], "2027-05-20"],
    ["Practise piano daily except December 24 and 31.", [r("2026-12-24"), r("2026-12-31")], null],
    ["Train for the marathon by May 1; I'm on holiday from 3 to 10 February.", [r("2027-02-03", "2027-02-10")], "2027-05-01"],
    ["Write the thesis by June 30, weekday mornings, with a week off at Easter.", [r("2027-03-22", "2027-03-29")], "2027-06-30"],
    ["Learn Spanish by summer, skip the week of Christmas.", [r("2026-12-21", "2026-12-27")], "2027-06-21"],
    ["Lauftraining bis zum 1. Mai, dreimal pro Woche, Urlaub vom 10. bis 17. Januar.", [r("2027-01-10", "2027-01-17")], "2027-05-01"],
    ["Réviser pour l'examen avant le 1er juin, pas de séances pendant les vacances de Noël.", [r("2026-12-24", "2027-01-01")], "2027-06-01"],
    ["Estudiar para el examen antes del 30 de mayo, estoy de vacaciones del 10 al 17 de enero.", [r("2027-01-10", "2027-01-17")], "2027-05-30"],
    ["Correr 3 vezes por semana até junho, de férias de 10 a 17 de janeiro.", [r("2027-01-10", "2027-01-17")], "2027-06-01"],
    ["Elke ochtend hardlopen tot april, op vakantie van 10 tot 17 januari.", [r("2027-01-10", "2027-01-17")], "2027-04-01"],
    ["3月末までに毎朝ジョギング、1月10日から17日まで出張。", [r("2027-01-10", "2027-01-17")], "2027-03-31"],
    ["六月底之前学会游泳，1月10日到17日出差。", [r("2027-01-10", "2027-01-17")], "2027-06-30"],
    // No off word: a date is the deadline, not a day off.
    ["Run a half marathon on May 1, 4 times a week except Sundays.", [], "2027-05-01"],
  ])("%s", (text, excluded, deadline) => {
    const g = readGoal(text, clock);
    expect(g.excluded_dates).toEqual(excluded);
    if (deadline !== null) expect(g.deadline).toBe(deadline);
  });
});

describe("dates off in a reply add to the reading's", () => {
  const base = GoalReading.parse({
    language: "en",
    title: "Run a 10k",
    pattern: { type: "progressive_accumulation_arc", subtype: "endurance_training", confidence: 0.9 },
    deadline: "2027-03-20",
    cadence: { count: 3, per: "week", interval: 1, nth_weekday: null, month_day: null },
    windows: [{ days: null, start: "17:00", end: "22:00" }],
    excluded_dates: [r("2026-12-31")],
  });
  it.each<[string, { from: string; to: string }[]]>([
    ["I'm travelling Jan 10-17, no sessions then", [r("2026-12-31"), r("2027-01-10", "2027-01-17")]],
    ["skip the week of Christmas", [r("2026-12-21", "2026-12-27"), r("2026-12-31")]],
    ["I need a week off at Easter", [r("2026-12-31"), r("2027-03-22", "2027-03-29")]],
    ["no sessions between 24 Dec and 2 Jan", [r("2026-12-24", "2027-01-02")]],
    ["ich bin vom 10. bis 17. Januar im Urlaub", [r("2026-12-31"), r("2027-01-10", "2027-01-17")]],
  ])("%s", (text, excluded) => {
    const d = readReply(text, base, clock);
    expect(d.set.excluded_dates).toEqual(excluded);
    // Nothing else is read into it: not a window "10-17", not a deadline "Jan 17".
    expect(Object.keys(d.set)).toEqual(["excluded_dates"]);
    expect(d.parts.every((p) => p.status === "applied")).toBe(true);
  });
});

describe("a start and loose months in a reply", () => {
  const base = GoalReading.parse({
    language: "en",
    title: "Write the thesis",
    pattern: { type: "hybrid_project_cycle", subtype: "creative_project", confidence: 0.9 },
    deadline: "2027-06-30",
    days: ["MO", "TU", "WE", "TH", "FR"],
    cadence: { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null },
  });
  it.each<[string, Record<string, unknown>]>([
    ["start next Monday", { start: "2026-11-30" }],
    ["let's begin on December 1", { start: "2026-12-01" }],
    ["lieber ab Montag", { start: "2026-11-30" }],
    // Not a start: the days of the week.
    ["from Monday to Thursday only", { days: ["MO", "TU", "WE", "TH"] }],
    ["March 20 instead", { deadline: "2027-03-20" }],
  ])("%s", (text, set) => expect(readReply(text, base, clock).set).toEqual(set));
  it("a month with no deadline word is no new deadline: 'add a milestone … in January' is reported, not applied", () => {
    const d = readReply("can you add a milestone for the literature review in January?", base, clock);
    expect(d.set).toEqual({});
    expect(d.parts.map((p) => p.status)).toEqual(["not_understood"]);
  });
});

describe("the end of the quarter, in every language", () => {
  it.each([
    ["Reorganise our support team into regional squads by the end of the quarter.", "2026-12-31"],
    ["Ship the new onboarding next quarter.", "2027-03-31"],
    ["Das Team bis Ende des Quartals umbauen.", "2026-12-31"],
    ["Migrer le CRM d'ici la fin du trimestre.", "2026-12-31"],
    ["Reorganizar el equipo antes del fin del trimestre.", "2026-12-31"],
    ["Reorganizar as squads até o fim do trimestre.", "2026-12-31"],
    ["Het team voor het einde van het kwartaal herindelen.", "2026-12-31"],
    ["この四半期末までに新システムへ移行する。", "2026-12-31"],
    ["本季度末之前完成迁移。", "2026-12-31"],
    ["Finish the migration by end of Q2.", "2027-06-30"],
  ])("%s → %s", (text, deadline) => expect(readGoal(text, clock).deadline).toBe(deadline));
  it("in the last month of a quarter, 'next quarter' is the one after", () => {
    expect(readGoal("Ship it next quarter.", { now: "2026-12-30T10:00", timezone: "Europe/Berlin" }).deadline).toBe("2027-03-31");
    expect(readGoal("Ship it by the end of the quarter.", { now: "2027-01-02T10:00", timezone: "Europe/Berlin" }).deadline).toBe("2027-03-31");
  });
});

describe("travel: a trip to a known city goes on in its zone; with a stop word it is time off", () => {
  it.each<[string, unknown[], unknown[]]>([
    ["Run 3 mornings a week until March; I'll be in Tokyo from January 10 to 17.", [{ ...r("2027-01-10", "2027-01-17"), timezone: "Asia/Tokyo" }], []],
    ["Ich lerne jeden Abend; vom 10. bis 17. Januar bin ich in Tokio.", [{ ...r("2027-01-10", "2027-01-17"), timezone: "Asia/Tokyo" }], []],
    ["我每天早上跑步，1月10日到17日在东京出差。", [{ ...r("2027-01-10", "2027-01-17"), timezone: "Asia/Tokyo" }], []],
    ["Practise daily; in New York 3-9 February.", [{ ...r("2027-02-03", "2027-02-09"), timezone: "America/New_York" }], []],
    ["Study every evening. Business trip to New York Jan 10-17, no sessions then.", [], [r("2027-01-10", "2027-01-17")]],
    // A city with one date is no trip.
    ["Run the Paris marathon on April 12, 4 times a week.", [], []],
  ])("%s", (text, travel, excluded) => {
    const g = readGoal(text, clock);
    expect(g.travel).toEqual(travel);
    expect(g.excluded_dates).toEqual(excluded);
  });
  it("a reply adds a trip", () => {
    const base = readGoal("Run 3 mornings a week until March.", clock);
    const d = readReply("I'll be in Sydney from 1 to 8 February", base, clock);
    expect(d.set).toEqual({ travel: [{ ...r("2027-02-01", "2027-02-08"), timezone: "Australia/Sydney" }] });
  });
});
