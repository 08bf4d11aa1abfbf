/**
 * Dutch (Netherlands and Flanders): the words and phrase templates the offline reader uses for
 * goals and replies written in Dutch.
 *
 * Dutch glues weekday and daypart ("zondagavond", "dinsdag- en donderdagavond", Flemish
 * "woensdagnamiddag"), so one daysWithPart template reads the glued form. Clock times are
 * "om 19.00 uur", "19:30", Flemish "19u"; "3 uur" alone is a duration, never a time.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/**
 * Day names by weekday: [name, adverb, abbreviation, …]. "ma" (mum) and "zo" (so) are everyday
 * words, so they abbreviate a day only inside a range ("ma-vr", "za-zo").
 */
const NAMES: Record<Weekday, string[]> = {
  MO: ["maandag", "maandags", "ma", "ma.", "maandagen"],
  TU: ["dinsdag", "dinsdags", "di", "di.", "dinsdagen"],
  WE: ["woensdag", "woensdags", "wo", "wo.", "woensdagen"],
  TH: ["donderdag", "donderdags", "do", "do.", "donderdagen"],
  // Not "vrij.": "… houd ik vrij." is free, not Friday.
  FR: ["vrijdag", "vrijdags", "vr", "vr.", "vrijdagen"],
  SA: ["zaterdag", "zaterdags", "za", "za.", "zaterdagen"],
  SU: ["zondag", "zondags", "zo", "zo.", "zondagen"],
};
const RANGE_ONLY = new Set(["ma", "zo"]);

/**
 * "maandag tot en met vrijdag", "ma-vr": every day from the first to the second. Only spans of
 * three days or more, forward in the week: the forms people write, and every key costs matching time.
 */
function dayRanges(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [fa, , aa] = NAMES[WEEK[a]!];
      const [fb, , ab] = NAMES[WEEK[b]!];
      out[`${fa} tot en met ${fb}`] = days;
      out[`${fa} t/m ${fb}`] = days;
      out[`${fa} tot ${fb}`] = days;
      out[`${aa}-${ab}`] = days;
      out[`${aa} t/m ${ab}`] = days;
    }
  return out;
}

const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: Weekday[] = ["SA", "SU"];

/** Every phrase with "voor" also written with the stressed "vóór" ("vóór het werk", "vóór het slapengaan"). */
function withStress<T>(table: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = { ...table };
  for (const [k, v] of Object.entries(table)) if (/(?:^|\s)voor\s/.test(k)) out[k.replace(/(^|\s)voor(?=\s)/g, "$1vóór")] = v;
  return out;
}

/** Hours in words, for "om zeven uur", "na acht uur". */
const HOUR_WORDS = "een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf";

/** Daypart words glued to a weekday ("zondagavond", "vrijdagmiddag") or after "elke". */

const GLUED_PART = "(?:avond|avonden|ochtend|ochtenden|morgen|middag|middagen|namiddag|namiddagen|voormiddag|voormiddagen|nacht)";

export const nl: Lexicon = {
  lang: "nl",
  spaced: true,
  chrono: chrono.nl.casual,

  commonWords: ["de", "het", "een", "en", "ik", "mijn", "niet", "is", "met", "voor", "tot", "op", "van", "elke", "per", "week", "weken", "dag", "dagen", "keer", "wil", "naar", "in", "te", "aan", "we", "ons", "onze", "ook", "nog", "om", "uur", "graag", "maken", "wordt", "doen", "zijn", "maar", "na"],

  numbers: {
    een: 1, één: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12,
    vijftien: 15, twintig: 20, dertig: 30, veertig: 40, vijfenveertig: 45, vijftig: 50, zestig: 60, negentig: 90, honderd: 100,
    "een paar": 3, paar: 2, half: 0.5, "een half": 0.5, "een halve": 0.5, halve: 0.5, anderhalf: 1.5, anderhalve: 1.5,
    "een dertigtal": 30, dertigtal: 30, "een twintigtal": 20, "een tiental": 10,
    // A quarter of an hour is counted in minutes (see the session template for "kwartier").
    "een kwartier": 15, "één kwartier": 15, kwartiertje: 15, "een kwartiertje": 15, "drie kwartier": 45, "anderhalf kwartier": 22,
    // "een halfuur", "een halfuurtje": half an hour, counted in minutes like the quarter.
    halfuur: 30, "een halfuur": 30, halfuurtje: 30, "een halfuurtje": 30,
    eenmaal: 1, tweemaal: 2, driemaal: 3, viermaal: 4, vijfmaal: 5, zesmaal: 6, zevenmaal: 7,
  },
  ordinals: {
    eerste: 1, "1e": 1, "1ste": 1, tweede: 2, "2e": 2, "2de": 2, derde: 3, "3e": 3, "3de": 3, vierde: 4, "4e": 4, "4de": 4,
    vijfde: 5, "5e": 5, laatste: -1,
  },
  units: {
    minuut: "minute", minuten: "minute", min: "minute", "min.": "minute", minuutjes: "minute",
    // "kwartier" only appears with its own number words ("een kwartier" = 15), which are in minutes.
    kwartier: "minute", halfuur: "minute",
    uur: "hour", uren: "hour", uurtje: "hour", uurtjes: "hour",
    dag: "day", dagen: "day",
    week: "week", weken: "week",
    maand: "month", maanden: "month",
    kwartaal: "quarter", kwartalen: "quarter",
    jaar: "year", jaren: "year",
  },
  weekdays: Object.fromEntries(WEEK.flatMap((d) => NAMES[d].filter((n) => !RANGE_ONLY.has(n)).map((n) => [n, d] as const))),
  dayGroups: {
    weekend: WEEKEND, weekends: WEEKEND, "het weekend": WEEKEND, "in het weekend": WEEKEND, weekenddagen: WEEKEND, "de weekends": WEEKEND,
    doordeweeks: WORKDAYS, werkdagen: WORKDAYS, werkdag: WORKDAYS, weekdagen: WORKDAYS, "op werkdagen": WORKDAYS,
    ...dayRanges(),
  },
  dayparts: withStress({
    "vroeg in de ochtend": "early_morning", "'s ochtends vroeg": "early_morning", "heel vroeg": "early_morning", "bij zonsopgang": "early_morning",
    "vroeg op de ochtend": "early_morning", "'s morgens vroeg": "early_morning",
    "'s ochtends": "morning", ochtend: "morning", ochtenden: "morning", "in de ochtend": "morning", "'s morgens": "morning", morgen: "morning",
    "in de morgen": "morning", voormiddag: "morning", voormiddagen: "morning", "'s voormiddags": "morning", "in de voormiddag": "morning",
    "voor het werk": "before_work", "voor mijn werk": "before_work", "voor werktijd": "before_work", "ochtend voor het werk": "before_work",
    "'s ochtends voor het werk": "before_work",
    "tussen de middag": "lunch", lunchpauze: "lunch", "in de lunchpauze": "lunch", "tijdens de lunch": "lunch", "tijdens de lunchpauze": "lunch",
    middagpauze: "lunch", "over de middag": "lunch", "rond de middag": "lunch",
    "'s middags": "afternoon", middag: "afternoon", middagen: "afternoon", namiddag: "afternoon", namiddagen: "afternoon",
    "'s namiddags": "afternoon", "in de namiddag": "afternoon", "in de middag": "afternoon",
    "'s avonds": "evening", avond: "evening", avonden: "evening", "in de avond": "evening", "'s nachts": "evening", nacht: "evening",
    "na het werk": "after_work", "na werktijd": "after_work", "na mijn werk": "after_work", "'s avonds na het werk": "after_work",
    "voor het slapengaan": "before_bed", "voor het slapen": "before_bed", "voor het slapen gaan": "before_bed", "voor ik ga slapen": "before_bed",
    "voor het naar bed gaan": "before_bed", "avond voor het slapengaan": "before_bed", "avond voor het slapen": "before_bed",
    "'s avonds voor het slapengaan": "before_bed", "'s avonds voor het slapen": "before_bed", "in bed": "before_bed",
    "'s avonds laat": "evening", "laat op de avond": "evening",
    // Meals say the part of the day: breakfast the morning, lunch midday, dinner the evening.
    "na het ontbijt": "morning", "bij het ontbijt": "morning", "na de lunch": "afternoon", "na het middageten": "afternoon",
    "na het eten": "evening", "na het avondeten": "evening", "bij het avondeten": "evening", "na het diner": "evening", "na de avondmaaltijd": "evening",
    "'s avonds na het eten": "evening", "'s avonds na het avondeten": "evening",
  }),
  months: {
    januari: 1, jan: 1, februari: 2, feb: 2, maart: 3, mrt: 3, april: 4, apr: 4, mei: 5, juni: 6, jun: 6, juli: 7, jul: 7,
    augustus: 8, aug: 8, september: 9, sep: 9, sept: 9, oktober: 10, okt: 10, november: 11, nov: 11, december: 12, dec: 12,
  },
  seasons: { lente: "spring", voorjaar: "spring", zomer: "summer", herfst: "autumn", najaar: "autumn", winter: "winter" },

  // "dinsdag- en donderdag": the hyphen of an elided compound may stand before the join.
  listOnlyDays: { ma: "MO", zo: "SU" },
  listJoin: "-?\\s*(?:,\\s*(?:en\\s+|of\\s+)?|&|/|\\+|\\s+en\\s+|\\s+of\\s+)\\s*(?:(?:op|elke|iedere)\\s+)?",
  // "elke"/"iedere" are not articles: "elke zaterdag" takes "elke" as its cadence and leaves "zaterdag" to a time after it.
  dayArticles: ["op", "'s"],

  times: [
    // "half negen" is 8:30, "kwart over acht" 8:15, "kwart voor negen" 8:45.
    "(?<halfto>half) (?<h>\\d{1,2}|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)(?: uur)?(?: 's (?:(?<pm>avonds|middags|namiddags|nachts)|(?<am>ochtends|morgens)))?",
    "(?<quarter>kwart over) (?<h>\\d{1,2}|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)(?: uur)?(?: 's (?:(?<pm>avonds|middags|namiddags|nachts)|(?<am>ochtends|morgens)))?",
    "(?<quarterto>kwart voor) (?<h>\\d{1,2}|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)(?: uur)?(?: 's (?:(?<pm>avonds|middags|namiddags|nachts)|(?<am>ochtends|morgens)))?",
    "(?<h>\\d{1,2})[.:](?<m>\\d{2})(?: ?uur)?(?: 's (?:(?<pm>avonds|middags|namiddags|nachts)|(?<am>ochtends|morgens)))?",
    // Flemish "19u", "8u30": only hours a clock would show for a session ("3u" is a duration).
    "(?<h>[5-9]|1\\d|2[0-3]) ?u(?<m>\\d{2})?(?![\\p{L}])",
    "(?<h>\\d{1,2}) uur 's (?:(?<pm>avonds|middags|namiddags|nachts)|(?<am>ochtends|morgens))",
  ],
  timeWords: { middernacht: "23:59" },

  cadence: [
    { re: "(?:bijna|haast) (?:elke|iedere) dag|(?:bijna|haast) dagelijks|de meeste dagen|(?:bijna|haast)(?= (?:elke|iedere) (?:avond|ochtend|middag|morgen|werkdag))|de meeste(?= (?:avonden|ochtenden|middagen|werkdagen))", count: 5, per: "week", most: true },
    { re: "(?:op )?(?:de )?{ORD} {DAY} van (?:de|elke|iedere) maand", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:op )?de {N}(?:e|ste|de)? van (?:elke|iedere|de) maand", count: 1, per: "month", month_day: "N" },
    // "op de eerste van elke maand", "de eerste dag van de maand".
    { re: "(?:op )?de {ORD} (?:dag )?van (?:elke|iedere|de) maand", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:elke|iedere) maand,? op de {N}(?:e|ste|de)?", count: 1, per: "month", month_day: "N" },
    { re: "om de (?:andere )?dag|(?:elke|om de) (?:twee|2) dagen", count: 1, per: "day", interval: 2 },
    { re: "om de (?:andere )?week|(?:elke|om de) (?:twee|2) weken|tweewekelijks", count: 1, per: "week", interval: 2 },
    { re: "om de (?:andere )?maand|(?:elke|om de) (?:twee|2) maanden|tweemaandelijks", count: 1, per: "month", interval: 2 },
    { re: "(?:elk|ieder|per) kwartaal|driemaandelijks", count: 1, per: "month", interval: 3 },
    { re: "halfjaarlijks|(?:elk|ieder) half jaar|om het half jaar", count: 1, per: "month", interval: 6 },
    { re: "(?:elke|iedere|om de) {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    // "vier namiddagen per week": the count only, so the daypart is still read as a window.
    { re: "{N}(?= (?:avonden|ochtenden|middagen|namiddagen|voormiddagen|ochtend|avond) (?:per|in de|per) week)", count: "N", per: "week" },
    {
      // "tot 1 juli elke week": a day of a month is a date, not a count.
      re: "(?<![€$£]\\s?){N}(?:\\s*keer|\\s*maal|\\s*x)?(?: (?!uur|uren|uurtje|minuten?|kwartier|euro|€|kilo|kg|km|pagina'?s|woorden|avonden|ochtenden|middagen|namiddagen|{MONTH}(?!\\p{L}))\\p{L}+)? (?:per|in de|elke|iedere|/)\\s*{UNIT}",
      count: "N",
      per: "UNIT",
    },
    { re: "(?:elke|iedere) (?:werkdag|weekdag)|op alle werkdagen", count: 1, per: "day", days: WORKDAYS },
    // "elke dinsdag- en donderdagavond": as many sessions as glued days.
    { re: `(?:elke|iedere)(?= (?<DAYS>(?:{DAY}-?\\s*(?:en|of|,)\\s+)*{DAY})${GLUED_PART}(?!\\p{L}))`, count: "DAYS", per: "week" },
    // "elke zaterdag": the cadence takes "elke" only, so "zaterdag om 10u" still gives the time its day.
    // "elk weekend", "ieder weekend": one session a week, on a weekend day.
    { re: "(?:elk|ieder|elke|iedere)(?= weekend(?!\\p{L}))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:elke|iedere)(?= {DAYS})", count: "DAYS", per: "week" },
    // "elke zaterdagochtend": the glued template reads the day and the daypart.
    // "elke week vijf sollicitaties": the count after the period.
    { re: "(?:elke|iedere|per) week {N}(?= (?!uur|uren|uurtje|minuten?|kwartier|euro|kilo|kg|km|keer)\\p{L}+)", count: "N", per: "week" },
    // "elke week twee keer", "wekelijks drie trainingen".
    { re: "(?:elke|iedere) (?<UNIT>week|maand|dag) {N}\\s*(?:keer|maal|x)", count: "N", per: "UNIT" },
    { re: "wekelijks {N}(?= (?!uur|uren|uurtje|minuten?|kwartier|euro|kilo|kg|km)\\p{L}+)", count: "N", per: "week" },
    // "elke ochtend": the cadence takes "elke" only, so the daypart is still read as a window.
    { re: `(?:elke|iedere)(?= ${GLUED_PART})`, count: 1, per: "day" },
    // "20 bladzijden per avond": daily, the evening read as its window.
    { re: "per(?= (?:avond|nacht)(?![\\p{L}]))", count: 1, per: "day" },
    { re: "(?:elke|iedere) dag|dagelijkse?|per dag|(?:een|één) keer per dag", count: 1, per: "day" },
    // "€300 per maand" is a transfer once a month, as in every other language.
    { re: "(?:elke|iedere) week|wekelijkse?|per week", count: 1, per: "week" },
    { re: "(?:elke|iedere) maand|maandelijkse?|per maand", count: 1, per: "month" },
    // A bare count in a reply ("drie keer is genoeg") keeps the usual weekly rhythm.
    { re: "{N}\\s*(?:keer|maal|x)(?=\\s*(?:is genoeg|volstaat|is prima)|\\s*[.!]?$)", count: "N", per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:maar |alleen |slechts |gewoon )?(?:één keer|een keer|eenmaal|1 keer)(?=\\s*(?:is genoeg|volstaat|is prima)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
  ],
  // "voor vrijdag" is a deadline and "vanaf maandag" a start, not the days sessions fall on.
  everyDays: ["(?<!(?:voor|vóór|tegen|uiterlijk|vanaf|tot|t/m)\\s+(?:aanstaande\\s+|volgende\\s+|deze\\s+)?){DAYS}"],
  daysWithPart: [
    // Glued: "zondagavond", "zaterdagochtend", "dinsdag- en donderdagavond", "woensdagnamiddag".
    `(?<DAYS>(?:{DAY}-\\s*(?:en|of|,)\\s+)*{DAY})(?<PART>${GLUED_PART})`,
    "{DAYS} (?:in de |op de )?{PART}",
    "{PART} (?:op )?{DAYS}",
    // "morgen" alone is mostly "tomorrow": a date, not a morning window (except "elke morgen").
    "(?<!elke |iedere |in de |'s )morgen",
    // "45 minuten per avond" is a length per session, not a window.
    "per (?:avond|ochtend|middag|namiddag)",
    // "buiten kantooruren" is a reason for the bound that follows, not a window.
    "buiten (?:de )?kantooruren",
  ],

  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  availability: ["alleen|enkel|kan|kunnen|tijd"],
  only: ["alleen|enkel|uitsluitend"],
  inclusive: ["ook|zelfs|inclusief"],
  or: ["of|ofwel"],
  exceptBefore: [
    "(?:behalve|niet|nooit)(?: op| tijdens)? (?:mijn|onze)(?: [\\p{L}'-]+){0,3}?(?: op)?", "behalve(?: op)?|uitgezonderd|met uitzondering van|niet(?: meer)?(?: op)?|nooit(?: op)?|geen(?: \\p{L}+)?(?: op)?|schrap(?: de)?|laat(?: de)?|zonder|in plaats van|vrij op|rustdag op",
  ],
  exceptAfter: ["niet|nooit|vrij|vrijhouden|vrij houden|(?:houd|hou|wil|moet) ik vrij(?: houden| hebben| zijn)?|(?:blijft|blijven) vrij|hoeft (?:het )?niet|hoeven (?:ze )?niet|ook niet|(?:is |zijn )?(?:ook )?(?:een )?rustdag(?:en)?|kan niet(?: meer)?|kan ik (?:dan )?(?:niet|nooit)(?: meer)?|lukt (?:het )?(?:niet|nooit)(?: meer)?|gaat (?:het )?(?:niet|nooit)(?: meer)?|gaat niet(?: meer)?|lukt niet(?: meer)?|past niet(?: meer)?|valt af|vallen af|liever niet|laten vallen|laten vallen|schrappen|eruit|weg|valt weg"],

  spans: [
    { re: "(?:binnen|over|in) {N} {UNIT}" },
    { re: "(?:over |in |gedurende )?de (?:komende|volgende) {N} {UNIT}" },
    // "zes weken lang", "gedurende 3 maanden": a duration of practice.
    { re: "(?:gedurende )?{N} {UNIT} lang" },
    { re: "gedurende {N} {UNIT}" },
    { re: "(?:binnen|over|in) (?:een|één) {UNIT}", n: 1 },
  ],
  // Bare articles and prepositions ("am", "le", "el", "a", "op") are no cue: "am Freitag" is a session day, not a deadline.
  deadlineBefore: [
    "voor", "vóór", "voor de", "vóór de", "uiterlijk", "uiterlijk op", "uiterlijk voor", "tegen", "tegen de", "tot", "tot en met", "t/m", "deadline", "klaar voor",
    "klaar op", "verzet naar", "verschuif het naar", "datum", "datum:", "indienen op", "het liefst vóór", "het liefst voor",
  ],
  deadlineAfter: [],
  startBefore: ["vanaf", "vanaf de", "met ingang van", "beginnend op", "sinds", "beginnen", "starten"],
  // "pas in januari beginnen": the start cue after the month.
  startAfter: ["beginnen", "starten"],
  startOfMonth: ["(?:voor|vóór|tegen|uiterlijk) begin {MONTH}", "(?:het )?begin van {MONTH}"],
  midMonth: ["half {MONTH}", "medio {MONTH}", "midden {MONTH}"],
  nthWeekend: ["(?:het )?{ORD} weekend van {MONTH}"],
  nextWeekend: ["(?:volgend|komend|aanstaand) weekend"],
  thisWeekend: ["dit weekend"],
  endOfMonth: ["(?:tegen |voor |vóór |tot |uiterlijk )?(?:het |de )?eind(?:e)? (?:van )?{MONTH}"],
  nextYear: ["(?:voor |vóór |tegen )?(?:het )?einde? van volgend jaar", "eind volgend jaar", "volgend jaar", "komend jaar", "volgende jaar"],
  yearEnd: ["(?:in|tegen|eind|tegen eind|tot eind|uiterlijk eind|(?:voor |vóór |tegen |tot )?(?:het )?einde? van|nog in|in de loop van) (?<y>20\\d{2})(?![./]\\d)"],
  feasts: {
    pasen: 0, paaszondag: 0, "eerste paasdag": 0, "tweede paasdag": 1, paasmaandag: 1, "goede vrijdag": -2, "witte donderdag": -3,
    palmzondag: -7, "de goede week": -7, "de stille week": -7, carnaval: -47, aswoensdag: -46, hemelvaart: 39, hemelvaartsdag: 39,
    pinksteren: 49, "eerste pinksterdag": 49, "tweede pinksterdag": 50, pinkstermaandag: 50,
  },
  holidays: { kerst: [12, 25], kerstmis: [12, 25], "eerste kerstdag": [12, 25], kerstavond: [12, 24], oudejaarsavond: [12, 31], oudjaar: [12, 31], nieuwjaar: [1, 1], nieuwjaarsdag: [1, 1], sinterklaas: [12, 5], pakjesavond: [12, 5], koningsdag: [4, 27], valentijnsdag: [2, 14], halloween: [10, 31] },
  comingDay: ["(?:volgende|komende|aanstaande) {DAY}", "(?:voor|tegen|uiterlijk) (?:deze )?{DAY}"],
  dayOfMonth: ["(?:voor|vóór|tegen|uiterlijk|uiterlijk op) de {N}(?:e|ste|de)(?! (?:{MONTH}|\\d))"],
  thisYear: ["dit jaar", "(?:voor |vóór |tegen )?(?:het )?einde? van (?:het|dit) jaar", "eind dit jaar", "voor de jaarwisseling", "voor oud en nieuw"],
  nextMonth: ["(?:voor |vóór |tegen |tot )?(?:het )?einde? (?:van )?volgende maand", "volgende maand", "komende maand"],
  afterDay: ["na", "na de", "na het", "meteen na", "direct na"],
  monthNext: ["volgende {MONTH}"],
  monthThis: ["(?:deze|komende|aanstaande) {MONTH}"],
  monthThisYear: ["{MONTH} (?:van )?dit jaar"],
  thisMonth: ["deze maand", "(?:voor |vóór |tegen )?(?:het )?einde? van (?:de|deze) maand", "eind deze maand"],
  season: ["{SEASON}"],
  quarter: ["(?:(?:het )?eind(?:e)? )?q(?<q>[1-4])", "(?:(?:het )?eind(?:e)? (?:van )?)?(?:het )?(?<q>[1-4])(?:e|ste|de) kwartaal", "(?:(?:het )?eind(?:e)? (?:van )?)?(?:het )?{ORD} kwartaal"],
  thisQuarter: ["(?:het )?einde? van (?:het|dit) kwartaal", "eind (?:van )?dit kwartaal", "kwartaaleinde", "het kwartaal uit", "(?:het )?eind(?:e)? van (?:het|dit) kwartaal", "dit kwartaal"],
  nextQuarter: ["(?:het )?eind(?:e)? van (?:het )?volgende? kwartaal", "volgend kwartaal"],

  notBefore: [
    "(?:nooit|niet|niks) (?:voor|vóór|eerder dan) {TIME}", "(?:nooit|niet) (?:voor|vóór) {HOUR}", "(?:pas )?na {TIME}", "(?:pas )?vanaf {TIME}",
    "niet eerder dan {HOUR}", "(?:pas )?vanaf {HOUR} uur", "(?:pas )?na {HOUR} uur",
    `(?:pas )?(?:na|vanaf) (?<HOUR>${HOUR_WORDS}) uur`, `(?:nooit|niet) (?:voor|vóór) (?<HOUR>${HOUR_WORDS}) uur`,
  ],
  notAfter: [
    "(?:nooit|niet|niks) (?:na|later dan) {TIME}", "(?:nooit|niet) na {HOUR}", "niet later dan {HOUR}", "(?:voor|vóór) {TIME}", "tot {TIME}", "(?:voor|vóór|tot) {HOUR} uur",
    "uiterlijk om {TIME}", "(?:nooit|niet) na {HOUR} uur",
    `(?:nooit|niet) na (?<HOUR>${HOUR_WORDS}) uur`, `(?:voor|vóór|tot) (?<HOUR>${HOUR_WORDS}) uur`,
  ],
  ranges: [
    "(?:van |tussen )?{HOUR}\\s*(?:-|–|—)\\s*{HOUR}(?: uur)?(?!\\s*(?:uur|uren|minuten|keer|dagen|weken|maanden|kilo|kg|km|euro))",
    "van {HOUR} tot {HOUR}(?: uur)?(?!\\s*(?:uren|minuten|keer|dagen|weken|maanden|kilo|kg|km|euro))",
    "tussen {HOUR} en {HOUR}(?: uur)?(?!\\s*(?:uren|minuten|keer|dagen|weken|maanden|kilo|kg|km|euro))",
  ],
  notClockAfter: ["onder|binnen|sneller dan"],
  limitWords: ["terugbrengen|terug naar|beperken|beperk|minderen|verminderen|verminder|minder|maximaal|max|hooguit|niet meer dan"],
  afterHour: ["na {HOUR}(?! ?(?:{UNIT}|km|kg|%|x\\b|keer|pagina's|woorden))"],
  fixedTime: [
    "om {TIME}", "om (?<HOUR>\\d{1,2}) uur", `om (?<HOUR>${HOUR_WORDS}) uur`,
    // "liever om 7", "om zeven": a bare hour after "om" (not "om een of andere reden").
    "om (?<HOUR>\\d{1,2})(?![\\d:.,]\\d)(?!\\s*(?:uur|u\\b|minuten|min|kwartier|keer|dagen|weken|maanden|jaar|kilo|kg|km|euro|%|procent))",
    `om (?<HOUR>${HOUR_WORDS.replace("een|één|", "")})(?!\\s*(?:uur|minuten|keer|dagen|weken|maanden|jaar|kilo|km|euro|procent))(?![\\p{L}])`, "(?:start|begin|begint|starten) (?:om )?{TIME}", "{TIME} stipt", "stipt om {TIME}",
    "\\((?:start|begin) {TIME}\\)",
  ],

  sessionLength: [
    // "een kwartier", "drie kwartier": the number word carries the minutes.
    "(?<N>(?:een |één |drie |anderhalf )?kwartier(?:tje)?)(?<=(?<UNIT>kwartier)(?:tje)?)",
    "(?<N>(?:een )?halfuur(?:tje)?)(?<=(?<UNIT>halfuur)(?:tje)?)",
    // "een half uur voor het ontbijt" is when, not how long; "na zeven uur", "om acht uur" are clock times.
    "(?<!in minder dan |onder de |binnen |over |in |na |om |vanaf |tot |tegen )(?:{N}[- ]{UNIT})(?! (?:voor|vóór|na) (?:het|de) )",
    "(?<!in minder dan |onder de |binnen |over |in |na |om |vanaf |tot |tegen ){N}\\s*{UNIT}(?! (?:voor|vóór|na) (?:het|de) )",
    // "tot 1 uur per dag": up to an amount a day or a week, not until a clock time.
    "(?<=tot ){N}\\s*{UNIT}(?= (?:per|in de|elke|iedere) (?:dag|week)(?![\\p{L}]))",
  ],
  totalEffort: ["in totaal", "uur werk", "uren werk", "totaal", "bij elkaar", "alles samen"],
  perWeekAmount: ["per week", "in de week", "wekelijks", "/week"],

  // "… en niet op vrijdag" is an exception of the same activity.
  activityJoin: "\\s*(?:,\\s*)?(?:\\ben\\b(?!\\s+(?:niet|nooit|behalve|geen))|\\bplus\\b|\\bdaarnaast\\b|;)\\s*",
  comparedLength: ["langer|korter"],
  sizeWords: ["lange|lang|korte|kort|grote|groot|kleine|rustige|lichte"],
  noActivity: ["steeds|altijd|telkens|daarnaast|besteden|steken|inplannen|nemen|maken|doen|doe|tijd|vrij|mogelijk|als|dan|meestal|normaal|idealiter|misschien|ongeveer|zo'n|minstens|hoogstens|max|alleen|nog|sessie|sessies|lang|lange|langer|kort|korte|werken|gaan|ga|kan|kunnen|wil|wij|er|alle|iedere|andere|extra|totaal|heb|ben|uur|uren|minuten"],
  itemsCue: ["waaronder", "zoals", "inclusief"],
  counts: {
    mock_exam: ["{N} (?:proef|oefen)(?:examens|examen|toetsen|tentamens)"],
    chapter: ["{N} (?:nieuwe )?hoofdstukken"],
    job_application: ["{N} sollicitaties", "op {N} (?<what>(?:vacatures|banen|functies))"],
    episode: ["{N} (?:nieuwe )?(?:afleveringen|episodes)"],
    article: ["{N} (?:nieuwe )?(?:artikelen|blogposts|blogs)"],
  },
  aboutThePerson: ["(?:en )?(?:ik|wij) (?:kan|wil|heb|ben)"],

  topics: {
    run: ["loop", "lopen", "hardlo", "jog", "marathon", "halve marathon", "10 km", "5 km", "duurloop", "ultra"],
    ride: ["fiets", "wielren", "racefiets", "mountainbike", "tocht"],
    swim: ["zwem", "baantjes"],
    hike: ["wandeltocht", "berg", "bergen", "top", "trektocht", "klimmen", "hike"],
    race: ["wedstrijd", "race", "triatlon", "marathon", "halve marathon", "finish", "ironman"],
    distance: ["km", "kilometer", "afstand"],
    strength: ["kracht", "squat", "deadlift", "bankdruk", "push-up", "pushup", "opdrukken", "optrekken", "pull-up", "spier", "kettlebell", "plank", "gewichtheffen"],
    gym: ["sportschool", "gym", "fitness", "trainen", "training", "workout", "pilates", "yoga", "sporten", "rekken", "mobiliteit", "core"],
    walk: ["wandel", "stappen", "blokje om"],
    meditate: ["medit", "mindful", "ademhaling", "adem"],
    journal: ["dagboek", "journal", "dankbaarheid"],
    sleep: ["slaap", "slapen", "naar bed", "opstaan", "scherm", "telefoon"],
    read: ["lees", "lezen", "boek", "pagina", "roman"],
    habit: ["gewoonte", "routine", "goed voornemen", "elke dag", "dagelijks"],
    health: ["medicijn", "medicatie", "pil", "tablet", "dosis", "insuline", "vitamine", "supplement", "fysio", "therapie", "bloeddruk", "bloedonderzoek", "controle", "huisarts", "arts", "tandarts", "oogdruppels", "inhalator", "revalidatie", "knie", "rug", "schildklier"],
    clean: ["schoonma", "opruim", "poets", "stofzuig", "was doen", "dweil", "stof", "ramen"],
    garden: ["tuin", "gras", "gazon", "planten", "onkruid", "snoei", "heg", "moestuin", "water geven"],
    car: ["auto", "banden", "bandenspanning", "olie", "apk", "wassen"],
    maintain: ["onderhoud", "filter", "controleer", "checken", "dakgoot", "ketel", "cv-ketel", "ontkalk"],
    money: ["spar", "sparen", "geld", "€", "euro", "budget", "beleg", "schuld", "spaarrekening", "overmaken", "uitgaven", "pensioen", "buffer"],
    launch: ["lanceren", "lancering", "live", "online", "webshop", "winkel", "website", "app", "product", "startup", "bedrijf", "klanten", "saas", "beta", "mvp", "openen", "zaak"],
    renovate: ["verbouw", "schilder", "keuken", "badkamer", "vloer", "tegel", "muur", "klussen", "behang", "zolder", "terras", "renoveer", "isoleren", "plafond", "gevel"],
    event: ["bruiloft", "trouwen", "feest", "verjaardag", "congres", "conferentie", "festival", "reis", "vakantie", "gasten", "locatie", "catering", "organiseren", "reünie", "jubileum", "huwelijksreis", "uitje", "familiereünie"],
    admin: ["belasting", "aangifte", "visum", "verzekering", "paspoort", "reispas", "identiteitskaart", "vergunning", "papieren", "documenten", "inschrijving", "verblijfs", "formulier", "naturalisatie", "hypotheek", "testament", "toeslagen", "gemeente", "administratie", "opzeggen", "verlengen", "afspraak maken", "abonnement"],
    move: ["verhuiz", "verhuis"],
    quit: ["stoppen met", "stop met", "te stoppen", "roken", "sigaret", "tabak", "vapen", "nicotine", "alcohol", "minder drinken", "nuchter", "dry january", "suiker", "snoep", "frisdrank", "nagelbijten", "nagels", "schermtijd", "telefoon", "gsm", "sociale media", "koffie", "cafeïne", "afkicken", "afleren", "minder snoepen", "trek in", "terugval", "wijn", "bier", "rookvrij", "alcoholvrij", "suikervrij", "minder suiker", "minder snoep"],
    social: ["bellen", "opbellen", "oma", "opa", "grootouders", "mijn ouders", "mijn moeder", "mijn vader", "mijn zus", "mijn broer", "mijn familie", "mijn kinderen", "mijn vrouw", "mijn man", "mijn partner", "vrienden", "vriend", "bezoek", "langsgaan", "langs bij", "brief", "vrijwillig", "voedselbank", "kerk", "naar de mis", "moskee", "synagoge", "koor", "date", "kleinkind", "buren", "buurvrouw", "buurman", "petekind", "verzorgingshuis", "bijpraten", "mijn tante", "mijn oom", "mijn neef", "mijn nicht", "eten met", "uit eten", "videobellen", "videogesprek", "facetime", "skype", "kleinkinderen", "kleinzoon", "kleindochter", "peettante", "peetoom", "peter", "meter", "opzoeken", "met de kinderen", "beste vriendin", "beste vriend", "kaarten", "spelletjesavond", "mijn zoon", "mijn dochter"],
    faith: ["bidden", "gebed", "rozenkrans", "bijbel", "koran", "kerk", "moskee", "synagoge", "vasten", "ramadan", "naar de mis", "de mis"],
    gift: ["cadeau", "cadeautje", "sinterklaas", "surprise", "kerstpakket"],
    pet: ["huisdier", "hamster", "konijn", "cavia", "kooi", "kattenbak", "kat", "aquarium", "parkiet", "schildpad", "dierenarts", "de hond", "mijn hond", "puppy", "nagels knippen", "vacht"],
    talk: ["presentatie", "praatje", "toespraak", "speech", "slides", "pitch", "lezing"],
    job: ["baan", "werk zoeken", "vacature", "functie", "carrière", "sollicit", "cv", "motivatiebrief", "recruiter", "linkedin", "werkgever", "contract"],
    language: ["spaans", "frans", "duits", "japans", "chinees", "mandarijn", "italiaans", "nederlands", "portugees", "engels", "koreaans", "arabisch", "taal", "woordenschat", "vloeiend", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "grammatica", "conversatie", "spreken", "les", "cursus"],
    exam: ["examen", "tentamen", "toets", "certific", "rijbewijs", "theorie", "toefl", "ielts", "studeren voor", "slagen", "oefenvragen", "herexamen"],
    weight: ["gewicht", "kg", "kilo", "afvallen", "afslanken", "dieet", "calorie", "buik", "vetpercentage"],
    count: ["boeken", "schetsen", "tekeningen", "schilderijen", "foto's", "films", "gedichten", "verhalen", "puzzels", "dit jaar", "per jaar"],
    skill: ["leren", "oefenen", "piano", "gitaar", "viool", "instrument", "programmeren", "javascript", "python", "coderen", "tekenen", "schaken", "koken", "bakken", "fotografie", "zingen", "dansen", "jongleren", "breien", "typen"],
    create: ["roman", "debuutroman", "album", "ep", "scriptie", "masterproef", "thesis", "proefschrift", "portfolio", "manuscript", "scenario", "hoofdstuk", "woorden", "schrijven", "concept", "componeren", "illustratie", "bundel", "strip", "memoires", "nummers", "opnemen", "stamboom", "fotoboek"],
    content: ["podcast", "blog", "nieuwsbrief", "youtube", "video", "kanaal", "aflevering", "post", "instagram", "artikel", "publiceren", "abonnees", "tiktok", "column"],
    org: ["team", "afdeling", "bedrijf", "reorganis", "herstructur", "organogram", "rollen", "fusie", "samenvoegen", "directie", "management", "hiërarchie", "zelfsturend", "werkgroepen", "indelen", "ingedeeld"],
    tech: ["migr", "cloud", "aws", "azure", "database", "server", "mailserver", "systeem", "infrastructuur", "kubernetes", "erp", "crm", "software", "data", "platform", "microsoft 365", "boekhoudpakket", "overstappen"],
    process: ["proces", "agile", "scrum", "release", "workflow", "cultuur", "okr", "kanban", "onboarding", "standaard", "continuous", "deploy", "retro", "code review", "werkwijze", "thuiswerken", "hybride", "stand-up", "standup"],
  },

  reply: {
    later: ["uitstel|uitstellen|verschuiv|verschuif|verzet|later|verleng|opschuiv"],
    insteadOf: ["(?:in plaats van|niet) (?:de |het |'s )?{PART}"],
    possible: ["kan (?:ik )?(?:ook|toch|wel)|lukt (?:ook|toch|wel)|is (?:ook |toch )?mogelijk"],
    also: ["ook", "erbij", "daarbij", "toevoegen", "bovendien", "extra", "wel"],
    clear: {
      days: ["elke dag (?:is|kan|mag)(?: ook)? (?:goed|prima|ok)", "maakt niet uit welke dag", "(?:de )?dag maakt (?:me )?niet uit", "alle dagen (?:zijn|kunnen) (?:goed|prima)"],
      deadline: ["geen deadline", "zonder deadline", "geen haast", "geen einddatum", "(?:de )?deadline (?:mag|kan) (?:weg|eraf)", "het heeft geen haast"],
      windows: ["(?:het )?tijd(?:stip)? maakt (?:me )?niet uit", "maakt niet uit hoe laat", "op elk moment", "elk tijdstip (?:is|kan)"],
      not_before: ["(?:het )?tijd(?:stip)? maakt (?:me )?niet uit", "maakt niet uit hoe laat", "vroeg (?:mag|kan) ook"],
      not_after: ["(?:het )?tijd(?:stip)? maakt (?:me )?niet uit", "maakt niet uit hoe laat", "laat (?:mag|kan) ook"],
      fixed_times: ["geen vast(?:e)? (?:tijd|tijdstip|begintijd)", "(?:het )?tijd(?:stip)? maakt (?:me )?niet uit", "maakt niet uit hoe laat"],
      session_minutes: ["(?:de )?duur maakt (?:me )?niet uit"],
    },
    more: ["(?:een|één) (?:keer|sessie|dag|training|les|avond|ochtend)(?: per week| in de week)? (?:meer|extra)", "(?:nog )?(?:een|één) (?:keer|sessie|dag|training|les|avond|ochtend) erbij", "vaker", "meer sessies"],
    fewer: ["(?:een|één) (?:keer|sessie|dag|training|les|avond|ochtend)(?: per week| in de week)? minder", "minder vaak", "minder sessies"],
    // A day may be glued to its daypart ("zondagmiddag in plaats van zaterdagochtend").
    swap: [
      { re: `{DAY}${GLUED_PART}? in plaats van (?:de |het )?{DAY}${GLUED_PART}?`, old: "DAY2" },
      { re: `{DAY}${GLUED_PART}? wordt {DAY}${GLUED_PART}?`, old: "DAY" },
      { re: `(?:verplaats|verschuif|verzet|ruil) (?:de )?{DAY}${GLUED_PART}? (?:naar|voor|met) (?:de )?{DAY}${GLUED_PART}?`, old: "DAY" },
      { re: `(?:de )?{DAY}${GLUED_PART}? (?:verplaatsen|verschuiven|verzetten) naar (?:de )?{DAY}${GLUED_PART}?`, old: "DAY" },
      // "vrijdag lukt niet meer, zet het maar op donderdag": the day named first moves.
      { re: `{DAY}${GLUED_PART}?[^.!?]{0,50}?(?:zet|verplaats|verschuif|verzet|schuif)(?: het| hem| die| dat| de les| de training)? (?:maar |liever |dan )?(?:naar|op) (?:de )?{DAY}${GLUED_PART}?`, old: "DAY" },
      { re: `liever (?:op )?{DAY}${GLUED_PART}? dan (?:op )?{DAY}${GLUED_PART}?`, old: "DAY2" },
      // "woensdag liever dinsdag".
      { re: `{DAY}${GLUED_PART}?,? (?:liever|beter) (?:op )?{DAY}${GLUED_PART}?`, old: "DAY" },
    ],
    nthWeekday: ["(?:op )?(?:de )?{ORD} {DAY}"],
    monthDay: ["(?:op )?de {N}(?:e|ste|de)(?!\\s*(?:{MONTH}|\\d))"],
    longer: ["(?<N>(?:een |één |drie )?kwartier(?:tje)?)(?<=(?<UNIT>kwartier)(?:tje)?) (?:langer|extra|meer)", "{N} {UNIT} (?:langer|extra|meer)"],
    shorter: ["(?<N>(?:een |één |drie )?kwartier(?:tje)?)(?<=(?<UNIT>kwartier)(?:tje)?) (?:korter|minder)", "{N} {UNIT} (?:korter|minder)"],
    laterTime: ["(?<N>(?:een |één |drie )?kwartier(?:tje)?)(?<=(?<UNIT>kwartier)(?:tje)?) later", "{N} {UNIT} later"],
    earlierTime: ["(?<N>(?:een |één |drie )?kwartier(?:tje)?)(?<=(?<UNIT>kwartier)(?:tje)?) (?:eerder|vroeger)", "{N} {UNIT} (?:eerder|vroeger)"],
    advance: ["(?:vervroeg|vervroegen)(?: de deadline| het| alles)? (?:met )?{N} {UNIT}", "{N} {UNIT} (?:eerder|vroeger) (?:klaar|af|inleveren|opleveren)", "(?:de deadline|alles) {N} {UNIT} (?:eerder|vroeger)"],
    extend: ["{N} {UNIT} (?:langer|extra|later|meer|uitstel)(?! per week| in de week| per maand)", "uitstel van {N} {UNIT}", "nog {N} {UNIT}", "(?:verleng|verschuif|schuif)(?: het| de deadline| alles)? (?:met )?{N} {UNIT}(?: op)?"],
  },
};
