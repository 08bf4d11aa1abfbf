/**
 * The app database: one better-sqlite3 handle plus a Kysely instance over it, opened with the
 * durability pragmas of DESIGN §5 and migrated to the latest schema before anyone uses it. The
 * composition root opens it once (`openDatabase`) and, for the bus, one second connection on the
 * same file with its own synchronous setting (`openSecondConnection`).
 *
 * Two ways in, both for the store only: Kysely for schema, migrations and ordinary queries
 * (dialect-neutral, so a PostgreSQL backend can follow); the raw handle for the checkpointer and
 * for hot-path prepared statements (prepared-query.ts). Do not hold a Kysely transaction open
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
  /** Raw handle: for the store's prepared statements and the checkpointer (and tests' assertions). */
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

  const sqlite = connect(path, opts);
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

/**
 * A second connection to an open database's file with its own `synchronous` setting, not
 * migrated again (the first connection did that). The runtime gives the bus one (see
 * src/app/runtime.ts on why NORMAL is safe there). An in-memory database has no file to share, so
 * it answers with the database itself; closing that answer is then a no-op.
 */
export function openSecondConnection(db: Database, opts: Pick<DbOptions, "busyTimeoutMs" | "synchronous">): Database {
  if (db.path === MEMORY) return { ...db, close: async () => undefined };
  const sqlite = connect(db.path, opts, { journalMode: false });
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    sqlite,
    kysely,
    path: db.path,
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy(); // closes this handle only
    },
  };
}

function connect(path: string, opts: Pick<DbOptions, "busyTimeoutMs" | "synchronous">, { journalMode = true } = {}): BetterSqlite3.Database {
  let sqlite: BetterSqlite3.Database;
  try {
    sqlite = new BetterSqlite3(path);
  } catch (e) {
    throw new DatabaseError(`cannot open database ${path}: ${(e as Error).message}`, { path }, e);
  }
  // busy_timeout first: journal_mode=WAL itself needs a lock another process may hold.
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.trunc(opts.busyTimeoutMs))}`);
  // WAL is a property of the file: the first connection set it for every later one.
  if (journalMode) sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`synchronous = ${synchronousPragma(opts.synchronous)}`);
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

// Validated again here because the pragma value is interpolated into SQL.
function synchronousPragma(s: DbOptions["synchronous"]): string {
  if (!["OFF", "NORMAL", "FULL", "EXTRA"].includes(s)) throw new DatabaseError(`invalid synchronous mode ${JSON.stringify(s)}`);
  return s;
}
