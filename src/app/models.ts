/**
 * The model half of the composition root: with GOALGRAPH_MODEL_PROVIDER=openai, reads the model
 * settings, checks the configuration (a ConfigError naming every problem stops startup), builds
 * the provider and the prompt library once, and hands the planning StageRunner a per-stage-run
 * BudgetManager factory. With `offline` it builds nothing: the planner runs as it always did.
 *
 * The daily cap needs what other sessions spent today. That figure is read from the bus: every
 * DRAFT stage that spent money publishes its `cost_usd` on the controller's stage_change /
 * blocker interrupt message (idempotent per step, so a re-executed node never counts twice).
 */
import type { SpendPort, SpendSoFar } from "../../graphs/planner/deps.js";
import type { StageModels } from "../stages/model-stage-ports.js";
import type { Config } from "../config.js";
import { ConfigError } from "../errors.js";
import { BudgetManager, type BudgetSnapshot } from "../models/budget.js";
import { checkModelConfig, createModelProvider, type ChatModelProvider, type ModelConfigProblem, type ProviderDeps } from "../models/provider.js";
import { DEFAULT_PROMPTS_DIR, loadPrompts, type PromptLibrary } from "../models/prompts.js";
import { parseModelSettings, type ModelSettings } from "../models/settings.js";
import type { ModelContext } from "../models/structured.js";
import type { BusMessageRepository } from "../store/bus-messages.js";

export interface ModelRuntimeOptions {
  /** Where GOALGRAPH_MODEL_* settings come from (the composition root passes process.env). */
  env: Record<string, string | undefined>;
  /** Epoch ms for budget days. */
  nowMs: () => number;
  promptsDir?: string;
  /** Transport, retry sleeps and retry hooks (tests, proxies). */
  provider?: ProviderDeps;
}

export interface ModelRuntime {
  provider: ChatModelProvider;
  prompts: PromptLibrary;
  settings: ModelSettings;
  /** Warnings of the configuration check (unpriced models, duplicate fallbacks); errors throw. */
  warnings: ModelConfigProblem[];
  stageModels: StageModels;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** null with the offline provider; otherwise the checked, built model layer. Throws ConfigError. */
export function createModelRuntime(config: Pick<Config, "model" | "caps">, opts: ModelRuntimeOptions): ModelRuntime | null {
  if (config.model.provider !== "openai") return null;
  const settings = parseModelSettings(opts.env);
  const report = checkModelConfig(config.model, settings);
  const errors = report.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    throw new ConfigError(
      `model configuration invalid: ${errors.map((p) => `${p.code} (${p.variable}): ${p.message}`).join("; ")}`,
      errors.map((p) => ({ path: p.variable, message: `${p.code}: ${p.message}` })),
    );
  }
  const provider = createModelProvider(config.model, settings, opts.provider ?? {});
  const prompts = loadPrompts(opts.promptsDir ?? DEFAULT_PROMPTS_DIR);
  const caps = { sessionUsd: config.caps.budgetPerSessionUsd, dailyUsd: config.caps.dailyBudgetUsd, softTurnUsd: config.caps.softBudgetPerTurnUsd };
  const stageModels: StageModels = {
    provider,
    prompts,
    today: () => dayOf(opts.nowMs()),
    budget: (snapshot, onStop) =>
      new BudgetManager({
        caps,
        prices: settings.prices,
        defaultPrice: settings.defaultPrice,
        expectedOutputTokens: settings.maxOutputTokens,
        now: opts.nowMs,
        ...(snapshot ? { snapshot } : {}),
        onStop: (s) => onStop({ code: s.code, message: s.message }),
      }),
  };
  return { provider, prompts, settings, warnings: report.problems.filter((p) => p.severity === "warning"), stageModels };
}

/**
 * A ModelContext for one call outside a stage run (reading, questions, summary): its budget starts
 * from the thread's spend so far, so the session and daily caps hold across everything the thread
 * asks a model; a cap reached makes that call fail with a budget code (the caller's offline path
 * stands), never a failed run.
 */
export function threadModelContext(models: Pick<ModelRuntime, "provider" | "prompts" | "stageModels">, req: SpendSoFar): ModelContext {
  const spend = req.spend ?? { sessionUsd: 0, turnUsd: 0, dailyUsd: 0 };
  const snapshot: BudgetSnapshot = {
    session_usd: spend.sessionUsd,
    turn_usd: spend.turnUsd,
    day: models.stageModels.today(),
    daily_usd: spend.dailyUsd,
    calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    unpriced_models: [],
  };
  return { provider: models.provider, prompts: models.prompts, budget: models.stageModels.budget(snapshot, () => undefined) };
}

/**
 * Today's model spend across every thread in this database, from the controller's bus messages.
 * The owner is not on those messages, so the figure is the whole database's (a per-owner cap is
 * therefore conservative: it stops an owner when everyone together reached it).
 */
export function busSpendPort(messages: Pick<BusMessageRepository, "controllerSpendSince">, nowMs: () => number): SpendPort {
  return {
    async spentToday() {
      const usd = await messages.controllerSpendSince(`${dayOf(nowMs())}T00:00:00`);
      return Number.isFinite(usd) && usd > 0 ? usd : 0;
    },
  };
}
