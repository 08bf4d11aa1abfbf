/**
 * One hand-written GoalReading per kind of goal, checked the way a person reading the plan would:
 * their deliverables in order, their session length unchanged in every phase, a taper before a
 * race, mock exams before the exam, effort equal to what they sized, a short plan for a short
 * goal — and the grammar passes for every template in both variants.
 */
import { describe, expect, it } from "vitest";
import { GoalReading, type GoalReadingInput } from "../../src/contracts/goal-reading.js";
import { PatternSpec, type OutlineNode, type PlanOutline } from "../../src/contracts/planning.js";
import { availabilityFromReading } from "../../src/planning/availability-from-reading.js";
import { validateOutline } from "../../src/planning/grammar.js";
import { generateOutline, outlineFromReading, type GeneratorVariant } from "../../src/planning/outline.js";
import { PHRASES } from "../../src/planning/outline/words.js";
import { buildRoadmap } from "../../src/planning/roadmap.js";
import { generateSchedule } from "../../src/planning/schedule.js";

const NOW = "2026-12-01T08:00:00"; // a Tuesday
const ZONE = "Europe/Berlin";

type Pattern = PatternSpec["pattern_type"];
function reading(type: Pattern, subtype: string, r: Omit<GoalReadingInput, "pattern" | "language"> & { language?: string }): GoalReading {
  return GoalReading.parse({ language: "en", ...r, pattern: { type, subtype, confidence: 0.9 } });
}
function outline(rd: GoalReading, variant: GeneratorVariant = "template"): PlanOutline {
  return outlineFromReading(rd, PatternSpec.parse({ pattern_type: rd.pattern.type, subtype: rd.pattern.subtype }), { now: NOW, timezone: ZONE, variant });
}
const recurring = (o: PlanOutline) => o.nodes.filter((n) => n.cadence.kind === "recurring");
const rrule = (n: OutlineNode) => (n.cadence.kind === "recurring" ? n.cadence.rrule : "");
const byday = (n: OutlineNode) => rrule(n).match(/BYDAY=([A-Z0-9,]+)/)?.[1]?.split(",") ?? [];
const phases = (o: PlanOutline) => o.nodes.filter((n) => n.level === "phase");
const oneOffTasks = (o: PlanOutline) => o.nodes.filter((n) => n.level === "task" && n.cadence.kind === "one_off");
const goalDone = (o: PlanOutline) => o.nodes.find((n) => n.id === "m-goal-done")!;
const titled = (o: PlanOutline, re: RegExp) => o.nodes.filter((n) => re.test(n.title));
const root = (o: PlanOutline) => o.nodes.find((n) => n.id === o.root_id)!;

const SHEET = {
  exam: reading("progressive_accumulation_arc", "exam_preparation", {
    title: "AWS Solutions Architect exam",
    deadline: "2027-02-15",
    cadence: { count: 1, per: "day" },
    days: ["MO", "TU", "WE", "TH", "FR"],
    windows: [{ start: "18:00", end: "21:00" }],
    session_minutes: 60,
    items: [{ title: "Networking" }, { title: "Storage" }, { title: "Security" }],
  }),
  race: reading("progressive_accumulation_arc", "endurance_training", {
    title: "Half marathon",
    deadline: "2027-03-14",
    cadence: { count: 4, per: "week" },
    session_minutes: 45,
    not_before: "07:00",
    items: [{ title: "Half marathon" }],
  }),
  raceNoLength: reading("progressive_accumulation_arc", "endurance_training", {
    title: "10k race",
    deadline: "2027-03-14",
    cadence: { count: 3, per: "week" },
  }),
  habit: reading("recurring_cycle", "habit_routine", { title: "Journal before bed", deadline: null, cadence: { count: 1, per: "day" } }),
  habitStated: reading("recurring_cycle", "habit_routine", { title: "Meditate", deadline: null, cadence: { count: 1, per: "day" }, session_minutes: 10 }),
  project: reading("milestone_project", "generic_project", {
    title: "Grant report",
    deadline: "2027-01-20",
    total_effort_minutes: 240,
    items: [{ title: "Draft the report" }, { title: "Get feedback" }, { title: "Revise" }, { title: "Submit" }],
  }),
  savings: reading("recurring_cycle", "savings_plan", {
    title: "Save for a new bike",
    deadline: "2027-11-30",
    cadence: { count: 1, per: "month", month_day: 25 },
    level: { current: null, target: "€3000" },
  }),
  weight: reading("progressive_accumulation_arc", "weight_loss", {
    title: "Lose 5 kg",
    deadline: "2027-04-30",
    cadence: { count: 5, per: "week" },
    session_minutes: 30,
    level: { current: "80 kg", target: "75 kg" },
    items: [{ title: "Brisk walk", kind: "activity" }],
  }),
  count: reading("progressive_accumulation_arc", "count_target", {
    title: "Read 24 books",
    deadline: "2027-11-30",
    cadence: { count: 1, per: "day" },
    windows: [{ start: "21:00", end: "23:00" }],
    session_minutes: 30,
    level: { current: null, target: "24 books" },
  }),
  language: reading("progressive_accumulation_arc", "language_learning", {
    title: "Spanish to B2",
    deadline: "2027-11-30",
    cadence: { count: 1, per: "day" },
    session_minutes: 30,
    level: { current: "A2", target: "B2" },
  }),
  skill: reading("progressive_accumulation_arc", "skill_learning", {
    title: "Guitar",
    deadline: "2027-03-31",
    days: ["MO", "TU", "WE", "TH", "FR"],
    windows: [{ start: "12:30", end: "13:30" }],
    items: [{ title: "Wonderwall" }, { title: "Blackbird" }],
  }),
  series: reading("hybrid_project_cycle", "content_series", {
    title: "Weekly podcast",
    deadline: "2027-05-31",
    items: [
      { title: "Set up the feed", due: "2026-12-20" },
      { title: "Record 3 pilot episodes" },
      { title: "Publish an episode", kind: "activity", cadence: { count: 1, per: "week" }, days: ["FR"], session_minutes: 90 },
    ],
  }),
  transformation: reading("strategic_transformation", "tech_migration", { title: "Billing on Kubernetes", deadline: "2027-06-30" }),
  short: reading("milestone_project", "generic_project", {
    title: "Finish the book",
    deadline: "2026-12-06",
    cadence: { count: 1, per: "day" },
    windows: [{ start: "17:00", end: "22:00" }],
    session_minutes: 60,
    items: [{ title: "Finish the book" }],
  }),
  shortSized: reading("milestone_project", "generic_project", { title: "Quarterly report", deadline: "2026-12-04", total_effort_minutes: 240 }),
  shortRace: reading("progressive_accumulation_arc", "endurance_training", { title: "Parkrun", deadline: "2026-12-05", cadence: { count: 2, per: "week" } }),
} satisfies Record<string, GoalReading>;

describe("every template passes the grammar, in both variants, deterministically", () => {
  const rows = Object.entries(SHEET).flatMap(([k, r]) => (["template", "compact"] as const).map((v) => [k, v, r] as const));
  it.each(rows)("%s (%s)", (_k, variant, rd) => {
    const o = outline(rd, variant);
    expect(validateOutline(o).violations).toEqual([]);
    // Nothing the person listed is dropped.
    for (const item of rd.items) expect(o.nodes.some((n) => n.title.includes(item.title)), item.title).toBe(true);
    expect(outline(rd, variant)).toEqual(o);
    for (const n of o.nodes) {
      // Words: no fragments of times, no "Event day:" outside event planning, counts that agree.
      expect(n.title, n.id).not.toMatch(/\d{1,2}:\d{2}|\d\s*(?:am|pm)\b/i);
      expect((n.title.match(/\(/g) ?? []).length, n.id).toBe((n.title.match(/\)/g) ?? []).length);
      expect(n.title).not.toMatch(/^Event day:/);
      expect(`${n.notes ?? ""}`).not.toMatch(/\b1 sessions\b/);
      if (rd.deadline) for (const k of ["due", "ends_before"] as const) if (n[k]) expect(n[k]! <= rd.deadline, `${n.id}.${k}`).toBe(true);
    }
  });
});

describe("exam preparation", () => {
  const o = outline(SHEET.exam);
  it("mock exams fall before the exam date, the last at least two days before", () => {
    const mocks = titled(o, /^Mock exam/);
    expect(mocks.length).toBeGreaterThanOrEqual(2);
    for (const m of mocks) expect(m.due! <= "2027-02-13").toBe(true);
    expect(mocks.map((m) => m.title)).toEqual(mocks.map((_, i) => `Mock exam ${i + 1} of ${mocks.length}`));
  });
  it("the exam day is the final milestone, after the final review", () => {
    expect(goalDone(o)).toMatchObject({ title: "Exam day: AWS Solutions Architect exam", due: "2027-02-15" });
    const review = titled(o, /^Final review done/)[0]!;
    expect(review.due! < "2027-02-15").toBe(true);
    expect(goalDone(o).depends_on.map((d) => d.node_id)).toContain(review.id);
    expect(phases(o).map((p) => p.title)).toEqual(["Learn the material", "Practice and mock exams", "Final review"]);
  });
  it("the person's topics are milestones in their order, in the learning phase", () => {
    const topics = titled(o, /^Topic covered:/);
    expect(topics.map((t) => t.title)).toEqual(["Topic covered: Networking", "Topic covered: Storage", "Topic covered: Security"]);
    expect(topics.map((t) => t.due)).toEqual(topics.map((t) => t.due).sort());
    for (const t of topics) expect(t.parent_id).toBe("p1-learn");
  });
  it("study sessions stay 60 minutes in every phase, on weekdays", () => {
    const study = recurring(o);
    expect(study.length).toBe(3);
    for (const s of study) {
      expect(s.duration_min).toBe(60);
      expect(rrule(s)).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
    }
  });
});

describe("race training", () => {
  const o = outline(SHEET.race);
  it("base → build → peak → taper; the taper is the last two weeks with lower load and fewer sessions", () => {
    const ps = phases(o);
    expect(ps.map((p) => p.title)).toEqual(["Base phase", "Build phase", "Peak phase", "Taper"]);
    const taper = ps[3]!;
    expect(taper.starts_after).toBe("2027-02-28");
    expect(taper.load!).toBeLessThan(ps[2]!.load!);
    const perWeek = (p: OutlineNode) => recurring(o).filter((n) => n.parent_id === p.id).reduce((s, n) => s + byday(n).length, 0);
    for (const p of ps.slice(0, 3)) expect(perWeek(p)).toBe(4);
    expect(perWeek(taper)).toBeLessThan(4);
  });
  it("a weekly long run on the weekend in every phase; race day on the date", () => {
    for (const p of phases(o)) {
      const long = recurring(o).find((n) => n.parent_id === p.id && n.title === "Long run")!;
      expect(byday(long)).toHaveLength(1);
      expect(["SA", "SU"]).toContain(byday(long)[0]);
    }
    expect(goalDone(o)).toMatchObject({ title: "Race day: Half marathon", due: "2027-03-14" });
    // No training on race day: the taper's sessions stop before it.
    for (const n of recurring(o)) expect(n.ends_before! <= "2027-03-14").toBe(true);
  });
  it("other items the person named are milestones on the way; the race stays the race", () => {
    const x = outline(GoalReading.parse({ ...SHEET.race, items: [{ title: "Buy new shoes" }, { title: "Half marathon" }] }));
    expect(titled(x, /^Done: Buy new shoes$/)).toHaveLength(1);
    expect(goalDone(x).title).toBe("Race day: Half marathon");
  });
  it("a stated 45-minute session is 45 minutes in every phase, the long run included", () => {
    for (const n of recurring(o)) expect(n.duration_min, n.id).toBe(45);
  });
  it("without a stated length, sessions grow to the peak and the long run is the longest", () => {
    const x = outline(SHEET.raceNoLength);
    const easy = (k: string) => x.nodes.find((n) => n.id === `t-easy-${k}`)!.duration_min;
    expect(easy("peak")).toBeGreaterThan(easy("base"));
    expect(x.nodes.find((n) => n.id === "t-long-base")!.duration_min).toBeGreaterThan(easy("base"));
    expect(easy("taper")).toBeLessThan(easy("peak"));
  });
});

describe("habit building", () => {
  it("without a stated amount: start small, build up, keep it going", () => {
    const o = outline(SHEET.habit);
    expect(phases(o).map((p) => p.title)).toEqual(["Set up the routine", "Start small", "Build up", "Keep it going"]);
    expect(recurring(o).map((n) => n.duration_min)).toEqual([5, 10, 15]);
    expect(root(o).notes).toMatch(/default horizon of 8 weeks/);
  });
  it("with a stated amount: that amount from the first day, no ramp", () => {
    const o = outline(SHEET.habitStated);
    expect(phases(o).map((p) => p.title)).not.toContain("Start small");
    for (const n of recurring(o)) expect(n.duration_min).toBe(10);
  });
});

describe("projects with dependencies", () => {
  const o = outline(SHEET.project);
  it("the person's deliverables in their order, chained finish-to-start", () => {
    const tasks = oneOffTasks(o);
    expect(tasks.map((t) => t.title)).toEqual(["Draft the report", "Get feedback", "Revise", "Submit"]);
    tasks.slice(1).forEach((t, i) => expect(t.depends_on).toContainEqual({ node_id: tasks[i]!.id, type: "FS", lag_days: 0 }));
    expect(tasks.map((t) => t.due)).toEqual(tasks.map((t) => t.due).sort());
    expect(titled(o, /^Done: /).map((m) => m.title)).toEqual(tasks.map((t) => `Done: ${t.title}`));
  });
  it("effort is exactly the stated 4 hours: no invented preparation or checks", () => {
    expect(oneOffTasks(o).reduce((s, t) => s + t.duration_min, 0)).toBe(240);
    expect(goalDone(o).title).toBe("Goal reached: Grant report");
  });
  it("an item's own size is kept and the rest of the total is shared", () => {
    const rd = GoalReading.parse({ ...SHEET.project, total_effort_minutes: 245, items: [{ title: "Draft", effort_minutes: 120 }, { title: "Revise" }, { title: "Submit" }] });
    const tasks = oneOffTasks(outline(rd));
    expect(tasks.map((t) => t.duration_min)).toEqual([120, 60, 65]);
    expect(tasks.reduce((s, t) => s + t.duration_min, 0)).toBe(245);
  });
  it("without sizes or deliverables, the usual steps with an estimate the notes own up to", () => {
    const o2 = outline(reading("milestone_project", "home_renovation", { title: "Bathroom", deadline: "2027-04-10" }));
    expect(oneOffTasks(o2).map((t) => t.title)).toContain("Book contractors and order materials");
    expect(root(o2).notes).toMatch(/No deliverables named/);
    expect(root(o2).notes).toMatch(/an estimate/);
  });
  it("a stated start weeks away: the goal spans start to deadline, so the roadmap fits the deadline", () => {
    // From February 1 (two months on) until March 15, twice a week at 19:00: the plan's span is the six weeks
    // the person gave, not the months from today to the deadline.
    const rd = reading("milestone_project", "job_search", { title: "Job search", start: "2027-02-01", deadline: "2027-03-15", cadence: { count: 2, per: "week" }, days: ["TU", "FR"], fixed_times: [{ days: ["TU", "FR"], time: "19:00" }], session_minutes: 60 });
    const o2 = outline(rd);
    expect(root(o2).duration_days).toBe(42);
    const built = buildRoadmap(o2);
    expect(built.infeasibility).toBeNull();
    expect(built.feasible).toBe(true);
    expect(built.roadmap.items.find((i) => i.node_id === o2.root_id)!.end <= "2027-03-15").toBe(true);
  });
});

describe("savings", () => {
  const o = outline(SHEET.savings);
  it("a recurring transfer on the stated day of the month, set up first; no project steps", () => {
    const transfers = recurring(o);
    expect(transfers).toHaveLength(1);
    expect(rrule(transfers[0]!)).toBe("FREQ=MONTHLY;BYMONTHDAY=25");
    // The target is stated, the transfer is not: twelve transfers on the 25th (Dec–Nov) of €250 reach €3000.
    expect(transfers[0]!.title).toBe("Transfer €250 to savings");
    expect(o.nodes.some((n) => /venue|guest/i.test(n.title))).toBe(false);
    expect(oneOffTasks(o).map((t) => t.title)).toEqual(["Review the budget and fix the amount", "Set up a standing order to the savings account"]);
    expect(goalDone(o).title).toBe("Savings goal reached: €3000");
  });
  it("no day named: the 1st of each month, and the notes say it is our default", () => {
    const o2 = outline(GoalReading.parse({ ...SHEET.savings, cadence: null }));
    expect(rrule(recurring(o2)[0]!)).toBe("FREQ=MONTHLY;BYMONTHDAY=1");
    expect(root(o2).notes).toMatch(/No cadence given: on day 1 of each month/);
  });
});

describe("weight loss", () => {
  const o = outline(SHEET.weight);
  it("the person's walks at 30 minutes in every phase, a weekly weigh-in, and the target as the final weigh-in", () => {
    const walks = recurring(o).filter((n) => n.title === "Brisk walk");
    expect(walks.length).toBe(3);
    for (const w of walks) expect(w.duration_min).toBe(30);
    const weighIn = recurring(o).find((n) => n.title === "Weekly weigh-in")!;
    expect(byday(weighIn)).toHaveLength(1);
    expect(weighIn.starts_after).toBe("2026-12-01");
    expect(goalDone(o).title).toBe("Final weigh-in: 75 kg");
  });
});

describe("count targets", () => {
  const o = outline(SHEET.count);
  it("24 books become a weekly pace and running totals", () => {
    expect(titled(o, / of 24 books$/).map((m) => m.title)).toEqual(["6 of 24 books", "12 of 24 books", "18 of 24 books", "24 of 24 books"]);
    expect(root(o).notes).toMatch(/Pace: about 0\.5 books a week \(24 over 52 weeks\)/);
    for (const n of recurring(o)) expect(n.duration_min).toBe(30);
  });
});

describe("language learning", () => {
  const o = outline(SHEET.language);
  it("each CEFR level between current and target is a milestone with a level check", () => {
    expect(phases(o).map((p) => p.title)).toEqual(["Towards B1", "Towards B2"]);
    const levels = titled(o, /^Level B[12] reached$/);
    expect(levels.map((l) => l.title)).toEqual(["Level B1 reached", "Level B2 reached"]);
    expect(levels[0]!.due! < levels[1]!.due!).toBe(true);
    expect(levels[1]!.due).toBe("2027-11-30");
    expect(titled(o, /^Level check: B[12]$/)).toHaveLength(2);
    for (const n of recurring(o)) expect(n.duration_min).toBe(30);
  });
});

describe("skills", () => {
  const o = outline(SHEET.skill);
  it("the person's pieces are dated milestones in order; sessions grow but never past the 60-minute lunch window", () => {
    expect(titled(o, /^Done: /).map((m) => m.title)).toEqual(["Done: Wonderwall", "Done: Blackbird"]);
    const lengths = recurring(o).map((n) => n.duration_min);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(60);
    expect(Math.max(...lengths)).toBeGreaterThan(Math.min(...lengths));
    for (const n of recurring(o)) expect(rrule(n)).toBe("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR");
  });
  it("the window of the shortest day caps grown sessions: a 60-minute weekday lunch with a long Saturday morning", () => {
    // Strength sessions start at 45 minutes and would grow to 70.
    const rd = GoalReading.parse({
      ...SHEET.skill,
      pattern: { type: "progressive_accumulation_arc", subtype: "strength_building", confidence: 0.9 },
      items: [],
      days: ["MO", "TU", "WE", "TH", "FR", "SA"],
      windows: [
        { days: ["MO", "TU", "WE", "TH", "FR"], start: "12:30", end: "13:30" },
        { days: ["SA"], start: "09:00", end: "12:00" },
      ],
    });
    const lengths = recurring(outline(rd)).map((n) => n.duration_min);
    expect(Math.min(...lengths)).toBe(45);
    expect(Math.max(...lengths)).toBe(60);
  });
});

describe("creative and content series (hybrid)", () => {
  const o = outline(SHEET.series);
  it("the set-up items in order, then the recurring block on the stated day and length", () => {
    const setup = oneOffTasks(o);
    expect(setup.map((t) => t.title)).toEqual(["Set up the feed", "Record 3 pilot episodes"]);
    expect(setup[1]!.depends_on).toContainEqual({ node_id: setup[0]!.id, type: "FS", lag_days: 0 });
    const publish = recurring(o);
    expect(publish).toHaveLength(1);
    expect(publish[0]).toMatchObject({ title: "Publish an episode", duration_min: 90 });
    expect(rrule(publish[0]!)).toBe("FREQ=WEEKLY;BYDAY=FR");
    expect(publish[0]!.starts_after! > setup[1]!.due!).toBe(true);
    expect(goalDone(o).title).toBe("Series review: Weekly podcast");
  });
});

describe("transformations", () => {
  it("assess → design → pilot → roll out → embed, the subtype's steps inside, named from the goal", () => {
    const o = outline(SHEET.transformation);
    expect(phases(o).map((p) => p.title)).toEqual(["Assess", "Design", "Pilot", "Roll out", "Embed"]);
    expect(oneOffTasks(o)[0]!.title).toBe("Inventory systems and dependencies");
    expect(goalDone(o).title).toBe("Change complete: Billing on Kubernetes");
  });
  it("three or more own steps replace the defaults", () => {
    const rd = GoalReading.parse({ ...SHEET.transformation, items: [{ title: "Audit" }, { title: "Pilot team A" }, { title: "All teams" }] });
    expect(oneOffTasks(outline(rd)).map((t) => t.title)).toEqual(["Audit", "Pilot team A", "All teams"]);
  });
});

describe("short goals", () => {
  it("'finish the book by Sunday, an hour each evening': reading sessions every evening until Sunday, no phases", () => {
    const o = outline(SHEET.short);
    expect(phases(o)).toEqual([]);
    expect(oneOffTasks(o)).toEqual([]);
    const read = recurring(o);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ title: "Finish the book", duration_min: 60, starts_after: "2026-12-01" });
    expect(o.deadline).toBe("2026-12-06");
    expect(root(o).notes).not.toMatch(/default horizon/);
    // Scheduled: one hour every evening, Tuesday through Sunday.
    const s = generateSchedule({ outline: o, roadmap: buildRoadmap(o).roadmap, availability: availabilityFromReading(SHEET.short), now: NOW, timezone: ZONE });
    expect(s.blocks.map((b) => b.start.slice(0, 10))).toEqual(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    for (const b of s.blocks) expect(b.start.slice(11, 13) >= "17").toBe(true);
  });
  it("'about 4 hours by Friday': 4 hours of work before Friday, in hour blocks, nothing invented", () => {
    const o = outline(SHEET.shortSized);
    expect(phases(o)).toEqual([]);
    expect(oneOffTasks(o).map((t) => t.duration_min)).toEqual([240]);
    const s = generateSchedule({ outline: o, roadmap: buildRoadmap(o).roadmap, availability: availabilityFromReading(SHEET.shortSized), now: NOW, timezone: ZONE });
    const minutes = s.blocks.map((b) => (Date.parse(b.end) - Date.parse(b.start)) / 60000);
    expect(minutes.reduce((a, b) => a + b, 0)).toBe(240);
    expect(minutes.every((m) => m >= 60)).toBe(true);
    for (const b of s.blocks) expect(b.start.slice(0, 10) <= "2026-12-04").toBe(true);
  });
  it("a race in four days: easy sessions and race day, no training on the day", () => {
    const o = outline(SHEET.shortRace);
    expect(phases(o)).toEqual([]);
    expect(goalDone(o)).toMatchObject({ title: "Race day: Parkrun", due: "2026-12-05" });
    for (const n of recurring(o)) expect(n.ends_before).toBe("2026-12-05");
  });
});

describe("words in the reading's language", () => {
  it.each([
    ["de", "Wettkampftag: Halbmarathon", ["Grundlagenphase", "Aufbauphase", "Spitzenphase", "Tapering"]],
    ["fr", "Jour de course : Halbmarathon", ["Phase foncière", "Phase de développement", "Phase spécifique", "Phase d'affûtage"]],
    ["es", "Día de la carrera: Halbmarathon", ["Fase de base", "Fase de construcción", "Fase de pico", "Fase de puesta a punto"]],
    ["pt", "Dia da prova: Halbmarathon", ["Fase de base", "Fase de construção", "Fase de pico", "Polimento"]],
    ["nl", "Wedstrijddag: Halbmarathon", ["Basisfase", "Opbouwfase", "Piekfase", "Afbouw"]],
    ["ja", "レース当日：Halbmarathon", ["基礎期", "強化期", "ピーク期", "調整期"]],
    ["zh", "比赛日：Halbmarathon", ["基础期", "强化期", "巅峰期", "减量期"]],
  ])("%s", (language, final, phaseTitles) => {
    const o = outline(GoalReading.parse({ ...SHEET.race, language, title: "Halbmarathon", items: [] }));
    expect(goalDone(o).title).toBe(final);
    expect(phases(o).map((p) => p.title)).toEqual(phaseTitles);
  });
  it("default project steps are translated", () => {
    const o = outline(reading("milestone_project", "admin_paperwork", { language: "de", title: "Steuererklärung", deadline: "2027-05-31" }));
    expect(oneOffTasks(o).map((t) => t.title)).toEqual(expect.arrayContaining(["Unterlagen sammeln", "Formulare ausfüllen", "Prüfen und einreichen"]));
    expect(root(o).notes).toMatch(/Keine Teilergebnisse genannt/);
  });
  it("titles lose fragments of times and stay short", () => {
    const rd = reading("recurring_cycle", "exercise_routine", {
      title: "Run at 7:30pm)",
      deadline: "2027-01-31",
      items: [{ title: "30pm) stretch", kind: "activity" }, { title: "Set up: 30-7:00" }],
    });
    const titles = outline(rd).nodes.map((n) => n.title);
    expect(titles[0]).toBe("Run");
    expect(titles).toContain("Stretch");
    expect(titles).toContain("Set up");
  });
});

describe("compatibility path", () => {
  it("a TaskSpec and its reading give the same plan when the reading says what the TaskSpec says", () => {
    const task = { task_id: "t", intent: "Finish the book", raw_input: "Finish the book", constraints: { scope: null, deadline: "2026-12-06", timezone: ZONE, availability: availabilityFromReading(SHEET.short) } };
    const viaReading = generateOutline(task, PatternSpec.parse({ pattern_type: "milestone_project", subtype: "generic_project" }), { now: NOW, reading: SHEET.short });
    expect(viaReading).toEqual(outline(SHEET.short));
  });
});

describe("grammar: tapers and short plans", () => {
  const race = outline(SHEET.race);
  const mutate = (f: (o: PlanOutline) => void) => {
    const o = structuredClone(race);
    f(o);
    return validateOutline(o).violations.filter((v) => v.rule === "accumulation_arc_increasing_load");
  };
  const phase = (o: PlanOutline, id: string) => o.nodes.find((n) => n.id === id)!;
  it("a final taper of up to two weeks may step the load down", () => {
    expect(mutate(() => {})).toEqual([]);
  });
  it("a 'taper' longer than two weeks is a drop in load", () => {
    expect(mutate((o) => (phase(o, "p4-taper").starts_after = "2027-02-20"))).not.toEqual([]);
  });
  it("a drop before the last phase is not a taper", () => {
    expect(mutate((o) => (phase(o, "p2-build").load = 0.9))).not.toEqual([]);
  });
  it("a taper needs two rising phases before it", () => {
    expect(
      mutate((o) => {
        o.nodes = o.nodes.filter((n) => n.id !== "p2-build" && n.parent_id !== "p2-build");
        phase(o, "p3-peak").starts_after = "2026-12-01";
        o.nodes = o.nodes.filter((n) => n.id !== "p1-base" && n.parent_id !== "p1-base");
      }),
    ).not.toEqual([]);
  });
  it("a goal due within a week needs no phases; ten days out it does", () => {
    const short = outline(SHEET.shortRace);
    expect(validateOutline(short).valid).toBe(true);
    expect(validateOutline({ ...short, deadline: "2026-12-11" }).violations.map((v) => v.rule)).toContain("accumulation_arc_increasing_load");
  });
});

describe("counts and lists agree in every language", () => {
  it.each([
    ["en", "1 session", "2 sessions", "once a week", "3 times a week", "A, B and C"],
    ["de", "1 Einheit", "2 Einheiten", "einmal pro Woche", "3-mal pro Woche", "A, B und C"],
    ["fr", "1 séance", "2 séances", "une fois par semaine", "3 fois par semaine", "A, B et C"],
    ["es", "1 sesión", "2 sesiones", "una vez por semana", "3 veces por semana", "A, B y C"],
    ["nl", "1 sessie", "2 sessies", "eens per week", "3 keer per week", "A, B en C"],
    ["pt", "1 sessão", "2 sessões", "uma vez por semana", "3 vezes por semana", "A, B e C"],
    ["ja", "1回", "2回", "週1回", "週3回", "A、B、C"],
    ["zh", "1次", "2次", "每周1次", "每周3次", "A、B、C"],
  ] as const)("%s", (lang, one, two, weekly, thrice, list) => {
    const w = PHRASES[lang];
    expect([w.sessions(1), w.sessions(2), w.timesAWeek(1), w.timesAWeek(3), w.list(["A", "B", "C"])]).toEqual([one, two, weekly, thrice, list]);
    expect(w.duration(90)).toBe("1 h 30 min");
  });
});
