/**
 * R3 solver pass (ADR-0079): reads the executor's transcript and classifies the turn. The
 * solver is pinned and never routed; this module holds the port and the deterministic
 * classifier that is the default solver (the offline model, and the fallback when a pinned
 * model is unreachable — ADR-0079 says pause rather than synthesize progress).
 *
 * The classifier trusts what happened (tool calls, output), never what the executor claims:
 * an executor that says "continue" or "done" with zero work is a no-op.
 */
import type { ExecutorTranscript } from "./executor.js";

export type SolverClassification = "progress" | "complete" | "executor-refused" | "executor-noop" | "blocker";

export interface SolverVerdict {
  classification: SolverClassification;
  /** Excerpts of the transcript that justify the classification (for the Auditor). */
  evidence: string;
}

/** The pinned solver pass. Implementations must not consult the executor's model router. */
export interface SolverPort {
  classify(transcript: ExecutorTranscript): Promise<SolverVerdict> | SolverVerdict;
}

/** ADR-0079's refusal rubric, plus the usual variants models produce for the same thing. */
const REFUSAL_PATTERNS: readonly RegExp[] = [
  /\bI['’]?m sorry\b/i,
  /\bI am sorry\b/i,
  /\bI (?:cannot|can['’]?t|am unable to|['’]m unable to) (?:help|assist)\b/i,
  /\bI (?:don['’]?t|do not) have (?:the )?(?:necessary |required )?(?:tools|access|ability)\b/i,
  /\bI (?:can['’]?t|cannot|won['’]?t) (?:do|complete|perform) (?:that|this)\b/i,
];

/** An explicit statement that the unit needs a person; anything vaguer is not a blocker. */
const BLOCKER_PATTERNS: readonly RegExp[] = [
  /^\s*BLOCKER:/im,
  /\b(?:need|needs|require|requires|waiting for) (?:a )?(?:human|operator|user)(?:['’]s)? (?:input|approval|decision|answer)\b/i,
];

const COMPLETION_PATTERNS: readonly RegExp[] = [/\b(?:done|complete|completed|finished)\b/i];

function firstMatch(text: string, patterns: readonly RegExp[]): string | null {
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m[0];
  }
  return null;
}

/** Output that carries nothing a validator could judge. */
export function isEmptyOutput(output: unknown): boolean {
  if (output === null || output === undefined) return true;
  if (typeof output === "string") return output.trim() === "";
  if (Array.isArray(output)) return output.length === 0;
  if (typeof output === "object") return Object.keys(output).length === 0;
  return false;
}

/** Deterministic ADR-0079 classification of one executor turn. */
export function classifyTranscript(transcript: ExecutorTranscript): SolverVerdict {
  const text = transcript.text ?? "";
  const calls = transcript.tool_calls ?? [];
  const didWork = calls.length > 0 || !isEmptyOutput(transcript.output);

  // A refusal is only a refusal when nothing was done: "sorry for the delay, here it is" after
  // real tool calls is progress, and treating it as a refusal would escalate for nothing.
  const refusal = firstMatch(text, REFUSAL_PATTERNS);
  if (refusal && calls.every((c) => !c.ok) && isEmptyOutput(transcript.output)) {
    return { classification: "executor-refused", evidence: `refusal phrase "${refusal}" with no work done (model ${transcript.model})` };
  }
  const blocker = firstMatch(text, BLOCKER_PATTERNS);
  if (blocker && !didWork) {
    return { classification: "blocker", evidence: `executor states a wait state: "${blocker}"` };
  }
  if (!didWork) {
    const claim = text.trim().slice(0, 80);
    return {
      classification: "executor-noop",
      evidence: `zero tool calls and no output${claim ? `; executor said "${claim}"` : ""}`,
    };
  }
  const done = firstMatch(text, COMPLETION_PATTERNS);
  const work = `${calls.length} tool call(s), ${calls.filter((c) => c.ok).length} ok`;
  return done
    ? { classification: "complete", evidence: `${work}; completion signal "${done}"` }
    : { classification: "progress", evidence: work };
}

/** The default solver: the deterministic classifier behind the SolverPort seam. */
export const deterministicSolver: SolverPort = { classify: classifyTranscript };
