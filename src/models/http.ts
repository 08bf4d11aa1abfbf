/**
 * The one retry layer for model calls: at most `maxRetries` (≤ 2) retries with exponential
 * backoff and jitter, a per-attempt timeout (AbortSignal), and an overall deadline per logical
 * call. 429 honours retry-after (seconds or HTTP date, capped); 408, 5xx and network errors
 * retry; other 4xx do not.
 *
 * There must be no second layer underneath: the provider builds its LangChain models with
 * `maxRetries: 0` (LangChain's AsyncCaller) and @langchain/openai already builds its OpenAI
 * client with `maxRetries: 0`, so one failed HTTP exchange surfaces here exactly once.
 *
 * Sleep, randomness and the clock are injected so tests can assert waits without waiting.
 */
import { ModelCallError, type ModelFailureCode } from "./errors.js";
import { modelMissing, readableBody, toolRefusal } from "./server-errors.js";
import { WIRE_HEADER } from "./wire.js";

export interface RetryPolicy {
  maxRetries: number;
  timeoutMs: number;
  deadlineMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  retryAfterCapMs: number;
}

export interface RetryDeps {
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** In [0, 1). */
  random(): number;
  /** Epoch milliseconds (the overall deadline is measured with it). */
  now(): number;
}

export const realRetryDeps: RetryDeps = {
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const t = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(t);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
  random: Math.random,
  now: Date.now,
};

export interface ErrorClass {
  code: ModelFailureCode;
  retryable: boolean;
  httpStatus: number | null;
  /** From retry-after / retry-after-ms, uncapped. */
  retryAfterMs: number | null;
}

/** Reads retry-after: delta-seconds (decimals tolerated) or an HTTP date. Null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (v === "") return null;
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

function headerOf(headers: unknown, name: string): string | null {
  if (!headers || typeof headers !== "object") return null;
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name);
  const rec = headers as Record<string, unknown>;
  const key = Object.keys(rec).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : rec[key];
  return typeof v === "string" ? v : null;
}

/** The error and its causes, outermost first (bounded: cause chains can be cyclic). */
function chain(e: unknown): unknown[] {
  const out: unknown[] = [];
  let cur: unknown = e;
  for (let i = 0; i < 6 && cur !== null && cur !== undefined && !out.includes(cur); i++) {
    out.push(cur);
    cur = typeof cur === "object" ? (cur as { cause?: unknown }).cause : undefined;
  }
  return out;
}

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_SOCKET", "UND_ERR_CONNECT_TIMEOUT"]);

/**
 * The words of an SDK error: its message and the error body it carries, without the
 * "Troubleshooting URL: …/MODEL_NOT_FOUND/" LangChain appends to every 404 (it would make every
 * missing route read as a missing model).
 */
function wordsOf(link: object): string {
  const err = (link as { error?: unknown }).error;
  const msg = link instanceof Error ? link.message.replace(/\s*Troubleshooting URL: \S+\s*$/, "") : "";
  return `${msg} ${err && typeof err === "object" ? JSON.stringify(err) : typeof err === "string" ? err : ""}`;
}

/** Everything an error says: the messages and error bodies along its cause chain (what a fallback reads). */
export function errorText(e: unknown): string {
  return chain(e)
    .filter((l): l is object => !!l && typeof l === "object")
    .map(wordsOf)
    .join(" ");
}

/**
 * What kind of failure an error from the OpenAI/LangChain stack is. The SDK's error classes
 * carry `status` and `headers`; connection failures have no status and are recognised by class
 * name or a socket error code anywhere in the cause chain.
 *
 * The status alone does not say enough with OpenAI-compatible servers (server-errors.ts): a
 * refusal of the request's tools (400, 422, or llama.cpp's 500) is MODEL_TOOLS_UNSUPPORTED, final,
 * so the provider can fall back to another tool mode instead of retrying; a 404/405 that is not
 * about the model is the route (MODEL_BASE_URL_WRONG); a 2xx that was no completion (wire.ts) is
 * MODEL_BAD_RESPONSE, final.
 */
export function classifyModelError(e: unknown, nowMs: number, model?: string): ErrorClass {
  for (const link of chain(e)) {
    if (!link || typeof link !== "object") continue;
    const status = (link as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400) {
      const headers = (link as { headers?: unknown }).headers;
      const ms = headerOf(headers, "retry-after-ms");
      const retryAfterMs = ms !== null && /^\d+(\.\d+)?$/.test(ms.trim()) ? Math.round(Number(ms)) : parseRetryAfter(headerOf(headers, "retry-after"), nowMs);
      const words = wordsOf(link);
      if (headerOf(headers, WIRE_HEADER) === "not-a-completion") return { code: "MODEL_BAD_RESPONSE", retryable: false, httpStatus: status, retryAfterMs: null };
      if (status === 429) return { code: "MODEL_RATE_LIMITED", retryable: true, httpStatus: status, retryAfterMs };
      if (status === 408) return { code: "MODEL_TIMEOUT", retryable: true, httpStatus: status, retryAfterMs };
      if (status === 401 || status === 403) return { code: "MODEL_AUTH_FAILED", retryable: false, httpStatus: status, retryAfterMs: null };
      if ((status === 400 || status === 404 || status === 422 || status === 500 || status === 501) && toolRefusal(words)) {
        return { code: "MODEL_TOOLS_UNSUPPORTED", retryable: false, httpStatus: status, retryAfterMs: null };
      }
      if (status >= 500) return { code: "MODEL_SERVER_ERROR", retryable: true, httpStatus: status, retryAfterMs };
      if (modelMissing(words, model)) return { code: "MODEL_NOT_FOUND", retryable: false, httpStatus: status, retryAfterMs: null };
      if (status === 404 || status === 405) return { code: "MODEL_BASE_URL_WRONG", retryable: false, httpStatus: status, retryAfterMs: null };
      return { code: "MODEL_REQUEST_REJECTED", retryable: false, httpStatus: status, retryAfterMs: null };
    }
  }
  for (const link of chain(e)) {
    if (!link || typeof link !== "object") continue;
    const ctor = (link as object).constructor?.name ?? "";
    const name = (link as { name?: unknown }).name;
    const code = (link as { code?: unknown }).code;
    if (ctor === "APIConnectionError" || ctor === "APIConnectionTimeoutError" || name === "TimeoutError") {
      return { code: "MODEL_UNREACHABLE", retryable: true, httpStatus: null, retryAfterMs: null };
    }
    if (typeof code === "string" && NETWORK_CODES.has(code)) return { code: "MODEL_UNREACHABLE", retryable: true, httpStatus: null, retryAfterMs: null };
    if (link instanceof TypeError && /fetch failed/i.test(link.message)) return { code: "MODEL_UNREACHABLE", retryable: true, httpStatus: null, retryAfterMs: null };
  }
  // Anything else (a conversion bug, an unexpected shape) would fail the same way again.
  return { code: "MODEL_CALL_FAILED", retryable: false, httpStatus: null, retryAfterMs: null };
}

/** Backoff before retry number `retry` (0-based): base·2^retry capped, with equal jitter (half fixed, half random). */
export function backoffMs(retry: number, policy: Pick<RetryPolicy, "retryBaseMs" | "retryMaxMs">, random: () => number): number {
  const exp = Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** retry);
  return Math.round(exp / 2 + (exp / 2) * random());
}

export interface RetryEvent {
  attempt: number;
  code: ModelFailureCode;
  httpStatus: number | null;
  waitMs: number;
  /** "retry-after" when the server said how long; else "backoff". */
  waitSource: "retry-after" | "backoff";
}

function messageOf(e: unknown): string {
  const m = (e instanceof Error ? e.message : String(e)).replace(/\s*Troubleshooting URL: \S+\s*$/, "");
  return readableBody(/<!doctype html|<html[\s>]|<body[\s>]/i.test(m) ? m : m.split("\n")[0]!, 300);
}

/**
 * Run `attempt` under the policy. Each attempt gets its own AbortSignal that fires at the
 * per-attempt timeout or the overall deadline, whichever is first. Throws ModelCallError.
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  policy: RetryPolicy,
  deps: RetryDeps,
  opts: { signal?: AbortSignal; label?: string; onRetry?: (e: RetryEvent) => void; model?: string } = {},
): Promise<{ value: T; attempts: number }> {
  const label = opts.label ?? "model call";
  const deadline = deps.now() + policy.deadlineMs;
  const maxRetries = Math.max(0, Math.min(2, policy.maxRetries));
  // Bounded: one iteration per attempt, at most 1 + maxRetries (≤ 3).
  for (let i = 0; i <= maxRetries; i++) {
    const remaining = deadline - deps.now();
    if (remaining <= 0) throw new ModelCallError("MODEL_DEADLINE_EXCEEDED", `${label}: overall deadline of ${policy.deadlineMs} ms passed before attempt ${i + 1}`, { attempts: i });
    if (opts.signal?.aborted) throw new ModelCallError("MODEL_ABORTED", `${label}: aborted by the caller`, { attempts: i, cause: opts.signal.reason });

    const controller = new AbortController();
    const limit = Math.min(policy.timeoutMs, remaining);
    const cutByDeadline = remaining < policy.timeoutMs;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`${label}: no reply within ${limit} ms`));
    }, limit);
    const onOuterAbort = () => controller.abort(opts.signal!.reason);
    opts.signal?.addEventListener("abort", onOuterAbort, { once: true });
    try {
      const value = await attempt(controller.signal);
      return { value, attempts: i + 1 };
    } catch (e) {
      const attempts = i + 1;
      if (opts.signal?.aborted) throw new ModelCallError("MODEL_ABORTED", `${label}: aborted by the caller`, { attempts, cause: e });
      let cls: ErrorClass;
      if (timedOut) {
        if (cutByDeadline) throw new ModelCallError("MODEL_DEADLINE_EXCEEDED", `${label}: overall deadline of ${policy.deadlineMs} ms passed during attempt ${attempts}`, { attempts, cause: e });
        cls = { code: "MODEL_TIMEOUT", retryable: true, httpStatus: null, retryAfterMs: null };
      } else {
        cls = classifyModelError(e, deps.now(), opts.model);
      }
      const what = `${label}: ${cls.code}${cls.httpStatus !== null ? ` (HTTP ${cls.httpStatus})` : ""} on attempt ${attempts}: ${timedOut ? `no reply within ${limit} ms` : messageOf(e)}`;
      if (!cls.retryable || i === maxRetries) throw new ModelCallError(cls.code, what, { httpStatus: cls.httpStatus, attempts, cause: e });
      const fromServer = cls.retryAfterMs !== null && (cls.code === "MODEL_RATE_LIMITED" || cls.httpStatus === 503);
      const wait = fromServer ? Math.min(cls.retryAfterMs!, policy.retryAfterCapMs) : backoffMs(i, policy, deps.random);
      if (deps.now() + wait >= deadline) {
        throw new ModelCallError(cls.code, `${what}; not retried: waiting ${wait} ms would pass the overall deadline`, { httpStatus: cls.httpStatus, attempts, cause: e });
      }
      opts.onRetry?.({ attempt: attempts, code: cls.code, httpStatus: cls.httpStatus, waitMs: wait, waitSource: fromServer ? "retry-after" : "backoff" });
      try {
        await deps.sleep(wait, opts.signal);
      } catch (abortReason) {
        throw new ModelCallError("MODEL_ABORTED", `${label}: aborted by the caller while waiting to retry`, { attempts, cause: abortReason });
      }
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onOuterAbort);
    }
  }
  // Unreachable: the last iteration either returns or throws.
  throw new ModelCallError("MODEL_CALL_FAILED", `${label}: retry loop ended without a result`);
}
