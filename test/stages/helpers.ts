/**
 * Shared setup for the StageRunner tests: a perceived bench goal, stage requests built from it,
 * and a small parent graph whose one node runs a stage through the runner (as the controller's
 * DRAFT nodes will), checkpointed with a MemorySaver.
 */
import { Annotation, END, MemorySaver, START, StateGraph } from "@langchain/langgraph";
import { Availability, InteractionPolicy, type TaskSpec } from "../../src/contracts/index.js";
import { perceive } from "../fixtures/task.js";
import type { DraftStage, StageArtifacts, StageRequest, StageResult, StageRunner } from "../../src/stages/stage-runner.js";
import { createPlanningStageRunner, type PlanningStageRunnerDeps } from "../../src/stages/index.js";
import type { BenchGoal } from "../fixtures/goals.js";
import { FakeBus, ManualClock } from "../medium-loop/fakes.js";

/**
 * The bench goal's TaskSpec as the planner derives it from the reading. The escalation goal
 * ("every day, but only on weekends") gets the scheduler-level conflict stated directly — a daily
 * frequency on two allowed days — since the stages are tested here, not the reader (which does not
 * flag that conflict yet; see test/planner/flow.test.ts).
 */
export function perceived(g: BenchGoal): TaskSpec {
  const task = perceive(g.goal, { now: g.now, timezone: g.timezone });
  if (g.expect.status !== "needs_scheduling_escalation") return task;
  return { ...task, constraints: { ...task.constraints, availability: Availability.parse({ requested_frequency: "daily", days: ["SA", "SU"] }) } };
}

export function requestFor(g: BenchGoal, task: TaskSpec, stage: DraftStage, over: Partial<StageRequest> = {}): StageRequest {
  return {
    threadId: `thread-${g.id}`,
    stage,
    attempt: 0,
    taskSpec: task,
    availability: Availability.parse(task.constraints.availability ?? {}),
    policy: InteractionPolicy.parse({}),
    now: g.now,
    timezone: g.timezone,
    artifacts: {},
    approvedSubtypes: [],
    calendar: [],
    feedback: [],
    fixedPattern: null,
    allowProposals: false,
    noFly: [],
    ...over,
  };
}

export function makeRunner(over: Partial<PlanningStageRunnerDeps> = {}) {
  const bus = new FakeBus();
  const clock = new ManualClock();
  let n = 0;
  // Deterministic UUID-shaped ids so repeated runs are comparable.
  const newId = () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`;
  const runner = createPlanningStageRunner({ bus, clock, caps: { agentRetryK: 2, turnLimit: 10 }, newId, ...over });
  return { runner, bus, clock };
}

/** A parent graph with one node that runs a stage, like a controller DRAFT node. */
export function parentGraph(runner: StageRunner, checkpointer = new MemorySaver()) {
  const Parent = Annotation.Root({
    request: Annotation<StageRequest>,
    result: Annotation<StageResult | null>({ reducer: (_c, u) => u, default: () => null }),
  });
  return new StateGraph(Parent)
    .addNode("draftStage", async (s: typeof Parent.State, config) => ({ result: await runner.run(s.request, config) }))
    .addEdge(START, "draftStage")
    .addEdge("draftStage", END)
    .compile({ checkpointer });
}

export async function runInParent(runner: StageRunner, request: StageRequest): Promise<StageResult> {
  const out = await parentGraph(runner).invoke({ request }, { configurable: { thread_id: request.threadId } });
  if (!out.result) throw new Error("parent node returned no result");
  return out.result;
}

/** DRAFT_OUTLINE → DRAFT_ROADMAP → DRAFT_SCHEDULE, each stage getting the artifacts of the ones before. */
export async function runAllStages(
  run: (r: StageRequest) => Promise<StageResult>,
  g: BenchGoal,
  task: TaskSpec,
  over: Partial<StageRequest> = {},
): Promise<Record<DraftStage, StageResult>> {
  const outline = await run(requestFor(g, task, "DRAFT_OUTLINE", over));
  const carried: StageArtifacts = { pattern: outline.artifacts.pattern ?? null, outline: outline.artifacts.outline ?? null };
  const roadmap = await run(requestFor(g, task, "DRAFT_ROADMAP", { ...over, artifacts: carried }));
  const schedule = await run(requestFor(g, task, "DRAFT_SCHEDULE", { ...over, artifacts: { ...carried, roadmap: roadmap.artifacts.roadmap ?? null } }));
  return { DRAFT_OUTLINE: outline, DRAFT_ROADMAP: roadmap, DRAFT_SCHEDULE: schedule };
}
