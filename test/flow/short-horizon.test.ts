/**
 * Goals with a horizon of a day or two squeeze phases to no length; the roadmap reports exact
 * lengths so the stage's dependency check reads the builder's dates, and such goals still plan.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "@langchain/langgraph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRuntime, type Runtime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";

let dir: string;
let rt: Runtime;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gg-short-"));
  rt = await createRuntime(loadConfig({ GOALGRAPH_DB: join(dir, "short.sqlite") }), { auditor: false });
});
afterAll(async () => {
  await rt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ["Finish my thesis draft by tomorrow", "Asia/Kolkata", "2027-01-11"],
  ["Learn to juggle in 2 days, 30 minutes a day", "Pacific/Chatham", "2027-01-12"],
])("%s (%s)", (goal, timezone, deadline) => {
  it("plans within the horizon and completes on approve", async () => {
    const cfg = { configurable: { thread_id: `short-${timezone}` } };
    const first = await rt.planner.invoke({ goal, timezone, now: "2027-01-10T09:00:00" }, cfg);
    expect(first.stage, JSON.stringify(first.exit_reason)).toBe("SEEK_APPROVAL");
    expect(first.task_spec?.constraints.deadline).toBe(deadline);
    for (const b of first.schedule!.blocks) expect(b.start.slice(0, 10) <= deadline).toBe(true);
    expect(first.schedule!.blocks.length).toBeGreaterThan(0);
    expect((await rt.planner.invoke(new Command({ resume: "approve" }), cfg)).stage).toBe("COMPLETE");
  });
});

describe("work that does not fit the time left", () => {
  it("pauses with an escalation offering checked alternatives instead of a dead end; the chosen one plans", async () => {
    const cfg = { configurable: { thread_id: "short-unplaced" } };
    const busy = ["11", "12", "13"].map((d) => ({ start: `2027-01-${d}T00:00:00`, end: `2027-01-${String(Number(d) + 1)}T00:00:00`, title: "busy day" }));
    const out = await rt.planner.invoke({ goal: "Migrate the billing system to Stripe by Friday", timezone: "Europe/Berlin", now: "2027-01-10T09:00:00", calendar: busy }, cfg);
    expect(out.stage).toBe("NEEDS_SCHED_ESCALATION");
    expect(out.exit_reason).toMatchObject({ code: "CAPACITY_EXCEEDED" });
    const s = await rt.planner.getState(cfg);
    const pause = s.tasks.flatMap((t) => t.interrupts.map((i) => i.value as { kind: string; question: string; choices: { n: number; id: string; label: string }[] }))[0]!;
    expect(pause.kind).toBe("escalation");
    expect(pause.question).toMatch(/free minutes/);
    const later = pause.choices.find((c) => c.id === "later_deadline");
    expect(later, JSON.stringify(pause.choices)).toBeDefined();
    const planned = await rt.planner.invoke(new Command({ resume: String(later!.n) }), cfg);
    expect(planned.stage).toBe("SEEK_APPROVAL");
    expect(planned.schedule!.unplaced.filter((u) => u.count > 0)).toEqual([]);
    for (const b of planned.schedule!.blocks) expect(b.start.slice(0, 10) < "2027-01-11" || b.start.slice(0, 10) >= "2027-01-14").toBe(true);
  });
});
