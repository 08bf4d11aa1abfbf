/**
 * Calendar routes: a plan's schedule as a downloadable .ics, and a subscribable feed per plan —
 * a secret token in the URL (calendar apps cannot send API keys), revocable, re-issued to rotate,
 * rendered from the plan's current checkpoint on every poll so later re-plans show up.
 */
import { assertPlanStarted } from "./plans.js";
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { planTitle, scheduleToIcs, type OutlineNodeLike } from "../../calendar/ics-export.js";
import { headSnapshot, visibleThread, type ServerContext } from "../context.js";
import { HttpError } from "../errors.js";
import type { ThreadRecord } from "../thread-repository.js";
import { route } from "../route.js";
import { ThreadParams } from "../schemas.js";
import { pendingInterrupts } from "../state.js";

/** What the feed routes store: one row per plan, found by the token's hash. */
export interface FeedTokenPort {
  put(row: { thread_id: string; owner: string; token_hash: string; alarm_minutes: number | null; created_at: string }): Promise<void>;
  get(threadId: string): Promise<{ owner: string; alarm_minutes: number | null; created_at: string } | null>;
  findByHash(tokenHash: string): Promise<{ thread_id: string; owner: string; alarm_minutes: number | null } | null>;
  delete(threadId: string): Promise<boolean>;
}

const tags = ["calendar"];
/** How often subscribed calendars are asked to poll. */
const FEED_REFRESH_MINUTES = 60;
const ICS_TYPE = "text/calendar; charset=utf-8";

const AlarmMinutes = z.coerce.number().int().min(0).max(7 * 24 * 60);
const IcsQuery = z.object({ alarm: AlarmMinutes.optional().describe("Add a reminder this many minutes before each session") });
const FeedBody = z.strictObject({ alarm_minutes: AlarmMinutes.nullish().describe("Reminder minutes before each session; none when absent") });
const FeedParams = z.object({ feed: z.string().regex(/^[A-Za-z0-9_-]{32,128}\.ics$/, "must be <token>.ics") });
const FeedIssued = z.object({
  url: z.string().describe("The feed's https/http URL: give it to a calendar app as a subscription"),
  webcal_url: z.string().describe("The same feed as webcal://, which most calendar apps open directly"),
  created_at: z.string(),
  alarm_minutes: z.number().nullable(),
});
const FeedStatus = z.object({ active: z.boolean(), created_at: z.string().nullable(), alarm_minutes: z.number().nullable() });

export class FeedNotFoundError extends HttpError {
  constructor(what: string) {
    super(404, "FEED_NOT_FOUND", what);
  }
}

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function feeds(store: FeedTokenPort | undefined): FeedTokenPort {
  if (!store) throw new HttpError(501, "NOT_CONFIGURED", "calendar feeds are not configured on this server");
  return store;
}

/** The plan's schedule as .ics, from its current checkpoint. */
async function planIcs(ctx: ServerContext, t: ThreadRecord, opts: { alarmMinutes: number | null; refreshMinutes?: number }): Promise<string> {
  if (!ctx.plans) throw new HttpError(501, "NOT_CONFIGURED", "plan routes are not configured on this server");
  const s = (await headSnapshot(ctx, t))?.snapshot;
  const values = (s?.values ?? {}) as Record<string, unknown>;
  const interrupts = s ? pendingInterrupts(s) : [];
  const busy = ctx.runs.isThreadBusy(t.thread_id);
  assertPlanStarted(t, values, busy, interrupts.length);
  const view = await ctx.plans.planView(t.thread_id, { values, next: s ? [...s.next] : [], interrupts, busy });
  const outline = view.outline as { root_id?: string; nodes?: OutlineNodeLike[] } | null;
  const zone = typeof values.timezone === "string" && values.timezone ? values.timezone : "UTC";
  return scheduleToIcs({
    planId: t.thread_id,
    name: planTitle(outline),
    timezone: zone,
    blocks: view.schedule.blocks,
    nodes: outline?.nodes ?? [],
    stamp: ctx.now(),
    lastModified: new Date(t.state_updated_at),
    alarmMinutes: opts.alarmMinutes,
    ...(opts.refreshMinutes ? { refreshMinutes: opts.refreshMinutes } : {}),
  });
}

function origin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

export function calendarRoutes(app: FastifyInstance, ctx: ServerContext, store: FeedTokenPort | undefined): void {
  route(
    app,
    {
      method: "GET",
      url: "/plans/:thread_id/schedule.ics",
      summary: "The plan's schedule as iCalendar: recurring sessions as RRULE series in the plan's zone, stable UIDs, optional reminders",
      tags,
      params: ThreadParams,
      querystring: IcsQuery,
      response: { 200: z.string().describe("text/calendar (RFC 5545)") },
      errors: [404, 501],
      produces: ICS_TYPE,
    },
    async (req, reply) => {
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const body = await planIcs(ctx, t, { alarmMinutes: req.query.alarm ?? null });
      reply.type(ICS_TYPE).header("content-disposition", `attachment; filename="plan-${t.thread_id}.ics"`);
      return body;
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/plans/:thread_id/feed",
      summary: "Issue the plan's calendar feed URL (a secret; issuing again revokes the previous URL)",
      tags,
      params: ThreadParams,
      body: FeedBody,
      response: { 201: FeedIssued },
      errors: [404, 501],
    },
    async (req, reply) => {
      const s = feeds(store);
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const token = randomBytes(32).toString("base64url");
      const row = { thread_id: t.thread_id, owner: req.owner, token_hash: hashFeedToken(token), alarm_minutes: req.body.alarm_minutes ?? null, created_at: ctx.now().toISOString() };
      await s.put(row);
      const path = `/feeds/${token}.ics`;
      const url = `${origin(req)}${path}`;
      return reply.code(201).send({ url, webcal_url: url.replace(/^https?:/, "webcal:"), created_at: row.created_at, alarm_minutes: row.alarm_minutes });
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/plans/:thread_id/feed",
      summary: "Whether the plan has a calendar feed (the URL itself is shown only when issued)",
      tags,
      params: ThreadParams,
      response: { 200: FeedStatus },
      errors: [404, 501],
    },
    async (req) => {
      const s = feeds(store);
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const row = await s.get(t.thread_id);
      return { active: row !== null, created_at: row?.created_at ?? null, alarm_minutes: row?.alarm_minutes ?? null };
    },
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/plans/:thread_id/feed",
      summary: "Revoke the plan's calendar feed: its URL stops working at once",
      tags,
      params: ThreadParams,
      response: { 204: z.null() },
      errors: [404, 501],
    },
    async (req, reply) => {
      const s = feeds(store);
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      if (!(await s.delete(t.thread_id))) throw new FeedNotFoundError(`plan ${t.thread_id} has no calendar feed`);
      return reply.code(204).send();
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/feeds/:feed",
      summary: "A plan's calendar feed, for calendar apps to poll (the token in the URL is the credential)",
      tags,
      params: FeedParams,
      response: { 200: z.string().describe("text/calendar (RFC 5545)") },
      errors: [404, 501],
      produces: ICS_TYPE,
      public: true,
    },
    async (req, reply) => {
      const s = feeds(store);
      const row = await s.findByHash(hashFeedToken(req.params.feed.slice(0, -".ics".length)));
      // Unknown, revoked and orphaned feeds look the same from outside.
      const t = row ? await ctx.repo.getThread(row.thread_id) : undefined;
      if (!row || !t || t.owner !== row.owner) throw new FeedNotFoundError("no such calendar feed (it may have been revoked)");
      const body = await planIcs(ctx, t, { alarmMinutes: row.alarm_minutes, refreshMinutes: FEED_REFRESH_MINUTES });
      reply.type(ICS_TYPE).header("cache-control", "private, max-age=300");
      return body;
    },
  );
}
