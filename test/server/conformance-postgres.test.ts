/**
 * The LangGraph server API on PostgreSQL (the replicas' database), driven by the official SDK:
 * assistants with versions, the store, history filtered by run metadata (checkpoints stamped by
 * RunMetadataSaver over PostgresSaver), a rollback that deletes the run's checkpoints, and runs
 * queued or delayed when the server stopped run after the next start (taken over from the
 * ledger). The SQLite side of each is in the other conformance files.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describePg, freshDatabase, type TestDatabase } from "../fixtures/backends.js";
import { startConformance, type Conformance } from "./conformance-helpers.js";

type Log = { log: string[] };
const LONG = 60_000;
let tdb: TestDatabase;
let c: Conformance;

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("condition never held");
}

describePg("conformance on PostgreSQL", () => {
  beforeAll(async () => {
    tdb = await freshDatabase("postgres", "conformance");
    c = await startConformance(tdb.env);
  }, 60_000);
  afterAll(async () => {
    await c?.close();
    await tdb?.drop();
  });

  it("assistants: create, update to a new version, search, versions", async () => {
    const a = await c.client.assistants.create({ graphId: "factory", config: { configurable: { node: "first" } }, name: "pg-assistant" });
    const b = await c.client.assistants.update(a.assistant_id, { config: { configurable: { node: "second" } }, metadata: { team: "x" } });
    expect(b.version).toBe(2);
    expect((await c.client.assistants.search({ graphId: "factory" })).map((x) => x.assistant_id)).toContain(a.assistant_id);
    expect((await c.client.assistants.getVersions(a.assistant_id)).map((v) => v.version)).toEqual([2, 1]);
    const t = await c.client.threads.create();
    expect(await c.client.runs.wait(t.thread_id, a.assistant_id, { input: {} })).toMatchObject({ log: ["second"] });
  });

  it("store: put, search with a filter, namespaces, delete", async () => {
    await c.client.store.putItem(["pg", "a"], "k1", { n: 1 });
    await c.client.store.putItem(["pg", "b"], "k2", { n: 2 });
    expect((await c.client.store.searchItems(["pg"], { filter: { n: 2 } })).items.map((i) => i.key)).toEqual(["k2"]);
    expect((await c.client.store.listNamespaces({ prefix: ["pg"] })).namespaces).toEqual([
      ["pg", "a"],
      ["pg", "b"],
    ]);
    await c.client.store.deleteItem(["pg", "a"], "k1");
    expect(await c.client.store.getItem(["pg", "a"], "k1")).toBeNull();
  });

  it("history by run metadata; rollback deletes the running run and its checkpoints", async () => {
    const t = (await c.client.threads.create()).thread_id;
    const kept = await c.client.runs.create(t, "builder", { input: { log: ["kept"] }, metadata: { batch: "kept" } });
    await c.client.runs.join(t, kept.run_id);
    expect((await c.client.threads.getHistory(t, { metadata: { run_id: kept.run_id } })).length).toBeGreaterThan(0);
    const dropped = await c.client.runs.create(t, "builder", { input: { log: ["dropped"], sleep_ms: LONG } });
    await waitFor(async () => (await c.client.threads.getHistory(t, { metadata: { run_id: dropped.run_id } })).length > 0);
    const next = await c.client.runs.create(t, "builder", { input: { log: ["next"] }, multitaskStrategy: "rollback" });
    await c.client.runs.join(t, next.run_id);
    await expect(c.client.runs.get(t, dropped.run_id)).rejects.toThrow("HTTP 404");
    expect(await c.client.threads.getHistory(t, { metadata: { run_id: dropped.run_id } })).toEqual([]);
    expect((await c.client.threads.getState<Log>(t)).values.log).toEqual(["kept", "work", "finish", "next", "work", "finish"]);
  });

  it("runs queued or delayed at shutdown run after the next start; the one cut short stays interrupted", { timeout: 60_000 }, async () => {
    const t = (await c.client.threads.create()).thread_id;
    const running = await c.client.runs.create(t, "builder", { input: { log: ["r1"], sleep_ms: LONG } });
    const queued = await c.client.runs.create(t, "builder", { input: { log: ["r2"], sleep_ms: 0 }, multitaskStrategy: "enqueue" });
    const other = (await c.client.threads.create()).thread_id;
    const delayed = await c.client.runs.create(other, "builder", { input: { log: ["later"] }, afterSeconds: 1 });
    await waitFor(async () => (await c.client.runs.get(t, running.run_id)).status === "running");
    await c.close();

    c = await startConformance(tdb.env);
    await c.client.runs.join(t, queued.run_id);
    await c.client.runs.join(other, delayed.run_id);
    expect((await c.client.runs.get(t, running.run_id)).status).toBe("interrupted");
    expect((await c.client.runs.get(t, queued.run_id)).status).toBe("success");
    expect((await c.client.runs.get(other, delayed.run_id)).status).toBe("success");
    expect((await c.client.threads.getState<Log>(t)).values.log).toEqual(["r1", "r2", "work", "finish"]);
    expect((await c.client.threads.getState<Log>(other)).values.log).toEqual(["later", "work", "finish"]);
    expect((await c.client.threads.get(t)).status).toBe("idle");
  });
});
