/**
 * The planner runtime with GOALGRAPH_MODEL_PROVIDER=openai against the scripted loopback server:
 * a temp SQLite file, short model timeouts, and a role-aware responder that tests override per
 * role (executor, solver, validator, merger).
 */
import { sqliteHandle } from "../../src/store/db.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "@langchain/langgraph";
import { createRuntime, type Runtime } from "../../src/app/runtime.js";
import { loadConfig } from "../../src/config.js";
import { GoalReading } from "../../src/contracts/index.js";
import { readGoal } from "../../src/planning/reading/read-goal.js";
import { readReply } from "../../src/planning/reading/read-reply.js";
import { completion, type RecordedRequest, type ScriptedReply, FakeOpenAIServer } from "../fixtures/openai-server.js";
import { jsonModeTool, withQuirks, type Quirk } from "../fixtures/server-quirks.js";
import { forcedTool, lastUserText } from "../models/helpers.js";

// The offline reader trains its pattern classifier at first use. Done at import (outside any test's
// timeout), it cannot stall a fake model's reply past the client's timeout later.
readGoal("warm up", { now: "2026-12-01T08:00:00", timezone: "UTC" });

export type Role = "reader" | "reply_reader" | "elicitor" | "summarizer" | "executor" | "solver" | "validator" | "merger" | "other";

const FORCED_TOOLS = ["record_goal_reading", "record_reading_change", "ask_questions", "record_summary", "classify_turn", "record_verdicts", "record_merge_verdicts"];

/** The system message of a request (in JSON mode it names the tool or lists the tools). */
const systemOf = (req: RecordedRequest) => String(req.body?.messages?.find((m) => m.role === "system")?.content ?? "");

/**
 * Which role a request came from: the forced structured-output tool (named in tool_choice, the one
 * tool under "required"/"auto", or named in the prompt in JSON mode), or the executor's tool loop.
 */
export function roleOf(req: RecordedRequest): Role {
  const only = req.body?.tools?.length === 1 ? req.body.tools[0]!.function.name : null;
  const forced = forcedTool(req.body) ?? (only && FORCED_TOOLS.includes(only) ? only : null) ?? jsonModeTool(req);
  if (forced === "record_goal_reading") return "reader";
  if (forced === "record_reading_change") return "reply_reader";
  if (forced === "ask_questions") return "elicitor";
  if (forced === "record_summary") return "summarizer";
  if (forced === "classify_turn") return "solver";
  if (forced === "record_verdicts") return "validator";
  if (forced === "record_merge_verdicts") return "merger";
  if (forced === null && ((req.body?.tools?.length ?? 0) > 0 || /^Tools:\n- /m.test(systemOf(req)))) return "executor";
  return "other";
}

/** The stage tool offered to the executor (as a tool, or listed in the prompt in JSON mode), and the target the subtask names. */
export function executorAsk(req: RecordedRequest): { tool: string; target: string } {
  const tool = req.body?.tools?.[0]?.function.name ?? /^Tools:\n- ([\w-]+):/m.exec(systemOf(req))?.[1] ?? "none";
  const m = /"target": "([^"]+)"/.exec(lastUserText(req.body));
  return { tool, target: m?.[1] ?? "" };
}

/** Indexes of the criteria listed in a validator / merger prompt ("0. …", "1. …"). */
export function criteriaIndexes(req: RecordedRequest): number[] {
  const text = lastUserText(req.body);
  const block = /<(?:criteria|task_criteria)>([\s\S]*?)<\/(?:criteria|task_criteria)>/.exec(text)?.[1] ?? "";
  return [...block.matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));
}

const reply = (toolCalls: Array<{ name: string; args: unknown }>, content: string | null = null): ScriptedReply => ({ body: completion({ toolCalls, content }) });

/** What a reader prompt carries: the clock line, and the text between the given tags. */
export function readerAsk(req: RecordedRequest, tag: string): { now: string; timezone: string; text: string } {
  // The prompt's user message (a repair request adds another after it).
  const user = promptText(req);
  const clock = /Current time: (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) \([A-Za-z]+\), time zone (\S+)/.exec(user);
  const text = new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(user)?.[1] ?? "";
  return { now: clock ? `${clock[1]}T${clock[2]}:00` : "2026-12-01T08:00:00", timezone: clock?.[3] ?? "UTC", text };
}

/** The model-shaped reading a competent model gives: the offline reading, with its quotes. */
export function competentReading(req: RecordedRequest): Record<string, unknown> {
  const ask = readerAsk(req, "user_goal");
  const { reader, ...reading } = readGoal(ask.text, { now: ask.now, timezone: ask.timezone });
  void reader;
  return reading;
}

/** The delta a competent model gives for a reply: the offline reader's, read against the prompt's reading. */
export function competentDelta(req: RecordedRequest): Record<string, unknown> {
  const ask = readerAsk(req, "user_reply");
  const shown = JSON.parse(readerAsk(req, "current_reading").text) as Record<string, unknown> & { pattern: { type: string; subtype: string | null }; items: string[] };
  const reading = GoalReading.parse({ ...shown, pattern: { ...shown.pattern, confidence: 1 }, items: shown.items.map((title) => ({ title })) });
  const d = readReply(ask.text, reading, { now: ask.now, timezone: ask.timezone });
  return { parts: d.parts, set: d.set, clear: d.clear };
}

/** The prompt's user message (the first one: a repair request adds another after it). */
export function promptText(req: RecordedRequest): string {
  const c = (req.body?.messages ?? []).find((m) => m.role === "user")?.content;
  return typeof c === "string" ? c : JSON.stringify(c ?? "");
}

/** The JSON between two tags of the prompt. */
export function promptData<T = Record<string, unknown>>(req: RecordedRequest, tag: string): T {
  return JSON.parse(new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(promptText(req))?.[1] ?? "{}") as T;
}

/** What a competent model says when asked for each field, in English. */
export const GOOD_QUESTIONS: Record<string, string> = {
  goal_detail: "What should the finished result be, in one sentence?",
  deadline: "What is the date this has to be finished by?",
  cadence: "How many sessions a week can you manage?",
  session_length: "How many minutes can one session take?",
};

/** A summary a competent model writes from the prompt's plan: only facts the plan states. */
export function goodSummary(req: RecordedRequest): string {
  const plan = promptData<{ deadline: string | null; schedule: { sessions: number; first_session: string | null } | null }>(req, "plan");
  const s = plan.schedule;
  return `Your plan${plan.deadline ? ` runs until ${plan.deadline}` : ""}: ${s?.sessions ?? 0} sessions${s?.first_session ? `, the first on ${s.first_session.slice(0, 10)}` : ""}. Reply "approve" or "propose changes: …".`;
}

/** A competent model: reads goals and replies as they are, runs the subtask's tool on its target, classifies honestly, passes what is there. */
export const good: Record<Exclude<Role, "other">, (req: RecordedRequest) => ScriptedReply> = {
  reader: (req) => reply([{ name: "record_goal_reading", args: competentReading(req) }]),
  reply_reader: (req) => reply([{ name: "record_reading_change", args: competentDelta(req) }]),
  elicitor: (req) => {
    const { missing } = promptData<{ missing: string[] }>(req, "task");
    return reply([{ name: "ask_questions", args: { questions: missing.map((field) => ({ field, text: GOOD_QUESTIONS[field] ?? `Tell me more about ${field}?`, default: null })) } }]);
  },
  summarizer: (req) => reply([{ name: "record_summary", args: { text: goodSummary(req) } }]),
  executor: (req) => {
    const { tool, target } = executorAsk(req);
    return reply([{ name: tool, args: { target } }]);
  },
  solver: () => reply([{ name: "classify_turn", args: { classification: "progress", evidence: "the stage tool ran and returned its artifact" } }]),
  validator: (req) =>
    reply([{ name: "record_verdicts", args: { verdicts: criteriaIndexes(req).map((i) => ({ criterion_index: i, verdict: "pass", evidence: "the artifact covers it" })) } }]),
  merger: (req) =>
    reply([
      {
        name: "record_merge_verdicts",
        args: { verdicts: criteriaIndexes(req).map((i) => ({ criterion_index: i, verdict: "pass", evidence: "covered" })), summary: "one part, complete" },
      },
    ]),
};

export type Script = Partial<Record<Role, (req: RecordedRequest, n: number) => ScriptedReply>>;

export interface ModelFlow {
  server: FakeOpenAIServer;
  rt: Runtime;
  /** Requests per role so far. */
  count(role?: Role): number;
  /** What the model layer announced (each fallback it settled on, once). */
  logs: string[];
  close(): Promise<void>;
}

export interface ModelFlowOptions {
  /** How the server differs from OpenAI (test/fixtures/server-quirks.ts), applied to every reply. */
  quirks?: Quirk[];
  /** OPENAI_BASE_URL from the server's own (which ends in /v1). */
  baseUrl?: (serverBase: string) => string;
}

export const HALF_MARATHON = {
  goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.",
  timezone: "Europe/Berlin",
  now: "2026-12-01T08:00:00",
};

/** Short timeouts and a known price: 100 prompt + 20 completion tokens (the fake's usage) cost $0.0001 per call. */
export const MODEL_ENV: Record<string, string> = {
  GOALGRAPH_MODEL_TIMEOUT_MS: "2000",
  GOALGRAPH_MODEL_DEADLINE_MS: "5000",
  GOALGRAPH_MODEL_MAX_RETRIES: "1",
  GOALGRAPH_MODEL_RETRY_BASE_MS: "5",
  GOALGRAPH_MODEL_RETRY_MAX_MS: "20",
  GOALGRAPH_MODEL_MAX_OUTPUT_TOKENS: "200",
  GOALGRAPH_MODEL_PRICES: JSON.stringify(Object.fromEntries(["m-light", "m-standard", "m-heavy", "m-solver", "m"].map((m) => [m, { input: 0.5, output: 2.5 }]))),
};

/**
 * Start the loopback server and the runtime. `script` answers per role (n = the role's 0-based
 * request number); roles it leaves out answer like `good`.
 */
export async function startModelFlow(script: Script = {}, configEnv: Record<string, string> = {}, settingsEnv: Record<string, string> = {}, opts: ModelFlowOptions = {}): Promise<ModelFlow> {
  const server = await FakeOpenAIServer.start();
  const seen = new Map<Role, number>();
  const logs: string[] = [];
  const answer = (req: RecordedRequest): ScriptedReply => {
    const role = roleOf(req);
    const n = seen.get(role) ?? 0;
    seen.set(role, n + 1);
    const custom = script[role];
    if (custom) return custom(req, n);
    if (role === "other") return { status: 500, body: { error: { message: "unexpected request" } } };
    return good[role](req);
  };
  server.fallback = withQuirks(answer, ...(opts.quirks ?? []));
  const dir = mkdtempSync(join(tmpdir(), "gg-models-flow-"));
  const config = loadConfig({
    GOALGRAPH_DB: join(dir, "plans.sqlite"),
    GOALGRAPH_MODEL_PROVIDER: "openai",
    OPENAI_BASE_URL: opts.baseUrl ? opts.baseUrl(server.baseUrl) : server.baseUrl,
    OPENAI_API_KEY: "test",
    GOALGRAPH_MODEL_LIGHT: "m-light",
    GOALGRAPH_MODEL_STANDARD: "m-standard",
    GOALGRAPH_MODEL_HEAVY: "m-heavy",
    GOALGRAPH_SOLVER_MODEL: "m-solver",
    ...configEnv,
  });
  const rt = await createRuntime(config, { auditor: false, env: { ...MODEL_ENV, ...settingsEnv }, modelDeps: { log: (line) => logs.push(line) } });
  return {
    server,
    rt,
    logs,
    count: (role) => (role ? server.chatRequests.filter((r) => roleOf(r) === role).length : server.chatRequests.length),
    async close() {
      await rt.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function interruptsOf(rt: Runtime, threadId: string): Promise<Array<{ kind: string; [k: string]: unknown }>> {
  const s = await rt.planner.getState({ configurable: { thread_id: threadId } });
  return s.tasks.flatMap((t) => t.interrupts.map((i) => i.value as { kind: string }));
}

/** Run a goal, approving every approval pause, until it ends or pauses on something else. */
export async function runApproving(rt: Runtime, threadId: string, input = HALF_MARATHON, maxPauses = 6) {
  const cfg = { configurable: { thread_id: threadId, owner: "tester" } };
  let out = await rt.planner.invoke(input, cfg);
  const kinds: string[] = [];
  for (let i = 0; i < maxPauses; i++) {
    const [p] = await interruptsOf(rt, threadId);
    if (!p) break;
    kinds.push(p.kind);
    if (p.kind !== "approval") break;
    out = await rt.planner.invoke(new Command({ resume: "approve" }), cfg);
  }
  return { out, kinds, cfg };
}

/** Bus messages of a thread of one type, payloads only. */
export async function busPayloads<T = Record<string, unknown>>(rt: Runtime, threadId: string, type: string): Promise<T[]> {
  const rows = sqliteHandle(rt.db).prepare(`SELECT payload FROM bus_messages WHERE thread_id = ? AND type = ? ORDER BY seq`).all(threadId, type) as Array<{ payload: string }>;
  return rows.map((r) => JSON.parse(r.payload) as T);
}
