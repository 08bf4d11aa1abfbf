/**
 * The service's Prometheus metrics (prom-client): run and HTTP counters, one gauge, two
 * histograms, on a registry of their own so every app (and every test) counts from zero. The
 * graph layer gets the same object and calls `countMacroState` after each GGS decision.
 */
import { Counter, Gauge, Histogram, Registry } from "prom-client";

const RUN_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly registers = [this.registry];

  readonly runsStarted = new Counter({ name: "goalgraph_runs_started_total", help: "Runs started, by graph and kind (input, resume or takeover)", labelNames: ["graph", "kind"], registers: this.registers });
  readonly runsFinished = new Counter({ name: "goalgraph_runs_finished_total", help: "Runs finished, by graph and final status", labelNames: ["graph", "status"], registers: this.registers });
  readonly runsActive = new Gauge({ name: "goalgraph_runs_active", help: "Runs executing now", registers: this.registers });
  readonly runDuration = new Histogram({ name: "goalgraph_run_duration_seconds", help: "Wall time of a run (active time only)", labelNames: ["graph"], buckets: RUN_BUCKETS, registers: this.registers });
  readonly interrupts = new Counter({ name: "goalgraph_interrupts_total", help: "Interrupts raised by runs, by kind", labelNames: ["kind"], registers: this.registers });
  readonly conflicts = new Counter({ name: "goalgraph_run_conflicts_total", help: "Runs refused with 409, by code", labelNames: ["code"], registers: this.registers });
  readonly macroStates = new Counter({ name: "goalgraph_ggs_macro_state_total", help: "GGS decisions, by macro-state", labelNames: ["state"], registers: this.registers });
  readonly httpRequests = new Counter({ name: "goalgraph_http_requests_total", help: "HTTP requests, by method, route and status", labelNames: ["method", "route", "status"], registers: this.registers });
  readonly httpDuration = new Histogram({ name: "goalgraph_http_request_duration_seconds", help: "HTTP request latency", labelNames: ["route"], buckets: HTTP_BUCKETS, registers: this.registers });

  /** Hook for the graph layer: count one GGS macro-state decision (refine, change_path, …). */
  countMacroState(state: string): void {
    this.macroStates.inc({ state });
  }

  /** The `Content-Type` of `render()`'s text. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** Every metric in the Prometheus text exposition format. */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}
