/**
 * Short goals (a deadline at most SHORT_PLAN_DAYS away), whatever their kind: no phases and no
 * default horizon — the work itself is scheduled. "Finish the book by Sunday, an hour each
 * evening" is reading sessions every evening until Sunday; "write the report by Friday, about 4
 * hours" is 4 hours of work before Friday; each deliverable the person listed is a task in their
 * order, due by its own date or the deadline; unsized work keeps its kind's usual steps and
 * estimate (the scheduler reports what does not fit). The final milestone is the goal's (race day for a
 * race). Event days (race, exam, test) get no session on the day itself.
 */
import type { OutlineNode } from "../../contracts/planning.js";
import { slugify } from "../text-rules.js";
import { addDays, daysBetween, ff, fs, maxDate, minDate, throughEnd, type Ctx } from "./context.js";
import { finalTitle, setupOf, stepsOf } from "./kinds.js";
import { addSessions, namesTheGoal } from "./phases.js";
import { blockMinutes, effortNotes, estimatePerStep } from "./project.js";
import { sportOf } from "./words.js";
import { activitiesOf, dailyAllowanceOf, deliverablesOf, hasRhythm, roomToday, type Activity, type Deliverable } from "./work.js";

const EVENT_KINDS = new Set(["race", "exam", "strength"]);

/**
 * One piece of work due within days with a length and no rhythm ("Finish the report by Friday,
 * about 4 hours", "the cover letter, it takes an hour"): the length is the work's size, not a
 * session to repeat every day until the deadline (it was three 4-hour sessions, 12 hours).
 */
function lengthAsSize(c: Ctx): Ctx {
  const r = c.reading;
  const pt = c.pattern.pattern_type;
  if (pt !== "milestone_project" && pt !== "hybrid_project_cycle") return c;
  if (r.session_minutes === null || r.total_effort_minutes !== null || hasRhythm(r.cadence) || r.days !== null || r.session_lengths.length > 0) return c;
  if (r.items.some((i) => i.kind === "activity" || i.effort_minutes !== null)) return c;
  return { ...c, reading: { ...r, total_effort_minutes: r.session_minutes, session_minutes: null } };
}

export function shortTemplate(given: Ctx): void {
  const c = lengthAsSize(given);
  const { b, root, w } = c;
  const r = c.reading;
  c.notes.push(w.shortPlan);
  const pt = c.pattern.pattern_type;
  // Unsized work keeps the estimate its kind would get over a longer horizon — a short deadline
  // does not make a migration smaller (the scheduler says so when it does not fit) — unless the
  // person said when they work on it: then our estimate fits their time (estimatePerStep).
  const pieces = Math.max(1, r.items.filter((i) => i.kind === "deliverable").length || stepsOf(c).length);
  const estimate = c.kind === "transformation" ? estimatePerStep(c, 8, pieces) : c.kind === "project" ? estimatePerStep(c, 4, pieces) : (r.session_minutes ?? 60);
  const listed = deliverablesOf(c, estimate);
  const activityItems = r.items.filter((i) => i.kind === "activity");
  const rhythm = (r.cadence !== null && r.cadence.per !== null) || r.session_minutes !== null || r.days !== null;
  const sized = r.total_effort_minutes !== null || listed.some((d) => d.stated);
  const practice = pt !== "milestone_project" && pt !== "strategic_transformation";
  // Sessions are the work when the person gave a rhythm or a length but no size (or the goal is a practice).
  const sessionsAreTheWork = !sized && (rhythm || practice);
  // A race names its event; any other goal's final milestone names the goal.
  const event = (c.kind === "race" ? listed.find((d) => namesTheGoal(c, d.title))?.title : undefined) ?? c.title;

  const oneOffs: OutlineNode[] = [];
  // The work in the person's order, each piece due when its share of the effort is done (a
  // stated due date wins), chained finish-to-start.
  const addWork = (work: readonly Deliverable[]) => {
    const total = work.reduce((sum, d) => sum + d.effort, 0) || 1;
    let done = 0;
    // A plan made late in the evening starts tomorrow: the first piece due today had no slot left
    // ("Finish the essay by Sunday" at 23:00 on Saturday lost its outline step).
    const first = c.begin === c.start && c.begin < c.end && !roomToday(c, Math.min(work[0]?.effort ?? 60, 60)) ? addDays(c.begin, 1) : c.begin;
    const span = daysBetween(first, c.end);
    let cursor = first;
    let prev: string | null = null;
    for (const d of work) {
      done += d.effort;
      const planned = addDays(first, Math.round((span * done) / total));
      const due = d.due ? minDate(c.end, maxDate(c.start, d.due)) : maxDate(cursor, minDate(c.end, planned));
      const t = b.add({
        idHint: `t-${slugify(d.title)}`,
        title: d.title,
        level: "task",
        parent_id: root.id,
        duration_min: d.effort,
        duration_days: Math.max(1, daysBetween(cursor, due)),
        starts_after: first,
        due,
        // Pieces due the same day share it: the roadmap counts whole days, so a chain of them could
        // never fit. They still come in order — finish-to-finish, which the scheduler keeps by
        // placing the piece after the one before it when the day has room ("Revise and edit" went
        // on Saturday evening, the first draft on Sunday).
        depends_on: prev ? [due > cursor ? fs(prev) : ff(prev)] : [],
        notes: d.effort > blockMinutes(c) ? w.inBlocks(d.effort, blockMinutes(c)) : null,
      });
      prev = t.id;
      cursor = due;
      oneOffs.push(t);
    }
  };
  if (!sessionsAreTheWork) {
    const steps = c.kind === "project" || c.kind === "transformation" ? stepsOf(c) : [];
    const work: Deliverable[] = listed.length
      ? listed
      : r.total_effort_minutes !== null || !steps.length
        ? [{ title: c.title, due: null, effort: r.total_effort_minutes ?? estimate, stated: r.total_effort_minutes !== null }]
        : steps.map((title) => ({ title, due: null, effort: estimate, stated: false }));
    if (!listed.length && r.total_effort_minutes === null && steps.length) c.notes.push(w.noDeliverables);
    effortNotes(c, work, estimate);
    addWork(work);
  } else if (pt === "hybrid_project_cycle") {
    // A hybrid keeps its one-off part even when short — the person's items always; the template's
    // own set-up step only when the person's time has room beside the sessions ("an hour each
    // evening" is all theirs: the step then opens the first session instead of adding an hour).
    const step = setupOf(c) ?? w.setUp;
    if (listed.length) addWork(listed);
    else if (dailyAllowanceOf(r) !== null) c.notes.push(w.inFirstSession(step));
    else addWork([{ title: step, due: null, effort: estimate, stated: false }]);
  }

  const mainTitle = c.kind === "race" ? w.easy[sportOf(c.title)] : listed.length === 1 && pt !== "hybrid_project_cycle" ? listed[0]!.title : c.title;
  let acts: Activity[] = [];
  if (sessionsAreTheWork) acts = activitiesOf(c, mainTitle);
  else if (activityItems.length || pt === "recurring_cycle") acts = activitiesOf(c, mainTitle).filter((a) => activityItems.some((i) => i.title === a.title) || pt === "recurring_cycle");
  const endsBefore = EVENT_KINDS.has(c.kind) ? c.end : throughEnd(c);
  const recurring = acts.flatMap((a) => addSessions(c, null, a, { from: c.begin, endsBefore, minutes: a.minutes, notes: w.perSession(a.rule.label, a.minutes) }));
  if (sessionsAreTheWork && listed.length > 1 && pt !== "hybrid_project_cycle") {
    // The sessions do the work; each listed deliverable is still a dated milestone.
    for (const d of listed) b.add({ idHint: `m-${slugify(d.title)}`, title: w.done(d.title), level: "milestone", parent_id: root.id, due: d.due ? minDate(c.end, maxDate(c.start, d.due)) : c.end });
  }
  if (acts[0] && !acts[0].rule.stated) c.notes.push(w.noCadence(acts[0].rule.label));
  b.add({
    idHint: "m-goal-done",
    title: finalTitle(c, event),
    level: "milestone",
    parent_id: root.id,
    due: c.end,
    depends_on: [...oneOffs.slice(-1).map((t) => fs(t.id)), ...recurring.map((t) => ff(t.id))],
  });
}
