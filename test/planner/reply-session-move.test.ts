/**
 * Replies that move one kind of session of the plan on screen, on days the scheduler chose:
 * - "long runs on Sundays please" was read as "one session a week, on Sundays" (the plan shrank to one
 *   run a week); "do the long run on Friday" as "longer, on some days" (not possible, for a wrong
 *   reason). The named session now moves to the day named and the others stay; a day another session
 *   has is refused, saying so.
 * - "move the Monday run to Tuesday" let the template spread the runs anew (other days moved too):
 *   it is now read against the plan's own days, so only Monday moves.
 * - "let's do a 10k instead" at an escalation sets the race the plan is checked and titled for.
 * Every block is checked in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { makePlanner, requestChange, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";
import { moveNamedSession, namesSession, withoutSession } from "../../src/planning/session-moves.js";

const NOW = "2026-11-24T09:00:00";
const goal = (id: string, text: string, timezone: string): AcceptanceGoal => ({ id, source: "heldout", goal: text, now: NOW, timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] });
const planner = makePlanner();
const dayOf = (iso: string, tz: string) => new Date(iso).toLocaleDateString("en-GB", { timeZone: tz, weekday: "short" });

/** Weekdays (in the zone) of the blocks of the task titled `title`, and of the others. */
function daysByTitle(state: { schedule: { blocks: { task_id: string; start: string }[] } | null; outline: { nodes: { id: string; title: string }[] } | null }, tz: string) {
  const titles = new Map(state.outline!.nodes.map((n) => [n.id, n.title]));
  const by = new Map<string, Set<string>>();
  for (const b of state.schedule!.blocks) {
    const t = titles.get(b.task_id) ?? "";
    by.set(t, (by.get(t) ?? new Set()).add(dayOf(b.start, tz)));
  }
  return by;
}

describe("session moves (pure)", () => {
  const sessions = [
    { title: "Easy runs", days: ["MO", "WE", "FR"] as const },
    { title: "Long run", days: ["SA"] as const },
  ].map((s) => ({ title: s.title, days: [...s.days] }));
  it.each([
    ["long runs on Sundays please", ["SU"], { kind: "moved", days: ["MO", "WE", "FR", "SU"] }],
    ["the long run on Sunday instead of Saturday", ["SU"], { kind: "moved", days: ["MO", "WE", "FR", "SU"] }],
    ["do the long run on Friday", ["FR"], { kind: "taken", day: "FR" }],
    ["easy runs on Tuesday, Thursday and Saturday", ["TU", "TH", "SA"], { kind: "taken", day: "SA" }],
    ["easy runs on Tuesday instead of Monday", ["TU", "WE", "FR"], { kind: "moved", days: ["TU", "WE", "FR", "SA"] }],
    ["move the Saturday run to Sunday", ["SU"], null],
  ] as const)("%s", (text, named, expected) => {
    const move = moveNamedSession(text, sessions, [...named]);
    if (expected === null) expect(move).toBeNull();
    else expect(move).toMatchObject(expected);
  });

  it.each([
    ["den langen Lauf am Sonntag", "Langer Lauf", true],
    ["la tirada larga el domingo", "Tirada larga", true],
    ["ロング走は日曜日に", "ロング走", true],
    ["a longer run on Sunday", "Easy runs", false],
  ] as const)("%s names %s: %s", (text, title, yes) => {
    expect(namesSession(text, title)).toBe(yes);
    if (yes) expect(withoutSession(text, title).toLowerCase()).not.toContain(title.toLowerCase().split(" ")[0]!.slice(0, 4));
  });
});

describe("through the planner", () => {
  it.each([
    ["en", "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", "long runs on Sundays please", "Long run", "America/Los_Angeles"],
    ["de", "In 12 Wochen einen Halbmarathon laufen, 4 Mal pro Woche, nie vor 7 Uhr", "den langen Lauf bitte am Sonntag", "Langer Lauf", "Pacific/Auckland"],
    ["es", "Correr una media maratón en 12 semanas, 4 veces por semana", "la tirada larga el domingo, por favor", "Tirada larga", "Asia/Tokyo"],
  ])("%s: %s + %s", async (lang, text, reply, title, tz) => {
    const thread = `move-long-${lang}`;
    const walk = await toApproval(planner, goal(thread, text, tz), thread);
    expect(walk.approvalAt).not.toBeNull();
    const before = daysByTitle(walk.state, tz);
    expect([...(before.get(title) ?? [])]).toEqual(["Sat"]);
    const easy = [...before].filter(([t]) => t !== title).flatMap(([, d]) => [...d]);
    const out = await requestChange(planner, thread, reply);
    expect(out.result).toBe("applied");
    const after = daysByTitle(out.state, tz);
    expect([...(after.get(title) ?? [])]).toEqual(["Sun"]);
    // The other runs stay on their days, as many a week as before.
    expect([...after].filter(([t]) => t !== title).flatMap(([, d]) => [...d]).sort()).toEqual(easy.sort());
  });

  it("a day another session has is refused, saying so", async () => {
    const thread = "move-long-taken";
    await toApproval(planner, goal(thread, "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", "Europe/Berlin"), thread);
    const out = await requestChange(planner, thread, "do the long run on Friday");
    expect(out.result).not.toBe("applied");
    expect(JSON.stringify(out.state.changes.at(-1)?.not_applied)).toMatch(/already has another of the plan's sessions/);
  });

  it("an activity of the goal's own keeps its own move; the practice sessions move by their title", async () => {
    const tz = "Asia/Tokyo";
    const thread = "move-lesson";
    const walk = await toApproval(planner, goal(thread, "Learn piano by June: practice 3 times a week, 30 minutes, and a lesson every Thursday at 6pm", tz), thread);
    const before = daysByTitle(walk.state, tz);
    expect([...(before.get("Lesson") ?? [])]).toEqual(["Thu"]);
    const lesson = await requestChange(planner, thread, "move the lesson to Friday");
    expect(lesson.result).toBe("applied");
    expect([...(daysByTitle(lesson.state, tz).get("Lesson") ?? [])]).toEqual(["Fri"]);
    const practice = await requestChange(planner, thread, "practice sessions on Tuesday instead of Monday");
    expect(practice.result).toBe("applied");
    const after = daysByTitle(practice.state, tz);
    const title = [...after.keys()].find((t) => /^Practice/.test(t))!;
    expect([...after.get(title)!].sort()).toEqual([...before.get(title)!].filter((d) => d !== "Mon").concat("Tue").sort());
    expect([...(after.get("Lesson") ?? [])]).toEqual(["Fri"]);
  });

  it("'move the Monday run to Tuesday' moves Monday's run only", async () => {
    const tz = "America/New_York";
    const thread = "move-monday";
    const walk = await toApproval(planner, goal(thread, "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", tz), thread);
    const before = new Set(walk.state.schedule!.blocks.map((b) => dayOf(b.start, tz)));
    expect(before.has("Mon")).toBe(true);
    const out = await requestChange(planner, thread, "move the Monday run to Tuesday");
    expect(out.result).toBe("applied");
    const after = new Set(out.state.schedule!.blocks.map((b) => dayOf(b.start, tz)));
    expect([...after].sort()).toEqual([...before].filter((d) => d !== "Mon").concat("Tue").sort());
  });
});
