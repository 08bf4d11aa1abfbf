/**
 * One thread, several runs: a run waiting out `after_seconds` holds the thread; cancel
 * (interrupt keeps what the run wrote, rollback deletes the run and its checkpoints); the
 * multitask strategies reject, interrupt, rollback and enqueue; webhooks on completion; a
 * custom HTTP app in front of every route; joining a run's stream from its first event.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gather, startConformance, type Conformance } from "./conformance-helpers.js";

let c: Conformance;
beforeAll(async () => {
  c = await startConformance();
});
afterAll(async () => c?.close());

type Log = { log: string[] };
const LONG = 60_000;

async function thread() {
  return (await c.client.threads.create()).thread_id;
}

async function log(threadId: string): Promise<string[]> {
  return (await c.client.threads.getState<Log>(threadId)).values.log ?? [];
}

describe("cancel", () => {
  it("a delayed run holds the thread until cancelled; then it is interrupted and the thread idle", async () => {
    const t = await thread();
    const run = await c.client.runs.create(t, "builder", { input: { log: ["late"] }, afterSeconds: 60 });
    expect((await c.client.runs.get(t, run.run_id)).status).toBe("pending");
    expect((await c.client.threads.get(t)).status).toBe("busy");
    await expect(c.client.threads.updateState(t, { values: { log: ["x"] }, asNode: "work" })).rejects.toThrow("HTTP 409");
    expect(await c.client.runs.list(t, { status: "pending" })).toHaveLength(1);

    await c.client.runs.cancel(t, run.run_id);
    await c.client.runs.join(t, run.run_id);
    expect((await c.client.runs.get(t, run.run_id)).status).toBe("interrupted");
    expect((await c.client.threads.get(t)).status).toBe("idle");
    expect(await log(t)).toEqual([]);
    await c.client.threads.updateState(t, { values: { log: ["x"] }, asNode: "work" });
    expect(await log(t)).toEqual(["x"]);
    await expect(c.client.runs.cancel(t, run.run_id)).rejects.toThrow("HTTP 409");
  });

  it("rollback deletes a running run and what it wrote", async () => {
    const t = await thread();
    await c.client.runs.wait(t, "builder", { input: { log: ["kept"] } });
    const run = await c.client.runs.create(t, "builder", { input: { log: ["dropped"], sleep_ms: LONG } });
    await waitFor(async () => (await c.client.runs.get(t, run.run_id)).status === "running");
    await c.client.runs.cancel(t, run.run_id, true, "rollback");
    await expect(c.client.runs.get(t, run.run_id)).rejects.toThrow("HTTP 404");
    expect(await log(t)).toEqual(["kept", "work", "finish"]);
    expect((await c.client.threads.get(t)).status).toBe("idle");
  });
});

describe("multitask strategies", () => {
  it("reject: a second run on a busy thread is refused", async () => {
    const t = await thread();
    const first = await c.client.runs.create(t, "builder", { input: { sleep_ms: LONG } });
    await expect(c.client.runs.create(t, "builder", { input: {}, multitaskStrategy: "reject" })).rejects.toThrow("HTTP 409");
    await c.client.runs.cancel(t, first.run_id, true);
  });

  it("interrupt: the running run stops (what it wrote stays), then the new one runs", async () => {
    const t = await thread();
    const first = await c.client.runs.create(t, "builder", { input: { log: ["r1"], sleep_ms: LONG } });
    await waitFor(async () => (await c.client.runs.get(t, first.run_id)).status === "running");
    const second = await c.client.runs.create(t, "builder", { input: { log: ["r2"], sleep_ms: 0 }, multitaskStrategy: "interrupt" });
    await c.client.runs.join(t, second.run_id);
    expect((await c.client.runs.get(t, first.run_id)).status).toBe("interrupted");
    expect((await c.client.runs.get(t, second.run_id)).status).toBe("success");
    expect(await log(t)).toEqual(["r1", "r2", "work", "finish"]);
  });

  it("rollback: the running run and its checkpoints are gone, then the new one runs", async () => {
    const t = await thread();
    const first = await c.client.runs.create(t, "builder", { input: { log: ["r1"], sleep_ms: LONG } });
    await waitFor(async () => (await c.client.runs.get(t, first.run_id)).status === "running");
    const second = await c.client.runs.create(t, "builder", { input: { log: ["r2"], sleep_ms: 0 }, multitaskStrategy: "rollback" });
    await c.client.runs.join(t, second.run_id);
    await expect(c.client.runs.get(t, first.run_id)).rejects.toThrow("HTTP 404");
    expect(await log(t)).toEqual(["r2", "work", "finish"]);
  });

  it("enqueue: the new run waits its turn, then runs on what the first left", async () => {
    const t = await thread();
    const first = await c.client.runs.create(t, "builder", { input: { log: ["r1"], sleep_ms: 200 } });
    const second = await c.client.runs.create(t, "builder", { input: { log: ["r2"], sleep_ms: 0 }, multitaskStrategy: "enqueue" });
    expect((await c.client.runs.get(t, second.run_id)).status).toBe("pending");
    await c.client.runs.join(t, second.run_id);
    expect((await c.client.runs.get(t, first.run_id)).status).toBe("success");
    expect((await c.client.runs.get(t, second.run_id)).status).toBe("success");
    expect(await log(t)).toEqual(["r1", "work", "finish", "r2", "work", "finish"]);
    expect((await c.client.runs.list(t)).map((r) => r.run_id)).toEqual([second.run_id, first.run_id]);
  });
});

describe("webhooks, a custom app in front, joining a stream", () => {
  let hook: Server;
  let received: (body: unknown) => void;
  const payload = new Promise<unknown>((r) => (received = r));
  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        received(JSON.parse(body));
        res.end("ok");
      });
    });
    await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
  });
  afterAll(() => new Promise<void>((r) => hook.close(() => r())));

  it("posts the finished run to its webhook", async () => {
    const t = await thread();
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/done`;
    await c.client.runs.wait(t, "builder", { input: {}, webhook: url });
    expect(await payload).toMatchObject({ thread_id: t, status: "success", values: { log: ["work", "finish"] } });
  });

  it("the custom app answers its own routes and wraps the API's; the API still streams through it", async () => {
    const hello = await fetch(`${c.url}/hello`);
    expect(await hello.json()).toEqual({ hello: "world" });
    expect(hello.headers.get("x-front")).toBe("yes");
    const info = await fetch(`${c.url}/info`);
    expect(info.status).toBe(200);
    expect(info.headers.get("x-front")).toBe("yes");
    expect((await fetch(`${c.url}/nowhere`)).status).toBe(404);
    const events = await gather(c.client.runs.stream(null, "builder", { input: {}, streamMode: ["values", "custom"] }));
    expect(events.map((e) => e.event)).toEqual(["metadata", "custom", "values", "values"]);
    expect(events.at(-1)!.data).toEqual({ log: ["work", "finish"] });
  });

  it("a run's stream can be joined from its first event while and after it runs", async () => {
    const t = await thread();
    let created!: (m: { run_id: string }) => void;
    const runId = new Promise<{ run_id: string }>((r) => (created = r));
    const source = gather(c.client.runs.stream(t, "builder", { input: { sleep_ms: 300 }, streamMode: ["values", "custom"], onRunCreated: created }));
    const joined = gather(c.client.runs.joinStream(t, (await runId).run_id, { lastEventId: "-1" }));
    expect(await joined).toEqual(await source);
  });
});

/** Poll until `check` holds (bounded: the test's timeout ends it otherwise). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("condition never held");
}
