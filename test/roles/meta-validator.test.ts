import { describe, expect, it } from "vitest";
import type { DispatchManifest, SubTaskOutcome } from "../../src/contracts/index.js";
import { fanInGate, runMetaValidation } from "../../src/roles/meta-validator.js";
import { CountingMerger, crit, fail, pass } from "../medium-loop/fakes.js";

const taskCriteria = [crit("plan covers the goal"), crit("fits the deadline")];
const manifest: DispatchManifest = { task_id: "t", subtask_ids: ["s1", "s2"], task_criteria: taskCriteria, dispatched_at: "2026-01-01T00:00:00.000Z" };

const outcome = (id: string, status: "matched" | "failed"): SubTaskOutcome => ({
  subtask_id: id,
  parent_task_id: "t",
  status,
  output: { id },
  failure_reason: status === "failed" ? "x" : null,
  criteria_verdicts: [status === "matched" ? pass(crit("ok")) : fail(crit("ok"), "environmental")],
  gap_trajectory: [],
  tools_used: [`tool-${id}`],
  targets_used: [`target-${id}`],
});

const input = (outcomes: SubTaskOutcome[]) => ({
  taskId: "t",
  manifest,
  taskCriteria,
  round: 1,
  outcomes,
  planRejection: null,
  correctionCount: 3,
  elapsedMs: 1234,
});

const okMerger = () => new CountingMerger((c) => ({ ok: true, merged_output: "merged", verdicts: c.map(pass) }));

describe("R4b fan-in gate", () => {
  it("sends a ReplanRequest and never calls the merger when any outcome failed", async () => {
    const merger = okMerger();
    const { report, mergerCalled } = await runMetaValidation(input([outcome("s1", "matched"), outcome("s2", "failed")]), merger);
    expect(merger.calls).toBe(0);
    expect(mergerCalled).toBe(false);
    expect(report).toMatchObject({ kind: "replan_request", failed_subtasks: ["s2"], correction_count: 3, elapsed_ms: 1234, recommendation: "replan" });
  });

  it("merges once and sends an OutcomeSummary when every outcome matched and the merge passes", async () => {
    const merger = okMerger();
    const { report } = await runMetaValidation(input([outcome("s1", "matched"), outcome("s2", "matched")]), merger);
    expect(merger.calls).toBe(1);
    expect(report).toMatchObject({ kind: "outcome_summary", merged_output: "merged" });
  });

  it("sends a ReplanRequest carrying the task-criteria failure when the merged result fails", async () => {
    const merger = new CountingMerger((c) => ({ ok: false, merged_output: null, verdicts: [pass(c[0]!), fail(c[1]!, "logical")] }));
    const { report } = await runMetaValidation(input([outcome("s1", "matched"), outcome("s2", "matched")]), merger);
    expect(merger.calls).toBe(1);
    expect(report.kind).toBe("replan_request");
    if (report.kind !== "replan_request") return;
    const merged = report.outcomes.find((o) => o.subtask_id === "merge:r1")!;
    expect(report.failed_subtasks).toEqual(["merge:r1"]);
    expect(merged.criteria_verdicts.map((v) => v.verdict)).toEqual(["pass", "fail"]);
    expect(merged.tools_used).toEqual(["tool-s1", "tool-s2"]);
  });

  it("rejects when the merger says ok but a task criterion failed, or says no without reasons", async () => {
    const sneaky = new CountingMerger((c) => ({ ok: true, merged_output: "m", verdicts: [fail(c[0]!)] }));
    expect((await runMetaValidation(input([outcome("s1", "matched")]), sneaky)).report.kind).toBe("replan_request");
    const silent = new CountingMerger((c) => ({ ok: false, merged_output: "m", verdicts: c.map(pass) }));
    expect((await runMetaValidation(input([outcome("s1", "matched")]), silent)).report.kind).toBe("replan_request");
  });

  it("turns a merger exception into an environmental failure instead of crashing", async () => {
    const broken = { merge: () => Promise.reject(new Error("model timeout")) };
    const { report } = await runMetaValidation(input([outcome("s1", "matched")]), broken);
    expect(report.kind).toBe("replan_request");
    if (report.kind === "replan_request") expect(report.outcomes.at(-1)!.criteria_verdicts.every((v) => v.failure_class === "environmental")).toBe(true);
  });

  it("fails a rejected plan as logical with a synthetic outcome and no merger call", async () => {
    const merger = okMerger();
    const { report } = await runMetaValidation(
      { ...input([]), manifest: null, planRejection: { round: 2, failure_class: "logical", reason: "plan rejected: uses blocked tool", violations: [] } },
      merger,
    );
    expect(merger.calls).toBe(0);
    expect(report).toMatchObject({ kind: "replan_request", failed_subtasks: ["plan-rejected:r2"] });
    if (report.kind === "replan_request") expect(report.outcomes[0]!.criteria_verdicts.map((v) => v.failure_class)).toEqual(["logical", "logical"]);
  });

  it("gate: no outcomes at all is a failure, not a vacuous pass", () => {
    expect(fanInGate([])).toEqual({ pass: false, failed: [] });
  });
});
