/**
 * Plain plan routes for people and apps: start a plan, answer its question, read it. Built on the
 * same run manager as the LangGraph routes (same lock, same resume checks), projected through the
 * injected PlanPort.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { headSnapshot, visibleThread, type ServerContext } from "../context.js";
import { HttpError, NotFoundError, RunFailedError, ShuttingDownError } from "../errors.js";
import type { PendingInterrupt, PlanPort, PlanStateInput } from "../service-ports.js";
import type { ThreadRecord } from "../thread-repository.js";
import { route } from "../route.js";
import type { RunOutcome } from "../run-manager.js";
import { planCreateBody, planReplyBody, PlanTurnResponse, PlanViewResponse, ThreadParams } from "../schemas.js";
import { pendingInterrupts } from "../state.js";
import { withBusyCalendar } from "../../calendar/busy-window.js";

const tags = ["plans"];

function port(ctx: ServerContext): PlanPort {
  if (!ctx.plans) throw new HttpError(501, "NOT_CONFIGURED", "plan routes are not configured on this server");
  return ctx.plans;
}

/** The question a person should see: the payload's question/prompt/message text. */
export function questionOf(p: PendingInterrupt | undefined) {
  if (!p) return null;
  const v = (p.value ?? {}) as Record<string, unknown>;
  const text = [v.question, v.prompt, v.message, v.text].find((x): x is string => typeof x === "string") ?? (typeof p.value === "string" ? p.value : null);
  return { interrupt_id: p.id ?? null, kind: p.kind ?? null, question: text, value: p.value };
}

async function planState(ctx: ServerContext, t: ThreadRecord): Promise<PlanStateInput> {
  const s = (await headSnapshot(ctx, t))?.snapshot;
  return {
    values: (s?.values ?? {}) as Record<string, unknown>,
    next: s ? [...s.next] : [],
    interrupts: s ? pendingInterrupts(s) : [],
    busy: ctx.runs.isThreadBusy(t.thread_id),
  };
}

/**
 * A thread that never started a plan (created bare, no run, no checkpoint) has no plan to show:
 * 404 PLAN_NOT_FOUND, instead of a plan "running" that never will. A run about to write its first
 * checkpoint (busy here, or busy on record while another replica takes it over) is a plan.
 */
export function assertPlanStarted(t: ThreadRecord, values: Record<string, unknown>, busy: boolean, pending: number): void {
  if (busy || t.status === "busy" || pending > 0 || Object.keys(values).length > 0) return;
  throw new NotFoundError("PLAN_NOT_FOUND", `thread ${t.thread_id} has no plan yet: start one with POST /plans, or a run with a goal on this thread`);
}

async function view(ctx: ServerContext, t: ThreadRecord) {
  const state = await planState(ctx, t);
  assertPlanStarted(t, state.values, state.busy, state.interrupts.length);
  const v = await port(ctx).planView(t.thread_id, state);
  return { thread_id: t.thread_id, ...v, status: state.busy ? ("running" as const) : v.status, question: questionOf(state.interrupts[0]) };
}

async function turn(ctx: ServerContext, owner: string, threadId: string, outcome: RunOutcome) {
  if (outcome.status === "error") {
    const e = outcome.output.__error__ as { error: string; message: string };
    // A client-facing error raised inside the graph (e.g. an input contract) keeps its code;
    // anything else is the planner's own failure, and a person gets no internals from it.
    if (outcome.clientError) throw new HttpError(422, e.error, e.message);
    throw new RunFailedError(`plan run on thread ${threadId}`, e);
  }
  if (outcome.status === "interrupted") throw new ShuttingDownError();
  const v = await view(ctx, await visibleThread(ctx, owner, threadId));
  return { thread_id: threadId, status: v.status, question: v.question };
}

export function planRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const maxChars = ctx.config.server.maxGoalChars;

  route(
    app,
    {
      method: "POST",
      url: "/plans",
      summary: "Start a plan from a goal; answers with the first pause",
      tags,
      body: planCreateBody(maxChars),
      response: { 201: PlanTurnResponse },
      errors: [409, 422, 501, 503],
    },
    async (req, reply) => {
      const p = port(ctx);
      const graphId = p.graphId ?? "planner";
      const threadId = randomUUID();
      // An uploaded busy calendar becomes busy blocks before the run sees the request.
      const request = withBusyCalendar(req.body, ctx.now());
      await ctx.runs.createThreadRecord(req.owner, threadId, { graph_id: graphId, metadata: { source: "plans" } });
      const input = p.toInput(request, { threadId, owner: req.owner });
      const run = await ctx.runs.start(req.owner, threadId, { assistant_id: graphId, input }, []);
      const body = await turn(ctx, req.owner, threadId, await run.done);
      return reply.code(201).send(body);
    },
  );

  route(
    app,
    {
      method: "POST",
      url: "/plans/:thread_id/reply",
      summary: "Answer the pending question; answers with the next pause or the end",
      tags,
      params: ThreadParams,
      body: planReplyBody(maxChars),
      response: { 200: PlanTurnResponse },
      errors: [404, 409, 422, 501, 503],
    },
    async (req) => {
      const p = port(ctx);
      const t = await visibleThread(ctx, req.owner, req.params.thread_id);
      const resume = { text: req.body.text, ...(req.body.interrupt_id ? { interrupt_id: req.body.interrupt_id } : {}) };
      const run = await ctx.runs.start(req.owner, t.thread_id, { assistant_id: p.graphId ?? "planner", command: { resume } }, []);
      return turn(ctx, req.owner, t.thread_id, await run.done);
    },
  );

  route(
    app,
    {
      method: "GET",
      url: "/plans/:thread_id",
      summary: "The plan: status, stage, artifacts, schedule blocks, loss history, trace, cost",
      tags,
      params: ThreadParams,
      response: { 200: PlanViewResponse },
      errors: [404, 501],
    },
    async (req) => {
      port(ctx);
      return view(ctx, await visibleThread(ctx, req.owner, req.params.thread_id));
    },
  );
}
