/**
 * A deadline with its hour ("by March 15 at 5pm", "bis 15. März um 17 Uhr"): the day is the
 * deadline (the parser folded the hour into the date, and the date was dropped for overlapping the
 * time the schedule had read — March 1 or nothing was read instead), and the hour is the deadline's,
 * not a time the sessions start at. A time of its own ("run at 7am, race on 15 March") stays a
 * session time. Today is 2026-11-28; texts written for this test.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";

const read = (text: string) => readGoal(text, { now: "2026-11-28T09:00", timezone: "Europe/Berlin" });

describe("a deadline with its hour", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, string, string[]]>([
    ["Finish the report by March 15 at 5pm", "2027-03-15", []],
    ["Finish my reading list by 15 March at 8 pm", "2027-03-15", []],
    ["Submit the grant application by 9 January at noon", "2027-01-09", []],
    ["Rapport fini pour le 15 mars à 17h", "2027-03-15", []],
    ["Bericht bis 15. März um 17 Uhr fertig", "2027-03-15", []],
    ["Terminar el informe antes del 15 de marzo a las 17:00", "2027-03-15", []],
    ["Run 30 minutes at 7am, race on 15 March", "2027-03-15", ["07:00"]],
    ["Finish my reading list by 15 March", "2027-03-15", []],
  ])("%s → %s", (text, deadline, times) => {
    const r = read(text);
    expect(r.deadline).toBe(deadline);
    expect(r.fixed_times.map((t) => t.time)).toEqual(times);
  });
});
