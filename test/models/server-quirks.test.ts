/**
 * Servers and models that are OpenAI-compatible only in part (test/fixtures/server-quirks.ts),
 * one structured call and one executor pass each, through the real client stack: what goalgraph
 * copes with on its own (and notes), what it remembers for the process (and logs once), and what
 * it cannot (a typed failure naming the variable to change, never a throw).
 */
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { runExecutorReact } from "../../src/models/executor-react.js";
import { callStructured } from "../../src/models/structured.js";
import type { ToolDefinition } from "../../src/tools/types.js";
import { completion, type RecordedRequest, type ScriptedReply } from "../fixtures/openai-server.js";
import * as q from "../fixtures/server-quirks.js";
import { harness, prompts, sampleSubtask, type Harness, type HarnessOptions } from "./helpers.js";

let h: Harness;
afterEach(async () => h?.server.close());

const TOOL = "record_task_spec";
const Spec = z.object({ intent: z.string().min(1), sessions_per_week: z.number().int(), earliest: z.string() });
const GOOD = { intent: "Run a half marathon", sessions_per_week: 4, earliest: "07:00" };
const prompt = prompts.render("perceiver", { goal: "Run a half marathon in 12 weeks, 4 runs a week, never before 7am", now: "2026-01-05 09:00 (Monday)", timezone: "Europe/Berlin", labels: "(labels)" });

/** A competent model: calls the tool it is asked for (named, or in JSON mode named in the prompt) with GOOD. */
const competent = (req: RecordedRequest): ScriptedReply => {
  const name = ((req.body?.tool_choice as { function?: { name?: string } })?.function?.name ?? req.body?.tools?.[0]?.function.name ?? q.jsonModeTool(req)) || TOOL;
  return { body: completion({ toolCalls: [{ name, args: GOOD }] }) };
};

async function start(quirks: q.Quirk[], opts: HarnessOptions = {}) {
  h = await harness(opts);
  h.server.fallback = q.withQuirks(competent, ...quirks);
}

const read = (model = "m-light") => callStructured(h.ctx, { model, schema: Spec, toolName: TOOL, toolDescription: "Record what the goal says", prompt, label: "perceiver" });
const choices = () => h.server.chatRequests.map((r) => (r.body?.tools?.length ? (typeof r.body.tool_choice === "object" ? "named" : r.body.tool_choice) : "no tools"));

describe("servers goalgraph copes with on its own", () => {
  it.each([
    ["LM Studio refuses a named tool_choice", [q.lmStudioToolChoice], ["named", "required"], 'tool_choice "required"'],
    ["a server that refuses any forced tool_choice", [q.refusesForcedToolChoice], ["named", "required", "auto"], 'tool_choice "auto"'],
    ["Ollama: the model does not support tools (JSON in ```json fences)", [q.ollamaNoTools("fenced")], ["named", "no tools"], "JSON in the reply text, schema in the prompt"],
    ["Ollama without tools, JSON with prose and braces around it", [q.ollamaNoTools("prose")], ["named", "no tools"], "JSON read from the reply text"],
    ["llama.cpp without --jinja (HTTP 500, not retried)", [q.llamaCppWithoutJinja], ["named", "no tools"], "JSON in the reply text, schema in the prompt"],
    ["tool_choice accepted and ignored: JSON in the text", [q.ignoresToolChoice], ["named"], "JSON read from the reply text"],
    ["a reasoning model's <think> block before the JSON", [q.thinks("tags"), q.ignoresToolChoice], ["named"], "reasoning stripped from the reply"],
    ["only the closing </think> (the template opened it)", [q.thinks("close-only"), q.ignoresToolChoice], ["named"], "reasoning stripped from the reply"],
    ["reasoning in reasoning_content beside a tool call", [q.thinks("field")], ["named"], null],
    ["arguments as a JSON object", [q.objectArguments], ["named"], "tool arguments sent as an object"],
    ["the tool call written into the content (<tool_call>)", [q.toolCallsInContent], ["named"], "tool call read from the reply text"],
    ["decorated tool names (functions.x)", [q.decoratedToolNames], ["named"], "tool name cleaned"],
    ["several tool calls: the first matching one", [q.severalToolCalls], ["named"], "3 tool calls: the first to record_task_spec used"],
    ["no usage: estimated and marked", [q.noUsage], ["named"], "usage estimated (the server sent none)"],
    ["a reply cut off at the output limit", [q.truncatesFirst("length")], ["named", "named"], "cut-off reply repaired"],
    ["cut off, but reported as tool_calls (vLLM)", [q.truncatesFirst("tool_calls")], ["named", "named"], "cut-off reply repaired"],
    ["content null with a refusal, once", [q.refuses(1)], ["named", "named"], "repaired once"],
    ["an upstream error inside an HTTP 200 (retried like the 503 it is)", [q.errorIn200(1)], ["named", "named"], null],
    ["a proxy's HTML 502 page (retried)", [q.htmlBadGateway(1)], ["named", "named"], null],
    ["a reasoning model behind a proxy that wants max_completion_tokens", [q.wantsMaxCompletionTokens], ["named", "named"], "max_completion_tokens instead of max_tokens"],
    ["vLLM with a short context: the output limit lowered to fit", [q.vllmShortContext(300)], ["named", "named"], "output limit lowered to 284 tokens"],
  ] as const)("%s", async (_name, quirks, sent, note) => {
    await start([...quirks]);
    const r = await read();
    expect(r.ok, r.ok ? "" : `${r.code}: ${r.message}`).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual(GOOD);
    expect(choices()).toEqual(sent);
    if (note) expect(r.notes?.some((n) => n.startsWith(note)), `notes: ${JSON.stringify(r.notes)}`).toBe(true);
    else expect(r.notes ?? []).not.toContain("reasoning stripped from the reply");
  });

  it("Ollama cutting a long prompt at num_ctx without an error: the usage shows it, noted and logged once", async () => {
    await start([q.ollamaCutsPrompt]);
    const long = prompts.render("perceiver", { goal: "Run a half marathon in 12 weeks. ".repeat(400), now: "2026-01-05 09:00 (Monday)", timezone: "Europe/Berlin", labels: "(labels)" });
    const call = () => callStructured(h.ctx, { model: "m-light", schema: Spec, toolName: TOOL, toolDescription: "Record what the goal says", prompt: long, label: "perceiver" });
    const r = await call();
    expect(r.ok).toBe(true);
    expect(r.notes?.some((n) => /^the server counted 2048 prompt tokens for about \d+ sent: it may cut long prompts \(Ollama: raise num_ctx\)$/.test(n)), JSON.stringify(r.notes)).toBe(true);
    await call();
    expect(h.logs).toEqual([expect.stringMatching(/^model "m-light": the server counted 2048 prompt tokens/)]);
    // A normal prompt with a normal count is not flagged.
    expect((await read()).notes ?? []).toEqual([]);
  });

  it("a repair after a cut-off reply asks for a larger output limit", async () => {
    await start([q.truncatesFirst("length")], { settings: { maxOutputTokens: 1_000 } });
    const r = await read();
    expect(r.ok).toBe(true);
    expect(h.server.chatRequests.map((x) => x.body?.max_tokens)).toEqual([1_000, 4_096]);
    expect(String(h.server.chatRequests[1]!.body!.messages.at(-1)!.content)).toMatch(/cut off at the output limit \(1000 tokens\)/);
  });

  it("JSON mode sends no tools and puts the schema into the system message", async () => {
    await start([q.ollamaNoTools("bare")]);
    await read();
    const json = h.server.chatRequests[1]!.body!;
    expect(json.tools).toBeUndefined();
    expect(json.tool_choice).toBeUndefined();
    const system = String(json.messages[0]!.content);
    expect(system).toContain('the arguments of "record_task_spec"');
    expect(system).toContain('"sessions_per_week"');
    expect(json.messages.filter((m) => m.role === "system")).toHaveLength(1);
  });

  it.each([
    ["Ollama at its root (404 page not found)", q.onlyUnderV1],
    ["LM Studio at its root (200 with 'Unexpected endpoint')", q.lmStudioUnexpectedEndpoint],
  ] as const)("a base URL without /v1: %s → /v1 is tried, used and remembered", async (_name, quirk) => {
    await start([quirk], { baseUrl: (b) => b.replace(/\/v1$/, "") });
    const r = await read();
    expect(r.ok).toBe(true);
    expect(h.server.chatRequests.map((x) => x.path)).toEqual(["/chat/completions", "/v1/chat/completions"]);
    expect(r.notes?.some((n) => /^base URL http:\/\/127\.0\.0\.1:\d+\/v1/.test(n))).toBe(true);
    await read();
    expect(h.server.chatRequests.map((x) => x.path).slice(2)).toEqual(["/v1/chat/completions"]);
    expect(h.logs).toEqual([expect.stringMatching(/^OPENAI_BASE_URL=http:\/\/127\.0\.0\.1:\d+ serves no chat completions; .*\/v1 does.*Set OPENAI_BASE_URL=/)]);
  });
});

describe("what the process remembers", () => {
  it("a refused tool mode is remembered per model and logged once", async () => {
    await start([q.lmStudioToolChoice]);
    await read();
    await read();
    await read();
    // One refused named call, then "required" from the start.
    expect(choices()).toEqual(["named", "required", "required", "required"]);
    expect(h.logs).toHaveLength(1);
    expect(h.logs[0]).toMatch(/model "m-light": the server refused a named tool_choice \(.*Invalid tool_choice type.*\); using tool_choice "required".*GOALGRAPH_MODEL_TOOL_CHOICE=required/);
    expect(h.provider.compat?.().models["m-light"]).toMatchObject({ forced: "required" });
    // Another model has not been refused anything yet.
    await read("m-heavy");
    expect(choices().slice(4)).toEqual(["named", "required"]);
    expect(h.logs).toHaveLength(2);
  });

  it("GOALGRAPH_MODEL_TOOL_CHOICE=json starts there: no refused call at all", async () => {
    await start([q.ollamaNoTools("bare")], { settings: { toolChoice: "json" } });
    const r = await read();
    expect(r.ok).toBe(true);
    expect(choices()).toEqual(["no tools"]);
    expect(h.logs).toEqual([]);
  });
});

describe("what goalgraph cannot fix: a typed failure naming the variable, never a throw", () => {
  it.each([
    ["a web page at the base URL (HTML with HTTP 200)", [q.htmlAt200], {}, "MODEL_BAD_RESPONSE", "OPENAI_BASE_URL", /an HTML page \("Open WebUI"\).*set OPENAI_BASE_URL/, 1],
    ["a key the server refuses", [q.unauthorized], {}, "MODEL_AUTH_FAILED", "OPENAI_API_KEY", /refused the API key: set OPENAI_API_KEY/, 1],
    ["a model the server does not have", [q.modelNotPulled("m-light")], {}, "MODEL_NOT_FOUND", "GOALGRAPH_MODEL_LIGHT", /has no model "m-light": set GOALGRAPH_MODEL_LIGHT/, 1],
    ["a base URL with a wrong path (also tried with /v1)", [q.onlyUnderV1], { baseUrl: (b: string) => b.replace(/\/v1$/, "/api") }, "MODEL_BASE_URL_WRONG", "OPENAI_BASE_URL", /also tried .*\/api\/v1.*set OPENAI_BASE_URL/, 2],
    ["a model that refuses twice", [q.refuses(2)], {}, "MODEL_OUTPUT_INVALID", undefined, /the model refused: "I'm sorry/, 2],
    ["a prompt longer than the model's context (llama.cpp)", [q.llamaCppPromptTooLong], {}, "MODEL_REQUEST_REJECTED", "GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS", /does not fit the context of "m-light" \(512 tokens, the prompt alone \d+\): give the server a longer context/, 1],
    ["a model cut off also with the larger limit", [q.truncatesFirst("length", 2)], {}, "MODEL_OUTPUT_TRUNCATED", "GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS", /raise GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS/, 2],
  ] as const)("%s", async (_name, quirks, opts, code, variable, message, requests) => {
    await start([...quirks], opts as HarnessOptions);
    const r = await read();
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(code);
    expect(r.failure_class).toBe("environmental");
    expect(r.variable).toBe(variable);
    expect(r.message).toMatch(message);
    expect(h.server.chatRequests).toHaveLength(requests);
  });
});

// ── The executor's free tool choice ──────────────────────────────────────────────────────────

const outlineTool: ToolDefinition = {
  name: "outline_template",
  description: "makes an outline from a template",
  stage: "DRAFT_OUTLINE",
  input: z.object({ target: z.enum(["template", "compact"]) }),
  output: z.unknown(),
  prerequisites: [],
  produces: [],
  run: () => ({ ok: true, confidence: 1, explanations: [], data: null }),
};

/** A competent executor: calls the offered tool (in JSON mode, the one the prompt lists) on "template". */
const executor = (req: RecordedRequest): ScriptedReply => {
  const system = String(req.body?.messages?.[0]?.content ?? "");
  const name = req.body?.tools?.[0]?.function.name ?? /Tools:\n- ([\w-]+):/.exec(system)?.[1] ?? "none";
  return { body: completion({ toolCalls: [{ name, args: { target: "template" } }] }) };
};

async function runExecutor(quirks: q.Quirk[]) {
  h = await harness();
  h.server.fallback = q.withQuirks(executor, ...quirks);
  const ran: unknown[] = [];
  const t = await runExecutorReact(h.ctx, {
    model: "m-light",
    subtask: sampleSubtask(),
    corrections: [],
    tools: [outlineTool],
    runTool: async (_name, input) => {
      ran.push(input);
      return { ok: true, confidence: 1, explanations: [], data: { nodes: 12 } };
    },
    turnLimit: 4,
    doneAfter: (_n, r) => r.ok,
  });
  return { t, ran };
}

describe("the executor (tool_choice auto)", () => {
  it.each([
    ["vLLM without --enable-auto-tool-choice: JSON mode, the call read from the text", [q.vllmWithoutAutoToolChoice], ["auto", "no tools"]],
    ["Ollama without tools", [q.ollamaNoTools()], ["auto", "no tools"]],
    ["the call written into the content", [q.toolCallsInContent], ["auto"]],
    ["arguments as an object, a <think> block first", [q.thinks(), q.objectArguments], ["auto"]],
  ] as const)("%s", async (_name, quirks, sent) => {
    const { t, ran } = await runExecutor([...quirks]);
    expect(t.error).toBeNull();
    expect(ran).toEqual([{ target: "template" }]);
    expect(t.tool_calls).toEqual([expect.objectContaining({ tool: "outline_template", ok: true })]);
    expect(choices()).toEqual(sent);
    expect(t.text).not.toMatch(/<think>|<tool_call>/);
  });
});
