/**
 * Change requests ("propose changes: …") aimed at a stage, turned into what the offline tools
 * can honour. What is honoured, per stage:
 *   DRAFT_OUTLINE  availability phrases ("3 times a week", "30 minutes", "only on weekends") are
 *                  merged into the TaskSpec the NodeGenerator reads (cadence, session length), and
 *                  every request is recorded on the outline as origin user_feedback notes;
 *   DRAFT_ROADMAP  "as early as possible" / "front-load" makes roadmap.front_loaded the first approach;
 *   DRAFT_SCHEDULE availability phrases ("only evenings", "never before 8am", "3 times a week",
 *                  "only on weekdays") are merged over the availability the scheduler obeys and the
 *                  validator checks; "spread it out" makes schedule.spread_even the first approach.
 * Anything else is carried in the subtask context (a model-backed executor may use it) but has no
 * offline effect. Pure functions.
 */
import { Availability } from "../contracts/index.js";
import { extractAvailability } from "../roles/perceiver.js";

export interface MergedAvailability {
  availability: Availability;
  /** The phrases from the feedback that changed the availability (for notes and explanations). */
  honoured: string[];
}

/**
 * Later feedback wins field by field; windows are replaced, not added to ("only evenings" means
 * no mornings any more). A restated weekly count ("3 times a week") also drops a daily/weekday
 * frequency from the goal, since the person just said how often.
 */
export function mergeFeedbackAvailability(base: Availability, feedback: readonly string[]): MergedAvailability {
  let a: Availability = Availability.parse(base);
  const honoured: string[] = [];
  for (const text of feedback) {
    const f = extractAvailability(text);
    const next: Availability = { ...a, windows: [...a.windows], phrases: [...a.phrases] };
    if (f.sessions_per_week !== null) {
      next.sessions_per_week = f.sessions_per_week;
      if (f.requested_frequency === null && (a.requested_frequency === "daily" || a.requested_frequency === "weekdays")) next.requested_frequency = null;
    }
    if (f.days !== null) next.days = f.days;
    if (f.windows.length > 0) next.windows = f.windows;
    if (f.earliest !== null) next.earliest = f.earliest;
    if (f.latest !== null) next.latest = f.latest;
    if (f.session_minutes !== null) next.session_minutes = f.session_minutes;
    if (f.requested_frequency !== null) next.requested_frequency = f.requested_frequency;
    if (f.monthly_rule !== null) next.monthly_rule = f.monthly_rule;
    for (const phrase of f.phrases) {
      if (!next.phrases.includes(phrase)) next.phrases.push(phrase);
      if (!honoured.includes(phrase)) honoured.push(phrase);
    }
    a = Availability.parse(next);
  }
  return { availability: a, honoured };
}

const FRONT_LOADED_RE = /\b(as early as possible|asap|front[- ]?load(?:ed|ing)?|get ahead|start (?:everything )?early)\b/i;
const BUFFERED_RE = /\b(buffer|slack before the deadline|not too early)\b/i;
const SPREAD_RE = /\b(spread(?: (?:it|them|things))?(?: out)?|evenly|rest days?|space (?:it|them) out)\b/i;
const EARLIEST_RE = /\b(as soon as possible|asap|earliest|as early as possible)\b/i;

/** The roadmap way the latest feedback asks for, or null when it says nothing about it. */
export function roadmapLeaningFrom(feedback: readonly string[]): "front_loaded" | "buffered" | null {
  let lean: "front_loaded" | "buffered" | null = null;
  for (const f of feedback) {
    if (FRONT_LOADED_RE.test(f)) lean = "front_loaded";
    else if (BUFFERED_RE.test(f)) lean = "buffered";
  }
  return lean;
}

/** The schedule strategy the latest feedback asks for, or null. */
export function scheduleLeaningFrom(feedback: readonly string[]): "spread_even" | "earliest_fit" | null {
  let lean: "spread_even" | "earliest_fit" | null = null;
  for (const f of feedback) {
    if (SPREAD_RE.test(f)) lean = "spread_even";
    else if (EARLIEST_RE.test(f)) lean = "earliest_fit";
  }
  return lean;
}

// ── Feedback in the subtask context ──────────────────────────────────────────────────────────

const FEEDBACK_PREFIX = "feedback: ";

/** One line per request; newlines inside a request are flattened so the line format holds. */
export function feedbackLines(feedback: readonly string[]): string[] {
  return feedback.map((f) => f.replace(/\s+/g, " ").trim()).filter((f) => f.length > 0).map((f) => `${FEEDBACK_PREFIX}${f}`);
}

/** The executor reads the feedback from the dispatched subtask, so a resumed subtask uses what was dispatched. */
export function feedbackFromContext(context: string): string[] {
  return context
    .split("\n")
    .filter((l) => l.startsWith(FEEDBACK_PREFIX))
    .map((l) => l.slice(FEEDBACK_PREFIX.length));
}
