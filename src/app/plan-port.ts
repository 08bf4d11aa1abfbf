/**
 * The plan routes' view of a planner thread: the run input for POST /plans, and the projection of
 * a checkpoint to GET /plans/:id ({status, stage, pattern, outline, roadmap, schedule, unplaced,
 * loss_history, trace, cost}). Status is derived, never stored: busy → running; a pending clarification →
 * needs_clarification; any other pending interrupt → awaiting_reply; the exits map one to one.
 *
 * The trace is read from the traces table (DESIGN §2: traces are app-table rows, not state).
 */
import type { TraceEntry } from "../contracts/index.js";
import type { PlanPort, PlanStateInput, PlanStatus, PlanView } from "../server/service-ports.js";

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

export interface PlannerPlanPortDeps {
  /** The traces table; without it the view's trace is empty. */
  traces?: { list(threadId: string): Promise<TraceEntry[]> };
}

export function createPlannerPlanPort(deps: PlannerPlanPortDeps = {}): PlanPort {
  return {
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
    async planView(threadId, s): Promise<PlanView> {
      const v = s.values;
      const trace = deps.traces ? await deps.traces.list(threadId) : [];
      const schedule = v.schedule as { blocks?: { task_id: string; start: string; end: string }[]; unplaced?: { task_id: string; count: number; reason: string }[] } | null | undefined;
      const outline = v.outline as { nodes?: { id: string; title: string }[] } | null | undefined;
      const titles = new Map((outline?.nodes ?? []).map((n) => [n.id, n.title]));
      const counters = v.counters as { costUsd?: number; activeMs?: number } | undefined;
      return {
        status: planStatus(s),
        stage: (v.stage as string | undefined) ?? null,
        pattern: v.pattern ?? null,
        outline: v.outline ?? null,
        roadmap: v.roadmap ?? null,
        schedule: { blocks: schedule?.blocks ?? [] },
        unplaced: (schedule?.unplaced ?? []).filter((u) => u.count > 0).map((u) => ({ task: titles.get(u.task_id) ?? u.task_id, task_id: u.task_id, count: u.count, reason: u.reason })),
        loss_history: (v.loss_history as unknown[] | undefined) ?? [],
        trace,
        cost: { usd: counters?.costUsd ?? 0, active_ms: Math.round(counters?.activeMs ?? 0) },
        ...(v.exit_reason ? { exit_reason: v.exit_reason } : {}),
      };
    },
  };
}

/** The plan port without a store (benchmarks and tests that build the app themselves). */
export const plannerPlanPort: PlanPort = createPlannerPlanPort();
