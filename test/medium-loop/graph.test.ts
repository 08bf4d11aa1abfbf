import { MemorySaver } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { makeSimDeps, runScenario, type Scenario } from "../fixtures/sim-world.js";
import { compileMediumLoop, mediumLoopRecursionLimit, withMediumLoopPorts, type MediumLoopDeps } from "../../graphs/medium-loop/index.js";
import { makePlan } from "../../graphs/medium-loop/nodes/plan.js";
import { makeSolveGradient } from "../../graphs/medium-loop/nodes/solve-gradient.js";
import type { MediumLoopStateType } from "../../graphs/medium-loop/state.js";
import type { SubTaskDraft } from "../../src/roles/planner.js";
import { CountingMerger, crit, FakeBus, ManualClock, pass, refusal, ScriptedExecutor } from "./fakes.js";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const scenario = (over: Partial<Scenario> & Pick<Scenario, "id" | "tools" | "world" | "start">): Scenario => ({
  description: over.id,
  criteria: [crit("ok")],
  solvable: true,
  ...over,
});

/** Scripted worlds, each built so one GGS macro-state must appear on the way. */
const WORLDS: Array<{ expect: string[]; final: string; s: Scenario }> = [
  {
    expect: ["init→accept"],
    final: "accept",
    s: scenario({ id: "accept", tools: [{ name: "t", targets: ["x"], cost_ms: 1000 }], world: [{ tool: "t", target: "x", result: "pass" }], start: { tool: "t", target: "x" } }),
  },
  {
    expect: ["init→change_path", "change_path→change_path", "change_path→accept"],
    final: "accept",
    s: scenario({
      id: "change-path",
      tools: [{ name: "search", targets: ["q1", "q2", "q3"], cost_ms: 2000 }],
      world: [{ tool: "search", target: "q3", result: "pass" }, { tool: "search", target: "*", result: "environmental" }],
      start: { tool: "search", target: "q1" },
    }),
  },
  {
    expect: ["init→change_path", "change_path→refine", "refine→accept"],
    final: "accept",
    s: scenario({
      id: "refine",
      criteria: [crit("c1"), crit("c2"), crit("c3")],
      tools: [{ name: "t", targets: ["a", "b", "c"], cost_ms: 1000 }],
      world: [
        { tool: "t", target: "a", result: "environmental" },
        { tool: "t", target: "b", result: "fail:1:environmental" },
        { tool: "t", target: "c", result: "pass" },
      ],
      start: { tool: "t", target: "a" },
    }),
  },
  {
    expect: ["init→break_symmetry", "break_symmetry→change_approach", "change_approach→accept"],
    final: "accept",
    s: scenario({
      id: "change-approach",
      criteria: [crit("c1"), crit("c2")],
      tools: [
        { name: "A", targets: ["x"], cost_ms: 1000 },
        { name: "B", targets: ["x"], cost_ms: 1000 },
        { name: "C", targets: ["x"], cost_ms: 1000 },
      ],
      world: [
        { tool: "A", target: "*", result: "logical" },
        { tool: "B", target: "*", result: "fail:1:logical" },
        { tool: "C", target: "*", result: "pass" },
      ],
      start: { tool: "A", target: "x" },
    }),
  },
  {
    expect: ["init→change_path", "change_path→success"],
    final: "success",
    s: scenario({
      id: "success",
      criteria: [crit("c1"), crit("c2"), crit("c3"), crit("c4", "plausible")],
      tools: [{ name: "draft", targets: ["v1", "v2"], cost_ms: 3000 }],
      world: [{ tool: "draft", target: "v1", result: "fail:2:environmental" }, { tool: "draft", target: "v2", result: "fail:1:environmental" }],
      start: { tool: "draft", target: "v1" },
    }),
  },
  {
    expect: ["init→break_symmetry", "break_symmetry→abandon"],
    final: "abandon",
    s: scenario({
      id: "abandon",
      solvable: false,
      tools: [{ name: "a", targets: ["1"], cost_ms: 1000 }, { name: "b", targets: ["1"], cost_ms: 1000 }],
      world: [{ tool: "*", target: "*", result: "logical" }],
      start: { tool: "a", target: "1" },
    }),
  },
];

describe("medium loop graph: every GGS macro-state is reachable", () => {
  it.each(WORLDS)("$s.id", async ({ s, expect: transitions, final }) => {
    const run = await runScenario(s, "ggs");
    expect(run.final).toBe(final);
    // The first transition(s) are the ones the world was built for; abandon may take extra rounds.
    expect(run.directives.slice(0, transitions.length - 1)).toEqual(transitions.slice(0, -1));
    expect(run.directives.at(-1)).toBe(transitions.at(-1));
  });

  it("covers all seven emissions across the worlds", async () => {
    const seen = new Set<string>();
    for (const w of WORLDS) for (const d of (await runScenario(w.s, "ggs")).directives) seen.add(d.split("→")[1]!);
    expect([...seen].sort()).toEqual(["abandon", "accept", "break_symmetry", "change_approach", "change_path", "refine", "success"]);
  });
});

const task = { task_id: "task-1", intent: "plan it", context: "", task_criteria: [crit("ok")], deadline: null };
const invokeConfig = (thread: string) => ({ configurable: { thread_id: thread }, recursionLimit: mediumLoopRecursionLimit() });

function simDeps(s: Scenario = WORLDS[1]!.s) {
  return makeSimDeps(s, "ggs");
}

describe("medium loop graph: exits and guards", () => {
  it("exits with the blocker (and no GGS emission) when a subtask's executor refuses at every tier", async () => {
    const { deps } = simDeps();
    const bus = new FakeBus();
    const executor = new ScriptedExecutor([refusal("m1"), refusal("m2"), refusal("m3")]);
    const graph = compileMediumLoop({ ...deps, bus, executor }, new MemorySaver());
    const out = await graph.invoke({ task }, invokeConfig("blocker"));
    expect(out.exit).toBe("blocker");
    expect(out.blocker).toMatchObject({ reason: "executor-refused", refused_models: ["m1", "m2", "m3"] });
    expect(out.final).toBeNull();
    expect(out.directiveHistory).toEqual([]);
    expect(out.noFly.map((e) => e.model)).toEqual(["m1", "m2", "m3"]);
    expect(bus.ofType("final_result")).toHaveLength(0);
    expect(bus.ofType("replan_request")).toHaveLength(0);
  });

  it("keeps progressing toward termination when every plan is inadmissible (no execution, GGS abandons)", async () => {
    const { deps } = simDeps();
    const bus = new FakeBus();
    const forbidden: SubTaskDraft = { intent: "use the banned tool", tool: "search", target: "q1", success_criteria: [crit("ok")], context: "" };
    const graph = compileMediumLoop(
      {
        ...deps,
        bus,
        planner: { plan: () => [forbidden] },
        memory: { mustNots: () => [{ tool: "search", target: null, text: "search is banned for this task type" }], recordFailedApproach: () => {} },
      },
      new MemorySaver(),
    );
    const out = await graph.invoke({ task }, invokeConfig("rejected"));
    expect(out.executorCalls).toBe(0);
    expect(out.final?.directive).toBe("abandon");
    expect(out.round).toBeLessThanOrEqual(5);
    expect(bus.ofType("subtask")).toHaveLength(0);
    expect(bus.ofType("replan_request").length).toBe(out.round);
  });

  it("stops at the round cap when the GGS budget would let it run on", async () => {
    const { deps } = simDeps();
    const graph = compileMediumLoop({ ...deps, maxRounds: 2, ggsParams: { theta: 50, maxReplans: 100, timeBudgetMs: 1e12 } }, new MemorySaver());
    const out = await graph.invoke({ task: { ...task, task_criteria: [crit("ok")] }, scope: "cap" }, invokeConfig("cap"));
    expect(out.exit).toBe("round_cap");
    expect(out.round).toBe(2);
    expect(out.final).toBeNull();
  });
});

describe("medium loop graph: memory calibration", () => {
  it("records the tools the GGS blocked as failed approaches once the task succeeded another way, once per tool", async () => {
    const wrongTool = WORLDS.find((w) => w.s.id === "change-approach")!.s;
    const { deps } = makeSimDeps(wrongTool, "ggs");
    const recorded: Array<{ tool: string; directive: string; idemKey: string }> = [];
    const asked: string[] = [];
    const graph = compileMediumLoop(
      {
        ...deps,
        memory: {
          mustNots: (taskType) => {
            asked.push(taskType);
            return [];
          },
          recordFailedApproach: (e) => void recorded.push({ tool: e.tool, directive: e.directive, idemKey: e.idemKey }),
        },
      },
      new MemorySaver(),
    );
    const out = await graph.invoke({ task, taskType: "DRAFT_OUTLINE" }, invokeConfig("memory"));
    expect(out.final?.directive).toBe("accept");
    expect(asked).toEqual(["DRAFT_OUTLINE", "DRAFT_OUTLINE", "DRAFT_OUTLINE"]);
    expect(recorded).toEqual([
      { tool: "A", directive: "change_approach", idemKey: "task-1:plan:memory:A" },
      { tool: "B", directive: "change_approach", idemKey: "task-1:plan:memory:B" },
    ]);
  });

  it("records nothing when the task was abandoned: an impossible task says nothing about its tools", async () => {
    const hopeless = WORLDS.find((w) => !w.s.solvable)?.s;
    if (!hopeless) return expect.fail("no unsolvable world in the fixtures");
    const { deps } = makeSimDeps(hopeless, "ggs");
    const recorded: string[] = [];
    const graph = compileMediumLoop({ ...deps, memory: { mustNots: () => [], recordFailedApproach: (e) => void recorded.push(e.tool) } }, new MemorySaver());
    const out = await graph.invoke({ task, taskType: "DRAFT_SCHEDULE" }, invokeConfig("memory-abandon"));
    expect(out.final?.directive).toBe("abandon");
    expect(recorded).toEqual([]);
  });
});

describe("medium loop graph: fan-out, state and time", () => {
  it("runs one Send branch per subtask, merges once, and assigns UUID v4 ids in code", async () => {
    const { deps } = simDeps();
    const bus = new FakeBus();
    const merger = new CountingMerger((c) => ({ ok: true, merged_output: "both", verdicts: c.map(pass) }));
    const drafts: SubTaskDraft[] = ["q3", "q3"].map((target, i) => ({
      intent: `part ${i}`,
      tool: "search",
      target,
      success_criteria: [crit("ok")],
      context: "",
      subtask_id: "from-the-model",
    } as SubTaskDraft));
    const graph = compileMediumLoop({ ...deps, bus, merger, newId: undefined, planner: { plan: () => drafts } }, new MemorySaver());
    const out = await graph.invoke({ task }, invokeConfig("fanout"));
    expect(out.final?.directive).toBe("accept");
    expect(merger.calls).toBe(1);
    expect(out.outcomes.map((o) => o.outcome.status)).toEqual(["matched", "matched"]);
    expect(out.subtasks.every((s) => UUID_V4.test(s.subtask_id))).toBe(true);
    expect(out.manifest?.subtask_ids).toEqual(out.subtasks.map((s) => s.subtask_id));
    expect(bus.ofType("subtask_outcome")).toHaveLength(2);
  });

  it("keeps state plain JSON in the checkpoint and feeds the GGS the simulated active time", async () => {
    const slow = scenario({
      id: "slow",
      solvable: false,
      tools: [{ name: "crawl", targets: ["p1", "p2", "p3"], cost_ms: 200_000 }],
      world: [{ tool: "crawl", target: "*", result: "environmental" }],
      start: { tool: "crawl", target: "p1" },
    });
    const { deps } = makeSimDeps(slow, "ggs");
    const saver = new MemorySaver();
    const graph = compileMediumLoop(deps, saver);
    const started = Date.now();
    const out = await graph.invoke({ task }, invokeConfig("slow"));
    // Two rounds × K=2 attempts × 200 s, simulated: the test itself takes well under a second.
    expect(out.elapsedMs).toBe(800_000);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(out.final?.directive).toBe("abandon");
    expect(out.final?.loss.Omega).toBe(1);
    const snapshot = await graph.getState({ configurable: { thread_id: "slow" } });
    expect(JSON.parse(JSON.stringify(snapshot.values))).toEqual(snapshot.values);
    expect(snapshot.values.ggsMemory).toMatchObject({ prevDirective: "abandon", replans: 1 });
  });
});

describe("medium loop: idempotent bus publishing", () => {
  const baseState = (): MediumLoopStateType => ({
    task,
    scope: "DRAFT_OUTLINE",
    taskType: "generic",
    round: 0,
    directive: null,
    ggsMemory: null,
    subtasks: [],
    lastDrafts: [],
    manifest: null,
    planRejection: null,
    outcomes: [],
    noFly: [],
    r4bReport: null,
    elapsedMs: 0,
    clockMark: null,
    executorCalls: 0,
    final: null,
    blocker: null,
    directiveHistory: [],
    exit: null,
  });

  function depsWith(bus: FakeBus): MediumLoopDeps {
    const { deps } = simDeps();
    // Random ids on purpose: a re-executed plan node must still converge on the stored dispatch.
    return { ...deps, bus, clock: new ManualClock(), newId: () => crypto.randomUUID() };
  }

  it("a re-executed plan node publishes nothing new and adopts the ids already dispatched", async () => {
    const bus = new FakeBus();
    const plan = makePlan(depsWith(bus));
    const config = { configurable: { thread_id: "th-1" } };
    const first = await plan(baseState(), config);
    const keys = bus.keys();
    const second = await plan(baseState(), config);
    expect(bus.publishCalls).toBe(4);
    expect(bus.keys()).toEqual(keys);
    expect(keys).toEqual(["task-1/DRAFT_OUTLINE:r1:plan:subtask:0", "task-1/DRAFT_OUTLINE:r1:plan:dispatch_manifest"]);
    expect(second.subtasks).toEqual(first.subtasks);
    expect(second.manifest).toEqual(first.manifest);
  });

  it("a re-executed solveGradient node publishes its directive once", async () => {
    const bus = new FakeBus();
    const deps = depsWith(bus);
    const solve = makeSolveGradient(deps);
    const state = {
      ...baseState(),
      round: 1,
      r4bReport: {
        kind: "replan_request" as const,
        task_id: "task-1",
        gap_summary: "1 failed",
        failed_subtasks: ["s"],
        correction_count: 1,
        elapsed_ms: 10,
        outcomes: [
          {
            subtask_id: "s",
            parent_task_id: "task-1",
            status: "failed" as const,
            output: null,
            failure_reason: "x",
            criteria_verdicts: [{ criterion: "ok", mode: "verifiable" as const, verdict: "fail" as const, failure_class: "environmental" as const, evidence: "" }],
            gap_trajectory: [],
            tools_used: ["search"],
            targets_used: ["q1"],
          },
        ],
        recommendation: "replan" as const,
      },
    };
    const a = await solve(state, { configurable: { thread_id: "th-1" } });
    const b = await solve(state, { configurable: { thread_id: "th-1" } });
    expect(a.directive).toEqual(b.directive);
    expect(bus.ofType("plan_directive")).toHaveLength(1);
    expect(bus.keys()).toEqual(["task-1/DRAFT_OUTLINE:r1:solveGradient:plan_directive"]);
  });

  it("derives the same idem keys on two runs of the same thread, whatever ids were drawn", async () => {
    const runKeys = async () => {
      const bus = new FakeBus();
      const graph = compileMediumLoop(depsWith(bus), new MemorySaver());
      await graph.invoke({ task, scope: "DRAFT_OUTLINE" }, invokeConfig("same-thread"));
      return { keys: bus.keys(), ids: bus.ofType("subtask").map((m) => (m.payload as { subtask_id: string }).subtask_id) };
    };
    const a = await runKeys();
    const b = await runKeys();
    expect(a.keys).toEqual(b.keys);
    expect(a.ids).not.toEqual(b.ids);
    expect(new Set(a.keys).size).toBe(a.keys.length);
    expect(a.keys.every((k) => k.startsWith("task-1/DRAFT_OUTLINE:r"))).toBe(true);
  });
});

describe("medium loop: compiled once, ports per run", () => {
  function split(deps: MediumLoopDeps) {
    const { planner, executor, validator, merger, bus, solver, ...settings } = deps;
    return { settings, ports: { planner, executor, validator, merger, bus, ...(solver ? { solver } : {}) } };
  }

  it("runs with the ports each run hands it, and never mixes two runs' ports", async () => {
    const a = split(makeSimDeps(WORLDS[0]!.s, "ggs").deps);
    const b = split(makeSimDeps(WORLDS[1]!.s, "ggs").deps);
    const graph = compileMediumLoop(a.settings, new MemorySaver());
    const busA = new FakeBus();
    const busB = new FakeBus();
    const [outA, outB] = await Promise.all([
      graph.invoke({ task }, withMediumLoopPorts(invokeConfig("ports-a"), { ...a.ports, bus: busA })),
      graph.invoke({ task }, withMediumLoopPorts(invokeConfig("ports-b"), { ...b.ports, bus: busB })),
    ]);
    expect(outA.directiveHistory).toEqual(["init→accept"]);
    expect(outB.directiveHistory).toEqual(["init→change_path", "change_path→change_path", "change_path→accept"]);
    expect(busA.messages.every((m) => m.thread_id === "ports-a")).toBe(true);
    expect(busB.messages.every((m) => m.thread_id === "ports-b")).toBe(true);
    // The ports are live objects in the config, never state: the checkpoint is plain JSON.
    const snapshot = await graph.getState({ configurable: { thread_id: "ports-b" } });
    expect(JSON.parse(JSON.stringify(snapshot.values))).toEqual(snapshot.values);
  });

  it("refuses to run without ports, naming what is missing", async () => {
    const { settings } = split(makeSimDeps(WORLDS[0]!.s, "ggs").deps);
    const graph = compileMediumLoop(settings);
    await expect(graph.invoke({ task }, invokeConfig("no-ports"))).rejects.toThrow(/no planner, executor, validator, merger, bus/);
  });
});

describe("medium loop: clocks", () => {
  it("stamps the dispatch manifest with wall time, never the monotonic clock read as a date", async () => {
    const { deps } = simDeps();
    // A monotonic reading is a small number of ms since some arbitrary origin (1970 if read as a date).
    const monotonic = { nowMs: () => 1_234.5, nowIso: () => "2027-03-04T05:06:07.000Z" };
    const out = await compileMediumLoop({ ...deps, clock: monotonic }, new MemorySaver()).invoke({ task }, invokeConfig("wall"));
    expect(out.manifest?.dispatched_at).toBe("2027-03-04T05:06:07.000Z");
    // A clock with no wall time (simulated time) leaves the timestamp to the system's wall clock.
    const before = Date.now();
    const sim = await compileMediumLoop({ ...deps, clock: { nowMs: () => 42 } }, new MemorySaver()).invoke({ task }, invokeConfig("sim"));
    expect(Date.parse(sim.manifest!.dispatched_at)).toBeGreaterThanOrEqual(before - 1000);
  });
});
