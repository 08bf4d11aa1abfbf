/**
 * Bookkeeping every planner node shares: moving through the transition table (`transition`, the
 * only way a node changes `stage` or `pending`), idempotent bus writes keyed by the thread and the
 * step counter, trace entries (recorded through the trace port, not kept in state) and
 * active-time accounting.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { MessageType, RoleName, TraceEntry } from "../../../src/contracts/index.js";
import type { PlannerDeps, SpendSoFar } from "../deps.js";
import type { PlannerStateType, PlannerUpdate } from "../state.js";
import { advance, type ControlState, type StageEvent } from "../transitions.js";

export function threadIdOf(config: LangGraphRunnableConfig | undefined): string {
  const id = config?.configurable?.thread_id;
  return typeof id === "string" && id ? id : "local";
}

export type Transition = Pick<PlannerUpdate, "stage" | "pending"> & Required<Pick<PlannerUpdate, "last_event" | "step">>;

/**
 * The update for `event`: the control state after it (the table's `advance`, read at `from`,
 * which is where the thread is unless a run with input re-entered the table at PERCEIVE) —
 * `stage` and `pending` only where they change, so an unchanged channel is not written again —
 * with the event and the next step.
 */
export function transition(state: Pick<PlannerStateType, "stage" | "pending" | "step">, event: StageEvent, from: ControlState = state): Transition {
  const next = advance({ stage: from.stage, pending: from.pending }, event);
  return {
    ...(next.stage !== state.stage ? { stage: next.stage } : {}),
    ...(next.pending !== state.pending ? { pending: next.pending } : {}),
    last_event: event,
    step: state.step + 1,
  };
}

/** The stage after an update (its own, or the unchanged one). */
export function stageAfter(state: Pick<PlannerStateType, "stage">, update: Pick<PlannerUpdate, "stage">) {
  return update.stage ?? state.stage;
}

/**
 * Publish on the bus with a key derived from (thread, step, name): a node re-executed after a
 * crash or on resume sees the same step and so writes nothing new.
 */
export async function publish(
  deps: PlannerDeps,
  state: Pick<PlannerStateType, "step">,
  config: LangGraphRunnableConfig | undefined,
  m: { name: string; from: RoleName; to: RoleName; type: MessageType; payload: unknown },
): Promise<void> {
  const threadId = threadIdOf(config);
  await deps.bus.publish({ thread_id: threadId, from: m.from, to: m.to, type: m.type, payload: m.payload, idem_key: `${threadId}:planner:${state.step}:${m.name}` });
}

export async function publishStageChange(deps: PlannerDeps, state: Pick<PlannerStateType, "step" | "stage">, config: LangGraphRunnableConfig | undefined, update: Pick<PlannerUpdate, "stage" | "last_event">, extra: Record<string, unknown> = {}) {
  const to = stageAfter(state, update);
  if (to === state.stage && !extra.force) return;
  await publish(deps, state, config, {
    name: "stage",
    from: "controller",
    to: "operator",
    type: "stage_change",
    payload: { from: state.stage, to, event: update.last_event, ...extra },
  });
}

/**
 * Record a trace entry (phase7 §7) in the thread's trace, keyed by (step, tool) like bus writes:
 * a node re-run after a crash or on resume appends nothing new.
 */
export async function recordTrace(deps: PlannerDeps, state: Pick<PlannerStateType, "step">, config: LangGraphRunnableConfig | undefined, entry: TraceEntry): Promise<void> {
  await deps.traces?.append(threadIdOf(config), `${state.step}:${entry.tool ?? "-"}`, entry);
}

export function trace(stage: string, tool: string | null, durationMs: number, more: Partial<TraceEntry> = {}, at?: string): TraceEntry {
  return {
    stage,
    tool,
    duration_ms: Math.max(0, Math.round(durationMs)),
    confidence: more.confidence ?? null,
    cost_delta: more.cost_delta ?? 0,
    violations: more.violations ?? [],
    adaptations: more.adaptations ?? [],
    ...(at ? { at } : {}),
  };
}

/** Counters after `ms` of active work. */
export function addActive(state: Pick<PlannerStateType, "counters">, ms: number, extra: { rounds?: number; costUsd?: number } = {}) {
  const c = state.counters;
  return {
    turnRounds: c.turnRounds + (extra.rounds ?? 0),
    activeMs: c.activeMs + Math.max(0, ms),
    costUsd: c.costUsd + (extra.costUsd ?? 0),
    turnCostUsd: c.turnCostUsd + (extra.costUsd ?? 0),
  };
}

/**
 * The thread's spend so far, for the budget of a model call a node makes; today's spend across
 * threads (the daily cap) is looked up only when that call goes to a model.
 */
export async function spendSoFar(deps: PlannerDeps, state: Pick<PlannerStateType, "counters">, config: LangGraphRunnableConfig | undefined, usesModel: boolean): Promise<SpendSoFar> {
  const owner = config?.configurable?.owner;
  const daily = usesModel && deps.spend ? await deps.spend.spentToday(typeof owner === "string" ? owner : null) : 0;
  return { spend: { sessionUsd: state.counters.costUsd, turnUsd: state.counters.turnCostUsd, dailyUsd: daily } };
}

/** A human replied: a new turn starts (turn rounds and turn spend reset). */
export function newTurn(state: Pick<PlannerStateType, "counters">) {
  return { ...state.counters, turnRounds: 0, turnCostUsd: 0 };
}
