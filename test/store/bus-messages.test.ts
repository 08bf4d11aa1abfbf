import { afterEach, describe, expect, it } from "vitest";
import { BusMessageRepository, type BusMessageRow } from "../../src/store/bus-messages.js";
import { openSecondConnection, type SqliteDatabase as Database } from "../../src/store/db.js";
import { fileDb, memoryDb, tempDbPath } from "./helpers.js";

const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
async function repo(db?: Database) {
  const d = db ?? (await memoryDb());
  if (!db) cleanups.push(() => d.close());
  return new BusMessageRepository(d);
}

const row = (thread: string, key: string, over: Partial<BusMessageRow> = {}): BusMessageRow => ({
  thread_id: thread,
  from: "R3_executor",
  to: "R4a_agent_validator",
  type: "execution_result",
  payload: JSON.stringify({ key }),
  at: "2026-03-01T08:00:00.000Z",
  idem_key: key,
  ...over,
});

describe("BusMessageRepository", () => {
  it("numbers each thread's messages 1, 2, 3 … and the global id in append order", async () => {
    const r = await repo();
    expect(r.head()).toBe(0);
    const got = ["a", "b", "a", "a", "b"].map((t, i) => ({ t, ...r.append(row(t, `k${i}`))! }));
    expect(got.map((g) => [g.t, g.seq])).toEqual([["a", 1], ["b", 1], ["a", 2], ["a", 3], ["b", 2]]);
    expect(got.map((g) => g.id)).toEqual([...got.map((g) => g.id)].sort((x, y) => x - y));
    expect(r.head()).toBe(got.at(-1)!.id);
  });

  it("appends a (thread, idem_key) once: the repeat returns null and the first stays stored", async () => {
    const r = await repo();
    const first = r.append(row("t", "k", { payload: '{"v":1}' }))!;
    expect(r.append(row("t", "k", { payload: '{"v":2}' }))).toBeNull();
    expect(r.byIdemKey("t", "k")).toMatchObject({ id: String(first.id), seq: 1, payload: { v: 1 }, from: "R3_executor", to: "R4a_agent_validator" });
    // The same key on another thread is another message.
    expect(r.append(row("u", "k"))).toMatchObject({ seq: 1 });
    expect(r.byIdemKey("v", "k")).toBeUndefined();
    expect(r.history("t", 0, 10)).toHaveLength(1);
  });

  it("reads after a global cursor, optionally one thread's only, and a thread's history after a seq", async () => {
    const r = await repo();
    for (let i = 1; i <= 6; i++) r.append(row(i % 2 ? "odd" : "even", `k${i}`));
    expect(r.after(0, 100).map((m) => m.idem_key)).toEqual(["k1", "k2", "k3", "k4", "k5", "k6"]);
    expect(r.after(2, 2).map((m) => m.idem_key)).toEqual(["k3", "k4"]);
    expect(r.after(0, 100, "even").map((m) => [m.thread_id, m.seq])).toEqual([["even", 1], ["even", 2], ["even", 3]]);
    expect(r.after(4, 100, "odd").map((m) => m.idem_key)).toEqual(["k5"]);
    expect(r.history("odd", 1, 1).map((m) => m.seq)).toEqual([2]);
    expect(r.history("none", 0, 10)).toEqual([]);
  });

  it("sums the controller's reported spend since a time, from stage_change and interrupt messages only", async () => {
    const r = await repo();
    const ctl = (key: string, type: string, payload: unknown, at = "2026-03-01T09:00:00.000Z") =>
      r.append(row("t", key, { from: "controller", to: "operator", type, payload: JSON.stringify(payload), at }));
    ctl("a", "stage_change", { to: "DRAFT_ROADMAP", cost_usd: 0.25 });
    ctl("b", "interrupt", { kind: "blocker", cost_usd: 0.5 });
    ctl("c", "stage_change", { cost_usd: 9 }, "2026-02-28T23:59:59.000Z"); // yesterday
    ctl("d", "plan_directive", { cost_usd: 9 }); // not a spend report
    ctl("e", "stage_change", { note: "cost_usd is mentioned, not reported" });
    ctl("f", "stage_change", { nested: { cost_usd: 9 } });
    r.append(row("t", "g", { payload: JSON.stringify({ cost_usd: 9 }) })); // not the controller
    expect(await r.controllerSpendSince("2026-03-01T00:00:00")).toBeCloseTo(0.75);
    expect(await r.controllerSpendSince("2026-03-02T00:00:00")).toBe(0);
  });

  it("a second connection with its own synchronous setting appends to the same log", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const main = await fileDb(file);
    cleanups.push(() => main.close());
    const second = openSecondConnection(main, { synchronous: "NORMAL", busyTimeoutMs: 1000 });
    cleanups.push(() => second.close());
    expect(second.sqlite).not.toBe(main.sqlite);
    expect(second.sqlite.pragma("synchronous", { simple: true })).toBe(1);
    expect(main.sqlite.pragma("synchronous", { simple: true })).toBe(2);
    (await repo(second)).append(row("t", "k"));
    expect((await repo(main)).history("t", 0, 10).map((m) => m.idem_key)).toEqual(["k"]);
  });
});
