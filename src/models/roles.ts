/**
 * Model-backed role functions. Each takes a ModelContext (provider, prompts, budget) and returns
 * `ModelResult<T>`: the typed value with its model, usage and cost_usd, or a typed environmental
 * failure — never a throw for anything a model did. Outputs match the offline implementations'
 * types, and code re-checks what zod cannot (dates resolve, subtypes exist, indexes are in range);
 * a reply that fails those checks gets the one repair `callStructured` allows.
 *
 * Offline provider: functions with a deterministic implementation delegate to it (model
 * "offline", cost 0). Functions without one (judging, merging) return a MODEL_OFFLINE failure so a
 * wiring mistake is loud instead of silently rubber-stamping.
 *
 * Callers: R4a and R4b from the model stage ports (src/stages/model-stage-ports.ts); the
 * ContextElicitor and the Summarizer from the planner's conversation port (src/app/conversation.ts).
 *
 * Reading the person (the goal, its pattern, replies) is not here: it is the model-backed goal
 * reader in ./reading/goal-reader.ts, which fills the GoalReading and falls back per field.
 */
import { z } from "zod";
import {
  Criterion,
  FailureClass,
  type CriterionVerdict,
  type GoalReading,
  type InteractionPolicy,
  type PatternSpec,
  type PlanOutline,
  type Schedule,
  type SubTask,
  type SubTaskOutcome,
} from "../contracts/index.js";
import type { ErrorIssue } from "../errors.js";
import { elicitContext, QuestionField, summarizePlan, type Elicitation, type PlanSummary } from "../planning/policy-helpers.js";
import { planFacts, questionProblems, summaryContradictions, type PlanFacts } from "../planning/wording-checks.js";
import type { MergeResult } from "../roles/meta-validator.js";
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

// ── ContextElicitor ──────────────────────────────────────────────────────────────────────────

export const ElicitedQuestions = z.object({
  questions: z
    .array(z.object({ field: QuestionField, text: z.string().min(5).max(400), default: z.string().max(200).nullable().default(null) }))
    .max(5),
});

/**
 * What is missing, and so what is asked, is decided in code (the offline rules); the model words
 * the questions, in the person's language. Code checks them (questionProblems: one per asked
 * field, every field asked, none empty, the person's language) and the one repair gets the issues.
 */
export async function elicitContextWithModel(
  ctx: ModelContext,
  reading: GoalReading,
  pattern: PatternSpec,
  policy: InteractionPolicy,
  opts: { except?: readonly QuestionField[] } = {},
): Promise<ModelResult<Elicitation>> {
  const all = elicitContext(reading, policy, { pattern });
  // Fields another pause asks about (subtype approval: the RFC gate) are not worded here.
  const coded = { ...all, questions: all.questions.filter((q) => !opts.except?.includes(q.field)) };
  if (ctx.provider.kind === "offline") return offline(coded);
  const fields = coded.questions.map((q) => q.field);
  if (fields.length === 0) return offline(coded);
  const prompt = ctx.prompts.render("context-elicitor", {
    task: promptJson({ intent: reading.title, language: reading.language, deadline: reading.deadline, cadence: reading.cadence, days: reading.days, session_minutes: reading.session_minutes, issues: reading.issues, missing: fields }),
    pattern: promptJson(pattern),
    probing_depth: String(fields.length),
  });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("context_elicitor"),
    schema: ElicitedQuestions,
    toolName: "ask_questions",
    toolDescription: "Record the clarification questions",
    prompt,
    label: "context-elicitor",
    check: ({ questions }) => questionProblems(questions, { fields, language: reading.language }),
  });
  return mapOk(r, ({ questions }) => ({
    ...coded,
    // In the code's order, with the offline question's id (clients key answers by it).
    questions: coded.questions.map((q) => {
      const m = questions.find((x) => x.field === q.field)!;
      return { id: q.id, field: q.field, text: m.text.trim(), default: m.default };
    }),
  }));
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

// ── Summarizer ───────────────────────────────────────────────────────────────────────────────

/** The plan a summary is written about: the outline, the schedule made from it, the person's reading. */
export interface SummaryPlan {
  outline: PlanOutline;
  schedule: Schedule | null;
  reading: GoalReading | null;
}

function compactPlan(plan: SummaryPlan, facts: PlanFacts): unknown {
  const { outline } = plan;
  return {
    language: facts.language,
    pattern: outline.pattern.pattern_type,
    subtype: outline.pattern.subtype,
    start: outline.start,
    deadline: outline.deadline,
    nodes: outline.nodes.slice(0, 40).map((n) => ({ title: n.title, level: n.level, due: n.due, cadence: n.cadence.kind === "recurring" ? n.cadence.rrule : "one_off", minutes: n.duration_min })),
    schedule: plan.schedule
      ? { sessions: facts.sessions, weekdays: facts.weekdays, first_session: facts.first_session, last_session: facts.last_session, sessions_per_week: facts.per_week, session_times: facts.times }
      : null,
  };
}

export const SummaryText = z.object({ text: z.string().min(1).max(4_000) });

/**
 * The summary in the approval question. Every fact it states that code can check (weekdays,
 * session counts, phases, milestones, dates, times: summaryContradictions) must be in the plan; a
 * summary that still contradicts it after the one repair is a MODEL_OUTPUT_INVALID failure.
 */
export async function summarizeWithModel(ctx: ModelContext, plan: SummaryPlan, policy: InteractionPolicy): Promise<ModelResult<PlanSummary>> {
  if (ctx.provider.kind === "offline") return offline(summarizePlan(plan.outline, policy));
  const facts = planFacts(plan.outline, plan.schedule, plan.reading);
  const prompt = ctx.prompts.render("summarizer", {
    plan: promptJson(compactPlan(plan, facts)),
    style: policy.conversation_style,
    tone: policy.tone,
    talkativeness: policy.talkativeness.toFixed(2),
  });
  const r = await callStructured(ctx, {
    model: ctx.provider.modelForRole("summarizer"),
    schema: SummaryText,
    toolName: "record_summary",
    toolDescription: "Record the plan summary",
    prompt,
    label: "summarizer",
    check: ({ text }) => summaryContradictions(text, facts).map((message) => ({ path: "text", message: `the summary ${message}` })),
  });
  return mapOk(r, ({ text }) => ({ text: text.trim(), sentences: Math.max(1, (text.match(/[.!?](\s|$)/g) ?? []).length) }));
}
