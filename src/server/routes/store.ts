/**
 * LangGraph-compatible store routes: the long-term store graphs share across threads, as the
 * caller's owner sees it (owner-store.ts): put, get, delete, search under a namespace prefix,
 * list namespaces.
 */
import type { Item } from "@langchain/langgraph-checkpoint";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServerContext } from "../context.js";
import { RequestValidationError } from "../errors.js";
import { asOwner } from "../owner-store.js";
import { route } from "../route.js";
import { StoreDeleteBody, StoreGetQuery, StoreItemResponse, StoreNamespacesBody, StorePutBody, StoreSearchBody } from "../schemas.js";

const tags = ["store"];

function itemJson(i: Item) {
  return { namespace: i.namespace, key: i.key, value: i.value, created_at: i.createdAt.toISOString(), updated_at: i.updatedAt.toISOString() };
}

export function storeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  route(app, { method: "PUT", url: "/store/items", summary: "Store or replace an item", tags, body: StorePutBody, response: { 204: z.null() } }, async (req, reply) => {
    await asOwner(req.owner, () => ctx.store.put(req.body.namespace, req.body.key, req.body.value));
    return reply.code(204).send();
  });

  route(
    app,
    { method: "GET", url: "/store/items", summary: "Get an item (null when there is none); namespace labels joined by '.'", tags, querystring: StoreGetQuery, response: { 200: StoreItemResponse.nullable() } },
    async (req) => {
      const namespace = (req.query.namespace ?? "").split(".").filter(Boolean);
      if (namespace.length === 0) throw new RequestValidationError("querystring", [{ path: "namespace", message: "must name at least one label" }]);
      const item = await asOwner(req.owner, () => ctx.store.get(namespace, req.query.key));
      return item ? itemJson(item) : null;
    },
  );

  route(app, { method: "DELETE", url: "/store/items", summary: "Delete an item", tags, body: StoreDeleteBody, response: { 204: z.null() } }, async (req, reply) => {
    await asOwner(req.owner, () => ctx.store.delete(req.body.namespace, req.body.key));
    return reply.code(204).send();
  });

  route(
    app,
    { method: "POST", url: "/store/items/search", summary: "Items under a namespace prefix, filtered by value fields, newest first", tags, body: StoreSearchBody, response: { 200: z.object({ items: z.array(StoreItemResponse) }) } },
    async (req) => {
      const b = req.body;
      const items = await asOwner(req.owner, () =>
        ctx.store.search(b.namespace_prefix ?? [], { ...(b.filter ? { filter: b.filter } : {}), limit: b.limit ?? 10, offset: b.offset ?? 0, ...(b.query ? { query: b.query } : {}) }),
      );
      return { items: items.map(itemJson) };
    },
  );

  route(
    app,
    { method: "POST", url: "/store/namespaces", summary: "Namespaces in use (prefix, suffix, max depth)", tags, body: StoreNamespacesBody, response: { 200: z.object({ namespaces: z.array(z.array(z.string())) }) } },
    async (req) => {
      const b = req.body;
      const namespaces = await asOwner(req.owner, () =>
        ctx.store.listNamespaces({
          ...(b.prefix ? { prefix: b.prefix } : {}),
          ...(b.suffix ? { suffix: b.suffix } : {}),
          ...(b.max_depth ? { maxDepth: b.max_depth } : {}),
          limit: b.limit ?? 100,
          offset: b.offset ?? 0,
        }),
      );
      return { namespaces };
    },
  );
}
