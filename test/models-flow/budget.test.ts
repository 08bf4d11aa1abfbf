/**
 * Budget caps on the running planner: a session cap reached by a refused call inside a stage
 * stops the run (ABORTED, SESSION_BUDGET) with every charged call on the plan's cost; the daily
 * cap counts what earlier sessions spent today.
 */
import { afterEach, describe, expect, it } from "vitest";
import { planStatus } from "../../src/app/plan-port.js";
import { HALF_MARATHON, busPayloads, interruptsOf, runApproving, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const CALL_USD = 0.0001; // 100 prompt + 20 completion tokens at 0.5 / 2.5 USD per 1M

describe("session budget", () => {
  it("a cap reached inside a stage stops the run: ABORTED with SESSION_BUDGET, spend on the plan, no call past the cap", async () => {
    // Estimates (prompt/4 tokens + 200 output tokens) are ~0.001: the cap refuses a call after a few have been charged.
    f = await startModelFlow({}, { GOALGRAPH_BUDGET_PER_SESSION_USD: "0.0015" });
    const cfg = { configurable: { thread_id: "capped" } };
    const out = await f.rt.planner.invoke(HALF_MARATHON, cfg);

    expect(out.stage).toBe("ABORTED");
    expect(out.exit_reason?.code).toBe("SESSION_BUDGET");
    expect(out.exit_reason?.message).toMatch(/session budget 0\.0015 USD/);
    expect(planStatus({ values: out as never, interrupts: [], busy: false } as never)).toBe("aborted");
    expect(await interruptsOf(f.rt, "capped")).toEqual([]);

    // Every call the server answered is on the plan, and the plan stayed under its cap.
    const calls = f.count();
    expect(calls).toBeGreaterThan(0);
    expect(out.counters.costUsd).toBeCloseTo(calls * CALL_USD, 8);
    expect(out.counters.costUsd).toBeLessThanOrEqual(0.0015);
    expect((await f.rt.traces.list("capped")).reduce((n, t) => n + t.cost_delta, 0)).toBeCloseTo(out.counters.costUsd, 8);
    // The controller reported the cap on the bus, with the stage's spend.
    const changes = await busPayloads<{ to: string; cap?: string; cost_usd?: number }>(f.rt, "capped", "stage_change");
    expect(changes.at(-1)).toMatchObject({ to: "ABORTED", cap: "SESSION_BUDGET" });
  });
});

describe("daily budget", () => {
  it("counts earlier sessions' spend today: the next plan is stopped with DAILY_BUDGET", async () => {
    // One clean plan costs 13 calls = 0.0013 (12 here plus the summary); with ~0.0004 estimates a 0.0018 daily cap lets it finish
    // but stops the next plan within a couple of calls — only if the first plan's spend was counted.
    f = await startModelFlow({}, { GOALGRAPH_DAILY_BUDGET_USD: "0.0018" }, { GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS: "20" });
    const first = await runApproving(f.rt, "day-1");
    expect(first.out.stage).toBe("COMPLETE");
    expect(first.out.counters.costUsd).toBeCloseTo(13 * CALL_USD, 8);

    const before = f.count();
    const second = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "day-2" } });
    expect(second.stage).toBe("ABORTED");
    expect(second.exit_reason?.code).toBe("DAILY_BUDGET");
    const secondCalls = f.count() - before;
    expect(secondCalls).toBeLessThan(6);
    expect(second.counters.costUsd).toBeCloseTo(secondCalls * CALL_USD, 8);
  });
});
