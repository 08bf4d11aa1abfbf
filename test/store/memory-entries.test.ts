import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MemoryEntry } from "../../src/contracts/index.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { MemoryEntryRepository } from "../../src/store/memory-entries.js";
import { memoryDb } from "./helpers.js";

let db: Database;
let entries: MemoryEntryRepository;
beforeEach(async () => {
  db = await memoryDb();
  entries = new MemoryEntryRepository(db);
});
afterEach(async () => db.close());

let clock = 0;
const entry = (id: string, text: string, over: Partial<MemoryEntry> = {}): MemoryEntry => ({
  id,
  kind: "success",
  task_type: "DRAFT_SCHEDULE",
  text,
  tool: null,
  target: null,
  tags: [],
  source_thread_id: null,
  created_at: new Date(Date.UTC(2026, 2, 1, 8, 0, clock++)).toISOString(),
  ...over,
});
const ids = (xs: Array<{ id: string } | { entry: { id: string } }>) => xs.map((x) => ("entry" in x ? x.entry.id : x.id));

describe("MemoryEntryRepository", () => {
  it("stores an entry once by id: the repeat changes nothing and reports it", async () => {
    const first = entry("a", "Evening runs worked", { tags: ["evening"], tool: "ScheduleGenerator", target: "window:evening", source_thread_id: "t1" });
    expect(await entries.insert(first)).toBe(true);
    expect(await entries.insert({ ...first, text: "something else" })).toBe(false);
    expect(await entries.get("a")).toEqual(first);
    expect(await entries.get("missing")).toBeNull();
  });

  it("lists the newest entries matching task type and kinds; must_nots are one task type's", async () => {
    await entries.insert(entry("s1", "x", { kind: "success" }));
    await entries.insert(entry("m1", "x", { kind: "must_not" }));
    await entries.insert(entry("m2", "x", { kind: "must_not", task_type: "DRAFT_OUTLINE" }));
    await entries.insert(entry("f1", "x", { kind: "failure" }));
    await entries.insert(entry("m3", "x", { kind: "must_not" }));
    expect(ids(await entries.newest({}, 10))).toEqual(["m3", "f1", "m2", "m1", "s1"]);
    expect(ids(await entries.newest({ taskType: "DRAFT_SCHEDULE", kinds: ["success", "failure"] }, 10))).toEqual(["f1", "s1"]);
    expect(ids(await entries.newest({ kinds: [] }, 2))).toEqual(["m3", "f1"]);
    expect(ids(await entries.mustNots("DRAFT_SCHEDULE", 10))).toEqual(["m3", "m1"]);
    expect(ids(await entries.mustNots("DRAFT_OUTLINE", 10))).toEqual(["m2"]);
  });

  it("finds ≥3-character terms through the index, in text and tags, within the filter", async () => {
    await entries.insert(entry("run", "Evening runs after work", { kind: "must_not" }));
    await entries.insert(entry("tag", "nothing here", { tags: ["marathon"] }));
    await entries.insert(entry("other", "Evening swims", { task_type: "DRAFT_OUTLINE" }));
    await entries.insert(entry("zh", "不要在早上七点之前安排跑步"));
    expect(ids(await entries.searchIndexed(["evening"], {}, 10)).sort()).toEqual(["other", "run"]);
    expect(ids(await entries.searchIndexed(["evening"], { taskType: "DRAFT_SCHEDULE" }, 10))).toEqual(["run"]);
    expect(ids(await entries.searchIndexed(["evening"], { kinds: ["success"] }, 10))).toEqual(["other"]);
    expect(ids(await entries.searchIndexed(["marathon", "nope"], {}, 10))).toEqual(["tag"]);
    expect(ids(await entries.searchIndexed(["七点之"], {}, 10))).toEqual(["zh"]);
    // Query syntax in a term is matched as text, not parsed.
    expect(await entries.searchIndexed(['ev"ening OR', "NOT run*"], {}, 10)).toEqual([]);
    expect(await entries.searchIndexed([], {}, 10)).toEqual([]);
    // Insertion order comes back for ranking ties.
    const [hit] = await entries.searchIndexed(["marathon"], {}, 10);
    expect(hit!.n).toBeGreaterThan(0);
  });

  it("finds short terms as literal substrings, newest first, with LIKE wildcards matched literally", async () => {
    await entries.insert(entry("pct", "Finished 100% of sessions"));
    await entries.insert(entry("num", "Finished 1000 sessions"));
    await entries.insert(entry("und", "variant a_b"));
    await entries.insert(entry("plain", "variant axb"));
    await entries.insert(entry("zh", "周末安排游泳", { tags: ["跑步"] }));
    expect(ids(await entries.searchSubstring(["0%"], {}, 10))).toEqual(["pct"]);
    expect(ids(await entries.searchSubstring(["a_"], {}, 10))).toEqual(["und"]);
    expect(ids(await entries.searchSubstring(["游泳", "跑步"], {}, 10))).toEqual(["zh"]);
    expect(ids(await entries.searchSubstring(["ed"], {}, 10))).toEqual(["num", "pct"]);
    expect(ids(await entries.searchSubstring(["ed"], { taskType: "OTHER" }, 10))).toEqual([]);
    expect(await entries.searchSubstring([], {}, 10)).toEqual([]);
  });
});
