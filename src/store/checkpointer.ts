/**
 * The checkpointer factory: LangGraph checkpoints in the app database's file, on its connection
 * (one file to back up, one WAL), with large payloads deflated (checkpoint-serde.ts). A PostgreSQL
 * backend would return @langchain/langgraph-checkpoint-postgres's saver here.
 */
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { CompressingSerializer } from "./checkpoint-serde.js";
import type { Database } from "./db.js";

/** The saver the runtime compiles graphs with (the concrete type, so its SQLite extras stay visible). */
export type Checkpointer = SqliteSaver;

export function createCheckpointer(db: Database): Checkpointer {
  return new SqliteSaver(db.sqlite, new CompressingSerializer());
}
