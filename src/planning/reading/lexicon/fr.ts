/**
 * French (France, Belgium, Switzerland, Québec): the words and phrase templates the offline reader
 * uses for goals and replies written in French.
 *
 * Clock times are written "19h30", "19 h", "7h du matin"; a duration "1h30" or "une heure et
 * demie" is read by a session template of its own. Day ranges ("du lundi au vendredi") are day groups.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** Day names by weekday: [singular, plural, abbreviations…]. "mar", "mer", "jeu" are words, so only with a dot. */
const NAMES: Record<Weekday, string[]> = {
  MO: ["lundi", "lundis", "lun.", "lun"],
  TU: ["mardi", "mardis", "mar."],
  WE: ["mercredi", "mercredis", "mer."],
  TH: ["jeudi", "jeudis", "jeu."],
  FR: ["vendredi", "vendredis", "ven.", "ven", "vend."],
  SA: ["samedi", "samedis", "sam.", "sam"],
  SU: ["dimanche", "dimanches", "dim.", "dim"],
};

/**
 * "lundi au vendredi", "lun.-ven.": every day from the first to the second. Only spans of three
 * days or more, forward in the week: the forms people write, and every key here costs matching time.
 */
function dayRanges(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [fa, , aa] = NAMES[WEEK[a]!];
      const [fb, , ab] = NAMES[WEEK[b]!];
      out[`${fa} au ${fb}`] = days;
      out[`${fa} à ${fb}`] = days;
      out[`${aa}-${ab}`] = days;
    }
  return out;
}

const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: Weekday[] = ["SA", "SU"];

/** "1h30", "2 h 15": hours and minutes as one amount of hours. */
function hoursAndMinutes(): Record<string, number> {
  const out: Record<string, number> = {};
  for (let h = 0; h <= 5; h++)
    for (const m of [10, 15, 20, 30, 40, 45, 50]) for (const f of [`${h}h${m}`, `${h} h ${m}`, `${h}h ${m}`, `${h} h${m}`]) out[f] = h + m / 60;
  return out;
}

/** Daypart words that may follow "chaque"/"tous les" ("chaque matin", "tous les soirs"). */
const PART_AFTER_EVERY = "(?:matin|soir|midi|après-midi|nuit)s?";

export const fr: Lexicon = {
  lang: "fr",
  spaced: true,
  chrono: chrono.fr.casual,

  commonWords: ["le", "la", "les", "et", "je", "de", "du", "des", "un", "une", "pour", "avec", "par", "chaque", "semaine", "jour", "jours", "mon", "ma", "mes", "avant", "fois", "au", "aux", "sur", "dans", "est", "pas", "veux", "nous", "notre", "nos", "d'ici", "fin", "toutes", "tous", "après", "entre", "ou", "mais", "faire", "être", "j'ai"],

  numbers: {
    un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12,
    treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, trente: 30, quarante: 40, "quarante-cinq": 45, cinquante: 50,
    soixante: 60, "quatre-vingt-dix": 90, cent: 100, "une fois": 1, "deux fois": 2, "trois fois": 3,
    quelques: 3, "une demi": 0.5, demi: 0.5, "une heure et demie": 1.5, "deux heures et demie": 2.5,
    "une dizaine": 10, "une quinzaine": 15, "une vingtaine": 20, "une trentaine": 30, "une quarantaine": 40,
    ...hoursAndMinutes(),
  },
  ordinals: {
    premier: 1, première: 1, "1er": 1, "1re": 1, "1ère": 1, deuxième: 2, second: 2, seconde: 2, "2e": 2, "2ème": 2,
    troisième: 3, "3e": 3, "3ème": 3, quatrième: 4, "4e": 4, "4ème": 4, cinquième: 5, "5e": 5, dernier: -1, dernière: -1,
  },
  units: {
    minute: "minute", minutes: "minute", min: "minute", mn: "minute",
    heure: "hour", heures: "hour", h: "hour",
    jour: "day", jours: "day", journée: "day", journées: "day",
    semaine: "week", semaines: "week", sem: "week",
    mois: "month",
    trimestre: "quarter", trimestres: "quarter",
    an: "year", ans: "year", année: "year", années: "year",
  },
  weekdays: Object.fromEntries(WEEK.flatMap((d) => NAMES[d].map((n) => [n, d] as const))),
  dayGroups: {
    "week-end": WEEKEND, "week-ends": WEEKEND, weekend: WEEKEND, weekends: WEEKEND, "fin de semaine": WEEKEND, "fins de semaine": WEEKEND,
    "en semaine": WORKDAYS, "de semaine": WORKDAYS, "jours de semaine": WORKDAYS, "jours de la semaine": WORKDAYS, "jours ouvrables": WORKDAYS,
    "jours ouvrés": WORKDAYS, "jour ouvrable": WORKDAYS, "jour ouvré": WORKDAYS,
    ...dayRanges(),
  },
  dayparts: {
    "tôt le matin": "early_morning", "de bon matin": "early_morning", "à l'aube": "early_morning", "au lever du soleil": "early_morning",
    "très tôt": "early_morning", "au petit matin": "early_morning",
    matin: "morning", matins: "morning", "le matin": "morning", matinée: "morning", "en matinée": "morning", "dans la matinée": "morning",
    "avant le travail": "before_work", "avant le boulot": "before_work", "avant d'aller au travail": "before_work", "avant le bureau": "before_work",
    midi: "lunch", "à midi": "lunch", "le midi": "lunch", midis: "lunch", "pause déjeuner": "lunch", "la pause déjeuner": "lunch",
    "pause de midi": "lunch", "pause midi": "lunch", "heure du déjeuner": "lunch", "au déjeuner": "lunch", "pendant la pause déjeuner": "lunch",
    "pendant ma pause déjeuner": "lunch", "pendant la pause de midi": "lunch",
    "après-midi": "afternoon", "l'après-midi": "afternoon", "en après-midi": "afternoon", aprem: "afternoon", "l'aprem": "afternoon",
    soir: "evening", soirs: "evening", "le soir": "evening", soirée: "evening", soirées: "evening", "en soirée": "evening", nuit: "evening",
    "la nuit": "evening",
    "après le travail": "after_work", "après le boulot": "after_work", "après le taf": "after_work", "après le bureau": "after_work",
    "en sortant du travail": "after_work",
    "avant de dormir": "before_bed", "avant de me coucher": "before_bed", "avant de se coucher": "before_bed", "avant le coucher": "before_bed",
    "au coucher": "before_bed", "avant d'aller au lit": "before_bed", "avant d'aller me coucher": "before_bed", "au lit": "before_bed",
    "le soir avant de dormir": "before_bed", "soir avant de dormir": "before_bed", "le soir avant de me coucher": "before_bed",
    "soir avant de me coucher": "before_bed",
  },
  months: {
    janvier: 1, janv: 1, "janv.": 1, février: 2, fevrier: 2, févr: 2, "févr.": 2, mars: 3, avril: 4, avr: 4, "avr.": 4, mai: 5, juin: 6,
    juillet: 7, juil: 7, "juil.": 7, août: 8, aout: 8, septembre: 9, sept: 9, "sept.": 9, octobre: 10, oct: 10, "oct.": 10,
    novembre: 11, nov: 11, "nov.": 11, décembre: 12, decembre: 12, déc: 12, "déc.": 12,
  },
  seasons: { printemps: "spring", été: "summer", automne: "autumn", hiver: "winter" },

  listOnlyDays: { mar: "TU", mer: "WE", jeu: "TH" },
  listJoin: "\\s*(?:,\\s*(?:et\\s+|ou\\s+)?|&|/|\\+|\\s+et\\s+|\\s+ou\\s+|\\s+puis\\s+)\\s*(?:(?:le|les|du|au|chaque)\\s+)?",
  dayArticles: ["le", "les", "du", "de", "au", "dès le"],

  times: [
    // "8h et demie", "huit heures et quart", "neuf heures moins le quart", "midi et demi".
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]|cinq|six|sept|huit|neuf|dix|onze|douze) ?(?:h|heures?) et (?<half>demie?)(?: du (?:(?<am>matin)|(?<pm>soir|après-midi)))?",
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]|cinq|six|sept|huit|neuf|dix|onze|douze) ?(?:h|heures?) et (?<quarter>quart)(?: du (?:(?<am>matin)|(?<pm>soir|après-midi)))?",
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]|cinq|six|sept|huit|neuf|dix|onze|douze) ?(?:h|heures?) (?<quarterto>moins (?:le )?quart)(?: du (?:(?<am>matin)|(?<pm>soir|après-midi)))?",
    "(?<noon>midi) et (?<half>demie?)",
    // "19h30", "7h": only hours a clock would show for a session; "1h30", "2h" are durations.
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]) ?h ?(?<m>\\d{2})?(?: du (?:(?<am>matin)|(?<pm>soir|après-midi)))?",
    "(?<h>\\d{1,2}) ?(?:h|heures?) ?(?<m>\\d{2})? du (?:(?<am>matin)|(?<pm>soir|après-midi))",
    "(?<h>\\d{1,2}):(?<m>\\d{2})",
  ],
  timeWords: { minuit: "23:59" },

  cadence: [
    { re: "presque (?:tous les jours|chaque jour|quotidiennement)|la plupart des jours|presque(?= (?:tous les|chaque) (?:soirs|soir|matins|matin|après-midi|midis|midi))|la plupart des(?= (?:soirs|matins|après-midi|midis))", count: 5, per: "week", most: true },
    { re: "(?:le |chaque |tous les )?{ORD} {DAY} (?:de chaque|du|de|de tous les|par|chaque) mois", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:le )?{N}(?:er|re|e|ème)? (?:de chaque|du|de tous les|par|chaque) mois", count: 1, per: "month", month_day: "N" },
    { re: "(?:chaque|tous les) mois,? (?:le )?{N}(?:er|re|e)?(?!\\s*{MONTH})", count: 1, per: "month", month_day: "N" },
    // "le premier de chaque mois", "tous les mois le premier".
    { re: "(?:le )?{ORD} (?:jour )?(?:de chaque|du|de tous les|par|chaque) mois", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:chaque|tous les) mois,? le {ORD}(?! {DAY}| {MONTH})", count: 1, per: "month", month_day: "ORD" },
    { re: "un (?:jour|soir|matin) sur (?:deux|2)|tous les (?:deux|2) jours|un jour sur l'autre", count: 1, per: "day", interval: 2 },
    { re: "une semaine sur (?:deux|2)|toutes les (?:deux|2) semaines|tous les (?:quinze|15) jours|bimensuel(?:le)?", count: 1, per: "week", interval: 2 },
    { re: "un mois sur (?:deux|2)|tous les (?:deux|2) mois", count: 1, per: "month", interval: 2 },
    { re: "trimestriel(?:le)?(?:ment)?|(?:chaque|tous les|par) trimestres?", count: 1, per: "month", interval: 3 },
    { re: "semestriel(?:le)?(?:ment)?", count: 1, per: "month", interval: 6 },
    { re: "(?:tous|toutes) les {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    // "deux soirs par semaine": the count only, so "soirs" is still read as a window.
    { re: "{N}(?= (?:soirs|soirées|matins|midis|après-midi) par semaine)", count: "N", per: "week" },
    { re: "{N}(?= (?:soirs|soirées|matins|midis|après-midi) par mois)", count: "N", per: "month" },
    // "deux séances de 20 minutes par jour": the count only, so the length is still read.
    { re: "{N} (?:séances?|sessions?|fois)(?= d['e]\\s*[^,.;]{1,25}? par jour)", count: "N", per: "day" },
    { re: "{N} (?:séances?|sessions?|fois)(?= d['e]\\s*[^,.;]{1,25}? par semaine)", count: "N", per: "week" },
    {
      re: "{N}(?:\\s*fois|\\s*x)?(?: (?!heures?|minutes?|min|h|€|euros?|dollars?|\\$|kg|kilos?|km|pages|mots|soirs|matins)\\p{L}+)? (?:par|/|chaque|tous les|toutes les)\\s*{UNIT}",
      count: "N",
      per: "UNIT",
    },
    { re: "{N} fois (?:au quotidien|quotidiennement)", count: "N", per: "day" },
    { re: "(?:chaque|tous les) jours? (?:ouvrables?|ouvrés?|de semaine)", count: 1, per: "day", days: WORKDAYS },
    // "tous les mercredis": the cadence takes "tous les" only, so "mercredis à 20h" still gives the time its day.
    // The article stays free too, so the fixed time's day list can start at "les".
    // "chaque week-end", "tous les week-ends": one session a week, on a weekend day.
    { re: "(?:chaque|tous les)(?= (?:week-?ends?|fins? de semaine)(?![\\p{L}]))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:tous|toutes)(?= les {DAYS})", count: "DAYS", per: "week" },
    { re: "chaque(?= {DAYS})", count: "DAYS", per: "week" },
    { re: `(?:chaque|tous les)(?= ${PART_AFTER_EVERY})`, count: 1, per: "day" },
    // "20 pages par soir": daily, the evening read as its window.
    { re: "par(?= (?:soir|nuit)(?![\\p{L}]))", count: 1, per: "day" },
    { re: "tous les jours|chaque jour|quotidien(?:ne)?(?:ment)?|au quotidien|jour après jour|par jour|une fois par jour", count: 1, per: "day" },
    { re: "chaque semaine|toutes les semaines|hebdomadaire(?:ment)?|par semaine|une fois par semaine", count: 1, per: "week" },
    { re: "chaque mois|tous les mois|mensuel(?:le)?(?:ment)?|par mois|une fois par mois", count: 1, per: "month" },
    // A bare count in a reply ("seulement 3 fois") keeps the usual weekly rhythm.
    { re: "{N} fois(?=\\s*(?:ça suffit|ça suffira|suffit|suffiront|c'est assez)|\\s*[.!]?$)", count: "N", per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:seulement |juste |qu'une )?(?:une (?:seule )?fois)(?: seulement)?(?=\\s*(?:ça suffit|suffit|c'est assez)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
  ],
  // "avant vendredi" is a deadline and "à partir de lundi" a start, not the days sessions fall on.
  everyDays: ["(?<!(?:avant|d'ici|pour|jusqu'à|jusqu'au|à partir de|dès)\\s+(?:le\\s+|ce\\s+)?){DAYS}"],
  daysWithPart: ["{DAYS} (?:en |au |dans la )?{PART}", "{PART} (?:le |les )?{DAYS}"],

  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  availability: ["seulement|uniquement|plutôt|(?:je )?peux|(?:on )?peut|dispo|disponible"],
  only: ["seulement|uniquement"],
  inclusive: ["aussi|même|y compris|compris"],
  or: ["ou|soit"],
  exceptBefore: ["(?:sauf|pas|jamais)(?: pendant| lors de| les jours de)? (?:mes|nos)(?: [\\p{L}'-]+){0,3}?(?: le| les| du)?", "sauf(?: le| les)?|(?:enlève|enlever|supprime|supprimer|retire|retirer|on enlève|on retire)(?: le| les)?|excepté(?: le| les)?|à part(?: le| les)?|hormis(?: le| les)?|sans(?: le| les)?|mais pas(?: le| les)?|pas(?: le| les)?|jamais(?: le| les)?|plus(?: le| les)|au lieu du|au lieu des|au lieu de|à la place du|pas de \\p{L}+(?: le| les)?|pas d'\\p{L}+(?: le| les)?|sans \\p{L}+(?: le| les)|rien(?: le| les)"],
  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  // ("J'ai le mardi soir de libre" is time the person has, not a day off: see en.)
  exceptAfter: ["non|off|exclus?|en moins|c'est repos|de repos|(?<!(?:j'ai|ai|avons|as|a|suis|sommes)(?:\\s+[\\p{L}'-]+){1,5}\\s+)(?:de )?libres?|impossible|jamais|pas possible|ça ne va pas|ne va plus"],

  spans: [
    { re: "(?:dans|d'ici|en|sous|d'ici à) {N} {UNIT}" },
    { re: "(?:dans|d'ici|pendant|durant|sur|pour) les {N} prochaine?s {UNIT}" },
    { re: "(?:dans|d'ici|pendant|durant|sur|pour)? ?les prochaine?s {N} {UNIT}" },
    { re: "(?:pendant|durant) {N} {UNIT}" },
    { re: "(?:en|dans|d'ici) (?:un|une) {UNIT}", n: 1 },
    { re: "(?:en|dans) (?:un|une) quinzaine(?: de jours)?", n: 2, unit: "week" },
  ],
  // Bare articles and prepositions ("am", "le", "el", "a", "op") are no cue: "am Freitag" is a session day, not a deadline.
  deadlineBefore: [
    "avant le", "avant", "d'ici le", "d'ici", "d'ici au", "d'ici à", "pour le", "pour", "jusqu'au", "jusqu'à", "au plus tard le", "au plus tard",
    "date limite", "échéance", "échéance :", "avant l'", "d'ici l'", "pour l'", "jusqu'à l'", "dès l'", "limite",
  ],
  deadlineAfter: [],
  startBefore: ["à partir du", "à partir de", "dès le", "dès", "depuis le", "depuis", "début", "à compter du", "commencer", "commence", "commencez", "commençons", "démarrer"],
  startOfMonth: ["(?:au |le )?début (?:de |d')?{MONTH}", "(?:au |le )?début {MONTH}"],
  midMonth: ["(?:la )?mi-{MONTH}", "(?:le )?milieu (?:de |d')?{MONTH}"],
  nthWeekend: ["(?:le )?{ORD} week-?end (?:de |d'|du mois de |du mois d'){MONTH}"],
  nextWeekend: ["(?:le )?week-?end prochain", "(?:le )?prochain week-?end"],
  thisWeekend: ["ce week-?end"],
  endOfMonth: ["(?:à la |la |d'ici (?:la )?|avant (?:la )?|jusqu'à (?:la )?)?fin (?:de |d')?{MONTH}"],
  nextYear: ["(?:d'ici |avant |jusqu'à )?(?:la )?fin de l'année prochaine", "l'année prochaine", "l'an prochain"],
  yearEnd: ["(?:en|d'ici|d'ici fin|d'ici la fin de|d'ici à la fin de|(?:avant |jusqu'à )?(?:la )?fin(?: de)?(?: l'année)?|courant|dans le courant de|au cours de) (?<y>20\\d{2})(?![./]\\d)"],
  feasts: {
    pâques: 0, paques: 0, "lundi de pâques": 1, "vendredi saint": -2, "jeudi saint": -3, rameaux: -7, "semaine sainte": -7,
    "mercredi des cendres": -46, "mardi gras": -47, carnaval: -47, ascension: 39, pentecôte: 49, "lundi de pentecôte": 50,
  },
  holidays: { noël: [12, 25], "la veille de noël": [12, 24], "le réveillon": [12, 31], "la saint-sylvestre": [12, 31], "saint-sylvestre": [12, 31], "le nouvel an": [1, 1], "nouvel an": [1, 1], "le jour de l'an": [1, 1], "la saint-valentin": [2, 14], "saint-valentin": [2, 14], halloween: [10, 31], "la toussaint": [11, 1], toussaint: [11, 1] },
  comingDay: ["{DAY} prochain", "(?:pour|d'ici|avant) (?:ce )?{DAY}(?! (?:soir|matin|après-midi)s)"],
  dayOfMonth: ["(?:d'ici le|avant le|pour le|jusqu'au|au plus tard le) {N}(?:er)?(?! (?:{MONTH}|\\d|h|heures?|fois))(?![\\d/h]|\\.\\d)"],
  thisYear: ["cette année", "(?:d'ici |avant |jusqu'à )?(?:la )?fin (?:de l'année|d'année)", "avant que l'année (?:se termine|finisse)", "d'ici la saint-sylvestre"],
  nextMonth: ["(?:d'ici |avant )?(?:la )?fin du mois (?:prochain|suivant)", "d'ici le mois prochain", "(?:le )?mois prochain"],
  afterDay: ["après", "juste après"],
  monthNext: ["(?:le mois de |en )?{MONTH} prochain"],
  monthThis: ["ce mois de {MONTH}", "(?:le mois de )?{MONTH} qui vient"],
  monthThisYear: ["(?:le mois de |en )?{MONTH} de cette année"],
  thisMonth: ["ce mois-ci", "(?:d'ici |avant )?(?:la )?fin (?:du|de ce) mois", "fin de mois"],
  season: ["{SEASON}"],
  quarter: ["(?:fin |d'ici (?:la )?fin (?:du )?)?(?:t|q)(?<q>[1-4])", "(?:fin du |d'ici la fin du |au )?(?<q>[1-4])(?:er|e|ème) trimestre"],
  thisQuarter: ["(?:la )?fin du trimestre", "ce trimestre", "fin de trimestre"],
  nextQuarter: ["(?:la )?fin du (?:prochain trimestre|trimestre prochain)", "le (?:prochain trimestre|trimestre prochain)"],

  notBefore: [
    "(?:jamais|pas|rien) avant {TIME}", "(?:jamais|pas) avant {HOUR}", "pas plus tôt que {TIME}", "au plus tôt (?:à )?{TIME}",
    "après {TIME}", "à partir de {TIME}", "dès {TIME}", "seulement après {TIME}",
  ],
  notAfter: [
    "(?:jamais|pas|rien) après {TIME}", "(?:jamais|pas) après {HOUR}", "pas plus tard que {TIME}", "au plus tard (?:à )?{TIME}",
    "avant {TIME}", "jusqu'à {TIME}", "(?:fini|terminé) (?:à|avant) {TIME}",
  ],
  ranges: [
    "(?:de |entre )?{HOUR}\\s*(?:-|–|—)\\s*{HOUR}(?!\\s*(?:heures|minutes|min|fois|jours|semaines|mois|kg|km|€|pages))",
    "de {HOUR} (?:à|a|jusqu'à) {HOUR}(?!\\s*(?:heures|minutes|min|fois|jours|semaines|mois|kg|km|€|pages))",
    "entre {HOUR} et {HOUR}(?!\\s*(?:heures|minutes|min|fois|jours|semaines|mois|kg|km|€|pages))",
  ],
  notClockAfter: ["sous|en moins de|moins de"],
  limitWords: ["réduire|réduis|réduit|limiter|limite|limites|diminuer|diminue|baisser|baisse|ramener|ramène|descendre|plafonner|restreindre|pas plus de|maximum|max"],
  fixedTime: ["à {TIME}", "vers {TIME}", "{TIME} pile", "à (?<HOUR>\\d{1,2}) ?(?:h|heures?)(?![\\p{L}\\d])"],

  sessionLength: [
    // "1h30", "une heure et demie": one amount whose unit is hours.
    "(?=\\d{1,2}\\s*(?<UNIT>h)\\s*\\d{2})(?<N>\\d{1,2}\\s*h\\s*\\d{2})(?!\\s*(?:du|de l'après))",
    "(?=(?:une|deux) (?<UNIT>heures?) et demie)(?<N>(?:une|deux) heures? et demie)",
    "(?<!en moins de |sous les |moins de )(?:{N}[- ]{UNIT})",
    "(?<!en moins de |sous les |moins de ){N}\\s*{UNIT}",
  ],
  totalEffort: ["au total", "en tout", "de boulot", "de travail", "au global", "en gros", "tout compris"],
  perWeekAmount: ["par semaine", "chaque semaine", "/semaine", "hebdo", "toutes les semaines"],

  // "… et pas le vendredi" is an exception of the same activity; "avec la sortie longue le dimanche" is another one.
  activityJoin: "\\s*(?:,\\s*)?(?:\\bet\\b(?!\\s+(?:pas|jamais|sauf|sans))|\\bpuis\\b|\\bainsi que\\b|\\bplus\\b(?!\\s+(?:longu?e?s?|courte?s?)(?![\\p{L}]))|\\bavec\\b|;)\\s*",
  comparedLength: ["plus (?:longue|longs?|courte|courts?)s?"],
  sizeWords: ["longue|long|longues|courte|court|grande|grand|petite|petit|légère"],
  noActivity: ["toujours|passer|consacrer|prendre|faire|fais|temps|libre|libres|possible|si|aussi|puis|ensuite|souvent|idéalement|peut-être|environ|à peu près|au moins|au plus|max|seulement|juste|encore|séance|séances|session|sessions|long|longue|longues|court|courte|travailler|aller|vais|peux|pourrais|veux|il|elle|on|y|en|ça|cela|tout|toute|plus|autre|extra|total|bien|heure|heures|minutes|me|moi"],
  itemsCue: ["dont", "notamment", "comme", "y compris"],
  counts: {
    mock_exam: ["{N} (?:examens|concours|partiels|tests|épreuves|examen|test) blancs?", "{N} (?:sujets|annales) d'(?:entraînement|examen)"],
    chapter: ["{N} (?:nouveaux )?chapitres"],
    job_application: ["{N} candidatures", "(?:postuler|candidater) (?:à|a|chez|pour) {N} (?<what>(?:offres|postes|emplois|entreprises))"],
    episode: ["{N} (?:nouveaux )?épisodes"],
    article: ["{N} (?:nouveaux )?(?:articles|billets)"],
  },
  aboutThePerson: ["(?:et )?(?:je|nous) (?:peux|pourrais|veux|voudrais|suis|ai)", "(?:et )?j['’](?:ai|aimerais)"],

  topics: {
    run: ["cour", "running", "jogging", "footing", "marathon", "semi-marathon", "10 km", "5 km", "trail", "ultra", "sortie longue"],
    ride: ["vélo", "velo", "cyclis", "bicyclette", "vtt", "sortie vélo", "rouler"],
    swim: ["nag", "natation", "piscine", "longueurs"],
    hike: ["randonn", "rando", "montagne", "sommet", "trek", "escalade", "grimp"],
    race: ["course", "compétition", "triathlon", "marathon", "semi-marathon", "ligne d'arrivée", "ironman", "dossard"],
    distance: ["km", "kilom", "distance"],
    strength: ["muscu", "force", "squat", "soulevé de terre", "développé couché", "pompes", "tractions", "haltère", "kettlebell", "gainage", "planche", "soulever"],
    gym: ["salle", "gym", "fitness", "entraîn", "entrain", "sport", "pilates", "yoga", "étirement", "mobilité", "abdos", "séance"],
    walk: ["march", "promen", "pas par jour"],
    meditate: ["médit", "medit", "pleine conscience", "respiration", "cohérence cardiaque"],
    journal: ["journal", "carnet", "gratitude"],
    sleep: ["dorm", "sommeil", "coucher", "lever", "écran", "téléphone"],
    read: ["lire", "lecture", "livre", "pages", "roman"],
    habit: ["habitude", "routine", "tous les jours", "chaque jour", "quotidien"],
    health: ["médicament", "comprimé", "cachet", "levothyrox", "dose", "insuline", "vitamine", "complément", "kiné", "thérapie", "tension", "prise de sang", "bilan", "médecin", "dentiste", "gouttes", "inhalateur", "rééducation", "genou", "dos", "traitement"],
    clean: ["ménage", "nettoy", "ranger", "rangement", "désencombr", "aspirateur", "lessive", "serpillière", "poussière"],
    garden: ["jardin", "pelouse", "tondre", "plantes", "désherb", "tailler", "haie", "potager", "arros"],
    car: ["voiture", "pneus", "vidange", "auto", "révision"],
    maintain: ["entretien", "entretenir", "maintenance", "filtre", "vérifi", "contrôle", "gouttière", "chaudière", "détartr"],
    money: ["épargn", "économis", "mettre de côté", "argent", "€", "$", "euros", "budget", "invest", "dette", "virement", "livret", "dépenses", "retraite"],
    launch: ["lancer", "lancement", "boutique", "magasin", "etsy", "site", "appli", "application", "produit", "startup", "start-up", "entreprise", "clients", "saas", "bêta", "mvp", "ouvrir", "ouverture", "mise en ligne"],
    renovate: ["rénov", "repeindre", "peinture", "peindre", "cuisine", "salle de bain", "sol", "carrelage", "mur", "bricol", "papier peint", "combles", "terrasse", "refaire", "lavabo", "parquet"],
    event: ["mariage", "fête", "soirée", "anniversaire", "anniv", "conférence", "festival", "voyage", "vacances", "invités", "salle", "traiteur", "organiser", "réunion de famille", "séminaire", "lune de miel", "réception"],
    admin: ["impôt", "déclaration", "visa", "assurance", "passeport", "titre de séjour", "permis", "papiers", "dossier", "démarches", "inscription", "préfecture", "formulaire", "naturalisation", "prêt", "testament", "justificatifs", "administratif", "caf", "sécu", "carte d'identité", "résilier", "renouveler", "rendez-vous", "abonnement"],
    move: ["déménag", "emménag"],
    quit: ["arrêter de", "arrêter le", "arrêter la", "arreter de", "fumer", "fumeur", "cigarette", "clope", "tabac", "vapot", "nicotine", "alcool", "boire moins", "moins boire", "sans alcool", "dry january", "sobre", "sucre", "sucreries", "sodas", "gâteaux", "bonbons", "grignot", "ronger", "ongles", "écran", "réseaux sociaux", "téléphone", "portable", "café", "caféine", "sevrage", "envies", "me passer de", "plus de vin", "plus d'alcool", "plus de sucre", "vin", "bière", "apéro", "non-fumeur", "sans tabac", "moins de sucre"],
    social: ["appeler", "téléphoner", "grand-mère", "grand-père", "grands-parents", "mamie", "papi", "mes parents", "ma mère", "mon père", "ma sœur", "ma soeur", "mon frère", "ma famille", "mes enfants", "mon mari", "ma femme", "amis", "amie", "ami ", "rendre visite", "voir mes", "lettre", "correspondant", "bénévol", "restos du cœur", "restos du coeur", "banque alimentaire", "association", "messe", "église", "mosquée", "synagogue", "chorale", "en amoureux", "filleul", "filleule", "petits-enfants", "voisin", "prendre des nouvelles", "maison de retraite", "ehpad", "ma tante", "mon oncle", "mon cousin", "ma cousine", "dîner avec", "déjeuner avec", "appel vidéo", "visio", "facetime", "skype", "petit-fils", "petite-fille", "marraine", "parrain", "voisine", "avec les enfants", "meilleure amie", "meilleur ami", "jouer aux cartes", "soirée jeux", "aller voir"],
    faith: ["prier", "prière", "chapelet", "bible", "coran", "messe", "église", "mosquée", "synagogue", "carême", "ramadan"],
    gift: ["cadeau", "étrennes"],
    pet: ["animal", "hamster", "lapin", "cochon d'inde", "cage", "litière", "chat", "aquarium", "perruche", "tortue", "vétérinaire", "le chien", "mon chien", "chiot", "griffes", "toilettage"],
    talk: ["présentation", "exposé", "discours", "conférence", "slides", "diapo", "pitch"],
    job: ["emploi", "poste", "boulot", "travail", "carrière", "candidature", "entretien d'embauche", "cv", "lettre de motivation", "recruteur", "linkedin", "embauche", "job"],
    language: ["espagnol", "français", "allemand", "japonais", "chinois", "mandarin", "italien", "néerlandais", "portugais", "anglais", "coréen", "arabe", "langue", "vocabulaire", "couramment", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "grammaire", "conversation", "parler"],
    exam: ["examen", "concours", "test", "certif", "bac", "toeic", "toefl", "ielts", "code de la route", "partiel", "réviser", "révision", "réussir", "préparer le", "préparer l'", "dalf", "delf"],
    weight: ["poids", "kg", "kilo", "maigrir", "perdre", "mincir", "régime", "calorie", "ventre", "masse grasse"],
    count: ["livres", "croquis", "dessins", "tableaux", "photos", "films", "poèmes", "histoires", "puzzles", "cette année", "par an", "dans l'année"],
    skill: ["apprendre", "pratiquer", "piano", "guitare", "violon", "instrument", "code", "coder", "programm", "python", "dessin", "dessiner", "échecs", "cuisin", "pâtisser", "photo", "chant", "chanter", "danse", "jongl", "tricot", "dactylo"],
    create: ["roman", "album", "ep", "titres", "morceaux", "mémoire", "thèse", "portfolio", "manuscrit", "scénario", "chapitre", "mots", "écrire", "écriture", "brouillon", "composer", "illustr", "recueil", "bd", "enregistrer", "répète", "répétition"],
    content: ["podcast", "blog", "newsletter", "youtube", "vidéo", "chaîne", "épisode", "article", "publier", "publication", "abonnés", "instagram", "tiktok", "post"],
    org: ["équipe", "service", "département", "entreprise", "réorganis", "restructur", "organigramme", "rôles", "fusionner", "fusion", "direction", "management", "hiérarch", "pôles", "licenciement"],
    tech: ["migr", "cloud", "aws", "azure", "ovh", "base de données", "serveur", "système", "infrastructure", "kubernetes", "erp", "crm", "logiciel", "données", "plateforme", "bascule"],
    process: ["processus", "agile", "scrum", "mise en production", "mep", "livraison", "workflow", "culture", "okr", "kanban", "onboarding", "déploi", "rétro", "revue de code", "méthodes de travail", "télétravail", "hybride"],
  },

  reply: {
    longer: ["{N} {UNIT} de plus", "{N} {UNIT} plus longues?"],
    shorter: ["{N} {UNIT} de moins", "{N} {UNIT} plus courtes?"],
    later: ["repouss|report|décal|plus tard|prolong|rallong"],
    insteadOf: ["(?:au lieu d[eu]s?|plutôt que|pas) (?:le |la |les |l')?{PART}"],
    also: ["aussi", "également", "en plus", "ajoute", "rajoute", "ajouter", "de plus"],
    clear: {
      days: ["n'importe quel jour", "peu importe le jour", "tous les jours me vont", "le jour (?:importe peu|n'a pas d'importance)", "pas de jour (?:fixe|précis)"],
      deadline: [
        "pas de (?:date limite|deadline|échéance|date butoir)", "sans (?:date limite|deadline|échéance|date)", "rien ne presse", "pas pressée?",
        "(?:supprime|enlève|oublie) (?:la )?(?:date limite|deadline|échéance)",
      ],
      windows: ["peu importe l'heure", "n'importe quelle heure", "à toute heure", "n'importe quand", "l'heure (?:importe peu|n'a pas d'importance)"],
      not_before: ["peu importe l'heure", "n'importe quelle heure", "à toute heure", "n'importe quand", "tôt (?:ça|c'est) (?:va|ok|possible)"],
      not_after: ["peu importe l'heure", "n'importe quelle heure", "à toute heure", "n'importe quand", "tard (?:ça|c'est) (?:va|ok|possible)"],
      fixed_times: ["pas d'(?:heure|horaire) fixe", "sans (?:heure|horaire) fixe", "peu importe l'heure", "n'importe quelle heure"],
      session_minutes: ["peu importe la durée", "durée libre"],
    },
    more: ["une fois de plus", "une séance de plus", "une séance supplémentaire", "plus souvent", "davantage de séances"],
    fewer: ["une fois de moins", "une séance de moins", "moins souvent", "moins de séances"],
    swap: [
      { re: "(?:le )?{DAY} (?:au lieu du|au lieu de|à la place du|plutôt que(?: le)?) {DAY}", old: "DAY2" },
      { re: "(?:remplace|remplacer|change|changer|décale|décaler|déplace|déplacer|passe|passer) (?:le )?{DAY} (?:par|en|au|à|pour) (?:le )?{DAY}", old: "DAY" },
      // "le vendredi je ne peux plus, mets-le plutôt le jeudi": the day named first moves.
      { re: "(?:le )?{DAY}[^.!?]{0,50}?(?:mets|mettez|mettre|passe|passez|passer|décale|décalez|décaler|déplace|déplacez|déplacer)(?:-le|-la|-les| le| la| les)? (?:plutôt |donc |alors )?(?:au |le |à |pour le |sur le )?{DAY}", old: "DAY" },
    ],
    nthWeekday: ["(?:le )?{ORD} {DAY}"],
    monthDay: ["(?:le )?{N}(?:er|re|e)? (?:du|de chaque) mois", "(?:au |le )?{N}(?:er|re)?(?!\\s*(?:{MONTH}|\\d|/|h|heures?|fois|minutes|min|jours|semaines|mois))"],
    extend: ["{N} {UNIT} de plus", "encore {N} {UNIT}", "{N} {UNIT} supplémentaires?", "(?:repousse|décale|prolonge)r? (?:la date |l'échéance |tout )?(?:de |d')?{N} {UNIT}"],
  },
};
