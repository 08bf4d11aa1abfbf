import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PatternSpec, PlanOutline } from "../../src/contracts/index.js";
import type { SqliteDatabase as Database } from "../../src/store/db.js";
import { PlanRepository } from "../../src/store/plans.js";
import { memoryDb } from "./helpers.js";

let db: Database;
let plans: PlanRepository;
beforeEach(async () => {
  db = await memoryDb();
  plans = new PlanRepository(db, () => "2026-12-01T00:00:00Z");
});
afterEach(async () => db.close());

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

function planFor(threadId: string, days: number[] = [2, 3], over: { owner?: string | null; goal?: string } = {}) {
  return {
    threadId,
    owner: over.owner === undefined ? "alice" : over.owner,
    goal: over.goal ?? "walk daily",
    pattern: PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }),
    outline,
    roadmap: null,
    schedule: {
      timezone: "Europe/Berlin",
      blocks: days.map((d) => ({ task_id: "walk", start: `2026-12-0${d}T07:00:00+01:00`, end: `2026-12-0${d}T07:30:00+01:00` })),
      unplaced: [],
      capacity_minutes: 100,
      scheduled_minutes: 30 * days.length,
      utilisation: 0.6,
      infeasible: null,
      strategy: "earliest_fit",
    },
    summary: "walk",
  };
}

describe("PlanRepository", () => {
  it("saves a plan with its scheduled tasks and reads it back, tasks in start order", async () => {
    await plans.save(planFor("th-1", [3, 2]));
    const got = await plans.get("th-1");
    expect(got?.plan).toMatchObject({ thread_id: "th-1", owner: "alice", goal: "walk daily", pattern_type: "recurring_cycle", pattern_subtype: "habit_routine", status: "approved", created_at: "2026-12-01T00:00:00Z" });
    expect(JSON.parse(got!.plan.outline!)).toEqual(outline);
    expect(got?.tasks.map((t) => [t.task_id, t.title, t.start])).toEqual([
      ["walk", "Walk", "2026-12-02T07:00:00+01:00"],
      ["walk", "Walk", "2026-12-03T07:00:00+01:00"],
    ]);
  });

  it("is idempotent by thread: a second save (even of a different plan) writes nothing", async () => {
    await plans.save(planFor("th-1"));
    await plans.save(planFor("th-1", [4, 5, 6], { goal: "changed" }));
    const got = await plans.get("th-1");
    expect(got?.plan.goal).toBe("walk daily");
    expect(got?.tasks).toHaveLength(2);
    expect(db.sqlite.prepare("select count(*) from scheduled_tasks").pluck().get()).toBe(2);
  });

  it("keeps threads apart: each thread's plan has only its own tasks; an unknown thread has none", async () => {
    await plans.save(planFor("a", [2]));
    await plans.save(planFor("b", [4, 5], { owner: null }));
    expect((await plans.get("a"))?.tasks.map((t) => t.start)).toEqual(["2026-12-02T07:00:00+01:00"]);
    expect((await plans.get("b"))?.tasks.map((t) => t.start)).toEqual(["2026-12-04T07:00:00+01:00", "2026-12-05T07:00:00+01:00"]);
    expect((await plans.get("b"))?.plan.owner).toBe("default");
    expect(await plans.get("c")).toBeNull();
  });

  it("stores a plan without a schedule as a plan with no tasks", async () => {
    await plans.save({ ...planFor("th-1"), schedule: null });
    expect((await plans.get("th-1"))?.tasks).toEqual([]);
  });

  it("stores more blocks than one insert batch holds", async () => {
    const blocks = Array.from({ length: 450 }, (_, i) => ({ task_id: "walk", start: `2027-01-01T${String(i).padStart(5, "0")}`, end: "x" }));
    await plans.save({ ...planFor("big"), schedule: { ...planFor("big").schedule, blocks } });
    expect((await plans.get("big"))?.tasks).toHaveLength(450);
  });

  it("plans are indexed by pattern and scheduled_tasks need an existing plan", async () => {
    expect(() => db.sqlite.prepare("insert into scheduled_tasks (id, plan_id, task_id, title, start, end) values ('x','nope','t','t','a','b')").run()).toThrow(/FOREIGN KEY/);
    const indexes = db.sqlite.prepare("select name from sqlite_master where type='index' and tbl_name='plans'").pluck().all();
    expect(indexes).toEqual(expect.arrayContaining(["plans_pattern_type", "plans_pattern_subtype", "plans_pattern_variant"]));
  });
});
