/**
 * The real planner behind the real server: the unmodified LangGraph client drives a plan to its
 * approval interrupt and COMPLETE, streams a second thread, and the plan routes do the same.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@langchain/langgraph-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";
import { expandIcs } from "../calendar/ical-reader.js";

/** More work than the time it is given allows: the feasibility check escalates before planning. */
const IMPOSSIBLE = "Write my thesis, about 40 hours of work, by Friday, an hour each evening.";
const KEY = "e2e-planner-key-1";
const HALF = { goal: "Run a half marathon in 12 weeks. I can train 4 times a week, never before 7am.", timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" };
let dir: string;
let svc: Service;
let client: Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gg-e2e-"));
  const config = loadConfig({ GOALGRAPH_DB: join(dir, "e2e.sqlite"), GOALGRAPH_PORT: "0", GOALGRAPH_HOST: "127.0.0.1", GOALGRAPH_LOG_LEVEL: "silent", GOALGRAPH_API_KEYS: `${KEY}:alice` });
  svc = await startService(config, "test");
  client = new Client({ apiUrl: svc.address, apiKey: KEY });
});
afterAll(async () => {
  await svc?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

type Values = { stage?: string; schedule?: { blocks: unknown[] }; __interrupt__?: { id: string; value: { kind: string; question: string } }[] };

describe("planner over HTTP with the official client", () => {
  it("create → wait (approval interrupt) → resume approve → COMPLETE state → history", async () => {
    const thread = await client.threads.create();
    const paused = (await client.runs.wait(thread.thread_id, "planner", { input: HALF })) as Values;
    expect(paused.__interrupt__?.[0]?.value).toMatchObject({ kind: "approval" });
    expect(paused.stage).toBe("SEEK_APPROVAL");
    const t = await client.threads.get(thread.thread_id);
    expect(t.status).toBe("interrupted");
    const st = await client.threads.getState(thread.thread_id);
    expect(st.tasks[0]?.interrupts[0]?.value).toMatchObject({ kind: "approval" });

    const done = (await client.runs.wait(thread.thread_id, "planner", { command: { resume: "approve" } })) as Values;
    expect(done.stage).toBe("COMPLETE");
    expect(done.__interrupt__).toBeUndefined();
    const state = await client.threads.getState<Values>(thread.thread_id);
    expect(state.values.stage).toBe("COMPLETE");
    expect(state.values.schedule?.blocks.length).toBeGreaterThan(0);
    const history = await client.threads.getHistory(thread.thread_id, { limit: 200 });
    expect(history.length).toBeGreaterThan(10);
    expect((await client.threads.get(thread.thread_id)).status).toBe("idle");
  });

  it("streams a second thread with values events carrying the interrupt", async () => {
    const thread = await client.threads.create();
    const events: { event: string; data: unknown }[] = [];
    for await (const chunk of client.runs.stream(thread.thread_id, "planner", { input: HALF, streamMode: ["values", "updates"] })) events.push(chunk as { event: string; data: unknown });
    const values = events.filter((e) => e.event === "values").map((e) => e.data as Values);
    expect(values.length).toBeGreaterThan(3);
    expect(values.at(-1)?.__interrupt__?.[0]?.value.kind).toBe("approval");
    expect(events.some((e) => e.event === "updates")).toBe(true);
  });

  it("the plan routes: POST /plans → awaiting_reply, reply approve → complete, GET /plans/:id", async () => {
    const headers = { "content-type": "application/json", "x-api-key": KEY };
    const created = await fetch(`${svc.address}/plans`, { method: "POST", headers, body: JSON.stringify(HALF) });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { thread_id: string; status: string; question?: unknown };
    expect(body.status).toBe("awaiting_reply");
    expect((body.question as unknown as { kind: string; question: string }).question).toMatch(/Approve this plan/);
    expect((body.question as unknown as { kind: string }).kind).toBe("approval");
    const replied = await fetch(`${svc.address}/plans/${body.thread_id}/reply`, { method: "POST", headers, body: JSON.stringify({ text: "approve" }) });
    expect(replied.status).toBe(200);
    expect(((await replied.json()) as { status: string }).status).toBe("complete");
    const view = (await (await fetch(`${svc.address}/plans/${body.thread_id}`, { headers })).json()) as Record<string, unknown>;
    expect(view).toMatchObject({ status: "complete", stage: "COMPLETE" });
    expect((view.schedule as { blocks: unknown[] }).blocks.length).toBeGreaterThan(0);
    expect((view.loss_history as unknown[]).length).toBeGreaterThanOrEqual(3);
    expect((view.trace as unknown[]).length).toBeGreaterThan(3);
    // The thread's bus messages, replayed as SSE.
    const sse = await (await fetch(`${svc.address}/threads/${body.thread_id}/events?follow=false`, { headers })).text();
    expect(sse).toMatch(/stage_change/);
    expect(sse).toMatch(/plan_directive|final_result/);
  });

  it("an unschedulable goal reports needs_scheduling_escalation", async () => {
    const headers = { "content-type": "application/json", "x-api-key": KEY };
    const r = await fetch(`${svc.address}/plans`, {
      method: "POST",
      headers,
      body: JSON.stringify({ goal: IMPOSSIBLE, timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" }),
    });
    const turn = (await r.json()) as { thread_id: string; status: string; question: { kind: string; value: { choices: { n: number }[] } } };
    expect(turn.status).toBe("needs_scheduling_escalation");
    // The escalation is a question, not an end: choosing an alternative plans.
    expect(turn.question.kind).toBe("escalation");
    expect(turn.question.value.choices.length).toBeGreaterThan(0);
    const next = await fetch(`${svc.address}/plans/${turn.thread_id}/reply`, { method: "POST", headers, body: JSON.stringify({ text: "1" }) });
    expect(((await next.json()) as { status: string }).status).toBe("awaiting_reply");
  });
});

describe("schedule export", () => {
  it("GET /plans/:id/schedule.ics is a calendar with recurring sessions as series; escalations carry their reason", async () => {
    const headers = { "content-type": "application/json", "x-api-key": KEY };
    const created = (await (await fetch(`${svc.address}/plans`, { method: "POST", headers, body: JSON.stringify(HALF) })).json()) as { thread_id: string };
    const view = (await (await fetch(`${svc.address}/plans/${created.thread_id}`, { headers })).json()) as { schedule: { blocks: { start: string }[] } };
    const res = await fetch(`${svc.address}/plans/${created.thread_id}/schedule.ics`, { headers: { "x-api-key": KEY } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/calendar/);
    const ics = await res.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    // Recurring sessions are series in the plan's zone; expanded, they are the blocks.
    const occurrences = expandIcs(ics);
    expect(occurrences.length).toBe(view.schedule.blocks.length);
    expect(ics).toContain("DTSTART;TZID=Europe/Berlin:20261202T070000");
    const other = await fetch(`${svc.address}/plans/${created.thread_id}/schedule.ics`, { headers: { "x-api-key": "not-a-key-at-all" } });
    expect(other.status).toBe(401);

    const esc = (await (await fetch(`${svc.address}/plans`, {
      method: "POST",
      headers,
      body: JSON.stringify({ goal: IMPOSSIBLE, timezone: "Europe/Berlin", now: "2026-12-01T08:00:00" }),
    })).json()) as { thread_id: string };
    const escView = (await (await fetch(`${svc.address}/plans/${esc.thread_id}`, { headers })).json()) as { exit_reason?: { code: string } };
    expect(escView.exit_reason?.code).toBe("EFFORT_EXCEEDS_TIME");
  });
});
