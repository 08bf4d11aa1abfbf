/**
 * Durability across processes: a plan started by one process, which exits at the approval
 * interrupt, is resumed by thread_id from the SQLite file by another process — with final
 * artifacts identical to an uninterrupted run of the same input.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Command } from "@langchain/langgraph";
import { afterAll, describe, expect, it } from "vitest";
import { createRuntime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";

const run = promisify(execFile);
const BIN = new URL("../../bin/goalgraph.mjs", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "gg-xproc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GOAL = "Launch my bakery's online shop by March 1: pick a platform, photograph 30 products, set up payments, announce it to customers.";
const ARGS = ["--tz", "America/New_York", "--now", "2026-12-01T08:00:00"];

async function cli(args: string[]) {
  const pending = run(process.execPath, [BIN, ...args], { env: { ...process.env, GOALGRAPH_LOG_LEVEL: "silent" }, timeout: 60_000 });
  pending.child.stdin?.end(); // no terminal: the CLI pauses at the first question and exits
  const { stdout, stderr } = await pending;
  const last = stdout.trim().split("\n").at(-1)!;
  return { result: JSON.parse(last) as Record<string, unknown>, stderr };
}

describe("resume in another process", () => {
  it("continues from the checkpoint and ends with the same artifacts as an uninterrupted run", { timeout: 120_000 }, async () => {
    const db = join(dir, "shared.sqlite");
    const first = await cli(["plan", GOAL, ...ARGS, "--db", db, "--thread", "xp-1", "--json"]);
    expect(first.result).toMatchObject({ thread_id: "xp-1", status: "awaiting_reply" });
    expect(first.stderr).toMatch(/SEEK_APPROVAL/);
    const second = await cli(["resume", "xp-1", "approve", "--db", db, "--json"]);
    expect(second.result).toMatchObject({ thread_id: "xp-1", status: "complete" });

    // The same input, uninterrupted, in this process on another database.
    const rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "straight.sqlite") }), { auditor: false });
    try {
      const cfg = { configurable: { thread_id: "straight" } };
      await rt.planner.invoke({ goal: GOAL, timezone: "America/New_York", now: "2026-12-01T08:00:00" }, cfg);
      const done = await rt.planner.invoke(new Command({ resume: "approve" }), cfg);
      expect(done.stage).toBe("COMPLETE");
      for (const key of ["pattern", "outline", "roadmap", "schedule"] as const) expect(second.result[key], key).toEqual(JSON.parse(JSON.stringify(done[key])));
      expect((second.result.schedule as { blocks: unknown[] }).blocks.length).toBeGreaterThan(0);
    } finally {
      await rt.close();
    }
  });

  it("refuses to resume a thread that is not waiting, with a code", { timeout: 60_000 }, async () => {
    const db = join(dir, "shared.sqlite");
    await expect(cli(["resume", "xp-1", "approve", "--db", db, "--json"])).rejects.toMatchObject({ stderr: expect.stringMatching(/NOT_INTERRUPTED/) });
    await expect(cli(["resume", "nope", "approve", "--db", db])).rejects.toMatchObject({ stderr: expect.stringMatching(/THREAD_NOT_FOUND/) });
  });
});
