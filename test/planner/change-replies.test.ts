/**
 * Change requests at the approval pause, through the real offline planner: every reply takes
 * effect or the next question says plainly what was not applied and why, in the person's language;
 * a change that would leave no plan at all is not applied — the plan the person had stays up for
 * approval, with checked alternatives named — and a new time of day replaces a bound it cannot
 * meet instead of leaving no window.
 */
import { describe, expect, it } from "vitest";
import { Command } from "@langchain/langgraph";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { MESSAGES, type MessageLanguage } from "../../src/planning/messages.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { makePlanner, requestChange, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

const NOW = "2026-11-23T09:00:00";
const goal = (id: string, text: string, timezone: string): AcceptanceGoal => ({ id, source: "heldout", goal: text, now: NOW, timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] });
const planner = makePlanner();

describe("a change that would leave no session is not applied, and the plan stays approvable", () => {
  it.each([
    ["en", goal("en-shop", "Launch my bakery's online shop by March 1, only on weekends", "America/Chicago"), "make it done by tomorrow"],
    ["fr", goal("fr-novel", "Écrire un roman d'ici le 30 juin, le samedi matin, 2 heures par séance.", "Europe/Paris"), "terminer demain"],
    ["de", goal("de-garage", "Die Garage bis zum 15. März ausmisten, nur samstags", "Europe/Berlin"), "bis morgen fertig"],
  ].map(([lang, g, reply]) => [lang, (g as AcceptanceGoal).id, g, reply]) as [MessageLanguage, string, AcceptanceGoal, string][])("%s %s", async (lang, _id, g, reply) => {
    const thread = `keep-${g.id}`;
    const walk = await toApproval(planner, g, thread);
    expect(walk.approvalAt, walk.pauses.join(" > ")).not.toBeNull();
    const before = walk.state.schedule!.blocks.length;
    expect(before).toBeGreaterThan(0);
    const out = await requestChange(planner, thread, reply);
    expect(out.pause).toBe("approval");
    expect(out.result).toBe("reported");
    expect(out.question).toContain(MESSAGES[lang].notApplied);
    expect(out.question).toContain(MESSAGES[lang].wouldLeaveNothing.replace(/[.。]$/u, ""));
    expect(out.state.schedule!.blocks.length).toBe(before);
    // The plan the person had is still the one to approve.
    const done = await planner.graph.invoke(new Command({ resume: "approve" }), { configurable: { thread_id: thread }, recursionLimit: PLANNER_RECURSION_LIMIT });
    expect(done.stage).toBe("COMPLETE");
  });
});

describe("a new time of day replaces a bound it cannot meet", () => {
  const clock = { now: NOW, timezone: "Europe/London" };
  it.each([
    ["Run a half marathon in April, Monday, Wednesday and Saturday mornings before 8am", "move them to evenings", "not_after"],
    ["Lauftraining bis April, dreimal pro Woche, nicht vor 18 Uhr", "lieber morgens", "not_before"],
  ])("%s + %s", (text, reply, bound) => {
    const reading = readingOf(text, clock);
    expect(reading[bound as "not_after" | "not_before"]).not.toBeNull();
    const delta = readReply(reply, reading, clock);
    expect(delta.set.windows?.length).toBeGreaterThan(0);
    expect(delta.clear).toContain(bound);
  });

  it("a bound the reply states itself stays", () => {
    const reading = readingOf("Run a half marathon in April, mornings before 8am", clock);
    const delta = readReply("evenings, but not after 9pm", reading, clock);
    expect(delta.clear).not.toContain("not_after");
  });

  it("through the planner: evenings instead of early mornings plans, no escalation", async () => {
    const g = goal("en-run", "I want to run a half marathon in April. I can train Monday, Wednesday and Saturday mornings before 8am, 45 minutes each time.", "Europe/London");
    const walk = await toApproval(planner, g, "evenings");
    const out = await requestChange(planner, "evenings", "move them to evenings");
    expect(walk.approvalAt).not.toBeNull();
    expect(out.pause).toBe("approval");
    expect(out.result).toBe("applied");
    for (const b of out.state.schedule!.blocks) expect(Number(b.start.slice(11, 13)), b.start).toBeGreaterThanOrEqual(17);
  });
});

describe("replies read as the person meant them, in every language", () => {
  const clock = { now: NOW, timezone: "Europe/Berlin" };
  // Next week: Monday 2026-11-30 to Sunday 2026-12-06 (now is Monday 2026-11-23).
  const NEXT_WEEK = { from: "2026-11-30", to: "2026-12-06" };
  it.each([
    ["en", "Practice piano 3 times a week in the evening, 30 minutes", "no sessions next week"],
    ["en", "Practice piano 3 times a week in the evening, 30 minutes", "I can't work on it next week"],
    ["de", "Dreimal pro Woche abends 30 Minuten Klavier üben", "nächste Woche keine Einheiten"],
    ["fr", "Jouer du piano trois fois par semaine le soir, 30 minutes", "pas de séance la semaine prochaine"],
    ["es", "Tocar el piano tres veces por semana por la tarde, 30 minutos", "la semana que viene no"],
    ["nl", "Drie keer per week 's avonds 30 minuten piano spelen", "volgende week geen sessies"],
    ["pt", "Tocar piano três vezes por semana à noite, 30 minutos", "na próxima semana não posso"],
    ["ja", "週3回、夜に30分ピアノを練習する", "来週は休み"],
    ["zh", "每周三次晚上练钢琴，每次30分钟", "下周不练"],
  ])("%s: %s + %s → next week off", (_lang, goal, reply) => {
    const reading = readingOf(goal, clock);
    const delta = readReply(reply, reading, clock);
    expect(delta.set.excluded_dates, JSON.stringify(delta)).toEqual([NEXT_WEEK]);
  });

  it.each([
    ["en", "make the sessions shorter", -1],
    ["en", "sessions a bit longer please", 1],
    ["de", "die Einheiten kürzer machen", -1],
    ["fr", "des séances plus courtes", -1],
    ["es", "sesiones más cortas", -1],
    ["nl", "kortere sessies", -1],
    ["pt", "sessões mais longas", 1],
    ["ja", "もっと短く", -1],
    ["zh", "每次短一点", -1],
  ] as const)("%s: %s changes a 60-minute length that way", (lang, reply, sign) => {
    const goals = { en: "Practice piano 3 times a week, 60 minutes", de: "Dreimal pro Woche 60 Minuten Klavier üben", fr: "Piano trois fois par semaine, 60 minutes", es: "Piano tres veces por semana, 60 minutos", nl: "Drie keer per week 60 minuten piano", pt: "Piano três vezes por semana, 60 minutos", ja: "週3回60分ピアノを練習する", zh: "每周三次练钢琴，每次60分钟" } as const;
    const reading = readingOf(goals[lang], clock);
    expect(reading.session_minutes).toBe(60);
    const next = readReply(reply, reading, clock).set.session_minutes;
    expect(next, reply).toBeDefined();
    expect(Math.sign(next! - 60)).toBe(sign);
  });

  it("'no longer' is no longer sessions", () => {
    const reading = readingOf("Practice piano on Tuesdays and Fridays, 60 minutes", clock);
    expect(readReply("I can no longer do Tuesdays", reading, clock).set.session_minutes).toBeUndefined();
  });

  it.each([
    ["en", "Go to the gym 2 times a week in the morning", "I can't do Tuesdays anymore"],
    ["es", "Ir al gimnasio dos veces por semana por la mañana", "no puedo los martes"],
    ["de", "Zweimal pro Woche morgens ins Fitnessstudio", "dienstags kann ich nicht mehr"],
    ["pt", "Ir à academia duas vezes por semana de manhã", "não posso às terças"],
  ])("%s: %s + %s → Tuesday is off, the other days stay", (_lang, goal, reply) => {
    const reading = readingOf(goal, clock);
    const delta = readReply(reply, reading, clock);
    expect(delta.set.days).toEqual(["MO", "WE", "TH", "FR", "SA", "SU"]);
    expect(delta.set.cadence).toBeUndefined();
  });
});

describe("shorter or longer sessions when the person never stated a length", () => {
  it.each([
    ["en", "Learn Spanish by June, 3 times a week in the evening", "make the sessions shorter", -1],
    ["de", "Bis Juni Spanisch lernen, dreimal pro Woche abends", "die Einheiten kürzer machen", -1],
    ["ja", "6月までにスペイン語を勉強する。週3回、夜に。", "もっと長く", 1],
  ] as const)("%s: %s + %s", async (lang, text, reply, sign) => {
    const thread = `length-${lang}`;
    const walk = await toApproval(planner, goal(thread, text, "Europe/Berlin"), thread);
    expect(walk.approvalAt, walk.pauses.join(" > ")).not.toBeNull();
    const minutes = (s: typeof walk.state) => Math.max(...s.schedule!.blocks.map((b) => (Date.parse(b.end) - Date.parse(b.start)) / 60_000));
    const before = minutes(walk.state);
    const out = await requestChange(planner, thread, reply);
    expect(out.result, out.question).toBe("applied");
    expect(out.question).toContain(MESSAGES[lang].applied);
    expect(Math.sign(minutes(out.state) - before)).toBe(sign);
  });
});

describe("a deadline move on a plan without a deadline says so", () => {
  it.each([
    ["en", "Practice piano 3 times a week in the evening, 30 minutes", "push the deadline back a month"],
    ["de", "Dreimal pro Woche abends 30 Minuten Klavier üben", "zwei Wochen mehr Zeit"],
    ["pt", "Tocar piano três vezes por semana à noite, 30 minutos", "adiar o prazo um mês"],
  ] as const)("%s: %s + %s", async (lang, text, reply) => {
    const thread = `nodeadline-${lang}`;
    const walk = await toApproval(planner, goal(thread, text, "Europe/Berlin"), thread);
    expect(walk.approvalAt, walk.pauses.join(" > ")).not.toBeNull();
    expect(walk.state.reading!.deadline).toBeNull();
    const out = await requestChange(planner, thread, reply);
    expect(out.result).toBe("reported");
    expect(out.question).toContain(MESSAGES[lang].notes.noDeadline);
  });
});

describe("a day off that is off already is honoured, not 'not understood'", () => {
  it.each([
    ["en", "Go to the gym on Mondays, Wednesdays and Saturdays", "I can't do Tuesdays anymore"],
    ["de", "Montags, mittwochs und samstags ins Fitnessstudio", "dienstags kann ich nicht mehr"],
  ])("%s: %s + %s", (_lang, text, reply) => {
    const clock = { now: NOW, timezone: "Europe/Berlin" };
    const reading = readingOf(text, clock);
    expect(reading.days).toEqual(["MO", "WE", "SA"]);
    const delta = readReply(reply, reading, clock);
    expect(delta.parts.map((p) => p.status)).toEqual(["applied"]);
    expect(delta.set.days).toBeUndefined();
  });
});

describe("a change at the approval pause without 'propose changes:'", () => {
  it.each([
    ["en", "Practice the cello by June, 3 times a week in the evening, 60 minutes", "move them to the mornings", "hmm, not sure yet"],
    ["de", "Bis Juni Cello üben, dreimal pro Woche abends, 60 Minuten", "lieber morgens", "hm, weiß noch nicht"],
    ["ja", "6月までにチェロを練習する。週3回、夜に60分。", "朝に変更", "うーん、どうかな"],
  ] as const)("%s: a change the reader reads is applied; anything else is asked again in the language", async (lang, text, change, other) => {
    const thread = `bare-${lang}`;
    const walk = await toApproval(planner, goal(thread, text, "Europe/Berlin"), thread);
    expect(walk.approvalAt).not.toBeNull();
    const config = { configurable: { thread_id: thread }, recursionLimit: PLANNER_RECURSION_LIMIT };
    const after = await planner.graph.invoke(new Command({ resume: change }), config);
    expect(after.changes.at(-1)?.applied.map((a: { field: string }) => a.field)).toContain("windows");
    const pause = (await planner.graph.getState(config)).tasks.flatMap((t) => t.interrupts.map((i) => i.value as Record<string, unknown>))[0]!;
    expect(pause.kind).toBe("approval");
    expect(String(pause.question)).toContain(MESSAGES[lang].applied);
    await planner.graph.invoke(new Command({ resume: other }), config);
    const again = (await planner.graph.getState(config)).tasks.flatMap((t) => t.interrupts.map((i) => i.value as Record<string, unknown>))[0]!;
    expect(again.kind).toBe("approval");
    expect(again.reask).toBe(MESSAGES[lang].approvalCta);
  });
});

describe("a plain yes at the approval pause, in the person's language", () => {
  it.each([
    ["en", "Practice the cello by June, 3 times a week in the evening, 60 minutes", "Looks good!"],
    ["it", "Suonare il violoncello entro giugno, tre volte a settimana la sera, 60 minuti", "va bene"],
    ["zh", "6月前练大提琴，每周3次，晚上，每次60分钟。", "好的"],
  ] as const)("%s: '%s' + '%s' approves the plan", async (lang, text, yes) => {
    const thread = `yes-${lang}`;
    const walk = await toApproval(planner, goal(thread, text, "Europe/Berlin"), thread);
    expect(walk.approvalAt).not.toBeNull();
    const config = { configurable: { thread_id: thread }, recursionLimit: PLANNER_RECURSION_LIMIT };
    const done = await planner.graph.invoke(new Command({ resume: yes }), config);
    expect(done.stage).toBe("COMPLETE");
  });
});
