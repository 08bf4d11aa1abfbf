/**
 * rfcGate (VALIDATE_OUTLINE waiting on `rfc`): the RFC interrupt for a proposed subtype (phase7
 * §1). approve → recordSubtype (waiting on `record_subtype`) writes it to the taxonomy in its own
 * node, after the interrupt, and the outline validates again with it; reject → the outline is
 * drafted again with the nearest canonical subtype.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { PatternSpec } from "../../../src/contracts/index.js";
import { SEED_TAXONOMY, stripProposed } from "../../../src/planning/patterns.js";
import type { PlannerDeps } from "../deps.js";
import { rfcPayload } from "../interrupts.js";
import { parseRfcReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, threadIdOf, transition } from "./bookkeeping.js";

export function nearestSubtype(state: Pick<PlannerStateType, "rfc">): string {
  return SEED_TAXONOMY.patterns[state.rfc!.proposed.pattern_type].default_subtype;
}

export function makeRfcGate(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const nearest = nearestSubtype(state);
    const resume = interrupt(rfcPayload(state, nearest));
    const reply = parseRfcReply(resume);
    if (reply.kind === "invalid") return { ...transition(state, "unusable_reply"), reask: reply.reason };
    await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "rfc", decision: reply.kind } });
    if (reply.kind === "approve") {
      return { ...transition(state, "approved"), rfc: { ...state.rfc!, decision: "approved" }, reask: null, counters: newTurn(state) };
    }
    const fixed = PatternSpec.parse({ ...state.rfc!.proposed, subtype: nearest, rfc: null, source_pattern: null, introduced_by: "user_feedback" });
    const update = transition(state, "rejected");
    await publishStageChange(deps, state, config, update, { rfc: "rejected" });
    return {
      ...update,
      rfc: { ...state.rfc!, decision: "rejected" },
      fixed_pattern: fixed,
      reask: null,
      counters: newTurn(state),
    };
  };
}

export function makeRecordSubtype(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const p = state.rfc!.proposed;
    const name = stripProposed(p.subtype ?? "");
    const entry = { name, pattern_type: p.pattern_type, keywords: name.split("_").filter((w) => w.length > 2), description: p.rfc ?? "" };
    await deps.taxonomy.approve({ ...entry, rationale: p.rfc ?? "", threadId: threadIdOf(config) });
    const approved = PatternSpec.parse({ ...p, subtype: name, rfc: null });
    return {
      ...transition(state, "recorded"),
      fixed_pattern: approved,
      pattern: approved,
      outline: state.outline ? { ...state.outline, pattern: approved } : null,
      approved_subtypes: [...state.approved_subtypes.filter((s) => !(s.name === name && s.pattern_type === p.pattern_type)), entry],
    };
  };
}
