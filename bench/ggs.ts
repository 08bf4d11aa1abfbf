/**
 * GGS benchmark: `npm run bench:ggs -- --scenarios <file> [--json] [--seed <n>]`.
 * Runs the medium-loop graph over each scenario's simulated world under three planner policies
 * (ggs, naive, random) and reports whether GGS directives solve tasks in fewer executor calls
 * and give up on what cannot be solved. With --json, stdout is exactly one JSON document;
 * progress goes to stderr.
 */
import { resolve } from "node:path";
import { BenchInputError, loadScenarios, POLICIES, runScenario, type Policy, type Scenario, type ScenarioRun } from "./sim-world.js";

const DEFAULT_SCENARIOS = "../shared/bench/ggs-scenarios.json";
const USAGE = "usage: npm run bench:ggs -- [--scenarios <file>] [--json] [--seed <integer>]";

interface Args {
  scenarios: string;
  json: boolean;
  seed: number;
}

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { scenarios: DEFAULT_SCENARIOS, json: false, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--json") args.json = true;
    else if (a === "--scenarios" || a === "--seed") {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new BenchInputError(`${a} needs a value\n${USAGE}`);
      i += 1;
      if (a === "--scenarios") args.scenarios = value;
      else {
        if (!/^-?\d+$/.test(value)) throw new BenchInputError(`--seed must be an integer, got "${value}"\n${USAGE}`);
        args.seed = Number(value);
      }
    } else if (a === "--help" || a === "-h") throw new BenchInputError(USAGE);
    else throw new BenchInputError(`unknown argument "${a}"\n${USAGE}`);
  }
  return args;
}

export interface PolicySummary {
  solved: number;
  unsolvable_abandoned: number;
  executor_calls: number;
  rounds: number;
}

export interface BenchReport {
  policies: Record<Policy, PolicySummary>;
  scenarios: Array<{ id: string; policy: Policy; solved: boolean; executor_calls: number; directives: string[] }>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** executor_calls is the total over scenarios; rounds is the mean per scenario. */
export function summarize(runs: readonly ScenarioRun[]): BenchReport {
  const policies = {} as Record<Policy, PolicySummary>;
  for (const p of POLICIES) {
    const mine = runs.filter((r) => r.policy === p);
    policies[p] = {
      solved: mine.filter((r) => r.solvable && r.solved).length,
      unsolvable_abandoned: mine.filter((r) => !r.solvable && r.abandoned).length,
      executor_calls: mine.reduce((n, r) => n + r.executor_calls, 0),
      rounds: mine.length === 0 ? 0 : round2(mine.reduce((n, r) => n + r.rounds, 0) / mine.length),
    };
  }
  return {
    policies,
    scenarios: runs.map((r) => ({ id: r.id, policy: r.policy, solved: r.solved, executor_calls: r.executor_calls, directives: r.directives })),
  };
}

export async function runBench(scenarios: readonly Scenario[], seed: number, progress: (line: string) => void = () => {}): Promise<ScenarioRun[]> {
  const runs: ScenarioRun[] = [];
  for (const policy of POLICIES) {
    for (const s of scenarios) {
      const run = await runScenario(s, policy, { seed });
      progress(`${policy.padEnd(6)} ${s.id}: ${run.final ?? run.exit} after ${run.rounds} round(s), ${run.executor_calls} executor call(s)`);
      runs.push(run);
    }
  }
  return runs;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => c.padEnd(widths[i]!)).join("  ").trimEnd();
}

export function renderTable(report: BenchReport, runs: readonly ScenarioRun[]): string {
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

async function main(argv: readonly string[]): Promise<number> {
  let args: Args;
  let scenarios: Scenario[];
  try {
    args = parseArgs(argv);
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

// Run only as a script, so tests can import the pieces.
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`bench:ggs: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
