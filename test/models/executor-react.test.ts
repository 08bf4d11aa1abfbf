import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { SubTask, ToolResult } from "../../src/contracts/index.js";
import { runExecutorReact } from "../../src/models/executor-react.js";
import type { ToolDefinition } from "../../src/tools/types.js";
import { completion, textReply, type ScriptedReply } from "../fixtures/openai-server.js";
import { harness, sampleSubtask, type Harness } from "./helpers.js";

let h: Harness;
afterEach(async () => h?.server.close());

const subtask: SubTask = sampleSubtask();

const tool: ToolDefinition = {
  name: "generate_outline",
  description: "makes an outline",
  stage: "DRAFT_OUTLINE",
  input: z.object({ variant: z.enum(["template", "compact"]).default("template") }),
  output: z.object({ nodes: z.number() }),
  prerequisites: [],
  produces: ["outline"],
  run: () => ({ ok: true, confidence: 1, explanations: [], data: { nodes: 12 } }),
};

const call = (name: string, args: unknown): ScriptedReply => ({ body: completion({ toolCalls: [{ name, args }] }) });

describe("executor ReAct loop", () => {
  it("binds the tools' input schemas, runs calls through runTool, and returns a transcript", async () => {
    h = await harness({ settings: { prices: { "m-light": { input: 1, output: 1 } } }, caps: { sessionUsd: 5, dailyUsd: 5, softTurnUsd: 5 } });
    h.server.enqueue(call("generate_outline", { variant: "compact" }), textReply("Done: outline with 12 nodes."));
    const ran: Array<[string, unknown]> = [];
    const t = await runExecutorReact(h.ctx, {
      model: "m-light",
      subtask,
      corrections: [],
      tools: [tool],
      runTool: async (name, input): Promise<ToolResult> => {
        ran.push([name, input]);
        return { ok: true, confidence: 1, explanations: [], data: { nodes: 12 } };
      },
      turnLimit: 5,
    });
    expect(ran).toEqual([["generate_outline", { variant: "compact" }]]);
    expect(t.tool_calls).toEqual([{ tool: "generate_outline", target: "template", ok: true, output: { nodes: 12 } }]);
    expect(t.output).toEqual({ nodes: 12 });
    expect(t.text).toContain("Done");
    expect(t.calls).toBe(2);
    expect(t.cost_usd).toBeGreaterThan(0);
    expect(t.error).toBeNull();
    const first = h.server.chatRequests[0]!.body!;
    expect(first.tools?.[0]?.function.name).toBe("generate_outline");
    expect(first.tools?.[0]?.function.parameters).toMatchObject({ properties: { variant: { enum: ["template", "compact"] } } });
    // The second request carries the tool result answering the first call's id.
    const msgs = h.server.chatRequests[1]!.body!.messages;
    const assistant = msgs.find((m) => m.role === "assistant")!;
    const toolMsg = msgs.find((m) => m.role === "tool")!;
    expect((assistant.tool_calls as Array<{ id: string }>)[0]!.id).toBe(toolMsg.tool_call_id);
  });

  it("unknown tools and malformed arguments become failed calls, not crashes", async () => {
    h = await harness();
    h.server.enqueue(call("rm_rf", {}), call("generate_outline", "{oops"), textReply("gave up"));
    const t = await runExecutorReact(h.ctx, { model: "m-light", subtask, corrections: [], tools: [tool], runTool: async () => ({ ok: true, confidence: 1, explanations: [], data: {} }), turnLimit: 5 });
    expect(t.tool_calls.map((c) => [c.tool, c.ok])).toEqual([
      ["rm_rf", false],
      ["generate_outline", false],
    ]);
    expect(t.output).toBeNull();
  });

  it("is bounded by the turn limit even when the model calls tools forever", async () => {
    h = await harness();
    h.server.fallback = () => call("generate_outline", {});
    const t = await runExecutorReact(h.ctx, { model: "m-light", subtask, corrections: [], tools: [tool], runTool: async () => ({ ok: true, confidence: 1, explanations: [], data: { nodes: 1 } }), turnLimit: 3 });
    expect(h.server.chatRequests).toHaveLength(3);
    expect(t.tool_calls).toHaveLength(3);
  });

  it("a model outage ends the pass with the error recorded and the work so far kept", async () => {
    h = await harness();
    h.server.enqueue(call("generate_outline", {}));
    h.server.fallback = () => ({ status: 401, body: { error: { message: "bad key" } } });
    const t = await runExecutorReact(h.ctx, { model: "m-light", subtask, corrections: [], tools: [tool], runTool: async () => ({ ok: true, confidence: 1, explanations: [], data: { nodes: 1 } }), turnLimit: 3 });
    expect(t.error?.code).toBe("MODEL_AUTH_FAILED");
    expect(t.tool_calls).toHaveLength(1);
  });
});
