/**
 * Contracts between the roles R1–R7 (seeds mvp-roles v0.7 carries the shapes, v0.8 the GGS
 * changes, DESIGN.md §3 the decisions on open points). Types come from the schemas.
 *
 * Where we add a field the seeds do not have, its `.describe()` says why.
 */
import { z } from "zod";

export const Iso = z.string().describe("ISO-8601 date-time (or date) string");

export const CriterionMode = z.enum(["verifiable", "plausible"]);
export type CriterionMode = z.infer<typeof CriterionMode>;

export const Criterion = z.object({
  criterion: z.string().min(1).describe("A single independently falsifiable check"),
  mode: CriterionMode.describe("verifiable: checked by code or a rule; plausible: judged"),
});
export type Criterion = z.infer<typeof Criterion>;

export const FailureClass = z.enum(["logical", "environmental"]);
export type FailureClass = z.infer<typeof FailureClass>;

/** R1 → R2. TaskSpec carries no success criteria (R2 derives them). */
export const TaskSpec = z.object({
  task_id: z.string().min(1),
  intent: z.string().describe("The goal, faithfully restated, not elaborated"),
  constraints: z.object({
    scope: z.string().nullable(),
    deadline: Iso.nullable().describe("Resolved absolute deadline, or null when the goal gives none"),
    timezone: z.string().optional().describe("IANA zone the deadline and availability are expressed in (our addition)"),
    availability: z
      .unknown()
      .optional()
      .describe("Typed availability constraints for the scheduler (see planning contracts' Availability; our addition)"),
  }),
  raw_input: z.string().describe("The user's text, verbatim"),
});
export type TaskSpec = z.infer<typeof TaskSpec>;

/** R2 → R3. subtask_id is always a UUID assigned in code; an id in model output is ignored. */
export const SubTask = z.object({
  subtask_id: z.uuid(),
  parent_task_id: z.string().min(1),
  intent: z.string(),
  success_criteria: z.array(Criterion).min(1),
  context: z.string(),
  deadline: Iso.nullable(),
  sequence: z.number().int().nonnegative(),
  tool: z.string().optional().describe("Registry name of the tool (or tool variant) R2 chose; checked against blocked_tools"),
  target: z.string().nullable().optional().describe("The concrete input the tool runs on; checked against blocked_targets"),
});
export type SubTask = z.infer<typeof SubTask>;

/** R2 → R4b. task_criteria live here; R4b reads them from the manifest, never from a model. */
export const DispatchManifest = z.object({
  task_id: z.string().min(1),
  subtask_ids: z.array(z.string()).min(1),
  task_criteria: z.array(Criterion),
  dispatched_at: Iso,
});
export type DispatchManifest = z.infer<typeof DispatchManifest>;

export const ToolCallRecord = z.object({
  tool: z.string(),
  target: z.string().nullable(),
  ok: z.boolean(),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecord>;

/** R3 → R4a. */
export const ExecutionResult = z.object({
  subtask_id: z.string(),
  status: z.enum(["completed", "failed"]),
  output: z.unknown(),
  tool_calls: z.array(z.string()).describe('Tool names, optionally "tool:target" (seed Q6: the name prefix is the tool)'),
  calls: z.array(ToolCallRecord).optional().describe("Structured form of tool_calls (our addition)"),
});
export type ExecutionResult = z.infer<typeof ExecutionResult>;

/** R4a → R3, one per failed criterion and attempt. */
export const CorrectionSignal = z.object({
  subtask_id: z.string(),
  attempt_number: z.number().int().positive(),
  failed_criterion: z.string(),
  failure_class: FailureClass,
  what_was_wrong: z.string(),
  what_to_do: z.string(),
});
export type CorrectionSignal = z.infer<typeof CorrectionSignal>;

export const CriterionVerdict = z.object({
  criterion: z.string(),
  mode: CriterionMode,
  verdict: z.enum(["pass", "fail"]),
  failure_class: FailureClass.nullable(),
  evidence: z.string(),
});
export type CriterionVerdict = z.infer<typeof CriterionVerdict>;

export const GapTrajectoryEntry = z.object({
  attempt: z.number().int().positive(),
  failed_criteria: z.array(z.object({ criterion: z.string(), failure_class: FailureClass })),
});
export type GapTrajectoryEntry = z.infer<typeof GapTrajectoryEntry>;

/** R4a → R4b. */
export const SubTaskOutcome = z.object({
  subtask_id: z.string(),
  parent_task_id: z.string(),
  status: z.enum(["matched", "failed"]),
  output: z.unknown(),
  failure_reason: z.string().nullable(),
  criteria_verdicts: z.array(CriterionVerdict),
  gap_trajectory: z.array(GapTrajectoryEntry),
  tools_used: z.array(z.string()).default([]).describe("Tool names the executor ran (our addition: GGS blocks these)"),
  targets_used: z.array(z.string()).default([]).describe("Targets the executor ran them on (our addition: GGS blocks these)"),
});
export type SubTaskOutcome = z.infer<typeof SubTaskOutcome>;

/** R4b → R7 on a gate failure or a task-criteria failure. */
export const ReplanRequest = z.object({
  kind: z.literal("replan_request").default("replan_request"),
  task_id: z.string().min(1),
  gap_summary: z.string(),
  failed_subtasks: z.array(z.string()),
  correction_count: z.number().int().nonnegative(),
  elapsed_ms: z.number().nonnegative(),
  outcomes: z.array(SubTaskOutcome),
  recommendation: z.enum(["replan", "abandon"]),
});
export type ReplanRequest = z.infer<typeof ReplanRequest>;

/**
 * R4b → R7 when every subtask matched and the merged result passed the task criteria
 * (the seeds name it but give no shape; this is ours).
 */
export const OutcomeSummary = z.object({
  kind: z.literal("outcome_summary").default("outcome_summary"),
  task_id: z.string().min(1),
  summary: z.string(),
  merged_output: z.unknown(),
  outcomes: z.array(SubTaskOutcome),
  correction_count: z.number().int().nonnegative().default(0),
  elapsed_ms: z.number().nonnegative(),
});
export type OutcomeSummary = z.infer<typeof OutcomeSummary>;

export const Loss = z.object({
  D: z.number().min(0).max(1),
  P: z.number().min(0).max(1),
  Omega: z.number().min(0).max(1),
  L: z.number(),
});
export type Loss = z.infer<typeof Loss>;

export const ActionDirective = z.enum(["refine", "change_path", "change_approach", "break_symmetry"]);
export type ActionDirective = z.infer<typeof ActionDirective>;
export const FinalDirective = z.enum(["accept", "success", "abandon"]);
export type FinalDirective = z.infer<typeof FinalDirective>;
export const MacroState = z.enum(["abandon", "success", "break_symmetry", "change_approach", "change_path", "refine"]);
export type MacroState = z.infer<typeof MacroState>;
export const PrevDirective = z.enum(["init", "accept", ...MacroState.options]);
export type PrevDirective = z.infer<typeof PrevDirective>;

/** R7 → R2 on the four action macro-states (v0.8 shape + urgency + suggested_alternatives, DESIGN §3). */
export const PlanDirective = z.object({
  kind: z.literal("plan_directive").default("plan_directive"),
  task_id: z.string().min(1),
  loss: Loss,
  prev_directive: PrevDirective,
  directive: ActionDirective,
  blocked_tools: z.array(z.string()),
  blocked_targets: z.array(z.string()),
  failed_criterion: z.string(),
  failure_class: z.enum(["logical", "environmental", "mixed"]),
  budget_pressure: z.number().min(0).max(1).describe("Ω, for display"),
  grad_l: z.number(),
  urgency: z.enum(["low", "high"]).describe("From the ∇L sign: high when worsening (∇L > ε), else low"),
  suggested_alternatives: z.array(z.string()).optional(),
  replans: z.number().int().nonnegative(),
  rationale: z.string(),
});
export type PlanDirective = z.infer<typeof PlanDirective>;

/** R7 → user: the sole emitter of final results (accept, success, abandon). */
export const FinalResult = z.object({
  kind: z.literal("final_result").default("final_result"),
  task_id: z.string().min(1),
  summary: z.string(),
  output: z.unknown(),
  loss: Loss,
  grad_l: z.number(),
  replans: z.number().int().nonnegative(),
  prev_directive: PrevDirective,
  directive: FinalDirective,
  rationale: z.string(),
});
export type FinalResult = z.infer<typeof FinalResult>;

/** R5 entries (the seeds name them; the shape is ours). */
export const MemoryEntry = z.object({
  id: z.string(),
  kind: z.enum(["must_not", "success", "failure", "calibration"]),
  task_type: z.string().describe("What kind of task this applies to, e.g. a stage or pattern type"),
  text: z.string().min(1).max(4000),
  tool: z.string().nullable().default(null).describe("For must_not: the tool that must not be used"),
  target: z.string().nullable().default(null).describe("For must_not: the target that must not be used"),
  tags: z.array(z.string()).default([]),
  source_thread_id: z.string().nullable().default(null),
  created_at: Iso,
});
export type MemoryEntry = z.infer<typeof MemoryEntry>;

export const AnomalyKind = z.enum([
  "boundary_violation",
  "drift",
  "convergence_failure",
  "ggs_thrashing",
  "executor_refusal",
]);
export type AnomalyKind = z.infer<typeof AnomalyKind>;

/** R6 → operator. The Auditor publishes nothing else. */
export const AuditReport = z.object({
  id: z.string(),
  thread_id: z.string(),
  anomaly: AnomalyKind,
  severity: z.enum(["info", "warning", "critical"]),
  summary: z.string(),
  evidence: z.object({
    message_ids: z.array(z.string()).describe("Bus message ids that show the anomaly"),
    details: z.record(z.string(), z.unknown()).default({}),
  }),
  at: Iso,
});
export type AuditReport = z.infer<typeof AuditReport>;
