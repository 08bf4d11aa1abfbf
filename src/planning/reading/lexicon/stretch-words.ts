/**
 * Words that make a stated clock range a stretch of the day to fit sessions in, not the session
 * itself: "between 7 and 9pm", "I'm free from 6 to 9", "zwischen 18 und 20 Uhr", "entre 19h et
 * 21h", "夜7時から9時の間", "晚上7点到9点之间". Without one, a range stated with no length is one
 * sitting ("every Monday and Wednesday from 7 to 8:30pm": that is when the person studies); see
 * extract-schedule.ts and statedRangeMinutes (src/planning/availability-from-reading.ts).
 *
 * `before`: within a few words before the range; `after`: right after it (ja/zh put it there).
 * Regex sources, matched on normalised lowercase text.
 */
import type { ReadingLanguage } from "../../../contracts/goal-reading.js";

export const STRETCH_WORDS: Record<ReadingLanguage, { before: string[]; after: string[] }> = {
  en: { before: ["between", "any ?time", "free", "available", "availability", "somewhere", "sometime", "whenever"], after: ["free", "available"] },
  de: { before: ["zwischen", "irgendwann", "frei", "verfügbar", "zeit habe", "zeit hab", "kann ich"], after: ["frei", "zeit"] },
  fr: { before: ["entre", "n'importe quand", "libre", "disponible", "dispo"], after: ["libre", "disponible"] },
  es: { before: ["entre", "cuando sea", "libre", "disponible"], after: ["libre", "disponible"] },
  pt: { before: ["entre", "livre", "disponível", "a qualquer hora"], after: ["livre", "disponível"] },
  nl: { before: ["tussen", "ergens", "vrij", "beschikbaar"], after: ["vrij", "beschikbaar"] },
  ja: { before: ["空いている", "空いてる"], after: ["の間", "の間に", "あいだ", "の空き", "が空いて", "は空いて"] },
  it: { before: ["tra", "fra", "libero", "libera", "disponibile", "a qualsiasi ora"], after: ["libero", "libera", "disponibile"] },
  zh: { before: ["有空", "空闲"], after: ["之间", "之間", "有空", "空闲"] },
};
