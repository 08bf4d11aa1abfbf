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
