/**
 * LangGraph-compatible run routes, on a thread or stateless (a temporary thread). All runs
 * execute in the background (run-manager.ts); these routes answer at once (create), when the
 * run ends (wait, join) or as it goes (stream, SSE); cancel interrupts or rolls one back.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { headSnapshot, visibleThread, type ServerContext } from "../context.js";
import { HttpError, NotFoundError } from "../errors.js";
import type { RunRecord } from "../thread-repository.js";
import { route } from "../route.js";
import type { ActiveRun, RunEvent } from "../run-manager.js";
import {
  CancelQuery,
  JoinStreamQuery,
  RunCreateBody,
  RunListQuery,
  RunOutputResponse,
  RunParams,
  RunResponse,
  SseResponse,
  ThreadParams,
  type StreamModeName,
} from "../schemas.js";
import { lastEventId, replySse, SseStream } from "../sse.js";
import { outputOf } from "../state.js";

const tags = ["runs"];

export function runJson(r: RunRecord) {
  return {
    run_id: r.run_id,
    thread_id: r.thread_id,
    assistant_id: r.assistant_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    status: r.status,
    metadata: r.metadata,
    multitask_strategy: r.multitask_strategy,
    error: r.error,
  };
}

function modesOf(v: StreamModeName | StreamModeName[] | null | undefined, fallback: StreamModeName[]): StreamModeName[] {
  if (v === undefined || v === null) return fallback;
  return Array.isArray(v) ? v : [v];
}

/** Which run events a stream with these modes shows (metadata and error always). */
function eventFilter(modes: StreamModeName[] | undefined): (e: RunEvent) => boolean {
  if (!modes) return () => true;
  const wanted = new Set<string>(modes.map((m) => (m === "messages-tuple" ? "messages" : m)));
  return (e) => {
    const base = e.event.split("|")[0]!;
    return e.event === "metadata" || e.event === "error" || wanted.has(base) || (wanted.has("messages") && base.startsWith("messages/"));
  };
}

function runPath(r: RunRecord, stateless = false): string {
  return stateless ? `/runs/${r.run_id}` : `/threads/${r.thread_id}/runs/${r.run_id}`;
}

function threadOf(req: FastifyRequest, stateless: boolean): string | null {
  return stateless ? null : (req.params as { thread_id: string }).thread_id;
}

function baseUrlOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? "127.0.0.1"}`;
}

async function pipeRun(
  req: FastifyRequest,
  reply: FastifyReply,
  ctx: ServerContext,
  run: ActiveRun,
  modes: StreamModeName[] | undefined,
  after: number,
  opts: { cancelOnDisconnect?: boolean; stateless?: boolean } = {},
) {
  const sse = new SseStream(reply);
  const keep = eventFilter(modes);
  const stop = new AbortController();
  let ended = false;
  sse.onClose(() => {
    stop.abort();
    // The client went away before the run ended and asked for that to cancel it.
    if (!ended && opts.cancelOnDisconnect) void ctx.runs.cancel(run.record.thread_id, run.record.run_id, "interrupt", false).catch(() => undefined);
  });
  void (async () => {
    try {
      for await (const e of run.channel.read(after, stop.signal)) if (keep(e)) sse.send({ id: e.id, event: e.event, data: e.data });
      ended = true;
    } finally {
      sse.end();
    }
  })();
  const path = runPath(run.record, opts.stateless);
  return replySse(reply, sse, { "content-location": path, location: `${path}/stream` });
}

export function runRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const create = (stateless: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const body = req.body as RunCreateBody;
    const run = await ctx.runs.start(req.owner, threadOf(req, stateless), body, modesOf(body.stream_mode, ["values"]), { stateless, baseUrl: baseUrlOf(req), headers: req.headers });
    reply.header("content-location", runPath(run.record, stateless));
    return runJson(run.record);
  };
  const wait = (stateless: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const run = await ctx.runs.start(req.owner, threadOf(req, stateless), req.body as RunCreateBody, [], { stateless, baseUrl: baseUrlOf(req), headers: req.headers });
    reply.header("content-location", runPath(run.record, stateless));
    return (await run.done).output;
  };
  const stream = (stateless: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const body = req.body as RunCreateBody;
    const modes = modesOf(body.stream_mode, ["values"]);
    const run = await ctx.runs.start(req.owner, threadOf(req, stateless), body, modes, { stateless, baseUrl: baseUrlOf(req), headers: req.headers });
    return pipeRun(req, reply, ctx, run, modes, -1, { cancelOnDisconnect: body.on_disconnect === "cancel", stateless });
  };

  const common = { tags, body: RunCreateBody, errors: [404, 409, 503] };
  route(app, { method: "POST", url: "/threads/:thread_id/runs", summary: "Start a background run", ...common, params: ThreadParams, response: { 200: RunResponse } }, create(false));
  route(app, { method: "POST", url: "/runs", summary: "Start a background run on a temporary thread", ...common, response: { 200: RunResponse } }, create(true));
  route(
    app,
    { method: "POST", url: "/threads/:thread_id/runs/wait", summary: "Run and wait for the result (final values, __interrupt__ when paused)", ...common, params: ThreadParams, response: { 200: RunOutputResponse } },
    wait(false),
  );
  route(app, { method: "POST", url: "/runs/wait", summary: "Run on a temporary thread and wait for the result", ...common, response: { 200: RunOutputResponse } }, wait(true));
  route(
    app,
    {
      method: "POST",
      url: "/threads/:thread_id/runs/stream",
      summary: "Run and stream events (SSE): metadata first, then the requested modes, error on failure",
      ...common,
      params: ThreadParams,
      response: { 200: SseResponse },
      produces: "text/event-stream",
    },
    stream(false),
  );
  route(
    app,
    { method: "POST", url: "/runs/stream", summary: "Run on a temporary thread and stream events (SSE)", ...common, response: { 200: SseResponse }, produces: "text/event-stream" },
    stream(true),
  );

  route(
    app,
    { method: "POST", url: "/runs/batch", summary: "Start several background runs, each on a temporary thread", tags, body: z.array(RunCreateBody).min(1).max(100), response: { 200: z.array(RunResponse) }, errors: [404, 409, 503] },
    async (req) => {
      const out = [];
      for (const body of req.body) out.push(runJson((await ctx.runs.start(req.owner, null, body, modesOf(body.stream_mode, ["values"]), { stateless: true, baseUrl: baseUrlOf(req), headers: req.headers })).record));
      return out;
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/runs", summary: "List a thread's runs, newest first (?status= filters)", tags, params: ThreadParams, querystring: RunListQuery, response: { 200: z.array(RunResponse) }, errors: [404] },
    async (req) => {
      await visibleThread(ctx, req.owner, req.params.thread_id);
      const page = { limit: req.query.limit ?? 10, offset: req.query.offset ?? 0 };
      const rows = req.query.status
        ? await ctx.repo.listRunsWithStatus(req.params.thread_id, req.query.status, page)
        : await ctx.repo.listRuns(req.params.thread_id, page);
      return rows.map(runJson);
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/runs/:run_id", summary: "Get a run", tags, params: RunParams, response: { 200: RunResponse }, errors: [404] },
    async (req) => runJson(await visibleRun(ctx, req.owner, req.params.thread_id, req.params.run_id)),
  );

  route(
    app,
    { method: "DELETE", url: "/threads/:thread_id/runs/:run_id", summary: "Delete a run that has ended", tags, params: RunParams, response: { 204: z.null() }, errors: [404, 409] },
    async (req, reply) => {
      const rec = await visibleRun(ctx, req.owner, req.params.thread_id, req.params.run_id);
      if (rec.status === "pending" || rec.status === "running") throw new HttpError(409, "RUN_ACTIVE", `run ${rec.run_id} is ${rec.status}; cancel it first`);
      await ctx.repo.deleteRun(rec.run_id);
      return reply.code(204).send();
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/threads/:thread_id/runs/:run_id/cancel",
      summary: "Cancel a pending or running run: interrupt (keep its checkpoints) or rollback (delete it and them)",
      tags,
      params: RunParams,
      querystring: CancelQuery,
      response: { 204: z.null() },
      errors: [404, 409],
    },
    async (req, reply) => {
      await visibleRun(ctx, req.owner, req.params.thread_id, req.params.run_id);
      const wait = req.query.wait === "true" || req.query.wait === "1";
      await ctx.runs.cancel(req.params.thread_id, req.params.run_id, req.query.action ?? "interrupt", wait);
      return reply.code(204).send();
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/runs/:run_id/join", summary: "Wait for a run to end; its result", tags, params: RunParams, response: { 200: RunOutputResponse }, errors: [404] },
    async (req) => {
      const rec = await visibleRun(ctx, req.owner, req.params.thread_id, req.params.run_id);
      const run = ctx.runs.find(rec.run_id);
      if (run) return (await run.done).output;
      // Running on another replica: wait for its record to end, then answer from the checkpoint.
      const ended = rec.status === "pending" || rec.status === "running" ? ((await ctx.runs.waitForRecord(rec.thread_id, rec.run_id)) ?? rec) : rec;
      const local = ctx.runs.find(rec.run_id); // taken over here meanwhile
      if (local) return (await local.done).output;
      // Finished long ago: the thread's head is the best answer we have.
      if (ended.status === "error") return { __error__: { error: "RUN_FAILED", message: ended.error ?? "run failed" } };
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const head = await headSnapshot(ctx, t);
      return head ? outputOf(head.snapshot, head.entry.humanInTheLoop) : {};
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/threads/:thread_id/runs/:run_id/stream",
      summary: "Join a run's event stream (SSE); resumes after Last-Event-ID",
      tags,
      params: RunParams,
      querystring: JoinStreamQuery,
      response: { 200: SseResponse },
      errors: [404],
      produces: "text/event-stream",
    },
    async (req, reply) => {
      const rec = await visibleRun(ctx, req.owner, req.params.thread_id, req.params.run_id);
      const run = ctx.runs.find(rec.run_id);
      if (!run) {
        // Its events are gone; an empty stream that ends says "nothing more to see".
        const sse = new SseStream(reply);
        sse.end();
        return replySse(reply, sse);
      }
      const cancelOnDisconnect = req.query.cancel_on_disconnect === "1" || req.query.cancel_on_disconnect === "true";
      return pipeRun(req, reply, ctx, run, req.query.stream_mode, lastEventId(req) ?? -1, { cancelOnDisconnect });
    },
  );
}

async function visibleRun(ctx: ServerContext, owner: string, threadId: string, runId: string): Promise<RunRecord> {
  await visibleThread(ctx, owner, threadId);
  const r = await ctx.repo.getRun(threadId, runId);
  if (!r) throw new NotFoundError("RUN_NOT_FOUND", `run ${runId} not found on thread ${threadId}`);
  return r;
}
