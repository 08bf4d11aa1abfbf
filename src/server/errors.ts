/**
 * HTTP-facing errors: each has a stable `code` clients can branch on and the status it maps to.
 * The error handler in app.ts turns any of them into `{code, message, details?}`.
 */
import { GoalgraphError, type ErrorIssue } from "../errors.js";

export class HttpError extends GoalgraphError {
  constructor(status: number, code: string, message: string, details?: unknown) {
    super(code, message, { status, details });
  }
}

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}

/** A request part (body, params, querystring) does not match its schema; details.issues has field paths. */
export class RequestValidationError extends HttpError {
  readonly issues: ErrorIssue[];
  constructor(part: string, issues: ErrorIssue[]) {
    const first = issues[0];
    const where = first ? `: ${first.path ? `${part}.${first.path}` : part} ${first.message}` : "";
    super(400, "INVALID_REQUEST", `invalid ${part}${where}`, { part, issues });
    this.issues = issues;
  }
}

/** A request names a field this API does not have: refused (422) with its path, never dropped. */
export class UnknownFieldError extends HttpError {
  constructor(part: string, paths: string[]) {
    super(422, "UNKNOWN_FIELD", `unknown field${paths.length > 1 ? "s" : ""} in ${part}: ${paths.join(", ")}`, {
      part,
      issues: paths.map((path) => ({ path, message: "unknown field" })),
    });
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = "missing or invalid API key") {
    super(401, "UNAUTHORIZED", message);
  }
}

export class NotFoundError extends HttpError {
  constructor(
    code: "THREAD_NOT_FOUND" | "RUN_NOT_FOUND" | "ASSISTANT_NOT_FOUND" | "CHECKPOINT_NOT_FOUND" | "ROUTE_NOT_FOUND" | "PLAN_NOT_FOUND" | "GRAPH_NOT_FOUND",
    message: string,
  ) {
    super(404, code, message);
  }
}

export class ThreadNotFoundError extends NotFoundError {
  constructor(threadId: string) {
    super("THREAD_NOT_FOUND", `Thread with ID ${threadId} not found`);
  }
}

export class ThreadExistsError extends HttpError {
  constructor(threadId: string) {
    super(409, "THREAD_EXISTS", `thread ${threadId} already exists`);
  }
}

/** Another run holds the thread; one run per thread at a time. */
export class ThreadBusyError extends HttpError {
  constructor(threadId: string) {
    super(409, "THREAD_BUSY", `thread ${threadId} has a run in progress; wait for it (join) and retry`);
  }
}

/** A resume was sent to a thread that is not paused at an interrupt. */
export class NotInterruptedError extends HttpError {
  constructor(threadId: string) {
    super(409, "NOT_INTERRUPTED", `thread ${threadId} is not waiting for a reply`);
  }
}

/** A resume names an interrupt (id or kind) that is not the one pending — usually a stale or repeated reply. */
export class InterruptMismatchError extends HttpError {
  constructor(message: string, details: { pending: Array<{ id: string | undefined; kind: unknown }> }) {
    super(409, "INTERRUPT_MISMATCH", message, details);
  }
}

export class ShuttingDownError extends HttpError {
  constructor() {
    super(503, "SHUTTING_DOWN", "the server is shutting down; retry on another instance or later");
  }
}

/** Startup refused: listening beyond loopback with no API key would expose every thread. */
export class InsecureListenError extends GoalgraphError {
  constructor(host: string) {
    super(
      "INSECURE_LISTEN",
      `refusing to listen on ${host} without an API key; set GOALGRAPH_API_KEYS or listen on 127.0.0.1`,
      { status: 500, details: { host } },
    );
  }
}

export function isInsecureListenError(e: unknown): e is InsecureListenError {
  return e instanceof InsecureListenError;
}

/** A graph run failed; the message shown to clients is generic unless the cause is a client-facing error. */
export class RunFailedError extends GoalgraphError {
  constructor(what: string, cause: unknown) {
    super("RUN_FAILED", `${what} failed`, { status: 500, cause });
  }
}
