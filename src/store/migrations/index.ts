/**
 * The app-table migrations, in order, provided in code (no directory scan: bundlers and tsx
 * both see plain imports, and the order is explicit).
 *
 * Adding a migration:
 *   1. create `NNN-what.ts` here exporting `migration: Migration`, with NNN the next number —
 *      names sort lexically and Kysely refuses to run one that sorts before an applied one;
 *   2. add it to MIGRATIONS below and its row type to ../schema.ts;
 *   3. never edit or renumber an applied migration: write a new one.
 * Keep to Kysely's schema builder so the PostgreSQL backend can run the same file; put
 * anything SQLite-only behind `isSqlite(db)` with a comment (see 003-memory.ts).
 */
import type { Migration, MigrationProvider } from "kysely";
import { migration as bus } from "./001-bus.js";
import { migration as audit } from "./002-audit.js";
import { migration as memory } from "./003-memory.js";
import { migration as planning } from "./004-planning.js";
import { migration as traces } from "./005-traces.js";
import { migration as threadsRuns } from "./006-threads-runs.js";
import { migration as traceKeys } from "./007-trace-keys.js";
import { migration as feedTokens } from "./008-feed-tokens.js";
import { migration as replicas } from "./009-replicas.js";
import { migration as langgraphApi } from "./010-langgraph-api.js";

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "001-bus": bus,
  "002-audit": audit,
  "003-memory": memory,
  "004-planning": planning,
  "005-traces": traces,
  "006-threads-runs": threadsRuns,
  "007-trace-keys": traceKeys,
  "008-feed-tokens": feedTokens,
  "009-replicas": replicas,
  "010-langgraph-api": langgraphApi,
};

export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Readonly<Record<string, Migration>> = MIGRATIONS) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return { ...this.migrations };
  }
}
