/**
 * DependencyResolver: critical-path timing over nodes with durations (days) and typed links.
 *
 * For a link predecessor P → successor S with lag L (negative L = lead):
 *   FS: S.start ≥ P.finish + L     SS: S.start ≥ P.start + L
 *   FF: S.finish ≥ P.finish + L    SF: S.finish ≥ P.start + L
 * The forward pass gives earliest start/finish (never before day 0, the plan start); the
 * backward pass from the project finish gives latest start/finish; slack = latest − earliest
 * start; critical nodes have zero slack.
 *
 * Both passes walk an iterative topological order (Kahn): a cycle is reported as a violation
 * naming its nodes — never a hang or a stack overflow — and no timings are produced then.
 */
import { z } from "zod";
import { Dependency } from "../contracts/planning.js";
import { dependencyCycles } from "./grammar.js";
import { addDays, type LocalDate } from "./dates.js";

export const ScheduleNode = z.object({
  id: z.string().min(1),
  duration_days: z.number().min(0),
  depends_on: z.array(Dependency).default([]),
});
export type ScheduleNode = z.input<typeof ScheduleNode>;

export const NodeTiming = z.object({
  node_id: z.string(),
  earliest_start: z.number(),
  earliest_finish: z.number(),
  latest_start: z.number(),
  latest_finish: z.number(),
  slack: z.number(),
  critical: z.boolean(),
  /** Local dates when a plan start is given (finish is inclusive of the last day). */
  start_date: z.string().nullable(),
  finish_date: z.string().nullable(),
});
export type NodeTiming = z.infer<typeof NodeTiming>;

export const DependencyViolation = z.object({
  rule: z.enum(["dependency_cycle", "missing_dependency"]),
  node_ids: z.array(z.string()),
  message: z.string(),
});
export type DependencyViolation = z.infer<typeof DependencyViolation>;

export const DependencyResolution = z.object({
  ok: z.boolean(),
  timings: z.array(NodeTiming),
  critical_path: z.array(z.string()),
  project_duration_days: z.number(),
  violations: z.array(DependencyViolation),
});
export type DependencyResolution = z.infer<typeof DependencyResolution>;

const EPS = 1e-9;

/** Earliest start S may take given one link from a predecessor with timing (es, ef). */
function forwardBound(d: Dependency, pes: number, pef: number, sDur: number): number {
  switch (d.type) {
    case "FS":
      return pef + d.lag_days;
    case "SS":
      return pes + d.lag_days;
    case "FF":
      return pef + d.lag_days - sDur;
    case "SF":
      return pes + d.lag_days - sDur;
  }
}

/** Latest finish P may take given one link to a successor with timing (ls, lf). */
function backwardBound(d: Dependency, sls: number, slf: number, pDur: number): number {
  switch (d.type) {
    case "FS":
      return sls - d.lag_days;
    case "SS":
      return sls - d.lag_days + pDur;
    case "FF":
      return slf - d.lag_days;
    case "SF":
      return slf - d.lag_days + pDur;
  }
}

export interface ResolveOptions {
  /** Plan start as a local date: timings get start/finish dates too. */
  start?: LocalDate;
}

export function resolveDependencies(input: readonly ScheduleNode[], opts: ResolveOptions = {}): DependencyResolution {
  const nodes = input.map((n) => ScheduleNode.parse(n));
  const ids = new Set(nodes.map((n) => n.id));
  const violations: DependencyViolation[] = [];
  for (const n of nodes)
    for (const d of n.depends_on)
      if (!ids.has(d.node_id)) violations.push({ rule: "missing_dependency", node_ids: [n.id, d.node_id], message: `${n.id} depends on missing node ${d.node_id}; link ignored` });

  // Only links between existing nodes take part.
  const links = nodes.map((n) => ({ ...n, depends_on: n.depends_on.filter((d) => ids.has(d.node_id)) }));
  const byId = new Map(links.map((n) => [n.id, n]));
  const succ = new Map<string, { id: string; dep: Dependency }[]>(links.map((n) => [n.id, []]));
  const indeg = new Map<string, number>(links.map((n) => [n.id, n.depends_on.length]));
  for (const n of links) for (const d of n.depends_on) succ.get(d.node_id)!.push({ id: n.id, dep: d });

  const order: string[] = [];
  const queue = links.filter((n) => indeg.get(n.id) === 0).map((n) => n.id);
  for (let qi = 0; qi < queue.length; qi++) {
    const id = queue[qi]!;
    order.push(id);
    for (const s of succ.get(id)!) {
      indeg.set(s.id, indeg.get(s.id)! - 1);
      if (indeg.get(s.id) === 0) queue.push(s.id);
    }
  }
  if (order.length < links.length) {
    const stuck = links.filter((n) => !order.includes(n.id));
    for (const cyc of dependencyCycles(stuck)) violations.push({ rule: "dependency_cycle", node_ids: cyc, message: `dependency cycle: ${[...cyc, cyc[0]].join(" → ")}` });
    return { ok: false, timings: [], critical_path: [], project_duration_days: 0, violations };
  }

  const es = new Map<string, number>();
  const ef = new Map<string, number>();
  for (const id of order) {
    const n = byId.get(id)!;
    let start = 0;
    for (const d of n.depends_on) start = Math.max(start, forwardBound(d, es.get(d.node_id)!, ef.get(d.node_id)!, n.duration_days));
    es.set(id, start);
    ef.set(id, start + n.duration_days);
  }
  const finish = Math.max(0, ...ef.values());
  const ls = new Map<string, number>();
  const lf = new Map<string, number>();
  for (const id of [...order].reverse()) {
    const n = byId.get(id)!;
    let latest = finish;
    for (const s of succ.get(id)!) latest = Math.min(latest, backwardBound(s.dep, ls.get(s.id)!, lf.get(s.id)!, n.duration_days));
    lf.set(id, latest);
    ls.set(id, latest - n.duration_days);
  }

  const timings: NodeTiming[] = order.map((id) => {
    const slack = ls.get(id)! - es.get(id)!;
    const critical = Math.abs(slack) < EPS;
    const d = byId.get(id)!.duration_days;
    return {
      node_id: id,
      earliest_start: es.get(id)!,
      earliest_finish: ef.get(id)!,
      latest_start: ls.get(id)!,
      latest_finish: lf.get(id)!,
      slack: Math.abs(slack) < EPS ? 0 : slack,
      critical,
      start_date: opts.start ? addDays(opts.start, Math.ceil(es.get(id)! - EPS)) : null,
      // A d-day task starting on day s ends on day s + d − 1 (inclusive); a zero-length node on its start day.
      finish_date: opts.start ? addDays(opts.start, Math.max(Math.ceil(es.get(id)! - EPS), Math.ceil(ef.get(id)! - EPS) - (d > 0 ? 1 : 0))) : null,
    };
  });
  // Critical path: zero-slack nodes in topological order, which is their order along the path.
  const critical_path = timings.filter((t) => t.critical).sort((a, b) => a.earliest_start - b.earliest_start || order.indexOf(a.node_id) - order.indexOf(b.node_id)).map((t) => t.node_id);
  return { ok: violations.length === 0, timings, critical_path, project_duration_days: finish, violations };
}
