/**
 * Another activity with days or times of its own is not the goal's main activity, even when its
 * rhythm matches: "Theory lessons are Tuesdays 6-8pm, and I can practice driving on Saturday
 * mornings" titled the Tuesday lessons "Practice driving", cut them to 45 minutes and dropped the
 * Saturday practice. Every block is checked in the goal's own zone: the lessons fill their Tuesday
 * evening range, the practice falls on Saturday mornings.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";

const plan = (goal: string, zone: string) => planOffline(goal, { now: NOW, timezone: zone }).blocks;

describe("an activity with days of its own beside the goal's", () => {
  it.each<[string, string, RegExp]>([
    ["I want to get my driving license by May. Theory lessons are Tuesdays 6-8pm, and I can practice driving on Saturday mornings.", "Europe/Berlin", /practi[cs]e driving/i],
    ["I want to get my driving license by May. Theory lessons are Tuesdays 6-8pm, and I can practice driving on Saturday mornings.", "America/New_York", /practi[cs]e driving/i],
  ])("%s (%s)", (goal, zone, practice) => {
    const blocks = plan(goal, zone);
    const practiceBlocks = blocks.filter((b) => practice.test(b.title));
    const lessons = blocks.filter((b) => b.day === "Tue");
    expect(practiceBlocks.length).toBeGreaterThan(10);
    for (const b of practiceBlocks) {
      expect(b.day).toBe("Sat");
      expect(b.start >= "06:00" && b.end <= "12:00").toBe(true);
    }
    expect(lessons.length).toBeGreaterThan(10);
    for (const b of lessons) {
      expect(b.title).not.toMatch(practice);
      expect(`${b.start}–${b.end}`).toBe("18:00–20:00");
    }
  });
});
