/**
 * Human-in-the-loop UIs (Agent Inbox, Agent Chat UI) for graphs whose interrupts ask a question
 * and say which replies they take — the planner's payloads: `{kind, question, call_to_action,
 * accepts: ["approve", "reject", "propose changes: <…>"], reask}`.
 *
 * Out: each such interrupt value also carries
 *   - Agent Inbox's HumanInterrupt: `action_request {action, args}`, `config {allow_accept,
 *     allow_respond, allow_edit, allow_ignore}`, a markdown `description`;
 *   - LangChain's HITL middleware shape (Agent Chat UI, newer Agent Inbox): `action_requests
 *     [{name, args, description}]`, `review_configs [{action_name, allowed_decisions}]`.
 * In: a resume as Agent Inbox sends it (`[HumanResponse]`) or as the middleware's clients do
 * (`{decisions: […]}`) becomes the reply text the graph's grammar reads:
 *   accept / approve          → the accepting word ("approve"; "retry" for a blocker)
 *   response, reject + text   → the text itself
 *   edit                      → "propose changes: <args.changes>" (where changes are offered)
 *   ignore, reject            → the declining word ("reject", "abandon", "cancel")
 */
import type { HumanInTheLoopAdapter, PendingInterrupt } from "./service-ports.js";

const ACCEPTING = ["approve", "retry", "accept", "continue", "yes"];
const DECLINING = ["reject", "abandon", "cancel", "stop", "no"];

interface Asking {
  kind?: string;
  question: string;
  call_to_action?: string;
  accepts?: unknown;
  reask?: string | null;
}

interface Choices {
  accept?: string;
  decline?: string;
  /** The text a change request starts with ("propose changes: "), when the question takes one. */
  editPrefix?: string;
}

function isAsking(v: unknown): v is Asking {
  return !!v && typeof v === "object" && !Array.isArray(v) && typeof (v as { question?: unknown }).question === "string";
}

function choicesOf(v: Asking): Choices {
  const accepts = Array.isArray(v.accepts) ? v.accepts.filter((a): a is string => typeof a === "string").map((a) => a.trim()) : [];
  const lower = accepts.map((a) => a.toLowerCase());
  const edit = accepts.find((a) => /^[^<]+:\s*</.test(a));
  return {
    ...(lower.find((a) => ACCEPTING.includes(a)) ? { accept: lower.find((a) => ACCEPTING.includes(a))! } : {}),
    ...(lower.find((a) => DECLINING.includes(a)) ? { decline: lower.find((a) => DECLINING.includes(a))! } : {}),
    ...(edit ? { editPrefix: `${edit.slice(0, edit.indexOf(":") + 1)} ` } : {}),
  };
}

function description(v: Asking): string {
  const parts = [v.reask ? `> ${v.reask}` : "", `**${v.question}**`, v.call_to_action ?? ""];
  return parts.filter(Boolean).join("\n\n");
}

export function presentForHumans(value: unknown): unknown {
  if (!isAsking(value)) return value;
  const c = choicesOf(value);
  const action = value.kind ?? "reply";
  const args: Record<string, unknown> = c.editPrefix ? { changes: "" } : {};
  const text = description(value);
  return {
    ...value,
    action_request: { action, args },
    config: { allow_accept: !!c.accept, allow_respond: true, allow_edit: !!c.editPrefix, allow_ignore: !!c.decline },
    description: text,
    action_requests: [{ name: action, args, description: text }],
    review_configs: [
      {
        action_name: action,
        allowed_decisions: [c.accept ? "approve" : null, c.editPrefix ? "edit" : null, "reject"].filter((d): d is string => d !== null),
      },
    ],
  };
}

interface UiReply {
  type: string;
  args?: unknown;
  message?: unknown;
  edited_action?: unknown;
}

function isUiReply(v: unknown): v is UiReply {
  return !!v && typeof v === "object" && !Array.isArray(v) && typeof (v as { type?: unknown }).type === "string";
}

/** The edited arguments of an edit, whichever client sent it. */
function editedArgs(r: UiReply): Record<string, unknown> {
  const action = (r.edited_action ?? r.args) as { args?: unknown } | undefined;
  const args = action && typeof action === "object" ? action.args : undefined;
  return args && typeof args === "object" ? (args as Record<string, unknown>) : {};
}

function textOf(r: UiReply): string | undefined {
  const t = typeof r.args === "string" ? r.args : typeof r.message === "string" ? r.message : undefined;
  return t?.trim() ? t.trim() : undefined;
}

/** One UI reply as the reply text for `asking`; undefined when it cannot be one. */
function replyText(r: UiReply, asking: Asking | undefined): string | undefined {
  const c = asking ? choicesOf(asking) : {};
  switch (r.type) {
    case "accept":
    case "approve":
      return c.accept ?? "approve";
    case "response":
    case "respond":
      return textOf(r);
    case "edit": {
      const args = editedArgs(r);
      const changes = typeof args.changes === "string" ? args.changes : Object.keys(args).length ? JSON.stringify(args) : "";
      if (!changes.trim()) return undefined;
      return `${c.editPrefix ?? "propose changes: "}${changes.trim()}`;
    }
    case "reject":
      return textOf(r) ?? c.decline ?? "reject";
    case "ignore":
      return c.decline ?? "reject";
    default:
      return undefined;
  }
}

export function readHumanReply(resume: unknown, pending: PendingInterrupt[]): unknown {
  const asking = pending.map((p) => p.value).find(isAsking);
  let replies: unknown[] | undefined;
  if (Array.isArray(resume)) replies = resume;
  else if (resume && typeof resume === "object" && Array.isArray((resume as { decisions?: unknown }).decisions)) replies = (resume as { decisions: unknown[] }).decisions;
  else if (isUiReply(resume)) replies = [resume];
  if (!replies || replies.length === 0 || !replies.every(isUiReply)) return undefined;
  // One question is pending at a time; its reply is the first one.
  return replyText(replies[0] as UiReply, asking);
}

/** The adapter for graphs whose interrupts follow the question-and-accepts convention (the planner). */
export const replyGrammarAdapter: HumanInTheLoopAdapter = {
  present: presentForHumans,
  reply: readHumanReply,
};
