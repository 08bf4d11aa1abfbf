/**
 * Pattern taxonomy and the offline PatternSelector (phase7 §1, §3).
 *
 * The five canonical patterns are fixed (contracts' PatternType); subtypes are data: the seed
 * subtypes come from data/taxonomy.json, approved RFC subtypes are passed in by the caller
 * (the store keeps them), and both count as "known" from then on.
 *
 * Two selector variants, so change_approach has somewhere to go:
 *   - keyword_scoring: pattern and subtype keywords from the taxonomy, weighted;
 *   - structure_heuristics: the goal's shape (deadline + deliverables → milestone, cadence with
 *     no end product → recurring, growth over a horizon → accumulation arc, one-off phase then a
 *     recurring practice → hybrid, org/process/tech change → transformation).
 *
 * RFC behaviour: when no known subtype of the chosen pattern matches and proposals are allowed,
 * the spec carries subtype "proposed:<snake_name>", introduced_by "ai_adaptation", the source
 * pattern and a short rationale; the `proposal` returned beside it is what an approval stores.
 */
import { z } from "zod";
import taxonomyJson from "../../data/taxonomy.json" with { type: "json" };
import { PatternSpec, PatternType } from "../contracts/planning.js";
import type { TaskSpec } from "../contracts/roles.js";
import { cadenceOf, contentWords, matchedKeywords } from "./text-rules.js";

export const PATTERN_TYPES: readonly PatternType[] = PatternType.options;

/**
 * The outline templates a subtype can plan with (src/planning/outline/*.ts, one per kind of goal).
 * A subtype without one plans with its pattern's default template (PATTERN_TEMPLATE).
 */
export const TemplateKind = z.enum([
  "project",
  "routine",
  "habit",
  "savings",
  "race",
  "exam",
  "language",
  "skill",
  "strength",
  "weight_loss",
  "quit",
  "count_target",
  "series",
  "transformation",
]);
export type TemplateKind = z.infer<typeof TemplateKind>;

export const PATTERN_TEMPLATE: Record<PatternType, TemplateKind> = {
  milestone_project: "project",
  recurring_cycle: "routine",
  progressive_accumulation_arc: "skill",
  hybrid_project_cycle: "series",
  strategic_transformation: "transformation",
};

/** Template wording of a subtype in another language than English (missing parts fall back to English). */
const SubtypeWords = z.object({ steps: z.array(z.string()).optional(), setup: z.string().optional() });

export const TaxonomySubtype = z.object({
  description: z.string(),
  keywords: z.array(z.string()).min(1),
  steps: z.array(z.string()).optional().describe("Default deliverables/workstreams when the goal names none"),
  setup: z.string().optional().describe("Hybrid patterns: the one-off setup step"),
  ideas: z.array(z.string()).default([]),
  session_minutes: z.number().int().positive().optional(),
  step_minutes: z.number().int().positive().optional().describe("Our estimate of one default step when the person sized nothing (else four sessions of session_minutes)"),
  sized_by_date: z
    .boolean()
    .optional()
    .describe("Projects: our estimate shrinks when the date is near (a dinner party on Saturday is smaller work than a wedding in June); a migration due Friday is not"),
  lead_days: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("Projects: the work is done this many days before the deadline when the span allows (processing, delivery: a passport is needed on the day, not applied for)"),
  refines_default: z
    .boolean()
    .optional()
    .describe(
      "Projects: when the reader chose the pattern's default subtype and the goal's title names this subtype's keywords ('Finish the slides by Friday'), this subtype plans it: its steps name the work",
    ),
  template: TemplateKind.optional().describe("The outline template this subtype plans with"),
  i18n: z.record(z.string(), SubtypeWords).default({}).describe("steps/setup by ISO 639-1 language code"),
});
export type TaxonomySubtype = z.infer<typeof TaxonomySubtype>;

export const Taxonomy = z.object({
  version: z.number().int(),
  description: z.string().optional(),
  patterns: z.record(
    PatternType,
    z.object({
      description: z.string(),
      keywords: z.array(z.string()),
      default_subtype: z.string(),
      subtypes: z.record(z.string(), TaxonomySubtype),
    }),
  ),
});
export type Taxonomy = z.infer<typeof Taxonomy>;

/** The seed taxonomy, validated once at load: a broken data file fails loudly at startup. */
export const SEED_TAXONOMY: Taxonomy = Taxonomy.parse(taxonomyJson);

/** An RFC subtype a human approved; the store persists these and passes them back in. */
export const ApprovedSubtype = z.object({
  name: z.string().min(1).describe('Snake name without the "proposed:" prefix (a prefix is stripped)'),
  pattern_type: PatternType,
  keywords: z.array(z.string()).default([]),
  description: z.string().default(""),
});
export type ApprovedSubtype = z.infer<typeof ApprovedSubtype>;

export interface KnownSubtype extends TaxonomySubtype {
  name: string;
  pattern_type: PatternType;
  source: "seed" | "approved";
}

export function stripProposed(name: string): string {
  return name.replace(/^proposed:/, "");
}

/** Seed subtypes plus approved ones (an approved name never shadows a seed one). */
export function knownSubtypes(approved: readonly ApprovedSubtype[] = [], taxonomy: Taxonomy = SEED_TAXONOMY): KnownSubtype[] {
  const seed: KnownSubtype[] = PATTERN_TYPES.flatMap((p) =>
    Object.entries(taxonomy.patterns[p].subtypes).map(([name, s]) => ({ ...s, name, pattern_type: p, source: "seed" as const })),
  );
  const extra: KnownSubtype[] = approved
    .map((a) => ApprovedSubtype.parse(a))
    .filter((a) => !seed.some((s) => s.pattern_type === a.pattern_type && s.name === stripProposed(a.name)))
    .map((a) => ({
      name: stripProposed(a.name),
      pattern_type: a.pattern_type,
      description: a.description,
      keywords: a.keywords.length ? a.keywords : stripProposed(a.name).split("_"),
      ideas: [],
      i18n: {},
      source: "approved" as const,
    }));
  return [...seed, ...extra];
}

/** The session length a kind of goal starts at when the person states none (its subtype's, else 45 minutes). */
export function usualSessionMinutes(type: PatternSpec["pattern_type"], subtype: string | null): number {
  return subtypeInfo({ pattern_type: type, subtype }).session_minutes ?? 45;
}

/** The subtype entry a PatternSpec names, or the pattern's default one (for proposed/unknown names). */
export function subtypeInfo(spec: Pick<PatternSpec, "pattern_type" | "subtype">, approved: readonly ApprovedSubtype[] = []): KnownSubtype {
  const all = knownSubtypes(approved);
  const name = spec.subtype ? stripProposed(spec.subtype) : null;
  return (
    all.find((s) => s.pattern_type === spec.pattern_type && s.name === name) ??
    all.find((s) => s.pattern_type === spec.pattern_type && s.name === SEED_TAXONOMY.patterns[spec.pattern_type].default_subtype)!
  );
}

// ── Features of a goal's shape ───────────────────────────────────────────────────────────────

export interface GoalFeatures {
  text: string;
  has_deadline: boolean;
  /** Clauses that state a cadence ("every weekday", "4 times a week"). */
  recurring_clauses: string[];
  /** Clauses without a cadence. */
  one_off_clauses: string[];
  /** Items of a list introduced by ":" ("pick a platform, photograph 30 products, …"). */
  deliverables: string[];
  growth_terms: string[];
  transformation_terms: string[];
  change_objects: string[];
  /** A one-off step, then a recurring practice ("outline it in January, then write every weekday"). */
  phase_then_recurring: boolean;
  end_product_terms: string[];
}

const GROWTH_TERMS = [
  "learn", "train", "training", "improve", "get better", "master", "become fluent", "fluent", "marathon",
  "half marathon", "5k", "10k", "race", "triathlon", "build up", "increase", "strength", "stronger", "faster",
  "practice", "practise", "get fit", "lose weight", "compete",
];
const TRANSFORMATION_TERMS = [
  "reorganize", "reorganise", "restructure", "transform", "migrate", "migration", "move our", "adopt", "change how",
  "overhaul", "modernize", "modernise", "transition", "roll out", "switch our", "consolidate",
];
const CHANGE_OBJECTS = [
  "team", "teams", "company", "organization", "organisation", "department", "departments", "org", "staff", "process",
  "processes", "releases", "infrastructure", "servers", "cloud", "platform", "system", "stack", "services", "database",
  "culture", "workflow", "tooling", "kubernetes",
];
const END_PRODUCT_TERMS = ["draft", "novel", "book", "album", "manuscript", "thesis", "screenplay", "portfolio", "collection", "series"];

/** Split a goal into clauses on sentence ends, ":", ";", commas and "then"/"and" joins. */
export function clausesOf(text: string): string[] {
  return text
    .split(/[.;:!?]\s+|[.;:!?]$|,\s*(?:and\s+|then\s+)?|\s+(?:and then|then|and|but|while|followed by|after that)\s+/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** The comma list after a colon, if the goal has one. */
export function deliverablesOf(text: string): string[] {
  const idx = text.indexOf(":");
  if (idx < 0) return [];
  const tail = text.slice(idx + 1).replace(/[.!?]\s*$/, "");
  const items = tail
    .split(/,\s*(?:and\s+|then\s+)?|\s+and\s+(?=[a-z])|;\s*/i)
    .map((s) => s.trim().replace(/^(and|then)\s+/i, ""))
    .filter((s) => s.length > 2);
  return items.length >= 2 ? items : [];
}

/**
 * The text rules read: the user's words, plus the intent when a clarification extended it
 * (applyClarification keeps raw_input verbatim and adds the detail to intent).
 */
export function goalText(task: TaskSpec): string {
  const raw = task.raw_input.trim();
  const intent = task.intent.trim();
  return raw.includes(intent) ? raw : `${raw} ${intent}`.trim();
}

export function featuresOf(task: TaskSpec): GoalFeatures {
  const text = goalText(task);
  const clauses = clausesOf(text);
  const recurring = clauses.filter((c) => cadenceOf(c) !== null);
  const oneOff = clauses.filter((c) => cadenceOf(c) === null);
  const lower = text.toLowerCase();
  const thenIdx = lower.search(/\b(then|after that|followed by|once that'?s done)\b/);
  const phaseThen = thenIdx > 0 && cadenceOf(text.slice(thenIdx)) !== null && cadenceOf(text.slice(0, thenIdx).replace(/^[^:]*:/, "")) === null;
  return {
    text,
    has_deadline: task.constraints.deadline !== null,
    recurring_clauses: recurring,
    one_off_clauses: oneOff,
    deliverables: deliverablesOf(text),
    growth_terms: matchedKeywords(text, GROWTH_TERMS),
    transformation_terms: matchedKeywords(text, TRANSFORMATION_TERMS),
    change_objects: matchedKeywords(text, CHANGE_OBJECTS),
    phase_then_recurring: phaseThen,
    end_product_terms: matchedKeywords(text, END_PRODUCT_TERMS),
  };
}

// ── Selectors ────────────────────────────────────────────────────────────────────────────────

export const SelectorVariant = z.enum(["keyword_scoring", "structure_heuristics"]);
export type SelectorVariant = z.infer<typeof SelectorVariant>;

export interface SelectOptions {
  variant?: SelectorVariant;
  /** ALLOW_NEW_SUBTYPE_PROPOSALS. Default true. */
  allowProposals?: boolean;
  approved?: readonly ApprovedSubtype[];
}

export interface PatternSelection {
  pattern: PatternSpec;
  /** Per-pattern score the variant computed (higher = better fit). */
  scores: Record<PatternType, number>;
  /** Keywords or structural signals that decided it. */
  signals: string[];
  rationale: string;
  /** Set when the spec proposes a subtype: what an approval would store. */
  proposal: ApprovedSubtype | null;
}

type PatternChoice = { pattern_type: PatternType; confidence: number; scores: Record<PatternType, number>; signals: string[] };

const zeroScores = (): Record<PatternType, number> =>
  Object.fromEntries(PATTERN_TYPES.map((p) => [p, 0])) as Record<PatternType, number>;

function subtypeHits(text: string, subs: readonly KnownSubtype[]): { sub: KnownSubtype; hits: string[] }[] {
  return subs.map((sub) => ({ sub, hits: matchedKeywords(text, sub.keywords) })).sort((a, b) => b.hits.length - a.hits.length);
}

/** Pattern keywords count 1, the best subtype's keywords 1.5: a subtype hit is the stronger evidence. */
function chooseByKeywords(task: TaskSpec, approved: readonly ApprovedSubtype[]): PatternChoice {
  const text = goalText(task);
  const subs = knownSubtypes(approved);
  const scores = zeroScores();
  const signals: Record<PatternType, string[]> = Object.fromEntries(PATTERN_TYPES.map((p) => [p, []])) as unknown as Record<PatternType, string[]>;
  for (const p of PATTERN_TYPES) {
    const pk = matchedKeywords(text, SEED_TAXONOMY.patterns[p].keywords);
    const best = subtypeHits(text, subs.filter((s) => s.pattern_type === p))[0];
    scores[p] = pk.length + 1.5 * (best?.hits.length ?? 0);
    signals[p] = [...pk, ...(best?.hits ?? [])];
  }
  const ranked = [...PATTERN_TYPES].sort((a, b) => scores[b] - scores[a]);
  const [top, second] = [ranked[0]!, ranked[1]!];
  if (scores[top] === 0) {
    // Nothing matched: a deadline suggests a project, a cadence a routine.
    const fallback: PatternType = cadenceOf(text) && !task.constraints.deadline ? "recurring_cycle" : "milestone_project";
    return { pattern_type: fallback, confidence: 0.3, scores, signals: ["no keyword matched"] };
  }
  const margin = (scores[top] - scores[second]) / scores[top];
  const confidence = Math.min(0.95, 0.4 + 0.45 * margin + Math.min(0.15, 0.025 * scores[top]));
  return { pattern_type: top, confidence: round2(confidence), scores, signals: [...new Set(signals[top])] };
}

type StructureRule = { name: string; pattern: PatternType; confidence: number; when: (f: GoalFeatures) => boolean };

/** Ordered: the first rule that holds decides. Transformation first, since org change often has cadences too. */
export const STRUCTURE_RULES: readonly StructureRule[] = [
  {
    name: "org_process_or_tech_change",
    pattern: "strategic_transformation",
    confidence: 0.8,
    when: (f) => f.transformation_terms.length > 0 && f.change_objects.length > 0,
  },
  {
    name: "one_off_phase_then_recurring_practice",
    pattern: "hybrid_project_cycle",
    confidence: 0.8,
    when: (f) => f.phase_then_recurring || (f.recurring_clauses.length > 0 && f.end_product_terms.length > 0 && f.has_deadline),
  },
  {
    name: "growth_over_a_horizon",
    pattern: "progressive_accumulation_arc",
    confidence: 0.75,
    when: (f) => f.growth_terms.length > 0 && (f.has_deadline || f.recurring_clauses.length > 0),
  },
  {
    name: "cadence_without_end_product",
    pattern: "recurring_cycle",
    confidence: 0.75,
    // A dated list of one-off deliverables is a project even if one item repeats.
    when: (f) => f.recurring_clauses.length > 0 && !(f.has_deadline && f.deliverables.filter((d) => cadenceOf(d) === null).length >= 2),
  },
  {
    name: "deadline_or_deliverables",
    pattern: "milestone_project",
    confidence: 0.75,
    when: (f) => f.has_deadline || f.deliverables.length > 0,
  },
  { name: "growth_without_horizon", pattern: "progressive_accumulation_arc", confidence: 0.5, when: (f) => f.growth_terms.length > 0 },
  { name: "change_without_object", pattern: "strategic_transformation", confidence: 0.45, when: (f) => f.transformation_terms.length > 0 },
  { name: "fallback_one_off", pattern: "milestone_project", confidence: 0.3, when: () => true },
];

function chooseByStructure(task: TaskSpec): PatternChoice {
  const f = featuresOf(task);
  const scores = zeroScores();
  // Score = the confidence of the first rule that holds for each pattern (for comparison and logs).
  for (const r of STRUCTURE_RULES) if (scores[r.pattern] === 0 && r.when(f)) scores[r.pattern] = r.confidence;
  const rule = STRUCTURE_RULES.find((r) => r.when(f))!;
  const signals = [
    rule.name,
    ...f.transformation_terms.map((t) => `change:${t}`),
    ...f.growth_terms.map((t) => `growth:${t}`),
    ...f.recurring_clauses.map((c) => `cadence:${c}`),
    ...(f.has_deadline ? ["deadline"] : []),
    ...(f.deliverables.length ? [`deliverables:${f.deliverables.length}`] : []),
  ];
  return { pattern_type: rule.pattern, confidence: rule.confidence, scores, signals };
}

const GENERIC_VERBS = new Set(
  "train learn get start make do become improve build run write finish complete launch try keep go begin prepare plan practice practise compete achieve reach work set take find help able file only can want".split(" "),
);
const DATE_WORDS = /^(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|quarter|quarters|weekday|weekdays|weekend|weekends|morning|evening)$/;

/** Words too vague to name a subtype ("get better at things"): such goals need elicitation, not an RFC. */
const VAGUE_WORDS = new Set("better good great things stuff more less life lot healthier happier best well".split(" "));

/** A deterministic snake name for a proposed subtype: the goal's first distinctive words. */
export function proposedNameFor(task: TaskSpec): { name: string; keywords: string[] } {
  const words = contentWords(task.intent).filter((w) => !GENERIC_VERBS.has(w) && !DATE_WORDS.test(w) && !VAGUE_WORDS.has(w));
  const keywords = [...new Set(words)].slice(0, 3);
  return { name: keywords.length ? keywords.join("_") : "custom_goal", keywords };
}

export function selectPattern(task: TaskSpec, opts: SelectOptions = {}): PatternSelection {
  const variant = opts.variant ?? "keyword_scoring";
  const approved = opts.approved ?? [];
  const allowProposals = opts.allowProposals ?? true;
  const choice = variant === "keyword_scoring" ? chooseByKeywords(task, approved) : chooseByStructure(task);
  const p = choice.pattern_type;

  const candidates = subtypeHits(goalText(task), knownSubtypes(approved).filter((s) => s.pattern_type === p));
  const best = candidates[0];
  const defaultName = SEED_TAXONOMY.patterns[p].default_subtype;

  if (best && best.hits.length > 0) {
    const pattern = PatternSpec.parse({
      pattern_type: p,
      subtype: best.sub.name,
      confidence: choice.confidence,
      introduced_by: "system",
    });
    return {
      pattern,
      scores: choice.scores,
      signals: choice.signals,
      rationale: `${variant}: ${p} (${choice.signals.slice(0, 4).join(", ")}); subtype ${best.sub.name}${best.sub.source === "approved" ? " (approved)" : ""} matched ${best.hits.join(", ")}`,
      proposal: null,
    };
  }

  const { name, keywords } = proposedNameFor(task);
  // Without distinctive words there is nothing to name a subtype after; use the nearest one.
  if (!allowProposals || keywords.length === 0) {
    const why = allowProposals ? "the goal has no distinctive terms to propose a subtype from" : "proposals are off";
    return {
      pattern: PatternSpec.parse({ pattern_type: p, subtype: defaultName, confidence: round2(choice.confidence * 0.9), introduced_by: "system" }),
      scores: choice.scores,
      signals: choice.signals,
      rationale: `${variant}: ${p}; no known subtype matched and ${why}, so the nearest canonical subtype ${defaultName} is used`,
      proposal: null,
    };
  }

  const rfc = `No known ${p} subtype fits (nearest: ${defaultName}, no keyword overlap). Proposing "${name}" for goals about ${keywords.join(", ") || "this goal"}; it plans like ${p}. Approve to make it a known subtype.`;
  return {
    pattern: PatternSpec.parse({
      pattern_type: p,
      subtype: `proposed:${name}`,
      confidence: round2(choice.confidence * 0.85),
      introduced_by: "ai_adaptation",
      source_pattern: p,
      rfc,
    }),
    scores: choice.scores,
    signals: choice.signals,
    rationale: `${variant}: ${p}; proposing subtype ${name}`,
    proposal: { name, pattern_type: p, keywords, description: `Proposed from: ${task.intent}` },
  };
}

/** Both selector variants by name (the tool adapters expose each as its own tool). */
export const PATTERN_SELECTORS: Record<SelectorVariant, (task: TaskSpec, opts?: Omit<SelectOptions, "variant">) => PatternSelection> = {
  keyword_scoring: (task, opts) => selectPattern(task, { ...opts, variant: "keyword_scoring" }),
  structure_heuristics: (task, opts) => selectPattern(task, { ...opts, variant: "structure_heuristics" }),
};

export function hasProposal(spec: PatternSpec): boolean {
  return typeof spec.subtype === "string" && spec.subtype.startsWith("proposed:");
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

