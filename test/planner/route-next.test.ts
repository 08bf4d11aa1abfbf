/**
 * The table, the router and the compiled graph agree: every drawn edge of the planner is a
 * hand-over the transition table allows (and every allowed one is drawn), the drawing stays
 * readable (≤ 3 edges per node on average), and the router refuses anything else.
 */
import { END, START } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { compilePlannerGraph } from "../../graphs/planner/graph.js";
import { controllerEdges, edgeLabel, handOverFrom, nodeFor, plannerNodes, routeNext } from "../../graphs/planner/route-next.js";
import { advance, controlStates, eventsFor, isExitStage, isTransitionError, type ControlState } from "../../graphs/planner/transitions.js";
import { createPlanningStageRunner } from "../../src/stages/index.js";
import { testDeps } from "./fakes.js";

function compiled() {
  const t = testDeps();
  const stageRunner = createPlanningStageRunner({ bus: t.bus, clock: t.deps.clock, caps: { agentRetryK: 2, turnLimit: 10 } });
  return compilePlannerGraph({ ...t.deps, stageRunner });
}

/** Is `from → to` one step of the table: some control state of `from`'s node, some event of its row? */
function isTableHandOver(from: string, to: string): boolean {
  return controlStates().some((s: ControlState) => {
    if (nodeFor(s) !== from) return false;
    if (to === END && s.pending === null && isExitStage(s.stage)) return true;
    return eventsFor(s).some((e) => nodeFor(advance(s, e)) === to);
  });
}

describe("the planner graph drawn from the table", () => {
  const drawn = compiled().getGraph();
  const edges = drawn.edges.map((e) => ({ from: e.source, to: e.target, label: e.data, conditional: e.conditional }));

  it("every drawn edge is a table hand-over, labelled with its events, and every hand-over is drawn", () => {
    for (const e of edges) {
      if (e.from === START) {
        expect(e.to).toBe("perceive"); // a run with input enters the table at PERCEIVE
        continue;
      }
      expect(isTableHandOver(e.from, e.to), `${e.from} → ${e.to}`).toBe(true);
      expect(e.conditional).toBe(true);
    }
    const table = controllerEdges();
    const key = (x: { from: string; to: string }) => `${x.from}>${x.to}`;
    expect(edges.filter((e) => e.from !== START).map(key).sort()).toEqual(table.map(key).sort());
    for (const t of table) {
      const d = edges.find((e) => key(e) === key(t))!;
      if (t.events.length) expect(d.label).toBe(edgeLabel(t));
    }
    expect(edges.find((e) => e.from === "draftStage" && e.to === "resolveBlocker")?.label).toBe("blocker, over_budget");
    expect(edges.find((e) => e.from === "draftStage" && e.to === "validateRoadmap")?.label).toBe("DRAFT_ROADMAP: success");
  });

  it("has at most 3 edges per node on average, with or without the start and end markers", () => {
    const nodes = Object.keys(drawn.nodes);
    expect(nodes).toContain(START);
    expect(nodes).toContain(END);
    expect(edges.length / nodes.length).toBeLessThanOrEqual(3);
    expect(edges.length / (nodes.length - 2)).toBeLessThanOrEqual(3);
    expect(nodes.filter((n) => n !== START && n !== END).sort()).toEqual([...plannerNodes()].sort());
  });

  it("shows the medium loop inside draftStage when x-rayed", () => {
    const xray = compiled().getGraph({ xray: true });
    const inner = Object.keys(xray.nodes).filter((n) => n.startsWith("draftStage"));
    for (const node of ["plan", "executeSubtask", "metaValidate", "solveGradient"]) expect(inner).toContain(`draftStage:${node}`);
  });
});

describe("routeNext", () => {
  it("is total over the table and lands on the node the table's edge list names", () => {
    for (const s of controlStates()) {
      for (const e of eventsFor(s)) {
        const next = advance(s, e);
        const from = nodeFor(s);
        if (from === END) continue;
        const { route, pathMap } = handOverFrom(from);
        expect(pathMap[route({ ...next, persisted: false })]).toBe(routeNext({ ...next, persisted: false }));
      }
    }
  });

  it("ends the run once COMPLETE is persisted", () => {
    expect(routeNext({ stage: "COMPLETE", pending: null, persisted: false })).toBe("persistPlan");
    expect(routeNext({ stage: "COMPLETE", pending: null, persisted: true })).toBe(END);
  });

  it("refuses a hand-over the table does not allow", () => {
    const { route } = handOverFrom("perceive");
    expect(() => route({ stage: "SEEK_APPROVAL", pending: null, persisted: false })).toThrow(/perceive cannot hand over to seekApproval/);
    try {
      route({ stage: "DRAFT_OUTLINE", pending: "blocker", persisted: false });
      expect.fail("expected a TransitionError");
    } catch (e) {
      expect(isTransitionError(e)).toBe(true);
    }
  });
});
