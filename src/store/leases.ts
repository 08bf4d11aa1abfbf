/**
 * Thread leases: per-thread exclusivity across processes and replicas (009-replicas), behind the
 * server's ThreadLock port.
 *
 * A lease is a row (thread, holder = the run, replica, expires_at). Taking one is a single
 * upsert that succeeds only when no row exists or the row has expired, so two replicas racing for
 * a thread cannot both win: on PostgreSQL the loser's ON CONFLICT waits for the winner's row and
 * re-checks the expiry against it; on SQLite the write lock serialises them. While it runs, a
 * replica renews every lease it holds every ttl/3; a replica that dies stops renewing, and once
 * its leases expire another replica may take its threads — and resume its runs from their
 * checkpoints (`orphanedRuns`, driven by src/server/run-takeover.ts).
 *
 * A replica that only stalled past the TTL is fenced: its runs' checkpoint writes name the lease
 * (server/lock.ts LEASE_FENCE_KEY) and land only while the row still names its holder and this
 * replica (the savers read it in the write's transaction), and when renewal finds a lease gone
 * its `lost` signal aborts, so the run manager stops that run here and hands its waiters to the
 * run's record.
 *
 * Times are epoch milliseconds from this process's clock: replicas must keep their clocks in
 * step (NTP) to well under the lease TTL.
 */
import type { ThreadLease, ThreadLock } from "../server/lock.js";
import type { RunRecord } from "../server/thread-repository.js";
import type { Database } from "./db.js";

export interface LeaseOptions {
  /** This process's name in the lease rows. */
  replica: string;
  ttlMs: number;
  /** Epoch ms (tests move it). */
  now?: () => number;
  /** A renewal failed (the database is away); the leases may lapse. Default: console.error. */
  onError?: (error: unknown) => void;
  /**
   * A lease this replica still held was found gone at renewal: it lapsed (the process stalled for
   * longer than the TTL) and was taken by another replica, which now runs the thread's run. The
   * lease's `lost` signal aborts (the run manager stops its copy of the run; its checkpoint
   * writes were fenced already), and it is reported: a TTL this short for the load is a
   * misconfiguration. Default: console.error.
   */
  onLost?: (threadId: string, holder: string) => void;
}

function reportLostLease(threadId: string, holder: string): void {
  console.error(`lease on thread ${threadId} (run ${holder}) lapsed and was taken by another replica, which continues the run; this replica stops its copy. Raise GOALGRAPH_LEASE_TTL_MS`);
}

/** A run another replica left behind: pending or running, and no live lease on its thread. */
export interface OrphanedRun {
  record: RunRecord;
  /** What the run was started with (the run-create body), when it was stored. */
  kwargs: Record<string, unknown> | null;
  /** The replica that ran it last. */
  replica: string | null;
}

interface Held {
  holder: string;
  /** Aborted when renewal finds the lease gone. */
  lost: AbortController;
}

export class ThreadLeases implements ThreadLock {
  private readonly held = new Map<string, Held>();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly opts: LeaseOptions,
  ) {
    this.now = opts.now ?? Date.now;
  }

  get replica(): string {
    return this.opts.replica;
  }

  async tryAcquire(threadId: string, holder: string): Promise<ThreadLease | null> {
    const now = this.now();
    const expires = now + this.opts.ttlMs;
    const row = await this.db.kysely
      .insertInto("thread_leases")
      .values({ thread_id: threadId, holder, replica: this.opts.replica, expires_at: expires })
      .onConflict((oc) =>
        oc
          .column("thread_id")
          .doUpdateSet({ holder, replica: this.opts.replica, expires_at: expires })
          .where("thread_leases.expires_at", "<", now),
      )
      .returning("holder")
      .executeTakeFirst();
    if (!row || row.holder !== holder) return null;
    const mine: Held = { holder, lost: new AbortController() };
    this.held.set(threadId, mine);
    this.startRenewing();
    let released = false;
    return {
      threadId,
      holder,
      replica: this.opts.replica,
      lost: mine.lost.signal,
      release: async () => {
        if (released) return;
        released = true;
        if (this.held.get(threadId) === mine) this.held.delete(threadId);
        // This replica's row only: a run taken over keeps its holder (the run id), and a lease that
        // lapsed here and was taken by another replica is that replica's to release.
        await this.db.kysely
          .deleteFrom("thread_leases")
          .where("thread_id", "=", threadId)
          .where("holder", "=", holder)
          .where("replica", "=", this.opts.replica)
          .execute();
      },
    };
  }

  async holder(threadId: string): Promise<string | undefined> {
    const r = await this.db.kysely
      .selectFrom("thread_leases")
      .select("holder")
      .where("thread_id", "=", threadId)
      .where("expires_at", ">=", this.now())
      .executeTakeFirst();
    return r?.holder;
  }

  /** Extend every lease this replica still holds; the ones another replica took are dropped. */
  async renew(): Promise<void> {
    if (this.held.size === 0) return;
    const expires = this.now() + this.opts.ttlMs;
    const entries = [...this.held];
    const rows = await this.db.kysely
      .updateTable("thread_leases")
      .set({ expires_at: expires })
      .where("replica", "=", this.opts.replica)
      .where("thread_id", "in", entries.map(([t]) => t))
      .returning(["thread_id", "holder"])
      .execute();
    const kept = new Set(rows.map((r) => `${r.thread_id}\u0000${r.holder}`));
    for (const [t, h] of entries) {
      if (kept.has(`${t}\u0000${h.holder}`) || this.held.get(t) !== h) continue;
      this.held.delete(t);
      (this.opts.onLost ?? reportLostLease)(t, h.holder);
      h.lost.abort();
    }
  }

  /**
   * Runs left pending or running whose thread has no live lease: their replica died (or
   * stopped without finishing them). Oldest first.
   */
  async orphanedRuns(limit = 50): Promise<OrphanedRun[]> {
    const now = this.now();
    const rows = await this.db.kysely
      .selectFrom("runs")
      .selectAll("runs")
      .where("runs.status", "in", ["pending", "running"])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("thread_leases")
              .select("thread_leases.thread_id")
              .whereRef("thread_leases.thread_id", "=", "runs.thread_id")
              .where("thread_leases.expires_at", ">=", now),
          ),
        ),
      )
      .orderBy("runs.created_at")
      .limit(limit)
      .execute();
    return rows.map(({ replica, kwargs, ...r }) => ({
      record: { ...r, status: r.status as RunRecord["status"], metadata: JSON.parse(r.metadata) as Record<string, unknown> },
      kwargs: kwargs ? (JSON.parse(kwargs) as Record<string, unknown>) : null,
      replica: replica ?? null,
    }));
  }

  /** Record what a run was started with and who runs it (a takeover reads it back). */
  async recordRun(runId: string, kwargs: Record<string, unknown>): Promise<void> {
    await this.db.kysely.updateTable("runs").set({ kwargs: JSON.stringify(kwargs), replica: this.opts.replica }).where("run_id", "=", runId).execute();
  }

  /** This replica now runs `runId` (after a takeover). */
  async claimRun(runId: string): Promise<void> {
    await this.db.kysely.updateTable("runs").set({ replica: this.opts.replica }).where("run_id", "=", runId).execute();
  }

  /** Stop renewing (the leases lapse unless released). */
  close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    return this.renewing ?? Promise.resolve();
  }

  private startRenewing(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.renewing) return;
      this.renewing = this.renew()
        .catch((e: unknown) => (this.opts.onError ?? ((err) => console.error("lease renewal failed:", err)))(e))
        .finally(() => {
          this.renewing = null;
        });
    }, Math.max(100, Math.floor(this.opts.ttlMs / 3)));
    this.timer.unref();
  }
}
