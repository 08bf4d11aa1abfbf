/**
 * Our SQLite checkpoint saver (src/store/sqlite-checkpoint-saver.ts): large values stored once
 * per thread by content, unchanged values not serialised again, task writes committed with the
 * superstep's checkpoint — and none of it visible to LangGraph: state, history, interrupts,
 * forks, parallel branches and threads SqliteSaver wrote all behave as before.
 */
import { Annotation, Command, END, interrupt, Send, START, StateGraph } from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { SqliteCheckpointSaver, VALUE_MIN_CHARS } from "../../src/store/sqlite-checkpoint-saver.js";
import { fileDb, memoryDb, tempDbPath } from "./helpers.js";

/** A value well over the size that is stored by key. */
const big = (tag: string) => ({ tag, items: Array.from({ length: 40 }, (_, i) => ({ i, title: `${tag} item ${i}` })) });
type Big = ReturnType<typeof big>;

const State = Annotation.Root({
  doc: Annotation<Big | null>({ reducer: (_c, u) => u, default: () => null }),
  n: Annotation<number>({ reducer: (_c, u) => u, default: () => 0 }),
  log: Annotation<string[]>({ reducer: (c, u) => [...c, ...u], default: () => [] }),
});

/** draft (writes doc) → count × 3 (only n changes) → ask (interrupts) → done. */
function linearGraph(saver: SqliteCheckpointSaver | SqliteSaver) {
  return new StateGraph(State)
    .addNode("draft", () => ({ doc: big("outline"), log: ["draft"] }))
    .addNode("count", (s: typeof State.State) => ({ n: s.n + 1 }))
    .addNode("ask", () => ({ log: [String(interrupt({ kind: "approval" }))] }))
    .addEdge(START, "draft")
    .addEdge("draft", "count")
    .addConditionalEdges("count", (s: typeof State.State) => (s.n < 3 ? "count" : "ask"), ["count", "ask"])
    .addEdge("ask", END)
    .compile({ checkpointer: saver });
}

const rows = (db: Database, table: string, thread: string) => (db.sqlite.prepare(`SELECT count(*) FROM ${table} WHERE thread_id = ?`).pluck().get(thread) as number);

let open: Database[] = [];
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const db of open) await db.close();
  open = [];
  for (const c of cleanups.splice(0)) c();
});
async function db(): Promise<Database> {
  const d = await memoryDb();
  open.push(d);
  return d;
}

describe("SqliteCheckpointSaver", () => {
  it("stores a large value once however many checkpoints hold it, and reads it back", async () => {
    const d = await db();
    const g = linearGraph(new SqliteCheckpointSaver(d.sqlite));
    const cfg = { configurable: { thread_id: "t1" } };
    await g.invoke({ n: 0 }, cfg);
    expect(JSON.stringify(big("outline")).length).toBeGreaterThanOrEqual(VALUE_MIN_CHARS);
    expect(rows(d, "checkpoints", "t1")).toBeGreaterThanOrEqual(6);
    // The draft's write and every checkpoint after it hold the outline: one stored copy.
    const docs = (d.sqlite.prepare("SELECT count(*) FROM checkpoint_values WHERE thread_id = 't1'").pluck().get() as number);
    expect(docs).toBe(1);
    const s = await g.getState(cfg);
    expect(s.values).toMatchObject({ doc: big("outline"), n: 3, log: ["draft"] });
    expect(s.tasks.flatMap((t) => t.interrupts).map((i) => i.value)).toEqual([{ kind: "approval" }]);
    const done = await g.invoke(new Command({ resume: "yes" }), cfg);
    expect(done).toMatchObject({ doc: big("outline"), n: 3, log: ["draft", "yes"] });
    // History reads every checkpoint back whole.
    const history = [];
    for await (const h of g.getStateHistory(cfg)) history.push(h);
    expect(history.filter((h) => h.values.doc !== null).every((h) => (h.values.doc as Big).tag === "outline")).toBe(true);
  });

  it("resumes in a new saver on the same file, and continues threads SqliteSaver wrote", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const first = await fileDb(file);
    await linearGraph(new SqliteSaver(first.sqlite)).invoke({ n: 0 }, { configurable: { thread_id: "old" } });
    await linearGraph(new SqliteCheckpointSaver(first.sqlite)).invoke({ n: 0 }, { configurable: { thread_id: "new" } });
    await first.close();

    const second = await fileDb(file);
    open.push(second);
    const g = linearGraph(new SqliteCheckpointSaver(second.sqlite));
    for (const thread_id of ["old", "new"]) {
      const cfg = { configurable: { thread_id } };
      expect((await g.getState(cfg)).values).toMatchObject({ doc: big("outline"), n: 3 });
      expect(await g.invoke(new Command({ resume: "ok" }), cfg)).toMatchObject({ doc: big("outline"), log: ["draft", "ok"] });
    }
  });

  it("keeps a fork's values apart from the branch it forked from", async () => {
    const d = await db();
    const g = linearGraph(new SqliteCheckpointSaver(d.sqlite));
    const cfg = { configurable: { thread_id: "fork" } };
    await g.invoke({ n: 0 }, cfg);
    let afterDraft: { configurable?: Record<string, unknown> } | undefined;
    for await (const h of g.getStateHistory(cfg)) if (h.values.n === 0 && h.values.doc) afterDraft = h.config;
    expect(afterDraft).toBeDefined();
    const forked = await g.updateState(afterDraft!, { doc: big("changed"), n: 2 }, "count");
    const out = await g.invoke(null, forked);
    expect((out.doc as Big).tag).toBe("changed");
    expect(((await g.getState(afterDraft!)).values.doc as Big).tag).toBe("outline");
    expect(((await g.getState(forked)).values.doc as Big).tag).toBe("changed");
  });

  it("stores what a node returned even when it changed an object it was handed", async () => {
    const d = await db();
    const g = new StateGraph(State)
      .addNode("draft", () => ({ doc: big("v1") }))
      .addNode("edit", (s: typeof State.State) => {
        // Against LangGraph's rules, but it must not be stored as the old value.
        s.doc!.tag = "v2";
        return { doc: s.doc };
      })
      .addEdge(START, "draft")
      .addEdge("draft", "edit")
      .addEdge("edit", END)
      .compile({ checkpointer: new SqliteCheckpointSaver(d.sqlite) });
    const cfg = { configurable: { thread_id: "m" } };
    await g.invoke({ n: 0 }, cfg);
    // A fresh saver reads from the database only.
    const fresh = linearGraph(new SqliteCheckpointSaver(d.sqlite));
    expect(((await fresh.getState(cfg)).values.doc as Big).tag).toBe("v2");
  });

  it("stores a value shared by two threads in each, and again after deleteThread removed it", async () => {
    const d = await db();
    // The same object enters every thread's checkpoints as a default, without a write.
    const shared = big("shared");
    const S = Annotation.Root({ conf: Annotation<Big>({ reducer: (_c, u) => u, default: () => shared }), n: Annotation<number>() });
    const saver = new SqliteCheckpointSaver(d.sqlite);
    const g = new StateGraph(S)
      .addNode("x", () => ({ n: 1 }))
      .addEdge(START, "x")
      .addEdge("x", END)
      .compile({ checkpointer: saver });
    const read = async (thread_id: string) => {
      const fresh = new StateGraph(S).addNode("x", () => ({})).addEdge(START, "x").compile({ checkpointer: new SqliteCheckpointSaver(d.sqlite) });
      return (await fresh.getState({ configurable: { thread_id } })).values.conf;
    };
    await g.invoke({ n: 0 }, { configurable: { thread_id: "a" } });
    await g.invoke({ n: 0 }, { configurable: { thread_id: "b" } });
    expect(await read("a")).toEqual(shared);
    expect(await read("b")).toEqual(shared);
    // The thread that stored it last is deleted, then written again.
    await saver.deleteThread("b");
    expect(rows(d, "checkpoint_values", "b")).toBe(0);
    expect(rows(d, "checkpoints", "b")).toBe(0);
    expect(rows(d, "writes", "b")).toBe(0);
    expect(await read("a")).toEqual(shared);
    await g.invoke({ n: 0 }, { configurable: { thread_id: "b" } });
    expect(await read("b")).toEqual(shared);
  });

  it("returns pending writes in LangGraph's order (task path, task id, index), whatever order they came in", async () => {
    const d = await db();
    const saver = new SqliteCheckpointSaver(d.sqlite);
    const config = { configurable: { thread_id: "o", checkpoint_ns: "" } };
    const stored = await saver.put(config, { v: 4, id: "cp-1", ts: "2026-01-01T00:00:00Z", channel_values: {}, channel_versions: {}, versions_seen: {} }, { source: "loop", step: 0, parents: {} });
    // Task ids sort opposite to their paths.
    await Promise.all([
      saver.putWrites(stored, [["out", "third"]], "task-a", "~__pregel_push, 2"),
      saver.putWrites(stored, [["out", "first"], ["out", "second"]], "task-c", "~__pregel_push, 0"),
      saver.putWrites(stored, [["out", "x".repeat(VALUE_MIN_CHARS)]], "task-b", "~__pregel_push, 1"),
    ]);
    const t = await saver.getTuple(stored);
    expect(t!.pendingWrites!.map(([task, , v]) => `${task}:${String(v).slice(0, 6)}`)).toEqual(["task-c:first", "task-c:second", "task-b:xxxxxx", "task-a:third"]);
  });

  it("commits a write that ends a run (an interrupt) at once; other writes wait for the checkpoint or the next turn", async () => {
    const d = await db();
    const saver = new SqliteCheckpointSaver(d.sqlite);
    const config = { configurable: { thread_id: "i", checkpoint_ns: "" } };
    const stored = await saver.put(config, { v: 4, id: "cp-1", ts: "2026-01-01T00:00:00Z", channel_values: {}, channel_versions: {}, versions_seen: {} }, { source: "loop", step: 0, parents: {} });
    const count = () => d.sqlite.prepare("SELECT count(*) FROM writes WHERE thread_id = 'i'").pluck().get() as number;
    const ordinary = saver.putWrites(stored, [["out", 1]], "task-1", "a");
    expect(count()).toBe(0);
    await ordinary;
    expect(count()).toBe(1);
    const waiting = saver.putWrites(stored, [["out", 2]], "task-2", "b");
    // (Plain values are written without an await, so "at once" is within the call.)
    const special = saver.putWrites(stored, [["__interrupt__", [{ value: "ask", id: "x" }]]], "task-3", "c");
    expect(count()).toBe(3);
    await Promise.all([waiting, special]);
  });

  it("schedules one flush per turn however many batches its checkpoints commit, and still flushes the last on the next turn", async () => {
    const d = await db();
    const saver = new SqliteCheckpointSaver(d.sqlite);
    const count = () => d.sqlite.prepare("SELECT count(*) FROM writes WHERE thread_id = 'f'").pluck().get() as number;
    const scheduled = vi.spyOn(globalThis, "setImmediate");
    try {
      let config = { configurable: { thread_id: "f", checkpoint_ns: "" } } as { configurable: Record<string, string> };
      // A run on microtasks only: each superstep's writes are committed by the next checkpoint, in the same turn.
      for (let i = 0; i < 20; i++) {
        config = (await saver.put(config, { v: 4, id: `cp-${String(i).padStart(2, "0")}`, ts: "2026-01-01T00:00:00Z", channel_values: {}, channel_versions: {}, versions_seen: {} }, { source: "loop", step: i, parents: {} })) as typeof config;
        void saver.putWrites(config, [["out", i]], `task-${i}`, "a");
      }
      expect(scheduled).toHaveBeenCalledTimes(1);
      // The last superstep's write has no checkpoint after it: the next turn commits it.
      expect(count()).toBe(19);
      await new Promise((r) => setImmediate(r));
      expect(count()).toBe(20);
    } finally {
      scheduled.mockRestore();
    }
  });

  it("keeps finished parallel branches when a sibling fails, and replays their writes in task order on resume", async () => {
    const d = await db();
    const P = Annotation.Root({ out: Annotation<string[]>({ reducer: (c, u) => [...c, ...u], default: () => [] }) });
    const ran: number[] = [];
    let failing = true;
    const g = new StateGraph(P)
      .addNode("fan", () => ({}))
      .addNode("branch", async (x: { i: number }) => {
        ran.push(x.i);
        if (x.i === 2) {
          // Branch 2 finishes last (the others' writes are waiting by then) and fails the first time.
          await new Promise((r) => setTimeout(r, 5));
          if (failing) throw new Error("branch 2 failed");
        }
        // Branch 1's output is large enough to be stored by key.
        return { out: [x.i === 1 ? `b1${"x".repeat(VALUE_MIN_CHARS)}` : `b${x.i}`] };
      })
      .addEdge(START, "fan")
      .addConditionalEdges("fan", () => [0, 1, 2].map((i) => new Send("branch", { i })), ["branch"])
      .addEdge("branch", END)
      .compile({ checkpointer: new SqliteCheckpointSaver(d.sqlite) });
    const cfg = { configurable: { thread_id: "par" } };
    await expect(g.invoke({}, cfg)).rejects.toThrow(/branch 2 failed/);
    expect([...ran].sort()).toEqual([0, 1, 2]);
    // The error was committed at once, and with it the finished branches' writes.
    const committed = d.sqlite.prepare("SELECT channel FROM writes WHERE thread_id = 'par' AND channel IN ('out', '__error__')").pluck().all();
    expect(committed.sort()).toEqual(["__error__", "out", "out"]);
    ran.length = 0;
    failing = false;
    const out = await g.invoke(null, cfg);
    expect(ran).toEqual([2]);
    expect(out.out.map((s: string) => s.slice(0, 2))).toEqual(["b0", "b1", "b2"]);
  });

  it("runs a nested graph's checkpoints under its node, and leaves the connection at its own synchronous level", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const d = await fileDb(file, { synchronous: "FULL" });
    open.push(d);
    const saver = new SqliteCheckpointSaver(d.sqlite);
    const inner = new StateGraph(State)
      .addNode("a", (s: typeof State.State) => ({ n: s.n + 1, doc: big("inner") }))
      .addNode("b", (s: typeof State.State) => ({ n: s.n + 1 }))
      .addEdge(START, "a")
      .addEdge("a", "b")
      .addEdge("b", END)
      .compile();
    const g = new StateGraph(State)
      .addNode("outer", async (s: typeof State.State, config) => {
        const out = await inner.invoke({ n: s.n }, config);
        return { n: out.n, doc: out.doc };
      }, { subgraphs: [inner] })
      .addEdge(START, "outer")
      .addEdge("outer", END)
      .compile({ checkpointer: saver });
    const cfg = { configurable: { thread_id: "s" } };
    expect(await g.invoke({ n: 0 }, cfg)).toMatchObject({ n: 2, doc: big("inner") });
    const nested = d.sqlite.prepare("SELECT count(*) FROM checkpoints WHERE thread_id = 's' AND checkpoint_ns != ''").pluck().get() as number;
    expect(nested).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setImmediate(r));
    expect(d.sqlite.pragma("synchronous", { simple: true })).toBe(2);
  });

  it("commits a run's checkpoints relaxed and makes them durable once: at an interrupt's writes, or by one sync when the run ends", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const d = await fileDb(file, { synchronous: "FULL" });
    open.push(d);
    const saver = new SqliteCheckpointSaver(d.sqlite);
    // The marker row a durable sync rewrites: its counter is how many syncs had something to make durable.
    const syncs = () => (d.sqlite.prepare("SELECT coalesce(max(n), 0) FROM checkpoint_durable").pluck().get() as number);
    const g = linearGraph(saver);
    const cfg = { configurable: { thread_id: "d" } };
    // Six checkpoints, then the interrupt: its writes commit at FULL, which makes them all durable.
    await g.invoke({ n: 0 }, cfg);
    expect(rows(d, "checkpoints", "d")).toBeGreaterThanOrEqual(6);
    saver.sync();
    expect(syncs()).toBe(0);
    // The resumed run ends at END with relaxed checkpoints only: one sync makes them durable, a second has nothing to do.
    await g.invoke(new Command({ resume: "yes" }), cfg);
    saver.sync();
    expect(syncs()).toBe(1);
    saver.sync();
    expect(syncs()).toBe(1);
    // Left to itself, the saver syncs on the next turn of the event loop.
    await g.invoke({ n: 0 }, { configurable: { thread_id: "e" } });
    await g.invoke(new Command({ resume: "yes" }), { configurable: { thread_id: "e" } });
    expect(syncs()).toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(syncs()).toBe(2);
    expect(d.sqlite.pragma("synchronous", { simple: true })).toBe(2);
  });
});
