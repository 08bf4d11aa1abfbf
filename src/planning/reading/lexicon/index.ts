/** The lexicons the offline reader has, by language. A language is added by adding its file here. */
import type { ReadingLanguage } from "../../../contracts/goal-reading.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { it } from "./it.js";
import { ja } from "./ja.js";
import { nl } from "./nl.js";
import { pt } from "./pt.js";
import { zh } from "./zh.js";
import type { Lexicon } from "./lexicon.js";

export type { Lexicon } from "./lexicon.js";

export const LEXICONS: Partial<Record<ReadingLanguage, Lexicon>> = { en, de, fr, es, pt, nl, ja, zh, it };

/** The lexicon for a language; English when the language has none yet. */
export function lexiconFor(lang: string): Lexicon {
  return LEXICONS[lang as ReadingLanguage] ?? en;
}
