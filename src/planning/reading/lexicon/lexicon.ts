/**
 * The `Lexicon` interface: everything the offline reader knows about one language, as data.
 *
 * The engine (src/planning/reading/extract-*.ts) knows no words of any language; it compiles
 * the phrase templates of a lexicon into regular expressions and interprets what they capture.
 * A language is added by writing one file `lexicon/<lang>.ts` that fills this interface and
 * listing it in `lexicon/index.ts`.
 *
 * Phrase templates are regular-expression sources (matched case-insensitively on NFKC-normalised
 * lowercase text) with placeholders the engine fills from the lexicon's word lists:
 *   {N}      a count: digits, a number word ("two", "zwei", "二"), "1.5"
 *   {UNIT}   a duration unit word (units)
 *   {DAY}    one weekday name;  {DAYS} a list of weekday names / day groups joined by listJoin
 *   {TIME}   a clock time (times)           {PART} a daypart word (dayparts)
 *   {ORD}    an ordinal word (ordinals)      {MONTH} a month name (months)
 *   {SEASON} a season name (seasons)
 * In a lexicon with `spaced: true` a literal space in a template means one or more blanks and
 * the whole template must start and end on a word boundary; with `spaced: false` (ja, zh) a space
 * means optional blanks and no boundary applies.
 */
import type { Chrono } from "chrono-node";
import type { CountKind, Daypart, ReadingLanguage } from "../../../contracts/goal-reading.js";
import type { Weekday } from "../../../contracts/planning.js";

export type DurationUnit = "minute" | "hour" | "day" | "week" | "month" | "quarter" | "year";
export type CadencePer = "day" | "week" | "month";
export type Season = "spring" | "summer" | "autumn" | "winter";

/**
 * How one cadence phrase becomes a cadence. A value is either a literal or the name of the
 * placeholder whose capture supplies it ("N" = the first {N}, "N2" the second, "UNIT", "ORD", "DAY").
 */
export interface CadenceRule {
  re: string;
  /** "DAYS" = how many weekdays the {DAYS} capture names ("every Tuesday and Thursday" → 2). */
  count?: number | "N" | "DAYS";
  per?: CadencePer | "UNIT";
  interval?: number | "N" | "N2";
  nth?: number | "ORD";
  weekday?: "DAY";
  /** "N" = the {N} capture ("the 25th"), "ORD" = an ordinal word ("the first of each month"; "last" is no day). */
  month_day?: "N" | "ORD";
  /** The phrase also names the days sessions fall on ("every weekday" → MO..FR). */
  days?: Weekday[];
  /**
   * "Most days", "almost every evening", "fast jeden Tag": sessions on about three in four of the
   * days allowed (the count is set once the days are known, in readSchedule).
   */
  most?: true;
  /** The phrase names a time of day too ("every night", "nightly" → the evening): that daypart's window, unless a time is stated. */
  part?: Daypart;
}

/** A relative span phrase: now + N units ("in 12 weeks", "dans 6 mois", "3か月で"). */
export interface SpanRule {
  re: string;
  /** A fixed amount when the phrase has no {N} ("in a fortnight" → 2 weeks). */
  n?: number;
  unit?: DurationUnit;
}

/**
 * A clock time pattern; named groups: h (the hour, digits or a number word), m (minutes), half
 * (adds 30), quarter (adds 15), halfto (half an hour before h: "halb acht" = 7:30), quarterto (a
 * quarter before h), pm / am (markers), noon.
 */
export type TimeRule = string;

export interface Lexicon {
  lang: ReadingLanguage;
  /** Words are separated by blanks (false for ja, zh). */
  spaced: boolean;
  /** chrono-node's parser for the language (absolute and weekday dates). */
  chrono: Chrono;

  /**
   * The language's most common function words ("the", "und", "les", "een"): with the weekday,
   * month, unit and number words they tell the language of a short text (language.ts).
   */
  commonWords?: string[];

  /** A dot after digits writes an ordinal ("am 20. Februar", "zum 3. Mal"), not a sentence end. */
  ordinalDot?: boolean;

  /** Number words → value; include "once"/"twice"-style words. */
  numbers: Record<string, number>;
  /** Ordinal words → nth (last → -1). */
  ordinals: Record<string, number>;
  /** Duration unit words (singular, plural, abbreviations) → unit. */
  units: Record<string, DurationUnit>;
  /** Weekday names incl. plurals and abbreviations → weekday. */
  weekdays: Record<string, Weekday>;
  /** Words that stand for several weekdays ("weekends", "weekdays"). */
  dayGroups: Record<string, Weekday[]>;
  /** Daypart words ("mornings", "after work", "lunch break") → DAYPARTS key. */
  dayparts: Record<string, Daypart>;
  /** Month names and abbreviations → 1..12. */
  months: Record<string, number>;
  seasons: Record<string, Season>;

  /**
   * Regex source (blanks written out) between two weekday names that makes them a range ("monday
   * to thursday", "mon-fri"): every day from the first to the second. A lexicon without it lists
   * its ranges as day groups instead.
   */
  dayRange?: string;
  /** Regex source of a word that may open a range ("from monday to friday"), blanks written out. */
  dayRangeFrom?: string;

  /**
   * Short day names that are everyday words alone ("sun", "so", "mar", "ter", "zo") and name a day
   * only inside a list of two or more short day names ("Sat & Sun", "Sa So", "mar jeu").
   */
  listOnlyDays?: Record<string, Weekday>;

  /** Regex source joining items of a list ("Tuesday and Thursday", "mardi, jeudi et samedi"). */
  listJoin: string;
  /** Words that may stand before a weekday inside a list ("le", "los", "on"). */
  dayArticles: string[];

  /** Clock times, most specific first. */
  times: TimeRule[];
  /** Words for fixed clock times ("noon" → 12:00). */
  timeWords: Record<string, string>;

  /** Cadence phrases, most specific first. */
  cadence: CadenceRule[];
  /** Phrases that name the weekdays sessions fall on ("on {DAYS}", "{DAYS}"), most specific first. */
  everyDays: string[];
  /** A daypart with the weekdays it applies to ("{DAYS} {PART}", "{PART} on {DAYS}"). */
  daysWithPart: string[];

  /**
   * Cues (regex sources) that make named days say only when work is possible, not how often it
   * happens ("I can only work on weekdays", "nur unter der Woche", "作業できるのは平日だけ"):
   * a day group in such a sentence sets `days` and leaves the cadence unstated.
   */
  availability?: string[];

  /** "only" (regex sources): "every day … only at weekends" is a contradiction to ask about. */
  only?: string[];
  /** Cues next to named days that add them rather than restrict to them ("weekends too", "auch am Wochenende", "週末も"). */
  inclusive?: string[];

  /** "or" (regex sources): "mornings or evenings" is a choice, "mornings and evenings" two sessions. */
  or?: string[];

  /** Exception cues: the days after them are removed ("except", "not on"). */
  exceptBefore: string[];
  /** Exception cues after the days ("以外", "除外"). */
  exceptAfter: string[];

  /** Deadline spans from now ("in {N} {UNIT}", "within {N} {UNIT}", "for the next {N} {UNIT}"). */
  spans: SpanRule[];
  /** Cue words before a date that make it the deadline ("by", "before", "until"). */
  deadlineBefore: string[];
  /** Cue words after a date that make it the deadline ("までに", "之前"). */
  deadlineAfter: string[];
  /** Cue words before a date that make it a start, not a deadline ("from", "starting", "vanaf", "ab"). */
  startBefore?: string[];
  /** Cue words after a date that make it a start ("から", "起", "开始"). */
  startAfter?: string[];
  /** "the middle of {MONTH}" phrases ("mid-March", "Mitte April", "3月中旬"): the 15th. */
  midMonth?: string[];
  /** "the beginning of {MONTH}" phrases ("Anfang April", "début avril", "principios de mayo"): the 1st. */
  startOfMonth?: string[];
  /** "the {ORD} weekend of {MONTH}" phrases: that Saturday is the start, its Sunday the deadline. */
  nthWeekend?: string[];
  /** "next weekend" phrases: the coming Saturday is the start, its Sunday the deadline. */
  nextWeekend?: string[];
  /** "this weekend" phrases: this week's Saturday (today when it is Saturday or Sunday) to its Sunday, one piece of work. */
  thisWeekend?: string[];
  /** "end of {MONTH}" phrases. */
  endOfMonth: string[];
  /** Phrases meaning "by the end of this year" / "this year". */
  thisYear: string[];
  /** Phrases meaning "by the end of next year" / "next year" (a month before them is that month of next year). */
  nextYear?: string[];
  /** A day of the month alone as a deadline, with {N} ("by the {N}th", "{N}日までに"): this month's or next month's. */
  dayOfMonth?: string[];
  /** Regex source of the words before a weekday that mean "of next week" ("来週の"). */
  nextWeek?: string;
  /**
   * One coming day named by its weekday, with {DAY} ("next {DAY}", "{DAY} prochain", "volgende {DAY}"):
   * a single date (the event's), not a weekly session day.
   */
  comingDay?: string[];
  /**
   * A month named as the next one, with {MONTH} ("next {MONTH}", "{MONTH} prochain", "nächsten {MONTH}",
   * "el próximo {MONTH}", "{MONTH} que vem", "volgende {MONTH}"): calendar.ts monthDeadline says which one.
   */
  monthNext?: string[];
  /** A month named as this one, with {MONTH} ("this {MONTH}", "diesen {MONTH}", "este {MONTH}"): the coming one once this year's is over. */
  monthThis?: string[];
  /** A month of this year, with {MONTH} ("{MONTH} of this year", "{MONTH} dieses jahres", "今年の{MONTH}"): a past one is a past date. */
  monthThisYear?: string[];
  /** A month of next year written before it, with {MONTH} ("来年の{MONTH}", "明年{MONTH}"): read as one phrase with its year word. */
  monthNextYear?: string[];
  /** Phrases meaning "by the end of next month". */
  nextMonth?: string[];
  /**
   * "the week after next", "übernächste Woche" (`week`) and "the month after next" (`month`): after a start cue the plan
   * starts on that week's Monday or that month's first day; else that week or month ends the plan.
   */
  afterNext?: { week: string[]; month: string[] };
  /**
   * Words before a named day of the year that say the plan starts once it is over ("after Christmas", "nach Weihnachten",
   * "après le nouvel an", "después de Navidad", "depois do Natal", "na kerst", "dopo Natale"): it starts the day after.
   */
  afterDay?: string[];
  /** Phrases meaning "by the end of this month". */
  thisMonth: string[];
  /** "by {SEASON}" phrases (the season itself is enough: the next one). */
  season: string[];
  /** Quarter phrases: named group q = 1..4 or an {ORD} ("end of Q2", "im zweiten Quartal"). */
  quarter: string[];
  /** "by the end of the quarter", "this quarter": the end of the current quarter. */
  thisQuarter?: string[];
  /** "next quarter", "by the end of next quarter": the end of the following one. */
  nextQuarter?: string[];
  /** A year's end: named group y ("in 2027", "by the end of 2027") → y-12-31. */
  yearEnd?: string[];
  /** Phrases (regex sources) that name a day of the year and mean "by then" without a cue ("年度内" → [3, 31]). */
  namedEnds?: Record<string, [number, number]>;
  /** Named days of the year → [month, day] ("christmas" → [12, 25]); the next one counts. */
  holidays?: Record<string, [number, number]>;
  /**
   * Movable feasts → days from Easter Sunday ("easter" 0, "good friday" −2, "holy week" −7 (Palm
   * Sunday, its first day), "carnival" −47 (Shrove Tuesday), "pentecost" 49); the next one counts.
   * Their names are never read as session days ("Goede Vrijdag", "Sexta-feira Santa").
   */
  feasts?: Record<string, number>;

  /** Lower bounds on the time of day ("never before {TIME}", "after {TIME}"). */
  notBefore: string[];
  /** Upper bounds ("not after {TIME}", "before {TIME}", "until {TIME}"). */
  notAfter: string[];
  /** Time ranges ("{TIME}-{TIME}", "between {TIME} and {TIME}"). */
  ranges: string[];
  /** Cues (regex sources) before a clock-like time that make it a target, not a time of day ("under 7:30", "unter 3:30"). */
  notClockAfter?: string[];
  /**
   * Reduce/limit words (regex sources): earlier in the same clause they make "{N} hours" after a "to" word an
   * amount, not a time of day ("Réduire le temps d'écran à 1 heure par jour" is 1 hour, not 01:00;
   * "schermtijd terugbrengen tot 1 uur" is no bound at 01:00).
   */
  limitWords?: string[];
  /**
   * Words (regex sources) that put a time with no half of the day in the evening without naming a
   * window ("nights", "at night": "nights from 8 to 10" is 20:00–22:00; "every night" stays windowless).
   */
  night?: string[];
  /**
   * "after {HOUR}" with a bare hour ("evenings after 6", "abends nach 6"): the earliest time only
   * beside an afternoon or evening window, where it is pm.
   */
  afterHour?: string[];
  /** Fixed start times ("at {TIME}"). */
  fixedTime: string[];

  /** Session length phrases ("{N} {UNIT}", "{N}-minute"); only minute/hour units count. */
  sessionLength: string[];
  /** Cues (regex sources) that make a duration the total effort, not one session ("in total", "of work"). */
  totalEffort: string[];
  /** Cues that make a duration a weekly amount, not one session ("a week"). */
  perWeekAmount: string[];

  /**
   * Joins between two clauses of one sentence ("and", "und", "plus", "あと"), beside commas: where
   * the reader cuts a sentence into clauses, each with its own days, time, length or activity (clauses.ts).
   */
  activityJoin: string;
  /**
   * Words (regex sources, whole words in spaced languages) that name no activity in a clause about
   * when the person works: verbs of giving time ("spend", "investieren", "consacrer"), hedges
   * ("about", "if possible"), "session", particles (ja/zh). What is left of a clause once these,
   * the function words and the schedule phrases are gone names its activity ("study theory",
   * "portfolio projects"); two clauses whose words differ are two activities (clauses.ts).
   */
  noActivity?: string[];
  /**
   * Comparatives of length (regex sources) next to named days ("Saturdays longer (90 min)", "samstags länger",
   * "le samedi plus longues", "土曜は長め"): those days' sessions have a length of their own, the other sessions
   * the goal's length; the days alone restrict no days (extract-schedule.ts, extract-compound.ts).
   */
  comparedLength?: string[];
  /** Words that size an activity ("long", "lange", "longue", "larga"): no activity of their own, but part of its title next to it ("the long run", "la sortie longue"). */
  sizeWords?: string[];
  /** Words that introduce a list of deliverables after a colon or "including". */
  itemsCue: string[];
  /**
   * Openings (regex sources, blanks written out, matched at the start of a listed item) of a clause in
   * which the person says what they can or want ("i can", "ich möchte", "je peux", "i'm"): such a
   * clause after a colon is no list of deliverables.
   */
  aboutThePerson?: string[];

  /**
   * Stated numbers of a named deliverable: a shared kind (contracts COUNT_KINDS) → phrase templates
   * with {N} ("{N} mock exams", "{N}回の模試"). The match without its number is the deliverable in
   * the person's words.
   */
  counts?: Partial<Record<CountKind, string[]>>;

  /**
   * What a goal is about, for the pattern classifier: a shared topic name (the same key in every
   * language, e.g. "run", "tax", "podcast") → word stems in this language. A stem matches at
   * the start of a word (anywhere in ja/zh). The classifier learns from the corpus which topics
   * mean which subtype; the lexicon only says which words name the same thing across languages,
   * so a Dutch goal learns from the German and Japanese examples of its kind.
   */
  topics: Record<string, string[]>;

  /** Replies (change requests, clarification answers). */
  reply: ReplyLexicon;
}

export interface ReplyLexicon {
  /** Cues that add days to the allowed ones instead of replacing them ("also on Saturdays"). */
  also: string[];
  /** Cues that a named day is possible after all ("samstags kann ich doch", "domingo também posso"): it is added, unless "only" is said. */
  possible?: string[];
  /** Phrases that remove a constraint: field → phrases ("any day is fine" → days). */
  clear: Partial<Record<"deadline" | "days" | "windows" | "not_before" | "not_after" | "fixed_times" | "session_minutes" | "cadence", string[]>>;
  /** One session more / fewer per period ("one more session a week", "fewer sessions"). */
  more: string[];
  fewer: string[];
  /** A day moved to another ("move {DAY} to {DAY2}" → old DAY; "{DAY} instead of {DAY2}" → old DAY2). */
  swap?: { re: string; old: "DAY" | "DAY2" }[];
  /** For a monthly cadence on an nth weekday: "the {ORD} {DAY}" ("make it the last Saturday"). */
  nthWeekday?: string[];
  /** For a monthly cadence on a day of the month: "the {N}th" ("move it to the 28th"). */
  monthDay?: string[];
  /** Word stems that move a date later ("postpone", "verschieben", "延"): a new date without a year then lands after the current deadline. */
  later?: string[];
  /** Templates naming a daypart that goes, with {PART} ("instead of {PART}", "{PART}じゃなくて"): "weekends instead of evenings". */
  insteadOf?: string[];
  /** The deadline moved later by {N} {UNIT} ("two more weeks", "push it back a month"). */
  extend?: string[];
  /** The deadline moved earlier by {N} {UNIT} ("bring it forward a week", "eine Woche früher fertig"). */
  advance?: string[];
  /** Sessions made longer / shorter by {N} {UNIT} ("10 minutes longer", "eine Viertelstunde kürzer"). */
  longer?: string[];
  shorter?: string[];
  /** Start times (or windows) moved later / earlier by {N} {UNIT} ("an hour later", "meia hora mais cedo"). */
  laterTime?: string[];
  earlierTime?: string[];
}
