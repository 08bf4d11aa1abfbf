/**
 * buildApp(deps): the Fastify application. server.ts only reads config, builds, listens and
 * closes; tests build the app and use app.inject.
 */
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "../config.js";

export interface AppDeps {
  config: Config;
  version: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === "silent" ? false : { level: deps.config.logLevel, redact: ["req.headers.authorization", 'req.headers["x-api-key"]'] },
    bodyLimit: deps.config.server.bodyLimitBytes,
    genReqId: () => crypto.randomUUID(),
  });

  app.get("/ok", async () => ({ ok: true }));
  app.get("/info", async () => ({
    name: "goalgraph",
    version: deps.version,
    graphs: ["planner"],
    model_provider: deps.config.model.provider,
  }));

  return app;
}
