/**
 * POST /internal/truncate, for conformance suites (served only with GOALGRAPH_ALLOW_TRUNCATE):
 * deletes the caller's threads (with their runs and checkpoints), own assistants and store
 * items. Other owners' data and the system assistants stay.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { deleteCheckpoints, type ServerContext } from "../context.js";
import { asOwner, OwnerScopedStore } from "../owner-store.js";
import { route } from "../route.js";
import { TruncateBody } from "../schemas.js";

/** Deleting is paged; this bounds the pages. */
const MAX_PAGES = 1000;

export function internalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(
    app,
    { method: "POST", url: "/internal/truncate", summary: "Delete the caller's threads, runs, assistants and store (test suites only)", tags: ["internal"], body: TruncateBody, response: { 204: z.null() } },
    async (req, reply) => {
      const b = req.body;
      if (b.threads || b.runs || b.checkpoint) {
        for (let page = 0; page < MAX_PAGES; page++) {
          const rows = (await ctx.repo.searchThreads({ owner: req.owner, limit: 500, offset: 0, sortBy: "created_at", sortOrder: "asc" })).filter(
            (t) => !ctx.runs.isThreadBusy(t.thread_id),
          );
          if (rows.length === 0) break;
          for (const t of rows) {
            await deleteCheckpoints(ctx, t);
            await ctx.repo.deleteThread(t.thread_id);
          }
        }
      }
      if (b.assistants) {
        for (const a of await ctx.assistants.listVisible(req.owner)) if (a.owner === req.owner) await ctx.assistants.delete(a.assistant_id);
      }
      if (b.store && ctx.store instanceof OwnerScopedStore) {
        const store = ctx.store;
        await asOwner(req.owner, () => store.clear());
      }
      return reply.code(204).send();
    },
  );
}
