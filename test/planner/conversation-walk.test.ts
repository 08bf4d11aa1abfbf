/**
 * A conversation as a person has it, in each of the eight languages: a goal to its approval, then
 * six change requests in a row of different kinds — fewer sessions, shorter ones, another time of
 * day, next week off, a later deadline, nonsense — and an impossible one. Every reply takes effect
 * or the next question says, in the person's language, what was not applied and why; no reply
 * ends the thread; the plan after the impossible request is the last good one, and it completes.
 */
import { describe, expect, it } from "vitest";
import { Command } from "@langchain/langgraph";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { MESSAGES, type MessageLanguage } from "../../src/planning/messages.js";
import { makePlanner, requestChange, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";

const planner = makePlanner();
const NOW = "2026-11-23T09:00:00";

interface Walk {
  lang: MessageLanguage;
  goal: string;
  timezone: string;
  /** Replies expected to take effect, in order. */
  applied: string[];
  nonsense: string;
  impossible: string;
}

const WALKS: Walk[] = [
  { lang: "en", goal: "Practice the cello by June, 3 times a week in the evening, 60 minutes", timezone: "Europe/London", applied: ["OK, two a week then", "make the sessions shorter", "move them to the mornings", "no sessions next week", "push the deadline back a month"], nonsense: "blorf wibble", impossible: "12 sessions a day of 3 hours each" },
  { lang: "de", goal: "Bis Juni Cello üben, dreimal pro Woche abends, 60 Minuten", timezone: "Europe/Berlin", applied: ["zweimal pro Woche reicht", "die Einheiten kürzer machen", "lieber morgens", "nächste Woche keine Einheiten", "die Frist um einen Monat verschieben"], nonsense: "blabla", impossible: "zwölfmal am Tag drei Stunden" },
  { lang: "fr", goal: "Travailler le violoncelle d'ici juin, trois fois par semaine le soir, 60 minutes", timezone: "Europe/Paris", applied: ["deux fois par semaine suffit", "des séances plus courtes", "plutôt le matin", "pas de séance la semaine prochaine", "repousser l'échéance d'un mois"], nonsense: "n'importe quoi", impossible: "douze fois par jour, trois heures" },
  { lang: "es", goal: "Practicar el chelo hasta junio, tres veces por semana por la tarde, 60 minutos", timezone: "Europe/Madrid", applied: ["mejor dos veces por semana", "sesiones más cortas", "por la mañana", "la semana que viene no", "retrasar la fecha límite un mes"], nonsense: "ñlkj ñlkj", impossible: "doce veces al día, tres horas" },
  { lang: "nl", goal: "Tot juni cello oefenen, drie keer per week 's avonds, 60 minuten", timezone: "Europe/Amsterdam", applied: ["twee keer per week", "kortere sessies", "liever 's ochtends", "volgende week geen sessies", "de deadline een maand later"], nonsense: "onzin tekst", impossible: "twaalf keer per dag drie uur" },
  { lang: "pt", goal: "Praticar violoncelo até junho, três vezes por semana à noite, 60 minutos", timezone: "America/Sao_Paulo", applied: ["duas vezes por semana", "sessões mais curtas", "de manhã", "na próxima semana não posso", "adiar o prazo um mês"], nonsense: "blá blá", impossible: "doze vezes por dia, três horas" },
  { lang: "ja", goal: "6月までにチェロを練習する。週3回、夜に60分。", timezone: "Asia/Tokyo", applied: ["週2回にしてください", "もっと短く", "朝に変更", "来週は休み"], nonsense: "あいうえお", impossible: "毎日12回、3時間ずつ" },
  { lang: "zh", goal: "6月前练习大提琴，每周三次，晚上，每次60分钟", timezone: "Asia/Shanghai", applied: ["改成每周两次", "每次短一点", "改到早上", "下周不练", "截止日期推迟一个月"], nonsense: "哈哈哈", impossible: "每天十二次，每次三小时" },
];

describe.each(WALKS.map((w) => [w.lang, w] as const))("%s", (lang, w) => {
  it("every reply takes effect or is reported with why, the thread never ends, the last good plan completes", async () => {
    const m = MESSAGES[lang];
    const thread = `walk-${lang}`;
    const g: AcceptanceGoal = { id: thread, source: "heldout", goal: w.goal, now: NOW, timezone: w.timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] };
    const walk = await toApproval(planner, g, thread);
    expect(walk.approvalAt, walk.pauses.join(" > ")).not.toBeNull();
    expect(walk.approvalQuestion).toContain(m.approvePlan);
    for (const reply of w.applied) {
      const out = await requestChange(planner, thread, reply);
      expect(out.pause, `${reply}: ${out.question}`).toBe("approval");
      expect(out.result, `${reply}: ${out.question}`).toBe("applied");
      expect(out.question).toContain(m.applied);
    }
    const nonsense = await requestChange(planner, thread, w.nonsense);
    expect(nonsense.result).toBe("reported");
    expect(nonsense.question).toContain(`${m.notApplied} "${w.nonsense}" — ${m.notUnderstood}`);
    const before = nonsense.state.schedule!.blocks.length;
    const impossible = await requestChange(planner, thread, w.impossible);
    expect(impossible.pause, impossible.question).toBe("approval");
    expect(impossible.result, impossible.question).toBe("reported");
    expect(impossible.question).toContain(m.notApplied);
    expect(impossible.state.schedule!.blocks.length).toBe(before);
    const done = await planner.graph.invoke(new Command({ resume: "approve" }), { configurable: { thread_id: thread }, recursionLimit: PLANNER_RECURSION_LIMIT });
    expect(done.stage).toBe("COMPLETE");
  });
});
