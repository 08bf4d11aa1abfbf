/**
 * Goals of our own (not from data/goals), with hand-written readings: every kind of goal, the eight
 * languages, zones far apart. Filled from the probes of the planner-honours-the-reading work.
 */
import type { StatedCase } from "./stated-readings.js";

export const OWN_GOALS: StatedCase[] = [];
