import { existsSync, statSync } from "node:fs";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseError, openDatabase, openSecondConnection } from "../../src/store/db.js";
import { MIGRATIONS } from "../../src/store/migrations/index.js";
import { fileDb, tempDbPath } from "./helpers.js";

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function temp() {
  const t = tempDbPath();
  cleanups.push(t.cleanup);
  return t.file;
}

describe("openDatabase", () => {
  it("creates the parent directory and sets the configured pragmas", async () => {
    const file = temp();
    const db = await fileDb(file);
    expect(existsSync(file)).toBe(true);
    expect(db.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.sqlite.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.sqlite.pragma("busy_timeout", { simple: true })).toBe(1000);
    await db.close();

    const normal = await fileDb(file, { synchronous: "NORMAL", busyTimeoutMs: 250 });
    expect(normal.sqlite.pragma("synchronous", { simple: true })).toBe(1);
    expect(normal.sqlite.pragma("busy_timeout", { simple: true })).toBe(250);
    await normal.close();
  });

  it("runs every migration once; opening again is a no-op that keeps the data", async () => {
    const file = temp();
    const db = await fileDb(file);
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db.kysely);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    const tables = db.sqlite
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'kysely_%' AND name NOT LIKE 'memory_fts_%' AND name <> 'sqlite_sequence' ORDER BY name`)
      .pluck()
      .all();
    // Other teams add migrations after these; ours must all be there.
    expect(tables).toEqual(expect.arrayContaining(["audit_reports", "bus_messages", "memory_entries", "memory_fts", "plans", "scheduled_tasks", "taxonomy", "traces"]));
    db.sqlite.prepare(`INSERT INTO traces (thread_id, seq, entry) VALUES ('t', 1, '{}')`).run();
    const schemaBefore = db.sqlite.prepare(`SELECT sql FROM sqlite_master ORDER BY name`).pluck().all();
    await db.close();

    const again = await fileDb(file);
    const count = again.sqlite.prepare(`SELECT count(*) FROM kysely_migration`).pluck().get();
    expect(count).toBe(Object.keys(MIGRATIONS).length);
    expect(again.sqlite.prepare(`SELECT sql FROM sqlite_master ORDER BY name`).pluck().all()).toEqual(schemaBefore);
    expect(again.sqlite.prepare(`SELECT count(*) FROM traces`).pluck().get()).toBe(1);
    await again.close();
  });

  it("close() checkpoints the WAL into the main file", async () => {
    const file = temp();
    const db = await fileDb(file);
    const insert = db.sqlite.prepare(`INSERT INTO traces (thread_id, seq, entry) VALUES ('t', ?, ?)`);
    for (let i = 1; i <= 200; i++) insert.run(i, JSON.stringify({ i, pad: "x".repeat(200) }));
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    await db.close();
    await db.close(); // idempotent
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
  });

  it("cascades scheduled_tasks when a plan is deleted (foreign keys on)", async () => {
    const db = await fileDb(temp());
    db.sqlite.prepare(`INSERT INTO plans (id, thread_id, owner, goal, status, created_at) VALUES ('p1', 't1', 'o', 'g', 'draft', 'now')`).run();
    db.sqlite.prepare(`INSERT INTO scheduled_tasks (id, plan_id, task_id, title, start, "end") VALUES ('s1', 'p1', 'k', 'run', 'a', 'b')`).run();
    expect(() => db.sqlite.prepare(`INSERT INTO scheduled_tasks (id, plan_id, task_id, title, start, "end") VALUES ('s2', 'nope', 'k', 'x', 'a', 'b')`).run()).toThrow(/FOREIGN KEY/);
    db.sqlite.prepare(`DELETE FROM plans WHERE id = 'p1'`).run();
    expect(db.sqlite.prepare(`SELECT count(*) FROM scheduled_tasks`).pluck().get()).toBe(0);
    await db.close();
  });

  it("007-trace-keys keeps the trace rows already stored and makes keys unique per thread", async () => {
    const file = temp();
    const upTo006 = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name <= "006"));
    const before = await fileDb(file, {}, { migrations: upTo006 });
    before.sqlite.prepare(`INSERT INTO traces (thread_id, seq, entry) VALUES ('t', 1, '{"old":1}')`).run();
    await before.close();

    const after = await fileDb(file);
    expect(after.sqlite.prepare(`SELECT entry, idem_key FROM traces`).all()).toEqual([{ entry: '{"old":1}', idem_key: null }]);
    after.sqlite.prepare(`INSERT INTO traces (thread_id, seq, entry, idem_key) VALUES ('t', 2, '{}', 'k'), ('u', 1, '{}', 'k')`).run();
    expect(() => after.sqlite.prepare(`INSERT INTO traces (thread_id, seq, entry, idem_key) VALUES ('t', 3, '{}', 'k')`).run()).toThrow(/UNIQUE/);
    await after.close();
  });

  it("a second connection shares the file with its own synchronous setting; in memory it is the first one", async () => {
    const db = await fileDb(temp());
    const second = openSecondConnection(db, { synchronous: "NORMAL", busyTimeoutMs: 300 });
    expect(second.sqlite).not.toBe(db.sqlite);
    expect(second.sqlite.pragma("synchronous", { simple: true })).toBe(1);
    expect(second.sqlite.pragma("busy_timeout", { simple: true })).toBe(300);
    expect(second.sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    second.sqlite.prepare(`INSERT INTO taxonomy (pattern_type, subtype, rationale, approved_at) VALUES ('a', 'b', 'c', 'd')`).run();
    expect(db.sqlite.prepare(`SELECT count(*) FROM taxonomy`).pluck().get()).toBe(1);
    await second.close();
    expect(db.sqlite.open).toBe(true);
    await db.close();

    const mem = await openDatabase({ path: ":memory:", synchronous: "FULL", busyTimeoutMs: 0 });
    const same = openSecondConnection(mem, { synchronous: "NORMAL", busyTimeoutMs: 0 });
    expect(same.sqlite).toBe(mem.sqlite);
    await same.close(); // must not close the only connection
    expect(mem.sqlite.open).toBe(true);
    await mem.close();
  });

  it("reports a failing migration by name", async () => {
    const bad = { ...MIGRATIONS, "999-broken": { up: async () => { throw new Error("boom"); } } };
    const err = await openDatabase({ path: ":memory:", synchronous: "FULL", busyTimeoutMs: 0 }, { migrations: bad }).catch((e: unknown) => e);
    expect(isDatabaseError(err)).toBe(true);
    expect((err as Error).message).toMatch(/999-broken.*boom/);
  });
});
