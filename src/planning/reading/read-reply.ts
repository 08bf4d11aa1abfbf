/**
 * A reply (change request or clarification answer) read as a GoalReadingDelta on the goal's
 * reading, in any language the reader has a lexicon for. Each field the reply changes is one
 * part with status `applied`; a reply no field can express is one `not_understood` part, so the
 * caller can say so instead of silently ignoring it.
 *
 * The reply is read with the same engine as a goal, then set against the reading day by day:
 * which days are allowed now, what window and start time each of them has. A change names only
 * what differs ("sonntags lieber am Nachmittag" moves Sunday's window and keeps the others), and
 * what hangs on the days follows them (a start time tied to Monday and Wednesday moves with them).
 */
import { DAYPARTS, type DayLength, type DeltaPart, type FixedTime, GoalReading, type GoalReadingDelta, type ReadingCadence, type ReadingLanguage, type ReadingWindow } from "../../contracts/goal-reading.js";
import type { Weekday } from "../../contracts/planning.js";
import { parseHm } from "../dates.js";
import { usualSessionMinutes } from "../patterns.js";
import type { ReadingClock } from "./calendar.js";
import { lastDayOfMonth, plus, today, ymd } from "./calendar.js";
import { readConstraints } from "./constraints.js";
import { targetInReply } from "./read-target.js";
import { findRestWeeks, restWeekDates, type RestWeeks } from "./rest-weeks.js";
import { merge as mergeRanges, weekAround } from "./extract-periods.js";
import { same } from "./evaluate.js";
import { detectLanguage } from "./language.js";
import { LEXICONS, lexiconFor, type Lexicon } from "./lexicon/index.js";
import { replyWords } from "./lexicon/reply-words.js";
import { cachedRegex, explicitHalf, matchAll, minutesOf, normalise, parseCount, parseDay, parseDaypart, parseTime, parseUnit, WEEK } from "./phrases.js";

type ClearField = keyof Lexicon["reply"]["clear"];
type Slot = { start: string; end: string };

function matches(lex: Lexicon, templates: readonly string[], text: string): string | null {
  for (const t of templates) {
    const m = matchAll(lex, t, text)[0];
    if (m) return m.text;
  }
  return null;
}

function cue(lex: Lexicon, key: string, words: readonly string[] | undefined, text: string): boolean {
  if (!words?.length) return false;
  const re = cachedRegex(lex, `reply:${key}`, () => new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${words.join("|")})` : `(?:${words.join("|")})`, "iu"));
  return re.test(text);
}

const inWeek = (days: Iterable<Weekday>): Weekday[] => {
  const set = new Set(days);
  return WEEK.filter((d) => set.has(d));
};
const sameDays = (a: readonly Weekday[] | null, b: readonly Weekday[] | null) => (a ?? []).join() === (b ?? []).join();
const isDaypart = (w: Slot) => Object.values(DAYPARTS).some((p) => p.start === w.start && p.end === w.end);
/** A slot belongs to a daypart when it starts inside it ("three evenings a week" on "7 till 10"); the evening runs on into the night ("soir" on 22h–minuit). */
const fits = (part: Slot, slot: Slot) => slot.start >= part.start && (slot.start < part.end || part.end >= "22:00");
const timeIn = (t: string, part: Slot) => t >= part.start && t < part.end;
const pmDaypart = (part: Slot) => part.start >= "12:00";
function intoDaypart(t: string, part: Slot | null): string {
  if (!part || !pmDaypart(part) || t >= "12:00") return t;
  const h = Number(t.slice(0, 2)) + 12;
  return h >= 24 ? t : `${String(h).padStart(2, "0")}${t.slice(2)}`;
}

/** Day → its windows, for the allowed days of a reading. */
function windowsByDay(windows: readonly ReadingWindow[], allowed: readonly Weekday[]): Map<Weekday, Slot[]> {
  const out = new Map<Weekday, Slot[]>();
  for (const d of allowed) out.set(d, windows.filter((w) => !w.days || w.days.includes(d)).map((w) => ({ start: w.start, end: w.end })));
  return out;
}

/** Day → windows back to a window list: a window on every allowed day has no days of its own. */
function collapse(byDay: Map<Weekday, Slot[]>, allowed: readonly Weekday[]): ReadingWindow[] {
  const bySlot = new Map<string, { slot: Slot; days: Weekday[] }>();
  for (const d of allowed)
    for (const s of byDay.get(d) ?? []) {
      const key = `${s.start}-${s.end}`;
      const hit = bySlot.get(key) ?? bySlot.set(key, { slot: s, days: [] }).get(key)!;
      if (!hit.days.includes(d)) hit.days.push(d);
    }
  return [...bySlot.values()].map(({ slot, days }) => ({ days: days.length === allowed.length ? null : inWeek(days), start: slot.start, end: slot.end }));
}

interface Reply {
  body: string;
  set: GoalReadingDelta["set"];
  clear: GoalReadingDelta["clear"];
  parts: DeltaPart[];
}

/**
 * A question that asks about the plan ("why Tuesday?", "what happens if I miss a day?", "なぜ火曜日？")
 * at the start of the reply: its sentence (to the question mark, or the whole reply) and what follows.
 */
function askedQuestion(lang: string, body: string): { question: string; rest: string } | null {
  const w = replyWords(lang);
  const mark = /[?？]/u.exec(body);
  const question = mark ? body.slice(0, mark.index + 1) : body;
  const n = normalise(question);
  const hit = SPACED.has(lang) ? new RegExp(`^[\\s¿¡"'«„(]*(?:(?:ok|okay|and|so|but|und|also|aber|et|mais|y|pero|e|mas|en|maar)[,\\s]+)?(?:${w.question})(?![\\p{L}])`, "iu").test(n) : new RegExp(`(?:${w.question})`, "u").test(n);
  return hit ? { question: question.trim(), rest: mark ? body.slice(mark.index + 1).trim() : "" } : null;
}

function readWith(text: string, lex: Lexicon, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  const body = text.replace(/^\s*propose changes\s*:\s*/i, "");
  // "why Tuesday?" is asked, not a change: said so, and what follows the question is read as the change.
  const asked = askedQuestion(lex.lang, body);
  if (asked) {
    const part: DeltaPart = { text: asked.question, field: null, status: "not_possible", note: QUESTION_ASKED };
    if (!asked.rest) return { set: {}, clear: [], parts: [part] };
    const rest = readWith(asked.rest, lex, reading, clock);
    return { ...rest, parts: [part, ...rest.parts.filter((p) => p.status !== "not_understood")] };
  }
  const norm = normalise(body);
  const { schedule, deadline, periods } = readConstraints(body, lex, clock);
  // A day given up for another ("le vendredi je ne peux plus, mets-le le jeudi") is a swap, read below; a day given up alone is a day off.
  if (!(lex.reply.swap ?? []).some((rule) => matchAll(lex, rule.re, norm).length > 0)) negatedDays(lex.lang, norm, schedule);
  const r: Reply = { body, set: {}, clear: [], parts: [] };
  const { set, clear, parts } = r;
  // A field is changed only when its new value differs: "30 mins a day" on a daily goal changes the length, not the cadence.
  const change = <K extends keyof GoalReadingDelta["set"]>(field: K, value: GoalReadingDelta["set"][K], phrase: string) => {
    if (same(value, reading[field as keyof GoalReading])) return;
    set[field] = value;
    parts.push({ text: phrase, field, status: "applied", note: "" });
  };

  // "Uhrzeit ist mir egal", "何時でもいい": only the time limits the reading has are dropped, all of them.
  const isSet = (field: string) => {
    const value = reading[field as keyof GoalReading];
    return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;
  };
  const TIME_FIELDS = ["windows", "fixed_times", "not_before", "not_after"] as const;
  const anyTime = matches(lex, lex.reply.clear.windows ?? [], norm);
  for (const [field, phrases] of Object.entries(lex.reply.clear) as [ClearField, string[]][]) {
    const timeField = (TIME_FIELDS as readonly string[]).includes(field);
    const hit = matches(lex, phrases, norm) ?? (timeField ? anyTime : null);
    if (!hit) continue;
    if (timeField && !isSet(field)) continue;
    // ("any length" on lengths by days: those are what goes.)
    if (field === "session_minutes" && !isSet(field) && reading.session_lengths.length) {
      clear.push("session_lengths");
      parts.push({ text: hit, field: "session_lengths", status: "applied", note: "" });
      continue;
    }
    clear.push(field);
    parts.push({ text: hit, field, status: "applied", note: "" });
  }

  // "any length" drops the lengths some days had of their own too.
  if (clear.includes("session_minutes") && reading.session_lengths.length && !clear.includes("session_lengths")) clear.push("session_lengths");

  // --- Days: a swap ("move Friday to Saturday"), exceptions, additions ("also"), a new set, or only a slot for some days.
  const allowedOld: Weekday[] = reading.days ?? [...WEEK];
  let newDays: Weekday[] | null = null;
  let daysPhrase = body;
  let swap: { from: Weekday; to: Weekday } | null = null;
  for (const rule of lex.reply.swap ?? []) {
    const m = matchAll(lex, rule.re, norm)[0];
    if (!m) continue;
    const a = parseDay(lex, m.groups.DAY);
    const b = parseDay(lex, m.groups.DAY2);
    if (!a || !b) continue;
    const [from, to] = rule.old === "DAY" ? [a, b] : [b, a];
    // "dienstags und donnerstags statt montags und mittwochs": lists on either side are read as days and exceptions below.
    // ("move Monday to Thursday" is no range of four days: only more than two day names in the reply make lists.)
    if (new Set([...(schedule.days ?? []), ...schedule.excluded_days]).size > 2 && matchAll(lex, "{DAY}", norm).length > 2) break;
    swap = { from, to };
    daysPhrase = m.text;
    break;
  }
  // "swap Monday and Wednesday": the two days' times trade places; a day the plan does not have moves to the other;
  // two days with the same sessions (or days the scheduler picks) are said to be so — never made the only days.
  for (const t of swap ? [] : replyWords(lex.lang).exchange) {
    const m = matchAll(lex, t, norm)[0];
    const a = m ? parseDay(lex, m.groups.DAY) : null;
    const b = m ? parseDay(lex, m.groups.DAY2) : null;
    if (!m || !a || !b || a === b) continue;
    const has = (d: Weekday) => (reading.days ?? WEEK).includes(d);
    if (reading.days && has(a) !== has(b)) {
      swap = has(a) ? { from: a, to: b } : { from: b, to: a };
      daysPhrase = m.text;
      break;
    }
    const trade = (days: Weekday[] | null) => (days ? inWeek(days.map((d) => (d === a ? b : d === b ? a : d))) : days);
    const fixedTimes = reading.fixed_times.map((f) => ({ ...f, days: trade(f.days) }));
    const windows = reading.windows.map((w) => ({ ...w, days: trade(w.days) }));
    if (has(a) && has(b) && (!same(fixedTimes, reading.fixed_times) || !same(windows, reading.windows))) {
      change("fixed_times", fixedTimes, m.text);
      change("windows", windows, m.text);
    } else parts.push({ text: m.text, field: "days", status: "not_possible", note: SAME_DAYS });
    readSomething.add(parts);
    return finish(r);
  }
  // "Déplacer la séance du samedi au dimanche", "Die Samstagseinheit auf Sonntag verschieben", "Saturday session on
  // Sunday instead": a move word, one of the plan's days and one other day is a move of that day, whatever the words
  // between (the lexicons' swap templates cannot list every way of saying it; without this, the two days became the
  // plan's only days).
  if (!swap && reading.days) {
    const moved = movedDay(lex, norm, reading.days);
    if (moved) {
      swap = { from: moved.from, to: moved.to };
      daysPhrase = moved.text;
    }
  }
  // "mudar a quinta para sexta": the day a session moves to is no deadline.
  const swapDate = swap && deadline.source !== null && daysPhrase.includes(normalise(deadline.source));
  // "passar para o dia 10" on "todo dia 5 do mês": the monthly day moves; no deadline is meant.
  const monthDayMoved = reading.cadence?.month_day != null && dayOfMonthOnly(lex, deadline.source);
  // "not on my birthday the 12th", "12号是我生日，那天不要": the next 12th is off (no deadline is meant).
  const dayOff = !periods.excluded_dates.length && reading.cadence?.month_day == null ? monthDayOff(lex.lang, norm, clock) : null;
  // "cancel Fridays from next month", "geen vrijdagen meer vanaf volgende maand": the date is when a day change would start,
  // not a deadline (it used to cut the plan to next month). The change is taken from now on, and that is said.
  const fromDate = (schedule.days?.length || schedule.excluded_days.length) && (deadline.deadline || deadline.start) ? startsFrom(lex.lang, norm, deadline.source ?? deadline.startSource ?? null) : null;
  if (fromDate) parts.push({ text: fromDate, field: "start", status: "not_possible", note: FROM_LATER });
  readDeadlineChange(lex, norm, body, reading, swapDate || monthDayMoved || dayOff || fromDate ? { ...deadline, deadline: null, issues: [] } : deadline, change, parts);
  if (dayOff) change("excluded_dates", mergeRanges([...reading.excluded_dates, { from: dayOff.date, to: dayOff.date }]), dayOff.text);
  // "start next Monday", "let's begin on December 1": when the plan starts.
  if (deadline.start && !fromDate) change("start", deadline.start, body);
  // "I'm away Jan 10-17": dates off add to the ones the reading has.
  // "no sessions next week", "来週は休み": the whole of next week (Monday to Sunday) is off.
  const weekOff = relativeWeekOff(lex.lang, norm, clock);
  if (weekOff && periods.excluded_dates.every((r) => r.from >= weekOff.range.from && r.to <= weekOff.range.to)) change("excluded_dates", mergeRanges([...reading.excluded_dates, weekOff.range]), weekOff.text);
  else if (periods.excluded_dates.length) change("excluded_dates", mergeRanges([...reading.excluded_dates, ...periods.excluded_dates]), periods.source ?? body);
  if (periods.travel.length) change("travel", [...reading.travel, ...periods.travel], periods.source ?? body);

  const named = schedule.days ?? [];
  const only = cue(lex, "only", lex.only, norm);
  // "samstags kann ich doch", "domingo também posso": a day that is possible now adds to the days, it does not replace them.
  const possible = cue(lex, "possible", lex.reply.possible, norm) && !only && !schedule.excluded_days.length && reading.days !== null && named.length > 0 && named.every((d) => !reading.days!.includes(d));
  const also = (lex.reply.also.length > 0 && matchAll(lex, `(?:${lex.reply.also.join("|")})`, norm).length > 0) || possible;
  const monthly = reading.cadence?.per === "month" && reading.cadence.nth_weekday ? reading.cadence : null;
  // Days the reply gives a time or window for; when they are some of the days there already, only their slot changes.
  const slotDays =
    !swap && !schedule.excluded_days.length && !also && !only && named.length > 0 && !clear.includes("days") && !monthly &&
    named.every((d) => allowedOld.includes(d)) && named.length < allowedOld.length &&
    ((schedule.stated.has("fixed_times") && reading.fixed_times.length > 0) || (schedule.stated.has("windows") && reading.days !== null && reading.windows.length > 0))
      ? named
      : null;

  // "45 minutes on weekends", "only 30 minutes on weekdays" ("only" said of the length), "make Sundays the long one: 2
  // hours", "samstags lieber 90 Minuten": a length for some of the days is theirs (session_lengths), and the days are
  // left as they are (never made the only days). "Make Sunday the long one", "ok but earlier on Fridays" — a change
  // with no amount for some days — is something no field holds: said so.
  // ("only 30 minutes on weekday mornings" on weekday mornings: the daypart says which sessions, it is no new time.)
  const slotsNow = windowsByDay(reading.windows, allowedOld);
  const partAsIs = schedule.stated.has("windows") && schedule.windows.length > 0 && named.length > 0 &&
    schedule.windows.every((w) => isDaypart(w) && named.every((d) => (slotsNow.get(d) ?? []).length > 0 && slotsNow.get(d)!.every((c) => c.start < w.end && c.end > w.start)));
  const noNewTime = (!schedule.stated.has("windows") || partAsIs) && !schedule.stated.has("fixed_times");
  // ("los domingos", "every Sunday" name days, no rhythm.)
  const someDays = !swap && !also && !schedule.excluded_days.length && named.length > 0 && named.length < allowedOld.length && named.every((d) => allowedOld.includes(d)) &&
    (!schedule.stated.has("cadence") || schedule.cadenceFromDays) && noNewTime;
  // ("only 30 minutes on weekdays" on a plan without Fridays names a Friday it lacks: still a length for some days.)
  const onlyLength = onlyOfLength(lex, norm, schedule.sources.session_minutes);
  const lengthForSomeDays = schedule.stated.has("session_minutes") &&
    ((someDays && (!only || onlyLength)) || (onlyLength && !swap && !also && !schedule.excluded_days.length && named.length > 0 && named.length < 7 && (!schedule.stated.has("cadence") || schedule.cadenceFromDays) && noNewTime));
  // (A day the plan does not have yet counts too: "make Sunday the long one" on a weekdays plan adds no Sunday.)
  // ("los viernes más temprano" names a weekly day, no rhythm; "le samedi plus long" is no "plus le samedi" when nothing negates it.)
  const offWords = schedule.excluded_days.length > 0 && wordRe(lex.lang, replyWords(lex.lang).negation).test(norm);
  // ("sonntags länger", "le samedi plus long": days said with a comparative of length, which the schedule keeps apart as
  // `comparedDays` so they restrict no days, are still the days the reply is about.)
  const comparedOnly = named.length === 0 && (schedule.comparedDays?.length ?? 0) > 0 && !schedule.stated.has("session_minutes") && !schedule.session_lengths.length;
  let relativeForSomeDays = !swap && !also && !offWords && (named.length > 0 || schedule.excluded_days.length > 0 || comparedOnly) && named.length < 7 && (!schedule.stated.has("cadence") || schedule.cadenceFromDays) && !schedule.stated.has("windows") && !only && !schedule.stated.has("session_minutes") && wordRe(lex.lang, replyWords(lex.lang).relative).exec(norm);
  // ("周五早一点": the "一点" of "早一点" is no one o'clock.)
  if (relativeForSomeDays && schedule.stated.has("fixed_times") && !relativeForSomeDays[0].includes(normalise(schedule.sources.fixed_times ?? "\u0000"))) relativeForSomeDays = null;
  if (lengthForSomeDays && !schedule.session_lengths.length && schedule.session_minutes !== null) {
    // ("only 30 minutes on weekdays" on a plan without Fridays: the weekdays it has.)
    const days = named.filter((d) => allowedOld.includes(d));
    if (days.length) {
      change("session_lengths", withLengths(reading.session_lengths, [{ days, minutes: schedule.session_minutes }]), schedule.sources.session_minutes ?? body);
      if (!parts.length) parts.push({ text: schedule.sources.session_minutes ?? body, field: "session_lengths", status: "applied", note: "" });
      readSomething.add(parts);
      return finish(r);
    }
  }
  // "Saturdays longer, 90 min", "samstags länger, 90 Minuten": days said only with a comparative of length and a length
  // get that length of their own, and the other sessions keep theirs. Before, every session became 90 minutes. (With no
  // amount — "sonntags länger" — it is still refused below and the note asks for one.)
  const compared = named.length === 0 && !swap && !also && !offWords && !only && !schedule.excluded_days.length && noNewTime && (!schedule.stated.has("cadence") || schedule.cadenceFromDays) && !schedule.session_lengths.length ? (schedule.comparedDays ?? []) : [];
  if (compared.length && compared.length < 7) {
    const usual = reading.session_minutes ?? usualSessionMinutes(reading.pattern.type, reading.pattern.subtype);
    const minutes = schedule.stated.has("session_minutes") ? schedule.session_minutes : null;
    if (minutes !== null && minutes !== usual) {
      change("session_lengths", withLengths(reading.session_lengths, [{ days: compared, minutes }]), body);
      // With no rhythm and no length, the other sessions' length is said too (else the compared days would be the only ones).
      const rhythm = reading.cadence !== null && (reading.cadence.per !== null || reading.cadence.nth_weekday !== null || reading.cadence.month_day !== null);
      if (!rhythm && reading.days === null && reading.session_minutes === null && !reading.session_lengths.length) set.session_minutes = usual;
      readSomething.add(parts);
      return finish(r);
    }
  }
  if (relativeForSomeDays) {
    const text = `${schedule.sources.days ?? ""} … ${relativeForSomeDays[0]}`.replace(/^ … /, "");
    parts.push({ text: body.trim() || text, field: "fixed_times", status: "not_possible", note: SOME_DAYS_ONLY });
    readSomething.add(parts);
    return finish(r);
  }
  if (swap && monthly && monthly.nth_weekday!.weekday === swap.from) {
    // "Dienstag statt Montag" on "the first Monday of each month": the monthly rule moves.
  } else if (swap && !reading.days) {
    // "move Monday to Wednesday" where the scheduler picks the days: Monday is off, Wednesday stays open (it is never the only day).
    newDays = WEEK.filter((d) => d !== swap!.from);
  } else if (swap) {
    newDays = inWeek([...allowedOld.filter((d) => d !== swap!.from && (reading.days ?? []).includes(d)), swap.to]);
  } else if (!slotDays && schedule.stated.has("days") && schedule.days && !clear.includes("days")) {
    const onlyExcluded = schedule.excluded_days.length > 0 && schedule.days.length + schedule.excluded_days.length === 7;
    if (onlyExcluded) newDays = WEEK.filter((d) => (reading.days ?? WEEK).includes(d) && !schedule.excluded_days.includes(d));
    // "Saturday is not possible any more, make it Sunday": the current days, less the excluded, plus the named.
    else if (schedule.excluded_days.length) newDays = WEEK.filter((d) => ((reading.days ?? []).includes(d) || schedule.days!.includes(d)) && !schedule.excluded_days.includes(d));
    else if (also && reading.days) newDays = WEEK.filter((d) => reading.days!.includes(d) || schedule.days!.includes(d));
    // "auch samstags vormittags" on a goal open to every day: no day restriction appears.
    else if (also && !reading.days) newDays = null;
    else newDays = schedule.days;
    daysPhrase = schedule.sources.excluded_days ?? schedule.sources.days ?? body;
  }
  // "skip Sundays" on a Sundays-only goal leaves no day: that is not a change the plan can take.
  if (newDays && newDays.length === 0) {
    parts.push({ text: daysPhrase, field: "days", status: "not_possible", note: "no day would be left" });
    newDays = null;
  }
  // The days the reply is about: the new day of a swap, the named days otherwise.
  const replyDays: Weekday[] = swap ? [swap.to] : schedule.excluded_days.length && newDays ? named.filter((d) => !schedule.excluded_days.includes(d)) : named;
  let allowedNew: Weekday[] = clear.includes("days") ? [...WEEK] : (newDays ?? allowedOld);

  // --- Cadence.
  let cadence: ReadingCadence | null = null;
  let cadencePhrase = body;
  // "zaterdag kan ook", "週日也可以拍": a day that is possible too is no extra session.
  const permission = cue(lex, "availability", lex.availability, norm) && !only && !schedule.excluded_days.length;
  // "mais uma vez por semana": one more than now, not "once a week".
  const more = reading.cadence?.count ? matches(lex, [...lex.reply.more, ...(replyWords(lex.lang).more ?? [])], norm) : null;
  const fewer = reading.cadence?.count ? matches(lex, [...lex.reply.fewer, ...(replyWords(lex.lang).fewer ?? [])], norm) : null;
  const daily = reading.cadence?.per === "day" && reading.cadence.count === 1 && reading.cadence.interval === 1;
  if (fewer && daily && (reading.days ?? WEEK).length > 1) {
    // "fewer sessions" on a daily plan: one day a week less.
    cadence = { ...reading.cadence!, count: (reading.days ?? WEEK).length - 1, per: "week" };
    cadencePhrase = fewer;
  } else if ((more || fewer) && reading.cadence?.count && reading.cadence.count + (more ? 1 : -1) >= 1) {
    cadence = { ...reading.cadence, count: reading.cadence.count + (more ? 1 : -1) };
    cadencePhrase = (more ?? fewer)!;
  } else if (lengthPerDay(norm, schedule) && reading.cadence && reading.cadence.per !== "day") {
    // "4 horas por dia" on six days a week: how long each day's session is, not a new rhythm.
  } else if (schedule.cadence && schedule.stated.has("cadence") && (!schedule.cadenceFromDays || !reading.cadence) && !(schedule.cadenceFromDays && newDays && reading.cadence)) {
    cadence = schedule.cadence;
    cadencePhrase = schedule.sources.cadence ?? body;
  } else if (newDays && !also && !schedule.excluded_days.length && reading.cadence?.per === "day" && reading.cadence.interval === 1 && schedule.cadence?.per === "week") {
    // "only Mondays, Wednesdays and Fridays" on an every-weekday goal: three sessions a week.
    cadence = schedule.cadence;
    cadencePhrase = schedule.sources.days ?? body;
  } else if (schedule.cadence && schedule.stated.has("cadence") && reading.days && sameDays(schedule.days, reading.days)) {
    // "jeden Dienstag" on "jeden zweiten Dienstag": the same days, another rhythm.
    cadence = schedule.cadence;
    cadencePhrase = schedule.sources.cadence ?? body;
  } else if (!reading.cadence && schedule.cadence && schedule.stated.has("cadence") && newDays) {
    // "Con un comité cada martes a las 10": a goal without a rhythm gets the one its days give.
    cadence = schedule.cadence;
    cadencePhrase = schedule.sources.cadence ?? schedule.sources.days ?? body;
  }
  // "only once, at 8", "só uma vez": a count that names no period keeps the reading's daily rhythm.
  if (cadence && cadence === schedule.cadence && reading.cadence?.per === "day" && cadence.per === "week" && !schedule.cadenceFromDays && !matchAll(lex, "{UNIT}", normalise(cadencePhrase)).length)
    cadence = { ...cadence, per: "day", interval: reading.cadence.interval };
  // A monthly rule moved to another weekday or day of the month ("make it the last Saturday", "the 28th", "Tuesday instead of Monday").
  const monthlyBase = cadence?.per === "month" ? cadence : reading.cadence?.per === "month" ? reading.cadence : null;
  if (monthlyBase) {
    const nth = (lex.reply.nthWeekday ?? []).map((t) => matchAll(lex, t, norm)[0]).find(Boolean);
    const md = (lex.reply.monthDay ?? []).map((t) => matchAll(lex, t, norm)[0]).find(Boolean);
    const n = nth ? lex.ordinals[(nth.groups.ORD ?? "").replace(/\s+/g, " ")] : undefined;
    const wd = nth ? parseDay(lex, nth.groups.DAY) : null;
    if (n !== undefined && wd) {
      cadence = { ...monthlyBase, nth_weekday: { nth: n, weekday: wd }, month_day: null };
      cadencePhrase = nth!.text;
      if (newDays && newDays.length === 1 && newDays[0] === wd) newDays = null;
    } else if (swap && monthlyBase.nth_weekday && monthlyBase.nth_weekday.weekday === swap.from) {
      cadence = { ...monthlyBase, nth_weekday: { ...monthlyBase.nth_weekday, weekday: swap.to } };
      cadencePhrase = daysPhrase;
    } else if (md && (!deadline.deadline || monthDayMoved)) {
      const day = parseCount(lex, md.groups.N);
      if (day && day >= 1 && day <= 31) {
        cadence = { ...monthlyBase, month_day: day, nth_weekday: null };
        cadencePhrase = md.text;
      }
    }
  }
  // Naming the days of a "Tuesday and Thursday" goal also changes how many sessions a week it has; "Sunday is possible too" does not.
  if (!cadence && newDays && !permission && reading.cadence?.per === "week" && reading.days && reading.cadence.count === reading.days.length && newDays.length !== reading.days.length)
    cadence = { ...reading.cadence, count: newDays.length, interval: schedule.cadence && schedule.cadence.interval > 1 ? schedule.cadence.interval : reading.cadence.interval };
  // A monthly rule on a weekday replaces a weekly day list, unless the list is that weekday.
  if (cadence?.nth_weekday && reading.days && !newDays && !sameDays(reading.days, [cadence.nth_weekday.weekday])) {
    set.days = null;
    parts.push({ text: cadencePhrase, field: "days", status: "applied", note: "" });
  }
  // "€350 per maand" on "the 25th of each month": a plain period says nothing new about a monthly rule.
  const rc = reading.cadence;
  if (cadence && rc && (rc.month_day || rc.nth_weekday) && !cadence.month_day && !cadence.nth_weekday && cadence.per === rc.per && cadence.count === rc.count && cadence.interval === rc.interval) cadence = null;
  if (cadence) change("cadence", cadence, cadencePhrase);
  // "todos os dias" on a Monday/Wednesday/Friday goal: every day, so no day list any more.
  if (cadence && cadence.per === "day" && cadence.count === 1 && cadence.interval === 1 && !schedule.days && !newDays && reading.days && reading.cadence?.per === "week" && !clear.includes("days")) {
    clear.push("days");
    parts.push({ text: cadencePhrase, field: "days", status: "applied", note: "" });
  }
  // Every day of the week allowed is no day restriction at all.
  if (newDays && newDays.length === 7 && reading.days) {
    clear.push("days");
    parts.push({ text: daysPhrase, field: "days", status: "applied", note: "" });
  } else if (newDays) change("days", newDays, daysPhrase);
  // "I can't do Tuesdays anymore" on a Monday/Wednesday/Saturday plan: already so — honoured, not "not understood".
  if (newDays && same(newDays, reading.days) && schedule.excluded_days.length && schedule.excluded_days.every((d) => !allowedOld.includes(d)) && !parts.some((p) => p.field === "days"))
    parts.push({ text: daysPhrase, field: "days", status: "applied", note: "" });

  if (clear.includes("days")) allowedNew = [...WEEK];
  // --- Times: which dayparts the reply names, and what each means for the reading's start times and windows.
  const replyWindows = schedule.stated.has("windows") ? schedule.windows : [];
  const replyPart: Slot | null = replyWindows.find(isDaypart) ?? daypartWord(lex, norm);
  const times = matchAll(lex, "{TIME}", norm)
    .map((m) => ({ m, t: parseTime(lex, m.groups.TIME) }))
    .filter((x): x is { m: (typeof x)["m"]; t: string } => x.t !== null);
  const current = reading.fixed_times;

  // Start times tied to the days follow them: Monday/Wednesday/Friday at 6 becomes Monday/Wednesday/Saturday at 6.
  let fixed: FixedTime[] = current.map((f) => {
    if (!f.days) return f;
    if (sameDays(f.days, allowedOld) && (newDays || clear.includes("days"))) return { ...f, days: allowedNew.length === 7 ? null : allowedNew };
    const moved = f.days.map((d) => (swap && d === swap.from ? swap.to : d)).filter((d) => allowedNew.includes(d));
    return { ...f, days: inWeek(moved) };
  }).filter((f) => !f.days || f.days.length > 0);
  let fixedPhrase = daysPhrase;
  let partUsedForTime = false;
  const replacedTime = wordRe(lex.lang, replyWords(lex.lang).move).test(norm) ? replacedStart(schedule.fixed_times, current) : null;

  if (times.length === 2 && current.some((f) => f.time === times[1]!.t)) {
    // "8pm instead of 7pm": a current fixed time replaced by another, whatever daypart the reply mentions.
    fixed = fixed.map((f) => (f.time === times[1]!.t ? { ...f, time: times[0]!.t } : f));
    fixedPhrase = times.map((x) => x.m.text).join(" / ");
    partUsedForTime = true;
  } else if (replacedTime) {
    // "um 8 statt um 7", "a las 8 en vez de a las 7", "instead of 7, at 8": a bare hour the clock template does not
    // take, read by the schedule; with a replacement word, the stated time that is not current replaces the one that is.
    fixed = fixed.map((f) => (f.time === replacedTime.old ? { ...f, time: replacedTime.now } : f));
    fixedPhrase = schedule.sources.fixed_times ?? body;
    partUsedForTime = true;
  } else if (schedule.stated.has("fixed_times")) {
    const stated = schedule.fixed_times;
    fixedPhrase = schedule.sources.fixed_times ?? body;
    const boundsOnly = parts.some((p) => ["not_before", "not_after"].includes(p.field ?? "")) || schedule.stated.has("not_before") || schedule.stated.has("not_after");
    const perDay = cadence?.per === "day" ? cadence.count : null;
    if (perDay !== null && perDay < fixed.length && stated.length === perDay && stated.every((x) => x.days === null)) {
      // "only once, at 8" on "at 8 and at 20": the start times stated are all there are now.
      fixed = stated.map((x) => ({ days: null, time: x.time }));
    } else if (slotDays && fixed.length && stated.length === 1) {
      // "11pm on Fridays and Saturdays": those days get the new time, the others keep theirs.
      const t = stated[0]!.time;
      const next: FixedTime[] = [];
      for (const f of fixed) {
        const rest = (f.days ?? allowedNew).filter((d) => !slotDays.includes(d));
        if (rest.length) next.push({ days: rest.length === allowedNew.length && !f.days ? null : inWeek(rest), time: f.time });
      }
      next.push({ days: inWeek(slotDays), time: t });
      fixed = next;
    } else if (stated.every((s) => s.days === null) && fixed.length >= 1 && stated.length === 1 && !boundsOnly) {
      // A bare time moves a start time: the one in the daypart the reply names ("abends lieber um 21 Uhr"), the nearest, or the only one.
      const t = stated[0]!.time;
      let i = 0;
      if (fixed.length > 1) {
        const inPart = replyPart ? fixed.findIndex((f) => timeIn(f.time, replyPart)) : -1;
        i = inPart >= 0 ? inPart : nearest(fixed.map((f) => f.time), t);
        partUsedForTime = inPart >= 0;
      }
      // "om half zes" for a 17:00 lesson is half past five in the afternoon: a time without am/pm keeps the half of the day it replaces.
      const sameHalf = (old: string) => (t < "12:00" && old >= "13:00" && !explicitHalf(lex, fixedPhrase) ? intoDaypart(t, { start: "12:00", end: "23:59" }) : t);
      // "lieber morgens um 7" on an 18:00 start: the daypart the reply names says the half of the day.
      if (replyPart && !partUsedForTime && !explicitHalf(lex, fixedPhrase)) partUsedForTime = true;
      fixed = fixed.map((f, j) => (j === i ? { ...f, time: partUsedForTime ? intoDaypart(t, replyPart) : sameHalf(f.time) } : f));
    } else if (!boundsOnly || schedule.stated.has("fixed_times")) {
      fixed = stated.map((s) => ({ days: s.days, time: s.time }));
    }
  }
  // "een uur later", "meia hora mais cedo": the start times move (only the daypart's, when the reply names one).
  const words = replyWords(lex.lang);
  const shift = relativeMinutes(lex, lex.reply.laterTime ?? words.laterTime, norm, 1) ?? relativeMinutes(lex, lex.reply.earlierTime ?? words.earlierTime, norm, -1);
  let shiftWindows = false;
  if (shift && fixed.length) {
    // (The "tarde" of "uma hora mais tarde" names no afternoon: the daypart is looked for outside the shift's own words.)
    const shiftPart = daypartWord(lex, norm.replace(shift.text, " "));
    const inPart = fixed.length > 1 && shiftPart ? fixed.map((f) => timeIn(f.time, shiftPart)) : fixed.map(() => true);
    const moved = fixed.map((f, i) => (inPart[i] ? { ...f, time: addMinutes(f.time, shift.minutes) } : f));
    if (moved.some((f, i) => f.time !== fixed[i]!.time)) {
      fixed = moved;
      fixedPhrase = shift.text;
      partUsedForTime = true;
    }
  } else if (shift && reading.windows.length) shiftWindows = true;
  if (!same(fixed, current)) change("fixed_times", fixed, fixedPhrase);

  // --- Windows, day by day.
  if (!clear.includes("windows")) {
    const before = windowsByDay(reading.windows, allowedOld);
    const uniform = allowedOld.every((d) => same(before.get(d), before.get(allowedOld[0]!)));
    const after = new Map<Weekday, Slot[]>();
    for (const d of allowedNew) {
      if (before.has(d)) after.set(d, before.get(d)!);
      else if (swap && d === swap.to) after.set(d, before.get(swap.from) ?? []);
      else after.set(d, uniform && allowedOld.length ? (before.get(allowedOld[0]!) ?? []) : []);
    }
    // "weekends instead of evenings": the daypart after "instead of" goes.
    const dropped = insteadOfPart(lex, norm);
    if (dropped) for (const d of allowedNew) after.set(d, (after.get(d) ?? []).filter((s) => !fits(dropped, s)));
    let windowPhrase = schedule.sources.windows ?? body;
    // "朝は無理なので夜10時から11時", "le matin c'est dur, plutôt le soir de 9h à 10h": a bare daypart that holds the
    // current windows, next to a stated range outside it, is the one being left, not a second window.
    const ranged = replyWindows.filter((w) => !isDaypart(w));
    const current = reading.windows.map((w) => ({ start: w.start, end: w.end }));
    // (A daypart's edges are loose in speech: "朝5時から6時" is a morning.)
    const around = (w: Slot, c: Slot) => fits(w, c) || (c.end > addMinutes(w.start, -60) && c.start < w.end);
    const left = (w: ReadingWindow) => !only && !also && isDaypart(w) && ranged.length > 0 && current.length > 0 && current.every((c) => around(w, c)) && ranged.every((r) => !fits(w, r));
    const usable = replyWindows.filter((w) => !(dropped && w.start === dropped.start && w.end === dropped.end) && !left(w));
    if (usable.length && !(partUsedForTime && usable.every(isDaypart))) {
      const targets = (w: ReadingWindow) => w.days ?? (replyDays.length ? replyDays.filter((d) => allowedNew.includes(d)) : allowedNew);
      const given = new Map<Weekday, Slot[]>();
      for (const w of usable) for (const d of targets(w)) given.set(d, [...(given.get(d) ?? []), { start: w.start, end: w.end }]);
      for (const [d, slots] of given) {
        // A bare daypart that fits the day's current window or start time keeps them ("Le dimanche soir aussi" on 22h–minuit).
        const existing = [...(after.get(d) ?? []), ...fixed.filter((f) => !f.days || f.days.includes(d)).map((f) => ({ start: f.time, end: f.time }))];
        const keep = !only && slots.every((s) => isDaypart(s) && existing.some((e) => fits(s, e)));
        // "also Saturday mornings" on a day that had a slot already: one more slot that day.
        if (!keep) after.set(d, also && before.has(d) ? [...(after.get(d) ?? []), ...slots] : slots);
      }
    } else windowPhrase = dropped ? body : windowPhrase;
    let windows = collapse(after, allowedNew);
    if (shift && shiftWindows) {
      windows = windows.map((w) => ({ ...w, start: addMinutes(w.start, shift.minutes), end: addMinutes(w.end, shift.minutes) }));
      windowPhrase = shift.text;
    }
    // Windows that are the sessions themselves stay so when the reply moves them ("an hour later",
    // another day: same lengths) or states ranges of its own the same way; a stretch ends it.
    const span = (w: { start: string; end: string }) => parseHm(w.end) - parseHm(w.start);
    const sessionSpan = reading.windows_are_sessions && reading.windows.length ? span(reading.windows[0]!) : null;
    const areSessions = (usable.length > 0 && usable.every((u) => schedule.sittings.some((x) => x.start === u.start && x.end === u.end))) || (sessionSpan !== null && windows.length > 0 && windows.every((w) => span(w) === sessionSpan));
    if (!same(windows, reading.windows)) {
      if (areSessions !== (reading.windows_are_sessions === true)) set.windows_are_sessions = areSessions;
      if (windows.length === 0) {
        clear.push("windows");
        parts.push({ text: windowPhrase, field: "windows", status: "applied", note: "" });
      } else {
        change("windows", windows, windowPhrase);
        // "move them to evenings" on "mornings before 8am": the new time of day replaces the bound it
        // cannot meet (a bound the reply states itself stays).
        const bounds = [
          ["not_after", reading.not_after, (w: ReadingWindow, t: string) => w.start >= t],
          ["not_before", reading.not_before, (w: ReadingWindow, t: string) => w.end <= t],
        ] as const;
        for (const [field, bound, outside] of bounds) {
          if (!bound || schedule.stated.has(field) || clear.includes(field) || !windows.every((w) => outside(w, bound))) continue;
          clear.push(field);
          parts.push({ text: windowPhrase, field, status: "applied", note: "" });
        }
      }
    }
  }

  // "10 minuten langer", "15 minutos a menos": the length changes by that much.
  const resize = relativeMinutes(lex, lex.reply.longer, norm, 1) ?? relativeMinutes(lex, lex.reply.shorter, norm, -1);
  if (resize && reading.session_minutes !== null) {
    const next = reading.session_minutes + resize.minutes;
    if (next >= 5) change("session_minutes", next, resize.text);
    else parts.push({ text: resize.text, field: "session_minutes", status: "not_possible", note: "no session length would be left" });
  }
  // "10 minutes longer" on lengths by days: each of them.
  if (resize && reading.session_lengths.length) {
    const next = reading.session_lengths.map((l) => ({ ...l, minutes: l.minutes + resize.minutes }));
    if (next.every((l) => l.minutes >= 5)) change("session_lengths", next, resize.text);
    else parts.push({ text: resize.text, field: "session_lengths", status: "not_possible", note: "no session length would be left" });
  }
  // "make the sessions shorter", "sesiones más cortas", "もっと短く": no amount said — a quarter less (or more), in 5-minute steps.
  // ("每次短一点，20分钟就行": a length said with it is the new one.)
  const bare = !resize && !schedule.stated.has("session_minutes") && (reading.session_minutes !== null || reading.session_lengths.length > 0) && set.session_minutes === undefined && set.deadline === undefined ? bareResize(lex.lang, norm) : null;
  if (bare && reading.session_lengths.length) change("session_lengths", reading.session_lengths.map((l) => ({ ...l, minutes: resized(l.minutes, bare.sign) })), bare.text);
  if (bare && reading.session_minutes !== null) {
    const m = reading.session_minutes;
    const next = resized(m, bare.sign);
    if (next >= 5 && next !== m) change("session_minutes", next, bare.text);
    else parts.push({ text: bare.text, field: "session_minutes", status: "not_possible", note: "no session length would be left" });
  }
  // "sessioni più brevi", "shorter sessions" when the person stated no length: the plan's sessions start at the kind's
  // usual length, so a quarter less than that (before, nothing changed and the reply was not understood).
  const bareUnstated =
    !resize && !bare && !schedule.stated.has("session_minutes") && reading.session_minutes === null && reading.session_lengths.length === 0 && set.session_minutes === undefined && set.deadline === undefined
      ? bareResize(lex.lang, norm)
      : null;
  if (bareUnstated) {
    const usual = usualSessionMinutes(reading.pattern.type, reading.pattern.subtype);
    // (A plan grows its usual length in later phases, up to half as long again: "longer" is that much, from the start.)
    const next = bareUnstated.sign < 0 ? resized(usual, -1) : Math.round((usual * 1.5) / 5) * 5;
    if (next >= 5 && next !== usual) change("session_minutes", next, bareUnstated.text);
    else parts.push({ text: bareUnstated.text, field: "session_minutes", status: "not_possible", note: "no session length would be left" });
  }
  // "Can we do the Sunday hour on Saturday instead?": a day that moves takes its own length along (its window and start
  // time move above), unless the reply gives the day a length of its own. Without this the hour-long Sunday became a
  // default-length Saturday.
  const movedLength = swap && !schedule.stated.has("session_minutes") && !schedule.session_lengths.length && !resize && !bare
    ? reading.session_lengths.find((l) => l.days.includes(swap!.from))
    : undefined;
  if (swap && movedLength) {
    const lengths = reading.session_lengths
      .map((l) => ({ days: l.days.filter((d) => d !== swap!.from && d !== swap!.to), minutes: l.minutes }))
      .filter((l) => l.days.length);
    change("session_lengths", withLengths(lengths, [{ days: [swap.to], minutes: movedLength.minutes }]), daysPhrase);
  }
  // "30 minutes on weekdays and 2 hours on Sundays": lengths of the reply's own clauses, on the days the plan has.
  if (schedule.session_lengths.length) {
    const lengths = schedule.session_lengths.map((l) => ({ days: l.days.filter((d) => allowedNew.includes(d)), minutes: l.minutes })).filter((l) => l.days.length);
    if (lengths.length) change("session_lengths", withLengths(reading.session_lengths, lengths), schedule.sources.session_lengths ?? body);
  } else if (schedule.stated.has("session_minutes") && schedule.session_minutes !== null && reading.session_lengths.length && !named.length && !resize && !bare) {
    // "sessions of 45 minutes": one length for every session now, on the days that had their own too.
    if (!clear.includes("session_lengths")) clear.push("session_lengths");
    set.session_minutes = schedule.session_minutes;
    parts.push({ text: schedule.sources.session_minutes ?? body, field: "session_minutes", status: "applied", note: "" });
  }
  const relative = [shift, resize].filter((x) => x !== null);
  for (const field of ["not_before", "not_after", "session_minutes"] as const) {
    // (Lengths by days were read above.)
    if (field === "session_minutes" && (schedule.session_lengths.length || set.session_minutes !== undefined)) continue;
    // The amount of "een uur later" is no session length.
    if (field === "session_minutes" && relative.some((r) => r.text.includes(normalise(schedule.sources.session_minutes ?? "\u0000")))) continue;
    // "em vez de 45 minutos, uma hora", "90 Minuten statt einer Stunde": the length that differs from the current one is the new one.
    if (field === "session_minutes" && schedule.session_minutes !== null && schedule.session_minutes === reading.session_minutes) {
      const other = otherLength(lex, norm, reading.session_minutes);
      if (other) change(field, other.minutes, other.text);
      continue;
    }
    if (schedule.stated.has(field) && schedule[field] !== null) change(field, schedule[field], schedule.sources[field] ?? body);
  }
  if (!schedule.stated.has("fixed_times")) fixedTimesWithin(r, reading, allowedNew);
  if (schedule.stated.size > 0 || deadline.deadline) readSomething.add(r.parts);
  return finish(r);
}

/**
 * "pas avant 8h" on "le mardi et jeudi à 7h", "evenings 6-8pm" on a 7am start: a bound or window the
 * reply sets that a stated start time breaks wins over it (the newer word) — the start moves to the
 * bound ("not before 8" makes it 8; "not after 6" ends the session by 6), or, outside a new window,
 * is dropped for the days the window holds so the session is placed in it. Never "applied" with a
 * start time that keeps the session where it was.
 */
function fixedTimesWithin(r: Reply, reading: GoalReading, allowed: readonly Weekday[]): void {
  const { set, clear, parts } = r;
  const nb = typeof set.not_before === "string" ? set.not_before : null;
  const na = typeof set.not_after === "string" ? set.not_after : null;
  const windows = set.windows !== undefined && set.windows !== null ? set.windows : null;
  if (!nb && !na && !windows) return;
  const current: FixedTime[] = set.fixed_times !== undefined && set.fixed_times !== null ? set.fixed_times : clear.includes("fixed_times") ? [] : reading.fixed_times;
  if (!current.length) return;
  const length = typeof set.session_minutes === "number" ? set.session_minutes : reading.session_minutes;
  const phrase = parts.find((p) => p.field === (nb ? "not_before" : na ? "not_after" : "windows"))?.text ?? r.body;
  const next: FixedTime[] = [];
  for (const f of current) {
    let time: string | null = f.time;
    if (nb && time < nb) time = nb;
    if (na && time !== null) {
      if (length !== null && addMinutes(time, length) > na) time = addMinutes(na, -length);
      else if (length === null && time >= na) time = null;
      if (time !== null && nb && time < nb) time = null;
    }
    if (time === null) continue;
    let days: Weekday[] | null = f.days;
    if (windows) {
      const t = time;
      const ok = (f.days ?? allowed).filter((d) => {
        const mine = windows.filter((w) => !w.days || w.days.includes(d));
        return mine.length === 0 || mine.some((w) => t >= w.start && t < w.end);
      });
      if (!ok.length) continue;
      days = ok.length === (f.days ?? allowed).length ? f.days : inWeek(ok);
    }
    next.push({ days, time });
  }
  const i = parts.findIndex((p) => p.field === "fixed_times");
  if (same(next, reading.fixed_times)) {
    // The start times the days carried over are the old ones again: no change to them, none reported.
    if (set.fixed_times !== undefined) delete set.fixed_times;
    if (i >= 0) parts.splice(i, 1);
    return;
  }
  if (!next.length) {
    delete set.fixed_times;
    if (!clear.includes("fixed_times")) clear.push("fixed_times");
  } else set.fixed_times = next;
  if (i >= 0) parts.splice(i, 1);
  parts.push({ text: phrase, field: "fixed_times", status: "applied", note: "" });
}

const SPACED = new Set(["en", "de", "fr", "es", "pt", "nl", "it"]);

/** Two bare start times stated, one of them a current start time and the other not: the other replaces it. */
function replacedStart(stated: readonly FixedTime[], current: readonly FixedTime[]): { old: string; now: string } | null {
  if (stated.length !== 2 || stated.some((f) => f.days !== null)) return null;
  const [a, b] = stated.map((f) => f.time) as [string, string];
  const has = (t: string) => current.some((f) => f.time === t);
  if (has(a) === has(b)) return null;
  return has(a) ? { old: a, now: b } : { old: b, now: a };
}

/**
 * A day of the plan moved to another (see `move` in reply-words.ts): the reply has a move word and
 * names exactly two days — one the plan has, one it has not — in any order and with any words
 * between. The phrase runs from the first day named to the second (a date inside it is no deadline).
 */
function movedDay(lex: Lexicon, norm: string, planDays: readonly Weekday[]): { from: Weekday; to: Weekday; text: string } | null {
  const words = replyWords(lex.lang);
  if (!wordRe(lex.lang, words.move).test(norm)) return null;
  const found: { day: Weekday; start: number; end: number }[] = [];
  for (const t of words.dayCompound ? ["{DAY}", words.dayCompound] : ["{DAY}"]) {
    for (const m of matchAll(lex, t, norm)) {
      const day = parseDay(lex, m.groups.DAY);
      if (day && !found.some((f) => f.start < m.end && m.start < f.end)) found.push({ day, start: m.start, end: m.end });
    }
  }
  const days = [...new Set(found.map((f) => f.day))];
  if (days.length !== 2) return null;
  const inPlan = days.filter((d) => planDays.includes(d));
  if (inPlan.length !== 1) return null;
  const from = inPlan[0]!;
  const to = days.find((d) => d !== from)!;
  const start = Math.min(...found.map((f) => f.start));
  const end = Math.max(...found.map((f) => f.end));
  return { from, to, text: norm.slice(start, end) };
}
const wordRe = (lang: string, words: string) => (SPACED.has(lang) ? new RegExp(`(?<![\\p{L}'])(?:${words})(?![\\p{L}])`, "iu") : new RegExp(`(?:${words})`, "u"));

/** With "next week" and a "not / no / off" word in a reply, next week is off — "no sessions next week", "nächste Woche keine Einheiten", "来週は休み". */
function relativeWeekOff(lang: string, norm: string, clock: ReadingClock): { range: { from: string; to: string }; text: string } | null {
  const { nextWeek: next, notWords: not } = replyWords(lang);
  const m = wordRe(lang, next).exec(norm);
  if (!m || !wordRe(lang, not).test(norm.replace(m[0], " "))) return null;
  const day = today(clock).date;
  return { range: weekAround(plus(day, 7, "day")!), text: m[0] };
}

/** The phrase of a date said as when something starts ("from next month", "vanaf volgende maand", "来月から"), or null. */
function startsFrom(lang: string, norm: string, source: string | null): string | null {
  if (!source) return null;
  const src = normalise(source);
  const at = norm.indexOf(src);
  if (at < 0) return null;
  const w = replyWords(lang);
  const before = norm.slice(0, at).trimEnd();
  const after = norm.slice(at + src.length).trimStart();
  const b = new RegExp(SPACED.has(lang) ? `(?<![\\p{L}'])(?:${w.fromBefore})$` : `(?:${w.fromBefore})$`, "iu").exec(before);
  const a = new RegExp(SPACED.has(lang) ? `^(?:${w.fromAfter})(?![\\p{L}])` : `^(?:${w.fromAfter})`, "iu").exec(after);
  if (!b && !a) return null;
  return `${b ? `${b[0]} ` : ""}${src}${a ? `${SPACED.has(lang) ? " " : ""}${a[0]}` : ""}`.trim();
}

/** A day of the month said to be off ("not on the 12th"): the next such day from today, and the phrase. */
function monthDayOff(lang: string, norm: string, clock: ReadingClock): { date: string; text: string } | null {
  const w = replyWords(lang);
  const m = wordRe(lang, w.monthDay).exec(norm);
  if (!m || !wordRe(lang, w.notWords).test(norm.replace(m[0], " "))) return null;
  const day = Number(m.groups?.N ?? m.groups?.N2);
  if (!(day >= 1 && day <= 31)) return null;
  const now = today(clock).date;
  let [y, mo] = [Number(now.slice(0, 4)), Number(now.slice(5, 7))];
  for (let i = 0; i < 13; i++) {
    const date = ymd(y, mo, day);
    if (date && date >= now) return { date, text: m[0].trim() };
    [y, mo] = mo === 12 ? [y + 1, 1] : [y, mo + 1];
  }
  return null;
}

/**
 * "I can't do Tuesdays anymore", "no puedo los martes", "周二不行了": days named with a negation in
 * the same clause, and nothing excluded by the lexicon already, are days off — never the only days.
 */
function negatedDays(lang: string, norm: string, schedule: ReturnType<typeof readConstraints>["schedule"]): void {
  const neg = replyWords(lang).negation;
  const phrase = schedule.sources.days ?? schedule.sources.cadence;
  if (!neg || !phrase || !schedule.days?.length || schedule.excluded_days.length || schedule.days.length > 3) return;
  const at = norm.indexOf(normalise(phrase));
  if (at < 0) return;
  // The clause holding the days: negated when a negation stands in it, outside the day phrase.
  const start = Math.max(0, ...[",", ";", ".", "、", "，", " but ", " aber ", " mais ", " pero ", " mas ", " maar "].map((c) => norm.lastIndexOf(c, at) + (norm.lastIndexOf(c, at) >= 0 ? c.length : 0)));
  const ends = [",", ";", ".", "、", "，"].map((c) => norm.indexOf(c, at + phrase.length)).filter((i) => i >= 0);
  const clause = `${norm.slice(start, at)} ${norm.slice(at + phrase.length, ends.length ? Math.min(...ends) : norm.length)}`;
  if (!wordRe(lang, neg).test(clause)) return;
  const off = schedule.days;
  schedule.excluded_days = off;
  schedule.days = WEEK.filter((d) => !off.includes(d));
  schedule.sources.excluded_days = phrase;
  // "los martes" read as once a week on Tuesdays: no rhythm is meant.
  if (schedule.sources.cadence && normalise(schedule.sources.cadence) === normalise(phrase)) {
    schedule.cadence = null;
    schedule.stated.delete("cadence");
    delete schedule.sources.cadence;
  }
}

/** A length a quarter shorter or longer, in 5-minute steps, and at least 5 minutes different. */
function resized(m: number, sign: 1 | -1): number {
  return sign < 0 ? Math.max(5, Math.min(m - 5, Math.round((m * 0.75) / 5) * 5)) : Math.max(m + 5, Math.round((m * 1.25) / 5) * 5);
}

/** Lengths by days with some days given a new one: theirs replace what those days had, grouped by length in week order. */
function withLengths(current: readonly DayLength[], given: readonly DayLength[]): DayLength[] {
  const byDay = new Map<Weekday, number>();
  for (const l of [...current, ...given]) for (const d of l.days) byDay.set(d, l.minutes);
  const byLength = new Map<number, Weekday[]>();
  for (const d of WEEK) if (byDay.has(d)) byLength.set(byDay.get(d)!, [...(byLength.get(byDay.get(d)!) ?? []), d]);
  return [...byLength.entries()].map(([minutes, days]) => ({ days, minutes }));
}

function bareResize(lang: string, norm: string): { sign: 1 | -1; text: string } | null {
  const w = replyWords(lang);
  for (const [words, sign] of [[w.shorter, -1], [w.longer, 1]] as const) {
    const m = words ? wordRe(lang, words).exec(norm) : null;
    if (m) return { sign, text: m[0] };
  }
  return null;
}

/** Whether the reply's "only" is said of its session length ("only 30 minutes on weekdays", "平日は20分だけ"), not of its days. */
function onlyOfLength(lex: Lexicon, norm: string, length: string | undefined): boolean {
  if (!length || !lex.only?.length) return false;
  const words = lex.only.join("|");
  const at = norm.indexOf(normalise(length));
  if (at < 0) return false;
  const only = new RegExp(`(?:${words})`, "iu");
  const before = norm.slice(Math.max(0, at - 12), at).trimEnd();
  const after = norm.slice(at + length.length, at + length.length + 4).trimStart();
  // ("只要20分钟", "只练20分钟": in ja/zh a verb may stand between "only" and the length.)
  return new RegExp(`(?:${words})${lex.spaced ? "" : "\\p{L}{0,2}"}$`, "iu").test(before) || (!lex.spaced && only.test(after.slice(0, 3)));
}

/** The note of a change without an amount said of some days only ("make Sunday the long one", "earlier on Fridays"); the conversation words it in the person's language. */
export const SOME_DAYS_ONLY = "'earlier', 'later' or 'longer' without an amount, for some days only, is not something the plan can hold — say how long those days' sessions should be (e.g. '2 hours on Sundays'), or say it for all sessions (e.g. 'an hour earlier')";
/** The note of two days swapped that hold the same sessions (the conversation words it in the person's language). */
export const SAME_DAYS = "those two days have the same sessions, so swapping them changes nothing; to move one, name the day it should go to (e.g. 'Thursday instead of Monday')";
/** The note of a named session moved to a day another session of the plan has (graphs/planner/changes.ts; worded per language). */
export const DAY_TAKEN = "that day already has another of the plan's sessions; name a day without one (e.g. 'the long run on Sunday')";
/** The note of a named session the plan would not put on the day named, with the days the move leaves (graphs/planner/changes.ts). */
export const SESSION_DAY_FIXED = "with the days the plan uses it would not put that session on the day named; to change its day, change which days the plan uses (e.g. 'Tuesday instead of Friday')";
/** The note of a day change said to start at a later date: it is taken from now on (the conversation words it in the person's language). */
export const FROM_LATER = "a change can't start at a later date yet, so it applies from now on";
/** The note of a question: nothing is changed by it (the conversation words it in the person's language). */
export const QUESTION_ASKED = "that is a question, so nothing was changed";

/** The note of a deadline move on a plan without one (the conversation words it in the person's language). */
export const NO_DEADLINE_TO_MOVE = "there is no deadline to move yet; say by when it should be done (e.g. 'by June 30')";

/** Whether a deadline phrase is a day of the month alone ("até dia 20", "bis zum 10.", "voor de 15e"). */
function dayOfMonthOnly(lex: Lexicon, source: string | null): boolean {
  if (!source) return false;
  const s = normalise(source).trim();
  return (lex.dayOfMonth ?? []).some((t) => matchAll(lex, t, s).some((m) => m.start === 0 && m.end === s.length));
}

/** The first match of templates with {N} {UNIT} in minutes or hours, as signed minutes ("een half uur later" → +30). */
function relativeMinutes(lex: Lexicon, templates: readonly string[] | undefined, norm: string, sign: 1 | -1): { minutes: number; text: string } | null {
  for (const t of templates ?? [])
    for (const m of matchAll(lex, t, norm)) {
      const minutes = minutesOf(lex, m.groups.N, m.groups.UNIT);
      if (minutes !== null && minutes > 0 && minutes <= 720) return { minutes: sign * minutes, text: m.text };
    }
  return null;
}

/** A session length in the reply other than the current one. */
function otherLength(lex: Lexicon, norm: string, current: number): { minutes: number; text: string } | null {
  for (const t of lex.sessionLength)
    for (const m of matchAll(lex, t, norm)) {
      const minutes = minutesOf(lex, m.groups.N, m.groups.UNIT);
      if (minutes !== null && minutes >= 5 && minutes !== current) return { minutes, text: m.text };
    }
  return null;
}

/** A clock time moved by some minutes, kept inside the day. */
function addMinutes(t: string, minutes: number): string {
  const total = Math.min(23 * 60 + 59, Math.max(0, Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) + minutes));
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** Whether the reply's per-day cadence is the period of a length right before it ("4 horas por dia", "eine Stunde am Tag"). */
function lengthPerDay(norm: string, schedule: ReturnType<typeof readConstraints>["schedule"]): boolean {
  const length = schedule.sources.session_minutes;
  const per = schedule.sources.cadence;
  if (!length || !per || schedule.cadence?.per !== "day" || schedule.cadence.count !== 1 || schedule.cadence.interval !== 1) return false;
  const at = norm.indexOf(length);
  return at >= 0 && norm.slice(at + length.length).trimStart().startsWith(per);
}

/** Replies whose own language found schedule or date phrases in them (then no other language is tried). */
const readSomething = new WeakSet<object>();

function nearest(times: string[], t: string): number {
  const mins = (x: string) => Number(x.slice(0, 2)) * 60 + Number(x.slice(3));
  let best = 0;
  times.forEach((x, i) => {
    if (Math.abs(mins(x) - mins(t)) < Math.abs(mins(times[best]!) - mins(t))) best = i;
  });
  return best;
}

/** A daypart word anywhere in the reply ("La de la noche a las 21", "晚上那次改到8点"). */
function daypartWord(lex: Lexicon, norm: string): Slot | null {
  const m = matchAll(lex, "{PART}", norm)[0];
  const p = m ? parseDaypart(lex, m.groups.PART) : null;
  return p ? { ...DAYPARTS[p] } : null;
}

/** The daypart after "instead of" ("weekends instead of evenings"). */
function insteadOfPart(lex: Lexicon, norm: string): Slot | null {
  if (!lex.reply.insteadOf?.length) return null;
  const m = lex.reply.insteadOf.map((t) => matchAll(lex, t, norm)[0]).find(Boolean);
  const p = m ? parseDaypart(lex, m.groups.PART) : null;
  return p ? { ...DAYPARTS[p] } : null;
}

function readDeadlineChange(
  lex: Lexicon,
  norm: string,
  body: string,
  reading: GoalReading,
  deadline: ReturnType<typeof readConstraints>["deadline"],
  change: (field: "deadline", value: string, phrase: string) => void,
  parts: DeltaPart[],
): void {
  // "push the deadline back a month" on a plan with no deadline: nothing to move — said so, not passed over.
  if (!reading.deadline && !deadline.deadline) {
    const m = [...(replyWords(lex.lang).extend ?? []), ...(lex.reply.extend ?? []), ...(lex.reply.advance ?? [])].map((t) => matchAll(lex, t, norm)[0]).find(Boolean);
    if (m && parseUnit(lex, m.groups.UNIT)) {
      parts.push({ text: m.text, field: "deadline", status: "not_possible", note: NO_DEADLINE_TO_MOVE });
      return;
    }
  }
  // "two more weeks" moves the deadline later, "adiantar o prazo uma semana" earlier.
  for (const [templates, sign] of [[[...(replyWords(lex.lang).extend ?? []), ...(lex.reply.extend ?? [])], 1], [lex.reply.advance, -1]] as const) {
    const m = reading.deadline ? (templates ?? []).map((t) => matchAll(lex, t, norm)[0]).find(Boolean) : undefined;
    const n = m ? parseCount(lex, m.groups.N ?? (m.groups.UNIT ? "1" : undefined)) : null;
    const unit = m ? parseUnit(lex, m.groups.UNIT) : null;
    const moved = n && unit && reading.deadline ? plus(reading.deadline, sign * n, unit) : null;
    if (moved) return change("deadline", moved, m!.text);
  }
  // "add a milestone for the literature review in January": a bare month with no deadline word is
  // when something happens, not a new deadline; the reply is reported as not understood instead.
  // "Een toernooi winnen in mei 2027" answering a goal with no deadline: a month with its year is the
  // deadline asked for, even without a deadline word.
  const monthWithYear = deadline.loose && !reading.deadline && /(?<!\d)20\d{2}(?!\d)/.test(deadline.source ?? "");
  if (deadline.deadline && (!deadline.loose || monthWithYear)) {
    let date = deadline.deadline;
    // "passou para dia 20" on a deadline of 15 July: the 20th of the deadline's month.
    if (reading.deadline && dayOfMonthOnly(lex, deadline.source)) {
      const day = Number(date.slice(8, 10));
      const [y, m] = [Number(reading.deadline.slice(0, 4)), Number(reading.deadline.slice(5, 7))];
      date = ymd(y, m, day) ?? lastDayOfMonth(y, m);
      return change("deadline", date, deadline.source ?? body);
    }
    // "上線日延到10月31日" on a deadline of 2027-09-30: a postponed date without a year lands after the current deadline.
    const yearless = !/\d{4}/.test(deadline.source ?? "");
    if (yearless && reading.deadline && date <= reading.deadline && cue(lex, "later", lex.reply.later, norm)) {
      const next = plus(date, 1, "year");
      if (next && next > reading.deadline) date = next;
    }
    return change("deadline", date, deadline.source ?? body);
  }
  if (deadline.issues.length) parts.push({ text: deadline.source ?? body, field: "deadline", status: "not_possible", note: deadline.issues[0]!.message });
}

function finish(r: Reply): GoalReadingDelta {
  const read = readSomething.has(r.parts);
  // "an hour later" that moved the session times is not also a deadline to move ("there is no deadline to move yet").
  const moved = r.parts.filter((p) => p.status === "applied" && (p.field === "windows" || p.field === "fixed_times" || p.field === "not_before" || p.field === "not_after"));
  const keep = r.parts.filter((p) => !(p.note === NO_DEADLINE_TO_MOVE && moved.some((q) => q.text.includes(p.text) || p.text.includes(q.text))));
  r.parts.splice(0, r.parts.length, ...keep);
  if (r.parts.length === 0) r.parts.push({ text: r.body.trim(), field: null, status: "not_understood", note: "no schedule, date or session change found in the reply" });
  const delta = { set: r.set, clear: r.clear, parts: r.parts };
  if (read) readSomething.add(delta);
  return delta;
}

/** The item fields a reply about one activity changes, and the goal-level field each is read as. */
const ITEM_FIELDS = ["cadence", "days", "windows", "fixed_times", "session_minutes"] as const;

/**
 * The one other activity a reply names ("move the conversation class to Sunday", "la clase a las
 * 11"): the activity item whose title words (of four letters or more; the whole title in ja/zh)
 * the reply has, when exactly one item has the most; null when none or a tie.
 */
export function namedActivity(text: string, reading: GoalReading): GoalReading["items"][number] | null {
  const acts = reading.items.filter((i) => i.kind === "activity" && i.title.trim());
  if (!acts.length) return null;
  const reply = text.toLowerCase();
  const spaced = !/^(?:ja|zh)/.test(reading.language);
  const score = (title: string) =>
    spaced
      ? title
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length >= 4 && new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").test(reply)).length
      : reply.includes(title.toLowerCase().trim())
        ? 1
        : 0;
  const scored = acts.map((i) => ({ i, n: score(i.title) })).sort((a, b) => b.n - a.n);
  if (!scored[0] || scored[0].n === 0 || (scored[1] && scored[1].n === scored[0].n)) return null;
  return scored[0].i;
}

/**
 * A reply about one other activity changes that activity only: it is read against the activity's
 * own rhythm, days, windows, times and length (as if they were the goal's), and what it sets of
 * those goes to the item; anything else it says (a deadline, days off) stays the goal's. Before,
 * "move the conversation class to Sunday" moved the main activity to Sunday and dropped the class.
 */
function readForItem(text: string, reading: GoalReading, item: GoalReading["items"][number], clock: ReadingClock): GoalReadingDelta {
  const own = GoalReading.parse({
    ...reading,
    cadence: item.cadence,
    days: item.days,
    windows: item.windows,
    fixed_times: item.fixed_times,
    session_minutes: item.session_minutes,
    session_lengths: [],
    not_before: null,
    not_after: null,
    items: [],
  });
  const d = readReply(text, own, clock);
  const changed = { ...item };
  let touched = false;
  const set: GoalReadingDelta["set"] = {};
  for (const [k, v] of Object.entries(d.set) as [keyof GoalReadingDelta["set"], unknown][]) {
    if ((ITEM_FIELDS as readonly string[]).includes(k)) {
      (changed as Record<string, unknown>)[k] = v;
      touched = true;
    } else if (k !== "session_lengths" && k !== "not_before" && k !== "not_after" && k !== "windows_are_sessions") (set as Record<string, unknown>)[k] = v;
  }
  const clear = d.clear.filter((f) => {
    if (!(ITEM_FIELDS as readonly string[]).includes(f)) return true;
    (changed as Record<string, unknown>)[f] = f === "windows" || f === "fixed_times" ? [] : null;
    touched = true;
    return false;
  });
  // "move the class to 11:00": a class stated as a clock range keeps its length at the new time.
  if ("fixed_times" in d.set && !("windows" in d.set) && item.windows.length === 1 && item.session_minutes === null && !("session_minutes" in d.set)) {
    const [w] = item.windows;
    const len = parseHm(w!.end) - parseHm(w!.start);
    if (len >= 5 && len <= 720) {
      changed.session_minutes = len;
      changed.windows = [];
    }
  }
  // A length for some of the activity's days, or a bound on its times, is nothing an activity item holds: said so.
  const unheld = ["session_lengths", "not_before", "not_after"].filter((f) => f in d.set);
  const parts = d.parts.map((p) =>
    p.status === "applied" && p.field !== null && unheld.includes(p.field)
      ? { ...p, status: "not_possible" as const, note: `${item.title}: a length for some of its days or a time bound cannot be kept for this activity alone` }
      : p.status === "applied" && p.field !== null && (ITEM_FIELDS as readonly string[]).includes(p.field)
        ? { ...p, note: p.note || item.title }
        : p,
  );
  if (touched) set.items = reading.items.map((i) => (i === item ? changed : i));
  return { set, clear, parts };
}

/** Read a reply against the goal's reading (the language may differ from the goal's). */
export function readReply(text: string, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  // "add a rest week every 4 weeks" is weeks off, not the rhythm "once every 4 weeks" (rest-weeks.ts).
  const restWeeks = findRestWeeks(text);
  if (restWeeks) return withRestWeeks(restWeeks, reading, clock);
  const item = namedActivity(text, reading);
  if (item) return readForItem(text, reading, item, clock);
  return withTarget(text, reading, readChange(text, reading, clock));
}

/** The rest weeks a reply asks for, as dates off added to the reading's, with what else it says read as ever. */
function withRestWeeks(restWeeks: RestWeeks, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  const inner: GoalReadingDelta = /[\p{L}\p{N}]{3,}/u.test(restWeeks.rest) ? readReply(restWeeks.rest, reading, clock) : { set: {}, clear: [], parts: [] };
  const plan = { start: inner.set.start !== undefined ? inner.set.start : reading.start, deadline: inner.set.deadline !== undefined ? inner.set.deadline : reading.deadline, horizon_days: reading.horizon_days };
  const before = inner.set.excluded_dates ?? reading.excluded_dates;
  const added = restWeekDates(restWeeks.every, plan, clock).filter((r) => !before.some((b) => b.from === r.from && b.to === r.to));
  return {
    set: { ...inner.set, excluded_dates: [...before, ...added] },
    clear: inner.clear.filter((f) => f !== "excluded_dates"),
    parts: [...inner.parts.filter((p) => p.status !== "not_understood"), { text: restWeeks.phrase, field: "excluded_dates", status: "applied", note: "" }],
  };
}

/**
 * A new target the reply names ("aim for N5 instead", "a 10k instead": read-target.ts) joins what
 * else it changes, as `level`; a reply that said only that is no longer "not understood".
 */
function withTarget(text: string, reading: GoalReading, delta: GoalReadingDelta): GoalReadingDelta {
  const change = targetInReply(text, reading);
  if (!change || "level" in delta.set) return delta;
  const same = change.level.target === reading.level.target && change.level.current === reading.level.current;
  if (same) return delta;
  return {
    ...delta,
    set: { ...delta.set, level: change.level },
    // "et si on visait le B1 ?", "what about a 10k?": a suggestion asked as a question is the change, not a question.
    parts: [...delta.parts.filter((p) => p.status !== "not_understood" && p.note !== QUESTION_ASKED), { text: change.text, field: "level", status: "applied", note: "" }],
  };
}

function readChange(text: string, reading: GoalReading, clock: ReadingClock): GoalReadingDelta {
  const goalLang = reading.language as ReadingLanguage;
  // The goal's language first: a short reply ("tira o sábado", "skip weekends") is easily misdetected, and a
  // neighbouring language may read more into it than is there. Another language only when the goal's reads nothing.
  const tried = [...new Set([goalLang, detectLanguage(text, goalLang), "en"])].filter((l) => l in LEXICONS);
  let first: GoalReadingDelta | null = null;
  for (const lang of tried) {
    const d = readWith(text, lexiconFor(lang), reading, clock);
    first ??= d;
    if (d.parts.some((p) => p.status !== "not_understood")) return d;
    // The goal's language read times or dates in it but no change ("deixa de ser às 7h"): another language would only misread it.
    if (d === first && readSomething.has(d)) return d;
  }
  return first ?? readWith(text, lexiconFor(goalLang), reading, clock);
}
