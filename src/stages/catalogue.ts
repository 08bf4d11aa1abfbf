/**
 * What each DRAFT stage can try: its approaches (the SubTask `tool`, so GGS blocked_tools name
 * them), the targets each approach runs on (the SubTask `target`, GGS blocked_targets), and the
 * stage's task criteria. Two approaches per stage give change_approach / break_symmetry somewhere
 * to go; several targets per approach give change_path somewhere to go (DESIGN §1 "targets").
 * Pure data and pure functions of the StageRequest.
 */
import type { Availability, Criterion, PlanOutline } from "../contracts/index.js";
import type { DraftStage, StageRequest } from "./stage-runner.js";
import { scheduleLeaningFrom, roadmapLeaningFrom } from "./feedback.js";

export interface Approach {
  /** Stage approach name, e.g. "outline.template"; what SubTask.tool and blocked_tools carry. */
  name: string;
  /** Registry tools the approach runs, in order (for the transcript, prompts and docs). */
  tools: string[];
  /** Concrete inputs to try, in order; the first is the default. */
  targets: string[];
  describe: string;
}

export interface StageCatalogue {
  stage: DraftStage;
  /** In preference order: the first approach is the default. */
  approaches: Approach[];
  criteria: Criterion[];
}

// ── Criteria (the stage's validators, DESIGN §1) ──────────────────────────────────────────────

/**
 * GrammarValidator rules grouped into one criterion each: a per-rule criterion list would make
 * one broken rule a D of 1/20, which the GGS reads as "close enough" (success at D ≤ δ).
 */
export const GRAMMAR_GROUPS = ["structure", "dependencies", "recurrence", "dates", "pattern_invariants"] as const;
export type GrammarGroup = (typeof GRAMMAR_GROUPS)[number];

const RULE_GROUP: Record<string, GrammarGroup> = {
  unique_ids: "structure",
  single_root: "structure",
  parent_exists: "structure",
  level_nesting: "structure",
  reachable_from_root: "structure",
  dependency_targets_exist: "dependencies",
  acyclic_dependencies: "dependencies",
  valid_rrule: "recurrence",
  date_format: "dates",
  deadline_after_start: "dates",
  milestone_dated: "dates",
  within_deadline: "dates",
  starts_before_due: "dates",
  child_within_parent: "dates",
  not_before_start: "dates",
};

/** Pattern rules are invariants; a rule added later without a group counts as structure (never unchecked). */
export function grammarGroupOf(rule: { name: string; pattern?: string | undefined }): GrammarGroup {
  if (rule.pattern !== undefined) return "pattern_invariants";
  return RULE_GROUP[rule.name] ?? "structure";
}

export const grammarCriterion = (g: GrammarGroup): string => `outline passes grammar rule group ${g}`;

export const CRITERIA = {
  outlineCoversIntent: "the outline covers the intent",
  roadmapFeasible: "roadmap is feasible by the deadline",
  roadmapDependencies: "dependencies respected",
  roadmapCoversOutline: "every outline node is on the roadmap",
  scheduleFeasible: "schedule is feasible",
  scheduleNoConflicts: "no overlaps or busy conflicts",
  scheduleWeeklyCap: "sessions within the weekly cap",
  scheduleInWindows: "every block inside an allowed window",
  scheduleCoversActivities: "every activity of the outline got sessions",
} as const;

const v = (criterion: string): Criterion => ({ criterion, mode: "verifiable" });
const p = (criterion: string): Criterion => ({ criterion, mode: "plausible" });

export function criteriaFor(stage: DraftStage): Criterion[] {
  switch (stage) {
    case "DRAFT_OUTLINE":
      return [...GRAMMAR_GROUPS.map((g) => v(grammarCriterion(g))), p(CRITERIA.outlineCoversIntent)];
    case "DRAFT_ROADMAP":
      return [v(CRITERIA.roadmapFeasible), v(CRITERIA.roadmapDependencies), p(CRITERIA.roadmapCoversOutline)];
    case "DRAFT_SCHEDULE":
      return [
        v(CRITERIA.scheduleFeasible),
        v(CRITERIA.scheduleNoConflicts),
        v(CRITERIA.scheduleWeeklyCap),
        v(CRITERIA.scheduleInWindows),
        p(CRITERIA.scheduleCoversActivities),
      ];
  }
}

// ── Approaches and targets ───────────────────────────────────────────────────────────────────

export const FIXED_PATTERN_TARGET = "fixed";
export const SELECTOR_TARGETS = ["keyword_scoring", "structure_heuristics"] as const;
export const PLANNED_BLOCK_TARGET = "block:planned";
/** Shorter blocks to fall back to when the planned length does not fit the calendar. */
export const SHORTER_BLOCKS_MIN = [45, 30] as const;

/** "block:45" → 45; "block:planned" → null. */
export function blockCapOf(target: string | null): number | null {
  const m = /^block:(\d+)$/.exec(target ?? "");
  return m ? Number(m[1]) : null;
}

/** The longest block the schedule would place as planned (recurring sessions, one-off pieces). */
export function longestPlannedBlock(outline: PlanOutline | null | undefined, availability: Availability): number {
  const session = availability.session_minutes ?? 60;
  const recurring = (outline?.nodes ?? []).filter((n) => n.cadence.kind === "recurring").map((n) => (n.duration_min > 0 ? n.duration_min : session));
  return Math.max(session, ...recurring);
}

function outlineApproaches(req: StageRequest): Approach[] {
  const targets = req.fixedPattern ? [FIXED_PATTERN_TARGET] : [...SELECTOR_TARGETS];
  const select = req.fixedPattern ? [] : ["select_pattern_keywords|select_pattern_structure"];
  const tail = ["resolve_dependencies", "validate_grammar"];
  return [
    { name: "outline.template", tools: [...select, "generate_outline_template", ...tail], targets, describe: "NodeGenerator (template): the pattern's full template" },
    { name: "outline.compact", tools: [...select, "generate_outline_compact", ...tail], targets, describe: "NodeGenerator (compact): fewer phases and milestones" },
  ];
}

function roadmapApproaches(req: StageRequest): Approach[] {
  const buffered: Approach = {
    name: "roadmap.buffered_first",
    tools: ["roadmap_builder"],
    targets: ["deadline_buffered", "balanced"],
    describe: "RoadmapBuilder preferring a buffer before the deadline, then the lowest daily pace",
  };
  const front: Approach = {
    name: "roadmap.front_loaded",
    tools: ["roadmap_builder_front_loaded"],
    targets: ["front_loaded"],
    describe: "RoadmapBuilder preferring everything as early as dependencies allow",
  };
  return roadmapLeaningFrom(req.feedback) === "front_loaded" ? [front, buffered] : [buffered, front];
}

function scheduleApproaches(req: StageRequest, availability: Availability): Approach[] {
  const longest = longestPlannedBlock(req.artifacts.outline, availability);
  // A session length the person stated is their word: shorter blocks are no way out (what does not
  // fit is reported). Only our own default lengths may shrink.
  const stated = req.reading ? req.reading.session_minutes !== null || req.reading.session_lengths.length > 0 : false;
  const targets = [PLANNED_BLOCK_TARGET, ...(stated ? [] : SHORTER_BLOCKS_MIN.filter((m) => m < longest).map((m) => `block:${m}`))];
  const earliest: Approach = {
    name: "schedule.earliest_fit",
    tools: ["schedule_generator", "portfolio_probe"],
    targets,
    describe: "ScheduleGenerator (earliest_fit) then PortfolioProbe",
  };
  const spread: Approach = {
    name: "schedule.spread_even",
    tools: ["schedule_generator_spread", "portfolio_probe"],
    targets,
    describe: "ScheduleGenerator (spread_even) then PortfolioProbe",
  };
  return scheduleLeaningFrom(req.feedback) === "spread_even" ? [spread, earliest] : [earliest, spread];
}

/** The stage's catalogue for one request (approach order may follow the person's feedback). */
export function catalogueFor(req: StageRequest, availability: Availability): StageCatalogue {
  const approaches =
    req.stage === "DRAFT_OUTLINE" ? outlineApproaches(req) : req.stage === "DRAFT_ROADMAP" ? roadmapApproaches(req) : scheduleApproaches(req, availability);
  return { stage: req.stage, approaches, criteria: criteriaFor(req.stage) };
}
