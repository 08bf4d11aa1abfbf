/**
 * The words of the feasibility alternatives that the shared message tables (./messages.ts,
 * choiceLabel) have no phrase for — the stated work cut to what fits by the date, a shorter race —
 * in the person's language (all nine). Kept apart from
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
  /** "just the 6 sessions of 20 minutes before 2026-12-04, as a first step" */
  firstStep(n: number, minutes: number, date: string): string;
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
  ja: { "half marathon": "ハーフマラソン", marathon: "フルマラソン", ultra: "ウルトラマラソン" },
  zh: { "half marathon": "半程马拉松", marathon: "全程马拉松", ultra: "超级马拉松" },
  it: { "half marathon": "mezza maratona", marathon: "maratona", ultra: "ultramaratona" },
};

const WORDS: Record<string, AlternativeWords> = {
  en: {
    firstStep: (n, m, d) => `just the ${n} ${n === 1 ? "session" : "sessions"} of ${m} minutes before ${d}, as a first step`,
    onWindowDays: (t) => `sessions only at the times you gave: ${t}`,
    timesOnDays: (t, d) => `${t} on ${d}`,
    effortFits: (h, d, i) => `about ${h} of work by ${d} instead of ${i}`,
    raceOn: (r, d) => `a ${r} on ${d} instead`,
    raceFrom: (r, d) => `a ${r} on or after ${d} instead`,
    hours: (n) => `${n} ${n === 1 ? "hour" : "hours"}`,
    minutes: (n) => `${n} ${n === 1 ? "minute" : "minutes"}`,
  },
  de: {
    firstStep: (n, m, d) => `nur die ${n} ${n === 1 ? "Einheit" : "Einheiten"} à ${m} Minuten bis ${d}, als ersten Schritt`,
    onWindowDays: (t) => `nur zu den genannten Zeiten: ${t}`,
    timesOnDays: (t, d) => `${t} an ${d}`,
    effortFits: (h, d, i) => `etwa ${h} Arbeit bis ${d} statt ${i}`,
    raceOn: (r, d) => `stattdessen einen ${r} am ${d}`,
    raceFrom: (r, d) => `stattdessen einen ${r} ab ${d}`,
    hours: (n) => `${n} ${n === 1 ? "Stunde" : "Stunden"}`,
    minutes: (n) => `${n} ${n === 1 ? "Minute" : "Minuten"}`,
  },
  fr: {
    firstStep: (n, m, d) => `seulement ${n === 1 ? "la séance" : `les ${n} séances`} de ${m} minutes d'ici le ${d}, comme premier pas`,
    onWindowDays: (t) => `seulement aux horaires indiqués : ${t}`,
    timesOnDays: (t, d) => `${t} les jours ${d}`,
    effortFits: (h, d, i) => `environ ${h} de travail d'ici le ${d} au lieu de ${i}`,
    raceOn: (r, d) => `plutôt un ${r} le ${d}`,
    raceFrom: (r, d) => `plutôt un ${r} à partir du ${d}`,
    hours: (n) => `${n} ${n === 1 ? "heure" : "heures"}`,
    minutes: (n) => `${n} ${n === 1 ? "minute" : "minutes"}`,
  },
  es: {
    firstStep: (n, m, d) => `solo ${n === 1 ? "la sesión" : `las ${n} sesiones`} de ${m} minutos antes del ${d}, como primer paso`,
    onWindowDays: (t) => `solo en los horarios que diste: ${t}`,
    timesOnDays: (t, d) => `${t} los días ${d}`,
    effortFits: (h, d, i) => `unas ${h} de trabajo antes del ${d} en lugar de ${i}`,
    raceOn: (r, d) => `en su lugar, ${r === "media maratón" ? "una" : "un"} ${r} el ${d}`,
    raceFrom: (r, d) => `en su lugar, ${r === "media maratón" ? "una" : "un"} ${r} a partir del ${d}`,
    hours: (n) => `${n} ${n === 1 ? "hora" : "horas"}`,
    minutes: (n) => `${n} ${n === 1 ? "minuto" : "minutos"}`,
  },
  nl: {
    firstStep: (n, m, d) => `alleen ${n === 1 ? "de sessie" : `de ${n} sessies`} van ${m} minuten vóór ${d}, als eerste stap`,
    onWindowDays: (t) => `alleen op de tijden die je gaf: ${t}`,
    timesOnDays: (t, d) => `${t} op ${d}`,
    effortFits: (h, d, i) => `ongeveer ${h} werk vóór ${d} in plaats van ${i}`,
    raceOn: (r, d) => `in plaats daarvan een ${r} op ${d}`,
    raceFrom: (r, d) => `in plaats daarvan een ${r} vanaf ${d}`,
    hours: (n) => `${n} uur`,
    minutes: (n) => `${n} ${n === 1 ? "minuut" : "minuten"}`,
  },
  pt: {
    firstStep: (n, m, d) => `só ${n === 1 ? "a sessão" : `as ${n} sessões`} de ${m} minutos até ${d}, como primeiro passo`,
    onWindowDays: (t) => `só nos horários que você deu: ${t}`,
    timesOnDays: (t, d) => `${t} nos dias ${d}`,
    effortFits: (h, d, i) => `cerca de ${h} de trabalho até ${d} em vez de ${i}`,
    raceOn: (r, d) => `em vez disso, ${r === "meia maratona" || r === "maratona" ? "uma" : "um"} ${r} em ${d}`,
    raceFrom: (r, d) => `em vez disso, ${r === "meia maratona" || r === "maratona" ? "uma" : "um"} ${r} a partir de ${d}`,
    hours: (n) => `${n} ${n === 1 ? "hora" : "horas"}`,
    minutes: (n) => `${n} ${n === 1 ? "minuto" : "minutos"}`,
  },
  it: {
    firstStep: (n, m, d) => `solo ${n === 1 ? "la sessione" : `le ${n} sessioni`} da ${m} minuti fino al ${d}, come primo passo`,
    onWindowDays: (t) => `solo negli orari che hai indicato: ${t}`,
    timesOnDays: (t, d) => `${t} nei giorni ${d}`,
    effortFits: (h, d, i) => `circa ${h} di lavoro entro il ${d} invece di ${i}`,
    raceOn: (r, d) => `invece ${r === "mezza maratona" || r === "maratona" || r === "ultramaratona" ? "una" : "un"} ${r} il ${d}`,
    raceFrom: (r, d) => `invece ${r === "mezza maratona" || r === "maratona" || r === "ultramaratona" ? "una" : "un"} ${r} dal ${d} in poi`,
    hours: (n) => `${n} ${n === 1 ? "ora" : "ore"}`,
    minutes: (n) => `${n} ${n === 1 ? "minuto" : "minuti"}`,
  },
  ja: {
    firstStep: (n, m, d) => `最初の一歩として、${d}までの${m}分×${n}回だけ`,
    onWindowDays: (t) => `指定した時間帯だけ：${t}`,
    timesOnDays: (t, d) => `${d}の${t}`,
    effortFits: (h, d, i) => `${i}ではなく、${d}までに約${h}の作業`,
    raceOn: (r, d) => `代わりに${d}に${r}`,
    raceFrom: (r, d) => `代わりに${d}以降に${r}`,
    hours: (n) => `${n}時間`,
    minutes: (n) => `${n}分`,
  },
  zh: {
    firstStep: (n, m, d) => `只安排${d}之前的${n}次、每次${m}分钟，作为第一步`,
    onWindowDays: (t) => `只在你给出的时间：${t}`,
    timesOnDays: (t, d) => `${d}的${t}`,
    effortFits: (h, d, i) => `到${d}为止完成约${h}的工作，而不是${i}`,
    raceOn: (r, d) => `改为${d}跑${r}`,
    raceFrom: (r, d) => `改为${d}或之后跑${r}`,
    hours: (n) => `${n}小时`,
    minutes: (n) => `${n}分钟`,
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
    TOO_SHORT_TO_BUILD_UP: (x) => `So ein Ziel wird über Wochen aufgebaut (mindestens ${f(x, "min")}), bis ${f(x, "date")} bleiben aber ${f(x, "days") === "1" ? "1 Tag" : `${f(x, "days")} Tage`}: der Plan wäre nur eine Handvoll Einheiten.`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} Bücher brauchen mindestens ${f(x, "need")} Stunden Lesezeit, die Zeit bis ${f(x, "date")} gibt ${f(x, "available")} Stunden.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} Überweisungen von ${f(x, "transfer")} bis ${f(x, "date")} ergeben ${f(x, "reached")}, ${f(x, "short")} weniger als ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Ein ${f(x, "race")} braucht meist mindestens ${f(x, "min")} Wochen Training; bis ${f(x, "date")} bleiben ${f(x, "days")} Tage.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `${f(x, "level")} braucht meist etwa ${f(x, "need")} Stunden Lernzeit, dieser Plan gibt bis ${f(x, "date")} ${f(x, "available")} Stunden.`,
    EFFORT_EXCEEDS_TIME: (x) => `Das braucht etwa ${f(x, "need")} Stunden, die freigegebene Zeit bis ${f(x, "date")} gibt ${f(x, "available")} Stunden.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Die genannten Zeiten (${f(x, "times")}) liegen alle an Tagen, die du ausgeschlossen hast; übrig bleiben ${f(x, "days")}.`,
  },
  fr: {
    TOO_SHORT_TO_BUILD_UP: (x) => `Un objectif comme celui-ci se construit sur des semaines (au moins ${f(x, "min")}), mais le ${f(x, "date")} laisse ${f(x, "days") === "1" ? "1 jour" : `${f(x, "days")} jours`} : le plan ne serait qu'une poignée de séances.`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} livres demandent au moins ${f(x, "need")} heures de lecture, le temps jusqu'au ${f(x, "date")} en donne ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} virements de ${f(x, "transfer")} d'ici le ${f(x, "date")} font ${f(x, "reached")}, soit ${f(x, "short")} de moins que ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Un ${f(x, "race")} demande en général au moins ${f(x, "min")} semaines d'entraînement ; le ${f(x, "date")} laisse ${f(x, "days")} jours.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Atteindre ${f(x, "level")} demande en général environ ${f(x, "need")} heures d'étude, ce plan en donne ${f(x, "available")} d'ici le ${f(x, "date")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Il faut environ ${f(x, "need")} heures, le temps que tu autorises avant le ${f(x, "date")} en donne ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Les horaires indiqués (${f(x, "times")}) tombent tous des jours que tu as exclus ; il reste ${f(x, "days")}.`,
  },
  es: {
    TOO_SHORT_TO_BUILD_UP: (x) => `Un objetivo así se construye durante semanas (al menos ${f(x, "min")}), pero hasta el ${f(x, "date")} ${f(x, "days") === "1" ? "queda 1 día" : `quedan ${f(x, "days")} días`}: el plan serían unas pocas sesiones.`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} libros necesitan al menos ${f(x, "need")} horas de lectura; el tiempo hasta el ${f(x, "date")} da ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} transferencias de ${f(x, "transfer")} hasta el ${f(x, "date")} suman ${f(x, "reached")}, ${f(x, "short")} menos que ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Una carrera así (${f(x, "race")}) suele necesitar al menos ${f(x, "min")} semanas de entrenamiento; hasta el ${f(x, "date")} quedan ${f(x, "days")} días.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Llegar a ${f(x, "level")} suele llevar unas ${f(x, "need")} horas de estudio; este plan da ${f(x, "available")} hasta el ${f(x, "date")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Esto necesita unas ${f(x, "need")} horas; el tiempo que permites antes del ${f(x, "date")} da ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Los horarios que diste (${f(x, "times")}) caen todos en días que también excluiste; quedan ${f(x, "days")}.`,
  },
  nl: {
    TOO_SHORT_TO_BUILD_UP: (x) => `Zo'n doel bouw je op over weken (minstens ${f(x, "min")}), maar tot ${f(x, "date")} ${f(x, "days") === "1" ? "blijft 1 dag" : `blijven ${f(x, "days")} dagen`} over: het plan zou maar een handvol sessies zijn.`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} boeken vragen minstens ${f(x, "need")} uur lezen; de tijd tot ${f(x, "date")} geeft ${f(x, "available")} uur.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} overboekingen van ${f(x, "transfer")} tot ${f(x, "date")} geven ${f(x, "reached")}, ${f(x, "short")} minder dan ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Een ${f(x, "race")} vraagt meestal minstens ${f(x, "min")} weken training; tot ${f(x, "date")} blijven ${f(x, "days")} dagen over.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `${f(x, "level")} halen kost meestal ongeveer ${f(x, "need")} uur studie; dit plan geeft ${f(x, "available")} uur tot ${f(x, "date")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Dit vraagt ongeveer ${f(x, "need")} uur; de tijd die je vóór ${f(x, "date")} vrijgeeft is ${f(x, "available")} uur.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `De tijden die je gaf (${f(x, "times")}) vallen allemaal op dagen die je uitsloot; over blijven ${f(x, "days")}.`,
  },
  pt: {
    TOO_SHORT_TO_BUILD_UP: (x) => `Um objetivo assim se constrói ao longo de semanas (pelo menos ${f(x, "min")}), mas até ${f(x, "date")} ${f(x, "days") === "1" ? "resta 1 dia" : `restam ${f(x, "days")} dias`}: o plano seria só um punhado de sessões.`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} livros pedem pelo menos ${f(x, "need")} horas de leitura; o tempo até ${f(x, "date")} dá ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} transferências de ${f(x, "transfer")} até ${f(x, "date")} somam ${f(x, "reached")}, ${f(x, "short")} a menos que ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Uma prova assim (${f(x, "race")}) costuma exigir pelo menos ${f(x, "min")} semanas de treino; até ${f(x, "date")} restam ${f(x, "days")} dias.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Chegar a ${f(x, "level")} costuma levar cerca de ${f(x, "need")} horas de estudo; este plano dá ${f(x, "available")} até ${f(x, "date")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Isto precisa de cerca de ${f(x, "need")} horas; o tempo que você permite antes de ${f(x, "date")} dá ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Os horários que você deu (${f(x, "times")}) caem todos em dias que você também excluiu; restam ${f(x, "days")}.`,
  },
  it: {
    TOO_SHORT_TO_BUILD_UP: (x) => `Un obiettivo così si costruisce nell'arco di settimane (almeno ${f(x, "min")}), ma fino al ${f(x, "date")} ${f(x, "days") === "1" ? "resta 1 giorno" : `restano ${f(x, "days")} giorni`}: il piano sarebbe solo una manciata di sessioni.`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")} libri richiedono almeno ${f(x, "need")} ore di lettura; il tempo fino al ${f(x, "date")} ne dà ${f(x, "available")}.`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "n")} bonifici da ${f(x, "transfer")} entro il ${f(x, "date")} fanno ${f(x, "reached")}, ${f(x, "short")} in meno di ${f(x, "target")}.`,
    UNREALISTIC_RACE_PREPARATION: (x) => `Una gara così (${f(x, "race")}) richiede di solito almeno ${f(x, "min")} settimane di allenamento; fino al ${f(x, "date")} restano ${f(x, "days")} giorni.`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `Arrivare a ${f(x, "level")} richiede di solito circa ${f(x, "need")} ore di studio; questo piano ne dà ${f(x, "available")} entro il ${f(x, "date")}.`,
    EFFORT_EXCEEDS_TIME: (x) => `Servono circa ${f(x, "need")} ore; il tempo che concedi prima del ${f(x, "date")} ne dà ${f(x, "available")}.`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `Gli orari che hai indicato (${f(x, "times")}) cadono tutti in giorni che hai escluso; restano ${f(x, "days")}.`,
  },
  ja: {
    TOO_SHORT_TO_BUILD_UP: (x) => `このような目標は数週間（少なくとも${f(x, "min")}週間）かけて積み上げるものですが、${f(x, "date")}までは${f(x, "days")}日しかなく、数回のセッションだけの計画になってしまいます。`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")}冊を読むには少なくとも${f(x, "need")}時間かかりますが、${f(x, "date")}までの時間では${f(x, "available")}時間です。`,
    SAVINGS_SHORT_OF_TARGET: (x) => `${f(x, "date")}までに${f(x, "transfer")}を${f(x, "n")}回積み立てると${f(x, "reached")}で、目標の${f(x, "target")}に${f(x, "short")}足りません。`,
    UNREALISTIC_RACE_PREPARATION: (x) => `${f(x, "race")}には普通少なくとも${f(x, "min")}週間のトレーニングが必要ですが、${f(x, "date")}までは${f(x, "days")}日しかありません。`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `${f(x, "level")}に届くには普通約${f(x, "need")}時間の学習が必要ですが、この計画では${f(x, "date")}までに${f(x, "available")}時間です。`,
    EFFORT_EXCEEDS_TIME: (x) => `約${f(x, "need")}時間かかりますが、${f(x, "date")}までに使える時間は${f(x, "available")}時間です。`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `指定した時間帯（${f(x, "times")}）はすべて除外した曜日にあります。残る曜日は${f(x, "days")}です。`,
  },
  zh: {
    TOO_SHORT_TO_BUILD_UP: (x) => `这样的目标需要几周（至少${f(x, "min")}周）逐步积累，但到${f(x, "date")}只剩${f(x, "days")}天：计划只会有寥寥几次练习。`,
    UNREALISTIC_READING_TARGET: (x) => `${f(x, "n")}本书至少需要${f(x, "need")}小时的阅读，但到${f(x, "date")}为止的时间只有${f(x, "available")}小时。`,
    SAVINGS_SHORT_OF_TARGET: (x) => `到${f(x, "date")}为止转账${f(x, "n")}次、每次${f(x, "transfer")}，共${f(x, "reached")}，比目标${f(x, "target")}少${f(x, "short")}。`,
    UNREALISTIC_RACE_PREPARATION: (x) => `${f(x, "race")}通常至少需要${f(x, "min")}周的训练；到${f(x, "date")}只剩${f(x, "days")}天。`,
    UNREALISTIC_LANGUAGE_TARGET: (x) => `达到${f(x, "level")}通常需要约${f(x, "need")}小时的学习，但这个计划到${f(x, "date")}为止只有${f(x, "available")}小时。`,
    EFFORT_EXCEEDS_TIME: (x) => `这大约需要${f(x, "need")}小时，但到${f(x, "date")}为止你给出的时间只有${f(x, "available")}小时。`,
    WINDOW_DAYS_NOT_ALLOWED: (x) => `你给出的时间（${f(x, "times")}）都在你排除的日子里；剩下的是${f(x, "days")}。`,
  },
};

export function numberedSentence(language: string | null | undefined, code: string, facts: Facts): string | null {
  return SENTENCES[(language ?? "").slice(0, 2).toLowerCase()]?.[code]?.(facts) ?? null;
}
