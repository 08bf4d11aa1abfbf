/**
 * A proposal, when one is still right (a goal like no other), is named from what the goal is
 * about: never from its deadline, schedule or amount words ("by February 1st", "every Sunday",
 * "twice a month", "12 colleagues"), never with a broken fragment like "February st", in the
 * person's own words and script.
 */
import { describe, expect, it } from "vitest";
import { lexiconFor } from "../../src/planning/reading/lexicon/index.js";
import { proposalFor, readGoal } from "../../src/planning/reading/read-goal.js";

const NOW = "2026-11-28T10:00:00Z";

/** [goal, zone, label, name]: what the goal is about, without its deadline, schedule or amounts. */
const NAMED: [string, string, string, string][] = [
  ["Quit smoking by February 1st", "Europe/London", "Quit smoking", "quit_smoking"],
  ["Call my grandmother every Sunday", "Europe/London", "Call my grandmother", "call_my_grandmother"],
  ["Volunteer at the food bank twice a month", "Europe/London", "Volunteer at the food bank", "volunteer_at_the_food"],
  ["Write a thank-you note to each of my 12 colleagues before Christmas", "Europe/London", "Write a thank-you note to each of my colleagues", "write_a_thank_you"],
  ["Get my pilot's licence by the 3rd of May", "Europe/London", "Get my pilot's licence", "get_my_pilots_licence"],
  ["Restore the old grandfather clock every Saturday morning", "Europe/London", "Restore the old grandfather clock", "restore_the_old_grandfather"],
  ["Bis zum 1. März Imker werden", "Europe/Berlin", "Imker werden", "imker_werden"],
  ["Devenir apiculteur d'ici le 1er juin", "Europe/Paris", "Devenir apiculteur", "devenir_apiculteur"],
  ["Aprender cetrería antes del 1 de junio", "Europe/Madrid", "Aprender cetrería", "aprender_cetreria"],
  ["Virar apicultor até 1º de junho", "America/Sao_Paulo", "Virar apicultor", "virar_apicultor"],
  ["Imker worden voor 1 juni", "Europe/Amsterdam", "Imker worden", "imker_worden"],
  ["6月1日までに養蜂家になる", "Asia/Tokyo", "養蜂家になる", "養蜂家になる"],
  ["毎週日曜日に祖母に電話する", "Asia/Tokyo", "祖母に電話する", "祖母に電話する"],
  ["每周六上午修复老爷钟", "Asia/Shanghai", "修复老爷钟", "修复老爷钟"],
];

describe("a proposed kind is named from what the goal is about", () => {
  it.each(NAMED)("%s → %s", (goal, zone, label, name) => {
    const r = readGoal(goal, { timezone: zone, now: NOW });
    // Named the same whichever kind the classifier leans to: the words come from the goal and what the reader took from it.
    const p = proposalFor(r.title, r.pattern.type, r.sources, lexiconFor(r.language));
    expect(p).toEqual({ label, name });
    expect(p.label).not.toMatch(/\d|(?<![\p{L}])(?:st|nd|rd|th|er)(?![\p{L}])/u);
  });
  it("no two new kinds in Japanese or Chinese share one name", () => {
    const a = proposalFor("養蜂家になる", "milestone_project");
    const b = proposalFor("パイロットの免許を取る", "milestone_project");
    expect(a.name).not.toBe(b.name);
    expect(a.name).not.toMatch(/^new_/);
  });
  it("a number the reader did not take as a date still never names a kind, nor its ordinal's ending", () => {
    const p = proposalFor("Quit smoking by February 1st", "milestone_project", {}, lexiconFor("en"));
    expect(p.label).not.toMatch(/\d|(?<![\p{L}])st(?![\p{L}])/u);
    expect(p.name).not.toMatch(/\d|_st(?:_|$)/u);
  });
  it("a goal like no other is still proposed, named from its topic", () => {
    const r = readGoal("Become a licensed beekeeper by June 1st", { timezone: "Europe/London", now: NOW });
    expect(r.pattern.proposal).toEqual({ name: "become_a_licensed_beekeeper", label: "Become a licensed beekeeper" });
  });
});
