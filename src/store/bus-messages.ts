/**
 * bus_messages repository: the durable, append-only log behind the message bus (src/bus/bus.ts).
 *
 * Every method but the spend figure is a prepared statement and synchronous, on purpose: the bus
 * appends ~20k messages/s, and a pump reads the head and a batch in one synchronous turn so no
 * local publish can fall between them.
 */
import type { BusMessage } from "../contracts/index.js";
import type { SqliteDatabase } from "./db.js";
import { prepareQuery, type PreparedQuery } from "./prepared-query.js";
import type { BusMessagesTable } from "./schema.js";
import type { Selectable } from "kysely";

/** A message ready to store: the payload already serialised, the time already taken. */
export interface BusMessageRow {
  thread_id: string;
  from: string;
  to: string;
  type: string;
  /** JSON text. */
  payload: string;
  at: string;
  idem_key: string;
}

type Row = Selectable<BusMessagesTable>;

export function toMessage(row: Row): BusMessage {
  return {
    id: String(row.id),
    thread_id: row.thread_id,
    seq: row.seq,
    from: row.from_role as BusMessage["from"],
    to: row.to_role as BusMessage["to"],
    type: row.type as BusMessage["type"],
    payload: JSON.parse(row.payload) as unknown,
    idem_key: row.idem_key,
    at: row.at,
  };
}

export class BusMessageRepository {
  private readonly appendStmt: PreparedQuery<[string, string, string, string, string, string, string, string], { id: number; seq: number }>;
  private readonly byIdemStmt: PreparedQuery<[string, string], Row>;
  private readonly headStmt: PreparedQuery<[], { id: number | null }>;
  private readonly afterStmt: PreparedQuery<[number, number], Row>;
  private readonly afterInThreadStmt: PreparedQuery<[string, number, number], Row>;
  private readonly historyStmt: PreparedQuery<[string, number, number], Row>;

  /** `db` may be the bus's own connection (see openSecondConnection). */
  constructor(private readonly db: SqliteDatabase) {
    const k = db.kysely;
    // One statement: the next per-thread seq and the insert are atomic (a single write statement
    // takes the write lock before it reads max(seq)); an idem_key already stored for the thread
    // inserts nothing and returns no row. The thread is passed twice (once per place it goes)
    // so arguments map onto the statement's parameters one to one: this runs per message.
    this.appendStmt = prepareQuery(db, (thread: string, from: string, to: string, type: string, payload: string, at: string, idem: string, sameThread: string) =>
      k
        .insertInto("bus_messages")
        .columns(["thread_id", "seq", "from_role", "to_role", "type", "payload", "at", "idem_key"])
        .expression((eb) =>
          eb
            .selectFrom("bus_messages")
            .select([
              eb.val(thread).as("thread_id"),
              eb(eb.fn.coalesce(eb.fn.max("seq"), eb.lit(0)), "+", eb.lit(1)).as("seq"),
              eb.val(from).as("from_role"),
              eb.val(to).as("to_role"),
              eb.val(type).as("type"),
              eb.val(payload).as("payload"),
              eb.val(at).as("at"),
              eb.val(idem).as("idem_key"),
            ])
            .where("thread_id", "=", sameThread),
        )
        .onConflict((oc) => oc.columns(["thread_id", "idem_key"]).doNothing())
        .returning(["id", "seq"]),
    );
    this.byIdemStmt = prepareQuery(db, (thread: string, idem: string) =>
      k.selectFrom("bus_messages").selectAll().where("thread_id", "=", thread).where("idem_key", "=", idem),
    );
    this.headStmt = prepareQuery(db, () => k.selectFrom("bus_messages").select((eb) => eb.fn.max("id").as("id")));
    this.afterStmt = prepareQuery(db, (cursor: number, n: number) => k.selectFrom("bus_messages").selectAll().where("id", ">", cursor).orderBy("id").limit(n));
    this.afterInThreadStmt = prepareQuery(db, (thread: string, cursor: number, n: number) =>
      k.selectFrom("bus_messages").selectAll().where("thread_id", "=", thread).where("id", ">", cursor).orderBy("id").limit(n),
    );
    this.historyStmt = prepareQuery(db, (thread: string, afterSeq: number, n: number) =>
      k.selectFrom("bus_messages").selectAll().where("thread_id", "=", thread).where("seq", ">", afterSeq).orderBy("seq").limit(n),
    );
  }

  /** Store a message under the thread's next seq; null when its (thread_id, idem_key) is already stored. */
  append(m: BusMessageRow): { id: number; seq: number } | null {
    return this.appendStmt.get(m.thread_id, m.from, m.to, m.type, m.payload, m.at, m.idem_key, m.thread_id) ?? null;
  }

  byIdemKey(threadId: string, idemKey: string): BusMessage | undefined {
    const row = this.byIdemStmt.get(threadId, idemKey);
    return row && toMessage(row);
  }

  /** The highest message id stored (0 when empty). */
  head(): number {
    return this.headStmt.get()?.id ?? 0;
  }

  /** Up to `n` messages with id > cursor, in id order; only the thread's when `threadId` is given. */
  after(cursor: number, n: number, threadId?: string): BusMessage[] {
    const rows = threadId === undefined ? this.afterStmt.all(cursor, n) : this.afterInThreadStmt.all(threadId, cursor, n);
    return rows.map(toMessage);
  }

  /** A thread's messages with seq > afterSeq, in seq order, at most `n`. */
  history(threadId: string, afterSeq: number, n: number): BusMessage[] {
    return this.historyStmt.all(threadId, afterSeq, n).map(toMessage);
  }

  /**
   * Model spend the controller reported since `fromIso` (the `cost_usd` on its stage_change and
   * interrupt messages), over every thread. The LIKE only narrows the rows; the sum is taken from
   * the parsed payloads, so no JSON SQL (which differs per dialect) is needed.
   */
  async controllerSpendSince(fromIso: string): Promise<number> {
    const rows = await this.db.kysely
      .selectFrom("bus_messages")
      .select("payload")
      .where("from_role", "=", "controller")
      .where("type", "in", ["stage_change", "interrupt"])
      .where("at", ">=", fromIso)
      .where("payload", "like", '%"cost_usd"%')
      .execute();
    let usd = 0;
    for (const r of rows) {
      const cost = (JSON.parse(r.payload) as { cost_usd?: unknown } | null)?.cost_usd;
      if (typeof cost === "number" && Number.isFinite(cost)) usd += cost;
    }
    return usd;
  }
}
