/**
 * What this process learned about the server and each model, so a fallback found once is used
 * from then on (and logged once, not per call): the tool mode that works, request parameters
 * the model refuses, and the base URL that really serves chat completions.
 *
 * Tool modes, most to least OpenAI-like:
 *   function  tool_choice {type:"function", function:{name}} (OpenAI, vLLM, recent Ollama)
 *   required  tool_choice "required" (LM Studio accepts only strings)
 *   auto      tool_choice "auto" (servers that reject forcing)
 *   json      no tools at all: the schema goes into the prompt and the reply is JSON text
 *             (Ollama models "that do not support tools", llama.cpp without --jinja, deepseek-reasoner)
 * A forced call (structured output) walks function → required → auto → json; a free call (the
 * executor's "auto") walks auto → json. A refusal of the tool_choice form steps one down; a
 * refusal of tools altogether goes to json for both. GOALGRAPH_MODEL_TOOL_CHOICE sets where a
 * model starts.
 */
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import type { FunctionTool } from "./provider.js";
import type { ParamRefusal, ToolRefusal } from "./server-errors.js";

export const TOOL_MODES = ["function", "required", "auto", "json"] as const;
export type ToolMode = (typeof TOOL_MODES)[number];

const FORCED_CHAIN: readonly ToolMode[] = TOOL_MODES;
const FREE_CHAIN: readonly ToolMode[] = ["auto", "json"];

/** How a mode reads in the trace and the log: why the server made us use it, or that the operator chose it. */
export function modeNote(mode: ToolMode, configured = false): string {
  if (configured) return `tool mode ${mode} (GOALGRAPH_MODEL_TOOL_CHOICE)`;
  switch (mode) {
    case "function":
      return "tool_choice named";
    case "required":
      return 'tool_choice "required" (the server refused a named tool_choice)';
    case "auto":
      return 'tool_choice "auto" (the server refused a forced tool_choice)';
    case "json":
      return "JSON in the reply text, schema in the prompt (the server takes no tools)";
  }
}

export interface CompatSnapshot {
  baseUrl: string | null;
  models: Record<string, { forced: ToolMode; free: ToolMode; params: ParamRefusal[] }>;
}

export class ServerCompat {
  private readonly forced = new Map<string, ToolMode>();
  private readonly free = new Map<string, ToolMode>();
  private readonly params = new Map<string, Set<ParamRefusal>>();
  private readonly logged = new Set<string>();
  /** What the server refused each model, for the announcement. */
  private readonly refusals = new Map<string, string>();
  /** The base URL that serves chat completions, when it is not the configured one. */
  baseUrl: string | null = null;

  constructor(
    private readonly start: ToolMode,
    private readonly log: (line: string) => void,
  ) {}

  /** The mode a call starts in. */
  mode(model: string, forced: boolean): ToolMode {
    if (forced) return this.forced.get(model) ?? this.start;
    return this.free.get(model) ?? (this.start === "json" ? "json" : "auto");
  }

  /**
   * The server refused `mode`: the next mode to try (remembered for the model), or null when none
   * is left. Nothing is logged yet: `settled` announces the mode that worked.
   */
  demote(model: string, forced: boolean, mode: ToolMode, refusal: ToolRefusal, reason: string): ToolMode | null {
    let next: ToolMode | null;
    if (refusal === "tools" || mode === "auto") next = mode === "json" ? null : "json";
    else {
      const chain = forced ? FORCED_CHAIN : FREE_CHAIN;
      next = chain[chain.indexOf(mode) + 1] ?? null;
    }
    if (next === null) return null;
    if (next === "json") {
      this.forced.set(model, "json");
      this.free.set(model, "json");
    } else (forced ? this.forced : this.free).set(model, next);
    const refused = mode === "function" ? "a named tool_choice" : mode === "required" ? 'tool_choice "required"' : mode === "auto" ? 'tool_choice "auto"' : "the request";
    const prior = this.refusals.get(model);
    this.refusals.set(model, prior && !prior.includes(refused) ? `${prior}; ${refused} (${reason.slice(0, 160)})` : `${refused} (${reason.slice(0, 160)})`);
    return next;
  }

  /** Whether the server refused this model anything (else a mode other than the default is the operator's choice). */
  refused(model: string): boolean {
    return this.refusals.has(model);
  }

  /** A call in `mode` worked: announced once per model and mode when the server refused its way there. */
  settled(model: string, mode: ToolMode): void {
    const why = this.refusals.get(model);
    if (!why) return;
    this.once(`${model}:${mode}`, `model "${model}": the server refused ${why}; using ${modeNote(mode)} for this model from now on. Set GOALGRAPH_MODEL_TOOL_CHOICE=${mode} to start there.`);
  }

  paramFixes(model: string): ReadonlySet<ParamRefusal> {
    return this.params.get(model) ?? new Set();
  }

  /** The model refused a parameter; false when it was already worked around (then the refusal is something else). */
  refuseParam(model: string, p: ParamRefusal, reason: string): boolean {
    const set = this.params.get(model) ?? new Set<ParamRefusal>();
    if (set.has(p)) return false;
    set.add(p);
    this.params.set(model, set);
    this.once(`${model}:param:${p}`, `model "${model}": the server refused ${p} (${reason.slice(0, 200)}); ${p === "max_tokens" ? "sending max_completion_tokens" : "leaving temperature out"} from now on.`);
    return true;
  }

  useBaseUrl(url: string, configured: string): void {
    if (this.baseUrl === url) return;
    this.baseUrl = url;
    this.once(`base:${url}`, `OPENAI_BASE_URL=${configured} serves no chat completions; ${url} does, and is used from now on. Set OPENAI_BASE_URL=${url}.`);
  }

  /** Something the operator should know about a model, announced once. */
  note(key: string, line: string): void {
    this.once(key, line);
  }

  snapshot(): CompatSnapshot {
    const models = new Set([...this.forced.keys(), ...this.free.keys(), ...this.params.keys()]);
    return {
      baseUrl: this.baseUrl,
      models: Object.fromEntries([...models].map((m) => [m, { forced: this.mode(m, true), free: this.mode(m, false), params: [...this.paramFixes(m)] }])),
    };
  }

  private once(key: string, line: string): void {
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.log(line);
  }
}

/** Alternatives to a base URL that served no chat completions: without a pasted "/chat/completions", with "/v1". */
export function baseUrlAlternatives(base: string): string[] {
  const out: string[] = [];
  const trimmed = base.replace(/\/+$/, "");
  const stripped = trimmed.replace(/\/chat\/completions$/, "");
  if (stripped !== trimmed) out.push(stripped);
  if (!/\/v\d+$/.test(stripped)) out.push(`${stripped}/v1`);
  return out.filter((u) => u !== trimmed);
}

// ── JSON mode ────────────────────────────────────────────────────────────────────────────────

function toolText(t: FunctionTool): string {
  return `- ${t.function.name}: ${t.function.description}\n  arguments (JSON Schema): ${JSON.stringify(t.function.parameters)}`;
}

/** What the model is told when the server takes no tools. */
export function jsonModeInstruction(tools: readonly FunctionTool[], forced: string | null): string {
  const tool = forced ? tools.find((t) => t.function.name === forced) : undefined;
  if (tool) {
    return [
      "This server cannot call tools.",
      `Answer with exactly one JSON object and nothing else: the arguments of "${tool.function.name}" (${tool.function.description}).`,
      `It must match this JSON Schema:\n${JSON.stringify(tool.function.parameters)}`,
    ].join("\n");
  }
  return [
    "This server cannot call tools.",
    'To use a tool, answer with exactly one JSON object and nothing else: {"name": "<tool name>", "arguments": {…}}.',
    `Tools:\n${tools.map(toolText).join("\n")}`,
    "When no tool is needed any more, answer in plain text.",
  ].join("\n");
}

function textOf(m: BaseMessage): string {
  const c = m.content;
  if (typeof c === "string") return c;
  return c.map((p) => (typeof p === "string" ? p : "text" in p && typeof p.text === "string" ? p.text : "")).join("");
}

/**
 * The conversation for a server without tools: the instruction appended to the system message
 * (servers whose chat templates take one system message, first, are common), earlier tool calls
 * as the JSON the model would now write, and tool results as user messages.
 */
export function jsonModeMessages(messages: readonly BaseMessage[], tools: readonly FunctionTool[], forced: string | null): BaseMessage[] {
  const instruction = jsonModeInstruction(tools, forced);
  const names = new Map<string, string>();
  const out: BaseMessage[] = [];
  let instructed = false;
  for (const m of messages) {
    const type = m.getType();
    if (type === "system" && !instructed) {
      out.push(new SystemMessage(`${textOf(m)}\n\n${instruction}`));
      instructed = true;
    } else if (type === "ai" && (m as AIMessage).tool_calls?.length) {
      const calls = (m as AIMessage).tool_calls!;
      for (const c of calls) if (c.id) names.set(c.id, c.name);
      out.push(new AIMessage(calls.map((c) => JSON.stringify({ name: c.name, arguments: c.args })).join("\n")));
    } else if (type === "tool") {
      const id = (m as { tool_call_id?: string }).tool_call_id ?? "";
      out.push(new HumanMessage(`Result of ${names.get(id) ?? "the tool"}:\n${textOf(m)}`));
    } else out.push(m);
  }
  if (!instructed) out.unshift(new SystemMessage(instruction));
  return out;
}
