/**
 * Count targets (progressive_accumulation_arc / count_target: 24 books this year, 100 sketches):
 * the count over the period becomes a steady weekly pace, the period is cut into parts, and each
 * part ends with the running total it should have reached ("12 of 24 books"). A phase's `load`
 * is the share of the count done by its end — the accumulation grows while the pace stays even —
 * so session lengths do not grow.
 *
 * The count comes from reading.level.target ("24 books"), else from a deliverable item that
 * names one; without a count the plan falls back to the skill template.
 */
import { type Ctx } from "./context.js";
import { addOwnActivities, addCheckpoint, addItemMilestones, addPhases, addSessions, sessionNotes, type PhaseSpec } from "./phases.js";
import { skillTemplate } from "./skill.js";
import { mainActivity } from "./work.js";

export function targetCount(c: Ctx): { n: number; unit: string; from: string } | null {
  const sources = [c.reading.level.target, ...c.reading.items.filter((i) => i.kind === "deliverable").map((i) => i.title)];
  for (const s of sources) {
    const m = s?.match(/(\d[\d,.]*)\s*(.*)$/);
    if (!m) continue;
    const n = Number(m[1]!.replace(/[,.](?=\d{3}\b)/g, ""));
    if (Number.isFinite(n) && n >= 2) return { n: Math.round(n), unit: m[2]!.trim(), from: s! };
  }
  return null;
}

export function countTargetTemplate(c: Ctx): void {
  const target = targetCount(c);
  if (!target) {
    skillTemplate(c);
    return;
  }
  const { w } = c;
  const { n, unit } = target;
  const item = c.reading.items.find((i) => i.kind === "activity");
  const main = mainActivity(c, item?.title ?? w.sessionsFor(c.title));
  const parts = c.variant === "compact" || c.span < 56 ? 2 : 4;
  const weeks = Math.max(1, Math.round(c.span / 7));
  const perWeek = n / weeks;
  const pace = w.pace(perWeek >= 10 ? String(Math.round(perWeek)) : String(Math.round(perWeek * 10) / 10), unit, n, weeks);
  c.notes.push(pace);
  const specs: PhaseSpec[] = Array.from({ length: parts }, (_, i) => ({
    key: `part-${i + 1}`,
    title: w.part(i + 1, parts),
    share: 1,
    load: Math.round(((i + 1) / parts) * 100) / 100,
    notes: w.countCheckpoint(Math.round((n * (i + 1)) / parts), n, unit),
  }));
  const phases = addPhases(c, specs);
  addItemMilestones(c, phases, w.done, undefined, (t) => t === target.from);
  let prev: string[] = [];
  for (const ph of phases) {
    // An even pace: the same session length in every part.
    const s = addSessions(c, ph, main, { dependsOn: prev, load: 1 });
    const k = Math.round((n * (ph.index + 1)) / parts);
    prev = [addCheckpoint(c, ph, w.countCheckpoint(k, n, unit), s, ph.last ? "m-goal-done" : undefined).id];
  }
  addOwnActivities(c, item?.title ?? w.sessionsFor(c.title));
  sessionNotes(c, main, [1]);
}
