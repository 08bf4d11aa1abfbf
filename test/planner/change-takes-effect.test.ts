/**
 * A change request that is reported applied must take effect in the plan: a bound or window that a
 * stated start time breaks moves the start time (the newer word wins); "also on <day> <window>"
 * adds the day with its own window; "instead" replaces the time of day and drops the old bound.
 */
import { describe, expect, it } from "vitest";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { makePlanner, requestChange, toApproval, type AcceptanceGoal } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

const NOW = "2026-11-24T09:00:00";
const goal = (id: string, text: string, timezone: string): AcceptanceGoal => ({ id, source: "heldout", goal: text, now: NOW, timezone, oracle: null as never, infeasible: null, pastDate: false, changes: [] });
const planner = makePlanner();
const local = (iso: string, zone: string) => new Date(iso).toLocaleTimeString("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hour12: false });

describe("a bound or window that breaks a stated start time moves it", () => {
  const clock = { now: NOW, timezone: "Europe/Paris" };
  it.each([
    ["fr", "Courir le mardi et jeudi à 7h jusqu'en mars", "pas avant 8h", "08:00"],
    ["en", "Run on Tuesdays and Thursdays at 7am until March", "not before 8am", "08:00"],
    ["de", "Dienstags und donnerstags um 7 Uhr laufen bis März", "nicht vor 8 Uhr", "08:00"],
    ["es", "Correr los martes y jueves a las 7:00 hasta marzo", "no antes de las 8", "08:00"],
  ])("%s %s + %s", (_lang, text, reply, time) => {
    const reading = readingOf(text, clock);
    expect(reading.fixed_times.map((f) => f.time)).toEqual(["07:00"]);
    const delta = readReply(reply, reading, clock);
    expect(delta.set.not_before).toBe(time);
    expect(delta.set.fixed_times?.map((f) => f.time)).toEqual([time]);
  });

  it("not after: the session ends by the bound", () => {
    const reading = readingOf("Run on Tuesdays and Thursdays at 7pm until March, 45 minutes", clock);
    const delta = readReply("not after 6pm", reading, clock);
    expect(delta.set.fixed_times?.map((f) => f.time)).toEqual(["17:15"]);
  });

  it("a new window moves the session out of a start time it does not hold", () => {
    const reading = readingOf("Run on Tuesdays and Thursdays at 7am until March, 45 minutes", clock);
    const delta = readReply("evenings from 6pm to 8pm instead", reading, clock);
    expect(delta.set.windows?.length).toBeGreaterThan(0);
    expect(delta.clear).toContain("fixed_times");
  });

  it("through the planner: Tuesday and Thursday move to 08:00", async () => {
    const g = goal("fr-nb", "Courir le mardi et jeudi à 7h jusqu'en mars", "Europe/Paris");
    const walk = await toApproval(planner, g, "fr-nb");
    expect(walk.approvalAt).not.toBeNull();
    const out = await requestChange(planner, "fr-nb", "pas avant 8h");
    expect(out.result).toBe("applied");
    const blocks = out.state.schedule!.blocks;
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(local(b.start, "Europe/Paris") >= "08:00", b.start).toBe(true);
  });
});
