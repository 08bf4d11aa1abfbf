import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { InProcessThreadLock } from "../../src/server/lock.js";
import { makeApp } from "./helpers.js";

let app: FastifyInstance;
afterEach(async () => app?.close());

const start = (id: string, body: object) => app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", ...body } });

async function pausedThread(): Promise<{ id: string; interruptId: string }> {
  const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
  const out = (await start(id, { input: { goal: "g" } })).json();
  return { id, interruptId: out.__interrupt__[0].id };
}

describe("one run per thread; resumes must answer the pending interrupt", () => {
  it("a run on a busy thread is 409 THREAD_BUSY, and so is a state update or delete", async () => {
    ({ app } = await makeApp());
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    const bg = await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "g", delay_ms: 200 } } });
    expect(bg.statusCode).toBe(200);
    const second = await start(id, { input: { goal: "other" } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "THREAD_BUSY" });
    expect((await app.inject({ method: "POST", url: `/threads/${id}/state`, payload: { values: { goal: "x" } } })).json().code).toBe("THREAD_BUSY");
    expect((await app.inject({ method: "DELETE", url: `/threads/${id}` })).json().code).toBe("THREAD_BUSY");
    await app.inject({ method: "GET", url: `/threads/${id}/runs/${bg.json().run_id}/join` });
    expect((await app.inject({ method: "GET", url: `/threads/${id}` })).json().status).toBe("interrupted");
  });

  it("two concurrent resumes: exactly one runs, the other is refused, the step runs once", async () => {
    let fixture;
    ({ app, fixture } = await makeApp());
    const { id } = await pausedThread();
    const [a, b] = await Promise.all([start(id, { command: { resume: "approve" } }), start(id, { command: { resume: "approve" } })]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(["THREAD_BUSY", "NOT_INTERRUPTED"]).toContain(refused.json().code);
    expect(fixture.calls.finish).toBe(1);
    // review ran once to interrupt and once more on resume (LangGraph re-enters the node): never a third time.
    expect(fixture.calls.review).toBe(2);
  });

  it("resume on a thread that is not interrupted is 409 NOT_INTERRUPTED (already answered)", async () => {
    ({ app } = await makeApp());
    const { id } = await pausedThread();
    expect((await start(id, { command: { resume: "approve" } })).statusCode).toBe(200);
    const again = await start(id, { command: { resume: "approve" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("NOT_INTERRUPTED");
    const fresh = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    expect((await start(fresh, { command: { resume: "approve" } })).json().code).toBe("NOT_INTERRUPTED");
  });

  it("a stale interrupt id or a wrong kind is 409 INTERRUPT_MISMATCH; the right one resumes", async () => {
    ({ app } = await makeApp());
    const { id, interruptId } = await pausedThread();
    // reject → the thread now waits on a new "clarification" interrupt
    const next = (await start(id, { command: { resume: { text: "reject", interrupt_id: interruptId, kind: "approval" } } })).json();
    expect(next.__interrupt__[0].value.kind).toBe("clarification");
    const stale = await start(id, { command: { resume: { text: "approve", interrupt_id: interruptId } } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "INTERRUPT_MISMATCH", details: { pending: [{ kind: "clarification" }] } });
    const wrongKind = await start(id, { command: { resume: { text: "approve", kind: "approval" } } });
    expect(wrongKind.json().code).toBe("INTERRUPT_MISMATCH");
    const ok = await start(id, { command: { resume: { text: "shorter runs", kind: "clarification" } } });
    expect(ok.json().__interrupt__[0].value).toMatchObject({ kind: "approval", question: expect.stringContaining("v2") });
    expect(ok.json().replies).toEqual(["reject", "shorter runs"]);
  });

  it("the lock is an interface: a held lock (e.g. another replica) refuses the run", async () => {
    const lock = new InProcessThreadLock();
    ({ app } = await makeApp({ deps: { lock } }));
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    const lease = await lock.tryAcquire(id, "other-replica");
    expect((await start(id, { input: { goal: "g" } })).json().code).toBe("THREAD_BUSY");
    await lease!.release();
    expect((await start(id, { input: { goal: "g" } })).statusCode).toBe(200);
  });
});

describe("graph binding", () => {
  it("a thread bound to one graph refuses runs of another (409 THREAD_GRAPH_MISMATCH)", async () => {
    const { staticGraphRegistry } = await import("../../src/server/service-ports.js");
    const { buildApprovalGraph } = await import("./fixtures/approval-graph.js");
    ({ app } = await makeApp({ deps: { graphs: staticGraphRegistry({ planner: buildApprovalGraph().graph, other: buildApprovalGraph().graph }) } }));
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    expect((await start(id, { input: { goal: "g" } })).statusCode).toBe(200);
    const r = await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "other", input: { goal: "g" } } });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe("THREAD_GRAPH_MISMATCH");
  });
});
