/**
 * R2 Planner helpers: the MUST NOT set (memory ∪ blocked_tools ∪ blocked_targets), the code
 * plan validator that enforces it (seed invariants: a plan cannot reuse a blocked tool, target
 * or memory MUST NOT), and turning accepted drafts into SubTasks whose ids code assigns.
 * The planning itself sits behind PlannerPort (a model, the offline planner, or a bench policy).
 */
import { z } from "zod";
import { Criterion, type PlanDirective, type SubTask } from "../contracts/index.js";
import { issuesOf } from "../contracts/parse.js";

/** What R2's model proposes for one subtask. Any id it adds is ignored: code assigns ids. */
export const SubTaskDraft = z.object({
  intent: z.string().min(1).describe("What this subtask must achieve"),
  tool: z.string().min(1).describe("Registry name of the tool the subtask runs"),
  target: z.string().nullable().describe("The concrete input the tool runs on, or null"),
  success_criteria: z.array(Criterion).min(1).describe("Independently falsifiable checks for R4a"),
  context: z.string().default("").describe("What the executor needs to know"),
});
export type SubTaskDraft = z.infer<typeof SubTaskDraft>;

/** A memory-sourced MUST NOT. Entries naming neither tool nor target are advice only (in the prompt). */
export interface MemoryMustNot {
  tool: string | null;
  target: string | null;
  text: string;
}

export interface MustNotSet {
  tools: string[];
  targets: string[];
  memory: MemoryMustNot[];
}

/** The task a medium loop plans for (a stage of the controller, or a bench scenario). */
export interface PlanningTask {
  task_id: string;
  intent: string;
  context: string;
  task_criteria: Criterion[];
  deadline?: string | null;
}

export interface PlanRequest {
  task: PlanningTask;
  /** The GGS directive of the previous round; null on the first round. */
  directive: PlanDirective | null;
  mustNots: MustNotSet;
  /** 1-based round number being planned. */
  round: number;
  /** The last non-empty plan proposed (for refine/change_path, which keep the tool). */
  previousPlan: SubTaskDraft[];
}

/** R2 seam. Return [] when nothing admissible is left: the round then fails without execution. */
export interface PlannerPort {
  plan(request: PlanRequest): Promise<unknown[]> | unknown[];
}

export type PlanViolation =
  | { kind: "invalid_draft"; index: number; message: string }
  | { kind: "empty_plan"; message: string }
  | { kind: "blocked_tool"; index: number; tool: string; message: string }
  | { kind: "blocked_target"; index: number; target: string; message: string }
  | { kind: "memory_must_not"; index: number; tool: string; target: string | null; message: string };

export type PlanValidation = { ok: true; drafts: SubTaskDraft[] } | { ok: false; violations: PlanViolation[] };

/** MUST NOT = memory ∪ GGS blocked_tools ∪ GGS blocked_targets (v0.8 R2). */
export function buildMustNotSet(memory: readonly MemoryMustNot[], directive: PlanDirective | null): MustNotSet {
  return {
    tools: [...new Set(directive?.blocked_tools ?? [])],
    targets: [...new Set(directive?.blocked_targets ?? [])],
    memory: [...memory],
  };
}

function memoryViolation(draft: SubTaskDraft, entry: MemoryMustNot): boolean {
  if (entry.tool !== null) return entry.tool === draft.tool && (entry.target === null || entry.target === draft.target);
  return entry.target !== null && entry.target === draft.target;
}

/**
 * The code plan validator. Tool names match exactly (DESIGN §3 Q6); targets match exactly.
 * Every violation is reported, not just the first, so the rejection explains itself.
 */
export function validatePlan(raw: readonly unknown[], mustNots: MustNotSet): PlanValidation {
  const violations: PlanViolation[] = [];
  if (raw.length === 0) return { ok: false, violations: [{ kind: "empty_plan", message: "the planner proposed no subtasks" }] };
  const drafts: SubTaskDraft[] = [];
  raw.forEach((item, index) => {
    const parsed = SubTaskDraft.safeParse(item);
    if (!parsed.success) {
      const first = issuesOf(parsed.error)[0];
      violations.push({ kind: "invalid_draft", index, message: `draft ${index}: ${first?.path || "(root)"}: ${first?.message ?? "invalid"}` });
      return;
    }
    const d = parsed.data;
    drafts.push(d);
    if (mustNots.tools.includes(d.tool)) {
      violations.push({ kind: "blocked_tool", index, tool: d.tool, message: `draft ${index} uses blocked tool "${d.tool}"` });
    }
    if (d.target !== null && mustNots.targets.includes(d.target)) {
      violations.push({ kind: "blocked_target", index, target: d.target, message: `draft ${index} uses blocked target "${d.target}"` });
    }
    for (const entry of mustNots.memory) {
      if (memoryViolation(d, entry)) {
        violations.push({ kind: "memory_must_not", index, tool: d.tool, target: d.target, message: `draft ${index} matches memory MUST NOT: ${entry.text}` });
      }
    }
  });
  return violations.length === 0 ? { ok: true, drafts } : { ok: false, violations };
}

/** Accepted drafts → SubTasks. Ids come from `newId` (UUID v4), never from the draft. */
export function materializeSubTasks(
  drafts: readonly SubTaskDraft[],
  opts: { taskId: string; deadline: string | null; newId: () => string },
): SubTask[] {
  return drafts.map((d, sequence) => ({
    subtask_id: opts.newId(),
    parent_task_id: opts.taskId,
    intent: d.intent,
    success_criteria: d.success_criteria,
    context: d.context,
    deadline: opts.deadline,
    sequence,
    tool: d.tool,
    target: d.target,
  }));
}

/** Why a round produced no executable plan; R4b turns it into a failed round (no execution). */
export interface PlanRejection {
  round: number;
  /** logical for an inadmissible or empty plan; environmental when the planner itself failed (bad reply, outage). */
  failure_class: "logical" | "environmental";
  reason: string;
  violations: PlanViolation[];
}

export function rejectionReason(violations: readonly PlanViolation[]): string {
  return `plan rejected: ${violations.map((v) => v.message).join("; ")}`;
}
