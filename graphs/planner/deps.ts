/**
 * What the planner graph needs from outside. Built once by the composition root
 * (src/app/deps.ts); nodes close over it and never construct I/O themselves.
 */
import type { BusPublisher } from "../../src/bus/types.js";
import type { Config } from "../../src/config.js";
import type { PatternSpec, PlanOutline, Roadmap, Schedule } from "../../src/contracts/index.js";
import type { ApprovedSubtype } from "../../src/planning/patterns.js";
import type { StageRunner } from "../../src/stages/stage-runner.js";

export interface PlannerClock {
  /** ISO-8601 instant (used as "now" when a run gives none). */
  nowIso(): string;
  /** Monotonic milliseconds for active-time accounting. */
  nowMs(): number;
}

/** Approved RFC subtypes (the taxonomy table). */
export interface TaxonomyPort {
  list(): Promise<ApprovedSubtype[]>;
  /** Idempotent by (pattern_type, name). */
  approve(entry: ApprovedSubtype & { rationale: string; threadId: string }): Promise<void>;
}

export interface PlanRecord {
  threadId: string;
  owner: string | null;
  goal: string;
  pattern: PatternSpec;
  outline: PlanOutline;
  roadmap: Roadmap | null;
  schedule: Schedule | null;
  summary: string;
}

/** Plans and scheduled_tasks rows after approval. Idempotent by thread id. */
export interface PlanStorePort {
  save(plan: PlanRecord): Promise<void>;
}

/** Daily spend per owner for the daily cap (0 offline). */
export interface SpendPort {
  spentToday(owner: string | null): Promise<number>;
}

export interface PlannerDeps {
  config: Pick<Config, "caps" | "confidence" | "flags">;
  stageRunner: StageRunner;
  bus: BusPublisher;
  clock: PlannerClock;
  taxonomy: TaxonomyPort;
  plans: PlanStorePort;
  spend?: SpendPort;
  /** Metrics hook: called once per GGS decision and interrupt. */
  onEvent?: (event: { type: "macro_state"; value: string } | { type: "interrupt"; kind: string }) => void;
}
