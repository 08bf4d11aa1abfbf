import { describe, expect, it } from "vitest";
import type { OutlineNode, PlanOutline } from "../../src/contracts/planning.js";
import { GRAMMAR_RULES, rruleProblem, validateOutline } from "../../src/planning/grammar.js";
import { generateOutline, type GeneratorVariant } from "../../src/planning/outline.js";
import { selectPattern } from "../../src/planning/patterns.js";
import { perceive } from "../fixtures/task.js";
import { BENCH_GOALS, type BenchGoal } from "../fixtures/goals.js";

const VARIANTS: GeneratorVariant[] = ["template", "compact"];

function outlineFor(id: string, variant: GeneratorVariant = "template"): PlanOutline {
  const g = BENCH_GOALS.find((x) => x.id === id)!;
  return build(g, variant);
}
function build(g: BenchGoal, variant: GeneratorVariant): PlanOutline {
  const task = perceive(g.goal, { now: g.now, timezone: g.timezone });
  return generateOutline(task, selectPattern(task).pattern, { now: g.now, variant });
}
const node = (o: PlanOutline, id: string): OutlineNode => {
  const n = o.nodes.find((x) => x.id === id);
  if (!n) throw new Error(`no node ${id} in ${o.nodes.map((x) => x.id).join(",")}`);
  return n;
};

describe("NodeGenerator: every bench goal gives a valid outline for its pattern", () => {
  const rows = BENCH_GOALS.flatMap((g) => VARIANTS.map((v) => [g.id, v, g] as const));
  it.each(rows)("%s (%s)", (_id, variant, g) => {
    const o = build(g, variant);
    const report = validateOutline(o);
    expect(report.violations).toEqual([]);
    expect(report.valid).toBe(true);
    expect(o.generator).toBe(variant);
    expect(o.nodes.filter((n) => n.level === "goal")).toHaveLength(1);
    if (g.expect.pattern_type) expect(o.pattern.pattern_type).toBe(g.expect.pattern_type);
    if (g.expect.deadline) for (const n of o.nodes) if (n.due) expect(n.due <= g.expect.deadline).toBe(true);
  });

  it("is deterministic: same input → identical artifact", () => {
    for (const g of BENCH_GOALS) expect(build(g, "template")).toEqual(build(g, "template"));
  });

  it("the two variants differ", () => {
    expect(outlineFor("bakery-shop", "compact").nodes.length).toBeLessThan(outlineFor("bakery-shop", "template").nodes.length);
  });
});

describe("NodeGenerator: pattern content", () => {
  it("half marathon: 4 sessions a week (easy runs + a weekly long run), load rises to the peak, then a taper", () => {
    const o = outlineFor("half-marathon");
    const phases = o.nodes.filter((n) => n.level === "phase");
    expect(phases.map((p) => p.id)).toEqual(["p1-base", "p2-build", "p3-peak", "p4-taper"]);
    const days = (p: OutlineNode) =>
      o.nodes
        .filter((n) => n.parent_id === p.id && n.cadence.kind === "recurring")
        .flatMap((n) => (n.cadence.kind === "recurring" ? n.cadence.rrule.match(/BYDAY=([A-Z,]+)/)![1]!.split(",") : []))
        .sort();
    for (const p of phases.slice(0, 3)) expect(days(p)).toEqual(["FR", "MO", "SA", "WE"]);
    // The taper keeps fewer sessions a week, and is the last one to two weeks: it begins the day
    // after the peak's last Saturday long run (two weeks before the Tuesday race would split that
    // week between the peak's easy runs and the taper's shorter long run).
    expect(days(phases[3]!).length).toBeLessThan(4);
    expect(phases[3]!.starts_after).toBe("2027-02-14");
    const loads = phases.map((p) => p.load!);
    expect(loads.slice(0, 3)).toEqual([...loads.slice(0, 3)].sort((a, b) => a - b));
    expect(new Set(loads).size).toBe(loads.length);
    expect(loads[3]!).toBeLessThan(loads[2]!);
    const easy = (key: string) => node(o, `t-easy-${key}`).duration_min;
    expect(easy("peak")).toBeGreaterThan(easy("base"));
    expect(node(o, "t-long-base").duration_min).toBeGreaterThan(easy("base"));
    expect(node(o, "m-goal-done").due).toBe("2027-02-23");
    expect(node(o, "m-goal-done").title).toMatch(/^Race day: /);
  });

  it("bakery: each listed deliverable becomes a dated milestone with an FS-chained task", () => {
    const o = outlineFor("bakery-shop");
    const titles = ["Pick a platform", "Photograph 30 products", "Set up payments", "Announce it to customers"];
    const tasks = titles.map((t) => o.nodes.find((n) => n.level === "task" && n.title === t)!);
    tasks.forEach((t, i) => {
      expect(t, titles[i]).toBeDefined();
      expect(node(o, t.parent_id!).level).toBe("milestone");
      expect(node(o, t.parent_id!).due! <= "2027-03-01").toBe(true);
      if (i > 0) expect(t.depends_on).toContainEqual({ node_id: tasks[i - 1]!.id, type: "FS", lag_days: 0 });
    });
    const dues = tasks.map((t) => t.due!);
    expect(dues).toEqual([...dues].sort());
  });

  it("meditation: daily morning block and a weekly Sunday-evening review; default horizon noted", () => {
    const o = outlineFor("meditation");
    const med = o.nodes.find((n) => /meditate/i.test(n.title) && n.cadence.kind === "recurring")!;
    const review = o.nodes.find((n) => n.level === "task" && /review on sunday/i.test(n.title))!;
    expect(med.cadence).toEqual({ kind: "recurring", rrule: "FREQ=DAILY" });
    expect(med.duration_min).toBe(10);
    expect(med.preferred_window).toEqual({ start: "06:00", end: "09:00" });
    expect(review.cadence).toEqual({ kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=SU" });
    // The review has its own day and time (not the meditation's morning window): it is planned in those.
    expect(review.own_time).toEqual({ days: ["SU"], windows: [{ start: "17:00", end: "22:00" }], fixed_times: [] });
    expect(node(o, o.root_id).notes).toMatch(/default horizon of 8 weeks/);
  });

  it("health protocol: daily items plus a lab check every 3 months", () => {
    const o = outlineFor("health-protocol");
    const rules = Object.fromEntries(o.nodes.filter((n) => n.cadence.kind === "recurring").map((n) => [n.title, n.cadence.kind === "recurring" ? n.cadence.rrule : ""]));
    expect(rules).toMatchObject({
      "Morning stretches": "FREQ=DAILY",
      "Vitamins with breakfast": "FREQ=DAILY",
      "Evening walk": "FREQ=DAILY",
      "Lab check every 3 months": "FREQ=MONTHLY;INTERVAL=3",
    });
  });

  it("novel: outline done by end of January, then weekday writing until the deadline", () => {
    const o = outlineFor("novel");
    const write = o.nodes.find((n) => n.cadence.kind === "recurring")!;
    expect(write.cadence).toEqual({ kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" });
    const setup = o.nodes.find((n) => n.level === "milestone" && /outline/i.test(n.title))!;
    expect(setup.due).toBe("2027-01-31");
    expect(write.starts_after! > setup.due!).toBe(true);
    // Writing runs through the deadline (no ends_before: the deadline bounds it, inclusive).
    expect(write.ends_before ?? o.deadline).toBe("2027-06-21");
    expect(write.depends_on.map((d) => d.node_id)).toContain(setup.id);
  });

  it("first Sunday monthly availability → FREQ=MONTHLY;BYDAY=1SU", () => {
    const task = perceive("Meet my book club on the first Sunday of each month.", { now: "2026-12-01T08:00:00", timezone: "UTC" });
    const o = generateOutline(task, selectPattern(task).pattern, { now: "2026-12-01T08:00:00" });
    expect(o.nodes.some((n) => n.cadence.kind === "recurring" && n.cadence.rrule === "FREQ=MONTHLY;BYDAY=1SU")).toBe(true);
    expect(validateOutline(o).valid).toBe(true);
  });

  it("cloud move: the second clause becomes a parallel workstream", () => {
    const o = outlineFor("cloud-move");
    expect(o.nodes.some((n) => /change how we do releases/i.test(n.title))).toBe(true);
    expect(o.nodes.filter((n) => n.level === "phase").length).toBeGreaterThanOrEqual(2);
  });
});

// ── Grammar rules: one crafted bad outline per rule ─────────────────────────────────────────

function mutate(o: PlanOutline, f: (o: PlanOutline) => void): PlanOutline {
  const copy = structuredClone(o);
  f(copy);
  return copy;
}

const CASES: Record<string, () => PlanOutline> = {
  unique_ids: () => mutate(outlineFor("bakery-shop"), (o) => o.nodes.push({ ...node(o, "t-final-check") })),
  single_root: () =>
    mutate(outlineFor("bakery-shop"), (o) =>
      o.nodes.push({ ...node(o, "goal"), id: "goal-2" }),
    ),
  parent_exists: () => mutate(outlineFor("bakery-shop"), (o) => (node(o, "t-final-check").parent_id = "nope")),
  level_nesting: () => mutate(outlineFor("bakery-shop"), (o) => (node(o, "m-pick-a-platform").parent_id = "t-confirm-scope")),
  reachable_from_root: () =>
    mutate(outlineFor("bakery-shop"), (o) => {
      node(o, "p1-prepare").parent_id = "p3-finish";
      node(o, "p3-finish").parent_id = "p1-prepare";
    }),
  dependency_targets_exist: () => mutate(outlineFor("bakery-shop"), (o) => node(o, "t-final-check").depends_on.push({ node_id: "ghost", type: "FS", lag_days: 0 })),
  acyclic_dependencies: () => mutate(outlineFor("bakery-shop"), (o) => node(o, "t-confirm-scope").depends_on.push({ node_id: "t-final-check", type: "FS", lag_days: 0 })),
  valid_rrule: () => mutate(outlineFor("meditation"), (o) => (o.nodes.find((n) => n.cadence.kind === "recurring")!.cadence = { kind: "recurring", rrule: "FREQ=SOMETIMES" })),
  date_format: () => mutate(outlineFor("bakery-shop"), (o) => (node(o, "m-plan-ready").due = "March 1")),
  deadline_after_start: () => mutate(outlineFor("bakery-shop"), (o) => (o.deadline = "2026-11-01")),
  milestone_dated: () => mutate(outlineFor("meditation"), (o) => (node(o, "m-routine-review").due = null)),
  within_deadline: () => mutate(outlineFor("novel"), (o) => (o.nodes.find((n) => n.cadence.kind === "recurring")!.ends_before = "2027-07-01")),
  child_within_parent: () => mutate(outlineFor("bakery-shop"), (o) => (node(o, "t-pick-a-platform").due = "2027-02-25")),
  starts_before_due: () => mutate(outlineFor("bakery-shop"), (o) => (node(o, "p2-deliver").starts_after = "2027-02-28")),
  not_before_start: () => mutate(outlineFor("bakery-shop"), (o) => (node(o, "m-plan-ready").due = "2026-11-30")),
  recurring_cycle_has_recurring: () => mutate(outlineFor("meditation"), (o) => o.nodes.forEach((n) => (n.cadence = { kind: "one_off" }))),
  milestone_project_dated_milestones: () =>
    mutate(outlineFor("bakery-shop"), (o) => o.nodes.filter((n) => n.level === "milestone").forEach((n) => (n.level = "task"))),
  accumulation_arc_increasing_load: () => mutate(outlineFor("half-marathon"), (o) => (node(o, "p3-peak").load = 1)),
  hybrid_has_both_cadences: () => mutate(outlineFor("novel"), (o) => o.nodes.forEach((n) => (n.cadence = { kind: "one_off" }))),
  transformation_has_phases: () => mutate(outlineFor("bakery-shop", "compact"), (o) => (o.pattern = { ...o.pattern, pattern_type: "strategic_transformation" })),
};

describe("GrammarValidator rules", () => {
  it("every rule in the table has a crafted case (adding a rule without a test fails here)", () => {
    expect(Object.keys(CASES).sort()).toEqual(GRAMMAR_RULES.map((r) => r.name).sort());
  });

  it.each(GRAMMAR_RULES.map((r) => [r.name, r] as const))("%s fires on its crafted outline, and only while in the table", (name, rule) => {
    const bad = CASES[name]!();
    const withRule = validateOutline(bad);
    expect(withRule.valid).toBe(false);
    const hits = withRule.violations.filter((v) => v.rule === name);
    expect(hits.length, JSON.stringify(withRule.violations)).toBeGreaterThan(0);
    for (const h of hits) expect(h.severity).toBe(rule.severity);
    expect(withRule.suggested_fixes.length).toBeGreaterThan(0);
    expect(withRule.confidence).toBeLessThan(1);
    const without = validateOutline(bad, { rules: GRAMMAR_RULES.filter((r) => r.name !== name) });
    expect(without.violations.some((v) => v.rule === name)).toBe(false);
  });

  it("severity: an impossible deadline is fatal, a dangling dependency repairable", () => {
    expect(validateOutline(CASES.deadline_after_start!()).violations.find((v) => v.rule === "deadline_after_start")!.severity).toBe("fatal");
    expect(validateOutline(CASES.dependency_targets_exist!()).violations.find((v) => v.rule === "dependency_targets_exist")!.severity).toBe("repairable");
  });

  it("pattern invariants only apply to their own pattern", () => {
    const o = mutate(outlineFor("bakery-shop"), (x) => x.nodes.forEach((n) => (n.cadence = { kind: "one_off" })));
    expect(validateOutline(o).violations.some((v) => v.rule === "recurring_cycle_has_recurring")).toBe(false);
  });

  it("a cycle report names the cycle's nodes", () => {
    const v = validateOutline(CASES.acyclic_dependencies!()).violations.find((x) => x.rule === "acyclic_dependencies")!;
    expect(v.message).toMatch(/t-confirm-scope/);
    expect(v.message).toMatch(/t-final-check/);
  });
});

describe("rruleProblem", () => {
  it.each([
    ["FREQ=DAILY", null],
    ["FREQ=WEEKLY;BYDAY=MO,WE,FR,SA", null],
    ["FREQ=MONTHLY;BYDAY=1SU", null],
    ["FREQ=MONTHLY;INTERVAL=3", null],
    ["RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", null],
    ["FREQ=MONTHLY;BYDAY=-1FR", null],
  ])("%s is valid", (r, expected) => expect(rruleProblem(r)).toBe(expected));
  it.each([
    ["", /empty/],
    ["BYDAY=MO", /FREQ is required/],
    ["FREQ=SOMETIMES", /unknown FREQ/],
    ["FREQ=WEEKLY;BYDAY=XX", /BYDAY/],
    ["FREQ=WEEKLY;BYDAY=1MO", /BYDAY/],
    ["FREQ=WEEKLY;INTERVAL=0", /INTERVAL/],
    ["FREQ=WEEKLY;COUNT=3;UNTIL=20270101", /COUNT and UNTIL/],
    ["FREQ=DAILY;FREQ=WEEKLY", /duplicate/],
    ["FREQ=DAILY;FOO=1", /FOO/],
  ])("%j is invalid", (r, why) => expect(rruleProblem(r)).toMatch(why));
});
