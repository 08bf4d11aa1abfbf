/**
 * The question about a new kind of goal, in every language: it names the goal in the person's own
 * words (the reading's proposal label, "Become a licensed beekeeper" — never its id
 * "become_a_licensed_beekeeper", never a deadline or an English "(a one-off project)"), says the
 * kind it is planned as in their language, and says plainly what approving does: the goal is
 * planned either way, approving only has it remembered so goals like it are not asked about again.
 */
import { describe, expect, it } from "vitest";
import type { GoalReading } from "../../src/contracts/goal-reading.js";
import { MESSAGES, MESSAGE_LANGUAGES } from "../../src/planning/messages.js";
import { rfcPayload } from "../../graphs/planner/interrupts.js";
import type { PlannerStateType } from "../../graphs/planner/state.js";
import { readingOf } from "../fixtures/task.js";

const NOW = { now: "2026-11-28T10:00:00", timezone: "Europe/London" };

/** The label of the proposal in each language, as the reader names it. */
const LABEL: Record<string, string> = {
  en: "Become a licensed beekeeper",
  de: "Imker werden",
  fr: "Devenir apiculteur",
  es: "Hacerme apicultor",
  nl: "Imker worden",
  pt: "Virar apicultor",
  ja: "養蜂家になる",
  zh: "成为养蜂人",
  it: "Diventare apicoltore",
};

/** What approving does, in each language's own words: it is remembered, and the question is not asked again. */
const REMEMBERED: Record<string, RegExp> = {
  en: /remember/,
  de: /merke/,
  fr: /retien/,
  es: /guard/,
  nl: /onthoud/,
  pt: /guard/,
  ja: /覚え/,
  zh: /记/,
  it: /salv/,
};

function payload(lang: string, name: string) {
  const base = readingOf("Become a licensed beekeeper by June 1st", NOW);
  const reading = { ...base, language: lang, pattern: { type: "milestone_project", subtype: null, confidence: 0.2, proposal: { name, label: LABEL[lang]! } } } as GoalReading;
  const state = { rfc: { proposed: { pattern_type: "milestone_project", subtype: `proposed:${name}`, rfc: "no subtype fits", source_pattern: "milestone_project" } }, reask: null, reading } as unknown as PlannerStateType;
  return rfcPayload(state, "generic_project");
}

describe("the new-kind question names the goal in the person's words and says what approving does", () => {
  it.each(MESSAGE_LANGUAGES)("%s", (lang) => {
    const m = MESSAGES[lang];
    const p = payload(lang, lang === "ja" || lang === "zh" ? LABEL[lang]! : LABEL[lang]!.toLowerCase().replace(/\s+/g, "_"));
    expect(p.question).toContain(LABEL[lang]!);
    expect(p.question).toContain(lang === "zh" ? m.kind.milestone_project.replace(/^一个/u, "") : m.kind.milestone_project);
    expect(`${p.question} ${p.call_to_action}`).toMatch(REMEMBERED[lang]!);
    expect(p.call_to_action).toBe(m.rfcCta(LABEL[lang]!));
    // No id, no pattern jargon, no English kind words in another language.
    expect(`${p.question} ${p.call_to_action}`).not.toMatch(/_|milestone project|generic project|one-off project/);
    expect(p.proposed_subtype).toMatch(/^proposed:/);
  });
  it("a proposal the reading does not hold is still said in words, not as an id", () => {
    const base = readingOf("Become a licensed beekeeper by June 1st", NOW);
    const state = { rfc: { proposed: { pattern_type: "recurring_cycle", subtype: "proposed:restore_old_clocks", rfc: "x", source_pattern: null } }, reask: null, reading: base } as unknown as PlannerStateType;
    const p = rfcPayload(state, "habit_routine");
    expect(p.question).toContain('"restore old clocks"');
    expect(p.question).not.toMatch(/_/);
  });
});
