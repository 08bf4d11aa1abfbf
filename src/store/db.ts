/**
 * The app database, in one of two dialects. SQLite (the embedded default): one better-sqlite3
 * handle plus a Kysely instance over it, opened with the durability pragmas of DESIGN §5 and
 * migrated to the latest schema before anyone uses it; the composition root opens it once
 * (`openDatabase`) and, for the bus, one second connection on the same file with its own
 * synchronous setting (`openSecondConnection`). PostgreSQL (`GOALGRAPH_DATABASE_URL`): a `pg`
 * pool with Kysely over it (postgres.ts), for several replicas on one database.
 * `openAppDatabase` picks by the configuration; repositories branch on `db.dialect` where the
 * SQL differs and nowhere else.
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
import type pg from "pg";
import { Kysely, Migrator, SqliteDialect, type Migration } from "kysely";
import type { Config } from "../config.js";
import { GoalgraphError } from "../errors.js";
import { InCodeMigrationProvider, MIGRATIONS } from "./migrations/index.js";
import type { DB } from "./schema.js";

export type DbOptions = Config["db"];

export interface SqliteDatabase {
  readonly dialect: "sqlite";
  /** Raw handle: for the store's prepared statements and the checkpointer (and tests' assertions). */
  readonly sqlite: BetterSqlite3.Database;
  readonly kysely: Kysely<DB>;
  /** Resolved file path, or ":memory:". */
  readonly path: string;
  /** Checkpoint the WAL into the main file and close. Idempotent. */
  close(): Promise<void>;
}

export interface PostgresDatabase {
  readonly dialect: "postgres";
  /** The pool every repository, the checkpointer and the bus share. */
  readonly pool: pg.Pool;
  readonly kysely: Kysely<DB>;
  /** The connection URL without its password (for logs and errors). */
  readonly path: string;
  /** Call `onNotify` for every NOTIFY on `channel` (a dedicated connection); resolves to an unlisten. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** End the pool (and any listening connection). Idempotent. */
  close(): Promise<void>;
}

export type Database = SqliteDatabase | PostgresDatabase;

/** The raw SQLite handle (benches and tests that read the file directly); an error on PostgreSQL. */
export function sqliteHandle(db: Database): BetterSqlite3.Database {
  if (db.dialect !== "sqlite") throw new DatabaseError(`a SQLite handle was asked of the PostgreSQL database ${db.path}`);
  return db.sqlite;
}

/** Open the database the configuration names: PostgreSQL when `url` is set, else the SQLite file at `path`. */
export async function openAppDatabase(opts: DbOptions, extra: { migrations?: Readonly<Record<string, Migration>> } = {}): Promise<Database> {
  if (opts.url) {
    const { openPostgres } = await import("./postgres.js");
    return openPostgres({ url: opts.url, poolMax: opts.poolMax }, extra);
  }
  return openDatabase(opts, extra);
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
  opts: Pick<DbOptions, "path" | "synchronous" | "busyTimeoutMs">,
  extra: { migrations?: Readonly<Record<string, Migration>> } = {},
): Promise<SqliteDatabase> {
  const path = opts.path === MEMORY ? MEMORY : resolve(opts.path);
  if (path !== MEMORY) mkdirSync(dirname(path), { recursive: true });

  const sqlite = connect(path, opts);
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(kysely, extra.migrations ?? MIGRATIONS, path);
  } catch (e) {
    await kysely.destroy();
    throw e;
  }

  let closed = false;
  return {
    dialect: "sqlite",
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

/** Run every migration not applied yet; a failure names the migration. Safe to repeat. */
export async function migrateToLatest(kysely: Kysely<DB>, migrations: Readonly<Record<string, Migration>>, where: string): Promise<void> {
  const migrator = new Migrator({ db: kysely, provider: new InCodeMigrationProvider(migrations) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new DatabaseError(
      `migration ${failed ?? "(unknown)"} failed: ${error instanceof Error ? error.message : String(error)}`,
      { path: where, migration: failed },
      error,
    );
  }
}

/**
 * A second connection to an open database's file with its own `synchronous` setting, not
 * migrated again (the first connection did that). The runtime gives the bus one (see
 * src/app/runtime.ts on why NORMAL is safe there). An in-memory database has no file to share, so
 * it answers with the database itself; closing that answer is then a no-op.
 */
export function openSecondConnection(db: SqliteDatabase, opts: Pick<DbOptions, "busyTimeoutMs" | "synchronous">): SqliteDatabase {
  if (db.path === MEMORY) return { ...db, close: async () => undefined };
  const sqlite = connect(db.path, opts, { journalMode: false });
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  return {
    dialect: "sqlite",
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
  // Space freed by retention (retention.ts) goes back to the file system with incremental_vacuum.
  // Only a file without tables takes this setting; an older file keeps auto_vacuum NONE (its free
  // pages are reused, `VACUUM` once converts it).
  if (journalMode) sqlite.pragma("auto_vacuum = INCREMENTAL");
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
