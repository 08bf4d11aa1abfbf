/**
 * A rest week every few weeks: "with a rest week every 4 weeks", "alle 4 Wochen eine Ruhewoche",
 * "une semaine de récupération toutes les 4 semaines", "cada 4 semanas una semana de descanso",
 * "每4周一个休息周". Before, the reply was read as the rhythm "once every 4 weeks" (the plan shrank to
 * one session a month), and in a goal the rest week became a 45-minute session titled "Rest".
 *
 * A rest week is a week without sessions: weeks N, 2N, 3N… of the plan (Monday to Sunday, counted
 * from the week it starts in) become dates off (`excluded_dates`), up to the deadline (a week holding
 * the deadline is never one: that is the goal's own week) or, with none, the plan's horizon. A deload
 * ("recovery", "Entlastungswoche") is held the same way: the plan has no lighter week of its own.
 *
 * Pure. The phrase is found in any of the reading languages (a reply is short, and its language is
 * easily misdetected); the reader reads the rest of the text without it.
 */
import type { GoalReading } from "../../contracts/goal-reading.js";
import { KIND_HORIZON_DAYS } from "../outline/kinds.js";
import { plus, today, weekdayIndex, type ReadingClock } from "./calendar.js";

export interface RestWeeks {
  /** A rest week every `every` weeks. */
  every: number;
  /** The words that said it (the rest word and the interval), in the text's order. */
  phrase: string;
  /** The text without those words. */
  rest: string;
}

const N = String.raw`(\d{1,2}|one|two|three|four|five|six|other|second|third|fourth|fifth|sixth|zwei|drei|vier|fünf|sechs|zweite|dritte|vierte|fünfte|sechste|deux|trois|quatre|cinq|six|dos|tres|cuatro|cinco|seis|duas|três|twee|drie|vijf|zes|due|tre|quattro|cinque|sei|[一二两三四五六])`;
const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, other: 2, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6,
  zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, zweite: 2, dritte: 3, vierte: 4, fünfte: 5, sechste: 6,
  deux: 2, trois: 3, quatre: 4, cinq: 5, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, duas: 2, três: 3,
  twee: 2, drie: 3, vijf: 5, zes: 6, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6,
  一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6,
};

/** The words for a week without (or with less) training, per language. */
const REST_WEEK = new RegExp(
  [
    String.raw`\b(?:an?\s+)?(?:rest|recovery|deload|easy|off|light|down)[- ]weeks?\b|\bweeks?\s+off\b`,
    String.raw`\b(?:eine\s+)?(?:ruhe|erholungs|entlastungs|pausen|regenerations|trainingsfreie\s+)wochen?\b|\b(?:eine\s+)?woche\s+pause\b`,
    String.raw`\b(?:une\s+)?semaines?\s+(?:de\s+)?(?:repos|récupération|recuperation|récup|allégée|off)(?![\p{L}])`,
    String.raw`\b(?:una\s+|uma\s+)?semanas?\s+de\s+(?:descanso|recuperación|recuperacion|recuperação|recuperacao|descarga|folga)(?![\p{L}])`,
    String.raw`\b(?:een\s+)?(?:rust|herstel)we(?:ek|ken)\b|\b(?:een\s+)?week(?:je)?\s+rust\b`,
    String.raw`\b(?:una\s+)?settiman[ae]\s+di\s+(?:riposo|recupero|scarico)\b`,
    String.raw`休養週|休みの週|回復週|レスト週|休息周|恢复周|减量周|休息週|恢復週`,
  ].join("|"),
  "iu",
);

/** "every 4 weeks", "every fourth week", "alle 4 Wochen", "jede vierte Woche", "toutes les 4 semaines", "une semaine sur 4"… */
const EVERY = new RegExp(
  [
    String.raw`\bevery\s+${N}(?:st|nd|rd|th)?\s+weeks?\b`,
    String.raw`\b(?:alle|jede)\s+${N}\.?\s+wochen?\b`,
    String.raw`\btoutes\s+les\s+${N}\s+semaines\b|\bune\s+semaine\s+sur\s+${N}\b`,
    String.raw`\b(?:a\s+)?cada\s+${N}\s+semanas\b|\buna\s+semana\s+de\s+cada\s+${N}\b`,
    String.raw`\b(?:om\s+de|elke)\s+${N}\s+weken\b`,
    String.raw`\bogni\s+${N}\s+settimane\b|\buna\s+settimana\s+su\s+${N}\b`,
    String.raw`${N}\s*週(?:間)?(?:ごと|毎|おき|に(?:1|一)(?:回|度))|每(?:隔)?\s*${N}\s*(?:个)?(?:周|週|星期)`,
  ].join("|"),
  "iu",
);

const numberOf = (s: string) => (/^\d+$/.test(s) ? Number(s) : (WORD_NUMBERS[s.toLowerCase()] ?? NaN));

/** A rest week every few weeks said in the text, or null. */
export function findRestWeeks(text: string): RestWeeks | null {
  const rest = REST_WEEK.exec(text);
  const every = rest ? EVERY.exec(text) : null;
  if (!rest || !every) return null;
  const n = numberOf(every.slice(1).find((g) => g !== undefined) ?? "");
  if (!Number.isInteger(n) || n < 2 || n > 12) return null;
  const spans = [rest, every].sort((a, b) => a.index - b.index);
  let out = text;
  for (const m of [...spans].reverse()) out = `${out.slice(0, m.index)} ${out.slice(m.index + m[0].length)}`;
  // The joining words left alone ("with a … every 4 weeks" → "with"): a comma or "with/mit/avec…" at the end goes too.
  out = out.replace(/[,;]?\s*\b(?:with|mit|avec|con|com|met|plus|and|und|et|y|e|en)\s*([,.;]?\s*)$/iu, "$1").replace(/\s{2,}/g, " ").replace(/\s+([,.;])/g, "$1").trim();
  return { every: n, phrase: spans.map((m) => m[0]).join(" … "), rest: out };
}

/**
 * The dates off for a rest week every `every` weeks of a plan from `start` to `end` (local dates):
 * weeks every, 2·every… counted from the Monday of the start's week, Monday to Sunday, none that
 * holds `deadline` or comes just before it (the race's own week and the taper before it keep their sessions).
 */
export function restWeekRanges(every: number, start: string, end: string, deadline: string | null): Array<{ from: string; to: string }> {
  const monday = plus(start, -weekdayIndex(start), "day")!;
  const out: Array<{ from: string; to: string }> = [];
  for (let k = every - 1; k < 200; k += every) {
    const from = plus(monday, k * 7, "day")!;
    const to = plus(from, 6, "day")!;
    if (from > end) break;
    if (deadline && from <= deadline && deadline <= plus(to, 7, "day")!) continue;
    out.push({ from, to });
  }
  return out;
}

/**
 * How far rest weeks reach in a plan with no deadline and no horizon: the longest horizon the outline
 * gives an open plan of any kind (outline/kinds.ts), so a shorter plan simply ends before its last ones.
 */
const OPEN_PLAN_DAYS = Math.max(...Object.values(KIND_HORIZON_DAYS));

/** The dates off for rest weeks in a reading's plan: from its start (else today) to its deadline (else its horizon, else half a year). */
export function restWeekDates(every: number, reading: Pick<GoalReading, "start" | "deadline" | "horizon_days">, clock: ReadingClock): Array<{ from: string; to: string }> {
  const start = reading.start ?? today(clock).date;
  const end = reading.deadline ?? plus(start, reading.horizon_days ?? OPEN_PLAN_DAYS, "day")!;
  return restWeekRanges(every, start, end, reading.deadline);
}
