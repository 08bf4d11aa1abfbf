/**
 * bench:plan — N offline plans in-process to completion (start → approval interrupt → "approve"
 * → COMPLETE) on a temporary SQLite file, against a raw LangGraph + SqliteSaver graph with the
 * same number of trivial supersteps, measured in the same run.
 *
 *   npm run bench:plan -- [--plans 20] [--goals file.jsonl] [--json] [--keep]
 *
 * Prints per-plan p50/p99, supersteps and checkpoint writes per plan, checkpoint bytes per
 * completed plan, and the ratio of our per-superstep cost to the raw graph's. Targets: ratio
 * ≤ 1.5×, ≤ 256 KB of checkpoints per completed plan.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Annotation, Command, END, START, StateGraph } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { createRuntime } from "../src/app/runtime.js";
import { loadConfig } from "../src/config.js";
import { openDatabase, sqliteHandle } from "../src/store/db.js";
import { completingGoals, readBenchGoals } from "../test/fixtures/goals.js";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    plans: { type: "string", default: "20" },
    goals: { type: "string" },
    json: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
  },
  strict: true,
});
const N = Math.max(1, Math.min(1000, Number(values.plans) || 20));
const goals = completingGoals(readBenchGoals(values.goals));

const log = (s: string) => process.stderr.write(`${s}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

const dir = mkdtempSync(join(tmpdir(), "goalgraph-bench-"));
try {
  // ── ours ──
  const config = loadConfig({ ...process.env, GOALGRAPH_DB: join(dir, "plans.sqlite"), GOALGRAPH_LOG_LEVEL: "silent" });
  const rt = await createRuntime(config, { auditor: false });
  const latencies: number[] = [];
  const supersteps: number[] = [];
  const writes: number[] = [];
  const bytes: number[] = [];
  // The saver creates its tables on first use, so these are prepared after the warm-up plan.
  const stmt = (sql: string) => () => sqliteHandle(rt.db).prepare(sql);
  const countSteps = stmt("select count(*) n, coalesce(sum(length(checkpoint) + length(metadata)), 0) b from checkpoints where thread_id = ?");
  const countWrites = stmt("select count(*) n, coalesce(sum(length(value)), 0) b from writes where thread_id = ?");
  // One warm-up plan so module loading and JIT are not billed to the first measured plan.
  for (let i = -1; i < N; i++) {
    const g = goals[(i + goals.length) % goals.length]!;
    const threadId = `bench-${i}`;
    const cfg = { configurable: { thread_id: threadId } };
    const t0 = performance.now();
    const first = await rt.planner.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, cfg);
    let out = first;
    for (let k = 0; k < 4 && out.stage !== "COMPLETE"; k++) {
      const s = await rt.planner.getState(cfg);
      const kind = (s.tasks.flatMap((t) => t.interrupts)[0]?.value as { kind?: string } | undefined)?.kind;
      if (!kind) break;
      out = await rt.planner.invoke(new Command({ resume: "approve" }), cfg);
    }
    const ms = performance.now() - t0;
    if (out.stage !== "COMPLETE") throw new Error(`${g.id}: ended ${out.stage} (${JSON.stringify(out.exit_reason)})`);
    if (i < 0) continue;
    const c = countSteps().get(threadId) as { n: number; b: number };
    const w = countWrites().get(threadId) as { n: number; b: number };
    latencies.push(ms);
    supersteps.push(c.n);
    writes.push(c.n + w.n);
    bytes.push(c.b + w.b);
    log(`plan ${i + 1}/${N} ${g.id}: ${ms.toFixed(1)} ms, ${c.n} checkpoints, ${((c.b + w.b) / 1024).toFixed(1)} KB`);
  }
  await rt.close();

  // ── raw LangGraph + SqliteSaver, same number of trivial supersteps, same pragmas ──
  const steps = Math.round(supersteps.reduce((a, b) => a + b, 0) / supersteps.length);
  const rawDb = await openDatabase({ ...config.db, path: join(dir, "raw.sqlite") });
  const saver = new SqliteSaver(rawDb.sqlite);
  const S = Annotation.Root({ n: Annotation<number>({ reducer: (_a, b) => b, default: () => 0 }) });
  const raw = new StateGraph(S)
    .addNode("step", (s: typeof S.State) => ({ n: s.n + 1 }))
    .addEdge(START, "step")
    .addConditionalEdges("step", (s: typeof S.State) => (s.n + 1 >= steps ? END : "step"), ["step", END])
    .compile({ checkpointer: saver });
  const rawLat: number[] = [];
  for (let i = -1; i < N; i++) {
    const t0 = performance.now();
    await raw.invoke({ n: 0 }, { configurable: { thread_id: `raw-${i}` }, recursionLimit: steps + 10 });
    if (i >= 0) rawLat.push(performance.now() - t0);
  }
  const rawSteps = (rawDb.sqlite.prepare("select count(*) n from checkpoints where thread_id = 'raw-0'").get() as { n: number }).n;
  await rawDb.close();

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const oursPerStep = mean(latencies) / mean(supersteps);
  const rawPerStep = mean(rawLat) / rawSteps;
  const result = {
    plans: N,
    goals: goals.length,
    synchronous: config.db.synchronous,
    per_plan_ms: { p50: pct(latencies, 50), p99: pct(latencies, 99), mean: mean(latencies) },
    supersteps_per_plan: mean(supersteps),
    checkpoint_writes_per_plan: mean(writes),
    checkpoint_bytes_per_plan: { mean: mean(bytes), max: Math.max(...bytes) },
    raw: { supersteps: rawSteps, per_run_ms: mean(rawLat) },
    per_superstep_ms: { ours: oursPerStep, raw: rawPerStep },
    ratio: oursPerStep / rawPerStep,
    targets: { ratio_max: 1.5, checkpoint_bytes_max: 256 * 1024 },
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const f = (x: number) => x.toFixed(2);
    process.stdout.write(
      [
        `plans: ${N} (over ${goals.length} goals), synchronous=${config.db.synchronous}`,
        `per plan: p50 ${f(result.per_plan_ms.p50)} ms, p99 ${f(result.per_plan_ms.p99)} ms`,
        `supersteps per plan: ${f(result.supersteps_per_plan)}; checkpoint writes per plan: ${f(result.checkpoint_writes_per_plan)}`,
        `checkpoint bytes per completed plan: mean ${(result.checkpoint_bytes_per_plan.mean / 1024).toFixed(1)} KB, max ${(result.checkpoint_bytes_per_plan.max / 1024).toFixed(1)} KB (target ≤ 256 KB)`,
        `per superstep: ours ${f(oursPerStep)} ms, raw LangGraph+SqliteSaver ${f(rawPerStep)} ms → ratio ${f(result.ratio)}× (target ≤ 1.5×)`,
        "",
      ].join("\n"),
    );
  }
} finally {
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
}
