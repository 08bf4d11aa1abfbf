/**
 * With GOALGRAPH_MODEL_PROVIDER=openai the words the person reads go through the model (issue 9
 * §2), against the scripted loopback server: the clarification questions and the plan summary in
 * the approval question are the model's; code decides what is asked and what the plan holds, and
 * checks the model's words against that; a model that fails (HTTP 500, invalid JSON) or whose words
 * contradict the plan or are not in the person's language is repaired once, then replaced by the
 * offline wording, and the trace says why.
 */
import { Command } from "@langchain/langgraph";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteHandle } from "../../src/store/db.js";
import { summarizePlan } from "../../src/planning/policy-helpers.js";
import { completion, errorReply, type RecordedRequest } from "../fixtures/openai-server.js";
import { lastUserText } from "../models/helpers.js";
import { goodSummary, HALF_MARATHON, interruptsOf, promptData, roleOf, runApproving, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

const NOW = { timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" };
// No deadline: the person is asked for one (a launch needs an end).
const SHOP = { goal: "Launch my bakery's online shop: pick a platform, set up payments.", ...NOW };
const SHOP_DE = { goal: "Ich möchte den Onlineshop meiner Bäckerei starten: Plattform wählen, Zahlung einrichten.", ...NOW };
const OFFLINE_DEADLINE_QUESTION = "By when does this need to be done? A date or something like 'in 3 months' works.";
/** The offline question for a German goal is German too (src/planning/messages.ts). */
const OFFLINE_DEADLINE_QUESTION_DE = "Bis wann soll das erledigt sein? Ein Datum oder etwas wie „in 3 Monaten“ genügt.";

const questions = (qs: Array<{ field: string; text: string; default?: string | null }>) => ({ body: completion({ toolCalls: [{ name: "ask_questions", args: { questions: qs } }] }) });
const summary = (text: string) => ({ body: completion({ toolCalls: [{ name: "record_summary", args: { text } }] }) });
const requestsOf = (role: string) => f!.server.chatRequests.filter((r) => roleOf(r) === role);
const traceOf = async (thread: string, tool: (t: string) => boolean) => (await f!.rt.traces.list(thread)).find((t) => t.tool !== null && tool(t.tool))!;
const storedSummary = (thread: string) =>
  (sqliteHandle(f!.rt.db).prepare(`SELECT summary FROM plans WHERE thread_id = ?`).get(thread) as { summary: string } | undefined)?.summary;

describe("clarification questions", () => {
  it("with a model, the questions are the model's: for the fields code found missing, with the offline ids, and their cost counted", async () => {
    const text = "When should the shop be open for its first orders?";
    f = await startModelFlow({ elicitor: () => questions([{ field: "deadline", text, default: "in 8 weeks" }]) });
    const cfg = { configurable: { thread_id: "q-model" } };
    const out = await f.rt.planner.invoke(SHOP, cfg);
    expect(out.stage).toBe("NEEDS_CLARIFICATION");
    const [pause] = await interruptsOf(f.rt, "q-model");
    expect(pause).toMatchObject({ kind: "clarification", question: text, questions: [{ id: "q-deadline", field: "deadline", text, default: "in 8 weeks" }] });
    // The prompt named what code found missing, and the person's language.
    const asked = requestsOf("elicitor");
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body?.model).toBe("m-light");
    expect(promptData(asked[0]!, "task")).toMatchObject({ missing: ["deadline"], language: "en" });
    expect(await traceOf("q-model", (t) => t === "elicit_context")).toMatchObject({ cost_delta: expect.closeTo(0.0001, 8), violations: ["missing: deadline"], adaptations: [] });
    expect(out.counters.costUsd).toBeCloseTo(2 * 0.0001, 8); // the reading and the questions
    // The answer is read as before, and the plan goes on to approval.
    const next = await f.rt.planner.invoke(new Command({ resume: "by March 1" }), cfg);
    expect(next.reading?.deadline).toBe("2027-03-01");
    expect(next.stage).toBe("SEEK_APPROVAL");
  });

  it("questions in the person's language are used; questions in another are repaired once, then the offline ones stand", async () => {
    const german = "Bis wann soll der Onlineshop fertig sein?";
    f = await startModelFlow({ elicitor: (_req, n) => questions([{ field: "deadline", text: n === 0 ? "By when should the shop be live?" : german }]) });
    await f.rt.planner.invoke(SHOP_DE, { configurable: { thread_id: "q-de" } });
    const asked = requestsOf("elicitor");
    expect(asked).toHaveLength(2);
    expect(promptData(asked[0]!, "task")).toMatchObject({ language: "de", missing: ["deadline"] });
    expect(lastUserText(asked[1]!.body)).toContain("write the question in the person's language (de)");
    expect((await interruptsOf(f.rt, "q-de"))[0]).toMatchObject({ question: german });
    await f.close();

    f = await startModelFlow({ elicitor: () => questions([{ field: "deadline", text: "By when should the shop be live?" }]) });
    await f.rt.planner.invoke(SHOP_DE, { configurable: { thread_id: "q-en" } });
    expect(requestsOf("elicitor")).toHaveLength(2);
    expect((await interruptsOf(f.rt, "q-en"))[0]).toMatchObject({ question: OFFLINE_DEADLINE_QUESTION_DE, questions: [{ id: "q-deadline", field: "deadline" }] });
    const t = await traceOf("q-en", (x) => x === "elicit_context");
    expect(t.violations.join(" ")).toMatch(/MODEL_OUTPUT_INVALID/);
    expect(t.adaptations).toEqual(["offline questions"]);
  });

  it("a question about a field code did not ask for, or none at all, is not shown", async () => {
    f = await startModelFlow({ elicitor: (_req, n) => questions(n === 0 ? [{ field: "cadence", text: "How often can you work on the shop?" }] : []) });
    await f.rt.planner.invoke(SHOP, { configurable: { thread_id: "q-wrong-field" } });
    expect(requestsOf("elicitor")).toHaveLength(2);
    expect((await interruptsOf(f.rt, "q-wrong-field"))[0]).toMatchObject({ question: OFFLINE_DEADLINE_QUESTION });
  });

  it("a failing model (HTTP 500) gives the offline questions; the trace says why and the plan goes on", async () => {
    f = await startModelFlow({ elicitor: () => errorReply(500, "down") });
    const cfg = { configurable: { thread_id: "q-500" } };
    const out = await f.rt.planner.invoke(SHOP, cfg);
    expect(out.stage).toBe("NEEDS_CLARIFICATION");
    expect((await interruptsOf(f.rt, "q-500"))[0]).toMatchObject({ question: OFFLINE_DEADLINE_QUESTION });
    const t = await traceOf("q-500", (x) => x === "elicit_context");
    expect(t.violations.join(" ")).toMatch(/MODEL_SERVER_ERROR/);
    expect(t.adaptations).toEqual(["offline questions"]);
    expect((await f.rt.planner.invoke(new Command({ resume: "by March 1" }), cfg)).stage).toBe("SEEK_APPROVAL");
  });
});

describe("the plan summary", () => {
  it("with a model, the approval question carries the model's summary, and the approved plan keeps it", async () => {
    f = await startModelFlow();
    const cfg = { configurable: { thread_id: "s-model" } };
    const out = await f.rt.planner.invoke(HALF_MARATHON, cfg);
    const [asked] = requestsOf("summarizer");
    const text = goodSummary(asked!);
    expect(text).toMatch(/\d+ sessions, the first on \d{4}-\d{2}-\d{2}/);
    // The prompt has the schedule's facts the summary may state.
    const plan = promptData<{ language: string; schedule: { sessions: number; weekdays: string[] } }>(asked!, "plan");
    expect(plan.language).toBe("en");
    expect(plan.schedule.sessions).toBe(out.schedule!.blocks.length);
    expect(out.plan_summary).toBe(text);
    const [pause] = await interruptsOf(f.rt, "s-model");
    expect(pause).toMatchObject({ kind: "approval", summary: text });
    expect(String(pause!.question)).toContain(text);
    await f.rt.planner.invoke(new Command({ resume: "approve" }), cfg);
    expect(storedSummary("s-model")).toBe(text);
  });

  it.each([
    // The transport retries a 5xx once (GOALGRAPH_MODEL_MAX_RETRIES=1); invalid JSON gets the one repair.
    ["HTTP 500", () => errorReply(500, "down"), 2, /MODEL_SERVER_ERROR/],
    ["invalid JSON, twice", () => ({ body: completion({ toolCalls: [{ name: "record_summary", args: '{"text": "Your plan' }] }) }), 2, /MODEL_OUTPUT_INVALID/],
  ] as const)("a failing model (%s) gives the offline summary; the trace says why", async (_name, script, calls, code) => {
    f = await startModelFlow({ summarizer: script });
    const { out, kinds } = await runApproving(f.rt, "s-fails");
    expect(kinds).toEqual(["approval"]);
    expect(out.stage).toBe("COMPLETE");
    expect(requestsOf("summarizer")).toHaveLength(calls);
    const offline = summarizePlan(out.outline!, out.interaction_policy!).text;
    expect(out.plan_summary).toBe(offline);
    expect(storedSummary("s-fails")).toBe(offline);
    const t = await traceOf("s-fails", (x) => x.startsWith("summarize:"));
    expect(t.tool).toBe("summarize:offline");
    expect(t.violations.join(" ")).toMatch(code);
    expect(t.adaptations).toEqual(["offline summary"]);
  });

  it("a summary that contradicts the schedule is repaired once; one that still does is replaced by the offline summary", async () => {
    // Sessions on Sundays at 06:00: the half-marathon plan has neither.
    const wrong = "Your plan: long runs every Sunday at 06:00, 9 sessions a week. Reply approve.";
    f = await startModelFlow({ summarizer: () => summary(wrong) });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "s-wrong" } });
    expect(out.schedule!.blocks.some((b) => new Date(b.start.slice(0, 10)).getUTCDay() === 0)).toBe(false);
    const asked = requestsOf("summarizer");
    expect(asked).toHaveLength(2);
    const repair = lastUserText(asked[1]!.body);
    expect(repair).toMatch(/Sunday/);
    expect(repair).toMatch(/06:00/);
    expect(repair).toMatch(/9 per week/);
    expect(out.plan_summary).toBe(summarizePlan(out.outline!, out.interaction_policy!).text);
    const [pause] = await interruptsOf(f.rt, "s-wrong");
    expect(String(pause!.question)).not.toContain("Sunday");
    const t = await traceOf("s-wrong", (x) => x.startsWith("summarize:"));
    expect(t).toMatchObject({ tool: "summarize:offline", adaptations: ["offline summary"], cost_delta: expect.closeTo(0.0002, 8) });
    expect(t.violations.join(" ")).toMatch(/MODEL_OUTPUT_INVALID/);
  });

  it("a contradicting summary the repair fixes is used", async () => {
    f = await startModelFlow({ summarizer: (req: RecordedRequest, n: number) => summary(n === 0 ? "Your plan: runs every Sunday. Reply approve." : goodSummary(req)) });
    const out = await f.rt.planner.invoke(HALF_MARATHON, { configurable: { thread_id: "s-repaired" } });
    const asked = requestsOf("summarizer");
    expect(asked).toHaveLength(2);
    expect(out.plan_summary).toBe(goodSummary(asked[1]!));
    expect(await traceOf("s-repaired", (x) => x.startsWith("summarize:"))).toMatchObject({ tool: "summarize:model", violations: [], adaptations: [] });
  });
});
