/**
 * A checkpointer that stamps each checkpoint with the run that wrote it, as a LangGraph server
 * does: the run's metadata (run_id, graph_id, assistant_id and whatever the client sent as run
 * metadata) and the plain values of its `configurable` are merged into the checkpoint's
 * metadata. History can then be filtered by run metadata, and a run cancelled with rollback can
 * find its checkpoints. Everything else goes straight to the wrapped saver, SqliteSaver or
 * PostgresSaver (which keeps metadata as jsonb: a NUL in what a client sent is dropped, as jsonb
 * cannot hold one and the saver does the same to its own metadata).
 *
 * Not stamped: what LangGraph puts in a task's run metadata for the graph a node runs inside it
 * (`langgraph_step`, `langgraph_node`, `langgraph_path`, …, `ls_integration`, `checkpoint_ns`).
 * They describe the parent's task, which the nested checkpoint already names (its namespace
 * column and `parents`), and repeated on each of the medium loop's checkpoints they were ~6 KB
 * of a plan's ~61 KB.
 */
import type { RunnableConfig } from "@langchain/core/runnables";
import {
  BaseCheckpointSaver,
  type ChannelVersions,
  type Checkpoint,
  type CheckpointListOptions,
  type CheckpointMetadata,
  type CheckpointTuple,
  type PendingWrite,
} from "@langchain/langgraph-checkpoint";

/** configurable keys that are not the run's to record: LangGraph's own and the thread's position. */
const NOT_METADATA = new Set(["checkpoint_ns", "checkpoint_id", "checkpoint_map", "thread_id", "run_id", "owner"]);

/** Keys of a task's run metadata that LangGraph (or LangSmith) sets for itself. */
function isTaskKey(k: string): boolean {
  return k.startsWith("langgraph_") || k.startsWith("ls_") || k === "checkpoint_ns";
}

function isPlain(v: unknown): boolean {
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean";
}

/** `v` with every NUL character removed from its strings (keys included). */
function withoutNul(v: unknown, depth = 0): unknown {
  if (typeof v === "string") return v.includes("\u0000") ? v.replaceAll("\u0000", "") : v;
  if (!v || typeof v !== "object" || depth > 32) return v;
  if (Array.isArray(v)) return v.map((x) => withoutNul(x, depth + 1));
  if (Object.getPrototypeOf(v) !== Object.prototype) return v;
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [withoutNul(k) as string, withoutNul(x, depth + 1)]));
}

export class RunMetadataSaver extends BaseCheckpointSaver {
  constructor(readonly inner: BaseCheckpointSaver) {
    super(inner.serde);
  }

  getTuple(config: RunnableConfig): Promise<CheckpointTuple | undefined> {
    return this.inner.getTuple(config);
  }

  list(config: RunnableConfig, options?: CheckpointListOptions): AsyncGenerator<CheckpointTuple> {
    return this.inner.list(config, options);
  }

  put(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, newVersions: ChannelVersions): Promise<RunnableConfig> {
    const fromConfigurable = Object.fromEntries(
      Object.entries(config.configurable ?? {}).filter(([k, v]) => !k.startsWith("__") && !NOT_METADATA.has(k) && isPlain(v)),
    );
    const fromRun = Object.fromEntries(Object.entries((config.metadata ?? {}) as Record<string, unknown>).filter(([k]) => !isTaskKey(k)));
    const stamped = withoutNul({ ...fromConfigurable, ...fromRun }) as Record<string, unknown>;
    return this.inner.put(config, checkpoint, { ...stamped, ...metadata } as CheckpointMetadata, newVersions);
  }

  putWrites(config: RunnableConfig, writes: PendingWrite[], taskId: string, taskPath?: string): Promise<void> {
    return this.inner.putWrites(config, writes, taskId, taskPath);
  }

  override getDeltaChannelHistory(options: Parameters<BaseCheckpointSaver["getDeltaChannelHistory"]>[0]): ReturnType<BaseCheckpointSaver["getDeltaChannelHistory"]> {
    return this.inner.getDeltaChannelHistory(options);
  }

  deleteThread(threadId: string): Promise<void> {
    return this.inner.deleteThread(threadId);
  }

  override getNextVersion(current: number | undefined): number {
    return this.inner.getNextVersion(current);
  }
}
