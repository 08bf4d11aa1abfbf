/**
 * Runs: one graph execution on one thread, holding the thread's lock from before its first read
 * of the thread's checkpoint until its last write. Every run executes in the background; `wait`,
 * `stream` and `join` only observe it through its event channel, so a client that disconnects
 * never cancels a step half-way.
 */
import { randomUUID } from "node:crypto";
import { Command } from "@langchain/langgraph";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { StateSnapshot } from "@langchain/langgraph";
import type { FastifyBaseLogger } from "fastify";
import { isGoalgraphError } from "../errors.js";
import {
  InterruptMismatchError,
  NotFoundError,
  NotInterruptedError,
  ShuttingDownError,
  ThreadBusyError,
  ThreadNotFoundError,
  HttpError,
} from "./errors.js";
import type { ThreadLease, ThreadLock } from "./lock.js";
import type { ServerMetrics } from "./metrics.js";
import type { EventsPort, GraphEntry, GraphRegistry, PendingInterrupt } from "./service-ports.js";
import type { RunRecord, RunStatus, ThreadRecord, ThreadRepository, ThreadStatus } from "./thread-repository.js";
import type { RunCreateBody, StreamModeName } from "./schemas.js";
import { outputOf, pendingInterrupts } from "./state.js";

export interface RunEvent {
  id: number;
  event: string;
  data: unknown;
}

/** Buffered events of one run, replayable from any id (SSE Last-Event-ID). */
export class RunChannel {
  private readonly events: RunEvent[] = [];
  private waiters: Array<() => void> = [];
  private nextId = 0;
  private closed = false;
  private dropped = 0;

  constructor(private readonly maxEvents = 10_000) {}

  push(event: string, data: unknown): void {
    if (this.closed) return;
    this.events.push({ id: this.nextId++, event, data });
    // Bound memory on very long runs: the oldest events go first (a late joiner misses them).
    if (this.events.length > this.maxEvents) {
      this.events.shift();
      this.dropped++;
    }
    this.wake();
  }

  close(): void {
    this.closed = true;
    this.wake();
  }

  /** Events with id > afterId, then live ones until the run ends or `signal` aborts. */
  async *read(afterId: number, signal?: AbortSignal): AsyncGenerator<RunEvent> {
    let cursor = afterId;
    while (!signal?.aborted) {
      const fresh = this.events.filter((e) => e.id > cursor);
      for (const e of fresh) {
        cursor = e.id;
        yield e;
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        const onAbort = () => resolve();
        this.waiters.push(() => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        });
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    }
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}

export interface RunOutcome {
  status: RunStatus;
  /** Final values (+ __interrupt__), or __error__ on failure: what wait and join return. */
  output: Record<string, unknown>;
}

export interface ActiveRun {
  record: RunRecord;
  channel: RunChannel;
  done: Promise<RunOutcome>;
}

/**
 * Where a run's start is recorded for other replicas (src/store/leases.ts): what it was started
 * with, and which replica runs it, so a replica that finds it orphaned can resume it.
 */
export interface RunLedger {
  recordRun(runId: string, kwargs: Record<string, unknown>): Promise<void>;
  claimRun(runId: string): Promise<void>;
}

export interface RunManagerDeps {
  graphs: GraphRegistry;
  repo: ThreadRepository;
  lock: ThreadLock;
  /** Replicas: runs recorded for a takeover (absent: one process, runs are not resumed). */
  ledger?: RunLedger;
  metrics: ServerMetrics;
  log: FastifyBaseLogger;
  now: () => Date;
  bus?: EventsPort;
}

/** Stream modes every run records regardless of what its caller asked for. */
const ALWAYS_MODES = ["values", "updates"] as const;
const GRAPH_MODES = new Set(["values", "updates", "custom", "messages", "debug", "tasks", "checkpoints"]);
/** Keys a client may not set in config.configurable: LangGraph's own, and thread selection. */
const RESERVED_CONFIGURABLE = /^(__|checkpoint|thread_id$|owner$)/;
/** How long a finished run's events stay replayable for join/stream. */
const KEEP_FINISHED_MS = 5 * 60_000;

export function graphModeOf(m: StreamModeName): string | undefined {
  if (m === "messages-tuple") return "messages";
  return GRAPH_MODES.has(m) ? m : undefined;
}

/** Client-safe error body: the message only for errors meant for clients. */
export function publicError(e: unknown, runId: string): { error: string; message: string } {
  if (isGoalgraphError(e) && e.status < 500) return { error: e.code, message: e.message };
  return { error: "RUN_FAILED", message: `run ${runId} failed; the server log has the details` };
}

interface ResumeTarget {
  value: unknown;
  interruptId?: string;
  kind?: string;
}

/** The reply as a plain string or `{text, interrupt_id?, kind?}`; other shapes pass through untouched. */
export function readResume(resume: unknown): ResumeTarget {
  if (typeof resume === "string") return { value: resume };
  if (resume && typeof resume === "object" && !Array.isArray(resume) && typeof (resume as { text?: unknown }).text === "string") {
    const r = resume as { text: string; interrupt_id?: unknown; kind?: unknown };
    return {
      value: r.text,
      interruptId: typeof r.interrupt_id === "string" ? r.interrupt_id : undefined,
      kind: typeof r.kind === "string" ? r.kind : undefined,
    };
  }
  return { value: resume };
}

/** The graph input a run-create body asks for: its input, or a Command (resume, update, goto). */
export function runInput(body: RunCreateBody): unknown {
  const cmd = body.command;
  if (cmd && (cmd.resume !== undefined || cmd.update !== undefined || cmd.goto !== undefined)) {
    return new Command({
      ...(cmd.resume !== undefined ? { resume: readResume(cmd.resume).value } : {}),
      ...(cmd.update !== undefined ? { update: cmd.update as Record<string, unknown> } : {}),
      ...(cmd.goto !== undefined ? { goto: cmd.goto as string } : {}),
    });
  }
  return body.input ?? null;
}

/** Refuse a resume that does not answer what is pending (nothing pending, stale id, wrong kind). */
export function checkResume(threadId: string, target: ResumeTarget, pending: PendingInterrupt[]): void {
  const described = pending.map((p) => ({ id: p.id, kind: p.kind ?? null }));
  if (pending.length === 0) throw new NotInterruptedError(threadId);
  if (target.interruptId !== undefined && !pending.some((p) => p.id === target.interruptId)) {
    throw new InterruptMismatchError(`interrupt ${target.interruptId} is not pending on thread ${threadId} (already answered?)`, {
      pending: described,
    });
  }
  if (target.kind !== undefined && !pending.some((p) => p.kind === target.kind && (target.interruptId === undefined || p.id === target.interruptId))) {
    throw new InterruptMismatchError(`thread ${threadId} is not waiting for a "${target.kind}" reply`, { pending: described });
  }
}

export class RunManager {
  private readonly active = new Map<string, ActiveRun>();
  private readonly finished = new Map<string, { run: ActiveRun; timer: NodeJS.Timeout }>();
  private readonly aborts = new Map<string, AbortController>();
  private closing = false;

  constructor(private readonly deps: RunManagerDeps) {}

  get isClosing(): boolean {
    return this.closing;
  }

  /** The running (or recently finished) run, for join and stream. */
  find(runId: string): ActiveRun | undefined {
    return this.active.get(runId) ?? this.finished.get(runId)?.run;
  }

  isThreadBusy(threadId: string): boolean {
    for (const r of this.active.values()) if (r.record.thread_id === threadId) return true;
    return false;
  }

  graphFor(assistantId: string): GraphEntry {
    const g = this.deps.graphs.get(assistantId);
    if (!g) throw new NotFoundError("ASSISTANT_NOT_FOUND", `assistant ${assistantId} not found`);
    return g;
  }

  /**
   * Validate, lock the thread, check a resume against the pending interrupt, record the run and
   * start it. Throws (without side effects) on 404 / 409.
   */
  async start(owner: string, threadId: string, body: RunCreateBody, requested: StreamModeName[]): Promise<ActiveRun> {
    if (this.closing) throw new ShuttingDownError();
    const entry = this.graphFor(body.assistant_id);
    let thread = await this.deps.repo.getThread(threadId);
    if (thread && thread.owner !== owner) throw new ThreadNotFoundError(threadId);
    if (!thread) {
      if (body.if_not_exists !== "create") throw new ThreadNotFoundError(threadId);
      thread = await this.createThreadRecord(owner, threadId, { graph_id: entry.graphId });
    }
    if (thread.graph_id && thread.graph_id !== entry.graphId) {
      throw new HttpError(409, "THREAD_GRAPH_MISMATCH", `thread ${threadId} runs graph ${thread.graph_id}, not ${entry.graphId}`);
    }

    const runId = randomUUID();
    const lease = await this.deps.lock.tryAcquire(threadId, runId);
    if (!lease) {
      this.deps.metrics.conflicts.inc({ code: "THREAD_BUSY" });
      throw new ThreadBusyError(threadId);
    }
    try {
      const config = this.runConfig(threadId, owner, body, runId);
      const cmd = body.command;
      if (cmd?.resume !== undefined) checkResume(threadId, readResume(cmd.resume), pendingInterrupts(await entry.graph.getState(config)));
      const now = this.deps.now().toISOString();
      const record: RunRecord = {
        run_id: runId,
        thread_id: threadId,
        assistant_id: entry.graphId,
        owner,
        status: "pending",
        metadata: body.metadata ?? {},
        multitask_strategy: body.multitask_strategy ?? "reject",
        created_at: now,
        updated_at: now,
        error: null,
      };
      await this.deps.repo.createRun(record);
      await this.deps.ledger?.recordRun(runId, body as unknown as Record<string, unknown>);
      await this.deps.repo.updateThread(threadId, {
        status: "busy",
        graph_id: entry.graphId,
        metadata: { ...thread.metadata, graph_id: entry.graphId, assistant_id: entry.graphId },
        updated_at: now,
        error: null,
      });
      return this.launch(record, entry, runInput(body), config, body, requested, lease, { kind: cmd?.resume !== undefined ? "resume" : "input", attempt: 1 });
    } catch (e) {
      await lease.release();
      if (e instanceof HttpError && e.status === 409) this.deps.metrics.conflicts.inc({ code: e.code });
      throw e;
    }
  }

  /**
   * Resume a run another replica left behind (its lease expired; `lease` is ours now), from the
   * thread's last checkpoint. When the run had written a checkpoint, the graph continues from it
   * with no input (its input or reply is already in the checkpoint); otherwise it starts the way
   * the run was started.
   */
  async adopt(record: RunRecord, body: RunCreateBody, lease: ThreadLease): Promise<ActiveRun> {
    try {
      if (this.closing) throw new ShuttingDownError();
      const entry = this.graphFor(record.assistant_id);
      const head = await entry.graph.getState({ configurable: { thread_id: record.thread_id } });
      // The run wrote a checkpoint iff the head is younger than the run (both stamped by the
      // replica that started the run; a run holds its thread, so nothing else wrote meanwhile).
      const startedHere = typeof head.createdAt === "string" && head.createdAt >= record.created_at;
      const config = this.runConfig(record.thread_id, record.owner, body, record.run_id);
      if (startedHere) delete (config.configurable as Record<string, unknown>).checkpoint_id;
      await this.deps.ledger?.claimRun(record.run_id);
      this.deps.log.warn({ run_id: record.run_id, thread_id: record.thread_id, from_checkpoint: startedHere }, "taking over a run whose replica stopped");
      return this.launch({ ...record }, entry, startedHere ? null : runInput(body), config, body, [], lease, { kind: "takeover", attempt: 2 });
    } catch (e) {
      await lease.release();
      throw e;
    }
  }

  private launch(
    record: RunRecord,
    entry: GraphEntry,
    input: unknown,
    config: RunnableConfig,
    body: RunCreateBody,
    requested: StreamModeName[],
    lease: ThreadLease,
    how: { kind: string; attempt: number },
  ): ActiveRun {
    const modes = new Set<string>(ALWAYS_MODES);
    for (const m of requested) {
      const gm = graphModeOf(m);
      if (gm) modes.add(gm);
    }
    const channel = new RunChannel();
    channel.push("metadata", { run_id: record.run_id, thread_id: record.thread_id, attempt: how.attempt });
    const abort = new AbortController();
    this.aborts.set(record.run_id, abort);
    const run: ActiveRun = { record, channel, done: Promise.resolve(null as unknown as RunOutcome) };
    this.active.set(record.run_id, run);
    this.deps.metrics.runsStarted.inc({ graph: entry.graphId, kind: how.kind });
    run.done = this.execute(run, entry, input, config, {
      modes: [...modes],
      subgraphs: body.stream_subgraphs === true,
      bus: requested.includes("bus"),
      interruptBefore: body.interrupt_before ?? undefined,
      interruptAfter: body.interrupt_after ?? undefined,
      context: body.context,
      signal: abort.signal,
      lease,
    });
    return run;
  }

  /**
   * Wait for a run executing on another replica to end (join on a replica that does not run it):
   * its record is polled until it leaves pending/running, at most `timeoutMs`.
   */
  async waitForRecord(threadId: string, runId: string, opts: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<RunRecord | undefined> {
    const deadline = Date.now() + (opts.timeoutMs ?? 30 * 60_000);
    for (;;) {
      const local = this.find(runId);
      if (local) {
        await local.done;
        return local.record;
      }
      const rec = await this.deps.repo.getRun(threadId, runId);
      if (!rec || (rec.status !== "pending" && rec.status !== "running") || Date.now() >= deadline || opts.signal?.aborted || this.closing) return rec;
      await new Promise((r) => setTimeout(r, opts.intervalMs ?? 250).unref());
    }
  }

  async createThreadRecord(owner: string, threadId: string, opts: { graph_id?: string | null; metadata?: Record<string, unknown> }): Promise<ThreadRecord> {
    const now = this.deps.now().toISOString();
    const record: ThreadRecord = {
      thread_id: threadId,
      owner,
      graph_id: opts.graph_id ?? null,
      status: "idle",
      metadata: { ...(opts.metadata ?? {}), ...(opts.graph_id ? { graph_id: opts.graph_id } : {}) },
      created_at: now,
      updated_at: now,
      state_updated_at: now,
      error: null,
    };
    if (!(await this.deps.repo.createThread(record))) {
      const existing = await this.deps.repo.getThread(threadId);
      if (existing && existing.owner === owner) return existing;
      throw new HttpError(409, "THREAD_EXISTS", `thread ${threadId} already exists`);
    }
    return record;
  }

  private runConfig(threadId: string, owner: string, body: RunCreateBody, runId: string): RunnableConfig {
    const configurable: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(body.config?.configurable ?? {})) if (!RESERVED_CONFIGURABLE.test(k)) configurable[k] = v;
    configurable.thread_id = threadId;
    configurable.run_id = runId;
    // The graph learns who owns the thread from here (plans are stored per owner); a client
    // cannot set it, so it cannot write into someone else's name.
    configurable.owner = owner;
    const checkpointId = body.checkpoint_id ?? body.checkpoint?.checkpoint_id;
    if (checkpointId) configurable.checkpoint_id = checkpointId;
    return {
      configurable,
      ...(body.config?.recursion_limit ? { recursionLimit: body.config.recursion_limit } : {}),
      ...(body.config?.tags ? { tags: body.config.tags } : {}),
    };
  }

  private async execute(
    run: ActiveRun,
    entry: GraphEntry,
    input: unknown,
    config: RunnableConfig,
    opts: {
      modes: string[];
      subgraphs: boolean;
      bus: boolean;
      interruptBefore?: "*" | string[];
      interruptAfter?: "*" | string[];
      context: unknown;
      signal: AbortSignal;
      lease: ThreadLease;
    },
  ): Promise<RunOutcome> {
    const { record, channel } = run;
    const { repo, metrics, log } = this.deps;
    const started = performance.now();
    const threadId = record.thread_id;
    metrics.runsActive.inc();
    let busSub: { close(): Promise<void> } | undefined;
    let status: RunStatus;
    let threadStatus: ThreadStatus;
    let output: Record<string, unknown>;
    let error: string | null = null;
    try {
      await repo.updateRun(record.run_id, { status: "running", updated_at: this.deps.now().toISOString() });
      if (opts.bus && this.deps.bus) {
        busSub = this.deps.bus.subscribe((m) => channel.push("bus", m), { threadId });
      }
      const stream = await entry.graph.stream(input, {
        ...config,
        streamMode: opts.modes,
        subgraphs: opts.subgraphs,
        signal: opts.signal,
        ...(opts.interruptBefore ? { interruptBefore: opts.interruptBefore } : {}),
        ...(opts.interruptAfter ? { interruptAfter: opts.interruptAfter } : {}),
        ...(opts.context !== undefined ? { context: opts.context } : {}),
      });
      for await (const chunk of stream) {
        const parts = chunk as unknown[];
        const [ns, mode, data] = opts.subgraphs ? (parts as [string[], string, unknown]) : [[] as string[], parts[0] as string, parts[1]];
        channel.push(ns.length ? `${mode}|${ns.join("|")}` : mode, data);
      }
      // The thread head (not a forked checkpoint the run may have started from).
      const head: StateSnapshot = await entry.graph.getState({ configurable: { thread_id: threadId } });
      const pending = pendingInterrupts(head);
      for (const p of pending) metrics.interrupts.inc({ kind: p.kind ?? "unknown" });
      threadStatus = pending.length > 0 || head.next.length > 0 ? "interrupted" : "idle";
      status = "success";
      output = outputOf(head);
    } catch (e) {
      if (opts.signal.aborted) {
        // Shutdown: the last checkpoint stands; the thread can be continued later.
        log.warn({ run_id: record.run_id, thread_id: threadId }, "run stopped by shutdown");
        status = "interrupted";
        threadStatus = "idle";
        output = { __error__: { error: "SHUTTING_DOWN", message: "the server shut down during this run; continue it later" } };
        error = "server shut down during this run";
      } else {
        log.error({ err: e, run_id: record.run_id, thread_id: threadId }, "run failed");
        const pub = publicError(e, record.run_id);
        channel.push("error", pub);
        status = "error";
        threadStatus = "error";
        output = { __error__: pub };
        error = pub.message;
      }
    }
    const now = this.deps.now().toISOString();
    try {
      await busSub?.close();
      await repo.updateRun(record.run_id, { status, error, updated_at: now });
      await repo.updateThread(threadId, { status: threadStatus, updated_at: now, state_updated_at: now, error });
    } catch (e) {
      log.error({ err: e, run_id: record.run_id }, "recording the end of a run failed");
    } finally {
      record.status = status;
      record.error = error;
      record.updated_at = now;
      await opts.lease.release();
      channel.close();
      this.aborts.delete(record.run_id);
      this.active.delete(record.run_id);
      const timer = setTimeout(() => this.finished.delete(record.run_id), KEEP_FINISHED_MS);
      timer.unref();
      this.finished.set(record.run_id, { run, timer });
      metrics.runsActive.dec();
      metrics.runsFinished.inc({ graph: record.assistant_id, status });
      metrics.runDuration.observe({ graph: record.assistant_id }, (performance.now() - started) / 1000);
    }
    return { status, output };
  }

  /**
   * Stop taking runs; give running ones `graceMs` to finish their step and reach a checkpoint;
   * abort the rest (their last checkpoint stands) and wait for them to record their end.
   */
  async shutdown(graceMs: number): Promise<void> {
    this.closing = true;
    const running = () => [...this.active.values()].map((r) => r.done.catch(() => undefined));
    if (this.active.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running()), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
    }
    for (const a of this.aborts.values()) a.abort();
    await Promise.all(running());
    for (const { timer } of this.finished.values()) clearTimeout(timer);
  }
}
