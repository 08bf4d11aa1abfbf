/**
 * A goal that lists its activities with how often each happens: "Get fit: gym twice a week and
 * yoga once a week", "swim twice, bike twice, run twice a week" (the unit said once for the list),
 * "zweimal schwimmen, zweimal Rad fahren und zweimal pro Woche laufen". Every item is an activity
 * with its rhythm — before, the first (or all but the last) became deliverables ("Swim twice" as a
 * milestone) and only one discipline was planned. Planned, the activities take different days
 * where the week has room (they were stacked on the same evenings), checked in the goal's zone.
 * Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";
import { shareListRhythm } from "../../src/planning/reading/shared-rhythm.js";

const NOW = "2026-11-28T09:00:00Z";
const clock = { now: NOW, timezone: "Europe/Berlin" };

describe("a list of activities with their rhythms", () => {
  it.each<[string, [string, number][]]>([
    ["Get fit: gym twice a week and yoga once a week", [["gym", 2], ["yoga", 1]]],
    ["Train for a sprint triathlon on June 6: swim twice, bike twice, run twice a week", [["swim", 2], ["bike", 2], ["run", 2]]],
    ["Train for a triathlon: swim 2x, bike 2x and run 3x per week", [["swim", 2], ["bike", 2], ["run", 3]]],
    ["Triathlon im Juni: zweimal schwimmen, zweimal Rad fahren und zweimal pro Woche laufen", [["schwimmen", 2], ["Rad fahren", 2], ["laufen", 2]]],
    ["Triathlon en juin : natation 2 fois, vélo 2 fois et course à pied 3 fois par semaine", [["natation", 2], ["vélo", 2], ["course à pied", 3]]],
  ])("%s", (goal, expected) => {
    const r = readGoal(goal, clock);
    expect(r.items.map((i) => [i.title, i.kind, i.cadence?.count, i.cadence?.per])).toEqual(expected.map(([t, n]) => [t, "activity", n, "week"]));
    // The title keeps the person's words.
    expect(goal.startsWith(r.title.replace(/…$/, ""))).toBe(true);
  });

  it.each([
    ["I tried twice, now I want to run 3 times a week", "I tried twice, now I want to run 3 times a week"],
    ["swim twice, bike twice, run twice a week", "swim twice a week, bike twice a week, run twice a week"],
  ])("the unit is shared only within a list: %s", (text, read) => {
    expect(shareListRhythm(text, "en")).toBe(read);
  });

  it.each<[string, string]>([
    ["Train for a sprint triathlon on June 6: swim twice, bike twice, run twice a week", "Australia/Sydney"],
    ["Train for a sprint triathlon on June 6: swim twice, bike twice, run twice a week", "Europe/Berlin"],
  ])("planned (%s, %s): six sessions a week, each discipline on days of its own", (goal, zone) => {
    const { blocks } = planOffline(goal, { now: NOW, timezone: zone });
    // (Sessions are named by sport and kind: "Easy swims", "Long ride", "Easy runs".)
    const discipline = (t: string) => (/swim/i.test(t) ? "swim" : /bike|ride/i.test(t) ? "bike" : /run/i.test(t) ? "run" : t);
    const byDay = new Map<number, Set<string>>();
    const perWeek = new Map<string, number>();
    for (const b of blocks) {
      byDay.set(b.weekday, (byDay.get(b.weekday) ?? new Set()).add(discipline(b.title)));
      perWeek.set(b.week, (perWeek.get(b.week) ?? 0) + 1);
    }
    expect(new Set([...byDay.values()].flatMap((s) => [...s]))).toEqual(new Set(["swim", "bike", "run"]));
    // No weekday holds two disciplines.
    for (const s of byDay.values()) expect(s.size).toBe(1);
    const whole = [...perWeek.values()].slice(1, -2);
    expect(whole.length).toBeGreaterThan(10);
    for (const n of whole) expect(n).toBe(6);
  });
});
