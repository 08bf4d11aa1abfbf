/**
 * traces repository: the per-thread planning trace (phase7 §7) as append-only app-table rows, not
 * checkpoint state (DESIGN §2: full state is copied at every superstep, so a growing trace there
 * costs at every step). Entries are numbered per thread in append order; an idempotency key per
 * entry makes a re-executed node's append a no-op. The planner records through the TraceLog port
 * (graphs/planner/deps.ts).
 */
import { TraceEntry } from "../contracts/index.js";
import { parseContract } from "../contracts/parse.js";
import type { TraceLog } from "../../graphs/planner/deps.js";
import type { Database, SqliteDatabase } from "./db.js";
import { prepareQuery, type PreparedQuery } from "./prepared-query.js";

const sqliteHandleDb = (db: Database) => db as SqliteDatabase;

export class TraceRepository implements TraceLog {
  private readonly appendStmt: PreparedQuery<[string, string, string, string], unknown> | null;

  constructor(private readonly db: Database) {
    this.appendStmt = db.dialect === "postgres" ? null : this.prepareAppend(db);
  }

  /** The append as a query over (thread, entry, idem, same thread). */
  private appendQuery(thread: string, entry: string, idem: string, sameThread: string) {
    const k = this.db.kysely;
    return k
      .insertInto("traces")
      .columns(["thread_id", "seq", "entry", "idem_key"])
      .expression((eb) =>
        eb
          .selectFrom("traces")
          .select([
            eb.val(thread).as("thread_id"),
            eb(eb.fn.coalesce(eb.fn.max("seq"), eb.lit(0)), "+", eb.lit(1)).as("seq"),
            eb.val(entry).as("entry"),
            eb.val(idem).as("idem_key"),
          ])
          .where("thread_id", "=", sameThread),
      )
      .onConflict((oc) => oc.columns(["thread_id", "idem_key"]).doNothing());
  }

  /**
   * On SQLite the append is prepared once: the controller appends at every stage. The next seq
   * is read and written in one statement, so appends cannot interleave within it; a thread has
   * one writer at a time (one run per thread), so seqs do not collide. (The thread is passed
   * twice, once per place.)
   */
  private prepareAppend(db: Database): PreparedQuery<[string, string, string, string], unknown> {
    return prepareQuery(sqliteHandleDb(db), (thread: string, entry: string, idem: string, sameThread: string) => this.appendQuery(thread, entry, idem, sameThread));
  }

  /**
   * Append `entry` to the thread's trace under `idemKey` (e.g. `${step}:${tool}`); an entry
   * already appended under that key stays as it was. Returns whether a row was written.
   */
  async append(threadId: string, idemKey: string, entry: TraceEntry): Promise<boolean> {
    const json = JSON.stringify(parseContract("TraceEntry", TraceEntry, entry));
    if (this.appendStmt) return this.appendStmt.run(threadId, json, idemKey, threadId) > 0;
    const res = await this.appendQuery(threadId, json, idemKey, threadId).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  /** The thread's trace in append order (entries after `afterSeq`, at most `limit`). */
  async list(threadId: string, opts: { afterSeq?: number; limit?: number } = {}): Promise<TraceEntry[]> {
    const rows = await this.db.kysely
      .selectFrom("traces")
      .select("entry")
      .where("thread_id", "=", threadId)
      .where("seq", ">", opts.afterSeq ?? 0)
      .orderBy("seq")
      .limit(Math.min(Math.max(1, Math.trunc(opts.limit ?? 10_000)), 10_000))
      .execute();
    return rows.map((r) => JSON.parse(r.entry) as TraceEntry);
  }
}
