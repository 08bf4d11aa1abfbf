/**
 * The medium-loop ports for one stage request, offline: R2 (planner policy over the stage's
 * approaches and targets), R4a (the stage criteria as code) and R4b's merger (the single
 * matched subtask's artifact, re-checked against the task criteria). R3 is offline-executor.ts.
 */
import type { CriterionVerdict, ExecutionResult, SubTask, SubTaskOutcome } from "../contracts/index.js";
import type { AgentValidatorPort } from "../roles/agent-validator.js";
import type { MergeResult, MergerPort } from "../roles/meta-validator.js";
import type { MemoryMustNot, PlannerPort, PlanRequest, SubTaskDraft } from "../roles/planner.js";
import type { StageRequest } from "./stage-runner.js";
import type { Approach, StageCatalogue } from "./catalogue.js";
import { failAll, isStageOutput, judgeStageOutput, type CheckEnv } from "./criteria-checks.js";
import { feedbackLines } from "./feedback.js";

const STAGE_WORK: Record<StageRequest["stage"], string> = {
  DRAFT_OUTLINE: "Draft the plan outline",
  DRAFT_ROADMAP: "Build the roadmap",
  DRAFT_SCHEDULE: "Schedule the plan",
};

// ── R2 ───────────────────────────────────────────────────────────────────────────────────────

function memoryForbids(entry: MemoryMustNot, tool: string, target: string): boolean {
  if (entry.tool !== null) return entry.tool === tool && (entry.target === null || entry.target === target);
  return entry.target !== null && entry.target === target;
}

interface Admissible {
  tools: readonly string[];
  targets: readonly string[];
  memory: readonly MemoryMustNot[];
}

const allowed = (a: Admissible, tool: string, target: string) => !a.tools.includes(tool) && !a.targets.includes(target) && !a.memory.some((m) => memoryForbids(m, tool, target));

/** Targets after `current` in list order, then those before it; current and inadmissible ones skipped. */
function nextTarget(approach: Approach, current: string | null, a: Admissible): string | null {
  const i = current === null ? -1 : approach.targets.indexOf(current);
  const order = [...approach.targets.slice(i + 1), ...approach.targets.slice(0, Math.max(i, 0))];
  return order.find((t) => t !== current && allowed(a, approach.name, t)) ?? null;
}

function firstAdmissible(approaches: readonly Approach[], a: Admissible): { approach: Approach; target: string } | null {
  for (const approach of approaches) {
    if (a.tools.includes(approach.name)) continue;
    const target = approach.targets.find((t) => allowed(a, approach.name, t));
    if (target !== undefined) return { approach, target };
  }
  return null;
}

/**
 * The bench planner policy (shared/bench/SCENARIOS.md) over the stage catalogue: the first round
 * takes the default approach and target (the first admissible one, if memory forbids it);
 * refine/change_path keep the approach and take its next admissible target; change_approach /
 * break_symmetry take the next admissible approach and its first admissible target. Nothing
 * left → [] and the round fails without execution, so the GGS can decide to abandon.
 */
export function choosePlan(cat: StageCatalogue, r: Pick<PlanRequest, "directive" | "mustNots" | "previousPlan">): { approach: Approach; target: string } | null {
  const a: Admissible = r.mustNots;
  const prev = r.previousPlan[0];
  if (r.directive === null || !prev) return firstAdmissible(cat.approaches, a);
  const keep = r.directive.directive === "refine" || r.directive.directive === "change_path";
  const i = cat.approaches.findIndex((x) => x.name === prev.tool);
  if (keep) {
    const approach = cat.approaches[i];
    if (!approach || a.tools.includes(approach.name)) return null;
    const target = nextTarget(approach, prev.target, a);
    return target === null ? null : { approach, target };
  }
  const order = [...cat.approaches.slice(i + 1), ...cat.approaches.slice(0, Math.max(i, 0))].filter((x) => x.name !== prev.tool);
  return firstAdmissible(order, a);
}

export function stageContext(req: StageRequest, approach: Approach, target: string): string {
  return [
    `stage: ${req.stage}`,
    `goal: ${req.taskSpec.intent}`,
    `approach: ${approach.name} — ${approach.describe} (tools: ${approach.tools.join(" → ")})`,
    `target: ${target}`,
    `deadline: ${req.taskSpec.constraints.deadline ?? "none"}`,
    ...feedbackLines(req.feedback),
  ].join("\n");
}

export function createStagePlanner(cat: StageCatalogue, req: StageRequest): PlannerPort {
  return {
    plan(r: PlanRequest): SubTaskDraft[] {
      const choice = choosePlan(cat, r);
      if (choice === null) return [];
      const { approach, target } = choice;
      return [
        {
          intent: `${STAGE_WORK[req.stage]} with ${approach.name} on ${target}`,
          tool: approach.name,
          target,
          success_criteria: cat.criteria,
          context: stageContext(req, approach, target),
        },
      ];
    },
  };
}

// ── R4a ──────────────────────────────────────────────────────────────────────────────────────

export function createStageValidator(stage: StageRequest["stage"], env: CheckEnv): AgentValidatorPort {
  return {
    validate(_subtask: SubTask, result: ExecutionResult): CriterionVerdict[] {
      return judgeStageOutput(stage, result.output, env).verdicts;
    },
  };
}

// ── R4b merger ───────────────────────────────────────────────────────────────────────────────

/** One subtask per round: the merged result is the (last) matched subtask's StageOutput, judged again in code. */
export function createStageMerger(stage: StageRequest["stage"], env: CheckEnv): MergerPort {
  return {
    merge(input: { outcomes: SubTaskOutcome[] }): MergeResult {
      const output = [...input.outcomes].reverse().find((o) => o.status === "matched" && isStageOutput(o.output))?.output;
      if (output === undefined) return { ok: false, merged_output: null, verdicts: failAll(stage, "logical", "no matched stage output to merge").verdicts };
      const judged = judgeStageOutput(stage, output, env);
      return { ok: judged.verdicts.every((v) => v.verdict === "pass"), merged_output: output, verdicts: judged.verdicts };
    },
  };
}
