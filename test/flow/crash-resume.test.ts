/**
 * Nothing lost on a crash: a run that dies mid-plan (here: the process's stage runner throws in
 * the roadmap stage, as a kill would interrupt it) continues from its last checkpoint when the
 * thread is run again with no input — in a fresh runtime on the same database (SQLite file or
 * PostgreSQL) — and the bus holds no duplicate messages.
 */
import { Command } from "@langchain/langgraph";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRuntime } from "../../src/app/runtime.js";
import { createPlanningStageRunner } from "../../src/stages/index.js";
import { loadConfig } from "../../src/config.js";
import { describeBackends, freshDatabase, type TestDatabase } from "../fixtures/backends.js";

describeBackends("crash mid-run", (backend) => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await freshDatabase(backend, "crash");
  });
  afterAll(() => tdb?.drop());

  it("continues from the last checkpoint in a new runtime, without duplicate messages", async () => {
    const config = loadConfig(tdb.env);
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
      const rows = await healthy.db.kysely.selectFrom("bus_messages").select(["idem_key", "type", "payload"]).where("thread_id", "=", "crash-1").orderBy("seq").execute();
      const keys = rows.map((r) => r.idem_key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.filter((k) => k.endsWith(":task_spec"))).toHaveLength(1);
      // Each stage transition was announced once, the ones before the crash included.
      const changes = rows.filter((r) => r.type === "stage_change").map((r) => {
        const p = JSON.parse(r.payload) as { from: string; to: string };
        return `${p.from}>${p.to}`;
      });
      expect(changes.filter((c) => c === "VALIDATE_OUTLINE>DRAFT_ROADMAP")).toHaveLength(1);
      expect(changes.filter((c) => c === "DRAFT_ROADMAP>VALIDATE_ROADMAP")).toHaveLength(1);
      // The trace (app-table rows, not state) has each step once, the ones before the crash included.
      const trace = (await healthy.traces.list("crash-1")).map((t) => `${t.stage}:${t.tool}`);
      expect(trace).toEqual([
        "PERCEIVE:read_goal:offline",
        "COLLECT_CONTEXT:elicit_context",
        "DRAFT_OUTLINE:medium_loop",
        "VALIDATE_OUTLINE:rule_validator",
        "DRAFT_ROADMAP:medium_loop",
        "VALIDATE_ROADMAP:rule_validator",
        "DRAFT_SCHEDULE:medium_loop",
        "VALIDATE_SCHEDULE:rule_validator",
        "VALIDATE_SCHEDULE:summarize:offline",
        "COMPLETE:persist_plan",
      ]);
    } finally {
      await healthy.close();
    }
  });
});
