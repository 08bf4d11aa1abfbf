/**
 * The seam between the controller and a stage's medium loop. A DRAFT stage node hands the
 * StageRunner what the stage needs and gets back the GGS's FinalResult, the artifacts it made,
 * and what happened on the way (loss history, blocker, cost). The runner runs the medium-loop
 * subgraph with the stage's planning tools; the controller never sees tools or subtasks.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type {
  Availability,
  FinalResult,
  GoalReading,
  Infeasibility,
  InteractionPolicy,
  Loss,
  PatternSpec,
  PlanOutline,
  Roadmap,
  Schedule,
  TaskSpec,
} from "../contracts/index.js";
import type { CompiledMediumLoop } from "../../graphs/medium-loop/index.js";
import type { ApprovedSubtype } from "../planning/patterns.js";
import type { NoFlyEntry, SubtaskBlocker } from "../roles/executor.js";

export type DraftStage = "DRAFT_OUTLINE" | "DRAFT_ROADMAP" | "DRAFT_SCHEDULE";

export interface BusyBlock {
  start: string;
  end: string;
  title?: string;
}

export interface StageArtifacts {
  pattern?: PatternSpec | null;
  outline?: PlanOutline | null;
  roadmap?: Roadmap | null;
  schedule?: Schedule | null;
}

export interface StageRequest {
  threadId: string;
  stage: DraftStage;
  /** How many times this stage has run before in this thread (0 first); part of idempotency scopes. */
  attempt: number;
  taskSpec: TaskSpec;
  /**
   * The thread's GoalReading: the outline's items, rhythm, lengths, level and effort come from it
   * (and `availability` is derived from it). Absent only for callers that plan from a TaskSpec alone.
   */
  reading?: GoalReading | null;
  availability: Availability;
  policy: InteractionPolicy;
  /** ISO-8601 "now" the plan is made against. */
  now: string;
  timezone: string;
  /** Artifacts of earlier stages (the outline stage gets none; the schedule stage gets pattern, outline, roadmap). */
  artifacts: StageArtifacts;
  /** Subtypes approved through RFCs (taxonomy table). */
  approvedSubtypes: ApprovedSubtype[];
  /** External busy blocks the schedule must avoid. */
  calendar: BusyBlock[];
  /** Change requests ("propose changes: …") aimed at this stage, oldest first. */
  feedback: string[];
  /**
   * A pattern the person decided (RFC rejected → nearest canonical subtype; RFC approved → the
   * approved subtype). When set, the outline stage must use it instead of selecting again.
   */
  fixedPattern?: PatternSpec | null;
  /** Whether PatternSelector may propose new subtypes (flag ALLOW_NEW_SUBTYPE_PROPOSALS). */
  allowProposals: boolean;
  /** Executor refusals recorded so far (ADR-0079), carried across stage retries. */
  noFly: NoFlyEntry[];
  /** What has been spent so far, so a model-backed stage's budget starts from the checkpoint's truth. */
  spend?: StageSpend;
}

export interface StageSpend {
  /** What the thread has spent so far (counters.costUsd). */
  sessionUsd: number;
  /** Spent since the person last replied (counters.turnCostUsd). */
  turnUsd: number;
  /** Spent today across sessions (SpendPort), 0 when unknown. */
  dailyUsd: number;
}

/** A hard spend cap refused a model call inside the stage: the controller stops the run with it. */
export interface StageStop {
  code: "SESSION_BUDGET" | "DAILY_BUDGET";
  message: string;
}

export interface LossPoint {
  stage: DraftStage;
  round: number;
  transition: string;
  loss: Loss;
  grad_l: number;
}

export interface StageResult {
  /** The GGS's verdict on the stage: accept | success | abandon. null only with a blocker. */
  final: FinalResult | null;
  /** Artifacts produced (on accept/success; on abandon whatever partial artifact exists). */
  artifacts: StageArtifacts;
  /** A subtask that needs a person; the controller pauses with a `blocker` interrupt. */
  blocker: SubtaskBlocker | null;
  /** "prev→current" per GGS decision, e.g. "init→change_path". */
  directiveHistory: string[];
  lossHistory: LossPoint[];
  executorCalls: number;
  /** Active time spent in the stage's loop. */
  elapsedMs: number;
  /** Model spend of the stage (0 offline). */
  costUsd: number;
  /** Parts of the composite confidence (phase7 §6) for the stage's artifact. */
  confidence: { model: number; rules: number; heuristics: number };
  /** Rule violations left on the artifact (GrammarValidator / feasibility), as "rule: message". */
  violations: string[];
  /** Set when the schedule cannot be made feasible (the structured reason). */
  infeasible: Infeasibility | null;
  noFly: NoFlyEntry[];
  /** Set when a spend cap stopped the stage (never offline). */
  stop?: StageStop | null;
}

export interface StageRunner {
  /**
   * Run the stage's medium loop. `config` is the calling node's config so the subgraph
   * checkpoints under the node (a crash mid-loop resumes the loop, not the stage).
   */
  run(request: StageRequest, config?: LangGraphRunnableConfig): Promise<StageResult>;
  /**
   * The compiled medium loop `run` invokes (compiled once), when it runs one: the planner declares
   * it as the subgraph of its draftStage node, so Studio and getGraph({ xray: true }) can open it.
   */
  readonly mediumLoop?: CompiledMediumLoop;
}
