/**
 * A savings goal that states its target but not its transfers ("save 5000 euros by June"): the
 * service plans the plan's own rhythm (the 1st of each month) without asking "how often can you do
 * this?", and each transfer says the sum that reaches the target in the transfers scheduled — the
 * scheduled transfers times that sum reach the target, and one step less would not.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { missingEssentials } from "../../src/planning/policy-helpers.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { moneyIn } from "../../src/planning/savings-feasibility.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-28T09:00:00Z";
const ZONE = "Europe/Berlin";
const savings = (language: string, title: string, deadline: string, over: Partial<GoalReadingInput> = {}) =>
  GoalReading.parse({ language, title, pattern: { type: "recurring_cycle", subtype: "savings_plan", confidence: 0.9 }, deadline, ...over });

function plan(r: GoalReading) {
  const pattern = patternFromReading(r, { allowProposals: false });
  const outline = outlineFromReading(r, pattern, { now: NOW, timezone: ZONE, approved: [] });
  const roadmap = buildRoadmap(outline);
  const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability: availabilityFromReading(r), now: NOW, timezone: ZONE, busy: [] });
  const ids = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
  const transferNode = outline.nodes.find((n) => ids.has(n.id))!;
  return { pattern, title: transferNode.title, transfers: schedule.blocks.filter((b) => ids.has(b.task_id)).length };
}

const CASES: Array<[string, GoalReading, number, RegExp]> = [
  ["en, euros by June", savings("en", "Save 5000 euros", "2027-06-01"), 5000, /^Transfer \d+ euros to savings$/],
  ["en, $ prefix, a year", savings("en", "Save $12,000 for a house deposit", "2027-11-30"), 12000, /^Transfer \$\d+ to savings$/],
  ["es, August", savings("es", "Ahorrar 2000 euros para las vacaciones", "2027-08-01"), 2000, /^Transferir \d+ euros al ahorro$/],
  ["de, Franken", savings("de", "10.000 Franken sparen", "2027-12-31"), 10000, /^\d+ Franken aufs Sparkonto überweisen$/],
];

describe("a savings target without stated transfers", () => {
  it.each(CASES)("%s: no cadence question, the transfer sum reaches the target", (_name, r, target, shape) => {
    const { pattern, title, transfers } = plan(r);
    expect(missingEssentials(r, pattern)).not.toContain("cadence");
    expect(title).toMatch(shape);
    const each = moneyIn(title)[0]!.amount;
    expect(transfers).toBeGreaterThan(0);
    expect(each * transfers).toBeGreaterThanOrEqual(target);
    // Rounded up to a round sum, never far more than needed.
    expect(each * transfers).toBeLessThan(target + transfers * 50);
  });

  it("a stated transfer keeps the person's own title", () => {
    const r = savings("en", "Save 2400 euros", "2027-11-30", {
      items: [{ title: "Put 200 euros aside", kind: "activity", due: null, cadence: { count: 1, per: "month", interval: 1, nth_weekday: null, month_day: 1 }, days: null, windows: [], fixed_times: [], session_minutes: null, effort_minutes: null }],
    });
    expect(plan(r).title).toBe("Put 200 euros aside");
  });

  it("a title without an amount keeps the plain transfer wording", () => {
    expect(plan(savings("en", "Build an emergency fund", "2027-06-01")).title).toBe("Transfer to savings");
  });
});
