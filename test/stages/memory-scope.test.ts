import { describe, expect, it } from "vitest";
import { memoryTaskType } from "../../src/stages/planning-stage-runner.js";
import type { StageRequest } from "../../src/stages/stage-runner.js";

const base = { stage: "DRAFT_SCHEDULE", artifacts: {}, fixedPattern: null } as unknown as StageRequest;
const pattern = (pattern_type: string, subtype: string | null) => ({ pattern_type, subtype }) as never;

describe("memory scope of a stage's MUST NOTs", () => {
  it.each([
    [{}, "DRAFT_SCHEDULE:any"],
    [{ artifacts: { pattern: pattern("recurring_cycle", "habit_routine") } }, "DRAFT_SCHEDULE:recurring_cycle/habit_routine"],
    [{ artifacts: { pattern: pattern("milestone_project", null) } }, "DRAFT_SCHEDULE:milestone_project/-"],
    [{ artifacts: { pattern: pattern("milestone_project", "launch") }, fixedPattern: pattern("milestone_project", "home_renovation") }, "DRAFT_SCHEDULE:milestone_project/home_renovation"],
  ])("%j → %s", (over, expected) => {
    expect(memoryTaskType({ ...base, ...over } as StageRequest)).toBe(expected);
  });

  it("keeps lessons of one kind of goal away from another", () => {
    const a = memoryTaskType({ ...base, artifacts: { pattern: pattern("recurring_cycle", "habit_routine") } } as StageRequest);
    const b = memoryTaskType({ ...base, artifacts: { pattern: pattern("progressive_accumulation_arc", "endurance_training") } } as StageRequest);
    expect(a).not.toBe(b);
  });
});
