/**
 * Clarification answers through the real planner (the offline reader, the planning StageRunner
 * over the medium loop): a vague goal asked "what should it achieve?" and "how often?" is answered
 * the ways people answer — one sentence holding both, two sentences, two lines in another order,
 * numbered out of order, or the rhythm only. The goal detail goes to the goal, the rhythm to the
 * rhythm; the goal question is asked again only when no result was named; and a proposed new
 * subtype is named from what the person said, never from the vague title ("get_better").
 */
import { Command } from "@langchain/langgraph";
import { beforeAll, describe, expect, it } from "vitest";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import type { PlannerStateType } from "../../graphs/planner/state.js";
import { makePlanner, pending, type Interrupt } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

beforeAll(() => void readingOf("warm up", { now: "2026-12-01T08:00:00", timezone: "UTC" }), 120_000);

const VAGUE = { goal: "Get better", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" };
const planner = makePlanner();

async function begin(threadId: string) {
  const config = { configurable: { thread_id: threadId }, recursionLimit: PLANNER_RECURSION_LIMIT };
  await planner.graph.invoke(VAGUE, config);
  const first = await pending(planner, config);
  const answer = async (text: string): Promise<{ state: PlannerStateType; pause: Interrupt | null }> => {
    const state = (await planner.graph.invoke(new Command({ resume: text }), config)) as PlannerStateType;
    return { state, pause: await pending(planner, config) };
  };
  return { config, first, answer };
}

/** What the person said, wherever it stood in the answer: the goal, its date, its rhythm and its evenings. */
function expectBeekeeping(state: PlannerStateType, pause: Interrupt | null, applied = ["goal", "cadence", "deadline"]) {
  expect(pause?.kind, JSON.stringify(pause)).not.toBe("clarification");
  expect(state.reading).toMatchObject({
    title: "Become a licensed beekeeper",
    deadline: "2027-06-01",
    cadence: { count: 3, per: "week" },
    windows: [{ days: null, start: "17:00", end: "22:00" }],
  });
  expect(state.changes.at(-1)?.applied.map((a) => a.field)).toEqual(expect.arrayContaining(applied));
  // A proposal (when no known subtype fits) is named after the goal, in words.
  const proposal = state.reading!.pattern.proposal;
  if (proposal) {
    expect(proposal.name).toBe("become_a_licensed_beekeeper");
    // The label is the person's words alone; the question around it says the kind in their language.
    expect(proposal.label).toBe("Become a licensed beekeeper");
  }
  const text = JSON.stringify(pause);
  expect(text).not.toMatch(/get_better|get better/i);
  if (pause?.kind === "rfc") {
    expect(String(pause.proposed_subtype)).toBe("proposed:become_a_licensed_beekeeper");
    expect(String(pause.question)).toMatch(/"Become a licensed beekeeper"/);
    expect(String(pause.question)).not.toMatch(/[a-z]_[a-z]/);
  }
}

describe("answers to 'what should it achieve?' and 'how often?'", () => {
  it("the vague goal asks both", async () => {
    const { first } = await begin("clar-ask");
    expect(first?.kind).toBe("clarification");
    expect((first?.questions ?? []).map((q) => q.field)).toEqual(["goal_detail", "cadence"]);
  });

  it.each([
    ["one sentence holding both", "I want to become a licensed beekeeper by June 1, 3 times a week after work."],
    ["two sentences on one line", "Become a licensed beekeeper by June 1. Three times a week after work."],
    ["two lines in the other order, unnumbered", "3 times a week after work\nI want to become a licensed beekeeper by June 1"],
    ["numbered out of order", "2. 3 times a week after work\n1. Become a licensed beekeeper by June 1"],
    ["one line per question in order", "My goal is to become a licensed beekeeper by June 1\n3 times a week after work"],
  ])("%s: the goal goes to the goal, the rhythm to the rhythm, nothing is asked again", async (_how, text) => {
    const { answer } = await begin(`clar-${text.length}-${text.slice(0, 6)}`);
    const { state, pause } = await answer(text);
    expectBeekeeping(state, pause);
  });

  it("the rhythm alone is taken and only the goal is asked again; its answer names the plan and the new subtype", async () => {
    const { answer } = await begin("clar-rhythm-first");
    const one = await answer("3 times a week after work.");
    expect(one.pause?.kind).toBe("clarification");
    expect((one.pause?.questions ?? []).map((q) => q.field)).toEqual(["goal_detail"]);
    expect(one.state.reading).toMatchObject({ title: "Get better", cadence: { count: 3, per: "week" } });
    // The rhythm answer did not pretend to name the goal.
    expect(one.state.changes.at(-1)?.applied.map((a) => a.field)).not.toContain("goal");

    const two = await answer("Become a licensed beekeeper by June 1");
    // The rhythm of the first answer stays; the second applies the goal and its date.
    expectBeekeeping(two.state, two.pause, ["goal", "deadline"]);
    // Through the RFC (either way) to a plan titled with the person's words.
    let pause = two.pause;
    let state = two.state;
    for (let i = 0; i < 4 && pause && pause.kind !== "approval"; i++) ({ state, pause } = await answer(pause.kind === "rfc" ? "approve" : pause.kind === "escalation" ? "1" : "approve"));
    expect(pause?.kind).toBe("approval");
    expect(String(pause?.question)).toMatch(/Become a licensed beekeeper/);
    expect(String(pause?.question)).not.toMatch(/Get better/);
    const root = state.outline!.nodes.find((n) => n.id === state.outline!.root_id)!;
    expect(root.title).toBe("Become a licensed beekeeper");
  });
});
