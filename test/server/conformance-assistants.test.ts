/**
 * Serving a langgraph.json, and assistants: every export form loads; each graph has a system
 * assistant carrying LANGGRAPH_CONFIG's config and context; assistants are created, changed
 * (a version each time), searched, counted, rolled back to a version and deleted; a graph's
 * drawing, schemas and subgraphs are served.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startConformance, type Conformance } from "./conformance-helpers.js";

let c: Conformance;
beforeAll(async () => {
  c = await startConformance();
});
afterAll(async () => c?.close());

describe("serving a langgraph.json", () => {
  it("serves every graph it names beside the planner, whatever form the export takes", async () => {
    const info = (await (await fetch(`${c.url}/info`)).json()) as { graphs: string[] };
    expect(info.graphs.sort()).toEqual(["broken", "builder", "chat", "contextual", "factory", "memory", "nested", "planner", "promised", "typed"]);
    for (const graph of ["builder", "promised"]) {
      const out = await c.client.runs.wait(null, graph, { input: { log: ["start"] } });
      expect(out).toEqual({ log: ["start", "work", "finish"] });
    }
    expect(c.warnings.join("\n")).toContain("ui");
  });

  it("builds a factory graph per run config; the system assistant's config comes from LANGGRAPH_CONFIG", async () => {
    expect(await c.client.runs.wait(null, "factory", { input: {} })).toEqual({ log: ["configured"] });
    expect(await c.client.runs.wait(null, "factory", { input: {}, config: { configurable: { node: "per_run" } } })).toEqual({ log: ["per_run"] });
    const system = await c.client.assistants.get("factory");
    expect(system).toMatchObject({ graph_id: "factory", config: { configurable: { node: "configured" } }, metadata: { created_by: "system" }, version: 1 });
    expect((await c.client.assistants.get("contextual")).context).toEqual({ tier: "gold" });
    expect((await c.client.assistants.get("broken")).description).toBe("always fails");
  });
});

describe("assistants", () => {
  it("create, update as new versions, list versions, set latest, delete", async () => {
    const a = await c.client.assistants.create({ graphId: "factory", config: { configurable: { node: "first" } }, name: "Namer" });
    expect(a).toMatchObject({ graph_id: "factory", name: "Namer", version: 1 });
    expect(await c.client.runs.wait(null, a.assistant_id, { input: {} })).toEqual({ log: ["first"] });

    const b = await c.client.assistants.update(a.assistant_id, { config: { configurable: { node: "second" } }, metadata: { team: "x" } });
    expect(b.version).toBe(2);
    expect(await c.client.runs.wait(null, a.assistant_id, { input: {} })).toEqual({ log: ["second"] });
    const versions = await c.client.assistants.getVersions(a.assistant_id);
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(await c.client.assistants.getVersions(a.assistant_id, { metadata: { team: "x" } })).toHaveLength(1);

    const back = await c.client.assistants.setLatest(a.assistant_id, 1);
    expect(back.version).toBe(1);
    expect(await c.client.runs.wait(null, a.assistant_id, { input: {} })).toEqual({ log: ["first"] });
    expect((await c.client.assistants.update(a.assistant_id, {})).version).toBe(3);
    await expect(c.client.assistants.setLatest(a.assistant_id, 9)).rejects.toThrow("HTTP 404");

    await c.client.assistants.delete(a.assistant_id);
    await expect(c.client.assistants.get(a.assistant_id)).rejects.toThrow("HTTP 404");
    // A system assistant stays.
    await expect(c.client.assistants.delete("factory")).rejects.toThrow("HTTP 409");
  });

  it("search by graph, name substring (any case) and metadata; count", async () => {
    const mine = await c.client.assistants.create({ graphId: "memory", name: "Long Memory", metadata: { owner: "qa" } });
    expect((await c.client.assistants.search({ graphId: "memory" })).map((x) => x.assistant_id).sort()).toEqual(["memory", mine.assistant_id].sort());
    expect((await c.client.assistants.search({ name: "g MEM" })).map((x) => x.assistant_id)).toEqual([mine.assistant_id]);
    expect((await c.client.assistants.search({ metadata: { created_by: "system" }, limit: 100 })).length).toBe(10);
    expect(await c.client.assistants.count({ graphId: "memory" })).toBe(2);
  });

  it("deleting with deleteThreads removes the threads it ran", async () => {
    const a = await c.client.assistants.create({ graphId: "builder" });
    const t = await c.client.threads.create();
    await c.client.runs.wait(t.thread_id, a.assistant_id, { input: {} });
    await c.client.assistants.delete(a.assistant_id, { deleteThreads: true });
    await expect(c.client.threads.get(t.thread_id)).rejects.toThrow("HTTP 404");
  });

  it("serves the graph's drawing, its schemas and its subgraphs", async () => {
    const drawing = await c.client.assistants.getGraph("chat");
    expect(drawing.nodes.map((n) => n.id)).toEqual(expect.arrayContaining(["__start__", "model", "tool", "__end__"]));
    expect(drawing.edges).toEqual(expect.arrayContaining([expect.objectContaining({ source: "model", target: "tool", conditional: true })]));

    const typed = await c.client.assistants.getSchemas("typed");
    expect(typed.state_schema).toMatchObject({ type: "object", properties: { count: { type: "number" }, label: { type: "string" } } });
    // Types of an Annotation graph are erased at runtime: its channels are still named.
    const chat = await c.client.assistants.getSchemas("chat");
    expect(Object.keys((chat.state_schema as { properties: object }).properties).sort()).toEqual(["answer", "interrupt", "messages"]);

    const subgraphs = await c.client.assistants.getSubgraphs("nested");
    expect(Object.keys(subgraphs)).toEqual(["weather"]);
    expect(Object.keys(((subgraphs.weather as unknown as { state: { properties: object } }).state).properties).sort()).toEqual(["city", "messages"]);
  });
});
