/**
 * Per-thread exclusivity: one run (or state update) per thread at a time.
 *
 * The in-process lock does its check-and-set in one synchronous step inside `tryAcquire`, so two
 * requests racing for the same thread cannot both win whatever their awaits look like. A
 * multi-replica deployment swaps in a database lock (e.g. a row with a lease, or pg advisory
 * locks) behind the same interface.
 */
export interface ThreadLease {
  readonly threadId: string;
  readonly holder: string;
  /**
   * Leases another process can take over (src/store/leases.ts): the replica holding this one, and
   * a signal aborted when this replica finds the lease lost (it lapsed and another replica took
   * the thread). Absent on the in-process lock, which nobody else can take.
   */
  readonly replica?: string;
  readonly lost?: AbortSignal;
  /** Idempotent. */
  release(): Promise<void>;
}

/**
 * Where a run's graph config names the lease it runs under (`configurable[LEASE_FENCE_KEY]`):
 * the checkpointer lands a write of that run only while the lease row still names this holder
 * and replica, checked in the write's own transaction (fencing: a replica whose lease lapsed
 * cannot write over the run another replica took over). `__`-prefixed, so a client cannot set it
 * and it is not stamped into checkpoint metadata.
 */
export const LEASE_FENCE_KEY = "__gg_lease";

export interface LeaseFence {
  holder: string;
  replica: string;
}

/** The lease fence of a checkpoint write's config, if the run is fenced. */
export function leaseFenceOf(config: { configurable?: Record<string, unknown> } | undefined): LeaseFence | undefined {
  const f = config?.configurable?.[LEASE_FENCE_KEY] as LeaseFence | undefined;
  return f && typeof f.holder === "string" && typeof f.replica === "string" ? f : undefined;
}

export interface ThreadLock {
  /** The lease, or null when someone else holds the thread. Never waits for the holder. */
  tryAcquire(threadId: string, holder: string): Promise<ThreadLease | null>;
  /** Who holds the thread now, if anyone. */
  holder(threadId: string): Promise<string | undefined>;
}

export class InProcessThreadLock implements ThreadLock {
  private readonly held = new Map<string, string>();

  tryAcquire(threadId: string, holder: string): Promise<ThreadLease | null> {
    // Synchronous check-and-set: no await between the test and the write.
    if (this.held.has(threadId)) return Promise.resolve(null);
    this.held.set(threadId, holder);
    let released = false;
    const lease: ThreadLease = {
      threadId,
      holder,
      release: async () => {
        if (released) return;
        released = true;
        if (this.held.get(threadId) === holder) this.held.delete(threadId);
      },
    };
    return Promise.resolve(lease);
  }

  holder(threadId: string): Promise<string | undefined> {
    return Promise.resolve(this.held.get(threadId));
  }
}
