/**
 * Pure gates the controller applies at every stage: composite confidence (phase7 §6) and the
 * hard caps (phase7 §2, §7). Both are plain functions of counters kept in the checkpoint.
 */

export interface ConfidenceParts {
  /** The model's (or offline planner's) self-score for the stage's artifact, 0..1. */
  model: number;
  /** Share of rule-validator checks that passed, 0..1. */
  rules: number;
  /** Heuristic plausibility (coverage of the intent, sane sizes), 0..1. */
  heuristics: number;
}

export type ConfidenceGate = "continue" | "retry" | "escalate";

const clip01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** C = 0.50·model + 0.30·rules + 0.20·heuristics. */
export function compositeConfidence(parts: ConfidenceParts): number {
  return 0.5 * clip01(parts.model) + 0.3 * clip01(parts.rules) + 0.2 * clip01(parts.heuristics);
}

/** continue ≥ continueAt (0.70); retry in [escalateAt, continueAt); escalate < escalateAt (0.40). */
export function confidenceGate(c: number, thresholds: { continue: number; escalate: number }): ConfidenceGate {
  // Rounded to 1e-9 so 0.7 computed as 0.6999999999 still continues.
  const v = Math.round(c * 1e9) / 1e9;
  if (v >= thresholds.continue) return "continue";
  if (v >= thresholds.escalate) return "retry";
  return "escalate";
}

export interface CapCounters {
  /** Medium-loop rounds since the last human reply (a "turn" is one autonomous stretch). */
  turnRounds: number;
  /** Active run time of the thread in ms (waiting for a person never counts). */
  activeMs: number;
  /** Spend of this session (thread) in USD. */
  sessionCostUsd: number;
  /** Spend of this turn in USD. */
  turnCostUsd: number;
  /** Spend of the owner today in USD (from the app database). */
  dailyCostUsd: number;
}

export interface Caps {
  turnLimit: number;
  wallTimeSec: number;
  budgetPerSessionUsd: number;
  softBudgetPerTurnUsd: number;
  dailyBudgetUsd: number;
}

export type CapVerdict =
  | { ok: true; softCeilingReached: boolean }
  | { ok: false; code: "TURN_LIMIT" | "WALL_TIME" | "SESSION_BUDGET" | "DAILY_BUDGET"; reason: string };

/** Hard caps stop the run with a reason; the soft per-turn ceiling only asks the user. */
export function checkCaps(c: CapCounters, caps: Caps): CapVerdict {
  if (c.dailyCostUsd >= caps.dailyBudgetUsd && caps.dailyBudgetUsd > 0 && c.dailyCostUsd > 0)
    return { ok: false, code: "DAILY_BUDGET", reason: `daily budget of $${caps.dailyBudgetUsd.toFixed(2)} reached ($${c.dailyCostUsd.toFixed(2)} spent today)` };
  if (c.sessionCostUsd >= caps.budgetPerSessionUsd && c.sessionCostUsd > 0)
    return { ok: false, code: "SESSION_BUDGET", reason: `session budget of $${caps.budgetPerSessionUsd.toFixed(2)} reached ($${c.sessionCostUsd.toFixed(2)} spent)` };
  if (c.activeMs >= caps.wallTimeSec * 1000)
    return { ok: false, code: "WALL_TIME", reason: `active time limit of ${caps.wallTimeSec}s reached (${(c.activeMs / 1000).toFixed(1)}s)` };
  if (c.turnRounds >= caps.turnLimit)
    return { ok: false, code: "TURN_LIMIT", reason: `turn limit of ${caps.turnLimit} rounds reached without a reply` };
  return { ok: true, softCeilingReached: c.turnCostUsd >= caps.softBudgetPerTurnUsd && c.turnCostUsd > 0 };
}
