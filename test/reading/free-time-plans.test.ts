/**
 * "I have … free" in other languages is when the person can work, not a day off: "Tengo libres los martes por
 * la tarde", "Ho tempo libero il martedì sera", "Tenho as terças à noite livres" were read as every day but
 * Tuesday. Checked on the planned blocks in the goal's own zone (Anchorage, far from UTC).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Weekday } from "../../src/contracts/planning.js";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T09:00", timezone: "America/Anchorage" };
const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const evening = { start: "17:00", end: "22:00" };
const afternoon = { start: "13:00", end: "17:00" };

describe("stated free time is when the sessions are", () => {
  beforeAll(() => void planOffline("warm up", clock), 120_000);

  it.each<[string, Weekday[], { start: string; end: string }]>([
    ["Spanisch lernen. Ich habe dienstags und donnerstags abends Zeit.", ["TU", "TH"], evening],
    ["Apprendre l'espagnol. J'ai du temps libre le mardi soir.", ["TU"], evening],
    ["Apprendre l'espagnol. J'ai le mardi soir de libre.", ["TU"], evening],
    ["Aprender inglés. Tengo libres los martes por la tarde.", ["TU"], afternoon],
    ["Aprender inglés. Tengo los martes por la tarde libres.", ["TU"], afternoon],
    ["Imparare l'inglese. Ho tempo libero il martedì sera.", ["TU"], evening],
    ["Imparare l'inglese. Ho il martedì sera libero.", ["TU"], evening],
    ["Aprender inglês. Tenho as terças à noite livres.", ["TU"], evening],
  ])("%s", (goal, days, window) => {
    const { reading, outline, blocks } = planOffline(goal, clock);
    expect(reading.days).toEqual(days);
    expect(reading.excluded_days).toEqual([]);
    expect(reading.windows).toEqual([{ days: null, ...window }]);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring" && !n.companion).map((n) => n.id));
    const sessions = blocks.filter((b) => recurring.has(b.task_id));
    expect(sessions.length).toBeGreaterThan(0);
    for (const b of sessions) {
      expect(days, `${b.date} ${b.day}`).toContain(DAY[b.weekday]);
      expect(b.start >= window.start && b.end <= window.end, `${b.date} ${b.start}-${b.end}`).toBe(true);
    }
  });

  it.each<[string, Weekday[]]>([
    // A day said free with no one having it stays a day off.
    ["Libres los martes, entreno 3 veces por semana", ["TU"]],
    ["Courir 3 fois par semaine, le dimanche libre", ["SU"]],
  ])("%s", (goal, off) => {
    expect(planOffline(goal, clock).reading.excluded_days).toEqual(off);
  });
});
