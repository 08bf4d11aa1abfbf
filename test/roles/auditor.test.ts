import { afterEach, describe, expect, it } from "vitest";
import { createMessageBus } from "../../src/bus/bus.js";
import type { AuditReport, BusMessage, BusMessageInput, MessageType, RoleName } from "../../src/contracts/index.js";
import { auditStep, initialAuditState, startAuditor, type AuditState } from "../../src/roles/auditor.js";
import { AuditReportRepository, type ListAuditReportsOptions } from "../../src/store/audit-reports.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { fakeClock, fileDb, memoryDb, tempDbPath } from "../store/helpers.js";

// ── Streams: a clean happy medium loop, and one with every anomaly once ──
const S1 = "6f1c2a3e-0000-4000-8000-000000000001";
const S2 = "6f1c2a3e-0000-4000-8000-000000000002";
const loss = (D: number) => ({ D, P: 0.5, Omega: 0.2, L: 0.6 * D + 0.1 });

let n = 0;
export function m(thread: string, from: RoleName, type: MessageType, to: RoleName, payload: unknown): BusMessageInput {
  return { thread_id: thread, from, to, type, payload, idem_key: `k${++n}` };
}

const criterion = { criterion: "4 runs per week", mode: "verifiable" as const };
const outcome = (id: string) => ({
  subtask_id: id,
  parent_task_id: "task-1",
  status: "matched",
  output: {},
  failure_reason: null,
  criteria_verdicts: [{ ...criterion, verdict: "pass", failure_class: null, evidence: "counted" }],
  gap_trajectory: [],
});

/** A realistic medium loop that went well (one correction, one improving break_symmetry pair). */
export function cleanStream(t = "clean"): BusMessageInput[] {
  return [
    m(t, "controller", "stage_change", "operator", { from: "COLLECT_CONTEXT", to: "DRAFT_OUTLINE" }),
    m(t, "R1_perceiver", "task_spec", "R2_planner", { task_id: "task-1", intent: "half marathon in 12 weeks", constraints: { scope: null, deadline: null }, raw_input: "…" }),
    m(t, "R2_planner", "memory_query", "R5_memory", { text: "half marathon", task_type: "DRAFT_OUTLINE" }),
    m(t, "R5_memory", "memory_result", "R2_planner", { entries: [] }),
    m(t, "R2_planner", "subtask", "R3_executor", { subtask_id: S1, parent_task_id: "task-1", intent: "outline", success_criteria: [criterion], context: "", deadline: null, sequence: 0 }),
    m(t, "R2_planner", "subtask", "R3_executor", { subtask_id: S2, parent_task_id: "task-1", intent: "roadmap", success_criteria: [criterion], context: "", deadline: null, sequence: 1 }),
    m(t, "R2_planner", "dispatch_manifest", "R4b_meta_validator", { task_id: "task-1", subtask_ids: [S1, S2], task_criteria: [criterion], dispatched_at: "2026-03-01T08:00:00Z" }),
    m(t, "R3_executor", "execution_result", "R3_solver", { subtask_id: S1, status: "completed", output: {}, tool_calls: ["PatternSelector"] }),
    m(t, "R3_solver", "solver_verdict", "R4a_agent_validator", { subtask_id: S1, classification: "progress" }),
    m(t, "R3_executor", "execution_result", "R4a_agent_validator", { subtask_id: S1, status: "completed", output: {}, tool_calls: ["PatternSelector"] }),
    ...[1, 2, 3, 4].map((a) =>
      m(t, "R4a_agent_validator", "correction_signal", "R3_executor", { subtask_id: S1, attempt_number: a, failed_criterion: "4 runs per week", failure_class: "logical", what_was_wrong: "3 runs", what_to_do: "add one" }),
    ),
    m(t, "R4a_agent_validator", "subtask_outcome", "R4b_meta_validator", outcome(S1)),
    m(t, "R3_executor", "execution_result", "R4a_agent_validator", { subtask_id: S2, status: "completed", output: {}, tool_calls: ["RoadmapBuilder"] }),
    m(t, "R3_solver", "solver_verdict", "R4a_agent_validator", { subtask_id: S2, classification: "complete" }),
    m(t, "R4a_agent_validator", "subtask_outcome", "R4b_meta_validator", outcome(S2)),
    m(t, "R4b_meta_validator", "replan_request", "R7_ggs", { task_id: "task-1", gap_summary: "", failed_subtasks: [S1], correction_count: 4, elapsed_ms: 10, outcomes: [], recommendation: "replan" }),
    m(t, "R7_ggs", "plan_directive", "R2_planner", { task_id: "task-1", loss: loss(0.6), directive: "break_symmetry" }),
    m(t, "R7_ggs", "plan_directive", "R2_planner", { task_id: "task-1", loss: loss(0.4), directive: "break_symmetry" }),
    m(t, "R7_ggs", "trace", "operator", { L: 0.3 }),
    m(t, "R4b_meta_validator", "outcome_summary", "R7_ggs", { task_id: "task-1", summary: "ok", merged_output: {}, outcomes: [outcome(S1), outcome(S2)], elapsed_ms: 20 }),
    m(t, "R4b_meta_validator", "memory_write", "R5_memory", { id: "mem-1", kind: "success" }),
    m(t, "R7_ggs", "final_result", "user", { task_id: "task-1", summary: "done", output: {}, loss: loss(0), grad_l: 0, replans: 1, prev_directive: "break_symmetry", directive: "accept", rationale: "" }),
    m(t, "controller", "interrupt", "user", { question: "approve?" }),
    m(t, "user", "reply", "controller", { text: "approve" }),
  ];
}

/** Every anomaly exactly once, in this order: boundary_violation, drift, ggs_thrashing, executor_refusal, convergence_failure. */
export function anomalousStream(t = "bad"): BusMessageInput[] {
  return [
    m(t, "R1_perceiver", "task_spec", "R2_planner", { task_id: "task-9" }),
    // The executor reports straight to the planner, skipping the validators.
    m(t, "R3_executor", "execution_result", "R2_planner", { subtask_id: S1, status: "completed", output: {}, tool_calls: [] }),
    ...[1, 2, 3, 4, 5, 6].map((a) =>
      m(t, "R4a_agent_validator", "correction_signal", "R3_executor", { subtask_id: S2, attempt_number: a, failed_criterion: "c", failure_class: "environmental", what_was_wrong: "", what_to_do: "" }),
    ),
    m(t, "R7_ggs", "plan_directive", "R2_planner", { task_id: "task-9", loss: loss(0.7), directive: "break_symmetry" }),
    m(t, "R7_ggs", "plan_directive", "R2_planner", { task_id: "task-9", loss: loss(0.7), directive: "break_symmetry" }),
    m(t, "R3_solver", "solver_verdict", "R4a_agent_validator", { subtask_id: S1, classification: "executor-refused" }),
    m(t, "R7_ggs", "final_result", "user", { task_id: "task-9", summary: "gave up", output: null, loss: loss(0.7), grad_l: 0.2, replans: 3, prev_directive: "break_symmetry", directive: "abandon", rationale: "Ω ≥ θ" }),
  ];
}

/** Turn inputs into stored-looking messages (ids and seqs as the bus would assign). */
function asMessages(inputs: BusMessageInput[], firstId = 1): BusMessage[] {
  const seqs = new Map<string, number>();
  const clock = fakeClock();
  return inputs.map((x, i) => {
    const seq = (seqs.get(x.thread_id) ?? 0) + 1;
    seqs.set(x.thread_id, seq);
    return { ...x, id: String(firstId + i), seq, at: clock() };
  });
}

function runAll(messages: BusMessage[], state: AuditState = initialAuditState()) {
  const reports: AuditReport[] = [];
  for (const msg of messages) {
    const step = auditStep(state, msg);
    state = step.state;
    reports.push(...step.reports);
  }
  return { state, reports };
}

const directive = (d: number, kind = "break_symmetry") => m("t", "R7_ggs", "plan_directive", "R2_planner", { task_id: "task-1", loss: { D: d, P: 0, Omega: 0, L: d }, directive: kind });

describe("auditStep (pure)", () => {
  it("a clean medium loop produces no report", () => {
    expect(runAll(asMessages(cleanStream())).reports).toEqual([]);
  });

  it("a stream with each anomaly once produces exactly one report per anomaly", () => {
    const msgs = asMessages(anomalousStream());
    const { reports } = runAll(msgs);
    expect(reports.map((r) => r.anomaly)).toEqual(["boundary_violation", "drift", "ggs_thrashing", "executor_refusal", "convergence_failure"]);
    const drift = reports[1]!;
    // Evidence: the five corrections that made it drift, not the sixth.
    expect(drift.evidence.message_ids).toEqual(["3", "4", "5", "6", "7"]);
    expect(reports[2]!.evidence.message_ids).toEqual(["9", "10"]);
    expect(reports[0]!.severity).toBe("critical");
    expect(new Set(reports.map((r) => r.id)).size).toBe(5);
  });

  it("a thrashing streak of 3 is one report; a new streak after D decreases is another", () => {
    const { reports } = runAll(asMessages([directive(0.5), directive(0.5), directive(0.6), directive(0.4), directive(0.4)]));
    expect(reports.map((r) => [r.anomaly, r.evidence.message_ids])).toEqual([
      ["ggs_thrashing", ["1", "2"]],
      ["ggs_thrashing", ["4", "5"]],
    ]);
  });

  it("break_symmetry with D decreasing every time, or interrupted by another directive, is not thrashing", () => {
    expect(runAll(asMessages([directive(0.8), directive(0.6), directive(0.4)])).reports).toEqual([]);
    expect(runAll(asMessages([directive(0.5), directive(0.5, "refine"), directive(0.5)])).reports).toEqual([]);
  });

  it("drift from replan_request correction_count is reported once per task", () => {
    const rr = (task: string, count: number) => m("t", "R4b_meta_validator", "replan_request", "R7_ggs", { task_id: task, correction_count: count });
    const { reports } = runAll(asMessages([rr("a", 4), rr("a", 5), rr("a", 7), rr("b", 9)]));
    expect(reports.map((r) => [r.anomaly, r.evidence.details["task_id"]])).toEqual([
      ["drift", "a"],
      ["drift", "b"],
    ]);
  });

  it("ignores its own reports, tolerates malformed payloads and does not modify the input state", () => {
    const before = runAll(asMessages([directive(0.5)])).state;
    const frozen = JSON.stringify(before);
    const own = asMessages([m("t", "R6_auditor", "audit_report", "operator", { anything: 1 })], 50)[0]!;
    expect(auditStep(before, own)).toEqual({ state: before, reports: [] });
    const junk = asMessages([
      m("t", "R7_ggs", "plan_directive", "R2_planner", null),
      m("t", "R4a_agent_validator", "correction_signal", "R3_executor", "nonsense"),
      m("t", "R7_ggs", "final_result", "user", 42),
    ], 60);
    expect(runAll(junk, before).reports).toEqual([]);
    expect(JSON.stringify(before)).toBe(frozen);
    // The auditor sending anything else is itself a boundary violation.
    const stray = asMessages([m("t", "R6_auditor", "plan_directive", "R2_planner", {})], 70)[0]!;
    expect(auditStep(before, stray).reports.map((r) => r.anomaly)).toEqual(["boundary_violation"]);
  });

  it("forgets the least recently active threads beyond maxThreads", () => {
    let state = initialAuditState();
    for (const [i, t] of ["a", "b", "c"].entries()) {
      state = auditStep(state, { ...asMessages([directive(0.5)], i + 1)[0]!, thread_id: t }, { maxThreads: 2 }).state;
    }
    expect(Object.keys(state.threads)).toEqual(["b", "c"]);
  });
});

describe("startAuditor", () => {
  const listAuditReports = (db: Database, opts?: ListAuditReportsOptions) => new AuditReportRepository(db).list(opts);
  const cleanups: Array<() => void | Promise<void>> = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function run(db: Database, inputs: BusMessageInput[]) {
    const bus = createMessageBus(db, { clock: fakeClock() });
    const auditor = startAuditor(bus, { reports: new AuditReportRepository(db) });
    for (const x of inputs) await bus.publish(x);
    await bus.drain();
    await auditor.close();
    await bus.close();
  }

  it("stores and publishes one report per anomaly, only as R6 → operator audit_report, and none for clean traffic", async () => {
    const db = await memoryDb();
    cleanups.push(() => db.close());
    await run(db, [...cleanStream("clean"), ...anomalousStream("bad")]);
    const stored = await listAuditReports(db);
    expect(stored.map((r) => r.anomaly)).toEqual(["boundary_violation", "drift", "ggs_thrashing", "executor_refusal", "convergence_failure"]);
    expect(stored.every((r) => r.thread_id === "bad")).toBe(true);
    const published = db.sqlite.prepare(`SELECT from_role, to_role, payload FROM bus_messages WHERE type = 'audit_report'`).all() as Array<{ from_role: string; to_role: string; payload: string }>;
    expect(published.map((p) => JSON.parse(p.payload) as AuditReport)).toEqual(stored);
    expect(published.every((p) => p.from_role === "R6_auditor" && p.to_role === "operator")).toBe(true);
    // Nothing else from R6.
    expect(db.sqlite.prepare(`SELECT count(*) FROM bus_messages WHERE from_role = 'R6_auditor' AND type <> 'audit_report'`).pluck().get()).toBe(0);

    expect((await listAuditReports(db, { threadId: "clean" }))).toEqual([]);
    const page = await listAuditReports(db, { limit: 2, afterId: stored[1]!.id });
    expect(page.map((r) => r.anomaly)).toEqual(["ggs_thrashing", "executor_refusal"]);
  });

  it("a restarted auditor replaying the log from the start creates no duplicates", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const db1 = await fileDb(file);
    await run(db1, anomalousStream("r"));
    const count = (db: Database, sql: string) => db.sqlite.prepare(sql).pluck().get();
    expect(count(db1, `SELECT count(*) FROM audit_reports`)).toBe(5);
    const busRows = count(db1, `SELECT count(*) FROM bus_messages`);
    await db1.close();

    const db2 = await fileDb(file);
    cleanups.push(() => db2.close());
    const bus = createMessageBus(db2, { clock: fakeClock() });
    const auditor = startAuditor(bus, { reports: new AuditReportRepository(db2) });
    await bus.drain();
    expect(Object.keys(auditor.state().threads)).toEqual(["r"]); // it did replay
    await auditor.close();
    expect(count(db2, `SELECT count(*) FROM audit_reports`)).toBe(5);
    expect(count(db2, `SELECT count(*) FROM bus_messages`)).toBe(busRows);
  });
});
