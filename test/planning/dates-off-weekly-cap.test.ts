/**
 * Dates off under a weekly count ("4 runs a week, I'm away Dec 14-20"): the Saturday long run of the
 * week away slid to the Monday after, took a session of that week's count, so that week's Saturday
 * long run slid on to the next Monday — and every long run to the end of the plan went on a Monday,
 * beside that day's easy run, with no Saturday left. A session now slides only within its own week,
 * and never onto a day that holds another of the person's sessions. Also: a rest week every few weeks
 * ("with a rest week every 4 weeks", in the reading languages) is weeks without sessions — it was a
 * 45-minute session titled "Rest" in a goal, and the rhythm "once every 4 weeks" in a reply.
 * Every block is read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { planOffline, planReading, type LocalBlock } from "../fixtures/plan-offline.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";

const NOW = "2026-11-28T10:00:00Z";

function byWeek(blocks: readonly LocalBlock[]): Map<string, LocalBlock[]> {
  const out = new Map<string, LocalBlock[]>();
  for (const b of blocks) out.set(b.week, [...(out.get(b.week) ?? []), b]);
  return out;
}

/** No day holds two of the plan's runs; no week more than `cap`. */
function expectHumane(blocks: readonly LocalBlock[], cap: number) {
  const days = new Map<string, number>();
  for (const b of blocks) days.set(b.date, (days.get(b.date) ?? 0) + 1);
  expect([...days].filter(([, n]) => n > 1)).toEqual([]);
  for (const [week, list] of byWeek(blocks)) expect(list.length, week).toBeLessThanOrEqual(cap);
}

describe("dates off under a weekly count", () => {
  it.each([
    ["Train for a half marathon in 16 weeks, 4 runs a week, I'm away Dec 14-20", "Pacific/Auckland", "2026-12-20"],
    ["Train for a half marathon in 16 weeks, 4 runs a week, I'm away Dec 14-18", "America/Los_Angeles", "2026-12-18"],
    ["In 16 Wochen einen Halbmarathon laufen, 4 Läufe pro Woche, vom 14. bis 20. Dezember bin ich weg", "Europe/Berlin", "2026-12-20"],
  ])("%s (%s)", (goal, timezone, backOn) => {
    const { blocks } = planOffline(goal, { now: NOW, timezone });
    expectHumane(blocks, 4);
    // After the time away, every full week keeps its Saturday long run and its three runs before it.
    const after = [...byWeek(blocks)].filter(([, list]) => list.some((b) => b.weekday === 1 && b.date > backOn));
    const full = after.slice(0, 8);
    expect(full.length).toBe(8);
    for (const [week, list] of full) {
      const sat = list.filter((b) => b.day === "Sat");
      expect(sat.length, week).toBe(1);
      expect(list.length, week).toBe(4);
    }
  });
});

describe("a rest week every few weeks", () => {
  const clock = { now: NOW, timezone: "Asia/Tokyo" };
  it.each([
    ["Train for a half marathon in 16 weeks, 4 runs a week, with a rest week every 4 weeks", 4],
    ["In 16 Wochen einen Halbmarathon laufen, 4 Läufe pro Woche, alle 4 Wochen eine Ruhewoche", 4],
    ["Préparer un semi-marathon en 16 semaines, 4 sorties par semaine, une semaine de récupération toutes les 4 semaines", 4],
    ["Preparar una media maratón en 16 semanas, 4 carreras por semana, cada 3 semanas una semana de descanso", 3],
    ["16周后跑半程马拉松，每周跑4次，每4周一个休息周", 4],
  ])("%s", (goal, every) => {
    const { reading, outline, blocks } = planOffline(goal, clock);
    expect(reading.cadence?.count).toBe(4);
    expect(reading.cadence?.interval).toBe(1);
    expect(reading.rest_weeks.length).toBeGreaterThanOrEqual(2);
    expect(outline.nodes.some((n) => /^rest$|^descanso$|^ruhe/i.test(n.title))).toBe(false);
    // The rest weeks are every `every` weeks, Monday to Sunday, and hold no session.
    for (const [i, r] of reading.rest_weeks.entries()) {
      expect(new Date(`${r.from}T12:00:00Z`).getUTCDay()).toBe(1);
      if (i > 0) expect((Date.parse(r.from) - Date.parse(reading.rest_weeks[i - 1]!.from)) / 86_400_000).toBe(7 * every);
      expect(blocks.filter((b) => b.date >= r.from && b.date <= r.to)).toEqual([]);
    }
    // None in the race's own week or the week before it.
    const last = reading.rest_weeks.at(-1)!;
    expect((Date.parse(reading.deadline!) - Date.parse(last.to)) / 86_400_000).toBeGreaterThan(7);
    expectHumane(blocks, 4);
  });

  it.each([
    ["add a rest week every 4 weeks"],
    ["alle 4 Wochen eine Ruhewoche bitte"],
    ["ogni 4 settimane una settimana di scarico"],
    ["elke 4 weken een rustweek"],
  ])("a reply: %s", (reply) => {
    const reading = readGoal("Learn to play guitar, 4 times a week, 30 minutes", clock);
    const delta = readReply(reply, reading, clock);
    expect(delta.set.cadence).toBeUndefined();
    expect(delta.parts.find((p) => p.field === "excluded_dates")?.status).toBe("applied");
    const { blocks } = planReading(applyReadingDelta(reading, delta), clock);
    const before = planReading(reading, clock).blocks;
    // Every fourth week is empty; the others keep their four sessions.
    const weeks = [...byWeek(before).keys()];
    const after = byWeek(blocks);
    const empty = weeks.filter((w) => !after.has(w));
    expect(empty.length).toBeGreaterThanOrEqual(3);
    for (const w of weeks.filter((w) => after.has(w)).slice(1, 6)) expect(after.get(w)!.length, w).toBe(byWeek(before).get(w)!.length);
  });
});
