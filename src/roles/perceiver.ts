/**
 * R1 Perceiver, offline: free-text goal → TaskSpec, with no model call.
 *
 * - `constraints.deadline` is a LOCAL DATE "YYYY-MM-DD" in `constraints.timezone` (the last day
 *   the goal must be done by), resolved from relative phrases against `now`. A `now` without an
 *   offset is wall time in `timezone`.
 * - `constraints.availability` is an `Availability` (src/contracts/planning.ts).
 * - The TaskSpec carries no success criteria (R2 derives them).
 *
 * Deadline rules are a table tried on the whole text; each yields candidates and the LATEST
 * candidate wins, because sub-deadlines in a goal ("outline by January 15, finish by May 1")
 * come before the goal's own deadline. chrono-node handles absolute calendar dates; seasons,
 * quarters, "this year", weekdays and relative durations are explicit rules because chrono
 * either misses them or reads them differently than a planner should.
 *
 * Documented choices:
 * - "next Friday" / "by Friday" = the first Friday strictly after today.
 * - "by summer" = the June solstice (21 June) of the next summer; spring 20 March, autumn
 *   22 September, winter 21 December (northern-hemisphere dates, whatever the zone).
 * - "by June" (month without a day) = 1 June of the next June; "by the end of June" = 30 June.
 * - "over the next two quarters" = now + 6 months; "by the end of Q2" = 30 June.
 */
import { createHash } from "node:crypto";
import * as chrono from "chrono-node";
import type { DateTime } from "luxon";
import { GoalgraphError } from "../errors.js";
import { Availability, type TimeWindow, type Weekday } from "../contracts/planning.js";
import type { TaskSpec } from "../contracts/roles.js";
import { WEEKDAYS, zonedNow, toLocalDate, type LocalDate } from "../planning/dates.js";
import {
  COUNT_RE,
  DAYPART_WINDOWS,
  ORDINAL_RE,
  WEEKEND,
  WORKDAYS,
  WEEKDAY_NAME_RE,
  parseCount,
  parseOrdinal,
  weekdayFromName,
  weekdaysIn,
} from "../planning/text-rules.js";

/** Matches config GOALGRAPH_MAX_GOAL_CHARS' default; callers pass the configured value. */
export const DEFAULT_MAX_GOAL_CHARS = 4000;

/** The goal text cannot be perceived (empty, too long, or a bad now/timezone). */
export class PerceiveError extends GoalgraphError {
  constructor(message: string, details?: unknown) {
    super("GOAL_INPUT_INVALID", message, { status: 400, details });
  }
}
export function isPerceiveError(e: unknown): e is PerceiveError {
  return e instanceof PerceiveError;
}

export interface PerceiveOptions {
  /** ISO-8601; without an offset it is wall time in `timezone`. */
  now: string;
  /** IANA zone, e.g. "Europe/Berlin". */
  timezone: string;
  /** Default: a stable hash of text + now + timezone, so re-perceiving gives the same id. */
  taskId?: string;
  maxChars?: number;
}

export interface ResolvedDeadline {
  date: LocalDate;
  /** The phrase it came from, for explanations. */
  phrase: string;
  rule: string;
}

/** The checks every perceiver (offline or model) applies first: non-empty, within the limit, a real now and zone. */
export function checkGoalInput(text: string, opts: Pick<PerceiveOptions, "now" | "timezone" | "maxChars">): { trimmed: string; now: DateTime } {
  const trimmed = text.trim();
  const max = opts.maxChars ?? DEFAULT_MAX_GOAL_CHARS;
  if (trimmed.length === 0) throw new PerceiveError("goal text is empty: say what you want to achieve");
  if (trimmed.length > max) throw new PerceiveError(`goal text is ${trimmed.length} characters; the limit is ${max}`, { length: trimmed.length, max });
  try {
    return { trimmed, now: zonedNow(opts.now, opts.timezone) };
  } catch (e) {
    throw new PerceiveError(e instanceof Error ? e.message : String(e));
  }
}

export function perceive(text: string, opts: PerceiveOptions): TaskSpec {
  const raw = text;
  const { trimmed, now } = checkGoalInput(text, opts);
  const deadline = resolveDeadlineAt(trimmed, now);
  const availability = extractAvailability(trimmed);
  const taskId = opts.taskId ?? `task-${createHash("sha256").update(`${raw}\u0000${opts.now}\u0000${opts.timezone}`).digest("hex").slice(0, 12)}`;
  return {
    task_id: taskId,
    intent: intentOf(trimmed),
    constraints: {
      scope: scopeOf(trimmed),
      deadline: deadline?.date ?? null,
      timezone: opts.timezone,
      availability,
    },
    raw_input: raw,
  };
}

/** The goal restated faithfully: the first sentence, trimmed, without its closing punctuation. */
export function intentOf(text: string): string {
  const oneLine = text.replace(/\s+/g, " ").trim();
  const first = oneLine.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)[0] ?? oneLine;
  // A very long first sentence is cut at its first clause boundary so the intent stays a goal, not an essay.
  const sentence = first.length > 240 ? (first.split(/[:;]/)[0] ?? first) : first;
  return sentence.replace(/[.!?\s]+$/, "").trim() || oneLine;
}

const SCOPE_NOUNS =
  "team|teams|company|organisation|organization|org|department|business|bakery|shop|store|startup|family|household|home|house|apartment|flat|bathroom|kitchen|garden|club|school|class|project";

/** What the goal is about when the text names it ("our team", "my bakery's online shop"); else null. */
export function scopeOf(text: string): string | null {
  const m = text.match(new RegExp(`\\b(my|our|the)\\s+((?:[\\w-]+(?:'s)?\\s+){0,2}?(?:${SCOPE_NOUNS}))\\b(?:'s\\s+((?:[\\w-]+\\s+)?(?:online\\s+)?(?:shop|store|website|site)))?`, "i"));
  if (!m) return null;
  return `${m[1]!.toLowerCase()} ${m[2]!}${m[3] ? `'s ${m[3]}` : ""}`.trim();
}

// ── Deadlines ────────────────────────────────────────────────────────────────────────────────

export function resolveDeadline(text: string, opts: { now: string; timezone: string }): ResolvedDeadline | null {
  return resolveDeadlineAt(text, zonedNow(opts.now, opts.timezone));
}

type DeadlineRule = { name: string; find: (text: string, now: DateTime) => ResolvedDeadline[] };

const UNIT_RE = "(day|week|fortnight|month|quarter|year)s?";
const CUE = "(?:by|before|until|till|no later than|deadline(?:\\s+is)?|due)";
const SEASONS: Record<string, { month: number; day: number }> = {
  spring: { month: 3, day: 20 },
  summer: { month: 6, day: 21 },
  autumn: { month: 9, day: 22 },
  fall: { month: 9, day: 22 },
  winter: { month: 12, day: 21 },
};
const SEASON_AFTER: Record<string, { month: number; day: number }> = {
  spring: SEASONS.summer!,
  summer: SEASONS.autumn!,
  autumn: SEASONS.winter!,
  fall: SEASONS.winter!,
  winter: SEASONS.spring!,
};

function addUnits(now: DateTime, n: number, unit: string): DateTime {
  switch (unit) {
    case "day":
      return now.plus({ days: n });
    case "week":
      return now.plus({ weeks: n });
    case "fortnight":
      return now.plus({ weeks: 2 * n });
    case "month":
      return now.plus({ months: n });
    case "quarter":
      return now.plus({ months: 3 * n });
    default:
      return now.plus({ years: n });
  }
}

/** The next occurrence of month/day strictly after today (today itself counts as "already here"). */
function nextMonthDay(now: DateTime, month: number, day: number): DateTime {
  let d = now.set({ month, day }).startOf("day");
  if (d <= now.startOf("day")) d = d.plus({ years: 1 });
  return d;
}

function hit(date: DateTime, phrase: string, rule: string): ResolvedDeadline {
  return { date: toLocalDate(date), phrase: phrase.trim(), rule };
}

function all(text: string, re: RegExp): RegExpMatchArray[] {
  return [...text.matchAll(new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g"))];
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const MONTH_RE = `(${MONTHS.join("|")}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
/** What a chrono result's text must contain to count as a calendar date (month names without word boundaries). */
const CALENDAR_DATE_TEXT = new RegExp(`${MONTH_RE}|\\b\\d{1,2}[/.]\\d{1,2}\\b`, "i");
/** Implied by CALENDAR_DATE_TEXT matching any substring of the text. */
const MAY_HAVE_CALENDAR_DATE = new RegExp(`${MONTH_RE}|\\d[/.]\\d`, "i");
function monthNumber(name: string): number {
  const n = name.toLowerCase();
  return MONTHS.findIndex((m) => m.startsWith(n.slice(0, 3))) + 1;
}

export const DEADLINE_RULES: readonly DeadlineRule[] = [
  {
    name: "iso_date",
    find: (t, now) =>
      all(t, /\b(\d{4})-(\d{2})-(\d{2})\b/).flatMap((m) => {
        const d = now.set({ year: +m[1]!, month: +m[2]!, day: +m[3]! });
        return d.isValid && d.month === +m[2]! ? [hit(d, m[0], "iso_date")] : [];
      }),
  },
  {
    name: "year_end",
    find: (t, now) => [
      ...all(t, /\b(this year|(?:by|before|until)\s+(?:the\s+)?end\s+of\s+(?:the|this)\s+year|(?:by\s+)?year[- ]end|before the year (?:is out|ends))\b/i).map((m) =>
        hit(now.endOf("year"), m[0], "year_end"),
      ),
      ...all(t, /\b(?:by\s+)?(?:the\s+)?end\s+of\s+next\s+year\b/i).map((m) => hit(now.plus({ years: 1 }).endOf("year"), m[0], "year_end")),
    ],
  },
  {
    name: "season",
    find: (t, now) =>
      all(t, /\b(?:(end\s+of|by|before|until|till|this|in|over|for|during)\s+(?:the\s+)?)(?:(end\s+of)\s+(?:the\s+)?)?(spring|summer|autumn|fall|winter)\b/i).map((m) => {
        const s = SEASONS[m[3]!.toLowerCase()]!;
        const start = nextMonthDay(now, s.month, s.day);
        // "end of summer" = the day before the following season starts.
        const atEnd = /end/i.test(m[1] ?? "") || /end/i.test(m[2] ?? "");
        if (!atEnd) return hit(start, m[0], "season");
        const following = SEASON_AFTER[m[3]!.toLowerCase()]!;
        let end = start.set({ month: following.month, day: following.day });
        if (end <= start) end = end.plus({ years: 1 });
        return hit(end.minus({ days: 1 }), m[0], "season");
      }),
  },
  {
    name: "quarter",
    find: (t, now) => [
      ...all(t, /\b(?:by|before|until|till|end\s+of)\s+(?:the\s+)?(?:end\s+of\s+)?q([1-4])(?:\s+(\d{4}))?\b/i).map((m) => {
        const q = +m[1]!;
        let end = now.set({ month: q * 3 }).endOf("month");
        if (m[2]) end = end.set({ year: +m[2] }).endOf("month");
        else if (end < now) end = end.plus({ years: 1 }).endOf("month");
        return hit(end, m[0], "quarter");
      }),
      ...all(t, /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+quarter\b|\bthis quarter\b/i).map((m) => hit(now.endOf("quarter"), m[0], "quarter")),
    ],
  },
  {
    name: "relative_duration",
    find: (t, now) => [
      ...all(t, new RegExp(`\\b(?:in|within|over|for|during|after)\\s+(?:the\\s+)?(?:next|coming)\\s+${COUNT_RE}\\s+${UNIT_RE}\\b`, "i")).map((m) => [m, m[1], m[2]] as const),
      ...all(t, new RegExp(`\\b(?:in|within)\\s+(?:about\\s+|roughly\\s+|around\\s+)?${COUNT_RE}\\s+${UNIT_RE}\\b`, "i")).map((m) => [m, m[1], m[2]] as const),
      ...all(t, new RegExp(`\\b(\\d+)[- ](day|week|month)\\s+(?:plan|program|programme|challenge|course|sprint|block)\\b`, "i")).map((m) => [m, m[1], m[2]] as const),
      ...all(t, new RegExp(`\\b(?:in|within|over|during)\\s+the\\s+next\\s+(day|week|fortnight|month|quarter|year)\\b`, "i")).map((m) => [m, "1", m[1]] as const),
    ].flatMap(([m, count, unit]) => {
      const n = parseCount(count);
      return n === null ? [] : [hit(addUnits(now, n, unit!.toLowerCase()), m[0], "relative_duration")];
    }),
  },
  {
    name: "month_end",
    find: (t, now) => [
      ...all(t, /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the|this)\s+month\b/i).map((m) => hit(now.endOf("month"), m[0], "month_end")),
      ...all(t, /\b(?:by\s+)?(?:the\s+)?end\s+of\s+next\s+month\b/i).map((m) => hit(now.plus({ months: 1 }).endOf("month"), m[0], "month_end")),
      ...all(t, new RegExp(`\\b(?:by\\s+)?(?:the\\s+)?end\\s+of\\s+${MONTH_RE}\\b`, "i")).map((m) =>
        hit(nextMonthDay(now, monthNumber(m[1]!), 1).endOf("month"), m[0], "month_end"),
      ),
    ],
  },
  {
    name: "month_only",
    // "by June": the first day of the next June. Only with a deadline cue: "outline it in January" is not a deadline.
    find: (t, now) =>
      all(t, new RegExp(`\\b${CUE}\\s+(?:early\\s+)?${MONTH_RE}\\b(?!\\s*\\d)`, "i")).map((m) =>
        hit(nextMonthDay(now, monthNumber(m[1]!), 1), m[0], "month_only"),
      ),
  },
  {
    name: "weekday",
    // Plural or daypart forms ("on Sundays", "Sunday evenings") are cadences, not deadlines.
    find: (t, now) =>
      all(t, new RegExp(`\\b(?:${CUE}|next|this|coming)\\s+(?:next\\s+|this\\s+|coming\\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b(?!s\\b|\\s+(?:mornings|afternoons|evenings|nights)\\b)`, "i")).map(
        (m) => {
          const target = WEEKDAYS.indexOf(weekdayFromName(m[1]!)!) + 1;
          const ahead = ((target - now.weekday + 7) % 7) || 7;
          return hit(now.plus({ days: ahead }), m[0], "weekday");
        },
      ),
  },
  {
    name: "tomorrow",
    find: (t, now) => all(t, /\b(?:by\s+)?tomorrow\b/i).map((m) => hit(now.plus({ days: 1 }), m[0], "tomorrow")),
  },
  {
    name: "calendar_date",
    // chrono for absolute dates ("March 1", "April 10th", "1 March 2027", "3/1"), only when a
    // month name or a numeric date is present: chrono also reads "10 minutes" and "morning" as dates.
    find: (t, now) => {
      // chrono is the costly rule; a result survives the month/numeric filter below only if its
      // text (a substring of t) passes it, which needs a month name or "d/d" somewhere in t.
      if (!MAY_HAVE_CALENDAR_DATE.test(t)) return [];
      return chrono
        .parse(t, { instant: now.toJSDate(), timezone: now.offset }, { forwardDate: true })
        .filter((r) => r.start.isCertain("month") && r.start.isCertain("day"))
        .filter((r) => CALENDAR_DATE_TEXT.test(r.text))
        .filter((r) => !/^\d{4}-\d{2}-\d{2}$/.test(r.text.trim()))
        .filter((r) => !/\b(?:every|each)\s+$/i.test(t.slice(0, r.index)))
        .map((r) => {
          const d = now.set({ year: r.start.get("year")!, month: r.start.get("month")!, day: r.start.get("day")! });
          return hit(d, r.text, "calendar_date");
        });
    },
  },
];

export function resolveDeadlineAt(text: string, now: DateTime): ResolvedDeadline | null {
  const today = toLocalDate(now);
  const candidates = DEADLINE_RULES.flatMap((r) => r.find(text, now)).filter((c) => c.date >= today);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, c) => (c.date > best.date ? c : best));
}

// ── Availability ─────────────────────────────────────────────────────────────────────────────

type Draft = {
  sessions_per_week: number | null;
  days: Weekday[] | null;
  windows: TimeWindow[];
  earliest: string | null;
  latest: string | null;
  session_minutes: number | null;
  frequencies: Set<"daily" | "weekdays" | "weekly" | "monthly">;
  monthly_rule: { nth: number; weekday: Weekday } | null;
  phrases: string[];
  /** Days taken out by "except …": they narrow a cadence instead of conflicting with it. */
  excepted: boolean;
};

const TIME_RE = "(noon|midnight|\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?)";

/** "7am" → "07:00", "9:30 pm" → "21:30", "7" → "07:00"; null when out of range. */
export function parseClock(token: string): string | null {
  const t = token.trim().toLowerCase().replace(/\./g, "");
  if (t === "noon") return "12:00";
  if (t === "midnight") return "00:00";
  const m = t.match(/^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/);
  if (!m) return null;
  let h = +m[1]!;
  const min = m[2] ? +m[2] : 0;
  if (m[3] === "pm" && h < 12) h += 12;
  if (m[3] === "am" && h === 12) h = 0;
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`;
}

function addWindow(d: Draft, w: TimeWindow): void {
  if (!d.windows.some((x) => x.start === w.start && x.end === w.end)) d.windows.push({ ...w });
}

type AvailabilityRule = { name: string; re: RegExp; apply: (m: RegExpMatchArray, d: Draft) => void };

/**
 * Availability phrases → constraints. Defaults for dayparts live in DAYPART_WINDOWS
 * (morning 06–09, lunch 12–13, evening/after work 17–22).
 */
export const AVAILABILITY_RULES: readonly AvailabilityRule[] = [
  {
    name: "sessions_per_week",
    re: new RegExp(`\\b${COUNT_RE}\\s+(?:[a-z][a-z-]*\\s+){0,2}?(?:times|sessions|runs|workouts|days|classes|rides|swims|lessons|visits|x)\\s+(?:a|per|each|every)\\s+week\\b|\\b(\\d+)\\s*x\\s*(?:/|per|a)\\s*week\\b|\\b(once|twice|thrice|${COUNT_RE}\\s+times)\\s+(?:weekly|(?:a|per|each|every)\\s+week)\\b`, "i"),
    apply: (m, d) => {
      const token = m[1] ?? m[2] ?? (m[3] ? m[3].replace(/\s+times$/i, "") : undefined);
      const n = parseCount(token);
      if (n !== null) d.sessions_per_week = Math.max(1, Math.min(21, Math.round(n)));
    },
  },
  {
    name: "earliest",
    re: new RegExp(`\\b(?:never|not|no(?:thing)?)\\s+(?:\\w+\\s+)?(?:before|earlier than)\\s+${TIME_RE}|\\b(?:earliest(?:\\s+at)?|starting from|from|(?<!\\b(?:never|not|no)\\s+(?:\\w+\\s+)?)after)\\s+${TIME_RE}\\s*(?:on|onwards)?\\b`, "i"),
    apply: (m, d) => {
      const token = m[1] ?? m[2];
      // "from 7" / "after 6" alone are too vague to be clock times; require am/pm or a colon there.
      if (m[2] && !/(am|pm|:|noon)/i.test(m[2])) return;
      const c = token ? parseClock(token) : null;
      if (c) d.earliest = c;
    },
  },
  {
    name: "latest",
    // The lookbehind keeps "never before 7am" (an earliest time) from also reading as "before 7am".
    re: new RegExp(`\\b(?:never|not|no(?:thing)?)\\s+(?:\\w+\\s+)?(?:after|later than)\\s+${TIME_RE}|(?<!\\b(?:never|not|no|nothing)\\s+(?:\\w+\\s+)?)\\b(?:before|until|till|by)\\s+(\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)|noon|midnight)`, "i"),
    apply: (m, d) => {
      const c = parseClock((m[1] ?? m[2])!);
      if (c) d.latest = c === "00:00" ? "23:59" : c;
    },
  },
  {
    name: "after_work",
    re: /\bafter work\b/i,
    apply: (_m, d) => {
      d.earliest = d.earliest && d.earliest > "17:00" ? d.earliest : "17:00";
      addWindow(d, DAYPART_WINDOWS.evening);
    },
  },
  {
    // "on weekday evenings", "weeknight evenings": which days and which part of them, together.
    name: "weekday_evenings",
    re: /\b(?:weekday|weeknight|workday|working day)s?\s+(?:evenings?|nights?)\b/i,
    apply: (_m, d) => {
      d.days = [...WORKDAYS];
      addWindow(d, DAYPART_WINDOWS.evening);
    },
  },
  {
    name: "evenings",
    re: /\b(evenings? only|only (?:in |on |during )?(?:the )?evenings?|in the evenings?|every evening|each evening|weeknights?|at night)\b/i,
    apply: (_m, d) => addWindow(d, DAYPART_WINDOWS.evening),
  },
  {
    name: "mornings",
    re: /\b(mornings? only|only (?:in |on |during )?(?:the )?mornings?|in the mornings?|every morning|each morning|before work)\b/i,
    apply: (_m, d) => addWindow(d, DAYPART_WINDOWS.morning),
  },
  {
    name: "afternoons",
    re: /\b(afternoons? only|only (?:in |on |during )?(?:the )?afternoons?|in the afternoons?|every afternoon)\b/i,
    apply: (_m, d) => addWindow(d, DAYPART_WINDOWS.afternoon),
  },
  {
    name: "lunch",
    re: /\b(lunch ?breaks?|lunchtimes?|during lunch|at lunch|over lunch)\b/i,
    apply: (_m, d) => addWindow(d, DAYPART_WINDOWS.lunch),
  },
  {
    name: "weekends_only",
    re: /\b(weekends? only|only (?:\w+\s+){0,3}?(?:on|at|during) (?:the )?weekends?|(?:on|at|during) (?:the )?weekends?)\b/i,
    apply: (_m, d) => {
      d.days = [...WEEKEND];
    },
  },
  {
    name: "weekdays_only",
    re: /\b(weekdays? only|only (?:\w+\s+){0,3}?(?:on|during) (?:the )?(?:weekdays|workdays|working days))\b/i,
    apply: (_m, d) => {
      d.days = [...WORKDAYS];
    },
  },
  {
    name: "only_named_days",
    re: new RegExp(`\\bonly\\s+(?:\\w+\\s+){0,3}?on\\s+(${WEEKDAY_NAME_RE}(?:\\s*(?:,|and|or|&)\\s*${WEEKDAY_NAME_RE})*)`, "i"),
    apply: (m, d) => {
      const days = weekdaysIn(m[1]!);
      if (days.length) d.days = days;
    },
  },
  {
    name: "except_days",
    re: new RegExp(`\\b(?:except(?: on)?|not on|never on|no)\\s+(${WEEKDAY_NAME_RE}(?:\\s*(?:,|and|or|&)\\s*${WEEKDAY_NAME_RE})*)`, "i"),
    apply: (m, d) => {
      const excluded = weekdaysIn(m[1]!);
      d.days = (d.days ?? [...WEEKDAYS]).filter((x) => !excluded.includes(x));
      d.excepted = excluded.length > 0;
    },
  },
  {
    name: "session_minutes",
    re: /\b(half an hour|an hour and a half|an hour|(\d+(?:\.\d+)?)\s*(minutes?|mins?|hours?|hrs?|h)\b)/i,
    apply: (m, d) => {
      if (d.session_minutes !== null) return; // the first duration mentioned is the session length
      const phrase = m[1]!.toLowerCase();
      let minutes: number;
      if (phrase === "half an hour") minutes = 30;
      else if (phrase === "an hour and a half") minutes = 90;
      else if (phrase === "an hour") minutes = 60;
      else minutes = /^h/.test(m[3]!.toLowerCase()) ? Number(m[2]) * 60 : Number(m[2]);
      d.session_minutes = Math.max(5, Math.min(600, Math.round(minutes)));
    },
  },
  {
    name: "monthly_rule",
    re: new RegExp(`\\b${ORDINAL_RE}\\s+${WEEKDAY_NAME_RE}\\s+(?:of|in)\\s+(?:each|every|the)\\s+month\\b`, "i"),
    apply: (m, d) => {
      d.monthly_rule = { nth: parseOrdinal(m[1]!)!, weekday: weekdayFromName(m[2]!)! };
      d.frequencies.add("monthly");
    },
  },
  {
    name: "daily",
    re: /\b(every ?day|each day|daily|every morning|every evening|every night|nightly|(?:a|per) day)\b/i,
    apply: (_m, d) => d.frequencies.add("daily"),
  },
  {
    name: "weekdays",
    re: /\b((?:every|each|on) (?:weekday|workday|working day)s?)\b/i,
    apply: (m, d) => {
      d.frequencies.add("weekdays");
      // "on weekdays" also says which days are available (one-off work included), "every weekday" only how often.
      if (/^on\b/i.test(m[1]!) && d.days === null) d.days = [...WORKDAYS];
    },
  },
  {
    name: "weekly",
    re: /\b(weekly|every week|each week|once a week)\b/i,
    apply: (_m, d) => d.frequencies.add("weekly"),
  },
  {
    name: "monthly",
    re: /\b(monthly|every month|each month|once a month)\b/i,
    apply: (_m, d) => d.frequencies.add("monthly"),
  },
];

export function extractAvailability(text: string): Availability {
  const d: Draft = {
    sessions_per_week: null,
    days: null,
    windows: [],
    earliest: null,
    latest: null,
    session_minutes: null,
    frequencies: new Set(),
    monthly_rule: null,
    phrases: [],
    excepted: false,
  };
  for (const rule of AVAILABILITY_RULES) {
    const m = text.match(rule.re);
    if (!m) continue;
    const before = JSON.stringify({ ...d, frequencies: [...d.frequencies], phrases: [] });
    rule.apply(m, d);
    const after = JSON.stringify({ ...d, frequencies: [...d.frequencies], phrases: [] });
    if (before !== after && !d.phrases.includes(m[0].trim())) d.phrases.push(m[0].trim());
  }
  // The most frequent cadence named wins: "meditate every morning … weekly review" is a daily routine.
  const order = ["daily", "weekdays", "weekly", "monthly"] as const;
  let requested: (typeof order)[number] | null = order.find((f) => d.frequencies.has(f)) ?? null;
  let perWeek = d.sessions_per_week;
  // "every morning except Sundays" means every remaining day: a daily cadence narrowed by the
  // exception, not a conflict to escalate (unlike "every day, but only on weekends").
  if (requested === "daily" && d.excepted && d.days && perWeek === null) {
    requested = null;
    perWeek = d.days.length;
  }
  return Availability.parse({
    sessions_per_week: perWeek,
    days: d.days,
    windows: d.windows,
    earliest: d.earliest,
    latest: d.latest,
    session_minutes: d.session_minutes,
    requested_frequency: requested,
    monthly_rule: d.monthly_rule,
    phrases: d.phrases,
  });
}
