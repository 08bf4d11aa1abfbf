/**
 * resolveBlocker: the `blocker` interrupt when a subtask refused at every executor tier
 * (ADR-0079). retry → the stage runs again with the no-fly list for that subtask cleared;
 * abandon → ABORTED.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { PlannerDeps } from "../deps.js";
import { blockerPayload } from "../interrupts.js";
import { parseBlockerReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { advance, newTurn, publish, publishStageChange } from "./common.js";

export function makeResolveBlocker(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const resume = interrupt(blockerPayload(state));
    const reply = parseBlockerReply(resume);
    if (reply.kind === "invalid") return { reask: reply.reason, step: state.step + 1 };
    await publish(deps, state, config, { name: "reply", from: "operator", to: "controller", type: "reply", payload: { kind: "blocker", decision: reply.kind } });
    const blocker = state.blocker!;
    if (reply.kind === "retry") {
      const update = advance(state, "blocker"); // DRAFT_X --blocker--> DRAFT_X
      return { ...update, pending: null, blocker: null, reask: null, no_fly: state.no_fly.filter((e) => e.intent !== blocker.intent), counters: newTurn(state) };
    }
    const update = { stage: "ABORTED" as const, last_event: "abandon" as const, step: state.step + 1 };
    await publishStageChange(deps, state, config, update);
    return { ...update, pending: null, reask: null, exit_reason: { code: "BLOCKED", message: `abandoned at a blocker: ${blocker.reason} (${blocker.intent})` } };
  };
}
