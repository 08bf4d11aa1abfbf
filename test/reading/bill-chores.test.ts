/**
 * Paying the bills, the rent or the invoices each month is a household chore (maintenance_cycle),
 * not a savings plan: "Pay bills each month on the 25th" was planned as "Transfer to savings".
 * Putting money aside stays a savings plan. None of these texts is a training goal.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T10:00:00Z", timezone: "Europe/London" };

describe("paying bills is a household chore", () => {
  it.each([
    ["Pay bills each month on the 25th"],
    ["Pay my bills on the 25th of every month"],
    ["Pay the rent every month"],
    ["Rechnungen monatlich bezahlen"],
    ["Payer le loyer et les factures tous les mois"],
    ["Pagar las facturas de la luz y del agua cada mes"],
    ["Pagar as contas de luz e água todo mês"],
    ["Elke maand de rekeningen betalen"],
    ["Pagare le bollette ogni mese"],
    ["毎月請求書を払う"],
    ["每月付账单"],
  ])("%s → maintenance_cycle", (goal) => {
    expect(readGoal(goal, clock).pattern).toMatchObject({ type: "recurring_cycle", subtype: "maintenance_cycle" });
  });

  it.each([
    ["Save 200 a month"],
    ["Transfer 100 to savings on the 1st"],
    ["Put 100 in savings on the 25th of each month"],
    ["Set aside 300 on the 1st of each month for the holiday"],
    ["Save 50 every week"],
  ])("%s → still savings_plan", (goal) => {
    expect(readGoal(goal, clock).pattern).toMatchObject({ type: "recurring_cycle", subtype: "savings_plan" });
  });

  it("the bills are planned as paying them on the 25th, with no transfer to savings", () => {
    const { outline, blocks } = planOffline("Pay bills each month on the 25th", clock);
    expect(outline.nodes.map((n) => n.title).join(" | ")).not.toMatch(/savings/i);
    const sessions = blocks.filter((b) => b.title === "Pay bills");
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((b) => b.date.endsWith("-25"))).toBe(true);
  });
});
