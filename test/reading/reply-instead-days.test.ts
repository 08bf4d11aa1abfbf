/**
 * Days given up for others in one reply: the named new days replace the old ones, whichever way
 * round the person says it ("Tuesday and Thursday instead of Monday and Wednesday", "Mondays and
 * Wednesdays are bad, do Tuesdays and Thursdays instead", "不要周一和周三"); "cant" without its
 * apostrophe is a negation. Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };

describe("days given up for others in one reply", () => {
  it.each<[string, string, string[]]>([
    ["Study Spanish every Monday and Wednesday from 7 to 8:30pm.", "Tuesday and Thursday instead of Monday and Wednesday", ["TU", "TH"]],
    ["Study Spanish every Monday and Wednesday from 7 to 8:30pm.", "Mondays and Wednesdays are bad, do Tuesdays and Thursdays instead", ["TU", "TH"]],
    ["Study Spanish every Monday and Wednesday from 7 to 8:30pm.", "Mondays and Wednesdays dont work for me, Tuesdays and Thursdays please", ["TU", "TH"]],
    ["每周一和周三晚上7点到8点半学西班牙语。", "周二和周四，不要周一和周三", ["TU", "TH"]],
  ])("%s / %s", (goal, reply, days) => {
    const d = readReply(reply, readGoal(goal, clock), clock);
    expect(d.set.days).toEqual(days);
    expect(d.set.cadence === undefined || d.set.cadence?.count === 2).toBe(true);
  });

  it("'cant' without an apostrophe is a day given up, as 'can't' is", () => {
    const base = readGoal("Study Spanish every Monday and Wednesday from 7 to 8:30pm.", clock);
    expect(readReply("I cant do Mondays anymore", base, clock).set).toEqual(readReply("I can't do Mondays anymore", base, clock).set);
    expect(readReply("I cant do Mondays anymore", base, clock).set.days).not.toContain("MO");
  });
});
