/**
 * Test doubles for the planner's ports: an in-memory bus, taxonomy and plan store, a fixed clock,
 * and a "direct" StageRunner that calls the pure planning functions without a medium loop
 * (controller logic is tested on its own; the real runner has its own tests).
 */
import type { BusMessage, BusMessageInput, FinalResult, Loss } from "../../src/contracts/index.js";
import type { BusPublisher } from "../../src/bus/types.js";
import { loadConfig } from "../../src/config.js";
import { generateOutline } from "../../src/planning/outline.js";
import { selectPattern, type ApprovedSubtype } from "../../src/planning/patterns.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";
import type { PlanRecord, PlannerDeps } from "../../graphs/planner/deps.js";
import type { StageRequest, StageResult, StageRunner } from "../../src/stages/stage-runner.js";

export class MemoryBus implements BusPublisher {
  readonly messages: BusMessage[] = [];
  private readonly keys = new Set<string>();
  async publish(input: BusMessageInput): Promise<BusMessage> {
    const key = `${input.thread_id}|${input.idem_key}`;
    const found = this.messages.find((m) => `${m.thread_id}|${m.idem_key}` === key);
    if (found) return found;
    this.keys.add(key);
    const m: BusMessage = { ...input, id: String(this.messages.length + 1), seq: this.messages.filter((x) => x.thread_id === input.thread_id).length + 1, at: "2026-01-01T00:00:00Z" };
    this.messages.push(m);
    return m;
  }
}

const LOSS: Loss = { D: 0, P: 0, Omega: 0, L: 0 };
const final = (task: string, directive: FinalResult["directive"], output: unknown): FinalResult => ({
  kind: "final_result",
  task_id: task,
  summary: directive,
  output,
  loss: LOSS,
  grad_l: 0,
  replans: 0,
  prev_directive: "init",
  directive,
  rationale: "test",
});

/** Runs each stage's pure function once; `script` can force an outcome per stage call. */
export class DirectStageRunner implements StageRunner {
  readonly calls: StageRequest[] = [];
  constructor(private readonly script: Partial<Record<string, (req: StageRequest) => Partial<StageResult> | null>> = {}) {}
  async run(req: StageRequest): Promise<StageResult> {
    this.calls.push(structuredClone(req));
    const base: StageResult = {
      final: null,
      artifacts: {},
      blocker: null,
      directiveHistory: ["init→accept"],
      lossHistory: [{ stage: req.stage, round: 1, transition: "init→accept", loss: LOSS, grad_l: 0 }],
      executorCalls: 1,
      elapsedMs: 5,
      costUsd: 0,
      confidence: { model: 0.9, rules: 1, heuristics: 0.9 },
      violations: [],
      infeasible: null,
      noFly: req.noFly,
    };
    const forced = this.script[req.stage]?.(req);
    if (forced) return { ...base, ...forced };
    const task = `${req.threadId}:${req.stage}`;
    if (req.stage === "DRAFT_OUTLINE") {
      const pattern = req.fixedPattern ?? selectPattern(req.taskSpec, { approved: req.approvedSubtypes, allowProposals: req.allowProposals }).pattern;
      const outline = generateOutline(req.taskSpec, pattern, { now: req.now, timezone: req.timezone, approved: req.approvedSubtypes, ...(req.reading ? { reading: req.reading } : {}) });
      return { ...base, final: final(task, "accept", outline), artifacts: { pattern, outline } };
    }
    if (req.stage === "DRAFT_ROADMAP") {
      const r = buildRoadmap(req.artifacts.outline!);
      return { ...base, final: final(task, r.feasible ? "accept" : "abandon", r.roadmap), artifacts: { roadmap: r.roadmap } };
    }
    const { schedule } = planSchedule({ outline: req.artifacts.outline!, roadmap: req.artifacts.roadmap ?? undefined, availability: req.availability, now: req.now, timezone: req.timezone, busy: req.calendar });
    return schedule.infeasible
      ? { ...base, final: final(task, "abandon", null), infeasible: schedule.infeasible, artifacts: { schedule } }
      : { ...base, final: final(task, "accept", schedule), artifacts: { schedule } };
  }
}

export function testDeps(over: Partial<PlannerDeps> = {}) {
  const bus = new MemoryBus();
  const approved: ApprovedSubtype[] = [];
  const plans: PlanRecord[] = [];
  let ms = 0;
  const deps: PlannerDeps = {
    config: loadConfig({}),
    stageRunner: new DirectStageRunner(),
    bus,
    clock: { nowIso: () => "2026-12-01T08:00:00.000Z", nowMs: () => (ms += 1) },
    taxonomy: {
      list: async () => [...approved],
      approve: async (e) => {
        if (!approved.some((a) => a.name === e.name && a.pattern_type === e.pattern_type)) approved.push({ name: e.name, pattern_type: e.pattern_type, keywords: e.keywords, description: e.description });
      },
    },
    plans: {
      save: async (p) => {
        if (!plans.some((x) => x.threadId === p.threadId)) plans.push(structuredClone(p));
      },
    },
    ...over,
  };
  return { deps, bus, approved, plans };
}
