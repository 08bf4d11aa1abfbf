/**
 * One piece of work tied to one named day: "Clean the garage on Sunday, 3 hours", "Ik wil vrijdag mijn
 * scriptie inleveren", "Am Sonntag die Garage aufräumen". A single weekday named in the singular, with no
 * rhythm ("every", "on Sundays", "sonntags", "le dimanche", "los domingos", "aos domingos", "la domenica",
 * "zondags", "op zaterdagochtend") and no other date, is the coming day of that name — not a weekly day (it was read
 * as every Sunday, an 8-week routine). The schedule had taken the day as its days with an implied cadence of
 * once a week; here the day becomes the deadline and the cadence goes.
 *
 * Whether the work happens on that day or before it is decided after the pattern (read-goal.ts workOnTheDay):
 * a job done that day ("clean the garage") is planned on it; a deliverable handed in then ("hand in my
 * thesis", "abgeben", "inleveren"), an event (a race, an interview) is prepared before it.
 */
import type { Weekday } from "../../contracts/planning.js";
import type { ReadingCadence, ReadingLanguage } from "../../contracts/goal-reading.js";
import { nextWeekday, plus, today, type ReadingClock } from "./calendar.js";
import type { Constraints } from "./constraints.js";
import type { Lexicon } from "./lexicon/lexicon.js";

interface DayForms {
  /** A weekday token; `plural` says whether the token is a plural or an adverb of habit ("sundays", "sonntags"). */
  token: RegExp;
  plural: (token: string) => boolean;
  /** Words right before the day that make it habitual ("le dimanche", "los lunes", "aos domingos", "ogni", "'s"). */
  before: RegExp;
  /** Words anywhere in the text that give it a rhythm. */
  rhythm: RegExp;
  /** Words right after the day that make it habitual ("sunday mornings", "周日都"). */
  after?: RegExp;
  /** A day name that is an ordinal here, read from the day on ("segunda temporada"). */
  ordinal?: RegExp;
}

const FORMS: Partial<Record<ReadingLanguage, DayForms>> = {
  en: {
    token: /(?<![\p{L}])(?:mon|tues|wednes|thurs|fri|satur|sun)days?(?![\p{L}])/giu,
    plural: (t) => t.endsWith("s"),
    before: /(?<![\p{L}])(?:every|each|all|most|on all|a|the)\s+$/iu,
    // "Sunday mornings", "Saturday sessions at the club": a plural after the day is its rhythm.
    after: /^\s+(?!(?:this|plus|across|always|is|was|has|as|its|his|us)(?![\p{L}]))\p{L}{2,}s(?![\p{L}'])/iu,
    rhythm: /(?<![\p{L}])(?:every|each|weekly|usually|always|regularly|routine|habit|per week|a week)(?![\p{L}])/iu,
  },
  de: {
    token: /(?<![\p{L}])(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)\p{L}*/giu,
    plural: (t) => /(?:s|tage|tagen)$/iu.test(t),
    before: /(?<![\p{L}])(?:jeden|jedem|immer|einem|einen|ein)\s+$/iu,
    rhythm: /(?<![\p{L}])(?:jede[nmrs]?|immer|wöchentlich|regelmäßig|gewohnheit|pro woche|die woche)(?![\p{L}])/iu,
  },
  fr: {
    token: /(?<![\p{L}])(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?![\p{L}])/giu,
    plural: (t) => t.endsWith("s"),
    before: /(?<![\p{L}])(?:le|les|chaque|tous les|du|des|un)\s+$/iu,
    after: /^\s+(?:matins|soirs|après-midis)(?![\p{L}])/iu,
    rhythm: /(?<![\p{L}])(?:chaque|tous les|toutes les|hebdomadaire|toujours|régulièrement|habitude|par semaine)(?![\p{L}])/iu,
  },
  es: {
    token: /(?<![\p{L}])(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)(?![\p{L}])/giu,
    plural: (t) => /(?:sábados|domingos)$/iu.test(t),
    before: /(?<![\p{L}])(?:los|cada|todos los|un)\s+$/iu,
    rhythm: /(?<![\p{L}])(?:cada|todos los|todas las|semanal(?:mente)?|siempre|habitualmente|normalmente|por semana|a la semana)(?![\p{L}])/iu,
  },
  pt: {
    token: /(?<![\p{L}])(?:(?:segunda|terça|quarta|quinta|sexta)s?(?:-feiras?)?|sábados?|domingos?)(?![\p{L}])/giu,
    plural: (t) => /(?:s|s-feiras|-feiras)$/iu.test(t),
    before: /(?<![\p{L}])(?:aos|às|as|os|todos os|todas as|cada|num|numa|um|uma)\s+$/iu,
    // "Segunda temporada", "segunda entrevista": the ordinal, not Monday.
    ordinal: /^(?:segunda|terça|quarta|quinta|sexta)\s+(?!(?:à|às|de|da|do|e|ou|pela|para|que|ao?)(?![\p{L}]))\p{L}/iu,
    rhythm: /(?<![\p{L}])(?:cada|todos os|todas as|semanal(?:mente)?|sempre|normalmente|por semana|primeira|em vez de)(?![\p{L}])/iu,
  },
  it: {
    token: /(?<![\p{L}])(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabati?|sabato|domenica|domeniche)(?![\p{L}])/giu,
    plural: (t) => /(?:sabati|domeniche)$/iu.test(t),
    before: /(?<![\p{L}])(?:il|la|le|i|di|del|dei|delle|ogni|tutti i|tutte le|un|una)\s+$/iu,
    rhythm: /(?<![\p{L}])(?:ogni|tutti i|tutte le|settimanal(?:e|mente)|sempre|di solito|a settimana|alla settimana)(?![\p{L}])/iu,
  },
  nl: {
    token: /(?<![\p{L}'])(?:maan|dins|woens|donder|vrij|zater|zon)dag\p{L}*/giu,
    plural: (t) => /dag\p{L}*s$|dagen$/iu.test(t),
    // "op zaterdagochtend helpen in het asiel", "ik werk eraan op zondagmiddag": in Dutch "op" + a day is as often a habit.
    before: /(?<![\p{L}])(?:elke|iedere|'s|op|een)\s+$/iu,
    rhythm: /(?<![\p{L}])(?:elke|iedere|wekelijks|altijd|meestal|gewoonlijk|per week)(?![\p{L}])/iu,
  },
  // (Japanese and Chinese say a weekly day without a rhythm word as often as a single one: "土曜日に叔母に電話する",
  // "礼拜天上午去游泳" are routines. Only "this weekend" (今週末, 这个周末) is read as one date there.)
};

export interface OneOffDay {
  date: string;
  weekday: Weekday;
  phrase: string;
  /** The weekly cadence the schedule had implied, given back by undoOneOffDay. */
  cadence: ReadingCadence | null;
}

/**
 * The one coming day a goal names, or null; when there is one, the constraints are changed to say so (the
 * deadline is that day, the schedule keeps the day with no cadence). Goals only: a reply "Sunday instead"
 * moves a weekly day.
 */
export function readOneOffDay(c: Constraints, lex: Lexicon, clock: ReadingClock): OneOffDay | null {
  const forms = FORMS[lex.lang];
  const s = c.schedule;
  const d = c.deadline;
  if (!forms || d.deadline || d.horizon_days !== null || d.issues.length || d.start) return null;
  if (s.days?.length !== 1 || s.sources.cadence || s.session_lengths.length || s.excluded_days.length || c.activities.length) return null;
  if (s.cadence && (s.cadence.per !== "week" || s.cadence.count !== 1)) return null;
  const phrase = s.sources.days ?? s.sources.windows;
  if (!phrase || phrase.includes("; ")) return null;
  const norm = c.norm;
  if (forms.rhythm.test(norm)) return null;
  // "I can study on Sunday", "ich kann nur am Sonntag": the day the person has, week after week.
  const can = lex.availability ?? [];
  if (can.length && new RegExp(lex.spaced ? `(?<![\\p{L}])(?:${can.join("|")})(?![\\p{L}])` : `(?:${can.join("|")})`, "iu").test(norm)) return null;
  // Every weekday the text names: one, singular, with nothing habitual around it.
  const tokens = [...norm.matchAll(forms.token)];
  if (tokens.length !== 1) return null;
  const t = tokens[0]!;
  const at = t.index!;
  if (forms.plural(t[0]) || forms.before.test(norm.slice(Math.max(0, at - 14), at))) return null;
  if (forms.after?.test(norm.slice(at + t[0].length, at + t[0].length + 16))) return null;
  if (forms.ordinal?.test(norm.slice(at, at + 30))) return null;
  const weekday = s.days[0]!;
  const date = nextOrToday(today(clock).date, weekday);
  const cadence = s.cadence;
  d.deadline = date;
  d.source = phrase;
  s.cadence = null;
  s.stated.delete("cadence");
  return { date, weekday, phrase, cadence };
}

/** The weekly day back: "Gym on Monday", "Yoga on Saturday morning" are an activity kept up, not a 5-day plan. */
export function undoOneOffDay(c: Constraints, oneOff: OneOffDay): void {
  c.deadline.deadline = null;
  c.deadline.source = null;
  c.schedule.cadence = oneOff.cadence;
}

/** The coming day of that name; today when today has it (a goal set on Sunday morning for "Sunday" is today's). */
function nextOrToday(date: string, wd: Weekday): string {
  const next = nextWeekday(date, wd);
  return plus(next, -7, "day") === date ? date : next;
}

/** A deliverable handed in or finished on the day: the work comes before it, not on it. */
const DUE: Partial<Record<ReadingLanguage, RegExp>> = {
  en: /(?<![\p{L}])(?:hand(?:ing)? (?:in|it in|over)|submit|turn (?:in|it in)|deliver|send (?:in|off)|finish|complete|file|due|deadline|ready)(?![\p{L}])/iu,
  de: /abgeben|einreichen|abschicken|fertig|abschließen|liefern|abliefern|fällig/iu,
  fr: /(?<![\p{L}])(?:rendre|remettre|soumettre|envoyer|terminer|finir|boucler|livrer|prête?s?)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:entregar|presentar|enviar|terminar|acabar|list[oa]s?)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:entregar|submeter|enviar|terminar|acabar|concluir|pront[oa]s?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(?:consegnare|presentare|inviare|finire|terminare|completare|pront[oa])(?![\p{L}])/iu,
  nl: /inleveren|indienen|opsturen|versturen|afmaken|afronden|klaar|af hebben|opleveren/iu,
  ja: /提出|締め切り|締切|仕上げ|終わらせ|完成|納品/u,
  zh: /交|提交|完成|截止|做完|写完/u,
};

/** Whether the text says the day is when something is due (handed in, finished), not when the work is done. */
export function dueOnTheDay(lang: ReadingLanguage, norm: string): boolean {
  return DUE[lang]?.test(norm) ?? false;
}
