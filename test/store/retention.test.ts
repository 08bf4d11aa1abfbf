/**
 * Retention on both backends: a finished plan keeps its head and the checkpoints of its pauses
 * (history still shows every interrupt, the final state is intact, the thread still takes runs),
 * an unfinished thread is left alone, and a thread past its TTL leaves no row behind.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { sql } from "kysely";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";
import { describeBackends, freshDatabase, type TestDatabase } from "../fixtures/backends.js";
import { call, HALF } from "../fixtures/replicas.js";

describeBackends("retention", (backend) => {
  let tdb: TestDatabase;
  let svc: Service;
  beforeEach(async () => {
    tdb = await freshDatabase(backend, "retention");
    svc = await startService(loadConfig({ ...tdb.env, GOALGRAPH_PORT: "0", GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_RETENTION_INTERVAL_SEC: "0", GOALGRAPH_RETENTION_AGE_SEC: "0" }), "test", { auditor: false });
  });
  afterEach(async () => {
    await svc?.app.close();
    await tdb?.drop();
  });

  const interruptsOf = async (threadId: string) => {
    const seen: string[] = [];
    for await (const s of svc.runtime.planner.getStateHistory({ configurable: { thread_id: threadId } })) {
      for (const t of s.tasks) for (const i of t.interrupts ?? []) seen.push(`${i.id}:${(i.value as { kind: string }).kind}`);
    }
    return seen.sort();
  };
  const checkpoints = async (threadId: string) =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM checkpoints WHERE thread_id = ${threadId}`.execute(svc.runtime.db.kysely)).rows[0]!.n);

  it("prunes a finished plan to its head and its pauses; history, state and new runs still work", { timeout: 60_000 }, async () => {
    const done = (await call(svc.address, "POST", "/plans", HALF)).body.thread_id as string;
    // A change request first, then the approval: two pauses to keep.
    const changed = await call(svc.address, "POST", `/plans/${done}/reply`, { text: "propose changes: shorter sessions please" });
    expect(changed.body.status, JSON.stringify(changed.body).slice(0, 300)).toBe("awaiting_reply");
    let status = "";
    for (let k = 0; k < 4 && status !== "complete"; k++) status = (await call(svc.address, "POST", `/plans/${done}/reply`, { text: "approve" })).body.status as string;
    expect(status).toBe("complete");
    const paused = (await call(svc.address, "POST", "/plans", HALF)).body.thread_id as string;

    const before = await interruptsOf(done);
    expect(before.length).toBeGreaterThanOrEqual(2);
    const head = await svc.runtime.planner.getState({ configurable: { thread_id: done } });
    const many = await checkpoints(done);
    const pausedBefore = await checkpoints(paused);

    const r = await svc.runtime.runRetention();
    expect(r.pruned).toBe(1); // the paused thread is not finished
    expect(await checkpoints(done)).toBeLessThanOrEqual(before.length + 1);
    expect(await checkpoints(done)).toBeLessThan(many);
    expect(await checkpoints(paused)).toBe(pausedBefore);
    expect(await interruptsOf(done)).toEqual(before);
    const after = await svc.runtime.planner.getState({ configurable: { thread_id: done } });
    expect(after.values).toEqual(head.values);
    expect((await call(svc.address, "GET", `/plans/${done}`)).body.status).toBe("complete");
    // Repeating prunes nothing more; the paused thread still answers.
    expect((await svc.runtime.runRetention()).pruned).toBe(0);
    expect((await call(svc.address, "POST", `/plans/${paused}/reply`, { text: "approve" })).body.status).toBe("complete");
    // A run on the pruned thread starts from the kept head (a finished thread stays finished).
    const again = await call(svc.address, "POST", `/threads/${done}/runs/wait`, { assistant_id: "planner", input: HALF });
    expect(again.status).toBe(200);
    expect(again.body.stage).toBe("COMPLETE");
  });

  it("deletes a thread past its TTL with every row it had", { timeout: 60_000 }, async () => {
    const id = (await call(svc.address, "POST", "/plans", HALF)).body.thread_id as string;
    await call(svc.address, "POST", `/plans/${id}/reply`, { text: "approve" });
    await svc.runtime.retention.deleteThread(id);
    const k = svc.runtime.db.kysely;
    for (const table of ["checkpoints", "runs", "bus_messages", "traces", "plans", "threads"]) {
      const n = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE thread_id = ${id}`.execute(k)).rows[0]!.n);
      expect(n, table).toBe(0);
    }
    expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM scheduled_tasks`.execute(k)).rows[0]!.n)).toBe(0);
    expect((await call(svc.address, "GET", `/threads/${id}`)).status).toBe(404);
    expect(await svc.runtime.retention.expiredThreads(new Date(Date.now() + 60_000).toISOString())).toEqual([]);
  });
});
