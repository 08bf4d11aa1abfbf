/**
 * The medium loop on the real runtime: compiled once when the runtime is built (no stage run
 * compiles a graph), and its timestamps are wall time from the system clock — the monotonic
 * clock it measures durations with once leaked into dispatched_at as 1970-01-01.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StateGraph } from "@langchain/langgraph";
import { afterAll, describe, expect, it, vi } from "vitest";
import { Command } from "@langchain/langgraph";
import { createRuntime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";
import type { ExecutorPort } from "../../src/roles/executor.js";
import { createPlanningStageRunner } from "../../src/stages/index.js";

const dir = mkdtempSync(join(tmpdir(), "gg-loop-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the medium loop inside the planner", () => {
  it("is compiled once per runtime and stamps its messages with wall time", async () => {
    const rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "loop.sqlite") }), { auditor: false });
    const compile = vi.spyOn(StateGraph.prototype, "compile");
    try {
      const before = Date.now();
      const cfg = { configurable: { thread_id: "loop-1" } };
      const out = await rt.planner.invoke({ goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" }, cfg);
      const after = Date.now();
      expect(out.stage).toBe("SEEK_APPROVAL");
      expect(compile).not.toHaveBeenCalled();

      const manifests = (await rt.bus.history("loop-1", 0, 10_000)).filter((m) => m.type === "dispatch_manifest");
      expect(manifests.length).toBeGreaterThanOrEqual(3); // one per DRAFT stage at least
      for (const m of manifests) {
        const at = Date.parse((m.payload as { dispatched_at: string }).dispatched_at);
        expect(at).toBeGreaterThanOrEqual(before - 1000);
        expect(at).toBeLessThanOrEqual(after + 1000);
      }
    } finally {
      compile.mockRestore();
      await rt.close();
    }
  });
});

describe("a planner killed inside the medium loop", () => {
  it("shows the loop's own state under draftStage, and resumes it in a new runtime", async () => {
    const config = loadConfig({ GOALGRAPH_DB: join(dir, "mid-loop.sqlite") });
    const cfg = { configurable: { thread_id: "mid-loop-1" } };
    let calls = 0;
    const crashing = await createRuntime(config, {
      auditor: false,
      stageRunner: ({ bus, clock }) =>
        createPlanningStageRunner({
          bus,
          clock,
          caps: config.caps,
          // The schedule stage's executor dies on its first call, after the loop planned the round.
          executor: ({ offline, request }): ExecutorPort => ({
            execute(x) {
              if (request.stage === "DRAFT_SCHEDULE" && ++calls === 1) throw new Error("killed mid-loop");
              return offline.execute(x);
            },
          }),
        }),
    });
    const input = { goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" };
    await expect(crashing.planner.invoke(input, cfg)).rejects.toThrow(/killed mid-loop/);
    const snapshot = await crashing.planner.getState(cfg);
    expect(snapshot.values.stage).toBe("DRAFT_SCHEDULE");
    // The failed draftStage task's subgraph is the medium loop; its checkpoint opens by namespace (as Studio does).
    const task = snapshot.tasks.find((t) => t.name === "draftStage")!;
    const loop = await crashing.planner.getState({ configurable: { thread_id: "mid-loop-1", checkpoint_ns: `draftStage:${task.id}` } });
    expect(loop.values).toMatchObject({ round: 1, scope: "DRAFT_SCHEDULE#0" });
    expect(loop.next).toEqual(["executeSubtask"]);
    await crashing.close();

    const healthy = await createRuntime(config, { auditor: false });
    try {
      const resumed = await healthy.planner.invoke(null, cfg);
      expect(resumed.stage).toBe("SEEK_APPROVAL");
      expect((await healthy.planner.invoke(new Command({ resume: "approve" }), cfg)).stage).toBe("COMPLETE");
      const keys = (await healthy.bus.history("mid-loop-1", 0, 10_000)).map((m) => m.idem_key);
      expect(new Set(keys).size).toBe(keys.length);
      // The round planned before the kill was dispatched once, not again on resume.
      expect(keys.filter((k) => k.includes("/DRAFT_SCHEDULE#0:r1:plan:dispatch_manifest"))).toHaveLength(1);
    } finally {
      await healthy.close();
    }
  });
});
