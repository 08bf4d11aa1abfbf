/**
 * The real planner, paused at its approval, answered the way the two LangGraph human-in-the-loop
 * UIs answer it — over HTTP with the official client, as a browser on another origin would:
 *
 *   Agent Inbox:   threads.search({status: "interrupted", metadata: {graph_id}}), reads
 *                  `thread.interrupts` as HumanInterrupts, resumes with `[{type: "accept"}]`,
 *                  and marks a thread resolved with updateState(values: null, asNode: "__end__").
 *   Agent Chat UI: reads `action_requests` / `review_configs`, resumes with `{decisions: […]}`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@langchain/langgraph-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";

const KEY = "hitl-conformance-key";
const INBOX_ORIGIN = "https://dev.agentinbox.ai";
const HALF = { goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" };

interface HumanInterruptLike {
  kind: string;
  action_request: { action: string; args: Record<string, unknown> };
  config: { allow_accept: boolean; allow_respond: boolean; allow_edit: boolean; allow_ignore: boolean };
  description: string;
  action_requests: Array<{ name: string; args: Record<string, unknown>; description: string }>;
  review_configs: Array<{ action_name: string; allowed_decisions: string[] }>;
}
type Values = { stage?: string; exit_reason?: unknown };

let dir: string;
let svc: Service;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gg-hitl-"));
  const config = loadConfig({
    GOALGRAPH_DB: join(dir, "hitl.sqlite"),
    GOALGRAPH_PORT: "0",
    GOALGRAPH_HOST: "127.0.0.1",
    GOALGRAPH_LOG_LEVEL: "silent",
    GOALGRAPH_API_KEYS: `${KEY}:alice`,
    GOALGRAPH_CORS_ORIGINS: INBOX_ORIGIN,
  });
  svc = await startService(config, "test");
  client = new Client({ apiUrl: svc.address, apiKey: KEY });
});
afterAll(async () => {
  await svc?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A plan paused at its final approval, started as a background run the way both UIs start runs. */
async function pausedPlan(): Promise<string> {
  const thread = await client.threads.create();
  const run = await client.runs.create(thread.thread_id, "planner", { input: HALF });
  await client.runs.join(thread.thread_id, run.run_id);
  return thread.thread_id;
}

function firstInterrupt(thread: { interrupts: Record<string, Array<{ value?: unknown }>> }): HumanInterruptLike {
  return Object.values(thread.interrupts).flat()[0]!.value as HumanInterruptLike;
}

describe("Agent Inbox drives a paused planner thread", () => {
  it("finds it by status and graph, reads a HumanInterrupt from thread.interrupts, accepts it", async () => {
    const threadId = await pausedPlan();

    const inbox = await client.threads.search({ status: "interrupted", metadata: { graph_id: "planner" }, limit: 10, offset: 0 });
    const item = inbox.find((t) => t.thread_id === threadId);
    expect(item?.status).toBe("interrupted");

    const hi = firstInterrupt(item!);
    expect(hi.kind).toBe("approval");
    expect(hi.action_request).toEqual({ action: "approval", args: { changes: "" } });
    expect(hi.config).toEqual({ allow_accept: true, allow_respond: true, allow_edit: true, allow_ignore: true });
    expect(hi.description).toContain("Approve this plan?");
    expect(hi.description).toMatch(/^\*\*.+\*\*/);

    const run = await client.runs.create(threadId, "planner", { command: { resume: [{ type: "accept", args: null }] } });
    await client.runs.join(threadId, run.run_id);
    expect((await client.runs.get(threadId, run.run_id)).status).toBe("success");
    const state = await client.threads.getState<Values>(threadId);
    expect(state.values.stage).toBe("COMPLETE");
    const after = await client.threads.get(threadId);
    expect(after.status).toBe("idle");
    expect(after.interrupts).toEqual({});
    const stillWaiting = await client.threads.search({ status: "interrupted", metadata: { graph_id: "planner" }, limit: 100 });
    expect(stillWaiting.map((t) => t.thread_id)).not.toContain(threadId);
  });

  it("a typed response is the reply text; an ignored question rejects the plan", async () => {
    const answered = await pausedPlan();
    // A response the planner's grammar cannot use is asked again, not crashed on.
    await client.runs.wait(answered, "planner", { command: { resume: [{ type: "response", args: "hmm, maybe" }] } });
    const again = firstInterrupt(await client.threads.get(answered));
    expect(again.kind).toBe("approval");
    expect((again as unknown as { reask: string | null }).reask).toEqual(expect.any(String));

    const ignored = await pausedPlan();
    await client.runs.wait(ignored, "planner", { command: { resume: [{ type: "ignore", args: null }] } });
    expect((await client.threads.getState<Values>(ignored)).values.stage).toBe("ABORTED");
  });

  it("marks a thread resolved with updateState(values: null, asNode: __end__): it leaves the inbox", async () => {
    const threadId = await pausedPlan();
    await client.threads.updateState(threadId, { values: null, asNode: "__end__" });
    const t = await client.threads.get(threadId);
    expect(t.status).toBe("idle");
    expect(t.interrupts).toEqual({});
    expect((await client.threads.getState(threadId)).next).toEqual([]);
    const inbox = await client.threads.search({ status: "interrupted", metadata: { graph_id: "planner" }, limit: 100 });
    expect(inbox.map((x) => x.thread_id)).not.toContain(threadId);
  });
});

describe("Agent Chat UI drives a paused planner thread", () => {
  it("reads action_requests and review_configs; an edit decision re-plans, an approve decision completes", async () => {
    const threadId = await pausedPlan();
    const state = await client.threads.getState(threadId);
    const value = state.tasks[0]!.interrupts[0]!.value as HumanInterruptLike;
    expect(value.action_requests).toEqual([{ name: "approval", args: { changes: "" }, description: value.description }]);
    expect(value.review_configs).toEqual([{ action_name: "approval", allowed_decisions: ["approve", "edit", "reject"] }]);

    // The Chat UI streams its resumes (values, message tuples, custom events, with subgraphs).
    const edit = { decisions: [{ type: "edit", edited_action: { name: "approval", args: { changes: "only 3 runs a week" } } }] };
    const events = [];
    for await (const e of client.runs.stream(threadId, "planner", { command: { resume: edit }, streamMode: ["values", "messages-tuple", "custom"], streamSubgraphs: true })) {
      events.push(e);
    }
    expect(events[0]!.event).toBe("metadata");
    expect(events.filter((e) => e.event === "error")).toEqual([]);
    const last = events.filter((e) => e.event === "values").at(-1)!.data as { __interrupt__?: Array<{ value: HumanInterruptLike }> };
    const repaused = await client.threads.get(threadId);
    expect(repaused.status).toBe("interrupted");
    expect(firstInterrupt(repaused).kind).toBe("approval");
    // The replies the thread received: the edit became the planner's change request.
    const history = await client.threads.getHistory(threadId, { limit: 200 });
    expect(JSON.stringify(history)).toContain("only 3 runs a week");
    expect(last).toBeDefined();

    const done = (await client.runs.wait(threadId, "planner", { command: { resume: { decisions: [{ type: "approve" }] } } })) as Values;
    expect(done.stage).toBe("COMPLETE");
  });

  it("a reject decision without a message ends the plan", async () => {
    const threadId = await pausedPlan();
    const out = (await client.runs.wait(threadId, "planner", { command: { resume: { decisions: [{ type: "reject" }] } } })) as Values;
    expect(out.stage).toBe("ABORTED");
  });
});

describe("CORS for browser clients", () => {
  const preflight = (origin: string) =>
    fetch(`${svc.address}/threads/search`, {
      method: "OPTIONS",
      headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-api-key" },
    });

  it("answers a preflight from a configured origin and from loopback without an API key", async () => {
    for (const origin of [INBOX_ORIGIN, "http://localhost:3000"]) {
      const r = await preflight(origin);
      expect(r.status).toBe(204);
      expect(r.headers.get("access-control-allow-origin")).toBe(origin);
      expect(r.headers.get("access-control-allow-headers")?.split(/,\s*/)).toEqual(expect.arrayContaining(["content-type", "x-api-key", "authorization"]));
      expect(r.headers.get("access-control-allow-methods")).toContain("POST");
    }
    // The real request from that origin then carries its key and can read what the inbox needs.
    const r = await fetch(`${svc.address}/threads/search`, {
      method: "POST",
      headers: { origin: INBOX_ORIGIN, "content-type": "application/json", "x-api-key": KEY },
      body: JSON.stringify({ status: "interrupted", limit: 1 }),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("access-control-allow-origin")).toBe(INBOX_ORIGIN);
    expect(r.headers.get("access-control-expose-headers")).toContain("content-location");
  });

  it("gives an origin it was not told about no CORS headers", async () => {
    const r = await preflight("https://evil.example");
    expect(r.headers.get("access-control-allow-origin")).toBeNull();
  });
});
