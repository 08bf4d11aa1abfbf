/**
 * plan (R2): calibrate the MUST NOT set from memory and the GGS directive, ask the PlannerPort,
 * validate the plan in code, assign SubTask ids in code, and dispatch. A rejected or empty plan
 * is not an error: the round fails as logical with no execution, and R4b/GGS account for it.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { DispatchManifest, SubTask } from "../../../src/contracts/index.js";
import {
  buildMustNotSet,
  materializeSubTasks,
  rejectionReason,
  SubTaskDraft,
  validatePlan,
  type MustNotSet,
  type PlanRejection,
} from "../../../src/roles/planner.js";
import { nodePublisher, threadIdOf, type KeyScope, type NodePublish } from "../bus-keys.js";
import { accrue } from "../active-time.js";
import { MediumLoopError } from "../errors.js";
import { depsForRun, wallTimeOf, type MediumLoopBuild, type MediumLoopDeps } from "../medium-loop-ports.js";
import type { MediumLoopStateType, MediumLoopUpdate } from "../state.js";


/** The stored message wins: a re-executed node adopts what was already dispatched under the same key. */
function adoptStored(fresh: SubTask, storedPayload: unknown): SubTask {
  const stored = SubTask.safeParse(storedPayload);
  return stored.success ? stored.data : fresh;
}

async function askPlanner(deps: MediumLoopDeps, state: MediumLoopStateType, mustNots: MustNotSet, round: number): Promise<unknown[] | Error> {
  try {
    const raw = await deps.planner.plan({ task: state.task, directive: state.directive, mustNots, round, previousPlan: state.lastDrafts });
    return Array.isArray(raw) ? raw : new Error("planner returned a non-array plan");
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e));
  }
}

async function dispatch(publish: NodePublish, subtasks: SubTask[]): Promise<SubTask[]> {
  const dispatched: SubTask[] = [];
  for (const [i, s] of subtasks.entries()) {
    const stored = await publish({ from: "R2_planner", to: "R3_executor", type: "subtask", payload: s, key: `subtask:${i}` });
    dispatched.push(adoptStored(s, stored.payload));
  }
  return dispatched;
}

export function makePlan(build: MediumLoopBuild) {
  const newId = build.newId ?? (() => crypto.randomUUID());
  return async function plan(state: MediumLoopStateType, config?: LangGraphRunnableConfig): Promise<MediumLoopUpdate> {
    if (!state.task?.task_id) throw new MediumLoopError("medium loop started without a task (input needs { task })");
    const deps = depsForRun(build, config);
    const startedAt = deps.clock.nowMs();
    const round = state.round + 1;
    const keys: KeyScope = { taskId: state.task.task_id, scope: state.scope, round };
    const publish = nodePublisher(deps.bus, threadIdOf(config, state.task.task_id), keys, "plan");

    const memoryMustNots = deps.memory ? await deps.memory.mustNots(state.taskType) : [];
    const mustNots = buildMustNotSet(memoryMustNots, state.directive);

    const raw = await askPlanner(deps, state, mustNots, round);
    const parsedDrafts = Array.isArray(raw) ? raw.flatMap((d) => { const p = SubTaskDraft.safeParse(d); return p.success ? [p.data] : []; }) : [];
    const lastDrafts = parsedDrafts.length > 0 ? parsedDrafts : state.lastDrafts;

    let rejection: PlanRejection | null = null;
    let subtasks: SubTask[] = [];
    if (raw instanceof Error) {
      rejection = { round, failure_class: "environmental", reason: `planner failed: ${raw.message}`, violations: [] };
    } else {
      const validation = validatePlan(raw, mustNots);
      if (validation.ok) {
        subtasks = materializeSubTasks(validation.drafts, { taskId: state.task.task_id, deadline: state.task.deadline ?? null, newId });
      } else {
        rejection = { round, failure_class: "logical", reason: rejectionReason(validation.violations), violations: validation.violations };
      }
    }

    let manifest: DispatchManifest | null = null;
    if (rejection === null) {
      subtasks = await dispatch(publish, subtasks);
      manifest = {
        task_id: state.task.task_id,
        subtask_ids: subtasks.map((s) => s.subtask_id),
        task_criteria: state.task.task_criteria,
        // A wall-clock instant: the monotonic reading above is for durations only.
        dispatched_at: wallTimeOf(deps.clock),
      };
      const stored = await publish({ from: "R2_planner", to: "R4b_meta_validator", type: "dispatch_manifest", payload: manifest, key: "dispatch_manifest" });
      // A re-executed node adopts the manifest already dispatched (its wall-clock time included).
      const adopted = DispatchManifest.safeParse(stored.payload);
      if (adopted.success) manifest = adopted.data;
    }

    // Channels whose value would not change are not written (a write stores and versions them again).
    return {
      round,
      subtasks,
      manifest,
      ...(rejection !== null || state.planRejection !== null ? { planRejection: rejection } : {}),
      ...(lastDrafts !== state.lastDrafts ? { lastDrafts } : {}),
      ...(state.r4bReport !== null ? { r4bReport: null } : {}),
      ...accrue(state, deps.clock.nowMs(), startedAt),
    };
  };
}
