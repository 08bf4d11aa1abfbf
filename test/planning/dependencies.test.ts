import { describe, expect, it } from "vitest";
import { resolveDependencies, type ScheduleNode } from "../../src/planning/dependencies.js";

const timing = (nodes: ScheduleNode[], id: string) => resolveDependencies(nodes).timings.find((t) => t.node_id === id)!;

describe("DependencyResolver link types with lag/lead", () => {
  // A lasts 3 days from day 0; B lasts 2 days.
  const cases: [string, "FS" | "SS" | "FF" | "SF", number, number][] = [
    ["FS", "FS", 0, 3],
    ["FS + 2 lag", "FS", 2, 5],
    ["FS − 1 lead", "FS", -1, 2],
    ["SS", "SS", 0, 0],
    ["SS + 1 lag", "SS", 1, 1],
    ["FF", "FF", 0, 1], // B must finish ≥ day 3 → starts day 1
    ["FF + 2 lag", "FF", 2, 3],
    ["SF + 4 lag", "SF", 4, 2], // B must finish ≥ day 4 → starts day 2
    ["SF with no lag cannot start before the plan start", "SF", 0, 0],
  ];
  it.each(cases)("%s", (_name, type, lag, startB) => {
    const nodes: ScheduleNode[] = [
      { id: "A", duration_days: 3 },
      { id: "B", duration_days: 2, depends_on: [{ node_id: "A", type, lag_days: lag }] },
    ];
    const b = timing(nodes, "B");
    expect(b.earliest_start).toBe(startB);
    expect(b.earliest_finish).toBe(startB + 2);
  });
});

describe("DependencyResolver critical path and slack", () => {
  const nodes: ScheduleNode[] = [
    { id: "A", duration_days: 3 },
    { id: "B", duration_days: 2, depends_on: [{ node_id: "A", type: "FS", lag_days: 0 }] },
    { id: "C", duration_days: 1, depends_on: [{ node_id: "A", type: "FS", lag_days: 0 }] },
    { id: "D", duration_days: 1, depends_on: [{ node_id: "B", type: "FS", lag_days: 0 }, { node_id: "C", type: "FS", lag_days: 0 }] },
  ];
  it("finds A → B → D and gives C one day of slack", () => {
    const r = resolveDependencies(nodes, { start: "2027-01-04" });
    expect(r.ok).toBe(true);
    expect(r.critical_path).toEqual(["A", "B", "D"]);
    expect(r.project_duration_days).toBe(6);
    const c = r.timings.find((t) => t.node_id === "C")!;
    expect(c).toMatchObject({ earliest_start: 3, latest_start: 4, slack: 1, critical: false });
    const d = r.timings.find((t) => t.node_id === "D")!;
    expect(d).toMatchObject({ start_date: "2027-01-09", finish_date: "2027-01-09" });
    expect(r.timings.find((t) => t.node_id === "A")).toMatchObject({ start_date: "2027-01-04", finish_date: "2027-01-06" });
  });

  it("latest times respect SS/FF links in the backward pass", () => {
    const r = resolveDependencies([
      { id: "A", duration_days: 4 },
      { id: "B", duration_days: 2, depends_on: [{ node_id: "A", type: "SS", lag_days: 1 }] },
      { id: "C", duration_days: 6 },
    ]);
    const a = r.timings.find((t) => t.node_id === "A")!;
    const b = r.timings.find((t) => t.node_id === "B")!;
    // Project ends day 6 (C). B can finish by 6 → start by 4; A's start ≤ B's latest start − 1 = 3, but A itself must end by 6 → start by 2.
    expect(b.latest_start).toBe(4);
    expect(a.latest_start).toBe(2);
    expect(r.critical_path).toEqual(["C"]);
  });
});

describe("DependencyResolver failures", () => {
  it("reports a cycle with its node ids instead of hanging", () => {
    const r = resolveDependencies([
      { id: "A", duration_days: 1, depends_on: [{ node_id: "C", type: "FS", lag_days: 0 }] },
      { id: "B", duration_days: 1, depends_on: [{ node_id: "A", type: "FS", lag_days: 0 }] },
      { id: "C", duration_days: 1, depends_on: [{ node_id: "B", type: "FS", lag_days: 0 }] },
      { id: "D", duration_days: 1 },
    ]);
    expect(r.ok).toBe(false);
    const cyc = r.violations.find((v) => v.rule === "dependency_cycle")!;
    expect([...cyc.node_ids].sort()).toEqual(["A", "B", "C"]);
    expect(r.timings).toEqual([]);
  });

  it("a self-dependency is a cycle", () => {
    const r = resolveDependencies([{ id: "A", duration_days: 1, depends_on: [{ node_id: "A", type: "SS", lag_days: 0 }] }]);
    expect(r.violations[0]).toMatchObject({ rule: "dependency_cycle", node_ids: ["A"] });
  });

  it("handles 50,000-node chains and cycles without a stack overflow", () => {
    const n = 50_000;
    const chain: ScheduleNode[] = Array.from({ length: n }, (_, i) => ({ id: `n${i}`, duration_days: 1, depends_on: i ? [{ node_id: `n${i - 1}`, type: "FS" as const, lag_days: 0 }] : [] }));
    expect(resolveDependencies(chain).project_duration_days).toBe(n);
    chain[0]!.depends_on = [{ node_id: `n${n - 1}`, type: "FS", lag_days: 0 }];
    const r = resolveDependencies(chain);
    expect(r.ok).toBe(false);
    expect(r.violations[0]!.node_ids).toHaveLength(n);
  });

  it("a missing predecessor is reported and the link ignored", () => {
    const r = resolveDependencies([{ id: "A", duration_days: 2, depends_on: [{ node_id: "ghost", type: "FS", lag_days: 0 }] }]);
    expect(r.violations).toEqual([expect.objectContaining({ rule: "missing_dependency", node_ids: ["A", "ghost"] })]);
    expect(r.timings[0]).toMatchObject({ earliest_start: 0, earliest_finish: 2 });
  });
});
