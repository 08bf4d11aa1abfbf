/**
 * buildApp(deps): the Fastify application. server.ts only checks the listen address, builds,
 * listens and closes; tests build the app and use app.inject.
 */
import Fastify, { type FastifyError, type FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { isGoalgraphError } from "../errors.js";
import { installAuth } from "./auth.js";
import type { ServerContext } from "./context.js";
import { NotFoundError, ShuttingDownError } from "./errors.js";
import { InProcessThreadLock, type ThreadLock } from "./lock.js";
import { ServerMetrics } from "./metrics.js";
import { staticGraphRegistry, type AuditPort, type EventsPort, type GraphRegistry, type PlanPort } from "./service-ports.js";
import { InMemoryThreadRepository, type ThreadRepository } from "./thread-repository.js";
import { installZodRoutes } from "./route.js";
import { assistantRoutes } from "./routes/assistants.js";
import { calendarRoutes, type FeedTokenPort } from "./routes/calendar.js";
import { consoleRoutes } from "./routes/console.js";
import { opsRoutes } from "./routes/ops.js";
import { planRoutes } from "./routes/plans.js";
import { runRoutes } from "./routes/runs.js";
import { threadRoutes } from "./routes/threads.js";
import { RunManager, type RunLedger } from "./run-manager.js";
import { startRunTakeover, type TakeoverPort } from "./run-takeover.js";

export interface AppDeps {
  config: Config;
  version: string;
  /** Compiled graphs (each with its checkpointer) by graph id; "planner" is the product. */
  graphs?: GraphRegistry;
  /** Thread and run records; in-memory when absent (ThreadRunRepository in src/store for durability). */
  repository?: ThreadRepository;
  /** Per-thread exclusivity; in-process when absent. */
  lock?: ThreadLock;
  /**
   * Replicas on one database (src/store/leases.ts): runs are recorded for a takeover, and runs
   * whose replica stopped are resumed here once their lease expired.
   */
  replicas?: { ledger: RunLedger; takeover: TakeoverPort; scanIntervalMs: number };
  /** Plan projection for /plans routes; those answer 501 NOT_CONFIGURED without it. */
  plans?: PlanPort;
  /** Bus reads for /threads/:id/events and the "bus" stream mode. */
  bus?: EventsPort;
  /** Auditor reports for /audit. */
  audit?: AuditPort;
  /** Calendar feed tokens for /plans/:id/feed and /feeds/:token.ics; those answer 501 without it. */
  feeds?: FeedTokenPort;
  /** Shared with the graph layer (countMacroState). */
  metrics?: ServerMetrics;
  now?: () => Date;
  /** How long shutdown lets running runs finish before aborting them (default 10 s). */
  shutdownGraceMs?: number;
}

const LOG_REDACT = ["req.headers.authorization", 'req.headers["x-api-key"]', "req.headers.cookie"];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === "silent" ? false : { level: deps.config.logLevel, redact: LOG_REDACT },
    bodyLimit: deps.config.server.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
    // Keep-alive sockets must not hold shutdown open.
    forceCloseConnections: "idle",
    // Our own 503 (below) so the body has the usual {code, message} shape.
    return503OnClosing: false,
  });
  await installZodRoutes(app, { title: "goalgraph", version: deps.version }, deps.config.server.apiKeys.size > 0);

  const now = deps.now ?? (() => new Date());
  const metrics = deps.metrics ?? new ServerMetrics();
  const repo = deps.repository ?? new InMemoryThreadRepository();
  const lock = deps.lock ?? new InProcessThreadLock();
  const graphs = deps.graphs ?? staticGraphRegistry({});
  const runs = new RunManager({ graphs, repo, lock, metrics, log: app.log, now, bus: deps.bus, ...(deps.replicas ? { ledger: deps.replicas.ledger } : {}) });
  const recovered = await repo.recoverInterrupted(now().toISOString());
  if (recovered > 0) app.log.warn({ runs: recovered }, "runs left running by a previous process were marked as errors");
  const takeover = deps.replicas
    ? startRunTakeover(runs, lock, repo, deps.replicas.takeover, { intervalMs: deps.replicas.scanIntervalMs, log: app.log, now })
    : null;

  const ctx: ServerContext = {
    config: deps.config,
    version: deps.version,
    graphs,
    repo,
    lock,
    metrics,
    runs,
    plans: deps.plans,
    bus: deps.bus,
    audit: deps.audit,
    now,
    openStreams: new Set(),
    startedAt: now().toISOString(),
  };

  app.addHook("onSend", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
  app.addHook("onResponse", async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? "unmatched", status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe({ route: labels.route }, reply.elapsedTime / 1000);
  });

  let closing = false;
  app.addHook("onRequest", async () => {
    if (closing) throw new ShuttingDownError();
  });
  installAuth(app, deps.config.server.apiKeys);
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    const { status, body } = errorBody(err, req.id);
    if (status >= 500) req.log.error({ err }, "request failed");
    else req.log.info({ code: body.code, status }, body.message);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((req) => {
    throw new NotFoundError("ROUTE_NOT_FOUND", `no route ${req.method} ${req.url.split("?")[0]}`);
  });

  opsRoutes(app, ctx);
  assistantRoutes(app, ctx);
  threadRoutes(app, ctx);
  runRoutes(app, ctx);
  planRoutes(app, ctx);
  calendarRoutes(app, ctx, deps.feeds);
  await consoleRoutes(app);

  // Fastify answers 503 to new requests once close() starts; then runs get their grace period.
  app.addHook("preClose", async () => {
    closing = true;
    for (const s of ctx.openStreams) s.end();
    await takeover?.stop();
    await runs.shutdown(deps.shutdownGraceMs ?? 10_000);
    // Runs are over, so their responses are being written; give them a moment, then drop any
    // connection still open (keep-alive or never-used sockets would hold server.close forever).
    const drain = setTimeout(() => app.server.closeAllConnections(), 500);
    drain.unref();
  });

  return app;
}

/** The body a client sees: code always, message only below 500, details only below 500. */
export function errorBody(err: unknown, requestId: string): { status: number; body: { code: string; message: string; details?: unknown } } {
  if (isGoalgraphError(err)) {
    const status = err.status;
    if (status < 500) return { status, body: err.toJSON() };
    return { status, body: { code: err.code, message: `internal error (request ${requestId})` } };
  }
  const fe = err as Partial<FastifyError> & { statusCode?: number };
  const status = typeof fe.statusCode === "number" && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  if (status >= 500) return { status, body: { code: "INTERNAL", message: `internal error (request ${requestId})` } };
  const mapped: Record<string, string> = {
    FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
    FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_JSON",
    FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_JSON",
    FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: "INVALID_CONTENT_LENGTH",
  };
  const code = (fe.code && mapped[fe.code]) ?? (status === 413 ? "PAYLOAD_TOO_LARGE" : status === 400 ? "BAD_REQUEST" : `HTTP_${status}`);
  return { status, body: { code, message: fe.message ?? "bad request" } };
}

