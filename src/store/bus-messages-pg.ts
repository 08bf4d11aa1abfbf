/**
 * bus_messages on PostgreSQL: the same log as bus-messages.ts, asynchronous.
 *
 * Why every append takes one advisory lock: subscribers page by the global id, and PostgreSQL
 * hands out identity values at insert time, not commit time — without the lock a message with a
 * smaller id could commit after a subscriber moved past it, and be missed. Under the lock, ids
 * are in commit order, the per-thread seq (max + 1, read after the lock, so from a snapshot that
 * sees every earlier append) cannot collide, and the lock is held for one short insert.
 * Each append NOTIFYs `goalgraph_bus` (delivered at commit), which wakes every replica's pumps.
 */
import type { BusMessage } from "../contracts/index.js";
import type { BusLog, BusLogOptions } from "./bus-log.js";
import { toMessage, type BusMessageRow } from "./bus-messages.js";
import type { PostgresDatabase } from "./db.js";
import { PG_LOCKS } from "./postgres.js";

export const BUS_CHANNEL = "goalgraph_bus";

export class PgBusMessageLog implements BusLog {
  private readonly begin: string;

  constructor(
    private readonly db: PostgresDatabase,
    opts: BusLogOptions = {},
  ) {
    // synchronous_commit off is the PostgreSQL form of the SQLite bus connection's NORMAL: the
    // next synchronous commit (the checkpoint of the superstep that published) flushes the WAL
    // up to and including this message; a server crash before it loses both, and the re-run
    // superstep republishes under the same idempotency key.
    this.begin = `BEGIN; ${opts.relaxedCommit ? "SET LOCAL synchronous_commit TO OFF; " : ""}SELECT pg_advisory_xact_lock(${PG_LOCKS.busAppend})`;
  }

  async append(m: BusMessageRow): Promise<{ id: number; seq: number } | null> {
    const client = await this.db.pool.connect();
    try {
      await client.query(this.begin);
      const r = await client.query<{ id: number; seq: number }>(APPEND_SQL, [m.thread_id, m.from, m.to, m.type, m.payload, m.at, m.idem_key, BUS_CHANNEL]);
      await client.query("COMMIT");
      return r.rows[0] ?? null;
    } catch (e) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async byIdemKey(threadId: string, idemKey: string): Promise<BusMessage | undefined> {
    const row = await this.rows().where("thread_id", "=", threadId).where("idem_key", "=", idemKey).executeTakeFirst();
    return row && toMessage(row);
  }

  async head(): Promise<number> {
    const r = await this.db.kysely.selectFrom("bus_messages").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst();
    return Number(r?.id ?? 0);
  }

  async after(cursor: number, n: number, threadId?: string): Promise<BusMessage[]> {
    let q = this.rows().where("id", ">", cursor);
    if (threadId !== undefined) q = q.where("thread_id", "=", threadId);
    return (await q.orderBy("id").limit(n).execute()).map(toMessage);
  }

  async history(threadId: string, afterSeq: number, n: number): Promise<BusMessage[]> {
    const rows = await this.rows().where("thread_id", "=", threadId).where("seq", ">", afterSeq).orderBy("seq").limit(n).execute();
    return rows.map(toMessage);
  }

  /** As BusMessageRepository.controllerSpendSince: the LIKE narrows, the sum is taken from parsed payloads. */
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

  watch(onWrite: () => void): Promise<() => Promise<void>> {
    return this.db.listen(BUS_CHANNEL, onWrite);
  }

  private rows() {
    return this.db.kysely.selectFrom("bus_messages").selectAll();
  }
}

/**
 * One statement after the lock: the next seq for the thread, the insert (nothing when the
 * idempotency key is stored), and a NOTIFY only when a row went in.
 */
const APPEND_SQL = `
WITH ins AS (
  INSERT INTO bus_messages (thread_id, seq, from_role, to_role, type, payload, at, idem_key)
  SELECT $1, COALESCE(MAX(seq), 0) + 1, $2, $3, $4, $5, $6, $7 FROM bus_messages WHERE thread_id = $1
  ON CONFLICT (thread_id, idem_key) DO NOTHING
  RETURNING id, seq
)
SELECT id, seq, pg_notify($8, '') AS notified FROM ins`;
