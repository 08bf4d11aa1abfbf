/**
 * PortfolioProbe (phase7 §5 utility, Step 5): checks a Schedule against itself, an external
 * calendar and the person's capacity, and proposes the nearest fix for each conflict.
 *
 *   conflicts        block × block overlaps and block × busy (external calendar) overlaps;
 *   weekly           scheduled vs free allowed minutes per local ISO week, with a status from
 *                    the thresholds (warn above 0.85, overload above 1.0 by default);
 *   suggested_shifts for each conflicting block, the free slot of the same length in an allowed
 *                    window nearest to its current start (±SHIFT_SEARCH_DAYS), avoiding busy
 *                    time, the other blocks and earlier suggestions; null when none exists.
 * Pure: `now` comes in (suggestions never start before it), nothing is read from a clock.
 */
import type { Availability, Schedule } from "../contracts/planning.js";
import { Availability as AvailabilitySchema } from "../contracts/planning.js";
import {
  MS_PER_DAY,
  MS_PER_MINUTE,
  dateOfDay,
  formatInstant,
  instantOf,
  isoWeekLabel,
  isoWeekStart,
  wallOf,
} from "./dates.js";
import {
  Occupancy,
  SLOT_GRID_MINUTES,
  allowedCalendar,
  freeGapsOnDay,
  freeMinutesOnDay,
  windowsOnDay,
} from "./schedule-calendar.js";
import type { BusyInterval } from "./schedule.js";

export const DEFAULT_THRESHOLDS = { warn: 0.85, overload: 1.0 } as const;
export const SHIFT_SEARCH_DAYS = 14;

export interface PortfolioInput {
  schedule: Schedule;
  /** External calendar (busy time); titles are echoed in conflicts. */
  busy?: ReadonlyArray<BusyInterval>;
  /** Allowed days/windows for capacity and for shift targets; default: the scheduler's default window. */
  availability?: Availability | null;
  /** Defaults to the schedule's zone. */
  timezone?: string;
  now?: string;
  thresholds?: { warn: number; overload: number };
}

export interface PortfolioConflict {
  kind: "block_overlap" | "busy_overlap";
  task_id: string;
  start: string;
  end: string;
  /** The other block (task_id) or the busy entry (title). */
  with: { task_id?: string; title?: string; start: string; end: string };
  overlap_minutes: number;
}

export interface WeeklyUtilisation {
  week: string;
  /** Local date of the week's Monday. */
  week_start: string;
  scheduled_minutes: number;
  capacity_minutes: number;
  /** null when the week has no free allowed time at all. */
  utilisation: number | null;
  status: "ok" | "warn" | "overload";
}

export interface SuggestedShift {
  task_id: string;
  from: { start: string; end: string };
  to: { start: string; end: string } | null;
  reason: string;
}

export interface PortfolioReport {
  conflicts: PortfolioConflict[];
  /** Scheduled / free allowed minutes over the weeks the schedule touches; null without capacity. */
  utilisation: number | null;
  weekly: WeeklyUtilisation[];
  warnings: string[];
  suggested_shifts: SuggestedShift[];
}

interface Block {
  index: number;
  task_id: string;
  start: number;
  end: number;
}

export function probePortfolio(input: PortfolioInput): PortfolioReport {
  const zone = input.timezone ?? input.schedule.timezone;
  const thresholds = input.thresholds ?? DEFAULT_THRESHOLDS;
  const cal = allowedCalendar(input.availability ?? AvailabilitySchema.parse({}), zone);
  const nowMs = input.now ? instantOf(input.now, zone) : -Infinity;
  const fmt = (ms: number) => formatInstant(ms, zone);

  const blocks: Block[] = input.schedule.blocks
    .map((b, index) => ({ index, task_id: b.task_id, start: instantOf(b.start, zone), end: instantOf(b.end, zone) }))
    .sort((a, b) => a.start - b.start || a.index - b.index);
  const busy = (input.busy ?? [])
    .map((b) => ({ start: instantOf(b.start, zone), end: instantOf(b.end, zone), title: b.title }))
    .filter((b) => b.end > b.start)
    .sort((a, b) => a.start - b.start);

  // ── Conflicts (sweep: blocks sorted by start, compare with the ones still running) ─────────
  const conflicts: PortfolioConflict[] = [];
  const toMove = new Map<number, string>();
  for (let i = 0; i < blocks.length; i++) {
    const a = blocks[i]!;
    for (let j = i + 1; j < blocks.length && blocks[j]!.start < a.end; j++) {
      const b = blocks[j]!;
      conflicts.push({
        kind: "block_overlap",
        task_id: b.task_id,
        start: fmt(b.start),
        end: fmt(b.end),
        with: { task_id: a.task_id, start: fmt(a.start), end: fmt(a.end) },
        overlap_minutes: (Math.min(a.end, b.end) - b.start) / MS_PER_MINUTE,
      });
      // The later-starting block of a pair moves; the earlier one keeps its slot.
      if (!toMove.has(b.index)) toMove.set(b.index, `overlaps ${a.task_id} ${fmt(a.start)}–${fmt(a.end)}`);
    }
  }
  for (const b of blocks) {
    for (const x of busy) {
      if (x.start >= b.end) break; // busy is sorted by start
      if (x.end <= b.start) continue;
      conflicts.push({
        kind: "busy_overlap",
        task_id: b.task_id,
        start: fmt(b.start),
        end: fmt(b.end),
        with: { ...(x.title !== undefined ? { title: x.title } : {}), start: fmt(x.start), end: fmt(x.end) },
        overlap_minutes: (Math.min(x.end, b.end) - Math.max(x.start, b.start)) / MS_PER_MINUTE,
      });
      if (!toMove.has(b.index)) toMove.set(b.index, `overlaps busy ${x.title ? `"${x.title}" ` : ""}${fmt(x.start)}–${fmt(x.end)}`);
    }
  }

  // ── Weekly utilisation ──────────────────────────────────────────────────────────────────
  const busyOcc = new Occupancy(zone);
  for (const x of busy) busyOcc.add(x.start, x.end);
  const scheduledByWeek = new Map<number, number>();
  for (const b of blocks) {
    const week = isoWeekStart(wallOf(b.start, zone).day);
    scheduledByWeek.set(week, (scheduledByWeek.get(week) ?? 0) + (b.end - b.start) / MS_PER_MINUTE);
  }
  const weekly: WeeklyUtilisation[] = [];
  const warnings: string[] = [];
  let totalScheduled = 0;
  let totalCapacity = 0;
  for (const week of [...scheduledByWeek.keys()].sort((a, b) => a - b)) {
    let capacity = 0;
    for (let d = week; d < week + 7; d++) capacity += freeMinutesOnDay(windowsOnDay(cal, d).intervals, busyOcc.on(d), -Infinity);
    capacity = Math.round(capacity);
    const scheduled = Math.round(scheduledByWeek.get(week)!);
    const u = capacity > 0 ? Math.round((scheduled / capacity) * 10_000) / 10_000 : null;
    const status = u === null ? (scheduled > 0 ? "overload" : "ok") : u > thresholds.overload ? "overload" : u > thresholds.warn ? "warn" : "ok";
    const label = isoWeekLabel(week);
    weekly.push({ week: label, week_start: dateOfDay(week), scheduled_minutes: scheduled, capacity_minutes: capacity, utilisation: u, status });
    if (status === "overload") {
      warnings.push(`week ${label} is overloaded: ${scheduled} scheduled minutes against ${capacity} free allowed minutes`);
    } else if (status === "warn") {
      warnings.push(`week ${label} is at ${Math.round(u! * 100)}% of its free allowed time (warn above ${Math.round(thresholds.warn * 100)}%)`);
    }
    totalScheduled += scheduled;
    totalCapacity += capacity;
  }
  const blockConflicts = conflicts.filter((c) => c.kind === "block_overlap").length;
  const busyConflicts = conflicts.length - blockConflicts;
  if (blockConflicts) warnings.unshift(`${blockConflicts} pair(s) of scheduled blocks overlap`);
  if (busyConflicts) warnings.unshift(`${busyConflicts} block(s) overlap busy calendar time`);

  // ── Suggested shifts: nearest free allowed slot of the same length ─────────────────────────
  const occ = new Occupancy(zone);
  for (const x of busy) occ.add(x.start, x.end);
  for (const b of blocks) if (!toMove.has(b.index)) occ.add(b.start, b.end);
  const suggested_shifts: SuggestedShift[] = [];
  for (const b of blocks) {
    const reason = toMove.get(b.index);
    if (reason === undefined) continue;
    const to = nearestSlot(b, cal, occ, nowMs, zone);
    if (to !== null) occ.add(to, to + (b.end - b.start));
    suggested_shifts.push({
      task_id: b.task_id,
      from: { start: fmt(b.start), end: fmt(b.end) },
      to: to === null ? null : { start: fmt(to), end: fmt(to + (b.end - b.start)) },
      reason: to === null ? `${reason}; no free allowed slot within ${SHIFT_SEARCH_DAYS} days` : reason,
    });
  }

  return {
    conflicts,
    utilisation: totalCapacity > 0 ? Math.round((totalScheduled / totalCapacity) * 10_000) / 10_000 : null,
    weekly,
    warnings,
    suggested_shifts,
  };
}

/** Start of the free allowed slot nearest to the block's start (ties: the earlier one). */
function nearestSlot(
  b: Block,
  cal: ReturnType<typeof allowedCalendar>,
  occ: Occupancy,
  nowMs: number,
  zone: string,
): number | null {
  const duration = b.end - b.start;
  const grid = SLOT_GRID_MINUTES * MS_PER_MINUTE;
  const home = wallOf(b.start, zone).day;
  let best: number | null = null;
  let bestDist = Infinity;
  for (let offset = 0; offset <= SHIFT_SEARCH_DAYS; offset++) {
    // Any slot a further day away is at least (offset − 1) days off: stop once that cannot win.
    if ((offset - 1) * MS_PER_DAY > bestDist) break;
    for (const d of offset === 0 ? [home] : [home - offset, home + offset]) {
      const windows = windowsOnDay(cal, d).intervals;
      for (const [gs, ge] of freeGapsOnDay(windows, occ.on(d), nowMs)) {
        // Window edges stay exact; a gap that opens after a busy end or `now` starts on the slot grid.
        const lo = windows.some(([ws]) => ws === gs) ? gs : Math.ceil(gs / grid) * grid;
        const hi = ge - duration;
        if (hi < lo) continue;
        const t = Math.min(Math.max(b.start, lo), hi);
        const dist = Math.abs(t - b.start);
        if (dist < bestDist || (dist === bestDist && best !== null && t < best)) {
          best = t;
          bestDist = dist;
        }
      }
    }
  }
  return best;
}
