/**
 * With GOALGRAPH_MODEL_PROVIDER=openai the planner's reading goes through the model (issue 9 §2),
 * against the scripted loopback server: a model that names a pattern and a deadline the offline
 * reader would not gets that plan; a failing or contradicting model falls back field by field;
 * clarification answers and change requests reach the model, and what it reads is applied.
 */
import { Command } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { completion, errorReply } from "../fixtures/openai-server.js";
import { lastUserText } from "../models/helpers.js";
import { competentDelta, competentReading, HALF_MARATHON, interruptsOf, roleOf, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const STRIPE = { goal: "Migrate the billing system to Stripe by next Friday", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" }; // a Tuesday
const reading = (args: Record<string, unknown>) => ({ body: completion({ toolCalls: [{ name: "record_goal_reading", args }] }) });
const delta = (args: Record<string, unknown>) => ({ body: completion({ toolCalls: [{ name: "record_reading_change", args }] }) });

describe("the model reads the goal", () => {
  it("a pattern and a deadline the offline reader would not read give that plan", async () => {
    // Offline: not a launch (the offline reader now reads "by next Friday" as the deadline too).
    const offline = readGoal(STRIPE.goal, STRIPE);
    expect(offline.pattern.subtype).not.toBe("launch");
    f = await startModelFlow({
      reader: (req) => reading({ ...competentReading(req), pattern: { type: "milestone_project", subtype: "launch", confidence: 0.9 }, deadline: "2026-12-04", cadence: null, days: null, sources: { deadline: "by next Friday", days: "Friday" } }),
    });
    const cfg = { configurable: { thread_id: "model-reads" } };
    const out = await f.rt.planner.invoke(STRIPE, cfg);
    expect(f.count("reader")).toBe(1);
    expect(lastUserText(f.server.chatRequests.find((r) => roleOf(r) === "reader")!.body)).toContain(STRIPE.goal);
    // The model's pattern and deadline ("next Friday" is the deadline, not a weekly day, for both readers).
    expect(out.reading).toMatchObject({ reader: "model", deadline: "2026-12-04", pattern: { type: "milestone_project", subtype: "launch" }, days: null });
    expect(out.task_spec?.constraints.deadline).toBe("2026-12-04");
    expect(out.pattern).toMatchObject({ pattern_type: "milestone_project", subtype: "launch" });
    expect(out.outline?.deadline).toBe("2026-12-04");
    expect(out.stage).toBe("SEEK_APPROVAL");
    for (const b of out.schedule!.blocks) expect(b.start.slice(0, 10) <= "2026-12-04").toBe(true);
    expect((await f.rt.traces.list("model-reads")).find((t) => t.stage === "PERCEIVE")).toMatchObject({ tool: "read_goal:model", violations: [], adaptations: [] });
  });

  it("a model that fails falls back to the offline reading and says so; the plan goes on", async () => {
    f = await startModelFlow({ reader: () => errorReply(500, "down") });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "model-fails" } });
    expect(out.reading?.reader).toBe("offline");
    expect(out.reading).toMatchObject({ deadline: "2027-02-23", cadence: { count: 4, per: "week" }, not_before: "07:00" });
    const perceive = (await f.rt.traces.list("model-fails")).find((t) => t.stage === "PERCEIVE")!;
    expect(perceive.violations.join(" ")).toMatch(/MODEL_/);
    expect(perceive.adaptations).toEqual(expect.arrayContaining(["offline deadline", "offline pattern"]));
    expect(out.stage).toBe("SEEK_APPROVAL");
  });

  it("a model that contradicts what the goal states falls back for exactly that field", async () => {
    f = await startModelFlow({
      // "in 12 weeks" is 2027-02-23; the model's arithmetic says otherwise, quoting the same words.
      reader: (req) => reading({ ...competentReading(req), deadline: "2027-03-30", sources: { ...(competentReading(req).sources as Record<string, string>), deadline: "in 12 weeks" } }),
    });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "model-contradicts" } });
    expect(out.reading).toMatchObject({ reader: "merged", deadline: "2027-02-23", cadence: { count: 4, per: "week" } });
    const perceive = (await f.rt.traces.list("model-contradicts")).find((t) => t.stage === "PERCEIVE")!;
    expect(perceive.adaptations).toEqual(["offline deadline"]);
    expect(out.task_spec?.constraints.deadline).toBe("2027-02-23");
  });
});

describe("replies reach the model", () => {
  it("a clarification answer is read by the model into the reading", async () => {
    const shop = { goal: "Launch my bakery's online shop: pick a platform, set up payments.", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" };
    f = await startModelFlow();
    const cfg = { configurable: { thread_id: "model-answer" } };
    const first = await f.rt.planner.invoke(shop, cfg);
    expect(first.stage).toBe("NEEDS_CLARIFICATION");
    const out = await f.rt.planner.invoke(new Command({ resume: "by March 1" }), cfg);
    const asked = f.server.chatRequests.filter((r) => roleOf(r) === "reply_reader");
    expect(asked).toHaveLength(1);
    expect(lastUserText(asked[0]!.body)).toContain("<user_reply>\nby March 1\n</user_reply>");
    expect(out.reading?.deadline).toBe("2027-03-01");
    expect(out.stage).toBe("SEEK_APPROVAL");
  });

  it("a change request the offline reader cannot read is read by the model and applied", async () => {
    const text = "I'd rather train while the kids are at school";
    f = await startModelFlow({
      reply_reader: (req) =>
        lastUserText(req.body).includes(text)
          ? delta({ parts: [{ text: "while the kids are at school", field: "windows", status: "applied" }], set: { windows: [{ days: null, start: "09:00", end: "14:00" }] }, clear: [] })
          : { body: completion({ toolCalls: [{ name: "record_reading_change", args: competentDelta(req) }] }) },
    });
    const cfg = { configurable: { thread_id: "model-change" } };
    await f.rt.planner.invoke(HALF_MARATHON, cfg);
    const out = await f.rt.planner.invoke(new Command({ resume: `propose changes: ${text}` }), cfg);
    const asked = f.server.chatRequests.filter((r) => roleOf(r) === "reply_reader");
    expect(asked).toHaveLength(1);
    expect(lastUserText(asked[0]!.body)).toContain(`<user_reply>\n${text}\n</user_reply>`);
    expect(out.reading?.windows).toEqual([{ days: null, start: "09:00", end: "14:00" }]);
    expect(out.reading?.not_before).toBe("07:00");
    expect(out.changes.at(-1)).toMatchObject({ source: "change_request", applied: [{ field: "windows", text: "while the kids are at school" }] });
    for (const b of out.schedule!.blocks) expect(b.start.slice(11, 16) >= "09:00" && b.end.slice(11, 16) <= "14:00").toBe(true);
    const [pause] = await interruptsOf(f.rt, "model-change");
    expect(String(pause?.question)).toMatch(/^Applied: time of day/);
  });
});
