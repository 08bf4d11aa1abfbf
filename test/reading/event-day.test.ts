/**
 * A goal about one coming day: "Prepare for a job interview next Thursday at 2pm", "Vorstellungsgespräch
 * am Freitag um 9 Uhr vorbereiten", "Finish the slides by Friday". The day is the deadline and its
 * hour is the event's — before, the interview was planned as a job search (CV, 20 applications,
 * "decide on an offer") with every session at 14:00, "am Freitag um 9 Uhr" was a weekly Friday 9:00
 * session with no deadline, and "for Friday" / "bis Freitag" were weekly Fridays. Preparation is
 * sized for the days left; a talk or presentation is its own kind (message, draft, rehearsal, run-through),
 * not a request for a new subtype. Texts written for this test; clock Saturday 2026-11-28.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";
const clock = { now: NOW, timezone: "Europe/Berlin" };

describe("one coming day", () => {
  it.each<[string, string, string | null]>([
    ["Prepare for a job interview next Thursday at 2pm", "2026-12-03", "interview_preparation"],
    ["Vorstellungsgespräch am Freitag um 9 Uhr vorbereiten", "2026-12-04", "interview_preparation"],
    ["Préparer mon entretien d'embauche de jeudi prochain", "2026-12-03", "interview_preparation"],
    ["Preparar la entrevista de trabajo del próximo lunes a las 10", "2026-11-30", "interview_preparation"],
    ["Prepare my presentation for Friday at 10am", "2026-12-04", "presentation"],
    ["Preparare la presentazione per lunedì", "2026-11-30", "presentation"],
    ["准备周三的演讲", "2026-12-02", "presentation"],
    ["Write my wedding speech by Saturday", "2026-12-05", "presentation"],
    ["Get ready for the dinner party on Saturday at 7pm", "2026-12-05", null],
    ["Finish the slides by Friday", "2026-12-04", null],
    ["Präsentation bis Freitag fertig machen", "2026-12-04", null],
    ["Préparer ma présentation pour vendredi", "2026-12-04", null],
    ["Terminar el informe para el viernes", "2026-12-04", null],
    ["Terminar o relatório até sexta", "2026-12-04", null],
    ["Het rapport voor vrijdag afmaken", "2026-12-04", null],
  ])("%s → due %s", (goal, due, subtype) => {
    const r = readGoal(goal, clock);
    expect(r.deadline).toBe(due);
    expect(r.days).toBeNull();
    expect(r.fixed_times).toEqual([]);
    expect(r.cadence).toBeNull();
    if (subtype) expect(r.pattern.subtype).toBe(subtype);
  });

  it.each([
    ["Run every Friday until March", ["FR"]],
    ["I run on Fridays and Saturdays", ["FR", "SA"]],
    ["Study on Mondays until June", ["MO"]],
  ])("a weekly day stays weekly: %s", (goal, days) => {
    expect(readGoal(goal, clock).days).toEqual(days);
  });

  it.each<[string, string]>([
    ["Prepare my presentation for Friday at 10am", "Europe/London"],
    ["Prepare for a job interview next Thursday at 2pm", "America/Chicago"],
    ["Vorstellungsgespräch am Freitag um 9 Uhr vorbereiten", "Europe/Berlin"],
  ])("planned (%s, %s): a few hours of preparation, all before the day, not a job search", (goal, zone) => {
    const { reading: r, outline, blocks } = planOffline(goal, { now: NOW, timezone: zone });
    const tasks = outline.nodes.filter((n) => n.level === "task");
    expect(tasks.reduce((s, t) => s + t.duration_min, 0)).toBeLessThanOrEqual(6 * 60);
    expect(tasks.some((t) => /interview|gespräch|fragen|questions|rehearse/i.test(t.title))).toBe(true);
    expect(tasks.some((t) => /offer|angebot|application|bewerbungen verschicken/i.test(t.title))).toBe(false);
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const b of blocks) expect(b.date < r.deadline!).toBe(true);
  });
});
