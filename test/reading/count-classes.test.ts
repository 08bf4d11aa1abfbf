/**
 * Stated counts of a named deliverable (texts written for this test), in every language, with
 * number words and digits: "two mock tests" is 2 × mock_exam; a rhythm ("two mock exams a month")
 * and an article ("a mock exam every Saturday") are no total. Today is 2026-11-16.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "progressive_accumulation_arc", subtype: "exam_preparation", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });
const counts = (text: string) => read(text).counts.map((c) => `${c.count} ${c.kind} ${c.what}`);

describe("stated counts", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, string[]]>([
    ["I want to do two mock tests before the exam on March 10.", ["2 mock_exam mock tests"]],
    ["Take 5 practice exams before my CPA exam in April.", ["5 mock_exam practice exams"]],
    ["Write 3 chapters of my novel by June.", ["3 chapter chapters"]],
    ["Apply to 20 jobs before the end of January.", ["20 job_application jobs"]],
    ["Vor der Prüfung am 10. März möchte ich zwei Probeprüfungen schreiben.", ["2 mock_exam probeprüfungen"]],
    ["Bis Ende Januar auf 15 Stellen bewerben.", ["15 job_application stellen"]],
    ["Je veux faire trois examens blancs avant le bac le 15 juin.", ["3 mock_exam examens blancs"]],
    ["Postuler à 10 offres avant fin février.", ["10 job_application offres"]],
    ["Quiero hacer cuatro simulacros antes del examen del 20 de mayo.", ["4 mock_exam simulacros"]],
    ["Enviar 12 solicitudes antes de marzo.", ["12 job_application solicitudes"]],
    ["Fazer 3 simulados antes do ENEM em novembro.", ["3 mock_exam simulados"]],
    ["Escrever cinco capítulos até julho.", ["5 chapter capítulos"]],
    ["Ik wil twee proefexamens doen voor het examen op 12 april.", ["2 mock_exam proefexamens"]],
    ["Voor februari op 8 vacatures solliciteren.", ["8 job_application vacatures"]],
    ["3月の試験までに模試を2回受ける。", ["2 mock_exam 模試"]],
    ["年内に10社に応募する。", ["10 job_application 応募"]],
    ["考试前做三次模拟考试。", ["3 mock_exam 模拟考试"]],
    ["年底前写完5章。", ["5 chapter 章"]],
    // A rhythm or an article is no total.
    ["Do a mock exam every Saturday until the exam.", []],
    ["Two mock exams a month until the bar exam.", []],
    ["Jede Woche eine Probeklausur bis zur Prüfung.", []],
  ])("%s", (text, want) => {
    expect(counts(text)).toEqual(want);
  });
});
