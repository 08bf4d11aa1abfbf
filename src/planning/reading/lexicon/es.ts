/**
 * Spanish (Spain and Latin America): the words and phrase templates the offline reader uses for
 * goals and replies written in Spanish.
 *
 * Clock times are "a las 7", "a las 19:30", "a las 9 de la noche", "20 h"; day ranges ("de lunes
 * a viernes") are day groups. "mañana" is both "morning" and "tomorrow": "hasta mañana" is a date.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/** Day names by weekday: [singular, plural, unaccented, abbreviation, others…]. "mar" is "sea", so only with a dot. */
const NAMES: Record<Weekday, string[]> = {
  MO: ["lunes", "lunes", "lunes", "lun", "lun."],
  TU: ["martes", "martes", "martes", "mar."],
  WE: ["miércoles", "miércoles", "miercoles", "mié", "mié.", "mie"],
  TH: ["jueves", "jueves", "jueves", "jue", "jue."],
  FR: ["viernes", "viernes", "viernes", "vie", "vie."],
  SA: ["sábado", "sábados", "sabado", "sáb", "sáb.", "sab", "sabados"],
  SU: ["domingo", "domingos", "domingo", "dom", "dom."],
};

/**
 * "lunes a viernes", "lun-vie": every day from the first to the second. Only spans of three days
 * or more, forward in the week: the forms people write, and every key here costs matching time.
 */
function dayRanges(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [fa, , , aa] = NAMES[WEEK[a]!];
      const [fb, , bb, ab] = NAMES[WEEK[b]!];
      out[`${fa} a ${fb}`] = days;
      if (bb !== fb) out[`${fa} a ${bb}`] = days;
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

/** Daypart words that may follow "cada" ("cada mañana", "cada noche"). */
const PART_AFTER_EVERY = "(?:mañana|tarde|noche|mediodía)";

const UNIT_AFTER = "(?!\\s*(?:horas?|minutos?|min|h|veces|días|semanas|meses|kg|kilos?|km|€|euros?|pesos|páginas))";

export const es: Lexicon = {
  lang: "es",
  spaced: true,
  chrono: chrono.es.casual,

  commonWords: ["el", "la", "los", "las", "y", "de", "del", "un", "una", "para", "con", "por", "cada", "semana", "día", "días", "mi", "mis", "antes", "veces", "en", "al", "que", "quiero", "hasta", "todos", "todas", "no", "nuestro", "nuestra", "hacer", "mejor", "entre", "después", "desde", "pero", "o", "tengo"],

  numbers: {
    un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
    trece: 13, catorce: 14, quince: 15, dieciséis: 16, veinte: 20, treinta: 30, cuarenta: 40, "cuarenta y cinco": 45, cincuenta: 50,
    sesenta: 60, noventa: 90, cien: 100, "una vez": 1, "un par de": 2, "unos cuantos": 3, "unas cuantas": 3, media: 0.5, medio: 0.5,
    "una hora y media": 1.5, "hora y media": 1.5, "dos horas y media": 2.5, "una docena": 12,
    ...hoursAndMinutes(),
  },
  ordinals: {
    primer: 1, primero: 1, primera: 1, "1er": 1, "1o": 1, "1a": 1, segundo: 2, segunda: 2, "2o": 2, "2a": 2, tercer: 3, tercero: 3,
    tercera: 3, "3o": 3, "3er": 3, cuarto: 4, cuarta: 4, "4o": 4, quinto: 5, quinta: 5, último: -1, última: -1, ultimo: -1, ultima: -1,
  },
  units: {
    minuto: "minute", minutos: "minute", min: "minute", mins: "minute",
    hora: "hour", horas: "hour", h: "hour", hr: "hour", hrs: "hour", horita: "hour",
    día: "day", días: "day", dia: "day", dias: "day",
    semana: "week", semanas: "week",
    mes: "month", meses: "month",
    trimestre: "quarter", trimestres: "quarter",
    año: "year", años: "year",
  },
  weekdays: Object.fromEntries(WEEK.flatMap((d) => NAMES[d].map((n) => [n, d] as const))),
  dayGroups: {
    "fin de semana": WEEKEND, "fines de semana": WEEKEND, finde: WEEKEND, findes: WEEKEND,
    "entre semana": WORKDAYS, "días laborables": WORKDAYS, laborables: WORKDAYS, "días hábiles": WORKDAYS, "días de semana": WORKDAYS,
    "día laborable": WORKDAYS, "día hábil": WORKDAYS, "días de trabajo": WORKDAYS,
    ...dayRanges(),
  },
  dayparts: {
    "de madrugada": "early_morning", madrugada: "early_morning", "a primera hora": "early_morning", "temprano por la mañana": "early_morning",
    "muy temprano": "early_morning", "al amanecer": "early_morning",
    "por la mañana": "morning", "en la mañana": "morning", "de mañana": "morning", mañana: "morning", mañanas: "morning",
    "las mañanas": "morning", "por las mañanas": "morning",
    "antes del trabajo": "before_work", "antes de trabajar": "before_work", "antes de ir a trabajar": "before_work", "antes de la oficina": "before_work",
    "al mediodía": "lunch", mediodía: "lunch", "a la hora de comer": "lunch", "hora de comer": "lunch", "hora del almuerzo": "lunch",
    "a la hora del almuerzo": "lunch", "en el almuerzo": "lunch", "pausa del almuerzo": "lunch", "en la pausa del almuerzo": "lunch",
    "pausa de la comida": "lunch", "en la comida": "lunch",
    "por la tarde": "afternoon", "en la tarde": "afternoon", tarde: "afternoon", tardes: "afternoon", "las tardes": "afternoon",
    "por las tardes": "afternoon",
    "por la noche": "evening", "en la noche": "evening", noche: "evening", noches: "evening", "las noches": "evening",
    "por las noches": "evening", "de noche": "evening",
    "después del trabajo": "after_work", "al salir del trabajo": "after_work", "después de trabajar": "after_work",
    "después de la chamba": "after_work", "después de la oficina": "after_work",
    "antes de dormir": "before_bed", "antes de acostarme": "before_bed", "antes de irme a dormir": "before_bed",
    "antes de ir a la cama": "before_bed", "antes de acostarse": "before_bed", "noche antes de dormir": "before_bed",
  },
  months: {
    enero: 1, ene: 1, febrero: 2, feb: 2, marzo: 3, abril: 4, abr: 4, mayo: 5, junio: 6, jun: 6, julio: 7, jul: 7,
    agosto: 8, ago: 8, septiembre: 9, setiembre: 9, sept: 9, sep: 9, octubre: 10, oct: 10, noviembre: 11, nov: 11, diciembre: 12, dic: 12,
  },
  seasons: { primavera: "spring", verano: "summer", otoño: "autumn", invierno: "winter" },

  listOnlyDays: { mar: "TU" },
  listJoin: "\\s*(?:,\\s*(?:y\\s+|e\\s+|o\\s+)?|&|/|\\+|\\s+y\\s+|\\s+e\\s+|\\s+o\\s+)\\s*(?:(?:el|los|cada)\\s+)?",
  // "el"/"los" are not articles here: the list joins take them, and "los" alone is a cadence.
  dayArticles: ["de", "del"],

  times: [
    // "las 8 y media", "las ocho y cuarto", "las nueve menos cuarto".
    "(?<h>\\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: ?h)? y (?<half>media)(?: de la (?:(?<am>mañana|madrugada)|(?<pm>tarde|noche)))?",
    "(?<h>\\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: ?h)? y (?<quarter>cuarto)(?: de la (?:(?<am>mañana|madrugada)|(?<pm>tarde|noche)))?",
    "(?<h>\\d{1,2}|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?: ?h)? (?<quarterto>menos cuarto)(?: de la (?:(?<am>mañana|madrugada)|(?<pm>tarde|noche)))?",
    "(?<h>\\d{1,2})(?::(?<m>\\d{2}))?(?: ?h(?:rs?)?)? de la (?:(?<am>mañana|madrugada)|(?<pm>tarde|noche))",
    "(?<h>\\d{1,2}):(?<m>\\d{2})(?: ?h(?:rs?)?)?",
    // "20 h": only hours a clock would show for a session; "1 h" is a duration.
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]) ?h(?:rs?)?(?![\\p{L}])",
  ],
  timeWords: { medianoche: "23:59" },

  cadence: [
    { re: "casi (?:todos los días|cada día|a diario)|la mayoría de los días|casi(?= (?:todas las|cada) (?:tardes|tarde|noches|noche|mañanas|mañana|mediodías))|la mayoría de(?= las (?:tardes|noches|mañanas))", count: 5, per: "week", most: true },
    { re: "(?:el |cada )?{ORD} {DAY} (?:de cada|del|de todos los|de) mes(?:es)?", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:el |los )?(?:días? )?{N} de (?:cada|todos los) mes(?:es)?", count: 1, per: "month", month_day: "N" },
    { re: "(?:el )?día {N} (?:de cada mes|del mes|mensual)", count: 1, per: "month", month_day: "N" },
    { re: "(?:cada|todos los) mes(?:es)?,? (?:el )?(?:día )?{N}(?!\\s*(?:de )?{MONTH})", count: 1, per: "month", month_day: "N" },
    // "mensualmente el día 25", "el primero de cada mes", "el primer día de cada mes".
    { re: "mensualmente,? (?:el )?(?:día )?{N}(?!\\s*(?:de )?{MONTH})", count: 1, per: "month", month_day: "N" },
    { re: "(?:el )?{ORD} (?:día )?(?:de cada|de todos los|del) mes(?:es)?", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:cada|todos los) mes(?:es)?,? el {ORD}(?! {DAY}| (?:de )?{MONTH})", count: 1, per: "month", month_day: "ORD" },
    { re: "cada dos días|un día sí y (?:otro|un día) no|día por medio|(?:en )?días alternos|cada 2 días", count: 1, per: "day", interval: 2 },
    { re: "cada dos semanas|cada (?:quince|15) días|quincenal(?:mente)?|semana por medio|una semana sí y otra no|cada 2 semanas", count: 1, per: "week", interval: 2 },
    { re: "cada dos meses|bimestral(?:mente)?|cada 2 meses", count: 1, per: "month", interval: 2 },
    { re: "trimestral(?:mente)?|cada trimestre", count: 1, per: "month", interval: 3 },
    { re: "semestral(?:mente)?", count: 1, per: "month", interval: 6 },
    { re: "cada {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    // "dos noches por semana": the count only, so "noches" is still read as a window.
    { re: "{N}(?= (?:noches|tardes|mañanas|mediodías) (?:por|a la|cada) semana)", count: "N", per: "week" },
    // "dos sesiones de 20 minutos al día": the count only, so the length is still read.
    { re: "{N} (?:sesiones|veces|ratos|tandas)(?= de [^,.;]{1,25}? (?:al|por|cada) día)", count: "N", per: "day" },
    { re: "{N} (?:sesiones|veces|ratos|tandas)(?= de [^,.;]{1,25}? (?:por|a la|cada) semana)", count: "N", per: "week" },
    {
      re: "{N}(?: veces| vez|x)?(?: (?!horas?|minutos?|min|h|€|euros?|pesos|dólares|kg|kilos?|km|páginas|palabras|noches|tardes|mañanas)\\p{L}+)? (?:por|a la|al|cada|/|a el)\\s*{UNIT}",
      count: "N",
      per: "UNIT",
    },
    { re: "(?:cada|todos los) días? (?:laborables?|hábil(?:es)?|de semana)", count: 1, per: "day", days: WORKDAYS },
    // "todos los viernes": the cadence takes "todos"/"cada" only, so "los viernes a las 18:00" still gives the time its days.
    // "cada fin de semana", "todos los fines de semana": one session a week, on a weekend day.
    { re: "(?:cada|todos los)(?= (?:fin(?:es)? de semana|findes?)(?![\\p{L}]))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "todos(?= los {DAYS})", count: "DAYS", per: "week" },
    { re: "cada(?= {DAYS})", count: "DAYS", per: "week" },
    // "los domingos" is habitual (every Sunday); "el domingo" is one day. When a time, range or
    // daypart follows, the days are left to them (they name the cadence's days anyway).
    {
      re: "(?<!(?:todos|excepto|salvo|menos|sin|no|nunca|de|lugar de|vez de|descanso|también|quitar|fuera|sea|nada de \\p{L}+)\\s+)los(?!\\s+(?:fines|findes|días))\\s+{DAYS}(?!\\s*(?:,|y\\s|e\\s|o\\s|/|\\+|a las?\\s|a eso|sobre las|de \\d|desde|entre|por la|en la|al mediodía|\\d|(?:no|nunca|libres?|de descanso|descanso|imposible|fuera)(?!\\p{L})))",
      count: "DAYS",
      per: "week",
    },
    { re: `cada(?= ${PART_AFTER_EVERY})`, count: 1, per: "day" },
    { re: "todas(?= las (?:mañanas|tardes|noches))", count: 1, per: "day" },
    // "20 páginas por noche": daily, the evening read as its window.
    { re: "por(?= noche(?![\\p{L}]))", count: 1, per: "day" },
    { re: "todos los días|cada día|diari[oa]s?|diariamente|a diario|al día|por día|todo el día", count: 1, per: "day" },
    { re: "cada semana|todas las semanas|semanal(?:es|mente)?|por semana|a la semana", count: 1, per: "week" },
    { re: "cada mes|todos los meses|mensual(?:es|mente)?|al mes|por mes", count: 1, per: "month" },
    // A bare count in a reply ("3 veces") keeps the usual weekly rhythm.
    { re: "{N} veces(?=\\s*(?:basta|bastan|es suficiente|son suficientes|está bien)|\\s*[.!]?$)", count: "N", per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:solo |sólo |solamente )?una (?:sola )?vez(?: solo| sólo| nada más)?(?=\\s*(?:basta|es suficiente|está bien)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
  ],
  // "antes del viernes" is a deadline and "a partir del lunes" a start, not the days sessions fall on.
  everyDays: ["(?<!(?:antes|para|hasta|desde|a partir|partir)\\s+(?:de\\s+|del\\s+|el\\s+|este\\s+|de\\s+este\\s+)?){DAYS}"],
  daysWithPart: [
    "{DAYS} (?:en |a |al |a la |de |por )?{PART}",
    "{PART} (?:de |el |los )?{DAYS}",
    // "mañana" is also "tomorrow": "hasta mañana", "pasado mañana" are dates, never a morning window.
    "(?:hasta|para|desde|a partir de|pasado|de aquí a) mañana",
    // "el límite de la noche" is a bound, not a window.
    "(?:el |del )?límites? de (?:la )?(?:noche|mañana|tarde)",
  ],

  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  availability: ["solo|sólo|solamente|únicamente|puedo|podemos|tengo tiempo"],
  only: ["solo|sólo|solamente|únicamente"],
  inclusive: ["también|incluso|incluidos?|incluidas?|incluyendo"],
  or: ["o|u|o bien"],
  exceptBefore: ["(?:excepto|salvo|menos|no|nunca)(?: en| durante)? (?:mis|nuestros|nuestras)(?: [\\p{L}'-]+){0,3}?(?: los| el| de)?", "excepto(?: los| el)?|salvo(?: los| el)?|menos(?: los| el)?|sin(?: los| el)?|sin \\p{L}+ (?:los|el|en)|no(?: los| el)?|nunca(?: los| el)?|nada de \\p{L}+(?: los| el)?|en lugar de(?:l| los)?|en vez de(?:l| los)?|descanso(?: también)?(?: los| el)?|(?<!(?:tengo|tenemos|tiene|tienes|estoy|estamos|está|quedo|quedan?|tiempo)\\s+)libres?(?: los| el)?|quitar(?: los| el)?|fuera(?: los| el)?|que no sea(?: los| el)?"],
  // One alternation, so the {DAYS} pattern is compiled once for all cues.
  // ("Tengo los martes por la tarde libres" is time the person has, not a day off: see en.)
  exceptAfter: ["no|(?<!(?:tengo|tenemos|tiene|tienes|estoy|estamos|quedo|quedan?)(?:\\s+[\\p{L}'-]+){1,5}\\s+)libres?|de descanso|descanso|imposible|nunca|no puedo|fuera"],

  spans: [
    { re: "(?:en|dentro de) {N} {UNIT}" },
    { re: "(?:durante|en|para) (?:las|los) próxim[oa]s {N} {UNIT}" },
    { re: "(?:durante|en) (?:las|los) {N} próxim[oa]s {UNIT}" },
    { re: "durante {N} {UNIT}" },
    { re: "(?:en|dentro de) (?:un|una) {UNIT}", n: 1 },
    { re: "(?:en|dentro de) (?:una|la) quincena", n: 2, unit: "week" },
  ],
  // Bare articles and prepositions ("am", "le", "el", "a", "op") are no cue: "am Freitag" is a session day, not a deadline.
  deadlineBefore: [
    "antes del", "antes de", "antes de el", "para el", "para", "hasta el", "hasta", "a más tardar el", "a más tardar", "como muy tarde",
    "fecha límite", "fecha", "plazo", "al", "para finales de", "fecha:", "es el", "salimos el",
  ],
  deadlineAfter: [],
  startBefore: ["a partir del", "a partir de", "desde el", "desde", "empezando el", "comenzando el", "empezar", "empieza", "empezamos", "comenzar", "comienza", "comenzamos"],
  startOfMonth: ["(?:a )?(?:principios|inicios|comienzos) de {MONTH}"],
  midMonth: ["mediados del? {MONTH}"],
  nthWeekend: ["(?:el )?{ORD} fin de semana de {MONTH}"],
  nextWeekend: ["(?:el )?próximo fin de semana", "(?:el )?fin de semana que viene"],
  thisWeekend: ["este fin de semana", "(?:el )?fin de semana (?:de )?esta semana"],
  endOfMonth: ["(?:a |para |hasta |antes de )?(?:finales|fin|final) del? {MONTH}"],
  nextYear: ["(?:a |para |antes de |hasta )?(?:finales|fin|final) del (?:año que viene|próximo año|año próximo)", "(?:el |este )?año que viene", "el próximo año", "el año próximo"],
  yearEnd: ["(?:en|para|hasta|(?:a |para |hasta |antes de )?(?:finales|fines|fin|final) de(?:l año)?|durante|durante el|en el año|a lo largo de) (?<y>20\\d{2})(?![./]\\d)"],
  feasts: {
    pascua: 0, "domingo de pascua": 0, "domingo de resurrección": 0, "viernes santo": -2, "jueves santo": -3, "domingo de ramos": -7,
    "semana santa": -7, "miércoles de ceniza": -46, carnaval: -47, ascensión: 39, pentecostés: 49, "corpus christi": 60,
  },
  holidays: { navidad: [12, 25], navidades: [12, 25], nochebuena: [12, 24], nochevieja: [12, 31], "año nuevo": [1, 1], "fin de año": [12, 31], reyes: [1, 6], "día de reyes": [1, 6], "san valentín": [2, 14], halloween: [10, 31], "todos los santos": [11, 1] },
  comingDay: ["(?:el )?próximo {DAY}", "(?:el )?{DAY} que viene", "(?:para|antes del|hasta el) (?:el |este )?{DAY}"],
  dayOfMonth: ["(?:para el|antes del|hasta el|a más tardar el)(?: día)? {N}(?! de)(?![\\d/:h]|\\.\\d)"],
  thisYear: ["este año", "(?:a |para |antes de |hasta )?(?:finales|fin|final) de(?:l)? año", "antes de que (?:acabe|termine|se acabe) el año", "fin de año"],
  nextMonth: ["(?:a |para |hasta |antes de )?(?:finales|fin|final) del (?:mes que viene|pr[oó]ximo mes|mes siguiente)", "(?:para|antes d)el (?:mes que viene|pr[oó]ximo mes)", "(?:el )?(?:mes que viene|pr[oó]ximo mes)"],
  afterDay: ["después de", "después del", "tras", "pasad[oa]s? (?:el |la |las |los )?"],
  monthNext: ["(?:el )?próximo (?:mes de )?{MONTH}", "(?:el )?{MONTH} (?:que viene|próximo)(?! año)"],
  monthThis: ["este (?:mes de )?{MONTH}"],
  monthThisYear: ["(?:el |este )?{MONTH} de este año"],
  thisMonth: ["este mes", "(?:a |para |antes de |hasta )?(?:finales|fin|final) de(?:l)? mes", "fin de mes"],
  season: ["{SEASON}"],
  quarter: ["(?:(?:a |para )?(?:finales|fin|final) del )?(?:q|t)(?<q>[1-4])", "(?:el |(?:a |para )?(?:finales|fin|final) del )?(?<q>[1-4])(?:o|er|o)? trimestre"],
  thisQuarter: ["(?:el )?(?:fin|final|finales) del trimestre", "este trimestre"],
  nextQuarter: ["(?:el )?(?:fin|final|finales) del próximo trimestre", "el próximo trimestre", "el trimestre que viene"],

  notBefore: [
    "(?:nunca|no|nada) antes de (?:las? )?{HOUR}", "después de (?:las? )?{HOUR}", "a partir de (?:las? )?{HOUR}", "desde (?:las? )?{TIME}",
    "no más temprano de (?:las? )?{HOUR}", "más tarde de (?:las? )?{HOUR}",
  ],
  notAfter: [
    "(?:nunca|no|nada) después de (?:las? )?{HOUR}", "no más tarde de (?:las? )?{HOUR}", "antes de (?:las? )?{HOUR}", "hasta (?:las? )?{HOUR}",
    "como (?:muy )?tarde a (?:las? )?{HOUR}",
  ],
  ranges: [
    `(?:de |entre )?(?:las? )?{HOUR}\\s*(?:-|–|—)\\s*(?:las? )?{HOUR}${UNIT_AFTER}`,
    `(?:de|desde) (?:las? )?{HOUR} (?:a|hasta) (?:las? )?{HOUR}${UNIT_AFTER}`,
    `entre (?:las? )?{HOUR} y (?:las? )?{HOUR}${UNIT_AFTER}`,
  ],
  notClockAfter: ["en menos de|por debajo de|bajar de|menos de"],
  limitWords: ["reducir|reduce|reduzco|limitar|limita|limito|bajar|baja|disminuir|recortar|como máximo|máximo|no más de"],
  fixedTime: [
    `a (?:las?|eso de las?) {HOUR}${UNIT_AFTER}`, `sobre las {HOUR}${UNIT_AFTER}`, "{TIME} en punto", "a las {TIME}", "(?:mejor|prefiero) a las? {HOUR}",
  ],

  sessionLength: [
    // "1h30", "una hora y media": one amount whose unit is hours.
    "(?=\\d{1,2}\\s*(?<UNIT>h)\\s*\\d{2})(?<N>\\d{1,2}\\s*h\\s*\\d{2})",
    "(?=(?:(?:una|dos) )?(?<UNIT>horas?) y media)(?<N>(?:(?:una|dos) )?horas? y media)",
    "(?<!en menos de |menos de |por debajo de ){N}[- ]{UNIT}",
    "(?<!en menos de |menos de |por debajo de ){N}\\s*{UNIT}",
  ],
  totalEffort: ["en total", "en conjunto", "de trabajo", "en suma", "todo incluido"],
  perWeekAmount: ["por semana", "a la semana", "semanales", "cada semana", "semanalmente", "/semana"],

  // "… y no los lunes" is an exception of the same activity; "con la tirada larga los domingos" is another one.
  // "el" and "los" are no day articles here, so "… y el miércoles por la noche" must be kept as one day list.
  activityJoin: "\\s*(?:,\\s*)?(?:\\by\\b(?!\\s+(?:no|nunca|excepto|menos|salvo)(?!\\p{L}))|\\be\\b|\\bademás\\b|\\bcon\\b|;)\\s*",
  comparedLength: ["m[aá]s (?:larg|cort)[oa]s?"],
  sizeWords: ["larga|largo|largas|largos|corta|corto|grande|pequeña|pequeño|suave"],
  noActivity: ["siempre|pasar|dedicar|tomar|hacer|hago|tiempo|libre|libres|posible|si|también|luego|normalmente|idealmente|quizás|quizá|aproximadamente|unos|unas|más o menos|al menos|como mucho|máximo|solo|sólo|solamente|sesión|sesiones|vez|largo|larga|corto|corta|trabajar|ir|voy|puedo|podría|quiero|yo|lo|le|se|me|todo|otro|otra|extra|total|más|hora|horas|minutos|dispongo|tengo"],
  itemsCue: ["incluyendo", "como", "entre ellos", "entre ellas"],
  counts: {
    mock_exam: ["{N} (?:simulacros?(?: de examen)?|exámenes (?:de (?:práctica|prueba)|simulados)|pruebas de práctica)"],
    chapter: ["{N} capítulos"],
    job_application: ["{N} (?:solicitudes|candidaturas|postulaciones)", "(?:postular|postularme|aplicar|presentarme) (?:a|en) {N} (?<what>(?:ofertas|empleos|trabajos|puestos|empresas))"],
    episode: ["{N} episodios"],
    article: ["{N} (?:artículos|entradas|posts)"],
  },
  aboutThePerson: ["(?:y )?(?:yo|nosotros) (?:puedo|podría|quiero|tengo|estoy)"],

  topics: {
    run: ["corr", "carrera", "running", "trotar", "trote", "maratón", "maraton", "media maratón", "10k", "5k", "10 km", "ultra", "tirada"],
    ride: ["bici", "bicicleta", "ciclis", "pedal", "rodar", "mountain bike", "salgo en bici"],
    swim: ["nad", "natación", "piscina", "largos", "alberca"],
    hike: ["senderismo", "caminata", "montaña", "cumbre", "trekking", "escalar", "escalada"],
    race: ["carrera", "competición", "triatlón", "maratón", "media maratón", "meta", "ironman", "dorsal"],
    distance: ["km", "kilómetro", "kilometro", "distancia"],
    strength: ["fuerza", "pesas", "sentadilla", "peso muerto", "press", "flexiones", "lagartijas", "dominadas", "músculo", "kettlebell", "plancha", "ponerme fuerte"],
    gym: ["gimnasio", "gym", "fitness", "entren", "ejercicio", "pilates", "yoga", "estiramiento", "movilidad", "core", "deporte"],
    walk: ["camin", "pasear", "paseo", "pasos"],
    meditate: ["medit", "mindfulness", "atención plena", "respiración"],
    journal: ["diario", "journal", "gratitud"],
    sleep: ["dormir", "sueño", "acostarme", "despertar", "pantalla", "móvil", "celular"],
    read: ["leer", "lectura", "libro", "páginas", "novela"],
    habit: ["hábito", "rutina", "cada día", "todos los días", "a diario"],
    health: ["medicamento", "pastilla", "tableta", "dosis", "insulina", "vitamina", "suplemento", "fisio", "terapia", "tensión", "presión", "análisis", "revisión", "médico", "dermatólog", "dentista", "gotas", "inhalador", "crema", "rehabilitación", "rodilla", "espalda", "tratamiento", "cita"],
    clean: ["limpi", "orden", "ordenar", "aspirar", "colada", "fregar", "polvo", "sábanas"],
    garden: ["jardín", "jardin", "césped", "pasto", "plantas", "maleza", "podar", "seto", "huerto", "regar"],
    car: ["coche", "carro", "auto", "llantas", "neumáticos", "aceite", "servicio", "itv"],
    maintain: ["mantenimiento", "mantener", "revisar", "filtro", "inspección", "checar", "chequear", "caldera", "canalón", "presión de las llantas"],
    money: ["ahorr", "dinero", "plata", "€", "$", "euros", "pesos", "presupuesto", "invert", "deuda", "cuota", "transferencia", "gastos", "pensión", "apartando", "juntar"],
    launch: ["lanzar", "lanzamiento", "tienda", "web", "página web", "app", "aplicación", "producto", "startup", "negocio", "clientes", "saas", "beta", "mvp", "abrir", "inaugurar", "emprendimiento"],
    renovate: ["reform", "pintar", "cocina", "baño", "suelo", "piso", "azulejo", "pared", "bricolaje", "papel pintado", "ático", "terraza", "remodel", "renovar"],
    event: ["boda", "fiesta", "cumpleaños", "congreso", "conferencia", "festival", "viaje", "vacaciones", "invitados", "finca", "catering", "organizar", "reunión familiar", "aniversario", "luna de miel", "excursión", "alumnos"],
    admin: ["impuesto", "declaración", "renta", "hacienda", "visado", "visa", "seguro", "pasaporte", "permiso", "papeles", "documentos", "trámite", "inscripción", "residencia", "formulario", "nacionalidad", "hipoteca", "testamento", "herencia", "certificado", "apostill", "escanear", "renovar", "cancelar", "darme de baja", "pedir cita", "suscripci"],
    move: ["mudanza", "mudar", "trasladar", "mudarme", "mudarnos"],
    quit: ["dejar de", "dejar el", "dejar la", "dejar los", "fumar", "cigarr", "tabaco", "vapear", "vaper", "nicotina", "alcohol", "beber menos", "tomar menos", "cerveza", "sin alcohol", "sobrio", "azúcar", "azucar", "dulces", "refrescos", "bollería", "picar entre horas", "picoteo", "uñas", "morderme", "morder", "pantalla", "móvil", "celular", "redes sociales", "café", "cafeína", "antojos", "recaída", "reducir el consumo", "vino", "parar de", "refresco", "sin tabaco", "exfumador", "menos azúcar"],
    social: ["llamar", "abuel", "mis padres", "mi madre", "mi padre", "mi mamá", "mi papá", "mi hermana", "mi hermano", "mi familia", "mis hijos", "mi pareja", "mi esposa", "mi marido", "mi novia", "mi novio", "amig", "visitar a", "carta", "voluntari", "banco de alimentos", "comedor social", "misa", "iglesia", "mezquita", "sinagoga", "coro", "noche de pareja", "cita con", "nietos", "vecin", "ahijad", "residencia de ancianos", "ponerme al día", "mi tía", "mi tío", "mi primo", "mi prima", "cenar con", "comer con", "quedar con", "videollamada", "facetime", "skype", "nieto", "nieta", "madrina", "padrino", "vecina", "con los niños", "mejor amiga", "mejor amigo", "jugar a las cartas", "ir a ver", "mi hijo", "mi hija"],
    faith: ["rezar", "oración", "orar", "rosario", "biblia", "corán", "misa", "iglesia", "mezquita", "sinagoga", "cuaresma", "ramadán"],
    gift: ["regalo", "reyes", "amigo invisible"],
    pet: ["mascota", "hámster", "conejo", "cobaya", "jaula", "arenero", "gato", "acuario", "periquito", "tortuga", "veterinario", "el perro", "mi perro", "cachorro", "uñas del perro", "peluquería canina"],
    talk: ["presentación", "charla", "discurso", "ponencia", "diapositivas", "pitch"],
    job: ["trabajo", "empleo", "chamba", "puesto", "carrera profesional", "candidatura", "entrevista", "currículum", "curriculum", "cv", "carta de presentación", "reclutador", "linkedin", "contratar"],
    language: ["español", "inglés", "francés", "alemán", "japonés", "chino", "mandarín", "italiano", "neerlandés", "portugués", "coreano", "árabe", "idioma", "vocabulario", "fluido", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "gramática", "conversación", "hablar", "dele"],
    exam: ["examen", "oposicion", "prueba", "certificación", "certificado", "selectividad", "ebau", "toefl", "ielts", "aws", "estudiar", "aprobar", "repasar", "simulacro", "ccse"],
    weight: ["peso", "kg", "kilo", "adelgaz", "bajar", "perder", "dieta", "caloría", "barriga", "grasa"],
    count: ["libros", "bocetos", "dibujos", "cuadros", "fotos", "películas", "poemas", "cuentos", "puzles", "este año", "al año", "en el año"],
    skill: ["aprender", "practicar", "piano", "guitarra", "violín", "instrumento", "program", "código", "python", "godot", "videojuegos", "dibujar", "ajedrez", "cocinar", "repostería", "fotografía", "cantar", "bailar", "malabares", "tejer", "mecanografía"],
    create: ["novela", "álbum", "disco", "tesis", "tfg", "tfm", "portafolio", "portfolio", "manuscrito", "guion", "capítulo", "palabras", "escribir", "escritura", "borrador", "componer", "ilustra", "colección", "cómic", "memorias", "canciones", "grabar"],
    content: ["podcast", "blog", "boletín", "newsletter", "youtube", "video", "vídeo", "canal", "episodio", "publicación", "publicar", "artículo", "suscriptores", "instagram", "tiktok", "post"],
    org: ["equipo", "departamento", "empresa", "reorganiz", "reestructur", "organigrama", "roles", "fusionar", "fusión", "dirección", "jerarqu", "región", "regiones", "áreas", "ventas"],
    tech: ["migr", "nube", "cloud", "aws", "azure", "base de datos", "servidor", "sistema", "infraestructura", "kubernetes", "erp", "crm", "software", "datos", "plataforma", "oracle", "postgres"],
    process: ["proceso", "ágil", "agile", "scrum", "release", "despliegue", "flujo de trabajo", "cultura", "okr", "kanban", "onboarding", "estándar", "retrospectiva", "revisiones de código", "revisión de código", "reuniones", "teletrabajo", "híbrido", "implantar"],
  },

  reply: {
    longer: ["{N} {UNIT} más(?! (?:temprano|tarde|pronto))", "{N} {UNIT} más larg[ao]s?"],
    shorter: ["{N} {UNIT} menos", "{N} {UNIT} más cort[ao]s?"],
    later: ["aplaz|pospon|retras|más tarde|prorrog|ampli|mueve|mover"],
    insteadOf: ["(?:en lugar de|en vez de|no) (?:la |las |el |los |por la )?{PART}"],
    also: ["también", "además", "añade", "añadir", "agrega", "agregar", "suma", "sumar"],
    clear: {
      days: ["cualquier día", "(?:me )?da igual (?:el|qué) día", "no importa (?:el|qué) día", "todos los días (?:me )?(?:sirven|van bien)"],
      deadline: [
        "sin (?:fecha(?: límite)?|plazo|deadline)", "sin prisa", "no hay prisa", "(?:olvídate|olvida|quita|elimina) (?:de )?(?:la fecha(?: límite)?|el plazo)",
        "no tengo (?:fecha|prisa)",
      ],
      windows: ["(?:me )?da igual la hora", "no importa la hora", "a cualquier hora", "cuando sea", "la hora (?:me )?da igual"],
      not_before: ["(?:me )?da igual la hora", "no importa la hora", "a cualquier hora", "(?:olvídate|olvida|quita|elimina) (?:de )?(?:el |del )?límite de (?:la )?mañana"],
      not_after: ["(?:me )?da igual la hora", "no importa la hora", "a cualquier hora", "(?:olvídate|olvida|quita|elimina) (?:de )?(?:el |del )?límite de (?:la )?noche"],
      fixed_times: ["sin hora fija", "sin horario fijo", "(?:me )?da igual la hora", "no importa la hora", "a cualquier hora"],
      session_minutes: ["(?:me )?da igual la duración", "duración libre"],
    },
    more: ["una vez más", "una sesión más", "más a menudo", "más seguido", "más veces", "más sesiones"],
    fewer: ["una vez menos", "una sesión menos", "menos a menudo", "menos veces", "menos sesiones"],
    swap: [
      { re: "(?:el |los )?{DAY} en (?:lugar|vez) de(?:l| los)? {DAY}", old: "DAY2" },
      { re: "(?:cambia|cambiar|pasa|pasar|mueve|mover)(?:lo|la)? (?:el |los )?{DAY} (?:por|al|a|para)(?: el| los)? {DAY}", old: "DAY" },
      // "el viernes ya no puedo, muévelo al jueves": the day named first moves.
      { re: "(?:el )?{DAY}[^.!?]{0,50}?(?:muéve|mueve|pása|pasa|cámbia|cambia|pon|mover|pasar|cambiar)(?:lo|la|los|las)? (?:mejor |entonces )?(?:al|a|para el|el|por el|en el) {DAY}", old: "DAY" },
    ],
    nthWeekday: ["(?:el )?{ORD} {DAY}"],
    monthDay: ["(?:el )?(?:día )?{N} (?:de cada|del) mes", "el (?:día )?{N}(?!\\s*(?:de )?(?:{MONTH}|\\d|/))(?!\\s*(?:h|horas?|veces|minutos|días|semanas|meses))"],
    extend: ["{N} {UNIT} más", "otr[oa]s? {N} {UNIT}", "{N} {UNIT} extra", "(?:retrasa|alarga|amplía|extiende|aplaza)r? (?:el plazo |la fecha |todo )?(?:en )?{N} {UNIT}"],
  },
};
