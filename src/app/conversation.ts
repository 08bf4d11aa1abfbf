/**
 * The planner's conversation port, chosen by the composition root: with a model configured
 * (GOALGRAPH_MODEL_PROVIDER=openai) the clarification questions and the plan summary are worded by
 * the model (src/models/roles.ts: prompts/context-elicitor.md and prompts/summarizer.md,
 * structured output, code checks from src/planning/wording-checks.ts with the one repair); when the
 * model fails (transport, budget, invalid output) or its words contradict what code decided (the
 * fields to ask, the plan's days, counts, dates and times), the offline wording is used and the
 * failure is returned for the trace. Without a model, the offline port.
 */
import type { ConversationPort } from "../../graphs/planner/deps.js";
import { offlineConversationPort } from "../../graphs/planner/conversation.js";
import { elicitContextWithModel, summarizeWithModel } from "../models/roles.js";
import { threadModelContext, type ModelRuntime } from "./models.js";

export function modelConversationPort(models: Pick<ModelRuntime, "provider" | "prompts" | "stageModels">): ConversationPort {
  return {
    kind: "model",
    async elicit(req) {
      const r = await elicitContextWithModel(threadModelContext(models, req), req.reading, req.pattern, req.policy, { except: req.except });
      if (r.ok) return { value: r.value, source: r.calls > 0 ? "model" : "offline", costUsd: r.cost_usd, failure: null };
      const offline = await offlineConversationPort.elicit(req);
      return { ...offline, costUsd: r.cost_usd, failure: { code: r.code, message: r.message } };
    },
    async summarize(req) {
      const r = await summarizeWithModel(threadModelContext(models, req), { outline: req.outline, schedule: req.schedule, reading: req.reading }, req.policy);
      if (r.ok) return { value: r.value.text, source: "model", costUsd: r.cost_usd, failure: null };
      const offline = await offlineConversationPort.summarize(req);
      return { ...offline, costUsd: r.cost_usd, failure: { code: r.code, message: r.message } };
    },
  };
}

/** The conversation the planner runs with: the model's when a model is configured, else the offline one. */
export function plannerConversation(models: ModelRuntime | null): ConversationPort {
  return models ? modelConversationPort(models) : offlineConversationPort;
}
