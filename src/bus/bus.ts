/**
 * The durable, observable message bus (DESIGN §2, seeds "Observable Message Bus"): every
 * inter-role message is appended to the bus_messages log (src/store/bus-messages.ts) first,
 * then fanned out.
 *
 * Fan-out is pull-based: each subscription is a pump with its own cursor over the global
 * message id. It reads a bounded batch from the database and awaits its handler per message, in
 * order. A publish only wakes the pumps, so a slow subscriber lags behind on its own cursor —
 * it never blocks a publisher or another subscriber, and memory stays bounded by one batch per
 * subscriber however far behind it is. Because delivery re-reads the log, nothing committed is
 * dropped and a message is handed to a subscription once (a throwing handler is reported to
 * `onError` and the pump moves on: retrying is the handler's business).
 *
 * Pumps are woken by publishes in this process. Rows written by another process (a second
 * replica on the same database) are seen at the next local publish, at the log's own signal
 * (PostgreSQL's NOTIFY, see src/store/bus-log.ts), or every `pollIntervalMs`.
 *
 * The log may be synchronous (SQLite) or asynchronous (PostgreSQL); a synchronous log keeps
 * every read in one synchronous turn, as before.
 */
import { BusMessageInput, type BusMessage } from "../contracts/index.js";
import { issuesOf } from "../contracts/parse.js";
import { ContractError, RouteError } from "../errors.js";
import { BusMessageRepository } from "../store/bus-messages.js";
import type { BusLog, MaybePromise } from "../store/bus-log.js";
import type { SqliteDatabase } from "../store/db.js";
import { isRouteAllowed } from "./allowed-routes.js";
import type { BusHandler, BusSubscription, MessageBus } from "./types.js";

export interface MessageBusOptions {
  /** ISO-8601 timestamp for `at`. */
  clock: () => string;
  /** Reject messages whose route is not in ALLOWED_ROUTES (default: store them; the Auditor reports them). */
  strictRoutes?: boolean;
  /**
   * A handler threw (or rejected) on `message`; delivery goes on. Without `message`, the pump
   * itself failed (e.g. the database was closed under it) and that subscription has stopped.
   * Default: console.error.
   */
  onError?: (error: unknown, message?: BusMessage) => void;
  /** Messages a pump holds in memory at once (default 256). */
  batchSize?: number;
  /** Re-read the log this often even without a local publish (for writers in other processes). */
  pollIntervalMs?: number;
}

const HISTORY_MAX = 10_000;

export class DurableMessageBus implements MessageBus {
  private readonly pumps = new Set<Pump>();
  private readonly batchSize: number;
  /** Stops listening to the log's signal for other processes' writes (set while pumps exist). */
  private unwatch: Promise<(() => Promise<void>) | null> | null = null;

  constructor(
    private readonly log: BusLog,
    private readonly opts: MessageBusOptions,
  ) {
    this.batchSize = Math.max(1, Math.trunc(opts.batchSize ?? 256));
  }

  private wakeAll = (): void => {
    for (const p of this.pumps) p.wake();
  };

  async publish(input: BusMessageInput): Promise<BusMessage> {
    const parsed = BusMessageInput.safeParse(input);
    if (!parsed.success) throw new ContractError("BusMessageInput", issuesOf(parsed.error));
    const m = parsed.data;
    if (this.opts.strictRoutes && !isRouteAllowed(m.from, m.to, m.type)) {
      throw new RouteError(`route ${m.from} → ${m.to} (${m.type}) is not allowed`, { from: m.from, to: m.to, type: m.type });
    }
    let payload: string;
    try {
      payload = JSON.stringify(m.payload) ?? "null";
    } catch (e) {
      throw new ContractError("BusMessageInput", [{ path: "payload", message: `not JSON-serialisable: ${(e as Error).message}` }]);
    }
    const at = this.opts.clock();
    const appended = this.log.append({ thread_id: m.thread_id, from: m.from, to: m.to, type: m.type, payload, at, idem_key: m.idem_key });
    const inserted = isPromise(appended) ? await appended : appended;
    if (!inserted) {
      // Already stored under this idem_key: return what was stored, deliver nothing new.
      return (await this.log.byIdemKey(m.thread_id, m.idem_key))!;
    }
    for (const p of this.pumps) p.wake();
    // The stored payload is the JSON round-trip, so return that rather than the caller's object,
    // parsed when first read: most publishers never read it back (a stage's artifact travels in
    // four messages a stage, ~90 KB a plan).
    return withLazyPayload({ id: String(inserted.id), seq: inserted.seq, at, thread_id: m.thread_id, from: m.from, to: m.to, type: m.type, idem_key: m.idem_key }, payload);
  }

  subscribe(handler: BusHandler, opts: { threadId?: string; afterId?: number } = {}): BusSubscription {
    // An asynchronous log's head is read by the pump before its first batch.
    const start = opts.afterId ?? this.log.head();
    const pump = new Pump({
      handler,
      cursor: start,
      batchSize: this.batchSize,
      pollIntervalMs: this.opts.pollIntervalMs,
      fetch: (cursor, n) => this.log.after(cursor, n, opts.threadId),
      // Only a thread-filtered pump needs the global head to know it skipped the rest.
      head: opts.threadId === undefined ? null : () => this.log.head(),
      onError: this.opts.onError ?? ((e, m) => console.error(m ? `bus handler failed on message ${m.id} (${m.type}):` : "bus subscription stopped:", e)),
    });
    this.pumps.add(pump);
    if (this.log.watch && !this.unwatch) {
      this.unwatch = this.log.watch(this.wakeAll).catch((e: unknown) => {
        this.report(e);
        return null;
      });
    }
    return {
      close: async () => {
        this.pumps.delete(pump);
        await pump.close();
      },
    };
  }

  private report(e: unknown): void {
    (this.opts.onError ?? ((err) => console.error("bus subscription stopped:", err)))(e);
  }

  async history(threadId: string, afterSeq = 0, limit = 1000): Promise<BusMessage[]> {
    const n = Math.min(Math.max(1, Math.trunc(limit)), HISTORY_MAX);
    return this.log.history(threadId, afterSeq, n);
  }

  async drain(): Promise<void> {
    const target = await this.log.head();
    await Promise.all([...this.pumps].map((p) => p.waitScanned(target)));
  }

  /** The highest message id stored (0 when empty): a cursor for `subscribe({ afterId })`. */
  head(): Promise<number> {
    return Promise.resolve(this.log.head());
  }

  /** Close every subscription (each waits for its in-flight handler). */
  async close(): Promise<void> {
    const pumps = [...this.pumps];
    this.pumps.clear();
    await Promise.all(pumps.map((p) => p.close()));
    const unwatch = await this.unwatch;
    this.unwatch = null;
    await unwatch?.();
  }
}

/** A bus over the bus_messages table of a SQLite `db` (the runtime passes the bus's own connection; see createBusLog for either dialect). */
export function createMessageBus(db: SqliteDatabase, opts: MessageBusOptions): DurableMessageBus {
  return new DurableMessageBus(new BusMessageRepository(db), opts);
}

/** `message` with a `payload` parsed from `json` on first read (then an ordinary, writable property). */
function withLazyPayload(message: Omit<BusMessage, "payload">, json: string): BusMessage {
  return Object.defineProperty(message, "payload", {
    enumerable: true,
    configurable: true,
    get(this: BusMessage) {
      const value: unknown = JSON.parse(json);
      Object.defineProperty(this, "payload", { value, enumerable: true, configurable: true, writable: true });
      return value;
    },
    set(this: BusMessage, value: unknown) {
      Object.defineProperty(this, "payload", { value, enumerable: true, configurable: true, writable: true });
    },
  }) as BusMessage;
}

function isPromise<T>(v: MaybePromise<T>): v is Promise<T> {
  return typeof (v as Promise<T> | null)?.then === "function";
}

interface PumpDeps {
  handler: BusHandler;
  cursor: MaybePromise<number>;
  batchSize: number;
  pollIntervalMs?: number;
  fetch: (cursor: number, n: number) => MaybePromise<BusMessage[]>;
  head: (() => MaybePromise<number>) | null;
  onError: (error: unknown, message?: BusMessage) => void;
}

/** One subscription: a cursor, a loop, and a way to be woken. */
class Pump {
  private cursor: number;
  /** Every message with id ≤ scanned has been handled or is not for this pump. */
  private scanned: number;
  private closed = false;
  /** Set by wake(); cleared before each read, so a wake during a handler forces another read. */
  private dirty = true;
  private wakeUp: (() => void) | null = null;
  private waiters: Array<{ target: number; resolve: () => void }> = [];
  private readonly done: Promise<void>;

  constructor(private readonly deps: PumpDeps) {
    // An asynchronous start (the log's head) is settled at the top of run().
    this.cursor = isPromise(deps.cursor) ? 0 : deps.cursor;
    this.scanned = this.cursor;
    // A rejected loop would be an unhandled rejection: report it, stop, and release drain() waiters.
    this.done = this.run().catch((e: unknown) => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w.resolve();
      try {
        deps.onError(e);
      } catch {
        // nothing left to tell
      }
    });
  }

  wake(): void {
    this.dirty = true;
    const w = this.wakeUp;
    this.wakeUp = null;
    w?.();
  }

  waitScanned(target: number): Promise<void> {
    if (this.closed || this.scanned >= target) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ target, resolve }));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake();
    await this.done;
    for (const w of this.waiters.splice(0)) w.resolve();
  }

  private markScanned(id: number): void {
    if (id <= this.scanned) return;
    this.scanned = id;
    if (this.waiters.length === 0) return;
    this.waiters = this.waiters.filter((w) => (w.target <= id ? (w.resolve(), false) : true));
  }

  private async run(): Promise<void> {
    const { handler, fetch, head, batchSize, onError } = this.deps;
    // Start on a later turn so subscribe() returns before the first handler call.
    await Promise.resolve();
    if (isPromise(this.deps.cursor)) {
      this.cursor = await this.deps.cursor;
      this.scanned = Math.max(this.scanned, this.cursor);
    }
    while (!this.closed) {
      this.dirty = false;
      // A synchronous log: head and fetch run in the same synchronous turn, so no local publish
      // falls between them. An asynchronous one reads the head first: whatever commits later
      // has a larger id (see bus-messages-pg.ts), so an empty batch still proves the skip.
      const headRead = head ? head() : 0;
      const top = isPromise(headRead) ? await headRead : headRead;
      const fetched = fetch(this.cursor, batchSize);
      const rows = isPromise(fetched) ? await fetched : fetched;
      if (rows.length === 0) {
        this.markScanned(Math.max(this.cursor, top));
        if (!this.dirty && !this.closed) await this.sleep();
        continue;
      }
      for (const message of rows) {
        if (this.closed) return;
        try {
          const r = handler(message);
          if (r && typeof (r as Promise<void>).then === "function") await r;
        } catch (e) {
          try {
            onError(e, message);
          } catch {
            // An error reporter that throws must not stop delivery either.
          }
        }
        const id = Number(message.id);
        this.cursor = id;
        this.markScanned(id);
      }
      // A full batch means a backlog: yield a macrotask so a catching-up subscriber with a
      // synchronous handler cannot starve publishers and the other pumps.
      if (rows.length === batchSize) await new Promise<void>((r) => setImmediate(r));
    }
  }

  private sleep(): Promise<void> {
    return new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      this.wakeUp = () => {
        if (timer) clearTimeout(timer);
        resolve();
      };
      if (this.deps.pollIntervalMs) {
        timer = setTimeout(() => this.wake(), this.deps.pollIntervalMs);
        timer.unref();
      }
    });
  }
}
