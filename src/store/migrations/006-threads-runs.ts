/** threads and runs: the HTTP layer's bookkeeping (owner, status, run history); graph state stays in checkpoints. */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("threads")
      .addColumn("thread_id", "text", (c) => c.primaryKey())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("graph_id", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("metadata", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("state_updated_at", "text", (c) => c.notNull())
      .addColumn("error", "text")
      .execute();
    // Thread search is always scoped to one owner.
    await db.schema.createIndex("threads_owner_created").on("threads").columns(["owner", "created_at"]).execute();

    await db.schema
      .createTable("runs")
      .addColumn("run_id", "text", (c) => c.primaryKey())
      .addColumn("thread_id", "text", (c) => c.notNull())
      .addColumn("assistant_id", "text", (c) => c.notNull())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("metadata", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("multitask_strategy", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addColumn("error", "text")
      .execute();
    await db.schema.createIndex("runs_thread_created").on("runs").columns(["thread_id", "created_at"]).execute();
    // Startup recovery looks for runs a crash left pending/running.
    await db.schema.createIndex("runs_status").on("runs").column("status").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("runs").execute();
    await db.schema.dropTable("threads").execute();
  },
};
