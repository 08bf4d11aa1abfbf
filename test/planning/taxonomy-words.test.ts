/**
 * The subtype's default steps and set-up step (data/taxonomy.json) are titles a person reads in
 * their plan: every language the outline speaks has them (they were English for nl, pt, ja and zh:
 * "Review the budget and fix the amount" in a Portuguese savings plan), as many as the English ones.
 */
import { describe, expect, it } from "vitest";
import { SEED_TAXONOMY } from "../../src/planning/patterns.js";
import { OUTLINE_LANGUAGES } from "../../src/planning/outline/words.js";

const subtypes = Object.values(SEED_TAXONOMY.patterns).flatMap((p) => Object.entries(p.subtypes));

describe("default steps in every outline language", () => {
  it.each(subtypes.filter(([, s]) => s.steps || s.setup).map(([name, s]) => [name, s] as const))("%s", (_name, s) => {
    for (const lang of OUTLINE_LANGUAGES.filter((l) => l !== "en")) {
      const own = s.i18n[lang];
      expect(own, lang).toBeDefined();
      if (s.steps) expect(own!.steps?.length, `${lang} steps`).toBe(s.steps.length);
      if (s.setup) expect(own!.setup, `${lang} setup`).toBeTruthy();
    }
  });
});
