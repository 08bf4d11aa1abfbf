/**
 * Interrupt payloads: one per pause node, each with a `kind`, the question, a single explicit
 * call to action, and what the reply may be. Clients (HTTP, CLI, the LangGraph SDK) render these
 * as they are; `reask` says why the previous reply could not be used.
 */
import { choiceLabel, messagesFor, problemSentence, unplacedReason } from "../../src/planning/messages.js";
import { summarizePlan, type Question } from "../../src/planning/policy-helpers.js";
import { rhythmText } from "../../src/planning/weekly-rhythm.js";
import { describeChange, rhythmOf } from "./changes.js";
import type { PlannerStateType } from "./state.js";

/** A question asked again after a reply that could not be used opens by saying so, in the person's language (the reason stays in `reask`). */
function again(question: string, reask: string | null | undefined, language?: string | null): string {
  return reask ? `${messagesFor(language).reaskLead} ${question}` : question;
}

export type InterruptKind = "clarification" | "rfc" | "approval" | "blocker" | "escalation";

export interface InterruptPayload {
  kind: InterruptKind;
  stage: string;
  question: string;
  call_to_action: string;
  accepts: string[];
  reask: string | null;
  [extra: string]: unknown;
}

export function clarificationPayload(state: Pick<PlannerStateType, "questions" | "reask" | "stage"> & { reading?: PlannerStateType["reading"] }): InterruptPayload {
  const qs: Question[] = state.questions;
  const m = messagesFor(state.reading?.language);
  return {
    kind: "clarification",
    stage: "NEEDS_CLARIFICATION",
    question: again(qs.length === 1 ? qs[0]!.text : qs.map((q, i) => `${i + 1}. ${q.text}`).join("\n"), state.reask, state.reading?.language),
    questions: qs.map((q) => ({ id: q.id, field: q.field, text: q.text, default: q.default })),
    call_to_action: qs.length === 1 ? m.answerOne : m.answerMany,
    accepts: ["free text", "cancel"],
    reask: state.reask,
  };
}

export function rfcPayload(state: Pick<PlannerStateType, "rfc" | "reask"> & { reading?: PlannerStateType["reading"] }, nearest: string): InterruptPayload {
  const p = state.rfc!.proposed;
  const m = messagesFor(state.reading?.language);
  // What the goal is about in the person's words (the reading's proposal label, "Become a licensed
  // beekeeper"), else the subtype's id in words; the id stays in proposed_subtype.
  const id = (p.subtype ?? "").replace(/^proposed:/, "");
  const proposal = state.reading?.pattern.proposal;
  const name = proposal && proposal.name === id && proposal.label.trim() ? proposal.label.trim() : id.replace(/_/g, " ");
  // The kind in plain words ("a step-by-step build-up"), never the pattern's id; the rationale stays
  // in `rationale`. Approving or not, the goal is planned as that kind: the question says so, and
  // that approving only has it remembered as a kind of goal of its own.
  return {
    kind: "rfc",
    stage: "VALIDATE_OUTLINE",
    question: again(m.rfcQuestion(m.kind[p.pattern_type], name), state.reask, state.reading?.language),
    call_to_action: m.rfcCta(name),
    accepts: ["approve", "reject"],
    proposed_subtype: p.subtype,
    pattern_type: p.pattern_type,
    source_pattern: p.source_pattern,
    rationale: p.rfc,
    nearest_subtype: nearest,
    reask: state.reask,
  };
}

const APPROVAL_ACCEPTS = ["approve", "reject", "propose changes: <what to change>"];


/** What could not be placed, by task (titles from the outline): `unplaced: [{task, task_id, count, reason}]`. */
export function unplacedOf(state: Pick<PlannerStateType, "schedule" | "outline">): { task: string; task_id: string; count: number; reason: string }[] {
  const titles = new Map((state.outline?.nodes ?? []).map((n) => [n.id, n.title]));
  return (state.schedule?.unplaced ?? []).filter((u) => u.count > 0).map((u) => ({ task: titles.get(u.task_id) ?? u.task_id, task_id: u.task_id, count: u.count, reason: u.reason }));
}

function unplacedSentence(unplaced: ReturnType<typeof unplacedOf>, language?: string | null): string {
  if (!unplaced.length) return "";
  const total = unplaced.reduce((n, u) => n + u.count, 0);
  return ` ${messagesFor(language).unplaced(total, `${unplaced.slice(0, 4).map((u) => `${u.task} ×${u.count} (${unplacedReason(language, u.reason)})`).join("; ")}${unplaced.length > 4 ? "; …" : ""}`)}`;
}

/**
 * The last change the person asked for, as sentences (applied, passed on, not applied with why), or "".
 * A question asked again after an unusable reply leaves it out: said again, it would read as what that reply did.
 */
export function lastChangeSentence(state: Pick<PlannerStateType, "changes"> & { reading?: PlannerStateType["reading"]; reask?: PlannerStateType["reask"] }): string {
  if (state.reask) return "";
  const last = state.changes.at(-1);
  return last ? ` ${describeChange(last, state.reading?.language)}` : "";
}

/** The plan's summary: the one written when it went up for approval (state.plan_summary), else the offline one. */
export function planSummaryOf(state: Pick<PlannerStateType, "plan_summary" | "outline" | "interaction_policy" | "reading">): string {
  if (state.plan_summary) return state.plan_summary;
  return state.outline && state.interaction_policy ? summarizePlan(state.outline, state.interaction_policy, state.reading?.language).text : "";
}

export function finalApprovalPayload(state: PlannerStateType): InterruptPayload {
  const language = state.reading?.language;
  const m = messagesFor(language);
  // The summary without its "Reply 'approve' …" closer: the question ends with one call to action.
  const summary = Object.values(m.closer).reduce((t, c) => t.replace(c, ""), planSummaryOf(state)).replace(/\s+/g, " ").trim();
  const blocks = state.schedule?.blocks ?? [];
  const unplaced = unplacedOf(state);
  const sessions = blocks.length ? ` ${m.scheduled(blocks.length, blocks[0]!.start.slice(0, 16).replace("T", " "))}` : "";
  const rhythm = rhythmOf(state);
  const week = rhythmText(rhythm, language);
  return {
    kind: "approval",
    stage: "SEEK_APPROVAL",
    target: "plan",
    question: again(`${lastChangeSentence(state).trim()} ${summary}${sessions}${week ? ` ${m.week(week)}` : ""}${unplacedSentence(unplaced, language)} ${m.approvePlan}`.trim(), state.reask, language),
    call_to_action: m.approvalCta,
    accepts: APPROVAL_ACCEPTS,
    summary,
    pattern: state.pattern,
    sessions: blocks.length,
    first_session: blocks[0]?.start ?? null,
    rhythm,
    unplaced,
    changes: state.changes.at(-1) ?? null,
    reask: state.reask,
  };
}

/**
 * The escalation pause: the problem in one plain sentence and the checked alternatives as numbered
 * choices; the person picks one, states a new constraint, or rejects (only that ends the thread).
 */
export function escalationPayload(state: Pick<PlannerStateType, "escalation" | "reask" | "schedule" | "outline" | "changes"> & { reading?: PlannerStateType["reading"] }): InterruptPayload {
  const e = state.escalation!;
  const language = state.reading?.language;
  const m = messagesFor(language);
  const labels = e.choices.map((c) => choiceLabel(language, c, state.reading ?? {}));
  const numbered = labels.map((l, i) => `${i + 1}. ${l}`);
  const unplaced = unplacedOf(state);
  // What the last change did (when it led here), then the problem in the person's words, then the choices.
  const said = lastChangeSentence(state).trim();
  return {
    kind: "escalation",
    stage: "NEEDS_SCHED_ESCALATION",
    question: again(`${said ? `${said} ` : ""}${problemSentence(language, e.code, e.message, e.said)}${numbered.length ? `\n${m.youCouldChoose}\n${numbered.join("\n")}` : ""}`, state.reask, language),
    call_to_action: m.escalationCta(numbered.length > 0),
    accepts: [...e.choices.map((_, i) => String(i + 1)), "a new constraint in your own words", "reject"],
    code: e.code,
    verdict: e.verdict,
    source: e.source,
    choices: e.choices.map((c, i) => ({ n: i + 1, id: c.id, label: labels[i]! })),
    unplaced,
    changes: state.changes.at(-1) ?? null,
    reask: state.reask,
  };
}

export function stageApprovalPayload(state: PlannerStateType): InterruptPayload {
  const target = state.approval_target ?? "outline";
  const language = state.reading?.language;
  const m = messagesFor(language);
  const what =
    target === "pattern"
      ? state.pattern
        ? m.patternRead(m.kind[state.pattern.pattern_type])
        : m.outlineReady
      : target === "outline"
        ? `${state.outline && state.interaction_policy ? Object.values(m.closer).reduce((t, c) => t.replace(c, ""), summarizePlan(state.outline, state.interaction_policy, language).text).trim() : m.outlineReady}`
        : m.roadmapReady;
  return {
    kind: "approval",
    stage: state.stage,
    target,
    question: again(`${lastChangeSentence(state).trim()} ${what} ${m.approveStage(target)}`.trim(), state.reask, language),
    call_to_action: m.approvalCta,
    accepts: APPROVAL_ACCEPTS,
    reask: state.reask,
  };
}

export function blockerPayload(state: PlannerStateType): InterruptPayload {
  const b = state.blocker!;
  const m = messagesFor(state.reading?.language);
  return {
    kind: "blocker",
    stage: b.stage,
    question: again(m.blocker(b.intent, b.reason), state.reask, state.reading?.language),
    call_to_action: m.blockerCta,
    accepts: ["retry", "abandon"],
    evidence: b.evidence,
    reask: state.reask,
  };
}

export function budgetPayload(state: PlannerStateType, softCeilingUsd: number): InterruptPayload {
  const summary = state.outline && state.interaction_policy ? summarizePlan(state.outline, state.interaction_policy, state.reading?.language).text : `Planning: ${state.task_spec?.intent ?? state.goal}.`;
  const spent = state.counters.turnCostUsd;
  const m = messagesFor(state.reading?.language);
  return {
    kind: "approval",
    stage: state.stage,
    target: "budget",
    question: again(`${Object.values(m.closer).reduce((t, c) => t.replace(c, ""), summary).trim()} ${m.budget(`$${spent.toFixed(2)}`, `$${softCeilingUsd.toFixed(2)}`)}`, state.reask, state.reading?.language),
    call_to_action: m.budgetCta,
    accepts: ["approve", "reject"],
    spent_usd: spent,
    soft_ceiling_usd: softCeilingUsd,
    reask: state.reask,
  };
}
