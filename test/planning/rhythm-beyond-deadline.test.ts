/**
 * A one-off work due by a deadline whose stated rhythm comes round less often than once before it
 * ("Write the quarterly report by December 15": read as every three months) is planned in regular
 * sessions up to the deadline, and the title keeps the word: planned at the rhythm, the report got
 * one 45-minute writing session in 17 days (after four and a half hours of outlining) and was
 * titled "Write the report". A rhythm that fits the time keeps its word. Blocks in the goal's zone.
 */
import { describe, expect, it } from "vitest";
import { planOffline } from "../fixtures/plan-offline.js";

const NOW = "2026-11-28T09:00:00Z";

describe("a rhythm longer than the time to the deadline", () => {
  it.each(["Europe/Berlin", "America/Los_Angeles", "Australia/Sydney"])("Write the quarterly report by December 15 (%s)", (zone) => {
    const { reading, outline, blocks, schedule } = planOffline("Write the quarterly report by December 15", { now: NOW, timezone: zone });
    expect(reading.deadline).toBe("2026-12-15");
    const root = outline.nodes.find((n) => n.id === outline.root_id)!;
    expect(root.title).toBe("Write the quarterly report");
    expect(root.notes).toMatch(/longer than the time to the deadline/);
    expect(schedule.unplaced.filter((u) => u.count > 0)).toEqual([]);
    const sessions = outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id);
    const writing = blocks.filter((b) => sessions.includes(b.task_id));
    // Regular work up to the deadline, not one session: at least two a week over the two weeks after the set-up.
    expect(writing.length).toBeGreaterThanOrEqual(4);
    expect(new Set(writing.map((b) => b.week)).size).toBeGreaterThanOrEqual(2);
    for (const b of blocks) expect(b.date < "2026-12-15", `${b.title} ${b.date}`).toBe(true);
  });

  it("a weekly rhythm that fits keeps its word (Sydney)", () => {
    const { reading, outline, blocks } = planOffline("Write a short story every Saturday until January 31", { now: NOW, timezone: "Australia/Sydney" });
    expect(reading.cadence?.per).toBe("week");
    const sessions = outline.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => n.id);
    const writing = blocks.filter((b) => sessions.includes(b.task_id));
    expect(writing.length).toBeGreaterThan(0);
    for (const b of writing) expect(b.day).toBe("Sat");
    expect(outline.nodes.find((n) => n.id === outline.root_id)!.notes ?? "").not.toMatch(/longer than the time to the deadline/);
  });
});
