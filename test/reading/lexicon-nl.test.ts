/**
 * The Dutch lexicon (Netherlands and Flanders): goals and replies written in Dutch read into
 * GoalReading fields. Phrases are written for this test (not taken from the corpus); "now" is
 * Wednesday 14 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-14T09:00", timezone: "Europe/Amsterdam" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, language: "nl", classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const EVENING = { days: null, start: "17:00", end: "22:00" };
const MORNING = { days: null, start: "06:00", end: "12:00" };
const AFTERNOON = { days: null, start: "13:00", end: "17:00" };

describe("Dutch goals", () => {
  it.each<[string, Record<string, unknown>]>([
    ["De verhuizing afronden vóór 2 december.", { deadline: "2026-12-02" }],
    ["Mijn scriptie inleveren tegen eind januari.", { deadline: "2027-01-31" }],
    ["Binnen 8 weken 10 km kunnen lopen.", { deadline: "2026-12-09" }],
    ["Het paspoort verlengen, uiterlijk 1 september 2026.", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    ["Het rapport afmaken voor vrijdag.", { deadline: "2026-10-16", days: null }],
    ["Dit jaar nog tien romans lezen.", { deadline: "2026-12-31" }],
    ["Vloeiend Italiaans spreken voor de zomer.", { deadline: "2027-06-21" }],
    ["Drie keer per week zwemmen, nooit voor 7.00 uur, sessies van 45 minuten.", { cadence: cadence(3, "week"), not_before: "07:00", session_minutes: 45 }],
    ["Om de dag fietsen, anderhalf uur.", { cadence: cadence(1, "day", { interval: 2 }), session_minutes: 90 }],
    ["Elke ochtend een kwartier mediteren, behalve op zondag.", { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SA"], windows: [MORNING], session_minutes: 15 }],
    ["Maandag t/m vrijdag studeren van 18.00 tot 19.30 uur.", { days: WORKDAYS, windows: [{ days: null, start: "18:00", end: "19:30" }] }],
    ["Gitaarles op dinsdag en donderdag om 19.00 uur.", { cadence: cadence(2, "week"), days: ["TU", "TH"], fixed_times: [{ days: ["TU", "TH"], time: "19:00" }] }],
    [
      "Schilderen op zaterdagochtend en woensdagavond.",
      { cadence: cadence(2, "week"), days: ["WE", "SA"], windows: [{ ...MORNING, days: ["SA"] }, { ...EVENING, days: ["WE"] }] },
    ],
    ["Elke vrijdagmiddag de administratie bijwerken.", { cadence: cadence(1, "week"), days: ["FR"], windows: [AFTERNOON] }],
    ["De garage opruimen op de laatste zondag van de maand.", { cadence: cadence(1, "month", { nth_weekday: { nth: -1, weekday: "SU" } }) }],
    ["Op de 10e van elke maand €200 opzij zetten.", { cadence: cadence(1, "month", { month_day: 10 }) }],
    ["Om de week de moestuin wieden.", { cadence: cadence(1, "week", { interval: 2 }) }],
    ["Duits leren, 20 minuten per dag tussen de middag.", { cadence: cadence(1, "day"), windows: [{ days: null, start: "12:00", end: "13:00" }], session_minutes: 20 }],
    ["Twee avonden per week aan de website werken.", { cadence: cadence(2, "week"), windows: [EVENING] }],
    ["In het weekend de zolder opruimen, telkens een half uur.", { days: ["SA", "SU"], session_minutes: 30 }],
    ["Schrijven, maar niet na 22.00 uur.", { not_after: "22:00" }],
    ["Vanaf morgen elke dag 10 minuten rekken.", { cadence: cadence(1, "day"), windows: [], session_minutes: 10 }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });
});

describe("Dutch replies", () => {
  const swim = read("Drie keer per week zwemmen, nooit voor 7.00 uur, sessies van 45 minuten.");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", swim, clock), 180_000);

  it.each<[string, Record<string, unknown>]>([
    ["liever twee keer per week", { cadence: cadence(2, "week") }],
    ["zaterdag niet", { days: ["MO", "TU", "WE", "TH", "FR", "SU"] }],
    ["liever 's avonds", { windows: [EVENING] }],
    ["sessies van een uur", { session_minutes: 60 }],
    ["vanaf 6.30 uur mag ook", { not_before: "06:30" }],
    ["tegen eind maart", { deadline: "2027-03-31" }],
    ["om 18.15 uur", { fixed_times: [{ days: null, time: "18:15" }] }],
  ])("%s", (text, set) => {
    const delta = readReply(text, swim, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual([]);
  });

  it("reads a swap of one weekday for another", () => {
    const choir = read("Koor op maandag en donderdag.");
    expect(readReply("woensdag in plaats van donderdag", choir, clock).set.days).toEqual(["MO", "WE"]);
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("geen deadline", swim, clock).clear).toEqual(["deadline"]);
  });

  it("says when a reply changes nothing it can read", () => {
    expect(readReply("maak het wat gezelliger", swim, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
