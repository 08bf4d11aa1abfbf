/**
 * A clock range the person states with no length is the session itself (`windows_are_sessions`): "every
 * Monday and Wednesday from 7 to 8:30pm". Words that make it a stretch to fit sessions in
 * ("between 7 and 9", "I'm free from 6 to 9", "7時から9時の間") leave it unmarked, and so does a
 * daypart with no range. A reply that moves a sitting keeps it one. Texts written for this test.
 */
import { describe, expect, it } from "vitest";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import type { PatternClassifier } from "../../src/planning/reading/pattern-classifier.js";

const clock = { now: "2026-11-16T09:00", timezone: "Europe/Paris" };
const classifier: PatternClassifier = { classify: () => ({ type: "recurring_cycle", subtype: "habit_routine", confidence: 1, ranked: [] }) };
const read = (text: string) => readGoal(text, { ...clock, classifier });
/** The windows, each marked " sitting" when the reading says the windows are the sessions themselves. */
const marks = (text: string) => {
  const r = read(text);
  return r.windows.map((w) => `${w.start}-${w.end}${r.windows_are_sessions ? " sitting" : ""}`);
};

describe("a stated range is a sitting unless words make it a stretch", () => {
  it.each<[string, string[]]>([
    ["Study Spanish every Monday and Wednesday from 7 to 8:30pm.", ["19:00-20:30 sitting"]],
    ["Paint on Saturday mornings, 9 to 12.", ["09:00-12:00 sitting"]],
    ["Klavier üben, dienstags und donnerstags von 18 bis 19 Uhr.", ["18:00-19:00 sitting"]],
    ["Faire du yoga le mardi de 18h à 19h.", ["18:00-19:00 sitting"]],
    ["Estudiar inglés los lunes de 19:00 a 20:30.", ["19:00-20:30 sitting"]],
    ["Elke maandag van 19:00 tot 20:30 Spaans studeren.", ["19:00-20:30 sitting"]],
    ["Correr às terças das 7h às 8h.", ["07:00-08:00 sitting"]],
    ["毎週土曜日の朝9時から11時まで絵を描く。", ["09:00-11:00 sitting"]],
    ["每周六上午9点到11点画画。", ["09:00-11:00 sitting"]],
    // A stretch to fit sessions in.
    ["Study Spanish every Monday and Wednesday between 7 and 9pm, 45 minutes.", ["19:00-21:00"]],
    ["Study Spanish on Mondays, I'm free from 6 to 9pm.", ["18:00-21:00"]],
    ["Spanisch lernen, montags zwischen 18 und 21 Uhr.", ["18:00-21:00"]],
    ["Faire du yoga le mardi entre 18h et 21h.", ["18:00-21:00"]],
    ["Elke maandag tussen 19:00 en 21:00 Spaans studeren.", ["19:00-21:00"]],
    ["毎週月曜日、夜7時から9時の間にスペイン語を勉強する。", ["19:00-21:00"]],
    ["每周一晚上7点到9点之间学西班牙语。", ["19:00-21:00"]],
    // A daypart alone is a stretch.
    ["Study Spanish on Monday evenings.", ["17:00-22:00"]],
  ])("%s", (text, expected) => {
    expect(marks(text)).toEqual(expected);
  });

  it("a reply's own range is a sitting the same way; a stretch in a reply is not", () => {
    const base = read("Study Spanish every Monday and Wednesday from 7 to 8:30pm.");
    const show = (text: string) => {
      const d = readReply(text, base, clock);
      const sessions = d.set.windows_are_sessions ?? base.windows_are_sessions;
      return d.set.windows?.map((w) => `${w.start}-${w.end}${sessions ? " sitting" : ""}`);
    };
    expect(show("Make it 8 to 9:30pm instead.")).toEqual(["20:00-21:30 sitting"]);
    expect(show("Make it between 8 and 10pm instead.")).toEqual(["20:00-22:00"]);
  });

  it("'an hour later' moves the sessions, keeps them sessions, and is not also refused as a deadline to move", () => {
    const base = read("Study Spanish every Monday and Wednesday from 7 to 8:30pm.");
    const d = readReply("Can we start an hour later?", base, clock);
    expect(d.set.windows).toEqual([{ days: null, start: "20:00", end: "21:30" }]);
    expect(d.set.windows_are_sessions).toBeUndefined();
    expect(d.parts.map((p) => p.status)).toEqual(["applied"]);
  });
});
