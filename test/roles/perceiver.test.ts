import { describe, expect, it } from "vitest";
import { Availability } from "../../src/contracts/planning.js";
import { extractAvailability, intentOf, isPerceiveError, perceive, resolveDeadline } from "../../src/roles/perceiver.js";
import { BENCH_GOALS } from "../fixtures/goals.js";

describe("perceive: bench goals", () => {
  it.each(BENCH_GOALS.map((g) => [g.id, g] as const))("%s", (_id, g) => {
    const spec = perceive(g.goal, { now: g.now, timezone: g.timezone });
    const avail = Availability.parse(spec.constraints.availability);
    if (g.expect.deadline !== undefined) expect(spec.constraints.deadline).toBe(g.expect.deadline);
    if (g.expect.max_sessions_per_week !== undefined) expect(avail.sessions_per_week).toBe(g.expect.max_sessions_per_week);
    if (g.expect.earliest !== undefined) expect(avail.earliest).toBe(g.expect.earliest);
    expect(spec.constraints.timezone).toBe(g.timezone);
    expect(spec.raw_input).toBe(g.goal);
    expect(g.goal.startsWith(spec.intent)).toBe(true);
    expect(spec).not.toHaveProperty("success_criteria");
  });

  it("goals without a deadline phrase get deadline null", () => {
    for (const id of ["meditation", "health-protocol"]) {
      const g = BENCH_GOALS.find((x) => x.id === id)!;
      expect(perceive(g.goal, { now: g.now, timezone: g.timezone }).constraints.deadline).toBeNull();
    }
  });

  it("weekend-only swimmer: daily request but only weekend days, deadline 4 weeks out", () => {
    const g = BENCH_GOALS.find((x) => x.id === "weekend-only-daily")!;
    const spec = perceive(g.goal, { now: g.now, timezone: g.timezone });
    const a = Availability.parse(spec.constraints.availability);
    expect(a.requested_frequency).toBe("daily");
    expect(a.days).toEqual(["SA", "SU"]);
    expect(spec.constraints.deadline).toBe("2026-12-29");
  });
});

describe("resolveDeadline: phrase table", () => {
  const cases: [string, string, string, string | null][] = [
    // phrase, now (wall time in zone), zone, expected local date
    ["in 12 weeks", "2026-12-01T08:00:00", "Europe/Berlin", "2027-02-23"],
    ["by March 1", "2026-12-01T08:00:00", "America/New_York", "2027-03-01"],
    ["by March 1", "2027-03-05T10:00:00", "Europe/Berlin", "2028-03-01"],
    ["by March 1", "2027-02-10T10:00:00", "Europe/Berlin", "2027-03-01"],
    ["this year", "2026-02-01T08:00:00", "Europe/London", "2026-12-31"],
    ["next Friday", "2026-12-01T08:00:00", "Europe/Berlin", "2026-12-04"], // Tuesday → the coming Friday
    ["by Friday", "2026-12-04T08:00:00", "Europe/Berlin", "2026-12-11"], // on a Friday → a week later
    ["by summer", "2026-12-15T08:00:00", "Europe/Paris", "2027-06-21"],
    ["by summer", "2026-03-01T08:00:00", "Europe/Paris", "2026-06-21"],
    ["over the next two quarters", "2026-12-01T08:00:00", "Europe/Berlin", "2027-06-01"],
    ["in 6 months", "2026-12-01T08:00:00", "Europe/Madrid", "2027-06-01"],
    ["for the next 4 weeks", "2026-12-01T08:00:00", "Europe/Berlin", "2026-12-29"],
    ["before my parents visit on April 10", "2027-01-05T08:00:00", "Australia/Sydney", "2027-04-10"],
    ["in 3 weeks", "2026-12-01T08:00:00", "UTC", "2026-12-22"],
    ["finish by 2027-05-03", "2026-12-01T08:00:00", "UTC", "2027-05-03"],
    ["by the end of June", "2026-07-01T08:00:00", "UTC", "2027-06-30"],
    ["in a month", "2026-01-31T08:00:00", "UTC", "2026-02-28"],
    // DST: US clocks jump on 2026-03-08 at 02:00; 01:30 local is still the 8th.
    ["in 3 weeks", "2026-03-08T01:30:00", "America/New_York", "2026-03-29"],
    // Europe leaves DST on 2026-10-25; late evening stays on its local date.
    ["in 1 week", "2026-10-24T23:30:00", "Europe/Berlin", "2026-10-31"],
    // An instant with an offset is read in the user's zone: 23:30Z is already the next day in Tokyo.
    ["in 2 days", "2026-12-01T23:30:00Z", "Asia/Tokyo", "2026-12-04"],
    ["get fit", "2026-12-01T08:00:00", "UTC", null],
    ["meditate 10 minutes every morning", "2026-12-01T08:00:00", "UTC", null],
    ["a lab check every 3 months", "2026-12-01T08:00:00", "UTC", null],
  ];
  it.each(cases)("%s (now %s %s) → %s", (phrase, now, tz, expected) => {
    expect(resolveDeadline(phrase, { now, timezone: tz })?.date ?? null).toBe(expected);
  });

  it("sub-deadlines lose to the goal's own deadline (latest wins)", () => {
    expect(resolveDeadline("outline by January 15, finish by May 1", { now: "2026-12-01T08:00:00", timezone: "UTC" })?.date).toBe("2027-05-01");
  });
});

describe("extractAvailability: phrase table", () => {
  const cases: [string, Partial<Availability>][] = [
    ["I can train 4 times a week", { sessions_per_week: 4 }],
    ["twice a week", { sessions_per_week: 2 }],
    ["3 gym sessions a week", { sessions_per_week: 3 }],
    ["two long bike rides per week", { sessions_per_week: 2 }],
    ["never before 7am", { earliest: "07:00", latest: null }],
    ["not after 9pm", { latest: "21:00" }],
    ["evenings only", { windows: [{ start: "17:00", end: "22:00" }] }],
    ["weekends only", { days: ["SA", "SU"] }],
    ["only on weekends", { days: ["SA", "SU"] }],
    ["I can only swim on weekends", { days: ["SA", "SU"] }],
    ["during my lunch breaks", { windows: [{ start: "12:00", end: "13:00" }] }],
    ["write every weekday", { requested_frequency: "weekdays" }],
    ["every day", { requested_frequency: "daily" }],
    ["practice daily", { requested_frequency: "daily" }],
    ["after work", { earliest: "17:00", windows: [{ start: "17:00", end: "22:00" }] }],
    ["every morning", { windows: [{ start: "06:00", end: "09:00" }], requested_frequency: "daily" }],
    ["30 minutes a day", { session_minutes: 30, requested_frequency: "daily" }],
    ["10 minutes", { session_minutes: 10 }],
    ["an hour", { session_minutes: 60 }],
    ["first Sunday of each month", { monthly_rule: { nth: 1, weekday: "SU" }, requested_frequency: "monthly" }],
    ["last Friday of every month", { monthly_rule: { nth: -1, weekday: "FR" } }],
    ["only on Mondays and Thursdays", { days: ["MO", "TH"] }],
    ["studying 1 hour on weekday evenings", { days: ["MO", "TU", "WE", "TH", "FR"], windows: [{ start: "17:00", end: "22:00" }], session_minutes: 60 }],
    ["I study on weekdays", { days: ["MO", "TU", "WE", "TH", "FR"], requested_frequency: "weekdays" }],
    ["write every weekday", { days: null }],
    ["only after 6pm", { earliest: "18:00", latest: null }],
    ["never after 9pm", { earliest: null, latest: "21:00" }],
    ["never work after 9pm", { earliest: null, latest: "21:00" }],
    ["45 minutes every morning except Sundays", { days: ["MO", "TU", "WE", "TH", "FR", "SA"], requested_frequency: null, sessions_per_week: 6 }],
    ["every day, but I can only swim on weekends", { days: ["SA", "SU"], requested_frequency: "daily" }],
  ];
  it.each(cases)("%s", (phrase, expected) => {
    const a = extractAvailability(phrase);
    for (const [k, v] of Object.entries(expected)) expect(a[k as keyof Availability], k).toEqual(v);
    expect(a.phrases.length).toBeGreaterThan(0);
  });

  it("a goal with no availability phrases yields the empty availability", () => {
    expect(extractAvailability("Renovate the bathroom")).toEqual(Availability.parse({}));
  });
});

describe("perceive: input limits and shape", () => {
  const opts = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
  it.each([[""], ["   \n  "]])("rejects empty input %j", (text) => {
    expect(() => perceive(text, opts)).toThrowError(/empty/);
  });
  it("rejects over-long input with the limit in the message", () => {
    let err: unknown;
    try {
      perceive("x".repeat(4001), opts);
    } catch (e) {
      err = e;
    }
    expect(isPerceiveError(err)).toBe(true);
    expect(String((err as Error).message)).toMatch(/4000/);
  });
  it("rejects an unknown zone", () => {
    expect(() => perceive("Run a 5k", { ...opts, timezone: "Mars/Olympus" })).toThrowError(/timezone/);
  });
  it("task ids are stable for the same input and differ for different input", () => {
    expect(perceive("Run a 5k", opts).task_id).toBe(perceive("Run a 5k", opts).task_id);
    expect(perceive("Run a 5k", opts).task_id).not.toBe(perceive("Run a 10k", opts).task_id);
    expect(perceive("Run a 5k", { ...opts, taskId: "t-1" }).task_id).toBe("t-1");
  });
  it("intent is the first sentence without its full stop; scope comes from the text or is null", () => {
    expect(intentOf("Run a half marathon in 12 weeks. I can train 4 times a week.")).toBe("Run a half marathon in 12 weeks");
    expect(perceive("Reorganize my company into product teams.", opts).constraints.scope).toBe("my company");
    expect(perceive("Run a half marathon.", opts).constraints.scope).toBeNull();
  });
});
