/** What the constraint phrases of a text say (schedule and deadline), shared by goals, replies and the classifier's features. */
import { today, type ReadingClock } from "./calendar.js";
import { readDeadline, readStartDay, type DeadlineReading } from "./extract-deadline.js";
import { readPeriods, type PeriodsReading } from "./extract-periods.js";
import { mainRegions, readSchedule, type ScheduleReading } from "./extract-schedule.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { normalise, Spans } from "./phrases.js";

export interface Constraints {
  norm: string;
  schedule: ScheduleReading;
  deadline: DeadlineReading;
  /** Dates off ("away Jan 10–17"), read first so their digits are no window and no deadline. */
  periods: PeriodsReading;
}

export function readConstraints(text: string, lex: Lexicon, clock: ReadingClock): Constraints {
  const norm = normalise(text);
  const spans = new Spans(norm.length);
  const now = today(clock);
  const periods = readPeriods(norm, lex, now, spans);
  const startDay = readStartDay(norm, lex, now, spans);
  const regions = mainRegions(lex, norm, new Spans(norm.length));
  // The schedule's cadence phrases go first so "the 1st of each month" is not read as a date.
  const schedule = readSchedule(norm, lex, spans, regions);
  const deadline = readDeadline(norm, lex, now, spans);
  if (startDay && !deadline.start) deadline.start = startDay;
  return { norm, schedule, deadline, periods };
}
