/**
 * Portuguese (Brazil and Portugal): the words and phrase templates the offline reader uses for
 * goals and replies written in Portuguese.
 *
 * Both variants are read: "às terças" / "à terça-feira", "ginásio" / "academia", "casa de banho",
 * "até ao fim de" / "até o fim de". Clock times are "às 19h", "19h30", "7 da manhã"; day ranges
 * ("de segunda a sexta") are day groups.
 */
import * as chrono from "chrono-node";
import type { Weekday } from "../../../contracts/planning.js";
import type { Lexicon } from "./lexicon.js";

const WEEK: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/**
 * Weekdays by number, as Portugal writes them ("2.ª-feira", "às 2.ªs e 4.ªs"; "ª" reads as "a", and
 * after a bare digit it is dropped: "2ª-feira" → "2-feira").
 */
function numbered(n: number): string[] {
  return [`${n}a`, `${n}as`, `${n}.a`, `${n}.as`, `${n}a-feira`, `${n}.a-feira`, `${n}-feira`, `${n} feira`, `${n}as-feiras`, `${n}.as-feiras`, `${n}.a feira`];
}

/**
 * Day names by weekday: [full, short, abbreviation, plurals and other spellings…]. "ter" is the verb
 * "to have" and "dom" a noun, so those abbreviations only with a dot.
 */
const NAMES: Record<Weekday, string[]> = {
  MO: ["segunda-feira", "segunda", "seg", "seg.", "segundas", "segundas-feiras", ...numbered(2)],
  TU: ["terça-feira", "terça", "ter.", "terças", "terças-feiras", "terca", "terca-feira", ...numbered(3)],
  WE: ["quarta-feira", "quarta", "qua", "qua.", "quartas", "quartas-feiras", ...numbered(4)],
  TH: ["quinta-feira", "quinta", "qui", "qui.", "quintas", "quintas-feiras", ...numbered(5)],
  FR: ["sexta-feira", "sexta", "sex", "sex.", "sextas", "sextas-feiras", ...numbered(6)],
  SA: ["sábado", "sábado", "sáb", "sáb.", "sábados", "sabado", "sabados", "sab"],
  SU: ["domingo", "domingo", "dom.", "domingos"],
};

/**
 * "segunda a sexta", "seg-sex": every day from the first to the second. Only spans of three days
 * or more, forward in the week: the forms people write, and every key here costs matching time.
 */
function dayRanges(): Record<string, Weekday[]> {
  const out: Record<string, Weekday[]> = {};
  for (let a = 0; a < 7; a++)
    for (let b = a + 2; b < 7; b++) {
      const days = WEEK.slice(a, b + 1);
      const [fa, sa, aa] = NAMES[WEEK[a]!];
      const [fb, sb, ab] = NAMES[WEEK[b]!];
      out[`${sa} a ${sb}`] = days;
      out[`${sa} à ${sb}`] = days;
      out[`${fa} a ${fb}`] = days;
      out[`${aa}-${ab}`] = days;
      out[`${aa} a ${ab}`] = days;
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

/** A bare hour that is a day of a month ("antes de 15 de janeiro", "depois de 3/4") is no clock time. */
const NOT_DATE = "(?!\\s*(?:de\\s+)?{MONTH})(?!\\s*[./-]\\s*\\d)";

const UNIT_AFTER = "(?!\\s*(?:horas?|minutos?|min|h\\b|vezes|dias|semanas|meses|kg|quilos?|km|€|euros?|reais|r\\$|páginas))";

export const pt: Lexicon = {
  lang: "pt",
  spaced: true,
  chrono: chrono.pt.casual,

  commonWords: ["o", "a", "os", "as", "e", "de", "do", "da", "dos", "das", "um", "uma", "para", "com", "por", "cada", "semana", "dia", "dias", "meu", "minha", "antes", "vezes", "em", "no", "na", "ao", "que", "quero", "até", "todos", "todas", "não", "nosso", "nossa", "pra", "fazer", "depois", "entre", "desde", "mas", "ou", "tenho", "vou"],

  numbers: {
    um: 1, uma: 1, dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11,
    doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, vinte: 20, trinta: 30, quarenta: 40, "quarenta e cinco": 45,
    cinquenta: 50, sessenta: 60, noventa: 90, cem: 100, "uma vez": 1, "duas vezes": 2, "uns quantos": 3, "umas quantas": 3, meia: 0.5, meio: 0.5,
    "uma hora e meia": 1.5, "hora e meia": 1.5, "duas horas e meia": 2.5, "uma dúzia": 12, "um par de": 2,
    // "um quarto de hora", "três quartos de hora": hours (see the session template).
    "um quarto de hora": 0.25, "quarto de hora": 0.25, "três quartos de hora": 0.75, "tres quartos de hora": 0.75,
    ...hoursAndMinutes(),
  },
  ordinals: {
    primeiro: 1, primeira: 1, "1o": 1, "1a": 1, segundo: 2, segunda: 2, "2o": 2, "2a": 2, terceiro: 3, terceira: 3, "3o": 3, "3a": 3,
    quarto: 4, quarta: 4, "4o": 4, "4a": 4, quinto: 5, quinta: 5, último: -1, última: -1, ultimo: -1, ultima: -1,
  },
  units: {
    minuto: "minute", minutos: "minute", min: "minute", mins: "minute", minutinhos: "minute",
    hora: "hour", horas: "hour", h: "hour", hr: "hour", hrs: "hour", horinha: "hour",
    dia: "day", dias: "day", diários: "day", diárias: "day",
    semana: "week", semanas: "week", semanais: "week",
    mês: "month", meses: "month", mes: "month", mensais: "month",
    trimestre: "quarter", trimestres: "quarter",
    ano: "year", anos: "year",
  },
  weekdays: Object.fromEntries(WEEK.flatMap((d) => NAMES[d].map((n) => [n, d] as const))),
  dayGroups: {
    "fim de semana": WEEKEND, "fins de semana": WEEKEND, "fim-de-semana": WEEKEND, "fins-de-semana": WEEKEND, "final de semana": WEEKEND,
    "finais de semana": WEEKEND, "dias úteis": WORKDAYS, "dia útil": WORKDAYS, "dias de semana": WORKDAYS, "durante a semana": WORKDAYS,
    "dias da semana": WORKDAYS, "dias de trabalho": WORKDAYS,
    ...dayRanges(),
  },
  dayparts: {
    "de madrugada": "early_morning", madrugada: "early_morning", "de manhã cedo": "early_morning", "manhã cedo": "early_morning",
    "pela manhã cedo": "early_morning", "cedo de manhã": "early_morning", "manhãs cedo": "early_morning", "logo cedo": "early_morning", "bem cedo": "early_morning",
    "de manhãzinha": "early_morning", "cedinho": "early_morning", "ao nascer do sol": "early_morning",
    "de manhã": "morning", "pela manhã": "morning", "na manhã": "morning", manhã: "morning", manhãs: "morning", "às manhãs": "morning",
    "pelas manhãs": "morning",
    "antes do trabalho": "before_work", "antes de trabalhar": "before_work", "antes do expediente": "before_work", "antes de ir trabalhar": "before_work",
    "na hora do almoço": "lunch", "hora do almoço": "lunch", "no almoço": "lunch", "ao almoço": "lunch", "ao meio-dia": "lunch", "meio-dia": "lunch",
    "à hora de almoço": "lunch", "à hora do almoço": "lunch", "hora de almoço": "lunch", "na hora de almoço": "lunch", "intervalo do almoço": "lunch", "no intervalo do almoço": "lunch", "pausa para o almoço": "lunch", "na pausa do almoço": "lunch",
    "à tarde": "afternoon", "de tarde": "afternoon", "pela tarde": "afternoon", tarde: "afternoon", tardes: "afternoon", "às tardes": "afternoon",
    "à noite": "evening", "de noite": "evening", "pela noite": "evening", noite: "evening", noites: "evening", "às noites": "evening",
    "ao fim da tarde": "evening", "ao final da tarde": "evening", "fim da tarde": "evening", "final da tarde": "evening", "ao final do dia": "evening",
    "ao fim do dia": "evening", "no fim do dia": "evening", "no final do dia": "evening",
    "depois do trabalho": "after_work", "após o trabalho": "after_work", "depois do expediente": "after_work", "depois de trabalhar": "after_work",
    "saindo do trabalho": "after_work", "ao sair do trabalho": "after_work", "depois do serviço": "after_work",
    "antes de dormir": "before_bed", "antes de deitar": "before_bed", "antes de me deitar": "before_bed", "antes de ir dormir": "before_bed",
    "antes de ir para a cama": "before_bed", "antes de ir pra cama": "before_bed", "na cama": "before_bed",
    // Meals say the part of the day: breakfast the morning, after lunch the afternoon, dinner the evening.
    "depois do pequeno-almoço": "morning", "ao pequeno-almoço": "morning", "depois do café da manhã": "morning", "no café da manhã": "morning",
    "depois do almoço": "afternoon", "após o almoço": "afternoon", "depois de almoçar": "afternoon",
    "depois do jantar": "evening", "após o jantar": "evening", "depois de jantar": "evening", "ao jantar": "evening", "no jantar": "evening",
    "à hora do jantar": "evening", "na hora do jantar": "evening", "de tardinha": "evening", "à tardinha": "evening", "ao cair da tarde": "evening",
  },
  months: {
    janeiro: 1, jan: 1, fevereiro: 2, fev: 2, março: 3, marco: 3, mar: 3, abril: 4, abr: 4, maio: 5, mai: 5, junho: 6, jun: 6,
    julho: 7, jul: 7, agosto: 8, ago: 8, setembro: 9, set: 9, outubro: 10, out: 10, novembro: 11, nov: 11, dezembro: 12, dez: 12,
  },
  seasons: { primavera: "spring", verão: "summer", verao: "summer", outono: "autumn", inverno: "winter" },

  listOnlyDays: { ter: "TU", dom: "SU" },
  listJoin: "\\s*(?:,\\s*(?:e\\s+|ou\\s+)?|&|/|\\+|\\s+e\\s+|\\s+ou\\s+)\\s*(?:(?:às|aos|à|ao|as|os|a|o|nas|nos|na|no)\\s+)?",
  // "as"/"os" are left out: "todas as quartas" takes "todas" as its cadence and leaves "quartas" to a time after it.
  dayArticles: ["às", "aos", "à", "ao", "nas", "nos", "na", "no", "de", "da", "do"],

  times: [
    // "8 e meia", "às 8h e meia", "oito e meia da noite", "meio-dia e meia".
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]|cinco|seis|sete|oito|nove|dez|onze|doze)(?: ?h| horas?)? e (?<half>meia)(?: da (?:(?<am>manhã|madrugada)|(?<pm>tarde|noite)))?",
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]|cinco|seis|sete|oito|nove|dez|onze|doze)(?: ?h| horas?)? e (?<quarter>um quarto)(?: da (?:(?<am>manhã|madrugada)|(?<pm>tarde|noite)))?",
    "(?<noon>meio-dia) e (?<half>meia)",
    // "das 9h ao meio-dia"; "ao meio-dia" alone is the lunch break (notClockAfter).
    "(?<noon>meio-dia)",
    // "19h30", "6h": only hours a clock would show for a session; "1h30", "2h" are durations.
    "(?<h>[5-9]|0[5-9]|1\\d|2[0-3]) ?h ?(?<m>\\d{2})?(?: da (?:(?<am>manhã|madrugada)|(?<pm>tarde|noite)))?",
    "(?<h>\\d{1,2}):(?<m>\\d{2})(?: ?h)?(?: da (?:(?<am>manhã|madrugada)|(?<pm>tarde|noite)))?",
    "(?<h>\\d{1,2})(?: ?h| horas?)? da (?:(?<am>manhã|madrugada)|(?<pm>tarde|noite))",
  ],
  timeWords: { "meia-noite": "23:59", "meia noite": "23:59" },

  cadence: [
    { re: "quase (?:todos os dias|todo dia|todo o dia|diariamente)|(?:n)?a maioria dos dias|quase(?= (?:todas as|toda) (?:noites|noite|manhãs|manhã|tardes|tarde))|(?:n)?a maioria(?= das (?:noites|manhãs|tardes))", count: 5, per: "week", most: true },
    { re: "(?:na |no |toda |todo |cada )?{ORD} {DAY} (?:de cada|do|de todo|de todos os) m[eê]s(?:es)?", count: 1, per: "month", nth: "ORD", weekday: "DAY" },
    { re: "(?:todo|cada) dia {N}(?!\\s*(?:de )?{MONTH})(?!\\s*/)", count: 1, per: "month", month_day: "N" },
    { re: "(?:no )?dia {N} (?:de cada|de todo) m[eê]s", count: 1, per: "month", month_day: "N" },
    // "no primeiro dia de cada mês", "todo mês no dia primeiro".
    { re: "(?:no |o )?{ORD} dia (?:de cada|de todo|do) m[eê]s", count: 1, per: "month", month_day: "ORD" },
    { re: "(?:todo m[eê]s|todos os meses|mensalmente|cada m[eê]s),? (?:no )?dia {N}(?!\\s*(?:de )?{MONTH})", count: 1, per: "month", month_day: "N" },
    { re: "dia sim,? dia não|(?:em )?dias alternados|(?:a )?cada (?:dois|2) dias|de (?:dois|2) em (?:dois|2) dias", count: 1, per: "day", interval: 2 },
    {
      re: "(?:a )?cada (?:duas|2) semanas|de (?:15|quinze) em (?:15|quinze) dias|(?:a )?cada (?:15|quinze) dias|quinzena(?:l|lmente)|semana sim,? semana não|de (?:duas|2) em (?:duas|2) semanas",
      count: 1,
      per: "week",
      interval: 2,
    },
    { re: "(?:a )?cada (?:dois|2) meses|bimestral(?:mente)?", count: 1, per: "month", interval: 2 },
    { re: "trimestral(?:mente)?|(?:a )?cada trimestre", count: 1, per: "month", interval: 3 },
    { re: "semestral(?:mente)?", count: 1, per: "month", interval: 6 },
    { re: "de {N} em {N2} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    { re: "(?:a )?cada {N} {UNIT}", count: 1, per: "UNIT", interval: "N" },
    // "duas noites por semana": the count only, so "noites" is still read as a window.
    { re: "{N}(?= (?:noites|tardes|manhãs) (?:por|na|a cada) semana)", count: "N", per: "week" },
    // "duas sessões de 20 minutos por dia": the count only, so the length is still read.
    { re: "{N} (?:sessões|vezes|treinos)(?= de [^,.;]{1,25}? (?:por|ao|a cada) dia)", count: "N", per: "day" },
    { re: "{N} (?:sessões|vezes|treinos)(?= de [^,.;]{1,25}? (?:por|na|a cada) semana)", count: "N", per: "week" },
    {
      re: "{N}(?: vezes| vez|x)?(?: (?!horas?|minutos?|min|h|€|euros?|reais|r\\$|quilos?|kg|km|páginas|palavras|noites|tardes|manhãs)\\p{L}+)? (?:por|ao|à|a|na|no|cada|/)\\s*{UNIT}",
      count: "N",
      per: "UNIT",
    },
    { re: "(?:todos os|cada|em todos os) dias? (?:úteis|útil|de semana|de trabalho)", count: 1, per: "day", days: WORKDAYS },
    // "todas as quartas": the cadence takes "todas"/"toda" only, so "quartas às 19h" still gives the time its days.
    // "todo fim de semana", "todos os fins de semana", "cada final de semana": one session a week, on a weekend day.
    { re: "(?:todo|toda|cada|todos os|em todos os)(?= (?:fim|fins|final|finais)(?: de |-de-)semana(?![\\p{L}]))", count: 1, per: "week", days: ["SA", "SU"] },
    { re: "(?:todas|todos)(?= (?:as|os) {DAYS})", count: "DAYS", per: "week" },
    { re: "(?:toda|todo|cada)(?= {DAYS})", count: "DAYS", per: "week" },
    { re: "(?:toda|cada)(?= (?:manhã|tarde|noite))", count: 1, per: "day" },
    { re: "todas(?= as (?:manhãs|tardes|noites))", count: 1, per: "day" },
    // "20 páginas por noite": daily, the evening read as its window.
    { re: "por(?= noite(?![\\p{L}]))", count: 1, per: "day" },
    { re: "todos os dias|todo (?:santo )?dia|cada dia|diariamente|por dia|ao dia|diári[oa]s?|diari[oa]s?", count: 1, per: "day" },
    // "3 treinos semanais", "duas aulas semanais".
    { re: "{N}(?: (?!horas?|minutos?|min|€|euros?|reais|quilos?|kg|km|páginas|palavras)\\p{L}+)? (?<UNIT>semanais|diári[oa]s|mensais)", count: "N", per: "UNIT" },
    // ("na semana de 14 de dezembro" is a week of the calendar.)
    { re: "toda semana|todas as semanas|cada semana|semanal(?:mente)?|semanais|por semana|na semana(?! de \\d| que vem| passada| seguinte)", count: 1, per: "week" },
    { re: "todo m[eê]s|todos os meses|cada m[eê]s|mensal(?:mente)?|mensais|por m[eê]s|ao m[eê]s", count: 1, per: "month" },
    // "… e lavar o carro aos domingos": a habitual day at the end of a new clause is that clause's own cadence.
    // ("… e os quartos aos fins de semana": at weekends says when, not how often.)
    // Not when the words after "e" are days and dayparts ("às terças e quintas à noite e ao domingo de manhã").
    { re: "(?<=\\se\\s+(?!(?:(?:às|aos|à|ao|as|os|nas|nos|na|no) )?{DAY}(?![\\p{L}]))\\p{L}+(?:\\s+\\p{L}+){0,4}\\s+)(?:aos|às|ao|à) (?!fins? de semana|fins?-de-semana|finais de semana|final de semana|(?:fim|fins|final|finais)(?: de |-de-)semana|dias){DAYS}", count: "DAYS", per: "week" },
    // A bare count in a reply ("4 vezes") keeps the usual weekly rhythm.
    { re: "{N} vezes(?=\\s*(?:basta|bastam|chega|chegam|é suficiente|está bom)|\\s*[.!]?$)", count: "N", per: "week" },
    // "only once" alone in a reply: one session per period (the reply keeps the reading's period).
    { re: "(?:só |apenas |somente )?uma (?:única )?vez(?: só| apenas)?(?=\\s*(?:basta|chega|está bom|é suficiente)?\\s*(?:[.!,;]|$))", count: 1, per: "week" },
  ],
  // "até sexta" is a deadline and "a partir de segunda" a start, not the days sessions fall on.
  everyDays: ["(?<!(?:até|antes|para|já|prazo|partir|desde)\\s+(?:de\\s+|do\\s+|da\\s+|a\\s+|o\\s+|à\\s+|ao\\s+|na\\s+|no\\s+|esta\\s+|este\\s+)?){DAYS}"],
  daysWithPart: [
    "{DAYS} (?:de |à |pela |na |no |ao |às )?{PART}",
    "{PART} (?:de |às |aos |à |ao |nas |nos |na |no )?{DAYS}",
    // "mais tarde" is "later", not an afternoon.
    "(?:mais|até mais|muito|tarde) tarde|tarde demais|tarde da noite",
  ],

  availability: ["só|apenas|somente|posso|podemos|consigo|tenho tempo"],
  only: ["só|apenas|somente"],
  inclusive: ["também|inclusive|incluindo|mesmo"],
  or: ["ou"],
  exceptBefore: [
    "(?:exceto|excepto|menos|não|nunca)(?: n[oa]s| durante)? (?:meus|minhas|nossos|nossas)(?: [\\p{L}'-]+){0,3}?(?: às?| aos?| n[oa]s?| de)?", "exceto(?: aos?| às?| os| as| o| a| no| na| nos| nas)?|excepto(?: aos?| às?| os| as| o| a)?|menos(?: aos?| às?| os| as| o| a| no| na| nos| nas)?|salvo(?: aos?| às?| os| as| o| a)?|sem(?: aos?| às?| os| as| o| a)?|sem \\p{L}+ (?:aos?|às?|na|no|nas|nos|de|em)|não(?: aos?| às?| na| no| nas| nos)?|nunca(?: aos?| às?| na| no| nas| nos)?|tirando(?: os| as| o| a)?|tira(?:r)?(?: os| as| o| a)?|fora(?: os| as| o| a)?|nada (?:de \\p{L}+ )?(?:aos?|às?|na|no|nas|nos)|trocar(?: os| as| o| a)?|em vez d[eoa]s?|no lugar d[eoa]s?|folga(?: aos?| às?| na| no)?|nem(?: aos?| às?| na| no| nas| nos)?|(?:folgar|descansar|descanso|folga)(?: aos?| às?| na| no| nas| nos)?|não (?:quero|posso|consigo|vou|dá para|dá pra)(?: \\p{L}+){0,2}? (?:aos?|às?|na|no|nas|nos)",
  ],
  // ("Tenho as terças à noite livres" is time the person has, not a day off: see en.)
  exceptAfter: ["não|nunca|(?<!(?:tenho|temos|tem|estou|estamos|fico)(?:\\s+[\\p{L}'-]+){1,5}\\s+)livres?|de folga|folga|é folga|não dá|não posso|fora|também não|tampouco|(?:é|são|fica|ficam) (?:dias? )?(?:de )?descanso|(?:é|são) (?:para|pra) descansar|(?:fica|ficam|é|são|está|estão) (?:livres?|de folga|de fora)"],

  spans: [
    { re: "(?:em|dentro de|daqui a) {N} {UNIT}" },
    { re: "(?:n[oa]s|durante (?:os|as)|pel[oa]s) próxim[oa]s {N} {UNIT}" },
    // "durante 6 semanas", "por 3 meses": a duration of practice.
    { re: "(?:durante|por) {N} {UNIT}" },
    { re: "(?:em|dentro de|daqui a) (?:um|uma) {UNIT}", n: 1 },
    { re: "(?:em|dentro de) (?:uma|a) quinzena", n: 2, unit: "week" },
  ],
  // Bare articles and prepositions ("am", "le", "el", "a", "op") are no cue: "am Freitag" is a session day, not a deadline.
  deadlineBefore: [
    "até", "até ao", "até o", "até à", "até a", "até dia", "até o dia", "antes de", "antes do", "antes da", "para", "para o", "para a", "para dia",
    "prazo", "prazo até", "prazo:", "no máximo até", "o mais tardar", "é já", "já na", "já no",
    // "dia 20" is a date; "por dia nos dias úteis" is a rhythm.
    "(?<!(?:por|ao|cada|todo|um|uma|o) )dia",
  ],
  deadlineAfter: [],
  startBefore: ["a partir de", "a partir do", "a partir da", "desde", "começando em", "começando no", "começando dia", "começar", "começa", "começamos", "iniciar"],
  startOfMonth: ["(?:o |ao )?(?:início|inicio|começo|princípio) de {MONTH}"],
  midMonth: ["meados d[eo] {MONTH}", "(?:o )?meio d[eo] {MONTH}"],
  nthWeekend: ["(?:o |no )?{ORD} fim de semana de {MONTH}"],
  nextWeekend: ["(?:n?o )?próximo fim de semana", "(?:n?o )?fim de semana que vem"],
  thisWeekend: ["(?:n?este|n?esse) fim de semana"],
  endOfMonth: ["(?:até |antes d[eo] |para )?(?:ao |o |a )?(?:fim|final|finais) d[eo] {MONTH}"],
  nextYear: ["(?:até |antes d[eo] |para )?(?:ao |o )?(?:fim|final) do (?:ano que vem|próximo ano)", "(?:o )?ano que vem", "(?:o )?próximo ano"],
  yearEnd: ["(?:em|até|(?:até |antes d[oe] |para |n?o )?(?:ao |o )?(?:fim|final) de|durante|durante o|no ano de|ao longo de) (?<y>20\\d{2})(?![./]\\d)"],
  feasts: {
    páscoa: 0, pascoa: 0, "domingo de páscoa": 0, "sexta-feira santa": -2, "sexta-feira da paixão": -2, "quinta-feira santa": -3,
    "semana santa": -7, "domingo de ramos": -7, carnaval: -47, "terça-feira de carnaval": -47, "quarta-feira de cinzas": -46,
    ascensão: 39, pentecostes: 49, "corpus christi": 60,
  },
  holidays: { natal: [12, 25], "véspera de natal": [12, 24], "passagem de ano": [12, 31], réveillon: [12, 31], "ano novo": [1, 1], "dia de reis": [1, 6], halloween: [10, 31], "são joão": [6, 24] },
  comingDay: ["(?:n?o |n?a )?próxim[oa] {DAY}", "{DAY} que vem", "(?:até|para) (?:a |o |esta |este )?{DAY}"],
  dayOfMonth: ["(?:até (?:ao |o )?dia|antes do dia|para o dia|para dia|até dia) {N}(?! de)(?![\\d/:h]|\\.\\d)"],
  thisYear: ["este ano", "esse ano", "neste ano", "(?:até |antes d[eo] |para )?(?:ao |o )?(?:fim|final) (?:do|deste) ano", "antes que o ano acabe"],
  nextMonth: ["(?:até |antes d[oa] |para )?(?:ao |o )?(?:fim|final) do (?:m[eê]s que vem|próximo m[eê]s)", "(?:o )?m[eê]s que vem", "(?:o )?próximo m[eê]s"],
  afterDay: ["depois d[oa]s?", "depois de", "após o", "após a", "após"],
  monthNext: ["(?:o |no )?próximo (?:mês de )?{MONTH}", "{MONTH} (?:que vem|próximo)(?! ano)"],
  monthThis: ["(?:este|neste) (?:mês de )?{MONTH}"],
  monthThisYear: ["{MONTH} (?:deste|desse) ano"],
  thisMonth: ["este m[eê]s", "(?:até |antes d[eo] |para )?(?:ao |o )?(?:fim|final) (?:do|deste) m[eê]s"],
  season: ["{SEASON}"],
  quarter: ["(?:(?:ao |o )?(?:fim|final) do )?(?:q|t)(?<q>[1-4])", "(?:no |(?:ao |o )?(?:fim|final) do )?(?<q>[1-4])o trimestre", "(?:no |(?:ao |o )?(?:fim|final) do )?{ORD} trimestre"],
  thisQuarter: ["(?:até |antes d[oa] |para )?(?:ao |o |a )?(?:fim|final) (?:do|deste) trimestre", "(?:o )?(?:fim|final) do trimestre", "este trimestre", "neste trimestre"],
  nextQuarter: ["(?:o )?(?:fim|final) do próximo trimestre", "o próximo trimestre"],

  notBefore: [
    `(?:nunca|não|nada) antes d(?:as?|e) {HOUR}${NOT_DATE}`, `depois d(?:as?|e) {HOUR}${NOT_DATE}`, `após (?:as? )?{HOUR}${NOT_DATE}`, `a partir d(?:as?|e) {HOUR}${NOT_DATE}`,
    `só depois d(?:as?|e) {HOUR}${NOT_DATE}`, "desde as {HOUR}", "depois do {TIME}",
  ],
  notAfter: [
    `(?:nunca|não|nada) depois d(?:as?|e) {HOUR}${NOT_DATE}`, `(?:nunca|não|nada) após (?:as? )?{HOUR}${NOT_DATE}`, `antes d(?:as?|e) {HOUR}${NOT_DATE}`,
    `até (?:às|as|a) {HOUR}${NOT_DATE}`, "no máximo até (?:às|as) {HOUR}", "antes do {TIME}",
  ],
  ranges: [
    `(?:das?|de|entre (?:as? )?)?{HOUR}\\s*(?:-|–|—)\\s*(?:as? )?{HOUR}${UNIT_AFTER}`,
    `(?:das?|de) {HOUR} (?:às|as|a|ao|até (?:às|as|ao|o)) {HOUR}${UNIT_AFTER}`,
    `entre (?:as? )?{HOUR} e (?:as? )?{HOUR}${UNIT_AFTER}`,
  ],
  notClockAfter: ["abaixo de|em menos de|menos de|sub|ao|no|pelo|o"],
  limitWords: ["reduzir|reduz|reduzo|limitar|limita|limito|diminuir|baixar|no máximo|máximo|não mais de"],
  fixedTime: [
    // ("às 2.ªs e 4.ªs" are Mondays and Wednesdays.)
    `(?:às|as) {HOUR}${UNIT_AFTER}(?!\\.?as?(?![\\p{L}\\d])|\\.?a?-feira| feira)`, "(?:às|as) (?<HOUR>\\d{1,2}) ?(?:h|horas?)(?![\\p{L}\\d])", `(?:à|a) {HOUR}(?=\\s*(?:h|da|:))`, `pelas {HOUR}${UNIT_AFTER}`, `por volta das {HOUR}${UNIT_AFTER}`,
    "{TIME} em ponto", "{TIME} certinho",
  ],

  sessionLength: [
    // "1h30", "uma hora e meia": one amount whose unit is hours.
    "(?=\\d{1,2}\\s*(?<UNIT>h)\\s*\\d{2})(?<N>\\d{1,2}\\s*h\\s*\\d{2})",
    "(?=(?:(?:uma|duas) )?(?<UNIT>horas?) e meia)(?<N>(?:(?:uma|duas) )?horas? e meia)",
    "(?<N>(?:um |três |tres )?quartos? de hora)(?<=(?<UNIT>hora))",
    "(?<!em menos de |menos de |abaixo de ){N}[- ]{UNIT}",
    "(?<!em menos de |menos de |abaixo de ){N}\\s*{UNIT}",
  ],
  totalEffort: ["no total", "ao todo", "de trabalho", "no conjunto", "somando tudo"],
  perWeekAmount: ["por semana", "na semana", "semanais", "cada semana", "toda semana", "semanalmente", "/semana"],

  // "… e não às sextas" is an exception of the same activity.
  activityJoin: "\\s*(?:,\\s*)?(?:\\be\\b(?!\\s+(?:não|nunca|exceto|menos|salvo))|\\balém disso\\b|;)\\s*",
  comparedLength: ["mais (?:long|curt)[oa]s?"],
  sizeWords: ["longa|longo|longas|curta|curto|grande|pequena|pequeno|leve"],
  noActivity: ["sempre|passar|dedicar|tirar|fazer|faço|tempo|livre|livres|possível|se|também|normalmente|idealmente|talvez|cerca|mais ou menos|pelo menos|no máximo|só|apenas|sessão|sessões|vez|longo|longa|curto|curta|trabalhar|ir|posso|poderia|quero|eu|me|todo|toda|outro|outra|extra|total|mais|hora|horas|minutos|consigo|tenho"],
  itemsCue: ["incluindo", "como", "entre eles", "entre elas"],
  counts: {
    mock_exam: ["{N} (?:simulados?|exames? simulados?|provas simuladas|testes simulados)"],
    chapter: ["{N} capítulos"],
    job_application: ["{N} candidaturas", "(?:candidatar-me|candidatar|concorrer) (?:a|em|para) {N} (?<what>(?:vagas|empregos|empresas))"],
    episode: ["{N} episódios"],
    article: ["{N} (?:artigos|posts)"],
  },
  aboutThePerson: ["(?:e )?(?:eu|nós) (?:posso|poderia|quero|tenho|estou)"],

  topics: {
    run: ["corr", "corrida", "maratona", "meia maratona", "meia-maratona", "10k", "5k", "10 km", "são silvestre", "ultra", "trote", "longão"],
    ride: ["bicicleta", "bike", "pedal", "ciclis", "btt"],
    swim: ["nad", "natação", "piscina"],
    hike: ["trilha", "caminhada na montanha", "montanha", "cume", "trekking", "escalar", "escalada", "percurso pedestre"],
    race: ["prova", "competição", "triatlo", "maratona", "meia maratona", "são silvestre", "linha de chegada", "ironman"],
    distance: ["km", "quilómetro", "quilômetro", "distância"],
    strength: ["força", "musculação", "agachamento", "levantamento terra", "supino", "flexões", "barra fixa", "barras fixas", "músculo", "kettlebell", "prancha", "pesos"],
    gym: ["academia", "ginásio", "ginasio", "fitness", "treino", "treinar", "exercício", "pilates", "yoga", "ioga", "alongamento", "mobilidade", "funcional", "crossfit"],
    walk: ["caminh", "passear", "passeio", "passos"],
    meditate: ["medit", "mindfulness", "atenção plena", "respiração"],
    journal: ["diário", "journal", "gratidão"],
    sleep: ["dormir", "sono", "deitar", "acordar", "ecrã", "tela", "celular", "telemóvel"],
    read: ["ler", "leitura", "livro", "páginas", "romance"],
    habit: ["hábito", "rotina", "todos os dias", "todo dia", "diariamente"],
    health: ["remédio", "medicamento", "comprimido", "pílula", "dose", "insulina", "vitamina", "suplemento", "fisioterapia", "terapia", "pressão", "glicemia", "análises", "exame de sangue", "check-up", "médic", "dentista", "colírio", "inalador", "reabilitação", "joelho", "costas", "tratamento", "consulta"],
    clean: ["limp", "arrum", "faxina", "aspirar", "roupa", "lavar", "pó", "destralhar"],
    garden: ["jardim", "relva", "grama", "plantas", "ervas daninhas", "podar", "sebe", "horta", "regar"],
    car: ["carro", "pneus", "óleo", "revisão do carro", "automóvel", "lavar o carro"],
    maintain: ["manutenção", "manter", "filtro", "ar-condicionado", "inspeção", "verificar", "calha", "caldeira", "limpar o filtro"],
    money: ["poupar", "poupança", "economizar", "guardar", "juntar", "dinheiro", "€", "r$", "reais", "euros", "orçamento", "investir", "dívida", "transferência", "despesas", "aposentadoria", "reforma", "reserva de emergência"],
    launch: ["lançar", "lançamento", "loja", "e-commerce", "site", "app", "aplicativo", "aplicação", "produto", "startup", "negócio", "clientes", "saas", "beta", "mvp", "abrir", "inaugurar", "pastelaria"],
    renovate: ["reform", "pintar", "cozinha", "casa de banho", "banheiro", "piso", "chão", "azulejo", "parede", "bricolage", "sótão", "terraço", "remodel", "renovar", "obras"],
    event: ["casamento", "festa", "aniversário", "anos do", "anos da", "congresso", "conferência", "festival", "viagem", "férias", "convidados", "buffet", "organizar", "planear", "planejar", "reunião de família", "lua de mel", "excursão", "cerimonialista", "decoração"],
    admin: ["imposto", "irs", "declaração", "visto", "seguro", "passaporte", "autorização", "residência", "papéis", "documentos", "papelada", "inscrição", "formulário", "nacionalidade", "hipoteca", "testamento", "herança", "certidão", "aima", "finanças", "cartório", "renovar", "cancelar", "marcar consulta", "agendar", "assinatura"],
    move: ["mudança", "mudar de casa", "mudar-me", "mudar para", "mudar-nos"],
    quit: ["parar de", "largar o", "largar a", "deixar de", "fumar", "cigarr", "tabaco", "vape", "nicotina", "álcool", "alcool", "beber menos", "cerveja", "sem álcool", "sóbri", "açúcar", "acucar", "doces", "refrigerante", "roer", "unhas", "tempo de tela", "celular", "telemóvel", "redes sociais", "café", "cafeína", "recaída", "diminuir o consumo", "cortar refrigerante", "cortar doces", "cortar açúcar", "cortar o açúcar", "cortar o álcool", "vinho", "sem cigarro", "ex-fumante", "menos açúcar"],
    social: ["ligar para", "telefonar", "avó", "avô", "avós", "vovó", "vovô", "meus pais", "minha mãe", "meu pai", "minha irmã", "meu irmão", "minha família", "meus filhos", "minha esposa", "meu marido", "minha namorada", "meu namorado", "amig", "visitar", "carta", "voluntári", "voluntari", "banco alimentar", "abrigo", "missa", "igreja", "culto", "coral", "encontro", "netos", "vizinh", "afilhad", "asilo", "lar de idosos", "minha tia", "meu tio", "meu primo", "minha prima", "jantar com", "almoçar com", "chamada de vídeo", "videochamada", "facetime", "skype", "neto", "neta", "madrinha", "padrinho", "vizinha", "com as crianças", "melhor amiga", "melhor amigo", "jogar cartas", "meu filho", "minha filha"],
    faith: ["rezar", "oração", "orar", "terço", "bíblia", "alcorão", "missa", "igreja", "culto", "mesquita", "quaresma", "ramadã"],
    gift: ["presente de", "presentes", "lembrancinha", "amigo secreto"],
    pet: ["pet", "hamster", "coelho", "porquinho-da-índia", "gaiola", "caixa de areia", "areia do gato", "gato", "aquário", "periquito", "tartaruga", "veterinário", "o cachorro", "meu cachorro", "o cão", "filhote", "unhas do cachorro", "banho e tosa"],
    talk: ["apresentação", "palestra", "discurso", "slides", "pitch"],
    job: ["emprego", "trabalho", "vaga", "cargo", "carreira", "candidatura", "entrevista", "currículo", "curriculo", "cv", "carta de apresentação", "recrutador", "linkedin", "contratação"],
    language: ["espanhol", "inglês", "francês", "alemão", "japonês", "chinês", "mandarim", "italiano", "holandês", "neerlandês", "coreano", "árabe", "língua", "idioma", "vocabulário", "fluente", "a1", "a2", "b1", "b2", "c1", "c2", "duolingo", "gramática", "conversação", "falar", "aulas de"],
    exam: ["exame", "prova", "concurso", "vestibular", "enem", "certificação", "certificado", "toefl", "ielts", "estudar para", "passar no", "passar na", "revisão", "simulado", "exame nacional"],
    weight: ["peso", "kg", "quilo", "emagrec", "perder", "dieta", "caloria", "barriga", "gordura"],
    count: ["livros", "esboços", "desenhos", "quadros", "fotos", "filmes", "poemas", "contos", "puzzles", "este ano", "por ano", "no ano"],
    skill: ["aprender", "praticar", "piano", "violão", "guitarra", "violino", "instrumento", "programa", "código", "python", "desenhar", "xadrez", "cozinhar", "pão", "fermentação", "confeitaria", "fotografia", "cantar", "dançar", "malabar", "tricô", "crochê", "datilografia"],
    create: ["romance", "álbum", "disco", "tese", "tcc", "dissertação", "monografia", "portfólio", "portfolio", "manuscrito", "roteiro", "capítulo", "palavras", "escrever", "escrita", "rascunho", "compor", "ilustra", "coleção", "banda desenhada", "quadrinhos", "memórias", "músicas", "gravar", "relatório"],
    content: ["podcast", "blog", "blogue", "newsletter", "youtube", "vídeo", "canal", "episódio", "publicação", "publicar", "postar", "artigo", "crónica", "crônica", "seguidores", "inscritos", "instagram", "tiktok", "post"],
    org: ["equipa", "equipe", "departamento", "empresa", "reorganiz", "reestrutur", "organograma", "funções", "fundir", "fusão", "direção", "diretoria", "hierarqu", "áreas", "semana de 4 dias", "semana de quatro dias"],
    tech: ["migr", "nuvem", "cloud", "aws", "azure", "base de dados", "banco de dados", "servidor", "sistema", "infraestrutura", "kubernetes", "erp", "crm", "software", "dados", "plataforma"],
    process: ["processo", "ágil", "agile", "scrum", "release", "deploy", "fluxo de trabalho", "cultura", "okr", "kanban", "onboarding", "padrão", "retrospectiva", "revisão de código", "reuniões", "teletrabalho", "híbrido", "implantar", "modelo de trabalho"],
  },

  reply: {
    later: ["adi|prorrog|empurr|mais tarde|estend|passa"],
    insteadOf: ["(?:em vez de|ao invés de|não) (?:a |as |o |os |de |à )?{PART}"],
    possible: ["posso|dá para|dá pra|consigo|(?:é|fica) possível"],
    also: ["também", "incluir", "inclui", "acrescentar", "acrescenta", "adicionar", "adiciona", "além disso"],
    clear: {
      days: ["qualquer dia(?: serve| está bem| dá| pode ser)?", "tanto faz o dia", "o dia tanto faz", "todos os dias servem"],
      deadline: ["sem prazo", "sem data(?: limite)?", "sem pressa", "não há pressa", "(?:tira|esquece|remove) o prazo", "não tenho prazo"],
      windows: ["qualquer hora", "a qualquer hora", "tanto faz a hora", "a hora tanto faz", "(?:o )?horário tanto faz", "qualquer horário"],
      not_before: ["qualquer hora", "a qualquer hora", "tanto faz a hora", "a hora tanto faz", "qualquer horário", "cedo (?:também )?(?:serve|dá|pode)"],
      not_after: ["qualquer hora", "a qualquer hora", "tanto faz a hora", "a hora tanto faz", "qualquer horário", "tarde (?:também )?(?:serve|dá|pode)"],
      fixed_times: ["sem hora(?:rio)? fix[oa]", "qualquer hora", "tanto faz a hora", "qualquer horário"],
      session_minutes: ["tanto faz a duração", "duração livre"],
    },
    more: ["uma vez a mais", "mais um dia(?= (?:por|na|a cada|cada) semana)", "um dia a mais", "mais uma (?:vez|sessão|aula|treino|noite|manhã|tarde|caminhada|corrida)", "(?:uma|um) (?:vez|sessão|aula|treino|noite|manhã|tarde) a mais", "com mais frequência", "mais vezes", "mais sessões"],
    fewer: ["uma vez a menos", "(?:uma|um) (?:sessão|aula|treino|noite|manhã|tarde|dia) a menos", "menos um dia(?= (?:por|na|a cada|cada) semana)", "menos uma (?:vez|sessão|aula|treino|noite|manhã|tarde|caminhada|corrida)", "com menos frequência", "menos vezes", "menos sessões"],
    swap: [
      { re: "(?:trocar|troca|troque|mudar|muda|mude|passar|passa|passe) (?:a |o |as |os )?{DAY} (?:pela|pelo|pelas|pelos|para a|para o|para|pra|pro|por) (?:a |o )?{DAY}", old: "DAY" },
      { re: "(?:a |o |à |ao )?{DAY} (?:em vez d[eoa]s?|no lugar d[eoa]s?|ao invés d[eoa]s?) {DAY}", old: "DAY2" },
      // "sexta já não dá, passa para quinta": the day named first moves.
      { re: "(?:a |o )?{DAY}[^.!?]{0,50}?(?:passa|passe|passar|muda|mude|mudar|troca|troque|trocar|põe|ponha|coloca|coloque)(?: isso| a aula| o treino| a sessão)? (?:para|pra|pro|pela|pelo|na|no|à|ao) (?:a |o )?{DAY}", old: "DAY" },
      { re: "(?:a |o |às |aos )?{DAY} (?:passa a ser|passa para|passam a ser|passam para|fica para|vira) (?:a |o |à |ao |às |aos )?{DAY}", old: "DAY" },
    ],
    nthWeekday: ["(?:na |no |a |o )?{ORD} {DAY}"],
    monthDay: ["(?:no |o |para o |pro )?dia {N}(?!\\s*(?:de )?(?:{MONTH}|\\d|/))"],
    longer: ["(?<N>(?:um |três |tres )?quartos? de hora)(?<=(?<UNIT>hora)) a mais", "mais (?<N>(?:um |três |tres )?quartos? de hora)(?<=(?<UNIT>hora))", "{N} {UNIT} a mais", "mais {N} {UNIT}", "{N} {UNIT} mais long[oa]s?"],
    shorter: ["(?<N>(?:um |três |tres )?quartos? de hora)(?<=(?<UNIT>hora)) a menos", "menos (?<N>(?:um |três |tres )?quartos? de hora)(?<=(?<UNIT>hora))", "{N} {UNIT} a menos", "menos {N} {UNIT}", "{N} {UNIT} mais curt[oa]s?"],
    laterTime: ["{N} {UNIT} mais tarde", "{N} {UNIT} depois"],
    earlierTime: ["{N} {UNIT} mais cedo", "{N} {UNIT} antes"],
    advance: ["(?:adiantar|adianta|adiante|antecipar|antecipa|antecipe)(?: o prazo| a data| a entrega| tudo)? (?:em )?{N} {UNIT}", "{N} {UNIT} (?:mais cedo|antes)(?= do prazo|$)"],
    extend: ["mais {N} {UNIT}(?! (?:por|na|a cada|cada) semana)", "{N} {UNIT} a mais", "outr[oa]s? {N} {UNIT}", "(?:adiar|adia|adie|prolongar|prolonga|estender|estende)(?: o prazo| a data| tudo)? (?:em |por )?{N} {UNIT}"],
  },
};
