import { describe, expect, it } from "vitest";
import { PatternSpec } from "../../src/contracts/planning.js";
import { SEED_TAXONOMY, knownSubtypes, selectPattern, type SelectorVariant } from "../../src/planning/patterns.js";
import { perceive } from "../fixtures/task.js";
import { BENCH_GOALS } from "../fixtures/goals.js";

const VARIANTS: SelectorVariant[] = ["keyword_scoring", "structure_heuristics"];
const NOW = { now: "2026-12-01T08:00:00", timezone: "UTC" };

describe("PatternSelector on the bench goals", () => {
  const rows = BENCH_GOALS.filter((g) => g.expect.pattern_type).flatMap((g) => VARIANTS.map((v) => [g.id, v, g] as const));
  it.each(rows)("%s via %s", (_id, variant, g) => {
    const task = perceive(g.goal, { now: g.now, timezone: g.timezone });
    const sel = selectPattern(task, { variant });
    expect(sel.pattern.pattern_type).toBe(g.expect.pattern_type);
    expect(PatternSpec.safeParse(sel.pattern).success).toBe(true);
    expect(sel.pattern.confidence).toBeGreaterThan(0);
    // Every sample goal fits a known subtype: no RFC for them.
    expect(sel.pattern.subtype).not.toMatch(/^proposed:/);
    expect(sel.proposal).toBeNull();
  });
});

describe("PatternSelector generalises beyond the samples", () => {
  const cases: [string, string][] = [
    ["Learn to play the piano in 9 months, 20 minutes a day.", "progressive_accumulation_arc"],
    ["Ship the new company website by June 1: write copy, design pages, test, go live.", "milestone_project"],
    ["Journal every evening and water the plants every Saturday.", "recurring_cycle"],
    ["Migrate our billing system to Kubernetes by the end of Q3.", "strategic_transformation"],
    ["Record an album this year: write the songs in March, then practice every weekday.", "hybrid_project_cycle"],
  ];
  it.each(cases.flatMap(([goal, p]) => VARIANTS.map((v) => [goal, v, p] as const)))("%s via %s → %s", (goal, variant, expected) => {
    expect(selectPattern(perceive(goal, NOW), { variant }).pattern.pattern_type).toBe(expected);
  });
});

describe("RFC flow", () => {
  const dog = perceive("Train my dog to compete in agility trials.", NOW);

  it.each(VARIANTS)("proposes a subtype when none fits (%s)", (variant) => {
    const sel = selectPattern(dog, { variant });
    expect(sel.pattern.subtype).toBe("proposed:dog_agility_trials");
    expect(sel.pattern.introduced_by).toBe("ai_adaptation");
    expect(sel.pattern.source_pattern).toBe(sel.pattern.pattern_type);
    expect(sel.pattern.rfc).toMatch(/dog_agility_trials/);
    expect(sel.proposal).toMatchObject({ name: "dog_agility_trials", pattern_type: sel.pattern.pattern_type });
  });

  it("with proposals disabled, uses the nearest canonical subtype and no RFC", () => {
    const sel = selectPattern(dog, { allowProposals: false });
    const def = SEED_TAXONOMY.patterns[sel.pattern.pattern_type].default_subtype;
    expect(sel.pattern.subtype).toBe(def);
    expect(sel.pattern.rfc).toBeNull();
    expect(sel.pattern.introduced_by).toBe("system");
    expect(sel.proposal).toBeNull();
  });

  it("an approved subtype is selected afterwards without an RFC", () => {
    const first = selectPattern(dog);
    const approved = [first.proposal!];
    const again = selectPattern(dog, { approved });
    expect(again.pattern.subtype).toBe("dog_agility_trials");
    expect(again.pattern.rfc).toBeNull();
    expect(again.pattern.introduced_by).toBe("system");
    // …and a related later goal matches it too.
    const later = selectPattern(perceive("Get my dog ready for agility trials in spring.", NOW), { approved });
    expect(later.pattern.subtype).toBe("dog_agility_trials");
    expect(knownSubtypes(approved).some((s) => s.name === "dog_agility_trials" && s.source === "approved")).toBe(true);
  });

  it("a vague goal gets no RFC (nothing to name a subtype after)", () => {
    const sel = selectPattern(perceive("get better", NOW));
    expect(sel.pattern.subtype).not.toMatch(/^proposed:/);
  });

  it("the selection is deterministic", () => {
    expect(selectPattern(dog)).toEqual(selectPattern(dog));
  });
});

describe("taxonomy data", () => {
  it("seeds the named subtypes under each pattern", () => {
    const names = knownSubtypes().map((s) => `${s.pattern_type}/${s.name}`);
    for (const n of [
      "recurring_cycle/protocol_routine",
      "recurring_cycle/habit_routine",
      "milestone_project/launch",
      "milestone_project/home_renovation",
      "progressive_accumulation_arc/endurance_training",
      "progressive_accumulation_arc/skill_learning",
      "strategic_transformation/org_restructure",
      "strategic_transformation/tech_migration",
      "hybrid_project_cycle/creative_project",
    ])
      expect(names).toContain(n);
    for (const p of Object.values(SEED_TAXONOMY.patterns)) expect(Object.keys(p.subtypes)).toContain(p.default_subtype);
  });
});
