import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { HourMinute } from "../../src/contracts/index.js";
import { callStructured } from "../../src/models/structured.js";
import { completion, textReply, toolReply } from "../fixtures/openai-server.js";
import { forcedTool, harness, lastUserText, prompts, type Harness } from "./helpers.js";

const goal = "Run a half marathon in 12 weeks, 4 runs a week, never before 7am";
const perceived = {
  intent: "Run a half marathon in 12 weeks",
  deadline: "2026-03-30",
  availability: { sessions_per_week: 4, earliest: "07:00" },
};

/** A small extraction schema with a check zod cannot express, like the roles use. */
const Perceived = z.object({
  intent: z.string().min(1),
  deadline: z.string().nullable(),
  availability: z.object({ sessions_per_week: z.number().int().optional(), earliest: HourMinute.optional() }),
});
const prompt = prompts.render("perceiver", { goal, now: "2026-01-05 09:00 (Monday)", timezone: "Europe/Berlin", labels: "(labels)" });

function perceive(hh: Harness) {
  return callStructured(hh.ctx, {
    model: "m-light",
    schema: Perceived,
    toolName: "record_task_spec",
    toolDescription: "Record what the goal says",
    prompt,
    label: "perceiver",
    check: (g) => (g.deadline === null || /^\d{4}-\d{2}-\d{2}$/.test(g.deadline) && !Number.isNaN(Date.parse(g.deadline)) && new Date(g.deadline).toISOString().startsWith(g.deadline) ? [] : [{ path: "deadline", message: `"${g.deadline}" is not a real calendar date in YYYY-MM-DD form` }]),
  });
}

let h: Harness;
afterEach(async () => h?.server.close());

describe("structured output over function calling", () => {
  it("happy path: a forced tool call becomes a typed value with usage and cost", async () => {
    h = await harness({ settings: { prices: { "m-light": { input: 1, output: 2 } } }, caps: { sessionUsd: 10, dailyUsd: 10, softTurnUsd: 5 } });
    h.server.enqueue(toolReply("record_task_spec", perceived, { prompt_tokens: 1_000, completion_tokens: 500 }));
    const r = await perceive(h);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.deadline).toBe("2026-03-30");
    expect(r.value.availability.sessions_per_week).toBe(4);
    expect(r.model).toBe("m-light");
    expect(r.usage).toEqual({ input_tokens: 1_000, output_tokens: 500, estimated: false });
    // 1000 × $1/1M + 500 × $2/1M
    expect(r.cost_usd).toBeCloseTo(0.002, 10);
    expect(r.calls).toBe(1);
    const req = h.server.chatRequests[0]!.body!;
    expect(req.model).toBe("m-light");
    expect(req.stream).toBeFalsy();
    expect(forcedTool(req)).toBe("record_task_spec");
    expect(req.tools?.[0]?.function.parameters).toMatchObject({ type: "object" });
    // The goal travels as delimited data in the user message.
    expect(lastUserText(req)).toContain(`<user_goal>\n${goal}\n</user_goal>`);
  });

  it("malformed JSON is repaired on the second try, and the second request carries the error", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_task_spec", '{"intent": "Run a half marathon", "deadline": '), toolReply("record_task_spec", perceived));
    const r = await perceive(h);
    expect(r.ok).toBe(true);
    expect(r.calls).toBe(2);
    expect(h.server.chatRequests).toHaveLength(2);
    const feedback = lastUserText(h.server.chatRequests[1]!.body);
    expect(feedback).toContain("could not be used");
    expect(feedback).toContain("not valid JSON");
    expect(feedback).toContain('"intent": "Run a half marathon"'); // the previous arguments, as data
  });

  it("schema-invalid arguments are repaired with the failing paths named", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_task_spec", { ...perceived, availability: { earliest: "7am" } }), toolReply("record_task_spec", perceived));
    const r = await perceive(h);
    expect(r.ok).toBe(true);
    expect(lastUserText(h.server.chatRequests[1]!.body)).toContain("availability.earliest");
  });

  it("an unparsable deadline is repaired once, then a typed environmental failure (no throw)", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_task_spec", { ...perceived, deadline: "2026-02-30" }), toolReply("record_task_spec", { ...perceived, deadline: "next spring" }));
    const r = await perceive(h);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r).toMatchObject({ failure_class: "environmental", code: "MODEL_OUTPUT_INVALID", calls: 2 });
    expect(r.issues?.[0]?.path).toBe("deadline");
    expect(lastUserText(h.server.chatRequests[1]!.body)).toContain("2026-02-30");
  });

  it("malformed twice → MODEL_OUTPUT_INVALID with the raw reply and issues, never a throw", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_task_spec", "{not json"), toolReply("record_task_spec", "{still not json"));
    const r = await perceive(h);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe("MODEL_OUTPUT_INVALID");
    expect(r.failure_class).toBe("environmental");
    expect(r.raw).toBe("{still not json");
    expect(r.issues?.length).toBeGreaterThan(0);
    expect(h.server.chatRequests).toHaveLength(2);
  });

  it("a server that ignores tool_choice and answers JSON text is still parsed", async () => {
    h = await harness();
    const schema = z.object({ answer: z.number() });
    h.server.enqueue(textReply('Sure! ```json\n{"answer": 42}\n```'));
    const r = await callStructured(h.ctx, { model: "m-light", schema, toolName: "t", toolDescription: "d", prompt: { system: "s", user: "u" }, label: "t" });
    expect(r.ok && r.value).toEqual({ answer: 42 });
  });

  it("a call to the wrong tool is repaired", async () => {
    h = await harness();
    const schema = z.object({ answer: z.number() });
    h.server.enqueue({ body: completion({ toolCalls: [{ name: "other", args: { answer: 1 } }] }) }, toolReply("t", { answer: 2 }));
    const r = await callStructured(h.ctx, { model: "m-light", schema, toolName: "t", toolDescription: "d", prompt: { system: "s", user: "u" }, label: "t" });
    expect(r.ok && r.value).toEqual({ answer: 2 });
    expect(lastUserText(h.server.chatRequests[1]!.body)).toContain('called "other"');
  });

  it("toolChoice 'required' sends the string form for servers without named tool_choice", async () => {
    h = await harness({ settings: { toolChoice: "required" } });
    h.server.enqueue(toolReply("t", { answer: 2 }));
    await callStructured(h.ctx, { model: "m-light", schema: z.object({ answer: z.number() }), toolName: "t", toolDescription: "d", prompt: { system: "s", user: "u" }, label: "t" });
    expect(h.server.chatRequests[0]!.body!.tool_choice).toBe("required");
  });

  it("the rendered prompt travels as the system and user messages", async () => {
    h = await harness();
    h.server.enqueue(toolReply("record_task_spec", perceived));
    await perceive(h);
    const [sys, user] = h.server.chatRequests[0]!.body!.messages;
    expect(sys).toMatchObject({ role: "system", content: prompt.system });
    expect(user).toMatchObject({ role: "user", content: prompt.user });
  });
});
