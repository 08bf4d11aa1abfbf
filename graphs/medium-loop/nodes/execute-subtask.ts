/**
 * executeSubtask (R3 + solver + R4a): one Send branch per SubTask runs the fast loop and appends
 * its round-tagged outcome. It never interrupts: a refusal at every tier comes back as a blocker
 * for the controller to pause on (DESIGN §2: no interrupt inside the subgraph or a Send branch).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { runFastLoop } from "../../../src/roles/executor.js";
import { deterministicSolver } from "../../../src/roles/solver.js";
import { nodePublisher, threadIdOf } from "../bus-keys.js";
import { depsForRun, type MediumLoopBuild } from "../medium-loop-ports.js";
import type { ExecuteSubtaskInput, MediumLoopUpdate } from "../state.js";

export function makeExecuteSubtask(build: MediumLoopBuild) {
  return async function executeSubtask(input: ExecuteSubtaskInput, config?: LangGraphRunnableConfig): Promise<MediumLoopUpdate> {
    const deps = depsForRun(build, config);
    const solver = deps.solver ?? deterministicSolver;
    const { subtask, round } = input;
    const publishBus = nodePublisher(deps.bus, threadIdOf(config, input.taskId), { taskId: input.taskId, scope: input.scope, round }, "executeSubtask");
    // Keys use the subtask's sequence, not its UUID, so they read the same across replays.
    const publish = (m: Parameters<typeof publishBus>[0]) => publishBus({ ...m, key: `s${subtask.sequence}:${m.key}` });

    const result = await runFastLoop(
      subtask,
      { executor: deps.executor, solver, validator: deps.validator, publish },
      { agentRetryK: deps.agentRetryK, turnLimit: deps.turnLimit, noFly: input.noFly },
    );
    await publish({ from: "R4a_agent_validator", to: "R4b_meta_validator", type: "subtask_outcome", payload: result.outcome, key: "outcome" });

    return {
      outcomes: [{ round, outcome: result.outcome, blocker: result.blocker, corrections: result.corrections }],
      executorCalls: result.executorCalls,
      // An empty list adds nothing to the reducer: not written, so the channel keeps its version.
      ...(result.noFly.length > 0 ? { noFly: result.noFly } : {}),
    };
  };
}
