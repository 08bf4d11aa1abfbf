/**
 * memory_entries (R5 shared memory) and its full-text index.
 *
 * The index is SQLite-only: an FTS5 external-content table with the trigram tokenizer, which
 * matches any substring of ≥ 3 characters in any script (CJK has no spaces to split words on, so
 * word tokenizers fail there). Triggers keep it in step with the table. On PostgreSQL the same
 * question is answered by pg_trgm GIN indexes on `text` and `tags` (ILIKE '%term%' uses them for
 * any term of ≥ 3 characters, in any script).
 */
import { sql, type Kysely, type Migration } from "kysely";
import { GoalgraphError } from "../../errors.js";
import { autoId, isPostgres, isSqlite } from "./util.js";

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("memory_entries")
      .$call(autoId(db, "n"))
      .addColumn("id", "text", (c) => c.notNull().unique())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("task_type", "text", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("tool", "text")
      .addColumn("target", "text")
      .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("source_thread_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("memory_entries_type_kind").on("memory_entries").columns(["task_type", "kind"]).execute();

    if (isPostgres(db)) {
      // pg_trgm is a trusted extension (PostgreSQL ≥ 13): the database owner may create it.
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
      await sql`CREATE INDEX memory_entries_text_trgm ON memory_entries USING gin (text gin_trgm_ops)`.execute(db);
      await sql`CREATE INDEX memory_entries_tags_trgm ON memory_entries USING gin (tags gin_trgm_ops)`.execute(db);
      return;
    }
    if (!isSqlite(db)) {
      throw new GoalgraphError("DB_DIALECT_UNSUPPORTED", "memory full-text index: only SQLite (FTS5 trigram) and PostgreSQL (pg_trgm) are implemented");
    }
    // SQLite-only from here. tags are indexed too so a query can hit a tag word.
    await sql`CREATE VIRTUAL TABLE memory_fts USING fts5(text, tags, content='memory_entries', content_rowid='n', tokenize='trigram')`.execute(db);
    await sql`CREATE TRIGGER memory_entries_ai AFTER INSERT ON memory_entries BEGIN
      INSERT INTO memory_fts(rowid, text, tags) VALUES (new.n, new.text, new.tags);
    END`.execute(db);
    await sql`CREATE TRIGGER memory_entries_ad AFTER DELETE ON memory_entries BEGIN
      INSERT INTO memory_fts(memory_fts, rowid, text, tags) VALUES ('delete', old.n, old.text, old.tags);
    END`.execute(db);
    await sql`CREATE TRIGGER memory_entries_au AFTER UPDATE ON memory_entries BEGIN
      INSERT INTO memory_fts(memory_fts, rowid, text, tags) VALUES ('delete', old.n, old.text, old.tags);
      INSERT INTO memory_fts(rowid, text, tags) VALUES (new.n, new.text, new.tags);
    END`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (isSqlite(db)) {
      for (const t of ["memory_entries_ai", "memory_entries_ad", "memory_entries_au"]) await sql`DROP TRIGGER IF EXISTS ${sql.id(t)}`.execute(db);
      await sql`DROP TABLE IF EXISTS memory_fts`.execute(db);
    }
    await db.schema.dropTable("memory_entries").execute();
  },
};
