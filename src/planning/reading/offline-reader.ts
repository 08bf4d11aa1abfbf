/** The offline reader as a GoalReader (what the evaluation and the perceiver call). */
import type { GoalReader } from "./evaluate.js";
import { defaultPatternClassifier, type PatternClassifier } from "./pattern-classifier.js";
import { readGoal } from "./read-goal.js";
import { readReply } from "./read-reply.js";

export function offlineReader(classifier: PatternClassifier = defaultPatternClassifier()): GoalReader {
  return {
    name: "offline",
    readGoal: (text, ctx) => readGoal(text, { ...ctx, classifier }),
    readReply: (text, reading, ctx) => readReply(text, reading, ctx),
  };
}
