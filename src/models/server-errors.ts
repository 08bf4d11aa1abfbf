/**
 * What an OpenAI-compatible server's error text says, in the terms the model layer acts on. Pure.
 *
 * Servers word the same refusal differently (src/models/README.md "How servers differ" lists the
 * sources): vLLM `"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be
 * set`, LM Studio `Invalid tool_choice type: 'object'. Supported string values: none, auto,
 * required`, Ollama `<model> does not support tools`, llama.cpp without --jinja `Unsupported param:
 * tools` (as HTTP 500), LiteLLM `… does not support parameters: ['tools', 'tool_choice']`,
 * OpenRouter `No endpoints found that support tool use` / `… support the provided 'tool_choice' value`
 * (as 404s); model-not-found as vLLM/OpenAI "The model
 * `x` does not exist", Ollama `model "x" not found, try pulling it first`, LiteLLM "Invalid model
 * name passed in model=x"; and a route that does not exist as `404 page not found` (Ollama),
 * `{"detail":"Not Found"}` (vLLM/FastAPI), LM Studio's `Unexpected endpoint or method`.
 */

/** A refusal of the request's tools: the tool_choice form only, or tools altogether. */
export type ToolRefusal = "choice" | "tools";

const TOOLS_REFUSED: readonly RegExp[] = [
  /does not support (?:tools|tool[ _-]?(?:use|calling|calls?)|function[ _-]?call(?:ing|s)?|functions)\b/i,
  /unsupported param(?:eter)?s?\b[^.]{0,20}\btools\b/i,
  /\btools\b[^.]{0,80}\b(?:not supported|unsupported|not permitted|not allowed|extra inputs are not permitted)/i,
  /(?:extra_forbidden|extra inputs are not permitted)[^\]]{0,200}\btools\b/i,
  /does not support parameters:[^\]]*\btools\b/i,
  /no endpoints found that support tool use/i,
  /function calling is not (?:supported|enabled|available)/i,
  /tool (?:use|calling) is not (?:supported|enabled|available)/i,
  // The server cannot take our tool definitions (Gemini's compatibility endpoint on JSON Schema
  // keywords: "Unknown name \"default\" at 'tools[0].function_declarations[0].parameters…'").
  /\btools\[\d+\]\.(?:function|function_declarations)|function_declarations\[\d+\]\.parameters/i,
];

const CHOICE_WORDS = /not supported|unsupported|invalid|requires?|must be|only|not allowed|not permitted|extra inputs|not implemented|expected/i;

/** Whether a rejected request's error text is about its tools (and which part), or something else. */
export function toolRefusal(text: string): ToolRefusal | null {
  if (TOOLS_REFUSED.some((r) => r.test(text))) return "tools";
  if (/only named (?:tools|functions)/i.test(text) || /enable-auto-tool-choice/i.test(text) || /no endpoints found that support the provided 'tool_choice'/i.test(text)) return "choice";
  if (/tool[ _-]?choice/i.test(text) && CHOICE_WORDS.test(text)) return "choice";
  return null;
}

/** Whether the text says the requested model is not there (as opposed to the route). */
export function modelMissing(text: string, model?: string): boolean {
  if (/model_not_found|(?:unknown|invalid|no such) model|not a valid model/i.test(text)) return true;
  // Within one sentence: a dot inside a name ("qwen2.5:14b") does not end it.
  if (/\bmodel\b(?:[^.]|\.(?=\S)){0,160}\b(?:not found|does not exist|doesn't exist|not loaded|is not available|not available|not served|unknown)\b/i.test(text)) return true;
  // The model's own name next to "not found" (`"qwen2.5:14b" not found`): as a whole token, so a
  // short name ("m", "gpt") inside other words does not count.
  if (!model || model.length < 2) return false;
  const name = model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:^|[\\s"'\`(/])${name}(?=$|[\\s"'\`),:])(?:[^.]|\\.(?=\\S)){0,60}\\b(?:not found|does not exist|doesn't exist|not loaded)`, "i").test(text);
}

/** A request parameter this model refuses that can be sent another way or left out. */
export type ParamRefusal = "max_tokens" | "temperature";

/** OpenAI reasoning models behind a proxy alias: "Unsupported parameter: 'max_tokens' … Use 'max_completion_tokens'", "Unsupported value: 'temperature' …". */
export function paramRefusal(text: string): ParamRefusal | null {
  if (/max_tokens/.test(text) && /max_completion_tokens/.test(text)) return "max_tokens";
  if (/unsupported (?:value|parameter)[^.]{0,20}'?temperature'?/i.test(text) || /temperature[^.]{0,60}(?:not supported|unsupported|only the default)/i.test(text)) return "temperature";
  return null;
}

/** Proxies and web servers answer with HTML pages: their title (or first words) instead of the markup. */
export function readableBody(text: string, max = 200): string {
  const t = text.trim();
  if (/<!doctype html|<html[\s>]|<body[\s>]|<head[\s>]/i.test(t)) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(t)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(t)?.[1];
    const words = (title ?? t.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
    return `an HTML page${words ? ` ("${words.slice(0, max)}")` : ""}`;
  }
  const one = t.replace(/\s+/g, " ");
  return one.length <= max ? one : `${one.slice(0, max)}…`;
}

/** An HTTP status an error body states for itself (`{"error":{"code":404}}`, vLLM's `{"object":"error","code":404}`). */
export function statedStatus(...values: unknown[]): number | null {
  for (const v of values) {
    const n = typeof v === "string" && /^\d{3}$/.test(v) ? Number(v) : v;
    if (typeof n === "number" && Number.isInteger(n) && n >= 400 && n <= 599) return n;
  }
  return null;
}

/**
 * A request that does not fit the model's context: vLLM "This model's maximum context length is
 * 4096 tokens. However, you requested 5000 tokens (2952 in the messages, 2048 in the completion)"
 * (newer: "… and your request has 2952 input tokens"), OpenAI "… your messages resulted in N
 * tokens", llama.cpp `exceed_context_size_error` with n_prompt_tokens / n_ctx. `prompt` is null when
 * the text does not say.
 */
export function contextOverflow(text: string): { context: number; prompt: number | null } | null {
  const ctx = /maximum context length is (\d+)/i.exec(text)?.[1] ?? /"n_ctx"\s*:\s*(\d+)/.exec(text)?.[1];
  if (!ctx && !/exceeds? the available context size|context[_ ]length[_ ]exceeded|context window exceeded/i.test(text)) return null;
  const prompt = /(\d+) in the messages|has (\d+) input tokens|messages resulted in (\d+) tokens|"n_prompt_tokens"\s*:\s*(\d+)/i.exec(text);
  const p = prompt ? Number(prompt.slice(1).find((x) => x !== undefined)) : null;
  return { context: ctx ? Number(ctx) : 0, prompt: p };
}
