/**
 * The escalation a stage hands the person when its constraints cannot be met (a roadmap that does
 * not fit the deadline, a schedule that cannot be placed): the reason in one sentence and up to
 * three changes to the reading that the deterministic pipeline has checked to plan.
 */
import { checkedScheduleChoices } from "../../../src/planning/alternatives.js";
import { patternOf } from "../changes.js";
import type { PlannerDeps } from "../deps.js";
import type { EscalationChoice, EscalationState, PlannerStateType } from "../state.js";

export interface StageProblem {
  source: "roadmap" | "schedule";
  code: string;
  message: string;
}

export function stageEscalation(deps: Pick<PlannerDeps, "config">, state: PlannerStateType, problem: StageProblem): EscalationState {
  const choices: EscalationChoice[] = [];
  if (state.reading) {
    const ctx = { pattern: patternOf(deps, state), now: state.now!, timezone: state.timezone, busy: state.calendar, approved: state.approved_subtypes };
    for (const c of checkedScheduleChoices(state.reading, ctx)) choices.push({ id: c.id, label: c.label, set: c.set });
  }
  return { source: problem.source, verdict: "infeasible", code: problem.code, message: sentence(problem.message), choices: choices.slice(0, 3) };
}

function sentence(text: string): string {
  const t = text.trim();
  const s = t ? t[0]!.toUpperCase() + t.slice(1) : "The plan cannot be placed as stated";
  return /[.!?]$/.test(s) ? s : `${s}.`;
}
