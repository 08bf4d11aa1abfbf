/**
 * A new target said in a reply — the natural answer to "that target is out of reach" — used to be
 * "not understood" ("what about aiming for N5 instead?", "let's do a 10k instead"): the person could
 * only pick a numbered choice. It now sets the goal's target (`level`), in the goal's kind of target
 * and in the reading languages, and the plan that follows is checked and titled for it. Also: a
 * marathon in three weeks said in Spanish, Japanese or Chinese, and "a 10 km race in 2 weeks", were planned
 * without a word (the race words missed "maratón", "マラソン", "马拉松" and "a 10 km"; "run 5 km three times a week" stays a distance, not a race).
 */
import { describe, expect, it } from "vitest";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { planReading } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T10:00:00Z", timezone: "Asia/Tokyo" };

/** [goal, reply, the target it sets (null: none), the current level it sets (undefined: not checked)]. */
const CASES: Array<[string, string, string | null, (string | null)?]> = [
  ["Learn Japanese to JLPT N1 level in 2 months, 15 minutes a day", "what about aiming for N5 instead?", "JLPT N5", null],
  ["Learn Japanese to JLPT N1 level in 2 months, 15 minutes a day", "not N1 but N4, please", "JLPT N4"],
  ["Learn Japanese to JLPT N1 level in 2 months, 15 minutes a day", "I'm already N4", "JLPT N1", "JLPT N4"],
  ["Parler anglais niveau C1 en 3 mois", "plutôt viser le B1", "B1"],
  ["Atteindre le niveau C1 en anglais en 2 mois", "et si on visait le B1 ?", "B1"],
  ["Run a marathon in 3 weeks", "what about a 10k?", "10k"],
  ["Bis März Spanisch auf C1 lernen", "lieber erstmal B1", "B1"],
  ["Run a marathon in 3 weeks", "let's do a 10k instead", "10k"],
  ["Run a marathon in 3 weeks", "not a marathon, a 10k", "10k"],
  ["Run a marathon in 3 weeks", "what about aiming for a half marathon", "half marathon"],
  ["In 4 Wochen einen Marathon laufen", "lieber einen Halbmarathon", "half marathon"],
  ["Correr un maratón en 3 semanas", "mejor una media maratón", "half marathon"],
  ["Correre una maratona in 3 settimane", "meglio una 10 km", "10k"],
  ["3週間後にマラソンを走る", "ハーフマラソンにします", "half marathon"],
  ["三周后跑马拉松", "改成10公里吧", "10k"],
  ["Lose 15 kg in 6 weeks", "let's make it 4 kg", "4 kg"],
  ["In 3 weken 10 kilo afvallen", "liever 3 kilo", "3 kg"],
  ["Read 30 books by the end of January", "ok, 6 books then", "6 books"],
  // No target of that kind in the goal, a negated race, a weight that is where they are now: nothing.
  ["Run a marathon in 3 weeks", "3 times a week, not a 10k", null],
  ["Lose 15 kg in 6 weeks", "I weigh 90 kg now", null],
  ["Learn guitar, 3 times a week", "let's do a 10k instead", null],
  ["Learn guitar, 3 times a week", "aim for B2", null],
  ["Learn Japanese to JLPT N1 level in 2 months", "N1 is fine, but 30 minutes a day", null],
];

describe("a new target said in a reply", () => {
  it.each(CASES)("%s ← %s", (goal, reply, target, current) => {
    const reading = readGoal(goal, clock);
    const delta = readReply(reply, reading, clock);
    if (target === null) {
      expect(delta.set.level).toBeUndefined();
      return;
    }
    expect(delta.set.level?.target).toBe(target);
    if (current !== undefined) expect(delta.set.level?.current).toBe(current);
    const part = delta.parts.find((p) => p.field === "level");
    expect(part?.status).toBe("applied");
    expect(delta.parts.some((p) => p.status === "not_understood")).toBe(false);
    // A suggestion asked as a question is the change, not a question that changes nothing.
    expect(delta.parts.some((p) => /question/.test(p.note))).toBe(false);
  });

  it("keeps the rest of the reply: a target and a date in one reply both apply", () => {
    const reading = readGoal("Learn Japanese to JLPT N1 level in 2 months, 15 minutes a day", clock);
    const delta = readReply("let's aim for N4 by next December", reading, clock);
    expect(delta.set.level?.target).toBe("JLPT N4");
    expect(delta.set.deadline).toMatch(/^2027-12-/);
  });

  it("a race changed in a reply is the race the plan is checked and titled for", () => {
    const reading = readGoal("Run a marathon next October, 4 runs a week", clock);
    const next = applyReadingDelta(reading, readReply("make it a half marathon instead", reading, clock));
    const { outline, blocks } = planReading(next, clock);
    expect(outline.nodes[0]!.title).toMatch(/^Run a half marathon/);
    // Every run is still on the stated rhythm: at most 4 a week, in the goal's zone.
    const perWeek = new Map<string, number>();
    for (const b of blocks) perWeek.set(b.week, (perWeek.get(b.week) ?? 0) + 1);
    expect(Math.max(...perWeek.values())).toBeLessThanOrEqual(4);
  });

  it("a language level lowered in a reply is the level the feasibility check holds the plan to", () => {
    const reading = readGoal("Learn Japanese to JLPT N1 level in 2 months, 15 minutes a day", clock);
    const next = applyReadingDelta(reading, readReply("what about aiming for N5 instead?", reading, clock));
    const report = assessFeasibility({ reading: next, availability: availabilityFromReading(next), now: clock.now, timezone: clock.timezone });
    expect(report.code).toBe("UNREALISTIC_LANGUAGE_TARGET");
    expect(report.message).toMatch(/JLPT N5/);
  });
});

describe("a race in three weeks, in the reading languages", () => {
  it("an ultra is 'An ultra'", () => {
    const reading = readGoal("Run an ultramarathon next Saturday", clock);
    const report = assessFeasibility({ reading, availability: availabilityFromReading(reading), now: clock.now, timezone: clock.timezone });
    expect(report.message).toMatch(/^An ultra usually needs/);
  });

  it.each([
    ["Run a marathon in 3 weeks"],
    ["Correr un maratón en 3 semanas"],
    ["3週間後にマラソンを走る"],
    ["三周后跑马拉松"],
    ["Run a 10 km race in 2 weeks"],
    ["In 2 Wochen einen 10-km-Lauf schaffen"],
  ])("%s is out of reach and said so", (goal) => {
    const reading = readGoal(goal, clock);
    const report = assessFeasibility({ reading, availability: availabilityFromReading(reading), now: clock.now, timezone: clock.timezone });
    expect(report.code).toBe("UNREALISTIC_RACE_PREPARATION");
  });
});
