/**
 * The acceptance goals of heldout-plans.test.ts with a reader that reads exactly the corpus
 * labels (each goal's evaluated fields, each change request's expected delta; the offline
 * reader's title and items): what fails here is the planner's, not a misreading. Bench goals have
 * no corpus label and are read by the offline reader.
 */
import { Command } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { benchGoals, heldoutGoals, labelReader, makePlanner, oracleAfter, oracleFor, recurringIds, taskTitles, withReadActivities, requestChange, toApproval, violations } from "./heldout.js";

/** Failures with the labels as the reading, and why. */
const KNOWN_FAILURES: ReadonlyMap<string, string> = new Map<string, string>([]);

const GOALS = [...heldoutGoals(), ...benchGoals()];
const planner = makePlanner(labelReader(GOALS));

describe.each(GOALS.map((g) => [g.id, g] as const))("%s read as labelled", (id, g) => {
  it("plans within every stated constraint, or escalates with an alternative that plans", async () => {
    const walk = await toApproval(planner, g, `lab-${id}`);
    const problems: string[] = [];
    if (g.infeasible && !walk.escalation) problems.push(`the label is ${g.infeasible.verdict} (${g.infeasible.code}) but no escalation came: ${walk.pauses.join(" > ")}`);
    if (!g.infeasible && walk.escalation) problems.push(`escalated (${String(walk.escalation.code)}) though the label is feasible: ${String(walk.escalation.question)}`);
    if (!walk.approvalAt) problems.push(`no approval pause: ${walk.pauses.join(" > ")} at ${walk.state.stage}`);
    else {
      const done = await planner.graph.invoke(new Command({ resume: "approve" }), { configurable: { thread_id: `lab-${id}` }, recursionLimit: PLANNER_RECURSION_LIMIT });
      if (done.stage !== "COMPLETE") problems.push(`approve did not complete: ${done.stage}`);
      else problems.push(...violations(done.schedule!, withReadActivities(oracleFor(g, walk), done), recurringIds(done), taskTitles(done)).slice(0, 5));
    }
    const known = KNOWN_FAILURES.get(id);
    if (known) expect(problems, `now passes: remove it from KNOWN_FAILURES (${known})`).not.toEqual([]);
    else expect(problems).toEqual([]);
  });

  it.each(g.changes.map((c, i) => [i, c.text, c] as const))("change request #%i %s keeps the label with its delta", async (i, text, c) => {
    const thread = `lab-${id}-change-${i}`;
    const walk = await toApproval(planner, g, thread);
    const out = await requestChange(planner, thread, text);
    expect(out.result).not.toBe("silent");
    const oracle = out.result === "applied" ? oracleAfter(oracleFor(g, walk), c.expect) : oracleFor(g, walk);
    const problems = out.state.schedule && out.pause === "approval" ? violations(out.state.schedule, withReadActivities(oracle, out.state), recurringIds(out.state), taskTitles(out.state)) : [`no approval after the change: ${out.pause} ${out.question.slice(0, 200)}`];
    const known = KNOWN_FAILURES.get(id);
    if (known) expect(problems, `now passes: remove it from KNOWN_FAILURES (${known})`).not.toEqual([]);
    else expect(problems).toEqual([]);
  });
});
