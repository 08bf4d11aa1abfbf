/**
 * LangGraph StateSnapshot → the JSON shapes the SDK expects (ThreadState, Checkpoint, Interrupt),
 * and the pending-interrupt view the run and plan routes reason about.
 */
import type { RunnableConfig } from "@langchain/core/runnables";
import type { StateSnapshot } from "@langchain/langgraph";
import { isGoalgraphError } from "../errors.js";
import type { PendingInterrupt } from "./service-ports.js";

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
  error: string | null;
  interrupts: ApiInterrupt[];
  checkpoint: ApiCheckpoint | null;
  state: null;
  result?: unknown;
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

export function toApiInterrupt(i: unknown): ApiInterrupt {
  const o = (i ?? {}) as { id?: unknown; value?: unknown };
  return typeof o.id === "string" ? { id: o.id, value: o.value } : { value: o.value };
}

/** Task errors are state, but an internal error's message can still carry internals: show its name only. */
function taskError(e: unknown): string | null {
  if (e === undefined || e === null) return null;
  if (isGoalgraphError(e) && e.status < 500) return `${e.code}: ${e.message}`;
  if (e instanceof Error) return e.name;
  return "Error";
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

export function toApiThreadState(s: StateSnapshot, threadId: string): ApiThreadState {
  return {
    values: (s.values ?? {}) as Record<string, unknown>,
    next: [...(s.next ?? [])],
    tasks: (s.tasks ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      error: taskError(t.error),
      interrupts: (t.interrupts ?? []).map(toApiInterrupt),
      checkpoint: null,
      state: null,
      ...(t.result !== undefined ? { result: t.result } : {}),
    })),
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

export function pendingInterrupts(s: StateSnapshot | ApiThreadState): PendingInterrupt[] {
  return (s.tasks ?? []).flatMap((t) =>
    (t.interrupts ?? []).map((i) => {
      const api = toApiInterrupt(i);
      return { id: api.id, kind: kindOf(api.value), value: api.value };
    }),
  );
}

/** Thread.interrupts: task id → that task's interrupts. */
export function interruptsByTask(s: StateSnapshot): Record<string, ApiInterrupt[]> {
  const out: Record<string, ApiInterrupt[]> = {};
  for (const t of s.tasks ?? []) if (t.interrupts?.length) out[t.id] = t.interrupts.map(toApiInterrupt);
  return out;
}

/** Final values of a thread, with `__interrupt__` when it is paused (what runs.wait and join return). */
export function outputOf(s: StateSnapshot): Record<string, unknown> {
  const values = { ...((s.values ?? {}) as Record<string, unknown>) };
  const interrupts = (s.tasks ?? []).flatMap((t) => (t.interrupts ?? []).map(toApiInterrupt));
  if (interrupts.length) values.__interrupt__ = interrupts;
  return values;
}
