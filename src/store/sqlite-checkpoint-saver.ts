/**
 * The LangGraph checkpoint saver on the app database's SQLite connection, built so a superstep
 * costs little more than LangGraph's own bookkeeping.
 *
 * What it does differently from `SqliteSaver` (@langchain/langgraph-checkpoint-sqlite), whose
 * `checkpoints` and `writes` tables it shares, so threads that saver wrote still load:
 *
 * 1. **Every large value is stored once per thread.** LangGraph hands `put` the whole state at
 *    every superstep, and `putWrites` every node's output; a plan's outline, roadmap, schedule
 *    and medium-loop reports would be serialised, compressed and written again at each step.
 *    Here a value whose JSON is at least `VALUE_MIN_CHARS` long goes to `checkpoint_values`,
 *    deflated, keyed by the thread and the hash of its JSON, and the checkpoint or write row
 *    holds the key. The same value written by a node and then held in the next checkpoints is
 *    one row. Content keys cannot collide across forks (a channel version could), so time
 *    travel and `updateState` need nothing special.
 * 2. **Unchanged values are not serialised again.** The JSON of a small value, and the key of
 *    a large one, are remembered by object identity (a WeakMap, so nothing is kept alive): when
 *    the next checkpoint holds the same object, its JSON or key is reused without touching it.
 *    A miss only costs a serialisation; correctness never depends on that memory. It relies on
 *    what LangGraph state already requires: a node returns new objects and never edits the ones
 *    it was handed (a write is always serialised afresh, so what a node returns is what is
 *    stored). The checkpoint row is assembled from those pieces, not serialised whole.
 * 3. **One commit per superstep, one fsync per run.** A task's writes are not committed on
 *    their own: they go into the transaction of the superstep's checkpoint, or, when no
 *    checkpoint comes in the same turn of the event loop (a sibling task still waiting on I/O),
 *    on the next turn. Checkpoints commit at `synchronous=NORMAL`: in WAL mode such a commit
 *    survives a process crash (it is in the WAL file), and WAL frames reach the disk in order, so
 *    the next commit at the connection's level (`synchronous=FULL`: an fsync of the WAL) makes
 *    everything before it durable against power loss too. That fsync comes where the outside
 *    world hears of a run's progress: writes that end a run without a checkpoint after them (an
 *    interrupt, an error, a resume value, scheduled tasks) commit at once at the connection's
 *    level; `sync()` makes the relaxed commits durable (the HTTP run manager's run record and
 *    the CLI's close do the same as a side effect, bench:plan calls it after each run so its
 *    figures include it); and a sync is scheduled for the next turn of the event loop after any
 *    relaxed commit, so nothing stays relaxed longer than the run that wrote it keeps the loop
 *    busy. So: a killed process loses nothing committed; a power cut loses at most the progress
 *    of the run under way since its last durable point, and LangGraph redoes it from the last
 *    durable checkpoint, as after any crash (nodes are idempotent, bus keys included). Before,
 *    each top-level superstep fsynced (12 a plan, against 2–3 now); the medium loop already
 *    committed relaxed.
 * 4. **Prepared once, read plainly.** Statements are prepared at construction; pending writes
 *    are read with a plain query in LangGraph's write order (task path, task id, index; the
 *    saver adds `task_path` to `writes`) instead of a JSON aggregate.
 * 5. **Fenced by the thread lease.** A run's writes carry its lease (server/lock.ts
 *    LEASE_FENCE_KEY); a commit reads the lease row once per distinct lease in it (one prepared
 *    primary-key lookup, nearly always one per commit), inside its IMMEDIATE transaction, and
 *    leaves out the rows of a lease that now names another replica: that checkpoint or write
 *    fails with LeaseLostError, the other runs' rows in the same commit land.
 *
 * Formats: a checkpoint row of at least `DEFLATE_MIN_CHARS` is raw-deflated binary, marked by
 * its `type` ("json;deflate"; metadata stays plain JSON text, which `list` filters on); rows
 * SqliteSaver or CompressingSerializer wrote (plain JSON, or `GGZ1:` base64) still load.
 */
import { createHash } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { RunnableConfig } from "@langchain/core/runnables";
import {
  BaseCheckpointSaver,
  TASKS,
  WRITES_IDX_MAP,
  maxChannelVersion,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointPendingWrite,
  type CheckpointTuple,
  type PendingWrite,
  type SerializerProtocol,
} from "@langchain/langgraph-checkpoint";
import type BetterSqlite3 from "better-sqlite3";
import { LeaseLostError } from "../errors.js";
import { leaseFenceOf } from "../server/lock.js";
import { CompressingSerializer } from "./checkpoint-serde.js";

/** Values whose JSON is at least this long are stored once, by content key. */
export const VALUE_MIN_CHARS = 256;
/** Checkpoint rows at least this long are deflated (stored values always are). */
const DEFLATE_MIN_CHARS = 512;
/** `writes.type` of a write whose value lives in checkpoint_values (`writes.value` is its key). */
const REF_TYPE = "gg-ref";
/** The checkpoint row's field naming the channels whose values live in checkpoint_values. */
const REFS_FIELD = "gg_refs";
const DEFLATED = ";deflate";
/**
 * Fast deflate for values and rows: level 6 saves ~4% of the bytes for ~3× the time, and an
 * 8 KB window with less memory costs nothing in size at these lengths but starts up faster.
 */
const DEFLATE = { level: 1, memLevel: 4, windowBits: 13 };
/**
 * Deflate `data` into an output buffer sized for it: zlib's default 16 KB chunk is allocated
 * (and kept as the result's backing store) for every value, while ours deflate to a few hundred
 * bytes — ~1 MB of external memory per plan for the GC to account for. A result larger than the
 * chunk still comes out whole (zlib adds chunks).
 */
function deflate(data: string | Uint8Array): Buffer {
  const n = typeof data === "string" ? data.length : data.byteLength;
  return deflateRawSync(data, { ...DEFLATE, chunkSize: Math.min(16 * 1024, Math.max(1024, n >> 1)) });
}

type Row = {
  thread_id: string;
  checkpoint_ns: string;
  checkpoint_id: string;
  parent_checkpoint_id: string | null;
  type: string | null;
  checkpoint: Uint8Array | string;
  metadata: Uint8Array | string;
};
type WriteRow = { task_id: string; channel: string; type: string | null; value: Uint8Array | string | null };
/** How a value is held in a row: its JSON inline, or the key of its stored copy. */
type Held = { text: string; type: string } | { key: string };
/** A value serialised: JSON text, or (another type from the serializer) bytes. */
type Serialised = { type: string; data: string | Uint8Array };
/** What the identity memory holds for an object: its JSON (small) or where it is stored (large). */
type Memo = { text: string } | { key: string; thread: string; epoch: number };
/** A value to store: [thread, key, type, bytes]. */
type StoredValue = [string, string, string, Uint8Array];

/** The lease a run's write is fenced by (lock.ts LEASE_FENCE_KEY): landed only while the lease row names it. */
interface Fence {
  thread: string;
  holder: string;
  replica: string;
  /** thread, holder and replica in one string. */
  key: string;
}

interface PendingBatch {
  writes: Array<{ replace: boolean; rows: unknown[][]; values: StoredValue[]; fence: Fence | null }>;
  done: Promise<void>;
  /** After its commit: the fences found lost (their entries were left out). */
  lost: Map<string, LeaseLostError> | null;
  settle(error?: unknown, lost?: Map<string, LeaseLostError> | null): void;
}

const SYNC_NORMAL = 1;

export class SqliteCheckpointSaver extends BaseCheckpointSaver {
  private readonly memo = new WeakMap<object, Memo>();
  /** Bumped by deleteThread: keys remembered before may name rows that are gone. */
  private epoch = 0;
  /** The connection's synchronous level (0 OFF … 3 EXTRA), restored after a NORMAL commit. */
  private readonly synchronous: number;
  private readonly stmt: ReturnType<typeof prepareStatements>;
  private readonly commit: (rows: () => void, relaxed: boolean) => void;
  /** A FULL commit of one tiny row: its fsync makes every relaxed commit before it durable. */
  private readonly durable: () => void;
  /** A relaxed commit has happened since the last commit at the connection's level. */
  private relaxedSince = false;
  /** Task writes not yet committed: they go in with the next checkpoint (point 3). */
  private pending: PendingBatch | null = null;

  constructor(
    readonly db: BetterSqlite3.Database,
    serde: SerializerProtocol = new CompressingSerializer(),
  ) {
    super(serde);
    setupTables(db);
    this.stmt = prepareStatements(db);
    this.synchronous = Number(db.pragma("synchronous", { simple: true }));
    const relax = db.prepare(`PRAGMA synchronous = ${SYNC_NORMAL}`);
    const restore = db.prepare(`PRAGMA synchronous = ${this.synchronous}`);
    // IMMEDIATE: a fenced commit reads the lease row first, and the write lock taken at BEGIN keeps
    // another process from taking the lease between that read and the rows (and a read-then-write
    // transaction from failing with SQLITE_BUSY_SNAPSHOT when another connection wrote meanwhile).
    const txn = db.transaction((fn: () => void) => fn()).immediate;
    const mark = db.prepare("INSERT INTO checkpoint_durable (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET n = n + 1");
    this.commit = (rows, relaxed) => {
      if (this.synchronous <= SYNC_NORMAL) return txn(rows);
      if (!relaxed) {
        txn(rows);
        this.relaxedSince = false;
        return;
      }
      relax.run();
      try {
        txn(rows);
      } finally {
        restore.run();
      }
      this.relaxedSince = true;
      this.scheduleTurn();
    };
    this.durable = () => txn(() => mark.run());
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = "", checkpoint_id } = (config.configurable ?? {}) as { thread_id?: string; checkpoint_ns?: string; checkpoint_id?: string };
    if (!thread_id) return undefined;
    this.flush();
    const row = (checkpoint_id ? this.stmt.byId.get(thread_id, checkpoint_ns, checkpoint_id) : this.stmt.latest.get(thread_id, checkpoint_ns)) as Row | undefined;
    return row ? this.toTuple(row) : undefined;
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    const { limit, before, filter } = options ?? {};
    this.flush();
    const thread_id = config.configurable?.thread_id as string | undefined;
    const checkpoint_ns = config.configurable?.checkpoint_ns as string | undefined | null;
    const where: string[] = [];
    const args: unknown[] = [];
    if (thread_id) where.push("thread_id = ?"), args.push(thread_id);
    if (checkpoint_ns !== undefined && checkpoint_ns !== null) where.push("checkpoint_ns = ?"), args.push(checkpoint_ns);
    const beforeId = before?.configurable?.checkpoint_id as string | undefined;
    if (beforeId !== undefined) where.push("checkpoint_id < ?"), args.push(beforeId);
    for (const [key, value] of Object.entries(filter ?? {})) {
      if (value === undefined) continue;
      where.push("jsonb(CAST(metadata AS TEXT))->? = ?");
      args.push(`$.${key}`, JSON.stringify(value));
    }
    const n = limit ? Math.max(0, Math.trunc(Number(limit))) : 0;
    const sql = `SELECT ${ROW_COLUMNS} FROM checkpoints${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY checkpoint_id DESC${n ? ` LIMIT ${n}` : ""}`;
    for (const row of this.db.prepare(sql).all(...args) as Row[]) yield await this.toTuple(row);
  }

  async put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata): Promise<RunnableConfig> {
    if (!config.configurable) throw new Error("Empty configuration supplied.");
    const thread_id = config.configurable.thread_id as string | undefined;
    if (!thread_id) throw new Error(`Missing "thread_id" field in passed "config.configurable".`);
    const checkpoint_ns = (config.configurable.checkpoint_ns as string | undefined) ?? "";
    const parent = (config.configurable.checkpoint_id as string | undefined) ?? null;

    const inline: string[] = [];
    const refs: Record<string, string> = {};
    const stored: StoredValue[] = [];
    for (const [channel, value] of Object.entries(checkpoint.channel_values ?? {})) {
      const held = this.holdNow(thread_id, value, stored) ?? (await this.hold(thread_id, value, stored));
      if ("key" in held) refs[channel] = held.key;
      else inline.push(`${JSON.stringify(channel)}:${held.text}`);
    }
    const text =
      `{"v":${JSON.stringify(checkpoint.v)},"id":${JSON.stringify(checkpoint.id)},"ts":${JSON.stringify(checkpoint.ts)}` +
      `,"channel_values":{${inline.join(",")}}` +
      `,"channel_versions":${JSON.stringify(checkpoint.channel_versions ?? {})}` +
      `,"versions_seen":${JSON.stringify(checkpoint.versions_seen ?? {})}` +
      (Object.keys(refs).length > 0 ? `,"${REFS_FIELD}":${JSON.stringify(refs)}` : "") +
      "}";
    const [type, body] = text.length >= DEFLATE_MIN_CHARS ? ["json" + DEFLATED, deflate(text)] : ["json", text];
    const plainMeta = this.serde instanceof CompressingSerializer ? this.serde.plainText(metadata) : null;
    const meta = plainMeta ?? (await this.serde.dumpsTyped(metadata))[1];

    const fence = fenceOf(thread_id, config);
    const batch = this.pending;
    this.pending = null;
    let lost: Map<string, LeaseLostError> | null = null;
    try {
      this.commit(() => {
        // The lease is read in the commit's own transaction: once per fence, not per row.
        lost = this.lostFences(batch, fence);
        if (batch) this.writeRows(batch, lost);
        if (fence && lost?.has(fence.key)) return;
        for (const v of stored) this.stmt.putValue.run(...v);
        this.stmt.putCheckpoint.run(thread_id, checkpoint_ns, checkpoint.id, parent, type, body, meta);
      }, true);
    } catch (e) {
      batch?.settle(e);
      throw e;
    }
    batch?.settle(undefined, lost);
    const refused = fence ? (lost as Map<string, LeaseLostError> | null)?.get(fence.key) : undefined;
    if (refused) throw refused;
    return { configurable: { thread_id, checkpoint_ns, checkpoint_id: checkpoint.id } };
  }

  async putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath = ""): Promise<void> {
    const c = config.configurable;
    if (!c) throw new Error("Empty configuration supplied.");
    if (!c.thread_id) throw new Error("Missing thread_id field in config.configurable.");
    if (!c.checkpoint_id) throw new Error("Missing checkpoint_id field in config.configurable.");
    const thread_id = c.thread_id as string;
    const checkpoint_ns = (c.checkpoint_ns as string | undefined) ?? "";
    const allSpecial = writes.every(([channel]) => channel in WRITES_IDX_MAP);
    const anySpecial = writes.some(([channel]) => channel in WRITES_IDX_MAP);
    const stored: StoredValue[] = [];
    const rows: unknown[][] = [];
    for (let i = 0; i < writes.length; i++) {
      const [channel, value] = writes[i]!;
      // A write is always serialised afresh (never taken from the memory): it holds what the node returned.
      const held = this.holdNow(thread_id, value, stored, true) ?? (await this.hold(thread_id, value, stored, true));
      const [type, data] = "key" in held ? [REF_TYPE, held.key] : [held.type, held.text];
      rows.push([thread_id, checkpoint_ns, c.checkpoint_id, taskId, WRITES_IDX_MAP[channel] ?? i, channel, type, data, taskPath]);
    }
    const fence = fenceOf(thread_id, config);
    const batch = (this.pending ??= this.newBatch());
    batch.writes.push({ replace: allSpecial, rows, values: stored, fence });
    // A fenced write fails when its lease was found lost at the batch's commit (the others in it land).
    const done = fence ? fencedDone(batch, fence) : batch.done;
    // A write that ends a run without a checkpoint after it is committed now, at the connection's level.
    if (anySpecial) this.flush(false);
    return done;
  }

  /** Commit task writes still waiting for a checkpoint (before the connection closes). */
  flushPending(): void {
    this.flush();
  }

  /**
   * Make every commit so far durable against power loss (point 3): pending task writes are
   * committed, and one commit at the connection's level fsyncs the WAL. Free when nothing was
   * committed relaxed since the last such commit.
   */
  sync(): void {
    this.flush(false);
    this.makeDurable();
  }

  /** One commit at the connection's level when a relaxed one came since the last (its fsync covers them). */
  private makeDurable(): void {
    if (!this.relaxedSince || this.synchronous <= SYNC_NORMAL) return;
    this.durable();
    this.relaxedSince = false;
  }

  async deleteThread(threadId: string): Promise<void> {
    this.flush();
    this.epoch++;
    this.db.transaction(() => {
      this.stmt.deleteCheckpoints.run(threadId);
      this.stmt.deleteWrites.run(threadId);
      this.stmt.deleteValues.run(threadId);
    })();
  }

  /**
   * How `value` is held in a row of `thread`: its JSON text inline, or the key of its stored
   * copy (queued in `stored` when it is not known to be stored already).
   */
  private async hold(thread: string, value: unknown, stored: StoredValue[], fresh = false): Promise<Held> {
    return this.holdNow(thread, value, stored, fresh) ?? this.place(thread, value, await this.serialise(value), stored);
  }

  /**
   * `hold` without a promise when the value is remembered or plain JSON (nearly always: a
   * checkpoint has dozens of channels, and an await apiece is measurable); null when only the
   * serializer's asynchronous path can write it.
   */
  private holdNow(thread: string, value: unknown, stored: StoredValue[], fresh = false): Held | null {
    if (value !== null && typeof value === "object" && !fresh) {
      const m = this.memo.get(value);
      if (m && "text" in m) return { text: m.text, type: "json" };
      if (m && m.thread === thread && m.epoch === this.epoch) return { key: m.key };
    }
    const text = this.serde instanceof CompressingSerializer ? this.serde.plainText(value) : null;
    return text === null ? null : this.place(thread, value, { type: "json", data: text }, stored);
  }

  private place(thread: string, value: unknown, s: Serialised, stored: StoredValue[]): Held {
    const isObject = value !== null && typeof value === "object";
    if (typeof s.data === "string" && s.type === "json" && s.data.length < VALUE_MIN_CHARS) {
      if (isObject) this.memo.set(value, { text: s.data });
      return { text: s.data, type: s.type };
    }
    const bytes = typeof s.data === "string" ? Buffer.from(s.data) : s.data;
    const key = createHash("sha1").update(s.type).update("\0").update(bytes).digest("base64url").slice(0, 16);
    stored.push([thread, key, s.type + DEFLATED, deflate(bytes)]);
    if (isObject) this.memo.set(value, { key, thread, epoch: this.epoch });
    return { key };
  }

  private async serialise(value: unknown): Promise<Serialised> {
    if (this.serde instanceof CompressingSerializer) {
      const [type, data] = await this.serde.dumpsText(value);
      return { type, data };
    }
    const [type, data] = await this.serde.dumpsTyped(value);
    return { type, data };
  }

  /** Commit the pending task writes now (relaxed: at synchronous=NORMAL, see point 3). */
  private flush(relaxed = true): void {
    const batch = this.pending;
    if (!batch) return;
    this.pending = null;
    let lost: Map<string, LeaseLostError> | null = null;
    try {
      this.commit(() => {
        lost = this.lostFences(batch, null);
        this.writeRows(batch, lost);
      }, relaxed);
    } catch (e) {
      batch.settle(e);
      return;
    }
    batch.settle(undefined, lost);
  }

  /** A batch's rows, but those of a lease found lost. */
  private writeRows(batch: PendingBatch, lost: Map<string, LeaseLostError> | null): void {
    for (const w of batch.writes) {
      if (lost && w.fence && lost.has(w.fence.key)) continue;
      for (const v of w.values) this.stmt.putValue.run(...v);
      const insert = w.replace ? this.stmt.replaceWrite : this.stmt.insertWrite;
      for (const r of w.rows) insert.run(...r);
    }
  }

  /**
   * Inside a commit's transaction: the fences of a batch's writes (and of the checkpoint being
   * put) whose lease row no longer names their holder and this replica. Each distinct fence is
   * read once (a batch nearly always holds one run's writes); null when all hold or none is fenced.
   */
  private lostFences(batch: PendingBatch | null, extra: Fence | null): Map<string, LeaseLostError> | null {
    let lost: Map<string, LeaseLostError> | null = null;
    let last: string | null = null;
    let checked: Set<string> | null = null;
    const check = (f: Fence) => {
      if (f.key === last || checked?.has(f.key)) return;
      if (last !== null) (checked ??= new Set()).add(last);
      last = f.key;
      if (this.leaseHeld().get(f.thread, f.holder, f.replica) === undefined) (lost ??= new Map()).set(f.key, new LeaseLostError(f.thread, f.holder, f.replica));
    };
    if (extra) check(extra);
    if (batch) for (const w of batch.writes) if (w.fence) check(w.fence);
    return lost;
  }

  private leaseStmt: BetterSqlite3.Statement | null = null;
  /** Prepared on the first fenced write: the lease table is the app's (migration 009), not the saver's. */
  private leaseHeld(): BetterSqlite3.Statement {
    return (this.leaseStmt ??= this.db.prepare("SELECT 1 FROM thread_leases WHERE thread_id = ? AND holder = ? AND replica = ?"));
  }

  /**
   * A batch commits with the next checkpoint, or on the next turn of the event loop when no
   * checkpoint comes first: never later, and never while a node waits on I/O. putWrites
   * resolves once its batch is committed.
   */
  private newBatch(): PendingBatch {
    let resolve!: () => void;
    let reject!: (e: unknown) => void;
    const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    // A batch that fails on its own turn may have nobody waiting yet; its writers still see the error.
    done.catch(() => undefined);
    // One flush scheduled at a time, holding no batch: a run that never yields to the event loop
    // (better-sqlite3 is synchronous, so a whole plan can run on microtasks) commits its batches
    // with its checkpoints, and queued callbacks must not keep every committed batch's values
    // (deflated buffers with 16 KB backing stores) alive until the loop turns.
    this.scheduleTurn();
    const batch: PendingBatch = {
      writes: [],
      done,
      lost: null,
      settle: (e?: unknown, lost?: Map<string, LeaseLostError> | null) => {
        if (e !== undefined) return reject(e);
        batch.lost = lost ?? null;
        resolve();
      },
    };
    return batch;
  }

  /**
   * One callback on the next turn of the event loop, whoever asks first: it commits the task
   * writes still pending, then makes the relaxed commits durable (point 3). A connection closed
   * in the meantime has nothing left to do (closing a WAL database checkpoints it).
   */
  private scheduleTurn(): void {
    if (this.turnScheduled) return;
    this.turnScheduled = true;
    setImmediate(this.onTurn);
  }

  private turnScheduled = false;
  private readonly onTurn = (): void => {
    this.turnScheduled = false;
    if (!this.db.open) return;
    this.flush();
    try {
      this.makeDurable();
    } catch {
      // Busy or failing: the next commit at the connection's level (or the next turn's) does it.
    }
  };

  private async loadValue(threadId: string, key: string): Promise<unknown> {
    const row = this.stmt.getValue.get(threadId, key) as { type: string; value: Uint8Array } | undefined;
    if (!row) throw new Error(`checkpoint value ${key} of thread ${threadId} is missing`);
    const value: unknown = await this.loads(row.type, row.value);
    if (value !== null && typeof value === "object") this.memo.set(value, { key, thread: threadId, epoch: this.epoch });
    return value;
  }

  private loads(type: string, data: Uint8Array | string): Promise<unknown> {
    if (!type.endsWith(DEFLATED)) return this.serde.loadsTyped(type, data);
    const raw = inflateRawSync(data);
    const base = type.slice(0, -DEFLATED.length);
    return this.serde.loadsTyped(base, base === "json" ? raw.toString("utf8") : raw);
  }

  private async toTuple(row: Row): Promise<CheckpointTuple> {
    const { thread_id, checkpoint_ns } = row;
    const pendingWrites: CheckpointPendingWrite[] = [];
    for (const w of this.stmt.pendingWrites.all(thread_id, checkpoint_ns, row.checkpoint_id) as WriteRow[]) {
      const value = w.type === REF_TYPE ? await this.loadValue(thread_id, String(w.value)) : await this.serde.loadsTyped(w.type ?? "json", w.value ?? "");
      pendingWrites.push([w.task_id, w.channel, value]);
    }
    const stored = (await this.loads(row.type ?? "json", row.checkpoint)) as Checkpoint & { [REFS_FIELD]?: Record<string, string> };
    const { [REFS_FIELD]: refs, ...checkpoint } = stored;
    checkpoint.channel_values ??= {};
    for (const [channel, key] of Object.entries(refs ?? {})) checkpoint.channel_values[channel] = await this.loadValue(thread_id, key);
    if (checkpoint.v < 4 && row.parent_checkpoint_id != null) await this.migratePendingSends(checkpoint, thread_id, checkpoint_ns, row.parent_checkpoint_id);
    return {
      config: { configurable: { thread_id, checkpoint_ns, checkpoint_id: row.checkpoint_id } },
      checkpoint,
      metadata: (await this.serde.loadsTyped("json", row.metadata)) as CheckpointMetadata,
      parentConfig: row.parent_checkpoint_id ? { configurable: { thread_id, checkpoint_ns, checkpoint_id: row.parent_checkpoint_id } } : undefined,
      pendingWrites,
    };
  }

  /** Checkpoints older than format 4 kept pending Sends as the parent's TASKS writes. */
  private async migratePendingSends(checkpoint: Checkpoint, threadId: string, ns: string, parentId: string): Promise<void> {
    const sends: unknown[] = [];
    for (const w of this.stmt.parentSends.all(threadId, ns, parentId) as WriteRow[]) {
      sends.push(w.type === REF_TYPE ? await this.loadValue(threadId, String(w.value)) : await this.serde.loadsTyped(w.type ?? "json", w.value ?? ""));
    }
    checkpoint.channel_values[TASKS] = sends;
    const versions = Object.values(checkpoint.channel_versions);
    checkpoint.channel_versions[TASKS] = versions.length > 0 ? maxChannelVersion(...versions) : this.getNextVersion(undefined);
  }
}

/** The fence of a write of `thread` (lock.ts LEASE_FENCE_KEY), or null for an unfenced one. */
function fenceOf(thread: string, config: RunnableConfig): Fence | null {
  const f = leaseFenceOf(config);
  return f ? { thread, holder: f.holder, replica: f.replica, key: `${thread}\u0000${f.holder}\u0000${f.replica}` } : null;
}

/** A fenced writer's view of its batch: the batch's commit, failing when the writer's lease was lost. */
function fencedDone(batch: PendingBatch, fence: Fence): Promise<void> {
  const done = batch.done.then(() => {
    const lost = batch.lost?.get(fence.key);
    if (lost) throw lost;
  });
  done.catch(() => undefined);
  return done;
}

const ROW_COLUMNS = "thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, type, checkpoint, metadata";

/** SqliteSaver's two tables (same DDL, so either saver reads the other's rows), `task_path` on writes, and the value table. */
function setupTables(db: BetterSqlite3.Database): void {
  db.transaction(() => {
    db.exec(`
CREATE TABLE IF NOT EXISTS checkpoints (
  thread_id TEXT NOT NULL,
  checkpoint_ns TEXT NOT NULL DEFAULT '',
  checkpoint_id TEXT NOT NULL,
  parent_checkpoint_id TEXT,
  type TEXT,
  checkpoint BLOB,
  metadata BLOB,
  PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id)
);
CREATE TABLE IF NOT EXISTS writes (
  thread_id TEXT NOT NULL,
  checkpoint_ns TEXT NOT NULL DEFAULT '',
  checkpoint_id TEXT NOT NULL,
  task_id TEXT NOT NULL,
  idx INTEGER NOT NULL,
  channel TEXT NOT NULL,
  type TEXT,
  value BLOB,
  PRIMARY KEY (thread_id, checkpoint_ns, checkpoint_id, task_id, idx)
);
CREATE TABLE IF NOT EXISTS checkpoint_values (
  thread_id TEXT NOT NULL,
  key TEXT NOT NULL,
  type TEXT NOT NULL,
  value BLOB NOT NULL,
  PRIMARY KEY (thread_id, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS checkpoint_durable (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);`);
    const columns = db.prepare("SELECT name FROM pragma_table_info('writes')").pluck().all() as string[];
    if (!columns.includes("task_path")) db.exec("ALTER TABLE writes ADD COLUMN task_path TEXT NOT NULL DEFAULT ''");
  }).immediate();
}

function prepareStatements(db: BetterSqlite3.Database) {
  return {
    latest: db.prepare(`SELECT ${ROW_COLUMNS} FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? ORDER BY checkpoint_id DESC LIMIT 1`),
    byId: db.prepare(`SELECT ${ROW_COLUMNS} FROM checkpoints WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ?`),
    pendingWrites: db.prepare(
      "SELECT task_id, channel, type, value FROM writes WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ? ORDER BY task_path, task_id, idx",
    ),
    parentSends: db.prepare(`SELECT task_id, channel, type, value FROM writes WHERE thread_id = ? AND checkpoint_ns = ? AND checkpoint_id = ? AND channel = '${TASKS}' ORDER BY idx`),
    putCheckpoint: db.prepare(
      "INSERT OR REPLACE INTO checkpoints (thread_id, checkpoint_ns, checkpoint_id, parent_checkpoint_id, type, checkpoint, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ),
    insertWrite: db.prepare(
      "INSERT OR IGNORE INTO writes (thread_id, checkpoint_ns, checkpoint_id, task_id, idx, channel, type, value, task_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    replaceWrite: db.prepare(
      "INSERT OR REPLACE INTO writes (thread_id, checkpoint_ns, checkpoint_id, task_id, idx, channel, type, value, task_path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ),
    putValue: db.prepare("INSERT OR IGNORE INTO checkpoint_values (thread_id, key, type, value) VALUES (?, ?, ?, ?)"),
    getValue: db.prepare("SELECT type, value FROM checkpoint_values WHERE thread_id = ? AND key = ?"),
    deleteCheckpoints: db.prepare("DELETE FROM checkpoints WHERE thread_id = ?"),
    deleteWrites: db.prepare("DELETE FROM writes WHERE thread_id = ?"),
    deleteValues: db.prepare("DELETE FROM checkpoint_values WHERE thread_id = ?"),
  };
}
