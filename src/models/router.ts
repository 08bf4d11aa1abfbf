/**
 * Model routing (ADR-0079). Executors are routed per unit type and tier; the solver is pinned
 * and never routed — it has its own fallback chain, and when no model in it answers the result
 * is a synthesized `blocker`, never silent progress.
 *
 * Refusal escalation itself is the fast loop's (src/roles/executor.ts): it keeps the no-fly list
 * of (unit, model) entries in checkpointed state, a unit being the subtask intent (DESIGN §3).
 * Routing skips tiers that map to a model which already refused the unit: asking the same model
 * again is not an escalation (with a single GOALGRAPH_MODEL a refusal is therefore a blocker).
 */
import type { NoFlyEntry } from "../roles/executor.js";
import type { ModelFailure } from "./errors.js";
import type { ChatModelProvider } from "./provider.js";
import { TIERS, roleTier, tierRank, type Tier } from "./settings.js";

export function isNoFly(noFly: readonly NoFlyEntry[], unit: string, model: string): boolean {
  return noFly.some((e) => e.intent === unit && e.model === model);
}

export type ExecutorRoute = { kind: "model"; tier: Tier; model: string } | { kind: "blocker"; reason: string };

export interface RouteRequest {
  /** Tool name or stage of the subtask; GOALGRAPH_MODEL_UNIT_TIERS may raise its minimum tier. */
  unitType: string;
  /** The subtask intent (the no-fly key). */
  unit: string;
  /** The tier the fast loop asks for (after escalations). */
  tier: Tier;
  noFly: readonly NoFlyEntry[];
}

/** Executor model for a unit: the requested tier (at least the unit type's minimum), skipping models that refused it. */
export function routeExecutor(provider: ChatModelProvider, req: RouteRequest): ExecutorRoute {
  const floor = provider.settings.unitTiers[req.unitType] ?? roleTier(provider.settings, "executor");
  const start = Math.max(tierRank(req.tier), tierRank(floor));
  for (let i = start; i < TIERS.length; i++) {
    const tier = TIERS[i]!;
    const model = provider.modelFor(tier);
    if (!isNoFly(req.noFly, req.unit, model)) return { kind: "model", tier, model };
  }
  const refused = req.noFly.filter((e) => e.intent === req.unit).map((e) => e.model);
  return { kind: "blocker", reason: `every model from tier ${TIERS[start]} up has refused this unit (${[...new Set(refused)].join(", ") || "none"})` };
}

export interface PinnedAttempt {
  model: string;
  code: ModelFailure["code"];
  message: string;
}

export type PinnedOutcome<T> =
  | { ok: true; value: T; model: string; tried: PinnedAttempt[] }
  | { ok: false; tried: PinnedAttempt[]; stop: ModelFailure | null };

/**
 * Try the pinned solver chain in order. Any failure moves to the next model (an unreachable
 * model and one that cannot produce a valid verdict are equally useless here); a budget stop
 * ends the chain at once, since every other model would be refused too.
 */
export async function runPinnedChain<T extends { ok: boolean }>(
  chain: readonly string[],
  call: (model: string) => Promise<(T & { ok: true }) | ModelFailure>,
): Promise<PinnedOutcome<T & { ok: true }>> {
  const tried: PinnedAttempt[] = [];
  for (const model of chain) {
    const r = await call(model);
    if (r.ok) return { ok: true, value: r as T & { ok: true }, model, tried };
    const f = r as ModelFailure;
    tried.push({ model, code: f.code, message: f.message });
    if (f.code === "SESSION_BUDGET" || f.code === "DAILY_BUDGET") return { ok: false, tried, stop: f };
  }
  return { ok: false, tried, stop: null };
}
