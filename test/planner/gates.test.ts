import { describe, expect, it } from "vitest";
import { checkCaps, compositeConfidence, confidenceGate } from "../../graphs/planner/gates.js";

const thresholds = { continue: 0.7, escalate: 0.4 };

describe("composite confidence", () => {
  it("weights model .5, rules .3, heuristics .2", () => {
    expect(compositeConfidence({ model: 1, rules: 0, heuristics: 0 })).toBeCloseTo(0.5);
    expect(compositeConfidence({ model: 0, rules: 1, heuristics: 0 })).toBeCloseTo(0.3);
    expect(compositeConfidence({ model: 0, rules: 0, heuristics: 1 })).toBeCloseTo(0.2);
    expect(compositeConfidence({ model: 2, rules: -1, heuristics: Number.NaN })).toBeCloseTo(0.5);
  });
  it.each([
    [0.7, "continue"],
    [0.69, "retry"],
    [0.4, "retry"],
    [0.3999, "escalate"],
    [1, "continue"],
    [0, "escalate"],
  ] as const)("C=%s → %s (boundaries inclusive upward)", (c, gate) => {
    expect(confidenceGate(c, thresholds)).toBe(gate);
  });
  it("0.5·0.8+0.3·0.6+0.2·0.6 = 0.70 continues despite float error", () => {
    const c = compositeConfidence({ model: 0.8, rules: 0.6, heuristics: 0.6 });
    expect(confidenceGate(c, thresholds)).toBe("continue");
  });
});

describe("caps", () => {
  const caps = { turnLimit: 10, wallTimeSec: 45, budgetPerSessionUsd: 2, softBudgetPerTurnUsd: 0.3, dailyBudgetUsd: 5 };
  const base = { turnRounds: 0, activeMs: 0, sessionCostUsd: 0, turnCostUsd: 0, dailyCostUsd: 0 };
  it.each([
    [{ turnRounds: 10 }, "TURN_LIMIT"],
    [{ activeMs: 45_000 }, "WALL_TIME"],
    [{ sessionCostUsd: 2 }, "SESSION_BUDGET"],
    [{ dailyCostUsd: 5 }, "DAILY_BUDGET"],
  ] as const)("%j stops with %s", (over, code) => {
    const v = checkCaps({ ...base, ...over }, caps);
    expect(v).toMatchObject({ ok: false, code });
  });
  it("under every cap continues; the soft ceiling only flags", () => {
    expect(checkCaps({ ...base, turnRounds: 9, activeMs: 44_999 }, caps)).toEqual({ ok: true, softCeilingReached: false });
    expect(checkCaps({ ...base, turnCostUsd: 0.31, sessionCostUsd: 0.31 }, caps)).toEqual({ ok: true, softCeilingReached: true });
  });
});
