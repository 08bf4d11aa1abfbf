/**
 * Phrase classes found by reading goals written the way people type them (texts written for this
 * test, not from the corpus): "the end of next month" in every language that says it; hours and
 * minutes as one length ("1h15"); a continental clock time in English ("19h30").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { parseCount } from "../../src/planning/reading/phrases.js";
import { lexiconFor } from "../../src/planning/reading/lexicon/index.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

// A Wednesday in late October.
const clock = { now: "2026-10-21T18:00", timezone: "Europe/Berlin" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });

describe("phrase classes of written goals", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, Record<string, unknown>]>([
    // "by the end of next month": the last day of the month after this one, not this month's.
    ["Ranger tout le grenier avant la fin du mois prochain.", { deadline: "2026-11-30" }],
    ["Terminer mon mémoire d'ici la fin du mois suivant, le soir.", { deadline: "2026-11-30" }],
    ["Pintar el salón antes de finales del mes que viene.", { deadline: "2026-11-30" }],
    ["Terminar el curso de Excel para final del próximo mes.", { deadline: "2026-11-30" }],
    ["Clear out the loft by the end of next month.", { deadline: "2026-11-30" }],
    ["Die Garage bis Ende nächsten Monats ausräumen.", { deadline: "2026-11-30" }],
    ["Limpar a garagem até ao fim do próximo mês.", { deadline: "2026-11-30" }],
    ["De schuur opruimen voor het einde van volgende maand.", { deadline: "2026-11-30" }],
    // This month's end stays this month's.
    ["Ranger le grenier avant la fin du mois.", { deadline: "2026-10-31" }],
    ["Pintar el salón antes de fin de mes.", { deadline: "2026-10-31" }],
    // The beginning of a month is its 1st ("mid-" is the 15th); after a start cue it is no deadline.
    ["Lay the new patio by the beginning of May.", { deadline: "2027-05-01" }],
    ["Die Bewerbungsmappe bis Anfang Februar fertig machen.", { deadline: "2027-02-01" }],
    ["Finir la maquette début mars.", { deadline: "2027-03-01" }],
    ["Tener la web lista a principios de febrero.", { deadline: "2027-02-01" }],
    ["De website af tegen begin februari.", { deadline: "2027-02-01" }],
    ["Entregar o relatório até ao início de março.", { deadline: "2027-03-01" }],
    ["Ab Anfang Dezember jeden Morgen Yoga.", { deadline: null }],
    // A yearly rhythm is months apart: twice a year every 6, once a year every 12.
    ["Service the boiler once a year.", { cadence: { count: 1, per: "month", interval: 12, nth_weekday: null, month_day: null } }],
    ["Eye test twice a year.", { cadence: { count: 1, per: "month", interval: 6, nth_weekday: null, month_day: null } }],
    ["Put 900 aside per year for the car.", { cadence: null }],
    // An event on a day of the month that the goal works towards is the deadline (now is 21 October).
    ["Learn my lines for the school play on the 30th, 20 minutes a night.", { deadline: "2026-10-30" }],
    ["Get the garden tidy before our barbecue on the 4th.", { deadline: "2026-11-04" }],
    ["Water the plants on the 1st of every month.", { deadline: null }],
    // A movable feast is a deadline in every language that names it (Easter 2027 is 28 March).
    ["Tile the shower before Easter, Saturday mornings.", { deadline: "2027-03-28" }],
    ["Get the allotment dug by Good Friday.", { deadline: "2027-03-26" }],
    ["Finir le potager avant Pâques.", { deadline: "2027-03-28" }],
    ["Terminar el mural antes de Semana Santa.", { deadline: "2027-03-21" }],
    ["Den Zaun bis Ostern streichen.", { deadline: "2027-03-28" }],
    // An amount of hours per weekend is no session length.
    ["Fix up the old boat by June, around 5 hours per weekend.", { session_minutes: null, days: ["SA", "SU"] }],
    // A length of hours or minutes is no date: the written date stays the deadline.
    ["Driving theory test on 9 December, 40 minutes each weekday and 2 hours on Sundays.", { deadline: "2026-12-09" }],
    ["Prepare the pitch for 3 November: 30 min a day.", { deadline: "2026-11-03" }],
    ["Mortgage paperwork in by 14 December - 3 hours on Saturday mornings.", { deadline: "2026-12-14", session_minutes: 180 }],
    // Two digits after a comma and before a word are an amount, not a year.
    ["Choir concert on 5 December, 20 minutes of scales a day.", { deadline: "2026-12-05", session_minutes: 20 }],
    ["Choir concert on 5 December, 2027.", { deadline: "2027-12-05" }],
    // The pm written on a range's end is the start's too; a dotted time is a clock time as a range's end.
    ["Choir practice Wednesdays from 7:15 to 9:15pm.", { windows: [{ days: null, start: "19:15", end: "21:15" }] }],
    ["Five-a-side every Friday 6.45-8.15pm.", { windows: [{ days: null, start: "18:45", end: "20:15" }], fixed_times: [] }],
    ["Swim before work, 6.15 to 7.00, Mon Wed Fri.", { windows: [{ days: null, start: "06:15", end: "07:00" }] }],
    ["Study 9 to 5pm on Saturdays.", { windows: [{ days: null, start: "09:00", end: "17:00" }] }],
    ["Ride 20.5 to 25.5 km every Sunday.", { windows: [], fixed_times: [] }],
    // The days after a named kind of day in an exception are days off.
    ["Revise 2 hours every day, not on my gym days Mon/Wed.", { days: ["TU", "TH", "FR", "SA", "SU"] }],
    ["Walk the dog every evening except our choir nights Tuesday and Friday.", { days: ["MO", "WE", "TH", "SA", "SU"] }],
    ["Jeden Tag Vokabeln, außer an meinen Bürotagen Montag und Dienstag.", { days: ["WE", "TH", "FR", "SA", "SU"] }],
    ["Courir tous les jours sauf mes jours de marché samedi et dimanche.", { days: ["MO", "TU", "WE", "TH", "FR"] }],
    ["Leer cada día excepto mis guardias de los lunes.", { days: ["TU", "WE", "TH", "FR", "SA", "SU"] }],
    ["Elke dag lezen, niet op mijn kantoordagen maandag en woensdag.", { days: ["TU", "TH", "FR", "SA", "SU"] }],
    ["Caminhar todos os dias exceto nos meus dias de escritório segunda e terça.", { days: ["WE", "TH", "FR", "SA", "SU"] }],
    // Hours and minutes written as one length.
    ["Bass practice 1h15 twice a week.", { session_minutes: 75 }],
    ["Sketching every Sunday, sessions of 2h30.", { session_minutes: 150 }],
    ["Klavier üben, jeden Tag 1h15.", { session_minutes: 75 }],
    ["Dreimal pro Woche Schwimmen, jeweils 1h30.", { session_minutes: 90 }],
    ["Natation trois fois par semaine, 1h15 chaque fois.", { session_minutes: 75 }],
    ["Nadar dos veces por semana, 1h45.", { session_minutes: 105 }],
    // A continental clock time in English is the time, not a length.
    ["Pilates on Thursdays at 18h45, 50 minutes.", { fixed_times: [{ days: ["TH"], time: "18:45" }], session_minutes: 50 }],
    ["Call my tutor every Monday at 07h30.", { fixed_times: [{ days: ["MO"], time: "07:30" }], session_minutes: null }],
  ])("%s", (text, want) => {
    const r = read(text) as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(want)) expect(r[k], k).toEqual(v);
  });

  it.each<[string, number | null]>([
    ["1h15", 1.25],
    ["2 h 30", 2.5],
    ["1h75", null],
  ])("parseCount(%s)", (s, n) => expect(parseCount(lexiconFor("en"), s)).toBe(n));
});
