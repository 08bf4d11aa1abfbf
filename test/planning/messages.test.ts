/**
 * What the planner says, in every language the reader reads (en, de, fr, es, nl, pt, ja, zh, it): the
 * tables are complete and in their own language, counts agree, the kind of plan is said in plain
 * words, and the escalation, blocker, change report (with its not-applied reasons) and
 * clarification questions speak the person's language. Table-driven, pure.
 */
import { describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { PatternSpec, InteractionPolicy } from "../../src/contracts/planning.js";
import { choiceLabel, MESSAGES, MESSAGE_LANGUAGES, messagesFor, problemSentence, unplacedReason, type MessageLanguage } from "../../src/planning/messages.js";
import { elicitContext, summarizePlan } from "../../src/planning/policy-helpers.js";
import { generateOutline } from "../../src/planning/outline.js";
import { summaryContradictions } from "../../src/planning/wording-checks.js";
import { blockerPayload, budgetPayload, escalationPayload, rfcPayload, stageApprovalPayload } from "../../graphs/planner/interrupts.js";
import { describeChange, mergeDelta } from "../../graphs/planner/changes.js";
import type { PlannerStateType } from "../../graphs/planner/state.js";
import { readingOf, perceive } from "../fixtures/task.js";

const NOW = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
const OTHERS = MESSAGE_LANGUAGES.filter((l) => l !== "en");
const reading = (language: MessageLanguage, over: Partial<GoalReading> = {}): GoalReading => ({ ...readingOf("Learn the guitar by June, twice a week in the evening", NOW), language, ...over }) as GoalReading;

/** Plain text of a table: every string and every function called with sample arguments. */
function texts(lang: MessageLanguage): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.push(v);
    else if (typeof v === "function") out.push(String((v as (...a: unknown[]) => unknown)(2, 3, 4, 5, 6, 7)));
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(MESSAGES[lang]);
  return out;
}

describe("message tables", () => {
  it.each(MESSAGE_LANGUAGES)("%s: every phrase is there and not empty", (lang) => {
    for (const t of texts(lang)) expect(t.trim().length).toBeGreaterThan(0);
  });

  it.each(OTHERS)("%s: speaks its own language, not English", (lang) => {
    const m = MESSAGES[lang];
    const en = MESSAGES.en;
    for (const k of ["approvePlan", "approvalCta", "applied", "notApplied", "notUnderstood", "notPossible", "cannotPlan", "youCouldChoose", "blockerCta", "deadline", "cadence", "sessionLength", "answerOne"] as const) expect(m[k], k).not.toBe(en[k]);
    expect(m.escalationCta(true)).not.toBe(en.escalationCta(true));
    expect(m.kind.progressive_accumulation_arc).not.toBe(en.kind.progressive_accumulation_arc);
    expect(m.choice.anyDay).not.toBe(en.choice.anyDay);
    expect(messagesFor(lang)).toBe(m);
  });

  it.each([["pt-BR", "pt"], ["zh-Hant", "zh"], ["NL", "nl"], ["ja", "ja"], ["it-IT", "it"], ["sv", "en"], [null, "en"]] as const)("the table for %s is %s's", (code, lang) => {
    expect(messagesFor(code)).toBe(MESSAGES[lang]);
  });

  // Counts agree: "1 session", "2 sessions" — never "1 sessions" or "2 session".
  const ONE_MANY: Record<MessageLanguage, [RegExp, RegExp]> = {
    en: [/^1 session$/, /^2 sessions$/],
    de: [/^1 Einheit$/, /^2 Einheiten$/],
    fr: [/^1 séance$/, /^2 séances$/],
    es: [/^1 sesión$/, /^2 sesiones$/],
    nl: [/^1 sessie$/, /^2 sessies$/],
    pt: [/^1 sessão$/, /^2 sessões$/],
    ja: [/^1回/, /^2回/],
    zh: [/^1次$/, /^2次$/],
    it: [/^1 sessione$/, /^2 sessioni$/],
  };
  it.each(MESSAGE_LANGUAGES)("%s: counts agree", (lang) => {
    const m = MESSAGES[lang];
    expect(m.sessions(1)).toMatch(ONE_MANY[lang][0]);
    expect(m.sessions(2)).toMatch(ONE_MANY[lang][1]);
    if (lang !== "ja" && lang !== "zh") {
      expect(m.scheduled(1, "X")).not.toMatch(/\b1 (sessions|Einheiten|séances|sesiones|sessies|sessões|sessioni)\b/u);
      expect(m.unplaced(1, "X")).not.toMatch(/\b1 (sessions|Einheiten|séances|sesiones|sessies|sessões|sessioni)\b/u);
      expect(m.choice.perWeek(1, 2)).not.toMatch(/\b1 (sessions|Einheiten|séances|sesiones|sessies|sessões|sessioni)\b/u);
      expect(m.phases(1)).not.toBe(m.phases(2).replace("2", "1"));
    }
  });
});

describe("the plan is described in plain words", () => {
  const policy = InteractionPolicy.parse({ conversation_style: "coach" });
  it.each(MESSAGE_LANGUAGES)("%s: no pattern jargon, and the headline is in the language", (lang) => {
    const task = perceive("Learn Spanish in 6 months, 3 times a week", NOW);
    const outline = generateOutline(task, PatternSpec.parse({ pattern_type: "progressive_accumulation_arc", subtype: "language_learning" }), { now: NOW.now });
    const text = summarizePlan(outline, policy, lang).text;
    expect(text).not.toMatch(/accumulation arc|hybrid project cycle|recurring cycle|_/i);
    expect(text).toContain(MESSAGES[lang].kind.progressive_accumulation_arc);
    expect(text).toContain(MESSAGES[lang].phases(outline.nodes.filter((n) => n.level === "phase").length));
  });

  it("a model summary that names the pattern's jargon is refused", () => {
    const facts = { language: "en", sessions: 10, per_week: [2], per_day: [1], per_month: [8], per_activity: [10], weekdays: [], phases: 3, milestones: [3], dates: [], times: [], first_session: null, last_session: null, quoted: [] };
    expect(summaryContradictions("Your plan is a progressive accumulation arc in 3 phases.", facts).join()).toMatch(/plain words/);
    expect(summaryContradictions("Your plan is a hybrid_project_cycle.", facts).join()).toMatch(/plain words/);
    expect(summaryContradictions("Your plan builds up step by step in 3 phases.", facts)).toEqual([]);
  });
});

describe("escalation, blocker and change reports in the person's language", () => {
  const escalation = (lang: MessageLanguage) =>
    ({
      escalation: {
        source: "feasibility",
        verdict: "impossible",
        code: "FREQUENCY_EXCEEDS_ALLOWED_DAYS",
        message: "You asked for 4 sessions a week but allowed only 2 days (MO, WE).",
        choices: [
          { id: "fewer_sessions", label: "2 sessions a week, one on each allowed day", set: { cadence: { count: 2, per: "week", interval: 1, nth_weekday: null, month_day: null } } },
          { id: "more_days", label: "4 sessions a week on any day", set: { days: null } },
          { id: "later_deadline", label: "the same plan with the deadline moved to 2027-07-01", set: { deadline: "2027-07-01" } },
        ],
      },
      reask: null,
      schedule: null,
      outline: null,
      changes: [],
      reading: reading(lang, { cadence: { count: 4, per: "week", interval: 1, nth_weekday: null, month_day: null } }),
    }) as unknown as PlannerStateType;

  it.each(MESSAGE_LANGUAGES)("%s: the escalation says the problem, the choices and what to reply in the language", (lang) => {
    const p = escalationPayload(escalation(lang));
    const m = MESSAGES[lang];
    expect(p.question).toContain(problemSentence(lang, "FREQUENCY_EXCEEDS_ALLOWED_DAYS", "You asked for 4 sessions a week but allowed only 2 days (MO, WE)."));
    expect(p.question).toContain(m.youCouldChoose);
    expect(p.call_to_action).toBe(m.escalationCta(true));
    const labels = (p.choices as { label: string }[]).map((c) => c.label);
    expect(labels).toHaveLength(3);
    if (lang === "en") expect(labels[0]).toBe("2 sessions a week, one on each allowed day");
    else {
      expect(p.question).not.toMatch(/You asked for|You could choose|sessions a week|any day|deadline moved/);
      expect(labels).toEqual([m.choice.perWeek(2, 4), m.choice.anyDay, m.choice.deadline("2027-07-01")]);
    }
  });

  it.each(MESSAGE_LANGUAGES)("%s: a blocker asks in the language", (lang) => {
    const p = blockerPayload({ blocker: { stage: "DRAFT_OUTLINE", intent: "draft the outline", reason: "timeout", evidence: [] }, reask: null, reading: reading(lang) } as unknown as PlannerStateType);
    expect(p.question).toBe(MESSAGES[lang].blocker("draft the outline", "timeout"));
    expect(p.call_to_action).toBe(MESSAGES[lang].blockerCta);
  });

  it.each(MESSAGE_LANGUAGES)("%s: a reply not understood or not possible is reported with why, in the language", (lang) => {
    const before = reading(lang);
    const m = MESSAGES[lang];
    const none = mergeDelta(before, { set: {}, clear: [], parts: [{ text: "blorf", field: null, status: "not_understood", note: "no schedule, date or session change found in the reply" }] }, "blorf");
    expect(none.record.not_applied).toEqual([{ text: "blorf", reason: m.notUnderstood }]);
    const impossible = mergeDelta(before, { set: {}, clear: [], parts: [{ text: "no day", field: "days", status: "not_possible", note: "no day would be left" }] }, "no day");
    expect(impossible.record.not_applied[0]!.reason).toBe(m.notes.noDay);
    const other = mergeDelta(before, { set: {}, clear: [], parts: [{ text: "x", field: "days", status: "not_possible", note: "some new English note" }] }, "x");
    expect(other.record.not_applied[0]!.reason).toBe(lang === "en" ? "some new English note" : m.notPossible);
    const said = describeChange({ step: 1, source: "change_request", text: "blorf", applied: [], not_applied: none.record.not_applied, passed_on: [], replan_from: null }, lang);
    expect(said.startsWith(m.notApplied)).toBe(true);
    expect(said).toContain(m.notUnderstood);
  });

  it("parts refused for one reason are named together and the reason said once", () => {
    const said = describeChange({ step: 1, source: "change_request", text: "x", applied: [], not_applied: [{ text: "20 sessions a week", reason: "Too much. Would one of these do: 3 a week?" }, { text: "5 hours", reason: "Too much. Would one of these do: 3 a week?" }], passed_on: [], replan_from: null }, "en");
    expect(said).toBe('Not applied: "20 sessions a week", "5 hours" — Too much. Would one of these do: 3 a week?');
  });
});

describe("clarification questions in the person's language", () => {
  const policy = InteractionPolicy.parse({ probing_depth: 3 });
  it.each(MESSAGE_LANGUAGES)("%s: deadline and cadence questions", (lang) => {
    const r = reading(lang, { deadline: null, horizon_days: null, cadence: null, days: null, fixed_times: [], items: [] });
    const m = MESSAGES[lang];
    const hybrid = elicitContext(r, policy, { pattern: PatternSpec.parse({ pattern_type: "milestone_project", subtype: "launch" }) });
    expect(hybrid.questions.map((q) => q.text)).toEqual([m.deadline]);
    const routine = elicitContext(r, policy, { pattern: PatternSpec.parse({ pattern_type: "recurring_cycle", subtype: "habit_routine" }) });
    expect(routine.questions.map((q) => q.text)).toEqual([m.cadence]);
  });
});

describe("the other pauses speak the person's language, in plain words", () => {
  it.each(MESSAGE_LANGUAGES)("%s: a new kind of plan, the pattern step, the spending ceiling", (lang) => {
    const m = MESSAGES[lang];
    const rfc = rfcPayload({ rfc: { proposed: { pattern_type: "progressive_accumulation_arc", subtype: "proposed:become_a_beekeeper", rfc: "no template fits", source_pattern: null } }, reask: null, reading: reading(lang) } as unknown as PlannerStateType, "skill_learning");
    expect(rfc.question).toBe(m.rfcQuestion(m.kind.progressive_accumulation_arc, "become a beekeeper"));
    expect(rfc.question).not.toMatch(/_|accumulation arc/);
    expect(rfc.call_to_action).toBe(m.rfcCta("become a beekeeper"));
    const pattern = stageApprovalPayload({ approval_target: "pattern", pattern: { pattern_type: "hybrid_project_cycle", subtype: "book_writing" }, changes: [], reask: null, stage: "SEEK_APPROVAL", reading: reading(lang) } as unknown as PlannerStateType);
    expect(pattern.question).toBe(`${m.patternRead(m.kind.hybrid_project_cycle)} ${m.approveStage("pattern")}`);
    expect(pattern.question).not.toMatch(/_|hybrid project cycle|book_writing/);
    const budget = budgetPayload({ outline: null, interaction_policy: null, task_spec: { intent: "x" }, goal: "x", counters: { turnCostUsd: 0.61 }, stage: "DRAFT_OUTLINE", reask: null, reading: reading(lang) } as unknown as PlannerStateType, 0.5);
    expect(budget.question).toContain(m.budget("$0.61", "$0.50"));
    expect(budget.call_to_action).toBe(m.budgetCta);
    const sub = elicitContext(reading(lang), InteractionPolicy.parse({ probing_depth: 3 }), { pattern: PatternSpec.parse({ pattern_type: "milestone_project", subtype: "proposed:open_a_bakery", introduced_by: "ai_adaptation", rfc: "new" }) });
    expect(sub.questions.find((q) => q.field === "subtype_approval")!.text).toBe(m.subtypeQuestion("open a bakery"));
  });
});

describe("alternatives and unplaced sessions in the person's words", () => {
  it.each(OTHERS)("%s: a smaller target and the scheduler's reasons are not English", (lang) => {
    const m = MESSAGES[lang];
    const alt = { id: "smaller_target", label: "lose 5.5 kg by 2027-01-01", set: { level: { current: null, target: "5.5 kg" } } };
    expect(choiceLabel(lang, alt, {})).toBe(m.choice.target("5.5 kg", "2027-01-01"));
    expect(unplacedReason(lang, "no free slot in the allowed windows on its day or the days it may slide to (busy or full)")).toBe(m.noSlot);
    expect(unplacedReason(lang, "its day (2027-01-04) is not an allowed day and no allowed day follows before the next occurrence")).toBe(m.notAllowedDay);
    expect(unplacedReason(lang, "something new the scheduler says")).toBe(m.notPossible);
  });
  it.each(OTHERS)("%s: a daily time with a later date (a language level) is not English", (lang) => {
    const m = MESSAGES[lang];
    const alt = { id: "later_deadline", label: "60 minutes a day, with C1 by 2028-10-28", set: { deadline: "2028-10-28", cadence: { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null }, session_minutes: 60 } };
    const label = choiceLabel(lang, alt, {});
    expect(label).not.toBe(alt.label);
    expect(label).toContain(m.choice.perDay(1, 60));
    expect(label).toContain("2028-10-28");
  });
  it("English keeps the label it was given and says the reason plainly", () => {
    expect(choiceLabel("en", { id: "smaller_target", label: "lose 5.5 kg by 2027-01-01", set: { level: { current: null, target: "5.5 kg" } } }, {})).toBe("lose 5.5 kg by 2027-01-01");
    expect(unplacedReason("en", "no free slot in the allowed windows on its day or the days it may slide to (busy or full)")).toBe(MESSAGES.en.noSlot);
  });
});
