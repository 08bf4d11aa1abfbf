/** feed_tokens: one revocable secret per plan for its subscribable calendar feed (only a hash is kept). */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("feed_tokens")
      .addColumn("thread_id", "text", (c) => c.primaryKey())
      .addColumn("owner", "text", (c) => c.notNull())
      // sha256 of the token, hex: a leaked database does not leak working feed URLs.
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("alarm_minutes", "integer")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("feed_tokens").execute();
  },
};
