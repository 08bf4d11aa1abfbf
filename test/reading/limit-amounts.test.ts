/**
 * "Réduire le temps d'écran à 1 heure par jour": after a reduce/limit word, "to N hours" is the amount allowed, not a
 * time of day. Before, the French "à 1 heure" was a start time (every check-in at 01:00 at night) and the Dutch
 * "terugbrengen tot 1 uur" a bound at 01:00. Every block is checked in the goal's own zone. Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

describe("a limit to N hours is an amount", () => {
  it.each<[string, string, number | null]>([
    ["Réduire le temps d'écran à 1 heure par jour", "Europe/Paris", 60],
    ["Limiter les écrans à 2 heures par jour", "Europe/Paris", 120],
    ["Réduire les jeux vidéo à 2 heures", "Europe/Paris", 120],
    ["Reducir el tiempo de pantalla a 1 hora al día", "Europe/Madrid", 60],
    ["Bildschirmzeit auf 1 Stunde am Tag reduzieren", "Europe/Berlin", 60],
    ["Ridurre il tempo davanti allo schermo a 1 ora al giorno", "Europe/Rome", 60],
    ["Reduzir o tempo de tela para 1 hora por dia", "America/Sao_Paulo", 60],
    ["Schermtijd terugbrengen tot 1 uur per dag", "Europe/Amsterdam", null],
    ["Reduce screen time to 1 hour a day", "America/New_York", 60],
  ])("%s (%s): no clock time, check-ins in the day", (goal, timezone, minutes) => {
    const clock = { now: "2026-11-28T09:00:00Z", timezone };
    const r = readGoal(goal, clock);
    expect(r.fixed_times).toEqual([]);
    expect([r.not_before, r.not_after]).toEqual([null, null]);
    if (minutes !== null) expect(r.session_minutes).toBe(minutes);
    const { blocks } = planOffline(goal, clock);
    expect(blocks.length).toBeGreaterThan(10);
    for (const b of blocks) expect(b.start >= "06:00" && b.end <= "23:00").toBe(true);
  });

  it.each<[string, string]>([
    ["Réduire le sucre, point à 8 heures", "08:00"],
    ["Limiter le café, bilan chaque soir à 9 heures", "09:00"],
  ])("a time in another clause stays a time: %s", (goal, time) => {
    const r = readGoal(goal, { now: "2026-11-28T09:00:00Z", timezone: "Europe/Paris" });
    expect(r.fixed_times.map((f) => f.time)).toEqual([time]);
  });
});
