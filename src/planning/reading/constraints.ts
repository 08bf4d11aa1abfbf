/** What the constraint phrases of a text say (schedule and deadline), shared by goals, replies and the classifier's features. */
import { today, type ReadingClock } from "./calendar.js";
import { comingDayMentions, feastMentions, readDeadline, readStartDay, type DeadlineReading } from "./extract-deadline.js";
import { readPeriods, type PeriodsReading } from "./extract-periods.js";
import type { ReadingItem } from "../../contracts/goal-reading.js";
import { readClauses } from "./clauses.js";
import { readActivities, readCompound } from "./extract-compound.js";
import { cadenceMatches, readSchedule, type ScheduleReading } from "./extract-schedule.js";
import type { Lexicon } from "./lexicon/lexicon.js";
import { normalise, onlyIn, Spans } from "./phrases.js";

export interface Constraints {
  norm: string;
  schedule: ScheduleReading;
  deadline: DeadlineReading;
  /** Dates off ("away Jan 10–17"), read first so their digits are no window and no deadline. */
  periods: PeriodsReading;
  /** The goal's other activities than the main one ("… and study theory 20 minutes every day"). */
  activities: ReadingItem[];
}

export function readConstraints(text: string, lex: Lexicon, clock: ReadingClock): Constraints {
  const norm = normalise(text);
  const spans = new Spans(norm.length);
  const now = today(clock);
  const periods = readPeriods(norm, lex, now, spans);
  const startDay = readStartDay(norm, lex, now, spans);
  // A feast's name is no session day ("Goede Vrijdag", "Sexta-feira Santa"): the schedule does not see it, the deadline does.
  const feasts = feastMentions(lex, norm);
  for (const f of feasts) spans.take(f.start, f.end);
  // "next Sunday": one coming day, hidden from the schedule (no weekly day) and a deadline when no other is stated.
  const coming = comingDayMentions(lex, norm, now).filter((c) => spans.free(c.start, c.end));
  for (const c of coming) spans.take(c.start, c.end);
  const clauses = readClauses(lex, norm, spans, text);
  // Each clause is read again on its own, with what no schedule reads taken as now.
  const before = spans.clone();
  // The main activity's schedule, with the other activities' clauses blanked ("… chaque soir de semaine, et le samedi
  // matin deux heures de réseautage": Saturday is the networking's day). The cadence phrases go first so "the 1st of
  // each month" is not read as a date.
  const schedule = readCompound(norm, lex, before, clauses, readSchedule(onlyIn(norm, clauses.main), lex, spans, clauses.main));
  const activities = readActivities(norm, lex, before, clauses);
  // The other activities' rhythms are no dates either ("… and a lab check every 3 months" has no deadline in 3 months).
  for (const c of cadenceMatches(lex, norm, before)) if (spans.free(c.m.start, c.m.end)) spans.take(c.m.start, c.m.end);
  for (const f of feasts) spans.release(f.start, f.end);
  const deadline = readDeadline(norm, lex, now, spans);
  if (!deadline.deadline && coming.length === 1) {
    deadline.deadline = coming[0]!.date;
    deadline.source = coming[0]!.text;
  }
  // "Finish the report by March 15 at 5pm": the time is the deadline's hour, not when sessions start.
  const timePhrase = schedule.sources.fixed_times;
  // ("Prepare for a job interview next Thursday at 2pm": the time right after the day is the interview's.)
  const endsDeadline = (source: string, time: string) => {
    const at = norm.indexOf(source);
    return source.endsWith(time.trim()) || (at >= 0 && norm.slice(at + source.length).trimStart().startsWith(time.trim()));
  };
  if (deadline.deadline && deadline.source && timePhrase && schedule.fixed_times.length === 1 && schedule.fixed_times[0]!.days === null && endsDeadline(deadline.source, timePhrase)) {
    schedule.fixed_times = [];
    delete schedule.sources.fixed_times;
    schedule.stated.delete("fixed_times");
  }
  if (startDay && !deadline.start) deadline.start = startDay;
  return { norm, schedule, deadline, periods, activities };
}
