/**
 * profile-plan — where a plan's CPU goes: N offline plans (as bench:plan runs them) after a
 * warm-up, under the V8 sampling profiler, and the self time summed by where the code lives
 * (our directories, each package, GC, native). Only our plans are profiled: no raw graph, no
 * forced GC between runs.
 *
 *   npx tsx bench/profile-plan.ts [--plans 30] [--out plan.cpuprofile] [--top 40]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Command } from "@langchain/langgraph";
import { createRuntime } from "../src/app/runtime.js";
import { loadConfig } from "../src/config.js";
import { SqliteCheckpointSaver } from "../src/store/sqlite-checkpoint-saver.js";
import { completingGoals, readBenchGoals } from "../test/fixtures/goals.js";

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { plans: { type: "string", default: "30" }, out: { type: "string" }, top: { type: "string", default: "40" } },
  strict: true,
});
const N = Math.max(1, Number(values.plans) || 30);
const goals = completingGoals(readBenchGoals());

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** Where a frame's code lives: our top two directories, a package, a node: module, or V8 itself. */
function place(url: string): string {
  if (!url) return "(V8: gc, native, program)";
  const pkg = url.match(/node_modules\/(@[^/]+\/[^/]+|[^/]+)/);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return url;
  const ours = url.match(/\/(src|graphs|bench|test)\/([^/]+)/);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

const dir = mkdtempSync(join(tmpdir(), "goalgraph-profile-"));
try {
  const config = loadConfig({ ...process.env, GOALGRAPH_DB: join(dir, "plans.sqlite"), GOALGRAPH_LOG_LEVEL: "silent" });
  const rt = await createRuntime(config, { auditor: false });
  let seq = 0;
  // As bench:plan: a run's relaxed checkpoints are made durable at its end (sqlite-checkpoint-saver.ts point 3).
  const durable = () => {
    if (rt.checkpointer instanceof SqliteCheckpointSaver) rt.checkpointer.sync();
  };
  const plan = async (i: number) => {
    const g = goals[i % goals.length]!;
    const cfg = { configurable: { thread_id: `profile-${seq++}` } };
    let out = await rt.planner.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, cfg);
    durable();
    for (let k = 0; k < 4 && out.stage !== "COMPLETE"; k++) {
      out = await rt.planner.invoke(new Command({ resume: "approve" }), cfg);
      durable();
    }
    if (out.stage !== "COMPLETE") throw new Error(`${g.id}: ended ${out.stage}`);
  };
  for (let i = 0; i < goals.length; i++) await plan(i);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N; i++) await plan(i);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
  session.disconnect();
  await rt.close();
  if (values.out) writeFileSync(values.out, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPlace = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const d = profile.timeDeltas[i] ?? 0;
    const f = byId.get(id)!.callFrame;
    const name = f.url ? `${f.functionName || "(anonymous)"} ${f.url.replace(/.*node_modules\//, "").replace(/^.*?\/(src|graphs|bench|test)\//, "$1/")}:${f.lineNumber + 1}` : f.functionName;
    byPlace.set(place(f.url), (byPlace.get(place(f.url)) ?? 0) + d);
    byFn.set(name, (byFn.get(name) ?? 0) + d);
    total += d;
  });
  const top = Number(values.top) || 40;
  const show = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`).join("\n");
  process.stdout.write(
    `${N} plans: wall ${(ms / N).toFixed(1)} ms, CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(1)} ms per plan (profiler on)\n\nby place:\n${show(byPlace, 25)}\n\nby function (self):\n${show(byFn, top)}\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
