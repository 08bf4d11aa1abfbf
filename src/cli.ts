/**
 * goalgraph command line.
 *   serve   the HTTP service (flags override GOALGRAPH_PORT / _HOST / _DB / _CONFIG); --config
 *           serves the graphs a langgraph.json names beside the planner
 *   plan    plan a goal in-process on SQLite, with live progress on stderr
 *   resume  answer a paused thread from the database (any process)
 *   migrate bring the database's schema up to date (a deploy step; safe to repeat, safe beside running replicas)
 * With --json the last line of stdout is {thread_id, status, pattern, outline, roadmap, schedule, final}.
 */
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { Command } from "@langchain/langgraph";
import { planStatus } from "./app/plan-port.js";
import { busyForPlan } from "./calendar/busy-window.js";
import { createProgressDisplay, isLiveTerminal } from "./cli-progress.js";
import { createRuntime, type Runtime } from "./app/runtime.js";
import { loadConfig, type Config } from "./config.js";
import { GoalgraphError, isGoalgraphError } from "./errors.js";
import type { PendingInterrupt } from "./server/service-ports.js";

const USAGE = `usage:
  goalgraph serve  [--port 8123] [--host 127.0.0.1] [--db data/goalgraph.sqlite] [--config langgraph.json]
  goalgraph plan   "<goal>" [--tz Zone] [--now ISO] [--policy file.json] [--busy file.ics] [--auto-approve] [--json] [--db path] [--thread id]
  goalgraph resume <thread_id> "<reply>" [--auto-approve] [--json] [--db path]
  goalgraph migrate [--db path|postgres://…]
--db takes a SQLite path or a postgres:// URL (GOALGRAPH_DB / GOALGRAPH_DATABASE_URL).
`;

export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}

class UsageError extends GoalgraphError {
  constructor(message: string) {
    super("USAGE", message, { status: 400 });
  }
}

function configWith(overrides: Record<string, string | undefined>): Config {
  const env = { ...process.env };
  // --db postgres://… names the PostgreSQL database rather than a SQLite file.
  const db = overrides.GOALGRAPH_DB;
  if (db !== undefined && /^postgres(ql)?:\/\//.test(db)) {
    overrides = { ...overrides, GOALGRAPH_DB: undefined, GOALGRAPH_DATABASE_URL: db };
  }
  for (const [k, v] of Object.entries(overrides)) if (v !== undefined) env[k] = v;
  return loadConfig(env);
}

async function migrate(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { db: { type: "string" } }, strict: true });
  const { migrateDatabase } = await import("./app/runtime.js");
  const r = await migrateDatabase(configWith({ GOALGRAPH_DB: values.db }));
  process.stdout.write(`${r.database}: schema up to date (${r.migrations} migrations)\n`);
  return 0;
}

async function serve(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: "string" }, host: { type: "string" }, db: { type: "string" }, config: { type: "string" } },
    strict: true,
  });
  const config = configWith({ GOALGRAPH_PORT: values.port, GOALGRAPH_HOST: values.host, GOALGRAPH_DB: values.db, GOALGRAPH_CONFIG: values.config });
  const { startService } = await import("./app/service.js");
  const { closeOnSignals } = await import("./server/server.js");
  const { app } = await startService(config, packageVersion(), { warn: (m) => process.stderr.write(`goalgraph: warning: ${m}\n`) });
  void closeOnSignals(app).then(() => process.exit(0));
  return 0;
}

// ── plan / resume ────────────────────────────────────────────────────────────────────────────

interface InteractionOptions {
  autoApprove: boolean;
  json: boolean;
}

async function pendingInterrupts(rt: Runtime, threadId: string): Promise<{ values: Record<string, unknown>; interrupts: PendingInterrupt[]; next: string[] }> {
  const s = await rt.planner.getState({ configurable: { thread_id: threadId } });
  const interrupts = s.tasks.flatMap((t) =>
    (t.interrupts ?? []).map((i) => ({ id: i.id, value: i.value, kind: (i.value as { kind?: string } | undefined)?.kind })),
  );
  return { values: s.values as Record<string, unknown>, interrupts, next: [...s.next] };
}

function autoReply(kind: string | undefined): string | null {
  if (kind === "approval" || kind === "rfc") return "approve";
  if (kind === "blocker") return "abandon";
  return null;
}

async function drive(rt: Runtime, threadId: string, first: unknown, opts: InteractionOptions): Promise<number> {
  const config = { configurable: { thread_id: threadId, owner: "cli" } };
  // A live status line on a terminal, plain lines otherwise (see cli-progress.ts).
  const progress = createProgressDisplay(process.stderr, { live: isLiveTerminal(process.stderr) });
  const sub = rt.bus.subscribe((m) => progress.onMessage(m), { threadId, afterId: await rt.bus.head() });
  const rl = opts.autoApprove ? null : createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY === true });
  // End of input (a closed or piped-out stdin) means "no reply": the thread stays paused.
  const closed = new Promise<null>((resolve) => rl?.once("close", () => resolve(null)));
  try {
    let input = first;
    for (let turn = 0; turn < 100; turn++) {
      await rt.planner.invoke(input as Parameters<Runtime["planner"]["invoke"]>[0], config);
      await rt.bus.drain();
      const s = await pendingInterrupts(rt, threadId);
      const pending = s.interrupts[0];
      progress.suspend();
      if (!pending) break;
      const v = pending.value as { question?: string; call_to_action?: string; reask?: string | null };
      process.stderr.write(`\n${v.reask ? `(${v.reask})\n` : ""}${v.question ?? ""}\n${v.call_to_action ?? ""}\n`);
      let reply = opts.autoApprove ? autoReply(pending.kind) : null;
      if (reply === null && rl) reply = await Promise.race([rl.question("> ").catch(() => null), closed]);
      if (reply === null || reply === undefined) {
        process.stderr.write(`\nPaused. Answer later with: goalgraph resume ${threadId} "<reply>"\n`);
        break;
      }
      if (opts.autoApprove) process.stderr.write(`> ${reply} (auto)\n`);
      input = new Command({ resume: reply });
    }
  } finally {
    rl?.close();
    await sub.close();
    progress.close();
  }
  return report(rt, threadId, opts);
}

async function report(rt: Runtime, threadId: string, opts: InteractionOptions): Promise<number> {
  const s = await pendingInterrupts(rt, threadId);
  const status = planStatus({ values: s.values, interrupts: s.interrupts, next: s.next, busy: false });
  const v = s.values;
  const result = {
    thread_id: threadId,
    status,
    pattern: v.pattern ?? null,
    outline: v.outline ?? null,
    roadmap: v.roadmap ?? null,
    schedule: v.schedule ?? null,
    final: v.final ?? null,
    ...(v.exit_reason ? { exit_reason: v.exit_reason } : {}),
  };
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    const blocks = (v.schedule as { blocks?: { start: string }[] } | null)?.blocks ?? [];
    const pattern = v.pattern as { pattern_type?: string; subtype?: string | null } | null;
    process.stdout.write(`thread ${threadId}: ${status}\n`);
    if (pattern) process.stdout.write(`pattern: ${pattern.pattern_type}${pattern.subtype ? ` / ${pattern.subtype}` : ""}\n`);
    if (blocks.length) process.stdout.write(`schedule: ${blocks.length} sessions, first ${blocks[0]!.start}, last ${blocks.at(-1)!.start}\n`);
    if (v.exit_reason) process.stdout.write(`reason: ${JSON.stringify(v.exit_reason)}\n`);
  }
  return status === "aborted" ? 3 : 0;
}

async function plan(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      tz: { type: "string" },
      now: { type: "string" },
      policy: { type: "string" },
      busy: { type: "string" },
      "auto-approve": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      db: { type: "string" },
      thread: { type: "string" },
    },
    strict: true,
  });
  const goal = positionals.join(" ").trim();
  if (!goal) throw new UsageError('plan needs a goal: goalgraph plan "Run a half marathon in 12 weeks"');
  let policy: unknown = undefined;
  if (values.policy) {
    try {
      policy = JSON.parse(readFileSync(values.policy, "utf8"));
    } catch (e) {
      throw new UsageError(`cannot read policy file ${values.policy}: ${(e as Error).message}`);
    }
  }
  const timezone = values.tz ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? "UTC";
  // --busy file.ics: busy time read in the plan's horizon, as POST /plans reads calendar_ics.
  let calendar: unknown[] | undefined;
  if (values.busy) {
    let ics: string;
    try {
      ics = readFileSync(values.busy, "utf8");
    } catch (e) {
      throw new UsageError(`cannot read busy calendar ${values.busy}: ${(e as Error).message}`);
    }
    calendar = busyForPlan(ics, { goal, timezone, ...(values.now ? { now: values.now } : {}), clock: new Date() });
    process.stderr.write(`busy: ${calendar.length} block(s) from ${values.busy}\n`);
  }
  const rt = await createRuntime(configWith({ GOALGRAPH_DB: values.db, GOALGRAPH_LOG_LEVEL: "silent" }), { auditor: false });
  try {
    const threadId = values.thread ?? crypto.randomUUID();
    process.stderr.write(`thread ${threadId}\n`);
    return await drive(rt, threadId, { goal, timezone, ...(values.now ? { now: values.now } : {}), ...(policy ? { policy } : {}), ...(calendar ? { calendar } : {}) }, { autoApprove: values["auto-approve"], json: values.json });
  } finally {
    await rt.close();
  }
}

async function resume(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { "auto-approve": { type: "boolean", default: false }, json: { type: "boolean", default: false }, db: { type: "string" } },
    strict: true,
  });
  const [threadId, ...words] = positionals;
  const reply = words.join(" ").trim();
  if (!threadId || !reply) throw new UsageError('resume needs a thread id and a reply: goalgraph resume <thread_id> "approve"');
  const rt = await createRuntime(configWith({ GOALGRAPH_DB: values.db, GOALGRAPH_LOG_LEVEL: "silent" }), { auditor: false });
  try {
    const s = await pendingInterrupts(rt, threadId);
    if (Object.keys(s.values).length === 0) throw new GoalgraphError("THREAD_NOT_FOUND", `no thread ${threadId} in this database`, { status: 404 });
    if (!s.interrupts.length) throw new GoalgraphError("NOT_INTERRUPTED", `thread ${threadId} is not waiting for a reply (status ${planStatus({ ...s, busy: false })})`, { status: 409 });
    return await drive(rt, threadId, new Command({ resume: reply }), { autoApprove: values["auto-approve"], json: values.json });
  } finally {
    await rt.close();
  }
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "serve":
        return await serve(rest);
      case "plan":
        return await plan(rest);
      case "resume":
        return await resume(rest);
      case "migrate":
        return await migrate(rest);
      case undefined:
      case "help":
      case "--help":
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        process.stderr.write(`goalgraph: unknown command ${JSON.stringify(command)}\n${USAGE}`);
        return 2;
    }
  } catch (e) {
    if (isGoalgraphError(e)) {
      process.stderr.write(`goalgraph: ${e.code}: ${e.message}\n`);
      return e.code === "USAGE" ? 2 : 1;
    }
    if (e instanceof TypeError && "code" in e && String((e as { code: unknown }).code).startsWith("ERR_PARSE_ARGS")) {
      process.stderr.write(`goalgraph: ${e.message}\n${USAGE}`);
      return 2;
    }
    throw e;
  }
}

// Run when executed directly (tsx src/cli.ts …), not when imported by tests or bin/.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const code = await main(process.argv.slice(2));
  if (code !== 0) process.exitCode = code;
}
