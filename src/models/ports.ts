/**
 * Thin adapters from the model-backed functions to the role ports the medium loop consumes
 * (ExecutorPort, SolverPort, AgentValidatorPort, MergerPort, PlannerPort). They hold no logic
 * of their own beyond turning a typed model failure into what each port's contract expects.
 */
import type { CriterionVerdict, ExecutionResult, SubTask, ToolResult } from "../contracts/index.js";
import { GoalgraphError } from "../errors.js";
import { failAllVerdicts, type AgentValidatorPort } from "../roles/agent-validator.js";
import type { ExecutorPort, ExecutorRequest, ExecutorTranscript } from "../roles/executor.js";
import type { MergerPort } from "../roles/meta-validator.js";
import type { PlannerPort, PlanRequest } from "../roles/planner.js";
import type { SolverPort } from "../roles/solver.js";
import type { ToolDefinition } from "../tools/types.js";
import type { ModelFailure } from "./errors.js";
import { runExecutorReact, type ModelTranscript } from "./executor-react.js";
import { judgePlausibleCriteria, mergeAndVerify, planSubtasksWithModel } from "./roles.js";
import { routeExecutor } from "./router.js";
import { solveWithModel, type ModelSolverVerdict } from "./solver.js";
import type { ModelContext } from "./structured.js";

/** A model-backed role failed where the port contract has no failure value (the planner); the medium loop catches it. */
export class ModelRoleError extends GoalgraphError {
  readonly failure: ModelFailure;
  constructor(role: string, f: ModelFailure) {
    super(f.code, `${role}: ${f.message}`, { status: 502, details: { failure_class: f.failure_class, model: f.model, cost_usd: f.cost_usd } });
    this.failure = f;
  }
}

export function isModelRoleError(e: unknown): e is ModelRoleError {
  return e instanceof ModelRoleError;
}

export interface ExecutorPortOptions {
  /** The registry subset a subtask may use. */
  toolsFor(subtask: SubTask): readonly ToolDefinition[];
  runTool(name: string, input: unknown): Promise<ToolResult>;
  /** Called after every pass (trace cost_delta, usage). */
  onPass?(t: ModelTranscript, request: ExecutorRequest): void;
}

/**
 * Routes each pass per unit type and tier, skipping models on the no-fly list. When routing
 * has nothing left, the pass is a "BLOCKER:" transcript so the solver's fast path pauses the unit.
 */
export function modelExecutorPort(ctx: ModelContext, opts: ExecutorPortOptions): ExecutorPort {
  return {
    async execute(request: ExecutorRequest): Promise<ExecutorTranscript> {
      const { subtask } = request;
      const route = routeExecutor(ctx.provider, { unitType: subtask.tool ?? "default", unit: subtask.intent, tier: request.tier, noFly: request.noFly });
      if (route.kind === "blocker") return { text: `BLOCKER: need operator input: ${route.reason}`, tool_calls: [], output: null, model: "none" };
      const t = await runExecutorReact(ctx, { model: route.model, subtask, corrections: request.corrections, tools: opts.toolsFor(subtask), runTool: opts.runTool, turnLimit: request.turnLimit });
      opts.onPass?.(t, request);
      return t;
    },
  };
}

export function modelSolverPort(ctx: ModelContext, onVerdict?: (v: ModelSolverVerdict) => void): SolverPort {
  return {
    async classify(transcript) {
      const v = await solveWithModel(ctx, transcript, { unit: "(see transcript)" });
      onVerdict?.(v);
      return { classification: v.classification, evidence: v.evidence };
    },
  };
}

/** Verifiable criteria go to the code checker; plausible ones to the model. A model failure fails them as environmental. */
export function modelValidatorPort(ctx: ModelContext, verifiable: AgentValidatorPort): AgentValidatorPort {
  return {
    async validate(subtask: SubTask, result: ExecutionResult): Promise<CriterionVerdict[]> {
      const plausible = subtask.success_criteria.filter((c) => c.mode === "plausible");
      const coded = subtask.success_criteria.some((c) => c.mode === "verifiable") ? await verifiable.validate(subtask, result) : [];
      if (plausible.length === 0) return coded;
      const r = await judgePlausibleCriteria(ctx, subtask, result.output, plausible);
      const judged = r.ok ? r.value : failAllVerdicts(plausible, "environmental", `${r.code}: ${r.message}`);
      return [...coded.filter((v) => v.mode === "verifiable"), ...judged];
    },
  };
}

export function modelMergerPort(ctx: ModelContext): MergerPort {
  return {
    async merge(input) {
      const r = await mergeAndVerify(ctx, input);
      if (r.ok) return r.value;
      return { ok: false, merged_output: null, verdicts: failAllVerdicts(input.task_criteria, "environmental", `${r.code}: ${r.message}`) };
    },
  };
}

export function modelPlannerPort(ctx: ModelContext, tools: ReadonlyArray<{ name: string; description: string }>): PlannerPort {
  return {
    async plan(request: PlanRequest): Promise<unknown[]> {
      const r = await planSubtasksWithModel(ctx, { task: request.task, directive: request.directive, mustNots: request.mustNots, tools, previousPlan: request.previousPlan });
      if (!r.ok) throw new ModelRoleError("planner", r);
      return r.value;
    },
  };
}
