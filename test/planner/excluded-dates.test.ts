/**
 * Excluded dates through the real planner: a reading that names a holiday (as a model reader
 * does; the offline reader reads none) plans nothing on those days — every block checked by the
 * acceptance oracle in the goal's zone, with the daily rhythm kept on the other days.
 */
import { Command } from "@langchain/langgraph";
import { beforeAll, expect, it } from "vitest";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { offlineReaderPort } from "../../graphs/planner/reader.js";
import type { GoalReaderPort } from "../../graphs/planner/deps.js";
import { makePlanner, pending, recurringIds, violations, type Oracle } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

beforeAll(() => void readingOf("warm up", { now: "2026-12-01T08:00:00", timezone: "UTC" }), 120_000);

const HOLIDAY = { from: "2026-12-24", to: "2027-01-01" };
const withHoliday: GoalReaderPort = {
  ...offlineReaderPort,
  async readGoal(text, ctx) {
    const out = await offlineReaderPort.readGoal(text, ctx);
    return { ...out, reading: { ...out.reading, excluded_dates: [HOLIDAY] } };
  },
};

it("a holiday in the reading holds no session; every other day keeps its daily session", async () => {
  const planner = makePlanner(withHoliday);
  const config = { configurable: { thread_id: "holiday" }, recursionLimit: PLANNER_RECURSION_LIMIT };
  const goal = { goal: "Meditate 15 minutes every morning until the end of January.", now: "2026-12-01T08:00:00", timezone: "America/New_York" };
  await planner.graph.invoke(goal, config);
  expect((await pending(planner, config))?.kind).toBe("approval");
  const done = await planner.graph.invoke(new Command({ resume: "approve" }), config);
  expect(done.stage).toBe("COMPLETE");
  const oracle: Oracle = {
    timezone: goal.timezone,
    now: goal.now,
    deadline: "2027-01-31",
    days: null,
    windows: [{ days: null, start: "06:00", end: "12:00" }],
    not_before: null,
    not_after: null,
    fixed_times: [],
    session_minutes: 15,
    cadence: { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null },
    excluded_dates: [HOLIDAY],
  };
  expect(violations(done.schedule!, oracle, recurringIds(done))).toEqual([]);
  // Not vacuous: the days around the holiday have their sessions.
  const days = new Set(done.schedule!.blocks.map((b: { start: string }) => b.start.slice(0, 10)));
  expect([...days]).toEqual(expect.arrayContaining(["2026-12-23", "2027-01-02"]));
});
