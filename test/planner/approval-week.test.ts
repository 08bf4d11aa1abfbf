/**
 * The approval question says the plan's week — its days, start times and lengths in the goal's own
 * zone — so a person can check what they stated without opening the calendar (a lost Saturday or a
 * wrong hour shows in the question itself).
 */
import { describe, expect, it } from "vitest";
import { makePlanner, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";

const planner = makePlanner();
const goal = (id: string, text: string, timezone: string): AcceptanceGoal => ({
  id,
  source: "heldout",
  goal: text,
  now: "2026-11-28T09:00:00",
  timezone,
  oracle: null as never,
  infeasible: null,
  pastDate: false,
  changes: [],
});

describe("the approval question says the week", () => {
  it.each([
    ["en", "Go to the gym three times a week at 7am, Monday, Wednesday and Friday, an hour each, until the end of March.", "Australia/Sydney", "Each week: ", "Mon, Wed, Fri 07:00–08:00"],
    ["de", "Jeden Dienstag und Donnerstag von 19 bis 20:30 Uhr Spanisch lernen, bis Ende Februar.", "Europe/Berlin", "Jede Woche: ", "Di, Do 19:00–20:30"],
    ["ja", "毎週土曜日の朝9時から1時間、ピアノを練習する。3月末まで。", "Asia/Tokyo", "毎週：", "土 09:00–10:00"],
  ])("%s: %s", async (lang, text, zone, lead, week) => {
    const walk = await toApproval(planner, goal(`week-${lang}`, text, zone), `approval-week-${lang}`);
    const q = walk.approvalQuestion!;
    expect(q, walk.pauses.join(" > ")).toContain(lead);
    expect(q).toContain(week);
  });
});
