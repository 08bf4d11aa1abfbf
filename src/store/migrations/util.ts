/** Small helpers that keep migrations dialect-neutral where that costs nothing. */
import { PostgresAdapter, SqliteAdapter, type CreateTableBuilder, type Kysely } from "kysely";

export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An auto-incrementing integer primary key: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT (ids are
 * never reused, even after deletes, which cursors rely on) or PostgreSQL's identity column.
 */
export function autoId(db: Kysely<any>, name: string) {
  return <T extends CreateTableBuilder<any, any>>(tb: T): T =>
    (isSqlite(db)
      ? tb.addColumn(name, "integer", (c) => c.primaryKey().autoIncrement())
      : tb.addColumn(name, "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())) as T;
}
