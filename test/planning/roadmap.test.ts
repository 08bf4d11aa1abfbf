/** RoadmapBuilder: variants, selection, dependency link types, infeasible horizons. */
import { describe, expect, it } from "vitest";
import { PlanOutline, type Roadmap, type RoadmapItem } from "../../src/contracts/planning.js";
import { FRONT_LOADED_PREFERENCE, buildRoadmap, type RoadmapVariant } from "../../src/planning/roadmap.js";

type NodeIn = { id: string } & Record<string, unknown>;
function outline(nodes: NodeIn[], o: { start?: string; deadline: string | null; timezone?: string }): PlanOutline {
  return PlanOutline.parse({
    pattern: { pattern_type: "milestone_project", subtype: "launch" },
    root_id: "goal",
    generator: "test",
    start: o.start ?? "2027-01-01",
    deadline: o.deadline,
    timezone: o.timezone ?? "Europe/Berlin",
    nodes: [{ id: "goal", title: "Goal", level: "goal", parent_id: null }, ...nodes.map((n) => ({ title: n.id, level: "task", parent_id: "goal", ...n }))],
  });
}
const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
const item = (r: Roadmap, id: string): RoadmapItem => r.items.find((i) => i.node_id === id)!;
const chain = (...lengths: number[]): NodeIn[] =>
  lengths.map((d, i) => ({ id: `t${i}`, duration_days: d, depends_on: i ? [{ node_id: `t${i - 1}`, type: "FS" }] : [] }));

/** Link semantics on the items' inclusive dates (end = last day worked). */
function linkHolds(type: string, lag: number, pred: RoadmapItem, succ: RoadmapItem): boolean {
  const [ps, pe, ss, se] = [day(pred.start), day(pred.end), day(succ.start), day(succ.end)];
  switch (type) {
    case "FS": return ss >= pe + 1 + lag;
    case "SS": return ss >= ps + lag;
    case "FF": return se >= pe + lag;
    case "SF": return se + 1 >= ps + lag;
    default: return false;
  }
}

describe("dependency link types hold in every feasible variant", () => {
  const rows = [
    { type: "FS", lag: 0, tightStart: "2027-01-06" },
    { type: "FS", lag: 2, tightStart: "2027-01-08" },
    { type: "FS", lag: -2, tightStart: "2027-01-04" },
    { type: "SS", lag: 1, tightStart: "2027-01-02" },
    { type: "FF", lag: 3, tightStart: "2027-01-06" }, // B (3 days) must end ≥ 3 days after A ends on 01-05
    { type: "SF", lag: 6, tightStart: "2027-01-04" }, // B must finish no earlier than 6 days after A starts
  ];
  it.each(rows)("$type lag $lag", ({ type, lag, tightStart }) => {
    const o = outline(
      [{ id: "a", duration_days: 5 }, { id: "b", duration_days: 3, depends_on: [{ node_id: "a", type, lag_days: lag }] }],
      { deadline: "2027-03-31" },
    );
    for (const v of ["front_loaded", "balanced", "deadline_buffered"] as RoadmapVariant[]) {
      const r = buildRoadmap(o, { prefer: [v] });
      expect(r.feasible).toBe(true);
      expect(r.roadmap.variant).toBe(v);
      expect(linkHolds(type, lag, item(r.roadmap, "a"), item(r.roadmap, "b"))).toBe(true);
    }
    // front_loaded puts B exactly at its earliest allowed start.
    expect(item(buildRoadmap(o, { prefer: ["front_loaded"] }).roadmap, "b").start).toBe(tightStart);
  });
});

describe("variants and selection", () => {
  const o = outline(chain(10, 10, 10), { deadline: "2027-03-31" }); // 90-day horizon, 30-day critical path
  const r = buildRoadmap(o);

  it("tries three options and selects deadline_buffered when it is feasible", () => {
    expect(r.roadmap.options_tried.map((x) => [x.variant, x.feasible])).toEqual([
      ["front_loaded", true],
      ["balanced", true],
      ["deadline_buffered", true],
    ]);
    expect(r.roadmap.variant).toBe("deadline_buffered");
    expect(r.roadmap.rationale).toMatch(/deadline_buffered/);
    expect(r.feasible).toBe(true);
  });

  it("front_loaded finishes at the critical path, balanced near the deadline, buffered ~12% before it", () => {
    const finish = (v: string) => r.roadmap.options_tried.find((x) => x.variant === v)!.finish!;
    expect(finish("front_loaded")).toBe("2027-01-30");
    expect(day("2027-03-31") - day(finish("balanced"))).toBeLessThanOrEqual(3);
    expect(day(finish("balanced")) <= day("2027-03-31")).toBe(true);
    const buffer = day("2027-03-31") - day(finish("deadline_buffered"));
    expect(buffer).toBeGreaterThanOrEqual(10);
    expect(buffer).toBeLessThanOrEqual(15);
  });

  it("the preference order is an input: the front-loaded way selects front_loaded", () => {
    const f = buildRoadmap(o, { prefer: FRONT_LOADED_PREFERENCE });
    expect(f.roadmap.variant).toBe("front_loaded");
    expect(item(f.roadmap, "t2").end).toBe("2027-01-30");
    expect(f.roadmap.options_tried).toHaveLength(3);
  });

  it("falls back to balanced when the buffer does not fit", () => {
    const tight = buildRoadmap(outline(chain(10, 10, 10), { deadline: "2027-02-01" })); // 32 days for 30
    expect(tight.roadmap.options_tried.find((x) => x.variant === "deadline_buffered")!.feasible).toBe(false);
    expect(tight.roadmap.variant).toBe("balanced");
    expect(tight.feasible).toBe(true);
  });

  it("mirrors the outline's pattern and covers every node", () => {
    expect(r.roadmap.pattern).toEqual(o.pattern);
    expect(r.roadmap.items.map((i) => i.node_id).sort()).toEqual(o.nodes.map((n) => n.id).sort());
  });
});

describe("critical path, slack, hierarchy", () => {
  const o = outline(
    [
      { id: "phase", level: "phase" },
      { id: "a", parent_id: "phase", duration_days: 5 },
      { id: "b", parent_id: "phase", duration_days: 5, depends_on: [{ node_id: "a", type: "FS" }] },
      { id: "c", parent_id: "phase", duration_days: 2 },
      { id: "m", level: "milestone", due: "2027-01-20", depends_on: [{ node_id: "phase", type: "FS" }] },
    ],
    { deadline: "2027-01-31" },
  );
  const r = buildRoadmap(o, { prefer: ["front_loaded"] }).roadmap;

  it("marks the longest chain critical and gives parallel work slack", () => {
    expect(r.critical_path).toEqual(["a", "b", "m"]);
    expect(item(r, "c").critical).toBe(false);
    expect(item(r, "c").slack_days).toBeGreaterThan(item(r, "b").slack_days);
    // b ends 01-10; the milestone is due 01-20, so b can slip 10 days.
    expect(item(r, "b").slack_days).toBe(10);
  });

  it("a parent spans its children; a dependency on the parent waits for all of them", () => {
    expect(item(r, "phase")).toMatchObject({ start: "2027-01-01", end: "2027-01-10" });
    expect(item(r, "m")).toMatchObject({ start: "2027-01-10", end: "2027-01-10" });
  });

  it("a milestone nothing leads to sits on its due date", () => {
    const x = buildRoadmap(outline([{ id: "race", level: "milestone", due: "2027-02-23" }], { deadline: "2027-02-23" })).roadmap;
    expect(item(x, "race")).toMatchObject({ start: "2027-02-23", end: "2027-02-23" });
  });

  it("a recurring node spans its window and is not stretched", () => {
    const x = buildRoadmap(
      outline(
        [
          { id: "base", cadence: { kind: "recurring", rrule: "FREQ=WEEKLY;BYDAY=MO,WE" }, duration_min: 45, starts_after: "2027-01-04", ends_before: "2027-02-01" },
          { id: "build", cadence: { kind: "recurring", rrule: "FREQ=DAILY" }, duration_min: 45, starts_after: "2027-02-01" },
        ],
        { deadline: "2027-03-01" },
      ),
    ).roadmap;
    expect(item(x, "base")).toMatchObject({ start: "2027-01-04", end: "2027-01-31" });
    expect(item(x, "build")).toMatchObject({ start: "2027-02-01", end: "2027-03-01" });
  });
});

describe("infeasible roadmaps are results, not exceptions", () => {
  it("critical path longer than the horizon", () => {
    const r = buildRoadmap(outline(chain(10, 10, 10), { deadline: "2027-01-20" }));
    expect(r.feasible).toBe(false);
    expect(r.infeasibility?.code).toBe("CRITICAL_PATH_EXCEEDS_HORIZON");
    expect(r.infeasibility?.details).toMatchObject({ critical_path_days: 30, horizon_days: 20, earliest_finish: "2027-01-30" });
    expect(r.roadmap.options_tried.every((x) => !x.feasible)).toBe(true);
    expect(r.roadmap.variant).toBe("front_loaded");
    expect(item(r.roadmap, "t2").end).toBe("2027-01-30");
  });

  it("a milestone that cannot be reached by its due date", () => {
    const r = buildRoadmap(
      outline([...chain(10, 10), { id: "m", level: "milestone", due: "2027-01-15", depends_on: [{ node_id: "t1", type: "FS" }] }], { deadline: "2027-03-31" }),
    );
    expect(r.feasible).toBe(false);
    expect(r.infeasibility?.code).toBe("CONSTRAINT_VIOLATED");
    expect(r.infeasibility?.reason).toMatch(/m due 2027-01-15/);
  });

  it("a dependency cycle", () => {
    const r = buildRoadmap(
      outline(
        [
          { id: "a", duration_days: 2, depends_on: [{ node_id: "b", type: "FS" }] },
          { id: "b", duration_days: 2, depends_on: [{ node_id: "a", type: "FS" }] },
        ],
        { deadline: "2027-03-31" },
      ),
    );
    expect(r.infeasibility?.code).toBe("DEPENDENCY_CYCLE");
    expect(r.roadmap.items).toEqual([]);
  });

  it("a deadline before the start", () => {
    expect(buildRoadmap(outline(chain(1), { deadline: "2026-12-01" })).infeasibility?.code).toBe("DEADLINE_BEFORE_START");
  });

  it("without a deadline every variant is feasible and they coincide", () => {
    const r = buildRoadmap(outline(chain(3, 4), { deadline: null }));
    expect(r.feasible).toBe(true);
    expect(new Set(r.roadmap.options_tried.map((x) => x.finish))).toEqual(new Set(["2027-01-07"]));
  });
});
