/**
 * R4a Agent-Validator: per-criterion verdicts on one executor attempt, correction signals for
 * the next attempt, and the SubTaskOutcome the fast loop hands to R4b. The judging itself sits
 * behind AgentValidatorPort (a rule checker or a model); everything here is pure.
 */
import type {
  CorrectionSignal,
  Criterion,
  CriterionVerdict,
  ExecutionResult,
  GapTrajectoryEntry,
  SubTask,
  SubTaskOutcome,
} from "../contracts/index.js";

/** R4a judging seam: one verdict per success criterion of the subtask. */
export interface AgentValidatorPort {
  validate(subtask: SubTask, result: ExecutionResult): Promise<CriterionVerdict[]> | CriterionVerdict[];
}

/**
 * One verdict per criterion, in the subtask's order. A criterion the validator skipped fails
 * (a gap must never go unreported), and a fail without a class is logical: we cannot blame the
 * environment for something nobody looked at.
 */
export function normalizeVerdicts(criteria: readonly Criterion[], verdicts: readonly CriterionVerdict[]): CriterionVerdict[] {
  return criteria.map((c) => {
    const v = verdicts.find((x) => x.criterion === c.criterion);
    if (!v) {
      return { criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: "logical", evidence: "no verdict given for this criterion" };
    }
    if (v.verdict === "pass") return { ...v, mode: c.mode, failure_class: null };
    return { ...v, mode: c.mode, failure_class: v.failure_class ?? "logical" };
  });
}

/** Verdicts for an attempt with nothing to judge (executor no-op): every criterion fails, environmental. */
export function failAllVerdicts(criteria: readonly Criterion[], failureClass: "logical" | "environmental", evidence: string): CriterionVerdict[] {
  return criteria.map((c) => ({ criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: failureClass, evidence }));
}

export function allPass(verdicts: readonly CriterionVerdict[]): boolean {
  return verdicts.length > 0 && verdicts.every((v) => v.verdict === "pass");
}

export function trajectoryEntry(attempt: number, verdicts: readonly CriterionVerdict[]): GapTrajectoryEntry {
  return {
    attempt,
    failed_criteria: verdicts
      .filter((v) => v.verdict === "fail")
      .map((v) => ({ criterion: v.criterion, failure_class: v.failure_class ?? "logical" })),
  };
}

/** One CorrectionSignal per failed criterion; what_to_do follows the failure class. */
export function buildCorrectionSignals(subtaskId: string, attempt: number, verdicts: readonly CriterionVerdict[]): CorrectionSignal[] {
  return verdicts
    .filter((v) => v.verdict === "fail")
    .map((v) => {
      const failureClass = v.failure_class ?? "logical";
      return {
        subtask_id: subtaskId,
        attempt_number: attempt,
        failed_criterion: v.criterion,
        failure_class: failureClass,
        what_was_wrong: v.evidence || `criterion "${v.criterion}" failed`,
        what_to_do:
          failureClass === "environmental"
            ? `retry "${v.criterion}": the environment blocked it (transient or unavailable input)`
            : `change how the work is done so that "${v.criterion}" holds; the last approach does not satisfy it`,
      };
    });
}

export interface OutcomeFacts {
  subtask: SubTask;
  status: "matched" | "failed";
  output: unknown;
  failureReason: string | null;
  verdicts: CriterionVerdict[];
  trajectory: GapTrajectoryEntry[];
  toolsUsed: string[];
  targetsUsed: string[];
}

export function buildOutcome(f: OutcomeFacts): SubTaskOutcome {
  return {
    subtask_id: f.subtask.subtask_id,
    parent_task_id: f.subtask.parent_task_id,
    status: f.status,
    output: f.output ?? null,
    failure_reason: f.failureReason,
    criteria_verdicts: f.verdicts,
    gap_trajectory: f.trajectory,
    tools_used: f.toolsUsed,
    targets_used: f.targetsUsed,
  };
}

/** "2 of 3 criteria failed: a (logical), b (environmental)" — for failure_reason and gap summaries. */
export function describeFailures(verdicts: readonly CriterionVerdict[]): string {
  const failed = verdicts.filter((v) => v.verdict === "fail");
  return `${failed.length} of ${verdicts.length} criteria failed: ${failed.map((v) => `${v.criterion} (${v.failure_class ?? "logical"})`).join(", ")}`;
}
