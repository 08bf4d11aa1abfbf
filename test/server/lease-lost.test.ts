/**
 * A thread's lease taken over by another replica while this one runs it (run-manager.ts
 * leaseLost): the running run stops at its next step, neither it nor the run queued behind it
 * records anything over the taker's rows, and their waiters here — join, a joined stream — get
 * what the taker records. The lock here is the in-process one with a lease that can be "taken"
 * (its lost signal aborted, as ThreadLeases does at renewal); the test plays the other replica by
 * running the graph on the shared checkpointer and writing the run records.
 */
import { Command } from "@langchain/langgraph";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it } from "vitest";
import { InProcessThreadLock, type ThreadLease, type ThreadLock } from "../../src/server/lock.js";
import { InMemoryThreadRepository } from "../../src/server/thread-repository.js";
import { makeApp, parseSse } from "./helpers.js";

/** The in-process lock, whose leases say they are replica A's and can be lost. */
class TakeableLock implements ThreadLock {
  private readonly inner = new InProcessThreadLock();
  readonly lost = new Map<string, AbortController>();

  async tryAcquire(threadId: string, holder: string): Promise<ThreadLease | null> {
    const lease = await this.inner.tryAcquire(threadId, holder);
    if (!lease) return null;
    const lost = new AbortController();
    this.lost.set(threadId, lost);
    return { threadId, holder, replica: "A", lost: lost.signal, release: () => lease.release() };
  }

  holder(threadId: string): Promise<string | undefined> {
    return this.inner.holder(threadId);
  }
}

let app: FastifyInstance;
afterEach(async () => app?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("a lost lease stops the run here, records nothing over the taker's, and its waiters get the taker's outcome", async () => {
  const lock = new TakeableLock();
  const repo = new InMemoryThreadRepository();
  let fixture: Awaited<ReturnType<typeof makeApp>>["fixture"];
  ({ app, fixture } = await makeApp({ deps: { lock, repository: repo } }));
  const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id as string;
  const first = (await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: { goal: "run a 10k", delay_ms: 300 } } })).json();
  const second = (
    await app.inject({ method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", command: { resume: "approve" }, multitask_strategy: "enqueue" } })
  ).json();
  expect(second.status).toBe("pending");
  const joinFirst = app.inject({ method: "GET", url: `/threads/${id}/runs/${first.run_id}/join` });
  const streamFirst = app.inject({ method: "GET", url: `/threads/${id}/runs/${first.run_id}/stream` });
  const joinSecond = app.inject({ method: "GET", url: `/threads/${id}/runs/${second.run_id}/join` });
  await sleep(100);
  expect(fixture.calls.draft).toBe(1);

  // Another replica took the thread over (this one stalled): renewal finds the lease gone.
  lock.lost.get(id)!.abort();
  await sleep(600);
  // The run stopped at its next step: it never reached review, and recorded no end of its own.
  expect(fixture.calls.review).toBe(0);
  expect((await repo.getRun(id, first.run_id))?.status).toBe("running");
  expect((await repo.getRun(id, second.run_id))?.status).toBe("pending");
  // A cancel here is refused: the run is the other replica's now.
  expect((await app.inject({ method: "POST", url: `/threads/${id}/runs/${first.run_id}/cancel` })).json().code).toBe("RUN_NOT_HERE");

  // The other replica resumes the run to its approval interrupt and records it.
  const cfg = { configurable: { thread_id: id } };
  await fixture.graph.invoke({ goal: "run a 10k" }, cfg);
  await repo.updateRun(first.run_id, { status: "success", updated_at: new Date().toISOString() });
  const joined = await joinFirst;
  expect(joined.statusCode).toBe(200);
  expect(joined.json().__interrupt__?.[0]?.value?.kind).toBe("approval");
  const events = parseSse((await streamFirst).body);
  expect(events.filter((e) => e.event === "error")).toEqual([]);
  expect((events.filter((e) => e.event === "values").at(-1)?.data as { __interrupt__?: unknown[] }).__interrupt__).toHaveLength(1);

  // Then the reply queued behind it.
  await fixture.graph.invoke(new Command({ resume: "approve" }), cfg);
  await repo.updateRun(second.run_id, { status: "success", updated_at: new Date().toISOString() });
  const done = await joinSecond;
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ status: "complete", replies: ["approve"] });
  expect(fixture.calls.finish).toBe(1);
  // Nothing of this replica's ran the second run, and the first's waiters were not sent an error.
  expect((await repo.getRun(id, first.run_id))?.status).toBe("success");
});
