/**
 * Goal Gradient Solver (R7): the medium loop's controller. Public seam: `evaluateRound`, plus
 * the pure pieces it is made of, so callers and tests can reach each step of the computation.
 */
export { evaluateRound, type GgsRoundResult } from "./evaluate-round.js";
export {
  GgsMemorySchema,
  initialGgsMemory,
  normaliseGgsMemory,
  resolveGgsParams,
  appendUnique,
  type GgsMemory,
} from "./memory.js";
export {
  computeD,
  computeP,
  computeOmega,
  computeLoss,
  computeGradient,
  computeFailureClass,
  selectFailedCriterion,
  listCriterionFailures,
  plausibleFailureWeight,
  type CriterionFailure,
  type DirectiveFailureClass,
} from "./loss.js";
export {
  BOUNDARY_TOLERANCE,
  selectMacroState,
  nextWorseningCount,
  isBudgetExhausted,
  isConverged,
  hasGradientSignal,
  isLogicalProcess,
  isWorsening,
  type CascadeRule,
  type CascadeSignals,
  type MacroStateDecision,
} from "./cascade.js";
export {
  buildPlanDirective,
  buildAcceptResult,
  buildSuccessResult,
  buildAbandonResult,
  formatNumber,
  type RoundFacts,
  type SuccessOutput,
  type AbandonOutput,
} from "./emission.js";
export { normaliseGgsInput, normaliseGgsRequest, type GgsRequest, type GgsRequestInput, type GgsRoundInput } from "./input.js";
export { DEFAULT_GGS_PARAMS, GgsParamsSchema, type GgsParams } from "../config.js";
