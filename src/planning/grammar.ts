/**
 * GrammarValidator: the deterministic guardrail a PlanOutline must pass before the roadmap stage
 * (phase7 §0). Rules are a table of named pure checks; each finding names its rule, node and
 * severity:
 *   - repairable: the generator can fix it on a retry (DRAFT_OUTLINE again);
 *   - fatal: regenerating cannot fix it (no root; the deadline is before the plan start) — the
 *     controller asks the user instead.
 *
 * Dates are compared as local "YYYY-MM-DD" strings (lexicographic order is date order).
 */
import { z } from "zod";
import type { OutlineNode, PatternType, PlanOutline } from "../contracts/planning.js";
import { WEEKDAYS, diffDays, isLocalDate } from "./dates.js";

export const Severity = z.enum(["repairable", "fatal"]);
export type Severity = z.infer<typeof Severity>;

export const GrammarViolation = z.object({
  rule: z.string(),
  node_id: z.string().nullable(),
  message: z.string(),
  severity: Severity,
});
export type GrammarViolation = z.infer<typeof GrammarViolation>;

export const GrammarReport = z.object({
  valid: z.boolean(),
  violations: z.array(GrammarViolation),
  confidence: z.number().min(0).max(1),
  suggested_fixes: z.array(z.string()),
});
export type GrammarReport = z.infer<typeof GrammarReport>;

type Finding = { node_id: string | null; message: string };

export interface GrammarRule {
  name: string;
  severity: Severity;
  /** Only checked for this pattern (pattern invariants); undefined = every outline. */
  pattern?: PatternType;
  fix: string;
  check(outline: PlanOutline): Finding[];
}

const LEVEL_RANK: Record<OutlineNode["level"], number> = { goal: 0, phase: 1, milestone: 2, task: 3 };

const byId = (o: PlanOutline): Map<string, OutlineNode> => new Map(o.nodes.map((n) => [n.id, n]));
const day = (d: string | null | undefined): string | null => (typeof d === "string" ? d.slice(0, 10) : null);

/** A goal due within this many days is planned as the work itself, without phases. */
export const SHORT_PLAN_DAYS = 7;

/** The plan's deadline is at most SHORT_PLAN_DAYS after its start: phase rules do not apply. */
export function isShortPlan(o: Pick<PlanOutline, "start" | "deadline">): boolean {
  const s = day(o.start);
  const d = day(o.deadline);
  return s !== null && d !== null && isLocalDate(s) && isLocalDate(d) && diffDays(s, d) <= SHORT_PLAN_DAYS;
}

/** The longest final phase that may step the load down as a taper (reduced volume before an event). */
export const MAX_TAPER_DAYS = 14;

// ── RRULE ────────────────────────────────────────────────────────────────────────────────────

const FREQS = new Set(["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"]);
const intIn = (v: string, lo: number, hi: number, allowNeg = false): boolean => {
  if (!/^[+-]?\d+$/.test(v)) return false;
  const n = Number(v);
  if (!allowNeg && n < 0) return false;
  return Math.abs(n) >= lo && Math.abs(n) <= hi;
};
const listOf = (v: string, ok: (x: string) => boolean): boolean => v.length > 0 && v.split(",").every(ok);

/** Why an RRULE body is invalid (RFC 5545 §3.3.10, the parts a plan uses), or null when valid. */
export function rruleProblem(rrule: string): string | null {
  const body = rrule.trim().replace(/^RRULE:/i, "");
  if (!body) return "empty RRULE";
  const parts = new Map<string, string>();
  for (const part of body.split(";")) {
    const m = part.match(/^([A-Z]+)=(.+)$/);
    if (!m) return `malformed part "${part}"`;
    if (parts.has(m[1]!)) return `duplicate ${m[1]}`;
    parts.set(m[1]!, m[2]!);
  }
  const freq = parts.get("FREQ");
  if (!freq) return "FREQ is required";
  if (!FREQS.has(freq)) return `unknown FREQ "${freq}"`;
  if (parts.has("COUNT") && parts.has("UNTIL")) return "COUNT and UNTIL cannot both be set";
  for (const [k, v] of parts) {
    const ok = (() => {
      switch (k) {
        case "FREQ":
          return true;
        case "INTERVAL":
          return intIn(v, 1, 1000);
        case "COUNT":
          return intIn(v, 1, 100000);
        case "UNTIL":
          return /^\d{8}(T\d{6}Z?)?$/.test(v);
        case "BYDAY":
          return listOf(v, (x) => {
            const m = x.match(/^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/);
            if (!m) return false;
            if (m[1] === undefined) return true;
            // An ordinal ("1SU") only means something in a monthly or yearly rule.
            return (freq === "MONTHLY" || freq === "YEARLY") && intIn(m[1], 1, 53, true);
          });
        case "BYMONTHDAY":
          return listOf(v, (x) => intIn(x, 1, 31, true));
        case "BYMONTH":
          return listOf(v, (x) => intIn(x, 1, 12));
        case "BYHOUR":
          return listOf(v, (x) => intIn(x, 0, 23));
        case "BYMINUTE":
        case "BYSECOND":
          return listOf(v, (x) => intIn(x, 0, 59));
        case "BYSETPOS":
        case "BYYEARDAY":
          return listOf(v, (x) => intIn(x, 1, 366, true));
        case "BYWEEKNO":
          return listOf(v, (x) => intIn(x, 1, 53, true));
        case "WKST":
          return (WEEKDAYS as readonly string[]).includes(v);
        default:
          return false;
      }
    })();
    if (!ok) return `invalid ${k}="${v}"`;
  }
  return null;
}

// ── Graph helpers (iterative: an adversarial outline must not overflow the stack) ────────────

/** Node ids on dependency cycles (existing targets only), each cycle listed once. */
export function dependencyCycles(nodes: readonly Pick<OutlineNode, "id" | "depends_on">[]): string[][] {
  const ids = new Set(nodes.map((n) => n.id));
  const succ = new Map<string, string[]>(nodes.map((n) => [n.id, []]));
  for (const n of nodes) for (const d of n.depends_on) if (ids.has(d.node_id)) succ.get(d.node_id)!.push(n.id);
  const state = new Map<string, 0 | 1 | 2>(); // 0 new, 1 on stack, 2 done
  const cycles: string[][] = [];
  for (const start of nodes.map((n) => n.id)) {
    if (state.get(start)) continue;
    const stack: { id: string; i: number }[] = [{ id: start, i: 0 }];
    const path: string[] = [start];
    state.set(start, 1);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const next = succ.get(top.id)![top.i++];
      if (next === undefined) {
        state.set(top.id, 2);
        stack.pop();
        path.pop();
      } else if (state.get(next) === 1) {
        cycles.push(path.slice(path.indexOf(next)));
      } else if (!state.get(next)) {
        state.set(next, 1);
        stack.push({ id: next, i: 0 });
        path.push(next);
      }
    }
  }
  return cycles;
}

// ── Rules ────────────────────────────────────────────────────────────────────────────────────

export const GRAMMAR_RULES: readonly GrammarRule[] = [
  {
    name: "unique_ids",
    severity: "repairable",
    fix: "Give every node a distinct id",
    check: (o) => {
      const seen = new Set<string>();
      return o.nodes.flatMap((n) => (seen.has(n.id) ? [{ node_id: n.id, message: `duplicate node id ${n.id}` }] : (seen.add(n.id), [])));
    },
  },
  {
    name: "single_root",
    severity: "fatal",
    fix: "Keep exactly one goal-level node without a parent and point root_id at it",
    check: (o) => {
      const roots = o.nodes.filter((n) => n.level === "goal" || n.parent_id === null);
      const out: Finding[] = [];
      if (roots.length !== 1) out.push({ node_id: null, message: `expected exactly one root goal, found ${roots.length} (${roots.map((r) => r.id).join(", ") || "none"})` });
      const root = o.nodes.find((n) => n.id === o.root_id);
      if (!root) out.push({ node_id: o.root_id, message: `root_id ${o.root_id} is not a node` });
      else if (root.level !== "goal" || root.parent_id !== null) out.push({ node_id: root.id, message: "the root must be a goal-level node without a parent" });
      return out;
    },
  },
  {
    name: "parent_exists",
    severity: "repairable",
    fix: "Attach orphaned nodes to an existing parent",
    check: (o) => {
      const ids = byId(o);
      return o.nodes.filter((n) => n.parent_id !== null && !ids.has(n.parent_id)).map((n) => ({ node_id: n.id, message: `parent ${n.parent_id} does not exist` }));
    },
  },
  {
    name: "level_nesting",
    severity: "repairable",
    fix: "Move each node under a parent of a higher level (goal > phase > milestone > task)",
    check: (o) => {
      const ids = byId(o);
      return o.nodes.flatMap((n) => {
        const p = n.parent_id ? ids.get(n.parent_id) : undefined;
        return p && LEVEL_RANK[n.level] <= LEVEL_RANK[p.level] ? [{ node_id: n.id, message: `${n.level} ${n.id} cannot sit under ${p.level} ${p.id}` }] : [];
      });
    },
  },
  {
    name: "reachable_from_root",
    severity: "repairable",
    fix: "Reconnect unreachable nodes to the goal through their parents",
    check: (o) => {
      const ids = byId(o);
      return o.nodes.flatMap((n) => {
        const seen = new Set<string>();
        let cur: OutlineNode | undefined = n;
        while (cur && cur.id !== o.root_id && !seen.has(cur.id)) {
          seen.add(cur.id);
          cur = cur.parent_id ? ids.get(cur.parent_id) : undefined;
        }
        return cur?.id === o.root_id ? [] : [{ node_id: n.id, message: `${n.id} is not reachable from the root via parent links` }];
      });
    },
  },
  {
    name: "dependency_targets_exist",
    severity: "repairable",
    fix: "Remove or retarget dependencies on missing nodes",
    check: (o) => {
      const ids = byId(o);
      return o.nodes.flatMap((n) => n.depends_on.filter((d) => !ids.has(d.node_id)).map((d) => ({ node_id: n.id, message: `${n.id} depends on missing node ${d.node_id}` })));
    },
  },
  {
    name: "acyclic_dependencies",
    severity: "repairable",
    fix: "Break each dependency cycle by removing one of its links",
    check: (o) => dependencyCycles(o.nodes).map((cyc) => ({ node_id: cyc[0] ?? null, message: `dependency cycle: ${[...cyc, cyc[0]].join(" → ")}` })),
  },
  {
    name: "valid_rrule",
    severity: "repairable",
    fix: "Rewrite the recurrence as a valid RFC 5545 RRULE (e.g. FREQ=WEEKLY;BYDAY=MO,WE,FR)",
    check: (o) =>
      o.nodes.flatMap((n) => {
        if (n.cadence.kind !== "recurring") return [];
        const why = rruleProblem(n.cadence.rrule);
        return why ? [{ node_id: n.id, message: `invalid RRULE "${n.cadence.rrule}": ${why}` }] : [];
      }),
  },
  {
    name: "date_format",
    severity: "repairable",
    fix: "Write dates as local YYYY-MM-DD",
    check: (o) => [
      ...(isLocalDate(day(o.start)) ? [] : [{ node_id: null, message: `plan start "${o.start}" is not a date` }]),
      ...(o.deadline === null || isLocalDate(day(o.deadline)) ? [] : [{ node_id: null, message: `deadline "${o.deadline}" is not a date` }]),
      ...o.nodes.flatMap((n) =>
        (["due", "starts_after", "ends_before"] as const)
          .filter((k) => n[k] !== null && n[k] !== undefined && !isLocalDate(day(n[k])))
          .map((k) => ({ node_id: n.id, message: `${k} "${n[k]}" is not a date` })),
      ),
    ],
  },
  {
    name: "deadline_after_start",
    severity: "fatal",
    fix: "Ask for a deadline on or after today",
    check: (o) => (o.deadline !== null && day(o.deadline)! < day(o.start)! ? [{ node_id: null, message: `deadline ${day(o.deadline)} is before the plan start ${day(o.start)}` }] : []),
  },
  {
    name: "milestone_dated",
    severity: "repairable",
    fix: "Give every milestone a due date",
    check: (o) => o.nodes.filter((n) => n.level === "milestone" && !n.due).map((n) => ({ node_id: n.id, message: `milestone ${n.id} has no due date` })),
  },
  {
    name: "within_deadline",
    severity: "repairable",
    fix: "Move due and end dates on or before the deadline",
    check: (o) => {
      const dl = day(o.deadline);
      if (!dl) return [];
      return o.nodes.flatMap((n) =>
        (["due", "ends_before"] as const).filter((k) => day(n[k]) !== null && day(n[k])! > dl).map((k) => ({ node_id: n.id, message: `${k} ${day(n[k])} is after the deadline ${dl}` })),
      );
    },
  },
  {
    name: "starts_before_due",
    severity: "repairable",
    fix: "Make starts_after no later than due and ends_before",
    check: (o) =>
      o.nodes.flatMap((n) => {
        const s = day(n.starts_after);
        if (!s) return [];
        return (["due", "ends_before"] as const)
          .filter((k) => day(n[k]) !== null && s > day(n[k])!)
          .map((k) => ({ node_id: n.id, message: `starts_after ${s} is after ${k} ${day(n[k])}` }));
      }),
  },
  {
    // A child is part of its parent: its due date cannot be later than the parent's (a task
    // under a phase that ends in June cannot be due in October; hang it higher instead).
    name: "child_within_parent",
    severity: "repairable",
    fix: "Move the child's due date inside its parent's, or attach it to a longer-running parent",
    check: (o) => {
      const nodes = byId(o);
      return o.nodes.flatMap((n) => {
        const p = n.parent_id ? nodes.get(n.parent_id) : undefined;
        const due = day(n.due);
        const parentDue = p ? day(p.due) : null;
        return p && due && parentDue && due > parentDue
          ? [{ node_id: n.id, message: `due ${due} is after its parent ${p.id}'s due ${parentDue}` }]
          : [];
      });
    },
  },
  {
    name: "not_before_start",
    severity: "repairable",
    fix: "Move dates on or after the plan start",
    check: (o) => {
      const st = day(o.start);
      if (!st) return [];
      return o.nodes.flatMap((n) =>
        (["due", "starts_after", "ends_before"] as const).filter((k) => day(n[k]) !== null && day(n[k])! < st).map((k) => ({ node_id: n.id, message: `${k} ${day(n[k])} is before the plan start ${st}` })),
      );
    },
  },
  {
    name: "recurring_cycle_has_recurring",
    severity: "repairable",
    pattern: "recurring_cycle",
    fix: "Add at least one recurring task with an RRULE",
    check: (o) => (o.nodes.some((n) => n.cadence.kind === "recurring") ? [] : [{ node_id: o.root_id, message: "a recurring_cycle plan needs at least one recurring node" }]),
  },
  {
    name: "milestone_project_dated_milestones",
    severity: "repairable",
    pattern: "milestone_project",
    fix: "Add dated milestones, all on or before the deadline",
    check: (o) => {
      const ms = o.nodes.filter((n) => n.level === "milestone");
      if (ms.length === 0) return [{ node_id: o.root_id, message: "a milestone_project plan needs milestones" }];
      const dl = day(o.deadline);
      return ms
        .filter((m) => !m.due || (dl !== null && day(m.due)! > dl))
        .map((m) => ({ node_id: m.id, message: m.due ? `milestone due ${day(m.due)} is after the deadline ${dl}` : "milestone has no due date" }));
    },
  },
  {
    // Loads rise phase by phase; only the last phase may step down, as a taper of at most two
    // weeks after at least two rising phases. A short plan (a week or less) has no phases.
    name: "accumulation_arc_increasing_load",
    severity: "repairable",
    pattern: "progressive_accumulation_arc",
    fix: "Give each phase a load higher than the phase before it (only a final taper of up to two weeks may be lower)",
    check: (o) => {
      if (isShortPlan(o)) return [];
      const phases = o.nodes
        .map((n, i) => ({ n, i }))
        .filter(({ n }) => n.level === "phase")
        .sort((a, b) => (day(a.n.starts_after) ?? day(a.n.due) ?? "").localeCompare(day(b.n.starts_after) ?? day(b.n.due) ?? "") || a.i - b.i)
        .map(({ n }) => n);
      const last = phases[phases.length - 1];
      const beforeLast = phases[phases.length - 2];
      const span = (p: OutlineNode) => (day(p.starts_after) && day(p.due) ? diffDays(day(p.starts_after)!, day(p.due)!) : p.duration_days);
      const taper =
        phases.length >= 3 && last && beforeLast && last.load !== null && beforeLast.load !== null && last.load < beforeLast.load && last.load > 0 && span(last) <= MAX_TAPER_DAYS;
      const rising = taper ? phases.slice(0, -1) : phases;
      if (rising.length < 2) return [{ node_id: o.root_id, message: `an accumulation arc needs at least two phases with increasing load, found ${rising.length}` }];
      const out: Finding[] = [];
      phases.forEach((p, i) => {
        if (p.load === null) out.push({ node_id: p.id, message: `phase ${p.id} has no load` });
        const prev = phases[i - 1];
        if (taper && p === last) return;
        if (prev && p.load !== null && prev.load !== null && p.load <= prev.load) out.push({ node_id: p.id, message: `load ${p.load} of ${p.id} does not increase on ${prev.load} of ${prev.id}` });
      });
      return out;
    },
  },
  {
    name: "hybrid_has_both_cadences",
    severity: "repairable",
    pattern: "hybrid_project_cycle",
    fix: "Include both a one-off setup part and a recurring practice",
    check: (o) => {
      const work = o.nodes.filter((n) => n.level === "task");
      const hasRec = work.some((n) => n.cadence.kind === "recurring");
      const hasOne = work.some((n) => n.cadence.kind === "one_off");
      // A short plan is the work itself: when the person's daily time is all the sessions', the
      // set-up step opens the first one instead of being a task of its own (outline/short.ts).
      if (hasRec && isShortPlan(o)) return [];
      return hasRec && hasOne ? [] : [{ node_id: o.root_id, message: `a hybrid plan needs one-off and recurring tasks (one-off: ${hasOne}, recurring: ${hasRec})` }];
    },
  },
  {
    name: "transformation_has_phases",
    severity: "repairable",
    pattern: "strategic_transformation",
    fix: "Split the change into at least two phases",
    check: (o) => {
      if (isShortPlan(o)) return [];
      const n = o.nodes.filter((x) => x.level === "phase").length;
      return n >= 2 ? [] : [{ node_id: o.root_id, message: `a strategic_transformation plan needs at least two phases, found ${n}` }];
    },
  },
];

export interface ValidateOptions {
  /** The rule table to run (tests pass a subset to show a rule's effect). */
  rules?: readonly GrammarRule[];
}

export function validateOutline(outline: PlanOutline, opts: ValidateOptions = {}): GrammarReport {
  const rules = opts.rules ?? GRAMMAR_RULES;
  const violations: GrammarViolation[] = [];
  const fixes: string[] = [];
  for (const rule of rules) {
    if (rule.pattern && rule.pattern !== outline.pattern.pattern_type) continue;
    const found = rule.check(outline);
    for (const f of found) violations.push({ rule: rule.name, node_id: f.node_id, message: f.message, severity: rule.severity });
    if (found.length) {
      const where = found.map((f) => f.node_id).filter((x): x is string => !!x);
      fixes.push(where.length ? `${rule.fix} (${[...new Set(where)].slice(0, 5).join(", ")})` : rule.fix);
    }
  }
  const fatal = violations.filter((v) => v.severity === "fatal").length;
  const repairable = violations.length - fatal;
  const confidence = Math.max(0, Math.round((1 - 0.1 * Math.min(repairable, 6) - 0.4 * fatal) * 100) / 100);
  return { valid: violations.length === 0, violations, confidence, suggested_fixes: fixes };
}
