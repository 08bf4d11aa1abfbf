/**
 * Row types of the app tables, for typed Kysely queries. One interface per table; JSON columns
 * are TEXT holding JSON (SQLite has no JSON type; on PostgreSQL they may become jsonb later).
 * A migration that adds a table adds its row type here too.
 */
import type { Generated } from "kysely";

export interface BusMessagesTable {
  /** Global, monotonically increasing: the subscription cursor. */
  id: Generated<number>;
  thread_id: string;
  /** Per thread, gap-free, starting at 1. */
  seq: number;
  from_role: string;
  to_role: string;
  type: string;
  payload: string;
  at: string;
  idem_key: string;
}

export interface AuditReportsTable {
  /** Insertion order: lets listAuditReports page with a cursor. */
  n: Generated<number>;
  id: string;
  thread_id: string;
  anomaly: string;
  severity: string;
  summary: string;
  evidence: string;
  at: string;
  /** Bus message id that triggered the report. */
  message_id: number;
}

export interface MemoryEntriesTable {
  /** Integer rowid the full-text index points at (a TEXT key is not a stable rowid). */
  n: Generated<number>;
  id: string;
  kind: string;
  task_type: string;
  text: string;
  tool: string | null;
  target: string | null;
  tags: string;
  source_thread_id: string | null;
  created_at: string;
}

export interface TaxonomyTable {
  pattern_type: string;
  subtype: string;
  rationale: string;
  approved_at: string;
  thread_id: string | null;
}

export interface PlansTable {
  id: string;
  thread_id: string;
  owner: string;
  goal: string;
  pattern_type: string | null;
  pattern_subtype: string | null;
  pattern_variant: string | null;
  status: string;
  outline: string | null;
  roadmap: string | null;
  summary: string | null;
  created_at: string;
}

export interface ScheduledTasksTable {
  id: string;
  plan_id: string;
  task_id: string;
  title: string;
  start: string;
  end: string;
}

export interface TracesTable {
  thread_id: string;
  /** Per thread, gap-free, starting at 1. */
  seq: number;
  /** A TraceEntry as JSON. */
  entry: string;
  /** Unique per thread when present (007-trace-keys); rows written before that have none. */
  idem_key: string | null;
}

/** The HTTP layer's thread records (006-threads-runs); graph state stays in checkpoints. */
export interface ThreadsTable {
  thread_id: string;
  owner: string;
  graph_id: string | null;
  status: string;
  /** JSON object. */
  metadata: string;
  created_at: string;
  updated_at: string;
  state_updated_at: string;
  error: string | null;
  /** When retention last pruned the thread's checkpoints (009-replicas). */
  pruned_at?: string | null;
}

export interface RunsTable {
  run_id: string;
  thread_id: string;
  assistant_id: string;
  owner: string;
  status: string;
  /** JSON object. */
  metadata: string;
  multitask_strategy: string | null;
  created_at: string;
  updated_at: string;
  error: string | null;
  /** The replica executing the run (009-replicas); null before it started or on older rows. */
  replica?: string | null;
  /** JSON: what the run was started with (input, command, config), for a takeover. */
  kwargs?: string | null;
}

/** Who runs a thread now (009-replicas); `expires_at` in epoch ms. */
export interface ThreadLeasesTable {
  thread_id: string;
  holder: string;
  replica: string;
  expires_at: number;
}

/** A subscriber's position in the bus (009-replicas). */
export interface BusCursorsTable {
  name: string;
  cursor: number;
  /** JSON state the subscriber keeps with its position, if any. */
  state: string | null;
  updated_at: string;
}

export interface DB {
  bus_messages: BusMessagesTable;
  audit_reports: AuditReportsTable;
  memory_entries: MemoryEntriesTable;
  taxonomy: TaxonomyTable;
  plans: PlansTable;
  scheduled_tasks: ScheduledTasksTable;
  traces: TracesTable;
  threads: ThreadsTable;
  runs: RunsTable;
  thread_leases: ThreadLeasesTable;
  bus_cursors: BusCursorsTable;
}
