/**
 * R3 offline: runs a stage approach's tool sequence through the ToolExecutor (prerequisites
 * checked, results cached per session) and returns the transcript with the StageOutput:
 *   DRAFT_OUTLINE  PatternSelector (target = selector variant, skipped when the pattern is fixed)
 *                  → NodeGenerator (approach = generator variant) → DependencyResolver → GrammarValidator;
 *   DRAFT_ROADMAP  RoadmapBuilder (approach = builder, target = the variant it prefers first);
 *   DRAFT_SCHEDULE ScheduleGenerator (approach = strategy, target = block length) → PortfolioProbe.
 * The tools are deterministic, so the executor ignores correction signals: a retry reproduces
 * the result (from the cache) and it is the GGS's directive that changes approach or target.
 */
import type { Availability, OutlineNode, PatternSpec, PlanOutline, ToolResult } from "../contracts/index.js";
import { PatternSpec as PatternSpecSchema, PlanOutline as PlanOutlineSchema, Roadmap as RoadmapSchema } from "../contracts/index.js";
import { DEFAULT_VARIANT_PREFERENCE, FRONT_LOADED_PREFERENCE, type RoadmapVariant } from "../planning/roadmap.js";
import type { ExecutorPort, ExecutorRequest, ExecutorTranscript, ToolCallTrace } from "../roles/executor.js";
import type { ToolExecutor, ToolErrorData } from "../tools/executor.js";
import type { ToolContext } from "../tools/types.js";
import type { StageRequest } from "./stage-runner.js";
import { FIXED_PATTERN_TARGET, blockCapOf } from "./catalogue.js";
import type { StageError, StageOutput } from "./criteria-checks.js";
import { feedbackFromContext } from "./feedback.js";

export const OFFLINE_MODEL = "offline";

/** Transient tool failures are environmental; a bad input or a missing prerequisite will fail the same way again. */
const ENVIRONMENTAL_TOOL_ERRORS = new Set(["TOOL_FAILED", "OUTPUT_INVALID", "TIMEOUT"]);

function toolError(r: ToolResult): ToolErrorData["error"] | null {
  const e = (r.data as Partial<ToolErrorData> | null | undefined)?.error;
  return !r.ok && e && typeof e.code === "string" ? e : null;
}

class StopApproach extends Error {
  constructor(readonly stageError: StageError) {
    super(stageError.message);
  }
}

/** One approach run: the calls made so far, under the pass's turn limit. */
class Run {
  readonly calls: ToolCallTrace[] = [];
  readonly lines: string[] = [];
  constructor(
    private readonly tools: ToolExecutor,
    private readonly ctx: ToolContext,
    private readonly turnLimit: number,
  ) {}

  /** Runs a tool; a tool error stops the approach. An infeasible (ok=false) result with data is an answer, not an error. */
  async step(tool: string, input: unknown, target: string | null): Promise<ToolResult> {
    if (this.calls.length >= this.turnLimit) {
      throw new StopApproach({ code: "TURN_LIMIT", message: `the approach needs more than ${this.turnLimit} tool step(s)`, tool, failure_class: "logical" });
    }
    const r = await this.tools.run(tool, input, this.ctx);
    const err = toolError(r);
    this.calls.push({ tool, target, ok: err === null, output: r.explanations.slice(0, 3) });
    this.lines.push(`${tool}${target ? `(${target})` : ""}: ${r.explanations[0] ?? (r.ok ? "ok" : "not ok")}`);
    if (err) {
      throw new StopApproach({ code: err.code, message: err.message, tool, failure_class: ENVIRONMENTAL_TOOL_ERRORS.has(err.code) ? "environmental" : "logical" });
    }
    return r;
  }
}

function stageError(code: string, message: string, tool: string): StageError {
  return { code, message, tool, failure_class: "logical" };
}

// ── DRAFT_OUTLINE ────────────────────────────────────────────────────────────────────────────

const SELECTOR_TOOL: Record<string, string> = { keyword_scoring: "select_pattern_keywords", structure_heuristics: "select_pattern_structure" };
const GENERATOR_TOOL: Record<string, string> = { "outline.template": "generate_outline_template", "outline.compact": "generate_outline_compact" };

/**
 * Change requests the reading has no field for (they reach the stage as text) are recorded where
 * the person will see them: on the root's notes. Changes the reading
 * does hold (days, times, lengths, how often) are already in the reading the outline was built from.
 */
export function recordOutlineFeedback(outline: PlanOutline, feedback: readonly string[]): PlanOutline {
  if (feedback.length === 0) return outline;
  const quoted = feedback.map((f) => `"${f}"`).join("; ");
  const nodes: OutlineNode[] = outline.nodes.map((n) =>
    n.id === outline.root_id ? { ...n, notes: [n.notes, `User feedback: ${quoted}.`].filter(Boolean).join(" ") } : n,
  );
  return { ...outline, nodes };
}

async function runOutline(run: Run, ctx: ToolContext, req: StageRequest, approach: string, target: string | null, feedback: string[]) {
  ctx.artifacts.task_spec = req.taskSpec;
  ctx.artifacts.availability = req.availability;

  let pattern: PatternSpec;
  if (target === FIXED_PATTERN_TARGET) {
    const fixed = PatternSpecSchema.safeParse(req.fixedPattern);
    if (!fixed.success || !req.fixedPattern) throw new StopApproach(stageError("INPUT_INVALID", "target \"fixed\" but the request has no fixed pattern", "pattern"));
    pattern = fixed.data;
  } else {
    const selector = SELECTOR_TOOL[target ?? ""];
    if (!selector) throw new StopApproach(stageError("INPUT_INVALID", `unknown pattern selector target "${target}"`, "pattern"));
    const sel = await run.step(selector, { allow_proposals: req.allowProposals, approved: req.approvedSubtypes }, target);
    pattern = (sel.data as { pattern: PatternSpec }).pattern;
  }
  ctx.artifacts.pattern = pattern;

  const generator = GENERATOR_TOOL[approach];
  if (!generator) throw new StopApproach(stageError("TOOL_UNKNOWN", `unknown outline approach "${approach}"`, approach));
  const gen = await run.step(generator, { approved: req.approvedSubtypes, ...(req.reading ? { reading: req.reading } : {}) }, null);
  const outline = recordOutlineFeedback(gen.data as PlanOutline, feedback);
  ctx.artifacts.outline = outline;
  // The resolver and validator run for the transcript (and their prerequisites); R4a re-judges the outline itself.
  await run.step("resolve_dependencies", {}, null);
  await run.step("validate_grammar", {}, null);
  return { artifacts: { pattern, outline }, confidence: gen.confidence, notes: feedback.length ? [`feedback recorded: ${feedback.join("; ")}`] : [] };
}

// ── DRAFT_ROADMAP ────────────────────────────────────────────────────────────────────────────

const ROADMAP_TOOL: Record<string, { tool: string; prefer: RoadmapVariant[] }> = {
  "roadmap.buffered_first": { tool: "roadmap_builder", prefer: DEFAULT_VARIANT_PREFERENCE },
  "roadmap.front_loaded": { tool: "roadmap_builder_front_loaded", prefer: FRONT_LOADED_PREFERENCE },
};

async function runRoadmap(run: Run, ctx: ToolContext, req: StageRequest, approach: string, target: string | null) {
  const way = ROADMAP_TOOL[approach];
  if (!way) throw new StopApproach(stageError("TOOL_UNKNOWN", `unknown roadmap approach "${approach}"`, approach));
  ctx.artifacts.outline = req.artifacts.outline ?? undefined;
  const first = way.prefer.find((v) => v === target);
  const prefer = first ? [first, ...way.prefer.filter((v) => v !== first)] : way.prefer;
  const r = await run.step(way.tool, { prefer }, target);
  const data = r.data as { roadmap: unknown; infeasibility: StageOutput["roadmapInfeasibility"] };
  return { artifacts: { roadmap: RoadmapSchema.parse(data.roadmap) }, confidence: r.confidence, roadmapInfeasibility: data.infeasibility ?? null, notes: [] as string[] };
}

// ── DRAFT_SCHEDULE ───────────────────────────────────────────────────────────────────────────

const SCHEDULE_TOOL: Record<string, string> = { "schedule.earliest_fit": "schedule_generator", "schedule.spread_even": "schedule_generator_spread" };

/** A block-length target caps every session and one-off piece at that many minutes. */
export function capBlocks(outline: PlanOutline, availability: Availability, cap: number | null): { outline: PlanOutline; availability: Availability } {
  if (cap === null) return { outline, availability };
  const session = availability.session_minutes ?? 60;
  return {
    outline: { ...outline, nodes: outline.nodes.map((n) => (n.cadence.kind === "recurring" ? { ...n, duration_min: Math.min(n.duration_min > 0 ? n.duration_min : session, cap) } : n)) },
    availability: { ...availability, session_minutes: Math.min(session, cap) },
  };
}

async function runSchedule(run: Run, ctx: ToolContext, req: StageRequest, approach: string, target: string | null) {
  const tool = SCHEDULE_TOOL[approach];
  if (!tool) throw new StopApproach(stageError("TOOL_UNKNOWN", `unknown schedule approach "${approach}"`, approach));
  const outlineIn = PlanOutlineSchema.safeParse(req.artifacts.outline);
  ctx.artifacts.roadmap = req.artifacts.roadmap ?? undefined;
  if (!outlineIn.success) {
    ctx.artifacts.outline = undefined;
    // Let the ToolExecutor report the missing prerequisite in its own words.
    await run.step(tool, {}, target);
    throw new StopApproach(stageError("PREREQUISITE_MISSING", "no outline to schedule", tool));
  }
  const cap = blockCapOf(target);
  const { outline, availability } = capBlocks(outlineIn.data, req.availability, cap);
  ctx.artifacts.outline = outline;
  ctx.artifacts.availability = availability;
  const busy = req.calendar.map((b) => ({ ...b }));
  const gen = await run.step(tool, { outline, availability, busy }, target);
  const schedule = gen.data as NonNullable<StageOutput["artifacts"]["schedule"]>;
  const notes: string[] = [];
  if (cap !== null) notes.push(`blocks capped at ${cap} minutes`);
  if (!schedule.infeasible) {
    ctx.artifacts.schedule = schedule;
    const probe = await run.step("portfolio_probe", { availability, busy }, null);
    if (probe.confidence < 0.9) notes.push(...probe.explanations.slice(0, 3));
  }
  return { artifacts: { schedule }, confidence: gen.confidence, notes };
}

// ── The port ─────────────────────────────────────────────────────────────────────────────────

/** The offline R3 executor for one stage request; `tools` is the runner's shared ToolExecutor. */
export function createOfflineStageExecutor(tools: ToolExecutor, req: StageRequest): ExecutorPort {
  return {
    async execute(x: ExecutorRequest): Promise<ExecutorTranscript> {
      const approach = x.subtask.tool ?? "";
      const target = x.subtask.target ?? null;
      const feedback = feedbackFromContext(x.subtask.context);
      const ctx: ToolContext = { sessionId: req.threadId, policy: req.policy, modelId: OFFLINE_MODEL, now: req.now, timezone: req.timezone, artifacts: {} };
      const run = new Run(tools, ctx, Math.max(1, x.turnLimit));
      const base = { kind: "stage_output" as const, stage: req.stage, approach, target };
      let output: StageOutput;
      try {
        const r =
          req.stage === "DRAFT_OUTLINE"
            ? await runOutline(run, ctx, req, approach, target, feedback)
            : req.stage === "DRAFT_ROADMAP"
              ? await runRoadmap(run, ctx, req, approach, target)
              : await runSchedule(run, ctx, req, approach, target);
        output = { ...base, error: null, ...r };
      } catch (e) {
        if (!(e instanceof StopApproach)) throw e;
        output = { ...base, artifacts: {}, confidence: 0, error: e.stageError, notes: [] };
      }
      const head = output.error ? `${approach} on ${target ?? "-"} stopped: ${output.error.code}: ${output.error.message}` : `${approach} on ${target ?? "-"} ran ${run.calls.length} tool step(s)`;
      return { text: [head, ...run.lines].join("\n"), tool_calls: run.calls, output, model: OFFLINE_MODEL };
    },
  };
}
