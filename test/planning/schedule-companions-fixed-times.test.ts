/**
 * A template's companion (a weekly weigh-in beside the workouts, a steering review beside the
 * daily stand-ups) never takes the stated time of one of the person's own sessions: with every
 * allowed day's fixed time used by the person's sessions, a companion that slid off its own day
 * used to take the next session's slot, and that session was lost — week after week.
 */
import { describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { Availability, PlanOutline } from "../../src/contracts/planning.js";
import { generateSchedule } from "../../src/planning/schedule.js";

const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const cases = [
  { what: "gym MO/WE/FR at 06:30, weekly weigh-in", own: "FREQ=WEEKLY;BYDAY=MO,WE,FR", minutes: 60, companion: "FREQ=WEEKLY;BYDAY=MO", cMinutes: 5, days: ["MO", "WE", "FR"], time: "06:30", zone: "Europe/Oslo" },
  { what: "stand-up every weekday at 09:30, weekly steering review", own: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", minutes: 15, companion: "FREQ=WEEKLY;BYDAY=TH", cMinutes: 45, days: ["MO", "TU", "WE", "TH", "FR"], time: "09:30", zone: "America/Sao_Paulo" },
  { what: "swim TU/SA at 18:00, meal plan on Saturdays", own: "FREQ=WEEKLY;BYDAY=TU,SA", minutes: 45, companion: "FREQ=WEEKLY;BYDAY=SA", cMinutes: 30, days: ["TU", "SA"], time: "18:00", zone: "Asia/Manila" },
];

describe("companions and the person's fixed times", () => {
  it.each(cases)("$what: every own session at its time", ({ own, minutes, companion, cMinutes, days, time, zone }) => {
    const outline = PlanOutline.parse({
      pattern: { pattern_type: "progressive_accumulation_arc" },
      root_id: "goal",
      generator: "test",
      start: "2027-01-04",
      deadline: "2027-02-28",
      timezone: zone,
      nodes: [
        { id: "goal", title: "Goal", level: "goal", parent_id: null },
        { id: "own", title: "Own session", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: own }, duration_min: minutes },
        { id: "comp", title: "Companion", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: companion }, duration_min: cMinutes, companion: true },
      ],
    });
    const s = generateSchedule({
      outline,
      availability: Availability.parse({ days, fixed_times: [{ days, time }] }),
      now: DateTime.fromISO("2027-01-04T00:00", { zone }).toISO()!,
      timezone: zone,
    });
    expect(s.unplaced.filter((u) => u.task_id === "own")).toEqual([]);
    const mine = s.blocks.filter((b) => b.task_id === "own").map((b) => DateTime.fromISO(b.start, { setZone: true }).setZone(zone));
    // Every allowed day from Jan 4 to Feb 28 holds one own session.
    let expected = 0;
    for (let d = DateTime.fromISO("2027-01-04", { zone }); d.toISODate()! <= "2027-02-28"; d = d.plus({ days: 1 })) if (days.includes(DAY[d.weekday]!)) expected++;
    expect(mine.length).toBe(expected);
    for (const b of s.blocks) {
      const st = DateTime.fromISO(b.start, { setZone: true }).setZone(zone);
      expect(days).toContain(DAY[st.weekday]);
      expect(st.toFormat("HH:mm")).toBe(time);
    }
  });
});
