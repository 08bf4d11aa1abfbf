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
  /** Idempotent. */
  release(): Promise<void>;
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
