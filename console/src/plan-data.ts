/**
 * The console's pure projections of API responses into what its components draw: loss series
 * with macro-state marks, Gantt tasks with dependencies, week-calendar events, the stage
 * timeline, and the SSE text of /threads/:id/events. No DOM here: the unit tests run in Node.
 */

export type PlanStatus = "complete" | "awaiting_reply" | "running" | "needs_clarification" | "needs_scheduling_escalation" | "aborted";

export interface Question {
  interrupt_id: string | null;
  kind: string | null;
  question: string | null;
  value: Record<string, unknown> | null;
}

export interface OutlineNode {
  id: string;
  title: string;
  level: string;
  parent_id: string | null;
  cadence?: { kind: string; rrule?: string };
  depends_on?: { node_id: string; type?: string; lag_days?: number }[];
}

export interface RoadmapItem {
  node_id: string;
  start: string;
  end: string;
  days: number;
  critical: boolean;
  slack_days: number;
}

export interface LossEntry {
  stage: string;
  round: number;
  transition: string;
  loss: { D: number; P: number; Omega: number; L: number };
  grad_l?: number;
}

export interface TraceEntry {
  stage: string;
  tool: string;
  duration_ms: number;
  confidence?: number;
  at: string;
}

export interface Block {
  task_id: string;
  start: string;
  end: string;
}

export interface PlanView {
  thread_id: string;
  status: PlanStatus;
  stage: string | null;
  pattern: { pattern_type?: string; subtype?: string | null } | null;
  outline: { root_id?: string; nodes?: OutlineNode[]; deadline?: string | null } | null;
  roadmap: { variant?: string; items?: RoadmapItem[]; rationale?: string } | null;
  schedule: { blocks: Block[] };
  loss_history: LossEntry[];
  trace: TraceEntry[];
  cost: { usd?: number; active_ms?: number } | null;
  exit_reason?: { code: string; message: string } | null;
  question: Question | null;
}

export interface BusEvent {
  id: string;
  seq: number;
  type: string;
  from: string;
  to: string;
  at: string;
  payload: Record<string, unknown>;
}

/** The macro state a GGS round ended in: the right side of "prev→macro". */
export function macroStateOf(transition: string): string {
  const i = transition.lastIndexOf("→");
  return i >= 0 ? transition.slice(i + 1) : transition;
}

const SHORT_STAGE: Record<string, string> = { DRAFT_OUTLINE: "outline", DRAFT_ROADMAP: "roadmap", DRAFT_SCHEDULE: "schedule" };

export interface LossSeries {
  /** One label per round: [stage and round, macro state]. */
  labels: [string, string][];
  D: number[];
  P: number[];
  Omega: number[];
  L: number[];
  macro: string[];
}

export function lossSeries(history: readonly LossEntry[]): LossSeries {
  const s: LossSeries = { labels: [], D: [], P: [], Omega: [], L: [], macro: [] };
  for (const e of history) {
    const macro = macroStateOf(e.transition);
    s.labels.push([`${SHORT_STAGE[e.stage] ?? e.stage.toLowerCase()} r${e.round}`, macro]);
    s.D.push(e.loss.D);
    s.P.push(e.loss.P);
    s.Omega.push(e.loss.Omega);
    s.L.push(e.loss.L);
    s.macro.push(macro);
  }
  return s;
}

export interface GanttTask {
  id: string;
  name: string;
  start: string;
  end: string;
  progress: number;
  dependencies: string;
  custom_class: string;
}

/** Roadmap items as Gantt bars (dates inclusive), with the outline's dependencies as arrows. */
export function ganttTasks(outline: PlanView["outline"], roadmap: PlanView["roadmap"]): GanttTask[] {
  const nodes = new Map((outline?.nodes ?? []).map((n) => [n.id, n]));
  const items = roadmap?.items ?? [];
  const present = new Set(items.map((i) => i.node_id));
  return items.map((i) => {
    const n = nodes.get(i.node_id);
    const deps = (n?.depends_on ?? []).map((d) => d.node_id).filter((d) => present.has(d));
    return {
      id: i.node_id,
      name: n?.title ?? i.node_id,
      start: i.start,
      end: i.end < i.start ? i.start : i.end,
      progress: 0,
      dependencies: deps.join(", "),
      // frappe-gantt takes exactly one class token.
      custom_class: `gg-${n?.level ?? "task"}${i.critical ? "-critical" : ""}`,
    };
  });
}

export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  classNames: string[];
}

export function calendarEvents(outline: PlanView["outline"], blocks: readonly Block[]): CalendarEvent[] {
  const titles = new Map((outline?.nodes ?? []).map((n) => [n.id, n.title]));
  return blocks.map((b, i) => ({ id: `${b.task_id}#${i}`, title: titles.get(b.task_id) ?? b.task_id, start: b.start, end: b.end, classNames: ["gg-session"] }));
}

export interface TimelineEntry {
  from: string;
  to: string;
  event: string | null;
  at: string;
}

/** The stage changes of a thread, in order, from its bus messages. */
export function stageTimeline(events: readonly BusEvent[]): TimelineEntry[] {
  return events
    .filter((e) => e.type === "stage_change")
    .map((e) => ({ from: String(e.payload.from), to: String(e.payload.to), event: e.payload.event ? String(e.payload.event) : null, at: e.at }));
}

/** Parse a finished text/event-stream body into its `data:` JSON frames (comments skipped). */
export function parseSse(text: string): { id: string | null; event: string | null; data: unknown }[] {
  const out: { id: string | null; event: string | null; data: unknown }[] = [];
  for (const frame of text.replace(/\r\n/g, "\n").split("\n\n")) {
    let id: string | null = null;
    let event: string | null = null;
    const data: string[] = [];
    for (const line of frame.split("\n")) {
      if (line.startsWith(":")) continue;
      const i = line.indexOf(":");
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
      if (field === "id") id = value;
      else if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (!data.length) continue;
    try {
      out.push({ id, event, data: JSON.parse(data.join("\n")) });
    } catch {
      out.push({ id, event, data: data.join("\n") });
    }
  }
  return out;
}

/** One line about a bus message, for the messages table. */
export function describeEvent(e: BusEvent): string {
  const p = e.payload;
  switch (e.type) {
    case "stage_change":
      return `${String(p.from)} → ${String(p.to)}${p.event ? ` (${String(p.event)})` : ""}`;
    case "subtask":
      return String(p.intent ?? "");
    case "plan_directive":
    case "final_result":
      return `GGS ${String(p.prev_directive ?? "")}→${String(p.directive ?? "")}${typeof p.summary === "string" ? ` — ${p.summary}` : ""}`;
    case "interrupt":
      return `asks (${String(p.kind ?? "reply")})`;
    case "reply":
      return typeof p.text === "string" ? `“${p.text}”` : "reply";
    default:
      return typeof p.summary === "string" ? p.summary : "";
  }
}

export const QUESTION_TITLES: Record<string, string> = {
  clarification: "A question before planning",
  rfc: "A new subtype is proposed (RFC)",
  approval: "Approval needed",
  blocker: "The planner is blocked",
  budget: "The spending limit is reached",
};

/** The one-word replies a question accepts ("approve", "reject"); templated ones are free text. */
export function simpleAccepts(q: Question | null): string[] {
  const accepts = (q?.value?.accepts as unknown[] | undefined) ?? [];
  return accepts.filter((a): a is string => typeof a === "string" && !a.includes("<") && !a.includes(":"));
}

/** Whether the question takes "propose changes: …". */
export function acceptsChanges(q: Question | null): boolean {
  const accepts = (q?.value?.accepts as unknown[] | undefined) ?? [];
  return accepts.some((a) => typeof a === "string" && a.startsWith("propose changes"));
}
