/** Every contract schema, and its JSON Schema for docs and model tools. */
import type { z } from "zod";
import * as roles from "./roles.js";
import * as planning from "./planning.js";
import * as bus from "./bus.js";
import * as goalReading from "./goal-reading.js";
import { contractJsonSchema } from "./parse.js";

export * from "./roles.js";
export * from "./planning.js";
export * from "./bus.js";
export * from "./goal-reading.js";
export { parseContract, tryParseContract, contractJsonSchema, issuesOf } from "./parse.js";

/** Named contract schemas (the ones other systems see). */
export const contracts = {
  TaskSpec: roles.TaskSpec,
  SubTask: roles.SubTask,
  DispatchManifest: roles.DispatchManifest,
  ExecutionResult: roles.ExecutionResult,
  CorrectionSignal: roles.CorrectionSignal,
  SubTaskOutcome: roles.SubTaskOutcome,
  ReplanRequest: roles.ReplanRequest,
  OutcomeSummary: roles.OutcomeSummary,
  PlanDirective: roles.PlanDirective,
  FinalResult: roles.FinalResult,
  MemoryEntry: roles.MemoryEntry,
  AuditReport: roles.AuditReport,
  PatternSpec: planning.PatternSpec,
  InteractionPolicy: planning.InteractionPolicy,
  ToolResult: planning.ToolResult,
  TraceEntry: planning.TraceEntry,
  AdaptationLogEntry: planning.AdaptationLogEntry,
  Availability: planning.Availability,
  PlanOutline: planning.PlanOutline,
  Roadmap: planning.Roadmap,
  Schedule: planning.Schedule,
  GoalReading: goalReading.GoalReading,
  GoalReadingDelta: goalReading.GoalReadingDelta,
  BusMessage: bus.BusMessage,
} satisfies Record<string, z.ZodType>;

export type ContractName = keyof typeof contracts;

let cached: Record<ContractName, Record<string, unknown>> | undefined;

/** JSON Schema of every named contract (computed once). */
export function contractJsonSchemas(): Record<ContractName, Record<string, unknown>> {
  cached ??= Object.fromEntries(
    Object.entries(contracts).map(([name, schema]) => [name, contractJsonSchema(schema)]),
  ) as Record<ContractName, Record<string, unknown>>;
  return cached;
}
