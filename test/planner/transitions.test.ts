import { describe, expect, it } from "vitest";
import { EXIT_STAGES, STAGES, TRANSITIONS, eventsFor, isExitStage, nextStage, type Stage } from "../../graphs/planner/transitions.js";

describe("controller transition table", () => {
  it.each([
    ["COLLECT_CONTEXT", "sufficient_context", "DRAFT_OUTLINE"],
    ["COLLECT_CONTEXT", "needs_clarification", "NEEDS_CLARIFICATION"],
    ["NEEDS_CLARIFICATION", "answered", "COLLECT_CONTEXT"],
    ["DRAFT_OUTLINE", "success", "VALIDATE_OUTLINE"],
    ["DRAFT_OUTLINE", "abandon", "ABORTED"],
    ["VALIDATE_OUTLINE", "valid", "DRAFT_ROADMAP"],
    ["VALIDATE_OUTLINE", "invalid_retryable", "DRAFT_OUTLINE"],
    ["VALIDATE_OUTLINE", "invalid_fatal", "NEEDS_CLARIFICATION"],
    ["VALIDATE_ROADMAP", "valid", "DRAFT_SCHEDULE"],
    ["DRAFT_SCHEDULE", "abandon", "NEEDS_SCHED_ESCALATION"],
    ["DRAFT_ROADMAP", "abandon", "ABORTED"],
    ["DRAFT_ROADMAP", "infeasible", "NEEDS_SCHED_ESCALATION"],
    ["VALIDATE_SCHEDULE", "valid", "SEEK_APPROVAL"],
    ["VALIDATE_SCHEDULE", "infeasible", "NEEDS_SCHED_ESCALATION"],
    ["SEEK_APPROVAL", "approved", "COMPLETE"],
    ["SEEK_APPROVAL", "rejected", "ABORTED"],
    ["SEEK_APPROVAL", "change_schedule", "DRAFT_SCHEDULE"],
    ["SEEK_APPROVAL", "change_roadmap", "DRAFT_ROADMAP"],
    ["SEEK_APPROVAL", "change_outline", "DRAFT_OUTLINE"],
  ] as const)("%s --%s--> %s", (from, event, to) => {
    expect(nextStage(from, event)).toBe(to);
  });

  it("refuses an event a stage does not list", () => {
    expect(() => nextStage("SEEK_APPROVAL", "valid")).toThrow(/no transition from SEEK_APPROVAL on valid/);
    expect(() => nextStage("COMPLETE", "approved")).toThrow();
  });

  it("has a row for every stage, exits have no way out, and every target is a stage", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...STAGES].sort());
    for (const exit of EXIT_STAGES) expect(eventsFor(exit)).toEqual([]);
    for (const [, row] of Object.entries(TRANSITIONS)) for (const to of Object.values(row)) expect(STAGES).toContain(to);
  });

  it("reaches COMPLETE from COLLECT_CONTEXT along the happy path", () => {
    let s: Stage = "COLLECT_CONTEXT";
    const path = ["sufficient_context", "success", "valid", "success", "valid", "success", "valid", "approved"] as const;
    for (const e of path) s = nextStage(s, e);
    expect(s).toBe("COMPLETE");
    expect(isExitStage(s)).toBe(true);
    expect(isExitStage("SEEK_APPROVAL")).toBe(false);
  });

  it("every non-exit stage can reach an exit (no trap states)", () => {
    for (const start of STAGES) {
      const seen = new Set<Stage>([start]);
      const queue: Stage[] = [start];
      while (queue.length) {
        const s = queue.shift()!;
        for (const to of Object.values(TRANSITIONS[s]) as Stage[]) if (!seen.has(to)) (seen.add(to), queue.push(to));
      }
      expect([...seen].some((s) => isExitStage(s)), `${start} cannot reach an exit`).toBe(true);
    }
  });
});
