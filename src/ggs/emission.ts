/**
 * Builds what the GGS emits once the cascade has decided: a PlanDirective to R2 for the four
 * action states, or a FinalResult to the user for accept, success and abandon — each with a
 * rationale that names the numbers and the rule that fired, so the Auditor and UI can show why.
 */
import {
  FinalResult,
  PlanDirective,
  type ActionDirective,
  type FinalDirective,
  type Loss,
  type OutcomeSummary,
  type PrevDirective,
  type ReplanRequest,
} from "../contracts/index.js";
import { parseContract } from "../contracts/parse.js";
import type { GgsParams } from "../config.js";
import { hasGradientSignal, isBudgetExhausted, isLogicalProcess, type CascadeRule } from "./cascade.js";
import { listCriterionFailures, type DirectiveFailureClass } from "./loss.js";

/** Short decimal for rationales: enough to see a boundary, no float noise. */
export function formatNumber(x: number): string {
  return String(Number(x.toFixed(3)));
}

/** Shared facts of one round, computed once by evaluateRound. */
export interface RoundFacts {
  taskId: string;
  loss: Loss;
  gradL: number;
  worseningCount: number;
  prevDirective: PrevDirective;
  /** PlanDirectives emitted for the task including this emission (equals memory.replans after it). */
  replans: number;
}

/** What FinalResult.output holds on success: each subtask's output, and what was left unmet. */
export interface SuccessOutput {
  outputs: Array<{ subtask_id: string; status: "matched" | "failed"; output: unknown }>;
  unmet_criteria: string[];
}

/** What FinalResult.output holds on abandon: enough for R2's template and the user to see why. */
export interface AbandonOutput {
  reason: "budget_exhausted" | "law2_diverging";
  gap_summary: string;
  failed_subtasks: string[];
  failed_criteria: Array<{ subtask_id: string; criterion: string; failure_class: "logical" | "environmental" }>;
}

const ACTION_MEANING: Record<ActionDirective, string> = {
  break_symmetry: "stuck with a wrong approach: demand a different tool class",
  change_approach: "a wrong approach with signal: switch method",
  change_path: "stuck with a sound approach: same tools, different target",
  refine: "a sound approach with signal: tighten parameters",
};

function lossText(loss: Loss, gradL: number): string {
  const f = formatNumber;
  return `D=${f(loss.D)}, P=${f(loss.P)}, Ω=${f(loss.Omega)}, L=${f(loss.L)}, ∇L=${f(gradL)}`;
}

export function actionRationale(
  directive: ActionDirective,
  facts: RoundFacts,
  params: GgsParams,
  blocked: { tools: readonly string[]; targets: readonly string[] },
): string {
  const f = formatNumber;
  const { loss, gradL } = facts;
  const signal = hasGradientSignal(gradL, params)
    ? `|∇L|=${f(Math.abs(gradL))} ≥ ε=${f(params.epsilon)} (signal)`
    : `|∇L|=${f(Math.abs(gradL))} < ε=${f(params.epsilon)} (plateau)`;
  const process = isLogicalProcess(loss.P, params)
    ? `P=${f(loss.P)} > ρ=${f(params.rho)} (logical)`
    : `P=${f(loss.P)} ≤ ρ=${f(params.rho)} (environmental)`;
  const urgency = facts.worseningCount > 0 ? `; worsening round ${facts.worseningCount} of ${params.law2KillThreshold} before Law 2` : "";
  const blockedText = `blocked_tools=[${blocked.tools.join(", ")}], blocked_targets=[${blocked.targets.join(", ")}]`;
  return (
    `Ω=${f(loss.Omega)} < θ=${f(params.theta)}, D=${f(loss.D)} > δ=${f(params.delta)}, ${signal}, ${process}` +
    ` → ${directive}: ${ACTION_MEANING[directive]}${urgency}. L=${f(loss.L)}; ${blockedText}`
  );
}

export function buildPlanDirective(
  directive: ActionDirective,
  facts: RoundFacts,
  params: GgsParams,
  details: {
    blockedTools: string[];
    blockedTargets: string[];
    failedCriterion: string;
    failureClass: DirectiveFailureClass;
    urgency: "low" | "high";
  },
): PlanDirective {
  return parseContract("PlanDirective", PlanDirective, {
    kind: "plan_directive",
    task_id: facts.taskId,
    loss: facts.loss,
    prev_directive: facts.prevDirective,
    directive,
    blocked_tools: details.blockedTools,
    blocked_targets: details.blockedTargets,
    failed_criterion: details.failedCriterion,
    failure_class: details.failureClass,
    budget_pressure: facts.loss.Omega,
    grad_l: facts.gradL,
    urgency: details.urgency,
    replans: facts.replans,
    rationale: actionRationale(directive, facts, params, { tools: details.blockedTools, targets: details.blockedTargets }),
  });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function finalResult(
  directive: FinalDirective,
  facts: RoundFacts,
  content: { summary: string; output: unknown; rationale: string },
): FinalResult {
  return parseContract("FinalResult", FinalResult, {
    kind: "final_result",
    task_id: facts.taskId,
    summary: oneLine(content.summary),
    output: content.output,
    loss: facts.loss,
    grad_l: facts.gradL,
    replans: facts.replans,
    prev_directive: facts.prevDirective,
    directive,
    rationale: content.rationale,
  });
}

/**
 * A complete, verified result is accepted even when Ω ≥ θ: the budget rule exists to stop
 * spending, and accepting spends nothing more — discarding a verified result would waste all of it.
 */
export function buildAcceptResult(request: OutcomeSummary, facts: RoundFacts, params: GgsParams): FinalResult {
  const f = formatNumber;
  const budget =
    isBudgetExhausted(facts.loss.Omega, params)
      ? `; Ω=${f(facts.loss.Omega)} ≥ θ=${f(params.theta)} does not discard a verified result`
      : `; Ω=${f(facts.loss.Omega)}`;
  return finalResult("accept", facts, {
    summary: `Accepted: ${request.summary || "every subtask matched and the merged result passed its criteria"}`,
    output: request.merged_output,
    rationale: `OutcomeSummary: every subtask matched and the merged result was verified, D=0 → accept${budget}. ${lossText(facts.loss, facts.gradL)}`,
  });
}

export function buildSuccessResult(request: ReplanRequest, facts: RoundFacts, params: GgsParams): FinalResult {
  const f = formatNumber;
  const unmet = [...new Set(listCriterionFailures(request.outcomes).map((x) => x.criterion))];
  const output: SuccessOutput = {
    outputs: request.outcomes.map((o) => ({ subtask_id: o.subtask_id, status: o.status, output: o.output })),
    unmet_criteria: unmet,
  };
  return finalResult("success", facts, {
    summary: `Succeeded within tolerance (D=${f(facts.loss.D)} ≤ δ=${f(params.delta)}) after ${facts.replans} replan(s)${unmet.length > 0 ? `; unmet: ${unmet.join(", ")}` : ""}`,
    output,
    rationale: `Ω=${f(facts.loss.Omega)} < θ=${f(params.theta)}, D=${f(facts.loss.D)} ≤ δ=${f(params.delta)}: close enough → success (P and ∇L do not matter here). ${lossText(facts.loss, facts.gradL)}`,
  });
}

export function buildAbandonResult(
  request: ReplanRequest,
  rule: Extract<CascadeRule, "budget_exhausted" | "law2_diverging">,
  facts: RoundFacts,
  params: GgsParams,
): FinalResult {
  const f = formatNumber;
  const failedCriteria = listCriterionFailures(request.outcomes).map((x) => ({
    subtask_id: x.subtask_id,
    criterion: x.criterion,
    failure_class: x.failure_class,
  }));
  const failedSubtasks = [
    ...new Set([...request.failed_subtasks, ...request.outcomes.filter((o) => o.status === "failed").map((o) => o.subtask_id)]),
  ];
  const output: AbandonOutput = { reason: rule, gap_summary: request.gap_summary, failed_subtasks: failedSubtasks, failed_criteria: failedCriteria };
  const why =
    rule === "budget_exhausted"
      ? `Ω=${f(facts.loss.Omega)} ≥ θ=${f(params.theta)}: budget exhausted → abandon`
      : `Law 2 kill-switch: ∇L=${f(facts.gradL)} > ε=${f(params.epsilon)} for ${facts.worseningCount} consecutive rounds (threshold ${params.law2KillThreshold}): diverging → abandon`;
  const headline =
    rule === "budget_exhausted"
      ? `Abandoned: budget exhausted (Ω=${f(facts.loss.Omega)} ≥ θ=${f(params.theta)})`
      : `Abandoned: Law 2 kill-switch, loss worsened ${facts.worseningCount} rounds in a row`;
  return finalResult("abandon", facts, {
    summary: `${headline}; ${failedSubtasks.length} failed subtask(s), ${failedCriteria.length} failed criterion verdict(s)`,
    output,
    rationale: `${why}. ${lossText(facts.loss, facts.gradL)}`,
  });
}
