import { Send } from "@langchain/langgraph";
import { JsonPlusSerializer } from "@langchain/langgraph-checkpoint";
import { describe, expect, it } from "vitest";
import { CompressingSerializer, isPlainJson } from "../../src/store/checkpoint-serde.js";

const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("CompressingSerializer", () => {
  const ours = new CompressingSerializer(new JsonPlusSerializer(), Number.MAX_SAFE_INTEGER); // never compress: compare the JSON itself
  const jsonPlus = new JsonPlusSerializer();

  it("writes plain state byte-for-byte as JsonPlusSerializer does", async () => {
    const state = { a: 1, b: [1, "x", null, true, { c: -0.5, "é": "ü\n\u0001" }], d: {}, e: [], nan: Number.NaN, inf: Infinity };
    const [t1, b1] = await ours.dumpsTyped(state);
    const [t2, b2] = await jsonPlus.dumpsTyped(state);
    expect(t1).toBe(t2);
    expect(text(b1)).toBe(text(b2));
  });

  it("hands anything that is not plain JSON to JsonPlusSerializer, so it still round-trips", async () => {
    const values = [
      { kept: undefined, list: [undefined, 1] },
      { set: new Set([1, 2]), map: new Map([["k", 1]]) },
      { send: new Send("executeSubtask", { round: 1 }) },
      { when: new Date("2026-01-01T00:00:00Z") },
    ];
    for (const v of values) {
      expect(isPlainJson(v)).toBe(false);
      const [type, bytes] = await ours.dumpsTyped(v);
      const [, expected] = await jsonPlus.dumpsTyped(v);
      expect(text(bytes)).toBe(text(expected));
      expect(await ours.loadsTyped(type, bytes)).toEqual(await jsonPlus.loadsTyped(type, expected));
    }
    const back = (await ours.loadsTyped(...(await ours.dumpsTyped({ kept: undefined, set: new Set([1]) })))) as { kept?: unknown; set: Set<number> };
    expect("kept" in back).toBe(true);
    expect(back.set).toBeInstanceOf(Set);
  });

  it("falls back on a cycle instead of overflowing", async () => {
    const a: Record<string, unknown> = { x: 1 };
    a["self"] = a;
    expect(isPlainJson(a)).toBe(false);
    const [, bytes] = await ours.dumpsTyped(a);
    expect(text(bytes)).toContain("[Circular]");
  });

  it("revives lc records on load, compressed or not, and reads plain JSON as it is", async () => {
    const small = new CompressingSerializer();
    const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, title: `row ${i}`, tags: new Set(["a"]) })) };
    const [type, bytes] = await small.dumpsTyped(big);
    expect(text(bytes).startsWith("GGZ1:")).toBe(true);
    const loaded = (await small.loadsTyped(type, bytes)) as typeof big;
    expect(loaded.rows[199]!.tags).toBeInstanceOf(Set);

    const plain = { rows: Array.from({ length: 200 }, (_, i) => ({ i, title: `row ${i}` })) };
    const [t2, b2] = await small.dumpsTyped(plain);
    expect(text(b2).startsWith("GGZ1:")).toBe(true);
    expect(await small.loadsTyped(t2, b2)).toEqual(plain);
    // An escaped key spelling "lc" still reaches the reviver.
    expect(await small.loadsTyped("json", '{"\\u006cc":2,"type":"undefined"}')).toBeUndefined();
    // Payloads written before compression (plain JSON) still load.
    expect(await small.loadsTyped("json", JSON.stringify({ a: [1] }))).toEqual({ a: [1] });
  });
});
