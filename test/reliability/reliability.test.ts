/**
 * The reliability suite, on each backend (SQLite file, PostgreSQL database):
 *   - SIGKILL storm: the server process is killed again and again while plans run; restarted
 *     processes take the runs over after their leases expire, and every plan ends exactly as an
 *     uninterrupted one (same stage transitions, once each; one plan row; one set of tasks);
 *   - racing replies: 20 concurrent approvals of one pause, exactly one succeeds;
 *   - hostile input: malformed, oversized and adversarial requests never get a 5xx, and the
 *     service plans normally afterwards.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { loadConfig } from "../../src/config.js";
import { openAppDatabase, type Database } from "../../src/store/db.js";
import { describeBackends, freshDatabase, type Backend, type TestDatabase } from "../fixtures/backends.js";
import { call, HALF, startReplica, until, type Replica } from "../fixtures/replicas.js";

const LEASE_MS = 1000;

/** Stage transitions a thread announced, in order. */
async function transitions(db: Database, threadId: string): Promise<string[]> {
  const rows = await db.kysely.selectFrom("bus_messages").select("payload").where("thread_id", "=", threadId).where("type", "=", "stage_change").orderBy("seq").execute();
  return rows.map((r) => {
    const p = JSON.parse(r.payload) as { from: string; to: string };
    return `${p.from}>${p.to}`;
  });
}

async function count(db: Database, q: ReturnType<typeof sql<{ n: number }>>): Promise<number> {
  return Number((await q.execute(db.kysely)).rows[0]!.n);
}

describeBackends("reliability", (backend: Backend) => {
  let tdb: TestDatabase;
  let db: Database;
  let server: Replica | undefined;
  const env = () => ({ ...tdb.env, GOALGRAPH_LEASE_TTL_MS: String(LEASE_MS) });

  beforeAll(async () => {
    tdb = await freshDatabase(backend, "reliab");
    db = await openAppDatabase(loadConfig(tdb.env).db);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await tdb?.drop();
  });

  it("SIGKILL storm: killed and restarted while plans run, every plan ends as an uninterrupted one", { timeout: 180_000 }, async () => {
    // Stages slow enough that the plans are still under way at the second kill, however fast the machine.
    const slow = { GG_TEST_STAGE_DELAY_MS: "400" };
    server = await startReplica(`${backend}-storm-0`, { ...env(), ...slow });
    const threads: string[] = [];
    const runs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const id = (await call(server.address, "POST", "/threads", {})).body.thread_id as string;
      const r = await call(server.address, "POST", `/threads/${id}/runs`, { assistant_id: "planner", input: HALF });
      expect(r.status).toBe(200);
      threads.push(id);
      runs.push(r.body.run_id as string);
    }
    // Deterministic "random" kill times: the storm is the same on every run of the test.
    const pauses = [250, 600, 150, 900, 400];
    let killsWhileRunning = 0;
    for (const [k, pause] of pauses.entries()) {
      await new Promise((r) => setTimeout(r, pause));
      const running = await count(db, sql<{ n: number }>`SELECT count(*) AS n FROM runs WHERE status IN ('pending', 'running')`);
      if (running > 0) killsWhileRunning++;
      await server.kill();
      server = await startReplica(`${backend}-storm-${k + 1}`, { ...env(), ...slow });
    }
    expect(killsWhileRunning).toBeGreaterThanOrEqual(2);
    await until(
      "every run to end",
      async () => ((await count(db, sql<{ n: number }>`SELECT count(*) AS n FROM runs WHERE status IN ('pending', 'running')`)) === 0 ? true : undefined),
      120_000,
      200,
    );
    for (const run of runs) {
      const r = await db.kysely.selectFrom("runs").select(["status", "error"]).where("run_id", "=", run).executeTakeFirstOrThrow();
      expect(r, run).toMatchObject({ status: "success" });
    }
    for (const id of threads) {
      const view = await call(server.address, "GET", `/plans/${id}`);
      expect(view.body.status, id).toBe("awaiting_reply");
      const done = await call(server.address, "POST", `/plans/${id}/reply`, { text: "approve" });
      expect(done.body.status, JSON.stringify(done.body).slice(0, 200)).toBe("complete");
    }
    // The reference: the same goal, never interrupted.
    const straight = (await call(server.address, "POST", "/plans", HALF)).body.thread_id as string;
    expect((await call(server.address, "POST", `/plans/${straight}/reply`, { text: "approve" })).body.status).toBe("complete");
    const expected = await transitions(db, straight);
    for (const id of threads) {
      expect(await transitions(db, id), id).toEqual(expected);
      const plans = await db.kysely.selectFrom("plans").select("id").where("thread_id", "=", id).execute();
      expect(plans).toHaveLength(1);
      const tasks = await count(db, sql<{ n: number }>`SELECT count(*) AS n FROM scheduled_tasks WHERE plan_id = ${plans[0]!.id}`);
      const view = (await call(server.address, "GET", `/plans/${id}`)).body as { schedule: { blocks: unknown[] } };
      expect(tasks).toBe(view.schedule.blocks.length);
      const dupes = await sql<{ k: string }>`SELECT idem_key AS k FROM bus_messages WHERE thread_id = ${id} GROUP BY idem_key HAVING count(*) > 1`.execute(db.kysely);
      expect(dupes.rows).toEqual([]);
    }
  });

  it("racing replies: 20 concurrent approvals of one pause, exactly one succeeds", { timeout: 60_000 }, async () => {
    server ??= await startReplica(`${backend}-race`, env());
    const id = (await call(server.address, "POST", "/plans", HALF)).body.thread_id as string;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? call(server!.address, "POST", `/threads/${id}/runs/wait`, { assistant_id: "planner", command: { resume: "approve" } })
          : call(server!.address, "POST", `/plans/${id}/reply`, { text: "approve" }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok, JSON.stringify(replies.map((r) => [r.status, r.body?.code]))).toHaveLength(1);
    for (const r of replies) if (r.status !== 200) expect(r.status).toBe(409);
    expect(await count(db, sql<{ n: number }>`SELECT count(*) AS n FROM plans WHERE thread_id = ${id}`)).toBe(1);
    expect(await transitions(db, id)).toContain("SEEK_APPROVAL>COMPLETE");
    expect((await transitions(db, id)).filter((t) => t === "SEEK_APPROVAL>COMPLETE")).toHaveLength(1);
  });

  it("hostile input: no request gets a 5xx, and planning works afterwards", { timeout: 120_000 }, async () => {
    server ??= await startReplica(`${backend}-hostile`, env());
    const base = server.address;
    const id = (await call(base, "POST", "/threads", {})).body.thread_id as string;
    const nasty = ["\u0000", "'; DROP TABLE runs; --", "../../etc/passwd", "%00", "\uD800", "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ 🏃‍♀️", "a".repeat(5000), "\u202Eevil", "{{x}}", "${process.exit()}", "\\u0000", "null", "-1"];
    const requests: Array<{ method: string; path: string; body?: unknown; raw?: string; headers?: Record<string, string> }> = [];
    for (const s of nasty) {
      // A lone surrogate has no UTF-8: send the bytes a broken client would (CESU-8).
      const enc = s === "\uD800" ? "%ED%A0%80" : encodeURIComponent(s);
      requests.push(
        { method: "GET", path: `/threads/${enc}` },
        { method: "POST", path: `/threads/${enc}/runs/wait`, body: { assistant_id: "planner", input: HALF } },
        { method: "POST", path: "/threads", body: { thread_id: s, metadata: { [s]: s } } },
        { method: "POST", path: "/threads/search", body: { metadata: { [s]: s }, status: s, limit: 5 } },
        { method: "POST", path: "/plans", body: { ...HALF, goal: `${s} run 5k` } },
        { method: "POST", path: "/plans", body: { ...HALF, timezone: s } },
        { method: "POST", path: "/plans", body: { ...HALF, now: s } },
        { method: "POST", path: `/plans/${enc}/reply`, body: { text: s } },
        { method: "POST", path: `/threads/${id}/runs/wait`, body: { assistant_id: s, input: HALF } },
        { method: "POST", path: `/threads/${id}/runs/wait`, body: { assistant_id: "planner", command: { resume: { text: s, interrupt_id: s, kind: s } } } },
        { method: "GET", path: `/threads/${id}/events?follow=false`, headers: { "last-event-id": s.replace(/[^\x20-\x7e]/g, "x").slice(0, 100) } },
        { method: "GET", path: `/audit?thread_id=${enc}` },
      );
    }
    requests.push(
      { method: "POST", path: "/threads", raw: "{" },
      { method: "POST", path: "/threads", raw: "[]" },
      { method: "POST", path: "/threads", raw: "null" },
      { method: "POST", path: "/plans", raw: JSON.stringify({ ...HALF, goal: "x".repeat(300_000) }) },
      { method: "POST", path: "/threads", raw: `{"metadata":${"[".repeat(5000)}${"]".repeat(5000)}}` },
      { method: "POST", path: "/threads/search", body: { limit: -1, offset: -5 } },
      { method: "POST", path: "/threads/search", body: { limit: 1e12, sort_by: "thread_id; DROP TABLE threads" } },
      { method: "POST", path: `/threads/${id}/state`, body: { values: { goal: "\u0000".repeat(100) } } },
      { method: "POST", path: `/threads/${id}/history`, body: { limit: 1e9, before: { configurable: { checkpoint_id: "'" } } } },
      { method: "POST", path: `/threads/${id}/runs/wait`, body: { assistant_id: "planner", checkpoint_id: "\u0000", input: HALF } },
      { method: "POST", path: "/plans", raw: JSON.stringify(HALF), headers: { "content-type": "text/plain" } },
      { method: "DELETE", path: `/threads/${encodeURIComponent("' OR 1=1 --")}` },
    );
    const statuses: Array<[number, string]> = [];
    for (const r of requests) {
      const res = await fetch(`${base}${r.path}`, {
        method: r.method,
        headers: { ...(r.body !== undefined || r.raw !== undefined ? { "content-type": "application/json" } : {}), ...r.headers },
        body: r.raw ?? (r.body === undefined ? undefined : JSON.stringify(r.body)),
      });
      await res.arrayBuffer();
      statuses.push([res.status, `${r.method} ${r.path.slice(0, 80)} ${(r.raw ?? JSON.stringify(r.body ?? "")).slice(0, 80)}`]);
    }
    expect(requests.length).toBeGreaterThan(150);
    expect(statuses.filter(([s]) => s >= 500)).toEqual([]);
    expect((await call(base, "GET", "/ok")).status).toBe(200);
    const created = await call(base, "POST", "/plans", HALF);
    expect(created.body.status).toBe("awaiting_reply");
    expect((await call(base, "POST", `/plans/${created.body.thread_id}/reply`, { text: "approve" })).body.status).toBe("complete");
    // Nothing the hostile requests sent dropped or emptied a table.
    expect(await count(db, sql<{ n: number }>`SELECT count(*) AS n FROM runs`)).toBeGreaterThan(0);
  });
});
