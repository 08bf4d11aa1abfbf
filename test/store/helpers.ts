/** Test helpers: a fresh migrated database and a deterministic clock. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type SqliteDatabase as Database, type DbOptions } from "../../src/store/db.js";

export function memoryDb(): Promise<Database> {
  return openDatabase({ path: ":memory:", synchronous: "FULL", busyTimeoutMs: 1000 });
}

/** A temp directory removed by the returned cleanup; `file` is a database path inside a sub-folder that does not exist yet. */
export function tempDbPath(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "goalgraph-store-"));
  return { file: join(dir, "nested", "app.sqlite"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function fileDb(file: string, over: Partial<DbOptions> = {}, extra: Parameters<typeof openDatabase>[1] = {}): Promise<Database> {
  return openDatabase({ path: file, synchronous: "FULL", busyTimeoutMs: 1000, ...over }, extra);
}

/** A clock that advances one millisecond per call from a fixed instant. */
export function fakeClock(start = Date.parse("2026-03-01T08:00:00.000Z")): () => string {
  let t = start;
  return () => new Date(t++).toISOString();
}
