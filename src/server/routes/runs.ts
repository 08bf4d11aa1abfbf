/**
 * LangGraph-compatible run routes. All runs execute in the background (run-manager.ts); these
 * routes answer at once (create), when the run ends (wait, join) or as it goes (stream, SSE).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { headSnapshot, visibleThread, type ServerContext } from "../context.js";
import { NotFoundError } from "../errors.js";
import type { RunRecord } from "../thread-repository.js";
import { route } from "../route.js";
import type { ActiveRun, RunEvent } from "../run-manager.js";
import { JoinStreamQuery, RunCreateBody, RunListQuery, RunOutputResponse, RunParams, RunResponse, SseResponse, ThreadParams, type StreamModeName } from "../schemas.js";
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
  return (e) => e.event === "metadata" || e.event === "error" || wanted.has(e.event.split("|")[0]!);
}

function runPath(r: RunRecord): string {
  return `/threads/${r.thread_id}/runs/${r.run_id}`;
}

async function pipeRun(req: FastifyRequest, reply: FastifyReply, run: ActiveRun, modes: StreamModeName[] | undefined, after: number) {
  const sse = new SseStream(reply);
  const keep = eventFilter(modes);
  const stop = new AbortController();
  sse.onClose(() => stop.abort());
  void (async () => {
    try {
      for await (const e of run.channel.read(after, stop.signal)) if (keep(e)) sse.send({ id: e.id, event: e.event, data: e.data });
    } finally {
      sse.end();
    }
  })();
  return replySse(reply, sse, { "content-location": runPath(run.record), location: `${runPath(run.record)}/stream` });
}

export function runRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(
    app,
    {
      method: "POST",
      url: "/threads/:thread_id/runs",
      summary: "Start a background run",
      tags,
      params: ThreadParams,
      body: RunCreateBody,
      response: { 200: RunResponse },
      errors: [404, 409, 503],
    },
    async (req, reply) => {
      const run = await ctx.runs.start(req.owner, req.params.thread_id, req.body, modesOf(req.body.stream_mode, []));
      reply.header("content-location", runPath(run.record));
      return runJson(run.record);
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/threads/:thread_id/runs/wait",
      summary: "Run and wait for the result (final values, __interrupt__ when paused)",
      tags,
      params: ThreadParams,
      body: RunCreateBody,
      response: { 200: RunOutputResponse },
      errors: [404, 409, 503],
    },
    async (req, reply) => {
      const run = await ctx.runs.start(req.owner, req.params.thread_id, req.body, []);
      reply.header("content-location", runPath(run.record));
      return (await run.done).output;
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/threads/:thread_id/runs/stream",
      summary: "Run and stream events (SSE): metadata first, then the requested modes, error on failure",
      tags,
      params: ThreadParams,
      body: RunCreateBody,
      response: { 200: SseResponse },
      errors: [404, 409, 503],
      produces: "text/event-stream",
    },
    async (req, reply) => {
      const modes = modesOf(req.body.stream_mode, ["values"]);
      const run = await ctx.runs.start(req.owner, req.params.thread_id, req.body, modes);
      return pipeRun(req, reply, run, modes, -1);
    },
  );

  route(
    app,
    { method: "GET", url: "/threads/:thread_id/runs", summary: "List a thread's runs, newest first", tags, params: ThreadParams, querystring: RunListQuery, response: { 200: z.array(RunResponse) }, errors: [404] },
    async (req) => {
      await visibleThread(ctx, req.owner, req.params.thread_id);
      const rows = await ctx.repo.listRuns(req.params.thread_id, { limit: req.query.limit ?? 10, offset: req.query.offset ?? 0 });
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
      const s = await headSnapshot(ctx, t);
      return s ? outputOf(s) : {};
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
      return pipeRun(req, reply, run, req.query.stream_mode, lastEventId(req) ?? -1);
    },
  );
}

async function visibleRun(ctx: ServerContext, owner: string, threadId: string, runId: string): Promise<RunRecord> {
  await visibleThread(ctx, owner, threadId);
  const r = await ctx.repo.getRun(threadId, runId);
  if (!r) throw new NotFoundError("RUN_NOT_FOUND", `run ${runId} not found on thread ${threadId}`);
  return r;
}
