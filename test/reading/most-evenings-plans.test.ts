/**
 * "Most evenings" in every language keeps its evening: "An den meisten Abenden" had the rhythm (about three
 * in four days) but no window ("Abenden" is no daypart word), "na maioria das noites" and "大部分晚上" had no
 * rhythm, "most nights" no window. Checked on the planned blocks in the goal's own zone (Honolulu, far from UTC).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T09:00", timezone: "Pacific/Honolulu" };
const evening = { start: "17:00", end: "22:00" };

describe("most evenings: five evenings a week, in the evening", () => {
  beforeAll(() => void planOffline("warm up", clock), 120_000);

  it.each<[string, { start: string; end: string }]>([
    ["Meditate most evenings for 15 minutes", evening],
    ["Meditate most nights for 15 minutes", evening],
    ["Meditate almost every night for 15 minutes", evening],
    ["An den meisten Abenden 15 Minuten meditieren", evening],
    ["Die meisten Abende 15 Minuten meditieren", evening],
    ["An den meisten Morgen 30 Minuten joggen", { start: "06:00", end: "12:00" }],
    ["Méditer la plupart des soirs 15 minutes", evening],
    ["Meditar la mayoría de las noches 15 minutos", evening],
    ["Meditar na maioria das noites 15 minutos", evening],
    ["De meeste avonden 15 minuten mediteren", evening],
    ["Meditare la maggior parte delle sere 15 minuti", evening],
    ["ほとんど毎晩15分瞑想する", evening],
    ["大部分晚上冥想15分钟", evening],
  ])("%s", (goal, window) => {
    const { reading, outline, blocks } = planOffline(goal, clock);
    expect(reading.cadence).toMatchObject({ count: 5, per: "week", interval: 1 });
    expect(reading.windows).toEqual([{ days: null, ...window }]);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring" && !n.companion).map((n) => n.id));
    const sessions = blocks.filter((b) => recurring.has(b.task_id));
    expect(sessions.length).toBeGreaterThan(0);
    for (const b of sessions) expect(b.start >= window.start && b.end <= window.end, `${b.date} ${b.start}-${b.end}`).toBe(true);
    // Five a week in the full weeks.
    const perWeek = new Map<string, number>();
    for (const b of sessions.filter((b) => b.date >= "2026-11-30" && b.date <= "2026-12-13")) perWeek.set(b.week, (perWeek.get(b.week) ?? 0) + 1);
    expect([...perWeek.values()]).toEqual([5, 5]);
  });
});
