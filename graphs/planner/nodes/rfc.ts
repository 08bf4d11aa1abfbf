/**
 * rfcGate: the RFC interrupt for a proposed subtype (phase7 §1). approve → recordSubtype writes
 * it to the taxonomy (its own node, after the interrupt) and planning continues with it;
 * reject → the outline is drafted again with the nearest canonical subtype.
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { PatternSpec } from "../../../src/contracts/index.js";
import { SEED_TAXONOMY, stripProposed } from "../../../src/planning/patterns.js";
import type { PlannerDeps } from "../deps.js";
import { rfcPayload } from "../interrupts.js";
import { parseRfcReply } from "../replies.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { advance, newTurn, publish, publishStageChange, threadIdOf } from "./common.js";

export function nearestSubtype(state: Pick<PlannerStateType, "rfc">): string {
  return SEED_TAXONOMY.patterns[state.rfc!.proposed.pattern_type].default_subtype;
}

export function makeRfcGate(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const nearest = nearestSubtype(state);
    const resume = interrupt(rfcPayload(state, nearest));
    const reply = parseRfcReply(resume);
    if (reply.kind === "invalid") return { reask: reply.reason, step: state.step + 1 };
    await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "rfc", decision: reply.kind } });
    if (reply.kind === "approve") {
      // Stage stays VALIDATE_OUTLINE: after recordSubtype the outline validates again and moves on.
      return { rfc: { ...state.rfc!, decision: "approved" }, pending: null, reask: null, step: state.step + 1, counters: newTurn(state) };
    }
    const fixed = PatternSpec.parse({ ...state.rfc!.proposed, subtype: nearest, rfc: null, source_pattern: null, introduced_by: "user_feedback" });
    const update = advance(state, "change_outline");
    await publishStageChange(deps, state, config, update, { rfc: "rejected" });
    return {
      ...update,
      rfc: { ...state.rfc!, decision: "rejected" },
      fixed_pattern: fixed,
      pending: null,
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
      rfc: { ...state.rfc!, recorded: true },
      fixed_pattern: approved,
      pattern: approved,
      outline: state.outline ? { ...state.outline, pattern: approved } : null,
      approved_subtypes: [...state.approved_subtypes.filter((s) => !(s.name === name && s.pattern_type === p.pattern_type)), entry],
      step: state.step + 1,
    };
  };
}
