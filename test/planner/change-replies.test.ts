/**
 * Change requests at the approval pause, through the real offline planner: every reply takes
 * effect or the next question says plainly what was not applied and why, in the person's language;
 * a change that would leave no plan at all is not applied — the plan the person had stays up for
 * approval, with checked alternatives named — and a new time of day replaces a bound it cannot
 * meet instead of leaving no window.
 */
import { describe, expect, it } from "vitest";
import { Command } from "@langchain/langgraph";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { MESSAGES, type MessageLanguage } from "../../src/planning/messages.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { makePlanner, requestChange, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

const NOW = "2026-11-23T09:00:00";
const goal = (id: string, text: string, timezone: string): AcceptanceGoal => ({ id, source: "heldout", goal: text, now: NOW, timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] });
const planner = makePlanner();

describe("a change that would leave no session is not applied, and the plan stays approvable", () => {
  it.each([
    ["en", goal("en-shop", "Launch my bakery's online shop by March 1, only on weekends", "America/Chicago"), "make it done by tomorrow"],
    ["fr", goal("fr-novel", "Écrire un roman d'ici le 30 juin, le samedi matin, 2 heures par séance.", "Europe/Paris"), "terminer demain"],
    ["de", goal("de-garage", "Die Garage bis zum 15. März ausmisten, nur samstags", "Europe/Berlin"), "bis morgen fertig"],
  ].map(([lang, g, reply]) => [lang, (g as AcceptanceGoal).id, g, reply]) as [MessageLanguage, string, AcceptanceGoal, string][])("%s %s", async (lang, _id, g, reply) => {
    const thread = `keep-${g.id}`;
    const walk = await toApproval(planner, g, thread);
    expect(walk.approvalAt, walk.pauses.join(" > ")).not.toBeNull();
    const before = walk.state.schedule!.blocks.length;
    expect(before).toBeGreaterThan(0);
    const out = await requestChange(planner, thread, reply);
    expect(out.pause).toBe("approval");
    expect(out.result).toBe("reported");
    expect(out.question).toContain(MESSAGES[lang].notApplied);
    expect(out.question).toContain(MESSAGES[lang].wouldLeaveNothing.replace(/[.。]$/u, ""));
    expect(out.state.schedule!.blocks.length).toBe(before);
    // The plan the person had is still the one to approve.
    const done = await planner.graph.invoke(new Command({ resume: "approve" }), { configurable: { thread_id: thread }, recursionLimit: PLANNER_RECURSION_LIMIT });
    expect(done.stage).toBe("COMPLETE");
  });
});

describe("a new time of day replaces a bound it cannot meet", () => {
  const clock = { now: NOW, timezone: "Europe/London" };
  it.each([
    ["Run a half marathon in April, Monday, Wednesday and Saturday mornings before 8am", "move them to evenings", "not_after"],
    ["Lauftraining bis April, dreimal pro Woche, nicht vor 18 Uhr", "lieber morgens", "not_before"],
  ])("%s + %s", (text, reply, bound) => {
    const reading = readingOf(text, clock);
    expect(reading[bound as "not_after" | "not_before"]).not.toBeNull();
    const delta = readReply(reply, reading, clock);
    expect(delta.set.windows?.length).toBeGreaterThan(0);
    expect(delta.clear).toContain(bound);
  });

  it("a bound the reply states itself stays", () => {
    const reading = readingOf("Run a half marathon in April, mornings before 8am", clock);
    const delta = readReply("evenings, but not after 9pm", reading, clock);
    expect(delta.clear).not.toContain("not_after");
  });

  it("through the planner: evenings instead of early mornings plans, no escalation", async () => {
    const g = goal("en-run", "I want to run a half marathon in April. I can train Monday, Wednesday and Saturday mornings before 8am, 45 minutes each time.", "Europe/London");
    const walk = await toApproval(planner, g, "evenings");
    const out = await requestChange(planner, "evenings", "move them to evenings");
    expect(walk.approvalAt).not.toBeNull();
    expect(out.pause).toBe("approval");
    expect(out.result).toBe("applied");
    for (const b of out.state.schedule!.blocks) expect(Number(b.start.slice(11, 13)), b.start).toBeGreaterThanOrEqual(17);
  });
});
