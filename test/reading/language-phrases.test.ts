/**
 * Language detection counts multi-word lexicon phrases only one language has: "entre semana" is
 * Spanish ("durante a semana" in Portuguese), "nos fins de semana" Portuguese, although each of
 * their words is shared and the character statistics lean the other way on short text.
 */
import { describe, expect, it } from "vitest";
import type { ReadingLanguage } from "../../src/contracts/goal-reading.js";
import { detectLanguage, lexiconEvidence } from "../../src/planning/reading/language.js";

describe("language detection with exclusive phrases", () => {
  it.each([
    ["Beber como máximo 2 cervezas entre semana", "es"],
    ["Beber como máximo 2 cervezas entre semana.", "es"],
    ["Diminuir a cerveja, só nos fins de semana.", "pt"],
    // Unchanged neighbours: the phrase evidence does not pull these away.
    ["Beber no máximo 2 cervejas durante a semana", "pt"],
    ["Correr 5 km todos los fines de semana.", "es"],
    ["Quero correr três vezes por semana até junho.", "pt"],
    ["Quiero ahorrar dinero hasta el 30 de junio.", "es"],
  ])("%s → %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it.each<[string, ReadingLanguage, ReadingLanguage]>([
    ["entre semana", "es", "pt"],
    ["durante a semana", "pt", "es"],
  ])("the phrase %s is evidence for %s over %s", (text, lang, other) => {
    const evidence = lexiconEvidence(text);
    expect(evidence.get(lang) ?? 0).toBeGreaterThan(evidence.get(other) ?? 0);
  });
});
