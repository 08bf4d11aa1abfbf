/**
 * Projects (milestone_project: launches, renovations, events, paperwork, job searches, any
 * one-off outcome): the person's deliverables in their order, each a dated milestone with its
 * task, chained finish-to-start. Effort the person sized is planned at exactly that size; only
 * when they sized nothing do we estimate, add our own preparation step and a final check, and
 * say so. Recurring items ("apply to five jobs a week") run alongside the delivery.
 *
 * Variants: `template` (prepare → deliver → finish with a 10% buffer) and `compact` (deliver only).
 */
import { slugify } from "../text-rules.js";
import { addDays, at, daysBetween, fs, maxDate, minDate, throughEnd, type Ctx, type LocalDate } from "./context.js";
import { availabilityFromReading, statedWeeklyMinutes } from "../availability-from-reading.js";
import { dayNumber } from "../dates.js";
import { allowedCalendar, windowsOnDay } from "../schedule-calendar.js";
import { finalTitle, stepsOf } from "./kinds.js";
import { addSessions } from "./phases.js";
import { activitiesOf, deliverablesOf, setUpDue, sizeDeliverables, weeklyMinutes, type Deliverable } from "./work.js";
import type { OutlineNode } from "../../contracts/planning.js";

/** Our preparation step: confirming scope, budget and the order of the work. */
export const CONFIRM_SCOPE_MINUTES = 90;

/** Work of ours smaller than this (minutes) gets no preparation step of ours. */
export const PREPARE_FROM_MINUTES = 6 * 60;

/** Days small work with a lead time (paperwork) is done in, up to its lead time. */
export const SMALL_WORK_DAYS = 21;

/** Share of the person's own time an estimate of ours may fill (the rest is slack). */
export const ESTIMATE_FILL = 0.8;

/**
 * Minutes the person's time gives from the plan's start to its end: the windows of the days they
 * allowed (our default window when they named none), no more than their rhythm holds when they
 * stated one ("Fridays 15–18" over four weeks is 12 hours; "twice a week, an hour" is 2 hours a week).
 */
export function timeGiven(c: Ctx): number {
  const r = c.reading;
  const cal = allowedCalendar(availabilityFromReading(r), "UTC");
  const first = dayNumber(c.begin);
  const last = dayNumber(c.end);
  let windows = 0;
  for (let d = first; d <= last; d++) for (const [a, b] of windowsOnDay(cal, d).intervals) windows += (b - a) / 60_000;
  // A week at the stated rhythm and lengths (a day's own length where the person gave one).
  const allowed = (["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const).filter((_, i) => cal.days.has(i + 1));
  const weekly = statedWeeklyMinutes(r, allowed, r.session_minutes ?? c.sub.session_minutes ?? 60);
  if (weekly === null) return windows;
  return Math.min(windows, weekly * ((last - first + 1) / 7));
}

/** Whether the person said when they work on it (days, times of day, start times, how often). */
export function statesTime(r: Ctx["reading"]): boolean {
  return r.days !== null || r.excluded_days.length > 0 || r.windows.length > 0 || r.not_before !== null || r.not_after !== null || r.fixed_times.length > 0 || (r.cadence !== null && r.cadence.count !== null && r.cadence.per !== null);
}

/**
 * Our estimate per step when the person sized nothing (minutes): the subtype's usual session
 * times `sessions` — but when the person said when they work on it, never more than `steps` such
 * pieces fill of that time (their time bounds work we invent; work they sized is planned at their
 * size, and the scheduler reports what does not fit).
 */
export function estimatePerStep(c: Ctx, sessions = 4, steps = 1, taken = 0): number {
  // (Paperwork steps are an hour each, not four sessions: `step_minutes` in the taxonomy.)
  // An event due within four weeks is smaller than one months away: four 4-hour steps for a dinner
  // party on Saturday were 20 hours in a week. For subtypes `sized_by_date`, our estimate shrinks
  // with the span (to a quarter at a week or less); other work (a migration due Friday) keeps its
  // size and the scheduler says when it does not fit. A size the person gave is theirs.
  const short = c.sub.sized_by_date ? Math.min(1, Math.max(0.25, c.span / 28)) : 1;
  const usual = c.sub.step_minutes ?? Math.max(30, Math.round(((c.sub.session_minutes ?? 60) * sessions * short) / 15) * 15);
  if (!statesTime(c.reading)) return usual;
  const fits = Math.floor((Math.max(0, timeGiven(c) - taken) * ESTIMATE_FILL) / Math.max(1, steps) / 15) * 15;
  return Math.max(30, Math.min(usual, fits));
}

/** The deliverables to plan: the person's, else their sized goal as one piece of work, else the subtype's usual steps. */
export function projectWork(c: Ctx, estimate: number): Deliverable[] {
  const listed = deliverablesOf(c, estimate);
  if (listed.length) return listed;
  if (c.reading.total_effort_minutes !== null) return sizeDeliverables([{ title: c.title, due: null, effort: null }], c.reading.total_effort_minutes, estimate);
  c.notes.push(c.w.noDeliverables);
  return stepsOf(c).map((title) => ({ title, due: null, effort: estimate, stated: false }));
}

/** Notes on how the work was sized (and the blocks the scheduler will cut it into). */
export function effortNotes(c: Ctx, work: readonly Deliverable[], estimate: number): void {
  const stated = work.filter((d) => d.stated).reduce((s, d) => s + d.effort, 0);
  if (stated > 0) c.notes.push(c.w.effortStated(stated));
  if (work.some((d) => !d.stated)) c.notes.push(c.w.effortEstimated(estimate));
}

/** Block length the scheduler cuts one-off work into: the stated session length, else an hour. */
export function blockMinutes(c: Ctx): number {
  return c.reading.session_minutes ?? 60;
}

export function projectTemplate(c: Ctx): void {
  const { b, root, w } = c;
  // Recurring items the person named run alongside the delivery. When the main one is among them
  // ("applications, an hour every weekday evening"), its sessions are the person's time for the
  // goal: steps of ours are sized from what they leave, and done in their place.
  const recurring = c.reading.items.some((i) => i.kind === "activity") ? activitiesOf(c, c.title).filter((a) => c.reading.items.some((i) => i.title === a.title)) : [];
  const mainSessions = recurring.find((a) => a.main) ?? null;
  const taken = mainSessions ? weeklyMinutes(mainSessions) * (daysBetween(c.begin, c.end) / 7) : 0;
  const estimate = estimatePerStep(c, 4, Math.max(1, c.reading.items.filter((i) => i.kind === "deliverable").length || stepsOf(c).length), taken);
  const work = projectWork(c, estimate);
  effortNotes(c, work, estimate);
  const sized = work.every((d) => d.stated);
  const compact = c.variant === "compact";
  // Our own preparation step only when the work is ours to size (a sized job is planned as sized)
  // and big enough to need one: three hours of paperwork need no 90-minute scoping session.
  const prepare = !compact && !sized && work.reduce((sum, d) => sum + d.effort, 0) >= PREPARE_FROM_MINUTES;
  // Our preparation step ends as soon as its work is done on the person's days (at most a sixth
  // of the span); the delivery starts after it.
  const d0 = prepare ? Math.min(0.15, daysBetween(c.begin, setUpDue(c, CONFIRM_SCOPE_MINUTES)) / Math.max(1, c.span)) : 0;
  // Work whose result is needed by the deadline (a passport for a trip) is done `lead_days` before
  // it when the span allows, never earlier than half-way; else a tenth of the span is buffer. Such
  // work, when small (an hour a step), is done in the weeks right before that day — not spread over
  // months (a tax return due in May has no papers to gather in December).
  const lead = c.sub.lead_days ?? 0;
  const d1 = lead > 0 ? Math.max(0.5, Math.min(0.9, 1 - lead / Math.max(1, c.span))) : 0.9;
  if (lead > 0 && !compact) c.notes.push(w.leadTime(daysBetween(at(c, d1), c.end)));
  const deliverFrom = lead > 0 && !prepare ? Math.max(d0, d1 - SMALL_WORK_DAYS / Math.max(1, c.span)) : d0;

  let prevTask: string | null = null;
  const tasks: OutlineNode[] = [];
  let phaseNo = 1;
  if (prepare) {
    const p1 = b.add({ idHint: "p1-prepare", title: w.prepare, level: "phase", parent_id: root.id, starts_after: c.begin, due: at(c, d0), duration_days: daysBetween(c.begin, at(c, d0)) });
    const m = b.add({ idHint: "m-plan-ready", title: w.planReady, level: "milestone", parent_id: p1.id, due: at(c, d0) });
    const t = b.add({ idHint: "t-confirm-scope", title: w.confirmScope, level: "task", parent_id: m.id, duration_min: CONFIRM_SCOPE_MINUTES, duration_days: daysBetween(c.begin, at(c, d0)), due: at(c, d0) });
    m.depends_on = [fs(t.id)];
    prevTask = t.id;
    phaseNo++;
  }
  // Compact has no Finish phase: Deliver holds the buffer and the final milestone, so it runs to the end.
  const from = at(c, deliverFrom);
  const deliverEnd = compact ? c.end : at(c, d1);
  const p2 = b.add({ idHint: `p${phaseNo++}-deliver`, title: w.deliver, level: "phase", parent_id: root.id, starts_after: from, due: deliverEnd, duration_days: daysBetween(from, deliverEnd) });

  // Each deliverable gets a share of the delivery window proportional to its effort; a stated due date wins.
  const total = work.reduce((s, d) => s + d.effort, 0) || 1;
  let done = 0;
  let cursor: LocalDate = from;
  const block = blockMinutes(c);
  for (const d of work) {
    done += d.effort;
    const planned = at(c, deliverFrom + ((d1 - deliverFrom) * done) / total);
    const due = d.due ? minDate(deliverEnd, maxDate(c.start, d.due)) : maxDate(cursor, minDate(deliverEnd, planned));
    const slug = slugify(d.title);
    const m = b.add({ idHint: `m-${slug}`, title: w.done(d.title), level: "milestone", parent_id: p2.id, due });
    const t = b.add({
      idHint: `t-${slug}`,
      title: d.title,
      level: "task",
      parent_id: m.id,
      duration_min: d.effort,
      duration_days: Math.max(1, daysBetween(cursor, due)),
      due,
      depends_on: prevTask ? [fs(prevTask)] : [],
      notes: d.effort > block ? w.inBlocks(d.effort, block) : null,
    });
    m.depends_on = [fs(t.id)];
    tasks.push(t);
    prevTask = t.id;
    cursor = maxDate(cursor, due);
  }

  // The person's activities start the day after our preparation (its work done in its own days)
  // and run to the end: the weeks of our buffer are still theirs.
  const runFrom = prepare ? minDate(deliverEnd, addDays(from, 1)) : from;
  let mainNodes: string[] = [];
  for (const a of recurring) {
    const nodes = addSessions(c, null, a, { parent: root, from: runFrom, endsBefore: throughEnd(c) });
    if (a === mainSessions) mainNodes = nodes.map((n) => n.id);
  }
  const inPlace = (t: OutlineNode) => {
    if (mainNodes.length) t.in_place_of = mainNodes;
  };
  tasks.forEach(inPlace);

  const p3 = compact ? p2 : b.add({ idHint: `p${phaseNo}-finish`, title: w.finish, level: "phase", parent_id: root.id, starts_after: at(c, d1), due: c.end, duration_days: daysBetween(at(c, d1), c.end) });
  const goal = b.add({ idHint: "m-goal-done", title: finalTitle(c), level: "milestone", parent_id: p3.id, due: c.end });
  if (sized) {
    goal.depends_on = prevTask ? [fs(prevTask)] : [];
    return;
  }
  const check = b.add({
    idHint: "t-final-check",
    title: w.finalCheck,
    level: "task",
    parent_id: goal.id,
    duration_min: 60,
    duration_days: Math.max(0, daysBetween(at(c, d1), c.end)),
    due: c.end,
    depends_on: prevTask ? [fs(prevTask)] : [],
  });
  inPlace(check);
  goal.depends_on = [fs(check.id)];
}
