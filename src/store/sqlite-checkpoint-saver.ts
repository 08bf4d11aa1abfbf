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
 *    Here a value whose JSON is at least `VALUE_MIN_BYTES` goes to `checkpoint_values`, keyed by
 *    the thread and the hash of its serialised form, and the checkpoint or write row holds the
 *    key. The same value written by a node and then held in the next checkpoint is one row.
 *    Content keys cannot collide across forks (a channel version could), so time travel and
 *    `updateState` need nothing special.
 * 2. **Unchanged values are not serialised again.** A value the saver has stored (or loaded) is
 *    remembered by object identity (a WeakMap, so nothing is kept alive); when the next
 *    checkpoint holds the same object, its key is reused without touching the value. A miss
 *    only costs a serialisation: correctness never depends on that memory. (Values are treated
 *    as immutable, as LangGraph state is: a node returns new objects, it does not edit old ones.)
 * 3. **One fsync per superstep.** With `synchronous=FULL`, `put` commits with an fsync as
 *    before; ordinary task writes commit at `synchronous=NORMAL`. In WAL mode a NORMAL commit
 *    survives a process crash, and the fsync of the superstep's checkpoint, which follows it in
 *    the same WAL, makes it durable against power loss too. If power fails in between, the
 *    superstep's writes and its checkpoint are lost together and LangGraph runs the tasks again
 *    from the last checkpoint, which is what it does after any crash (nodes are idempotent).
 *    Writes that end a run without a checkpoint after them (an interrupt, an error, a resume
 *    value, scheduled tasks) keep the connection's own level, so they are on disk when the
 *    caller hears of them.
 * 4. **Prepared once, read plainly.** Statements are prepared at construction; pending writes
 *    are read with a plain query in LangGraph's write order (task path, task id, index; the
 *    saver adds `task_path` to `writes`) instead of a JSON aggregate.
 *
 * Payloads: checkpoint rows and small values go through the serializer (CompressingSerializer:
 * plain JSON, deflated above 1 KB); stored values are raw-deflated binary above 1 KB, since only
 * this saver reads them.
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
import { CompressingSerializer } from "./checkpoint-serde.js";

/** Values whose serialised form is at least this long are stored once, by content key. */
export const VALUE_MIN_BYTES = 256;
/** Stored values at least this long are deflated. */
const DEFLATE_MIN_BYTES = 1024;
/** `writes.type` of a write whose value lives in checkpoint_values (`writes.value` is its key). */
const REF_TYPE = "gg-ref";
/** The checkpoint row's field naming the channels whose values live in checkpoint_values. */
const REFS_FIELD = "gg_refs";
const DEFLATED = ";deflate";

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
type Encoded = { type: string; bytes: Uint8Array };

const SYNC_NORMAL = 1;

export class SqliteCheckpointSaver extends BaseCheckpointSaver {
  /** The key each value was stored or loaded under, and for which thread: the identity memory of point 2. */
  private readonly keys = new WeakMap<object, { thread: string; epoch: number; key: string }>();
  /** Bumped by deleteThread: what was remembered before may name rows that are gone. */
  private epoch = 0;
  /** The connection's synchronous level (0 OFF … 3 EXTRA), restored after a NORMAL commit. */
  private readonly synchronous: number;
  private readonly stmt: ReturnType<typeof prepareStatements>;
  private readonly writeBatch: (fn: () => void, relaxed: boolean) => void;

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
    const txn = db.transaction((fn: () => void) => fn());
    this.writeBatch = (fn, relaxed) => {
      if (!relaxed || this.synchronous <= SYNC_NORMAL) return txn(fn);
      relax.run();
      try {
        txn(fn);
      } finally {
        restore.run();
      }
    };
  }

  async getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    const { thread_id, checkpoint_ns = "", checkpoint_id } = (config.configurable ?? {}) as { thread_id?: string; checkpoint_ns?: string; checkpoint_id?: string };
    if (!thread_id) return undefined;
    const row = (checkpoint_id ? this.stmt.byId.get(thread_id, checkpoint_ns, checkpoint_id) : this.stmt.latest.get(thread_id, checkpoint_ns)) as Row | undefined;
    return row ? this.toTuple(row) : undefined;
  }

  async *list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    const { limit, before, filter } = options ?? {};
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
    const thread_id = config.configurable?.thread_id as string | undefined;
    if (!config.configurable) throw new Error("Empty configuration supplied.");
    if (!thread_id) throw new Error(`Missing "thread_id" field in passed "config.configurable".`);
    const checkpoint_ns = (config.configurable.checkpoint_ns as string | undefined) ?? "";
    const parent = (config.configurable.checkpoint_id as string | undefined) ?? null;

    const values: Record<string, unknown> = {};
    const refs: Record<string, string> = {};
    const stored: Array<[string, Encoded]> = [];
    for (const [channel, value] of Object.entries(checkpoint.channel_values ?? {})) {
      const ref = await this.refFor(thread_id, value, stored);
      if (ref === null) values[channel] = value;
      else refs[channel] = ref;
    }
    const row: Record<string, unknown> = {
      v: checkpoint.v,
      id: checkpoint.id,
      ts: checkpoint.ts,
      channel_values: values,
      channel_versions: checkpoint.channel_versions,
      versions_seen: checkpoint.versions_seen,
    };
    if (Object.keys(refs).length > 0) row[REFS_FIELD] = refs;
    const [[type, body], [metaType, meta]] = await Promise.all([this.serde.dumpsTyped(row), this.serde.dumpsTyped(metadata)]);
    if (type !== metaType) throw new Error("Failed to serialize checkpoint and metadata to the same type.");
    this.writeBatch(() => {
      for (const [key, v] of stored) this.stmt.putValue.run(thread_id, key, v.type, v.bytes);
      this.stmt.putCheckpoint.run(thread_id, checkpoint_ns, checkpoint.id, parent, type, body, meta);
    }, false);
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
    const stored: Array<[string, Encoded]> = [];
    const rows: unknown[][] = [];
    for (let i = 0; i < writes.length; i++) {
      const [channel, value] = writes[i]!;
      // Writes are always serialised afresh (never taken from the identity memory): a node may
      // return an object it was handed, and the write must hold what it returned.
      const encoded = await this.encode(value);
      const idx = WRITES_IDX_MAP[channel] ?? i;
      if (encoded.bytes.length >= VALUE_MIN_BYTES) {
        const key = contentKey(encoded);
        stored.push([key, pack(encoded)]);
        this.remember(value, thread_id, key);
        rows.push([thread_id, checkpoint_ns, c.checkpoint_id, taskId, idx, channel, REF_TYPE, key, taskPath]);
      } else rows.push([thread_id, checkpoint_ns, c.checkpoint_id, taskId, idx, channel, encoded.type, encoded.bytes, taskPath]);
    }
    const insert = allSpecial ? this.stmt.replaceWrite : this.stmt.insertWrite;
    this.writeBatch(() => {
      for (const [key, v] of stored) this.stmt.putValue.run(thread_id, key, v.type, v.bytes);
      for (const r of rows) insert.run(...r);
    }, !anySpecial);
  }

  async deleteThread(threadId: string): Promise<void> {
    this.epoch++;
    this.db.transaction(() => {
      this.stmt.deleteCheckpoints.run(threadId);
      this.stmt.deleteWrites.run(threadId);
      this.stmt.deleteValues.run(threadId);
    })();
  }

  /** The content key for `value` when it is stored by key (queued in `stored` if it is new here), else null (keep it inline). */
  private async refFor(thread: string, value: unknown, stored: Array<[string, Encoded]>): Promise<string | null> {
    if (value === null || typeof value !== "object") return null;
    const known = this.keys.get(value);
    if (known && known.thread === thread && known.epoch === this.epoch) return known.key;
    const encoded = await this.encode(value);
    if (encoded.bytes.length < VALUE_MIN_BYTES) return null;
    const key = contentKey(encoded);
    stored.push([key, pack(encoded)]);
    this.remember(value, thread, key);
    return key;
  }

  private remember(value: unknown, thread: string, key: string): void {
    if (value !== null && typeof value === "object") this.keys.set(value, { thread, epoch: this.epoch, key });
  }

  /** Serialise without compression (the size decides where it goes; stored values are deflated by `pack`). */
  private encode(value: unknown): Promise<Encoded> {
    return (this.serde instanceof CompressingSerializer ? this.serde.dumpsUncompressed(value) : this.serde.dumpsTyped(value)).then(([type, bytes]) => ({ type, bytes }));
  }

  private async loadValue(threadId: string, key: string): Promise<unknown> {
    const row = this.stmt.getValue.get(threadId, key) as { type: string; value: Uint8Array } | undefined;
    if (!row) throw new Error(`checkpoint value ${key} of thread ${threadId} is missing`);
    const value: unknown = await this.serde.loadsTyped(...unpack(row.type, row.value));
    this.remember(value, threadId, key);
    return value;
  }

  private async toTuple(row: Row): Promise<CheckpointTuple> {
    const { thread_id, checkpoint_ns } = row;
    const pendingWrites: CheckpointPendingWrite[] = [];
    for (const w of this.stmt.pendingWrites.all(thread_id, checkpoint_ns, row.checkpoint_id) as WriteRow[]) {
      const value = w.type === REF_TYPE ? await this.loadValue(thread_id, String(w.value)) : await this.serde.loadsTyped(w.type ?? "json", w.value ?? "");
      pendingWrites.push([w.task_id, w.channel, value]);
    }
    const stored = (await this.serde.loadsTyped(row.type ?? "json", row.checkpoint)) as Checkpoint & { [REFS_FIELD]?: Record<string, string> };
    const { [REFS_FIELD]: refs, ...checkpoint } = stored;
    checkpoint.channel_values ??= {};
    for (const [channel, key] of Object.entries(refs ?? {})) checkpoint.channel_values[channel] = await this.loadValue(thread_id, key);
    if (checkpoint.v < 4 && row.parent_checkpoint_id != null) await this.migratePendingSends(checkpoint, thread_id, checkpoint_ns, row.parent_checkpoint_id);
    return {
      config: { configurable: { thread_id, checkpoint_ns, checkpoint_id: row.checkpoint_id } },
      checkpoint,
      metadata: (await this.serde.loadsTyped(row.type ?? "json", row.metadata)) as CheckpointMetadata,
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
) WITHOUT ROWID;`);
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

/** Hash of the serialised value and its type: equal values share one row. */
function contentKey(e: Encoded): string {
  return createHash("sha1").update(e.type).update("\0").update(e.bytes).digest("base64url");
}

function pack(e: Encoded): Encoded {
  if (e.bytes.length < DEFLATE_MIN_BYTES) return e;
  return { type: e.type + DEFLATED, bytes: deflateRawSync(e.bytes, { level: 1 }) };
}

function unpack(type: string, bytes: Uint8Array): [string, Uint8Array] {
  return type.endsWith(DEFLATED) ? [type.slice(0, -DEFLATED.length), inflateRawSync(bytes)] : [type, bytes];
}
