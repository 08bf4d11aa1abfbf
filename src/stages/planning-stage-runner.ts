/**
 * The planning StageRunner: runs one DRAFT stage's medium loop (R2 → R3 → R4a → R4b → R7) over
 * the offline planning tools, inside the calling controller node, and hands back the GGS verdict
 * with the artifacts. With `models`, the executor, solver and judges are model-backed
 * (model-stage-ports.ts) and the result carries the stage's model spend and any budget stop.
 *
 * The loop is compiled once, with the runner's settings and without ports. Each run builds the
 * stage's ports from the request (catalogue, checks, executor, judges, a bus recorder) and hands
 * them to the loop through the run's config (graphs/medium-loop/medium-loop-ports.ts): live
 * objects, never checkpointed, so the loop's state stays small and plain JSON. Invoking the loop
 * with the calling node's config makes it checkpoint as that node's subgraph; a run killed
 * mid-loop resumes when the node runs again, because the node rebuilds the same request from its
 * checkpointed state and this runner the same ports from the request.
 *
 * Ids: task_id = `${threadId}:${stage}`, scope = `${stage}#${attempt}` — so every stage attempt
 * has its own bus idempotency keys, and re-running the same attempt publishes nothing new.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { BusPublisher } from "../bus/types.js";
import type { GgsParams } from "../config.js";
import { PlanOutline } from "../contracts/index.js";
import type { ExecutorPort } from "../roles/executor.js";
import type { PlanningTask } from "../roles/planner.js";
import type { SolverPort } from "../roles/solver.js";
import { outlineTools } from "../tools/adapters/outline.js";
import { scheduleTools } from "../tools/adapters/schedule.js";
import { ToolExecutor } from "../tools/executor.js";
import { createRegistry } from "../tools/registry.js";
import {
  DEFAULT_MAX_ROUNDS,
  compileMediumLoop,
  mediumLoopRecursionLimit,
  threadIdOf,
  withMediumLoopPorts,
  type Clock,
  type MediumLoopPorts,
  type MediumLoopStateType,
  type MemoryPort,
} from "../../graphs/medium-loop/index.js";
import type { DraftStage, StageRequest, StageResult, StageRunner } from "./stage-runner.js";
import { catalogueFor } from "./catalogue.js";
import type { CheckEnv } from "./criteria-checks.js";
import { createOfflineStageExecutor } from "./offline-executor.js";
import { createModelStageExecutor, createModelStageMerger, createModelStageSolver, createModelStageValidator, StageModelSession, type StageModels } from "./model-stage-ports.js";
import { createStageMerger, createStagePlanner, createStageValidator } from "./offline-stage-ports.js";
import { LoopRecorder, buildStageResult, loopKeyPrefix } from "./stage-result.js";
import { spendOf } from "./spend.js";

/** An executor to use instead of the default one; the factory form can wrap the default (`offline`: the offline executor, or the model-backed one when models are configured). */
export type ExecutorOverride = ExecutorPort | ((ctx: { offline: ExecutorPort; request: StageRequest }) => ExecutorPort);

export interface PlanningStageRunnerDeps {
  bus: BusPublisher;
  clock: Clock;
  /** config.caps: K attempts per subtask (R4a) and tool steps per executor pass. */
  caps: { agentRetryK: number; turnLimit: number };
  ggsParams?: Partial<GgsParams>;
  memory?: MemoryPort;
  executor?: ExecutorOverride;
  solver?: SolverPort;
  newId?: () => string;
  /** The loop's safety net beyond the GGS budget (default 10 rounds). */
  maxRounds?: number;
  /** Defaults to one ToolExecutor over outline + context + schedule tools, shared by every run. */
  tools?: ToolExecutor;
  /**
   * A model provider (GOALGRAPH_MODEL_PROVIDER=openai): executor, solver, plausible criteria and
   * R4b verification go through models (model-ports.ts). Absent: everything offline. An explicit
   * `executor` or `solver` above still wins over the model-backed one.
   */
  models?: StageModels;
}

export class StageRequestError extends Error {
  readonly code = "STAGE_REQUEST_INVALID";
}
export function isStageRequestError(e: unknown): e is StageRequestError {
  return e instanceof StageRequestError;
}

const STAGES: readonly DraftStage[] = ["DRAFT_OUTLINE", "DRAFT_ROADMAP", "DRAFT_SCHEDULE"];

export function defaultStageTools(): ToolExecutor {
  return new ToolExecutor(createRegistry(outlineTools, scheduleTools));
}

/** What the criteria check against: the availability (derived from the reading), and the outline later stages build on. */
export function checkEnvFor(request: StageRequest): CheckEnv {
  const outline = request.stage === "DRAFT_OUTLINE" ? null : PlanOutline.safeParse(request.artifacts.outline);
  return {
    intent: request.taskSpec.intent,
    availability: request.availability,
    calendar: request.calendar,
    outline: outline?.success ? outline.data : null,
    fixedPattern: request.fixedPattern ?? null,
  };
}

function planningTask(request: StageRequest, taskId: string, criteria: PlanningTask["task_criteria"]): PlanningTask {
  return {
    task_id: taskId,
    intent: `${request.stage} for: ${request.taskSpec.intent}`,
    context: `goal: ${request.taskSpec.raw_input.trim()}\ntimezone: ${request.timezone}\nnow: ${request.now}`,
    task_criteria: criteria,
    deadline: request.taskSpec.constraints.deadline ?? null,
  };
}

export function createPlanningStageRunner(deps: PlanningStageRunnerDeps): StageRunner {
  const tools = deps.tools ?? defaultStageTools();
  const maxRounds = deps.maxRounds ?? DEFAULT_MAX_ROUNDS;
  // No checkpointer of its own: inside a node it inherits the parent's and checkpoints under the node.
  const mediumLoop = compileMediumLoop({
    clock: deps.clock,
    agentRetryK: deps.caps.agentRetryK,
    turnLimit: deps.caps.turnLimit,
    maxRounds,
    ...(deps.ggsParams ? { ggsParams: deps.ggsParams } : {}),
    ...(deps.memory ? { memory: deps.memory } : {}),
    ...(deps.newId ? { newId: deps.newId } : {}),
  });

  return {
    mediumLoop,
    async run(request: StageRequest, config?: LangGraphRunnableConfig): Promise<StageResult> {
      if (!STAGES.includes(request.stage)) throw new StageRequestError(`not a DRAFT stage: ${String(request.stage)}`);
      if (!request.threadId) throw new StageRequestError("stage request without a threadId");
      if (!Number.isInteger(request.attempt) || request.attempt < 0) throw new StageRequestError(`attempt must be a non-negative integer, got ${request.attempt}`);

      const env = checkEnvFor(request);
      const catalogue = catalogueFor(request, env.availability);
      const taskId = `${request.threadId}:${request.stage}`;
      const scope = `${request.stage}#${request.attempt}`;
      const recorder = new LoopRecorder(deps.bus, loopKeyPrefix(taskId, scope));
      const offline = createOfflineStageExecutor(tools, request);
      const session = deps.models ? new StageModelSession(deps.models, spendOf(request)) : null;
      const base = session ? createModelStageExecutor(session, offline, catalogue, request) : offline;
      const executor = deps.executor === undefined ? base : typeof deps.executor === "function" ? deps.executor({ offline: base, request }) : deps.executor;
      const solver = deps.solver ?? (session ? createModelStageSolver(session, request.stage) : undefined);

      const ports: MediumLoopPorts = {
        planner: createStagePlanner(catalogue, request),
        executor,
        validator: session ? createModelStageValidator(session, request.stage, env) : createStageValidator(request.stage, env),
        merger: session ? createModelStageMerger(session, request.stage, env) : createStageMerger(request.stage, env),
        bus: recorder,
        ...(solver ? { solver } : {}),
      };
      // Without a parent, the thread id still scopes bus messages to the plan's thread.
      const runConfig: LangGraphRunnableConfig = { ...(config ?? { configurable: { thread_id: request.threadId } }), recursionLimit: mediumLoopRecursionLimit(maxRounds) };

      let state: MediumLoopStateType;
      try {
        const input = { task: planningTask(request, taskId, catalogue.criteria), scope, taskType: memoryTaskType(request), noFly: request.noFly };
        state = (await mediumLoop.invoke(input, withMediumLoopPorts(runConfig, ports))) as MediumLoopStateType;
      } finally {
        // The cache only pays off within a run (K retries of a deterministic call); dropping the
        // thread's entries here keeps a long-lived runner's memory bounded by the runs in flight.
        tools.clearSession(request.threadId);
      }
      const messages = await recorder.messages(threadIdOf(runConfig, taskId));
      const result = buildStageResult({ request, state, messages, env });
      if (!session) return result;
      const out: StageResult = { ...result, costUsd: session.spentUsd(), stop: session.stop };
      if (session.stop) out.violations = [...out.violations, `${session.stop.code}: ${session.stop.message}`];
      return out;
    },
  };
}

/**
 * The memory scope of a stage's MUST NOTs: the stage and the pattern (type/subtype) it plans for.
 * An approach that failed for one kind of goal says little about another, so a lesson from a
 * renovation outline must not forbid an approach for a training plan.
 */
export function memoryTaskType(request: StageRequest): string {
  const p = request.fixedPattern ?? request.artifacts.pattern ?? null;
  return p ? `${request.stage}:${p.pattern_type}/${p.subtype ?? "-"}` : `${request.stage}:any`;
}
