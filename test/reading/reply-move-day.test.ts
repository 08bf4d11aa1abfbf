/**
 * A reply that moves one of the plan's days to another, however it is worded: "Déplacer la séance
 * du samedi au dimanche", "Die Samstagseinheit auf Sonntag verschieben", "Saturday session on
 * Sunday instead". The moved day takes the other's place and keeps its start time; the other days,
 * the rhythm and the deadline stay. Before, most of these made the two named days the plan's only
 * days (or read "al domingo" as a deadline). Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { planReading } from "../fixtures/plan-offline.js";

const clock = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };

/** Monday, Wednesday and Saturday at 07:00, in each language. */
const GOALS: Record<string, string> = {
  en: "Run on Monday, Wednesday and Saturday at 7am for 40 minutes until March",
  de: "Laufen montags, mittwochs und samstags um 7 Uhr, 40 Minuten, bis März",
  fr: "Courir le lundi, le mercredi et le samedi à 7h pendant 40 minutes jusqu'en mars",
  es: "Correr los lunes, miércoles y sábados a las 7, 40 minutos, hasta marzo",
  pt: "Correr às segundas, quartas e sábados às 7h, 40 minutos, até março",
  nl: "Hardlopen op maandag, woensdag en zaterdag om 7 uur, 40 minuten, tot maart",
  ja: "月曜日、水曜日、土曜日の朝7時に40分走る。3月まで。",
  zh: "每周一、周三、周六早上7点跑步40分钟，到3月为止。",
};

describe("a reply moving one day to another", () => {
  it.each<[string, string]>([
  ["en", "Move the Saturday session to Sunday"], ["en", "Saturday session on Sunday instead"], ["en", "Can we do Saturday's run on Sunday?"], ["en", "Sunday instead of Saturday"], ["en", "Put Saturday's session on Sunday please"], ["en", "I can't do Saturdays anymore, move it to Sunday"],
  ["de", "Die Samstagseinheit auf Sonntag verschieben"], ["de", "Samstag auf Sonntag verschieben"], ["de", "Bitte das Training vom Samstag auf Sonntag verlegen"], ["de", "Sonntag statt Samstag"], ["de", "Verschiebe die Einheit am Samstag auf Sonntag"], ["de", "Samstags kann ich nicht mehr, lieber sonntags"],
  ["fr", "Déplacer la séance du samedi au dimanche"], ["fr", "Dimanche au lieu de samedi"], ["fr", "Décale la séance de samedi à dimanche"], ["fr", "Le samedi je ne peux plus, mets-la le dimanche"], ["fr", "Passer la séance du samedi au dimanche"],
  ["es", "Pasa la sesión del sábado al domingo"], ["es", "Domingo en vez de sábado"], ["es", "Mueve el entrenamiento del sábado al domingo"], ["es", "Cambia la sesión del sábado por el domingo"], ["es", "El sábado ya no puedo, pásalo al domingo"],
  ["pt", "Passa a sessão de sábado para domingo"], ["pt", "Domingo em vez de sábado"], ["pt", "Mudar o treino de sábado para domingo"], ["pt", "Troca sábado por domingo"],
  ["nl", "Verplaats de zaterdagsessie naar zondag"], ["nl", "Zondag in plaats van zaterdag"], ["nl", "De training van zaterdag naar zondag verplaatsen"], ["nl", "Zet de zaterdag op zondag"],
  ["ja", "土曜日の練習を日曜日に移して"], ["ja", "土曜日じゃなくて日曜日にして"], ["ja", "土曜日を日曜日に変更してください"],
  ["zh", "把周六的训练改到周日"], ["zh", "周六改成周日"], ["zh", "用周日代替周六"], ["zh", "周六的跑步挪到周日"],
  ])("%s: %s", (lang, reply) => {
    const reading = readGoal(GOALS[lang]!, clock);
    expect(reading.days).toEqual(["MO", "WE", "SA"]);
    const d = readReply(reply, reading, clock);
    expect(d.set.days).toEqual(["MO", "WE", "SU"]);
    expect(d.set.fixed_times).toEqual([{ days: ["MO", "WE", "SU"], time: "07:00" }]);
    expect(d.set.deadline).toBeUndefined();
    expect(d.set.cadence).toBeUndefined();
    expect(d.parts.every((p) => p.status === "applied")).toBe(true);
  });

  it.each<[string, string, string[]]>([
    // No move word: the named days are the new days.
    ["en", "Saturdays and Sundays only", ["SA", "SU"]],
    // A day added, not moved.
    ["en", "Also Sunday", ["MO", "WE", "SA", "SU"]],
    ["de", "Sonntags kann ich auch", ["MO", "WE", "SA", "SU"]],
  ])("%s: %s is no move", (lang, reply, days) => {
    const d = readReply(reply, readGoal(GOALS[lang]!, clock), clock);
    expect(d.set.days).toEqual(days);
  });

  it("'Move Monday to Tuesday' moves Monday only", () => {
    const reading = readGoal(GOALS.en!, clock);
    expect(readReply("Move Monday to Tuesday", reading, clock).set.days).toEqual(["TU", "WE", "SA"]);
  });
});

describe("a reply replacing a start time with a bare hour", () => {
  it.each<[string, string]>([
    ["de", "Um 8 statt um 7"],
    ["de", "Statt um 7 lieber um 8"],
    ["es", "A las 8 en vez de a las 7"],
    ["en", "Start at 8 instead of 7"],
    ["fr", "À 8h au lieu de 7h"],
    ["nl", "Om 8 uur in plaats van 7 uur"],
  ])("%s: %s", (lang, reply) => {
    const d = readReply(reply, readGoal(GOALS[lang]!, clock), clock);
    expect(d.set.fixed_times).toEqual([{ days: ["MO", "WE", "SA"], time: "08:00" }]);
    expect(d.parts.every((p) => p.status === "applied")).toBe(true);
  });

  it("two new times without a replacement word are no replacement", () => {
    const d = readReply("at 7 and at 8", readGoal(GOALS.en!, clock), clock);
    expect(d.set.fixed_times ?? []).not.toEqual([{ days: ["MO", "WE", "SA"], time: "08:00" }]);
  });
});

describe("a moved day keeps its own session length", () => {
  // 30 minutes on weekday mornings and an hour on Sunday afternoons; the Sunday hour moves to Saturday.
  const clockNY = { now: "2026-11-28T09:00:00Z", timezone: "America/New_York" };
  it.each<[string, string, string]>([
    ["en", "Learn Spanish by May: 30 minutes on weekday mornings, and an hour on Sunday afternoons.", "Can we do the Sunday hour on Saturday morning instead?"],
    ["en", "Learn Spanish by May: 30 minutes on weekday mornings, and an hour on Sunday afternoons.", "Move the Sunday session to Saturday"],
    ["de", "Spanisch lernen bis Mai: werktags morgens 30 Minuten und sonntags nachmittags eine Stunde.", "Die Sonntagseinheit auf Samstag verschieben"],
    ["fr", "Apprendre l'espagnol d'ici mai : 30 minutes en semaine le matin et une heure le dimanche après-midi.", "Déplacer la séance du dimanche au samedi"],
    ["es", "Aprender español para mayo: 30 minutos entre semana por la mañana y una hora los domingos por la tarde.", "Pasa la sesión del domingo al sábado"],
  ])("%s: %s / %s", (_lang, goal, reply) => {
    const reading = readGoal(goal, clockNY);
    expect(reading.session_lengths).toEqual(expect.arrayContaining([{ days: ["SU"], minutes: 60 }]));
    const delta = readReply(reply, reading, clockNY);
    expect(delta.parts.every((p) => p.status === "applied")).toBe(true);
    const { blocks } = planReading(applyReadingDelta(reading, delta), clockNY);
    // Blocks read in New York: no Sunday left, every Saturday an hour, weekdays still 30 minutes.
    expect(blocks.filter((b) => b.day === "Sun")).toEqual([]);
    const saturdays = blocks.filter((b) => b.day === "Sat");
    expect(saturdays.length).toBeGreaterThan(10);
    expect(new Set(saturdays.map((b) => b.minutes))).toEqual(new Set([60]));
    expect(new Set(blocks.filter((b) => b.weekday <= 5).map((b) => b.minutes))).toEqual(new Set([30]));
  });
});
