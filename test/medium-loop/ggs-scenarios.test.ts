/**
 * The shared GGS scenarios as a test, not only a benchmark: directives must solve every
 * solvable scenario, abandon every unsolvable one, and cost fewer executor calls than naive retry.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadScenarios, runBench, summarize } from "../fixtures/sim-world.js";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
// ../shared/bench beside the checkout (CI, developer machines) so new scenarios there are tested
// unchanged; a copy in test/fixtures when the clone stands alone.
const SHARED = resolve(repo, "../shared/bench/ggs-scenarios.json");
const SCENARIOS = existsSync(SHARED) ? SHARED : resolve(repo, "test/fixtures/ggs-scenarios.json");
const run = promisify(execFile);

describe("GGS scenarios (shared/bench/ggs-scenarios.json)", () => {
  it("has a scenario file with solvable and unsolvable scenarios", () => {
    if (SCENARIOS !== SHARED) console.warn(`[ggs-scenarios] ${SHARED} is missing: using the copy in test/fixtures`);
    const scenarios = loadScenarios(SCENARIOS);
    expect(scenarios.some((s) => s.solvable)).toBe(true);
    expect(scenarios.some((s) => !s.solvable)).toBe(true);
  });

  it("ggs solves every solvable scenario, abandons every unsolvable one, and uses fewer executor calls than naive", async () => {
    const scenarios = loadScenarios(SCENARIOS);
    const runs = await runBench(scenarios, 1);
    const ggs = runs.filter((r) => r.policy === "ggs");
    for (const r of ggs) {
      if (r.solvable) expect({ id: r.id, solved: r.solved }).toEqual({ id: r.id, solved: true });
      else expect({ id: r.id, final: r.final }).toEqual({ id: r.id, final: "abandon" });
    }
    const report = summarize(runs);
    expect(report.policies.ggs.solved).toBe(scenarios.filter((s) => s.solvable).length);
    expect(report.policies.ggs.unsolvable_abandoned).toBe(scenarios.filter((s) => !s.solvable).length);
    expect(report.policies.ggs.executor_calls).toBeLessThan(report.policies.naive.executor_calls);
  });

  it("is reproducible: the same seed gives the same report", async () => {
    const scenarios = loadScenarios(SCENARIOS);
    expect(summarize(await runBench(scenarios, 7))).toEqual(summarize(await runBench(scenarios, 7)));
  });

  it("CLI --json prints exactly the report on stdout and progress on stderr", async () => {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "bench/ggs.ts", "--scenarios", SCENARIOS, "--json"], { cwd: repo });
    const report = JSON.parse(stdout) as { policies: Record<string, unknown>; scenarios: Array<Record<string, unknown>> };
    expect(Object.keys(report)).toEqual(["policies", "scenarios"]);
    expect(Object.keys(report.policies)).toEqual(["ggs", "naive", "random"]);
    expect(Object.keys(report.policies["ggs"] as object)).toEqual(["solved", "unsolvable_abandoned", "executor_calls", "rounds"]);
    expect(Object.keys(report.scenarios[0]!)).toEqual(["id", "policy", "solved", "executor_calls", "directives"]);
    expect(report.scenarios[0]!["directives"]).toContain("init→change_path");
    expect(stderr).toContain("ggs");
  });
});

describe("GGS bench CLI errors", () => {
  it("a missing scenario file exits 2 with a message naming it", async () => {
    const failure = await run(process.execPath, ["--import", "tsx", "bench/ggs.ts", "--scenarios", "/nonexistent/scenarios.json"], { cwd: repo }).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(/cannot read scenario file \/nonexistent\/scenarios\.json/);
    expect(failure?.stdout).toBe("");
  });

  it.each([
    [["--frobnicate"], /Unknown option '--frobnicate'/],
    [["--scenarios"], /--scenarios <value>' argument missing/],
    [["--seed", "x"], /--seed must be an integer, got "x"/],
  ])("rejects %j with exit code 2 and the usage", async (args, message) => {
    const failure = await run(process.execPath, ["--import", "tsx", "bench/ggs.ts", ...args], { cwd: repo }).then(
      () => null,
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toMatch(message);
    expect(failure?.stderr).toContain("usage: npm run bench:ggs");
    expect(failure?.stdout).toBe("");
  });
});
