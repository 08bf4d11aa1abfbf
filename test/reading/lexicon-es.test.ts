/**
 * The Spanish lexicon: goals and replies written in Spanish read into GoalReading fields.
 * Phrases are written for this test (not taken from the corpus); "now" is Wednesday 14 Oct 2026.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-10-14T09:00", timezone: "Europe/Madrid" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, language: "es", classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const EVENING = { days: null, start: "17:00", end: "22:00" };
const MORNING = { days: null, start: "06:00", end: "12:00" };
const AFTERNOON = { days: null, start: "13:00", end: "17:00" };

describe("Spanish goals", () => {
  it.each<[string, Record<string, unknown>]>([
    ["Terminar la mudanza antes del 2 de diciembre.", { deadline: "2026-12-02" }],
    ["Entregar el TFM para finales de enero.", { deadline: "2027-01-31" }],
    ["Correr 10 km en 8 semanas.", { deadline: "2026-12-09" }],
    ["Renovar el pasaporte antes del 1 de septiembre de 2026.", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
    ["Acabar el informe antes del viernes.", { deadline: "2026-10-16", days: null }],
    ["Leer diez novelas este año.", { deadline: "2026-12-31" }],
    ["Hablar italiano con soltura para el verano.", { deadline: "2027-06-21" }],
    ["Nadar 3 veces por semana, nunca antes de las 7, sesiones de 45 minutos.", { cadence: cadence(3, "week"), not_before: "07:00", session_minutes: 45 }],
    ["Salir en bici cada dos días, una hora y media.", { cadence: cadence(1, "day", { interval: 2 }), session_minutes: 90 }],
    ["Meditar cada mañana excepto los domingos.", { cadence: cadence(1, "day"), days: ["MO", "TU", "WE", "TH", "FR", "SA"], windows: [MORNING] }],
    ["Estudiar de lunes a viernes de 18 a 20 h.", { days: WORKDAYS, windows: [{ days: null, start: "18:00", end: "20:00" }] }],
    ["Clase de guitarra los martes y jueves a las 7 de la tarde.", { cadence: cadence(2, "week"), days: ["TU", "TH"], fixed_times: [{ days: ["TU", "TH"], time: "19:00" }] }],
    [
      "Pintar el sábado por la mañana y el miércoles por la noche.",
      { cadence: cadence(2, "week"), days: ["WE", "SA"], windows: [{ ...MORNING, days: ["SA"] }, { ...EVENING, days: ["WE"] }] },
    ],
    ["Limpiar el trastero el último domingo de cada mes.", { cadence: cadence(1, "month", { nth_weekday: { nth: -1, weekday: "SU" } }) }],
    ["Apartar 80 euros el día 10 de cada mes.", { cadence: cadence(1, "month", { month_day: 10 }) }],
    ["Regar el huerto cada quince días.", { cadence: cadence(1, "week", { interval: 2 }) }],
    ["Aprender alemán 20 minutos al día por la tarde.", { cadence: cadence(1, "day"), windows: [AFTERNOON], session_minutes: 20 }],
    ["Trabajar en la web dos noches por semana.", { cadence: cadence(2, "week"), windows: [EVENING] }],
    ["Ordenar el garaje los fines de semana, media hora.", { days: ["SA", "SU"], session_minutes: 30 }],
    ["Escribir, nunca después de las 10 de la noche.", { not_after: "22:00" }],
    ["Desde mañana, 10 minutos de estiramientos al día.", { cadence: cadence(1, "day"), windows: [], session_minutes: 10 }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });
});

describe("Spanish replies", () => {
  const swim = read("Nadar 3 veces por semana, nunca antes de las 7, sesiones de 45 minutos.");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", swim, clock), 180_000);

  it.each<[string, Record<string, unknown>]>([
    ["Mejor dos veces por semana", { cadence: cadence(2, "week") }],
    ["Los sábados no", { days: ["MO", "TU", "WE", "TH", "FR", "SU"] }],
    ["Mejor por la noche", { windows: [EVENING] }],
    ["Sesiones de una hora", { session_minutes: 60 }],
    ["A partir de las 6:30 está bien", { not_before: "06:30" }],
    ["Hasta finales de marzo", { deadline: "2027-03-31" }],
    ["A las 18:15 en punto", { fixed_times: [{ days: null, time: "18:15" }] }],
  ])("%s", (text, set) => {
    const delta = readReply(text, swim, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual([]);
  });

  it("reads a swap of one weekday for another", () => {
    const choir = read("Coro los lunes y jueves.");
    expect(readReply("El miércoles en lugar del jueves", choir, clock).set.days).toEqual(["MO", "WE"]);
  });

  it("clears what a reply says no longer matters", () => {
    expect(readReply("Sin fecha límite", swim, clock).clear).toEqual(["deadline"]);
  });

  it("says when a reply changes nothing it can read", () => {
    expect(readReply("Hazlo más alegre", swim, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
