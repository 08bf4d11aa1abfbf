/**
 * Controller flows with a direct stage runner: the interrupts, replies, RFC paths, approval
 * policies, change requests, escalation and caps — through the compiled graph with a checkpointer.
 */
import { Command, MemorySaver } from "@langchain/langgraph";
import { beforeAll, describe, expect, it } from "vitest";
import { compilePlannerGraph, PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import type { PlannerInput, PlannerStateType } from "../../graphs/planner/state.js";
import { advance, type ControlState } from "../../graphs/planner/transitions.js";
import { offlineReaderPort } from "../../graphs/planner/reader.js";
import type { GoalReaderPort } from "../../graphs/planner/deps.js";
import { readingOf } from "../fixtures/task.js";
import { planSchedule } from "../../src/planning/schedule.js";
import { DirectStageRunner, testDeps } from "./fakes.js";

// The first reading trains the offline pattern classifier; that is not what these cases time.
beforeAll(() => void readingOf("warm up", { now: "2026-12-01T08:00:00", timezone: "UTC" }), 120_000);

const HALF = { goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };

async function start(input: PlannerInput, over: Parameters<typeof testDeps>[0] = {}, threadId = "t1") {
  const t = testDeps(over);
  const graph = compilePlannerGraph(t.deps, new MemorySaver());
  const config = { configurable: { thread_id: threadId }, recursionLimit: PLANNER_RECURSION_LIMIT };
  const first = await graph.invoke(input, config);
  const reply = (resume: unknown) => graph.invoke(new Command({ resume }), config);
  const interrupts = async () => (await graph.getState(config)).tasks.flatMap((t) => t.interrupts.map((i) => i.value as Record<string, unknown>));
  /** Every change of (stage, pending) between two checkpoints, checked against the table: the walk the thread took. */
  const walk = async () => {
    const history: PlannerStateType[] = [];
    for await (const snap of graph.getStateHistory(config)) history.unshift(snap.values as PlannerStateType);
    const steps: string[] = [];
    for (const [i, next] of history.entries()) {
      const prev = history[i - 1];
      // A node that took no transition (persistPlan) leaves the control state and the event as they were.
      if (!prev || !next.last_event || (next.stage === prev.stage && next.pending === prev.pending && next.last_event === prev.last_event)) continue;
      const from: ControlState = next.last_event === "perceived" || next.last_event === "input_invalid" ? { stage: "PERCEIVE", pending: null } : { stage: prev.stage, pending: prev.pending };
      expect({ stage: next.stage, pending: next.pending }, `${from.stage}/${from.pending} --${next.last_event}-->`).toEqual(advance(from, next.last_event));
      steps.push(`${next.last_event}→${next.pending ? `${next.stage}/${next.pending}` : next.stage}`);
    }
    return steps;
  };
  return { ...t, graph, config, first, reply, interrupts, walk };
}

describe("planner controller", () => {
  it("runs to the approval interrupt, then COMPLETE on approve, persisting once", async () => {
    const r = await start(HALF);
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "approval", stage: "SEEK_APPROVAL", accepts: expect.arrayContaining(["approve", "reject"]) });
    expect(String(pause!.call_to_action)).toMatch(/approve/);
    expect(r.first.stage).toBe("SEEK_APPROVAL");
    const done = await r.reply("approve");
    expect(done.stage).toBe("COMPLETE");
    expect(done.persisted).toBe(true);
    expect(r.plans).toHaveLength(1);
    expect(r.plans[0]!.schedule!.blocks.length).toBeGreaterThan(0);
    expect(await r.interrupts()).toEqual([]);
    // Bus: stage changes in order, one task_spec, no duplicate idempotency keys.
    const keys = r.bus.messages.map((m) => m.idem_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.bus.messages.filter((m) => m.type === "task_spec")).toHaveLength(1);
    // Each stage change was announced once, and the thread walked the table and nothing else.
    const announced = r.bus.messages.filter((m) => m.type === "stage_change").map((m) => (m.payload as { to: string }).to);
    expect(announced).toEqual(["COLLECT_CONTEXT", "DRAFT_OUTLINE", "VALIDATE_OUTLINE", "DRAFT_ROADMAP", "VALIDATE_ROADMAP", "DRAFT_SCHEDULE", "VALIDATE_SCHEDULE", "SEEK_APPROVAL", "COMPLETE", "COMPLETE"]);
    expect(await r.walk()).toEqual([
      "perceived→COLLECT_CONTEXT",
      "sufficient_context→DRAFT_OUTLINE",
      "success→VALIDATE_OUTLINE",
      "valid→DRAFT_ROADMAP",
      "success→VALIDATE_ROADMAP",
      "valid→DRAFT_SCHEDULE",
      "success→VALIDATE_SCHEDULE",
      "valid→SEEK_APPROVAL",
      "approved→COMPLETE",
    ]);
  });

  it("re-asks on an unusable reply instead of crashing", async () => {
    const r = await start(HALF);
    await r.reply("sure, why not");
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "approval", reask: expect.stringMatching(/approve/) });
    expect((await r.reply({ text: "approve" })).stage).toBe("COMPLETE");
    expect((await r.walk()).slice(-2)).toEqual(["unusable_reply→SEEK_APPROVAL", "approved→COMPLETE"]);
  });

  it("reject ends ABORTED with the reason", async () => {
    const r = await start(HALF);
    const out = await r.reply("reject: too much");
    expect(out.stage).toBe("ABORTED");
    expect(out.exit_reason).toMatchObject({ code: "REJECTED_BY_USER" });
    expect(r.plans).toHaveLength(0);
  });

  it("propose changes is read into the reading, replans from the earliest stage it affects, and says what was applied", async () => {
    const runner = new DirectStageRunner();
    const r = await start(HALF, { stageRunner: runner });
    const before = runner.calls.length;
    const out = await r.reply("propose changes: evenings only please");
    expect(out.stage).toBe("SEEK_APPROVAL");
    // The windows are in the reading; the outline reads them (session caps), so planning starts there.
    expect(out.reading?.windows).toEqual([{ days: null, start: "17:00", end: "22:00" }]);
    expect(out.reading?.not_before).toBe("07:00"); // what the person did not mention stays
    expect(runner.calls.slice(before).map((c) => `${c.stage}#${c.attempt}`)).toEqual(["DRAFT_OUTLINE#1", "DRAFT_ROADMAP#1", "DRAFT_SCHEDULE#1"]);
    expect(runner.calls.at(-1)!.availability.windows).toEqual([{ start: "17:00", end: "22:00" }]);
    for (const b of out.schedule!.blocks) expect(Number(b.start.slice(11, 13))).toBeGreaterThanOrEqual(17);
    expect(out.changes).toEqual([expect.objectContaining({ source: "change_request", replan_from: "DRAFT_OUTLINE", applied: [expect.objectContaining({ field: "windows" })], not_applied: [] })]);
    const [pause] = await r.interrupts();
    expect(String(pause!.question)).toMatch(/^Applied: time of day/);
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
  });

  it("a change request with nothing to apply keeps the plan up and says why", async () => {
    const runner = new DirectStageRunner();
    const r = await start(HALF, { stageRunner: runner });
    const before = runner.calls.length;
    const out = await r.reply("propose changes: make it more fun");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(runner.calls.length).toBe(before);
    expect(out.schedule?.blocks.length).toBe(r.first.schedule?.blocks.length);
    const [pause] = await r.interrupts();
    expect(String(pause!.question)).toMatch(/Not applied: "make it more fun" — /);
    expect(await r.walk()).toContain("nothing_applied→SEEK_APPROVAL");
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
  });

  it("a change request that would make the goal impossible is not applied, and the plan stays approvable", async () => {
    const r = await start(HALF);
    const out = await r.reply("propose changes: 10 times a week");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(out.reading?.cadence?.count).toBe(4);
    const [pause] = await r.interrupts();
    expect(String(pause!.question)).toMatch(/Not applied: .*10 times a week/);
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
  });

  it("five and more change requests in a row end in an approvable plan (human requests are never capped)", async () => {
    const runner = new DirectStageRunner();
    const r = await start(HALF, { stageRunner: runner });
    const requests = ["only 3 times a week", "evenings only", "sessions of 45 minutes", "not on Fridays", "start at 18:30", "make it more fun", "twice a week"];
    let out = r.first;
    for (const text of requests) {
      out = await r.reply(`propose changes: ${text}`);
      expect(out.stage, text).toBe("SEEK_APPROVAL");
      const [pause] = await r.interrupts();
      expect(pause?.kind, text).toBe("approval");
      // Every request is answered: applied, passed on, or not applied with why.
      expect(String(pause!.question), text).toMatch(/Applied:|Not applied:|Passed on/);
    }
    expect(out.changes).toHaveLength(requests.length);
    expect(out.reading).toMatchObject({ cadence: { count: 2, per: "week" }, session_minutes: 45, windows: [{ start: "17:00", end: "22:00" }] });
    for (const b of out.schedule!.blocks) {
      const start = b.start.slice(11, 16);
      expect(start >= "17:00" && b.end.slice(11, 16) <= "22:00").toBe(true);
      expect(new Date(b.start).getUTCDay()).not.toBe(5);
    }
    const done = await r.reply("approve");
    expect(done.stage).toBe("COMPLETE");
    expect(r.plans).toHaveLength(1);
  });

  it("a vague goal asks at most probing_depth questions, then plans with the answer", async () => {
    const r = await start({ goal: "Get better", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00", policy: { probing_depth: 1 } });
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "clarification" });
    expect((pause!.questions as unknown[]).length).toBeLessThanOrEqual(1);
    expect(r.first.stage).toBe("NEEDS_CLARIFICATION");
    const next = await r.reply("Run a 10k race by March 1, 3 times a week");
    expect(["SEEK_APPROVAL", "NEEDS_CLARIFICATION"]).toContain(next.stage);
  });

  it("probing_depth 0 never asks", async () => {
    const r = await start({ goal: "Get better", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00", policy: { probing_depth: 0 } });
    expect((await r.interrupts()).every((i) => i.kind !== "clarification")).toBe(true);
  });

  it("an impossible goal pauses with an escalation offering checked alternatives; the chosen one plans", async () => {
    const goal = { goal: "Write my thesis, about 40 hours of work, by Friday, an hour each evening.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
    const r = await start(goal);
    expect(r.first.stage).toBe("NEEDS_SCHED_ESCALATION");
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "escalation", code: "EFFORT_EXCEEDS_TIME", verdict: "impossible" });
    const choices = pause!.choices as { n: number; id: string; label: string }[];
    expect(choices.length).toBeGreaterThan(0);
    expect(String(pause!.question)).toContain(`1. ${choices[0]!.label}`);
    expect(pause!.accepts).toEqual(expect.arrayContaining(["1", "reject"]));
    // Garbage is asked again, not a dead end.
    await r.reply("hmm");
    expect((await r.interrupts())[0]).toMatchObject({ kind: "escalation", reask: expect.stringMatching(/could not read/) });
    const out = await r.reply("1");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(out.reading?.deadline).toBe(choices[0]!.label.match(/\d{4}-\d{2}-\d{2}/)![0]);
    expect(out.schedule!.blocks.length).toBeGreaterThan(0);
    expect(await r.walk()).toEqual(expect.arrayContaining(["infeasible→NEEDS_SCHED_ESCALATION", "unusable_reply→NEEDS_SCHED_ESCALATION", "chose_alternative→COLLECT_CONTEXT"]));
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
  });

  it("at an escalation a new constraint in the person's words is read into the reading; only a rejection ends the thread", async () => {
    const goal = { goal: "Write my thesis, about 40 hours of work, by Friday, an hour each evening.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
    const r = await start(goal, {}, "esc-2");
    const out = await r.reply("by March 1");
    expect(out.reading?.deadline).toBe("2027-03-01");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(out.changes.at(-1)).toMatchObject({ source: "escalation", applied: [expect.objectContaining({ field: "deadline" })] });
    const r2 = await start(goal, {}, "esc-3");
    const stopped = await r2.reply("reject: not now");
    expect(stopped.stage).toBe("ABORTED");
    expect(stopped.exit_reason).toMatchObject({ code: "ESCALATION_REJECTED" });
  });

  // The reader flags "every day, but only on weekends" as a CONFLICT; the feasibility check
  // escalates it instead of quietly planning weekends.
  it("an every-day goal allowed only on weekends escalates", async () => {
    const r = await start({ goal: "Swim every day for the next 4 weeks, but I can only swim on weekends.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" });
    expect(r.first.stage).toBe("NEEDS_SCHED_ESCALATION");
    expect((await r.interrupts())[0]).toMatchObject({ kind: "escalation", code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS" });
  });

  it("a stated deadline that has passed is asked about, not read as no deadline", async () => {
    const r = await start({ goal: "Submit the flood insurance claim paperwork by September 30, 2026.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" }, {}, "past-1");
    expect(r.first.stage).toBe("NEEDS_CLARIFICATION");
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "clarification" });
    expect(String(pause!.question)).toMatch(/already passed/);
    const out = await r.reply("by January 15");
    expect(out.reading?.deadline).toBe("2027-01-15");
    expect(out.reading?.issues).toEqual([]);
    expect(out.stage).toBe("SEEK_APPROVAL");
    for (const b of out.schedule!.blocks) expect(b.start.slice(0, 10) <= "2027-01-15").toBe(true);
  });

  it("a schedule with work that did not fit goes to the person with it reported as unplaced", async () => {
    const runner = new DirectStageRunner({
      DRAFT_SCHEDULE: (req) => {
        const { schedule } = planSchedule({ outline: req.artifacts.outline!, roadmap: req.artifacts.roadmap ?? null, availability: req.availability, now: req.now, timezone: req.timezone });
        const first = schedule.blocks[0]!;
        const partial = { ...schedule, blocks: schedule.blocks.slice(1), unplaced: [{ task_id: first.task_id, count: 1, reason: "no free allowed slot before its deadline" }] };
        return {
          final: { kind: "final_result", task_id: `${req.threadId}:DRAFT_SCHEDULE`, summary: "abandon", output: null, loss: { D: 0.2, P: 0.5, Omega: 0.3, L: 0.3 }, grad_l: 0, replans: 3, prev_directive: "change_path", directive: "abandon", rationale: "test" },
          artifacts: { schedule: partial },
          violations: [`unplaced: ${first.task_id} ×1: no free allowed slot before its deadline`],
          confidence: { model: 0.3, rules: 0.5, heuristics: 0.5 },
        };
      },
    });
    const r = await start(HALF, { stageRunner: runner }, "partial-1");
    expect(r.first.stage).toBe("SEEK_APPROVAL");
    const [pause] = await r.interrupts();
    expect(pause!.unplaced).toEqual([{ task: expect.any(String), task_id: expect.any(String), count: 1, reason: "no free allowed slot before its deadline" }]);
    expect(String(pause!.question)).toMatch(/1 session could not be placed: .* ×1 \(no free allowed slot before its deadline\)/);
    // The person's reply is a new turn: the schedule stage ran once, not again on low confidence.
    expect(runner.calls.filter((c) => c.stage === "DRAFT_SCHEDULE")).toHaveLength(1);
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
    expect(r.plans[0]!.schedule!.unplaced).toHaveLength(1);
  });

  it("a roadmap that cannot fit the deadline escalates with its reason instead of aborting", async () => {
    const runner = new DirectStageRunner({
      DRAFT_ROADMAP: (req) => ({
        final: { kind: "final_result", task_id: `${req.threadId}:DRAFT_ROADMAP`, summary: "abandon", output: null, loss: { D: 1, P: 1, Omega: 0.8, L: 1 }, grad_l: 0, replans: 4, prev_directive: "break_symmetry", directive: "abandon", rationale: "test" },
        infeasible: { code: "ROADMAP_INFEASIBLE", reason: "no roadmap fits the deadline", details: {} },
      }),
    });
    const r = await start(HALF, { stageRunner: runner });
    expect(r.first.stage).toBe("NEEDS_SCHED_ESCALATION");
    expect(r.first.exit_reason).toMatchObject({ code: "ROADMAP_INFEASIBLE" });
  });

  it("milestone_approvals asks after the outline and the roadmap, then the final approval", async () => {
    const r = await start({ ...HALF, policy: { approval_policy: "milestone_approvals" } });
    const kinds: string[] = [];
    let out = r.first;
    for (let i = 0; i < 5 && out.stage !== "COMPLETE"; i++) {
      const [p] = await r.interrupts();
      kinds.push(`${p!.kind}:${p!.target}`);
      out = await r.reply("approve");
    }
    expect(kinds).toEqual(["approval:outline", "approval:roadmap", "approval:plan"]);
    expect(out.stage).toBe("COMPLETE");
  });

  it("strict_every_step also approves the pattern", async () => {
    const r = await start({ ...HALF, policy: { approval_policy: "strict_every_step" } });
    const kinds: string[] = [];
    let out = r.first;
    for (let i = 0; i < 6 && out.stage !== "COMPLETE"; i++) {
      const [p] = await r.interrupts();
      kinds.push(String(p!.target));
      out = await r.reply("approve");
    }
    expect(kinds).toEqual(["pattern", "outline", "roadmap", "plan"]);
    expect((await r.walk()).filter((w) => w.includes("stage_approval") || w.startsWith("approved"))).toEqual([
      "needs_approval→VALIDATE_OUTLINE/stage_approval",
      "next_target→VALIDATE_OUTLINE/stage_approval",
      "approved→DRAFT_ROADMAP",
      "needs_approval→VALIDATE_ROADMAP/stage_approval",
      "approved→DRAFT_SCHEDULE",
      "approved→COMPLETE",
    ]);
  });

  it("a blocker pauses the thread; abandon aborts, retry runs the stage again", async () => {
    let calls = 0;
    const runner = new DirectStageRunner({
      DRAFT_ROADMAP: () => (++calls === 1 ? { blocker: { subtask_id: "s", intent: "build roadmap", reason: "executor-refused", evidence: "I'm sorry", refused_models: ["a", "b", "c"] }, final: null } : null),
    });
    const r = await start(HALF, { stageRunner: runner });
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "blocker", accepts: ["retry", "abandon"] });
    const out = await r.reply("retry");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(await r.walk()).toContain("blocker→DRAFT_ROADMAP/blocker");
    expect(await r.walk()).toContain("retry→DRAFT_ROADMAP");
    const r2 = await start(HALF, { stageRunner: new DirectStageRunner({ DRAFT_ROADMAP: () => ({ blocker: { subtask_id: "s", intent: "x", reason: "executor-refused", evidence: "", refused_models: [] }, final: null }) }) }, "t2");
    expect((await r2.reply("abandon")).stage).toBe("ABORTED");
  });

  it("abandoning a blocker in the schedule stage stops the plan: the person chose to stop", async () => {
    const blocker = { subtask_id: "s", intent: "place sessions", reason: "executor-refused" as const, evidence: "", refused_models: [] };
    const r = await start(HALF, { stageRunner: new DirectStageRunner({ DRAFT_SCHEDULE: () => ({ blocker, final: null }) }) });
    expect(r.first).toMatchObject({ stage: "DRAFT_SCHEDULE", pending: "blocker" });
    const out = await r.reply("abandon");
    expect(out.stage).toBe("ABORTED");
    expect(out.exit_reason).toMatchObject({ code: "BLOCKED" });
    expect((await r.walk()).at(-1)).toBe("abandon→ABORTED");
  });

  it("past the per-turn soft spend ceiling it asks with a summary; approve continues, reject stops", async () => {
    const costly = () => new DirectStageRunner({ DRAFT_OUTLINE: () => null, DRAFT_ROADMAP: () => null });
    const spend = (runner: DirectStageRunner) => {
      const run = runner.run.bind(runner);
      runner.run = async (req) => ({ ...(await run(req)), costUsd: 0.2 });
      return runner;
    };
    const r = await start(HALF, { stageRunner: spend(costly()) });
    const [pause] = await r.interrupts();
    expect(pause).toMatchObject({ kind: "approval", target: "budget", accepts: ["approve", "reject"] });
    expect(String(pause!.question)).toMatch(/\$0\.40.*\$0\.30/);
    expect(r.first.stage).toBe("DRAFT_SCHEDULE");
    const out = await r.reply("approve");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(out.counters.costUsd).toBeCloseTo(0.6);
    const r2 = await start(HALF, { stageRunner: spend(costly()) }, "t-budget-2");
    const stopped = await r2.reply("reject");
    expect(stopped.stage).toBe("ABORTED");
    expect(stopped.exit_reason).toMatchObject({ code: "SOFT_BUDGET_DECLINED" });
  });

  it("the turn cap stops a run with a clear reason", async () => {
    const { deps } = testDeps();
    const r = await start(HALF, { config: { ...deps.config, caps: { ...deps.config.caps, turnLimit: 1 } } });
    expect(r.first.stage).toBe("ABORTED");
    expect(r.first.exit_reason).toMatchObject({ code: "TURN_LIMIT" });
  });

  it.each([
    [{ goal: 42, timezone: "Europe/Berlin" }, "INPUT_INVALID"],
    [{ timezone: "Europe/Berlin" }, "INPUT_INVALID"],
    [{ goal: "Run a 10k", timezone: "Europe/Berlin", now: "yesterday-ish" }, "INPUT_INVALID"],
    [{ goal: "Run a 10k", timezone: "Europe/Berlin", calendar: [{ start: "soon" }] }, "INPUT_INVALID"],
    [{ goal: "   ", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" }, "GOAL_INPUT_INVALID"],
    [{ goal: "Run a 10k", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00", policy: { probing_depth: 9 } }, "POLICY_INVALID"],
  ])("garbage input %j ends ABORTED with %s", async (input, code) => {
    const r = await start(input as unknown as PlannerInput, {}, `garbage-${code}-${Math.random()}`);
    expect(r.first.stage).toBe("ABORTED");
    expect(r.first.exit_reason?.code).toBe(code);
  });

  it("input on a thread that is waiting for a reply is a new goal: the plan starts over for it", async () => {
    const runner = new DirectStageRunner();
    const r = await start(HALF, { stageRunner: runner });
    expect(r.first.stage).toBe("SEEK_APPROVAL");
    const attempts = runner.calls.length;
    const again = await r.graph.invoke({ goal: "Learn 200 Spanish words by March 1, 20 minutes every evening.", timezone: "Europe/Madrid", now: "2026-12-01T08:00:00" }, r.config);
    expect(again.stage).toBe("SEEK_APPROVAL");
    expect(again.task_spec?.raw_input).toMatch(/Spanish/);
    expect(again.outline?.nodes[0]?.title).not.toEqual(r.first.outline?.nodes[0]?.title);
    // The second plan's stages are new attempts: no bus key of the first plan is reused.
    expect(runner.calls.slice(attempts).map((c) => c.attempt)).toEqual([1, 1, 1]);
    const keys = r.bus.messages.map((m) => m.idem_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
    await r.walk();
  });

  it("input on a finished thread changes nothing", async () => {
    const r = await start(HALF);
    const done = await r.reply("approve");
    const again = await r.graph.invoke({ ...HALF, goal: "Learn the cello" }, r.config);
    expect(again.stage).toBe("COMPLETE");
    expect(again.task_spec).toEqual(done.task_spec);
    expect(r.plans).toHaveLength(1);
    expect(await r.interrupts()).toEqual([]);
  });

  it("bad input ends ABORTED with a code, not an exception", async () => {
    const r = await start({ goal: "Run a marathon", timezone: "Mars/Olympus", now: "2026-12-01T08:00:00" });
    expect(r.first.stage).toBe("ABORTED");
    expect(r.first.exit_reason?.code).toBeTruthy();
  });
});

describe("RFC paths", () => {
  const DOG = { goal: "Train my dog Rex for agility trials by June 1, 3 times a week after work.", now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
  // The reader proposes a new subtype when its classifier knows none; these cases are about the
  // controller, so the reading's pattern is fixed to a proposal whatever the classifier says.
  const proposing: GoalReaderPort = {
    ...offlineReaderPort,
    async readGoal(text, ctx) {
      const out = await offlineReaderPort.readGoal(text, ctx);
      return { ...out, reading: { ...out.reading, pattern: { type: "progressive_accumulation_arc", subtype: null, confidence: 0.05, proposal: { name: "dog_agility", label: "Dog agility training (a step-by-step build-up)" } } } };
    },
  };
  const startDog = (threadId: string) => start(DOG, { reader: proposing }, threadId);

  it("approve adds the subtype to the taxonomy and finishes", async () => {
    const r = await startDog("rfc-1");
    const [pause] = await r.interrupts();
    if (pause?.kind !== "rfc") return expect.fail(`expected an rfc interrupt, got ${JSON.stringify(pause)}`);
    expect(String(pause.proposed_subtype)).toMatch(/^proposed:/);
    const out = await r.reply("approve");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(r.approved).toHaveLength(1);
    expect(out.pattern?.subtype).toBe(r.approved[0]!.name);
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
    expect(await r.walk()).toEqual(expect.arrayContaining(["subtype_proposed→VALIDATE_OUTLINE/rfc", "approved→VALIDATE_OUTLINE/record_subtype", "recorded→VALIDATE_OUTLINE"]));
  });

  it("reject plans with the nearest canonical subtype and finishes", async () => {
    const r = await startDog("rfc-2");
    const [pause] = await r.interrupts();
    expect(pause?.kind).toBe("rfc");
    const out = await r.reply("reject");
    expect(out.stage).toBe("SEEK_APPROVAL");
    expect(out.pattern?.subtype).toBe(pause!.nearest_subtype);
    expect(r.approved).toHaveLength(0);
    expect(await r.walk()).toContain("rejected→DRAFT_OUTLINE");
    expect((await r.reply("approve")).stage).toBe("COMPLETE");
  });
});
