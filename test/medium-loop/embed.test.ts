/**
 * The controller embeds the medium loop for its DRAFT/VALIDATE stages: it must work as a compiled
 * subgraph node inside a checkpointed parent graph (Send branches included).
 */
import { Annotation, END, MemorySaver, START, StateGraph } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { makeSimDeps, type Scenario } from "../fixtures/sim-world.js";
import { buildMediumLoopGraph, type MediumLoopStateType } from "../../graphs/medium-loop/index.js";
import type { FinalResult } from "../../src/contracts/index.js";
import type { PlanningTask } from "../../src/roles/planner.js";
import { crit } from "./fakes.js";

const world: Scenario = {
  id: "embed",
  description: "",
  criteria: [crit("ok")],
  tools: [{ name: "t", targets: ["a", "b"], cost_ms: 10 }],
  world: [{ tool: "t", target: "b", result: "pass" }, { tool: "*", target: "*", result: "environmental" }],
  start: { tool: "t", target: "a" },
  solvable: true,
};

describe("medium loop embedded in a parent graph", () => {
  it("runs as a subgraph node and hands its FinalResult to the parent", async () => {
    const medium = buildMediumLoopGraph(makeSimDeps(world, "ggs").deps).compile();
    const Parent = Annotation.Root({
      task: Annotation<PlanningTask>,
      stage: Annotation<string>,
      final: Annotation<FinalResult | null>({ reducer: (_c, u) => u, default: () => null }),
      directiveHistory: Annotation<string[]>({ reducer: (_c, u) => u, default: () => [] }),
    });
    const parent = new StateGraph(Parent)
      .addNode("draftOutline", async (s: typeof Parent.State, config) => {
        const out: MediumLoopStateType = await medium.invoke({ task: s.task, scope: s.stage }, config);
        return { final: out.final, directiveHistory: out.directiveHistory };
      })
      .addEdge(START, "draftOutline")
      .addEdge("draftOutline", END)
      .compile({ checkpointer: new MemorySaver() });
    const out = await parent.invoke(
      { task: { task_id: "t1", intent: "x", context: "", task_criteria: [crit("ok")] }, stage: "DRAFT_OUTLINE" },
      { configurable: { thread_id: "parent-1" }, recursionLimit: 60 },
    );
    expect(out.final?.directive).toBe("accept");
    expect(out.directiveHistory).toEqual(["init→change_path", "change_path→accept"]);
  });
});
