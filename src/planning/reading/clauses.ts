/**
 * The clauses of a goal, and the activity each one is about.
 *
 * People say when they can work as several clauses, each with its own days, time of day and
 * length, and sometimes each for an activity of its own: "30 minutes on weekday evenings after 8pm
 * and an hour on Saturday mornings", "lessons Tuesdays and Thursdays 4-5pm and study theory 20
 * minutes every day", "dienstags und donnerstags abends ab 18 Uhr und sonntags vormittags".
 *
 * Cutting: a sentence is cut at commas, colons and the language's clause joins (`activityJoin`:
 * "and", "und", "et", "y", "e", "en", "あと", "另外"), never inside a phrase the engine reads as one
 * (a list of days, a clock range, a length, a rhythm). A piece that names no days and no rhythm
 * belongs to the clause before it ("…, 45 minutes each"), and so does every piece after a clause
 * that named nothing but days or a rhythm yet: a time or daypart after a list of days is every
 * listed day's ("op dinsdag, en donderdag 's avonds", "月1回、第1土曜日に").
 *
 * Activities: the first clause that names days or a rhythm is the main activity's, and so is every
 * clause before it. A later clause that names days or a rhythm
 *   - with no activity words of its own ("and an hour on Saturday mornings") continues the clause
 *     before it (the main activity when it opens a sentence);
 *   - with a rhythm of its own is another activity ("and study theory 20 minutes every day",
 *     "und zweimal im Monat Blutdruck messen"), unless its words are an activity's own words ("and
 *     run every day"); a rhythm that only names days ("every Saturday", "los domingos") counts as days;
 *   - that opens a sentence, or follows a bare comma ("one episode every two weeks, recorded on
 *     Thursday evenings"), is about the same sessions;
 *   - whose words share a word (with its ending) or a kind of activity with an activity's ("and the long run on
 *     Sundays", "und samstags die lange Schwimmeinheit") is that one;
 *   - after main clauses that name no activity is the main one ("Ich kann dienstags … und sonntags
 *     vormittags laufen": the verb closes the list);
 *   - else is another activity ("and 3 hours on Sunday afternoon for portfolio projects").
 * Activity words are what is left of a clause once its schedule phrases, dates, function words and
 * the lexicon's `noActivity` words are gone; the title is their first run as the person wrote it.
 */
import type { Weekday } from "../../contracts/planning.js";
import { cued } from "./extract-deadline.js";
import { cadenceMatches, datedDay, exceptCueBefore, exceptionTemplates, type Region } from "./extract-schedule.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { topicsOf } from "./pattern-features.js";
import { allFree, alternation, cachedRegex, minutesOf, parseDays, type Spans } from "./phrases.js";

export interface Clause extends Region {
  /** Index of its sentence. */
  sentence: number;
  /** Days it names for sessions (its own: not a day off, not a deadline's), in week order. */
  days: Weekday[];
  /** It states a rhythm ("every day", "3 times a week", "a day"). */
  rhythm: boolean;
  /** Where its first length is ("30 minutes"), or null. */
  lengthAt: number | null;
  /** Where its first day phrase is, or null. */
  daysAt: number | null;
  /** Its words that name an activity (schedule phrases, filler and function words left out), lowercased. */
  words: string[];
  /** Those words as the person wrote them ("study theory", "portfolio projects"), or null. */
  title: string | null;
  /** The activity it is about: 0 is the main one. */
  activity: number;
  /** It follows the clause before it after a comma only, no joining word. */
  comma: boolean;
  /** It opens its sentence. */
  opens: boolean;
  /** Its last piece when that says a length or a bound of every clause of the sentence ("…, jeweils eine Stunde"). */
  tail?: Region;
}

/** Another activity than the main one: its title in the person's words and the clauses about it. */
export interface OtherActivity {
  title: string;
  regions: Region[];
}

export interface ClauseReading {
  clauses: Clause[];
  /** The text about the main activity (every clause but the other activities'). */
  main: Region[];
  others: OtherActivity[];
}

/**
 * Topics that name a kind of activity ("run", "swim"): two clauses on one of them are the same
 * activity ("I run on Mondays … and the long run on Sundays"). The others name what a goal is about
 * (a job search, an exam, a language): applications and networking are two activities of one job search.
 */
const ACTIVITY_TOPICS = new Set(["run", "ride", "swim", "hike", "strength", "walk", "meditate", "journal", "sleep", "read"]);

/** What stands for a schedule phrase in a clause's text: no word runs across it. */
const GAP = "\u0001";

type Kind = "days" | "rhythm" | "when" | "bound" | "length" | "off";
interface Mark extends Region {
  kind: Kind;
  days?: Weekday[];
  /** A rhythm of every day ("every morning", "毎朝"). */
  daily?: boolean;
}

/** Every phrase the engine reads as a schedule, found once over the whole text. */
function marksOf(lex: Lexicon, text: string, spans: Spans): Mark[] {
  const marks: Mark[] = [];
  const exceptCue = lex.exceptBefore.length ? exceptCueBefore(lex) : null;
  for (const m of allFree(lex, exceptionTemplates(lex), text, spans)) marks.push({ start: m.start, end: m.end, kind: "off" });
  const off = (at: number) => marks.some((k) => k.kind === "off" && at >= k.start && at < k.end);
  // "in 10 weeks", "within 3 months", "持续两个月": a span to the deadline names no activity.
  for (const m of allFree(lex, lex.spans.map((r) => r.re), text, spans)) marks.push({ start: m.start, end: m.end, kind: "off" });
  for (const c of cadenceMatches(lex, text, spans)) marks.push({ start: c.m.start, end: c.m.end, kind: "rhythm", ...(c.days ? { days: c.days } : {}), ...(c.cadence.per === "day" && !c.days ? { daily: true } : {}) });
  const rhythmAt = (m: Region) => marks.some((k) => k.kind === "rhythm" && m.start < k.end && k.start < m.end);
  const dayTemplates = [...lex.everyDays, ...lex.daysWithPart.filter((t) => t.includes("DAYS"))];
  for (const m of allFree(lex, dayTemplates, text, spans)) {
    // ("每周三次": the 周三 of a count is no Wednesday; a rhythm's own days are the rhythm's.)
    if (off(m.start) || rhythmAt(m) || cued(lex, text, m.start, m.end) || datedDay(lex, text, m.end) || exceptCue?.test(text.slice(Math.max(0, m.start - 40), m.start))) continue;
    const days = parseDays(lex, m.groups.DAYS);
    if (!days.length) continue;
    marks.push({ start: m.start, end: m.end, kind: "days", days });
    if (m.groups.PART !== undefined) marks.push({ start: m.start, end: m.end, kind: "when" });
  }
  // (A clock time before a daypart word: "晚上7点" is one time; "never before 7am" is a bound.)
  const boundTemplates = [...lex.notBefore, ...lex.notAfter, ...(lex.afterHour ?? [])];
  const whenTemplates = [...lex.ranges, ...boundTemplates, ...lex.fixedTime, "{TIME}", "{PART}"];
  for (const m of allFree(lex, whenTemplates, text, spans)) marks.push({ start: m.start, end: m.end, kind: boundTemplates.includes(m.template) ? "bound" : "when" });
  for (const m of allFree(lex, lex.sessionLength, text, spans)) {
    const minutes = minutesOf(lex, m.groups.N, m.groups.UNIT);
    // ("às 6h": a clock time is no length.)
    const clock = marks.some((k) => (k.kind === "when" || k.kind === "bound") && m.start < k.end && k.start < m.end);
    if (minutes !== null && minutes >= 5 && !clock) marks.push({ start: m.start, end: m.end, kind: "length" });
  }
  return marks;
}

interface Piece extends Region {
  sentence: number;
  /** The cut before it was punctuation only (a comma, a colon), no joining word. */
  comma: boolean;
}

/** The sentences' pieces between cuts; a cut inside a phrase the engine reads as one is no cut. */
function piecesOf(lex: Lexicon, text: string, marks: Mark[]): Piece[] {
  // ("…chaque soir de semaine, et le samedi matin…": a comma and a join inside a list of days end a clause; a list
  // written that way that only names days is one again, below.)
  const inside = (at: number, cut: string) => marks.some((m) => at > m.start && at < m.end && !(m.kind === "days" && /[,，、]/u.test(cut) && /\p{L}/u.test(cut)));
  const pieces: Piece[] = [];
  const sentenceEnd = /(?<![\d])[.!?](?![\d])|[;。！？；\n]/gu;
  let from = 0;
  let sentence = 0;
  const ends = [...text.matchAll(sentenceEnd)].map((m) => ({ at: m.index!, next: m.index! + m[0].length }));
  ends.push({ at: text.length, next: text.length });
  // (The join first: ", and" is one cut, with its word.)
  const cutRe = cachedRegex(lex, "clauseCut", () => new RegExp(`${lex.activityJoin}|\\s*[,，、:：](?![\\d])\\s*`, "giu"));
  for (const end of ends) {
    let start = from;
    let comma = false;
    const body = text.slice(from, end.at);
    for (const m of body.matchAll(cutRe)) {
      const at = from + m.index!;
      const core = m[0].trim();
      const from0 = at + m[0].indexOf(core);
      if (!core.length || inside(from0, m[0]) || inside(from0 + core.length - 1, m[0])) continue;
      // A list of days cut in two: each side names its own days.
      for (const [i, d] of [...marks.entries()].reverse())
        if (d.kind === "days" && from0 > d.start && from0 < d.end) {
          const cutEnd = at + m[0].length;
          const halves = [
            { start: d.start, end: at, kind: "days" as const, days: parseDays(lex, text.slice(d.start, at)) },
            { start: cutEnd, end: d.end, kind: "days" as const, days: parseDays(lex, text.slice(cutEnd, d.end)) },
          ].filter((h) => h.days.length && h.end > h.start);
          marks.splice(i, 1, ...halves);
        }
      // ("…, and daarnaast": two joins in a row are one cut.)
      if (at > start) pieces.push({ start, end: at + m[0].length, sentence, comma });
      else if (pieces.length && pieces[pieces.length - 1]!.sentence === sentence) pieces[pieces.length - 1]!.end = at + m[0].length;
      comma = at > start ? !/\p{L}/u.test(m[0]) : comma && !/\p{L}/u.test(m[0]);
      start = at + m[0].length;
    }
    if (end.next > start) pieces.push({ start, end: end.next, sentence, comma });
    from = end.next;
    sentence++;
  }
  return pieces;
}

/** A lexicon's words that name no activity (function words, day and unit words, filler), as one whole-word regex. */
function fillerRe(lex: Lexicon): RegExp {
  return cachedRegex(lex, "clauseFiller", () => {
    const words = [
      ...(lex.commonWords ?? []),
      ...lex.dayArticles,
      ...Object.keys(lex.numbers),
      ...Object.keys(lex.units),
      ...Object.keys(lex.weekdays),
      ...Object.keys(lex.dayGroups),
      ...Object.keys(lex.dayparts),
      ...Object.keys(lex.months),
    ];
    const sources = [alternation(words), ...(lex.noActivity ?? []), ...(lex.aboutThePerson ?? []).map((f) => f.replace(/ /g, "\\s+"))];
    const alt = sources.map((s) => `(?:${s})`).join("|");
    return new RegExp(lex.spaced ? `(?<![\\p{L}\\p{N}'’-])(?:${alt})(?![\\p{L}\\p{N}'’-])` : `(?:${alt})`, "giu");
  });
}

/** The activity words of a piece of text (schedule phrases already blanked) and the first run of them as written. */
function wordsOf(lex: Lexicon, blanked: string, source: string, offset: number): { words: string[]; title: string | null } {
  const filler = fillerRe(lex);
  // A run of content between schedule phrases and punctuation; filler at its edges is no part of the title.
  const words: string[] = [];
  let title: string | null = null;
  let best = 0;
  for (const chunk of blanked.matchAll(/[^\s\u0001,.;:!?()"“”«»„。，、；：！？・]+(?:[ \t]+[^\s\u0001,.;:!?()"“”«»„。，、；：！？・]+)*/gu)) {
    const text = chunk[0];
    const content = text.replace(filler, (w) => " ".repeat(w.length));
    const found = [...content.matchAll(lex.spaced ? /[\p{L}][\p{L}\p{M}'’-]*/gu : /[\p{L}\p{M}]+/gu)]
      .map((m) => ({ word: m[0], start: m.index!, end: m.index! + m[0].length }))
      .filter((w) => !lex.spaced || w.word.length >= 3);
    if (!found.length) continue;
    words.push(...found.map((w) => w.word));
    // (In ja/zh the activity is the longest run: "家では…30分練習" is 練習.)
    const size0 = found.reduce((n, w) => n + w.word.length, 0);
    if (!lex.spaced && title !== null && size0 > best) title = null;
    if (title === null) {
      best = size0;
      // "the long run", "la sortie longue": a word that sizes the activity next to it is part of its title.
      const size = cachedRegex(lex, "sizeWord", () => new RegExp(`^(?:${lex.sizeWords?.length ? lex.sizeWords.join("|") : "(?!)"})$`, "iu"));
      let s = found[0]!.start;
      let e = found[found.length - 1]!.end;
      const before = /(\S+)\s+$/u.exec(text.slice(0, s));
      const after = /^\s+(\S+)/u.exec(text.slice(e));
      if (before && size.test(before[1]!)) s -= before[0].length;
      if (after && size.test(after[1]!)) e += after[0].length;
      title = source.slice(offset + chunk.index! + s, offset + chunk.index! + e).trim();
    }
  }
  return { words, title };
}

/** Two ja/zh activity words name the same thing: one holds the other, or they share two characters ("練習", "自主練習"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // (One character alone — "语" of "学日语" — says too little.)
  if (a.length < 2 || b.length < 2) return false;
  if (a.includes(b) || b.includes(a)) return true;
  for (let i = 0; i + 2 <= a.length; i++) if (b.includes(a.slice(i, i + 2))) return true;
  return false;
}

/** One word is the other with an ending ("run", "runs"; "lesson", "lessons"); equal in ja/zh. */
function inflected(lex: Lexicon, a: string, b: string): boolean {
  if (!lex.spaced) return a === b;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s.length >= 3 && l.startsWith(s) && l.length - s.length <= 3;
}

/** Two sets of activity words name the same kind of activity ("long run", "marathon"). */
function sameKind(lex: Lexicon, a: readonly string[], b: readonly string[]): boolean {
  if (!a.length || !b.length) return false;
  const ta = topicsOf(lex, a.join(" ")).filter((t) => ACTIVITY_TOPICS.has(t));
  return ta.length > 0 && topicsOf(lex, b.join(" ")).some((t) => ta.includes(t));
}

function shareWords(lex: Lexicon, a: readonly string[], b: readonly string[]): boolean {
  if (a.some((x) => b.some((y) => inflected(lex, x, y) || (!lex.spaced && sameWord(x, y))))) return true;
  return sameKind(lex, a, b);
}

/**
 * The clauses of a text and the activity of each. `spans` holds what is no schedule (dates off,
 * feasts, coming days); `source` is the text as written (for titles), when it has the same length.
 */
export function readClauses(lex: Lexicon, text: string, spans: Spans, source = text): ClauseReading {
  const written = source.length === text.length ? source : text;
  const marks = marksOf(lex, text, spans);
  const pieces = piecesOf(lex, text, marks);
  const at = (p: Region, kind: Kind) => marks.filter((m) => m.kind === kind && m.start >= p.start && m.start < p.end);

  // Pieces into clauses.
  type Draft = Region & { sentence: number; comma: boolean; opens: boolean; tail?: Region };
  const drafts: Draft[] = [];
  const anchored = (p: Region) => at(p, "days").length > 0 || at(p, "rhythm").length > 0;
  // Days or a rhythm and nothing else yet: what follows says when ("月1回、第1土曜日に", "Tuesdays, 7pm").
  const onlyAnchor = (p: Region) => anchored(p) && !at(p, "when").length && !at(p, "bound").length && !at(p, "length").length && wordsIn(p).words.length === 0;
  // "…, jeweils eine Stunde", "…, never after 9pm": a last piece after a comma with only a length or a bound says it of every clause before it.
  const forAll = (p: Piece, i: number) =>
    p.comma && !anchored(p) && pieces[i + 1]?.sentence !== p.sentence && (at(p, "length").length > 0 || at(p, "bound").length > 0) && !at(p, "when").length && wordsIn(p).words.length === 0;
  const wordsIn = (p: Region) => {
    let blanked = "";
    for (let i = p.start; i < p.end; i++) blanked += !spans.free(i, i + 1) || marks.some((m) => i >= m.start && i < m.end) ? GAP : text[i];
    // "until the test on March 3", "bis zum 3. März": a deadline with its date names no activity.
    const cue = cachedRegex(lex, "clauseDeadlineCue", () => new RegExp(`(?:^|[^\\p{L}])(?:${lex.deadlineBefore.length ? lex.deadlineBefore.join("|") : "(?!)"})(?![\\p{L}])`, "giu"));
    const month = cachedRegex(lex, "monthWord", () => new RegExp(`\\d|(?<![\\p{L}])${alternation(Object.keys(lex.months))}(?![\\p{L}])`, "iu"));
    for (const m of blanked.matchAll(cue)) {
      // (A date right after the cue, not a length further on: "on my case studies … for 3 hours" keeps its words.)
      if (month.test(blanked.slice(m.index! + m[0].length, m.index! + m[0].length + 30))) {
        blanked = blanked.slice(0, m.index!) + GAP.repeat(blanked.length - m.index!);
        break;
      }
    }
    return wordsOf(lex, blanked, written, p.start);
  };
  pieces.forEach((p, i) => {
    const last = drafts[drafts.length - 1];
    // ("Sessions around 45 min, Saturdays longer (90 min)": days with a length of their own after a length said for
    // no days are a clause of their own, not the days of that length.)
    const ownLength = last && anchored(p) && !anchored(last) && at(p, "length").length > 0 && at(last, "length").length > 0;
    const joins = last && last.sentence === p.sentence && !ownLength && (!anchored(p) || !anchored(last) || onlyAnchor(last));
    if (joins && forAll(p, i) && anchored(last)) last.tail = { start: p.start, end: p.end };
    if (joins) last.end = p.end;
    else drafts.push({ start: p.start, end: p.end, sentence: p.sentence, comma: p.comma, opens: !last || last.sentence !== p.sentence });
  });

  const clauses: Clause[] = drafts.map((d) => {
    const days = [...new Set(at(d, "days").flatMap((m) => m.days ?? []).concat(at(d, "rhythm").flatMap((m) => m.days ?? [])))];
    // (A length in the clause's "for every clause" tail is not its own.)
    const lengths = at(d.tail ? { start: d.start, end: d.tail.start } : d, "length");
    const dayMarks = [...at(d, "days"), ...at(d, "rhythm").filter((m) => m.days)].sort((a, b) => a.start - b.start);
    return {
      ...d,
      days: (["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as Weekday[]).filter((x) => days.includes(x)),
      rhythm: at(d, "rhythm").length > 0,
      lengthAt: lengths[0]?.start ?? null,
      daysAt: dayMarks[0]?.start ?? null,
      ...wordsIn(d),
      activity: 0,
    };
  });

  // Activities.
  const first = clauses.findIndex((c) => c.days.length > 0 || c.rhythm);
  // A clause's words and its title ("sortie longue": the size word tells the kind of activity too).
  const named = (c: Clause) => [...c.words, ...(c.title ? [c.title.toLowerCase()] : [])];
  const activityWords: string[][] = [[]];
  const titles: (string | null)[] = [null];
  // (What the goal says before its first rhythm or days names the main activity too: "Run a marathon. I train 5
  // days a week, with the long run on Sundays".)
  if (first >= 0) activityWords[0] = named(clauses[first]!);
  // (What the goal says before them tells the kind of activity only: "学日语" shares a word with "上日语课", not its kind.)
  const before = first >= 0 ? clauses.slice(0, first).map((c) => text.slice(c.start, c.end)) : [];
  // The words of the main activity's own clauses (from its first rhythm or days on).
  const mainOwn: string[] = first >= 0 ? [...clauses[first]!.words] : [];
  const fresh = (c: Clause) => {
    // (An activity with no words to title it stays the main one.)
    if (!c.title) return void (c.activity = 0);
    c.activity = activityWords.length;
    activityWords.push([]);
    titles.push(c.title);
  };
  for (let k = first + 1; first >= 0 && k < clauses.length; k++) {
    const c = clauses[k]!;
    const d = drafts[k]!;
    const prev = clauses[k - 1]!;
    if (!(c.days.length || c.rhythm)) continue;
    if (!c.words.length) c.activity = d.opens ? 0 : prev.activity;
    // (A rhythm that only names days — "every Saturday", "los domingos", "chaque vendredi" — is read as days.)
    else if (at(c, "rhythm").some((m) => !m.days)) {
      // A rhythm of its own is another activity ("and study theory 20 minutes every day", "dazu jeden Abend 20 Minuten
      // Theorie lernen"), unless its words are an activity's own ("… and run every day").
      const same = activityWords.findIndex((w) => c.words.every((x) => w.some((y) => inflected(lex, x, y))));
      if (same >= 0) c.activity = same;
      else fresh(c);
    } else if (d.opens) c.activity = 0;
    // ("one episode every two weeks, recorded on Thursday evenings", "英会話を週2回、火曜と木曜の夜8時から50分オンラインで":
    // after a comma, the days of a rhythm that named none — not after days of its own ("1 hour each weekday on
    // applications, 3 hours on Sundays for the portfolio") nor after every day ("毎朝アプリで15分、水曜の夜7時から英会話教室").)
    else if (d.comma && !prev.days.length && !at(prev, "rhythm").some((m) => m.daily)) c.activity = prev.activity;
    else {
      const known = activityWords.findIndex((w, i) => (w.length > 0 && shareWords(lex, named(c), w)) || (i === 0 && sameKind(lex, named(c), before)));
      if (known >= 0) c.activity = known;
      else if (!mainOwn.length) c.activity = 0;
      else fresh(c);
    }
    activityWords[c.activity]!.push(...named(c));
    if (c.activity === 0) mainOwn.push(...c.words);
  }
  const main: Region[] = clauses.filter((c) => c.activity === 0).map((c) => ({ start: c.start, end: c.end }));
  const others: OtherActivity[] = titles.slice(1).map((title, i) => ({
    title: title!,
    regions: clauses.filter((c) => c.activity === i + 1).map((c) => ({ start: c.start, end: c.end })),
  }));
  return { clauses, main: main.length ? main : [{ start: 0, end: text.length }], others };
}
