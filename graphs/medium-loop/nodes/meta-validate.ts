/**
 * metaValidate (R4b): the fan-in point after the Send branches. A blocker ends the loop for the
 * controller; otherwise the code gate runs (any failure → ReplanRequest, merger not called) and
 * only an all-matched round is merged and verified against the manifest's task criteria.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { runMetaValidation } from "../../../src/roles/meta-validator.js";
import { nodePublisher, threadIdOf } from "../bus-keys.js";
import { accrue } from "../active-time.js";
import { depsForRun, type MediumLoopBuild } from "../medium-loop-ports.js";
import type { MediumLoopStateType, MediumLoopUpdate } from "../state.js";

export function makeMetaValidate(build: MediumLoopBuild) {
  return async function metaValidate(state: MediumLoopStateType, config?: LangGraphRunnableConfig): Promise<MediumLoopUpdate> {
    const deps = depsForRun(build, config);
    const startedAt = deps.clock.nowMs();
    const upToNow = accrue(state, startedAt, startedAt);
    // Branches finish in any order; dispatch order keeps the report (and D's tie-breaks) deterministic.
    const order = new Map(state.subtasks.map((s, i) => [s.subtask_id, i]));
    const current = state.outcomes
      .filter((o) => o.round === state.round)
      .sort((a, b) => (order.get(a.outcome.subtask_id) ?? 0) - (order.get(b.outcome.subtask_id) ?? 0));

    const blocked = current.find((o) => o.blocker !== null);
    if (blocked?.blocker) {
      return { blocker: blocked.blocker, exit: "blocker", ...accrue(state, deps.clock.nowMs(), startedAt) };
    }

    const { report } = await runMetaValidation(
      {
        taskId: state.task.task_id,
        manifest: state.manifest,
        taskCriteria: state.task.task_criteria,
        round: state.round,
        outcomes: current.map((o) => o.outcome),
        planRejection: state.planRejection,
        correctionCount: current.reduce((n, o) => n + o.corrections, 0),
        elapsedMs: upToNow.elapsedMs,
      },
      deps.merger,
    );
    const publish = nodePublisher(deps.bus, threadIdOf(config, state.task.task_id), { taskId: state.task.task_id, scope: state.scope, round: state.round }, "metaValidate");
    await publish({ from: "R4b_meta_validator", to: "R7_ggs", type: report.kind === "outcome_summary" ? "outcome_summary" : "replan_request", payload: report, key: "report" });

    return { r4bReport: report, ...accrue(state, deps.clock.nowMs(), startedAt) };
  };
}
