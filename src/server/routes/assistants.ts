/**
 * LangGraph-compatible assistant routes: create, get, patch (a new version each time), delete,
 * search, count, versions, set latest; and per assistant its graph's drawing, JSON schemas and
 * subgraphs. Every graph has a system assistant with the graph's id ("planner").
 */
import { randomUUID } from "node:crypto";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type AssistantRecord, versionOf } from "../assistants.js";
import { deleteCheckpoints, visibleAssistant, type ServerContext } from "../context.js";
import { HttpError, NotFoundError } from "../errors.js";
import { route } from "../route.js";
import {
  AssistantCountBody,
  AssistantCreateBody,
  AssistantDeleteQuery,
  AssistantGraphQuery,
  AssistantLatestBody,
  AssistantParams,
  AssistantPatchBody,
  AssistantResponse,
  AssistantSearchBody,
  AssistantVersionResponse,
  AssistantVersionsBody,
  SubgraphsParams,
  SubgraphsQuery,
} from "../schemas.js";
import type { GraphEntry, GraphSchemas, ServableGraph } from "../service-ports.js";
import { metadataMatches } from "../thread-repository.js";

const tags = ["assistants"];

export function assistantJson(a: AssistantRecord) {
  const { owner: _owner, ...rest } = a;
  return rest;
}

/** Create each graph's system assistant if it does not exist yet (id = graph id, visible to all). */
export async function registerSystemAssistants(ctx: Pick<ServerContext, "graphs" | "assistants" | "now">): Promise<void> {
  for (const g of ctx.graphs.list()) {
    const now = ctx.now().toISOString();
    await ctx.assistants.create({
      assistant_id: g.graphId,
      owner: null,
      graph_id: g.graphId,
      config: g.assistantDefaults?.config ?? {},
      context: (g.assistantDefaults?.context as Record<string, unknown> | undefined) ?? {},
      metadata: { created_by: "system" },
      name: g.name ?? g.graphId,
      description: g.description ?? null,
      version: 1,
      created_at: now,
      updated_at: now,
    });
  }
}

async function mine(ctx: ServerContext, owner: string, assistantId: string): Promise<AssistantRecord> {
  const a = await visibleAssistant(ctx, owner, assistantId);
  if (!a) throw new NotFoundError("ASSISTANT_NOT_FOUND", "Assistant not found");
  return a;
}

function graphEntry(ctx: ServerContext, graphId: string): GraphEntry {
  const g = ctx.graphs.get(graphId);
  if (!g) throw new NotFoundError("GRAPH_NOT_FOUND", `Graph "${graphId}" not found`);
  return g;
}

async function graphOf(ctx: ServerContext, a: AssistantRecord): Promise<{ entry: GraphEntry; graph: ServableGraph; config: RunnableConfig }> {
  const entry = graphEntry(ctx, a.graph_id);
  const config = { configurable: { ...((a.config.configurable ?? {}) as Record<string, unknown>) } };
  return { entry, graph: await entry.load(config), config };
}

function matches(a: AssistantRecord, q: { graph_id?: string | null; name?: string | null; metadata?: Record<string, unknown> | null }): boolean {
  return (
    (!q.graph_id || a.graph_id === q.graph_id) &&
    (!q.name || a.name.toLowerCase().includes(q.name.toLowerCase())) &&
    metadataMatches(a.metadata, q.metadata ?? undefined)
  );
}

interface SubgraphsCapable {
  getSubgraphsAsync?(namespace?: string, recurse?: boolean): AsyncGenerator<[string, unknown]>;
  getGraphAsync?(config?: RunnableConfig & { xray?: boolean | number }): Promise<{ toJSON(): unknown }>;
}

export function assistantRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(
    app,
    { method: "POST", url: "/assistants", summary: "Create an assistant (a graph with its own config and context)", tags, body: AssistantCreateBody, response: { 200: AssistantResponse }, errors: [404, 409] },
    async (req) => {
      const b = req.body;
      graphEntry(ctx, b.graph_id);
      const id = b.assistant_id ?? randomUUID();
      const existing = await ctx.assistants.get(id);
      if (existing) {
        if (b.if_exists === "do_nothing" && (existing.owner === null || existing.owner === req.owner)) return assistantJson(existing);
        throw new HttpError(409, "ASSISTANT_EXISTS", "Assistant already exists");
      }
      const now = ctx.now().toISOString();
      const record: AssistantRecord = {
        assistant_id: id,
        owner: req.owner,
        graph_id: b.graph_id,
        config: b.config ?? {},
        context: b.context ?? {},
        metadata: b.metadata ?? {},
        name: b.name || b.graph_id,
        description: b.description ?? null,
        version: 1,
        created_at: now,
        updated_at: now,
      };
      if (!(await ctx.assistants.create(record))) throw new HttpError(409, "ASSISTANT_EXISTS", "Assistant already exists");
      return assistantJson(record);
    },
  );

  route(
    app,
    { method: "GET", url: "/assistants/:assistant_id", summary: "Get an assistant", tags, params: AssistantParams, response: { 200: AssistantResponse }, errors: [404] },
    async (req) => assistantJson(await mine(ctx, req.owner, req.params.assistant_id)),
  );

  route(
    app,
    { method: "PATCH", url: "/assistants/:assistant_id", summary: "Change an assistant: a new version that becomes current", tags, params: AssistantParams, body: AssistantPatchBody, response: { 200: AssistantResponse }, errors: [404] },
    async (req) => {
      const a = await mine(ctx, req.owner, req.params.assistant_id);
      const b = req.body;
      if (b.graph_id) graphEntry(ctx, b.graph_id);
      const latest = (await ctx.assistants.versions(a.assistant_id))[0]?.version ?? a.version;
      const next: AssistantRecord = {
        ...a,
        graph_id: b.graph_id ?? a.graph_id,
        config: b.config ?? a.config,
        context: b.context ?? a.context,
        metadata: b.metadata ? { ...a.metadata, ...b.metadata } : a.metadata,
        name: b.name ?? a.name,
        description: b.description ?? a.description,
        version: latest + 1,
        updated_at: ctx.now().toISOString(),
      };
      await ctx.assistants.update(next, versionOf(next));
      return assistantJson(next);
    },
  );

  route(
    app,
    {
      method: "DELETE",
      url: "/assistants/:assistant_id",
      summary: "Delete an assistant and its versions; ?delete_threads=true also deletes the threads it ran",
      tags,
      params: AssistantParams,
      querystring: AssistantDeleteQuery,
      response: { 200: z.array(z.string()) },
      errors: [404, 409],
    },
    async (req) => {
      const a = await mine(ctx, req.owner, req.params.assistant_id);
      if (a.owner === null) throw new HttpError(409, "SYSTEM_ASSISTANT", `${a.assistant_id} is the system assistant of graph ${a.graph_id}; it cannot be deleted`);
      if (req.query.delete_threads === "true" || req.query.delete_threads === "1") {
        const threads = await ctx.repo.searchThreads({ owner: req.owner, metadata: { assistant_id: a.assistant_id }, limit: 10_000, offset: 0, sortBy: "created_at", sortOrder: "asc" });
        for (const t of threads) {
          if (ctx.runs.isThreadBusy(t.thread_id)) continue;
          await deleteCheckpoints(ctx, t);
          await ctx.repo.deleteThread(t.thread_id);
        }
      }
      await ctx.assistants.delete(a.assistant_id);
      return [a.assistant_id];
    },
  );

  route(
    app,
    { method: "POST", url: "/assistants/search", summary: "Search assistants (graph id, name substring, metadata)", tags, body: AssistantSearchBody, response: { 200: z.array(AssistantResponse) } },
    async (req, reply) => {
      const b = req.body;
      const offset = b.offset ?? 0;
      const limit = b.limit ?? 10;
      let all = (await ctx.assistants.listVisible(req.owner)).filter((a) => ctx.graphs.get(a.graph_id) && matches(a, b));
      if (b.sort_by) {
        const key = b.sort_by;
        const dir = b.sort_order === "asc" ? 1 : -1;
        all = [...all].sort((x, y) => (x[key] < y[key] ? -dir : x[key] > y[key] ? dir : 0));
      }
      if (offset + limit < all.length) reply.header("x-pagination-next", String(offset + limit));
      reply.header("x-pagination-total", String(all.length));
      return all.slice(offset, offset + limit).map((a) => select(assistantJson(a), b.select));
    },
  );

  route(
    app,
    { method: "POST", url: "/assistants/count", summary: "Count assistants", tags, body: AssistantCountBody, response: { 200: z.number() } },
    async (req) => (await ctx.assistants.listVisible(req.owner)).filter((a) => ctx.graphs.get(a.graph_id) && matches(a, req.body)).length,
  );

  route(
    app,
    { method: "POST", url: "/assistants/:assistant_id/versions", summary: "An assistant's versions, newest first", tags, params: AssistantParams, body: AssistantVersionsBody, response: { 200: z.array(AssistantVersionResponse) }, errors: [404] },
    async (req) => {
      const a = await mine(ctx, req.owner, req.params.assistant_id);
      const offset = req.body.offset ?? 0;
      return (await ctx.assistants.versions(a.assistant_id))
        .filter((v) => metadataMatches(v.metadata, req.body.metadata ?? undefined))
        .slice(offset, offset + (req.body.limit ?? 10));
    },
  );

  route(
    app,
    { method: "POST", url: "/assistants/:assistant_id/latest", summary: "Make an earlier version current", tags, params: AssistantParams, body: AssistantLatestBody, response: { 200: AssistantResponse }, errors: [404] },
    async (req) => {
      const a = await mine(ctx, req.owner, req.params.assistant_id);
      const v = (await ctx.assistants.versions(a.assistant_id)).find((x) => x.version === req.body.version);
      if (!v) throw new NotFoundError("ASSISTANT_NOT_FOUND", `Assistant version ${req.body.version} not found`);
      const next: AssistantRecord = { ...a, ...v, owner: a.owner, created_at: a.created_at, updated_at: ctx.now().toISOString() };
      await ctx.assistants.update(next, null);
      return assistantJson(next);
    },
  );

  route(
    app,
    { method: "GET", url: "/assistants/:assistant_id/graph", summary: "The assistant's graph as nodes and edges (?xray for subgraphs)", tags, params: AssistantParams, querystring: AssistantGraphQuery, response: { 200: z.record(z.string(), z.unknown()) }, errors: [404] },
    async (req) => {
      const { graph, config } = await graphOf(ctx, await mine(ctx, req.owner, req.params.assistant_id));
      const g = graph as ServableGraph & SubgraphsCapable;
      if (typeof g.getGraphAsync !== "function") throw new HttpError(501, "NOT_SUPPORTED", "this graph cannot be drawn");
      const x = req.query.xray;
      const xray = x === undefined ? undefined : x === "true" ? true : x === "false" ? false : Number(x);
      return (await g.getGraphAsync({ ...config, ...(xray !== undefined ? { xray } : {}) })).toJSON() as Record<string, unknown>;
    },
  );

  route(
    app,
    { method: "GET", url: "/assistants/:assistant_id/schemas", summary: "JSON schemas of the graph's input, output, state, config and context", tags, params: AssistantParams, response: { 200: z.record(z.string(), z.unknown()) }, errors: [404] },
    async (req) => {
      const a = await mine(ctx, req.owner, req.params.assistant_id);
      const { entry, graph } = await graphOf(ctx, a);
      return { graph_id: a.graph_id, ...schemasOf(entry, graph) };
    },
  );

  const subgraphs = async (owner: string, assistantId: string, namespace: string | undefined, recurse: boolean) => {
    const a = await mine(ctx, owner, assistantId);
    const { graph, entry } = await graphOf(ctx, a);
    const g = graph as ServableGraph & SubgraphsCapable;
    const out: Record<string, Record<string, unknown>> = {};
    if (typeof g.getSubgraphsAsync !== "function") return out;
    for await (const [ns, sub] of g.getSubgraphsAsync(namespace, recurse)) {
      const s = schemasOf(entry, sub as ServableGraph);
      // A subgraph's schemas under LangGraph's short names.
      out[ns] = { state: s.state_schema, input: s.input_schema, output: s.output_schema, config: s.config_schema, context: s.context_schema };
    }
    return out;
  };
  const recurseOf = (q: { recurse?: string }) => q.recurse === "true" || q.recurse === "1";

  route(
    app,
    { method: "GET", url: "/assistants/:assistant_id/subgraphs", summary: "The graph's subgraphs and their schemas, by namespace", tags, params: AssistantParams, querystring: SubgraphsQuery, response: { 200: z.record(z.string(), z.unknown()) }, errors: [404] },
    async (req) => subgraphs(req.owner, req.params.assistant_id, undefined, recurseOf(req.query)),
  );

  route(
    app,
    { method: "GET", url: "/assistants/:assistant_id/subgraphs/:namespace", summary: "One subgraph (and, with recurse, its own) by namespace", tags, params: SubgraphsParams, querystring: SubgraphsQuery, response: { 200: z.record(z.string(), z.unknown()) }, errors: [404] },
    async (req) => subgraphs(req.owner, req.params.assistant_id, req.params.namespace, recurseOf(req.query)),
  );
}

function emptySchemas(): GraphSchemas {
  return { input_schema: null, output_schema: null, state_schema: null, config_schema: null, context_schema: null };
}

function schemasOf(entry: GraphEntry, graph: ServableGraph): GraphSchemas {
  return entry.schemas ? entry.schemas(graph) : emptySchemas();
}

function select<T extends Record<string, unknown>>(o: T, fields: string[] | null | undefined): Partial<T> {
  if (!fields?.length) return o;
  return Object.fromEntries(Object.entries(o).filter(([k]) => fields.includes(k))) as Partial<T>;
}
