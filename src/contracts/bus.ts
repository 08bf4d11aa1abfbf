/**
 * The bus envelope: every inter-role message is one of these, appended durably before fan-out.
 * `seq` is per thread, gap-free and assigned by the store; `idem_key` makes a re-executed node's
 * publish a no-op.
 */
import { z } from "zod";
import { Iso } from "./roles.js";

export const RoleName = z.enum([
  "user",
  "controller",
  "R1_perceiver",
  "R2_planner",
  "R3_executor",
  "R3_solver",
  "R4a_agent_validator",
  "R4b_meta_validator",
  "R5_memory",
  "R6_auditor",
  "R7_ggs",
  "operator",
]);
export type RoleName = z.infer<typeof RoleName>;

export const MessageType = z.enum([
  "task_spec",
  "subtask",
  "dispatch_manifest",
  "execution_result",
  "solver_verdict",
  "correction_signal",
  "subtask_outcome",
  "replan_request",
  "outcome_summary",
  "plan_directive",
  "final_result",
  "memory_query",
  "memory_result",
  "memory_write",
  "audit_report",
  "stage_change",
  "trace",
  "adaptation",
  "interrupt",
  "reply",
]);
export type MessageType = z.infer<typeof MessageType>;

export const BusMessageInput = z.object({
  thread_id: z.string().min(1),
  from: RoleName,
  to: RoleName,
  type: MessageType,
  payload: z.unknown(),
  idem_key: z.string().min(1).max(512),
});
export type BusMessageInput = z.infer<typeof BusMessageInput>;

export const BusMessage = BusMessageInput.extend({
  id: z.string(),
  seq: z.number().int().positive(),
  at: Iso,
});
export type BusMessage = z.infer<typeof BusMessage>;
