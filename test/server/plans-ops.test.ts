import { afterEach, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import type { BusMessage } from "../../src/contracts/index.js";
import type { BusHandler } from "../../src/bus/types.js";
import type { AuditPort, EventsPort } from "../../src/server/service-ports.js";
import { ServerMetrics } from "../../src/server/metrics.js";
import { makeApp, KEY_ALICE, KEY_BOB, parseSse } from "./helpers.js";

let app: FastifyInstance;
afterEach(async () => app?.close());

/** An in-memory bus with the MessageBus read side. */
function fakeBus() {
  const messages: BusMessage[] = [];
  const subs = new Set<{ threadId?: string; handler: BusHandler }>();
  const port: EventsPort = {
    async history(threadId, afterSeq = 0, limit = 1000) {
      return messages.filter((m) => m.thread_id === threadId && m.seq > afterSeq).slice(0, limit);
    },
    subscribe(handler, opts) {
      const s = { threadId: opts?.threadId, handler };
      subs.add(s);
      return { close: async () => void subs.delete(s) };
    },
  };
  const publish = (threadId: string, type: BusMessage["type"], payload: unknown) => {
    const seq = messages.filter((m) => m.thread_id === threadId).length + 1;
    const m: BusMessage = { id: String(messages.length + 1), seq, thread_id: threadId, from: "controller", to: "user", type, payload, idem_key: `${threadId}:${seq}`, at: new Date().toISOString() };
    messages.push(m);
    for (const s of subs) if (!s.threadId || s.threadId === threadId) void s.handler(m);
    return m;
  };
  return { port, publish, subs };
}

describe("plan routes over the plan port", () => {
  it("POST /plans → awaiting_reply with the question; reply approve → complete; GET shows the plan", async () => {
    ({ app } = await makeApp());
    const created = await app.inject({ method: "POST", url: "/plans", payload: { goal: "run a half marathon", timezone: "Europe/Berlin", now: "2025-01-06T08:00:00+01:00" } });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ status: "awaiting_reply", question: { kind: "approval", question: expect.stringContaining("half marathon") } });
    const id = c.thread_id;

    const rejected = (await app.inject({ method: "POST", url: `/plans/${id}/reply`, payload: { text: "reject" } })).json();
    expect(rejected).toMatchObject({ status: "needs_clarification", question: { kind: "clarification" } });
    const stale = await app.inject({ method: "POST", url: `/plans/${id}/reply`, payload: { text: "approve", interrupt_id: c.question.interrupt_id } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("INTERRUPT_MISMATCH");
    await app.inject({ method: "POST", url: `/plans/${id}/reply`, payload: { text: "more rest days" } });
    const done = (await app.inject({ method: "POST", url: `/plans/${id}/reply`, payload: { text: "approve" } })).json();
    expect(done).toEqual({ thread_id: id, status: "complete", question: null });
    const again = await app.inject({ method: "POST", url: `/plans/${id}/reply`, payload: { text: "approve" } });
    expect(again.json().code).toBe("NOT_INTERRUPTED");

    const view = (await app.inject({ method: "GET", url: `/plans/${id}` })).json();
    expect(view).toMatchObject({ status: "complete", outline: { version: 2 }, schedule: { blocks: [{ task_id: "t1" }] }, loss_history: [], trace: [] });
  });

  it("a reply on a busy plan is 409 THREAD_BUSY and the plan reads as running", async () => {
    ({ app } = await makeApp());
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "g", delay_ms: 200 } } });
    expect((await app.inject({ method: "GET", url: `/plans/${id}` })).json().status).toBe("running");
    const r = await app.inject({ method: "POST", url: `/plans/${id}/reply`, payload: { text: "approve" } });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe("THREAD_BUSY");
  });

  it("plan routes answer 501 NOT_CONFIGURED without a plan port", async () => {
    ({ app } = await makeApp({ deps: { plans: undefined } }));
    const r = await app.inject({ method: "POST", url: "/plans", payload: { goal: "g", timezone: "UTC" } });
    expect(r.statusCode).toBe(501);
    expect(r.json().code).toBe("NOT_CONFIGURED");
  });
});

describe("thread events (bus SSE)", () => {
  it("replays after Last-Event-ID, then follows live messages", async () => {
    const bus = fakeBus();
    ({ app } = await makeApp({ deps: { bus: bus.port } }));
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    bus.publish(id, "stage_change", { to: "DRAFT_OUTLINE" });
    bus.publish(id, "trace", { n: 2 });
    bus.publish("other-thread", "trace", { n: 99 });
    bus.publish(id, "interrupt", { kind: "approval" });

    const replay = parseSse((await app.inject({ method: "GET", url: `/threads/${id}/events?follow=false` })).body);
    expect(replay.map((e) => [e.id, e.event])).toEqual([["1", "stage_change"], ["2", "trace"], ["3", "interrupt"]]);
    const resumed = parseSse((await app.inject({ method: "GET", url: `/threads/${id}/events?follow=false`, headers: { "last-event-id": "2" } })).body);
    expect(resumed.map((e) => e.id)).toEqual(["3"]);

    // Live: a real socket, since the stream stays open.
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const ac = new AbortController();
    const res = await fetch(`${address}/threads/${id}/events`, { headers: { "last-event-id": "1" }, signal: ac.signal });
    const reader = res.body!.getReader();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil("id: 3");
    bus.publish(id, "reply", { text: "approve" });
    await readUntil("id: 4");
    expect(parseSse(text).map((e) => e.id)).toEqual(["2", "3", "4"]);
    ac.abort();
    // The server hears the disconnect asynchronously (later still on a loaded machine).
    await vi.waitFor(() => expect(bus.subs.size).toBe(0), { timeout: 2_000 });
  });

  it("stream_mode bus adds the thread's bus messages to a run stream", async () => {
    const bus = fakeBus();
    ({ app } = await makeApp({ deps: { bus: bus.port } }));
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    const pending = app.inject({ method: "POST", url: `/threads/${id}/runs/stream`, payload: { assistant_id: "planner", input: { goal: "g", delay_ms: 100 }, stream_mode: ["values", "bus"] } });
    await new Promise((r) => setTimeout(r, 30));
    bus.publish(id, "stage_change", { to: "DRAFT_OUTLINE" });
    const events = parseSse((await pending).body);
    expect(events.find((e) => e.event === "bus")?.data).toMatchObject({ type: "stage_change", thread_id: id });
  });
});

describe("audit, metrics, openapi", () => {
  it("GET /audit returns only the caller's threads' reports", async () => {
    const reports = (ids: string[]) =>
      ids.map((t, i) => ({ id: `a${i}`, thread_id: t, anomaly: "loop", severity: "warning", summary: "s", evidence: { message_ids: [], details: {} }, at: "2025-01-01T00:00:00Z" }));
    let all: ReturnType<typeof reports> = [];
    const audit: AuditPort = { listAuditReports: async ({ threadId }) => (threadId ? all.filter((r) => r.thread_id === threadId) : all) as never };
    ({ app } = await makeApp({ keys: `${KEY_ALICE}:alice,${KEY_BOB}:bob`, deps: { audit } }));
    const a = (await app.inject({ method: "POST", url: "/threads", payload: {}, headers: { "x-api-key": KEY_ALICE } })).json().thread_id;
    const b = (await app.inject({ method: "POST", url: "/threads", payload: {}, headers: { "x-api-key": KEY_BOB } })).json().thread_id;
    all = reports([a, b, a]);
    const mine = (await app.inject({ method: "GET", url: "/audit", headers: { "x-api-key": KEY_ALICE } })).json();
    expect(mine.map((r: { thread_id: string }) => r.thread_id)).toEqual([a, a]);
    const theirs = await app.inject({ method: "GET", url: `/audit?thread_id=${b}`, headers: { "x-api-key": KEY_ALICE } });
    expect(theirs.statusCode).toBe(404);
  });

  it("/metrics counts runs, interrupts, conflicts and GGS macro-states", async () => {
    const metrics = new ServerMetrics();
    ({ app } = await makeApp({ deps: { metrics } }));
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", input: { goal: "g" } } });
    await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", command: { resume: "approve" } } });
    await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", command: { resume: "approve" } } });
    metrics.countMacroState("refine");
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(text).toContain('goalgraph_runs_started_total{graph="planner",kind="input"} 1');
    expect(text).toContain('goalgraph_runs_finished_total{graph="planner",status="success"} 2');
    expect(text).toContain('goalgraph_interrupts_total{kind="approval"} 1');
    expect(text).toContain('goalgraph_run_conflicts_total{code="NOT_INTERRUPTED"} 1');
    expect(text).toContain('goalgraph_ggs_macro_state_total{state="refine"} 1');
    expect(text).toMatch(/goalgraph_run_duration_seconds_count\{graph="planner"\} 2/);
    expect(text).toContain("goalgraph_runs_active 0");
  });

  it("/openapi.json lists every route with request and per-status response schemas", async () => {
    ({ app } = await makeApp({ keys: `${KEY_ALICE}:alice` }));
    const doc = (await app.inject({ method: "GET", url: "/openapi.json", headers: { "x-api-key": KEY_ALICE } })).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const p of ["/threads", "/threads/{thread_id}/runs/wait", "/threads/{thread_id}/runs/{run_id}/join", "/plans", "/plans/{thread_id}/reply", "/assistants/search", "/metrics", "/ok"]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    const wait = doc.paths["/threads/{thread_id}/runs/wait"].post;
    expect(Object.keys(wait.responses).sort()).toEqual(["200", "400", "401", "404", "409", "413", "422", "500", "503"]);
    expect(wait.requestBody.content["application/json"].schema.properties.assistant_id).toBeDefined();
    expect(wait.parameters[0]).toMatchObject({ name: "thread_id", in: "path", required: true });
    // With keys configured every route needs one, except /ok which opts out.
    expect(doc.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    expect(doc.paths["/ok"].get.security).toEqual([]);
    expect(doc.paths["/metrics"].get.responses["200"].content["text/plain"]).toBeDefined();
    expect(doc.paths["/threads/{thread_id}/runs/stream"].post.responses["200"].content["text/event-stream"]).toBeDefined();
    expect(wait.responses["409"].content["application/json"].schema.properties.code).toBeDefined();
    expect(doc.paths["/plans"].post.requestBody.content["application/json"].schema.properties.goal.maxLength).toBe(4000);
  });
});

describe("plan run failures", () => {
  it("a failing plan run is 500 RUN_FAILED without internals", async () => {
    const { fakePlanPort } = await import("./helpers.js");
    ({ app } = await makeApp({ deps: { plans: { ...fakePlanPort, toInput: (req) => ({ goal: req.goal, fail: true }) } } }));
    const r = await app.inject({ method: "POST", url: "/plans", payload: { goal: "g", timezone: "UTC" } });
    expect(r.statusCode).toBe(500);
    expect(r.json().code).toBe("RUN_FAILED");
    expect(r.body).not.toContain("hunter2");
  });
});
