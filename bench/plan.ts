/**
 * bench:plan — N offline plans in-process to completion (start → approval interrupt → "approve"
 * → COMPLETE) on a temporary SQLite file, against a raw LangGraph + SqliteSaver graph (its own
 * file, same pragmas) run for as many trivial supersteps, measured in the same run: in rounds
 * (a block of our plans, then a block of raw runs), the ratio taken per round and the median
 * reported, so load from elsewhere that changes during the run moves both sides of a ratio.
 *
 *   npm run bench:plan -- [--plans 20] [--rounds 3] [--goals file.jsonl] [--json] [--keep]
 *
 * Prints per-plan wall time (p50/p99) and CPU time (user + system of the process, every thread),
 * supersteps and checkpoint rows per plan, checkpoint bytes per completed plan (checkpoints,
 * writes and the values our saver stores once: src/store/sqlite-checkpoint-saver.ts), and the
 * ratio of our per-superstep wall time to the raw graph's. Our plans run as the server runs them:
 * under their thread's lease, with their checkpoint writes fenced by it. Targets: ratio ≤ 1.5×, ≤ 64 KB of
 * checkpoints per completed plan.
 *
 * A second baseline runs the same plans through the same graph — our nodes, ports and bus — compiled
 * over a stock SqliteSaver on its own file, with no lease: what LangGraph + SqliteSaver costs for the
 * same work. Its ratio is what our persistence and run machinery (saver, run metadata, lease fencing)
 * add to, or save from, a superstep of real work; the trivial graph's ratio also counts the work itself
 * (reading the goal, planning, validating, the bus) against a node that adds one to a number.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Annotation, Command, END, START, StateGraph } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { createRuntime } from "../src/app/runtime.js";
import { loadConfig } from "../src/config.js";
import { compilePlannerGraph, PLANNER_RECURSION_LIMIT } from "../graphs/planner/graph.js";
import { LEASE_FENCE_KEY } from "../src/server/lock.js";
import { openDatabase, sqliteHandle } from "../src/store/db.js";
import { SqliteCheckpointSaver } from "../src/store/sqlite-checkpoint-saver.js";
import { completingGoals, readBenchGoals } from "../test/fixtures/goals.js";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    plans: { type: "string", default: "20" },
    goals: { type: "string" },
    json: { type: "boolean", default: false },
    rounds: { type: "string", default: "3" },
    keep: { type: "boolean", default: false },
  },
  strict: true,
});
const N = Math.max(1, Math.min(1000, Number(values.plans) || 20));
const goals = completingGoals(readBenchGoals(values.goals));
const TARGETS = { ratio_max: 1.5, checkpoint_bytes_max: 64 * 1024 };

const log = (s: string) => process.stderr.write(`${s}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
// A full GC before each measured run, so neither side pays for the other's garbage.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
/** Process CPU time (user + system, every thread) in ms. */
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

const dir = mkdtempSync(join(tmpdir(), "goalgraph-bench-"));
try {
  const config = loadConfig({ ...process.env, GOALGRAPH_DB: join(dir, "plans.sqlite"), GOALGRAPH_LOG_LEVEL: "silent" });
  const rt = await createRuntime(config, { auditor: false });
  // Prepared on first use: a saver may create its tables with the first checkpoint. A table that
  // does not exist (checkpoint_values under SqliteSaver alone) counts nothing.
  const count = (table: string, bytes: string) => {
    let s: { get(id: string): unknown } | null = null;
    return (threadId: string) => {
      if (!s) {
        if (sqliteHandle(rt.db).prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table) === undefined) return { n: 0, b: 0 };
        s = sqliteHandle(rt.db).prepare(`select count(*) n, coalesce(sum(${bytes}), 0) b from ${table} where thread_id = ?`);
      }
      return s.get(threadId) as { n: number; b: number };
    };
  };
  const countSteps = count("checkpoints", "length(checkpoint) + length(metadata)");
  const countWrites = count("writes", "length(value)");
  const countValues = count("checkpoint_values", "length(value)");

  // Raw LangGraph + SqliteSaver: `target` trivial supersteps, same pragmas, its own file.
  const rawDb = await openDatabase({ ...config.db, path: join(dir, "raw.sqlite") });
  const S = Annotation.Root({
    n: Annotation<number>({ reducer: (_a, b) => b, default: () => 0 }),
    target: Annotation<number>({ reducer: (_a, b) => b, default: () => 1 }),
  });
  const raw = new StateGraph(S)
    .addNode("step", (s: typeof S.State) => ({ n: s.n + 1 }))
    .addEdge(START, "step")
    .addConditionalEdges("step", (s: typeof S.State) => (s.n + 1 >= s.target ? END : "step"), ["step", END])
    .compile({ checkpointer: new SqliteSaver(rawDb.sqlite) });
  // SqliteSaver creates its tables on first use, so this is prepared when first needed.
  let countRaw: { get(id: string): unknown } | null = null;
  // The same graph (nodes, ports, bus) over a stock SqliteSaver on a third file, no lease.
  const sameDb = await openDatabase({ ...config.db, path: join(dir, "same.sqlite") });
  const same = compilePlannerGraph(rt.plannerDeps, new SqliteSaver(sameDb.sqlite)).withConfig({ recursionLimit: PLANNER_RECURSION_LIMIT });
  let countSame: { get(id: string): unknown } | null = null;

  const ours = { ms: [] as number[], cpu: [] as number[], steps: [] as number[], rows: [] as number[], bytes: [] as number[] };
  const rawRuns = { ms: [] as number[], cpu: [] as number[], steps: [] as number[] };
  const sameRuns = { ms: [] as number[], cpu: [] as number[], steps: [] as number[] };
  /** Per round: [our wall ms per superstep, the raw graph's, the same graph's on SqliteSaver]. */
  const rounds: Array<[number, number, number]> = [];
  let seq = 0;
  // Our saver commits a run's checkpoints relaxed and fsyncs where the run's end is heard of (the
  // HTTP run manager's run record; sqlite-checkpoint-saver.ts point 3). Here nothing else commits
  // after a run, so the sync is called, and its fsync is in the figures.
  const durable = () => {
    if (rt.checkpointer instanceof SqliteCheckpointSaver) rt.checkpointer.sync();
  };
  /** A plan driven as a person would: the goal, then "approve" at each interrupt (at most four), `after` each call. */
  const toComplete = async (graph: typeof same, g: (typeof goals)[number], cfg: { configurable: Record<string, unknown> }, after = () => {}) => {
    let out = await graph.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, cfg);
    after();
    for (let k = 0; k < 4 && out.stage !== "COMPLETE"; k++) {
      const s = await graph.getState(cfg);
      if (!s.tasks.some((t) => t.interrupts.length > 0)) break;
      out = await graph.invoke(new Command({ resume: "approve" }), cfg);
      after();
    }
    return out;
  };
  const runOurs = async (i: number) => {
    const g = goals[(i + goals.length) % goals.length]!;
    const threadId = `bench-${seq++}`;
    // As the server runs a plan: under the thread's lease, its checkpoint writes fenced by it
    // (each commit reads the lease row: src/store/sqlite-checkpoint-saver.ts).
    const lease = await rt.leases.tryAcquire(threadId, `run-${threadId}`);
    if (!lease?.replica) throw new Error(`no lease on ${threadId}`);
    const cfg = { configurable: { thread_id: threadId, [LEASE_FENCE_KEY]: { holder: lease.holder, replica: lease.replica } } };
    gc();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await toComplete(rt.planner, g, cfg, durable);
    const ms = performance.now() - t0;
    const cpu = cpuMs(process.cpuUsage(c0));
    await lease.release();
    if (out.stage !== "COMPLETE") throw new Error(`${g.id}: ended ${out.stage} (${JSON.stringify(out.exit_reason)})`);
    const c = countSteps(threadId);
    const w = countWrites(threadId);
    const v = countValues(threadId);
    return { id: g.id, ms, cpu, steps: c.n, rows: c.n + w.n + v.n, bytes: c.b + w.b + v.b };
  };
  // The raw graph writes one checkpoint for its input and one per step.
  const runRaw = async (steps: number) => {
    const rawId = `raw-${seq++}`;
    gc();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await raw.invoke({ n: 0, target: steps - 1 }, { configurable: { thread_id: rawId }, recursionLimit: steps + 10 });
    const ms = performance.now() - t0;
    const cpu = cpuMs(process.cpuUsage(c0));
    countRaw ??= rawDb.sqlite.prepare("select count(*) n from checkpoints where thread_id = ?");
    return { ms, cpu, steps: (countRaw.get(rawId) as { n: number }).n };
  };

  // A plan through the same graph over SqliteSaver: start, then "approve" at each interrupt.
  const runSame = async (i: number) => {
    const g = goals[(i + goals.length) % goals.length]!;
    const threadId = `same-${seq++}`;
    const cfg = { configurable: { thread_id: threadId } };
    gc();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await toComplete(same, g, cfg);
    const ms = performance.now() - t0;
    const cpu = cpuMs(process.cpuUsage(c0));
    if (out.stage !== "COMPLETE") throw new Error(`${g.id} on SqliteSaver: ended ${out.stage}`);
    countSame ??= sameDb.sqlite.prepare("select count(*) n from checkpoints where thread_id = ?");
    return { ms, cpu, steps: (countSame.get(threadId) as { n: number }).n };
  };

  // One warm-up of each so module loading and JIT are not billed to the first measured runs.
  await runRaw((await runOurs(-1)).steps);
  await runSame(-1);
  // Blocks of our plans, each followed by a block of raw runs of as many supersteps: each side
  // runs warm in its own block, and the ratio is taken per round, so load that changes during
  // the run moves both sides of a ratio together.
  const R = Math.max(1, Math.min(N, Number(values.rounds) || 3));
  for (let r = 0; r < R; r++) {
    const block: number[] = [];
    const from = Math.floor((r * N) / R);
    const to = Math.floor(((r + 1) * N) / R);
    let oursMs = 0;
    let oursSteps = 0;
    for (let i = from; i < to; i++) {
      const o = await runOurs(i);
      ours.ms.push(o.ms), ours.cpu.push(o.cpu), ours.steps.push(o.steps), ours.rows.push(o.rows), ours.bytes.push(o.bytes);
      block.push(o.steps);
      oursMs += o.ms;
      oursSteps += o.steps;
      log(`plan ${i + 1}/${N} ${o.id}: ${o.ms.toFixed(1)} ms, ${o.cpu.toFixed(1)} ms CPU, ${o.steps} checkpoints, ${(o.bytes / 1024).toFixed(1)} KB`);
    }
    let rawMs = 0;
    let rawSteps = 0;
    for (const steps of block) {
      const x = await runRaw(steps);
      rawRuns.ms.push(x.ms), rawRuns.cpu.push(x.cpu), rawRuns.steps.push(x.steps);
      rawMs += x.ms;
      rawSteps += x.steps;
    }
    let sameMs = 0;
    let sameSteps = 0;
    for (let i = from; i < to; i++) {
      const x = await runSame(i);
      sameRuns.ms.push(x.ms), sameRuns.cpu.push(x.cpu), sameRuns.steps.push(x.steps);
      sameMs += x.ms;
      sameSteps += x.steps;
    }
    rounds.push([oursMs / oursSteps, rawMs / rawSteps, sameMs / sameSteps]);
    log(`round ${r + 1}/${R}: per superstep ours ${(oursMs / oursSteps).toFixed(2)} ms, raw ${(rawMs / rawSteps).toFixed(2)} ms, same graph on SqliteSaver ${(sameMs / sameSteps).toFixed(2)} ms`);
  }
  await rt.close();
  await rawDb.close();
  await sameDb.close();

  const oursPerStep = sum(ours.ms) / sum(ours.steps);
  const rawPerStep = sum(rawRuns.ms) / sum(rawRuns.steps);
  const roundRatios = rounds.map(([o, r]) => o / r);
  const sameRatios = rounds.map(([o, , x]) => o / x);
  const cpuPerStep = (x: { cpu: number[]; steps: number[] }) => sum(x.cpu) / sum(x.steps);
  const result = {
    plans: N,
    goals: goals.length,
    synchronous: config.db.synchronous,
    per_plan_ms: { p50: pct(ours.ms, 50), p99: pct(ours.ms, 99), mean: mean(ours.ms) },
    cpu_ms_per_plan: { p50: pct(ours.cpu, 50), mean: mean(ours.cpu) },
    supersteps_per_plan: mean(ours.steps),
    checkpoint_rows_per_plan: mean(ours.rows),
    checkpoint_bytes_per_plan: { mean: mean(ours.bytes), max: Math.max(...ours.bytes) },
    raw: { supersteps_per_run: mean(rawRuns.steps), per_run_ms: mean(rawRuns.ms), cpu_ms_per_run: mean(rawRuns.cpu) },
    per_superstep_ms: { ours: oursPerStep, raw: rawPerStep },
    /** The median of the rounds' ratios. */
    ratio: pct(roundRatios, 50),
    round_ratios: roundRatios,
    cpu_ratio: cpuPerStep(ours) / cpuPerStep(rawRuns),
    same_graph_on_sqlite_saver: {
      supersteps_per_plan: mean(sameRuns.steps),
      per_plan_ms: { p50: pct(sameRuns.ms, 50) },
      cpu_ms_per_plan: { p50: pct(sameRuns.cpu, 50) },
      /** Our wall per superstep / the same graph's on SqliteSaver: median of the rounds. */
      ratio: pct(sameRatios, 50),
      round_ratios: sameRatios,
      cpu_ratio: cpuPerStep(ours) / cpuPerStep(sameRuns),
    },
    targets: TARGETS,
  };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const f = (x: number) => x.toFixed(2);
    process.stdout.write(
      [
        `plans: ${N} (over ${goals.length} goals), synchronous=${config.db.synchronous}`,
        `per plan: wall p50 ${f(result.per_plan_ms.p50)} ms, p99 ${f(result.per_plan_ms.p99)} ms; CPU p50 ${f(result.cpu_ms_per_plan.p50)} ms, mean ${f(result.cpu_ms_per_plan.mean)} ms`,
        `supersteps per plan: ${f(result.supersteps_per_plan)}; checkpoint rows per plan: ${f(result.checkpoint_rows_per_plan)}`,
        `checkpoint bytes per completed plan: mean ${(result.checkpoint_bytes_per_plan.mean / 1024).toFixed(1)} KB, max ${(result.checkpoint_bytes_per_plan.max / 1024).toFixed(1)} KB (target ≤ ${TARGETS.checkpoint_bytes_max / 1024} KB)`,
        `raw LangGraph+SqliteSaver, as many supersteps: wall ${f(result.raw.per_run_ms)} ms, CPU ${f(result.raw.cpu_ms_per_run)} ms per run`,
        `per superstep: ours ${f(oursPerStep)} ms, raw ${f(rawPerStep)} ms → ratio ${f(result.ratio)}× (median of rounds ${roundRatios.map(f).join(", ")}; target ≤ ${TARGETS.ratio_max}×); CPU ratio ${f(result.cpu_ratio)}×`,
        `the same graph on SqliteSaver (no lease): wall p50 ${f(result.same_graph_on_sqlite_saver.per_plan_ms.p50)} ms, CPU p50 ${f(result.same_graph_on_sqlite_saver.cpu_ms_per_plan.p50)} ms per plan, ${f(result.same_graph_on_sqlite_saver.supersteps_per_plan)} supersteps → ours per superstep ${f(result.same_graph_on_sqlite_saver.ratio)}× (rounds ${sameRatios.map(f).join(", ")}); CPU ${f(result.same_graph_on_sqlite_saver.cpu_ratio)}×`,
        "",
      ].join("\n"),
    );
  }
} finally {
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
}
