import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.js";
import { assertSafeListen, isLoopbackHost, listen } from "../../src/server/server.js";
import { isInsecureListenError } from "../../src/server/errors.js";
import { KEY_ALICE, KEY_BOB, makeApp, testConfig } from "./helpers.js";

let app: FastifyInstance;
afterEach(async () => app?.close());

const KEYS = `${KEY_ALICE}:alice,${KEY_BOB}:bob`;
const alice = { "x-api-key": KEY_ALICE };
const bob = { authorization: `Bearer ${KEY_BOB}` };

describe("API keys and owners", () => {
  it("401 without a key or with a bad key; /ok stays open", async () => {
    ({ app } = await makeApp({ keys: KEYS }));
    const none = await app.inject({ method: "POST", url: "/threads", payload: {} });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const bad = await app.inject({ method: "GET", url: "/info", headers: { "x-api-key": "not-a-real-key" } });
    expect(bad.statusCode).toBe(401);
    const badBearer = await app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope-nope-nope" } });
    expect(badBearer.statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/ok" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/info", headers: alice })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/info", headers: bob })).statusCode).toBe(200);
  });

  it("a thread is invisible (404) to another owner, for every thread route", async () => {
    ({ app } = await makeApp({ keys: KEYS }));
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {}, headers: alice })).json().thread_id;
    const w = await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, headers: alice, payload: { assistant_id: "planner", input: { goal: "g" } } });
    const runId = String(w.headers["content-location"]).split("/").pop();
    const asBob = [
      { method: "GET", url: `/threads/${id}` },
      { method: "GET", url: `/threads/${id}/state` },
      { method: "POST", url: `/threads/${id}/history`, payload: {} },
      { method: "POST", url: `/threads/${id}/state`, payload: { values: {} } },
      { method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: "planner", command: { resume: "approve" } } },
      { method: "POST", url: `/threads/${id}/runs`, payload: { assistant_id: "planner", input: {}, if_not_exists: "create" } },
      { method: "GET", url: `/threads/${id}/runs/${runId}` },
      { method: "GET", url: `/threads/${id}/runs/${runId}/join` },
      { method: "DELETE", url: `/threads/${id}` },
      { method: "GET", url: `/plans/${id}` },
      { method: "POST", url: `/plans/${id}/reply`, payload: { text: "approve" } },
    ] as const;
    for (const r of asBob) {
      const res = await app.inject({ ...r, headers: bob });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json().code).toBe("THREAD_NOT_FOUND");
    }
    const search = (await app.inject({ method: "POST", url: "/threads/search", payload: {}, headers: bob })).json();
    expect(search).toEqual([]);
    // …and alice still sees it, untouched
    expect((await app.inject({ method: "GET", url: `/threads/${id}`, headers: alice })).json().status).toBe("interrupted");
  });
});

describe("request validation and limits", () => {
  it("400 with field paths for bad bodies; an unknown field is 422 with its path; every SDK run field is accepted", async () => {
    ({ app } = await makeApp());
    const id = (await app.inject({ method: "POST", url: "/threads", payload: {} })).json().thread_id;
    const bad = await app.inject({ method: "POST", url: `/threads/${id}/runs/wait`, payload: { assistant_id: 42, stream_mode: ["values", "nope"] } });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.code).toBe("INVALID_REQUEST");
    expect(body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(["assistant_id", "stream_mode"]);
    const badSearch = await app.inject({ method: "POST", url: "/threads/search", payload: { limit: -1 } });
    expect(badSearch.json().details.issues[0].path).toBe("limit");
    const badPlan = await app.inject({ method: "POST", url: "/plans", payload: { goal: "", timezone: "Mars/Olympus" } });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().details.issues.map((i: { path: string }) => i.path).sort()).toEqual(["goal", "timezone"]);
    const badParam = await app.inject({ method: "GET", url: "/threads/has%20space" });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().details).toMatchObject({ part: "params", issues: [{ path: "thread_id" }] });

    const unknown = await app.inject({
      method: "POST",
      url: `/threads/${id}/runs/wait`,
      payload: { assistant_id: "planner", input: { goal: "g" }, some_future_option: { x: 1 }, config: { configurable: {}, colour: "red" } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: "UNKNOWN_FIELD" });
    expect(unknown.json().details.issues.map((i: { path: string }) => i.path).sort()).toEqual(["config.colour", "some_future_option"]);

    // What the SDK sends (and this server does not act on) is accepted, not refused.
    const sdkFields = await app.inject({
      method: "POST",
      url: `/threads/${id}/runs/wait`,
      payload: { assistant_id: "planner", input: { goal: "g" }, on_disconnect: "cancel", feedback_keys: ["a"], stream_resumable: true, durability: "sync", langsmith_tracer: { project_name: "p" } },
    });
    expect(sdkFields.statusCode).toBe(200);
    expect(sdkFields.json().__interrupt__).toHaveLength(1);
  });

  it("goal longer than maxGoalChars is 400 at goal; malformed JSON is 400 INVALID_JSON", async () => {
    ({ app } = await makeApp({ env: { GOALGRAPH_MAX_GOAL_CHARS: "20" } }));
    const long = await app.inject({ method: "POST", url: "/plans", payload: { goal: "x".repeat(21), timezone: "UTC" } });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.issues[0]).toMatchObject({ path: "goal", message: expect.stringContaining("20") });
    const broken = await app.inject({ method: "POST", url: "/threads", headers: { "content-type": "application/json" }, payload: "{nope" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("INVALID_JSON");
  });

  it("413 PAYLOAD_TOO_LARGE for a body over the limit", async () => {
    ({ app } = await makeApp({ env: { GOALGRAPH_BODY_LIMIT_BYTES: "2048" } }));
    const r = await app.inject({ method: "POST", url: "/threads", payload: { metadata: { blob: "x".repeat(4096) } } });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: expect.any(String) });
  });

  it("404 ROUTE_NOT_FOUND for unknown routes, in the error shape", async () => {
    ({ app } = await makeApp());
    const r = await app.inject({ method: "GET", url: "/nope" });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ code: "ROUTE_NOT_FOUND", message: "no route GET /nope" });
  });

  it("5xx bodies carry a code but no internals", async () => {
    ({ app } = await makeApp());
    app.get("/boom", async () => {
      throw new Error("connection string postgres://user:pw@db");
    });
    const r = await app.inject({ method: "GET", url: "/boom" });
    expect(r.statusCode).toBe(500);
    expect(r.json().code).toBe("INTERNAL");
    expect(r.body).not.toContain("postgres");
  });
});

describe("listening", () => {
  it("refuses 0.0.0.0 without API keys, with a coded startup error, and binds nothing", async () => {
    const config = testConfig({ GOALGRAPH_HOST: "0.0.0.0", GOALGRAPH_PORT: "0" });
    app = await buildApp({ config, version: "t" });
    const err = await listen(app, config.server).catch((e) => e);
    expect(isInsecureListenError(err)).toBe(true);
    expect(err.code).toBe("INSECURE_LISTEN");
    expect(app.server.listening).toBe(false);
    expect(() => assertSafeListen(testConfig({ GOALGRAPH_HOST: "0.0.0.0", GOALGRAPH_API_KEYS: `${KEY_ALICE}:alice` }).server)).not.toThrow();
    expect(["127.0.0.1", "localhost", "::1", "[::1]", "127.1.2.3"].every(isLoopbackHost)).toBe(true);
    expect(["0.0.0.0", "::", "10.0.0.1", "example.com"].some(isLoopbackHost)).toBe(false);
  });

  it("listens on loopback port 0 without keys", async () => {
    app = await buildApp({ config: testConfig({ GOALGRAPH_PORT: "0" }), version: "t" });
    const address = await listen(app, testConfig({ GOALGRAPH_PORT: "0" }).server);
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${address}/ok`)).status).toBe(200);
  });
});
