/**
 * A custom HTTP app in front of the API (langgraph.json `http.app`), as the LangGraph server
 * mounts one: any app with `fetch(request) => Response` and a `notFound(handler)` hook (a Hono
 * app). Every request goes to it first, so its middleware wraps the API's routes too (it may
 * answer itself, add headers, or rewrite a run's JSON body); what it has no route for falls
 * through to the API. The API is reached in-process (`app.inject`, streamed), so SSE still
 * streams.
 *
 * Only served when a langgraph.json names an app: without one the API is the server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";

/** The part of a Hono app this uses. */
export interface FetchApp {
  fetch(request: Request, env?: unknown, ctx?: unknown): Response | Promise<Response>;
  notFound?(handler: (c: FallthroughContext) => Response | Promise<Response>): unknown;
}

interface FallthroughContext {
  req: { raw: Request; bodyCache?: Record<string, Promise<unknown> | undefined> };
}

export function isFetchApp(v: unknown): v is FetchApp {
  return !!v && typeof (v as { fetch?: unknown }).fetch === "function";
}

/** The request's body as the app left it: a body its middleware parsed (and maybe changed) is sent as it is now. */
async function bodyOf(c: FallthroughContext): Promise<string | Buffer | undefined> {
  const method = c.req.raw.method;
  if (method === "GET" || method === "HEAD") return undefined;
  const parsed = c.req.bodyCache?.json;
  if (parsed) return JSON.stringify(await parsed);
  const text = c.req.bodyCache?.text;
  if (text) return String(await text);
  if (c.req.raw.bodyUsed) return undefined;
  return Buffer.from(await c.req.raw.arrayBuffer());
}

/** Hand a request the app does not route to the API; its reply comes back as a streamed Response. */
function fallthrough(api: FastifyInstance) {
  return async (c: FallthroughContext): Promise<Response> => {
    const req = c.req.raw;
    const url = new URL(req.url);
    const headers: Record<string, string> = {};
    req.headers.forEach((v, k) => (headers[k] = v));
    const payload = await bodyOf(c);
    if (payload !== undefined) delete headers["content-length"];
    const res = await api.inject({
      method: req.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      payloadAsStream: true,
    });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (v === undefined || k === "content-length" || k === "transfer-encoding" || k === "connection") continue;
      for (const one of Array.isArray(v) ? v : [String(v)]) out.append(k, one);
    }
    const body = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304 ? null : (Readable.toWeb(res.stream()) as ReadableStream);
    return new Response(body, { status: res.statusCode, headers: out });
  };
}

function toRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? "127.0.0.1";
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const abort = new AbortController();
  req.once("close", () => {
    if (!req.complete) abort.abort();
  });
  return new Request(`http://${host}${req.url ?? "/"}`, {
    method: req.method ?? "GET",
    headers,
    signal: abort.signal,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((v, k) => {
    if (k === "set-cookie") return;
    headers[k] = v;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream);
  res.once("close", () => body.destroy());
  body.on("error", () => res.destroy());
  body.pipe(res);
}

/**
 * Fastify's `serverFactory` for an app in front: requests go to `app`, and what it does not
 * route goes to the API (`api()` is the Fastify instance, known once built).
 */
export function serverInFrontOf(app: FetchApp, api: () => FastifyInstance) {
  let installed = false;
  return (fastifyHandler: (req: IncomingMessage, res: ServerResponse) => void): Server =>
    createServer((req, res) => {
      if (!installed) {
        app.notFound?.(fallthrough(api()));
        installed = true;
      }
      if (!app.notFound) {
        // An app without a fallthrough hook cannot wrap the API: the API answers directly.
        fastifyHandler(req, res);
        return;
      }
      Promise.resolve(app.fetch(toRequest(req)))
        .then((response) => send(res, response))
        .catch(() => {
          if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ code: "INTERNAL", message: "the custom HTTP app failed" }));
        });
    });
}
