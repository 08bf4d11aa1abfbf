/**
 * The whole service from one Config: the runtime (database, checkpointer, bus, Auditor, planner)
 * behind the HTTP app, with Prometheus counters fed by the graph. `goalgraph serve`, the HTTP
 * benchmark and the end-to-end tests all start it this way.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { ServerMetrics } from "../server/metrics.js";
import { staticGraphRegistry } from "../server/service-ports.js";
import { assertSafeListen, startServer } from "../server/server.js";
import { FeedTokenStore } from "../store/feed-tokens.js";
import { createPlannerPlanPort } from "./plan-port.js";
import { createRuntime, type Runtime, type RuntimeOptions } from "./runtime.js";

export interface Service {
  app: FastifyInstance;
  address: string;
  runtime: Runtime;
}

export async function startService(config: Config, version: string, opts: RuntimeOptions = {}): Promise<Service> {
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
    const { app, address } = await startServer(config, version, {
      graphs: staticGraphRegistry({ planner: { graph: runtime.planner, name: "planner", description: "goal → approved plan (PatternSpec → PlanOutline → Roadmap → Schedule)" } }),
      repository: runtime.threads,
      // Leases in the database (both dialects): one run per thread across processes, and a run
      // whose replica died is resumed here once its lease expires.
      lock: runtime.leases,
      replicas: { ledger: runtime.leases, takeover: runtime.leases, scanIntervalMs: Math.max(100, Math.floor(config.replica.leaseTtlMs / 3)) },
      plans: createPlannerPlanPort({ traces: runtime.traces }),
      bus: runtime.bus,
      audit: { listAuditReports: (o) => runtime.auditReports.list(o) },
      feeds: new FeedTokenStore(runtime.db),
      metrics,
    },
    // The app closes first (running runs reach a checkpoint), then the auditor, bus and database.
    () => runtime.close(),
    );
    return { app, address, runtime };
  } catch (e) {
    await runtime.close();
    throw e;
  }
}
