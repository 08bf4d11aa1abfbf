/**
 * Active-time accounting for Ω's time term. Each sequential node adds the time since the previous
 * node ended, so the parallel execute phase counts once (its span), not once per branch, and no
 * real time is ever spent waiting: the clock is injected (simulated in tests and the benchmark).
 */
export interface ActiveTime {
  elapsedMs: number;
  clockMark: number;
}

/** Elapsed time up to `now`; `startedAt` stands in for the mark on the loop's first node. */
export function accrue(state: { elapsedMs: number; clockMark: number | null }, now: number, startedAt: number): ActiveTime {
  return { elapsedMs: state.elapsedMs + Math.max(0, now - (state.clockMark ?? startedAt)), clockMark: now };
}
