/**
 * The plan's notes are in the person's language: in Dutch, Portuguese, Japanese and Chinese they
 * fell back to English ("No cadence given: 3 vezes por semana (default)", "A short goal: …" under
 * a Japanese plan). Every block is still read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T10:00:00Z";
/** Words of the English notes. */
const ENGLISH = /\b(?:No deadline|No cadence|No session length|Sessions of|No deliverables|No effort|A short goal|default|as asked|per session|has no time of its own|Pace:)\b/;

// [goal, zone, a note word of the language]
const CASES: Array<[string, string, RegExp]> = [
  ["Preparar o exame de condução até 20 de janeiro", "America/Los_Angeles", /Nenhuma frequência indicada/],
  ["Entregar o relatório até sexta", "Pacific/Auckland", /Uma meta curta/],
  ["Iedere dinsdag en donderdag om 19:00 zwemmen", "Asia/Tokyo", /Geen deadline/],
  ["Het rapport afmaken voor vrijdag", "Asia/Tokyo", /Een kort doel/],
  ["レポートを金曜日までに仕上げる", "Asia/Tokyo", /短期の目標/],
  ["毎朝6時にジョギングを30分", "Pacific/Auckland", /期限の指定なし/],
  ["周五前写完报告", "America/Los_Angeles", /短期目标/],
  ["每周二和周四晚上8点练习书法一小时", "Asia/Tokyo", /按要求每次/],
];

describe("the plan's notes in the person's language", () => {
  it.each(CASES)("%s (%s)", (goal, timezone, word) => {
    const { outline, blocks } = planOffline(goal, { now: NOW, timezone });
    const notes = outline.nodes.map((n) => n.notes ?? "").join(" ");
    expect(notes).toMatch(word);
    expect(notes).not.toMatch(ENGLISH);
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      expect(b.start >= "06:00" && b.end <= "22:00", `${b.title} ${b.date} ${b.start}-${b.end}`).toBe(true);
      if (outline.deadline) expect(b.date <= outline.deadline, `${b.title} ${b.date}`).toBe(true);
    }
  });
});
