/**
 * Merging a reply into a reading: `set` replaces whole fields, `clear` resets them to "not
 * stated"; every field the reply did not mention stays as it was.
 */
import { GoalReading, GoalReadingDelta, type DeltaField } from "../../contracts/goal-reading.js";

/** The value a field has when the person has not stated it. */
const UNSTATED: Record<DeltaField, unknown> = {
  deadline: null,
  horizon_days: null,
  start: null,
  cadence: null,
  days: null,
  excluded_days: [],
  excluded_dates: [],
  travel: [],
  windows: [],
  not_before: null,
  not_after: null,
  fixed_times: [],
  session_minutes: null,
  session_lengths: [],
  total_effort_minutes: null,
  level: { current: null, target: null },
  items: [],
};

export function applyReadingDelta(reading: GoalReading, delta: GoalReadingDelta): GoalReading {
  const next: Record<string, unknown> = { ...reading };
  for (const field of delta.clear) next[field] = structuredClone(UNSTATED[field]);
  for (const [field, value] of Object.entries(delta.set)) if (value !== undefined) next[field] = structuredClone(value);
  // A new deadline answers a past-date question.
  if ("deadline" in delta.set || delta.clear.includes("deadline")) next.issues = reading.issues.filter((i) => i.field !== "deadline");
  return GoalReading.parse(next);
}
