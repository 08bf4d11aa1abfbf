import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/store/db.js";
import { SqlitePlanStore, SqliteTaxonomyStore } from "../../src/store/planning-stores.js";
import { PatternSpec, PlanOutline } from "../../src/contracts/index.js";

let db: Database;
afterEach(async () => db?.close());

const outline = PlanOutline.parse({
  pattern: { pattern_type: "recurring_cycle", subtype: "habit_routine" },
  root_id: "g",
  nodes: [
    { id: "g", title: "Goal", level: "goal", parent_id: null },
    { id: "walk", title: "Walk", level: "task", parent_id: "g", cadence: { kind: "recurring", rrule: "FREQ=DAILY" }, duration_min: 30 },
  ],
  start: "2026-12-01",
  deadline: null,
  timezone: "Europe/Berlin",
  generator: "template",
});

describe("planning stores", () => {
  it("saves a plan with its scheduled tasks once, with foreign keys, and reads it back", async () => {
    db = await openDatabase({ path: ":memory:", synchronous: "FULL", busyTimeoutMs: 1000 });
    const store = new SqlitePlanStore(db, () => "2026-12-01T00:00:00Z");
    const plan = {
      threadId: "th-1",
      owner: "alice",
      goal: "walk daily",
      pattern: PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }),
      outline,
      roadmap: null,
      schedule: {
        timezone: "Europe/Berlin",
        blocks: [
          { task_id: "walk", start: "2026-12-02T07:00:00+01:00", end: "2026-12-02T07:30:00+01:00" },
          { task_id: "walk", start: "2026-12-03T07:00:00+01:00", end: "2026-12-03T07:30:00+01:00" },
        ],
        unplaced: [],
        capacity_minutes: 100,
        scheduled_minutes: 60,
        utilisation: 0.6,
        infeasible: null,
        strategy: "earliest_fit",
      },
      summary: "walk",
    };
    await store.save(plan);
    await store.save(plan); // idempotent: a re-executed node writes nothing new
    const got = await store.get("th-1");
    expect(got?.plan).toMatchObject({ owner: "alice", pattern_type: "recurring_cycle", pattern_subtype: "habit_routine", status: "approved" });
    expect(got?.tasks.map((t) => [t.task_id, t.title, t.start])).toEqual([
      ["walk", "Walk", "2026-12-02T07:00:00+01:00"],
      ["walk", "Walk", "2026-12-03T07:00:00+01:00"],
    ]);
    const count = db.sqlite.prepare("select count(*) n from scheduled_tasks").get() as { n: number };
    expect(count.n).toBe(2);
    expect(() => db.sqlite.prepare("insert into scheduled_tasks (id, plan_id, task_id, title, start, end) values ('x','nope','t','t','a','b')").run()).toThrow(/FOREIGN KEY/);
    const plans = db.sqlite.prepare("select name from sqlite_master where type='index' and tbl_name='plans'").all() as { name: string }[];
    expect(plans.map((p) => p.name)).toEqual(expect.arrayContaining(["plans_pattern_type", "plans_pattern_subtype", "plans_pattern_variant"]));
  });

  it("approves a subtype once and lists it as an approved subtype", async () => {
    db = await openDatabase({ path: ":memory:", synchronous: "FULL", busyTimeoutMs: 1000 });
    const tax = new SqliteTaxonomyStore(db, () => "2026-12-01T00:00:00Z");
    const entry = { name: "dog_agility", pattern_type: "progressive_accumulation_arc" as const, keywords: [], description: "d", rationale: "for dogs", threadId: "t" };
    await tax.approve(entry);
    await tax.approve(entry);
    expect(await tax.list()).toEqual([{ name: "dog_agility", pattern_type: "progressive_accumulation_arc", keywords: ["dog", "agility"], description: "for dogs" }]);
  });
});
