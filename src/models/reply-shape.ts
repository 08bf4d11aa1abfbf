/**
 * The shape of a model's reply, made the shape OpenAI gives, with a note of every change (pure).
 * What real OpenAI-compatible servers and models send instead (README "How servers differ"):
 * - reasoning in the content: `<think>…</think>` (DeepSeek-R1 and its distills, QwQ, Qwen3 on
 *   servers without a reasoning parser), only the closing `</think>` when the chat template opened
 *   it, `<thinking>` / `<reasoning>` variants. `reasoning_content` / `reasoning` fields are ignored;
 * - tool-call arguments as a JSON object (llama.cpp, some Ollama builds and proxies), as an empty
 *   string, double-encoded, or in fences / with trailing text;
 * - tool names decorated (`functions.record_x`, gpt-oss's `record_x<|channel|>commentary`);
 * - tool calls written into the content instead of `tool_calls`: `<tool_call>{…}</tool_call>`
 *   (Hermes / Qwen templates, LM Studio), `<function=name>{…}</function>`, or the whole content a
 *   `{"name": …, "arguments"|"parameters": …}` object (Ollama qwen2.5-coder, Llama 3.1);
 * - `content: null` with a `refusal` (OpenAI structured outputs), which LangChain drops.
 * JSON in text (`jsonCandidates`) is found in ```json fences, then as every balanced `{…}` in the
 * text, so prose before or after it and several objects do not hide it; trailing commas are forgiven.
 */
import { AIMessage, type InvalidToolCall, type ToolCall } from "@langchain/core/messages";

// ── Text ─────────────────────────────────────────────────────────────────────────────────────

const REASONING_BLOCK = /<(think|thinking|reasoning|reflection)>[\s\S]*?<\/\1>/gi;
const LONE_CLOSE = /^[\s\S]*?<\/(?:think|thinking|reasoning)>/i;
const UNCLOSED = /<(think|thinking|reasoning)>[\s\S]*$/i;

/** The text without the model's reasoning: closed blocks, a prefix closed by a lone `</think>`, an unclosed block at the end. */
export function stripReasoning(text: string): { text: string; stripped: boolean } {
  let t = text.replace(REASONING_BLOCK, "");
  if (LONE_CLOSE.test(t)) t = t.replace(LONE_CLOSE, "");
  t = t.replace(UNCLOSED, "");
  return { text: t.trim(), stripped: t.trim() !== text.trim() };
}

/** Every top-level balanced `{…}` of `text`, in order (braces inside JSON strings do not count). */
function balancedObjects(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === "\\") escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"' && depth > 0) inString = true;
    else if (c === "{") {
      if (depth === 0) start = i;
      depth++;
    } else if (c === "}" && depth > 0) {
      depth--;
      if (depth === 0) out.push(text.slice(start, i + 1));
    }
  }
  return out;
}

/** JSON.parse, then once more without trailing commas (outside strings) — a common slip of small models. */
export function parseLenient(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch (first) {
    let out = "";
    let inString = false;
    let escaped = false;
    for (let i = 0; i < body.length; i++) {
      const c = body[i]!;
      if (inString) {
        out += c;
        if (escaped) escaped = false;
        else if (c === "\\") escaped = true;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      if (c === ",") {
        const rest = body.slice(i + 1).trimStart();
        if (rest.startsWith("}") || rest.startsWith("]")) continue;
      }
      out += c;
    }
    if (out === body) throw first;
    return JSON.parse(out);
  }
}

/** JSON values a text carries, most likely first: fenced blocks, then balanced objects anywhere. */
export function jsonCandidates(raw: string): unknown[] {
  const text = stripReasoning(raw).text;
  const bodies: string[] = [];
  for (const m of text.matchAll(/```[a-zA-Z0-9_-]*[ \t]*\n?([\s\S]*?)```/g)) bodies.push(m[1]!.trim());
  const whole = text.trim();
  if (whole.startsWith("{") || whole.startsWith("[")) bodies.push(whole);
  bodies.push(...balancedObjects(text));
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const b of bodies) {
    if (!b || seen.has(b)) continue;
    seen.add(b);
    try {
      const v = parseLenient(b);
      if (v !== null && typeof v === "object") out.push(v);
    } catch {
      // not JSON; the next candidate may be
    }
  }
  return out;
}

// ── Tool calls ───────────────────────────────────────────────────────────────────────────────

/** A decorated tool name ("functions.x", "x<|channel|>commentary", `"x"`) as the offered name it is, when it is one. */
export function cleanToolName(name: string, offered: readonly string[]): string {
  if (offered.includes(name)) return name;
  const c = name
    .split("<|")[0]!
    .replace(/^["'`\s]+|["'`\s]+$/g, "")
    .replace(/^(?:functions?|tools?)[.:]/, "");
  return offered.includes(c) ? c : name;
}

/** Arguments that are an object, one way or another, or null. */
function argsObject(raw: unknown): Record<string, unknown> | null {
  if (raw && typeof raw === "object" && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== "string") return null;
  if (raw.trim() === "") return {};
  try {
    const v = parseLenient(raw);
    if (typeof v === "string") return argsObject(v);
    if (v && typeof v === "object" && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    const c = jsonCandidates(raw).find((x) => !Array.isArray(x));
    if (c) return c as Record<string, unknown>;
  }
  return null;
}

/** `{"name": …, "arguments"|"parameters": …}` naming an offered tool → that call. */
function wrappedCall(v: unknown, offered: readonly string[]): { name: string; args: Record<string, unknown> } | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const fn = o.function && typeof o.function === "object" ? (o.function as Record<string, unknown>) : o;
  if (typeof fn.name !== "string") return null;
  const name = cleanToolName(fn.name, offered);
  if (!offered.includes(name)) return null;
  const args = argsObject(fn.arguments ?? fn.parameters ?? fn.args ?? {});
  return args ? { name, args } : null;
}

/** Tool calls written into the text: `<tool_call>` blocks, `<function=name>` blocks, or the whole text one call (or a list of them). */
export function toolCallsInText(text: string, offered: readonly string[]): { calls: Array<{ name: string; args: Record<string, unknown> }>; rest: string } {
  const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
  let rest = text;
  for (const m of text.matchAll(/<tool_call>\s*([\s\S]*?)\s*(?:<\/tool_call>|$)/gi)) {
    const c = jsonCandidates(m[1]!).map((v) => wrappedCall(v, offered)).find(Boolean);
    if (c) {
      calls.push(c);
      rest = rest.replace(m[0], "");
    }
  }
  for (const m of text.matchAll(/<function=([\w.-]+)>\s*([\s\S]*?)\s*<\/function>/gi)) {
    const name = cleanToolName(m[1]!, offered);
    const args = argsObject(m[2]!);
    if (offered.includes(name) && args) {
      calls.push({ name, args });
      rest = rest.replace(m[0], "");
    }
  }
  if (calls.length === 0) {
    const body = text.trim().replace(/^```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)```$/, "$1").trim();
    if (body.startsWith("{") || body.startsWith("[")) {
      try {
        const v = parseLenient(body);
        const list = Array.isArray(v) ? v : [v];
        const found = list.map((x) => wrappedCall(x, offered));
        if (found.length > 0 && found.every(Boolean)) {
          calls.push(...(found as Array<{ name: string; args: Record<string, unknown> }>));
          rest = "";
        }
      } catch {
        // prose that starts with a brace
      }
    }
  }
  return { calls, rest: rest.trim() };
}

// ── The reply ────────────────────────────────────────────────────────────────────────────────

export interface ShapedReply {
  message: AIMessage;
  /** What was changed, for the trace. */
  notes: string[];
  finishReason: string | null;
  /** The model's refusal (`message.refusal`), when it refused. */
  refusal: string | null;
}

function textOf(message: AIMessage): string {
  const c = message.content;
  if (typeof c === "string") return c;
  return c.map((p) => (typeof p === "string" ? p : "text" in p && typeof p.text === "string" ? p.text : "")).join("");
}

/**
 * The reply as OpenAI would have sent it. `offered` are the tool names the request offered (also in
 * JSON mode, where they were offered in the prompt); `raw` is the completion body LangChain kept.
 */
export function shapeReply(message: AIMessage, offered: readonly string[]): ShapedReply {
  const notes: string[] = [];
  const raw = message.additional_kwargs?.__raw_response as { choices?: Array<{ finish_reason?: unknown; message?: { refusal?: unknown } }> } | undefined;
  const choice = raw?.choices?.[0];
  const finishReason = typeof choice?.finish_reason === "string" ? choice.finish_reason : typeof message.response_metadata?.finish_reason === "string" ? (message.response_metadata.finish_reason as string) : null;
  const refusal = typeof choice?.message?.refusal === "string" && choice.message.refusal.trim() ? choice.message.refusal.trim() : null;

  const original = textOf(message);
  let { text, stripped } = stripReasoning(original);
  if (stripped) notes.push("reasoning stripped from the reply");

  const toolCalls: ToolCall[] = [];
  const invalid: InvalidToolCall[] = [];
  let renamed = false;
  let objectArgs = false;
  for (const c of message.tool_calls ?? []) {
    const name = cleanToolName(c.name, offered);
    renamed ||= name !== c.name;
    const args = typeof c.args === "string" ? argsObject(c.args) : c.args;
    if (args) toolCalls.push({ ...c, name, args });
    else invalid.push({ name, args: String(c.args), id: c.id, error: "arguments are not a JSON object", type: "invalid_tool_call" });
  }
  for (const c of message.invalid_tool_calls ?? []) {
    const name = c.name === undefined ? undefined : cleanToolName(c.name, offered);
    renamed ||= name !== c.name;
    const args = argsObject(c.args as unknown);
    if (args && name) {
      objectArgs ||= typeof (c.args as unknown) === "object";
      toolCalls.push({ name, args, id: c.id, type: "tool_call" });
    } else invalid.push({ ...c, name });
  }
  if (renamed) notes.push("tool name cleaned");
  if (objectArgs) notes.push("tool arguments sent as an object");
  if (toolCalls.length === 0 && invalid.length === 0 && offered.length > 0 && text) {
    const inText = toolCallsInText(text, offered);
    if (inText.calls.length > 0) {
      inText.calls.forEach((c, i) => toolCalls.push({ name: c.name, args: c.args, id: `text_call_${i}`, type: "tool_call" }));
      text = inText.rest;
      notes.push("tool call read from the reply text");
    }
  }
  if (!text && toolCalls.length === 0 && refusal) {
    text = refusal;
    notes.push("the model refused");
  }

  const { __raw_response: _raw, ...kwargs } = message.additional_kwargs ?? {};
  void _raw;
  const shaped = new AIMessage({
    content: text,
    tool_calls: toolCalls,
    invalid_tool_calls: invalid,
    additional_kwargs: kwargs,
    response_metadata: { ...message.response_metadata, ...(finishReason ? { finish_reason: finishReason } : {}) },
    ...(message.usage_metadata ? { usage_metadata: message.usage_metadata } : {}),
    ...(message.id ? { id: message.id } : {}),
  });
  return { message: shaped, notes, finishReason, refusal };
}
