/**
 * Replies that change the reading — clarification answers, change requests, constraints stated at
 * an escalation — read by the reader into a delta and merged (what the person did not mention
 * stays), with a record of what was applied and what was not, and why (never silently dropped).
 * Pure apart from the reader call.
 */
import { DELTA_FIELDS, type DeltaField, type FixedTime, type GoalReading, type GoalReadingDelta } from "../../src/contracts/goal-reading.js";
import type { PatternSpec, Weekday } from "../../src/contracts/planning.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { parseHm } from "../../src/planning/dates.js";
import { checkedScheduleChoices, planCheck } from "../../src/planning/alternatives.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { patternFromReading, taskSpecFromReading } from "../../src/planning/from-reading.js";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { DAY_TAKEN, FROM_LATER, NO_DEADLINE_TO_MOVE, QUESTION_ASKED, SAME_DAYS, SESSION_DAY_FIXED, SOME_DAYS_ONLY } from "../../src/planning/reading/read-reply.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { moveNamedSession, namedSession, plannedDays, withoutSession, type PlannedSession, type SessionMove } from "../../src/planning/session-moves.js";
import { weeklyRhythm, type RhythmEntry } from "../../src/planning/weekly-rhythm.js";
import { choiceLabel, messageLanguage, messagesFor, problemSentence } from "../../src/planning/messages.js";
import { same } from "../../src/planning/reading/evaluate.js";
import type { DraftStage } from "../../src/stages/stage-runner.js";
import type { PlannerDeps, ReadingRequest } from "./deps.js";
import { readerOf } from "./reader.js";
import type { ChangeRecord, PlannerStateType, PlannerUpdate } from "./state.js";

/** What the reader needs to read a text for this thread; the spend seeds a model reader's budget. */
export function readingRequest(state: Pick<PlannerStateType, "now" | "timezone" | "approved_subtypes" | "counters">, daily = 0): ReadingRequest {
  return {
    now: state.now!,
    timezone: state.timezone,
    approved: state.approved_subtypes,
    spend: { sessionUsd: state.counters.costUsd, turnUsd: state.counters.turnCostUsd, dailyUsd: daily },
  };
}

/** The reading and what the stages derive from it: the TaskSpec (its intent kept) and the Availability. */
export function withReading(state: Pick<PlannerStateType, "goal" | "now" | "timezone" | "task_spec">, reading: GoalReading, intent?: string): PlannerUpdate {
  const task = taskSpecFromReading(reading, { goal: state.goal, now: state.now!, timezone: state.timezone, ...(state.task_spec ? { taskId: state.task_spec.task_id } : {}) });
  return { reading, task_spec: { ...task, intent: intent ?? state.task_spec?.intent ?? task.intent }, availability: availabilityFromReading(reading) };
}

/** The pattern the plan is built on: the person's RFC decision, else the reading's. */
export function patternOf(deps: Pick<PlannerDeps, "config">, state: Pick<PlannerStateType, "reading" | "fixed_pattern" | "approved_subtypes" | "rfc">): PatternSpec {
  if (state.fixed_pattern) return state.fixed_pattern;
  return patternFromReading(state.reading!, { allowProposals: deps.config.flags.allowNewSubtypeProposals && state.rfc === null, approved: state.approved_subtypes });
}

/** Fields whose value the reading changed. */
export function changedFields(before: GoalReading, after: GoalReading): DeltaField[] {
  return DELTA_FIELDS.filter((f) => !same(before[f], after[f]));
}

/** Fields only the scheduler reads (the outline does not): a change to them replans from the schedule. */
const SCHEDULE_ONLY: ReadonlySet<DeltaField> = new Set<DeltaField>(["fixed_times", "excluded_dates", "travel"]);

/** The earliest DRAFT stage a change of these fields affects. */
export function replanFrom(fields: readonly DeltaField[]): DraftStage {
  return fields.every((f) => SCHEDULE_ONLY.has(f)) ? "DRAFT_SCHEDULE" : "DRAFT_OUTLINE";
}


export interface ReadChange {
  /** The reading after the reply (the one before when nothing applied). */
  reading: GoalReading;
  fields: DeltaField[];
  record: Omit<ChangeRecord, "step" | "source" | "passed_on" | "replan_from">;
  costUsd: number;
  fallbacks: string[];
}

/** The reader's notes the conversation has words for in every language. */
const NOTE_KEYS: Readonly<Record<string, "noDay" | "noLength" | "noDeadline" | "question" | "someDays" | "sameDays" | "fromLater" | "dayTaken" | "sessionDayFixed">> = {
  "no day would be left": "noDay",
  "no session length would be left": "noLength",
  [NO_DEADLINE_TO_MOVE]: "noDeadline",
  [QUESTION_ASKED]: "question",
  [SOME_DAYS_ONLY]: "someDays",
  [SAME_DAYS]: "sameDays",
  [FROM_LATER]: "fromLater",
  [DAY_TAKEN]: "dayTaken",
  [SESSION_DAY_FIXED]: "sessionDayFixed",
};
const noteKey = (note: string | undefined) => (note ? NOTE_KEYS[note] : undefined);

/** A delta merged into a reading, with its parts sorted into applied and not applied. */
export function mergeDelta(before: GoalReading, delta: GoalReadingDelta, text: string): Omit<ReadChange, "costUsd" | "fallbacks"> {
  let after = before;
  try {
    after = applyReadingDelta(before, delta);
  } catch (e) {
    return { reading: before, fields: [], record: { text, applied: [], not_applied: [{ text, reason: `the change did not fit the reading: ${e instanceof Error ? e.message : String(e)}` }] } };
  }
  const fields = changedFields(before, after);
  // A part the reader applied whose field already had that value is honoured as well (nothing to replan).
  const applied = delta.parts.filter((p) => p.status === "applied").map((p) => ({ field: p.field ?? "reading", text: p.text || text }));
  // A field the delta changed without a part of its own still shows as applied.
  for (const f of fields) if (!applied.some((a) => a.field === f)) applied.push({ field: f, text });
  // Why, in the person's language: the reader's own note is English, kept only for an English reading.
  const m = messagesFor(before.language);
  const english = messageLanguage(before.language) === "en";
  const notApplied = delta.parts
    .filter((p) => p.status !== "applied")
    .map((p) => ({ text: p.text || text, reason: p.status === "not_possible" ? (noteKey(p.note) ? m.notes[noteKey(p.note)!] : english && p.note ? p.note : m.notPossible) : english && p.note && p.status !== "not_understood" ? p.note : m.notUnderstood }));
  if (applied.length === 0 && notApplied.length === 0) notApplied.push({ text, reason: m.notUnderstood });
  return { reading: after, fields, record: { text, applied, not_applied: notApplied } };
}

/** Read a reply against the thread's reading and merge it. */
export async function readChange(deps: PlannerDeps, state: PlannerStateType, text: string, daily = 0): Promise<ReadChange> {
  const before = state.reading!;
  const reader = readerOf(deps);
  let out = await reader.readReply(text, before, readingRequest(state, daily));
  // "make the sessions shorter" when the person never stated a length: read again against the
  // length the plan gives its sessions, and take it only if that reads a new length.
  const planned = before.session_minutes === null ? plannedLength(state) : null;
  if (planned !== null && out.delta.parts.every((p) => p.status === "not_understood")) {
    const again = await reader.readReply(text, { ...before, session_minutes: planned }, readingRequest(state, daily));
    const length = again.delta.set.session_minutes;
    if (typeof length === "number" && length !== planned) out = { ...again, costUsd: out.costUsd + again.costUsd };
  }
  // "can we start an hour later?" on a plan whose start times the scheduler chose: the window moving by an hour
  // would leave the sessions where they are (they sit inside both), so read it again against the start times the
  // plan has, and take it when that moves them (and nothing else changes the time of day).
  const starts = before.fixed_times.length === 0 ? plannedStarts(state) : [];
  // (Only a move keeps every window's length: "while the kids are at school" states new windows and is read once.)
  if (starts.length && out.delta.set.windows !== undefined && movedWindows(before.windows, out.delta.set.windows) && out.delta.parts.some((p) => p.status === "applied" && p.field === "windows")) {
    const again = await reader.readReply(text, { ...before, fixed_times: starts }, readingRequest(state, daily));
    const moved = again.delta.set.fixed_times;
    if (Array.isArray(moved) && moved.length && !same(moved, starts) && again.delta.set.windows === undefined) {
      out = { ...again, costUsd: out.costUsd + again.costUsd };
      // A day the plan did not use yet gets no earlier start than the moved ones: "later" holds there too.
      const earliest = moved.map((f) => f.time).sort()[0]!;
      const later = moved.every((f, i) => f.time > (starts[i]?.time ?? "99:99"));
      if (later && (before.not_before === null || before.not_before < earliest) && again.delta.set.not_before === undefined)
        out = { ...out, delta: { ...out.delta, set: { ...out.delta.set, not_before: earliest } } };
    }
  }
  // Days the plan's sessions go on: a reply that names one kind of session ("long runs on Sundays", read
  // without those words so "long" is no "longer") moves that one, and a reply that moves a day ("the
  // Saturday run to Sunday") is read against the plan's days: the rest stay (src/planning/session-moves.ts).
  const sessions = plannedSessions(state);
  // (An activity of the goal's own — "a lesson every Thursday" — is moved by the reader itself: `items`.)
  const session = out.delta.set.items === undefined ? namedSession(text, sessions) : null;
  if (session) {
    const again = await reader.readReply(withoutSession(text, session.title), { ...before, days: session.days }, readingRequest(state, daily));
    const named = again.delta.set.days;
    const move = Array.isArray(named) && again.delta.parts.some((p) => p.status === "applied" && p.field === "days") ? moveNamedSession(text, sessions, named) : null;
    if (move) out = { ...again, delta: sessionMoveDelta(again.delta, move, text, before, state), costUsd: out.costUsd + again.costUsd };
  } else if (before.days === null && sessions.length && out.delta.set.items === undefined && Array.isArray(out.delta.set.days) && out.delta.parts.some((p) => p.status === "applied" && p.field === "days")) {
    const planned = plannedDays(sessions);
    const again = await reader.readReply(text, { ...before, days: planned }, readingRequest(state, daily));
    const moved = again.delta.set.days;
    if (Array.isArray(moved) && moved.length === planned.length && !same(moved, planned) && again.delta.set.cadence === undefined) out = { ...again, costUsd: out.costUsd + again.costUsd };
  }
  return { ...mergeDelta(before, out.delta, text), costUsd: out.costUsd, fallbacks: out.fallbacks };
}

/** The plan's recurring week in its own zone (src/planning/weekly-rhythm.ts), tasks by their outline titles. */
export function rhythmOf(state: Pick<PlannerStateType, "schedule" | "outline">): RhythmEntry[] {
  if (!state.schedule) return [];
  const titles = new Map((state.outline?.nodes ?? []).map((n) => [n.id, n.title]));
  return weeklyRhythm(state.schedule.blocks, state.schedule.timezone, (id) => titles.get(id) ?? id);
}

/** The plan's kinds of recurring session and the weekdays each goes on (from its weekly rhythm). */
export function plannedSessions(state: Pick<PlannerStateType, "schedule" | "outline">): PlannedSession[] {
  const byTitle = new Map<string, Set<Weekday>>();
  for (const e of rhythmOf(state)) for (const d of e.days) byTitle.set(e.task, (byTitle.get(e.task) ?? new Set<Weekday>()).add(d));
  return [...byTitle].map(([title, days]) => ({ title, days: [...days] }));
}

/**
 * A named session moved: the days it and the others go on replace what the reader made of the day
 * words (a count it read from "on Sundays" goes too), when the session lands on the day named in the
 * plan those days make; otherwise, and when the day has another session, the part says why not.
 */
function sessionMoveDelta(delta: GoalReadingDelta, move: SessionMove, text: string, before: GoalReading, state: Pick<PlannerStateType, "now" | "timezone" | "approved_subtypes">): GoalReadingDelta {
  const named = delta.set.days ?? [];
  const { days: _days, ...rest } = delta.set;
  const fromDays = rest.cadence && rest.cadence.per === "week" && rest.cadence.count === named.length;
  if (fromDays) delete rest.cadence;
  const others = delta.parts.filter((p) => p.field !== "days" && !(fromDays && p.field === "cadence"));
  if (move.kind === "taken") return { ...delta, set: rest, parts: [...others, { text, field: "days", status: "not_possible", note: DAY_TAKEN }] };
  const after = applyReadingDelta(before, { set: { ...rest, days: move.days }, clear: delta.clear, parts: [] });
  if (!landsOn(after, move.session, named, state)) return { ...delta, set: rest, parts: [...others, { text, field: "days", status: "not_possible", note: SESSION_DAY_FIXED }] };
  return { ...delta, set: { ...rest, days: move.days }, parts: [...others, { text, field: "days", status: "applied", note: "" }] };
}

/** Whether the outline of `reading` puts the session titled `title` on one of `days`. */
function landsOn(reading: GoalReading, title: string, days: readonly Weekday[], state: Pick<PlannerStateType, "now" | "timezone" | "approved_subtypes">): boolean {
  const outline = outlineFromReading(reading, patternFromReading(reading, { allowProposals: false, approved: state.approved_subtypes }), { now: state.now!, timezone: state.timezone, approved: state.approved_subtypes });
  const rules = outline.nodes.filter((n) => n.title === title && n.cadence.kind === "recurring").map((n) => (n.cadence.kind === "recurring" ? n.cadence.rrule : ""));
  return rules.length > 0 && rules.every((r) => days.some((d) => new RegExp(`BYDAY=[A-Z,]*\\b${d}\\b`).test(r) || !/BYDAY=/.test(r)));
}

const WEEKDAYS: Weekday[] = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** Whether `after` is `before` moved in time: as many windows, each as long as before. */
function movedWindows(before: readonly { start: string; end: string }[], after: readonly { start: string; end: string }[]): boolean {
  const len = (w: { start: string; end: string }) => parseHm(w.end) - parseHm(w.start);
  return before.length > 0 && before.length === after.length && before.every((w, i) => len(w) === len(after[i]!));
}

/** The start time the plan gives each weekday it uses (the most common one; local wall time, as the blocks carry the zone's offset), grouped by time. */
export function plannedStarts(state: Pick<PlannerStateType, "schedule">): FixedTime[] {
  const byDay = new Map<Weekday, Map<string, number>>();
  for (const b of state.schedule?.blocks ?? []) {
    const day = WEEKDAYS[new Date(`${b.start.slice(0, 10)}T12:00:00Z`).getUTCDay()]!;
    const counts = byDay.get(day) ?? byDay.set(day, new Map()).get(day)!;
    counts.set(b.start.slice(11, 16), (counts.get(b.start.slice(11, 16)) ?? 0) + 1);
  }
  const byTime = new Map<string, Weekday[]>();
  for (const day of ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as Weekday[]) {
    const counts = byDay.get(day);
    if (!counts) continue;
    const time = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    byTime.set(time, [...(byTime.get(time) ?? []), day]);
  }
  return [...byTime].map(([time, days]) => ({ days: byTime.size === 1 && days.length === 7 ? null : days, time }));
}

/** The length the plan gives its main recurring sessions (the most common one), or null. */
export function plannedLength(state: Pick<PlannerStateType, "outline">): number | null {
  const counts = new Map<number, number>();
  for (const n of state.outline?.nodes ?? []) if (n.cadence.kind === "recurring" && n.duration_min > 0) counts.set(n.duration_min, (counts.get(n.duration_min) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}

/**
 * A change request that would make the goal impossible or unrealistic is not applied: the plan the
 * person has stays approvable, and the record says why (with what would work instead).
 */
export function refuseIfInfeasible(state: Pick<PlannerStateType, "now" | "timezone">, before: GoalReading, change: Omit<ReadChange, "costUsd" | "fallbacks">): Omit<ReadChange, "costUsd" | "fallbacks"> {
  if (change.fields.length === 0) return change;
  const now = { now: state.now!, timezone: state.timezone };
  const after = assessFeasibility({ reading: change.reading, availability: availabilityFromReading(change.reading), ...now });
  if (after.verdict === "feasible") return change;
  const was = assessFeasibility({ reading: before, availability: availabilityFromReading(before), ...now });
  if (was.verdict !== "feasible") return change;
  const m = messagesFor(before.language);
  const instead = after.alternatives.length ? m.wouldOneDo(after.alternatives.map((a) => choiceLabel(before.language, { ...a, set: a.set as Record<string, unknown> }, change.reading)).join("; ")) : "";
  const problem = problemSentence(before.language, after.code, after.message, after.said && after.said !== after.message ? after.said : null).trim();
  const reason = `${/[.。!?？！]$/u.test(problem) ? problem : `${problem}.`}${instead}`;
  return {
    reading: before,
    fields: [],
    record: { text: change.record.text, applied: [], not_applied: [...change.record.applied.map((a) => ({ text: a.text, reason })), ...change.record.not_applied] },
  };
}

/**
 * A change that would leave no plan at all (no session can be placed: a deadline of tomorrow on
 * weekend-only work, evenings with a "before 8am" still standing) is not applied either while the
 * person has a plan: it stays approvable, and the record says why, with the checked alternatives
 * that would plan. A change that only leaves some sessions unplaced goes ahead (the approval
 * question says what could not be placed).
 */
export function refuseIfUnplannable(
  deps: Pick<PlannerDeps, "config">,
  state: Pick<PlannerStateType, "now" | "timezone" | "schedule" | "calendar" | "approved_subtypes" | "fixed_pattern" | "rfc">,
  before: GoalReading,
  change: Omit<ReadChange, "costUsd" | "fallbacks">,
): Omit<ReadChange, "costUsd" | "fallbacks"> {
  if (change.fields.length === 0 || !(state.schedule?.blocks.length)) return change;
  const ctx = { pattern: patternOf(deps, { ...state, reading: change.reading }), now: state.now!, timezone: state.timezone, busy: state.calendar, approved: state.approved_subtypes };
  const check = planCheck(change.reading, ctx);
  if (check.ok || check.blocks > 0) return change;
  const m = messagesFor(before.language);
  const alternatives = checkedScheduleChoices(change.reading, ctx);
  const instead = alternatives.length ? m.wouldOneDo(alternatives.map((a) => choiceLabel(before.language, { ...a, set: a.set as Record<string, unknown> }, change.reading)).join("; ")) : "";
  const reason = `${m.wouldLeaveNothing}${instead}`;
  return {
    reading: before,
    fields: [],
    record: { text: change.record.text, applied: [], not_applied: [...change.record.applied.map((a) => ({ text: a.text, reason })), ...change.record.not_applied] },
  };
}

/** One sentence per kind, in the person's language: what was applied, what was passed on, and what was not (with why). */
export function describeChange(record: ChangeRecord, language?: string | null): string {
  const m = messagesFor(language);
  const cjk = ["ja", "zh"].includes(messageLanguage(language));
  const stop = cjk ? "。" : ".";
  const out: string[] = [];
  if (record.applied.length) {
    const parts = [...new Map(record.applied.map((a) => [a.field, `${m.field[a.field] ?? a.field} ("${a.text}")`])).values()];
    out.push(`${m.applied} ${parts.join(cjk ? "、" : ", ")}${stop}`);
  }
  if (record.passed_on.length) {
    const stages = [...new Set(record.passed_on.map((p) => m.stage[p.stage.replace("DRAFT_", "").toLowerCase() as keyof typeof m.stage] ?? p.stage))];
    out.push(`${m.passedOn(stages.join(" / "))} "${record.passed_on.map((p) => p.text).join('"; "')}"${stop}`);
  }
  if (record.not_applied.length) {
    // Parts refused for one reason are named together, the reason said once.
    const byReason = new Map<string, string[]>();
    for (const n of record.not_applied) byReason.set(n.reason, [...new Set([...(byReason.get(n.reason) ?? []), n.text])]);
    const said = [...byReason].map(([reason, texts]) => `${texts.map((t) => `"${t}"`).join(", ")} — ${reason.trim().replace(/[.。]$/u, "")}`);
    const text = said.join("; ");
    out.push(`${m.notApplied} ${text}${/[?？]$/u.test(text) ? "" : /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(text) ? "。" : "."}`);
  }
  return out.join(" ");
}
