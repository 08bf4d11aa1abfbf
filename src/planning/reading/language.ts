/**
 * Which supported language a goal or reply is written in: a script shortcut for Japanese and
 * Chinese (kana → ja; Han without kana → zh), otherwise the tinyld detector restricted to the
 * reader's languages (its heavy model: the normal one reads short English as Dutch).
 */
import { detect } from "tinyld/heavy";
import { READING_LANGUAGES, type ReadingLanguage } from "../../contracts/goal-reading.js";

const KANA = /[\u3040-\u30ff\u31f0-\u31ff]/u;
const HAN = /\p{Script=Han}/u;

export function detectLanguage(text: string, fallback: ReadingLanguage = "en"): ReadingLanguage {
  if (KANA.test(text)) return "ja";
  if (HAN.test(text)) return "zh";
  const found = detect(text, { only: [...READING_LANGUAGES] });
  return (READING_LANGUAGES as readonly string[]).includes(found) ? (found as ReadingLanguage) : fallback;
}
