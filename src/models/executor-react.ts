/**
 * R3 executor pass with a real model: a tools-only ReAct loop over a subset of the ToolRegistry.
 * The tools' zod input schemas are bound as function tools; calls run through the injected
 * `runTool` (normally the ToolExecutor, which validates input and prerequisites). Bounded by
 * `turnLimit` model steps and `turnLimit` tool executions. The executor has no checkpoint duty
 * (ADR-0079): the solver reads the transcript this returns.
 */
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { CorrectionSignal, SubTask, ToolResult } from "../contracts/index.js";
import type { ExecutorTranscript, ToolCallTrace } from "../roles/executor.js";
import type { ToolDefinition } from "../tools/types.js";
import { addUsage, ZERO_USAGE, type ModelFailureCode, type TokenUsage } from "./errors.js";
import { promptJson } from "./prompts.js";
import type { FunctionTool } from "./provider.js";
import { chargedCall, toolParameters, type ModelContext } from "./structured.js";

/** The transcript the solver reads, with what the pass cost. */
export interface ModelTranscript extends ExecutorTranscript {
  usage: TokenUsage;
  cost_usd: number;
  /** Model calls made. */
  calls: number;
  /** Set when a model call failed and the pass stopped early (the solver still classifies what happened). */
  error: { code: ModelFailureCode; message: string } | null;
}

export interface ExecutorReactRequest {
  model: string;
  subtask: SubTask;
  corrections: readonly CorrectionSignal[];
  /** The registry subset this subtask may use. */
  tools: readonly ToolDefinition[];
  runTool: (name: string, input: unknown) => Promise<ToolResult>;
  /** TURN_LIMIT (config caps.turnLimit). */
  turnLimit: number;
  /**
   * The pass is over once a tool result says so (e.g. a stage tool returned its artifact): the
   * model is not asked for a closing sentence nobody reads, which saves one call per pass.
   */
  doneAfter?: (name: string, result: ToolResult) => boolean;
}

const TOOL_RESULT_CHARS = 4_000;

/** The concrete input a call ran on: an explicit `target`, else the subtask's own target when it runs the subtask's tool. */
function targetOf(name: string, input: unknown, subtask: SubTask): string | null {
  if (input && typeof input === "object" && typeof (input as { target?: unknown }).target === "string") return (input as { target: string }).target;
  return name === subtask.tool ? (subtask.target ?? null) : null;
}

function textOf(m: AIMessage): string {
  const c = m.content;
  if (typeof c === "string") return c;
  return c.map((p) => (typeof p === "string" ? p : "text" in p && typeof p.text === "string" ? p.text : "")).join("");
}

export function functionToolsOf(tools: readonly ToolDefinition[]): FunctionTool[] {
  return tools.map((t) => ({ type: "function", function: { name: t.name, description: t.description, parameters: toolParameters(t.input) } }));
}

export async function runExecutorReact(ctx: ModelContext, req: ExecutorReactRequest): Promise<ModelTranscript> {
  const limit = Math.max(1, req.turnLimit);
  const byName = new Map(req.tools.map((t) => [t.name, t]));
  const tools = functionToolsOf(req.tools);
  const prompt = ctx.prompts.render("executor", {
    subtask: promptJson({ intent: req.subtask.intent, context: req.subtask.context, tool: req.subtask.tool ?? null, target: req.subtask.target ?? null, success_criteria: req.subtask.success_criteria }),
    corrections: req.corrections.length ? promptJson(req.corrections.map((c) => ({ failed_criterion: c.failed_criterion, what_was_wrong: c.what_was_wrong, what_to_do: c.what_to_do }))) : "none (first attempt)",
    tools: req.tools.map((t) => `- ${t.name}: ${t.description}`).join("\n") || "(no tools)",
  });
  const messages: BaseMessage[] = [new SystemMessage(prompt.system), new HumanMessage(prompt.user)];
  const trace: ToolCallTrace[] = [];
  const texts: string[] = [];
  let output: unknown = null;
  let usage = ZERO_USAGE;
  let cost = 0;
  let calls = 0;
  let model = req.model;
  let error: ModelTranscript["error"] = null;
  let done = false;

  // Bounded: at most `limit` model steps, and the loop also ends once `limit` tools have run.
  for (let step = 0; step < limit && trace.length < limit && !done; step++) {
    const r = await chargedCall(ctx, req.model, messages, { tools, toolChoice: "auto", label: `executor step ${step + 1}` });
    if (!r.ok) {
      error = { code: r.failure.code, message: r.failure.message };
      calls += r.failure.calls;
      break;
    }
    calls += 1;
    usage = addUsage(usage, r.reply.usage);
    cost += r.cost_usd;
    model = r.reply.model;
    const ai = r.reply.message;
    const text = textOf(ai).trim();
    if (text) texts.push(text);

    const valid = (ai.tool_calls ?? []).map((c, i) => ({ id: c.id ?? `call_${step}_${i}`, name: c.name, args: c.args as unknown, error: null as string | null }));
    const invalid = (ai.invalid_tool_calls ?? []).map((c, i) => ({ id: c.id ?? `bad_${step}_${i}`, name: c.name ?? "unknown", args: {} as unknown, error: `arguments are not valid JSON` }));
    const requested = [...valid, ...invalid];
    if (requested.length === 0) break; // a final answer: the pass is over

    // Rebuild the assistant turn so every tool call id gets exactly one tool reply (strict servers require it).
    messages.push(new AIMessage({ content: text, tool_calls: requested.map((c) => ({ id: c.id, name: c.name, args: (c.args ?? {}) as Record<string, unknown>, type: "tool_call" as const })) }));
    for (const c of requested) {
      let result: ToolResult;
      if (trace.length >= limit) {
        messages.push(new ToolMessage({ tool_call_id: c.id, content: "not run: the tool-call limit for this pass is reached" }));
        continue;
      }
      if (c.error) result = { ok: false, confidence: 0, explanations: [c.error], data: { error: { code: "INPUT_INVALID", message: c.error } } };
      else if (!byName.has(c.name)) result = { ok: false, confidence: 0, explanations: [`no tool "${c.name}" here`], data: { error: { code: "TOOL_UNKNOWN", message: `no tool "${c.name}"; available: ${[...byName.keys()].join(", ")}` } } };
      else {
        try {
          result = await req.runTool(c.name, c.args);
        } catch (e) {
          result = { ok: false, confidence: 0, explanations: [e instanceof Error ? e.message : String(e)], data: { error: { code: "TOOL_FAILED", message: String(e) } } };
        }
      }
      trace.push({ tool: c.name, target: targetOf(c.name, c.args, req.subtask), ok: result.ok, output: result.ok ? result.data : result.explanations });
      if (result.ok) output = result.data;
      if (req.doneAfter?.(c.name, result)) done = true;
      messages.push(new ToolMessage({ tool_call_id: c.id, content: promptJson({ ok: result.ok, confidence: result.confidence, explanations: result.explanations, data: result.data }, TOOL_RESULT_CHARS) }));
    }
  }
  return { text: texts.join("\n"), tool_calls: trace, output, model, usage, cost_usd: cost, calls, error };
}
