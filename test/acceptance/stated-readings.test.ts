/**
 * Goals with hand-written readings through the real planner (offline, the medium loop, checkpoints)
 * to approval and COMPLETE; every block held in the goal's own zone to the reading: its days,
 * windows, start times, per-day lengths, rhythm — and each activity the person gave its own rhythm
 * or times to those (stated-readings.ts). The planner alone: a violation here is the planner's.
 */
import { Command } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { makePlanner, oracleFor, recurringIds, taskTitles, toApproval, violations } from "./heldout.js";
import { OWN_GOALS } from "./own-goals.js";
import { STATED_CASES, asAcceptanceGoal, statedReader } from "./stated-readings.js";

const CASES = [...STATED_CASES, ...OWN_GOALS];
const planner = makePlanner(statedReader(CASES));

describe.each(CASES.map((c) => [c.id, c] as const))("%s", (id, c) => {
  it("plans within every stated constraint", async () => {
    const g = asAcceptanceGoal(c);
    const walk = await toApproval(planner, g, `stated-${id}`);
    expect(walk.escalation, String(walk.escalation?.question ?? "")).toBeNull();
    expect(walk.approvalAt, walk.pauses.join(" > ")).not.toBeNull();
    const done = await planner.graph.invoke(new Command({ resume: "approve" }), { configurable: { thread_id: `stated-${id}` }, recursionLimit: PLANNER_RECURSION_LIMIT });
    expect(done.stage).toBe("COMPLETE");
    expect(done.schedule!.unplaced).toEqual([]);
    expect(violations(done.schedule!, oracleFor(g, walk), recurringIds(done), taskTitles(done)).slice(0, 8)).toEqual([]);
  });
});
