/**
 * Routes declared with zod: `route(app, def, handler)` registers a Fastify route (zod type
 * provider) whose params, querystring and body are validated by their zod schema (field paths in
 * the 400) and which /openapi.json (@fastify/swagger, schemas converted by
 * fastify-type-provider-zod) lists with one response per status code. Responses are serialized
 * with JSON.stringify: the response schemas document, they never strip fields.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import fastifySwagger from "@fastify/swagger";
import { createJsonSchemaTransform, type ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { issuesOf } from "../contracts/parse.js";
import { RequestValidationError, UnknownFieldError } from "./errors.js";
import { ErrorBody } from "./schemas.js";
import { toWireJson } from "./wire.js";

/**
 * Install once per app, before any route: zod validates every request part, and the OpenAPI
 * document collects routes as they are registered. Our own validator (not the provider's) so a
 * 400 has our `{code, details: {part, issues}}` shape and an empty POST body means "no options".
 */
export async function installZodRoutes(app: FastifyInstance, info: { title: string; version: string }, authEnabled: boolean): Promise<void> {
  app.setValidatorCompiler<z.ZodType>(({ schema, httpPart }) => {
    const part = httpPart ?? "body";
    return (data: unknown) => {
      // Fastify passes null for a missing body.
      const value = part === "body" && (data === null || data === undefined) ? {} : data;
      const r = schema.safeParse(value);
      if (r.success) return { value: r.data };
      // A field this API does not have is named (422) rather than silently dropped.
      const issues = r.error.issues;
      const unknown = issues.flatMap((i) => (i.code === "unrecognized_keys" ? i.keys.map((k) => [...i.path.map(String), k].join(".")) : []));
      if (unknown.length && issues.every((i) => i.code === "unrecognized_keys")) {
        return { error: new UnknownFieldError(part, unknown) };
      }
      return { error: new RequestValidationError(part, issuesOf(r.error)) };
    };
  });
  // LangChain messages go out flat ({type, content, …}), as every LangGraph server writes them.
  app.setSerializerCompiler(() => (data) => toWireJson(data));
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info,
      components: {
        securitySchemes: {
          apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
      // Public routes override this with an empty list.
      ...(authEnabled ? { security: [{ apiKey: [] }, { bearer: [] }] } : {}),
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } }),
  });
}

const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  400: "Invalid request (details.issues has field paths)",
  401: "Missing or invalid API key",
  404: "Not found (or owned by another API key)",
  409: "Conflict (THREAD_BUSY, NOT_INTERRUPTED, INTERRUPT_MISMATCH, THREAD_EXISTS)",
  413: "Body too large",
  422: "A field this API does not have (details.issues names it), or a value it cannot use",
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

/** One OpenAPI response: its description and the schema under its content type. */
function response(status: number, schema: z.ZodType, type: string) {
  return { description: STATUS_DESCRIPTIONS[status] ?? (status < 400 ? "OK" : "Error"), content: { [type]: { schema } } };
}

export function route<P extends z.ZodType = z.ZodUnknown, Q extends z.ZodType = z.ZodUnknown, B extends z.ZodType = z.ZodUnknown>(
  app: FastifyInstance,
  def: RouteDef<P, Q, B>,
  handler: (req: Req<P, Q, B>, reply: FastifyReply) => Promise<unknown>,
): void {
  const errors = new Set([...(def.errors ?? []), 500, ...(def.public ? [] : [401])]);
  if (def.params || def.querystring || def.body) errors.add(400);
  if (def.body) errors.add(422);
  if (def.body) errors.add(413);
  const responses: Record<number, ReturnType<typeof response>> = {};
  for (const [status, schema] of Object.entries(def.response)) responses[Number(status)] = response(Number(status), schema, def.produces ?? "application/json");
  for (const status of [...errors].sort()) responses[status] = response(status, ErrorBody, "application/json");

  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: responses,
      ...(def.public ? { security: [] } : {}),
    },
    config: { public: def.public === true },
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

declare module "fastify" {
  interface FastifyContextConfig {
    public?: boolean;
  }
}
