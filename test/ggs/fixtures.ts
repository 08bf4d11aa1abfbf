/**
 * Builders for GGS test inputs: outcomes with a chosen number of failed criteria of a chosen
 * class, wrapped in a ReplanRequest or OutcomeSummary as R4b would send them.
 */
import type { SubTaskOutcome } from "../../src/contracts/index.js";

type Class = "logical" | "environmental" | null;

export interface VerdictSpec {
  criterion: string;
  mode?: "verifiable" | "plausible";
  fail?: Class | false;
}

let counter = 0;
function nextId(): string {
  counter += 1;
  return `st-${counter}`;
}

/** An outcome from explicit verdicts; failed iff any verdict fails (as R4a reports it). */
export function outcomeOf(
  verdicts: VerdictSpec[],
  extra: Partial<SubTaskOutcome> & { tools?: string[]; targets?: string[] } = {},
): SubTaskOutcome {
  const { tools, targets, ...rest } = extra;
  const anyFail = verdicts.some((v) => v.fail !== undefined && v.fail !== false);
  return {
    subtask_id: nextId(),
    parent_task_id: "task-1",
    status: anyFail ? "failed" : "matched",
    output: { produced: true },
    failure_reason: anyFail ? "criteria failed" : null,
    criteria_verdicts: verdicts.map((v) => {
      const failed = v.fail !== undefined && v.fail !== false;
      return {
        criterion: v.criterion,
        mode: v.mode ?? "verifiable",
        verdict: failed ? "fail" : "pass",
        failure_class: failed ? (v.fail as Class) : null,
        evidence: failed ? "did not hold" : "held",
      };
    }),
    gap_trajectory: [],
    tools_used: tools ?? [],
    targets_used: targets ?? [],
    ...rest,
  };
}

/** `total` verifiable criteria c1..cN of which the first `failed` fail with class `cls`. */
export function outcomeWithFailures(
  failed: number,
  total: number,
  cls: "logical" | "environmental",
  extra: Partial<SubTaskOutcome> & { tools?: string[]; targets?: string[] } = {},
): SubTaskOutcome {
  const verdicts: VerdictSpec[] = Array.from({ length: total }, (_, i) => ({
    criterion: `c${i + 1}`,
    fail: i < failed ? cls : false,
  }));
  return outcomeOf(verdicts, extra);
}

export function replanRequest(outcomes: SubTaskOutcome[], overrides: Record<string, unknown> = {}) {
  return {
    kind: "replan_request" as const,
    task_id: "task-1",
    gap_summary: "criteria failed",
    failed_subtasks: outcomes.filter((o) => o.status === "failed").map((o) => o.subtask_id),
    correction_count: 1,
    elapsed_ms: 0,
    outcomes,
    recommendation: "replan" as const,
    ...overrides,
  };
}

export function outcomeSummary(outcomes: SubTaskOutcome[], mergedOutput: unknown) {
  return {
    kind: "outcome_summary" as const,
    task_id: "task-1",
    summary: "all matched",
    merged_output: mergedOutput,
    outcomes,
    correction_count: 0,
    elapsed_ms: 0,
  };
}

/** Deep-freeze so a test fails if the code under test mutates what it was given. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
