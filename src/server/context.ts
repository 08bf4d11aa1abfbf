/**
 * What every route module shares: the resolved dependencies, the run manager, and the
 * owner-scoped lookups that turn "not yours" into 404.
 */
import type { BaseCheckpointSaver } from "@langchain/langgraph-checkpoint";
import type { BaseStore } from "@langchain/langgraph-checkpoint";
import type { StateSnapshot } from "@langchain/langgraph";
import type { Config } from "../config.js";
import type { AssistantRecord, AssistantStore } from "./assistants.js";
import { NotFoundError, ThreadNotFoundError } from "./errors.js";
import type { ThreadLock } from "./lock.js";
import type { ServerMetrics } from "./metrics.js";
import type { AuditPort, EventsPort, GraphEntry, GraphRegistry, PlanPort, ServableGraph } from "./service-ports.js";
import type { ThreadRecord, ThreadRepository } from "./thread-repository.js";
import type { RunManager } from "./run-manager.js";
import { interruptsByTask, snapshotExists } from "./state.js";
import type { SseStream } from "./sse.js";

export interface ServerContext {
  config: Config;
  version: string;
  graphs: GraphRegistry;
  repo: ThreadRepository;
  assistants: AssistantStore;
  /** The store graphs get as `config.store` and /store serves; namespaces are scoped per owner. */
  store: BaseStore;
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

/** An assistant `owner` may use, by its id or by a graph id (that graph's system assistant). */
export async function visibleAssistant(ctx: ServerContext, owner: string, assistantId: string): Promise<AssistantRecord | undefined> {
  const a = await ctx.assistants.get(assistantId);
  if (a && (a.owner === null || a.owner === owner) && ctx.graphs.get(a.graph_id)) return a;
  return undefined;
}

/** The assistant and graph a run uses; 404 "No assistant found" otherwise. */
export async function resolveAssistant(ctx: Pick<ServerContext, "assistants" | "graphs">, owner: string, assistantId: string): Promise<{ assistant: AssistantRecord; entry: GraphEntry }> {
  const a = await ctx.assistants.get(assistantId);
  const entry = a && (a.owner === null || a.owner === owner) ? ctx.graphs.get(a.graph_id) : undefined;
  if (!a || !entry) throw new NotFoundError("ASSISTANT_NOT_FOUND", `No assistant found for "${assistantId}"`);
  return { assistant: a, entry };
}

/** The graph a thread runs on: bound at its first run, else named in metadata, else the only/planner graph. */
export function graphOfThread(ctx: ServerContext, t: ThreadRecord): GraphEntry | undefined {
  const named = t.graph_id ?? (typeof t.metadata.graph_id === "string" ? t.metadata.graph_id : undefined);
  if (named) return ctx.graphs.get(named);
  const all = ctx.graphs.list();
  return ctx.graphs.get("planner") ?? (all.length === 1 ? all[0] : undefined);
}

/**
 * The thread's graph, built with the config of the assistant it last ran with (a graph factory
 * may build a different graph per config; a compiled graph is always the same one).
 */
export async function threadGraph(ctx: ServerContext, t: ThreadRecord): Promise<{ entry: GraphEntry; graph: ServableGraph } | undefined> {
  const entry = graphOfThread(ctx, t);
  if (!entry) return undefined;
  const assistantId = typeof t.metadata.assistant_id === "string" ? t.metadata.assistant_id : entry.graphId;
  const a = await ctx.assistants.get(assistantId);
  const configurable = { ...(((a?.graph_id === entry.graphId ? a.config.configurable : undefined) ?? {}) as Record<string, unknown>), thread_id: t.thread_id };
  return { entry, graph: await entry.load({ configurable }) };
}

export async function headSnapshot(ctx: ServerContext, t: ThreadRecord): Promise<{ entry: GraphEntry; snapshot: StateSnapshot } | undefined> {
  const g = await threadGraph(ctx, t);
  if (!g) return undefined;
  const s = await g.graph.getState({ configurable: { thread_id: t.thread_id } });
  return snapshotExists(s) ? { entry: g.entry, snapshot: s } : undefined;
}

/** The Thread object as the SDK reads it (values and interrupts from the head checkpoint). */
export async function threadJson(ctx: ServerContext, t: ThreadRecord) {
  const head = await headSnapshot(ctx, t);
  const s = head?.snapshot;
  return {
    thread_id: t.thread_id,
    created_at: t.created_at,
    updated_at: t.updated_at,
    state_updated_at: t.state_updated_at,
    metadata: t.metadata,
    status: ctx.runs.isThreadBusy(t.thread_id) ? ("busy" as const) : t.status,
    values: (s?.values ?? {}) as Record<string, unknown>,
    interrupts: s ? interruptsByTask(s, head.entry.humanInTheLoop) : {},
    error: t.error,
  };
}

export async function deleteCheckpoints(ctx: ServerContext, t: ThreadRecord): Promise<void> {
  const g = await threadGraph(ctx, t);
  const saver = g?.graph.checkpointer as BaseCheckpointSaver | undefined;
  if (saver && typeof saver.deleteThread === "function") await saver.deleteThread(t.thread_id);
}
