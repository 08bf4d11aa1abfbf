import { describe, expect, it } from "vitest";
import { classifyTranscript } from "../../src/roles/solver.js";

const t = (text: string, calls = 0, output: unknown = null) => ({
  text,
  tool_calls: Array.from({ length: calls }, () => ({ tool: "x", target: "y", ok: true, output: 1 })),
  output,
  model: "m",
});

describe("classifyTranscript (ADR-0079 deterministic solver)", () => {
  it.each([
    "I'm sorry, but I currently don't have the necessary tools to assist with that specific request.",
    "I cannot help with that.",
    "I don't have the necessary tools.",
    "I can't assist with that.",
    "I’m sorry, no.",
  ])("classifies %j with no work as executor-refused", (text) => {
    expect(classifyTranscript(t(text)).classification).toBe("executor-refused");
  });

  it("treats an apology after real work as progress, not a refusal", () => {
    expect(classifyTranscript(t("I'm sorry for the delay; here are the results", 2, { a: 1 })).classification).toBe("progress");
  });

  it.each(["continue", "Done! Everything is complete.", ""])("classifies zero calls and no output as executor-noop even when it claims %j", (text) => {
    expect(classifyTranscript(t(text)).classification).toBe("executor-noop");
  });

  it("distinguishes complete from progress by the completion signal when work was done", () => {
    expect(classifyTranscript(t("finished the outline", 1, { ok: 1 })).classification).toBe("complete");
    expect(classifyTranscript(t("working on it", 1, { ok: 1 })).classification).toBe("progress");
  });

  it("accepts output without tool calls as work (a pure drafting pass)", () => {
    expect(classifyTranscript(t("here is the draft", 0, "Week 1: ...")).classification).toBe("progress");
  });

  it("classifies an explicit wait state without work as blocker", () => {
    expect(classifyTranscript(t("BLOCKER: need human approval for the budget")).classification).toBe("blocker");
    expect(classifyTranscript(t("waiting for operator input")).classification).toBe("blocker");
  });
});
