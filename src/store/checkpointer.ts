/**
 * The checkpointer factory: LangGraph checkpoints in the app database's file, on its connection
 * (one file to back up, one WAL), through our SQLite saver (sqlite-checkpoint-saver.ts: each
 * large value stored once per thread, one fsync per superstep; it reads what SqliteSaver wrote).
 * A PostgreSQL backend would return @langchain/langgraph-checkpoint-postgres's saver here.
 */
import { CompressingSerializer } from "./checkpoint-serde.js";
import type { Database } from "./db.js";
import { SqliteCheckpointSaver } from "./sqlite-checkpoint-saver.js";

/** The saver the runtime compiles graphs with (the concrete type, so its SQLite extras stay visible). */
export type Checkpointer = SqliteCheckpointSaver;

export function createCheckpointer(db: Database): Checkpointer {
  return new SqliteCheckpointSaver(db.sqlite, new CompressingSerializer());
}
