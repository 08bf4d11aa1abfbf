/**
 * Phased plans, shared by the templates that grow something over time (race, exam, language,
 * skill, strength, weight loss, count targets) and by the habit ramp-up: lay out phases as data
 * (share of the span or a fixed length, load), put recurring sessions in them, close each with a
 * checkpoint, and date the person's own items as milestones inside the phase they fall in.
 */
import type { OutlineNode, TimeWindow } from "../../contracts/planning.js";
import { slugify } from "../text-rules.js";
import { addDays, daysBetween, fs, maxDate, minDate, throughEnd, type Ctx, type LocalDate } from "./context.js";
import { activitiesOf, minutesAt, type Activity } from "./work.js";
import type { Weekday } from "../../contracts/planning.js";

export interface PhaseSpec {
  /** Stable id part ("base", "taper"): ids never depend on the language. */
  key: string;
  title: string;
  /** Share of the span left after fixed-length phases. */
  share?: number;
  /** Fixed length in days (a taper, a final review), taken from the end of the span. */
  days?: number;
  load: number;
  notes?: string;
}

export interface Phase {
  node: OutlineNode;
  spec: PhaseSpec;
  from: LocalDate;
  to: LocalDate;
  index: number;
  last: boolean;
}

/** Phases back to back over [from, to]; fixed-length phases keep their days, the rest share the remainder. */
export function addPhases(c: Ctx, specs: readonly PhaseSpec[], from: LocalDate = c.begin, to: LocalDate = c.end, firstNumber = 1): Phase[] {
  const span = daysBetween(from, to);
  let left = span;
  const fixed = specs.map((s) => {
    if (s.days === undefined) return null;
    const d = Math.min(s.days, left);
    left -= d;
    return d;
  });
  const shares = specs.reduce((sum, s, i) => sum + (fixed[i] === null ? (s.share ?? 1) : 0), 0);
  let acc = 0;
  let given = 0;
  // Cumulative rounding, so the flexible phases add up to exactly the days left.
  const lengths = specs.map((s, i) => {
    if (fixed[i] !== null) return fixed[i]!;
    acc += s.share ?? 1;
    const upto = Math.round((left * acc) / shares);
    const d = upto - given;
    given = upto;
    return d;
  });
  let cursor = from;
  return specs.map((spec, index) => {
    const last = index === specs.length - 1;
    const end = last ? to : minDate(to, addDays(cursor, lengths[index]!));
    const node = c.b.add({
      idHint: `p${index + firstNumber}-${spec.key}`,
      title: spec.title,
      level: "phase",
      parent_id: c.root.id,
      starts_after: cursor,
      due: end,
      duration_days: daysBetween(cursor, end),
      load: spec.load,
      notes: spec.notes ?? null,
    });
    const phase: Phase = { node, spec, from: cursor, to: end, index, last };
    cursor = end;
    return phase;
  });
}

export interface SessionOptions {
  title?: string;
  idHint?: string;
  /** Overrides the activity's RRULE (e.g. the easy days of a week with a long run). */
  rrule?: string;
  minutes?: number;
  load?: number;
  dependsOn?: string[];
  /** Exclusive end; null = through the plan's last day. Defaults to the phase's end. */
  endsBefore?: LocalDate | null;
  notes?: string;
  parent?: OutlineNode;
  from?: LocalDate;
  /** An activity the template adds beside the person's own (outside their sessions per week). */
  companion?: boolean;
}

const hm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/**
 * Where each of `copies` sessions a day goes ("twice a day", "morning and evening"): one per
 * window the person named, in the order of the day; with fewer windows, the allowed day (the
 * scheduler's 07:00–21:00 when none is named, within not_before/not_after) cut into that many
 * parts — so the sessions of a day are spread over it, not back to back. Null for each when the
 * person gave fixed times (those place them) or the parts would not hold a session.
 */
export function copyWindows(c: Ctx, copies: number, minutes: number): (TimeWindow | null)[] {
  const none = Array.from({ length: copies }, () => null);
  const r = c.reading;
  if (copies < 2 || r.fixed_times.length) return none;
  const lo = r.not_before ? hm(r.not_before) : null;
  const hi = r.not_after ? hm(r.not_after) : null;
  const every = r.windows.filter((w) => w.days === null);
  if (every.length !== r.windows.length) return none;
  const spans = (every.length ? every.map((w) => [hm(w.start), hm(w.end) === 23 * 60 + 59 ? 24 * 60 : hm(w.end)] as [number, number]) : [[7 * 60, 21 * 60] as [number, number]])
    .map(([s, e]) => [Math.max(s, lo ?? 0), Math.min(e, hi ?? 24 * 60)] as [number, number])
    .filter(([s, e]) => e - s >= minutes)
    .sort((a, b) => a[0] - b[0]);
  if (!spans.length) return none;
  const out: [number, number][] = [];
  if (spans.length >= copies) {
    // One window each; the last copy takes the rest of the day's windows.
    for (let k = 0; k < copies; k++) out.push(k < copies - 1 ? spans[k]! : [spans[k]![0], spans.at(-1)![1]]);
  } else {
    const [s, e] = [spans[0]![0], spans.at(-1)![1]];
    const part = Math.floor((e - s) / copies);
    if (part < minutes) return none;
    for (let k = 0; k < copies; k++) out.push([s + k * part, k === copies - 1 ? e : s + (k + 1) * part]);
  }
  return out.map(([s, e]) => ({ start: hhmm(s), end: e >= 24 * 60 ? "23:59" : hhmm(e) }));
}

/** Recurring sessions of an activity inside a phase (one series per parallel copy: "twice a day"). */
/**
 * A phase's first day for a rule that runs every k days or weeks: the first day of the series
 * begun on the plan's first day, so "every other day" carried on by several phases keeps one
 * rhythm (the scheduler starts each series on its node's first day).
 */
export function alignToSeries(c: Ctx, rrule: string, from: LocalDate): LocalDate {
  const interval = Number(/INTERVAL=(\d+)/.exec(rrule)?.[1] ?? 1);
  const step = /FREQ=DAILY/.test(rrule) ? interval : /FREQ=WEEKLY/.test(rrule) ? 7 * interval : 0;
  if (interval < 2 || step === 0) return from;
  const off = daysBetween(c.begin, from);
  return off % step === 0 ? from : addDays(c.begin, Math.ceil(off / step) * step);
}

export function addSessions(c: Ctx, phase: Phase | null, a: Activity, o: SessionOptions = {}): OutlineNode[] {
  const rrule = o.rrule ?? a.rule.rrule;
  const given = o.from ?? phase?.from ?? c.begin;
  const to = o.endsBefore === undefined ? (phase?.to ?? c.end) : o.endsBefore;
  const aligned = phase ? alignToSeries(c, rrule, given) : given;
  // A phase too short to hold a session of the series keeps its own first day.
  const from = to !== null && aligned >= to ? given : aligned;
  const minutes = o.minutes ?? minutesAt(a, o.load ?? phase?.spec.load ?? 1);
  const title = o.title ?? a.title;
  // The lengths the person gave some days hold on those days in every phase (a template's own length
  // or growth is for the other days); a companion the template adds keeps its own.
  const days = rruleDays(rrule);
  const dayMinutes = o.companion ? [] : a.dayMinutes.map((l) => ({ days: l.days.filter((d) => !days || days.includes(d)), minutes: l.minutes })).filter((l) => l.days.length);
  const out: OutlineNode[] = [];
  const spread = a.window ? [] : copyWindows(c, a.rule.copies, minutes);
  for (let k = 1; k <= a.rule.copies; k++) {
    const window = a.window ?? spread[k - 1] ?? null;
    const suffix = a.rule.copies > 1 ? ` (${k}/${a.rule.copies})` : "";
    out.push(
      c.b.add({
        idHint: `t-${o.idHint ?? slugify(title)}${phase ? `-${phase.spec.key}` : ""}`,
        title: `${title}${suffix}`,
        level: "task",
        parent_id: (o.parent ?? phase?.node ?? c.root).id,
        cadence: { kind: "recurring", rrule },
        duration_min: minutes,
        duration_days: daysBetween(from, to ?? c.end),
        starts_after: from,
        ends_before: to,
        load: phase ? phase.spec.load : null,
        depends_on: (o.dependsOn ?? []).map((id) => fs(id)),
        notes: o.notes ?? (dayMinutes.length ? c.w.perSessionByDay(a.rule.label, withOtherDays(dayMinutes, days, minutes)) : c.w.perSession(a.rule.label, minutes)),
        ...(window ? { preferred_window: window } : {}),
        ...(o.companion ? { companion: true } : {}),
        ...(dayMinutes.length ? { day_minutes: dayMinutes } : {}),
        ...(a.ownTime && !o.companion ? { own_time: a.ownTime } : {}),
      }),
    );
  }
  return out;
}

const WEEK: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** The weekdays of a weekly RRULE's BYDAY (plain weekdays only), else null (every day may hold one). */
function rruleDays(rrule: string): Weekday[] | null {
  const by = /BYDAY=([^;]+)/.exec(rrule)?.[1];
  if (!by || !/FREQ=WEEKLY/.test(rrule)) return null;
  const days = by.split(",").filter((d): d is Weekday => (WEEK as readonly string[]).includes(d));
  return days.length ? days : null;
}

/** The per-day lengths, and the other days of the rule at `minutes`, in week order (for the notes). */
function withOtherDays(parts: ReadonlyArray<{ days: Weekday[]; minutes: number }>, days: readonly Weekday[] | null, minutes: number): Array<{ days: Weekday[]; minutes: number }> {
  const named = new Set(parts.flatMap((p) => p.days));
  const rest = (days ?? WEEK).filter((d) => !named.has(d));
  return [...parts, ...(rest.length ? [{ days: rest, minutes }] : [])].sort((x, y) => WEEK.indexOf(x.days[0]!) - WEEK.indexOf(y.days[0]!));
}

/**
 * The activities the person gave a rhythm or times of their own beside the main one ("study theory
 * 20 minutes a day" beside lessons on Tuesdays and Thursdays 4–5pm), for templates built around
 * the main activity: each gets its own sessions, titled in the person's words, over the whole plan.
 */
export function addOwnActivities(c: Ctx, mainTitle: string): Array<{ activity: Activity; nodes: OutlineNode[] }> {
  return activitiesOf(c, mainTitle)
    .filter((a) => !a.main && a.ownTime)
    .map((a) => ({ activity: a, nodes: addSessions(c, null, a, { from: c.begin, endsBefore: throughEnd(c) }) }));
}

/** A dated milestone closing a phase, after its sessions. */
export function addCheckpoint(c: Ctx, phase: Phase, title: string, after: readonly OutlineNode[], idHint?: string): OutlineNode {
  return c.b.add({
    idHint: idHint ?? `m-${phase.spec.key}-done`,
    title,
    level: "milestone",
    parent_id: phase.node.id,
    due: phase.to,
    depends_on: after.map((n) => fs(n.id)),
  });
}

/** The phase a date falls in (the last phase for dates past the end). */
export function phaseAt(phases: readonly Phase[], date: LocalDate): Phase {
  return phases.find((p) => date <= p.to) ?? phases[phases.length - 1]!;
}

/** Notes for the root about lengths and rhythm: what was stated, what is ours. */
export function sessionNotes(c: Ctx, a: Activity, loads: readonly number[]): void {
  const { w } = c;
  if (!a.rule.stated) c.notes.push(w.noCadence(a.rule.label));
  if (a.dayMinutes.length) {
    const days = a.rule.byday ?? WEEK;
    const rest = days.filter((d) => !a.dayMinutes.some((l) => l.days.includes(d)));
    const own = a.dayMinutes.map((p) => ({ ...p, days: p.days.filter((d) => days.includes(d)) })).filter((p) => p.days.length);
    // The other days keep a length said of every session; a length of ours is noted below.
    c.notes.push(w.lengthsStated(a.stated && rest.length ? withOtherDays(own, days, a.minutes) : own));
    if (a.stated || !rest.length) return;
  } else if (a.stated) {
    c.notes.push(w.lengthStated(a.minutes));
    return;
  }
  const lengths = loads.map((l) => minutesAt(a, l));
  const [lo, hi] = [Math.min(...lengths), Math.max(...lengths)];
  c.notes.push(lo === hi ? w.lengthDefault(lo) : w.lengthGrows(lo, hi));
  if (a.cap !== null && hi >= Math.floor(a.cap / 5) * 5) c.notes.push(w.cappedByWindow(hi));
}

/**
 * The person's own deliverables inside a phased plan (songs to learn, chapters to cover): dated
 * milestones spread evenly over the span, each in the phase it falls in, in the person's order.
 * A sized item also gets its one-off task of exactly that size.
 */
export function addItemMilestones(
  c: Ctx,
  phases: readonly Phase[],
  title: (x: string) => string,
  range?: { from: LocalDate; to: LocalDate },
  skip: (title: string) => boolean = () => false,
): OutlineNode[] {
  const items = c.reading.items.filter((i) => i.kind === "deliverable" && !skip(i.title));
  const from = range?.from ?? c.begin;
  const span = daysBetween(from, range?.to ?? c.end);
  const out: OutlineNode[] = [];
  items.forEach((item, i) => {
    const planned = addDays(from, Math.round((span * (i + 1)) / (items.length + 1)));
    const due = item.due ? minDate(c.end, maxDate(c.start, item.due)) : planned;
    const phase = phaseAt(phases, due);
    const m = c.b.add({ idHint: `m-${slugify(item.title)}`, title: title(item.title), level: "milestone", parent_id: phase.node.id, due });
    if (item.effort_minutes !== null) {
      const t = c.b.add({
        idHint: `t-${slugify(item.title)}`,
        title: item.title,
        level: "task",
        parent_id: m.id,
        duration_min: item.effort_minutes,
        duration_days: Math.max(1, daysBetween(phase.from, due)),
        due,
        notes: c.w.effortStated(item.effort_minutes),
      });
      m.depends_on = [fs(t.id)];
    }
    out.push(m);
  });
  return out;
}

/** The item that names the goal itself ("Half marathon" in "Run a half marathon"), if any. */
export function namesTheGoal(c: Ctx, title: string): boolean {
  const [a, b] = [title.toLocaleLowerCase(), c.title.toLocaleLowerCase()];
  return a === b || b.includes(a) || a.includes(b);
}
