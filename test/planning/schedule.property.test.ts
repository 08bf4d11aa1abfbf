/**
 * Property-based checks of the scheduler over random outlines, availabilities, zones and start
 * dates (many next to DST changes in both hemispheres). The invariants are checked with luxon
 * directly, not with the scheduler's own helpers.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DateTime } from "luxon";
import { Availability, PlanOutline, Weekday } from "../../src/contracts/planning.js";
import { DAILY_TASK_CAP_MINUTES, generateSchedule } from "../../src/planning/schedule.js";

const ZONES = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Tokyo", "America/Los_Angeles", "Europe/London"];
// A few days before each 2026/2027 transition in these zones, so short horizons span them.
const DST_STARTS = ["2026-03-25", "2026-03-05", "2026-10-22", "2026-10-28", "2026-09-30", "2026-04-01", "2027-03-10", "2027-03-25", "2027-04-01", "2026-10-01", "2027-10-28", "2027-10-01"];
const RULES = ["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=WEEKLY;BYDAY=SA", "FREQ=DAILY;INTERVAL=2", "FREQ=MONTHLY;BYDAY=1SU", "FREQ=WEEKLY;BYDAY=TU,TH,SU"];
// The contract's weekday codes, Monday first (luxon weekday 1 = Monday).
const WEEKDAYS = Weekday.options;
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

const scenario = fc.record({
  zone: fc.constantFrom(...ZONES),
  start: fc.oneof(
    fc.constantFrom(...DST_STARTS),
    fc.integer({ min: 0, max: 729 }).map((d) => DateTime.fromISO("2026-01-01", { zone: "UTC" }).plus({ days: d }).toISODate()!),
  ),
  horizon: fc.integer({ min: 2, max: 40 }),
  nowOffsetMin: fc.integer({ min: 0, max: 2 * 1440 }),
  days: fc.subarray(WEEKDAYS, { minLength: 1 }),
  // Windows in quarter hours, including night windows that straddle 01:00–04:00 transitions.
  windows: fc.array(fc.record({ start: fc.integer({ min: 0, max: 88 }), len: fc.integer({ min: 2, max: 24 }) }), { maxLength: 2 }),
  earliest: fc.option(fc.integer({ min: 0, max: 40 }).map((q) => hm(q * 15)), { nil: null }),
  latest: fc.option(fc.integer({ min: 48, max: 95 }).map((q) => hm(q * 15)), { nil: null }),
  cap: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
  recurring: fc.array(fc.record({ rule: fc.constantFrom(...RULES), minutes: fc.integer({ min: 3, max: 24 }).map((x) => x * 5) }), { minLength: 1, maxLength: 3 }),
  oneOff: fc.array(fc.integer({ min: 6, max: 60 }).map((x) => x * 5), { maxLength: 2 }),
  busy: fc.array(fc.record({ day: fc.integer({ min: 0, max: 40 }), start: fc.integer({ min: 0, max: 95 }), len: fc.integer({ min: 2, max: 16 }) }), { maxLength: 3 }),
  strategy: fc.constantFrom("earliest_fit" as const, "spread_even" as const),
});

/** The allowed wall-clock windows, re-derived from the Availability contract's documented meaning. */
function allowedWindows(a: Availability): Array<[number, number]> {
  const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
  const endMin = (s: string) => (s === "23:59" ? 1440 : toMin(s));
  if (a.windows.length === 0) return [[a.earliest ? toMin(a.earliest) : 420, a.latest ? endMin(a.latest) : 1260]];
  const clipped = a.windows
    .map((w): [number, number] => [Math.max(toMin(w.start), a.earliest ? toMin(a.earliest) : 0), Math.min(endMin(w.end), a.latest ? endMin(a.latest) : 1440)])
    .sort((x, y) => x[0] - y[0]);
  // Overlapping or touching windows are one stretch of allowed time.
  const union: Array<[number, number]> = [];
  for (const [s, e] of clipped) {
    const last = union[union.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else union.push([s, e]);
  }
  return union;
}

describe("scheduler properties", () => {
  it("blocks never overlap, stay in allowed local windows and before the deadline, respect the weekly cap, busy time and block lengths", () => {
    let feasible = 0;
    let total = 0;
    fc.assert(
      fc.property(scenario, (sc) => {
        total++;
        const deadline = DateTime.fromISO(sc.start, { zone: "UTC" }).plus({ days: sc.horizon }).toISODate()!;
        const availability = Availability.parse({
          days: sc.days,
          windows: sc.windows.map((w) => ({ start: hm(w.start * 15), end: w.start * 15 + w.len * 15 >= 1440 ? "23:59" : hm(w.start * 15 + w.len * 15) })),
          earliest: sc.earliest,
          latest: sc.latest,
          sessions_per_week: sc.cap !== null ? Math.min(sc.cap, sc.days.length) : null,
        });
        const outline = PlanOutline.parse({
          pattern: { pattern_type: "hybrid_project_cycle" },
          root_id: "goal",
          generator: "prop",
          start: sc.start,
          deadline,
          timezone: sc.zone,
          nodes: [
            { id: "goal", title: "Goal", level: "goal", parent_id: null },
            ...sc.recurring.map((r, i) => ({ id: `r${i}`, title: `r${i}`, level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: r.rule }, duration_min: r.minutes })),
            ...sc.oneOff.map((effort, i) => ({ id: `o${i}`, title: `o${i}`, level: "task", parent_id: "goal", duration_min: effort })),
          ],
        });
        const startOfPlan = DateTime.fromISO(sc.start, { zone: sc.zone });
        const now = startOfPlan.plus({ minutes: sc.nowOffsetMin });
        const busy = sc.busy.map((b) => {
          const s = startOfPlan.plus({ days: b.day }).set({ hour: Math.floor(b.start / 4), minute: (b.start % 4) * 15 });
          return { start: s.toISO()!, end: s.plus({ minutes: b.len * 15 }).toISO()! };
        });
        const s = generateSchedule({ outline, availability, now: now.toISO()!, busy, strategy: sc.strategy });
        if (s.infeasible) {
          expect(s.blocks).toEqual([]);
          return;
        }
        if (s.blocks.length > 0) feasible++;

        const windows = allowedWindows(availability);
        const ms = s.blocks.map((b) => ({ b, start: DateTime.fromISO(b.start).toMillis(), end: DateTime.fromISO(b.end).toMillis() }));
        const sorted = [...ms].sort((x, y) => x.start - y.start);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);

        const perWeek = new Map<string, number>();
        const oneOffMinutes = new Map<string, number>();
        for (const { b, start, end } of ms) {
          const st = DateTime.fromMillis(start, { zone: sc.zone });
          const last = DateTime.fromMillis(end - 1, { zone: sc.zone });
          // The printed wall time and offset are the zone's real ones at that instant (no gap times).
          expect(b.start.slice(0, 19)).toBe(st.toFormat("yyyy-MM-dd'T'HH:mm:ss"));
          expect(DateTime.fromISO(b.start, { setZone: true }).offset).toBe(st.offset);
          expect(DateTime.fromISO(b.end, { setZone: true }).offset).toBe(DateTime.fromMillis(end, { zone: sc.zone }).offset);
          // Inside one allowed window on an allowed weekday, in local wall-clock time.
          expect(sc.days).toContain(WEEKDAYS[st.weekday - 1]);
          expect(last.toISODate()).toBe(st.toISODate());
          const a = st.hour * 60 + st.minute;
          const z = last.hour * 60 + last.minute + last.second / 60;
          expect(windows.some(([ws, we]) => a >= ws && z < we)).toBe(true);
          expect(last.toISODate()! <= deadline).toBe(true);
          expect(start).toBeGreaterThanOrEqual(now.toMillis());
          for (const x of busy) expect(start < DateTime.fromISO(x.end).toMillis() && end > DateTime.fromISO(x.start).toMillis()).toBe(false);
          const minutes = (end - start) / 60_000;
          if (b.task_id.startsWith("r")) {
            expect(minutes).toBe(sc.recurring[Number(b.task_id.slice(1))]!.minutes);
            const key = `${st.weekYear}-${st.weekNumber}`;
            perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
          } else {
            expect(minutes).toBeGreaterThan(0);
            // Back-to-back pieces of a task are one block of at most a day's cap (no session length stated here).
            expect(minutes).toBeLessThanOrEqual(DAILY_TASK_CAP_MINUTES);
            oneOffMinutes.set(b.task_id, (oneOffMinutes.get(b.task_id) ?? 0) + minutes);
          }
        }
        if (availability.sessions_per_week !== null) {
          for (const c of perWeek.values()) expect(c).toBeLessThanOrEqual(availability.sessions_per_week);
        }
        for (const [id, m] of oneOffMinutes) expect(m).toBeLessThanOrEqual(sc.oneOff[Number(id.slice(1))]!);
        expect(s.scheduled_minutes).toBe(ms.reduce((sum, x) => sum + (x.end - x.start) / 60_000, 0));
      }),
      { numRuns: 300, seed: 20261201 },
    );
    // Guard against a vacuous run where everything came back infeasible.
    expect(feasible).toBeGreaterThan(total / 4);
  });
});
