/**
 * The model-backed goal reader (issue 9 §2): the configured model reads a goal into the
 * GoalReading — pattern included — and a reply (clarification answer, change request) into a
 * GoalReadingDelta, through one forced function tool each (prompts/perceiver.md,
 * prompts/reply-reader.md; one repair for a reply of the wrong shape). Code then checks the
 * model's reading field by field against the offline reader's reading of the same text and keeps
 * the offline value wherever the model's fails or contradicts it (merge-reading.ts says exactly
 * when). A failing model — transport errors, budget stops, malformed twice — costs nothing but
 * its calls: the reading is the offline one, with every field listed as a fallback.
 *
 * The offline reader is injected (`OfflineReader`), so this module does not depend on which
 * rules or classifier produce it.
 */
import { DateTime } from "luxon";
import type { DeltaField, GoalReading, GoalReadingDelta } from "../../contracts/goal-reading.js";
import { SEED_TAXONOMY, type ApprovedSubtype, type Taxonomy } from "../../planning/patterns.js";
import { ZERO_USAGE, type CallMeta, type ModelFailure } from "../errors.js";
import { OFFLINE_MODEL } from "../provider.js";
import { promptJson } from "../prompts.js";
import { callStructured, type ModelContext } from "../structured.js";
import { checkEnv } from "./check-fields.js";
import { labelsText, patternLabels } from "./labels.js";
import { mergeGoalReading, mergeReplyDelta, offlineDeltaOnly, offlineOnly, type ReadingField } from "./merge-reading.js";
import { ModelGoalReading, ModelReadingDelta } from "./model-schema.js";

/** When and where the person wrote: `now` is ISO-8601 (without an offset it is wall time in `timezone`). */
export interface ReadingContext {
  now: string;
  timezone: string;
}

export interface GoalReadingContext extends ReadingContext {
  /** Subtypes people approved through RFCs; the model may choose them too. */
  approved?: readonly ApprovedSubtype[];
}

/** The offline reader (src/planning/reading), injected. */
export interface OfflineReader {
  readGoal(text: string, ctx: ReadingContext): GoalReading;
  readReply(text: string, reading: GoalReading, ctx: ReadingContext): GoalReadingDelta;
}

/**
 * What the model calls of one read cost (put `cost_usd` into the trace's cost_delta), and `notes`:
 * what was done to get a usable reply from this server (a tool mode, reasoning stripped, usage
 * estimated, …) — the trace's adaptations.
 */
export type ReaderCost = CallMeta;

export interface ReaderFailure {
  code: ModelFailure["code"];
  message: string;
}

export interface GoalReadResult {
  reading: GoalReading;
  /** Fields whose value is the offline reader's because the model's could not be used. */
  fallbacks: ReadingField[];
  reasons: Partial<Record<ReadingField, string>>;
  cost: ReaderCost;
  /** Set when the model gave no usable reading at all. */
  failure: ReaderFailure | null;
}

export interface ReplyReadResult {
  delta: GoalReadingDelta;
  fallbacks: DeltaField[];
  reasons: Partial<Record<DeltaField, string>>;
  cost: ReaderCost;
  failure: ReaderFailure | null;
}

export interface ModelGoalReader {
  readonly kind: "model" | "offline";
  readGoal(text: string, ctx: GoalReadingContext): Promise<GoalReadResult>;
  readReply(text: string, reading: GoalReading, ctx: ReadingContext): Promise<ReplyReadResult>;
}

export interface ModelGoalReaderOptions {
  ctx: ModelContext;
  offline: OfflineReader;
  /** ALLOW_NEW_SUBTYPE_PROPOSALS. Default true. */
  allowProposals?: boolean;
  taxonomy?: Taxonomy;
}

const NO_COST: ReaderCost = { model: OFFLINE_MODEL, usage: ZERO_USAGE, cost_usd: 0, calls: 0 };

function localNow(ctx: ReadingContext): DateTime {
  const dt = DateTime.fromISO(ctx.now, { zone: ctx.timezone });
  if (!dt.isValid) throw new RangeError(`invalid now "${ctx.now}" or timezone "${ctx.timezone}": ${dt.invalidExplanation ?? dt.invalidReason}`);
  return dt;
}

/** "2026-10-05 20:15 (Monday)": the weekday spares the model calendar arithmetic it gets wrong. */
function nowText(dt: DateTime): string {
  return `${dt.toFormat("yyyy-MM-dd HH:mm")} (${dt.setLocale("en").toFormat("cccc")})`;
}

function costOf(meta: CallMeta): ReaderCost {
  return { model: meta.model, usage: meta.usage, cost_usd: meta.cost_usd, calls: meta.calls, ...(meta.notes?.length ? { notes: meta.notes } : {}) };
}

/** The parts of a reading a reply is read against (the model writes full new values from them). */
function readingForReply(r: GoalReading): unknown {
  const { language, title, pattern, deadline, horizon_days, start, cadence, days, excluded_days, excluded_dates, windows, not_before, not_after, fixed_times, session_minutes, total_effort_minutes, level, items } = r;
  return { language, title, pattern: { type: pattern.type, subtype: pattern.subtype }, deadline, horizon_days, start, cadence, days, excluded_days, excluded_dates, windows, not_before, not_after, fixed_times, session_minutes, total_effort_minutes, level, items: items.map((i) => i.title) };
}

export function createModelGoalReader(opts: ModelGoalReaderOptions): ModelGoalReader {
  const { ctx, offline } = opts;
  const allowProposals = opts.allowProposals ?? true;
  const taxonomy = opts.taxonomy ?? SEED_TAXONOMY;
  const hasModel = ctx.provider.kind !== "offline";

  return {
    kind: hasModel ? "model" : "offline",

    async readGoal(text, rctx) {
      // The offline reading comes first: it validates the input and is what every field falls back to.
      const base = offline.readGoal(text, rctx);
      if (!hasModel) return { reading: base, fallbacks: [], reasons: {}, cost: NO_COST, failure: null };
      const now = localNow(rctx);
      const labels = patternLabels(rctx.approved ?? [], taxonomy);
      const prompt = ctx.prompts.render("perceiver", {
        goal: text.trim(),
        now: nowText(now),
        timezone: rctx.timezone,
        labels: labelsText(labels) + (allowProposals ? "" : "\n\nNew subtypes are switched off: choose a listed subtype."),
      });
      const r = await callStructured(ctx, {
        model: ctx.provider.modelForRole("perceiver"),
        schema: ModelGoalReading,
        toolName: "record_goal_reading",
        toolDescription: "Record what the goal says, field by field, with the words each field was read from",
        prompt,
        label: "perceiver",
      });
      if (!r.ok) return { ...offlineOnly(base, `the model gave no usable reading (${r.code})`), cost: costOf(r), failure: { code: r.code, message: r.message } };
      const env = { ...checkEnv(now.toFormat("yyyy-MM-dd")), text, labels, allowProposals };
      try {
        return { ...mergeGoalReading(base, r.value, env), cost: costOf(r), failure: null };
      } catch (e) {
        // The merge only produces contract values; if it ever does not, the offline reading stands.
        const message = `the merged reading broke the contract: ${e instanceof Error ? e.message : String(e)}`;
        return { ...offlineOnly(base, message), cost: costOf(r), failure: { code: "MODEL_OUTPUT_INVALID", message } };
      }
    },

    async readReply(text, reading, rctx) {
      const base = offline.readReply(text, reading, rctx);
      if (!hasModel) return { delta: base, fallbacks: [], reasons: {}, cost: NO_COST, failure: null };
      const now = localNow(rctx);
      const prompt = ctx.prompts.render("reply-reader", {
        reply: text.trim(),
        reading: promptJson(readingForReply(reading)),
        now: nowText(now),
        timezone: rctx.timezone,
      });
      const r = await callStructured(ctx, {
        model: ctx.provider.modelForRole("reply_reader"),
        schema: ModelReadingDelta,
        toolName: "record_reading_change",
        toolDescription: "Record what the reply changes in the reading, part by part",
        prompt,
        label: "reply-reader",
      });
      if (!r.ok) return { ...offlineDeltaOnly(base, `the model gave no usable reading (${r.code})`), cost: costOf(r), failure: { code: r.code, message: r.message } };
      try {
        return { ...mergeReplyDelta(base, r.value, { ...checkEnv(now.toFormat("yyyy-MM-dd")), text }), cost: costOf(r), failure: null };
      } catch (e) {
        const message = `the merged delta broke the contract: ${e instanceof Error ? e.message : String(e)}`;
        return { ...offlineDeltaOnly(base, message), cost: costOf(r), failure: { code: "MODEL_OUTPUT_INVALID", message } };
      }
    },
  };
}
