/**
 * BudgetManager (phase7 §7): estimate before a call, record actual usage after it, and say
 * whether the next call may run. Hard caps (session, daily) stop calls with a reason code;
 * the soft per-turn ceiling only signals "summarize and ask the user", which the controller acts on.
 *
 * State is a plain-JSON snapshot so it can live in the checkpoint. The daily figure is what this
 * session knows of today; a process that serves many sessions seeds `daily_usd` from its store
 * (e.g. the sum of today's trace cost_delta) when it builds the manager.
 */
import type { Price } from "./settings.js";
import type { TokenUsage } from "./errors.js";

export interface BudgetCaps {
  sessionUsd: number;
  dailyUsd: number;
  softTurnUsd: number;
}

export interface BudgetSnapshot {
  session_usd: number;
  turn_usd: number;
  /** Local day (YYYY-MM-DD, UTC) the daily figure belongs to; it resets when the day changes. */
  day: string;
  daily_usd: number;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  /** Models charged at the conservative default price because none was configured. */
  unpriced_models: string[];
}

export type BudgetStopCode = "SESSION_BUDGET" | "DAILY_BUDGET";

export type BudgetStatus =
  | { action: "proceed" }
  | { action: "summarize_and_ask"; reason: "TURN_SOFT_CEILING"; turn_usd: number; ceiling_usd: number }
  | { action: "stop"; code: BudgetStopCode; message: string };

export interface CostEstimate {
  model: string;
  input_tokens: number;
  output_tokens: number;
  cost_usd: number;
  /** True when the model has no configured price. */
  default_price: boolean;
}

export interface BudgetOptions {
  caps: BudgetCaps;
  prices: Record<string, Price>;
  defaultPrice: Price;
  /** Output tokens assumed for an estimate (the call's max output tokens). */
  expectedOutputTokens: number;
  /** Epoch ms; injected so day rollover is testable. */
  now: () => number;
  snapshot?: BudgetSnapshot;
  /** Told every time a hard cap refuses a call (the stage runner ends its loop on it). */
  onStop?: (status: Extract<BudgetStatus, { action: "stop" }>) => void;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round = (usd: number) => Math.round(usd * 1e8) / 1e8;

export class BudgetManager {
  private s: BudgetSnapshot;

  constructor(private readonly opts: BudgetOptions) {
    const day = dayOf(opts.now());
    this.s = opts.snapshot
      ? structuredClone(opts.snapshot)
      : { session_usd: 0, turn_usd: 0, day, daily_usd: 0, calls: 0, input_tokens: 0, output_tokens: 0, unpriced_models: [] };
  }

  /** Price per 1M tokens, and whether it is the conservative default. */
  priceOf(model: string): { price: Price; isDefault: boolean } {
    const p = this.opts.prices[model];
    return p ? { price: p, isDefault: false } : { price: this.opts.defaultPrice, isDefault: true };
  }

  costOf(model: string, usage: Pick<TokenUsage, "input_tokens" | "output_tokens">): number {
    const { price } = this.priceOf(model);
    return round((usage.input_tokens * price.input + usage.output_tokens * price.output) / 1_000_000);
  }

  /** Before a call: ~4 characters per token in, the configured max out (an upper bound; a call may ask for more). */
  estimate(model: string, promptChars: number, outputTokens?: number): CostEstimate {
    const input_tokens = Math.ceil(promptChars / 4);
    const output_tokens = outputTokens ?? this.opts.expectedOutputTokens;
    return { model, input_tokens, output_tokens, cost_usd: this.costOf(model, { input_tokens, output_tokens }), default_price: this.priceOf(model).isDefault };
  }

  private rollDay(): void {
    const today = dayOf(this.opts.now());
    if (today !== this.s.day) this.s = { ...this.s, day: today, daily_usd: 0 };
  }

  /**
   * Whether a call costing `estimateUsd` may run. Hard caps compare spend + estimate with the
   * cap, so a call that would cross it is refused before it is made.
   */
  check(estimateUsd = 0): BudgetStatus {
    this.rollDay();
    const { caps } = this.opts;
    if (this.s.session_usd + estimateUsd > caps.sessionUsd) {
      return this.stop({ action: "stop", code: "SESSION_BUDGET", message: `session budget ${caps.sessionUsd} USD: spent ${this.s.session_usd.toFixed(4)}, next call ~${estimateUsd.toFixed(4)}` });
    }
    if (this.s.daily_usd + estimateUsd > caps.dailyUsd) {
      return this.stop({ action: "stop", code: "DAILY_BUDGET", message: `daily budget ${caps.dailyUsd} USD: spent ${this.s.daily_usd.toFixed(4)} today, next call ~${estimateUsd.toFixed(4)}` });
    }
    if (this.s.turn_usd > caps.softTurnUsd) {
      return { action: "summarize_and_ask", reason: "TURN_SOFT_CEILING", turn_usd: this.s.turn_usd, ceiling_usd: caps.softTurnUsd };
    }
    return { action: "proceed" };
  }

  private stop(status: Extract<BudgetStatus, { action: "stop" }>): BudgetStatus {
    this.opts.onStop?.(status);
    return status;
  }

  /** After a call: charge its actual usage. Returns the call's cost (for trace cost_delta). */
  record(model: string, usage: Pick<TokenUsage, "input_tokens" | "output_tokens">): number {
    this.rollDay();
    const cost = this.costOf(model, usage);
    const unpriced = this.priceOf(model).isDefault && !this.s.unpriced_models.includes(model) ? [...this.s.unpriced_models, model] : this.s.unpriced_models;
    this.s = {
      ...this.s,
      session_usd: round(this.s.session_usd + cost),
      turn_usd: round(this.s.turn_usd + cost),
      daily_usd: round(this.s.daily_usd + cost),
      calls: this.s.calls + 1,
      input_tokens: this.s.input_tokens + usage.input_tokens,
      output_tokens: this.s.output_tokens + usage.output_tokens,
      unpriced_models: unpriced,
    };
    return cost;
  }

  /** A new user turn starts (the person replied): the soft ceiling counts from here. */
  startTurn(): void {
    this.s = { ...this.s, turn_usd: 0 };
  }

  snapshot(): BudgetSnapshot {
    return structuredClone(this.s);
  }
}
