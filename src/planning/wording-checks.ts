/**
 * Code checks on text a model writes for the person (issue 9 §2: "code validates"): the
 * clarification questions and the plan summary shown in the approval question. A text that fails
 * them is not shown; the caller uses the offline wording instead.
 *
 * Questions: at most as many as the policy allows, one per essential the code found missing (all of
 * them asked), none empty, in the person's language when the reading names one.
 *
 * Summary: every checkable fact it states must be in the plan. Checked are the facts a reader
 * acts on and a model gets wrong: weekdays (named without a negation: sessions fall on it; after
 * "not on", "except", "nie am", "以外": none do), counts of sessions (per week, day or month, or in
 * total), numbers of phases and milestones, ISO dates and clock times. Weekday and cadence words
 * come from the reader's lexicons, so the check works in every language the reader knows. What
 * the check cannot parse is not judged; a summary it wrongly distrusts only costs the model's
 * wording (the offline summary is shown), never a wrong plan.
 */
import { READING_LANGUAGES, type GoalReading } from "../contracts/goal-reading.js";
import type { PlanOutline, Schedule, Weekday } from "../contracts/planning.js";
import { dateOfDay, dayNumber, isoWeekday, isoWeekLabel, WEEKDAYS } from "./dates.js";
import type { QuestionField } from "./policy-helpers.js";
import { cadenceMatches } from "./reading/extract-schedule.js";
import { detectLanguage } from "./reading/language.js";
import { LEXICONS, lexiconFor, type Lexicon } from "./reading/lexicon/index.js";
import { alternation, matchAll, normalise, parseCount, Spans, type Match } from "./reading/phrases.js";

export interface WordingIssue {
  path: string;
  message: string;
}

// ── Clarification questions ──────────────────────────────────────────────────────────────────

export interface QuestionExpectations {
  /** The essentials to ask about, in order (the code's decision, capped by probing_depth). */
  fields: readonly QuestionField[];
  /** The person's language (the reading's), or null when unknown. */
  language: string | null;
}

const isReadingLanguage = (l: string | null): l is (typeof READING_LANGUAGES)[number] => l !== null && (READING_LANGUAGES as readonly string[]).includes(l);

export function questionProblems(questions: ReadonlyArray<{ field: QuestionField; text: string }>, expect: QuestionExpectations): WordingIssue[] {
  const issues: WordingIssue[] = [];
  if (questions.length > expect.fields.length) issues.push({ path: "questions", message: `at most ${expect.fields.length} question(s), one per missing field: ${expect.fields.join(", ")}` });
  const seen = new Set<QuestionField>();
  questions.forEach((q, i) => {
    if (!expect.fields.includes(q.field)) issues.push({ path: `questions.${i}.field`, message: `"${q.field}" is not to be asked; ask only about: ${expect.fields.join(", ")}` });
    else if (seen.has(q.field)) issues.push({ path: `questions.${i}.field`, message: `"${q.field}" is asked twice` });
    seen.add(q.field);
    if (q.text.trim().length === 0) issues.push({ path: `questions.${i}.text`, message: "the question is empty" });
    else if (isReadingLanguage(expect.language) && detectLanguage(q.text, expect.language) !== expect.language) {
      issues.push({ path: `questions.${i}.text`, message: `write the question in the person's language (${expect.language})` });
    }
  });
  for (const f of expect.fields) if (!seen.has(f)) issues.push({ path: "questions", message: `no question asks about "${f}"` });
  return issues;
}

// ── Plan summary ─────────────────────────────────────────────────────────────────────────────

/** What a summary may state about a plan: the numbers, days, dates and times that are in it. JSON-plain. */
export interface PlanFacts {
  language: string | null;
  sessions: number;
  /** Session counts per ISO week, per day and per month, in total and per activity (every bucket seen). */
  per_week: number[];
  per_day: number[];
  per_month: number[];
  /** Sessions per activity over the whole plan. */
  per_activity: number[];
  /** Weekdays sessions fall on (local to the schedule's zone). */
  weekdays: Weekday[];
  /** Phases, and milestones (all, and those with a due date: a summary may count either). */
  phases: number;
  milestones: number[];
  /** ISO dates the plan or the person's reading names (start, deadline, dues, session days, exclusions). */
  dates: string[];
  /** Clock times (HH:mm) of sessions and of the person's stated bounds, windows and fixed times. */
  times: string[];
  first_session: string | null;
  last_session: string | null;
  /** The goal's own words the summary may quote (its title): what they say was the person's, not a claim about the plan. */
  quoted: string[];
}

const sorted = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);

function countsBy<T>(items: readonly T[], key: (t: T) => string): number[] {
  const m = new Map<string, number>();
  for (const i of items) m.set(key(i), (m.get(key(i)) ?? 0) + 1);
  return [...m.values()];
}

function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const [a, b] = [dayNumber(from), dayNumber(to)];
  for (let d = a; d <= b && out.length < 400; d++) out.push(dateOfDay(d));
  return out;
}

export function planFacts(outline: PlanOutline, schedule: Schedule | null, reading: GoalReading | null): PlanFacts {
  const blocks = schedule?.blocks ?? [];
  const local = blocks.map((b) => ({ task: b.task_id, date: b.start.slice(0, 10), month: b.start.slice(0, 7), week: isoWeekLabel(dayNumber(b.start.slice(0, 10))), start: b.start.slice(11, 16), end: b.end.slice(11, 16) }));
  const perBucket = (key: (l: (typeof local)[number]) => string) => [...countsBy(local, key), ...countsBy(local, (l) => `${l.task}|${key(l)}`)];
  const dates = new Set<string>([outline.start, ...(outline.deadline ? [outline.deadline] : []), ...outline.nodes.flatMap((n) => (n.due ? [n.due.slice(0, 10)] : [])), ...local.map((l) => l.date)]);
  const times = new Set<string>(local.flatMap((l) => [l.start, l.end]));
  if (reading) {
    for (const d of [reading.deadline, reading.start]) if (d) dates.add(d);
    for (const r of [...reading.excluded_dates, ...reading.rest_weeks]) for (const d of datesBetween(r.from, r.to)) dates.add(d);
    for (const t of [reading.not_before, reading.not_after]) if (t) times.add(t);
    for (const w of reading.windows) [w.start, w.end].forEach((t) => times.add(t));
    for (const f of reading.fixed_times) times.add(f.time);
  }
  const days = new Set(local.map((l) => WEEKDAYS[isoWeekday(dayNumber(l.date)) - 1]!));
  return {
    language: reading?.language ?? null,
    sessions: blocks.length,
    per_week: sorted(perBucket((l) => l.week)),
    per_day: sorted(perBucket((l) => l.date)),
    per_month: sorted(perBucket((l) => l.month)),
    per_activity: sorted(countsBy(local, (l) => l.task)),
    weekdays: WEEKDAYS.filter((d) => days.has(d)),
    phases: outline.nodes.filter((n) => n.level === "phase").length,
    milestones: sorted([outline.nodes.filter((n) => n.level === "milestone").length, outline.nodes.filter((n) => n.level === "milestone" && n.due).length]),
    dates: [...dates].sort(),
    times: [...times].sort(),
    first_session: blocks[0]?.start ?? null,
    last_session: blocks.at(-1)?.start ?? null,
    quoted: [...new Set([outline.nodes.find((n) => n.id === outline.root_id)?.title, reading?.title].filter((t): t is string => !!t).map((t) => t.replace(/…$/, "")))],
  };
}

/** Words for one session, per language ("{N} sessions" is a count of sessions). */
const SESSION_WORDS: Partial<Record<string, string>> = {
  en: "sessions?|workouts?|lessons?|classes|class",
  de: "einheiten|einheit|trainingseinheiten|trainingseinheit|sitzungen|sitzung|termine|termin",
  fr: "séances?|seances?|sessions?",
  es: "sesiones|sesión|sesion",
  pt: "sessões|sessão|sessoes|sessao",
  it: "sessioni|sessione|allenamenti|allenamento|lezioni|lezione",
  nl: "sessies?|trainingen",
  ja: "回",
  zh: "次",
};
/** Phase and milestone words (English: the offline summary's and the prompt's language of the outline). */
const STRUCTURE_WORDS = { phases: "phases?", milestones: "milestones?" } as const;

/** Weekday names a summary could use, without abbreviations that are also common words ("so", "do", "sat"). */
function weekdayPattern(lex: Lexicon): RegExp {
  const common = new Set([...(lex.commonWords ?? []), ...Object.keys(lex.numbers), ...Object.keys(lex.ordinals)]);
  const names = Object.keys(lex.weekdays).filter((w) => !common.has(w) && [...w].length >= (lex.spaced ? 4 : 2));
  const alt = alternation(names);
  return new RegExp(lex.spaced ? `(?<![\\p{L}\\p{N}])${alt}(?![\\p{L}\\p{N}])` : alt, "gu");
}

const SENTENCE_BREAK = /[.;!?。！？\n]/u;

/** The day is named after an exception cue in the same clause ("not on Fridays", "nie am Sonntag") or before one ("日曜以外"). */
function negated(lex: Lexicon, text: string, at: { start: number; end: number }): boolean {
  const before = text.slice(Math.max(0, at.start - 40), at.start);
  const clause = before.split(SENTENCE_BREAK).at(-1) ?? "";
  const offset = at.start - clause.length;
  if (lex.exceptBefore.some((cue) => matchAll(lex, cue, clause).some((m) => offset + m.end <= at.start))) return true;
  const after = (text.slice(at.end, at.end + 12).split(SENTENCE_BREAK)[0] ?? "").replace(/^\s+/, "");
  return lex.exceptAfter.some((cue) => matchAll(lex, cue, after).some((m) => m.start <= 1));
}

const dayName = (d: Weekday) => ({ MO: "Monday", TU: "Tuesday", WE: "Wednesday", TH: "Thursday", FR: "Friday", SA: "Saturday", SU: "Sunday" })[d];

function lexiconsFor(text: string, facts: PlanFacts): Lexicon[] {
  const langs = new Set<string>(["en", detectLanguage(text), ...(facts.language ? [facts.language] : [])]);
  return [...langs].flatMap((l) => (LEXICONS[l as keyof typeof LEXICONS] ? [lexiconFor(l)] : []));
}

/** The pattern types' ids and names ("progressive_accumulation_arc", "a hybrid project cycle", "accumulation arc"). */
const PATTERN_JARGON = /\b(?:milestone_project|recurring_cycle|progressive_accumulation_arc|hybrid_project_cycle|strategic_transformation|(?:progressive\s+)?accumulation\s+arc|hybrid\s+project\s+cycle|recurring\s+cycle)\b/giu;

/** What the summary states that the plan does not say, in words a repair prompt can use; [] when nothing contradicts. */
export function summaryContradictions(summary: string, facts: PlanFacts): string[] {
  // The goal's title quoted in the summary is the person's words, not a claim about the plan.
  let own = summary;
  for (const q of facts.quoted) if (q.trim()) own = own.split(q).join(" ".repeat(q.length));
  const text = normalise(own);
  const out = new Set<string>();
  const days = new Set(facts.weekdays);
  for (const lex of lexiconsFor(summary, facts)) {
    for (const m of text.matchAll(weekdayPattern(lex))) {
      const day = lex.weekdays[m[0]];
      if (!day) continue;
      const at = { start: m.index!, end: m.index! + m[0].length };
      if (negated(lex, text, at)) {
        if (days.has(day)) out.add(`says no sessions on ${dayName(day)}, but the schedule has sessions on ${dayName(day)}`);
      } else if (!days.has(day)) out.add(`names ${dayName(day)}, but no session falls on ${dayName(day)} (sessions are on ${facts.weekdays.map(dayName).join(", ") || "no day"})`);
    }
    // Counts per week / day / month ("4 times a week", "zweimal pro Woche", "週3回").
    const spans = new Spans(text.length);
    const counted: Match[] = [];
    for (const c of cadenceMatches(lex, text, spans)) {
      counted.push(c.m);
      // Named days are checked as days; "weekly" / "daily" (a count of 1) says too little to check ("a weekly review").
      const fromDays = c.rule.count === "DAYS" || c.rule.days !== undefined || c.rule.weekday !== undefined;
      if (fromDays || c.cadence.count === 1 || c.cadence.interval !== 1 || c.cadence.nth_weekday || c.cadence.month_day !== null || c.cadence.per === null) continue;
      const allowed = c.cadence.per === "week" ? facts.per_week : c.cadence.per === "day" ? facts.per_day : facts.per_month;
      if (c.cadence.count !== null && !allowed.includes(c.cadence.count)) out.add(`says ${c.cadence.count} per ${c.cadence.per} ("${c.m.text}"), but the schedule has ${allowed.join(" or ") || "no"} sessions per ${c.cadence.per}`);
    }
    const overlaps = (m: Match) => counted.some((c) => m.start < c.end && m.end > c.start);
    const countOf = (word: string, allowed: readonly number[], what: string) => {
      for (const m of matchAll(lex, `{N} ?(?:${word})`, text)) {
        if (overlaps(m)) continue;
        const n = parseCount(lex, m.groups.N);
        // "a milestone project", "one session at a time": an article or "one" before the noun is not a count.
        if (n === 1 && !/^\d/.test(m.groups.N ?? "")) continue;
        if (n !== null && !allowed.includes(n)) out.add(`says ${n} ${what} ("${m.text}"), but the plan has ${allowed.join(" or ")}`);
      }
    };
    const sessionWords = SESSION_WORDS[lex.lang];
    if (sessionWords) countOf(sessionWords, sorted([facts.sessions, ...facts.per_activity, ...facts.per_week, ...facts.per_day, ...facts.per_month]), "sessions");
    if (lex.lang === "en") {
      countOf(STRUCTURE_WORDS.phases, [facts.phases], "phases");
      countOf(STRUCTURE_WORDS.milestones, facts.milestones, "milestones");
    }
  }
  // The pattern's ids and their jargon are the planner's words, not the person's ("a progressive accumulation arc").
  for (const m of own.matchAll(PATTERN_JARGON)) out.add(`calls the plan "${m[0]}" — say in plain words what kind of plan it is (e.g. "a step-by-step build-up", "a regular routine")`);
  for (const m of own.matchAll(/(?<!\d)(\d{4}-\d{2}-\d{2})(?!\d)/g)) {
    if (!facts.dates.includes(m[1]!)) out.add(`names the date ${m[1]}, which is not in the plan`);
  }
  // Clock times written with a colon only: "1h30" is as often a duration as a time.
  for (const m of own.matchAll(/(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g)) {
    const t = `${m[1]!.padStart(2, "0")}:${m[2]}`;
    if (!facts.times.includes(t)) out.add(`names the time ${t}, which is neither a session time nor a time the person stated`);
  }
  return [...out];
}
