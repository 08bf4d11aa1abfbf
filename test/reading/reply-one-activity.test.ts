/**
 * A reply about one of a goal's other activities changes that activity only. "Move the conversation
 * class to Sunday" moved the main activity to Sunday only and dropped the class; "move the class to
 * 11:00" read 23:00 for the main activity's evenings. Each case reads the goal, reads the reply,
 * applies it and plans: every block is checked in the goal's zone — the named activity where the
 * reply put it, the main activity where it was.
 */
import { describe, expect, it } from "vitest";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { patternFromReading } from "../../src/planning/from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { namedActivity, readReply } from "../../src/planning/reading/read-reply.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-28T09:00:00Z";
const DAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** Each activity's blocks as "DAY HH:MM–HH:MM" (local to the goal's zone), keyed by whether the title has `word`. */
function week(goal: string, zone: string, reply: string | null, word: RegExp) {
  const clock = { now: NOW, timezone: zone };
  let r = readGoal(goal, clock);
  const delta = reply ? readReply(reply, r, clock) : null;
  if (delta) r = applyReadingDelta(r, delta);
  const outline = outlineFromReading(r, patternFromReading(r, { allowProposals: false }), { now: NOW, timezone: zone, approved: [] });
  const { schedule } = planSchedule({ outline, roadmap: buildRoadmap(outline).roadmap, availability: availabilityFromReading(r), now: NOW, timezone: zone, busy: [] });
  const named = new Set(outline.nodes.filter((n) => word.test(n.title)).map((n) => n.id));
  const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id));
  const label = (b: { start: string; end: string }) => `${DAY[new Date(`${b.start.slice(0, 10)}T12:00:00Z`).getUTCDay()]} ${b.start.slice(11, 16)}–${b.end.slice(11, 16)}`;
  const blocks = schedule.blocks.filter((b) => recurring.has(b.task_id));
  return {
    delta,
    named: new Set(blocks.filter((b) => named.has(b.task_id)).map(label)),
    main: new Set(blocks.filter((b) => !named.has(b.task_id)).map(label)),
  };
}

const SPANISH = "Learn Spanish: 30 minutes Monday, Wednesday and Friday evenings at 19:00, plus a conversation class Saturdays 10:00-11:30, for a B1 exam in June";
const RUN = "Get ready for a 10k in April: run Tuesday and Thursday at 7am, and a yoga class on Sundays 17:00-18:15";

describe("a reply about one other activity", () => {
  it.each<[string, string, string, string, RegExp, string[], string[]]>([
    ["class to Sunday", SPANISH, "Europe/Madrid", "move the conversation class to Sunday", /class/i, ["SU 10:00–11:30"], ["MO 19:00–19:30", "WE 19:00–19:30", "FR 19:00–19:30"]],
    ["class to 11:00", SPANISH, "Europe/Madrid", "move the class to 11:00", /class/i, ["SA 11:00–12:30"], ["MO 19:00–19:30", "WE 19:00–19:30", "FR 19:00–19:30"]],
    ["yoga to Saturday", RUN, "America/Chicago", "can the yoga be on Saturdays instead", /yoga/i, ["SA 17:00–18:15"], ["TU", "TH"]],
  ])("%s", (_name, goal, zone, reply, word, named, main) => {
    const before = week(goal, zone, null, word);
    const after = week(goal, zone, reply, word);
    expect(after.delta!.parts.some((p) => p.status === "applied")).toBe(true);
    expect([...after.named].sort()).toEqual([...named].sort());
    // The main activity is where it was (its days, and its times where the goal states them).
    expect([...after.main].sort()).toEqual([...before.main].sort());
    for (const m of main) expect([...after.main].some((b) => b.startsWith(m))).toBe(true);
  });

  it("a reply naming no activity, or two equally, is the goal's as before", () => {
    const r = readGoal(SPANISH, { now: NOW, timezone: "Europe/Madrid" });
    expect(namedActivity("make the Friday sessions 45 minutes", r)).toBeNull();
    expect(namedActivity("move the class to Sunday", r)?.title).toBe("conversation class");
    const d = readReply("make the Friday sessions 45 minutes", r, { now: NOW, timezone: "Europe/Madrid" });
    expect(d.set.session_lengths).toEqual([{ days: ["FR"], minutes: 45 }]);
    expect(d.set.items).toBeUndefined();
  });
});
