/**
 * The planner's reader, chosen by the composition root: with a model configured
 * (GOALGRAPH_MODEL_PROVIDER=openai) goals and replies are read by the model-backed reader
 * (src/models/reading: prompts/perceiver.md and prompts/reply-reader.md, structured output, field
 * checks, field-by-field fallback to the offline reading); without one, by the offline reader.
 *
 * Each read gets a BudgetManager seeded from the thread's spend (the request's `spend`), so the
 * session and daily caps hold across reading and planning; a cap reached makes that read offline
 * (the model reader falls back and says so), never a failed run.
 */
import type { GoalReaderPort, ReadingRequest } from "../../graphs/planner/deps.js";
import { offlineReaderPort } from "../../graphs/planner/reader.js";
import { createModelGoalReader, type ModelGoalReader, type OfflineReader } from "../models/reading/goal-reader.js";
import { readGoal } from "../planning/reading/read-goal.js";
import { readReply } from "../planning/reading/read-reply.js";
import { threadModelContext, type ModelRuntime } from "./models.js";

const offline: OfflineReader = {
  readGoal: (text, ctx) => readGoal(text, { now: ctx.now, timezone: ctx.timezone }),
  readReply: (text, reading, ctx) => readReply(text, reading, { now: ctx.now, timezone: ctx.timezone }),
};

export interface ReaderPortOptions {
  /** ALLOW_NEW_SUBTYPE_PROPOSALS. */
  allowProposals: boolean;
}

/** The model-backed reader behind the planner's port. */
export function modelReaderPort(models: Pick<ModelRuntime, "provider" | "prompts" | "stageModels">, opts: ReaderPortOptions): GoalReaderPort {
  const readerFor = (req: ReadingRequest): ModelGoalReader => createModelGoalReader({ ctx: threadModelContext(models, req), offline, allowProposals: opts.allowProposals });
  return {
    kind: "model",
    async readGoal(text, req) {
      const r = await readerFor(req).readGoal(text, { now: req.now, timezone: req.timezone, ...(req.approved ? { approved: req.approved } : {}) });
      return { reading: r.reading, fallbacks: [...r.fallbacks], costUsd: r.cost.cost_usd, failure: r.failure, ...(r.cost.notes ? { modelNotes: r.cost.notes } : {}) };
    },
    async readReply(text, reading, req) {
      const r = await readerFor(req).readReply(text, reading, { now: req.now, timezone: req.timezone });
      return { delta: r.delta, fallbacks: [...r.fallbacks], costUsd: r.cost.cost_usd, failure: r.failure };
    },
  };
}

/** The reader the planner runs with: the model's when a model is configured, else the offline one. */
export function plannerReader(models: ModelRuntime | null, opts: ReaderPortOptions): GoalReaderPort {
  return models ? modelReaderPort(models, opts) : offlineReaderPort;
}
