import { afterEach, describe, expect, it } from "vitest";
import type { RunRecord, ThreadRecord } from "../../src/server/thread-repository.js";
import { ThreadRunRepository } from "../../src/store/threads-runs.js";
import { fileDb, memoryDb, tempDbPath } from "./helpers.js";

// The ThreadRepository contract both implementations share is in test/server/thread-repository.test.ts;
// these are the store's own: what survives a restart, JSON columns, and thread isolation.
const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const thread = (id: string, owner = "a", extra: Partial<ThreadRecord> = {}): ThreadRecord => ({
  thread_id: id,
  owner,
  graph_id: null,
  status: "idle",
  metadata: {},
  created_at: `2026-01-01T00:00:0${id.length}Z`,
  updated_at: "2026-01-01T00:00:00Z",
  state_updated_at: "2026-01-01T00:00:00Z",
  error: null,
  ...extra,
});
const run = (id: string, threadId: string, at: string): RunRecord => ({
  run_id: id,
  thread_id: threadId,
  assistant_id: "planner",
  owner: "a",
  status: "pending",
  metadata: { nested: { list: [1, "two", null] } },
  multitask_strategy: null,
  created_at: at,
  updated_at: at,
  error: null,
});

describe("ThreadRunRepository", () => {
  it("keeps records across a reopen of the file, JSON metadata intact", async () => {
    const { file, cleanup } = tempDbPath();
    cleanups.push(cleanup);
    const first = await fileDb(file);
    const repo = new ThreadRunRepository(first);
    await repo.createThread(thread("t1", "a", { metadata: { graph_id: "planner", tags: ["x"], deep: { n: 1.5 } } }));
    await repo.createRun(run("r1", "t1", "2026-01-01T00:00:01Z"));
    await first.close();

    const second = await fileDb(file);
    cleanups.push(() => second.close());
    const again = new ThreadRunRepository(second);
    expect(await again.getThread("t1")).toEqual(thread("t1", "a", { metadata: { graph_id: "planner", tags: ["x"], deep: { n: 1.5 } } }));
    expect(await again.getRun("t1", "r1")).toEqual(run("r1", "t1", "2026-01-01T00:00:01Z"));
  });

  it("keeps threads apart: runs, run lookups, deletes and searches see one thread or one owner", async () => {
    const db = await memoryDb();
    cleanups.push(() => db.close());
    const repo = new ThreadRunRepository(db);
    await repo.createThread(thread("t1"));
    await repo.createThread(thread("t22", "b"));
    await repo.createRun(run("r1", "t1", "2026-01-01T00:00:01Z"));
    await repo.createRun(run("r2", "t22", "2026-01-01T00:00:02Z"));
    expect((await repo.listRuns("t1", { limit: 10, offset: 0 })).map((r) => r.run_id)).toEqual(["r1"]);
    expect(await repo.getRun("t1", "r2")).toBeUndefined();
    const search = { limit: 10, offset: 0, sortBy: "created_at", sortOrder: "asc" } as const;
    expect((await repo.searchThreads({ ...search, owner: "b" })).map((t) => t.thread_id)).toEqual(["t22"]);
    expect(await repo.searchThreads({ ...search, owner: "b", ids: [] })).toEqual([]);
    expect(await repo.deleteThread("t1")).toBe(true);
    expect(await repo.getRun("t22", "r2")).toMatchObject({ run_id: "r2" });
    expect(await repo.getThread("t22")).toMatchObject({ owner: "b" });
  });

  it("an update leaves owner and creation time alone and an empty patch changes nothing", async () => {
    const db = await memoryDb();
    cleanups.push(() => db.close());
    const repo = new ThreadRunRepository(db);
    await repo.createThread(thread("t1"));
    const patched = await repo.updateThread("t1", { owner: "mallory", created_at: "1999", status: "busy" } as never);
    expect(patched).toMatchObject({ owner: "a", created_at: thread("t1").created_at, status: "busy" });
    expect(await repo.updateThread("t1", {})).toEqual(patched);
    expect(await repo.updateThread("missing", { status: "idle" })).toBeUndefined();
  });
});
