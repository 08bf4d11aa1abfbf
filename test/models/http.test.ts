import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { backoffMs, classifyModelError, parseRetryAfter } from "../../src/models/http.js";
import { callStructured, chargedCall } from "../../src/models/structured.js";
import { HumanMessage } from "@langchain/core/messages";
import { errorReply, textReply, toolReply } from "../fixtures/openai-server.js";
import { harness, type Harness } from "./helpers.js";

const spec = { intent: "Write a book", deadline: null };
const Spec = z.object({ intent: z.string(), deadline: z.string().nullable() });

let h: Harness;
afterEach(async () => h?.server.close());

const call = (hh: Harness) => chargedCall(hh.ctx, "m-light", [new HumanMessage("hi")], { label: "t" });

describe("retry layer against a real HTTP server", () => {
  it("429 with retry-after (seconds) then success: the wait is the server's, via the injected sleep", async () => {
    h = await harness();
    h.server.enqueue(errorReply(429, "slow down", { "retry-after": "3" }), toolReply("record_task_spec", spec));
    const r = await callStructured(h.ctx, { model: "m-light", schema: Spec, toolName: "record_task_spec", toolDescription: "d", prompt: { system: "s", user: "Write a book" }, label: "t" });
    expect(r.ok).toBe(true);
    expect(h.sleeps).toEqual([3_000]);
    expect(h.retries[0]).toMatchObject({ code: "MODEL_RATE_LIMITED", httpStatus: 429, waitSource: "retry-after", waitMs: 3_000 });
    expect(h.server.chatRequests).toHaveLength(2);
  });

  it("429 with an HTTP-date retry-after waits until that date, capped by settings", async () => {
    h = await harness({ settings: { retryAfterCapMs: 5_000 } });
    const far = new Date(Date.now() + 60_000).toUTCString();
    h.server.enqueue(errorReply(429, "slow down", { "retry-after": far }), textReply("ok"));
    const r = await call(h);
    expect(r.ok).toBe(true);
    expect(h.sleeps).toEqual([5_000]);
  });

  it("a hanging response is cut by the per-call timeout, retried at most twice, then a typed MODEL_TIMEOUT", async () => {
    h = await harness({ settings: { timeoutMs: 200, deadlineMs: 5_000 } });
    h.server.enqueue({ kind: "hang" }, { kind: "hang" }, { kind: "hang" });
    const t0 = Date.now();
    const r = await call(h);
    const elapsed = Date.now() - t0;
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.failure.code).toBe("MODEL_TIMEOUT");
    expect(h.server.chatRequests).toHaveLength(3);
    expect(elapsed).toBeGreaterThanOrEqual(3 * 190);
    expect(elapsed).toBeLessThan(3_000);
  });

  it("the overall deadline stops a call even when attempts remain", async () => {
    h = await harness({ settings: { timeoutMs: 300, deadlineMs: 450, retryBaseMs: 0 } });
    h.server.enqueue({ kind: "hang" }, { kind: "hang" }, { kind: "hang" });
    const r = await call(h);
    expect(!r.ok && r.failure.code).toBe("MODEL_DEADLINE_EXCEEDED");
    expect(h.server.chatRequests).toHaveLength(2);
  });

  it("a backoff that would pass the overall deadline is not waited for", async () => {
    h = await harness({ settings: { deadlineMs: 1_000, retryBaseMs: 4_000, retryMaxMs: 4_000 } });
    h.server.enqueue(errorReply(500), textReply("never reached"));
    const r = await call(h);
    expect(!r.ok && r.failure.message).toContain("would pass the overall deadline");
    expect(h.sleeps).toEqual([]);
    expect(h.server.chatRequests).toHaveLength(1);
  });

  it("500 twice then success: three requests, exponential backoff with jitter", async () => {
    h = await harness({ settings: { retryBaseMs: 100, retryMaxMs: 10_000 } });
    h.server.enqueue(errorReply(500), errorReply(503), textReply("fine"));
    const r = await call(h);
    expect(r.ok).toBe(true);
    expect(h.server.chatRequests).toHaveLength(3);
    // random() = 0.5: half fixed + half × 0.5 of 100·2^n
    expect(h.sleeps).toEqual([75, 150]);
  });

  it("500 three times: gives up after 2 retries with MODEL_SERVER_ERROR", async () => {
    h = await harness();
    h.server.enqueue(errorReply(500), errorReply(500), errorReply(500), textReply("never reached"));
    const r = await call(h);
    expect(!r.ok && r.failure.code).toBe("MODEL_SERVER_ERROR");
    expect(h.server.chatRequests).toHaveLength(3);
    expect(h.server.pending()).toBe(1);
  });

  it("400 is not retried", async () => {
    h = await harness();
    h.server.enqueue(errorReply(400, "bad request"), textReply("never reached"));
    const r = await call(h);
    expect(!r.ok && r.failure.code).toBe("MODEL_REQUEST_REJECTED");
    expect(h.server.chatRequests).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
  });

  it("408 is retried like a timeout", async () => {
    h = await harness();
    h.server.enqueue(errorReply(408), textReply("ok"));
    expect((await call(h)).ok).toBe(true);
    expect(h.server.chatRequests).toHaveLength(2);
  });

  it("a dropped connection is a network error and is retried", async () => {
    h = await harness();
    h.server.enqueue({ kind: "drop" }, textReply("ok"));
    expect((await call(h)).ok).toBe(true);
    expect(h.server.chatRequests).toHaveLength(2);
  });

  it("connection refused everywhere → MODEL_UNREACHABLE after 3 attempts", async () => {
    h = await harness({ baseUrl: "http://127.0.0.1:9/v1" });
    const r = await call(h);
    expect(!r.ok && r.failure.code).toBe("MODEL_UNREACHABLE");
    expect(h.sleeps).toHaveLength(2);
  });

  it("the caller's abort is not retried", async () => {
    h = await harness({ settings: { timeoutMs: 5_000 } });
    h.server.enqueue({ kind: "hang" });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const r = await chargedCall({ ...h.ctx, signal: ac.signal }, "m-light", [new HumanMessage("hi")]);
    expect(!r.ok && r.failure.code).toBe("MODEL_ABORTED");
    expect(h.server.chatRequests).toHaveLength(1);
  });
});

describe("retry helpers", () => {
  it("parseRetryAfter reads seconds and HTTP dates, rejects junk", () => {
    const now = Date.parse("2026-01-05T09:00:00Z");
    expect(parseRetryAfter("2", now)).toBe(2_000);
    expect(parseRetryAfter("1.5", now)).toBe(1_500);
    expect(parseRetryAfter("Mon, 05 Jan 2026 09:00:10 GMT", now)).toBe(10_000);
    expect(parseRetryAfter("Mon, 05 Jan 2026 08:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it("backoff doubles up to the cap and stays within [half, full]", () => {
    const p = { retryBaseMs: 500, retryMaxMs: 1_500 };
    expect(backoffMs(0, p, () => 0)).toBe(250);
    expect(backoffMs(0, p, () => 0.999)).toBe(500);
    expect(backoffMs(1, p, () => 0)).toBe(500);
    expect(backoffMs(5, p, () => 0)).toBe(750);
  });

  it("classification: 4xx other than 408/429 are final; 404 and auth have their own codes", () => {
    const err = (status: number, message = "x") => Object.assign(new Error(message), { status });
    // A 404 about the model is the model; a bare one is the route (the base URL).
    expect(classifyModelError(err(404, 'model "m" not found, try pulling it first'), 0)).toMatchObject({ code: "MODEL_NOT_FOUND", retryable: false });
    expect(classifyModelError(err(404, "404 page not found"), 0)).toMatchObject({ code: "MODEL_BASE_URL_WRONG", retryable: false });
    expect(classifyModelError(err(401), 0)).toMatchObject({ code: "MODEL_AUTH_FAILED", retryable: false });
    expect(classifyModelError(err(422), 0)).toMatchObject({ code: "MODEL_REQUEST_REJECTED", retryable: false });
    expect(classifyModelError(err(502), 0)).toMatchObject({ code: "MODEL_SERVER_ERROR", retryable: true });
    expect(classifyModelError(new Error("weird"), 0)).toMatchObject({ code: "MODEL_CALL_FAILED", retryable: false });
    expect(classifyModelError(Object.assign(new Error("x"), { cause: { code: "ECONNRESET" } }), 0)).toMatchObject({ code: "MODEL_UNREACHABLE", retryable: true });
  });
});
