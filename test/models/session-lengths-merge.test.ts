/**
 * `session_lengths` (lengths the person gave some days of their own) in the model reader's merge:
 * a model reading that carries them keeps them; the offline reading's value wins only where the
 * model contradicts words the offline reader read, or fails a check, or quotes nothing.
 *
 * Pure: mergeGoalReading with a fixed offline reading, as the reader calls it after the model's reply.
 */
import { describe, expect, it } from "vitest";
import type { DayLength, GoalReading, ReadingWindow } from "../../src/contracts/goal-reading.js";
import { checkEnv } from "../../src/models/reading/check-fields.js";
import { patternLabels } from "../../src/models/reading/labels.js";
import { mergeGoalReading } from "../../src/models/reading/merge-reading.js";
import { ModelGoalReading } from "../../src/models/reading/model-schema.js";
import { sampleReading } from "./helpers.js";

const TEXT = "Learn Spanish: 30 minutes on weekday evenings and an hour on Saturday mornings.";
const env = { ...checkEnv("2026-11-28"), text: TEXT, labels: patternLabels([]), allowProposals: true };
const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR"] as const;
const both: DayLength[] = [
  { days: [...WEEKDAYS], minutes: 30 },
  { days: ["SA"], minutes: 60 },
];
const modelWindows: ReadingWindow[] = [
  { days: [...WEEKDAYS], start: "17:00", end: "22:00" },
  { days: ["SA"], start: "06:00", end: "12:00" },
];

/** What today's offline reader reads of TEXT: 30 minutes as every session's length, weekday evenings only. */
const offlineToday = sampleReading({
  pattern: { type: "progressive_accumulation_arc", subtype: "language_learning", confidence: 0.9 },
  cadence: { count: 1, per: "day" },
  days: [...WEEKDAYS],
  windows: [{ days: null, start: "17:00", end: "22:00" }],
  session_minutes: 30,
  sources: { windows: "on weekday evenings", session_minutes: "30 minutes" },
});

/** An offline reader that reads the per-day lengths itself (from the same words). */
const offlineWithLengths = sampleReading({
  pattern: { type: "progressive_accumulation_arc", subtype: "language_learning", confidence: 0.9 },
  days: ["MO", "TU", "WE", "TH", "FR", "SA"],
  windows: modelWindows,
  session_lengths: both,
  sources: { windows: "weekday evenings", session_lengths: "30 minutes on weekday evenings and an hour on Saturday mornings" },
});

/** A competent model's reading of TEXT. */
function model(overrides: Record<string, unknown> = {}): ModelGoalReading {
  return ModelGoalReading.parse({
    language: "en",
    title: "Learn Spanish",
    pattern: { type: "progressive_accumulation_arc", subtype: "language_learning", confidence: 0.9 },
    days: ["MO", "TU", "WE", "TH", "FR", "SA"],
    windows: modelWindows,
    session_minutes: null,
    session_lengths: both,
    sources: {
      days: "weekday evenings and an hour on Saturday",
      windows: "on weekday evenings and an hour on Saturday mornings",
      session_lengths: "30 minutes on weekday evenings and an hour on Saturday mornings",
    },
    ...overrides,
  });
}

const merge = (offline: GoalReading, m: ModelGoalReading) => mergeGoalReading(offline, m, env);

describe("a model reading with session_lengths survives the merge", () => {
  it("against today's offline reader (no per-day lengths, 30 minutes for every session): the person's hour on Saturdays is kept", () => {
    const r = merge(offlineToday, model());
    expect(r.reading.session_lengths).toEqual(both);
    // "30 minutes" was said of weekday evenings only: the model put it there, not on every session.
    expect(r.reading.session_minutes).toBeNull();
    // The model read the Saturday-morning window from words beyond the offline reader's; the
    // offline reader's weekday-evening window is in it, so nothing it read is contradicted.
    expect(r.reading.windows).toEqual(modelWindows);
    expect(r.reading.days).toEqual(["MO", "TU", "WE", "TH", "FR", "SA"]);
    expect(r.fallbacks).toEqual([]);
    expect(r.reading.reader).toBe("model");
    expect(r.reading.sources.session_lengths).toBe("30 minutes on weekday evenings and an hour on Saturday mornings");
  });

  it("against an offline reader that read the same lengths: the same value, no fallback", () => {
    const r = merge(offlineWithLengths, model());
    expect(r.reading.session_lengths).toEqual(both);
    expect(r.fallbacks).toEqual([]);
  });

  it.each([
    [
      "a different length from the same words the offline reader read",
      offlineWithLengths,
      model({ session_lengths: [{ days: [...WEEKDAYS], minutes: 30 }, { days: ["SA"], minutes: 90 }] }),
      both,
      /contradicts what "30 minutes on weekday evenings and an hour on Saturday mornings" states/,
    ],
    ["no lengths where the offline reader read them", offlineWithLengths, model({ session_lengths: [], sources: { windows: "on weekday evenings and an hour on Saturday mornings" } }), both, /read nothing where the text states/],
    ["lengths without a quote", offlineToday, model({ sources: { windows: "on weekday evenings and an hour on Saturday mornings" } }), [], /quoted no words/],
    ["a quote the goal does not have", offlineToday, model({ sources: { session_lengths: "an hour on Sundays" } }), [], /not in the text: "an hour on Sundays"/],
    ["a length out of range", offlineToday, model({ session_lengths: [{ days: ["SA"], minutes: 900 }] }), [], /session minutes 900 is above 720/],
    ["a length for no day", offlineToday, model({ session_lengths: [{ days: [], minutes: 60 }] }), [], /names no day/],
  ] as const)("%s → the offline reader's", (_name, offline, m, expected, reason) => {
    const r = merge(offline, m);
    expect(r.reading.session_lengths).toEqual(expected);
    expect(r.fallbacks).toContain("session_lengths");
    expect(r.reasons.session_lengths).toMatch(reason);
  });

  it("a model that drops the 30 minutes without putting them anywhere has missed them: the offline length stands", () => {
    const r = merge(offlineToday, model({ session_lengths: [{ days: ["SA"], minutes: 60 }], sources: { session_lengths: "an hour on Saturday mornings", windows: "on weekday evenings and an hour on Saturday mornings", days: "weekday evenings and an hour on Saturday" } }));
    expect(r.reading.session_lengths).toEqual([{ days: ["SA"], minutes: 60 }]);
    expect(r.reading.session_minutes).toBe(30);
    expect(r.fallbacks).toEqual(["session_minutes"]);
  });

  it("a model that adds a window from the offline reader's own words only is not trusted over them", () => {
    const text = "Study every evening.";
    const offline = sampleReading({ windows: [{ days: null, start: "17:00", end: "22:00" }], sources: { windows: "every evening" } });
    const m = ModelGoalReading.parse({
      language: "en",
      title: "Study",
      pattern: { type: "milestone_project", subtype: "generic_project", confidence: 0.5 },
      windows: [{ start: "17:00", end: "22:00" }, { start: "06:00", end: "09:00" }],
      sources: { windows: "every evening" },
    });
    const r = mergeGoalReading(offline, m, { ...env, text });
    expect(r.reading.windows).toEqual([{ days: null, start: "17:00", end: "22:00" }]);
    expect(r.fallbacks).toEqual(["windows"]);
  });
});
