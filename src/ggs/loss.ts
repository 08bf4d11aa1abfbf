/**
 * The GGS loss (mvp-roles v0.8 R7): L = α·D + β·(1−Ω)·P + λ·Ω and its finite-difference
 * gradient, plus the failure facts the directive reports (dominant criterion, failure class).
 * Pure arithmetic over SubTaskOutcome data; no decision is taken here.
 */
import type { FailureClass, GapTrajectoryEntry, Loss, SubTaskOutcome } from "../contracts/index.js";
import type { GgsParams } from "../config.js";

export type DirectiveFailureClass = "logical" | "environmental" | "mixed";

/** One failed criterion verdict, with its contribution to D's numerator. */
export interface CriterionFailure {
  subtask_id: string;
  criterion: string;
  mode: "verifiable" | "plausible";
  /** A failed verdict without a class counts as logical: we cannot blame the environment unseen. */
  failure_class: FailureClass;
  weight: number;
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/**
 * Trajectory consistency of a plausible failure: k of N attempts failed this criterion.
 * No trajectory means we have only the final verdict, which is a full failure.
 */
export function plausibleFailureWeight(criterion: string, trajectory: readonly GapTrajectoryEntry[]): number {
  const attempts = new Set(trajectory.map((t) => t.attempt));
  if (attempts.size === 0) return 1;
  const failedAttempts = new Set(
    trajectory.filter((t) => t.failed_criteria.some((f) => f.criterion === criterion)).map((t) => t.attempt),
  );
  return failedAttempts.size / attempts.size;
}

/** Every failed verdict of every outcome, in input order. */
/**
 * A failed outcome whose verdicts show no failure (an executor crash with no verdicts, say) would
 * otherwise count as D = 0 and read as success. It counts as one failed verifiable criterion of
 * its own (unclassified, so logical, like a null failure_class).
 */
export function isSilentFailure(outcome: SubTaskOutcome): boolean {
  return outcome.status === "failed" && !outcome.criteria_verdicts.some((v) => v.verdict === "fail");
}

export function listCriterionFailures(outcomes: readonly SubTaskOutcome[]): CriterionFailure[] {
  const failures: CriterionFailure[] = [];
  for (const outcome of outcomes) {
    if (isSilentFailure(outcome)) {
      failures.push({
        subtask_id: outcome.subtask_id,
        criterion: `subtask failed: ${outcome.failure_reason ?? "no verdicts"}`,
        mode: "verifiable",
        failure_class: "logical",
        weight: 1,
      });
    }
    for (const v of outcome.criteria_verdicts) {
      if (v.verdict !== "fail") continue;
      failures.push({
        subtask_id: outcome.subtask_id,
        criterion: v.criterion,
        mode: v.mode,
        failure_class: v.failure_class ?? "logical",
        weight: v.mode === "verifiable" ? 1 : plausibleFailureWeight(v.criterion, outcome.gap_trajectory),
      });
    }
  }
  return failures;
}

/** D: weighted failed criteria over all criteria judged; 0 when nothing was judged. */
export function computeD(outcomes: readonly SubTaskOutcome[]): number {
  const total = outcomes.reduce((n, o) => n + o.criteria_verdicts.length + (isSilentFailure(o) ? 1 : 0), 0);
  if (total === 0) return 0;
  const weighted = listCriterionFailures(outcomes).reduce((s, f) => s + f.weight, 0);
  return clamp01(weighted / total);
}

/** P: share of failed criteria that are logical; 0 when nothing failed (DESIGN §3 Q4). */
export function computeP(outcomes: readonly SubTaskOutcome[]): number {
  const failures = listCriterionFailures(outcomes);
  if (failures.length === 0) return 0;
  const logical = failures.filter((f) => f.failure_class === "logical").length;
  return logical / failures.length;
}

/** "mixed" when both classes failed, else the one that did; environmental when none did. */
export function computeFailureClass(outcomes: readonly SubTaskOutcome[]): DirectiveFailureClass {
  const failures = listCriterionFailures(outcomes);
  const hasLogical = failures.some((f) => f.failure_class === "logical");
  const hasEnvironmental = failures.some((f) => f.failure_class === "environmental");
  if (hasLogical && hasEnvironmental) return "mixed";
  return hasLogical ? "logical" : "environmental";
}

/** The criterion driving D: largest summed weight across outcomes (ties: first seen); "" if none. */
export function selectFailedCriterion(outcomes: readonly SubTaskOutcome[]): string {
  const sums = new Map<string, number>();
  for (const f of listCriterionFailures(outcomes)) sums.set(f.criterion, (sums.get(f.criterion) ?? 0) + f.weight);
  let best = "";
  let bestWeight = -Infinity;
  // Map iterates in insertion order, and only a strictly larger sum displaces: ties keep the first seen.
  for (const [criterion, weight] of sums) {
    if (weight > bestWeight) {
      best = criterion;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Ω: replan and time budget spent, clipped to [0, 1]. `replans` counts PlanDirectives already
 * emitted; `elapsedMs` is active time only (waiting for a person never counts, DESIGN §2).
 */
export function computeOmega(spent: { replans: number; elapsedMs: number }, params: GgsParams): number {
  return clamp01(
    params.w1 * (spent.replans / params.maxReplans) + params.w2 * (spent.elapsedMs / params.timeBudgetMs),
  );
}

/** β is scaled by (1−Ω): process plausibility matters less as the budget runs out. */
export function computeLoss(parts: { D: number; P: number; Omega: number }, params: GgsParams): Loss {
  const { D, P, Omega } = parts;
  const L = params.alpha * D + params.beta * (1 - Omega) * P + params.lambda * Omega;
  return { D, P, Omega, L };
}

/** ∇L by finite difference; 0 on the first round, where there is no previous L (DESIGN §3 Q1). */
export function computeGradient(L: number, L_prev: number | null): number {
  return L_prev === null ? 0 : L - L_prev;
}
