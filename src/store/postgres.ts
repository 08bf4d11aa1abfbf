/**
 * The PostgreSQL side of the app database (GOALGRAPH_DATABASE_URL): one `pg` pool shared by
 * Kysely (every repository), the LangGraph checkpointer and the bus, migrated under a
 * database-wide advisory lock so two replicas starting at once (or `goalgraph migrate` beside a
 * running replica) apply each migration exactly once.
 *
 * int8 columns (identity ids, counts) come back as JavaScript numbers, as they do on SQLite:
 * ids stay far below 2^53.
 */
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import pg from "pg";
import { Kysely, PostgresDialect, sql, type Migration } from "kysely";
import { DatabaseError, migrateToLatest, type PostgresDatabase } from "./db.js";
import { MIGRATIONS } from "./migrations/index.js";
import type { DB } from "./schema.js";

export interface PostgresOptions {
  url: string;
  /** Connections in the pool (default 10). */
  poolMax?: number;
}

/** Advisory lock keys of this app (pg_advisory_lock takes one bigint). */
export const PG_LOCKS = {
  /** Held while migrating (app tables and checkpoint tables). */
  migrate: 0x676f_616c_0001,
  /** Held by every bus append until it commits: global message ids are then in commit order. */
  busAppend: 0x676f_616c_0002,
} as const;

const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8_OID && format !== "binary") return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as "text");
  },
} as pg.CustomTypesConfig;

/** The URL with its password masked. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://(unparsable url)";
  }
}

export function createPool(opts: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: opts.url, max: Math.max(2, opts.poolMax ?? 10), types });
  // An idle client that loses its connection (server restart) must not crash the process.
  pool.on("error", () => undefined);
  return pool;
}

/**
 * Open, migrate (app tables, then the LangGraph checkpoint tables) and return
 * the database. The advisory lock is taken on one pooled connection while the migrations run on
 * others, so it serialises whole migration runs across processes.
 */
export async function openPostgres(
  opts: PostgresOptions,
  extra: { migrations?: Readonly<Record<string, Migration>> } = {},
): Promise<PostgresDatabase> {
  const where = redactUrl(opts.url);
  const pool = createPool(opts);
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let lockClient: pg.PoolClient | undefined;
  try {
    try {
      lockClient = await pool.connect();
    } catch (e) {
      throw new DatabaseError(`cannot connect to ${where}: ${(e as Error).message}`, { path: where }, e);
    }
    await lockClient.query("SELECT pg_advisory_lock($1)", [PG_LOCKS.migrate]);
    await migrateToLatest(kysely, extra.migrations ?? MIGRATIONS, where);
    // The checkpointer's own tables (its setup() is not safe to run twice at once: hence the lock).
    await new PostgresSaver(pool).setup();
    await lockClient.query("SELECT pg_advisory_unlock($1)", [PG_LOCKS.migrate]);
  } catch (e) {
    lockClient?.release(true);
    lockClient = undefined;
    await kysely.destroy().catch(() => undefined);
    throw e;
  } finally {
    lockClient?.release();
  }

  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    dialect: "postgres",
    pool,
    kysely,
    path: where,
    async listen(channel, onNotify) {
      // LISTEN holds its connection for good: a client of its own, outside the pool.
      const client = new pg.Client({ connectionString: opts.url, types });
      client.on("error", () => undefined);
      await client.connect();
      client.on("notification", (n) => {
        if (n.channel === channel) onNotify();
      });
      await client.query(`LISTEN ${pgIdent(channel)}`);
      listeners.add(client);
      return async () => {
        if (!listeners.delete(client)) return;
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      listeners.clear();
      await kysely.destroy(); // ends the pool
    },
  };
}

/** A quoted identifier (channel names are ours, but quoting costs nothing). */
function pgIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Create a database (tests and benches make their own); a no-op when it exists. */
export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
  try {
    const exists = await sql<{ n: number }>`SELECT 1 AS n FROM pg_database WHERE datname = ${name}`.execute(admin);
    if (exists.rows.length === 0) await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
}

/** Drop a database, disconnecting whoever is still on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }) });
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin);
  } finally {
    await admin.destroy();
  }
}
