/** D, P, Ω, L and the failure facts, each against hand-computed values. */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_GGS_PARAMS,
  computeD,
  computeFailureClass,
  computeGradient,
  computeLoss,
  computeOmega,
  computeP,
  plausibleFailureWeight,
  selectFailedCriterion,
} from "../../src/ggs/index.js";
import type { GapTrajectoryEntry } from "../../src/contracts/index.js";
import { outcomeOf, outcomeWithFailures } from "./fixtures.js";

const attempt = (n: number, ...failed: string[]): GapTrajectoryEntry => ({
  attempt: n,
  failed_criteria: failed.map((criterion) => ({ criterion, failure_class: "environmental" as const })),
});

describe("plausible trajectory weight k/N", () => {
  it.each([
    ["failed on all 3 attempts", [attempt(1, "x"), attempt(2, "x"), attempt(3, "x")], 1],
    ["failed on 2 of 3", [attempt(1, "x"), attempt(2, "y"), attempt(3, "x")], 2 / 3],
    ["failed on 1 of 4", [attempt(1), attempt(2, "x"), attempt(3), attempt(4, "y")], 1 / 4],
    ["failed on 0 of 2 (final verdict only)", [attempt(1, "y"), attempt(2)], 0],
    ["no trajectory: full failure", [], 1],
    ["an attempt listed twice counts once", [attempt(1, "x"), attempt(1, "x"), attempt(2)], 1 / 2],
  ])("%s → %d", (_label, trajectory, expected) => {
    expect(plausibleFailureWeight("x", trajectory)).toBeCloseTo(expected, 15);
  });
});

describe("computeD", () => {
  it.each([
    ["no outcomes", [], 0],
    ["no criteria judged", [outcomeOf([])], 0],
    ["all pass", [outcomeWithFailures(0, 3, "logical")], 0],
    ["1 verifiable fail of 4", [outcomeWithFailures(1, 4, "logical")], 0.25],
    ["across outcomes: 1 of 2 and 2 of 2", [outcomeWithFailures(1, 2, "logical"), outcomeWithFailures(2, 2, "environmental")], 0.75],
    [
      "plausible fail 1 of 2 attempts + verifiable fail, of 4 criteria",
      [
        outcomeOf(
          [
            { criterion: "v", fail: "logical" },
            { criterion: "p", mode: "plausible", fail: "environmental" },
            { criterion: "a" },
            { criterion: "b" },
          ],
          { gap_trajectory: [attempt(1, "p"), attempt(2)] },
        ),
      ],
      (1 + 0.5) / 4,
    ],
    [
      "plausible fail with empty trajectory weighs 1",
      [outcomeOf([{ criterion: "p", mode: "plausible", fail: "environmental" }, { criterion: "a" }])],
      0.5,
    ],
    [
      "trajectory is per outcome: another outcome's attempts do not count",
      [
        outcomeOf([{ criterion: "p", mode: "plausible", fail: "logical" }], { gap_trajectory: [attempt(1, "p"), attempt(2), attempt(3), attempt(4)] }),
        outcomeOf([{ criterion: "p", mode: "plausible", fail: "logical" }], { gap_trajectory: [attempt(1, "p")] }),
      ],
      (0.25 + 1) / 2,
    ],
  ])("%s → %d", (_label, outcomes, expected) => {
    expect(computeD(outcomes)).toBeCloseTo(expected, 15);
  });
});

describe("computeP and the directive's failure_class", () => {
  it.each([
    ["nothing failed", [outcomeWithFailures(0, 2, "logical")], 0, "environmental"],
    ["all environmental", [outcomeWithFailures(3, 3, "environmental")], 0, "environmental"],
    ["all logical", [outcomeWithFailures(2, 3, "logical")], 1, "logical"],
    [
      "mixed across outcomes: 2 logical, 1 environmental",
      [outcomeWithFailures(2, 2, "logical"), outcomeWithFailures(1, 2, "environmental")],
      2 / 3,
      "mixed",
    ],
    ["a failure without a class counts as logical", [outcomeOf([{ criterion: "a", fail: null }, { criterion: "b", fail: "environmental" }])], 0.5, "mixed"],
    ["only unclassified failures", [outcomeOf([{ criterion: "a", fail: null }])], 1, "logical"],
  ])("%s → P = %d, class %s", (_label, outcomes, P, cls) => {
    expect(computeP(outcomes)).toBeCloseTo(P, 15);
    expect(computeFailureClass(outcomes)).toBe(cls);
  });
});

describe("computeOmega", () => {
  it.each([
    [0, 0, 0],
    [1, 60_000, 0.2 + 0.08],
    [3, 150_000, 0.8],
    [2, 300_000, 0.4 + 0.4],
    [3, 300_000, 1],
    [5, 900_000, 1], // clipped
  ])("replans %i, elapsed %i ms → %d", (replans, elapsedMs, expected) => {
    expect(computeOmega({ replans, elapsedMs }, DEFAULT_GGS_PARAMS)).toBeCloseTo(expected, 12);
  });
});

describe("computeLoss and computeGradient", () => {
  it.each([
    [{ D: 0, P: 0, Omega: 0 }, 0],
    [{ D: 1, P: 0, Omega: 0 }, 0.6],
    [{ D: 0, P: 1, Omega: 0 }, 0.3],
    [{ D: 0, P: 1, Omega: 1 }, 0.4], // β_eff vanishes at Ω = 1
    [{ D: 0.5, P: 1, Omega: 0.5 }, 0.3 + 0.15 + 0.2],
  ])("%o → L = %d", (parts, L) => {
    expect(computeLoss(parts, DEFAULT_GGS_PARAMS)).toEqual({ ...parts, L: expect.closeTo(L, 12) });
  });

  it("∇L is 0 without a previous L, else the difference", () => {
    expect(computeGradient(0.7, null)).toBe(0);
    expect(computeGradient(0.75, 0.5)).toBe(0.25);
    expect(computeGradient(0.5, 0.75)).toBe(-0.25);
  });
});

describe("selectFailedCriterion", () => {
  it("picks the largest summed weight across outcomes", () => {
    const outcomes = [
      outcomeOf([{ criterion: "a", fail: "logical" }, { criterion: "b", fail: "logical" }]),
      outcomeOf([{ criterion: "b", fail: "environmental" }]),
    ];
    expect(selectFailedCriterion(outcomes)).toBe("b");
  });

  it("weighs plausible failures by k/N, so a consistent verifiable failure wins", () => {
    const outcomes = [
      outcomeOf([{ criterion: "flaky", mode: "plausible", fail: "environmental" }, { criterion: "hard", fail: "logical" }], {
        gap_trajectory: [attempt(1, "flaky"), attempt(2)],
      }),
    ];
    expect(selectFailedCriterion(outcomes)).toBe("hard");
  });

  it("keeps the first seen on a tie, and is empty when nothing failed", () => {
    expect(selectFailedCriterion([outcomeOf([{ criterion: "z", fail: "logical" }, { criterion: "a", fail: "logical" }])])).toBe("z");
    expect(selectFailedCriterion([outcomeWithFailures(0, 3, "logical")])).toBe("");
  });
});

describe("a failed outcome without failing verdicts", () => {
  it("counts as one failed verifiable criterion, never as success", async () => {
    const { evaluateRound } = await import("../../src/ggs/index.js");
    const outcome = {
      subtask_id: "s1",
      parent_task_id: "t",
      status: "failed" as const,
      output: null,
      failure_reason: "executor crashed",
      criteria_verdicts: [{ criterion: "ok", mode: "verifiable" as const, verdict: "pass" as const, failure_class: null, evidence: "" }],
      gap_trajectory: [],
      tools_used: ["x"],
      targets_used: [],
    };
    const { emission } = evaluateRound(
      { request: { task_id: "t", gap_summary: "", failed_subtasks: ["s1"], correction_count: 0, elapsed_ms: 0, outcomes: [outcome], recommendation: "replan" }, elapsedMs: 0 },
      undefined,
    );
    expect(emission.loss.D).toBeCloseTo(0.5);
    expect(emission.directive).not.toBe("success");
  });
});
