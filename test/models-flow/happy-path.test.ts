/**
 * GOALGRAPH_MODEL_PROVIDER=openai end to end: the planner's DRAFT stages call the executor,
 * the pinned solver, the plausible-criteria validator and the R4b merger on the loopback server,
 * the summarizer words the approval question, the plan reaches COMPLETE, and every call's cost is
 * accounted.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plannerPlanPort } from "../../src/app/plan-port.js";
import { forcedTool, lastUserText } from "../models/helpers.js";
import { HALF_MARATHON, busPayloads, goodSummary, roleOf, runApproving, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow;
beforeAll(async () => {
  f = await startModelFlow();
});
afterAll(async () => {
  await f?.close();
});

describe("a plan with models", () => {
  it("reaches approval and COMPLETE through the model-backed roles, with their cost on the plan", async () => {
    const { out, kinds } = await runApproving(f.rt, "happy-1");
    expect(kinds).toEqual(["approval"]);
    expect(out.stage).toBe("COMPLETE");
    expect(out.schedule?.blocks.length).toBeGreaterThan(0);
    expect(out.pattern?.pattern_type).toBe("progressive_accumulation_arc");

    // Every model-backed role was asked, once per stage on this clean path.
    const reqs = f.server.chatRequests;
    const byRole = (r: string) => reqs.filter((q) => roleOf(q) === r);
    expect(byRole("executor").length).toBe(3);
    expect(byRole("solver").length).toBe(3);
    expect(byRole("validator").length).toBe(3);
    expect(byRole("merger").length).toBe(3);
    // The summary in the approval question is the model's (the summarizer prompt, the light tier), asked once.
    expect(byRole("summarizer").length).toBe(1);
    expect(byRole("summarizer")[0]!.body?.model).toBe("m-light");
    expect(out.plan_summary).toBe(goodSummary(byRole("summarizer")[0]!));
    // Nothing was missing: no clarification questions to word.
    expect(byRole("elicitor")).toEqual([]);
    expect(byRole("other")).toEqual([]);
    // The goal was read by the model (the perceiver prompt, the standard tier), once.
    expect(byRole("reader").length).toBe(1);
    expect(byRole("reader")[0]!.body?.model).toBe("m-standard");
    expect(lastUserText(byRole("reader")[0]!.body)).toContain(HALF_MARATHON.goal);
    // The executor saw each stage's own approach tool; the solver ran on the pinned model only.
    expect(byRole("executor").map((q) => q.body?.tools?.map((t) => t.function.name))).toEqual([["outline_template"], ["roadmap_buffered_first"], ["schedule_earliest_fit"]]);
    expect(byRole("executor").every((q) => q.body?.model === "m-light")).toBe(true);
    expect(new Set(byRole("solver").map((q) => q.body?.model))).toEqual(new Set(["m-solver"]));
    expect(byRole("merger").every((q) => q.body?.model === "m-heavy" && forcedTool(q.body) === "record_merge_verdicts")).toBe(true);

    // The judges see a compact artifact with derived facts: the schedule judge gets session counts per activity.
    const scheduleJudge = byRole("validator").map((q) => lastUserText(q.body)).find((t) => t.includes("Schedule the plan"))!;
    const sessions = [...scheduleJudge.matchAll(/"sessions": (\d+)/g)].map((m) => Number(m[1]));
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((n) => n > 0)).toBe(true);

    // 14 calls × $0.0001 (100 in + 20 out tokens at 0.5/2.5 per 1M): the reading, 4 per stage, the summary.
    expect(out.counters.costUsd).toBeCloseTo(14 * 0.0001, 8);
    const traced = await f.rt.traces.list("happy-1");
    expect(traced.find((t) => t.stage === "PERCEIVE")).toMatchObject({ tool: "read_goal:model", cost_delta: expect.closeTo(0.0001, 8) });
    const stageCosts = traced.filter((t) => t.tool === "medium_loop").map((t) => t.cost_delta);
    expect(stageCosts).toHaveLength(3);
    for (const c of stageCosts) expect(c).toBeCloseTo(4 * 0.0001, 8);
    expect(traced.find((t) => t.tool?.startsWith("summarize:"))).toMatchObject({ stage: "VALIDATE_SCHEDULE", tool: "summarize:model", cost_delta: expect.closeTo(0.0001, 8), violations: [] });

    // GET /plans/:id shows it.
    const s = await f.rt.planner.getState({ configurable: { thread_id: "happy-1" } });
    const view = await plannerPlanPort.planView("happy-1", { values: s.values as Record<string, unknown>, interrupts: [], busy: false } as never);
    expect((view as { cost: { usd: number } }).cost.usd).toBeCloseTo(14 * 0.0001, 8);
    expect((view as { status: string }).status).toBe("complete");

    // The spend is on the controller's messages, so the daily figure sees it.
    const changes = await busPayloads<{ cost_usd?: number }>(f.rt, "happy-1", "stage_change");
    expect(changes.reduce((n, c) => n + (c.cost_usd ?? 0), 0)).toBeCloseTo(14 * 0.0001, 8);
    expect(await f.rt.plannerDeps.spend!.spentToday(null)).toBeCloseTo(14 * 0.0001, 8);
  });

  it("starts the next plan's stages with today's spend (daily cap) already counted", async () => {
    const before = await f.rt.plannerDeps.spend!.spentToday(null);
    const { out } = await runApproving(f.rt, "happy-2", { ...HALF_MARATHON, goal: "Meditate 10 minutes every morning and do a weekly review on Sunday evenings." });
    expect(out.stage).toBe("COMPLETE");
    expect(await f.rt.plannerDeps.spend!.spentToday(null)).toBeCloseTo(before + out.counters.costUsd, 8);
  });
});
