/**
 * A reply (change request or clarification answer) read as a GoalReadingDelta on the goal's
 * reading, in any language the reader has a lexicon for. Each field the reply changes is one
 * part with status `applied`; a reply no field can express is one `not_understood` part, so the
 * caller can say so instead of silently ignoring it.
 */
import type { DeltaPart, GoalReading, GoalReadingDelta, ReadingCadence, ReadingLanguage } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import type { ReadingClock } from "./calendar.js";
import { detectLanguage } from "./language.js";
import { LEXICONS, lexiconFor, type Lexicon } from "./lexicon/index.js";
import { same } from "./evaluate.js";
import { plus } from "./calendar.js";
import { matchAll, normalise, parseCount, parseDay, parseTime, parseUnit, WEEK } from "./phrases.js";
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
  // A field is changed only when its new value differs: "30 mins a day" on a daily goal changes the length, not the cadence.
  const change = <K extends keyof GoalReadingDelta["set"]>(field: K, value: GoalReadingDelta["set"][K], phrase: string) => {
    if (same(value, reading[field as keyof GoalReading])) return;
    set[field] = value;
    parts.push({ text: phrase, field, status: "applied", note: "" });
  };

  for (const [field, phrases] of Object.entries(lex.reply.clear) as [ClearField, string[]][]) {
    const hit = matches(lex, phrases, norm);
    if (hit) {
      clear.push(field);
      parts.push({ text: hit, field, status: "applied", note: "" });
    }
  }

  const extend = reading.deadline ? (lex.reply.extend ?? []).map((t) => matchAll(lex, t, norm)[0]).find(Boolean) : undefined;
  const extendBy = extend ? { n: parseCount(lex, extend.groups.N), unit: parseUnit(lex, extend.groups.UNIT) } : null;
  const extended = extendBy?.n && extendBy.unit && reading.deadline ? plus(reading.deadline, extendBy.n, extendBy.unit) : null;
  if (extended) change("deadline", extended, extend!.text);
  else if (deadline.deadline) change("deadline", deadline.deadline, deadline.source ?? body);
  else if (deadline.issues.length) parts.push({ text: deadline.source ?? body, field: "deadline", status: "not_possible", note: deadline.issues[0]!.message });

  // Days: a swap ("move Friday to Saturday"), exceptions on the current days, additions ("also"), or a new set.
  let days: Weekday[] | null = null;
  let daysPhrase = body;
  for (const rule of lex.reply.swap ?? []) {
    const m = matchAll(lex, rule.re, norm)[0];
    if (!m) continue;
    const a = parseDay(lex, m.groups.DAY);
    const b = parseDay(lex, m.groups.DAY2);
    if (!a || !b) continue;
    const [from, to] = rule.old === "DAY" ? [a, b] : [b, a];
    const base = reading.days ?? [];
    days = WEEK.filter((d) => (d !== from && base.includes(d)) || d === to);
    daysPhrase = m.text;
    break;
  }
  if (!days && schedule.stated.has("days") && schedule.days && !clear.includes("days")) {
    const also = lex.reply.also.length > 0 && matchAll(lex, `(?:${lex.reply.also.join("|")})`, norm).length > 0;
    const onlyExcluded = schedule.excluded_days.length > 0 && schedule.days.length + schedule.excluded_days.length === 7;
    if (onlyExcluded) days = WEEK.filter((d) => (reading.days ?? WEEK).includes(d) && !schedule.excluded_days.includes(d));
    // "Saturday is not possible any more, make it Sunday": the current days, less the excluded, plus the named.
    else if (schedule.excluded_days.length) days = WEEK.filter((d) => ((reading.days ?? []).includes(d) || schedule.days!.includes(d)) && !schedule.excluded_days.includes(d));
    else if (also && reading.days) days = WEEK.filter((d) => reading.days!.includes(d) || schedule.days!.includes(d));
    else days = schedule.days;
    daysPhrase = schedule.sources.excluded_days ?? schedule.sources.days ?? body;
  }

  let cadence: ReadingCadence | null = null;
  let cadencePhrase = body;
  if (schedule.cadence && schedule.stated.has("cadence") && !(schedule.cadenceFromDays && days)) {
    cadence = schedule.cadence;
    cadencePhrase = schedule.sources.cadence ?? body;
  } else if (reading.cadence?.count) {
    const more = matches(lex, lex.reply.more, norm);
    const fewer = matches(lex, lex.reply.fewer, norm);
    const step = more ? 1 : fewer ? -1 : 0;
    if (step && reading.cadence.count + step >= 1) {
      cadence = { ...reading.cadence, count: reading.cadence.count + step };
      cadencePhrase = (more ?? fewer)!;
    }
  }
  // A monthly rule moved to another weekday or day of the month ("make it the last Saturday", "the 28th").
  const monthly = cadence?.per === "month" ? cadence : reading.cadence?.per === "month" ? reading.cadence : null;
  if (monthly) {
    const nth = (lex.reply.nthWeekday ?? []).map((t) => matchAll(lex, t, norm)[0]).find(Boolean);
    const md = (lex.reply.monthDay ?? []).map((t) => matchAll(lex, t, norm)[0]).find(Boolean);
    const n = nth ? lex.ordinals[(nth.groups.ORD ?? "").replace(/\s+/g, " ")] : undefined;
    const wd = nth ? parseDay(lex, nth.groups.DAY) : null;
    if (n !== undefined && wd) {
      cadence = { ...monthly, nth_weekday: { nth: n, weekday: wd }, month_day: null };
      cadencePhrase = nth!.text;
      if (days && days.length === 1 && days[0] === wd) days = null;
    } else if (md && !deadline.deadline) {
      const day = parseCount(lex, md.groups.N);
      if (day && day >= 1 && day <= 31) {
        cadence = { ...monthly, month_day: day, nth_weekday: null };
        cadencePhrase = md.text;
      }
    }
  }
  // Naming the days of a "Tuesday and Thursday" goal also changes how many sessions a week it has.
  if (!cadence && days && reading.cadence?.per === "week" && reading.days && reading.cadence.count === reading.days.length && days.length !== reading.days.length)
    cadence = { ...reading.cadence, count: days.length };
  // A monthly rule on a weekday replaces a weekly day list.
  if (cadence?.nth_weekday && reading.days && !days) {
    set.days = null;
    parts.push({ text: cadencePhrase, field: "days", status: "applied", note: "" });
  }
  if (cadence) change("cadence", cadence, cadencePhrase);
  // Every day of the week allowed is no day restriction at all.
  if (days && days.length === 7 && reading.days) {
    clear.push("days");
    parts.push({ text: daysPhrase, field: "days", status: "applied", note: "" });
  } else if (days) change("days", days, daysPhrase);

  // "8pm instead of 7pm": a current fixed time replaced by another, whatever daypart the reply mentions.
  const times = matchAll(lex, "{TIME}", norm)
    .map((m) => ({ m, t: parseTime(lex, m.groups.TIME) }))
    .filter((x): x is { m: (typeof x)["m"]; t: string } => x.t !== null);
  const current = reading.fixed_times;
  if (times.length === 2 && current.some((f) => f.time === times[1]!.t)) {
    change("fixed_times", current.map((f) => (f.time === times[1]!.t ? { ...f, time: times[0]!.t } : f)), times.map((x) => x.m.text).join(" / "));
    return finish(body, set, clear, parts);
  }

  if (schedule.stated.has("windows")) change("windows", schedule.windows, schedule.sources.windows ?? body);
  for (const field of ["not_before", "not_after", "session_minutes"] as const) {
    if (schedule.stated.has(field) && schedule[field] !== null) change(field, schedule[field], schedule.sources[field] ?? body);
  }
  if (schedule.stated.has("fixed_times")) change("fixed_times", schedule.fixed_times, schedule.sources.fixed_times ?? body);
  else if (!parts.some((p) => ["not_before", "not_after", "windows"].includes(p.field ?? ""))) {
    // A bare time in a reply moves the session start: "7am instead", "change it to 5:45 am".
    if (times.length === 1 && (current.length <= 1 || !reading.not_before))
      change("fixed_times", [{ days: current.length === 1 ? current[0]!.days : null, time: times[0]!.t }], times[0]!.m.text);
  }

  return finish(body, set, clear, parts);
}

function finish(body: string, set: GoalReadingDelta["set"], clear: GoalReadingDelta["clear"], parts: DeltaPart[]): GoalReadingDelta {
  if (parts.length === 0) parts.push({ text: body.trim(), field: null, status: "not_understood", note: "no schedule, date or session change found in the reply" });
  return { set, clear, parts };
}

/** Read a reply against the goal's reading (the language may differ from the goal's). */
export function readReply(text: string, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  const goalLang = reading.language as ReadingLanguage;
  // The goal's language first: a short reply ("skip weekends") is easily misdetected, and ties go to the first tried.
  const tried = [...new Set([goalLang, detectLanguage(text, goalLang), "en"])].filter((l) => l in LEXICONS);
  let best: GoalReadingDelta | null = null;
  for (const lang of tried) {
    const d = readWith(text, lexiconFor(lang), reading, clock);
    const score = d.parts.filter((p) => p.status !== "not_understood").length;
    const bestScore = best ? best.parts.filter((p) => p.status !== "not_understood").length : -1;
    if (score > bestScore) best = d;
  }
  return best ?? readWith(text, lexiconFor(goalLang), reading, clock);
}
