/**
 * Fencing (src/store/leases.ts, lock.ts LEASE_FENCE_KEY): replica A's event loop stalls in the
 * middle of a plan for longer than the lease TTL, so replica B takes the run over from its last
 * checkpoint and finishes it. When A wakes, its copy of the run lands no checkpoint (no fork of
 * the thread's history, no stage announced twice) and stops; A's clients — a join and a joined
 * event stream — get the outcome B recorded, not an error.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { openAppDatabase, type Database } from "../../src/store/db.js";
import { describeBackends, freshDatabase, type Backend, type TestDatabase } from "../fixtures/backends.js";
import { call, HALF, startReplica, type Replica } from "../fixtures/replicas.js";

const LEASE_MS = 1000;
const STALL_MS = 4000;

/** The SSE events of a joined run stream, until it ends. */
async function readStream(url: string): Promise<Array<{ event: string; data: unknown }>> {
  const res = await fetch(url);
  const out: Array<{ event: string; data: unknown }> = [];
  const decoder = new TextDecoder();
  let buf = "";
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buf += decoder.decode(chunk, { stream: true });
    for (let i = buf.indexOf("\n\n"); i >= 0; i = buf.indexOf("\n\n")) {
      const frame = buf.slice(0, i).split("\n");
      buf = buf.slice(i + 2);
      const event = frame.find((l) => l.startsWith("event: "))?.slice(7);
      const data = frame.find((l) => l.startsWith("data: "))?.slice(6);
      if (event) out.push({ event, data: data ? JSON.parse(data) : null });
    }
  }
  return out;
}

describeBackends("a replica whose lease is taken over", (backend: Backend) => {
  let tdb: TestDatabase;
  let db: Database;
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    tdb = await freshDatabase(backend, "fencing");
    const env = { ...tdb.env, GOALGRAPH_LEASE_TTL_MS: String(LEASE_MS), GG_TEST_STAGE_DELAY_MS: "200" };
    a = await startReplica("replica-a", { ...env, GG_TEST_STALL_ONCE_MS: String(STALL_MS) });
    b = await startReplica("replica-b", env);
    db = await openAppDatabase(loadConfig(tdb.env).db);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await tdb?.drop();
  });

  it("stops its run, lands no checkpoint after losing the lease, and its clients get the other replica's outcome", { timeout: 90_000 }, async () => {
    const id = (await call(a.address, "POST", "/threads", {})).body.thread_id as string;
    const started = await call(a.address, "POST", `/threads/${id}/runs`, { assistant_id: "planner", input: HALF, stream_mode: ["values"] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const runId = started.body.run_id as string;
    // Both join on A, which runs the plan and will stall in its first stage.
    const [joined, events] = await Promise.all([call(a.address, "GET", `/threads/${id}/runs/${runId}/join`), readStream(`${a.address}/threads/${id}/runs/${runId}/stream`)]);

    const why = `${JSON.stringify(joined.body).slice(0, 300)}\n--- A:\n${a.stderr().slice(-3000)}`;
    expect(joined.status, why).toBe(200);
    expect(joined.body.__error__, why).toBeUndefined();
    expect(joined.body.__interrupt__?.[0]?.value?.kind, why).toBe("approval");
    expect(events.filter((e) => e.event === "error"), why).toEqual([]);
    const last = events.filter((e) => e.event === "values").at(-1)?.data as { __interrupt__?: Array<{ value?: { kind?: string } }> } | undefined;
    expect(last?.__interrupt__?.[0]?.value?.kind, why).toBe("approval");

    // B finished the run; A recorded nothing over it.
    const run = await sql<{ status: string; replica: string }>`SELECT status, replica FROM runs WHERE run_id = ${runId}`.execute(db.kysely);
    expect(run.rows[0], why).toMatchObject({ status: "success", replica: "replica-b" });
    const thread = await sql<{ status: string }>`SELECT status FROM threads WHERE thread_id = ${id}`.execute(db.kysely);
    expect(thread.rows[0]?.status).toBe("interrupted");
    // One history: A's copy wrote no checkpoint beside B's (a second child of one parent).
    const forks = await sql<{ parent: string; n: number }>`
      SELECT parent_checkpoint_id AS parent, count(*) AS n FROM checkpoints
      WHERE thread_id = ${id} AND checkpoint_ns = '' GROUP BY parent_checkpoint_id HAVING count(*) > 1`.execute(db.kysely);
    expect(forks.rows, why).toEqual([]);
    const changes = await sql<{ payload: string }>`SELECT payload FROM bus_messages WHERE thread_id = ${id} AND type = 'stage_change' ORDER BY seq`.execute(db.kysely);
    const transitions = changes.rows.map((r) => {
      const p = JSON.parse(r.payload) as { from: string; to: string };
      return `${p.from}>${p.to}`;
    });
    expect(new Set(transitions).size, transitions.join(" ")).toBe(transitions.length);

    // The thread goes on normally, on either replica.
    const done = await call(a.address, "POST", `/plans/${id}/reply`, { text: "approve" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.status).toBe("complete");
  });
});
