/**
 * The v0.8 24-cell decision table, one row per cell, transcribed by hand from
 * mvp-roles-v0.8 "Full 24-cell enumeration", and every threshold at its exact boundary.
 */
import { describe, expect, it } from "vitest";
import {
  evaluateRound,
  hasGradientSignal,
  initialGgsMemory,
  isBudgetExhausted,
  isConverged,
  isLogicalProcess,
  isWorsening,
  type GgsMemory,
} from "../../src/ggs/index.js";
import { outcomeOf, outcomeWithFailures, replanRequest } from "./fixtures.js";

type Grad = "improving" | "plateau" | "worsening"; // < -ε | |·| < ε | > ε
type Side = "le" | "gt"; // ≤ threshold | > threshold
type OmegaSide = "lt" | "ge";

// prettier-ignore
const TABLE_V08: ReadonlyArray<[number, Grad, Side, Side, OmegaSide, string]> = [
  //  #   ∇L           D     P     Ω     macro-state
  [ 1, "improving", "le", "le", "lt", "success"],
  [ 2, "improving", "le", "gt", "lt", "success"],
  [ 3, "improving", "le", "le", "ge", "abandon"],
  [ 4, "improving", "le", "gt", "ge", "abandon"],
  [ 5, "improving", "gt", "le", "lt", "refine"],
  [ 6, "improving", "gt", "gt", "lt", "change_approach"],
  [ 7, "improving", "gt", "le", "ge", "abandon"],
  [ 8, "improving", "gt", "gt", "ge", "abandon"],
  [ 9, "plateau",   "le", "le", "lt", "success"],
  [10, "plateau",   "le", "gt", "lt", "success"],
  [11, "plateau",   "le", "le", "ge", "abandon"],
  [12, "plateau",   "le", "gt", "ge", "abandon"],
  [13, "plateau",   "gt", "le", "lt", "change_path"],
  [14, "plateau",   "gt", "gt", "lt", "break_symmetry"],
  [15, "plateau",   "gt", "le", "ge", "abandon"],
  [16, "plateau",   "gt", "gt", "ge", "abandon"],
  [17, "worsening", "le", "le", "lt", "success"],
  [18, "worsening", "le", "gt", "lt", "success"],
  [19, "worsening", "le", "le", "ge", "abandon"],
  [20, "worsening", "le", "gt", "ge", "abandon"],
  [21, "worsening", "gt", "le", "lt", "refine"],
  [22, "worsening", "gt", "gt", "lt", "change_approach"],
  [23, "worsening", "gt", "le", "ge", "abandon"],
  [24, "worsening", "gt", "gt", "ge", "abandon"],
];

// Concrete values landing in each class under the v0.8 defaults (α .6, β .3, λ .4, ε .1, δ .3, ρ .5, θ .8).
const D_VALUE = { le: 0.25, gt: 0.5 }; // 1 or 2 failed of 4 criteria
const P_CLASS = { le: "environmental", gt: "logical" } as const; // P = 0 or 1
const OMEGA_SPEND = {
  lt: { replans: 1, elapsedMs: 60_000, Omega: 0.28 }, // .6·1/3 + .4·.2
  ge: { replans: 3, elapsedMs: 240_000, Omega: 0.92 }, // .6·3/3 + .4·.8
};
const GRAD_VALUE = { improving: -0.3, plateau: 0.02, worsening: 0.3 };

/** The v0.8 loss with default weights, written out here independently of the code under test. */
function lossByHand(D: number, P: number, Omega: number): number {
  return 0.6 * D + 0.3 * (1 - Omega) * P + 0.4 * Omega;
}

describe("v0.8 decision table: every one of the 24 cells", () => {
  it("has 24 distinct cells", () => {
    expect(new Set(TABLE_V08.map(([, g, d, p, o]) => `${g}${d}${p}${o}`)).size).toBe(24);
  });

  it.each(TABLE_V08)("cell %i: ∇L %s, D %s δ, P %s ρ, Ω %s θ → %s", (_n, grad, dSide, pSide, oSide, expected) => {
    const D = D_VALUE[dSide];
    const P = pSide === "gt" ? 1 : 0;
    const spend = OMEGA_SPEND[oSide];
    const L = lossByHand(D, P, spend.Omega);
    const gradL = GRAD_VALUE[grad];
    // worseningCount 0: a single worsening round must not trip Law 2 in this table.
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: L - gradL, replans: spend.replans, prevDirective: "refine" };
    const failed = D === 0.25 ? 1 : 2;
    const request = replanRequest([outcomeWithFailures(failed, 4, P_CLASS[pSide])]);

    const { emission } = evaluateRound({ request, elapsedMs: spend.elapsedMs }, memory);

    expect(emission.directive).toBe(expected);
    expect(emission.kind).toBe(["success", "abandon"].includes(expected) ? "final_result" : "plan_directive");
    expect(emission.loss.D).toBeCloseTo(D, 12);
    expect(emission.loss.P).toBeCloseTo(P, 12);
    expect(emission.loss.Omega).toBeCloseTo(spend.Omega, 12);
    expect(emission.loss.L).toBeCloseTo(L, 12);
    expect(emission.grad_l).toBeCloseTo(gradL, 12);
  });
});

describe("thresholds at their exact boundary", () => {
  const envFail = (failed: number, total: number) => replanRequest([outcomeWithFailures(failed, total, "environmental")]);

  describe("Ω = θ abandons", () => {
    it("with the defaults: replans 3 and half the time budget is Ω = 0.8", () => {
      const memory = { ...initialGgsMemory(), L_prev: 1, replans: 3 };
      const at = evaluateRound({ request: envFail(4, 4), elapsedMs: 150_000 }, memory);
      expect(at.emission.loss.Omega).toBeCloseTo(0.8, 12);
      expect(at.emission.directive).toBe("abandon");
      const below = evaluateRound({ request: envFail(4, 4), elapsedMs: 149_000 }, memory);
      expect(below.emission.directive).not.toBe("abandon");
    });

    it("when float error lands Ω one ulp below θ (θ .9: .6·2/3 + .4·1.25 = 0.8999999999999999)", () => {
      const memory = { ...initialGgsMemory(), L_prev: 1, replans: 2 };
      const at = evaluateRound({ request: envFail(4, 4), elapsedMs: 375_000 }, memory, { theta: 0.9 });
      expect(at.emission.loss.Omega).toBeLessThan(0.9);
      expect(at.emission.loss.Omega).toBeCloseTo(0.9, 12);
      expect(at.emission.directive).toBe("abandon");
    });

    it("with binary-exact params (w .5/.5, θ .75)", () => {
      const params = { w1: 0.5, w2: 0.5, maxReplans: 2, timeBudgetMs: 1000, theta: 0.75 };
      const memory = { ...initialGgsMemory(), L_prev: 1, replans: 1 };
      const at = evaluateRound({ request: envFail(4, 4), elapsedMs: 1000 }, memory, params);
      expect(at.emission.loss.Omega).toBe(0.75);
      expect(at.emission.directive).toBe("abandon");
      const below = evaluateRound({ request: envFail(4, 4), elapsedMs: 998 }, memory, params);
      expect(below.emission.loss.Omega).toBeCloseTo(0.749, 12);
      expect(below.emission.kind).toBe("plan_directive");
    });
  });

  describe("D = δ is success", () => {
    it("3 of 10 failed is D = 0.3 = δ", () => {
      const at = evaluateRound({ request: envFail(3, 10), elapsedMs: 0 }, undefined);
      expect(at.emission.loss.D).toBe(0.3);
      expect(at.emission.directive).toBe("success");
      const above = evaluateRound({ request: envFail(4, 10), elapsedMs: 0 }, undefined);
      expect(above.emission.directive).toBe("change_path");
    });

    it("a plausible k/N weight landing exactly on δ = 0.25", () => {
      // 2 criteria; the plausible one failed on 1 of 2 attempts → D = (1/2) / 2 = 0.25.
      const outcome = outcomeOf([{ criterion: "a" }, { criterion: "b", mode: "plausible", fail: "environmental" }], {
        gap_trajectory: [
          { attempt: 1, failed_criteria: [{ criterion: "b", failure_class: "environmental" }] },
          { attempt: 2, failed_criteria: [] },
        ],
      });
      const at = evaluateRound({ request: replanRequest([outcome]), elapsedMs: 0 }, undefined, { delta: 0.25 });
      expect(at.emission.loss.D).toBe(0.25);
      expect(at.emission.directive).toBe("success");
      const tighter = evaluateRound({ request: replanRequest([outcome]), elapsedMs: 0 }, undefined, { delta: 0.24 });
      expect(tighter.emission.directive).toBe("change_path");
    });
  });

  describe("P = ρ is environmental", () => {
    it("one logical and one environmental failure: P = 0.5 → change_path, not break_symmetry", () => {
      const outcome = outcomeOf([
        { criterion: "a", fail: "logical" },
        { criterion: "b", fail: "environmental" },
      ]);
      const at = evaluateRound({ request: replanRequest([outcome]), elapsedMs: 0 }, undefined);
      expect(at.emission.loss.P).toBe(0.5);
      expect(at.emission.directive).toBe("change_path");
      expect(at.emission.kind === "plan_directive" && at.emission.failure_class).toBe("mixed");
    });

    it("two logical, one environmental: P = 2/3 > ρ → break_symmetry", () => {
      const outcome = outcomeOf([
        { criterion: "a", fail: "logical" },
        { criterion: "b", fail: "logical" },
        { criterion: "c", fail: "environmental" },
      ]);
      const above = evaluateRound({ request: replanRequest([outcome]), elapsedMs: 0 }, undefined);
      expect(above.emission.directive).toBe("break_symmetry");
    });

    it("ρ = 0.6 with P = 0.6 (3 of 5 logical) stays environmental", () => {
      const outcome = outcomeOf([
        { criterion: "a", fail: "logical" },
        { criterion: "b", fail: "logical" },
        { criterion: "c", fail: "logical" },
        { criterion: "d", fail: "environmental" },
        { criterion: "e", fail: "environmental" },
      ]);
      const at = evaluateRound({ request: replanRequest([outcome]), elapsedMs: 0 }, undefined, { rho: 0.6 });
      expect(at.emission.loss.P).toBeCloseTo(0.6, 15);
      expect(at.emission.directive).toBe("change_path");
    });
  });

  describe("|∇L| = ε has signal", () => {
    // α .5, β .25, λ .5, ε .125 and Ω = 0 make every number binary-exact: D = 1, P = 0 → L = 0.5.
    const exact = { alpha: 0.5, beta: 0.25, lambda: 0.5, epsilon: 0.125 };
    const withPrev = (L_prev: number): GgsMemory => ({ ...initialGgsMemory(), L_prev, prevDirective: "change_path" });

    it.each([
      [0.375, 0.125, "refine", "low", 0],
      [0.625, -0.125, "refine", "low", 0],
      [0.4375, 0.0625, "change_path", "low", 0],
      [0.25, 0.25, "refine", "high", 1],
    ])("L_prev %d → ∇L = %d → %s, urgency %s, worseningCount %i", (L_prev, grad, directive, urgency, worsening) => {
      const { emission, memory } = evaluateRound({ request: envFail(2, 2), elapsedMs: 0 }, withPrev(L_prev), exact);
      expect(emission.loss.L).toBe(0.5);
      expect(emission.grad_l).toBe(grad);
      expect(emission.directive).toBe(directive);
      expect(emission.kind === "plan_directive" && emission.urgency).toBe(urgency);
      expect(memory.worseningCount).toBe(worsening);
    });

    it("with the defaults, L_prev = L ∓ 0.1 computed in floats still has signal", () => {
      const L = 0.6; // D = 1, P = 0, Ω = 0
      for (const L_prev of [L - 0.1, L + 0.1]) {
        const { emission } = evaluateRound({ request: envFail(2, 2), elapsedMs: 0 }, withPrev(L_prev));
        expect(Math.abs(Math.abs(emission.grad_l) - 0.1)).toBeLessThan(1e-12);
        expect(emission.directive).toBe("refine");
      }
      const { emission } = evaluateRound({ request: envFail(2, 2), elapsedMs: 0 }, withPrev(L - 0.0999));
      expect(emission.directive).toBe("change_path");
    });
  });

  describe("the boundary predicates themselves", () => {
    const p = { epsilon: 0.1, delta: 0.3, rho: 0.5, theta: 0.8 } as const;
    const params = { ...p, alpha: 0.6, beta: 0.3, lambda: 0.4, w1: 0.6, w2: 0.4, timeBudgetMs: 300_000, maxReplans: 3, law2KillThreshold: 2 };

    it.each([
      ["Ω = θ", isBudgetExhausted(0.8, params), true],
      ["Ω = .6 + .2 (float)", isBudgetExhausted(0.6 + 0.2, params), true],
      ["Ω one ulp below θ (0.7999999999999999)", isBudgetExhausted(0.7999999999999999, params), true],
      ["Ω just below θ", isBudgetExhausted(0.8 - 1e-9, params), false],
      ["D = δ", isConverged(0.3, params), true],
      ["D = .1 + .2 (0.30000000000000004)", isConverged(0.1 + 0.2, params), true],
      ["D just above δ", isConverged(0.3 + 1e-9, params), false],
      ["∇L = ε", hasGradientSignal(0.1, params), true],
      ["∇L = −ε", hasGradientSignal(-0.1, params), true],
      ["∇L = .7 − .6 (0.09999999999999998)", hasGradientSignal(0.7 - 0.6, params), true],
      ["∇L just below ε", hasGradientSignal(0.1 - 1e-9, params), false],
      ["P = ρ", isLogicalProcess(0.5, params), false],
      ["P one ulp above ρ (0.5000000000000001)", isLogicalProcess(0.5000000000000001, params), false],
      ["P just above ρ", isLogicalProcess(0.5 + 1e-9, params), true],
      ["∇L one ulp above ε (0.10000000000000002) is not worsening", isWorsening(0.10000000000000002, params), false],
      ["∇L = ε is not worsening", isWorsening(0.1, params), false],
      ["∇L just above ε is worsening", isWorsening(0.1 + 1e-9, params), true],
    ])("%s → %s", (_label, actual, expected) => {
      expect(actual).toBe(expected);
    });
  });
});
