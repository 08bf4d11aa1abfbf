/**
 * The goal reader built from an environment the way the service builds its model layer
 * (GOALGRAPH_MODEL_PROVIDER, OPENAI_*, GOALGRAPH_MODEL_* settings, the budget caps), for tools
 * that run outside the service — `npm run eval:goals -- --reader model`. With the offline
 * provider it returns null: there is no model to evaluate.
 *
 * One evaluation run is one session for the budget, capped by the daily budget
 * (GOALGRAPH_DAILY_BUDGET_USD) rather than the per-conversation one, which a corpus of a few
 * hundred readings would pass on purpose; past the cap, readings fall back to offline and say so.
 */
import { loadConfig } from "../../config.js";
import { BudgetManager } from "../budget.js";
import { createModelProvider, type ProviderDeps } from "../provider.js";
import { loadPrompts } from "../prompts.js";
import { parseModelSettings } from "../settings.js";
import type { ModelContext } from "../structured.js";
import { createModelGoalReader, type ModelGoalReader, type OfflineReader } from "./goal-reader.js";

export interface EnvReader extends ModelGoalReader {
  /** The model the reader calls (the perceiver role's tier). */
  readonly model: string;
  /** What this reader has spent so far, in USD. */
  spentUsd(): number;
}

export interface ModelReaderFromEnvOptions {
  env?: Record<string, string | undefined>;
  /** Transport and retry hooks (tests). */
  provider?: ProviderDeps;
  nowMs?: () => number;
}

/** Throws ConfigError (naming the variable) on a configuration the service would refuse. */
export function modelReaderFromEnv(offline: OfflineReader, opts: ModelReaderFromEnvOptions = {}): EnvReader | null {
  const env = opts.env ?? process.env;
  const config = loadConfig(env);
  if (config.model.provider !== "openai") return null;
  const settings = parseModelSettings(env);
  // Checks the configuration as the service does; errors throw ConfigError naming the variable.
  const provider = createModelProvider(config.model, settings, opts.provider ?? {});
  const cap = config.caps.dailyBudgetUsd;
  const budget = new BudgetManager({
    caps: { sessionUsd: cap, dailyUsd: cap, softTurnUsd: cap },
    prices: settings.prices,
    defaultPrice: settings.defaultPrice,
    expectedOutputTokens: settings.maxOutputTokens,
    now: opts.nowMs ?? Date.now,
  });
  const ctx: ModelContext = { provider, prompts: loadPrompts(), budget };
  const reader = createModelGoalReader({ ctx, offline, allowProposals: config.flags.allowNewSubtypeProposals });
  return { ...reader, model: provider.modelForRole("perceiver"), spentUsd: () => budget.snapshot().session_usd };
}
