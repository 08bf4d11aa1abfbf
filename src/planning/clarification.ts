/**
 * Clarification answers, before the reader reads them: which part of the reply answers which
 * question, and — when the goal was too vague to plan ("get better") — what the person said the
 * goal is, as a short title of their own words.
 *
 * People answer two numbered questions ("what should it achieve?", "how often?") in every way:
 * one line per question, numbered or not, in another order, or one sentence holding both ("I want
 * to become a licensed beekeeper by June 1, 3 times a week after work."). The reader reads the
 * rhythm, dates and times wherever they stand; what is left once the phrases it read are taken
 * out is the goal itself. That remainder names the goal (and a proposed new subtype), never the
 * vague title it replaces.
 */
import { DELTA_FIELDS, type GoalReading } from "../contracts/goal-reading.js";
import { cleanTitle } from "./outline/words.js";
import { isVague } from "./policy-helpers.js";
import { proposalFor } from "./reading/read-goal.js";

export const ANSWER_FIELDS = ["goal_detail", "deadline", "cadence", "session_length"] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

const NUMBERED = /^\s*(?:\d+[.)]|[-*•])\s*/u;

/**
 * The answers by field: `{answers: {field: text}}` as sent; lines numbered 1., 2., … by their
 * numbers; as many unnumbered lines as questions in the order asked; otherwise the whole text for
 * every question (the reader then reads each part where it stands).
 */
export function answersByField(fields: readonly string[], text: string, structured?: unknown): Partial<Record<AnswerField, string>> {
  if (structured && typeof structured === "object") {
    return Object.fromEntries(Object.entries(structured as Record<string, unknown>).filter(([k, v]) => (ANSWER_FIELDS as readonly string[]).includes(k) && typeof v === "string")) as Partial<Record<AnswerField, string>>;
  }
  const asked = fields.filter((f): f is AnswerField => (ANSWER_FIELDS as readonly string[]).includes(f));
  const raw = text.split(/\r?\n/).filter((l) => l.trim());
  const numbers = raw.map((l) => /^\s*(\d+)[.)]\s*/u.exec(l)?.[1]);
  if (asked.length > 1 && numbers.every((n) => n !== undefined)) {
    // "2. three times a week\n1. a beekeeping licence": each number answers its question.
    const out: Partial<Record<AnswerField, string>> = {};
    raw.forEach((l, i) => {
      const f = asked[Number(numbers[i]) - 1];
      if (f) out[f] = [out[f], l.replace(NUMBERED, "").trim()].filter(Boolean).join("\n");
    });
    if (Object.keys(out).length) return out;
  }
  const lines = raw.map((l) => l.replace(NUMBERED, "").trim()).filter(Boolean);
  if (asked.length > 1 && lines.length === asked.length) return Object.fromEntries(asked.map((f, i) => [f, lines[i]!]));
  return Object.fromEntries(asked.map((f) => [f, text]));
}

/** Lead-ins that say nothing about the goal ("I want to …", "My goal is to …"). */
const LEAD_IN = /^(?:(?:well|so|ok|okay|sure|yes)[,\s]+)?(?:i(?:'d| would)? (?:really )?(?:want|like|love|hope|plan|aim|need|wish)(?: to)?|i wanna|i'm (?:going|hoping|trying) to|i am (?:going|hoping|trying) to|my (?:goal|aim|plan|target) (?:is|would be)(?: to)?|the (?:goal|result|aim) (?:is|would be)(?: to)?|it should be(?: that)?|to be able to|that i)\s+/iu;

/** Words left hanging once a date or rhythm is taken out ("a licensed beekeeper by ,"). */
const DANGLING = /\s+(?:by|on|at|in|from|until|till|before|after|every|each|for|around|about|and|or|with)(?=\s*(?:[,.;:!?]|$))/giu;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text without the phrases the reader took as dates, rhythm, times and lengths. */
export function withoutReadPhrases(text: string, sources: Readonly<Record<string, string>>): string {
  let t = text;
  const phrases = [...new Set(Object.values(sources).filter((p) => p && p.trim().length > 1))].sort((a, b) => b.length - a.length);
  for (const p of phrases) t = t.replace(new RegExp(escape(p.trim()).replace(/\s+/g, "\\s+"), "giu"), " ");
  return t;
}

/**
 * What the person said the goal is, as a short title in their words (no dates, rhythm or times,
 * no "I want to"), or null when the answer names no concrete result ("3 times a week after work").
 * Sentences and lines are tried in order; the first that still says something concrete wins.
 */
export function goalFromAnswer(text: string, reading: Pick<GoalReading, "sources" | "language">): string | null {
  const stripped = withoutReadPhrases(text, reading.sources);
  const parts = stripped.split(/(?<!\d)[.!?;](?!\d)|[。！？\n]/u).map((s) => s.replace(NUMBERED, "").trim());
  for (const part of parts) {
    let t = part.replace(/\s+/g, " ").trim();
    for (let i = 0; i < 3; i++) t = t.replace(LEAD_IN, "").replace(DANGLING, "").replace(/^[\s,;:–-]+|[\s,;:–-]+$/gu, "").replace(/\s*,\s*(?=,|$)/g, "").trim();
    t = t.replace(/\s+,/g, ",").replace(/,+/g, ",").replace(/[\s,]+$/u, "");
    if (!t) continue;
    const title = cleanTitle(t, "", 60);
    if (title && !isVague({ title, language: reading.language })) return title;
  }
  return null;
}

/**
 * The reading of a vague goal once the person named it: titled with their words, and a proposed
 * new subtype (when no known one fits) named after them — never after the vague title.
 */
export function namedGoal(reading: GoalReading, name: string): GoalReading {
  const proposal = reading.pattern.proposal ? proposalFor(name, reading.pattern.type) : null;
  return { ...reading, title: name, pattern: { ...reading.pattern, proposal } };
}

const isEmpty = (v: unknown) => v === null || (Array.isArray(v) && v.length === 0) || (typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => x === null));

/**
 * The goal read again with an answer added, keeping what earlier answers and changes set that this
 * reading does not state (a rhythm given in the first round stays when the second names the goal).
 */
export function keepEarlier(before: GoalReading, reread: GoalReading): GoalReading {
  const out: GoalReading = { ...reread, sources: { ...before.sources, ...reread.sources } };
  for (const f of DELTA_FIELDS) if (isEmpty(reread[f]) && !isEmpty(before[f])) (out as Record<string, unknown>)[f] = before[f];
  return out;
}
