/**
 * From the loop's end state to a StageResult.
 *
 * Loss history and the last attempt's artifact come from the bus messages the loop published
 * (plan_directive / final_result carry the loss; subtask_outcome carries each attempt's output):
 * the loop's state keeps only the newest round, and the bus is the record (DESIGN §2). The runner
 * wraps the bus to see what this run's nodes publish (the bus hands back the stored message on a
 * repeat, so a re-executed node reports the original); when the bus can also read history
 * (MessageBus.history), rounds published before a crash-and-resume are read back from it too.
 */
import type { BusMessage, BusMessageInput, FinalResult, Infeasibility, Loss } from "../contracts/index.js";
import type { BusPublisher, MessageBus } from "../bus/types.js";
import type { MediumLoopStateType } from "../../graphs/medium-loop/index.js";
import type { DraftStage, LossPoint, StageArtifacts, StageRequest, StageResult } from "./stage-runner.js";
import { isStageOutput, judgeStageOutput, type CheckEnv, type StageOutput } from "./criteria-checks.js";

/** Key prefix of one loop run's messages; mirrors graphs/medium-loop/bus-keys.ts ownerOf (scope is never empty here). */
export function loopKeyPrefix(taskId: string, scope: string): string {
  return `${taskId}/${scope}:`;
}

const HISTORY_PAGE = 1000;

/** A BusPublisher that remembers the stored messages of one loop run (by idem key). */
export class LoopRecorder implements BusPublisher {
  private readonly seen = new Map<string, BusMessage>();
  constructor(
    private readonly inner: BusPublisher,
    private readonly prefix: string,
  ) {}

  async publish(input: BusMessageInput): Promise<BusMessage> {
    const stored = await this.inner.publish(input);
    if (stored.idem_key.startsWith(this.prefix)) this.seen.set(stored.idem_key, stored);
    return stored;
  }

  /** This run's messages, plus earlier ones of the same loop from the bus history when it has one. */
  async messages(threadId: string): Promise<BusMessage[]> {
    const all = new Map(this.seen);
    const history = (this.inner as Partial<MessageBus>).history;
    // A run that started fresh published every round itself; only a resumed run (whose earlier
    // rounds' nodes did not re-execute) has gaps to fill from the history, which costs a scan.
    const rounds = new Set([...this.seen.values()].map(roundOf));
    const maxRound = Math.max(0, ...rounds);
    const complete = maxRound > 0 && Array.from({ length: maxRound }, (_, i) => i + 1).every((r) => rounds.has(r));
    if (typeof history === "function" && !complete) {
      for (let after = 0; ; ) {
        const page = await history.call(this.inner, threadId, after, HISTORY_PAGE);
        for (const m of page) if (m.idem_key.startsWith(this.prefix) && !all.has(m.idem_key)) all.set(m.idem_key, m);
        if (page.length < HISTORY_PAGE) break;
        after = page[page.length - 1]!.seq;
      }
    }
    return [...all.values()].sort((a, b) => roundOf(a) - roundOf(b) || a.seq - b.seq);
  }
}

export function roundOf(m: BusMessage): number {
  const r = /:r(\d+):/.exec(m.idem_key);
  return r ? Number(r[1]) : 0;
}

export function lossHistoryFrom(stage: DraftStage, messages: readonly BusMessage[]): LossPoint[] {
  return messages
    .filter((m) => m.type === "plan_directive" || m.type === "final_result")
    .map((m) => {
      const p = m.payload as { loss: Loss; grad_l: number; prev_directive: string; directive: string };
      return { stage, round: roundOf(m), transition: `${p.prev_directive}→${p.directive}`, loss: p.loss, grad_l: p.grad_l };
    });
}

/** The newest attempt that produced an artifact (abandon carries no output of its own). */
export function lastAttemptOutput(messages: readonly BusMessage[]): StageOutput | null {
  for (const m of [...messages].reverse()) {
    if (m.type !== "subtask_outcome") continue;
    const out = (m.payload as { output?: unknown }).output;
    if (isStageOutput(out) && Object.values(out.artifacts).some((a) => a !== null && a !== undefined)) return out;
  }
  return null;
}

/** accept: the merged output; success: the matched (else last) subtask output GGS reported. */
function outputOfFinal(final: FinalResult | null): StageOutput | null {
  if (!final || final.directive === "abandon") return null;
  if (isStageOutput(final.output)) return final.output;
  const outputs = (final.output as { outputs?: Array<{ status: string; output: unknown }> } | null)?.outputs ?? [];
  const candidates = outputs.filter((o) => isStageOutput(o.output));
  const chosen = candidates.find((o) => o.status === "matched") ?? candidates[candidates.length - 1];
  return chosen ? (chosen.output as StageOutput) : null;
}

export function buildStageResult(args: {
  request: StageRequest;
  state: MediumLoopStateType;
  messages: BusMessage[];
  env: CheckEnv;
}): StageResult {
  const { request, state, messages, env } = args;
  const final = state.final ?? null;
  const output = outputOfFinal(final) ?? (state.blocker ? null : lastAttemptOutput(messages));
  const judged = output ? judgeStageOutput(request.stage, output, env) : null;
  const artifacts: StageArtifacts = output ? { ...output.artifacts } : {};
  const violations = [...(judged?.violations ?? [])];
  if (state.exit === "round_cap") violations.push(`round_cap: the medium loop stopped after ${state.round} rounds before the GGS decided`);
  return {
    final,
    artifacts,
    blocker: state.blocker ?? null,
    directiveHistory: [...state.directiveHistory],
    lossHistory: lossHistoryFrom(request.stage, messages),
    executorCalls: state.executorCalls,
    elapsedMs: state.elapsedMs,
    costUsd: 0,
    confidence: { model: output?.error ? 0 : (output?.confidence ?? 0), rules: judged?.rules ?? 0, heuristics: judged?.coverage ?? 0 },
    violations,
    infeasible: infeasibilityOf(request.stage, artifacts, final),
    noFly: [...state.noFly],
  };
}

/**
 * Why the stage cannot produce a feasible artifact as asked, when the artifact says so: the
 * schedule's own infeasibility, or a roadmap none of whose options fits (the work needs more
 * days than the deadline leaves). The controller escalates these instead of aborting.
 */
function infeasibilityOf(stage: DraftStage, artifacts: StageArtifacts, final: FinalResult | null): Infeasibility | null {
  if (stage === "DRAFT_SCHEDULE") {
    const schedule = artifacts.schedule;
    if (schedule?.infeasible) return schedule.infeasible;
    // Abandoned with work left over: say what did not fit, not what the GGS computed.
    if (final?.directive === "abandon" && schedule && schedule.unplaced.length > 0) {
      const missing = schedule.unplaced.reduce((n, u) => n + u.count, 0);
      return {
        code: "UNPLACED_WORK",
        reason: `${missing} session(s) could not be placed in the allowed time before the deadline: ${schedule.unplaced
          .slice(0, 3)
          .map((u) => `${u.task_id} (${u.reason})`)
          .join("; ")}`,
        details: { unplaced: schedule.unplaced.slice(0, 20), capacity_minutes: schedule.capacity_minutes },
      };
    }
    return null;
  }
  const roadmap = artifacts.roadmap;
  if (stage !== "DRAFT_ROADMAP" || !roadmap || final?.directive !== "abandon") return null;
  if (roadmap.options_tried.some((o) => o.feasible)) return null;
  return {
    code: "ROADMAP_INFEASIBLE",
    reason: `no roadmap fits the deadline: ${roadmap.rationale}`,
    details: { options: roadmap.options_tried.map((o) => ({ variant: o.variant, finish: o.finish })) },
  };
}
