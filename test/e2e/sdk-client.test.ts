/**
 * The real server on an ephemeral loopback port, driven by the unmodified official client
 * (@langchain/langgraph-sdk), then the same flow through the plain plan routes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@langchain/langgraph-sdk";
import type { FastifyInstance } from "fastify";
import { listen } from "../../src/server/server.js";
import { KEY_ALICE, KEY_BOB, makeApp, testConfig } from "../server/helpers.js";

type Values = { goal?: string; status?: string; version?: number; replies?: string[]; __interrupt__?: Array<{ id: string; value: { kind: string; question: string } }> };

let app: FastifyInstance;
let apiUrl: string;
let client: Client;

beforeAll(async () => {
  const keys = `${KEY_ALICE}:alice,${KEY_BOB}:bob`;
  ({ app } = await makeApp({ keys }));
  apiUrl = await listen(app, testConfig({ GOALGRAPH_PORT: "0", GOALGRAPH_API_KEYS: keys }).server);
  client = new Client({ apiUrl, apiKey: KEY_ALICE });
});
afterAll(async () => app.close());

describe("the official LangGraph client drives the service", () => {
  it("create → wait (interrupt) → resume approve → state → history", async () => {
    const thread = await client.threads.create({ metadata: { purpose: "e2e" } });
    expect(thread.status).toBe("idle");

    const paused = (await client.runs.wait(thread.thread_id, "planner", { input: { goal: "learn Spanish" } })) as Values;
    expect(paused.__interrupt__?.[0]?.value.kind).toBe("approval");

    const t = await client.threads.get(thread.thread_id);
    expect(t.status).toBe("interrupted");
    expect(Object.values(t.interrupts).flat()[0]?.value).toMatchObject({ kind: "approval" });
    const pausedState = await client.threads.getState(thread.thread_id);
    expect(pausedState.tasks[0]?.interrupts[0]?.value).toMatchObject({ kind: "approval" });
    expect(pausedState.next).toEqual(["review"]);

    let runId: string | undefined;
    const done = (await client.runs.wait(thread.thread_id, "planner", { command: { resume: "approve" }, onRunCreated: (m) => (runId = m.run_id) })) as Values;
    expect(done).toMatchObject({ status: "complete", replies: ["approve"] });
    expect(done.__interrupt__).toBeUndefined();
    expect(runId).toEqual(expect.any(String));
    expect((await client.runs.get(thread.thread_id, runId!)).status).toBe("success");

    const state = await client.threads.getState<Values>(thread.thread_id);
    expect(state.values).toMatchObject({ goal: "learn Spanish", status: "complete", version: 1 });
    expect(state.next).toEqual([]);

    const history = await client.threads.getHistory<Values>(thread.thread_id, { limit: 20 });
    expect(history.length).toBeGreaterThanOrEqual(5);
    expect(history[0]!.checkpoint.checkpoint_id).toBe(state.checkpoint.checkpoint_id);
    const atPause = await client.threads.getState<Values>(thread.thread_id, pausedState.checkpoint.checkpoint_id!);
    expect(atPause.values.status).toBe("awaiting_approval");
    const before = await client.threads.getHistory(thread.thread_id, { before: { configurable: { checkpoint_id: pausedState.checkpoint.checkpoint_id } } });
    const pausedAt = history.findIndex((h) => h.checkpoint.checkpoint_id === pausedState.checkpoint.checkpoint_id);
    expect(pausedAt).toBeGreaterThan(0);
    expect(before.map((h) => h.checkpoint.checkpoint_id)).toEqual(history.slice(pausedAt + 1).map((h) => h.checkpoint.checkpoint_id));

    expect((await client.threads.get(thread.thread_id)).status).toBe("idle");
    const updated = await client.threads.updateState(thread.thread_id, { values: { goal: "learn Catalan" }, asNode: "finish" });
    expect((await client.threads.getState<Values>(thread.thread_id)).values.goal).toBe("learn Catalan");
    expect(JSON.stringify(updated)).toContain((await client.threads.getState(thread.thread_id)).checkpoint.checkpoint_id);
    expect((await client.runs.list(thread.thread_id)).length).toBe(2);
    const found = await client.threads.search({ metadata: { purpose: "e2e" } });
    expect(found.map((x) => x.thread_id)).toContain(thread.thread_id);
  });

  it("stream: metadata, then values events carrying the interrupt", async () => {
    const thread = await client.threads.create();
    const events: Array<{ event: string; data: unknown }> = [];
    for await (const chunk of client.runs.stream(thread.thread_id, "planner", { input: { goal: "write a book" }, streamMode: ["values", "updates", "custom"] })) {
      events.push({ event: chunk.event, data: chunk.data });
    }
    expect(events[0]!.event).toBe("metadata");
    const withInterrupt = events.filter((e) => e.event === "values" && (e.data as Values).__interrupt__);
    expect(withInterrupt).toHaveLength(1);
    expect((withInterrupt[0]!.data as Values).__interrupt__![0]!.value.kind).toBe("approval");
    expect(events.some((e) => e.event === "custom")).toBe(true);
    expect(events.some((e) => e.event === "updates")).toBe(true);
    expect(events.some((e) => e.event === "error")).toBe(false);
  });

  it("runs.create + runs.join, joinStream resumes after lastEventId", async () => {
    const thread = await client.threads.create();
    const run = await client.runs.create(thread.thread_id, "planner", { input: { goal: "g", delay_ms: 1000 } });
    expect(["pending", "running"]).toContain(run.status);
    const busy = await client.runs.wait(thread.thread_id, "planner", { input: { goal: "again" } }).catch((e) => e);
    expect(String(busy)).toContain("THREAD_BUSY");
    const joined = (await client.runs.join(thread.thread_id, run.run_id)) as Values;
    expect(joined.__interrupt__?.[0]?.value.kind).toBe("approval");
    const all = [];
    for await (const e of client.runs.joinStream(thread.thread_id, run.run_id)) all.push(e);
    expect(all[0]!.event).toBe("metadata");
    const tail = [];
    for await (const e of client.runs.joinStream(thread.thread_id, run.run_id, { lastEventId: all[0]!.id })) tail.push(e);
    expect(tail.map((e) => e.id)).toEqual(all.slice(1).map((e) => e.id));
    // a stale second resume is refused with the code in the error text
    await client.runs.wait(thread.thread_id, "planner", { command: { resume: "approve" } });
    const stale = await client.runs.wait(thread.thread_id, "planner", { command: { resume: "approve" } }).catch((e) => e);
    expect(String(stale)).toContain("NOT_INTERRUPTED");
  });

  it("assistants.search / get, and another owner sees nothing", async () => {
    const list = await client.assistants.search({ graphId: "planner" });
    expect(list.map((a) => a.assistant_id)).toEqual(["planner"]);
    expect((await client.assistants.get("planner")).graph_id).toBe("planner");
    const thread = await client.threads.create();
    const bob = new Client({ apiUrl, apiKey: KEY_BOB });
    const err = await bob.threads.get(thread.thread_id).catch((e) => e);
    expect(err.status).toBe(404);
    const anon = new Client({ apiUrl, apiKey: null });
    expect((await anon.threads.create().catch((e) => e)).status).toBe(401);
  });
});

describe("the same flow through the plan routes", () => {
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${KEY_ALICE}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, any> };
  };

  it("POST /plans → question; reply approve → complete; GET /plans/:id", async () => {
    const created = await call("POST", "/plans", { goal: "run a half marathon in 12 weeks", timezone: "Europe/Berlin" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "awaiting_reply", question: { kind: "approval" } });
    const id = created.body.thread_id as string;
    // the plan thread is an ordinary LangGraph thread too
    expect((await client.threads.get(id)).status).toBe("interrupted");
    const replied = await call("POST", `/plans/${id}/reply`, { text: "approve", interrupt_id: created.body.question.interrupt_id });
    expect(replied).toEqual({ status: 200, body: { thread_id: id, status: "complete", question: null } });
    const plan = await call("GET", `/plans/${id}`);
    expect(plan.body).toMatchObject({ status: "complete", schedule: { blocks: [{ task_id: "t1" }] }, cost: { usd: 0 } });
    const again = await call("POST", `/plans/${id}/reply`, { text: "approve" });
    expect(again).toMatchObject({ status: 409, body: { code: "NOT_INTERRUPTED" } });
  });
});
