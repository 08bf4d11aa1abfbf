/**
 * Availability said clause by clause, and goals with several activities, in the eight languages
 * (texts written for this test). Each clause keeps its own days, time of day and length: "30
 * minutes on weekday evenings after 8pm and an hour on Saturday mornings" is two windows and two
 * lengths, not the weekday evenings alone; a clause about another activity ("and study theory 20
 * minutes every day") is an activity item with its own rhythm and length, not lost. A clause that
 * only says when the same sessions are ("…, recorded on Thursday evenings") stays the main activity's.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading, ReadingCadence } from "../../src/contracts/goal-reading.js";
import type { Weekday } from "../../src/contracts/planning.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const NOW = "2026-11-28T10:00";
const classifier: PatternClassifier = { classify: () => ({ type: "progressive_accumulation_arc", subtype: "skill_learning", confidence: 1, ranked: [] }) };
const read = (text: string, timezone = "Europe/London") => readGoal(text, { now: NOW, timezone, classifier });
const WD: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const cad = (count: number, per: "day" | "week" | "month"): ReadingCadence => ({ count, per, interval: 1, nth_weekday: null, month_day: null });
const EVE = { start: "17:00", end: "22:00" };
const MORN = { start: "06:00", end: "12:00" };
const AFT = { start: "13:00", end: "17:00" };
const activities = (r: GoalReading) => r.items.filter((i) => i.kind === "activity");

describe("the examples of the brief", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it("weekday evenings after 8pm and Saturday mornings: two windows, two lengths, no bound that would rule out Saturday", () => {
    const r = read("I want to learn to play guitar well enough to play 5 songs at my friend's wedding on June 20. I can practice 30 minutes on weekday evenings after 8pm and an hour on Saturday mornings.", "America/New_York");
    expect(r.days).toEqual([...WD, "SA"]);
    expect(r.windows).toEqual([{ days: WD, start: "20:00", end: "22:00" }, { days: ["SA"], ...MORN }]);
    expect(r.not_before).toBeNull();
    expect(r.session_lengths).toEqual([{ days: WD, minutes: 30 }, { days: ["SA"], minutes: 60 }]);
    expect(r.session_minutes).toBeNull();
  });

  it("2 hours a day on weekdays and 4 hours on weekends: every day, a length for each group", () => {
    const r = read("Prepare for the GMAT in 10 weeks, 2 hours a day on weekdays and 4 hours on weekends", "America/New_York");
    expect(r.cadence).toEqual(cad(1, "day"));
    expect(r.days).toBeNull();
    expect(r.session_lengths).toEqual([{ days: WD, minutes: 120 }, { days: ["SA", "SU"], minutes: 240 }]);
    expect(r.session_minutes).toBeNull();
  });

  it("dienstags und donnerstags abends ab 18 Uhr und sonntags vormittags: Sunday morning is kept", () => {
    const r = read("Ich möchte bis Ende März 10 km am Stück laufen können. Ich kann dienstags und donnerstags abends ab 18 Uhr und sonntags vormittags laufen.", "Europe/Berlin");
    expect(r.days).toEqual(["TU", "TH", "SU"]);
    expect(r.windows).toEqual([{ days: ["TU", "TH"], start: "18:00", end: "22:00" }, { days: ["SU"], ...MORN }]);
    expect(r.not_before).toBeNull();
    expect(activities(r)).toEqual([]);
  });

  it("周一周三周五晚上7点: the time belongs to every listed day", () => {
    const r = read("每周三次游泳，每次45分钟，周一周三周五晚上7点，持续两个月", "Asia/Shanghai");
    expect(r.days).toEqual(["MO", "WE", "FR"]);
    expect(r.fixed_times).toEqual([{ days: ["MO", "WE", "FR"], time: "19:00" }]);
    expect(r.session_minutes).toBe(45);
  });

  it("lessons on two days and theory every day: the theory is an activity of its own", () => {
    const r = read("Get my driving licence. Theory test is on March 3rd. I can do lessons Tuesdays and Thursdays 4-5pm and study theory 20 minutes every day.");
    expect(r.days).toEqual(["TU", "TH"]);
    expect(r.windows).toEqual([{ days: null, start: "16:00", end: "17:00" }]);
    expect(activities(r)).toMatchObject([{ title: "study theory", cadence: cad(1, "day"), days: null, session_minutes: 20 }]);
  });

  it("applications every weekday evening and portfolio projects on Sunday afternoon: two activities", () => {
    const r = read("Find a new job as a data analyst within 3 months. I can spend 1 hour every weekday evening on applications and 3 hours on Sunday afternoon for portfolio projects.");
    expect(r.days).toEqual(WD);
    expect(r.windows).toEqual([{ days: null, ...EVE }]);
    expect(r.session_minutes).toBe(60);
    expect(activities(r)).toMatchObject([{ title: "portfolio projects", cadence: cad(1, "week"), days: ["SU"], windows: [{ days: null, ...AFT }], session_minutes: 180 }]);
  });
});

describe("a length for each group of days, in every language", () => {
  it.each<[string, string, Weekday[] | null, { days: Weekday[] | null; start: string; end: string }[], { days: Weekday[]; minutes: number }[]]>([
    ["en", "Run a half marathon in April. I can run 45 minutes on Tuesday and Thursday evenings and 90 minutes on Sunday mornings.", ["TU", "TH", "SU"], [{ days: ["TU", "TH"], ...EVE }, { days: ["SU"], ...MORN }], [{ days: ["TU", "TH"], minutes: 45 }, { days: ["SU"], minutes: 90 }]],
    ["de", "Bis Juni Spanisch B1. Unter der Woche jeden Abend 30 Minuten, samstags 2 Stunden.", [...WD, "SA"], [{ days: WD, ...EVE }], [{ days: WD, minutes: 30 }, { days: ["SA"], minutes: 120 }]],
    ["fr", "Préparer le TOEIC pour le 15 mars : 30 minutes chaque soir en semaine et 2 heures le samedi matin.", [...WD, "SA"], [{ days: WD, ...EVE }, { days: ["SA"], ...MORN }], [{ days: WD, minutes: 30 }, { days: ["SA"], minutes: 120 }]],
    ["es", "Preparar el maratón de Sevilla en febrero: correr martes y jueves por la tarde 1 hora y los domingos por la mañana 2 horas.", ["TU", "TH", "SU"], [{ days: ["TU", "TH"], ...AFT }, { days: ["SU"], ...MORN }], [{ days: ["TU", "TH"], minutes: 60 }, { days: ["SU"], minutes: 120 }]],
    ["pt", "Escrever a tese até setembro, 2 horas por dia nos dias úteis e 4 horas aos sábados.", [...WD, "SA"], [], [{ days: WD, minutes: 120 }, { days: ["SA"], minutes: 240 }]],
    ["nl", "Voor de halve marathon in april: dinsdag- en donderdagavond een uur lopen en zondagochtend anderhalf uur.", ["TU", "TH", "SU"], [{ days: ["TU", "TH"], ...EVE }, { days: ["SU"], ...MORN }], [{ days: ["TU", "TH"], minutes: 60 }, { days: ["SU"], minutes: 90 }]],
    ["ja", "4月までにTOEIC800点。平日は夜に30分、土日は朝に2時間勉強する。", null, [{ days: WD, ...EVE }, { days: ["SA", "SU"], ...MORN }], [{ days: WD, minutes: 30 }, { days: ["SA", "SU"], minutes: 120 }]],
    ["zh", "六月前学会游泳，周二周四晚上练1小时，周六上午练2小时。", ["TU", "TH", "SA"], [{ days: ["TU", "TH"], ...EVE }, { days: ["SA"], ...MORN }], [{ days: ["TU", "TH"], minutes: 60 }, { days: ["SA"], minutes: 120 }]],
  ])("%s: %s", (_lang, text, days, windows, lengths) => {
    const r = read(text);
    expect(r.days).toEqual(days);
    expect(r.windows).toEqual(windows);
    expect(r.session_lengths).toEqual(lengths);
    expect(r.session_minutes).toBeNull();
    expect(activities(r)).toEqual([]);
  });

  it("a target time is no session length ('my 5k under 25 minutes'): the easy run has none", () => {
    const r = read("I want to get my 5k under 25 minutes by spring. Intervals on Tuesday evenings for 40 minutes, an easy run on Thursdays, and a long run on Sunday mornings for an hour.");
    expect(r.days).toEqual(["TU", "TH", "SU"]);
    expect(r.session_lengths).toEqual([{ days: ["TU"], minutes: 40 }, { days: ["SU"], minutes: 60 }]);
    expect(activities(r)).toEqual([]);
  });

  it("a length for every day but one: the rest of the week keeps the everyday length", () => {
    const r = read("Practice piano 30 minutes every day and an hour on Sundays.");
    expect(r.days).toBeNull();
    expect(r.session_lengths).toEqual([{ days: ["MO", "TU", "WE", "TH", "FR", "SA"], minutes: 30 }, { days: ["SU"], minutes: 60 }]);
  });

  it.each<[string, string, number]>([
    // A length said before the days is every listed group's; one said after a list of clauses is every clause's.
    ["30 minutes on weekday evenings and Saturday mornings", "Learn the ukulele. 30 minutes on weekday evenings and Saturday mornings.", 30],
    ["jeweils eine Stunde", "Yoga am Dienstag- und Donnerstagabend und am Sonntagmorgen, jeweils eine Stunde.", 60],
  ])("one length for every group (%s) is session_minutes", (_what, text, minutes) => {
    const r = read(text);
    expect(r.session_minutes).toBe(minutes);
    expect(r.session_lengths).toEqual([]);
  });

  it.each<[string, Weekday[], { days: Weekday[] | null; start: string; end: string }[]]>([
    // Days after a rhythm that leaves no other days only say which days: nothing per day.
    ["Submit my thesis by 31 August. Write 3 hours a day, Monday to Friday, 9 till 12.", WD, [{ days: null, start: "09:00", end: "12:00" }]],
    ["Estudar inglês 30 minutos por dia, de segunda a sexta, à noite depois das 21h, até ao fim de março.", WD, [{ days: null, start: "21:00", end: "22:00" }]],
  ])("%s", (text, days, windows) => {
    const r = read(text);
    expect(r.days).toEqual(days);
    expect(r.windows).toEqual(windows);
    expect(r.session_lengths).toEqual([]);
    expect(r.session_minutes).not.toBeNull();
  });
});

describe("several activities, in every language", () => {
  it.each<[string, string, Weekday[] | null, { title: string; cadence: ReadingCadence | null; days: Weekday[] | null; session_minutes: number | null }]>([
    ["en", "Deadlift 100 kg by June. Lift on Tuesdays and Fridays at 7am for an hour, plus yoga on Sunday mornings for 30 minutes.", ["TU", "FR"], { title: "yoga", cadence: cad(1, "week"), days: ["SU"], session_minutes: 30 }],
    ["de", "Führerschein bis März: Fahrstunden dienstags und donnerstags um 17 Uhr und jeden Tag 20 Minuten Theorie lernen.", ["TU", "TH"], { title: "Theorie lernen", cadence: cad(1, "day"), days: null, session_minutes: 20 }],
    ["fr", "Trouver un nouvel emploi d'ici 3 mois : une heure chaque soir de semaine pour les candidatures et le dimanche après-midi pour mon portfolio.", WD, { title: "portfolio", cadence: cad(1, "week"), days: ["SU"], session_minutes: null }],
    ["es", "Aprender inglés antes de junio: clases los lunes y miércoles a las 19h y repasar vocabulario 15 minutos cada día.", ["MO", "WE"], { title: "repasar vocabulario", cadence: cad(1, "day"), days: null, session_minutes: 15 }],
    ["pt", "Passar no exame de condução até março: aulas às terças e quintas às 18h e estudar o código 20 minutos todos os dias.", ["TU", "TH"], { title: "estudar o código", cadence: cad(1, "day"), days: null, session_minutes: 20 }],
    ["nl", "Vijf kilo afvallen voor de zomer: elke werkdag 30 minuten wandelen in de lunchpauze en op zondag een uur zwemmen.", WD, { title: "zwemmen", cadence: cad(1, "week"), days: ["SU"], session_minutes: 60 }],
    ["ja", "運転免許を3月までに取る。教習は火曜と木曜の17時から、学科の勉強は毎日20分。", ["TU", "TH"], { title: "学科の勉強", cadence: cad(1, "day"), days: null, session_minutes: 20 }],
    ["zh", "三个月内找到新工作：工作日晚上每天1小时投简历，周日下午3小时做作品集。", WD, { title: "做作品集", cadence: cad(1, "week"), days: ["SU"], session_minutes: 180 }],
    // After a comma: a day of its own after every day, or after days of their own, is another activity's.
    ["ja", "英語を話せるようになりたい。毎朝アプリで15分、水曜の夜7時から英会話教室に通う。", null, { title: "英会話教室に通う", cadence: cad(1, "week"), days: ["WE"], session_minutes: null }],
    ["zh", "年底前减重5公斤：每周一三五早上跑步40分钟，周末各打一次羽毛球，每次2小时。", ["MO", "WE", "FR"], { title: "打一次羽毛球", cadence: null, days: ["SA", "SU"], session_minutes: 120 }],
    // (The goal's "学日语" shares a character with "上日语课", not an activity.)
    ["zh", "学日语：每天早上背单词20分钟，周六下午上日语课2小时。", null, { title: "上日语课", cadence: cad(1, "week"), days: ["SA"], session_minutes: 120 }],
    ["nl", "Spaans leren voor de reis in juni: elke ochtend 15 minuten Duolingo en op donderdagavond les van 19 tot 20 uur.", null, { title: "les", cadence: cad(1, "week"), days: ["TH"], session_minutes: null }],
  ])("%s: %s", (_lang, text, days, item) => {
    const r = read(text);
    expect(r.days).toEqual(days);
    expect(activities(r)).toMatchObject([item]);
    // The deliverables are not the schedule's clauses.
    expect(r.items.filter((i) => i.kind === "deliverable")).toEqual([]);
  });

  it.each<[string, Weekday[] | null]>([
    // The same activity, another clause: no item, one more session day (or its days).
    ["I swim on Mondays and Wednesdays and do the long swim on Saturdays.", ["MO", "WE", "SA"]],
    ["Corro los lunes y miércoles y los sábados la carrera larga.", ["MO", "WE", "SA"]],
    ["Lancer un podcast sur l'histoire de Lyon : un épisode toutes les deux semaines, enregistré le jeudi soir.", ["TH"]],
    ["英会話を週2回、火曜と木曜の夜8時から50分オンラインで受ける。", ["TU", "TH"]],
    ["Correr mi primer maratón en Valencia el 6 de diciembre de 2026. Entreno 5 días a la semana, con la tirada larga los domingos.", null],
  ])("%s stays one activity", (text, days) => {
    const r = read(text);
    expect(activities(r)).toEqual([]);
    expect(r.days).toEqual(days);
  });
});

describe("replies give some days a length of their own", () => {
  const clock = { now: NOW, timezone: "America/New_York" };
  const compound = read("I can practice 30 minutes on weekday evenings after 8pm and an hour on Saturday mornings. Guitar for the wedding on June 20.", "America/New_York");
  const plain = read("Learn the guitar by June, 3 times a week in the evening, 45 minutes", "America/New_York");

  it("a reply of clauses with their own lengths sets them", () => {
    expect(readReply("30 minutes on weekdays and 2 hours on Sundays", plain, clock).set.session_lengths).toEqual([{ days: WD, minutes: 30 }, { days: ["SU"], minutes: 120 }]);
  });
  it("a length for some days keeps the other days' own lengths", () => {
    expect(readReply("an hour and a half on Saturdays", compound, clock).set).toEqual({ session_lengths: [{ days: WD, minutes: 30 }, { days: ["SA"], minutes: 90 }] });
  });
  it("one length for every session replaces the lengths by days", () => {
    const d = readReply("sessions of 45 minutes", compound, clock);
    expect(d.set).toEqual({ session_minutes: 45 });
    expect(d.clear).toEqual(["session_lengths"]);
  });
  it("longer or shorter by an amount changes each day's length", () => {
    expect(readReply("10 minutes shorter", compound, clock).set).toEqual({ session_lengths: [{ days: WD, minutes: 20 }, { days: ["SA"], minutes: 50 }] });
    expect(readReply("10 minutes shorter", plain, clock).set).toEqual({ session_minutes: 35 });
  });
  it("'any length' drops the lengths by days too", () => {
    expect(readReply("any length", compound, clock).clear).toEqual(["session_lengths"]);
  });
});
