/** PortfolioProbe: overlaps, busy-calendar clashes, weekly thresholds, suggested shifts. */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, type Schedule } from "../../src/contracts/planning.js";
import { probePortfolio } from "../../src/planning/portfolio.js";

const zone = "Europe/Berlin";
const schedule = (blocks: Array<[string, string, string]>): Schedule => ({
  timezone: zone,
  blocks: blocks.map(([task_id, start, end]) => ({ task_id, start, end })),
  unplaced: [],
  capacity_minutes: 0,
  scheduled_minutes: 0,
  utilisation: 0,
  infeasible: null,
  strategy: "earliest_fit",
});
const morning = Availability.parse({ windows: [{ start: "07:00", end: "09:00" }] });

describe("conflicts", () => {
  it("finds overlapping blocks and moves the later one to the nearest free allowed slot", () => {
    const r = probePortfolio({
      schedule: schedule([
        ["run", "2026-12-07T07:00:00+01:00", "2026-12-07T08:00:00+01:00"],
        ["read", "2026-12-07T07:30:00+01:00", "2026-12-07T08:00:00+01:00"],
        ["run", "2026-12-08T07:00:00+01:00", "2026-12-08T08:00:00+01:00"],
      ]),
      availability: morning,
    });
    expect(r.conflicts).toEqual([
      {
        kind: "block_overlap",
        task_id: "read",
        start: "2026-12-07T07:30:00+01:00",
        end: "2026-12-07T08:00:00+01:00",
        with: { task_id: "run", start: "2026-12-07T07:00:00+01:00", end: "2026-12-07T08:00:00+01:00" },
        overlap_minutes: 30,
      },
    ]);
    expect(r.suggested_shifts).toEqual([
      {
        task_id: "read",
        from: { start: "2026-12-07T07:30:00+01:00", end: "2026-12-07T08:00:00+01:00" },
        to: { start: "2026-12-07T08:00:00+01:00", end: "2026-12-07T08:30:00+01:00" },
        reason: expect.stringMatching(/overlaps run/),
      },
    ]);
    expect(r.warnings[0]).toMatch(/1 pair\(s\) of scheduled blocks overlap/);
  });

  it("finds clashes with the external calendar; the shift lands in a free allowed slot", () => {
    const busy = [{ start: "2026-12-07T06:30:00+01:00", end: "2026-12-07T09:00:00+01:00", title: "Early meeting" }];
    const blocks: Array<[string, string, string]> = [
      ["run", "2026-12-07T07:00:00+01:00", "2026-12-07T08:00:00+01:00"],
      ["run", "2026-12-08T07:00:00+01:00", "2026-12-08T08:00:00+01:00"],
    ];
    const r = probePortfolio({ schedule: schedule(blocks), availability: morning, busy });
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]).toMatchObject({ kind: "busy_overlap", task_id: "run", with: { title: "Early meeting" }, overlap_minutes: 60 });
    const to = r.suggested_shifts[0]!.to!;
    // Nearest free allowed hour: 08:00 the previous morning is 23 h away (the next morning's 08:00 is 25 h).
    expect(to).toEqual({ start: "2026-12-06T08:00:00+01:00", end: "2026-12-06T09:00:00+01:00" });
    const [s, e] = [DateTime.fromISO(to.start).toMillis(), DateTime.fromISO(to.end).toMillis()];
    for (const [, bs, be] of blocks.slice(1)) expect(s < DateTime.fromISO(be).toMillis() && e > DateTime.fromISO(bs).toMillis()).toBe(false);
    for (const b of busy) expect(s < DateTime.fromISO(b.end).toMillis() && e > DateTime.fromISO(b.start).toMillis()).toBe(false);
    const local = DateTime.fromMillis(s, { zone });
    expect(local.hour).toBeGreaterThanOrEqual(7);
  });

  it("never suggests a slot before now", () => {
    const r = probePortfolio({
      schedule: schedule([
        ["a", "2026-12-07T07:00:00+01:00", "2026-12-07T08:00:00+01:00"],
        ["b", "2026-12-07T07:00:00+01:00", "2026-12-07T08:00:00+01:00"],
      ]),
      availability: morning,
      now: "2026-12-07T06:00:00",
    });
    expect(r.suggested_shifts[0]!.to!.start).toBe("2026-12-07T08:00:00+01:00");
  });

  it("reports a clean schedule as clean", () => {
    const r = probePortfolio({ schedule: schedule([["run", "2026-12-07T07:00:00+01:00", "2026-12-07T08:00:00+01:00"]]), availability: morning });
    expect(r.conflicts).toEqual([]);
    expect(r.suggested_shifts).toEqual([]);
    expect(r.warnings).toEqual([]);
  });
});

describe("weekly utilisation against thresholds", () => {
  // Week of 2026-12-07: 7 days × 120 allowed minutes = 840.
  const week = (minutesPerDay: number, days: number) =>
    schedule(
      Array.from({ length: days }, (_, i): [string, string, string] => {
        const s = DateTime.fromISO(`2026-12-${String(7 + i).padStart(2, "0")}T07:00:00`, { zone });
        return ["work", s.toISO({ suppressMilliseconds: true })!, s.plus({ minutes: minutesPerDay }).toISO({ suppressMilliseconds: true })!];
      }),
    );
  it.each([
    { perDay: 60, days: 7, status: "ok", utilisation: 0.5 },
    { perDay: 105, days: 7, status: "warn", utilisation: 0.875 },
    { perDay: 120, days: 7, status: "warn", utilisation: 1 }, // full but not over,
  ])("$perDay min × $days days → $status", ({ perDay, days, status, utilisation }) => {
    const r = probePortfolio({ schedule: week(perDay, days), availability: morning });
    expect(r.weekly).toEqual([
      { week: "2026-W50", week_start: "2026-12-07", scheduled_minutes: perDay * days, capacity_minutes: 840, utilisation, status },
    ]);
    expect(r.utilisation).toBe(utilisation);
  });

  it("busy time lowers capacity, which can overload a week", () => {
    const r = probePortfolio({
      schedule: week(100, 7),
      availability: morning,
      busy: [{ start: "2026-12-12T06:00:00+01:00", end: "2026-12-13T23:00:00+01:00", title: "Trip" }],
    });
    expect(r.weekly[0]).toMatchObject({ capacity_minutes: 600, status: "overload" });
    expect(r.warnings.some((w) => /2026-W50 is overloaded/.test(w))).toBe(true);
  });
});
