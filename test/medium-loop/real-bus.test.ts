/**
 * The medium loop against the real SQLite bus in strict-routes mode: every message it publishes
 * must be on the allowed-routes table, and replaying a whole run on the same thread stores nothing new.
 */
import { MemorySaver } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { makeSimDeps, type Scenario } from "../fixtures/sim-world.js";
import { createMessageBus } from "../../src/bus/bus.js";
import { compileMediumLoop, mediumLoopRecursionLimit } from "../../graphs/medium-loop/index.js";
import { openDatabase } from "../../src/store/db.js";
import { crit } from "./fakes.js";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const world: Scenario = {
  id: "env-wall",
  description: "",
  criteria: [crit("answers"), crit("cites sources", "plausible")],
  tools: [{ name: "search", targets: ["q1", "q2"], cost_ms: 1000 }],
  world: [{ tool: "search", target: "q2", result: "pass" }, { tool: "*", target: "*", result: "environmental" }],
  start: { tool: "search", target: "q1" },
  solvable: true,
};

describe("medium loop on the real bus (strict routes)", () => {
  it("publishes only allowed routes, one correction per failed criterion and attempt, and dedupes a replayed run", async () => {
    const db = await openDatabase({ path: ":memory:", synchronous: "OFF", busyTimeoutMs: 0 });
    const bus = createMessageBus(db, { clock: () => "2026-01-01T00:00:00.000Z", strictRoutes: true });
    cleanups.push(() => db.close(), () => bus.close());

    const task = { task_id: "task-9", intent: "answer", context: "", task_criteria: world.criteria, deadline: null };
    const config = { configurable: { thread_id: "thread-9" }, recursionLimit: mediumLoopRecursionLimit() };
    const run = () => compileMediumLoop({ ...makeSimDeps(world, "ggs").deps, bus, newId: () => crypto.randomUUID() }, new MemorySaver()).invoke({ task, scope: "DRAFT_OUTLINE" }, config);

    const out = await run();
    expect(out.final?.directive).toBe("accept");
    const messages = await bus.history("thread-9");
    const types = messages.map((m) => m.type);
    expect(new Set(types)).toEqual(
      new Set(["subtask", "dispatch_manifest", "execution_result", "solver_verdict", "correction_signal", "subtask_outcome", "replan_request", "plan_directive", "outcome_summary", "final_result"]),
    );
    // Round 1: K=2 attempts × 2 failed criteria; round 2 matched at once.
    expect(types.filter((t) => t === "correction_signal")).toHaveLength(4);

    const again = await run();
    expect(again.final?.directive).toBe("accept");
    expect(await bus.history("thread-9")).toHaveLength(messages.length);
  });
});
