/**
 * Medium-loop state: only what control needs (DESIGN §2), all plain JSON. Fields without a
 * reducer are last-value channels written by one sequential node at a time; the three fields
 * the parallel executeSubtask branches write (outcomes, noFly, executorCalls) have reducers.
 */
import { Annotation } from "@langchain/langgraph";
import type { DispatchManifest, FinalResult, OutcomeSummary, PlanDirective, ReplanRequest, SubTask, SubTaskOutcome } from "../../src/contracts/index.js";
import type { GgsMemory } from "../../src/ggs/index.js";
import type { NoFlyEntry, SubtaskBlocker } from "../../src/roles/executor.js";
import type { PlanRejection, PlanningTask, SubTaskDraft } from "../../src/roles/planner.js";

/** One subtask's fast-loop result, tagged with the round that produced it. */
export interface RoundOutcome {
  round: number;
  outcome: SubTaskOutcome;
  blocker: SubtaskBlocker | null;
  corrections: number;
}

export type MediumLoopExit = "final" | "blocker" | "round_cap";

/** Keeps only the newest round: a new round's first outcome drops the last round's, so state stays small. */
export function keepLatestRound(current: RoundOutcome[], update: RoundOutcome[]): RoundOutcome[] {
  const all = [...current, ...update];
  if (all.length === 0) return [];
  const latest = Math.max(...all.map((o) => o.round));
  return all.filter((o) => o.round === latest);
}

function appendNoFly(current: NoFlyEntry[], update: NoFlyEntry[]): NoFlyEntry[] {
  const out = [...current];
  for (const e of update) if (!out.some((x) => x.intent === e.intent && x.model === e.model)) out.push(e);
  return out;
}

export const MediumLoopState = Annotation.Root({
  /** The task being planned: id, intent, context and the task criteria R4b verifies against. Input. */
  task: Annotation<PlanningTask>,
  /** Idempotency scope for bus keys (e.g. "DRAFT_OUTLINE"); the controller sets one per stage. Input, optional. */
  scope: Annotation<string>({ reducer: (_c, u) => u, default: () => "" }),
  /** Task type for memory calibration (MUST NOT lookup). Input, optional. */
  taskType: Annotation<string>({ reducer: (_c, u) => u, default: () => "generic" }),
  /** Rounds planned so far (1-based once plan ran); guards the cycle with maxRounds. */
  round: Annotation<number>({ reducer: (_c, u) => u, default: () => 0 }),
  /** The GGS directive R2 plans against next; null before the first round and after a FinalResult. */
  directive: Annotation<PlanDirective | null>({ reducer: (_c, u) => u, default: () => null }),
  /** GGS memory (L_prev, worseningCount, blocked sets, prevDirective, replans); lives in the checkpoint. */
  ggsMemory: Annotation<GgsMemory | null>({ reducer: (_c, u) => u, default: () => null }),
  /** The current round's SubTasks ([] when the plan was rejected). */
  subtasks: Annotation<SubTask[]>({ reducer: (_c, u) => u, default: () => [] }),
  /** The last non-empty plan R2 proposed, for directives that keep the tool (refine, change_path). */
  lastDrafts: Annotation<SubTaskDraft[]>({ reducer: (_c, u) => u, default: () => [] }),
  /** The current round's DispatchManifest (task criteria for R4b); null when the plan was rejected. */
  manifest: Annotation<DispatchManifest | null>({ reducer: (_c, u) => u, default: () => null }),
  /** Why the current round has no executable plan, or null. */
  planRejection: Annotation<PlanRejection | null>({ reducer: (_c, u) => u, default: () => null }),
  /** Fast-loop results; parallel branches append, a newer round replaces older ones (keepLatestRound). */
  outcomes: Annotation<RoundOutcome[]>({ reducer: keepLatestRound, default: () => [] }),
  /** No-fly entries (intent, model) from executor refusals; appended, deduplicated, kept for the task. */
  noFly: Annotation<NoFlyEntry[]>({ reducer: appendNoFly, default: () => [] }),
  /** What R4b sent the GGS this round. */
  r4bReport: Annotation<ReplanRequest | OutcomeSummary | null>({ reducer: (_c, u) => u, default: () => null }),
  /** Cumulative active time of this loop (Ω's time term), by the injected clock. */
  elapsedMs: Annotation<number>({ reducer: (_c, u) => u, default: () => 0 }),
  /** Clock reading at the end of the previous sequential node; null before the loop started. */
  clockMark: Annotation<number | null>({ reducer: (_c, u) => u, default: () => null }),
  /** Executor passes across all rounds and subtasks; branches add their counts. */
  executorCalls: Annotation<number>({ reducer: (c, u) => c + u, default: () => 0 }),
  /** The GGS FinalResult (accept, success, abandon), or null while the loop runs. */
  final: Annotation<FinalResult | null>({ reducer: (_c, u) => u, default: () => null }),
  /** A subtask that needs a person (refusal at every tier, solver blocker); the controller pauses on it. */
  blocker: Annotation<SubtaskBlocker | null>({ reducer: (_c, u) => u, default: () => null }),
  /** "prev→current" per GGS emission, e.g. "init→change_path"; appended. */
  directiveHistory: Annotation<string[]>({ reducer: (c, u) => [...c, ...u], default: () => [] }),
  /** Why the loop stopped, or null while it runs. */
  exit: Annotation<MediumLoopExit | null>({ reducer: (_c, u) => u, default: () => null }),
});

export type MediumLoopStateType = typeof MediumLoopState.State;
export type MediumLoopUpdate = typeof MediumLoopState.Update;

/** The payload `Send` hands each executeSubtask branch. */
export interface ExecuteSubtaskInput {
  subtask: SubTask;
  round: number;
  taskId: string;
  scope: string;
  noFly: NoFlyEntry[];
}
