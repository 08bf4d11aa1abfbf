/**
 * Phrase classes read the same way in every language (phrases written for this test, not taken
 * from the corpus): a daypart next to a stated range is that range; a second range after "and"
 * with an exception after it stays the main activity's; a weekday with a deadline cue is the
 * deadline, not a day off; "every weekend" is one session a week; a reply that moves a day names
 * the old day first and the new one after a reason; a daypart right before an hour range says
 * its half of the day, and the daypart being left in a reply is no second window.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });
const cad = (count: number, per: "day" | "week" | "month") => ({ count, per, interval: 1, nth_weekday: null, month_day: null });
const WEEKEND = ["SA", "SU"];

describe("goal phrase classes", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, Record<string, unknown>]>([
    // A daypart next to a stated range of the same days is that range, not a second window.
    ["Apprendre le piano d'ici juin 2027. Je joue chaque matin de 7h à 8h, avant le travail.", { windows: [{ days: null, start: "07:00", end: "08:00" }] }],
    ["Je jardine chaque soir de 18h à 19h après le boulot.", { windows: [{ days: null, start: "18:00", end: "19:00" }] }],
    ["Practise the cello every morning from 6:30 to 7:15 before work.", { windows: [{ days: null, start: "06:30", end: "07:15" }] }],
    // Two ranges and an exception after them: both windows, the day off removed.
    ["Elke weekdag leren van 8u tot 11u en van 14u tot 17u, behalve vrijdag.", { days: ["MO", "TU", "WE", "TH"], windows: [{ days: null, start: "08:00", end: "11:00" }, { days: null, start: "14:00", end: "17:00" }] }],
    ["Tentamen op 20 december. Elke werkdag van 9:00 tot 12:00 en van 13:00 tot 15:00 studeren, behalve maandag.", { days: ["TU", "WE", "TH", "FR"], windows: [{ days: null, start: "09:00", end: "12:00" }, { days: null, start: "13:00", end: "15:00" }] }],
    // A weekday with a deadline cue after it is the deadline, not a day off ("不要" later in the sentence).
    ["这周五之前把厨房收拾干净,不要的碗都扔掉。", { deadline: "2026-11-20", days: null, cadence: null }],
    ["周六之前把衣柜整理好，不要的衣服捐掉。", { deadline: "2026-11-21", days: null, cadence: null }],
    // "every weekend": one session a week, on a weekend day.
    ["Go fishing every weekend.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["30 museums this year, one each weekend.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["Jedes Wochenende eine Radtour.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["Une randonnée chaque week-end.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["Salir en bici todos los fines de semana.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["Uma trilha todo fim de semana.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["Elk weekend een wandeling.", { cadence: cad(1, "week"), days: WEEKEND }],
    ["毎週末にハイキングに行く。", { cadence: cad(1, "week"), days: WEEKEND }],
    ["每个周末去爬山。", { cadence: cad(1, "week"), days: WEEKEND }],
    // A duration of practice is the deadline: now + that long (now is 2026-11-16).
    ["毎朝ヨガを続ける。2年間は続けたい。", { deadline: "2028-11-16" }],
    ["禁煙する。期間は3か月。", { deadline: "2027-02-16" }],
    ["医生让我每天早上吃鱼油,连续吃两个月。", { deadline: "2027-01-16" }],
    // A month after "next year" is that month of next year; "明年年底" is next year's end.
    ["明年6月底前考完驾照。", { deadline: "2027-06-30" }],
    ["来年の3月末までに論文を出す。", { deadline: "2027-03-31" }],
    ["明年年底前还清车贷。", { deadline: "2027-12-31" }],
    // "月末に" in a sentence with a rhythm is a monthly step; alone, or with まで, the month's end.
    ["毎晩日記をつけて、月末に1か月分を読み返す。", { deadline: null }],
    ["月末に引っ越す。", { deadline: "2026-11-30" }],
    // A day of next month is a date without a cue; a company count is a weekly count.
    ["来月12日の社内コンペの準備をする。", { deadline: "2026-12-12" }],
    ["毎週5社に応募する。", { cadence: cad(5, "week") }],
    // Both weekend days named: two sessions.
    ["毎週土日にジョギング。", { cadence: cad(2, "week"), days: WEEKEND }],
    ["Ride every Saturday and Sunday.", { cadence: cad(2, "week"), days: WEEKEND }],
  ])("%s", (text, expected) => {
    expect(read(text)).toMatchObject(expected);
  });
});

describe("reply phrase classes", () => {
  beforeAll(() => void read("warm up"), 120_000);

  const moved = { days: ["MO", "TH"], fixed_times: [{ days: ["MO", "TH"], time: "18:00" }] };
  it.each<[string, string, Record<string, unknown>]>([
    // A day moved to another: the old one goes, the new one comes, the start time follows.
    ["Piano lessons on Monday and Friday at 6pm.", "Can we move the Friday session to Thursday?", moved],
    ["Piano lessons on Monday and Friday at 6pm.", "Fridays I have choir now, so please move it to Thursday", moved],
    ["Klavier üben montags und freitags um 18 Uhr.", "Freitag geht nicht mehr, bitte auf Donnerstag verlegen", moved],
    ["Cours de piano le lundi et le vendredi à 18h.", "Le vendredi je ne peux plus, mets-le plutôt le jeudi", moved],
    // (The start time used to lose its days here: the "no" ending "piano" was read as "not" before "los lunes".)
    ["Clases de piano los lunes y viernes a las 18:00.", "El viernes ya no puedo, muévelo al jueves", moved],
    ["Aulas de piano às segundas e sextas às 18h.", "Sexta já não dá, passa para quinta", moved],
    ["Pianoles op maandag en vrijdag om 18 uur.", "Vrijdag heb ik een etentje, zet het maar op donderdag", moved],
    ["毎週月曜と金曜の午後6時からピアノ。", "金曜は残業になったので木曜に変更したい", moved],
    ["毎週月曜と金曜の午後6時からピアノ。", "金曜はバイトが入るから木曜にずらしてほしい", moved],
    ["每周一和周五下午6点练钢琴。", "周五临时有课，所以挪到周四", moved],
    // A day off said with any negative verb, or "without <sessions> on": those days go.
    ["年末までにクロッキーを100枚描く。週5日、1日15分。", "火曜と土曜は描かない", { days: ["MO", "WE", "TH", "FR", "SU"] }],
    ["Correr 4 vezes por semana, 40 minutos.", "Sem treinos à segunda", { days: ["TU", "WE", "TH", "FR", "SA", "SU"] }],
    ["Correr 4 veces por semana.", "sin entrenos el viernes", { days: ["MO", "TU", "WE", "TH", "SA", "SU"] }],
    ["Courir 4 fois par semaine.", "pas d'entraînement le lundi", { days: ["TU", "WE", "TH", "FR", "SA", "SU"] }],
    // A count changed from one to another: the new one.
    ["年底前减重6公斤,每周跑步三次,每次40分钟。", "每周三次改成两次", { cadence: cad(2, "week") }],
    ["週4回ジムに通う。", "週4回から3回に", { cadence: cad(3, "week") }],
    // "only once, at 8" on a twice-a-day goal: once a day, at that time.
    ["Tomar as vitaminas todo dia às 9h e às 21h.", "Só uma vez, às 9h", { cadence: cad(1, "day"), fixed_times: [{ days: null, time: "09:00" }] }],
    ["Take my pills every day at 8 and at 20.", "Only once, at 8", { cadence: cad(1, "day"), fixed_times: [{ days: null, time: "08:00" }] }],
    ["半年內從60公斤減到55公斤。每週運動4次。", "期限延到明年年底", { deadline: "2027-12-31" }],
    // A daypart before an hour range says its half of the day; the daypart being left is no window.
    ["試験に向けて、週4回、朝6時から7時まで勉強する。", "朝は無理なので夜9時から10時にしたい", { windows: [{ days: null, start: "21:00", end: "22:00" }] }],
    ["資格の勉強を週3回、朝5時半から6時半までやる。", "朝起きるのがつらいので夜9時から10時半にしたい", { windows: [{ days: null, start: "21:00", end: "22:30" }] }],
    ["Run three times a week from 5 to 6 am.", "mornings are too early for me, in the evening from 8 to 9 instead", { windows: [{ days: null, start: "20:00", end: "21:00" }] }],
    ["試験に向けて、週4回、朝6時から7時まで勉強する。", "夜10時から11時にしたい", { windows: [{ days: null, start: "22:00", end: "23:00" }] }],
    ["每周学习四次，早上6点到7点。", "早上起不来，改成晚上9点到10点", { windows: [{ days: null, start: "21:00", end: "22:00" }] }],
    ["Study 4 times a week from 6 to 7 am.", "Mornings are too hard, make it the evening from 9 to 10", { windows: [{ days: null, start: "21:00", end: "22:00" }] }],
    ["Lernen viermal pro Woche von 6 bis 7 Uhr.", "morgens schaffe ich nicht, lieber abends von 9 bis 10", { windows: [{ days: null, start: "21:00", end: "22:00" }] }],
    ["Étudier 4 fois par semaine de 6h à 7h.", "le matin c'est trop dur, plutôt le soir de 9h à 10h", { windows: [{ days: null, start: "21:00", end: "22:00" }] }],
    ["Estudiar 4 veces por semana de 6 a 7.", "por la noche de 10 a 11", { windows: [{ days: null, start: "22:00", end: "23:00" }] }],
    ["Estudar 4 vezes por semana das 6 às 7.", "à noite das 10 às 11", { windows: [{ days: null, start: "22:00", end: "23:00" }] }],
  ])("%s / %s", (goal, reply, expected) => {
    const d = readReply(reply, read(goal), clock);
    expect(d.set).toEqual(expected);
    expect(d.parts.every((p) => p.status === "applied")).toBe(true);
  });
});
