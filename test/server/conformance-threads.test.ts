/**
 * Threads as a LangGraph server keeps them: patch, copy (state and history), count, search by
 * values and status, creation from supersteps, run metadata in checkpoint metadata (history
 * filters on it), subgraph state by namespace, and state updates inside a subgraph.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gather, startConformance, type Conformance } from "./conformance-helpers.js";

let c: Conformance;
beforeAll(async () => {
  c = await startConformance();
});
afterAll(async () => c?.close());

type Chat = { messages: Array<{ type: string; content: string; id?: string; lc?: number }> };

describe("threads", () => {
  it("patch merges metadata; count and search find threads by metadata, status and current values", async () => {
    const t = await c.client.threads.create({ metadata: { project: "p1" } });
    await c.client.threads.update(t.thread_id, { metadata: { stage: "draft" } });
    expect((await c.client.threads.get(t.thread_id)).metadata).toEqual({ project: "p1", stage: "draft" });
    await c.client.runs.wait(t.thread_id, "builder", { input: { log: ["mark"] } });
    expect(await c.client.threads.count({ metadata: { project: "p1" } })).toBe(1);
    const byValues = await c.client.threads.search({ values: { log: ["mark", "work", "finish"] } });
    expect(byValues.map((x) => x.thread_id)).toEqual([t.thread_id]);
    expect(await c.client.threads.count({ status: "idle", metadata: { project: "p1" } })).toBe(1);
    expect(await c.client.threads.count({ status: "interrupted", metadata: { project: "p1" } })).toBe(0);
  });

  it("state messages are flat LangChain dicts, never constructor JSON", async () => {
    const t = await c.client.threads.create();
    await c.client.runs.wait(t.thread_id, "chat", { input: { messages: [{ type: "human", content: "hi", id: "m1" }] } });
    const s = await c.client.threads.getState<Chat>(t.thread_id);
    expect(s.values.messages.map((m) => [m.type, m.content])).toEqual([
      ["human", "hi"],
      ["ai", "hello"],
      ["tool", "echo:hello"],
      ["ai", "bye"],
    ]);
    expect(s.values.messages[0]).toEqual({ type: "human", content: "hi", id: "m1", additional_kwargs: {}, response_metadata: {} });
    expect(JSON.stringify(s)).not.toContain('"lc":1');
  });

  it("copy: the copy has the same state and history (with its own thread id) and diverges afterwards", async () => {
    const t = await c.client.threads.create({ metadata: { kind: "original" } });
    await c.client.runs.wait(t.thread_id, "builder", { input: { log: ["a"] } });
    const copy = await c.client.threads.copy(t.thread_id);
    expect(copy.thread_id).not.toBe(t.thread_id);
    expect(copy.metadata).toMatchObject({ kind: "original" });
    const [s1, s2] = [await c.client.threads.getState(t.thread_id), await c.client.threads.getState(copy.thread_id)];
    expect(s2).toEqual({
      ...s1,
      metadata: { ...s1.metadata, thread_id: copy.thread_id },
      checkpoint: { ...s1.checkpoint, thread_id: copy.thread_id },
      parent_checkpoint: { ...s1.parent_checkpoint, thread_id: copy.thread_id },
    });
    const [h1, h2] = [await c.client.threads.getHistory(t.thread_id), await c.client.threads.getHistory(copy.thread_id)];
    expect(h2.map((h) => h.checkpoint.checkpoint_id)).toEqual(h1.map((h) => h.checkpoint.checkpoint_id));

    await c.client.runs.wait(copy.thread_id, "builder", { input: { log: ["b"] } });
    expect((await c.client.threads.getState<{ log: string[] }>(copy.thread_id)).values.log).toEqual(["a", "work", "finish", "b", "work", "finish"]);
    expect(await c.client.threads.getState(t.thread_id)).toEqual(s1);
  });

  it("run metadata lands in checkpoint metadata: history filters by it", async () => {
    const t = await c.client.threads.create();
    await c.client.runs.wait(t.thread_id, "builder", { input: {} });
    await c.client.runs.wait(t.thread_id, "builder", { input: {}, metadata: { batch: "second" } });
    const all = await c.client.threads.getHistory(t.thread_id, { limit: 50 });
    const second = await c.client.threads.getHistory(t.thread_id, { metadata: { batch: "second" }, limit: 50 });
    expect(second.length).toBeGreaterThan(0);
    expect(second.length).toBeLessThan(all.length);
    expect(second.every((h) => h.metadata?.batch === "second" && h.metadata?.graph_id === "builder")).toBe(true);
  });

  it("a thread created from supersteps replays another thread's history", async () => {
    const source = await c.client.threads.create();
    const updates = (await gather(c.client.runs.stream(source.thread_id, "builder", { input: { log: ["s"] }, streamMode: ["updates"] }))).filter((e) => e.event === "updates");
    const history = await c.client.threads.getHistory(source.thread_id);
    const clone = await c.client.threads.create({
      graphId: "builder",
      supersteps: [
        { updates: [{ asNode: "__input__", values: { log: ["s"] } }] },
        { updates: [{ asNode: "__start__", values: { log: ["s"] } }] },
        ...updates.map(({ data }) => ({ updates: Object.entries(data as object).map(([asNode, values]) => ({ asNode, values })) })),
      ],
    });
    const replayed = await c.client.threads.getHistory(clone.thread_id);
    expect(replayed.map(({ next, values }) => ({ next, values }))).toEqual(history.map(({ next, values }) => ({ next, values })));
  });

  it("subgraph state: the paused task names its namespace; state, updates and history work inside it", async () => {
    const t = await c.client.threads.create();
    await c.client.runs.wait(t.thread_id, "nested", { input: { messages: [{ role: "human", content: "weather?" }] } });
    const s = await c.client.threads.getState(t.thread_id);
    expect(s.next).toEqual(["weather"]);
    expect(s.tasks).toEqual([
      {
        id: expect.any(String),
        name: "weather",
        path: ["__pregel_pull", "weather"],
        error: null,
        interrupts: [],
        checkpoint: { thread_id: t.thread_id, checkpoint_ns: expect.stringMatching(/^weather:/) },
        state: null,
        result: null,
      },
    ]);
    const expanded = await c.client.threads.getState(t.thread_id, undefined, { subgraphs: true });
    expect(expanded.tasks[0]!.state).toMatchObject({ values: { city: "Lisbon" }, next: ["report"] });

    const ns = s.tasks[0]!.checkpoint!;
    await c.client.threads.updateState(t.thread_id, { values: { city: "Porto" }, checkpoint: ns });
    const inner = await c.client.threads.getState<{ city: string }>(t.thread_id, ns);
    expect(inner.values.city).toBe("Porto");
    expect(inner.next).toEqual(["report"]);

    const done = (await c.client.runs.wait(t.thread_id, "nested", { input: null })) as Chat;
    expect(done.messages.at(-1)?.content).toBe("sunny in Porto");
    expect((await c.client.threads.getHistory(t.thread_id, { checkpoint: ns })).length).toBeGreaterThan(2);
  });
});
