/**
 * The planner's conversation port (graphs/planner/deps.ts ConversationPort): the clarification
 * questions and the final approval's summary come from it — code decides what is asked (the
 * port is asked only when the person will be, without the RFC gate's subtype question) and the
 * pause nodes read the words from state; the port's cost is counted. The offline summary of
 * every bench goal passes the summary checks a model's summary must pass (no false alarms on
 * the plan's own facts).
 */
import { Command, MemorySaver } from "@langchain/langgraph";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationPort } from "../../graphs/planner/deps.js";
import { offlineConversationPort } from "../../graphs/planner/conversation.js";
import { compilePlannerGraph, PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import type { PlannerInput } from "../../graphs/planner/state.js";
import { summarizePlan } from "../../src/planning/policy-helpers.js";
import { planFacts, summaryContradictions } from "../../src/planning/wording-checks.js";
import { BENCH_GOALS, completingGoals } from "../fixtures/goals.js";
import { readingOf } from "../fixtures/task.js";
import { testDeps } from "./fakes.js";

beforeAll(() => void readingOf("warm up", { now: "2026-12-01T08:00:00", timezone: "UTC" }), 120_000);

const HALF = { goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
const SHOP = { goal: "Launch my bakery's online shop: pick a platform, set up payments.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };

/** A port that words everything its own way, at a price, and records what it was asked. */
function scriptedPort() {
  const asked: { elicit: Parameters<ConversationPort["elicit"]>[0][]; summarize: Parameters<ConversationPort["summarize"]>[0][] } = { elicit: [], summarize: [] };
  const port: ConversationPort = {
    kind: "model",
    async elicit(req) {
      asked.elicit.push(req);
      const offline = await offlineConversationPort.elicit(req);
      return { ...offline, source: "model", costUsd: 0.01, value: { ...offline.value, questions: offline.value.questions.map((q) => ({ ...q, text: `Model asks: ${q.field}?` })) } };
    },
    async summarize(req) {
      asked.summarize.push(req);
      return { value: "The model's summary.", source: "model", costUsd: 0.02, failure: null };
    },
  };
  return { port, asked };
}

async function run(input: PlannerInput, port: ConversationPort, threadId: string) {
  const t = testDeps({ conversation: port });
  const graph = compilePlannerGraph(t.deps, new MemorySaver());
  const config = { configurable: { thread_id: threadId }, recursionLimit: PLANNER_RECURSION_LIMIT };
  const first = await graph.invoke(input, config);
  const interrupts = async () => (await graph.getState(config)).tasks.flatMap((x) => x.interrupts.map((i) => i.value as Record<string, unknown>));
  return { ...t, first, interrupts, reply: (resume: unknown) => graph.invoke(new Command({ resume }), config) };
}

describe("the conversation port", () => {
  it("words the clarification questions when the person is asked (not the subtype question), and its cost is counted", async () => {
    const { port, asked } = scriptedPort();
    const r = await run(SHOP, port, "c-questions");
    expect(r.first.stage).toBe("NEEDS_CLARIFICATION");
    expect(asked.elicit).toHaveLength(1);
    expect(asked.elicit[0]).toMatchObject({ except: ["subtype_approval"], spend: { sessionUsd: 0, turnUsd: 0, dailyUsd: 0 } });
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "clarification", question: "Model asks: deadline?", questions: [{ id: "q-deadline", field: "deadline" }] });
    expect(r.first.counters.costUsd).toBeCloseTo(0.01, 8);
    // A goal with nothing missing is not worded at all.
    const again = scriptedPort();
    await run(HALF, again.port, "c-nothing-missing");
    expect(again.asked.elicit).toEqual([]);
  });

  it("writes the final summary once, before the approval pause; the pause and the stored plan read it from state", async () => {
    const { port, asked } = scriptedPort();
    const r = await run(HALF, port, "c-summary");
    expect(r.first.stage).toBe("SEEK_APPROVAL");
    expect(asked.summarize).toHaveLength(1);
    expect(asked.summarize[0]!.schedule?.blocks.length).toBeGreaterThan(0);
    expect(asked.summarize[0]!.reading?.deadline).toBe("2027-02-23");
    expect(r.first.plan_summary).toBe("The model's summary.");
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "approval", summary: "The model's summary." });
    expect(String(pause!.question)).toContain("The model's summary.");
    expect(r.first.counters.costUsd).toBeCloseTo(0.02, 8);
    // The published interrupt message carries the same words.
    const published = r.bus.messages.filter((m) => m.type === "interrupt").map((m) => m.payload as { kind: string; summary?: string });
    expect(published.find((p) => p.kind === "approval")?.summary).toBe("The model's summary.");
    const done = await r.reply("approve");
    expect(done.stage).toBe("COMPLETE");
    expect(asked.summarize).toHaveLength(1); // resuming the pause asks for nothing
    expect(r.plans[0]!.summary).toBe("The model's summary.");
  });

  it("a change request that replans writes a new summary for the new plan", async () => {
    const { port, asked } = scriptedPort();
    const r = await run(HALF, port, "c-change");
    const next = await r.reply("propose changes: 3 times a week");
    expect(next.stage).toBe("SEEK_APPROVAL");
    expect(asked.summarize).toHaveLength(2);
    expect(asked.summarize[1]!.reading?.cadence).toMatchObject({ count: 3, per: "week" });
  });
});

describe("the summary checks on the offline summaries", () => {
  it.each(completingGoals(BENCH_GOALS).map((g) => [g.id, g] as const))("%s: the offline summary in every style states nothing the plan does not", async (_id, g) => {
    let checked = 0;
    for (const style of ["concise", "standard", "conversational"] as const) {
      const r = await run({ goal: g.goal, now: g.now, timezone: g.timezone, policy: { conversation_style: style } }, offlineConversationPort, `${g.id}-${style}`);
      if (r.first.stage !== "SEEK_APPROVAL") continue;
      checked += 1;
      const s = r.first;
      expect(s.plan_summary).toBe(summarizePlan(s.outline!, s.interaction_policy!).text);
      expect(summaryContradictions(s.plan_summary!, planFacts(s.outline!, s.schedule, s.reading)), s.plan_summary!).toEqual([]);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
