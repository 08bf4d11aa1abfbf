/**
 * "Sessioni più brevi", "shorter sessions" as a reply when the goal stated no session length. Before, the reply was not
 * understood in any language and nothing changed; now the sessions are a quarter shorter than the plan's usual length
 * (half as long again for "longer"), and every planned block is — read in the goal's own zone, far from UTC. Texts written for
 * this test.
 */
import { describe, expect, it } from "vitest";
import { applyReadingDelta } from "../../src/planning/reading/delta.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { planReading } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T00:30:00Z", timezone: "Pacific/Auckland" };
const minutes = (b: { start: string; end: string }) => Number(b.end.slice(0, 2)) * 60 + Number(b.end.slice(3)) - (Number(b.start.slice(0, 2)) * 60 + Number(b.start.slice(3)));

describe("a reply asking for shorter or longer sessions, no length stated", () => {
  it.each<[string, string, -1 | 1]>([
    ["Imparare lo spagnolo entro maggio", "sessioni più brevi", -1],
    ["Imparare lo spagnolo, 3 volte a settimana", "vorrei sessioni più corte", -1],
    ["Learn Spanish by May", "shorter sessions please", -1],
    ["Aprender español para mayo", "sesiones más cortas", -1],
    ["Spanisch lernen bis Mai", "kürzere Einheiten bitte", -1],
    ["Swim twice a week", "make the sessions shorter", -1],
    ["Learn Spanish by May", "longer sessions please", 1],
  ])("%s / %s", (goal, reply, sign) => {
    const reading = readGoal(goal, clock);
    expect(reading.session_minutes).toBeNull();
    const before = planReading(reading, clock).blocks.filter((b) => !/check|review|set up|prepare/i.test(b.title));
    const delta = readReply(reply, reading, clock);
    expect(delta.parts.map((p) => [p.field, p.status])).toEqual([["session_minutes", "applied"]]);
    const after = planReading(applyReadingDelta(reading, delta), clock).blocks.filter((b) => !/check|review|set up|prepare/i.test(b.title));
    expect(after.length).toBeGreaterThan(10);
    // Shorter than every session planned before; longer than the first ones and as long as the longest (a plan grows
    // its sessions in later phases).
    const [least, most] = [Math.min(...before.map(minutes)), Math.max(...before.map(minutes))];
    for (const b of after) {
      if (sign < 0) expect(minutes(b)).toBeLessThan(least);
      else expect(minutes(b) > least && minutes(b) >= most).toBe(true);
    }
  });

  it("with a stated length, a quarter less of it, as before", () => {
    const reading = readGoal("Imparare lo spagnolo, 60 minuti al giorno", clock);
    expect(readReply("sessioni più brevi", reading, clock).set.session_minutes).toBe(45);
  });
});
