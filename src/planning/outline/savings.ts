/**
 * Savings plans (recurring_cycle / savings_plan): set the plan up (the person's own steps, else
 * a budget review and a standing order), then a recurring transfer on the day the person named
 * — the 1st of each month when they named none, and the notes say so — with a balance check
 * halfway and the target (reading.level.target) as the final milestone.
 */
import { ReadingCadence } from "../../contracts/goal-reading.js";
import { dayNumber } from "../dates.js";
import { transferTitleForTarget } from "../savings-feasibility.js";
import { slugify } from "../text-rules.js";
import { addDays, at, daysBetween, ff, fs, minDate, throughEnd, type Ctx } from "./context.js";
import { finalTitle, stepsOf } from "./kinds.js";
import { addSessions } from "./phases.js";
import { allowedDays, deliverablesOf, sessionCap, ruleFor, setUpDue, type Activity } from "./work.js";

/** A transfer takes a few minutes at the bank's app. */
export const TRANSFER_MINUTES = 15;
const FIRST_OF_MONTH = ReadingCadence.parse({ count: 1, per: "month", month_day: 1 });

export function savingsTemplate(c: Ctx): void {
  const { b, root, w } = c;
  const r = c.reading;
  const item = r.items.find((i) => i.kind === "activity") ?? null;
  const stated = item?.cadence ?? r.cadence;
  const rule = ruleFor(stated && (stated.per !== null || stated.month_day !== null || stated.nth_weekday !== null) ? stated : FIRST_OF_MONTH, allowedDays(r, item), w);
  if (!stated || (stated.per === null && stated.month_day === null && stated.nth_weekday === null)) {
    rule.stated = false;
    c.notes.push(w.noCadence(rule.label));
  }
  const minutes = item?.session_minutes ?? r.session_minutes;
  const compact = c.variant === "compact";
  const listed = deliverablesOf(c, 30);
  const steps = listed.length ? listed : stepsOf(c).map((title) => ({ title, due: null, effort: 30, stated: false }));
  // The set-up ends as soon as its steps are done on the person's days (at most a week); transfers follow.
  const setupDue = minDate(minDate(c.end, addDays(c.begin, Math.min(7, c.span))), setUpDue(c, steps.reduce((s, d) => s + d.effort, 0), steps.length));
  // The transfers start once the set-up is done: the standing order exists before the first one.
  const runFrom = compact ? c.begin : minDate(c.end, addDays(setupDue, 1));
  const transfer: Activity = {
    title: item?.title ?? transferTitleForTarget(r, dayNumber(runFrom), dayNumber(c.end)) ?? w.transfer,
    rule,
    minutes: minutes ?? TRANSFER_MINUTES,
    stated: minutes !== null,
    cap: sessionCap(r.windows, r.not_before, r.not_after, rule.byday),
    window: null,
    main: true,
    dayMinutes: [],
    ownTime: null,
  };
  const p1 = b.add({
    idHint: "p1-set-up",
    title: w.savingsSetUp,
    level: "phase",
    parent_id: root.id,
    starts_after: c.begin,
    due: compact ? c.end : setupDue,
    duration_days: daysBetween(c.begin, compact ? c.end : setupDue),
  });
  let prev: string | null = null;
  // The steps run one after another inside the set-up, so they share its days.
  const share = Math.max(1, daysBetween(c.begin, setupDue)) / Math.max(1, steps.length);
  for (const s of steps) {
    prev = b.add({
      idHint: `t-${slugify(s.title)}`,
      title: s.title,
      level: "task",
      parent_id: p1.id,
      duration_min: s.effort,
      duration_days: Math.round(share * 100) / 100,
      due: setupDue,
      depends_on: prev ? [fs(prev)] : [],
    }).id;
  }
  const p2 = compact ? p1 : b.add({ idHint: "p2-save", title: transfer.title, level: "phase", parent_id: root.id, starts_after: runFrom, due: c.end, duration_days: daysBetween(runFrom, c.end) });
  const transfers = addSessions(c, null, transfer, { parent: p2, idHint: "transfer", from: runFrom, endsBefore: throughEnd(c), dependsOn: compact || !prev ? [] : [prev] });
  if (c.span >= 90) b.add({ idHint: "m-balance-check", title: w.savingsCheck, level: "milestone", parent_id: p2.id, due: at(c, 0.5) });
  b.add({ idHint: "m-goal-done", title: finalTitle(c), level: "milestone", parent_id: p2.id, due: c.end, depends_on: transfers.map((t) => ff(t.id)) });
}
