/**
 * solveGradient (R7): hands R4b's report and the loop's active time to the GGS, keeps the GGS
 * memory in state (so a restart continues the gradient exactly), and publishes its emission:
 * a PlanDirective back to R2, or the FinalResult (the GGS is its sole emitter).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { FinalResult, PlanDirective } from "../../../src/contracts/index.js";
import { evaluateRound } from "../../../src/ggs/index.js";
import { failedApproachKey, nodePublisher, threadIdOf } from "../bus-keys.js";
import { accrue } from "../active-time.js";
import { MediumLoopError } from "../errors.js";
import { DEFAULT_MAX_ROUNDS, depsForRun, type MediumLoopBuild, type MediumLoopDeps } from "../medium-loop-ports.js";
import type { MediumLoopStateType, MediumLoopUpdate } from "../state.js";

export function isFinalResult(e: PlanDirective | FinalResult): e is FinalResult {
  return e.directive === "accept" || e.directive === "success" || e.directive === "abandon";
}

export function makeSolveGradient(build: MediumLoopBuild) {
  const evaluate = build.evaluateRound ?? evaluateRound;
  const maxRounds = build.maxRounds ?? DEFAULT_MAX_ROUNDS;
  return async function solveGradient(state: MediumLoopStateType, config?: LangGraphRunnableConfig): Promise<MediumLoopUpdate> {
    const deps = depsForRun(build, config);
    if (state.r4bReport === null) throw new MediumLoopError(`solveGradient reached in round ${state.round} without an R4b report`);
    const now = deps.clock.nowMs();
    const time = accrue(state, now, now);
    const { emission, memory } = evaluate({ request: state.r4bReport, elapsedMs: time.elapsedMs }, state.ggsMemory ?? undefined, deps.ggsParams);
    const transition = `${emission.prev_directive}→${emission.directive}`;
    const publish = nodePublisher(deps.bus, threadIdOf(config, state.task.task_id), { taskId: state.task.task_id, scope: state.scope, round: state.round }, "solveGradient");

    if (isFinalResult(emission)) {
      await publish({ from: "R7_ggs", to: "user", type: "final_result", payload: emission, key: "final_result" });
      await rememberFailedApproaches(deps, state, emission, memory.blockedTools);
      return { final: emission, ...(state.directive !== null ? { directive: null } : {}), ggsMemory: memory, directiveHistory: [transition], exit: "final", ...time };
    }
    await publish({ from: "R7_ggs", to: "R2_planner", type: "plan_directive", payload: emission, key: "plan_directive" });
    // The safety net: the GGS budget should end the loop first; this cap only stops a runaway.
    const capped = state.round >= maxRounds;
    return { directive: emission, ggsMemory: memory, directiveHistory: [transition], exit: capped ? "round_cap" : null, ...time };
  };
}

/**
 * R5 learns a MUST NOT only from a task that was then solved another way: a tool the GGS blocked
 * is known to be the wrong approach when a different one succeeded. When every approach failed
 * (abandon) the task itself was impossible as asked — "every day, but only on weekends" — and
 * recording its tools would forbid them for every later, feasible task of the same type.
 */
async function rememberFailedApproaches(deps: MediumLoopDeps, state: MediumLoopStateType, final: FinalResult, blockedTools: readonly string[]): Promise<void> {
  if (!deps.memory || final.directive === "abandon" || blockedTools.length === 0) return;
  const keys = { taskId: state.task.task_id, scope: state.scope };
  for (const tool of blockedTools) {
    await deps.memory.recordFailedApproach({
      taskType: state.taskType,
      taskId: state.task.task_id,
      tool,
      directive: state.ggsMemory?.prevDirective === "change_approach" ? "change_approach" : "break_symmetry",
      reason: `${tool} was blocked as the wrong approach before the task ${final.directive === "accept" ? "was accepted" : "succeeded"} another way (${final.rationale})`,
      idemKey: failedApproachKey(keys, tool),
    });
  }
}
