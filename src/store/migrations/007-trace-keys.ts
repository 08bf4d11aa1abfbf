/**
 * traces get an idempotency key: a planner node re-executed after a crash or on resume appends
 * its trace entry again under the same key, and the store keeps the first. The column is nullable
 * so the migration is safe on a table that already holds rows; NULL keys never conflict.
 */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("traces").addColumn("idem_key", "text").execute();
    await db.schema.createIndex("traces_thread_idem").on("traces").columns(["thread_id", "idem_key"]).unique().execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("traces_thread_idem").execute();
    await db.schema.alterTable("traces").dropColumn("idem_key").execute();
  },
};
