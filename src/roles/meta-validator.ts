/**
 * R4b Meta-Validator: the code fan-in gate, then (only when every subtask matched) merge and
 * verify against the task criteria from the DispatchManifest. It reports to the GGS only — a
 * ReplanRequest on any failure, an OutcomeSummary when all is well — and never to R2.
 * Merging and judging sit behind MergerPort; the gate and the report shapes are pure.
 */
import type {
  Criterion,
  CriterionVerdict,
  DispatchManifest,
  OutcomeSummary,
  ReplanRequest,
  SubTaskOutcome,
} from "../contracts/index.js";
import { allPass, describeFailures, failAllVerdicts, normalizeVerdicts, trajectoryEntry } from "./agent-validator.js";
import type { PlanRejection } from "./planner.js";

export interface MergeResult {
  /** The merged result satisfies the task criteria (R4b defaults to reject when unsure). */
  ok: boolean;
  merged_output: unknown;
  /** One verdict per task criterion. */
  verdicts: CriterionVerdict[];
}

/** R4b merge+verify seam, called only on the all-matched path. */
export interface MergerPort {
  merge(input: { task_id: string; outcomes: SubTaskOutcome[]; task_criteria: Criterion[] }): Promise<MergeResult> | MergeResult;
}

export type GateResult = { pass: true } | { pass: false; failed: string[] };

/** Seed invariant: the merger is not invoked when any outcome failed (or nothing ran). */
export function fanInGate(outcomes: readonly SubTaskOutcome[]): GateResult {
  const failed = outcomes.filter((o) => o.status !== "matched").map((o) => o.subtask_id);
  if (outcomes.length === 0) return { pass: false, failed: [] };
  return failed.length === 0 ? { pass: true } : { pass: false, failed };
}

/** What to judge a round against when no manifest exists (plan rejected): the task's own criteria. */
function criteriaOrPlanCheck(criteria: readonly Criterion[]): Criterion[] {
  return criteria.length > 0 ? [...criteria] : [{ criterion: "an admissible plan exists", mode: "verifiable" }];
}

/**
 * A rejected plan as a failed outcome, so the GGS sees a failed round (D > 0) and its budget
 * moves on: the loop must progress toward termination even when R2 has nothing admissible.
 */
export function planRejectionOutcome(taskId: string, taskCriteria: readonly Criterion[], rejection: PlanRejection): SubTaskOutcome {
  const verdicts = failAllVerdicts(criteriaOrPlanCheck(taskCriteria), rejection.failure_class, rejection.reason);
  return {
    subtask_id: `plan-rejected:r${rejection.round}`,
    parent_task_id: taskId,
    status: "failed",
    output: null,
    failure_reason: rejection.reason,
    criteria_verdicts: verdicts,
    gap_trajectory: [trajectoryEntry(1, verdicts)],
    tools_used: [],
    targets_used: [],
  };
}

/**
 * A merged result that failed the task criteria, as an outcome the GGS can weigh. It carries the
 * round's tools and targets: the combination is what failed, so a logical failure may block them
 * and an environmental one their targets.
 */
export function mergeFailureOutcome(taskId: string, round: number, outcomes: readonly SubTaskOutcome[], verdicts: CriterionVerdict[]): SubTaskOutcome {
  return {
    subtask_id: `merge:r${round}`,
    parent_task_id: taskId,
    status: "failed",
    output: null,
    failure_reason: `merged result failed the task criteria; ${describeFailures(verdicts)}`,
    criteria_verdicts: verdicts,
    gap_trajectory: [trajectoryEntry(1, verdicts)],
    tools_used: [...new Set(outcomes.flatMap((o) => o.tools_used))],
    targets_used: [...new Set(outcomes.flatMap((o) => o.targets_used))],
  };
}

export function buildReplanRequest(f: {
  taskId: string;
  outcomes: SubTaskOutcome[];
  correctionCount: number;
  elapsedMs: number;
  gapSummary: string;
}): ReplanRequest {
  return {
    kind: "replan_request",
    task_id: f.taskId,
    gap_summary: f.gapSummary,
    failed_subtasks: f.outcomes.filter((o) => o.status === "failed").map((o) => o.subtask_id),
    correction_count: f.correctionCount,
    elapsed_ms: f.elapsedMs,
    outcomes: f.outcomes,
    // R4b only recommends (GGS decides, DESIGN §3 Q5); it never has grounds to give up alone.
    recommendation: "replan",
  };
}

export interface MetaValidateInput {
  taskId: string;
  /** null when the round's plan was rejected. */
  manifest: DispatchManifest | null;
  /** Used only when there is no manifest. */
  taskCriteria: Criterion[];
  round: number;
  outcomes: SubTaskOutcome[];
  planRejection: PlanRejection | null;
  correctionCount: number;
  elapsedMs: number;
}

export interface MetaValidation {
  report: ReplanRequest | OutcomeSummary;
  mergerCalled: boolean;
}

/** R4b for one round: gate in code, then merge+verify through the port. */
export async function runMetaValidation(input: MetaValidateInput, merger: MergerPort): Promise<MetaValidation> {
  const base = { taskId: input.taskId, correctionCount: input.correctionCount, elapsedMs: input.elapsedMs };
  if (input.planRejection !== null || input.manifest === null) {
    const rejection = input.planRejection ?? { round: input.round, failure_class: "logical" as const, reason: "no dispatch manifest for the round", violations: [] };
    const outcome = planRejectionOutcome(input.taskId, input.taskCriteria, rejection);
    return { report: buildReplanRequest({ ...base, outcomes: [outcome], gapSummary: rejection.reason }), mergerCalled: false };
  }
  const gate = fanInGate(input.outcomes);
  if (!gate.pass) {
    const summary = gate.failed.length === 0 ? "no subtask outcomes arrived" : `${gate.failed.length} of ${input.outcomes.length} subtask(s) failed`;
    return { report: buildReplanRequest({ ...base, outcomes: input.outcomes, gapSummary: summary }), mergerCalled: false };
  }

  const taskCriteria = input.manifest.task_criteria;
  let merged: MergeResult;
  try {
    merged = await merger.merge({ task_id: input.taskId, outcomes: input.outcomes, task_criteria: taskCriteria });
  } catch (e) {
    // A merger outage must not crash the thread: it is an environmental failure of this round.
    const message = e instanceof Error ? e.message : String(e);
    merged = { ok: false, merged_output: null, verdicts: failAllVerdicts(criteriaOrPlanCheck(taskCriteria), "environmental", `merger failed: ${message}`) };
  }
  let verdicts = normalizeVerdicts(taskCriteria, merged.verdicts);
  if (!merged.ok && allPass(verdicts)) {
    // The merger said no without saying why: reject on every criterion rather than accept.
    verdicts = failAllVerdicts(criteriaOrPlanCheck(taskCriteria), "logical", "merger rejected the merged result without per-criterion evidence");
  }
  const accepted = merged.ok && (taskCriteria.length === 0 || allPass(verdicts));
  if (!accepted) {
    const failure = mergeFailureOutcome(input.taskId, input.round, input.outcomes, verdicts);
    return {
      report: buildReplanRequest({ ...base, outcomes: [...input.outcomes, failure], gapSummary: failure.failure_reason ?? "merged result rejected" }),
      mergerCalled: true,
    };
  }
  const summary: OutcomeSummary = {
    kind: "outcome_summary",
    task_id: input.taskId,
    summary: `all ${input.outcomes.length} subtask(s) matched; merged result passed ${taskCriteria.length} task criteria`,
    merged_output: merged.merged_output,
    outcomes: input.outcomes,
    correction_count: input.correctionCount,
    elapsed_ms: input.elapsedMs,
  };
  return { report: summary, mergerCalled: true };
}
