/**
 * Exam preparation (progressive_accumulation_arc / exam_preparation): learn the material (the
 * person's topics as dated milestones, a first pass through everything), practise with mock
 * exams — the last one a few days before the exam — then a final review, and the exam day as
 * the final milestone. Study sessions keep a stated length in every phase; without one they
 * grow towards the exam, within the windows allowed.
 *
 * Variants: `template` (learn, practise, final review) and `compact` (learn, practise and review).
 */
import { addDays, daysBetween, fs, maxDate, minDate, type Ctx } from "./context.js";
import { finalTitle } from "./kinds.js";
import { addOwnActivities, addCheckpoint, addItemMilestones, addPhases, addSessions, sessionNotes, type PhaseSpec } from "./phases.js";
import { longestSession, mainActivity } from "./work.js";

/**
 * A mock exam is a full paper under exam conditions, in one sitting: two hours, or what the
 * person allows — their stated session length, else the longest window their study days hold.
 */
export const MOCK_MINUTES = 120;
/** A mock may land anywhere in the week before its date (so every allowed weekday is in reach). */
export const MOCK_WINDOW_DAYS = 7;

/**
 * How many mock exams: the number the person stated ("two mock tests", "5 practice exams"), else
 * one per three weeks of the plan up to three. A stated number is kept as far as the practice
 * phase has days for one mock each.
 */
export function mockCount(span: number, stated: number | null = null, practiceDays = Infinity): number {
  if (stated !== null) return Math.max(1, Math.min(stated, practiceDays));
  return span >= 42 ? 3 : span >= 21 ? 2 : 1;
}

export function examTemplate(c: Ctx): void {
  const { b, w } = c;
  const main = mainActivity(c, w.study);
  const compact = c.variant === "compact";
  const reviewDays = Math.max(2, Math.min(14, Math.round(c.span * 0.15)));
  const specs: PhaseSpec[] = compact
    ? [
        { key: "learn", title: w.examLearn, share: 0.6, load: 1 },
        { key: "practise", title: w.examPractise, share: 0.4, load: 1.25 },
      ]
    : [
        { key: "learn", title: w.examLearn, share: 0.55, load: 1 },
        { key: "practise", title: w.examPractise, share: 0.45, load: 1.25 },
        { key: "review", title: w.examReview, days: reviewDays, load: 1.5 },
      ];
  const phases = addPhases(c, specs);
  const [learn, practise] = [phases[0]!, phases[1]!];
  addItemMilestones(c, phases, w.topic, { from: learn.from, to: learn.to });

  let prev: string[] = [];
  let firstPass: string | null = null;
  const practiseSessions: string[] = [];
  for (const ph of phases) {
    const sessions = addSessions(c, ph, main, { dependsOn: prev });
    if (ph === practise) practiseSessions.push(...sessions.map((s) => s.id));
    if (ph.last) {
      // The final review ends the day before the exam; the exam day closes the plan.
      const eve = maxDate(ph.from, addDays(c.end, -1));
      const review = b.add({ idHint: "m-final-review-done", title: w.finalReviewDone, level: "milestone", parent_id: ph.node.id, due: eve, depends_on: sessions.map((s) => fs(s.id)) });
      b.add({ idHint: "m-goal-done", title: finalTitle(c), level: "milestone", parent_id: ph.node.id, due: c.end, depends_on: [fs(review.id)] });
    } else {
      const m = addCheckpoint(c, ph, ph === learn ? w.firstPass : w.secondPass, sessions);
      if (ph === learn) firstPass = m.id;
      prev = [m.id];
    }
  }

  const own = addOwnActivities(c, w.study);
  // The study the mock exams belong to: the main sessions — unless those are the person's own clock
  // ranges (lessons, classes: `windows_are_sessions`) and they named study of their own beside them
  // ("study theory 20 minutes a day"); then a mock is one of that study's days, in its own time,
  // and never takes a lesson's place.
  const study = c.reading.windows_are_sessions === true ? own[0] : undefined;
  const mockOf = study?.activity ?? main;
  // Mock exams spread over the practice phase, the last at least two days before the exam.
  const lastMock = minDate(practise.to, maxDate(practise.from, addDays(c.end, -2)));
  const len = daysBetween(practise.from, lastMock);
  const n = mockCount(c.span, (c.reading.counts ?? []).find((k) => k.kind === "mock_exam")?.count ?? null, Math.max(1, len));
  // A stated length of the study it belongs to is the sitting (the longest a day was given, when days
  // have their own: the mock is that day's session); else two hours within the windows.
  const minutes = mockOf.stated ? longestSession(mockOf) : mockOf.cap !== null ? Math.min(MOCK_MINUTES, mockOf.cap) : MOCK_MINUTES;
  // Each mock is one sitting (never cut into pieces) some day of the week up to its date; mocks
  // are independent of each other. On a study day with no room beside the session, the mock is
  // that day's session.
  for (let i = 1; i <= n; i++) {
    const due = minDate(lastMock, addDays(practise.from, Math.max(1, Math.round((len * i) / n))));
    const from = maxDate(practise.from, addDays(due, -(MOCK_WINDOW_DAYS - 1)));
    b.add({
      idHint: `t-mock-exam-${i}`,
      title: w.mock(i, n),
      level: "task",
      parent_id: practise.node.id,
      duration_min: minutes,
      duration_days: 1,
      starts_after: from,
      due,
      one_sitting: true,
      in_place_of: study ? study.nodes.map((n) => n.id) : practiseSessions,
      ...(study?.activity.ownTime ? { own_time: study.activity.ownTime } : {}),
      depends_on: i === 1 && firstPass && daysBetween(practise.from, due) >= 2 ? [fs(firstPass)] : [],
    });
  }
  sessionNotes(c, main, specs.map((s) => s.load));
}
