/**
 * PostgresSaver with lease fencing (lock.ts LEASE_FENCE_KEY): a checkpoint or a task's writes of
 * a fenced run land only while the thread's lease row still names the run's holder and this
 * replica. The check is the first statement of the saver's own transaction, `SELECT … FOR SHARE`
 * on the lease row: a replica taking the thread over (leases.ts tryAcquire, an upsert of that
 * row) waits for a write under way to commit, and a write that starts after it finds the row
 * changed and is rolled back with LeaseLostError. One prepared statement per transaction; writes
 * of unfenced callers (the CLI, tests) are untouched.
 *
 * PostgresSaver opens its transactions on a pool client it takes itself, so the check is made by
 * the pool it is given: a pool whose clients, on BEGIN inside a fenced put or putWrites (an
 * AsyncLocalStorage scope), read the lease before handing control back.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { ChannelVersions, Checkpoint, CheckpointMetadata, PendingWrite, SerializerProtocol } from "@langchain/langgraph-checkpoint";
import { PostgresSaver } from "@langchain/langgraph-checkpoint-postgres";
import type pg from "pg";
import { LeaseLostError } from "../errors.js";
import { leaseFenceOf, type LeaseFence } from "../server/lock.js";

interface Scope extends LeaseFence {
  thread: string;
}

const LEASE_CHECK = {
  name: "gg_lease_fence",
  text: "SELECT 1 FROM thread_leases WHERE thread_id = $1 AND holder = $2 AND replica = $3 FOR SHARE",
};

export class FencedPostgresSaver extends PostgresSaver {
  private readonly scope: AsyncLocalStorage<Scope>;

  constructor(pool: pg.Pool, serde?: SerializerProtocol) {
    const scope = new AsyncLocalStorage<Scope>();
    super(fencedPool(pool, scope), serde);
    this.scope = scope;
  }

  override put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    const s = scopeOf(config);
    return s ? this.scope.run(s, () => super.put(config, checkpoint, metadata, newVersions)) : super.put(config, checkpoint, metadata, newVersions);
  }

  override putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string): Promise<void> {
    const s = scopeOf(config);
    return s ? this.scope.run(s, () => super.putWrites(config, writes, taskId)) : super.putWrites(config, writes, taskId);
  }
}

function scopeOf(config: RunnableConfig): Scope | undefined {
  const f = leaseFenceOf(config);
  const thread = config.configurable?.thread_id as string | undefined;
  return f && thread ? { thread, holder: f.holder, replica: f.replica } : undefined;
}

/** `pool`, whose clients check the scope's lease right after a BEGIN issued inside a fenced scope. */
function fencedPool(pool: pg.Pool, scope: AsyncLocalStorage<Scope>): pg.Pool {
  const connect = async (): Promise<pg.PoolClient> => fencedClient(await pool.connect(), scope);
  return new Proxy(pool, {
    get(target, key) {
      if (key === "connect") return connect;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

function fencedClient(client: pg.PoolClient, scope: AsyncLocalStorage<Scope>): pg.PoolClient {
  const query = async (...args: unknown[]): Promise<unknown> => {
    const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    const s = args[0] === "BEGIN" ? scope.getStore() : undefined;
    if (s) {
      const held = await client.query({ ...LEASE_CHECK, values: [s.thread, s.holder, s.replica] });
      // The saver's catch rolls the transaction back.
      if (held.rows.length === 0) throw new LeaseLostError(s.thread, s.holder, s.replica);
    }
    return result;
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") return query;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === "function" ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
