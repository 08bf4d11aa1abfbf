/**
 * Policy-aware helpers (offline, phase7 §4): what the InteractionPolicy changes for the person.
 *   - ContextElicitor: asks only for missing essentials, at most `probing_depth` questions.
 *   - Summarizer: plan summary whose length follows conversation_style/talkativeness and whose
 *     wording follows tone.
 * With a model configured the model words both (src/models/roles.ts), checked by
 * ./wording-checks.ts; these are the fallback.
 *
 * What the person said comes from the thread's GoalReading; a clarification answer is read by the
 * reader into a delta on it (src/planning/reading), not here.
 */
import { z } from "zod";
import type { GoalReading } from "../contracts/goal-reading.js";
import type { InteractionPolicy, PatternSpec, PlanOutline } from "../contracts/planning.js";
import { messagesFor } from "./messages.js";
import { summaryTitle } from "./outline/title.js";
import { contentWords } from "./text-rules.js";
import { hasProposal, subtypeInfo } from "./patterns.js";

// ── ContextElicitor ──────────────────────────────────────────────────────────────────────────

export const QuestionField = z.enum(["goal_detail", "deadline", "cadence", "session_length", "subtype_approval"]);
export type QuestionField = z.infer<typeof QuestionField>;

export const Question = z.object({
  id: z.string(),
  field: QuestionField.describe("Which part of the reading the answer fills"),
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

/**
 * A goal is vague when its title, filler removed, names no concrete object or outcome. Judged on
 * English titles only: the filler list is English, and a title in another language is not vague
 * for lack of English words.
 */
export function isVague(reading: Pick<GoalReading, "title" | "language">): boolean {
  if (reading.language !== "en") return false;
  return contentWords(reading.title).filter((w) => !FILLER.has(w)).length === 0;
}

/** A rhythm the reading states: a cadence, named days, fixed start times or lengths of named days (of the goal or an activity). */
function hasCadence(r: GoalReading): boolean {
  return r.cadence !== null || r.days !== null || r.fixed_times.length > 0 || r.session_lengths.length > 0 || r.items.some((i) => i.cadence !== null || i.days !== null);
}

const NEEDS_DEADLINE = new Set<PatternSpec["pattern_type"]>(["milestone_project", "hybrid_project_cycle", "strategic_transformation"]);
const NEEDS_CADENCE = new Set<PatternSpec["pattern_type"]>(["recurring_cycle", "progressive_accumulation_arc"]);

/**
 * Kinds of plan whose rhythm is the plan's own, not the person's to choose: quitting or cutting
 * down a habit is every day (short check-ins), so "how often can you do this?" is no question to
 * ask someone who wants to stop smoking.
 */
const OWN_RHYTHM = new Set(["quit", "savings"]);

/** The deadline the reading says has passed (its PAST_DATE issue), or null. */
export function pastDeadline(reading: GoalReading): GoalReading["issues"][number] | null {
  return reading.issues.find((i) => i.code === "PAST_DATE" && i.field === "deadline") ?? null;
}

/**
 * Essentials in the order they are asked: without a clear goal nothing else matters. A stated date
 * that has passed is always asked about (it is not "no deadline").
 */
export function missingEssentials(reading: GoalReading, pattern: PatternSpec): QuestionField[] {
  const missing: QuestionField[] = [];
  if (isVague(reading)) missing.push("goal_detail");
  const noEnd = reading.deadline === null && reading.horizon_days === null;
  if (pastDeadline(reading) || (NEEDS_DEADLINE.has(pattern.pattern_type) && noEnd)) missing.push("deadline");
  if (NEEDS_CADENCE.has(pattern.pattern_type) && !hasCadence(reading) && !OWN_RHYTHM.has(subtypeInfo(pattern).template ?? "")) missing.push("cadence");
  if (hasProposal(pattern)) missing.push("subtype_approval");
  return missing;
}

/** The proposed kind in the person's words: the reading's proposal label when it is the one proposed, else the id in words. */
function proposalWords(reading: GoalReading, pattern: PatternSpec): string {
  const id = (pattern.subtype ?? "").replace(/^proposed:/, "");
  const p = reading.pattern.proposal;
  return p && p.name === id && p.label.trim() ? p.label.trim() : id.replace(/_/g, " ");
}

function questionFor(field: QuestionField, reading: GoalReading, pattern: PatternSpec, variant: ElicitorVariant): Question {
  const confirm = variant === "confirm";
  const m = messagesFor(reading.language);
  switch (field) {
    case "goal_detail":
      // The goal in a few words, never its first sentence cut off.
      return { id: "q-goal-detail", field, default: null, text: m.goalDetail(summaryTitle(reading, reading.title)) };
    case "deadline": {
      const past = pastDeadline(reading);
      if (past) return { id: "q-deadline-past", field, default: null, text: m.deadlinePast(past.phrase || null) };
      return confirm ? { id: "q-deadline", field, default: "in 8 weeks", text: m.deadlineConfirm } : { id: "q-deadline", field, default: null, text: m.deadline };
    }
    case "cadence":
      return confirm ? { id: "q-cadence", field, default: "3 times a week", text: m.cadenceConfirm } : { id: "q-cadence", field, default: null, text: m.cadence };
    case "session_length":
      return { id: "q-session-length", field, default: "30 minutes", text: m.sessionLength };
    case "subtype_approval":
      return {
        id: "q-subtype-approval",
        field,
        default: null,
        text: m.subtypeQuestion(proposalWords(reading, pattern)),
      };
  }
}

export interface ElicitOptions {
  /** The pattern the plan will use (from the reading). */
  pattern: PatternSpec;
  variant?: ElicitorVariant;
}

export function elicitContext(reading: GoalReading, policy: InteractionPolicy, opts: ElicitOptions): Elicitation {
  const missing = missingEssentials(reading, opts.pattern);
  const cap = Math.max(0, Math.min(3, policy.probing_depth));
  const questions = missing.slice(0, cap).map((f) => questionFor(f, reading, opts.pattern, opts.variant ?? "ask"));
  return { questions, missing, confidence: missing.length === 0 ? 1 : Math.max(0.2, 1 - 0.25 * missing.length) };
}

// ── Summarizer ───────────────────────────────────────────────────────────────────────────────

function describeRule(rrule: string): string {
  if (/FREQ=DAILY/.test(rrule)) return "daily";
  const byday = rrule.match(/BYDAY=([A-Z0-9,]+)/)?.[1];
  const interval = Number(rrule.match(/INTERVAL=(\d+)/)?.[1] ?? 1);
  if (/FREQ=MONTHLY/.test(rrule)) return interval > 1 ? `every ${interval} months` : byday ? `monthly (${byday})` : "monthly";
  if (/FREQ=WEEKLY/.test(rrule)) return byday ? `${interval > 1 ? `every ${interval} weeks` : "weekly"} on ${byday}` : interval > 1 ? `every ${interval} weeks` : "weekly";
  return rrule;
}

/** A session's length, or its lengths by weekday where the person gave some days their own ("30 min, 60 min SA"). */
function lengthsOf(n: PlanOutline["nodes"][number]): string {
  if (!n.day_minutes?.length) return `${n.duration_min} min`;
  const own = n.day_minutes.map((l) => `${l.minutes} min ${l.days.join(",")}`);
  const byday = n.cadence.kind === "recurring" ? /BYDAY=([A-Z,]+)/.exec(n.cadence.rrule)?.[1]?.split(",") : undefined;
  const covered = new Set(n.day_minutes.flatMap((l) => l.days));
  const rest = (byday ?? ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]).filter((d) => !covered.has(d as (typeof n.day_minutes)[number]["days"][number]));
  return [...(rest.length ? [`${n.duration_min} min`] : []), ...own].join(", ");
}

export interface PlanSummary {
  text: string;
  sentences: number;
}

/**
 * Detail level: concise → headline + next milestone; standard → + phases; conversational/coach
 * → + recurring tasks and every milestone. Talkativeness trims or extends the lists.
 */
export function summarizePlan(outline: PlanOutline, policy: InteractionPolicy, language?: string | null): PlanSummary {
  const m = messagesFor(language);
  const root = outline.nodes.find((n) => n.id === outline.root_id);
  const phases = outline.nodes.filter((n) => n.level === "phase");
  const milestones = outline.nodes.filter((n) => n.level === "milestone" && n.due).sort((a, b) => (a.due! < b.due! ? -1 : a.due! > b.due! ? 1 : 0));
  const recurring = outline.nodes.filter((n) => n.cadence.kind === "recurring");
  const detail = { concise: 0, standard: 1, conversational: 2, coach: 2 }[policy.conversation_style];
  const listMax = Math.max(1, Math.round(2 + policy.talkativeness * 6));
  const sentences: string[] = [];
  sentences.push(m.headline(m.opener[policy.tone], root?.title ?? "—", m.kind[outline.pattern.pattern_type], outline.deadline ? m.due(outline.deadline) : "", m.phases(phases.length), m.milestones(milestones.length)));
  if (milestones[0]) sentences.push(m.firstMilestone(milestones[0].title, milestones[0].due!));
  if (detail >= 1 && phases.length) sentences.push(m.phaseList(phases.slice(0, listMax).map((p) => p.title).join("; ")));
  if (detail >= 2) {
    if (recurring.length) sentences.push(m.recurringList(recurring.slice(0, listMax).map((r) => `${r.title} (${r.cadence.kind === "recurring" ? describeRule(r.cadence.rrule) : ""}, ${lengthsOf(r)})`).join("; ")));
    if (milestones.length > 1) sentences.push(m.milestoneList(milestones.slice(0, listMax).map((x) => m.by(x.title, x.due!)).join("; ")));
    if (root?.notes) sentences.push(root.notes);
  }
  if (detail >= 1 || policy.tone !== "clinical") sentences.push(m.closer[policy.tone]);
  return { text: sentences.join(" "), sentences: sentences.length };
}
