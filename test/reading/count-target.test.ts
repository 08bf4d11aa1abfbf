/**
 * The total a count goal names becomes the reading's level.target, which the count-target template
 * paces ("3 of 12 books"); a rhythm, a length, a date, a year or a time is no total. Texts written
 * for this test; the classifier is pinned to count_target so only the total is under test (and a
 * goal of another kind gets no total at all).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-28T09:00", timezone: "Europe/Paris" };
const as = (subtype: string): PatternClassifier => ({ classify: () => ({ type: "progressive_accumulation_arc", subtype, confidence: 1, ranked: [] }) });
const target = (text: string, subtype = "count_target") => readGoal(text, { ...clock, classifier: as(subtype) }).level.target;

describe("a count goal's total", () => {
  beforeAll(() => void target("warm up"), 120_000);

  it.each<[string, string | null]>([
    ["Read 24 books this year", "24 books"],
    ["Read twelve books in 2027", "12 books"],
    ["I want to read 20 pages every night before bed and finish 12 books by the end of next year", "12 books"],
    ["Draw 100 sketches by 12 June", "100 sketches"],
    ["Watch 50 classic films, 2 a week", "50 classic films"],
    ["Read 30 books in 2027, about 3 a month", "30 books"],
    ["Run 3 times a week and read 10 books", "10 books"],
    ["Read 20 pages a day", null],
    ["Read 30 minutes every evening until June", null],
    ["Finish my reading list by 15 March at 8 pm", null],
    ["Lire 20 livres d'ici fin 2027", "20 livres"],
    ["Dieses Jahr 30 Bücher lesen, jeden Abend 20 Minuten", "30 bücher"],
    ["Leer 15 libros antes de diciembre", "15 libros"],
    ["本を12冊読む", "12冊"],
    ["今年读20本书", "20本"],
  ])("%s → %s", (text, expected) => {
    expect(target(text)).toBe(expected);
  });

  it("a goal of another kind has no total read", () => {
    expect(target("Read 24 books this year", "skill_learning")).toBeNull();
  });
});
