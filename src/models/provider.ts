/**
 * The ChatModelProvider seam (DESIGN §4): `offline` (default: model id "offline", every
 * model-backed function falls back to the deterministic implementation) or `openai` (any
 * OpenAI-compatible chat-completions server through @langchain/openai). Built once in the
 * composition root (`createModelProvider`), never inside a node.
 *
 * We use `ChatOpenAICompletions` — the chat-completions half that `ChatOpenAI` delegates to —
 * because `ChatOpenAI` silently switches to the Responses API for some model names
 * ("codex", "*-pro"), which vLLM, Ollama, llama.cpp and LM Studio do not serve.
 *
 * Callbacks are left alone, so LangSmith tracing works through its standard environment
 * variables (LANGSMITH_TRACING, LANGSMITH_API_KEY, LANGSMITH_PROJECT).
 */
import type { BaseMessage, AIMessage } from "@langchain/core/messages";
import { ChatOpenAICompletions } from "@langchain/openai";
import type { Config } from "../config.js";
import { ConfigError } from "../errors.js";
import { ModelCallError, type TokenUsage } from "./errors.js";
import { realRetryDeps, withRetries, type RetryDeps, type RetryEvent, type RetryPolicy } from "./http.js";
import { TIERS, roleTier, type ModelRole, type ModelSettings, type Tier } from "./settings.js";

/** An OpenAI function tool definition (JSON Schema parameters). */
export interface FunctionTool {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatCallOptions {
  tools?: FunctionTool[];
  /** `{ name }` forces that tool (mapped per settings.toolChoice); "auto" lets the model choose. */
  toolChoice?: "auto" | { name: string };
  signal?: AbortSignal;
  /** For error messages and trace run names. */
  label?: string;
}

export interface ModelReply {
  message: AIMessage;
  model: string;
  usage: TokenUsage;
  /** HTTP attempts (1 + retries). */
  attempts: number;
}

export interface ChatModelProvider {
  readonly kind: "offline" | "openai";
  readonly settings: ModelSettings;
  /** Model id for a tier ("offline" for the offline provider). */
  modelFor(tier: Tier): string;
  /** Model id for a role at its configured tier. */
  modelForRole(role: ModelRole): string;
  /** The pinned solver model followed by its fallbacks, in the order they are tried. */
  solverChain(): readonly string[];
  /** One logical chat call under the retry policy. Throws ModelCallError. */
  call(model: string, messages: BaseMessage[], opts?: ChatCallOptions): Promise<ModelReply>;
}

export const OFFLINE_MODEL = "offline";

export function createOfflineProvider(settings: ModelSettings): ChatModelProvider {
  return {
    kind: "offline",
    settings,
    modelFor: () => OFFLINE_MODEL,
    modelForRole: () => OFFLINE_MODEL,
    solverChain: () => [OFFLINE_MODEL],
    call: async () => {
      throw new ModelCallError("MODEL_OFFLINE", "the offline provider makes no model calls; use the offline implementation");
    },
  };
}

export interface OpenAIProviderOptions {
  apiKey?: string;
  baseUrl?: string;
  tiers: Record<Tier, string>;
  solver: string;
  settings: ModelSettings;
  retryDeps?: RetryDeps;
  /** Injected transport (tests, proxies); global fetch by default. */
  fetch?: typeof fetch;
  onRetry?: (e: RetryEvent & { model: string }) => void;
}

/** Local servers ignore the key, but the OpenAI client refuses to start without one. */
export const PLACEHOLDER_API_KEY = "not-needed";

function usageOf(message: AIMessage, messages: readonly BaseMessage[]): TokenUsage {
  const u = message.usage_metadata;
  if (u && (u.input_tokens > 0 || u.output_tokens > 0)) return { input_tokens: u.input_tokens, output_tokens: u.output_tokens, estimated: false };
  // Some servers send no usage: count ~4 characters per token so budgets still move.
  const chars = (v: unknown) => (typeof v === "string" ? v.length : JSON.stringify(v ?? "").length);
  const input = messages.reduce((n, m) => n + chars(m.content), 0);
  const output = chars(message.content) + chars(message.tool_calls ?? []);
  return { input_tokens: Math.ceil(input / 4), output_tokens: Math.ceil(output / 4), estimated: true };
}

export function createOpenAIProvider(opts: OpenAIProviderOptions): ChatModelProvider {
  const { settings } = opts;
  const deps = opts.retryDeps ?? realRetryDeps;
  const policy: RetryPolicy = {
    maxRetries: settings.maxRetries,
    timeoutMs: settings.timeoutMs,
    deadlineMs: settings.deadlineMs,
    retryBaseMs: settings.retryBaseMs,
    retryMaxMs: settings.retryMaxMs,
    retryAfterCapMs: settings.retryAfterCapMs,
  };
  const models = new Map<string, ChatOpenAICompletions>();
  const chatFor = (model: string): ChatOpenAICompletions => {
    let m = models.get(model);
    if (!m) {
      m = new ChatOpenAICompletions({
        model,
        apiKey: opts.apiKey ?? PLACEHOLDER_API_KEY,
        // Our retry layer (http.ts) is the only one: LangChain's AsyncCaller must not retry too.
        maxRetries: 0,
        // Non-streaming keeps `usage` in every reply and the timeout covering the whole body.
        disableStreaming: true,
        maxTokens: settings.maxOutputTokens,
        ...(settings.temperature !== null ? { temperature: settings.temperature } : {}),
        configuration: {
          ...(opts.baseUrl ? { baseURL: opts.baseUrl } : {}),
          ...(opts.fetch ? { fetch: opts.fetch } : {}),
          maxRetries: 0,
        },
      });
      models.set(model, m);
    }
    return m;
  };
  const toolChoiceFor = (choice: ChatCallOptions["toolChoice"]): unknown => {
    if (choice === undefined || choice === "auto") return "auto";
    if (settings.toolChoice === "function") return { type: "function", function: { name: choice.name } };
    return settings.toolChoice;
  };
  const chain = [opts.solver, ...settings.solverFallbacks.filter((m) => m !== opts.solver)];
  return {
    kind: "openai",
    settings,
    modelFor: (tier) => opts.tiers[tier],
    modelForRole: (role) => opts.tiers[roleTier(settings, role)],
    solverChain: () => [...new Set(chain)],
    async call(model, messages, callOpts = {}) {
      const chat = chatFor(model);
      const runnable = callOpts.tools?.length ? chat.bindTools(callOpts.tools, { tool_choice: toolChoiceFor(callOpts.toolChoice) } as never) : chat;
      const label = `${callOpts.label ?? "model call"} [${model}]`;
      const { value, attempts } = await withRetries((signal) => runnable.invoke(messages, { signal, runName: callOpts.label }), policy, deps, {
        signal: callOpts.signal,
        label,
        onRetry: opts.onRetry ? (e) => opts.onRetry!({ ...e, model }) : undefined,
      });
      return { message: value as AIMessage, model, usage: usageOf(value as AIMessage, messages), attempts };
    },
  };
}

// ── Configuration checks ─────────────────────────────────────────────────────────────────────

export type ModelConfigCode =
  | "MODEL_NO_CREDENTIALS"
  | "MODEL_TIER_UNSET"
  | "MODEL_SOLVER_UNSET"
  | "MODEL_PRICE_UNKNOWN"
  | "MODEL_SOLVER_FALLBACK_DUPLICATE";

export interface ModelConfigProblem {
  code: ModelConfigCode;
  severity: "error" | "warning";
  /** The environment variable to change. */
  variable: string;
  message: string;
}

export interface ModelConfigReport {
  ok: boolean;
  problems: ModelConfigProblem[];
}

/** Everything wrong with the model configuration, each with a code and the variable to fix. */
export function checkModelConfig(model: Config["model"], settings: ModelSettings): ModelConfigReport {
  const problems: ModelConfigProblem[] = [];
  // No MODEL_TIER_ORDER check ("R4b reasoning ≥ R2's", seed v0.8): R2 is the catalogue policy in
  // code, not a model, so no configuration can put R4b below it.
  if (model.provider === "openai") {
    if (!model.apiKey && !model.baseUrl) {
      problems.push({
        code: "MODEL_NO_CREDENTIALS",
        severity: "error",
        variable: "OPENAI_API_KEY",
        message: "GOALGRAPH_MODEL_PROVIDER=openai needs OPENAI_API_KEY (for api.openai.com) or OPENAI_BASE_URL (for a local OpenAI-compatible server)",
      });
    }
    for (const tier of TIERS) {
      if (!model.tiers[tier]) {
        problems.push({
          code: "MODEL_TIER_UNSET",
          severity: "error",
          variable: `GOALGRAPH_MODEL_${tier.toUpperCase()}`,
          message: `no model name for the ${tier} tier: set GOALGRAPH_MODEL_${tier.toUpperCase()} or GOALGRAPH_MODEL`,
        });
      }
    }
    if (!model.solver) {
      problems.push({ code: "MODEL_SOLVER_UNSET", severity: "error", variable: "GOALGRAPH_SOLVER_MODEL", message: "no pinned solver model: set GOALGRAPH_SOLVER_MODEL or GOALGRAPH_MODEL" });
    }
    if (model.solver && settings.solverFallbacks.includes(model.solver)) {
      problems.push({
        code: "MODEL_SOLVER_FALLBACK_DUPLICATE",
        severity: "warning",
        variable: "GOALGRAPH_SOLVER_FALLBACKS",
        message: `the pinned solver "${model.solver}" is also listed as its own fallback; it is tried once`,
      });
    }
    const used = [...new Set([...TIERS.map((t) => model.tiers[t]), model.solver, ...settings.solverFallbacks].filter((m): m is string => !!m))];
    for (const m of used) {
      if (!settings.prices[m]) {
        problems.push({
          code: "MODEL_PRICE_UNKNOWN",
          severity: "warning",
          variable: "GOALGRAPH_MODEL_PRICES",
          message: `no price for model "${m}": the conservative default (${settings.defaultPrice.input}/${settings.defaultPrice.output} USD per 1M tokens in/out) is charged`,
        });
      }
    }
  }
  return { ok: problems.every((p) => p.severity !== "error"), problems };
}

export interface ProviderDeps {
  retryDeps?: RetryDeps;
  fetch?: typeof fetch;
  onRetry?: OpenAIProviderOptions["onRetry"];
}

/** Composition-root factory: checks the configuration (errors throw ConfigError) and builds the provider. */
export function createModelProvider(model: Config["model"], settings: ModelSettings, deps: ProviderDeps = {}): ChatModelProvider {
  const report = checkModelConfig(model, settings);
  const errors = report.problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    throw new ConfigError(
      `model configuration invalid: ${errors.map((p) => `${p.code} (${p.variable}): ${p.message}`).join("; ")}`,
      errors.map((p) => ({ path: p.variable, message: `${p.code}: ${p.message}` })),
    );
  }
  if (model.provider === "offline") return createOfflineProvider(settings);
  return createOpenAIProvider({
    apiKey: model.apiKey,
    baseUrl: model.baseUrl,
    tiers: { light: model.tiers.light!, standard: model.tiers.standard!, heavy: model.tiers.heavy! },
    solver: model.solver!,
    settings,
    retryDeps: deps.retryDeps,
    fetch: deps.fetch,
    onRetry: deps.onRetry,
  });
}
