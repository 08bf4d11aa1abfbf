/**
 * The server's port for thread and run records (the service's own bookkeeping; graph state lives
 * in the checkpointer), and its in-memory implementation (tests, and buildApp without a store).
 * The database implementation is ThreadRunRepository in src/store/threads-runs.ts.
 */
export type ThreadStatus = "idle" | "busy" | "interrupted" | "error";
export type RunStatus = "pending" | "running" | "error" | "success" | "timeout" | "interrupted";

export interface ThreadRecord {
  thread_id: string;
  /** API-key owner; other owners never see the thread. */
  owner: string;
  /** Bound at the first run (or from metadata.graph_id at creation). */
  graph_id: string | null;
  status: ThreadStatus;
  metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  state_updated_at: string;
  /** Last run error shown to the client (never internals). */
  error: string | null;
}

export interface RunRecord {
  run_id: string;
  thread_id: string;
  assistant_id: string;
  owner: string;
  status: RunStatus;
  metadata: Record<string, unknown>;
  multitask_strategy: string | null;
  created_at: string;
  updated_at: string;
  error: string | null;
}

export interface ThreadSearch {
  owner: string;
  ids?: string[];
  status?: ThreadStatus;
  metadata?: Record<string, unknown>;
  limit: number;
  offset: number;
  sortBy: "thread_id" | "status" | "created_at" | "updated_at" | "state_updated_at";
  sortOrder: "asc" | "desc";
}

export interface ThreadRepository {
  /** Inserts; returns false (and changes nothing) when the id exists. */
  createThread(record: ThreadRecord): Promise<boolean>;
  getThread(threadId: string): Promise<ThreadRecord | undefined>;
  updateThread(threadId: string, patch: Partial<Omit<ThreadRecord, "thread_id" | "owner" | "created_at">>): Promise<ThreadRecord | undefined>;
  deleteThread(threadId: string): Promise<boolean>;
  searchThreads(query: ThreadSearch): Promise<ThreadRecord[]>;
  createRun(record: RunRecord): Promise<void>;
  getRun(threadId: string, runId: string): Promise<RunRecord | undefined>;
  updateRun(runId: string, patch: Partial<Pick<RunRecord, "status" | "error" | "updated_at">>): Promise<void>;
  listRuns(threadId: string, opts: { limit: number; offset: number }): Promise<RunRecord[]>;
  /** Like listRuns, only runs in `status`. */
  listRunsWithStatus(threadId: string, status: RunStatus, opts: { limit: number; offset: number }): Promise<RunRecord[]>;
  /** A run rolled back (cancelled with rollback) leaves no record. */
  deleteRun(runId: string): Promise<void>;
  /**
   * After a crash no run can still be executing: mark pending/running runs as errors and busy
   * threads idle. Returns how many runs were recovered.
   */
  recoverInterrupted(now: string): Promise<number>;
}

/** Exact match of every filter key against the record's metadata (values compared as JSON). */
export function metadataMatches(metadata: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([k, v]) => JSON.stringify(metadata[k]) === JSON.stringify(v));
}

export function sortAndPage<T extends ThreadRecord>(rows: T[], q: Pick<ThreadSearch, "sortBy" | "sortOrder" | "limit" | "offset">): T[] {
  const dir = q.sortOrder === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => (a[q.sortBy] < b[q.sortBy] ? -dir : a[q.sortBy] > b[q.sortBy] ? dir : 0))
    .slice(q.offset, q.offset + q.limit);
}

export class InMemoryThreadRepository implements ThreadRepository {
  private readonly threads = new Map<string, ThreadRecord>();
  private readonly runs = new Map<string, RunRecord>();

  async createThread(record: ThreadRecord): Promise<boolean> {
    if (this.threads.has(record.thread_id)) return false;
    this.threads.set(record.thread_id, structuredClone(record));
    return true;
  }

  async getThread(threadId: string): Promise<ThreadRecord | undefined> {
    const t = this.threads.get(threadId);
    return t && structuredClone(t);
  }

  async updateThread(threadId: string, patch: Partial<ThreadRecord>): Promise<ThreadRecord | undefined> {
    const t = this.threads.get(threadId);
    if (!t) return undefined;
    Object.assign(t, structuredClone(patch));
    return structuredClone(t);
  }

  async deleteThread(threadId: string): Promise<boolean> {
    for (const [id, r] of this.runs) if (r.thread_id === threadId) this.runs.delete(id);
    return this.threads.delete(threadId);
  }

  async searchThreads(q: ThreadSearch): Promise<ThreadRecord[]> {
    const rows = [...this.threads.values()].filter(
      (t) =>
        t.owner === q.owner &&
        (!q.ids || q.ids.includes(t.thread_id)) &&
        (!q.status || t.status === q.status) &&
        metadataMatches(t.metadata, q.metadata),
    );
    return sortAndPage(rows, q).map((t) => structuredClone(t));
  }

  async createRun(record: RunRecord): Promise<void> {
    this.runs.set(record.run_id, structuredClone(record));
  }

  async getRun(threadId: string, runId: string): Promise<RunRecord | undefined> {
    const r = this.runs.get(runId);
    return r && r.thread_id === threadId ? structuredClone(r) : undefined;
  }

  async updateRun(runId: string, patch: Partial<RunRecord>): Promise<void> {
    const r = this.runs.get(runId);
    if (r) Object.assign(r, patch);
  }

  async listRuns(threadId: string, opts: { limit: number; offset: number }): Promise<RunRecord[]> {
    return [...this.runs.values()]
      .filter((r) => r.thread_id === threadId)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))
      .slice(opts.offset, opts.offset + opts.limit)
      .map((r) => structuredClone(r));
  }

  async listRunsWithStatus(threadId: string, status: RunStatus, opts: { limit: number; offset: number }): Promise<RunRecord[]> {
    return [...this.runs.values()]
      .filter((r) => r.thread_id === threadId && r.status === status)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))
      .slice(opts.offset, opts.offset + opts.limit)
      .map((r) => structuredClone(r));
  }

  async deleteRun(runId: string): Promise<void> {
    this.runs.delete(runId);
  }

  async recoverInterrupted(now: string): Promise<number> {
    let n = 0;
    for (const r of this.runs.values()) {
      if (r.status === "pending" || r.status === "running") {
        Object.assign(r, { status: "error", error: "the server stopped during this run", updated_at: now });
        n++;
      }
    }
    for (const t of this.threads.values()) if (t.status === "busy") Object.assign(t, { status: "idle", updated_at: now });
    return n;
  }
}
