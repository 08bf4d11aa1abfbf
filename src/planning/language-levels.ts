/**
 * Language levels a goal names, on the scale each belongs to — CEFR (A1–C2, "fluent", certificates
 * that certify one: DELF B2, Goethe-Zertifikat C1, Cambridge Advanced), JLPT (N5–N1), HSK (1–6),
 * TOPIK (1–6) — and the study hours each usually takes from zero (data/realism-limits.json, with
 * sources). Pure; the feasibility check holds a language goal's planned hours to them.
 */
import limitsJson from "../../data/realism-limits.json" with { type: "json" };

const L = limitsJson.language_learning;

export type LevelScale = "cefr" | "jlpt" | "hsk" | "topik";

export interface LanguageLevel {
  scale: LevelScale;
  /** The level on its scale: "B2", "N4", "4". */
  level: string;
  /** Position on the scale, lowest 0. */
  rank: number;
  /** How the level is named to the person: "B2", "JLPT N4", "HSK 4", "TOPIK 3". */
  label: string;
}

const CEFR = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
const SCALE_LEVELS: Record<LevelScale, readonly string[]> = {
  cefr: CEFR,
  jlpt: ["N5", "N4", "N3", "N2", "N1"],
  hsk: ["1", "2", "3", "4", "5", "6"],
  topik: ["1", "2", "3", "4", "5", "6"],
};
const LABEL: Record<LevelScale, (l: string) => string> = { cefr: (l) => l, jlpt: (l) => `JLPT ${l}`, hsk: (l) => `HSK ${l}`, topik: (l) => `TOPIK ${l}` };

export function levelOf(scale: LevelScale, level: string): LanguageLevel | null {
  const rank = SCALE_LEVELS[scale].indexOf(level);
  return rank < 0 ? null : { scale, level, rank, label: LABEL[scale](level) };
}

/** Every level of a scale, lowest first. */
export function scaleLevels(scale: LevelScale): LanguageLevel[] {
  return SCALE_LEVELS[scale].map((l) => levelOf(scale, l)!);
}

const CJK_DIGIT: Record<string, string> = { 一: "1", 二: "2", 三: "3", 四: "4", 五: "5", 六: "6" };
const digit = (d: string) => CJK_DIGIT[d] ?? d;
const LEVEL_WORD = "(?:level|niveau|nivel|nível|stufe|級|级|급)?";

/** Level phrases per scale; group 1 is the level. ASCII-only boundaries: "B2レベル", "达到B2" are levels too. */
const PATTERNS: { scale: LevelScale; re: RegExp; map?: (s: string) => string | null }[] = [
  { scale: "jlpt", re: /(?<![A-Za-z0-9])N([1-5])(?![0-9])/g },
  { scale: "jlpt", re: /jlpt\s*[-‐]?\s*n\s*([1-5])(?![0-9])/gi },
  // The levels before 2010 ("日本語能力試験2級"): 1 and 2 are N1 and N2, 3 is N4, 4 is N5.
  { scale: "jlpt", re: /(?:日本語|日语|日語|(?<!\p{Script=Han}))能力(?:試験|考试|考試)\s*([1-4一二三四])\s*[級级]/gu, map: (d) => ({ "1": "N1", "2": "N2", "3": "N4", "4": "N5" })[digit(d)] ?? null },
  { scale: "hsk", re: new RegExp(`hsk\\s*[-‐]?\\s*${LEVEL_WORD}\\s*([1-6一二三四五六])(?![0-9])`, "gi") },
  { scale: "hsk", re: /汉语水平考试\s*([1-6一二三四五六])\s*[级級]|漢語水平考試\s*([1-6一二三四五六])\s*[级級]/g },
  { scale: "topik", re: new RegExp(`topik\\s*(?:i{1,2}\\s*)?[-‐]?\\s*${LEVEL_WORD}\\s*([1-6])(?![0-9])`, "gi") },
  { scale: "topik", re: /(?:토픽\s*|(?:韓国語|韩语|韓語|韩国语|韓國語)能力(?:試験|考试|考試)\s*)([1-6一二三四五六])\s*[級级급]/g },
  { scale: "cefr", re: /(?<![A-Za-z0-9])([ABC][12])(?![0-9])/gi },
];

/** Words that make "C1"/"B2" a driving licence class, not a language level. */
const NOT_LANGUAGE = /führerschein|fahrerlaubnis|driving|driver'?s licen[cs]e|permis de conduire|carnet de conducir|carta de condução|carteira de motorista|rijbewijs|運転免許|驾照|駕照/i;

const FLUENT = /\b(fluent|fluently|fluency|fließend|fliessend|courant|couramment|fluide|fluido|fluida|fluente|vloeiend)\b|流利|流暢|流畅|ペラペラ|ぺらぺら/i;
const CERTIFICATES = Object.entries(L.exam_cefr as Record<string, string>);

/** The language levels a text names, in the order it names them. */
export function levelsIn(text: string): LanguageLevel[] {
  if (!text || NOT_LANGUAGE.test(text)) return [];
  const found: { at: number; level: LanguageLevel }[] = [];
  for (const p of PATTERNS) {
    // A lowercase "n4" only next to "jlpt" (the second pattern): alone it may be anything.
    for (const m of text.matchAll(p.re)) {
      const raw = m.slice(1).find((g) => g !== undefined);
      if (!raw) continue;
      const value = p.map ? p.map(raw) : p.scale === "jlpt" ? `N${raw}` : p.scale === "cefr" ? raw.toUpperCase() : digit(raw);
      const level = value ? levelOf(p.scale, value) : null;
      if (level && !found.some((f) => f.at === m.index && f.level.scale === level.scale)) found.push({ at: m.index, level });
    }
  }
  for (const [name, cefr] of CERTIFICATES)
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, "giu"))) {
      // "Goethe-Zertifikat C1" names its level itself.
      if (!found.some((f) => f.level.scale === "cefr" && Math.abs(f.at - m.index) < 30)) found.push({ at: m.index, level: levelOf("cefr", cefr)! });
    }
  const fluent = FLUENT.exec(text);
  if (fluent && !found.length) found.push({ at: fluent.index, level: levelOf("cefr", L.fluent_level)! });
  // The same place read by two patterns ("JLPT N4" as "N4" and "jlpt n4") counts once.
  return found
    .sort((a, b) => a.at - b.at)
    .filter((f, i, all) => !all.slice(0, i).some((g) => g.level.scale === f.level.scale && g.level.level === f.level.level && Math.abs(g.at - f.at) < 8))
    .map((f) => f.level);
}

/**
 * The level a goal aims at and the one it starts from: the target the reading states (or a chosen
 * alternative set) wins; else the highest level the text names. The start is the stated current
 * level, else a lower level of the same scale the text also names ("from A2 to C1", "von N5 auf
 * N3"), else none (from zero).
 */
export function targetAndCurrent(target: string | null, current: string | null, text: string): { target: LanguageLevel; current: LanguageLevel | null } | null {
  const named = levelsIn(text);
  const stated = levelsIn(target ?? "");
  const to = stated.length ? stated.reduce((a, b) => (b.rank > a.rank && b.scale === a.scale ? b : a)) : named.length ? highest(named) : null;
  if (!to) return null;
  const same = (ls: LanguageLevel[]) => ls.filter((l) => l.scale === to.scale && l.rank < to.rank);
  const fromStated = same(levelsIn(current ?? ""));
  const fromText = same(named);
  const from = fromStated.length ? highest(fromStated) : fromText.length ? fromText.reduce((a, b) => (b.rank < a.rank ? b : a)) : null;
  return { target: to, current: from };
}

function highest(ls: LanguageLevel[]): LanguageLevel {
  // An exam's own scale wins over CEFR ("JLPT N4 (about A2)" is a JLPT goal).
  const scale = (["jlpt", "hsk", "topik", "cefr"] as const).find((s) => ls.some((l) => l.scale === s))!;
  return ls.filter((l) => l.scale === scale).reduce((a, b) => (b.rank > a.rank ? b : a));
}

/** Hours of study from zero to a level; CEFR hours grow by `hardFactor` for a hard language (the exam scales are their language's own). */
export function levelHours(l: LanguageLevel, hardFactor: number): number {
  if (l.scale === "cefr") return (L.cefr_hours as Record<string, number>)[l.level]! * hardFactor;
  return (L.exam_scales[l.scale].levels as Record<string, number>)[l.level]!;
}
