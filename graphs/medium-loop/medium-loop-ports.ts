/**
 * What the medium loop needs from the outside world, in two parts:
 *
 * - settings, fixed when the loop is compiled: the clock, K and the executor's step cap, GGS
 *   parameters, R5 memory, the round cap, the SubTask id generator and the GGS seam;
 * - ports, which may differ from run to run: the R2 planner policy, the R3 executor, the solver,
 *   the R4a validator, the R4b merger and the bus.
 *
 * A loop compiled with its ports (a standalone loop, the benchmark's simulated world) uses them
 * for every run. A loop compiled once for many runs — the planning StageRunner runs one per
 * DRAFT stage attempt, each with that stage's tools — is compiled without them and each run
 * hands its own through the run's config (`withMediumLoopPorts`). Ports are live objects, so
 * they never enter the checkpoint: whoever resumes a run (after a crash, in another process)
 * builds the same ports from the same checkpointed request and passes them again.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
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
import { MediumLoopError } from "./errors.js";

export type { AgentValidatorPort, ExecutorPort, MergerPort, PlannerPort, SolverPort };
export type { ExecutorRequest, ExecutorTranscript, NoFlyEntry, SubtaskBlocker, Tier, ToolCallTrace } from "../../src/roles/executor.js";
export type { MergeResult } from "../../src/roles/meta-validator.js";
export type { MemoryMustNot, MustNotSet, PlanRequest, PlanningTask, SubTaskDraft } from "../../src/roles/planner.js";
export type { SolverClassification, SolverVerdict } from "../../src/roles/solver.js";

/**
 * The loop's clocks. `nowMs` is monotonic and only ever used for durations (Ω's time term); it
 * means nothing as a date. `nowIso` is the wall clock for timestamps (the manifest's
 * dispatched_at); a clock without one (the benchmark's simulated time) leaves timestamps to the
 * system's wall clock. Inject simulated ones in tests and the benchmark.
 */
export interface Clock {
  nowMs(): number;
  nowIso?(): string;
}

/** A timestamp from the clock's wall time — never from its monotonic reading. */
export function wallTimeOf(clock: Clock): string {
  return clock.nowIso ? clock.nowIso() : new Date().toISOString();
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

/** Fixed when the loop is compiled. */
export interface MediumLoopSettings {
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

/** May differ per run (given at compile time, or per run through `withMediumLoopPorts`). */
export interface MediumLoopPorts {
  planner: PlannerPort;
  executor: ExecutorPort;
  /** Pinned solver pass; defaults to the deterministic ADR-0079 classifier. */
  solver?: SolverPort;
  validator: AgentValidatorPort;
  merger: MergerPort;
  bus: BusPublisher;
}

/** Everything a node of one run sees. */
export type MediumLoopDeps = MediumLoopSettings & MediumLoopPorts;

/** What the loop is compiled with: the settings, and the ports unless each run brings its own. */
export type MediumLoopBuild = MediumLoopSettings & Partial<MediumLoopPorts>;

/** The config key a run's ports travel under (a live object, never serialised). */
export const MEDIUM_LOOP_PORTS_KEY = "goalgraph_medium_loop_ports";

/** `config` with this run's ports, for a loop compiled without them. */
export function withMediumLoopPorts<C extends LangGraphRunnableConfig>(config: C, ports: MediumLoopPorts): C {
  return { ...config, configurable: { ...config.configurable, [MEDIUM_LOOP_PORTS_KEY]: ports } };
}

/** The deps a node runs with: the run's ports over the compiled ones; MediumLoopError when a port is missing. */
export function depsForRun(deps: MediumLoopBuild, config: LangGraphRunnableConfig | undefined): MediumLoopDeps {
  const given = config?.configurable?.[MEDIUM_LOOP_PORTS_KEY] as MediumLoopPorts | undefined;
  const d = given ? { ...deps, ...given } : deps;
  const missing = (["planner", "executor", "validator", "merger", "bus"] as const).filter((k) => d[k] === undefined);
  if (missing.length) throw new MediumLoopError(`the medium loop has no ${missing.join(", ")}: compile it with its ports or run it with withMediumLoopPorts(config, ports)`);
  return d as MediumLoopDeps;
}

export const DEFAULT_MAX_ROUNDS = 10;

/** Supersteps per round (plan, execute fan-out, metaValidate, solveGradient) plus slack. */
export function mediumLoopRecursionLimit(maxRounds: number = DEFAULT_MAX_ROUNDS): number {
  return maxRounds * 4 + 8;
}
