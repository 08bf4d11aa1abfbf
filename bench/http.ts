/**
 * bench:http — N full plan threads (create → approval interrupt → resume "approve" → COMPLETE)
 * driven through the official @langchain/langgraph-sdk Client against the real server on a
 * loopback port, at concurrency 1 and 16, and the same plans invoked in-process on the same
 * database, measured in the same run.
 *
 *   npm run bench:http -- [--threads 20] [--json]
 *
 * Target: the HTTP path costs at most 1.5× the in-process path at concurrency 1.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Command } from "@langchain/langgraph";
import { Client } from "@langchain/langgraph-sdk";
import { plannerPlanPort } from "../src/app/plan-port.js";
import { createRuntime } from "../src/app/runtime.js";
import { loadConfig } from "../src/config.js";
import { startServer } from "../src/server/server.js";
import { staticGraphRegistry } from "../src/server/service-ports.js";
import { BENCH_GOALS, completingGoals } from "../test/fixtures/goals.js";

const { values } = parseArgs({ args: process.argv.slice(2), options: { threads: { type: "string", default: "20" }, json: { type: "boolean", default: false } }, strict: true });
const N = Math.max(1, Math.min(500, Number(values.threads) || 20));
const goals = completingGoals(BENCH_GOALS);
const log = (s: string) => process.stderr.write(`${s}\n`);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const dir = mkdtempSync(join(tmpdir(), "goalgraph-http-"));
try {
  const config = loadConfig({ ...process.env, GOALGRAPH_DB: join(dir, "http.sqlite"), GOALGRAPH_PORT: "0", GOALGRAPH_HOST: "127.0.0.1", GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_API_KEYS: "" });
  const rt = await createRuntime(config, { auditor: false });
  const { app, address } = await startServer(config, "bench", {
    graphs: staticGraphRegistry({ planner: { graph: rt.planner } }),
    repository: rt.threads,
    plans: plannerPlanPort,
    bus: rt.bus,
  });
  const client = new Client({ apiUrl: address });

  async function viaHttp(i: number): Promise<number> {
    const g = goals[i % goals.length]!;
    const t0 = performance.now();
    const thread = await client.threads.create();
    const first = (await client.runs.wait(thread.thread_id, "planner", { input: { goal: g.goal, timezone: g.timezone, now: g.now } })) as Record<string, unknown>;
    if (!first.__interrupt__) throw new Error(`${g.id}: no interrupt (${JSON.stringify(first).slice(0, 200)})`);
    const done = (await client.runs.wait(thread.thread_id, "planner", { command: { resume: "approve" } })) as Record<string, unknown>;
    if (done.stage !== "COMPLETE") throw new Error(`${g.id}: ended ${String(done.stage)}`);
    return performance.now() - t0;
  }

  async function inProcess(i: number): Promise<number> {
    const g = goals[i % goals.length]!;
    const cfg = { configurable: { thread_id: `inproc-${i}-${crypto.randomUUID()}` } };
    const t0 = performance.now();
    await rt.planner.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, cfg);
    const done = await rt.planner.invoke(new Command({ resume: "approve" }), cfg);
    if (done.stage !== "COMPLETE") throw new Error(`${g.id}: ended ${done.stage}`);
    return performance.now() - t0;
  }

  async function batch(fn: (i: number) => Promise<number>, concurrency: number) {
    const lat: number[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < N) lat.push(await fn(next++));
      }),
    );
    const wall = performance.now() - t0;
    return { p50: pct(lat, 50), p99: pct(lat, 99), mean: mean(lat), threads_per_s: (N / wall) * 1000 };
  }

  await viaHttp(0);
  await inProcess(0); // warm-up both paths
  // Concurrency 1, interleaved (in-process, HTTP, in-process, …) so drift over the run — a
  // growing database, a busy neighbour — lands on both paths alike.
  log(`in-process and HTTP ×${N} each, interleaved (concurrency 1)…`);
  const lat = { inproc: [] as number[], http: [] as number[] };
  const wall = { inproc: 0, http: 0 };
  for (let i = 0; i < N; i++) {
    let t = performance.now();
    lat.inproc.push(await inProcess(i));
    wall.inproc += performance.now() - t;
    t = performance.now();
    lat.http.push(await viaHttp(i));
    wall.http += performance.now() - t;
  }
  const summary = (xs: number[], ms: number) => ({ p50: pct(xs, 50), p99: pct(xs, 99), mean: mean(xs), threads_per_s: (xs.length / ms) * 1000 });
  const inproc1 = summary(lat.inproc, wall.inproc);
  const http1 = summary(lat.http, wall.http);
  log(`HTTP ×${N} (concurrency 16)…`);
  const http16 = await batch(viaHttp, 16);
  await app.close();
  await rt.close();

  const result = { threads: N, in_process_c1: inproc1, http_c1: http1, http_c16: http16, ratio_c1: http1.mean / inproc1.mean, target_ratio_max: 1.5 };
  if (values.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    const row = (name: string, r: typeof http1) => `${name.padEnd(18)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99.toFixed(1).padStart(7)} ms  ${r.threads_per_s.toFixed(2).padStart(7)} threads/s`;
    process.stdout.write(
      [row("in-process c=1", inproc1), row("HTTP (SDK) c=1", http1), row("HTTP (SDK) c=16", http16), `ratio HTTP/in-process at c=1: ${result.ratio_c1.toFixed(2)}× (target ≤ 1.5×)`, ""].join("\n"),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
