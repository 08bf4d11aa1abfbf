/**
 * The Portuguese lexicon (Brazil and Portugal): goals and replies written in Portuguese read into
 * GoalReading fields. Phrases are written for this test (not taken from the corpus); "now" is
 * Wednesday 14 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-14T09:00", timezone: "America/Sao_Paulo" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, language: "pt", classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const EVENING = { days: null, start: "17:00", end: "22:00" };
const MORNING = { days: null, start: "06:00", end: "12:00" };
const LUNCH = { days: null, start: "12:00", end: "13:00" };

describe("Portuguese goals", () => {
  it.each<[string, Record<string, unknown>]>([
    ["Terminar a mudança até 2 de dezembro.", { deadline: "2026-12-02" }],
    ["Entregar a dissertação até ao fim de janeiro.", { deadline: "2027-01-31" }],
    ["Correr 10 km em 8 semanas.", { deadline: "2026-12-09" }],
    ["Renovar o passaporte até 1 de setembro de 2026.", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    ["Terminar o relatório até sexta.", { deadline: "2026-10-16", days: null }],
    ["Ler dez livros este ano.", { deadline: "2026-12-31" }],
    ["Falar italiano fluente até o verão.", { deadline: "2027-06-21" }],
    ["Nadar 3 vezes por semana, nunca antes das 7h, sessões de 45 minutos.", { cadence: cadence(3, "week"), not_before: "07:00", session_minutes: 45 }],
    ["Pedalar dia sim, dia não, uma hora e meia.", { cadence: cadence(1, "day", { interval: 2 }), session_minutes: 90 }],
    ["Meditar toda manhã, exceto aos domingos.", { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SA"], windows: [MORNING] }],
    ["Estudar de segunda a sexta, das 18h às 19h30.", { days: WORKDAYS, windows: [{ days: null, start: "18:00", end: "19:30" }] }],
    ["Aula de violão às terças e quintas às 19h.", { cadence: cadence(2, "week"), days: ["TU", "TH"], fixed_times: [{ days: ["TU", "TH"], time: "19:00" }] }],
    [
      "Pintar no sábado de manhã e na quarta à noite.",
      { cadence: cadence(2, "week"), days: ["WE", "SA"], windows: [{ ...MORNING, days: ["SA"] }, { ...EVENING, days: ["WE"] }] },
    ],
    ["Arrumar a garagem no último domingo de cada mês.", { cadence: cadence(1, "month", { nth_weekday: { nth: -1, weekday: "SU" } }) }],
    ["Guardar R$ 200 todo dia 10.", { cadence: cadence(1, "month", { month_day: 10 }) }],
    ["Regar a horta de 15 em 15 dias.", { cadence: cadence(1, "week", { interval: 2 }) }],
    ["Estudar alemão 20 minutos por dia na hora do almoço.", { cadence: cadence(1, "day"), windows: [LUNCH], session_minutes: 20 }],
    ["Trabalhar no site duas noites por semana.", { cadence: cadence(2, "week"), windows: [EVENING] }],
    ["Organizar o sótão ao fim de semana, meia hora de cada vez.", { days: ["SA", "SU"], session_minutes: 30 }],
    ["Escrever, mas nada depois das 22h.", { not_after: "22:00" }],
    ["Ir à academia 3 vezes por semana e lavar o carro aos sábados.", { cadence: cadence(3, "week"), days: null }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });
});

describe("Portuguese replies", () => {
  const swim = read("Nadar 3 vezes por semana, nunca antes das 7h, sessões de 45 minutos.");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", swim, clock), 180_000);

  it.each<[string, Record<string, unknown>]>([
    ["Melhor 2 vezes por semana", { cadence: cadence(2, "week") }],
    ["Aos sábados não", { days: ["MO", "TU", "WE", "TH", "FR", "SU"] }],
    ["Só à noite", { windows: [EVENING] }],
    ["Sessões de uma hora", { session_minutes: 60 }],
    ["A partir das 6h30 pode ser", { not_before: "06:30" }],
    ["Até ao fim de março", { deadline: "2027-03-31" }],
    ["Às 18h15 em ponto", { fixed_times: [{ days: null, time: "18:15" }] }],
  ])("%s", (text, set) => {
    const delta = readReply(text, swim, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual([]);
  });

  it("reads a swap of one weekday for another", () => {
    const choir = read("Coral às segundas e quintas.");
    expect(readReply("Trocar a quinta pela quarta", choir, clock).set.days).toEqual(["MO", "WE"]);
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("Sem prazo", swim, clock).clear).toEqual(["deadline"]);
  });

  it("says when a reply changes nothing it can read", () => {
    expect(readReply("Deixa isso mais divertido", swim, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
