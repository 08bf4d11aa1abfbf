import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuditReport } from "../../src/contracts/index.js";
import { AuditReportRepository } from "../../src/store/audit-reports.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { memoryDb } from "./helpers.js";

let db: Database;
let reports: AuditReportRepository;
beforeEach(async () => {
  db = await memoryDb();
  reports = new AuditReportRepository(db);
});
afterEach(async () => db.close());

const report = (id: string, thread: string, summary = "s"): AuditReport => ({
  id,
  thread_id: thread,
  anomaly: "drift",
  severity: "warning",
  summary,
  evidence: { message_ids: ["1"], details: { n: 5 } },
  at: "2026-03-01T08:00:00.000Z",
});

describe("AuditReportRepository", () => {
  it("stores a report once by id and reads it back whole", async () => {
    expect(await reports.insert(report("r1", "t"), 7)).toBe(true);
    expect(await reports.insert(report("r1", "t", "changed"), 8)).toBe(false);
    expect(await reports.list()).toEqual([report("r1", "t")]);
  });

  it("lists in insertion order, per thread, with a limit and an after-id cursor", async () => {
    for (const [id, t] of [["a", "x"], ["b", "y"], ["c", "x"], ["d", "x"]] as const) await reports.insert(report(id, t), 1);
    expect((await reports.list()).map((r) => r.id)).toEqual(["a", "b", "c", "d"]);
    expect((await reports.list({ threadId: "x" })).map((r) => r.id)).toEqual(["a", "c", "d"]);
    expect((await reports.list({ threadId: "y" })).map((r) => r.id)).toEqual(["b"]);
    expect((await reports.list({ limit: 2 })).map((r) => r.id)).toEqual(["a", "b"]);
    expect((await reports.list({ afterId: "b", limit: 1 })).map((r) => r.id)).toEqual(["c"]);
    expect((await reports.list({ afterId: "a", threadId: "x" })).map((r) => r.id)).toEqual(["c", "d"]);
    // An unknown cursor yields nothing rather than everything.
    expect(await reports.list({ afterId: "nope" })).toEqual([]);
    // A limit below 1 still returns one.
    expect(await reports.list({ limit: 0 })).toHaveLength(1);
  });
});
