/**
 * Run streams as a LangGraph server sends them, mode by mode: values, updates, custom,
 * messages (metadata / partial / complete), messages-tuple, events, debug, tasks and
 * checkpoints in the server's shapes, subgraph events under `mode|namespace`; a graph's error
 * with its name and message; interrupts and resumes; context from the run or its assistant;
 * stateless runs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gather, startConformance, type Conformance } from "./conformance-helpers.js";

let c: Conformance;
beforeAll(async () => {
  c = await startConformance();
});
afterAll(async () => c?.close());

const HI = { messages: [{ type: "human", content: "hi", id: "m1" }] };
type Msg = { type: string; content: string; id: string };

async function stream(graph: string, payload: Parameters<typeof c.client.runs.stream>[2]) {
  const t = await c.client.threads.create();
  return { thread: t.thread_id, events: await gather(c.client.runs.stream(t.thread_id, graph, payload)) };
}

describe("stream modes", () => {
  it("values: metadata first, then each state; updates: one event per node", async () => {
    const { events } = await stream("chat", { input: HI, streamMode: "values" });
    expect(events[0]).toEqual({ id: "0", event: "metadata", data: { run_id: expect.any(String), attempt: 1 } });
    expect(new Set(events.map((e) => e.event))).toEqual(new Set(["metadata", "values"]));
    expect((events.at(-1)!.data as { messages: Msg[] }).messages.map((m) => m.content)).toEqual(["hi", "hello", "echo:hello", "bye"]);
    expect(events.map((e) => Number((e as { id?: string }).id))).toEqual(events.map((_, i) => i));

    const updates = (await stream("chat", { input: HI, streamMode: "updates" })).events.filter((e) => e.event === "updates");
    expect(updates.map((e) => Object.keys(e.data as object)[0])).toEqual(["model", "tool", "model"]);
  });

  it("messages: metadata once per message, partials that grow to the message, then complete ones", async () => {
    const { events } = await stream("chat", { input: HI, streamMode: "messages" });
    expect(new Set(events.map((e) => e.event))).toEqual(new Set(["metadata", "messages/metadata", "messages/partial", "messages/complete"]));
    const partials = events.filter((e) => e.event === "messages/partial").map((e) => (e.data as Msg[])[0]!);
    const byId = new Map<string, string>();
    for (const p of partials) byId.set(p.id, p.content);
    expect([...byId.values()]).toEqual(["hello", "bye"]);
    expect(events.filter((e) => e.event === "messages/metadata")).toHaveLength(2);
    const complete = events.filter((e) => e.event === "messages/complete").flatMap((e) => e.data as Msg[]);
    expect(complete.map((m) => [m.type, m.content])).toEqual([
      ["human", "hi"],
      ["ai", "hello"],
      ["tool", "echo:hello"],
      ["ai", "bye"],
    ]);
    expect(events.at(-1)!.event).toBe("messages/complete");
  });

  it("messages-tuple: [chunk, metadata] per model token, and the messages other nodes return", async () => {
    const { events } = await stream("chat", { input: HI, streamMode: "messages-tuple" });
    const tuples = events.filter((e) => e.event === "messages").map((e) => e.data as [Msg, { langgraph_node: string }]);
    expect(tuples.filter(([, meta]) => meta.langgraph_node === "model").map(([m]) => m.content).join("")).toBe("hellobye");
    expect(tuples.filter(([, meta]) => meta.langgraph_node === "tool").map(([m]) => m.content)).toEqual(["echo:hello"]);
  });

  it("events: the callback events beneath the run; custom: what nodes write", async () => {
    const { events } = await stream("chat", { input: HI, streamMode: "events" });
    const kinds = new Set(events.filter((e) => e.event === "events").map((e) => (e.data as { event: string }).event));
    expect(kinds).toEqual(new Set(["on_chain_start", "on_chain_end", "on_chat_model_start", "on_chat_model_stream", "on_chat_model_end"]));
    const custom = (await stream("builder", { input: {}, streamMode: "custom" })).events.filter((e) => e.event === "custom");
    expect(custom.map((e) => e.data)).toEqual([{ progress: "worked" }]);
  });

  it("debug checkpoints are the history's checkpoints; tasks and checkpoints modes in the server's shape", async () => {
    const { thread, events } = await stream("builder", { input: {}, streamMode: ["debug", "tasks", "checkpoints"] });
    const debug = events.filter((e) => e.event === "debug" && (e.data as { type: string }).type === "checkpoint").map((e) => (e.data as { payload: { checkpoint: unknown; parent_checkpoint: unknown } }).payload);
    const history = (await c.client.threads.getHistory(thread)).reverse();
    expect(debug.map((d) => d.checkpoint)).toEqual(history.map((h) => h.checkpoint));
    expect(debug.map((d) => d.parent_checkpoint)).toEqual(history.map((h) => h.parent_checkpoint));
    expect(JSON.stringify(debug)).not.toContain("callbacks");

    const tasks = events.filter((e) => e.event === "tasks").map((e) => e.data as { name: string; result?: unknown; triggers?: string[] });
    expect(tasks.map((t) => [t.name, "result" in t ? "result" : "start"])).toEqual([
      ["work", "start"],
      ["work", "result"],
      ["finish", "start"],
      ["finish", "result"],
    ]);
    const checkpoints = events.filter((e) => e.event === "checkpoints").map((e) => e.data as { metadata: { step: number; source: string }; next: string[] });
    expect(checkpoints.map((x) => [x.metadata.source, x.metadata.step, x.next])).toEqual([
      ["input", -1, ["__start__"]],
      ["loop", 0, ["work"]],
      ["loop", 1, ["finish"]],
      ["loop", 2, []],
    ]);
  });

  it("subgraph events come as mode|namespace with streamSubgraphs", async () => {
    const { thread } = await stream("nested", { input: { messages: [{ role: "human", content: "?" }] } });
    const resumed = await gather(c.client.runs.stream(thread, "nested", { input: null, streamMode: ["values", "updates"], streamSubgraphs: true }));
    expect(resumed.map((e) => e.event.replace(/:[^|]+$/, ":…"))).toEqual(["metadata", "values", "values|weather:…", "updates|weather:…", "values|weather:…", "updates", "values"]);
  });
});

describe("runs", () => {
  it("a graph's error keeps its name and message: stream error event, wait rejects, run and thread are error", async () => {
    const { thread, events } = await stream("broken", { input: {} });
    expect(events.at(-1)).toMatchObject({ event: "error", data: { error: "QuotaError", message: "out of quota" } });
    expect((await c.client.threads.get(thread)).status).toBe("error");
    await expect(c.client.runs.wait(thread, "broken", { input: {} })).rejects.toThrow("QuotaError: out of quota");
    const run = await c.client.runs.create(thread, "broken", { input: {} });
    await c.client.runs.join(thread, run.run_id);
    expect((await c.client.runs.get(thread, run.run_id)).status).toBe("error");
    await expect(c.client.runs.wait(thread, "no-such-graph", { input: {} })).rejects.toThrow(/No assistant found for/);
  });

  it("an interrupt inside a node: thread interrupted with it; a command resumes; interrupt_before stops before a node", async () => {
    const t = await c.client.threads.create();
    const paused = (await c.client.runs.wait(t.thread_id, "chat", { input: { ...HI, interrupt: true } })) as { __interrupt__: Array<{ id: string; value: string }> };
    expect(paused.__interrupt__).toEqual([{ id: expect.any(String), value: "may I?" }]);
    const thread = await c.client.threads.get(t.thread_id);
    expect(thread.status).toBe("interrupted");
    expect(Object.values(thread.interrupts)).toEqual([[{ id: paused.__interrupt__[0]!.id, value: "may I?" }]]);
    const done = (await c.client.runs.wait(t.thread_id, "chat", { command: { resume: "yes" } })) as { answer: string; messages: Msg[] };
    expect(done.answer).toBe("yes");
    expect(done.messages).toHaveLength(4);

    const b = await c.client.threads.create();
    await c.client.runs.wait(b.thread_id, "builder", { input: {}, interruptBefore: ["finish"] });
    expect((await c.client.threads.get(b.thread_id)).status).toBe("interrupted");
    expect((await c.client.threads.getState(b.thread_id)).next).toEqual(["finish"]);
    const rest = await gather(c.client.runs.stream(b.thread_id, "builder", { input: null, command: { update: { log: ["edited"] } } }));
    expect(rest.filter((e) => e.event === "error")).toEqual([]);
    expect((await c.client.threads.getState<{ log: string[] }>(b.thread_id)).values.log).toEqual(["work", "edited", "finish"]);
  });

  it("context comes from the run, else from its assistant", async () => {
    expect(await c.client.runs.wait(null, "contextual", { input: {} })).toEqual({ tier: "gold" });
    expect(await c.client.runs.wait(null, "contextual", { input: {}, context: { tier: "silver" } })).toEqual({ tier: "silver" });
    const a = await c.client.assistants.create({ graphId: "contextual", context: { tier: "bronze" } });
    expect(await c.client.runs.wait(null, a.assistant_id, { input: {} })).toEqual({ tier: "bronze" });
  });

  it("stateless runs leave no thread behind", async () => {
    const before = await c.client.threads.count();
    let created: { run_id: string; thread_id?: string } | undefined;
    const out = await c.client.runs.wait(null, "builder", { input: {}, onRunCreated: (m) => (created = m) });
    expect(out).toEqual({ log: ["work", "finish"] });
    expect(created?.run_id).toEqual(expect.any(String));
    const streamed = await gather(c.client.runs.stream(null, "builder", { input: {} }));
    expect(streamed.at(-1)).toMatchObject({ event: "values", data: { log: ["work", "finish"] } });
    expect(await c.client.threads.count()).toBe(before);
  });
});
