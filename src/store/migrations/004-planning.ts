/** Planning artifacts: approved taxonomy subtypes, plans (one per thread) and their scheduled tasks. */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("taxonomy")
      .addColumn("pattern_type", "text", (c) => c.notNull())
      .addColumn("subtype", "text", (c) => c.notNull())
      .addColumn("rationale", "text", (c) => c.notNull())
      .addColumn("approved_at", "text", (c) => c.notNull())
      .addColumn("thread_id", "text")
      .addPrimaryKeyConstraint("taxonomy_pk", ["pattern_type", "subtype"])
      .execute();

    await db.schema
      .createTable("plans")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("thread_id", "text", (c) => c.notNull().unique())
      .addColumn("owner", "text", (c) => c.notNull())
      .addColumn("goal", "text", (c) => c.notNull())
      .addColumn("pattern_type", "text")
      .addColumn("pattern_subtype", "text")
      .addColumn("pattern_variant", "text")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("outline", "text")
      .addColumn("roadmap", "text")
      .addColumn("summary", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // Plans are looked up by pattern to reuse what worked for similar goals.
    for (const col of ["pattern_type", "pattern_subtype", "pattern_variant"]) {
      await db.schema.createIndex(`plans_${col}`).on("plans").column(col).execute();
    }
    await db.schema.createIndex("plans_owner").on("plans").columns(["owner", "created_at"]).execute();

    await db.schema
      .createTable("scheduled_tasks")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("plan_id", "text", (c) => c.notNull().references("plans.id").onDelete("cascade"))
      .addColumn("task_id", "text", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("start", "text", (c) => c.notNull())
      .addColumn("end", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("scheduled_tasks_plan").on("scheduled_tasks").columns(["plan_id", "start"]).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("scheduled_tasks").execute();
    await db.schema.dropTable("plans").execute();
    await db.schema.dropTable("taxonomy").execute();
  },
};
