/**
 * execAll (src/planning/reading/phrases.ts) runs a cached global regex over a text the way
 * String.prototype.matchAll does, without the copy matchAll makes (a copy is compiled again after
 * V8 empties its compilation cache). Same matches, same positions and groups, empty matches
 * stepped over by a whole code point in Unicode mode, and the regex left reusable.
 */
import { describe, expect, it } from "vitest";
import { compile, execAll } from "../../src/planning/reading/phrases.js";
import { lexiconFor } from "../../src/planning/reading/lexicon/index.js";

const view = (ms: Iterable<RegExpMatchArray>) => [...ms].map((m) => ({ at: m.index, text: m[0], groups: { ...(m.groups ?? {}) } }));

describe("execAll", () => {
  const cases: Array<[RegExp, string]> = [
    [/(?<d>\d+)/g, "3 runs, 12 km and 400 m"],
    [/x*/g, "axbxxc"],
    [/x*/gu, "a😀x😀😀xx"],
    [/(?:)/gu, "é😀ß"],
    [/\b\w/giu, "Every Monday and Thursday"],
    [/nothing/g, "no match here"],
  ];

  it.each(cases)("gives what matchAll gives: %s on %j", (re, text) => {
    expect(view(execAll(re, text))).toEqual(view(text.matchAll(new RegExp(re.source, re.flags))));
    expect(re.lastIndex).toBe(0);
  });

  it("gives what matchAll gives for a lexicon's phrase patterns, and the regex can run again", () => {
    const lex = lexiconFor("en");
    const text = "every monday and thursday from 7pm, 3 times a week until 15 december; not on sundays";
    for (const template of ["{DAYS}", "(?:every|each) {DAYS}", "from {TIME}", "{N} times a week"]) {
      const { re } = compile(lex, template);
      const expected = view(text.matchAll(new RegExp(re.source, re.flags)));
      expect(view(execAll(re, text))).toEqual(expected);
      expect(view(execAll(re, text))).toEqual(expected);
    }
  });
});
