/**
 * What several replicas on one database need (issue 13):
 *   - thread_leases: who runs a thread now and until when. A replica renews its leases while it
 *     runs; a lease past `expires_at` belongs to a dead replica and may be taken over.
 *   - runs.replica and runs.kwargs: which replica executes a run, and what it was started with,
 *     so another replica can resume it from its checkpoint after the lease expired.
 *   - bus_cursors: a subscriber's position in the bus (the Auditor's), kept across restarts.
 *   - threads.pruned_at: when retention last pruned the thread's checkpoints (retention.ts).
 * Times are epoch milliseconds (BIGINT): the same arithmetic on both dialects.
 */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("thread_leases")
      .addColumn("thread_id", "text", (c) => c.primaryKey())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("replica", "text", (c) => c.notNull())
      .addColumn("expires_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("thread_leases_replica").on("thread_leases").column("replica").execute();
    await db.schema.alterTable("runs").addColumn("replica", "text").execute();
    await db.schema.alterTable("runs").addColumn("kwargs", "text").execute();
    await db.schema.alterTable("threads").addColumn("pruned_at", "text").execute();
    await db.schema
      .createTable("bus_cursors")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("cursor", "bigint", (c) => c.notNull())
      .addColumn("state", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("bus_cursors").execute();
    await db.schema.alterTable("threads").dropColumn("pruned_at").execute();
    await db.schema.alterTable("runs").dropColumn("kwargs").execute();
    await db.schema.alterTable("runs").dropColumn("replica").execute();
    await db.schema.dropTable("thread_leases").execute();
  },
};
