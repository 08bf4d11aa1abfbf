/**
 * A habit cut down to a limit keeps the limit in the plan's title, and day one says the limit in
 * the person's language: "Cut down to 2 coffees a day" was titled "Cut down" (the reader's
 * "2 coffees a day" taken out as a rhythm), with the milestone "Day one: Cut down". Quitting keeps
 * its own title and "Day one: …", and a check-in's time is no limit. Blocks are read in the goal's
 * own zone: the check-ins stay five-minute evening check-ins.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";
import { habitLimit } from "../../src/planning/outline/title.js";

const NOW = "2026-11-28T09:00:00Z";

const cases: Array<[goal: string, zone: string, title: string, dayOne: string]> = [
  ["Cut down to 2 coffees a day", "America/Los_Angeles", "Cut down to 2 coffees a day", "Down to 2 coffees a day"],
  ["Reduce screen time to 1 hour a day", "Australia/Sydney", "Reduce screen time to 1 hour a day", "Down to 1 hour a day"],
  ["Drink at most 2 beers on weekdays", "Europe/London", "Drink at most 2 beers on weekdays", "Down to 2 beers on weekdays"],
  ["Cut back to 5 cigarettes a day by March 1", "America/New_York", "Cut back to 5 cigarettes a day", "Down to 5 cigarettes a day"],
  ["Reduce coffee to one cup a day", "Europe/Dublin", "Reduce coffee to one cup a day", "Down to one cup a day"],
  ["Auf 2 Tassen Kaffee am Tag reduzieren", "Europe/Berlin", "Auf 2 Tassen Kaffee am Tag reduzieren", "Nur noch 2 Tassen Kaffee am Tag"],
  ["Bildschirmzeit auf 2 Stunden am Tag reduzieren", "Europe/Vienna", "Bildschirmzeit auf 2 Stunden am Tag reduzieren", "Nur noch 2 Stunden am Tag"],
  ["Höchstens 2 Bier unter der Woche trinken", "Europe/Zurich", "Höchstens 2 Bier unter der Woche trinken", "Nur noch 2 Bier unter der Woche"],
  ["Réduire à 2 cafés par jour", "Europe/Paris", "Réduire à 2 cafés par jour", "Plus que 2 cafés par jour"],
  ["Ne pas boire plus de 2 bières en semaine", "America/Montreal", "Ne pas boire plus de 2 bières en semaine", "Plus que 2 bières en semaine"],
  ["Reducir a 2 cafés al día", "Europe/Madrid", "Reducir a 2 cafés al día", "Ya solo 2 cafés al día"],
  ["Reducir el tiempo de pantalla a 1 hora al día", "America/Mexico_City", "Reducir el tiempo de pantalla a 1 hora al día", "Ya solo 1 hora al día"],
  ["Ridurre il caffè a 2 tazzine al giorno", "Europe/Rome", "Ridurre il caffè a 2 tazzine al giorno", "Non più di 2 tazzine al giorno"],
  ["Minderen naar 2 koppen koffie per dag", "Europe/Amsterdam", "Minderen naar 2 koppen koffie per dag", "Nog maar 2 koppen koffie per dag"],
  // Quitting: no limit, the title and day one as before.
  ["Quit smoking by February 1st", "Europe/London", "Quit smoking", "Day one: Quit smoking"],
  ["Stop biting my nails", "Australia/Sydney", "Stop biting my nails", "Day one: Stop biting my nails"],
  ["Quit vaping, check in every evening at 9pm", "America/Los_Angeles", "Quit vaping", "Day one: Quit vaping"],
  ["Arrêter de fumer, bilan chaque soir à 21 heures", "Europe/Paris", "Arrêter de fumer", "Jour J : Arrêter de fumer"],
];

describe("a habit cut down to a limit keeps the limit", () => {
  it.each(cases)("%s (%s)", (goal, zone, title, dayOne) => {
    const { reading, outline, blocks } = planOffline(goal, { now: NOW, timezone: zone });
    expect(reading.pattern.subtype).toBe("habit_reduction");
    const node = (id: string) => outline.nodes.find((n) => n.id === id);
    expect(node("goal")?.title).toBe(title);
    expect(node("m-day-one")?.title).toBe(dayOne);
    // Day one still opens staying on track, inside the plan.
    const stay = outline.nodes.find((n) => n.level === "phase" && n.id.includes("stay-on-track"))!;
    expect(node("m-day-one")?.due).toBe(stay.starts_after);
    // The check-ins are five minutes; with no time stated they are in the evening, in the goal's zone.
    const checkIns = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring" && !n.companion).map((n) => n.id));
    const checks = blocks.filter((b) => checkIns.has(b.task_id));
    expect(checks.length).toBeGreaterThan(20);
    for (const b of checks) expect(b.minutes).toBe(5);
    if (!reading.fixed_times.length && !reading.windows.length) for (const b of checks) expect(b.start >= "18:00" && b.end <= "21:00", `${b.date} ${b.start}`).toBe(true);
  });
});

describe("habitLimit", () => {
  it.each<[string, string, Record<string, string>, string | null]>([
    ["Cut down to 2 coffees a day", "en", { cadence: "2 coffees a day" }, "2 coffees a day"],
    ["Auf 2 Tassen Kaffee am Tag reduzieren", "de", { cadence: "am tag" }, "2 Tassen Kaffee am Tag"],
    // A trailing word in -en is an English word, not a German verb.
    ["Cut down to 1 hour a day of screen", "en", { cadence: "a day" }, "1 hour a day of screen"],
    // A number with nothing the reader took as an amount or rhythm is no limit.
    ["Arrêter de fumer à 30 ans", "fr", {}, null],
    ["Quit smoking", "en", { cadence: "every day" }, null],
  ])("%s", (title, lang, sources, limit) => {
    expect(habitLimit(title, lang, sources)).toBe(limit);
  });
});
