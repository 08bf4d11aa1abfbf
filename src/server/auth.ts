/**
 * API keys: `x-api-key: <key>` or `Authorization: Bearer <key>`, each mapped to an owner. With no
 * keys configured every caller is the owner "local" (the server then listens on loopback only).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { UnauthorizedError } from "./errors.js";

export const LOCAL_OWNER = "local";

declare module "fastify" {
  interface FastifyRequest {
    /** Who the API key belongs to; threads are scoped to it. */
    owner: string;
  }
}

function presentedKey(req: FastifyRequest): string | undefined {
  const x = req.headers["x-api-key"];
  if (typeof x === "string" && x.length > 0) return x;
  const auth = req.headers.authorization;
  if (typeof auth === "string") {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    if (m) return m[1]!.trim();
  }
  return undefined;
}

/** Compare digests so lookup time does not depend on how much of a key matched. */
function digest(s: string): Buffer {
  return createHash("sha256").update(s).digest();
}

export function installAuth(app: FastifyInstance, apiKeys: Map<string, string>): void {
  const keys = [...apiKeys].map(([key, owner]) => ({ digest: digest(key), owner }));
  app.decorateRequest("owner", "");
  app.addHook("onRequest", async (req) => {
    if (keys.length === 0) {
      req.owner = LOCAL_OWNER;
      return;
    }
    if (req.routeOptions.config?.public === true) return;
    const presented = presentedKey(req);
    if (presented === undefined) throw new UnauthorizedError("an API key is required (x-api-key or Authorization: Bearer)");
    const d = digest(presented);
    const match = keys.find((k) => timingSafeEqual(k.digest, d));
    if (!match) throw new UnauthorizedError("invalid API key");
    req.owner = match.owner;
  });
}
