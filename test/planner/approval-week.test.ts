/**
 * The approval question says the plan's week — its days, start times and lengths in the goal's own
 * zone — so a person can check what they stated without opening the calendar (a lost Saturday or a
 * wrong hour shows in the question itself).
 */
import { Command } from "@langchain/langgraph";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { makePlanner, pending, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";

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
    ["it", "Studiare spagnolo il martedì e il giovedì dalle 19 alle 20:30, entro fine febbraio.", "Europe/Rome", "Ogni settimana: ", "mar, gio 19:00–20:30"],
  ])("%s: %s", async (lang, text, zone, lead, week) => {
    const walk = await toApproval(planner, goal(`week-${lang}`, text, zone), `approval-week-${lang}`);
    const q = walk.approvalQuestion!;
    expect(q, walk.pauses.join(" > ")).toContain(lead);
    expect(q).toContain(week);
  });

  // An Italian goal through the real planner, offline: no question about what it stated (it was read
  // as English with nothing understood, and the service asked for a deadline), the approval asked in
  // Italian, and every block of the plan on the stated days and times in the goal's zone.
  it.each([
    ["it-days", "Studiare spagnolo il martedì e il giovedì dalle 19 alle 20:30, entro fine febbraio.", ["Tue", "Thu"], "19:00", "20:30", "2027-02-28"],
    ["it-evenings", "Voglio correre una mezza maratona entro giugno, tre volte a settimana la sera.", null, "17:00", "22:00", "2027-06-01"],
  ] as const)("it: %s — every block falls on the stated days and times in Europe/Rome", async (id, text, days, from, to, deadline) => {
    const walk = await toApproval(planner, goal(`week-${id}`, text, "Europe/Rome"), `approval-week-${id}`);
    expect(walk.pauses).toEqual(["approval"]);
    expect(walk.state.reading).toMatchObject({ language: "it", deadline });
    const q = walk.approvalQuestion!;
    expect(q).toContain("Approvi questo piano?");
    expect(q).toMatch(/^(?:Piano|Ecco il tuo piano|Riepilogo del piano): /);
    expect(q).toContain("Ogni settimana: ");
    expect(q).not.toMatch(/Each week|Approve this plan|sessions are scheduled/);
    const blocks = walk.state.schedule!.blocks;
    expect(blocks.length).toBeGreaterThan(10);
    for (const b of blocks) {
      const start = DateTime.fromISO(b.start, { setZone: true }).setZone("Europe/Rome");
      const end = DateTime.fromISO(b.end, { setZone: true }).setZone("Europe/Rome");
      const at = `${b.start}–${b.end}`;
      if (days) expect(days, at).toContain(start.setLocale("en").toFormat("ccc"));
      expect(start.toFormat("HH:mm") >= from, at).toBe(true);
      expect(end.toFormat("HH:mm") <= to && end.hasSame(start, "day"), at).toBe(true);
      expect(start.toISODate()! <= deadline, at).toBe(true);
    }
  });

  it("it: the clarification question, the approval and a change request's report are in Italian", async () => {
    const config = { configurable: { thread_id: "approval-week-it-ask" }, recursionLimit: PLANNER_RECURSION_LIMIT };
    await planner.graph.invoke({ goal: "Voglio imparare a suonare il pianoforte", timezone: "Europe/Rome", now: "2026-11-28T09:00:00" }, config);
    const ask = await pending(planner, config);
    expect(ask?.kind).toBe("clarification");
    expect(String(ask?.question)).toContain("Quanto spesso puoi farlo");
    await planner.graph.invoke(new Command({ resume: "entro fine giugno\ntre volte a settimana" }), config);
    const approval = await pending(planner, config);
    expect(approval?.kind).toBe("approval");
    expect(String(approval?.question)).toMatch(/Applicato: .*entro fine giugno.*Approvi questo piano\?$/);
    await planner.graph.invoke(new Command({ resume: "propose changes: niente domeniche, sessioni di 45 minuti" }), config);
    const changed = await pending(planner, config);
    const q = String(changed?.question);
    expect(q).toContain('Applicato: giorni ("niente domeniche"), durata della sessione ("45 minuti")');
    expect(q).toMatch(/Ogni settimana: [^.]*18:00–18:45/);
    expect(q).not.toMatch(/\bdom\b/);
  });
});
