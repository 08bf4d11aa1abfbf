/**
 * GGS directives change what R2 plans: a logically failing approach is left for the other one
 * (break_symmetry), an environmentally failing target for the next one (change_path) — with
 * scripted failures wrapped around the real offline executor, and with the real tools alone.
 */
import type { StageRequest } from "../../src/stages/stage-runner.js";
import { describe, expect, it } from "vitest";
import type { ExecutorPort, ExecutorRequest } from "../../src/roles/executor.js";
import type { PlanDirective } from "../../src/contracts/index.js";
import { catalogueFor, choosePlan, isStageOutput } from "../../src/stages/index.js";
import { BENCH_GOALS, type BenchGoal } from "../fixtures/goals.js";
import { makeRunner, perceived, requestFor, runAllStages, runInParent } from "./helpers.js";

const goal = (id: string) => BENCH_GOALS.find((g) => g.id === id)!;

/** Wraps the offline executor; `alter` may replace a transcript for some (approach, target). */
function wrapping(seen: Array<{ tool: string; target: string | null }>, alter: (r: ExecutorRequest, run: () => ReturnType<ExecutorPort["execute"]>) => ReturnType<ExecutorPort["execute"]>) {
  return ({ offline }: { offline: ExecutorPort }): ExecutorPort => ({
    execute(r) {
      seen.push({ tool: r.subtask.tool ?? "", target: r.subtask.target ?? null });
      return alter(r, () => offline.execute(r));
    },
  });
}

describe("directives drive the stage planner", () => {
  it("leaves an approach that fails logically for the other one (break_symmetry)", async () => {
    const g = goal("bakery-shop");
    const seen: Array<{ tool: string; target: string | null }> = [];
    const { runner } = makeRunner({
      executor: wrapping(seen, async (r, run) => {
        const t = await run();
        if (r.subtask.tool !== "outline.template" || !isStageOutput(t.output) || !t.output.artifacts.outline) return t;
        // The template approach "produces" an outline with a dependency cycle and a node past the deadline.
        const o = structuredClone(t.output.artifacts.outline);
        const [a, b] = o.nodes.filter((n) => n.level === "task");
        a!.depends_on = [{ node_id: b!.id, type: "FS", lag_days: 0 }];
        b!.depends_on = [{ node_id: a!.id, type: "FS", lag_days: 0 }];
        b!.due = "2099-01-01";
        return { ...t, output: { ...t.output, artifacts: { ...t.output.artifacts, outline: o } } };
      }),
    });
    const res = await runInParent(runner, requestFor(g, perceived(g), "DRAFT_OUTLINE"));
    expect(res.directiveHistory).toEqual(["init→break_symmetry", "break_symmetry→accept"]);
    expect(res.final?.directive).toBe("accept");
    expect(res.artifacts.outline?.generator).toBe("compact");
    // K = 2 attempts on the broken approach, then the other approach on its first target.
    expect(seen).toEqual([
      { tool: "outline.template", target: "keyword_scoring" },
      { tool: "outline.template", target: "keyword_scoring" },
      { tool: "outline.compact", target: "keyword_scoring" },
    ]);
    expect(res.lossHistory[0]!.loss.P).toBe(1);
  });

  it("moves to the next target when the environment fails the first (change_path)", async () => {
    const g = goal("meditation");
    const seen: Array<{ tool: string; target: string | null }> = [];
    const { runner } = makeRunner({
      executor: wrapping(seen, async (r, run) => {
        if (r.subtask.target !== "keyword_scoring") return run();
        return {
          text: "select_pattern_keywords: TOOL_FAILED: upstream timed out",
          tool_calls: [{ tool: "select_pattern_keywords", target: "keyword_scoring", ok: false, output: null }],
          output: { kind: "stage_output", stage: "DRAFT_OUTLINE", approach: r.subtask.tool, target: r.subtask.target, artifacts: {}, confidence: 0, notes: [], error: { code: "TOOL_FAILED", message: "upstream timed out", tool: "select_pattern_keywords", failure_class: "environmental" } },
          model: "offline",
        };
      }),
    });
    const res = await runInParent(runner, requestFor(g, perceived(g), "DRAFT_OUTLINE"));
    expect(res.directiveHistory).toEqual(["init→change_path", "change_path→accept"]);
    expect(seen.at(-1)).toEqual({ tool: "outline.template", target: "structure_heuristics" });
    expect(res.artifacts.pattern?.pattern_type).toBe("recurring_cycle");
  });

  it("with the real tools: a block that does not fit the window is retried with a shorter block", async () => {
    const g: BenchGoal = { id: "piano", goal: "Practice piano for 90 minutes 3 times a week for the next 8 weeks.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin", expect: {} };
    const { runner } = makeRunner();
    // "only during lunch breaks", as the reading holds it: the schedule's availability has the lunch window only.
    const lunch = (req: StageRequest): StageRequest => ({ ...req, availability: { ...req.availability, windows: [{ start: "12:00", end: "13:00" }] } });
    const r = await runAllStages((req) => runInParent(runner, req.stage === "DRAFT_SCHEDULE" ? lunch(req) : req), g, perceived(g));
    const s = r.DRAFT_SCHEDULE;
    expect(s.directiveHistory).toEqual(["init→change_path", "change_path→accept"]);
    expect(s.lossHistory[0]!.loss.P).toBe(0); // BLOCK_EXCEEDS_WINDOW is the calendar's verdict on the target
    const blocks = s.artifacts.schedule!.blocks;
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      expect(b.start.slice(11, 16) >= "12:00").toBe(true);
      expect(b.end.slice(11, 16) <= "13:00").toBe(true);
    }
  });
});

describe("choosePlan (R2 policy)", () => {
  const g = goal("half-marathon");
  const req = requestFor(g, perceived(g), "DRAFT_OUTLINE");
  const cat = catalogueFor(req, req.availability);
  const directive = (d: PlanDirective["directive"]): PlanDirective => ({
    kind: "plan_directive", task_id: "t", loss: { D: 1, P: 1, Omega: 0, L: 0.9 }, prev_directive: "init", directive: d,
    blocked_tools: [], blocked_targets: [], failed_criterion: "x", failure_class: "logical", budget_pressure: 0, grad_l: 0, urgency: "low", replans: 1, rationale: "",
  });
  const prev = [{ intent: "i", tool: "outline.template", target: "keyword_scoring", success_criteria: cat.criteria, context: "" }];
  const none = { tools: [], targets: [], memory: [] };

  it.each([
    ["first round", null, none, { a: "outline.template", t: "keyword_scoring" }],
    ["change_path", directive("change_path"), { ...none, targets: ["keyword_scoring"] }, { a: "outline.template", t: "structure_heuristics" }],
    ["refine", directive("refine"), { ...none, targets: ["keyword_scoring"] }, { a: "outline.template", t: "structure_heuristics" }],
    ["change_approach", directive("change_approach"), { ...none, tools: ["outline.template"] }, { a: "outline.compact", t: "keyword_scoring" }],
    ["break_symmetry, target blocked", directive("break_symmetry"), { ...none, tools: ["outline.template"], targets: ["keyword_scoring"] }, { a: "outline.compact", t: "structure_heuristics" }],
    ["nothing left", directive("break_symmetry"), { ...none, tools: ["outline.template", "outline.compact"] }, null],
    ["change_path, no target left", directive("change_path"), { ...none, targets: ["keyword_scoring", "structure_heuristics"] }, null],
    ["memory forbids the default", null, { ...none, memory: [{ tool: "outline.template", target: null, text: "failed before" }] }, { a: "outline.compact", t: "keyword_scoring" }],
  ] as const)("%s", (_name, d, mustNots, want) => {
    const choice = choosePlan(cat, { directive: d, mustNots: { tools: [...mustNots.tools], targets: [...mustNots.targets], memory: [...mustNots.memory] }, previousPlan: prev });
    expect(choice === null ? null : { a: choice.approach.name, t: choice.target }).toEqual(want);
  });
});
