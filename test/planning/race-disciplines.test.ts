/**
 * A multi-discipline endurance event (triathlon, duathlon): every discipline trains the way a
 * coach lays out the main one — sessions that grow over the build-up and fewer, easier ones in
 * the taper, nothing on race day, no week whose long session is shorter than its easy ones — each within what the person stated (a stated session length
 * stays exactly that; a window caps the growth). Only the main discipline used to progress and
 * taper; bike and run stayed flat at 45 minutes up to the race, on race day too.
 */
import { describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline, planReading, type LocalBlock } from "../fixtures/plan-offline.js";

type Patch = (r: GoalReading) => GoalReading;
const items = (f: (i: GoalReading["items"][number]) => Partial<GoalReading["items"][number]>): Patch => (r) => ({ ...r, items: r.items.map((i) => (i.kind === "activity" ? { ...i, ...f(i) } : i)) });

const WINDOWS = [
  { days: ["MO", "TU", "WE", "TH", "FR"] as GoalReading["days"], start: "18:00", end: "19:15" },
  { days: ["SA", "SU"] as GoalReading["days"], start: "08:00", end: "11:00" },
];
const TRI = "Train for an Olympic triathlon in June: swim twice, bike twice, run twice a week";
const cases: Array<{ name: string; goal: string; timezone: string; now: string; disciplines: number; patch?: Patch; stated?: number; window?: (b: LocalBlock) => [string, string] }> = [
  { name: "triathlon, Berlin", goal: TRI, timezone: "Europe/Berlin", now: "2026-11-28T09:00:00Z", disciplines: 3 },
  { name: "triathlon, Los Angeles", goal: TRI, timezone: "America/Los_Angeles", now: "2026-11-28T09:00:00Z", disciplines: 3 },
  { name: "bike first (the main one), Sydney", goal: "Train for a triathlon in June: bike twice, run twice, swim once a week", timezone: "Australia/Sydney", now: "2027-01-10T22:00:00Z", disciplines: 3 },
  { name: "German", goal: "Sprint-Triathlon im Juni: zweimal pro Woche schwimmen, zweimal Rad fahren, zweimal laufen", timezone: "Europe/Berlin", now: "2026-11-28T09:00:00Z", disciplines: 3 },
  { name: "French", goal: "Triathlon en juin : nager deux fois, vélo deux fois, courir deux fois par semaine", timezone: "Europe/Paris", now: "2026-12-02T18:00:00Z", disciplines: 3 },
  // Stated lengths and windows, set on the reading (the planner's part: the reader is tested elsewhere).
  { name: "an hour each, stated", goal: TRI, timezone: "Australia/Sydney", now: "2026-11-28T09:00:00Z", disciplines: 3, patch: (r) => items(() => ({ session_minutes: 60 }))({ ...r, session_minutes: 60 }), stated: 60 },
  {
    // Two windows of different lengths are where sessions go, not a session length of their own.
    name: "weekday evenings 18:00–19:15, weekend mornings 08:00–11:00",
    goal: TRI,
    timezone: "America/Los_Angeles",
    now: "2026-11-28T09:00:00Z",
    disciplines: 3,
    patch: (r) => items(() => ({ windows: WINDOWS }))({ ...r, windows: WINDOWS }),
    window: (b) => (b.weekday <= 5 ? ["18:00", "19:15"] : ["08:00", "11:00"]),
  },
];

/** Plans the goal (its reading patched) the way planOffline does, blocks in the goal's zone. */
function plan(goal: string, clock: { now: string; timezone: string }, patch?: Patch) {
  if (!patch) return planOffline(goal, clock);
  const reading = patch(readGoal(goal, clock));
  return planReading(reading, clock);
}

/** The discipline a session node belongs to: its id without the phase and the easy/long part ("" = the main one). */
const disciplineOf = (id: string) => id.replace(/^t-/, "").replace(/-(base|build|peak|taper)(-\d+)?$/, "").replace(/-?(easy|long|sessions)$/, "");

describe("every discipline of an endurance event progresses and tapers", () => {
  it.each(cases)("$name", ({ goal, timezone, now, disciplines, patch, stated, window }) => {
    const { reading, outline, blocks } = plan(goal, { now, timezone }, patch);
    expect(reading.pattern.subtype).toBe("endurance_training");
    const phases = outline.nodes.filter((n) => n.level === "phase");
    const taper = phases.find((p) => p.id.includes("taper"))!;
    const peak = phases.find((p) => p.id.includes("peak"))!;
    const base = phases.find((p) => p.id.includes("base"))!;
    expect(taper && peak && base).toBeTruthy();
    const race = reading.deadline!;
    expect(blocks.filter((b) => b.date >= race), "nothing on race day").toEqual([]);

    const recurring = new Map(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => [n.id, n]));
    const by = new Map<string, LocalBlock[]>();
    for (const b of blocks) {
      if (!recurring.has(b.task_id)) continue;
      const k = disciplineOf(b.task_id);
      by.set(k, [...(by.get(k) ?? []), b]);
    }
    expect(by.size).toBe(disciplines);
    // Every series of sessions the outline holds gets sessions (the planner's schedule criterion).
    for (const id of recurring.keys()) expect(blocks.some((b) => b.task_id === id), `${id} has no sessions`).toBe(true);
    const inPhase = (bs: LocalBlock[], p: (typeof phases)[number]) => bs.filter((b) => b.date >= p.starts_after! && b.date < p.due!);
    for (const [k, bs] of by) {
      const label = `discipline "${k || "main"}"`;
      const [b0, pk, tp] = [inPhase(bs, base), inPhase(bs, peak), inPhase(bs, taper)];
      expect(b0.length && pk.length && tp.length, label).toBeTruthy();
      // In no week is a discipline's long session shorter than its easy ones (into the taper too).
      for (const week of new Set(bs.map((b) => b.week))) {
        const inWeek = bs.filter((b) => b.week === week);
        const long = inWeek.filter((b) => /-long-/.test(b.task_id));
        const easy = inWeek.filter((b) => /-easy-/.test(b.task_id));
        if (long.length && easy.length) expect(Math.min(...long.map((b) => b.minutes)), `${label} ${week}: ${inWeek.map((b) => `${b.day} ${b.minutes}`).join(", ")}`).toBeGreaterThanOrEqual(Math.max(...easy.map((b) => b.minutes)));
      }
      const perWeek = (xs: LocalBlock[]) => xs.reduce((s, b) => s + b.minutes, 0) / new Set(xs.map((b) => b.week)).size;
      // The taper holds fewer minutes a week than the peak.
      expect(perWeek(tp), label).toBeLessThan(perWeek(pk));
      if (stated) {
        // A stated length is every session's, in every phase.
        expect(new Set(bs.map((b) => b.minutes)), label).toEqual(new Set([stated]));
        continue;
      }
      // Sessions grow from the base to the peak.
      const mean = (xs: LocalBlock[]) => xs.reduce((s, b) => s + b.minutes, 0) / xs.length;
      expect(mean(pk), label).toBeGreaterThan(mean(b0));
      if (window) {
        for (const b of bs) {
          const [from, to] = window(b);
          expect(b.start >= from && b.end <= to, `${label} ${b.date} ${b.day} ${b.start}-${b.end}`).toBe(true);
        }
      }
    }
  });
});

describe("the main discipline's sessions are named for its own sport", () => {
  it("bike listed first: the main sessions are rides, not swims", () => {
    const { outline } = plan("Train for a triathlon in June: bike twice, run twice, swim once a week", { now: "2026-11-28T09:00:00Z", timezone: "Europe/Berlin" });
    const main = outline.nodes.filter((n) => /^t-(easy|long)-base$/.test(n.id)).map((n) => n.title);
    expect(main.length).toBeGreaterThan(0);
    for (const t of main) expect(t).toMatch(/ride/i);
  });
});
