/** The plan's week at a glance, read back from blocks in the plan's own zone. */
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import type { ScheduleBlock } from "../../src/contracts/planning.js";
import { daysText, rhythmText, weeklyRhythm } from "../../src/planning/weekly-rhythm.js";

/** Blocks of `task` on the given ISO weekdays at `hm` for `weeks` weeks from Monday 2026-11-30, in `zone`. */
function weekly(task: string, weekdays: number[], hm: string, minutes: number | ((week: number) => number), weeks: number, zone: string): ScheduleBlock[] {
  const [h, m] = hm.split(":").map(Number);
  const out: ScheduleBlock[] = [];
  for (let w = 0; w < weeks; w++)
    for (const d of weekdays) {
      const start = DateTime.fromObject({ year: 2026, month: 11, day: 30, hour: h, minute: m }, { zone }).plus({ days: w * 7 + d - 1 });
      const len = typeof minutes === "number" ? minutes : minutes(w);
      out.push({ task_id: task, start: start.toISO()!, end: start.plus({ minutes: len }).toISO()! });
    }
  return out;
}

const title = (id: string) => id;

describe("weeklyRhythm", () => {
  it("names the days and times a person stated, in the plan's zone, across a DST change", () => {
    const zone = "America/New_York";
    const blocks = [...weekly("Practice", [1, 2, 3, 4, 5], "20:00", 30, 20, zone), ...weekly("Practice", [6], "09:00", 60, 20, zone)];
    const entries = weeklyRhythm(blocks, zone, title);
    expect(entries.map((e) => [e.days.join(" "), e.start, e.minMinutes, e.maxMinutes])).toEqual([
      ["MO TU WE TH FR", "20:00", 30, 30],
      ["SA", "09:00", 60, 60],
    ]);
    expect(rhythmText(entries, "en")).toBe("Mon–Fri 20:00–20:30, Sat 09:00–10:00");
  });

  it("gives a growing length as its range and names tasks when there are several", () => {
    const zone = "Europe/Berlin";
    const blocks = [...weekly("Easy runs", [2], "18:00", (w) => 45 + 5 * Math.floor(w / 4), 12, zone), ...weekly("Long run", [7], "09:00", 75, 12, zone)];
    expect(rhythmText(weeklyRhythm(blocks, zone, title), "de")).toBe("Easy runs: Di 18:00 (45–55 Min.); Long run: So 09:00–10:15");
  });

  it("merges days of one task and start whose lengths grow over overlapping ranges, keeps stated differences apart", () => {
    const zone = "Europe/Berlin";
    const blocks = [
      ...weekly("Easy runs", [1], "07:00", (w) => (w === 0 ? 30 : 45 + 5 * Math.floor(w / 3)), 12, zone),
      ...weekly("Easy runs", [3, 5], "07:00", (w) => 45 + 5 * Math.floor(w / 3), 12, zone),
    ];
    expect(rhythmText(weeklyRhythm(blocks, zone, title), "en")).toBe("Mon, Wed, Fri 07:00 (30–60 min)");
    const stated = [...weekly("Practice", [1, 2, 3, 4, 5], "20:00", 30, 8, zone), ...weekly("Practice", [6], "20:00", 60, 8, zone)];
    expect(rhythmText(weeklyRhythm(stated, zone, title), "en")).toBe("Mon–Fri 20:00–20:30, Sat 20:00–21:00");
  });

  it("leaves one-off work and occasional slots out, and says nothing when nothing recurs", () => {
    const zone = "Europe/London";
    const oneOffs: ScheduleBlock[] = ["2026-12-01T09:00:00Z", "2026-12-09T14:00:00Z", "2027-01-20T10:00:00Z"].map((s, i) => ({
      task_id: `quote-${i}`,
      start: s,
      end: DateTime.fromISO(s).plus({ hours: 2 }).toISO()!,
    }));
    expect(weeklyRhythm(oneOffs, zone, title)).toEqual([]);
    expect(rhythmText([], "en")).toBeNull();
    // A slot used twice in 20 weeks is not the plan's rhythm.
    const blocks = [...weekly("Practice", [2, 4], "19:00", 45, 20, zone), ...weekly("Practice", [6], "10:00", 45, 2, zone)];
    expect(rhythmText(weeklyRhythm(blocks, zone, title), "en")).toBe("Tue, Thu 19:00–19:45");
  });

  it.each([
    ["en", ["MO", "WE", "FR"], "Mon, Wed, Fri"],
    ["fr", ["MO", "TU", "WE", "TH", "FR", "SA"], "lun–sam"],
    ["ja", ["SA", "SU"], "土、日"],
    ["zh", ["MO", "WE", "FR"], "周一、周三、周五"],
  ] as const)("%s days %j → %s", (lang, days, want) => {
    expect(daysText(days, lang)).toBe(want);
  });
});
