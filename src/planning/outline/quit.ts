/**
 * Quitting or cutting down a habit (recurring_cycle / habit_reduction: smoking, vaping, alcohol,
 * sugar, screen time, nail biting). What the well-known programmes do, in a plan: get ready (write
 * down the triggers and what to do instead, line up support, clear away what sets it off), cut
 * down step by step towards day one (about three quarters, then about half of the usual amount),
 * day one itself — the day the habit stops or the new limit starts — and staying on track after
 * it. Short check-ins (cravings, triggers, how it went) run through every phase, a weekly review
 * beside them, and a small reward after the first week. Nothing here is "practice": the sessions
 * are the check-ins.
 *
 * With a deadline ("quit smoking by February 1st") the person is to be done by then: day one
 * falls before it, leaving a stretch of staying on track (a quarter of the plan, one to four
 * weeks) inside it. Without one, day one comes after the taper and the default horizon is mostly
 * staying on track.
 *
 * The check-ins follow the rhythm the person stated like every template's sessions do (their days,
 * windows and times hold); with none, every allowed day. At most one a day: a count per day in a
 * quit goal counts the habit itself ("I smoke fifteen a day", "one coffee a day"), never check-ins.
 * A length is the habit's amount too ("screen time down to 1 hour a day"): a check-in is five minutes.
 * One-off steps the person listed replace our getting-ready steps.
 *
 * Variants: `template` (get ready, cut down, stay on track) and `compact` (get ready, then day one
 * and staying on track, no taper).
 */
import type { OutlineNode } from "../../contracts/planning.js";
import { slugify } from "../text-rules.js";
import { addDays, daysBetween, ff, fs, throughEnd, type Ctx } from "./context.js";
import { finalTitle } from "./kinds.js";
import { habitLimit } from "./title.js";
import { addPhases, addSessions, sessionNotes, type Phase, type PhaseSpec } from "./phases.js";
import { timesAllTaken, weekly } from "./weight-loss.js";
import { allowedDays, deliverablesOf, mainActivity, ruleFor, type Activity } from "./work.js";

/** Minutes of one check-in, and of the weekly review. */
export const CHECK_IN_MINUTES = 5;
export const QUIT_REVIEW_MINUTES = 15;
/** The longest stretch of cutting down before day one (four weeks, as "cut down to quit" advice has it). */
export const MAX_TAPER_DAYS = 28;
/** When the person names no time: check-ins at the end of the day, when there is a day to look back on. */
export const CHECK_IN_WINDOW = { start: "18:00", end: "21:00" } as const;
/** Minutes of each getting-ready step we add (triggers, support, clearing away). */
const READY_STEP_MINUTES = [20, 20, 15] as const;

/** How the plan's days split: getting ready, cutting down (0 = none), staying on track. */
export function quitLayout(span: number, hasDeadline: boolean, compact: boolean): { ready: number; taper: number; stay: number } {
  const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
  const ready = Math.min(clamp(Math.round(span * 0.12), 2, 7), Math.max(1, span - 1));
  const rest = Math.max(0, span - ready);
  if (compact || rest < 14) return { ready, taper: 0, stay: rest };
  // With a deadline the person is done by then: keep a stretch of staying on track before it
  // (a quarter of the plan, one to four weeks); cutting down takes at most four weeks.
  const stay = hasDeadline ? clamp(Math.round(span * 0.25), 7, 28) : 0;
  const taper = Math.min(MAX_TAPER_DAYS, hasDeadline ? rest - stay : clamp(Math.round(span * 0.25), 7, 14));
  if (taper < 7) return { ready, taper: 0, stay: rest };
  return { ready, taper, stay: rest - taper };
}

/** Whether the reading says nothing about the time of day. */
function noTimeStated(c: Ctx): boolean {
  const r = c.reading;
  return !r.windows.length && !r.fixed_times.length && r.not_before === null && r.not_after === null;
}

/** The check-in: the person's rhythm, else every allowed day; never more than once a day; in the evening unless they name a time. */
export function checkIn(c: Ctx): Activity {
  // A length in a quit goal is the habit's amount ("screen time down to 1 hour a day"), not a
  // check-in's: the check-ins were an hour each and the getting-ready steps found no room.
  const said = mainActivity(c, c.w.quitCheckIn, CHECK_IN_MINUTES);
  const found: Activity = { ...said, minutes: CHECK_IN_MINUTES, stated: false, dayMinutes: [] };
  const a = found.window || !noTimeStated(c) ? found : { ...found, window: { ...CHECK_IN_WINDOW } };
  const cad = c.reading.cadence;
  const rhythm = !!cad && (cad.per !== null || cad.nth_weekday !== null || cad.month_day !== null);
  if (!rhythm && !a.rule.stated) {
    const days = allowedDays(c.reading);
    const rule = days
      ? { rrule: `FREQ=WEEKLY;BYDAY=${days.join(",")}`, label: c.w.weekdaysOn(days), perWeek: days.length, byday: days, stated: true, copies: 1 }
      : { rrule: "FREQ=DAILY", label: c.w.daily, perWeek: 7, byday: null, stated: false, copies: 1 };
    return { ...a, rule };
  }
  if (a.rule.copies > 1 && cad) return { ...a, rule: ruleFor({ ...cad, count: cad.per === "week" ? Math.min(7, cad.count ?? 1) : 1 }, allowedDays(c.reading), c.w) };
  return a;
}

/**
 * The getting-ready steps: the person's own one-off items, else ours. They need no order (writing
 * down the triggers does not wait for telling people), so each may fall on any day of the phase —
 * a two-day start still holds three steps.
 */
function readySteps(c: Ctx, phase: Phase): OutlineNode[] {
  const own = deliverablesOf(c, 20);
  const steps = own.length ? own.map((d) => ({ title: d.title, minutes: d.effort })) : [c.w.quitTriggers, c.w.quitSupport, c.w.quitClearOut].map((title, i) => ({ title, minutes: READY_STEP_MINUTES[i]! }));
  return steps.map((s, i) =>
    c.b.add({
      idHint: own.length ? `t-${slugify(s.title)}` : `t-ready-${i + 1}`,
      title: s.title,
      level: "task",
      parent_id: phase.node.id,
      duration_min: s.minutes,
      duration_days: 1,
      due: phase.to,
    }),
  );
}

export function quitTemplate(c: Ctx): void {
  const { b, w } = c;
  const main = checkIn(c);
  const layout = quitLayout(c.span, c.hasDeadline, c.variant === "compact");
  const specs: PhaseSpec[] = [
    { key: "get-ready", title: w.quitReady, days: layout.ready, load: 1 },
    ...(layout.taper ? [{ key: "cut-down", title: w.quitCutDown, days: layout.taper, load: 1 }] : []),
    { key: "stay-on-track", title: w.quitStay, share: 1, load: 1 },
  ];
  const phases = addPhases(c, specs);
  const [ready, ...after] = phases as [Phase, ...Phase[]];
  const taper = layout.taper ? after[0]! : null;
  const stay = after[after.length - 1]!;

  // Getting ready: the steps, a baseline of check-ins (when and why it happens), and the milestone.
  const steps = readySteps(c, ready);
  const readyChecks = addSessions(c, ready, main);
  const readyDone = b.add({ idHint: "m-ready", title: w.quitReadyDone, level: "milestone", parent_id: ready.node.id, due: ready.to, depends_on: steps.map((t) => fs(t.id)) });

  // Cutting down: check-ins, and two steps of the taper on the way to day one.
  let beforeDayOne: string[] = [readyDone.id, ...readyChecks.map((n) => n.id)];
  if (taper) {
    const s = addSessions(c, taper, main, { dependsOn: [readyDone.id] });
    const third = Math.max(1, Math.round(daysBetween(taper.from, taper.to) / 3));
    b.add({ idHint: "m-step-three-quarters", title: w.quitStep(0.75), level: "milestone", parent_id: taper.node.id, due: addDays(taper.from, third) });
    b.add({ idHint: "m-step-half", title: w.quitStep(0.5), level: "milestone", parent_id: taper.node.id, due: addDays(taper.from, 2 * third) });
    beforeDayOne = s.map((n) => n.id);
  }

  // Day one opens staying on track; the first week after it ends with a small reward.
  // Day one of a limit is the day the habit is down to it ("Down to 2 coffees a day"), not "Day one: Cut down to …".
  const limit = habitLimit(c.title, c.reading.language, c.reading.sources);
  const dayOne = b.add({ idHint: "m-day-one", title: limit ? w.quitLimitDay(limit) : w.quitDay(c.title), level: "milestone", parent_id: stay.node.id, due: stay.from, depends_on: beforeDayOne.map((id) => fs(id)) });
  const stayChecks = addSessions(c, stay, main, { dependsOn: [dayOne.id], endsBefore: stay.last ? throughEnd(c) : stay.to });
  const firstWeek = addDays(stay.from, 7);
  if (firstWeek < c.end) b.add({ idHint: "m-first-week", title: w.quitFirstWeek, level: "milestone", parent_id: stay.node.id, due: firstWeek, depends_on: [fs(dayOne.id)] });

  // The weekly review keeps its own rhythm across the phases, beside the check-ins.
  const beside = !timesAllTaken(c, main);
  const reviews = beside
    ? addSessions(c, null, { ...weekly(c, w.quitReview, QUIT_REVIEW_MINUTES, ["SU", "SA", "FR", "TH", "WE", "TU", "MO"]), window: noTimeStated(c) ? { ...CHECK_IN_WINDOW } : null }, { idHint: "quit-review", from: c.begin, endsBefore: throughEnd(c), companion: true })
    : [];
  if (!beside) c.notes.push(w.withSessions(w.quitReview));

  b.add({
    idHint: "m-goal-done",
    title: finalTitle(c),
    level: "milestone",
    parent_id: stay.node.id,
    due: c.end,
    depends_on: [...stayChecks.map((n) => ff(n.id)), ...reviews.map((n) => ff(n.id))],
  });
  c.notes.push(w.quitNote);
  sessionNotes(c, main, [1]);
}
