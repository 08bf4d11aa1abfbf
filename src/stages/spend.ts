/**
 * Model spend across the controller ↔ StageRunner seam. The draft node tells the runner what the
 * thread (and today) has spent so far, so the stage's BudgetManager starts from the truth in the
 * checkpoint; the runner tells the node when a hard cap refused a call inside the stage, so the
 * controller stops the run with that cap's code instead of treating it as a failed stage.
 *
 * Both are optional fields of StageRequest / StageResult, read through the helpers below (a runner
 * without models ignores the one and never sets the other).
 */
import type { StageRequest, StageResult, StageSpend, StageStop } from "./stage-runner.js";

export type { StageSpend, StageStop } from "./stage-runner.js";


export const NO_SPEND: StageSpend = { sessionUsd: 0, turnUsd: 0, dailyUsd: 0 };

const finite = (x: unknown) => (typeof x === "number" && Number.isFinite(x) && x > 0 ? x : 0);

export function spendOf(request: StageRequest): StageSpend {
  const s = request.spend;
  return s ? { sessionUsd: finite(s.sessionUsd), turnUsd: finite(s.turnUsd), dailyUsd: finite(s.dailyUsd) } : NO_SPEND;
}

export function stageStopOf(result: StageResult): StageStop | null {
  const s = result.stop;
  return s && (s.code === "SESSION_BUDGET" || s.code === "DAILY_BUDGET") ? s : null;
}
