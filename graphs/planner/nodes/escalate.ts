/**
 * escalate (NEEDS_SCHED_ESCALATION): the escalation pause (issue 10 §4). The goal as stated cannot
 * be planned — the feasibility check before planning, or a stage whose constraints a deterministic
 * check shows cannot be met — and the person gets one plain sentence with the checked alternatives
 * as numbered choices. They pick one (its change to the reading is applied and planning starts
 * again from the context check), state a new constraint in their own words (read as a delta on the
 * reading), or reject — and only a rejection ends the thread. The clarify node runs this for
 * NEEDS_SCHED_ESCALATION (both pauses read the reply into the reading).
 */
import { interrupt, type LangGraphRunnableConfig } from "@langchain/langgraph";
import type { DeltaField } from "../../../src/contracts/goal-reading.js";
import { withSet } from "../../../src/planning/alternatives.js";
import { choiceLabel, messagesFor } from "../../../src/planning/messages.js";
import { changedFields, readChange, withReading } from "../changes.js";
import type { PlannerDeps } from "../deps.js";
import { escalationPayload } from "../interrupts.js";
import { parseEscalationReply } from "../replies.js";
import type { ChangeRecord, PlannerStateType, PlannerUpdate } from "../state.js";
import { newTurn, publish, publishStageChange, recordTrace, trace, transition } from "./bookkeeping.js";

export function makeEscalate(deps: PlannerDeps) {
  return async (state: PlannerStateType, config: LangGraphRunnableConfig): Promise<PlannerUpdate> => {
    const escalation = state.escalation!;
    const resume = interrupt(escalationPayload(state));
    const reply = parseEscalationReply(resume, escalation.choices);
    if (reply.kind === "invalid") return { ...transition(state, "unusable_reply"), reask: reply.reason };
    await publish(deps, state, config, { name: "reply", from: "user", to: "controller", type: "reply", payload: { kind: "escalation", reply } });
    if (reply.kind === "reject") {
      const update = transition(state, "rejected");
      await publishStageChange(deps, state, config, update);
      return { ...update, reask: null, exit_reason: { code: "ESCALATION_REJECTED", message: `${escalation.message} The person stopped here${reply.reason ? `: ${reply.reason}` : ""}.` } };
    }
    // A human reply: a new turn, and the autonomous retry caps start over.
    const fresh: PlannerUpdate = { reask: null, escalation: null, exit_reason: null, stage_retries: {}, counters: newTurn(state) };
    const t0 = deps.clock.nowMs();
    if (reply.kind === "choice") {
      const choice = escalation.choices[reply.index]!;
      const before = state.reading!;
      const reading = withSet(before, choice.set);
      const fields = changedFields(before, reading);
      const label = choiceLabel(before.language, choice, before);
      const change: ChangeRecord = {
        step: state.step,
        source: "escalation",
        text: label,
        applied: fields.map((f: DeltaField) => ({ field: f, text: label })),
        not_applied: [],
        passed_on: [],
        replan_from: "DRAFT_OUTLINE",
      };
      const update = transition(state, "chose_alternative");
      await publishStageChange(deps, state, config, update, { choice: choice.id });
      await recordTrace(deps, state, config, trace("NEEDS_SCHED_ESCALATION", "choose_alternative", deps.clock.nowMs() - t0, { adaptations: [choice.id] }, deps.clock.nowIso()));
      return { ...update, ...fresh, ...withReading(state, reading), changes: [...state.changes, change]};
    }
    // A constraint in the person's words: read as a delta on the reading.
    const read = await readChange(deps, state, reply.text);
    const change: ChangeRecord = { step: state.step, source: "escalation", ...read.record, passed_on: [], replan_from: read.fields.length ? "DRAFT_OUTLINE" : null };
    const counters = { ...fresh.counters!, costUsd: state.counters.costUsd + read.costUsd, turnCostUsd: read.costUsd };
    if (read.fields.length === 0) {
      return { ...transition(state, "unusable_reply"), reask: messagesFor(state.reading?.language).escalationReask(reply.text), changes: [...state.changes, change], counters };
    }
    const update = transition(state, "answered");
    await publishStageChange(deps, state, config, update, read.costUsd > 0 ? { cost_usd: read.costUsd } : {});
    await recordTrace(deps, state, config, trace("NEEDS_SCHED_ESCALATION", "read_constraint", deps.clock.nowMs() - t0, { cost_delta: read.costUsd, adaptations: read.fields.map((f) => `set ${f}`) }, deps.clock.nowIso()));
    return {
      ...update,
      ...fresh,
      counters,
      ...withReading(state, read.reading),
      changes: [...state.changes, change],
    };
  };
}
