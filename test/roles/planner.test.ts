import { describe, expect, it } from "vitest";
import type { PlanDirective } from "../../src/contracts/index.js";
import { buildMustNotSet, materializeSubTasks, validatePlan, type SubTaskDraft } from "../../src/roles/planner.js";
import { crit } from "../medium-loop/fakes.js";

const draft = (tool: string, target: string | null, extra: Record<string, unknown> = {}): SubTaskDraft & Record<string, unknown> => ({
  intent: `${tool} on ${target}`,
  tool,
  target,
  success_criteria: [crit("ok")],
  context: "",
  ...extra,
});

const directive = (blocked_tools: string[], blocked_targets: string[]): PlanDirective => ({
  kind: "plan_directive",
  task_id: "t",
  loss: { D: 1, P: 0, Omega: 0.1, L: 0.6 },
  prev_directive: "init",
  directive: "change_path",
  blocked_tools,
  blocked_targets,
  failed_criterion: "ok",
  failure_class: "environmental",
  budget_pressure: 0.1,
  grad_l: 0,
  urgency: "low",
  replans: 1,
  rationale: "",
});

describe("R2 code plan validator", () => {
  const mustNots = buildMustNotSet(
    [
      { tool: "RoadmapBuilder", target: "weekly", text: "weekly roadmaps overflowed last time" },
      { tool: null, target: "mornings", text: "the person never trains in the morning" },
    ],
    directive(["PatternSelector"], ["window-1"]),
  );

  it("accepts a plan that avoids every MUST NOT", () => {
    const r = validatePlan([draft("NodeGenerator", "template-a"), draft("RoadmapBuilder", "monthly")], mustNots);
    expect(r.ok).toBe(true);
  });

  it("rejects a blocked tool (exact name)", () => {
    const r = validatePlan([draft("PatternSelector", "x")], mustNots);
    expect(r).toMatchObject({ ok: false, violations: [{ kind: "blocked_tool", tool: "PatternSelector" }] });
    expect(validatePlan([draft("PatternSelectorV2", "x")], mustNots).ok).toBe(true);
  });

  it("rejects a blocked target", () => {
    expect(validatePlan([draft("NodeGenerator", "window-1")], mustNots)).toMatchObject({ ok: false, violations: [{ kind: "blocked_target", target: "window-1" }] });
  });

  it("rejects memory MUST NOTs by tool+target and by target alone", () => {
    const r = validatePlan([draft("RoadmapBuilder", "weekly"), draft("ScheduleGenerator", "mornings")], mustNots);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => [v.kind, "index" in v ? v.index : -1])).toEqual([["memory_must_not", 0], ["memory_must_not", 1]]);
  });

  it("rejects an empty plan and malformed drafts", () => {
    expect(validatePlan([], mustNots)).toMatchObject({ ok: false, violations: [{ kind: "empty_plan" }] });
    expect(validatePlan([{ intent: "x", tool: "NodeGenerator", target: null, success_criteria: [] }], mustNots)).toMatchObject({ ok: false, violations: [{ kind: "invalid_draft" }] });
  });

  it("assigns ids in code and ignores ids in drafts", () => {
    const r = validatePlan([draft("NodeGenerator", "a", { subtask_id: "llm-chosen-id" }), draft("NodeGenerator", "b", { subtask_id: "llm-chosen-id" })], mustNots);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    let n = 0;
    const subtasks = materializeSubTasks(r.drafts, { taskId: "t", deadline: null, newId: () => `00000000-0000-4000-8000-00000000000${++n}` });
    expect(subtasks.map((s) => [s.subtask_id, s.sequence, s.tool, s.target])).toEqual([
      ["00000000-0000-4000-8000-000000000001", 0, "NodeGenerator", "a"],
      ["00000000-0000-4000-8000-000000000002", 1, "NodeGenerator", "b"],
    ]);
    expect(JSON.stringify(subtasks)).not.toContain("llm-chosen-id");
  });
});
