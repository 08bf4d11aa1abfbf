/**
 * What the medium loop needs from the outside world. The subgraph is generic over these ports so
 * the controller can run it for any stage (DRAFT_OUTLINE, DRAFT_ROADMAP, …) with that stage's
 * tool registry, and the benchmark can run the very same graph over a simulated world.
 */
import type { BusPublisher } from "../../src/bus/types.js";
import type { GgsParams } from "../../src/config.js";
import type { FinalResult, PlanDirective } from "../../src/contracts/index.js";
import type { GgsMemory } from "../../src/ggs/index.js";
import type { GgsRequestInput } from "../../src/ggs/index.js";
import type { AgentValidatorPort } from "../../src/roles/agent-validator.js";
import type { ExecutorPort } from "../../src/roles/executor.js";
import type { MergerPort } from "../../src/roles/meta-validator.js";
import type { MemoryMustNot, PlannerPort } from "../../src/roles/planner.js";
import type { SolverPort } from "../../src/roles/solver.js";

export type { AgentValidatorPort, ExecutorPort, MergerPort, PlannerPort, SolverPort };
export type { ExecutorRequest, ExecutorTranscript, NoFlyEntry, SubtaskBlocker, Tier, ToolCallTrace } from "../../src/roles/executor.js";
export type { MergeResult } from "../../src/roles/meta-validator.js";
export type { MemoryMustNot, MustNotSet, PlanRequest, PlanningTask, SubTaskDraft } from "../../src/roles/planner.js";
export type { SolverClassification, SolverVerdict } from "../../src/roles/solver.js";

/** Active-time clock in milliseconds. Inject a simulated one in tests and the benchmark. */
export interface Clock {
  nowMs(): number;
}

/** R5 as R2 sees it: MUST NOTs to calibrate with, and where R2 records an approach that failed. */
export interface MemoryPort {
  mustNots(taskType: string): Promise<MemoryMustNot[]> | MemoryMustNot[];
  recordFailedApproach(entry: {
    taskType: string;
    taskId: string;
    tool: string;
    directive: PlanDirective["directive"];
    reason: string;
    /** Same key for the same fact: a re-executed plan node must not write it twice. */
    idemKey: string;
  }): Promise<void> | void;
}

/** The GGS seam (src/ggs): injectable so the benchmark can ablate the directive for its baselines. */
export type EvaluateRound = (
  input: { request: GgsRequestInput; elapsedMs: number },
  memory: GgsMemory | undefined,
  params?: Partial<GgsParams>,
) => { emission: PlanDirective | FinalResult; memory: GgsMemory };

export interface MediumLoopDeps {
  planner: PlannerPort;
  executor: ExecutorPort;
  /** Pinned solver pass; defaults to the deterministic ADR-0079 classifier. */
  solver?: SolverPort;
  validator: AgentValidatorPort;
  merger: MergerPort;
  bus: BusPublisher;
  clock: Clock;
  ggsParams?: Partial<GgsParams>;
  /** K: R4a attempts per subtask (config caps.agentRetryK). */
  agentRetryK: number;
  /** Executor tool steps per pass (config caps.turnLimit). */
  turnLimit: number;
  memory?: MemoryPort;
  /** Safety net beyond the GGS budget: the loop stops after this many rounds (default 10). */
  maxRounds?: number;
  /** SubTask id generator; UUID v4 by default. */
  newId?: () => string;
  /** Defaults to src/ggs evaluateRound. */
  evaluateRound?: EvaluateRound;
}

export const DEFAULT_MAX_ROUNDS = 10;

/** Supersteps per round (plan, execute fan-out, metaValidate, solveGradient) plus slack. */
export function mediumLoopRecursionLimit(maxRounds: number = DEFAULT_MAX_ROUNDS): number {
  return maxRounds * 4 + 8;
}
