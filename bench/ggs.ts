/**
 * GGS benchmark: `npm run bench:ggs -- --scenarios <file> [--json] [--seed <n>]`.
 * Runs the medium-loop graph over each scenario's simulated world (test/fixtures/sim-world.ts)
 * under three planner policies (ggs, naive, random) and reports whether GGS directives solve
 * tasks in fewer executor calls and give up on what cannot be solved. With --json, stdout is
 * exactly one JSON document; progress goes to stderr.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BenchInputError, loadScenarios, POLICIES, round2, runBench, summarize, type BenchReport, type ScenarioRun } from "../test/fixtures/sim-world.js";

const USAGE = "usage: npm run bench:ggs -- [--scenarios <file>] [--json] [--seed <integer>]";

function readArgs(argv: string[]): { scenarios: string; json: boolean; seed: number } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { scenarios: { type: "string", default: "../shared/bench/ggs-scenarios.json" }, json: { type: "boolean", default: false }, seed: { type: "string", default: "1" }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (e) {
    throw new BenchInputError(`${(e as Error).message}\n${USAGE}`);
  }
  if (values.help) throw new BenchInputError(USAGE);
  if (!/^-?\d+$/.test(values.seed)) throw new BenchInputError(`--seed must be an integer, got "${values.seed}"\n${USAGE}`);
  return { scenarios: values.scenarios, json: values.json, seed: Number(values.seed) };
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
}

function renderTable(report: BenchReport, runs: readonly ScenarioRun[]): string {
  const solvable = new Set(runs.filter((r) => r.solvable).map((r) => r.id)).size;
  const unsolvable = new Set(runs.filter((r) => !r.solvable).map((r) => r.id)).size;
  const header = ["policy", "solved", "unsolvable_abandoned", "executor_calls", "mean_calls", "mean_rounds"];
  const rows = POLICIES.map((p) => {
    const s = report.policies[p];
    const n = runs.filter((r) => r.policy === p).length || 1;
    return [p, `${s.solved}/${solvable}`, `${s.unsolvable_abandoned}/${unsolvable}`, String(s.executor_calls), String(round2(s.executor_calls / n)), String(s.rounds)];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const lines = [pad(header, widths), pad(widths.map((w) => "-".repeat(w)), widths), ...rows.map((r) => pad(r, widths))];
  lines.push("", "directive sequences (prev→current):");
  const idWidth = Math.max(...runs.map((r) => r.id.length));
  for (const r of runs) {
    const verdict = r.solved ? "solved" : r.abandoned ? "abandoned" : (r.exit ?? "?");
    lines.push(`  ${r.policy.padEnd(6)} ${r.id.padEnd(idWidth)}  ${verdict.padEnd(9)} calls=${String(r.executor_calls).padEnd(3)} ${r.directives.join(", ")}`);
  }
  return lines.join("\n");
}

async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof readArgs>;
  let scenarios;
  try {
    args = readArgs(argv);
    scenarios = loadScenarios(resolve(args.scenarios));
  } catch (e) {
    if (e instanceof BenchInputError) {
      process.stderr.write(`bench:ggs: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const runs = await runBench(scenarios, args.seed, (line) => process.stderr.write(`${line}\n`));
  const report = summarize(runs);
  process.stdout.write(args.json ? `${JSON.stringify(report)}\n` : `${renderTable(report, runs)}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`bench:ggs: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
