import { describe, expect, it } from "vitest";
import type { CriterionVerdict, ExecutionResult, SubTask } from "../../src/contracts/index.js";
import { runFastLoop, type FastLoopPublish } from "../../src/roles/executor.js";
import { deterministicSolver } from "../../src/roles/solver.js";
import { fail, noop, pass, refusal, ScriptedExecutor, subtaskOf, work } from "../medium-loop/fakes.js";

function recorder() {
  const published: Array<Parameters<FastLoopPublish>[0]> = [];
  const publish: FastLoopPublish = async (m) => {
    published.push(m);
  };
  return { published, publish };
}

/** Validator that answers from a per-attempt script and counts calls. */
function scriptedValidator(script: Array<(s: SubTask) => CriterionVerdict[]>) {
  const v = {
    calls: 0,
    results: [] as ExecutionResult[],
    validate(s: SubTask, r: ExecutionResult) {
      v.calls += 1;
      v.results.push(r);
      return script[Math.min(v.calls - 1, script.length - 1)]!(s);
    },
  };
  return v;
}

const allPass = (s: SubTask) => s.success_criteria.map(pass);

describe("fast loop: refusal escalation (ADR-0079)", () => {
  it("escalates light → standard → heavy and returns a blocker after two escalations, with no-fly entries", async () => {
    const executor = new ScriptedExecutor([refusal("m-light"), refusal("m-standard"), refusal("m-heavy")]);
    const validator = scriptedValidator([allPass]);
    const { publish } = recorder();
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator, publish }, { agentRetryK: 2, turnLimit: 10, noFly: [] });

    expect(executor.requests.map((q) => q.tier)).toEqual(["light", "standard", "heavy"]);
    expect(r.blocker).toMatchObject({ reason: "executor-refused", refused_models: ["m-light", "m-standard", "m-heavy"] });
    expect(r.noFly).toEqual([
      { intent: "draft the outline", model: "m-light", tier: "light" },
      { intent: "draft the outline", model: "m-standard", tier: "standard" },
      { intent: "draft the outline", model: "m-heavy", tier: "heavy" },
    ]);
    expect(r.outcome.status).toBe("failed");
    expect(r.executorCalls).toBe(3);
    expect(validator.calls).toBe(0);
    // Later passes tell a routed executor which models already refused.
    expect(executor.requests[2]!.noFly.map((e) => e.model)).toEqual(["m-light", "m-standard"]);
  });

  it("does not spend an attempt on a refusal: a standard-tier success after a light refusal matches", async () => {
    const executor = new ScriptedExecutor([refusal("m-light"), work("m-standard")]);
    const validator = scriptedValidator([allPass]);
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator, publish: recorder().publish }, { agentRetryK: 1, turnLimit: 10, noFly: [] });
    expect(r.outcome.status).toBe("matched");
    expect(r.blocker).toBeNull();
    expect(executor.requests.map((q) => q.tier)).toEqual(["light", "standard"]);
    expect(r.noFly).toHaveLength(1);
  });

  it("counts escalations from earlier rounds for the same intent", async () => {
    const executor = new ScriptedExecutor([refusal("m-heavy")]);
    const prior = [
      { intent: "draft the outline", model: "m-light", tier: "light" as const },
      { intent: "draft the outline", model: "m-standard", tier: "standard" as const },
    ];
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator: scriptedValidator([allPass]), publish: recorder().publish }, { agentRetryK: 2, turnLimit: 10, noFly: prior });
    expect(executor.requests.map((q) => q.tier)).toEqual(["heavy"]);
    expect(r.blocker?.reason).toBe("executor-refused");
  });
});

describe("fast loop: no-op is not progress", () => {
  it("fails the subtask when the executor claims to continue with zero work, and never asks R4a", async () => {
    const executor = new ScriptedExecutor([noop()]);
    // A validator that would pass anything: if the loop consulted it, the no-op would match.
    const validator = scriptedValidator([allPass]);
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator, publish: recorder().publish }, { agentRetryK: 2, turnLimit: 10, noFly: [] });
    expect(r.outcome.status).toBe("failed");
    expect(validator.calls).toBe(0);
    expect(r.executorCalls).toBe(2);
    expect(r.outcome.gap_trajectory).toHaveLength(2);
    expect(r.outcome.criteria_verdicts.every((v) => v.verdict === "fail" && v.failure_class === "environmental")).toBe(true);
    // The dispatched approach is still reported, so the GGS can move away from it.
    expect(r.outcome.tools_used).toEqual(["NodeGenerator"]);
    expect(r.outcome.targets_used).toEqual(["template-a"]);
  });
});

describe("fast loop: R4a corrections and retries", () => {
  it("publishes one correction signal per failed criterion and hands them to the next attempt", async () => {
    const executor = new ScriptedExecutor([work(), work()]);
    const validator = scriptedValidator([(s) => s.success_criteria.map((c) => fail(c, "environmental")), allPass]);
    const { published, publish } = recorder();
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator, publish }, { agentRetryK: 3, turnLimit: 10, noFly: [] });

    expect(r.outcome.status).toBe("matched");
    const corrections = published.filter((m) => m.type === "correction_signal");
    expect(corrections.map((m) => [m.key, (m.payload as { failed_criterion: string }).failed_criterion])).toEqual([
      ["a1:correction:0", "has nodes"],
      ["a1:correction:1", "covers intent"],
    ]);
    expect(corrections.every((m) => m.from === "R4a_agent_validator" && m.to === "R3_executor")).toBe(true);
    expect(executor.requests[1]!.corrections.map((c) => c.failed_criterion)).toEqual(["has nodes", "covers intent"]);
    expect(r.corrections).toBe(2);
    expect(r.outcome.gap_trajectory.map((g) => g.failed_criteria.length)).toEqual([2, 0]);
  });

  it("returns a failed outcome after K attempts with a K-entry gap trajectory and the last verdicts", async () => {
    const executor = new ScriptedExecutor([work()]);
    let n = 0;
    const validator = scriptedValidator([
      (s) => {
        n += 1;
        // Attempt 3 fixes the first criterion but not the second: the last verdicts must show that.
        return n < 3 ? s.success_criteria.map((c) => fail(c)) : [pass(s.success_criteria[0]!), fail(s.success_criteria[1]!, "environmental")];
      },
    ]);
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator, publish: recorder().publish }, { agentRetryK: 3, turnLimit: 10, noFly: [] });
    expect(r.outcome.status).toBe("failed");
    expect(r.executorCalls).toBe(3);
    expect(r.outcome.gap_trajectory.map((g) => g.attempt)).toEqual([1, 2, 3]);
    expect(r.outcome.criteria_verdicts.map((v) => v.verdict)).toEqual(["pass", "fail"]);
    expect(r.outcome.tools_used).toEqual(["NodeGenerator"]);
    expect(r.outcome.failure_reason).toMatch(/after 3 attempt/);
  });

  it("fails a criterion the validator did not judge (a gap is never silently accepted)", async () => {
    const executor = new ScriptedExecutor([work()]);
    const validator = scriptedValidator([(s) => [pass(s.success_criteria[0]!)]]);
    const r = await runFastLoop(subtaskOf(), { executor, solver: deterministicSolver, validator, publish: recorder().publish }, { agentRetryK: 1, turnLimit: 10, noFly: [] });
    expect(r.outcome.status).toBe("failed");
    expect(r.outcome.criteria_verdicts[1]).toMatchObject({ criterion: "covers intent", verdict: "fail", failure_class: "logical" });
  });

  it("ignores tool calls beyond the turn limit", async () => {
    const many = { ...work(), tool_calls: Array.from({ length: 5 }, (_, i) => ({ tool: `t${i}`, target: `x${i}`, ok: true, output: null })) };
    const executor = new ScriptedExecutor([many]);
    const validator = scriptedValidator([allPass]);
    const r = await runFastLoop(subtaskOf({ tool: "t0", target: "x0" }), { executor, solver: deterministicSolver, validator, publish: recorder().publish }, { agentRetryK: 1, turnLimit: 2, noFly: [] });
    expect(validator.results[0]!.tool_calls).toEqual(["t0:x0", "t1:x1"]);
    expect(r.outcome.tools_used).toEqual(["t0", "t1"]);
  });
});
