/**
 * The window an uploaded busy calendar is read in: the plan's horizon, from the start of today
 * in the plan's zone to the end of the goal's deadline day (read from the goal text by the offline
 * reader's deadline rules, in the goal's language), or a year when the goal names no deadline. The POST /plans route and the
 * CLI's --busy both read busy .ics files through `busyForPlan`.
 */
import { DateTime } from "luxon";
import { readConstraints } from "../planning/reading/constraints.js";
import { detectLanguage } from "../planning/reading/language.js";
import { lexiconFor } from "../planning/reading/lexicon/index.js";
import { busyFromIcs, MAX_BUSY_BLOCKS, type BusyBlock } from "./ics-busy.js";

/** Without a deadline the planner's longest default horizon is 26 weeks; a year covers it and its re-plans. */
export const NO_DEADLINE_WINDOW_DAYS = 366;
/** Room past the deadline day for a change request that moves the end a little. */
const AFTER_DEADLINE_DAYS = 7;

export interface PlanWindowInput {
  goal: string;
  timezone: string;
  /** The plan's "now" (ISO, with an offset or wall time in `timezone`); the clock's now when absent. */
  now?: string;
  clock: Date;
}

export function busyWindow(p: PlanWindowInput): { from: Date; to: Date } {
  const now = p.now
    ? DateTime.fromISO(p.now, { zone: p.timezone }).setZone(p.timezone)
    : DateTime.fromJSDate(p.clock).setZone(p.timezone);
  const today = (now.isValid ? now : DateTime.fromJSDate(p.clock).setZone(p.timezone)).startOf("day");
  let deadline: string | null = null;
  try {
    if (p.goal.trim()) deadline = readConstraints(p.goal, lexiconFor(detectLanguage(p.goal)), { now: today.toISO({ includeOffset: false })!, timezone: p.timezone }).deadline.deadline;
  } catch {
    // A goal that cannot be read is refused again, with its reason, when the run starts.
  }
  const end = deadline
    ? DateTime.fromISO(deadline, { zone: p.timezone }).plus({ days: 1 + AFTER_DEADLINE_DAYS })
    : today.plus({ days: NO_DEADLINE_WINDOW_DAYS });
  return { from: today.toJSDate(), to: (end.isValid && end > today ? end : today.plus({ days: NO_DEADLINE_WINDOW_DAYS })).toJSDate() };
}

/** Busy blocks for a plan from .ics text, within the plan's window; `existing` blocks count toward the limit. */
export function busyForPlan(ics: string, p: PlanWindowInput & { existing?: number }): BusyBlock[] {
  const { from, to } = busyWindow(p);
  return busyFromIcs(ics, { zone: p.timezone, from, to, maxBlocks: MAX_BUSY_BLOCKS - (p.existing ?? 0) });
}

/**
 * A plan request with its uploaded busy calendar (`calendar_ics`) read into `calendar` blocks,
 * appended to any given explicitly; the .ics text itself goes no further.
 */
export function withBusyCalendar<T extends { goal: string; timezone: string; now?: string; calendar?: BusyBlock[]; calendar_ics?: string }>(
  request: T,
  clock: Date,
): Omit<T, "calendar_ics"> {
  const { calendar_ics: ics, ...rest } = request;
  if (!ics) return rest;
  const existing = rest.calendar ?? [];
  const busy = busyForPlan(ics, { goal: rest.goal, timezone: rest.timezone, ...(rest.now ? { now: rest.now } : {}), clock, existing: existing.length });
  return { ...rest, calendar: [...existing, ...busy] };
}
