/**
 * Issue 10 item 5, through the real planner over corpus goals in several languages: counts agree
 * ("1 session", never "1 sessions"), the plan's title is a short summary without the when and how
 * often, no node is named with a fragment of a time, and the approval question is in the person's
 * language (every language the reader reads: en, de, fr, es, nl, pt, ja, zh).
 */
import { describe, expect, it } from "vitest";
import { MESSAGES, type MessageLanguage } from "../../src/planning/messages.js";
import { loadCorpus } from "../../src/planning/reading/corpus.js";
import { heldoutGoals, makePlanner, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

const planner = makePlanner();
const corpus = new Map(loadCorpus().map((r) => [r.id, r]));
const goal = (id: string): AcceptanceGoal => {
  const held = heldoutGoals().find((g) => g.id === id);
  if (held) return held;
  const r = corpus.get(id)!;
  return { id, source: "heldout", goal: r.goal, now: r.now, timezone: r.timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] };
};

/** A plural after "1": the count does not agree. */
const PLURAL_AFTER_ONE = /(?<![\d.,:])\b1 (sessions|phases|milestones|times|Einheiten|Phasen|Meilensteine|séances|jalons|sesiones|fases|hitos)\b/u;
/** Pieces of clock times: "12:30", "19.30", "6am", "21h", "9u", "7時", "9点", "30pm)", "30-7:00". */
const TIME_FRAGMENT = /\d{1,2}[:.]\d{2}(?!\d)|\b\d{1,2}\s*(?:am|pm|uhr|uur)\b|\b\d{1,2}[hu]\b|\d{1,2}\s*(?:時|点|时)|\b\d{2}(?:am|pm)\)|^\s*[-–]/iu;
const ENGLISH_ONLY = /Approve this plan\?|sessions? (?:is|are) scheduled|First milestone|Reply 'approve'|Applied:|Not applied:|a step-by-step build-up|a regular routine|a project with/;
/** The pattern's jargon: the kind of plan is said in plain words. */
const JARGON = /accumulation arc|hybrid project cycle|recurring cycle|milestone project|_/i;

const CASES: [id: string, messages: MessageLanguage][] = [
  ["en-example-weekday-lunch", "en"],
  ["en-thyroid-tablet", "en"],
  ["de-vienna-marathon", "de"],
  ["de-weihnachtsfeier", "de"],
  ["de-yoga-halb-sieben", "de"],
  ["fr-voyage-japon", "fr"],
  ["fr-natation-2km", "fr"],
  ["es-cocina-suegros", "es"],
  ["es-dominadas", "es"],
  ["ja-shukatsu-mensetsu", "ja"],
  ["ja-yoga-mwf", "ja"],
  ["nl-verrassingsfeest", "nl"],
  ["pt-ielts-noites", "pt"],
  ["zh-xiaohongshu-posts", "zh"],
];

describe.each(CASES)("%s", (id, lang) => {
  it("counts agree, the title is a short summary, no time fragments in names, the question in the person's language", async () => {
    const g = goal(id);
    const walk = await toApproval(planner, g, `words-${id}`);
    expect(walk.approvalQuestion, walk.pauses.join(" > ")).not.toBeNull();
    const q = walk.approvalQuestion!;
    const outline = walk.state.outline!;
    const root = outline.nodes.find((n) => n.id === outline.root_id)!;

    expect(q).not.toMatch(PLURAL_AFTER_ONE);
    // A short summary: at most 60 characters, without the when (the deadline, times and lengths the reader read).
    expect([...root.title].length).toBeLessThanOrEqual(60);
    const reading = readingOf(g.goal, { now: g.now, timezone: g.timezone });
    for (const f of ["deadline", "fixed_times", "session_minutes", "windows", "not_before", "not_after"]) {
      const phrase = reading.sources[f];
      if (phrase && (/\s/.test(phrase.trim()) || /\d/.test(phrase))) expect(root.title.toLowerCase(), `${f} "${phrase}" in the title`).not.toContain(phrase.toLowerCase());
    }
    for (const n of outline.nodes) expect(n.title, `${n.id} is named with a time fragment`).not.toMatch(TIME_FRAGMENT);
    expect(q).toContain(root.title);

    expect(q).not.toMatch(JARGON);
    {
      expect(q).toContain(MESSAGES[lang].approvePlan);
      if (lang !== "en") expect(q).not.toMatch(ENGLISH_ONLY);
      // What a clarification answer did is said in the same language.
      if (walk.state.changes.length && lang !== "en") expect(q).toContain(MESSAGES[lang].applied);
    }
  });
});
