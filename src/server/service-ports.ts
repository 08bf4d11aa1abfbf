/**
 * The service ports the HTTP layer is built around — graphs, plan projection, bus events, audit
 * reports (thread and run records have their own port, thread-repository.ts). The composition
 * root (src/app/service.ts) supplies real implementations; tests supply small graphs and fakes.
 */
import type { RunnableConfig } from "@langchain/core/runnables";
import type { StateSnapshot } from "@langchain/langgraph";
import type { MessageBus } from "../bus/types.js";
import type { AuditReport } from "../contracts/index.js";

/**
 * The part of a compiled LangGraph graph the service uses. A `StateGraph(...).compile({checkpointer})`
 * satisfies it; the graph MUST be compiled with a checkpointer (threads are checkpoint streams).
 */
export interface ServableGraph {
  stream(input: unknown, options?: Record<string, unknown>): Promise<AsyncIterable<unknown>>;
  getState(config: RunnableConfig, options?: { subgraphs?: boolean }): Promise<StateSnapshot>;
  getStateHistory(
    config: RunnableConfig,
    options?: { limit?: number; before?: RunnableConfig; filter?: Record<string, unknown> },
  ): AsyncIterableIterator<StateSnapshot>;
  updateState(config: RunnableConfig, values: unknown, asNode?: string): Promise<RunnableConfig>;
  /** Used to drop a deleted thread's checkpoints when present. */
  checkpointer?: unknown;
}

export interface GraphEntry {
  /** Also the assistant id: one assistant per graph ("planner"). */
  graphId: string;
  graph: ServableGraph;
  name?: string;
  description?: string;
}

export interface GraphRegistry {
  get(graphId: string): GraphEntry | undefined;
  list(): GraphEntry[];
}

/** A fixed registry, e.g. `staticGraphRegistry({ planner: compiledPlanner })`. */
export function staticGraphRegistry(graphs: Record<string, ServableGraph | Omit<GraphEntry, "graphId">>): GraphRegistry {
  const entries = new Map<string, GraphEntry>();
  for (const [graphId, g] of Object.entries(graphs)) {
    const entry = "graph" in g && typeof (g as { stream?: unknown }).stream !== "function" ? (g as Omit<GraphEntry, "graphId">) : { graph: g as ServableGraph };
    entries.set(graphId, { graphId, ...entry });
  }
  return { get: (id) => entries.get(id), list: () => [...entries.values()] };
}

// ---------------------------------------------------------------------------------------------
// Plan routes (people and apps)

export type PlanStatus =
  | "complete"
  | "awaiting_reply"
  | "running"
  | "needs_clarification"
  | "needs_scheduling_escalation"
  | "aborted";

export interface PlanRequest {
  goal: string;
  timezone: string;
  now?: string;
  policy?: Record<string, unknown>;
  calendar?: unknown;
}

/** A pending interrupt as the service sees it: the graph's payload carries `kind`. */
export interface PendingInterrupt {
  id: string | undefined;
  /** `value.kind` when the payload is an object with a string kind. */
  kind: string | undefined;
  value: unknown;
}

/** What a plan projection gets: the thread's current checkpoint, already read. */
export interface PlanStateInput {
  values: Record<string, unknown>;
  next: string[];
  interrupts: PendingInterrupt[];
  /** True while a run holds the thread. */
  busy: boolean;
}

export interface PlanView {
  status: PlanStatus;
  stage: string | null;
  pattern: unknown;
  outline: unknown;
  roadmap: unknown;
  schedule: { blocks: Array<{ task_id: string; start: string; end: string }> };
  /** Work the schedule could not place, per task, with why. */
  unplaced?: Array<{ task: string; task_id: string; count: number; reason: string }>;
  loss_history: unknown[];
  trace: unknown[];
  cost: unknown;
  /** Why the plan stopped, when it did (aborted, escalated). */
  exit_reason?: unknown;
}

export interface PlanPort {
  /** The graph plans run on; defaults to "planner". */
  graphId?: string;
  /** Graph input for a new plan (the request is already validated). */
  toInput(request: PlanRequest, ctx: { threadId: string; owner: string }): Record<string, unknown>;
  /** Project a thread to the plan view (may read traces, loss history, cost from app tables). */
  planView(threadId: string, state: PlanStateInput): Promise<PlanView>;
}

/** Bus reads the SSE route needs: the seam in src/bus/types.ts. */
export type EventsPort = Pick<MessageBus, "history" | "subscribe">;

export interface AuditPort {
  /** Newest last; `threadId` narrows to one thread. */
  listAuditReports(opts: { threadId?: string; limit: number }): Promise<AuditReport[]>;
}
