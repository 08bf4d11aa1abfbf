/**
 * What the Goal Gradient Solver remembers between rounds of one task, and how params and
 * memory handed back by a caller are validated. Memory is plain JSON so it can live in a
 * LangGraph checkpoint (DESIGN §2): a restart or another replica continues the gradient exactly.
 */
import { z } from "zod";
import { PrevDirective } from "../contracts/index.js";
import { parseContract } from "../contracts/parse.js";
import { DEFAULT_GGS_PARAMS, GgsParamsSchema, type GgsParams } from "../config.js";

export const GgsMemorySchema = z.object({
  L_prev: z.number().nullable().describe("L of the previous round; null before the first round (∇L = 0 then)"),
  worseningCount: z.number().int().nonnegative().describe("Consecutive rounds with ∇L > ε (Law 2)"),
  triedTargets: z.array(z.string()).describe("Accumulated blocked_targets for the task, first-seen order"),
  blockedTools: z.array(z.string()).describe("Accumulated blocked_tools for the task, first-seen order"),
  prevDirective: PrevDirective.describe('The previous emission\'s directive; "init" before the first round'),
  replans: z.number().int().nonnegative().describe("PlanDirectives already emitted for the task"),
});
export type GgsMemory = z.infer<typeof GgsMemorySchema>;

export function initialGgsMemory(): GgsMemory {
  return { L_prev: null, worseningCount: 0, triedTargets: [], blockedTools: [], prevDirective: "init", replans: 0 };
}

/** `undefined` means the task's first round; anything else must be memory this module produced. */
export function normaliseGgsMemory(memory: unknown): GgsMemory {
  if (memory === undefined) return initialGgsMemory();
  return parseContract("GgsMemory", GgsMemorySchema, memory);
}

/** Overrides on top of the v0.8 defaults; an out-of-range value is a ContractError naming it. */
export function resolveGgsParams(params: Partial<GgsParams> | undefined): GgsParams {
  if (params === undefined) return DEFAULT_GGS_PARAMS;
  return parseContract("GgsParams", GgsParamsSchema, { ...DEFAULT_GGS_PARAMS, ...params });
}

/** Union that keeps first-seen order, so directives stay stable and diffable across rounds. */
export function appendUnique(existing: readonly string[], additions: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of [...existing, ...additions]) {
    if (item === "" || seen.has(item)) continue;
    seen.add(item);
    out.push(item);
  }
  return out;
}
