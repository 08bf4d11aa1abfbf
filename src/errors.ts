/**
 * Errors with a stable machine-readable `code`. Every error the service shows a client or an
 * operator is one of these; an untyped throw anywhere else is a bug.
 */

export interface ErrorIssue {
  /** Dotted path of the failing field, e.g. "outcomes.0.criteria_verdicts.1.verdict". */
  path: string;
  message: string;
}

export class GoalgraphError extends Error {
  readonly code: string;
  /** HTTP status this error maps to when it reaches the HTTP layer. */
  readonly status: number;
  readonly details?: unknown;

  constructor(code: string, message: string, opts: { status?: number; details?: unknown; cause?: unknown } = {}) {
    super(message, opts.cause !== undefined ? { cause: opts.cause } : undefined);
    this.name = new.target.name;
    this.code = code;
    this.status = opts.status ?? 500;
    this.details = opts.details;
  }

  toJSON(): { code: string; message: string; details?: unknown } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isGoalgraphError(e: unknown): e is GoalgraphError {
  return e instanceof GoalgraphError;
}

/** A value does not match a contract schema. `details.issues` names every failing path. */
export class ContractError extends GoalgraphError {
  readonly issues: ErrorIssue[];
  constructor(contract: string, issues: ErrorIssue[]) {
    const first = issues[0];
    const where = first ? ` at ${first.path || "(root)"}: ${first.message}` : "";
    super("CONTRACT_INVALID", `invalid ${contract}${where}`, { status: 400, details: { contract, issues } });
    this.issues = issues;
  }
}

export function isContractError(e: unknown): e is ContractError {
  return e instanceof ContractError;
}

/** Configuration from the environment is unusable; the message names the variable. */
export class ConfigError extends GoalgraphError {
  constructor(message: string, issues: ErrorIssue[] = []) {
    super("CONFIG_INVALID", message, { status: 500, details: { issues } });
  }
}

export function isConfigError(e: unknown): e is ConfigError {
  return e instanceof ConfigError;
}

/** A message was published on a route the allowed-routes table does not list. */
export class RouteError extends GoalgraphError {
  constructor(message: string, details?: unknown) {
    super("BUS_ROUTE_FORBIDDEN", message, { status: 500, details });
  }
}

export function isRouteError(e: unknown): e is RouteError {
  return e instanceof RouteError;
}

/**
 * A checkpoint write (or a run) under a thread lease this replica no longer holds: the lease
 * lapsed and another replica took the thread (src/store/leases.ts). The write did not land; the
 * run it came from goes on elsewhere, so the run manager ends its copy here quietly.
 */
export class LeaseLostError extends GoalgraphError {
  constructor(threadId: string, holder: string, replica: string) {
    super("LEASE_LOST", `replica ${replica} no longer holds the lease on thread ${threadId} (run ${holder}); another replica took the thread over`, {
      status: 409,
      details: { thread_id: threadId, holder, replica },
    });
  }
}

/** A LeaseLostError, or an error caused by one (a graph may wrap what its checkpointer threw). */
export function isLeaseLostError(e: unknown): boolean {
  for (let x = e, depth = 0; x instanceof Error && depth < 8; x = x.cause, depth++) if (x instanceof LeaseLostError) return true;
  return false;
}
