/** traces: the per-thread planning trace (phase7 §7), append-only, kept out of checkpoints. */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("traces")
      .addColumn("thread_id", "text", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("entry", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("traces_pk", ["thread_id", "seq"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("traces").execute();
  },
};
