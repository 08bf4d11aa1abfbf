/**
 * Errors and typed failures of the model layer. Inside the layer, transport problems are thrown
 * as ModelCallError (stable codes); at the boundary every model-backed function turns them into
 * a `ModelFailure` value, because a bad or missing model reply must never crash a thread.
 */
import { GoalgraphError, type ErrorIssue } from "../errors.js";

/** Codes a model call can fail with. Budget stops are codes too, so callers switch on one field. */
export type ModelFailureCode =
  | "MODEL_OUTPUT_INVALID"
  | "MODEL_TIMEOUT"
  | "MODEL_DEADLINE_EXCEEDED"
  | "MODEL_UNREACHABLE"
  | "MODEL_RATE_LIMITED"
  | "MODEL_SERVER_ERROR"
  | "MODEL_NOT_FOUND"
  | "MODEL_AUTH_FAILED"
  | "MODEL_REQUEST_REJECTED"
  /** The server refused the tools / tool_choice of the request (every fallback mode was tried). */
  | "MODEL_TOOLS_UNSUPPORTED"
  /** Nothing serves chat completions at OPENAI_BASE_URL (a 404/405 about the route, not the model). */
  | "MODEL_BASE_URL_WRONG"
  /** The server answered 2xx with something that is not a chat completion (an HTML page, `{error}`, no choices). */
  | "MODEL_BAD_RESPONSE"
  /** The reply was cut off at the output-token limit, also after the repair with a larger limit. */
  | "MODEL_OUTPUT_TRUNCATED"
  | "MODEL_ABORTED"
  | "MODEL_CALL_FAILED"
  | "MODEL_OFFLINE"
  | "SESSION_BUDGET"
  | "DAILY_BUDGET";

/** One failed model call after the retry layer gave up (or did not retry). */
export class ModelCallError extends GoalgraphError {
  declare readonly code: ModelFailureCode;
  /** HTTP status of the last attempt, when there was a response. */
  readonly httpStatus: number | null;
  /** Attempts made (1 + retries). */
  readonly attempts: number;
  /** The environment variable an operator changes to fix it, when one does (OPENAI_BASE_URL, OPENAI_API_KEY, GOALGRAPH_MODEL_…). */
  readonly variable: string | null;
  constructor(code: ModelFailureCode, message: string, opts: { httpStatus?: number | null; attempts?: number; cause?: unknown; variable?: string | null } = {}) {
    super(code, message, { status: 502, details: { httpStatus: opts.httpStatus ?? null, attempts: opts.attempts ?? 1, variable: opts.variable ?? null }, cause: opts.cause });
    this.httpStatus = opts.httpStatus ?? null;
    this.attempts = opts.attempts ?? 1;
    this.variable = opts.variable ?? null;
  }
}

export function isModelCallError(e: unknown): e is ModelCallError {
  return e instanceof ModelCallError;
}

/** A prompt file is missing, malformed, or was filled with the wrong variables. */
export type PromptErrorCode = "PROMPT_NOT_FOUND" | "PROMPT_SYNTAX" | "PROMPT_MISSING_VARIABLE" | "PROMPT_UNUSED_VARIABLE";

export class PromptError extends GoalgraphError {
  declare readonly code: PromptErrorCode;
  constructor(code: PromptErrorCode, message: string, details?: unknown) {
    super(code, message, { status: 500, details });
  }
}

export function isPromptError(e: unknown): e is PromptError {
  return e instanceof PromptError;
}

/** Token usage of one or more calls. `estimated` when a server sent no usage and we counted characters. */
export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  estimated: boolean;
}

export const ZERO_USAGE: TokenUsage = { input_tokens: 0, output_tokens: 0, estimated: false };

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { input_tokens: a.input_tokens + b.input_tokens, output_tokens: a.output_tokens + b.output_tokens, estimated: a.estimated || b.estimated };
}

/** What every model-backed function reports about its calls, success or not (for trace cost_delta). */
export interface CallMeta {
  /** The model that answered last ("offline" for the offline provider). */
  model: string;
  usage: TokenUsage;
  cost_usd: number;
  /** HTTP-level model calls made (retries not counted; repairs counted). */
  calls: number;
  /**
   * What was done to get a usable reply from this server, in words for the trace ("tool_choice
   * required: the server refused a named tool_choice", "reasoning stripped", "usage estimated", …).
   * Absent when the server behaved like OpenAI.
   */
  notes?: string[];
}

/** The typed failure every model-backed function returns instead of throwing. */
export interface ModelFailure extends CallMeta {
  ok: false;
  /** A model that failed us is the environment failing, never the plan being wrong. */
  failure_class: "environmental";
  code: ModelFailureCode;
  message: string;
  /** The last raw reply (tool-call arguments or text), when there was one. */
  raw?: unknown;
  issues?: ErrorIssue[];
  /** The environment variable to change, when the failure is the configuration's. */
  variable?: string;
}

export type ModelSuccess<T> = CallMeta & { ok: true; value: T; raw?: unknown };
export type ModelResult<T> = ModelSuccess<T> | ModelFailure;

/** Budget stops end the session's model use; other failures are worth a retry later. */
export function isBudgetStop(f: Pick<ModelFailure, "code">): boolean {
  return f.code === "SESSION_BUDGET" || f.code === "DAILY_BUDGET";
}

export function failure(code: ModelFailureCode, message: string, meta: CallMeta, extra: { raw?: unknown; issues?: ErrorIssue[]; variable?: string } = {}): ModelFailure {
  return { ok: false, failure_class: "environmental", code, message, ...meta, ...extra };
}

/** Notes of several calls, each once, in order. */
export function mergeNotes(...lists: ReadonlyArray<readonly string[] | undefined>): string[] | undefined {
  const out: string[] = [];
  for (const l of lists) for (const n of l ?? []) if (!out.includes(n)) out.push(n);
  return out.length ? out : undefined;
}
