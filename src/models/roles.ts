/**
 * Model-backed role functions. Each takes a ModelContext (provider, prompts, budget) and returns
 * `ModelResult<T>`: the typed value with its model, usage and cost_usd, or a typed environmental
 * failure — never a throw for anything a model did. Outputs match the offline implementations'
 * types, and code re-checks what zod cannot (dates resolve, subtypes exist, indexes are in range);
 * a reply that fails those checks gets the one repair `callStructured` allows.
 *
 * Offline provider: functions with a deterministic implementation delegate to it (model
 * "offline", cost 0). Functions without one (judging, merging, planning) return a MODEL_OFFLINE
 * failure so a wiring mistake is loud instead of silently rubber-stamping.
 *
 * Reading the person (the goal, its pattern, replies) is not here: it is the model-backed goal
 * reader in ./reading/goal-reader.ts, which fills the GoalReading and falls back per field.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import {
  Criterion,
  FailureClass,
  OutlineNode,
  PatternSpec,
  PlanOutline,
  type CriterionVerdict,
  type GoalReading,
  type InteractionPolicy,
  type PlanDirective,
  type SubTask,
  type SubTaskOutcome,
  type TaskSpec,
} from "../contracts/index.js";
import type { ErrorIssue } from "../errors.js";
import { rruleProblem } from "../planning/grammar.js";
import {
  brainstorm,
  craftOptions,
  elicitContext,
  missingEssentials,
  optionCount,
  PlanOption,
  QuestionField,
  summarizePlan,
  type Elicitation,
  type PlanSummary,
} from "../planning/policy-helpers.js";
import { zonedNow, toLocalDate } from "../planning/dates.js";
import { generateOutline } from "../planning/outline.js";
import type { MergeResult } from "../roles/meta-validator.js";
import { SubTaskDraft, type MustNotSet, type PlanningTask } from "../roles/planner.js";
import { failure, ZERO_USAGE, type ModelResult, type ModelSuccess } from "./errors.js";
import { OFFLINE_MODEL } from "./provider.js";
import { promptJson } from "./prompts.js";
import { callStructured, type ModelContext } from "./structured.js";

function offline<T>(value: T): ModelSuccess<T> {
  return { ok: true, value, model: OFFLINE_MODEL, usage: ZERO_USAGE, cost_usd: 0, calls: 0 };
}

function offlineUnavailable(what: string): ModelResult<never> {
  return failure("MODEL_OFFLINE", `${what} needs a model; the offline provider has no implementation of it`, { model: OFFLINE_MODEL, usage: ZERO_USAGE, cost_usd: 0, calls: 0 });
}

/** Map a success's value, keeping its call meta. */
function mapOk<A, B>(r: ModelResult<A>, f: (a: A) => B): ModelResult<B> {
  return r.ok ? { ...r, value: f(r.value) } : r;
}

// ── NodeGenerator ────────────────────────────────────────────────────────────────────────────

export const GeneratedNodes = z.object({ nodes: z.array(OutlineNode).min(2).max(60) });

export async function generateOutlineWithModel(ctx: ModelContext, task: TaskSpec, pattern: PatternSpec, opts: { now: string; timezone?: string }): Promise<ModelResult<PlanOutline>> {
  if (ctx.provider.kind === "offline") return offline(generateOutline(task, pattern, opts));
  const timezone = opts.timezone ?? task.constraints.timezone ?? "UTC";
  const start = toLocalDate(zonedNow(opts.now, timezone));
  const deadline = task.constraints.deadline ? task.constraints.deadline.slice(0, 10) : null;
  const prompt = ctx.prompts.render("node-generator", {
    task: promptJson({ intent: task.intent, start, deadline, timezone, availability: task.constraints.availability ?? null }),
    pattern: promptJson(pattern),
  });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("node_generator"),
    schema: GeneratedNodes,
    toolName: "record_outline",
    toolDescription: "Record the outline nodes",
    prompt,
    label: "node-generator",
    check: ({ nodes }) => {
      const issues: ErrorIssue[] = [];
      const ids = new Set<string>();
      nodes.forEach((n, i) => {
        if (ids.has(n.id)) issues.push({ path: `nodes.${i}.id`, message: `duplicate id "${n.id}"` });
        ids.add(n.id);
      });
      const roots = nodes.filter((n) => n.level === "goal" && n.parent_id === null);
      if (roots.length !== 1) issues.push({ path: "nodes", message: `exactly one goal node with parent_id null is required, found ${roots.length}` });
      nodes.forEach((n, i) => {
        if (n.parent_id !== null && !ids.has(n.parent_id)) issues.push({ path: `nodes.${i}.parent_id`, message: `no node "${n.parent_id}"` });
        n.depends_on.forEach((d, j) => {
          if (!ids.has(d.node_id)) issues.push({ path: `nodes.${i}.depends_on.${j}`, message: `no node "${d.node_id}"` });
        });
        if (n.cadence.kind === "recurring") {
          const p = rruleProblem(n.cadence.rrule);
          if (p) issues.push({ path: `nodes.${i}.cadence.rrule`, message: p });
        }
        if (n.due !== null && !DateTime.fromISO(n.due).isValid) issues.push({ path: `nodes.${i}.due`, message: `"${n.due}" is not a date` });
      });
      return issues;
    },
  });
  return mapOk(r, ({ nodes }) =>
    PlanOutline.parse({
      pattern,
      root_id: nodes.find((n) => n.level === "goal" && n.parent_id === null)!.id,
      nodes: nodes.map((n) => ({ ...n, origin: "system" })),
      start,
      deadline,
      timezone,
      generator: "model",
    }),
  );
}

// ── ContextElicitor ──────────────────────────────────────────────────────────────────────────

export const ElicitedQuestions = z.object({
  questions: z
    .array(z.object({ field: QuestionField, text: z.string().min(5).max(400), default: z.string().max(200).nullable().default(null) }))
    .max(5),
});

export async function elicitContextWithModel(ctx: ModelContext, reading: GoalReading, pattern: PatternSpec, policy: InteractionPolicy): Promise<ModelResult<Elicitation>> {
  if (ctx.provider.kind === "offline") return offline(elicitContext(reading, policy, { pattern }));
  // What is missing is decided in code (the same rules as offline); the model words the questions.
  const missing = missingEssentials(reading, pattern);
  const cap = Math.max(0, Math.min(3, policy.probing_depth));
  const confidence = missing.length === 0 ? 1 : Math.max(0.2, 1 - 0.25 * missing.length);
  if (missing.length === 0 || cap === 0) return offline<Elicitation>({ questions: [], missing, confidence });
  const prompt = ctx.prompts.render("context-elicitor", {
    task: promptJson({ intent: reading.title, deadline: reading.deadline, cadence: reading.cadence, days: reading.days, session_minutes: reading.session_minutes, issues: reading.issues, missing }),
    pattern: promptJson(pattern),
    probing_depth: String(cap),
  });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("context_elicitor"),
    schema: ElicitedQuestions,
    toolName: "ask_questions",
    toolDescription: "Record the clarification questions",
    prompt,
    label: "context-elicitor",
  });
  return mapOk(r, ({ questions }) => {
    const seen = new Set<string>();
    const kept = questions.filter((q) => missing.includes(q.field) && !seen.has(q.field) && seen.add(q.field));
    return { questions: kept.slice(0, cap).map((q) => ({ id: `q-${q.field.replace(/_/g, "-")}`, field: q.field, text: q.text, default: q.default })), missing, confidence };
  });
}

// ── R4a: plausible criteria ──────────────────────────────────────────────────────────────────

const IndexedVerdict = z.object({
  criterion_index: z.number().int().min(0).describe("Index of the criterion in the list you were given"),
  verdict: z.enum(["pass", "fail"]),
  failure_class: FailureClass.nullable().default(null).describe("For a fail: logical (the work is wrong) or environmental (an input or service was unavailable)"),
  evidence: z.string().min(1).max(1_000).describe("What in the output supports the verdict"),
});
export const PlausibleVerdicts = z.object({ verdicts: z.array(IndexedVerdict).min(1) });

function indexIssues(indexes: readonly number[], n: number, requireAll: boolean): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  const seen = new Set<number>();
  indexes.forEach((k, i) => {
    if (k >= n) issues.push({ path: `verdicts.${i}.criterion_index`, message: `there are only ${n} criteria (0..${n - 1})` });
    else if (seen.has(k)) issues.push({ path: `verdicts.${i}.criterion_index`, message: `criterion ${k} judged twice` });
    seen.add(k);
  });
  if (requireAll) for (let k = 0; k < n; k++) if (!seen.has(k)) issues.push({ path: "verdicts", message: `no verdict for criterion ${k}` });
  return issues;
}

export async function judgePlausibleCriteria(ctx: ModelContext, subtask: SubTask, output: unknown, criteria: readonly Criterion[]): Promise<ModelResult<CriterionVerdict[]>> {
  if (criteria.length === 0) return offline([]);
  if (ctx.provider.kind === "offline") return offlineUnavailable("judging plausible criteria");
  const prompt = ctx.prompts.render("agent-validator", {
    subtask: promptJson({ intent: subtask.intent, context: subtask.context }),
    output: promptJson(output ?? null, 12_000),
    criteria: criteria.map((c, i) => `${i}. ${c.criterion}`).join("\n"),
  });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("agent_validator"),
    schema: PlausibleVerdicts,
    toolName: "record_verdicts",
    toolDescription: "Record one verdict per criterion",
    prompt,
    label: "agent-validator",
    check: (v) => indexIssues(v.verdicts.map((x) => x.criterion_index), criteria.length, true),
  });
  return mapOk(r, ({ verdicts }) =>
    criteria.map((c, k) => {
      const v = verdicts.find((x) => x.criterion_index === k)!;
      return v.verdict === "pass"
        ? { criterion: c.criterion, mode: c.mode, verdict: "pass" as const, failure_class: null, evidence: v.evidence }
        : { criterion: c.criterion, mode: c.mode, verdict: "fail" as const, failure_class: v.failure_class ?? "logical", evidence: v.evidence };
    }),
  );
}

// ── R4b: merge and verify ────────────────────────────────────────────────────────────────────

export const MergeVerdicts = z.object({
  verdicts: z.array(IndexedVerdict.extend({ verdict: z.enum(["pass", "fail", "uncertain"]) })),
  summary: z.string().max(2_000).describe("One paragraph: how the parts combine and what is missing"),
});

export interface MergeInput {
  task_id: string;
  outcomes: readonly SubTaskOutcome[];
  task_criteria: readonly Criterion[];
}

/**
 * The merged output is assembled in code (the subtasks' outputs in order) — a model that
 * re-typed artifacts could alter them. The model only judges it. Ambiguity rejects: an
 * "uncertain" or missing verdict fails its criterion.
 */
export async function mergeAndVerify(ctx: ModelContext, input: MergeInput): Promise<ModelResult<MergeResult>> {
  const merged_output = { task_id: input.task_id, parts: input.outcomes.map((o) => ({ subtask_id: o.subtask_id, output: o.output })) };
  if (input.task_criteria.length === 0) return offline({ ok: true, merged_output, verdicts: [] });
  if (ctx.provider.kind === "offline") return offlineUnavailable("merge-and-verify");
  const prompt = ctx.prompts.render("meta-validator", {
    outcomes: promptJson(input.outcomes.map((o) => ({ subtask_id: o.subtask_id, status: o.status, output: o.output })), 16_000),
    task_criteria: input.task_criteria.map((c, i) => `${i}. ${c.criterion}`).join("\n"),
  });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("meta_validator"),
    schema: MergeVerdicts,
    toolName: "record_merge_verdicts",
    toolDescription: "Record one verdict per task criterion for the merged result",
    prompt,
    label: "meta-validator",
    check: (v) => indexIssues(v.verdicts.map((x) => x.criterion_index), input.task_criteria.length, false),
  });
  return mapOk(r, ({ verdicts }) => {
    const judged: CriterionVerdict[] = input.task_criteria.map((c, k) => {
      const v = verdicts.find((x) => x.criterion_index === k);
      if (!v) return { criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: "logical", evidence: "no verdict given: rejected by default" };
      if (v.verdict === "uncertain") return { criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: "logical", evidence: `ambiguous, rejected by default: ${v.evidence}` };
      return v.verdict === "pass"
        ? { criterion: c.criterion, mode: c.mode, verdict: "pass", failure_class: null, evidence: v.evidence }
        : { criterion: c.criterion, mode: c.mode, verdict: "fail", failure_class: v.failure_class ?? "logical", evidence: v.evidence };
    });
    return { ok: judged.every((v) => v.verdict === "pass"), merged_output, verdicts: judged };
  });
}

// ── Summarizer, Brainstormer, OptionCrafter ──────────────────────────────────────────────────

function compactOutline(outline: PlanOutline): unknown {
  return {
    pattern: outline.pattern.pattern_type,
    subtype: outline.pattern.subtype,
    start: outline.start,
    deadline: outline.deadline,
    nodes: outline.nodes.slice(0, 40).map((n) => ({ title: n.title, level: n.level, due: n.due, cadence: n.cadence.kind === "recurring" ? n.cadence.rrule : "one_off", minutes: n.duration_min })),
  };
}

export const SummaryText = z.object({ text: z.string().min(1).max(4_000) });

export async function summarizeWithModel(ctx: ModelContext, outline: PlanOutline, policy: InteractionPolicy): Promise<ModelResult<PlanSummary>> {
  if (ctx.provider.kind === "offline") return offline(summarizePlan(outline, policy));
  const prompt = ctx.prompts.render("summarizer", {
    plan: promptJson(compactOutline(outline)),
    style: policy.conversation_style,
    tone: policy.tone,
    talkativeness: policy.talkativeness.toFixed(2),
  });
  const r = await callStructured(ctx, { model: ctx.provider.modelForRole("summarizer"), schema: SummaryText, toolName: "record_summary", toolDescription: "Record the plan summary", prompt, label: "summarizer" });
  return mapOk(r, ({ text }) => ({ text: text.trim(), sentences: Math.max(1, (text.match(/[.!?](\s|$)/g) ?? []).length) }));
}

export const Ideas = z.object({ ideas: z.array(z.string().min(3).max(300)).min(1).max(10) });

export async function brainstormWithModel(ctx: ModelContext, task: TaskSpec, pattern: PatternSpec, count = 3): Promise<ModelResult<string[]>> {
  const n = Math.max(1, Math.min(10, Math.floor(count)));
  if (ctx.provider.kind === "offline") return offline(brainstorm(task, pattern, n));
  const prompt = ctx.prompts.render("brainstormer", { task: promptJson({ intent: task.intent, deadline: task.constraints.deadline }), pattern: promptJson(pattern), count: String(n) });
  const r = await callStructured(ctx, { model: ctx.provider.modelForRole("brainstormer"), schema: Ideas, toolName: "record_ideas", toolDescription: "Record the ideas", prompt, label: "brainstormer" });
  return mapOk(r, ({ ideas }) => [...new Set(ideas.map((i) => i.trim()))].slice(0, n));
}

export const CraftedOptions = z.object({ options: z.array(PlanOption).min(2).max(3) });

export async function craftOptionsWithModel(ctx: ModelContext, outline: PlanOutline, policy: InteractionPolicy): Promise<ModelResult<PlanOption[]>> {
  if (ctx.provider.kind === "offline") return offline(craftOptions(policy));
  const count = optionCount(policy);
  const ids = (["as_planned", "lighter", "intensive"] as const).slice(0, count);
  const prompt = ctx.prompts.render("option-crafter", { plan: promptJson(compactOutline(outline)), count: String(count), style: policy.conversation_style });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("option_crafter"),
    schema: CraftedOptions,
    toolName: "record_options",
    toolDescription: "Record the plan variants",
    prompt,
    label: "option-crafter",
    check: ({ options }) => {
      const issues: ErrorIssue[] = [];
      const got = options.map((o) => o.id);
      if (got.length !== count || ids.some((id) => !got.includes(id))) issues.push({ path: "options", message: `exactly these ids, once each: ${ids.join(", ")}` });
      options.forEach((o, i) => {
        for (const f of ["sessions_factor", "minutes_factor"] as const) {
          const v = o[f];
          const ok = o.id === "as_planned" ? v === 1 : o.id === "lighter" ? v > 0.25 && v <= 1 : v >= 1 && v <= 2.5;
          if (!ok) issues.push({ path: `options.${i}.${f}`, message: `${o.id} needs ${o.id === "as_planned" ? "exactly 1" : o.id === "lighter" ? "a value in (0.25, 1]" : "a value in [1, 2.5]"}` });
        }
      });
      return issues;
    },
  });
  return mapOk(r, ({ options }) => ids.map((id) => options.find((o) => o.id === id)!));
}

// ── R2 Planner ───────────────────────────────────────────────────────────────────────────────

export const PlannedSubtasks = z.object({
  subtasks: z.array(SubTaskDraft).max(8).describe("The plan; empty when nothing admissible is left"),
});

export interface PlanWithModelRequest {
  task: PlanningTask;
  directive: PlanDirective | null;
  mustNots: MustNotSet;
  /** Tools the plan may use (the stage's registry subset). */
  tools: ReadonlyArray<{ name: string; description: string }>;
  previousPlan?: readonly SubTaskDraft[];
}

/**
 * R2 drafts. Unknown tool names are repaired once; ids the model adds are dropped by the draft
 * schema. The caller still runs `validatePlan` (MUST NOT) and `materializeSubTasks` (ids in code).
 */
export async function planSubtasksWithModel(ctx: ModelContext, req: PlanWithModelRequest): Promise<ModelResult<SubTaskDraft[]>> {
  if (ctx.provider.kind === "offline") return offlineUnavailable("R2 planning");
  const names = req.tools.map((t) => t.name);
  const d = req.directive;
  const prompt = ctx.prompts.render("planner", {
    task: promptJson({ intent: req.task.intent, context: req.task.context, deadline: req.task.deadline ?? null, task_criteria: req.task.task_criteria }),
    directive: d
      ? promptJson({ directive: d.directive, urgency: d.urgency, failed_criterion: d.failed_criterion, failure_class: d.failure_class, suggested_alternatives: d.suggested_alternatives ?? [], rationale: d.rationale })
      : "none: this is the first round",
    must_not: promptJson({ tools: req.mustNots.tools, targets: req.mustNots.targets, memory: req.mustNots.memory }),
    tools: req.tools.map((t) => `- ${t.name}: ${t.description}`).join("\n") || "(no tools)",
    previous_plan: req.previousPlan?.length ? promptJson(req.previousPlan) : "none",
  });
  return callStructured(ctx, {
    model: ctx.provider.modelForRole("planner"),
    schema: PlannedSubtasks,
    toolName: "record_plan",
    toolDescription: "Record the subtasks of the plan",
    prompt,
    label: "planner",
    check: ({ subtasks }) =>
      subtasks.flatMap((s, i) => (names.includes(s.tool) ? [] : [{ path: `subtasks.${i}.tool`, message: `"${s.tool}" is not an available tool; use one of: ${names.join(", ")}` }])),
  }).then((r) => mapOk(r, (p) => p.subtasks));
}
