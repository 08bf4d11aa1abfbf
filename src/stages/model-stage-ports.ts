/**
 * The medium-loop ports for one stage request when a model provider is configured (DESIGN §1, §4):
 *   R3 executor  the routed model in a tools-only ReAct loop whose tools are the stage's approaches
 *                (each runs its registry tool chain through the offline runner, so prerequisites,
 *                caching, feedback and block caps behave exactly as offline); tier escalation on
 *                refusal skips the no-fly models; bounded by TURN_LIMIT.
 *   solver       the pinned solver chain (ADR-0079), with the deterministic fast path for turns
 *                that did no work at all.
 *   R4a          verifiable criteria in code; plausible ones by the model, and only when the
 *                code checks passed (otherwise the subtask fails anyway and the call is waste).
 *   R4b merger   the code gate and code re-check first; the model judges the plausible task
 *                criteria only on the all-matched path. The merged output stays the code's.
 * R2 stays the offline catalogue policy (ports.ts): its choices are exactly what the GGS blocks.
 *
 * Every model failure becomes a value here: failing verdicts with failure_class environmental
 * (the GGS sees them), never an exception out of a node. A hard budget cap reached inside the
 * stage is remembered on the session; from then on no port calls a model, the executor reports a
 * BLOCKER so the fast loop ends at once, and the runner hands the stop to the controller.
 */
import { z } from "zod";
import type { Criterion, CriterionVerdict, ExecutionResult, SubTask, SubTaskOutcome, ToolResult } from "../contracts/index.js";
import type { BudgetManager, BudgetSnapshot } from "../models/budget.js";
import { runExecutorReact } from "../models/executor-react.js";
import type { PromptLibrary } from "../models/prompts.js";
import type { ChatModelProvider } from "../models/provider.js";
import { judgePlausibleCriteria, mergeAndVerify } from "../models/roles.js";
import { routeExecutor } from "../models/router.js";
import { solveWithModel } from "../models/solver.js";
import type { ModelContext } from "../models/structured.js";
import { failAllVerdicts, type AgentValidatorPort } from "../roles/agent-validator.js";
import type { ExecutorPort, ExecutorRequest, ExecutorTranscript, ToolCallTrace } from "../roles/executor.js";
import type { MergeResult, MergerPort } from "../roles/meta-validator.js";
import type { SolverPort } from "../roles/solver.js";
import type { ToolDefinition } from "../tools/types.js";
import type { StageRequest } from "./stage-runner.js";
import type { Approach, StageCatalogue } from "./catalogue.js";
import { isStageOutput, judgeStageOutput, schedulableIds, type CheckEnv, type StageOutput } from "./criteria-checks.js";
import { createStageMerger } from "./offline-stage-ports.js";
import type { StageSpend, StageStop } from "./spend.js";

/** What the composition root hands the runner when a model provider is configured. */
export interface StageModels {
  provider: ChatModelProvider;
  prompts: PromptLibrary;
  /** A BudgetManager for one stage run, starting from `snapshot`; `onStop` hears every hard-cap refusal. */
  budget(snapshot: BudgetSnapshot | null, onStop: (stop: StageStop) => void): BudgetManager;
  /** The budget's day (YYYY-MM-DD, UTC) now: the daily figure is seeded for this day. */
  today(): string;
}

const round8 = (usd: number) => Math.round(usd * 1e8) / 1e8;

/** One stage run's model context: a budget seeded from the thread's spend, and the stop it may hit. */
export class StageModelSession {
  readonly ctx: ModelContext;
  stop: StageStop | null = null;
  private readonly budget: BudgetManager;
  private readonly seedUsd: number;

  constructor(models: StageModels, spend: StageSpend) {
    const snapshot: BudgetSnapshot = {
      session_usd: spend.sessionUsd,
      turn_usd: spend.turnUsd,
      day: models.today(),
      daily_usd: spend.dailyUsd,
      calls: 0,
      input_tokens: 0,
      output_tokens: 0,
      unpriced_models: [],
    };
    this.budget = models.budget(snapshot, (s) => {
      this.stop ??= s;
    });
    this.seedUsd = this.budget.snapshot().session_usd;
    this.ctx = { provider: models.provider, prompts: models.prompts, budget: this.budget };
  }

  /** Model spend of this run so far (USD). */
  spentUsd(): number {
    return round8(Math.max(0, this.budget.snapshot().session_usd - this.seedUsd));
  }
}

// ── R3 executor ──────────────────────────────────────────────────────────────────────────────

/** OpenAI function names allow [A-Za-z0-9_-] only: "outline.template" → "outline_template". */
export function stageToolName(approach: string): string {
  return approach.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64);
}

function approachTool(approach: Approach, stage: StageRequest["stage"]): ToolDefinition {
  const targets = approach.targets as [string, ...string[]];
  return {
    name: stageToolName(approach.name),
    description: `${approach.describe}. Runs ${approach.tools.join(" → ")} and returns the stage's artifact.`,
    stage,
    input: z.object({ target: z.enum(targets).describe(`What to run it on; the subtask names one. One of: ${targets.join(", ")}`) }).strict(),
    output: z.unknown(),
    prerequisites: [],
    produces: [],
    // Never called: the executor's runTool runs the approach (see createModelStageExecutor).
    run: () => ({ ok: false, confidence: 0, explanations: ["run through the stage executor"], data: null }),
  };
}

/** What the model reads back from a stage tool: enough to know it worked, not the whole artifact. */
function toolResultOf(output: StageOutput, lines: readonly string[]): ToolResult {
  const made = Object.entries(output.artifacts)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k]) => k);
  return {
    ok: output.error === null,
    confidence: output.confidence,
    explanations: lines.slice(0, 6),
    data: { approach: output.approach, target: output.target, artifacts: made, error: output.error, notes: output.notes },
  };
}

function transcriptOf(text: string, model: string): ExecutorTranscript {
  return { text, tool_calls: [], output: null, model };
}

export function createModelStageExecutor(session: StageModelSession, offline: ExecutorPort, catalogue: StageCatalogue, request: StageRequest): ExecutorPort {
  return {
    async execute(x: ExecutorRequest): Promise<ExecutorTranscript> {
      if (session.stop) return transcriptOf(`BLOCKER: model budget exhausted: ${session.stop.code}: ${session.stop.message}`, "none");
      const approach = catalogue.approaches.find((a) => a.name === x.subtask.tool);
      // Not one of the stage's approaches: the offline runner reports it as a tool error (no model needed).
      if (!approach) return offline.execute(x);
      const route = routeExecutor(session.ctx.provider, { unitType: approach.name, unit: x.subtask.intent, tier: x.tier, noFly: x.noFly });
      if (route.kind === "blocker") return transcriptOf(`BLOCKER: need operator input: ${route.reason}`, "none");

      const tool = approachTool(approach, request.stage);
      const inner: ToolCallTrace[] = [];
      const lines: string[] = [];
      let last: StageOutput | null = null;
      const runTool = async (name: string, input: unknown): Promise<ToolResult> => {
        const parsed = tool.input.safeParse(input);
        if (name !== tool.name || !parsed.success) {
          const why = name !== tool.name ? `no tool "${name}"` : `input invalid: ${parsed.error?.issues[0]?.message ?? "does not match the schema"}`;
          return { ok: false, confidence: 0, explanations: [why], data: { error: { code: "INPUT_INVALID", message: why } } };
        }
        const target = (parsed.data as { target: string }).target;
        const t = await offline.execute({ ...x, subtask: { ...x.subtask, target } });
        inner.push(...t.tool_calls);
        lines.push(...t.text.split("\n"));
        if (!isStageOutput(t.output)) return { ok: false, confidence: 0, explanations: [t.text], data: { error: { code: "TOOL_FAILED", message: "no stage output" } } };
        last = t.output;
        return toolResultOf(t.output, t.text.split("\n"));
      };

      const t = await runExecutorReact(session.ctx, {
        model: route.model,
        subtask: x.subtask,
        corrections: x.corrections,
        tools: [tool],
        runTool,
        turnLimit: x.turnLimit,
        doneAfter: (_name, result) => result.ok,
      });
      // The transcript carries the registry tool steps (as offline), so the GGS blocks the same names.
      const calls = inner.length > 0 ? inner : t.tool_calls.map((c) => ({ ...c, tool: c.tool === tool.name ? approach.name : c.tool }));
      const note = t.error ? `[model call failed: ${t.error.code}: ${t.error.message}]` : "";
      return { text: [t.text, ...lines, note].filter(Boolean).join("\n"), tool_calls: calls, output: last, model: t.model };
    },
  };
}

// ── solver ───────────────────────────────────────────────────────────────────────────────────

/**
 * The pinned solver. When no model in its chain gives a verdict (unreachable, or invalid output
 * after the repair), the turn is not trusted as progress: it is classified a no-op with the
 * reason, which fails the attempt as environmental — the GGS sees it, no thread pauses on a flaky
 * solver. A budget stop stays a blocker (the runner turns it into the controller's abort).
 */
export function createModelStageSolver(session: StageModelSession, stage: StageRequest["stage"]): SolverPort {
  return {
    async classify(transcript) {
      if (session.stop) return { classification: "blocker", evidence: `solver not run: ${session.stop.code}: ${session.stop.message}` };
      const v = await solveWithModel(session.ctx, transcript, { unit: `${stage} subtask` });
      if (v.source === "unreachable-blocker") return { classification: "executor-noop", evidence: `environmental: the turn could not be classified (${v.evidence})` };
      return { classification: v.classification, evidence: v.evidence };
    },
  };
}

// ── R4a ──────────────────────────────────────────────────────────────────────────────────────

/** The artifact as the judging models see it: compact, and with derived facts (session counts per activity) the model would otherwise have to count. */
export function compactStageOutput(output: StageOutput, env: CheckEnv): unknown {
  const a = output.artifacts;
  const base = { stage: output.stage, goal: env.intent, approach: output.approach, target: output.target, notes: output.notes };
  if (output.stage === "DRAFT_OUTLINE" && a.outline) {
    return {
      ...base,
      pattern: a.pattern ? { type: a.pattern.pattern_type, subtype: a.pattern.subtype } : null,
      deadline: a.outline.deadline,
      nodes: a.outline.nodes.slice(0, 40).map((n) => ({ title: n.title, level: n.level, cadence: n.cadence.kind === "recurring" ? n.cadence.rrule : "one_off", minutes: n.duration_min, due: n.due })),
    };
  }
  if (output.stage === "DRAFT_ROADMAP" && a.roadmap) {
    const titles = new Map((env.outline?.nodes ?? []).map((n) => [n.id, n.title]));
    return {
      ...base,
      outline_nodes: (env.outline?.nodes ?? []).slice(0, 40).map((n) => ({ id: n.id, title: n.title, level: n.level })),
      roadmap: a.roadmap.items.slice(0, 40).map((i) => ({ node_id: i.node_id, title: titles.get(i.node_id) ?? null, start: i.start, end: i.end, critical: i.critical })),
      variant: a.roadmap.variant,
    };
  }
  if (output.stage === "DRAFT_SCHEDULE" && a.schedule) {
    const count = new Map<string, number>();
    for (const b of a.schedule.blocks) count.set(b.task_id, (count.get(b.task_id) ?? 0) + 1);
    // The activities the schedule must cover, as the code check counts them.
    const ids = new Set(env.outline ? schedulableIds(env.outline).all : []);
    const nodes = (env.outline?.nodes ?? []).filter((n) => ids.has(n.id));
    return {
      ...base,
      activities: nodes.slice(0, 40).map((n) => ({ id: n.id, title: n.title, level: n.level, sessions: count.get(n.id) ?? 0 })),
      blocks: a.schedule.blocks.length,
      first: a.schedule.blocks[0]?.start ?? null,
      last: a.schedule.blocks.at(-1)?.end ?? null,
      unplaced: a.schedule.unplaced.slice(0, 10),
      infeasible: a.schedule.infeasible,
    };
  }
  return { ...base, error: output.error };
}

function judgeable(output: unknown): output is StageOutput {
  return isStageOutput(output) && output.error === null && Object.values(output.artifacts).some((v) => v !== null && v !== undefined);
}

const plausibleOf = (criteria: readonly Criterion[]) => criteria.filter((c) => c.mode === "plausible");
const verifiableOf = (verdicts: readonly CriterionVerdict[]) => verdicts.filter((v) => v.mode === "verifiable");

export function createModelStageValidator(session: StageModelSession, stage: StageRequest["stage"], env: CheckEnv): AgentValidatorPort {
  return {
    async validate(subtask: SubTask, result: ExecutionResult): Promise<CriterionVerdict[]> {
      const coded = judgeStageOutput(stage, result.output, env).verdicts;
      const plausible = plausibleOf(subtask.success_criteria);
      // Nothing to judge, a failed code check, or nothing plausible: the model cannot change the outcome.
      if (plausible.length === 0 || !judgeable(result.output) || verifiableOf(coded).some((v) => v.verdict === "fail")) return coded;
      if (session.stop) return [...verifiableOf(coded), ...failAllVerdicts(plausible, "environmental", `not judged: ${session.stop.code}`)];
      const r = await judgePlausibleCriteria(session.ctx, subtask, compactStageOutput(result.output, env), plausible);
      const judged = r.ok ? r.value : failAllVerdicts(plausible, "environmental", `${r.code}: ${r.message}`);
      return [...verifiableOf(coded), ...judged];
    },
  };
}

// ── R4b merger ───────────────────────────────────────────────────────────────────────────────

export function createModelStageMerger(session: StageModelSession, stage: StageRequest["stage"], env: CheckEnv): MergerPort {
  const code = createStageMerger(stage, env);
  return {
    async merge(input: { task_id: string; outcomes: SubTaskOutcome[]; task_criteria: Criterion[] }): Promise<MergeResult> {
      const coded = await code.merge(input);
      const plausible = plausibleOf(input.task_criteria);
      if (!coded.ok || plausible.length === 0) return coded;
      const verified = verifiableOf(coded.verdicts);
      const merged = coded.merged_output as StageOutput;
      if (session.stop) return { ok: false, merged_output: merged, verdicts: [...verified, ...failAllVerdicts(plausible, "environmental", `not verified: ${session.stop.code}`)] };
      const outcomes = input.outcomes.map((o) => ({ ...o, output: isStageOutput(o.output) ? compactStageOutput(o.output, env) : o.output }));
      const r = await mergeAndVerify(session.ctx, { task_id: input.task_id, outcomes, task_criteria: plausible });
      const judged = r.ok ? r.value.verdicts : failAllVerdicts(plausible, "environmental", `${r.code}: ${r.message}`);
      const verdicts = [...verified, ...judged];
      return { ok: verdicts.every((v) => v.verdict === "pass"), merged_output: merged, verdicts };
    },
  };
}
