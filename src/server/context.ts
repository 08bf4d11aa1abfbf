/**
 * What every route module shares: the resolved dependencies, the run manager, and the
 * owner-scoped lookups that turn "not yours" into 404.
 */
import type { BaseCheckpointSaver } from "@langchain/langgraph-checkpoint";
import type { StateSnapshot } from "@langchain/langgraph";
import type { Config } from "../config.js";
import { ThreadNotFoundError } from "./errors.js";
import type { ThreadLock } from "./lock.js";
import type { ServerMetrics } from "./metrics.js";
import type { AuditPort, EventsPort, GraphEntry, GraphRegistry, PlanPort } from "./service-ports.js";
import type { ThreadRecord, ThreadRepository } from "./thread-repository.js";
import type { RunManager } from "./run-manager.js";
import { interruptsByTask, snapshotExists } from "./state.js";
import type { SseStream } from "./sse.js";

export interface ServerContext {
  config: Config;
  version: string;
  graphs: GraphRegistry;
  repo: ThreadRepository;
  lock: ThreadLock;
  metrics: ServerMetrics;
  runs: RunManager;
  plans?: PlanPort;
  bus?: EventsPort;
  audit?: AuditPort;
  now: () => Date;
  /** Long-lived SSE streams (thread events) to end at shutdown. */
  openStreams: Set<SseStream>;
  startedAt: string;
}

/** The thread if `owner` may see it; 404 otherwise (a thread of another owner does not exist for you). */
export async function visibleThread(ctx: ServerContext, owner: string, threadId: string): Promise<ThreadRecord> {
  const t = await ctx.repo.getThread(threadId);
  if (!t || t.owner !== owner) throw new ThreadNotFoundError(threadId);
  return t;
}

/** The graph a thread runs on: bound at its first run, else named in metadata, else the only/planner graph. */
export function graphOfThread(ctx: ServerContext, t: ThreadRecord): GraphEntry | undefined {
  const named = t.graph_id ?? (typeof t.metadata.graph_id === "string" ? t.metadata.graph_id : undefined);
  if (named) return ctx.graphs.get(named);
  const all = ctx.graphs.list();
  return ctx.graphs.get("planner") ?? (all.length === 1 ? all[0] : undefined);
}

export async function headSnapshot(ctx: ServerContext, t: ThreadRecord): Promise<StateSnapshot | undefined> {
  const g = graphOfThread(ctx, t);
  if (!g) return undefined;
  const s = await g.graph.getState({ configurable: { thread_id: t.thread_id } });
  return snapshotExists(s) ? s : undefined;
}

/** The Thread object as the SDK reads it (values and interrupts from the head checkpoint). */
export async function threadJson(ctx: ServerContext, t: ThreadRecord) {
  const s = await headSnapshot(ctx, t);
  return {
    thread_id: t.thread_id,
    created_at: t.created_at,
    updated_at: t.updated_at,
    state_updated_at: t.state_updated_at,
    metadata: t.metadata,
    status: ctx.runs.isThreadBusy(t.thread_id) ? ("busy" as const) : t.status,
    values: (s?.values ?? {}) as Record<string, unknown>,
    interrupts: s ? interruptsByTask(s) : {},
    error: t.error,
  };
}

export async function deleteCheckpoints(g: GraphEntry | undefined, threadId: string): Promise<void> {
  const saver = g?.graph.checkpointer as BaseCheckpointSaver | undefined;
  if (saver && typeof saver.deleteThread === "function") await saver.deleteThread(threadId);
}
