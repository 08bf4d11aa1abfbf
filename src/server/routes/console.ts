/**
 * The web console's static files (console/dist, built by Vite at `npm install`) at /console/.
 * The files are public — the page asks for an API key and sends it with every API call it makes —
 * and are not API routes, so they carry no schema and stay out of /openapi.json.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../errors.js";

/** Where `npm run build:console` writes the console. */
export const CONSOLE_DIST = fileURLToPath(new URL("../../../console/dist", import.meta.url));

/** 404, not 503: the client must see the message (bodies of 5xx errors hide it), and nothing here will come back by waiting. */
export class ConsoleNotBuiltError extends HttpError {
  constructor(root: string) {
    super(404, "CONSOLE_NOT_BUILT", `the web console is not built (no ${join(root, "index.html")}): run npm run build:console`);
  }
}

export async function consoleRoutes(app: FastifyInstance, opts: { root?: string } = {}): Promise<void> {
  const root = opts.root ?? CONSOLE_DIST;
  // serve:false: only reply.sendFile, which keeps paths inside `root` (no "..", no dotfiles).
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });
  const config = { public: true };

  // hide: pages, not API routes, so /openapi.json does not list them.
  const schema = { hide: true };
  app.get("/console", { config, schema }, async (_req, reply) => reply.redirect("/console/"));
  app.get<{ Params: { "*": string } }>("/console/*", { config, schema }, async (req, reply) => {
    if (!existsSync(join(root, "index.html"))) throw new ConsoleNotBuiltError(root);
    const file = req.params["*"] || "index.html";
    // Vite fingerprints everything under assets/, so those never change; the page itself may.
    reply.header("cache-control", file.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    reply.header("x-content-type-options", "nosniff");
    return reply.sendFile(file);
  });
}
