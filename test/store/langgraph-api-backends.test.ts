/**
 * What the LangGraph server API keeps (010-langgraph-api) on both dialects: assistants and their
 * versions, the long-term store (prefix search, LIKE metacharacters, namespaces in byte order),
 * the run queue, and a run's checkpoints — stamped with the run by RunMetadataSaver over the
 * dialect's saver (SqliteSaver, PostgresSaver) and deleted on rollback without touching the
 * runs before it.
 */
import { Annotation, END, START, StateGraph } from "@langchain/langgraph";
import { afterEach, beforeEach, expect, it } from "vitest";
import { RunMetadataSaver } from "../../src/app/run-metadata-saver.js";
import { loadConfig } from "../../src/config.js";
import type { AssistantRecord } from "../../src/server/assistants.js";
import { AssistantRepository } from "../../src/store/assistants.js";
import { createCheckpointer } from "../../src/store/checkpointer.js";
import { openAppDatabase, type Database } from "../../src/store/db.js";
import { DatabaseLangGraphStore } from "../../src/store/langgraph-store.js";
import { RunCheckpointRepository } from "../../src/store/run-checkpoints.js";
import { RunQueueRepository } from "../../src/store/run-queue.js";
import { describeBackends, freshDatabase, type TestDatabase } from "../fixtures/backends.js";

describeBackends("LangGraph API tables", (backend) => {
  let tdb: TestDatabase;
  let db: Database;
  beforeEach(async () => {
    tdb = await freshDatabase(backend, "lgapi");
    db = await openAppDatabase(loadConfig(tdb.env).db);
  });
  afterEach(async () => {
    await db?.close();
    await tdb?.drop();
  });

  it("assistants: create once, versions newest first, visible to their owner and system ones to all, delete", async () => {
    const repo = new AssistantRepository(db);
    const a = (id: string, owner: string | null, at: string): AssistantRecord => ({
      assistant_id: id,
      owner,
      graph_id: "builder",
      version: 1,
      config: { configurable: { node: "n" } },
      context: {},
      metadata: { k: "v" },
      name: id,
      description: null,
      created_at: at,
      updated_at: at,
    });
    expect(await repo.create(a("sys", null, "2026-01-01T00:00:00Z"))).toBe(true);
    expect(await repo.create(a("mine", "alice", "2026-01-02T00:00:00Z"))).toBe(true);
    expect(await repo.create(a("mine", "bob", "2026-01-03T00:00:00Z"))).toBe(false);
    expect(await repo.create(a("bobs", "bob", "2026-01-04T00:00:00Z"))).toBe(true);
    expect((await repo.listVisible("alice")).map((r) => r.assistant_id)).toEqual(["mine", "sys"]);
    const v2 = { ...a("mine", "alice", "2026-01-02T00:00:00Z"), version: 2, name: "renamed", updated_at: "2026-01-05T00:00:00Z" };
    const { owner: _o, updated_at: _u, ...version } = v2;
    await repo.update(v2, version);
    expect(await repo.get("mine")).toMatchObject({ owner: "alice", version: 2, name: "renamed", config: { configurable: { node: "n" } }, metadata: { k: "v" } });
    expect((await repo.versions("mine")).map((v) => [v.version, v.name])).toEqual([
      [2, "renamed"],
      [1, "mine"],
    ]);
    expect(await repo.delete("mine")).toBe(true);
    expect(await repo.delete("mine")).toBe(false);
    expect(await repo.versions("mine")).toEqual([]);
  });

  it("store: get, put over, prefix search that treats % and _ as text, filters, namespaces in byte order", async () => {
    const store = new DatabaseLangGraphStore(db);
    await store.put(["docs", "a_b"], "k1", { n: 1 });
    await store.put(["docs", "axb"], "k2", { n: 2 });
    await store.put(["docs", "a%"], "k3", { n: 3 });
    await store.put(["docs", "a_b", "deep"], "k4", { n: 4 });
    await store.put(["Docs"], "k5", { n: 5 });
    expect((await store.get(["docs", "a_b"], "k1"))?.value).toEqual({ n: 1 });
    await store.put(["docs", "a_b"], "k1", { n: 10 });
    expect((await store.get(["docs", "a_b"], "k1"))?.value).toEqual({ n: 10 });
    expect((await store.search(["docs", "a_b"])).map((i) => i.key).sort()).toEqual(["k1", "k4"]);
    expect((await store.search(["docs", "a%"])).map((i) => i.key)).toEqual(["k3"]);
    expect((await store.search(["docs"], { filter: { n: { $gte: 3, $lt: 10 } } })).map((i) => i.key).sort()).toEqual(["k3", "k4"]);
    // The same order on both dialects: the JSON text's bytes (upper case before lower, '%' before
    // '_' before 'x', a longer namespace's ',' before a shorter one's ']').
    expect(await store.listNamespaces({ limit: 10 })).toEqual([["Docs"], ["docs", "a%"], ["docs", "a_b", "deep"], ["docs", "a_b"], ["docs", "axb"]]);
    expect(await store.listNamespaces({ prefix: ["docs"], maxDepth: 2, limit: 10 })).toEqual([["docs", "a%"], ["docs", "a_b"], ["docs", "axb"]]);
    expect(await store.deleteNamespacePrefix(["docs", "a_b"])).toBe(2);
    await store.delete(["Docs"], "k5");
    expect(await store.get(["Docs"], "k5")).toBeNull();
    expect((await store.search([])).map((i) => i.key).sort()).toEqual(["k2", "k3"]);
  });

  it("run queue: put once, listed oldest first, deleted", async () => {
    const q = new RunQueueRepository(db);
    const run = (id: string, at: string) => ({ run_id: id, thread_id: "t", owner: "o", body: { assistant_id: "builder", input: { log: [id] } }, stream_modes: [], headers: { "x-a": "b" }, stateless: false, webhook: null, created_at: at });
    await q.put(run("r2", "2026-01-02T00:00:00Z"));
    await q.put(run("r1", "2026-01-01T00:00:00Z"));
    await q.put(run("r1", "2026-01-01T00:00:00Z"));
    expect(await q.list()).toEqual([run("r1", "2026-01-01T00:00:00Z"), run("r2", "2026-01-02T00:00:00Z")]);
    await q.delete("r1");
    expect((await q.list()).map((r) => r.run_id)).toEqual(["r2"]);
  });

  it("checkpoints name their run; a rollback deletes one run's and keeps the one before", async () => {
    const State = Annotation.Root({ log: Annotation<string[]>({ reducer: (a, b) => a.concat(b), default: () => [] }) });
    const graph = new StateGraph(State)
      .addNode("work", () => ({ log: ["work"] }))
      .addEdge(START, "work")
      .addEdge("work", END)
      .compile({ checkpointer: new RunMetadataSaver(createCheckpointer(db)) });
    const run = (runId: string, log: string) =>
      graph.invoke({ log: [log] }, { configurable: { thread_id: "t1", user: "u\u0000x" }, metadata: { run_id: runId, note: "n\u0000" } });
    await run("r1", "one");
    await run("r2", "two");
    expect((await graph.getState({ configurable: { thread_id: "t1" } })).values.log).toEqual(["one", "work", "two", "work"]);
    const head = await graph.getState({ configurable: { thread_id: "t1" } });
    // Stamped with the run, the configurable's plain values and the run's metadata (NUL dropped: jsonb cannot hold one).
    expect(head.metadata).toMatchObject({ run_id: "r2", user: "ux", note: "n" });
    const byRun = async (runId: string) => {
      const out = [];
      for await (const s of graph.getStateHistory({ configurable: { thread_id: "t1" } }, { filter: { run_id: runId } })) out.push(s);
      return out;
    };
    expect((await byRun("r2")).length).toBeGreaterThan(0);

    await new RunCheckpointRepository(db).deleteRunCheckpoints("t1", "r2");
    expect(await byRun("r2")).toEqual([]);
    expect((await byRun("r1")).length).toBeGreaterThan(0);
    const after = await graph.getState({ configurable: { thread_id: "t1" } });
    expect(after.values.log).toEqual(["one", "work"]);
    expect((after.metadata as Record<string, unknown> | undefined)?.run_id).toBe("r1");
    // The thread goes on from there.
    await run("r3", "three");
    expect((await graph.getState({ configurable: { thread_id: "t1" } })).values.log).toEqual(["one", "work", "three", "work"]);
  });
});
