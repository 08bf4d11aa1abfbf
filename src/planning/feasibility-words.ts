/**
 * The words of the feasibility alternatives that the shared message tables (./messages.ts,
 * choiceLabel) have no phrase for — the stated work cut to what fits by the date, a shorter race —
 * in the person's language (en, de, fr, es, nl, pt; English otherwise). Kept apart from
 * messages.ts on purpose: choiceLabel shows an alternative's own label when it does not know its
 * kind, so a label built here in the person's words is what they see.
 */
interface AlternativeWords {
  /** "about 4 hours of work by 2026-11-27 instead of 40 hours" */
  effortFits(hours: string, date: string, instead: string): string;
  /** "a 5k on 2026-12-08 instead" */
  raceOn(race: string, date: string): string;
  /** "a 5k on or after 2026-12-22 instead" */
  raceFrom(race: string, date: string): string;
  /** "sessions only at the times you gave: SA, SU 14:00–18:00" */
  onWindowDays(times: string): string;
  /** "14:00–18:00 on MO, TU, WE, TH, FR" */
  timesOnDays(times: string, days: string): string;
  /** "4 hours" / "45 minutes" */
  hours(n: number): string;
  minutes(n: number): string;
}

const RACE: Record<string, Record<string, string>> = {
  de: { "half marathon": "Halbmarathon", marathon: "Marathon", ultra: "Ultralauf" },
  fr: { "half marathon": "semi-marathon", marathon: "marathon", ultra: "ultra" },
  es: { "half marathon": "media maratón", marathon: "maratón", ultra: "ultra" },
  nl: { "half marathon": "halve marathon", marathon: "marathon", ultra: "ultraloop" },
  pt: { "half marathon": "meia maratona", marathon: "maratona", ultra: "ultra" },
};

const WORDS: Record<string, AlternativeWords> = {
  en: {
    onWindowDays: (t) => `sessions only at the times you gave: ${t}`,
    timesOnDays: (t, d) => `${t} on ${d}`,
    effortFits: (h, d, i) => `about ${h} of work by ${d} instead of ${i}`,
    raceOn: (r, d) => `a ${r} on ${d} instead`,
    raceFrom: (r, d) => `a ${r} on or after ${d} instead`,
    hours: (n) => `${n} ${n === 1 ? "hour" : "hours"}`,
    minutes: (n) => `${n} ${n === 1 ? "minute" : "minutes"}`,
  },
  de: {
    onWindowDays: (t) => `nur zu den genannten Zeiten: ${t}`,
    timesOnDays: (t, d) => `${t} an ${d}`,
    effortFits: (h, d, i) => `etwa ${h} Arbeit bis ${d} statt ${i}`,
    raceOn: (r, d) => `stattdessen einen ${r} am ${d}`,
    raceFrom: (r, d) => `stattdessen einen ${r} ab ${d}`,
    hours: (n) => `${n} ${n === 1 ? "Stunde" : "Stunden"}`,
    minutes: (n) => `${n} ${n === 1 ? "Minute" : "Minuten"}`,
  },
  fr: {
    onWindowDays: (t) => `seulement aux horaires indiqués : ${t}`,
    timesOnDays: (t, d) => `${t} les jours ${d}`,
    effortFits: (h, d, i) => `environ ${h} de travail d'ici le ${d} au lieu de ${i}`,
    raceOn: (r, d) => `plutôt un ${r} le ${d}`,
    raceFrom: (r, d) => `plutôt un ${r} à partir du ${d}`,
    hours: (n) => `${n} ${n === 1 ? "heure" : "heures"}`,
    minutes: (n) => `${n} ${n === 1 ? "minute" : "minutes"}`,
  },
  es: {
    onWindowDays: (t) => `solo en los horarios que diste: ${t}`,
    timesOnDays: (t, d) => `${t} los días ${d}`,
    effortFits: (h, d, i) => `unas ${h} de trabajo antes del ${d} en lugar de ${i}`,
    raceOn: (r, d) => `en su lugar, ${r === "media maratón" ? "una" : "un"} ${r} el ${d}`,
    raceFrom: (r, d) => `en su lugar, ${r === "media maratón" ? "una" : "un"} ${r} a partir del ${d}`,
    hours: (n) => `${n} ${n === 1 ? "hora" : "horas"}`,
    minutes: (n) => `${n} ${n === 1 ? "minuto" : "minutos"}`,
  },
  nl: {
    onWindowDays: (t) => `alleen op de tijden die je gaf: ${t}`,
    timesOnDays: (t, d) => `${t} op ${d}`,
    effortFits: (h, d, i) => `ongeveer ${h} werk vóór ${d} in plaats van ${i}`,
    raceOn: (r, d) => `in plaats daarvan een ${r} op ${d}`,
    raceFrom: (r, d) => `in plaats daarvan een ${r} vanaf ${d}`,
    hours: (n) => `${n} uur`,
    minutes: (n) => `${n} ${n === 1 ? "minuut" : "minuten"}`,
  },
  pt: {
    onWindowDays: (t) => `só nos horários que você deu: ${t}`,
    timesOnDays: (t, d) => `${t} nos dias ${d}`,
    effortFits: (h, d, i) => `cerca de ${h} de trabalho até ${d} em vez de ${i}`,
    raceOn: (r, d) => `em vez disso, ${r === "meia maratona" || r === "maratona" ? "uma" : "um"} ${r} em ${d}`,
    raceFrom: (r, d) => `em vez disso, ${r === "meia maratona" || r === "maratona" ? "uma" : "um"} ${r} a partir de ${d}`,
    hours: (n) => `${n} ${n === 1 ? "hora" : "horas"}`,
    minutes: (n) => `${n} ${n === 1 ? "minuto" : "minutos"}`,
  },
};

export function alternativeWords(language: string | null | undefined): AlternativeWords {
  return WORDS[(language ?? "").slice(0, 2).toLowerCase()] ?? WORDS.en!;
}

/** A race distance in the person's words ("half marathon" → "Halbmarathon"); 5k and 10k stay as they are. */
export function raceName(language: string | null | undefined, race: string): string {
  return RACE[(language ?? "").slice(0, 2).toLowerCase()]?.[race] ?? race;
}

/** Minutes as hours (≥ 60) or minutes, in the person's words. */
export function duration(language: string | null | undefined, minutes: number): string {
  const w = alternativeWords(language);
  return minutes >= 60 ? w.hours(Math.round((minutes / 60) * 10) / 10) : w.minutes(Math.round(minutes));
}

type Facts = Record<string, string | number>;
const f = (facts: Facts, k: string) => String(facts[k] ?? "");

/**
 * The feasibility sentence with its figures, in the person's language, for the codes that have
 * words here (null: use the English message). English is the report's own `message`.
 */
const SENTENCES: Record<string, Partial<Record<string, (x: Facts) => string>>> = {
  de: {
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} Bücher brauchen mindestens ${f(x, "need")} Stunden Lesezeit, die Zeit bis ${f(x, "date")} gibt ${f(x, "available")} Stunden.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} Überweisungen von ${f(x, "transfer")} bis ${f(x, "date")} ergeben ${f(x, "reached")}, ${f(x, "short")} weniger als ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Ein ${f(x, "race")} braucht meist mindestens ${f(x, "min")} Wochen Training; bis ${f(x, "date")} bleiben ${f(x, "days")} Tage.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `${f(x, "level")} braucht meist etwa ${f(x, "need")} Stunden Lernzeit, dieser Plan gibt ${f(x, "available")} Stunden.`,
    EFFORT_EXCEEDS_TIME: (x) => `Das braucht etwa ${f(x, "need")} Stunden, die freigegebene Zeit bis ${f(x, "date")} gibt ${f(x, "available")} Stunden.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Die genannten Zeiten (${f(x, "times")}) liegen alle an Tagen, die du ausgeschlossen hast; übrig bleiben ${f(x, "days")}.`,
  },
  fr: {
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} livres demandent au moins ${f(x, "need")} heures de lecture, le temps jusqu'au ${f(x, "date")} en donne ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} virements de ${f(x, "transfer")} d'ici le ${f(x, "date")} font ${f(x, "reached")}, soit ${f(x, "short")} de moins que ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Un ${f(x, "race")} demande en général au moins ${f(x, "min")} semaines d'entraînement ; le ${f(x, "date")} laisse ${f(x, "days")} jours.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Atteindre ${f(x, "level")} demande en général environ ${f(x, "need")} heures d'étude, ce plan en donne ${f(x, "available")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Il faut environ ${f(x, "need")} heures, le temps que tu autorises avant le ${f(x, "date")} en donne ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Les horaires indiqués (${f(x, "times")}) tombent tous des jours que tu as exclus ; il reste ${f(x, "days")}.`,
  },
  es: {
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} libros necesitan al menos ${f(x, "need")} horas de lectura; el tiempo hasta el ${f(x, "date")} da ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} transferencias de ${f(x, "transfer")} hasta el ${f(x, "date")} suman ${f(x, "reached")}, ${f(x, "short")} menos que ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Una carrera así (${f(x, "race")}) suele necesitar al menos ${f(x, "min")} semanas de entrenamiento; hasta el ${f(x, "date")} quedan ${f(x, "days")} días.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Llegar a ${f(x, "level")} suele llevar unas ${f(x, "need")} horas de estudio; este plan da ${f(x, "available")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Esto necesita unas ${f(x, "need")} horas; el tiempo que permites antes del ${f(x, "date")} da ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Los horarios que diste (${f(x, "times")}) caen todos en días que también excluiste; quedan ${f(x, "days")}.`,
  },
  nl: {
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} boeken vragen minstens ${f(x, "need")} uur lezen; de tijd tot ${f(x, "date")} geeft ${f(x, "available")} uur.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} overboekingen van ${f(x, "transfer")} tot ${f(x, "date")} geven ${f(x, "reached")}, ${f(x, "short")} minder dan ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Een ${f(x, "race")} vraagt meestal minstens ${f(x, "min")} weken training; tot ${f(x, "date")} blijven ${f(x, "days")} dagen over.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `${f(x, "level")} halen kost meestal ongeveer ${f(x, "need")} uur studie; dit plan geeft ${f(x, "available")} uur.`,
    EFFORT_EXCEEDS_TIME: (x) => `Dit vraagt ongeveer ${f(x, "need")} uur; de tijd die je vóór ${f(x, "date")} vrijgeeft is ${f(x, "available")} uur.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `De tijden die je gaf (${f(x, "times")}) vallen allemaal op dagen die je uitsloot; over blijven ${f(x, "days")}.`,
  },
  pt: {
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} livros pedem pelo menos ${f(x, "need")} horas de leitura; o tempo até ${f(x, "date")} dá ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} transferências de ${f(x, "transfer")} até ${f(x, "date")} somam ${f(x, "reached")}, ${f(x, "short")} a menos que ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Uma prova assim (${f(x, "race")}) costuma exigir pelo menos ${f(x, "min")} semanas de treino; até ${f(x, "date")} restam ${f(x, "days")} dias.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Chegar a ${f(x, "level")} costuma levar cerca de ${f(x, "need")} horas de estudo; este plano dá ${f(x, "available")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Isto precisa de cerca de ${f(x, "need")} horas; o tempo que você permite antes de ${f(x, "date")} dá ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Os horários que você deu (${f(x, "times")}) caem todos em dias que você também excluiu; restam ${f(x, "days")}.`,
  },
};

export function numberedSentence(language: string | null | undefined, code: string, facts: Facts): string | null {
  return SENTENCES[(language ?? "").slice(0, 2).toLowerCase()]?.[code]?.(facts) ?? null;
}
