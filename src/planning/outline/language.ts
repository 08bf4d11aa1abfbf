/**
 * Language learning (progressive_accumulation_arc / language_learning): the CEFR levels between
 * the person's current level and their target are the milestones, each closed by a level check,
 * with phase lengths in proportion to the study hours each level usually takes. Without CEFR
 * levels ("conversational Spanish"): foundations → everyday conversation → fluency.
 *
 * Variants: `template` (one phase per level) and `compact` (two phases).
 */
import { addDays, fs, maxDate, type Ctx, type LocalDate } from "./context.js";
import { finalTitle } from "./kinds.js";
import { addOwnActivities, addCheckpoint, addItemMilestones, addPhases, addSessions, phaseAt, sessionNotes, type PhaseSpec } from "./phases.js";
import { mainActivity } from "./work.js";

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/**
 * Study hours to reach each level from the one below, approximately. Source: Cambridge English,
 * "Guided learning hours" (support.cambridgeenglish.org): cumulative about 90–100 (A2: 180–200,
 * B1: 350–400, B2: 500–600, C1: 700–800, C2: 1,000–1,200). Only the proportions are used here.
 */
export const CEFR_STEP_HOURS: Record<CefrLevel, number> = { A1: 100, A2: 100, B1: 175, B2: 175, C1: 200, C2: 300 };

export function cefrOf(level: string | null): CefrLevel | null {
  const m = level?.toUpperCase().match(/(?:^|[^A-Z0-9])([ABC][12])(?:$|[^A-Z0-9])/);
  return (m?.[1] as CefrLevel | undefined) ?? null;
}

/** The levels to climb: from the one after the current level (A1 when unknown) up to the target. */
export function levelSteps(current: string | null, target: string | null): CefrLevel[] {
  const to = cefrOf(target);
  if (!to) return [];
  const from = cefrOf(current);
  const start = from ? CEFR_LEVELS.indexOf(from) + 1 : 0;
  return CEFR_LEVELS.slice(start, CEFR_LEVELS.indexOf(to) + 1);
}

export function languageTemplate(c: Ctx): void {
  const { b, w } = c;
  const main = mainActivity(c, w.langPractice);
  const steps = levelSteps(c.reading.level.current, c.reading.level.target);
  const compact = c.variant === "compact";
  const checkMinutes = main.stated ? main.minutes : 45;

  if (steps.length >= 2) {
    const hours = steps.map((l) => CEFR_STEP_HOURS[l]);
    const total = hours.reduce((s, h) => s + h, 0);
    const specs: PhaseSpec[] = compact
      ? [
          { key: "first-levels", title: w.towards(steps[Math.ceil(steps.length / 2) - 1]!), share: hours.slice(0, Math.ceil(steps.length / 2)).reduce((s, h) => s + h, 0), load: 1 },
          { key: "last-levels", title: w.towards(steps[steps.length - 1]!), share: hours.slice(Math.ceil(steps.length / 2)).reduce((s, h) => s + h, 0), load: 1.25 },
        ]
      : steps.map((l, i) => ({ key: l.toLowerCase(), title: w.towards(l), share: CEFR_STEP_HOURS[l], load: Math.round((1 + 0.15 * i) * 100) / 100 }));
    const phases = addPhases(c, specs);
    addItemMilestones(c, phases, w.done);
    const practice = phases.flatMap((ph) => addSessions(c, ph, main));
    // Each level is reached where its share of the hours ends; a level check closes it.
    let acc = 0;
    steps.forEach((level, i) => {
      acc += hours[i]!;
      const last = i === steps.length - 1;
      const due: LocalDate = last ? c.end : addDays(c.begin, Math.round((c.span * acc) / total));
      const ph = last ? phases[phases.length - 1]! : phaseAt(phases, due);
      const m = b.add({ idHint: last ? "m-goal-done" : `m-level-${level.toLowerCase()}`, title: w.levelReached(level), level: "milestone", parent_id: ph.node.id, due });
      // A level check on a day the person gives wholly to practice is that day's session.
      const t = b.add({ idHint: `t-level-check-${level.toLowerCase()}`, title: w.levelCheck(level), level: "task", parent_id: m.id, duration_min: checkMinutes, duration_days: 1, starts_after: maxDate(ph.from, addDays(due, -3)), due, in_place_of: practice.map((n) => n.id) });
      m.depends_on = [fs(t.id)];
    });
    addOwnActivities(c, w.langPractice);
    sessionNotes(c, main, specs.map((s) => s.load));
    return;
  }

  const specs: PhaseSpec[] = compact
    ? [
        { key: "foundations", title: w.langFoundations, share: 0.5, load: 1 },
        { key: "conversation", title: w.langConversation, share: 0.5, load: 1.25 },
      ]
    : [
        { key: "foundations", title: w.langFoundations, share: 0.3, load: 1 },
        { key: "conversation", title: w.langConversation, share: 0.4, load: 1.2 },
        { key: "fluency", title: w.langFluency, share: 0.3, load: 1.4 },
      ];
  const phases = addPhases(c, specs);
  addItemMilestones(c, phases, w.done);
  const target = cefrOf(c.reading.level.target);
  let prev: string[] = [];
  for (const ph of phases) {
    const s = addSessions(c, ph, main, { dependsOn: prev });
    const title = ph.last ? (target ? w.levelReached(target) : finalTitle(c)) : w.checkpoint(ph.spec.title);
    prev = [addCheckpoint(c, ph, title, s, ph.last ? "m-goal-done" : undefined).id];
  }
  addOwnActivities(c, w.langPractice);
  sessionNotes(c, main, specs.map((s) => s.load));
}
