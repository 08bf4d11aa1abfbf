/**
 * The whole service from one Config: the runtime (database, checkpointer, bus, Auditor, planner)
 * behind the HTTP app, with Prometheus counters fed by the graph. `goalgraph serve`, the HTTP
 * benchmark and the end-to-end tests all start it this way. With a langgraph.json
 * (`config.langgraphConfig`) its graphs are served beside the planner, on the same durable
 * checkpointer and store, with the same exclusivity, auth and limits.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { OwnerScopedStore } from "../server/owner-store.js";
import { ServerMetrics } from "../server/metrics.js";
import { replyGrammarAdapter } from "../server/human-in-the-loop.js";
import { staticGraphRegistry, type GraphEntry } from "../server/service-ports.js";
import { assertSafeListen, startServer } from "../server/server.js";
import { AssistantRepository } from "../store/assistants.js";
import { FeedTokenStore } from "../store/feed-tokens.js";
import { DatabaseLangGraphStore } from "../store/langgraph-store.js";
import { RunCheckpointRepository } from "../store/run-checkpoints.js";
import { warmReader } from "../planning/reading/warm-up.js";
import { graphSchemas, loadLangGraphConfig, type GraphLog } from "./langgraph-config.js";
import { createPlannerPlanPort } from "./plan-port.js";
import { RunMetadataSaver } from "./run-metadata-saver.js";
import { createRuntime, type Runtime, type RuntimeOptions } from "./runtime.js";

export interface Service {
  app: FastifyInstance;
  address: string;
  runtime: Runtime;
}

export interface ServiceOptions extends RuntimeOptions {
  /** Startup warnings (a missing .env, keys of langgraph.json this service ignores). */
  warn?: (message: string) => void;
  /** How long shutdown lets running runs finish before aborting them (default 10 s). */
  shutdownGraceMs?: number;
}

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"];

/** What served graphs log (SDK getLogger), as JSON lines on stderr at or above the service's level. */
function graphLog(level: string): GraphLog {
  const min = level === "silent" ? Infinity : LEVELS.indexOf(level);
  return (at, message, meta) => {
    if (LEVELS.indexOf(at) < min) return;
    process.stderr.write(`${JSON.stringify({ level: at, time: Date.now(), msg: message, source: "graph", ...(meta ?? {}) })}\n`);
  };
}

export async function startService(config: Config, version: string, opts: ServiceOptions = {}): Promise<Service> {
  // Refuse an unsafe address (INSECURE_LISTEN) before opening anything.
  assertSafeListen(config.server);
  const metrics = new ServerMetrics();
  const runtime = await createRuntime(config, {
    ...opts,
    onEvent: (e) => {
      if (e.type === "macro_state") metrics.countMacroState(e.value);
      opts.onEvent?.(e);
    },
  });
  try {
    const store = new OwnerScopedStore(new DatabaseLangGraphStore(runtime.db));
    // The planner may read the shared store too (config.store), like any served graph.
    (runtime.planner as unknown as { store?: unknown }).store = store;
    const planner: GraphEntry = {
      graphId: "planner",
      name: "planner",
      description: "goal → approved plan (PatternSpec → PlanOutline → Roadmap → Schedule)",
      load: async () => runtime.planner,
      humanInTheLoop: replyGrammarAdapter,
      schemas: graphSchemas,
    };
    const entries: GraphEntry[] = [planner];
    let httpApp: unknown;
    if (config.langgraphConfig) {
      const loaded = await loadLangGraphConfig(config.langgraphConfig, {
        checkpointer: new RunMetadataSaver(runtime.checkpointer),
        store,
        reserved: new Set(["planner"]),
        ...(opts.warn ? { warn: opts.warn } : {}),
        log: graphLog(config.logLevel),
      });
      entries.push(...loaded.graphs);
      httpApp = loaded.httpApp;
      if (loaded.ignored.length) opts.warn?.(`langgraph.json keys not served here: ${loaded.ignored.join(", ")}`);
    }
    // The reader's first-use cost (seconds of CPU across languages) is paid here, not by the first
    // requests, whose stalls would hold up everything else the process does (lease renewals too).
    const warmMs = config.server.warmUp ? warmReader() : 0;
    const { app, address } = await startServer(
      config,
      version,
      {
        graphs: staticGraphRegistry(Object.fromEntries(entries.map(({ graphId, ...e }) => [graphId, e]))),
        repository: runtime.threads,
        // Leases in the database (both dialects): one run per thread across processes, and a run
        // whose replica died is resumed here once its lease expires.
        lock: runtime.leases,
        replicas: { ledger: runtime.leases, takeover: runtime.leases, scanIntervalMs: Math.max(100, Math.floor(config.replica.leaseTtlMs / 3)) },
        assistants: new AssistantRepository(runtime.db),
        store,
        runCheckpoints: new RunCheckpointRepository(runtime.db),
        ...(httpApp ? { httpApp } : {}),
        plans: createPlannerPlanPort({ traces: runtime.traces }),
        bus: runtime.bus,
        audit: { listAuditReports: (o) => runtime.auditReports.list(o) },
        feeds: new FeedTokenStore(runtime.db),
        metrics,
        ...(opts.shutdownGraceMs !== undefined ? { shutdownGraceMs: opts.shutdownGraceMs } : {}),
      },
      // The app closes first (running runs reach a checkpoint), then the auditor, bus and database.
      () => runtime.close(),
    );
    // A graph or custom route that makes a LangGraph SDK Client without a URL reaches this server.
    if (config.server.warmUp) app.log.info({ ms: Math.round(warmMs) }, "reader warmed up");
    const urlKey = Symbol.for("langgraph_api:url");
    const g = globalThis as Record<symbol, unknown>;
    if (g[urlKey] === undefined) g[urlKey] = address;
    return { app, address, runtime };
  } catch (e) {
    await runtime.close();
    throw e;
  }
}
