/**
 * ScheduleGenerator (phase7 §5 tool 7, Step 5): PlanOutline (+ Roadmap) + Availability → Schedule.
 *
 * Blocks are placed in the person's local wall-clock time (IANA zone, DST-correct via dates.ts):
 * a 07:00 session stays 07:00 local across a DST change, a window edge in a spring-forward gap
 * moves to the first real instant after the gap (noted), and an ambiguous fall-back time means
 * its first occurrence. Block lengths are real elapsed minutes.
 *
 * What gets scheduled:
 *   - recurring nodes (cadence.kind = "recurring") that have no recurring descendants: one block
 *     per RRULE occurrence of `duration_min` (else availability.session_minutes, else 60) minutes;
 *     an occurrence whose day is not allowed or full may slide forward up to 6 days, never past
 *     the next occurrence; sessions_per_week caps recurring blocks per local ISO week across the
 *     whole plan (surplus occurrences are thinned, which is intended, and noted, not "unplaced") —
 *     except a template's companions (a weigh-in, a steering review), which keep their own rhythm;
 *   - one-off leaf tasks: `duration_min` of effort (default 60), spread over their roadmap item's
 *     date range (the roadmap's range is when the work happens; twenty hours are not crammed into
 *     the first three days): ⌈effort / day cap⌉ work days evenly over the range's allowed days, at
 *     most DAILY_TASK_CAP_MINUTES of one task a day (the stated session length instead, when the
 *     person stated one), each day's share in blocks of at most session_minutes (default 60);
 *     blocks of one task that end up back to back on a day become one block (never longer than a
 *     stated session). Work that finds no room in its range slides to the nearest allowed days
 *     its own dates allow (`starts_after` … `due`), never before a finish-to-start predecessor's
 *     last block ends; only then does a day take more than its cap.
 *     A `one_sitting` task (a mock exam) is one block of its whole length, never split; an
 *     `in_place_of` task may take the slot of one of those recurring sessions on a day that has
 *     no room beside it (the mock exam is that evening's study session, noted, not "unplaced");
 *   - a stated length on a rhythm of one session every allowed day ("an hour each evening") is
 *     what the person gives a day: one-off work only uses what the day's sessions leave of it.
 *   - lengths the person gave some days of their own (availability.day_lengths, a node's
 *     day_minutes: "an hour on Saturdays") hold on those days: an occurrence there is that long
 *     (also one that slides onto it), one-off pieces are at most that long and the day holds at most
 *     its own daily minutes; a one-sitting task goes on a day whose own length holds it whole;
 *   - an activity with days and times of its own (a node's own_time: "study theory 20 minutes a
 *     day" beside lessons on Tuesdays and Thursdays 4–5pm) is placed in those instead of the
 *     availability's, outside the main activity's weekly cap and what its day holds.
 *
 * A node's `preferred_window` narrows the allowed windows for that node only (if it does not
 * intersect them, the availability wins and a note says so). Windows default to 07:00–21:00
 * local (earliest/latest move those edges); inside a broad window the person stated, blocks start
 * near a humane time (HUMANE_STARTS: 09:00 on a weekend morning, not 06:00); see schedule-calendar.ts.
 *
 * Date semantics: plan `start` and `starts_after` are the first allowed day; `ends_before` is
 * exclusive; `deadline` is the last allowed day (inclusive). Without a deadline or ends_before,
 * recurring nodes run for DEFAULT_HORIZON_DAYS (longer for monthly/yearly rules so at least
 * two occurrences show).
 *
 * An impossible request returns `infeasible` with a stable code and no blocks — never throws.
 */
import type { Availability, Infeasibility, OutlineNode, PlanOutline, Roadmap, Schedule, ScheduleBlock } from "../contracts/planning.js";
import {
  MS_PER_MINUTE,
  WEEKDAYS,
  dateOfDay,
  formatInstant,
  instantOf,
  isValidZone,
  isoWeekStart,
  isoWeekday,
  localDayOf,
  wallOf,
} from "./dates.js";
import {
  Occupancy,
  allWindows,
  allowedCalendar,
  findSlotOnDay,
  freeMinutesOnDay,
  narrowCalendar,
  nodeCalendar,
  parseBusy,
  weekdayWindows,
  windowsOnDay,
  type AllowedCalendar,
  type DayWindows,
} from "./schedule-calendar.js";
import { describeRule, expandRule } from "./schedule-recurrence.js";

export const SCHEDULE_STRATEGIES = ["earliest_fit", "spread_even"] as const;
/**
 * The strategies differ in recurring work under a weekly cap; one-off work is spread over its
 * range in both (see above).
 * earliest_fit: under a weekly cap the first occurrences of the week win.
 * spread_even: under a weekly cap the kept occurrences are spread over the week (rest days between sessions).
 */
export type ScheduleStrategy = (typeof SCHEDULE_STRATEGIES)[number];

export const ScheduleInfeasibilityCode = {
  INVALID_TIMEZONE: "INVALID_TIMEZONE",
  DEADLINE_BEFORE_START: "DEADLINE_BEFORE_START",
  DEADLINE_PASSED: "DEADLINE_PASSED",
  NO_ALLOWED_WINDOW: "NO_ALLOWED_WINDOW",
  FREQUENCY_EXCEEDS_ALLOWED_DAYS: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
  BLOCK_EXCEEDS_WINDOW: "BLOCK_EXCEEDS_WINDOW",
  CAPACITY_EXCEEDED: "CAPACITY_EXCEEDED",
} as const;
export type ScheduleInfeasibilityCode = keyof typeof ScheduleInfeasibilityCode;

export const DEFAULT_HORIZON_DAYS = 91;
export const DEFAULT_SESSION_MINUTES = 60;
export const DEFAULT_ONE_OFF_EFFORT_MINUTES = 60;
/**
 * Demand up to capacity / this share is still placed (what does not fit reported as unplaced);
 * beyond it the plan is CAPACITY_EXCEEDED. 0.9: a tenth more than fits is a near miss, not a different plan.
 */
export const CAPACITY_PLACE_SHARE = 0.9;
/** How far an occurrence may slide forward when its own day is not allowed or full. */
export const MAX_SLIDE_DAYS = 6;
/**
 * Most minutes of one one-off task on one day when the person stated no session length: two
 * focused hours (the roadmap's WORK_MINUTES_PER_DAY pace). A stated length replaces it.
 */
export const DAILY_TASK_CAP_MINUTES = 120;
const MAX_NOTES = 12;

export interface BusyInterval {
  start: string;
  end: string;
  title?: string;
}

export interface GenerateScheduleInput {
  outline: PlanOutline;
  roadmap?: Roadmap | null;
  availability: Availability;
  /** ISO-8601 instant the schedule is made at; no block starts before it. */
  now: string;
  /** IANA zone; defaults to the outline's. */
  timezone?: string;
  busy?: ReadonlyArray<BusyInterval>;
  strategy?: ScheduleStrategy;
}

export interface ScheduleReport {
  schedule: Schedule;
  /** Human-readable notes (DST shifts, thinned occurrences) for tool explanations; not state. */
  notes: string[];
}

export function generateSchedule(input: GenerateScheduleInput): Schedule {
  return planSchedule(input).schedule;
}

interface RecurringTask {
  node: OutlineNode;
  order: number;
  cal: AllowedCalendar;
  /** Minutes of a session on a local day: the person's own length for its weekday, else the node's. */
  minutesOn: (day: number) => number;
  occurrences: number[];
  lastDay: number;
  /** Outside the main activity's sessions per week: a template's companion, or an activity with its own time. */
  uncapped: boolean;
}
interface OneOffTask {
  node: OutlineNode;
  order: number;
  cal: AllowedCalendar;
  effort: number;
  /** The roadmap's range for it (inclusive local days): where the work is planned. */
  from: number;
  to: number;
  /** Its own bounds (starts_after … due, the deadline): how far it may slide when the range is full. */
  lo: number;
  hi: number;
  sitting: boolean;
  inPlaceOf: ReadonlySet<string>;
}
interface Demand {
  task: RecurringTask;
  day: number;
  lastDay: number;
}

export function planSchedule(input: GenerateScheduleInput): ScheduleReport {
  const { outline, availability } = input;
  const strategy: ScheduleStrategy = input.strategy ?? "earliest_fit";
  const zone = input.timezone ?? outline.timezone;
  const notes: string[] = [];
  const empty = (inf: Infeasibility, capacity = 0): ScheduleReport => ({
    schedule: {
      timezone: zone,
      blocks: [],
      unplaced: [],
      capacity_minutes: capacity,
      scheduled_minutes: 0,
      utilisation: 0,
      infeasible: inf,
      strategy,
    },
    notes,
  });

  if (!isValidZone(zone)) {
    return empty({ code: "INVALID_TIMEZONE", reason: `"${zone}" is not an IANA time zone`, details: { timezone: zone } });
  }

  // ── Horizon ──────────────────────────────────────────────────────────────────────────────
  const nowMs = instantOf(input.now, zone);
  const nowDay = wallOf(nowMs, zone).day;
  const startDay = localDayOf(outline.start, zone);
  const firstDay = Math.max(startDay, nowDay);
  const deadlineDay = outline.deadline ? localDayOf(outline.deadline, zone) : null;
  if (deadlineDay !== null && deadlineDay < startDay) {
    return empty({
      code: "DEADLINE_BEFORE_START",
      reason: `the deadline ${dateOfDay(deadlineDay)} is before the plan start ${dateOfDay(startDay)}`,
      details: { start: dateOfDay(startDay), deadline: dateOfDay(deadlineDay) },
    });
  }
  if (deadlineDay !== null && deadlineDay < nowDay) {
    return empty({
      code: "DEADLINE_PASSED",
      reason: `the deadline ${dateOfDay(deadlineDay)} has already passed`,
      details: { now: input.now, deadline: dateOfDay(deadlineDay) },
    });
  }

  // ── Allowed calendar and frequency feasibility ───────────────────────────────────────────
  const cal = allowedCalendar(availability, zone);
  if (cal.days.size === 0 || allWindows(cal).length === 0) {
    return empty({
      code: "NO_ALLOWED_WINDOW",
      reason: "the availability leaves no allowed day or time window",
      details: { days: availability.days, windows: availability.windows, earliest: availability.earliest, latest: availability.latest },
    });
  }
  const allowedDays = WEEKDAYS.filter((_, i) => cal.days.has(i + 1));
  const frequency = frequencyProblem(availability, cal, allowedDays);
  if (frequency) return empty(frequency);
  // A length the person gave a weekday of its own beats the one said of every session, for
  // sessions and one-off pieces alike, and so does what that day holds.
  const ownLength = (day: number) => {
    const wd = WEEKDAYS[isoWeekday(day) - 1]!;
    return availability.day_lengths.find((l) => l.days.includes(wd)) ?? null;
  };
  const ownLengthOnWeekday = (isoDay: number): number | null => availability.day_lengths.find((l) => l.days.includes(WEEKDAYS[isoDay - 1]!))?.session_minutes ?? null;
  const sessionOn = (day: number): number | null => ownLength(day)?.session_minutes ?? availability.session_minutes;
  const allowanceOn = (day: number): number | null => {
    const own = ownLength(day);
    return own ? own.daily_minutes : availability.daily_minutes;
  };

  // ── Tasks ────────────────────────────────────────────────────────────────────────────────
  const items = new Map((input.roadmap?.items ?? []).map((i) => [i.node_id, i]));
  const { recurringNodes, oneOffNodes } = schedulableNodes(outline.nodes);
  const unplaced = new Map<string, { task_id: string; reason: string; count: number }>();
  const addUnplaced = (task_id: string, reason: string, count = 1) => {
    const key = `${task_id}\u0000${reason}`;
    const u = unplaced.get(key);
    if (u) u.count += count;
    else unplaced.set(key, { task_id, reason, count });
  };
  const longestOf = (c: AllowedCalendar) => Math.max(0, ...allWindows(c).map(([s, e]) => e - s));
  const longestWindow = longestOf(cal);
  /**
   * The calendar a node is placed in: its own days and times when the person gave the activity
   * its own (own_time), else the availability's; a preferred window narrows it.
   */
  const baseCalendar = (node: OutlineNode): AllowedCalendar => (node.own_time ? nodeCalendar(availability, node, zone) : cal);
  const taskCalendar = (node: OutlineNode, minutes: number): AllowedCalendar => {
    const base = baseCalendar(node);
    const narrowed = narrowCalendar(base, node.preferred_window);
    if (narrowed && longestOf(narrowed) >= minutes) return narrowed;
    if (node.preferred_window) {
      pushNote(notes, `"${node.title}": its preferred window ${node.preferred_window.start}–${node.preferred_window.end} does not fit the availability (${base.source}); used the availability`);
    }
    return base;
  };

  const recurring: RecurringTask[] = [];
  for (const { node, order } of recurringNodes) {
    if (node.cadence.kind !== "recurring") continue;
    const item = items.get(node.id);
    const anchor = Math.max(
      startDay,
      node.starts_after ? localDayOf(node.starts_after, zone) : -Infinity,
      item ? localDayOf(item.start, zone) : -Infinity,
    );
    let horizonDays = DEFAULT_HORIZON_DAYS;
    let rule;
    try {
      rule = describeRule(node.cadence.rrule);
    } catch {
      addUnplaced(node.id, `unparsable RRULE "${node.cadence.rrule}"`);
      continue;
    }
    if (rule.freq === "MONTHLY") horizonDays = Math.max(horizonDays, 2 * rule.interval * 31);
    if (rule.freq === "YEARLY") horizonDays = Math.max(horizonDays, 2 * rule.interval * 366);
    const lastDay = Math.min(
      deadlineDay ?? Infinity,
      node.ends_before ? localDayOf(node.ends_before, zone) - 1 : Infinity,
      item ? localDayOf(item.end, zone) : Infinity,
      deadlineDay === null && !node.ends_before ? anchor + horizonDays - 1 : Infinity,
    );
    // A node's own length for some weekdays (day_minutes), else its length, else the person's for that day.
    const nodeMinutes = (isoDay: number): number => {
      const wd = WEEKDAYS[isoDay - 1]!;
      const own = node.day_minutes?.find((l) => l.days.includes(wd));
      if (own) return own.minutes;
      if (node.duration_min > 0) return node.duration_min;
      return ownLengthOnWeekday(isoDay) ?? availability.session_minutes ?? DEFAULT_SESSION_MINUTES;
    };
    // "Every other day at 7am": the series counts from the plan's first day for every node of it
    // (each phase anchored at its own start put two sessions on consecutive days where phases met),
    // and from tomorrow when today has no room left for the session (planned at 9am, today's 07:00
    // moved to tomorrow sat beside the day after's). Other rules count from the node's own start.
    let seriesStart = anchor;
    if (rule.freq === "DAILY" && rule.interval > 1) {
      seriesStart = firstDay;
      if (firstDay === nowDay) {
        const need = nodeMinutes(isoWeekday(nowDay));
        const today = taskCalendar(node, need);
        // (At a stated start time a session starts exactly then: only a start still to come is room.)
        const exact = today.fixed.has(isoWeekday(nowDay));
        const room = windowsOnDay(today, nowDay).intervals.some(([s, e]) => (exact ? s >= nowMs : e - Math.max(s, nowMs) >= need * 60_000));
        if (!room) seriesStart = nowDay + 1;
      }
    }
    let occurrences: number[];
    try {
      occurrences = expandRule(node.cadence.rrule, seriesStart, Math.max(anchor, seriesStart, firstDay), lastDay);
    } catch (e) {
      addUnplaced(node.id, `unusable RRULE "${node.cadence.rrule}": ${(e as Error).message}`);
      continue;
    }
    const base = baseCalendar(node);
    const baseDays = WEEKDAYS.filter((_, i) => base.days.has(i + 1));
    const longestBase = longestOf(base);
    // Each allowed weekday's sessions fit that day's longest window (the node's length on every day it may take).
    for (const isoDay of base.days) {
      const minutes = nodeMinutes(isoDay);
      const own = node.day_minutes?.some((l) => l.days.includes(WEEKDAYS[isoDay - 1]!)) || (node.duration_min <= 0 && ownLengthOnWeekday(isoDay) !== null);
      const longest = own ? Math.max(0, ...weekdayWindows(base, isoDay).map(([s, e]) => e - s)) : longestBase;
      if (minutes > longest) {
        return empty({
          code: "BLOCK_EXCEEDS_WINDOW",
          reason: `"${node.title}" needs ${minutes}-minute sessions${own ? ` on ${WEEKDAYS[isoDay - 1]}` : ""} but the longest allowed window${own ? " that day" : ""} is ${longest} minutes`,
          details: { task_id: node.id, session_minutes: minutes, longest_window_minutes: longest },
        });
      }
    }
    const perWeek = maxPerWeek(occurrences);
    if (perWeek > baseDays.length) {
      return empty({
        code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
        reason: `"${node.title}" recurs ${perWeek} times a week (${node.cadence.rrule}) but only ${baseDays.length} day(s) a week are allowed (${baseDays.join(",")})`,
        details: { task_id: node.id, rrule: node.cadence.rrule, per_week: perWeek, allowed_days: baseDays },
      });
    }
    const longestSession = Math.max(...[...base.days].map(nodeMinutes));
    recurring.push({
      node,
      order,
      cal: taskCalendar(node, longestSession),
      minutesOn: (day) => nodeMinutes(isoWeekday(day)),
      occurrences,
      lastDay,
      uncapped: node.companion === true || node.own_time !== undefined,
    });
  }

  const oneOffs: OneOffTask[] = [];
  // One-off work comes in pieces of at most the day's session length (the person's own for its weekday).
  const pieceOn = (day: number) => Math.min(sessionOn(day) ?? DEFAULT_SESSION_MINUTES, longestWindow);
  const maxPiece = Math.min(Math.max(availability.session_minutes ?? DEFAULT_SESSION_MINUTES, ...availability.day_lengths.map((l) => l.session_minutes)), longestWindow);
  for (const { node, order } of oneOffNodes) {
    const item = items.get(node.id);
    const from = Math.max(
      firstDay,
      item ? localDayOf(item.start, zone) : startDay,
      node.starts_after ? localDayOf(node.starts_after, zone) : -Infinity,
    );
    const hi = Math.min(
      deadlineDay ?? Infinity,
      node.due ? localDayOf(node.due, zone) : Infinity,
      node.ends_before ? localDayOf(node.ends_before, zone) - 1 : Infinity,
      deadlineDay === null ? from + DEFAULT_HORIZON_DAYS - 1 : Infinity,
    );
    const to = Math.min(item ? localDayOf(item.end, zone) : Infinity, hi);
    // Sliding earlier than the roadmap's start only down to a start the node states itself: the
    // roadmap's start may stand for a predecessor's finish.
    const lo = node.starts_after ? Math.max(firstDay, startDay, localDayOf(node.starts_after, zone)) : from;
    const effort = node.duration_min > 0 ? node.duration_min : DEFAULT_ONE_OFF_EFFORT_MINUTES;
    const sitting = node.one_sitting === true;
    if (hi < from && hi < lo) {
      addUnplaced(node.id, `its date range ends (${dateOfDay(hi)}) before it can start (${dateOfDay(from)})`, sitting ? 1 : Math.ceil(effort / maxPiece));
      continue;
    }
    oneOffs.push({
      node,
      order,
      cal: taskCalendar(node, sitting ? effort : Math.min(maxPiece, effort)),
      effort,
      from: Math.min(from, hi),
      to: Math.max(Math.min(to, hi), Math.min(from, hi)),
      lo: Math.min(lo, from, hi),
      hi,
      sitting,
      inPlaceOf: new Set(node.in_place_of ?? []),
    });
  }

  // ── Capacity: free allowed minutes from the first day to the last day anything may use ──────
  const lastDay = Math.max(firstDay, ...recurring.map((r) => r.lastDay), ...oneOffs.map((o) => o.to));
  const busy = parseBusy(input.busy, zone);
  const occ = new Occupancy(zone);
  for (const [s, e] of busy) occ.add(s, e);
  const dayCaches = new Map<AllowedCalendar, Map<number, DayWindows>>();
  const win = (day: number, c: AllowedCalendar = cal): DayWindows => {
    let cache = dayCaches.get(c);
    if (!cache) dayCaches.set(c, (cache = new Map()));
    let w = cache.get(day);
    if (!w) cache.set(day, (w = windowsOnDay(c, day)));
    return w;
  };
  // Activities with their own days and times add those to the time the plan may use.
  const ownCalendars = [...new Set(recurring.filter((r) => r.node.own_time).map((r) => r.cal))];
  let capacity = 0;
  for (let d = firstDay; d <= lastDay; d++) {
    const w = win(d);
    const intervals = ownCalendars.length ? mergeRanges([...w.intervals, ...ownCalendars.flatMap((c) => win(d, c).intervals)]) : w.intervals;
    if (intervals.length === 0) continue;
    capacity += freeMinutesOnDay(intervals, occ.on(d), nowMs);
    for (const edge of w.shiftedEdges) {
      pushNote(notes, `${edge} does not exist locally (DST gap); that window uses the first valid time after the gap`);
    }
  }
  capacity = Math.round(capacity);

  const cap = availability.sessions_per_week;
  const demands = buildDemands(recurring, cap, strategy);
  const demandMinutes =
    demands.kept.reduce((sum, d) => sum + d.task.minutesOn(d.day), 0) + oneOffs.reduce((sum, o) => sum + o.effort, 0);
  // Far more than the windows hold is infeasible as asked (the person decides what gives); a plan
  // that barely overflows is placed, and what does not fit is reported as unplaced.
  if (demandMinutes > capacity / CAPACITY_PLACE_SHARE) {
    return empty(
      {
        code: "CAPACITY_EXCEEDED",
        reason: `the plan needs ${demandMinutes} minutes but only ${capacity} free minutes exist in the allowed windows before ${dateOfDay(lastDay + 1)}`,
        details: { demand_minutes: demandMinutes, capacity_minutes: capacity, source: cal.source },
      },
      capacity,
    );
  }

  // ── Placement ────────────────────────────────────────────────────────────────────────────
  const placed: Placed[] = [];
  const weekCount = new Map<number, number>();
  const taskDay = new Set<string>();
  /** Minutes placed per local day: all of the plan's blocks, and per task ("id:day"). */
  const dayMinutes = new Map<number, number>();
  const taskDayMinutes = new Map<string, number>();
  const tally = (p: Placed, sign: 1 | -1) => {
    const day = wallOf(p.start, zone).day;
    const m = (sign * (p.end - p.start)) / MS_PER_MINUTE;
    dayMinutes.set(day, (dayMinutes.get(day) ?? 0) + m);
    taskDayMinutes.set(`${p.task_id}:${day}`, (taskDayMinutes.get(`${p.task_id}:${day}`) ?? 0) + m);
  };
  const place = (task_id: string, start: number, minutes: number, recurring = false) => {
    const p: Placed = { task_id, start, end: start + minutes * MS_PER_MINUTE, recurring };
    occ.add(p.start, p.end);
    placed.push(p);
    tally(p, 1);
  };
  const unplace = (p: Placed) => {
    occ.remove(p.start, p.end);
    placed.splice(placed.indexOf(p), 1);
    tally(p, -1);
  };

  // Days that hold (or will hold) one of the person's capped sessions: a session sliding off its own
  // day does not go on one of them ("I'm away Dec 14-18" slid Friday's easy run onto Saturday,
  // right before that day's long run).
  const sessionDays = new Set(cap === null ? [] : demands.kept.filter((d) => !d.task.uncapped).map((d) => d.day));
  // Kept demands first; spares (beyond the weekly cap) only fill weeks where a kept one failed.
  const tryPlace = (demand: Demand): { ok: boolean; sawAllowedDay: boolean; capBlocked: boolean } => {
    const { task } = demand;
    let sawAllowedDay = false;
    let capBlocked = false;
    for (let d = demand.day; d <= demand.lastDay; d++) {
      if (!task.cal.days.has(isoWeekday(d))) continue;
      sawAllowedDay = true;
      const week = isoWeekStart(d);
      // A companion (a weigh-in beside the workouts) or an activity with its own time is outside the person's sessions per week.
      const capped = cap !== null && !task.uncapped;
      if (capped && d !== demand.day && sessionDays.has(d)) continue;
      if (capped && (weekCount.get(week) ?? 0) >= cap) {
        capBlocked = true;
        continue;
      }
      if (taskDay.has(`${task.order}:${d}`)) continue;
      const w = win(d, task.cal);
      const minutes = task.minutesOn(d);
      const slot = findSlotOnDay(w.intervals, occ.on(d), minutes * MS_PER_MINUTE, nowMs, task.cal.fixed.has(isoWeekday(d)), w.preferred);
      if (slot === null) continue;
      place(task.node.id, slot, minutes, true);
      if (capped) weekCount.set(week, (weekCount.get(week) ?? 0) + 1);
      if (capped) sessionDays.add(d);
      taskDay.add(`${task.order}:${d}`);
      return { ok: true, sawAllowedDay, capBlocked };
    }
    return { ok: false, sawAllowedDay, capBlocked };
  };
  const failedKept: Array<{ demand: Demand; sawAllowedDay: boolean }> = [];
  let thinned = 0;
  // The person's own sessions first, then the template's companions (a weigh-in, a steering
  // review): a companion sliding off a full day must not take the stated time of a later session.
  const keptOrder = [...demands.kept.filter((d) => !d.task.node.companion), ...demands.kept.filter((d) => d.task.node.companion)];
  for (const demand of keptOrder) {
    const r = tryPlace(demand);
    if (r.ok) continue;
    if (r.capBlocked) thinned++; // the week already holds its capped number of sessions
    else failedKept.push({ demand, sawAllowedDay: r.sawAllowedDay });
  }
  for (const demand of demands.spare) if (!tryPlace(demand).ok) thinned++;
  // An occurrence whose every day it may slide to is one of the person's dates off (a holiday) is
  // not missing work: they said there are no sessions then.
  const isOff = (d: number) => cal.excluded.some(([from, to]) => d >= from && d <= to);
  let onDatesOff = 0;
  let alreadyPast = 0;
  for (const { demand, sawAllowedDay } of failedKept) {
    // A spare made up for it: the week still has its sessions, so nothing the person asked for is missing.
    if (cap !== null && !demand.task.uncapped && (weekCount.get(isoWeekStart(demand.day)) ?? 0) >= cap) {
      thinned++;
      continue;
    }
    // Each day it may take: a date off, already past when the plan is made, or open (time left
    // that day in its windows). Only an occurrence with an open day is missing work; one whose days
    // are past (this morning's 06:30 at a 09:00 plan) keeps its rhythm from the next occurrence.
    let off = false;
    let past = false;
    let open = false;
    for (let d = demand.day; d <= demand.lastDay && !open; d++) {
      if (!demand.task.cal.days.has(isoWeekday(d))) continue;
      const need = demand.task.minutesOn(d) * MS_PER_MINUTE;
      if (isOff(d)) {
        off = true;
        continue;
      }
      const w = win(d, demand.task.cal);
      // A stated start time is past once it has begun; a window once a session no longer fits before its end.
      const exact = demand.task.cal.fixed.has(isoWeekday(d));
      const gone = ([start, end]: [number, number]) => (exact ? start < nowMs : end - need < nowMs);
      if (d < nowDay || (d === nowDay && w.intervals.every(gone))) past = true;
      else open = true;
    }
    if (off && !open) {
      onDatesOff++;
      continue;
    }
    if (past && !open) {
      alreadyPast++;
      continue;
    }
    addUnplaced(
      demand.task.node.id,
      sawAllowedDay
        ? "no free slot in the allowed windows on its day or the days it may slide to (busy or full)"
        : `its day (${dateOfDay(demand.day)}) is not an allowed day and no allowed day follows before the next occurrence`,
    );
  }
  if (onDatesOff > 0) pushNote(notes, `${onDatesOff} session(s) fall on your dates off and are not planned`);
  if (alreadyPast > 0) pushNote(notes, `${alreadyPast} session(s) were already past when the plan was made; the rhythm starts from the next one`);
  if (thinned > 0 && cap !== null) {
    pushNote(notes, `${thinned} occurrence(s) were left out to keep to ${cap} session(s) per week`);
  }

  // ── One-off work ─────────────────────────────────────────────────────────────────────────
  const replaced = new Map<string, number>();
  /** The end of each one-off task's last block: a finish-to-start successor starts after it. */
  const finished = new Map<string, number>();
  const placeOneOff = (task: OneOffTask) => {
    const sitting = task.sitting;
    const finishOf = (type: string) => task.node.depends_on.filter((d) => d.type === type).map((d) => finished.get(d.node_id) ?? -Infinity);
    const hardAfter = Math.max(nowMs, ...finishOf("FS"));
    // Work due to finish after another one-off's (FF: pieces of a chain due the same day) goes after
    // it where there is room, and only then beside it: review after the draft, not before.
    const softAfter = Math.max(hardAfter, ...finishOf("FF"));
    let after = softAfter;
    let afterDay = wallOf(after, zone).day;
    // What one day holds of this task: the whole sitting; else the day's stated length, else two
    // hours — never more than the person gives that day.
    const dayCap = (d: number) => (sitting ? task.effort : Math.min(sessionOn(d) ?? DAILY_TASK_CAP_MINUTES, (task.node.own_time ? null : allowanceOn(d)) ?? Infinity));
    const blockMax = (d: number) => (sitting ? task.effort : pieceOn(d));
    // A sitting goes on a day whose own stated length holds it whole (a mock exam on the long day).
    const holds = (d: number, minutes: number) => !sitting || ownLength(d) === null || minutes <= ownLength(d)!.session_minutes;
    const workable = (d: number) => d >= afterDay && win(d, task.cal).intervals.length > 0 && holds(d, task.effort);
    const inRange: number[] = [];
    for (let d = task.from; d <= task.to; d++) if (workable(d)) inRange.push(d);
    // ⌈effort / day cap⌉ work days, evenly over the range; each day's share in blocks of ≤ blockMax.
    const typicalCap = inRange.length ? inRange.reduce((sum, d) => sum + dayCap(d), 0) / inRange.length : dayCap(task.from);
    const workDays = sitting ? 1 : Math.max(1, Math.ceil(task.effort / Math.max(5, typicalCap)));
    const pieces: Array<{ minutes: number; target: number }> = [];
    let given = 0;
    for (let k = 0; k < workDays; k++) {
      const target = inRange.length ? inRange[Math.floor((k * inRange.length) / workDays)]! : task.from;
      const even = k === workDays - 1 ? task.effort - given : Math.min(task.effort - given, roundTo5(task.effort / workDays));
      // A day with less room than an even share takes what it holds; the next days take the rest.
      const share = sitting || k === workDays - 1 ? even : Math.min(even, dayCap(target));
      given += share;
      const max = blockMax(target);
      for (let left = share; left > 0; left -= max) pieces.push({ minutes: Math.min(max, left), target });
    }
    // Days to try for a piece: its target, on to the range's end, back to its start; then the days
    // its own dates allow outside the range, nearest first.
    const outside: number[] = [];
    for (let d = task.lo; d <= task.hi; d++) if ((d < task.from || d > task.to) && workable(d)) outside.push(d);
    outside.sort((a, b) => distance(a, task) - distance(b, task) || a - b);
    const daysFor = (target: number): number[] => {
      const out: number[] = [];
      for (let d = target; d <= task.to; d++) if (workable(d)) out.push(d);
      for (let d = target - 1; d >= task.from; d--) if (workable(d)) out.push(d);
      return [...out, ...outside];
    };
    const fits = (d: number, minutes: number, capped: boolean) => {
      // What the person gives a day is the main activity's day; work in an activity's own time is not held to it.
      const allowance = task.node.own_time ? null : allowanceOn(d);
      return (
        (sitting || minutes <= blockMax(d)) &&
        (!capped || (taskDayMinutes.get(`${task.node.id}:${d}`) ?? 0) + minutes <= dayCap(d)) &&
        (allowance === null || (dayMinutes.get(d) ?? 0) + minutes <= allowance)
      );
    };
    const slotOn = (d: number, minutes: number) => {
      const w = win(d, task.cal);
      return findSlotOnDay(w.intervals, occ.on(d), minutes * MS_PER_MINUTE, after, task.cal.fixed.has(isoWeekday(d)), w.preferred);
    };
    const hasSession = (d: number) => placed.some((p) => p.recurring && task.inPlaceOf.has(p.task_id) && wallOf(p.start, zone).day === d);
    const tryFree = (piece: { minutes: number; target: number }, capped: boolean, sessionDays = true): boolean => {
      for (const d of daysFor(piece.target)) {
        if (!fits(d, piece.minutes, capped) || (!sessionDays && hasSession(d))) continue;
        const slot = slotOn(d, piece.minutes);
        if (slot === null) continue;
        place(task.node.id, slot, piece.minutes);
        return true;
      }
      return false;
    };
    // A session of `in_place_of` gives its slot: the work is that day's session.
    const tryInPlace = (piece: { minutes: number; target: number }): boolean => {
      if (!task.inPlaceOf.size) return false;
      for (const d of daysFor(piece.target)) {
        for (const session of placed.filter((p) => p.recurring && task.inPlaceOf.has(p.task_id) && wallOf(p.start, zone).day === d)) {
          unplace(session);
          const slot = fits(d, piece.minutes, true) ? slotOn(d, piece.minutes) : null;
          if (slot !== null) {
            place(task.node.id, slot, piece.minutes);
            replaced.set(task.node.title, (replaced.get(task.node.title) ?? 0) + 1);
            return true;
          }
          place(session.task_id, session.start, (session.end - session.start) / MS_PER_MINUTE, true);
        }
      }
      return false;
    };
    // Work that may be a day's session goes to a day without one, else in its place, and only then beside it.
    let left = task.inPlaceOf.size ? pieces.filter((p) => !tryFree(p, true, false) && !tryInPlace(p)) : pieces;
    left = left.filter((p) => !tryFree(p, true));
    if (!sitting) left = left.filter((p) => !tryFree(p, false)); // a day takes more than its cap only when nothing else is left
    if (left.length && softAfter > hardAfter) {
      after = hardAfter;
      afterDay = wallOf(after, zone).day;
      left = left.filter((p) => !tryFree(p, true));
      if (!sitting) left = left.filter((p) => !tryFree(p, false));
    }
    if (left.length) {
      const span = task.lo === task.hi ? `on ${dateOfDay(task.lo)}` : `between ${dateOfDay(task.lo)} and ${dateOfDay(task.hi)}`;
      addUnplaced(task.node.id, sitting ? `no free slot for it on an allowed day ${span}` : `no free slot for the remaining work ${span}`, left.length);
    }
  };
  for (const task of [...oneOffs].sort((a, b) => a.from - b.from || a.order - b.order)) {
    placeOneOff(task);
    const ends = placed.filter((p) => p.task_id === task.node.id).map((p) => p.end);
    if (ends.length) finished.set(task.node.id, Math.max(...ends));
  }
  for (const [title, n] of replaced) pushNote(notes, `"${title}" takes the place of ${n === 1 ? "that day's session" : `${n} sessions`}`);

  placed.sort((a, b) => a.start - b.start || a.task_id.localeCompare(b.task_id));
  // Blocks of one task back to back on a day are one block (never longer than a stated session).
  const mergeMax = (day: number) => sessionOn(day) ?? DAILY_TASK_CAP_MINUTES;
  const merged: Placed[] = [];
  for (const p of placed) {
    const prev = merged[merged.length - 1];
    if (
      prev &&
      !p.recurring &&
      !prev.recurring &&
      prev.task_id === p.task_id &&
      prev.end === p.start &&
      wallOf(prev.start, zone).day === wallOf(p.end - 1, zone).day &&
      (p.end - prev.start) / MS_PER_MINUTE <= mergeMax(wallOf(prev.start, zone).day)
    ) {
      prev.end = p.end;
      continue;
    }
    merged.push({ ...p });
  }
  placed.length = 0;
  placed.push(...merged);
  const blocks: ScheduleBlock[] = placed.map((p) => ({
    task_id: p.task_id,
    start: formatInstant(p.start, zone),
    end: formatInstant(p.end, zone),
  }));
  const scheduled = Math.round(placed.reduce((sum, p) => sum + (p.end - p.start), 0) / MS_PER_MINUTE);
  return {
    schedule: {
      timezone: zone,
      blocks,
      unplaced: [...unplaced.values()],
      capacity_minutes: capacity,
      scheduled_minutes: scheduled,
      utilisation: capacity > 0 ? round4(scheduled / capacity) : 0,
      infeasible: null,
      strategy,
    },
    notes,
  };
}

/** Frequency demands in the availability that the allowed days cannot meet. */
function frequencyProblem(availability: Availability, cal: AllowedCalendar, allowedDays: string[]): Infeasibility | null {
  const phrase = availability.phrases.length ? ` ("${availability.phrases.join('", "')}")` : "";
  const fail = (requested: number, what: string): Infeasibility => ({
    code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
    reason: `${what} needs ${requested} day(s) a week but only ${allowedDays.length} are allowed (${allowedDays.join(",")})${phrase}`,
    details: { requested_per_week: requested, allowed_days: allowedDays, achievable_per_week: allowedDays.length },
  });
  if (availability.requested_frequency === "daily" && cal.days.size < 7) return fail(7, "a daily session");
  if (availability.requested_frequency === "weekdays" && [1, 2, 3, 4, 5].some((d) => !cal.days.has(d))) {
    return fail(5, "a session every weekday");
  }
  if (availability.sessions_per_week !== null && availability.sessions_per_week > cal.days.size) {
    return fail(availability.sessions_per_week, `${availability.sessions_per_week} sessions a week`);
  }
  return null;
}

/** Recurring nodes without recurring descendants, and one-off leaf work. */
function schedulableNodes(nodes: OutlineNode[]): {
  recurringNodes: Array<{ node: OutlineNode; order: number }>;
  oneOffNodes: Array<{ node: OutlineNode; order: number }>;
} {
  const children = new Map<string, OutlineNode[]>();
  for (const n of nodes) {
    if (n.parent_id === null) continue;
    const list = children.get(n.parent_id) ?? [];
    list.push(n);
    children.set(n.parent_id, list);
  }
  const recurringBelow = new Map<string, boolean>();
  const hasRecurringBelow = (id: string, seen = new Set<string>()): boolean => {
    const cached = recurringBelow.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false; // malformed parent cycle: the GrammarValidator reports it
    seen.add(id);
    const r = (children.get(id) ?? []).some((c) => c.cadence.kind === "recurring" || hasRecurringBelow(c.id, seen));
    recurringBelow.set(id, r);
    return r;
  };
  const recurringNodes: Array<{ node: OutlineNode; order: number }> = [];
  const oneOffNodes: Array<{ node: OutlineNode; order: number }> = [];
  nodes.forEach((node, order) => {
    if (node.cadence.kind === "recurring") {
      if (!hasRecurringBelow(node.id)) recurringNodes.push({ node, order });
      return;
    }
    const leaf = (children.get(node.id) ?? []).length === 0;
    if (leaf && node.level !== "goal" && node.level !== "milestone" && (node.level === "task" || node.duration_min > 0)) {
      oneOffNodes.push({ node, order });
    }
  });
  return { recurringNodes, oneOffNodes };
}

function maxPerWeek(days: number[]): number {
  const counts = new Map<number, number>();
  let max = 0;
  for (const d of days) {
    const w = isoWeekStart(d);
    const c = (counts.get(w) ?? 0) + 1;
    counts.set(w, c);
    if (c > max) max = c;
  }
  return max;
}

/**
 * Occurrences → placement demands, in placement order. With a weekly cap, each local ISO week
 * keeps at most `cap` demands (earliest_fit: the first ones; spread_even: evenly spaced ones);
 * the rest are spares tried only if a kept one cannot be placed.
 */
function buildDemands(
  tasks: RecurringTask[],
  cap: number | null,
  strategy: ScheduleStrategy,
): { kept: Demand[]; spare: Demand[] } {
  const all: Demand[] = [];
  for (const task of tasks) {
    // Under a weekly cap a session slides only within its own week: one that slid into the next week
    // took a session of that week's count, so that week's last session slid on into the week after,
    // and so on to the end of the plan (a week away moved every later Saturday long run to Monday,
    // beside that day's easy run). One whose days of its week are all gone is not planned, and said so.
    const capped = cap !== null && !task.uncapped;
    task.occurrences.forEach((day, i) => {
      const next = task.occurrences[i + 1] ?? Infinity;
      all.push({ task, day, lastDay: Math.min(task.lastDay, next - 1, day + MAX_SLIDE_DAYS, capped ? isoWeekStart(day) + 6 : Infinity) });
    });
  }
  all.sort((a, b) => a.day - b.day || a.task.order - b.task.order);
  if (cap === null) return { kept: all, spare: [] };
  // Companions and activities with their own time keep their own rhythm; the cap thins the main activity's sessions only.
  const kept: Demand[] = all.filter((d) => d.task.uncapped);
  const own = all.filter((d) => !d.task.uncapped);
  const spare: Demand[] = [];
  let i = 0;
  while (i < own.length) {
    const week = isoWeekStart(own[i]!.day);
    let j = i;
    while (j < own.length && isoWeekStart(own[j]!.day) === week) j++;
    const group = own.slice(i, j);
    const order = strategy === "spread_even" ? spreadOrder(group.length, cap) : group.map((_, k) => k);
    order.forEach((k, rank) => (rank < cap ? kept : spare).push(group[k]!));
    i = j;
  }
  kept.sort((a, b) => a.day - b.day || a.task.order - b.task.order);
  return { kept, spare };
}

/** Indices 0..n-1 with k evenly spaced ones first (n=7, k=4 → 0,2,4,6 then 1,3,5). */
export function spreadOrder(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  const first: number[] = [];
  for (let i = 0; i < k; i++) {
    const idx = Math.min(n - 1, Math.round(((i + 0.5) * n) / k - 0.5));
    if (!first.includes(idx)) first.push(idx);
  }
  const rest = Array.from({ length: n }, (_, i) => i).filter((i) => !first.includes(i));
  return [...first, ...rest];
}

interface Placed {
  task_id: string;
  start: number;
  end: number;
  recurring: boolean;
}

/** Days from a day to a one-off task's planned range (0 inside it). */
function distance(d: number, task: Pick<OneOffTask, "from" | "to">): number {
  return d < task.from ? task.from - d : d > task.to ? d - task.to : 0;
}

/** Ranges sorted and merged where they overlap or touch. */
function mergeRanges(list: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [a, b] of [...list].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

function roundTo5(x: number): number {
  return Math.max(5, Math.round(x / 5) * 5);
}

function pushNote(notes: string[], note: string): void {
  if (notes.length < MAX_NOTES && !notes.includes(note)) notes.push(note);
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
