/** The outline keeps the person's word: a stated session length is never grown by progression; named days are the days. */
import { describe, expect, it } from "vitest";
import { Availability } from "../../src/contracts/planning.js";
import { generateOutline } from "../../src/planning/outline.js";
import { ruleFor } from "../../src/planning/outline/work.js";
import { PHRASES } from "../../src/planning/outline/words.js";

const task = (goal: string, availability: Partial<Availability>) => ({
  task_id: "t",
  intent: goal,
  constraints: { scope: null, deadline: "2027-03-31", timezone: "Europe/Berlin", availability: Availability.parse(availability) },
  raw_input: goal,
});
const arc = { pattern_type: "progressive_accumulation_arc" as const, subtype: "skill_learning", variant: null, confidence: 0.9, introduced_by: "system" as const, source_pattern: null, rfc: null };

describe("outline and stated constraints", () => {
  it("a stated 45-minute session stays 45 minutes in every phase", () => {
    const o = generateOutline(task("Practise guitar on Saturday mornings for 45 minutes until March.", { session_minutes: 45, days: ["SA"] }), arc, { now: "2026-11-23T08:41:00" });
    const sessions = o.nodes.filter((n) => n.cadence.kind === "recurring");
    expect(sessions.length).toBeGreaterThan(1);
    for (const n of sessions) {
      expect(n.duration_min).toBe(45);
      expect(n.cadence).toEqual({ kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=SA" });
    }
  });

  it("without a stated length the sessions still grow by phase", () => {
    const o = generateOutline(task("Get better at guitar until March.", {}), arc, { now: "2026-11-23T08:41:00" });
    const lengths = o.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.duration_min);
    expect(Math.max(...lengths)).toBeGreaterThan(Math.min(...lengths));
  });

  it.each([
    [["SA"], "FREQ=WEEKLY;BYDAY=SA", 1],
    [["TU", "TH"], "FREQ=WEEKLY;BYDAY=TU,TH", 2],
  ] as const)("named days %j without a count recur on exactly those days", (days, rrule, perWeek) => {
    const c = ruleFor(null, [...days], PHRASES.en);
    expect(c.rrule).toBe(rrule);
    expect(c.perWeek).toBe(perWeek);
    expect(c.stated).toBe(true);
  });
});
