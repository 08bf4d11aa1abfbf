/**
 * The allowed-time calendar the scheduler and the portfolio probe share: which local weekdays
 * and wall-clock windows a person allows, turned into real instants per local date (DST-correct,
 * see dates.ts), and an occupancy map of blocks and busy intervals to find free slots in.
 */
import type { Availability, OutlineNode } from "../contracts/planning.js";
import {
  MS_PER_MINUTE,
  WEEKDAYS,
  ceilToMinutes,
  formatHm,
  instantOf,
  isoWeekday,
  parseHm,
  resolveLocal,
  wallOf,
  dateOfDay,
  dayNumber,
} from "./dates.js";

/** Used when the availability names no windows: a waking-day window most people accept. */
export const DEFAULT_WINDOW = { start: 7 * 60, end: 21 * 60 } as const;
/** Slot starts after a busy interval or `now` are rounded up to this grid (minutes). */
export const SLOT_GRID_MINUTES = 5;

/**
 * Humane default start times inside a broad window the person gave ("Saturday mornings" is
 * 06:00–12:00, but nobody wants every lesson at 06:00). A window at least BROAD_WINDOW_MINUTES
 * wide is classed by its wall-clock edges (the first row that matches); a block then starts as
 * near its row's preferred time as the free time allows — from it on when there is room, else the
 * free start nearest to it — and never outside the window. Narrower windows, fixed start times and
 * our own default day window (no stated window) keep the earliest free start.
 * weekday = Monday–Friday, weekend = Saturday and Sunday; times are "HH:mm" local.
 */
export const BROAD_WINDOW_MINUTES = 180;
export const HUMANE_STARTS: ReadonlyArray<{ kind: string; startsBefore: string; startsFrom: string; endsBy: string; weekday: string; weekend: string }> = [
  // Before work on weekdays, after a lie-in at the weekend.
  { kind: "morning", startsFrom: "00:00", startsBefore: "10:00", endsBy: "13:00", weekday: "07:00", weekend: "09:00" },
  { kind: "afternoon", startsFrom: "12:00", startsBefore: "16:00", endsBy: "19:00", weekday: "14:00", weekend: "14:00" },
  // After the working day and its commute.
  { kind: "evening", startsFrom: "16:00", startsBefore: "24:00", endsBy: "24:00", weekday: "18:00", weekend: "18:00" },
];

/** The humane preferred start (minutes after midnight) for a wall-clock window on an ISO weekday, or null. */
export function humaneStart(start: number, end: number, isoDay: number): number | null {
  if (end - start < BROAD_WINDOW_MINUTES) return null;
  const row = HUMANE_STARTS.find((r) => start >= parseHm(r.startsFrom) && start < hmOrMidnight(r.startsBefore) && end <= hmOrMidnight(r.endsBy));
  if (!row) return null;
  // At or before the window's start the earliest start is the humane one; past its end, the latest that fits.
  const pref = parseHm(isoDay >= 6 ? row.weekend : row.weekday);
  return pref > start ? Math.min(pref, end) : null;
}

const hmOrMidnight = (hm: string) => (hm === "24:00" ? 24 * 60 : parseHm(hm));

/**
 * Where work goes when the person stated no time at all (no window, no earliest or latest time, no
 * start time): our default day (DEFAULT_WINDOW) is only where it may go. On a weekday it starts
 * after the working day and its commute, at the weekend mid-morning — not at 07:00 on a Sunday —
 * or as near to that as the free time allows, never outside the default day.
 */
export const UNSTATED_STARTS = { weekday: "18:00", weekend: "10:00" } as const;

export interface AllowedCalendar {
  zone: string;
  /** Day ranges [from, to] (inclusive local day numbers) spent in another zone: the day's windows are that zone's wall clock. */
  travel?: Array<[number, number, string]>;
  /** ISO weekdays (1 = Monday) a block may be on. */
  days: Set<number>;
  /** Wall-clock windows, minutes after midnight, [start, end) with end ≤ 1440, sorted, non-overlapping. */
  windows: Array<[number, number]>;
  /** Windows of particular weekdays ("Sunday mornings"), replacing `windows` on those days. */
  byDay: Map<number, Array<[number, number]>>;
  /**
   * Exact start times ("at 6:30"): on a weekday listed here a block may start only at one of these
   * minutes (each window then runs from the fixed time to the end of the day, so any length fits).
   */
  fixed: Map<number, number[]>;
  /** Local day numbers with no blocks at all (holidays, trips), as inclusive [from, to] ranges. */
  excluded: Array<[number, number]>;
  /** The person stated the windows (humane start times apply inside broad ones). */
  stated: boolean;
  /** The person stated no time at all: our default day, with UNSTATED_STARTS as the preferred starts. */
  unstated: boolean;
  /**
   * The days no window names are our default day with no stated bound ("Saturday mornings" says
   * nothing about Tuesday): UNSTATED_STARTS there too, not 07:00.
   */
  unstatedOtherDays?: boolean;
  /** How the windows were derived, for explanations. */
  source: string;
}

/**
 * Availability → allowed calendar.
 * - No windows: one window [earliest ?? 07:00, latest ?? 21:00) — earliest/latest widen or narrow
 *   the default, since "never before 5am" allows 5am; a late earliest without a latest keeps at
 *   least three hours ("after 8 pm" is 20:00–23:00, not the hour before our default end).
 * - Windows given: each is clipped to [earliest ?? 00:00, latest ?? 24:00).
 * - A window END of 23:59 means midnight (TimeWindow's convention); a window whose end is not
 *   after its start is dropped (we do not model windows across midnight).
 */
/** Hours a stated earliest time keeps open when the person named no end (see allowedCalendar). */
export const LATE_START_HOURS = 3;

export function allowedCalendar(availability: Availability, zone: string): AllowedCalendar {
  const endOf = (hm: string) => {
    const m = parseHm(hm);
    return m === 23 * 60 + 59 ? 24 * 60 : m;
  };
  const earliest = availability.earliest ? parseHm(availability.earliest) : null;
  const latest = availability.latest ? endOf(availability.latest) : null;
  let raw: Array<[number, number]>;
  let source: string;
  const defaultEnd = latest ?? (earliest !== null ? Math.max(DEFAULT_WINDOW.end, Math.min(24 * 60, earliest + LATE_START_HOURS * 60)) : DEFAULT_WINDOW.end);
  if (availability.windows.length === 0) {
    raw = [[earliest ?? DEFAULT_WINDOW.start, defaultEnd]];
    source = `default window ${formatHm(raw[0]![0])}–${formatHm(Math.min(raw[0]![1], 1439))}`;
  } else {
    // Only the windows without weekdays of their own are every day's; a "Saturdays 9–11" window is Saturday's alone.
    const every = availability.windows.filter((w) => !w.days?.length);
    raw = (every.length ? every : availability.windows).map((w) => [
      Math.max(parseHm(w.start), earliest ?? 0),
      Math.min(endOf(w.end), latest ?? 24 * 60),
    ]);
    source = `windows ${availability.windows.map((w) => `${w.start}–${w.end}`).join(", ")}`;
  }
  const clip = ([s, e]: [number, number]): [number, number] => [Math.max(s, earliest ?? 0), Math.min(e, latest ?? 24 * 60)];
  const dayOf = (d: string) => WEEKDAYS.indexOf(d as (typeof WEEKDAYS)[number]) + 1;
  // Windows that name their weekdays replace the general ones on those days; when every window
  // names days, the other allowed days keep the default window.
  const general = availability.windows.filter((w) => !w.days?.length);
  if (general.length === 0 && availability.windows.length > 0) raw = [[earliest ?? DEFAULT_WINDOW.start, defaultEnd]];
  const byDay = new Map<number, Array<[number, number]>>();
  for (const w of availability.windows) {
    if (!w.days?.length) continue;
    for (const d of w.days) {
      const list = byDay.get(dayOf(d)) ?? [];
      list.push(clip([parseHm(w.start), endOf(w.end)]));
      byDay.set(dayOf(d), list);
    }
  }
  for (const [d, list] of byDay) byDay.set(d, mergeIntervals(list.filter(([s, e]) => e > s)));
  const windows = mergeIntervals(raw.filter(([s, e]) => e > s));
  const days = new Set(
    (availability.days ?? WEEKDAYS).map((d) => dayOf(d)).filter((d) => d > 0),
  );
  const fixed = new Map<number, number[]>();
  for (const f of availability.fixed_times ?? []) {
    for (const d of f.days?.length ? f.days.map(dayOf) : [1, 2, 3, 4, 5, 6, 7]) {
      fixed.set(d, [...new Set([...(fixed.get(d) ?? []), parseHm(f.time)])].sort((a, b) => a - b));
    }
  }
  if (fixed.size) source += `; fixed start ${(availability.fixed_times ?? []).map((f) => f.time).join(", ")}`;
  const excluded = (availability.excluded_dates ?? []).map((r): [number, number] => [dayNumber(r.from), dayNumber(r.to)]);
  const travel = (availability.travel ?? []).map((r): [number, number, string] => [dayNumber(r.from), dayNumber(r.to), r.timezone]);
  if (travel.length) source += `; travel ${(availability.travel ?? []).map((t) => `${t.from}–${t.to} ${t.timezone}`).join(", ")}`;
  const unstated = availability.windows.length === 0 && earliest === null && latest === null && fixed.size === 0;
  const unstatedOtherDays = availability.windows.length > 0 && general.length === 0 && earliest === null && latest === null;
  return { zone, days, windows, byDay, fixed, excluded, travel, source, stated: availability.windows.length > 0, unstated, unstatedOtherDays };
}

/**
 * The calendar of a node the person gave days and times of its own (OutlineNode.own_time: an
 * activity beside the main one): its days, windows and start times instead of the availability's,
 * which are the main activity's; the person's earliest and latest times and dates off still hold.
 */
export function nodeCalendar(availability: Availability, node: Pick<OutlineNode, "own_time">, zone: string): AllowedCalendar {
  if (!node.own_time) return allowedCalendar(availability, zone);
  return allowedCalendar(
    { ...availability, days: node.own_time.days?.length ? node.own_time.days : null, windows: node.own_time.windows, fixed_times: node.own_time.fixed_times },
    zone,
  );
}

/** The wall-clock windows of one ISO weekday: a fixed start time wins, then that day's own windows, then the general ones. */
export function weekdayWindows(cal: AllowedCalendar, isoDay: number): Array<[number, number]> {
  const fixed = cal.fixed.get(isoDay);
  if (fixed?.length) return fixed.map((m): [number, number] => [m, 24 * 60]);
  return cal.byDay.get(isoDay) ?? cal.windows;
}

/** Every wall-clock window the calendar can offer on some allowed day (for "longest window" checks). */
export function allWindows(cal: AllowedCalendar): Array<[number, number]> {
  return [...cal.days].flatMap((d) => weekdayWindows(cal, d));
}

/**
 * A node's own preferred window ("review on Sunday evenings") narrows the calendar for that node.
 * Returns null when the two do not intersect: the person's stated availability then wins over the
 * generator's guess, and the caller notes it.
 */
export function narrowCalendar(cal: AllowedCalendar, preferred: { start: string; end: string } | null | undefined): AllowedCalendar | null {
  if (!preferred) return cal;
  const ps = parseHm(preferred.start);
  const pe = parseHm(preferred.end) === 23 * 60 + 59 ? 24 * 60 : parseHm(preferred.end);
  const narrow = (list: Array<[number, number]>) =>
    list.map(([s, e]): [number, number] => [Math.max(s, ps), Math.min(e, pe)]).filter(([s, e]) => e > s);
  // Stated per-day windows and fixed times are the person's word: a generator's preference never narrows them.
  if (cal.fixed.size || cal.byDay.size) return cal;
  const windows = narrow(cal.windows);
  if (windows.length === 0) return null;
  return { ...cal, windows, source: `${cal.source} ∩ preferred ${preferred.start}–${preferred.end}` };
}

function mergeIntervals(list: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

export interface DayWindows {
  /** Real instants [start, end) per window, in wall-clock order. */
  intervals: Array<[number, number]>;
  /** Per window, the instant a block preferably starts at (humaneStart), or null for the earliest free start. */
  preferred: Array<number | null>;
  /** Wall-clock window edges that fell into a DST gap on this date (they were shifted). */
  shiftedEdges: string[];
}

/** The allowed windows of one local date as real instants; empty on a disallowed weekday. */
export function windowsOnDay(cal: AllowedCalendar, day: number): DayWindows {
  if (!cal.days.has(isoWeekday(day))) return { intervals: [], preferred: [], shiftedEdges: [] };
  if (cal.excluded.some(([from, to]) => day >= from && day <= to)) return { intervals: [], preferred: [], shiftedEdges: [] };
  const intervals: Array<[number, number]> = [];
  const preferred: Array<number | null> = [];
  const shiftedEdges: string[] = [];
  // Away in another zone ("in Tokyo March 3–10"): "mornings" are Tokyo's mornings that day.
  const zone = cal.travel?.find(([from, to]) => day >= from && day <= to)?.[2] ?? cal.zone;
  const iso = isoWeekday(day);
  // A day no window names, when every window names its days, is our default day: unstated.
  const unstated = !cal.fixed.has(iso) && (cal.unstated || (cal.unstatedOtherDays === true && !cal.byDay.has(iso)));
  const humane = cal.stated && !unstated && !cal.fixed.has(iso);
  for (const [ws, we] of weekdayWindows(cal, isoWeekday(day))) {
    const s = resolveLocal(day, ws, zone);
    const e = resolveLocal(day, we, zone);
    if (s.shifted) shiftedEdges.push(`${dateOfDay(day)} ${formatHm(ws)}`);
    if (e.shifted) shiftedEdges.push(`${dateOfDay(day)} ${formatHm(we % 1440)}`);
    if (e.ms <= s.ms) continue;
    intervals.push([s.ms, e.ms]);
    const pref = humane ? humaneStart(ws, we, iso) : unstated ? parseHm(iso >= 6 ? UNSTATED_STARTS.weekend : UNSTATED_STARTS.weekday) : null;
    const p = pref === null ? null : pref >= we ? e.ms : resolveLocal(day, pref, zone).ms;
    preferred.push(p !== null && p > s.ms ? Math.min(p, e.ms) : null);
  }
  return { intervals, preferred, shiftedEdges };
}

/** Busy/placed intervals indexed by the local dates they touch, for quick per-day slot search. */
export class Occupancy {
  private readonly byDay = new Map<number, Array<[number, number]>>();
  constructor(private readonly zone: string) {}

  add(start: number, end: number): void {
    if (end <= start) return;
    const first = wallOf(start, this.zone).day;
    const last = wallOf(end - 1, this.zone).day;
    for (let d = first; d <= last; d++) {
      let list = this.byDay.get(d);
      if (!list) this.byDay.set(d, (list = []));
      // Insert keeping the list sorted by start: lists are short (a day's blocks).
      let i = list.length;
      while (i > 0 && list[i - 1]![0] > start) i--;
      list.splice(i, 0, [start, end]);
    }
  }

  /** Takes back one interval added with exactly these instants (a block given up for another). */
  remove(start: number, end: number): void {
    if (end <= start) return;
    const first = wallOf(start, this.zone).day;
    const last = wallOf(end - 1, this.zone).day;
    for (let d = first; d <= last; d++) {
      const list = this.byDay.get(d);
      const i = list?.findIndex(([s, e]) => s === start && e === end) ?? -1;
      if (list && i >= 0) list.splice(i, 1);
    }
  }

  on(day: number): ReadonlyArray<[number, number]> {
    return this.byDay.get(day) ?? [];
  }

  overlaps(start: number, end: number): boolean {
    const first = wallOf(start, this.zone).day;
    const last = wallOf(end - 1, this.zone).day;
    for (let d = first; d <= last; d++) {
      for (const [s, e] of this.on(d)) if (s < end && e > start) return true;
    }
    return false;
  }
}

/**
 * Start ≥ notBefore of a free slot of `durationMs` inside the day's windows, or null: in the first
 * window that has one, the earliest — or, when that window has a preferred start (`preferred`,
 * aligned with `windows`), the free start nearest to it (the preferred time itself when it is free).
 * Starts pushed by an occupied interval or by `notBefore` are rounded up to the slot grid.
 */
export function findSlotOnDay(
  windows: ReadonlyArray<[number, number]>,
  occupied: ReadonlyArray<[number, number]>,
  durationMs: number,
  notBefore: number,
  exactStart = false,
  preferred: ReadonlyArray<number | null> = [],
): number | null {
  for (let i = 0; i < windows.length; i++) {
    const [ws, we] = windows[i]!;
    const pref = exactStart ? null : (preferred[i] ?? null);
    if (pref !== null) {
      const t = nearestFreeStart([ws, we], occupied, durationMs, notBefore, pref);
      if (t !== null) return t;
      continue;
    }
    if (exactStart) {
      // A fixed time: the block starts at the window's start or not on this window at all.
      if (ws < notBefore || ws + durationMs > we) continue;
      if (occupied.some(([os, oe]) => os < ws + durationMs && oe > ws)) continue;
      return ws;
    }
    let t = ws >= notBefore ? ws : ceilToMinutes(notBefore, SLOT_GRID_MINUTES);
    if (t + durationMs > we) continue;
    for (const [os, oe] of occupied) {
      if (oe <= t) continue;
      if (os >= t + durationMs) break;
      t = ceilToMinutes(oe, SLOT_GRID_MINUTES);
      if (t + durationMs > we) break;
    }
    if (t + durationMs <= we) return t;
  }
  return null;
}

/** The free start in one window nearest to `pref` (ties: the earlier), on the slot grid where it was pushed. */
function nearestFreeStart(window: [number, number], occupied: ReadonlyArray<[number, number]>, durationMs: number, notBefore: number, pref: number): number | null {
  const grid = SLOT_GRID_MINUTES * MS_PER_MINUTE;
  let best: number | null = null;
  for (const [gs0, ge] of freeGapsOnDay([window], occupied, notBefore)) {
    const gs = gs0 === window[0] ? gs0 : ceilToMinutes(gs0, SLOT_GRID_MINUTES);
    // The latest start that still fits, floored to the grid (never before the gap).
    const last = ge - durationMs;
    if (last < gs) continue;
    const hi = Math.max(gs, last - (((last % grid) + grid) % grid));
    const t = Math.min(Math.max(pref, gs), hi);
    if (best === null || Math.abs(t - pref) < Math.abs(best - pref)) best = t;
  }
  return best;
}

/** Sum of free minutes inside the day's windows, after `notBefore`, minus occupied time. */
export function freeMinutesOnDay(
  windows: ReadonlyArray<[number, number]>,
  occupied: ReadonlyArray<[number, number]>,
  notBefore: number,
): number {
  let total = 0;
  for (const [ws0, we] of windows) {
    const ws = Math.max(ws0, notBefore);
    if (we <= ws) continue;
    let free = we - ws;
    let cursor = ws;
    for (const [os, oe] of occupied) {
      const s = Math.max(os, cursor);
      const e = Math.min(oe, we);
      if (e > s) {
        free -= e - s;
        cursor = e;
      }
    }
    total += free;
  }
  return total / MS_PER_MINUTE;
}

/** Parse external busy intervals (ISO with or without offset; without = wall time in `zone`). */
export function parseBusy(busy: ReadonlyArray<{ start: string; end: string }> | undefined, zone: string): Array<[number, number]> {
  return (busy ?? [])
    .map((b): [number, number] => [instantOf(b.start, zone), instantOf(b.end, zone)])
    .filter(([s, e]) => e > s);
}

/** Free gaps [start, end) inside the day's windows, after `notBefore`, around occupied intervals. */
export function freeGapsOnDay(
  windows: ReadonlyArray<[number, number]>,
  occupied: ReadonlyArray<[number, number]>,
  notBefore: number,
): Array<[number, number]> {
  const gaps: Array<[number, number]> = [];
  for (const [ws0, we] of windows) {
    let cursor = Math.max(ws0, notBefore);
    for (const [os, oe] of occupied) {
      if (oe <= cursor) continue;
      if (os >= we) break;
      if (os > cursor) gaps.push([cursor, os]);
      cursor = Math.max(cursor, oe);
    }
    if (we > cursor) gaps.push([cursor, we]);
  }
  return gaps;
}
