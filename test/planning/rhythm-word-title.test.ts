/**
 * A rhythm word the reader took apart from its days or time ("Elke" of "Elke zondag", "ogni" of
 * "ogni sabato", "毎" of "毎朝6時に") goes out of the plan's title with them: the titles were
 * "Elke zondag de badkamer schoonmaken", "Iedere zwemmen", "毎ジョギングを"; nor does the "am" of
 * "7am" stay behind ("Go to the gym at 7"). The sessions stay on the
 * stated days, read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T10:00:00Z";

// [goal, zone, the plan's title, the weekdays (ISO) of its sessions, their start (local) or null]
const CASES: Array<[string, string, string, number[], string | null]> = [
  ["Elke zondag de badkamer schoonmaken", "Pacific/Auckland", "De badkamer schoonmaken", [7], null],
  ["Iedere dinsdag en donderdag om 19:00 zwemmen", "Asia/Tokyo", "Zwemmen", [2, 4], "19:00"],
  ["Imparare a cucinare piatti nuovi ogni sabato", "America/Los_Angeles", "Imparare a cucinare piatti nuovi", [6], null],
  ["Jeden Sonntag das Bad putzen", "Asia/Tokyo", "Das Bad putzen", [7], null],
  ["Limpiar el baño cada domingo", "America/Los_Angeles", "Limpiar el baño", [7], null],
  ["Todo domingo limpar o banheiro", "Pacific/Auckland", "Limpar o banheiro", [7], null],
  ["毎朝6時にジョギングを30分", "Asia/Tokyo", "ジョギング", [1, 2, 3, 4, 5, 6, 7], "06:00"],
  // The "am" of "7am" is no tie word (German "am") to take out before "for an hour": the title was "Go to the gym at 7".
  ["Go to the gym Monday, Wednesday and Friday at 7am for an hour", "Asia/Tokyo", "Go to the gym", [1, 3, 5], "07:00"],
  ["Swim at 6pm for 45 minutes on Tuesdays", "Pacific/Auckland", "Swim", [2], "18:00"],
];

describe("a rhythm word goes out of the title with its days or time", () => {
  it.each(CASES)("%s (%s)", (goal, timezone, title, weekdays, start) => {
    const { outline, blocks } = planOffline(goal, { now: NOW, timezone });
    expect(outline.nodes.find((n) => n.id === outline.root_id)!.title).toBe(title);
    const sessions = blocks.filter((b) => outline.nodes.find((n) => n.id === b.task_id)?.cadence.kind === "recurring");
    expect(sessions.length).toBeGreaterThan(3);
    for (const b of sessions) {
      expect(weekdays, `${b.title} ${b.date} ${b.day}`).toContain(b.weekday);
      if (start) expect(b.start, `${b.title} ${b.date}`).toBe(start);
    }
  });
});
