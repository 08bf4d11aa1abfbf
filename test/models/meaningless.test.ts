/**
 * A server that answers every call with schema-valid but meaningless content: every role
 * function must come back with a typed result or a typed environmental failure, within a
 * bounded number of HTTP calls (counted at the server).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { InteractionPolicy, type SubTask, type SubTaskOutcome } from "../../src/contracts/index.js";
import { runExecutorReact } from "../../src/models/executor-react.js";
import { elicitContextWithModel, judgePlausibleCriteria, mergeAndVerify, summarizeWithModel } from "../../src/models/roles.js";
import { solveWithModel } from "../../src/models/solver.js";
import { createModelGoalReader } from "../../src/models/reading/goal-reader.js";
import type { ModelResult } from "../../src/models/errors.js";
import { generateOutline } from "../../src/planning/outline.js";
import { selectPattern } from "../../src/planning/patterns.js";
import { perceive, readingOf } from "../fixtures/task.js";
import type { ToolDefinition } from "../../src/tools/types.js";
import { completion, type ScriptedReply } from "../fixtures/openai-server.js";
import { fixedOfflineReader, forcedTool, harness, sampleReading, type Harness } from "./helpers.js";

const MEANINGLESS: Record<string, unknown> = {
  record_goal_reading: { language: "x", title: "", pattern: { type: "recurring_cycle", subtype: "zzz", confidence: 0 }, days: ["MO"] },
  record_reading_change: { parts: [{ text: "zzz", field: "days", status: "applied" }], set: { days: ["MO"] } },
  ask_questions: { questions: [] },
  record_verdicts: { verdicts: [{ criterion_index: 0, verdict: "pass", evidence: "x" }] },
  record_merge_verdicts: { verdicts: [], summary: "" },
  record_summary: { text: "." },
  classify_turn: { classification: "progress", evidence: "x" },
};

function meaningless(req: { body: Parameters<typeof forcedTool>[0] & { tools?: Array<{ function: { name: string } }> } | null }): ScriptedReply {
  const forced = forcedTool(req.body);
  if (forced) return { body: completion({ toolCalls: [{ name: forced, args: MEANINGLESS[forced] ?? {} }] }) };
  // The executor (tool_choice auto): always call the first tool with empty input, never finish.
  const first = req.body?.tools?.[0]?.function.name ?? "none";
  return { body: completion({ toolCalls: [{ name: first, args: {} }] }) };
}

const opts = { now: "2026-01-05T09:00:00", timezone: "Europe/Berlin" };
const task = perceive("Learn Spanish to B1 by summer, 3 times a week", opts);
const pattern = selectPattern(task).pattern;
const outline = generateOutline(task, pattern, opts);
const policy = InteractionPolicy.parse({});
const subtask: SubTask = {
  subtask_id: "5b0e7c1e-3f53-4a8e-9d51-0a4bde2b6c11",
  parent_task_id: task.task_id,
  intent: "draft the outline",
  success_criteria: [
    { criterion: "covers the intent", mode: "plausible" },
    { criterion: "is realistic", mode: "plausible" },
  ],
  context: "",
  deadline: null,
  sequence: 0,
  tool: "generate_outline",
  target: null,
};
const outcome: SubTaskOutcome = { subtask_id: subtask.subtask_id, parent_task_id: task.task_id, status: "matched", output: { nodes: 3 }, failure_reason: null, criteria_verdicts: [], gap_trajectory: [], tools_used: [], targets_used: [] };
const tool: ToolDefinition = { name: "generate_outline", description: "d", stage: "DRAFT_OUTLINE", input: z.object({}), output: z.unknown(), prerequisites: [], produces: ["outline"], run: () => ({ ok: true, confidence: 1, explanations: [], data: {} }) };

const KNOWN_FAILURES = new Set(["MODEL_OUTPUT_INVALID"]);

describe("schema-valid but meaningless replies for every call", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ settings: { solverFallbacks: ["fb-1"] } });
    h.server.fallback = meaningless;
  });
  afterAll(async () => h.server.close());

  const cases: Array<[string, number, () => Promise<ModelResult<unknown>>]> = [
    ["elicitContext", 2, () => elicitContextWithModel(h.ctx, { ...readingOf("Learn Spanish to B1, 3 times a week", opts), deadline: null }, { ...pattern, pattern_type: "milestone_project" }, policy)],
    ["judgePlausibleCriteria", 2, () => judgePlausibleCriteria(h.ctx, subtask, { nodes: 1 }, subtask.success_criteria)],
    ["mergeAndVerify", 2, () => mergeAndVerify(h.ctx, { task_id: task.task_id, outcomes: [outcome], task_criteria: subtask.success_criteria })],
    ["summarize", 2, () => summarizeWithModel(h.ctx, { outline, schedule: null, reading: null }, policy)],
  ];

  it.each(cases)("%s returns a typed result or typed failure within %i calls", async (_name, bound, run) => {
    const before = h.server.chatRequests.length;
    const r = await run();
    const calls = h.server.chatRequests.length - before;
    expect(calls).toBeLessThanOrEqual(bound);
    expect(r.calls).toBe(calls);
    if (!r.ok) {
      expect(r.failure_class).toBe("environmental");
      expect(KNOWN_FAILURES.has(r.code)).toBe(true);
    }
  });

  it("the goal reader reads within one call per text and keeps none of the meaningless reading", async () => {
    const offlineReading = sampleReading({ language: "es", title: "Learn Spanish", pattern: { type: "progressive_accumulation_arc", subtype: "skill_learning", confidence: 0.6 } });
    const reader = createModelGoalReader({ ctx: h.ctx, offline: fixedOfflineReader(offlineReading) });
    const before = h.server.chatRequests.length;
    const g = await reader.readGoal("Learn Spanish", opts);
    const r = await reader.readReply("sounds good", g.reading, opts);
    expect(h.server.chatRequests.length - before).toBe(2);
    expect(g.cost.calls + r.cost.calls).toBe(2);
    // language, title and pattern fail their checks; days has no quote behind it.
    expect(g.fallbacks).toEqual(["language", "title", "pattern", "days"]);
    expect(g.reading).toEqual({ ...offlineReading, reader: "merged" });
    expect(r.delta.set).toEqual({});
  });

  it("the meaningless content is caught where code can check it (not silently accepted)", async () => {
    expect((await judgePlausibleCriteria(h.ctx, subtask, {}, subtask.success_criteria)).ok).toBe(false);
    const m = await mergeAndVerify(h.ctx, { task_id: "t", outcomes: [outcome], task_criteria: subtask.success_criteria });
    expect(m.ok && m.value.ok).toBe(false); // no verdicts → rejected by default
    // No questions where one is missing: rejected by code, not an empty clarification.
    const reading = { ...readingOf("Learn Spanish to B1, 3 times a week", opts), deadline: null };
    expect((await elicitContextWithModel(h.ctx, reading, { ...pattern, pattern_type: "milestone_project" }, policy)).ok).toBe(false);
  });

  it("the executor stops at the turn limit and the solver answers within the pinned chain", async () => {
    const before = h.server.chatRequests.length;
    const t = await runExecutorReact(h.ctx, { model: "m-light", subtask, corrections: [], tools: [tool], runTool: async () => ({ ok: true, confidence: 1, explanations: [], data: {} }), turnLimit: 4 });
    expect(h.server.chatRequests.length - before).toBe(4);
    const mid = h.server.chatRequests.length;
    const v = await solveWithModel(h.ctx, t, { unit: subtask.intent });
    expect(["progress", "complete", "executor-refused", "executor-noop", "blocker"]).toContain(v.classification);
    expect(h.server.chatRequests.length - mid).toBeLessThanOrEqual(2 * 2);
  });
});
