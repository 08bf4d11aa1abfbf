/**
 * The long-term store: put, get (null when absent), search with a filter, list namespaces,
 * delete; a graph reads and writes the same store through `config.store`; and one API key's
 * items are invisible to another's, from the API and from their graphs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@langchain/langgraph-sdk";
import { startConformance, type Conformance } from "./conformance-helpers.js";

const ALICE = "alice-conformance-key";
const BOB = "bob-conformance-key";
let c: Conformance;
let bob: Client;
beforeAll(async () => {
  c = await startConformance({ GOALGRAPH_API_KEYS: `${ALICE}:alice,${BOB}:bob` }, ALICE);
  bob = new Client({ apiUrl: c.url, apiKey: BOB });
});
afterAll(async () => c?.close());

describe("store", () => {
  it("put, get, search, namespaces, overwrite, delete", async () => {
    const ns = ["notes", "alice"];
    expect(await c.client.store.getItem(ns, "k1")).toBeNull();
    await c.client.store.putItem(ns, "k1", { text: "one", n: 1 });
    await c.client.store.putItem(ns, "k2", { text: "two", n: 2 });
    await c.client.store.putItem(["notes", "other"], "k3", { text: "three", n: 3 });
    expect(await c.client.store.getItem(ns, "k1")).toMatchObject({ namespace: ns, key: "k1", value: { text: "one", n: 1 } });

    expect((await c.client.store.searchItems(["notes"])).items.map((i) => i.key).sort()).toEqual(["k1", "k2", "k3"]);
    expect((await c.client.store.searchItems(["notes"], { filter: { n: 2 } })).items.map((i) => i.key)).toEqual(["k2"]);
    expect((await c.client.store.searchItems(["notes"], { filter: { n: { $gt: 1 } } })).items.map((i) => i.key).sort()).toEqual(["k2", "k3"]);
    expect((await c.client.store.searchItems(ns)).items).toHaveLength(2);
    expect((await c.client.store.listNamespaces({ prefix: ["notes"] })).namespaces.sort()).toEqual([["notes", "alice"], ["notes", "other"]]);
    expect((await c.client.store.listNamespaces({ maxDepth: 1 })).namespaces).toEqual([["notes"]]);

    const before = (await c.client.store.getItem(ns, "k1"))!;
    await c.client.store.putItem(ns, "k1", { text: "uno" });
    const after = (await c.client.store.getItem(ns, "k1"))!;
    expect(after.value).toEqual({ text: "uno" });
    expect(after.createdAt).toBe(before.createdAt);

    await c.client.store.deleteItem(ns, "k1");
    expect(await c.client.store.getItem(ns, "k1")).toBeNull();
  });

  it("graphs share the store with the API, scoped to the key that ran them", async () => {
    const t = await c.client.threads.create();
    const first = await c.client.runs.wait(t.thread_id, "memory", { input: { word: "apple" }, config: { configurable: { user: "u1" } } });
    expect(first).toMatchObject({ remembered: null });
    expect((await c.client.store.getItem(["words", "u1"], "first"))?.value).toEqual({ word: "apple" });
    const again = await c.client.runs.wait(t.thread_id, "memory", { input: { word: "pear" }, config: { configurable: { user: "u1" } } });
    expect(again).toMatchObject({ remembered: "apple" });

    // Bob's graphs and Bob's API calls see a store of their own.
    expect(await bob.store.getItem(["words", "u1"], "first")).toBeNull();
    const bobs = await bob.threads.create();
    expect(await bob.runs.wait(bobs.thread_id, "memory", { input: { word: "plum" }, config: { configurable: { user: "u1" } } })).toMatchObject({ remembered: null });
    expect((await bob.store.getItem(["words", "u1"], "first"))?.value).toEqual({ word: "plum" });
    expect((await c.client.store.getItem(["words", "u1"], "first"))?.value).toEqual({ word: "apple" });
    expect((await bob.store.listNamespaces()).namespaces).toEqual([["words", "u1"]]);
  });
});
