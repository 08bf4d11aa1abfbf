/**
 * Deleting what one run wrote to the checkpointer's tables (a run cancelled with rollback):
 * every checkpoint whose metadata names the run, and those checkpoints' pending writes. The
 * run's id is in each checkpoint's metadata because the server passes it as run metadata
 * (see src/app/run-metadata-saver.ts). The tables are the savers' (SqliteSaver: checkpoints,
 * writes; PostgresSaver: checkpoints, checkpoint_writes, checkpoint_blobs, metadata as jsonb);
 * on PostgreSQL the channel blobs no remaining checkpoint refers to go too, as retention.ts does.
 */
import { sql } from "kysely";
import type { Database } from "./db.js";

export class RunCheckpointRepository {
  constructor(private readonly db: Database) {}

  async deleteRunCheckpoints(threadId: string, runId: string): Promise<void> {
    if (this.db.dialect === "postgres") {
      // The thread is held by the cancelled run's queue: nothing writes to it meanwhile.
      await this.db.kysely.transaction().execute(async (trx) => {
        await sql`
          DELETE FROM checkpoint_writes w
          USING checkpoints c
          WHERE c.thread_id = ${threadId} AND c.metadata ->> 'run_id' = ${runId}
            AND w.thread_id = c.thread_id AND w.checkpoint_ns = c.checkpoint_ns AND w.checkpoint_id = c.checkpoint_id`.execute(trx);
        await sql`DELETE FROM checkpoints WHERE thread_id = ${threadId} AND metadata ->> 'run_id' = ${runId}`.execute(trx);
        await sql`
          DELETE FROM checkpoint_blobs b
          WHERE b.thread_id = ${threadId}
            AND NOT EXISTS (
              SELECT 1 FROM checkpoints c
              WHERE c.thread_id = b.thread_id AND c.checkpoint_ns = b.checkpoint_ns
                AND c.checkpoint -> 'channel_versions' ->> b.channel = b.version)`.execute(trx);
      });
      return;
    }
    const sqlite = this.db.sqlite;
    // The saver creates its tables lazily; nothing to delete before its first write.
    const exists = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'checkpoints'").get();
    if (!exists) return;
    sqlite.transaction(() => {
      const ids = sqlite
        .prepare("SELECT checkpoint_ns, checkpoint_id FROM checkpoints WHERE thread_id = ? AND json_extract(CAST(metadata AS TEXT), '$.run_id') = ?")
        .all(threadId, runId) as Array<{ checkpoint_ns: string; checkpoint_id: string }>;
      const delWrites = sqlite.prepare("DELETE FROM writes WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?");
      const delCheckpoint = sqlite.prepare("DELETE FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?");
      for (const { checkpoint_ns, checkpoint_id } of ids) {
        delWrites.run(threadId, checkpoint_ns, checkpoint_id);
        delCheckpoint.run(threadId, checkpoint_ns, checkpoint_id);
      }
    })();
  }
}
