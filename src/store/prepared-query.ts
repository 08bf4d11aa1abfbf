/**
 * Hot-path statements: a Kysely query compiled once and run as a prepared statement on the raw
 * handle, so a repository method costs one SQLite step and no query building (the bus append
 * runs at ~20k messages/s; building each query would cost a third of that).
 *
 * The SQL text still comes from Kysely, so it is whatever dialect the database speaks; this file
 * is the one place that knows the statement runs on better-sqlite3 (the dialect seam for prepared
 * statements: a PostgreSQL backend would run the same compiled text as a named `pg` statement).
 *
 *   const head = prepareQuery(db, () => db.kysely.selectFrom("bus_messages").select(...));
 *   const byKey = prepareQuery(db, (thread: string, key: string) => db.kysely.selectFrom(...)
 *     .where("thread_id", "=", thread).where("idem_key", "=", key));
 *   byKey.get("t1", "k1");
 *
 * `build` is called once with placeholders standing in for its parameters; use each only where a
 * value goes (a comparison, a value, a limit), never in code that inspects it.
 */
import type { Statement } from "better-sqlite3";
import type { Compilable } from "kysely";
import type { Database, SqliteDatabase } from "./db.js";

export interface PreparedQuery<A extends unknown[], R> {
  /** The first row, or undefined. */
  get(...args: A): R | undefined;
  all(...args: A): R[];
  /** For statements that return no rows; the number of rows changed. */
  run(...args: A): number;
  /** The compiled SQL (for tests and error messages). */
  readonly sql: string;
}

const PLACEHOLDER = "\u0000goalgraph-param:";

export function prepareQuery<A extends unknown[], R>(db: SqliteDatabase, build: (...args: A) => Compilable<R>): PreparedQuery<A, R> {
  const placeholders = Array.from({ length: build.length }, (_, i) => `${PLACEHOLDER}${i}`);
  const compiled = build(...(placeholders as A)).compile();
  // Where each statement parameter comes from: an argument index, or a constant the query holds.
  const slots: Array<{ arg: number } | { value: unknown }> = compiled.parameters.map((p) =>
    typeof p === "string" && p.startsWith(PLACEHOLDER) ? { arg: Number(p.slice(PLACEHOLDER.length)) } : { value: p },
  );
  const stmt = db.sqlite.prepare(compiled.sql) as Statement<unknown[], R>;
  const passThrough = slots.length === build.length && slots.every((s, i) => "arg" in s && s.arg === i);
  if (passThrough) {
    // The common case, and the hot one: hand the arguments over as they are.
    return { sql: compiled.sql, get: (...args) => stmt.get(...args), all: (...args) => stmt.all(...args), run: (...args) => stmt.run(...args).changes };
  }
  const params = (args: unknown[]) => slots.map((s) => ("arg" in s ? args[s.arg] : s.value));
  return {
    sql: compiled.sql,
    get: (...args) => stmt.get(...params(args)),
    all: (...args) => stmt.all(...params(args)),
    run: (...args) => stmt.run(...params(args)).changes,
  };
}

/** A PreparedQuery whose results are promises: the same statement on either dialect. */
export interface AsyncPreparedQuery<A extends unknown[], R> {
  get(...args: A): Promise<R | undefined>;
  all(...args: A): Promise<R[]>;
  run(...args: A): Promise<number>;
}

type Executable<R> = Compilable<R> & { execute(): Promise<R[]> };

/**
 * On SQLite the prepared statement above, its result wrapped in a promise; on PostgreSQL the
 * query built and run through Kysely (pg sends it as an unnamed prepared statement anyway).
 */
export function prepareAsyncQuery<A extends unknown[], R>(db: Database, build: (...args: A) => Executable<R>): AsyncPreparedQuery<A, R> {
  if (db.dialect === "sqlite") {
    const q = prepareQuery(db, build);
    return { get: async (...a) => q.get(...a), all: async (...a) => q.all(...a), run: async (...a) => q.run(...a) };
  }
  return {
    get: async (...a) => (await build(...a).execute())[0],
    all: async (...a) => build(...a).execute(),
    run: async (...a) => {
      const compiled = build(...a).compile();
      const r = await db.kysely.executeQuery(compiled);
      return Number(r.numAffectedRows ?? 0n);
    },
  };
}
