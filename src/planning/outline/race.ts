/**
 * Race and endurance training (progressive_accumulation_arc / endurance_training), the way a
 * coach lays it out: base → build → peak, then a taper in the last one or two weeks with fewer
 * and easier sessions, a weekly long session on the weekend day of the person's rhythm, and race
 * day as the final milestone. The person's weekly count is the total (easy + long); a stated
 * session length is kept in every phase, the long one included.
 *
 * Variants: `template` (base, build, peak, taper) and `compact` (base, build, taper).
 */
import type { OutlineNode, Weekday } from "../../contracts/planning.js";
import { spreadDays } from "../text-rules.js";
import { addDays, round5, type Ctx, type LocalDate } from "./context.js";
import { finalTitle } from "./kinds.js";
import { addOwnActivities, addCheckpoint, addItemMilestones, addPhases, addSessions, namesTheGoal, sessionNotes, type PhaseSpec } from "./phases.js";
import { sportOf } from "./words.js";
import { mainActivity, minutesAt, type Activity, type Rule } from "./work.js";

/** Taper length by plan length: two weeks for 8+ weeks of training, one for 3+, a few days below. */
export function taperDays(span: number): number {
  return span >= 56 ? 14 : span >= 21 ? 7 : span >= 10 ? 3 : 0;
}

const WEEKDAY_OF: Weekday[] = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const weekdayOf = (d: LocalDate): Weekday => WEEKDAY_OF[new Date(`${d}T12:00:00Z`).getUTCDay()]!;

/**
 * The taper's length, shortened so it begins the day after the long session of the week it
 * would begin in, when that week would otherwise hold the peak's easy sessions (before the
 * taper's first day) beside the taper's shorter long one (on or after it): with a Sunday race and
 * Sunday long runs, a two-week taper began on the Sunday before, and that week's "long" run was
 * shorter than its easy runs.
 */
export function taperAfterLongDay(c: Ctx, taper: number, split: { easy: Weekday[]; long: Weekday } | null): number {
  if (!split || taper < 7) return taper;
  const from = addDays(c.end, -taper);
  const order = (d: Weekday) => (WEEKDAY_OF.indexOf(d) + 6) % 7; // Monday 0 … Sunday 6
  const at = order(weekdayOf(from));
  if (order(split.long) < at || !split.easy.some((d) => order(d) < at)) return taper;
  const days = taper - (order(split.long) - at) - 1;
  return days >= 7 ? days : taper;
}

/** Share of the week's sessions kept in the taper (volume drops by about 40%). */
export const TAPER_SESSION_SHARE = 0.6;
export const TAPER_LOAD = 0.7;

/** The week split into easy days and the long-session day (the weekend day of the rhythm when there is one). */
export function splitWeek(rule: Rule): { easy: Weekday[]; long: Weekday } | null {
  if (rule.copies !== 1) return null;
  const days: Weekday[] | null = rule.byday ?? (rule.rrule === "FREQ=DAILY" ? ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] : null);
  if (!days?.length) return null;
  const long = days.includes("SU") ? "SU" : days.includes("SA") ? "SA" : days[days.length - 1]!;
  return { easy: days.filter((d) => d !== long), long };
}

function weeklyOn(rule: Rule, days: readonly Weekday[]): string {
  const interval = rule.rrule.match(/INTERVAL=(\d+)/)?.[1];
  return `FREQ=WEEKLY${interval ? `;INTERVAL=${interval}` : ""};BYDAY=${days.join(",")}`;
}

/** The long session: the stated length as is; else a quarter longer than the easy ones at the phase's load, within the window. */
function longMinutes(a: Activity, load: number): number {
  if (a.stated) return a.minutes;
  const m = round5(a.minutes * (0.25 + load));
  return a.cap !== null ? Math.min(m, Math.floor(a.cap / 5) * 5 || a.cap) : m;
}

export function raceTemplate(c: Ctx): void {
  const { w } = c;
  // The race is the item that names the goal ("Half marathon"); other items are milestones on the way.
  const event = c.reading.items.find((i) => i.kind === "deliverable" && namesTheGoal(c, i.title))?.title ?? c.title;
  const sport = sportOf([c.title, ...c.reading.items.map((i) => i.title)].join(" "));
  const main = mainActivity(c, w.easy[sport]);
  const split = splitWeek(main.rule);
  const taper = taperAfterLongDay(c, taperDays(c.span), split && !/INTERVAL=/.test(main.rule.rrule) ? split : null);
  const specs: PhaseSpec[] =
    c.variant === "compact"
      ? [
          { key: "base", title: w.raceBase, share: 0.55, load: 1 },
          { key: "build", title: w.raceBuild, share: 0.45, load: 1.25 },
        ]
      : [
          { key: "base", title: w.raceBase, share: 0.4, load: 1 },
          { key: "build", title: w.raceBuild, share: 0.35, load: 1.2 },
          { key: "peak", title: w.racePeak, share: 0.25, load: 1.4 },
        ];
  if (taper) specs.push({ key: "taper", title: w.raceTaper, days: taper, load: TAPER_LOAD, notes: w.taperNote });
  const phases = addPhases(c, specs);
  addItemMilestones(c, phases, w.done, undefined, (t) => namesTheGoal(c, t));
  let prev: string[] = [];
  for (const ph of phases) {
    const load = ph.spec.load;
    const sessions: OutlineNode[] = [];
    if (split) {
      let easy = split.easy;
      if (ph.spec.key === "taper") easy = spreadDays(Math.max(0, Math.round((easy.length + 1) * TAPER_SESSION_SHARE) - 1), easy);
      if (easy.length) {
        const minutes = minutesAt(main, load);
        const notes = w.perSession(w.weekdaysOn(easy), minutes);
        sessions.push(...addSessions(c, ph, main, { title: w.easy[sport], idHint: "easy", rrule: weeklyOn(main.rule, easy), minutes, dependsOn: prev, notes }));
      }
      const long = longMinutes(main, load);
      sessions.push(
        ...addSessions(c, ph, main, {
          title: w.long[sport],
          idHint: "long",
          rrule: weeklyOn(main.rule, [split.long]),
          minutes: long,
          dependsOn: prev,
          notes: w.perSession(w.weekdaysOn([split.long]), long),
        }),
      );
    } else {
      sessions.push(...addSessions(c, ph, main, { title: w.easy[sport], idHint: "sessions", load, dependsOn: prev }));
    }
    const m = addCheckpoint(c, ph, ph.last ? finalTitle(c, event) : w.checkpoint(ph.spec.title), sessions, ph.last ? "m-goal-done" : undefined);
    prev = [m.id];
  }
  // The taper is shorter on purpose; the notes describe the training before it.
  addOwnActivities(c, w.easy[sport]);
  sessionNotes(c, main, specs.filter((s) => s.key !== "taper").map((s) => s.load));
}
