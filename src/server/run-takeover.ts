/**
 * Run takeover: the replica side of leases. Every interval this replica looks for runs whose
 * replica stopped (pending or running, no live lease on the thread), takes the thread's lease —
 * the database lets exactly one replica win it — and starts a task for the run from what the
 * ledger recorded of it (RunManager.adopt): a running one resumes from the thread's last
 * checkpoint, a queued or delayed one starts as submitted. Runs queued behind one taken over here
 * join its thread's queue, in order. A run that recorded no start (older rows) cannot be resumed
 * and is failed instead, as a single process always did at startup. The same scan runs a
 * replica's own queued runs again after a restart.
 */
import type { FastifyBaseLogger } from "fastify";
import type { ThreadLock } from "./lock.js";
import type { RunManager } from "./run-manager.js";
import type { RunRecord, ThreadRepository } from "./thread-repository.js";

export interface TakeoverPort {
  /** Runs left pending/running with no live lease on their thread, oldest first. */
  orphanedRuns(limit?: number): Promise<Array<{ record: RunRecord; kwargs: Record<string, unknown> | null }>>;
}

export interface TakeoverOptions {
  intervalMs: number;
  log: FastifyBaseLogger;
  now: () => Date;
}

export interface RunningTakeover {
  /** One scan now (tests; the timer runs them anyway). Resolves to the number of runs taken over. */
  scan(): Promise<number>;
  stop(): Promise<void>;
}

export function startRunTakeover(runs: RunManager, lock: ThreadLock, repo: ThreadRepository, port: TakeoverPort, opts: TakeoverOptions): RunningTakeover {
  let stopped = false;
  let current: Promise<number> | null = null;

  const scanOnce = async (): Promise<number> => {
    let adopted = 0;
    for (const { record, kwargs } of await port.orphanedRuns()) {
      if (stopped || runs.isClosing) break;
      if (runs.isRunningHere(record.run_id)) continue; // ours and still running (not one taken from us: its waiters here wait for it)
      // Queued behind a run taken over here (earlier in this scan): the thread is ours already.
      const joins = runs.isThreadBusy(record.thread_id);
      const lease = joins ? null : await lock.tryAcquire(record.thread_id, record.run_id);
      if (!joins && !lease) continue; // another replica was quicker, or the thread is busy again
      try {
        const fresh = await repo.getRun(record.thread_id, record.run_id);
        if (!fresh || (fresh.status !== "pending" && fresh.status !== "running")) {
          await lease?.release();
          continue;
        }
        if (!kwargs) {
          if (!lease) continue; // ended once its thread is free
          const now = opts.now().toISOString();
          await repo.updateRun(record.run_id, { status: "error", error: "the server stopped during this run", updated_at: now });
          await repo.updateThread(record.thread_id, { status: "idle", updated_at: now });
          await lease.release();
          continue;
        }
        if (await runs.adopt(fresh, kwargs, lease)) adopted++;
      } catch (e) {
        opts.log.error({ err: e, run_id: record.run_id }, "taking over a run failed");
        await lease?.release().catch(() => undefined);
      }
    }
    return adopted;
  };

  const scan = (): Promise<number> => {
    if (!current) {
      current = scanOnce().finally(() => {
        current = null;
      });
    }
    return current;
  };

  const tick = () => {
    if (stopped) return;
    scan().catch((e: unknown) => opts.log.error({ err: e }, "run takeover scan failed"));
  };
  const timer = setInterval(tick, Math.max(50, opts.intervalMs));
  timer.unref();
  setImmediate(tick);

  return {
    scan,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current?.catch(() => undefined);
    },
  };
}
