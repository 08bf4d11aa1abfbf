/** The pure checks behind the model reader's fallbacks: each rule, cell by cell. */
import { describe, expect, it } from "vitest";
import {
  checkCadence,
  checkDays,
  checkEnv,
  checkExcludedDays,
  checkFixedTimes,
  checkFutureDate,
  checkItems,
  checkRanges,
  checkSessionLengths,
  checkSessionMinutes,
  checkTime,
  checkTravel,
  checkWindows,
  sameValue,
} from "../../src/models/reading/check-fields.js";
import { labelsText, patternLabels } from "../../src/models/reading/labels.js";
import { quoteOccurs, quotesOverlap, yearsIn } from "../../src/models/reading/quotes.js";

const env = checkEnv("2026-01-05");
const kind = (c: { ok: boolean; kind?: string }) => (c.ok ? "ok" : c.kind);

describe("dates", () => {
  it.each([
    ["2026-01-05", [], "ok"],
    ["2026-12-06", [], "ok"],
    ["2026-01-04", [], "past"],
    ["2026-02-30", [], "invalid"],
    ["06/12/2026", [], "invalid"],
    ["2036-01-05", [], "ok"],
    ["2036-01-06", [], "implausible"],
    ["2026-03-01", ["by 1 March 2025"], "invalid"],
    ["2026-03-01", ["bis zum 1. März 2026"], "ok"],
    ["2026-03-01", ["2026年3月1日まで"], "ok"],
  ] as const)("%s quoted %j → %s", (date, quotes, expected) => {
    expect(kind(checkFutureDate(date, env, quotes))).toBe(expected);
  });
});

describe("times and windows", () => {
  it.each([
    ["07:00", "07:00"],
    ["7:00", "07:00"],
    ["24:00", "23:59"],
    ["23:59", "23:59"],
  ])("%s reads as %s", (raw, want) => {
    expect(checkTime(raw)).toEqual({ ok: true, value: want });
  });

  it.each(["7am", "25:00", "12:60", "", 700])("%j is not a time", (raw) => {
    expect(kind(checkTime(raw))).toBe("invalid");
  });

  it("a window must start before it ends; its days are canonical", () => {
    expect(checkWindows([{ start: "18:00", end: "21:00", days: ["TH", "TU"] }])).toEqual({ ok: true, value: [{ days: ["TU", "TH"], start: "18:00", end: "21:00" }] });
    expect(kind(checkWindows([{ start: "21:00", end: "18:00" }]))).toBe("invalid");
    expect(kind(checkWindows([{ start: "09:00", end: "09:00" }]))).toBe("invalid");
    expect(kind(checkWindows([{ start: "09:00", end: "10:00", days: ["XX"] }]))).toBe("invalid");
  });

  it("a length for some days names at least one day and a length in range; its days are canonical", () => {
    expect(checkSessionLengths([{ days: ["SU", "SA"], minutes: 240 }])).toEqual({ ok: true, value: [{ days: ["SA", "SU"], minutes: 240 }] });
    expect(checkSessionLengths(null)).toEqual({ ok: true, value: [] });
    expect(kind(checkSessionLengths([{ days: [], minutes: 60 }]))).toBe("invalid");
    expect(kind(checkSessionLengths([{ days: ["SA"], minutes: 2 }]))).toBe("implausible");
    expect(kind(checkSessionLengths([{ days: ["SA"], minutes: "an hour" }]))).toBe("invalid");
  });

  it("fixed times are HH:mm and duplicates collapse", () => {
    expect(checkFixedTimes([{ time: "6:30" }, { time: "06:30", days: null }])).toEqual({ ok: true, value: [{ days: null, time: "06:30" }] });
  });
});

describe("cadence", () => {
  const c = (count: unknown, per: unknown, more: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...more });
  it.each([
    [c(4, "week"), "ok"],
    [c(3, "day"), "ok"],
    [c(4, "day"), "implausible"],
    [c(21, "week"), "ok"],
    [c(22, "week"), "implausible"],
    [c(0, "week"), "invalid"],
    [c(-2, "week"), "invalid"],
    [c(2.5, "week"), "invalid"],
    [c(null, "week"), "invalid"],
    [c(1, null), "invalid"],
    [c(1, "month", { nth_weekday: { nth: 1, weekday: "SU" } }), "ok"],
    [c(1, "week", { nth_weekday: { nth: 1, weekday: "SU" } }), "invalid"],
    [c(1, "month", { nth_weekday: { nth: 0, weekday: "SU" } }), "invalid"],
    [c(1, "month", { month_day: 32 }), "invalid"],
    [c(1, "day", { interval: 2 }), "ok"],
    [c(1, "day", { interval: 0 }), "invalid"],
  ])("%j → %s", (raw, expected) => {
    expect(kind(checkCadence(raw))).toBe(expected);
  });

  it("a cadence that says nothing is null", () => {
    expect(checkCadence(c(null, null))).toEqual({ ok: true, value: null });
  });
});

describe("days", () => {
  it("are put in week order; none or all seven mean unconstrained", () => {
    expect(checkDays(["SU", "MO", "MO"])).toEqual({ ok: true, value: ["MO", "SU"] });
    expect(checkDays([])).toEqual({ ok: true, value: null });
    expect(checkDays(["MO", "TU", "WE", "TH", "FR", "SA", "SU"])).toEqual({ ok: true, value: null });
    expect(kind(checkDays(["Monday"]))).toBe("invalid");
  });

  it("excluding every day leaves no plan", () => {
    expect(kind(checkExcludedDays(["MO", "TU", "WE", "TH", "FR", "SA", "SU"]))).toBe("invalid");
    expect(checkExcludedDays(["FR"])).toEqual({ ok: true, value: ["FR"] });
  });
});

describe("lengths, ranges, items", () => {
  it.each([
    [5, "ok"],
    [720, "ok"],
    [4, "implausible"],
    [721, "implausible"],
    [0, "invalid"],
    [45.5, "invalid"],
  ])("session_minutes %j → %s", (raw, expected) => {
    expect(kind(checkSessionMinutes(raw))).toBe(expected);
  });

  it("ranges run forwards and are not over; travel names a real zone", () => {
    expect(kind(checkRanges([{ from: "2026-03-01", to: "2026-03-10" }], env, "r"))).toBe("ok");
    expect(kind(checkRanges([{ from: "2026-03-10", to: "2026-03-01" }], env, "r"))).toBe("invalid");
    expect(kind(checkRanges([{ from: "2025-03-01", to: "2025-03-10" }], env, "r"))).toBe("past");
    expect(kind(checkTravel([{ from: "2026-03-01", to: "2026-03-10", timezone: "Asia/Tokyo" }], env))).toBe("ok");
    expect(kind(checkTravel([{ from: "2026-03-01", to: "2026-03-10", timezone: "Tokyo" }], env))).toBe("invalid");
  });

  it("an item keeps its title when its due date cannot be used", () => {
    const r = checkItems([{ title: " council permit ", due: "2025-01-01" }], env);
    expect(r.ok && r.value[0]).toMatchObject({ title: "council permit", due: null, kind: "deliverable" });
    expect(kind(checkItems([{ title: "" }], env))).toBe("invalid");
  });

  it("values compare by content, not key order", () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
  });
});

describe("quotes", () => {
  const goal = "Weekday lunch 12:30–13:30, never before 7am. ＪＬＰＴ N3 試験は12月6日。";

  it.each([
    ["weekday lunch 12:30-13:30", true],
    ["  Never before 7am. ", true],
    ["jlpt n3", true],
    ["12月6日", true],
    ["never before 8am", false],
    ["", false],
    ["...", false],
  ])("%j occurs: %s", (q, expected) => {
    expect(quoteOccurs(goal, q)).toBe(expected);
  });

  it("two quotes of the same words overlap; quotes of different words do not", () => {
    expect(quotesOverlap(goal, ["lunch 12:30–13:30"], ["weekday lunch"])).toBe(true);
    expect(quotesOverlap(goal, ["never before 7am"], ["weekday lunch"])).toBe(false);
    expect(quotesOverlap(goal, [], ["weekday lunch"])).toBe(false);
  });

  it("years are found in any script", () => {
    expect(yearsIn("by 1 March 2025")).toEqual([2025]);
    expect(yearsIn("２０２７年３月")).toEqual([2027]);
    expect(yearsIn("room 12025")).toEqual([]);
  });
});

describe("labels", () => {
  it("offer every corpus label, the taxonomy's subtypes and approved ones, once each", () => {
    const labels = patternLabels([{ name: "proposed:beekeeping", pattern_type: "recurring_cycle", keywords: ["bees"], description: "Keeping bees through the season" }]);
    const keys = labels.map((l) => `${l.type}/${l.subtype}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of ["progressive_accumulation_arc/exam_preparation", "recurring_cycle/savings_plan", "milestone_project/launch", "recurring_cycle/beekeeping"]) expect(keys).toContain(k);
    expect(labelsText(labels)).toContain("  - beekeeping: Keeping bees through the season");
  });
});
