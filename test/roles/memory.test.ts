import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMessageBus, type DurableMessageBus } from "../../src/bus/bus.js";
import { isContractError } from "../../src/errors.js";
import { BusedMemory, MemoryStore, queryNeedles, type MemoryEntryInput } from "../../src/roles/memory.js";
import { auditStep, initialAuditState } from "../../src/roles/auditor.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { MemoryEntryRepository } from "../../src/store/memory-entries.js";
import type { MemoryPort } from "../../graphs/medium-loop/index.js";
import { fakeClock, memoryDb } from "../store/helpers.js";

let db: Database;
let store: MemoryStore;
beforeEach(async () => {
  db = await memoryDb();
  store = new MemoryStore(new MemoryEntryRepository(db), { clock: fakeClock() });
});
afterEach(() => db.close());

const entry = (id: string, text: string, over: Partial<MemoryEntryInput> = {}): MemoryEntryInput => ({
  id,
  kind: "success",
  task_type: "DRAFT_SCHEDULE",
  text,
  ...over,
});

describe("MemoryStore", () => {
  it("ranks the entry matching most English keywords first", async () => {
    await store.write(entry("a", "Swimming schedule: three pool sessions a week worked well"));
    await store.write(entry("b", "Evening runs after work kept the schedule on track for a half marathon"));
    await store.write(entry("c", "Strength training twice a week"));
    await store.write(entry("d", "A marathon plan needs a taper"));
    const got = await store.query({ text: "half marathon evening runs" });
    expect(got[0]!.id).toBe("b");
    expect(got.map((e) => e.id)).toContain("d");
    expect(got.map((e) => e.id)).not.toContain("c");
    // Case-insensitive, and substrings work ("sched" inside "schedule").
    expect((await store.query({ text: "SWIMMING" })).map((e) => e.id)).toEqual(["a"]);
  });

  it("finds Chinese and Japanese text by ≥3-character substrings and by 2-character words", async () => {
    await store.write(entry("zh", "不要在早上七点之前安排跑步", { kind: "must_not" }));
    await store.write(entry("ja", "朝七時前のランニングは避ける"));
    await store.write(entry("other", "周末安排游泳"));
    expect((await store.query({ text: "七点之前" })).map((e) => e.id)).toEqual(["zh"]);
    expect((await store.query({ text: "跑步" })).map((e) => e.id)).toEqual(["zh"]);
    expect((await store.query({ text: "ランニング" })).map((e) => e.id)).toEqual(["ja"]);
    // Not a contiguous substring of the entry, but shares most of its trigrams: still found, first.
    const fuzzy = await store.query({ text: "早上七点之前的跑步" });
    expect(fuzzy[0]!.id).toBe("zh");
    // Mixed query: the 2-character word and a longer term both count.
    expect((await store.query({ text: "安排 跑步" }))[0]!.id).toBe("zh");
    // Shares only the 2-character word 游泳 with an entry.
    expect((await store.query({ text: "游泳池很大" })).map((e) => e.id)).toEqual(["other"]);
  });

  it("treats LIKE wildcards in the query literally", async () => {
    await store.write(entry("pct", "Finished 100% of sessions"));
    await store.write(entry("num", "Finished 1000 sessions"));
    await store.write(entry("und", "variant long_run"));
    await store.write(entry("plain", "variant longxrun"));
    expect((await store.query({ text: "%" })).map((e) => e.id)).toEqual(["pct"]);
    expect((await store.query({ text: "_" })).map((e) => e.id)).toEqual(["und"]);
    expect((await store.query({ text: "g_r" })).map((e) => e.id)).toEqual(["und"]);
    expect((await store.query({ text: "0%" })).map((e) => e.id)).toEqual(["pct"]);
  });

  it("filters by task type and kind, and caps the limit at 10", async () => {
    for (let i = 0; i < 15; i++) await store.write(entry(`e${i}`, `tempo run number ${i}`));
    await store.write(entry("other-type", "tempo run", { task_type: "DRAFT_OUTLINE" }));
    await store.write(entry("fail", "tempo run failed in the rain", { kind: "failure" }));
    expect(await store.query({ text: "tempo", limit: 50 })).toHaveLength(10);
    expect(await store.query({ text: "tempo", limit: 3 })).toHaveLength(3);
    expect((await store.query({ text: "tempo", taskType: "DRAFT_OUTLINE" })).map((e) => e.id)).toEqual(["other-type"]);
    expect((await store.query({ text: "tempo", kinds: ["failure"] })).map((e) => e.id)).toEqual(["fail"]);
    // No usable term: the newest entries matching the filters.
    expect((await store.query({ text: "  ", kinds: ["success"], taskType: "DRAFT_SCHEDULE", limit: 2 })).map((e) => e.id)).toEqual(["e14", "e13"]);
  });

  it("write is idempotent by id and validates the entry", async () => {
    const first = await store.write(entry("x", "first version"));
    const second = await store.write(entry("x", "second version"));
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.entry).toEqual(first.entry);
    expect(second.entry.text).toBe("first version");
    expect(await store.query({ text: "second" })).toEqual([]);
    const bad = await store.write(entry("y", "")).catch((e: unknown) => e);
    expect(isContractError(bad)).toBe(true);
    expect((bad as Error).message).toMatch(/at text:/);
  });

  it("must_not round trip: recordFailedApproach → mustNots, once per fact", async () => {
    const a = await store.recordFailedApproach({ taskType: "DRAFT_SCHEDULE", tool: "ScheduleGenerator", target: "06:00-07:00", reason: "before 7am", threadId: "t1" });
    await store.recordFailedApproach({ taskType: "DRAFT_SCHEDULE", tool: "ScheduleGenerator", target: "06:00-07:00", reason: "restated", threadId: "t2" });
    await store.recordFailedApproach({ taskType: "DRAFT_OUTLINE", tool: "NodeGenerator", reason: "wrong template" });
    const must = await store.mustNots("DRAFT_SCHEDULE");
    expect(must).toEqual([a]);
    expect(must[0]).toMatchObject({ kind: "must_not", tool: "ScheduleGenerator", target: "06:00-07:00", source_thread_id: "t1" });
    expect(must[0]!.text).toContain("before 7am");
    expect((await store.mustNots("DRAFT_OUTLINE"))[0]).toMatchObject({ tool: "NodeGenerator", target: null });
  });

  it("calibrate returns at most 10 entries, must_nots first", async () => {
    for (let i = 0; i < 8; i++) await store.write(entry(`s${i}`, `long run week ${i}`));
    for (let i = 0; i < 4; i++) await store.recordFailedApproach({ taskType: "DRAFT_SCHEDULE", tool: `T${i}`, reason: "no long run slot" });
    const got = await store.calibrate("DRAFT_SCHEDULE", "long run");
    expect(got).toHaveLength(10);
    expect(got.slice(0, 4).every((e) => e.kind === "must_not")).toBe(true);
    expect(got.slice(4).every((e) => e.kind === "success")).toBe(true);
  });

  it("splits queries into needles language-neutrally", () => {
    expect(queryNeedles("Run to the park")).toEqual(["run", "the", "park"]);
    expect(queryNeedles("to")).toEqual(["to"]);
    expect(queryNeedles("七点之前")).toEqual(["七点之", "点之前", "七点", "点之", "之前"]);
    expect(queryNeedles("跑步，游泳")).toEqual(["跑步", "游泳"]);
  });
});

describe("BusedMemory", () => {
  let bus: DurableMessageBus;
  beforeEach(() => {
    bus = createMessageBus(db, { clock: fakeClock() });
  });

  it("publishes memory_query/memory_result/memory_write on allowed routes, once per fact", async () => {
    const mem = new BusedMemory(store, bus, { role: "R2_planner", threadId: "t1" });
    // The medium loop can use it as its MemoryPort.
    const port: MemoryPort = mem;
    await port.recordFailedApproach({ taskType: "DRAFT_SCHEDULE", taskId: "task-1", tool: "ScheduleGenerator", directive: "break_symmetry", reason: "overlaps", idemKey: "k1" });
    await port.recordFailedApproach({ taskType: "DRAFT_SCHEDULE", taskId: "task-1", tool: "ScheduleGenerator", directive: "break_symmetry", reason: "overlaps", idemKey: "k1" });
    const must = await port.mustNots("DRAFT_SCHEDULE");
    expect(must.map((e) => e.tool)).toEqual(["ScheduleGenerator"]);
    await mem.mustNots("DRAFT_SCHEDULE"); // same question, same answer: nothing new on the bus
    await mem.write(entry("w1", "evening runs work"));
    expect(await mem.query({ text: "evening" })).toHaveLength(1);

    const msgs = await bus.history("t1");
    expect(msgs.map((m) => [m.from, m.type, m.to])).toEqual([
      ["R2_planner", "memory_write", "R5_memory"],
      ["R2_planner", "memory_query", "R5_memory"],
      ["R5_memory", "memory_result", "R2_planner"],
      ["R2_planner", "memory_write", "R5_memory"],
      ["R2_planner", "memory_query", "R5_memory"],
      ["R5_memory", "memory_result", "R2_planner"],
    ]);
    // The Auditor finds nothing wrong with this traffic.
    let state = initialAuditState();
    for (const m of msgs) {
      const step = auditStep(state, m);
      state = step.state;
      expect(step.reports).toEqual([]);
    }
  });
});
