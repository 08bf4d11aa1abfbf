/**
 * The work a GoalReading names, in the shape the templates use: recurring activities (with their
 * RRULE, session length and the window that caps it) and one-off deliverables (in the person's
 * order, sized by what the person said). Everything here reads the typed reading only — no goal
 * text is parsed again.
 *
 * - The reading's goal-level cadence, days, windows and session length describe the first-named
 *   main activity (data/goals/README.md); other activity items carry their own, and fall back to
 *   the goal's cadence (not its length) when they state none.
 * - A stated session length is the person's word: it is never grown or capped here (a conflict
 *   with a window is the scheduler's to report). A default or grown length never exceeds what
 *   the allowed windows hold on each of the activity's days.
 * - Effort the person sized (item.effort_minutes, else reading.total_effort_minutes shared over
 *   the unsized deliverables) is planned at exactly that size.
 */
import type { GoalReading, ReadingCadence, ReadingItem, ReadingWindow } from "../../contracts/goal-reading.js";
import type { OutlineNode, TimeWindow, Weekday } from "../../contracts/planning.js";
import { availabilityFromReading, ownDayLengths } from "../availability-from-reading.js";
import { dateOfDay, dayNumber, inWeekOrder, isoWeekStart, isoWeekday, parseHm } from "../dates.js";
import { DAILY_TASK_CAP_MINUTES } from "../schedule.js";
import { spreadDays } from "../text-rules.js";
import { addDays, maxDate, minDate, round5, type Ctx, type LocalDate } from "./context.js";
import { allowedCalendar, weekdayWindows } from "../schedule-calendar.js";
import type { Phrases } from "./words.js";

const ALL_DAYS: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const WORKDAYS: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR"];

/** Sessions per week when nothing about the rhythm is stated. */
export const DEFAULT_SESSIONS_PER_WEEK = 3;
/** Minutes per session when neither the person nor the subtype says. */
export const DEFAULT_SESSION_MINUTES = 30;

export interface Rule {
  /** RFC 5545 RRULE body. */
  rrule: string;
  /** The rhythm in words, in the reading's language. */
  label: string;
  /** Sessions per week the rule stands for (approximate for monthly rules). */
  perWeek: number;
  /** Weekdays of a weekly rule, in week order; null for daily/monthly rules. */
  byday: Weekday[] | null;
  /** The person stated the rhythm (cadence or named days); false = our default. */
  stated: boolean;
  /** Parallel series per occurrence ("twice a day" → 2): the scheduler plans at most daily rules. */
  copies: number;
}

export interface Activity {
  title: string;
  rule: Rule;
  /** Minutes of one session as planned at the start (the stated length, or a capped default). */
  minutes: number;
  /** The person stated the length (of every session, or of each of its days). */
  stated: boolean;
  /**
   * Lengths the person gave some of its days of their own ("an hour on Saturdays"): they beat
   * `minutes` on those days, in every phase — never grown, never capped.
   */
  dayMinutes: Array<{ days: Weekday[]; minutes: number }>;
  /**
   * The days and times the person gave this activity of its own, when it is not the main one and
   * states its own rhythm or times ("study theory 20 minutes a day" beside lessons on Tuesdays and
   * Thursdays 4–5pm): it is planned in those, not in the main activity's. Null: the goal's.
   */
  ownTime: NonNullable<OutlineNode["own_time"]> | null;
  /** The longest session each of its days can hold, in minutes (null = not bounded). */
  cap: number | null;
  /** The item's own window, narrowing the availability for this activity only. */
  window: TimeWindow | null;
  main: boolean;
}

export interface Deliverable {
  title: string;
  due: LocalDate | null;
  /** Minutes of work. */
  effort: number;
  /** The size came from the person (own effort or their total), not our estimate. */
  stated: boolean;
}

/** Days the reading allows for an item: its own days, else the goal's, minus excluded weekdays. */
export function allowedDays(reading: GoalReading, item?: Pick<ReadingItem, "days"> | null): Weekday[] | null {
  const excluded = new Set(reading.excluded_days);
  const base = item?.days ?? reading.days ?? (excluded.size ? ALL_DAYS : null);
  if (!base) return null;
  const days = inWeekOrder(base).filter((d) => !excluded.has(d));
  return days.length === 7 ? null : days;
}

/**
 * The days the person's fixed times name ("Mondays and Wednesdays at 7:00"), when no days are
 * stated otherwise and the weekly rhythm fits in them: those are the days of the sessions, not
 * days we spread the count over (a Friday session with no 7:00 would break the stated time).
 */
export function fixedTimeDays(reading: GoalReading, cadence: ReadingCadence | null): Weekday[] | null {
  const ft = reading.fixed_times;
  if (!ft.length || !ft.every((f) => f.days && f.days.length)) return null;
  const union = inWeekOrder(ft.flatMap((f) => f.days!)).filter((d) => !reading.excluded_days.includes(d));
  if (!union.length || union.length === 7) return null;
  if (!hasRhythm(cadence)) return union;
  if (cadence.per === "week" && cadence.nth_weekday === null && cadence.month_day === null && (cadence.count ?? 1) <= union.length) return union;
  return null;
}

/** The person's literal cadence is kept when the reading flags it as conflicting with the days. */
function cadenceConflict(reading: GoalReading): boolean {
  return reading.issues.some((i) => (i.code === "CONFLICT" || i.code === "IMPOSSIBLE") && /cadence|days/.test(i.field));
}

export function hasRhythm(cad: ReadingCadence | null): cad is ReadingCadence {
  return !!cad && (cad.per !== null || cad.nth_weekday !== null || cad.month_day !== null);
}

/** A reading cadence (+ allowed days) as an RRULE with its label. */
export function ruleFor(cad: ReadingCadence | null, days: Weekday[] | null, w: Phrases, opts: { keepDaily?: boolean; fallbackPerWeek?: number } = {}): Rule {
  const allowed = days ?? ALL_DAYS;
  const restricted = days !== null && days.length < 7;
  if (!hasRhythm(cad)) {
    // Named days without a count ("on Saturday mornings", "Tuesdays and Thursdays") are the days.
    if (days && days.length <= 5) {
      return { rrule: `FREQ=WEEKLY;BYDAY=${days.join(",")}`, label: w.weekdaysOn(days), perWeek: days.length, byday: [...days], stated: true, copies: 1 };
    }
    const n = opts.fallbackPerWeek ?? DEFAULT_SESSIONS_PER_WEEK;
    const byday = spreadDays(n, allowed);
    return { rrule: `FREQ=WEEKLY;BYDAY=${byday.join(",")}`, label: w.byDefault(w.timesAWeek(byday.length)), perWeek: byday.length, byday, stated: false, copies: 1 };
  }
  const count = cad.count ?? 1;
  const interval = cad.interval ?? 1;
  const int = interval > 1 ? `;INTERVAL=${interval}` : "";
  const per = cad.per ?? "month";
  if (per === "day") {
    const copies = Math.max(1, count);
    const label = (base: string) => (copies > 1 ? `${w.timesADay(copies)}, ${base}` : base);
    if (interval > 1) {
      const byday = restricted ? `;BYDAY=${allowed.join(",")}` : "";
      return { rrule: `FREQ=DAILY${int}${byday}`, label: label(w.everyNDays(interval)), perWeek: (7 / interval) * copies, byday: null, stated: true, copies };
    }
    if (restricted && !opts.keepDaily) {
      // "every morning except Sundays": one session on each allowed day.
      const isWorkdays = allowed.length === 5 && WORKDAYS.every((d) => allowed.includes(d));
      return {
        rrule: `FREQ=WEEKLY;BYDAY=${allowed.join(",")}`,
        label: label(isWorkdays ? w.everyWeekday : w.weekdaysOn(allowed)),
        perWeek: allowed.length * copies,
        byday: [...allowed],
        stated: true,
        copies,
      };
    }
    // Kept as asked even when the days are fewer: the reading flagged the conflict and the
    // scheduler reports it to the person rather than silently dropping sessions.
    return { rrule: "FREQ=DAILY", label: label(w.daily), perWeek: 7 * copies, byday: null, stated: true, copies };
  }
  if (per === "week") {
    if (count > 7) {
      const copies = Math.round(count / 7);
      return { rrule: `FREQ=DAILY`, label: w.timesAWeek(count), perWeek: count, byday: null, stated: true, copies };
    }
    // More sessions than allowed days: kept as asked on spread days; the scheduler reports the conflict.
    const byday = count <= allowed.length ? spreadDays(count, allowed) : spreadDays(count, ALL_DAYS);
    const named = days !== null && days.length === count;
    const label = interval > 1 && count === 1 ? w.everyNWeeks(interval) : named ? w.weekdaysOn(byday) : w.timesAWeek(count);
    return { rrule: `FREQ=WEEKLY${int};BYDAY=${byday.join(",")}`, label, perWeek: count / interval, byday, stated: true, copies: 1 };
  }
  // Monthly rules.
  const perWeek = (count * 12) / 52 / interval;
  if (cad.nth_weekday) {
    const { nth, weekday } = cad.nth_weekday;
    return { rrule: `FREQ=MONTHLY${int};BYDAY=${nth}${weekday}`, label: w.nthWeekday(nth, weekday), perWeek, byday: null, stated: true, copies: 1 };
  }
  if (cad.month_day !== null) {
    return { rrule: `FREQ=MONTHLY${int};BYMONTHDAY=${cad.month_day}`, label: w.monthDay(cad.month_day), perWeek, byday: null, stated: true, copies: 1 };
  }
  if (count > 1) {
    const step = Math.floor(28 / count);
    const monthDays = Array.from({ length: Math.min(count, 28) }, (_, i) => 1 + i * step);
    return { rrule: `FREQ=MONTHLY${int};BYMONTHDAY=${monthDays.join(",")}`, label: w.timesAMonth(count), perWeek, byday: null, stated: true, copies: 1 };
  }
  return { rrule: `FREQ=MONTHLY${int}`, label: interval > 1 ? w.everyNMonths(interval) : w.monthly, perWeek, byday: null, stated: true, copies: 1 };
}

/**
 * A stated rhythm that comes round less often than once in `span` days ("quarterly" with a
 * deadline 17 days away): no rhythm of work inside the plan, but how often the work recurs.
 */
export function rhythmBeyond(cad: ReadingCadence | null, span: number): boolean {
  if (!hasRhythm(cad) || cad.nth_weekday !== null || cad.month_day !== null) return false;
  const count = Math.max(1, cad.count ?? 1);
  const interval = Math.max(1, cad.interval ?? 1);
  const days = cad.per === "day" ? 1 : cad.per === "week" ? 7 : cad.per === "month" ? 30 : 365;
  return (days * interval) / count > span;
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The longest session every day of the activity can hold, in minutes: per day the longest
 * window that applies to it (bounded by not_before/not_after), then the shortest of those days —
 * so a session grown by progression still fits on each of its days. Null when nothing bounds it.
 */
export function sessionCap(windows: readonly ReadingWindow[], notBefore: string | null, notAfter: string | null, days: readonly Weekday[] | null = null): number | null {
  const lo = notBefore ? toMinutes(notBefore) : null;
  const hi = notAfter ? toMinutes(notAfter) : null;
  if (!windows.length && lo === null && hi === null) return null;
  // Without windows the scheduler's default day is 07:00–21:00; the bounds move its edges.
  const list = windows.length ? windows : [{ days: null, start: "07:00", end: "21:00" }];
  const width = (x: { start: string; end: string }) => {
    const from = !windows.length && lo !== null ? lo : Math.max(toMinutes(x.start), lo ?? 0);
    const to = !windows.length && hi !== null ? hi : Math.min(toMinutes(x.end), hi ?? 24 * 60);
    return Math.max(0, to - from);
  };
  const perDay = (days ?? ALL_DAYS)
    .map((d) => list.filter((x) => !x.days?.length || x.days.includes(d)).map(width))
    .filter((ws) => ws.length)
    .map((ws) => Math.max(...ws));
  return perDay.length ? Math.min(...perDay) : Math.max(...list.map(width));
}

/** The item's own window for `preferred_window` (its first one; the availability keeps the rest). */
function windowOf(item: ReadingItem | null): TimeWindow | null {
  const x = item?.windows[0];
  if (!x) return null;
  return { start: x.start, end: x.end, ...(x.days?.length ? { days: x.days } : {}) };
}

/** A default length never runs past what the windows hold; a stated one is left as said. */
export function defaultMinutes(c: Ctx, cap: number | null, fallback?: number): number {
  const base = fallback ?? c.sub.session_minutes ?? DEFAULT_SESSION_MINUTES;
  return cap !== null ? Math.max(5, Math.min(base, Math.floor(cap / 5) * 5 || cap)) : base;
}

/** Minutes at a load factor: the stated length as is, else the default grown by `load`, capped. */
export function minutesAt(a: Pick<Activity, "minutes" | "stated" | "cap">, load: number): number {
  if (a.stated) return a.minutes;
  const grown = round5(a.minutes * load);
  return a.cap !== null ? Math.max(5, Math.min(grown, Math.floor(a.cap / 5) * 5 || a.cap)) : grown;
}

/** An activity item that states its own rhythm or times: it is planned in those, not in the main activity's. */
export function ownsTime(item: ReadingItem | null | undefined): item is ReadingItem {
  return !!item && (hasRhythm(item.cadence) || item.days !== null || item.windows.length > 0 || item.fixed_times.length > 0);
}

/** The goal-level fields say when the main activity happens (a rhythm, days, windows or start times). */
function goalStatesTime(r: GoalReading): boolean {
  return hasRhythm(r.cadence) || r.days !== null || r.windows.length > 0 || r.fixed_times.length > 0 || r.session_lengths.length > 0;
}

/**
 * The goal's days and windows say when any work is possible, not when the main activity's sessions
 * are: no rhythm is stated for them ("I can only work on weekdays", "Sunday afternoons 2–5") and
 * they are no sessions of their own (README: such days leave the cadence null). An activity of its
 * own then keeps within them unless it names its own.
 */
export function generalTime(r: GoalReading): boolean {
  return !hasRhythm(r.cadence) && r.windows_are_sessions !== true && r.session_lengths.length === 0;
}

/** Days of an activity with its own time: its own days (else the goal's when they are general, else any), minus the goal's excluded weekdays; null = any. */
function ownDays(reading: GoalReading, item: ReadingItem, general: boolean): Weekday[] | null {
  const excluded = new Set(reading.excluded_days);
  const base = item.days ?? (general ? reading.days : null) ?? (excluded.size ? ALL_DAYS : null);
  return base ? inWeekOrder(base).filter((d) => !excluded.has(d)) : null;
}

/**
 * Lengths named for some days with no rhythm ("30 minutes on weekday evenings and an hour on
 * Saturday mornings") are a session on each of those days (the allowed ones).
 */
function lengthDaysRule(lengthDays: readonly Weekday[], allowed: readonly Weekday[] | null, w: Phrases): Rule | null {
  const days = inWeekOrder(lengthDays).filter((d) => !allowed || allowed.includes(d));
  if (!days.length) return null;
  if (days.length === 7) return { rrule: "FREQ=DAILY", label: w.daily, perWeek: 7, byday: null, stated: true, copies: 1 };
  const isWorkdays = days.length === 5 && WORKDAYS.every((d) => days.includes(d));
  return { rrule: `FREQ=WEEKLY;BYDAY=${days.join(",")}`, label: isWorkdays ? w.everyWeekday : w.weekdaysOn(days), perWeek: days.length, byday: days, stated: true, copies: 1 };
}

/**
 * The picked days with each of `must` among them, as far as `keep` other days are left (the allowed ones): a picked day not in `must`, the nearest in the week,
 * gives way to each missing one ("Saturdays longer" on Monday, Wednesday, Saturday stays; "Sundays longer" there is Monday,
 * Wednesday, Sunday).
 */
function withDaysIn(picked: readonly Weekday[], must: readonly Weekday[], allowed: readonly Weekday[], keep = 0): Weekday[] {
  const out = [...picked];
  const want = inWeekOrder([...new Set(must)]).filter((d) => allowed.includes(d));
  const at = (d: Weekday) => ALL_DAYS.indexOf(d);
  for (const d of want) {
    if (out.includes(d)) continue;
    const free = out.filter((x) => !want.includes(x));
    // (`keep` other days stay: "twice a week, longer on weekends" is one weekday and one weekend day.)
    if (free.length <= keep) break;
    const gap = (x: Weekday) => Math.min(Math.abs(at(x) - at(d)), 7 - Math.abs(at(x) - at(d)));
    const nearest = free.reduce((a, b) => (gap(b) < gap(a) ? b : a));
    out.splice(out.indexOf(nearest), 1, d);
  }
  return inWeekOrder(out);
}

function buildActivity(c: Ctx, title: string, item: ReadingItem | null, main: boolean, fallbackMinutes?: number, avoid: ReadonlySet<Weekday> = new Set()): Activity {
  const r = c.reading;
  // An activity of its own (not the main one, with its own rhythm or times) takes nothing of the
  // main activity's days, windows and start times: those are the main activity's (README "several
  // activities"). The main one keeps its own too when the goal states no time of its own (a
  // project whose one rhythm is "a meeting every Monday at 19:00": its steps are not held to it).
  const own = ownsTime(item) && (!main || !goalStatesTime(r));
  const cadence = item?.cadence ?? r.cadence;
  const dayMinutes = main ? ownDayLengths(r) : [];
  const general = generalTime(r);
  const days = own ? ownDays(r, item, general) : (allowedDays(r, item) ?? (main ? fixedTimeDays(r, cadence) : null));
  // "Sessions around 45 min, Saturdays longer (90 min)": lengths of some days beside a length said for every session are
  // those days' own, not the only days — the usual rhythm, with those days in it (before, the reader's filled-in days made
  // a session every day).
  const overrides = main && !hasRhythm(cadence) && dayMinutes.length > 0 && r.session_minutes !== null;
  const named = !hasRhythm(cadence) && dayMinutes.length && !overrides ? lengthDaysRule(dayMinutes.flatMap((l) => l.days), days, c.w) : null;
  let rule = named ?? ruleFor(cadence, days && days.length < 7 ? days : null, c.w, { keepDaily: cadenceConflict(r) });
  // A weekly count whose days we pick ("twice a week, longer sessions on weekends", "4 runs a week, 90 minutes on
  // Sundays"): the days with a length of their own are among them, beside at least one other day (before, the weekend's
  // length never showed: the two sessions fell on Monday and Friday).
  const weeklyPicked = hasRhythm(cadence) && cadence.per === "week" && !cadence.nth_weekday && rule.byday !== null && (days === null || days.length > rule.byday.length);
  if (main && (overrides || weeklyPicked) && rule.byday && dayMinutes.length) {
    // (Of several lengths, the one most days have is the usual one: "30 minutes, 90 minutes on Sundays" wants Sunday in.)
    const most = dayMinutes.length > 1 ? dayMinutes.reduce((a, b) => (b.days.length > a.days.length ? b : a)) : null;
    const byday = withDaysIn(rule.byday, dayMinutes.filter((l) => l !== most).flatMap((l) => l.days), days ?? ALL_DAYS, overrides ? 0 : 1);
    rule = { ...rule, rrule: rule.rrule.replace(/BYDAY=[A-Z,]+/, `BYDAY=${byday.join(",")}`), byday };
  }
  // Days we pick for another activity go where the activities before it have none, when the week
  // has room: "swim, bike and run twice a week each" was three sessions every Monday and Friday evening.
  if (!main && days === null && rule.byday && cadence?.per === "week" && !cadence.nth_weekday && avoid.size) {
    const free = ALL_DAYS.filter((d) => !avoid.has(d));
    if (free.length >= rule.byday.length) {
      const byday = spreadDays(rule.byday.length, free);
      rule = { ...rule, rrule: rule.rrule.replace(/BYDAY=[A-Z,]+/, `BYDAY=${byday.join(",")}`), byday };
    }
  }
  // Another activity's one stated window with no length of its own is its session ("a conversation
  // class Saturdays 10:00-11:30" is 90 minutes, not our 30-minute default inside it).
  const statedLen = item?.session_minutes ?? (main ? r.session_minutes : itemWindowLength(item));
  const ownWindows = own ? (item.windows.length || item.fixed_times.length ? item.windows : general ? r.windows : []) : [];
  const windows = own ? ownWindows : item?.windows.length ? item.windows : r.windows;
  const cap = sessionCap(windows, r.not_before, r.not_after, rule.byday ?? days);
  // Every day of its sessions has a length of its own: nothing of ours is left to grow.
  const sessionDays = rule.byday ?? days ?? ALL_DAYS;
  const covered = dayMinutes.length > 0 && sessionDays.every((d) => dayMinutes.some((l) => l.days.includes(d)));
  return {
    title,
    rule,
    minutes: statedLen ?? defaultMinutes(c, cap, fallbackMinutes),
    stated: statedLen !== null || covered,
    dayMinutes,
    cap,
    window: own ? null : windowOf(item),
    main,
    ownTime: own
      ? { days, windows: ownWindows.map((x) => ({ start: x.start, end: x.end, ...(x.days?.length ? { days: x.days } : {}) })), fixed_times: item.fixed_times }
      : null,
  };
}

/** The length of an activity item's windows when it states them and they all have one length of at most three hours. */
function itemWindowLength(item: ReadingItem | null): number | null {
  if (!item || item.windows.length === 0 || item.fixed_times.length > 0) return null;
  const lengths = new Set(item.windows.map((w) => parseHm(w.end) - parseHm(w.start)));
  const [only] = [...lengths];
  return lengths.size === 1 && only !== undefined && only >= 15 && only <= 180 ? only : null;
}

/** Minutes of the activity's session on a weekday: the person's own length for that day, else its length at `load`. */
export function minutesOn(a: Pick<Activity, "minutes" | "stated" | "cap" | "dayMinutes">, day: Weekday, load = 1): number {
  return a.dayMinutes.find((l) => l.days.includes(day))?.minutes ?? minutesAt(a, load);
}

/** The longest session the activity has on any of its days (at `load`). */
export function longestSession(a: Pick<Activity, "minutes" | "stated" | "cap" | "dayMinutes" | "rule">, load = 1): number {
  return Math.max(...(a.rule.byday ?? ALL_DAYS).map((d) => minutesOn(a, d, load)));
}

/** Minutes a week of the activity's sessions (at `load`): its days' own lengths where the person gave them. */
export function weeklyMinutes(a: Pick<Activity, "minutes" | "stated" | "cap" | "dayMinutes" | "rule">, load = 1): number {
  const days = a.rule.byday ?? ALL_DAYS;
  const mean = days.reduce((sum, d) => sum + minutesOn(a, d, load), 0) / days.length;
  return a.rule.perWeek * mean;
}

/**
 * The recurring activities of the reading. The main activity is the first activity item whose
 * own rhythm and length (if any) are the goal-level ones (it carries the goal-level fields); when
 * every activity item states something else and the goal states a rhythm too, the main activity
 * is the goal itself, titled `mainTitle`. With no activity items the main activity is the goal.
 */
export function activitiesOf(c: Ctx, mainTitle: string, opts: { fallbackMinutes?: number; secondaryMinutes?: number } = {}): Activity[] {
  const r = c.reading;
  const items = r.items.filter((i) => i.kind === "activity");
  const goalLevel = hasRhythm(r.cadence) || r.session_minutes !== null || r.days !== null || r.session_lengths.length > 0;
  const sameCadence = (a: ReadingCadence | null) => !hasRhythm(a) || JSON.stringify(a) === JSON.stringify(r.cadence);
  // The item the goal-level fields describe: it states nothing else than they do.
  // (An item with days or windows of its own apart from the goal's is another activity:
  // "theory lessons Tuesdays 6-8pm, and I can practice driving on Saturday mornings" — the practice
  // took the lessons' Tuesday evenings and its Saturdays were lost.)
  // (A narrower window inside the goal's — "meditate 6-9" in "mornings" — still agrees.)
  const disjointDays = (i: ReadingItem) => i.days !== null && r.days !== null && !i.days.some((d) => r.days!.includes(d));
  const disjointWindows = (i: ReadingItem) => i.windows.length > 0 && r.windows.length > 0 && !i.windows.some((a) => r.windows.some((b) => a.start < b.end && b.start < a.end));
  const agrees = (i: ReadingItem) =>
    sameCadence(i.cadence) && (i.session_minutes === null || i.session_minutes === r.session_minutes) && !disjointDays(i) && !disjointWindows(i);
  let mainIdx = items.findIndex(agrees);
  if (mainIdx < 0 && !goalLevel && items.length) mainIdx = 0;
  const out: Activity[] = [];
  // The days taken so far (the main activity's first): another activity's days of our choosing avoid them.
  const taken = new Set<Weekday>();
  const add = (a: Activity) => {
    out.push(a);
    for (const d of a.rule.byday ?? []) taken.add(d);
  };
  if (mainIdx < 0) add(buildActivity(c, mainTitle, null, true, opts.fallbackMinutes));
  else add(buildActivity(c, items[mainIdx]!.title, items[mainIdx]!, true, opts.fallbackMinutes));
  items.forEach((item, i) => {
    if (i !== mainIdx) add(buildActivity(c, item.title, item, false, opts.secondaryMinutes ?? opts.fallbackMinutes, taken));
  });
  // The main activity first: templates build around it (it was built first).
  return out;
}

/** The one activity a template builds around, when it only needs the main rhythm and length. */
export function mainActivity(c: Ctx, mainTitle: string, fallbackMinutes?: number): Activity {
  return activitiesOf(c, mainTitle, { fallbackMinutes })[0]!;
}

/**
 * The deliverables in the person's order, sized: an item's own effort; else the reading's total
 * effort shared over the unsized ones (the remainder on the last, so the sum is exact); else
 * `estimateEach` (an estimate the notes say is ours).
 */
export function deliverablesOf(c: Ctx, estimateEach: number): Deliverable[] {
  const items = c.reading.items.filter((i) => i.kind === "deliverable");
  return sizeDeliverables(
    items.map((i) => ({ title: i.title, due: i.due, effort: i.effort_minutes })),
    c.reading.total_effort_minutes,
    estimateEach,
  );
}

export function sizeDeliverables(
  items: readonly { title: string; due: LocalDate | null; effort: number | null }[],
  total: number | null,
  estimateEach: number,
): Deliverable[] {
  const unsized = items.filter((i) => i.effort === null).length;
  const sized = items.reduce((s, i) => s + (i.effort ?? 0), 0);
  const remaining = total !== null ? Math.max(0, total - sized) : null;
  const share = remaining !== null && unsized ? Math.max(5, Math.floor(remaining / unsized / 5) * 5) : estimateEach;
  let left = unsized;
  let given = 0;
  return items.map((i) => {
    if (i.effort !== null) return { title: i.title, due: i.due, effort: i.effort, stated: true };
    left -= 1;
    if (remaining === null) return { title: i.title, due: i.due, effort: estimateEach, stated: false };
    const effort = left === 0 ? Math.max(5, remaining - given) : share;
    given += effort;
    return { title: i.title, due: i.due, effort, stated: true };
  });
}

/**
 * Minutes the person gives each day when their stated length comes with a session every allowed
 * day ("an hour each evening", "30 minutes a day"): the scheduler lets no day hold more. Else null.
 */
export function dailyAllowanceOf(reading: GoalReading): number | null {
  return availabilityFromReading(reading).daily_minutes;
}

/**
 * The first date by which `minutes` of one-off work fit at the scheduler's pace — at most
 * DAILY_TASK_CAP_MINUTES (or the day's stated length, or what the person gives that day) a day, on
 * the days the reading allows — counting from `from`; `limit` bounds the search.
 */
export function dateWorkFits(reading: GoalReading, minutes: number, from: LocalDate, limit: LocalDate): LocalDate {
  const av = availabilityFromReading(reading);
  const days = allowedDays(reading);
  let left = minutes;
  const first = dayNumber(from);
  const last = dayNumber(limit);
  // A weekly rhythm the person stated is their pace for this work too ("every other Wednesday" is
  // one evening a fortnight, not every Wednesday).
  const cad = reading.cadence;
  const weekly = cad?.per === "week" && cad.count !== null && cad.nth_weekday === null ? { count: cad.count, interval: Math.max(1, cad.interval) } : null;
  const used = new Map<number, number>();
  // Every other week counts from the first week that still has one of the person's days.
  let firstWeek: number | null = null;
  for (let d = first; d <= last; d++) {
    const wd = ALL_DAYS[isoWeekday(d) - 1]!;
    if (days && !days.includes(wd)) continue;
    if (weekly) {
      firstWeek ??= isoWeekStart(d);
      const week = Math.floor((isoWeekStart(d) - firstWeek) / 7);
      if (week % weekly.interval !== 0 || (used.get(week) ?? 0) >= weekly.count) continue;
      used.set(week, (used.get(week) ?? 0) + 1);
    }
    const own = av.day_lengths.find((l) => l.days.includes(wd));
    const perDay = Math.min(own?.session_minutes ?? reading.session_minutes ?? av.session_minutes ?? DAILY_TASK_CAP_MINUTES, (own ? own.daily_minutes : av.daily_minutes) ?? Infinity);
    left -= Math.max(5, perDay);
    if (left <= 0) return dateOfDay(d);
  }
  return limit;
}

/** Today still has room for `minutes` of work in the person's windows or at one of their start times. */
export function roomToday(c: Ctx, minutes: number): boolean {
  const cal = allowedCalendar(availabilityFromReading(c.reading), "UTC");
  const day = isoWeekday(dayNumber(c.start));
  if (!cal.days.has(day)) return false;
  const exact = cal.fixed.has(day);
  // A few minutes to spare: a plan made at 18:58 has no 19:00 left to offer.
  const soonest = c.nowMinute + 15;
  return weekdayWindows(cal, day).some(([s, e]) => (exact ? s >= soonest : Math.max(s, soonest) + minutes <= e));
}

/**
 * When a set-up or preparatory step of `minutes` is done: at the person's pace on their days
 * (dateWorkFits), from today when today still has room for a day's share of it, else from the next
 * day. A set-up ends as soon as its work is done; the person's own sessions start after it —
 * seven weeks of one set-up hour a week while they gave five mornings a week is time lost.
 */
export function setUpDue(c: Ctx, minutes: number, steps = 1, first: LocalDate = c.begin): LocalDate {
  const share = Math.min(minutes, c.reading.session_minutes ?? DAILY_TASK_CAP_MINUTES);
  const from = minDate(c.end, first > c.start || roomToday(c, share) ? first : addDays(first, 1));
  // Steps done one after another take a day each in the roadmap (its unit is a whole day).
  return minDate(c.end, maxDate(addDays(from, Math.max(0, steps - 1)), dateWorkFits(c.reading, minutes, from, c.end)));
}
