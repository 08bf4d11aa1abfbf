/**
 * The planner end to end in-process on the real runtime (SQLite file, bus, Auditor, planning
 * StageRunner over the medium loop): every bench goal to its approval and COMPLETE, the
 * escalation goal to NEEDS_SCHED_ESCALATION, and a clean Auditor afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "@langchain/langgraph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRuntime, type Runtime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";
import { BENCH_GOALS } from "../fixtures/goals.js";

let dir: string;
let rt: Runtime;

/** Bench goals known not to reach their expected end, each with why. */
const KNOWN_FAILURES = new Map<string, string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gg-flow-"));
  rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "flow.sqlite") }));
});
afterAll(async () => {
  await rt?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pending(threadId: string) {
  const s = await rt.planner.getState({ configurable: { thread_id: threadId } });
  return s.tasks.flatMap((t) => t.interrupts.map((i) => i.value as { kind: string; target?: string }));
}

describe.each(BENCH_GOALS.map((g) => [g.id, g] as const))("planner on the runtime: %s", (_id, g) => {
  it("reaches its expected end", async () => {
    const threadId = `flow-${g.id}`;
    const cfg = { configurable: { thread_id: threadId, owner: "tester" } };
    let out = await rt.planner.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, cfg);
    if (g.expect.status === "needs_scheduling_escalation") {
      // Known failure (reader): the reader flags no CONFLICT for "every day, but only on weekends",
      // so this goal plans for weekends instead of escalating; KNOWN_FAILURES below expects that.
      const escalated = out.stage === "NEEDS_SCHED_ESCALATION" && (await pending(threadId))[0]?.kind === "escalation";
      expect(escalated, "the escalation goal now escalates: drop it from KNOWN_FAILURES").toBe(!KNOWN_FAILURES.has(g.id));
      return;
    }
    const kinds: string[] = [];
    for (let i = 0; i < 4 && out.stage !== "COMPLETE"; i++) {
      const [p] = await pending(threadId);
      expect(p, `no interrupt at ${out.stage}: ${JSON.stringify(out.exit_reason)}`).toBeDefined();
      kinds.push(p!.kind);
      out = await rt.planner.invoke(new Command({ resume: "approve" }), cfg);
    }
    expect(kinds.at(-1)).toBe("approval");
    expect(out.stage).toBe("COMPLETE");
    if (g.expect.pattern_type) expect(out.pattern?.pattern_type).toBe(g.expect.pattern_type);
    if (g.expect.deadline) expect(out.task_spec?.constraints.deadline).toBe(g.expect.deadline);
    expect(out.schedule?.blocks.length).toBeGreaterThan(0);
    const saved = await rt.plans.get(threadId);
    expect(saved?.plan.owner).toBe("tester");
    expect(saved?.tasks.length).toBe(out.schedule!.blocks.length);
    // Every GGS decision is in the loss history with its breakdown and transition.
    expect(out.loss_history.length).toBeGreaterThanOrEqual(3);
    for (const p of out.loss_history) expect(p.transition).toMatch(/^\w+→\w+$/);
  });
});

describe("the Auditor on real planner traffic", () => {
  it("reports no anomaly for clean runs", async () => {
    await rt.bus.drain();
    const reports = await rt.auditReports.list({ limit: 1000 });
    expect(reports.filter((r) => r.anomaly === "boundary_violation")).toEqual([]);
  });
});
