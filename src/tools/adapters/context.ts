/**
 * COLLECT_CONTEXT and policy-driven helper tools: Perceiver, ContextElicitor (two variants:
 * open questions or confirm-a-default), PreferenceProbe, Brainstormer, OptionCrafter, Summarizer.
 * Helpers read ctx.policy, which is part of the executor's cache key.
 */
import { z } from "zod";
import { Availability, InteractionPolicy, PatternSpec, PlanOutline, TaskSpec } from "../../contracts/index.js";
import {
  Elicitation,
  PlanOption,
  PreferenceProbeResult,
  brainstorm,
  craftOptions,
  elicitContext,
  probePreferences,
  summarizePlan,
  type ElicitorVariant,
} from "../../planning/policy-helpers.js";
import { ApprovedSubtype } from "../../planning/patterns.js";
import { perceive } from "../../roles/perceiver.js";
import type { ToolContext, ToolDefinition } from "../types.js";
import { fromArtifact } from "./outline.js";

/** The pattern artifact may be the selector's whole output or a bare PatternSpec. */
function patternOf(value: unknown, ctx: ToolContext): PatternSpec | undefined {
  const v = value ?? ctx.artifacts.pattern;
  if (v === undefined || v === null) return undefined;
  const inner = typeof v === "object" && v !== null && "pattern" in v ? (v as { pattern: unknown }).pattern : v;
  return fromArtifact(PatternSpec, inner, ctx, "pattern");
}

const PerceiveInput = z.object({
  text: z.string().min(1).max(4000).describe("The goal, verbatim"),
  task_id: z.string().min(1).optional(),
});
const PerceiveOutput = z.object({ task_spec: TaskSpec, availability: Availability });

export const perceiverTool: ToolDefinition<z.input<typeof PerceiveInput>, z.infer<typeof PerceiveOutput>> = {
  name: "perceive_goal",
  description: "Perceiver R1 (offline): goal text → TaskSpec with a resolved deadline and availability",
  stage: "COLLECT_CONTEXT",
  input: PerceiveInput,
  output: PerceiveOutput,
  prerequisites: [],
  produces: ["task_spec", "availability"],
  run(input, ctx) {
    const task = perceive(input.text, { now: ctx.now, timezone: ctx.timezone, ...(input.task_id ? { taskId: input.task_id } : {}) });
    return {
      ok: true,
      confidence: 0.8,
      explanations: [`deadline: ${task.constraints.deadline ?? "none"}`],
      data: { task_spec: task, availability: Availability.parse(task.constraints.availability) },
    };
  },
};

const ElicitInput = z.object({
  task_spec: TaskSpec.optional(),
  pattern: PatternSpec.optional(),
  approved: z.array(ApprovedSubtype).default([]),
});

function elicitorTool(variant: ElicitorVariant, name: string): ToolDefinition<z.input<typeof ElicitInput>, Elicitation> {
  return {
    name,
    description: `ContextElicitor (${variant}): asks only for missing essentials, at most probing_depth questions`,
    stage: "COLLECT_CONTEXT",
    input: ElicitInput as unknown as z.ZodType<z.input<typeof ElicitInput>>,
    output: Elicitation,
    prerequisites: ["task_spec"],
    produces: ["questions"],
    run(raw, ctx) {
      const input = ElicitInput.parse(raw);
      const task = fromArtifact(TaskSpec, input.task_spec, ctx, "task_spec");
      const pattern = patternOf(input.pattern, ctx);
      const res = elicitContext(task, ctx.policy, { variant, approved: input.approved, ...(pattern ? { pattern } : {}) });
      return {
        ok: true,
        confidence: res.confidence,
        explanations: res.missing.length ? [`missing: ${res.missing.join(", ")}; asking ${res.questions.length}`] : ["nothing essential is missing"],
        data: res,
      };
    },
  };
}

const ProbeInput = z.object({
  known: InteractionPolicy.partial().nullable().default(null).describe("The stored policy, or null when the user's style is unknown"),
});

export const preferenceProbeTool: ToolDefinition<z.input<typeof ProbeInput>, PreferenceProbeResult> = {
  name: "probe_preferences",
  description: "PreferenceProbe: one 'concise or conversational?' question when the style is unknown",
  stage: "COLLECT_CONTEXT",
  input: ProbeInput as unknown as z.ZodType<z.input<typeof ProbeInput>>,
  output: PreferenceProbeResult,
  prerequisites: [],
  produces: ["preferences"],
  run(raw) {
    const res = probePreferences(ProbeInput.parse(raw).known);
    return { ok: true, confidence: 1, explanations: [res.known ? "style known" : "style unknown: asking once"], data: res };
  },
};

const BrainstormInput = z.object({
  task_spec: TaskSpec.optional(),
  pattern: PatternSpec.optional(),
  count: z.number().int().min(1).max(10).default(3),
  approved: z.array(ApprovedSubtype).default([]),
});

export const brainstormerTool: ToolDefinition<z.input<typeof BrainstormInput>, { ideas: string[] }> = {
  name: "brainstorm",
  description: "Brainstormer: a few concrete ideas for the goal (deterministic)",
  stage: "COLLECT_CONTEXT",
  input: BrainstormInput as unknown as z.ZodType<z.input<typeof BrainstormInput>>,
  output: z.object({ ideas: z.array(z.string()).min(1) }),
  prerequisites: ["task_spec", "pattern"],
  produces: ["ideas"],
  run(raw, ctx) {
    const input = BrainstormInput.parse(raw);
    const task = fromArtifact(TaskSpec, input.task_spec, ctx, "task_spec");
    const pattern = patternOf(input.pattern, ctx)!;
    return { ok: true, confidence: 0.7, explanations: [], data: { ideas: brainstorm(task, pattern, input.count, input.approved) } };
  },
};

const OutlineOnly = z.object({ outline: PlanOutline.optional() });

export const optionCrafterTool: ToolDefinition<z.input<typeof OutlineOnly>, { options: PlanOption[] }> = {
  name: "craft_options",
  description: "OptionCrafter: 2 plan variants for a concise style, 3 otherwise",
  stage: "SEEK_APPROVAL",
  input: OutlineOnly as unknown as z.ZodType<z.input<typeof OutlineOnly>>,
  output: z.object({ options: z.array(PlanOption).min(2).max(3) }),
  prerequisites: ["outline"],
  produces: ["options"],
  run(_raw, ctx) {
    return { ok: true, confidence: 0.8, explanations: [], data: { options: craftOptions(ctx.policy) } };
  },
};

export const summarizerTool: ToolDefinition<z.input<typeof OutlineOnly>, { text: string; sentences: number }> = {
  name: "summarize_plan",
  description: "Summarizer: plan summary sized by conversation_style/talkativeness, worded by tone",
  stage: "SEEK_APPROVAL",
  input: OutlineOnly as unknown as z.ZodType<z.input<typeof OutlineOnly>>,
  output: z.object({ text: z.string().min(1), sentences: z.number().int().positive() }),
  prerequisites: ["outline"],
  produces: ["summary"],
  run(raw, ctx) {
    const outline = fromArtifact(PlanOutline, OutlineOnly.parse(raw).outline, ctx, "outline");
    return { ok: true, confidence: 0.9, explanations: [], data: summarizePlan(outline, ctx.policy) };
  },
};

export const contextTools: readonly ToolDefinition[] = [
  perceiverTool,
  elicitorTool("ask", "elicit_context"),
  elicitorTool("confirm", "elicit_context_confirm"),
  preferenceProbeTool,
  brainstormerTool,
  optionCrafterTool,
  summarizerTool,
];
