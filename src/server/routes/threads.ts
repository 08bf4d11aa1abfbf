/** LangGraph-compatible thread routes: create, get, search, delete, state, history, update. */
import { randomUUID } from "node:crypto";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { deleteCheckpoints, graphOfThread, threadJson, visibleThread, type ServerContext } from "../context.js";
import { HttpError, NotFoundError, ThreadBusyError, ThreadExistsError } from "../errors.js";
import { route } from "../route.js";
import {
  CheckpointParams,
  HistoryBody,
  StateCheckpointBody,
  ThreadCreateBody,
  ThreadParams,
  ThreadResponse,
  ThreadSearchBody,
  ThreadStateResponse,
  UpdateStateBody,
  UpdateStateResponse,
} from "../schemas.js";
import { emptyThreadState, pendingInterrupts, snapshotExists, toApiCheckpoint, toApiThreadState } from "../state.js";
import type { ThreadRecord } from "../thread-repository.js";

const tags = ["threads"];

export function threadRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(
    app,
    { method: "POST", url: "/threads", summary: "Create a thread", tags, body: ThreadCreateBody, response: { 200: ThreadResponse }, errors: [409] },
    async (req) => {
      const threadId = req.body.thread_id ?? randomUUID();
      const existing = await ctx.repo.getThread(threadId);
      if (existing) {
        if (req.body.if_exists === "do_nothing" && existing.owner === req.owner) return threadJson(ctx, existing);
        throw new ThreadExistsError(threadId);
      }
      const metadata = { ...(req.body.metadata ?? {}) };
      const graphId = typeof metadata.graph_id === "string" ? metadata.graph_id : null;
      if (graphId && !ctx.graphs.get(graphId)) throw new NotFoundError("ASSISTANT_NOT_FOUND", `graph ${graphId} not found`);
      const t = await ctx.runs.createThreadRecord(req.owner, threadId, { graph_id: graphId, metadata });
      return threadJson(ctx, t);
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id", summary: "Get a thread", tags, params: ThreadParams, response: { 200: ThreadResponse }, errors: [404] },
    async (req) => threadJson(ctx, await visibleThread(ctx, req.owner, req.params.thread_id)),
  );

  route(
    app,
    { method: "POST", url: "/threads/search", summary: "Search your threads", tags, body: ThreadSearchBody, response: { 200: z.array(ThreadResponse) } },
    async (req) => {
      const b = req.body;
      const rows = await ctx.repo.searchThreads({
        owner: req.owner,
        ids: b.ids ?? undefined,
        metadata: b.metadata ?? undefined,
        // "busy" lives in the run manager, not only in the record; the record says busy while a run holds it.
        status: b.status ?? undefined,
        limit: b.limit ?? 10,
        offset: b.offset ?? 0,
        sortBy: b.sort_by ?? "created_at",
        sortOrder: b.sort_order ?? "desc",
      });
      return Promise.all(rows.map((t) => threadJson(ctx, t)));
    },
  );

  route(
    app,
    { method: "DELETE", url: "/threads/:thread_id", summary: "Delete a thread and its checkpoints", tags, params: ThreadParams, response: { 204: z.null() }, errors: [404, 409] },
    async (req, reply) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const lease = await ctx.lock.tryAcquire(t.thread_id, `delete:${randomUUID()}`);
      if (!lease) throw new ThreadBusyError(t.thread_id);
      try {
        await deleteCheckpoints(graphOfThread(ctx, t), t.thread_id);
        await ctx.repo.deleteThread(t.thread_id);
      } finally {
        await lease.release();
      }
      return reply.code(204).send();
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/state", summary: "Current state (values, next, tasks with interrupts)", tags, params: ThreadParams, response: { 200: ThreadStateResponse }, errors: [404] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      return stateAt(ctx, t, undefined);
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/state/:checkpoint_id", summary: "State at a checkpoint", tags, params: CheckpointParams, response: { 200: ThreadStateResponse }, errors: [404] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      return stateAt(ctx, t, req.params.checkpoint_id);
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/:thread_id/state/checkpoint", summary: "State at a checkpoint (checkpoint object)", tags, params: ThreadParams, body: StateCheckpointBody, response: { 200: ThreadStateResponse }, errors: [404] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      return stateAt(ctx, t, req.body.checkpoint.checkpoint_id ?? undefined);
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/:thread_id/history", summary: "Past states, newest first", tags, params: ThreadParams, body: HistoryBody, response: { 200: z.array(ThreadStateResponse) }, errors: [404] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const g = graphOfThread(ctx, t);
      if (!g) return [];
      const b = req.body;
      const beforeId =
        b.before === undefined || b.before === null
          ? undefined
          : typeof b.before === "string"
            ? b.before
            : "configurable" in b.before
              ? b.before.configurable.checkpoint_id
              : b.before.checkpoint_id;
      const ns = b.checkpoint?.checkpoint_ns ?? "";
      const base: RunnableConfig = { configurable: { thread_id: t.thread_id, checkpoint_ns: ns } };
      const out = [];
      for await (const s of g.graph.getStateHistory(base, {
        limit: b.limit ?? 10,
        ...(beforeId ? { before: { configurable: { thread_id: t.thread_id, checkpoint_ns: ns, checkpoint_id: beforeId } } } : {}),
        ...(b.metadata ? { filter: b.metadata } : {}),
      })) {
        out.push(toApiThreadState(s, t.thread_id));
      }
      return out;
    },
  );

  route(
    app,
    { method: "POST", url: "/threads/:thread_id/state", summary: "Update state (as a node)", tags, params: ThreadParams, body: UpdateStateBody, response: { 200: UpdateStateResponse }, errors: [404, 409] },
    async (req) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const g = graphOfThread(ctx, t);
      if (!g) throw new HttpError(409, "THREAD_HAS_NO_GRAPH", `thread ${t.thread_id} is not bound to a graph; start a run first`);
      const lease = await ctx.lock.tryAcquire(t.thread_id, `update-state:${randomUUID()}`);
      if (!lease) throw new ThreadBusyError(t.thread_id);
      try {
        const checkpointId = req.body.checkpoint_id ?? req.body.checkpoint?.checkpoint_id ?? undefined;
        const config: RunnableConfig = { configurable: { thread_id: t.thread_id, ...(checkpointId ? { checkpoint_id: checkpointId } : {}) } };
        const next = await g.graph.updateState(config, req.body.values, req.body.as_node ?? undefined);
        const head = await g.graph.getState({ configurable: { thread_id: t.thread_id } });
        const now = ctx.now().toISOString();
        await ctx.repo.updateThread(t.thread_id, {
          graph_id: g.graphId,
          status: pendingInterrupts(head).length > 0 || head.next.length > 0 ? "interrupted" : "idle",
          updated_at: now,
          state_updated_at: now,
        });
        const checkpoint = toApiCheckpoint(next, t.thread_id);
        return { checkpoint: checkpoint ?? {}, configurable: (next.configurable ?? {}) as Record<string, unknown> };
      } finally {
        await lease.release();
      }
    },
  );
}

async function stateAt(ctx: ServerContext, t: ThreadRecord, checkpointId: string | undefined) {
  const g = graphOfThread(ctx, t);
  if (!g) {
    if (checkpointId) throw new NotFoundError("CHECKPOINT_NOT_FOUND", `checkpoint ${checkpointId} not found`);
    return emptyThreadState(t.thread_id);
  }
  const s = await g.graph.getState({ configurable: { thread_id: t.thread_id, ...(checkpointId ? { checkpoint_id: checkpointId } : {}) } });
  if (!snapshotExists(s)) {
    if (checkpointId) throw new NotFoundError("CHECKPOINT_NOT_FOUND", `checkpoint ${checkpointId} not found on thread ${t.thread_id}`);
    return emptyThreadState(t.thread_id);
  }
  return toApiThreadState(s, t.thread_id);
}
