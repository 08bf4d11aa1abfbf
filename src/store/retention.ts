/**
 * Retention: bounded storage for finished threads (issue 13, DESIGN §5).
 *
 * LangGraph keeps a checkpoint per superstep (and the medium loop's own, under `draftStage:…`
 * namespaces), so a plan leaves dozens behind. Once a thread is finished (its last run ended
 * with nothing pending: `threads.status = 'idle'`) and has been idle for a while, `prune` keeps
 * its head checkpoint and every top-level checkpoint that holds an interrupt (the pauses a
 * person answered: history still shows each one with its question and the state it asked about)
 * and deletes the rest, with their pending writes and, on PostgreSQL, the channel blobs no kept
 * checkpoint refers to. A thread past its time to live is deleted with every row it has.
 * `reclaim` gives SQLite's freed pages back to the file system (incremental vacuum).
 *
 * The checkpoint tables are the savers' (SqliteSaver: checkpoints, writes; PostgresSaver:
 * checkpoints, checkpoint_writes, checkpoint_blobs); this file is the one place that knows them.
 */
import { sql } from "kysely";
import type { Database } from "./db.js";

/** LangGraph's channel for interrupt writes (INTERRUPT in @langchain/langgraph). */
const INTERRUPT = "__interrupt__";

export interface PruneResult {
  threads: number;
  checkpointsDeleted: number;
}

export class Retention {
  constructor(private readonly db: Database) {}

  /**
   * Keep the head and the interrupt checkpoints of one thread; delete its other checkpoints
   * (subgraph namespaces included). Returns how many checkpoints went. Safe to repeat.
   */
  async pruneThread(threadId: string): Promise<number> {
    const k = this.db.kysely;
    if (!this.checkpointTables()) return 0;
    const writes = this.db.dialect === "postgres" ? sql.table("checkpoint_writes") : sql.table("writes");
    return k.transaction().execute(async (trx) => {
      const deleted = await sql`
        DELETE FROM checkpoints
        WHERE thread_id = ${threadId}
          AND NOT (checkpoint_ns = '' AND (
            checkpoint_id = (SELECT max(c.checkpoint_id) FROM checkpoints c WHERE c.thread_id = ${threadId} AND c.checkpoint_ns = '')
            OR checkpoint_id IN (SELECT w.checkpoint_id FROM ${writes} w WHERE w.thread_id = ${threadId} AND w.checkpoint_ns = '' AND w.channel = ${INTERRUPT})
          ))`.execute(trx);
      await sql`
        DELETE FROM ${writes}
        WHERE thread_id = ${threadId}
          AND NOT EXISTS (SELECT 1 FROM checkpoints c WHERE c.thread_id = ${threadId} AND c.checkpoint_ns = ${writes}.checkpoint_ns AND c.checkpoint_id = ${writes}.checkpoint_id)`.execute(trx);
      if (this.db.dialect === "postgres") {
        // A blob is one channel's value at one version, shared by every checkpoint at that version.
        await sql`
          DELETE FROM checkpoint_blobs b
          WHERE b.thread_id = ${threadId}
            AND NOT EXISTS (
              SELECT 1 FROM checkpoints c
              WHERE c.thread_id = b.thread_id AND c.checkpoint_ns = b.checkpoint_ns
                AND c.checkpoint -> 'channel_versions' ->> b.channel = b.version)`.execute(trx);
      }
      await trx.updateTable("threads").set({ pruned_at: new Date().toISOString() }).where("thread_id", "=", threadId).execute();
      return Number(deleted.numAffectedRows ?? 0n);
    });
  }

  /** Finished threads idle since before `cutoffIso` and not pruned since, oldest first. */
  async finishedThreads(cutoffIso: string, limit = 500): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom("threads")
      .select("thread_id")
      .where("status", "=", "idle")
      .where("updated_at", "<", cutoffIso)
      .where((eb) => eb.or([eb("pruned_at", "is", null), eb("pruned_at", "<", eb.ref("updated_at"))]))
      .orderBy("updated_at")
      .limit(limit)
      .execute();
    return rows.map((r) => r.thread_id);
  }

  /** Prune every finished thread idle since before `cutoffIso` (at most `limit` per call). */
  async pruneFinished(cutoffIso: string, limit = 500): Promise<PruneResult> {
    let checkpointsDeleted = 0;
    const ids = await this.finishedThreads(cutoffIso, limit);
    for (const id of ids) checkpointsDeleted += await this.pruneThread(id);
    return { threads: ids.length, checkpointsDeleted };
  }

  /** Threads not touched since before `cutoffIso` and not running: past their time to live. */
  async expiredThreads(cutoffIso: string, limit = 500): Promise<string[]> {
    const rows = await this.db.kysely
      .selectFrom("threads")
      .select("thread_id")
      .where("status", "!=", "busy")
      .where("updated_at", "<", cutoffIso)
      .orderBy("updated_at")
      .limit(limit)
      .execute();
    return rows.map((r) => r.thread_id);
  }

  /** Delete a thread with every row it has: checkpoints, runs, bus messages, traces, plan, feed, reports. */
  async deleteThread(threadId: string): Promise<void> {
    const writes = this.db.dialect === "postgres" ? sql.table("checkpoint_writes") : sql.table("writes");
    const checkpoints = this.checkpointTables();
    await this.db.kysely.transaction().execute(async (trx) => {
      if (checkpoints) {
        await sql`DELETE FROM checkpoints WHERE thread_id = ${threadId}`.execute(trx);
        await sql`DELETE FROM ${writes} WHERE thread_id = ${threadId}`.execute(trx);
      }
      if (this.db.dialect === "postgres") await sql`DELETE FROM checkpoint_blobs WHERE thread_id = ${threadId}`.execute(trx);
      for (const table of ["runs", "bus_messages", "traces", "audit_reports", "thread_leases", "feed_tokens"] as const) {
        await sql`DELETE FROM ${sql.table(table)} WHERE thread_id = ${threadId}`.execute(trx);
      }
      await trx.deleteFrom("plans").where("thread_id", "=", threadId).execute(); // scheduled_tasks cascade
      await trx.deleteFrom("threads").where("thread_id", "=", threadId).execute();
    });
  }

  /** SqliteSaver creates its tables on first use; PostgreSQL has them from the start (postgres.ts). */
  private checkpointTables(): boolean {
    if (this.db.dialect === "postgres") return true;
    return this.db.sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'writes'").get() !== undefined;
  }

  /** Give freed space back (SQLite: incremental vacuum; PostgreSQL: autovacuum reuses it). */
  async reclaim(): Promise<void> {
    if (this.db.dialect === "sqlite") this.db.sqlite.pragma("incremental_vacuum");
  }

  /** Bytes the database holds: SQLite the file's used pages, PostgreSQL every relation of the schema. */
  async sizeBytes(): Promise<number> {
    if (this.db.dialect === "sqlite") {
      const pages = Number(this.db.sqlite.pragma("page_count", { simple: true })) - Number(this.db.sqlite.pragma("freelist_count", { simple: true }));
      return pages * Number(this.db.sqlite.pragma("page_size", { simple: true }));
    }
    const r = await sql<{ bytes: number }>`
      SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r'`.execute(this.db.kysely);
    return Number(r.rows[0]?.bytes ?? 0);
  }

  /** Bytes of the checkpoint tables alone (rows, indexes, TOAST): what retention bounds. */
  async checkpointBytes(): Promise<number> {
    if (this.db.dialect === "sqlite") {
      if (!this.checkpointTables()) return 0;
      const r = this.db.sqlite
        .prepare("SELECT coalesce(sum(d.pgsize), 0) AS bytes FROM dbstat d JOIN sqlite_master m ON m.name = d.name WHERE m.tbl_name IN ('checkpoints', 'writes')")
        .get() as { bytes: number };
      return Number(r.bytes);
    }
    const r = await sql<{ bytes: number }>`
      SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname IN ('checkpoints', 'checkpoint_writes', 'checkpoint_blobs')`.execute(this.db.kysely);
    return Number(r.rows[0]?.bytes ?? 0);
  }

  /** PostgreSQL: rewrite the tables so their size shows what is left (benches; takes locks). */
  async compact(): Promise<void> {
    if (this.db.dialect === "sqlite") {
      this.db.sqlite.pragma("wal_checkpoint(TRUNCATE)");
      this.db.sqlite.exec("VACUUM");
      return;
    }
    await sql`VACUUM FULL`.execute(this.db.kysely);
  }
}
