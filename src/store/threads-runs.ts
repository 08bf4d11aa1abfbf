/**
 * threads and runs repository: the HTTP layer's thread and run records (006-threads-runs), behind
 * the server's ThreadRepository port. Graph state stays in checkpoints. JSON columns hold TEXT;
 * metadata filters match in code, since JSON equality is not portable SQL.
 */
import type { Selectable } from "kysely";
import { metadataMatches, type RunRecord, type ThreadRecord, type ThreadRepository, type ThreadSearch } from "../server/thread-repository.js";
import type { Database } from "./db.js";
import type { RunsTable, ThreadsTable } from "./schema.js";

type ThreadsRow = Selectable<ThreadsTable>;
type RunsRow = Selectable<RunsTable>;

/** A metadata search scans at most this many of the owner's threads. */
const METADATA_SCAN_LIMIT = 5_000;

function toThread(r: ThreadsRow): ThreadRecord {
  const { pruned_at: _pruned, ...rest } = r;
  return { ...rest, status: r.status as ThreadRecord["status"], metadata: JSON.parse(r.metadata) as Record<string, unknown> };
}

function toRun(r: RunsRow): RunRecord {
  // replica and kwargs are the lease machinery's (leases.ts), not part of the API's record.
  const { replica: _replica, kwargs: _kwargs, ...rest } = r;
  return { ...rest, status: r.status as RunRecord["status"], metadata: JSON.parse(r.metadata) as Record<string, unknown> };
}

export class ThreadRunRepository implements ThreadRepository {
  private readonly db: Database["kysely"];

  constructor(db: Database) {
    this.db = db.kysely;
  }

  async createThread(t: ThreadRecord): Promise<boolean> {
    const res = await this.db
      .insertInto("threads")
      .values({ ...t, metadata: JSON.stringify(t.metadata) })
      .onConflict((oc) => oc.column("thread_id").doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async getThread(threadId: string): Promise<ThreadRecord | undefined> {
    const r = await this.db.selectFrom("threads").selectAll().where("thread_id", "=", threadId).executeTakeFirst();
    return r && toThread(r);
  }

  async updateThread(threadId: string, patch: Partial<ThreadRecord>): Promise<ThreadRecord | undefined> {
    const { metadata, thread_id: _id, owner: _owner, created_at: _c, ...rest } = patch;
    const set: Partial<ThreadsRow> = { ...rest };
    if (metadata !== undefined) set.metadata = JSON.stringify(metadata);
    if (Object.keys(set).length > 0) await this.db.updateTable("threads").set(set).where("thread_id", "=", threadId).execute();
    return this.getThread(threadId);
  }

  async deleteThread(threadId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("runs").where("thread_id", "=", threadId).execute();
      const res = await trx.deleteFrom("threads").where("thread_id", "=", threadId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    });
  }

  async searchThreads(q: ThreadSearch): Promise<ThreadRecord[]> {
    let query = this.db.selectFrom("threads").selectAll().where("owner", "=", q.owner);
    if (q.ids) query = q.ids.length ? query.where("thread_id", "in", q.ids) : query.where("thread_id", "=", "\u0000");
    if (q.status) query = query.where("status", "=", q.status);
    query = query.orderBy(q.sortBy, q.sortOrder).orderBy("thread_id", q.sortOrder);
    if (!q.metadata || Object.keys(q.metadata).length === 0) {
      return (await query.limit(q.limit).offset(q.offset).execute()).map(toThread);
    }
    const rows = (await query.limit(METADATA_SCAN_LIMIT).execute()).map(toThread).filter((t) => metadataMatches(t.metadata, q.metadata));
    return rows.slice(q.offset, q.offset + q.limit);
  }

  async createRun(r: RunRecord): Promise<void> {
    await this.db
      .insertInto("runs")
      .values({ ...r, metadata: JSON.stringify(r.metadata) })
      .execute();
  }

  async getRun(threadId: string, runId: string): Promise<RunRecord | undefined> {
    const r = await this.db.selectFrom("runs").selectAll().where("run_id", "=", runId).where("thread_id", "=", threadId).executeTakeFirst();
    return r && toRun(r);
  }

  async updateRun(runId: string, patch: Partial<Pick<RunRecord, "status" | "error" | "updated_at">>): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await this.db.updateTable("runs").set(patch).where("run_id", "=", runId).execute();
  }

  async listRuns(threadId: string, opts: { limit: number; offset: number }): Promise<RunRecord[]> {
    return this.pageOfRuns(threadId, null, opts);
  }

  async listRunsWithStatus(threadId: string, status: RunRecord["status"], opts: { limit: number; offset: number }): Promise<RunRecord[]> {
    return this.pageOfRuns(threadId, status, opts);
  }

  /** A thread's runs, newest first, optionally only those in one status. */
  private async pageOfRuns(threadId: string, status: RunRecord["status"] | null, opts: { limit: number; offset: number }): Promise<RunRecord[]> {
    let q = this.db.selectFrom("runs").selectAll().where("thread_id", "=", threadId);
    if (status) q = q.where("status", "=", status);
    const rows = await q.orderBy("created_at", "desc").orderBy("run_id", "desc").limit(opts.limit).offset(opts.offset).execute();
    return rows.map(toRun);
  }

  async deleteRun(runId: string): Promise<void> {
    await this.db.deleteFrom("runs").where("run_id", "=", runId).execute();
  }

  /**
   * Runs a dead process left pending or running. With replicas (leases.ts) only those nobody can
   * resume are failed: their thread has no live lease and the run did not record what it was
   * started with; the others are resumed from their checkpoints by a takeover
   * (src/server/run-takeover.ts). A thread stays busy while it has a live lease or a run to resume.
   */
  async recoverInterrupted(now: string): Promise<number> {
    const nowMs = Date.parse(now);
    return this.db.transaction().execute(async (trx) => {
      const live = trx.selectFrom("thread_leases").select("thread_id").where("expires_at", ">=", nowMs);
      const res = await trx
        .updateTable("runs")
        .set({ status: "error", error: "the server stopped during this run", updated_at: now })
        .where("status", "in", ["pending", "running"])
        .where("kwargs", "is", null)
        .where("thread_id", "not in", live)
        .executeTakeFirst();
      const resumable = trx.selectFrom("runs").select("thread_id").where("status", "in", ["pending", "running"]).where("kwargs", "is not", null);
      await trx
        .updateTable("threads")
        .set({ status: "idle", updated_at: now })
        .where("status", "=", "busy")
        .where("thread_id", "not in", live)
        .where("thread_id", "not in", resumable)
        .execute();
      return Number(res.numUpdatedRows);
    });
  }
}
