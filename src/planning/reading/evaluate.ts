/**
 * Scoring a reader against the labelled corpus: exact match per evaluated field (the corpus
 * README's conventions), per language and per split, and exact match of each change request's
 * delta. Pure: the caller loads the corpus and chooses the reader (offline, or model-backed).
 */
import { GoalReading, type GoalReadingDelta, type ReadingItem } from "../../contracts/goal-reading.js";
import type { CorpusRecord, ExpectedDelta, ExpectedReading } from "./corpus.js";

export interface ReaderContext {
  now: string;
  timezone: string;
}

/** Anything that reads goals and replies into the contract; the evaluation is blind to how. */
export interface GoalReader {
  name: string;
  readGoal(text: string, ctx: ReaderContext): GoalReading | Promise<GoalReading>;
  readReply(text: string, reading: GoalReading, ctx: ReaderContext): GoalReadingDelta | Promise<GoalReadingDelta>;
}

export const EVAL_FIELDS = [
  "pattern",
  "subtype",
  "deadline",
  "cadence",
  "days",
  "windows",
  "not_before",
  "not_after",
  "fixed_times",
  "session_minutes",
  "session_lengths",
  "activities",
  "changes",
] as const;
export type EvalField = (typeof EVAL_FIELDS)[number];

export interface Tally {
  correct: number;
  total: number;
}
export type FieldTallies = Record<EvalField, Tally>;

export interface Miss {
  id: string;
  split: string;
  field: EvalField;
  text: string;
  expected: unknown;
  got: unknown;
}

export interface EvalReport {
  reader: string;
  /** split ("train" | "heldout") → language (and "all") → field → tally. */
  splits: Record<string, Record<string, FieldTallies>>;
  /** Pattern confidence of each goal with whether the subtype was right (to measure thresholds). */
  confidences: { id: string; split: string; confidence: number; right: boolean }[];
  misses: Miss[];
}

function emptyTallies(): FieldTallies {
  return Object.fromEntries(EVAL_FIELDS.map((f) => [f, { correct: 0, total: 0 }])) as FieldTallies;
}

/** Order-free canonical JSON: windows and fixed times compare as sets. */
function canon(value: unknown): string {
  if (Array.isArray(value)) {
    const items = value.map(canon);
    return `[${value.length && typeof value[0] === "object" ? items.sort().join(",") : items.join(",")}]`;
  }
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canon((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value ?? null);
}

export const same = (a: unknown, b: unknown): boolean => canon(a) === canon(b);


/** The reading a corpus record expects, as a GoalReading (replies are read against it). */
export function expectedAsReading(r: CorpusRecord): GoalReading {
  const e = r.expect;
  return GoalReading.parse({
    language: r.lang,
    title: r.goal.slice(0, 80),
    pattern: { type: e.pattern_type, subtype: e.subtype, confidence: 1 },
    deadline: e.deadline,
    cadence: e.cadence,
    days: e.days,
    windows: e.windows,
    not_before: e.not_before,
    not_after: e.not_after,
    fixed_times: e.fixed_times,
    session_minutes: e.session_minutes,
    session_lengths: e.session_lengths ?? [],
    items: (e.activities ?? []).map((a) => ({ ...a, kind: "activity" })),
  });
}

const DELTA_EVAL_FIELDS = ["deadline", "cadence", "days", "windows", "not_before", "not_after", "fixed_times", "session_minutes", "session_lengths"] as const;

/** A reading's other activities as the corpus writes them (titles compared without case). */
function activitiesOf(items: readonly ReadingItem[]): unknown[] {
  return items
    .filter((i) => i.kind === "activity")
    .map((i) => ({ title: i.title.toLowerCase().trim(), cadence: i.cadence, days: i.days, windows: i.windows, fixed_times: i.fixed_times, session_minutes: i.session_minutes }));
}

/** A delta as the corpus writes it: evaluated fields only, clear as a sorted list. */
export function deltaAsExpected(d: GoalReadingDelta): ExpectedDelta {
  const set: Record<string, unknown> = {};
  for (const f of DELTA_EVAL_FIELDS) if (d.set[f] !== undefined) set[f] = d.set[f];
  const understood = d.parts.some((p) => p.status !== "not_understood");
  return { set, clear: [...d.clear].filter((f) => (DELTA_EVAL_FIELDS as readonly string[]).includes(f)).sort(), not_understood: !understood };
}

type ReadingField = Exclude<EvalField, "changes">;

function fieldValues(reading: GoalReading): Record<ReadingField, unknown> {
  return {
    pattern: reading.pattern.type,
    subtype: reading.pattern.subtype,
    deadline: reading.deadline,
    cadence: reading.cadence,
    days: reading.days,
    windows: reading.windows,
    not_before: reading.not_before,
    not_after: reading.not_after,
    fixed_times: reading.fixed_times,
    session_minutes: reading.session_minutes,
    session_lengths: reading.session_lengths,
    activities: activitiesOf(reading.items),
  };
}

/** What a record expects per field; `undefined` leaves a field unscored (activities a record does not state). */
function expectedValues(e: ExpectedReading): Record<ReadingField, unknown> {
  return {
    pattern: e.pattern_type,
    subtype: e.subtype,
    deadline: e.deadline,
    cadence: e.cadence,
    days: e.days,
    windows: e.windows,
    not_before: e.not_before,
    not_after: e.not_after,
    fixed_times: e.fixed_times,
    session_minutes: e.session_minutes,
    session_lengths: e.session_lengths ?? [],
    activities: e.activities?.map((a) => ({ ...a, title: a.title.toLowerCase().trim() })),
  };
}

export async function evaluate(records: readonly CorpusRecord[], reader: GoalReader): Promise<EvalReport> {
  const report: EvalReport = { reader: reader.name, splits: {}, confidences: [], misses: [] };
  const count = (split: string, lang: string, field: EvalField, right: boolean) => {
    for (const l of [lang, "all"]) {
      const bySplit = (report.splits[split] ??= {});
      const t = (bySplit[l] ??= emptyTallies())[field];
      t.total++;
      if (right) t.correct++;
    }
  };
  for (const r of records) {
    const ctx = { now: r.now, timezone: r.timezone };
    const reading = await reader.readGoal(r.goal, ctx);
    const got = fieldValues(reading);
    const want = expectedValues(r.expect);
    for (const field of Object.keys(want) as (keyof typeof want)[]) {
      if (want[field] === undefined) continue;
      const right = same(got[field], want[field]);
      count(r.split, r.lang, field, right);
      if (!right) report.misses.push({ id: r.id, split: r.split, field, text: r.goal, expected: want[field], got: got[field] });
    }
    report.confidences.push({ id: r.id, split: r.split, confidence: reading.pattern.confidence, right: reading.pattern.subtype === r.expect.subtype });
    const base = expectedAsReading(r);
    for (const change of r.changes) {
      const delta = deltaAsExpected(await reader.readReply(change.text, base, ctx));
      const want: ExpectedDelta = { set: change.expect.set, clear: [...change.expect.clear].sort(), not_understood: change.expect.not_understood };
      const right = change.expect.not_understood ? delta.not_understood : same(delta, want);
      count(r.split, r.lang, "changes", right);
      if (!right) report.misses.push({ id: r.id, split: r.split, field: "changes", text: `${r.goal} ⟶ ${change.text}`, expected: want, got: delta });
    }
  }
  return report;
}

export function accuracy(t: Tally | undefined): number | null {
  return t && t.total ? t.correct / t.total : null;
}

/** The report as a fixed-width table: one row per split and language, one column per field. */
export function formatReport(report: EvalReport, splits: readonly string[] = ["heldout", "train"]): string {
  const head = ["split", "lang", "n", ...EVAL_FIELDS.map((f) => f.replace("session_minutes", "session").replace("session_lengths", "lengths").replace("activities", "acts").replace("fixed_times", "fixed").replace("not_before", "n_before").replace("not_after", "n_after"))];
  const rows: string[][] = [head];
  for (const split of splits) {
    const langs = report.splits[split];
    if (!langs) continue;
    const order = Object.keys(langs)
      .filter((l) => l !== "all")
      .sort();
    for (const lang of [...order, "all"]) {
      const t = langs[lang]!;
      rows.push([split, lang, String(t.pattern.total), ...EVAL_FIELDS.map((f) => {
        const a = accuracy(t[f]);
        return a === null ? "-" : `${Math.round(a * 100)}%`;
      })]);
    }
  }
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((c, i) => c.padStart(widths[i]!)).join("  ")).join("\n");
}
