/**
 * Model failures on the running planner are environmental failures the GGS decides on, never a
 * crashed thread: malformed output after the one repair, a server that keeps failing, and a server
 * whose every reply is schema-valid but meaningless — each thread ends (FinalResult, pause or
 * abort) within a bounded number of model calls.
 */
import { afterEach, describe, expect, it } from "vitest";
import { BENCH_GOALS } from "../fixtures/goals.js";
import { completion, errorReply, type RecordedRequest, type ScriptedReply } from "../fixtures/openai-server.js";
import { forcedTool, lastUserText } from "../models/helpers.js";
import { busPayloads, good, interruptsOf, HALF_MARATHON, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const malformed = (name: string): ScriptedReply => ({ body: completion({ toolCalls: [{ name, args: '{"verdicts": [ {"criterion_index": 0, "verdict": "pa' }] }) });

interface Directive {
  directive: string;
  failure_class: string | null;
}

describe("malformed model output", () => {
  it("twice in a row (reply + repair) fails the plausible criterion as environmental; the GGS decides and the plan goes on", async () => {
    // The roadmap stage (2 verifiable + 1 plausible criterion, so one failure is D = 1/3 > δ): its
    // first attempt's judge call and the repair, then the retry's two — the subtask fails K=2 times.
    let roadmapJudged = 0;
    f = await startModelFlow({
      validator: (req) => (lastUserText(req.body).includes("Build the roadmap") && roadmapJudged++ < 4 ? malformed("record_verdicts") : good.validator(req)),
    });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "bad-json" } });
    expect(roadmapJudged).toBeGreaterThanOrEqual(4);

    const outcomes = await busPayloads<{ parent_task_id: string; status: string; criteria_verdicts: Array<{ verdict: string; failure_class: string | null; evidence: string }> }>(f.rt, "bad-json", "subtask_outcome");
    const first = outcomes.find((o) => o.parent_task_id.endsWith("DRAFT_ROADMAP"))!;
    expect(first.status).toBe("failed");
    const failed = first.criteria_verdicts.filter((v) => v.verdict === "fail");
    expect(failed).toEqual([expect.objectContaining({ failure_class: "environmental", evidence: expect.stringMatching(/^MODEL_OUTPUT_INVALID/) })]);

    // The GGS saw the environmental failure and chose a path change, not an abandon.
    const directives = (await busPayloads<Directive & { task_id: string }>(f.rt, "bad-json", "plan_directive")).filter((d) => d.task_id.endsWith("DRAFT_ROADMAP"));
    expect(directives[0]?.failure_class).toBe("environmental");
    expect(["refine", "change_path"]).toContain(directives[0]?.directive);
    expect(out.loss_history.filter((p) => p.stage === "DRAFT_ROADMAP")[0]?.transition).toMatch(/^init→(refine|change_path)$/);
    // The round after the directive went through: the plan reached its approval.
    const [pause] = await interruptsOf(f.rt, "bad-json");
    expect(pause?.kind).toBe("approval");
  });

  it("a server that fails every call (5xx after retries) aborts the stage through the GGS, without a crash", async () => {
    f = await startModelFlow({ executor: () => errorReply(503, "overloaded") });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "down" } });
    expect(out.stage).toBe("ABORTED");
    expect(out.exit_reason?.code).toBe("STAGE_ABANDONED");
    const directives = await busPayloads<Directive>(f.rt, "down", "plan_directive");
    expect(directives.length).toBeGreaterThan(0);
    // Every executor call failed: the GGS first read it as environmental (a new target); the logical
    // ones come after R2 ran out of admissible targets and approaches.
    expect(directives[0]).toMatchObject({ directive: "change_path", failure_class: "environmental" });
    const finals = await busPayloads<{ directive: string }>(f.rt, "down", "final_result");
    expect(finals.map((x) => x.directive)).toEqual(["abandon"]);
    expect(await interruptsOf(f.rt, "down")).toEqual([]);
  });
});

describe("an unusable pinned solver", () => {
  it("is an environmental failure of the turn (never progress, never a pause): the GGS abandons the stage in bounded calls", async () => {
    f = await startModelFlow({ solver: () => malformed("classify_turn") });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "no-solver" } });
    expect(await interruptsOf(f.rt, "no-solver")).toEqual([]);
    expect(out.stage).toBe("ABORTED");
    expect(out.final?.directive).toBe("abandon");
    const verdicts = await busPayloads<{ classification: string; evidence: string }>(f.rt, "no-solver", "solver_verdict");
    expect(verdicts.length).toBeGreaterThan(0);
    for (const v of verdicts) expect(v).toMatchObject({ classification: "executor-noop", evidence: expect.stringMatching(/could not be classified.*m-solver \(MODEL_OUTPUT_INVALID\)/) });
    // Each turn: one executor step, the solver's reply and its one repair; nothing was judged.
    expect(f.count("solver")).toBe(2 * f.count("executor"));
    expect(f.count("validator") + f.count("merger")).toBe(0);
  });
});

// ── Meaningless but schema-valid replies ─────────────────────────────────────────────────────

const MEANINGLESS: Record<string, unknown> = {
  classify_turn: { classification: "progress", evidence: "x" },
  record_verdicts: { verdicts: [{ criterion_index: 0, verdict: "pass", evidence: "x" }] },
  record_merge_verdicts: { verdicts: [], summary: "" },
};

function meaningless(req: RecordedRequest): ScriptedReply {
  const forced = forcedTool(req.body);
  if (forced) return { body: completion({ toolCalls: [{ name: forced, args: MEANINGLESS[forced] ?? {} }] }) };
  // The executor: call the offered tool with an empty input, never say it is done.
  const first = req.body?.tools?.[0]?.function.name ?? "none";
  return { body: completion({ toolCalls: [{ name: first, args: {} }] }) };
}

describe("a server whose every reply is schema-valid but meaningless", () => {
  it("ends every thread within a bounded number of model calls, with a FinalResult, a pause or an abort", async () => {
    f = await startModelFlow({ executor: meaningless, solver: meaningless, validator: meaningless, merger: meaningless });
    const goals = BENCH_GOALS.slice(0, 3);
    const perThread: number[] = [];
    for (const g of goals) {
      const before = f.count();
      const out = await f.rt.planner.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, { configurable: { thread_id: `nonsense-${g.id}` } });
      perThread.push(f.count() - before);
      const pauses = await interruptsOf(f.rt, `nonsense-${g.id}`);
      const ended = out.stage === "ABORTED" || out.stage === "COMPLETE" || out.stage === "NEEDS_SCHED_ESCALATION";
      expect(ended || pauses.length === 1, `${g.id} neither ended nor paused at ${out.stage}`).toBe(true);
      if (ended) expect(out.exit_reason === null || typeof out.exit_reason.code === "string").toBe(true);
      if (out.stage === "ABORTED") expect(out.final?.directive).toBe("abandon");
    }
    // Bound: per stage run ≤ rounds (GGS: 1 + 3 replans) × K (2) × (TURN_LIMIT executor steps + 2 solver calls), no judge calls.
    const bound = 4 * 2 * (10 + 2);
    for (const n of perThread) {
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThanOrEqual(bound);
    }
    console.info(`meaningless server: model calls per thread ${perThread.join(", ")} (bound ${bound})`);
  });
});
