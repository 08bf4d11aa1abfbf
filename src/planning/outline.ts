/**
 * NodeGenerator (offline): GoalReading + PatternSpec → PlanOutline, by the template a
 * practitioner would use for that kind of goal (src/planning/outline/*.ts, one per kind):
 * projects with the person's deliverables in order, routines and habits with a ramp-up, savings
 * with transfers on the stated day, race training with a taper, exam preparation with mock
 * exams, language levels as milestones, skills, weight loss, quitting or cutting down a habit
 * (getting ready, a taper, day one, check-ins), count targets, creative series,
 * transformations — and, for any goal due within a week, a short plan of the work itself.
 *
 * Deliverables, activities, rhythm, session lengths, level and effort come ONLY from the
 * GoalReading: nothing here parses the goal's text. (Callers that still pass only a TaskSpec
 * get a reading built by the compatibility path in outline/reading-from-task.ts.)
 *
 * Every node carries dual-axis metadata:
 *   - `level` (hierarchy): goal > phase > milestone > task. Exactly one root goal; a child's
 *     level is strictly below its parent's (a task may hang directly under a phase or the goal).
 *   - `cadence`: one_off (done once; milestones are dated with `due`) | recurring (repeats per an
 *     RFC 5545 RRULE between `starts_after` and `ends_before`; the RRULE carries no COUNT — the
 *     scheduler bounds it by those dates, and by the deadline when `ends_before` is null).
 *   - plus `origin` ("system" for everything generated here).
 *
 * Node ids are deterministic slugs of the node's role and title, so re-running the generator on
 * the same input gives an identical artifact. Dates are local "YYYY-MM-DD" in the goal's zone.
 * Without a deadline a default horizon per kind of goal is used and the root's notes say so.
 * Titles and notes are in the reading's language where the project has its words (words.ts).
 *
 * Variants (so change_approach can switch): `template` (the full template) and `compact`
 * (fewest phases that still satisfy the pattern's grammar).
 */
import { z } from "zod";
import type { GoalReading } from "../contracts/goal-reading.js";
import { PlanOutline, type PatternSpec } from "../contracts/planning.js";
import type { TaskSpec } from "../contracts/roles.js";
import { isShortPlan } from "./grammar.js";
import type { ApprovedSubtype, TemplateKind } from "./patterns.js";
import { OutlineBuilder, addDays, daysBetween, maxDate, minDate, toLocalDate, zonedNow, type Ctx, type GeneratorVariant as Variant, type LocalDate } from "./outline/context.js";
import { countTargetTemplate } from "./outline/count-target.js";
import { examTemplate } from "./outline/exam.js";
import { KIND_HORIZON_DAYS, resolveSubtype, titleWithChosenRace } from "./outline/kinds.js";
import { savingsHorizonDays } from "./savings-feasibility.js";
import { dayNumber } from "./dates.js";
import { languageTemplate } from "./outline/language.js";
import { projectTemplate } from "./outline/project.js";
import { raceTemplate } from "./outline/race.js";
import { readingFromTask } from "./outline/reading-from-task.js";
import { statedRangeMinutes } from "./availability-from-reading.js";
import { routineTemplate } from "./outline/routine.js";
import { savingsTemplate } from "./outline/savings.js";
import { rhythmBeyondDeadline, seriesTemplate } from "./outline/series.js";
import { shortTemplate } from "./outline/short.js";
import { skillTemplate } from "./outline/skill.js";
import { transformationTemplate } from "./outline/transformation.js";
import { weightLossTemplate } from "./outline/weight-loss.js";
import { quitTemplate } from "./outline/quit.js";
import { limitTitle, summaryTitle } from "./outline/title.js";
import { PHRASES, cleanTitle, outlineLanguage } from "./outline/words.js";

export const GeneratorVariant = z.enum(["template", "compact"]) satisfies z.ZodType<Variant>;
export type GeneratorVariant = Variant;

/** One template per kind of goal. */
export const TEMPLATES: Record<TemplateKind, (c: Ctx) => void> = {
  project: projectTemplate,
  routine: routineTemplate,
  habit: routineTemplate,
  savings: savingsTemplate,
  race: raceTemplate,
  exam: examTemplate,
  language: languageTemplate,
  skill: skillTemplate,
  strength: skillTemplate,
  weight_loss: weightLossTemplate,
  quit: quitTemplate,
  count_target: countTargetTemplate,
  series: seriesTemplate,
  transformation: transformationTemplate,
};

export interface GenerateOptions {
  /** ISO-8601 "now"; the plan starts on its local date. */
  now: string;
  /** Defaults to task.constraints.timezone, then UTC. */
  timezone?: string;
  variant?: GeneratorVariant;
  approved?: readonly ApprovedSubtype[];
  /**
   * The thread's GoalReading: the only source of deliverables, activities, rhythm, lengths, level
   * and effort. Absent → built from the TaskSpec by the compatibility path (to be removed once
   * the DRAFT_OUTLINE stage passes the reading).
   */
  reading?: GoalReading;
}

/** Three calendar months at their longest (31 + 31 + 30 days): the least an open-ended monthly rhythm runs. */
const MONTHLY_MIN_HORIZON_DAYS = 92;

/** The plan for a GoalReading under a PatternSpec. */
export function outlineFromReading(stated: GoalReading, pattern: PatternSpec, opts: Omit<GenerateOptions, "reading"> & { timezone: string }): PlanOutline {
  // A stated clock range with no length is one sitting (availability-from-reading.ts statedRangeMinutes).
  const reading: GoalReading = { ...stated, session_minutes: stated.session_minutes ?? statedRangeMinutes(stated) };
  const variant = opts.variant ?? "template";
  const timezone = opts.timezone;
  const nowLocal = zonedNow(opts.now, timezone);
  const start = toLocalDate(nowLocal);
  const { sub, kind } = resolveSubtype(pattern, reading, opts.approved ?? []);
  const lang = outlineLanguage(reading.language);
  const w = PHRASES[lang];
  const notes: string[] = [];
  const deadline = reading.deadline;
  // A horizon (stated or the kind's default) runs from when the person starts, not from today:
  // "from February 1, swim on Mondays" is not over before it begins.
  const from = maxDate(start, reading.start ?? start);
  let end: LocalDate;
  if (deadline) end = maxDate(start, deadline);
  else if (reading.horizon_days !== null) end = addDays(from, reading.horizon_days);
  else {
    // Savings with a stated target and transfer run until the transfers reach it.
    // A monthly rhythm runs at least three months: the kind's eight weeks held two sessions.
    const days = (kind === "savings" ? savingsHorizonDays(reading, dayNumber(from)) : null) ?? Math.max(KIND_HORIZON_DAYS[kind], reading.cadence?.per === "month" ? MONTHLY_MIN_HORIZON_DAYS : 0);
    end = addDays(from, days);
    notes.push(w.noDeadline(Math.round(days / 7), end));
  }
  const begin = minDate(end, maxDate(start, reading.start ?? start));
  // A short summary in the person's words: what they want, without the when and how often (outline/title.ts).
  // A habit cut down to a limit keeps the limit: "Cut down to 2 coffees a day" was "Cut down".
  // A rhythm longer than a one-off work's time to its deadline is the work's own ("the quarterly report"): it stays in the title.
  const recurs = kind === "series" && rhythmBeyondDeadline(reading, sub.name, deadline !== null, daysBetween(begin, end));
  const summary = (kind === "quit" ? limitTitle(reading, pattern.subtype ?? "Goal", 60) : null) ?? summaryTitle(reading, pattern.subtype ?? "Goal", 60, recurs ? ["cadence"] : []);
  // A shorter race chosen at an escalation is the race planned: the title says so.
  const title = kind === "race" ? titleWithChosenRace(summary, reading, lang, w) : summary;
  // Item titles are the person's words; only fragments of times and stray punctuation go.
  const cleaned: GoalReading = { ...reading, items: reading.items.map((i) => ({ ...i, title: cleanTitle(i.title, title) })) };
  const b = new OutlineBuilder();
  // The goal spans from when the person starts ("start next Monday") to its end: a root longer than
  // its phases would push the roadmap's critical path past the deadline.
  const root = b.add({ idHint: "goal", title, level: "goal", parent_id: null, starts_after: begin, due: deadline ? end : null, duration_days: daysBetween(begin, end) });
  const ctx: Ctx = {
    reading: cleaned,
    pattern,
    sub,
    kind,
    lang,
    w,
    title,
    start,
    nowMinute: nowLocal.hour * 60 + nowLocal.minute,
    begin,
    end,
    hasDeadline: deadline !== null,
    span: daysBetween(begin, end),
    variant,
    notes,
    b,
    root,
  };
  // A quit plan keeps its shape however close the date ("stop smoking by Friday": a day or two to
  // get ready, day one, then daily check-ins), never three "Quit smoking" sessions a week.
  const short = isShortPlan({ start, deadline: deadline ? end : null }) && kind !== "quit";
  (short ? shortTemplate : TEMPLATES[kind])(ctx);
  root.notes = notes.length ? [...new Set(notes)].join(" ") : null;
  return PlanOutline.parse({ pattern, root_id: root.id, nodes: b.nodes, start, deadline: deadline ? end : null, timezone, generator: variant });
}

/**
 * The NodeGenerator entry point. With `opts.reading` the TaskSpec only supplies the zone
 * fallback; without it (compatibility path, marked in outline/reading-from-task.ts) the reading
 * is built from the TaskSpec.
 */
export function generateOutline(task: TaskSpec, pattern: PatternSpec, opts: GenerateOptions): PlanOutline {
  const timezone = opts.timezone ?? task.constraints.timezone ?? "UTC";
  const reading = opts.reading ?? readingFromTask(task, pattern, toLocalDate(zonedNow(opts.now, timezone)));
  return outlineFromReading(reading, pattern, { ...opts, timezone });
}

/** Both generator variants by name (the tool adapters expose each as its own tool). */
export const NODE_GENERATORS: Record<GeneratorVariant, (task: TaskSpec, pattern: PatternSpec, opts: Omit<GenerateOptions, "variant">) => PlanOutline> = {
  template: (t, p, o) => generateOutline(t, p, { ...o, variant: "template" }),
  compact: (t, p, o) => generateOutline(t, p, { ...o, variant: "compact" }),
};
