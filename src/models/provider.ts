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
import { baseUrlAlternatives, jsonModeMessages, modeNote, ServerCompat, type CompatSnapshot, type ToolMode } from "./compat.js";
import { isModelCallError, ModelCallError, type TokenUsage } from "./errors.js";
import { errorText, realRetryDeps, withRetries, type RetryDeps, type RetryEvent, type RetryPolicy } from "./http.js";
import { shapeReply } from "./reply-shape.js";
import { contextOverflow, paramRefusal, toolRefusal } from "./server-errors.js";
import { TIERS, roleTier, type ModelRole, type ModelSettings, type Tier } from "./settings.js";
import { wireFetch } from "./wire.js";

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
  /** This call's output-token limit instead of GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS (a repair after a cut-off reply). */
  maxTokens?: number;
}

export interface ModelReply {
  /** The reply in OpenAI's shape (reply-shape.ts): reasoning stripped, tool calls repaired or read from the text. */
  message: AIMessage;
  model: string;
  usage: TokenUsage;
  /** HTTP attempts (1 + retries). */
  attempts: number;
  /** What was done to get this reply from this server (tool mode, reasoning stripped, usage estimated, …); empty when nothing. */
  notes: string[];
  /** The server's finish_reason, when it sent one. */
  finishReason: string | null;
  /** The reply stopped at the output-token limit ("length", or every allowed token used). */
  truncated: boolean;
  /** The output-token limit the call ran with. */
  maxTokens: number;
  /** The model's refusal, when it refused (OpenAI's `message.refusal`). */
  refusal: string | null;
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
  /** What this process learned about the server (tool modes per model, base URL); null offline. */
  compat?(): CompatSnapshot;
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
  /** Told once per fallback the process settles on (a tool mode, a base URL, a refused parameter); process warnings by default. */
  log?: (line: string) => void;
}

/** How a fallback is announced when nobody injected a logger: one process warning per change. */
export function warnOnce(line: string): void {
  process.emitWarning(line, { code: "GOALGRAPH_MODEL_COMPAT" });
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

/** The environment variables that name `model` (for an error that says what to change). */
function variablesFor(model: string, opts: Pick<OpenAIProviderOptions, "tiers" | "solver" | "settings">): string {
  const vars = TIERS.filter((t) => opts.tiers[t] === model).map((t) => `GOALGRAPH_MODEL_${t.toUpperCase()}`);
  if (opts.solver === model) vars.push("GOALGRAPH_SOLVER_MODEL");
  if (opts.settings.solverFallbacks.includes(model)) vars.push("GOALGRAPH_SOLVER_FALLBACKS");
  return vars.length ? vars.join(" / ") : "GOALGRAPH_MODEL";
}

/**
 * Ollama cuts a prompt longer than the model's num_ctx (2048–4096 by default) without an error,
 * and the model then answers a goal it never saw in full. The only trace is the usage: far fewer
 * prompt tokens counted than were sent (~4 characters a token; CJK text only makes that count low).
 */
export function promptCut(usage: TokenUsage, messages: readonly BaseMessage[], tools: readonly FunctionTool[] = []): string | null {
  if (usage.estimated || usage.input_tokens <= 0) return null;
  const chars = messages.reduce((n, m) => n + (typeof m.content === "string" ? m.content.length : JSON.stringify(m.content).length), 0) + JSON.stringify(tools).length;
  const sent = Math.ceil(chars / 4);
  // A cut prompt fills the context it was cut to (num_ctx: thousands of tokens); a server that
  // counts a handful of tokens is not cutting, it is counting oddly.
  if (usage.input_tokens < 1_000 || usage.input_tokens * 1.5 >= sent) return null;
  return `the server counted ${usage.input_tokens} prompt tokens for about ${sent} sent: it may cut long prompts (Ollama: raise num_ctx)`;
}

/** The largest output-token limit a repair asks for. */
const MAX_REPAIR_TOKENS = 16_384;

/** The output-token limit for a repair of a reply cut off at `used`. */
export function repairTokens(used: number): number {
  return Math.min(MAX_REPAIR_TOKENS, Math.max(2 * used, 4_096));
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
  const compat = new ServerCompat(settings.toolChoice, opts.log ?? warnOnce);
  const transport = wireFetch(opts.fetch ?? globalThis.fetch.bind(globalThis));
  const configuredBase = opts.baseUrl ?? null;
  const models = new Map<string, ChatOpenAICompletions>();
  const chatFor = (model: string, baseUrl: string | null, maxTokens: number): ChatOpenAICompletions => {
    const fixes = compat.paramFixes(model);
    const key = JSON.stringify([model, baseUrl, maxTokens, [...fixes].sort()]);
    let m = models.get(key);
    if (!m) {
      const completionTokens = fixes.has("max_tokens");
      m = new ChatOpenAICompletions({
        model,
        apiKey: opts.apiKey ?? PLACEHOLDER_API_KEY,
        // Our retry layer (http.ts) is the only one: LangChain's AsyncCaller must not retry too.
        maxRetries: 0,
        // Non-streaming keeps `usage` in every reply and the timeout covering the whole body.
        disableStreaming: true,
        // The completion body comes back on the message: finish_reason and refusal live there.
        __includeRawResponse: true,
        ...(completionTokens ? { modelKwargs: { max_completion_tokens: maxTokens } } : { maxTokens }),
        ...(settings.temperature !== null && !fixes.has("temperature") ? { temperature: settings.temperature } : {}),
        configuration: {
          ...(baseUrl ? { baseURL: baseUrl } : {}),
          fetch: transport,
          maxRetries: 0,
        },
      });
      // Output limits vary per call (repairs, budgets fitted to a short context): keep the cache bounded.
      if (models.size >= 64) models.clear();
      models.set(key, m);
    }
    return m;
  };
  const toolChoiceOf = (mode: ToolMode, forced: string | null): unknown => {
    if (forced === null) return "auto";
    if (mode === "function") return { type: "function", function: { name: forced } };
    return mode;
  };
  const chain = [opts.solver, ...settings.solverFallbacks.filter((m) => m !== opts.solver)];

  /** One request in one tool mode against one base URL, under the retry policy. */
  const attempt = async (model: string, messages: BaseMessage[], callOpts: ChatCallOptions, mode: ToolMode, baseUrl: string | null, maxTokens: number) => {
    const chat = chatFor(model, baseUrl, maxTokens);
    const tools = callOpts.tools ?? [];
    const forced = callOpts.toolChoice && callOpts.toolChoice !== "auto" ? callOpts.toolChoice.name : null;
    const json = tools.length > 0 && mode === "json";
    const runnable = tools.length && !json ? chat.bindTools(tools, { tool_choice: toolChoiceOf(mode, forced) } as never) : chat;
    const sent = json ? jsonModeMessages(messages, tools, forced) : messages;
    const label = `${callOpts.label ?? "model call"} [${model}]`;
    return withRetries((signal) => runnable.invoke(sent, { signal, runName: callOpts.label }), policy, deps, {
      signal: callOpts.signal,
      label,
      model,
      onRetry: opts.onRetry ? (e) => opts.onRetry!({ ...e, model }) : undefined,
    });
  };

  /** The error as the operator should read it: what is wrong, and the variable that fixes it. */
  const explain = (e: ModelCallError, model: string, baseUrl: string | null, tried: readonly string[]): ModelCallError => {
    const where = baseUrl ?? "api.openai.com";
    const also = tried.length ? ` (also tried ${tried.join(", ")})` : "";
    const with_ = (message: string, variable: string) => new ModelCallError(e.code, `${e.message} — ${message}`, { httpStatus: e.httpStatus, attempts: e.attempts, cause: e.cause ?? e, variable });
    switch (e.code) {
      case "MODEL_AUTH_FAILED":
        return with_(`the server at ${where} refused the API key: set OPENAI_API_KEY`, "OPENAI_API_KEY");
      case "MODEL_NOT_FOUND":
        return with_(`the server at ${where} has no model "${model}": set ${variablesFor(model, opts)} to a model it serves`, variablesFor(model, opts));
      case "MODEL_BASE_URL_WRONG":
        return with_(`nothing serves POST /chat/completions under OPENAI_BASE_URL=${configuredBase ?? "(unset)"}${also}: set OPENAI_BASE_URL to the API's address (for most servers it ends in /v1)`, "OPENAI_BASE_URL");
      case "MODEL_UNREACHABLE":
        return with_(`nothing answers at ${where}: is the server running, and is OPENAI_BASE_URL right?`, "OPENAI_BASE_URL");
      case "MODEL_BAD_RESPONSE":
        return with_(`OPENAI_BASE_URL=${where} answers, but not as an OpenAI-compatible API: set OPENAI_BASE_URL to the API's address`, "OPENAI_BASE_URL");
      case "MODEL_TOOLS_UNSUPPORTED":
        return with_("the server refused every tool mode, JSON in text included", "GOALGRAPH_MODEL_TOOL_CHOICE");
      default:
        return e;
    }
  };

  /** A prompt that does not fit the model's context: the server's setting, not ours, has to change. */
  const explainOverflow = (e: ModelCallError, model: string, o: { context: number; prompt: number | null }): ModelCallError =>
    new ModelCallError(
      e.code,
      `${e.message} — the request does not fit the context of "${model}"${o.context ? ` (${o.context} tokens${o.prompt !== null ? `, the prompt alone ${o.prompt}` : ""})` : ""}: give the server a longer context (vLLM --max-model-len, llama.cpp -c, Ollama num_ctx) or lower GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS`,
      { httpStatus: e.httpStatus, attempts: e.attempts, cause: e.cause ?? e, variable: "GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS" },
    );

  return {
    kind: "openai",
    settings,
    modelFor: (tier) => opts.tiers[tier],
    modelForRole: (role) => opts.tiers[roleTier(settings, role)],
    solverChain: () => [...new Set(chain)],
    compat: () => compat.snapshot(),
    async call(model, messages, callOpts = {}) {
      const forced = !!callOpts.toolChoice && callOpts.toolChoice !== "auto";
      const hasTools = (callOpts.tools?.length ?? 0) > 0;
      let maxTokens = callOpts.maxTokens ?? settings.maxOutputTokens;
      const notes: string[] = [];
      let mode = compat.mode(model, forced);
      let baseUrl = compat.baseUrl ?? configuredBase;
      const alternatives = configuredBase && compat.baseUrl === null ? baseUrlAlternatives(configuredBase) : [];
      const tried: string[] = [];
      // Bounded: each pass either returns, throws, or moves one step down a finite list (tool
      // modes, base URL alternatives, parameters) that never moves back up.
      for (;;) {
        try {
          const { value, attempts } = await attempt(model, messages, callOpts, mode, baseUrl, maxTokens);
          if (baseUrl !== (compat.baseUrl ?? configuredBase) && baseUrl && configuredBase) {
            compat.useBaseUrl(baseUrl, configuredBase);
            notes.push(`base URL ${baseUrl} (OPENAI_BASE_URL serves no chat completions)`);
          } else if (compat.baseUrl) notes.push(`base URL ${compat.baseUrl}`);
          if (hasTools && mode !== (forced ? "function" : "auto")) {
            notes.push(modeNote(mode, !compat.refused(model)));
            compat.settled(model, mode);
          }
          for (const p of compat.paramFixes(model)) notes.push(p === "max_tokens" ? "max_completion_tokens instead of max_tokens" : "temperature left out");
          const offered = (callOpts.tools ?? []).map((t) => t.function.name);
          const shaped = shapeReply(value as AIMessage, offered);
          notes.push(...shaped.notes);
          const usage = usageOf(shaped.message, messages);
          if (usage.estimated) notes.push("usage estimated (the server sent none)");
          const cut = promptCut(usage, messages, callOpts.tools);
          if (cut) {
            notes.push(cut);
            compat.note(`${model}:prompt-cut`, `model "${model}": ${cut}.`);
          }
          const truncated = shaped.finishReason === "length" || (!usage.estimated && usage.output_tokens >= maxTokens);
          return { message: shaped.message, model, usage, attempts, notes: [...new Set(notes)], finishReason: shaped.finishReason, truncated, maxTokens, refusal: shaped.refusal };
        } catch (e) {
          if (!isModelCallError(e)) throw e;
          const cause = errorText(e.cause ?? e);
          if (e.code === "MODEL_TOOLS_UNSUPPORTED" && hasTools) {
            const next = compat.demote(model, forced, mode, toolRefusal(cause) ?? "choice", cause);
            if (next !== null) {
              mode = next;
              continue;
            }
          }
          // A completion budget that does not fit beside the prompt: ask for what fits, once per call.
          const overflow = e.code === "MODEL_REQUEST_REJECTED" ? contextOverflow(cause) : null;
          if (overflow && overflow.prompt !== null && overflow.context > overflow.prompt) {
            const fits = overflow.context - overflow.prompt - 16;
            if (fits >= 256 && fits < maxTokens) {
              notes.push(`output limit lowered to ${fits} tokens to fit the model's context (${overflow.context})`);
              maxTokens = fits;
              continue;
            }
          }
          if (overflow) throw explainOverflow(e, model, overflow);
          const param = e.code === "MODEL_REQUEST_REJECTED" ? paramRefusal(cause) : null;
          if (param && (param === "max_tokens" || settings.temperature !== null) && compat.refuseParam(model, param, cause)) continue;
          if (e.code === "MODEL_BASE_URL_WRONG" && alternatives.length > tried.length) {
            baseUrl = alternatives[tried.length]!;
            tried.push(baseUrl);
            continue;
          }
          throw explain(e, model, baseUrl, tried);
        }
      }
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
  /** Where the fallbacks the process settles on are announced (once each); process warnings by default. */
  log?: (line: string) => void;
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
    ...(deps.log ? { log: deps.log } : {}),
  });
}
