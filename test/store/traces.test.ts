import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TraceEntry } from "../../src/contracts/index.js";
import { isContractError } from "../../src/errors.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { TraceRepository } from "../../src/store/traces.js";
import { memoryDb } from "./helpers.js";

let db: Database;
let traces: TraceRepository;
beforeEach(async () => {
  db = await memoryDb();
  traces = new TraceRepository(db);
});
afterEach(async () => db.close());

const entry = (tool: string, over: Partial<TraceEntry> = {}): TraceEntry => ({
  stage: "DRAFT_OUTLINE",
  tool,
  duration_ms: 12,
  confidence: 0.8,
  cost_delta: 0,
  violations: [],
  adaptations: ["refine"],
  at: "2026-03-01T08:00:00.000Z",
  ...over,
});

describe("TraceRepository", () => {
  it("appends entries in order and reads them back whole", async () => {
    await traces.append("t", "1:perceive", entry("perceive_goal"));
    await traces.append("t", "2:draft", entry("medium_loop", { confidence: null, violations: ["v"] }));
    expect(await traces.list("t")).toEqual([entry("perceive_goal"), entry("medium_loop", { confidence: null, violations: ["v"] })]);
    expect(db.sqlite.prepare("select seq from traces where thread_id = 't' order by seq").pluck().all()).toEqual([1, 2]);
  });

  it("an append under a key already used writes nothing (a re-executed node)", async () => {
    expect(await traces.append("t", "1:perceive", entry("perceive_goal"))).toBe(true);
    expect(await traces.append("t", "1:perceive", entry("something_else"))).toBe(false);
    expect((await traces.list("t")).map((e) => e.tool)).toEqual(["perceive_goal"]);
  });

  it("keeps threads apart: each numbers from 1 and the same key on another thread is another entry", async () => {
    await traces.append("a", "k1", entry("one"));
    await traces.append("b", "k1", entry("two"));
    await traces.append("a", "k2", entry("three"));
    expect((await traces.list("a")).map((e) => e.tool)).toEqual(["one", "three"]);
    expect((await traces.list("b")).map((e) => e.tool)).toEqual(["two"]);
    expect(await traces.list("c")).toEqual([]);
    expect(db.sqlite.prepare("select seq from traces where thread_id = 'b'").pluck().all()).toEqual([1]);
  });

  it("pages with afterSeq and limit", async () => {
    for (let i = 1; i <= 5; i++) await traces.append("t", `k${i}`, entry(`tool${i}`));
    expect((await traces.list("t", { afterSeq: 2, limit: 2 })).map((e) => e.tool)).toEqual(["tool3", "tool4"]);
  });

  it("rejects an entry that is not a TraceEntry", async () => {
    const err = await traces.append("t", "k", { ...entry("x"), duration_ms: -1 }).catch((e: unknown) => e);
    expect(isContractError(err)).toBe(true);
    expect(await traces.list("t")).toEqual([]);
  });

  it("continues after rows written before entries had keys", async () => {
    db.sqlite.prepare("insert into traces (thread_id, seq, entry) values ('t', 1, ?), ('t', 2, ?)").run(JSON.stringify(entry("old1")), JSON.stringify(entry("old2")));
    await traces.append("t", "k", entry("new"));
    expect((await traces.list("t")).map((e) => e.tool)).toEqual(["old1", "old2", "new"]);
  });
});
