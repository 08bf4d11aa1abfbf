/**
 * Can the stated transfers reach the stated savings target by the deadline? ("save 2400 euros by
 * transferring 200 a month for 10 months" is 2000, not 2400.) Pure; used by assessFeasibility.
 *
 * The amounts come from the reading's own words: the target from `level.target` when it names an
 * amount (a chosen "smaller target"), else the largest amount of the title; the transfer from the
 * activity item's title (a chosen "larger transfer"), else the smallest amount of the title when
 * it names two. One amount only (or none) is no claim we can check, and nothing is reported.
 * The transfers counted are the ones the cadence gives between today and the deadline (the
 * 1st of each month when no cadence is stated, as the savings template plans).
 *
 * When they fall short: an "impossible" report whose sentence carries the numbers, with three
 * alternatives, each of which passes this same check: a larger transfer (the activity item, whose
 * title the plan then shows), the same transfer with a later deadline, a smaller target.
 */
import type { GoalReading, ReadingCadence, ReadingItem } from "../contracts/goal-reading.js";
import { civilOfDay, dateOfDay, isoWeekday } from "./dates.js";

export interface Money {
  amount: number;
  /** The unit as the person wrote it ("euros", "€", "$", "Franken"); "" when none. */
  unit: string;
  /** The unit stands before the number ("$150"). */
  prefix: boolean;
}

const UNIT = String.raw`€|\$|£|¥|r\$|chf|eur|euros?|dollars?|bucks|pounds?|francs?|franken|reais|pesos?|yen|rupees?|usd|gbp|brl|mxn|cad|aud|nzd|inr|kr`;
const NUM = String.raw`\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
/** A number with a currency before or after it, or a bare number right before a per-period phrase ("200 a month"). */
const MONEY = new RegExp(
  String.raw`(?<pre>${UNIT})\s?(?<n1>${NUM})(?<k1>k\b)?|(?<n2>${NUM})(?<k2>k\b)?\s?(?<post>${UNIT})(?![a-z])|(?<n3>${NUM})(?=\s+(?:a|per|each|every|im|pro|al|por|par|per|cada|chaque|elke|todo)\s+(?:month|week|monat|woche|mes|mois|semaine|semana|maand|week|mês))`,
  "giu",
);

function numberOf(raw: string): number {
  const s = raw.replace(/\s/g, "");
  // "6,000" / "6.000" / "6'000": thousands; "12,50" / "12.5": decimals.
  if (/^\d{1,3}(?:[.,']\d{3})+$/.test(s)) return Number(s.replace(/[.,']/g, ""));
  const grouped = /^(\d{1,3}(?:[.,']\d{3})+)[.,](\d{1,2})$/.exec(s);
  if (grouped) return Number(`${grouped[1]!.replace(/[.,']/g, "")}.${grouped[2]}`);
  return Number(s.replace(",", "."));
}

/** The money amounts a text names, in order. */
export function moneyIn(text: string): Money[] {
  const out: Money[] = [];
  for (const m of text.matchAll(MONEY)) {
    const g = m.groups!;
    const raw = g.n1 ?? g.n2 ?? g.n3;
    if (!raw) continue;
    const amount = numberOf(raw) * (g.k1 || g.k2 ? 1000 : 1);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    out.push({ amount, unit: g.pre ?? g.post ?? "", prefix: Boolean(g.pre) });
  }
  return out;
}

export function formatMoney(amount: number, like: Money): string {
  const n = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  if (!like.unit) return n;
  return like.prefix ? `${like.unit}${n}` : `${n} ${like.unit}`;
}

/** The target and the per-transfer amount the reading states, or null when it does not state both. */
export function savingsAmounts(reading: GoalReading): { target: Money; transfer: Money } | null {
  const inTitle = moneyIn(reading.title);
  const inTarget = moneyIn(reading.level.target ?? "");
  const item = reading.items.find((i) => i.kind === "activity");
  const inItem = item ? moneyIn(item.title) : [];
  const byAmount = [...inTitle].sort((a, b) => a.amount - b.amount);
  const target = inTarget[0] ?? (byAmount.length >= 2 ? byAmount[byAmount.length - 1]! : null);
  const transfer = inItem[0] ?? (byAmount.length >= 2 ? byAmount[0]! : null);
  if (!target || !transfer || transfer.amount >= target.amount) return null;
  // The transfer is written like the target when it has no unit of its own ("2400 euros … 200 a month").
  return { target, transfer: transfer.unit ? transfer : { ...transfer, unit: target.unit, prefix: target.prefix } };
}

const FIRST_OF_MONTH: ReadingCadence = { count: 1, per: "month", interval: 1, nth_weekday: null, month_day: 1 };

/** How many transfers the cadence gives from day `first` to day `last` (inclusive). */
export function transfersBetween(reading: GoalReading, first: number, last: number): number {
  const item = reading.items.find((i) => i.kind === "activity");
  const c = item?.cadence ?? reading.cadence;
  const cadence = c && (c.per !== null || c.month_day !== null || c.nth_weekday !== null) ? c : FIRST_OF_MONTH;
  const days = item?.days ?? reading.days;
  const excluded = new Set(reading.excluded_days);
  const allowed = (d: number) => {
    const code = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"][isoWeekday(d)]!;
    return (!days || (days as string[]).includes(code)) && !excluded.has(code as never);
  };
  const span = Math.max(0, last - first + 1);
  const count = cadence.count ?? 1;
  const interval = cadence.interval || 1;
  if (cadence.per === "month" || cadence.per === null) {
    if (cadence.month_day !== null) {
      let n = 0;
      for (let d = first; d <= last; d++) {
        const { year, month, day } = civilOfDay(d);
        const monthEnd = new Date(Date.UTC(year, month, 0)).getUTCDate();
        if (day === Math.min(cadence.month_day, monthEnd)) n++;
      }
      return Math.floor((n * count) / interval + (interval > 1 ? 0.5 : 0));
    }
    return Math.floor((span / 30.4375) * count / interval + 0.05);
  }
  if (cadence.per === "week") {
    if (days && days.length) {
      let n = 0;
      for (let d = first; d <= last; d++) if (allowed(d)) n++;
      return Math.floor(Math.min(n, (span / 7) * count) / interval);
    }
    return Math.floor((span / 7) * count / interval);
  }
  let n = 0;
  for (let d = first; d <= last; d++) if (allowed(d)) n++;
  return Math.floor((n * count) / interval);
}

/** A round amount at least `x` (to 10 below 1000, to 50 above). */
const roundUp = (x: number) => (x < 1000 ? Math.ceil(x / 10) * 10 : Math.ceil(x / 50) * 50);
const roundDown = (x: number) => (x < 1000 ? Math.floor(x / 10) * 10 : Math.floor(x / 50) * 50);

/** The words for "transfer <amount>" and the choice of a larger transfer, in the person's language (English otherwise). */
const TRANSFER_WORDS: Record<string, { transfer(amount: string): string; choice(amount: string, instead: string): string }> = {
  en: { transfer: (a) => `Transfer ${a} to savings`, choice: (a, i) => `transfer ${a} each time instead of ${i}` },
  de: { transfer: (a) => `${a} aufs Sparkonto überweisen`, choice: (a, i) => `jedes Mal ${a} statt ${i} überweisen` },
  fr: { transfer: (a) => `Virer ${a} sur l'épargne`, choice: (a, i) => `virer ${a} à chaque fois au lieu de ${i}` },
  es: { transfer: (a) => `Transferir ${a} al ahorro`, choice: (a, i) => `transferir ${a} cada vez en lugar de ${i}` },
  nl: { transfer: (a) => `${a} naar de spaarrekening overmaken`, choice: (a, i) => `elke keer ${a} overmaken in plaats van ${i}` },
  pt: { transfer: (a) => `Transferir ${a} para a poupança`, choice: (a, i) => `transferir ${a} de cada vez em vez de ${i}` },
  it: { transfer: (a) => `Versare ${a} sul risparmio`, choice: (a, i) => `versare ${a} ogni volta invece di ${i}` },
};
export function transferWords(language: string) {
  return TRANSFER_WORDS[language.slice(0, 2).toLowerCase()] ?? TRANSFER_WORDS.en!;
}

export interface SavingsShortfall {
  target: Money;
  transfer: Money;
  transfers: number;
  reached: number;
  /** Alternatives as reading changes, each checked against this same rule. */
  alternatives: Array<{ id: "larger_transfer" | "later_deadline" | "smaller_target"; label: string; set: { items?: ReadingItem[]; deadline?: string; level?: GoalReading["level"] } }>;
}

/**
 * The shortfall when the transfers the reading states cannot reach its target between `first`
 * (today, a day number) and `last` (the deadline's day number); null when they reach it or the
 * reading does not state both amounts.
 */
export function savingsShortfall(reading: GoalReading, first: number, last: number): SavingsShortfall | null {
  if (reading.pattern.subtype !== "savings_plan" || !reading.deadline) return null;
  const amounts = savingsAmounts(reading);
  if (!amounts) return null;
  const { target, transfer } = amounts;
  const transfers = transfersBetween(reading, first, last);
  const reached = transfers * transfer.amount;
  if (reached >= target.amount) return null;
  const alternatives: SavingsShortfall["alternatives"] = [];
  const words = transferWords(reading.language);
  if (transfers > 0) {
    const larger = roundUp(target.amount / transfers);
    const item = reading.items.find((i) => i.kind === "activity");
    const title = words.transfer(formatMoney(larger, transfer));
    const newItem: ReadingItem = item
      ? { ...item, title }
      : { title, kind: "activity", due: null, cadence: reading.cadence, days: null, windows: [], fixed_times: [], session_minutes: null, effort_minutes: null };
    const items = [...reading.items.filter((i) => i !== item), newItem];
    alternatives.push({ id: "larger_transfer", label: words.choice(formatMoney(larger, transfer), formatMoney(transfer.amount, transfer)), set: { items } });
  }
  const needed = Math.ceil(target.amount / transfer.amount);
  let later: number | null = null;
  for (let d = last + 1; d <= first + 3660; d++) {
    if (transfersBetween(reading, first, d) >= needed) {
      later = d;
      break;
    }
  }
  if (later !== null) alternatives.push({ id: "later_deadline", label: `the same transfers with the deadline moved to ${dateOfDay(later)}`, set: { deadline: dateOfDay(later) } });
  const smaller = roundDown(reached);
  if (smaller > 0) alternatives.push({ id: "smaller_target", label: `save ${formatMoney(smaller, target)} by ${reading.deadline} instead of ${formatMoney(target.amount, target)}`, set: { level: { current: reading.level.current, target: formatMoney(smaller, target) } } });
  return { target, transfer, transfers, reached, alternatives };
}


/**
 * The title of a transfer when the person states the target but not what each transfer is ("save
 * 5000 euros by June"): the round amount that reaches the target in the transfers the plan
 * schedules from `first` to `last` (day numbers) — "Transfer 840 euros to savings" says what to
 * set the standing order to, where "Transfer to savings" leaves the sum to the person. Null when a
 * transfer is stated (the item's own title, or two amounts: the feasibility check's case), when
 * the title names no amount, when no transfer falls in the span, or in a language these words do
 * not cover (the outline's own "transfer" wording then stands).
 */
export function transferTitleForTarget(reading: GoalReading, first: number, last: number): string | null {
  if (savingsAmounts(reading) || !(reading.language.slice(0, 2).toLowerCase() in TRANSFER_WORDS)) return null;
  if (reading.items.some((i) => i.kind === "activity")) return null;
  const named = moneyIn(reading.level.target ?? "")[0] ?? (moneyIn(reading.title).length === 1 ? moneyIn(reading.title)[0]! : null);
  if (!named) return null;
  const transfers = transfersBetween(reading, first, last);
  if (transfers <= 0) return null;
  return transferWords(reading.language).transfer(formatMoney(roundUp(named.amount / transfers), named));
}

/** Days the set-up takes before the first transfer (the savings template's set-up phase). */
const SET_UP_DAYS = 7;

/**
 * Without a deadline, how many days from `from` (a day number) the stated transfers need to reach
 * the stated target ("save 2400 by putting 200 aside on the 1st" is twelve transfers, not the six
 * of a default half year); null when the reading does not state both amounts.
 */
export function savingsHorizonDays(reading: GoalReading, from: number): number | null {
  const amounts = savingsAmounts(reading);
  if (!amounts) return null;
  const needed = Math.ceil(amounts.target.amount / amounts.transfer.amount);
  // Transfers fall after the set-up's last day and before the plan's end: the end is the day after the last one needed.
  for (let d = from + SET_UP_DAYS + 1; d <= from + 3660; d++) if (transfersBetween(reading, from + SET_UP_DAYS + 1, d) >= needed) return d - from + 1;
  return null;
}
