/**
 * confirmSpend (a DRAFT stage waiting on `budget`; the resolveBlocker node runs it): the per-turn soft budget ceiling (phase7 §7).
 * Past it the run pauses with a summary and asks; "approve" starts a new turn (the turn's spend
 * resets) and the stage runs, "reject" stops the plan. The hard caps (session, daily) never ask:
 * they stop.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PlannerDeps } from "../deps.js";
import { budgetPayload } from "../interrupts.js";
import { parseRfcReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, transition } from "./bookkeeping.js";

export function makeConfirmSpend(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const resume = interrupt(budgetPayload(state, deps.config.caps.softBudgetPerTurnUsd));
    // Same two answers as an RFC: approve | reject.
    const reply = parseRfcReply(resume);
    if (reply.kind === "invalid") return { ...transition(state, "unusable_reply"), reask: reply.reason };
    await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "budget", decision: reply.kind } });
    if (reply.kind === "approve") return { ...transition(state, "approved"), reask: null, counters: newTurn(state) };
    const update = transition(state, "rejected");
    await publishStageChange(deps, state, config, update);
    return { ...update, reask: null, exit_reason: { code: "SOFT_BUDGET_DECLINED", message: `stopped at the per-turn budget ceiling of $${deps.config.caps.softBudgetPerTurnUsd.toFixed(2)}` } };
  };
}
