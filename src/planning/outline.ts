/**
 * NodeGenerator (offline): TaskSpec + PatternSpec → PlanOutline, by filling a pattern template.
 *
 * Every node carries dual-axis metadata:
 *   - `level` (hierarchy): goal > phase > milestone > task. Exactly one root goal; a child's
 *     level is strictly below its parent's (a task may hang directly under a phase or the goal).
 *   - `cadence`: one_off (done once; milestones are dated with `due`) | recurring (repeats per an
 *     RFC 5545 RRULE between `starts_after` and `ends_before`; the RRULE carries no COUNT — the
 *     scheduler bounds it by those dates).
 *   - plus `origin` ("system" for everything generated here).
 *
 * Node ids are deterministic slugs of the node's role and title ("goal", "p2-deliver",
 * "m-photograph-30-products"), so re-running the generator on the same input gives an identical
 * artifact. Dates are local "YYYY-MM-DD" in the task's zone. Milestones are spread over the span
 * from the plan start (today in the zone) to the deadline; without a deadline a default horizon
 * per pattern is used and the root's `notes` say so.
 *
 * Variants (so change_approach can switch): `template` (full pattern template: preparation,
 * delivery and wrap-up phases, three load steps for arcs, checkpoints) and `compact` (fewest
 * phases that still satisfy the pattern's grammar).
 */
import { z } from "zod";
import {
  Availability,
  PlanOutline,
  type Dependency,
  type OutlineNode,
  type PatternSpec,
  type PatternType,
  type TimeWindow,
} from "../contracts/planning.js";
import type { TaskSpec } from "../contracts/roles.js";
import {
  DAYPART_WINDOWS,
  WORKDAYS,
  cadenceOf,
  daypartIn,
  slugify,
  spreadDays,
  type ClauseCadence,
} from "../models/offline/text-rules.js";
import { WEEKDAYS, addDays, diffDays, endOfMonth, minDate, maxDate, toLocalDate, zonedNow, type LocalDate } from "./dates.js";
import { clausesOf, deliverablesOf, goalText, subtypeInfo, type ApprovedSubtype, type KnownSubtype } from "./patterns.js";

export const GeneratorVariant = z.enum(["template", "compact"]);
export type GeneratorVariant = z.infer<typeof GeneratorVariant>;

/** Horizon used when the goal gives no deadline (days). */
export const DEFAULT_HORIZON_DAYS: Record<PatternType, number> = {
  recurring_cycle: 56,
  milestone_project: 56,
  progressive_accumulation_arc: 84,
  hybrid_project_cycle: 84,
  strategic_transformation: 182,
};

/** Sessions per week for practice when the goal states no cadence. */
const DEFAULT_SESSIONS_PER_WEEK = 3;

export interface GenerateOptions {
  /** ISO-8601 "now"; the plan starts on its local date. */
  now: string;
  /** Defaults to task.constraints.timezone, then UTC. */
  timezone?: string;
  variant?: GeneratorVariant;
  approved?: readonly ApprovedSubtype[];
}

// ── Building blocks ──────────────────────────────────────────────────────────────────────────

type NodeInput = Partial<OutlineNode> & Pick<OutlineNode, "title" | "level" | "parent_id"> & { idHint: string };

class OutlineBuilder {
  readonly nodes: OutlineNode[] = [];
  private readonly used = new Set<string>();

  add(n: NodeInput): OutlineNode {
    const { idHint, ...rest } = n;
    let id = idHint;
    for (let i = 2; this.used.has(id); i++) id = `${idHint}-${i}`;
    this.used.add(id);
    const node: OutlineNode = {
      id,
      title: rest.title,
      level: rest.level,
      parent_id: rest.parent_id,
      cadence: rest.cadence ?? { kind: "one_off" },
      duration_min: rest.duration_min ?? 0,
      duration_days: rest.duration_days ?? 0,
      due: rest.due ?? null,
      starts_after: rest.starts_after ?? null,
      ends_before: rest.ends_before ?? null,
      load: rest.load ?? null,
      depends_on: rest.depends_on ?? [],
      origin: "system",
      notes: rest.notes ?? null,
      ...(rest.preferred_window !== undefined ? { preferred_window: rest.preferred_window } : {}),
    };
    this.nodes.push(node);
    return node;
  }
}

interface Ctx {
  task: TaskSpec;
  pattern: PatternSpec;
  sub: KnownSubtype;
  avail: Availability;
  start: LocalDate;
  end: LocalDate;
  span: number;
  variant: GeneratorVariant;
  notes: string[];
  b: OutlineBuilder;
  root: OutlineNode;
}

/** The date a fraction of the way through the plan (clamped to [start, end]). */
function at(c: Ctx, frac: number): LocalDate {
  return minDate(c.end, maxDate(c.start, addDays(c.start, Math.round(c.span * Math.max(0, Math.min(1, frac))))));
}

/** The goal without its colon-introduced details, for milestone titles. */
function goalName(c: Ctx): string {
  return (c.task.intent.split(":")[0] ?? c.task.intent).trim();
}

const fs = (node_id: string, lag_days = 0): Dependency => ({ node_id, type: "FS", lag_days });

function round5(n: number): number {
  return Math.max(5, Math.round(n / 5) * 5);
}

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

function minutesIn(clause: string): number | null {
  const m = clause.match(/\b(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?)\b/i);
  if (!m) return /\bhalf an hour\b/i.test(clause) ? 30 : /\ban hour\b/i.test(clause) ? 60 : null;
  return Math.round(/^h/i.test(m[2]!) ? Number(m[1]) * 60 : Number(m[1]));
}

function windowFor(clause: string): TimeWindow | null {
  const d = daypartIn(clause);
  return d ? { ...DAYPART_WINDOWS[d] } : null;
}

/** The cadence the availability implies when a clause states none. */
export function cadenceFromAvailability(avail: Availability, fallbackPerWeek = DEFAULT_SESSIONS_PER_WEEK): ClauseCadence & { from: string } {
  const allowed = avail.days ?? WEEKDAYS;
  if (avail.sessions_per_week !== null) {
    const days = spreadDays(avail.sessions_per_week, allowed);
    return { rrule: `FREQ=WEEKLY;BYDAY=${days.join(",")}`, label: `${avail.sessions_per_week} times a week`, per_week: days.length, from: "sessions_per_week" };
  }
  switch (avail.requested_frequency) {
    case "daily":
      // Kept as asked even when days are restricted: the scheduler reports that conflict.
      return { rrule: "FREQ=DAILY", label: "daily", per_week: 7, from: "requested_frequency" };
    case "weekdays":
      return { rrule: `FREQ=WEEKLY;BYDAY=${WORKDAYS.join(",")}`, label: "every weekday", per_week: 5, from: "requested_frequency" };
    case "weekly":
      return { rrule: `FREQ=WEEKLY;BYDAY=${allowed[allowed.length - 1]}`, label: "weekly", per_week: 1, from: "requested_frequency" };
    case "monthly":
      if (avail.monthly_rule) {
        const { nth, weekday } = avail.monthly_rule;
        return { rrule: `FREQ=MONTHLY;BYDAY=${nth}${weekday}`, label: "monthly", per_week: 12 / 52, from: "monthly_rule" };
      }
      return { rrule: "FREQ=MONTHLY", label: "monthly", per_week: 12 / 52, from: "requested_frequency" };
    default: {
      // Named days without a count ("on Saturday mornings", "Tuesdays and Thursdays") mean those days.
      if (avail.days !== null && avail.days.length <= 5) {
        return { rrule: `FREQ=WEEKLY;BYDAY=${avail.days.join(",")}`, label: avail.days.length === 1 ? "once a week" : `${avail.days.length} times a week`, per_week: avail.days.length, from: "days" };
      }
      const days = spreadDays(fallbackPerWeek, allowed);
      return { rrule: `FREQ=WEEKLY;BYDAY=${days.join(",")}`, label: `${days.length} times a week (default)`, per_week: days.length, from: "default" };
    }
  }
}

// ── Pattern templates ────────────────────────────────────────────────────────────────────────

type Template = (c: Ctx) => void;

function milestoneProject(c: Ctx): void {
  const { b, root } = c;
  const listed = deliverablesOf(goalText(c.task)).filter((d) => cadenceOf(d) === null);
  const steps = listed.length ? listed.map(titleOf) : (c.sub.steps ?? ["Define scope and success", "Do the main work", "Review and finish"]);
  if (!listed.length) c.notes.push(`No deliverables listed: using the ${c.sub.name} steps.`);
  const effort = (c.sub.session_minutes ?? 60) * 4;
  const compact = c.variant === "compact";
  // Template: 15% preparation, 75% delivery, 10% buffer; compact: 90% delivery, 10% buffer.
  const [d0, d1] = compact ? [0, 0.9] : [0.15, 0.9];

  let prevTask: string | null = null;
  if (!compact) {
    const p1 = b.add({ idHint: "p1-prepare", title: "Prepare", level: "phase", parent_id: root.id, starts_after: c.start, due: at(c, d0), duration_days: diffDays(c.start, at(c, d0)) });
    const m = b.add({ idHint: "m-plan-ready", title: "Plan, budget and resources ready", level: "milestone", parent_id: p1.id, due: at(c, d0) });
    const t = b.add({ idHint: "t-confirm-scope", title: "Confirm scope, budget and order of work", level: "task", parent_id: m.id, duration_min: 90, duration_days: diffDays(c.start, at(c, d0)), due: at(c, d0) });
    m.depends_on = [fs(t.id)];
    prevTask = t.id;
  }
  // Compact has no Finish phase: Deliver holds the buffer and the final milestone, so it runs to the end.
  const p2End = compact ? c.end : at(c, d1);
  const p2 = b.add({ idHint: compact ? "p1-deliver" : "p2-deliver", title: "Deliver", level: "phase", parent_id: root.id, starts_after: at(c, d0), due: p2End, duration_days: diffDays(at(c, d0), p2End) });
  steps.forEach((step, i) => {
    const from = at(c, d0 + ((d1 - d0) * i) / steps.length);
    const to = at(c, d0 + ((d1 - d0) * (i + 1)) / steps.length);
    const slug = slugify(step);
    const m = b.add({ idHint: `m-${slug}`, title: `Done: ${step}`, level: "milestone", parent_id: p2.id, due: to });
    const t = b.add({
      idHint: `t-${slug}`,
      title: step,
      level: "task",
      parent_id: m.id,
      duration_min: effort,
      duration_days: Math.max(1, diffDays(from, to)),
      due: to,
      depends_on: prevTask ? [fs(prevTask)] : [],
    });
    m.depends_on = [fs(t.id)];
    prevTask = t.id;
  });
  const p3 = compact ? p2 : b.add({ idHint: "p3-finish", title: "Finish", level: "phase", parent_id: root.id, starts_after: at(c, d1), due: c.end, duration_days: diffDays(at(c, d1), c.end) });
  const done = b.add({ idHint: "m-goal-done", title: `Goal reached: ${goalName(c)}`, level: "milestone", parent_id: p3.id, due: c.end });
  const check = b.add({
    idHint: "t-final-check",
    title: "Final check and buffer",
    level: "task",
    parent_id: done.id,
    duration_min: 60,
    duration_days: Math.max(0, diffDays(at(c, d1), c.end)),
    due: c.end,
    depends_on: prevTask ? [fs(prevTask)] : [],
  });
  done.depends_on = [fs(check.id)];
}

interface Activity {
  title: string;
  cadence: ClauseCadence;
  minutes: number;
  window: TimeWindow | null;
}

/** Recurring activities named in the goal; items after a colon inherit the header's cadence. */
function activitiesOf(c: Ctx): Activity[] {
  const text = goalText(c.task);
  const allowed = c.avail.days ?? WEEKDAYS;
  const base = cadenceFromAvailability(c.avail);
  const items = deliverablesOf(text);
  const header = text.includes(":") ? text.slice(0, text.indexOf(":")) : "";
  let raw: { clause: string; cadence: ClauseCadence }[];
  if (items.length) {
    const headerCadence = cadenceOf(header, allowed) ?? base;
    raw = items.map((clause) => ({ clause, cadence: cadenceOf(clause, allowed) ?? headerCadence }));
  } else {
    raw = clausesOf(text).flatMap((clause) => {
      const cad = cadenceOf(clause, allowed);
      return cad ? [{ clause, cadence: cad }] : [];
    });
    // "4 times a week" in its own sentence is the cadence of the goal, not a separate activity.
    if (raw.length && raw.every((r) => /^(i\s+can|i'll|i\s+will)\b/i.test(r.clause)) ) raw = [{ clause: c.task.intent, cadence: raw[0]!.cadence }];
  }
  if (!raw.length) raw = [{ clause: c.task.intent, cadence: base }];
  const single = raw.length === 1;
  return raw.map(({ clause, cadence }) => ({
    title: titleOf(clause),
    cadence,
    minutes: minutesIn(clause) ?? (single ? c.avail.session_minutes : null) ?? c.sub.session_minutes ?? 30,
    window: windowFor(clause),
  }));
}

function recurringCycle(c: Ctx): void {
  const { b, root } = c;
  const acts = activitiesOf(c);
  const compact = c.variant === "compact";
  let runFrom = c.start;
  let phase: OutlineNode;
  let ready: OutlineNode | null = null;
  if (!compact) {
    const setupDue = minDate(c.end, addDays(c.start, Math.min(3, c.span)));
    const p1 = b.add({ idHint: "p1-set-up", title: "Set up the routine", level: "phase", parent_id: root.id, starts_after: c.start, due: setupDue, duration_days: diffDays(c.start, setupDue) });
    ready = b.add({ idHint: "m-routine-ready", title: "Routine set up (time, place, reminders)", level: "milestone", parent_id: p1.id, due: setupDue });
    const prep = b.add({ idHint: "t-prepare-routine", title: "Prepare what the routine needs and set reminders", level: "task", parent_id: ready.id, duration_min: 30, duration_days: diffDays(c.start, setupDue), due: setupDue });
    ready.depends_on = [fs(prep.id)];
    runFrom = setupDue;
    phase = b.add({ idHint: "p2-run", title: "Run the routine", level: "phase", parent_id: root.id, starts_after: runFrom, due: c.end, duration_days: diffDays(runFrom, c.end) });
  } else {
    phase = b.add({ idHint: "p1-routine", title: "Run the routine", level: "phase", parent_id: root.id, starts_after: c.start, due: c.end, duration_days: c.span });
  }
  const taskIds: string[] = [];
  for (const a of acts) {
    const t = b.add({
      idHint: `t-${slugify(a.title)}`,
      title: a.title,
      level: "task",
      parent_id: phase.id,
      cadence: { kind: "recurring", rrule: a.cadence.rrule },
      duration_min: round5(a.minutes),
      duration_days: diffDays(runFrom, c.end),
      starts_after: runFrom,
      ends_before: c.end,
      depends_on: ready ? [fs(ready.id)] : [],
      notes: `${a.cadence.label}`,
      ...(a.window ? { preferred_window: a.window } : {}),
    });
    taskIds.push(t.id);
  }
  if (!compact && c.span >= 28) {
    const mid = at(c, 0.5);
    b.add({ idHint: "m-midpoint-check", title: "Midpoint check: keep, adjust or drop each item", level: "milestone", parent_id: phase.id, due: mid });
  }
  const review = b.add({ idHint: "m-routine-review", title: "Review the routine and decide the next cycle", level: "milestone", parent_id: phase.id, due: c.end });
  review.depends_on = taskIds.map((id) => ({ node_id: id, type: "FF" as const, lag_days: 0 }));
}

const ARC_ACTIVITY: Record<string, string> = {
  endurance_training: "Training sessions",
  skill_learning: "Practice sessions",
  strength_building: "Strength sessions",
};

function accumulationArc(c: Ctx): void {
  const { b, root } = c;
  const phases = c.variant === "compact"
    ? [{ name: "Foundation", load: 1 }, { name: "Progression", load: 1.4 }]
    : [{ name: "Foundation", load: 1 }, { name: "Build", load: 1.25 }, { name: "Peak", load: 1.5 }];
  const cad = cadenceFromAvailability(c.avail);
  if (cad.from === "default") c.notes.push(`No cadence given: ${cad.label}.`);
  const baseMin = c.avail.session_minutes ?? c.sub.session_minutes ?? 30;
  // A stated session length is the person's word: progression may grow sessions only when they named none.
  const stated = c.avail.session_minutes !== null;
  const minutesAt = (load: number) => (stated ? baseMin : round5(baseMin * load));
  if (!stated) c.notes.push(`No session length given: ${baseMin} minutes at the foundation load.`);
  const activity = ARC_ACTIVITY[c.sub.name] ?? "Practice sessions";
  let prevMilestone: string | null = null;
  phases.forEach((ph, i) => {
    const from = at(c, i / phases.length);
    const to = at(c, (i + 1) / phases.length);
    const last = i === phases.length - 1;
    const p = b.add({
      idHint: `p${i + 1}-${slugify(ph.name)}`,
      title: `${ph.name} phase`,
      level: "phase",
      parent_id: root.id,
      starts_after: from,
      due: to,
      duration_days: diffDays(from, to),
      load: ph.load,
      notes: stated ? `Sessions of ${baseMin} min as asked` : `Load ×${ph.load} of the foundation sessions`,
    });
    const sessions = b.add({
      idHint: `t-${slugify(ph.name)}-sessions`,
      title: `${activity} (${ph.name.toLowerCase()})`,
      level: "task",
      parent_id: p.id,
      cadence: { kind: "recurring", rrule: cad.rrule },
      duration_min: minutesAt(ph.load),
      duration_days: diffDays(from, to),
      starts_after: from,
      ends_before: to,
      load: ph.load,
      depends_on: prevMilestone ? [fs(prevMilestone)] : [],
      notes: `${cad.label}; ${minutesAt(ph.load)} min per session`,
    });
    const title = last ? `${c.sub.final_milestone ?? "Goal check"}: ${goalName(c)}` : `Checkpoint: ${ph.name.toLowerCase()} phase complete`;
    const m = b.add({ idHint: last ? "m-goal-done" : `m-${slugify(ph.name)}-done`, title, level: "milestone", parent_id: p.id, due: to, depends_on: [fs(sessions.id)] });
    prevMilestone = m.id;
  });
}

/** "in January" inside a one-off clause → the end of the next January on or after the start. */
function monthDueIn(clause: string, c: Ctx): LocalDate | null {
  const m = clause.match(/\b(?:in|during|by|through)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b/i);
  if (!m) return null;
  const month = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"].indexOf(m[1]!.toLowerCase()) + 1;
  const [y] = c.start.split("-").map(Number) as [number];
  let d = endOfMonth(`${y}-${String(month).padStart(2, "0")}-01`);
  if (d < c.start) d = endOfMonth(`${y + 1}-${String(month).padStart(2, "0")}-01`);
  return d <= c.end ? d : null;
}

function hybridProjectCycle(c: Ctx): void {
  const { b, root } = c;
  const text = goalText(c.task);
  const lower = text.toLowerCase();
  const thenIdx = lower.search(/\b(then|after that|followed by|once that'?s done)\b/);
  const head = thenIdx > 0 ? text.slice(0, thenIdx) : text;
  const tail = thenIdx > 0 ? text.slice(thenIdx).replace(/^(then|after that|followed by|once that'?s done)\s+/i, "") : text;
  const headBody = head.includes(":") ? head.slice(head.indexOf(":") + 1) : "";
  const setupClause = clausesOf(headBody).find((cl) => cadenceOf(cl) === null) ?? null;
  const setupTitle = setupClause ? titleOf(setupClause) : (c.sub.setup ?? "Plan and set up the project");
  const allowed = c.avail.days ?? WEEKDAYS;
  const practiceClause = clausesOf(tail).find((cl) => cadenceOf(cl, allowed) !== null) ?? null;
  const cad = practiceClause ? cadenceOf(practiceClause, allowed)! : cadenceFromAvailability(c.avail);
  const practiceTitle = practiceClause ? titleOf(practiceClause) : `${ARC_ACTIVITY[c.sub.name] ?? "Work sessions"}`;
  const setupDue = (setupClause ? monthDueIn(setupClause, c) : null) ?? at(c, 0.2);
  const minutes = (practiceClause ? minutesIn(practiceClause) : null) ?? c.avail.session_minutes ?? c.sub.session_minutes ?? 45;

  const compact = c.variant === "compact";
  // Compact: one phase holds both the setup and the practice, so it spans the whole plan.
  const p1End = compact ? c.end : setupDue;
  const p1 = b.add({ idHint: "p1-set-up", title: compact ? `${setupTitle}, then ${practiceTitle.toLowerCase()}` : `Set up: ${setupTitle}`, level: "phase", parent_id: root.id, starts_after: c.start, due: p1End, duration_days: diffDays(c.start, p1End) });
  const m1 = b.add({ idHint: `m-${slugify(setupTitle)}-done`, title: `Done: ${setupTitle}`, level: "milestone", parent_id: p1.id, due: setupDue });
  const t1 = b.add({ idHint: `t-${slugify(setupTitle)}`, title: setupTitle, level: "task", parent_id: m1.id, duration_min: (c.sub.session_minutes ?? 45) * 6, duration_days: Math.max(1, diffDays(c.start, setupDue)), due: setupDue });
  m1.depends_on = [fs(t1.id)];
  const practiceFrom = minDate(c.end, addDays(setupDue, 1));
  const p2 = compact ? p1 : b.add({ idHint: "p2-practice", title: `Practice: ${practiceTitle}`, level: "phase", parent_id: root.id, starts_after: practiceFrom, due: c.end, duration_days: diffDays(practiceFrom, c.end), depends_on: [fs(m1.id)] });
  const rec = b.add({
    idHint: `t-${slugify(practiceTitle)}`,
    title: practiceTitle,
    level: "task",
    parent_id: p2.id,
    cadence: { kind: "recurring", rrule: cad.rrule },
    duration_min: round5(minutes),
    duration_days: diffDays(practiceFrom, c.end),
    starts_after: practiceFrom,
    ends_before: c.end,
    depends_on: [fs(m1.id)],
    notes: cad.label,
    ...(practiceClause && windowFor(practiceClause) ? { preferred_window: windowFor(practiceClause) } : {}),
  });
  if (!compact && diffDays(practiceFrom, c.end) >= 28) {
    const mid = addDays(practiceFrom, Math.floor(diffDays(practiceFrom, c.end) / 2));
    b.add({ idHint: "m-halfway", title: "Halfway: review progress against the target", level: "milestone", parent_id: p2.id, due: mid });
  }
  b.add({ idHint: "m-goal-done", title: `${c.sub.final_milestone ?? "Goal reached"}: ${goalName(c)}`, level: "milestone", parent_id: p2.id, due: c.end, depends_on: [{ node_id: rec.id, type: "FF", lag_days: 0 }] });
}

function strategicTransformation(c: Ctx): void {
  const { b, root } = c;
  const steps = c.sub.steps ?? ["Assess the current state", "Design the target state", "Pilot the change", "Roll out", "Embed and review"];
  // Further clauses of the goal ("… and change how we do releases") become parallel workstreams.
  const extra = clausesOf(c.task.intent).slice(1).filter((cl) => cadenceOf(cl) === null && cl.split(/\s+/).length >= 3).map(titleOf);
  const groups: { name: string; steps: string[] }[] = c.variant === "compact"
    ? [
        { name: "Prepare and pilot", steps: steps.slice(0, Math.ceil(steps.length / 2)) },
        { name: "Roll out and embed", steps: steps.slice(Math.ceil(steps.length / 2)) },
      ]
    : steps.map((s) => ({ name: s, steps: [s] }));
  const total = steps.length;
  let done = 0;
  let prevTask: string | null = null;
  const phaseNodes: OutlineNode[] = [];
  const taskNodes: OutlineNode[] = [];
  groups.forEach((g, gi) => {
    const gFrom = at(c, done / total);
    const gTo = gi === groups.length - 1 ? c.end : at(c, (done + g.steps.length) / total);
    const p = b.add({ idHint: `p${gi + 1}-${slugify(g.name, 4)}`, title: g.name, level: "phase", parent_id: root.id, starts_after: gFrom, due: gTo, duration_days: diffDays(gFrom, gTo) });
    phaseNodes.push(p);
    g.steps.forEach((s, si) => {
      const from = at(c, (done + si) / total);
      const last = gi === groups.length - 1 && si === g.steps.length - 1;
      const to = last ? c.end : at(c, (done + si + 1) / total);
      const m = b.add({ idHint: last ? "m-goal-done" : `m-${slugify(s, 4)}`, title: last ? `Transformation complete: ${goalName(c)}` : `Done: ${s}`, level: "milestone", parent_id: p.id, due: to });
      const t = b.add({ idHint: `t-${slugify(s, 4)}`, title: s, level: "task", parent_id: m.id, duration_min: (c.sub.session_minutes ?? 60) * 8, duration_days: Math.max(1, diffDays(from, to)), due: to, depends_on: prevTask ? [fs(prevTask)] : [] });
      m.depends_on = [fs(t.id)];
      taskNodes.push(t);
      prevTask = t.id;
    });
    done += g.steps.length;
  });
  // Workstreams run alongside the middle of the change: start with the second step, finish before the last.
  const anchor = taskNodes[Math.min(1, taskNodes.length - 1)]!;
  const closer = taskNodes[taskNodes.length - 1]!;
  // Workstreams span several phases, so they hang off the goal, not one phase (a child must fit
  // inside its parent's dates).
  for (const w of extra) {
    const from = anchor.due ? addDays(anchor.due, -anchor.duration_days) : c.start;
    const to = closer.due ? addDays(closer.due, -closer.duration_days) : c.end;
    b.add({
      idHint: `t-${slugify(w, 5)}`,
      title: w,
      level: "task",
      parent_id: root.id,
      duration_min: (c.sub.session_minutes ?? 60) * 6,
      duration_days: Math.max(1, diffDays(from, to)),
      starts_after: maxDate(c.start, from),
      due: maxDate(maxDate(c.start, from), to),
      depends_on: [{ node_id: anchor.id, type: "SS", lag_days: 0 }],
      notes: "Parallel workstream named in the goal",
    });
  }
  if (c.variant === "template") {
    b.add({
      idHint: "t-steering-review",
      title: "Steering review: progress, risks, decisions",
      level: "task",
      parent_id: root.id,
      cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;INTERVAL=2" },
      duration_min: 45,
      duration_days: c.span,
      starts_after: c.start,
      ends_before: c.end,
      notes: "every other week",
    });
  }
}

export const TEMPLATES: Record<PatternType, Template> = {
  milestone_project: milestoneProject,
  recurring_cycle: recurringCycle,
  progressive_accumulation_arc: accumulationArc,
  hybrid_project_cycle: hybridProjectCycle,
  strategic_transformation: strategicTransformation,
};

// ── Entry point ──────────────────────────────────────────────────────────────────────────────

export function generateOutline(task: TaskSpec, pattern: PatternSpec, opts: GenerateOptions): PlanOutline {
  const variant = opts.variant ?? "template";
  const timezone = opts.timezone ?? task.constraints.timezone ?? "UTC";
  const start = toLocalDate(zonedNow(opts.now, timezone));
  const parsedAvail = Availability.safeParse(task.constraints.availability ?? {});
  const avail = parsedAvail.success ? parsedAvail.data : Availability.parse({});
  const notes: string[] = [];
  const deadline = task.constraints.deadline ? task.constraints.deadline.slice(0, 10) : null;
  let end: LocalDate;
  if (deadline) {
    end = maxDate(start, deadline);
  } else {
    const days = DEFAULT_HORIZON_DAYS[pattern.pattern_type];
    end = addDays(start, days);
    notes.push(`No deadline given: planned over a default horizon of ${days / 7} weeks (to ${end}).`);
  }
  const b = new OutlineBuilder();
  const root = b.add({ idHint: "goal", title: task.intent || task.raw_input.trim(), level: "goal", parent_id: null, starts_after: start, due: deadline, duration_days: diffDays(start, end) });
  const ctx: Ctx = {
    task,
    pattern,
    sub: subtypeInfo(pattern, opts.approved ?? []),
    avail,
    start,
    end,
    span: diffDays(start, end),
    variant,
    notes,
    b,
    root,
  };
  TEMPLATES[pattern.pattern_type](ctx);
  root.notes = notes.length ? notes.join(" ") : null;
  return PlanOutline.parse({
    pattern,
    root_id: root.id,
    nodes: b.nodes,
    start,
    deadline,
    timezone,
    generator: variant,
  });
}

/** Both generator variants by name (the tool adapters expose each as its own tool). */
export const NODE_GENERATORS: Record<GeneratorVariant, (task: TaskSpec, pattern: PatternSpec, opts: Omit<GenerateOptions, "variant">) => PlanOutline> = {
  template: (t, p, o) => generateOutline(t, p, { ...o, variant: "template" }),
  compact: (t, p, o) => generateOutline(t, p, { ...o, variant: "compact" }),
};
