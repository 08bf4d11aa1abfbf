/**
 * The transport the OpenAI client uses, wrapped so that a 2xx that is not a chat completion becomes
 * the HTTP error it really is before LangChain reads it (it would otherwise fail on the missing
 * `choices` with a TypeError nobody can act on):
 * - `{"error": {...}}` or vLLM's `{"object": "error", …}` with HTTP 200 (RunPod, some gateways,
 *   LiteLLM's `null` body) → the status the body states, else one its words imply (model not
 *   found → 404, tools refused → 400, LM Studio's "Unexpected endpoint or method" → 404), else 502;
 * - a body that is not JSON (a proxy's login or error page, a web UI at the base URL) or has no
 *   choices → 502 marked `x-goalgraph-wire: not-a-completion`, which the retry layer reads as
 *   MODEL_BAD_RESPONSE (final: asking again gets the same page).
 * Real completions pass through untouched; an error body without an `error` key gets one (below).
 */
import { modelMissing, readableBody, statedStatus, toolRefusal } from "./server-errors.js";

export const WIRE_HEADER = "x-goalgraph-wire";
export type WireMark = "not-a-completion" | "error-in-2xx";

function synthesized(status: number, message: string, mark: WireMark, from: Response): Response {
  const headers = new Headers({ "content-type": "application/json", [WIRE_HEADER]: mark });
  const retryAfter = from.headers.get("retry-after");
  if (retryAfter) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify({ error: { message, type: "goalgraph_wire", code: status } }), { status, headers });
}

function errorOf(body: Record<string, unknown>): { message: string; status: number | null } | null {
  const e = body.error;
  if (typeof e === "string" && e.trim()) return { message: e, status: statedStatus(body.code, body.status) };
  if (e && typeof e === "object") {
    const o = e as Record<string, unknown>;
    const message = typeof o.message === "string" ? o.message : JSON.stringify(o);
    return { message, status: statedStatus(o.code, o.status, body.code, body.status) };
  }
  if (body.object === "error" && typeof body.message === "string") return { message: body.message, status: statedStatus(body.code, body.status) };
  if (typeof body.detail === "string") return { message: body.detail, status: statedStatus(body.code, body.status) };
  return null;
}

function impliedStatus(message: string, model: string | undefined): number {
  if (/unexpected endpoint or method|no route|not found$/i.test(message) && !modelMissing(message, model)) return 404;
  if (modelMissing(message, model)) return 404;
  if (toolRefusal(message)) return 400;
  if (/rate limit|too many requests/i.test(message)) return 429;
  if (/unauthori[sz]ed|invalid api key|incorrect api key|authentication/i.test(message)) return 401;
  return 502;
}

function modelOf(init: RequestInit | undefined): string | undefined {
  if (typeof init?.body !== "string") return undefined;
  try {
    const m = (JSON.parse(init.body) as { model?: unknown }).model;
    return typeof m === "string" ? m : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An error body the OpenAI client can read. It takes the message from `error`; vLLM's
 * `{"object":"error","message":…}` and FastAPI's `{"detail":…}` would reach us as "400 status
 * code (no body)", and the words that say what was refused would be lost.
 */
async function readableError(res: Response): Promise<Response> {
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Text or HTML: the client keeps it as the message.
  }
  if (body && typeof body === "object" && !Array.isArray(body) && !("error" in body)) {
    const b = body as Record<string, unknown>;
    const message = typeof b.message === "string" ? b.message : b.detail !== undefined ? (typeof b.detail === "string" ? b.detail : JSON.stringify(b.detail)) : null;
    if (message !== null) {
      const headers = new Headers(res.headers);
      headers.delete("content-length");
      headers.set("content-type", "application/json");
      return new Response(JSON.stringify({ error: { message, type: b.type ?? null, code: b.code ?? null } }), { status: res.status, statusText: res.statusText, headers });
    }
  }
  return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
}

/** `base` with 2xx non-completions turned into the errors they are, and error bodies the client can read. */
export function wireFetch(base: typeof fetch): typeof fetch {
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const res = await base(input, init);
    if (!res.ok) return readableError(res);
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return synthesized(502, `the server answered HTTP ${res.status} with ${readableBody(text) || "an empty body"}, not a chat completion`, "not-a-completion", res);
    }
    if (body && typeof body === "object" && !Array.isArray(body)) {
      const b = body as Record<string, unknown>;
      if (Array.isArray(b.choices) && b.choices.length > 0) return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
      const err = errorOf(b);
      if (err) return synthesized(err.status ?? impliedStatus(err.message, modelOf(init)), err.message, "error-in-2xx", res);
    }
    return synthesized(502, `the server answered HTTP ${res.status} with ${readableBody(text)}, which has no choices: not a chat completion`, "not-a-completion", res);
  }) as typeof fetch;
}
