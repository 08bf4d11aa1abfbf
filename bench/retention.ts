/**
 * bench:retention — storage per completed plan before and after retention, and plan throughput
 * at 1 and 16 concurrent clients, on SQLite and on PostgreSQL (the server at 127.0.0.1:5432, or
 * GOALGRAPH_TEST_PG_URL; the bench makes and drops a database of its own).
 *
 * Each backend: the whole service on a fresh database; clients plan over HTTP (POST /plans →
 * approval pause → reply "approve" → complete), first one client, then 16. Then the database is
 * compacted and measured, every finished thread is pruned (head + interrupt checkpoints kept),
 * compacted and measured again, and every thread's history is read back to check that each
 * interrupt it showed before pruning is still there.
 *
 *   npm run bench:retention -- [--plans 12] [--json]
 *
 * Target: ≤ 32 KB of checkpoints per completed plan after pruning, on both backends (the
 * whole database per plan is printed too: the bus log, the plan and its schedule stay).
 */
import { parseArgs } from "node:util";
import { startService } from "../src/app/service.js";
import { loadConfig } from "../src/config.js";
import { BENCH_GOALS, completingGoals } from "../test/fixtures/goals.js";
import { freshDatabase, pgUnavailable, PG_ADMIN_URL, type Backend } from "../test/fixtures/backends.js";

const { values } = parseArgs({ args: process.argv.slice(2), options: { plans: { type: "string", default: "12" }, json: { type: "boolean", default: false } }, strict: true });
const N = Math.max(1, Math.min(200, Number(values.plans) || 12));
const TARGET_KB = 32;
const goals = completingGoals(BENCH_GOALS);
const log = (s: string) => process.stderr.write(`${s}\n`);

interface Figures {
  backend: Backend;
  plans: number;
  plans_per_s_1: number;
  plans_per_s_16: number;
  /** The checkpoint tables (rows, indexes), per completed plan: what retention bounds. */
  checkpoint_kb_per_plan_before: number;
  checkpoint_kb_per_plan_after: number;
  /** The whole database (bus log, plans, schedule, traces included), per completed plan. */
  kb_per_plan_before: number;
  kb_per_plan_after: number;
  checkpoints_before: number;
  checkpoints_after: number;
  interrupts_in_history: number;
  interrupts_kept: boolean;
}

async function bench(backend: Backend): Promise<Figures> {
  const tdb = await freshDatabase(backend, "bench");
  const config = loadConfig({ ...process.env, ...tdb.env, GOALGRAPH_DB_POOL_MAX: "20", GOALGRAPH_PORT: "0", GOALGRAPH_HOST: "127.0.0.1", GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_API_KEYS: "", GOALGRAPH_RETENTION_INTERVAL_SEC: "0" });
  const svc = await startService(config, "bench", { auditor: false });
  const rt = svc.runtime;
  const threads: string[] = [];
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${svc.address}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return (await res.json()) as { thread_id: string; status: string };
  };
  const plan = async (i: number) => {
    const g = goals[i % goals.length]!;
    const created = await post("/plans", { goal: g.goal, timezone: g.timezone, now: g.now });
    if (created.status !== "awaiting_reply") throw new Error(`${g.id}: ${JSON.stringify(created).slice(0, 200)}`);
    let done = await post(`/plans/${created.thread_id}/reply`, { text: "approve" });
    for (let k = 0; k < 3 && done.status === "awaiting_reply"; k++) done = await post(`/plans/${created.thread_id}/reply`, { text: "approve" });
    if (done.status !== "complete") throw new Error(`${g.id}: ended ${done.status}`);
    threads.push(created.thread_id);
  };
  const batch = async (count: number, clients: number) => {
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: clients }, async () => {
      while (next < count) await plan(next++);
    }));
    return (count / (performance.now() - t0)) * 1000;
  };
  try {
    await plan(0); // warm-up (module loading, JIT, the savers' first statements)
    log(`${backend}: ${N} plans, 1 client…`);
    const one = await batch(N, 1);
    log(`${backend}: ${N * 2} plans, 16 clients…`);
    const sixteen = await batch(N * 2, 16);

    const interruptsOf = async (threadId: string) => {
      const seen: string[] = [];
      for await (const s of rt.planner.getStateHistory({ configurable: { thread_id: threadId } })) for (const t of s.tasks) for (const i of t.interrupts ?? []) seen.push(`${i.id}:${(i.value as { kind?: string }).kind}`);
      return seen.sort();
    };
    const countCheckpoints = async () => {
      const r = await rt.db.kysely.selectFrom("checkpoints" as never).select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
      return Number((r as { n: number } | undefined)?.n ?? 0);
    };
    const before = new Map<string, string[]>();
    for (const id of threads) before.set(id, await interruptsOf(id));
    const checkpointsBefore = await countCheckpoints();
    await rt.retention.compact();
    const bytesBefore = await rt.retention.sizeBytes();
    const cpBefore = await rt.retention.checkpointBytes();

    const pruned = await rt.retention.pruneFinished(new Date(Date.now() + 1000).toISOString(), 10_000);
    if (pruned.threads !== threads.length) throw new Error(`pruned ${pruned.threads} threads of ${threads.length}`);
    await rt.retention.reclaim();
    await rt.retention.compact();
    const bytesAfter = await rt.retention.sizeBytes();
    const cpAfter = await rt.retention.checkpointBytes();
    const checkpointsAfter = await countCheckpoints();
    let interrupts = 0;
    let kept = true;
    for (const id of threads) {
      const was = before.get(id)!;
      const now = await interruptsOf(id);
      interrupts += was.length;
      if (was.length === 0 || JSON.stringify(was) !== JSON.stringify(now)) kept = false;
    }
    return {
      backend,
      plans: threads.length,
      plans_per_s_1: one,
      plans_per_s_16: sixteen,
      checkpoint_kb_per_plan_before: cpBefore / 1024 / threads.length,
      checkpoint_kb_per_plan_after: cpAfter / 1024 / threads.length,
      kb_per_plan_before: bytesBefore / 1024 / threads.length,
      kb_per_plan_after: bytesAfter / 1024 / threads.length,
      checkpoints_before: checkpointsBefore,
      checkpoints_after: checkpointsAfter,
      interrupts_in_history: interrupts,
      interrupts_kept: kept,
    };
  } finally {
    await svc.app.close();
    await tdb.drop();
  }
}

const results: Figures[] = [await bench("sqlite")];
if (pgUnavailable) log(`\n!!! PostgreSQL not reachable at ${PG_ADMIN_URL} (${pgUnavailable}): its figures are missing !!!\n`);
else results.push(await bench("postgres"));

if (values.json) process.stdout.write(`${JSON.stringify(results)}\n`);
else {
  const f = (x: number, d = 1) => x.toFixed(d);
  process.stdout.write(
    `| backend | plans | plans/s, 1 client | plans/s, 16 clients | checkpoint KB/plan before → after pruning | whole database KB/plan before → after | checkpoints before → after | interrupts kept in history |\n|---|---|---|---|---|---|---|---|\n`,
  );
  for (const r of results) {
    process.stdout.write(
      `| ${r.backend} | ${r.plans} | ${f(r.plans_per_s_1, 2)} | ${f(r.plans_per_s_16, 2)} | ${f(r.checkpoint_kb_per_plan_before)} → ${f(r.checkpoint_kb_per_plan_after)} | ${f(r.kb_per_plan_before)} → ${f(r.kb_per_plan_after)} | ${r.checkpoints_before} → ${r.checkpoints_after} | ${r.interrupts_kept ? "all" : "NOT ALL"} (${r.interrupts_in_history}) |\n`,
    );
  }
}
const failed = results.filter((r) => r.checkpoint_kb_per_plan_after > TARGET_KB || !r.interrupts_kept);
if (failed.length > 0) {
  log(`FAIL: ${failed.map((r) => `${r.backend} ${r.checkpoint_kb_per_plan_after.toFixed(1)} checkpoint KB/plan${r.interrupts_kept ? "" : ", interrupts lost"}`).join("; ")} (target ≤ ${TARGET_KB} KB, every interrupt kept)`);
  process.exitCode = 1;
}
