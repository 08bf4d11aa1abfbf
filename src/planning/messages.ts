/**
 * What the planner says to the person — the plan summary, the approval question, what a change
 * did (and why not), the escalation with its alternatives, a blocker, the clarification questions —
 * in the language they wrote in: every language the reader reads (en, de, fr, es, nl, pt, ja, zh, it;
 * anything else falls back to English). The `Messages` type makes a missing phrase a compile error.
 * Counts agree ("1 session", "2 sessions"). The kind of plan is said in plain words ("a
 * step-by-step build-up"), never the pattern's id. The reply keywords ("approve", "reject",
 * "propose changes: …") stay as they are in every language: they are what the service accepts.
 */
import type { InteractionPolicy, PatternType } from "../contracts/planning.js";

type Tone = InteractionPolicy["tone"];

export interface Messages {
  opener: Record<Tone, string>;
  closer: Record<Tone, string>;
  /** "a milestone project" (with its article). */
  kind: Record<PatternType, string>;
  /** "Plan: Title — a routine due 2027-04-01, 3 phases, 4 milestones." (its punctuation is the language's). */
  headline(opener: string, title: string, kind: string, due: string, phases: string, milestones: string): string;
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
  /** "Each week: Mon–Fri 20:00–20:30; Sat 09:00–10:00." (the list from weekly-rhythm.ts). */
  week(list: string): string;
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
  /** The opening of a question asked again because the reply before could not be used. */
  reaskLead: string;
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
  // ── not applied, escalation, blocker ──
  /** Why a part of a reply was not applied when the reader found it impossible (no day, no length left, a date passed). */
  notPossible: string;
  /** Why a change that would leave no session to plan was not applied (the plan stays as it was). */
  wouldLeaveNothing: string;
  /** Why a part could not be applied, by the reader's (English) note: no day left, no length left, no deadline to move. */
  notes: Record<"noDay" | "noLength" | "noDeadline" | "question" | "someDays" | "sameDays" | "fromLater" | "dayTaken" | "sessionDayFixed", string>;
  /** " Would one of these do: a; b?" */
  wouldOneDo(list: string): string;
  /** A plain sentence for a problem code (feasibility, scheduler), or null when this table has none. */
  problem: Partial<Record<string, string>>;
  /** Any other problem. */
  cannotPlan: string;
  youCouldChoose: string;
  escalationCta(hasChoices: boolean): string;
  /** A reply at an escalation that held no constraint. */
  escalationReask(text: string): string;
  /** An alternative's label from what it sets (null: keep the English label). */
  choice: {
    deadline(date: string): string;
    perWeek(n: number, was: number | null): string;
    perDay(n: number, minutes: number): string;
    minutes(n: number, was: number | null): string;
    anyDay: string;
    anyTime: string;
    /** A smaller target by the date ("lose 5.5 kg by 2027-01-01", "aim for B1 by …"). */
    target(target: string, by: string | null): string;
  };
  /** Why sessions could not be placed, in plain words: no free time left, a day not allowed. */
  noSlot: string;
  notAllowedDay: string;
  blocker(intent: string, reason: string): string;
  blockerCta: string;
  // ── a new kind of plan, the pattern and roadmap steps, the spending ceiling ──
  /**
   * A goal unlike any the plans know (`name`: what it is about, in the person's words): it is
   * planned as `kind` either way, and the question says that approving only has it remembered as
   * a kind of goal of its own, so goals like it are not asked about again.
   */
  rfcQuestion(kind: string, name: string): string;
  rfcCta(name: string): string;
  /** The subtype question of the clarification (same offer, answered with approve/reject). */
  subtypeQuestion(name: string): string;
  patternRead(kind: string): string;
  roadmapReady: string;
  budget(spent: string, ceiling: string): string;
  budgetCta: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const latinHeadline = (o: string, t: string, k: string, due: string, p: string, ms: string) => `${o}: ${t} — ${k}${due}, ${p}, ${ms}.`;
const cjkHeadline = (o: string, t: string, k: string, due: string, p: string, ms: string) => `${o}：${t} — ${k}${due}，${p}，${ms}。`;

const en: Messages = {
  opener: { neutral: "Plan", friendly: "Here's your plan", clinical: "Plan summary" },
  closer: { neutral: "Reply 'approve' or 'propose changes: …'.", friendly: "You've got this! Reply 'approve' or 'propose changes: …'.", clinical: "Awaiting 'approve' or 'propose changes: …'." },
  kind: {
    milestone_project: "a project with milestones",
    recurring_cycle: "a regular routine",
    progressive_accumulation_arc: "a step-by-step build-up",
    hybrid_project_cycle: "a project with regular practice",
    strategic_transformation: "a larger change in stages",
  },
  headline: latinHeadline,
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
  week: (list) => `Each week: ${list}.`,
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
    session_lengths: "session length on some days",
    total_effort_minutes: "total effort",
    level: "target level",
    items: "other activities",
  },
  notUnderstood: "I found no change of dates, days, times, session length or how often in it",
  reaskLead: "I could not understand that reply.",
  goalDetail: (t) => `What exactly would "${t}" look like when it is done? Name one concrete result.`,
  deadline: "By when does this need to be done? A date or something like 'in 3 months' works.",
  deadlineConfirm: "Shall I plan this to be done in 8 weeks, or is there a date it must be done by?",
  deadlinePast: (p) => `${p ? `"${p}"` : "The date you gave"} has already passed. By when should this be done now? A date or something like 'in 3 months' works.`,
  cadence: "How often can you do this — e.g. every day, on weekdays, or 3 times a week?",
  cadenceConfirm: "Shall I plan 3 sessions a week, or how often can you do it?",
  sessionLength: "How long can each session be?",
  answerOne: "Reply with your answer.",
  answerMany: 'Reply with your answers, one per line in the order asked (or as JSON {"answers": {"<field>": "…"}}).',
  notPossible: "it cannot be planned as asked",
  wouldLeaveNothing: "with it no session could be planned, so your plan stays as it was.",
  notes: { noDay: 'no day would be left', noLength: 'no session length would be left', noDeadline: "there is no deadline to move yet; say by when it should be done (e.g. 'by June 30')", question: "that is a question, so nothing was changed: the sessions go on the days and at the times you allowed; to change them, say what should be different (e.g. 'not on Tuesdays', 'I'm away 3-9 March')", someDays: "'earlier', 'later' or 'longer' without an amount, for some days only, is not something the plan can hold; say how long those days' sessions should be (e.g. '2 hours on Sundays'), or say it for all sessions (e.g. 'an hour earlier')", sameDays: "those two days have the same sessions, so swapping them changes nothing; to move one, name the day it should go to (e.g. 'Thursday instead of Monday')", fromLater: "a change can't start at a later date yet, so it applies from now on", dayTaken: "that day already has another of the plan's sessions; name a day without one (e.g. 'the long run on Sunday')", sessionDayFixed: "with the days the plan uses it would not put that session on the day named; to change its day, change which days the plan uses (e.g. 'Tuesday instead of Friday')" },
  wouldOneDo: (l) => ` Would one of these do: ${l}?`,
  problem: {
    NO_ALLOWED_WINDOW: "The days and times you allow leave no time for the sessions.",
    SCHEDULE_INVALID: "With these constraints no session fits before the deadline.",
    ROADMAP_INVALID: "With these constraints the steps do not fit before the deadline.",
    STAGE_ABANDONED: "With these constraints the plan could not be made.",
  },
  cannotPlan: "This cannot be planned as stated.",
  youCouldChoose: "You could choose:",
  escalationCta: (c) => `Reply with ${c ? "the number of a choice, " : ""}a new constraint in your own words (e.g. "three times a week", "by June 30"), or 'reject' to stop here.`,
  escalationReask: (t) => `I could not read a new constraint in "${t}". Reply with a number, a constraint such as "twice a week", or 'reject'.`,
  choice: {
    deadline: (d) => `the same plan with the deadline moved to ${d}`,
    perWeek: (n, was) => `${plural(n, "session", "sessions")} a week${was !== null ? ` instead of ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "session", "sessions")} of ${min} minutes a day`,
    minutes: (n, was) => `sessions of ${n} minutes${was !== null ? ` instead of ${was}` : ""}`,
    anyDay: "sessions on any day of the week",
    anyTime: "sessions at any time of day",
    target: (t, by) => `aim for ${t}${by ? ` by ${by}` : ""} instead`,
  },
  noSlot: "no free time left in your windows on or near its day",
  notAllowedDay: "it falls on a day you do not allow",
  blocker: (i, r) => `I could not do "${i}", even after trying every model: ${r}`,
  blockerCta: "Reply 'retry' to try again, or 'abandon' to stop this plan.",
  rfcQuestion: (k, n) => `"${n}" is not like any goal I have a plan for, so I'll plan it as ${k}. Shall I also remember it as a new kind of goal?`,
  rfcCta: () => `Reply 'approve' to have it remembered, so goals like it are planned without this question next time, or 'reject' to plan it without remembering anything.`,
  subtypeQuestion: (n) => `This goal doesn't fit a kind of plan I know, so I'd add a new one: "${n}". Reply 'approve' or 'reject'.`,
  patternRead: (k) => `I read this as ${k}.`,
  roadmapReady: "The timeline is ready.",
  budget: (s, c) => `Since your last reply this plan has used ${s} of model time, past the ${c} per-turn ceiling. Continue planning?`,
  budgetCta: "Reply 'approve' to continue, or 'reject' to stop here.",
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
  headline: latinHeadline,
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
  week: (list) => `Jede Woche: ${list}.`,
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
    session_lengths: "Dauer an einzelnen Tagen",
    total_effort_minutes: "Gesamtaufwand",
    level: "Zielniveau",
    items: "weitere Aktivitäten",
  },
  notUnderstood: "ich habe darin keine Änderung von Daten, Tagen, Uhrzeiten, Dauer oder Häufigkeit gefunden",
  reaskLead: "Diese Antwort habe ich nicht verstanden.",
  goalDetail: (t) => `Woran würdest du erkennen, dass „${t}“ erreicht ist? Nenne ein konkretes Ergebnis.`,
  deadline: "Bis wann soll das erledigt sein? Ein Datum oder etwas wie „in 3 Monaten“ genügt.",
  deadlineConfirm: "Soll ich das für 8 Wochen planen, oder gibt es ein Datum, bis zu dem es fertig sein muss?",
  deadlinePast: (p) => `${p ? `„${p}“` : "Das genannte Datum"} ist schon vorbei. Bis wann soll es jetzt erledigt sein? Ein Datum oder etwas wie „in 3 Monaten“ genügt.`,
  cadence: "Wie oft kannst du das machen – z. B. jeden Tag, werktags oder dreimal pro Woche?",
  cadenceConfirm: "Soll ich 3 Einheiten pro Woche planen, oder wie oft kannst du?",
  sessionLength: "Wie lange kann eine Einheit dauern?",
  answerOne: "Antworte mit deiner Antwort.",
  answerMany: 'Antworte mit deinen Antworten, eine pro Zeile in der gefragten Reihenfolge (oder als JSON {"answers": {"<field>": "…"}}).',
  notPossible: "das lässt sich so nicht planen",
  wouldLeaveNothing: "damit ließe sich keine einzige Einheit planen, dein Plan bleibt also, wie er war.",
  notes: { noDay: 'es bliebe kein Tag übrig', noLength: 'es bliebe keine Dauer übrig', noDeadline: 'es gibt noch keine Frist zum Verschieben; sag, bis wann es fertig sein soll (z. B. „bis 30. Juni“)', question: "das ist eine Frage, daher wurde nichts geändert: die Einheiten liegen an den Tagen und zu den Zeiten, die du freigegeben hast; zum Ändern sag, was anders sein soll (z. B. „nicht dienstags“, „vom 3. bis 9. März bin ich weg“)", someDays: "„früher“, „später“ oder „länger“ ohne Angabe, nur für einige Tage, kann der Plan nicht abbilden; sag, wie lang die Einheiten an diesen Tagen sein sollen (z. B. „sonntags 2 Stunden“), oder sag es für alle Einheiten (z. B. „eine Stunde früher“)", sameDays: "die beiden Tage haben dieselben Einheiten, ein Tausch ändert also nichts; um einen zu verschieben, nenne den Tag, auf den er soll (z. B. „Donnerstag statt Montag“)", fromLater: "eine Änderung kann noch nicht ab einem späteren Datum gelten, sie gilt deshalb ab jetzt", dayTaken: 'an diesem Tag liegt schon eine andere Einheit des Plans; nenne einen Tag ohne Einheit (z. B. „den langen Lauf am Sonntag“)', sessionDayFixed: 'mit den Tagen des Plans läge diese Einheit nicht auf dem genannten Tag; um ihren Tag zu ändern, ändere die Tage des Plans (z. B. „Dienstag statt Freitag“)' },
  wouldOneDo: (l) => ` Ginge eines davon: ${l}?`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "Die Zeitfenster eines Tages reichen für diese Einheiten nicht.",
    MORE_THAN_A_DAY: "Das ist mehr Zeit, als ein Tag hat.",
    EFFORT_EXCEEDS_TIME: "Bis zur Frist reicht die freigegebene Zeit dafür nicht.",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "Das sind mehr Einheiten pro Woche, als du Tage freigibst.",
    NO_ALLOWED_WINDOW: "Die Tage und Zeiten, die du freigibst, lassen keine Zeit für die Einheiten.",
    BLOCK_EXCEEDS_WINDOW: "Die Einheiten sind länger als das Zeitfenster, das du freigibst.",
    CAPACITY_EXCEEDED: "Nicht alle Einheiten passen in die Zeit bis zur Frist.",
    SCHEDULE_INVALID: "Mit diesen Vorgaben passt bis zur Frist keine Einheit.",
    ROADMAP_INVALID: "Mit diesen Vorgaben passen die Schritte nicht bis zur Frist.",
    DEADLINE_PASSED: "Die Frist ist schon vorbei.",
    DEADLINE_BEFORE_START: "Die Frist liegt vor dem Beginn.",
    UNREALISTIC_DAILY_LOAD: "So viel Zeit jeden Tag hält niemand lange durch.",
    UNREALISTIC_LANGUAGE_TARGET: "Dieses Sprachniveau ist in dieser Zeit kaum zu schaffen.",
    UNREALISTIC_WEIGHT_LOSS_RATE: "So schnell abzunehmen ist nicht gesund.",
    UNREALISTIC_TRAINING_VOLUME: "So viel Training pro Woche verkraftet der Körper nicht.",
    UNREALISTIC_RACE_PREPARATION: "Bis dahin bleibt zu wenig Zeit, um sich auf den Wettkampf vorzubereiten.",
  },
  cannotPlan: "So lässt sich das nicht planen.",
  youCouldChoose: "Du könntest wählen:",
  escalationCta: (c) => `Antworte mit ${c ? "der Nummer einer Wahl, " : ""}einer neuen Vorgabe in deinen Worten (z. B. „dreimal pro Woche“, „bis 30. Juni“) oder 'reject', um hier aufzuhören.`,
  escalationReask: (t) => `In „${t}“ habe ich keine neue Vorgabe gefunden. Antworte mit einer Nummer, einer Vorgabe wie „zweimal pro Woche“ oder 'reject'.`,
  choice: {
    deadline: (d) => `derselbe Plan mit der Frist am ${d}`,
    perWeek: (n, was) => `${plural(n, "Einheit", "Einheiten")} pro Woche${was !== null ? ` statt ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "Einheit", "Einheiten")} von ${min} Minuten am Tag`,
    minutes: (n, was) => `Einheiten von ${n} Minuten${was !== null ? ` statt ${was}` : ""}`,
    anyDay: "Einheiten an jedem Wochentag",
    anyTime: "Einheiten zu jeder Tageszeit",
    target: (t, by) => `stattdessen ${t}${by ? ` bis ${by}` : ""} als Ziel`,
  },
  noSlot: "in deinen Zeitfenstern ist an oder um den Tag keine Zeit mehr frei",
  notAllowedDay: "es fällt auf einen Tag, den du nicht freigibst",
  blocker: (i, r) => `„${i}“ ist mir nicht gelungen, auch nicht mit jedem Modell: ${r}`,
  blockerCta: "Antworte mit 'retry', um es noch einmal zu versuchen, oder 'abandon', um diesen Plan zu beenden.",
  rfcQuestion: (k, n) => `„${n}“ ähnelt keinem Ziel, für das ich einen Plan kenne; ich plane es als ${k}. Soll ich es mir auch als neue Art von Ziel merken?`,
  rfcCta: () => `Antworte mit 'approve', damit ich es mir merke und ähnliche Ziele künftig ohne diese Frage plane, oder mit 'reject', um es zu planen, ohne mir etwas zu merken.`,
  subtypeQuestion: (n) => `Dieses Ziel passt zu keiner Art Plan, die ich kenne; ich würde eine neue anlegen: „${n}“. Antworte mit 'approve' oder 'reject'.`,
  patternRead: (k) => `Ich lese das als ${k}.`,
  roadmapReady: "Der Zeitplan steht.",
  budget: (s, c) => `Seit deiner letzten Antwort hat dieser Plan ${s} Modellzeit verbraucht, mehr als die ${c} pro Runde. Weiterplanen?`,
  budgetCta: "Antworte mit 'approve', um weiterzumachen, oder 'reject', um hier aufzuhören.",
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
  headline: latinHeadline,
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
  week: (list) => `Chaque semaine : ${list}.`,
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
    session_lengths: "durée certains jours",
    total_effort_minutes: "effort total",
    level: "niveau visé",
    items: "autres activités",
  },
  notUnderstood: "je n'y ai trouvé aucun changement de dates, de jours, d'heures, de durée ou de fréquence",
  reaskLead: "Je n'ai pas compris cette réponse.",
  goalDetail: (t) => `À quoi ressemblerait « ${t} » une fois atteint ? Donne un résultat concret.`,
  deadline: "Pour quand faut-il que ce soit fait ? Une date ou quelque chose comme « dans 3 mois » suffit.",
  deadlineConfirm: "Je le planifie sur 8 semaines, ou y a-t-il une date limite ?",
  deadlinePast: (p) => `${p ? `« ${p} »` : "La date indiquée"} est déjà passée. Pour quand faut-il que ce soit fait maintenant ? Une date ou « dans 3 mois » suffit.`,
  cadence: "À quelle fréquence peux-tu le faire — par exemple tous les jours, en semaine ou 3 fois par semaine ?",
  cadenceConfirm: "Je prévois 3 séances par semaine, ou à quelle fréquence peux-tu ?",
  sessionLength: "Combien de temps peut durer chaque séance ?",
  answerOne: "Réponds avec ta réponse.",
  answerMany: 'Réponds une réponse par ligne, dans l\'ordre des questions (ou en JSON {"answers": {"<field>": "…"}}).',
  notPossible: "ce n'est pas planifiable ainsi",
  wouldLeaveNothing: "avec cela aucune séance ne pourrait être planifiée, ton plan reste donc tel quel.",
  notes: { noDay: 'il ne resterait aucun jour', noLength: 'il ne resterait aucune durée', noDeadline: "il n'y a pas encore d'échéance à déplacer ; dis pour quand ce doit être fait (par ex. « d'ici le 30 juin »)", question: "c'est une question, donc rien n'a été changé : les séances tombent les jours et aux heures que tu as autorisés ; pour les changer, dis ce qui doit être différent (par ex. « pas le mardi », « absent du 3 au 9 mars »)", someDays: "« plus tôt », « plus tard » ou « plus long » sans quantité, pour certains jours seulement, le plan ne peut pas le prendre ; dis combien de temps durent les séances de ces jours-là (par ex. « 2 heures le dimanche »), ou dis-le pour toutes les séances (par ex. « une heure plus tôt »)", sameDays: "ces deux jours ont les mêmes séances, les échanger ne change donc rien ; pour en déplacer un, dis vers quel jour (par ex. « le jeudi au lieu du lundi »)", fromLater: "un changement ne peut pas encore commencer à une date ultérieure, il s'applique donc dès maintenant", dayTaken: 'ce jour a déjà une autre séance du plan ; nomme un jour sans séance (p. ex. « la sortie longue le dimanche »)', sessionDayFixed: 'avec les jours du plan, cette séance ne tomberait pas le jour nommé ; pour changer son jour, change les jours du plan (p. ex. « mardi au lieu de vendredi »)' },
  wouldOneDo: (l) => ` L'une de ces options irait-elle : ${l} ?`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "Les créneaux d'une journée ne suffisent pas pour ces séances.",
    MORE_THAN_A_DAY: "C'est plus de temps qu'une journée n'en compte.",
    EFFORT_EXCEEDS_TIME: "Le temps que tu autorises avant l'échéance ne suffit pas.",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "Cela fait plus de séances par semaine que de jours que tu autorises.",
    NO_ALLOWED_WINDOW: "Les jours et horaires que tu autorises ne laissent aucun temps pour les séances.",
    BLOCK_EXCEEDS_WINDOW: "Les séances sont plus longues que le créneau que tu autorises.",
    CAPACITY_EXCEEDED: "Toutes les séances ne tiennent pas avant l'échéance.",
    SCHEDULE_INVALID: "Avec ces contraintes, aucune séance ne tient avant l'échéance.",
    ROADMAP_INVALID: "Avec ces contraintes, les étapes ne tiennent pas avant l'échéance.",
    DEADLINE_PASSED: "L'échéance est déjà passée.",
    DEADLINE_BEFORE_START: "L'échéance tombe avant le début.",
    UNREALISTIC_DAILY_LOAD: "Autant de temps chaque jour, personne ne le tient longtemps.",
    UNREALISTIC_LANGUAGE_TARGET: "Ce niveau de langue est difficilement atteignable dans ce délai.",
    UNREALISTIC_WEIGHT_LOSS_RATE: "Perdre du poids aussi vite n'est pas sain.",
    UNREALISTIC_TRAINING_VOLUME: "Autant d'entraînement par semaine, le corps ne le récupère pas.",
    UNREALISTIC_RACE_PREPARATION: "Il reste trop peu de temps pour se préparer à la course.",
  },
  cannotPlan: "Ce n'est pas planifiable tel quel.",
  youCouldChoose: "Tu pourrais choisir :",
  escalationCta: (c) => `Réponds ${c ? "avec le numéro d'un choix, " : ""}avec une nouvelle contrainte dans tes mots (par ex. « trois fois par semaine », « d'ici le 30 juin »), ou 'reject' pour t'arrêter ici.`,
  escalationReask: (t) => `Je n'ai pas trouvé de nouvelle contrainte dans « ${t} ». Réponds avec un numéro, une contrainte comme « deux fois par semaine », ou 'reject'.`,
  choice: {
    deadline: (d) => `le même plan avec l'échéance au ${d}`,
    perWeek: (n, was) => `${plural(n, "séance", "séances")} par semaine${was !== null ? ` au lieu de ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "séance", "séances")} de ${min} minutes par jour`,
    minutes: (n, was) => `des séances de ${n} minutes${was !== null ? ` au lieu de ${was}` : ""}`,
    anyDay: "des séances n'importe quel jour de la semaine",
    anyTime: "des séances à n'importe quelle heure",
    target: (t, by) => `viser plutôt ${t}${by ? ` pour le ${by}` : ""}`,
  },
  noSlot: "plus de temps libre dans tes créneaux ce jour-là ou autour",
  notAllowedDay: "cela tombe un jour que tu n'autorises pas",
  blocker: (i, r) => `Je n'ai pas pu faire « ${i} », même en essayant chaque modèle : ${r}`,
  blockerCta: "Réponds 'retry' pour réessayer, ou 'abandon' pour arrêter ce plan.",
  rfcQuestion: (k, n) => `« ${n} » ne ressemble à aucun objectif pour lequel je connais un plan ; je le planifie comme ${k}. Je retiens aussi ce nouveau type d'objectif ?`,
  rfcCta: () => `Réponds 'approve' pour que je le retienne et planifie les objectifs semblables sans cette question, ou 'reject' pour le planifier sans rien retenir.`,
  subtypeQuestion: (n) => `Cet objectif ne correspond à aucun type de plan que je connais ; j'en ajouterais un nouveau : « ${n} ». Réponds 'approve' ou 'reject'.`,
  patternRead: (k) => `Je le lis comme ${k}.`,
  roadmapReady: "Le calendrier est prêt.",
  budget: (s, c) => `Depuis ta dernière réponse, ce plan a utilisé ${s} de temps de modèle, au-delà du plafond de ${c} par tour. Continuer ?`,
  budgetCta: "Réponds 'approve' pour continuer, ou 'reject' pour t'arrêter ici.",
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
  headline: latinHeadline,
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
  week: (list) => `Cada semana: ${list}.`,
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
    session_lengths: "duración algunos días",
    total_effort_minutes: "esfuerzo total",
    level: "nivel objetivo",
    items: "otras actividades",
  },
  notUnderstood: "no encontré ningún cambio de fechas, días, horas, duración o frecuencia",
  reaskLead: "No entendí esa respuesta.",
  goalDetail: (t) => `¿Cómo sabrías que «${t}» está logrado? Nombra un resultado concreto.`,
  deadline: "¿Para cuándo tiene que estar hecho? Vale una fecha o algo como «en 3 meses».",
  deadlineConfirm: "¿Lo planifico para 8 semanas, o hay una fecha límite?",
  deadlinePast: (p) => `${p ? `«${p}»` : "La fecha que diste"} ya pasó. ¿Para cuándo tiene que estar hecho ahora? Vale una fecha o algo como «en 3 meses».`,
  cadence: "¿Con qué frecuencia puedes hacerlo? Por ejemplo, todos los días, entre semana o 3 veces por semana.",
  cadenceConfirm: "¿Planifico 3 sesiones por semana, o con qué frecuencia puedes?",
  sessionLength: "¿Cuánto puede durar cada sesión?",
  answerOne: "Responde con tu respuesta.",
  answerMany: 'Responde una respuesta por línea, en el orden de las preguntas (o como JSON {"answers": {"<field>": "…"}}).',
  notPossible: "no se puede planificar así",
  wouldLeaveNothing: "con eso no se podría planificar ninguna sesión, así que tu plan queda como estaba.",
  notes: { noDay: 'no quedaría ningún día', noLength: 'no quedaría ninguna duración', noDeadline: 'todavía no hay fecha límite que mover; di para cuándo debe estar hecho (p. ej. «antes del 30 de junio»)', question: "eso es una pregunta, así que no se cambió nada: las sesiones van en los días y a las horas que permitiste; para cambiarlas, di qué debe ser distinto (p. ej. «los martes no», «estoy fuera del 3 al 9 de marzo»)", someDays: "«más temprano», «más tarde» o «más larga» sin cantidad, solo para algunos días, no es algo que el plan pueda guardar; di cuánto duran las sesiones de esos días (p. ej. «2 horas los domingos»), o dilo para todas las sesiones (p. ej. «una hora más temprano»)", sameDays: "esos dos días tienen las mismas sesiones, así que intercambiarlos no cambia nada; para mover uno, di a qué día (p. ej. «el jueves en vez del lunes»)", fromLater: "un cambio todavía no puede empezar en una fecha posterior, así que se aplica desde ahora", dayTaken: 'ese día ya tiene otra sesión del plan; di un día sin sesión (p. ej. «la tirada larga el domingo»)', sessionDayFixed: 'con los días del plan esa sesión no caería el día indicado; para cambiar su día, cambia los días del plan (p. ej. «martes en vez de viernes»)' },
  wouldOneDo: (l) => ` ¿Te serviría alguna de estas opciones: ${l}?`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "Las franjas de un día no alcanzan para estas sesiones.",
    MORE_THAN_A_DAY: "Es más tiempo del que tiene un día.",
    EFFORT_EXCEEDS_TIME: "El tiempo que permites antes de la fecha límite no alcanza.",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "Son más sesiones por semana que los días que permites.",
    NO_ALLOWED_WINDOW: "Los días y horas que permites no dejan tiempo para las sesiones.",
    BLOCK_EXCEEDS_WINDOW: "Las sesiones son más largas que la franja horaria que permites.",
    CAPACITY_EXCEEDED: "No caben todas las sesiones antes de la fecha límite.",
    SCHEDULE_INVALID: "Con estas condiciones no cabe ninguna sesión antes de la fecha límite.",
    ROADMAP_INVALID: "Con estas condiciones los pasos no caben antes de la fecha límite.",
    DEADLINE_PASSED: "La fecha límite ya pasó.",
    DEADLINE_BEFORE_START: "La fecha límite es anterior al inicio.",
    UNREALISTIC_DAILY_LOAD: "Tanto tiempo cada día no lo aguanta nadie mucho tiempo.",
    UNREALISTIC_LANGUAGE_TARGET: "Ese nivel de idioma es difícil de alcanzar en ese plazo.",
    UNREALISTIC_WEIGHT_LOSS_RATE: "Perder peso tan rápido no es saludable.",
    UNREALISTIC_TRAINING_VOLUME: "Tanto entrenamiento por semana el cuerpo no lo recupera.",
    UNREALISTIC_RACE_PREPARATION: "Queda muy poco tiempo para prepararse para la carrera.",
  },
  cannotPlan: "Así no se puede planificar.",
  youCouldChoose: "Podrías elegir:",
  escalationCta: (c) => `Responde con ${c ? "el número de una opción, " : ""}una nueva condición con tus palabras (p. ej. «tres veces por semana», «antes del 30 de junio») o 'reject' para parar aquí.`,
  escalationReask: (t) => `No encontré ninguna condición nueva en «${t}». Responde con un número, una condición como «dos veces por semana» o 'reject'.`,
  choice: {
    deadline: (d) => `el mismo plan con la fecha límite el ${d}`,
    perWeek: (n, was) => `${plural(n, "sesión", "sesiones")} por semana${was !== null ? ` en vez de ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "sesión", "sesiones")} de ${min} minutos al día`,
    minutes: (n, was) => `sesiones de ${n} minutos${was !== null ? ` en vez de ${was}` : ""}`,
    anyDay: "sesiones cualquier día de la semana",
    anyTime: "sesiones a cualquier hora del día",
    target: (t, by) => `apuntar a ${t}${by ? ` para el ${by}` : ""} en su lugar`,
  },
  noSlot: "no queda tiempo libre en tus franjas ese día ni cerca",
  notAllowedDay: "cae en un día que no permites",
  blocker: (i, r) => `No pude hacer «${i}», ni probando cada modelo: ${r}`,
  blockerCta: "Responde 'retry' para intentarlo de nuevo o 'abandon' para dejar este plan.",
  rfcQuestion: (k, n) => `«${n}» no se parece a ningún objetivo para el que tenga un plan; lo planifico como ${k}. ¿Lo guardo también como un nuevo tipo de objetivo?`,
  rfcCta: () => `Responde 'approve' para que lo guarde y planifique los objetivos parecidos sin esta pregunta, o 'reject' para planificarlo sin guardar nada.`,
  subtypeQuestion: (n) => `Este objetivo no encaja en ningún tipo de plan que conozca; añadiría uno nuevo: «${n}». Responde 'approve' o 'reject'.`,
  patternRead: (k) => `Lo leo como ${k}.`,
  roadmapReady: "El calendario está listo.",
  budget: (s, c) => `Desde tu última respuesta este plan ha usado ${s} de tiempo de modelo, por encima del límite de ${c} por turno. ¿Sigo planificando?`,
  budgetCta: "Responde 'approve' para seguir o 'reject' para parar aquí.",
};

const nl: Messages = {
  opener: { neutral: "Plan", friendly: "Hier is je plan", clinical: "Planoverzicht" },
  closer: { neutral: "Antwoord met 'approve' of 'propose changes: …'.", friendly: "Je kunt het! Antwoord met 'approve' of 'propose changes: …'.", clinical: "Wacht op 'approve' of 'propose changes: …'." },
  kind: {
    milestone_project: "een project met mijlpalen",
    recurring_cycle: "een vaste routine",
    progressive_accumulation_arc: "een stapsgewijze opbouw",
    hybrid_project_cycle: "een project met regelmatige oefening",
    strategic_transformation: "een grotere verandering in fasen",
  },
  headline: latinHeadline,
  due: (d) => ` tegen ${d}`,
  phases: (n) => plural(n, "fase", "fasen"),
  milestones: (n) => plural(n, "mijlpaal", "mijlpalen"),
  sessions: (n) => plural(n, "sessie", "sessies"),
  firstMilestone: (t, d) => `Eerste mijlpaal: ${t} tegen ${d}.`,
  phaseList: (t) => `Fasen: ${t}.`,
  recurringList: (t) => `Terugkerend: ${t}.`,
  milestoneList: (t) => `Mijlpalen: ${t}.`,
  by: (t, d) => `${t} tegen ${d}`,
  scheduled: (n, first) => `${n === 1 ? "1 sessie is" : `${n} sessies zijn`} ingepland, de eerste op ${first}.`,
  week: (list) => `Elke week: ${list}.`,
  unplaced: (n, list) => `${n === 1 ? "1 sessie kon" : `${n} sessies konden`} niet worden ingepland: ${list}.`,
  approvePlan: "Dit plan goedkeuren?",
  approveStage: (t) => `${t === "outline" ? "De opzet" : t === "roadmap" ? "De tijdlijn" : t === "pattern" ? "Het patroon" : "De stap"} goedkeuren?`,
  outlineReady: "De opzet is klaar.",
  approvalCta: "Antwoord met 'approve', 'reject' of 'propose changes: <wat er moet veranderen>'.",
  applied: "Toegepast:",
  passedOn: (s) => `Doorgegeven aan ${s}:`,
  notApplied: "Niet toegepast:",
  stage: { outline: "de opzet", roadmap: "de tijdlijn", schedule: "de planning" },
  field: {
    goal: "doel",
    deadline: "deadline",
    horizon_days: "duur",
    start: "startdatum",
    cadence: "hoe vaak",
    days: "dagen",
    excluded_days: "vrije dagen",
    excluded_dates: "vrije data",
    travel: "reizen",
    windows: "tijd van de dag",
    not_before: "vroegste tijd",
    not_after: "laatste tijd",
    fixed_times: "begintijd",
    session_minutes: "sessieduur",
    session_lengths: "sessieduur op sommige dagen",
    total_effort_minutes: "totale inzet",
    level: "doelniveau",
    items: "andere activiteiten",
  },
  notUnderstood: "ik vond er geen wijziging van data, dagen, tijden, duur of hoe vaak in",
  reaskLead: "Dat antwoord heb ik niet begrepen.",
  goalDetail: (t) => `Hoe zie je dat "${t}" gelukt is? Noem één concreet resultaat.`,
  deadline: "Wanneer moet dit klaar zijn? Een datum of iets als 'over 3 maanden' is goed.",
  deadlineConfirm: "Zal ik dit over 8 weken plannen, of is er een datum waarop het klaar moet zijn?",
  deadlinePast: (p) => `${p ? `"${p}"` : "De datum die je noemde"} is al voorbij. Wanneer moet het nu klaar zijn? Een datum of iets als 'over 3 maanden' is goed.`,
  cadence: "Hoe vaak kun je dit doen — bijvoorbeeld elke dag, op werkdagen of 3 keer per week?",
  cadenceConfirm: "Zal ik 3 sessies per week plannen, of hoe vaak kun je?",
  sessionLength: "Hoe lang mag elke sessie duren?",
  answerOne: "Antwoord met je antwoord.",
  answerMany: 'Antwoord met je antwoorden, één per regel in de gevraagde volgorde (of als JSON {"answers": {"<field>": "…"}}).',
  notPossible: "dat is zo niet in te plannen",
  wouldLeaveNothing: "daarmee kan geen enkele sessie worden ingepland, dus je plan blijft zoals het was.",
  notes: { noDay: 'er zou geen dag overblijven', noLength: 'er zou geen duur overblijven', noDeadline: "er is nog geen deadline om te verschuiven; zeg wanneer het klaar moet zijn (bijv. 'voor 30 juni')", question: "dat is een vraag, dus er is niets veranderd: de sessies vallen op de dagen en tijden die je vrijgaf; om ze te veranderen, zeg wat anders moet (bijv. 'niet op dinsdag', 'van 3 tot 9 maart ben ik weg')", someDays: "'eerder', 'later' of 'langer' zonder hoeveelheid, voor alleen sommige dagen, kan het plan niet vasthouden; zeg hoe lang de sessies op die dagen duren (bijv. 'op zondag 2 uur'), of zeg het voor alle sessies (bijv. 'een uur eerder')", sameDays: "die twee dagen hebben dezelfde sessies, dus ruilen verandert niets; om er een te verplaatsen, noem de dag waar hij heen moet (bijv. 'donderdag in plaats van maandag')", fromLater: "een wijziging kan nog niet op een latere datum ingaan, dus geldt ze vanaf nu", dayTaken: "die dag heeft al een andere sessie van het plan; noem een dag zonder sessie (bijv. 'de lange duurloop op zondag')", sessionDayFixed: "met de dagen van het plan zou die sessie niet op de genoemde dag vallen; verander de dagen van het plan om haar dag te veranderen (bijv. 'dinsdag in plaats van vrijdag')" },
  wouldOneDo: (l) => ` Zou een van deze gaan: ${l}?`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "De tijdvakken van een dag zijn te kort voor deze sessies.",
    MORE_THAN_A_DAY: "Dat is meer tijd dan een dag heeft.",
    EFFORT_EXCEEDS_TIME: "De tijd die je vóór de deadline vrijgeeft is niet genoeg.",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "Dat zijn meer sessies per week dan de dagen die je vrijgeeft.",
    NO_ALLOWED_WINDOW: "De dagen en tijden die je vrijgeeft laten geen tijd voor de sessies.",
    BLOCK_EXCEEDS_WINDOW: "De sessies zijn langer dan het tijdvak dat je vrijgeeft.",
    CAPACITY_EXCEEDED: "Niet alle sessies passen vóór de deadline.",
    SCHEDULE_INVALID: "Met deze voorwaarden past er vóór de deadline geen enkele sessie.",
    ROADMAP_INVALID: "Met deze voorwaarden passen de stappen niet vóór de deadline.",
    DEADLINE_PASSED: "De deadline is al voorbij.",
    DEADLINE_BEFORE_START: "De deadline ligt vóór het begin.",
    UNREALISTIC_DAILY_LOAD: "Zoveel tijd elke dag houdt niemand lang vol.",
    UNREALISTIC_LANGUAGE_TARGET: "Dat taalniveau is in die tijd nauwelijks haalbaar.",
    UNREALISTIC_WEIGHT_LOSS_RATE: "Zo snel afvallen is niet gezond.",
    UNREALISTIC_TRAINING_VOLUME: "Zoveel training per week kan het lichaam niet verwerken.",
    UNREALISTIC_RACE_PREPARATION: "Er blijft te weinig tijd over om je op de wedstrijd voor te bereiden.",
  },
  cannotPlan: "Zo is dit niet in te plannen.",
  youCouldChoose: "Je zou kunnen kiezen:",
  escalationCta: (c) => `Antwoord met ${c ? "het nummer van een keuze, " : ""}een nieuwe voorwaarde in je eigen woorden (bijv. 'drie keer per week', 'voor 30 juni') of 'reject' om hier te stoppen.`,
  escalationReask: (t) => `Ik vond geen nieuwe voorwaarde in "${t}". Antwoord met een nummer, een voorwaarde zoals 'twee keer per week', of 'reject'.`,
  choice: {
    deadline: (d) => `hetzelfde plan met de deadline op ${d}`,
    perWeek: (n, was) => `${plural(n, "sessie", "sessies")} per week${was !== null ? ` in plaats van ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "sessie", "sessies")} van ${min} minuten per dag`,
    minutes: (n, was) => `sessies van ${n} minuten${was !== null ? ` in plaats van ${was}` : ""}`,
    anyDay: "sessies op elke dag van de week",
    anyTime: "sessies op elk moment van de dag",
    target: (t, by) => `in plaats daarvan ${t}${by ? ` tegen ${by}` : ""} als doel`,
  },
  noSlot: "geen vrije tijd meer in je tijdvakken op of rond die dag",
  notAllowedDay: "het valt op een dag die je niet vrijgeeft",
  blocker: (i, r) => `Het lukte me niet om "${i}" te doen, ook niet met elk model: ${r}`,
  blockerCta: "Antwoord met 'retry' om het opnieuw te proberen, of 'abandon' om dit plan te stoppen.",
  rfcQuestion: (k, n) => `"${n}" lijkt op geen enkel doel waarvoor ik een plan ken; ik plan het als ${k}. Zal ik het ook onthouden als een nieuw soort doel?`,
  rfcCta: () => `Antwoord met 'approve' om het te onthouden, zodat ik vergelijkbare doelen voortaan zonder deze vraag plan, of met 'reject' om het te plannen zonder iets te onthouden.`,
  subtypeQuestion: (n) => `Dit doel past bij geen soort plan dat ik ken; ik zou een nieuw toevoegen: "${n}". Antwoord met 'approve' of 'reject'.`,
  patternRead: (k) => `Ik lees dit als ${k}.`,
  roadmapReady: "De tijdlijn is klaar.",
  budget: (s, c) => `Sinds je laatste antwoord heeft dit plan ${s} aan modeltijd gebruikt, boven het plafond van ${c} per beurt. Verder plannen?`,
  budgetCta: "Antwoord met 'approve' om door te gaan, of 'reject' om hier te stoppen.",
};

const pt: Messages = {
  opener: { neutral: "Plano", friendly: "Aqui está o seu plano", clinical: "Resumo do plano" },
  closer: { neutral: "Responda 'approve' ou 'propose changes: …'.", friendly: "Você consegue! Responda 'approve' ou 'propose changes: …'.", clinical: "Aguardando 'approve' ou 'propose changes: …'." },
  kind: {
    milestone_project: "um projeto com marcos",
    recurring_cycle: "uma rotina regular",
    progressive_accumulation_arc: "uma evolução passo a passo",
    hybrid_project_cycle: "um projeto com prática regular",
    strategic_transformation: "uma mudança maior em etapas",
  },
  headline: latinHeadline,
  due: (d) => ` até ${d}`,
  phases: (n) => plural(n, "fase", "fases"),
  milestones: (n) => plural(n, "marco", "marcos"),
  sessions: (n) => plural(n, "sessão", "sessões"),
  firstMilestone: (t, d) => `Primeiro marco: ${t} até ${d}.`,
  phaseList: (t) => `Fases: ${t}.`,
  recurringList: (t) => `Recorrente: ${t}.`,
  milestoneList: (t) => `Marcos: ${t}.`,
  by: (t, d) => `${t} até ${d}`,
  scheduled: (n, first) => `${n === 1 ? "1 sessão está agendada" : `${n} sessões estão agendadas`}, a primeira em ${first}.`,
  week: (list) => `Toda semana: ${list}.`,
  unplaced: (n, list) => `${n === 1 ? "1 sessão não pôde ser agendada" : `${n} sessões não puderam ser agendadas`}: ${list}.`,
  approvePlan: "Aprova este plano?",
  approveStage: (t) => `Aprova ${t === "outline" ? "a estrutura" : t === "roadmap" ? "o cronograma" : t === "pattern" ? "o padrão" : "a etapa"}?`,
  outlineReady: "A estrutura está pronta.",
  approvalCta: "Responda 'approve', 'reject' ou 'propose changes: <o que mudar>'.",
  applied: "Aplicado:",
  passedOn: (s) => `Passado ${s}:`,
  notApplied: "Não aplicado:",
  stage: { outline: "à estrutura", roadmap: "ao cronograma", schedule: "à agenda" },
  field: {
    goal: "objetivo",
    deadline: "prazo",
    horizon_days: "duração",
    start: "início",
    cadence: "frequência",
    days: "dias",
    excluded_days: "dias livres",
    excluded_dates: "datas livres",
    travel: "viagens",
    windows: "horário do dia",
    not_before: "horário mais cedo",
    not_after: "horário mais tarde",
    fixed_times: "horário de início",
    session_minutes: "duração da sessão",
    session_lengths: "duração em alguns dias",
    total_effort_minutes: "esforço total",
    level: "nível desejado",
    items: "outras atividades",
  },
  notUnderstood: "não encontrei nenhuma mudança de datas, dias, horários, duração ou frequência",
  reaskLead: "Não entendi essa resposta.",
  goalDetail: (t) => `Como você saberia que "${t}" foi alcançado? Cite um resultado concreto.`,
  deadline: "Até quando isso precisa estar pronto? Vale uma data ou algo como 'em 3 meses'.",
  deadlineConfirm: "Planejo isso para 8 semanas, ou há uma data em que precisa estar pronto?",
  deadlinePast: (p) => `${p ? `"${p}"` : "A data que você deu"} já passou. Até quando precisa estar pronto agora? Vale uma data ou algo como 'em 3 meses'.`,
  cadence: "Com que frequência você pode fazer isso — por exemplo todo dia, em dias úteis ou 3 vezes por semana?",
  cadenceConfirm: "Planejo 3 sessões por semana, ou com que frequência você pode?",
  sessionLength: "Quanto tempo pode durar cada sessão?",
  answerOne: "Responda com a sua resposta.",
  answerMany: 'Responda com uma resposta por linha, na ordem das perguntas (ou como JSON {"answers": {"<field>": "…"}}).',
  notPossible: "não dá para planejar assim",
  wouldLeaveNothing: "com isso nenhuma sessão poderia ser agendada, então seu plano continua como estava.",
  notes: { noDay: 'não sobraria nenhum dia', noLength: 'não sobraria nenhuma duração', noDeadline: "ainda não há prazo para mudar; diga até quando deve estar pronto (por ex. 'até 30 de junho')", question: "isso é uma pergunta, então nada foi mudado: as sessões ficam nos dias e horários que você permitiu; para mudá-las, diga o que deve ser diferente (por ex. 'às terças não', 'vou viajar de 3 a 9 de março')", someDays: "'mais cedo', 'mais tarde' ou 'mais longa' sem quantidade, só para alguns dias, não é algo que o plano consiga guardar; diga quanto duram as sessões desses dias (por ex. '2 horas aos domingos'), ou diga para todas as sessões (por ex. 'uma hora mais cedo')", sameDays: "esses dois dias têm as mesmas sessões, então trocá-los não muda nada; para mover um, diga para qual dia (por ex. 'quinta em vez de segunda')", fromLater: "uma mudança ainda não pode começar numa data posterior, então vale a partir de agora", dayTaken: "esse dia já tem outra sessão do plano; diga um dia sem sessão (p. ex. 'o longão no domingo')", sessionDayFixed: "com os dias do plano essa sessão não cairia no dia indicado; para mudar o dia dela, mude os dias do plano (p. ex. 'terça em vez de sexta')" },
  wouldOneDo: (l) => ` Alguma destas opções serve: ${l}?`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "Os horários de um dia não bastam para essas sessões.",
    MORE_THAN_A_DAY: "É mais tempo do que um dia tem.",
    EFFORT_EXCEEDS_TIME: "O tempo que você permite antes do prazo não é suficiente.",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "São mais sessões por semana do que os dias que você permite.",
    NO_ALLOWED_WINDOW: "Os dias e horários que você permite não deixam tempo para as sessões.",
    BLOCK_EXCEEDS_WINDOW: "As sessões são mais longas que o horário que você permite.",
    CAPACITY_EXCEEDED: "Nem todas as sessões cabem antes do prazo.",
    SCHEDULE_INVALID: "Com essas condições nenhuma sessão cabe antes do prazo.",
    ROADMAP_INVALID: "Com essas condições as etapas não cabem antes do prazo.",
    DEADLINE_PASSED: "O prazo já passou.",
    DEADLINE_BEFORE_START: "O prazo é anterior ao início.",
    UNREALISTIC_DAILY_LOAD: "Tanto tempo todo dia ninguém aguenta por muito tempo.",
    UNREALISTIC_LANGUAGE_TARGET: "Esse nível de idioma é difícil de alcançar nesse prazo.",
    UNREALISTIC_WEIGHT_LOSS_RATE: "Perder peso tão rápido não é saudável.",
    UNREALISTIC_TRAINING_VOLUME: "Tanto treino por semana o corpo não consegue recuperar.",
    UNREALISTIC_RACE_PREPARATION: "Sobra pouco tempo para se preparar para a prova.",
  },
  cannotPlan: "Assim não dá para planejar.",
  youCouldChoose: "Você poderia escolher:",
  escalationCta: (c) => `Responda com ${c ? "o número de uma opção, " : ""}uma nova condição com suas palavras (por ex. 'três vezes por semana', 'até 30 de junho') ou 'reject' para parar aqui.`,
  escalationReask: (t) => `Não encontrei nenhuma condição nova em "${t}". Responda com um número, uma condição como 'duas vezes por semana' ou 'reject'.`,
  choice: {
    deadline: (d) => `o mesmo plano com o prazo em ${d}`,
    perWeek: (n, was) => `${plural(n, "sessão", "sessões")} por semana${was !== null ? ` em vez de ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "sessão", "sessões")} de ${min} minutos por dia`,
    minutes: (n, was) => `sessões de ${n} minutos${was !== null ? ` em vez de ${was}` : ""}`,
    anyDay: "sessões em qualquer dia da semana",
    anyTime: "sessões em qualquer horário",
    target: (t, by) => `mirar em ${t}${by ? ` até ${by}` : ""} em vez disso`,
  },
  noSlot: "não sobra tempo livre nos seus horários nesse dia ou perto dele",
  notAllowedDay: "cai num dia que você não permite",
  blocker: (i, r) => `Não consegui fazer "${i}", nem tentando cada modelo: ${r}`,
  blockerCta: "Responda 'retry' para tentar de novo ou 'abandon' para parar este plano.",
  rfcQuestion: (k, n) => `"${n}" não se parece com nenhum objetivo para o qual eu tenha um plano; vou planejá-lo como ${k}. Guardo também como um novo tipo de objetivo?`,
  rfcCta: () => `Responda 'approve' para eu guardar e planejar objetivos parecidos sem esta pergunta, ou 'reject' para planejar sem guardar nada.`,
  subtypeQuestion: (n) => `Este objetivo não se encaixa em nenhum tipo de plano que conheço; eu adicionaria um novo: "${n}". Responda 'approve' ou 'reject'.`,
  patternRead: (k) => `Entendi isto como ${k}.`,
  roadmapReady: "O cronograma está pronto.",
  budget: (s, c) => `Desde a sua última resposta este plano usou ${s} de tempo de modelo, acima do teto de ${c} por rodada. Continuar planejando?`,
  budgetCta: "Responda 'approve' para continuar ou 'reject' para parar aqui.",
};

const it: Messages = {
  opener: { neutral: "Piano", friendly: "Ecco il tuo piano", clinical: "Riepilogo del piano" },
  closer: { neutral: "Rispondi 'approve' o 'propose changes: …'.", friendly: "Ce la puoi fare! Rispondi 'approve' o 'propose changes: …'.", clinical: "In attesa di 'approve' o 'propose changes: …'." },
  kind: {
    milestone_project: "un progetto con tappe",
    recurring_cycle: "una routine regolare",
    progressive_accumulation_arc: "una progressione passo dopo passo",
    hybrid_project_cycle: "un progetto con pratica regolare",
    strategic_transformation: "un cambiamento più grande a fasi",
  },
  headline: latinHeadline,
  due: (d) => ` entro il ${d}`,
  phases: (n) => plural(n, "fase", "fasi"),
  milestones: (n) => plural(n, "tappa", "tappe"),
  sessions: (n) => plural(n, "sessione", "sessioni"),
  firstMilestone: (t, d) => `Prima tappa: ${t} entro il ${d}.`,
  phaseList: (t) => `Fasi: ${t}.`,
  recurringList: (t) => `Ricorrente: ${t}.`,
  milestoneList: (t) => `Tappe: ${t}.`,
  by: (t, d) => `${t} entro il ${d}`,
  scheduled: (n, first) => `${n === 1 ? "È in calendario 1 sessione" : `Sono in calendario ${n} sessioni`}, la prima il ${first}.`,
  week: (list) => `Ogni settimana: ${list}.`,
  unplaced: (n, list) => `${n === 1 ? "1 sessione non è stato possibile metterla in calendario" : `${n} sessioni non è stato possibile metterle in calendario`}: ${list}.`,
  approvePlan: "Approvi questo piano?",
  approveStage: (t) => `Approvi ${t === "outline" ? "la struttura" : t === "roadmap" ? "la tabella di marcia" : t === "pattern" ? "lo schema" : "la fase"}?`,
  outlineReady: "La struttura è pronta.",
  approvalCta: "Rispondi 'approve', 'reject' o 'propose changes: <cosa cambiare>'.",
  applied: "Applicato:",
  passedOn: (s) => `Passato ${s}:`,
  notApplied: "Non applicato:",
  stage: { outline: "alla struttura", roadmap: "alla tabella di marcia", schedule: "al calendario" },
  field: {
    goal: "obiettivo",
    deadline: "scadenza",
    horizon_days: "durata",
    start: "inizio",
    cadence: "frequenza",
    days: "giorni",
    excluded_days: "giorni liberi",
    excluded_dates: "date libere",
    travel: "viaggi",
    windows: "fascia oraria",
    not_before: "ora più presto",
    not_after: "ora più tardi",
    fixed_times: "ora di inizio",
    session_minutes: "durata della sessione",
    session_lengths: "durata in alcuni giorni",
    total_effort_minutes: "impegno totale",
    level: "livello desiderato",
    items: "altre attività",
  },
  notUnderstood: "non ho trovato nessun cambiamento di date, giorni, orari, durata o frequenza",
  reaskLead: "Non ho capito questa risposta.",
  goalDetail: (t) => `Come capiresti di aver raggiunto "${t}"? Indica un risultato concreto.`,
  deadline: "Entro quando deve essere fatto? Va bene una data o qualcosa come 'in 3 mesi'.",
  deadlineConfirm: "Lo pianifico su 8 settimane, o c'è una data entro cui deve essere fatto?",
  deadlinePast: (p) => `${p ? `"${p}"` : "La data che hai indicato"} è già passata. Entro quando deve essere fatto adesso? Va bene una data o qualcosa come 'in 3 mesi'.`,
  cadence: "Quanto spesso puoi farlo — per esempio ogni giorno, nei giorni feriali o 3 volte a settimana?",
  cadenceConfirm: "Pianifico 3 sessioni a settimana, o quanto spesso puoi?",
  sessionLength: "Quanto può durare ogni sessione?",
  answerOne: "Rispondi con la tua risposta.",
  answerMany: 'Rispondi con una risposta per riga, nell\'ordine delle domande (o come JSON {"answers": {"<field>": "…"}}).',
  notPossible: "così non si può pianificare",
  wouldLeaveNothing: "così non si potrebbe mettere in calendario nessuna sessione, quindi il tuo piano resta com'era.",
  notes: { noDay: "non resterebbe nessun giorno", noLength: "non resterebbe nessuna durata", noDeadline: "non c'è ancora una scadenza da spostare; di' entro quando deve essere fatto (per es. 'entro il 30 giugno')", question: "è una domanda, quindi non ho cambiato niente: le sessioni restano nei giorni e negli orari che hai indicato; per cambiarle, di' cosa deve essere diverso (per es. 'non il martedì', 'sono in viaggio dal 3 al 9 marzo')", someDays: "'più presto', 'più tardi' o 'più lunga' senza una quantità, solo per alcuni giorni, non è qualcosa che il piano possa tenere; di' quanto durano le sessioni di quei giorni (per es. '2 ore la domenica'), oppure dillo per tutte le sessioni (per es. 'un'ora prima')", sameDays: "quei due giorni hanno le stesse sessioni, quindi scambiarli non cambia niente; per spostarne uno, di' in quale giorno (per es. 'giovedì invece di lunedì')", fromLater: "un cambiamento non può ancora cominciare da una data futura, quindi vale da adesso", dayTaken: "quel giorno ha già un'altra sessione del piano; indica un giorno senza sessioni (es. 'il lungo la domenica')", sessionDayFixed: "con i giorni del piano quella sessione non cadrebbe nel giorno indicato; per cambiarne il giorno, cambia i giorni del piano (es. 'martedì invece di venerdì')" },
  wouldOneDo: (l) => ` Andrebbe bene una di queste: ${l}?`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "Gli orari di un giorno non bastano per queste sessioni.",
    MORE_THAN_A_DAY: "È più tempo di quanto ne abbia un giorno.",
    EFFORT_EXCEEDS_TIME: "Il tempo che concedi prima della scadenza non basta.",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "Sono più sessioni a settimana dei giorni che concedi.",
    NO_ALLOWED_WINDOW: "I giorni e gli orari che concedi non lasciano tempo per le sessioni.",
    BLOCK_EXCEEDS_WINDOW: "Le sessioni sono più lunghe della fascia oraria che concedi.",
    CAPACITY_EXCEEDED: "Non tutte le sessioni ci stanno prima della scadenza.",
    SCHEDULE_INVALID: "Con queste condizioni nessuna sessione ci sta prima della scadenza.",
    ROADMAP_INVALID: "Con queste condizioni le fasi non ci stanno prima della scadenza.",
    DEADLINE_PASSED: "La scadenza è già passata.",
    DEADLINE_BEFORE_START: "La scadenza viene prima dell'inizio.",
    UNREALISTIC_DAILY_LOAD: "Così tanto tempo ogni giorno non si regge a lungo.",
    UNREALISTIC_LANGUAGE_TARGET: "Quel livello di lingua è difficile da raggiungere in questo tempo.",
    UNREALISTIC_WEIGHT_LOSS_RATE: "Perdere peso così in fretta non è sano.",
    UNREALISTIC_TRAINING_VOLUME: "Con tanto allenamento a settimana il corpo non riesce a recuperare.",
    UNREALISTIC_RACE_PREPARATION: "Resta poco tempo per prepararsi alla gara.",
  },
  cannotPlan: "Così non si può pianificare.",
  youCouldChoose: "Potresti scegliere:",
  escalationCta: (c) => `Rispondi con ${c ? "il numero di un'opzione, " : ""}una nuova condizione con parole tue (per es. 'tre volte a settimana', 'entro il 30 giugno') o 'reject' per fermarti qui.`,
  escalationReask: (t) => `Non ho trovato nessuna nuova condizione in "${t}". Rispondi con un numero, una condizione come 'due volte a settimana' o 'reject'.`,
  choice: {
    deadline: (d) => `lo stesso piano con scadenza il ${d}`,
    perWeek: (n, was) => `${plural(n, "sessione", "sessioni")} a settimana${was !== null ? ` invece di ${was}` : ""}`,
    perDay: (n, min) => `${plural(n, "sessione", "sessioni")} da ${min} minuti al giorno`,
    minutes: (n, was) => `sessioni da ${n} minuti${was !== null ? ` invece di ${was}` : ""}`,
    anyDay: "sessioni in qualsiasi giorno della settimana",
    anyTime: "sessioni a qualsiasi ora",
    target: (t, by) => `puntare a ${t}${by ? ` entro il ${by}` : ""}`,
  },
  noSlot: "non resta tempo libero nei tuoi orari in quel giorno o vicino",
  notAllowedDay: "cade in un giorno che non concedi",
  blocker: (i, r) => `Non sono riuscito a fare "${i}", nemmeno provando ogni modello: ${r}`,
  blockerCta: "Rispondi 'retry' per riprovare o 'abandon' per fermare questo piano.",
  rfcQuestion: (k, n) => `"${n}" non somiglia a nessun obiettivo per cui ho un piano; lo pianifico come ${k}. Lo salvo anche come nuovo tipo di obiettivo?`,
  rfcCta: () => `Rispondi 'approve' perché lo salvi e pianifichi obiettivi simili senza questa domanda, o 'reject' per pianificare senza salvare niente.`,
  subtypeQuestion: (n) => `Questo obiettivo non rientra in nessun tipo di piano che conosco; ne aggiungerei uno nuovo: "${n}". Rispondi 'approve' o 'reject'.`,
  patternRead: (k) => `L'ho inteso come ${k}.`,
  roadmapReady: "La tabella di marcia è pronta.",
  budget: (s, c) => `Dalla tua ultima risposta questo piano ha usato ${s} di tempo di modello, oltre il tetto di ${c} per giro. Continuo a pianificare?`,
  budgetCta: "Rispondi 'approve' per continuare o 'reject' per fermarti qui.",
};

const ja: Messages = {
  opener: { neutral: "プラン", friendly: "あなたのプランです", clinical: "プランの概要" },
  closer: { neutral: "'approve' または 'propose changes: …' で返信してください。", friendly: "きっとできます！'approve' または 'propose changes: …' で返信してください。", clinical: "'approve' または 'propose changes: …' をお待ちしています。" },
  kind: {
    milestone_project: "マイルストーンのあるプロジェクト",
    recurring_cycle: "定期的な習慣",
    progressive_accumulation_arc: "段階的な積み上げ",
    hybrid_project_cycle: "定期的な練習を伴うプロジェクト",
    strategic_transformation: "段階的な大きな変化",
  },
  headline: cjkHeadline,
  due: (d) => `（期限 ${d}）`,
  phases: (n) => `${n}つのフェーズ`,
  milestones: (n) => `${n}つのマイルストーン`,
  sessions: (n) => `${n}回のセッション`,
  firstMilestone: (t, d) => `最初のマイルストーン：${t}（${d}まで）。`,
  phaseList: (t) => `フェーズ：${t}。`,
  recurringList: (t) => `定期：${t}。`,
  milestoneList: (t) => `マイルストーン：${t}。`,
  by: (t, d) => `${t}（${d}まで）`,
  scheduled: (n, first) => `${n}回のセッションを予定しました。最初は${first}です。`,
  week: (list) => `毎週：${list}。`,
  unplaced: (n, list) => `${n}回のセッションを入れられませんでした：${list}。`,
  approvePlan: "このプランを承認しますか？",
  approveStage: (t) => `${t === "outline" ? "構成" : t === "roadmap" ? "ロードマップ" : t === "pattern" ? "パターン" : "このステップ"}を承認しますか？`,
  outlineReady: "構成ができました。",
  approvalCta: "'approve'、'reject'、または 'propose changes: <変更したいこと>' で返信してください。",
  applied: "反映しました：",
  passedOn: (s) => `${s}に回しました：`,
  notApplied: "反映していません：",
  stage: { outline: "構成", roadmap: "ロードマップ", schedule: "スケジュール" },
  field: {
    goal: "目標",
    deadline: "期限",
    horizon_days: "期間",
    start: "開始日",
    cadence: "頻度",
    days: "曜日",
    excluded_days: "休みの曜日",
    excluded_dates: "休みの日付",
    travel: "旅行",
    windows: "時間帯",
    not_before: "最も早い時刻",
    not_after: "最も遅い時刻",
    fixed_times: "開始時刻",
    session_minutes: "1回の長さ",
    session_lengths: "曜日ごとの長さ",
    total_effort_minutes: "総時間",
    level: "目標レベル",
    items: "ほかの活動",
  },
  notUnderstood: "日付・曜日・時刻・長さ・頻度の変更が見つかりませんでした",
  reaskLead: "そのお返事は理解できませんでした。",
  goalDetail: (t) => `「${t}」が達成できたら、どんな状態ですか？具体的な結果を1つ挙げてください。`,
  deadline: "いつまでに終える必要がありますか？日付か「3か月後」のような言い方で大丈夫です。",
  deadlineConfirm: "8週間で計画しましょうか？それとも期限の日付がありますか？",
  deadlinePast: (p) => `${p ? `「${p}」` : "その日付"}はもう過ぎています。いつまでに終えればよいですか？日付か「3か月後」のような言い方で大丈夫です。`,
  cadence: "どのくらいの頻度でできますか？例：毎日、平日、週3回など。",
  cadenceConfirm: "週3回で計画しましょうか？それともどのくらいの頻度でできますか？",
  sessionLength: "1回あたりどのくらいの時間をとれますか？",
  answerOne: "回答を返信してください。",
  answerMany: '質問の順に1行に1つずつ回答してください（または JSON {"answers": {"<field>": "…"}}）。',
  notPossible: "そのままでは計画できません",
  wouldLeaveNothing: "この変更ではセッションを1回も入れられないため、プランは元のままです。",
  notes: { noDay: '使える曜日がなくなります', noLength: 'セッションの長さがなくなります', noDeadline: 'まだ動かす期限がありません。いつまでに終えるか教えてください（例：「6月30日まで」）', question: "これは質問なので、何も変更していません。セッションは許可された曜日と時間に入っています。変えるには、どう変えたいかを書いてください（例：「火曜日は無理」「3月3日から9日まで旅行」）", someDays: "一部の曜日だけの、量のない「早め」「遅め」「長め」は計画に反映できません。その曜日のセッションの長さを書くか（例：「日曜日は2時間」）、すべてのセッションについて書いてください（例：「1時間早く」）", sameDays: "その2つの曜日は同じセッションなので、入れ替えても何も変わりません。移すには行き先の曜日を書いてください（例：「月曜じゃなくて木曜」）", fromLater: "変更を後の日付から始めることはまだできないため、今から適用しました", dayTaken: 'その日にはすでに別のセッションがあります。セッションのない曜日を指定してください（例：「ロング走は日曜日」）', sessionDayFixed: 'プランの曜日では、このセッションは指定の曜日になりません。曜日を変えるには、プランの曜日を変えてください（例：「金曜日の代わりに火曜日」）' },
  wouldOneDo: (l) => ` 次のどれかでよいですか：${l}？`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "1日の時間帯では、これらのセッションが収まりません。",
    MORE_THAN_A_DAY: "1日の長さを超えています。",
    EFFORT_EXCEEDS_TIME: "期限までに使える時間では足りません。",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "1週間の回数が、使える曜日の数より多くなっています。",
    NO_ALLOWED_WINDOW: "使える曜日と時間帯では、セッションの時間がとれません。",
    BLOCK_EXCEEDS_WINDOW: "セッションが、使える時間帯より長くなっています。",
    CAPACITY_EXCEEDED: "期限までにすべてのセッションが入りません。",
    SCHEDULE_INVALID: "この条件では、期限までにセッションが1回も入りません。",
    ROADMAP_INVALID: "この条件では、期限までにステップが収まりません。",
    DEADLINE_PASSED: "期限はもう過ぎています。",
    DEADLINE_BEFORE_START: "期限が開始より前になっています。",
    UNREALISTIC_DAILY_LOAD: "毎日これだけの時間を続けるのは現実的ではありません。",
    UNREALISTIC_LANGUAGE_TARGET: "この期間でそのレベルに達するのは難しいです。",
    UNREALISTIC_WEIGHT_LOSS_RATE: "そのペースで体重を落とすのは健康的ではありません。",
    UNREALISTIC_TRAINING_VOLUME: "1週間にこれだけの練習量では体が回復できません。",
    UNREALISTIC_RACE_PREPARATION: "大会の準備をするには時間が足りません。",
  },
  cannotPlan: "このままでは計画できません。",
  youCouldChoose: "次から選べます：",
  escalationCta: (c) => `${c ? "選択肢の番号、" : ""}自分の言葉での新しい条件（例：「週3回」「6月30日まで」）、またはここで止める場合は 'reject' で返信してください。`,
  escalationReask: (t) => `「${t}」から新しい条件を読み取れませんでした。番号、「週2回」のような条件、または 'reject' で返信してください。`,
  choice: {
    deadline: (d) => `期限を${d}に延ばした同じプラン`,
    perWeek: (n, was) => `週${n}回${was !== null ? `（${was}回の代わりに）` : ""}`,
    perDay: (n, min) => `1日${n}回、各${min}分`,
    minutes: (n, was) => `1回${n}分${was !== null ? `（${was}分の代わりに）` : ""}`,
    anyDay: "どの曜日でもセッション可",
    anyTime: "どの時間帯でもセッション可",
    target: (t, by) => `目標を${by ? `${by}までに` : ""}${t}にする`,
  },
  noSlot: "その日の前後に使える時間帯の空きがありません",
  notAllowedDay: "使えない曜日に当たっています",
  blocker: (i, r) => `すべてのモデルで試しましたが「${i}」ができませんでした：${r}`,
  blockerCta: "もう一度試すには 'retry'、このプランをやめるには 'abandon' で返信してください。",
  rfcQuestion: (k, n) => `「${n}」に合う種類のプランがないため、${k}として計画します。新しい種類の目標としても覚えておきますか？`,
  rfcCta: () => `覚えておくなら 'approve'（次から似た目標はこの質問なしで計画します）、何も覚えずに計画するなら 'reject' で返信してください。`,
  subtypeQuestion: (n) => `この目標は知っているどの種類のプランにも当てはまらないため、新しい種類「${n}」を追加します。'approve' または 'reject' で返信してください。`,
  patternRead: (k) => `これは${k}だと理解しました。`,
  roadmapReady: "ロードマップができました。",
  budget: (s, c) => `前回の返信以降、このプランはモデル時間を${s}使い、1回あたりの上限${c}を超えました。計画を続けますか？`,
  budgetCta: "続けるには 'approve'、ここでやめるには 'reject' で返信してください。",
};

const zh: Messages = {
  opener: { neutral: "计划", friendly: "这是你的计划", clinical: "计划概要" },
  closer: { neutral: "请回复 'approve' 或 'propose changes: …'。", friendly: "你一定可以！请回复 'approve' 或 'propose changes: …'。", clinical: "等待 'approve' 或 'propose changes: …'。" },
  kind: {
    milestone_project: "一个有里程碑的项目",
    recurring_cycle: "一个固定的日常安排",
    progressive_accumulation_arc: "一个循序渐进的积累过程",
    hybrid_project_cycle: "一个配合定期练习的项目",
    strategic_transformation: "一个分阶段的较大转变",
  },
  headline: cjkHeadline,
  due: (d) => `，截止${d}`,
  phases: (n) => `${n}个阶段`,
  milestones: (n) => `${n}个里程碑`,
  sessions: (n) => `${n}次`,
  firstMilestone: (t, d) => `第一个里程碑：${t}，${d}前。`,
  phaseList: (t) => `阶段：${t}。`,
  recurringList: (t) => `定期：${t}。`,
  milestoneList: (t) => `里程碑：${t}。`,
  by: (t, d) => `${t}（${d}前）`,
  scheduled: (n, first) => `已安排${n}次，第一次在${first}。`,
  week: (list) => `每周：${list}。`,
  unplaced: (n, list) => `有${n}次无法安排：${list}。`,
  approvePlan: "批准这个计划吗？",
  approveStage: (t) => `批准${t === "outline" ? "这个大纲" : t === "roadmap" ? "这个路线图" : t === "pattern" ? "这个模式" : "这一步"}吗？`,
  outlineReady: "大纲已经准备好了。",
  approvalCta: "请回复 'approve'、'reject' 或 'propose changes: <要改什么>'。",
  applied: "已采用：",
  passedOn: (s) => `已转交给${s}：`,
  notApplied: "未采用：",
  stage: { outline: "大纲", roadmap: "路线图", schedule: "日程安排" },
  field: {
    goal: "目标",
    deadline: "截止日期",
    horizon_days: "时长",
    start: "开始日期",
    cadence: "频率",
    days: "哪几天",
    excluded_days: "休息日",
    excluded_dates: "不安排的日期",
    travel: "出行",
    windows: "时段",
    not_before: "最早时间",
    not_after: "最晚时间",
    fixed_times: "开始时间",
    session_minutes: "每次时长",
    session_lengths: "部分日子的时长",
    total_effort_minutes: "总投入",
    level: "目标水平",
    items: "其他活动",
  },
  notUnderstood: "我没有找到日期、星期、时间、时长或频率的修改",
  reaskLead: "我没有理解这条回复。",
  goalDetail: (t) => `“${t}”完成时会是什么样子？请说出一个具体结果。`,
  deadline: "需要在什么时候之前完成？给一个日期或说“3个月内”都可以。",
  deadlineConfirm: "我按8周来安排，还是有必须完成的日期？",
  deadlinePast: (p) => `${p ? `“${p}”` : "你给的日期"}已经过去了。现在需要在什么时候之前完成？给一个日期或说“3个月内”都可以。`,
  cadence: "你多久能做一次？比如每天、工作日，或每周3次？",
  cadenceConfirm: "我按每周3次来安排，还是你能多久做一次？",
  sessionLength: "每次可以多长时间？",
  answerOne: "请回复你的答案。",
  answerMany: '请按提问顺序每行回答一个问题（或用 JSON {"answers": {"<field>": "…"}}）。',
  notPossible: "这样无法安排",
  wouldLeaveNothing: "这样一次也安排不了，所以计划保持原样。",
  notes: { noDay: '将没有可用的日子', noLength: '将没有剩余的时长', noDeadline: '还没有可以推迟的截止日期；请说明要在什么时候之前完成（例如“6月30日前”）', question: "这是一个问题，所以没有做任何修改：课程安排在你允许的日子和时间；要修改，请说明要改什么（例如“周二不行”“3月3日到9日我出差”）", someDays: "只针对某几天、没有具体量的“早一点”“晚一点”“长一点”，计划无法保存；请说明这几天每次多长时间（例如“周日2小时”），或对所有课程说明（例如“早一个小时”）", sameDays: "这两天的课程相同，对调不会有任何变化；要移动其中一天，请说明移到哪天（例如“把周一改到周四”）", fromLater: "修改暂时不能从以后的日期开始，所以从现在起生效", dayTaken: '那天已经有计划里的另一次训练；请说一个没有训练的日子（例如“长距离跑放在周日”）', sessionDayFixed: '按计划用的日子，这项训练不会落在所说的那天；要改它的日子，请改计划用的日子（例如“周二代替周五”）' },
  wouldOneDo: (l) => ` 下面哪个可以吗：${l}？`,
  problem: {
    DAY_WINDOWS_TOO_SHORT: "一天的时段放不下这些安排。",
    MORE_THAN_A_DAY: "这比一天的时间还长。",
    EFFORT_EXCEEDS_TIME: "截止日期前你允许的时间不够。",
    FREQUENCY_EXCEEDS_ALLOWED_DAYS: "每周的次数比你允许的天数还多。",
    NO_ALLOWED_WINDOW: "你允许的日子和时段里没有时间安排。",
    BLOCK_EXCEEDS_WINDOW: "每次的时长比你允许的时段还长。",
    CAPACITY_EXCEEDED: "截止日期前放不下所有的次数。",
    SCHEDULE_INVALID: "按这些条件，截止日期前一次也安排不了。",
    ROADMAP_INVALID: "按这些条件，截止日期前放不下这些步骤。",
    DEADLINE_PASSED: "截止日期已经过去了。",
    DEADLINE_BEFORE_START: "截止日期在开始之前。",
    UNREALISTIC_DAILY_LOAD: "每天这么多时间，没有人能长期坚持。",
    UNREALISTIC_LANGUAGE_TARGET: "这么短的时间很难达到这个语言水平。",
    UNREALISTIC_WEIGHT_LOSS_RATE: "减重这么快不健康。",
    UNREALISTIC_TRAINING_VOLUME: "每周这么大的训练量，身体恢复不过来。",
    UNREALISTIC_RACE_PREPARATION: "离比赛太近，准备时间不够。",
  },
  cannotPlan: "按现在的说法无法安排。",
  youCouldChoose: "你可以选择：",
  escalationCta: (c) => `请回复${c ? "选项的编号、" : ""}用你自己的话说的新条件（例如“每周三次”“6月30日前”），或回复 'reject' 在此停止。`,
  escalationReask: (t) => `我没能从“${t}”里读出新的条件。请回复编号、像“每周两次”这样的条件，或 'reject'。`,
  choice: {
    deadline: (d) => `同样的计划，截止日期改到${d}`,
    perWeek: (n, was) => `每周${n}次${was !== null ? `（原来${was}次）` : ""}`,
    perDay: (n, min) => `每天${n}次，每次${min}分钟`,
    minutes: (n, was) => `每次${n}分钟${was !== null ? `（原来${was}分钟）` : ""}`,
    anyDay: "一周中任何一天都可以",
    anyTime: "一天中任何时段都可以",
    target: (t, by) => `把目标改为${by ? `${by}前` : ""}${t}`,
  },
  noSlot: "那天前后你允许的时段里已没有空闲时间",
  notAllowedDay: "落在你不允许的日子",
  blocker: (i, r) => `试过所有模型后仍无法完成“${i}”：${r}`,
  blockerCta: "回复 'retry' 再试一次，或回复 'abandon' 停止这个计划。",
  rfcQuestion: (k, n) => `“${n}”和我有计划的任何目标都不一样，我会按${String(k).replace(/^一个/u, "")}来安排。要把它也记为一种新的目标吗？`,
  rfcCta: () => `回复 'approve' 记住它（以后类似的目标不再询问），或回复 'reject' 照样安排但不记住。`,
  subtypeQuestion: (n) => `这个目标不符合我知道的任何一种计划，我会新增一种：“${n}”。请回复 'approve' 或 'reject'。`,
  patternRead: (k) => `我把它理解为${k}。`,
  roadmapReady: "路线图已经准备好了。",
  budget: (s, c) => `自你上次回复以来，这个计划已用了${s}的模型时间，超过了每轮${c}的上限。继续规划吗？`,
  budgetCta: "回复 'approve' 继续，或回复 'reject' 在此停止。",
};

export const MESSAGE_LANGUAGES = ["en", "de", "fr", "es", "nl", "pt", "ja", "zh", "it"] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGES: Record<MessageLanguage, Messages> = { en, de, fr, es, nl, pt, ja, zh, it };

/** The table for a reading's ISO 639-1 code ("pt-BR" → pt); languages without one fall back to English. */
export function messageLanguage(code: string | null | undefined): MessageLanguage {
  const c = (code ?? "").trim().toLowerCase().slice(0, 2);
  return (MESSAGE_LANGUAGES as readonly string[]).includes(c) ? (c as MessageLanguage) : "en";
}

/** The messages for a reading's language (English where the project has no words for it). */
export function messagesFor(language: string | null | undefined): Messages {
  return MESSAGES[messageLanguage(language)];
}

/** A plain sentence for a problem (feasibility or scheduler code): this language's, else the English message as given (null: the generic one). */
export function problemSentence(language: string | null | undefined, code: string | null | undefined, english: string | null, said?: string | null): string {
  // The problem with its own numbers, already in the person's language (feasibility-words.ts), beats a fixed sentence.
  if (said) return said;
  const m = messagesFor(language);
  const own = code ? m.problem[code] : undefined;
  if (own) return own;
  if (messageLanguage(language) === "en" && english) return english;
  return m.cannotPlan;
}

/** What an alternative sets, in the person's words where its kind is known (its English label otherwise). */
export function choiceLabel(language: string | null | undefined, alt: { id: string; label: string; set: Record<string, unknown> }, before: { cadence?: { count: number | null; per: string | null } | null; session_minutes?: number | null }): string {
  if (messageLanguage(language) === "en") return alt.label;
  const m = messagesFor(language);
  const set = alt.set;
  const keys = Object.keys(set).sort().join(",");
  const cadence = set.cadence as { count: number | null; per: string | null } | undefined;
  const minutes = typeof set.session_minutes === "number" ? set.session_minutes : null;
  if (keys === "deadline" && typeof set.deadline === "string") return m.choice.deadline(set.deadline);
  if (keys === "cadence" && cadence?.count && cadence.per === "week") return m.choice.perWeek(cadence.count, before.cadence?.per === "week" ? before.cadence.count : null);
  if (keys === "session_minutes" && minutes !== null) {
    if (before.cadence?.per === "day" && before.cadence.count) return m.choice.perDay(before.cadence.count, minutes);
    return m.choice.minutes(minutes, before.session_minutes ?? null);
  }
  if (keys === "cadence,session_minutes" && cadence?.per === "day" && cadence.count && minutes !== null) return m.choice.perDay(cadence.count, minutes);
  // "60 minutes a day, with C1 by 2028-10-28": the daily time and the later date, both in the person's words.
  if (keys === "cadence,deadline,session_minutes" && cadence?.per === "day" && cadence.count && minutes !== null && typeof set.deadline === "string")
    return `${m.choice.perDay(cadence.count, minutes)} — ${m.choice.deadline(set.deadline)}`;
  // Lengths some days have of their own: each day's, in the person's words ("sessions of 80 minutes (SA, SU)").
  if (keys === "session_lengths" && Array.isArray(set.session_lengths))
    return (set.session_lengths as Array<{ days: string[]; minutes: number }>).map((l) => `${m.choice.minutes(l.minutes, null)} (${l.days.join(", ")})`).join("; ");
  if ((keys === "days" || keys === "days,excluded_days") && set.days === null) return m.choice.anyDay;
  const level = set.level as { target?: string | null } | undefined;
  if (keys === "level" && level?.target) return m.choice.target(level.target, /\b(\d{4}-\d{2}-\d{2})\b/.exec(alt.label)?.[1] ?? null);
  if (keys === "not_after,not_before,windows" || (keys === "windows" && Array.isArray(set.windows) && set.windows.length === 0)) return m.choice.anyTime;
  return alt.label;
}

/** Why sessions could not be placed, in the person's words (the scheduler's reasons are English). */
export function unplacedReason(language: string | null | undefined, reason: string): string {
  const m = messagesFor(language);
  if (/^no free slot/i.test(reason)) return m.noSlot;
  if (/is not an allowed day/i.test(reason)) return m.notAllowedDay;
  return messageLanguage(language) === "en" ? reason : m.notPossible;
}
