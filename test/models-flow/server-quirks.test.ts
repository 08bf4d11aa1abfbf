/**
 * The whole planner against OpenAI-compatible servers that differ from OpenAI
 * (test/fixtures/server-quirks.ts; src/models/README.md "How servers differ"): goal → approval →
 * a change request → approval → COMPLETE, every model-backed role answering through the quirk.
 * What a person would notice: the plan still keeps their word (never before 7am, 4 a week, by the
 * race, and after "evenings only" every session in the evening). What an operator would notice:
 * the goal reading's trace says which fallback was used, and the process log says it once.
 * Where goalgraph cannot cope (a refused key, a missing model, a web page at the base URL), the
 * first call fails with the code and the variable to change, the reading is the offline one, and
 * the thread ends without crashing.
 */
import { Command } from "@langchain/langgraph";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import * as q from "../fixtures/server-quirks.js";
import { HALF_MARATHON, interruptsOf, roleOf, startModelFlow, type ModelFlow } from "./helpers.js";

let f: ModelFlow | undefined;
afterEach(async () => {
  await f?.close();
  f = undefined;
});

type Block = { start: string; end: string };

/** The person's words, block by block: 4 a week at most, by the race (2027-02-23), in the evening (17:00–22:00 local). */
function keepsTheirWord(blocks: readonly Block[]): void {
  expect(blocks.length).toBeGreaterThan(0);
  const perWeek = new Map<string, number>();
  for (const b of blocks) {
    const s = DateTime.fromISO(b.start, { setZone: true });
    const e = DateTime.fromISO(b.end, { setZone: true });
    expect(s.toFormat("HH:mm") >= "17:00", `${b.start} starts before the evening`).toBe(true);
    expect(e.toFormat("HH:mm") <= "22:00" && e.toFormat("HH:mm") > "17:00", `${b.end} ends after the evening`).toBe(true);
    expect(s.toISODate()! <= "2027-02-23").toBe(true);
    const week = `${s.weekYear}-${s.weekNumber}`;
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  expect(Math.max(...perWeek.values())).toBeLessThanOrEqual(4);
}

/** Goal → approval → "evenings only" → approval → approve. */
async function planThrough(flow: ModelFlow, id: string) {
  const cfg = { configurable: { thread_id: id, owner: "tester" } };
  await flow.rt.planner.invoke(HALF_MARATHON, cfg);
  const [first] = await interruptsOf(flow.rt, id);
  expect(first?.kind, "the first pause").toBe("approval");
  await flow.rt.planner.invoke(new Command({ resume: "propose changes: evenings only" }), cfg);
  const [second] = await interruptsOf(flow.rt, id);
  expect(second?.kind, "the pause after the change").toBe("approval");
  expect(String(second?.question)).toMatch(/^Applied: time of day/);
  const done = await flow.rt.planner.invoke(new Command({ resume: "approve" }), cfg);
  const perceive = (await flow.rt.traces.list(id)).find((t) => t.stage === "PERCEIVE")!;
  return { done, perceive };
}

describe("servers goalgraph copes with, end to end", () => {
  it.each([
    ["LM Studio (string tool_choice only)", [q.lmStudioToolChoice], 'model: tool_choice "required"'],
    ["a server that refuses forcing a tool", [q.refusesForcedToolChoice], 'model: tool_choice "auto"'],
    ["Ollama with a model without tools (JSON in fences)", [q.ollamaNoTools("fenced")], "model: JSON in the reply text, schema in the prompt"],
    ["llama.cpp without --jinja", [q.llamaCppWithoutJinja], "model: JSON in the reply text, schema in the prompt"],
    ["a reasoning model whose server ignores tool_choice", [q.thinks("tags"), q.ignoresToolChoice], "model: reasoning stripped from the reply"],
    ["tool arguments as objects", [q.objectArguments], "model: tool arguments sent as an object"],
    ["tool calls written into the content", [q.toolCallsInContent], "model: tool call read from the reply text"],
    ["decorated tool names", [q.decoratedToolNames], "model: tool name cleaned"],
    ["several tool calls per reply", [q.severalToolCalls], "model: 3 tool calls: the first to record_goal_reading used"],
    ["no usage in any reply", [q.noUsage], "model: usage estimated (the server sent none)"],
    ["the reading cut off at the output limit once", [q.truncatesFirst("length")], "model: cut-off reply repaired"],
    ["a refusal of the first reading", [q.refuses(1)], "model: repaired once"],
    ["a proxy that wants max_completion_tokens", [q.wantsMaxCompletionTokens], "model: max_completion_tokens instead of max_tokens"],
    ["a gateway error in a 200 (retried)", [q.errorIn200(1)], null],
    ["an nginx 502 page (retried)", [q.htmlBadGateway(1)], null],
  ] as const)("%s: the plan keeps the person's word and the trace says what was done", async (name, quirks, note) => {
    f = await startModelFlow({}, {}, {}, { quirks: [...quirks] });
    const { done, perceive } = await planThrough(f, `quirk-${name.slice(0, 20)}`);
    expect(done.stage).toBe("COMPLETE");
    expect(done.reading?.reader).not.toBe("offline");
    keepsTheirWord(done.schedule!.blocks);
    if (note) expect(perceive.adaptations.some((a: string) => a.startsWith(note)), JSON.stringify(perceive.adaptations)).toBe(true);
    expect(perceive.violations).toEqual([]);
    // A fallback is announced once per model, not per call.
    expect(new Set(f.logs).size).toBe(f.logs.length);
    expect(f.logs.length).toBeLessThanOrEqual(4);
    expect(done.counters.costUsd).toBeGreaterThan(0);
  });

  it("vLLM without --enable-auto-tool-choice: the executor writes its calls as JSON, once refused; the reading is unaffected", async () => {
    f = await startModelFlow({}, {}, {}, { quirks: [q.vllmWithoutAutoToolChoice] });
    const { done, perceive } = await planThrough(f, "vllm-auto");
    expect(done.stage).toBe("COMPLETE");
    keepsTheirWord(done.schedule!.blocks);
    expect(perceive.adaptations.filter((a: string) => a.startsWith("model:"))).toEqual([]);
    // One refused "auto" for the executor's model, then JSON mode for every pass after it.
    expect(f.logs).toEqual([expect.stringMatching(/^model "m-light": the server refused tool_choice "auto".*JSON in the reply text/)]);
    const executor = f.server.chatRequests.filter((r) => roleOf(r) === "executor");
    expect(executor.filter((r) => r.body?.tools?.length)).toHaveLength(1);
    expect(executor.length).toBeGreaterThan(3);
  });

  it("a base URL without /v1 (Ollama's root): /v1 is found, used for every call, and the operator told to set it", async () => {
    f = await startModelFlow({}, {}, {}, { quirks: [q.onlyUnderV1], baseUrl: (b) => b.replace(/\/v1$/, "") });
    const { done, perceive } = await planThrough(f, "no-v1");
    expect(done.stage).toBe("COMPLETE");
    keepsTheirWord(done.schedule!.blocks);
    expect(perceive.adaptations.some((a: string) => /^model: base URL http:\/\/127\.0\.0\.1:\d+\/v1/.test(a))).toBe(true);
    expect(f.server.chatRequests.filter((r) => !r.path.startsWith("/v1/"))).toHaveLength(1);
    expect(f.logs).toEqual([expect.stringMatching(/Set OPENAI_BASE_URL=http:\/\/127\.0\.0\.1:\d+\/v1\.$/)]);
  });

  it("a server that refuses a named tool_choice is refused once per model for the process, not once per thread", async () => {
    f = await startModelFlow({}, {}, {}, { quirks: [q.lmStudioToolChoice] });
    await planThrough(f, "lm-1");
    const refused = () => f!.server.chatRequests.filter((r) => r.body?.tools?.length && typeof r.body.tool_choice === "object").length;
    const after = refused();
    const { done, perceive } = await planThrough(f, "lm-2");
    expect(done.stage).toBe("COMPLETE");
    expect(refused()).toBe(after);
    // The second thread's trace still says which mode its reading ran in.
    expect(perceive.adaptations).toContain('model: tool_choice "required" (the server refused a named tool_choice)');
  });
});

describe("what goalgraph cannot fix: the first call says what to change, and the thread ends cleanly", () => {
  it.each([
    ["a key the server refuses", [q.unauthorized], /^MODEL_AUTH_FAILED: .*set OPENAI_API_KEY/],
    ["the reading's model not pulled", [q.modelNotPulled("m-standard")], /^MODEL_NOT_FOUND: .*has no model "m-standard": set GOALGRAPH_MODEL_STANDARD/],
    ["a web page at the base URL", [q.htmlAt200], /^MODEL_BAD_RESPONSE: .*an HTML page.*set OPENAI_BASE_URL/],
  ] as const)("%s", async (_name, quirks, violation) => {
    f = await startModelFlow({}, {}, {}, { quirks: [...quirks] });
    const cfg = { configurable: { thread_id: "broken", owner: "tester" } };
    const out = await f.rt.planner.invoke(HALF_MARATHON, cfg);
    const perceive = (await f.rt.traces.list("broken")).find((t) => t.stage === "PERCEIVE")!;
    expect(perceive.violations).toEqual([expect.stringMatching(violation)]);
    // The reading is the offline one, field by field: the person's words still hold.
    expect(out.reading).toMatchObject({ reader: "offline", deadline: "2027-02-23", cadence: { count: 4, per: "week" }, not_before: "07:00" });
    expect(perceive.adaptations).toEqual(expect.arrayContaining(["offline deadline", "offline cadence", "offline not_before"]));
    // No crash: the thread either planned on (a role the failure does not touch) or ended through the GGS.
    expect(["SEEK_APPROVAL", "ABORTED", "NEEDS_SCHED_ESCALATION"]).toContain(out.stage);
    if (out.stage === "ABORTED") expect(out.final?.directive).toBe("abandon");
  });
});
