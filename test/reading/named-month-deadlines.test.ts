/**
 * A month named as a deadline (texts written for this test; data/goals/README.md "A month named as
 * a deadline"): its first day, as the corpus reads "by June" — never a date a few days off. The
 * coming month starting within days is read to its end, this month to its end (or next year's when
 * only days of it are left), "next <month>" naming the month that starts within weeks is next year's,
 * "this <month>" this year's, "<month> of this year" a past date once it is over. Checked on several
 * days of the year, in all eight languages.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { monthDeadline } from "../../src/planning/reading/calendar.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";
import { summaryTitle } from "../../src/planning/outline/title.js";

const classifier: PatternClassifier = { classify: () => ({ type: "progressive_accumulation_arc", subtype: "language_learning", confidence: 1, ranked: [] }) };
const read = (text: string, now: string) => readGoal(text, { now: `${now}T09:00`, timezone: "Europe/Paris", classifier });

/** Days of the year the rule must hold on: the day before the month, weeks before, inside it, its last days, months before. */
const NOV28 = "2026-11-28";
const NOV02 = "2026-11-02";
const DEC10 = "2026-12-10";
const DEC28 = "2026-12-28";
const MAR15 = "2026-03-15";

describe("monthDeadline", () => {
  it.each<[string, number, "bare" | "next" | "this", number | null, string]>([
    // A bare month: its first day, unless it starts within days (its end) or is this month.
    [NOV28, 12, "bare", null, "2026-12-31"],
    [NOV02, 12, "bare", null, "2026-12-01"],
    [DEC10, 12, "bare", null, "2026-12-31"],
    [DEC28, 12, "bare", null, "2027-12-01"],
    [MAR15, 12, "bare", null, "2026-12-01"],
    [MAR15, 4, "bare", null, "2026-04-01"],
    ["2026-03-20", 4, "bare", null, "2026-04-30"],
    [MAR15, 2, "bare", null, "2027-02-01"],
    [DEC28, 1, "bare", null, "2027-01-31"],
    // "next <month>": this month, or the coming month of this year, is next year's.
    [NOV28, 12, "next", null, "2027-12-01"],
    [NOV02, 12, "next", null, "2027-12-01"],
    [DEC10, 12, "next", null, "2027-12-01"],
    [MAR15, 12, "next", null, "2026-12-01"],
    [MAR15, 4, "next", null, "2027-04-01"],
    [DEC28, 1, "next", null, "2027-01-31"],
    [NOV28, 3, "next", null, "2027-03-01"],
    // "this <month>": this month to its end, whatever is left of it.
    [DEC28, 12, "this", null, "2026-12-31"],
    [NOV28, 12, "this", null, "2026-12-31"],
    // A written year: that month, to its end when it is this one or starts within days.
    [NOV28, 12, "bare", 2026, "2026-12-31"],
    [NOV02, 11, "bare", 2026, "2026-11-30"],
    [NOV28, 12, "bare", 2027, "2027-12-01"],
  ])("on %s month %i (%s, year %s) → %s", (now, month, named, year, want) => {
    expect(monthDeadline(now, month, named, year)).toBe(want);
  });

  it("never gives a deadline before today or within a week of it, on any day of the year", () => {
    for (let d = new Date(Date.UTC(2026, 0, 1)); d < new Date(Date.UTC(2028, 0, 1)); d.setUTCDate(d.getUTCDate() + 1)) {
      const today = d.toISOString().slice(0, 10);
      for (let month = 1; month <= 12; month++)
        for (const named of ["bare", "next", "this"] as const) {
          const got = monthDeadline(today, month, named);
          const days = (Date.parse(got) - Date.parse(today)) / 86_400_000;
          expect(Number(got.slice(5, 7)), `${today} ${named} ${month}`).toBe(month);
          expect(days, `${today} ${named} ${month} → ${got}`).toBeGreaterThanOrEqual(named === "this" ? 0 : 13);
          expect(days).toBeLessThan(2 * 366);
        }
    }
  });
});

describe("a month named as a deadline, in the eight languages", () => {
  beforeAll(() => void read("warm up", NOV28), 120_000);

  it.each<[string, Record<string, string | null>]>([
    // "next <month>"
    ["Learn Spanish by next December", { [NOV28]: "2027-12-01", [NOV02]: "2027-12-01", [DEC28]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Practise the cello until next March", { [NOV28]: "2027-03-01", [MAR15]: "2027-03-01", [DEC28]: "2027-03-01" }],
    ["Spanisch lernen bis nächsten Dezember", { [NOV28]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Apprendre le japonais d'ici décembre prochain", { [NOV28]: "2027-12-01", [DEC10]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Aprender alemán para el próximo diciembre", { [NOV28]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Aprender alemão até dezembro que vem", { [NOV28]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Duits leren voor volgende december", { [NOV28]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Finish my thesis by next January", { [NOV28]: "2027-01-01", [DEC28]: "2027-01-31" }],
    // A bare month with a deadline word.
    ["Learn Spanish by December", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01", [DEC10]: "2026-12-31", [DEC28]: "2027-12-01", [MAR15]: "2026-12-01" }],
    ["Aprender inglés hasta diciembre", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01", [DEC28]: "2027-12-01" }],
    ["Aprender inglês até dezembro", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01" }],
    ["Nederlands leren tot december", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01" }],
    ["Bis Dezember 5 Kilo abnehmen", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01", [DEC28]: "2027-12-01" }],
    ["12月までに日本語を勉強する", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01", [DEC10]: "2026-12-31", [DEC28]: "2027-12-01" }],
    ["12月前学会游泳", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01", [DEC28]: "2027-12-01" }],
    // A year said with the month.
    ["明年十二月前学会游泳", { [NOV28]: "2027-12-01", [MAR15]: "2027-12-01" }],
    ["来年の12月までに日本語能力試験N3", { [NOV28]: "2027-12-01" }],
    ["Learn Spanish by this December", { [NOV28]: "2026-12-31", [DEC28]: "2026-12-31", [MAR15]: "2026-12-01" }],
    ["今年の12月までに日本語を勉強する", { [NOV28]: "2026-12-31", [DEC28]: "2026-12-31" }],
    ["今年十二月前学会游泳", { [NOV28]: "2026-12-31" }],
    ["Learn Spanish by December 2026", { [NOV28]: "2026-12-31", [NOV02]: "2026-12-01" }],
    // A named month with its day is that date.
    ["来年5月22日に結婚式の二次会をやる", { [NOV28]: "2027-05-22" }],
    ["Finish the quilt by next March 14", { [NOV28]: "2027-03-14" }],
    // A month of this year that is over has passed.
    ["Bis März dieses Jahres 5 Kilo abnehmen", { [NOV28]: null, [MAR15]: "2026-03-31" }],
    ["今年の3月までに日本語を勉強する", { [NOV28]: null, [MAR15]: "2026-03-31" }],
    // The end of a named month.
    ["Finish the report by the end of next March", { [NOV28]: "2027-03-31", [MAR15]: "2027-03-31" }],
    ["Finir le rapport fin décembre prochain", { [NOV28]: "2027-12-31", [MAR15]: "2026-12-31" }],
    ["Terminar el informe a finales del próximo diciembre", { [NOV28]: "2027-12-31" }],
    ["Terminar o relatório no fim do próximo dezembro", { [NOV28]: "2027-12-31" }],
    ["Bericht bis Ende nächsten Dezember fertig", { [NOV28]: "2027-12-31" }],
    // Two digits after a month and before a word are a length, not the year 2020.
    ["Aprender chino para el próximo diciembre, 20 minutos al día", { [NOV28]: "2027-12-01" }],
    ["Aprender chino hasta diciembre, 20 minutos al día", { [NOV28]: "2026-12-31" }],
  ])("%s", (goal, byDay) => {
    for (const [now, want] of Object.entries(byDay)) {
      const r = read(goal, now);
      expect(r.deadline, `on ${now}`).toBe(want);
      if (want === null) expect(r.issues.map((i) => i.code)).toContain("PAST_DATE");
    }
  });

  it("a length after a date and a comma is no part of it ('até sexta, 20 minutos' is Friday, not Friday 20:00)", () => {
    for (const [goal, want] of [
      ["Aprender italiano até sexta, 20 minutos por dia", "2026-12-04"],
      ["Aprender chino hasta diciembre, 20 minutos al día", "2026-12-31"],
      ["Learn Italian by Friday, 20 minutes a day", "2026-12-04"],
    ] as const) {
      const r = read(goal, NOV28);
      expect(r.deadline, goal).toBe(want);
      expect(r.sources.deadline, goal).not.toMatch(/20/);
    }
  });

  it("a named month after a start cue is when it starts", () => {
    expect(read("Ab nächsten Januar dreimal pro Woche laufen", NOV28)).toMatchObject({ start: "2027-01-01", deadline: null });
    expect(read("À partir de janvier prochain, courir 3 fois par semaine", NOV28)).toMatchObject({ start: "2027-01-01", deadline: null });
  });

  it("the words that say which month go out of the title with it", () => {
    const title = (goal: string) => summaryTitle(read(goal, NOV28), "Goal", 60);
    expect(title("Apprendre le japonais niveau JLPT N4 d'ici décembre prochain, 45 minutes par jour pendant la pause déjeuner en semaine")).toBe("Apprendre le japonais niveau JLPT N4");
    expect(title("Passar no TOPIK 3 até dezembro que vem, 1 hora por dia")).toBe("Passar no TOPIK 3");
    expect(title("Reach JLPT N3 by next December, 30 minutes every evening")).toBe("Reach JLPT N3");
    expect(title("Voor volgende december JLPT N2 halen, elke avond 45 minuten")).toBe("JLPT N2 halen");
    expect(title("明年十二月前把日语学到N2,每天一小时")).toBe("把日语学到N2");
    // The week or month a CJK date belongs to, and "之前", go with it too.
    expect(title("来週の金曜までに韓国語を覚える、毎日30分")).toBe("韓国語を覚える");
    expect(title("下周五之前学会法语,每天一小时")).toBe("学会法语");
    // A model reader that took only the month ("décembre") leaves no "prochain" either.
    expect(summaryTitle({ title: "Apprendre le japonais niveau JLPT N4 d'ici décembre prochain", sources: { deadline: "décembre" } }, "Goal")).toBe("Apprendre le japonais niveau JLPT N4");
    expect(summaryTitle({ title: "Aprender chino para el próximo diciembre", sources: { deadline: "diciembre" } }, "Goal")).toBe("Aprender chino");
    expect(summaryTitle({ title: "Decide what comes next by December", sources: { deadline: "december" } }, "Goal")).toBe("Decide what comes next");
  });
});
