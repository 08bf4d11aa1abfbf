/**
 * The plan's week at a glance: which days and times its recurring sessions take, read back from the
 * schedule's blocks in the plan's own zone. The approval question says it ("Each week: Mon–Fri
 * 20:00–20:30; Sat 09:00–10:00"), so a person can check their stated days, times and lengths without
 * opening the calendar — the count and the first session alone hide a lost Saturday.
 *
 * Pure: blocks in, entries out. An entry is a (task title, start, length) that recurs on some
 * weekdays; a one-off (a quote to get, a mock exam) or an occasional slot is left out. A length that
 * grows over the plan (a build-up) is given as its range.
 */
import type { ScheduleBlock, Weekday } from "../contracts/planning.js";
import { formatHm, instantOf, isoWeekday, isoWeekStart, MS_PER_MINUTE, wallOf, WEEKDAYS } from "./dates.js";

export interface RhythmEntry {
  /** The task's title (the outline node's). */
  task: string;
  days: Weekday[];
  /** Local start "HH:mm". */
  start: string;
  /** Shortest and longest length of these sessions, minutes. */
  minMinutes: number;
  maxMinutes: number;
  /** How many blocks the entry stands for. */
  count: number;
}

/** A slot recurs when it holds at least this share of the weeks its task spans (and twice). */
const RECURRING_SHARE = 0.3;
const MAX_TASKS = 3;
const MAX_ENTRIES_PER_TASK = 4;

/** The recurring slots of a schedule, the busiest task first; [] when nothing recurs. */
export function weeklyRhythm(blocks: readonly ScheduleBlock[], timezone: string, titleOf: (taskId: string) => string): RhythmEntry[] {
  // Weeks are keyed by their Monday's day number. Instants and wall times come from the date
  // module's per-day offset cache: a DateTime per block cost ~10% of a plan's CPU.
  type Slot = { task: string; day: Weekday; start: string; minutes: number[]; weeks: Set<number> };
  const slots = new Map<string, Slot>();
  const taskWeeks = new Map<string, Set<number>>();
  const taskCount = new Map<string, number>();
  for (const b of blocks) {
    const startMs = instantOrNull(b.start, timezone);
    const endMs = instantOrNull(b.end, timezone);
    if (startMs === null || endMs === null) continue;
    const wall = wallOf(startMs, timezone);
    const task = titleOf(b.task_id);
    const day = WEEKDAYS[isoWeekday(wall.day) - 1]!;
    const hm = formatHm(Math.floor(wall.minutes));
    const week = isoWeekStart(wall.day);
    const key = `${task}\u0000${day}\u0000${hm}`;
    const slot = slots.get(key) ?? { task, day, start: hm, minutes: [], weeks: new Set<number>() };
    slot.minutes.push(Math.round((endMs - startMs) / MS_PER_MINUTE));
    slot.weeks.add(week);
    slots.set(key, slot);
    taskWeeks.set(task, (taskWeeks.get(task) ?? new Set<number>()).add(week));
    taskCount.set(task, (taskCount.get(task) ?? 0) + 1);
  }
  // Slots that recur, merged over weekdays with the same start and lengths.
  const entries = new Map<string, RhythmEntry>();
  for (const s of slots.values()) {
    const spanned = spannedWeeks(taskWeeks.get(s.task)!);
    if (s.weeks.size < 2 || s.weeks.size < RECURRING_SHARE * spanned) continue;
    const min = Math.min(...s.minutes);
    const max = Math.max(...s.minutes);
    const key = `${s.task}\u0000${s.start}\u0000${min}\u0000${max}`;
    const e = entries.get(key) ?? { task: s.task, days: [], start: s.start, minMinutes: min, maxMinutes: max, count: 0 };
    e.days.push(s.day);
    e.count += s.minutes.length;
    entries.set(key, e);
  }
  const byTask = new Map<string, RhythmEntry[]>();
  for (const e of mergeGrowing([...entries.values()])) {
    e.days.sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
    byTask.set(e.task, [...(byTask.get(e.task) ?? []), e]);
  }
  const tasks = [...byTask.keys()].sort((a, b) => (taskCount.get(b) ?? 0) - (taskCount.get(a) ?? 0)).slice(0, MAX_TASKS);
  return tasks.flatMap((t) =>
    byTask
      .get(t)!
      .sort((a, b) => b.count - a.count)
      .slice(0, MAX_ENTRIES_PER_TASK)
      .sort((a, b) => WEEKDAYS.indexOf(a.days[0]!) - WEEKDAYS.indexOf(b.days[0]!) || a.start.localeCompare(b.start)),
  );
}

/**
 * Entries of one task and start whose lengths grow over overlapping ranges are one entry ("Mon, Wed,
 * Fri 07:00 (30–65 min)", not a Monday apart because its first run was shorter); lengths that differ
 * by day as stated ("30 min on weekdays, 60 on Saturdays") stay apart.
 */
function mergeGrowing(entries: RhythmEntry[]): RhythmEntry[] {
  const out: RhythmEntry[] = [];
  for (const e of entries) {
    const growing = (x: RhythmEntry) => x.minMinutes < x.maxMinutes;
    const into = out.find((o) => o.task === e.task && o.start === e.start && (growing(o) || growing(e)) && o.minMinutes <= e.maxMinutes && e.minMinutes <= o.maxMinutes);
    if (!into) {
      out.push({ ...e, days: [...e.days] });
      continue;
    }
    into.days.push(...e.days);
    into.minMinutes = Math.min(into.minMinutes, e.minMinutes);
    into.maxMinutes = Math.max(into.maxMinutes, e.maxMinutes);
    into.count += e.count;
  }
  return out;
}

/** A block's instant, or null for a malformed time (such a block is left out, not fatal). */
function instantOrNull(iso: string, zone: string): number | null {
  try {
    return instantOf(iso, zone);
  } catch {
    return null;
  }
}

/** ISO weeks from the first to the last of a set of weeks (their Mondays' day numbers), both included. */
function spannedWeeks(mondays: Set<number>): number {
  return (Math.max(...mondays) - Math.min(...mondays)) / 7 + 1;
}

const LOCALES: Record<string, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES", pt: "pt-PT", nl: "nl-NL", ja: "ja-JP", zh: "zh-CN", it: "it-IT" };
const MINUTES: Record<string, string> = { de: "Min.", ja: "分", zh: "分钟" };
const CJK = new Set(["ja", "zh"]);

const dayNameCache = new Map<string, string[]>();
/** Weekday short names in the language (2026-11-30 is a Monday), made once per language. */
function dayNames(language: string): string[] {
  let names = dayNameCache.get(language);
  if (!names) {
    const fmt = new Intl.DateTimeFormat(LOCALES[language] ?? "en-GB", { weekday: "short", timeZone: "UTC" });
    names = WEEKDAYS.map((_, i) => fmt.format(Date.UTC(2026, 10, 30 + i)).replace(/\.$/, ""));
    dayNameCache.set(language, names);
  }
  return names;
}

/** "Mon–Fri", "Tue, Thu", "Sat": three or more days in a row are a range. */
export function daysText(days: readonly Weekday[], language: string): string {
  const names = dayNames(language);
  const idx = days.map((d) => WEEKDAYS.indexOf(d)).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const i of idx) {
    const run = runs.at(-1);
    if (run && run.at(-1) === i - 1) run.push(i);
    else runs.push([i]);
  }
  const sep = CJK.has(language) ? "、" : ", ";
  return runs.flatMap((r) => (r.length >= 3 ? [`${names[r[0]!]}–${names[r.at(-1)!]}`] : r.map((i) => names[i]!))).join(sep);
}

/** One entry in words: "Mon–Fri 20:00–20:30", or with a growing length "Tue, Thu 18:00 (45–75 min)". */
function entryText(e: RhythmEntry, language: string): string {
  const days = daysText(e.days, language);
  if (e.minMinutes === e.maxMinutes) {
    const [h, m] = e.start.split(":").map(Number);
    const end = formatHm((h! * 60 + m! + e.minMinutes) % 1440);
    return `${days} ${e.start}–${end}`;
  }
  return `${days} ${e.start} (${e.minMinutes}–${e.maxMinutes} ${MINUTES[language] ?? "min"})`;
}

/** The entries as one list in the language: tasks named only when there is more than one. */
export function rhythmText(entries: readonly RhythmEntry[], language: string | null | undefined): string | null {
  if (!entries.length) return null;
  const lang = language && LOCALES[language] ? language : "en";
  const cjk = CJK.has(lang);
  const tasks = [...new Set(entries.map((e) => e.task))];
  const perTask = tasks.map((t) => {
    const list = entries.filter((e) => e.task === t).map((e) => entryText(e, lang)).join(cjk ? "、" : ", ");
    return tasks.length > 1 ? `${t}${cjk ? "：" : ": "}${list}` : list;
  });
  return perTask.join(cjk ? "；" : "; ");
}
