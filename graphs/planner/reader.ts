/**
 * The planner's default reader: the offline reader of src/planning/reading (language detector,
 * per-language lexicons, the n-gram pattern classifier), behind the GoalReaderPort. It costs
 * nothing and never fails for a well-formed text. The composition root passes the model-backed
 * reader instead when a model is configured (src/app/reader.ts).
 */
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { GoalReaderPort } from "./deps.js";

export const offlineReaderPort: GoalReaderPort = {
  kind: "offline",
  async readGoal(text, ctx) {
    return { reading: readGoal(text, { now: ctx.now, timezone: ctx.timezone }), fallbacks: [], costUsd: 0, failure: null };
  },
  async readReply(text, reading, ctx) {
    return { delta: readReply(text, reading, { now: ctx.now, timezone: ctx.timezone }), fallbacks: [], costUsd: 0, failure: null };
  },
};

export function readerOf(deps: { reader?: GoalReaderPort }): GoalReaderPort {
  return deps.reader ?? offlineReaderPort;
}
