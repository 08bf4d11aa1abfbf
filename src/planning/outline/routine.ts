/**
 * Routines and habits (recurring_cycle): a short set-up (the person's own one-off items, else
 * preparing the routine), then every activity the person named on its own rhythm, a midpoint
 * check and a review. Habits whose length the person did not state ramp up — start small, build
 * up, keep it going — so the default amount is reached after four weeks, never beyond the
 * windows allowed; a stated amount is planned from day one.
 *
 * Variants: `template` (set-up phase, run phase, checks) and `compact` (one phase).
 */
import type { OutlineNode } from "../../contracts/planning.js";
import { slugify } from "../text-rules.js";
import { addDays, at, daysBetween, ff, fs, maxDate, minDate, throughEnd, weekdayOf, type Ctx } from "./context.js";
import { finalTitle } from "./kinds.js";
import { addPhases, addSessions, sessionNotes, type Phase } from "./phases.js";
import { activitiesOf, allowedDays, dailyAllowanceOf, deliverablesOf, setUpDue } from "./work.js";

/** The ramp-up of a habit without a stated length: share of the default length per step (15 min → 5, 10, 15). */
export const HABIT_RAMP = [
  { key: "start-small", days: 14, load: 0.34 },
  { key: "build-up", days: 14, load: 0.67 },
  { key: "keep-going", load: 1 },
] as const;

/** How long before a stated later start the set-up may be done. */
export const SET_UP_LEAD_DAYS = 7;

/** One-off set-up items the person named, each a task; else our "prepare the routine" step. */
export function addSetUp(c: Ctx, parent: OutlineNode, from: string, due: string): OutlineNode[] {
  const items = deliverablesOf(c, 30);
  if (!items.length) {
    // Our step is no longer than one of the person's sessions: it fits the one day a week they may give.
    const minutes = Math.min(30, c.reading.session_minutes ?? 30);
    return [c.b.add({ idHint: "t-prepare-routine", title: c.w.prepareRoutine, level: "task", parent_id: parent.id, duration_min: minutes, duration_days: daysBetween(from, due), due })];
  }
  let prev: string | null = null;
  // The items run one after another inside the set-up, so they share its days (a chain of tasks
  // each as long as the whole set-up would never fit it).
  const share = Math.max(1, daysBetween(from, due)) / items.length;
  return items.map((d) => {
    const t = c.b.add({
      idHint: `t-${slugify(d.title)}`,
      title: d.title,
      level: "task",
      parent_id: parent.id,
      duration_min: d.effort,
      duration_days: Math.round(share * 100) / 100,
      due,
      depends_on: prev ? [fs(prev)] : [],
    });
    prev = t.id;
    return t;
  });
}

export function routineTemplate(c: Ctx): void {
  const { b, root, w } = c;
  const acts = activitiesOf(c, c.title, { secondaryMinutes: c.sub.session_minutes });
  const [main, ...others] = acts as [typeof acts[0], ...typeof acts];
  const compact = c.variant === "compact";
  let runFrom = c.begin;
  let ready: OutlineNode | null = null;
  let phaseNo = 1;
  const firstDays = minDate(c.end, addDays(c.begin, Math.min(3, c.span)));
  // The set-up needs a day the person works on: "Sundays at 19:00" from a Tuesday leaves none in
  // its first days, so preparing opens the first session instead (their own set-up items keep it).
  const allowed = allowedDays(c.reading);
  const roomForSetUp = !allowed || Array.from({ length: daysBetween(c.begin, firstDays) + 1 }, (_, i) => weekdayOf(addDays(c.begin, i))).some((d) => allowed.includes(d));
  // It ends as soon as its work is done, and the routine starts the next day: a daily habit set up
  // today runs from tomorrow, not three days on.
  const setUpItems = deliverablesOf(c, 30);
  const setupMinutes = setUpItems.length ? setUpItems.reduce((s, d) => s + d.effort, 0) : Math.min(30, c.reading.session_minutes ?? 30);
  // A start the person stated later than today ("from Monday") is the routine's first day: the
  // set-up is done in the week before it when those days hold it (not months ahead).
  const steps = Math.max(1, setUpItems.length);
  const weekBefore = maxDate(c.start, addDays(c.begin, -SET_UP_LEAD_DAYS));
  const early = c.begin > c.start ? setUpDue(c, setupMinutes, steps, weekBefore) : null;
  const setupFrom = early !== null && early < c.begin ? weekBefore : c.begin;
  const setupDue = setupFrom < c.begin ? early! : minDate(c.end, setUpDue(c, setupMinutes, steps));
  // A set-up done on one of the few days the person named for their sessions ("call my grandma
  // every Sunday", "the gym Monday, Wednesday and Friday") goes beside that day's session, it does
  // not take it: the first Sunday's call was lost to "prepare the routine" and came a week later.
  // At a start time they gave, or when the session is all the time they give that day, the day has
  // no other slot: preparing opens the session instead.
  const sessionDay = main.rule.byday !== null && main.rule.perWeek <= 3 && main.rule.byday.includes(weekdayOf(setupDue));
  const dayIsTheSession = c.reading.fixed_times.length > 0 || dailyAllowanceOf(c.reading) !== null;
  const ownSetUp = !deliverablesOf(c, 30).length;
  if (!compact && ownSetUp && (!roomForSetUp || (sessionDay && dayIsTheSession))) c.notes.push(w.inFirstSession(w.prepareRoutine));
  else if (!compact) {
    if (setupFrom < c.begin) {
      root.starts_after = setupFrom;
      root.duration_days = daysBetween(setupFrom, c.end);
    }
    const p1 = b.add({ idHint: "p1-set-up", title: w.setUpRoutine, level: "phase", parent_id: root.id, starts_after: setupFrom, due: setupDue, duration_days: daysBetween(setupFrom, setupDue) });
    ready = b.add({ idHint: "m-routine-ready", title: w.routineReady, level: "milestone", parent_id: p1.id, due: setupDue });
    ready.depends_on = addSetUp(c, ready, setupFrom, setupDue).map((t) => fs(t.id));
    runFrom = setupFrom < c.begin ? c.begin : sessionDay ? setupDue : minDate(c.end, addDays(setupDue, 1));
    phaseNo = 2;
  }
  const after = ready ? [ready.id] : [];
  const recurring: OutlineNode[] = [];
  const ramp = c.kind === "habit" && !compact && !main.stated && daysBetween(runFrom, c.end) >= 35;
  let last: OutlineNode;
  if (ramp) {
    const titles = [w.habitStart, w.habitGrow, w.habitKeep];
    const phases: Phase[] = addPhases(c, HABIT_RAMP.map((s, i) => ({ ...s, title: titles[i]! })), runFrom, c.end, phaseNo);
    let prev = after;
    for (const ph of phases) {
      const s = addSessions(c, ph, main, { endsBefore: ph.last ? throughEnd(c) : ph.to, dependsOn: prev });
      recurring.push(...s);
      if (!ph.last) prev = [b.add({ idHint: `m-${ph.spec.key}-check`, title: w.habitCheck, level: "milestone", parent_id: ph.node.id, due: ph.to, depends_on: s.map((n) => fs(n.id)) }).id];
    }
    // The other activities keep their rhythm across the ramp, so they hang off the goal.
    for (const a of others) recurring.push(...addSessions(c, null, a, { from: runFrom, endsBefore: throughEnd(c), dependsOn: after }));
    last = phases[phases.length - 1]!.node;
    sessionNotes(c, main, HABIT_RAMP.map((s) => s.load));
  } else {
    const from = compact ? c.begin : runFrom;
    last = b.add({ idHint: `p${phaseNo}-${compact ? "routine" : "run"}`, title: w.runRoutine, level: "phase", parent_id: root.id, starts_after: from, due: c.end, duration_days: daysBetween(from, c.end) });
    if (compact) {
      const items = deliverablesOf(c, 30);
      if (items.length) addSetUp(c, last, c.begin, minDate(c.end, addDays(c.begin, Math.min(3, c.span))));
    }
    for (const a of acts) recurring.push(...addSessions(c, null, a, { parent: last, from, endsBefore: throughEnd(c), dependsOn: after }));
    if (!compact && c.span >= 28) b.add({ idHint: "m-midpoint-check", title: w.midpoint, level: "milestone", parent_id: last.id, due: at(c, 0.5) });
    sessionNotes(c, main, [1]);
  }
  b.add({ idHint: "m-routine-review", title: finalTitle(c), level: "milestone", parent_id: last.id, due: c.end, depends_on: recurring.map((n) => ff(n.id)) });
}
