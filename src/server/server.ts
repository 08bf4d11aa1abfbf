/**
 * Listening: refuse a non-loopback address without API keys, listen, and close gracefully on
 * SIGINT/SIGTERM (stop accepting, let runs reach a checkpoint, then close).
 */
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { AppDeps } from "./app.js";
import { InsecureListenError } from "./errors.js";
import type { ThreadRepository } from "./thread-repository.js";

export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, "");
  if (h === "localhost" || h === "::1" || h === "0:0:0:0:0:0:0:1") return true;
  if (isIP(h) === 4) return h.startsWith("127.");
  if (h.startsWith("::ffff:")) return h.slice(7).startsWith("127.");
  return false;
}

/** Throws InsecureListenError (code INSECURE_LISTEN) for a non-loopback host with no key configured. */
export function assertSafeListen(server: Config["server"]): void {
  if (server.apiKeys.size === 0 && !isLoopbackHost(server.host)) throw new InsecureListenError(server.host);
}

/** Check the address, then listen. Returns the bound address (useful with port 0). */
export async function listen(app: FastifyInstance, server: Config["server"]): Promise<string> {
  assertSafeListen(server);
  return app.listen({ port: server.port, host: server.host });
}

/** Close the app once on the first SIGINT/SIGTERM; resolves with the signal after closing. */
export function closeOnSignals(app: FastifyInstance, signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM"]): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let closing = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      for (const s of signals) process.off(s, onSignal);
      app.log.info({ signal }, "shutting down: no new requests; running runs get a grace period");
      void app.close().then(() => resolve(signal));
    };
    for (const s of signals) process.on(s, onSignal);
  });
}

/**
 * The serve command's body: check the address, build the app with what the composition root
 * supplies (the thread/run repository among it: the server never opens the database), listen.
 * The caller owns signals.
 */
export async function startServer(
  config: Config,
  version: string,
  deps: Omit<AppDeps, "config" | "version" | "repository"> & { repository: ThreadRepository },
  /** Runs after the app has closed (runs drained): the caller's own resources, e.g. the runtime. */
  onClose?: () => Promise<void>,
): Promise<{ app: FastifyInstance; address: string }> {
  assertSafeListen(config.server);
  const { buildApp } = await import("./app.js");
  const app = await buildApp({ config, version, ...deps });
  if (onClose) app.addHook("onClose", onClose);
  try {
    const address = await listen(app, config.server);
    return { app, address };
  } catch (e) {
    await app.close();
    throw e;
  }
}
