/**
 * The code checks on a model's words for the person (src/planning/wording-checks.ts): a summary
 * may state only what the plan holds — weekdays (and negated weekdays), session counts, phases,
 * milestones, dates, times, in the languages the reader knows — and clarification questions must
 * be one per field code decided to ask, none empty, in the person's language.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { Schedule } from "../../src/contracts/index.js";
import { generateOutline } from "../../src/planning/outline.js";
import { selectPattern } from "../../src/planning/patterns.js";
import { planFacts, questionProblems, summaryContradictions, type PlanFacts } from "../../src/planning/wording-checks.js";
import { perceive, readingOf } from "../fixtures/task.js";

const NOW = { now: "2026-12-01T08:00:00", timezone: "Europe/Berlin" };
const GOAL = "Run a half marathon in 12 weeks, 3 times a week, never on Sundays, never before 7am.";

let facts: PlanFacts;
beforeAll(() => {
  const task = perceive(GOAL, NOW);
  const outline = generateOutline(task, selectPattern(task).pattern, NOW);
  // Two weeks of sessions on Monday, Wednesday and Friday at 07:00–07:45 (2026-12-07 is a Monday).
  const days = ["2026-12-07", "2026-12-09", "2026-12-11", "2026-12-14", "2026-12-16", "2026-12-18"];
  const schedule = Schedule.parse({
    timezone: "Europe/Berlin",
    blocks: days.map((d) => ({ task_id: "run", start: `${d}T07:00:00+01:00`, end: `${d}T07:45:00+01:00` })),
    unplaced: [],
    capacity_minutes: 600,
    scheduled_minutes: 270,
    utilisation: 0.45,
    strategy: "earliest_fit",
  });
  facts = planFacts(outline, schedule, readingOf(GOAL, NOW));
}, 120_000);

describe("planFacts", () => {
  it("lists what a summary may state: sessions, counts per week, weekdays, times, the person's bounds", () => {
    expect(facts).toMatchObject({ language: "en", sessions: 6, per_week: [3], weekdays: ["MO", "WE", "FR"], first_session: "2026-12-07T07:00:00+01:00" });
    expect(facts.times).toEqual(expect.arrayContaining(["07:00", "07:45"]));
    expect(facts.dates).toEqual(expect.arrayContaining(["2026-12-07", "2026-12-18"]));
  });
});

describe("summaryContradictions", () => {
  it("a summary that states only the plan's facts passes", () => {
    const ok = `Your plan: 6 sessions, 3 times a week on Mondays, Wednesdays and Fridays at 07:00, never on Sundays; the first on 2026-12-07. Reply "approve".`;
    expect(summaryContradictions(ok, facts)).toEqual([]);
  });

  it.each([
    ["a weekday without sessions", "Runs on Tuesdays and Fridays.", /Tuesday/],
    ["a weekday with sessions said to be free", "No sessions on Fridays.", /says no sessions on Friday/],
    ["a count per week the schedule does not have", "You run 4 times a week.", /4 per week/],
    ["a total the schedule does not have", "Your plan has 12 sessions.", /says 12 sessions/],
    ["a date not in the plan", "The first session is on 2026-12-08.", /2026-12-08/],
    ["a time that is neither a session's nor the person's", "Sessions start at 06:30.", /06:30/],
    ["German weekdays", "Du läufst dienstags und freitags.", /Tuesday/],
    ["a German weekday said to be free that has sessions", "Nie am Montag.", /says no sessions on Monday/],
    ["Japanese weekdays", "火曜日と金曜日に走ります。", /Tuesday/],
  ])("flags %s", (_what, text, re) => {
    const found = summaryContradictions(text, facts);
    expect(found.join("; ")).toMatch(re);
  });

  it("an article or 'one' before a noun is not a count, a duration is not a clock time, the goal's own title quoted is not a claim", () => {
    expect(summaryContradictions("A milestone project with a session at a time.", facts)).toEqual([]);
    expect(summaryContradictions("Des séances de 1h30 le lundi.", facts)).toEqual([]);
    const quoted = { ...facts, quoted: ["Run on Tuesdays"] };
    expect(summaryContradictions("Plan: Run on Tuesdays — 6 sessions.", quoted)).toEqual([]);
    expect(summaryContradictions("Plan: runs on Tuesdays — 6 sessions.", quoted).join(" ")).toMatch(/Tuesday/);
  });
});

describe("questionProblems", () => {
  it("accepts one question per field asked, in the person's language", () => {
    expect(questionProblems([{ field: "deadline", text: "Bis wann soll das fertig sein?" }], { fields: ["deadline"], language: "de" })).toEqual([]);
    expect(questionProblems([{ field: "deadline", text: "¿Para qué fecha debe estar lista la tienda?" }], { fields: ["deadline"], language: "es" })).toEqual([]);
  });

  it("rejects too many, a field not asked, a field left out, an empty text, another language", () => {
    const msgs = (qs: Parameters<typeof questionProblems>[0], fields: Parameters<typeof questionProblems>[1]["fields"], language: string | null = "en") =>
      questionProblems(qs, { fields, language }).map((i) => i.message).join("; ");
    expect(msgs([{ field: "deadline", text: "By when?" }, { field: "cadence", text: "How often?" }], ["deadline"])).toMatch(/at most 1 question/);
    expect(msgs([{ field: "cadence", text: "How often can you train?" }], ["deadline"])).toMatch(/"cadence" is not to be asked[\s\S]*no question asks about "deadline"/);
    expect(msgs([{ field: "deadline", text: "   " }], ["deadline"])).toMatch(/empty/);
    expect(msgs([{ field: "deadline", text: "By when should the shop be live?" }], ["deadline"], "de")).toMatch(/person's language \(de\)/);
    expect(msgs([{ field: "deadline", text: "By when should the shop be live?" }], ["deadline"], null)).toBe("");
  });
});
