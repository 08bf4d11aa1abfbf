/**
 * One GGS round: validate what R4b sent, compute loss and gradient, run the cascade, emit a
 * PlanDirective or FinalResult, and return the memory the caller must checkpoint for the next
 * round. Pure: same input, memory and params → same output; the input memory is never mutated.
 */
import type { FinalResult, PlanDirective, ReplanRequest } from "../contracts/index.js";
import type { GgsParams } from "../config.js";
import { isWorsening, nextWorseningCount, selectMacroState } from "./cascade.js";
import {
  buildAbandonResult,
  buildAcceptResult,
  buildPlanDirective,
  buildSuccessResult,
  type RoundFacts,
} from "./emission.js";
import { normaliseGgsInput, type GgsRequestInput } from "./input.js";
import {
  computeD,
  computeFailureClass,
  computeGradient,
  computeLoss,
  computeOmega,
  computeP,
  selectFailedCriterion,
} from "./loss.js";
import { appendUnique, normaliseGgsMemory, resolveGgsParams, type GgsMemory } from "./memory.js";

export interface GgsRoundResult {
  emission: PlanDirective | FinalResult;
  memory: GgsMemory;
}

function failingOutcomes(request: ReplanRequest) {
  return request.outcomes.filter((o) => o.status === "failed");
}

export function evaluateRound(
  input: { request: GgsRequestInput; elapsedMs: number },
  memory: GgsMemory | undefined,
  params?: Partial<GgsParams>,
): GgsRoundResult {
  const p = resolveGgsParams(params);
  const { request, elapsedMs } = normaliseGgsInput(input);
  const mem = normaliseGgsMemory(memory);

  const accepted = request.kind === "outcome_summary";
  // An OutcomeSummary certifies that every subtask matched and the merged result passed: nothing failed.
  const D = accepted ? 0 : computeD(request.outcomes);
  const P = accepted ? 0 : computeP(request.outcomes);
  const Omega = computeOmega({ replans: mem.replans, elapsedMs }, p);
  const loss = computeLoss({ D, P, Omega }, p);
  const gradL = computeGradient(loss.L, mem.L_prev);
  const worseningCount = nextWorseningCount(gradL, mem.worseningCount, p);

  const facts: RoundFacts = {
    taskId: request.task_id,
    loss,
    gradL,
    worseningCount,
    prevDirective: mem.prevDirective,
    replans: mem.replans,
  };
  // Fresh arrays: the returned memory never aliases the caller's.
  const carried: GgsMemory = {
    ...mem,
    triedTargets: [...mem.triedTargets],
    blockedTools: [...mem.blockedTools],
    L_prev: loss.L,
    worseningCount,
  };

  if (request.kind === "outcome_summary") {
    return { emission: buildAcceptResult(request, facts, p), memory: { ...carried, prevDirective: "accept" } };
  }

  const decision = selectMacroState({ D, P, Omega, gradL, worseningCount }, p);
  switch (decision.state) {
    case "abandon": {
      const rule = decision.rule === "law2_diverging" ? "law2_diverging" : "budget_exhausted";
      return { emission: buildAbandonResult(request, rule, facts, p), memory: { ...carried, prevDirective: "abandon" } };
    }
    case "success":
      return { emission: buildSuccessResult(request, facts, p), memory: { ...carried, prevDirective: "success" } };
    case "break_symmetry":
    case "change_approach":
    case "change_path":
    case "refine": {
      const failing = failingOutcomes(request);
      // A logically wrong tool says nothing about its target (another tool may need it), and an
      // environmental wall says nothing against the tool: each class blocks only what it indicts.
      const logical = decision.state === "break_symmetry" || decision.state === "change_approach";
      const blockedTools = logical ? appendUnique(mem.blockedTools, failing.flatMap((o) => o.tools_used)) : carried.blockedTools;
      const triedTargets = logical ? carried.triedTargets : appendUnique(mem.triedTargets, failing.flatMap((o) => o.targets_used));
      const replans = mem.replans + 1;
      const emission = buildPlanDirective(decision.state, { ...facts, replans }, p, {
        blockedTools,
        blockedTargets: triedTargets,
        failedCriterion: selectFailedCriterion(request.outcomes),
        failureClass: computeFailureClass(request.outcomes),
        urgency: isWorsening(gradL, p) ? "high" : "low",
      });
      return {
        emission,
        memory: { ...carried, blockedTools, triedTargets, replans, prevDirective: decision.state },
      };
    }
  }
}
