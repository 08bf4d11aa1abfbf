/**
 * The checkpointer factory: LangGraph checkpoints in the app database, with large payloads
 * deflated (checkpoint-serde.ts). On SQLite our saver (sqlite-checkpoint-saver.ts: each large
 * value stored once per thread, one fsync per run; it reads what SqliteSaver wrote) shares
 * the app file's connection (one file to back up, one WAL); on PostgreSQL it is
 * @langchain/langgraph-checkpoint-postgres's saver (with lease fencing, fenced-postgres-saver.ts)
 * on the app pool (its tables are created when the database is opened, see postgres.ts). Its blobs
 * are bytea, so the compressed payloads go in as they are; metadata is never compressed (it is
 * stored as jsonb and filtered on).
 */
import type { BaseCheckpointSaver } from "@langchain/langgraph-checkpoint";
import { CompressingSerializer } from "./checkpoint-serde.js";
import type { Database } from "./db.js";
import { FencedPostgresSaver } from "./fenced-postgres-saver.js";
import { SqliteCheckpointSaver } from "./sqlite-checkpoint-saver.js";

/**
 * The saver the runtime compiles graphs with: our SQLite saver or PostgresSaver. Both fence a
 * run's writes by its thread lease (lock.ts LEASE_FENCE_KEY): a replica whose lease was taken
 * over cannot land a checkpoint.
 */
export type Checkpointer = BaseCheckpointSaver & { deleteThread(threadId: string): Promise<void> };

export function createCheckpointer(db: Database): Checkpointer {
  if (db.dialect === "postgres") return new FencedPostgresSaver(db.pool, new CompressingSerializer());
  return new SqliteCheckpointSaver(db.sqlite, new CompressingSerializer());
}
