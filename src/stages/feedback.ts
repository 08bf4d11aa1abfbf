/**
 * Change requests ("propose changes: …") that reach a stage as text. What the reading can hold —
 * days, times, session length, how often, dates — the controller has already read into the
 * thread's GoalReading (graphs/planner/changes.ts), and the stage's Availability is derived from
 * it; nothing here reads constraints from text. What reaches the stage is what the reading has no
 * field for, and what is honoured of it, per stage:
 *   DRAFT_OUTLINE  every request is recorded on the outline as origin user_feedback notes;
 *   DRAFT_ROADMAP  "as early as possible" / "front-load" makes roadmap.front_loaded the first approach;
 *   DRAFT_SCHEDULE "spread it out" makes schedule.spread_even the first approach.
 * Everything is carried in the subtask context (a model-backed executor may use it). Pure functions.
 */

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
