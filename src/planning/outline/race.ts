/**
 * Race and endurance training (progressive_accumulation_arc / endurance_training), the way a
 * coach lays it out: base → build → peak, then a taper in the last one or two weeks with fewer
 * and easier sessions, a weekly long session on the weekend day of the person's rhythm, and race
 * day as the final milestone. The person's weekly count is the total (easy + long); a stated
 * session length is kept in every phase, the long one included. Every discipline of a
 * multi-sport event (swim, bike and run of a triathlon) trains the same way on its own days, its
 * sessions ending before race day; activities that are no sport of the event (yoga, stretching)
 * keep their rhythm and length over the whole plan.
 *
 * Variants: `template` (base, build, peak, taper) and `compact` (base, build, taper).
 */
import type { OutlineNode, Weekday } from "../../contracts/planning.js";
import { slugify, spreadDays } from "../text-rules.js";
import { addDays, daysBetween, round5, throughEnd, type Ctx, type LocalDate } from "./context.js";
import { finalTitle } from "./kinds.js";
import { addCheckpoint, addItemMilestones, addPhases, addSessions, namesTheGoal, sessionNotes, type Phase, type PhaseSpec } from "./phases.js";
import { sportOf, type Sport } from "./words.js";
import { activitiesOf, minutesAt, type Activity, type Rule } from "./work.js";

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

/**
 * One discipline's sessions in a phase, the way the main one is trained: easy sessions on the
 * easy days and the long one on the long day, grown by the phase's load, fewer and shorter in the
 * taper. A stated length stays as said and a grown one stays within the windows (minutesAt,
 * longMinutes).
 */
function phaseSessions(c: Ctx, ph: Phase, a: Activity, sport: Sport, prev: string[], ids: string): OutlineNode[] {
  const { w } = c;
  const load = ph.spec.load;
  const split = splitWeek(a.rule);
  const id = (k: string) => (ids ? `${ids}-${k}` : k);
  if (!split) return addSessions(c, ph, a, { title: w.easy[sport], idHint: id("sessions"), load, dependsOn: prev });
  const out: OutlineNode[] = [];
  let easy = split.easy;
  if (ph.spec.key === "taper") easy = spreadDays(Math.max(0, Math.round((easy.length + 1) * TAPER_SESSION_SHARE) - 1), easy);
  // A few days' stretch (another discipline's peak running into the taper) holds only the days it has.
  const held = new Set(Array.from({ length: Math.min(7, daysBetween(ph.from, ph.to)) }, (_, i) => weekdayOf(addDays(ph.from, i))));
  easy = easy.filter((d) => held.has(d));
  if (easy.length) {
    const minutes = minutesAt(a, load);
    const notes = w.perSession(w.weekdaysOn(easy), minutes);
    out.push(...addSessions(c, ph, a, { title: w.easy[sport], idHint: id("easy"), rrule: weeklyOn(a.rule, easy), minutes, dependsOn: prev, notes }));
  }
  if (!held.has(split.long)) return out;
  const long = longMinutes(a, load);
  // No long session on the day before the race: the series stops a week earlier and race week's
  // long session moves to the latest of the discipline's own free days before that.
  const eve = addDays(c.end, -1);
  const onEve = c.hasDeadline && ph.from <= eve && eve < ph.to && weekdayOf(eve) === split.long;
  out.push(
    ...addSessions(c, ph, a, {
      title: w.long[sport],
      idHint: id("long"),
      rrule: weeklyOn(a.rule, [split.long]),
      minutes: long,
      dependsOn: prev,
      notes: w.perSession(w.weekdaysOn([split.long]), long),
      ...(onEve ? { endsBefore: eve } : {}),
    }),
  );
  if (onEve) {
    const day = [1, 2, 3, 4, 5].map((k) => addDays(eve, -k)).find((d) => d >= ph.from && split.easy.includes(weekdayOf(d)) && !easy.includes(weekdayOf(d)));
    if (day)
      out.push(
        ...addSessions(c, ph, a, {
          title: w.long[sport],
          idHint: id("long-race-week"),
          rrule: weeklyOn(a.rule, [weekdayOf(day)]),
          minutes: long,
          dependsOn: prev,
          from: day,
          endsBefore: addDays(day, 1),
          notes: w.perSession(w.weekdaysOn([weekdayOf(day)]), long),
        }),
      );
  }
  return out;
}

/** The first day of another discipline's taper: the day after its long session in the week the taper begins, when that week holds its easy days before it. */
function ownTaperStart(c: Ctx, taper: Phase, a: Activity): LocalDate {
  const split = /INTERVAL=/.test(a.rule.rrule) ? null : splitWeek(a.rule);
  const days = daysBetween(taper.from, c.end);
  return addDays(c.end, -taperAfterLongDay(c, days, split));
}

export function raceTemplate(c: Ctx): void {
  const { w } = c;
  // The race is the item that names the goal ("Half marathon"); other items are milestones on the way.
  const event = c.reading.items.find((i) => i.kind === "deliverable" && namesTheGoal(c, i.title))?.title ?? c.title;
  const named = sportOf([c.title, ...c.reading.items.map((i) => i.title)].join(" "));
  const activities = activitiesOf(c, w.easy[named]);
  const main = activities[0]!;
  // The main activity's own sport when it is one of the person's activities ("bike twice, run
  // twice, swim once": the main sessions are rides, though swimming is named too).
  const fromItem = c.reading.items.some((i) => i.kind === "activity" && i.title === main.title);
  const sport = fromItem && sportOf(main.title) !== "generic" ? sportOf(main.title) : named;
  // Every discipline of the event trains like the main one (swim, bike and run of a triathlon);
  // other activities (yoga, stretching) keep their own rhythm and length over the whole plan.
  const others = activities.filter((a) => !a.main && a.ownTime);
  const disciplines = others.filter((a) => sportOf(a.title) !== "generic");
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
    const sessions = phaseSessions(c, ph, main, sport, prev, "");
    for (const a of disciplines) {
      const ids = slugify(a.title);
      // The taper begins for each discipline the day after its own long session of that week (as
      // taperAfterLongDay does for the main one): the bike's peak easy ride on Tuesday and a taper
      // "long" ride on Saturday made a week whose long ride was the shorter one.
      const before = ph.spec.key === "taper" ? phases[ph.index - 1] : undefined;
      const own = before ? ownTaperStart(c, ph, a) : ph.from;
      if (before && own > ph.from) sessions.push(...phaseSessions(c, { ...ph, spec: before.spec, to: own }, a, sportOf(a.title), prev, ids));
      sessions.push(...phaseSessions(c, { ...ph, from: own }, a, sportOf(a.title), prev, ids));
    }
    const m = addCheckpoint(c, ph, ph.last ? finalTitle(c, event) : w.checkpoint(ph.spec.title), sessions, ph.last ? "m-goal-done" : undefined);
    prev = [m.id];
  }
  for (const a of others.filter((x) => !disciplines.includes(x))) addSessions(c, null, a, { from: c.begin, endsBefore: throughEnd(c) });
  // The taper is shorter on purpose; the notes describe the training before it.
  sessionNotes(c, main, specs.filter((s) => s.key !== "taper").map((s) => s.load));
}
