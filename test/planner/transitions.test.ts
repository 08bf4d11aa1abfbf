import { describe, expect, it } from "vitest";
import {
  EXIT_STAGES,
  PENDING,
  STAGES,
  TRANSITIONS,
  advance,
  controlStates,
  eventsFor,
  isExitStage,
  isTransitionError,
  type ControlState,
  type Stage,
  type StageEvent,
} from "../../graphs/planner/transitions.js";

const at = (stage: Stage, pending: ControlState["pending"] = null): ControlState => ({ stage, pending });
const label = (s: ControlState) => (s.pending ? `${s.stage}/${s.pending}` : s.stage);

describe("controller transition table", () => {
  it.each([
    ["PERCEIVE", "perceived", "COLLECT_CONTEXT"],
    ["PERCEIVE", "input_invalid", "ABORTED"],
    ["COLLECT_CONTEXT", "sufficient_context", "DRAFT_OUTLINE"],
    ["COLLECT_CONTEXT", "needs_clarification", "NEEDS_CLARIFICATION"],
    ["NEEDS_CLARIFICATION", "answered", "COLLECT_CONTEXT"],
    ["NEEDS_CLARIFICATION", "unusable_reply", "NEEDS_CLARIFICATION"],
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
    ["VALIDATE_ROADMAP", "retries_exhausted", "NEEDS_SCHED_ESCALATION"],
    ["COLLECT_CONTEXT", "infeasible", "NEEDS_SCHED_ESCALATION"],
    // The escalation is a pause: a choice or a stated constraint plans again, only a rejection ends it.
    ["NEEDS_SCHED_ESCALATION", "chose_alternative", "COLLECT_CONTEXT"],
    ["NEEDS_SCHED_ESCALATION", "answered", "COLLECT_CONTEXT"],
    ["NEEDS_SCHED_ESCALATION", "unusable_reply", "NEEDS_SCHED_ESCALATION"],
    ["NEEDS_SCHED_ESCALATION", "rejected", "ABORTED"],
    // A change request with nothing to apply keeps the plan up for approval.
    ["SEEK_APPROVAL", "nothing_applied", "SEEK_APPROVAL"],
    ["SEEK_APPROVAL", "approved", "COMPLETE"],
    ["SEEK_APPROVAL", "rejected", "ABORTED"],
    ["SEEK_APPROVAL", "change_schedule", "DRAFT_SCHEDULE"],
    ["SEEK_APPROVAL", "change_roadmap", "DRAFT_ROADMAP"],
    ["SEEK_APPROVAL", "change_outline", "DRAFT_OUTLINE"],
  ] as const)("%s --%s--> %s", (from, event, to) => {
    expect(advance(at(from), event)).toEqual(at(to));
  });

  it.each([
    // Entering a pause keeps the stage; leaving it goes where the row says.
    [at("DRAFT_ROADMAP"), "blocker", at("DRAFT_ROADMAP", "blocker")],
    [at("DRAFT_ROADMAP", "blocker"), "retry", at("DRAFT_ROADMAP")],
    [at("DRAFT_ROADMAP", "blocker"), "abandon", at("ABORTED")],
    [at("DRAFT_SCHEDULE", "blocker"), "abandon", at("ABORTED")],
    [at("VALIDATE_OUTLINE", "stage_approval"), "nothing_applied", at("VALIDATE_OUTLINE", "stage_approval")],
    [at("DRAFT_OUTLINE", "blocker"), "unusable_reply", at("DRAFT_OUTLINE", "blocker")],
    [at("DRAFT_SCHEDULE"), "over_budget", at("DRAFT_SCHEDULE", "budget")],
    [at("DRAFT_SCHEDULE", "budget"), "approved", at("DRAFT_SCHEDULE")],
    [at("DRAFT_OUTLINE", "budget"), "rejected", at("ABORTED")],
    [at("VALIDATE_OUTLINE"), "subtype_proposed", at("VALIDATE_OUTLINE", "rfc")],
    [at("VALIDATE_OUTLINE", "rfc"), "approved", at("VALIDATE_OUTLINE", "record_subtype")],
    [at("VALIDATE_OUTLINE", "record_subtype"), "recorded", at("VALIDATE_OUTLINE")],
    [at("VALIDATE_OUTLINE", "rfc"), "rejected", at("DRAFT_OUTLINE")],
    [at("VALIDATE_OUTLINE"), "needs_approval", at("VALIDATE_OUTLINE", "stage_approval")],
    [at("VALIDATE_OUTLINE", "stage_approval"), "approved", at("DRAFT_ROADMAP")],
    [at("VALIDATE_OUTLINE", "stage_approval"), "next_target", at("VALIDATE_OUTLINE", "stage_approval")],
    [at("VALIDATE_ROADMAP", "stage_approval"), "approved", at("DRAFT_SCHEDULE")],
    [at("VALIDATE_ROADMAP", "stage_approval"), "change_outline", at("DRAFT_OUTLINE")],
  ] as const)("%o --%s--> %o", (from, event, to) => {
    expect(advance(from, event)).toEqual(to);
  });

  it("refuses an event a row does not list, and a pause a stage never takes", () => {
    expect(() => advance(at("SEEK_APPROVAL"), "valid")).toThrow(/no transition from SEEK_APPROVAL on valid/);
    expect(() => advance(at("COMPLETE"), "approved")).toThrow();
    expect(() => advance(at("VALIDATE_SCHEDULE", "stage_approval"), "approved")).toThrow(/never waits on stage_approval/);
    // A change for a later stage is not a row of the outline's approval (the node carries it instead).
    expect(() => advance(at("VALIDATE_OUTLINE", "stage_approval"), "change_schedule")).toThrow();
    try {
      advance(at("SEEK_APPROVAL"), "valid");
    } catch (e) {
      expect(isTransitionError(e) && e.code).toBe("TRANSITION_UNDEFINED");
    }
  });

  it("has a row for every stage, exits have no way out, every target is a stage or a pause of the same stage", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...STAGES].sort());
    for (const exit of EXIT_STAGES) expect(eventsFor(at(exit))).toEqual([]);
    for (const s of controlStates()) {
      for (const e of eventsFor(s)) {
        const to = advance(s, e);
        expect(STAGES).toContain(to.stage);
        if (to.pending !== null) {
          expect(PENDING).toContain(to.pending);
          expect(to.stage).toBe(s.stage);
          // A pause the table enters is a pause the table has a row for.
          expect(() => eventsFor(to)).not.toThrow();
        }
      }
    }
  });

  it("every pause a row lists is entered from its stage, and every pause can be answered", () => {
    const entered = new Set<string>();
    for (const s of controlStates()) for (const e of eventsFor(s)) if (advance(s, e).pending) entered.add(label(advance(s, e)));
    const paused = controlStates().filter((s) => s.pending !== null).map(label);
    expect([...entered].sort()).toEqual(paused.sort());
  });

  it("reaches COMPLETE from PERCEIVE along the happy path", () => {
    let s = at("PERCEIVE");
    const path: StageEvent[] = ["perceived", "sufficient_context", "success", "valid", "success", "valid", "success", "valid", "approved"];
    for (const e of path) s = advance(s, e);
    expect(s).toEqual(at("COMPLETE"));
    expect(isExitStage(s.stage)).toBe(true);
    expect(isExitStage("SEEK_APPROVAL")).toBe(false);
  });

  it("every control state can reach an exit (no trap states)", () => {
    for (const start of controlStates()) {
      const seen = new Set<string>([label(start)]);
      const queue: ControlState[] = [start];
      let exit = isExitStage(start.stage);
      while (queue.length && !exit) {
        const s = queue.shift()!;
        for (const e of eventsFor(s)) {
          const to = advance(s, e);
          if (isExitStage(to.stage)) exit = true;
          if (!seen.has(label(to))) (seen.add(label(to)), queue.push(to));
        }
      }
      expect(exit, `${label(start)} cannot reach an exit`).toBe(true);
    }
  });
});
