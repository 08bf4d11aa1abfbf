/**
 * One piece of work tied to one coming day or weekend, planned in the goal's own zone far from UTC.
 * "Repaint the fence this weekend" was an 8-week renovation (design, contractors, tiles) titled
 * "Repaint the fence this", every weekend; "Clean the garage on Sunday, 3 hours" was every Sunday
 * for 8 weeks; "Ik wil vrijdag mijn scriptie inleveren" was a weekly Friday. Real routines ("every
 * Sunday", "on Sundays", "sonntags") stay weekly. Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { planOffline } from "../fixtures/plan-offline.js";

/** Wednesday 2026-11-25 in Tokyo and in Los Angeles. */
const WED = "2026-11-25T10:00:00Z";
/** Saturday 2026-11-28 morning in Tokyo (Friday evening in Los Angeles). */
const SAT_TOKYO = "2026-11-28T00:30:00Z";

describe("this weekend: that one weekend, then done", () => {
  it.each<[string, string, string, string, string]>([
    ["Repaint the fence this weekend", "Asia/Tokyo", WED, "2026-11-28", "Repaint the fence"],
    ["Repaint the fence this weekend", "America/Los_Angeles", WED, "2026-11-28", "Repaint the fence"],
    ["Repaint the fence this weekend", "Asia/Tokyo", SAT_TOKYO, "2026-11-28", "Repaint the fence"],
    ["Dieses Wochenende den Zaun neu anstreichen", "Europe/Berlin", WED, "2026-11-28", "Den Zaun neu anstreichen"],
    ["Repeindre la clôture ce week-end", "America/Los_Angeles", WED, "2026-11-28", "Repeindre la clôture"],
    ["Pintar la valla este fin de semana", "America/Los_Angeles", WED, "2026-11-28", "Pintar la valla"],
    ["Pintar a cerca neste fim de semana", "America/Los_Angeles", WED, "2026-11-28", "Pintar a cerca"],
    ["Het hek dit weekend schilderen", "Asia/Tokyo", WED, "2026-11-28", "Het hek schilderen"],
    ["Ridipingere la recinzione questo fine settimana", "Asia/Tokyo", WED, "2026-11-28", "Ridipingere la recinzione"],
    ["今週末にフェンスを塗り直す", "Asia/Tokyo", WED, "2026-11-28", "フェンスを塗り直す"],
    ["这个周末把栅栏重新刷漆", "Asia/Tokyo", WED, "2026-11-28", "把栅栏重新刷漆"],
  ])("%s (%s, now %s): blocks only on the weekend of %s", (goal, timezone, now, saturday, title) => {
    const { reading, outline, blocks } = planOffline(goal, { now, timezone });
    const sunday = `${saturday.slice(0, 8)}${String(Number(saturday.slice(8)) + 1).padStart(2, "0")}`;
    expect(reading.deadline).toBe(sunday);
    expect(reading.cadence).toBeNull();
    expect(outline.nodes[0]!.title).toBe(title);
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect([saturday, sunday]).toContain(b.date);
    const minutes = blocks.reduce((s, b) => s + b.minutes, 0);
    expect(minutes).toBeGreaterThanOrEqual(60);
    expect(minutes).toBeLessThanOrEqual(16 * 60);
  });

  it("on its Sunday, this weekend is today", () => {
    const r = readGoal("Repaint the fence this weekend", { now: "2026-11-29T01:00:00Z", timezone: "Asia/Tokyo" });
    expect([r.start, r.deadline]).toEqual(["2026-11-29", "2026-11-29"]);
  });

  it.each([
    ["Run every weekend", "Asia/Tokyo"],
    ["Go hiking on weekends", "America/Los_Angeles"],
  ])("weekends as a rhythm stay weekly: %s", (goal, timezone) => {
    const r = readGoal(goal, { now: WED, timezone });
    expect(r.deadline).toBeNull();
    expect(r.days).toEqual(["SA", "SU"]);
  });
});

describe("one named day: that coming day, not every week", () => {
  it.each<[string, string, string, number | null]>([
    ["Clean the garage on Sunday, 3 hours", "Asia/Tokyo", "2026-11-29", 180],
    ["Clean the garage on Sunday, 3 hours", "America/Los_Angeles", "2026-11-29", 180],
    ["Clean the garage on Sunday morning", "America/Los_Angeles", "2026-11-29", null],
    ["Am Sonntag die Garage aufräumen, 3 Stunden", "Asia/Tokyo", "2026-11-29", 180],
    ["Ranger le garage dimanche", "America/Los_Angeles", "2026-11-29", null],
    ["Limpiar el garaje el domingo, 3 horas", "America/Los_Angeles", "2026-11-29", 180],
    ["Arrumar a garagem no domingo", "America/Los_Angeles", "2026-11-29", null],
    ["Pulire il garage domenica", "Asia/Tokyo", "2026-11-29", null],
  ])("%s (%s): all blocks on %s, about the stated time, nothing after", (goal, timezone, day, minutes) => {
    const { reading, blocks } = planOffline(goal, { now: WED, timezone });
    expect(reading.deadline).toBe(day);
    expect(reading.cadence).toBeNull();
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(b.date).toBe(day);
    const total = blocks.reduce((s, b) => s + b.minutes, 0);
    if (minutes) expect(Math.abs(total - minutes)).toBeLessThanOrEqual(30);
    else expect(total).toBeLessThanOrEqual(6 * 60);
  });

  it("a day named on that day is today", () => {
    const r = readGoal("Clean the garage on Sunday, 3 hours", { now: "2026-11-29T00:30:00Z", timezone: "Asia/Tokyo" });
    expect([r.start, r.deadline]).toEqual(["2026-11-29", "2026-11-29"]);
  });

  it.each<[string, string, string]>([
    ["Ik wil vrijdag mijn scriptie inleveren", "Asia/Tokyo", "2026-11-27"],
    ["Ik wil vrijdag mijn scriptie inleveren", "America/Los_Angeles", "2026-11-27"],
    ["Je veux rendre mon mémoire vendredi", "Asia/Tokyo", "2026-11-27"],
    ["Quiero entregar mi tesis el viernes", "America/Los_Angeles", "2026-11-27"],
    ["Ich will am Freitag meine Abschlussarbeit abgeben", "Asia/Tokyo", "2026-11-27"],
    ["Voglio consegnare la tesi venerdì", "Asia/Tokyo", "2026-11-27"],
  ])("%s (%s): due %s, worked on before it, no weekly day", (goal, timezone, due) => {
    const { reading, blocks } = planOffline(goal, { now: WED, timezone });
    expect(reading.deadline).toBe(due);
    expect(reading.days).toBeNull();
    expect(reading.cadence).toBeNull();
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(b.date <= due).toBe(true);
  });

  it.each<[string, string[]]>([
    ["Call my grandma every Sunday", ["SU"]],
    ["Clean the bathroom on Sundays", ["SU"]],
    ["Clean the garage on Sunday mornings", ["SU"]],
    ["Gym on Mondays and Thursdays", ["MO", "TH"]],
    ["sonntags joggen", ["SU"]],
    ["Ranger le garage le dimanche", ["SU"]],
    ["Limpiar el garaje los domingos", ["SU"]],
    ["Arrumar a garagem aos domingos", ["SU"]],
    ["Pulire il garage la domenica", ["SU"]],
    ["Zondags de garage opruimen", ["SU"]],
    ["Op zaterdagochtend helpen in het dierenasiel", ["SA"]],
    ["每周日打扫车库", ["SU"]],
    ["毎週日曜日にガレージを掃除する", ["SU"]],
    ["土曜日に叔母に電話する。", ["SA"]],
    ["I can study Spanish on Sunday", ["SU"]],
    // An activity kept up or built up, with nothing due that day, keeps its weekly day.
    ["Gym on Monday", ["MO"]],
    ["Yoga on Saturday morning", ["SA"]],
    ["Learn Spanish, lessons on Tuesday", ["TU"]],
  ])("a routine stays weekly: %s", (goal, days) => {
    const { reading, blocks } = planOffline(goal, { now: WED, timezone: "Asia/Tokyo" });
    expect(reading.deadline).toBeNull();
    expect(reading.days).toEqual(days);
    expect(reading.cadence?.per).toBe("week");
    expect(new Set(blocks.map((b) => b.week)).size).toBeGreaterThan(2);
  });
});
