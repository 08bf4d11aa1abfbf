/**
 * When the plan starts, said in a reply or a goal: "start in January", "erst im Januar anfangen", "start next month",
 * "start next week", "start in two weeks". Before, a month alone after "start in" (a reply, or a goal ending with it)
 * and "next month"/"in two weeks" after a start word were read as deadlines — "start next month" cut the plan to end on
 * December 31 — and "next week" started the plan on the coming Saturday. The start holds in the planned blocks, read in
 * the goal's own zone. Also "begin the week after next" (it started next week), "à partir du mois prochain" and "start
 * after Christmas" / "after New Year" in each language (not read at all). Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { planReading } from "../fixtures/plan-offline.js";

// Saturday 2026-11-28, morning in Tokyo.
const clock = { now: "2026-11-28T00:30:00Z", timezone: "Asia/Tokyo" };

const GOALS: Record<string, string> = {
  en: "Learn Spanish by May, 30 minutes a day",
  de: "Spanisch lernen bis Mai, 30 Minuten am Tag",
  fr: "Apprendre l'espagnol d'ici mai, 30 minutes par jour",
  es: "Aprender español para mayo, 30 minutos al día",
  pt: "Aprender espanhol até maio, 30 minutos por dia",
  nl: "Spaans leren voor mei, 30 minuten per dag",
  it: "Imparare lo spagnolo entro maggio, 30 minuti al giorno",
};

describe("a reply saying when the plan starts", () => {
  it.each<[string, string, string]>([
    ["en", "start in January", "2027-01-01"],
    ["en", "let's begin in January", "2027-01-01"],
    ["en", "start next month", "2026-12-01"],
    ["en", "start next week", "2026-11-30"],
    ["en", "start in two weeks", "2026-12-12"],
    ["de", "erst im Januar anfangen", "2027-01-01"],
    ["de", "nächsten Monat anfangen", "2026-12-01"],
    ["de", "ab nächster Woche", "2026-11-30"],
    ["de", "in zwei Wochen anfangen", "2026-12-12"],
    ["fr", "commencer en janvier", "2027-01-01"],
    ["es", "mejor empezamos en enero", "2027-01-01"],
    ["es", "empezar dentro de dos semanas", "2026-12-12"],
    ["pt", "começar em janeiro", "2027-01-01"],
    ["nl", "pas in januari beginnen", "2027-01-01"],
    ["it", "iniziare a gennaio", "2027-01-01"],
    // The week after next is the Monday after next week's, not next week's; "from next month" and "after Christmas" /
    // "after New Year" in every language read as starts (they were not understood, or read as next week).
    ["en", "let's start the week after next", "2026-12-07"],
    ["en", "start after Christmas", "2026-12-26"],
    ["en", "begin after New Year", "2027-01-02"],
    ["de", "erst übernächste Woche anfangen", "2026-12-07"],
    ["de", "ab nächstem Monat", "2026-12-01"],
    ["de", "nach Weihnachten anfangen", "2026-12-26"],
    ["fr", "à partir du mois prochain", "2026-12-01"],
    ["fr", "commencer après Noël", "2026-12-26"],
    ["fr", "après le nouvel an", "2027-01-02"],
    ["es", "a partir del mes que viene", "2026-12-01"],
    ["es", "empezar después de Navidad", "2026-12-26"],
    ["pt", "começar depois do Natal", "2026-12-26"],
    ["nl", "pas na nieuwjaar beginnen", "2027-01-02"],
    ["it", "a partire dal prossimo mese", "2026-12-01"],
    ["it", "iniziare dopo Natale", "2026-12-26"],
  ])("%s: %s → starts %s, deadline kept", (lang, reply, start) => {
    const reading = readGoal(GOALS[lang]!, clock);
    expect(reading.start).toBeNull();
    const delta = readReply(reply, reading, clock);
    expect(delta.set.start).toBe(start);
    expect(delta.set.deadline).toBeUndefined();
    expect(delta.parts.map((p) => p.status)).toEqual(["applied"]);
    const { blocks } = planReading(applyReadingDelta(reading, delta), clock);
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks[0]!.date >= start).toBe(true);
    // The deadline (May) still ends the plan.
    expect(blocks.at(-1)!.date <= "2027-05-01").toBe(true);
  });

  it("a goal ending with 'starting in January' starts then and has no deadline", () => {
    const reading = readGoal("Learn Spanish starting in January", clock);
    expect(reading.start).toBe("2027-01-01");
    expect(reading.deadline).toBeNull();
  });

  // The same phrases in a goal: the first block falls on the start, read in the goal's own zone (Tokyo, Auckland).
  it.each<[string, string, string]>([
    ["Learn Spanish, 30 minutes a day, begin the week after next", "Asia/Tokyo", "2026-12-07"],
    ["Spanisch lernen, 30 Minuten am Tag, ab übernächster Woche", "Pacific/Auckland", "2026-12-07"],
    ["Apprendre l'espagnol à partir du mois prochain, 30 minutes par jour", "Asia/Tokyo", "2026-12-01"],
    ["Aprender español a partir del próximo mes, 30 minutos al día", "Pacific/Auckland", "2026-12-01"],
    ["Learn Spanish, 30 minutes a day, start after Christmas", "Asia/Tokyo", "2026-12-26"],
    ["Learn Spanish, 30 minutes a day, starting after New Year", "Pacific/Auckland", "2027-01-02"],
    ["Spanisch lernen nach Neujahr, 30 Minuten am Tag", "Asia/Tokyo", "2027-01-02"],
    ["Aprender espanhol depois do Ano Novo, 30 minutos por dia", "Pacific/Auckland", "2027-01-02"],
    ["Imparare lo spagnolo dopo Capodanno, 30 minuti al giorno", "Asia/Tokyo", "2027-01-02"],
  ])("a goal: %s (%s) starts %s, no deadline", (goal, timezone, start) => {
    const at = { now: clock.now, timezone };
    const reading = readGoal(goal, at);
    expect(reading.start).toBe(start);
    expect(reading.deadline).toBeNull();
    const { blocks } = planReading(reading, at);
    expect(blocks.length).toBeGreaterThan(20);
    expect(blocks[0]!.date).toBe(start);
  });

  it.each<[string, string]>([
    ["Learn Spanish by Christmas, 20 minutes a day", "2026-12-25"],
    ["Finish the report by the week after next", "2026-12-13"],
    ["Courir un semi-marathon le mois prochain", "2026-12-31"],
  ])("no start cue, still a deadline: %s", (goal, deadline) => {
    const reading = readGoal(goal, clock);
    expect(reading.start).toBeNull();
    expect(reading.deadline).toBe(deadline);
  });

  it("'after Christmas' said just after it is now, not next year", () => {
    const reading = readGoal("Learn Spanish, 30 minutes a day, start after Christmas", { now: "2026-12-28T00:30:00Z", timezone: "Asia/Tokyo" });
    expect(reading.start).toBe("2026-12-28");
  });

  it("'finish in two weeks' is still a deadline", () => {
    const reading = readGoal(GOALS.en!, clock);
    const delta = readReply("finish in two weeks", reading, clock);
    expect(delta.set.deadline).toBe("2026-12-12");
    expect(delta.set.start).toBeUndefined();
  });
});
