/**
 * Which supported language a goal or reply is written in: a script shortcut for Japanese and
 * Chinese (kana → ja; Han without kana → zh), otherwise the tinyld detector restricted to the
 * reader's languages (its heavy model: the normal one reads short English as Dutch), corrected by
 * the words the text shares with each lexicon. A character-statistics detector is unsure on short
 * text ("Correr 1000 km en 2027.", a German sentence read as Portuguese); the lexicons know each
 * language's weekday, month, unit, number and common function words, and a word that only one
 * language has counts most. Multi-word phrases of those lists count as well ("entre semana" is
 * Spanish, "durante a semana" Portuguese): their words alone are shared ("entre", "semana"), the
 * phrase is not.
 */
import { detectAll } from "tinyld/heavy";
import { READING_LANGUAGES, type ReadingLanguage } from "../../contracts/goal-reading.js";
import { LEXICONS } from "./lexicon/index.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { normalise } from "./phrases.js";

const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/u;
const HAN = /\p{Script=Han}/u;

/** How much the detector's probability (0..1) counts against one exclusive lexicon word. */
const DETECTOR_WEIGHT = 1.5;

const SPACED = READING_LANGUAGES.filter((l) => LEXICONS[l]?.spaced);

/** Every entry of a lexicon's word lists, as written. */
function entries(lex: Lexicon): string[] {
  return [
    ...(lex.commonWords ?? []),
    ...Object.keys(lex.weekdays),
    ...Object.keys(lex.months),
    ...Object.keys(lex.numbers),
    ...Object.keys(lex.units),
    ...Object.keys(lex.dayparts),
    ...Object.keys(lex.seasons),
    ...Object.keys(lex.dayGroups),
  ].map((w) => normalise(w));
}

/** The single words a lexicon knows (multi-word phrases and abbreviations with a dot are left out). */
function vocabulary(lex: Lexicon): Set<string> {
  return new Set(entries(lex).filter((w) => /^[\p{L}']+$/u.test(w) && [...w].length >= 2));
}

/** The multi-word phrases a lexicon knows ("entre semana", "fim de semana"), words joined by one blank. */
function phrasesOf(lex: Lexicon): Set<string> {
  return new Set(entries(lex).filter((w) => /^[\p{L}']+(?: [\p{L}']+)+$/u.test(w)));
}

let weights: Map<string, Map<ReadingLanguage, number>> | null = null;

/** word → language → weight (1 / how many languages know the word). */
function wordWeights(): Map<string, Map<ReadingLanguage, number>> {
  if (weights) return weights;
  const owners = new Map<string, ReadingLanguage[]>();
  for (const lang of SPACED) for (const w of vocabulary(LEXICONS[lang]!)) owners.set(w, [...(owners.get(w) ?? []), lang]);
  weights = new Map([...owners].map(([w, langs]) => [w, new Map(langs.map((l) => [l, 1 / langs.length] as const))]));
  return weights;
}

let phraseOwners: Map<string, ReadingLanguage> | null = null;

/** phrase → the one language whose lexicon has it (phrases two languages share tell nothing their words do not). */
function exclusivePhrases(): Map<string, ReadingLanguage> {
  if (phraseOwners) return phraseOwners;
  const owners = new Map<string, ReadingLanguage[]>();
  for (const lang of SPACED) for (const p of phrasesOf(LEXICONS[lang]!)) owners.set(p, [...(owners.get(p) ?? []), lang]);
  phraseOwners = new Map([...owners].filter(([, langs]) => langs.length === 1).map(([p, langs]) => [p, langs[0]!] as const));
  return phraseOwners;
}

/** Per language: the weighted count of the text's words its lexicon knows. */
export function lexiconEvidence(text: string): Map<ReadingLanguage, number> {
  const table = wordWeights();
  const out = new Map<ReadingLanguage, number>();
  const tokens = normalise(text).split(/[^\p{L}']+/u).filter(Boolean);
  for (const token of tokens) {
    const w = table.get(token) ?? table.get(token.replace(/^(?:l|d|j|qu|n|m|c|s)'/u, ""));
    if (!w) continue;
    for (const [lang, x] of w) out.set(lang, (out.get(lang) ?? 0) + x);
  }
  // An exclusive phrase counts once more, as one exclusive word would.
  const joined = ` ${tokens.join(" ")} `;
  for (const [phrase, lang] of exclusivePhrases()) {
    if (joined.includes(` ${phrase} `)) out.set(lang, (out.get(lang) ?? 0) + 1);
  }
  return out;
}

export function detectLanguage(text: string, fallback: ReadingLanguage = "en"): ReadingLanguage {
  if (KANA.test(text)) return "ja";
  if (HAN.test(text)) return "zh";
  const evidence = lexiconEvidence(text);
  const detector = new Map(detectAll(text, { only: [...READING_LANGUAGES] }).map((d) => [d.lang, d.accuracy] as const));
  let best: ReadingLanguage | null = null;
  let bestScore = 0;
  for (const lang of SPACED) {
    const score = (evidence.get(lang) ?? 0) + DETECTOR_WEIGHT * (detector.get(lang) ?? 0);
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best ?? fallback;
}
