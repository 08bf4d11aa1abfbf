/**
 * What every outline template works with: the node builder (deterministic ids), the template
 * context (the reading, the subtype, the plan's dates, the words) and small date helpers.
 *
 * Local dates come from ../local-date.ts; this is the one place the templates import them from,
 * so a move of that module touches one import.
 */
import type { GoalReading } from "../../contracts/goal-reading.js";
import type { Dependency, OutlineNode, PatternSpec } from "../../contracts/planning.js";
import type { KnownSubtype, TemplateKind } from "../patterns.js";
import { addDays, diffDays, endOfMonth, maxDate, minDate, toLocalDate, zonedNow, type LocalDate } from "../dates.js";
import type { OutlineLanguage, Phrases } from "./words.js";

export { addDays, diffDays, endOfMonth, maxDate, minDate, toLocalDate, zonedNow, type LocalDate };

export type GeneratorVariant = "template" | "compact";

type NodeInput = Partial<OutlineNode> & Pick<OutlineNode, "title" | "level" | "parent_id"> & { idHint: string };

/** Collects nodes; an id that is taken gets "-2", "-3", … so re-running gives identical ids. */
export class OutlineBuilder {
  readonly nodes: OutlineNode[] = [];
  private readonly used = new Set<string>();

  add(n: NodeInput): OutlineNode {
    const { idHint, ...rest } = n;
    let id = idHint;
    for (let i = 2; this.used.has(id); i++) id = `${idHint}-${i}`;
    this.used.add(id);
    const node: OutlineNode = {
      id,
      title: rest.title,
      level: rest.level,
      parent_id: rest.parent_id,
      cadence: rest.cadence ?? { kind: "one_off" },
      duration_min: rest.duration_min ?? 0,
      duration_days: rest.duration_days ?? 0,
      due: rest.due ?? null,
      starts_after: rest.starts_after ?? null,
      ends_before: rest.ends_before ?? null,
      load: rest.load ?? null,
      depends_on: rest.depends_on ?? [],
      origin: "system",
      notes: rest.notes ?? null,
      ...(rest.preferred_window ? { preferred_window: rest.preferred_window } : {}),
      ...(rest.companion ? { companion: true } : {}),
      ...(rest.one_sitting ? { one_sitting: true } : {}),
      ...(rest.in_place_of?.length ? { in_place_of: rest.in_place_of } : {}),
      ...(rest.day_minutes?.length ? { day_minutes: rest.day_minutes } : {}),
      ...(rest.own_time ? { own_time: rest.own_time } : {}),
    };
    this.nodes.push(node);
    return node;
  }
}

export interface Ctx {
  reading: GoalReading;
  pattern: PatternSpec;
  sub: KnownSubtype;
  kind: TemplateKind;
  lang: OutlineLanguage;
  w: Phrases;
  /** The goal's short title (reading.title, cleaned). */
  title: string;
  /** Plan start: today in the goal's zone. */
  start: LocalDate;
  /** Local minutes after midnight when the plan is made (what is left of today). */
  nowMinute: number;
  /** First day of work: the stated start when it is later than today. */
  begin: LocalDate;
  /** Last day: the deadline, or the end of the default horizon. */
  end: LocalDate;
  hasDeadline: boolean;
  /** Days from begin to end. */
  span: number;
  variant: GeneratorVariant;
  /** Notes for the root node, in the reading's language. */
  notes: string[];
  b: OutlineBuilder;
  root: OutlineNode;
}

/** The date a fraction of the way from `begin` to `end` (clamped). */
export function at(c: Ctx, frac: number): LocalDate {
  return minDate(c.end, maxDate(c.begin, addDays(c.begin, Math.round(c.span * Math.max(0, Math.min(1, frac))))));
}

export const fs = (node_id: string, lag_days = 0): Dependency => ({ node_id, type: "FS", lag_days });
export const ff = (node_id: string): Dependency => ({ node_id, type: "FF", lag_days: 0 });

const WEEKDAY_OF = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
/** The weekday of a local date. */
export function weekdayOf(d: LocalDate): (typeof WEEKDAY_OF)[number] {
  return WEEKDAY_OF[new Date(`${d}T12:00:00Z`).getUTCDay()]!;
}

export function round5(n: number): number {
  return Math.max(5, Math.round(n / 5) * 5);
}

/**
 * `ends_before` (exclusive) for recurring work that should run through the last day. With a
 * deadline the scheduler and roadmap already stop at it (inclusive), so none is set; without one
 * the default horizon's end bounds it.
 */
export function throughEnd(c: Ctx): LocalDate | null {
  return c.hasDeadline ? null : c.end;
}

/** Span in whole days between two dates, never negative. */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return Math.max(0, diffDays(a, b));
}
