/**
 * Routes declared with zod: `route(app, def, handler)` registers a Fastify route whose params,
 * querystring and body are validated by their zod schema (field paths in the 400), whose JSON
 * Schemas (from `z.toJSONSchema`) document it, and which /openapi.json lists with one response
 * schema per status code. Responses are serialized with JSON.stringify: the response schemas
 * document, they never strip fields.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { z } from "zod";
import { issuesOf } from "../contracts/parse.js";
import { RequestValidationError } from "./errors.js";
import { ErrorBody } from "./schemas.js";

type Part = "params" | "querystring" | "body";

/** JSON Schema object → the zod schema it came from, for the validator compiler. */
const zodOfJsonSchema = new WeakMap<object, { schema: z.ZodType; part: Part }>();

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const js = z.toJSONSchema(schema, { unrepresentable: "any", io }) as Record<string, unknown>;
  delete js.$schema;
  return js;
}

function requestSchema(schema: z.ZodType, part: Part): Record<string, unknown> {
  const js = jsonSchema(schema, "input");
  zodOfJsonSchema.set(js, { schema, part });
  return js;
}

/** Install once per app: zod validates every schema registered through `route`. */
export function installZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const entry = zodOfJsonSchema.get(schema as object);
    if (!entry) throw new Error("route schema not registered through route(): use route() to declare routes");
    return (data: unknown) => {
      // Fastify passes null for a missing body; an empty POST means "no options".
      const value = entry.part === "body" && (data === null || data === undefined) ? {} : data;
      const r = entry.schema.safeParse(value);
      return r.success ? { value: r.data } : { error: new RequestValidationError(entry.part, issuesOf(r.error)) };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

export const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  400: "Invalid request (details.issues has field paths)",
  401: "Missing or invalid API key",
  404: "Not found (or owned by another API key)",
  409: "Conflict (THREAD_BUSY, NOT_INTERRUPTED, INTERRUPT_MISMATCH, THREAD_EXISTS)",
  413: "Body too large",
  422: "The graph refused the input (code from the graph)",
  500: "Internal error (no details)",
  501: "Not configured on this server",
  503: "Shutting down",
};

export interface RouteDef<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  method: HTTPMethods;
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  querystring?: Q;
  body?: B;
  /** Success responses; error statuses are listed in `errors` and all use ErrorBody. */
  response: Record<number, z.ZodType>;
  errors?: number[];
  /** Content type of the success body when not JSON (SSE, Prometheus text). */
  produces?: string;
  /** Public routes skip API-key auth (only /ok). */
  public?: boolean;
}

export type Req<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = FastifyRequest<{
  Params: z.output<P>;
  Querystring: z.output<Q>;
  Body: z.output<B>;
}>;

export function route<P extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  def: RouteDef<P, Q, B>,
  handler: (req: Req<P, Q, B>, reply: FastifyReply) => Promise<unknown>,
): void {
  const errors = new Set([...(def.errors ?? []), 500, ...(def.public ? [] : [401])]);
  if (def.params || def.querystring || def.body) errors.add(400);
  if (def.body) errors.add(413);
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(def.response)) {
    response[status] = { description: STATUS_DESCRIPTIONS[Number(status)] ?? "OK", ...jsonSchema(schema, "output") };
  }
  for (const status of [...errors].sort()) response[status] = { description: STATUS_DESCRIPTIONS[status] ?? "Error", ...jsonSchema(ErrorBody, "output") };

  app.route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.params ? { params: requestSchema(def.params, "params") } : {}),
      ...(def.querystring ? { querystring: requestSchema(def.querystring, "querystring") } : {}),
      ...(def.body ? { body: requestSchema(def.body, "body") } : {}),
      response,
    },
    config: { public: def.public === true, produces: def.produces },
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    public?: boolean;
    produces?: string;
  }
}

// --- OpenAPI ----------------------------------------------------------------------------------

interface CollectedRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  produces?: string;
  public: boolean;
}

/** Collect routes as they are registered (call before registering any). */
export function collectRoutes(app: FastifyInstance): CollectedRoute[] {
  const routes: CollectedRoute[] = [];
  app.addHook("onRoute", (opts) => {
    if (!opts.schema) return;
    const methods = Array.isArray(opts.method) ? opts.method : [opts.method];
    for (const m of methods) {
      if (m === "HEAD") continue;
      routes.push({
        method: m.toLowerCase(),
        url: opts.url,
        schema: opts.schema as Record<string, unknown>,
        produces: opts.config?.produces,
        public: opts.config?.public === true,
      });
    }
  });
  return routes;
}

function parameters(schema: unknown, where: "path" | "query"): unknown[] {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!s?.properties) return [];
  return Object.entries(s.properties).map(([name, sch]) => ({
    name,
    in: where,
    required: where === "path" || (s.required ?? []).includes(name),
    schema: sch,
  }));
}

export function openApiDocument(routes: CollectedRoute[], info: { title: string; version: string }, authEnabled: boolean): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    const s = r.schema as { summary?: string; tags?: string[]; params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, Record<string, unknown>> };
    const responses: Record<string, unknown> = {};
    for (const [status, resp] of Object.entries(s.response ?? {})) {
      const { description, ...schema } = resp;
      const isError = Number(status) >= 400;
      const type = !isError && r.produces ? r.produces : "application/json";
      responses[status] = { description, content: { [type]: { schema } } };
    }
    (paths[path] ??= {})[r.method] = {
      summary: s.summary,
      tags: s.tags,
      parameters: [...parameters(s.params, "path"), ...parameters(s.querystring, "query")],
      ...(s.body ? { requestBody: { required: false, content: { "application/json": { schema: s.body } } } } : {}),
      responses,
      ...(authEnabled && !r.public ? { security: [{ apiKey: [] }, { bearer: [] }] } : { security: [] }),
    };
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
        bearer: { type: "http", scheme: "bearer" },
      },
    },
  };
}
