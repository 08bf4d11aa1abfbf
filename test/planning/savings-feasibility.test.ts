/**
 * A savings plan whose stated transfers cannot reach the stated target by the deadline is not
 * planned silently: feasibility names the numbers (transfers, amount, total, shortfall) and offers
 * a larger transfer, a later date and a smaller target, each of which plans when chosen (checked
 * through the same pipeline the escalation uses). Transfers that do reach the target plan.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { checkedFeasibilityChoices, planCheck, withSet } from "../../src/planning/alternatives.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { moneyIn } from "../../src/planning/savings-feasibility.js";

const NOW = "2026-11-24T09:00:00Z";
const ZONE = "Europe/Berlin";
const monthly = (month_day: number | null = null) => ({ count: 1, per: "month" as const, interval: 1, nth_weekday: null, month_day });
const savings = (title: string, deadline: string, over: Partial<GoalReadingInput> = {}) =>
  GoalReading.parse({ language: "en", title, pattern: { type: "recurring_cycle", subtype: "savings_plan", confidence: 0.9 }, deadline, cadence: monthly(), ...over });

// [what the person said, reading, expected: null = plans, else the numbers the sentence must carry]
const CASES: Array<[string, GoalReading, RegExp | null]> = [
  ["2400 by 200 a month for 10 months", savings("Save 2400 euros by transferring 200 euros a month for 10 months", "2027-09-24"), /10 transfers of 200 euros .* 2000 euros, 400 euros short of 2400 euros/],
  ["10000 by June with 300 a month (es)", savings("Ahorrar 10000 euros antes de junio ahorrando 300 euros al mes", "2027-06-01", { language: "es" }), /6 transfers of 300 euros .* 1800 euros, 8200 euros short of 10000 euros/],
  ["$6,000 by next December, $400 on the 15th", savings("Save $6,000 by next December, putting aside $400 on the 15th", "2027-12-01", { cadence: monthly(15) }), /12 transfers of \$400 .* \$4800, \$1200 short of \$6000/],
  ["5000 reais by March, 500 a month (pt)", savings("Juntar 5000 reais até março guardando 500 reais por mês", "2027-03-01", { language: "pt" }), /3 transfers of 500 reais/],
  ["1200 in 6 months, 200 on the 1st — reaches it", savings("Ahorrar 1200 euros en 6 meses apartando 200 euros cada día 1 del mes", "2027-05-24", { language: "es", cadence: monthly(1) }), null],
  ["5000 € by Dec 2027, 400 € on the 5th — reaches it", savings("Épargner 5000 € d'ici le 31 décembre 2027 en virant 400 € le 5 de chaque mois", "2027-12-31", { language: "fr", cadence: monthly(5) }), null],
  ["one amount only: nothing to check", savings("Save 3000 francs by the end of 2027", "2027-12-31"), null],
];

const ctx = (r: GoalReading) => ({ pattern: patternFromReading(r, { allowProposals: false }), now: NOW, timezone: ZONE });

describe("savings transfers vs the target", () => {
  it.each(CASES)("%s", (_name, reading, numbers) => {
    const report = assessFeasibility({ reading, availability: availabilityFromReading(reading), now: NOW, timezone: ZONE });
    if (numbers === null) {
      expect(report.verdict).toBe("feasible");
      return;
    }
    expect(report.code).toBe("SAVINGS_SHORT_OF_TARGET");
    expect(report.verdict).toBe("impossible");
    expect(report.message).toMatch(numbers);
    // Larger transfer, later date, smaller target — each one plans when chosen.
    const choices = checkedFeasibilityChoices(reading, report, ctx(reading));
    expect(choices.map((c) => c.id).sort()).toEqual(["larger_transfer", "later_deadline", "smaller_target"]);
    for (const c of choices) expect(planCheck(withSet(reading, c.set), ctx(reading)).ok, c.label).toBe(true);
  });

  it("the larger transfer is what the plan then shows, in the person's language", () => {
    const reading = savings("Ahorrar 10000 euros antes de junio ahorrando 300 euros al mes", "2027-06-01", { language: "es" });
    const report = assessFeasibility({ reading, availability: availabilityFromReading(reading), now: NOW, timezone: ZONE });
    const larger = report.alternatives.find((a) => a.id === "larger_transfer")!;
    expect(larger.label).toBe("transferir 1700 euros cada vez en lugar de 300 euros");
    expect(larger.set.items?.[0]?.title).toBe("Transferir 1700 euros al ahorro");
  });
});

describe("moneyIn", () => {
  it.each<[string, number[]]>([
    ["Save 2400 euros by transferring 200 a month", [2400, 200]],
    ["Save $6,000, putting aside $400", [6000, 400]],
    ["Bis 31. Dezember 3000 Euro sparen, monatlich 250 Euro überweisen", [3000, 250]],
    ["3.000 € bis Juni, 12,50 € pro Woche", [3000, 12.5]],
    ["Run 5 km three times a week", []],
  ])("%s", (text, amounts) => expect(moneyIn(text).map((m) => m.amount)).toEqual(amounts));
});
