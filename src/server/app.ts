/**
 * buildApp(deps): the Fastify application. server.ts only checks the listen address, builds,
 * listens and closes; tests build the app and use app.inject.
 */
import cors from "@fastify/cors";
import { type BaseStore, InMemoryStore } from "@langchain/langgraph-checkpoint";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import type { Config } from "../config.js";
import { isGoalgraphError } from "../errors.js";
import { installAuth } from "./auth.js";
import { InMemoryAssistantStore, type AssistantStore } from "./assistants.js";
import { resolveAssistant, type ServerContext } from "./context.js";
import { NotFoundError, ShuttingDownError } from "./errors.js";
import { InProcessThreadLock, type ThreadLock } from "./lock.js";
import { ServerMetrics } from "./metrics.js";
import { staticGraphRegistry, type AuditPort, type EventsPort, type GraphRegistry, type PlanPort } from "./service-ports.js";
import { InMemoryThreadRepository, type ThreadRepository } from "./thread-repository.js";
import { installZodRoutes } from "./route.js";
import { calendarRoutes, type FeedTokenPort } from "./routes/calendar.js";
import { consoleRoutes } from "./routes/console.js";
import { opsRoutes } from "./routes/ops.js";
import { planRoutes } from "./routes/plans.js";
import { runRoutes } from "./routes/runs.js";
import { threadRoutes } from "./routes/threads.js";
import { RunManager, type RunCheckpointCleaner, type RunLedger, type RunQueueStore } from "./run-manager.js";
import { startRunTakeover, type TakeoverPort } from "./run-takeover.js";
import { OwnerScopedStore } from "./owner-store.js";
import { assistantRoutes, registerSystemAssistants } from "./routes/assistants.js";
import { internalRoutes } from "./routes/internal.js";
import { storeRoutes } from "./routes/store.js";
import { isFetchApp, serverInFrontOf } from "./custom-http.js";

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
  /** Assistants and their versions; in-memory when absent (AssistantRepository in src/store for durability). */
  assistants?: AssistantStore;
  /**
   * The long-term store graphs get as `config.store` and /store serves (in-memory when absent).
   * Pass the same OwnerScopedStore the graphs were given, so both see one owner's namespaces.
   */
  store?: BaseStore;
  /**
   * Runs not started yet, kept across restarts (in-process only when absent). Unused with
   * `replicas`: the ledger records every run and takeover starts the ones a stopped process left.
   */
  runQueue?: RunQueueStore;
  /** Deletes a run's checkpoints when it is cancelled with rollback. */
  runCheckpoints?: RunCheckpointCleaner;
  /** A custom HTTP app (langgraph.json `http.app`) in front of the API; see custom-http.ts. */
  httpApp?: unknown;
  /** Shared with the graph layer (countMacroState). */
  metrics?: ServerMetrics;
  now?: () => Date;
  /** How long shutdown lets running runs finish before aborting them (default 10 s). */
  shutdownGraceMs?: number;
}

const LOG_REDACT = ["req.headers.authorization", 'req.headers["x-api-key"]', "req.headers.cookie"];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // A custom app (langgraph.json http.app) sees every request first; see custom-http.ts.
  const front = isFetchApp(deps.httpApp) ? serverInFrontOf(deps.httpApp, () => app) : undefined;
  const app: FastifyInstance = Fastify({
    ...(front ? { serverFactory: front } : {}),
    logger: deps.config.logLevel === "silent" ? false : { level: deps.config.logLevel, redact: LOG_REDACT },
    bodyLimit: deps.config.server.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
    // Keep-alive sockets must not hold shutdown open.
    forceCloseConnections: "idle",
    // Our own 503 (below) so the body has the usual {code, message} shape.
    return503OnClosing: false,
    // Router-level refusals (a path parameter over maxParamLength, a malformed %-escape) get the
    // usual {code, message} body too, not Fastify's own {error, code: FST_…, statusCode}.
    frameworkErrors: (err, req, reply) => {
      const { status, body } = errorBody(err, req.id);
      void (reply as unknown as FastifyReply).code(status).send(body);
    },
    // Closing waits out the runs' grace period in a preClose hook; it must not time out first.
    pluginTimeout: (deps.shutdownGraceMs ?? 10_000) + 10_000,
  });
  await installZodRoutes(app, { title: "goalgraph", version: deps.version }, deps.config.server.apiKeys.size > 0);

  const now = deps.now ?? (() => new Date());
  const metrics = deps.metrics ?? new ServerMetrics();
  const repo = deps.repository ?? new InMemoryThreadRepository();
  const lock = deps.lock ?? new InProcessThreadLock();
  const graphs = deps.graphs ?? staticGraphRegistry({});
  const assistants = deps.assistants ?? new InMemoryAssistantStore();
  const store = deps.store ?? new OwnerScopedStore(new InMemoryStore());
  const runs = new RunManager({
    graphs,
    repo,
    lock,
    metrics,
    log: app.log,
    now,
    bus: deps.bus,
    assistants: (owner, id) => resolveAssistant({ assistants, graphs }, owner, id),
    ...(deps.runCheckpoints ? { checkpoints: deps.runCheckpoints } : {}),
    ...(deps.runQueue ? { queue: deps.runQueue } : {}),
    ...(deps.replicas ? { ledger: deps.replicas.ledger } : {}),
  });
  // Without replicas: runs that were queued but never started are read before crash recovery
  // marks them failed. With replicas the ledger records every run and takeover restarts them.
  const queued = deps.replicas ? [] : ((await deps.runQueue?.list()) ?? []);
  const recovered = await repo.recoverInterrupted(now().toISOString());
  if (recovered > 0) app.log.warn({ runs: recovered }, "runs left running by a previous process were marked as errors");

  const ctx: ServerContext = {
    config: deps.config,
    version: deps.version,
    graphs,
    repo,
    assistants,
    store,
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
  // Before auth: a browser's preflight carries no API key.
  await app.register(cors, corsOptions(deps.config.server.corsOrigins));
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

  await registerSystemAssistants(ctx);
  opsRoutes(app, ctx);
  assistantRoutes(app, ctx);
  storeRoutes(app, ctx);
  if (deps.config.server.allowTruncate) internalRoutes(app, ctx);
  threadRoutes(app, ctx);
  runRoutes(app, ctx);
  planRoutes(app, ctx);
  calendarRoutes(app, ctx, deps.feeds);
  await consoleRoutes(app);
  if (queued.length) app.log.info({ runs: await runs.restoreQueued(queued) }, "queued runs from before the restart are queued again");
  // Started once assistants are registered: a taken-over run resolves its assistant.
  const takeover = deps.replicas
    ? startRunTakeover(runs, lock, repo, deps.replicas.takeover, { intervalMs: deps.replicas.scanIntervalMs, log: app.log, now })
    : null;

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

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * CORS for browser clients (Agent Inbox, Agent Chat UI, Studio): loopback origins always, others
 * when configured ("*": any). API keys travel in headers (x-api-key, Authorization), never
 * cookies, so credentials stay off.
 */
function corsOptions(origins: string[]) {
  const any = origins.includes("*");
  const allowed = new Set(origins.map((o) => o.replace(/\/$/, "")));
  return {
    origin: (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) =>
      cb(null, origin === undefined || any || LOOPBACK_ORIGIN.test(origin) || allowed.has(origin)),
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["content-type", "x-api-key", "authorization", "last-event-id", "accept", "cache-control", "x-request-id", "x-auth-scheme", "baggage", "langsmith-trace"],
    exposedHeaders: ["content-location", "location", "x-pagination-next", "x-pagination-total", "x-request-id"],
    maxAge: 600,
  };
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
    FST_ERR_BAD_URL: "BAD_URL",
    FST_ERR_MAX_PARAM_LENGTH: "URI_TOO_LONG",
  };
  const messages: Record<string, string> = {
    FST_ERR_BAD_URL: "the path is not a valid URL (a malformed %-escape?)",
    FST_ERR_MAX_PARAM_LENGTH: "a path parameter is too long (ids are at most 100 characters)",
  };
  const code = (fe.code && mapped[fe.code]) ?? (status === 413 ? "PAYLOAD_TOO_LARGE" : status === 400 ? "BAD_REQUEST" : `HTTP_${status}`);
  return { status, body: { code, message: (fe.code && messages[fe.code]) ?? fe.message ?? "bad request" } };
}

