/**
 * The warm-up (src/planning/reading/warm-up.ts) reaches what a first request would: each sample is
 * detected as its own language (so that language's lexicon is the one compiled) and its reply is
 * read as a change (so the reply phrases are compiled too). The time it saves is measured by
 * startup, not here.
 */
import { describe, expect, it } from "vitest";
import { READING_LANGUAGES } from "../../src/contracts/goal-reading.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { WARM_UP_SAMPLES, warmReader } from "../../src/planning/reading/warm-up.js";

const clock = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };

describe("reader warm-up", () => {
  it.each(READING_LANGUAGES.map((l) => [l]))("%s: the sample is read as its language, with a deadline, and its reply as a change", (language) => {
    const { goal, reply } = WARM_UP_SAMPLES[language];
    const reading = readGoal(goal, clock);
    expect(reading.language).toBe(language);
    expect(reading.deadline).toBe("2027-03-15");
    const delta = readReply(reply, reading, clock);
    expect(delta.parts.filter((p) => p.status === "applied").length).toBeGreaterThan(0);
  });

  it("runs without throwing and reports its time", () => {
    expect(warmReader()).toBeGreaterThan(0);
  });
});
