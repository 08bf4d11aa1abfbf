/** The GoalReadingDelta contract keeps a reply's change to what it mentions. */
import { describe, expect, it } from "vitest";
import { GoalReadingDelta } from "../../src/contracts/goal-reading.js";

describe("GoalReadingDelta", () => {
  it("parsing a delta that sets one field sets only that field (no defaults leak into set)", () => {
    const d = GoalReadingDelta.parse({ set: { session_minutes: 30 } });
    expect(d.set).toEqual({ session_minutes: 30 });
    expect(d.clear).toEqual([]);
  });

  it("rejects an unknown field in set, naming it", () => {
    const r = GoalReadingDelta.safeParse({ set: { mood: "happy" } });
    expect(r.success).toBe(false);
  });
});
