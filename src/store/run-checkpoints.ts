/**
 * Deleting what one run wrote to the checkpointer's tables (a run cancelled with rollback):
 * every checkpoint whose metadata names the run, and those checkpoints' pending writes. The
 * run's id is in each checkpoint's metadata because the server passes it as run metadata
 * (see src/app/run-metadata-saver.ts). SQLite tables of @langchain/langgraph-checkpoint-sqlite.
 */
import type { Database } from "./db.js";

export class RunCheckpointRepository {
  constructor(private readonly db: Database) {}

  async deleteRunCheckpoints(threadId: string, runId: string): Promise<void> {
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
