/**
 * Phrase classes the reader used to miss (texts written for this test), each in several languages:
 * the nth weekend of a month (start Saturday, deadline Sunday); a night word that puts a bare range
 * in the evening; "after 6" beside an evening; days after an exception cue with the person's own
 * words between ("excepto mis turnos los martes"); a range of two dates the date parser reads apart
 * ("between January 11 and March 28"); titles cut at a clause, never after a dangling word, and a
 * dot after a date that ends the sentence. Today is 2026-11-24.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-24T10:00", timezone: "Europe/Berlin" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });
const check = (text: string, want: Partial<GoalReading>) => {
  const r = read(text);
  for (const [field, value] of Object.entries(want)) expect(r[field as keyof GoalReading], field).toEqual(value);
};
const win = (start: string, end: string) => [{ days: null, start, end }];

describe("reader gaps", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, Partial<GoalReading>]>([
    ["Clean out the garage on the first weekend of March.", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["Paint the fence on the last weekend of April.", { start: "2027-04-24", deadline: "2027-04-25" }],
    ["Am ersten Wochenende im März die Garage ausräumen.", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["Vider le garage le premier week-end de mars.", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["Vaciar el garaje el primer fin de semana de marzo.", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["Esvaziar a garagem no primeiro fim de semana de março.", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["Het eerste weekend van maart de garage opruimen.", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["3月の第1週末にガレージを片付ける。", { start: "2027-03-06", deadline: "2027-03-07" }],
    ["3月的第一个周末整理车库。", { start: "2027-03-06", deadline: "2027-03-07" }],
  ])("nth weekend: %s", check);

  it.each<[string, Partial<GoalReading>]>([
    ["Study German nights from 8 to 10.", { windows: win("20:00", "22:00") }],
    ["Practise the cello at night from 9 to 11.", { windows: win("21:00", "23:00") }],
    // A morning range stays a morning range; "every night" alone is the evening (as "jede Nacht", "毎晩" are).
    ["Study German mornings from 8 to 10.", { windows: win("08:00", "10:00") }],
    ["Read every night for 20 minutes.", { windows: win("17:00", "22:00") }],
    ["Evenings after 6 I practise guitar for 30 minutes.", { windows: win("18:00", "22:00"), not_before: "18:00" }],
    ["Abends nach 6 Gitarre üben, 30 Minuten.", { windows: win("18:00", "22:00"), not_before: "18:00" }],
    ["'s Avonds na 6 gitaar oefenen, 30 minuten.", { windows: win("18:00", "22:00"), not_before: "18:00" }],
    ["Por las tardes después de las 6, guitarra 30 minutos.", { windows: win("18:00", "22:00"), not_before: "18:00" }],
    // "after 6 weeks" is no time of day.
    ["Evenings: stretch for 10 minutes, after 6 weeks add yoga.", { not_before: null }],
  ])("evening hours: %s", check);

  it.each<[string, Partial<GoalReading>]>([
    ["Quiero correr tres veces por semana, excepto mis turnos los martes.", { days: ["MO", "WE", "TH", "FR", "SA", "SU"], excluded_days: ["TU"] }],
    ["Quiero correr tres veces por semana excepto mis martes.", { days: ["MO", "WE", "TH", "FR", "SA", "SU"], excluded_days: ["TU"] }],
    ["Run three times a week except on my Tuesday shifts.", { days: ["MO", "WE", "TH", "FR", "SA", "SU"], excluded_days: ["TU"] }],
    ["Dreimal pro Woche laufen, außer an meinen Dienstagen im Büro.", { days: ["MO", "WE", "TH", "FR", "SA", "SU"], excluded_days: ["TU"] }],
    ["Nager trois fois par semaine, sauf mes jeudis de garde.", { days: ["MO", "TU", "WE", "FR", "SA", "SU"], excluded_days: ["TH"] }],
  ])("days off: %s", check);

  it.each<[string, Partial<GoalReading>]>([
    ["Train for the triathlon between January 11 and March 28.", { start: "2027-01-11", deadline: "2027-03-28" }],
    ["Préparer le marathon du 11 janvier jusqu'au 28 mars.", { start: "2027-01-11", deadline: "2027-03-28" }],
    ["Zwischen dem 11. Januar und dem 28. März für den Triathlon trainieren.", { start: "2027-01-11", deadline: "2027-03-28" }],
    ["Entrenar entre el 11 de enero y el 28 de marzo.", { start: "2027-01-11", deadline: "2027-03-28" }],
    ["Treinar entre 11 de janeiro e 28 de março.", { start: "2027-01-11", deadline: "2027-03-28" }],
    ["Tussen 11 januari en 28 maart trainen voor de triatlon.", { start: "2027-01-11", deadline: "2027-03-28" }],
    // "la" is an article in French and Spanish, not Los Angeles: no trip.
    ["Préparer la sportive du 11 janvier jusqu'au 28 mars.", { start: "2027-01-11", deadline: "2027-03-28", travel: [] }],
    ["Preparar la marcha entre el 11 de enero y el 28 de marzo.", { start: "2027-01-11", deadline: "2027-03-28", travel: [] }],
    // Dates off stay dates off.
    ["No sessions between December 24 and January 2, otherwise run three times a week.", { deadline: null, excluded_dates: [{ from: "2026-12-24", to: "2027-01-02" }] }],
  ])("date range: %s", check);

  it.each<[string, Partial<GoalReading>]>([
    // The coming weekend: Saturday to Sunday; after a start cue only the start.
    ["Paint the spare room next weekend.", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["Nächstes Wochenende das Bad streichen.", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["Repeindre la chambre le week-end prochain.", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["Pintar la habitación el próximo fin de semana.", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["Pintar a sala no próximo fim de semana, cerca de 10 horas no total.", { start: "2026-11-28", deadline: "2026-11-29", total_effort_minutes: 600 }],
    ["Volgend weekend de schuur schilderen.", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["来週末に部屋のペンキを塗る。", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["下周末粉刷卧室。", { start: "2026-11-28", deadline: "2026-11-29" }],
    ["Run every Saturday, starting next weekend.", { start: "2026-11-28", deadline: null }],
    // "not in the week of …" is a week off, not a deadline.
    ["Swim laps on Mondays, but not in the week of December 21.", { deadline: null, excluded_dates: [{ from: "2026-12-21", to: "2026-12-27" }] }],
    // After a colon, the schedule is no list of deliverables; a list with a schedule beside its items stays one.
    ["Get my driving licence by the end of March: two lessons a week on Tuesday and Thursday at 17:00.", { items: [] }],
    ["Estudiar para las oposiciones del 15 de junio: cuatro tardes por semana de 16 a 20, menos los viernes.", { items: [] }],
    ["Launch my shop by May 2: build the site, photograph products on Sundays and set up payments.", { items: [{ title: "build the site" }, { title: "photograph products on Sundays" }, { title: "set up payments" }].map((i) => ({ kind: "deliverable", due: null, cadence: null, days: null, windows: [], fixed_times: [], session_minutes: null, effort_minutes: null, ...i })) }],
    // A count followed by a comma and a rhythm is still a total.
    ["Bereite mich auf die Prüfung am 15. Juni vor und mache dafür drei Probeklausuren, jeden Abend 1 Stunde.", { counts: [{ count: 3, what: "probeklausuren", kind: "mock_exam" }] }],
  ])("more classes: %s", check);

  it.each<[string, string]>([
    // A title is not cut inside a list of days.
    ["Quero correr uma meia maratona em 12 semanas, treinando terças, quintas e sábados de manhã.", "Quero correr uma meia maratona em 12 semanas…"],
    ["Run to get back in shape after my knee surgery and build up to a comfortable 10 km by the end of the summer season next year", "Run to get back in shape after my knee surgery…"],
    ["I want to do two mock tests before my driving theory exam on February 20. I can study weekday evenings.", "I want to do two mock tests before my driving theory exam on February 20"],
    ["Study German nights from 8 to 10.", "Study German nights from 8 to 10"],
    ["Den Marathon zum 3. Mal laufen, diesmal unter vier Stunden.", "Den Marathon zum 3. Mal laufen, diesmal unter vier Stunden"],
    ["Die Prüfung ist am 20.2. Ich kann abends lernen.", "Die Prüfung ist am 20.2"],
    ["Ich möchte bis zum 20. Februar meine Bachelorarbeit fertig schreiben und jeden Tag mindestens zwei Stunden daran arbeiten.", "Ich möchte bis zum 20. Februar meine Bachelorarbeit fertig schreiben…"],
    ["Quiero aprender a tocar la guitarra española con un profesor particular para poder tocar en la boda de mi hermana", "Quiero aprender a tocar la guitarra española con un profesor particular…"],
  ])("title: %s", (text, title) => {
    expect(read(text).title).toBe(title);
  });
});
