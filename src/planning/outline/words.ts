/**
 * The words of an outline: every template phrase, cadence label and note in each language the
 * outline speaks, plus the small rules that keep titles readable (counts that agree, no fragments
 * of times, short summaries).
 *
 * English is the reference; German, French, Spanish and Italian are complete (the `Phrases` type makes a
 * missing phrase a compile error). Dutch, Portuguese, Japanese and Chinese name everything a person
 * sees in the plan in their language, but take the outline's notes from English. Any other language
 * falls back to English — titles taken from the person's own words (the reading's title and items)
 * stay in their language either way.
 */
import type { Weekday } from "../../contracts/planning.js";
import { inWeekOrder } from "../dates.js";

export const OUTLINE_LANGUAGES = ["en", "de", "fr", "es", "nl", "pt", "ja", "zh", "it"] as const;
export type OutlineLanguage = (typeof OUTLINE_LANGUAGES)[number];

/** The table to use for a reading's ISO 639-1 code; languages without a table fall back to English. */
export function outlineLanguage(code: string | null | undefined): OutlineLanguage {
  const c = (code ?? "").trim().toLowerCase().slice(0, 2);
  return (OUTLINE_LANGUAGES as readonly string[]).includes(c) ? (c as OutlineLanguage) : "en";
}

export type Sport = "run" | "swim" | "ride" | "generic";

export interface Phrases {
  // ── counts, durations, lists ──
  sessions(n: number): string;
  duration(minutes: number): string;
  list(items: readonly string[]): string;
  weekdaysOn(days: readonly Weekday[]): string;
  // ── cadence labels ──
  daily: string;
  everyWeekday: string;
  everyNDays(n: number): string;
  timesADay(n: number): string;
  timesAWeek(n: number): string;
  everyNWeeks(n: number): string;
  monthly: string;
  everyNMonths(n: number): string;
  timesAMonth(n: number): string;
  monthDay(d: number): string;
  nthWeekday(nth: number, day: Weekday): string;
  byDefault(label: string): string;
  perSession(label: string, minutes: number): string;
  /** The rhythm with the lengths the person gave some days ("30 min on Monday…Friday; 1 h on Saturday"). */
  perSessionByDay(label: string, parts: ReadonlyArray<{ minutes: number; days: readonly Weekday[] }>): string;
  // ── notes ──
  noDeadline(weeks: number, date: string): string;
  noCadence(label: string): string;
  /** A stated rhythm longer than the time to the deadline ("quarterly"): it says how often the work comes round, not when to work on it. */
  rhythmLongerThanPlan(stated: string, planned: string): string;
  lengthGrows(from: number, to: number): string;
  lengthDefault(minutes: number): string;
  lengthStated(minutes: number): string;
  lengthsStated(parts: ReadonlyArray<{ minutes: number; days: readonly Weekday[] }>): string;
  cappedByWindow(minutes: number): string;
  noDeliverables: string;
  effortStated(total: number): string;
  effortEstimated(each: number): string;
  inBlocks(total: number, block: number): string;
  /** The work done this many days before the deadline (processing time). */
  leadTime(days: number): string;
  shortPlan: string;
  /** A template step with no time of its own: the person's daily time all goes to the sessions. */
  inFirstSession(step: string): string;
  /** A weekly companion step with no time of its own: every stated time is one of the person's sessions. */
  withSessions(step: string): string;
  pace(perWeek: string, unit: string, n: number, weeks: number): string;
  taperNote: string;
  workstreamNote: string;
  // ── project ──
  prepare: string;
  planReady: string;
  confirmScope: string;
  deliver: string;
  finish: string;
  done(x: string): string;
  goalReached(x: string): string;
  eventDay(x: string): string;
  finalCheck: string;
  // ── routines and habits ──
  setUpRoutine: string;
  routineReady: string;
  prepareRoutine: string;
  runRoutine: string;
  midpoint: string;
  reviewRoutine: string;
  habitStart: string;
  habitGrow: string;
  habitKeep: string;
  habitCheck: string;
  // ── savings ──
  savingsSetUp: string;
  transfer: string;
  savingsCheck: string;
  savingsDone(x: string): string;
  // ── arcs ──
  checkpoint(phase: string): string;
  raceBase: string;
  raceBuild: string;
  racePeak: string;
  raceTaper: string;
  easy: Record<Sport, string>;
  long: Record<Sport, string>;
  raceDay(x: string): string;
  /** What a title says after the race a chosen alternative put in place of the one the goal named: " (instead of a marathon)". */
  raceInstead(was: string): string;
  examLearn: string;
  examPractise: string;
  examReview: string;
  study: string;
  mock(i: number, n: number): string;
  firstPass: string;
  secondPass: string;
  topic(x: string): string;
  finalReviewDone: string;
  examDay(x: string): string;
  towards(level: string): string;
  levelReached(level: string): string;
  levelCheck(level: string): string;
  langFoundations: string;
  langConversation: string;
  langFluency: string;
  langPractice: string;
  skillFundamentals: string;
  skillDeliberate: string;
  skillApply: string;
  practice: string;
  skillCheck(x: string): string;
  strengthBase: string;
  strengthBuild: string;
  strengthPeak: string;
  strengthSessions: string;
  testDay(x: string): string;
  weightHabits: string;
  weightMomentum: string;
  exercise: string;
  weighIn: string;
  mealPlan: string;
  halfway: string;
  finalWeighIn(x: string): string;
  part(i: number, n: number): string;
  countCheckpoint(k: number, n: number, unit: string): string;
  sessionsFor(x: string): string;
  // ── hybrid series ──
  setUp: string;
  regularWork: string;
  halfwayReview: string;
  seriesReview(x: string): string;
  // ── transformation ──
  stages: readonly [string, string, string, string, string];
  steering: string;
  changeComplete(x: string): string;
  // ── quitting or cutting down a habit ──
  quitReady: string;
  quitCutDown: string;
  quitStay: string;
  quitTriggers: string;
  quitSupport: string;
  quitClearOut: string;
  quitReadyDone: string;
  quitCheckIn: string;
  quitReview: string;
  /** The taper's steps: about this share of the usual amount (0.75, 0.5). */
  quitStep(share: number): string;
  /** The day the habit stops or the new limit starts. */
  quitDay(x: string): string;
  /** The day a habit is down to the limit the person set ("2 coffees a day", in their words). */
  quitLimitDay(limit: string): string;
  quitFirstWeek: string;
  quitLookBack: string;
  quitNote: string;
}


function joinWith(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/** "45 min", "4 h", "1 h 30 min" — the same in every table. */
function hm(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const r = m % 60;
  return r ? `${h} h ${r} min` : `${h} h`;
}

const EN_DAYS: Record<Weekday, string> = { MO: "Monday", TU: "Tuesday", WE: "Wednesday", TH: "Thursday", FR: "Friday", SA: "Saturday", SU: "Sunday" };
const EN_ORD: Record<string, string> = { "1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "-1": "last" };

const en: Phrases = {
  sessions: (n) => `${n} ${n === 1 ? "session" : "sessions"}`,
  duration: hm,
  list: (items) => joinWith(items, "and"),
  weekdaysOn: (days) => `on ${joinWith(inWeekOrder(days).map((d) => EN_DAYS[d]), "and")}`,
  daily: "every day",
  everyWeekday: "every weekday",
  everyNDays: (n) => (n === 2 ? "every other day" : `every ${n} days`),
  timesADay: (n) => (n === 1 ? "once a day" : n === 2 ? "twice a day" : `${n} times a day`),
  timesAWeek: (n) => (n === 1 ? "once a week" : n === 2 ? "twice a week" : `${n} times a week`),
  everyNWeeks: (n) => (n === 2 ? "every other week" : `every ${n} weeks`),
  monthly: "monthly",
  everyNMonths: (n) => `every ${n} months`,
  timesAMonth: (n) => (n === 2 ? "twice a month" : `${n} times a month`),
  monthDay: (d) => `on day ${d} of each month`,
  nthWeekday: (nth, day) => `${EN_ORD[String(nth)] ?? nth} ${EN_DAYS[day]} of each month`,
  byDefault: (label) => `${label} (default)`,
  perSession: (label, m) => `${label}; ${hm(m)} per session`,
  perSessionByDay: (label, parts) => `${label}; ${parts.map((p) => `${hm(p.minutes)} ${en.weekdaysOn(p.days)}`).join("; ")}`,
  noDeadline: (weeks, date) => `No deadline given: planned over a default horizon of ${weeks} weeks (to ${date}).`,
  noCadence: (label) => `No cadence given: ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} is longer than the time to the deadline, so it is how often this work comes round, not when to work on it: ${planned}.`,
  lengthGrows: (a, b) => `No session length given: sessions start at ${hm(a)} and grow to ${hm(b)}.`,
  lengthDefault: (m) => `No session length given: ${hm(m)} per session.`,
  lengthStated: (m) => `Sessions of ${hm(m)}, as asked.`,
  lengthsStated: (parts) => `Sessions of ${parts.map((p) => `${hm(p.minutes)} ${en.weekdaysOn(p.days)}`).join(", ")}, as asked.`,
  cappedByWindow: (m) => `Sessions kept within ${hm(m)}: what the allowed time windows hold.`,
  noDeliverables: "No deliverables named: using the usual steps for this kind of goal.",
  effortStated: (t) => `${hm(t)} of work in total, as sized in the goal.`,
  effortEstimated: (e) => `No effort given: about ${hm(e)} per step (an estimate).`,
  inBlocks: (t, b) => `${hm(t)} in blocks of up to ${hm(b)}`,
  leadTime: (d) => `Done ${d} days before the deadline, to leave time for processing.`,
  shortPlan: "A short goal: the work itself is scheduled, without phases.",
  inFirstSession: (x) => `"${x}" has no time of its own: your time each day goes to the sessions, so start the first one with it.`,
  withSessions: (x) => `"${x}" has no time of its own: every time you stated goes to your sessions, so do it at the start of the week's first session.`,
  pace: (x, unit, n, weeks) => `Pace: about ${x} ${unit} a week (${n} over ${weeks} weeks).`,
  taperNote: "Taper: fewer, easier sessions so you arrive fresh",
  workstreamNote: "Parallel workstream named in the goal",
  prepare: "Prepare",
  planReady: "Plan, budget and resources ready",
  confirmScope: "Confirm scope, budget and order of work",
  deliver: "Deliver",
  finish: "Finish",
  done: (x) => `Done: ${x}`,
  goalReached: (x) => `Goal reached: ${x}`,
  eventDay: (x) => `Event day: ${x}`,
  finalCheck: "Final check and buffer",
  setUpRoutine: "Set up the routine",
  routineReady: "Routine set up (time, place, reminders)",
  prepareRoutine: "Prepare what the routine needs and set reminders",
  runRoutine: "Run the routine",
  midpoint: "Midpoint check: keep, adjust or drop each item",
  reviewRoutine: "Review the routine and decide the next cycle",
  habitStart: "Start small",
  habitGrow: "Build up",
  habitKeep: "Keep it going",
  habitCheck: "Check-in: is the habit sticking?",
  savingsSetUp: "Set up the savings plan",
  transfer: "Transfer to savings",
  savingsCheck: "Check the balance against the target",
  savingsDone: (x) => `Savings goal reached: ${x}`,
  checkpoint: (p) => `Checkpoint: ${p} complete`,
  raceBase: "Base phase",
  raceBuild: "Build phase",
  racePeak: "Peak phase",
  raceTaper: "Taper",
  easy: { run: "Easy runs", swim: "Easy swims", ride: "Easy rides", generic: "Training sessions" },
  long: { run: "Long run", swim: "Long swim", ride: "Long ride", generic: "Long session" },
  raceDay: (x) => `Race day: ${x}`,
  raceInstead: (was) => ` (instead of ${/^[aeiou]/i.test(was) ? "an" : "a"} ${was})`,
  examLearn: "Learn the material",
  examPractise: "Practice and mock exams",
  examReview: "Final review",
  study: "Study sessions",
  mock: (i, n) => (n === 1 ? "Mock exam" : `Mock exam ${i} of ${n}`),
  firstPass: "First pass through all topics",
  secondPass: "Second pass: weak topics",
  topic: (x) => `Topic covered: ${x}`,
  finalReviewDone: "Final review done",
  examDay: (x) => `Exam day: ${x}`,
  towards: (l) => `Towards ${l}`,
  levelReached: (l) => `Level ${l} reached`,
  levelCheck: (l) => `Level check: ${l}`,
  langFoundations: "Foundations",
  langConversation: "Everyday conversation",
  langFluency: "Fluency",
  langPractice: "Language practice",
  skillFundamentals: "Fundamentals",
  skillDeliberate: "Deliberate practice",
  skillApply: "Apply and perform",
  practice: "Practice sessions",
  skillCheck: (x) => `Skill check: ${x}`,
  strengthBase: "Technique and base",
  strengthBuild: "Build strength",
  strengthPeak: "Peak strength",
  strengthSessions: "Strength sessions",
  testDay: (x) => `Test day: ${x}`,
  weightHabits: "Set up habits",
  weightMomentum: "Build momentum",
  exercise: "Exercise sessions",
  weighIn: "Weekly weigh-in",
  mealPlan: "Plan the week's meals",
  halfway: "Halfway check-in",
  finalWeighIn: (x) => `Final weigh-in: ${x}`,
  part: (i, n) => `Part ${i} of ${n}`,
  countCheckpoint: (k, n, unit) => `${k} of ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Sessions: ${x}`,
  setUp: "Set up",
  regularWork: "Regular work",
  halfwayReview: "Halfway: review progress against the target",
  seriesReview: (x) => `Series review: ${x}`,
  stages: ["Assess", "Design", "Pilot", "Roll out", "Embed"],
  steering: "Steering review: progress, risks, decisions",
  changeComplete: (x) => `Change complete: ${x}`,
  quitReady: "Get ready",
  quitCutDown: "Cut down step by step",
  quitStay: "Stay on track",
  quitTriggers: "Write down your triggers and what you will do instead when a craving comes",
  quitSupport: "Line up support: tell the people around you, ask a pharmacist or doctor what can help",
  quitClearOut: "Clear away what sets it off (at home, in your bag, on your phone)",
  quitReadyDone: "Ready: day one set, support lined up",
  quitCheckIn: "Check-in: cravings, triggers and how it went",
  quitReview: "Weekly review: what helped, and next week's step",
  quitStep: (s) => (s >= 0.7 ? "Down to about three quarters of your usual" : s >= 0.4 ? "Down to about half of your usual" : "Down to about a quarter of your usual"),
  quitDay: (x) => `Day one: ${x}`,
  quitLimitDay: (x) => `Down to ${x}`,
  quitFirstWeek: "First week done: mark it with a small reward",
  quitLookBack: "Look back: what helped, and what keeps you on track from here",
  quitNote: "A craving passes within minutes: wait it out, drink some water, move or call someone. A slip is not the end: note it at the check-in and carry on the next day.",
};

const DE_DAYS_ADV: Record<Weekday, string> = { MO: "montags", TU: "dienstags", WE: "mittwochs", TH: "donnerstags", FR: "freitags", SA: "samstags", SU: "sonntags" };
const DE_DAYS: Record<Weekday, string> = { MO: "Montag", TU: "Dienstag", WE: "Mittwoch", TH: "Donnerstag", FR: "Freitag", SA: "Samstag", SU: "Sonntag" };
const DE_ORD: Record<string, string> = { "1": "ersten", "2": "zweiten", "3": "dritten", "4": "vierten", "5": "fünften", "-1": "letzten" };

const de: Phrases = {
  sessions: (n) => `${n} ${n === 1 ? "Einheit" : "Einheiten"}`,
  duration: hm,
  list: (items) => joinWith(items, "und"),
  weekdaysOn: (days) => joinWith(inWeekOrder(days).map((d) => DE_DAYS_ADV[d]), "und"),
  daily: "täglich",
  everyWeekday: "werktags",
  everyNDays: (n) => (n === 2 ? "jeden zweiten Tag" : `alle ${n} Tage`),
  timesADay: (n) => (n === 1 ? "einmal täglich" : n === 2 ? "zweimal täglich" : `${n}-mal täglich`),
  timesAWeek: (n) => (n === 1 ? "einmal pro Woche" : n === 2 ? "zweimal pro Woche" : `${n}-mal pro Woche`),
  everyNWeeks: (n) => (n === 2 ? "jede zweite Woche" : `alle ${n} Wochen`),
  monthly: "monatlich",
  everyNMonths: (n) => `alle ${n} Monate`,
  timesAMonth: (n) => (n === 2 ? "zweimal im Monat" : `${n}-mal im Monat`),
  monthDay: (d) => `am ${d}. jedes Monats`,
  nthWeekday: (nth, day) => `jeden ${DE_ORD[String(nth)] ?? `${nth}.`} ${DE_DAYS[day]} im Monat`,
  byDefault: (label) => `${label} (Standard)`,
  perSession: (label, m) => `${label}; ${hm(m)} pro Einheit`,
  perSessionByDay: (label, parts) => `${label}; ${parts.map((p) => `${hm(p.minutes)} ${de.weekdaysOn(p.days)}`).join("; ")}`,
  noDeadline: (weeks, date) => `Keine Frist angegeben: geplant über einen Standardzeitraum von ${weeks} Wochen (bis ${date}).`,
  noCadence: (label) => `Kein Rhythmus angegeben: ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} ist länger als die Zeit bis zur Frist: So oft fällt diese Arbeit an, nicht so oft wird daran gearbeitet: ${planned}.`,
  lengthGrows: (a, b) => `Keine Dauer angegeben: Einheiten beginnen mit ${hm(a)} und steigen auf ${hm(b)}.`,
  lengthDefault: (m) => `Keine Dauer angegeben: ${hm(m)} pro Einheit.`,
  lengthStated: (m) => `Einheiten von ${hm(m)}, wie gewünscht.`,
  lengthsStated: (parts) => `Einheiten von ${parts.map((p) => `${hm(p.minutes)} ${de.weekdaysOn(p.days)}`).join(", ")}, wie gewünscht.`,
  cappedByWindow: (m) => `Einheiten höchstens ${hm(m)}: mehr fassen die erlaubten Zeitfenster nicht.`,
  noDeliverables: "Keine Teilergebnisse genannt: die üblichen Schritte für diese Art von Ziel.",
  effortStated: (t) => `Insgesamt ${hm(t)} Arbeit, wie im Ziel angegeben.`,
  effortEstimated: (e) => `Kein Aufwand angegeben: etwa ${hm(e)} pro Schritt (Schätzung).`,
  inBlocks: (t, b) => `${hm(t)} in Blöcken von höchstens ${hm(b)}`,
  leadTime: (d) => `${d} Tage vor der Frist erledigt, damit Zeit für die Bearbeitung bleibt.`,
  shortPlan: "Ein kurzes Ziel: die Arbeit selbst wird eingeplant, ohne Phasen.",
  inFirstSession: (x) => `„${x}“ bekommt keine eigene Zeit: die tägliche Zeit gehört den Einheiten, also am Anfang der ersten Einheit.`,
  withSessions: (x) => `„${x}“ bekommt keine eigene Zeit: jede genannte Uhrzeit gehört den Einheiten, also am Anfang der ersten Einheit der Woche.`,
  pace: (x, unit, n, weeks) => `Tempo: etwa ${x} ${unit} pro Woche (${n} in ${weeks} Wochen).`,
  taperNote: "Tapering: weniger und leichtere Einheiten, damit du ausgeruht startest",
  workstreamNote: "Paralleler Arbeitsstrang aus dem Ziel",
  prepare: "Vorbereiten",
  planReady: "Plan, Budget und Mittel stehen",
  confirmScope: "Umfang, Budget und Reihenfolge festlegen",
  deliver: "Umsetzen",
  finish: "Abschließen",
  done: (x) => `Erledigt: ${x}`,
  goalReached: (x) => `Ziel erreicht: ${x}`,
  eventDay: (x) => `Der große Tag: ${x}`,
  finalCheck: "Abschlusskontrolle und Puffer",
  setUpRoutine: "Routine einrichten",
  routineReady: "Routine steht (Zeit, Ort, Erinnerungen)",
  prepareRoutine: "Vorbereiten, was die Routine braucht, und Erinnerungen stellen",
  runRoutine: "Routine durchführen",
  midpoint: "Halbzeit: jeden Punkt beibehalten, anpassen oder streichen",
  reviewRoutine: "Routine überprüfen und den nächsten Zyklus planen",
  habitStart: "Klein anfangen",
  habitGrow: "Steigern",
  habitKeep: "Dranbleiben",
  habitCheck: "Zwischenstand: Hält die Gewohnheit?",
  savingsSetUp: "Sparplan einrichten",
  transfer: "Überweisung aufs Sparkonto",
  savingsCheck: "Kontostand mit dem Ziel vergleichen",
  savingsDone: (x) => `Sparziel erreicht: ${x}`,
  checkpoint: (p) => `Phasenende: ${p}`,
  raceBase: "Grundlagenphase",
  raceBuild: "Aufbauphase",
  racePeak: "Spitzenphase",
  raceTaper: "Tapering",
  easy: { run: "Lockere Läufe", swim: "Lockeres Schwimmen", ride: "Lockere Ausfahrten", generic: "Trainingseinheiten" },
  long: { run: "Langer Lauf", swim: "Lange Schwimmeinheit", ride: "Lange Ausfahrt", generic: "Lange Einheit" },
  raceDay: (x) => `Wettkampftag: ${x}`,
  raceInstead: (was) => ` (statt eines ${/\d/.test(was) ? was : `${was}s`})`,
  examLearn: "Stoff erarbeiten",
  examPractise: "Üben und Probeprüfungen",
  examReview: "Abschlusswiederholung",
  study: "Lerneinheiten",
  mock: (i, n) => (n === 1 ? "Probeprüfung" : `Probeprüfung ${i} von ${n}`),
  firstPass: "Erster Durchgang durch alle Themen",
  secondPass: "Zweiter Durchgang: schwache Themen",
  topic: (x) => `Thema erarbeitet: ${x}`,
  finalReviewDone: "Abschlusswiederholung erledigt",
  examDay: (x) => `Prüfungstag: ${x}`,
  towards: (l) => `Auf dem Weg zu ${l}`,
  levelReached: (l) => `Niveau ${l} erreicht`,
  levelCheck: (l) => `Einstufungstest: ${l}`,
  langFoundations: "Grundlagen",
  langConversation: "Alltagsgespräche",
  langFluency: "Sprachfluss",
  langPractice: "Sprachpraxis",
  skillFundamentals: "Grundlagen",
  skillDeliberate: "Gezieltes Üben",
  skillApply: "Anwenden und vorführen",
  practice: "Übungseinheiten",
  skillCheck: (x) => `Können prüfen: ${x}`,
  strengthBase: "Technik und Basis",
  strengthBuild: "Kraft aufbauen",
  strengthPeak: "Kraftspitze",
  strengthSessions: "Krafteinheiten",
  testDay: (x) => `Testtag: ${x}`,
  weightHabits: "Gewohnheiten aufbauen",
  weightMomentum: "In Schwung kommen",
  exercise: "Bewegungseinheiten",
  weighIn: "Wöchentliches Wiegen",
  mealPlan: "Mahlzeiten der Woche planen",
  halfway: "Halbzeit-Check",
  finalWeighIn: (x) => `Abschließendes Wiegen: ${x}`,
  part: (i, n) => `Teil ${i} von ${n}`,
  countCheckpoint: (k, n, unit) => `${k} von ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Einheiten: ${x}`,
  setUp: "Einrichten",
  regularWork: "Regelmäßige Arbeit",
  halfwayReview: "Halbzeit: Fortschritt mit dem Ziel vergleichen",
  seriesReview: (x) => `Rückblick auf die Serie: ${x}`,
  stages: ["Bestandsaufnahme", "Konzept", "Pilot", "Einführung", "Verankern"],
  steering: "Steuerungsrunde: Fortschritt, Risiken, Entscheidungen",
  changeComplete: (x) => `Veränderung abgeschlossen: ${x}`,
  quitReady: "Vorbereiten",
  quitCutDown: "Schrittweise reduzieren",
  quitStay: "Dranbleiben",
  quitTriggers: "Auslöser aufschreiben und festlegen, was du stattdessen tust, wenn das Verlangen kommt",
  quitSupport: "Unterstützung holen: dein Umfeld einweihen, in der Apotheke oder beim Arzt fragen, was hilft",
  quitClearOut: "Wegräumen, was es auslöst (zu Hause, in der Tasche, auf dem Handy)",
  quitReadyDone: "Bereit: Tag eins steht, Unterstützung ist da",
  quitCheckIn: "Check-in: Verlangen, Auslöser und wie es lief",
  quitReview: "Wochenrückblick: was geholfen hat, und der Schritt für nächste Woche",
  quitStep: (s) => (s >= 0.7 ? "Auf etwa drei Viertel der üblichen Menge" : s >= 0.4 ? "Auf etwa die Hälfte der üblichen Menge" : "Auf etwa ein Viertel der üblichen Menge"),
  quitDay: (x) => `Tag eins: ${x}`,
  quitLimitDay: (x) => `Nur noch ${x}`,
  quitFirstWeek: "Erste Woche geschafft: mit einer kleinen Belohnung feiern",
  quitLookBack: "Rückblick: was geholfen hat und was dich ab jetzt dranbleiben lässt",
  quitNote: "Verlangen vergeht nach wenigen Minuten: abwarten, Wasser trinken, dich bewegen oder jemanden anrufen. Ein Ausrutscher ist nicht das Ende: beim Check-in notieren und am nächsten Tag weitermachen.",
};

const FR_DAYS: Record<Weekday, string> = { MO: "lundi", TU: "mardi", WE: "mercredi", TH: "jeudi", FR: "vendredi", SA: "samedi", SU: "dimanche" };
const FR_ORD: Record<string, string> = { "1": "premier", "2": "deuxième", "3": "troisième", "4": "quatrième", "5": "cinquième", "-1": "dernier" };

const fr: Phrases = {
  // French uses the singular for 0 and 1.
  sessions: (n) => `${n} ${n <= 1 ? "séance" : "séances"}`,
  duration: hm,
  list: (items) => joinWith(items, "et"),
  weekdaysOn: (days) => joinWith(inWeekOrder(days).map((d) => `le ${FR_DAYS[d]}`), "et"),
  daily: "tous les jours",
  everyWeekday: "tous les jours de semaine",
  everyNDays: (n) => (n === 2 ? "un jour sur deux" : `tous les ${n} jours`),
  timesADay: (n) => (n === 1 ? "une fois par jour" : `${n} fois par jour`),
  timesAWeek: (n) => (n === 1 ? "une fois par semaine" : `${n} fois par semaine`),
  everyNWeeks: (n) => (n === 2 ? "une semaine sur deux" : `toutes les ${n} semaines`),
  monthly: "tous les mois",
  everyNMonths: (n) => `tous les ${n} mois`,
  timesAMonth: (n) => `${n} fois par mois`,
  monthDay: (d) => `le ${d === 1 ? "1er" : d} de chaque mois`,
  nthWeekday: (nth, day) => `le ${FR_ORD[String(nth)] ?? `${nth}e`} ${FR_DAYS[day]} de chaque mois`,
  byDefault: (label) => `${label} (par défaut)`,
  perSession: (label, m) => `${label} ; ${hm(m)} par séance`,
  perSessionByDay: (label, parts) => `${label} ; ${parts.map((p) => `${hm(p.minutes)} ${fr.weekdaysOn(p.days)}`).join(" ; ")}`,
  noDeadline: (weeks, date) => `Aucune échéance indiquée : plan sur une durée par défaut de ${weeks} semaines (jusqu'au ${date}).`,
  noCadence: (label) => `Aucune fréquence indiquée : ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} dépasse le temps jusqu'à l'échéance : c'est la fréquence de ce travail, pas celle des séances : ${planned}.`,
  lengthGrows: (a, b) => `Aucune durée indiquée : les séances commencent à ${hm(a)} et montent à ${hm(b)}.`,
  lengthDefault: (m) => `Aucune durée indiquée : ${hm(m)} par séance.`,
  lengthStated: (m) => `Séances de ${hm(m)}, comme demandé.`,
  lengthsStated: (parts) => `Séances de ${parts.map((p) => `${hm(p.minutes)} ${fr.weekdaysOn(p.days)}`).join(", ")}, comme demandé.`,
  cappedByWindow: (m) => `Séances limitées à ${hm(m)} : ce que permettent les plages horaires autorisées.`,
  noDeliverables: "Aucun livrable indiqué : les étapes habituelles pour ce type d'objectif.",
  effortStated: (t) => `${hm(t)} de travail au total, comme indiqué dans l'objectif.`,
  effortEstimated: (e) => `Aucun effort indiqué : environ ${hm(e)} par étape (estimation).`,
  inBlocks: (t, b) => `${hm(t)} en blocs de ${hm(b)} au plus`,
  leadTime: (d) => `Terminé ${d} jours avant l'échéance, pour laisser le temps du traitement.`,
  shortPlan: "Un objectif court : le travail lui-même est planifié, sans phases.",
  inFirstSession: (x) => `« ${x} » n'a pas de temps à part : le temps de chaque jour va aux séances, donc au début de la première.`,
  withSessions: (x) => `« ${x} » n'a pas de temps à part : chaque heure indiquée va aux séances, donc au début de la première séance de la semaine.`,
  pace: (x, unit, n, weeks) => `Rythme : environ ${x} ${unit} par semaine (${n} en ${weeks} semaines).`,
  taperNote: "Affûtage : moins de séances, plus légères, pour arriver en forme",
  workstreamNote: "Chantier parallèle cité dans l'objectif",
  prepare: "Préparer",
  planReady: "Plan, budget et ressources prêts",
  confirmScope: "Confirmer le périmètre, le budget et l'ordre du travail",
  deliver: "Réaliser",
  finish: "Finaliser",
  done: (x) => `Terminé : ${x}`,
  goalReached: (x) => `Objectif atteint : ${x}`,
  eventDay: (x) => `Jour J : ${x}`,
  finalCheck: "Vérification finale et marge",
  setUpRoutine: "Mettre en place la routine",
  routineReady: "Routine en place (moment, lieu, rappels)",
  prepareRoutine: "Préparer le nécessaire et programmer des rappels",
  runRoutine: "Suivre la routine",
  midpoint: "Bilan à mi-parcours : garder, ajuster ou abandonner chaque élément",
  reviewRoutine: "Faire le bilan et décider du cycle suivant",
  habitStart: "Commencer petit",
  habitGrow: "Monter en puissance",
  habitKeep: "Tenir le rythme",
  habitCheck: "Point d'étape : l'habitude tient-elle ?",
  savingsSetUp: "Mettre en place l'épargne",
  transfer: "Virement vers l'épargne",
  savingsCheck: "Comparer le solde à l'objectif",
  savingsDone: (x) => `Objectif d'épargne atteint : ${x}`,
  checkpoint: (p) => `Bilan de fin de phase : ${p}`,
  raceBase: "Phase foncière",
  raceBuild: "Phase de développement",
  racePeak: "Phase spécifique",
  raceTaper: "Phase d'affûtage",
  easy: { run: "Sorties faciles", swim: "Nages faciles", ride: "Sorties vélo faciles", generic: "Séances d'entraînement" },
  long: { run: "Sortie longue", swim: "Longue nage", ride: "Sortie vélo longue", generic: "Séance longue" },
  raceDay: (x) => `Jour de course : ${x}`,
  raceInstead: (was) => ` (au lieu d'un ${was})`,
  examLearn: "Apprendre le programme",
  examPractise: "Entraînement et examens blancs",
  examReview: "Révision finale",
  study: "Séances de révision",
  mock: (i, n) => (n === 1 ? "Examen blanc" : `Examen blanc ${i} sur ${n}`),
  firstPass: "Premier passage sur tous les sujets",
  secondPass: "Deuxième passage : points faibles",
  topic: (x) => `Sujet vu : ${x}`,
  finalReviewDone: "Révision finale terminée",
  examDay: (x) => `Jour de l'examen : ${x}`,
  towards: (l) => `Vers le niveau ${l}`,
  levelReached: (l) => `Niveau ${l} atteint`,
  levelCheck: (l) => `Test de niveau : ${l}`,
  langFoundations: "Bases",
  langConversation: "Conversation courante",
  langFluency: "Aisance",
  langPractice: "Pratique de la langue",
  skillFundamentals: "Fondamentaux",
  skillDeliberate: "Pratique ciblée",
  skillApply: "Appliquer et présenter",
  practice: "Séances de pratique",
  skillCheck: (x) => `Bilan des acquis : ${x}`,
  strengthBase: "Technique et base",
  strengthBuild: "Développer la force",
  strengthPeak: "Pic de force",
  strengthSessions: "Séances de renforcement",
  testDay: (x) => `Jour du test : ${x}`,
  weightHabits: "Installer les habitudes",
  weightMomentum: "Prendre le rythme",
  exercise: "Séances d'exercice",
  weighIn: "Pesée hebdomadaire",
  mealPlan: "Planifier les repas de la semaine",
  halfway: "Bilan à mi-parcours",
  finalWeighIn: (x) => `Pesée finale : ${x}`,
  part: (i, n) => `Partie ${i} sur ${n}`,
  countCheckpoint: (k, n, unit) => `${k} sur ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Séances : ${x}`,
  setUp: "Mise en place",
  regularWork: "Travail régulier",
  halfwayReview: "Mi-parcours : comparer l'avancement à l'objectif",
  seriesReview: (x) => `Bilan de la série : ${x}`,
  stages: ["Diagnostic", "Conception", "Pilote", "Déploiement", "Ancrage"],
  steering: "Comité de pilotage : avancement, risques, décisions",
  changeComplete: (x) => `Changement terminé : ${x}`,
  quitReady: "Se préparer",
  quitCutDown: "Réduire pas à pas",
  quitStay: "Tenir bon",
  quitTriggers: "Noter tes déclencheurs et ce que tu feras à la place quand l'envie arrive",
  quitSupport: "Trouver du soutien : prévenir ton entourage, demander au pharmacien ou au médecin ce qui peut aider",
  quitClearOut: "Éloigner ce qui le déclenche (à la maison, dans ton sac, sur ton téléphone)",
  quitReadyDone: "Prêt : jour J fixé, soutien trouvé",
  quitCheckIn: "Point du jour : envies, déclencheurs et comment ça s'est passé",
  quitReview: "Bilan de la semaine : ce qui a aidé, et l'étape de la semaine prochaine",
  quitStep: (s) => (s >= 0.7 ? "Environ trois quarts de ta quantité habituelle" : s >= 0.4 ? "Environ la moitié de ta quantité habituelle" : "Environ un quart de ta quantité habituelle"),
  quitDay: (x) => `Jour J : ${x}`,
  quitLimitDay: (x) => (/^(?:[aeiouyéèêàâ]|1(?![\d,.])|11(?![\d,.]))/i.test(x) ? `Plus qu'${x}` : `Plus que ${x}`),
  quitFirstWeek: "Première semaine tenue : une petite récompense",
  quitLookBack: "Bilan : ce qui a aidé, et ce qui te fera tenir à partir de maintenant",
  quitNote: "Une envie passe en quelques minutes : attends, bois un verre d'eau, bouge ou appelle quelqu'un. Un écart n'est pas la fin : note-le au point du jour et reprends le lendemain.",
};

const ES_DAYS: Record<Weekday, string> = { MO: "lunes", TU: "martes", WE: "miércoles", TH: "jueves", FR: "viernes", SA: "sábado", SU: "domingo" };
const ES_DAYS_PL: Record<Weekday, string> = { MO: "lunes", TU: "martes", WE: "miércoles", TH: "jueves", FR: "viernes", SA: "sábados", SU: "domingos" };
const ES_ORD: Record<string, string> = { "1": "primer", "2": "segundo", "3": "tercer", "4": "cuarto", "5": "quinto", "-1": "último" };

const es: Phrases = {
  sessions: (n) => `${n} ${n === 1 ? "sesión" : "sesiones"}`,
  duration: hm,
  list: (items) => joinWith(items, "y"),
  weekdaysOn: (days) => `los ${joinWith(inWeekOrder(days).map((d) => ES_DAYS_PL[d]), "y")}`,
  daily: "todos los días",
  everyWeekday: "todos los días laborables",
  everyNDays: (n) => (n === 2 ? "cada dos días" : `cada ${n} días`),
  timesADay: (n) => (n === 1 ? "una vez al día" : `${n} veces al día`),
  timesAWeek: (n) => (n === 1 ? "una vez por semana" : `${n} veces por semana`),
  everyNWeeks: (n) => (n === 2 ? "cada dos semanas" : `cada ${n} semanas`),
  monthly: "cada mes",
  everyNMonths: (n) => `cada ${n} meses`,
  timesAMonth: (n) => `${n} veces al mes`,
  monthDay: (d) => `el día ${d} de cada mes`,
  nthWeekday: (nth, day) => `el ${ES_ORD[String(nth)] ?? `${nth}.º`} ${ES_DAYS[day]} de cada mes`,
  byDefault: (label) => `${label} (por defecto)`,
  perSession: (label, m) => `${label}; ${hm(m)} por sesión`,
  perSessionByDay: (label, parts) => `${label}; ${parts.map((p) => `${hm(p.minutes)} ${es.weekdaysOn(p.days)}`).join("; ")}`,
  noDeadline: (weeks, date) => `Sin fecha límite: plan de ${weeks} semanas por defecto (hasta el ${date}).`,
  noCadence: (label) => `Sin frecuencia indicada: ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} es más que el tiempo hasta la fecha límite: es cada cuánto toca este trabajo, no cada cuánto trabajar en él: ${planned}.`,
  lengthGrows: (a, b) => `Sin duración indicada: las sesiones empiezan con ${hm(a)} y suben a ${hm(b)}.`,
  lengthDefault: (m) => `Sin duración indicada: ${hm(m)} por sesión.`,
  lengthStated: (m) => `Sesiones de ${hm(m)}, como se pidió.`,
  lengthsStated: (parts) => `Sesiones de ${parts.map((p) => `${hm(p.minutes)} ${es.weekdaysOn(p.days)}`).join(", ")}, como se pidió.`,
  cappedByWindow: (m) => `Sesiones de ${hm(m)} como máximo: lo que permiten las franjas horarias indicadas.`,
  noDeliverables: "No se indicaron entregables: se usan los pasos habituales para este tipo de objetivo.",
  effortStated: (t) => `${hm(t)} de trabajo en total, según lo indicado en el objetivo.`,
  effortEstimated: (e) => `Sin esfuerzo indicado: unos ${hm(e)} por paso (estimación).`,
  inBlocks: (t, b) => `${hm(t)} en bloques de hasta ${hm(b)}`,
  leadTime: (d) => `Terminado ${d} días antes del plazo, para dejar tiempo a la tramitación.`,
  shortPlan: "Un objetivo corto: se planifica el trabajo en sí, sin fases.",
  inFirstSession: (x) => `«${x}» no tiene tiempo propio: el tiempo de cada día es para las sesiones, así que va al principio de la primera.`,
  withSessions: (x) => `«${x}» no tiene tiempo propio: cada hora indicada es para las sesiones, así que va al principio de la primera sesión de la semana.`,
  pace: (x, unit, n, weeks) => `Ritmo: unos ${x} ${unit} por semana (${n} en ${weeks} semanas).`,
  taperNote: "Puesta a punto: menos sesiones y más suaves para llegar descansado",
  workstreamNote: "Línea de trabajo paralela indicada en el objetivo",
  prepare: "Preparar",
  planReady: "Plan, presupuesto y recursos listos",
  confirmScope: "Confirmar alcance, presupuesto y orden del trabajo",
  deliver: "Ejecutar",
  finish: "Cerrar",
  done: (x) => `Hecho: ${x}`,
  goalReached: (x) => `Objetivo cumplido: ${x}`,
  eventDay: (x) => `El gran día: ${x}`,
  finalCheck: "Revisión final y margen",
  setUpRoutine: "Preparar la rutina",
  routineReady: "Rutina lista (hora, lugar, recordatorios)",
  prepareRoutine: "Preparar lo necesario y poner recordatorios",
  runRoutine: "Mantener la rutina",
  midpoint: "Revisión a mitad: mantener, ajustar o quitar cada punto",
  reviewRoutine: "Revisar la rutina y decidir el siguiente ciclo",
  habitStart: "Empezar poco a poco",
  habitGrow: "Ir aumentando",
  habitKeep: "Mantener el hábito",
  habitCheck: "Revisión: ¿se mantiene el hábito?",
  savingsSetUp: "Preparar el plan de ahorro",
  transfer: "Transferencia al ahorro",
  savingsCheck: "Comparar el saldo con el objetivo",
  savingsDone: (x) => `Meta de ahorro cumplida: ${x}`,
  checkpoint: (p) => `Control de fin de fase: ${p}`,
  raceBase: "Fase de base",
  raceBuild: "Fase de construcción",
  racePeak: "Fase de pico",
  raceTaper: "Fase de puesta a punto",
  easy: { run: "Rodajes suaves", swim: "Nado suave", ride: "Salidas suaves en bici", generic: "Sesiones de entrenamiento" },
  long: { run: "Tirada larga", swim: "Nado largo", ride: "Salida larga en bici", generic: "Sesión larga" },
  raceDay: (x) => `Día de la carrera: ${x}`,
  // "un maratón", "una media maratón" (the usual genders), "un ultra".
  raceInstead: (was) => ` (en lugar de ${was === "media maratón" ? "una" : "un"} ${was})`,
  examLearn: "Aprender el temario",
  examPractise: "Práctica y simulacros",
  examReview: "Repaso final",
  study: "Sesiones de estudio",
  mock: (i, n) => (n === 1 ? "Simulacro de examen" : `Simulacro ${i} de ${n}`),
  firstPass: "Primera vuelta a todos los temas",
  secondPass: "Segunda vuelta: temas débiles",
  topic: (x) => `Tema visto: ${x}`,
  finalReviewDone: "Repaso final hecho",
  examDay: (x) => `Día del examen: ${x}`,
  towards: (l) => `Hacia el nivel ${l}`,
  levelReached: (l) => `Nivel ${l} alcanzado`,
  levelCheck: (l) => `Prueba de nivel: ${l}`,
  langFoundations: "Fundamentos",
  langConversation: "Conversación cotidiana",
  langFluency: "Fluidez",
  langPractice: "Práctica del idioma",
  skillFundamentals: "Fundamentos",
  skillDeliberate: "Práctica deliberada",
  skillApply: "Aplicar y demostrar",
  practice: "Sesiones de práctica",
  skillCheck: (x) => `Prueba de habilidad: ${x}`,
  strengthBase: "Técnica y base",
  strengthBuild: "Ganar fuerza",
  strengthPeak: "Fuerza máxima",
  strengthSessions: "Sesiones de fuerza",
  testDay: (x) => `Día de la prueba: ${x}`,
  weightHabits: "Crear hábitos",
  weightMomentum: "Coger ritmo",
  exercise: "Sesiones de ejercicio",
  weighIn: "Pesaje semanal",
  mealPlan: "Planificar las comidas de la semana",
  halfway: "Revisión a mitad de camino",
  finalWeighIn: (x) => `Pesaje final: ${x}`,
  part: (i, n) => `Parte ${i} de ${n}`,
  countCheckpoint: (k, n, unit) => `${k} de ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Sesiones: ${x}`,
  setUp: "Preparación",
  regularWork: "Trabajo regular",
  halfwayReview: "A mitad: comparar el avance con el objetivo",
  seriesReview: (x) => `Balance de la serie: ${x}`,
  stages: ["Diagnóstico", "Diseño", "Piloto", "Despliegue", "Consolidación"],
  steering: "Revisión de dirección: avance, riesgos, decisiones",
  changeComplete: (x) => `Cambio completado: ${x}`,
  quitReady: "Prepararse",
  quitCutDown: "Reducir poco a poco",
  quitStay: "Mantenerse",
  quitTriggers: "Apuntar tus desencadenantes y qué harás en su lugar cuando llegue el antojo",
  quitSupport: "Buscar apoyo: contárselo a tu gente, preguntar en la farmacia o al médico qué puede ayudar",
  quitClearOut: "Quitar de en medio lo que lo dispara (en casa, en el bolso, en el móvil)",
  quitReadyDone: "Listo: día uno fijado, apoyo buscado",
  quitCheckIn: "Revisión del día: antojos, desencadenantes y cómo fue",
  quitReview: "Repaso semanal: qué ayudó y el paso de la semana que viene",
  quitStep: (s) => (s >= 0.7 ? "Más o menos tres cuartos de lo habitual" : s >= 0.4 ? "Más o menos la mitad de lo habitual" : "Más o menos un cuarto de lo habitual"),
  quitDay: (x) => `Día uno: ${x}`,
  quitLimitDay: (x) => `Ya solo ${x}`,
  quitFirstWeek: "Primera semana cumplida: date un pequeño premio",
  quitLookBack: "Mirar atrás: qué ayudó y qué te mantiene a partir de ahora",
  quitNote: "Un antojo pasa en pocos minutos: espera, bebe agua, muévete o llama a alguien. Un desliz no es el final: anótalo en la revisión del día y sigue al día siguiente.",
};


const IT_DAYS: Record<Weekday, string> = { MO: "lunedì", TU: "martedì", WE: "mercoledì", TH: "giovedì", FR: "venerdì", SA: "sabato", SU: "domenica" };
const IT_ORD: Record<string, string> = { "1": "primo", "2": "secondo", "3": "terzo", "4": "quarto", "5": "quinto", "-1": "ultimo" };
/** "il lunedì e il giovedì", "la domenica": the habitual article of each day. */
const itDay = (d: Weekday) => `${d === "SU" ? "la" : "il"} ${IT_DAYS[d]}`;

const it: Phrases = {
  sessions: (n) => `${n} ${n === 1 ? "sessione" : "sessioni"}`,
  duration: hm,
  list: (items) => joinWith(items, "e"),
  weekdaysOn: (days) => joinWith(inWeekOrder(days).map(itDay), "e"),
  daily: "ogni giorno",
  everyWeekday: "ogni giorno feriale",
  everyNDays: (n) => (n === 2 ? "a giorni alterni" : `ogni ${n} giorni`),
  timesADay: (n) => (n === 1 ? "una volta al giorno" : `${n} volte al giorno`),
  timesAWeek: (n) => (n === 1 ? "una volta a settimana" : `${n} volte a settimana`),
  everyNWeeks: (n) => (n === 2 ? "ogni due settimane" : `ogni ${n} settimane`),
  monthly: "ogni mese",
  everyNMonths: (n) => `ogni ${n} mesi`,
  timesAMonth: (n) => (n === 1 ? "una volta al mese" : `${n} volte al mese`),
  monthDay: (d) => `il giorno ${d} di ogni mese`,
  nthWeekday: (nth, day) => `${day === "SU" ? (nth === -1 ? "l'ultima" : `la ${(IT_ORD[String(nth)] ?? `${nth}ª`).replace(/o$/, "a")}`) : `il ${IT_ORD[String(nth)] ?? `${nth}º`}`} ${IT_DAYS[day]} del mese`,
  byDefault: (label) => `${label} (predefinito)`,
  perSession: (label, m) => `${label}; ${hm(m)} a sessione`,
  perSessionByDay: (label, parts) => `${label}; ${parts.map((p) => `${hm(p.minutes)} ${it.weekdaysOn(p.days)}`).join("; ")}`,
  noDeadline: (weeks, date) => `Nessuna scadenza: piano predefinito di ${weeks} settimane (fino al ${date}).`,
  noCadence: (label) => `Nessuna frequenza indicata: ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} è più del tempo fino alla scadenza: è ogni quanto torna questo lavoro, non ogni quanto lavorarci: ${planned}.`,
  lengthGrows: (a, b) => `Nessuna durata indicata: le sessioni partono da ${hm(a)} e salgono a ${hm(b)}.`,
  lengthDefault: (m) => `Nessuna durata indicata: ${hm(m)} a sessione.`,
  lengthStated: (m) => `Sessioni da ${hm(m)}, come richiesto.`,
  lengthsStated: (parts) => `Sessioni da ${parts.map((p) => `${hm(p.minutes)} ${it.weekdaysOn(p.days)}`).join(", ")}, come richiesto.`,
  cappedByWindow: (m) => `Sessioni da ${hm(m)} al massimo: quanto permettono le fasce orarie indicate.`,
  noDeliverables: "Nessun risultato intermedio indicato: si usano i passi abituali per questo tipo di obiettivo.",
  effortStated: (t) => `${hm(t)} di lavoro in totale, come indicato nell'obiettivo.`,
  effortEstimated: (e) => `Nessun impegno indicato: circa ${hm(e)} per passo (stima).`,
  inBlocks: (t, b) => `${hm(t)} in blocchi fino a ${hm(b)}`,
  leadTime: (d) => `Fatto ${d} giorni prima della scadenza, per lasciare il tempo della pratica.`,
  shortPlan: "Un obiettivo breve: si pianifica il lavoro stesso, senza fasi.",
  inFirstSession: (x) => `«${x}» non ha un tempo suo: il tempo di ogni giorno è per le sessioni, quindi va all'inizio della prima.`,
  withSessions: (x) => `«${x}» non ha un tempo suo: ogni orario indicato è per le sessioni, quindi va all'inizio della prima sessione della settimana.`,
  pace: (x, unit, n, weeks) => `Ritmo: circa ${x} ${unit} a settimana (${n} in ${weeks} settimane).`,
  taperNote: "Scarico: sessioni meno numerose e più leggere per arrivare riposati",
  workstreamNote: "Filone di lavoro parallelo indicato nell'obiettivo",
  prepare: "Preparare",
  planReady: "Piano, budget e risorse pronti",
  confirmScope: "Confermare obiettivi, budget e ordine del lavoro",
  deliver: "Realizzare",
  finish: "Chiudere",
  done: (x) => `Fatto: ${x}`,
  goalReached: (x) => `Obiettivo raggiunto: ${x}`,
  eventDay: (x) => `Il grande giorno: ${x}`,
  finalCheck: "Controllo finale e margine",
  setUpRoutine: "Impostare la routine",
  routineReady: "Routine pronta (ora, luogo, promemoria)",
  prepareRoutine: "Preparare il necessario e impostare i promemoria",
  runRoutine: "Portare avanti la routine",
  midpoint: "A metà strada: tenere, aggiustare o togliere ogni punto",
  reviewRoutine: "Rivedere la routine e decidere il ciclo successivo",
  habitStart: "Cominciare in piccolo",
  habitGrow: "Aumentare poco a poco",
  habitKeep: "Mantenere il ritmo",
  habitCheck: "Verifica: l'abitudine sta prendendo piede?",
  savingsSetUp: "Impostare il piano di risparmio",
  transfer: "Bonifico sul risparmio",
  savingsCheck: "Confrontare il saldo con l'obiettivo",
  savingsDone: (x) => `Obiettivo di risparmio raggiunto: ${x}`,
  checkpoint: (p) => `Verifica di fine fase: ${p}`,
  raceBase: "Fase di base",
  raceBuild: "Fase di costruzione",
  racePeak: "Fase di picco",
  raceTaper: "Fase di scarico",
  easy: { run: "Corse leggere", swim: "Nuotate leggere", ride: "Uscite leggere in bici", generic: "Allenamenti" },
  long: { run: "Lungo", swim: "Nuotata lunga", ride: "Uscita lunga in bici", generic: "Sessione lunga" },
  raceDay: (x) => `Giorno della gara: ${x}`,
  raceInstead: (was) => ` (invece di una ${was})`,
  examLearn: "Studiare il programma",
  examPractise: "Esercizi e simulazioni",
  examReview: "Ripasso finale",
  study: "Sessioni di studio",
  mock: (i, n) => (n === 1 ? "Simulazione d'esame" : `Simulazione ${i} di ${n}`),
  firstPass: "Primo giro su tutti gli argomenti",
  secondPass: "Secondo giro: argomenti deboli",
  topic: (x) => `Argomento fatto: ${x}`,
  finalReviewDone: "Ripasso finale fatto",
  examDay: (x) => `Giorno dell'esame: ${x}`,
  towards: (l) => `Verso il livello ${l}`,
  levelReached: (l) => `Livello ${l} raggiunto`,
  levelCheck: (l) => `Test di livello: ${l}`,
  langFoundations: "Basi",
  langConversation: "Conversazione quotidiana",
  langFluency: "Scioltezza",
  langPractice: "Pratica della lingua",
  skillFundamentals: "Fondamenti",
  skillDeliberate: "Pratica mirata",
  skillApply: "Applicare e mostrare",
  practice: "Sessioni di pratica",
  skillCheck: (x) => `Prova di abilità: ${x}`,
  strengthBase: "Tecnica e base",
  strengthBuild: "Aumentare la forza",
  strengthPeak: "Picco di forza",
  strengthSessions: "Sessioni di forza",
  testDay: (x) => `Giorno del test: ${x}`,
  weightHabits: "Costruire abitudini",
  weightMomentum: "Prendere il ritmo",
  exercise: "Sessioni di esercizio",
  weighIn: "Pesata settimanale",
  mealPlan: "Pianificare i pasti della settimana",
  halfway: "Verifica a metà strada",
  finalWeighIn: (x) => `Pesata finale: ${x}`,
  part: (i, n) => `Parte ${i} di ${n}`,
  countCheckpoint: (k, n, unit) => `${k} di ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Sessioni: ${x}`,
  setUp: "Preparazione",
  regularWork: "Lavoro regolare",
  halfwayReview: "A metà: confrontare i progressi con l'obiettivo",
  seriesReview: (x) => `Bilancio della serie: ${x}`,
  stages: ["Analisi", "Progettazione", "Pilota", "Diffusione", "Consolidamento"],
  steering: "Comitato guida: avanzamento, rischi, decisioni",
  changeComplete: (x) => `Cambiamento completato: ${x}`,
  quitReady: "Prepararsi",
  quitCutDown: "Ridurre poco a poco",
  quitStay: "Tenere la rotta",
  quitTriggers: "Annotare cosa ti fa scattare la voglia e cosa farai al suo posto quando arriva",
  quitSupport: "Cercare sostegno: dirlo alle persone vicine, chiedere in farmacia o al medico cosa può aiutare",
  quitClearOut: "Togliere di mezzo ciò che fa scattare l'abitudine (in casa, in borsa, sul telefono)",
  quitReadyDone: "Pronti: giorno uno fissato, sostegno trovato",
  quitCheckIn: "Punto del giorno: voglia, fattori scatenanti e com'è andata",
  quitReview: "Bilancio della settimana: cosa ha aiutato e il passo della prossima",
  quitStep: (s) => (s >= 0.7 ? "Circa tre quarti del solito" : s >= 0.4 ? "Circa la metà del solito" : "Circa un quarto del solito"),
  quitDay: (x) => `Giorno uno: ${x}`,
  quitLimitDay: (x) => `Non più di ${x}`,
  quitFirstWeek: "Prima settimana fatta: concediti un piccolo premio",
  quitLookBack: "Guardare indietro: cosa ha aiutato e cosa ti tiene in rotta da qui in avanti",
  quitNote: "La voglia passa in pochi minuti: aspetta, bevi acqua, muoviti o chiama qualcuno. Uno scivolone non è la fine: annotalo nel punto del giorno e riprendi il giorno dopo.",
};


/*
 * Dutch, Portuguese, Japanese and Chinese: the names a person sees in the plan (phases, milestones,
 * tasks, counts, days, cadence labels) are in their language; the outline's notes (why a length or
 * a date was chosen) are still the English ones.
 */
const NL_ORD: Record<string, string> = { "1": "eerste", "2": "tweede", "3": "derde", "4": "vierde", "5": "vijfde", "-1": "laatste" };
const PT_ORD_F: Record<string, string> = { "1": "primeira", "2": "segunda", "3": "terceira", "4": "quarta", "5": "quinta", "-1": "última" };
const PT_ORD_M: Record<string, string> = { "1": "primeiro", "2": "segundo", "3": "terceiro", "4": "quarto", "5": "quinto", "-1": "último" };
const NL_DAYS: Record<Weekday, string> = { MO: "maandag", TU: "dinsdag", WE: "woensdag", TH: "donderdag", FR: "vrijdag", SA: "zaterdag", SU: "zondag" };
const PT_DAYS: Record<Weekday, string> = { MO: "segunda", TU: "terça", WE: "quarta", TH: "quinta", FR: "sexta", SA: "sábado", SU: "domingo" };
const JA_DAYS: Record<Weekday, string> = { MO: "月曜", TU: "火曜", WE: "水曜", TH: "木曜", FR: "金曜", SA: "土曜", SU: "日曜" };
const ZH_DAYS: Record<Weekday, string> = { MO: "周一", TU: "周二", WE: "周三", TH: "周四", FR: "周五", SA: "周六", SU: "周日" };

const nl: Phrases = {
  ...en,
  // The plan's notes in Dutch (they were English: "No cadence given: …" under a Dutch plan).
  monthDay: (d) => `op dag ${d} van elke maand`,
  nthWeekday: (nth, day) => `de ${NL_ORD[String(nth)] ?? `${nth}e`} ${NL_DAYS[day]} van elke maand`,
  byDefault: (label) => `${label} (standaard)`,
  perSession: (label, m) => `${label}; ${hm(m)} per sessie`,
  perSessionByDay: (label, parts) => `${label}; ${parts.map((p) => `${hm(p.minutes)} ${nl.weekdaysOn(p.days)}`).join("; ")}`,
  noDeadline: (weeks, date) => `Geen deadline: gepland over een standaardperiode van ${weeks} weken (tot ${date}).`,
  noCadence: (label) => `Geen ritme opgegeven: ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} is langer dan de tijd tot de deadline: zo vaak komt dit werk terug, niet wanneer je eraan werkt: ${planned}.`,
  lengthGrows: (a, b) => `Geen sessieduur opgegeven: sessies beginnen met ${hm(a)} en groeien naar ${hm(b)}.`,
  lengthDefault: (m) => `Geen sessieduur opgegeven: ${hm(m)} per sessie.`,
  lengthStated: (m) => `Sessies van ${hm(m)}, zoals gevraagd.`,
  lengthsStated: (parts) => `Sessies van ${parts.map((p) => `${hm(p.minutes)} ${nl.weekdaysOn(p.days)}`).join(", ")}, zoals gevraagd.`,
  cappedByWindow: (m) => `Sessies van hooguit ${hm(m)}: wat de opgegeven tijden toelaten.`,
  noDeliverables: "Geen deelresultaten genoemd: de gebruikelijke stappen voor dit soort doel.",
  effortStated: (t) => `${hm(t)} werk in totaal, zoals in het doel aangegeven.`,
  effortEstimated: (e) => `Geen omvang opgegeven: ongeveer ${hm(e)} per stap (een schatting).`,
  inBlocks: (t, b) => `${hm(t)} in blokken van hooguit ${hm(b)}`,
  leadTime: (d) => `Klaar ${d} dagen voor de deadline, zodat er tijd is voor de afhandeling.`,
  shortPlan: "Een kort doel: het werk zelf wordt ingepland, zonder fasen.",
  inFirstSession: (x) => `"${x}" heeft geen eigen tijd: je tijd gaat elke dag naar de sessies, dus begin de eerste ermee.`,
  withSessions: (x) => `"${x}" heeft geen eigen tijd: alle opgegeven tijd gaat naar je sessies, dus doe het aan het begin van de eerste sessie van de week.`,
  pace: (x, unit, n, weeks) => `Tempo: ongeveer ${x} ${unit} per week (${n} in ${weeks} weken).`,
  taperNote: "Afbouw: minder en lichtere sessies, zodat je fris aan de start staat",
  workstreamNote: "Parallelle werkstroom uit het doel",
  sessions: (n) => `${n} ${n === 1 ? "sessie" : "sessies"}`,
  list: (items) => joinWith(items, "en"),
  weekdaysOn: (days) => joinWith(inWeekOrder(days).map((d) => `op ${NL_DAYS[d]}`), "en"),
  daily: "dagelijks",
  everyWeekday: "elke werkdag",
  everyNDays: (n) => (n === 2 ? "om de dag" : `om de ${n} dagen`),
  timesADay: (n) => (n === 1 ? "eens per dag" : `${n} keer per dag`),
  timesAWeek: (n) => (n === 1 ? "eens per week" : `${n} keer per week`),
  everyNWeeks: (n) => (n === 2 ? "om de week" : `om de ${n} weken`),
  monthly: "maandelijks",
  everyNMonths: (n) => `om de ${n} maanden`,
  timesAMonth: (n) => (n === 1 ? "eens per maand" : `${n} keer per maand`),
  prepare: "Voorbereiden",
  planReady: "Plan, budget en middelen klaar",
  confirmScope: "Omvang, budget en volgorde van het werk vastleggen",
  deliver: "Opleveren",
  finish: "Afronden",
  done: (x) => `Klaar: ${x}`,
  goalReached: (x) => `Doel bereikt: ${x}`,
  eventDay: (x) => `Dag van het evenement: ${x}`,
  finalCheck: "Laatste controle en buffer",
  setUpRoutine: "De routine opzetten",
  routineReady: "Routine opgezet (tijd, plek, herinneringen)",
  prepareRoutine: "Voorbereiden wat de routine nodig heeft en herinneringen instellen",
  runRoutine: "De routine uitvoeren",
  midpoint: "Tussenstand: elk onderdeel houden, aanpassen of schrappen",
  reviewRoutine: "De routine evalueren en de volgende ronde kiezen",
  habitStart: "Klein beginnen",
  habitGrow: "Opbouwen",
  habitKeep: "Volhouden",
  habitCheck: "Check: blijft de gewoonte hangen?",
  savingsSetUp: "Het spaarplan opzetten",
  transfer: "Overmaken naar spaarrekening",
  savingsCheck: "Saldo vergelijken met het doel",
  savingsDone: (x) => `Spaardoel bereikt: ${x}`,
  checkpoint: (p) => `Checkpoint: ${p} afgerond`,
  raceBase: "Basisfase",
  raceBuild: "Opbouwfase",
  racePeak: "Piekfase",
  raceTaper: "Afbouw",
  easy: { run: "Rustige duurlopen", swim: "Rustige zwemtrainingen", ride: "Rustige ritten", generic: "Trainingen" },
  long: { run: "Lange duurloop", swim: "Lange zwemtraining", ride: "Lange rit", generic: "Lange sessie" },
  raceDay: (x) => `Wedstrijddag: ${x}`,
  raceInstead: (was) => ` (in plaats van een ${was})`,
  examLearn: "De stof leren",
  examPractise: "Oefenen en proefexamens",
  examReview: "Laatste herhaling",
  study: "Studiesessies",
  mock: (i, n) => (n === 1 ? "Proefexamen" : `Proefexamen ${i} van ${n}`),
  firstPass: "Eerste ronde door alle onderwerpen",
  secondPass: "Tweede ronde: zwakke onderwerpen",
  topic: (x) => `Onderwerp behandeld: ${x}`,
  finalReviewDone: "Laatste herhaling klaar",
  examDay: (x) => `Examendag: ${x}`,
  towards: (l) => `Richting ${l}`,
  levelReached: (l) => `Niveau ${l} bereikt`,
  levelCheck: (l) => `Niveaucheck: ${l}`,
  langFoundations: "Basis",
  langConversation: "Alledaagse gesprekken",
  langFluency: "Vloeiendheid",
  langPractice: "Taaloefening",
  skillFundamentals: "Basisvaardigheden",
  skillDeliberate: "Gericht oefenen",
  skillApply: "Toepassen en laten zien",
  practice: "Oefensessies",
  skillCheck: (x) => `Vaardigheidscheck: ${x}`,
  strengthBase: "Techniek en basis",
  strengthBuild: "Kracht opbouwen",
  strengthPeak: "Piekkracht",
  strengthSessions: "Krachttrainingen",
  testDay: (x) => `Testdag: ${x}`,
  weightHabits: "Gewoonten opzetten",
  weightMomentum: "Vaart maken",
  exercise: "Trainingen",
  weighIn: "Wekelijks wegen",
  mealPlan: "De maaltijden van de week plannen",
  halfway: "Check halverwege",
  finalWeighIn: (x) => `Laatste weging: ${x}`,
  part: (i, n) => `Deel ${i} van ${n}`,
  countCheckpoint: (k, n, unit) => `${k} van ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Sessies: ${x}`,
  setUp: "Opzetten",
  regularWork: "Regelmatig werk",
  halfwayReview: "Halverwege: voortgang tegen het doel",
  seriesReview: (x) => `Evaluatie van de reeks: ${x}`,
  stages: ["Analyseren", "Ontwerpen", "Testen", "Uitrollen", "Verankeren"],
  steering: "Stuurgroep: voortgang, risico's, besluiten",
  changeComplete: (x) => `Verandering voltooid: ${x}`,
  quitReady: "Voorbereiden",
  quitCutDown: "Stap voor stap minderen",
  quitStay: "Volhouden",
  quitTriggers: "Je triggers opschrijven en wat je in plaats daarvan doet als de trek komt",
  quitSupport: "Steun regelen: je omgeving inlichten, bij de apotheek of huisarts vragen wat helpt",
  quitClearOut: "Wegdoen wat het uitlokt (thuis, in je tas, op je telefoon)",
  quitReadyDone: "Klaar: dag één vastgelegd, steun geregeld",
  quitCheckIn: "Check-in: trek, triggers en hoe het ging",
  quitReview: "Weekoverzicht: wat hielp, en de stap voor volgende week",
  quitStep: (s) => (s >= 0.7 ? "Naar ongeveer driekwart van je gewone hoeveelheid" : s >= 0.4 ? "Naar ongeveer de helft van je gewone hoeveelheid" : "Naar ongeveer een kwart van je gewone hoeveelheid"),
  quitDay: (x) => `Dag één: ${x}`,
  quitLimitDay: (x) => `Nog maar ${x}`,
  quitFirstWeek: "Eerste week gehaald: een kleine beloning",
  quitLookBack: "Terugblik: wat hielp, en wat je vanaf nu op koers houdt",
  quitNote: "Trek gaat binnen een paar minuten over: wacht het af, drink water, beweeg of bel iemand. Een misstap is niet het einde: noteer het bij de check-in en ga de volgende dag door.",
};

const pt: Phrases = {
  ...en,
  // The plan's notes in Portuguese (they were English: "No cadence given: 3 vezes por semana (default)").
  monthDay: (d) => `no dia ${d} de cada mês`,
  nthWeekday: (nth, day) => {
    const masc = day === "SA" || day === "SU";
    const ord = (masc ? PT_ORD_M : PT_ORD_F)[String(nth)] ?? `${nth}${masc ? "º" : "ª"}`;
    return `${masc ? "o" : "a"} ${ord} ${PT_DAYS[day]} de cada mês`;
  },
  byDefault: (label) => `${label} (padrão)`,
  perSession: (label, m) => `${label}; ${hm(m)} por sessão`,
  perSessionByDay: (label, parts) => `${label}; ${parts.map((p) => `${hm(p.minutes)} ${pt.weekdaysOn(p.days)}`).join("; ")}`,
  noDeadline: (weeks, date) => `Sem prazo: planejado num horizonte padrão de ${weeks} semanas (até ${date}).`,
  noCadence: (label) => `Nenhuma frequência indicada: ${label}.`,
  rhythmLongerThanPlan: (stated, planned) => `${stated} é mais longo que o tempo até o prazo: é a frequência com que este trabalho volta, não quando trabalhar nele: ${planned}.`,
  lengthGrows: (a, b) => `Nenhuma duração indicada: as sessões começam com ${hm(a)} e crescem até ${hm(b)}.`,
  lengthDefault: (m) => `Nenhuma duração indicada: ${hm(m)} por sessão.`,
  lengthStated: (m) => `Sessões de ${hm(m)}, como pedido.`,
  lengthsStated: (parts) => `Sessões de ${parts.map((p) => `${hm(p.minutes)} ${pt.weekdaysOn(p.days)}`).join(", ")}, como pedido.`,
  cappedByWindow: (m) => `Sessões de no máximo ${hm(m)}: o que os horários permitidos comportam.`,
  noDeliverables: "Nenhuma entrega indicada: usando os passos habituais para este tipo de meta.",
  effortStated: (t) => `${hm(t)} de trabalho no total, como indicado na meta.`,
  effortEstimated: (e) => `Nenhum esforço indicado: cerca de ${hm(e)} por etapa (estimativa).`,
  inBlocks: (t, b) => `${hm(t)} em blocos de até ${hm(b)}`,
  leadTime: (d) => `Pronto ${d} dias antes do prazo, para dar tempo ao processamento.`,
  shortPlan: "Uma meta curta: o próprio trabalho é agendado, sem fases.",
  inFirstSession: (x) => `"${x}" não tem tempo próprio: o seu tempo de cada dia vai para as sessões, então comece a primeira com isso.`,
  withSessions: (x) => `"${x}" não tem tempo próprio: todo o tempo indicado vai para as sessões, então faça isso no início da primeira sessão da semana.`,
  pace: (x, unit, n, weeks) => `Ritmo: cerca de ${x} ${unit} por semana (${n} em ${weeks} semanas).`,
  taperNote: "Polimento: menos sessões e mais leves, para chegar descansado",
  workstreamNote: "Frente de trabalho paralela indicada na meta",
  sessions: (n) => `${n} ${n === 1 ? "sessão" : "sessões"}`,
  list: (items) => joinWith(items, "e"),
  weekdaysOn: (days) => joinWith(inWeekOrder(days).map((d) => PT_DAYS[d]), "e"),
  daily: "todos os dias",
  everyWeekday: "todo dia útil",
  everyNDays: (n) => (n === 2 ? "dia sim, dia não" : `a cada ${n} dias`),
  timesADay: (n) => (n === 1 ? "uma vez por dia" : `${n} vezes por dia`),
  timesAWeek: (n) => (n === 1 ? "uma vez por semana" : `${n} vezes por semana`),
  everyNWeeks: (n) => `a cada ${n} semanas`,
  monthly: "todo mês",
  everyNMonths: (n) => `a cada ${n} meses`,
  timesAMonth: (n) => (n === 1 ? "uma vez por mês" : `${n} vezes por mês`),
  prepare: "Preparar",
  planReady: "Plano, orçamento e recursos prontos",
  confirmScope: "Confirmar escopo, orçamento e ordem do trabalho",
  deliver: "Entregar",
  finish: "Concluir",
  done: (x) => `Feito: ${x}`,
  goalReached: (x) => `Meta alcançada: ${x}`,
  eventDay: (x) => `Dia do evento: ${x}`,
  finalCheck: "Verificação final e margem",
  setUpRoutine: "Montar a rotina",
  routineReady: "Rotina montada (horário, lugar, lembretes)",
  prepareRoutine: "Preparar o que a rotina precisa e definir lembretes",
  runRoutine: "Seguir a rotina",
  midpoint: "Meio do caminho: manter, ajustar ou largar cada item",
  reviewRoutine: "Rever a rotina e decidir o próximo ciclo",
  habitStart: "Começar pequeno",
  habitGrow: "Aumentar aos poucos",
  habitKeep: "Manter o ritmo",
  habitCheck: "Verificação: o hábito está pegando?",
  savingsSetUp: "Montar o plano de poupança",
  transfer: "Transferir para a poupança",
  savingsCheck: "Comparar o saldo com a meta",
  savingsDone: (x) => `Meta de poupança alcançada: ${x}`,
  checkpoint: (p) => `Checkpoint: ${p} concluída`,
  raceBase: "Fase de base",
  raceBuild: "Fase de construção",
  racePeak: "Fase de pico",
  raceTaper: "Polimento",
  easy: { run: "Corridas leves", swim: "Natação leve", ride: "Pedaladas leves", generic: "Treinos" },
  long: { run: "Longão", swim: "Natação longa", ride: "Pedal longo", generic: "Sessão longa" },
  raceDay: (x) => `Dia da prova: ${x}`,
  raceInstead: (was) => ` (em vez de ${was === "ultra" ? "um" : "uma"} ${was})`,
  examLearn: "Aprender o conteúdo",
  examPractise: "Exercícios e simulados",
  examReview: "Revisão final",
  study: "Sessões de estudo",
  mock: (i, n) => (n === 1 ? "Simulado" : `Simulado ${i} de ${n}`),
  firstPass: "Primeira passada por todos os temas",
  secondPass: "Segunda passada: temas fracos",
  topic: (x) => `Tema visto: ${x}`,
  finalReviewDone: "Revisão final feita",
  examDay: (x) => `Dia da prova: ${x}`,
  towards: (l) => `Rumo ao ${l}`,
  levelReached: (l) => `Nível ${l} alcançado`,
  levelCheck: (l) => `Teste de nível: ${l}`,
  langFoundations: "Bases",
  langConversation: "Conversa do dia a dia",
  langFluency: "Fluência",
  langPractice: "Prática do idioma",
  skillFundamentals: "Fundamentos",
  skillDeliberate: "Prática deliberada",
  skillApply: "Aplicar e mostrar",
  practice: "Sessões de prática",
  skillCheck: (x) => `Teste de habilidade: ${x}`,
  strengthBase: "Técnica e base",
  strengthBuild: "Ganhar força",
  strengthPeak: "Pico de força",
  strengthSessions: "Treinos de força",
  testDay: (x) => `Dia do teste: ${x}`,
  weightHabits: "Criar hábitos",
  weightMomentum: "Ganhar ritmo",
  exercise: "Sessões de exercício",
  weighIn: "Pesagem semanal",
  mealPlan: "Planejar as refeições da semana",
  halfway: "Verificação no meio do caminho",
  finalWeighIn: (x) => `Pesagem final: ${x}`,
  part: (i, n) => `Parte ${i} de ${n}`,
  countCheckpoint: (k, n, unit) => `${k} de ${n} ${unit}`.trim(),
  sessionsFor: (x) => `Sessões: ${x}`,
  setUp: "Preparação",
  regularWork: "Trabalho regular",
  halfwayReview: "Metade: progresso frente à meta",
  seriesReview: (x) => `Revisão da série: ${x}`,
  stages: ["Avaliar", "Desenhar", "Piloto", "Implantar", "Consolidar"],
  steering: "Comitê: progresso, riscos, decisões",
  changeComplete: (x) => `Mudança concluída: ${x}`,
  quitReady: "Preparar-se",
  quitCutDown: "Reduzir aos poucos",
  quitStay: "Manter o rumo",
  quitTriggers: "Anotar seus gatilhos e o que você vai fazer no lugar quando a vontade vier",
  quitSupport: "Buscar apoio: contar para as pessoas próximas, perguntar na farmácia ou ao médico o que pode ajudar",
  quitClearOut: "Tirar do caminho o que dispara o hábito (em casa, na bolsa, no celular)",
  quitReadyDone: "Pronto: dia um marcado, apoio garantido",
  quitCheckIn: "Check-in: vontade, gatilhos e como foi",
  quitReview: "Revisão da semana: o que ajudou e o passo da próxima semana",
  quitStep: (s) => (s >= 0.7 ? "Cerca de três quartos do habitual" : s >= 0.4 ? "Cerca de metade do habitual" : "Cerca de um quarto do habitual"),
  quitDay: (x) => `Dia um: ${x}`,
  quitLimitDay: (x) => `No máximo ${x}`,
  quitFirstWeek: "Primeira semana cumprida: uma pequena recompensa",
  quitLookBack: "Olhar para trás: o que ajudou e o que te mantém no rumo daqui em diante",
  quitNote: "A vontade passa em poucos minutos: espere, beba água, mexa-se ou ligue para alguém. Um deslize não é o fim: anote no check-in e siga no dia seguinte.",
};

const ja: Phrases = {
  ...en,
  // The plan's notes in Japanese (they were English under a Japanese plan).
  monthDay: (d) => `毎月${d}日`,
  nthWeekday: (nth, day) => (nth === -1 ? `毎月最終${JA_DAYS[day]}日` : `毎月第${nth}${JA_DAYS[day]}日`),
  byDefault: (label) => `${label}（既定）`,
  perSession: (label, m) => `${label}、1回${hm(m)}`,
  perSessionByDay: (label, parts) => `${label}；${parts.map((p) => `${ja.weekdaysOn(p.days)}は${hm(p.minutes)}`).join("；")}`,
  noDeadline: (weeks, date) => `期限の指定なし：既定の${weeks}週間（${date}まで）で計画しました。`,
  noCadence: (label) => `頻度の指定なし：${label}。`,
  rhythmLongerThanPlan: (stated, planned) => `${stated}は期限までの期間より長いため、作業する日ではなく、この作業が巡ってくる頻度とみなしました：${planned}。`,
  lengthGrows: (a, b) => `1回の時間の指定なし：${hm(a)}から始めて${hm(b)}まで延ばします。`,
  lengthDefault: (m) => `1回の時間の指定なし：1回${hm(m)}。`,
  lengthStated: (m) => `ご指定どおり1回${hm(m)}。`,
  lengthsStated: (parts) => `ご指定どおり：${parts.map((p) => `${ja.weekdaysOn(p.days)}は${hm(p.minutes)}`).join("、")}。`,
  cappedByWindow: (m) => `1回は最大${hm(m)}：指定の時間帯に収まる長さです。`,
  noDeliverables: "成果物の指定なし：この種の目標の一般的な手順を使います。",
  effortStated: (t) => `ご指定どおり合計${hm(t)}の作業。`,
  effortEstimated: (e) => `作業量の指定なし：1ステップ約${hm(e)}（見積もり）。`,
  inBlocks: (t, b) => `合計${hm(t)}、1回最大${hm(b)}ずつ`,
  leadTime: (d) => `手続きの時間を見込み、期限の${d}日前に完了。`,
  shortPlan: "短期の目標：フェーズを設けず、作業そのものを予定に入れました。",
  inFirstSession: (x) => `「${x}」には専用の時間がありません。毎日の時間はセッションに使うので、最初のセッションの冒頭で行ってください。`,
  withSessions: (x) => `「${x}」には専用の時間がありません。指定の時間はすべてセッションに使うので、その週の最初のセッションの冒頭で行ってください。`,
  pace: (x, unit, n, weeks) => `ペース：週に約${x}${unit}（${weeks}週間で${n}）。`,
  taperNote: "テーパー：回数と強度を減らし、万全の状態で本番へ",
  workstreamNote: "目標に書かれた並行作業",
  sessions: (n) => `${n}回`,
  list: (items) => items.join("、"),
  weekdaysOn: (days) => inWeekOrder(days).map((d) => JA_DAYS[d]).join("・"),
  daily: "毎日",
  everyWeekday: "平日毎日",
  everyNDays: (n) => `${n}日ごと`,
  timesADay: (n) => `1日${n}回`,
  timesAWeek: (n) => `週${n}回`,
  everyNWeeks: (n) => `${n}週ごと`,
  monthly: "毎月",
  everyNMonths: (n) => `${n}か月ごと`,
  timesAMonth: (n) => `月${n}回`,
  prepare: "準備",
  planReady: "計画・予算・リソースの準備完了",
  confirmScope: "範囲・予算・作業順の確認",
  deliver: "納品",
  finish: "仕上げ",
  done: (x) => `完了：${x}`,
  goalReached: (x) => `目標達成：${x}`,
  eventDay: (x) => `当日：${x}`,
  finalCheck: "最終確認と予備",
  setUpRoutine: "ルーティンを作る",
  routineReady: "ルーティン完成（時間・場所・リマインダー）",
  prepareRoutine: "ルーティンに必要なものを準備し、リマインダーを設定",
  runRoutine: "ルーティンを実行",
  midpoint: "中間チェック：各項目を続ける・調整する・やめる",
  reviewRoutine: "ルーティンを振り返り、次のサイクルを決める",
  habitStart: "小さく始める",
  habitGrow: "積み上げる",
  habitKeep: "続ける",
  habitCheck: "チェック：習慣は定着しているか",
  savingsSetUp: "貯金計画を作る",
  transfer: "貯金口座へ入金",
  savingsCheck: "残高を目標と比べる",
  savingsDone: (x) => `貯金目標達成：${x}`,
  checkpoint: (p) => `チェックポイント：${p}完了`,
  raceBase: "基礎期",
  raceBuild: "強化期",
  racePeak: "ピーク期",
  raceTaper: "調整期",
  easy: { run: "ゆっくりラン", swim: "ゆっくりスイム", ride: "ゆっくりライド", generic: "トレーニング" },
  long: { run: "ロング走", swim: "ロングスイム", ride: "ロングライド", generic: "ロングセッション" },
  raceDay: (x) => `レース当日：${x}`,
  raceInstead: (was) => `（${was}の代わりに）`,
  examLearn: "範囲を学ぶ",
  examPractise: "演習と模試",
  examReview: "最終復習",
  study: "勉強",
  mock: (i, n) => (n === 1 ? "模試" : `模試 ${i}/${n}`),
  firstPass: "全範囲を一通り",
  secondPass: "二周目：苦手分野",
  topic: (x) => `分野完了：${x}`,
  finalReviewDone: "最終復習完了",
  examDay: (x) => `試験当日：${x}`,
  towards: (l) => `${l}に向けて`,
  levelReached: (l) => `${l}達成`,
  levelCheck: (l) => `レベル確認：${l}`,
  langFoundations: "基礎",
  langConversation: "日常会話",
  langFluency: "流暢さ",
  langPractice: "語学練習",
  skillFundamentals: "基礎",
  skillDeliberate: "意図的な練習",
  skillApply: "実践と発表",
  practice: "練習",
  skillCheck: (x) => `スキル確認：${x}`,
  strengthBase: "技術と基礎",
  strengthBuild: "筋力アップ",
  strengthPeak: "筋力ピーク",
  strengthSessions: "筋トレ",
  testDay: (x) => `測定日：${x}`,
  weightHabits: "習慣づくり",
  weightMomentum: "勢いをつける",
  exercise: "運動",
  weighIn: "毎週の体重測定",
  mealPlan: "1週間の献立を立てる",
  halfway: "中間チェック",
  finalWeighIn: (x) => `最終測定：${x}`,
  part: (i, n) => `パート ${i}/${n}`,
  countCheckpoint: (k, n, unit) => `${k}/${n}${unit}`.trim(),
  sessionsFor: (x) => `セッション：${x}`,
  setUp: "準備",
  regularWork: "定期的な作業",
  halfwayReview: "中間：目標に対する進み具合",
  seriesReview: (x) => `シリーズの振り返り：${x}`,
  stages: ["現状把握", "設計", "試行", "展開", "定着"],
  steering: "ステアリング会議：進捗・リスク・決定",
  changeComplete: (x) => `変革完了：${x}`,
  quitReady: "準備",
  quitCutDown: "少しずつ減らす",
  quitStay: "続ける",
  quitTriggers: "きっかけになる場面と、欲しくなったときの代わりの行動を書き出す",
  quitSupport: "周りの人に伝え、薬局や医師に使える助けを相談する",
  quitClearOut: "きっかけになる物を片付ける（家、かばん、スマホ）",
  quitReadyDone: "準備完了：初日を決め、助けを確保",
  quitCheckIn: "振り返り：欲求・きっかけ・今日の結果",
  quitReview: "週の振り返り：役に立ったことと来週の一歩",
  quitStep: (s) => (s >= 0.7 ? "いつもの量の約4分の3に" : s >= 0.4 ? "いつもの量の約半分に" : "いつもの量の約4分の1に"),
  quitDay: (x) => `初日：${x}`,
  quitLimitDay: (x) => `上限：${x}`,
  quitFirstWeek: "最初の1週間達成：小さなごほうび",
  quitLookBack: "振り返り：役に立ったことと、これから続けるための工夫",
  quitNote: "欲求は数分でおさまります。待つ、水を飲む、体を動かす、誰かに電話する。一度の失敗で終わりではありません。振り返りに書いて、翌日から続けましょう。",
};

const zh: Phrases = {
  ...en,
  // The plan's notes in Chinese (they were English under a Chinese plan).
  monthDay: (d) => `每月${d}日`,
  nthWeekday: (nth, day) => (nth === -1 ? `每月最后一个${ZH_DAYS[day]}` : `每月第${nth}个${ZH_DAYS[day]}`),
  byDefault: (label) => `${label}（默认）`,
  perSession: (label, m) => `${label}，每次${hm(m)}`,
  perSessionByDay: (label, parts) => `${label}；${parts.map((p) => `${zh.weekdaysOn(p.days)}${hm(p.minutes)}`).join("；")}`,
  noDeadline: (weeks, date) => `未给出截止日期：按默认的${weeks}周（至${date}）安排。`,
  noCadence: (label) => `未给出频率：${label}。`,
  rhythmLongerThanPlan: (stated, planned) => `${stated}比到截止日期的时间还长，因此它表示这项工作多久轮到一次，而不是何时去做：${planned}。`,
  lengthGrows: (a, b) => `未给出每次时长：从${hm(a)}开始，逐步增加到${hm(b)}。`,
  lengthDefault: (m) => `未给出每次时长：每次${hm(m)}。`,
  lengthStated: (m) => `按要求每次${hm(m)}。`,
  lengthsStated: (parts) => `按要求：${parts.map((p) => `${zh.weekdaysOn(p.days)}${hm(p.minutes)}`).join("，")}。`,
  cappedByWindow: (m) => `每次最多${hm(m)}：这是所给时间段能容纳的长度。`,
  noDeliverables: "未列出具体成果：采用这类目标的常规步骤。",
  effortStated: (t) => `按目标所述，共${hm(t)}的工作量。`,
  effortEstimated: (e) => `未给出工作量：每步约${hm(e)}（估算）。`,
  inBlocks: (t, b) => `共${hm(t)}，每段最多${hm(b)}`,
  leadTime: (d) => `在截止日期前${d}天完成，留出办理时间。`,
  shortPlan: "短期目标：不分阶段，直接安排工作本身。",
  inFirstSession: (x) => `“${x}”没有单独的时间：你每天的时间都用在各次活动上，请在第一次活动开始时完成它。`,
  withSessions: (x) => `“${x}”没有单独的时间：你给出的时间都用在各次活动上，请在每周第一次活动开始时完成它。`,
  pace: (x, unit, n, weeks) => `节奏：每周约${x}${unit}（${weeks}周共${n}）。`,
  taperNote: "减量：减少次数、降低强度，以最佳状态参赛",
  workstreamNote: "目标中提到的并行工作",
  sessions: (n) => `${n}次`,
  list: (items) => items.join("、"),
  weekdaysOn: (days) => inWeekOrder(days).map((d) => ZH_DAYS[d]).join("、"),
  daily: "每天",
  everyWeekday: "每个工作日",
  everyNDays: (n) => `每${n}天`,
  timesADay: (n) => `每天${n}次`,
  timesAWeek: (n) => `每周${n}次`,
  everyNWeeks: (n) => `每${n}周`,
  monthly: "每月",
  everyNMonths: (n) => `每${n}个月`,
  timesAMonth: (n) => `每月${n}次`,
  prepare: "准备",
  planReady: "计划、预算和资源就绪",
  confirmScope: "确认范围、预算和工作顺序",
  deliver: "交付",
  finish: "收尾",
  done: (x) => `完成：${x}`,
  goalReached: (x) => `目标达成：${x}`,
  eventDay: (x) => `活动当天：${x}`,
  finalCheck: "最后检查和缓冲",
  setUpRoutine: "建立日常安排",
  routineReady: "日常安排就绪（时间、地点、提醒）",
  prepareRoutine: "准备日常安排所需并设置提醒",
  runRoutine: "执行日常安排",
  midpoint: "中期检查：每项保留、调整或放弃",
  reviewRoutine: "回顾日常安排并决定下一轮",
  habitStart: "从小处开始",
  habitGrow: "逐步加量",
  habitKeep: "坚持下去",
  habitCheck: "检查：习惯养成了吗？",
  savingsSetUp: "制定储蓄计划",
  transfer: "转入储蓄",
  savingsCheck: "对照目标检查余额",
  savingsDone: (x) => `储蓄目标达成：${x}`,
  checkpoint: (p) => `检查点：${p}完成`,
  raceBase: "基础期",
  raceBuild: "强化期",
  racePeak: "巅峰期",
  raceTaper: "减量期",
  easy: { run: "轻松跑", swim: "轻松游", ride: "轻松骑", generic: "训练" },
  long: { run: "长距离跑", swim: "长距离游", ride: "长距离骑行", generic: "长时训练" },
  raceDay: (x) => `比赛日：${x}`,
  raceInstead: (was) => `（代替${was}）`,
  examLearn: "学习内容",
  examPractise: "练习和模拟考试",
  examReview: "最后复习",
  study: "学习",
  mock: (i, n) => (n === 1 ? "模拟考试" : `模拟考试 ${i}/${n}`),
  firstPass: "所有主题过一遍",
  secondPass: "第二遍：薄弱主题",
  topic: (x) => `主题完成：${x}`,
  finalReviewDone: "最后复习完成",
  examDay: (x) => `考试日：${x}`,
  towards: (l) => `迈向${l}`,
  levelReached: (l) => `达到${l}`,
  levelCheck: (l) => `水平测试：${l}`,
  langFoundations: "基础",
  langConversation: "日常对话",
  langFluency: "流利表达",
  langPractice: "语言练习",
  skillFundamentals: "基本功",
  skillDeliberate: "刻意练习",
  skillApply: "应用与展示",
  practice: "练习",
  skillCheck: (x) => `技能检查：${x}`,
  strengthBase: "技术与基础",
  strengthBuild: "增强力量",
  strengthPeak: "力量巅峰",
  strengthSessions: "力量训练",
  testDay: (x) => `测试日：${x}`,
  weightHabits: "养成习惯",
  weightMomentum: "保持势头",
  exercise: "运动",
  weighIn: "每周称重",
  mealPlan: "安排一周饮食",
  halfway: "中期检查",
  finalWeighIn: (x) => `最终称重：${x}`,
  part: (i, n) => `第${i}部分（共${n}部分）`,
  countCheckpoint: (k, n, unit) => `${k}/${n}${unit}`.trim(),
  sessionsFor: (x) => `课程：${x}`,
  setUp: "准备",
  regularWork: "定期工作",
  halfwayReview: "中期：对照目标检查进度",
  seriesReview: (x) => `系列回顾：${x}`,
  stages: ["评估", "设计", "试点", "推广", "巩固"],
  steering: "指导会议：进展、风险、决定",
  changeComplete: (x) => `变革完成：${x}`,
  quitReady: "准备",
  quitCutDown: "逐步减少",
  quitStay: "坚持下去",
  quitTriggers: "写下诱因，以及想要时改做什么",
  quitSupport: "寻求支持：告诉身边的人，向药师或医生咨询有什么帮助",
  quitClearOut: "清除诱因（家里、包里、手机上）",
  quitReadyDone: "准备就绪：定好第一天，找好支持",
  quitCheckIn: "每日记录：渴望、诱因和今天的情况",
  quitReview: "每周回顾：什么有帮助，下周的一步",
  quitStep: (s) => (s >= 0.7 ? "减到平时的约四分之三" : s >= 0.4 ? "减到平时的约一半" : "减到平时的约四分之一"),
  quitDay: (x) => `第一天：${x}`,
  quitLimitDay: (x) => `上限：${x}`,
  quitFirstWeek: "坚持满一周：给自己一个小奖励",
  quitLookBack: "回顾：什么有帮助，今后靠什么坚持",
  quitNote: "渴望几分钟就会过去：等一等、喝点水、活动一下或给人打个电话。偶尔失手不是结束：在每日记录里写下来，第二天继续。",
};

export const PHRASES: Record<OutlineLanguage, Phrases> = { en, de, fr, es, nl, pt, ja, zh, it };

// ── Titles ─────────────────────────────────────────────────────────────────────────────────

/** Clock times and their leftovers ("7:30pm", "(19:00)", "6am", "30pm)", "30-7:00"). */
const TIME_FRAGMENTS = [
  /\s*\(?\b\d{1,2}[:.h]\d{2}(?!\d)\s*(?:am|pm|a\.m\.|p\.m\.|uhr|h)?\)?/gi,
  /\s*\(?\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.|uhr)(?=$|[^a-z])\)?/gi,
  /(^|\s)\d{1,2}\s*[-–]\s*(?=$|[\s,;:)])/g,
];
/** Words left dangling at the end once a time is gone ("Run at", "Laufen um"). */
const DANGLING_END = /\s+(?:at|from|between|until|to|and|or|um|ab|bis|von|zwischen|und|à|de|entre|et|a las|a la|desde|hasta|y|dalle|fino alle|verso le)$/i;

/**
 * A short, clean title from the person's words: no clock-time fragments, no trailing
 * punctuation, first letter capitalised, at most `max` characters (cut at a word boundary).
 */
export function cleanTitle(raw: string, fallback = "", max = 60): string {
  let t = raw.replace(/\s+/g, " ");
  for (const re of TIME_FRAGMENTS) t = t.replace(re, (_m, lead: unknown) => (typeof lead === "string" ? lead : " "));
  t = t.replace(/\(\s*\)/g, " ").replace(/[()]/g, " ").replace(/\s+/g, " ").trim();
  for (let i = 0; i < 3; i++) t = t.replace(/[\s.,;:!?–-]+$/, "").replace(DANGLING_END, "").replace(/^[\s.,;:!?–-]+/, "").trim();
  if (!t) t = fallback;
  if (t.length > max) {
    const cut = t.slice(0, max - 1);
    const space = cut.lastIndexOf(" ");
    t = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?–-]+$/, "")}…`;
  }
  const first = t.charAt(0);
  return first && first !== first.toLocaleUpperCase() ? first.toLocaleUpperCase() + t.slice(1) : t;
}

/**
 * The sport of an endurance goal, for naming its sessions ("Easy runs" vs "Easy swims"). Names
 * only: nothing here decides a constraint.
 */
export function sportOf(text: string): Sport {
  const t = text.toLowerCase();
  if (/(swim|schwimm|natation|nager|nage|nadar|nataci|nata[cç]|nuot|zwem|水泳|スイム|游泳)/.test(t)) return "swim";
  if (/(\bride\b|cycl|cicl|\bbike|\brad\b|\brad(fahr|rennen)|vélo|velo|bici|fiets|wielren|pedal|自転車|バイク|ライド|骑)/.test(t)) return "ride";
  if (/(\brun|marathon|maratón|maratona|\b\d+\s?k\b|jog|lauf|läuf|course|courir|correr|carrera|corsa|correre|corrida|hardlo|trail|ランニング|跑)/.test(t)) return "run";
  return "generic";
}
