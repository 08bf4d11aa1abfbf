/**
 * What the LangGraph server API keeps beside threads and runs: assistants (a graph with its own
 * config and context) with every version of each, and the long-term store graphs share across
 * threads (`BaseStore` items, one JSON value per namespace and key), and the runs that have not
 * started yet (enqueued behind another run, or waiting out after_seconds), so a restart runs
 * them.
 */
import type { Kysely, Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("assistants")
      .addColumn("assistant_id", "text", (c) => c.primaryKey())
      // null: a system assistant (one per graph, visible to every owner).
      .addColumn("owner", "text")
      .addColumn("graph_id", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("config", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("context", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("metadata", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("assistant_versions")
      .addColumn("assistant_id", "text", (c) => c.notNull())
      .addColumn("version", "integer", (c) => c.notNull())
      .addColumn("graph_id", "text", (c) => c.notNull())
      .addColumn("config", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("context", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("metadata", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("assistant_versions_pk", ["assistant_id", "version"])
      .execute();

    await db.schema
      .createTable("store_items")
      // The namespace as a JSON array of labels: prefix search is a LIKE on its text.
      .addColumn("namespace", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("store_items_pk", ["namespace", "key"])
      .execute();

    await db.schema
      .createTable("run_queue")
      .addColumn("run_id", "text", (c) => c.primaryKey())
      .addColumn("thread_id", "text", (c) => c.notNull())
      .addColumn("owner", "text", (c) => c.notNull())
      // The run as submitted (body, stream modes, headers for the graph, webhook), JSON.
      .addColumn("run", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable("run_queue").execute();
    await db.schema.dropTable("store_items").execute();
    await db.schema.dropTable("assistant_versions").execute();
    await db.schema.dropTable("assistants").execute();
  },
};
