/**
 * A clock range stated with no length is the session itself ("every Monday and Wednesday from 7
 * to 8:30pm"): every block fills it, in the goal's own zone, whatever the template's own lengths
 * (an exam plan's 60 → 75 → 90 minutes). A daypart ("evenings", 17:00–22:00) stays a stretch to
 * fit sessions in, a stated length wins over the range, and so does a total effort to spread.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { PatternSpec } from "../../src/contracts/planning.js";
import { availabilityFromReading, SITTING_MAX_MINUTES, statedRangeMinutes } from "../../src/planning/availability-from-reading.js";
import { outlineFromReading } from "../../src/planning/outline.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { planSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-11-23T18:30:00Z";
type Pattern = PatternSpec["pattern_type"];
function reading(type: Pattern, subtype: string, r: Omit<GoalReadingInput, "pattern" | "language">): GoalReading {
  return GoalReading.parse({ language: "en", ...r, pattern: { type, subtype, confidence: 0.9 } });
}
type Day = "MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU";
const w = (start: string, end: string, days: Day[] | null = null) => ({ days, start, end });

describe("statedRangeMinutes", () => {
  it.each<[string, Partial<GoalReadingInput>, number | null]>([
    ["one explicit range", { windows: [w("19:00", "20:30")] }, 90],
    ["the same range on two day sets", { windows: [w("19:00", "20:30", ["MO"]), w("18:00", "19:30", ["WE"])] }, 90],
    ["ranges of different lengths: no single sitting", { windows: [w("19:00", "20:30", ["MO"]), w("09:00", "12:00", ["SA"])] }, null],
    ["a daypart is a stretch, not a sitting", { windows: [w("17:00", "22:00")] }, null],
    ["a range the reader did not find to be the sessions (\"between 7 and 8:30\", a label) stays a stretch", { windows: [w("19:00", "20:30")], windows_are_sessions: undefined }, null],
    ["three hours is still one sitting", { windows: [w("09:00", "12:00")] }, SITTING_MAX_MINUTES],
    ["a stated length wins", { windows: [w("19:00", "20:30")], session_minutes: 45 }, null],
    ["a total effort is spread in sessions the plan sizes", { windows: [w("19:00", "20:30")], total_effort_minutes: 1200 }, null],
    ["no windows", {}, null],
  ])("%s", (_name, r, expected) => {
    const rd = reading("recurring_cycle", "habit_routine", { title: "x", deadline: null, windows_are_sessions: true, ...r });
    expect(statedRangeMinutes(rd)).toBe(expected);
  });
});

describe("a stated range holds in every block", () => {
  for (const zone of ["Europe/London", "America/Chicago", "Asia/Kolkata"]) {
    it(`${zone}: exam study every Monday and Wednesday 19:00–20:30`, () => {
      const rd = reading("progressive_accumulation_arc", "exam_preparation", {
        title: "Study Spanish for my B2 exam",
        deadline: "2027-05-01",
        cadence: { count: 2, per: "week" },
        days: ["MO", "WE"],
        windows: [w("19:00", "20:30")],
        windows_are_sessions: true,
      });
      const outline = outlineFromReading(rd, PatternSpec.parse({ pattern_type: "progressive_accumulation_arc", subtype: "exam_preparation" }), { now: NOW, timezone: zone });
      const roadmap = buildRoadmap(outline);
      const { schedule } = planSchedule({ outline, roadmap: roadmap.roadmap, availability: availabilityFromReading(rd), now: NOW, timezone: zone });
      const sessions = schedule.blocks.filter((b) => {
        const st = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
        return st.toFormat("HH:mm") === "19:00";
      });
      expect(sessions.length).toBeGreaterThan(30);
      for (const b of schedule.blocks) {
        const st = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
        const en = DateTime.fromISO(b.end, { setZone: true }).setZone(zone);
        expect(["Mon", "Wed"], b.start).toContain(st.toFormat("ccc"));
        expect(st.toFormat("HH:mm") >= "19:00" && en.toFormat("HH:mm") <= "20:30", `${b.start}–${b.end}`).toBe(true);
      }
      // The weekly study sessions are the stated sitting, not the template's 60 → 75 → 90 minutes.
      for (const b of sessions) expect(Math.round(DateTime.fromISO(b.end).diff(DateTime.fromISO(b.start), "minutes").minutes), b.start).toBe(90);
    });
  }
});
