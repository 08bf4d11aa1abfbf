/**
 * The composition root: builds everything the service, the CLI and the benchmarks run on from
 * one Config — the database (opened once, here), the checkpointer on the same file, the
 * repositories of src/store, the bus on its own connection, the Auditor, shared memory, the
 * planning StageRunner and the compiled planner graph — and closes it all in the right order.
 * Nothing else constructs I/O; the server and the CLI get repositories from here.
 */
import type { PlannerClock, PlannerDeps } from "../../graphs/planner/deps.js";
import { compilePlannerGraph, PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import type { StageRunner } from "../stages/stage-runner.js";
import { createPlanningStageRunner } from "../stages/index.js";
import { DurableMessageBus } from "../bus/bus.js";
import type { Config } from "../config.js";
import { startAuditor, type AuditState, type RunningAuditor } from "../roles/auditor.js";
import { BusedMemory, MemoryStore } from "../roles/memory.js";
import { AuditReportRepository } from "../store/audit-reports.js";
import { createBusLog } from "../store/bus-log.js";
import { createCheckpointer, type Checkpointer } from "../store/checkpointer.js";
import { SqliteCheckpointSaver } from "../store/sqlite-checkpoint-saver.js";
import { openAppDatabase, openSecondConnection, type Database } from "../store/db.js";
import { MIGRATIONS } from "../store/migrations/index.js";
import { MemoryEntryRepository } from "../store/memory-entries.js";
import { PlanRepository } from "../store/plans.js";
import { TaxonomyRepository } from "../store/taxonomy.js";
import { ThreadLeases } from "../store/leases.js";
import { Retention } from "../store/retention.js";
import { BusCursorStore } from "../store/bus-cursors.js";
import { ThreadRunRepository } from "../store/threads-runs.js";
import { TraceRepository } from "../store/traces.js";
import type { ProviderDeps } from "../models/provider.js";
import { busSpendPort, createModelRuntime, type ModelRuntime } from "./models.js";
import { plannerConversation } from "./conversation.js";
import { plannerReader } from "./reader.js";
import { RunMetadataSaver } from "./run-metadata-saver.js";

export interface RuntimeOptions {
  clock?: PlannerClock;
  /** Replace the planning StageRunner (tests drive scripted executors through it). */
  stageRunner?: (base: { bus: DurableMessageBus; clock: PlannerClock }) => StageRunner;
  /** Start the Auditor tap (default true; one-shot CLI runs turn it off). */
  auditor?: boolean;
  onEvent?: PlannerDeps["onEvent"];
  onBusError?: (error: unknown) => void;
  /** Where the model settings (GOALGRAPH_MODEL_PRICES, timeouts, …) are read from; process.env by default. */
  env?: Record<string, string | undefined>;
  /** Model transport and retry hooks (tests, proxies). */
  modelDeps?: ProviderDeps;
}

/** How often bus pumps re-read the log without a signal (PostgreSQL; NOTIFY normally wakes them first). */
const BUS_POLL_MS = 1000;

export const systemClock: PlannerClock = {
  nowIso: () => new Date().toISOString(),
  nowMs: () => performance.now(),
};

export type PlannerGraph = ReturnType<typeof compilePlannerGraph>;

export interface Runtime {
  config: Config;
  /** The app database, opened once; the bus alone has a second connection to its file. */
  db: Database;
  checkpointer: Checkpointer;
  bus: DurableMessageBus;
  memory: MemoryStore;
  plans: PlanRepository;
  taxonomy: TaxonomyRepository;
  /** Thread and run records for the HTTP layer. */
  threads: ThreadRunRepository;
  /** Per-thread leases in the database: exclusivity across processes, run takeover across replicas. */
  leases: ThreadLeases;
  /** Checkpoint pruning and thread TTL (runs every GOALGRAPH_RETENTION_INTERVAL_SEC when set). */
  retention: Retention;
  /** One retention pass now: prune finished threads idle past the age, delete threads past the TTL, reclaim space. */
  runRetention(): Promise<{ pruned: number; checkpointsDeleted: number; deleted: number }>;
  auditReports: AuditReportRepository;
  /** The planning trace the controller records (deps.traces), read by GET /plans/:id. */
  traces: TraceRepository;
  planner: PlannerGraph;
  /** The ports the planner was built over (to compile it again, e.g. without a checkpointer for LangGraph Studio). */
  plannerDeps: PlannerDeps;
  auditor: RunningAuditor | null;
  /** The model layer the planner uses; null with the offline provider. */
  models: ModelRuntime | null;
  close(): Promise<void>;
}

export async function createRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  const clock = opts.clock ?? systemClock;
  // Model configuration is checked before anything is opened: a bad one stops startup cleanly.
  const nowMs = () => Date.parse(clock.nowIso());
  const models = createModelRuntime(config, { env: opts.env ?? process.env, nowMs, ...(opts.modelDeps ? { provider: opts.modelDeps } : {}) });
  // SQLite under data/ by default; PostgreSQL when GOALGRAPH_DATABASE_URL is set.
  const db = await openAppDatabase(config.db);
  // Checkpoints live in the same database as the app tables: one backup. Large payloads are
  // deflated (see CompressingSerializer): the state repeats itself at every superstep.
  const checkpointer = createCheckpointer(db);
  const busDb = openBusConnection(db, config);
  const busMessages = await createBusLog(busDb, { relaxedCommit: config.db.busSynchronous !== "FULL" });
  const bus = new DurableMessageBus(busMessages, {
    clock: clock.nowIso,
    // Other replicas' messages arrive by NOTIFY on PostgreSQL; the poll is the safety net.
    ...(db.dialect === "postgres" ? { pollIntervalMs: BUS_POLL_MS } : {}),
    ...(opts.onBusError ? { onError: opts.onBusError } : {}),
  });
  const memory = new MemoryStore(new MemoryEntryRepository(db), { clock: clock.nowIso });
  const plans = new PlanRepository(db, clock.nowIso);
  const taxonomy = new TaxonomyRepository(db, clock.nowIso);
  const auditReports = new AuditReportRepository(db);
  // The planning trace's home (DESIGN §2), on the bus's connection: like a bus message, an entry
  // is made durable by the fsync of the checkpoint of the superstep that recorded it.
  const traces = new TraceRepository(busDb);
  const stageRunner =
    opts.stageRunner?.({ bus, clock }) ??
    createPlanningStageRunner({
      bus,
      clock,
      caps: config.caps,
      ggsParams: config.ggs,
      memory: new BusedMemory(memory, bus, { role: "R2_planner", threadId: "memory" }),
      ...(models ? { models: models.stageModels } : {}),
    });
  const deps: PlannerDeps = {
    config,
    stageRunner,
    bus,
    clock,
    taxonomy,
    plans,
    traces,
    // Goals and replies are read by the model when one is configured, else offline.
    reader: plannerReader(models, { allowProposals: config.flags.allowNewSubtypeProposals }),
    conversation: plannerConversation(models),
    // Offline nothing is spent, so the daily figure is only read when a model is configured.
    ...(models ? { spend: busSpendPort(busMessages, nowMs) } : {}),
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
  };
  // Checkpoints name the run that wrote them (history by run metadata, rollback of a cancelled run).
  const planner = compilePlannerGraph(deps, new RunMetadataSaver(checkpointer)).withConfig({ recursionLimit: PLANNER_RECURSION_LIMIT }) as unknown as PlannerGraph;
  const auditor = opts.auditor === false ? null : await startSavedAuditor(bus, auditReports, new BusCursorStore(db), clock);
  const leases = new ThreadLeases(db, { replica: config.replica.id, ttlMs: config.replica.leaseTtlMs });
  const retention = new Retention(db);
  const runRetention = async () => {
    const now = Date.parse(clock.nowIso());
    const pruned = await retention.pruneFinished(new Date(now - config.retention.ageSec * 1000).toISOString());
    let deleted = 0;
    if (config.retention.threadTtlMin > 0) {
      for (const id of await retention.expiredThreads(new Date(now - config.retention.threadTtlMin * 60_000).toISOString())) {
        await retention.deleteThread(id);
        deleted++;
      }
    }
    await retention.reclaim();
    return { pruned: pruned.threads, checkpointsDeleted: pruned.checkpointsDeleted, deleted };
  };
  let retentionPass: Promise<unknown> | null = null;
  const retentionTimer =
    config.retention.intervalSec > 0
      ? setInterval(() => {
          retentionPass ??= runRetention()
            .catch((e: unknown) => console.error("retention pass failed:", e))
            .finally(() => (retentionPass = null));
        }, config.retention.intervalSec * 1000)
      : undefined;
  retentionTimer?.unref();

  let closed = false;
  return {
    config,
    db,
    checkpointer,
    bus,
    memory,
    plans,
    taxonomy,
    threads: new ThreadRunRepository(db),
    leases,
    retention,
    runRetention,
    auditReports,
    traces,
    planner,
    plannerDeps: deps,
    auditor,
    models,
    async close() {
      if (closed) return;
      closed = true;
      if (retentionTimer) clearInterval(retentionTimer);
      await retentionPass;
      await leases.close();
      await auditor?.close();
      await bus.drain().catch(() => undefined);
      await bus.close();
      await busDb.close();
      // Task writes the SQLite saver holds for the next checkpoint are committed, and its relaxed
      // commits made durable, before the file closes.
      if (checkpointer instanceof SqliteCheckpointSaver) checkpointer.sync();
      await db.close();
    },
  };
}

/** How often the Auditor's position in the bus is saved (at most; only when it moved). */
const AUDITOR_SAVE_MS = 1000;

/**
 * The Auditor, continuing from its saved position (cursor and detection state) rather than
 * replaying the whole bus on every start; the position is saved at most every second and on
 * close. Replicas share it: reports are idempotent by id, so overlapping work stores nothing twice.
 */
async function startSavedAuditor(bus: DurableMessageBus, reports: AuditReportRepository, cursors: BusCursorStore, clock: PlannerClock): Promise<RunningAuditor> {
  const saved = await cursors.get<AuditState>("auditor");
  let latest: { id: number; state: AuditState } | null = null;
  let saving: Promise<void> | null = null;
  const save = () => {
    if (!latest || saving) return;
    const at = latest;
    latest = null;
    saving = cursors
      .put("auditor", at.id, at.state, clock.nowIso())
      .catch((e: unknown) => console.error("saving the auditor's position failed:", e))
      .finally(() => (saving = null));
  };
  const timer = setInterval(save, AUDITOR_SAVE_MS);
  timer.unref();
  const auditor = startAuditor(bus, {
    reports,
    afterId: saved?.cursor ?? 0,
    ...(saved?.state ? { initialState: saved.state } : {}),
    onProgress: (id, state) => (latest = { id, state }),
  });
  return {
    state: () => auditor.state(),
    async close() {
      clearInterval(timer);
      await auditor.close();
      await saving;
      save();
      await saving;
    },
  };
}

/**
 * `goalgraph migrate`: open the configured database, which applies every pending migration (app
 * tables and, on PostgreSQL, the checkpoint tables) under the database's own lock, and close it.
 */
export async function migrateDatabase(config: Config): Promise<{ database: string; migrations: number }> {
  const db = await openAppDatabase(config.db);
  try {
    return { database: db.path, migrations: Object.keys(MIGRATIONS).length };
  } finally {
    await db.close();
  }
}

/**
 * The bus writes through its own connection with synchronous=NORMAL (GOALGRAPH_BUS_SYNCHRONOUS).
 * Why that loses nothing that matters: in WAL mode a NORMAL commit is safe against a process
 * crash, and the next FULL commit on the file — at the latest where the run that published the
 * message is heard of (an interrupt's writes, the run record, the saver's sync: see
 * src/store/sqlite-checkpoint-saver.ts point 3) — fsyncs the WAL, bus frames included (fsync is
 * per file, not per connection). An OS crash between the two loses the message together with the
 * checkpoints after the last durable one, so the node runs again and republishes under the same
 * idempotency key. It saves
 * one fsync per message (~3 ms each on this machine's disk). With FULL the bus shares the main
 * connection (and does not close it).
 */
function openBusConnection(db: Database, config: Config): Database {
  // PostgreSQL: the pool serves the bus too; its appends relax synchronous_commit instead (bus-messages-pg.ts).
  if (db.dialect === "postgres" || config.db.busSynchronous === "FULL") return { ...db, close: async () => undefined };
  return openSecondConnection(db, { synchronous: "NORMAL", busyTimeoutMs: config.db.busyTimeoutMs });
}
