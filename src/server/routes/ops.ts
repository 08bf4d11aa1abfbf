/** Health, info, metrics, OpenAPI, the thread's bus events (SSE) and Auditor reports. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { BusMessage } from "../../contracts/index.js";
import { AuditReport } from "../../contracts/index.js";
import { visibleThread, type ServerContext } from "../context.js";
import { HttpError } from "../errors.js";
import { route } from "../route.js";
import { AuditQuery, EventsQuery, SseResponse, ThreadParams } from "../schemas.js";
import { lastEventId, replySse, SseStream } from "../sse.js";

const HISTORY_PAGE = 500;

export function opsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, { method: "GET", url: "/ok", summary: "Liveness", tags: ["ops"], public: true, response: { 200: z.object({ ok: z.literal(true) }) } }, async () => ({
    ok: true as const,
  }));

  route(
    app,
    {
      method: "GET",
      url: "/info",
      summary: "Service name, version, graphs",
      tags: ["ops"],
      response: { 200: z.object({ name: z.string(), version: z.string(), graphs: z.array(z.string()), model_provider: z.string() }) },
    },
    async () => ({
      name: "goalgraph",
      version: ctx.version,
      graphs: ctx.graphs.list().map((g) => g.graphId),
      model_provider: ctx.config.model.provider,
    }),
  );

  route(
    app,
    { method: "GET", url: "/metrics", summary: "Prometheus metrics", tags: ["ops"], response: { 200: z.string() }, produces: "text/plain" },
    async (_req, reply) => reply.header("content-type", ctx.metrics.contentType).send(await ctx.metrics.render()),
  );

  route(
    app,
    { method: "GET", url: "/openapi.json", summary: "This document", tags: ["ops"], response: { 200: z.record(z.string(), z.unknown()) } },
    async () => app.swagger(),
  );

  route(
    app,
    {
      method: "GET",
      url: "/threads/:thread_id/events",
      summary: "The thread's bus messages as SSE (id = seq); resumes after Last-Event-ID",
      tags: ["events"],
      params: ThreadParams,
      querystring: EventsQuery,
      response: { 200: SseResponse },
      errors: [404, 501],
      produces: "text/event-stream",
    },
    async (req, reply) => {
      const bus = ctx.bus;
      if (!bus) throw new HttpError(501, "NOT_CONFIGURED", "the message bus is not configured on this server");
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const follow = req.query.follow === undefined || req.query.follow === "true" || req.query.follow === "1";
      let last = lastEventId(req) ?? req.query.after ?? 0;
      const sse = new SseStream(reply, { heartbeatMs: 15_000 });
      const emit = (m: BusMessage) => {
        if (m.seq <= last) return; // replay and live overlap: each seq once, in order
        last = m.seq;
        sse.send({ id: m.seq, event: m.type, data: m });
      };
      // Subscribe before replaying so nothing published meanwhile is lost; hold live ones until the replay is out.
      let held: BusMessage[] | undefined = [];
      const sub = follow ? bus.subscribe((m) => {
            if (held) held.push(m);
            else emit(m);
          }, { threadId: t.thread_id }) : undefined;
      if (sub) {
        ctx.openStreams.add(sse);
        sse.onClose(() => {
          ctx.openStreams.delete(sse);
          void sub.close();
        });
      }
      try {
        for (;;) {
          const page = await bus.history(t.thread_id, last, HISTORY_PAGE);
          for (const m of page) emit(m);
          if (page.length < HISTORY_PAGE) break;
        }
      } catch (e) {
        sse.end();
        throw e;
      }
      const pending = held.sort((a, b) => a.seq - b.seq);
      held = undefined;
      for (const m of pending) emit(m);
      if (!follow) sse.end();
      return replySse(reply, sse);
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/audit",
      summary: "Auditor reports (your threads only)",
      tags: ["audit"],
      querystring: AuditQuery,
      response: { 200: z.array(AuditReport) },
      errors: [404, 501],
    },
    async (req) => {
      const audit = ctx.audit;
      if (!audit) throw new HttpError(501, "NOT_CONFIGURED", "audit reports are not configured on this server");
      const limit = req.query.limit ?? 100;
      if (req.query.thread_id) {
        await visibleThread(ctx, req.owner, req.query.thread_id);
        return audit.listAuditReports({ threadId: req.query.thread_id, limit });
      }
      const reports = await audit.listAuditReports({ limit });
      const mine = new Map<string, boolean>();
      for (const id of new Set(reports.map((r) => r.thread_id))) mine.set(id, (await ctx.repo.getThread(id))?.owner === req.owner);
      return reports.filter((r) => mine.get(r.thread_id));
    },
  );
}
