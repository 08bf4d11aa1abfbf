/** The offline reader's engine, table by table: what each phrase of a goal becomes in the GoalReading (the pattern classifier is tested in evaluation.test.ts). */
import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { detectLanguage } from "../../src/planning/reading/language.js";
import { itemsOf, readGoal, titleOf } from "../../src/planning/reading/read-goal.js";
import { lexiconFor } from "../../src/planning/reading/lexicon/index.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

/** A fixed classifier: these tables are about constraints, not patterns. */
const fixed: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 0.9, ranked: [] }) };
const clock = { now: "2026-12-01T08:00", timezone: "Europe/Berlin", classifier: fixed }; // a Tuesday

const read = (text: string, language?: GoalReading["language"]) => readGoal(text, { ...clock, ...(language ? { language: language as never } : {}) });
const cad = (count: number, per: "day" | "week" | "month", extra: Partial<GoalReading["cadence"] & object> = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR"];

// The first reading compiles the lexicon's phrases; that is not what these cases time.
beforeAll(() => void read("warm up"), 120_000);

describe("readGoal (en): deadline", () => {
  it.each([
    ["Run a half marathon in 12 weeks.", "2027-02-23"],
    ["Save money for 6 months.", "2027-06-01"],
    ["Finish the thesis by March 1.", "2027-03-01"],
    ["Paint the hall before April 10.", "2027-04-10"],
    ["Launch the shop by the end of June.", "2027-06-30"],
    ["Read 20 books this year.", "2026-12-31"],
    ["Get fit by summer.", "2027-06-21"],
    ["Learn the chords by Friday.", "2026-12-04"],
    ["Migrate the servers by the end of Q2.", "2027-06-30"],
    ["Swim every day for the next 4 weeks.", "2026-12-29"],
    ["Knit a scarf by Christmas.", "2026-12-25"],
    ["Run 1,000 km in 2027.", "2027-12-31"],
    ["Meditate every morning.", null],
  ])("%s → %s", (goal, deadline) => {
    expect(read(goal).deadline).toBe(deadline);
  });

  it("a stated date already past is an issue to ask about, not 'no deadline'", () => {
    const r = read("Submit the visa forms by 3 March 2025.");
    expect(r.deadline).toBeNull();
    expect(r.issues.map((i) => i.code)).toEqual(["PAST_DATE"]);
  });
});

describe("readGoal (en): when sessions happen", () => {
  it.each<[string, Partial<GoalReading>]>([
    ["Run 4 times a week, never before 7am.", { cadence: cad(4, "week"), not_before: "07:00", days: null, windows: [] }],
    ["Meditate 10 minutes every morning and do a weekly review on Sunday evenings.", { cadence: cad(1, "day"), session_minutes: 10, days: null, windows: [{ days: null, start: "06:00", end: "12:00" }] }],
    ["Sketch on weekday lunch breaks, 12:30-13:30.", { cadence: cad(1, "day"), days: WEEKDAYS as never, windows: [{ days: null, start: "12:30", end: "13:30" }] }],
    ["Practice Tuesday and Thursday evenings and Sunday mornings.", {
      cadence: cad(3, "week"),
      days: ["TU", "TH", "SU"],
      windows: [{ days: ["TU", "TH"], start: "17:00", end: "22:00" }, { days: ["SU"], start: "06:00", end: "12:00" }],
    }],
    ["Walk every morning except Sundays.", { cadence: cad(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SA"], windows: [{ days: null, start: "06:00", end: "12:00" }] }],
    ["Stretch every other day.", { cadence: { ...cad(1, "day"), interval: 2 } }],
    ["Check the tyres on the first Sunday of each month.", { cadence: cad(1, "month", { nth_weekday: { nth: 1, weekday: "SU" } }), days: null }],
    ["Transfer savings on the 1st of each month.", { cadence: cad(1, "month", { month_day: 1 }), deadline: null }],
    ["Service the boiler every 3 months.", { cadence: { ...cad(1, "month"), interval: 3 } }],
    ["Take the pills twice a day at 8:00 and 20:00.", { cadence: cad(2, "day"), fixed_times: [{ days: null, time: "08:00" }, { days: null, time: "20:00" }], windows: [] }],
    ["Write for an hour each evening, not after 9pm.", { session_minutes: 60, not_after: "21:00", windows: [{ days: null, start: "17:00", end: "22:00" }] }],
    ["Garage work two evenings a week, 7 till 10.", { cadence: cad(2, "week"), windows: [{ days: null, start: "19:00", end: "22:00" }], session_minutes: null }],
    ["Study 90-minute sessions, about 40 hours of work in total.", { session_minutes: 90, total_effort_minutes: 2400 }],
    // A time tied to named days keeps them (data/goals/README.md).
    ["Gym Monday to Thursday, at 6am.", { days: ["MO", "TU", "WE", "TH"], fixed_times: [{ days: ["MO", "TU", "WE", "TH"], time: "06:00" }] }],
  ])("%s", (goal, want) => {
    const r = read(goal);
    for (const [field, value] of Object.entries(want)) expect(r[field as keyof GoalReading], field).toEqual(value);
  });
});

describe("titles and items", () => {
  it("a title is the first sentence, never a fragment of a time", () => {
    expect(titleOf("Set up the kitchen: 30-7:00 most days. More later.")).toBe("Set up the kitchen: 30-7:00 most days");
    const long = titleOf("Organise the annual company offsite for all eighty people in the Lake District with workshops and a dinner party on the last night");
    expect([...long].length).toBeLessThanOrEqual(80);
    expect(long.endsWith("…")).toBe(true);
    expect(long).not.toMatch(/\d+pm\)|\s…$/);
  });

  it("items are the deliverables listed after a colon", () => {
    expect(itemsOf("Launch my shop: build the site, photograph products and set up payments.", lexiconFor("en"))).toEqual(["build the site", "photograph products", "set up payments"]);
  });
});

describe("language detection", () => {
  it.each([
    ["Run a half marathon in 12 weeks, four times a week.", "en"],
    ["Ich möchte bis zum 15. März jeden Morgen Spanisch lernen.", "de"],
    ["Je veux courir trois fois par semaine avant le 1er juin.", "fr"],
    ["Quiero ahorrar dinero hasta el 30 de junio.", "es"],
    ["Quero correr três vezes por semana até junho.", "pt"],
    ["Ik wil elke ochtend mediteren voor het werk.", "nl"],
    ["毎朝10分瞑想する。", "ja"],
    ["每天早上冥想十分钟。", "zh"],
  ])("%s → %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
});
