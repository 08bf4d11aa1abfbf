/**
 * run_queue repository (010-langgraph-api): runs accepted but not started (enqueued behind
 * another run on their thread, or waiting out after_seconds), behind the server's RunQueueStore
 * port. A run leaves the queue when it starts or is cancelled; at startup the server queues the
 * rest again. Only a server without replicas uses it: with a run ledger (leases.ts) every run's
 * submission is recorded on its row and run takeover starts what a stopped process left.
 */
import type { QueuedRun, RunQueueStore } from "../server/run-manager.js";
import type { Database } from "./db.js";

interface RunQueueRow {
  run_id: string;
  thread_id: string;
  owner: string;
  run: string;
  created_at: string;
}

type Tables = { run_queue: RunQueueRow };

/** A restart restores at most this many queued runs (oldest first). */
const RESTORE_LIMIT = 10_000;

export class RunQueueRepository implements RunQueueStore {
  constructor(private readonly db: Database) {}

  private get k() {
    return this.db.kysely.withTables<Tables>();
  }

  async put(q: QueuedRun): Promise<void> {
    const { run_id, thread_id, owner, created_at, ...rest } = q;
    await this.k
      .insertInto("run_queue")
      .values({ run_id, thread_id, owner, created_at, run: JSON.stringify(rest) })
      .onConflict((oc) => oc.column("run_id").doNothing())
      .execute();
  }

  async delete(runId: string): Promise<void> {
    await this.k.deleteFrom("run_queue").where("run_id", "=", runId).execute();
  }

  async list(): Promise<QueuedRun[]> {
    const rows = await this.k.selectFrom("run_queue").selectAll().orderBy("created_at").limit(RESTORE_LIMIT).execute();
    return rows.map((r) => ({ run_id: r.run_id, thread_id: r.thread_id, owner: r.owner, created_at: r.created_at, ...(JSON.parse(r.run) as Omit<QueuedRun, "run_id" | "thread_id" | "owner" | "created_at">) }));
  }
}
