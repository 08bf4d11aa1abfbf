/**
 * List phrase classes (texts written for this test): a list after a colon that follows a date is
 * the deliverables; a later clause about the same activity that starts with its day ("and Sundays
 * the long run") names one more session day, a clause about another activity does not.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });

describe("list phrase classes", () => {
  beforeAll(() => void read("warm up"), 120_000);

  it.each<[string, string[]]>([
    ["Open my pottery studio by May 2: a kiln, shelves, a sign and an online booking form.", ["a kiln", "shelves", "a sign", "an online booking form"]],
    ["Bis zum 2. Mai für das Atelier: einen Brennofen, Regale und ein Schild.", ["einen Brennofen", "Regale", "ein Schild"]],
    ["Pour le 2 mai il me faut : un four, des étagères et une enseigne.", ["un four", "des étagères", "une enseigne"]],
    // What follows the colon is the person's own time and wishes, not a list of deliverables.
    ["Pass my citizenship test on March 3: I can study on weekday evenings, 30 minutes, and I want a practice quiz each week.", []],
    ["Klavierprüfung am 3. März: ich kann abends üben, und ich möchte vorher zwei Probedurchläufe.", []],
    ["Examen le 3 mars : je peux réviser le soir, et je veux deux examens blancs.", []],
    ["Examen el 3 de marzo: yo puedo estudiar por la tarde, y yo quiero dos simulacros.", []],
    ["Exame a 3 de março: eu posso estudar à noite, e eu quero dois simulados.", []],
    ["Examen op 3 maart: ik kan 's avonds leren, en ik wil twee proefexamens.", []],
    ["Driving test on March 3: I'm free on weekday evenings, and I'd like two practice drives.", []],
    // The same words as a deliverable are listed ("a kiln, shelves").
    ["Pour le 2 mai : un four, des étagères et je veux une enseigne.", []],
    ["Voor 2 mei: een oven, rekken en een bord.", ["een oven", "rekken", "een bord"]],
    // A clock time is no list colon.
    ["Meet the builder at 10:30 and the plumber.", []],
  ])("items: %s", (text, items) => {
    expect(read(text).items.map((i) => i.title)).toEqual(items);
  });

  it.each<[string, string[] | null]>([
    ["Ich schwimme montags und mittwochs 40 Bahnen und samstags die lange Schwimmeinheit.", ["MO", "WE", "SA"]],
    ["Je cours le lundi et le mercredi, et le samedi la longue course.", ["MO", "WE", "SA"]],
    ["I cycle on Mondays and Wednesdays, and on Saturdays the long ride.", ["MO", "WE", "SA"]],
    ["Corro los lunes y miércoles y los sábados la carrera larga.", ["MO", "WE", "SA"]],
    ["I swim on Mondays and Wednesdays and do the long swim on Saturdays.", ["MO", "WE", "SA"]],
    // Another activity on its own day stays out.
    ["Swim on Mondays and Wednesdays, and a yoga class on Saturdays.", ["MO", "WE"]],
    ["Ik fiets op maandag en woensdag en zaterdagochtend ga ik zwemmen.", ["MO", "WE"]],
  ])("days: %s", (text, days) => {
    expect(read(text).days).toEqual(days);
  });
});
