/**
 * Deadline and start phrase classes (texts written for this test): a span counts from a stated
 * start; a stated range's end is the deadline; a number after "day," is no year; an amount after
 * a month is no year; "este año que viene" is next year. Today is 2026-11-16.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });

describe("deadline phrase classes", () => {
  it("a coming day is no weekly day; a weekly day stays one beside it", () => {
    expect(read("Run my first marathon next Sunday.").days).toBeNull();
    const weekly = read("Swim every Sunday, starting next Sunday.");
    expect(weekly.days).toEqual(["SU"]);
    expect(weekly.start).toBe("2026-11-22");
  });

  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, { deadline: string | null; start?: string | null }]>([
    // A span after a stated start runs from that start.
    ["Starting February 1, stretch 15 minutes a day for 6 weeks.", { deadline: "2027-03-15", start: "2027-02-01" }],
    ["From March 1, walk every evening for the next 4 weeks.", { deadline: "2027-03-29", start: "2027-03-01" }],
    ["À partir du 1er février, méditer chaque matin pendant 6 semaines.", { deadline: "2027-03-15", start: "2027-02-01" }],
    ["Ab dem 1. Februar sechs Wochen lang jeden Abend dehnen.", { deadline: "2027-03-15", start: "2027-02-01" }],
    ["Starting February 1, journal every night over 3 months.", { deadline: "2027-05-01", start: "2027-02-01" }],
    ["A partir de 1 de fevereiro, alongar todos os dias durante 6 semanas.", { deadline: "2027-03-15", start: "2027-02-01" }],
    ["Vanaf 1 februari zes weken lang elke avond rekken.", { deadline: "2027-03-15", start: "2027-02-01" }],
    ["2月1日から6週間、毎晩ストレッチする。", { deadline: "2027-03-15", start: "2027-02-01" }],
    // A small number after a written day and month, before a word, is an amount, not the year.
    ["Bis 1. Januar 12 Kilo abnehmen.", { deadline: "2027-01-01" }],
    ["Ich will bis zum 1. März 4 Kilo abnehmen.", { deadline: "2027-03-01" }],
    ["Lose 5 kg by March 1 2027.", { deadline: "2027-03-01" }],
    // One coming day named by its weekday is a date (the event's), not a weekly day.
    ["Run my first marathon next Sunday.", { deadline: "2026-11-22" }],
    ["Am nächsten Samstag den Umzug schaffen.", { deadline: "2026-11-21" }],
    ["Correr una media maratón el próximo domingo.", { deadline: "2026-11-22" }],
    ["Finir le dossier vendredi prochain.", { deadline: "2026-11-20" }],
    ["Terminar o relatório na próxima sexta.", { deadline: "2026-11-20" }],
    ["Acabar la mudanza el sábado que viene.", { deadline: "2026-11-21" }],
    ["Volgende zondag de halve marathon lopen.", { deadline: "2026-11-22" }],
    ["Hand in the essay this coming Thursday.", { deadline: "2026-11-19" }],
    ["Den Antrag kommenden Freitag abgeben.", { deadline: "2026-11-20" }],
    // Without a start the span runs from today.
    ["Stretch 15 minutes a day for 6 weeks.", { deadline: "2026-12-28" }],
    ["Alongar todos os dias por 3 meses.", { deadline: "2027-02-16" }],
    ["Drie keer per week zwemmen, gedurende 2 maanden.", { deadline: "2027-01-16" }],
    // A clock range is no span: "7時から30分" is a session.
    ["毎朝7時から30分ジョギングする。", { deadline: null }],
    // A length just before a cued date is not folded into it ("90 minutes before February 20" is not
    // that day less 90 minutes, read as the month alone): the date stays the day stated.
    ["Driving lessons: 8 lessons of 90 minutes before February 20.", { deadline: "2027-02-20" }],
    ["Practise scales, 45 minutes before March 3.", { deadline: "2027-03-03" }],
    ["Fahrstunden: 8 Stunden à 90 Minuten vor dem 20. Februar.", { deadline: "2027-02-20" }],
    // A length after the date is still trimmed from it.
    ["Flute recital on 16 January, 35 minutes of long tones a day.", { deadline: "2027-01-16" }],
    // Four digits no plan could run to, after the date, are an amount ("3000 Euro"), not the year 3000.
    ["Bis zum 31. Dezember 3000 Euro sparen, jeden Monat 250 Euro.", { deadline: "2026-12-31" }],
    ["Save by March 1 2500 euros.", { deadline: "2027-03-01" }],
    // A month alone after a start cue is when it starts.
    ["Learn Italian starting in January, 3 times a week.", { deadline: null, start: "2027-01-01" }],
    ["Learn Italian from March until June, twice a week.", { deadline: "2027-06-30", start: "2027-03-01" }],
    // A date right after an off word and a cue is a day off, not the deadline.
    ["Practice piano every day except on December 25.", { deadline: null }],
    ["Practice piano every day except on Christmas Day.", { deadline: null }],
    // A month right after the sessions' phrase is when they happen: it starts then and ends with it.
    ["Prepare the garden beds: 4 Saturday mornings in March, 9 to 12.", { deadline: "2027-03-31", start: "2027-03-01" }],
    ["Study Spanish 3 times a week in January.", { deadline: "2027-01-31", start: "2027-01-01" }],
    ["Samstags im März 2 Stunden den Garten umgraben.", { deadline: "2027-03-31", start: "2027-03-01" }],
    ["Nadar los sábados en marzo.", { deadline: "2027-03-31", start: "2027-03-01" }],
    ["Get my tax return done by April 15: 3 sessions of 2 hours in March.", { deadline: "2027-04-15", start: "2027-03-01" }],
    // This month: the rest of it.
    ["Run every Sunday in November.", { deadline: "2026-11-30", start: "2026-11-16" }],
    // An event in a month stays the deadline.
    ["My exam is in May, study 3 times a week.", { deadline: "2027-05-01" }],
    ["Train 3 times a week for my marathon in October.", { deadline: "2027-10-01" }],
    // A stated range: the start and the end.
    ["From January 18 until April 4, cycle twice a week.", { deadline: "2027-04-04", start: "2027-01-18" }],
    ["Cycle twice a week from January 18 through April 4.", { deadline: "2027-04-04", start: "2027-01-18" }],
    ["Cycle twice a week from January 18 till April 4.", { deadline: "2027-04-04", start: "2027-01-18" }],
    ["Montar en bici dos veces por semana desde el 18 de enero hasta el 4 de abril.", { deadline: "2027-04-04", start: "2027-01-18" }],
    ["Vanaf 18 januari tot 4 april twee keer per week fietsen.", { deadline: "2027-04-04", start: "2027-01-18" }],
    ["Vom 18. Januar bis zum 4. April zweimal pro Woche Rad fahren.", { deadline: "2027-04-04", start: "2027-01-18" }],
    ["Faire du vélo deux fois par semaine du 18 janvier au 4 avril.", { deadline: "2027-04-04", start: "2027-01-18" }],
    // Dates off stay dates off: no deadline from them.
    ["Vom 20. bis 27. Dezember bin ich im Urlaub, sonst dreimal pro Woche Rad fahren.", { deadline: null }],
    // A number after "day," is not a year.
    ["Memorise 300 verbs by May 15, 20 minutes a day.", { deadline: "2027-05-15" }],
    ["Finish the quilt before June 10, 2 hours a week.", { deadline: "2027-06-10" }],
    // An amount after a month is not a year; a year is.
    ["Bis Ende Juli 4000 Euro zurücklegen.", { deadline: "2027-07-31" }],
    ["Bis Ende Juli 2028 die Garage ausräumen.", { deadline: "2028-07-31" }],
    // "este año que viene" is next year.
    ["Leer 20 libros este año que viene.", { deadline: "2027-12-31" }],
  ])("%s", (text, want) => {
    const r = read(text);
    expect(r.deadline).toBe(want.deadline);
    if (want.start !== undefined) expect(r.start).toBe(want.start);
  });

  it("a date right after an off word and its cue is a day off", () => {
    for (const text of ["Practice piano every day except on December 25.", "Practice piano every day, not on Christmas Day.", "Finish the thesis by June 30, no writing on May 1."])
      expect(read(text).excluded_dates.length, text).toBe(1);
    expect(read("Finish the thesis by June 30, no writing on May 1.").deadline).toBe("2027-06-30");
  });
});
