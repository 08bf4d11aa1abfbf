/**
 * R3 solver pass with a real model (ADR-0079): reads the executor transcript (summarised and
 * truncated) and classifies the turn. The model is pinned — `provider.solverChain()`, never the
 * executor router. A fast path skips the model when the deterministic classifier is certain
 * (a refusal with no work, or zero tool calls and no output); if no model in the chain answers,
 * the verdict is a synthesized `blocker`, never progress.
 */
import { z } from "zod";
import { classifyTranscript, type SolverClassification, type SolverVerdict } from "../roles/solver.js";
import type { ExecutorTranscript } from "../roles/executor.js";
import { addUsage, ZERO_USAGE, type CallMeta, type ModelFailure } from "./errors.js";
import { promptJson } from "./prompts.js";
import { runPinnedChain, type PinnedAttempt } from "./router.js";
import { callStructured, type ModelContext } from "./structured.js";

export const SolverOutput = z.object({
  classification: z.enum(["progress", "complete", "executor-refused", "executor-noop", "blocker"]).describe("The rubric's classification of the executor turn"),
  evidence: z.string().min(1).max(2_000).describe("Short verbatim excerpts of the transcript that justify it"),
});

export interface ModelSolverVerdict extends SolverVerdict, CallMeta {
  /** How the verdict was reached. */
  source: "fast-path" | "offline" | "model" | "unreachable-blocker" | "budget-blocker";
  /** Pinned-chain models that failed before the verdict, in order. */
  tried: PinnedAttempt[];
}

const head = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, Math.floor(n * 0.6))}\n…[${s.length - n} characters cut]…\n${s.slice(s.length - Math.floor(n * 0.4))}`);

/** What the solver model sees: the executor's words (head and tail) and at most 20 tool calls with short outputs. */
export function summarizeTranscript(t: ExecutorTranscript, maxChars = 6_000): string {
  const calls = t.tool_calls.slice(0, 20).map((c, i) => ({ n: i + 1, tool: c.tool, target: c.target, ok: c.ok, output: head(JSON.stringify(c.output ?? null), 300) }));
  return head(
    promptJson(
      {
        executor_model: t.model,
        executor_text: head(t.text ?? "", 2_000),
        tool_calls: calls,
        tool_calls_omitted: Math.max(0, t.tool_calls.length - 20),
        final_output: head(JSON.stringify(t.output ?? null), 1_500),
      },
      maxChars * 2,
    ),
    maxChars,
  );
}

/** The fast path: certain whenever the executor did no work at all. */
export function fastPathVerdict(t: ExecutorTranscript): SolverVerdict | null {
  const v = classifyTranscript(t);
  const certain: SolverClassification[] = ["executor-refused", "executor-noop", "blocker"];
  return certain.includes(v.classification) ? v : null;
}

export async function solveWithModel(ctx: ModelContext, transcript: ExecutorTranscript, opts: { unit: string }): Promise<ModelSolverVerdict> {
  const none: CallMeta = { model: "none", usage: ZERO_USAGE, cost_usd: 0, calls: 0 };
  const fast = fastPathVerdict(transcript);
  if (fast) return { ...fast, ...none, model: "deterministic", source: "fast-path", tried: [] };
  if (ctx.provider.kind === "offline") return { ...classifyTranscript(transcript), ...none, model: "offline", source: "offline", tried: [] };

  const prompt = ctx.prompts.render("solver", { unit: opts.unit, transcript: summarizeTranscript(transcript) });
  let usage = ZERO_USAGE;
  let cost = 0;
  let calls = 0;
  const out = await runPinnedChain(ctx.provider.solverChain(), async (model) => {
    const r = await callStructured(ctx, { model, schema: SolverOutput, toolName: "classify_turn", toolDescription: "Record the classification of the executor turn", prompt, label: "solver" });
    usage = addUsage(usage, r.usage);
    cost += r.cost_usd;
    calls += r.calls;
    return r;
  });
  const meta = { usage, cost_usd: cost, calls };
  if (out.ok) {
    const v = out.value.value;
    return { classification: v.classification, evidence: v.evidence, ...meta, model: out.model, source: "model", tried: out.tried };
  }
  const list = out.tried.map((t) => `${t.model} (${t.code})`).join(", ");
  if (out.stop) return { classification: "blocker", evidence: `solver not run: ${out.stop.code}: ${(out.stop as ModelFailure).message}`, ...meta, model: "none", source: "budget-blocker", tried: out.tried };
  // ADR-0079: with no solver reachable, pause rather than synthesize progress.
  return { classification: "blocker", evidence: `no pinned solver model answered: ${list || "empty chain"}`, ...meta, model: "none", source: "unreachable-blocker", tried: out.tried };
}
