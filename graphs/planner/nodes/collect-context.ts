/**
 * collectContext (COLLECT_CONTEXT): asks the ContextElicitor what essential the reading still
 * lacks (a clear goal, a deadline — a date that has passed is asked about, never read as "none" —
 * or a rhythm); at most probing_depth questions, and only MAX_CLARIFICATION_ROUNDS rounds (then it
 * plans with the defaults it has rather than asking forever). With nothing to ask, the feasibility
 * check (effort vs the time allowed, realism limits per kind of goal) runs before any planning: an
 * impossible or unrealistic goal goes to the person at once as an escalation offering alternatives
 * the pipeline has checked. Subtype approval is not asked here: the RFC gate does that.
 * What is missing is decided in code; when the person is asked, the conversation port words the
 * questions (the model's, in the person's language, when one is configured and its words hold).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { checkedFeasibilityChoices } from "../../../src/planning/alternatives.js";
import { assessFeasibility } from "../../../src/planning/feasibility.js";
import { elicitContext } from "../../../src/planning/policy-helpers.js";
import { patternOf } from "../changes.js";
import { conversationOf } from "../conversation.js";
import type { PlannerDeps } from "../deps.js";
import { clarificationPayload, escalationPayload } from "../interrupts.js";
import type { EscalationState, PlannerStateType, PlannerUpdate } from "../state.js";
import { addActive, publish, publishStageChange, recordTrace, spendSoFar, trace, transition } from "./bookkeeping.js";

export const MAX_CLARIFICATION_ROUNDS = 2;

/** Feasibility problems no rhythm could solve (a body's or a race's pace, a reading rate): escalated before questions. */
const RHYTHM_FREE_CODES = new Set(["UNREALISTIC_RACE_PREPARATION", "UNREALISTIC_WEIGHT_LOSS_RATE", "UNREALISTIC_MUSCLE_GAIN_RATE", "UNREALISTIC_READING_TARGET", "TOO_SHORT_TO_BUILD_UP"]);

export function makeCollectContext(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const t0 = deps.clock.nowMs();
    const reading = state.reading!;
    const policy = state.interaction_policy!;
    const pattern = patternOf(deps, state);
    let el = elicitContext(reading, policy, { pattern });
    // A goal that no answer could make realistic (a marathon in three weeks, 100 books by Friday) is
    // said so before any question: asking "how often?" first only delays the escalation.
    const early = assessFeasibility({ reading, availability: state.availability!, now: state.now!, timezone: state.timezone });
    const hopeless = early.verdict !== "feasible" && RHYTHM_FREE_CODES.has(early.code ?? "");
    const ask = !hopeless && el.questions.some((q) => q.field !== "subtype_approval") && state.clarification_rounds < MAX_CLARIFICATION_ROUNDS;
    let cost = 0;
    const wordingNotes: { violations: string[]; adaptations: string[] } = { violations: [], adaptations: [] };
    if (ask) {
      const conversation = conversationOf(deps);
      const w = await conversation.elicit({ reading, pattern, policy, except: ["subtype_approval"], ...(await spendSoFar(deps, state, config, conversation.kind === "model")) });
      el = w.value;
      cost = w.costUsd;
      if (w.failure) wordingNotes.violations.push(`${w.failure.code}: ${w.failure.message}`);
      if (w.failure && w.source === "offline") wordingNotes.adaptations.push("offline questions");
    }
    const questions = el.questions.filter((q) => q.field !== "subtype_approval");
    let escalation: EscalationState | null = null;
    if (!ask) {
      const report = early;
      if (report.verdict !== "feasible") {
        const choices = checkedFeasibilityChoices(reading, report, { pattern, now: state.now!, timezone: state.timezone, busy: state.calendar, approved: state.approved_subtypes });
        escalation = {
          source: "feasibility",
          verdict: report.verdict,
          code: report.code ?? "INFEASIBLE",
          message: report.message ?? "This goal cannot be planned as stated.",
          ...(report.said && report.said !== report.message ? { said: report.said } : {}),
          choices: choices.map((c) => ({ id: c.id, label: c.label, set: c.set })),
          details: { needed_minutes: report.needed_minutes, available_minutes: report.available_minutes },
        };
      }
    }
    const update = transition(state, ask ? "needs_clarification" : escalation ? "infeasible" : "sufficient_context");
    await publishStageChange(deps, state, config, update, { ...(escalation ? { code: escalation.code } : {}), ...(cost > 0 ? { cost_usd: cost } : {}) });
    if (ask) {
      // The interrupt message goes out here, before the pause node (no side effect precedes interrupt()).
      await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: clarificationPayload({ ...state, questions, reask: null }) });
      deps.onEvent?.({ type: "interrupt", kind: "clarification" });
    }
    if (escalation) {
      await publish(deps, state, config, { name: "interrupt", from: "controller", to: "user", type: "interrupt", payload: escalationPayload({ ...state, escalation, reask: null }) });
      deps.onEvent?.({ type: "interrupt", kind: "escalation" });
    }
    const ms = deps.clock.nowMs() - t0;
    await recordTrace(
      deps,
      state,
      config,
      trace(
        "COLLECT_CONTEXT",
        "elicit_context",
        ms,
        {
          confidence: el.confidence,
          cost_delta: cost,
          violations: [...el.missing.map((m) => `missing: ${m}`), ...(escalation ? [`${escalation.code}: ${escalation.message}`] : []), ...wordingNotes.violations],
          adaptations: wordingNotes.adaptations,
        },
        deps.clock.nowIso(),
      ),
    );
    return {
      ...update,
      questions: ask ? questions : [],
      escalation,
      ...(escalation ? { exit_reason: { code: escalation.code, message: escalation.message } } : {}),
      reask: null,
      counters: addActive(state, ms, { costUsd: cost }),
    };
  };
}
