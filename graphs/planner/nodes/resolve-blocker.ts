/**
 * resolveBlocker (a DRAFT stage waiting on `blocker`): the interrupt when a subtask refused at
 * every executor tier (ADR-0079). retry → the stage runs again with the no-fly list for that
 * subtask cleared; abandon → wherever the table sends an abandoned stage (ABORTED, or
 * NEEDS_SCHED_ESCALATION for the schedule).
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PlannerDeps } from "../deps.js";
import { blockerPayload } from "../interrupts.js";
import { parseBlockerReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, transition } from "./bookkeeping.js";

export function makeResolveBlocker(deps: PlannerDeps) {
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
