/**
 * Pure routers of the medium loop. They read state and pick the next node; they never write.
 */
import { END, Send } from "@langchain/langgraph";
import type { ExecuteSubtaskInput, MediumLoopStateType } from "./state.js";

export type AfterPlan = Send[] | "metaValidate";
export type AfterMetaValidate = "solveGradient" | typeof END;
export type AfterGgs = "plan" | typeof END;

/** One executeSubtask branch per SubTask; a rejected or empty plan goes straight to R4b. */
export function routeAfterPlan(state: MediumLoopStateType): AfterPlan {
  if (state.planRejection !== null || state.subtasks.length === 0) return "metaValidate";
  return state.subtasks.map((subtask) => {
    const input: ExecuteSubtaskInput = { subtask, round: state.round, taskId: state.task.task_id, scope: state.scope, noFly: state.noFly };
    return new Send("executeSubtask", input);
  });
}

/** A blocker leaves the subgraph so the controller can interrupt; everything else goes to the GGS. */
export function routeAfterMetaValidate(state: MediumLoopStateType): AfterMetaValidate {
  return state.blocker !== null ? END : "solveGradient";
}

/** A FinalResult (or the round cap) ends the loop; a PlanDirective goes back to R2. */
export function routeAfterGgs(state: MediumLoopStateType): AfterGgs {
  return state.exit !== null ? END : "plan";
}
