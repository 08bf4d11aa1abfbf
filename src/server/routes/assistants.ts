/** Assistants: one per registered graph, with assistant_id = graph_id ("planner"). */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerContext } from "../context.js";
import { NotFoundError } from "../errors.js";
import type { GraphEntry } from "../service-ports.js";
import { metadataMatches } from "../thread-repository.js";
import { route } from "../route.js";
import { AssistantParams, AssistantResponse, AssistantSearchBody } from "../schemas.js";

const tags = ["assistants"];

function assistantJson(ctx: ServerContext, g: GraphEntry) {
  return {
    assistant_id: g.graphId,
    graph_id: g.graphId,
    config: {},
    context: {},
    metadata: { created_by: "system" },
    name: g.name ?? g.graphId,
    description: g.description ?? null,
    version: 1,
    created_at: ctx.startedAt,
    updated_at: ctx.startedAt,
  };
}

export function assistantRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(
    app,
    { method: "POST", url: "/assistants/search", summary: "List assistants (one per graph)", tags, body: AssistantSearchBody, response: { 200: z.array(AssistantResponse) } },
    async (req) => {
      const b = req.body;
      const offset = b.offset ?? 0;
      return ctx.graphs
        .list()
        .map((g) => assistantJson(ctx, g))
        .filter((a) => (!b.graph_id || a.graph_id === b.graph_id) && (!b.name || a.name === b.name) && metadataMatches(a.metadata, b.metadata ?? undefined))
        .slice(offset, offset + (b.limit ?? 10));
    },
  );

  route(
    app,
    { method: "GET", url: "/assistants/:assistant_id", summary: "Get an assistant", tags, params: AssistantParams, response: { 200: AssistantResponse }, errors: [404] },
    async (req) => {
      const g = ctx.graphs.get(req.params.assistant_id);
      if (!g) throw new NotFoundError("ASSISTANT_NOT_FOUND", `assistant ${req.params.assistant_id} not found`);
      return assistantJson(ctx, g);
    },
  );
}
