/**
 * The conformance tests' server: the real service (SQLite in a temporary directory, the
 * planner) serving test/server/fixtures/langgraph/langgraph.json beside it, on an ephemeral
 * loopback port, driven by the official @langchain/langgraph-sdk client.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@langchain/langgraph-sdk";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";

export const FIXTURE_CONFIG = fileURLToPath(new URL("./fixtures/langgraph/langgraph.json", import.meta.url));

export interface Conformance {
  svc: Service;
  client: Client;
  url: string;
  warnings: string[];
  close(): Promise<void>;
}

/** `dir`: a database directory of one's own (kept on close, for restarts); a temporary one otherwise. */
export async function startConformance(env: Record<string, string> = {}, apiKey?: string, dir?: string): Promise<Conformance> {
  const own = dir === undefined;
  dir ??= mkdtempSync(join(tmpdir(), "gg-conformance-"));
  const warnings: string[] = [];
  const config = loadConfig({
    GOALGRAPH_DB: join(dir!, "c.sqlite"),
    GOALGRAPH_PORT: "0",
    GOALGRAPH_HOST: "127.0.0.1",
    GOALGRAPH_LOG_LEVEL: "silent",
    GOALGRAPH_CONFIG: FIXTURE_CONFIG,
    ...env,
  });
  const svc = await startService(config, "test", { warn: (m) => warnings.push(m), shutdownGraceMs: 200 });
  return {
    svc,
    client: new Client({ apiUrl: svc.address, ...(apiKey ? { apiKey } : {}) }),
    url: svc.address,
    warnings,
    async close() {
      await svc.app.close();
      if (own) rmSync(dir!, { recursive: true, force: true });
    },
  };
}

/** Every item of an async iterable. */
export async function gather<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}
