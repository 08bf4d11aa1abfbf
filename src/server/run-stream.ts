/**
 * One run's graph execution as the events a LangGraph server streams. The graph runs through
 * LangChain's `streamEvents` (v2), which carries both the graph's own stream (the root run's
 * `on_chain_stream` chunks: values, updates, custom, debug, tasks, checkpoints, tools, message
 * tuples) and every callback event beneath it (chat model tokens, tool and chain starts and
 * ends). A run that asks for neither `events` nor `messages` needs no callback events and reads
 * the graph's own stream instead. From those this module makes the server's event names and
 * payloads:
 *
 *   values, updates, custom, tools   as the graph streams them (`mode|ns` inside subgraphs)
 *   debug, tasks, checkpoints         with checkpoints as `{thread_id, checkpoint_ns, checkpoint_id, checkpoint_map}`
 *   messages-tuple                    `messages`: [message chunk, metadata]
 *   messages                          `messages/metadata`, `messages/partial` (the message so far),
 *                                     `messages/complete` (each new message of the state)
 *   events                            every callback event
 */
import type { RunnableConfig } from "@langchain/core/runnables";
import type { Presenter } from "./state.js";
import { toApiCheckpoint } from "./state.js";
import type { ServableGraph } from "./service-ports.js";

export type ApiStreamMode =
  | "values"
  | "updates"
  | "custom"
  | "messages"
  | "messages-tuple"
  | "debug"
  | "tasks"
  | "checkpoints"
  | "events"
  | "tools";

/** Modes the graph itself streams under the same name. */
const GRAPH_MODES = new Set(["values", "updates", "custom", "debug", "tasks", "checkpoints", "tools"]);

export interface RunEventOptions {
  /** The root run's id: its `on_chain_stream` chunks are the graph's stream. */
  runId: string;
  modes: ReadonlySet<ApiStreamMode>;
  subgraphs: boolean;
  config: RunnableConfig & Record<string, unknown>;
  presenter?: Presenter;
}

export interface ServerEvent {
  event: string;
  data: unknown;
}

interface StreamEvent {
  event: string;
  run_id: string;
  tags?: string[];
  metadata?: Record<string, unknown>;
  data: { chunk?: unknown };
}

interface MessageLike {
  id?: string;
  concat?(other: MessageLike): MessageLike;
}

/** The modes to ask the graph for, given what the client asked for. */
export function graphStreamModes(modes: ReadonlySet<ApiStreamMode>): string[] {
  const out = new Set<string>();
  for (const m of modes) if (GRAPH_MODES.has(m)) out.add(m);
  if (modes.has("messages-tuple")) out.add("messages");
  // messages/complete is made from the state's values.
  if (modes.has("messages")) out.add("values");
  if (out.size === 0) out.add("values");
  return [...out];
}

export async function* runEvents(graph: ServableGraph, input: unknown, opts: RunEventOptions): AsyncGenerator<ServerEvent> {
  const { modes, subgraphs, runId } = opts;
  const streamMode = graphStreamModes(modes);
  // Callback events cost a handler on every runnable of the run: only for the modes made of them.
  if (!graph.streamEvents || !(modes.has("events") || modes.has("messages"))) {
    const stream = await graph.stream(input, { ...opts.config, streamMode, subgraphs });
    for await (const chunk of stream) yield* fromGraphChunk(chunk as unknown[], opts);
    return;
  }
  const events = graph.streamEvents(input, { ...opts.config, version: "v2", streamMode, subgraphs, runId }) as AsyncIterable<StreamEvent>;
  const partial = new Map<string, MessageLike>();
  const completed = new Set<string>();
  for await (const e of events) {
    if (e.tags?.includes("langsmith:hidden")) continue;
    const isGraphChunk = e.event === "on_chain_stream" && e.run_id === runId;
    if (isGraphChunk) {
      const chunk = e.data.chunk as unknown[];
      yield* fromGraphChunk(chunk, opts);
      if (modes.has("messages")) {
        const [ns, mode, payload] = subgraphs ? (chunk as [string[], string, unknown]) : [[], chunk[0] as string, chunk[1]];
        if (mode === "values" && ns.length === 0) {
          const fresh = newMessages(payload, completed);
          if (fresh.length) yield { event: "messages/complete", data: fresh };
        }
      }
      continue;
    }
    if (modes.has("events")) yield { event: "events", data: e };
    if (modes.has("messages") && e.event === "on_chat_model_stream" && !e.tags?.includes("nostream")) {
      const chunk = e.data.chunk as MessageLike | undefined;
      if (!chunk?.id) continue;
      const so_far = partial.get(chunk.id);
      if (!so_far) {
        partial.set(chunk.id, chunk);
        yield { event: "messages/metadata", data: { [chunk.id]: { metadata: e.metadata ?? {} } } };
      } else {
        partial.set(chunk.id, so_far.concat ? so_far.concat(chunk) : chunk);
      }
      yield { event: "messages/partial", data: [partial.get(chunk.id)] };
    }
  }
}

/** Messages of a values chunk not sent as complete before. */
function newMessages(values: unknown, completed: Set<string>): MessageLike[] {
  if (!values || typeof values !== "object" || !("messages" in values)) return [];
  const raw = (values as { messages: unknown }).messages;
  const list = (Array.isArray(raw) ? raw : [raw]) as MessageLike[];
  const out: MessageLike[] = [];
  for (const m of list) {
    if (!m || typeof m !== "object" || !m.id || completed.has(m.id)) continue;
    completed.add(m.id);
    out.push(m);
  }
  return out;
}

function* fromGraphChunk(chunk: unknown[], opts: RunEventOptions): Generator<ServerEvent> {
  const [ns, mode, payload] = opts.subgraphs ? (chunk as [string[], string, unknown]) : [[] as string[], chunk[0] as string, chunk[1]];
  const suffix = opts.subgraphs && ns.length ? `|${ns.join("|")}` : "";
  if (mode === "messages") {
    if (opts.modes.has("messages-tuple")) yield { event: `messages${suffix}`, data: payload };
    return;
  }
  if (!opts.modes.has(mode as ApiStreamMode)) return;
  yield { event: `${mode}${suffix}`, data: shapeOf(mode, payload, opts) };
}

function shapeOf(mode: string, payload: unknown, opts: RunEventOptions): unknown {
  switch (mode) {
    case "values":
    case "updates":
      return presentInterrupts(payload, opts.presenter);
    case "debug":
      return debugPayload(payload as DebugChunk);
    case "tasks":
      return taskPayload(payload as DebugTask);
    case "checkpoints": {
      const c = payload as DebugCheckpoint;
      if (!c || typeof c !== "object" || !("values" in c)) return payload;
      return { values: c.values, metadata: c.metadata, next: c.next, ...checkpointsOf(c) };
    }
    default:
      return payload;
  }
}

/** `__interrupt__` in a values or updates chunk, with interrupt values as clients see them. */
function presentInterrupts(payload: unknown, presenter: Presenter): unknown {
  if (!presenter || !payload || typeof payload !== "object" || !("__interrupt__" in payload)) return payload;
  const list = (payload as { __interrupt__: unknown }).__interrupt__;
  if (!Array.isArray(list)) return payload;
  return {
    ...payload,
    __interrupt__: list.map((i: { id?: string; value?: unknown }) => ({ ...i, value: presenter.present(i.value) })),
  };
}

interface DebugTask {
  id: string;
  name: string;
  state?: unknown;
  [k: string]: unknown;
}

interface DebugCheckpoint {
  config?: RunnableConfig;
  parentConfig?: RunnableConfig;
  values: unknown;
  metadata: unknown;
  next: string[];
  tasks?: DebugTask[];
}

interface DebugChunk {
  type: string;
  payload: unknown;
  [k: string]: unknown;
}

function threadOf(config: RunnableConfig | undefined): string {
  const t = config?.configurable?.thread_id;
  return typeof t === "string" ? t : "";
}

function checkpointsOf(c: DebugCheckpoint) {
  return {
    checkpoint: toApiCheckpoint(c.config, threadOf(c.config)),
    parent_checkpoint: toApiCheckpoint(c.parentConfig, threadOf(c.config)),
  };
}

/** A config without callbacks and LangGraph's internal (`__`) keys: what may leave the server. */
function publicConfig(config: RunnableConfig | undefined): unknown {
  if (!config?.configurable) return config ?? null;
  const { callbacks: _callbacks, ...rest } = config as RunnableConfig & { callbacks?: unknown };
  return { ...rest, configurable: Object.fromEntries(Object.entries(config.configurable).filter(([k]) => !k.startsWith("__"))) };
}

/** A task's subgraph config becomes its checkpoint namespace. */
function taskPayload(t: DebugTask): unknown {
  const state = t.state as RunnableConfig | undefined;
  if (!state || typeof state !== "object" || !state.configurable || "values" in state) return t;
  const { state: _state, ...rest } = t;
  return { ...rest, checkpoint: { checkpoint_id: null, checkpoint_map: null, checkpoint_ns: "", ...state.configurable } };
}

function debugPayload(d: DebugChunk): unknown {
  if (d.type === "checkpoint") {
    const c = d.payload as DebugCheckpoint;
    const { config, parentConfig, tasks, ...rest } = c;
    return {
      ...d,
      payload: { ...rest, config: publicConfig(config), parent_config: publicConfig(parentConfig), ...checkpointsOf(c), tasks: (tasks ?? []).map(taskPayload) },
    };
  }
  if (d.type === "task_result" || d.type === "task") return { ...d, payload: taskPayload(d.payload as DebugTask) };
  return d;
}
