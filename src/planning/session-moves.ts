/**
 * Replies that move sessions of the plan the person is looking at, on days the scheduler chose:
 *
 * - "move the Saturday run to Sunday": read against the days the plan uses, so only Saturday moves
 *   (read against no days, "everything but Saturday, and Sunday" let the template spread the runs
 *   anew: Friday's went to Thursday);
 * - "long runs on Sundays please", "do the long run on Sunday instead": a session of the plan named by
 *   its title ("Long run", "Tirada larga", "langer Lauf") goes to the day named, the others stay.
 *   Before, the reply was read as "one session a week, on Sundays" — the whole plan shrank to one run.
 *
 * Pure: the plan's sessions (title and weekdays, from its weekly rhythm) and what the reader made of
 * the reply in; the days the plan's sessions go on after the reply out.
 */
import type { Weekday } from "../contracts/planning.js";
import { inWeekOrder } from "./dates.js";

export interface PlannedSession {
  /** The task's title, in the plan's language. */
  title: string;
  days: Weekday[];
}


/** Every weekday some session of the plan goes on, in week order. */
export function plannedDays(sessions: readonly PlannedSession[]): Weekday[] {
  return inWeekOrder(sessions.flatMap((s) => s.days));
}

const words = (s: string) => s.normalize("NFKC").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const isLatin = (s: string) => /^[\p{Script=Latin}\p{N}]+$/u.test(s);

/**
 * Whether the reply names the session by its title: every word of three letters or more of the
 * title begins a word of the reply, inflections aside ("long runs" ↔ "Long run", "den langen Lauf"
 * ↔ "Langer Lauf"); a title in a script without spaces is found as it is written.
 */
export function namesSession(text: string, title: string): boolean {
  return titleWordsIn(text, title) !== null;
}

/** The reply's words that name the session's title (see namesSession), or null when it does not name it. */
function titleWordsIn(text: string, title: string): string[] | null {
  const t = words(title).filter((w) => !isLatin(w) || w.length >= 3);
  if (!t.length) return null;
  if (t.some((w) => !isLatin(w))) {
    const whole = title.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
    return text.normalize("NFKC").toLowerCase().includes(whole) ? [whole] : null;
  }
  const r = words(text);
  const found = t.map((w) => r.find((x) => x.startsWith(w.slice(0, Math.max(3, w.length - 2)))));
  return found.every((x) => x !== undefined) ? (found as string[]) : null;
}

/** The session of the plan the reply names by its title (the longest title first: "Long run" before "Run"); null with one kind of session. */
export function namedSession(text: string, sessions: readonly PlannedSession[]): PlannedSession | null {
  if (sessions.length < 2) return null;
  return [...sessions].sort((a, b) => b.title.length - a.title.length).find((s) => namesSession(text, s.title)) ?? null;
}

/**
 * The reply without the words that name the session, to read what it says of days: "do the long run
 * on Friday" read whole is "longer, on some days"; without "long run" it is "on Friday".
 */
export function withoutSession(text: string, title: string): string {
  const found = titleWordsIn(text, title);
  if (!found) return text;
  let out = text.normalize("NFKC");
  for (const w of found) out = out.replace(new RegExp(w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "iu"), " ");
  return out.replace(/\s+/g, " ").trim();
}

export type SessionMove =
  | { kind: "moved"; days: Weekday[]; session: string }
  /** The day named already has another of the plan's sessions. */
  | { kind: "taken"; session: string; day: Weekday };

/**
 * The days after a reply that names one of several kinds of session: `named` is the days that
 * session should go on, as the reader read the rest of the reply against the session's own days
 * ("on Sunday" → Sunday; "on Tuesday instead of Monday" → its days with Tuesday for Monday). Null
 * when the reply names no session of the plan (or the plan has one kind only: then the reply is
 * about all of them, as the reader read it).
 */
export function moveNamedSession(text: string, sessions: readonly PlannedSession[], named: readonly Weekday[]): SessionMove | null {
  const session = named.length ? namedSession(text, sessions) : null;
  if (!session) return null;
  const others = new Set(sessions.filter((s) => s !== session).flatMap((s) => s.days));
  const clash = named.find((d) => !session.days.includes(d) && others.has(d));
  if (clash) return { kind: "taken", session: session.title, day: clash };
  return { kind: "moved", days: inWeekOrder([...others, ...named]), session: session.title };
}
