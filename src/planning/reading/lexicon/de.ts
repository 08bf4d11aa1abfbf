/**
 * German (Germany, Austria, Switzerland): the words and phrase templates the offline reader uses
 * for goals and replies written in German.
 *
 * German glues weekday and daypart into one word ("Sonntagabend", "Dienstag- und
 * Donnerstagabend"), so one daysWithPart template reads the glued form; day ranges ("Montag bis
 * Freitag", "Mo–Fr") are listed as day groups.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** Day names by weekday: [singular, adverb, abbreviations…, plurals ("an meinen Dienstagen")]; "Montage(n)" is also the word for assembly, so Monday has no plural here. */
const NAMES: Record<Weekday, string[]> = {
  MO: ["montag", "montags", "mo", "mo."],
  TU: ["dienstag", "dienstags", "di", "di.", "dienstage", "dienstagen"],
  WE: ["mittwoch", "mittwochs", "mi", "mi.", "mittwoche", "mittwochen"],
  TH: ["donnerstag", "donnerstags", "do", "do.", "donnerstage", "donnerstagen"],
  FR: ["freitag", "freitags", "fr", "fr.", "freitage", "freitagen"],
  SA: ["samstag", "samstags", "sa", "sa.", "sonnabend", "sonnabends", "samstage", "samstagen"],
  SU: ["sonntag", "sonntags", "so", "so.", "sonntage", "sonntagen"],
};

/**
 * "montag bis freitag", "mo-fr": every day from the first to the second. Only spans of three days
 * or more, forward in the week: the forms people write, and every key here costs matching time.
 */
function dayRanges(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [fa, aa, ab1] = NAMES[WEEK[a]!];
      const [fb, ab, bb1] = NAMES[WEEK[b]!];
      out[`${fa} bis ${fb}`] = days;
      out[`${aa} bis ${ab}`] = days;
      out[`${ab1}-${bb1}`] = days;
      out[`${ab1}.-${bb1}.`] = days;
    }
  return out;
}

// "so" alone is the everyday word "so" ("so zwei Stunden"): Sunday is abbreviated "so." only (ranges still say "mo-so").
const WEEKDAYS: Record<string, Weekday> = Object.fromEntries(WEEK.flatMap((d) => NAMES[d].filter((n) => n !== "so").map((n) => [n, d] as const)));

/** Daypart words that may follow "jeden"/"jede" ("jeden Morgen", "jeden Abend"). */
const PART_AFTER_EVERY = "(?:morgen|abend|vormittag|nachmittag|mittag|nacht|mittagspause)";

/** A daypart glued to a weekday ("Sonntagnachmittag", "samstagvormittags"). */
const GLUED_PART = "(?:morgen|vormittag|mittag|nachmittag|abend|nacht)s?";

const WORKDAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: Weekday[] = ["SA", "SU"];

export const de: Lexicon = {
  lang: "de",
  spaced: true,
  ordinalDot: true,
  chrono: chrono.de.casual,

  commonWords: ["der", "die", "das", "und", "ich", "mein", "meine", "meinen", "meiner", "nicht", "ist", "ein", "eine", "einen", "mit", "für", "bis", "zum", "zur", "am", "im", "jeden", "jede", "pro", "woche", "wochen", "tag", "tage", "mal", "will", "möchte", "soll", "auf", "von", "dem", "den", "des", "auch", "noch", "wir", "unser", "unsere", "vor", "nach", "ab", "dann", "immer", "dass", "oder", "aber", "schaffen"],

  numbers: {
    ein: 1, eine: 1, einen: 1, einem: 1, einer: 1, eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6,
    sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15,
    sechzehn: 16, achtzehn: 18, zwanzig: 20, dreißig: 30, vierzig: 40, fünfundvierzig: 45, fünfzig: 50,
    sechzig: 60, neunzig: 90, hundert: 100,
    einmal: 1, zweimal: 2, dreimal: 3, viermal: 4, fünfmal: 5, sechsmal: 6, siebenmal: 7,
    "ein paar": 3, paar: 2, halbe: 0.5, "eine halbe": 0.5, "einer halben": 0.5, "einhalb": 1.5,
    anderthalb: 1.5, eineinhalb: 1.5, "ein einhalb": 1.5, zweieinhalb: 2.5, "eine dreiviertel": 0.75, dreiviertel: 0.75,
    // "eine Viertelstunde", "eine Dreiviertelstunde": counted in minutes (see the session template).
    viertelstunde: 15, "eine viertelstunde": 15, "einer viertelstunde": 15, dreiviertelstunde: 45, "eine dreiviertelstunde": 45, "einer dreiviertelstunde": 45,
  },
  ordinals: {
    erste: 1, ersten: 1, erster: 1, erstes: 1, "1.": 1, zweite: 2, zweiten: 2, "2.": 2, dritte: 3, dritten: 3, "3.": 3,
    vierte: 4, vierten: 4, "4.": 4, fünfte: 5, fünften: 5, letzte: -1, letzten: -1, letzter: -1, letztes: -1,
  },
  units: {
    viertelstunde: "minute", dreiviertelstunde: "minute",
    minute: "minute", minuten: "minute", min: "minute", "min.": "minute", minütige: "minute", minütigen: "minute",
    stunde: "hour", stunden: "hour", h: "hour", std: "hour", "std.": "hour", stündchen: "hour", stündige: "hour", stündigen: "hour",
    tag: "day", tage: "day", tagen: "day", tages: "day",
    woche: "week", wochen: "week",
    monat: "month", monate: "month", monaten: "month", monats: "month",
    quartal: "quarter", quartale: "quarter", quartalen: "quarter",
    jahr: "year", jahre: "year", jahren: "year", jahres: "year",
  },
  weekdays: WEEKDAYS,
  dayGroups: {
    wochenende: WEEKEND, wochenenden: WEEKEND, "am wochenende": WEEKEND, "an wochenenden": WEEKEND, "an den wochenenden": WEEKEND,
    werktag: WORKDAYS, werktage: WORKDAYS, werktagen: WORKDAYS, werktags: WORKDAYS,
    wochentag: WORKDAYS, wochentage: WORKDAYS, wochentagen: WORKDAYS, wochentags: WORKDAYS,
    arbeitstag: WORKDAYS, arbeitstage: WORKDAYS, arbeitstagen: WORKDAYS,
    "unter der woche": WORKDAYS,
    ...dayRanges(),
  },
  dayparts: {
    frühmorgens: "early_morning", "früh morgens": "early_morning", "am frühen morgen": "early_morning", "in aller früh": "early_morning",
    "in aller frühe": "early_morning", "bei sonnenaufgang": "early_morning",
    morgens: "morning", morgen: "morning", "am morgen": "morning", vormittags: "morning", vormittag: "morning", "am vormittag": "morning",
    "morgens vor der arbeit": "before_work", "morgen vor der arbeit": "before_work", "vor der arbeit": "before_work", "vor dem büro": "before_work",
    mittags: "lunch", mittag: "lunch", "am mittag": "lunch", "über mittag": "lunch", mittagspause: "lunch", "in der mittagspause": "lunch",
    mittagszeit: "lunch", "zur mittagszeit": "lunch",
    nachmittags: "afternoon", nachmittag: "afternoon", "am nachmittag": "afternoon",
    abends: "evening", abend: "evening", "am abend": "evening", nachts: "evening", "in der nacht": "evening",
    "nach der arbeit": "after_work", "abends nach der arbeit": "after_work", "nach feierabend": "after_work", "nach dem büro": "after_work",
    "vor dem schlafengehen": "before_bed", "vorm schlafengehen": "before_bed", "vor dem zubettgehen": "before_bed",
    "vor dem einschlafen": "before_bed", "vorm einschlafen": "before_bed", "vor dem schlafen": "before_bed", "vorm schlafen": "before_bed",
    "abends vor dem schlafengehen": "before_bed", "abend vor dem schlafengehen": "before_bed", "abends vorm schlafengehen": "before_bed",
    "abend vorm schlafengehen": "before_bed", "abends im bett": "before_bed", "im bett": "before_bed",
    // Meals say the part of the day: breakfast the morning, after lunch the afternoon, dinner the evening.
    "nach dem frühstück": "morning", "nachm frühstück": "morning", "zum frühstück": "morning", "beim frühstück": "morning",
    "nach dem mittagessen": "afternoon", "nachm mittagessen": "afternoon",
    "nach dem abendessen": "evening", "nachm abendessen": "evening", "zum abendessen": "evening", "beim abendessen": "evening",
    "nach dem essen": "evening", "abends nach dem essen": "evening",
  },
  months: {
    januar: 1, jänner: 1, jan: 1, februar: 2, feber: 2, feb: 2, märz: 3, mär: 3, april: 4, apr: 4, mai: 5, juni: 6, jun: 6,
    juli: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, oktober: 10, okt: 10, november: 11, nov: 11,
    dezember: 12, dez: 12,
  },
  seasons: { frühling: "spring", frühjahr: "spring", sommer: "summer", herbst: "autumn", winter: "winter" },

  // "Dienstag- und Donnerstag": the hyphen of an elided compound may stand before the join.
  listOnlyDays: { so: "SU" },
  listJoin: "-?\\s*(?:,\\s*(?:und\\s+|oder\\s+|sowie\\s+)?|&|/|\\+|\\s+und\\s+|\\s+oder\\s+|\\s+sowie\\s+|\\s+bzw\\.?\\s+)\\s*(?:jeden\\s+|jede\\s+)?",
  dayArticles: ["am", "an", "immer", "nur"],

  times: [
    // "halb acht" is 7:30, "viertel nach acht" 8:15, "viertel vor acht" / "dreiviertel acht" 7:45.
    "(?<halfto>halb) (?<h>\\d{1,2}|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?: uhr)?(?: (?:(?<pm>abends|nachmittags|nachts)|(?<am>morgens|früh|vormittags)))?",
    "(?<quarter>viertel nach) (?<h>\\d{1,2}|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?: uhr)?(?: (?:(?<pm>abends|nachmittags|nachts)|(?<am>morgens|früh|vormittags)))?",
    "(?<quarterto>viertel vor|dreiviertel) (?<h>\\d{1,2}|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?: uhr)?(?: (?:(?<pm>abends|nachmittags|nachts)|(?<am>morgens|früh|vormittags)))?",
    "(?<h>eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf) uhr(?: (?:(?<pm>abends|nachmittags|nachts)|(?<am>morgens|früh|vormittags)))?",
    "(?<h>\\d{1,2})(?:[:.](?<m>\\d{2}))? ?uhr(?: (?:(?<pm>abends|nachmittags|nachts)|(?<am>morgens|früh|vormittags)))?",
    "(?<h>\\d{1,2}):(?<m>\\d{2})(?: ?h)?",
  ],
  timeWords: { mitternacht: "23:59" },

  cadence: [
    { re: "(?:fast|beinahe|nahezu) (?:jeden|jede) Tag|(?:fast|beinahe|nahezu) täglich|an den meisten Tagen|die meisten Tage|(?:fast|beinahe|nahezu) (?:jeden|jede)(?= (?:Abend|Morgen|Vormittag|Nachmittag|Wochentag|Mittag))|(?:an den|die) meisten(?= (?:Wochentagen))", count: 5, per: "week", most: true },
    // "an den meisten Abenden": the plural after "meisten" is no daypart word of its own ("Morgen" is tomorrow too), so the rule names the window.
    { re: "(?:an den|die) meisten (?:Abenden|Abende|Nächten|Nächte)", count: 5, per: "week", most: true, part: "evening" },
    { re: "(?:an den|die) meisten (?:Morgen|Vormittagen|Vormittage)", count: 5, per: "week", most: true, part: "morning" },
    { re: "(?:an den|die) meisten (?:Nachmittagen|Nachmittage)", count: 5, per: "week", most: true, part: "afternoon" },
    { re: "(?:am |jeden |jede )?{ORD} {DAY} (?:im|des|jedes|eines|pro|in jedem|von jedem) monats?", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    // Digits only: "zweimal im Monat" is a count, not the 2nd.
    { re: "(?:am |jeweils am )?(?<N>\\d{1,2})\\.? (?:tag )?(?:jedes|eines|des|im|pro) monats?", count: 1, per: "month", month_day: "N" },
    { re: "(?:jeden|jede[nm]?|einmal im|einmal pro|monatlich) monat,? (?:jeweils |immer )?am {N}\\.?(?!\\s*{MONTH})", count: 1, per: "month", month_day: "N" },
    // "monatlich am 25.", "am Ersten jedes Monats", "jeden Monat am Ersten".
    { re: "monatlich,? (?:jeweils |immer )?am {N}\\.?(?!\\s*{MONTH})", count: 1, per: "month", month_day: "N" },
    { re: "(?:am |jeweils am )?{ORD} (?:tag )?(?:jedes|eines|des|im|pro) monats?", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:jeden|jede[nm]?|einmal im|einmal pro|monatlich)(?: monat)?,? (?:jeweils |immer )?am {ORD}(?! {DAY}| {MONTH})", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:jeden|alle) (?:zweiten|2\\.) (?:tag|abend|morgen)", count: 1, per: "day", interval: 2 },
    // "jedes Wochenende", "an jedem Wochenende": one session a week, on a weekend day.
    { re: "(?:an )?(?:jedes|jedem)(?= wochenende(?!\\p{L}))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:jeden|jede|alle) (?:zweiten|zweite|2\\.) {DAYS}", count: "DAYS", per: "week", interval: 2 },
    { re: "(?:jede|alle) (?:zweite|2\\.) woche|alle (?:14|vierzehn) tage|vierzehntägig|14-tägig|zweiwöchentlich|zweiwöchig", count: 1, per: "week", interval: 2 },
    { re: "(?:jeden|alle) (?:zweiten|2\\.) monat|zweimonatlich", count: 1, per: "month", interval: 2 },
    { re: "vierteljährlich|quartalsweise|(?:jedes|einmal im|einmal pro) quartal", count: 1, per: "month", interval: 3 },
    { re: "halbjährlich", count: 1, per: "month", interval: 6 },
    { re: "alle {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    { re: "{N}(?:\\s*mal|\\s*x|-mal)? (?:täglich|am tag|pro tag|je tag|/\\s*tag)", count: "N", per: "day" },
    { re: "{N}(?:\\s*mal|\\s*x|-mal)? wöchentlich", count: "N", per: "week" },
    { re: "{N}(?:\\s*mal|\\s*x|-mal)? monatlich", count: "N", per: "month" },
    // A count with what is counted ("3 Bewerbungen pro Woche"), never a duration or an amount.
    {
      re: "{N}(?:\\s*mal|\\s*x|-mal)?(?: (?!stunden?|minuten?|std|min|uhr|euro|franken|kilo|kg|km|seiten|wörter)\\p{L}+)? (?:pro|die|in der|je|jede|im|/)\\s*{UNIT}",
      count: "N",
      per: "UNIT",
    },
    { re: "(?:jeden|jede[nm]?|an jedem|an allen) (?:werktag|arbeitstag|wochentag)e?n?|werktäglich", count: 1, per: "day", days: WORKDAYS },
    // "jeden Samstagvormittag", "jeden Dienstag- und Donnerstagabend": as many sessions as glued days.
    { re: "(?:jeden|jede)(?= (?<DAYS>(?:{DAY}-\\s*(?:und|oder|,)\\s+)*{DAY})(?:morgen|vormittag|mittag|nachmittag|abend|nacht)s?(?!\\p{L}))", count: "DAYS", per: "week" },
    // "jeden Mittwoch": the cadence takes "jeden" only, so "Mittwoch um 19 Uhr" still gives the time its day.
    { re: "(?:jeden|jede|jedes)(?= {DAYS})", count: "DAYS", per: "week" },
    // "jeden Samstagvormittag": the glued template reads the day and the daypart.
    // "jede Woche drei Bewerbungen": the count after the period.
    { re: "(?:jede|pro) woche {N}(?= (?!stunden?|minuten?|std|min|euro|kilo|kg|km|seiten|wörter|mal)\\p{L}+)", count: "N", per: "week" },
    // "jeden Morgen": the cadence takes "jeden" only, so the daypart is still read as a window.
    { re: `(?:jeden|jede)(?= ${PART_AFTER_EVERY})`, count: 1, per: "day" },
    // "20 Seiten pro Abend": daily, the evening read as its window.
    { re: "(?:pro|je)(?= (?:abend|nacht)(?![\\p{L}]))", count: 1, per: "day" },
    { re: "täglich|tägliche[nmrs]?|jeden tag|jede[nm] tag|an jedem tag|tag für tag|pro tag|am tag", count: 1, per: "day" },
    { re: "wöchentlich|wöchentliche[nmrs]?|jede woche|einmal (?:pro|die|in der) woche|pro woche", count: 1, per: "week" },
    { re: "monatlich|monatliche[nmrs]?|jeden monat|einmal (?:pro|im) monat|pro monat", count: 1, per: "month" },
    // A bare count in a reply ("zweimal reicht") keeps the usual weekly rhythm.
    { re: "{N}(?:\\s*mal|x)?(?<!stunde)(?= (?:reicht|genügt|ist genug|passt))", count: "N", per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:nur |bloß |lediglich )?(?:einmal|ein mal)(?=\\s*(?:reicht|genügt|ist genug|passt)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
    { re: "{N}(?:\\s*mal|x)?(?<=mal|x)(?=\\s*(?:bitte)?\\s*[.!]?$)", count: "N", per: "week" },
  ],
  // "bis Freitag" is a deadline and "ab Montag" a start, not the days sessions fall on.
  everyDays: ["(?<!(?:bis|vor|spätestens|ab|seit|von)\\s+(?:zum\\s+|kommenden\\s+|nächsten\\s+|diesem\\s+|den\\s+)?){DAYS}"],
  daysWithPart: [
    // Glued: "Sonntagabend", "Samstagvormittag", "Dienstag- und Donnerstagabend", "dienstagabends".
    "(?<DAYS>(?:{DAY}-\\s*(?:und|oder|,|bzw\\.?)\\s+)*{DAY}){PART}",
    "{DAYS} (?:am |in der |jeweils )?{PART}",
    "{PART} (?:am |an )?{DAYS}",
    // "morgen" is also "tomorrow": "bis morgen", "ab morgen" are dates, never a morning window.
    "(?:bis|ab|für|seit|von|übermorgen|heute oder) morgen",
  ],

  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  availability: ["nur|kann|könnte|können|zeit (?:hab|habe)|(?:hab|habe) ich zeit"],
  only: ["nur"],
  inclusive: ["auch|sogar|selbst|einschließlich|inklusive|inkl\\.?"],
  or: ["oder|entweder"],
  exceptBefore: ["(?:außer|ausser|nicht|nie)(?: an| am| bei)? (?:meinen?|unseren?|den)(?: [\\p{L}'-]+){0,3}?(?: am| an)?", "außer(?: am| an)?|ausser(?: am| an)?|ausgenommen|mit ausnahme von|nicht(?: mehr)?(?: am| an)?|nie(?: am| an)?|kein(?:e|en)?(?: \\p{L}+)?(?: am| an)?|ohne|statt|anstatt|anstelle von|frei am"],
  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  exceptAfter: ["nicht|nie|frei|(?:hab|habe|hab' ich|bin|will|möchte) ich (?:aber |dann |ja |doch )?(?:frei|keine zeit|nicht)|(?:bleibt|bleiben) (?:aber )?frei|auch nicht|frei halten|freihalten|(?:ist|sind) (?:ein )?ruhetage?|(?:ist|sind) frei|geht nicht(?: mehr)?|gehen nicht(?: mehr)?|fällt aus|fallen aus|fällt weg|fallen weg|streichen|weglassen|raus|mach(?:e)? ich nichts|kann ich nicht|ausgenommen|durch"],

  spans: [
    { re: "(?:in|innerhalb(?: von)?|binnen) (?:den nächsten )?{N} {UNIT}" },
    { re: "(?:in|während|für|über) (?:den|die) (?:nächsten|kommenden) {N} {UNIT}" },
    { re: "(?:die|den) (?:nächsten|kommenden) {N} {UNIT}" },
    { re: "(?:in|innerhalb) (?:eines|einem) {UNIT}", n: 1 },
    { re: "{N}-{UNIT}-(?:plan|programm|challenge|kurs)" },
    // "acht Wochen lang": a duration of practice.
    { re: "(?:für )?{N} {UNIT} lang" },
  ],
  // Bare articles and prepositions ("am", "le", "el", "a", "op") are no cue: "am Freitag" is a session day, not a deadline.
  deadlineBefore: [
    "bis", "bis zum", "bis zur", "bis spätestens", "spätestens", "spätestens bis", "spätestens am", "spätestens zum", "vor dem", "vor",
    "bevor", "bevor am", "noch vor", "abgabe", "abgabe am", "abgabe bis", "frist", "deadline", "stichtag", "termin", "fällig am", "fällig",
    "auf den", "ziel", "bis dahin", "prüfung am", "verschoben auf den", "verschoben auf",
  ],
  deadlineAfter: [],
  startBefore: ["ab", "ab dem", "ab dem", "beginnend am", "von", "seit", "startend am", "ab anfang", "anfangen", "beginnen", "starten"],
  // "erst im Januar anfangen": the start cue after the month.
  startAfter: ["anfangen", "beginnen", "starten", "loslegen"],
  startOfMonth: ["anfang {MONTH}"],
  midMonth: ["mitte {MONTH}"],
  nthWeekend: ["(?:am |das )?{ORD}(?:n|s)? wochenende (?:im|des) {MONTH}"],
  nextWeekend: ["(?:am )?(?:nächsten|nächstes|kommenden|kommendes) wochenende"],
  thisWeekend: ["(?:an )?diesem wochenende", "dieses wochenende"],
  endOfMonth: ["(?:bis )?(?:zum |spätestens )?ende {MONTH}", "(?:bis )?(?:zum )?monatsende {MONTH}"],
  nextYear: ["(?:bis )?(?:zum )?ende (?:des )?(?:nächsten|kommenden) jahres", "(?:bis )?(?:zum )?jahresende (?:nächsten|kommenden) jahres", "nächstes jahr", "nächsten jahres", "kommendes jahr", "kommenden jahres", "im nächsten jahr"],
  yearEnd: ["(?:im jahr|im jahre|bis|bis ende|bis zum ende|ende|zum ende|bis zum ende des jahres|ende des jahres|in|noch in|während|spätestens|spätestens ende) (?<y>20\\d{2})(?![./]\\d)"],
  feasts: {
    ostern: 0, ostersonntag: 0, ostermontag: 1, karfreitag: -2, gründonnerstag: -3, palmsonntag: -7, karwoche: -7,
    aschermittwoch: -46, fasching: -47, faschingsdienstag: -47, fastnacht: -47, karneval: -47, rosenmontag: -48,
    himmelfahrt: 39, "christi himmelfahrt": 39, pfingsten: 49, pfingstsonntag: 49, pfingstmontag: 50, fronleichnam: 60,
  },
  holidays: { weihnachten: [12, 25], heiligabend: [12, 24], silvester: [12, 31], neujahr: [1, 1], valentinstag: [2, 14], halloween: [10, 31], nikolaus: [12, 6], "tag der deutschen einheit": [10, 3] },
  comingDay: ["(?:nächsten|nächster|kommenden|kommender) {DAY}", "(?:bis|für) (?:zum |diesen |kommenden )?(?!\\p{L}*tags(?![\\p{L}])){DAY}"],
  dayOfMonth: ["(?:bis|bis zum|bis spätestens zum|vor dem|spätestens am|spätestens zum) {N}\\.(?!\\s*(?:{MONTH}|\\d))"],
  thisYear: [
    "dieses jahr", "diesem jahr", "(?:bis )?(?:zum )?ende (?:des|dieses) jahres", "(?:bis )?(?:zum )?jahresende", "bis silvester",
    "noch in diesem jahr", "im laufenden jahr",
  ],
  nextMonth: ["(?:bis )?(?:zum )?ende (?:des )?nächsten monats", "(?:bis )?(?:zum )?ende nächsten monat", "(?:im )?nächsten monat", "nächstem monat", "kommenden monat"],
  afterNext: { week: ["(?:in der |die )?übernächste[nrm]? woche"], month: ["(?:im )?übernächste[nrm]? monat"] },
  afterDay: ["nach", "gleich nach", "direkt nach"],
  monthNext: ["(?:den |im )?nächsten {MONTH}", "(?:den |im )?{MONTH} nächsten(?! jahres)"],
  monthThis: ["(?:den |im )?(?:diesen|kommenden) {MONTH}"],
  monthThisYear: ["(?:im )?{MONTH} dieses jahres"],
  thisMonth: ["(?:bis )?(?:zum )?ende (?:des|dieses) monats", "(?:bis )?(?:zum )?monatsende", "diesen monat", "diesem monat"],
  season: ["{SEASON}"],
  quarter: ["(?:ende )?q(?<q>[1-4])", "(?:ende (?:des )?|im |bis zum )?(?<q>[1-4])\\. quartals?", "(?:ende (?:des )?|im |bis zum )?{ORD} quartals?"],
  thisQuarter: ["(?:bis )?(?:zum )?quartalsende", "(?:bis )?(?:zum )?ende (?:des|dieses) quartals", "(?:zum |bis zum |bis )?(?:ende )?(?:dieses|des) quartals", "in diesem quartal", "quartalsende"],
  nextQuarter: ["(?:ende )?(?:des )?nächsten quartals", "im nächsten quartal"],

  notBefore: [
    "(?:nie|nicht|niemals|keinesfalls) (?:vor|früher als) {TIME}", "frühestens (?:um |ab )?{TIME}", "(?:erst )?ab {TIME}",
    "(?:immer )?nach {TIME}", "nicht vor {HOUR}", "nie vor {HOUR}", "erst ab {HOUR}",
  ],
  notAfter: [
    "(?:nie|nicht|niemals|keinesfalls) (?:nach|später als) {TIME}", "spätestens (?:um |bis )?{TIME}", "bis spätestens {TIME}",
    "(?:nur )?bis {TIME}", "vor {TIME}", "nicht nach {HOUR}", "nie nach {HOUR}", "fertig um {TIME}",
  ],
  ranges: [
    // Both ends are one placeholder ({HOUR}/{HOUR2}); a bare "2 bis 3" followed by a unit is an amount, not a range.
    "(?:zwischen |von )?{HOUR}\\s*(?:-|–|—)\\s*{HOUR}(?!\\s*(?:stunden|minuten|mal|x|tage|wochen|monate|std|min|kilo|kg|km|euro|seiten|\\.\\s*\\p{L}))",
    "zwischen {HOUR} und {HOUR}(?!\\s*(?:stunden|minuten|mal|x|tage|wochen|monate|std|min|kilo|kg|km|euro|seiten))",
    "(?:von |ab )?{HOUR} bis {HOUR}(?!\\s*(?:stunden|minuten|mal|x|tage|wochen|monate|std|min|kilo|kg|km|euro|seiten|\\.\\s*\\p{L}))",
  ],
  notClockAfter: ["unter|in unter|weniger als|schneller als"],
  limitWords: ["reduzieren|reduziere|begrenzen|begrenze|beschränken|beschränke|einschränken|senken|verringern|runter|höchstens|maximal|max|nicht mehr als"],
  afterHour: ["nach {HOUR}(?! ?(?:{UNIT}|km|kg|%|x\\b|mal|seiten|wörter))"],
  fixedTime: [
    "jeweils um {TIME}", "um {TIME}",
    // "lieber um sieben": an hour in words.
    "(?:um|gegen) (?<HOUR>eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf)(?! (?:stunden?|minuten?|mal|tage|wochen|monate|jahre|kilo|km|euro|uhr))", "um {HOUR}(?!\\s*(?:kilo|kg|prozent|%|euro|€|km|minuten|stunden|jahre|tage|wochen|monate|seiten|uhr))",
    "{TIME} (?:wäre|ist|passt) (?:besser|lieber|mir lieber|gut)", "lieber {TIME}", "punkt {TIME}", "{TIME} pünktlich",
  ],

  sessionLength: [
    // "1h15", "2h30": one amount whose unit is hours.
    "(?=\\d{1,2}\\s*(?<UNIT>h)\\s*\\d{2}(?![\\d\\p{L}]))(?<N>\\d{1,2}\\s*h\\s*\\d{2})",
    "(?<N>(?:eine |einer )?(?:drei)?viertelstunde)(?<=(?<UNIT>(?:drei)?viertelstunde))",
    // "unter 2 Stunden laufen" is a target time, "in 3 Stunden" a span: neither is one session.
    "(?<!unter |in unter |weniger als )(?:{N}[- ]{UNIT})",
    "(?<!unter |in unter |weniger als ){N}\\s*{UNIT}",
  ],
  totalEffort: ["insgesamt", "gesamt", "total", "stunden arbeit", "std. arbeit", "minuten arbeit", "aufwand", "arbeitsaufwand", "alles zusammen", "alles in allem", "zusammen gerechnet"],
  perWeekAmount: ["pro woche", "die woche", "in der woche", "je woche", "jede woche", "wöchentlich", "/woche"],

  // "… und nicht am Freitag" is an exception of the same activity, not another one.
  activityJoin: "\\s*(?:,\\s*)?(?:\\bund\\b(?!\\s+(?:nicht|nie|außer|ausser|kein))|\\bsowie\\b|\\bdazu\\b|\\bplus\\b|;)\\s*",
  comparedLength: ["länger\\p{L}*|kürzer\\p{L}*"],
  sizeWords: ["lange|langen|langer|langes|kurze|kurzen|kurzer|große|großen|leichte|lockere|lockeren"],
  noActivity: ["immer|stets|jeweils|daneben|verbringen|investieren|einplanen|nehmen|machen|mache|tun|zeit|frei|möglich|möglichst|wenn|falls|auch|dann|meistens|normalerweise|idealerweise|vielleicht|etwa|ungefähr|circa|ca|mindestens|höchstens|maximal|nur|noch|je|jeweils|einheit|einheiten|session|sessions|es|sie|lang|lange|langen|länger|kurz|kurze|arbeiten|gehen|gerne|gern|lieber|kann|könnte|können|habe|hab|haben|hätte|wir|dazu|plus|alle|jeder|jedes|jedem|also|zusätzlich|extra|insgesamt|sowie|bin|sind|da|dort|stunde|stunden|minuten"],
  itemsCue: ["darunter", "inklusive", "einschließlich", "wie"],
  counts: {
    mock_exam: ["{N} (?:probe|übungs|test)(?:prüfungen|prüfung|klausuren|klausur|tests|test|examen|durchläufe|durchlauf)"],
    chapter: ["{N} (?:neue |weitere )?kapitel"],
    job_application: ["{N} bewerbungen", "(?:auf|bei) {N} (?<what>(?:stellen|jobs|firmen|unternehmen|stellenanzeigen))"],
    episode: ["{N} (?:neue )?(?:podcast-?)?(?:folgen|episoden)"],
    article: ["{N} (?:neue )?(?:blog-?)?(?:artikel|beiträge|posts)"],
  },
  aboutThePerson: ["(?:und )?(?:ich|wir) (?:kann|könnte|will|möchte|habe|bin)"],

  topics: {
    run: ["lauf", "läuf", "jogg", "renn", "marathon", "halbmarathon", "5 km", "10 km", "10-km", "ultra", "stadtlauf"],
    ride: ["rad", "fahrrad", "velo", "radtour", "velotour", "radfahr", "bike", "mountainbike", "ausfahrt", "rennrad"],
    swim: ["schwimm", "bahnen"],
    hike: ["wander", "berg", "gipfel", "trekking", "klettern", "alpen"],
    race: ["wettkampf", "rennen", "triathlon", "marathon", "halbmarathon", "ziellinie", "ironman", "lauf unter"],
    distance: ["km", "kilometer", "meile", "strecke", "distanz"],
    strength: ["kraft", "hantel", "kniebeug", "kreuzheben", "bankdrück", "liegestütz", "klimmzug", "klimmzüg", "muskel", "kettlebell", "plank", "stemm"],
    gym: ["fitness", "fitnessstudio", "gym", "studio", "training", "trainier", "workout", "pilates", "yoga", "sport", "dehn", "mobility", "rumpf"],
    walk: ["spazier", "geh", "schritte", "walking"],
    meditate: ["meditat", "meditier", "achtsam", "atemübung", "atmung"],
    journal: ["tagebuch", "journal", "dankbarkeit"],
    sleep: ["schlaf", "ins bett", "aufsteh", "bildschirm", "handy"],
    read: ["les", "buch", "bücher", "seiten", "roman"],
    habit: ["gewohnheit", "routine", "jeden tag", "täglich"],
    health: ["medikament", "tablette", "pille", "dosis", "insulin", "vitamin", "nahrungsergänz", "physio", "therapie", "blutdruck", "blut", "kontrolle", "vorsorge", "arzt", "ärztin", "hausarzt", "zahnarzt", "augentropfen", "inhal", "reha", "rücken", "knie"],
    clean: ["putz", "aufräum", "ausmist", "staubsaug", "wäsche", "wisch", "staub", "sauber"],
    garden: ["garten", "rasen", "pflanzen", "unkraut", "beete", "jät", "heck", "gieß"],
    car: ["auto", "reifen", "ölwechsel", "wagen", "velo-service"],
    maintain: ["wart", "instand", "service", "filter", "inspektion", "dachrinne", "heizung", "entkalk", "kontrollier", "in schuss"],
    money: ["spar", "geld", "€", "euro", "franken", "$", "budget", "invest", "schulden", "notgroschen", "rücklage", "dauerauftrag", "überweis", "ausgaben", "rente", "tagesgeld", "konto"],
    launch: ["launch", "live", "online", "shop", "onlineshop", "laden", "webseite", "website", "app", "produkt", "start-up", "startup", "gründ", "geschäft", "kunden", "saas", "beta", "mvp", "eröffn", "app store"],
    renovate: ["renovier", "streich", "ausmal", "küche", "bad", "badezimmer", "boden", "fliese", "wand", "tapez", "tapete", "heimwerk", "dachboden", "terrasse", "sanier", "umbau"],
    event: ["hochzeit", "heirat", "party", "feier", "geburtstag", "konferenz", "festival", "reise", "urlaub", "ferien", "gäste", "location", "treffen", "organisier", "jubiläum", "ausflug", "flitterwochen", "fest"],
    admin: ["steuer", "visum", "visa", "versicherung", "reisepass", "pass", "ausweis", "genehmigung", "unterlagen", "dokumente", "anmeld", "antrag", "bürokratie", "aufenthalt", "formular", "erklärung", "einbürgerung", "hypothek", "testament", "belege", "elster", "konsulat", "behörde", "kündig", "verlänger", "termin vereinbar", "termin buch", "termin mach", "abo"],
    move: ["umzug", "umzieh", "zieh um", "ziehen um"],
    quit: ["aufhören", "aufhoeren", "aufzuhören", "rauch", "zigarett", "nichtraucher", "tabak", "dampfen", "e-zigarette", "nikotin", "alkohol", "weniger trinken", "nüchtern", "verzicht", "verzichten", "abgewöhn", "abzugewöhn", "süßigkeit", "süßes", "naschen", "zucker", "limo", "softdrink", "koffein", "bildschirmzeit", "handyzeit", "am handy", "social media", "nägel", "nägelkauen", "fingernägel", "knabbern", "fast food", "heißhunger", "rückfall", "weniger kaffee", "keine süß", "kein alkohol", "keine zigarette", "wein", "bier", "schnaps", "rauchfrei", "alkoholfrei", "zuckerfrei", "weniger zucker", "keine limo"],
    social: ["anrufen", "anzurufen", "telefonier", "oma", "opa", "großeltern", "großmutter", "großvater", "meine eltern", "meinen eltern", "meiner eltern", "meine mutter", "meinen vater", "meiner mutter", "meinem vater", "meine schwester", "meinen bruder", "familie", "freund", "besuch", "brief", "brieffreund", "date-abend", "date night", "ehrenamt", "tafel", "freiwillig", "kirche", "gottesdienst", "moschee", "synagoge", "chor", "kontakt halten", "nachbar", "enkel", "patenkind", "pflegeheim", "altenheim", "zeit mit", "tante", "onkel", "cousin", "mit meiner", "mit meinem", "essen gehen mit", "videoanruf", "videotelefon", "facetime", "skype", "enkelkinder", "patentante", "patenonkel", "nachbarin", "mit den kindern", "beste freundin", "besten freund", "karten spielen", "spieleabend"],
    faith: ["gebet", "rosenkranz", "bibel", "koran", "andacht", "gottesdienst", "kirche", "messe", "moschee", "synagoge", "fastenzeit", "ramadan", "beten", "betet"],
    gift: ["geschenk", "weihnachtsgeschenk", "präsent"],
    pet: ["haustier", "hamster", "kaninchen", "meerschweinchen", "käfig", "katzenklo", "katze", "aquarium", "wellensittich", "schildkröte", "tierarzt", "hund", "welpe", "krallen"],
    talk: ["präsentation", "vortrag", "rede ", "folien", "pitch", "keynote", "referat"],
    job: ["job", "stelle", "karriere", "bewerb", "vorstellungsgespräch", "lebenslauf", "anschreiben", "recruiter", "linkedin", "arbeitgeber", "vertrag", "arbeitsstelle"],
    language: ["spanisch", "französisch", "deutsch", "japanisch", "chinesisch", "mandarin", "italienisch", "niederländisch", "portugiesisch", "englisch", "koreanisch", "arabisch", "sprache", "vokabel", "fließend", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "grammatik", "konversation", "sprechen", "volkshochschulkurs"],
    exam: ["prüfung", "examen", "test", "zertifi", "klausur", "abitur", "matura", "theorieprüfung", "führerschein", "toefl", "ielts", "lern für", "lernen für", "bestehen", "probeprüfung", "staatsexamen"],
    weight: ["gewicht", "kg", "kilo", "abnehm", "nehm ab", "körperfett", "diät", "kalorie", "zucker", "schlank", "bauch"],
    count: ["bücher", "skizzen", "zeichnungen", "bilder", "fotos", "filme", "gedichte", "geschichten", "puzzles", "im jahr", "dieses jahr", "pro jahr"],
    skill: ["lern", "üb", "klavier", "gitarre", "geige", "instrument", "programmier", "python", "cod", "zeichn", "schach", "koch", "back", "fotografi", "sing", "tanz", "jongl", "strick", "tipp"],
    create: ["roman", "album", "ep", "songs", "masterarbeit", "bachelorarbeit", "doktorarbeit", "dissertation", "portfolio", "manuskript", "drehbuch", "kapitel", "wörter", "schreib", "entwurf", "komponier", "illustr", "sammlung", "comic", "memoiren", "aufnehm", "studio"],
    content: ["podcast", "blog", "newsletter", "youtube", "video", "kanal", "folge", "episode", "beitrag", "instagram", "artikel", "veröffentlich", "abonnent", "tiktok", "ausgabe"],
    org: ["team", "abteilung", "firma", "unternehmen", "umstrukturier", "neu aufstell", "organigramm", "rollen", "zusammenleg", "fusion", "führung", "hierarch", "regional", "struktur", "bereiche", "vertrieb"],
    tech: ["migrier", "migration", "umzieh", "cloud", "aws", "azure", "datenbank", "server", "system", "infrastruktur", "kubernetes", "erp", "crm", "software", "daten", "plattform", "jira", "gitlab", "sap", "umstell"],
    process: ["prozess", "agil", "scrum", "release", "workflow", "kultur", "okr", "kanban", "onboarding", "standard", "continuous", "deploy", "retro", "code-review", "code review", "arbeitsweise", "homeoffice", "hybrid", "sprints"],
  },

  reply: {
    later: ["verschieb|verläng|später|nach hinten|aufschieb"],
    insteadOf: ["(?:statt|anstatt|anstelle von|nicht) (?:am |in der |den |die )?{PART}"],
    possible: ["kann ich(?: doch| auch| ja)?|geht (?:doch|auch|ja)|(?:ist|wäre) (?:doch |auch )?möglich"],
    also: ["auch", "zusätzlich", "außerdem", "ebenfalls", "dazu", "mit dazu"],
    clear: {
      days: [
        "(?:an )?jede[nrm]? (?:tag|wochentag)(?: ist| geht| passt)?(?: (?:ok|okay|gut|recht|in ordnung))?", "(?:der )?tag ist (?:mir )?(?:eigentlich )?egal",
        "egal an welche[mn] tag", "alle tage (?:gehen|passen)", "keine (?:tages)?einschränkung(?:en)? bei den tagen",
      ],
      deadline: [
        "keine (?:deadline|frist)", "ohne (?:deadline|frist|termin|enddatum)", "(?:deadline|frist) (?:streichen|weg|entfällt|fällt weg)",
        "kein zeitdruck", "es eilt nicht", "eilt nicht", "kein enddatum",
      ],
      windows: ["(?:die )?(?:uhrzeit|tageszeit|zeit) ist (?:mir )?(?:eigentlich |ganz )?egal", "jederzeit", "zu jeder (?:tages)?zeit", "egal wann"],
      not_before: ["(?:die )?(?:uhrzeit|tageszeit|zeit) ist (?:mir )?(?:eigentlich |ganz )?egal", "früh(?:er)? (?:ist|geht|wäre) auch(?: (?:ok|okay|in ordnung|möglich))?", "egal wann"],
      not_after: ["(?:die )?(?:uhrzeit|tageszeit|zeit) ist (?:mir )?(?:eigentlich |ganz )?egal", "spät (?:ist|geht) auch", "egal wann"],
      fixed_times: ["keine feste (?:uhrzeit|zeit|startzeit)", "(?:die )?(?:uhrzeit|zeit) ist (?:mir )?(?:eigentlich |ganz )?egal", "ohne feste (?:uhrzeit|zeit)"],
      session_minutes: ["(?:die )?dauer ist (?:mir )?egal", "beliebig lang"],
    },
    more: ["einmal mehr", "eine (?:einheit|session|sitzung|runde) mehr", "öfter", "häufiger", "mehr (?:einheiten|sessions|sitzungen)"],
    fewer: ["einmal weniger", "eine (?:einheit|session|sitzung|runde) weniger", "seltener", "weniger oft", "weniger (?:einheiten|sessions|sitzungen)"],
    swap: [
      { re: `{DAY}(?:${GLUED_PART})? (?:statt|anstatt|anstelle von|für|und nicht) (?:am |dem )?{DAY}(?:${GLUED_PART})?`, old: "DAY2" },
      { re: "{DAY} durch {DAY} ersetzen", old: "DAY" },
      // "Mittwoch lieber Dienstag", "freitags besser samstags".
      { re: "{DAY},? (?:lieber|besser|eher) (?:am |den )?{DAY}", old: "DAY" },
      { re: "(?:ersetze|tausche) {DAY} (?:durch|gegen) {DAY}", old: "DAY" },
      { re: "(?:von )?{DAY} auf {DAY} (?:verschieben|verlegen|legen|tauschen)", old: "DAY" },
      { re: "(?:verschieb|verleg)(?:e)? (?:den )?{DAY} auf (?:den )?{DAY}", old: "DAY" },
      // "Freitag klappt nicht mehr, verleg es bitte auf Donnerstag": the day named first moves.
      { re: "{DAY}[^.!?]{0,50}?(?:verschieb|verleg|leg|schieb)(?:e|en|t)? (?:es|ihn|sie|das|den termin|die einheit)? ?(?:bitte |lieber |doch )?(?:auf|zum|in den) (?:den )?{DAY}", old: "DAY" },
      { re: "{DAY} wird (?:zu |zum )?{DAY}", old: "DAY" },
    ],
    nthWeekday: ["(?:am |den |auf den )?{ORD} {DAY}"],
    monthDay: ["(?:am|zum|auf den) {N}\\.(?!\\s*(?:{MONTH}|\\d))"],
    longer: ["(?<N>(?:eine |einer )?(?:drei)?viertelstunde)(?<=(?<UNIT>(?:drei)?viertelstunde)) (?:länger|mehr)", "{N} {UNIT} (?:länger|mehr)"],
    shorter: ["(?<N>(?:eine |einer )?(?:drei)?viertelstunde)(?<=(?<UNIT>(?:drei)?viertelstunde)) (?:kürzer|weniger)", "{N} {UNIT} (?:kürzer|weniger)"],
    laterTime: ["(?<N>(?:eine |einer )?(?:drei)?viertelstunde)(?<=(?<UNIT>(?:drei)?viertelstunde)) später", "{N} {UNIT} später", "um {N} {UNIT} nach hinten"],
    earlierTime: ["(?<N>(?:eine |einer )?(?:drei)?viertelstunde)(?<=(?<UNIT>(?:drei)?viertelstunde)) früher", "{N} {UNIT} früher", "um {N} {UNIT} (?:nach vorne|vorziehen|vorverlegen)"],
    advance: ["(?:vorziehen|vorverlegen) um {N} {UNIT}", "um {N} {UNIT} (?:vorziehen|vorverlegen|vorverlegt|vorgezogen)", "{N} {UNIT} früher (?:fertig|abgeben|abgabe|fertig sein)", "(?:zieh|verleg)(?:e)? (?:die deadline |den termin |alles |es )?um {N} {UNIT} vor"],
    extend: [
      "{N} (?:weitere|zusätzliche) {UNIT}", "noch {N} {UNIT}", "{N} {UNIT} (?:mehr|länger|später)",
      "um {N} {UNIT} (?:verschieben|verlängern|nach hinten)", "(?:verschieb|verlänger)(?:e|n)? (?:es |die deadline |alles )?um {N} {UNIT}",
    ],
  },
};
