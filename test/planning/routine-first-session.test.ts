/**
 * A routine on a few named days starts on the first of them: its set-up goes beside that day's
 * session, or (at a start time the person gave, which leaves the day no other slot) opens it —
 * "Call my grandma every Sunday evening" planned on Saturday lost the first Sunday's call to
 * "Prepare what the routine needs" and called a week later; the gym's first Monday went the same
 * way. Every block read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T10:00:00Z"; // Sat 19:00 in Tokyo, Sat 02:00 in Los Angeles, Sat 23:00 in Auckland

// [goal, zone, the local date of the first session, its start (local) or null]
const CASES: Array<[string, string, string, string | null]> = [
  ["Call my grandma every Sunday evening", "America/Los_Angeles", "2026-11-29", null],
  ["Call my grandma every Sunday evening", "Pacific/Auckland", "2026-11-29", null],
  ["Call my grandma every Sunday at 7pm", "Asia/Tokyo", "2026-11-29", "19:00"],
  ["Elke zondag de badkamer schoonmaken", "Asia/Tokyo", "2026-11-29", null],
  ["Go to the gym Monday, Wednesday and Friday at 7am for an hour", "Asia/Tokyo", "2026-11-30", "07:00"],
  ["Go to the gym Monday, Wednesday and Friday at 7am for an hour", "America/Los_Angeles", "2026-11-30", "07:00"],
  ["Swim on Tuesdays and Thursdays", "Pacific/Auckland", "2026-12-01", null],
];

describe("a routine on named days: the first session is on the first of them", () => {
  it.each(CASES)("%s (%s)", (goal, timezone, first, start) => {
    const { outline, schedule, blocks } = planOffline(goal, { now: NOW, timezone });
    expect(schedule.unplaced, JSON.stringify(schedule.unplaced)).toEqual([]);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
    const sessions = blocks.filter((b) => recurring.has(b.task_id)).sort((a, b) => `${a.date} ${a.start}`.localeCompare(`${b.date} ${b.start}`));
    expect(sessions[0]?.date).toBe(first);
    if (start) for (const s of sessions) expect(s.start, `${s.title} ${s.date}`).toBe(start);
    // Our set-up, when there is one, is done by the end of the first session's day.
    for (const b of blocks.filter((x) => x.task_id === "t-prepare-routine")) expect(b.date <= first, `${b.title} ${b.date}`).toBe(true);
  });
});
