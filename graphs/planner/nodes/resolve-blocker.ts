/**
 * resolveBlocker (a DRAFT stage waiting on `blocker`, and on `budget` through confirm-spend.ts):
 * the interrupt when a subtask refused at every executor tier (ADR-0079). retry → the stage runs
 * again with the no-fly list for that subtask cleared; abandon → the person stops the plan (ABORTED).
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PlannerDeps } from "../deps.js";
import { blockerPayload } from "../interrupts.js";
import { parseBlockerReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, transition } from "./bookkeeping.js";
import { makeConfirmSpend } from "./confirm-spend.js";

/** The node of a DRAFT stage waiting on the person to go on or stop: a blocker, or the spend ceiling (confirm-spend.ts). */
export function makeResolveBlocker(deps: PlannerDeps) {
  const blocker = makeAnswerBlocker(deps);
  const spend = makeConfirmSpend(deps);
  return (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => (state.pending === "budget" ? spend(state, config) : blocker(state, config));
}

function makeAnswerBlocker(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const resume = interrupt(blockerPayload(state));
    const reply = parseBlockerReply(resume);
    if (reply.kind === "invalid") return { ...transition(state, "unusable_reply"), reask: reply.reason };
    await publish(deps, state, config, { name: "reply", from: "operator", to: "controller", type: "reply", payload: { kind: "blocker", decision: reply.kind } });
    const blocker = state.blocker!;
    if (reply.kind === "retry") {
      return { ...transition(state, "retry"), blocker: null, reask: null, no_fly: state.no_fly.filter((e) => e.intent !== blocker.intent), counters: newTurn(state) };
    }
    const update = transition(state, "abandon");
    await publishStageChange(deps, state, config, update);
    return { ...update, reask: null, exit_reason: { code: "BLOCKED", message: `abandoned at a blocker: ${blocker.reason} (${blocker.intent})` } };
  };
}
