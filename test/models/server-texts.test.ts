/**
 * The pure readers behind the fallbacks, on the servers' own words: which error texts refuse the
 * tools (and which part), which say the model is missing, which parameters a model refuses; JSON
 * in a model's text; reasoning blocks; tool names; base URL alternatives.
 */
import { describe, expect, it } from "vitest";
import { baseUrlAlternatives } from "../../src/models/compat.js";
import { cleanToolName, jsonCandidates, stripReasoning, toolCallsInText } from "../../src/models/reply-shape.js";
import { modelMissing, paramRefusal, readableBody, toolRefusal } from "../../src/models/server-errors.js";

describe("error texts", () => {
  it.each([
    ['"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set', "choice"],
    ["Invalid tool_choice type: 'object'. Supported string values: none, auto, required", "choice"],
    ["Value error, Currently only named tools are supported.", "choice"],
    ['tool_choice "required" is not supported', "choice"],
    ["registry.ollama.ai/library/deepseek-r1:14b does not support tools", "tools"],
    ["llama3 does not support tools", "tools"],
    ["Unsupported param: tools", "tools"],
    ["deepseek-reasoner does not support Function Calling", "tools"],
    ["litellm.UnsupportedParamsError: ollama does not support parameters: ['tools', 'tool_choice']. To drop these, set `litellm.drop_params=True`", "tools"],
    ["[{'type': 'extra_forbidden', 'loc': ('body', 'tools'), 'msg': 'Extra inputs are not permitted'}]", "tools"],
    ["No endpoints found that support tool use.", "tools"],
    ["No endpoints found that support the provided 'tool_choice' value. To learn more about provider routing, visit: https://openrouter.ai/docs/provider-routing", "choice"],
    ["Invalid JSON payload received. Unknown name \"default\" at 'tools[0].function_declarations[0].parameters.properties[1].value': Cannot find field.", "tools"],
    ["Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.", null],
    ["This model's maximum context length is 8192 tokens", null],
    ["The model `x` does not exist.", null],
    ["messages: field required", null],
  ] as const)("%s → %s", (text, expected) => {
    expect(toolRefusal(text)).toBe(expected);
  });

  it.each([
    ['model "qwen2.5:14b" not found, try pulling it first', true],
    ["The model `llama-3-70b` does not exist.", true],
    ["The model `gpt-5x` does not exist or you do not have access to it.", true],
    ["Invalid model name passed in model=foo. Call `/v1/models` to view available models for your key.", true],
    ["foo is not a valid model ID", true],
    ["404 page not found", false],
    ["Not Found", false],
    ["Unexpected endpoint or method. (POST /chat/completions)", false],
  ] as const)("model missing: %s → %s", (text, expected) => {
    expect(modelMissing(text, "m")).toBe(expected);
  });

  it("a short model name inside other words is not a missing model", () => {
    const refusal = "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead. invalid_request_error";
    expect(modelMissing(refusal, "m")).toBe(false);
    expect(modelMissing('Error: "my-llm" not found on this server', "my-llm")).toBe(true);
    expect(modelMissing("the adapter my-llm-lora is not loaded", "my-llm")).toBe(false);
  });

  it("refused parameters and HTML pages", () => {
    expect(paramRefusal("Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.")).toBe("max_tokens");
    expect(paramRefusal("Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.")).toBe("temperature");
    expect(paramRefusal("messages must alternate")).toBeNull();
    expect(readableBody("<html><head><title>502 Bad Gateway</title></head><body>…</body></html>")).toBe('an HTML page ("502 Bad Gateway")');
    expect(readableBody('{"detail":"Not Found"}')).toBe('{"detail":"Not Found"}');
  });
});

describe("a model's text", () => {
  it.each([
    ["<think>\nThe user wants {x}.\n</think>\n\nHello", "Hello"],
    ["The user wants {x}.\n</think>\nHello", "Hello"],
    ["<thinking>a</thinking>Hello", "Hello"],
    ["Hello<think>cut off mid-thought", "Hello"],
    ["Hello", "Hello"],
  ])("reasoning stripped: %j", (text, expected) => {
    expect(stripReasoning(text).text).toBe(expected);
  });

  it.each([
    ['```json\n{"a": 1}\n```', [{ a: 1 }]],
    ['Sure! {"a": 1} Hope this helps {really}.', [{ a: 1 }]],
    ['Example: {"a": 0}. Answer: {"a": 1}', [{ a: 0 }, { a: 1 }]],
    ['{"a": "a } inside a string", "b": [1, 2,],}', [{ a: "a } inside a string", b: [1, 2] }]],
    ['<think>{"draft": true}</think>{"a": 1}', [{ a: 1 }]],
    ["no JSON here", []],
  ])("JSON candidates of %j", (text, expected) => {
    expect(jsonCandidates(text)).toEqual(expected);
  });

  it("tool calls written into the text, only for offered tools", () => {
    const offered = ["outline_template"];
    expect(toolCallsInText('<tool_call>\n{"name": "outline_template", "arguments": {"target": "compact"}}\n</tool_call>', offered).calls).toEqual([{ name: "outline_template", args: { target: "compact" } }]);
    expect(toolCallsInText('{"name": "outline_template", "parameters": {"target": "compact"}}', offered).calls).toEqual([{ name: "outline_template", args: { target: "compact" } }]);
    expect(toolCallsInText('<function=outline_template>{"target": "compact"}</function>', offered).calls).toEqual([{ name: "outline_template", args: { target: "compact" } }]);
    expect(toolCallsInText('{"name": "rm_rf", "arguments": {}}', offered).calls).toEqual([]);
    expect(toolCallsInText('Done. The outline has {12} nodes.', offered).calls).toEqual([]);
  });

  it("tool names and base URLs", () => {
    expect(cleanToolName("functions.record_x", ["record_x"])).toBe("record_x");
    expect(cleanToolName("record_x<|channel|>commentary", ["record_x"])).toBe("record_x");
    expect(cleanToolName("functions.other", ["record_x"])).toBe("functions.other");
    expect(baseUrlAlternatives("http://127.0.0.1:11434")).toEqual(["http://127.0.0.1:11434/v1"]);
    expect(baseUrlAlternatives("http://127.0.0.1:11434/")).toEqual(["http://127.0.0.1:11434/v1"]);
    expect(baseUrlAlternatives("http://h:1/v1/chat/completions")).toEqual(["http://h:1/v1"]);
    expect(baseUrlAlternatives("http://h:1/v1")).toEqual([]);
    expect(baseUrlAlternatives("https://proxy.example/openai/v2")).toEqual([]);
  });
});
