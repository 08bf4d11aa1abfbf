/**
 * The offline reader: a goal's free text → one GoalReading (src/contracts/goal-reading.ts).
 *
 * Pure apart from the default pattern classifier, loaded once from the shipped model
 * (data/goals/model/): language by detector and lexicon words, then the language's lexicon drives
 * the engine (extract-deadline, extract-schedule), the classifier picks the pattern from what the
 * goal is about, and the title is a short summary.
 */
import { findRestWeeks, restWeekDates } from "./rest-weeks.js";
import { DAYPARTS, GoalReading, type ReadingItem, type ReadingLanguage } from "../../contracts/goal-reading.js";
import type { PatternType } from "../../contracts/planning.js";
import { nextWeekday, today, type ReadingClock } from "./calendar.js";
import type { DeadlineReading } from "./extract-deadline.js";
import { readConstraints } from "./constraints.js";
import { dueOnTheDay, readOneOffDay, undoOneOffDay, type OneOffDay } from "./one-off-day.js";
import { readCounts } from "./extract-counts.js";
import type { ScheduleReading } from "./extract-schedule.js";
import { shareListRhythm } from "./shared-rhythm.js";
import { readCountTarget } from "./extract-target.js";
import { detectLanguage } from "./language.js";
import { lexiconFor, type Lexicon } from "./lexicon/index.js";
import { defaultPatternClassifier, NEW_SUBTYPE_THRESHOLD, type PatternClassifier } from "./pattern-classifier.js";
import { patternFeatures, topicText } from "./pattern-features.js";
import { PERIOD_WORDS } from "./lexicon/periods.js";
import { cachedRegex, matchAll, minutesOf, normalise, parseDays } from "./phrases.js";
import { summaryTitle } from "../outline/title.js";
import { cleanTitle } from "../outline/words.js";
import { usualSessionMinutes } from "../patterns.js";

export interface ReadGoalOptions extends ReadingClock {
  /** Skip detection (the caller knows the language). */
  language?: ReadingLanguage;
  classifier?: PatternClassifier;
}

const SENTENCE_END = /(?<!\d)[.!?](?!\d)|[。！？\n]/u;

/**
 * A short summary: the first sentence, without parentheses. One that is too long is cut at its last
 * clause boundary (a comma, a colon, "and") past a third of the length, else after a whole word that
 * is not a function word of the language (no title ends on "to", "a", "the").
 * With a lexicon, "… exam on February 20. I can study …" ends after the date: a dot after digits
 * followed by a capitalised function word ("I", "Je") closes the sentence; where a dot after digits
 * is an ordinal ("am 20. Februar", "zum 3. Mal") only what the person says of themselves ("Ich kann") does.
 */
export function titleOf(text: string, max = 80, lex?: Lexicon): string {
  let head = text.split(SENTENCE_END)[0]!;
  if (lex?.commonWords?.length) {
    const common = new Set(lex.commonWords);
    const about = aboutThePerson(lex);
    for (const m of head.matchAll(/(?<=\d)\.\s+(\p{L}+)/gu))
      if (lex.ordinalDot ? about?.test(head.slice(m.index! + m[0].length - m[1]!.length)) : /^\p{Lu}/u.test(m[1]!) && common.has(m[1]!.toLowerCase())) {
        head = head.slice(0, m.index);
        break;
      }
  }
  const first = head.replace(/\s*\([^)]*\)/g, "").replace(/\s+/g, " ").trim() || text.trim();
  const trim = (t: string) => t.replace(/[\s,:;.、，；：–—-]+$/u, "");
  let title = trim(first);
  if ([...title].length > max) {
    const cut = title.slice(0, max - 1);
    const bounds: number[] = [];
    for (const m of cut.matchAll(/\s*[,;:、，；：–—]\s*|\s+-\s+/gu)) bounds.push(m.index!);
    if (lex?.spaced) for (const m of cut.matchAll(new RegExp(lex.listJoin, "giu"))) if (/^\s+\p{L}+\s+$/u.test(m[0])) bounds.push(m.index!);
    // Not inside a list of days ("lunes, miércoles y viernes"): a clause boundary is followed by other words.
    const dayWord = lex ? new RegExp(`^(?:${lex.listJoin}|[\\s,;:、，；：–—-])*(?:${Object.keys(lex.weekdays).map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`, "iu") : null;
    const clause = Math.max(-1, ...bounds.filter((i) => i >= max / 3 && !dayWord?.test(title.slice(i))));
    let short: string;
    if (clause > 0) short = cut.slice(0, clause);
    else {
      const space = cut.lastIndexOf(" ");
      short = space > max / 2 ? cut.slice(0, space) : cut;
      // "… build up to a comfortable" → "… build up": no title ends on "to", "a", "the".
      if (lex?.commonWords?.length) {
        const common = new Set(lex.commonWords);
        let words = short.split(" ");
        while (words.length > 3 && common.has(words[words.length - 1]!.toLowerCase().replace(/[^\p{L}']/gu, ""))) words = words.slice(0, -1);
        short = words.join(" ");
      }
    }
    title = `${trim(short)}…`;
  }
  title = title.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return title || "Goal";
}

/** Deliverables the goal lists after a colon or a cue ("including"), in its own words. */
export function itemsOf(text: string, lex: Lexicon, schedulePhrases: string[] = [], otherPhrases: string[] = []): string[] {
  const sentence = text.split(/(?<!\d)[.!?](?!\d)|[。！？\n]/u);
  for (const s of sentence) {
    // A colon between digits is a clock time ("10:30"); one after a date ("by June 5: …") opens the list.
    const colon = s.search(/[:：](?!\d)/u);
    const cue = lex.itemsCue.length ? s.search(new RegExp(`(?<![\\p{L}])(?:${lex.itemsCue.join("|")})(?![\\p{L}])`, "iu")) : -1;
    const at = colon >= 0 ? colon + 1 : cue >= 0 ? cue + (s.slice(cue).match(/^\S+/)?.[0].length ?? 0) : -1;
    if (at < 0) continue;
    const list = s
      .slice(at)
      .split(new RegExp(lex.listJoin, "iu"))
      .map((x) => x.replace(/^[\s"'“”]+|[\s"'“”,]+$/gu, "").trim())
      .filter((x) => x.length > 1 && x.length <= 80);
    // "…on January 15: I can study on weekdays…, and I want two mock tests": what follows is about the person, not a list.
    const about = aboutThePerson(lex);
    if (about && list.some((x) => about.test(x))) continue;
    // "…by March: two lessons a week on Tuesday and Thursday at 17:00": what follows is the schedule, not deliverables.
    // (Items with words beside their schedule stay: "build the site, photograph products on Sundays".)
    if (schedulePhrases.length) {
      const common = new Set(lex.commonWords ?? []);
      const rest = schedulePhrases.reduce((r, p) => r.split(p).join(" "), normalise(s.slice(at)));
      if (!(rest.match(/\p{L}+/gu) ?? []).some((w) => w.length >= 3 && !common.has(w))) continue;
    }
    // "…: lift weights on Mondays at 7pm and swim on Saturday mornings", "：工作日晚上1小时投简历，周日下午3小时做作品集":
    // a list whose items name days or lengths is the schedule of the goal's activities (read as clauses), not its deliverables.
    if (list.filter((x) => saysWhen(lex, normalise(x))).length >= 2) continue;
    // One item that is only a constraint ("2 hours every weekday morning", "not during Christmas week",
    // "no work in August"): the schedule, the dates off or a time off, not a deliverable.
    const kept = list.filter((x) => !constraintOnly(lex, x, schedulePhrases, otherPhrases));
    if (list.length >= 2) return kept.length >= 2 ? kept : [];
  }
  return [];
}

/** Whether a listed item names days or a length ("lift on Mondays", "3小时做作品集"; "morning stretches" names neither). */
function saysWhen(lex: Lexicon, item: string): boolean {
  // (Days glued to a daypart count: "op donderdagavond les".)
  if ([...lex.everyDays, ...lex.daysWithPart].some((t) => matchAll(lex, t, item).some((m) => parseDays(lex, m.groups.DAYS).length > 0))) return true;
  return lex.sessionLength.some((t) => matchAll(lex, t, item).some((m) => minutesOf(lex, m.groups.N, m.groups.UNIT) !== null));
}

/** Whether a listed item says only when (or when not) to work: nothing of it is left once the constraint phrases go, or it opens with an off word. */
function constraintOnly(lex: Lexicon, item: string, schedulePhrases: string[], otherPhrases: string[]): boolean {
  const text = normalise(item);
  const off = cachedRegex(lex, "itemOffWords", () => new RegExp(`^(?:${[...PERIOD_WORDS[lex.lang].off, ...PERIOD_WORDS[lex.lang].stop].join("|")})(?![\\p{L}])`, "iu"));
  if (off.test(text)) return true;
  const common = new Set(lex.commonWords ?? []);
  const rest = [...schedulePhrases, ...otherPhrases].filter((p) => p.length >= 4).reduce((r, p) => r.split(normalise(p)).join(" "), text);
  return !(rest.match(/\p{L}+/gu) ?? []).some((w) => w.length >= 3 && !common.has(w));
}

/** A clause in which the person says what they can or want ("I can study…", "ich kann…", "je peux…"): no deliverable. */
const ABOUT_CACHE = new WeakMap<Lexicon, RegExp | null>();
function aboutThePerson(lex: Lexicon): RegExp | null {
  if (!ABOUT_CACHE.has(lex)) {
    const forms = lex.aboutThePerson ?? [];
    ABOUT_CACHE.set(lex, forms.length ? new RegExp(`^(?:${forms.map((f) => f.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}])`, "iu") : null);
  }
  return ABOUT_CACHE.get(lex)!;
}

/** The phrases the schedule was read from (cadence, days, times), each of them long enough to say so. */
function scheduleSources(sources: Record<string, string>): string[] {
  return ["cadence", "days", "excluded_days", "windows", "fixed_times", "not_before", "not_after", "session_minutes", "session_lengths", "total_effort_minutes"]
    .flatMap((k) => (sources[k] ?? "").split("; "))
    .map((p) => p.trim())
    .filter((p) => p.length >= 4);
}

/** A number standing alone or as an ordinal ("12", "1st", "1er", "3.", "1º"): an amount or a date, never what a goal is about. */
const NUMBER_TOKEN = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?(?:st|nd|rd|th|er|re|e|º|ª|\.)?(?![\p{L}\p{N}])/giu;

/**
 * A new subtype named after what the goal is about, in the person's own words: the title without
 * the phrases the reader took as its deadline, schedule and amounts ("Quit smoking by February
 * 1st" → "Quit smoking", "Call my grandmother every Sunday" → "Call my grandmother"), and no
 * number or ordinal left behind. `label` is those words (the question around it says the kind
 * in the person's language); `name` is their slug — in any script ("タバコをやめる"), so two new
 * kinds in Japanese never share one name.
 */
export function proposalFor(title: string, type: PatternType, sources: Readonly<Record<string, string>> = {}, lex?: Lexicon): { name: string; label: string } {
  // The phrases were read from normalised text ("1º de junho" as "1 de junho"): the title is matched the same way.
  const read = title.replace(/(\d)\s*[ºª°](?!\p{L})/gu, "$1");
  const about = summaryTitle({ title: read, sources }, read, 60).replace(/…$/u, "");
  let topic = about.replace(NUMBER_TOKEN, " ").replace(/\s+([,.;:!?、，。])/gu, "$1").replace(/\s+/g, " ").trim();
  // Function words a removed phrase left at the end ("Get my pilot's licence by the").
  if (lex?.spaced && lex.commonWords?.length) {
    const common = new Set(lex.commonWords);
    const words = topic.split(" ");
    while (words.length > 2 && common.has(words[words.length - 1]!.toLowerCase().replace(/[^\p{L}']/gu, ""))) words.pop();
    topic = words.join(" ");
  }
  const label = cleanTitle(topic, about, 48).replace(/…$/u, "").trim() || about;
  const words = label
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/['’]/g, "")
    .match(/[\p{L}\p{N}]+/gu);
  const slug = words?.slice(0, 4).map((w) => [...w].slice(0, 16).join("")).join("_");
  return { name: slug || `new_${type}`, label };
}

/**
 * The listed deliverables and the other activities. "Get fit: gym twice a week and yoga once a
 * week": the other items of the list are activities, and the one left — with the goal's own rhythm
 * in it — is the main activity, not a deliverable ("gym twice a week" was a deliverable beside the
 * yoga): it becomes the first activity item, titled without its rhythm and carrying the goal-level
 * schedule (the planner takes it for the main activity).
 */
function itemsWithMain(listed: string[], activities: ReadingItem[], schedule: ScheduleReading): Partial<ReadingItem>[] {
  const rhythm = schedule.sources.cadence?.toLowerCase();
  const only = listed.length === 1 ? listed[0]! : null;
  const at = only && rhythm ? only.toLowerCase().indexOf(rhythm) : -1;
  if (only && rhythm && at >= 0 && activities.length > 0) {
    const title = `${only.slice(0, at)} ${only.slice(at + rhythm.length)}`.replace(/\s+/g, " ").trim();
    if (title.length > 1) {
      const main: Partial<ReadingItem> = {
        title,
        kind: "activity",
        cadence: schedule.cadence,
        days: schedule.days,
        windows: schedule.windows,
        fixed_times: schedule.fixed_times,
        session_minutes: schedule.session_minutes,
      };
      return [main, ...activities];
    }
  }
  return [...listed.map((title) => ({ title })), ...activities];
}

/** Goals about one event: an interview, a talk, a party, a wedding. */
const ONCE_SUBTYPES = new Set(["interview_preparation", "presentation", "event_planning"]);

/**
 * An interview or an event happens once: its one weekday with no rhythm ("Vorstellungsgespräch am
 * Freitag um 9 Uhr", "the dinner party on Saturday at 7pm") is the coming day it is on — the
 * deadline — not a weekly session day, and a start time on that day is the event's hour, not when
 * the preparation happens (it was planned as a weekly Friday 9:00 session with no deadline).
 */
function eventDayOf(schedule: ScheduleReading, deadline: DeadlineReading, clock: ReadingClock, oneOff: OneOffDay | null): void {
  const day = schedule.days?.length === 1 ? schedule.days[0]! : null;
  if (!day || (deadline.deadline && !oneOff) || schedule.sources.cadence) return;
  // (An event said on its own weekday is next week's: "the dinner party on Saturday" said on a Saturday morning.)
  deadline.deadline = nextWeekday(today(clock).date, day);
  deadline.source = oneOff?.phrase ?? schedule.sources.days ?? null;
  const onDay = (days: readonly string[] | null) => days !== null && days.length === 1 && days[0] === day;
  const atEvent = schedule.fixed_times.filter((f) => onDay(f.days) || f.days === null);
  if (atEvent.length === 1) {
    schedule.fixed_times = schedule.fixed_times.filter((f) => f !== atEvent[0]);
    delete schedule.sources.fixed_times;
    schedule.stated.delete("fixed_times");
  }
  schedule.windows = schedule.windows.filter((w) => !onDay(w.days));
  schedule.days = null;
  schedule.cadence = null;
  delete schedule.sources.days;
  schedule.stated.delete("days");
  schedule.stated.delete("cadence");
}

/**
 * One named coming day (one-off-day.ts): a job done that day ("Clean the garage on Sunday, 3 hours") is planned on
 * it — it starts that day and the day stays its only day; a deliverable due then ("vrijdag mijn scriptie inleveren")
 * or a goal that builds up to the day (a race) is worked on before it, on any day.
 */
function workOnTheDay(oneOff: OneOffDay, schedule: ScheduleReading, deadline: DeadlineReading, type: PatternType, due: boolean): void {
  if (!due && (type === "milestone_project" || type === "recurring_cycle")) {
    deadline.start = oneOff.date;
    return;
  }
  schedule.days = null;
  schedule.windows = schedule.windows.map((w) => (w.days ? { ...w, days: null } : w));
  delete schedule.sources.days;
  schedule.stated.delete("days");
}

/**
 * "Stretch before bed for 10 minutes", "vor dem Schlafengehen dehnen", "寝る前にストレッチ": bedtime comes every day,
 * so a routine whose only time is before bed, with no rhythm and no days, is a daily one. Not a habit to cut down
 * ("睡前不再刷手机": before bed is when the habit happens) and not a project's work ("writing before bed").
 * (Implied, not stated: a reply naming bedtime changes the window, not the rhythm.)
 */
function bedtimeDaily(schedule: ScheduleReading, type: PatternType, subtype: string | null): void {
  const bed = DAYPARTS.before_bed;
  if (type !== "recurring_cycle" || subtype === "habit_reduction" || schedule.cadence || schedule.days || schedule.excluded_days.length) return;
  if (schedule.windows.length && schedule.windows.every((w) => w.days === null && w.start === bed.start && w.end === bed.end))
    schedule.cadence = { count: 1, per: "day", interval: 1, nth_weekday: null, month_day: null };
}

/**
 * "Swim twice a week, longer sessions on weekends": days said to be longer (or shorter) with no length of their own get
 * one — half as long again as the sessions' length (the one stated, else the kind's usual one), or a third shorter — so
 * the difference asked for is in the plan; before, it was dropped and every session had the same length.
 */
function comparedWithoutLength(schedule: ScheduleReading, type: PatternType, subtype: string | null): void {
  const days = schedule.comparedDays;
  if (!days?.length || schedule.session_lengths.length || schedule.days) return;
  const base = schedule.session_minutes ?? usualSessionMinutes(type, subtype);
  const minutes = Math.min(720, Math.max(15, Math.round((base * (schedule.comparedShorter ? 2 / 3 : 1.5)) / 15) * 15));
  if (minutes === base) return;
  schedule.session_lengths = [{ days: [...days], minutes }];
  schedule.stated.add("session_lengths");
  // With no rhythm, the other sessions' length is said too ("Learn Spanish, longer sessions on Saturdays"): else the
  // days with a length of their own would be the only days (Saturday alone).
  const rhythm = schedule.cadence !== null && (schedule.cadence.per !== null || schedule.cadence.nth_weekday !== null || schedule.cadence.month_day !== null);
  if (!rhythm) schedule.session_minutes ??= base;
}

export function readGoal(text: string, options: ReadGoalOptions): GoalReading {
  const language = options.language ?? detectLanguage(text);
  const lex = lexiconFor(language);
  // "swim twice, bike twice, run twice a week": the list's one unit is every item's (shared-rhythm.ts);
  // the constraints and items are read from that, the title keeps the person's words.
  // "with a rest week every 4 weeks" is weeks off (rest-weeks.ts), not a rhythm nor a session called "Rest".
  const restWeeks = findRestWeeks(text);
  const said = restWeeks?.rest ?? text;
  const read = shareListRhythm(said, language);
  const constraints = readConstraints(read, lex, options);
  const { schedule, deadline, periods } = constraints;
  // "Clean the garage on Sunday": the coming Sunday, not every Sunday (one-off-day.ts).
  let oneOff = readOneOffDay(constraints, lex, options);
  // The classifier reads what the goal is about; the schedule and deadline phrases are its shape features.
  let features = patternFeatures(lex, constraints);
  const classifier = options.classifier ?? defaultPatternClassifier();
  let guess = classifier.classify(topicText(constraints), features);
  // An activity built up or kept up ("Gym on Monday", "Meal prep on Sunday", "Run a 10k on Sunday") with nothing due
  // that day is its weekly day, as before: only a job done that day or a deliverable due then is one date.
  const due = oneOff !== null && dueOnTheDay(language, constraints.norm);
  if (oneOff && !due && guess.type !== "milestone_project" && guess.type !== "recurring_cycle") {
    undoOneOffDay(constraints, oneOff);
    oneOff = null;
    features = patternFeatures(lex, constraints);
    guess = classifier.classify(topicText(constraints), features);
  }
  const title = titleOf(said, 80, lex);
  // A new subtype only for a goal that names no topic the lexicons know and that no known subtype fits well.
  const knownTopic = features.some((f) => f.startsWith("#topic:"));
  const confident = guess.subtype !== null && (guess.confidence >= NEW_SUBTYPE_THRESHOLD || knownTopic);
  const subtype = confident ? guess.subtype : null;
  if (subtype && ONCE_SUBTYPES.has(subtype)) eventDayOf(schedule, deadline, options, oneOff);
  else if (oneOff) workOnTheDay(oneOff, schedule, deadline, guess.type, due);
  bedtimeDaily(schedule, guess.type, subtype);
  comparedWithoutLength(schedule, guess.type, subtype);
  const sources: Record<string, string> = { ...schedule.sources };
  if (deadline.source) sources.deadline = deadline.source;
  if (periods.source) sources.excluded_dates = periods.source;
  const restDates = restWeeks ? restWeekDates(restWeeks.every, { start: deadline.start, deadline: deadline.deadline, horizon_days: deadline.horizon_days }, options) : [];
  if (restWeeks) sources.rest_weeks = restWeeks.phrase;
  // A count goal's total ("12 books"): what the count-target template paces.
  const target =
    subtype === "count_target"
      ? readCountTarget(constraints.norm, lex, [...Object.values(sources), ...(deadline.source ? [deadline.source] : [])], schedule.sources.cadence ? [schedule.sources.cadence] : [])
      : null;
  if (target) sources.level = target;
  return GoalReading.parse({
    language,
    title,
    pattern: {
      type: guess.type,
      subtype,
      confidence: Math.round(guess.confidence * 1000) / 1000,
      proposal: confident ? null : proposalFor(title, guess.type, sources, lex),
    },
    deadline: deadline.deadline,
    horizon_days: deadline.horizon_days,
    start: deadline.start,
    cadence: schedule.cadence,
    days: schedule.days,
    excluded_days: schedule.excluded_days,
    excluded_dates: periods.excluded_dates,
    rest_weeks: restDates,
    travel: periods.travel,
    windows: schedule.windows,
    ...(schedule.windows_are_sessions ? { windows_are_sessions: true } : {}),
    not_before: schedule.not_before,
    not_after: schedule.not_after,
    fixed_times: schedule.fixed_times,
    session_minutes: schedule.session_minutes,
    session_lengths: schedule.session_lengths,
    total_effort_minutes: schedule.total_effort_minutes,
    // (A listed item that is another activity with its rhythm — "…, and a lab check every 3 months" — is that activity.)
    items: itemsWithMain(
      itemsOf(read, lex, scheduleSources(schedule.sources), [deadline.source, ...(periods.source ?? "").split("; ")].filter((p): p is string => !!p)).filter(
        (title) => !constraints.activities.some((a) => title.toLowerCase().includes(a.title.toLowerCase())),
      ),
      constraints.activities,
      schedule,
    ),
    level: { current: null, target },
    counts: readCounts(constraints.norm, lex),
    issues: [...deadline.issues, ...schedule.issues],
    sources,
    reader: "offline",
  });
}
