/**
 * Request and response schemas (zod). Requests are validated with them (unknown keys are
 * stripped, i.e. ignored); responses are documented with them in /openapi.json. Field names
 * follow the LangGraph SDK wire format (snake_case).
 */
import { z } from "zod";

export const ErrorBody = z.object({
  code: z.string().describe("Stable machine-readable error code, e.g. THREAD_BUSY"),
  message: z.string(),
  details: z.unknown().optional(),
});

export const Id = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]*$/, "must be letters, digits, '.', '_', ':' or '-'");

/**
 * Text stored as it is in a text column (assistant ids and names, store keys): no NUL, which
 * PostgreSQL's text cannot hold (JSON columns escape it and need no rule).
 */
const Text = (min: number, max: number) => z.string().min(min).max(max).regex(/^[^\u0000]*$/, "must not contain NUL");

const Metadata = z.record(z.string(), z.unknown());
const Json = z.unknown();

export const ThreadStatusZ = z.enum(["idle", "busy", "interrupted", "error"]);
export const RunStatusZ = z.enum(["pending", "running", "error", "success", "timeout", "interrupted"]);

// --- params -----------------------------------------------------------------------------------

export const ThreadParams = z.object({ thread_id: Id });
export const RunParams = z.object({ thread_id: Id, run_id: Id });
export const CheckpointParams = z.object({ thread_id: Id, checkpoint_id: z.string().min(1).max(128) });
// --- threads ----------------------------------------------------------------------------------

const Ttl = z.union([z.number().min(0), z.strictObject({ ttl: z.number().min(0), strategy: z.enum(["delete"]).nullish() })]);

const SuperstepUpdate = z.strictObject({
  values: Json.optional(),
  command: Json.optional(),
  as_node: z.string().min(1).max(256),
});

export const ThreadCreateBody = z.strictObject({
  thread_id: Id.nullish(),
  metadata: Metadata.nullish(),
  if_exists: z.enum(["raise", "do_nothing"]).nullish(),
  /** Checkpoints to write at creation, one superstep of node updates each (a thread built from another's history). */
  supersteps: z.array(z.strictObject({ updates: z.array(SuperstepUpdate).max(100) })).max(1000).nullish(),
  ttl: Ttl.nullish().describe("Accepted for compatibility; threads do not expire"),
});

export const ThreadPatchBody = z.strictObject({
  metadata: Metadata.nullish(),
  ttl: Ttl.nullish().describe("Accepted for compatibility; threads do not expire"),
});

const ThreadSelect = z.array(z.enum(["thread_id", "created_at", "updated_at", "state_updated_at", "metadata", "config", "context", "status", "values", "interrupts", "error"]));

export const ThreadSearchBody = z.strictObject({
  ids: z.array(Id).max(1000).nullish(),
  metadata: Metadata.nullish(),
  values: Metadata.nullish().describe("Threads whose current values have these keys equal"),
  status: ThreadStatusZ.nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
  sort_by: z.enum(["thread_id", "status", "created_at", "updated_at", "state_updated_at"]).nullish(),
  sort_order: z.enum(["asc", "desc"]).nullish(),
  select: ThreadSelect.nullish(),
});

export const ThreadCountBody = z.strictObject({
  metadata: Metadata.nullish(),
  values: Metadata.nullish(),
  status: ThreadStatusZ.nullish(),
});

const CheckpointRef = z.object({
  thread_id: z.string().max(128).nullish(),
  checkpoint_id: z.string().min(1).max(128).nullish(),
  checkpoint_ns: z.string().max(512).nullish(),
  checkpoint_map: z.record(z.string(), z.unknown()).nullish(),
});
export type CheckpointRef = z.infer<typeof CheckpointRef>;

export const HistoryBody = z.strictObject({
  limit: z.number().int().min(1).max(1000).nullish(),
  /** A checkpoint id, a RunnableConfig (`{configurable: {checkpoint_id}}`) or a Checkpoint object. */
  before: z
    .union([
      z.string().min(1).max(128),
      z.object({ configurable: z.object({ checkpoint_id: z.string().min(1).max(128) }).passthrough() }),
      z.object({ checkpoint_id: z.string().min(1).max(128) }).passthrough(),
    ])
    .nullish(),
  metadata: Metadata.nullish(),
  checkpoint: CheckpointRef.nullish(),
});

export const StateQuery = z.object({ subgraphs: z.enum(["true", "false", "1", "0"]).optional() });

export const StateCheckpointBody = z.strictObject({ checkpoint: CheckpointRef, subgraphs: z.boolean().nullish() });

export const UpdateStateBody = z.strictObject({
  values: Json,
  checkpoint_id: z.string().min(1).max(128).nullish(),
  checkpoint: CheckpointRef.nullish(),
  as_node: z.string().min(1).max(256).nullish(),
});

export const PatchStateBody = z.strictObject({ metadata: Metadata });

// --- runs -------------------------------------------------------------------------------------

/** SDK stream modes we serve, plus "bus" (the thread's bus messages during the run). */
export const StreamModeZ = z.enum(["values", "updates", "custom", "messages", "messages-tuple", "debug", "tasks", "checkpoints", "events", "tools", "bus"]);
export type StreamModeName = z.infer<typeof StreamModeZ>;

const Breakpoints = z.union([z.literal("*"), z.array(z.string().min(1).max(256))]);
const SendZ = z.strictObject({ node: z.string().min(1).max(256), input: Json.optional() });

/** Every field the LangGraph SDK sends for a run; anything else is refused (422) rather than ignored. */
export const RunCreateBody = z.strictObject({
  assistant_id: Text(1, 128),
  input: Json.optional(),
  command: z
    .strictObject({
      resume: Json.optional().describe(
        "The reply: a string, {text, interrupt_id?, kind?} to pin the interrupt it answers, Agent Inbox's [HumanResponse] or Agent Chat UI's {decisions: […]}",
      ),
      update: Json.optional(),
      goto: z.union([z.string().min(1).max(256), SendZ, z.array(z.union([z.string().min(1).max(256), SendZ]))]).nullish(),
    })
    .nullish(),
  config: z
    .object({
      configurable: z.record(z.string(), z.unknown()).nullish(),
      recursion_limit: z.number().int().min(1).max(10_000).nullish(),
      tags: z.array(z.string()).nullish(),
      metadata: Metadata.nullish(),
      run_name: z.string().nullish(),
      max_concurrency: z.number().int().min(1).nullish(),
    })
    .strict()
    .nullish(),
  context: Json.optional(),
  metadata: Metadata.nullish(),
  stream_mode: z.union([StreamModeZ, z.array(StreamModeZ).max(11)]).nullish(),
  stream_subgraphs: z.boolean().nullish(),
  stream_resumable: z.boolean().nullish().describe("Accepted; every run's events are replayable while it runs and for 5 minutes after"),
  feedback_keys: z.array(z.string()).nullish().describe("Accepted for compatibility; there is no LangSmith feedback here"),
  interrupt_before: Breakpoints.nullish(),
  interrupt_after: Breakpoints.nullish(),
  checkpoint_id: z.string().min(1).max(128).nullish(),
  checkpoint: CheckpointRef.nullish(),
  checkpoint_during: z.boolean().nullish(),
  durability: z.enum(["sync", "async", "exit"]).nullish(),
  webhook: z.string().min(1).max(2048).nullish(),
  if_not_exists: z.enum(["create", "reject"]).nullish(),
  multitask_strategy: z.enum(["reject", "interrupt", "rollback", "enqueue"]).nullish(),
  on_completion: z.enum(["delete", "keep"]).nullish(),
  on_disconnect: z.enum(["cancel", "continue"]).nullish(),
  after_seconds: z.number().min(0).max(86_400).nullish(),
  langsmith_tracer: z.object({ project_name: z.string().nullish(), example_id: z.string().nullish() }).nullish(),
});
export type RunCreateBody = z.infer<typeof RunCreateBody>;

export const RunListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  status: RunStatusZ.optional(),
  select: z.union([z.string(), z.array(z.string())]).optional(),
});

export const CancelQuery = z.object({
  wait: z.enum(["true", "false", "1", "0"]).optional(),
  action: z.enum(["interrupt", "rollback"]).optional(),
});

const StreamModeQueryValue = z.union([StreamModeZ, z.array(StreamModeZ)]);
export const JoinStreamQuery = z.object({
  stream_mode: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((s, ctx) => {
      if (s === undefined) return undefined;
      // The SDK sends a single mode as-is and several as a JSON array (or a repeated parameter).
      let v: unknown = s;
      if (typeof s === "string" && s.startsWith("[")) {
        try {
          v = JSON.parse(s);
        } catch {
          ctx.addIssue({ code: "custom", message: "not a JSON array" });
          return z.NEVER;
        }
      }
      const r = StreamModeQueryValue.safeParse(v);
      if (!r.success) {
        ctx.addIssue({ code: "custom", message: "unknown stream mode" });
        return z.NEVER;
      }
      return Array.isArray(r.data) ? r.data : [r.data];
    }),
  cancel_on_disconnect: z.string().optional(),
});

// --- assistants -------------------------------------------------------------------------------

export const AssistantParams = z.object({ assistant_id: Text(1, 128) });

const AssistantConfig = z.record(z.string(), z.unknown());

export const AssistantCreateBody = z.strictObject({
  graph_id: Text(1, 128),
  assistant_id: Text(1, 128).nullish(),
  config: AssistantConfig.nullish(),
  context: z.record(z.string(), z.unknown()).nullish(),
  metadata: Metadata.nullish(),
  if_exists: z.enum(["raise", "do_nothing"]).nullish(),
  name: Text(0, 256).nullish(),
  description: Text(0, 4096).nullish(),
});

export const AssistantPatchBody = z.strictObject({
  graph_id: Text(1, 128).nullish(),
  config: AssistantConfig.nullish(),
  context: z.record(z.string(), z.unknown()).nullish(),
  metadata: Metadata.nullish(),
  name: Text(0, 256).nullish(),
  description: Text(0, 4096).nullish(),
});

export const AssistantSearchBody = z.strictObject({
  graph_id: Text(0, 128).nullish(),
  name: Text(0, 256).nullish(),
  metadata: Metadata.nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
  sort_by: z.enum(["assistant_id", "graph_id", "name", "created_at", "updated_at"]).nullish(),
  sort_order: z.enum(["asc", "desc"]).nullish(),
  select: z.array(z.string()).nullish(),
});

export const AssistantCountBody = z.strictObject({
  graph_id: Text(0, 128).nullish(),
  name: Text(0, 256).nullish(),
  metadata: Metadata.nullish(),
});

export const AssistantVersionsBody = z.strictObject({
  metadata: Metadata.nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
});

export const AssistantLatestBody = z.strictObject({ version: z.number().int().min(1) });

export const AssistantDeleteQuery = z.object({ delete_threads: z.enum(["true", "false", "1", "0"]).optional() });

export const AssistantGraphQuery = z.object({ xray: z.union([z.enum(["true", "false"]), z.coerce.number().int().min(0)]).optional() });

export const SubgraphsParams = z.object({ assistant_id: Text(1, 128), namespace: z.string().min(1).max(512).optional() });
export const SubgraphsQuery = z.object({ recurse: z.enum(["true", "false", "1", "0"]).optional() });

// --- store ------------------------------------------------------------------------------------

const NamespaceZ = z.array(Text(1, 256).regex(/^[^.]*$/, "must not contain '.'")).max(32);

export const StorePutBody = z.strictObject({
  namespace: NamespaceZ.min(1),
  key: Text(1, 1024),
  value: z.record(z.string(), z.unknown()),
  index: z.union([z.literal(false), z.array(z.string())]).nullish().describe("Accepted; there is no vector index here"),
  ttl: z.number().min(0).nullish().describe("Accepted; items do not expire"),
});

export const StoreGetQuery = z.object({
  namespace: z.string().max(4096).optional(),
  key: Text(1, 1024),
  refresh_ttl: z.string().optional(),
});

export const StoreDeleteBody = z.strictObject({ namespace: NamespaceZ.min(1), key: Text(1, 1024) });

export const StoreSearchBody = z.strictObject({
  namespace_prefix: NamespaceZ.nullish(),
  filter: z.record(z.string(), z.unknown()).nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
  query: z.string().max(4096).nullish().describe("Accepted; there is no semantic search here, items are not ranked"),
  refresh_ttl: z.boolean().nullish(),
});

export const StoreNamespacesBody = z.strictObject({
  prefix: z.array(z.string()).nullish(),
  suffix: z.array(z.string()).nullish(),
  max_depth: z.number().int().min(1).nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
});

export const TruncateBody = z.strictObject({
  runs: z.boolean().nullish(),
  threads: z.boolean().nullish(),
  assistants: z.boolean().nullish(),
  store: z.boolean().nullish(),
  checkpoint: z.boolean().nullish(),
});

// --- plans ------------------------------------------------------------------------------------

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export function planCreateBody(maxGoalChars: number) {
  // Strict: a misspelt field (`time_zone`, a busy block's `titel`) is 422 UNKNOWN_FIELD, never dropped.
  return z.strictObject({
    goal: z.string().trim().min(1, "must not be empty").max(maxGoalChars, `must be at most ${maxGoalChars} characters`),
    timezone: z.string().min(1).max(64).refine(isTimeZone, "must be an IANA time zone, e.g. Europe/Berlin"),
    now: z.iso
      .datetime({ offset: true, local: true })
      .optional()
      .describe("Override the current time: ISO-8601 with an offset, or without one for wall time in `timezone`"),
    policy: z.record(z.string(), z.unknown()).optional().describe("InteractionPolicy overrides"),
    calendar: z
      .array(z.strictObject({ start: z.iso.datetime({ offset: true, local: true }), end: z.iso.datetime({ offset: true, local: true }), title: z.string().max(200).optional() }))
      .max(2000)
      .optional()
      .describe("Busy blocks the schedule must avoid; without an offset a time is wall time in `timezone`"),
    calendar_ics: z
      .string()
      .min(1)
      .optional()
      .describe("Busy time as iCalendar text (RFC 5545): recurring events are expanded in the plan's horizon, all-day events block whole days"),
  });
}

export function planReplyBody(maxChars: number) {
  return z.strictObject({
    text: z.string().trim().min(1, "must not be empty").max(maxChars, `must be at most ${maxChars} characters`),
    interrupt_id: z.string().min(1).max(128).optional().describe("The question being answered; a stale id is refused with 409"),
  });
}

export const PlanStatusZ = z.enum(["complete", "awaiting_reply", "running", "needs_clarification", "needs_scheduling_escalation", "aborted"]);

export const PendingQuestion = z
  .object({ interrupt_id: z.string().nullable(), kind: z.string().nullable(), question: z.string().nullable(), value: Json })
  .nullable();

export const PlanTurnResponse = z.object({
  thread_id: z.string(),
  status: PlanStatusZ,
  question: PendingQuestion,
});

export const PlanViewResponse = z.object({
  thread_id: z.string(),
  status: PlanStatusZ,
  stage: z.string().nullable(),
  pattern: Json,
  outline: Json,
  roadmap: Json,
  schedule: z.object({ blocks: z.array(z.object({ task_id: z.string(), start: z.string(), end: z.string() })) }),
  unplaced: z
    .array(z.object({ task: z.string(), task_id: z.string(), count: z.number().int(), reason: z.string() }))
    .optional()
    .describe("Work the schedule could not place, per task (its title), with why"),
  loss_history: z.array(Json),
  trace: z.array(Json),
  cost: Json,
  exit_reason: Json.optional().describe("Why the plan stopped (aborted, escalated): {code, message, details?}"),
  question: PendingQuestion,
});

export const EventsQuery = z.object({
  after: z.coerce.number().int().min(0).optional().describe("Replay messages with seq > after (same as Last-Event-ID)"),
  follow: z.enum(["true", "false", "1", "0"]).optional().describe("false: replay and end instead of staying open"),
});

export const AuditQuery = z.object({
  thread_id: Id.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

// --- responses (documentation) ----------------------------------------------------------------

const ApiCheckpoint = z.object({
  thread_id: z.string(),
  checkpoint_ns: z.string(),
  checkpoint_id: z.string().nullable(),
  checkpoint_map: z.record(z.string(), z.unknown()).nullable(),
});
const ApiInterrupt = z.object({ id: z.string().optional(), value: Json });

export const ThreadResponse = z.object({
  thread_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  state_updated_at: z.string(),
  metadata: Metadata,
  status: ThreadStatusZ,
  values: Json,
  interrupts: z.record(z.string(), z.array(ApiInterrupt)),
  error: z.string().nullable(),
});

export const ThreadStateResponse = z.object({
  values: Json,
  next: z.array(z.string()),
  tasks: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      error: z.string().nullable(),
      interrupts: z.array(ApiInterrupt),
      path: z.array(z.unknown()).optional().describe("Where the task was scheduled, e.g. [\"__pregel_pull\", \"agent\"]"),
      checkpoint: z.record(z.string(), z.unknown()).nullable().describe("A subgraph task's namespace {thread_id, checkpoint_ns}"),
      state: Json.describe("A subgraph task's own state, with ?subgraphs=true; null otherwise"),
      result: Json,
    }),
  ),
  checkpoint: ApiCheckpoint,
  metadata: Metadata,
  created_at: z.string().nullable(),
  parent_checkpoint: ApiCheckpoint.nullable(),
});

export const UpdateStateResponse = z.object({
  checkpoint: ApiCheckpoint.partial(),
  configurable: z.record(z.string(), z.unknown()),
});

export const RunResponse = z.object({
  run_id: z.string(),
  thread_id: z.string(),
  assistant_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  status: RunStatusZ,
  metadata: Metadata,
  multitask_strategy: z.string().nullable(),
  error: z.string().nullable(),
});

export const RunOutputResponse = z
  .record(z.string(), z.unknown())
  .describe("Final thread values; `__interrupt__: [{id, value}]` when paused; `__error__: {error, message}` when the run failed");

export const StoreItemResponse = z.object({
  namespace: z.array(z.string()),
  key: z.string(),
  value: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});

export const AssistantVersionResponse = z.object({
  assistant_id: z.string(),
  version: z.number(),
  graph_id: z.string(),
  config: z.record(z.string(), z.unknown()),
  context: Json,
  metadata: Metadata,
  name: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
});

export const AssistantResponse = z.object({
  assistant_id: z.string(),
  graph_id: z.string(),
  config: z.record(z.string(), z.unknown()),
  context: Json,
  metadata: Metadata,
  name: z.string(),
  description: z.string().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const SseResponse = z.string().describe("text/event-stream: `id:`, `event:`, `data:` (JSON) frames");
