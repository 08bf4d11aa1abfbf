/**
 * Every bench goal through DRAFT_OUTLINE → DRAFT_ROADMAP → DRAFT_SCHEDULE on the real offline
 * tools, in a checkpointed parent node (as the controller runs it) and without a parent.
 */
import { describe, expect, it } from "vitest";
import type { StageRequest, StageResult } from "../../src/stages/stage-runner.js";
import { validateOutline } from "../../src/planning/grammar.js";
import { BENCH_GOALS, type BenchGoal } from "../fixtures/goals.js";
import { makeRunner, perceived, runAllStages, runInParent } from "./helpers.js";

function expectStages(g: BenchGoal, r: Record<string, StageResult>) {
  const outline = r.DRAFT_OUTLINE!;
  expect(outline.final?.directive, outline.violations.join("; ")).toBe("accept");
  expect(outline.artifacts.outline).toBeTruthy();
  expect(validateOutline(outline.artifacts.outline!).valid).toBe(true);
  if (g.expect.pattern_type) {
    expect(outline.artifacts.pattern?.pattern_type).toBe(g.expect.pattern_type);
    expect(outline.artifacts.outline!.pattern.pattern_type).toBe(g.expect.pattern_type);
  }
  expect(outline.lossHistory).toEqual([{ stage: "DRAFT_OUTLINE", round: 1, transition: "init→accept", loss: expect.objectContaining({ D: 0, L: 0 }), grad_l: 0 }]);
  expect(outline.confidence.rules).toBe(1);

  const roadmap = r.DRAFT_ROADMAP!;
  expect(roadmap.final?.directive, roadmap.violations.join("; ")).toBe("accept");
  expect(roadmap.artifacts.roadmap?.items.length).toBe(outline.artifacts.outline!.nodes.length);

  const schedule = r.DRAFT_SCHEDULE!;
  if (g.expect.status === "needs_scheduling_escalation") {
    expect(schedule.final?.directive).toBe("abandon");
    expect(schedule.infeasible?.code).toMatch(/^[A-Z_]+$/);
    expect(schedule.artifacts.schedule?.blocks).toEqual([]);
    expect(schedule.blocker).toBeNull();
    // Promptly: both approaches fail once each, then empty plans burn the replan budget.
    const rounds = schedule.lossHistory.length;
    expect(rounds).toBe(schedule.directiveHistory.length);
    expect(rounds).toBeLessThanOrEqual(5);
    expect(schedule.lossHistory.map((p) => p.round)).toEqual(Array.from({ length: rounds }, (_, i) => i + 1));
    expect(schedule.executorCalls).toBeLessThanOrEqual(4);
    expect(schedule.directiveHistory.at(-1)).toMatch(/→abandon$/);
    return;
  }
  expect(schedule.final?.directive, schedule.violations.join("; ")).toBe("accept");
  expect(schedule.infeasible).toBeNull();
  expect(schedule.artifacts.schedule?.blocks.length).toBeGreaterThan(0);
  expect(schedule.violations).toEqual([]);
  expect(schedule.confidence).toEqual({ model: expect.any(Number), rules: 1, heuristics: 1 });
}

describe.each(BENCH_GOALS.map((g) => [g.id, g] as const))("planning stages: %s", (_id, g) => {
  it("runs every DRAFT stage inside a checkpointed parent node", async () => {
    const { runner } = makeRunner();
    const r = await runAllStages((req: StageRequest) => runInParent(runner, req), g, perceived(g));
    expectStages(g, r);
  });

  it("runs every DRAFT stage without a parent graph", async () => {
    const { runner, bus } = makeRunner();
    const r = await runAllStages((req: StageRequest) => runner.run(req), g, perceived(g));
    expectStages(g, r);
    // Without a parent the bus messages still belong to the plan's thread.
    expect(new Set(bus.messages.map((m) => m.thread_id))).toEqual(new Set([`thread-${g.id}`]));
  });
});
