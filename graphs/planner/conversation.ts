/**
 * The planner's default conversation port: the offline ContextElicitor and Summarizer of
 * src/planning/policy-helpers.ts. They cost nothing and never fail. The composition root passes
 * the model-backed port instead when a model is configured (src/app/conversation.ts).
 */
import { elicitContext, summarizePlan } from "../../src/planning/policy-helpers.js";
import type { ConversationPort } from "./deps.js";

export const offlineConversationPort: ConversationPort = {
  kind: "offline",
  async elicit({ reading, pattern, policy, except }) {
    const el = elicitContext(reading, policy, { pattern });
    return { value: { ...el, questions: el.questions.filter((q) => !except.includes(q.field)) }, source: "offline", costUsd: 0, failure: null };
  },
  async summarize({ outline, policy, reading }) {
    return { value: summarizePlan(outline, policy, reading?.language).text, source: "offline", costUsd: 0, failure: null };
  },
};

export function conversationOf(deps: { conversation?: ConversationPort }): ConversationPort {
  return deps.conversation ?? offlineConversationPort;
}
