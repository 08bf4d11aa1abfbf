import { describe, expect, it } from "vitest";
import { InMemoryThreadRepository } from "../../src/server/thread-repository.js";
import { makeApp } from "./helpers.js";

describe("graceful shutdown", () => {
  it("lets a running run finish its step and record its end before closing; new runs are refused", async () => {
    const repository = new InMemoryThreadRepository();
    const { app, fixture } = await makeApp({ deps: { repository, shutdownGraceMs: 5_000 } });
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    const run = (await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "g", delay_ms: 150 } } })).json();
    const closing = app.close();
    const refused = await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "late" } } });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe("SHUTTING_DOWN");
    await closing;
    expect(fixture.calls.draft).toBe(1);
    expect(fixture.calls.review).toBe(1); // reached the interrupt checkpoint
    expect((await repository.getRun(id, run.run_id))?.status).toBe("success");
    expect((await repository.getThread(id))?.status).toBe("interrupted");
  });

  it("aborts a run that outlives the grace period; its last checkpoint stands and the thread is idle", async () => {
    const repository = new InMemoryThreadRepository();
    const { app, fixture } = await makeApp({ deps: { repository, shutdownGraceMs: 20 } });
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    const run = (await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "g", delay_ms: 400 } } })).json();
    await app.close();
    expect((await repository.getRun(id, run.run_id))?.status).toBe("interrupted");
    expect((await repository.getThread(id))?.status).toBe("idle");
    expect(fixture.calls.review).toBe(0);
  });

  it("a restarted service marks runs a crash left running as errors and frees their threads", async () => {
    const repository = new InMemoryThreadRepository();
    const at = "2025-01-01T00:00:00.000Z";
    await repository.createThread({ thread_id: "t", owner: "local", graph_id: "planner", status: "busy", metadata: {}, created_at: at, updated_at: at, state_updated_at: at, error: null });
    await repository.createRun({ run_id: "r", thread_id: "t", assistant_id: "planner", owner: "local", status: "running", metadata: {}, multitask_strategy: null, created_at: at, updated_at: at, error: null });
    const { app } = await makeApp({ deps: { repository } });
    expect((await app.inject({ method: "GET", url: "/threads/t/runs/r" })).json()).toMatchObject({ status: "error" });
    expect((await app.inject({ method: "GET", url: "/threads/t" })).json().status).toBe("idle");
    await app.close();
  });
});
