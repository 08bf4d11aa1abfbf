/**
 * Test doubles for the medium loop: an in-memory BusPublisher that dedupes by (thread, idem_key)
 * like the real bus, a manual clock, and scripted executor / validator / merger ports.
 */
import { InMemoryBus } from "../fixtures/sim-world.js";
import type { BusMessage, BusMessageInput, Criterion, CriterionVerdict, SubTask } from "../../src/contracts/index.js";
import type { ExecutorPort, ExecutorRequest, ExecutorTranscript } from "../../src/roles/executor.js";
import type { MergeResult, MergerPort } from "../../src/roles/meta-validator.js";

/** The bench's in-memory bus (dedupes by thread + idem_key, returns the stored message) plus call counting. */
export class FakeBus extends InMemoryBus {
  /** Every publish call, including deduplicated repeats. */
  publishCalls = 0;
  override async publish(input: BusMessageInput): Promise<BusMessage> {
    this.publishCalls += 1;
    return super.publish(input);
  }
  ofType(type: BusMessage["type"]): BusMessage[] {
    return this.messages.filter((m) => m.type === type);
  }
  keys(): string[] {
    return this.messages.map((m) => m.idem_key);
  }
}

export class ManualClock {
  constructor(private t = 1_000_000) {}
  nowMs(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export const crit = (criterion: string, mode: Criterion["mode"] = "verifiable"): Criterion => ({ criterion, mode });

export function subtaskOf(over: Partial<SubTask> = {}): SubTask {
  return {
    subtask_id: "5b0e7c1e-3f53-4a8e-9d51-0a4bde2b6c11",
    parent_task_id: "task-1",
    intent: "draft the outline",
    success_criteria: [crit("has nodes"), crit("covers intent", "plausible")],
    context: "",
    deadline: null,
    sequence: 0,
    tool: "NodeGenerator",
    target: "template-a",
    ...over,
  };
}

export const work = (model = "m-light", output: unknown = { nodes: 3 }): ExecutorTranscript => ({
  text: "ran the generator",
  tool_calls: [{ tool: "NodeGenerator", target: "template-a", ok: true, output: "ok" }],
  output,
  model,
});
export const refusal = (model: string): ExecutorTranscript => ({
  text: "I'm sorry, but I currently don't have the necessary tools to assist with that specific request.",
  tool_calls: [],
  output: null,
  model,
});
export const noop = (model = "m-light"): ExecutorTranscript => ({ text: "continue", tool_calls: [], output: null, model });

/** Plays transcripts in order (the last one repeats) and records every request. */
export class ScriptedExecutor implements ExecutorPort {
  readonly requests: ExecutorRequest[] = [];
  constructor(private readonly script: Array<ExecutorTranscript | ((r: ExecutorRequest) => ExecutorTranscript)>) {}
  async execute(request: ExecutorRequest): Promise<ExecutorTranscript> {
    this.requests.push(structuredClone(request));
    const step = this.script[Math.min(this.requests.length - 1, this.script.length - 1)]!;
    return typeof step === "function" ? step(request) : step;
  }
}

export const pass = (c: Criterion): CriterionVerdict => ({ criterion: c.criterion, mode: c.mode, verdict: "pass", failure_class: null, evidence: "ok" });
export const fail = (c: Criterion, cls: "logical" | "environmental" = "logical"): CriterionVerdict => ({
  criterion: c.criterion,
  mode: c.mode,
  verdict: "fail",
  failure_class: cls,
  evidence: `${c.criterion} not met`,
});

export class CountingMerger implements MergerPort {
  calls = 0;
  constructor(private readonly result: (criteria: Criterion[]) => MergeResult) {}
  merge(input: { task_criteria: Criterion[] }): MergeResult {
    this.calls += 1;
    return this.result(input.task_criteria);
  }
}
