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

const Metadata = z.record(z.string(), z.unknown());
const Json = z.unknown();

export const ThreadStatusZ = z.enum(["idle", "busy", "interrupted", "error"]);
export const RunStatusZ = z.enum(["pending", "running", "error", "success", "timeout", "interrupted"]);

// --- params -----------------------------------------------------------------------------------

export const ThreadParams = z.object({ thread_id: Id });
export const RunParams = z.object({ thread_id: Id, run_id: Id });
export const CheckpointParams = z.object({ thread_id: Id, checkpoint_id: z.string().min(1).max(128) });
export const AssistantParams = z.object({ assistant_id: z.string().min(1).max(128) });

// --- threads ----------------------------------------------------------------------------------

export const ThreadCreateBody = z.object({
  thread_id: Id.nullish(),
  metadata: Metadata.nullish(),
  if_exists: z.enum(["raise", "do_nothing"]).nullish(),
});

export const ThreadSearchBody = z.object({
  ids: z.array(Id).max(1000).nullish(),
  metadata: Metadata.nullish(),
  status: ThreadStatusZ.nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
  sort_by: z.enum(["thread_id", "status", "created_at", "updated_at", "state_updated_at"]).nullish(),
  sort_order: z.enum(["asc", "desc"]).nullish(),
});

const CheckpointRef = z.object({
  checkpoint_id: z.string().min(1).max(128).nullish(),
  checkpoint_ns: z.string().max(512).nullish(),
});

export const HistoryBody = z.object({
  limit: z.number().int().min(1).max(1000).nullish(),
  /** A checkpoint id, a RunnableConfig (`{configurable: {checkpoint_id}}`) or a Checkpoint object. */
  before: z
    .union([
      z.string().min(1).max(128),
      z.object({ configurable: z.object({ checkpoint_id: z.string().min(1).max(128) }) }),
      z.object({ checkpoint_id: z.string().min(1).max(128) }),
    ])
    .nullish(),
  metadata: Metadata.nullish(),
  checkpoint: CheckpointRef.nullish(),
});

export const StateCheckpointBody = z.object({ checkpoint: CheckpointRef, subgraphs: z.boolean().nullish() });

export const UpdateStateBody = z.object({
  values: Json,
  checkpoint_id: z.string().min(1).max(128).nullish(),
  checkpoint: CheckpointRef.nullish(),
  as_node: z.string().min(1).max(256).nullish(),
});

// --- runs -------------------------------------------------------------------------------------

/** SDK stream modes we serve, plus "bus" (the thread's bus messages during the run). */
export const StreamModeZ = z.enum(["values", "updates", "custom", "messages", "messages-tuple", "debug", "tasks", "checkpoints", "bus"]);
export type StreamModeName = z.infer<typeof StreamModeZ>;

const Breakpoints = z.union([z.literal("*"), z.array(z.string().min(1).max(256))]);

export const RunCreateBody = z.object({
  assistant_id: z.string().min(1).max(128),
  input: z.record(z.string(), z.unknown()).nullish(),
  command: z
    .object({
      resume: Json.optional().describe("The reply: a string, or {text, interrupt_id?, kind?} to pin the interrupt it answers"),
      update: Json.optional(),
      goto: Json.optional(),
    })
    .nullish(),
  config: z
    .object({
      configurable: z.record(z.string(), z.unknown()).nullish(),
      recursion_limit: z.number().int().min(1).max(10_000).nullish(),
      tags: z.array(z.string()).nullish(),
    })
    .nullish(),
  context: Json.optional(),
  metadata: Metadata.nullish(),
  stream_mode: z.union([StreamModeZ, z.array(StreamModeZ).max(9)]).nullish(),
  stream_subgraphs: z.boolean().nullish(),
  interrupt_before: Breakpoints.nullish(),
  interrupt_after: Breakpoints.nullish(),
  checkpoint_id: z.string().min(1).max(128).nullish(),
  checkpoint: CheckpointRef.nullish(),
  if_not_exists: z.enum(["create", "reject"]).nullish(),
  multitask_strategy: z.enum(["reject", "interrupt", "rollback", "enqueue"]).nullish(),
});
export type RunCreateBody = z.infer<typeof RunCreateBody>;

export const RunListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

const StreamModeQueryValue = z.union([StreamModeZ, z.array(StreamModeZ)]);
export const JoinStreamQuery = z.object({
  stream_mode: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (s === undefined) return undefined;
      // The SDK sends a single mode as-is and several as a JSON array.
      let v: unknown = s;
      if (s.startsWith("[")) {
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

export const AssistantSearchBody = z.object({
  graph_id: z.string().max(128).nullish(),
  name: z.string().max(256).nullish(),
  metadata: Metadata.nullish(),
  limit: z.number().int().min(1).max(1000).nullish(),
  offset: z.number().int().min(0).nullish(),
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
  return z.object({
    goal: z.string().trim().min(1, "must not be empty").max(maxGoalChars, `must be at most ${maxGoalChars} characters`),
    timezone: z.string().min(1).max(64).refine(isTimeZone, "must be an IANA time zone, e.g. Europe/Berlin"),
    now: z.iso
      .datetime({ offset: true, local: true })
      .optional()
      .describe("Override the current time: ISO-8601 with an offset, or without one for wall time in `timezone`"),
    policy: z.record(z.string(), z.unknown()).optional().describe("InteractionPolicy overrides"),
    calendar: z
      .array(z.object({ start: z.iso.datetime({ offset: true, local: true }), end: z.iso.datetime({ offset: true, local: true }), title: z.string().max(200).optional() }))
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
  return z.object({
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
      checkpoint: ApiCheckpoint.nullable(),
      state: z.null(),
      result: Json.optional(),
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
