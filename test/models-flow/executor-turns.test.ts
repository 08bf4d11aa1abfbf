/**
 * ADR-0079 on the running planner: a refusing executor escalates tier by tier past the no-fly
 * models and ends in a `blocker` interrupt ("abandon" → ABORTED); a no-op turn is never progress.
 */
import { Command } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { completion } from "../fixtures/openai-server.js";
import { busPayloads, good, HALF_MARATHON, interruptsOf, roleOf, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const REFUSAL = "I'm sorry, but I currently don't have the necessary tools to assist with that specific request.";

describe("executor refusal", () => {
  it("escalates light → standard → heavy, then pauses with a blocker; abandon ends ABORTED", async () => {
    f = await startModelFlow({ executor: () => ({ body: completion({ content: REFUSAL }) }) });
    const cfg = { configurable: { thread_id: "refuse-1" } };
    const out = await f.rt.planner.invoke(HALF_MARATHON, cfg);

    const executorModels = f.server.chatRequests.filter((r) => roleOf(r) === "executor").map((r) => r.body?.model);
    expect(executorModels).toEqual(["m-light", "m-standard", "m-heavy"]);
    // Refusals are certain without a model: the solver's fast path classified them.
    expect(f.count("solver")).toBe(0);
    expect(out.pending).toBe("blocker");
    expect(out.no_fly.map((e) => e.model)).toEqual(["m-light", "m-standard", "m-heavy"]);
    const [pause] = await interruptsOf(f.rt, "refuse-1");
    expect(pause?.kind).toBe("blocker");
    expect(String(pause?.evidence)).toMatch(/refusal phrase/);

    const end = await f.rt.planner.invoke(new Command({ resume: "abandon" }), cfg);
    expect(end.stage).toBe("ABORTED");
    expect(end.exit_reason?.code).toBe("BLOCKED");
    expect(await interruptsOf(f.rt, "refuse-1")).toEqual([]);
    expect(f.count()).toBe(4); // the goal read once by the model, then the three refused executor turns
    expect(f.count("reader")).toBe(1);
  });

  it("a model that refused once is skipped: the standard tier does the work and the plan goes on", async () => {
    f = await startModelFlow({ executor: (req, n) => (n === 0 ? { body: completion({ content: REFUSAL }) } : good.executor(req)) });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "refuse-2" } });
    const executorModels = f.server.chatRequests.filter((r) => roleOf(r) === "executor").map((r) => r.body?.model);
    expect(executorModels.slice(0, 2)).toEqual(["m-light", "m-standard"]);
    expect(out.no_fly).toEqual([expect.objectContaining({ model: "m-light", tier: "light" })]);
    const [pause] = await interruptsOf(f.rt, "refuse-2");
    expect(pause?.kind).toBe("approval");
  });
});

describe("executor no-op", () => {
  it("a turn that claims completion without calling a tool is not progress: the attempt fails, the retry does the work", async () => {
    f = await startModelFlow({ executor: (req, n) => (n === 0 ? { body: completion({ content: "Done. The outline is complete." }) } : good.executor(req)) });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "noop-1" } });

    const verdicts = await busPayloads<{ classification: string; pass: number }>(f.rt, "noop-1", "solver_verdict");
    expect(verdicts[0]?.classification).toBe("executor-noop");
    expect(verdicts[1]?.classification).toBe("progress");
    // The no-op was classified without asking the solver model; only the real turn was.
    expect(f.count("solver")).toBe(3);

    // The outline subtask needed two attempts: the first failed every criterion (environmental), the second matched.
    const outcomes = await busPayloads<{ status: string; gap_trajectory: Array<{ attempt: number; failed_criteria: Array<{ failure_class: string }> }> }>(f.rt, "noop-1", "subtask_outcome");
    const outline = outcomes[0]!;
    expect(outline.status).toBe("matched");
    expect(outline.gap_trajectory).toHaveLength(2);
    expect(outline.gap_trajectory[0]!.failed_criteria.length).toBeGreaterThan(0);
    expect(outline.gap_trajectory[0]!.failed_criteria.every((c) => c.failure_class === "environmental")).toBe(true);
    const corrections = await busPayloads<{ failure_class: string }>(f.rt, "noop-1", "correction_signal");
    expect(corrections.length).toBeGreaterThan(0);
    expect(corrections.every((c) => c.failure_class === "environmental")).toBe(true);
    const [pause] = await interruptsOf(f.rt, "noop-1");
    expect(pause?.kind).toBe("approval");
    expect(out.stage).toBe("SEEK_APPROVAL");
  });
});
