/**
 * Italian: the words and phrase templates the offline reader uses for goals and replies written in
 * Italian.
 *
 * "il lunedì" / "ogni lunedì" / "tutti i lunedì" are habitual (every Monday); day ranges ("dal
 * lunedì al venerdì") are day groups. Clock times are "alle 7", "alle 18:30", "alle 18.30", "alle 7
 * di mattina", "alle 8 di sera"; lengths "un'ora", "mezz'ora", "un'ora e mezza", "1 ora e mezza".
 * "mar" is the sea as well as a short Tuesday, so it names a day only inside a list.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** Day names by weekday: [full, unaccented, abbreviation, plurals and others…]. */
const NAMES: Record<Weekday, string[]> = {
  MO: ["lunedì", "lunedi", "lun", "lun."],
  TU: ["martedì", "martedi", "mar.", "mart."],
  WE: ["mercoledì", "mercoledi", "mer", "mer."],
  TH: ["giovedì", "giovedi", "gio", "gio."],
  FR: ["venerdì", "venerdi", "ven", "ven."],
  SA: ["sabato", "sabato", "sab", "sab.", "sabati"],
  SU: ["domenica", "domenica", "dom", "dom.", "domeniche"],
};

/**
 * "lunedì a venerdì", "da lunedì a venerdì", "dal lunedì al venerdì", "lun-ven": every day from
 * the first to the second. Only spans of three days or more, forward in the week.
 */
function dayRanges(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [fa, ua, aa] = NAMES[WEEK[a]!];
      const [fb, ub, ab] = NAMES[WEEK[b]!];
      const art = WEEK[b] === "SU" ? "alla" : "al";
      const fromArt = WEEK[a] === "SU" ? "dalla" : "dal";
      out[`${fa} a ${fb}`] = days;
      out[`${fromArt} ${fa} ${art} ${fb}`] = days;
      out[`da ${fa} a ${fb}`] = days;
      if (ua !== fa) {
        out[`${fromArt} ${ua} ${art} ${ub}`] = days;
        out[`${ua} a ${ub}`] = days;
      }
      out[`${aa}-${ab}`] = days;
    }
  return out;
}

const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: Weekday[] = ["SA", "SU"];

/** "1h30", "1 h 15": hours and minutes as one amount of hours. */
function hoursAndMinutes(): Record<string, number> {
  const out: Record<string, number> = {};
  for (let h = 0; h <= 5; h++)
    for (const m of [10, 15, 20, 30, 40, 45, 50]) for (const f of [`${h}h${m}`, `${h} h ${m}`, `${h}h ${m}`, `${h} h${m}`]) out[f] = h + m / 60;
  return out;
}

/** Hours as words ("alle sette", "alle otto e mezza"). */
const HOUR_WORDS = "una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici";
/** "di mattina", "del mattino", "di sera", "del pomeriggio", "di notte": the half of the day after a time. */
const HALF = "(?: (?:di |del |della )(?:(?<am>mattina|mattino)|(?<pm>sera|pomeriggio|notte)))?";

/** A bare hour that is a day of a month ("prima del 20 febbraio", "dopo il 3/4") is no clock time. */
const NOT_DATE = "(?!\\s*{MONTH})(?!\\s*[./-]\\s*\\d{1,2}[./-])";

/**
 * chrono's Italian parser without its relative-duration parsers: they read a bare amount ("due
 * settimane", "2 ore") as a date from now, where the other languages' parsers want "in"/"en" first.
 * The lexicon's spans read "in 12 settimane", "entro 6 mesi", "tra 3 giorni" as they do in every language.
 */
function italianChrono(): chrono.Chrono {
  const c = chrono.it.casual.clone();
  const relative = new Set(["ITTimeUnitWithinFormatParser", "ITTimeUnitAgoFormatParser", "ITTimeUnitLaterFormatParser", "ITTimeUnitCasualRelativeFormatParser", "ITRelativeDateFormatParser"]);
  c.parsers = c.parsers.filter((p) => !relative.has(p.constructor.name));
  return c;
}

const UNIT_AFTER = "(?!\\s*(?:ore|ora|minuti|minuto|min|h\\b|volte|giorni|settimane|mesi|kg|chili|km|€|euro|pagine))";

export const it: Lexicon = {
  lang: "it",
  spaced: true,
  chrono: italianChrono(),

  commonWords: [
    "il", "lo", "la", "gli", "e", "di", "del", "della", "dei", "delle", "un", "uno", "una", "per", "con", "ogni", "settimana", "giorno",
    "giorni", "mio", "mia", "miei", "mie", "prima", "volte", "volta", "nel", "nella", "nei", "al", "alla", "alle", "che", "voglio", "vorrei", "entro",
    "tutti", "tutte", "non", "fare", "dopo", "tra", "fra", "ma", "o", "ho", "sono", "posso", "riesco", "dal", "dalle", "sul", "anche", "mai", "tranne",
    "imparare", "finire", "almeno", "circa",
  ],

  numbers: {
    un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12,
    tredici: 13, quattordici: 14, quindici: 15, sedici: 16, venti: 20, trenta: 30, quaranta: 40, quarantacinque: 45, cinquanta: 50,
    sessanta: 60, novanta: 90, cento: 100, "una volta": 1, "un paio di": 2, "qualche": 3, mezza: 0.5, mezzo: 0.5, "una dozzina": 12,
    // Hours as one word with their article or a half: see the session templates.
    "un'ora": 1, "mezz'ora": 0.5, "mezzora": 0.5, "un'oretta": 1, "un quarto d'ora": 0.25, "quarto d'ora": 0.25, "tre quarti d'ora": 0.75,
    "un'ora e mezza": 1.5, "un'ora e mezzo": 1.5, "ora e mezza": 1.5, "ora e mezzo": 1.5, "1 ora e mezza": 1.5, "1 ora e mezzo": 1.5,
    "due ore e mezza": 2.5, "2 ore e mezza": 2.5, "due ore e mezzo": 2.5, "2 ore e mezzo": 2.5, "tre ore e mezza": 3.5, "3 ore e mezza": 3.5,
    ...hoursAndMinutes(),
  },
  ordinals: {
    primo: 1, prima: 1, "1o": 1, "1a": 1, secondo: 2, seconda: 2, "2o": 2, "2a": 2, terzo: 3, terza: 3, "3o": 3, "3a": 3,
    quarto: 4, quarta: 4, "4o": 4, quinto: 5, quinta: 5, ultimo: -1, ultima: -1,
  },
  units: {
    minuto: "minute", minuti: "minute", min: "minute", minutini: "minute",
    ora: "hour", ore: "hour", h: "hour", oretta: "hour", orette: "hour",
    giorno: "day", giorni: "day", gg: "day",
    settimana: "week", settimane: "week", sett: "week",
    mese: "month", mesi: "month",
    trimestre: "quarter", trimestri: "quarter",
    anno: "year", anni: "year",
  },
  weekdays: Object.fromEntries(WEEK.flatMap((d) => NAMES[d].map((n) => [n, d] as const))),
  dayGroups: {
    weekend: WEEKEND, "week-end": WEEKEND, "fine settimana": WEEKEND, "fine-settimana": WEEKEND, "fine_settimana": WEEKEND, "fine di settimana": WEEKEND,
    "giorni feriali": WORKDAYS, feriali: WORKDAYS, "giorni lavorativi": WORKDAYS, "giorno lavorativo": WORKDAYS, "giorno feriale": WORKDAYS,
    "in settimana": WORKDAYS, "durante la settimana": WORKDAYS, "giorni della settimana": WORKDAYS,
    ...dayRanges(),
  },
  dayparts: {
    "la mattina presto": "early_morning", "mattina presto": "early_morning", "di prima mattina": "early_morning", "prima mattina": "early_morning",
    "presto la mattina": "early_morning", "all'alba": "early_morning", "di buon mattino": "early_morning", "la mattina prestissimo": "early_morning",
    "la mattina": "morning", "di mattina": "morning", "al mattino": "morning", "il mattino": "morning", "in mattinata": "morning", mattina: "morning",
    mattine: "morning", mattino: "morning", "le mattine": "morning", "di mattino": "morning", mattinata: "morning",
    "prima del lavoro": "before_work", "prima di andare al lavoro": "before_work", "prima di lavorare": "before_work", "prima dell'ufficio": "before_work",
    "a pranzo": "lunch", "in pausa pranzo": "lunch", "pausa pranzo": "lunch", "nella pausa pranzo": "lunch", "durante la pausa pranzo": "lunch",
    "all'ora di pranzo": "lunch", "ora di pranzo": "lunch", "a mezzogiorno": "lunch", "pausa di pranzo": "lunch",
    "il pomeriggio": "afternoon", "di pomeriggio": "afternoon", "nel pomeriggio": "afternoon", pomeriggio: "afternoon", pomeriggi: "afternoon",
    "i pomeriggi": "afternoon", "al pomeriggio": "afternoon", "dopo pranzo": "afternoon", "dopo il pranzo": "afternoon",
    "la sera": "evening", "di sera": "evening", "alla sera": "evening", "in serata": "evening", sera: "evening", sere: "evening", "le sere": "evening",
    serata: "evening", serate: "evening", "dopo cena": "evening", "dopo la cena": "evening", "a cena": "evening", "verso sera": "evening",
    "la notte": "evening", "di notte": "evening",
    "dopo il lavoro": "after_work", "dopo l'ufficio": "after_work", "uscito dal lavoro": "after_work", "uscita dal lavoro": "after_work",
    "finito il lavoro": "after_work", "dopo aver lavorato": "after_work",
    "prima di dormire": "before_bed", "prima di andare a dormire": "before_bed", "prima di andare a letto": "before_bed", "prima di coricarmi": "before_bed",
    "a letto": "before_bed", "la sera prima di dormire": "before_bed",
    "dopo colazione": "morning", "a colazione": "morning", "dopo la colazione": "morning",
  },
  months: {
    gennaio: 1, genn: 1, gen: 1, febbraio: 2, febb: 2, feb: 2, marzo: 3, aprile: 4, apr: 4, maggio: 5, magg: 5, giugno: 6, giu: 6,
    luglio: 7, lug: 7, agosto: 8, ago: 8, settembre: 9, sett: 9, set: 9, ottobre: 10, ott: 10, novembre: 11, nov: 11, dicembre: 12, dic: 12,
  },
  seasons: { primavera: "spring", estate: "summer", autunno: "autumn", inverno: "winter" },

  listOnlyDays: { mar: "TU" },
  listJoin: "\\s*(?:,\\s*(?:e\\s+|o\\s+|oppure\\s+)?|&|/|\\+|\\s+e\\s+|\\s+ed\\s+|\\s+o\\s+|\\s+oppure\\s+)\\s*(?:(?:il|la|i|le|ogni|di|del|della)\\s+)?",
  // "il"/"la" are not articles here: the habitual "il lunedì" is a cadence of its own (see cadence).
  dayArticles: ["di", "del", "della", "nel", "nella", "nei", "nelle", "al", "alla"],

  times: [
    // "le 8 e mezza", "le otto e un quarto", "le nove meno un quarto".
    `(?<h>\\d{1,2}|${HOUR_WORDS}) e (?<half>mezza|mezzo|trenta)${HALF}`,
    `(?<h>\\d{1,2}|${HOUR_WORDS}) e (?<quarter>un quarto|quarto|quindici)${HALF}`,
    `(?<h>\\d{1,2}|${HOUR_WORDS}) (?<quarterto>meno un quarto|meno quarto)${HALF}`,
    "(?<h>\\d{1,2})[:.](?<m>[0-5]\\d)(?: ?h)?(?: (?:di |del |della )(?:(?<am>mattina|mattino)|(?<pm>sera|pomeriggio|notte)))?",
    `(?<h>\\d{1,2}|${HOUR_WORDS})(?: ?h)? (?:di |del |della )(?:(?<am>mattina|mattino)|(?<pm>sera|pomeriggio|notte))`,
    // "20h": only hours a clock would show for a session; "1 h" is a duration.
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]) ?h(?![\\p{L}\\d])",
    "(?<noon>mezzogiorno)",
  ],
  timeWords: { mezzanotte: "23:59" },

  cadence: [
    { re: "quasi (?:tutti i giorni|ogni giorno)|la maggior parte dei giorni|quasi(?= (?:tutte le|ogni) (?:sere|sera|mattine|mattina|pomeriggi|pomeriggio))|la maggior parte delle(?= (?:sere|mattine))", count: 5, per: "week", most: true },
    { re: "(?:il |ogni )?{ORD} {DAY} (?:di ogni|del|di tutti i|di) mes[ei]", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:il )?{N} (?:di ogni|del) mese", count: 1, per: "month", month_day: "N" },
    // "il primo di ogni mese", "il primo giorno del mese".
    { re: "(?:il )?{ORD} (?:giorno )?(?:di ogni|del) mese", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:ogni|tutti i) mes[ei],? (?:il )?{N}(?!\\s*{MONTH})", count: 1, per: "month", month_day: "N" },
    { re: "un giorno sì e uno no|un giorno sì e un giorno no|a giorni alterni|ogni due giorni|ogni 2 giorni|ogni altro giorno", count: 1, per: "day", interval: 2 },
    { re: "ogni due settimane|ogni 2 settimane|a settimane alterne|una settimana sì e una no|ogni quindici giorni|ogni 15 giorni|quindicinal(?:e|mente)", count: 1, per: "week", interval: 2 },
    { re: "ogni due mesi|ogni 2 mesi|bimestral(?:e|mente)", count: 1, per: "month", interval: 2 },
    { re: "trimestral(?:e|mente)|ogni trimestre", count: 1, per: "month", interval: 3 },
    { re: "semestral(?:e|mente)", count: 1, per: "month", interval: 6 },
    { re: "ogni {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    // "due sere a settimana": the count only, so "sere" is still read as a window.
    { re: "{N}(?= (?:sere|serate|mattine|pomeriggi) (?:a|alla|per|ogni|la) settimana)", count: "N", per: "week" },
    // "due sessioni da 20 minuti al giorno": the count only, so the length is still read.
    { re: "{N} (?:sessioni|volte|allenamenti)(?= (?:da|di) [^,.;]{1,25}? (?:al|ogni|per) giorno)", count: "N", per: "day" },
    { re: "{N} (?:sessioni|volte|allenamenti)(?= (?:da|di) [^,.;]{1,25}? (?:a|alla|ogni|per) settimana)", count: "N", per: "week" },
    {
      re: "{N}(?: volte| volta|x)?(?: (?!ore|ora|minuti|min|h|€|euro|kg|chili|km|pagine|parole|passi|sere|serate|mattine|pomeriggi)\\p{L}+)? (?:a|al|alla|all'|per|ogni|/|la)\\s*{UNIT}",
      count: "N",
      per: "UNIT",
    },
    { re: "(?:ogni|tutti i) giorn[oi] (?:feriali|feriale|lavorativi|lavorativo)", count: 1, per: "day", days: WORKDAYS },
    // "ogni weekend", "tutti i fine settimana": one session a week, on a weekend day.
    { re: "(?:ogni|tutti i)(?= (?:weekend|week-end|fine settimana|fine-settimana)(?![\\p{L}]))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:tutti|tutte)(?= (?:i|le) {DAYS})", count: "DAYS", per: "week" },
    { re: "ogni(?= {DAYS})", count: "DAYS", per: "week" },
    { re: `ogni(?= (?:mattina|sera|pomeriggio|notte))`, count: 1, per: "day" },
    { re: "tutte(?= le (?:mattine|sere|serate))|tutti(?= i pomeriggi)", count: 1, per: "day" },
    // "20 pagine a sera", "per notte": daily, the evening read as its window.
    { re: "(?:a|per)(?= (?:sera|notte)(?![\\p{L}]))", count: 1, per: "day" },
    { re: "tutti i giorni|ogni giorno|ogni santo giorno|quotidianamente|giornalmente|al giorno|ogni dì|ogni di|ogni singolo giorno|una volta al giorno|(?:allenamento |sessione )?quotidian[oa]", count: 1, per: "day" },
    { re: "ogni settimana|tutte le settimane|settimanal(?:e|i|mente)|alla settimana|a settimana|per settimana", count: 1, per: "week" },
    { re: "ogni mese|tutti i mesi|mensil(?:e|i|mente)|al mese|per mese", count: 1, per: "month" },
    // A bare count in a reply ("3 volte") keeps the usual weekly rhythm.
    { re: "{N} volte(?=\\s*(?:basta|bastano|è sufficiente|sono sufficienti|va bene|vanno bene)|\\s*[.!]?$)", count: "N", per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:solo |soltanto )?una (?:sola )?volta(?: sola| soltanto)?(?=\\s*(?:basta|è sufficiente|va bene)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
  ],
  // "entro venerdì" is a deadline and "a partire da lunedì" a start, not the days sessions fall on.
  everyDays: ["(?<!(?:entro|prima|per|fino|partire|da|dal|dalla|scadenza)\\s+(?:di\\s+|del\\s+|da\\s+|a\\s+|al\\s+|il\\s+|la\\s+|questo\\s+|questa\\s+)?){DAYS}"],
  daysWithPart: [
    "{DAYS} (?:di |a |al |alla |nel |in |la |il |verso )?{PART}",
    "{PART} (?:del |della |dei |delle |il |la |i |le |di )?{DAYS}",
    // "il mattino dopo", "domani mattina" are dates, not windows; "domani" itself is no day.
    "domani (?:mattina|sera|pomeriggio)",
  ],

  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  availability: ["solo|soltanto|solamente|unicamente|posso|possiamo|riesco|ho tempo|sono libero|sono libera"],
  only: ["solo|soltanto|solamente|unicamente"],
  inclusive: ["anche|pure|inclus[oaie]|compres[oaie]"],
  or: ["o|oppure|o anche"],
  exceptBefore: [
    "(?:tranne|eccetto|salvo|non|mai)(?: nei| durante| i| le)? (?:miei|mie|nostri|nostre)(?: [\\p{L}'-]+){0,3}?(?: il| la| i| le| di)?",
    "tranne(?: il| la| i| le| che(?: il| la)?)?|eccetto(?: il| la| i| le)?|salvo(?: il| la| i| le)?|esclus[oaie](?: il| la| i| le)?|a parte(?: il| la| i| le)?|senza(?: il| la| i| le)?|non(?: il| la| i| le| di| nel| nei)?|mai(?: il| la| i| le| di)?|niente(?: il| la| i| le)?|niente \\p{L}+(?: il| la| i| le| di)?|nessun[ao]? \\p{L}+(?: il| la| i| le| di)?|invece (?:che|del|della|di)(?: il| la)?|al posto (?:del|della|di)|(?<!(?:ho|abbiamo|hai|ha|sono|siamo|tempo)\\s+)liber[oa](?: il| la| i| le)?|togli(?:ere)?(?: il| la| i| le)?|elimina(?:re)?(?: il| la| i| le)?|riposo(?: il| la| i| le)?",
  ],
  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  // ("Ho il martedì sera libero" is time the person has, not a day off: see en.)
  exceptAfter: ["no|non|mai|(?<!(?:ho|abbiamo|hai|ha|sono|siamo)(?:\\s+[\\p{L}'-]+){1,5}\\s+)liber[oaie]|di riposo|riposo|impossibile|non posso|non riesco|escluso|esclusa|esclusi|escluse|off"],

  spans: [
    { re: "(?:in|entro|tra|fra) {N} {UNIT}" },
    { re: "(?:nei|nelle|per i|per le|durante i|durante le) prossim[ie] {N} {UNIT}" },
    { re: "(?:per|durante) {N} {UNIT}" },
    { re: "(?:in|entro|tra|fra) (?:un|una|un') ?{UNIT}", n: 1 },
    { re: "(?:in|entro|tra|fra) (?:quindici|15) giorni", n: 2, unit: "week" },
  ],
  // Bare articles and prepositions ("il", "a") are no cue alone: "il venerdì" is a session day, not a deadline.
  deadlineBefore: [
    "entro il", "entro la", "entro l'", "entro", "prima del", "prima della", "prima dell'", "prima di", "per il", "per la", "per", "non oltre il",
    "non oltre", "fino al", "fino alla", "al più tardi il", "al più tardi", "scadenza", "scadenza:", "entro e non oltre il", "per fine",
  ],
  deadlineAfter: [],
  startBefore: ["a partire dal", "a partire da", "a partire dalla", "dal", "dalla", "da", "cominciando il", "iniziando il", "a cominciare dal", "iniziare", "inizia", "iniziamo", "cominciare", "comincia", "cominciamo"],
  startOfMonth: ["(?:all'|l'|a |per )?inizio (?:di )?{MONTH}", "(?:ai |i )?primi di {MONTH}"],
  midMonth: ["(?:a |per )?metà {MONTH}", "(?:a |per )?metà di {MONTH}"],
  nthWeekend: ["(?:il )?{ORD} (?:weekend|fine settimana) di {MONTH}"],
  nextWeekend: ["(?:il |nel |questo )?prossimo (?:weekend|fine settimana)", "(?:il |nel )?(?:weekend|fine settimana) prossimo"],
  thisWeekend: ["questo (?:weekend|fine settimana)", "(?:il |nel )?(?:weekend|fine settimana) di questa settimana"],
  endOfMonth: ["(?:entro |per |prima della |a |alla )?(?:la )?fine (?:di )?{MONTH}"],
  nextYear: ["(?:entro |per |prima della )?(?:la )?fine (?:dell'anno prossimo|del prossimo anno)", "(?:entro |per )?fine anno prossimo", "l'anno prossimo", "il prossimo anno", "l'anno che viene"],
  yearEnd: ["(?:nel|entro il|entro|per il|(?:entro |per |prima della )?(?:la )?fine (?:del )?|durante il|nel corso del) (?<y>20\\d{2})(?![./]\\d)"],
  feasts: {
    pasqua: 0, "domenica di pasqua": 0, pasquetta: 1, "lunedì dell'angelo": 1, "venerdì santo": -2, "giovedì santo": -3, "domenica delle palme": -7,
    "settimana santa": -7, "mercoledì delle ceneri": -46, carnevale: -47, "martedì grasso": -47, ascensione: 39, pentecoste: 49, "corpus domini": 60,
  },
  holidays: {
    natale: [12, 25], "vigilia di natale": [12, 24], "la vigilia": [12, 24], "san silvestro": [12, 31], capodanno: [1, 1], epifania: [1, 6],
    befana: [1, 6], "san valentino": [2, 14], halloween: [10, 31], ognissanti: [11, 1], ferragosto: [8, 15], "festa della repubblica": [6, 2],
  },
  comingDay: ["(?:il |la )?prossim[oa] {DAY}", "{DAY} prossim[oa]", "questo {DAY}", "questa {DAY}", "(?:entro|per|prima di|fino a) (?:il |la )?{DAY}"],
  dayOfMonth: ["(?:entro il|prima del|per il|fino al|non oltre il)(?: giorno)? {N}(?! (?:di )?(?:{MONTH}|\\d|volte|ore|minuti|giorni|settimane|mesi))(?![\\d/:h]|\\.\\d)"],
  thisYear: ["quest'anno", "questo anno", "(?:entro |per |prima della |a )?(?:la )?fine (?:dell'anno|anno|d'anno)", "prima che finisca l'anno", "entro l'anno"],
  nextMonth: ["(?:entro |per |prima della )?(?:la )?fine del (?:mese prossimo|prossimo mese)", "(?:entro |per )?il (?:mese prossimo|prossimo mese)", "(?:mese prossimo|prossimo mese)"],
  afterDay: ["dopo", "dopo il", "dopo la", "subito dopo"],
  monthNext: ["(?:il )?prossimo {MONTH}", "(?:a |entro )?{MONTH} prossimo(?! anno)"],
  monthThis: ["questo {MONTH}", "(?:a |entro )?{MONTH} di quest'anno"],
  monthThisYear: ["{MONTH} (?:di quest'anno|di questo anno|dell'anno in corso)"],
  thisMonth: ["questo mese", "(?:entro |per |prima della )?(?:la )?fine (?:del|di questo) mese", "fine mese"],
  season: ["(?:l'|la |il )?{SEASON} prossim[oa]", "{SEASON}"],
  quarter: ["(?:(?:entro |per )?(?:la )?fine del )?(?:q|t)(?<q>[1-4])", "(?:il |(?:entro |per )?(?:la )?fine del )?(?<q>[1-4])(?:o|°)? trimestre", "(?:il |(?:entro |per )?(?:la )?fine del )?{ORD} trimestre"],
  thisQuarter: ["(?:entro |per )?(?:la )?fine del trimestre", "questo trimestre", "entro il trimestre"],
  nextQuarter: ["(?:entro |per )?(?:la )?fine del prossimo trimestre", "il prossimo trimestre", "il trimestre prossimo"],

  notBefore: [
    `(?:mai|non|niente) prima (?:delle|dell'|di|della) ?{HOUR}${NOT_DATE}`, `dopo (?:le|l') ?{HOUR}${NOT_DATE}`, `a partire (?:dalle|dall') ?{HOUR}${NOT_DATE}`,
    `(?:dalle|dall') ?{HOUR} in poi`, `non più presto (?:delle|dell') ?{HOUR}`, `solo dopo (?:le|l') ?{HOUR}${NOT_DATE}`,
  ],
  notAfter: [
    `(?:mai|non|niente) dopo (?:le|l') ?{HOUR}${NOT_DATE}`, `non più tardi (?:delle|dell'|di) ?{HOUR}`, `prima (?:delle|dell') ?{HOUR}${NOT_DATE}`,
    `fino (?:alle|all') ?{HOUR}${NOT_DATE}`, `entro (?:le|l') ?{HOUR}${NOT_DATE}`, `al massimo (?:alle|all'|fino alle) ?{HOUR}`,
  ],
  ranges: [
    `(?:dalle |dall'|tra le |fra le )?{HOUR}\\s*(?:-|–|—)\\s*{HOUR}${UNIT_AFTER}`,
    `(?:dalle|dall'|da) ?{HOUR} (?:alle|all'|a|fino alle|fino all') ?{HOUR}${UNIT_AFTER}`,
    `(?:tra|fra) (?:le |l')?{HOUR} e (?:le |l')?{HOUR}${UNIT_AFTER}`,
  ],
  notClockAfter: ["sotto|in meno di|meno di|sotto le"],
  limitWords: ["ridurre|riduci|riduco|limitare|limita|limito|diminuire|abbassare|scendere|al massimo|massimo|non più di"],
  fixedTime: [
    `(?:alle|all') ?{HOUR}${UNIT_AFTER}`, `alle (?<HOUR>${HOUR_WORDS})(?![\\p{L}])${UNIT_AFTER}`, `(?:verso|intorno) (?:alle |all'|le |l')?{HOUR}${UNIT_AFTER}`, "{TIME} in punto", "(?:meglio|preferisco) (?:alle|all') ?{HOUR}",
  ],

  sessionLength: [
    // "1h30", "un'ora e mezza", "1 ora e mezza", "mezz'ora", "un'ora": one amount whose unit is hours.
    "(?=\\d{1,2}\\s*(?<UNIT>h)\\s*\\d{2})(?<N>\\d{1,2}\\s*h\\s*\\d{2})",
    "(?<N>(?:un'|1 |due |2 |tre |3 )?or[ae] e mezz[ao])(?<=(?<UNIT>or[ae]) e mezz[ao])",
    "(?<N>un'ora|mezz'ora|mezzora|un'oretta)(?<=(?<UNIT>ora|oretta))",
    "(?<N>(?:un |tre )?quart[oi] d'ora)(?<=(?<UNIT>ora))",
    "(?<!in meno di |meno di |sotto (?:i |le )?){N}[- ]{UNIT}",
    "(?<!in meno di |meno di |sotto (?:i |le )?){N}\\s*{UNIT}",
  ],
  totalEffort: ["in totale", "in tutto", "di lavoro", "complessiv[ie]", "nel complesso"],
  perWeekAmount: ["a settimana", "alla settimana", "per settimana", "settimanali", "ogni settimana", "/settimana"],

  // "… e non il venerdì" is an exception of the same activity; "con il lungo la domenica" is another one.
  activityJoin: "\\s*(?:,\\s*)?(?:\\be\\b(?!\\s+(?:non|mai|tranne|eccetto|salvo)(?!\\p{L}))|\\bed\\b|\\binoltre\\b|\\bcon\\b|;)\\s*",
  comparedLength: ["più (?:lunghe|lunghi|lung[oa]|brevi|breve|cort[eiao])"],
  sizeWords: ["lungo|lunga|lunghi|lunghe|corto|corta|breve|brevi|grande|piccolo|piccola|leggero|leggera"],
  noActivity: ["sempre|passare|dedicare|prendere|fare|faccio|tempo|libero|libera|liberi|possibile|se|anche|poi|normalmente|idealmente|magari|forse|circa|più o meno|almeno|al massimo|solo|soltanto|sessione|sessioni|volta|volte|lungo|lunga|corto|corta|lavorare|andare|vado|posso|potrei|voglio|vorrei|io|lo|la|mi|ci|si|tutto|altro|altra|extra|totale|più|ora|ore|minuti|riesco|ho"],
  itemsCue: ["compreso", "compresi", "incluso", "inclusi", "tra cui", "come"],
  counts: {
    mock_exam: ["{N} (?:simulazioni(?: d'esame| di esame)?|esami di prova|prove d'esame|compiti di prova|test di prova)"],
    chapter: ["{N} (?:nuovi )?capitoli"],
    job_application: ["{N} candidature", "(?:candidarmi|candidarsi|fare domanda) (?:a|per|presso) {N} (?<what>(?:offerte|posizioni|lavori|aziende|annunci))"],
    episode: ["{N} (?:nuovi )?episodi"],
    article: ["{N} (?:articoli|post)"],
  },
  aboutThePerson: ["(?:e )?(?:io|noi) (?:posso|potrei|voglio|vorrei|ho|sono|riesco)"],

  topics: {
    run: ["corr", "corsa", "maratona", "mezza maratona", "mezza-maratona", "10k", "5k", "10 km", "ultra", "lungo", "podismo", "jogging"],
    ride: ["bici", "bicicletta", "cicli", "pedal", "mountain bike", "mtb"],
    swim: ["nuot", "piscina", "vasche"],
    hike: ["escursion", "trekking", "montagna", "vetta", "cima", "arrampic", "sentiero", "camminata in montagna"],
    race: ["gara", "competizione", "triathlon", "maratona", "mezza maratona", "traguardo", "ironman", "pettorale"],
    distance: ["km", "chilometr", "distanza"],
    strength: ["forza", "pesi", "squat", "stacco", "panca", "flessioni", "trazioni", "muscol", "kettlebell", "plank", "sollevamento"],
    gym: ["palestra", "gym", "fitness", "allena", "esercizi", "pilates", "yoga", "stretching", "mobilità", "funzionale", "crossfit", "sport"],
    walk: ["cammin", "passeggi", "passi"],
    meditate: ["medit", "mindfulness", "consapevolezza", "respirazione"],
    journal: ["diario", "journal", "gratitudine"],
    sleep: ["dormire", "sonno", "andare a letto", "svegli", "schermo", "cellulare", "telefono"],
    read: ["legg", "lettura", "libr", "pagine", "romanzo"],
    habit: ["abitudine", "routine", "ogni giorno", "tutti i giorni", "quotidian"],
    health: ["farmac", "medicin", "pastiglia", "compressa", "pillola", "dose", "insulina", "vitamina", "integratore", "fisioterapia", "terapia", "pressione", "analisi", "esami del sangue", "controllo", "medico", "dentista", "collirio", "inalatore", "riabilitazione", "ginocchio", "schiena", "cura", "visita"],
    clean: ["pulizi", "pulire", "riordin", "ordine", "aspirapolvere", "bucato", "lavatrice", "polvere", "lenzuola", "decluttering"],
    garden: ["giardino", "prato", "piante", "erbacce", "potare", "siepe", "orto", "annaffiare", "innaffiare"],
    car: ["auto", "macchina", "gomme", "pneumatici", "olio", "tagliando", "revisione"],
    maintain: ["manutenzione", "mantenere", "controllare", "filtro", "ispezione", "caldaia", "grondaia", "condizionatore"],
    money: ["risparmi", "mettere da parte", "soldi", "€", "euro", "budget", "investi", "debito", "bonifico", "spese", "pensione", "fondo di emergenza", "salvadanaio"],
    launch: ["lanciare", "lancio", "negozio", "e-commerce", "sito", "app", "applicazione", "prodotto", "startup", "attività", "clienti", "saas", "beta", "mvp", "aprire", "inaugurare", "pasticceria"],
    renovate: ["ristruttur", "rinnov", "dipingere", "imbiancare", "cucina", "bagno", "pavimento", "piastrell", "parete", "fai da te", "soffitta", "terrazzo", "lavori in casa"],
    event: ["matrimonio", "festa", "compleanno", "congresso", "conferenza", "festival", "viaggio", "vacanza", "vacanze", "invitati", "catering", "organizzare", "rimpatriata", "anniversario", "luna di miele", "gita"],
    admin: ["tasse", "dichiarazione dei redditi", "730", "visto", "assicurazione", "passaporto", "permesso", "documenti", "pratiche", "pratica", "iscrizione", "residenza", "modulo", "cittadinanza", "mutuo", "testamento", "eredità", "certificato", "spid", "rinnovare", "disdire", "disdetta", "prenotare", "abbonamento"],
    move: ["trasloco", "traslocare", "trasferirmi", "trasferirci", "cambiare casa"],
    quit: ["smettere di", "smettere", "fumare", "sigarett", "tabacco", "svapare", "nicotina", "alcol", "bere meno", "birra", "zucchero", "dolci", "bibite", "mangiarmi le unghie", "unghie", "schermo", "social", "caffè", "caffeina", "ricaduta", "ridurre", "vino", "senza sigarette", "ex fumatore", "meno zucchero"],
    social: ["chiamare", "telefonare", "nonn", "i miei genitori", "mia madre", "mio padre", "mia mamma", "mio papà", "mia sorella", "mio fratello", "la mia famiglia", "i miei figli", "mia moglie", "mio marito", "la mia ragazza", "il mio ragazzo", "amic", "andare a trovare", "visitare", "lettera", "volontari", "banco alimentare", "mensa", "messa", "chiesa", "coro", "serata di coppia", "nipoti", "vicin", "figlioccio", "casa di riposo", "mia zia", "mio zio", "mio cugino", "mia cugina", "cenare con", "pranzare con", "videochiamata", "mio figlio", "mia figlia"],
    faith: ["pregare", "preghiera", "rosario", "bibbia", "corano", "messa", "chiesa", "moschea", "sinagoga", "quaresima", "ramadan"],
    gift: ["regalo", "regali", "pensierino"],
    pet: ["animale", "criceto", "coniglio", "porcellino d'india", "gabbia", "lettiera", "gatto", "acquario", "pappagallino", "tartaruga", "veterinario", "il cane", "il mio cane", "cucciolo", "toelettatura"],
    talk: ["presentazione", "discorso", "slide", "pitch", "conferenza"],
    job: ["lavoro", "impiego", "posto di lavoro", "carriera", "candidatura", "colloquio", "curriculum", "cv", "lettera di presentazione", "recruiter", "linkedin", "assunzione"],
    language: ["inglese", "spagnolo", "francese", "tedesco", "giapponese", "cinese", "portoghese", "olandese", "coreano", "arabo", "russo", "lingua", "vocabolario", "fluente", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "grammatica", "conversazione", "parlare", "lezioni di", "delf", "goethe", "dele", "cambridge"],
    exam: ["esame", "esami", "concorso", "maturità", "test d'ingresso", "test di medicina", "certificazione", "toefl", "ielts", "studiare", "passare", "superare", "ripass", "simulazion", "abilitazione", "patente"],
    weight: ["peso", "kg", "chili", "dimagr", "perdere", "dieta", "calorie", "pancia", "grasso"],
    count: ["libri", "schizzi", "disegni", "quadri", "foto", "film", "poesie", "racconti", "puzzle", "quest'anno", "all'anno", "in un anno"],
    skill: ["imparare", "esercitar", "pianoforte", "piano", "chitarra", "violino", "strumento", "programma", "codice", "python", "disegnare", "scacchi", "cucinare", "pane", "pasticceria", "fotografia", "cantare", "ballare", "giocoleria", "maglia", "uncinetto", "dattilografia", "batteria"],
    create: ["romanzo", "album", "disco", "tesi", "portfolio", "manoscritto", "sceneggiatura", "capitolo", "parole", "scrivere", "scrittura", "bozza", "comporre", "illustra", "collezione", "fumetto", "memorie", "canzoni", "registrare"],
    content: ["podcast", "blog", "newsletter", "youtube", "video", "canale", "episodio", "pubblicare", "pubblicazione", "articolo", "iscritti", "follower", "instagram", "tiktok", "post"],
    org: ["team", "squadra", "reparto", "azienda", "riorganizz", "ristruttur", "organigramma", "ruoli", "fusione", "direzione", "gerarchi", "aree", "vendite"],
    tech: ["migra", "cloud", "aws", "azure", "database", "server", "sistema", "infrastruttura", "kubernetes", "erp", "crm", "software", "dati", "piattaforma"],
    process: ["processo", "agile", "scrum", "release", "deploy", "flusso di lavoro", "cultura", "okr", "kanban", "onboarding", "standard", "retrospettiva", "code review", "riunioni", "smart working", "ibrido", "introdurre"],
  },

  reply: {
    later: ["rimand|posticip|più tardi|prorog|allung|spost"],
    insteadOf: ["(?:invece che|invece della|invece del|invece di|al posto della|al posto del|non) (?:la |il |di |al |alla )?{PART}"],
    possible: ["posso|riesco|va bene|è possibile|si può"],
    also: ["anche", "inoltre", "aggiungi", "aggiungere", "aggiungiamo", "in più", "metti anche"],
    clear: {
      days: ["qualsiasi giorno", "qualunque giorno", "un giorno qualsiasi", "il giorno non importa", "non importa il giorno", "tutti i giorni vanno bene"],
      deadline: ["senza scadenza", "nessuna scadenza", "senza fretta", "non c'è fretta", "(?:togli|elimina|rimuovi) la scadenza", "non ho (?:una )?scadenza"],
      windows: ["a qualsiasi ora", "qualsiasi ora", "a qualunque ora", "l'ora non importa", "non importa l'ora", "orario libero", "qualsiasi orario"],
      not_before: ["a qualsiasi ora", "qualsiasi ora", "a qualunque ora", "l'ora non importa", "non importa l'ora", "qualsiasi orario", "(?:anche )?presto va bene"],
      not_after: ["a qualsiasi ora", "qualsiasi ora", "a qualunque ora", "l'ora non importa", "non importa l'ora", "qualsiasi orario", "(?:anche )?tardi va bene"],
      fixed_times: ["senza orario fisso", "nessun orario fisso", "a qualsiasi ora", "l'ora non importa", "non importa l'ora", "qualsiasi orario"],
      session_minutes: ["la durata non importa", "durata libera", "non importa la durata"],
    },
    more: ["una volta in più", "una sessione in più", "un giorno in più", "più spesso", "più volte", "più sessioni", "un allenamento in più"],
    fewer: ["una volta in meno", "una sessione in meno", "un giorno in meno", "meno spesso", "meno volte", "meno sessioni", "un allenamento in meno"],
    swap: [
      { re: "(?:il |la )?{DAY} (?:invece (?:che|del|della|di)|al posto (?:del|della|di)) (?:il |la )?{DAY}", old: "DAY2" },
      { re: "(?:sposta|spostare|spostiamo|sposti|passa|passare|cambia|cambiare)(?: la sessione| l'allenamento| la lezione| quella| tutto)? (?:del |della |di |il |la )?{DAY} (?:al|alla|a|con|per il|per la|il|la) {DAY}", old: "DAY" },
      // "il venerdì non riesco più, spostalo al giovedì": the day named first moves.
      { re: "(?:il |la )?{DAY}[^.!?]{0,50}?(?:spostal[oa]|spostiamol[oa]|sposta|spostare|passal[oa]|passa|mettil[oa]|metti|cambial[oa]|cambia)(?: pure| piuttosto| allora)? (?:al|alla|a|il|la|di|per il|per la) {DAY}", old: "DAY" },
    ],
    nthWeekday: ["(?:il |la )?{ORD} {DAY}"],
    monthDay: ["(?:il )?(?:giorno )?{N} (?:di ogni|del) mese", "il (?:giorno )?{N}(?!\\s*(?:{MONTH}|\\d|/|\\.))(?!\\s*(?:h|ore|ora|volte|minuti|giorni|settimane|mesi))"],
    longer: ["{N} {UNIT} in più(?! (?:presto|tardi))", "{N} {UNIT} più lung[oaie]", "(?<N>un quarto d'ora)(?<=(?<UNIT>ora)) in più"],
    shorter: ["{N} {UNIT} in meno", "{N} {UNIT} più brev[ei]", "{N} {UNIT} più cort[oaie]", "(?<N>un quarto d'ora)(?<=(?<UNIT>ora)) in meno"],
    laterTime: ["{N} {UNIT} più tardi", "(?<N>un'ora|mezz'ora)(?<=(?<UNIT>ora)) più tardi", "{N} {UNIT} dopo"],
    earlierTime: ["{N} {UNIT} prima", "{N} {UNIT} più presto", "(?<N>un'ora|mezz'ora)(?<=(?<UNIT>ora)) (?:prima|più presto)"],
    advance: ["(?:anticipa|anticipare|anticipiamo)(?: la scadenza| la data| la consegna| tutto)? (?:di )?{N} {UNIT}"],
    extend: ["altr[ei] {N} {UNIT}", "{N} {UNIT} in più(?= di tempo| per finire|$)", "(?:rimanda|rimandare|posticipa|posticipare|sposta|spostare|proroga|prorogare|allunga|allungare)(?: la scadenza| la data| tutto)? (?:di )?{N} {UNIT}"],
  },
};
