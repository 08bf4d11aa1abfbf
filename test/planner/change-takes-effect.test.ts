/**
 * A change request that is reported applied must take effect in the plan: a bound or window that a
 * stated start time breaks moves the start time (the newer word wins); "also on <day> <window>"
 * adds the day with its own window; "instead" replaces the time of day and drops the old bound.
 */
import { describe, expect, it } from "vitest";
import { Command } from "@langchain/langgraph";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { MESSAGES, type MessageLanguage } from "../../src/planning/messages.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { makePlanner, pending, requestChange, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

const NOW = "2026-11-24T09:00:00";
const goal = (id: string, text: string, timezone: string): AcceptanceGoal => ({ id, source: "heldout", goal: text, now: NOW, timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] });
const planner = makePlanner();
const local = (iso: string, zone: string) => new Date(iso).toLocaleTimeString("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hour12: false });

describe("a bound or window that breaks a stated start time moves it", () => {
  const clock = { now: NOW, timezone: "Europe/Paris" };
  it.each([
    ["fr", "Courir le mardi et jeudi à 7h jusqu'en mars", "pas avant 8h", "08:00"],
    ["en", "Run on Tuesdays and Thursdays at 7am until March", "not before 8am", "08:00"],
    ["de", "Dienstags und donnerstags um 7 Uhr laufen bis März", "nicht vor 8 Uhr", "08:00"],
    ["es", "Correr los martes y jueves a las 7:00 hasta marzo", "no antes de las 8", "08:00"],
  ])("%s %s + %s", (_lang, text, reply, time) => {
    const reading = readingOf(text, clock);
    expect(reading.fixed_times.map((f) => f.time)).toEqual(["07:00"]);
    const delta = readReply(reply, reading, clock);
    expect(delta.set.not_before).toBe(time);
    expect(delta.set.fixed_times?.map((f) => f.time)).toEqual([time]);
  });

  it("not after: the session ends by the bound", () => {
    const reading = readingOf("Run on Tuesdays and Thursdays at 7pm until March, 45 minutes", clock);
    const delta = readReply("not after 6pm", reading, clock);
    expect(delta.set.fixed_times?.map((f) => f.time)).toEqual(["17:15"]);
  });

  it("a new window moves the session out of a start time it does not hold", () => {
    const reading = readingOf("Run on Tuesdays and Thursdays at 7am until March, 45 minutes", clock);
    const delta = readReply("evenings from 6pm to 8pm instead", reading, clock);
    expect(delta.set.windows?.length).toBeGreaterThan(0);
    expect(delta.clear).toContain("fixed_times");
  });

  it("through the planner: Tuesday and Thursday move to 08:00", async () => {
    const g = goal("fr-nb", "Courir le mardi et jeudi à 7h jusqu'en mars", "Europe/Paris");
    const walk = await toApproval(planner, g, "fr-nb");
    expect(walk.approvalAt).not.toBeNull();
    const out = await requestChange(planner, "fr-nb", "pas avant 8h");
    expect(out.result).toBe("applied");
    const blocks = out.state.schedule!.blocks;
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(local(b.start, "Europe/Paris") >= "08:00", b.start).toBe(true);
  });
});

describe("also on <day> <window> adds the day with its own window", () => {
  const clock = { now: NOW, timezone: "Europe/Paris" };
  it.each([
    ["en", "Study English until March on Mondays, Wednesdays and Fridays at 6pm", "also on Saturdays 9-11"],
    ["de", "Englisch lernen bis März montags, mittwochs und freitags um 18 Uhr", "auch samstags von 9 bis 11"],
    ["es", "Estudiar inglés hasta marzo los lunes, miércoles y viernes a las 18:00", "también los sábados de 9 a 11"],
    ["fr", "Apprendre l'anglais d'ici mars le lundi, mercredi et vendredi à 18h", "aussi le samedi de 9h à 11h"],
    ["pt", "Estudar inglês até março às segundas, quartas e sextas às 18h", "também aos sábados das 9h às 11h"],
    ["pt", "Estudar inglês até março às segundas, quartas e sextas das 18h às 20h", "também aos sábados das 9h às 11h"],
  ])("%s %s + %s", (_lang, text, reply) => {
    const reading = readingOf(text, clock);
    const delta = readReply(reply, reading, clock);
    expect(delta.set.days).toEqual(["MO", "WE", "FR", "SA"]);
    expect(delta.set.windows).toContainEqual({ days: ["SA"], start: "09:00", end: "11:00" });
    // The old days' start time does not follow onto the added day, outside its window.
    const fixed = delta.set.fixed_times ?? reading.fixed_times;
    expect(fixed.some((f) => !f.days || f.days.includes("SA"))).toBe(false);
  });

  it("through the planner: Saturday blocks between 9 and 11, the other days kept", async () => {
    const tz = "America/Sao_Paulo";
    const g = goal("pt-also", "Estudar inglês até março às segundas, quartas e sextas às 18h", tz);
    await toApproval(planner, g, "pt-also");
    const out = await requestChange(planner, "pt-also", "também aos sábados das 9h às 11h");
    expect(out.result).toBe("applied");
    const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { timeZone: tz, weekday: "short" });
    const sat = out.state.schedule!.blocks.filter((b) => day(b.start) === "Sat");
    expect(sat.length).toBeGreaterThan(0);
    for (const b of sat) expect(local(b.start, tz) >= "09:00" && local(b.end, tz) <= "11:00", b.start).toBe(true);
    for (const b of out.state.schedule!.blocks.filter((b) => day(b.start) !== "Sat")) expect(local(b.start, tz), b.start).toBe("18:00");
  });
});

describe("a reply the reader cannot use is asked again saying so, in the person's language", () => {
  it.each([
    ["en", "Practice the cello by June, 3 times a week in the evening, 60 minutes", "Europe/London"],
    ["de", "Bis Juni Cello üben, dreimal pro Woche abends, 60 Minuten", "Europe/Berlin"],
    ["ja", "6月までにチェロを練習する。週3回、夜に60分。", "Asia/Tokyo"],
  ] as [MessageLanguage, string, string][])("%s", async (lang, text, tz) => {
    const thread = `reask-${lang}`;
    const walk = await toApproval(planner, goal(thread, text, tz), thread);
    expect(walk.approvalAt).not.toBeNull();
    const config = { configurable: { thread_id: thread }, recursionLimit: PLANNER_RECURSION_LIMIT };
    await planner.graph.invoke(new Command({ resume: "blorf wibble" }), config);
    const again = await pending(planner, config);
    expect(again?.kind).toBe("approval");
    expect(again?.reask).toBeTruthy();
    expect(again?.question).not.toBe(walk.approvalQuestion);
    expect(String(again?.question).startsWith(MESSAGES[lang].reaskLead)).toBe(true);
  });
});

describe("sized work stays at its stated size when the session length changes", () => {
  const minutes = (s: { blocks: { start: string; end: string }[] }) => s.blocks.reduce((n, b) => n + (Date.parse(b.end) - Date.parse(b.start)) / 60000, 0);
  it.each([
    ["de", "Meine Masterarbeit bis Ende März schreiben, etwa 60 Stunden", "Einheiten von 2 Stunden"],
    ["en", "Write my thesis by the end of March, about 60 hours of work", "make the sessions 2 hours"],
  ])("%s %s + %s", async (_lang, text, reply) => {
    const thread = `sized-${text}`;
    const walk = await toApproval(planner, goal(thread, text, "Europe/Berlin"), thread);
    expect(walk.approvalAt).not.toBeNull();
    const before = walk.state.schedule!;
    expect(Math.abs(minutes(before) - 3600)).toBeLessThanOrEqual(120);
    const out = await requestChange(planner, thread, reply);
    expect(out.result).toBe("applied");
    const after = out.state.schedule!;
    expect(Math.abs(minutes(after) - 3600), `${after.blocks.length} blocks`).toBeLessThanOrEqual(120);
    expect(after.blocks.length).toBeLessThan(before.blocks.length);
  });
});

describe("a weekly slot already past when the plan is made is no unplaced work", () => {
  it.each([
    ["Swim every Tuesday at 6:30 until March"],
    ["Piano every Tuesday at 6:30 until March, 30 minutes"],
  ])("%s (planned Tuesday 09:00)", async (text) => {
    const thread = `past-${text}`;
    const walk = await toApproval(planner, goal(thread, text, "Europe/Paris"), thread);
    expect(walk.approvalAt).not.toBeNull();
    const s = walk.state.schedule!;
    expect(s.unplaced.filter((u) => u.count > 0), walk.approvalQuestion ?? "").toEqual([]);
    expect(s.blocks.length).toBeGreaterThan(0);
    // The rhythm is kept from the next Tuesday.
    expect(s.blocks[0]!.start.slice(0, 10)).toBe("2026-12-01");
    for (const b of s.blocks) expect(local(b.start, "Europe/Paris")).toBe("06:30");
  });

  it("a date off is said as a date off, never as busy or full", async () => {
    const thread = "past-dateoff";
    const walk = await toApproval(planner, goal(thread, "Swim every Friday at 6:30 until March, except January 1", "Europe/Paris"), thread);
    expect(walk.approvalAt).not.toBeNull();
    expect(walk.state.reading!.excluded_dates.length).toBeGreaterThan(0);
    expect(walk.state.schedule!.unplaced.filter((u) => /busy or full/.test(u.reason))).toEqual([]);
    expect(walk.state.schedule!.blocks.some((b) => b.start.startsWith("2027-01-01"))).toBe(false);
  });
});

describe("'instead' replaces the time of day and drops the bound it cannot meet (regression guard)", () => {
  const clock = { now: NOW, timezone: "Europe/Paris" };
  it.each([
    ["en", "Read every evening after 21:00 until March", "mornings instead"],
    ["de", "Bis März jeden Abend nach 21 Uhr lesen", "stattdessen morgens"],
    ["fr", "Lire chaque soir après 21h jusqu'en mars", "plutôt le matin"],
    ["es", "Leer cada noche después de las 21:00 hasta marzo", "mejor por la mañana"],
    ["pt", "Ler todas as noites depois das 21h até março", "em vez disso de manhã"],
    ["nl", "Elke avond na 21:00 lezen tot maart", "liever 's ochtends"],
    ["ja", "3月まで毎晩21時以降に読書する", "代わりに朝"],
    ["zh", "3月前每天晚上21点以后读书", "改成早上"],
  ])("%s %s + %s", (_lang, text, reply) => {
    const reading = readingOf(text, clock);
    expect(reading.not_before).toBe("21:00");
    const delta = readReply(reply, reading, clock);
    expect(delta.set.windows).toEqual([{ days: null, start: "06:00", end: "12:00" }]);
    expect(delta.clear).toContain("not_before");
  });
});

describe("a window for one day is that day's alone", () => {
  it("'também aos sábados das 9h às 11h' on evenings: the other days stay in the evening", async () => {
    const tz = "America/Sao_Paulo";
    const thread = "pt-also-evenings";
    await toApproval(planner, goal(thread, "Estudar inglês até março três vezes por semana à noite", tz), thread);
    const out = await requestChange(planner, thread, "também aos sábados das 9h às 11h");
    expect(out.result).toBe("applied");
    const day = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { timeZone: tz, weekday: "short" });
    const blocks = out.state.schedule!.blocks;
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      const t = local(b.start, tz);
      expect(day(b.start) === "Sat" ? t >= "09:00" && t < "11:00" : t >= "17:00", `${day(b.start)} ${t}`).toBe(true);
    }
  });
});
