/** A GoalReading becomes the scheduler's Availability without losing what the person said. */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";

const reading = (over: Partial<GoalReadingInput>) =>
  GoalReading.parse({
    language: "en",
    title: "Goal",
    pattern: { type: "recurring_cycle", subtype: "habit_routine", confidence: 0.9 },
    deadline: null,
    ...over,
  });
const cad = (count: number, per: "day" | "week" | "month", extra = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });

describe("availabilityFromReading", () => {
  it.each([
    ["4 times a week, never before 7am", { cadence: cad(4, "week"), not_before: "07:00" }, { sessions_per_week: 4, earliest: "07:00", days: null, requested_frequency: null }],
    ["every day", { cadence: cad(1, "day") }, { requested_frequency: "daily", days: null }],
    ["every weekday", { cadence: cad(1, "day"), days: ["MO", "TU", "WE", "TH", "FR"] }, { requested_frequency: "weekdays", sessions_per_week: null }],
    ["every morning except Sundays", { cadence: cad(1, "day"), excluded_days: ["SU"] }, { days: ["MO", "TU", "WE", "TH", "FR", "SA"], sessions_per_week: 6, requested_frequency: null }],
    ["not on Fridays", { excluded_days: ["FR"] }, { days: ["MO", "TU", "WE", "TH", "SA", "SU"] }],
    ["first Sunday of each month", { cadence: cad(1, "month", { nth_weekday: { nth: 1, weekday: "SU" } }) }, { requested_frequency: "monthly", monthly_rule: { nth: 1, weekday: "SU" } }],
    ["45-minute sessions at 6:30", { session_minutes: 45, fixed_times: [{ days: null, time: "06:30" }] }, { session_minutes: 45, fixed_times: [{ days: null, time: "06:30" }], daily_minutes: null }],
    // A length with a session every allowed day is what the person gives a day; on fewer sessions it is per session.
    ["an hour each evening", { cadence: cad(1, "day"), session_minutes: 60 }, { daily_minutes: 60 }],
    ["20 minutes twice a day", { cadence: cad(2, "day"), session_minutes: 20 }, { daily_minutes: 40 }],
    ["30 minutes on Mondays, Wednesdays and Fridays", { cadence: cad(3, "week"), days: ["MO", "WE", "FR"], session_minutes: 30 }, { daily_minutes: 30 }],
    ["45 minutes, three times a week", { cadence: cad(3, "week"), session_minutes: 45 }, { daily_minutes: null }],
  ] as const)("%s", (_name, over, expected) => {
    expect(availabilityFromReading(reading(over as Partial<GoalReadingInput>))).toMatchObject(expected);
  });

  it("keeps each window's weekdays (Tuesday and Thursday evenings, Sunday mornings)", () => {
    const a = availabilityFromReading(
      reading({
        days: ["TU", "TH", "SU"],
        windows: [
          { days: ["TU", "TH"], start: "17:00", end: "22:00" },
          { days: ["SU"], start: "06:00", end: "12:00" },
        ],
      }),
    );
    expect(a.windows).toEqual([
      { days: ["TU", "TH"], start: "17:00", end: "22:00" },
      { days: ["SU"], start: "06:00", end: "12:00" },
    ]);
    expect(a.days).toEqual(["TU", "TH", "SU"]);
  });
});
