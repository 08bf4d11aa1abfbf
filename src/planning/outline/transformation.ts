/**
 * Transformations (strategic_transformation: reorganisations, migrations, process change):
 * assess → design → pilot → roll out → embed, one phase per stage, each with its step (the
 * person's own steps when they named three or more, else the subtype's); one or two further
 * items the person named run as parallel workstreams alongside the middle of the change, and a
 * steering review every other week keeps it on track. A rhythm the person stated for the change
 * ("coaching sessions twice a week, 90 minutes", "a 15-minute daily at 9:30") runs through it as
 * their recurring sessions, at the length they said.
 *
 * Variants: `template` (a phase per step, steering review) and `compact` (two phases).
 */
import type { OutlineNode } from "../../contracts/planning.js";
import { slugify } from "../text-rules.js";
import { addDays, at, daysBetween, fs, maxDate, throughEnd, weekdayOf, type Ctx } from "./context.js";
import { finalTitle, stepsOf } from "./kinds.js";
import { effortNotes, estimatePerStep } from "./project.js";
import { addSessions, sessionNotes } from "./phases.js";
import { activitiesOf, allowedDays, deliverablesOf, sizeDeliverables, type Deliverable } from "./work.js";

/** The weekday of the steering review: the first day from the plan's start that the reading allows. */
function reviewDay(c: Ctx): string {
  const allowed = allowedDays(c.reading);
  for (let i = 0; i < 7; i++) {
    const d = weekdayOf(addDays(c.begin, i));
    if (!allowed || allowed.includes(d)) return d;
  }
  return weekdayOf(c.begin);
}

export function transformationTemplate(c: Ctx): void {
  const { b, root, w } = c;
  const estimate = estimatePerStep(c, 8, Math.max(1, stepsOf(c).length));
  const listed = deliverablesOf(c, estimate).filter((d) => d.title.toLowerCase() !== c.title.toLowerCase());
  const ownSteps = listed.length >= 3;
  const defaults = stepsOf(c);
  const steps: Deliverable[] = ownSteps
    ? listed
    : c.reading.total_effort_minutes !== null
      ? sizeDeliverables(defaults.map((title) => ({ title, due: null, effort: null })), c.reading.total_effort_minutes, estimate)
      : defaults.map((title) => ({ title, due: null, effort: estimate, stated: false }));
  const workstreams = ownSteps ? [] : listed;
  effortNotes(c, steps, estimate);
  // Phases are named by stage when the steps are the usual five; the person's own steps name themselves.
  const stageTitle = (i: number, s: Deliverable) => (!ownSteps && steps.length === w.stages.length ? w.stages[i]! : s.title);
  const half = Math.ceil(steps.length / 2);
  const groups: { key: string; title: string; steps: Deliverable[] }[] =
    c.variant === "compact"
      ? [
          { key: "prepare-and-pilot", title: ownSteps ? steps[0]!.title : w.stages.slice(0, 3).join(", "), steps: steps.slice(0, half) },
          { key: "roll-out-and-embed", title: ownSteps ? steps[half]!.title : w.stages.slice(3).join(", "), steps: steps.slice(half) },
        ]
      : steps.map((s, i) => ({ key: slugify(ownSteps ? s.title : (["assess", "design", "pilot", "roll-out", "embed"][i] ?? s.title), 4), title: stageTitle(i, s), steps: [s] }));
  const total = steps.length;
  let done = 0;
  let prevTask: string | null = null;
  const tasks: OutlineNode[] = [];
  groups.forEach((g, gi) => {
    const gFrom = at(c, done / total);
    const gTo = gi === groups.length - 1 ? c.end : at(c, (done + g.steps.length) / total);
    const p = b.add({ idHint: `p${gi + 1}-${g.key}`, title: g.title, level: "phase", parent_id: root.id, starts_after: gFrom, due: gTo, duration_days: daysBetween(gFrom, gTo) });
    g.steps.forEach((s, si) => {
      const from = at(c, (done + si) / total);
      const last = gi === groups.length - 1 && si === g.steps.length - 1;
      const to = last ? c.end : at(c, (done + si + 1) / total);
      const slug = slugify(s.title, 4);
      const m = b.add({ idHint: last ? "m-goal-done" : `m-${slug}`, title: last ? finalTitle(c) : w.done(s.title), level: "milestone", parent_id: p.id, due: to });
      const t = b.add({ idHint: `t-${slug}`, title: s.title, level: "task", parent_id: m.id, duration_min: s.effort, duration_days: Math.max(1, daysBetween(from, to)), due: to, depends_on: prevTask ? [fs(prevTask)] : [] });
      m.depends_on = [fs(t.id)];
      tasks.push(t);
      prevTask = t.id;
    });
    done += g.steps.length;
  });
  // Workstreams run alongside the middle of the change: start with the second step, finish before
  // the last. They span several phases, so they hang off the goal (a child must fit its parent).
  const anchor = tasks[Math.min(1, tasks.length - 1)]!;
  const closer = tasks[tasks.length - 1]!;
  for (const ws of workstreams) {
    const from = anchor.due ? addDays(anchor.due, -anchor.duration_days) : c.begin;
    const to = closer.due ? addDays(closer.due, -closer.duration_days) : c.end;
    b.add({
      idHint: `t-${slugify(ws.title, 5)}`,
      title: ws.title,
      level: "task",
      parent_id: root.id,
      duration_min: ws.effort,
      duration_days: Math.max(1, daysBetween(from, to)),
      starts_after: maxDate(c.begin, from),
      due: maxDate(maxDate(c.begin, from), to),
      depends_on: [{ node_id: anchor.id, type: "SS", lag_days: 0 }],
      notes: w.workstreamNote,
    });
  }
  // The person's own rhythm for the change: their sessions through the whole span.
  const r = c.reading;
  const rhythm = (r.cadence !== null && (r.cadence.per !== null || r.cadence.month_day !== null || r.cadence.nth_weekday !== null)) || r.fixed_times.length > 0 || r.items.some((i) => i.kind === "activity");
  if (rhythm) {
    const acts = activitiesOf(c, w.sessionsFor(c.title));
    for (const a of acts) addSessions(c, null, a, { parent: root, from: c.begin, endsBefore: throughEnd(c), minutes: a.minutes, notes: w.perSession(a.rule.label, a.minutes) });
    if (acts[0]) sessionNotes(c, acts[0], [1]);
  }
  if (c.variant === "template") {
    b.add({
      idHint: "t-steering-review",
      title: w.steering,
      level: "task",
      parent_id: root.id,
      // On a day the person works on it (the first from today), so no review falls on a day it cannot be.
      cadence: { kind: "recurring", rrule: `FREQ=WEEKLY;INTERVAL=2;BYDAY=${reviewDay(c)}` },
      // A companion of the change's own sessions: outside the sessions per week the person stated.
      companion: true,
      duration_min: 45,
      duration_days: c.span,
      starts_after: c.begin,
      ends_before: c.end,
      notes: w.everyNWeeks(2),
    });
  }
}
