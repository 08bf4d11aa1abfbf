/**
 * Pure routers of the medium loop. They read state and pick the next node; they never write.
 * Each returns a key of its path map below — the map's keys are the labels the drawn graph shows
 * (docs/architecture.md) and its values the nodes they lead to.
 */
import { END, Send } from "@langchain/langgraph";
import type { ExecuteSubtaskInput, MediumLoopStateType } from "./state.js";

export const AFTER_PLAN = { "Send, one per SubTask": "executeSubtask", "plan rejected or empty": "metaValidate" } as const;
export const AFTER_META_VALIDATE = { report: "solveGradient", blocker: END } as const;
export const AFTER_GGS = { PlanDirective: "plan", "FinalResult or round cap": END } as const;

export type AfterPlan = Send[] | "plan rejected or empty";
export type AfterMetaValidate = keyof typeof AFTER_META_VALIDATE;
export type AfterGgs = keyof typeof AFTER_GGS;

/** One executeSubtask branch per SubTask; a rejected or empty plan goes straight to R4b. */
export function routeAfterPlan(state: MediumLoopStateType): AfterPlan {
  if (state.planRejection !== null || state.subtasks.length === 0) return "plan rejected or empty";
  return state.subtasks.map((subtask) => {
    const input: ExecuteSubtaskInput = { subtask, round: state.round, taskId: state.task.task_id, scope: state.scope, noFly: state.noFly };
    return new Send(AFTER_PLAN["Send, one per SubTask"], input);
  });
}

/** A blocker leaves the subgraph so the controller can interrupt; everything else goes to the GGS. */
export function routeAfterMetaValidate(state: MediumLoopStateType): AfterMetaValidate {
  return state.blocker !== null ? "blocker" : "report";
}

/** A FinalResult (or the round cap) ends the loop; a PlanDirective goes back to R2. */
export function routeAfterGgs(state: MediumLoopStateType): AfterGgs {
  return state.exit !== null ? "FinalResult or round cap" : "PlanDirective";
}
