/**
 * A goal no answer could make realistic is said so before any question: "a marathon in three
 * weeks" from zero, 100 books by Friday, 10 kg in two weeks escalate with their numbers and
 * checked choices in the person's language, instead of first asking "how often?" (an answer that
 * could not help). Picking a choice goes on to the question the plan still needs. A goal whose
 * problem depends on the rhythm is asked first, as before.
 */
import { Command } from "@langchain/langgraph";
import { beforeAll, describe, expect, it } from "vitest";
import { PLANNER_RECURSION_LIMIT } from "../../graphs/planner/graph.js";
import { makePlanner, pending } from "../acceptance/heldout.js";
import { readingOf } from "../fixtures/task.js";

beforeAll(() => void readingOf("warm up", { now: "2026-11-24T08:00:00", timezone: "UTC" }), 120_000);
const planner = makePlanner();
const NOW = "2026-11-24T08:00:00";

async function start(id: string, goal: string, timezone: string) {
  const config = { configurable: { thread_id: id }, recursionLimit: PLANNER_RECURSION_LIMIT };
  await planner.graph.invoke({ goal, timezone, now: NOW }, config);
  return { config, pause: await pending(planner, config) };
}

describe("hopeless before questions", () => {
  it.each<[string, string, string, RegExp]>([
    ["fr-marathon", "Je veux courir un marathon dans 3 semaines, je ne cours pas du tout", "Europe/Paris", /16 semaines.*22 jours/],
    ["en-books", "Read 100 books by next Friday", "Europe/London", /100 books.*300 hours/],
    ["en-weight", "Lose 10 kg in 2 weeks", "Europe/London", /10 kg.*kg a week/],
  ])("%s escalates with its numbers before asking how often", async (id, goal, zone, said) => {
    const { pause } = await start(id, goal, zone);
    expect(pause?.kind).toBe("escalation");
    expect(String(pause?.question)).toMatch(said);
    expect(((pause?.accepts ?? []) as string[]).filter((a) => /^\d+$/.test(a)).length).toBeGreaterThanOrEqual(2);
  });

  it("a problem is said with its numbers in the person's language, not a fixed sentence without them", async () => {
    const { pause } = await start("de-savings", "Ich will in 10 Monaten 2400 Euro sparen, jeden Monat 200 Euro überweisen", "Europe/Berlin");
    expect(pause?.kind).toBe("escalation");
    expect(String(pause?.question)).toMatch(/10 Überweisungen von 200 Euro.*2000 Euro.*400 Euro/);
  });

  it("picking a choice goes on to the question the plan still needs", async () => {
    const { config } = await start("fr-marathon-pick", "Je veux courir un marathon dans 3 semaines, je ne cours pas du tout", "Europe/Paris");
    await planner.graph.invoke(new Command({ resume: "1" }), config);
    const next = await pending(planner, config);
    expect(next?.kind).toBe("clarification");
  });
});
