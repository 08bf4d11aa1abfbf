/** bus_messages: the durable, append-only log every inter-role message goes through. */
import type { Kysely, Migration } from "kysely";
import { autoId } from "./util.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("bus_messages")
      .$call(autoId(db, "id"))
      .addColumn("thread_id", "text", (c) => c.notNull())
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("from_role", "text", (c) => c.notNull())
      .addColumn("to_role", "text", (c) => c.notNull())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("idem_key", "text", (c) => c.notNull())
      .addUniqueConstraint("bus_messages_thread_seq", ["thread_id", "seq"])
      .addUniqueConstraint("bus_messages_thread_idem", ["thread_id", "idem_key"])
      .execute();
    // Thread-filtered subscriptions page by the global id within one thread.
    await db.schema.createIndex("bus_messages_thread_id").on("bus_messages").columns(["thread_id", "id"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("bus_messages").execute();
  },
};
