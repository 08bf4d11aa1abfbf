/**
 * LangGraph-compatible thread routes: create (optionally from supersteps of updates), get,
 * patch, delete, copy, search, count; state (of the thread, a checkpoint or a subgraph's
 * namespace, optionally with subgraph states), history, and state updates as a node.
 */
import { randomUUID } from "node:crypto";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { BaseCheckpointSaver } from "@langchain/langgraph-checkpoint";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { copyCheckpoints } from "../checkpoint-copy.js";
import { deleteCheckpoints, headSnapshot, threadGraph, threadJson, visibleThread, type ServerContext } from "../context.js";
import { HttpError, NotFoundError, ThreadBusyError, ThreadExistsError } from "../errors.js";
import { route } from "../route.js";
import {
  CheckpointParams,
  HistoryBody,
  PatchStateBody,
  StateCheckpointBody,
  StateQuery,
  ThreadCountBody,
  ThreadCreateBody,
  ThreadParams,
  ThreadPatchBody,
  ThreadResponse,
  ThreadSearchBody,
  ThreadStateResponse,
  UpdateStateBody,
  UpdateStateResponse,
  type CheckpointRef,
} from "../schemas.js";
import { emptyThreadState, pendingInterrupts, snapshotExists, toApiCheckpoint, toApiThreadState } from "../state.js";
import type { ThreadRecord, ThreadSearch } from "../thread-repository.js";
import { toWire } from "../wire.js";

const tags = ["threads"];

/** Searches that filter on current values (or count) scan at most this many threads. */
const VALUES_SCAN_LIMIT = 10_000;

export function threadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(
    app,
    { method: "POST", url: "/threads", summary: "Create a thread (optionally from supersteps of node updates)", tags, body: ThreadCreateBody, response: { 200: ThreadResponse }, errors: [404, 409] },
    async (req) => {
      const threadId = req.body.thread_id ?? randomUUID();
      const existing = await ctx.repo.getThread(threadId);
      if (existing) {
        if (req.body.if_exists === "do_nothing" && existing.owner === req.owner) return threadJson(ctx, existing);
        throw new ThreadExistsError(threadId);
      }
      const metadata = { ...(req.body.metadata ?? {}) };
      const graphId = typeof metadata.graph_id === "string" ? metadata.graph_id : null;
      if (graphId && !ctx.graphs.get(graphId)) throw new NotFoundError("GRAPH_NOT_FOUND", `Graph "${graphId}" not found`);
      const supersteps = req.body.supersteps ?? [];
      if (supersteps.length && !graphId) throw new HttpError(422, "GRAPH_REQUIRED", "supersteps need metadata.graph_id (the SDK's graphId): the graph whose nodes the updates come from");
      const t = await ctx.runs.createThreadRecord(req.owner, threadId, { graph_id: graphId, metadata });
      if (supersteps.length) {
        const g = (await threadGraph(ctx, t))!;
        if (!g.graph.bulkUpdateState) throw new HttpError(501, "NOT_SUPPORTED", `graph ${graphId} cannot apply supersteps`);
        await g.graph.bulkUpdateState(
          { configurable: { thread_id: threadId } },
          supersteps.map((s) => ({ updates: s.updates.map((u) => ({ values: u.values, asNode: u.as_node })) })),
        );
        await markUpdated(ctx, t.thread_id, g.graph);
      }
      return threadJson(ctx, (await ctx.repo.getThread(threadId)) ?? t);
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id", summary: "Get a thread", tags, params: ThreadParams, response: { 200: ThreadResponse }, errors: [404] },
    async (req) => threadJson(ctx, await visibleThread(ctx, req.owner, req.params.thread_id)),
  );

  route(
    app,
    { method: "PATCH", url: "/threads/:thread_id", summary: "Merge metadata into a thread's", tags, params: ThreadParams, body: ThreadPatchBody, response: { 200: ThreadResponse }, errors: [404] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const updated = await ctx.repo.updateThread(t.thread_id, { metadata: { ...t.metadata, ...(req.body.metadata ?? {}) }, updated_at: ctx.now().toISOString() });
      return threadJson(ctx, updated ?? t);
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/:thread_id/copy", summary: "Copy a thread: a new thread with the same metadata and every checkpoint", tags, params: ThreadParams, response: { 200: ThreadResponse }, errors: [404, 409] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const lease = await ctx.lock.tryAcquire(t.thread_id, `copy:${randomUUID()}`);
      if (!lease) throw new ThreadBusyError(t.thread_id);
      try {
        const copy = await ctx.runs.createThreadRecord(req.owner, randomUUID(), { graph_id: t.graph_id, metadata: t.metadata });
        const g = await threadGraph(ctx, t);
        const saver = g?.graph.checkpointer as BaseCheckpointSaver | undefined;
        if (saver) await copyCheckpoints(saver, t.thread_id, copy.thread_id);
        const updated = await ctx.repo.updateThread(copy.thread_id, { status: t.status === "busy" ? "idle" : t.status, error: t.error });
        return threadJson(ctx, updated ?? copy);
      } finally {
        await lease.release();
      }
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/search", summary: "Search your threads (metadata, values, status)", tags, body: ThreadSearchBody, response: { 200: z.array(ThreadResponse) } },
    async (req) => {
      const b = req.body;
      const page = { limit: b.limit ?? 10, offset: b.offset ?? 0 };
      const rows = await findThreads(ctx, req.owner, b, page);
      const out = await Promise.all(rows.map((t) => threadJson(ctx, t)));
      return b.select?.length ? out.map((o) => Object.fromEntries(Object.entries(o).filter(([k]) => b.select!.includes(k as never)))) : out;
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/count", summary: "Count your threads (metadata, values, status)", tags, body: ThreadCountBody, response: { 200: z.number() } },
    async (req) => (await findThreads(ctx, req.owner, req.body, { limit: VALUES_SCAN_LIMIT, offset: 0 })).length,
  );

  route(
    app,
    { method: "DELETE", url: "/threads/:thread_id", summary: "Delete a thread and its checkpoints", tags, params: ThreadParams, response: { 204: z.null() }, errors: [404, 409] },
    async (req, reply) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const lease = await ctx.lock.tryAcquire(t.thread_id, `delete:${randomUUID()}`);
      if (!lease) throw new ThreadBusyError(t.thread_id);
      try {
        await deleteCheckpoints(ctx, t);
        await ctx.repo.deleteThread(t.thread_id);
      } finally {
        await lease.release();
      }
      return reply.code(204).send();
    },
  );

  const subgraphsOf = (q: { subgraphs?: string }) => q.subgraphs === "true" || q.subgraphs === "1";

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/state", summary: "Current state (values, next, tasks with interrupts; ?subgraphs=true expands subgraph states)", tags, params: ThreadParams, querystring: StateQuery, response: { 200: ThreadStateResponse }, errors: [404] },
    async (req) => stateAt(ctx, await visibleThread(ctx, req.owner, req.params.thread_id), {}, subgraphsOf(req.query)),
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/state/:checkpoint_id", summary: "State at a checkpoint", tags, params: CheckpointParams, querystring: StateQuery, response: { 200: ThreadStateResponse }, errors: [404] },
    async (req) => stateAt(ctx, await visibleThread(ctx, req.owner, req.params.thread_id), { checkpoint_id: req.params.checkpoint_id }, subgraphsOf(req.query)),
  );

  route(
    app,
    {
      method: "POST",
      url: "/threads/:thread_id/state/checkpoint",
      summary: "State at a checkpoint object (a subgraph's namespace, a checkpoint id, or both)",
      tags,
      params: ThreadParams,
      body: StateCheckpointBody,
      response: { 200: ThreadStateResponse },
      errors: [404],
    },
    async (req) => stateAt(ctx, await visibleThread(ctx, req.owner, req.params.thread_id), req.body.checkpoint, req.body.subgraphs === true),
  );

  route(
    app,
    { method: "POST", url: "/threads/:thread_id/history", summary: "Past states, newest first", tags, params: ThreadParams, body: HistoryBody, response: { 200: z.array(ThreadStateResponse) }, errors: [404] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const g = await threadGraph(ctx, t);
      if (!g) return [];
      const b = req.body;
      const beforeId =
        b.before === undefined || b.before === null
          ? undefined
          : typeof b.before === "string"
            ? b.before
            : "configurable" in b.before
              ? (b.before.configurable as { checkpoint_id: string }).checkpoint_id
              : b.before.checkpoint_id;
      const ns = b.checkpoint?.checkpoint_ns ?? "";
      const base: RunnableConfig = { configurable: { thread_id: t.thread_id, checkpoint_ns: ns, ...(b.checkpoint?.checkpoint_id ? { checkpoint_id: b.checkpoint.checkpoint_id } : {}) } };
      const out = [];
      for await (const s of g.graph.getStateHistory(base, {
        limit: b.limit ?? 10,
        ...(beforeId ? { before: { configurable: { thread_id: t.thread_id, checkpoint_ns: ns, checkpoint_id: beforeId } } } : {}),
        ...(b.metadata ? { filter: b.metadata } : {}),
      })) {
        out.push(toApiThreadState(s, t.thread_id, g.entry.humanInTheLoop));
      }
      return out;
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/:thread_id/state", summary: "Update state as a node (of the thread, or of a subgraph given its checkpoint namespace)", tags, params: ThreadParams, body: UpdateStateBody, response: { 200: UpdateStateResponse }, errors: [404, 409] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const g = await threadGraph(ctx, t);
      if (!g) throw new HttpError(409, "THREAD_HAS_NO_GRAPH", `thread ${t.thread_id} is not bound to a graph; start a run first`);
      const lease = await ctx.lock.tryAcquire(t.thread_id, `update-state:${randomUUID()}`);
      if (!lease) throw new ThreadBusyError(t.thread_id);
      try {
        const ref: CheckpointRef = { ...(req.body.checkpoint ?? {}), ...(req.body.checkpoint_id ? { checkpoint_id: req.body.checkpoint_id } : {}) };
        const next = await g.graph.updateState(configAt(t.thread_id, ref), req.body.values, req.body.as_node ?? undefined);
        await markUpdated(ctx, t.thread_id, g.graph);
        const checkpoint = toApiCheckpoint(next, t.thread_id);
        return { checkpoint: checkpoint ?? {}, configurable: (next.configurable ?? {}) as Record<string, unknown> };
      } finally {
        await lease.release();
      }
    },
  );

  route(
    app,
    { method: "PATCH", url: "/threads/:thread_id/state", summary: "Merge metadata into a thread's (the SDK's patchState)", tags, params: ThreadParams, body: PatchStateBody, response: { 204: z.null() }, errors: [404] },
    async (req, reply) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      await ctx.repo.updateThread(t.thread_id, { metadata: { ...t.metadata, ...req.body.metadata }, updated_at: ctx.now().toISOString() });
      return reply.code(204).send();
    },
  );
}

/** A checkpoint reference as a config: a subgraph's namespace and/or a checkpoint id. */
function configAt(threadId: string, ref: CheckpointRef | Record<string, never>): RunnableConfig {
  const r = ref as CheckpointRef;
  return {
    configurable: {
      thread_id: threadId,
      ...(r.checkpoint_ns ? { checkpoint_ns: r.checkpoint_ns } : {}),
      ...(r.checkpoint_id ? { checkpoint_id: r.checkpoint_id } : {}),
      ...(r.checkpoint_map ? { checkpoint_map: r.checkpoint_map } : {}),
    },
  };
}

/** After a state write: the thread's status follows its head. */
async function markUpdated(ctx: ServerContext, threadId: string, graph: { getState(c: RunnableConfig): Promise<import("@langchain/langgraph").StateSnapshot> }): Promise<void> {
  const head = await graph.getState({ configurable: { thread_id: threadId } });
  const now = ctx.now().toISOString();
  await ctx.repo.updateThread(threadId, {
    status: pendingInterrupts(head).length > 0 || (snapshotExists(head) && head.next.length > 0) ? "interrupted" : "idle",
    updated_at: now,
    state_updated_at: now,
  });
}

async function findThreads(
  ctx: ServerContext,
  owner: string,
  b: { ids?: string[] | null; metadata?: Record<string, unknown> | null; values?: Record<string, unknown> | null; status?: ThreadSearch["status"] | null; sort_by?: ThreadSearch["sortBy"] | null; sort_order?: "asc" | "desc" | null },
  page: { limit: number; offset: number },
): Promise<ThreadRecord[]> {
  const byValues = b.values && Object.keys(b.values).length > 0;
  const rows = await ctx.repo.searchThreads({
    owner,
    ids: b.ids ?? undefined,
    metadata: b.metadata ?? undefined,
    status: b.status ?? undefined,
    ...(byValues ? { limit: VALUES_SCAN_LIMIT, offset: 0 } : page),
    sortBy: b.sort_by ?? "created_at",
    sortOrder: b.sort_order ?? "desc",
  });
  if (!byValues) return rows;
  const kept: ThreadRecord[] = [];
  for (const t of rows) {
    const head = await headSnapshot(ctx, t);
    const values = (head ? toWire(head.snapshot.values) : {}) as Record<string, unknown>;
    if (Object.entries(b.values!).every(([k, v]) => JSON.stringify(values[k]) === JSON.stringify(v))) kept.push(t);
  }
  return kept.slice(page.offset, page.offset + page.limit);
}

async function stateAt(ctx: ServerContext, t: ThreadRecord, ref: CheckpointRef, subgraphs: boolean) {
  const g = await threadGraph(ctx, t);
  if (!g) {
    if (ref.checkpoint_id) throw new NotFoundError("CHECKPOINT_NOT_FOUND", `checkpoint ${ref.checkpoint_id} not found`);
    return emptyThreadState(t.thread_id);
  }
  const s = await g.graph.getState(configAt(t.thread_id, ref), { subgraphs });
  if (!snapshotExists(s)) {
    if (ref.checkpoint_id) throw new NotFoundError("CHECKPOINT_NOT_FOUND", `checkpoint ${ref.checkpoint_id} not found on thread ${t.thread_id}`);
    return emptyThreadState(t.thread_id);
  }
  return toApiThreadState(s, t.thread_id, g.entry.humanInTheLoop);
}
