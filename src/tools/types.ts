/**
 * The tool seam (phase7 §5): every tool has zod input/output, the artifacts it needs
 * (`prerequisites`) and the artifacts it makes (`produces`), and returns a ToolResult.
 * The ToolExecutor (src/tools/executor.ts) checks inputs and prerequisites before running,
 * turns exceptions into ToolResult errors, and caches per session.
 */
import type { z } from "zod";
import type { InteractionPolicy, ToolResult } from "../contracts/index.js";

/** Names of artifacts tools consume and produce (keys of ToolContext.artifacts). */
export type ArtifactName =
  | "task_spec"
  | "availability"
  | "pattern"
  | "outline"
  | "dependencies"
  | "validation"
  | "roadmap"
  | "schedule"
  | "portfolio";

export interface ToolContext {
  /** Cache scope: one planning session (thread). */
  sessionId: string;
  policy: InteractionPolicy;
  /** Model id that backs the tool ("offline" for the deterministic planner); part of the cache key. */
  modelId: string;
  /** ISO-8601 "now" the plan is made against (never Date.now() inside a tool). */
  now: string;
  timezone: string;
  /** Artifacts available so far; prerequisites are checked against these keys. */
  artifacts: Partial<Record<ArtifactName, unknown>>;
}

export interface ToolDefinition<I = any, O = any> {
  name: string;
  description: string;
  /** Controller stage whose medium loop uses it (for routing and docs). */
  stage: string;
  input: z.ZodType<I>;
  output: z.ZodType<O>;
  prerequisites: ArtifactName[];
  produces: ArtifactName[];
  run(input: I, ctx: ToolContext): Promise<ToolResult<O>> | ToolResult<O>;
}
