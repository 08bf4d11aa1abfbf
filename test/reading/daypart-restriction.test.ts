/**
 * A daypart said with "only" of some days ("freitags nur vormittags", "Fridays only in the morning",
 * "le vendredi seulement le matin") narrows the windows stated for those days to their part inside
 * the daypart; it names no session day and adds no default 06:00–12:00 window beside them. With no
 * window stated for those days, the daypart's default is theirs. Today is 2026-11-24.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import type { Weekday } from "../../src/contracts/planning.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-24T10:00", timezone: "Europe/Berlin" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });
const WEEKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const narrowed: Partial<GoalReading> = { days: [...WEEKDAYS], windows: [{ days: null, start: "08:00", end: "12:00" }, { days: ["MO", "TU", "WE", "TH"], start: "14:00", end: "17:00" }] };

describe("a daypart with 'only' narrows the stated windows of its days", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, Partial<GoalReading>]>([
    ["Lernen jeden Werktag von 8 bis 12 und von 14 bis 17 Uhr, freitags nur vormittags.", narrowed],
    ["Study every weekday from 8 to 12 and from 2 to 5pm, Fridays only in the morning.", narrowed],
    ["Study every weekday 8-12 and 14-17, Friday mornings only.", narrowed],
    ["Réviser chaque jour de semaine de 8h à 12h et de 14h à 17h, le vendredi seulement le matin.", narrowed],
    ["Estudiar cada día laborable de 8 a 12 y de 14 a 17, los viernes solo por la mañana.", narrowed],
    ["Estudar todos os dias úteis das 8h às 12h e das 14h às 17h, às sextas só de manhã.", narrowed],
    ["Elke werkdag studeren van 8 tot 12 en van 14 tot 17 uur, vrijdags alleen 's ochtends.", narrowed],
    ["平日は毎日8時から12時と14時から17時まで勉強、金曜は午前だけ。", narrowed],
    ["每个工作日8点到12点和14点到17点学习，周五只在上午。", narrowed],
    // No part of the stated window in the morning: that day has the morning alone.
    ["Study every weekday 18-21, Fridays only in the morning.", { days: [...WEEKDAYS], windows: [{ days: ["FR"], start: "06:00", end: "12:00" }, { days: ["MO", "TU", "WE", "TH"], start: "18:00", end: "21:00" }] }],
    // A range said with the daypart is that day's window.
    ["Train every day 18:00-20:00, on Saturdays only mornings 9-11.", { days: null, issues: [], windows: [{ days: ["SA"], start: "09:00", end: "11:00" }, { days: ["MO", "TU", "WE", "TH", "FR", "SU"], start: "18:00", end: "20:00" }] }],
    // No window stated: the morning default, as before.
    ["Study every weekday, Fridays only in the morning.", { days: [...WEEKDAYS], windows: [{ days: ["FR"], start: "06:00", end: "12:00" }] }],
  ])("%s", (text, want) => {
    const r = read(text);
    for (const [field, value] of Object.entries(want)) expect(r[field as keyof GoalReading], field).toEqual(value);
  });
});
