/**
 * What the planner says to the person — the plan summary, the approval question, what a change
 * did, the clarification questions — in the language they wrote in, where the project has its
 * words (the outline's languages: en, de, fr, es; others fall back to English, like the outline).
 * Counts agree ("1 session", "2 sessions"). The reply keywords ("approve", "reject",
 * "propose changes: …") stay as they are in every language: they are what the service accepts.
 */
import type { InteractionPolicy, PatternType } from "../contracts/planning.js";
import { outlineLanguage, type OutlineLanguage } from "./outline/words.js";

type Tone = InteractionPolicy["tone"];

export interface Messages {
  opener: Record<Tone, string>;
  closer: Record<Tone, string>;
  /** "a milestone project" (with its article). */
  kind: Record<PatternType, string>;
  due(date: string): string;
  phases(n: number): string;
  milestones(n: number): string;
  sessions(n: number): string;
  firstMilestone(title: string, date: string): string;
  phaseList(titles: string): string;
  recurringList(items: string): string;
  milestoneList(items: string): string;
  by(title: string, date: string): string;
  /** "12 sessions are scheduled, the first on 2027-01-12 07:00." */
  scheduled(n: number, first: string): string;
  /** "2 sessions could not be placed: …" */
  unplaced(n: number, list: string): string;
  approvePlan: string;
  approveStage(target: string): string;
  outlineReady: string;
  approvalCta: string;
  /** The labels of what a change did (the harness looks for them). */
  applied: string;
  passedOn(stages: string): string;
  notApplied: string;
  stage: Record<"outline" | "roadmap" | "schedule", string>;
  field: Record<string, string>;
  notUnderstood: string;
  // ── clarification ──
  goalDetail(title: string): string;
  deadline: string;
  deadlineConfirm: string;
  deadlinePast(phrase: string | null): string;
  cadence: string;
  cadenceConfirm: string;
  sessionLength: string;
  answerOne: string;
  answerMany: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const en: Messages = {
  opener: { neutral: "Plan", friendly: "Here's your plan", clinical: "Plan summary" },
  closer: { neutral: "Reply 'approve' or 'propose changes: …'.", friendly: "You've got this! Reply 'approve' or 'propose changes: …'.", clinical: "Awaiting 'approve' or 'propose changes: …'." },
  kind: {
    milestone_project: "a milestone project",
    recurring_cycle: "a recurring cycle",
    progressive_accumulation_arc: "a progressive accumulation arc",
    hybrid_project_cycle: "a hybrid project cycle",
    strategic_transformation: "a strategic transformation",
  },
  due: (d) => ` due ${d}`,
  phases: (n) => plural(n, "phase", "phases"),
  milestones: (n) => plural(n, "milestone", "milestones"),
  sessions: (n) => plural(n, "session", "sessions"),
  firstMilestone: (t, d) => `First milestone: ${t} by ${d}.`,
  phaseList: (t) => `Phases: ${t}.`,
  recurringList: (t) => `Recurring: ${t}.`,
  milestoneList: (t) => `Milestones: ${t}.`,
  by: (t, d) => `${t} by ${d}`,
  scheduled: (n, first) => `${n === 1 ? "1 session is" : `${n} sessions are`} scheduled, the first on ${first}.`,
  unplaced: (n, list) => `${plural(n, "session", "sessions")} could not be placed: ${list}.`,
  approvePlan: "Approve this plan?",
  approveStage: (t) => `Approve the ${t}?`,
  outlineReady: "The outline is ready.",
  approvalCta: "Reply 'approve', 'reject' or 'propose changes: <what to change>'.",
  applied: "Applied:",
  passedOn: (s) => `Passed on to the ${s}:`,
  notApplied: "Not applied:",
  stage: { outline: "outline", roadmap: "roadmap", schedule: "schedule" },
  field: {
    goal: "goal",
    deadline: "deadline",
    horizon_days: "how long",
    start: "start date",
    cadence: "how often",
    days: "days",
    excluded_days: "days off",
    excluded_dates: "dates off",
    travel: "travel",
    windows: "time of day",
    not_before: "earliest time",
    not_after: "latest time",
    fixed_times: "start time",
    session_minutes: "session length",
    total_effort_minutes: "total effort",
    level: "target level",
    items: "items",
  },
  notUnderstood: "I found no change of dates, days, times, session length or how often in it",
  goalDetail: (t) => `What exactly would "${t}" look like when it is done? Name one concrete result.`,
  deadline: "By when does this need to be done? A date or something like 'in 3 months' works.",
  deadlineConfirm: "Shall I plan this to be done in 8 weeks, or is there a date it must be done by?",
  deadlinePast: (p) => `${p ? `"${p}"` : "The date you gave"} has already passed. By when should this be done now? A date or something like 'in 3 months' works.`,
  cadence: "How often can you do this — e.g. every day, on weekdays, or 3 times a week?",
  cadenceConfirm: "Shall I plan 3 sessions a week, or how often can you do it?",
  sessionLength: "How long can each session be?",
  answerOne: "Reply with your answer.",
  answerMany: 'Reply with your answers, one per line in the order asked (or as JSON {"answers": {"<field>": "…"}}).',
};

const de: Messages = {
  opener: { neutral: "Plan", friendly: "Hier ist dein Plan", clinical: "Planübersicht" },
  closer: { neutral: "Antworte mit 'approve' oder 'propose changes: …'.", friendly: "Du schaffst das! Antworte mit 'approve' oder 'propose changes: …'.", clinical: "Erwarte 'approve' oder 'propose changes: …'." },
  kind: {
    milestone_project: "ein Projekt mit Meilensteinen",
    recurring_cycle: "eine wiederkehrende Routine",
    progressive_accumulation_arc: "ein schrittweiser Aufbau",
    hybrid_project_cycle: "ein Projekt mit regelmäßiger Praxis",
    strategic_transformation: "ein strategischer Wandel",
  },
  due: (d) => ` bis ${d}`,
  phases: (n) => plural(n, "Phase", "Phasen"),
  milestones: (n) => plural(n, "Meilenstein", "Meilensteine"),
  sessions: (n) => plural(n, "Einheit", "Einheiten"),
  firstMilestone: (t, d) => `Erster Meilenstein: ${t} bis ${d}.`,
  phaseList: (t) => `Phasen: ${t}.`,
  recurringList: (t) => `Regelmäßig: ${t}.`,
  milestoneList: (t) => `Meilensteine: ${t}.`,
  by: (t, d) => `${t} bis ${d}`,
  scheduled: (n, first) => `${n === 1 ? "1 Einheit ist" : `${n} Einheiten sind`} eingeplant, die erste am ${first}.`,
  unplaced: (n, list) => `${plural(n, "Einheit konnte", "Einheiten konnten")} nicht eingeplant werden: ${list}.`,
  approvePlan: "Diesen Plan annehmen?",
  approveStage: (t) => `${t === "outline" ? "Die Gliederung" : t === "roadmap" ? "Den Zeitplan" : t === "pattern" ? "Das Muster" : "Den Schritt"} annehmen?`,
  outlineReady: "Die Gliederung steht.",
  approvalCta: "Antworte mit 'approve', 'reject' oder 'propose changes: <was sich ändern soll>'.",
  applied: "Übernommen:",
  passedOn: (s) => `Weitergegeben an ${s}:`,
  notApplied: "Nicht übernommen:",
  stage: { outline: "die Gliederung", roadmap: "den Zeitplan", schedule: "die Terminplanung" },
  field: {
    goal: "Ziel",
    deadline: "Frist",
    horizon_days: "Dauer",
    start: "Beginn",
    cadence: "Häufigkeit",
    days: "Tage",
    excluded_days: "freie Tage",
    excluded_dates: "freie Daten",
    travel: "Reisen",
    windows: "Tageszeit",
    not_before: "frühester Beginn",
    not_after: "spätestes Ende",
    fixed_times: "Uhrzeit",
    session_minutes: "Dauer einer Einheit",
    total_effort_minutes: "Gesamtaufwand",
    level: "Zielniveau",
    items: "Punkte",
  },
  notUnderstood: "ich habe darin keine Änderung von Daten, Tagen, Uhrzeiten, Dauer oder Häufigkeit gefunden",
  goalDetail: (t) => `Woran würdest du erkennen, dass „${t}“ erreicht ist? Nenne ein konkretes Ergebnis.`,
  deadline: "Bis wann soll das erledigt sein? Ein Datum oder etwas wie „in 3 Monaten“ genügt.",
  deadlineConfirm: "Soll ich das für 8 Wochen planen, oder gibt es ein Datum, bis zu dem es fertig sein muss?",
  deadlinePast: (p) => `${p ? `„${p}“` : "Das genannte Datum"} ist schon vorbei. Bis wann soll es jetzt erledigt sein? Ein Datum oder etwas wie „in 3 Monaten“ genügt.`,
  cadence: "Wie oft kannst du das machen – z. B. jeden Tag, werktags oder dreimal pro Woche?",
  cadenceConfirm: "Soll ich 3 Einheiten pro Woche planen, oder wie oft kannst du?",
  sessionLength: "Wie lange kann eine Einheit dauern?",
  answerOne: "Antworte mit deiner Antwort.",
  answerMany: 'Antworte mit deinen Antworten, eine pro Zeile in der gefragten Reihenfolge (oder als JSON {"answers": {"<field>": "…"}}).',
};

const fr: Messages = {
  opener: { neutral: "Plan", friendly: "Voici ton plan", clinical: "Résumé du plan" },
  closer: { neutral: "Réponds 'approve' ou 'propose changes: …'.", friendly: "Tu vas y arriver ! Réponds 'approve' ou 'propose changes: …'.", clinical: "En attente de 'approve' ou 'propose changes: …'." },
  kind: {
    milestone_project: "un projet à jalons",
    recurring_cycle: "une routine récurrente",
    progressive_accumulation_arc: "une progression par étapes",
    hybrid_project_cycle: "un projet porté par une pratique régulière",
    strategic_transformation: "une transformation stratégique",
  },
  due: (d) => ` pour le ${d}`,
  phases: (n) => plural(n, "phase", "phases"),
  milestones: (n) => plural(n, "jalon", "jalons"),
  sessions: (n) => plural(n, "séance", "séances"),
  firstMilestone: (t, d) => `Premier jalon : ${t} pour le ${d}.`,
  phaseList: (t) => `Phases : ${t}.`,
  recurringList: (t) => `Récurrent : ${t}.`,
  milestoneList: (t) => `Jalons : ${t}.`,
  by: (t, d) => `${t} pour le ${d}`,
  scheduled: (n, first) => `${n === 1 ? "1 séance est planifiée" : `${n} séances sont planifiées`}, la première le ${first}.`,
  unplaced: (n, list) => `${n === 1 ? "1 séance n'a pas pu être placée" : `${n} séances n'ont pas pu être placées`} : ${list}.`,
  approvePlan: "Valider ce plan ?",
  approveStage: (t) => `Valider ${t === "outline" ? "la structure" : t === "roadmap" ? "le calendrier" : t === "pattern" ? "le modèle" : "l'étape"} ?`,
  outlineReady: "La structure est prête.",
  approvalCta: "Réponds 'approve', 'reject' ou 'propose changes: <ce qu'il faut changer>'.",
  applied: "Appliqué :",
  passedOn: (s) => `Transmis ${s} :`,
  notApplied: "Non appliqué :",
  stage: { outline: "à la structure", roadmap: "au calendrier", schedule: "à la planification" },
  field: {
    goal: "objectif",
    deadline: "échéance",
    horizon_days: "durée",
    start: "début",
    cadence: "fréquence",
    days: "jours",
    excluded_days: "jours sans",
    excluded_dates: "dates sans",
    travel: "voyages",
    windows: "moment de la journée",
    not_before: "heure au plus tôt",
    not_after: "heure au plus tard",
    fixed_times: "heure de début",
    session_minutes: "durée des séances",
    total_effort_minutes: "effort total",
    level: "niveau visé",
    items: "éléments",
  },
  notUnderstood: "je n'y ai trouvé aucun changement de dates, de jours, d'heures, de durée ou de fréquence",
  goalDetail: (t) => `À quoi ressemblerait « ${t} » une fois atteint ? Donne un résultat concret.`,
  deadline: "Pour quand faut-il que ce soit fait ? Une date ou quelque chose comme « dans 3 mois » suffit.",
  deadlineConfirm: "Je le planifie sur 8 semaines, ou y a-t-il une date limite ?",
  deadlinePast: (p) => `${p ? `« ${p} »` : "La date indiquée"} est déjà passée. Pour quand faut-il que ce soit fait maintenant ? Une date ou « dans 3 mois » suffit.`,
  cadence: "À quelle fréquence peux-tu le faire — par exemple tous les jours, en semaine ou 3 fois par semaine ?",
  cadenceConfirm: "Je prévois 3 séances par semaine, ou à quelle fréquence peux-tu ?",
  sessionLength: "Combien de temps peut durer chaque séance ?",
  answerOne: "Réponds avec ta réponse.",
  answerMany: 'Réponds une réponse par ligne, dans l\'ordre des questions (ou en JSON {"answers": {"<field>": "…"}}).',
};

const es: Messages = {
  opener: { neutral: "Plan", friendly: "Aquí tienes tu plan", clinical: "Resumen del plan" },
  closer: { neutral: "Responde 'approve' o 'propose changes: …'.", friendly: "¡Tú puedes! Responde 'approve' o 'propose changes: …'.", clinical: "A la espera de 'approve' o 'propose changes: …'." },
  kind: {
    milestone_project: "un proyecto por hitos",
    recurring_cycle: "una rutina recurrente",
    progressive_accumulation_arc: "una progresión por etapas",
    hybrid_project_cycle: "un proyecto con práctica regular",
    strategic_transformation: "una transformación estratégica",
  },
  due: (d) => ` para el ${d}`,
  phases: (n) => plural(n, "fase", "fases"),
  milestones: (n) => plural(n, "hito", "hitos"),
  sessions: (n) => plural(n, "sesión", "sesiones"),
  firstMilestone: (t, d) => `Primer hito: ${t} para el ${d}.`,
  phaseList: (t) => `Fases: ${t}.`,
  recurringList: (t) => `Recurrente: ${t}.`,
  milestoneList: (t) => `Hitos: ${t}.`,
  by: (t, d) => `${t} para el ${d}`,
  scheduled: (n, first) => `${n === 1 ? "1 sesión está programada" : `${n} sesiones están programadas`}, la primera el ${first}.`,
  unplaced: (n, list) => `${n === 1 ? "1 sesión no se pudo colocar" : `${n} sesiones no se pudieron colocar`}: ${list}.`,
  approvePlan: "¿Apruebas este plan?",
  approveStage: (t) => `¿Apruebas ${t === "outline" ? "la estructura" : t === "roadmap" ? "el calendario" : t === "pattern" ? "el patrón" : "el paso"}?`,
  outlineReady: "La estructura está lista.",
  approvalCta: "Responde 'approve', 'reject' o 'propose changes: <qué cambiar>'.",
  applied: "Aplicado:",
  passedOn: (s) => `Pasado ${s}:`,
  notApplied: "No aplicado:",
  stage: { outline: "a la estructura", roadmap: "al calendario", schedule: "a la programación" },
  field: {
    goal: "objetivo",
    deadline: "fecha límite",
    horizon_days: "duración",
    start: "inicio",
    cadence: "frecuencia",
    days: "días",
    excluded_days: "días libres",
    excluded_dates: "fechas libres",
    travel: "viajes",
    windows: "momento del día",
    not_before: "hora más temprana",
    not_after: "hora más tardía",
    fixed_times: "hora de inicio",
    session_minutes: "duración de la sesión",
    total_effort_minutes: "esfuerzo total",
    level: "nivel objetivo",
    items: "elementos",
  },
  notUnderstood: "no encontré ningún cambio de fechas, días, horas, duración o frecuencia",
  goalDetail: (t) => `¿Cómo sabrías que «${t}» está logrado? Nombra un resultado concreto.`,
  deadline: "¿Para cuándo tiene que estar hecho? Vale una fecha o algo como «en 3 meses».",
  deadlineConfirm: "¿Lo planifico para 8 semanas, o hay una fecha límite?",
  deadlinePast: (p) => `${p ? `«${p}»` : "La fecha que diste"} ya pasó. ¿Para cuándo tiene que estar hecho ahora? Vale una fecha o algo como «en 3 meses».`,
  cadence: "¿Con qué frecuencia puedes hacerlo? Por ejemplo, todos los días, entre semana o 3 veces por semana.",
  cadenceConfirm: "¿Planifico 3 sesiones por semana, o con qué frecuencia puedes?",
  sessionLength: "¿Cuánto puede durar cada sesión?",
  answerOne: "Responde con tu respuesta.",
  answerMany: 'Responde una respuesta por línea, en el orden de las preguntas (o como JSON {"answers": {"<field>": "…"}}).',
};

export const MESSAGES: Record<OutlineLanguage, Messages> = { en, de, fr, es };

/** The messages for a reading's language (English where the project has no words for it yet). */
export function messagesFor(language: string | null | undefined): Messages {
  return MESSAGES[outlineLanguage(language)];
}
