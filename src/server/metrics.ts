/**
 * Prometheus metrics in text exposition format (no client library: a few counters, one gauge and
 * two histograms). The graph layer gets the same object and calls `countMacroState` after each
 * GGS decision.
 */
type Labels = Record<string, string>;

const RUN_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function key(labels: Labels): string {
  return Object.keys(labels)
    .sort()
    .map((k) => `${k}="${String(labels[k]).replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`)
    .join(",");
}

class Counter {
  readonly values = new Map<string, number>();
  constructor(readonly name: string, readonly help: string) {}
  inc(labels: Labels = {}, by = 1): void {
    const k = key(labels);
    this.values.set(k, (this.values.get(k) ?? 0) + by);
  }
  get(labels: Labels = {}): number {
    return this.values.get(key(labels)) ?? 0;
  }
  render(): string[] {
    const out = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    for (const [k, v] of this.values) out.push(`${this.name}${k ? `{${k}}` : ""} ${v}`);
    return out;
  }
}

class Gauge extends Counter {
  override render(): string[] {
    return super.render().map((l) => l.replace(/^# TYPE (\S+) counter$/, "# TYPE $1 gauge"));
  }
}

class Histogram {
  private readonly series = new Map<string, { counts: number[]; sum: number; count: number }>();
  constructor(readonly name: string, readonly help: string, readonly buckets: number[]) {}
  observe(labels: Labels, value: number): void {
    const k = key(labels);
    let s = this.series.get(k);
    if (!s) this.series.set(k, (s = { counts: this.buckets.map(() => 0), sum: 0, count: 0 }));
    this.buckets.forEach((b, i) => {
      if (value <= b) s.counts[i]! += 1;
    });
    s.sum += value;
    s.count += 1;
  }
  render(): string[] {
    const out = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [k, s] of this.series) {
      const sep = k ? `${k},` : "";
      this.buckets.forEach((b, i) => out.push(`${this.name}_bucket{${sep}le="${b}"} ${s.counts[i]}`));
      out.push(`${this.name}_bucket{${sep}le="+Inf"} ${s.count}`);
      out.push(`${this.name}_sum${k ? `{${k}}` : ""} ${s.sum}`);
      out.push(`${this.name}_count${k ? `{${k}}` : ""} ${s.count}`);
    }
    return out;
  }
}

export class ServerMetrics {
  readonly runsStarted = new Counter("goalgraph_runs_started_total", "Runs started, by graph and kind (input or resume)");
  readonly runsFinished = new Counter("goalgraph_runs_finished_total", "Runs finished, by graph and final status");
  readonly runsActive = new Gauge("goalgraph_runs_active", "Runs executing now");
  readonly runDuration = new Histogram("goalgraph_run_duration_seconds", "Wall time of a run (active time only)", RUN_BUCKETS);
  readonly interrupts = new Counter("goalgraph_interrupts_total", "Interrupts raised by runs, by kind");
  readonly conflicts = new Counter("goalgraph_run_conflicts_total", "Runs refused with 409, by code");
  readonly macroStates = new Counter("goalgraph_ggs_macro_state_total", "GGS decisions, by macro-state");
  readonly httpRequests = new Counter("goalgraph_http_requests_total", "HTTP requests, by method, route and status");
  readonly httpDuration = new Histogram("goalgraph_http_request_duration_seconds", "HTTP request latency", HTTP_BUCKETS);

  /** Hook for the graph layer: count one GGS macro-state decision (refine, change_path, …). */
  countMacroState(state: string): void {
    this.macroStates.inc({ state });
  }

  render(): string {
    const all = [
      this.runsStarted,
      this.runsFinished,
      this.runsActive,
      this.runDuration,
      this.interrupts,
      this.conflicts,
      this.macroStates,
      this.httpRequests,
      this.httpDuration,
    ];
    return `${all.flatMap((m) => m.render()).join("\n")}\n`;
  }
}
