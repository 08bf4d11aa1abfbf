/**
 * R3 Executor and the fast loop that runs one SubTask (DESIGN §1, ADR-0079):
 *   executor pass (routed model, tools only) → solver pass (pinned) → R4a per-criterion verdicts
 *   → CorrectionSignal and retry, at most K attempts → SubTaskOutcome.
 * A refusal escalates the executor tier (light → standard → heavy) with a no-fly entry per
 * (subtask intent, model); after two escalations the subtask becomes a blocker for the
 * controller to pause on. The loop never interrupts: interrupts belong to the controller.
 */
import type { CorrectionSignal, CriterionVerdict, ExecutionResult, MessageType, RoleName, SubTask, SubTaskOutcome } from "../contracts/index.js";
import {
  allPass,
  buildCorrectionSignals,
  buildOutcome,
  describeFailures,
  failAllVerdicts,
  normalizeVerdicts,
  trajectoryEntry,
  type AgentValidatorPort,
} from "./agent-validator.js";
import type { SolverPort, SolverVerdict } from "./solver.js";

export const TIERS = ["light", "standard", "heavy"] as const;
export type Tier = (typeof TIERS)[number];

export interface ToolCallTrace {
  tool: string;
  target: string | null;
  ok: boolean;
  output: unknown;
}

/** What one executor pass produced; the solver reads it, R4a judges its output. */
export interface ExecutorTranscript {
  text: string;
  tool_calls: ToolCallTrace[];
  output: unknown;
  /** The model that ran the pass (no-fly entries name it). */
  model: string;
}

/** A model that refused a subtask intent; the router must not pick it for that intent again. */
export interface NoFlyEntry {
  intent: string;
  model: string;
  tier: Tier;
}

export interface ExecutorRequest {
  subtask: SubTask;
  /** Correction signals from the previous attempt (empty on the first). */
  corrections: CorrectionSignal[];
  tier: Tier;
  /** At most this many tool steps; extra calls in the transcript are ignored. */
  turnLimit: number;
  /** Models that refused before, so a routed executor can skip them. */
  noFly: NoFlyEntry[];
  /** 1-based attempt number the pass belongs to. */
  attempt: number;
}

/** R3 executor pass: routed per tier, tools only, no checkpoint duty (ADR-0079). */
export interface ExecutorPort {
  execute(request: ExecutorRequest): Promise<ExecutorTranscript>;
}

/** The fast loop hands back a blocker instead of interrupting; the controller pauses on it. */
export interface SubtaskBlocker {
  subtask_id: string;
  intent: string;
  reason: "executor-refused" | "solver-blocker";
  evidence: string;
  /** Models that refused, in order (empty for a solver blocker). */
  refused_models: string[];
}

/** Publish hook: `key` is local to the subtask; the caller prefixes thread, round and node. */
export type FastLoopPublish = (message: { from: RoleName; to: RoleName; type: MessageType; payload: unknown; key: string }) => Promise<unknown>;

export interface FastLoopPorts {
  executor: ExecutorPort;
  solver: SolverPort;
  validator: AgentValidatorPort;
  publish: FastLoopPublish;
}

export interface FastLoopOptions {
  /** K: attempts R4a may judge (refusals are not attempts; they escalate instead). */
  agentRetryK: number;
  turnLimit: number;
  /** No-fly entries recorded earlier for this task (all intents). */
  noFly: readonly NoFlyEntry[];
  /** Escalations allowed per subtask intent before it becomes a blocker (ADR-0079: 2). */
  maxEscalations?: number;
}

export interface FastLoopResult {
  outcome: SubTaskOutcome;
  blocker: SubtaskBlocker | null;
  executorCalls: number;
  /** No-fly entries this run added. */
  noFly: NoFlyEntry[];
  corrections: number;
}

/** Escalations already spent on an intent (earlier rounds count: the unit is the intent). */
export function escalationsFor(intent: string, noFly: readonly NoFlyEntry[]): number {
  return noFly.filter((e) => e.intent === intent).length;
}

export function tierAfter(escalations: number): Tier {
  return TIERS[Math.min(escalations, TIERS.length - 1)]!;
}

/** R3 → R4a contract shape of a transcript. */
export function toExecutionResult(subtaskId: string, t: ExecutorTranscript): ExecutionResult {
  const failed = t.tool_calls.length > 0 && t.tool_calls.every((c) => !c.ok);
  return {
    subtask_id: subtaskId,
    status: failed ? "failed" : "completed",
    output: t.output ?? null,
    tool_calls: t.tool_calls.map((c) => (c.target === null ? c.tool : `${c.tool}:${c.target}`)),
    calls: t.tool_calls.map((c) => ({ tool: c.tool, target: c.target, ok: c.ok })),
  };
}

function addUnique(list: string[], value: string | null | undefined): void {
  if (value !== null && value !== undefined && value !== "" && !list.includes(value)) list.push(value);
}

/** Run one SubTask through the fast loop. Deterministic given deterministic ports. */
export async function runFastLoop(subtask: SubTask, ports: FastLoopPorts, opts: FastLoopOptions): Promise<FastLoopResult> {
  const maxEscalations = opts.maxEscalations ?? 2;
  const k = Math.max(1, opts.agentRetryK);
  const criteria = subtask.success_criteria;
  const addedNoFly: NoFlyEntry[] = [];
  // The dispatched tool/target are the approach under test even if the executor never ran them
  // (a no-op), so GGS can still block them; executed calls are added as they happen.
  const toolsUsed: string[] = [];
  const targetsUsed: string[] = [];
  addUnique(toolsUsed, subtask.tool);
  addUnique(targetsUsed, subtask.target);

  let escalations = escalationsFor(subtask.intent, opts.noFly);
  let tier = tierAfter(escalations);
  let attempt = 0;
  let pass = 0;
  let corrections: CorrectionSignal[] = [];
  let correctionCount = 0;
  let verdicts: CriterionVerdict[] = [];
  let output: unknown = null;
  const trajectory: SubTaskOutcome["gap_trajectory"] = [];

  // Bounded: each pass either consumes an attempt (≤ K) or an escalation (≤ maxEscalations + 1).
  while (attempt < k) {
    pass += 1;
    const raw = await ports.executor.execute({
      subtask,
      corrections,
      tier,
      turnLimit: opts.turnLimit,
      noFly: [...opts.noFly, ...addedNoFly],
      attempt: attempt + 1,
    });
    const transcript: ExecutorTranscript = { ...raw, tool_calls: (raw.tool_calls ?? []).slice(0, opts.turnLimit) };
    for (const c of transcript.tool_calls) {
      addUnique(toolsUsed, c.tool);
      addUnique(targetsUsed, c.target);
    }
    const result = toExecutionResult(subtask.subtask_id, transcript);
    await ports.publish({ from: "R3_executor", to: "R3_solver", type: "execution_result", payload: { ...result, tier, model: transcript.model }, key: `p${pass}:execution_result` });
    const verdict: SolverVerdict = await ports.solver.classify(transcript);
    await ports.publish({ from: "R3_solver", to: "R4a_agent_validator", type: "solver_verdict", payload: { subtask_id: subtask.subtask_id, pass, tier, model: transcript.model, ...verdict }, key: `p${pass}:solver_verdict` });

    if (verdict.classification === "executor-refused") {
      addedNoFly.push({ intent: subtask.intent, model: transcript.model, tier });
      if (escalations >= maxEscalations) {
        return blockerResult(subtask, "executor-refused", verdict.evidence, { pass, addedNoFly, toolsUsed, targetsUsed, verdicts, trajectory, correctionCount });
      }
      escalations += 1;
      tier = tierAfter(escalations);
      continue;
    }
    if (verdict.classification === "blocker") {
      return blockerResult(subtask, "solver-blocker", verdict.evidence, { pass, addedNoFly, toolsUsed, targetsUsed, verdicts, trajectory, correctionCount });
    }

    attempt += 1;
    output = transcript.output ?? null;
    // A no-op is never progress, whatever the executor claimed: nothing to judge, all criteria fail.
    verdicts =
      verdict.classification === "executor-noop"
        ? failAllVerdicts(criteria, "environmental", `executor-noop: ${verdict.evidence}`)
        : normalizeVerdicts(criteria, await ports.validator.validate(subtask, result));
    trajectory.push(trajectoryEntry(attempt, verdicts));

    if (verdict.classification !== "executor-noop" && allPass(verdicts)) {
      return {
        outcome: buildOutcome({ subtask, status: "matched", output, failureReason: null, verdicts, trajectory, toolsUsed, targetsUsed }),
        blocker: null,
        executorCalls: pass,
        noFly: addedNoFly,
        corrections: correctionCount,
      };
    }
    corrections = buildCorrectionSignals(subtask.subtask_id, attempt, verdicts);
    for (const [i, signal] of corrections.entries()) {
      await ports.publish({ from: "R4a_agent_validator", to: "R3_executor", type: "correction_signal", payload: signal, key: `a${attempt}:correction:${i}` });
    }
    correctionCount += corrections.length;
  }

  return {
    outcome: buildOutcome({
      subtask,
      status: "failed",
      output,
      failureReason: `not matched after ${k} attempt(s); ${describeFailures(verdicts)}`,
      verdicts,
      trajectory,
      toolsUsed,
      targetsUsed,
    }),
    blocker: null,
    executorCalls: pass,
    noFly: addedNoFly,
    corrections: correctionCount,
  };
}

function blockerResult(
  subtask: SubTask,
  reason: SubtaskBlocker["reason"],
  evidence: string,
  s: {
    pass: number;
    addedNoFly: NoFlyEntry[];
    toolsUsed: string[];
    targetsUsed: string[];
    verdicts: CriterionVerdict[];
    trajectory: SubTaskOutcome["gap_trajectory"];
    correctionCount: number;
  },
): FastLoopResult {
  const verdicts = s.verdicts.length > 0 ? s.verdicts : failAllVerdicts(subtask.success_criteria, "environmental", `blocked: ${evidence}`);
  return {
    outcome: buildOutcome({
      subtask,
      status: "failed",
      output: null,
      failureReason: `blocker (${reason}): ${evidence}`,
      verdicts,
      trajectory: s.trajectory,
      toolsUsed: s.toolsUsed,
      targetsUsed: s.targetsUsed,
    }),
    blocker: {
      subtask_id: subtask.subtask_id,
      intent: subtask.intent,
      reason,
      evidence,
      refused_models: s.addedNoFly.map((e) => e.model),
    },
    executorCalls: s.pass,
    noFly: s.addedNoFly,
    corrections: s.correctionCount,
  };
}
