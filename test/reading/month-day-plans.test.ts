/**
 * A day of the month stated for a monthly goal ("each month on the 25th", "am 25. jedes Monats", "le
 * premier de chaque mois") is read into cadence.month_day and every session lands on that day of
 * each month, in the goal's own zone (Auckland: far from UTC, so a day read in UTC would slip).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T09:00", timezone: "Pacific/Auckland" };

describe("a stated day of the month holds in the planned blocks", () => {
  beforeAll(() => void planOffline("warm up", clock), 120_000);

  it.each<[string, number]>([
    ["Pay bills each month on the 25th", 25],
    ["Pay bills every month on the 25th", 25],
    ["Pay my bills monthly on the 25th", 25],
    ["Pay rent on the 25th every month", 25],
    ["Review my budget on the 1st of every month", 1],
    ["Review my budget on the first of every month", 1],
    ["Review the budget once a month on the first", 1],
    ["Rechnungen bezahlen am 25. jedes Monats", 25],
    ["Rechnungen monatlich am 25. bezahlen", 25],
    ["Am Ersten jedes Monats das Budget prüfen", 1],
    ["Payer les factures le 25 de chaque mois", 25],
    ["Revoir mon budget le premier de chaque mois", 1],
    ["Pagar las facturas el 25 de cada mes", 25],
    ["Pagar las facturas mensualmente el día 25", 25],
    ["Revisar el presupuesto el primero de cada mes", 1],
    ["Rivedere il budget il primo di ogni mese", 1],
    ["Rever o orçamento no primeiro dia de cada mês", 1],
    ["Het budget nakijken op de eerste van elke maand", 1],
  ])("%s → day %i", (goal, day) => {
    const { reading, outline, blocks } = planOffline(goal, clock);
    expect(reading.cadence).toMatchObject({ count: 1, per: "month", interval: 1, month_day: day });
    // The recurring task's blocks (the one-off set-up steps before it are not on a rhythm).
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring" && !n.companion).map((n) => n.id));
    const sessions = blocks.filter((b) => recurring.has(b.task_id));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const b of sessions) expect(Number(b.date.slice(8)), `${b.date} ${b.start}`).toBe(day);
    // One session a month.
    expect(new Set(sessions.map((b) => b.date.slice(0, 7))).size).toBe(sessions.length);
  });
});
