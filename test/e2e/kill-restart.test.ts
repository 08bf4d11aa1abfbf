/**
 * The service as deployed: the real CLI server process (`goalgraph serve`, SQLite file) is
 * SIGKILLed while a plan's run is under way and started again on the same database. The run must
 * be taken over and the thread must reach its approval question — same run, one schedule, no
 * duplicate sessions — and then complete when the person approves.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@langchain/langgraph-sdk";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "gg-e2e-kill-"));
const procs: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function serve(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", "serve", "--port", String(port), "--host", "127.0.0.1", "--db", join(dir, "gg.sqlite")], {
    cwd: ROOT,
    env: { ...process.env, GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_LEASE_TTL_MS: "1000", GOALGRAPH_API_KEYS: "" },
    stdio: "ignore",
  });
  procs.push(child);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/ok`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

afterAll(() => {
  for (const p of procs) if (p.exitCode === null) p.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("SIGKILL mid-run, then restart on the same database", () => {
  it("the run is taken over and the thread pauses at its approval, then completes", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const first = await serve(port);
    const url = `http://127.0.0.1:${port}`;
    const client = new Client({ apiUrl: url });
    const thread = await client.threads.create();
    const run = await client.runs.create(thread.thread_id, "planner", {
      input: { goal: "Train for a 10k in 8 weeks: Monday, Wednesday and Friday at 7:00, 45 minutes each.", timezone: "Europe/London", now: "2026-12-01T08:00:00Z" },
    });
    first.kill("SIGKILL");
    await new Promise<void>((r) => first.once("exit", () => r()));

    await serve(port);
    let t = await client.threads.get(thread.thread_id);
    for (let i = 0; i < 600 && t.status !== "interrupted"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      t = await client.threads.get(thread.thread_id);
    }
    expect(t.status).toBe("interrupted");
    const runs = await client.runs.list(thread.thread_id);
    expect(runs.map((r) => [r.run_id, r.status])).toEqual([[run.run_id, "success"]]);

    const plan = (await (await fetch(`${url}/plans/${thread.thread_id}`)).json()) as { status: string; schedule: { blocks: { start: string }[] }; question: { kind: string } };
    expect(plan.status).toBe("awaiting_reply");
    expect(plan.question.kind).toBe("approval");
    const starts = plan.schedule.blocks.map((b) => b.start);
    expect(starts.length).toBeGreaterThan(15);
    expect(new Set(starts).size).toBe(starts.length);
    for (const s of starts) {
      const d = new Date(s);
      expect(["Mon", "Wed", "Fri"]).toContain(d.toLocaleDateString("en-GB", { timeZone: "Europe/London", weekday: "short" }));
      expect(d.toLocaleTimeString("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" })).toBe("07:00");
    }

    const done = (await client.runs.wait(thread.thread_id, "planner", { command: { resume: "approve" } })) as { stage: string };
    expect(done.stage).toBe("COMPLETE");
  });
});
