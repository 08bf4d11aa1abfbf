/**
 * The store on both dialects: the same repository calls give the same answers on a SQLite file
 * and on PostgreSQL — migrations (safe to repeat and to run from two processes at once), the bus
 * log, memory search (CJK included), thread leases, checkpoint writes fenced by them, and run
 * recovery.
 */
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { afterEach, beforeEach, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { isLeaseLostError } from "../../src/errors.js";
import { LEASE_FENCE_KEY } from "../../src/server/lock.js";
import { createCheckpointer, type Checkpointer } from "../../src/store/checkpointer.js";
import type { MemoryEntry } from "../../src/contracts/index.js";
import { createBusLog } from "../../src/store/bus-log.js";
import { openAppDatabase, type Database } from "../../src/store/db.js";
import { ThreadLeases } from "../../src/store/leases.js";
import { MemoryEntryRepository } from "../../src/store/memory-entries.js";
import { MIGRATIONS } from "../../src/store/migrations/index.js";
import { ThreadRunRepository } from "../../src/store/threads-runs.js";
import { describeBackends, freshDatabase, type TestDatabase } from "../fixtures/backends.js";

describeBackends("store", (backend) => {
  let tdb: TestDatabase;
  let db: Database;
  const open = () => openAppDatabase(loadConfig(tdb.env).db);
  beforeEach(async () => {
    tdb = await freshDatabase(backend, "store");
    db = await open();
  });
  afterEach(async () => {
    await db?.close();
    await tdb?.drop();
  });

  it("migrations: every one applied once, again a no-op, and two opens at once both succeed", async () => {
    const names = async (d: Database) => (await d.kysely.selectFrom("kysely_migration" as never).select("name" as never).execute()).map((r) => (r as { name: string }).name).sort();
    expect(await names(db)).toEqual(Object.keys(MIGRATIONS).sort());
    const [x, y] = await Promise.all([open(), open()]);
    expect(await names(x)).toEqual(Object.keys(MIGRATIONS).sort());
    await Promise.all([x.close(), y.close()]);
  });

  it("bus log: per-thread seq from 1, idempotent by key, paging by global id and by seq", async () => {
    const log = await createBusLog(db);
    const row = (thread: string, key: string) => ({ thread_id: thread, from: "controller", to: "operator", type: "stage_change", payload: JSON.stringify({ key, cost_usd: 0.5 }), at: "2026-01-01T00:00:00.000Z", idem_key: key });
    const a1 = await log.append(row("a", "k1"));
    const b1 = await log.append(row("b", "k1"));
    const a2 = await log.append(row("a", "k2"));
    expect([a1?.seq, b1?.seq, a2?.seq]).toEqual([1, 1, 2]);
    expect(await log.append(row("a", "k1"))).toBeNull();
    expect(await log.head()).toBe(a2!.id);
    expect((await log.after(0, 10)).map((m) => m.idem_key)).toEqual(["k1", "k1", "k2"]);
    expect((await log.after(a1!.id, 10, "a")).map((m) => m.seq)).toEqual([2]);
    expect((await log.history("a", 1, 10)).map((m) => m.idem_key)).toEqual(["k2"]);
    expect((await log.byIdemKey("b", "k1"))?.payload).toEqual({ key: "k1", cost_usd: 0.5 });
    expect(await log.controllerSpendSince("2025-01-01T00:00:00.000Z")).toBeCloseTo(1.5);
  });

  it("bus log: concurrent appends from two connections keep seqs gap-free and ids in commit order", async () => {
    const other = await open();
    try {
      const [l1, l2] = await Promise.all([createBusLog(db), createBusLog(other)]);
      const row = (key: string) => ({ thread_id: "t", from: "controller", to: "operator", type: "stage_change", payload: "{}", at: "2026-01-01T00:00:00.000Z", idem_key: key });
      const got = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? l1 : l2).append(row(`k${i}`))));
      const seqs = got.map((g) => g!.seq).sort((p, q) => p - q);
      expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // Ordered by id, the seqs count up: an id was never handed out before an earlier commit.
      const byId = await l1.after(0, 100, "t");
      expect(byId.map((m) => m.seq)).toEqual(seqs);
    } finally {
      await other.close();
    }
  });

  it("memory search: substrings of ≥ 3 characters in text and tags, any script, within the filter", async () => {
    const entries = new MemoryEntryRepository(db);
    let clock = 0;
    const entry = (id: string, text: string, over: Partial<MemoryEntry> = {}): MemoryEntry => ({
      id, kind: "success", task_type: "DRAFT_SCHEDULE", text, tool: null, target: null, tags: [], source_thread_id: null,
      created_at: new Date(Date.UTC(2026, 2, 1, 8, 0, clock++)).toISOString(), ...over,
    });
    await entries.insert(entry("run", "Evening runs after work", { kind: "must_not" }));
    await entries.insert(entry("tag", "nothing here", { tags: ["marathon"] }));
    await entries.insert(entry("other", "Evening swims", { task_type: "DRAFT_OUTLINE" }));
    await entries.insert(entry("zh", "不要在早上七点之前安排跑步"));
    await entries.insert(entry("pct", "Finished 100% of sessions"));
    const ids = (xs: Array<{ entry: { id: string } }>) => xs.map((x) => x.entry.id);
    expect(ids(await entries.searchIndexed(["evening"], {}, 10)).sort()).toEqual(["other", "run"]);
    expect(ids(await entries.searchIndexed(["EVENING"], { taskType: "DRAFT_SCHEDULE" }, 10))).toEqual(["run"]);
    expect(ids(await entries.searchIndexed(["marathon", "nope"], {}, 10))).toEqual(["tag"]);
    expect(ids(await entries.searchIndexed(["七点之"], {}, 10))).toEqual(["zh"]);
    expect(await entries.searchIndexed(['ev"ening OR', "NOT run*"], {}, 10)).toEqual([]);
    expect(ids(await entries.searchSubstring(["0%"], {}, 10))).toEqual(["pct"]);
    expect(ids(await entries.searchSubstring(["跑步"], {}, 10))).toEqual(["zh"]);
    expect((await entries.mustNots("DRAFT_SCHEDULE", 10)).map((e) => e.id)).toEqual(["run"]);
    expect(await entries.insert(entry("run", "again"))).toBe(false);
  });

  it("leases: one holder at a time across processes, taken over once expired, renewed while held", async () => {
    let now = 1_000_000;
    const a = new ThreadLeases(db, { replica: "A", ttlMs: 1000, now: () => now });
    const other = await open();
    const b = new ThreadLeases(other, { replica: "B", ttlMs: 1000, now: () => now });
    try {
      const [x, y] = await Promise.all([a.tryAcquire("t", "run-a"), b.tryAcquire("t", "run-b")]);
      expect([x, y].filter(Boolean)).toHaveLength(1);
      const winner = x ? a : b;
      const loser = x ? b : a;
      expect(await loser.holder("t")).toBe(x ? "run-a" : "run-b");
      now += 600;
      await winner.renew();
      now += 600; // 1200 after taking it, 600 after the renewal: still held
      expect(await loser.tryAcquire("t", "late")).toBeNull();
      now += 1000; // no renewal: expired
      const taken = await loser.tryAcquire("t", "takeover");
      expect(taken?.holder).toBe("takeover");
      await winner.renew(); // finds the lease gone and lets go of it
      await (x ?? y)!.release(); // releasing a lease someone else now holds deletes nothing
      expect(await winner.holder("t")).toBe("takeover");
      await taken!.release();
      expect(await a.holder("t")).toBeUndefined();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await other.close();
    }
  });

  it("leases: a run taken over keeps its id as holder; the replica whose lease lapsed hears it lost and releases nothing of the taker's", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const lost: string[] = [];
    const a = new ThreadLeases(db, { replica: "A", ttlMs: 1000, now: () => now, onLost: (t, h) => lost.push(`${t}/${h}`) });
    const other = await open();
    const b = new ThreadLeases(other, { replica: "B", ttlMs: 1000, now: () => now });
    try {
      const mine = await a.tryAcquire("t", "run-1");
      expect(mine).not.toBeNull();
      now += 1500; // A stalled past the TTL: B takes the run over under the same holder
      const taken = await b.tryAcquire("t", "run-1");
      expect(taken?.holder).toBe("run-1");
      await a.renew();
      expect(lost).toEqual(["t/run-1"]);
      await mine!.release();
      expect(await b.holder("t")).toBe("run-1");
      await taken!.release();
      expect(await b.holder("t")).toBeUndefined();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await other.close();
    }
  });

  it("fencing: once another replica took the lease, the replica that lost it lands no checkpoint and no write, and hears it lost", async () => {
    let now = Date.parse("2026-01-01T00:00:00Z");
    const a = new ThreadLeases(db, { replica: "A", ttlMs: 1000, now: () => now, onLost: () => undefined });
    const other = await open();
    const b = new ThreadLeases(other, { replica: "B", ttlMs: 1000, now: () => now });
    const savers: Checkpointer[] = [createCheckpointer(db), createCheckpointer(other)];
    const S = Annotation.Root({ n: Annotation<number>({ reducer: (_x, y) => y, default: () => 0 }) });
    const graphOn = (saver: Checkpointer) =>
      new StateGraph(S)
        .addNode("step", (st: typeof S.State) => ({ n: st.n + 1 }))
        .addEdge(START, "step")
        .addEdge("step", END)
        .compile({ checkpointer: saver });
    const [onA, onB] = savers.map(graphOn);
    const fenced = (thread: string, holder: string, replica: string) => ({ configurable: { thread_id: thread, [LEASE_FENCE_KEY]: { holder, replica } } });
    const checkpoints = async (saver: Checkpointer, thread: string) => {
      let n = 0;
      for await (const _ of saver.list({ configurable: { thread_id: thread } })) n++;
      return n;
    };
    try {
      const mine = await a.tryAcquire("t", "run-1");
      expect(mine?.replica).toBe("A");
      expect((await onA!.invoke({ n: 1 }, fenced("t", "run-1", "A"))).n).toBe(2);
      const before = await checkpoints(savers[1]!, "t");
      expect(before).toBeGreaterThan(0);

      now += 1500; // A stalled past the TTL: B takes the run over under the same holder
      const taken = await b.tryAcquire("t", "run-1");
      expect(taken?.holder).toBe("run-1");
      // A's copy of the run goes on: neither its checkpoints nor its task writes land.
      const refused = await onA!.invoke({ n: 10 }, fenced("t", "run-1", "A")).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isLeaseLostError(refused), String(refused)).toBe(true);
      expect((refused as { code?: string }).code).toBe("LEASE_LOST");
      const head = (await savers[1]!.getTuple({ configurable: { thread_id: "t" } }))!;
      const write = savers[0]!.putWrites(
        { configurable: { ...fenced("t", "run-1", "A").configurable, checkpoint_ns: "", checkpoint_id: head.checkpoint.id } },
        [["n", 99]],
        "task-a",
      ).then(
        () => null,
        (e: unknown) => e,
      );
      // In the same batch (SQLite), a write of a thread A still holds lands.
      expect(await a.tryAcquire("u", "run-2")).not.toBeNull();
      expect((await onA!.invoke({ n: 5 }, fenced("u", "run-2", "A"))).n).toBe(6);
      expect(await write).toMatchObject({ code: "LEASE_LOST" });
      expect(await checkpoints(savers[1]!, "t")).toBe(before);
      expect((await savers[1]!.getTuple({ configurable: { thread_id: "t" } }))!.pendingWrites ?? []).toEqual([]);
      expect((await onB!.getState({ configurable: { thread_id: "t" } })).values).toEqual({ n: 2 });

      // The taker writes; renewal tells A, through the lease's signal.
      expect((await onB!.invoke({ n: 20 }, fenced("t", "run-1", "B"))).n).toBe(21);
      expect(mine!.lost?.aborted).toBe(false);
      await a.renew();
      expect(mine!.lost?.aborted).toBe(true);
      // Writes without a fence (CLI, tests) are not checked.
      expect((await onA!.invoke({ n: 30 }, { configurable: { thread_id: "free" } })).n).toBe(31);
      await taken!.release();
    } finally {
      await Promise.all([a.close(), b.close()]);
      await other.close();
    }
  });

  it("recovery: a run nobody can resume is failed; one with a recorded start and no live lease is offered for takeover", async () => {
    const repo = new ThreadRunRepository(db);
    let now = Date.parse("2026-01-01T00:00:00Z");
    const leases = new ThreadLeases(db, { replica: "A", ttlMs: 1000, now: () => now });
    const thread = (id: string) => ({ thread_id: id, owner: "o", graph_id: "planner", status: "busy" as const, metadata: {}, created_at: "2026", updated_at: "2026", state_updated_at: "2026", error: null });
    const run = (id: string, t: string) => ({ run_id: id, thread_id: t, assistant_id: "planner", owner: "o", status: "running" as const, metadata: {}, multitask_strategy: "reject", created_at: "2026", updated_at: "2026", error: null });
    for (const t of ["old", "resumable", "live"]) await repo.createThread(thread(t));
    await repo.createRun(run("r-old", "old"));
    await repo.createRun(run("r-res", "resumable"));
    await repo.createRun(run("r-live", "live"));
    await leases.recordRun("r-res", { assistant_id: "planner", input: { goal: "g" } });
    await leases.recordRun("r-live", { assistant_id: "planner", input: { goal: "g" } });
    const lease = await leases.tryAcquire("live", "r-live");
    expect(lease).not.toBeNull();
    expect(await repo.recoverInterrupted(new Date(now).toISOString())).toBe(1);
    expect((await repo.getRun("old", "r-old"))?.status).toBe("error");
    expect((await repo.getThread("old"))?.status).toBe("idle");
    expect((await repo.getThread("resumable"))?.status).toBe("busy");
    const orphans = await leases.orphanedRuns();
    expect(orphans.map((o) => o.record.run_id)).toEqual(["r-res"]);
    expect(orphans[0]!.kwargs).toEqual({ assistant_id: "planner", input: { goal: "g" } });
    expect(orphans[0]!.record).not.toHaveProperty("kwargs");
    now += 5000; // the live lease lapses: that run is an orphan too
    expect((await leases.orphanedRuns()).map((o) => o.record.run_id).sort()).toEqual(["r-live", "r-res"]);
    await leases.close();
  });
});
