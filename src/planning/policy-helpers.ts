/**
 * Policy-aware helpers (offline, phase7 §4): what the InteractionPolicy changes for the person.
 *   - ContextElicitor: asks only for missing essentials, at most `probing_depth` questions.
 *   - Brainstormer: a few concrete, deterministic ideas for the goal.
 *   - OptionCrafter: 2 plan variants when the style is concise, 3 otherwise.
 *   - Summarizer: plan summary whose length follows conversation_style/talkativeness and whose
 *     wording follows tone.
 *   - applyClarification: folds a clarification reply back into the TaskSpec.
 */
import { z } from "zod";
import { Availability, type InteractionPolicy, type PatternSpec, type PlanOutline } from "../contracts/planning.js";
import type { TaskSpec } from "../contracts/roles.js";
import { cadenceOf, contentWords } from "./text-rules.js";
import { extractAvailability, resolveDeadline } from "../roles/perceiver.js";
import { goalText, hasProposal, selectPattern, subtypeInfo, type ApprovedSubtype } from "./patterns.js";

// ── ContextElicitor ──────────────────────────────────────────────────────────────────────────

export const QuestionField = z.enum(["goal_detail", "deadline", "cadence", "session_length", "subtype_approval"]);
export type QuestionField = z.infer<typeof QuestionField>;

export const Question = z.object({
  id: z.string(),
  field: QuestionField.describe("Which TaskSpec part the answer fills (applyClarification reads this)"),
  text: z.string(),
  /** Offered default (the confirm variant asks to accept it). */
  default: z.string().nullable(),
});
export type Question = z.infer<typeof Question>;

export const Elicitation = z.object({
  questions: z.array(Question),
  missing: z.array(QuestionField).describe("Every missing essential, asked or not (capped by probing_depth)"),
  confidence: z.number().min(0).max(1).describe("How complete the context is: 1 when nothing essential is missing"),
});
export type Elicitation = z.infer<typeof Elicitation>;

export const ElicitorVariant = z.enum(["ask", "confirm"]);
export type ElicitorVariant = z.infer<typeof ElicitorVariant>;

/** Words that carry no concrete outcome on their own ("get better", "be more productive"). */
const FILLER = new Set(
  "better more less healthier happier things stuff life productive organized organised improve improving myself something good great well fit".split(" "),
);

/** A goal is vague when, filler removed, it names no concrete object or outcome. */
export function isVague(task: TaskSpec): boolean {
  return contentWords(task.intent).filter((w) => !FILLER.has(w)).length === 0;
}

function availabilityOf(task: TaskSpec): Availability {
  const r = Availability.safeParse(task.constraints.availability ?? {});
  return r.success ? r.data : Availability.parse({});
}

function hasCadence(task: TaskSpec): boolean {
  const a = availabilityOf(task);
  return a.sessions_per_week !== null || a.requested_frequency !== null || a.monthly_rule !== null || cadenceOf(goalText(task)) !== null;
}

const NEEDS_DEADLINE = new Set<PatternSpec["pattern_type"]>(["milestone_project", "hybrid_project_cycle", "strategic_transformation"]);
const NEEDS_CADENCE = new Set<PatternSpec["pattern_type"]>(["recurring_cycle", "progressive_accumulation_arc"]);

/** Essentials in the order they are asked: without a clear goal nothing else matters. */
export function missingEssentials(task: TaskSpec, pattern: PatternSpec): QuestionField[] {
  const missing: QuestionField[] = [];
  if (isVague(task)) missing.push("goal_detail");
  if (NEEDS_DEADLINE.has(pattern.pattern_type) && task.constraints.deadline === null) missing.push("deadline");
  if (NEEDS_CADENCE.has(pattern.pattern_type) && !hasCadence(task)) missing.push("cadence");
  if (hasProposal(pattern)) missing.push("subtype_approval");
  return missing;
}

function questionFor(field: QuestionField, task: TaskSpec, pattern: PatternSpec, variant: ElicitorVariant): Question {
  const confirm = variant === "confirm";
  switch (field) {
    case "goal_detail":
      return { id: "q-goal-detail", field, default: null, text: `What exactly would "${task.intent}" look like when it is done? Name one concrete result.` };
    case "deadline":
      return confirm
        ? { id: "q-deadline", field, default: "in 8 weeks", text: "Shall I plan this to be done in 8 weeks, or is there a date it must be done by?" }
        : { id: "q-deadline", field, default: null, text: "By when does this need to be done? A date or something like 'in 3 months' works." };
    case "cadence":
      return confirm
        ? { id: "q-cadence", field, default: "3 times a week", text: "Shall I plan 3 sessions a week, or how often can you do it?" }
        : { id: "q-cadence", field, default: null, text: "How often can you do this — e.g. every day, on weekdays, or 3 times a week?" };
    case "session_length":
      return { id: "q-session-length", field, default: "30 minutes", text: "How long can each session be?" };
    case "subtype_approval":
      return {
        id: "q-subtype-approval",
        field,
        default: null,
        text: `This goal doesn't fit a known plan type, so I'd add a new one: "${pattern.subtype?.replace(/^proposed:/, "")}" (${pattern.rfc ?? "new subtype"}). Reply 'approve' or 'reject'.`,
      };
  }
}

export interface ElicitOptions {
  pattern?: PatternSpec;
  variant?: ElicitorVariant;
  approved?: readonly ApprovedSubtype[];
}

export function elicitContext(task: TaskSpec, policy: InteractionPolicy, opts: ElicitOptions = {}): Elicitation {
  const pattern = opts.pattern ?? selectPattern(task, { approved: opts.approved ?? [] }).pattern;
  const missing = missingEssentials(task, pattern);
  const cap = Math.max(0, Math.min(3, policy.probing_depth));
  const questions = missing.slice(0, cap).map((f) => questionFor(f, task, pattern, opts.variant ?? "ask"));
  return { questions, missing, confidence: missing.length === 0 ? 1 : Math.max(0.2, 1 - 0.25 * missing.length) };
}

// ── Brainstormer ─────────────────────────────────────────────────────────────────────────────

const PATTERN_IDEAS: Record<PatternSpec["pattern_type"], string[]> = {
  milestone_project: ["Work backwards from the deadline and date each deliverable", "Keep the last 10% of the time as buffer", "Do the riskiest deliverable first"],
  recurring_cycle: ["Tie each item to a cue you already have (coffee, commute)", "Keep a one-line log per day", "Review the routine every four weeks"],
  progressive_accumulation_arc: ["Raise the load gradually, about 10% a week at most", "Plan an easier week every fourth week", "Test progress at each phase end"],
  hybrid_project_cycle: ["Finish the setup before starting the practice", "Protect a fixed daily slot for the practice", "Review output weekly against the target"],
  strategic_transformation: ["Pilot with one willing group first", "Measure a baseline before changing anything", "Communicate each phase before it starts"],
};

export function brainstorm(task: TaskSpec, pattern: PatternSpec, count = 3, approved: readonly ApprovedSubtype[] = []): string[] {
  const sub = subtypeInfo(pattern, approved);
  const ideas = [...(sub.ideas ?? []), ...PATTERN_IDEAS[pattern.pattern_type]];
  return [...new Set(ideas)].slice(0, Math.max(1, count));
}

// ── OptionCrafter ────────────────────────────────────────────────────────────────────────────

export const PlanOption = z.object({
  id: z.enum(["as_planned", "lighter", "intensive"]),
  title: z.string(),
  summary: z.string(),
  /** Multipliers the roadmap/schedule stages apply to sessions and session length. */
  sessions_factor: z.number().positive(),
  minutes_factor: z.number().positive(),
});
export type PlanOption = z.infer<typeof PlanOption>;

const ALL_OPTIONS: PlanOption[] = [
  { id: "as_planned", title: "As planned", summary: "The plan as drafted: cadence and session length from your goal.", sessions_factor: 1, minutes_factor: 1 },
  { id: "lighter", title: "Lighter", summary: "Fewer or shorter sessions, more slack before each milestone.", sessions_factor: 0.75, minutes_factor: 0.8 },
  { id: "intensive", title: "Intensive", summary: "More practice per week to reach the goal with margin.", sessions_factor: 1.25, minutes_factor: 1.2 },
];

/** 2 variants for a concise style, 3 otherwise (phase7 §4). */
export function optionCount(policy: InteractionPolicy): 2 | 3 {
  return policy.conversation_style === "concise" ? 2 : 3;
}

export function craftOptions(policy: InteractionPolicy): PlanOption[] {
  return ALL_OPTIONS.slice(0, optionCount(policy)).map((o) => ({ ...o }));
}

// ── Summarizer ───────────────────────────────────────────────────────────────────────────────

const OPENERS: Record<InteractionPolicy["tone"], string> = {
  neutral: "Plan",
  friendly: "Here's your plan",
  clinical: "Plan summary",
};
const CLOSERS: Record<InteractionPolicy["tone"], string> = {
  neutral: "Reply 'approve' or 'propose changes: …'.",
  friendly: "You've got this! Reply 'approve' or 'propose changes: …'.",
  clinical: "Awaiting 'approve' or 'propose changes: …'.",
};

function describeRule(rrule: string): string {
  if (/FREQ=DAILY/.test(rrule)) return "daily";
  const byday = rrule.match(/BYDAY=([A-Z0-9,]+)/)?.[1];
  const interval = Number(rrule.match(/INTERVAL=(\d+)/)?.[1] ?? 1);
  if (/FREQ=MONTHLY/.test(rrule)) return interval > 1 ? `every ${interval} months` : byday ? `monthly (${byday})` : "monthly";
  if (/FREQ=WEEKLY/.test(rrule)) return byday ? `${interval > 1 ? `every ${interval} weeks` : "weekly"} on ${byday}` : interval > 1 ? `every ${interval} weeks` : "weekly";
  return rrule;
}

export interface PlanSummary {
  text: string;
  sentences: number;
}

/**
 * Detail level: concise → headline + next milestone; standard → + phases; conversational/coach
 * → + recurring tasks and every milestone. Talkativeness trims or extends the lists.
 */
export function summarizePlan(outline: PlanOutline, policy: InteractionPolicy): PlanSummary {
  const root = outline.nodes.find((n) => n.id === outline.root_id);
  const phases = outline.nodes.filter((n) => n.level === "phase");
  const milestones = outline.nodes.filter((n) => n.level === "milestone" && n.due).sort((a, b) => (a.due! < b.due! ? -1 : a.due! > b.due! ? 1 : 0));
  const recurring = outline.nodes.filter((n) => n.cadence.kind === "recurring");
  const detail = { concise: 0, standard: 1, conversational: 2, coach: 2 }[policy.conversation_style];
  const listMax = Math.max(1, Math.round(2 + policy.talkativeness * 6));
  const sentences: string[] = [];
  const kind = outline.pattern.pattern_type.replace(/_/g, " ");
  sentences.push(
    `${OPENERS[policy.tone]}: ${root?.title ?? "your goal"} — a ${kind}${outline.deadline ? ` due ${outline.deadline}` : ""}, ${phases.length} phase${phases.length === 1 ? "" : "s"}, ${milestones.length} milestone${milestones.length === 1 ? "" : "s"}.`,
  );
  if (milestones[0]) sentences.push(`First milestone: ${milestones[0].title} by ${milestones[0].due}.`);
  if (detail >= 1 && phases.length) sentences.push(`Phases: ${phases.slice(0, listMax).map((p) => p.title).join("; ")}.`);
  if (detail >= 2) {
    if (recurring.length) sentences.push(`Recurring: ${recurring.slice(0, listMax).map((r) => `${r.title} (${r.cadence.kind === "recurring" ? describeRule(r.cadence.rrule) : ""}, ${r.duration_min} min)`).join("; ")}.`);
    if (milestones.length > 1) sentences.push(`Milestones: ${milestones.slice(0, listMax).map((m) => `${m.title} by ${m.due}`).join("; ")}.`);
    if (root?.notes) sentences.push(root.notes);
  }
  if (detail >= 1 || policy.tone !== "clinical") sentences.push(CLOSERS[policy.tone]);
  return { text: sentences.join(" "), sentences: sentences.length };
}

// ── Clarification replies ────────────────────────────────────────────────────────────────────

export const ClarificationAnswers = z
  .object({
    goal_detail: z.string().max(2000),
    deadline: z.string().max(500),
    cadence: z.string().max(500),
    session_length: z.string().max(200),
  })
  .partial();
export type ClarificationAnswers = z.infer<typeof ClarificationAnswers>;

/**
 * Folds answers into a new TaskSpec (the input is not mutated). A deadline answer is read with
 * the Perceiver's rules ("in 3 months", "March 1", "2027-05-01"); cadence and session answers
 * are read as availability phrases and merged over what the goal already said.
 */
export function applyClarification(task: TaskSpec, answers: ClarificationAnswers, opts: { now: string; timezone?: string }): TaskSpec {
  const a = ClarificationAnswers.parse(answers);
  const timezone = opts.timezone ?? task.constraints.timezone ?? "UTC";
  // raw_input stays the user's first text verbatim; the clarified goal lives in intent.
  let intent = task.intent;
  if (a.goal_detail?.trim()) {
    const detail = a.goal_detail.trim().replace(/[.!?\s]+$/, "");
    intent = `${intent.replace(/[.!?\s]+$/, "")}: ${detail}`;
  }
  let deadline = task.constraints.deadline;
  if (a.deadline?.trim()) {
    // A bare answer ("March 1") has no cue word; prefix one so the month-only rule applies too.
    const text = a.deadline.trim();
    const found = resolveDeadline(text, { now: opts.now, timezone }) ?? resolveDeadline(`by ${text}`, { now: opts.now, timezone });
    if (found) deadline = found.date;
  }
  const prior = availabilityOf(task);
  const extra = [a.cadence, a.session_length].filter((s): s is string => !!s?.trim()).join(". ");
  let availability: Availability = prior;
  if (extra) {
    // "3" alone as a cadence answer means 3 times a week.
    const text = /^\s*\d+\s*$/.test(a.cadence ?? "") ? `${a.cadence!.trim()} times a week. ${a.session_length ?? ""}` : extra;
    const got = extractAvailability(/^\s*\d+\s*$/.test(a.session_length ?? "") ? `${text} ${a.session_length!.trim()} minutes` : text);
    availability = Availability.parse({
      sessions_per_week: got.sessions_per_week ?? prior.sessions_per_week,
      days: got.days ?? prior.days,
      windows: got.windows.length ? got.windows : prior.windows,
      earliest: got.earliest ?? prior.earliest,
      latest: got.latest ?? prior.latest,
      session_minutes: got.session_minutes ?? prior.session_minutes,
      requested_frequency: got.requested_frequency ?? prior.requested_frequency,
      monthly_rule: got.monthly_rule ?? prior.monthly_rule,
      phrases: [...prior.phrases, ...got.phrases],
    });
  }
  return {
    ...task,
    intent,
    constraints: { ...task.constraints, deadline, timezone, availability },
  };
}
