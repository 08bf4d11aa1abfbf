/**
 * COMPATIBILITY PATH — delete once the DRAFT_OUTLINE stage passes the thread's GoalReading to
 * generateOutline (issue 10; the stage and the tool adapter belong to the controller's rewiring).
 *
 * Callers that still pass only a TaskSpec get a GoalReading built here: the constraints from the
 * TaskSpec's typed Availability (the perceiver's reading), and the goal's items by the English
 * clause rules the outline used before the reading existed, so those callers keep today's
 * behaviour. This is the only place in the outline that looks at the goal's text; the templates
 * read the GoalReading alone.
 */
import { GoalReading, ReadingCadence, type ReadingItem, type ReadingWindow } from "../../contracts/goal-reading.js";
import { Availability, type PatternSpec, type Weekday } from "../../contracts/planning.js";
import type { TaskSpec } from "../../contracts/roles.js";
import { DAYPART_WINDOWS, cadenceOf, daypartIn, type ClauseCadence } from "../text-rules.js";
import { clausesOf, deliverablesOf, goalText, stripProposed } from "../patterns.js";
import { endOfMonth, type LocalDate } from "./context.js";

const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];

/** "do a weekly review on Sunday evenings" → "Weekly review on Sunday evenings". */
export function titleOf(clause: string): string {
  const t = clause
    .trim()
    .replace(/^(?:and|then|also|but)\s+/i, "")
    .replace(/^(?:i\s+(?:can|will|want to|need to|should)\s+|get my\s+|do\s+(?:a|an|the|my)\s+|(?:a|an|the)\s+)/i, "")
    .replace(/\s*(?:along the way|this year)\s*$/i, "")
    .replace(/[.,;:!?]+$/, "")
    .trim();
  return t ? t[0]!.toUpperCase() + t.slice(1) : "Work on the goal";
}

/** A clause without its deadline phrase ("in 12 weeks", "by March 1", "this year"). */
function withoutWhen(text: string): string {
  return text
    .replace(/\s+(?:in|within|over|for)\s+(?:the\s+next\s+)?(?:\d+|a|one|two|three|four|five|six|eight|ten|twelve)\s+(?:days?|weeks?|months?|quarters?|years?)\b.*$/i, "")
    .replace(/\s+(?:by|before|until|till)\s+.+$/i, "")
    .replace(/\s+(?:this|next)\s+(?:year|month|week|quarter)\b.*$/i, "")
    .trim();
}

/**
 * The title of a TaskSpec goal: its intent before any ":" list. Kept close to the intent on
 * purpose — the stage's intent-coverage check reads the titles below the root — so the short
 * summary comes from the reader's `title` once the stage passes the reading.
 */
export function titleFromIntent(intent: string): string {
  const head = (intent.split(":")[0] ?? intent).trim().replace(/[.,;:!?]+$/, "");
  return head ? head[0]!.toUpperCase() + head.slice(1) : "Goal";
}

function minutesIn(clause: string): number | null {
  const m = clause.match(/\b(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?)\b/i);
  if (!m) return /\bhalf an hour\b/i.test(clause) ? 30 : /\ban hour\b/i.test(clause) ? 60 : null;
  return Math.round(/^h/i.test(m[2]!) ? Number(m[1]) * 60 : Number(m[1]));
}

function windowsIn(clause: string): ReadingWindow[] {
  const d = daypartIn(clause);
  return d ? [{ days: null, ...DAYPART_WINDOWS[d] }] : [];
}

/** A clause's RRULE as the reading's cadence (+ the days it names). */
export function cadenceFromClause(c: ClauseCadence): { cadence: ReadingCadence; days: Weekday[] | null } {
  const parts = new Map(c.rrule.split(";").map((p) => p.split("=") as [string, string]));
  const interval = Number(parts.get("INTERVAL") ?? 1);
  const byday = parts.get("BYDAY");
  const freq = parts.get("FREQ");
  const cad = (x: Partial<ReadingCadence>) => ReadingCadence.parse({ interval, ...x });
  if (freq === "DAILY") return { cadence: cad({ count: 1, per: "day" }), days: null };
  if (freq === "WEEKLY") {
    const days = byday ? (byday.split(",") as Weekday[]) : null;
    if (c.label === "every weekday") return { cadence: cad({ count: 1, per: "day" }), days: WORKDAYS };
    // "4 times a week" spreads its days itself; named days ("on Sundays") are the person's.
    const named = /^weekly on /.test(c.label);
    return { cadence: cad({ count: days?.length ?? 1, per: "week" }), days: named ? days : null };
  }
  if (freq === "MONTHLY") {
    const m = byday?.match(/^(-?\d)(MO|TU|WE|TH|FR|SA|SU)$/);
    return { cadence: cad({ count: 1, per: "month", nth_weekday: m ? { nth: Number(m[1]), weekday: m[2] as Weekday } : null }), days: null };
  }
  return { cadence: ReadingCadence.parse({ count: 1, per: "month", interval: 12 * interval }), days: null };
}

/** "in January" inside a one-off clause → the end of the next January on or after `start`. */
function monthDueIn(clause: string, start: LocalDate, end: LocalDate | null): LocalDate | null {
  const m = clause.match(/\b(?:in|during|by|through)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b/i);
  if (!m) return null;
  const month = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"].indexOf(m[1]!.toLowerCase()) + 1;
  const y = Number(start.slice(0, 4));
  let d = endOfMonth(`${y}-${String(month).padStart(2, "0")}-01`);
  if (d < start) d = endOfMonth(`${y + 1}-${String(month).padStart(2, "0")}-01`);
  return end === null || d <= end ? d : null;
}

function activity(clause: string, cad: ClauseCadence | null): ReadingItem {
  const read = cad ? cadenceFromClause(cad) : null;
  return {
    title: titleOf(withoutWhen(clause) || clause),
    kind: "activity",
    due: null,
    cadence: read?.cadence ?? null,
    days: read?.days ?? null,
    windows: windowsIn(clause),
    fixed_times: [],
    session_minutes: minutesIn(clause),
    effort_minutes: null,
  };
}

function deliverable(clause: string, due: LocalDate | null = null): ReadingItem {
  return { title: titleOf(clause), kind: "deliverable", due, cadence: null, days: null, windows: [], fixed_times: [], session_minutes: null, effort_minutes: null };
}

/** The items the pre-reading outline found in a goal's text, per pattern. */
function itemsOf(task: TaskSpec, pattern: PatternSpec, start: LocalDate, deadline: LocalDate | null): ReadingItem[] {
  const text = goalText(task);
  switch (pattern.pattern_type) {
    case "milestone_project":
      return deliverablesOf(text)
        .filter((d) => cadenceOf(d) === null)
        .map((d) => deliverable(d));
    case "recurring_cycle": {
      const items = deliverablesOf(text);
      if (items.length) {
        const header = text.includes(":") ? text.slice(0, text.indexOf(":")) : "";
        const headerCadence = cadenceOf(header);
        return items.map((clause) => activity(clause, cadenceOf(clause) ?? headerCadence));
      }
      const raw = clausesOf(text).flatMap((clause) => {
        const cad = cadenceOf(clause);
        return cad ? [{ clause, cad }] : [];
      });
      // "I can train 4 times a week" in its own sentence is the goal's cadence, not an activity.
      if (raw.every((r) => /^(i\s+can|i'll|i\s+will)\b/i.test(r.clause))) return [];
      return raw.map((r) => activity(r.clause, r.cad));
    }
    case "hybrid_project_cycle": {
      const lower = text.toLowerCase();
      const thenIdx = lower.search(/\b(then|after that|followed by|once that'?s done)\b/);
      const head = thenIdx > 0 ? text.slice(0, thenIdx) : text;
      const tail = thenIdx > 0 ? text.slice(thenIdx).replace(/^(then|after that|followed by|once that'?s done)\s+/i, "") : text;
      const headBody = head.includes(":") ? head.slice(head.indexOf(":") + 1) : "";
      const setup = clausesOf(headBody).find((cl) => cadenceOf(cl) === null);
      const practice = clausesOf(tail).find((cl) => cadenceOf(cl) !== null);
      return [...(setup ? [deliverable(setup, monthDueIn(setup, start, deadline))] : []), ...(practice ? [activity(practice, cadenceOf(practice))] : [])];
    }
    case "strategic_transformation":
      // Further clauses of the goal ("… and change how we do releases") are workstreams.
      return clausesOf(task.intent)
        .slice(1)
        .filter((cl) => cadenceOf(cl) === null && cl.split(/\s+/).length >= 3)
        .map((cl) => deliverable(cl));
    default:
      return [];
  }
}

/** The GoalReading a TaskSpec stands for (compatibility path; see the module comment). */
export function readingFromTask(task: TaskSpec, pattern: PatternSpec, start: LocalDate): GoalReading {
  const parsed = Availability.safeParse(task.constraints.availability ?? {});
  const a = parsed.success ? parsed.data : Availability.parse({});
  const deadline = task.constraints.deadline ? task.constraints.deadline.slice(0, 10) : null;
  let cadence: ReadingCadence | null = null;
  let days = a.days;
  if (a.sessions_per_week !== null) cadence = ReadingCadence.parse({ count: a.sessions_per_week, per: "week" });
  else if (a.requested_frequency === "daily") cadence = ReadingCadence.parse({ count: 1, per: "day" });
  else if (a.requested_frequency === "weekdays") {
    cadence = ReadingCadence.parse({ count: 1, per: "day" });
    days ??= WORKDAYS;
  } else if (a.requested_frequency === "weekly") cadence = ReadingCadence.parse({ count: 1, per: "week" });
  else if (a.requested_frequency === "monthly") cadence = ReadingCadence.parse({ count: 1, per: "month", nth_weekday: a.monthly_rule });
  // "Every day" with fewer allowed days was kept as asked before the reading: the schedule reports the conflict.
  const conflict = a.requested_frequency === "daily" && a.days !== null && a.days.length < 7;
  return GoalReading.parse({
    language: "en",
    title: titleFromIntent(task.intent || task.raw_input).slice(0, 80) || "Goal",
    pattern: { type: pattern.pattern_type, subtype: pattern.subtype ? stripProposed(pattern.subtype) : null, confidence: pattern.confidence ?? 0.5 },
    deadline,
    cadence,
    days,
    windows: a.windows.map((w) => ({ days: w.days ?? null, start: w.start, end: w.end })),
    not_before: a.earliest,
    not_after: a.latest,
    fixed_times: a.fixed_times,
    excluded_dates: a.excluded_dates.filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to)),
    session_minutes: a.session_minutes,
    items: itemsOf(task, pattern, start, deadline),
    issues: conflict ? [{ code: "CONFLICT", field: "cadence", phrase: "", message: "every day, but fewer days are allowed" }] : [],
    reader: "offline",
  });
}
