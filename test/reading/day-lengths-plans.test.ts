/**
 * A length per day: "Sessions around 45 min, Saturdays longer (90 min)", "30 minutes on weekdays, an
 * hour on Sundays". Days said with a comparative of length ("Saturdays longer", "samstags länger", "le
 * samedi plus longues", "土曜は長め") have that length and restrict no days; every other session has the
 * length said for all. Checked on the planned blocks in the goal's own zone (Los Angeles, far from UTC).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const clock = { now: "2026-11-28T09:00", timezone: "America/Los_Angeles" };
const DAY = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
const sat90 = { SA: 90, other: 45 };

describe("each day's blocks get their own length", () => {
  beforeAll(() => void planOffline("warm up", clock), 120_000);

  it.each<[string, Record<string, number>, { days?: string[] | null }]>([
    ["Train for a 10k in 12 weeks, 4 runs a week. Sessions around 45 min, Saturdays longer (90 min)", sat90, { days: null }],
    ["Learn Spanish, 3 sessions a week, sessions around 45 min, Saturdays longer (90 min)", sat90, { days: null }],
    ["Practice piano every day, sessions around 45 min, Saturdays longer (90 min)", sat90, { days: null }],
    ["Learn Spanish. Sessions around 45 min, Saturdays longer (90 min)", sat90, { days: null }],
    ["Learn Spanish. 45-minute sessions, longer on Saturdays (90 minutes)", sat90, { days: null }],
    ["Practice guitar 30 minutes on weekdays, an hour on Sundays", { MO: 30, TU: 30, WE: 30, TH: 30, FR: 30, SU: 60 }, { days: ["MO", "TU", "WE", "TH", "FR", "SU"] }],
    ["Spanisch lernen, dreimal pro Woche. Einheiten von etwa 45 Minuten, samstags länger (90 Minuten)", sat90, { days: null }],
    ["Apprendre l'espagnol. Séances d'environ 45 min, le samedi plus longues (90 min)", sat90, { days: null }],
    ["Aprender inglés. Sesiones de unos 45 minutos, los sábados más largas (90 minutos)", sat90, { days: null }],
    ["Aprender inglês. Sessões de uns 45 minutos, aos sábados mais longas (90 minutos)", sat90, { days: null }],
    ["Imparare lo spagnolo. Sessioni di circa 45 minuti, il sabato più lunghe (90 minuti)", sat90, { days: null }],
    ["Spaans leren. Sessies van ongeveer 45 minuten, op zaterdag langer (90 minuten)", sat90, { days: null }],
    ["スペイン語を勉強する。1回45分くらい、土曜は長めに90分。", sat90, { days: null }],
    ["学西班牙语。每次45分钟左右，周六长一些（90分钟）。", sat90, { days: null }],
  ])("%s", (goal, lengths, want) => {
    const { reading, outline, blocks } = planOffline(goal, clock);
    if ("days" in want) expect(reading.days).toEqual(want.days);
    // Two lengths: each by its days, or (with no rhythm said) the length of every session and the compared days' own.
    expect(reading.session_lengths.length + (reading.session_minutes !== null ? 1 : 0)).toBeGreaterThanOrEqual(2);
    const recurring = new Set(outline.nodes.filter((n) => n.cadence.kind === "recurring" && !n.companion).map((n) => n.id));
    const sessions = blocks.filter((b) => recurring.has(b.task_id));
    // The person's own lengths are the first weeks' (a training plan may grow them later).
    const early = sessions.filter((b) => b.date < "2026-12-13");
    expect(early.length).toBeGreaterThanOrEqual(2);
    const seen = new Set<string>();
    for (const b of early) {
      const day = DAY[b.weekday]!;
      seen.add(day);
      expect(b.minutes, `${b.title} ${b.date} ${b.day} ${b.start}`).toBe(lengths[day] ?? lengths.other);
    }
    // Some sessions fall on a day with its own length and some on the others.
    const own = Object.keys(lengths).filter((d) => d !== "other");
    expect([...seen].some((d) => own.includes(d)), [...seen].join()).toBe(true);
    if (lengths.other !== undefined) expect([...seen].some((d) => !own.includes(d)), [...seen].join()).toBe(true);
  });
});
