/**
 * A shorter race chosen at an escalation ("a 5k on or after … instead") is the race planned: the
 * plan's title, its approval summary and its race-day milestone say that race (and which one it
 * replaces), in the person's language. Before, the title and the summary kept the race the goal
 * named ("Plan: Run a marathon — …") while the sessions built up to a 5k.
 */
import { describe, expect, it } from "vitest";
import { withSet } from "../../src/planning/alternatives.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { summarizePlan } from "../../src/planning/policy-helpers.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planReading } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";
const POLICY = { tone: "neutral", verbosity: "normal" } as never;

// [goal, zone, the plan's title, its race-day milestone]
const CASES: Array<[string, string, RegExp, RegExp]> = [
  ["Run a marathon next Sunday, I have never run before", "Europe/Berlin", /^Run a 5k \(instead of a marathon\)$/, /^Race day: 5k$/],
  ["Run a marathon next Sunday, I have never run before", "America/Los_Angeles", /^Run a 5k \(instead of a marathon\)$/, /^Race day: 5k$/],
  ["Run a half marathon in 3 weeks, 3 runs a week", "Australia/Sydney", /^Run a 10k \(instead of a half marathon\)$/, /^Race day: 10k$/],
  ["Ich möchte nächsten Sonntag einen Marathon laufen", "Europe/Berlin", /^Einen 5k laufen \(statt eines Marathons\)$/, /^Wettkampftag: 5k$/],
  ["Je veux courir un marathon dimanche prochain", "Europe/Berlin", /^Courir un 5k \(au lieu d'un marathon\)$/, /^Jour de course : 5k$/],
  // The 10k is masculine in es/it/pt ("un 10k", as the alternative says): the article before it follows it.
  ["Quiero correr una media maratón en 3 semanas", "America/Los_Angeles", /^Correr un 10k \(en lugar de una media maratón\)$/, /^Día de la carrera: 10k$/],
  // "maratón" with its accent is a marathon (it was no race at all: no escalation, no shorter race).
  ["Correr un maratón en 3 semanas", "Pacific/Auckland", /^Correr un 10k \(en lugar de un maratón\)$/, /^Día de la carrera: 10k$/],
  ["Correr la media maratón de Madrid en 3 semanas", "Asia/Tokyo", /^Correr el 10k de Madrid \(en lugar de una media maratón\)$/, /^Día de la carrera: 10k$/],
  ["Correre una maratona tra 3 settimane", "Asia/Tokyo", /^Correre un 10k \(invece di una maratona\)$/, /^Giorno della gara: 10k$/],
  // "mezza maratona" is a half marathon, not a marathon with "mezza" left in the title.
  ["Voglio correre una mezza maratona tra 3 settimane", "Pacific/Auckland", /^Correre un 10k \(invece di una mezza maratona\)$/, /^Giorno della gara: 10k$/],
  ["Prepararmi per la maratona tra 3 settimane", "America/Los_Angeles", /^Prepararmi per il 10k \(invece di una maratona\)$/, /^Giorno della gara: 10k$/],
  ["Correr uma meia maratona em 3 semanas", "Asia/Tokyo", /^Correr um 10k \(em vez de uma meia maratona\)$/, /^Dia da prova: 10k$/],
];

describe("a shorter race chosen instead is the race the plan is titled for", () => {
  it.each(CASES)("%s (%s)", (goal, timezone, title, raceDay) => {
    const clock = { now: NOW, timezone };
    const read = readGoal(goal, clock);
    const report = assessFeasibility({ reading: read, availability: availabilityFromReading(read), now: NOW, timezone });
    expect(report.code).toBe("UNREALISTIC_RACE_PREPARATION");
    const shorter = report.alternatives.find((a) => a.id === "shorter_race");
    expect(shorter, report.alternatives.map((a) => a.label).join(" | ")).toBeDefined();
    // The choice, then the cadence question's answer.
    const chosen = withSet(read, { ...shorter!.set, cadence: read.cadence ?? { count: 3, per: "week", interval: 1, nth_weekday: null, month_day: null } });
    const { outline, blocks } = planReading(chosen, clock);
    const root = outline.nodes.find((n) => n.id === outline.root_id)!;
    expect(root.title).toMatch(title);
    const summary = summarizePlan(outline, POLICY, chosen.language);
    expect(JSON.stringify(summary)).toContain(root.title);
    expect(outline.nodes.filter((n) => n.level === "milestone").map((n) => n.title)).toEqual(expect.arrayContaining([expect.stringMatching(raceDay)]));
    // The sessions are the shorter race's build-up, all on or before its (local) date.
    expect(blocks.length).toBeGreaterThan(3);
    for (const b of blocks) expect(b.date <= outline.deadline!, `${b.title} ${b.date}`).toBe(true);
  });
});
