/**
 * Skills and strength (progressive_accumulation_arc / skill_learning, strength_building, and any
 * arc without its own template): fundamentals → deliberate practice → apply and perform (for
 * strength: technique and base → build → peak and test). The person's own items (songs, pieces,
 * lifts) are dated milestones in order; sessions keep a stated length, and otherwise grow by
 * phase within the windows allowed.
 *
 * Variants: `template` (three phases) and `compact` (two).
 */
import { finalTitle } from "./kinds.js";
import type { Ctx } from "./context.js";
import { addOwnActivities, addCheckpoint, addItemMilestones, addPhases, addSessions, sessionNotes, type PhaseSpec } from "./phases.js";
import { mainActivity } from "./work.js";

export function skillTemplate(c: Ctx): void {
  const { w } = c;
  const strength = c.kind === "strength";
  const main = mainActivity(c, strength ? w.strengthSessions : w.practice);
  const [a, b2, p] = strength ? [w.strengthBase, w.strengthBuild, w.strengthPeak] : [w.skillFundamentals, w.skillDeliberate, w.skillApply];
  const specs: PhaseSpec[] =
    c.variant === "compact"
      ? [
          { key: "foundation", title: a, share: 0.5, load: 1 },
          { key: "progression", title: p, share: 0.5, load: 1.4 },
        ]
      : [
          { key: "foundation", title: a, share: 0.35, load: 1 },
          { key: "build", title: b2, share: 0.4, load: 1.25 },
          { key: "peak", title: p, share: 0.25, load: 1.5 },
        ];
  const phases = addPhases(c, specs);
  addItemMilestones(c, phases, w.done);
  let prev: string[] = [];
  for (const ph of phases) {
    const s = addSessions(c, ph, main, { dependsOn: prev });
    prev = [addCheckpoint(c, ph, ph.last ? finalTitle(c) : w.checkpoint(ph.spec.title), s, ph.last ? "m-goal-done" : undefined).id];
  }
  addOwnActivities(c, strength ? w.strengthSessions : w.practice);
  sessionNotes(c, main, specs.map((s) => s.load));
}
