/**
 * A reply (change request or clarification answer) read as a GoalReadingDelta on the goal's
 * reading, in any language the reader has a lexicon for. Each field the reply changes is one
 * part with status `applied`; a reply no field can express is one `not_understood` part, so the
 * caller can say so instead of silently ignoring it.
 */
import type { DeltaPart, GoalReading, GoalReadingDelta, ReadingLanguage } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import type { ReadingClock } from "./calendar.js";
import { detectLanguage } from "./language.js";
import { LEXICONS, lexiconFor, type Lexicon } from "./lexicon/index.js";
import { compile, matchAll, normalise, WEEK } from "./phrases.js";
import { readConstraints } from "./constraints.js";

type ClearField = keyof Lexicon["reply"]["clear"];

function matches(lex: Lexicon, templates: readonly string[], text: string): string | null {
  for (const t of templates) {
    const m = matchAll(lex, t, text)[0];
    if (m) return m.text;
  }
  return null;
}

function readWith(text: string, lex: Lexicon, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  const body = text.replace(/^\s*propose changes\s*:\s*/i, "");
  const norm = normalise(body);
  const { schedule, deadline } = readConstraints(body, lex, clock);
  const set: GoalReadingDelta["set"] = {};
  const clear: GoalReadingDelta["clear"] = [];
  const parts: DeltaPart[] = [];
  const applied = (field: string, phrase: string) => parts.push({ text: phrase, field, status: "applied", note: "" });

  for (const [field, phrases] of Object.entries(lex.reply.clear) as [ClearField, string[]][]) {
    const hit = matches(lex, phrases, norm);
    if (hit) {
      clear.push(field);
      applied(field, hit);
    }
  }

  if (deadline.deadline) {
    set.deadline = deadline.deadline;
    applied("deadline", deadline.source ?? body);
  } else if (deadline.issues.length) {
    parts.push({ text: deadline.source ?? body, field: "deadline", status: "not_possible", note: deadline.issues[0]!.message });
  }

  if (schedule.stated.has("cadence") && schedule.cadence) {
    set.cadence = schedule.cadence;
    applied("cadence", schedule.sources.cadence ?? body);
  } else if (reading.cadence?.count) {
    const more = matches(lex, lex.reply.more, norm);
    const fewer = matches(lex, lex.reply.fewer, norm);
    const step = more ? 1 : fewer ? -1 : 0;
    if (step && reading.cadence.count + step >= 1) {
      set.cadence = { ...reading.cadence, count: reading.cadence.count + step };
      applied("cadence", (more ?? fewer)!);
    }
  }

  if (schedule.stated.has("days") && schedule.days && !clear.includes("days")) {
    const also = lex.reply.also.length > 0 && compile(lex, `(?:${lex.reply.also.join("|")})`).re.test(norm);
    const onlyExcluded = schedule.excluded_days.length > 0 && schedule.days.every((d) => !schedule.excluded_days.includes(d)) && schedule.days.length + schedule.excluded_days.length === 7;
    let days: Weekday[];
    if (onlyExcluded) days = WEEK.filter((d) => (reading.days ?? WEEK).includes(d) && !schedule.excluded_days.includes(d));
    else if (also && reading.days) days = WEEK.filter((d) => reading.days!.includes(d) || schedule.days!.includes(d));
    else days = schedule.days;
    set.days = days;
    applied("days", schedule.sources.excluded_days ?? schedule.sources.days ?? body);
  }
  if (schedule.stated.has("windows")) {
    set.windows = schedule.windows;
    applied("windows", schedule.sources.windows ?? body);
  }
  for (const field of ["not_before", "not_after", "session_minutes"] as const) {
    if (schedule.stated.has(field) && schedule[field] !== null) {
      set[field] = schedule[field] as never;
      applied(field, schedule.sources[field] ?? body);
    }
  }
  if (schedule.stated.has("fixed_times")) {
    set.fixed_times = schedule.fixed_times;
    applied("fixed_times", schedule.sources.fixed_times ?? body);
  }

  if (parts.length === 0) parts.push({ text: body.trim(), field: null, status: "not_understood", note: "no schedule, date or session change found in the reply" });
  return { set, clear, parts };
}

/** Read a reply against the goal's reading (the language may differ from the goal's). */
export function readReply(text: string, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  const goalLang = reading.language as ReadingLanguage;
  const tried = [...new Set([detectLanguage(text, goalLang), goalLang, "en"])].filter((l) => l in LEXICONS);
  let best: GoalReadingDelta | null = null;
  for (const lang of tried) {
    const d = readWith(text, lexiconFor(lang), reading, clock);
    const score = d.parts.filter((p) => p.status !== "not_understood").length;
    const bestScore = best ? best.parts.filter((p) => p.status !== "not_understood").length : -1;
    if (score > bestScore) best = d;
  }
  return best ?? readWith(text, lexiconFor(goalLang), reading, clock);
}
