/**
 * traces repository: the per-thread planning trace (phase7 §7) as append-only app-table rows, not
 * checkpoint state (DESIGN §2: full state is copied at every superstep, so a growing trace there
 * costs at every step). Entries are numbered per thread in append order; an idempotency key per
 * entry makes a re-executed node's append a no-op.
 */
import { TraceEntry } from "../contracts/index.js";
import { parseContract } from "../contracts/parse.js";
import type { Database } from "./db.js";

/** What a planner node needs to record its trace (the port its deps would carry). */
export interface TraceLog {
  /**
   * Append `entry` to the thread's trace under `idemKey` (e.g. `${step}:${tool}`); an entry
   * already appended under that key stays as it was. Returns whether a row was written.
   */
  append(threadId: string, idemKey: string, entry: TraceEntry): Promise<boolean>;
}

export class TraceRepository implements TraceLog {
  constructor(private readonly db: Database) {}

  async append(threadId: string, idemKey: string, entry: TraceEntry): Promise<boolean> {
    const json = JSON.stringify(parseContract("TraceEntry", TraceEntry, entry));
    // The next seq is read and written in one statement, so appends cannot interleave within it;
    // a thread has one writer at a time (one run per thread), so seqs do not collide.
    const r = await this.db.kysely
      .insertInto("traces")
      .columns(["thread_id", "seq", "entry", "idem_key"])
      .expression((eb) =>
        eb
          .selectFrom("traces")
          .select([
            eb.val(threadId).as("thread_id"),
            eb(eb.fn.coalesce(eb.fn.max("seq"), eb.lit(0)), "+", eb.lit(1)).as("seq"),
            eb.val(json).as("entry"),
            eb.val(idemKey).as("idem_key"),
          ])
          .where("thread_id", "=", threadId),
      )
      .onConflict((oc) => oc.columns(["thread_id", "idem_key"]).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
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
