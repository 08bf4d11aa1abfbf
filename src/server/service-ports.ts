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
 * satisfies it; the graph MUST have a checkpointer (threads are checkpoint streams).
 */
export interface ServableGraph {
  stream(input: unknown, options?: Record<string, unknown>): Promise<AsyncIterable<unknown>>;
  getState(config: RunnableConfig, options?: { subgraphs?: boolean }): Promise<StateSnapshot>;
  getStateHistory(
    config: RunnableConfig,
    options?: { limit?: number; before?: RunnableConfig; filter?: Record<string, unknown> },
  ): AsyncIterableIterator<StateSnapshot>;
  updateState(config: RunnableConfig, values: unknown, asNode?: string): Promise<RunnableConfig>;
  /** Every callback event of a run (LangChain `streamEvents` v2): the stream modes, messages and tools come from it. */
  streamEvents?(input: unknown, options: Record<string, unknown>): AsyncIterable<unknown>;
  /** Several supersteps of updates at once (thread creation with `supersteps`). */
  bulkUpdateState?(config: RunnableConfig, supersteps: Array<{ updates: Array<{ values?: unknown; asNode?: string }> }>): Promise<RunnableConfig>;
  /** Used to copy and drop a thread's checkpoints when present. */
  checkpointer?: unknown;
}

/**
 * How a graph's interrupts look to human-in-the-loop UIs (Agent Inbox, Agent Chat UI) and how
 * their replies become the graph's resume value. Supplied per graph by the composition root.
 */
export interface HumanInTheLoopAdapter {
  /** The interrupt value as clients see it (the graph's own value plus the UI shapes). */
  present(value: unknown): unknown;
  /**
   * The resume value the graph understands for a client's reply, or undefined when the reply is
   * not in a UI shape (then it is passed on as sent).
   */
  reply(resume: unknown, pending: PendingInterrupt[]): unknown;
}

export interface GraphEntry {
  /** The graph id; its system assistant has the same id ("planner"). */
  graphId: string;
  /**
   * The graph for a run or a state read under `config` (a graph factory builds one per config;
   * a compiled graph ignores it).
   */
  load(config?: RunnableConfig): Promise<ServableGraph>;
  name?: string;
  description?: string;
  /** The system assistant's config and context (LANGGRAPH_CONFIG in langgraph.json's env). */
  assistantDefaults?: { config?: Record<string, unknown>; context?: unknown };
  humanInTheLoop?: HumanInTheLoopAdapter;
  /** JSON schemas of this graph (or one of its subgraphs): input, output, state, config and context, as far as they can be derived. */
  schemas?(graph: ServableGraph): GraphSchemas;
}

export interface GraphSchemas {
  input_schema: unknown;
  output_schema: unknown;
  state_schema: unknown;
  config_schema: unknown;
  context_schema: unknown;
}

export interface GraphRegistry {
  get(graphId: string): GraphEntry | undefined;
  list(): GraphEntry[];
}

type StaticEntry = Omit<GraphEntry, "graphId" | "load"> & { graph: ServableGraph };

/** A fixed registry, e.g. `staticGraphRegistry({ planner: compiledPlanner })`. */
export function staticGraphRegistry(graphs: Record<string, ServableGraph | StaticEntry | Omit<GraphEntry, "graphId">>): GraphRegistry {
  const entries = new Map<string, GraphEntry>();
  for (const [graphId, g] of Object.entries(graphs)) {
    if ("load" in g && typeof g.load === "function") {
      entries.set(graphId, { graphId, ...(g as Omit<GraphEntry, "graphId">) });
    } else if ("graph" in g && typeof (g as { stream?: unknown }).stream !== "function") {
      const { graph, ...rest } = g as StaticEntry;
      entries.set(graphId, { graphId, ...rest, load: async () => graph });
    } else {
      const graph = g as ServableGraph;
      entries.set(graphId, { graphId, load: async () => graph });
    }
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
