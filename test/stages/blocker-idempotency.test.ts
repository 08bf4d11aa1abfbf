/**
 * What reaches the controller as data: an executor that refuses at every tier becomes a blocker
 * (ADR-0079), and no-fly entries carry across stage retries. Re-running a stage attempt publishes
 * nothing new; a crash mid-loop resumes the loop, and the loss history still covers every round.
 */
import { MemorySaver } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { createPlanningStageRunner, type ExecutorOverride } from "../../src/stages/index.js";
import type { StageRunner } from "../../src/stages/stage-runner.js";
import { createMessageBus } from "../../src/bus/bus.js";
import type { ExecutorPort } from "../../src/roles/executor.js";
import { openDatabase } from "../../src/store/db.js";
import { BENCH_GOALS } from "../fixtures/goals.js";
import { ManualClock, ScriptedExecutor, noop, refusal } from "../medium-loop/fakes.js";
import { makeRunner, parentGraph, perceived, requestFor, runAllStages, runInParent } from "./helpers.js";

const goal = (id: string) => BENCH_GOALS.find((g) => g.id === id)!;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe("executor refusal and no-op", () => {
  it("a refusal at every tier comes back as a blocker, not a verdict", async () => {
    const g = goal("bakery-shop");
    const executor = new ScriptedExecutor([(r) => refusal(`m-${r.tier}`)]);
    const { runner } = makeRunner({ executor });
    const res = await runInParent(runner, requestFor(g, perceived(g), "DRAFT_OUTLINE"));
    expect(res.final).toBeNull();
    expect(res.blocker).toMatchObject({ reason: "executor-refused", refused_models: ["m-light", "m-standard", "m-heavy"] });
    expect(res.noFly.map((e) => e.tier)).toEqual(["light", "standard", "heavy"]);
    expect(res.executorCalls).toBe(3);
    expect(res.artifacts).toEqual({});
  });

  it("carries earlier no-fly entries: a retried stage escalates from where it stopped", async () => {
    const g = goal("bakery-shop");
    const first = makeRunner({ executor: new ScriptedExecutor([(r) => refusal(`m-${r.tier}`)]) });
    const blocked = await runInParent(first.runner, requestFor(g, perceived(g), "DRAFT_OUTLINE"));
    const partial = blocked.noFly.slice(0, 2);
    const executor = new ScriptedExecutor([(r) => refusal(`m-${r.tier}`)]);
    const { runner } = makeRunner({ executor });
    const res = await runInParent(runner, requestFor(g, perceived(g), "DRAFT_OUTLINE", { attempt: 1, noFly: partial }));
    expect(executor.requests[0]!.tier).toBe("heavy");
    expect(res.blocker?.refused_models).toEqual(["m-heavy"]);
    expect(res.noFly).toHaveLength(3);
  });

  it("an executor that does nothing fails environmentally and the GGS moves on (change_path)", async () => {
    const g = goal("bakery-shop");
    const { runner } = makeRunner({ executor: new ScriptedExecutor([noop()]) });
    const res = await runInParent(runner, requestFor(g, perceived(g), "DRAFT_OUTLINE"));
    expect(res.blocker).toBeNull();
    expect(res.directiveHistory[0]).toBe("init→change_path");
    expect(res.final?.directive).toBe("abandon");
  });
});

describe("idempotency", () => {
  it("the same stage attempt twice in a thread publishes no duplicate bus messages", async () => {
    const g = goal("half-marathon");
    const { runner, bus } = makeRunner();
    const req = requestFor(g, perceived(g), "DRAFT_OUTLINE");
    const a = await runInParent(runner, req);
    const stored = bus.messages.length;
    const calls = bus.publishCalls;
    expect(stored).toBeGreaterThan(0);
    const b = await runInParent(runner, req);
    expect(bus.publishCalls).toBeGreaterThan(calls);
    expect(bus.messages).toHaveLength(stored);
    expect(b.final).toEqual(a.final);
    expect(b.artifacts).toEqual(a.artifacts);
    // The next attempt of the stage has its own keys.
    await runInParent(runner, { ...req, attempt: 1 });
    expect(bus.messages.length).toBe(2 * stored);
    expect(bus.keys().filter((k) => k.includes("/DRAFT_OUTLINE#1:"))).toHaveLength(stored);
  });

  it("on the real bus (strict routes) every route is allowed and a replayed attempt stores nothing", async () => {
    const g = goal("weekend-only-daily");
    const db = await openDatabase({ path: ":memory:", synchronous: "OFF", busyTimeoutMs: 0 });
    const bus = createMessageBus(db, { clock: () => "2026-01-01T00:00:00.000Z", strictRoutes: true });
    cleanups.push(() => db.close(), () => bus.close());
    const runner = createPlanningStageRunner({ bus, clock: new ManualClock(), caps: { agentRetryK: 2, turnLimit: 10 } });
    const r = await runAllStages((req) => runInParent(runner, req), g, perceived(g));
    expect(r.DRAFT_SCHEDULE.final?.directive).toBe("abandon");
    const n = (await bus.history(`thread-${g.id}`, 0, 10_000)).length;
    const again = await runInParent(runner, requestFor(g, perceived(g), "DRAFT_SCHEDULE", { artifacts: { ...r.DRAFT_OUTLINE.artifacts, roadmap: r.DRAFT_ROADMAP.artifacts.roadmap ?? null } }));
    expect(again.lossHistory).toEqual(r.DRAFT_SCHEDULE.lossHistory);
    expect(await bus.history(`thread-${g.id}`, 0, 10_000)).toHaveLength(n);
  });
});

describe("crash mid-loop", () => {
  it("resumes the loop from its checkpoint; the loss history still has every round (read back from the bus)", async () => {
    const g = goal("weekend-only-daily");
    const db = await openDatabase({ path: ":memory:", synchronous: "OFF", busyTimeoutMs: 0 });
    const bus = createMessageBus(db, { clock: () => "2026-01-01T00:00:00.000Z" });
    cleanups.push(() => db.close(), () => bus.close());
    const task = perceived(g);
    const setup = makeRunner();
    const r = await runAllStages((req) => setup.runner.run(req), g, task);
    const req = requestFor(g, task, "DRAFT_SCHEDULE", { artifacts: { ...r.DRAFT_OUTLINE.artifacts, roadmap: r.DRAFT_ROADMAP.artifacts.roadmap ?? null } });

    let calls = 0;
    const crashing: ExecutorOverride = ({ offline }): ExecutorPort => ({
      execute(x) {
        calls += 1;
        if (calls === 3) throw new Error("process crashed");
        return offline.execute(x);
      },
    });
    const resumedCalls: number[] = [];
    const counting: ExecutorOverride = ({ offline }): ExecutorPort => ({
      execute(x) {
        resumedCalls.push(x.attempt);
        return offline.execute(x);
      },
    });
    const checkpointer = new MemorySaver();
    const deps = { bus, clock: new ManualClock(), caps: { agentRetryK: 2, turnLimit: 10 } };
    let current: StageRunner = createPlanningStageRunner({ ...deps, executor: crashing });
    const delegate: StageRunner = { run: (request, config) => current.run(request, config) };
    const graph = parentGraph(delegate, checkpointer);
    const config = { configurable: { thread_id: req.threadId } };
    await expect(graph.invoke({ request: req }, config)).rejects.toThrow("process crashed");

    // "Another process": a fresh runner (empty recorder) resumes the thread from the checkpoint.
    current = createPlanningStageRunner({ ...deps, executor: counting });
    const out = await graph.invoke(null, config);
    const res = out.result!;
    expect(res.final?.directive).toBe("abandon");
    expect(resumedCalls).toEqual([1, 2]); // only round 2 re-ran: round 1 came from the checkpoint
    expect(res.lossHistory.map((p) => p.round)).toEqual([1, 2, 3, 4, 5]);
    expect(res.executorCalls).toBe(4);
  });
});

describe("tool cache", () => {
  it("is dropped for the thread when the stage run ends, so a long-lived runner does not accumulate it", async () => {
    const { defaultStageTools } = await import("../../src/stages/index.js");
    const tools = defaultStageTools();
    const g = goal("bakery-shop");
    const { runner } = makeRunner({ tools });
    const req = requestFor(g, perceived(g), "DRAFT_OUTLINE");
    await runner.run(req);
    const first = tools.stats();
    expect(first.misses).toBeGreaterThan(0);
    await runner.run({ ...req, attempt: 1 });
    // Every call of the second run missed again: nothing of the first run was kept.
    expect(tools.stats()).toEqual({ hits: 2 * first.hits, misses: 2 * first.misses });
  });
});
