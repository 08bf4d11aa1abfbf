/**
 * Creative projects and content series (hybrid_project_cycle): the project set-up — the
 * person's own one-off items in order (each with its stated due date), else the subtype's
 * set-up step — then the recurring block the person named, from the day after the set-up until
 * the deadline, with a halfway review and the draft (or the series review) as the final milestone.
 *
 * Variants: `template` (set-up phase, regular-work phase) and `compact` (one phase holding both).
 */
import type { OutlineNode } from "../../contracts/planning.js";
import { slugify } from "../text-rules.js";
import { addDays, daysBetween, ff, fs, maxDate, minDate, throughEnd, type Ctx, type LocalDate } from "./context.js";
import { finalTitle, setupOf } from "./kinds.js";
import { addSessions, sessionNotes } from "./phases.js";
import { effortNotes } from "./project.js";
import { activitiesOf, allowedDays, deliverablesOf, rhythmBeyond, ruleFor, setUpDue, weeklyMinutes, type Activity, type Deliverable } from "./work.js";

export function seriesTemplate(c: Ctx): void {
  const { b, root, w } = c;
  const estimate = (c.sub.session_minutes ?? 45) * 6;
  let setup: Deliverable[] = deliverablesOf(c, estimate);
  // "etwa 60 Stunden" with no items named: the stated size is all the work — the set-up takes a share
  // (at most a fifth) and the regular sessions the rest, so a longer session means fewer sessions.
  const sized = c.reading.total_effort_minutes;
  let rest: number | null = null;
  if (!setup.length && sized !== null) {
    const share = Math.max(30, Math.min(estimate, Math.round(sized / 5)));
    setup = [{ title: setupOf(c) ?? w.setUp, due: null, effort: share, stated: true }];
    rest = Math.max(0, sized - share);
    c.notes.push(w.effortStated(sized));
  } else {
    if (!setup.length) setup = [{ title: setupOf(c) ?? w.setUp, due: null, effort: estimate, stated: false }];
    effortNotes(c, setup, estimate);
  }
  const acts = activitiesOf(c, w.sessionsFor(c.title)).map((a) => (a.main ? withinPlan(c, a) : a));
  const stated = setup.map((d) => d.due).filter((d): d is LocalDate => d !== null).sort();
  // Without a stated date the set-up takes as long as its work needs at a sustainable pace on the
  // person's days (six hours on Fridays only is three Fridays, not one morning) — and no longer:
  // the regular work starts the day after (setUpDue).
  const paced = setUpDue(c, setup.reduce((s, d) => s + d.effort, 0), setup.length);
  const setupDue = minDate(c.end, maxDate(c.start, stated[stated.length - 1] ?? paced));
  const compact = c.variant === "compact";
  const p1End = compact ? c.end : setupDue;
  const p1 = b.add({ idHint: "p1-set-up", title: compact ? c.title : w.setUp, level: "phase", parent_id: root.id, starts_after: c.begin, due: p1End, duration_days: daysBetween(c.begin, p1End) });

  // The set-up items in order, each sharing the set-up window by effort unless its due date is stated.
  const total = setup.reduce((s, d) => s + d.effort, 0) || 1;
  let done = 0;
  let cursor: LocalDate = c.begin;
  let prev: string | null = null;
  let lastMilestone = "";
  const setupTasks: OutlineNode[] = [];
  for (const d of setup) {
    done += d.effort;
    const planned = addDays(c.begin, Math.round((daysBetween(c.begin, setupDue) * done) / total));
    const due = d.due ? minDate(setupDue, maxDate(c.start, d.due)) : maxDate(cursor, planned);
    const slug = slugify(d.title);
    const m = b.add({ idHint: `m-${slug}-done`, title: w.done(d.title), level: "milestone", parent_id: p1.id, due });
    const t = b.add({ idHint: `t-${slug}`, title: d.title, level: "task", parent_id: m.id, duration_min: d.effort, duration_days: Math.max(1, daysBetween(cursor, due)), due, depends_on: prev ? [fs(prev)] : [] });
    m.depends_on = [fs(t.id)];
    setupTasks.push(t);
    prev = t.id;
    lastMilestone = m.id;
    cursor = due;
  }

  const practiceFrom = minDate(c.end, addDays(setupDue, 1));
  const p2 = compact
    ? p1
    : b.add({ idHint: "p2-practice", title: w.regularWork, level: "phase", parent_id: root.id, starts_after: practiceFrom, due: c.end, duration_days: daysBetween(practiceFrom, c.end), depends_on: [fs(lastMilestone)] });
  // A length the person did not state grows so the sized work fits the sessions until the end.
  const sizedActs = rest === null ? acts : acts.map((a) => fitLength(c, a, practiceFrom, rest! / acts.length));
  const recurring = sizedActs.flatMap((a) => addSessions(c, null, a, { parent: p2, from: practiceFrom, endsBefore: sizedEnd(c, a, practiceFrom, rest === null ? null : rest / acts.length) ?? throughEnd(c), dependsOn: [lastMilestone] }));
  // Set-up work on a day the person gives wholly to the sessions ("an hour each evening") is that day's session.
  for (const t of setupTasks) t.in_place_of = recurring.map((r) => r.id);
  if (!compact && daysBetween(practiceFrom, c.end) >= 28) {
    b.add({ idHint: "m-halfway", title: w.halfwayReview, level: "milestone", parent_id: p2.id, due: addDays(practiceFrom, Math.floor(daysBetween(practiceFrom, c.end) / 2)) });
  }
  b.add({ idHint: "m-goal-done", title: finalTitle(c), level: "milestone", parent_id: p2.id, due: c.end, depends_on: recurring.map((n) => ff(n.id)) });
  sessionNotes(c, sizedActs[0]!, [1]);
}

/** The goal's stated rhythm is longer than a one-off work's time to its deadline (withinPlan). */
export function rhythmBeyondDeadline(reading: Ctx["reading"], subtype: string | undefined, hasDeadline: boolean, span: number): boolean {
  return hasDeadline && subtype !== "content_series" && rhythmBeyond(reading.cadence, span);
}
const beyondPlan = (c: Ctx) => rhythmBeyondDeadline(c.reading, c.sub.name, c.hasDeadline, c.span);

/**
 * A one-off work due by a deadline ("Write the quarterly report by December 15") whose stated
 * rhythm comes round less often than once before the deadline: the rhythm is how often the work
 * recurs, not when to work on it — planned at it, the report got one 45-minute session in 17 days
 * after four and a half hours of outlining. Its sessions take our default rhythm on the allowed
 * days instead, and the notes say so. A content series keeps its rhythm: it is the publishing one.
 */
function withinPlan(c: Ctx, a: Activity): Activity {
  if (!beyondPlan(c) || !a.rule.stated) return a;
  const rule = ruleFor(null, allowedDays(c.reading), c.w);
  c.notes.push(c.w.rhythmLongerThanPlan(a.rule.label, rule.label));
  return { ...a, rule: { ...rule, stated: true } };
}

/**
 * The last day the sessions of a sized work need: as many sessions of the activity's length as the
 * minutes left take, at its weekly rhythm from `from` — or null (run to the end) when the rhythm is
 * not weekly or daily, or the work fills the span anyway.
 */
/** Sessions a week of the activity's rule (null when it is not weekly or daily). */
function perWeekOf(a: Activity): number | null {
  const rule = a.rule.rrule;
  const interval = Number(/INTERVAL=(\d+)/.exec(rule)?.[1] ?? 1) || 1;
  const byDay = /BYDAY=([^;]+)/.exec(rule)?.[1]?.split(",").length ?? 1;
  const per = /FREQ=DAILY/.test(rule) ? 7 / interval : /FREQ=WEEKLY/.test(rule) ? byDay / interval : null;
  return per === null ? null : per * Math.max(1, a.rule.copies);
}

/** An unstated session length long enough for `minutes` of work in the sessions from `from` to the end (in 15-minute steps, at most 3 hours or the day's cap). */
function fitLength(c: Ctx, a: Activity, from: LocalDate, minutes: number): Activity {
  const perWeek = perWeekOf(a);
  if (a.stated || !perWeek) return a;
  const sessions = Math.max(1, Math.floor((daysBetween(from, c.end) / 7) * perWeek));
  const need = Math.min(a.cap ?? 180, 180, Math.ceil(minutes / sessions / 15) * 15);
  return need > a.minutes ? { ...a, minutes: need } : a;
}

function sizedEnd(c: Ctx, a: Activity, from: LocalDate, minutes: number | null): LocalDate | null {
  if (minutes === null) return null;
  const perWeek = perWeekOf(a);
  if (!perWeek) return null;
  // A session's mean length over its days (each day's own where the person gave one).
  const mean = a.dayMinutes.length ? weeklyMinutes(a) / Math.max(1e-9, a.rule.perWeek) : a.minutes;
  const sessions = Math.max(1, Math.ceil(minutes / Math.max(1, mean)));
  const end = addDays(from, Math.ceil((sessions / perWeek) * 7) - 1);
  return end < c.end ? end : null;
}
