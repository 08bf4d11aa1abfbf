/**
 * The French lexicon: goals and replies written in French read into GoalReading fields.
 * Phrases are written for this test (not taken from the corpus); "now" is Wednesday 14 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-14T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, language: "fr", classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const EVENING = { days: null, start: "17:00", end: "22:00" };
const MORNING = { days: null, start: "06:00", end: "12:00" };
const LUNCH = { days: null, start: "12:00", end: "13:00" };

describe("French goals", () => {
  it.each<[string, Record<string, unknown>]>([
    ["Finir le déménagement avant le 2 décembre.", { deadline: "2026-12-02" }],
    ["Rendre mon mémoire d'ici fin janvier.", { deadline: "2027-01-31" }],
    ["Courir un 10 km dans 8 semaines.", { deadline: "2026-12-09" }],
    ["Envoyer le dossier avant le 1er septembre 2026.", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    ["Boucler le rapport avant vendredi.", { deadline: "2026-10-16", days: null }],
    ["Lire dix romans cette année.", { deadline: "2026-12-31" }],
    ["Parler italien couramment d'ici l'été.", { deadline: "2027-06-21" }],
    ["Nager 3 fois par semaine, jamais avant 7h, séances de 45 minutes.", { cadence: cadence(3, "week"), not_before: "07:00", session_minutes: 45 }],
    ["Faire du vélo un jour sur deux pendant 1h30.", { cadence: cadence(1, "day", { interval: 2 }), session_minutes: 90 }],
    ["Méditer chaque matin sauf le dimanche.", { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SA"], windows: [MORNING] }],
    ["Réviser du lundi au vendredi de 18h à 19h30.", { days: WORKDAYS, windows: [{ days: null, start: "18:00", end: "19:30" }] }],
    ["Cours de guitare le mardi et le jeudi à 19h.", { cadence: cadence(2, "week"), days: ["TU", "TH"], fixed_times: [{ days: ["TU", "TH"], time: "19:00" }] }],
    [
      "Peindre le samedi matin et le mercredi soir.",
      { cadence: cadence(2, "week"), days: ["WE", "SA"], windows: [{ ...MORNING, days: ["SA"] }, { ...EVENING, days: ["WE"] }] },
    ],
    ["Vider le grenier le dernier dimanche du mois.", { cadence: cadence(1, "month", { nth_weekday: { nth: -1, weekday: "SU" } }) }],
    ["Virer 80 € le 10 de chaque mois sur le livret.", { cadence: cadence(1, "month", { month_day: 10 }) }],
    ["Arroser le potager toutes les deux semaines.", { cadence: cadence(1, "week", { interval: 2 }) }],
    ["Apprendre l'allemand 20 minutes par jour à midi.", { cadence: cadence(1, "day"), windows: [LUNCH], session_minutes: 20 }],
    ["Travailler sur le site deux soirs par semaine.", { cadence: cadence(2, "week"), windows: [EVENING] }],
    ["Ranger la cave le week-end, une heure et demie à chaque fois.", { days: ["SA", "SU"], session_minutes: 90 }],
    ["Écrire pas après 22h, une demi-heure.", { not_after: "22:00", session_minutes: 30 }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });
});

describe("French replies", () => {
  const swim = read("Nager 3 fois par semaine, jamais avant 7h, séances de 45 minutes.");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", swim, clock), 180_000);

  it.each<[string, Record<string, unknown>]>([
    ["Plutôt 2 fois par semaine", { cadence: cadence(2, "week") }],
    ["Pas le samedi", { days: ["MO", "TU", "WE", "TH", "FR", "SU"] }],
    ["Plutôt le soir", { windows: [EVENING] }],
    ["Des séances d'une heure", { session_minutes: 60 }],
    ["À partir de 6h30 ça va", { not_before: "06:30" }],
    ["D'ici fin mars", { deadline: "2027-03-31" }],
    ["À 18h15 pile", { fixed_times: [{ days: null, time: "18:15" }] }],
  ])("%s", (text, set) => {
    const delta = readReply(text, swim, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual([]);
  });

  it("reads a swap of one weekday for another", () => {
    const choir = read("Chorale le lundi et le jeudi.");
    expect(readReply("Le mercredi au lieu du jeudi", choir, clock).set.days).toEqual(["MO", "WE"]);
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("Pas de date limite", swim, clock).clear).toEqual(["deadline"]);
  });

  it("says when a reply changes nothing it can read", () => {
    expect(readReply("Rends ça plus joyeux", swim, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
