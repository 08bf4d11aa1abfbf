/**
 * Copying a thread's checkpoints to a new thread (POST /threads/:id/copy) through the
 * checkpointer's own interface, so any saver (SQLite, PostgreSQL, memory) can do it: every
 * checkpoint of every namespace, oldest first so parents come before children, with its pending
 * writes; ids, timestamps and metadata are kept, except that the metadata names the new thread.
 */
import type { BaseCheckpointSaver, CheckpointTuple } from "@langchain/langgraph-checkpoint";

/** A thread has at most this many checkpoints copied (a bound, not a policy). */
const MAX_CHECKPOINTS = 100_000;

function renamed(ns: string, from: string, to: string): string {
  return ns.split(from).join(to);
}

export async function copyCheckpoints(saver: BaseCheckpointSaver, from: string, to: string): Promise<number> {
  const tuples: CheckpointTuple[] = [];
  for await (const t of saver.list({ configurable: { thread_id: from } })) {
    tuples.push(t);
    if (tuples.length >= MAX_CHECKPOINTS) break;
  }
  // Checkpoint ids are time-ordered (uuid6): ascending id is creation order.
  tuples.sort((a, b) => String(a.config.configurable?.checkpoint_id).localeCompare(String(b.config.configurable?.checkpoint_id)));
  for (const t of tuples) {
    const ns = renamed(String(t.config.configurable?.checkpoint_ns ?? ""), from, to);
    const parentId = t.parentConfig?.configurable?.checkpoint_id as string | undefined;
    const metadata = { ...(t.metadata ?? {}), thread_id: to } as NonNullable<CheckpointTuple["metadata"]>;
    const saved = await saver.put(
      { configurable: { thread_id: to, checkpoint_ns: ns, ...(parentId ? { checkpoint_id: parentId } : {}) } },
      t.checkpoint,
      metadata,
      {},
    );
    const byTask = new Map<string, Array<[string, unknown]>>();
    for (const [taskId, channel, value] of t.pendingWrites ?? []) {
      if (!byTask.has(taskId)) byTask.set(taskId, []);
      byTask.get(taskId)!.push([channel, value]);
    }
    for (const [taskId, writes] of byTask) await saver.putWrites(saved, writes, taskId);
  }
  return tuples.length;
}
