/**
 * Which role may send which message type to which role — the seeds' contracts as data. The bus
 * stores off-table messages anyway (the Auditor reports them as boundary violations); strict
 * mode (`createMessageBus(..., { strictRoutes: true })`) rejects them with a RouteError instead.
 */
import type { MessageType, RoleName } from "../contracts/index.js";

export interface Route {
  from: RoleName;
  to: RoleName;
  type: MessageType;
  /** Where the route comes from. */
  source: string;
}

const r = (from: RoleName, type: MessageType, to: RoleName, source: string): Route => ({ from, to, type, source });

export const ALLOWED_ROUTES: readonly Route[] = Object.freeze([
  // Medium loop (mvp-roles v0.7/v0.8 contracts).
  r("R1_perceiver", "task_spec", "R2_planner", "R1 contract"),
  r("R2_planner", "subtask", "R3_executor", "R2 contract"),
  r("R2_planner", "dispatch_manifest", "R4b_meta_validator", "R2 contract"),
  r("R7_ggs", "plan_directive", "R2_planner", "R7 contract (v0.8)"),
  r("R7_ggs", "final_result", "user", "R7 contract (v0.8): sole emitter of FinalResult"),
  r("R4b_meta_validator", "replan_request", "R7_ggs", "R4b contract"),
  r("R4b_meta_validator", "outcome_summary", "R7_ggs", "R7 contract (v0.8)"),
  // Fast loop, with ADR-0079's solver pass between executor and agent-validator.
  r("R3_executor", "execution_result", "R4a_agent_validator", "R3 contract"),
  r("R3_executor", "execution_result", "R3_solver", "ADR-0079: the solver classifies the executor's turn"),
  r("R3_solver", "solver_verdict", "R4a_agent_validator", "ADR-0079"),
  r("R4a_agent_validator", "correction_signal", "R3_executor", "R4a contract"),
  r("R4a_agent_validator", "subtask_outcome", "R4b_meta_validator", "R4a contract"),
  // Shared memory: only metaagent roles (R2, R4b) may query or write (v0.7 R5).
  r("R2_planner", "memory_query", "R5_memory", "R5: metaagent roles only"),
  r("R2_planner", "memory_write", "R5_memory", "R5: metaagent roles only"),
  r("R4b_meta_validator", "memory_query", "R5_memory", "R5: metaagent roles only"),
  r("R4b_meta_validator", "memory_write", "R5_memory", "R5: metaagent roles only"),
  r("R5_memory", "memory_result", "R2_planner", "R5"),
  r("R5_memory", "memory_result", "R4b_meta_validator", "R5"),
  // The Auditor publishes audit reports to the operator and nothing else.
  r("R6_auditor", "audit_report", "operator", "R6: lateral observer"),
  // R7 "logs loss breakdown and gradient to the bus (Auditor visibility)".
  r("R7_ggs", "trace", "operator", "R7 skills (v0.7)"),
  // Outer loop (controller, phase7) and the person.
  r("controller", "interrupt", "user", "DESIGN §2 interrupts"),
  r("user", "reply", "controller", "DESIGN §3 reply grammar"),
  r("controller", "stage_change", "operator", "phase7 controller"),
  r("controller", "trace", "operator", "phase7 §7 trace"),
  r("controller", "adaptation", "operator", "phase7 AdaptationLogEntry"),
]);

const key = (from: string, to: string, type: string) => `${from}\u0000${to}\u0000${type}`;
const ALLOWED = new Set(ALLOWED_ROUTES.map((x) => key(x.from, x.to, x.type)));

export function isRouteAllowed(from: RoleName, to: RoleName, type: MessageType): boolean {
  return ALLOWED.has(key(from, to, type));
}
