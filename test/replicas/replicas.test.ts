/**
 * Two replicas (separate processes) on one PostgreSQL database: a thread started on A is resumed
 * on B; 20 concurrent replies spread over both yield exactly one success; the bus SSE on A shows
 * a run on B; and a SIGKILLed replica's plan is finished by the other once its lease expired,
 * with nothing duplicated, and so is a reply it had queued behind the plan.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { openAppDatabase, type Database } from "../../src/store/db.js";
import { loadConfig } from "../../src/config.js";
import { describePg, freshDatabase, type TestDatabase } from "../fixtures/backends.js";
import { call, HALF, startReplica, until, type Replica } from "../fixtures/replicas.js";

const LEASE_MS = 1500;
let tdb: TestDatabase;
let db: Database;
let a: Replica;
let b: Replica;
let env: Record<string, string>;

describePg("two replicas on one PostgreSQL database", () => {
  beforeAll(async () => {
    tdb = await freshDatabase("postgres", "replicas");
    env = { ...tdb.env, GOALGRAPH_LEASE_TTL_MS: String(LEASE_MS), GG_TEST_STAGE_DELAY_MS: "300" };
    // Started one after the other: both migrate; the second finds nothing left to do.
    [a, b] = await Promise.all([startReplica("replica-a", env), startReplica("replica-b", env)]);
    db = await openAppDatabase(loadConfig(tdb.env).db);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await tdb?.drop();
  });

  it("a thread started on A is resumed on B", { timeout: 60_000 }, async () => {
    const created = await call(a.address, "POST", "/plans", HALF);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe("awaiting_reply");
    const replied = await call(b.address, "POST", `/plans/${created.body.thread_id}/reply`, { text: "approve" });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.status).toBe("complete");
    expect((await call(a.address, "GET", `/plans/${created.body.thread_id}`)).body).toMatchObject({ status: "complete", stage: "COMPLETE" });
  });

  it("20 concurrent replies spread over both replicas: exactly one succeeds", { timeout: 60_000 }, async () => {
    const created = await call(a.address, "POST", "/plans", HALF);
    const id = created.body.thread_id as string;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 ? b.address : a.address, "POST", `/threads/${id}/runs/wait`, { assistant_id: "planner", command: { resume: "approve" } })),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok, JSON.stringify(replies.map((r) => [r.status, r.body?.code]))).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(["THREAD_BUSY", "NOT_INTERRUPTED"]).toContain(r.body.code);
    }
    expect(ok[0]!.body.stage).toBe("COMPLETE");
    const plans = await sql<{ n: number }>`SELECT count(*)::int AS n FROM plans WHERE thread_id = ${id}`.execute(db.kysely);
    expect(plans.rows[0]!.n).toBe(1);
  });

  it("the bus SSE on A shows a run executing on B", { timeout: 60_000 }, async () => {
    const id = (await call(a.address, "POST", "/threads", {})).body.thread_id as string;
    const ctl = new AbortController();
    const res = await fetch(`${a.address}/threads/${id}/events`, { signal: ctl.signal });
    expect(res.status).toBe(200);
    const seen: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buf = "";
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buf += decoder.decode(chunk, { stream: true });
        for (let i = buf.indexOf("\n\n"); i >= 0; i = buf.indexOf("\n\n")) {
          const frame = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const data = frame.split("\n").find((l) => l.startsWith("data: "));
          if (data) seen.push((JSON.parse(data.slice(6)) as { type: string }).type);
          if (seen.includes("interrupt")) return;
        }
      }
    })().catch(() => undefined);
    const run = await call(b.address, "POST", `/threads/${id}/runs`, { assistant_id: "planner", input: HALF });
    expect(run.status).toBe(200);
    await until("the interrupt on A's stream", async () => (seen.includes("interrupt") ? true : undefined), 30_000);
    ctl.abort();
    await reading;
    expect(seen).toEqual(expect.arrayContaining(["stage_change", "task_spec", "interrupt"]));
  });

  it("SIGKILL with a reply queued behind the running plan: the other replica runs both, in order", { timeout: 120_000 }, async () => {
    const c = await call(b.address, "POST", "/threads", {});
    const id = c.body.thread_id as string;
    const first = await call(b.address, "POST", `/threads/${id}/runs`, { assistant_id: "planner", input: HALF });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const reply = await call(b.address, "POST", `/threads/${id}/runs`, { assistant_id: "planner", command: { resume: "approve" }, multitask_strategy: "enqueue" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe("pending");
    await until("the plan to be under way on B", async () => {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bus_messages WHERE thread_id = ${id} AND type = 'stage_change'`.execute(db.kysely);
      return r.rows[0]!.n >= 2 ? true : undefined;
    });
    await b.kill();

    // A takes the plan over from its checkpoint and then the reply queued behind it.
    const joined = await call(a.address, "GET", `/threads/${id}/runs/${reply.body.run_id}/join`);
    expect(joined.status).toBe(200);
    const runs = await sql<{ run_id: string; status: string; replica: string }>`SELECT run_id, status, replica FROM runs WHERE thread_id = ${id} ORDER BY created_at`.execute(db.kysely);
    expect(runs.rows.map((r) => [r.run_id, r.status, r.replica])).toEqual([
      [first.body.run_id, "success", "replica-a"],
      [reply.body.run_id, "success", "replica-a"],
    ]);
    expect((await call(a.address, "GET", `/plans/${id}`)).body).toMatchObject({ status: "complete", stage: "COMPLETE" });
    const plans = await sql<{ n: number }>`SELECT count(*)::int AS n FROM plans WHERE thread_id = ${id}`.execute(db.kysely);
    expect(plans.rows[0]!.n).toBe(1);
    b = await startReplica("replica-b", env);
  });

  it("SIGKILL of the replica running a plan: the other finishes it after the lease expired, nothing duplicated", { timeout: 120_000 }, async () => {
    const id = (await call(a.address, "POST", "/threads", {})).body.thread_id as string;
    const started = await call(a.address, "POST", `/threads/${id}/runs`, { assistant_id: "planner", input: HALF });
    expect(started.status).toBe(200);
    const runId = started.body.run_id as string;
    // Kill A once the plan is under way (past its first stage), before it can finish.
    await until("the plan to be under way on A", async () => {
      const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bus_messages WHERE thread_id = ${id} AND type = 'stage_change'`.execute(db.kysely);
      return r.rows[0]!.n >= 2 ? true : undefined;
    });
    await a.kill();
    const atKill = await sql<{ status: string; replica: string }>`SELECT status, replica FROM runs WHERE run_id = ${runId}`.execute(db.kysely);
    expect(atKill.rows[0]).toMatchObject({ status: "running", replica: "replica-a" });

    // B takes the run over once A's lease lapses; join on B waits for it.
    const joined = await call(b.address, "GET", `/threads/${id}/runs/${runId}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.__interrupt__?.[0]?.value?.kind, JSON.stringify(joined.body).slice(0, 300)).toBe("approval");
    const after = await sql<{ status: string; replica: string }>`SELECT status, replica FROM runs WHERE run_id = ${runId}`.execute(db.kysely);
    expect(after.rows[0]).toMatchObject({ status: "success", replica: "replica-b" });

    const done = await call(b.address, "POST", `/plans/${id}/reply`, { text: "approve" });
    expect(done.body.status).toBe("complete");
    const plans = await sql<{ id: string }>`SELECT id FROM plans WHERE thread_id = ${id}`.execute(db.kysely);
    expect(plans.rows).toHaveLength(1);
    const tasks = await sql<{ n: number }>`SELECT count(*)::int AS n FROM scheduled_tasks WHERE plan_id = ${plans.rows[0]!.id}`.execute(db.kysely);
    const view = (await call(b.address, "GET", `/plans/${id}`)).body as { schedule: { blocks: unknown[] } };
    expect(tasks.rows[0]!.n).toBe(view.schedule.blocks.length);
    expect(tasks.rows[0]!.n).toBeGreaterThan(0);
    const dupes = await sql<{ idem_key: string }>`SELECT idem_key FROM bus_messages WHERE thread_id = ${id} GROUP BY idem_key HAVING count(*) > 1`.execute(db.kysely);
    expect(dupes.rows).toEqual([]);
    // Each stage transition was announced once, across the kill.
    const changes = await sql<{ payload: string }>`SELECT payload FROM bus_messages WHERE thread_id = ${id} AND type = 'stage_change' ORDER BY seq`.execute(db.kysely);
    const transitions = changes.rows.map((r) => {
      const p = JSON.parse(r.payload) as { from: string; to: string };
      return `${p.from}>${p.to}`;
    });
    expect(new Set(transitions).size, transitions.join(" ")).toBe(transitions.length);
    expect(transitions).toContain("SEEK_APPROVAL>COMPLETE");
  });
});
