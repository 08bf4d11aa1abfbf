/**
 * Change requests reach the stages through the reading: the reply is read into a delta, merged
 * into the GoalReading, and the stages plan from the merged reading and the Availability derived
 * from it — the stages themselves read no constraint from text. What the reading has no field for
 * reaches the outline as a note. Each case also checks the plan without the change, so the
 * assertion could fail.
 */
import { DateTime } from "luxon";
import { beforeAll, describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/index.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { patternFromReading, taskSpecFromReading } from "../../src/planning/from-reading.js";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { StageResult } from "../../src/stages/stage-runner.js";
import { BENCH_GOALS } from "../fixtures/goals.js";
import { readingOf } from "../fixtures/task.js";
import { makeRunner, requestFor, runAllStages, runInParent } from "./helpers.js";

const goal = (id: string) => BENCH_GOALS.find((g) => g.id === id)!;

// The first reading trains the offline pattern classifier; that is not what these cases time.
beforeAll(() => void readingOf("warm up", { now: "2026-12-01T08:00:00", timezone: "UTC" }), 120_000);

function changed(id: string, change: string | null): GoalReading {
  const g = goal(id);
  const reading = readingOf(g.goal, g);
  return change === null ? reading : applyReadingDelta(reading, readReply(change, reading, g));
}

async function scheduleWith(id: string, change: string | null): Promise<StageResult> {
  const g = goal(id);
  const reading = changed(id, change);
  const task = taskSpecFromReading(reading, { goal: g.goal, now: g.now, timezone: g.timezone });
  const { runner } = makeRunner();
  const over = { reading, availability: availabilityFromReading(reading), fixedPattern: patternFromReading(reading, { allowProposals: false }) };
  const r = await runAllStages((req) => runInParent(runner, req), g, task, over);
  return r.DRAFT_SCHEDULE;
}

const localStarts = (s: StageResult, zone: string) => s.artifacts.schedule!.blocks.map((b) => DateTime.fromISO(b.start, { zone }));

describe("schedule changes through the reading", () => {
  it('"only evenings" moves every block to 17:00 or later', async () => {
    const zone = goal("half-marathon").timezone;
    const before = localStarts(await scheduleWith("half-marathon", null), zone);
    expect(before.some((t) => t.hour < 17)).toBe(true);
    const res = await scheduleWith("half-marathon", "only evenings");
    expect(["accept", "success"]).toContain(res.final?.directive);
    const after = localStarts(res, zone);
    expect(after.length).toBeGreaterThan(0);
    for (const t of after) expect(t.hour).toBeGreaterThanOrEqual(17);
    for (const b of res.artifacts.schedule!.blocks) expect(DateTime.fromISO(b.end, { zone }).toFormat("HH:mm") <= "22:00").toBe(true);
  });

  it('"never before 11am" keeps every block at 11:00 or later', async () => {
    const zone = goal("bakery-shop").timezone;
    // No time stated: weekend work starts mid-morning (10:00), before 11.
    const before = localStarts(await scheduleWith("bakery-shop", null), zone);
    expect(before.some((t) => t.hour < 11)).toBe(true);
    const res = await scheduleWith("bakery-shop", "never before 11am");
    expect(["accept", "success"]).toContain(res.final?.directive);
    for (const t of localStarts(res, zone)) expect(t.toFormat("HH:mm") >= "11:00").toBe(true);
  });

  it('"3 times a week" redraws the plan with 3 sessions in every week', async () => {
    const zone = goal("half-marathon").timezone;
    const perWeek = (s: StageResult) => {
      const m = new Map<string, number>();
      for (const t of localStarts(s, zone)) m.set(`${t.weekYear}-${t.weekNumber}`, (m.get(`${t.weekYear}-${t.weekNumber}`) ?? 0) + 1);
      return Math.max(...m.values());
    };
    expect(perWeek(await scheduleWith("half-marathon", null))).toBe(4);
    const res = await scheduleWith("half-marathon", "only 3 times a week");
    expect(res.final?.directive).toBe("accept");
    expect(perWeek(res)).toBe(3);
  });
});

describe("outline feedback the reading has no field for", () => {
  it("is recorded on the outline's root", async () => {
    const g = goal("half-marathon");
    const reading = readingOf(g.goal, g);
    const task = taskSpecFromReading(reading, { goal: g.goal, now: g.now, timezone: g.timezone });
    const { runner } = makeRunner();
    const base = { reading, availability: availabilityFromReading(reading), fixedPattern: patternFromReading(reading, { allowProposals: false }) };
    const plain = await runInParent(runner, requestFor(g, task, "DRAFT_OUTLINE", base));
    expect(plain.artifacts.outline!.nodes.find((n) => n.id === plain.artifacts.outline!.root_id)?.notes ?? "").not.toContain("User feedback");
    const res = await runInParent(makeRunner().runner, requestFor(g, task, "DRAFT_OUTLINE", { ...base, feedback: ["add a phase for stretching"] }));
    expect(res.final?.directive).toBe("accept");
    const o = res.artifacts.outline!;
    expect(o.nodes.find((n) => n.id === o.root_id)?.notes).toContain('User feedback: "add a phase for stretching"');
  });
});
