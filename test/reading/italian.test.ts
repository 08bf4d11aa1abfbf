/**
 * Italian as a reading language (lexicon/it.ts): Italian goals are detected as Italian, not as
 * Spanish or Portuguese, and read into GoalReading fields — days (incl. "il lunedì", "ogni martedì",
 * "dal lunedì al venerdì", "nei weekend"), dayparts, clock times, lengths, rhythms, exceptions and
 * deadlines — and Italian replies read into deltas. Phrases are written for this test (not taken
 * from the corpus); "now" is Saturday 28 Nov 2026 in Rome.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { detectLanguage } from "../../src/planning/reading/language.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";

const clock = { now: "2026-11-28T09:00", timezone: "Europe/Rome" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, language: "it", classifier });

const cadence = (count: number, per: "day" | "week" | "month", extra: object = {}) => ({ count, per, interval: 1, nth_weekday: null, month_day: null, ...extra });
const WORKDAYS = ["MO", "TU", "WE", "TH", "FR"];
const EVENING = { days: null, start: "17:00", end: "22:00" };
const MORNING = { days: null, start: "06:00", end: "12:00" };
const AFTERNOON = { days: null, start: "13:00", end: "17:00" };
const LUNCH = { days: null, start: "12:00", end: "13:00" };

describe("Italian is detected as Italian", () => {
  it.each([
    "Voglio correre una mezza maratona entro giugno, tre volte a settimana la sera",
    "Imparare lo spagnolo entro fine anno, mezz'ora al giorno",
    "Leggere 20 libri quest'anno",
    "Risparmiare 3000 euro entro dicembre mettendo da parte 250 euro al mese",
    "Smettere di fumare entro il 1 marzo",
    "Chiamare la nonna ogni domenica alle 11",
    "Nuotare il lunedì e il giovedì dalle 7 alle 8",
    "Preparare l'esame di maturità",
    "Sposta la sessione del sabato alla domenica",
  ])("%s", (text) => {
    expect(detectLanguage(text)).toBe("it");
  });

  it.each([
    ["es", "Quiero correr una media maratón antes de junio, tres veces por semana por la noche"],
    ["pt", "Quero correr uma meia maratona até junho, três vezes por semana à noite"],
    ["fr", "Je veux courir un semi-marathon d'ici juin, trois fois par semaine le soir"],
    ["en", "I want to run a half marathon by June, three times a week in the evening"],
    ["es", "Leer 20 libros este año"],
    ["pt", "Ler vinte livros este ano"],
  ])("%s stays %s", (lang, text) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it("the goal of the report that asked for Italian is read as Italian with its deadline, rhythm and evenings", () => {
    const r = readGoal("Voglio correre una mezza maratona entro giugno, tre volte a settimana la sera", clock);
    expect(r).toMatchObject({ language: "it", deadline: "2027-06-01", cadence: cadence(3, "week"), windows: [EVENING] });
  });
});

describe("Italian goals", () => {
  it.each<[string, Record<string, unknown>]>([
    // days
    ["Nuotare il lunedì e il giovedì.", { days: ["MO", "TH"], cadence: cadence(2, "week") }],
    ["Studiare lunedì e giovedì alle 18:30.", { days: ["MO", "TH"], cadence: cadence(2, "week"), fixed_times: [{ days: ["MO", "TH"], time: "18:30" }] }],
    ["Correre ogni martedì alle 7.", { days: ["TU"], cadence: cadence(1, "week"), fixed_times: [{ days: ["TU"], time: "07:00" }] }],
    ["Lezione di pianoforte tutti i mercoledì.", { days: ["WE"], cadence: cadence(1, "week") }],
    ["Meditare dal lunedì al venerdì per 10 minuti.", { days: WORKDAYS, session_minutes: 10 }],
    ["Andare in bici nei weekend.", { days: ["SA", "SU"] }],
    ["Allenarmi il martedì e il giovedì alle 18:30 e il sabato alle 9 di mattina.", { days: ["TU", "TH", "SA"], cadence: cadence(3, "week"), fixed_times: [{ days: ["TU", "TH"], time: "18:30" }, { days: ["SA"], time: "09:00" }] }],
    // dayparts
    ["Fare yoga la mattina.", { windows: [MORNING] }],
    ["Leggere di sera.", { windows: [EVENING] }],
    ["Camminare a pranzo.", { windows: [LUNCH] }],
    ["Studiare il pomeriggio.", { windows: [AFTERNOON] }],
    ["Meditare prima di dormire.", { windows: [{ days: null, start: "21:00", end: "23:00" }] }],
    ["Leggere nei giorni feriali a pranzo e nei weekend la mattina.", { windows: [{ ...LUNCH, days: WORKDAYS }, { ...MORNING, days: ["SA", "SU"] }] }],
    // clock times
    ["Correre alle 18:30.", { fixed_times: [{ days: null, time: "18:30" }], windows: [] }],
    ["Correre alle 18.30.", { fixed_times: [{ days: null, time: "18:30" }] }],
    ["Correre alle 7 di mattina.", { fixed_times: [{ days: null, time: "07:00" }] }],
    ["Leggere alle 9 di sera.", { fixed_times: [{ days: null, time: "21:00" }] }],
    ["Fare i compiti alle otto di sera.", { fixed_times: [{ days: null, time: "20:00" }], windows: [] }],
    ["Correre alle sette e mezza.", { fixed_times: [{ days: null, time: "07:30" }] }],
    ["Studiare alle tre del pomeriggio.", { fixed_times: [{ days: null, time: "15:00" }] }],
    ["Allenarmi dalle 19 alle 20:30.", { windows: [{ days: null, start: "19:00", end: "20:30" }], session_minutes: null }],
    ["Studiare tra le 14 e le 16.", { windows: [{ days: null, start: "14:00", end: "16:00" }] }],
    // lengths
    ["Nuotare per 45 minuti.", { session_minutes: 45 }],
    ["Leggere un'ora al giorno.", { session_minutes: 60, cadence: cadence(1, "day") }],
    ["Meditare mezz'ora ogni mattina.", { session_minutes: 30, cadence: cadence(1, "day"), windows: [MORNING] }],
    ["Suonare la chitarra 1 ora e mezza il sabato.", { session_minutes: 90, days: ["SA"] }],
    ["Dipingere un'ora e mezza la domenica.", { session_minutes: 90, days: ["SU"] }],
    ["Fare stretching un quarto d'ora al giorno.", { session_minutes: 15 }],
    ["Camminare tre quarti d'ora dopo il lavoro.", { session_minutes: 45, windows: [EVENING] }],
    // cadence
    ["Correre tre volte a settimana.", { cadence: cadence(3, "week") }],
    ["Fare 10.000 passi al giorno.", { cadence: cadence(1, "day") }],
    ["Correre due volte al giorno, mattina e sera.", { cadence: cadence(2, "day"), windows: [MORNING, EVENING] }],
    ["Giocare a tennis ogni fine settimana.", { cadence: cadence(1, "week"), days: ["SA", "SU"] }],
    ["Correre 4 volte alla settimana.", { cadence: cadence(4, "week") }],
    ["Fare i compiti ogni giorno.", { cadence: cadence(1, "day") }],
    ["Annaffiare le piante tutti i giorni.", { cadence: cadence(1, "day") }],
    ["Andare al museo due volte al mese.", { cadence: cadence(2, "month") }],
    ["Pulire il frigo ogni due settimane.", { cadence: cadence(1, "week", { interval: 2 }) }],
    ["Correre a giorni alterni.", { cadence: cadence(1, "day", { interval: 2 }) }],
    ["Pulire il filtro ogni 3 mesi.", { cadence: cadence(1, "month", { interval: 3 }) }],
    ["Scrivere la newsletter il primo lunedì di ogni mese.", { cadence: cadence(1, "month", { nth_weekday: { nth: 1, weekday: "MO" } }) }],
    ["Pagare l'affitto il 5 di ogni mese.", { cadence: cadence(1, "month", { month_day: 5 }) }],
    // exceptions and bounds
    ["Correre ogni giorno tranne il mercoledì.", { cadence: cadence(1, "day"), days: ["MO", "TU", "TH", "FR", "SA", "SU"] }],
    ["Correre tre volte a settimana, non il venerdì.", { cadence: cadence(3, "week"), days: ["MO", "TU", "WE", "TH", "SA", "SU"] }],
    ["Leggere ogni sera, tranne il venerdì e il sabato.", { days: ["MO", "TU", "WE", "TH", "SU"], windows: [EVENING] }],
    ["Nuotare ogni giorno, mai prima delle 7.", { not_before: "07:00", windows: [] }],
    ["Studiare ogni sera, mai dopo le 21.", { not_after: "21:00" }],
    ["Andare in piscina, non prima delle 6:30 e non dopo le 21.", { not_before: "06:30", not_after: "21:00" }],
    // deadlines
    ["Finire il corso entro giugno.", { deadline: "2027-06-01" }],
    ["Consegnare la tesi entro il 15 marzo.", { deadline: "2027-03-15" }],
    ["Preparare il trasloco prima del 20 febbraio.", { deadline: "2027-02-20" }],
    ["Ristrutturare la cucina a marzo.", { deadline: "2027-03-01" }],
    ["Correre 10 km in 12 settimane.", { deadline: "2027-02-20" }],
    ["Imparare il cinese in 6 mesi.", { deadline: "2027-05-28" }],
    ["Leggere dieci libri entro fine anno.", { deadline: "2026-12-31" }],
    ["Finire il sito entro la fine dell'anno.", { deadline: "2026-12-31" }],
    ["Scrivere il romanzo entro fine giugno.", { deadline: "2027-06-30" }],
    ["Perdere 5 chili entro l'estate.", { deadline: "2027-06-21" }],
    ["Fare il cammino entro la fine dell'anno prossimo.", { deadline: "2027-12-31" }],
    ["Aprire il negozio entro il 2028.", { deadline: "2028-12-31" }],
    ["Smettere di fumare entro il 1° marzo.", { deadline: "2027-03-01" }],
    ["Finire i regali entro Natale.", { deadline: "2026-12-25" }],
    ["Rinnovare il passaporto entro il 10.", { deadline: "2026-12-10" }],
    ["Rinnovare la patente entro il 1 settembre 2026.", { deadline: null, issues: [expect.objectContaining({ code: "PAST_DATE" })] }],
  ])("%s", (text, want) => {
    expect(read(text)).toMatchObject(want);
  });
});

describe("Italian replies", () => {
  // Three swims a week at 7 on Monday, Wednesday and Saturday.
  const swim = read("Nuotare il lunedì, il mercoledì e il sabato alle 7, entro il 15 marzo.");
  // Runs every day, 30 minutes.
  const run = read("Correre ogni giorno per 30 minuti.");
  // A reply is also tried in English; its word lists compile on first use, which is slow on a busy machine.
  beforeAll(() => void readReply("ok", swim, clock), 180_000);

  it("the goals the replies change are read as stated", () => {
    expect(swim).toMatchObject({ days: ["MO", "WE", "SA"], cadence: cadence(3, "week"), fixed_times: [{ days: ["MO", "WE", "SA"], time: "07:00" }], deadline: "2027-03-15" });
    expect(run).toMatchObject({ days: null, cadence: cadence(1, "day"), session_minutes: 30 });
  });

  it.each<[string, "swim" | "run", Record<string, unknown>, string[]]>([
    ["sposta la sessione del sabato alla domenica", "swim", { days: ["MO", "WE", "SU"], fixed_times: [{ days: ["MO", "WE", "SU"], time: "07:00" }] }, []],
    ["martedì e giovedì invece di lunedì e mercoledì", "swim", { days: ["TU", "TH", "SA"], fixed_times: [{ days: ["TU", "TH", "SA"], time: "07:00" }] }, []],
    ["il venerdì invece del lunedì", "swim", { days: ["WE", "FR", "SA"], fixed_times: [{ days: ["WE", "FR", "SA"], time: "07:00" }] }, []],
    ["sessioni di un'ora", "swim", { session_minutes: 60 }, []],
    ["aggiungi il venerdì", "swim", { days: ["MO", "WE", "FR", "SA"], cadence: cadence(4, "week"), fixed_times: [{ days: ["MO", "WE", "FR", "SA"], time: "07:00" }] }, []],
    ["niente sabati", "swim", { days: ["MO", "WE"], cadence: cadence(2, "week"), fixed_times: [{ days: ["MO", "WE"], time: "07:00" }] }, []],
    ["alle 18:30", "swim", { fixed_times: [{ days: ["MO", "WE", "SA"], time: "18:30" }] }, []],
    ["un'ora più tardi", "swim", { fixed_times: [{ days: ["MO", "WE", "SA"], time: "08:00" }] }, []],
    ["entro fine aprile", "swim", { deadline: "2027-04-30" }, []],
    ["il mercoledì non riesco più, spostalo al giovedì", "swim", { days: ["MO", "TH", "SA"], fixed_times: [{ days: ["MO", "TH", "SA"], time: "07:00" }] }, []],
    ["il lunedì non posso", "swim", { days: ["WE", "SA"], cadence: cadence(2, "week"), fixed_times: [{ days: ["WE", "SA"], time: "07:00" }] }, []],
    ["dal 10 al 20 gennaio sono in vacanza", "swim", { excluded_dates: [{ from: "2027-01-10", to: "2027-01-20" }] }, []],
    ["senza scadenza", "swim", {}, ["deadline"]],
    ["due settimane in più", "swim", { deadline: "2027-03-29" }, []],
    ["rimanda la scadenza di un mese", "swim", { deadline: "2027-04-15" }, []],
    ["anticipa di una settimana", "swim", { deadline: "2027-03-08" }, []],
    ["niente domeniche", "run", { days: ["MO", "TU", "WE", "TH", "FR", "SA"] }, []],
    ["sessioni di un'ora", "run", { session_minutes: 60 }, []],
    ["sessioni di 45 minuti", "run", { session_minutes: 45 }, []],
    ["1 ora e mezza", "run", { session_minutes: 90 }, []],
    ["mezz'ora", "run", {}, []],
    ["a giorni alterni", "run", { cadence: cadence(1, "day", { interval: 2 }) }, []],
    ["tre volte a settimana", "run", { cadence: cadence(3, "week") }, []],
    ["solo la mattina", "run", { windows: [MORNING] }, []],
    ["dal lunedì al venerdì", "run", { days: WORKDAYS }, []],
    ["nei weekend", "run", { days: ["SA", "SU"] }, []],
    ["mai prima delle 7", "run", { not_before: "07:00" }, []],
  ])("%s (%s)", (text, goal, set, clear) => {
    const delta = readReply(text, goal === "swim" ? swim : run, clock);
    expect(delta.set).toEqual(set);
    expect(delta.clear).toEqual(clear);
  });

  it("'la settimana prossima niente sessioni' is next week off", () => {
    expect(readReply("la settimana prossima niente sessioni", run, clock).set).toEqual({ excluded_dates: [{ from: "2026-11-30", to: "2026-12-06" }] });
  });

  // "va bene" or "sì" at the approval question approves (graphs/planner/replies.ts); read as a change
  // (a yes with more words), it must change nothing.
  it.each(["va bene", "approvo", "sì", "ok, perfetto"])("'%s' changes nothing", (text) => {
    const delta = readReply(text, swim, clock);
    expect(delta.set).toEqual({});
    expect(delta.clear).toEqual([]);
    expect(delta.parts.every((p) => p.status !== "applied")).toBe(true);
  });

  it("'altre due settimane' on a plan with no deadline says there is none to move (a bare amount is no date)", () => {
    const delta = readReply("altre due settimane", run, clock);
    expect(delta.set).toEqual({});
    expect(delta.parts).toEqual([expect.objectContaining({ field: "deadline", status: "not_possible" })]);
  });

  it("a request no field can hold is not understood", () => {
    expect(readReply("rendilo più divertente", swim, clock).parts).toEqual([expect.objectContaining({ status: "not_understood" })]);
  });
});
