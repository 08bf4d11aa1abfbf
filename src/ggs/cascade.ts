/**
 * The v0.8 diagnostic cascade that picks the GGS macro-state: Ω (can we continue?), then D
 * (are we close enough?), then the Law 2 kill-switch, then (|∇L|, P) for the action cells.
 * Every threshold comparison goes through one predicate here so boundaries are decided once.
 */
import type { MacroState } from "../contracts/index.js";
import type { GgsParams } from "../config.js";

/**
 * Loss terms are sums of products of decimal fractions, so a value meant to sit exactly on a
 * threshold may come out 1 ulp either side (0.6 + 0.2 vs 0.8). Within this tolerance a value
 * counts as on the boundary, and boundaries resolve as the team decided.
 */
export const BOUNDARY_TOLERANCE = 1e-12;

/** Ω = θ abandons. */
export function isBudgetExhausted(Omega: number, params: GgsParams): boolean {
  return Omega >= params.theta - BOUNDARY_TOLERANCE;
}

/** D = δ is success. */
export function isConverged(D: number, params: GgsParams): boolean {
  return D <= params.delta + BOUNDARY_TOLERANCE;
}

/** |∇L| = ε has signal. */
export function hasGradientSignal(gradL: number, params: GgsParams): boolean {
  return Math.abs(gradL) >= params.epsilon - BOUNDARY_TOLERANCE;
}

/** P = ρ is environmental: only a logical majority condemns the approach. */
export function isLogicalProcess(P: number, params: GgsParams): boolean {
  return P > params.rho + BOUNDARY_TOLERANCE;
}

/** Worsening is strictly ∇L > ε (Law 2 and urgency); ∇L = ε has signal but is not worsening. */
export function isWorsening(gradL: number, params: GgsParams): boolean {
  return gradL > params.epsilon + BOUNDARY_TOLERANCE;
}

/** Law 2 counter: consecutive worsening rounds; any round that is not worsening resets it. */
export function nextWorseningCount(gradL: number, previousCount: number, params: GgsParams): number {
  return isWorsening(gradL, params) ? previousCount + 1 : 0;
}

/** Which step of the cascade decided, so the rationale can say which rule fired. */
export type CascadeRule = "budget_exhausted" | "converged" | "law2_diverging" | "action_cell";

export interface MacroStateDecision {
  state: MacroState;
  rule: CascadeRule;
}

export interface CascadeSignals {
  D: number;
  P: number;
  Omega: number;
  gradL: number;
  /** Already counting this round (see nextWorseningCount). */
  worseningCount: number;
}

/** The replan path of the cascade (an OutcomeSummary never gets here: it is accepted outright). */
export function selectMacroState(signals: CascadeSignals, params: GgsParams): MacroStateDecision {
  if (isBudgetExhausted(signals.Omega, params)) return { state: "abandon", rule: "budget_exhausted" };
  if (isConverged(signals.D, params)) return { state: "success", rule: "converged" };
  if (signals.worseningCount >= params.law2KillThreshold) return { state: "abandon", rule: "law2_diverging" };
  const signal = hasGradientSignal(signals.gradL, params);
  const logical = isLogicalProcess(signals.P, params);
  const state: MacroState = logical
    ? signal
      ? "change_approach"
      : "break_symmetry"
    : signal
      ? "refine"
      : "change_path";
  return { state, rule: "action_cell" };
}
