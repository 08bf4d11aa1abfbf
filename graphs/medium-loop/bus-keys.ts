/**
 * Idempotent publishing for medium-loop nodes: every message's idem_key is derived from
 * (task, scope, round, node, index) — never from a random id or the clock — so a node that
 * LangGraph re-executes publishes the same keys and the bus stores each message once.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { BusMessage, MessageType, RoleName } from "../../src/contracts/index.js";
import type { BusPublisher } from "../../src/bus/types.js";

export type MediumLoopNodeName = "plan" | "executeSubtask" | "metaValidate" | "solveGradient";

export interface KeyScope {
  taskId: string;
  /** Per-stage scope set by the controller; "" when the task id alone is unique. */
  scope: string;
  round: number;
}

function ownerOf(s: { taskId: string; scope: string }): string {
  return s.scope ? `${s.taskId}/${s.scope}` : s.taskId;
}

export function idemKey(s: KeyScope, node: MediumLoopNodeName, index: string | number): string {
  return `${ownerOf(s)}:r${s.round}:${node}:${index}`;
}

/** A failed approach is one fact per task and tool, whichever round restated it: no round in the key. */
export function failedApproachKey(s: { taskId: string; scope: string }, tool: string): string {
  return `${ownerOf(s)}:plan:memory:${tool}`;
}

/** The checkpoint thread when there is one; the task id otherwise (tests without a checkpointer). */
export function threadIdOf(config: LangGraphRunnableConfig | undefined, fallback: string): string {
  const id = config?.configurable?.["thread_id"];
  return typeof id === "string" && id !== "" ? id : fallback;
}

export type NodePublish = (m: { from: RoleName; to: RoleName; type: MessageType; payload: unknown; key: string | number }) => Promise<BusMessage>;

/** A publish function bound to one node invocation: callers give only the index part of the key. */
export function nodePublisher(bus: BusPublisher, threadId: string, scope: KeyScope, node: MediumLoopNodeName): NodePublish {
  return (m) =>
    bus.publish({ thread_id: threadId, from: m.from, to: m.to, type: m.type, payload: m.payload, idem_key: idemKey(scope, node, m.key) });
}
