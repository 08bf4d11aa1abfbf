/**
 * The acceptance harness of issue 10's "Done when": a goal of the corpus's held-out part (or of
 * ../shared/bench/goals.jsonl) through the real planner, offline — the offline reader, the real
 * planning StageRunner over the medium loop, in-memory checkpoints and bus — to the approval pause
 * and COMPLETE; every scheduled block checked in the goal's own time zone against the corpus
 * LABEL (the expected reading, not the reader's output: a misreading shows as a violation); each
 * change request applied or reported as not applied, and its plan checked against the label with
 * the request's expected delta.
 */
import { readFileSync } from "node:fs";
import { Command, MemorySaver } from "@langchain/langgraph";
import { DateTime } from "luxon";
import type { GoalReading, GoalReadingDelta, Schedule } from "../../src/contracts/index.js";
import { offlineReaderPort } from "../../graphs/planner/reader.js";
import { compilePlannerGraph, PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import type { PlannerDeps } from "../../graphs/planner/deps.js";
import type { PlannerStateType } from "../../graphs/planner/state.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { messagesFor } from "../../src/planning/messages.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { expectedAsReading } from "../../src/planning/reading/evaluate.js";
import { loadCorpus, type CorpusRecord, type ExpectedDelta, type ExpectedReading } from "../../src/planning/reading/corpus.js";
import { createPlanningStageRunner } from "../../src/stages/index.js";
import { loadConfig } from "../../src/config.js";
import { MemoryBus, testDeps } from "../planner/fakes.js";

/** The constraints a schedule is held to: the label's fields (null / [] = not stated). */
export interface Oracle {
  timezone: string;
  now: string;
  deadline: string | null;
  days: string[] | null;
  windows: { days: string[] | null; start: string; end: string }[];
  not_before: string | null;
  not_after: string | null;
  fixed_times: { days: string[] | null; time: string }[];
  session_minutes: number | null;
  /** How often the main activity runs (the label's cadence): sessions per day, week or month, at most — and somewhere exactly. */
  cadence: ExpectedReading["cadence"];
  /** Dates with nothing scheduled (holidays, trips), inclusive local dates. */
  excluded_dates: { from: string; to: string }[];
  /** An upper bound on the main activity's sessions per week (the bench's "max_sessions_per_week"). */
  max_per_week?: number | null;
  /** Lengths the person gave some days of their own: every session that day is that long, one-off work at most. */
  session_lengths?: OracleDayLength[];
  /** Activities with their own rhythm or times: each has a recurring task of its own, held to them. */
  items?: OracleItem[];
}

export interface AcceptanceGoal {
  id: string;
  source: "heldout" | "bench";
  goal: string;
  now: string;
  timezone: string;
  oracle: Oracle;
  /** The label says the goal cannot be planned as stated (the feasibility check on the label). */
  infeasible: { verdict: string; code: string } | null;
  /** The label says a stated date has passed. */
  pastDate: boolean;
  changes: { text: string; expect: ExpectedDelta }[];
}

const BENCH_FILE = new URL("../../../shared/bench/goals.jsonl", import.meta.url).pathname;

/** The per-day lengths a label states, when the corpus carries them (GoalReading.session_lengths). */
function labelLengths(e: ExpectedReading): OracleDayLength[] {
  return e.session_lengths ?? [];
}

/** The other activities a label states (each with its own rhythm and times), as the oracle holds them. */
function labelItems(e: ExpectedReading): OracleItem[] {
  return (e.activities ?? []).map((a) => ({ title: a.title, days: a.days, windows: a.windows, fixed_times: a.fixed_times, session_minutes: a.session_minutes, cadence: a.cadence }));
}

function oracleOf(r: CorpusRecord): Oracle {
  const e = r.expect;
  // The corpus labels state no excluded dates (no goal of it names one); a chosen alternative or a test's own oracle may.
  return { timezone: r.timezone, now: r.now, deadline: e.deadline, days: e.days, windows: e.windows, not_before: e.not_before, not_after: e.not_after, fixed_times: e.fixed_times, session_minutes: e.session_minutes, cadence: e.cadence, excluded_dates: [], session_lengths: labelLengths(e), items: labelItems(e) };
}

/** The label read as a reading, for the feasibility verdict (the label's effort and issues included). */
function labelReading(r: CorpusRecord): GoalReading {
  const base = expectedAsReading(r);
  return { ...base, total_effort_minutes: r.expect.total_effort_minutes ?? null };
}

export function heldoutGoals(): AcceptanceGoal[] {
  return loadCorpus()
    .filter((r) => r.split === "heldout")
    .map((r) => {
      const reading = labelReading(r);
      const f = assessFeasibility({ reading, availability: availabilityFromReading(reading), now: r.now, timezone: r.timezone });
      return {
        id: r.id,
        source: "heldout" as const,
        goal: r.goal,
        now: r.now,
        timezone: r.timezone,
        oracle: oracleOf(r),
        infeasible: f.verdict === "feasible" ? null : { verdict: f.verdict, code: f.code ?? "" },
        pastDate: (r.expect.issues ?? []).includes("PAST_DATE"),
        changes: r.changes,
      };
    });
}

interface BenchRecord {
  id: string;
  goal: string;
  now: string;
  timezone: string;
  expect: { deadline?: string; max_sessions_per_week?: number; earliest?: string; status?: string };
}

/** The bench goals: their labels state a deadline and an earliest time at most; an escalation goal is labelled so. */
export function benchGoals(file = BENCH_FILE): AcceptanceGoal[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as BenchRecord)
    .map((b) => ({
      id: `bench-${b.id}`,
      source: "bench" as const,
      goal: b.goal,
      now: b.now,
      timezone: b.timezone,
      oracle: {
        timezone: b.timezone,
        now: b.now,
        deadline: b.expect.deadline ?? null,
        days: null,
        windows: [],
        not_before: b.expect.earliest ?? null,
        not_after: null,
        fixed_times: [],
        session_minutes: null,
        // "at most N sessions a week" is the bench's only rhythm label: an upper bound, not a stated count.
        cadence: null,
        max_per_week: b.expect.max_sessions_per_week ?? null,
        excluded_dates: [],
      },
      infeasible: b.expect.status === "needs_scheduling_escalation" ? { verdict: "impossible", code: "" } : null,
      pastDate: false,
      changes: [],
    }));
}

/** The label with a change request's expected delta applied (set replaces, clear resets). */
export function oracleAfter(o: Oracle, delta: ExpectedDelta): Oracle {
  const next: Oracle = { ...o };
  const unset: Partial<Oracle> = { deadline: null, days: null, windows: [], not_before: null, not_after: null, fixed_times: [], session_minutes: null, cadence: null, excluded_dates: [], session_lengths: [] };
  for (const f of delta.clear) if (f in unset) (next as unknown as Record<string, unknown>)[f] = (unset as Record<string, unknown>)[f];
  for (const [f, v] of Object.entries(delta.set)) if (v !== undefined && f in unset) (next as unknown as Record<string, unknown>)[f] = v;
  return next;
}

const hm = (t: DateTime) => t.toFormat("HH:mm");
const WEEK = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** A length the person gave some days of their own (the reading's `session_lengths`). */
export interface OracleDayLength {
  days: string[];
  minutes: number;
}

/** An activity the person named with its own rhythm or times (a reading item of kind "activity"): its task is held to them. */
export interface OracleItem {
  title: string;
  days: string[] | null;
  windows: { days: string[] | null; start: string; end: string }[];
  fixed_times: { days: string[] | null; time: string }[];
  session_minutes: number | null;
  cadence: ExpectedReading["cadence"];
}

/** The constraints one block is held to where it happens: days, windows, start times. */
interface WhereWhen {
  days: string[] | null;
  windows: { days: string[] | null; start: string; end: string }[];
  fixed_times: { days: string[] | null; time: string }[];
}

const norm = (t: string) => t.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** The tasks of an activity item: recurring tasks titled in its words (a copy "(1/2)" of one too). */
export function itemTasks(item: Pick<OracleItem, "title">, recurring: ReadonlySet<string>, titles: ReadonlyMap<string, string>): string[] {
  const want = norm(item.title);
  return [...recurring].filter((id) => {
    const t = norm((titles.get(id) ?? "").replace(/\s*\(\d+\/\d+\)$/, ""));
    return t.length > 0 && (t === want || t.startsWith(`${want} `) || want.startsWith(`${t} `));
  });
}

/** Every way the schedule breaks the label, one line each (empty: it keeps the person's word). */
export function violations(schedule: Schedule, oracle: Oracle, recurring: ReadonlySet<string>, titles: ReadonlyMap<string, string> = new Map()): string[] {
  const out: string[] = [];
  const zone = oracle.timezone;
  const now = DateTime.fromISO(oracle.now, { zone });
  // Each activity the person gave its own rhythm or times is held to those; the rest to the goal's.
  const itemOf = new Map<string, OracleItem>();
  for (const item of oracle.items ?? []) {
    const tasks = itemTasks(item, recurring, titles);
    if (!tasks.length) out.push(`"${item.title}" has no recurring task of its own (tasks: ${[...recurring].map((id) => titles.get(id) ?? id).join("; ")})`);
    for (const t of tasks) itemOf.set(t, item);
  }
  const lengths = oracle.session_lengths ?? [];
  const lengthOn = (day: string) => lengths.find((l) => l.days.includes(day))?.minutes ?? null;
  const mainRecurring = (id: string) => recurring.has(id) && !itemOf.has(id) && !TEMPLATE_COMPANION.test(id);
  for (const b of schedule.blocks) {
    const s = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
    const e = DateTime.fromISO(b.end, { setZone: true }).setZone(zone);
    const day = WEEK[s.weekday - 1]!;
    const at = `${b.task_id} ${s.toFormat("yyyy-MM-dd ccc HH:mm")}–${hm(e)}`;
    const item = itemOf.get(b.task_id);
    if (s < now) out.push(`${at}: before now (${oracle.now})`);
    if (oracle.deadline && s.toISODate()! > oracle.deadline) out.push(`${at}: after the deadline ${oracle.deadline}`);
    const endHm = e.toISODate() !== s.toISODate() ? "24:00" : hm(e);
    const placed = (where: WhereWhen): string[] => {
      const v: string[] = [];
      if (where.days && !where.days.includes(day)) v.push(`${at}: ${day} is not one of ${where.days.join(",")}`);
      // Windows that name their weekdays hold on those days only; a day no window names is unconstrained
      // when every window names its days ("Saturday mornings" says nothing about Tuesday).
      const today = where.windows.filter((w) => w.days === null || w.days.includes(day));
      if (today.length || where.windows.some((w) => w.days === null)) {
        const fits = today.some((w) => hm(s) >= w.start && endHm <= (w.end === "23:59" ? "24:00" : w.end));
        if (!fits) v.push(`${at}: outside the windows ${where.windows.map((w) => `${w.days?.join(",") ?? "any"} ${w.start}–${w.end}`).join("; ")}`);
      }
      const fixed = where.fixed_times.filter((f) => f.days === null || f.days.includes(day));
      if (fixed.length && !fixed.some((f) => f.time === hm(s))) v.push(`${at}: does not start at ${fixed.map((f) => f.time).join(" or ")}`);
      return v;
    };
    // An activity's sessions keep its own days and times; one-off work keeps the goal's, or those of
    // one of the person's activities (a mock theory test in the time they gave theory study).
    const asMain = placed(item ?? oracle);
    if (asMain.length && !item && !recurring.has(b.task_id) && itemOf.size && [...new Set(itemOf.values())].some((i) => placed(i).length === 0)) asMain.length = 0;
    out.push(...asMain);
    if (oracle.not_before && hm(s) < oracle.not_before) out.push(`${at}: before ${oracle.not_before}`);
    if (oracle.not_after && endHm > (oracle.not_after === "23:59" ? "24:00" : oracle.not_after)) out.push(`${at}: ends after ${oracle.not_after}`);
    const minutes = Math.round(e.diff(s, "minutes").minutes);
    if (item) {
      if (item.session_minutes !== null && minutes !== item.session_minutes) out.push(`${at}: a ${minutes}-minute session of "${item.title}", not its stated ${item.session_minutes}`);
      continue;
    }
    // A length the person gave this day: every session of it is that long, one-off work at most that long.
    const own = lengthOn(day);
    if (own !== null) {
      if (mainRecurring(b.task_id) && minutes !== own) out.push(`${at}: a ${minutes}-minute session on ${day}, not the ${own} minutes stated for ${day}`);
      if (!recurring.has(b.task_id) && minutes > own) out.push(`${at}: a ${minutes}-minute block on ${day}, longer than the ${own} minutes stated for ${day}`);
      continue;
    }
    // One-off work comes in blocks of at most the stated length.
    if (oracle.session_minutes !== null && !recurring.has(b.task_id) && minutes > oracle.session_minutes) out.push(`${at}: a ${minutes}-minute block, longer than the stated ${oracle.session_minutes}`);
  }
  // The stated length is the main activity's: some recurring activity has every session at exactly that length
  // (activities a template adds — a weigh-in, a steering review — keep their own; days with a length of their own keep theirs).
  if (oracle.session_minutes !== null) {
    const byTask = new Map<string, number[]>();
    for (const b of schedule.blocks) {
      if (!recurring.has(b.task_id) || itemOf.has(b.task_id)) continue;
      const s = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
      if (lengthOn(WEEK[s.weekday - 1]!) !== null) continue;
      const m = Math.round(DateTime.fromISO(b.end, { setZone: true }).diff(s, "minutes").minutes);
      byTask.set(b.task_id, [...(byTask.get(b.task_id) ?? []), m]);
    }
    if (byTask.size && ![...byTask.values()].some((ms) => ms.every((m) => m === oracle.session_minutes))) {
      out.push(`no recurring activity has its sessions at the stated ${oracle.session_minutes} minutes (${[...byTask.entries()].map(([t, ms]) => `${t}: ${[...new Set(ms)].join("/")} min`).join("; ")})`);
    }
  }
  // The goal's rhythm counts the main activity; each activity item's its own.
  const only = (keep: (id: string) => boolean): Schedule => ({ ...schedule, blocks: schedule.blocks.filter((b) => keep(b.task_id)) });
  out.push(...cadenceViolations(only((id) => !itemOf.has(id)), oracle, recurring));
  for (const item of new Set(itemOf.values())) {
    const tasks = new Set([...itemOf].filter(([, i]) => i === item).map(([id]) => id));
    out.push(...cadenceViolations(only((id) => tasks.has(id)), { ...oracle, cadence: item.cadence, max_per_week: null }, tasks).map((v) => `"${item.title}": ${v}`));
  }
  return out;
}

/**
 * Activities a template adds beside the person's own, on their own rhythm: the weigh-in and meal
 * plan of a weight-loss plan, the steering review of a transformation (outline/weight-loss.ts,
 * outline/transformation.ts). They are not sessions of the activity the cadence counts.
 */
export const TEMPLATE_COMPANION = /^t-(?:weigh-in|meal-plan|steering-review|quit-review)(?:-\d+)?$/;

/**
 * The main activity's sessions, by local day: its recurring tasks' blocks (every block when the
 * plan has no recurring task — a project's work sessions), blocks back to back on a day being one
 * session (a Saturday of 07:00–12:30 work cut into hour blocks is one Saturday session).
 */
export function sessionsByDay(schedule: Schedule, zone: string, recurring: ReadonlySet<string>): { byDay: Map<string, number>; recurring: boolean } {
  const main = (id: string) => recurring.has(id) && !TEMPLATE_COMPANION.test(id);
  const anyRecurring = schedule.blocks.some((b) => main(b.task_id));
  const blocks = schedule.blocks
    .filter((b) => (anyRecurring ? main(b.task_id) : !TEMPLATE_COMPANION.test(b.task_id)))
    .map((b) => ({ s: DateTime.fromISO(b.start, { setZone: true }).setZone(zone), e: DateTime.fromISO(b.end, { setZone: true }).setZone(zone) }))
    .sort((a, b) => a.s.toMillis() - b.s.toMillis());
  const out = new Map<string, number>();
  let lastDay = "";
  let lastEnd = -Infinity;
  for (const b of blocks) {
    const day = b.s.toISODate()!;
    const joined: boolean = lastDay === day && b.s.toMillis() <= lastEnd;
    if (!joined) out.set(day, (out.get(day) ?? 0) + 1);
    lastEnd = joined ? Math.max(lastEnd, b.e.toMillis()) : b.e.toMillis();
    lastDay = day;
  }
  return { byDay: out, recurring: anyRecurring };
}

/**
 * The stated rhythm, counted in the goal's zone: never more sessions per day, week (Monday to
 * Sunday) or calendar month than stated — "every other" counts over that many periods together —
 * and, for recurring sessions, where the plan runs a whole period, the stated number somewhere (a
 * taper or a partial first week may hold fewer). Excluded dates hold nothing at all.
 */
export function cadenceViolations(schedule: Schedule, oracle: Oracle, recurring: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const zone = oracle.timezone;
  for (const b of schedule.blocks) {
    const d = DateTime.fromISO(b.start, { setZone: true }).setZone(zone).toISODate()!;
    const off = oracle.excluded_dates.find((r) => d >= r.from && d <= r.to);
    if (off) out.push(`${b.task_id} ${d}: on an excluded date (${off.from}–${off.to})`);
  }
  const { byDay, recurring: sessions } = sessionsByDay(schedule, zone, recurring);
  if (byDay.size === 0) return out;
  const days = [...byDay.keys()].sort();
  const first = DateTime.fromISO(days[0]!, { zone });
  const last = DateTime.fromISO(days.at(-1)!, { zone });
  // Periods: a key per day / ISO week / month, and the periods the plan covers whole.
  const periodOf = (per: "day" | "week" | "month", d: DateTime) => (per === "day" ? d.toISODate()! : per === "week" ? d.toFormat("kkkk-'W'WW") : d.toFormat("yyyy-MM"));
  const count = (per: "day" | "week" | "month") => {
    const m = new Map<string, number>();
    for (const [d, n] of byDay) {
      const k = periodOf(per, DateTime.fromISO(d, { zone }));
      m.set(k, (m.get(k) ?? 0) + n);
    }
    return m;
  };
  const periodsBetween = (per: "day" | "week" | "month") => {
    const keys: { key: string; whole: boolean }[] = [];
    for (let d = first.startOf(per === "week" ? "week" : per); d <= last; d = d.plus(per === "day" ? { days: 1 } : per === "week" ? { weeks: 1 } : { months: 1 })) {
      const end = d.endOf(per === "week" ? "week" : per);
      keys.push({ key: periodOf(per, d), whole: d >= first.startOf("day") && end <= last.endOf("day") });
    }
    return keys;
  };
  const c = oracle.cadence;
  if (c && c.count !== null && c.per !== null) {
    const per = c.per as "day" | "week" | "month";
    const k = Math.max(1, c.interval ?? 1);
    const counts = count(per);
    const periods = periodsBetween(per);
    const label = `${c.count} per ${k > 1 ? `${k} ${per}s` : per}`;
    let reached = false;
    let wholeWindows = 0;
    const over: string[] = [];
    for (let i = 0; i + k <= periods.length || (i === 0 && periods.length < k); i++) {
      const window = periods.slice(i, i + k);
      const n = window.reduce((s, p) => s + (counts.get(p.key) ?? 0), 0);
      if (n > c.count) over.push(`${window.map((p) => p.key).join("+")}: ${n}`);
      if (window.length === k && window.every((p) => p.whole)) {
        wholeWindows++;
        if (n >= c.count) reached = true;
      }
    }
    if (over.length) out.push(`more sessions than the stated ${label}: ${over.slice(0, 3).join("; ")}${over.length > 3 ? `; … (${over.length})` : ""}`);
    // A project's work fills the stated sessions only as far as it goes: "somewhere exactly" holds for recurring sessions.
    if (sessions && wholeWindows > 0 && !reached) out.push(`the stated ${label} is never reached: at most ${Math.max(0, ...[...counts.values()])} per ${per}`);
  }
  if (oracle.max_per_week) {
    const over = [...count("week").entries()].filter(([, n]) => n > oracle.max_per_week!);
    if (over.length) out.push(`more than the stated ${oracle.max_per_week} sessions a week: ${over.slice(0, 3).map(([w, n]) => `${w}: ${n}`).join("; ")}`);
  }
  return out;
}

/** The date the answer to "by when?" names: about three months after now. */
export function answerDate(now: string): string {
  return DateTime.fromISO(now).plus({ months: 3 }).toISODate()!;
}

/** That date in words every lexicon's fallback reads ("March 9, 2027"; a bare "2027-03-09" reads as a 03–09 window today). */
export function answerText(date: string): string {
  return DateTime.fromISO(date).setLocale("en").toFormat("LLLL d, yyyy");
}

export interface Interrupt {
  kind: string;
  question?: string;
  questions?: { field: string }[];
  choices?: { n: number; id: string; label: string }[];
  [k: string]: unknown;
}

export interface ChangeOutcome {
  text: string;
  /** applied: something of it changed the reading or went to a stage; reported: said not applied, with why; silent: neither. */
  result: "applied" | "reported" | "silent";
  /** The pause after it ("approval", "escalation:CODE", …) and its question. */
  pause: string;
  question: string;
  state: PlannerStateType;
}

/**
 * A change request at the final approval pause of `threadId` (one thread per request, so each is
 * read against the goal's own reading, as the corpus labels it); then the next pause.
 */
export async function requestChange(p: Planner, threadId: string, text: string): Promise<ChangeOutcome> {
  const config = { configurable: { thread_id: threadId }, recursionLimit: PLANNER_RECURSION_LIMIT };
  const state = (await p.graph.invoke(new Command({ resume: `propose changes: ${text}` }), config)) as PlannerStateType;
  const pause = await pending(p, config);
  const record = state.changes.at(-1);
  const question = String(pause?.question ?? "");
  const mine = record !== undefined && record.text === text;
  // The labels in the person's language (src/planning/messages.ts).
  const m = messagesFor(state.reading?.language);
  const passedOn = m.passedOn("\u0000").split("\u0000")[0]!.trim();
  const said = mine && (record.applied.length > 0 ? question.includes(m.applied) : record.passed_on.length > 0 ? question.includes(passedOn) : question.includes(m.notApplied));
  const result = !mine || (pause?.kind === "approval" && !said) ? "silent" : record.applied.length || record.passed_on.length ? "applied" : "reported";
  return { text, result, pause: pause ? (pause.kind === "escalation" ? `escalation:${String(pause.code)}` : pause.kind) : state.stage, question, state };
}

export function makePlanner(reader?: PlannerDeps["reader"]) {
  const t = testDeps(reader ? { reader } : {});
  const bus = new MemoryBus();
  let ms = 0;
  const stageRunner = createPlanningStageRunner({ bus, clock: { nowMs: () => (ms += 1), nowIso: () => "2026-01-01T00:00:00.000Z" }, caps: t.deps.config.caps, ggsParams: loadConfig({}).ggs });
  const graph = compilePlannerGraph({ ...t.deps, config: { ...t.deps.config, caps: { ...t.deps.config.caps, wallTimeSec: 3600 } }, stageRunner }, new MemorySaver());
  return { graph, plans: t.plans };
}

export type Planner = ReturnType<typeof makePlanner>;

export interface Walk {
  /** The pauses met, in order ("clarification", "rfc", "escalation:CODE", "approval"). */
  pauses: string[];
  state: PlannerStateType;
  /** The checkpoint config of the final approval pause (to fork change requests from), or null. */
  approvalAt: { configurable: Record<string, unknown> } | null;
  approvalQuestion: string | null;
  /** The deadline the harness answered (a past date), or null. */
  answered: string | null;
  escalation: Interrupt | null;
  chose: string | null;
  /** The reading fields the chosen alternative set (the person agreed to them). */
  choiceSet: Record<string, unknown> | null;
}

export async function pending(p: Planner, config: { configurable: Record<string, unknown> }): Promise<Interrupt | null> {
  const s = await p.graph.getState(config);
  return (s.tasks.flatMap((t) => t.interrupts.map((i) => i.value as Interrupt))[0] ?? null) as Interrupt | null;
}

/**
 * Runs a goal until the final approval pause: answers a deadline question with a date three
 * months on, rejects a proposed subtype (the nearest known one is used), picks the first choice of
 * an escalation. At most `max` pauses.
 */
export async function toApproval(p: Planner, g: AcceptanceGoal, threadId: string, max = 8): Promise<Walk> {
  const config = { configurable: { thread_id: threadId }, recursionLimit: PLANNER_RECURSION_LIMIT };
  let state = (await p.graph.invoke({ goal: g.goal, timezone: g.timezone, now: g.now }, config)) as PlannerStateType;
  const walk: Walk = { pauses: [], state, approvalAt: null, approvalQuestion: null, answered: null, escalation: null, chose: null, choiceSet: null };
  for (let i = 0; i < max; i++) {
    const pause = await pending(p, config);
    if (!pause) break;
    if (pause.kind === "approval" && pause.target === "plan") {
      walk.pauses.push("approval");
      walk.approvalAt = (await p.graph.getState(config)).config as { configurable: Record<string, unknown> };
      walk.approvalQuestion = String(pause.question ?? "");
      break;
    }
    let reply: string;
    if (pause.kind === "clarification") {
      walk.pauses.push("clarification");
      const fields = (pause.questions ?? []).map((q) => q.field);
      walk.answered = fields.includes("deadline") ? answerDate(g.now) : walk.answered;
      reply = fields.map((f) => (f === "deadline" ? answerText(walk.answered!) : f === "cadence" ? "3 times a week" : "Finish it")).join("\n");
    } else if (pause.kind === "rfc") {
      walk.pauses.push("rfc");
      reply = "reject";
    } else if (pause.kind === "escalation") {
      walk.pauses.push(`escalation:${String(pause.code)}`);
      walk.escalation ??= pause;
      if (!pause.choices?.length) break;
      walk.chose = pause.choices[0]!.label;
      walk.choiceSet = (state.escalation?.choices[0]?.set as Record<string, unknown> | undefined) ?? null;
      reply = "1";
    } else {
      walk.pauses.push(pause.kind);
      reply = "approve";
    }
    state = (await p.graph.invoke(new Command({ resume: reply }), config)) as PlannerStateType;
  }
  walk.state = state;
  return walk;
}

/** The oracle the walk holds the plan to: the label, with what the person then stated (an answered date, a chosen alternative). */
export function oracleFor(g: AcceptanceGoal, walk: Pick<Walk, "answered" | "choiceSet">): Oracle {
  let o: Oracle = { ...g.oracle, deadline: g.oracle.deadline ?? walk.answered };
  if (walk.choiceSet) o = oracleAfter(o, { set: walk.choiceSet as ExpectedDelta["set"], clear: [], not_understood: false });
  return o;
}

/**
 * The oracle with the reading's other activities when the label states none (held-out records are
 * not labelled with them): the goal's other activities are judged by their own days and times.
 */
export function withReadActivities(oracle: Oracle, state: PlannerStateType): Oracle {
  if (oracle.items?.length) return oracle;
  const items = (state.reading?.items ?? []).filter((i) => i.kind === "activity");
  return { ...oracle, items: items.map((a) => ({ title: a.title, days: a.days, windows: a.windows, fixed_times: a.fixed_times, session_minutes: a.session_minutes, cadence: a.cadence })) };
}

/** Task titles of the outline by id (an activity's task is found by the person's words). */
export function taskTitles(state: PlannerStateType): Map<string, string> {
  return new Map((state.outline?.nodes ?? []).map((n) => [n.id, n.title]));
}

/** Recurring task ids of the outline (their blocks are sessions of the stated length). */
export function recurringIds(state: PlannerStateType): Set<string> {
  return new Set((state.outline?.nodes ?? []).filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
}

/**
 * A reader that reads exactly what the corpus labels say (the goal's evaluated fields, each change
 * request's expected delta) and the offline reader's reading for the rest (title, items, level):
 * with it, a violation is the planner's, not a misreading. Texts the corpus does not hold fall
 * back to the offline reader.
 */
export function labelReader(goals: readonly AcceptanceGoal[]): NonNullable<PlannerDeps["reader"]> {
  const records = new Map(loadCorpus().map((r) => [r.goal, r]));
  const changes = new Map(goals.flatMap((g) => g.changes.map((c) => [`${g.goal}\u0000${c.text}`, c.expect] as const)));
  return {
    kind: "offline",
    async readGoal(text, ctx) {
      const out = await offlineReaderPort.readGoal(text, ctx);
      const r = records.get(text);
      if (!r) return out;
      const e = r.expect;
      const reading: GoalReading = {
        ...out.reading,
        pattern: { type: e.pattern_type, subtype: e.subtype, confidence: 1, proposal: null },
        deadline: e.deadline,
        cadence: e.cadence,
        days: e.days,
        excluded_days: [],
        windows: e.windows,
        not_before: e.not_before,
        not_after: e.not_after,
        fixed_times: e.fixed_times,
        session_minutes: e.session_minutes,
        session_lengths: labelLengths(e) as GoalReading["session_lengths"],
        // (A label that states the other activities is the reading's; else the offline reader's items stay.)
        ...(e.activities ? { items: [...out.reading.items.filter((i) => i.kind !== "activity"), ...e.activities.map((a) => ({ ...a, kind: "activity" as const, due: null, effort_minutes: null }))] } : {}),
        total_effort_minutes: e.total_effort_minutes ?? null,
        issues: (e.issues ?? []).includes("PAST_DATE") ? out.reading.issues.filter((i) => i.code === "PAST_DATE").concat(out.reading.issues.some((i) => i.code === "PAST_DATE") ? [] : [{ code: "PAST_DATE", field: "deadline", phrase: "", message: "the date has passed" }]) : [],
      };
      return { ...out, reading };
    },
    async readReply(text, reading, ctx) {
      const goal = [...records.values()].find((r) => r.goal.startsWith(reading.title.replace(/…$/, "")))?.goal;
      const expect = goal ? changes.get(`${goal}\u0000${text}`) : undefined;
      if (!expect) return offlineReaderPort.readReply(text, reading, ctx);
      const fields = [...Object.keys(expect.set), ...expect.clear];
      const parts = expect.not_understood || !fields.length ? [{ text, field: null, status: "not_understood" as const, note: "no field holds it" }] : fields.map((f) => ({ text, field: f, status: "applied" as const, note: "" }));
      return { delta: { set: expect.set as GoalReadingDelta["set"], clear: expect.clear as GoalReadingDelta["clear"], parts }, fallbacks: [], costUsd: 0, failure: null };
    },
  };
}
