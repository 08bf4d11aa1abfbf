/**
 * A short one-off deliverable with a near deadline ("Finish the slides by Friday", "Write the grant
 * report by next Wednesday") is planned as a person would do it — every block read in the goal's
 * own zone, far from UTC:
 *   - steps that name the work (for slides: the message, the draft, rehearsing; for a report, an
 *     essay, a paper: outline, first draft, revision), not "Define scope and success / Do the main
 *     work / Review and finish" — the reader only knew these goals as a generic project;
 *   - sized to the time left: unsized generic work due within days is no longer three 4-hour steps
 *     (12 hours of "Do the main work" before Sunday);
 *   - in order, even on one day: the revision after the draft (the steps due the same day had no
 *     link, and "Revise and edit" went on the evening before the first draft);
 *   - in waking hours, all before the deadline.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T10:00:00Z"; // Sat 19:00 in Tokyo, Sat 02:00 in Los Angeles, Sat 23:00 in Auckland

// [goal, zone, the steps (in order), the most hours of work we may invent]
const CASES: Array<[string, string, RegExp[], number]> = [
  ["Finish the slides by Friday", "Asia/Tokyo", [/message/i, /draft the slides/i, /rehearse/i, /run-through/i], 8],
  ["Finish the slides by Friday", "America/Los_Angeles", [/message/i, /draft the slides/i, /rehearse/i, /run-through/i], 8],
  ["Die Folien bis Freitag fertig machen", "Pacific/Auckland", [/Kernbotschaft/, /Folien/, /proben/, /Durchlauf/], 8],
  ["Terminar las diapositivas para el viernes", "America/Los_Angeles", [/mensaje/, /diapositivas/, /Ensayar/, /ensayo/], 8],
  ["Write the grant report by next Wednesday", "Asia/Tokyo", [/^Outline/, /first draft/, /^Revise/, /submit/], 8],
  ["Write the grant report by next Wednesday", "Pacific/Auckland", [/^Outline/, /first draft/, /^Revise/, /submit/], 8],
  ["Finish the essay by Sunday", "Pacific/Auckland", [/^Outline/, /first draft/, /^Revise/, /submit/], 8],
  ["Finish the essay by Sunday", "Asia/Tokyo", [/^Outline/, /first draft/, /^Revise/, /submit/], 8],
  ["Terminer le rapport d'ici mercredi", "Asia/Tokyo", [/plan/, /premier jet/, /Réviser/, /Relecture/], 8],
  ["レポートを金曜日までに仕上げる", "Asia/Tokyo", [/構成/, /初稿/, /推敲/, /提出/], 8],
  ["周五前写完报告", "America/Los_Angeles", [/提纲/, /初稿/, /修改/, /提交/], 8],
  // Generic work keeps the generic steps, sized to the days left.
  ["Clean out the garage by Sunday", "Pacific/Auckland", [/scope/, /main work/, /Review/], 4],
  ["Clean out the garage by Sunday", "America/Los_Angeles", [/scope/, /main work/, /Review/], 4],
  // No written work: toilet paper is no paper to draft, and a title's first word is its verb.
  ["Buy toilet paper by Friday", "Pacific/Auckland", [/scope/, /main work/, /Review/], 4],
  ["Report the broken heater to the landlord by Friday", "Asia/Tokyo", [/scope/, /main work/, /Review/], 4],
];

describe("a short one-off deliverable: steps that name the work, sized to the days left, in order", () => {
  it.each(CASES)("%s (%s)", (goal, timezone, steps, maxHours) => {
    const { outline, blocks } = planOffline(goal, { now: NOW, timezone });
    const tasks = outline.nodes.filter((n) => n.level === "task");
    expect(tasks.map((t) => t.title)).toHaveLength(steps.length);
    tasks.forEach((t, i) => expect(t.title).toMatch(steps[i]!));
    // Our estimate, all of it planned.
    const minutes = blocks.reduce((s, b) => s + b.minutes, 0);
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThanOrEqual(maxHours * 60);
    expect(minutes).toBe(tasks.reduce((s, t) => s + t.duration_min, 0));
    const deadline = outline.deadline!;
    for (const b of blocks) {
      expect(b.date <= deadline, `${b.title} ${b.date} after ${deadline}`).toBe(true);
      expect(b.start >= "07:00" && b.end <= "22:00", `${b.title} ${b.date} ${b.start}-${b.end}`).toBe(true);
    }
    // Each step's blocks all end before the next step's first block starts (local wall clock).
    const at = (b: (typeof blocks)[number], t: string) => `${b.date} ${t}`;
    for (let i = 1; i < tasks.length; i++) {
      const before = blocks.filter((b) => b.task_id === tasks[i - 1]!.id);
      const after = blocks.filter((b) => b.task_id === tasks[i]!.id);
      const lastEnd = before.map((b) => at(b, b.end)).sort().at(-1)!;
      const firstStart = after.map((b) => at(b, b.start)).sort()[0]!;
      expect(lastEnd <= firstStart, `"${tasks[i]!.title}" starts ${firstStart}, before "${tasks[i - 1]!.title}" ends ${lastEnd}`).toBe(true);
    }
  });
});

// [goal, zone, the minutes the person said the work takes]
const SIZED: Array<[string, string, number]> = [
  ["Finish the report by Friday, about 4 hours", "Asia/Tokyo", 240],
  ["Finish the report by Friday, about 4 hours", "Pacific/Auckland", 240],
  ["Write the cover letter by Monday, it takes an hour", "America/Los_Angeles", 60],
  ["Bis Freitag den Bericht schreiben, etwa 3 Stunden", "Asia/Tokyo", 180],
  ["Bis Freitag den Bericht schreiben, etwa 3 Stunden", "America/Los_Angeles", 180],
];

describe("a one-off piece of work with a length and no rhythm: the length is its size", () => {
  // It was a session of that length every few days until the deadline (12 hours for "about 4 hours").
  it.each(SIZED)("%s (%s)", (goal, timezone, minutes) => {
    const { outline, blocks } = planOffline(goal, { now: NOW, timezone });
    expect(blocks.reduce((s, b) => s + b.minutes, 0)).toBe(minutes);
    expect(outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.title)).toEqual([]);
    for (const b of blocks) {
      expect(b.date <= outline.deadline!, `${b.title} ${b.date}`).toBe(true);
      expect(b.start >= "07:00" && b.end <= "22:00", `${b.title} ${b.date} ${b.start}-${b.end}`).toBe(true);
    }
  });
});
