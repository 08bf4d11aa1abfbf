/**
 * Alternatives an escalation offers, checked before they are offered (issue 10 §3–4): each is a
 * change to the GoalReading (a delta's `set`), and it is offered only if the reading with it is
 * feasible (assessFeasibility) and the deterministic pipeline — outline from the reading, roadmap,
 * schedule in the person's windows — places every session before the deadline. Choosing one
 * therefore plans. Pure.
 */
import type { DeltaField, GoalReading, GoalReadingDelta } from "../contracts/goal-reading.js";
import type { PatternSpec } from "../contracts/planning.js";
import { availabilityFromReading } from "./availability-from-reading.js";
import { addDays, diffDays, toLocalDate, zonedNow } from "./dates.js";
import { assessFeasibility, type Alternative, type FeasibilityReport } from "./feasibility.js";
import { deadlineOf } from "./from-reading.js";
import { outlineFromReading } from "./outline.js";
import type { ApprovedSubtype } from "./patterns.js";
import { applyReadingDelta } from "./reading/delta.js";
import { buildRoadmap } from "./roadmap.js";
import { planSchedule, type BusyInterval } from "./schedule.js";

export type ReadingSet = Partial<Pick<GoalReading, DeltaField>>;

export interface CheckedChoice {
  id: string;
  label: string;
  set: ReadingSet;
}

export interface AlternativeContext {
  pattern: PatternSpec;
  /** ISO-8601 instant or wall time in `timezone`. */
  now: string;
  timezone: string;
  busy?: ReadonlyArray<BusyInterval>;
  approved?: readonly ApprovedSubtype[];
}

/** The reading with `set` applied (a delta with only `set`). */
export function withSet(reading: GoalReading, set: ReadingSet): GoalReading {
  return applyReadingDelta(reading, { set: set as GoalReadingDelta["set"], clear: [], parts: [] });
}

/** What planning the reading deterministically gives: every session placed, or why not. */
export function planCheck(reading: GoalReading, ctx: AlternativeContext): { ok: boolean; why: string | null; unplaced: number; blocks: number } {
  const timezone = ctx.timezone;
  const availability = availabilityFromReading(reading);
  const feasibility = assessFeasibility({ reading, availability, now: ctx.now, timezone });
  if (feasibility.verdict !== "feasible") return { ok: false, why: feasibility.message, unplaced: 0, blocks: 0 };
  try {
    const outline = outlineFromReading(reading, ctx.pattern, { now: ctx.now, timezone, approved: ctx.approved ?? [] });
    const roadmap = buildRoadmap(outline);
    if (!roadmap.feasible) return { ok: false, why: roadmap.infeasibility?.reason ?? "no roadmap fits", unplaced: 0, blocks: 0 };
    const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability, now: ctx.now, timezone, busy: ctx.busy ?? [] });
    if (schedule.infeasible) return { ok: false, why: schedule.infeasible.reason, unplaced: 0, blocks: 0 };
    const unplaced = schedule.unplaced.reduce((n, u) => n + u.count, 0);
    return { ok: unplaced === 0 && schedule.blocks.length > 0, why: unplaced ? `${unplaced} session(s) would not fit` : schedule.blocks.length ? null : "nothing could be scheduled", unplaced, blocks: schedule.blocks.length };
  } catch (e) {
    return { ok: false, why: e instanceof Error ? e.message : String(e), unplaced: 0, blocks: 0 };
  }
}

function checked(reading: GoalReading, ctx: AlternativeContext, candidates: readonly CheckedChoice[], max: number): CheckedChoice[] {
  const out: CheckedChoice[] = [];
  const seen = new Set<string>();
  for (const c of candidates) {
    if (out.length >= max) break;
    const key = JSON.stringify(c.set);
    if (seen.has(key)) continue;
    seen.add(key);
    const ok = planCheck(withSet(reading, c.set), ctx).ok ? c : laterThatPlans(reading, ctx, c);
    if (ok) out.push(ok);
  }
  return out;
}

/**
 * A later date computed from the bare minutes can be a few days too early once the plan has its
 * preparation and buffer (the minutes fit, the sessions do not): such a choice is tried again a
 * little later — a tenth, a quarter, half the span again — and offered with the first date that
 * plans, its label naming that date.
 */
function laterThatPlans(reading: GoalReading, ctx: AlternativeContext, c: CheckedChoice): CheckedChoice | null {
  const deadline = c.set.deadline;
  if (typeof deadline !== "string") return null;
  const today = toLocalDate(zonedNow(ctx.now, ctx.timezone));
  const span = Math.max(7, diffDays(today, deadline));
  for (const share of [0.1, 0.25, 0.5]) {
    const later = addDays(deadline, Math.ceil(span * share));
    const set = { ...c.set, deadline: later };
    if (planCheck(withSet(reading, set), ctx).ok) return { ...c, label: c.label.split(deadline).join(later), set };
  }
  return null;
}

/** The feasibility report's alternatives that plan when chosen (at most three). */
export function checkedFeasibilityChoices(reading: GoalReading, report: FeasibilityReport, ctx: AlternativeContext): CheckedChoice[] {
  const fromReport = report.alternatives.map((a: Alternative) => ({ id: a.id, label: a.label, set: a.set as ReadingSet }));
  const found = checked(reading, ctx, fromReport, 3);
  return found.length ? found : checked(reading, ctx, genericCandidates(reading, ctx), 3);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Changes that often make a plan fit, most faithful to the person's words first: more time before
 * the deadline, fewer or shorter sessions, any weekday, any time of day.
 */
export function genericCandidates(reading: GoalReading, ctx: AlternativeContext): CheckedChoice[] {
  const out: CheckedChoice[] = [];
  const today = toLocalDate(zonedNow(ctx.now, ctx.timezone));
  const end = deadlineOf(reading, ctx);
  if (end) {
    const span = Math.max(1, diffDays(today, end));
    for (const extra of [Math.max(7, Math.ceil(span / 2)), Math.max(14, span), Math.max(28, span * 2)]) {
      const deadline = addDays(end, extra);
      out.push({ id: "later_deadline", label: `the same plan with the deadline moved to ${deadline}`, set: { deadline } });
    }
  }
  const c = reading.cadence;
  if (c && c.count !== null && c.count > 1 && c.per === "week") out.push({ id: "fewer_sessions", label: `${plural(c.count - 1, "session")} a week instead of ${c.count}`, set: { cadence: { ...c, count: c.count - 1 } } });
  if (reading.session_minutes !== null && reading.session_minutes > 30) {
    const shorter = Math.max(30, Math.floor((reading.session_minutes * 2) / 3 / 5) * 5);
    out.push({ id: "shorter_sessions", label: `sessions of ${shorter} minutes instead of ${reading.session_minutes}`, set: { session_minutes: shorter } });
  }
  // Lengths the person gave some days of their own shrink the same way, each day keeping its own.
  if (reading.session_lengths.some((l) => l.minutes > 30)) {
    const shorter = reading.session_lengths.map((l) => ({ days: l.days, minutes: l.minutes > 30 ? Math.max(30, Math.floor((l.minutes * 2) / 3 / 5) * 5) : l.minutes }));
    out.push({ id: "shorter_sessions", label: `sessions of ${shorter.map((l) => `${l.minutes} minutes on ${l.days.join(", ")}`).join("; ")} instead of ${reading.session_lengths.map((l) => l.minutes).join("/")}`, set: { session_lengths: shorter } });
  }
  if (reading.days !== null) out.push({ id: "more_days", label: "sessions on any day of the week", set: { days: null, excluded_days: [] } });
  if (reading.windows.length || reading.not_before || reading.not_after) out.push({ id: "wider_windows", label: "sessions at any time of day", set: { windows: [], not_before: null, not_after: null } });
  return out;
}

/** Checked alternatives for a plan a stage could not place (at most three). */
export function checkedScheduleChoices(reading: GoalReading, ctx: AlternativeContext): CheckedChoice[] {
  return checked(reading, ctx, genericCandidates(reading, ctx), 3);
}
