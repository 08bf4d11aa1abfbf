/**
 * LangGraph StateSnapshot → the JSON shapes the SDK expects (ThreadState, Checkpoint, Interrupt,
 * tasks with their path, result and subgraph checkpoint or state), and the pending-interrupt
 * view the run and plan routes reason about. Interrupt values pass through the graph's
 * human-in-the-loop adapter, when it has one, on their way out.
 */
import type { RunnableConfig } from "@langchain/core/runnables";
import type { StateSnapshot } from "@langchain/langgraph";
import { isGoalgraphError } from "../errors.js";
import type { HumanInTheLoopAdapter, PendingInterrupt } from "./service-ports.js";

export interface ApiCheckpoint {
  thread_id: string;
  checkpoint_ns: string;
  checkpoint_id: string | null;
  checkpoint_map: Record<string, unknown> | null;
}

export interface ApiInterrupt {
  id?: string;
  value: unknown;
}

export interface ApiThreadTask {
  id: string;
  name: string;
  path?: unknown[];
  error: string | null;
  interrupts: ApiInterrupt[];
  /** A subgraph task's namespace (when its state is not expanded). */
  checkpoint: Record<string, unknown> | null;
  /** A subgraph task's state (with `subgraphs`). */
  state: ApiThreadState | null;
  result: unknown;
}

export interface ApiThreadState {
  values: Record<string, unknown>;
  next: string[];
  tasks: ApiThreadTask[];
  checkpoint: ApiCheckpoint;
  metadata: Record<string, unknown>;
  created_at: string | null;
  parent_checkpoint: ApiCheckpoint | null;
}

/** How interrupts are shown: as the graph raised them, or through its UI adapter. */
export type Presenter = Pick<HumanInTheLoopAdapter, "present"> | undefined;

export function toApiCheckpoint(config: RunnableConfig | undefined, threadId: string): ApiCheckpoint | null {
  const c = config?.configurable;
  if (!c?.checkpoint_id) return null;
  return {
    thread_id: typeof c.thread_id === "string" ? c.thread_id : threadId,
    checkpoint_ns: typeof c.checkpoint_ns === "string" ? c.checkpoint_ns : "",
    checkpoint_id: String(c.checkpoint_id),
    checkpoint_map: (c.checkpoint_map as Record<string, unknown> | undefined) ?? null,
  };
}

export function toApiInterrupt(i: unknown, presenter?: Presenter): ApiInterrupt {
  const o = (i ?? {}) as { id?: unknown; value?: unknown };
  const value = presenter ? presenter.present(o.value) : o.value;
  return typeof o.id === "string" ? { id: o.id, value } : { value };
}

/**
 * A task error as state shows it. A graph's own error keeps its message (the graph raised it
 * for its users); one of ours only when it is meant for clients.
 */
function taskError(e: unknown): string | null {
  if (e === undefined || e === null) return null;
  if (isGoalgraphError(e)) return e.status < 500 ? `${e.code}: ${e.message}` : e.code;
  if (e instanceof Error) return e.message || e.name;
  if (typeof e === "object" && typeof (e as { message?: unknown }).message === "string") return (e as { message: string }).message;
  return JSON.stringify(e);
}

export function emptyThreadState(threadId: string): ApiThreadState {
  return {
    values: {},
    next: [],
    tasks: [],
    checkpoint: { thread_id: threadId, checkpoint_ns: "", checkpoint_id: null, checkpoint_map: null },
    metadata: {},
    created_at: null,
    parent_checkpoint: null,
  };
}

function isSnapshot(s: unknown): s is StateSnapshot {
  return !!s && typeof s === "object" && "values" in s && "next" in s;
}

export function toApiThreadState(s: StateSnapshot, threadId: string, presenter?: Presenter): ApiThreadState {
  return {
    values: (s.values ?? {}) as Record<string, unknown>,
    next: [...(s.next ?? [])],
    tasks: (s.tasks ?? []).map((t) => {
      const sub = t.state as StateSnapshot | RunnableConfig | undefined;
      return {
        id: t.id,
        name: t.name,
        ...(t.path ? { path: [...t.path] } : {}),
        error: taskError(t.error),
        interrupts: (t.interrupts ?? []).map((i) => toApiInterrupt(i, presenter)),
        checkpoint: sub && !isSnapshot(sub) && sub.configurable ? { ...sub.configurable } : null,
        state: sub && isSnapshot(sub) ? toApiThreadState(sub, threadId, presenter) : null,
        result: t.result ?? null,
      };
    }),
    checkpoint: toApiCheckpoint(s.config, threadId) ?? emptyThreadState(threadId).checkpoint,
    metadata: (s.metadata ?? {}) as Record<string, unknown>,
    created_at: s.createdAt ?? null,
    parent_checkpoint: toApiCheckpoint(s.parentConfig, threadId),
  };
}

/** A snapshot of a checkpoint that does not exist has no creation time (its config only echoes the request). */
export function snapshotExists(s: StateSnapshot): boolean {
  return Boolean(s.createdAt) && Boolean(s.config?.configurable?.checkpoint_id);
}

export function kindOf(value: unknown): string | undefined {
  if (value && typeof value === "object" && typeof (value as { kind?: unknown }).kind === "string") return (value as { kind: string }).kind;
  return undefined;
}

/** The interrupts waiting for a reply, as the graph raised them. */
export function pendingInterrupts(s: StateSnapshot | ApiThreadState): PendingInterrupt[] {
  return (s.tasks ?? []).flatMap((t) =>
    (t.interrupts ?? []).map((i) => {
      const api = toApiInterrupt(i);
      return { id: api.id, kind: kindOf(api.value), value: api.value };
    }),
  );
}

/** Thread.interrupts: task id → that task's interrupts. */
export function interruptsByTask(s: StateSnapshot, presenter?: Presenter): Record<string, ApiInterrupt[]> {
  const out: Record<string, ApiInterrupt[]> = {};
  for (const t of s.tasks ?? []) if (t.interrupts?.length) out[t.id] = t.interrupts.map((i) => toApiInterrupt(i, presenter));
  return out;
}

/** Final values of a thread, with `__interrupt__` when it is paused (what runs.wait and join return). */
export function outputOf(s: StateSnapshot, presenter?: Presenter): Record<string, unknown> {
  const values = { ...((s.values ?? {}) as Record<string, unknown>) };
  const interrupts = (s.tasks ?? []).flatMap((t) => (t.interrupts ?? []).map((i) => toApiInterrupt(i, presenter)));
  if (interrupts.length) values.__interrupt__ = interrupts;
  return values;
}
