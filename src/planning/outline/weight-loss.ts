/**
 * Weight loss (progressive_accumulation_arc / weight_loss): habits, not heroics — set up the
 * habits, build momentum, keep it going; the person's exercise on their rhythm, a weekly
 * weigh-in on the same morning, the week's meals planned once a week, a halfway check-in, and a
 * final weigh-in against the target (reading.level.target).
 *
 * Variants: `template` (three phases, meal planning) and `compact` (two phases).
 */
import type { Weekday } from "../../contracts/planning.js";
import { at, ff, fs, throughEnd, type Ctx } from "./context.js";
import { finalTitle } from "./kinds.js";
import { addOwnActivities, addCheckpoint, addItemMilestones, addPhases, addSessions, phaseAt, sessionNotes, type PhaseSpec } from "./phases.js";
import { allowedDays, mainActivity, type Activity } from "./work.js";

export const WEIGH_IN_MINUTES = 5;
export const MEAL_PLAN_MINUTES = 30;

/** A weekly task on one allowed day (the first of `prefer` the reading allows). */
export function weekly(c: Ctx, title: string, minutes: number, prefer: readonly Weekday[]): Activity {
  const allowed = allowedDays(c.reading) ?? ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
  const day = prefer.find((d) => allowed.includes(d)) ?? allowed[0]!;
  return {
    title,
    rule: { rrule: `FREQ=WEEKLY;BYDAY=${day}`, label: c.w.timesAWeek(1), perWeek: 1, byday: [day], stated: false, copies: 1 },
    minutes,
    stated: true,
    cap: null,
    window: null,
    main: false,
    dayMinutes: [],
    ownTime: null,
  };
}

/** Every allowed day has a stated start time and one of the person's sessions takes it. */
export function timesAllTaken(c: Ctx, main: Activity): boolean {
  const fixed = c.reading.fixed_times;
  if (!fixed.length) return false;
  const allowed = allowedDays(c.reading) ?? ALL_DAYS;
  const rule = main.rule;
  const sessionOn = (d: Weekday) => (rule.byday ? rule.byday.includes(d) : rule.rrule === "FREQ=DAILY");
  return allowed.every((d) => fixed.some((f) => !f.days || f.days.includes(d)) && sessionOn(d));
}

const ALL_DAYS: Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

export function weightLossTemplate(c: Ctx): void {
  const { b, w } = c;
  const main = mainActivity(c, w.exercise);
  const compact = c.variant === "compact";
  const specs: PhaseSpec[] = compact
    ? [
        { key: "habits", title: w.weightHabits, share: 0.4, load: 1 },
        { key: "keep-going", title: w.habitKeep, share: 0.6, load: 1.2 },
      ]
    : [
        { key: "habits", title: w.weightHabits, share: 0.25, load: 1 },
        { key: "momentum", title: w.weightMomentum, share: 0.4, load: 1.15 },
        { key: "keep-going", title: w.habitKeep, share: 0.35, load: 1.3 },
      ];
  const phases = addPhases(c, specs);
  addItemMilestones(c, phases, w.done);
  let prev: string[] = [];
  let lastSessions: string[] = [];
  for (const ph of phases) {
    const s = addSessions(c, ph, main, { dependsOn: prev });
    lastSessions = s.map((n) => n.id);
    if (!ph.last) prev = [addCheckpoint(c, ph, w.checkpoint(ph.spec.title), s).id];
  }
  // Weigh-ins and meal planning keep one rhythm across the phases, so they hang off the goal.
  // Both are companions of the person's own sessions: outside the sessions per week they stated.
  // When every allowed day's stated time is one of the person's sessions, a companion has no
  // time of its own (it could only take a session's slot): it goes with the week's first session.
  const beside = !timesAllTaken(c, main);
  const weighIn = beside ? addSessions(c, null, weekly(c, w.weighIn, WEIGH_IN_MINUTES, ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]), { idHint: "weigh-in", from: c.begin, endsBefore: throughEnd(c), companion: true }) : [];
  if (!beside) c.notes.push(w.withSessions(w.weighIn));
  if (!compact && beside) addSessions(c, null, weekly(c, w.mealPlan, MEAL_PLAN_MINUTES, ["SU", "SA"]), { idHint: "meal-plan", from: c.begin, endsBefore: throughEnd(c), companion: true });
  else if (!compact) c.notes.push(w.withSessions(w.mealPlan));
  if (c.span >= 28) b.add({ idHint: "m-halfway", title: w.halfway, level: "milestone", parent_id: phaseAt(phases, at(c, 0.5)).node.id, due: at(c, 0.5) });
  const last = phases[phases.length - 1]!;
  b.add({
    idHint: "m-goal-done",
    title: finalTitle(c),
    level: "milestone",
    parent_id: last.node.id,
    due: c.end,
    depends_on: [...lastSessions.map((id) => fs(id)), ...weighIn.map((n) => ff(n.id))],
  });
  addOwnActivities(c, w.exercise);
  sessionNotes(c, main, specs.map((s) => s.load));
}
