/**
 * RRULE expansion on LOCAL dates.
 *
 * rrule works on JS Dates in UTC. We use it "floating": a local date D is handed to rrule as
 * D at 12:00 UTC, and an occurrence's UTC calendar date is read back as the local date. Noon
 * keeps every occurrence far from a day edge, so BYDAY/BYMONTHDAY mean local weekdays and days
 * whatever the user's zone; the wall-clock time of a session is chosen later by the scheduler.
 * BYHOUR/BYMINUTE/BYSECOND and DTSTART inside the rule are ignored (times come from availability,
 * the start from the plan), TZID likewise.
 */
import * as rruleModule from "rrule";
import { MS_PER_DAY } from "./dates.js";

// rrule ships a CommonJS bundle: under Node's ESM loader its classes sit on the default export,
// under bundlers they are named exports. Accept both.
type RRuleCtor = typeof rruleModule.RRule;
const RRule: RRuleCtor =
  (rruleModule as unknown as { RRule?: RRuleCtor }).RRule ??
  (rruleModule as unknown as { default: { RRule: RRuleCtor } }).default.RRule;

const NOON_MS = 12 * 3_600_000;

export interface ParsedRule {
  freq: "YEARLY" | "MONTHLY" | "WEEKLY" | "DAILY" | "HOURLY" | "MINUTELY" | "SECONDLY";
  interval: number;
}

/** Strip an optional "RRULE:" prefix and the parts we deliberately ignore. */
export function normaliseRule(body: string): string {
  const text = body.trim().replace(/^RRULE:/i, "");
  return text
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p && !/^(BYHOUR|BYMINUTE|BYSECOND|DTSTART|TZID|WKST)=/i.test(p))
    .join(";");
}

export function describeRule(body: string): ParsedRule {
  const opts = RRule.parseString(normaliseRule(body));
  const names = ["YEARLY", "MONTHLY", "WEEKLY", "DAILY", "HOURLY", "MINUTELY", "SECONDLY"] as const;
  return { freq: names[opts.freq ?? 3] ?? "DAILY", interval: opts.interval ?? 1 };
}

/**
 * Local day numbers of the occurrences of `body` with the series anchored at `anchorDay`
 * (DTSTART: INTERVAL and COUNT count from here), restricted to [fromDay, toDay] inclusive.
 * Throws on an unparsable rule (the caller reports it per task).
 */
export function expandRule(body: string, anchorDay: number, fromDay: number, toDay: number): number[] {
  if (toDay < fromDay) return [];
  const opts = RRule.parseString(normaliseRule(body));
  if (opts.freq === undefined) throw new RangeError(`RRULE without FREQ: ${body}`);
  // Sub-daily frequencies would make thousands of sessions a day; a session plan is at most daily.
  if (opts.freq > 3) throw new RangeError(`RRULE frequency finer than daily is not schedulable: ${body}`);
  // WKST=MO pins BYDAY weeks to ISO weeks; the rule text may not say so.
  // A date-only UNTIL is parsed as midnight UTC, which would exclude that day's noon occurrence.
  const until = opts.until ? new Date(Math.floor(opts.until.getTime() / MS_PER_DAY) * MS_PER_DAY + NOON_MS) : null;
  const rule = new RRule({ ...opts, until, dtstart: new Date(anchorDay * MS_PER_DAY + NOON_MS), wkst: 0 });
  const from = new Date(fromDay * MS_PER_DAY);
  const to = new Date(toDay * MS_PER_DAY + MS_PER_DAY - 1);
  return rule.between(from, to, true).map((d) => Math.floor(d.getTime() / MS_PER_DAY));
}
