/**
 * evaluateRound over several rounds, as the medium loop drives it: Law 2, accumulated MUST NOTs,
 * the prev→current chain, replans counting, accept, bad input, and memory through a checkpoint.
 */
import { describe, expect, it } from "vitest";
import type { FinalResult, PlanDirective, SubTaskOutcome } from "../../src/contracts/index.js";
import { isContractError, type ContractError } from "../../src/errors.js";
import {
  evaluateRound,
  initialGgsMemory,
  type AbandonOutput,
  type GgsMemory,
  type GgsRequestInput,
  type SuccessOutput,
} from "../../src/ggs/index.js";
import { deepFreeze, outcomeOf, outcomeSummary, outcomeWithFailures, replanRequest } from "./fixtures.js";

function asPlan(e: PlanDirective | FinalResult): PlanDirective {
  if (e.kind !== "plan_directive") throw new Error(`expected a PlanDirective, got ${e.kind} ${e.directive}`);
  return e;
}
function asFinal(e: PlanDirective | FinalResult): FinalResult {
  if (e.kind !== "final_result") throw new Error(`expected a FinalResult, got ${e.kind} ${e.directive}`);
  return e;
}

/** Runs rounds in order, threading memory, optionally through JSON as a checkpoint would. */
function runRounds(
  rounds: Array<{ request: GgsRequestInput; elapsedMs: number }>,
  opts: { viaJson?: boolean; memory?: GgsMemory } = {},
) {
  let memory: GgsMemory | undefined = opts.memory;
  const emissions: Array<PlanDirective | FinalResult> = [];
  const memories: GgsMemory[] = [];
  for (const round of rounds) {
    const r = evaluateRound(round, opts.viaJson && memory ? (JSON.parse(JSON.stringify(memory)) as GgsMemory) : memory);
    emissions.push(r.emission);
    memories.push(r.memory);
    memory = r.memory;
  }
  return { emissions, memories, chain: emissions.map((e) => `${e.prev_directive}→${e.directive}`) };
}

describe("first round", () => {
  it("∇L = 0 and prev_directive init, whether memory is undefined or initialGgsMemory()", () => {
    const request = replanRequest([outcomeWithFailures(2, 2, "logical", { tools: ["t"] })]);
    const a = evaluateRound({ request, elapsedMs: 1000 }, undefined);
    const b = evaluateRound({ request, elapsedMs: 1000 }, initialGgsMemory());
    expect(a).toEqual(b);
    expect(a.emission.grad_l).toBe(0);
    expect(a.emission.prev_directive).toBe("init");
    // Round 1 with D > δ always sits in the plateau row: split by P only (v0.8 changelog).
    expect(a.emission.directive).toBe("break_symmetry");
    expect(a.memory).toEqual({
      L_prev: a.emission.loss.L,
      worseningCount: 0,
      triedTargets: [],
      blockedTools: ["t"],
      prevDirective: "break_symmetry",
      replans: 1,
    });
  });
});

describe("Law 2 kill-switch", () => {
  const halfEnv = () => replanRequest([outcomeWithFailures(2, 4, "environmental")]); // D .5, P 0
  const allEnv = () => replanRequest([outcomeWithFailures(4, 4, "environmental")]); // D 1, P 0
  const allLogical = () => replanRequest([outcomeWithFailures(4, 4, "logical")]); // D 1, P 1

  it("abandons on the second consecutive worsening round, and says Law 2 fired", () => {
    // L: .3 (Ω 0) → .6 + .4·.2 = .68 (∇L .38) → .6 + .3·.6 + .4·.4 = .94 (∇L .26)
    const { emissions, memories, chain } = runRounds([
      { request: halfEnv(), elapsedMs: 0 },
      { request: allEnv(), elapsedMs: 0 },
      { request: allLogical(), elapsedMs: 0 },
    ]);
    expect(chain).toEqual(["init→change_path", "change_path→refine", "refine→abandon"]);
    expect(emissions.map((e) => e.loss.L)).toEqual([expect.closeTo(0.3, 12), expect.closeTo(0.68, 12), expect.closeTo(0.94, 12)]);
    expect(memories.map((m) => m.worseningCount)).toEqual([0, 1, 2]);
    expect(asPlan(emissions[1]!).urgency).toBe("high");
    const final = asFinal(emissions[2]!);
    expect(final.loss.Omega).toBeLessThan(0.8); // not the budget rule
    expect(final.rationale).toContain("Law 2");
    expect(final.rationale).not.toContain("budget exhausted");
    expect(final.summary).toContain("Law 2");
    expect((final.output as AbandonOutput).reason).toBe("law2_diverging");
  });

  it("resets after a non-worsening round, so worsening–plateau–worsening does not abandon", () => {
    // L: .3 → .68 (∇L .38) → .6 + .4·.4 = .76 (∇L .08) → .6 + .3·.4 + .4·.6 = .96 (∇L .2)
    const { memories, chain } = runRounds([
      { request: halfEnv(), elapsedMs: 0 },
      { request: allEnv(), elapsedMs: 0 },
      { request: allEnv(), elapsedMs: 0 },
      { request: allLogical(), elapsedMs: 0 },
    ]);
    expect(memories.map((m) => m.worseningCount)).toEqual([0, 1, 0, 1]);
    expect(chain).toEqual(["init→change_path", "change_path→refine", "refine→change_path", "change_path→change_approach"]);
  });

  it("lets a success stand even on the round that would trip Law 2", () => {
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0.1, worseningCount: 1, replans: 1, prevDirective: "refine" };
    // D .25, P 1, Ω .2 → L = .15 + .3·.8 + .08 = .47, ∇L = .37 (worsening: count becomes 2)
    const { emission, memory: after } = evaluateRound(
      { request: replanRequest([outcomeWithFailures(1, 4, "logical")]), elapsedMs: 0 },
      memory,
    );
    expect(after.worseningCount).toBe(2);
    expect(emission.directive).toBe("success");
    expect(emission.prev_directive).toBe("refine");
  });

  it("gives way to the budget rule when both hold, and the rationale names the budget", () => {
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0, worseningCount: 5, replans: 3 };
    const { emission } = evaluateRound({ request: allLogical(), elapsedMs: 300_000 }, memory);
    const final = asFinal(emission);
    expect(final.directive).toBe("abandon");
    expect(final.rationale).toContain("Ω=1 ≥ θ=0.8: budget exhausted");
    expect(final.rationale).not.toContain("Law 2");
    expect((final.output as AbandonOutput).reason).toBe("budget_exhausted");
  });

  it("honours law2KillThreshold from params", () => {
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0, worseningCount: 1 };
    const request = allEnv(); // L = .6, ∇L = .6
    expect(evaluateRound({ request, elapsedMs: 0 }, memory).emission.directive).toBe("abandon");
    expect(evaluateRound({ request, elapsedMs: 0 }, memory, { law2KillThreshold: 3 }).emission.directive).toBe("refine");
  });
});

describe("blocked_tools and blocked_targets accumulate per task", () => {
  it("carries the full sets on every directive, each class adding only what it indicts", () => {
    const round1 = replanRequest([
      outcomeWithFailures(4, 4, "logical", { tools: ["regex_extract"], targets: ["a"] }),
      outcomeWithFailures(0, 4, "logical", { tools: ["summarise"], targets: ["s"] }), // matched: not blocked
    ]); // D .5, P 1 → L .6; first round → break_symmetry
    const round2 = replanRequest([outcomeWithFailures(4, 4, "environmental", { tools: ["json_parse"], targets: ["y"] })]); // L .68, ∇L .08
    const round3 = replanRequest([outcomeWithFailures(4, 4, "environmental", { tools: ["json_parse"], targets: ["y", "z"] })]); // L .76, ∇L .08
    const round4 = replanRequest([
      outcomeWithFailures(4, 4, "logical", { tools: ["json_parse", "regex_extract"], targets: ["q"] }),
    ]); // L .96, ∇L .2

    const { emissions, chain } = runRounds([
      { request: round1, elapsedMs: 0 },
      { request: round2, elapsedMs: 0 },
      { request: round3, elapsedMs: 0 },
      { request: round4, elapsedMs: 0 },
    ]);
    const plans = emissions.map(asPlan);
    expect(chain).toEqual(["init→break_symmetry", "break_symmetry→change_path", "change_path→change_path", "change_path→change_approach"]);
    expect(plans.map((p) => p.blocked_tools)).toEqual([
      ["regex_extract"],
      ["regex_extract"],
      ["regex_extract"],
      ["regex_extract", "json_parse"],
    ]);
    expect(plans.map((p) => p.blocked_targets)).toEqual([[], ["y"], ["y", "z"], ["y", "z"]]);
    expect(plans.map((p) => p.replans)).toEqual([1, 2, 3, 4]);
    expect(plans[3]!.rationale).toContain("blocked_tools=[regex_extract, json_parse]");
  });
});

describe("replans", () => {
  it("Ω counts directives already emitted; only a PlanDirective increments the count", () => {
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0.84, replans: 2, prevDirective: "change_path" };
    const plan = evaluateRound({ request: replanRequest([outcomeWithFailures(2, 2, "environmental")]), elapsedMs: 0 }, memory);
    expect(plan.emission.loss.Omega).toBeCloseTo(0.4, 12); // .6 · 2/3, not 3/3
    expect(plan.emission.directive).toBe("change_path"); // L = .6 + .16 = .76: ∇L −.08
    expect(plan.emission.replans).toBe(3);
    expect(plan.memory.replans).toBe(3);

    const done = evaluateRound({ request: replanRequest([outcomeWithFailures(1, 4, "environmental")]), elapsedMs: 0 }, plan.memory);
    expect(done.emission.directive).toBe("success");
    expect(done.emission.loss.Omega).toBeCloseTo(0.6, 12);
    expect(done.emission.replans).toBe(3);
    expect(done.memory.replans).toBe(3);
  });
});

describe("the env-wall case: q1, q2 blocked by the environment, q3 works", () => {
  const criteria = (failing: string[]) =>
    ["c1", "c2", "c3"].map((c) => ({ criterion: c, fail: failing.includes(c) ? ("environmental" as const) : (false as const) }));
  const searchOn = (target: string, failing: string[], plausibleFailedIn: number[]): SubTaskOutcome =>
    outcomeOf([...criteria(failing), { criterion: "c4 answers the question", mode: "plausible", fail: plausibleFailedIn.length ? "environmental" : false }], {
      tools: ["search_web"],
      targets: [target],
      output: { answer: target === "q3" ? "found" : null },
      gap_trajectory: [1, 2].map((attempt) => ({
        attempt,
        failed_criteria: [
          ...failing.map((criterion) => ({ criterion, failure_class: "environmental" as const })),
          ...(plausibleFailedIn.includes(attempt) ? [{ criterion: "c4 answers the question", failure_class: "environmental" as const }] : []),
        ],
      })),
    });
  const rounds = [
    // Round 1: all four fail (c4 on both attempts): D 1, P 0, Ω .4·2/300 → change_path.
    { request: replanRequest([searchOn("q1", ["c1", "c2", "c3"], [1, 2])]), elapsedMs: 2000 },
    // Round 2: same wall on q2, Ω ≈ .205 → L ≈ .682, ∇L ≈ .081 < ε → change_path again.
    { request: replanRequest([searchOn("q2", ["c1", "c2", "c3"], [1, 2])]), elapsedMs: 4000 },
    // Round 3: q3 passes all verifiable criteria; c4 failed on 1 of 2 attempts → D = .5/4 = .125 ≤ δ.
    { request: replanRequest([searchOn("q3", [], [1])]), elapsedMs: 6000 },
  ];

  it("goes init→change_path→change_path→success, blocking q1 then q1,q2 and never the tool", () => {
    const { emissions, chain } = runRounds(rounds);
    expect(chain).toEqual(["init→change_path", "change_path→change_path", "change_path→success"]);
    const [first, second] = [asPlan(emissions[0]!), asPlan(emissions[1]!)];
    expect(first.blocked_targets).toEqual(["q1"]);
    expect(second.blocked_targets).toEqual(["q1", "q2"]);
    expect(second.blocked_tools).toEqual([]);
    expect(second.failure_class).toBe("environmental");
    expect(second.grad_l).toBeCloseTo(0.6 + 0.4 * (0.2 + 0.4 * (4000 / 300_000)) - (0.6 + 0.4 * 0.4 * (2000 / 300_000)), 12);
    const final = asFinal(emissions[2]!);
    expect(final.loss.D).toBe(0.125);
    expect(final.replans).toBe(2);
    const output = final.output as SuccessOutput;
    expect(output.outputs).toEqual([expect.objectContaining({ output: { answer: "found" } })]);
    expect(output.unmet_criteria).toEqual(["c4 answers the question"]);
    expect(final.summary).not.toMatch(/\n/);
  });

  it("ends in accept when R4b reports the q3 round as an OutcomeSummary", () => {
    const merged = { answer: "found" };
    const { chain, emissions } = runRounds([
      rounds[0]!,
      rounds[1]!,
      { request: outcomeSummary([searchOn("q3", [], [])], merged), elapsedMs: 6000 },
    ]);
    expect(chain).toEqual(["init→change_path", "change_path→change_path", "change_path→accept"]);
    expect(asFinal(emissions[2]!).output).toEqual(merged);
  });

  it("gives the same emissions when memory goes through JSON between rounds, as in a checkpoint", () => {
    const direct = runRounds(rounds);
    const viaJson = runRounds(rounds, { viaJson: true });
    expect(viaJson.emissions).toEqual(direct.emissions);
    expect(viaJson.memories).toEqual(direct.memories);
    for (const m of direct.memories) expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });
});

describe("accept (OutcomeSummary)", () => {
  it("accepts a verified result even with the budget spent, with D = 0, and says why", () => {
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0.9, replans: 3, prevDirective: "refine" };
    const { emission, memory: after } = evaluateRound(
      { request: outcomeSummary([outcomeWithFailures(0, 2, "logical")], { plan: "ok" }), elapsedMs: 300_000 },
      memory,
    );
    const final = asFinal(emission);
    expect(final.directive).toBe("accept");
    expect(final.loss).toEqual({ D: 0, P: 0, Omega: 1, L: expect.closeTo(0.4, 12) });
    expect(final.grad_l).toBeCloseTo(-0.5, 12);
    expect(final.output).toEqual({ plan: "ok" });
    expect(final.prev_directive).toBe("refine");
    expect(final.rationale).toContain("θ=0.8");
    expect(after).toMatchObject({ prevDirective: "accept", replans: 3 });
  });

  it("accepts inputs without `kind`, telling the two contracts apart by shape", () => {
    const { kind: _k1, ...summary } = outcomeSummary([], "merged");
    const { kind: _k2, ...replan } = replanRequest([outcomeWithFailures(2, 2, "environmental")]);
    expect(evaluateRound({ request: summary, elapsedMs: 0 }, undefined).emission.directive).toBe("accept");
    expect(evaluateRound({ request: replan, elapsedMs: 0 }, undefined).emission.directive).toBe("change_path");
  });
});

describe("abandon output", () => {
  it("summarises failed subtasks and criteria", () => {
    const failing = outcomeWithFailures(1, 2, "environmental");
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0.5, replans: 3 };
    const final = asFinal(evaluateRound({ request: replanRequest([failing], { gap_summary: "no window" }), elapsedMs: 200_000 }, memory).emission);
    expect(final.output).toEqual({
      reason: "budget_exhausted",
      gap_summary: "no window",
      failed_subtasks: [failing.subtask_id],
      failed_criteria: [{ subtask_id: failing.subtask_id, criterion: "c1", failure_class: "environmental" }],
    });
    expect(final.summary).toMatch(/^Abandoned: budget exhausted/);
  });
});

describe("invalid input is a ContractError naming the path", () => {
  function contractErrorOf(fn: () => unknown): ContractError {
    try {
      fn();
    } catch (e) {
      if (isContractError(e)) return e;
      throw new Error(`expected a ContractError, got ${String(e)}`);
    }
    throw new Error("expected a ContractError, nothing was thrown");
  }

  it.each([
    [
      "a bad verdict",
      () => {
        const request = replanRequest([outcomeWithFailures(1, 2, "logical")]);
        (request.outcomes[0]!.criteria_verdicts[1] as { verdict: string }).verdict = "maybe";
        return evaluateRound({ request, elapsedMs: 0 }, undefined);
      },
      "ReplanRequest",
      "outcomes.0.criteria_verdicts.1.verdict",
    ],
    [
      "a summary missing its task_id",
      () => {
        const { task_id: _t, ...request } = outcomeSummary([], null);
        return evaluateRound({ request: request as never, elapsedMs: 0 }, undefined);
      },
      "OutcomeSummary",
      "task_id",
    ],
    ["neither shape", () => evaluateRound({ request: { task_id: "x" } as never, elapsedMs: 0 }, undefined), "GgsRequest", "kind"],
    ["an unknown kind", () => evaluateRound({ request: { kind: "plan_directive" } as never, elapsedMs: 0 }, undefined), "GgsRequest", "kind"],
    ["a negative elapsedMs", () => evaluateRound({ request: replanRequest([]), elapsedMs: -1 }, undefined), "GgsInput", "elapsedMs"],
    ["a non-numeric elapsedMs", () => evaluateRound({ request: replanRequest([]), elapsedMs: "5" as never }, undefined), "GgsInput", "elapsedMs"],
    [
      "corrupt memory",
      () => evaluateRound({ request: replanRequest([]), elapsedMs: 0 }, { ...initialGgsMemory(), worseningCount: -1 }),
      "GgsMemory",
      "worseningCount",
    ],
    ["a bad param", () => evaluateRound({ request: replanRequest([]), elapsedMs: 0 }, undefined, { rho: 2 }), "GgsParams", "rho"],
  ])("%s", (_label, fn, contract, path) => {
    const err = contractErrorOf(fn);
    expect(err.code).toBe("CONTRACT_INVALID");
    expect(err.details).toMatchObject({ contract });
    expect(err.issues.map((i) => i.path)).toContain(path);
  });
});

describe("purity and params", () => {
  it("does not mutate its inputs and returns the same result for the same arguments", () => {
    const request = deepFreeze(replanRequest([outcomeWithFailures(2, 2, "logical", { tools: ["t"], targets: ["x"] })]));
    const memory = deepFreeze<GgsMemory>({ ...initialGgsMemory(), L_prev: 0.3, blockedTools: ["old"], replans: 1, prevDirective: "refine" });
    const a = evaluateRound({ request, elapsedMs: 10 }, memory);
    const b = evaluateRound({ request, elapsedMs: 10 }, memory);
    expect(a).toEqual(b);
    expect(a.memory.blockedTools).toEqual(["old", "t"]);
    expect(memory.blockedTools).toEqual(["old"]);
  });

  it("overrides defaults: a larger ε turns a refine into a change_path, a lower θ abandons", () => {
    const memory: GgsMemory = { ...initialGgsMemory(), L_prev: 0.3, prevDirective: "refine" };
    const request = replanRequest([outcomeWithFailures(2, 2, "environmental")]); // L .6, ∇L .3
    expect(evaluateRound({ request, elapsedMs: 0 }, memory).emission.directive).toBe("refine");
    expect(evaluateRound({ request, elapsedMs: 0 }, memory, { epsilon: 0.5 }).emission.directive).toBe("change_path");
    expect(evaluateRound({ request, elapsedMs: 60_000 }, memory, { theta: 0.08 }).emission.directive).toBe("abandon");
    const weighted = evaluateRound({ request, elapsedMs: 0 }, memory, { alpha: 1 });
    expect(weighted.emission.loss.L).toBe(1);
  });

  it("names the numbers and the rule in an action rationale", () => {
    const { emission } = evaluateRound({ request: replanRequest([outcomeWithFailures(2, 2, "environmental")]), elapsedMs: 0 }, undefined);
    expect(emission.rationale).toContain("D=1 > δ=0.3");
    expect(emission.rationale).toContain("|∇L|=0 < ε=0.1 (plateau)");
    expect(emission.rationale).toContain("P=0 ≤ ρ=0.5 (environmental)");
    expect(emission.rationale).toContain("→ change_path");
  });
});
