/**
 * A simulated world for the GGS benchmark (shared/bench/SCENARIOS.md): scenario parsing, the
 * ports the medium loop needs (planner policy, executor, agent-validator, merger, clock, bus)
 * built from one scenario, and a runner that drives THE medium-loop graph over them.
 * Time is simulated (each execution adds the tool's cost_ms); nothing sleeps.
 */
import { readFileSync } from "node:fs";
import { MemorySaver } from "@langchain/langgraph";
import { z } from "zod";
import { compileMediumLoop, mediumLoopRecursionLimit, type EvaluateRound, type MediumLoopDeps } from "../graphs/medium-loop/index.js";
import type { BusMessage, BusMessageInput, Criterion, CriterionVerdict, PlanDirective } from "../src/contracts/index.js";
import { Criterion as CriterionSchema } from "../src/contracts/index.js";
import { DEFAULT_GGS_PARAMS, type GgsParams } from "../src/config.js";
import { evaluateRound } from "../src/ggs/index.js";
import type { BusPublisher } from "../src/bus/types.js";
import type { PlannerPort, PlanRequest, SubTaskDraft } from "../src/roles/planner.js";

// ---------------------------------------------------------------------------------------------
// Scenario format

const WorldResult = z
  .string()
  .regex(/^(pass|environmental|logical|fail:\d+:(logical|environmental))$/, 'expected pass | environmental | logical | fail:<n>:<class>');

export const Scenario = z.object({
  id: z.string().min(1),
  description: z.string().default(""),
  criteria: z.array(CriterionSchema).min(1),
  tools: z
    .array(z.object({ name: z.string().min(1), targets: z.array(z.string()).min(1), cost_ms: z.number().nonnegative() }))
    .min(1),
  world: z.array(z.object({ tool: z.string().min(1), target: z.string().min(1), result: WorldResult })),
  start: z.object({ tool: z.string().min(1), target: z.string().min(1) }),
  solvable: z.boolean(),
  flaky: z.number().min(0).max(1).optional(),
  seed: z.number().int().optional(),
});
export type Scenario = z.infer<typeof Scenario>;

export class BenchInputError extends Error {}

/** Reads and validates a scenario file; every problem names the scenario and field. */
export function loadScenarios(path: string): Scenario[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new BenchInputError(`cannot read scenario file ${path}: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new BenchInputError(`scenario file ${path} is not valid JSON: ${(e as Error).message}`);
  }
  if (!Array.isArray(json)) throw new BenchInputError(`scenario file ${path} must hold a JSON array of scenarios`);
  if (json.length === 0) throw new BenchInputError(`scenario file ${path} holds no scenarios`);
  const scenarios = json.map((item, i) => {
    const r = Scenario.safeParse(item);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      const id = typeof (item as { id?: unknown })?.id === "string" ? ` (${(item as { id: string }).id})` : "";
      throw new BenchInputError(`scenario ${i}${id}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    }
    return r.data;
  });
  const ids = new Set<string>();
  for (const s of scenarios) {
    if (ids.has(s.id)) throw new BenchInputError(`duplicate scenario id "${s.id}"`);
    ids.add(s.id);
    const start = s.tools.find((t) => t.name === s.start.tool);
    if (!start || !start.targets.includes(s.start.target)) {
      throw new BenchInputError(`scenario ${s.id}: start ${s.start.tool}/${s.start.target} is not one of its tools' targets`);
    }
  }
  return scenarios;
}

/** First matching row decides; tool "*" matches any tool, target "*" any target; unmatched → logical. */
export function worldResult(s: Scenario, tool: string, target: string | null): string {
  const row = s.world.find((w) => (w.tool === "*" || w.tool === tool) && (w.target === "*" || w.target === target));
  return row?.result ?? "logical";
}

/** Per-criterion verdicts for a world result (before flakiness). */
export function verdictsFor(criteria: readonly Criterion[], result: string, evidence: string): CriterionVerdict[] {
  let failCount = 0;
  let failureClass: "logical" | "environmental" = "logical";
  if (result === "environmental" || result === "logical") {
    failCount = criteria.length;
    failureClass = result;
  } else if (result.startsWith("fail:")) {
    const [, n, cls] = result.split(":");
    failCount = Number(n);
    failureClass = cls === "environmental" ? "environmental" : "logical";
  }
  return criteria.map((c, i) =>
    i < failCount
      ? { criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: failureClass, evidence: `${evidence}: ${result}` }
      : { criterion: c.criterion, mode: c.mode, verdict: "pass", failure_class: null, evidence: `${evidence}: ok` },
  );
}

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers

export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny seeded PRNG in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class SimClock {
  private t = 0;
  nowMs(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

/** In-memory bus: stores a (thread, idem_key) once and returns the stored message on repeats. */
export class InMemoryBus implements BusPublisher {
  readonly messages: BusMessage[] = [];
  private readonly byKey = new Map<string, BusMessage>();
  async publish(input: BusMessageInput): Promise<BusMessage> {
    const key = `${input.thread_id}\u0000${input.idem_key}`;
    const existing = this.byKey.get(key);
    if (existing) return existing;
    const seq = this.messages.filter((m) => m.thread_id === input.thread_id).length + 1;
    const message: BusMessage = { ...structuredClone(input), id: String(this.messages.length + 1), seq, at: new Date(0).toISOString() };
    this.messages.push(message);
    this.byKey.set(key, message);
    return message;
  }
}

// ---------------------------------------------------------------------------------------------
// Planner policies

export const POLICIES = ["ggs", "naive", "random"] as const;
export type Policy = (typeof POLICIES)[number];

function draftFor(s: Scenario, tool: string, target: string): SubTaskDraft {
  return { intent: `${s.id}: ${tool} on ${target}`, tool, target, success_criteria: s.criteria, context: s.description };
}

/** Targets after `current` in list order, then those before it; blocked and current excluded. */
function nextTarget(targets: readonly string[], current: string | null, blocked: readonly string[]): string | null {
  const i = current === null ? -1 : targets.indexOf(current);
  const order = [...targets.slice(i + 1), ...targets.slice(0, Math.max(i, 0))];
  return order.find((t) => t !== current && !blocked.includes(t)) ?? null;
}

/**
 * SCENARIOS.md under GGS: refine/change_path keep the tool and take its next unblocked target;
 * change_approach/break_symmetry take the next unblocked tool in list order and its first
 * unblocked target. Nothing left → [] (the round fails as logical with no execution).
 */
export function ggsPolicy(s: Scenario): PlannerPort {
  return {
    plan(req: PlanRequest): SubTaskDraft[] {
      if (req.directive === null) return [draftFor(s, s.start.tool, s.start.target)];
      const prev = req.previousPlan[0] ?? draftFor(s, s.start.tool, s.start.target);
      const { tools: blockedTools, targets: blockedTargets } = req.mustNots;
      const keepTool = req.directive.directive === "refine" || req.directive.directive === "change_path";
      if (keepTool) {
        const tool = s.tools.find((t) => t.name === prev.tool);
        if (!tool || blockedTools.includes(tool.name)) return [];
        const target = nextTarget(tool.targets, prev.target, blockedTargets);
        return target === null ? [] : [draftFor(s, tool.name, target)];
      }
      const i = s.tools.findIndex((t) => t.name === prev.tool);
      const order = [...s.tools.slice(i + 1), ...s.tools.slice(0, Math.max(i, 0))];
      for (const tool of order) {
        if (tool.name === prev.tool || blockedTools.includes(tool.name)) continue;
        const target = tool.targets.find((t) => !blockedTargets.includes(t));
        if (target !== undefined) return [draftFor(s, tool.name, target)];
      }
      return [];
    },
  };
}

/** A plain retry loop: the previous plan, unchanged, every round. */
export function naivePolicy(s: Scenario): PlannerPort {
  return {
    plan(req: PlanRequest): SubTaskDraft[] {
      return req.previousPlan.length > 0 ? req.previousPlan : [draftFor(s, s.start.tool, s.start.target)];
    },
  };
}

/** A seeded random untried (tool, target) each round after the shared start. */
export function randomPolicy(s: Scenario, seed: number): PlannerPort {
  const rng = seededRandom(seed ^ hashString(`random:${s.id}`));
  const tried = new Set<string>();
  const key = (tool: string, target: string) => `${tool}\u0000${target}`;
  return {
    plan(req: PlanRequest): SubTaskDraft[] {
      if (req.directive === null) {
        tried.add(key(s.start.tool, s.start.target));
        return [draftFor(s, s.start.tool, s.start.target)];
      }
      const untried = s.tools.flatMap((t) => t.targets.filter((x) => !tried.has(key(t.name, x))).map((x) => [t.name, x] as const));
      if (untried.length === 0) return [];
      const [tool, target] = untried[Math.floor(rng() * untried.length)]!;
      tried.add(key(tool, target));
      return [draftFor(s, tool, target)];
    },
  };
}

/**
 * The baselines replan without GGS guidance: the GGS still decides when to stop (success,
 * abandon), but R2 gets its directive with no blocked sets. Without this ablation the code plan
 * validator would reject the naive re-run from round 2 on, so the "retry loop" would never retry.
 */
export function withoutGuidance(evaluate: EvaluateRound): EvaluateRound {
  return (input, memory, params) => {
    const r = evaluate(input, memory, params);
    if (r.emission.directive === "accept" || r.emission.directive === "success" || r.emission.directive === "abandon") return r;
    const emission: PlanDirective = { ...(r.emission as PlanDirective), blocked_tools: [], blocked_targets: [] };
    return { emission, memory: r.memory };
  };
}

// ---------------------------------------------------------------------------------------------
// World ports and the runner

export interface SimStats {
  executions: number;
}

export interface SimWorldOptions {
  seed?: number;
  agentRetryK?: number;
  turnLimit?: number;
  ggsParams?: Partial<GgsParams>;
}

export function makeSimDeps(s: Scenario, policy: Policy, opts: SimWorldOptions = {}): { deps: MediumLoopDeps; clock: SimClock; stats: SimStats; bus: InMemoryBus } {
  const seed = opts.seed ?? s.seed ?? 1;
  const clock = new SimClock();
  const bus = new InMemoryBus();
  const stats: SimStats = { executions: 0 };
  const flakeRng = seededRandom(seed ^ hashString(`flaky:${s.id}`));
  const costOf = (tool: string) => s.tools.find((t) => t.name === tool)?.cost_ms ?? 0;
  let idCounter = 0;

  const planner = policy === "ggs" ? ggsPolicy(s) : policy === "naive" ? naivePolicy(s) : randomPolicy(s, seed);
  const deps: MediumLoopDeps = {
    planner,
    executor: {
      async execute(req) {
        const tool = req.subtask.tool ?? "";
        const target = req.subtask.target ?? null;
        clock.advance(costOf(tool));
        stats.executions += 1;
        const result = worldResult(s, tool, target);
        return {
          text: `ran ${tool} on ${target}`,
          tool_calls: [{ tool, target, ok: result === "pass", output: result }],
          output: { tool, target, result },
          model: `sim-${req.tier}`,
        };
      },
    },
    validator: {
      validate(subtask, result) {
        const out = result.output as { tool: string; target: string | null; result: string };
        const flaked = out.result === "pass" && s.flaky !== undefined && flakeRng() < s.flaky;
        const effective = flaked ? "environmental" : out.result;
        return verdictsFor(subtask.success_criteria, effective, `${out.tool}(${out.target})${flaked ? " [flaky]" : ""}`);
      },
    },
    merger: {
      merge({ outcomes, task_criteria }) {
        return {
          ok: true,
          merged_output: outcomes.map((o) => o.output),
          verdicts: task_criteria.map((c) => ({ criterion: c.criterion, mode: c.mode, verdict: "pass", failure_class: null, evidence: "all subtasks matched in the world" })),
        };
      },
    },
    bus,
    clock,
    ggsParams: opts.ggsParams ?? DEFAULT_GGS_PARAMS,
    agentRetryK: opts.agentRetryK ?? 2,
    turnLimit: opts.turnLimit ?? 10,
    evaluateRound: policy === "ggs" ? evaluateRound : withoutGuidance(evaluateRound),
    // Deterministic ids keep bench runs byte-for-byte reproducible (still UUID-shaped, v4 bits).
    newId: () => {
      idCounter += 1;
      const hex = (hashString(`${s.id}:${policy}:${idCounter}`).toString(16) + idCounter.toString(16)).padStart(12, "0").slice(-12);
      return `00000000-0000-4000-8000-${hex}`;
    },
  };
  return { deps, clock, stats, bus };
}

export interface ScenarioRun {
  id: string;
  policy: Policy;
  solvable: boolean;
  solved: boolean;
  abandoned: boolean;
  final: string | null;
  exit: string | null;
  executor_calls: number;
  rounds: number;
  elapsed_ms: number;
  directives: string[];
}

export async function runScenario(s: Scenario, policy: Policy, opts: SimWorldOptions = {}): Promise<ScenarioRun> {
  const { deps } = makeSimDeps(s, policy, opts);
  const graph = compileMediumLoop(deps, new MemorySaver());
  const task = { task_id: s.id, intent: s.description || s.id, context: s.description, task_criteria: s.criteria, deadline: null };
  const out = await graph.invoke(
    { task, scope: policy },
    { configurable: { thread_id: `bench:${policy}:${s.id}` }, recursionLimit: mediumLoopRecursionLimit(deps.maxRounds) },
  );
  const finalDirective = out.final?.directive ?? null;
  return {
    id: s.id,
    policy,
    solvable: s.solvable,
    solved: finalDirective === "accept" || finalDirective === "success",
    abandoned: finalDirective === "abandon",
    final: finalDirective,
    exit: out.exit,
    executor_calls: out.executorCalls,
    rounds: out.round,
    elapsed_ms: out.elapsedMs,
    directives: out.directiveHistory,
  };
}
