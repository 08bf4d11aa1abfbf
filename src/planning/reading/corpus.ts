/**
 * The labelled goal corpus (data/goals/*.jsonl): goals written for this project in several
 * languages, each with the GoalReading fields it should produce and change requests with the
 * delta each should produce. The offline classifier trains on `split: "train"` only; the
 * evaluation (`npm run eval:goals`) reports the `heldout` part separately.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { DayLength, FixedTime, LocalDateString, ReadingCadence, ReadingLanguage, ReadingWindow } from "../../contracts/goal-reading.js";
import { PatternType, Weekday, HourMinute } from "../../contracts/planning.js";

/** Another activity than the main one, with its own rhythm and time (a GoalReading item of kind "activity"). */
export const ExpectedActivity = z.strictObject({
  title: z.string().min(1).describe("In the person's words; compared without case"),
  cadence: ReadingCadence.nullable(),
  days: z.array(Weekday).nullable(),
  windows: z.array(ReadingWindow),
  fixed_times: z.array(FixedTime),
  session_minutes: z.number().int().nullable(),
});
export type ExpectedActivity = z.infer<typeof ExpectedActivity>;

/** The evaluated fields of a reading; every record states all of them (null/[] = not stated). */
export const ExpectedReading = z.strictObject({
  pattern_type: PatternType,
  subtype: z.string().nullable(),
  deadline: LocalDateString.nullable(),
  cadence: ReadingCadence.nullable(),
  days: z.array(Weekday).nullable(),
  windows: z.array(ReadingWindow),
  not_before: HourMinute.nullable(),
  not_after: HourMinute.nullable(),
  fixed_times: z.array(FixedTime),
  session_minutes: z.number().int().nullable(),
  session_lengths: z.array(DayLength).optional().describe("Lengths some days have of their own; absent = none ([])"),
  total_effort_minutes: z.number().int().nullable().optional(),
  issues: z.array(z.string()).optional().describe('Issue codes expected, e.g. ["PAST_DATE"]'),
  items: z.array(z.string()).optional().describe("Titles of deliverables/activities the goal names (informative)"),
  activities: z.array(ExpectedActivity).optional().describe("The other activities than the main one, each with its own schedule; scored only where stated"),
});
export type ExpectedReading = z.infer<typeof ExpectedReading>;

/** What a change request should do: the fields it sets (full new values) and the fields it resets. */
export const ExpectedDelta = z.strictObject({
  set: ExpectedReading.pick({
    deadline: true,
    cadence: true,
    days: true,
    windows: true,
    not_before: true,
    not_after: true,
    fixed_times: true,
    session_minutes: true,
    session_lengths: true,
  })
    .partial()
    .strict(),
  clear: z.array(z.string()).default([]),
  not_understood: z.boolean().default(false).describe("The request asks for something no field can express"),
});
export type ExpectedDelta = z.infer<typeof ExpectedDelta>;

export const CorpusRecord = z.strictObject({
  id: z.string().regex(/^[a-z]{2}-[a-z0-9-]+$/),
  lang: ReadingLanguage,
  split: z.enum(["train", "heldout"]),
  now: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "local wall time without offset"),
  timezone: z.string(),
  goal: z.string().min(5),
  expect: ExpectedReading,
  changes: z.array(z.strictObject({ text: z.string().min(1), expect: ExpectedDelta })).default([]),
});
export type CorpusRecord = z.infer<typeof CorpusRecord>;

export const CORPUS_DIR = new URL("../../../data/goals/", import.meta.url).pathname;

export class CorpusError extends Error {
  readonly code = "CORPUS_INVALID";
}

/** Parse one JSONL text; throws CorpusError naming the file, line and field. */
export function parseCorpus(text: string, source = "corpus"): CorpusRecord[] {
  const out: CorpusRecord[] = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch (e) {
      throw new CorpusError(`${source}:${i + 1}: not JSON (${(e as Error).message})`);
    }
    const r = CorpusRecord.safeParse(raw);
    if (!r.success) {
      const first = r.error.issues[0]!;
      throw new CorpusError(`${source}:${i + 1}: ${first.path.join(".")}: ${first.message}`);
    }
    out.push(r.data);
  });
  return out;
}

/** Every *.jsonl file of a directory (default data/goals), ids unique across files. */
export function loadCorpus(dir = CORPUS_DIR): CorpusRecord[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort();
  const all = files.flatMap((f) => parseCorpus(readFileSync(join(dir, f), "utf8"), f));
  const seen = new Set<string>();
  for (const r of all) {
    if (seen.has(r.id)) throw new CorpusError(`duplicate corpus id ${r.id}`);
    seen.add(r.id);
  }
  return all;
}
