/**
 * DRAFT_OUTLINE / VALIDATE_OUTLINE tools: PatternSelector (two variants), NodeGenerator (two
 * variants), DependencyResolver, GrammarValidator. Each tool takes its artifacts either in the
 * input or from ctx.artifacts (input wins), so the controller can call them with `{}` once the
 * prerequisites exist.
 */
import { z } from "zod";
import { GoalReading, PatternSpec, PlanOutline, TaskSpec, type ToolResult } from "../../contracts/index.js";
import { resolveDependencies, DependencyResolution } from "../../planning/dependencies.js";
import { GrammarReport, validateOutline } from "../../planning/grammar.js";
import { generateOutline, type GeneratorVariant } from "../../planning/outline.js";
import { ApprovedSubtype, selectPattern, type SelectorVariant } from "../../planning/patterns.js";
import type { ArtifactName, ToolContext, ToolDefinition } from "../types.js";

/** The input's value, else the artifact's, validated against the schema (a bad artifact throws → TOOL_FAILED). */
export function fromArtifact<S extends z.ZodType>(schema: S, value: unknown, ctx: ToolContext, artifact: ArtifactName): z.output<S> {
  const v = value ?? ctx.artifacts[artifact];
  if (v === undefined || v === null) throw new Error(`${artifact} is missing from the input and the context`);
  const r = schema.safeParse(v);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new Error(`${artifact} is invalid at ${i?.path.map(String).join(".") || "(root)"}: ${i?.message}`);
  }
  return r.data;
}

export const PatternSelectionOutput = z.object({
  pattern: PatternSpec,
  proposal: ApprovedSubtype.nullable(),
  scores: z.record(z.string(), z.number()),
  signals: z.array(z.string()),
  rationale: z.string(),
});
export type PatternSelectionOutput = z.infer<typeof PatternSelectionOutput>;

const SelectInput = z.object({
  task_spec: TaskSpec.optional(),
  allow_proposals: z.boolean().default(true).describe("ALLOW_NEW_SUBTYPE_PROPOSALS"),
  approved: z.array(ApprovedSubtype).default([]).describe("Approved RFC subtypes from the store"),
});

function patternSelectorTool(variant: SelectorVariant, name: string): ToolDefinition<z.input<typeof SelectInput>, PatternSelectionOutput> {
  return {
    name,
    description: `PatternSelector (${variant}): maps the TaskSpec to a canonical pattern and subtype, proposing an RFC subtype when none fits`,
    stage: "DRAFT_OUTLINE",
    input: SelectInput as unknown as z.ZodType<z.input<typeof SelectInput>>,
    output: PatternSelectionOutput,
    prerequisites: ["task_spec"],
    produces: ["pattern"],
    run(raw, ctx) {
      const input = SelectInput.parse(raw);
      const task = fromArtifact(TaskSpec, input.task_spec, ctx, "task_spec");
      const sel = selectPattern(task, { variant, allowProposals: input.allow_proposals, approved: input.approved });
      return {
        ok: true,
        confidence: sel.pattern.confidence ?? 0.5,
        explanations: [sel.rationale, ...(sel.pattern.rfc ? [`RFC: ${sel.pattern.rfc}`] : [])],
        data: { pattern: sel.pattern, proposal: sel.proposal, scores: sel.scores, signals: sel.signals, rationale: sel.rationale },
      };
    },
  };
}

const GenerateInput = z.object({
  task_spec: TaskSpec.optional(),
  pattern: PatternSpec.optional(),
  approved: z.array(ApprovedSubtype).default([]),
  reading: GoalReading.optional().describe("The thread's GoalReading: items, rhythm, lengths, level and effort come from it"),
});

function nodeGeneratorTool(variant: GeneratorVariant, name: string): ToolDefinition<z.input<typeof GenerateInput>, PlanOutline> {
  return {
    name,
    description: `NodeGenerator (${variant}): fills the pattern template into a PlanOutline with levels, cadences (RRULE) and dates`,
    stage: "DRAFT_OUTLINE",
    input: GenerateInput as unknown as z.ZodType<z.input<typeof GenerateInput>>,
    output: PlanOutline,
    prerequisites: ["task_spec", "pattern"],
    produces: ["outline"],
    run(raw, ctx) {
      const input = GenerateInput.parse(raw);
      const task = fromArtifact(TaskSpec, input.task_spec, ctx, "task_spec");
      // The pattern artifact may be the selector's whole output or a bare PatternSpec.
      const art = ctx.artifacts.pattern as { pattern?: unknown } | undefined;
      const pattern = fromArtifact(PatternSpec, input.pattern ?? (art && typeof art === "object" && "pattern" in art ? art.pattern : art), ctx, "pattern");
      const outline = generateOutline(task, pattern, { now: ctx.now, timezone: task.constraints.timezone ?? ctx.timezone, variant, approved: input.approved, ...(input.reading ? { reading: input.reading } : {}) });
      const report = validateOutline(outline);
      return {
        ok: true,
        confidence: report.valid ? 0.85 : Math.min(0.6, report.confidence),
        explanations: [`${variant} outline: ${outline.nodes.length} nodes`, ...report.violations.map((v) => `${v.rule}: ${v.message}`)],
        data: outline,
      };
    },
  };
}

const OutlineInput = z.object({ outline: PlanOutline.optional() });

export const dependencyResolverTool: ToolDefinition<z.input<typeof OutlineInput>, DependencyResolution> = {
  name: "resolve_dependencies",
  description: "DependencyResolver: FS/SS/FF/SF with lag/lead → earliest/latest dates, slack and critical path; reports cycles",
  stage: "DRAFT_OUTLINE",
  input: OutlineInput as unknown as z.ZodType<z.input<typeof OutlineInput>>,
  output: DependencyResolution,
  prerequisites: ["outline"],
  produces: ["dependencies"],
  run(raw, ctx) {
    const outline = fromArtifact(PlanOutline, OutlineInput.parse(raw).outline, ctx, "outline");
    const res = resolveDependencies(outline.nodes, { start: outline.start.slice(0, 10) });
    return {
      ok: true,
      confidence: res.ok ? 0.95 : 0.3,
      explanations: res.violations.length ? res.violations.map((v) => v.message) : [`critical path: ${res.critical_path.join(" → ")}`],
      data: res,
    };
  },
};

export const grammarValidatorTool: ToolDefinition<z.input<typeof OutlineInput>, GrammarReport> = {
  name: "validate_grammar",
  description: "GrammarValidator: structural, date, RRULE and pattern-invariant rules over a PlanOutline",
  stage: "VALIDATE_OUTLINE",
  input: OutlineInput as unknown as z.ZodType<z.input<typeof OutlineInput>>,
  output: GrammarReport,
  prerequisites: ["outline"],
  produces: ["validation"],
  run(raw, ctx): ToolResult<GrammarReport> {
    const outline = fromArtifact(PlanOutline, OutlineInput.parse(raw).outline, ctx, "outline");
    const report = validateOutline(outline);
    // ok means "the validator ran"; whether the outline passed is report.valid.
    return {
      ok: true,
      confidence: report.confidence,
      explanations: report.valid ? ["outline passes every grammar rule"] : report.violations.map((v) => `${v.severity} ${v.rule}${v.node_id ? ` @${v.node_id}` : ""}: ${v.message}`),
      data: report,
    };
  },
};

export const outlineTools: readonly ToolDefinition[] = [
  patternSelectorTool("keyword_scoring", "select_pattern_keywords"),
  patternSelectorTool("structure_heuristics", "select_pattern_structure"),
  nodeGeneratorTool("template", "generate_outline_template"),
  nodeGeneratorTool("compact", "generate_outline_compact"),
  dependencyResolverTool,
  grammarValidatorTool,
];
