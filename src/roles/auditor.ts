/**
 * R6 Auditor: a read-only tap on the bus that reports systematic failures to the operator
 * (mvp-roles v0.7/v0.8 R6). It cannot instruct any role; the only message it publishes is
 * `audit_report` to `operator`, and it ignores its own reports.
 *
 * The detection is a pure reducer over plain-JSON state (`auditStep`); `startAuditor` is the
 * thin shell that feeds it from a subscription, stores reports and publishes them. Report ids
 * and times come from the triggering message, so re-reading the log after a restart (the state
 * is rebuilt by replay, not persisted) reproduces the same reports, which storage and the bus
 * then ignore as duplicates.
 */
import { isRouteAllowed } from "../bus/allowed-routes.js";
import type { MessageBus, BusSubscription } from "../bus/types.js";
import type { AnomalyKind, AuditReport, BusMessage } from "../contracts/index.js";
import type { AuditReportRepository } from "../store/audit-reports.js";

/** correction_count on a replan_request, or correction_signals for one subtask, that count as drift. */
export const DRIFT_CORRECTIONS = 5;
/** Consecutive non-improving break_symmetry directives for a task that count as thrashing. */
export const THRASH_STREAK = 2;
/** Threads whose detection state is kept; the least recently active are forgotten beyond this. */
export const DEFAULT_MAX_THREADS = 1000;

interface DirectiveTrack {
  directive: string;
  /** loss.D of the last directive, null when it carried none. */
  D: number | null;
  /** Length of the current non-improving break_symmetry streak (0 when the last was not one). */
  streak: number;
  streakIds: string[];
  reported: boolean;
}

interface ThreadAudit {
  /** correction_signal message ids per subtask (capped at DRIFT_CORRECTIONS; count in `corrections`). */
  corrections: Record<string, { count: number; ids: string[] }>;
  /** Drift already reported, keyed "task:<id>" or "subtask:<id>": one report per occurrence. */
  drifted: Record<string, true>;
  /** Last plan_directive per task_id. */
  directives: Record<string, DirectiveTrack>;
}

/** Plain JSON: safe to log, snapshot or compare. */
export interface AuditState {
  /** Insertion order is recency order (touched threads move to the end). */
  threads: Record<string, ThreadAudit>;
}

export function initialAuditState(): AuditState {
  return { threads: {} };
}

const SEVERITY: Record<AnomalyKind, AuditReport["severity"]> = {
  boundary_violation: "critical",
  drift: "warning",
  convergence_failure: "warning",
  ggs_thrashing: "warning",
  executor_refusal: "warning",
};

function report(m: BusMessage, anomaly: AnomalyKind, summary: string, messageIds: string[], details: Record<string, unknown> = {}): AuditReport {
  return {
    id: `audit-${m.id}-${anomaly}`,
    thread_id: m.thread_id,
    anomaly,
    severity: SEVERITY[anomaly],
    summary,
    evidence: { message_ids: messageIds, details },
    at: m.at,
  };
}

// Payloads come from other roles and may be malformed: read fields defensively, never throw.
function field(payload: unknown, key: string): unknown {
  return payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>)[key] : undefined;
}
const str = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function isOwnReport(m: BusMessage): boolean {
  return m.from === "R6_auditor" && m.type === "audit_report";
}

/**
 * One message in, the next state and the reports it triggers out. Pure: same state and message,
 * same result; the input state is not modified.
 */
export function auditStep(
  state: AuditState,
  m: BusMessage,
  opts: { maxThreads?: number } = {},
): { state: AuditState; reports: AuditReport[] } {
  if (isOwnReport(m)) return { state, reports: [] };
  const reports: AuditReport[] = [];
  const p = m.payload;

  if (!isRouteAllowed(m.from, m.to, m.type)) {
    reports.push(report(m, "boundary_violation", `${m.from} sent ${m.type} to ${m.to}, which no contract allows`, [m.id], { from: m.from, to: m.to, type: m.type }));
  }
  if (m.type === "final_result" && field(p, "directive") === "abandon") {
    reports.push(report(m, "convergence_failure", `task ${str(field(p, "task_id")) ?? "?"} was abandoned without converging`, [m.id], {
      task_id: field(p, "task_id"),
      loss: field(p, "loss"),
      replans: field(p, "replans"),
    }));
  }
  if (m.type === "solver_verdict" && field(p, "classification") === "executor-refused") {
    reports.push(report(m, "executor_refusal", `the executor refused subtask ${str(field(p, "subtask_id")) ?? "?"}`, [m.id], {
      subtask_id: field(p, "subtask_id"),
      model: field(p, "model"),
    }));
  }

  // Only these three types carry state; everything else leaves the state untouched.
  if (m.type !== "correction_signal" && m.type !== "replan_request" && m.type !== "plan_directive") {
    return { state, reports };
  }
  const prev = state.threads[m.thread_id];
  const t: ThreadAudit = prev
    ? { corrections: prev.corrections, drifted: prev.drifted, directives: prev.directives }
    : { corrections: {}, drifted: {}, directives: {} };

  if (m.type === "correction_signal") {
    const subtask = str(field(p, "subtask_id"));
    if (subtask) {
      const c = t.corrections[subtask] ?? { count: 0, ids: [] };
      const next = { count: c.count + 1, ids: c.ids.length < DRIFT_CORRECTIONS ? [...c.ids, m.id] : c.ids };
      t.corrections = { ...t.corrections, [subtask]: next };
      const key = `subtask:${subtask}`;
      if (next.count >= DRIFT_CORRECTIONS && !t.drifted[key]) {
        t.drifted = { ...t.drifted, [key]: true };
        reports.push(report(m, "drift", `subtask ${subtask} needed ${next.count} corrections`, next.ids, { subtask_id: subtask, corrections: next.count }));
      }
    }
  } else if (m.type === "replan_request") {
    const task = str(field(p, "task_id"));
    const count = num(field(p, "correction_count"));
    const key = `task:${task}`;
    if (task && count !== null && count >= DRIFT_CORRECTIONS && !t.drifted[key]) {
      t.drifted = { ...t.drifted, [key]: true };
      reports.push(report(m, "drift", `task ${task} reached ${count} corrections and still needs a replan`, [m.id], { task_id: task, correction_count: count }));
    }
  } else {
    const task = str(field(p, "task_id"));
    if (task) {
      const directive = str(field(p, "directive")) ?? "?";
      const D = num(field(field(p, "loss"), "D"));
      const last = t.directives[task];
      let track: DirectiveTrack;
      if (directive !== "break_symmetry") {
        track = { directive, D, streak: 0, streakIds: [], reported: false };
      } else if (last && last.directive === "break_symmetry" && !(D !== null && last.D !== null && D < last.D)) {
        // Another break_symmetry and D did not go down: the streak goes on (one report per streak).
        track = { directive, D, streak: last.streak + 1, streakIds: [...last.streakIds, m.id].slice(-10), reported: last.reported };
        if (!track.reported && track.streak >= THRASH_STREAK) {
          track.reported = true;
          reports.push(report(m, "ggs_thrashing", `${track.streak} consecutive break_symmetry directives for task ${task} without D decreasing`, track.streakIds, {
            task_id: task,
            D,
            streak: track.streak,
          }));
        }
      } else {
        track = { directive, D, streak: 1, streakIds: [m.id], reported: false };
      }
      t.directives = { ...t.directives, [task]: track };
    }
  }

  // Move the thread to the end (most recent) and forget the least recently active beyond the cap.
  const { [m.thread_id]: _old, ...rest } = state.threads;
  const threads: Record<string, ThreadAudit> = { ...rest, [m.thread_id]: t };
  const keys = Object.keys(threads);
  const max = opts.maxThreads ?? DEFAULT_MAX_THREADS;
  for (let i = 0; i < keys.length - max; i++) delete threads[keys[i]!];
  return { state: { threads }, reports };
}

export interface AuditorDeps {
  /** Where reports are stored (idempotent by report id). */
  reports: Pick<AuditReportRepository, "insert">;
  /** Global bus cursor to start after; default 0 = replay everything (rebuilds the state). */
  afterId?: number;
  /** The detection state as it was at `afterId` (a saved position); empty by default. */
  initialState?: AuditState;
  /** After each message: its id and the state that includes it (to save the position). */
  onProgress?: (messageId: number, state: AuditState) => void;
  maxThreads?: number;
  /** Storing or publishing a report failed. Default: console.error. */
  onError?: (error: unknown, message: BusMessage) => void;
}

export interface RunningAuditor {
  /** The reducer state so far (for tests and diagnostics). */
  state(): AuditState;
  close(): Promise<void>;
}

export function startAuditor(bus: MessageBus, deps: AuditorDeps): RunningAuditor {
  const onError = deps.onError ?? ((e, m) => console.error(`auditor failed on message ${m.id}:`, e));
  let state = deps.initialState ?? initialAuditState();
  const sub: BusSubscription = bus.subscribe(
    async (m) => {
      const step = auditStep(state, m, { maxThreads: deps.maxThreads });
      state = step.state;
      deps.onProgress?.(Number(m.id), state);
      for (const r of step.reports) {
        try {
          await deps.reports.insert(r, Number(m.id));
          // idem_key = report id: a replayed report is not stored or delivered twice.
          await bus.publish({ thread_id: r.thread_id, from: "R6_auditor", to: "operator", type: "audit_report", payload: r, idem_key: r.id });
        } catch (e) {
          onError(e, m);
        }
      }
    },
    { afterId: deps.afterId ?? 0 },
  );
  return { state: () => state, close: () => sub.close() };
}
