/**
 * The German lexicon: goals and replies written in German read into GoalReading fields.
 * Phrases are written for this test (not taken from the corpus); "now" is Wednesday 14 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-14T09:00", timezone: "Europe/Berlin" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, language: "de", classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const EVENING = { days: null, start: "17:00", end: "22:00" };
const MORNING = { days: null, start: "06:00", end: "12:00" };

describe("German goals", () => {
  it.each<[string, Record<string, unknown>]>([
    ["Bis zum 3. Dezember die Garage ausräumen.", { deadline: "2026-12-03" }],
    ["Die Doktorarbeit bis Ende Februar einreichen.", { deadline: "2027-02-28" }],
    ["In 10 Wochen einen 10-km-Lauf schaffen.", { deadline: "2026-12-23" }],
    ["Den Antrag bis spätestens 1. August 2026 stellen.", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    ["Bis Freitag die Präsentation fertig machen.", { deadline: "2026-10-16", days: null }],
    ["Noch dieses Jahr fünf Bücher lesen.", { deadline: "2026-12-31" }],
    ["Bis Ende Q1 alle Server in die Cloud umziehen.", { deadline: "2027-03-31" }],
    ["Bis zum Herbst fließend Italienisch sprechen.", { deadline: "2027-09-22" }],
    ["Dreimal pro Woche joggen, jeweils 40 Minuten, nie vor 7 Uhr.", { cadence: cadence(3, "week"), session_minutes: 40, not_before: "07:00" }],
    ["Jeden zweiten Tag 20 Minuten dehnen.", { cadence: cadence(1, "day", { interval: 2 }), session_minutes: 20 }],
    [
      "Jeden Abend eine halbe Stunde Klavier üben, außer samstags.",
      { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SU"], windows: [EVENING], session_minutes: 30 },
    ],
    ["Mo-Fr um 6:45 Uhr Vokabeln lernen.", { days: WORKDAYS, fixed_times: [{ days: WORKDAYS, time: "06:45" }] }],
    ["Montags und donnerstags von 18 bis 20 Uhr Chorprobe.", { cadence: cadence(2, "week"), days: ["MO", "TH"], windows: [{ days: null, start: "18:00", end: "20:00" }] }],
    [
      "Samstagvormittag und Mittwochabend im Garten arbeiten.",
      { cadence: cadence(2, "week"), days: ["WE", "SA"], windows: [{ ...MORNING, days: ["SA"] }, { ...EVENING, days: ["WE"] }] },
    ],
    ["Am ersten Samstag jedes Monats den Keller aufräumen.", { cadence: cadence(1, "month", { nth_weekday: { nth: 1, weekday: "SA" } }) }],
    ["Am 15. jedes Monats 100 Euro aufs Sparkonto.", { cadence: cadence(1, "month", { month_day: 15 }) }],
    ["Alle zwei Wochen samstags den Rasen mähen.", { cadence: cadence(1, "week", { interval: 2 }), days: ["SA"] }],
    ["Werktags zwischen 12:30 und 13:15 Uhr spazieren gehen.", { days: WORKDAYS, windows: [{ days: null, start: "12:30", end: "13:15" }] }],
    ["Ab morgen jeden Tag 10 Minuten meditieren.", { cadence: cadence(1, "day"), windows: [], session_minutes: 10 }],
    ["Jeden Mittwoch um 18:30 Uhr Schwimmtraining.", { cadence: cadence(1, "week"), days: ["WE"], fixed_times: [{ days: ["WE"], time: "18:30" }] }],
    ["Den Roman überarbeiten, etwa 30 Stunden Arbeit insgesamt.", { session_minutes: null, total_effort_minutes: 1800 }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });
});

describe("German replies", () => {
  const run = read("Dreimal pro Woche joggen, jeweils 40 Minuten, nie vor 7 Uhr.");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", run, clock), 180_000);
  it.each<[string, Record<string, unknown>, string[]?]>([
    ["lieber nur zweimal die Woche", { cadence: cadence(2, "week") }],
    ["nicht am Sonntag", { days: ["MO", "TU", "WE", "TH", "FR", "SA"] }],
    ["lieber abends", { windows: [EVENING] }],
    ["Einheiten von einer Stunde", { session_minutes: 60 }],
    ["ab 6 Uhr geht auch", { not_before: "06:00" }],
    ["bis Ende Januar", { deadline: "2027-01-31" }],
    ["um 17:30 Uhr starten", { fixed_times: [{ days: null, time: "17:30" }] }],
  ])("%s", (text, set) => {
    const delta = readReply(text, run, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual([]);
  });

  it("reads a swap of one weekday for another", () => {
    const yoga = read("Yoga am Dienstag und Donnerstag.");
    expect(readReply("Mittwoch statt Donnerstag", yoga, clock).set.days).toEqual(["TU", "WE"]);
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("keine Deadline mehr", run, clock).clear).toEqual(["deadline"]);
  });

  it("says when a reply changes nothing it can read", () => {
    const delta = readReply("mach es spannender", run, clock);
    expect(delta.parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
