/**
 * Tool adapters for the DRAFT_ROADMAP and DRAFT_SCHEDULE stages: RoadmapBuilder (two ways),
 * ScheduleGenerator (two strategies) and PortfolioProbe, as ToolDefinitions over the pure
 * functions in src/planning. Big artifacts (outline, roadmap, schedule) are read from
 * ctx.artifacts, so a model-driven caller passes only small knobs; an explicit artifact in the
 * input wins (tests, replays). Two tools per stage give change_approach somewhere to go.
 */
import { z } from "zod";
import {
  Availability,
  Infeasibility,
  PlanOutline,
  Roadmap,
  RoadmapOption,
  Schedule,
  type ToolResult,
} from "../../contracts/planning.js";
import type { ToolContext, ToolDefinition } from "../types.js";
import {
  DEFAULT_VARIANT_PREFERENCE,
  FRONT_LOADED_PREFERENCE,
  ROADMAP_VARIANTS,
  buildRoadmap,
  type RoadmapVariant,
} from "../../planning/roadmap.js";
import { planSchedule, type ScheduleStrategy } from "../../planning/schedule.js";
import { probePortfolio, type PortfolioReport } from "../../planning/portfolio.js";

const BusyEntry = z.object({
  start: z.string().describe("ISO-8601; without an offset it is wall time in the plan's zone"),
  end: z.string(),
  title: z.string().optional(),
});

// ── RoadmapBuilder ─────────────────────────────────────────────────────────────────────────

const RoadmapInput = z.object({
  outline: PlanOutline.optional().describe("Defaults to the outline artifact"),
  prefer: z.array(z.enum(ROADMAP_VARIANTS)).optional().describe("Variant preference order; overrides the tool's default"),
});
const RoadmapOutput = z.object({
  roadmap: Roadmap,
  options_tried: z.array(RoadmapOption),
  feasible: z.boolean(),
  infeasibility: Infeasibility.nullable(),
});
type RoadmapOutput = z.infer<typeof RoadmapOutput>;

function roadmapTool(name: string, description: string, defaultPrefer: RoadmapVariant[]): ToolDefinition<z.infer<typeof RoadmapInput>, RoadmapOutput> {
  return {
    name,
    description,
    stage: "DRAFT_ROADMAP",
    input: RoadmapInput,
    output: RoadmapOutput,
    prerequisites: ["outline"],
    produces: ["roadmap"],
    run(input, ctx): ToolResult<RoadmapOutput> {
      const outline = input.outline ?? PlanOutline.parse(ctx.artifacts.outline);
      const result = buildRoadmap(outline, { prefer: input.prefer ?? defaultPrefer });
      const { roadmap } = result;
      const explanations = [roadmap.rationale, ...roadmap.options_tried.map((o) => o.rationale)];
      if (result.infeasibility) explanations.unshift(`Infeasible (${result.infeasibility.code}): ${result.infeasibility.reason}`);
      return {
        ok: result.feasible,
        confidence: result.feasible ? 0.9 : 0.2,
        explanations,
        data: { roadmap, options_tried: roadmap.options_tried, feasible: result.feasible, infeasibility: result.infeasibility },
      };
    },
  };
}

export const roadmapBuilderTool = roadmapTool(
  "roadmap_builder",
  "Builds 2–3 roadmap options from the outline (front_loaded, balanced, deadline_buffered) and selects one, preferring a buffer before the deadline.",
  DEFAULT_VARIANT_PREFERENCE,
);

export const roadmapBuilderFrontLoadedTool = roadmapTool(
  "roadmap_builder_front_loaded",
  "Builds the same roadmap options but prefers front_loaded: every node as early as its dependencies allow.",
  FRONT_LOADED_PREFERENCE,
);

// ── ScheduleGenerator ──────────────────────────────────────────────────────────────────────

const ScheduleInput = z.object({
  outline: PlanOutline.optional().describe("Defaults to the outline artifact"),
  roadmap: Roadmap.optional().describe("Defaults to the roadmap artifact"),
  availability: Availability.optional().describe("Defaults to the availability artifact, then the task spec's"),
  busy: z.array(BusyEntry).optional().describe("External calendar to avoid"),
});

function availabilityFrom(ctx: ToolContext, explicit: Availability | undefined): Availability {
  if (explicit) return explicit;
  const fromArtifact = Availability.safeParse(ctx.artifacts.availability);
  if (fromArtifact.success && ctx.artifacts.availability !== undefined) return fromArtifact.data;
  const spec = ctx.artifacts.task_spec as { constraints?: { availability?: unknown } } | undefined;
  const fromSpec = Availability.safeParse(spec?.constraints?.availability);
  if (fromSpec.success && spec?.constraints?.availability !== undefined) return fromSpec.data;
  return Availability.parse({});
}

function scheduleTool(name: string, description: string, strategy: ScheduleStrategy): ToolDefinition<z.infer<typeof ScheduleInput>, Schedule> {
  return {
    name,
    description,
    stage: "DRAFT_SCHEDULE",
    input: ScheduleInput,
    output: Schedule,
    prerequisites: ["outline", "roadmap"],
    produces: ["schedule"],
    run(input, ctx): ToolResult<Schedule> {
      const outline = input.outline ?? PlanOutline.parse(ctx.artifacts.outline);
      const roadmapRaw = input.roadmap ?? ctx.artifacts.roadmap;
      // The roadmap tool's data is { roadmap, … }; accept that or a bare Roadmap.
      const roadmap = Roadmap.safeParse((roadmapRaw as { roadmap?: unknown } | undefined)?.roadmap ?? roadmapRaw);
      const { schedule, notes } = planSchedule({
        outline,
        roadmap: roadmap.success ? roadmap.data : null,
        availability: availabilityFrom(ctx, input.availability),
        now: ctx.now,
        timezone: outline.timezone,
        busy: input.busy ?? [],
        strategy,
      });
      if (schedule.infeasible) {
        return {
          ok: false,
          confidence: 0.2,
          explanations: [`Schedule infeasible (${schedule.infeasible.code}): ${schedule.infeasible.reason}`, ...notes],
          data: schedule,
        };
      }
      const missing = schedule.unplaced.reduce((sum, u) => sum + u.count, 0);
      const share = missing / Math.max(1, missing + schedule.blocks.length);
      const explanations = [
        `${schedule.blocks.length} block(s) placed with ${strategy} in ${schedule.timezone}; ${schedule.scheduled_minutes} of ${schedule.capacity_minutes} free allowed minutes used (${Math.round(schedule.utilisation * 100)}%).`,
        ...schedule.unplaced.map((u) => `Unplaced ${u.task_id} ×${u.count}: ${u.reason}`),
        ...notes,
      ];
      return {
        ok: true,
        confidence: Math.max(0.3, Math.round((0.95 - 0.6 * share - (schedule.utilisation > 0.85 ? 0.1 : 0)) * 100) / 100),
        explanations,
        data: schedule,
      };
    },
  };
}

export const scheduleGeneratorTool = scheduleTool(
  "schedule_generator",
  "Places schedule blocks in the person's local time (DST-correct) at the earliest free allowed slots.",
  "earliest_fit",
);

export const scheduleGeneratorSpreadTool = scheduleTool(
  "schedule_generator_spread",
  "Places schedule blocks in the person's local time, spreading one-off work evenly over its dates and capped sessions over each week.",
  "spread_even",
);

// ── PortfolioProbe ─────────────────────────────────────────────────────────────────────────

const PortfolioInput = z.object({
  schedule: Schedule.optional().describe("Defaults to the schedule artifact"),
  availability: Availability.optional(),
  busy: z.array(BusyEntry).optional().describe("External calendar entries"),
  thresholds: z.object({ warn: z.number().positive(), overload: z.number().positive() }).optional(),
});
const Span = z.object({ start: z.string(), end: z.string() });
const PortfolioOutput = z.object({
  conflicts: z.array(
    z.object({
      kind: z.enum(["block_overlap", "busy_overlap"]),
      task_id: z.string(),
      start: z.string(),
      end: z.string(),
      with: z.object({ task_id: z.string().optional(), title: z.string().optional(), start: z.string(), end: z.string() }),
      overlap_minutes: z.number(),
    }),
  ),
  utilisation: z.number().nullable(),
  weekly: z.array(
    z.object({
      week: z.string(),
      week_start: z.string(),
      scheduled_minutes: z.number(),
      capacity_minutes: z.number(),
      utilisation: z.number().nullable(),
      status: z.enum(["ok", "warn", "overload"]),
    }),
  ),
  warnings: z.array(z.string()),
  suggested_shifts: z.array(z.object({ task_id: z.string(), from: Span, to: Span.nullable(), reason: z.string() })),
});

export const portfolioProbeTool: ToolDefinition<z.infer<typeof PortfolioInput>, PortfolioReport> = {
  name: "portfolio_probe",
  description: "Checks a schedule for overlapping blocks, clashes with the external calendar and weekly overload; suggests the nearest free slot for each clash.",
  stage: "DRAFT_SCHEDULE",
  input: PortfolioInput,
  output: PortfolioOutput,
  prerequisites: ["schedule"],
  produces: ["portfolio"],
  run(input, ctx): ToolResult<PortfolioReport> {
    const schedule = input.schedule ?? Schedule.parse(ctx.artifacts.schedule);
    const report = probePortfolio({
      schedule,
      busy: input.busy ?? [],
      availability: availabilityFrom(ctx, input.availability),
      now: ctx.now,
      ...(input.thresholds ? { thresholds: input.thresholds } : {}),
    });
    const overloaded = report.weekly.filter((w) => w.status === "overload").length;
    const clean = report.conflicts.length === 0 && overloaded === 0;
    return {
      ok: true,
      confidence: clean ? 0.9 : 0.6,
      explanations: clean
        ? [`No conflicts; overall utilisation ${report.utilisation === null ? "n/a" : `${Math.round(report.utilisation * 100)}%`}.`]
        : report.warnings,
      data: report,
    };
  },
};

/** Every tool this module contributes to the registry. */
export const scheduleTools: ToolDefinition[] = [
  roadmapBuilderTool,
  roadmapBuilderFrontLoadedTool,
  scheduleGeneratorTool,
  scheduleGeneratorSpreadTool,
  portfolioProbeTool,
];
