/**
 * The plan routes' view of a planner thread: the run input for POST /plans, and the projection of
 * a checkpoint to GET /plans/:id ({status, stage, pattern, outline, roadmap, schedule, loss_history,
 * trace, cost}). Status is derived, never stored: busy → running; a pending clarification →
 * needs_clarification; any other pending interrupt → awaiting_reply; the exits map one to one.
 */
import type { PlanPort, PlanStateInput, PlanStatus, PlanView } from "../server/ports.js";

export function planStatus(s: PlanStateInput): PlanStatus {
  if (s.busy) return "running";
  const stage = s.values.stage as string | undefined;
  if (stage === "COMPLETE") return "complete";
  if (stage === "NEEDS_SCHED_ESCALATION") return "needs_scheduling_escalation";
  if (stage === "ABORTED") return "aborted";
  const pending = s.interrupts[0];
  if (pending) return pending.kind === "clarification" ? "needs_clarification" : "awaiting_reply";
  return "running";
}

export const plannerPlanPort: PlanPort = {
  graphId: "planner",
  toInput(req) {
    return {
      goal: req.goal,
      timezone: req.timezone,
      ...(req.now ? { now: req.now } : {}),
      ...(req.policy ? { policy: req.policy } : {}),
      ...(req.calendar ? { calendar: req.calendar } : {}),
    };
  },
  async planView(_threadId, s): Promise<PlanView> {
    const v = s.values;
    const schedule = v.schedule as { blocks?: { task_id: string; start: string; end: string }[] } | null | undefined;
    const counters = v.counters as { costUsd?: number; activeMs?: number } | undefined;
    return {
      status: planStatus(s),
      stage: (v.stage as string | undefined) ?? null,
      pattern: v.pattern ?? null,
      outline: v.outline ?? null,
      roadmap: v.roadmap ?? null,
      schedule: { blocks: schedule?.blocks ?? [] },
      loss_history: (v.loss_history as unknown[] | undefined) ?? [],
      trace: (v.trace as unknown[] | undefined) ?? [],
      cost: { usd: counters?.costUsd ?? 0, active_ms: Math.round(counters?.activeMs ?? 0) },
      ...(v.exit_reason ? { exit_reason: v.exit_reason } : {}),
    };
  },
};
