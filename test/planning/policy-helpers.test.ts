import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { InteractionPolicy, PatternSpec } from "../../src/contracts/planning.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { elicitContext, summarizePlan } from "../../src/planning/policy-helpers.js";
import { generateOutline } from "../../src/planning/outline.js";
import { selectPattern } from "../../src/planning/patterns.js";
import { perceive, readingOf } from "../fixtures/task.js";
import { BENCH_GOALS } from "../fixtures/goals.js";

const NOW = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
const policy = (p: Partial<InteractionPolicy> = {}) => InteractionPolicy.parse(p);

// The first reading trains the offline pattern classifier; that is not what these cases time.
beforeAll(() => void readingOf("warm up", NOW), 120_000);

describe("ContextElicitor (on the reading)", () => {
  const pattern = (r: GoalReading) => patternFromReading(r, { allowProposals: true });
  // Vague, no deadline, and an RFC-proposed subtype: three essentials missing.
  const proposed = PatternSpec.parse({ pattern_type: "milestone_project", subtype: "proposed:self_improvement", introduced_by: "ai_adaptation", rfc: "new" });

  it.each([0, 1, 2, 3])("probing_depth %i caps the questions", (depth) => {
    const vague = readingOf("get better", NOW);
    const r = elicitContext(vague, policy({ probing_depth: depth }), { pattern: proposed });
    expect(r.missing).toEqual(["goal_detail", "deadline", "subtype_approval"]);
    expect(r.questions).toHaveLength(Math.min(depth, 3));
    expect(r.questions.map((q) => q.field)).toEqual(r.missing.slice(0, depth));
    expect(r.confidence).toBeLessThan(1);
  });

  it.each(BENCH_GOALS.filter((g) => g.id !== "weekend-only-daily").map((g) => [g.id, g] as const))("%s: nothing essential missing → no questions", (_id, g) => {
    const reading = readingOf(g.goal, g);
    const r = elicitContext(reading, policy({ probing_depth: 3 }), { pattern: { ...pattern(reading), subtype: null } });
    expect(r.questions).toEqual([]);
    expect(r.confidence).toBe(1);
  });

  it("asks for a deadline for a milestone goal without one, and for a cadence for a routine without one", () => {
    const noDeadline = readingOf("Launch my bakery's online shop: pick a platform, set up payments.", NOW);
    expect(elicitContext(noDeadline, policy(), { pattern: PatternSpec.parse({ pattern_type: "milestone_project", subtype: "launch" }) }).missing).toEqual(["deadline"]);
    const noCadence = readingOf("Keep up my journaling habit.", NOW);
    const r = elicitContext(noCadence, policy(), { pattern: PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }) });
    expect(r.missing).toEqual(["cadence"]);
  });

  it("asks about a stated date that has passed instead of reading it as no deadline", () => {
    const past = readingOf("Submit the flood insurance claim paperwork by September 30, 2026.", NOW);
    expect(past.deadline).toBeNull();
    const r = elicitContext(past, policy(), { pattern: PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }) });
    expect(r.missing).toContain("deadline");
    expect(r.questions.find((q) => q.field === "deadline")!.text).toMatch(/already passed/);
  });

  it("the confirm variant offers a default", () => {
    const noDeadline = readingOf("Launch my bakery's online shop: pick a platform, set up payments.", NOW);
    const q = elicitContext(noDeadline, policy(), { pattern: PatternSpec.parse({ pattern_type: "milestone_project", subtype: "launch" }), variant: "confirm" }).questions[0]!;
    expect(q.default).not.toBeNull();
  });

  it("a goal in another language is not vague for lack of English words", () => {
    const ja = readingOf("毎朝10分瞑想する", NOW);
    expect(elicitContext(ja, policy(), { pattern: PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }) }).missing).not.toContain("goal_detail");
  });
});

describe("Summarizer", () => {
  const g = BENCH_GOALS.find((x) => x.id === "half-marathon")!;
  const task = perceive(g.goal, { now: g.now, timezone: g.timezone });
  const outline = generateOutline(task, selectPattern(task).pattern, { now: g.now });

  it("concise is shorter than standard, which is shorter than conversational", () => {
    const concise = summarizePlan(outline, policy({ conversation_style: "concise", talkativeness: 0.5 }));
    const standard = summarizePlan(outline, policy({ conversation_style: "standard", talkativeness: 0.5 }));
    const chatty = summarizePlan(outline, policy({ conversation_style: "conversational", talkativeness: 0.5 }));
    expect(concise.text.length).toBeLessThan(standard.text.length);
    expect(standard.text.length).toBeLessThan(chatty.text.length);
    expect(concise.sentences).toBeLessThan(chatty.sentences);
  });

  it("talkativeness lengthens the lists at the same style", () => {
    const low = summarizePlan(outline, policy({ conversation_style: "conversational", talkativeness: 0 }));
    const high = summarizePlan(outline, policy({ conversation_style: "conversational", talkativeness: 1 }));
    expect(low.text.length).toBeLessThan(high.text.length);
  });

  it.each([
    ["friendly", /^Here's your plan/],
    ["clinical", /^Plan summary/],
    ["neutral", /^Plan:/],
  ] as const)("tone %s sets the wording", (tone, re) => {
    expect(summarizePlan(outline, policy({ tone })).text).toMatch(re);
  });

  it("mentions the deadline and the goal", () => {
    const s = summarizePlan(outline, policy()).text;
    expect(s).toContain("2027-02-23");
    expect(s).toContain("Run a half marathon");
  });
});
