/**
 * A language level by a date (JLPT, HSK, TOPIK, CEFR and the certificates that name one, "fluent")
 * is held to the hours it usually takes (data/realism-limits.json): far short, the goal escalates
 * with its own numbers in the person's language and at least two alternatives the pipeline has
 * checked (a later date, more time per week, a lower level), instead of being planned. A build-up
 * goal (a language, strength, a company's reorganisation) due within a week is said to need weeks instead of
 * being planned as a handful of sessions. Goals written for this test, read by the offline reader.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { checkedFeasibilityChoices } from "../../src/planning/alternatives.js";
import { assessFeasibility } from "../../src/planning/feasibility.js";
import { levelsIn, targetAndCurrent } from "../../src/planning/language-levels.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";

const ZONE: Record<string, string> = { en: "Europe/London", de: "Europe/Berlin", fr: "Europe/Paris", es: "Europe/Madrid", pt: "Europe/Lisbon", nl: "Europe/Amsterdam", ja: "Asia/Tokyo", zh: "Asia/Shanghai" };

describe("levelsIn / targetAndCurrent", () => {
  it.each<[string, string | null, string | null]>([
    ["Apprendre le japonais niveau JLPT N4", "JLPT N4", null],
    ["Japanisch auf N4-Niveau lernen", "JLPT N4", null],
    ["12月までにJLPT N1に合格する", "JLPT N1", null],
    ["日本語能力試験2級に合格する", "JLPT N2", null],
    ["明年十二月前把日语学到N2", "JLPT N2", null],
    ["Pass HSK 4", "HSK 4", null],
    ["12月前通过HSK6", "HSK 6", null],
    ["考过汉语水平考试五级", "HSK 5", null],
    ["中国語でHSK5級を取る", "HSK 5", null],
    ["Passar no TOPIK 3", "TOPIK 3", null],
    ["韓国語能力試験4級に受かる", "TOPIK 4", null],
    ["Obtenir le DELF B2", "B2", null],
    ["Goethe-Zertifikat C1 bestehen", "C1", null],
    ["Pass the Cambridge CAE", "C1", null],
    ["Chegar ao nível B2 de inglês", "B2", null],
    ["Vloeiend Spaans spreken", "C1", null],
    ["Get from A2 to C1 in French", "C1", "A2"],
    ["Von N5 auf N3 kommen", "JLPT N3", "JLPT N5"],
    ["Learn Italian", null, null],
    ["Den Führerschein Klasse C1 machen", null, null],
  ])("%s → %s from %s", (text, target, current) => {
    const got = targetAndCurrent(null, null, text);
    expect(got?.target.label ?? null).toBe(target);
    expect(got?.current?.label ?? null).toBe(current);
  });

  it("the stated target and current level win over the title's", () => {
    expect(targetAndCurrent("JLPT N5", null, "Reach JLPT N4")?.target.label).toBe("JLPT N5");
    expect(targetAndCurrent(null, "B1", "German C1")?.current?.label).toBe("B1");
    expect(levelsIn("JLPT N4 (about A2)").map((l) => l.label)).toEqual(["JLPT N4", "A2"]);
  });
});

const NOW = "2026-11-28T09:00";

function assess(goal: string, lang: string, now = NOW) {
  const reading = readGoal(goal, { now, timezone: ZONE[lang]! });
  const input = { reading, availability: availabilityFromReading(reading), now, timezone: ZONE[lang]! };
  return { reading, report: assessFeasibility(input) };
}

describe("a language level far beyond the planned hours escalates, in the person's language", () => {
  beforeAll(() => void readGoal("warm up", { now: NOW, timezone: "UTC" }), 120_000);

  it.each<[string, string, RegExp]>([
    ["Apprendre le japonais niveau JLPT N4 d'ici décembre, 45 minutes par jour pendant la pause déjeuner en semaine", "fr", /JLPT N4 .*300 heures.*2026-12-31/],
    ["Pass HSK 4 by March, an hour a day", "en", /HSK 4 .*450 hours/],
    ["12月までにJLPT N1に合格する。毎日1時間勉強。", "ja", /JLPT N1に届くには.*900時間/],
    ["12月前通过HSK6,每天学习30分钟", "zh", /达到HSK 6.*1200小时/],
    ["Goethe-Zertifikat C1 bis Dezember, dreimal die Woche eine Stunde", "de", /C1 braucht meist etwa 800 Stunden/],
    ["Aprobar el DELE C1 hasta diciembre, 1 hora al día", "es", /Llegar a C1 .*800 horas/],
    ["Passar no TOPIK 3 até dezembro, 1 hora por dia", "pt", /Chegar a TOPIK 3 .*600 horas/],
    ["Voor eind december JLPT N2 halen, elke avond 45 minuten", "nl", /JLPT N2 halen kost .*600 uur/],
    ["Get to C1 in French by next December, 30 minutes a day", "en", /C1 .*800 hours/],
    ["Learn Spanish to B1 by Friday, an hour a day", "en", /B1 .*400 hours/],
  ])("%s", (goal, lang, said) => {
    const { reading, report } = assess(goal, lang);
    expect(report.code).toBe("UNREALISTIC_LANGUAGE_TARGET");
    expect(report.said).toMatch(said);
    // At least two ways out that plan when chosen; one of them a later date.
    const choices = checkedFeasibilityChoices(reading, report, { pattern: { pattern_type: reading.pattern.type, subtype: reading.pattern.subtype, variant: null, confidence: 1, introduced_by: "system", source_pattern: null, rfc: null }, now: NOW, timezone: ZONE[lang]! });
    expect(choices.length).toBeGreaterThanOrEqual(2);
    expect(choices.some((c) => typeof c.set.deadline === "string" && c.set.deadline > reading.deadline!)).toBe(true);
  }, 60_000);

  it.each<[string, string]>([
    // The date a person means for "décembre prochain" said in November leaves a year: N4 at 45 minutes a weekday is a plan.
    ["Apprendre le japonais niveau JLPT N4 d'ici décembre prochain, 45 minutes par jour pendant la pause déjeuner en semaine", "fr"],
    ["Reach JLPT N5 by next December, 30 minutes a day", "en"],
    // From the stated level: B2 to C1 is 200 hours, not 800.
    ["Get from B2 to C1 in French by next December, 30 minutes a day", "en"],
    // No date: nothing to fall short of.
    ["Reach HSK 6, 20 minutes a day", "en"],
  ])("plans: %s", (goal, lang) => {
    expect(assess(goal, lang).report.code).toBeNull();
  });

  it("a chosen lower level is checked as the target", () => {
    const { reading, report } = assess("Pass HSK 4 by March, an hour a day", "en");
    const lower = report.alternatives.find((a) => a.id === "smaller_target");
    expect(lower?.set.level?.target).toMatch(/^HSK [123]$/);
    const chosen = GoalReading.parse({ ...reading, level: lower!.set.level });
    expect(assessFeasibility({ reading: chosen, availability: availabilityFromReading(chosen), now: NOW, timezone: ZONE.en! }).code).toBeNull();
  });
});

describe("a build-up due within a week is not planned as a handful of sessions", () => {
  const reading = (over: Partial<GoalReadingInput>) => GoalReading.parse({ language: "en", title: "Goal", deadline: null, ...over });
  const check = (r: GoalReading) => assessFeasibility({ reading: r, availability: availabilityFromReading(r), now: NOW, timezone: "Europe/London" });
  const arc = (subtype: string) => ({ type: "progressive_accumulation_arc" as const, subtype, confidence: 0.9 });
  const daily = { count: 1, per: "day" as const, interval: 1, nth_weekday: null, month_day: null };

  it.each<[string, Partial<GoalReadingInput>, string | null]>([
    ["learn Italian by Friday", { title: "Learn Italian", pattern: arc("language_learning"), deadline: "2026-12-04", cadence: daily, session_minutes: 20 }, "TOO_SHORT_TO_BUILD_UP"],
    ["do 100 push-ups by Sunday, 20 minutes a day", { title: "Do 100 push-ups", pattern: arc("strength_building"), deadline: "2026-11-29", cadence: daily, session_minutes: 20 }, "TOO_SHORT_TO_BUILD_UP"],
    ["get stronger in five days", { title: "Get stronger", pattern: arc("strength_building"), deadline: "2026-12-03" }, "TOO_SHORT_TO_BUILD_UP"],
    ["reorganise the company into product teams by Friday", { title: "Reorganise the company into product teams", pattern: { type: "strategic_transformation", subtype: "org_restructure", confidence: 0.9 }, deadline: "2026-12-04" }, "TOO_SHORT_TO_BUILD_UP"],
    // A small skill, one system's migration: short pieces of work that plan.
    ["learn to juggle in 2 days", { title: "Learn to juggle", pattern: arc("skill_learning"), deadline: "2026-11-30", cadence: daily, session_minutes: 30 }, null],
    ["move billing to Stripe by Friday", { title: "Migrate the billing system to Stripe", pattern: { type: "strategic_transformation", subtype: "tech_migration", confidence: 0.9 }, deadline: "2026-12-04" }, null],
    // Two weeks and more is a (short) build-up in phases; an exam on a date is crammed for; a sized piece of work plans.
    ["learn Italian in three weeks", { title: "Learn Italian", pattern: arc("language_learning"), deadline: "2026-12-19", cadence: daily, session_minutes: 20 }, null],
    ["study for Friday's exam", { title: "Study for my exam", pattern: arc("exam_preparation"), deadline: "2026-12-04", cadence: daily, session_minutes: 60 }, null],
    ["Italian phrases, about 3 hours by Friday", { title: "Learn Italian phrases", pattern: arc("language_learning"), deadline: "2026-12-04", total_effort_minutes: 180 }, null],
    ["a habit for a week", { title: "Meditate", pattern: { type: "recurring_cycle", subtype: "habit_routine", confidence: 0.9 }, deadline: "2026-12-04", cadence: daily, session_minutes: 10 }, null],
  ])("%s", (_name, over, code) => {
    const r = reading(over);
    const report = check(r);
    expect(report.code).toBe(code);
    if (code) {
      const later = report.alternatives.filter((a) => a.id === "later_deadline").map((a) => a.set.deadline!);
      expect(later).toHaveLength(2);
      expect(later[0]! >= "2026-12-12" && later[1]! > later[0]!).toBe(true);
      // Every way out plans when chosen; with stated sessions, what fits before the date is one of them.
      const choices = checkedFeasibilityChoices(r, report, { pattern: { pattern_type: r.pattern.type, subtype: r.pattern.subtype, variant: null, confidence: 1, introduced_by: "system", source_pattern: null, rfc: null }, now: NOW, timezone: "Europe/London" });
      expect(choices).toHaveLength(report.alternatives.length);
      if (r.session_minutes !== null) expect(choices.find((c) => c.set.total_effort_minutes)?.label).toMatch(/^just the \d+ sessions of \d+ minutes before 2026-1[12]-\d\d, as a first step$/);
    }
  });

  it("one day left is one day", () => {
    const r = GoalReading.parse({ language: "es", title: "Aprender japonés", deadline: "2026-11-29", pattern: arc("language_learning"), cadence: daily, session_minutes: 30 });
    expect(check(r).said).toMatch(/queda 1 día:/);
  });

  it("says so in the person's language with the days left", () => {
    const r = GoalReading.parse({ language: "de", title: "Italienisch lernen", deadline: "2026-12-04", pattern: arc("language_learning"), cadence: daily, session_minutes: 20 });
    const report = check(r);
    expect(report.said).toMatch(/mindestens 4\).*2026-12-04.*6 Tage/);
    expect(report.alternatives.find((a) => a.id === "smaller_target")?.label).toMatch(/^nur die \d Einheiten à 20 Minuten bis 2026-12-04, als ersten Schritt$/);
  });
});
