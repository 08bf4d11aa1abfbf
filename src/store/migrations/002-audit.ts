/** audit_reports: what the Auditor (R6) found; the id is derived from the triggering message. */
import type { Kysely, Migration } from "kysely";
import { autoId } from "./util.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("audit_reports")
      .$call(autoId(db, "n"))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("thread_id", "text", (c) => c.notNull())
      .addColumn("anomaly", "text", (c) => c.notNull())
      .addColumn("severity", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .addColumn("evidence", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("message_id", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("audit_reports_thread").on("audit_reports").columns(["thread_id", "n"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("audit_reports").execute();
  },
};
