/**
 * RoadmapBuilder (phase7 §5 tool 6, Step 5): PlanOutline → Roadmap with options_tried.
 *
 * Every node gets a date range from a longest-path pass over start/finish events (our own small
 * forward pass: dependency scheduling is needed here with stretched durations, which a plain
 * earliest-start resolver does not do). Time is in whole local days, half-open: a node occupies
 * [S, F); the item shows start = S and end = F − 1 (inclusive). Constraints:
 *   FS: S_succ ≥ F_pred + lag   SS: S_succ ≥ S_pred + lag   FF: F_succ ≥ F_pred + lag   SF: F_succ ≥ S_pred + lag
 *   (negative lag = lead); a child lies within its parent; `starts_after` is the first allowed day;
 *   upper bounds: F − 1 ≤ due, F ≤ ends_before, F − 1 ≤ deadline.
 * Node lengths: one-off leaf work takes duration_days (else ⌈duration_min / 120⌉, at least 1 day —
 * two focused hours a day is the pace we assume); a milestone without children is a point (its
 * item shows the day it is reached; one with no predecessors sits on its due date); a recurring
 * node spans its window (starts_after/plan start until ends_before, else the deadline) and is
 * never stretched — its rhythm, not its length, is the plan.
 *
 * Variants (options) differ only in how one-off work is stretched over the horizon:
 *   front_loaded       durations as given, everything as early as dependencies allow;
 *   balanced           durations scaled up as far as the deadline allows (lowest daily intensity);
 *   deadline_buffered  scaled so one-off work ends BUFFER_RATIO of the horizon before the deadline.
 * Selection walks a preference order (an input, so change_approach can pick another way) and
 * takes the first feasible option. The default prefers deadline_buffered: plans slip, and a buffer
 * absorbs that while still spreading work; balanced next (meets the deadline at the lowest pace);
 * front_loaded last (max slack but the heaviest start). If nothing is feasible, the roadmap shows
 * the front_loaded dates (the earliest possible) and the result says why it is infeasible.
 */
import type { Infeasibility, OutlineNode, PlanOutline, Roadmap, RoadmapItem, RoadmapOption } from "../contracts/planning.js";
import { dateOfDay, localDayOf } from "./dates.js";

export const ROADMAP_VARIANTS = ["front_loaded", "balanced", "deadline_buffered"] as const;
export type RoadmapVariant = (typeof ROADMAP_VARIANTS)[number];
export const DEFAULT_VARIANT_PREFERENCE: RoadmapVariant[] = ["deadline_buffered", "balanced", "front_loaded"];
/** The second "way": as early as possible (e.g. when the person wants momentum or slack up front). */
export const FRONT_LOADED_PREFERENCE: RoadmapVariant[] = ["front_loaded", "deadline_buffered", "balanced"];
/** Share of the horizon kept free before the deadline by deadline_buffered. */
export const BUFFER_RATIO = 0.12;
/** Focused minutes of one-off work assumed per calendar day when only duration_min is given. */
export const WORK_MINUTES_PER_DAY = 120;
/** Horizon of recurring nodes when the plan has no deadline (mirrors the scheduler's). */
export const DEFAULT_RECURRING_HORIZON_DAYS = 91;

export const RoadmapInfeasibilityCode = {
  DEPENDENCY_CYCLE: "DEPENDENCY_CYCLE",
  CRITICAL_PATH_EXCEEDS_HORIZON: "CRITICAL_PATH_EXCEEDS_HORIZON",
  CONSTRAINT_VIOLATED: "CONSTRAINT_VIOLATED",
  DEADLINE_BEFORE_START: "DEADLINE_BEFORE_START",
} as const;

export interface BuildRoadmapOptions {
  /** Variant preference order; the first feasible one is selected. */
  prefer?: ReadonlyArray<RoadmapVariant>;
  bufferRatio?: number;
}

export interface RoadmapBuildResult {
  roadmap: Roadmap;
  /** The selected option meets every constraint. */
  feasible: boolean;
  infeasibility: Infeasibility | null;
}

type NodeKind = "parent" | "recurring" | "milestone" | "work";

interface Model {
  nodes: OutlineNode[];
  kind: NodeKind[];
  /** Base length in days (work: fixed length; parent: minimum span; others 0). */
  base: number[];
  edges: Array<{ from: number; to: number; w: number }>;
  lower: number[];
  upper: number[];
  upperWhy: string[];
  /** Event index helpers: S_i = 2i, F_i = 2i + 1. */
  deadlineEnd: number | null;
  /** Parent index → child indices. */
  children: Map<number, number[]>;
  warnings: string[];
}

interface VariantPlan {
  variant: RoadmapVariant;
  k: number;
  times: number[] | null;
  /** The lengths the forward pass settled on (a raised parent's minimum span shrinks by its raise). */
  lengths: number[];
  feasible: boolean;
  violations: string[];
  finish: number | null;
  target: number | null;
}

export function buildRoadmap(outline: PlanOutline, options: BuildRoadmapOptions = {}): RoadmapBuildResult {
  const prefer = options.prefer?.length ? [...options.prefer] : DEFAULT_VARIANT_PREFERENCE;
  const bufferRatio = options.bufferRatio ?? BUFFER_RATIO;
  const zone = outline.timezone;
  const s0 = localDayOf(outline.start, zone);
  const deadlineDay = outline.deadline ? localDayOf(outline.deadline, zone) : null;

  if (deadlineDay !== null && deadlineDay < s0) {
    const inf: Infeasibility = {
      code: "DEADLINE_BEFORE_START",
      reason: `the deadline ${outline.deadline} is before the plan start ${dateOfDay(s0)}`,
      details: { start: dateOfDay(s0), deadline: outline.deadline },
    };
    return infeasibleResult(outline, inf, ROADMAP_VARIANTS.map((v) => option(v, false, 0, null, inf.reason)));
  }

  const model = buildModel(outline, s0, deadlineDay);
  const horizon = model.deadlineEnd; // days from the start to the end of the deadline day
  const plans: VariantPlan[] = ROADMAP_VARIANTS.map((variant) => {
    const target =
      horizon === null ? null : variant === "deadline_buffered" ? horizon - Math.max(1, Math.round(bufferRatio * horizon)) : horizon;
    return planVariant(model, variant, variant === "front_loaded" ? null : target);
  });

  if (plans.every((p) => p.times === null)) {
    const inf: Infeasibility = {
      code: "DEPENDENCY_CYCLE",
      reason: "the dependencies form a cycle, so no order of work satisfies them",
      details: { nodes: outline.nodes.filter((n) => n.depends_on.length > 0).map((n) => n.id) },
    };
    return infeasibleResult(outline, inf, ROADMAP_VARIANTS.map((v) => option(v, false, 0, null, inf.reason)));
  }

  const optionsTried = plans.map((p) => describeOption(p, model, s0, horizon));
  const chosen = prefer.map((v) => plans.find((p) => p.variant === v)!).find((p) => p?.feasible);
  const front = plans.find((p) => p.variant === "front_loaded")!;
  const selected = chosen ?? front;
  const items = toItems(model, selected, s0, horizon);
  const critical_path = criticalPath(model, selected);

  let infeasibility: Infeasibility | null = null;
  let rationale: string;
  if (chosen) {
    const why: Record<RoadmapVariant, string> = {
      deadline_buffered: "it meets every constraint and keeps a buffer before the deadline to absorb slips",
      balanced: "it meets every constraint at the lowest daily intensity",
      front_loaded: "it does everything as early as dependencies allow, leaving the most slack at the end",
    };
    rationale = `Selected ${chosen.variant}: ${why[chosen.variant]} (preference order ${prefer.join(" > ")}).`;
    const skipped = prefer.slice(0, prefer.indexOf(chosen.variant));
    if (skipped.length) rationale += ` Not ${skipped.join(", ")}: infeasible.`;
  } else {
    const overrun = front.finish !== null && horizon !== null && front.finish > horizon;
    infeasibility = {
      code: overrun ? "CRITICAL_PATH_EXCEEDS_HORIZON" : "CONSTRAINT_VIOLATED",
      reason: overrun
        ? `the critical path needs ${front.finish} days but only ${horizon} days remain until the deadline ${outline.deadline}`
        : `no variant meets every constraint: ${front.violations.slice(0, 3).join("; ")}`,
      details: {
        critical_path_days: front.finish,
        horizon_days: horizon,
        earliest_finish: front.finish === null ? null : dateOfDay(s0 + front.finish - 1),
        violations: front.violations.slice(0, 10),
      },
    };
    rationale = `No variant is feasible; showing front_loaded (the earliest possible dates). ${infeasibility.reason}.`;
  }
  if (model.warnings.length) rationale += ` Note: ${model.warnings.join("; ")}.`;

  return {
    roadmap: {
      pattern: outline.pattern,
      variant: selected.variant,
      items,
      critical_path,
      options_tried: optionsTried,
      rationale,
    },
    feasible: chosen !== undefined,
    infeasibility,
  };
}

function buildModel(outline: PlanOutline, s0: number, deadlineDay: number | null): Model {
  const zone = outline.timezone;
  const nodes = outline.nodes;
  const index = new Map(nodes.map((n, i) => [n.id, i]));
  const hasChildren = new Set(nodes.map((n) => n.parent_id).filter((p): p is string => p !== null));
  const rel = (iso: string) => localDayOf(iso, zone) - s0;
  const deadlineEnd = deadlineDay === null ? null : deadlineDay - s0 + 1;
  const n2 = nodes.length * 2;
  const model: Model = {
    nodes,
    kind: [],
    base: [],
    edges: [],
    lower: new Array<number>(n2).fill(0),
    upper: new Array<number>(n2).fill(Infinity),
    upperWhy: new Array<string>(n2).fill(""),
    deadlineEnd,
    children: new Map(),
    warnings: [],
  };
  const S = (i: number) => 2 * i;
  const F = (i: number) => 2 * i + 1;
  const bound = (e: number, value: number, why: string) => {
    if (value < model.upper[e]!) {
      model.upper[e] = value;
      model.upperWhy[e] = why;
    }
  };

  nodes.forEach((node, i) => {
    // A milestone is a point in time even when it has children: the work under it leads up to
    // it (children finish by it) rather than being contained in a span.
    const kind: NodeKind =
      node.level === "milestone" && node.cadence.kind !== "recurring"
        ? "milestone"
        : hasChildren.has(node.id)
          ? "parent"
          : node.cadence.kind === "recurring"
            ? "recurring"
            : "work";
    model.kind.push(kind);
    let base = 0;
    if (kind === "work") base = node.duration_days > 0 ? Math.ceil(node.duration_days) : Math.max(1, Math.ceil(node.duration_min / WORK_MINUTES_PER_DAY));
    if (kind === "parent") base = Math.ceil(node.duration_days);
    model.base.push(base);
    model.edges.push({ from: S(i), to: F(i), w: 0 }); // F ≥ S always; lengths are added per variant

    if (node.starts_after) model.lower[S(i)] = Math.max(model.lower[S(i)]!, rel(node.starts_after));
    if (kind === "recurring") {
      const end = node.ends_before ? rel(node.ends_before) : (deadlineEnd ?? model.lower[S(i)]! + DEFAULT_RECURRING_HORIZON_DAYS);
      model.lower[F(i)] = Math.max(model.lower[F(i)]!, end);
    }
    if (kind === "milestone" && node.due && node.depends_on.length === 0 && !hasChildren.has(node.id)) {
      // A milestone nothing leads to is a calendar event: it is reached on its due date.
      model.lower[S(i)] = Math.max(model.lower[S(i)]!, rel(node.due) + 1);
    }
    if (node.due) bound(F(i), rel(node.due) + 1, `${node.id} due ${node.due}`);
    if (node.ends_before && kind !== "recurring") bound(F(i), rel(node.ends_before), `${node.id} ends before ${node.ends_before}`);
    if (deadlineEnd !== null) bound(F(i), deadlineEnd, `deadline ${outline.deadline}`);

    if (node.parent_id !== null) {
      const p = index.get(node.parent_id);
      const isPoint = (j: number) => nodes[j]!.level === "milestone" && nodes[j]!.cadence.kind !== "recurring";
      // Work under a milestone is done when the milestone is reached, and lies within the span
      // that contains the milestone (its phase), so the containment goes to the nearest span.
      let container = p;
      if (p !== undefined && isPoint(p)) {
        model.edges.push({ from: F(i), to: S(p), w: 0 });
        container = undefined;
        for (let up = nodes[p]!.parent_id; up !== null; ) {
          const j = index.get(up);
          if (j === undefined) break;
          if (!isPoint(j)) {
            container = j;
            break;
          }
          up = nodes[j]!.parent_id;
        }
      }
      if (container !== undefined) {
        const p = container;
        model.children.set(p, [...(model.children.get(p) ?? []), i]);
        model.edges.push({ from: S(p), to: S(i), w: 0 });
        model.edges.push({ from: F(i), to: F(p), w: 0 });
      }
    }
    for (const dep of node.depends_on) {
      const p = index.get(dep.node_id);
      if (p === undefined) {
        model.warnings.push(`${node.id} depends on unknown node ${dep.node_id} (ignored)`);
        continue;
      }
      const lag = Math.round(dep.lag_days);
      const from = dep.type === "FS" || dep.type === "FF" ? F(p) : S(p);
      const to = dep.type === "FS" || dep.type === "SS" ? S(i) : F(i);
      model.edges.push({ from, to, w: lag });
    }
  });
  return model;
}

/** Longest-path event times for per-node lengths; null when the constraints have a positive cycle. */
/** The model's constraint edges plus the per-variant length edges (both passes use the same set). */
function edgesWithLengths(model: Model, lengths: number[]) {
  const edges = [...model.edges];
  model.kind.forEach((kind, i) => {
    if (kind === "work" || kind === "milestone") {
      // Fixed length: F = S + d exactly, so a constraint on F also pushes S.
      edges.push({ from: 2 * i, to: 2 * i + 1, w: lengths[i]! });
      edges.push({ from: 2 * i + 1, to: 2 * i, w: -lengths[i]! });
    } else if (kind === "parent" && lengths[i]! > 0) {
      edges.push({ from: 2 * i, to: 2 * i + 1, w: lengths[i]! }); // minimum span
    }
  });
  return edges;
}

function forwardPass(model: Model, lengths: number[]): number[] | null {
  let edges = edgesWithLengths(model, lengths);
  const t = [...model.lower];
  const n = t.length;
  const relax = (): boolean => {
    for (let round = 0; round <= n; round++) {
      let changed = false;
      for (const { from, to, w } of edges) {
        if (t[from]! + w > t[to]!) {
          t[to] = t[from]! + w;
          changed = true;
        }
      }
      if (!changed) return true;
    }
    return false; // still growing after |V| rounds: a positive cycle
  };
  // A parent starts when its first child does (not merely when it may): raise it and re-relax.
  // Raising S_parent to min(S_child) never moves a child, so this settles within the tree depth.
  // The parent's minimum span counts from where it may start, not from its raised start: a phase
  // whose first session waits for its series' rhythm (every other Saturday) is shorter by that
  // wait, not pushed later by it (`lengths` is updated in place, for the backward pass).
  for (let pass = 0; pass <= model.nodes.length; pass++) {
    if (!relax()) return null;
    let raised = false;
    for (const [p, children] of model.children) {
      const first = Math.min(...children.map((c) => t[2 * c]!));
      if (first > t[2 * p]!) {
        if (model.kind[p] === "parent") lengths[p] = Math.max(0, lengths[p]! - (first - t[2 * p]!));
        t[2 * p] = first;
        raised = true;
      }
    }
    if (!raised) return t;
    edges = edgesWithLengths(model, lengths);
  }
  return t;
}

/** Latest event times that keep every upper bound and `end`; same edge set as forwardPass. */
function backwardPass(model: Model, lengths: number[], end: number): number[] {
  const edges = edgesWithLengths(model, lengths);
  const late = model.upper.map((u) => Math.min(u, end));
  for (let round = 0; round <= late.length; round++) {
    let changed = false;
    for (const { from, to, w } of edges) {
      if (late[to]! - w < late[from]!) {
        late[from] = late[to]! - w;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return late;
}

function lengthsFor(model: Model, k: number): number[] {
  return model.base.map((d, i) => {
    const kind = model.kind[i];
    if (kind === "milestone" || kind === "recurring") return 0;
    return Math.max(d, Math.round(d * k));
  });
}

/** Finish of one-off work (what the variants stretch); falls back to every node when there is none. */
function workFinish(model: Model, t: number[]): number {
  let finish = -Infinity;
  model.kind.forEach((kind, i) => {
    if (kind === "work") finish = Math.max(finish, t[2 * i + 1]!);
  });
  if (finish === -Infinity) model.kind.forEach((_, i) => (finish = Math.max(finish, t[2 * i + 1]!)));
  return finish === -Infinity ? 0 : finish;
}

function violationsOf(model: Model, t: number[]): string[] {
  const out: string[] = [];
  for (let e = 0; e < t.length; e++) {
    if (t[e]! > model.upper[e]!) out.push(`${model.upperWhy[e]} (would end ${t[e]! - model.upper[e]!} day(s) late)`);
  }
  return out;
}

function planVariant(model: Model, variant: RoadmapVariant, target: number | null): VariantPlan {
  const evaluate = (k: number) => {
    const lengths = lengthsFor(model, k);
    const times = forwardPass(model, lengths);
    if (!times) return null;
    const finish = workFinish(model, times);
    const violations = violationsOf(model, times);
    if (target !== null && finish > target) violations.push(`one-off work ends after the ${variant} target`);
    return { times, finish, violations, lengths };
  };
  const base = evaluate(1);
  if (!base) return { variant, k: 1, times: null, lengths: lengthsFor(model, 1), feasible: false, violations: ["dependency cycle"], finish: null, target };
  if (target === null || base.violations.length > 0) {
    return { variant, k: 1, times: base.times, lengths: base.lengths, feasible: base.violations.length === 0, violations: base.violations, finish: base.finish, target };
  }
  // Largest stretch factor that still meets every bound and the target (finish grows with k).
  let lo = 1;
  let hi = 2;
  let best = base;
  for (let probe = evaluate(hi); probe && probe.violations.length === 0 && hi < 1024; probe = evaluate(hi)) {
    best = probe;
    lo = hi;
    hi *= 2;
  }
  for (let iter = 0; iter < 24 && hi - lo > 0.01; iter++) {
    const mid = (lo + hi) / 2;
    const probe = evaluate(mid);
    if (probe && probe.violations.length === 0) {
      best = probe;
      lo = mid;
    } else hi = mid;
  }
  return { variant, k: lo, times: best.times, lengths: best.lengths, feasible: true, violations: [], finish: best.finish, target };
}

function toItems(model: Model, plan: VariantPlan, s0: number, horizon: number | null): RoadmapItem[] {
  if (!plan.times) return [];
  const t = plan.times;
  const lengths = plan.lengths;
  const late = backwardPass(model, lengths, horizon ?? Math.max(...t));
  return model.nodes.map((node, i) => {
    const S = t[2 * i]!;
    const F = t[2 * i + 1]!;
    // A milestone is a point, reached at the end of the day before its instant. Any other node
    // that ends up with no length (a phase squeezed by a short horizon) occupies its start day,
    // so its dependencies read the same as in the model.
    const point = node.level === "milestone" && node.cadence.kind === "one_off" && F === S;
    const start = point ? Math.max(0, F - 1) : S;
    const end = point ? start : Math.max(start, F - 1);
    return {
      node_id: node.id,
      start: dateOfDay(s0 + start),
      end: dateOfDay(s0 + end),
      days: F - S,
      critical: isCritical(model, plan, lengths, i),
      slack_days: late[2 * i]! - S,
    };
  });
}

/** Zero float against the option's own finish: delaying it would delay the whole plan. */
function isCritical(model: Model, plan: VariantPlan, lengths: number[], i: number): boolean {
  return criticalSet(model, plan, lengths).has(i);
}

const criticalCache = new WeakMap<VariantPlan, Set<number>>();
function criticalSet(model: Model, plan: VariantPlan, lengths: number[]): Set<number> {
  let set = criticalCache.get(plan);
  if (set) return set;
  set = new Set();
  if (plan.times) {
    const t = plan.times;
    const finish = Math.max(...t);
    // Float against the finish only: upper bounds are ignored here on purpose.
    const free = { ...model, upper: model.upper.map(() => Infinity) };
    const late = backwardPass(free, lengths, finish);
    model.nodes.forEach((_, i) => {
      if (late[2 * i]! - t[2 * i]! === 0 && late[2 * i + 1]! - t[2 * i + 1]! === 0 && t[2 * i + 1]! > 0) set!.add(i);
    });
  }
  criticalCache.set(plan, set);
  return set;
}

function criticalPath(model: Model, plan: VariantPlan): string[] {
  if (!plan.times) return [];
  const t = plan.times;
  const set = criticalSet(model, plan, plan.lengths);
  return [...set]
    .filter((i) => model.kind[i] !== "parent")
    .sort((a, b) => t[2 * a]! - t[2 * b]! || t[2 * a + 1]! - t[2 * b + 1]! || a - b)
    .map((i) => model.nodes[i]!.id);
}

function describeOption(plan: VariantPlan, model: Model, s0: number, horizon: number | null): RoadmapOption {
  const finishDate = plan.finish === null ? null : dateOfDay(s0 + Math.max(0, plan.finish - 1));
  const what: Record<RoadmapVariant, string> = {
    front_loaded: "everything as early as dependencies allow",
    balanced: "one-off work stretched evenly up to the deadline",
    deadline_buffered: `one-off work stretched to end ${Math.round(BUFFER_RATIO * 100)}% of the horizon before the deadline`,
  };
  let rationale = `${plan.variant}: ${what[plan.variant]}`;
  if (plan.k > 1.005) rationale += ` (durations ×${plan.k.toFixed(2)})`;
  if (finishDate) rationale += `; one-off work ends ${finishDate}`;
  if (horizon !== null && plan.finish !== null) rationale += `, ${horizon - plan.finish} day(s) before the deadline ends`;
  if (horizon === null) rationale += "; no deadline, so the variants coincide";
  if (!plan.feasible) rationale += `; infeasible: ${plan.violations.slice(0, 2).join("; ")}`;
  return option(plan.variant, plan.feasible, scoreOf(plan, horizon), finishDate, rationale);
}

/**
 * 0 when infeasible; else 0.4 + 0.4·buffer + 0.2·spread, where buffer = days left before the
 * deadline relative to 15% of the horizon (capped at 1) and spread = share of the horizon the work
 * uses (lower daily intensity). Informational: selection follows the preference order.
 */
function scoreOf(plan: VariantPlan, horizon: number | null): number {
  if (!plan.feasible || plan.finish === null) return 0;
  if (horizon === null || horizon <= 0) return 0.7;
  const buffer = Math.min(1, Math.max(0, (horizon - plan.finish) / (0.15 * horizon)));
  const spread = Math.min(1, Math.max(0, plan.finish / horizon));
  return Math.round((0.4 + 0.4 * buffer + 0.2 * spread) * 1000) / 1000;
}

function option(variant: string, feasible: boolean, score: number, finish: string | null, rationale: string): RoadmapOption {
  return { variant, feasible, score, finish, rationale };
}

function infeasibleResult(outline: PlanOutline, inf: Infeasibility, options: RoadmapOption[]): RoadmapBuildResult {
  return {
    roadmap: {
      pattern: outline.pattern,
      variant: "front_loaded",
      items: [],
      critical_path: [],
      options_tried: options,
      rationale: `No roadmap is possible: ${inf.reason}.`,
    },
    feasible: false,
    infeasibility: inf,
  };
}
