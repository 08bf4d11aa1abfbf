/**
 * "a night", "every night", "nightly", "before bed": a daily routine in the evening. "Read 20 pages a night"
 * had no rhythm at all (three sessions a week, Saturdays at 10:00), "every night" no window (Sunday
 * mornings), "Stretch before bed for 10 minutes" no rhythm. Checked on the planned blocks in the goal's own
 * zone (Tokyo, far from UTC: an evening read in UTC would be the morning).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T09:00", timezone: "Asia/Tokyo" };
const evening = { start: "17:00", end: "22:00" };
const bed = { start: "21:00", end: "23:00" };

describe("nights and bedtime are daily evening sessions", () => {
  beforeAll(() => void planOffline("warm up", clock), 120_000);

  it.each<[string, { start: string; end: string }]>([
    ["Read 20 pages a night", evening],
    ["Write down three things I'm grateful for every night", evening],
    ["Meditate nightly for 10 minutes", evening],
    ["Stretch before bed for 10 minutes", bed],
    ["Journal before bed", bed],
    ["20 Seiten pro Abend lesen", evening],
    ["Vor dem Schlafengehen 10 Minuten dehnen", bed],
    ["Lire 20 pages par soir", evening],
    ["S'étirer 10 minutes avant de dormir", bed],
    ["Leer 20 páginas por noche", evening],
    ["Estirarme 10 minutos antes de dormir", bed],
    ["Ler 20 páginas por noite", evening],
    ["Leggere 20 pagine a sera", evening],
    ["20 bladzijden per avond lezen", evening],
    ["寝る前に10分ストレッチする", bed],
    ["每晚读20页书", evening],
  ])("%s", (goal, window) => {
    const { reading, outline, blocks } = planOffline(goal, clock);
    expect(reading.cadence).toMatchObject({ count: 1, per: "day", interval: 1 });
    expect(reading.windows).toEqual([{ days: null, ...window }]);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring" && !n.companion).map((n) => n.id));
    const sessions = blocks.filter((b) => recurring.has(b.task_id));
    // Every day of the first two full weeks, inside the window, in Tokyo.
    const weeks = sessions.filter((b) => b.date >= "2026-11-30" && b.date <= "2026-12-13");
    expect(new Set(weeks.map((b) => b.date)).size).toBe(14);
    for (const b of sessions) {
      expect(b.start >= window.start && b.end <= window.end, `${b.date} ${b.start}-${b.end}`).toBe(true);
    }
  });

  it.each([
    // A stated time wins over the night's evening; a stated earliest time narrows it.
    ["Lights out at 10:30pm every night", [], { fixed: "22:30" }],
    ["I'll put in 45 mins every night after 9 pm", [{ days: null, start: "21:00", end: "22:00" }], {}],
    // Before bed is when a habit to cut down happens, not a session a day.
    ["睡前不再刷手机。", [{ days: null, ...bed }], { cadence: null }],
  ])("%s", (goal, windows, extra: { fixed?: string; cadence?: null }) => {
    const { reading } = planOffline(goal, clock);
    expect(reading.windows).toEqual(windows);
    if (extra.fixed) expect(reading.fixed_times).toEqual([{ days: null, time: extra.fixed }]);
    if ("cadence" in extra) expect(reading.cadence).toBeNull();
  });
});
