/** Tool adapters for RoadmapBuilder, ScheduleGenerator and PortfolioProbe. */
import { describe, expect, it } from "vitest";
import { Availability, InteractionPolicy, PlanOutline } from "../../src/contracts/planning.js";
import type { ToolContext } from "../../src/tools/types.js";
import {
  portfolioProbeTool,
  roadmapBuilderFrontLoadedTool,
  roadmapBuilderTool,
  scheduleGeneratorSpreadTool,
  scheduleGeneratorTool,
  scheduleTools,
} from "../../src/tools/adapters/schedule.js";

const outline = PlanOutline.parse({
  pattern: { pattern_type: "hybrid_project_cycle" },
  root_id: "goal",
  generator: "test",
  start: "2026-12-01",
  deadline: "2027-02-28",
  timezone: "Europe/Berlin",
  nodes: [
    { id: "goal", title: "Goal", level: "goal", parent_id: null },
    { id: "outline-novel", title: "Outline", level: "task", parent_id: "goal", duration_min: 240, duration_days: 10 },
    { id: "write", title: "Write", level: "task", parent_id: "goal", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" }, duration_min: 60 },
  ],
});
const ctx = (artifacts: ToolContext["artifacts"]): ToolContext => ({
  sessionId: "s1",
  policy: InteractionPolicy.parse({}),
  modelId: "offline",
  now: "2026-12-01T08:00:00",
  timezone: "Europe/Berlin",
  artifacts,
});

describe("schedule tools", () => {
  it("declare the stage contract: prerequisites and products", () => {
    expect(scheduleTools.map((t) => [t.name, t.prerequisites, t.produces])).toEqual([
      ["roadmap_builder", ["outline"], ["roadmap"]],
      ["roadmap_builder_front_loaded", ["outline"], ["roadmap"]],
      ["schedule_generator", ["outline", "roadmap"], ["schedule"]],
      ["schedule_generator_spread", ["outline", "roadmap"], ["schedule"]],
      ["portfolio_probe", ["schedule"], ["portfolio"]],
    ]);
  });

  it("the two roadmap ways select different variants from the outline artifact", async () => {
    const a = await roadmapBuilderTool.run({}, ctx({ outline }));
    const b = await roadmapBuilderFrontLoadedTool.run({}, ctx({ outline }));
    expect(a.ok && b.ok).toBe(true);
    expect(a.data.roadmap.variant).toBe("deadline_buffered");
    expect(b.data.roadmap.variant).toBe("front_loaded");
    expect(roadmapBuilderTool.output.safeParse(a.data).success).toBe(true);
    expect(a.data.options_tried).toHaveLength(3);
  });

  it("an infeasible roadmap is ok=false with the reason", async () => {
    const late = { ...outline, deadline: "2026-12-05" };
    const r = await roadmapBuilderTool.run({ outline: late }, ctx({}));
    expect(r.ok).toBe(false);
    expect(r.data.infeasibility?.code).toBe("CRITICAL_PATH_EXCEEDS_HORIZON");
    expect(r.explanations[0]).toMatch(/CRITICAL_PATH_EXCEEDS_HORIZON/);
  });

  it("schedules from the artifacts (roadmap tool output accepted as is), with two strategies", async () => {
    const roadmap = (await roadmapBuilderTool.run({}, ctx({ outline }))).data;
    const availability = Availability.parse({ earliest: "18:00", latest: "22:00" });
    const a = await scheduleGeneratorTool.run({}, ctx({ outline, roadmap, availability }));
    const b = await scheduleGeneratorSpreadTool.run({}, ctx({ outline, roadmap, availability }));
    expect(a.ok).toBe(true);
    expect([a.data.strategy, b.data.strategy]).toEqual(["earliest_fit", "spread_even"]);
    expect(scheduleGeneratorTool.output.safeParse(a.data).success).toBe(true);
    for (const blk of a.data.blocks) expect(Number(blk.start.slice(11, 13))).toBeGreaterThanOrEqual(18);
    // The outline work (240 min) sits inside its roadmap item's dates.
    const item = roadmap.roadmap.items.find((i) => i.node_id === "outline-novel")!;
    for (const blk of a.data.blocks.filter((x) => x.task_id === "outline-novel")) {
      expect(blk.start.slice(0, 10) >= item.start && blk.start.slice(0, 10) <= item.end).toBe(true);
    }
  });

  it("an infeasible schedule is ok=false with the infeasibility in data", async () => {
    const availability = Availability.parse({ requested_frequency: "daily", days: ["SA", "SU"] });
    const r = await scheduleGeneratorTool.run({}, ctx({ outline, roadmap: null, availability }));
    expect(r.ok).toBe(false);
    expect(r.data.infeasible?.code).toBe("FREQUENCY_EXCEEDS_ALLOWED_DAYS");
    expect(r.explanations[0]).toMatch(/FREQUENCY_EXCEEDS_ALLOWED_DAYS/);
  });

  it("the portfolio probe reports a busy clash on the schedule artifact", async () => {
    const s = (await scheduleGeneratorTool.run({}, ctx({ outline, availability: Availability.parse({ earliest: "18:00", latest: "22:00" }) }))).data;
    const first = s.blocks[0]!;
    const r = await portfolioProbeTool.run({ busy: [{ start: first.start, end: first.end, title: "Dinner" }] }, ctx({ schedule: s }));
    expect(r.ok).toBe(true);
    expect(r.data.conflicts).toHaveLength(1);
    expect(r.data.suggested_shifts[0]!.to).not.toBeNull();
    expect(portfolioProbeTool.output.safeParse(r.data).success).toBe(true);
  });
});
