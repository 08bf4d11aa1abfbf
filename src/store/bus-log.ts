/**
 * The bus log seam: what the durable bus (src/bus/bus.ts) needs from storage, on either dialect.
 * On SQLite every read and the append are synchronous prepared statements (bus-messages.ts), and
 * the bus keeps them synchronous (a pump reads the head and a batch in one turn); on PostgreSQL
 * they are promises (bus-messages-pg.ts) and rows written by other replicas announce themselves
 * through LISTEN/NOTIFY (`watch`).
 */
import type { BusMessage } from "../contracts/index.js";
import { BusMessageRepository, type BusMessageRow } from "./bus-messages.js";
import type { Database } from "./db.js";

export type MaybePromise<T> = T | Promise<T>;

export interface BusLog {
  /** Store a message under the thread's next seq; null when its (thread_id, idem_key) is already stored. */
  append(m: BusMessageRow): MaybePromise<{ id: number; seq: number } | null>;
  byIdemKey(threadId: string, idemKey: string): MaybePromise<BusMessage | undefined>;
  /** The highest message id stored (0 when empty). */
  head(): MaybePromise<number>;
  /** Up to `n` messages with id > cursor, in id order; only the thread's when `threadId` is given. */
  after(cursor: number, n: number, threadId?: string): MaybePromise<BusMessage[]>;
  /** A thread's messages with seq > afterSeq, in seq order, at most `n`. */
  history(threadId: string, afterSeq: number, n: number): MaybePromise<BusMessage[]>;
  /** Model spend the controller reported since `fromIso`, over every thread. */
  controllerSpendSince(fromIso: string): Promise<number>;
  /**
   * Call `onWrite` whenever another process appends (PostgreSQL: NOTIFY); resolves to a stop
   * function. Absent where other writers cannot be heard (SQLite: the bus polls instead).
   */
  watch?(onWrite: () => void): Promise<() => Promise<void>>;
}

export interface BusLogOptions {
  /** PostgreSQL: commit bus appends with synchronous_commit off (as SQLite's bus connection runs NORMAL). */
  relaxedCommit?: boolean;
}

/** The bus log over `db`'s bus_messages table, in its dialect. */
export async function createBusLog(db: Database, opts: BusLogOptions = {}): Promise<BusLog> {
  if (db.dialect === "sqlite") return new BusMessageRepository(db);
  const { PgBusMessageLog } = await import("./bus-messages-pg.js");
  return new PgBusMessageLog(db, opts);
}
