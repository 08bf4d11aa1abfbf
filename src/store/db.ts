/**
 * The app database: one better-sqlite3 handle plus a Kysely instance over it, opened with the
 * durability pragmas of DESIGN §5 and migrated to the latest schema before anyone uses it.
 *
 * Two ways in, on purpose: Kysely for schema, migrations and ordinary queries (dialect-neutral,
 * so a PostgreSQL backend can follow); the raw handle for hot paths that want prepared
 * statements and synchronous transactions (the bus). Do not hold a Kysely transaction open
 * across unrelated awaits: the raw handle shares the connection and its statements would land
 * inside it.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type Migration } from "kysely";
import type { Config } from "../config.js";
import { GoalgraphError } from "../errors.js";
import { InCodeMigrationProvider, MIGRATIONS } from "./migrations/index.js";
import type { DB } from "./schema.js";

export type DbOptions = Config["db"];

export interface Database {
  /** Raw handle: prepared statements and synchronous transactions on hot paths. */
  readonly sqlite: BetterSqlite3.Database;
  readonly kysely: Kysely<DB>;
  /** Resolved file path, or ":memory:". */
  readonly path: string;
  /** Checkpoint the WAL into the main file and close. Idempotent. */
  close(): Promise<void>;
}

/** Opening or migrating the database failed; `details` names the migration. */
export class DatabaseError extends GoalgraphError {
  constructor(message: string, details?: unknown, cause?: unknown) {
    super("DB_OPEN_FAILED", message, { status: 500, details, cause });
  }
}

export function isDatabaseError(e: unknown): e is DatabaseError {
  return e instanceof DatabaseError;
}

const MEMORY = ":memory:";

export async function openDatabase(
  opts: DbOptions,
  extra: { migrations?: Readonly<Record<string, Migration>> } = {},
): Promise<Database> {
  const path = opts.path === MEMORY ? MEMORY : resolve(opts.path);
  if (path !== MEMORY) mkdirSync(dirname(path), { recursive: true });

  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(path);
  } catch (e) {
    throw new DatabaseError(`cannot open database ${path}: ${(e as Error).message}`, { path }, e);
  }
  // busy_timeout first: journal_mode=WAL itself needs a lock another process may hold.
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(opts.busyTimeoutMs))}`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${synchronousPragma(opts.synchronous)}`);
  sqlite.pragma("foreign_keys = ON");

  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrator = new Migrator({ db: kysely, provider: new InCodeMigrationProvider(extra.migrations ?? MIGRATIONS) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    await kysely.destroy();
    throw new DatabaseError(
      `migration ${failed ?? "(unknown)"} failed: ${error instanceof Error ? error.message : String(error)}`,
      { path, migration: failed },
      error,
    );
  }

  let closed = false;
  return {
    sqlite,
    kysely,
    path,
    async close() {
      if (closed) return;
      closed = true;
      // TRUNCATE leaves a zero-length -wal file, so a copied .sqlite file is complete on its own.
      if (path !== MEMORY) sqlite.pragma("wal_checkpoint(TRUNCATE)");
      await kysely.destroy(); // closes the better-sqlite3 handle
    },
  };
}

// Validated again here because the pragma value is interpolated into SQL.
function synchronousPragma(s: DbOptions["synchronous"]): string {
  if (!["OFF", "NORMAL", "FULL", "EXTRA"].includes(s)) throw new DatabaseError(`invalid synchronous mode ${JSON.stringify(s)}`);
  return s;
}
