import { afterEach, describe, expect, it } from "vitest";
import { createMessageBus, type DurableMessageBus } from "../../src/bus/bus.js";
import type { BusMessage, BusMessageInput } from "../../src/contracts/index.js";
import { isContractError, isRouteError } from "../../src/errors.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { fakeClock, fileDb, memoryDb, tempDbPath } from "../store/helpers.js";

let db: Database;
let bus: DurableMessageBus;
const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(opts: { strictRoutes?: boolean; onError?: (e: unknown, m?: BusMessage) => void; batchSize?: number } = {}) {
  db = await memoryDb();
  bus = createMessageBus(db, { clock: fakeClock(), ...opts });
  cleanups.push(() => db.close(), () => bus.close());
}

const msg = (thread: string, i: number, over: Partial<BusMessageInput> = {}): BusMessageInput => ({
  thread_id: thread,
  from: "R3_executor",
  to: "R4a_agent_validator",
  type: "execution_result",
  payload: { i },
  idem_key: `${thread}:${i}`,
  ...over,
});

/** Assert each thread's seqs arrive as 1, 2, 3, … exactly once. */
function expectGapFreePerThread(received: BusMessage[], perThread: number, threads: number) {
  const byThread = new Map<string, number[]>();
  for (const m of received) byThread.set(m.thread_id, [...(byThread.get(m.thread_id) ?? []), m.seq]);
  expect(byThread.size).toBe(threads);
  for (const seqs of byThread.values()) expect(seqs).toEqual(Array.from({ length: perThread }, (_, k) => k + 1));
  expect(new Set(received.map((m) => m.id)).size).toBe(received.length);
}

describe("DurableMessageBus", () => {
  it("returns the stored payload (its JSON round-trip), not the caller's object, however it is read", async () => {
    await setup();
    const when = new Date("2026-11-28T09:00:00Z");
    const payload = { when, nested: { list: [1, 2] }, gone: undefined };
    const stored = await bus.publish(msg("t-rt", 1, { payload }));
    const expected = { when: "2026-11-28T09:00:00.000Z", nested: { list: [1, 2] } };
    expect(JSON.parse(JSON.stringify(stored)).payload).toEqual(expected);
    expect(structuredClone(stored).payload).toEqual(expected);
    expect({ ...stored }.payload).toEqual(expected);
    expect(stored.payload).toEqual(expected);
    expect(stored.payload).not.toBe(payload);
    // Read twice: the same parsed value; written: the new one.
    expect(stored.payload).toBe(stored.payload);
    (stored as { payload: unknown }).payload = "replaced";
    expect(stored.payload).toBe("replaced");
    const [fromLog] = await bus.history("t-rt");
    expect(fromLog!.payload).toEqual(expected);
  });

  it("10,000 interleaved messages over 20 threads: persisted, delivered once and in order to a slow and a fast subscriber", async () => {
    await setup();
    const fast: BusMessage[] = [];
    const slow: BusMessage[] = [];
    bus.subscribe((m) => void fast.push(m));
    bus.subscribe(async (m) => {
      slow.push(m);
      if (slow.length % 50 === 0) await new Promise((r) => setTimeout(r, 1));
    });

    const THREADS = 20;
    const PER = 500;
    // Interleave: a deterministic shuffle of thread choices, each thread still counting up.
    const next = new Array<number>(THREADS).fill(0);
    const order: number[] = [];
    let x = 0x9e3779b9;
    while (order.length < THREADS * PER) {
      // xorshift32: deterministic, and every residue comes up.
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const t = (x >>> 0) % THREADS;
      if (next[t]! < PER) order.push(t), next[t]!++;
    }
    next.fill(0);
    const t0 = performance.now();
    for (const t of order) await bus.publish(msg(`thread-${t}`, ++next[t]!));
    const ms = performance.now() - t0;
    const slowAtPublishEnd = slow.length;
    console.log(`[bus] published ${order.length} messages in ${ms.toFixed(0)} ms = ${Math.round((order.length / ms) * 1000)} msg/s (:memory:, 2 subscribers)`);

    // The publisher did not wait for the slow subscriber.
    expect(slowAtPublishEnd).toBeLessThan(order.length);
    await bus.drain();
    expect(db.sqlite.prepare(`SELECT count(*) FROM bus_messages`).pluck().get()).toBe(10_000);
    expect(fast).toHaveLength(10_000);
    expect(slow).toHaveLength(10_000);
    expectGapFreePerThread(fast, PER, THREADS);
    expectGapFreePerThread(slow, PER, THREADS);
    // Both see the global publish order.
    expect(slow.map((m) => m.id)).toEqual(fast.map((m) => m.id));
    expect(fast.map((m) => Number(m.id))).toEqual([...fast.map((m) => Number(m.id))].sort((a, b) => a - b));
  });

  it("stores and delivers a repeated (thread_id, idem_key) once and returns the stored message", async () => {
    await setup();
    const got: BusMessage[] = [];
    bus.subscribe((m) => void got.push(m));
    const first = await bus.publish(msg("t", 1));
    const again = await bus.publish(msg("t", 1, { payload: { i: "different" } }));
    expect(again).toEqual(first);
    expect(again.payload).toEqual({ i: 1 });
    // Same idem_key on another thread is another message.
    const other = await bus.publish(msg("u", 1));
    expect(other.seq).toBe(1);
    await bus.drain();
    expect(got.map((m) => [m.thread_id, m.seq])).toEqual([["t", 1], ["u", 1]]);
    expect(db.sqlite.prepare(`SELECT count(*) FROM bus_messages`).pluck().get()).toBe(2);
  });

  it("a subscriber starting at afterId catches up on history, then gets live messages", async () => {
    await setup({ batchSize: 7 });
    for (let i = 1; i <= 30; i++) await bus.publish(msg(i % 2 ? "a" : "b", i));
    const got: BusMessage[] = [];
    bus.subscribe((m) => void got.push(m), { afterId: 10 });
    const onlyB: BusMessage[] = [];
    bus.subscribe((m) => void onlyB.push(m), { threadId: "b", afterId: 0 });
    const live: BusMessage[] = [];
    bus.subscribe((m) => void live.push(m)); // from now on
    await bus.publish(msg("a", 31));
    await bus.drain();
    expect(got.map((m) => Number(m.id))).toEqual(Array.from({ length: 21 }, (_, k) => k + 11));
    expect(onlyB.map((m) => m.seq)).toEqual(Array.from({ length: 15 }, (_, k) => k + 1));
    expect(onlyB.every((m) => m.thread_id === "b")).toBe(true);
    expect(live.map((m) => m.payload)).toEqual([{ i: 31 }]);
  });

  it("history replays a thread after a seq, in order, with a limit", async () => {
    await setup();
    for (let i = 1; i <= 10; i++) await bus.publish(msg(i <= 5 ? "a" : "b", i));
    const h = await bus.history("b", 2, 2);
    expect(h.map((m) => [m.seq, m.payload])).toEqual([[3, { i: 8 }], [4, { i: 9 }]]);
    expect((await bus.history("a")).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(await bus.history("none")).toEqual([]);
  });

  it("a throwing handler is reported and delivery continues", async () => {
    const errors: Array<[string, string]> = [];
    await setup({ onError: (e, m) => errors.push([(e as Error).message, m?.id ?? "none"]) });
    const seen: number[] = [];
    bus.subscribe(async (m) => {
      seen.push(m.seq);
      if (m.seq === 2) throw new Error("sync-ish boom");
      if (m.seq === 4) await Promise.reject(new Error("async boom"));
    });
    for (let i = 1; i <= 6; i++) await bus.publish(msg("t", i));
    await bus.drain();
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(errors.map(([e]) => e)).toEqual(["sync-ish boom", "async boom"]);
  });

  it("rejects bad input with an error naming the path, and stores nothing", async () => {
    await setup();
    const bad = await bus.publish({ ...msg("t", 1), to: "R9_nobody" as never }).catch((e: unknown) => e);
    expect(isContractError(bad)).toBe(true);
    expect((bad as Error).message).toMatch(/BusMessageInput at to:/);
    const noThread = await bus.publish({ ...msg("t", 1), thread_id: "" }).catch((e: unknown) => e);
    expect((noThread as Error).message).toMatch(/at thread_id:/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const notJson = await bus.publish(msg("t", 1, { payload: cyclic })).catch((e: unknown) => e);
    expect((notJson as Error).message).toMatch(/at payload:/);
    expect(db.sqlite.prepare(`SELECT count(*) FROM bus_messages`).pluck().get()).toBe(0);
  });

  it("stores off-table routes by default; strict mode rejects them with RouteError", async () => {
    await setup();
    const offTable = msg("t", 1, { from: "R2_planner", to: "user", type: "final_result" });
    await expect(bus.publish(offTable)).resolves.toMatchObject({ seq: 1 });
    const strict = createMessageBus(db, { clock: fakeClock(), strictRoutes: true });
    const err = await strict.publish(msg("t", 2, { from: "R2_planner", to: "user", type: "final_result" })).catch((e: unknown) => e);
    expect(isRouteError(err)).toBe(true);
    await expect(strict.publish(msg("t", 3))).resolves.toMatchObject({ seq: 2 });
  });

  it("close() waits for the in-flight handler and stops delivery", async () => {
    await setup();
    let release!: () => void;
    const seen: number[] = [];
    let finished = false;
    const sub = bus.subscribe(async (m) => {
      seen.push(m.seq);
      await new Promise<void>((r) => (release = r));
      finished = true;
    });
    await bus.publish(msg("t", 1));
    await new Promise((r) => setTimeout(r, 5));
    const closing = sub.close();
    await bus.publish(msg("t", 2));
    release();
    await closing;
    expect(finished).toBe(true);
    await bus.publish(msg("t", 3));
    await bus.drain();
    expect(seen).toEqual([1]);
  });

  it("survives a reopen: seq continues per thread and a new subscriber replays from a stored cursor", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const db1 = await fileDb(file);
    const bus1 = createMessageBus(db1, { clock: fakeClock() });
    await bus1.publish(msg("t", 1));
    const m2 = await bus1.publish(msg("t", 2));
    await db1.close();

    const db2 = await fileDb(file);
    cleanups.push(() => db2.close());
    const bus2 = createMessageBus(db2, { clock: fakeClock() });
    expect(await bus2.publish(msg("t", 2))).toEqual(m2); // idempotent across restarts
    const m3 = await bus2.publish(msg("t", 3));
    expect(m3.seq).toBe(3);
    const got: number[] = [];
    bus2.subscribe((m) => void got.push(m.seq), { afterId: 0 });
    await bus2.drain();
    expect(got).toEqual([1, 2, 3]);
    await bus2.close();
  });

  it("a subscription whose database goes away stops and reports instead of crashing", async () => {
    const errors: unknown[] = [];
    const own = await memoryDb();
    const b = createMessageBus(own, { clock: fakeClock(), onError: (e, m) => errors.push([String(e), m]), pollIntervalMs: 1 });
    b.subscribe(() => {});
    own.sqlite.close();
    await new Promise((r) => setTimeout(r, 20));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toEqual([expect.stringMatching(/not open/), undefined]);
    await b.close(); // does not hang on the stopped subscription
  });
});
