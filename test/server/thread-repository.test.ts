import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";
import { openDatabase, type SqliteDatabase as Database } from "../../src/store/db.js";
import { buildApp } from "../../src/server/app.js";
import { staticGraphRegistry } from "../../src/server/service-ports.js";
import { InMemoryThreadRepository, type RunRecord, type ThreadRecord, type ThreadRepository } from "../../src/server/thread-repository.js";
import { ThreadRunRepository } from "../../src/store/threads-runs.js";
import { buildApprovalGraph } from "./fixtures/approval-graph.js";
import { testConfig } from "./helpers.js";

const dir = mkdtempSync(join(tmpdir(), "goalgraph-server-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const thread = (id: string, owner: string, at: string, extra: Partial<ThreadRecord> = {}): ThreadRecord => ({
  thread_id: id,
  owner,
  graph_id: null,
  status: "idle",
  metadata: {},
  created_at: at,
  updated_at: at,
  state_updated_at: at,
  error: null,
  ...extra,
});
const run = (id: string, threadId: string, at: string, status: RunRecord["status"] = "pending"): RunRecord => ({
  run_id: id,
  thread_id: threadId,
  assistant_id: "planner",
  owner: "a",
  status,
  metadata: { m: 1 },
  multitask_strategy: "reject",
  created_at: at,
  updated_at: at,
  error: null,
});

const impls: Array<[string, () => Promise<{ repo: ThreadRepository; close: () => Promise<void> }>]> = [
  ["in-memory", async () => ({ repo: new InMemoryThreadRepository(), close: async () => {} })],
  [
    "store",
    async () => {
      const db = await openDatabase({ path: ":memory:", synchronous: "FULL", busyTimeoutMs: 0 });
      return { repo: new ThreadRunRepository(db), close: () => db.close() };
    },
  ],
];

describe.each(impls)("ThreadRepository (%s)", (_name, make) => {
  it("creates once, reads, updates, searches by owner/status/metadata/ids, deletes with runs", async () => {
    const { repo, close } = await make();
    expect(await repo.createThread(thread("t1", "a", "2025-01-01T00:00:01Z", { metadata: { team: "x", n: 1 } }))).toBe(true);
    expect(await repo.createThread(thread("t1", "b", "2025-01-01T00:00:09Z"))).toBe(false);
    await repo.createThread(thread("t2", "a", "2025-01-01T00:00:02Z", { status: "interrupted", metadata: { team: "y" } }));
    await repo.createThread(thread("t3", "b", "2025-01-01T00:00:03Z"));
    expect((await repo.getThread("t1"))?.owner).toBe("a");
    const upd = await repo.updateThread("t1", { status: "busy", metadata: { team: "x", n: 2 }, graph_id: "planner" });
    expect(upd).toMatchObject({ status: "busy", graph_id: "planner", metadata: { team: "x", n: 2 } });
    const base = { owner: "a", limit: 10, offset: 0, sortBy: "created_at", sortOrder: "desc" } as const;
    expect((await repo.searchThreads(base)).map((t) => t.thread_id)).toEqual(["t2", "t1"]);
    expect((await repo.searchThreads({ ...base, sortOrder: "asc", limit: 1 })).map((t) => t.thread_id)).toEqual(["t1"]);
    expect((await repo.searchThreads({ ...base, status: "interrupted" })).map((t) => t.thread_id)).toEqual(["t2"]);
    expect((await repo.searchThreads({ ...base, metadata: { team: "x" } })).map((t) => t.thread_id)).toEqual(["t1"]);
    expect((await repo.searchThreads({ ...base, ids: ["t1", "t3"] })).map((t) => t.thread_id)).toEqual(["t1"]);

    await repo.createRun(run("r1", "t1", "2025-01-01T00:00:05Z"));
    await repo.createRun(run("r2", "t1", "2025-01-01T00:00:06Z", "running"));
    await repo.updateRun("r1", { status: "success", updated_at: "2025-01-01T00:00:07Z" });
    expect(await repo.getRun("t1", "r1")).toMatchObject({ status: "success", metadata: { m: 1 } });
    expect(await repo.getRun("t2", "r1")).toBeUndefined();
    expect((await repo.listRuns("t1", { limit: 10, offset: 0 })).map((r) => r.run_id)).toEqual(["r2", "r1"]);

    expect(await repo.recoverInterrupted("2025-01-02T00:00:00Z")).toBe(1);
    expect((await repo.getRun("t1", "r2"))?.status).toBe("error");
    expect((await repo.getThread("t1"))?.status).toBe("idle");

    expect(await repo.deleteThread("t1")).toBe(true);
    expect(await repo.getThread("t1")).toBeUndefined();
    expect(await repo.getRun("t1", "r1")).toBeUndefined();
    expect(await repo.deleteThread("t1")).toBe(false);
    await close();
  });
});

describe("durability across a restart (SQLite checkpoints + SQLite threads)", () => {
  it("a thread paused by one process is resumed by the next", async () => {
    const dbPath = join(dir, "app.sqlite");
    const cpPath = join(dir, "checkpoints.sqlite");
    const boot = async () => {
      const db: Database = await openDatabase({ path: dbPath, synchronous: "FULL", busyTimeoutMs: 1000 });
      const saver = SqliteSaver.fromConnString(cpPath);
      const app = await buildApp({
        config: testConfig(),
        version: "t",
        graphs: staticGraphRegistry({ planner: buildApprovalGraph(saver).graph }),
        repository: new ThreadRunRepository(db),
      });
      app.addHook("onClose", async () => {
        await db.close();
        (saver as unknown as { db: { close(): void } }).db.close();
      });
      return app;
    };
    const first = await boot();
    const id = (await first.inject({ method: "POST", url: "/threads", payload: { metadata: { who: "me" } } })).json().thread_id;
    const paused = (await first.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", input: { goal: "g" } } })).json();
    expect(paused.__interrupt__).toHaveLength(1);
    await first.close();

    const second = await boot();
    const t = (await second.inject({ method: "GET", url: `/threads/${id}` })).json();
    expect(t).toMatchObject({ status: "interrupted", metadata: { who: "me", graph_id: "planner" } });
    const done = (await second.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", command: { resume: "approve" } } })).json();
    expect(done.status).toBe("complete");
    expect((await second.inject({ method: "GET", url: `/threads/${id}/runs` })).json()).toHaveLength(2);
    await second.close();
  });
});
