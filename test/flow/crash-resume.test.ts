/**
 * Nothing lost on a crash: a run that dies mid-plan (here: the process's stage runner throws in
 * the roadmap stage, as a kill would interrupt it) continues from its last checkpoint when the
 * thread is run again with no input — in a fresh runtime on the same SQLite file — and the bus
 * holds no duplicate messages.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "@langchain/langgraph";
import { afterAll, describe, expect, it } from "vitest";
import { createRuntime } from "../../src/app/runtime.js";
import { createPlanningStageRunner } from "../../src/stages/index.js";
import { loadConfig } from "../../src/config.js";

const dir = mkdtempSync(join(tmpdir(), "gg-crash-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("crash mid-run", () => {
  it("continues from the last checkpoint in a new runtime, without duplicate messages", async () => {
    const config = loadConfig({ GOALGRAPH_DB: join(dir, "crash.sqlite") });
    const input = { goal: "Renovate the bathroom before my parents visit on April 10.", timezone: "Australia/Sydney", now: "2027-01-05T08:00:00" };
    const cfg = { configurable: { thread_id: "crash-1" } };

    const crashing = await createRuntime(config, {
      auditor: false,
      stageRunner: ({ bus, clock }) => {
        const real = createPlanningStageRunner({ bus, clock, caps: config.caps });
        return {
          run: async (req, c) => {
            if (req.stage === "DRAFT_ROADMAP") throw new Error("simulated crash");
            return real.run(req, c);
          },
        };
      },
    });
    await expect(crashing.planner.invoke(input, cfg)).rejects.toThrow(/simulated crash/);
    const before = await crashing.planner.getState(cfg);
    expect(before.values.stage).toBe("DRAFT_ROADMAP");
    expect(before.values.outline).not.toBeNull();
    await crashing.close();

    const healthy = await createRuntime(config, { auditor: false });
    try {
      const resumed = await healthy.planner.invoke(null, cfg);
      expect(resumed.stage).toBe("SEEK_APPROVAL");
      // The outline made before the crash is the one carried on, not a new one.
      expect(resumed.outline).toEqual(before.values.outline);
      const done = await healthy.planner.invoke(new Command({ resume: "approve" }), cfg);
      expect(done.stage).toBe("COMPLETE");
      const keys = (healthy.db.sqlite.prepare("select idem_key from bus_messages where thread_id = ?").all("crash-1") as { idem_key: string }[]).map((r) => r.idem_key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.filter((k) => k.endsWith(":task_spec"))).toHaveLength(1);
      // Each stage transition was announced once, the ones before the crash included.
      const changes = (healthy.db.sqlite.prepare("select payload from bus_messages where thread_id = ? and type = 'stage_change'").all("crash-1") as { payload: string }[]).map((r) => {
        const p = JSON.parse(r.payload) as { from: string; to: string };
        return `${p.from}>${p.to}`;
      });
      expect(changes.filter((c) => c === "VALIDATE_OUTLINE>DRAFT_ROADMAP")).toHaveLength(1);
      expect(changes.filter((c) => c === "DRAFT_ROADMAP>VALIDATE_ROADMAP")).toHaveLength(1);
      // The trace (app-table rows, not state) has each step once, the ones before the crash included.
      const trace = (await healthy.traces.list("crash-1")).map((t) => `${t.stage}:${t.tool}`);
      expect(trace).toEqual([
        "PERCEIVE:perceive_goal",
        "COLLECT_CONTEXT:elicit_context",
        "DRAFT_OUTLINE:medium_loop",
        "VALIDATE_OUTLINE:rule_validator",
        "DRAFT_ROADMAP:medium_loop",
        "VALIDATE_ROADMAP:rule_validator",
        "DRAFT_SCHEDULE:medium_loop",
        "VALIDATE_SCHEDULE:rule_validator",
        "COMPLETE:persist_plan",
      ]);
    } finally {
      await healthy.close();
    }
  });
});
