/**
 * Paperwork is small and its result is needed on the day: "Renew my passport before my trip on
 * January 20" was 12 hours of work ending with the application submitted in the week of January 8
 * (no processing time) after a 90-minute "confirm scope, budget and order of work". Now each step is
 * an hour, there is no scoping step, and the application goes in `lead_days` (28) before the date —
 * in the weeks right before that, not months early (a tax return due May 31 is not done in December).
 * Blocks are read in the goal's own zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";

const plan = (goal: string, zone: string) => planOffline(goal, { now: NOW, timezone: zone });

describe("paperwork with a date it is needed by", () => {
  it.each<[string, string, string, string, RegExp]>([
    ["Renew my passport before my trip on January 20", "Europe/Berlin", "2026-12-23", "2026-11-28", /\d+ days before the deadline/],
    ["Renew my passport before my trip on January 20", "America/Denver", "2026-12-23", "2026-11-28", /\d+ days before the deadline/],
    ["Reisepass verlängern, ich fliege am 20. Januar", "Europe/Berlin", "2026-12-23", "2026-11-28", /\d+ Tage vor der Frist/],
    ["File my tax return by May 31", "Europe/London", "2027-05-03", "2027-04-01", /\d+ days before the deadline/],
  ])("%s (%s): submitted by %s, nothing before %s", (goal, zone, submitBy, notBefore, leadNote) => {
    const { outline, blocks } = plan(goal, zone);
    expect(outline.pattern.subtype).toBe("admin_paperwork");
    const tasks = outline.nodes.filter((n) => n.level === "task");
    expect(tasks.every((t) => t.duration_min <= 60)).toBe(true);
    expect(tasks.some((t) => t.id === "t-confirm-scope")).toBe(false);
    const steps = blocks.filter((b) => !/final|abschluss|prüfung und puffer/i.test(b.title));
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (const b of steps) {
      expect(b.date <= submitBy).toBe(true);
      expect(b.date >= notBefore).toBe(true);
    }
    expect(outline.nodes.find((n) => n.id === outline.root_id)!.notes ?? "").toMatch(leadNote);
  });
});
