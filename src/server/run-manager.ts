/**
 * Runs: one graph execution on one thread. A thread has a queue of runs and one lease on its
 * lock while the queue is not empty, so at most one run (or state update) touches its
 * checkpoints at a time. What a new run does when the thread is busy is its multitask strategy:
 * `reject` (409), `interrupt` (cancel what is running, keep its checkpoints, then run),
 * `rollback` (cancel it and delete it with its checkpoints, then run) or `enqueue` (run after
 * it). A run may wait `after_seconds` before it starts; a queued or waiting run holds the
 * thread as a running one does.
 *
 * Every run executes in the background; `wait`, `stream` and `join` only observe it through its
 * event channel, so a client that disconnects never cancels a step half-way (unless it asked
 * for that with `on_disconnect: "cancel"`). A run without a thread (stateless) gets a temporary
 * thread that is deleted when it ends.
 */
import { randomUUID } from "node:crypto";
import { Command, Send, type StateSnapshot } from "@langchain/langgraph";
import type { RunnableConfig } from "@langchain/core/runnables";
import type { FastifyBaseLogger } from "fastify";
import { isGoalgraphError, isLeaseLostError } from "../errors.js";
import type { AssistantRecord } from "./assistants.js";
import { InterruptMismatchError, NotFoundError, NotInterruptedError, ShuttingDownError, ThreadBusyError, ThreadNotFoundError, HttpError } from "./errors.js";
import { LEASE_FENCE_KEY, type ThreadLease, type ThreadLock } from "./lock.js";
import type { ServerMetrics } from "./metrics.js";
import { runEvents, type ApiStreamMode } from "./run-stream.js";
import { asOwner } from "./owner-store.js";
import type { EventsPort, GraphEntry, GraphRegistry, PendingInterrupt, ServableGraph } from "./service-ports.js";
import type { RunRecord, RunStatus, ThreadRecord, ThreadRepository, ThreadStatus } from "./thread-repository.js";
import type { RunCreateBody, StreamModeName } from "./schemas.js";
import { outputOf, pendingInterrupts, snapshotExists } from "./state.js";
import { toWireJson } from "./wire.js";

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

  constructor(private readonly maxEvents = 10_000) {}

  push(event: string, data: unknown): void {
    if (this.closed) return;
    this.events.push({ id: this.nextId++, event, data });
    // Bound memory on very long runs: the oldest events go first (a late joiner misses them).
    if (this.events.length > this.maxEvents) this.events.shift();
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
  /** On failure: whether the error was one of ours meant for clients (a coded GoalgraphError below 500). */
  clientError?: boolean;
}

export interface ActiveRun {
  record: RunRecord;
  channel: RunChannel;
  done: Promise<RunOutcome>;
}

/** Resolves a run's assistant (id or graph id) to its record and graph; 404 when there is none. */
export type AssistantResolver = (owner: string, assistantId: string) => Promise<{ assistant: AssistantRecord; entry: GraphEntry }>;

/** Deletes the checkpoints one run wrote (cancel with rollback); absent, a rollback keeps them unless the run started the thread. */
export interface RunCheckpointCleaner {
  deleteRunCheckpoints(threadId: string, runId: string): Promise<void>;
}

/** A run that has not started yet, as kept across restarts (enqueued, or waiting out after_seconds). */
export interface QueuedRun {
  run_id: string;
  thread_id: string;
  owner: string;
  body: RunCreateBody;
  stream_modes: StreamModeName[];
  /** Request headers handed to the graph (see headersForGraph). */
  headers: Record<string, string>;
  stateless: boolean;
  webhook: string | null;
  created_at: string;
}

/** Where runs that have not started are kept, so a restart runs them instead of losing them (without a ledger). */
export interface RunQueueStore {
  put(run: QueuedRun): Promise<void>;
  delete(runId: string): Promise<void>;
  list(): Promise<QueuedRun[]>;
}

/** A run as submitted, without what its record holds: what a restore or a takeover starts it from. */
export type RunSubmission = Omit<QueuedRun, "run_id" | "thread_id" | "owner" | "created_at">;

/**
 * Where a run's start is recorded for other replicas (src/store/leases.ts): what it was submitted
 * with, and which replica runs it, so a replica that finds it orphaned (its thread's lease
 * expired) can take it over.
 */
export interface RunLedger {
  recordRun(runId: string, kwargs: Record<string, unknown>): Promise<void>;
  claimRun(runId: string): Promise<void>;
}

/** A ledger's kwargs back as a submission; a bare run-create body (recorded before submissions were) gets the defaults. */
export function submissionOf(kwargs: Record<string, unknown>): RunSubmission {
  const k = kwargs as Partial<RunSubmission>;
  if (k.body && typeof k.body === "object" && Array.isArray(k.stream_modes)) {
    return { body: k.body, stream_modes: k.stream_modes, headers: k.headers ?? {}, stateless: k.stateless === true, webhook: k.webhook ?? null };
  }
  return { body: kwargs as unknown as RunCreateBody, stream_modes: [], headers: {}, stateless: false, webhook: null };
}

export interface RunManagerDeps {
  graphs: GraphRegistry;
  repo: ThreadRepository;
  lock: ThreadLock;
  /**
   * Replicas: every run's submission is recorded here, and runs a stopped replica left behind are
   * taken over (adopt). It is then the durable record of runs not started yet too, so `queue` is
   * not used.
   */
  ledger?: RunLedger;
  metrics: ServerMetrics;
  log: FastifyBaseLogger;
  now: () => Date;
  assistants: AssistantResolver;
  bus?: EventsPort;
  checkpoints?: RunCheckpointCleaner;
  /** Durable queue of runs not started yet (without a ledger); without either they are lost on restart. */
  queue?: RunQueueStore;
  /** Posts a finished run to its webhook (tests replace it). */
  postWebhook?: (url: string, body: unknown) => Promise<void>;
}

export type CancelAction = "interrupt" | "rollback";

/** Keys a client may not set in config.configurable: LangGraph's own, and thread selection. */
const RESERVED_CONFIGURABLE = /^(__|checkpoint|thread_id$|owner$|run_id$)/;
/** How long a finished run's events stay replayable for join/stream. */
const KEEP_FINISHED_MS = 5 * 60_000;
/** A queued run waits at most this long for another replica to free the thread. */
const MAX_LOCK_WAIT_MS = 10 * 60_000;
/** Waiters of a run taken over by another replica wait at most this long for its end there (as join does). */
const MAX_HANDOVER_WAIT_MS = 30 * 60_000;
/** How often they read its record meanwhile. */
const HANDOVER_POLL_MS = 250;

/** A run's error as clients see it: a graph's error keeps its name and message; ours only below 500. */
export function runErrorOf(e: unknown, runId: string): { error: string; message: string } {
  if (isGoalgraphError(e)) return e.status < 500 ? { error: e.code, message: e.message } : { error: e.code, message: `run ${runId} failed; the server log has the details` };
  if (e instanceof Error) return { error: e.name || "Error", message: e.message };
  return { error: "Error", message: typeof e === "string" ? e : JSON.stringify(e) ?? String(e) };
}

interface ResumeTarget {
  value: unknown;
  interruptId?: string;
  kind?: string;
  /** LangGraph's `{<interrupt id>: answer, …}` form: every id it names must be pending. */
  mapIds?: string[];
}

/** LangGraph reads a resume object whose keys are all interrupt ids (32 hex digits) as a map by id. */
const INTERRUPT_ID = /^[0-9a-f]{32}$/;

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
  if (resume && typeof resume === "object" && !Array.isArray(resume)) {
    const keys = Object.keys(resume);
    if (keys.length > 0 && keys.every((k) => INTERRUPT_ID.test(k))) return { value: resume, mapIds: keys };
  }
  return { value: resume };
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
  const stale = (target.mapIds ?? []).filter((id) => !pending.some((p) => p.id === id));
  if (stale.length) {
    throw new InterruptMismatchError(`interrupt${stale.length > 1 ? "s" : ""} ${stale.join(", ")} not pending on thread ${threadId} (already answered?)`, {
      pending: described,
    });
  }
  if (target.kind !== undefined && !pending.some((p) => p.kind === target.kind && (target.interruptId === undefined || p.id === target.interruptId))) {
    throw new InterruptMismatchError(`thread ${threadId} is not waiting for a "${target.kind}" reply`, { pending: described });
  }
}

/** What the graph gets for a run's `command`: goto (names or sends), update, and the resume read through the graph's UI adapter. */
function commandOf(cmd: NonNullable<RunCreateBody["command"]>, resume: unknown): Command {
  const goto = cmd.goto === undefined || cmd.goto === null ? undefined : Array.isArray(cmd.goto) ? cmd.goto : [cmd.goto];
  return new Command({
    ...(cmd.resume !== undefined ? { resume } : {}),
    ...(cmd.update !== undefined && cmd.update !== null ? { update: cmd.update as Record<string, unknown> } : {}),
    ...(goto
      ? {
          goto: goto.map((g) =>
            typeof g === "string" ? g : new Send((g as { node: string; input?: unknown }).node, (g as { input?: unknown }).input),
          ),
        }
      : {}),
  });
}

interface RunTask extends ActiveRun {
  entry: GraphEntry;
  assistant: AssistantRecord;
  body: RunCreateBody;
  modes: Set<ApiStreamMode>;
  bus: boolean;
  stateless: boolean;
  /** Request headers for configurable (see headersForGraph). */
  headers: Record<string, string>;
  webhook?: string;
  abort: AbortController;
  cancelAction?: CancelAction;
  started: boolean;
  /** A resume already checked against the pending interrupt at submission. */
  resumeChecked: boolean;
  delay?: NodeJS.Timeout;
  /** Not before this time (ms since epoch): created_at + after_seconds. */
  notBefore: number;
  requested: StreamModeName[];
  /** Kept in the durable queue until it starts. */
  persisted: boolean;
  /** How it started, for runsStarted: input, resume or takeover. */
  kind: string;
  /**
   * Taken over from a replica that stopped while running it (status "running"): it continues from
   * the thread's last checkpoint if it wrote one. `since`: when it started running there.
   */
  takeover?: { since: string };
  /**
   * Its thread's lease was taken over by another replica (this one stalled past the TTL): the run
   * goes on there, so here it stops at its next step and its waiters get what that replica records.
   */
  lost?: boolean;
  settle(o: RunOutcome): void;
}

interface ThreadQueue {
  lease: ThreadLease | null;
  tasks: RunTask[];
}

export interface StartOptions {
  /** No thread: run on a temporary one, deleted afterwards unless `on_completion` is "keep". */
  stateless?: boolean;
  /** Where the request came in, to resolve a relative webhook URL. */
  baseUrl?: string;
  /** The request's headers: `x-*` ones (API keys excepted) and user-agent reach the graph in `configurable`. */
  headers?: Record<string, string | string[] | undefined>;
}

/** Request headers never handed to a graph. */
const PRIVATE_HEADERS = new Set(["x-api-key", "x-tenant-id", "x-service-key"]);

/** `x-*` request headers and user-agent, as a LangGraph server passes them to a run's configurable. */
export function headersForGraph(headers: StartOptions["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [raw, v] of Object.entries(headers ?? {})) {
    const k = raw.toLowerCase();
    if (v === undefined || PRIVATE_HEADERS.has(k) || !(k.startsWith("x-") || k === "user-agent")) continue;
    out[k] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

export class RunManager {
  private readonly queues = new Map<string, ThreadQueue>();
  private readonly byId = new Map<string, RunTask>();
  private readonly finished = new Map<string, { run: ActiveRun; timer: NodeJS.Timeout }>();
  /** Runs taken over by another replica whose waiters here wait for its record of the end. */
  private readonly handedOver = new Map<string, RunTask>();
  private closing = false;

  constructor(private readonly deps: RunManagerDeps) {}

  get isClosing(): boolean {
    return this.closing;
  }

  /** The queued, running or recently finished run, for join and stream. */
  find(runId: string): ActiveRun | undefined {
    return this.byId.get(runId) ?? this.handedOver.get(runId) ?? this.finished.get(runId)?.run;
  }

  /** Queued or running on this replica (not one whose lease another replica took, nor a finished one). */
  isRunningHere(runId: string): boolean {
    return this.byId.has(runId);
  }

  isThreadBusy(threadId: string): boolean {
    return (this.queues.get(threadId)?.tasks.length ?? 0) > 0;
  }

  graphFor(assistantId: string): GraphEntry {
    const g = this.deps.graphs.get(assistantId);
    if (!g) throw new NotFoundError("ASSISTANT_NOT_FOUND", `No assistant found for "${assistantId}"`);
    return g;
  }

  /**
   * Validate, apply the multitask strategy, check a resume against the pending interrupt, record
   * the run and queue it. Throws (without side effects) on 404 / 409.
   */
  async start(owner: string, threadId: string | null, body: RunCreateBody, requested: StreamModeName[], opts: StartOptions = {}): Promise<ActiveRun> {
    if (this.closing) throw new ShuttingDownError();
    const { assistant, entry } = await this.deps.assistants(owner, body.assistant_id);
    const webhook = body.webhook ? resolveWebhook(body.webhook, opts.baseUrl) : undefined;
    const stateless = threadId === null;
    const tid = threadId ?? randomUUID();
    let thread = stateless ? undefined : await this.deps.repo.getThread(tid);
    if (thread && thread.owner !== owner) throw new ThreadNotFoundError(tid);
    if (!thread) {
      if (!stateless && body.if_not_exists !== "create") throw new ThreadNotFoundError(tid);
      thread = await this.createThreadRecord(owner, tid, { graph_id: entry.graphId, metadata: { assistant_id: assistant.assistant_id } });
    }
    if (thread.graph_id && thread.graph_id !== entry.graphId) {
      throw new HttpError(409, "THREAD_GRAPH_MISMATCH", `thread ${tid} runs graph ${thread.graph_id}, not ${entry.graphId}`);
    }

    const runId = randomUUID();
    const strategy = body.multitask_strategy ?? "reject";
    let queue = this.queues.get(tid);
    let lease: ThreadLease | null = null;
    if (!queue || queue.tasks.length === 0) {
      lease = await this.deps.lock.tryAcquire(tid, runId);
      queue = this.queues.get(tid);
      if (!lease && !(queue && queue.tasks.length > 0 && strategy !== "reject")) {
        this.deps.metrics.conflicts.inc({ code: "THREAD_BUSY" });
        if (stateless) await this.deleteThread(tid);
        throw new ThreadBusyError(tid);
      }
    } else if (strategy === "reject") {
      this.deps.metrics.conflicts.inc({ code: "THREAD_BUSY" });
      throw new ThreadBusyError(tid);
    }
    const ahead = queue?.tasks.length ?? 0;

    try {
      // Nothing ahead of it: a resume must answer what is pending now.
      let resumeChecked = false;
      if (body.command?.resume !== undefined && ahead === 0) {
        const graph = await entry.load(this.configFor(assistant, tid, owner, body, runId));
        const head = await graph.getState({ configurable: { thread_id: tid } });
        this.resumeValue(tid, entry, body.command.resume, snapshotExists(head) ? pendingInterrupts(head) : []);
        resumeChecked = true;
      }
      const now = this.deps.now().toISOString();
      const record: RunRecord = {
        run_id: runId,
        thread_id: tid,
        assistant_id: assistant.assistant_id,
        owner,
        status: "pending",
        metadata: body.metadata ?? {},
        multitask_strategy: strategy,
        created_at: now,
        updated_at: now,
        error: null,
      };
      const headers = headersForGraph(opts.headers);
      await this.deps.repo.createRun(record);
      // Replicas: what the run was submitted with, so another replica can take it over.
      const submission: RunSubmission = { body, stream_modes: requested, headers, stateless, webhook: webhook ?? null };
      await this.deps.ledger?.recordRun(runId, submission as unknown as Record<string, unknown>);
      await this.deps.repo.updateThread(tid, {
        status: "busy",
        graph_id: entry.graphId,
        metadata: { ...thread.metadata, graph_id: entry.graphId, assistant_id: assistant.assistant_id },
        updated_at: now,
        error: null,
      });
      const task = this.newTask(record, entry, assistant, body, requested, {
        stateless,
        headers,
        webhook,
        resumeChecked,
        kind: body.command?.resume !== undefined ? "resume" : "input",
      });
      if (!queue) {
        queue = { lease, tasks: [] };
        this.queues.set(tid, queue);
      } else if (lease) {
        queue.lease = lease;
      }
      this.watchLease(tid, lease);
      // interrupt / rollback: what is queued or running goes first, then this run.
      if (ahead > 0 && (strategy === "interrupt" || strategy === "rollback")) {
        for (const t of [...queue.tasks]) await this.cancelTask(t, strategy);
      }
      queue.tasks.push(task);
      // Not starting now (behind another run, or after_seconds): kept where a restart finds it
      // (with a ledger, the recorded submission already is).
      if (this.queueStore && (queue.tasks.length > 1 || task.notBefore > Date.now())) await this.persist(task);
      this.pump(tid);
      return task;
    } catch (e) {
      if (lease) {
        await lease.release();
        const q = this.queues.get(tid);
        if (q && q.tasks.length === 0) this.queues.delete(tid);
      }
      if (stateless) await this.deleteThread(tid);
      if (e instanceof HttpError && e.status === 409) this.deps.metrics.conflicts.inc({ code: e.code });
      throw e;
    }
  }

  private newTask(
    record: RunRecord,
    entry: GraphEntry,
    assistant: AssistantRecord,
    body: RunCreateBody,
    requested: StreamModeName[],
    opts: { stateless: boolean; headers: Record<string, string>; webhook: string | undefined; resumeChecked: boolean; kind: string; attempt?: number },
  ): RunTask {
    const modes = new Set<ApiStreamMode>();
    for (const m of requested) if (m !== "bus") modes.add(m as ApiStreamMode);
    const channel = new RunChannel();
    channel.push("metadata", { run_id: record.run_id, attempt: opts.attempt ?? 1 });
    let settle!: (o: RunOutcome) => void;
    const done = new Promise<RunOutcome>((resolve) => (settle = resolve));
    const task: RunTask = {
      record,
      channel,
      done,
      settle,
      entry,
      assistant,
      body,
      modes,
      requested,
      bus: requested.includes("bus"),
      stateless: opts.stateless,
      headers: opts.headers,
      ...(opts.webhook ? { webhook: opts.webhook } : {}),
      abort: new AbortController(),
      started: false,
      resumeChecked: opts.resumeChecked,
      notBefore: Date.parse(record.created_at) + (body.after_seconds ?? 0) * 1000,
      persisted: false,
      kind: opts.kind,
    };
    this.byId.set(record.run_id, task);
    return task;
  }

  /** The durable queue, when there is no ledger to record runs in. */
  private get queueStore(): RunQueueStore | undefined {
    return this.deps.ledger ? undefined : this.deps.queue;
  }

  private async persist(task: RunTask): Promise<void> {
    await this.queueStore!.put({
      run_id: task.record.run_id,
      thread_id: task.record.thread_id,
      owner: task.record.owner,
      body: task.body,
      stream_modes: task.requested,
      headers: task.headers,
      stateless: task.stateless,
      webhook: task.webhook ?? null,
      created_at: task.record.created_at,
    });
    task.persisted = true;
  }

  private async forget(task: RunTask): Promise<void> {
    if (!task.persisted) return;
    task.persisted = false;
    await this.queueStore?.delete(task.record.run_id).catch((e) => this.deps.log.error({ err: e, run_id: task.record.run_id }, "removing a run from the queue failed"));
  }

  /**
   * After a restart without a ledger: queue again the runs that had not started (the
   * repository's crash recovery marked them failed; they never ran, so they are pending again).
   * Returns how many. With a ledger, run takeover does this (adopt).
   */
  async restoreQueued(queued: QueuedRun[]): Promise<number> {
    let n = 0;
    for (const q of [...queued].sort((a, b) => (a.created_at < b.created_at ? -1 : 1))) {
      const drop = () => this.deps.queue?.delete(q.run_id);
      const record = await this.deps.repo.getRun(q.thread_id, q.run_id);
      if (!record) {
        await drop();
        continue;
      }
      let resolved: { assistant: AssistantRecord; entry: GraphEntry };
      try {
        resolved = await this.deps.assistants(q.owner, q.body.assistant_id);
      } catch {
        await this.deps.repo.updateRun(q.run_id, { status: "error", error: `assistant ${q.body.assistant_id} is gone`, updated_at: this.deps.now().toISOString() });
        await drop();
        continue;
      }
      await this.deps.repo.updateRun(q.run_id, { status: "pending", error: null, updated_at: this.deps.now().toISOString() });
      Object.assign(record, { status: "pending", error: null });
      const task = this.newTask(record, resolved.entry, resolved.assistant, q.body, q.stream_modes, {
        stateless: q.stateless,
        headers: q.headers,
        webhook: q.webhook ?? undefined,
        resumeChecked: false,
        kind: q.body.command?.resume !== undefined ? "resume" : "input",
      });
      task.persisted = true;
      let queue = this.queues.get(q.thread_id);
      if (!queue) {
        queue = { lease: await this.deps.lock.tryAcquire(q.thread_id, q.run_id), tasks: [] };
        this.queues.set(q.thread_id, queue);
        this.watchLease(q.thread_id, queue.lease);
        await this.deps.repo.updateThread(q.thread_id, { status: "busy" });
      }
      queue.tasks.push(task);
      this.pump(q.thread_id);
      n++;
    }
    return n;
  }

  /**
   * Take over a run another replica left behind (src/server/run-takeover.ts): a task started from
   * the ledger's record of it. `lease` is the thread's lease, just won; null when this replica
   * already holds the thread (the run was queued behind one taken over here), then the run joins
   * that queue. A run that was running continues from the thread's last checkpoint if it wrote
   * one (with no input: its input or reply is in the checkpoint); otherwise, like a run that had
   * not started, it starts the way it was submitted, after_seconds included. Resolves to the task,
   * or undefined when the run is not this replica's to take (the lease was released).
   */
  async adopt(record: RunRecord, kwargs: Record<string, unknown>, lease: ThreadLease | null): Promise<ActiveRun | undefined> {
    const tid = record.thread_id;
    try {
      if (this.closing) throw new ShuttingDownError();
      if (this.byId.has(record.run_id)) {
        await lease?.release();
        return undefined;
      }
      const sub = submissionOf(kwargs);
      let resolved: { assistant: AssistantRecord; entry: GraphEntry };
      try {
        resolved = await this.deps.assistants(record.owner, record.assistant_id);
      } catch (e) {
        if (!(e instanceof NotFoundError)) throw e;
        // Nothing to run it with any more; the thread is ours (lease or queue), so the run can be ended.
        const now = this.deps.now().toISOString();
        await this.deps.repo.updateRun(record.run_id, { status: "error", error: `assistant ${record.assistant_id} is gone`, updated_at: now });
        if (lease) await this.deps.repo.updateThread(tid, { status: "idle", updated_at: now });
        await lease?.release();
        return undefined;
      }
      await this.deps.ledger?.claimRun(record.run_id);
      // From here to the push nothing awaits: the queue seen is the queue joined.
      let queue = this.queues.get(tid);
      if (lease) {
        if (queue && queue.tasks.length > 0) {
          await lease.release();
          return undefined;
        }
        queue = { lease, tasks: [] };
        this.queues.set(tid, queue);
        this.watchLease(tid, lease);
      } else if (!queue || queue.tasks.length === 0 || !queue.lease) {
        return undefined;
      }
      const task = this.newTask(record, resolved.entry, resolved.assistant, sub.body, sub.stream_modes, {
        stateless: sub.stateless,
        headers: sub.headers,
        webhook: sub.webhook ?? undefined,
        resumeChecked: false,
        kind: "takeover",
        attempt: 2,
      });
      if (record.status === "running") task.takeover = { since: record.updated_at };
      queue.tasks.push(task);
      this.deps.log.warn({ run_id: record.run_id, thread_id: tid, was: record.status }, "taking over a run whose replica stopped");
      await this.deps.repo.updateThread(tid, { status: "busy", updated_at: this.deps.now().toISOString() });
      this.pump(tid);
      return task;
    } catch (e) {
      if (lease) {
        await lease.release().catch(() => undefined);
        const q = this.queues.get(tid);
        if (q && q.lease === lease && q.tasks.length === 0) this.queues.delete(tid);
      }
      throw e;
    }
  }

  /**
   * Wait for a run executing on another replica to end (join on a replica that does not run it):
   * its record is polled until it leaves pending/running, at most `timeoutMs`. A run taken over
   * here meanwhile is waited for here.
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

  /** Cancel a queued or running run; `wait` returns once it has ended. 404 for an unknown run, 409 for a finished one (or one another replica runs). */
  async cancel(threadId: string, runId: string, action: CancelAction, wait: boolean): Promise<void> {
    const task = this.byId.get(runId);
    if (!task || task.record.thread_id !== threadId) {
      const rec = await this.deps.repo.getRun(threadId, runId);
      if (!rec) throw new NotFoundError("RUN_NOT_FOUND", `run ${runId} not found on thread ${threadId}`);
      if (rec.status === "pending" || rec.status === "running") {
        throw new HttpError(409, "RUN_NOT_HERE", `run ${runId} is ${rec.status} on another replica (or waiting to be taken over); only that replica can cancel it`);
      }
      throw new HttpError(409, "RUN_NOT_ACTIVE", `run ${runId} has already ended (${rec.status})`);
    }
    await this.cancelTask(task, action);
    if (wait) await task.done;
  }

  private async cancelTask(task: RunTask, action: CancelAction): Promise<void> {
    task.cancelAction = action;
    if (task.started) {
      task.abort.abort();
      return;
    }
    // Not started: it never touched the thread.
    if (task.delay) clearTimeout(task.delay);
    await this.forget(task);
    const queue = this.queues.get(task.record.thread_id);
    if (queue) queue.tasks = queue.tasks.filter((t) => t !== task);
    await this.finish(task, { status: "interrupted", output: {} }, await this.statusOfHead(await task.entry.load(), task.record.thread_id), null);
    if (queue && queue.tasks.length === 0) await this.releaseQueue(task.record.thread_id);
    else this.pump(task.record.thread_id);
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

  /**
   * The run's config: the assistant's configurable under the run's own, the thread, the owner
   * (the graph learns who owns the thread from here; a client cannot set it), and the run's
   * metadata, which the checkpointer copies into every checkpoint the run writes.
   */
  configFor(
    assistant: AssistantRecord,
    threadId: string,
    owner: string,
    body: RunCreateBody,
    runId: string,
    headers: Record<string, string> = {},
  ): RunnableConfig & Record<string, unknown> {
    const configurable: Record<string, unknown> = {};
    const fromAssistant = (assistant.config.configurable ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries({ ...headers, ...fromAssistant, ...(body.config?.configurable ?? {}) })) if (!RESERVED_CONFIGURABLE.test(k)) configurable[k] = v;
    Object.assign(configurable, { thread_id: threadId, owner, run_id: runId, graph_id: assistant.graph_id, assistant_id: assistant.assistant_id });
    const checkpointId = body.checkpoint_id ?? body.checkpoint?.checkpoint_id;
    if (checkpointId) configurable.checkpoint_id = checkpointId;
    const recursionLimit = body.config?.recursion_limit ?? (assistant.config.recursion_limit as number | undefined);
    const tags = [...((assistant.config.tags as string[] | undefined) ?? []), ...(body.config?.tags ?? [])];
    const durability = body.durability ?? (body.checkpoint_during === false ? "exit" : body.checkpoint_during === true ? "async" : undefined);
    return {
      configurable,
      metadata: { ...(body.metadata ?? {}), run_id: runId, thread_id: threadId, graph_id: assistant.graph_id, assistant_id: assistant.assistant_id },
      ...(recursionLimit ? { recursionLimit } : {}),
      ...(tags.length ? { tags } : {}),
      ...(durability ? { durability } : {}),
    };
  }

  /** The resume value the graph gets: a UI reply read by the graph's adapter, else `{text, …}` or as sent; checked against what is pending. */
  private resumeValue(threadId: string, entry: GraphEntry, resume: unknown, pending: PendingInterrupt[]): unknown {
    const fromUi = entry.humanInTheLoop?.reply(resume, pending);
    const target = fromUi !== undefined ? { value: fromUi } : readResume(resume);
    checkResume(threadId, target, pending);
    return target.value;
  }

  /** Start the thread's next run when nothing is running on it. */
  private pump(threadId: string): void {
    const queue = this.queues.get(threadId);
    const head = queue?.tasks[0];
    // Shutting down: what has not started stays queued (durably, with a queue store) for the next start.
    if (this.closing || !queue || !head || head.started || head.delay) return;
    const go = () => {
      head.delay = undefined;
      void this.runHead(threadId, queue, head);
    };
    const wait = head.notBefore - Date.now();
    if (wait > 0) {
      head.delay = setTimeout(go, wait);
      head.delay.unref();
    } else {
      go();
    }
  }

  private async runHead(threadId: string, queue: ThreadQueue, task: RunTask): Promise<void> {
    task.started = true;
    await this.forget(task);
    try {
      if (!queue.lease) {
        queue.lease = await this.waitForLock(threadId, task);
        this.watchLease(threadId, queue.lease);
      }
    } catch (e) {
      queue.tasks = queue.tasks.filter((t) => t !== task);
      const err = runErrorOf(e, task.record.run_id);
      task.channel.push("error", err);
      await this.finish(task, { status: "error", output: { __error__: err } }, "idle", err.message);
      if (queue.tasks.length === 0) await this.releaseQueue(threadId);
      else this.pump(threadId);
      return;
    }
    // The graph's store calls are the run owner's (owner-store.ts).
    await asOwner(task.record.owner, () => this.execute(task));
    // (execute took the task off the queue and, when it was the last, released the thread already.)
    queue.tasks = queue.tasks.filter((t) => t !== task);
    if (this.queues.get(threadId) !== queue) return;
    if (queue.tasks.length === 0) await this.releaseQueue(threadId);
    else this.pump(threadId);
  }

  /** A queued run behind another replica's run: poll the lock until it is free (bounded). */
  private async waitForLock(threadId: string, task: RunTask): Promise<ThreadLease> {
    const deadline = Date.now() + MAX_LOCK_WAIT_MS;
    for (let delay = 100; Date.now() < deadline; delay = Math.min(delay * 2, 2000)) {
      if (task.abort.signal.aborted || this.closing) throw new ShuttingDownError();
      const lease = await this.deps.lock.tryAcquire(threadId, task.record.run_id);
      if (lease) return lease;
      await new Promise((r) => setTimeout(r, delay).unref());
    }
    throw new ThreadBusyError(threadId);
  }

  private async releaseQueue(threadId: string): Promise<void> {
    const queue = this.queues.get(threadId);
    if (!queue || queue.tasks.length > 0) return;
    this.queues.delete(threadId);
    await queue.lease?.release();
  }

  private async execute(task: RunTask): Promise<void> {
    const { record, channel, entry, assistant, body } = task;
    const { repo, metrics, log } = this.deps;
    const threadId = record.thread_id;
    // Its lease was taken over before it started: the replica that took it runs it.
    if (task.lost) return this.handOver(task);
    const started = performance.now();
    metrics.runsActive.inc();
    metrics.runsStarted.inc({ graph: entry.graphId, kind: task.kind });
    let busSub: { close(): Promise<void> } | undefined;
    let outcome: RunOutcome | undefined;
    let threadStatus: ThreadStatus = "idle";
    let error: string | null = null;
    let graph: ServableGraph | undefined;
    let startedFromNothing = false;
    try {
      await repo.updateRun(record.run_id, { status: "running", updated_at: this.deps.now().toISOString() });
      record.status = "running";
      if (task.bus && this.deps.bus) busSub = this.deps.bus.subscribe((m) => channel.push("bus", m), { threadId });
      const config = this.configFor(assistant, threadId, record.owner, body, record.run_id, task.headers);
      // Fencing: the checkpointer lands this run's writes only while this lease is still ours.
      const lease = this.queues.get(threadId)?.lease;
      if (lease?.replica) config.configurable![LEASE_FENCE_KEY] = { holder: lease.holder, replica: lease.replica };
      graph = await entry.load(config);
      const before = await graph.getState({ configurable: { thread_id: threadId } });
      startedFromNothing = !snapshotExists(before);
      // Taken over mid-run: continue from the checkpoint it wrote, not from its input (or fork) again.
      const continues = task.takeover !== undefined && wroteCheckpoint(before, record.run_id, task.takeover.since);
      if (continues) delete config.configurable!.checkpoint_id;
      let input: unknown = continues ? null : (body.input ?? null);
      const cmd = continues ? undefined : body.command;
      if (cmd && (cmd.resume !== undefined || (cmd.update !== undefined && cmd.update !== null) || (cmd.goto !== undefined && cmd.goto !== null))) {
        let resume: unknown;
        if (cmd.resume !== undefined) {
          const head = await graph.getState({ configurable: { thread_id: threadId } });
          resume = this.resumeValue(threadId, entry, cmd.resume, task.resumeChecked || snapshotExists(head) ? pendingInterrupts(head) : []);
        }
        input = commandOf(cmd, resume);
      }
      const context = mergeContext(assistant.context, body.context);
      const events = runEvents(graph, input, {
        runId: record.run_id,
        modes: task.modes,
        subgraphs: body.stream_subgraphs === true,
        presenter: entry.humanInTheLoop,
        config: {
          ...config,
          signal: task.abort.signal,
          ...(body.interrupt_before ? { interruptBefore: body.interrupt_before } : {}),
          ...(body.interrupt_after ? { interruptAfter: body.interrupt_after } : {}),
          ...(context !== undefined ? { context } : {}),
        },
      });
      for await (const e of events) channel.push(e.event, e.data);
      if (!task.lost) {
        // The thread head (not a forked checkpoint the run may have started from).
        const head = await graph.getState({ configurable: { thread_id: threadId } });
        const pending = pendingInterrupts(head);
        for (const p of pending) metrics.interrupts.inc({ kind: p.kind ?? "unknown" });
        threadStatus = pending.length > 0 || head.next.length > 0 ? "interrupted" : "idle";
        outcome = { status: "success", output: outputOf(head, entry.humanInTheLoop) };
      }
    } catch (e) {
      if (task.lost || isLeaseLostError(e)) {
        // Taken over: a checkpoint write was refused (LEASE_LOST) before renewal noticed, or the
        // run was aborted when it did. Not an error of the run's: it goes on elsewhere.
        if (!task.lost) this.lostBy(threadId, task);
      } else if (task.abort.signal.aborted) {
        // Cancelled (interrupt or rollback) or shutdown: the last checkpoint stands, for now.
        const by = task.cancelAction ?? "shutdown";
        log.info({ run_id: record.run_id, thread_id: threadId, by }, "run cancelled");
        outcome = {
          status: "interrupted",
          output: { __error__: by === "shutdown" ? { error: "SHUTTING_DOWN", message: "the server shut down during this run; continue it later" } : { error: "CANCELLED", message: `run ${record.run_id} was cancelled` } },
        };
        // As a LangGraph server does: a cancelled run leaves its thread idle.
        threadStatus = "idle";
        if (by === "shutdown") error = "server shut down during this run";
        if (task.cancelAction === "rollback") await this.rollback(task, startedFromNothing);
      } else {
        log.error({ err: e, run_id: record.run_id, thread_id: threadId }, "run failed");
        const pub = runErrorOf(e, record.run_id);
        channel.push("error", pub);
        outcome = { status: "error", output: { __error__: pub }, clientError: isGoalgraphError(e) && e.status < 500 };
        threadStatus = "error";
        error = pub.message;
      }
    }
    await busSub?.close().catch(() => undefined);
    metrics.runsActive.dec();
    if (task.lost || !outcome) {
      metrics.runsFinished.inc({ graph: entry.graphId, status: "taken_over" });
      log.warn({ run_id: record.run_id, thread_id: threadId }, "run stopped here: its lease was taken over by another replica, which continues it");
      return this.handOver(task);
    }
    metrics.runsFinished.inc({ graph: entry.graphId, status: outcome.status });
    metrics.runDuration.observe({ graph: entry.graphId }, (performance.now() - started) / 1000);
    await this.finish(task, outcome, threadStatus, error);
  }

  /** Hear when the lease of a thread queue is taken over by another replica. */
  private watchLease(threadId: string, lease: ThreadLease | null): void {
    lease?.lost?.addEventListener("abort", () => this.leaseLost(threadId, lease), { once: true });
  }

  /**
   * The thread's lease was taken over by another replica (this one stalled past the TTL): that
   * replica runs the thread's runs from now on (run-takeover.ts adopts the one running here and
   * those queued behind it). Here the running one is aborted (it stops at its next step; its
   * checkpoint writes are fenced anyway), and every waiter is handed to the record of its run.
   * Nothing of the runs or the thread is recorded from here: those records are the taker's now.
   */
  private leaseLost(threadId: string, lease: ThreadLease): void {
    const queue = this.queues.get(threadId);
    if (!queue || queue.lease !== lease) return;
    this.queues.delete(threadId);
    queue.lease = null;
    // Deletes nothing of the taker's (only this replica's row); marks the lease let go.
    void lease.release().catch(() => undefined);
    const tasks = queue.tasks;
    queue.tasks = [];
    this.deps.log.warn({ thread_id: threadId, runs: tasks.map((t) => t.record.run_id) }, "thread lease taken over by another replica; its runs continue there");
    for (const task of tasks) {
      task.lost = true;
      if (task.started) {
        task.abort.abort();
      } else {
        if (task.delay) clearTimeout(task.delay);
        void this.handOver(task);
      }
    }
  }

  /** A write of `task` was refused as LEASE_LOST before renewal noticed: the thread is lost. */
  private lostBy(threadId: string, task: RunTask): void {
    const queue = this.queues.get(threadId);
    if (queue?.lease && queue.tasks.includes(task)) this.leaseLost(threadId, queue.lease);
    task.lost = true;
  }

  /**
   * End a run taken over by another replica, here: its waiters (wait, join, streams, the plans
   * routes) get what that replica records, read as join reads a run held elsewhere — its record
   * polled until it ends, the output from the thread's head. Taken over by this replica again
   * meanwhile (the other stopped too), they get that run's outcome.
   */
  private async handOver(task: RunTask): Promise<void> {
    const { record, channel } = task;
    this.byId.delete(record.run_id);
    this.handedOver.set(record.run_id, task);
    let outcome: RunOutcome;
    try {
      outcome = await this.outcomeElsewhere(task);
    } catch (e) {
      this.deps.log.error({ err: e, run_id: record.run_id }, "reading the outcome of a run taken over failed");
      const pub = runErrorOf(e, record.run_id);
      outcome = { status: "error", output: { __error__: pub } };
    }
    this.handedOver.delete(record.run_id);
    const err = outcome.output.__error__;
    if (outcome.status === "error" && err) channel.push("error", err);
    else if (task.modes.has("values") && !err) channel.push("values", outcome.output);
    channel.close();
    const timer = setTimeout(() => this.finished.delete(record.run_id), KEEP_FINISHED_MS);
    timer.unref();
    if (!this.byId.has(record.run_id)) this.finished.set(record.run_id, { run: task, timer });
    task.settle(outcome);
  }

  private async outcomeElsewhere(task: RunTask): Promise<RunOutcome> {
    const { record, entry } = task;
    const deadline = Date.now() + MAX_HANDOVER_WAIT_MS;
    for (;;) {
      const here = this.byId.get(record.run_id);
      if (here) return here.done;
      const rec = await this.deps.repo.getRun(record.thread_id, record.run_id);
      if (!rec) {
        record.status = "interrupted";
        return { status: "interrupted", output: { __error__: { error: "CANCELLED", message: `run ${record.run_id} was cancelled and rolled back` } } };
      }
      if (rec.status !== "pending" && rec.status !== "running") {
        Object.assign(record, { status: rec.status, error: rec.error, updated_at: rec.updated_at });
        if (rec.status === "error") return { status: "error", output: { __error__: { error: "RUN_FAILED", message: rec.error ?? `run ${record.run_id} failed` } } };
        const head = await (await entry.load()).getState({ configurable: { thread_id: record.thread_id } });
        return { status: rec.status, output: snapshotExists(head) ? outputOf(head, entry.humanInTheLoop) : {} };
      }
      if (this.closing) {
        return { status: "interrupted", output: { __error__: { error: "SHUTTING_DOWN", message: "the server shut down while another replica ran this run; join it there" } } };
      }
      if (Date.now() >= deadline) {
        return { status: "error", output: { __error__: { error: "RUN_TAKEN_OVER", message: `run ${record.run_id} still runs on another replica; join it later` } } };
      }
      await new Promise((r) => setTimeout(r, HANDOVER_POLL_MS).unref());
    }
  }

  private async statusOfHead(graph: ServableGraph, threadId: string): Promise<ThreadStatus> {
    try {
      const head = await graph.getState({ configurable: { thread_id: threadId } });
      return pendingInterrupts(head).length > 0 || (snapshotExists(head) && head.next.length > 0) ? "interrupted" : "idle";
    } catch {
      return "idle";
    }
  }

  /** Undo a cancelled run: its checkpoints and its record go. */
  private async rollback(task: RunTask, startedFromNothing: boolean): Promise<void> {
    const { thread_id: threadId, run_id: runId } = task.record;
    try {
      if (this.deps.checkpoints) await this.deps.checkpoints.deleteRunCheckpoints(threadId, runId);
      else if (startedFromNothing) await this.dropCheckpoints(task.entry, threadId);
    } catch (e) {
      this.deps.log.error({ err: e, run_id: runId }, "rollback could not delete the run's checkpoints");
    }
  }

  private async dropCheckpoints(entry: GraphEntry, threadId: string): Promise<void> {
    const saver = (await entry.load()).checkpointer as { deleteThread?(id: string): Promise<void> } | undefined;
    await saver?.deleteThread?.(threadId);
  }

  /** Record the end of a run: run and thread rows, waiters, webhook, a stateless run's thread. */
  private async finish(task: RunTask, outcome: RunOutcome, threadStatus: ThreadStatus, error: string | null): Promise<void> {
    const { record, channel } = task;
    const threadId = record.thread_id;
    const now = this.deps.now().toISOString();
    const rolledBack = task.cancelAction === "rollback";
    try {
      if (rolledBack) {
        await this.deps.repo.deleteRun(record.run_id);
      } else {
        await this.deps.repo.updateRun(record.run_id, { status: outcome.status, error, updated_at: now });
      }
      if (task.stateless && task.body.on_completion !== "keep") {
        await this.deleteThread(threadId, task.entry);
      } else {
        const more = this.queues.get(threadId)?.tasks.some((t) => t !== task) ?? false;
        await this.deps.repo.updateThread(threadId, { status: more ? "busy" : threadStatus, updated_at: now, state_updated_at: now, error });
      }
    } catch (e) {
      this.deps.log.error({ err: e, run_id: record.run_id }, "recording the end of a run failed");
    } finally {
      record.status = outcome.status;
      record.error = error;
      record.updated_at = now;
      channel.close();
      this.byId.delete(record.run_id);
      if (!rolledBack) {
        const timer = setTimeout(() => this.finished.delete(record.run_id), KEEP_FINISHED_MS);
        timer.unref();
        this.finished.set(record.run_id, { run: task, timer });
      }
      // The thread is free before anyone waiting hears the run ended: a client told "awaiting_reply"
      // that replies at once (to this replica or another) must not meet THREAD_BUSY from this run's lease.
      const queue = this.queues.get(threadId);
      if (queue && queue.tasks.includes(task)) {
        queue.tasks = queue.tasks.filter((t) => t !== task);
        if (queue.tasks.length === 0) await this.releaseQueue(threadId).catch((e: unknown) => this.deps.log.warn({ err: e, thread_id: threadId }, "releasing the thread failed"));
      }
      task.settle(outcome);
    }
    if (task.webhook && !rolledBack) void this.sendWebhook(task, outcome);
  }

  private async sendWebhook(task: RunTask, outcome: RunOutcome): Promise<void> {
    const body = { ...task.record, kwargs: { input: task.body.input ?? null, config: task.body.config ?? {} }, values: outcome.output, webhook_sent_at: this.deps.now().toISOString() };
    const post =
      this.deps.postWebhook ??
      (async (url: string, payload: unknown) => {
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: toWireJson(payload), signal: AbortSignal.timeout(10_000) });
        if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      });
    try {
      await post(task.webhook!, body);
    } catch (e) {
      this.deps.log.warn({ err: e, run_id: task.record.run_id }, "webhook failed");
    }
  }

  private async deleteThread(threadId: string, entry?: GraphEntry): Promise<void> {
    try {
      if (entry) await this.dropCheckpoints(entry, threadId);
      await this.deps.repo.deleteThread(threadId);
    } catch (e) {
      this.deps.log.warn({ err: e, thread_id: threadId }, "deleting a temporary thread failed");
    }
  }

  /**
   * Stop taking runs; give running ones `graceMs` to finish their step and reach a checkpoint;
   * abort the rest (their last checkpoint stands) and wait for them to record their end.
   */
  async shutdown(graceMs: number): Promise<void> {
    this.closing = true;
    // Queued runs that have not started stay pending in the database; they never ran.
    for (const t of this.byId.values()) if (!t.started && t.delay) clearTimeout(t.delay);
    const running = () => [...this.byId.values()].filter((t) => t.started).map((t) => t.done);
    if (running().length > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running()), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
      clearTimeout(timer);
    }
    for (const t of this.byId.values()) if (t.started) t.abort.abort();
    await Promise.all(running());
    // What is left never started: free its threads, so the next start (or, with replicas, another
    // replica) takes those runs over at once rather than when the leases expire.
    for (const q of this.queues.values()) {
      const lease = q.lease;
      q.lease = null;
      await lease?.release().catch((e: unknown) => this.deps.log.warn({ err: e, thread_id: lease.threadId }, "releasing a thread at shutdown failed"));
    }
    // Waiters of runs another replica took over hear the shutdown (their polls stop).
    await Promise.all([...this.handedOver.values()].map((t) => t.done));
    for (const { timer } of this.finished.values()) clearTimeout(timer);
  }
}

/**
 * Whether the thread's head was written by run `runId`: its checkpoint metadata names the run
 * (RunMetadataSaver), or, for a saver that does not record it, it is no older than when the run
 * started (both stamped by the replica that ran it; a run holds its thread, so nothing else
 * wrote meanwhile).
 */
function wroteCheckpoint(head: StateSnapshot, runId: string, since: string): boolean {
  if (!snapshotExists(head)) return false;
  const by = (head.metadata as Record<string, unknown> | undefined)?.run_id;
  if (typeof by === "string") return by === runId;
  return typeof head.createdAt === "string" && head.createdAt >= since;
}

/** The assistant's context under the run's own (a run's keys win). */
function mergeContext(fromAssistant: Record<string, unknown>, fromRun: unknown): unknown {
  const own = fromRun && typeof fromRun === "object" && !Array.isArray(fromRun) ? (fromRun as Record<string, unknown>) : undefined;
  if (fromRun !== undefined && fromRun !== null && !own) return fromRun;
  const merged = { ...fromAssistant, ...(own ?? {}) };
  return Object.keys(merged).length ? merged : undefined;
}

/** A webhook URL: absolute http(s), or a path on this server. */
function resolveWebhook(url: string, baseUrl: string | undefined): string {
  let u: URL;
  try {
    u = baseUrl ? new URL(url, baseUrl) : new URL(url);
  } catch {
    throw new HttpError(422, "INVALID_WEBHOOK", `webhook ${JSON.stringify(url)} is not a URL`);
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") throw new HttpError(422, "INVALID_WEBHOOK", "webhook must be an http(s) URL");
  return u.toString();
}
