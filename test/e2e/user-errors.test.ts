/**
 * What an app developer meets when their client sends something wrong to the real server over
 * HTTP: every mistake is refused with a stable code instead of being dropped or half-applied.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type Service } from "../../src/app/service.js";
import { loadConfig } from "../../src/config.js";

const GOAL = {
  goal: "Aprender a tocar el piano en 4 meses, 40 minutos los lunes, miércoles y viernes a las 19:00.",
  timezone: "America/Mexico_City",
  now: "2026-12-01T12:00:00-06:00",
};
let dir: string;
let svc: Service;

const post = (path: string, body: unknown) =>
  fetch(`${svc.address}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "gg-e2e-errors-"));
  const config = loadConfig({ GOALGRAPH_DB: join(dir, "e2e.sqlite"), GOALGRAPH_PORT: "0", GOALGRAPH_HOST: "127.0.0.1", GOALGRAPH_LOG_LEVEL: "silent" });
  svc = await startService(config, "test");
});
afterAll(async () => {
  await svc?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("plain plan routes refuse what they do not have", () => {
  it("POST /plans with a misspelt field is 422 UNKNOWN_FIELD naming it, and starts no thread", async () => {
    const before = (await (await post("/threads/count", {})).json()) as number;
    const res = await post("/plans", { ...GOAL, time_zone: "Europe/Berlin" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; details: { issues: { path: string }[] } };
    expect(body.code).toBe("UNKNOWN_FIELD");
    expect(body.details.issues.map((i) => i.path)).toEqual(["time_zone"]);
    expect(await (await post("/threads/count", {})).json()).toBe(before);
  });

  it("a busy block with an unknown field is 422 UNKNOWN_FIELD with its path", async () => {
    const res = await post("/plans", { ...GOAL, calendar: [{ start: "2026-12-02T19:00:00-06:00", end: "2026-12-02T20:00:00-06:00", titel: "x" }] });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { code: string; details: { issues: { path: string }[] } };
    expect(body.code).toBe("UNKNOWN_FIELD");
    expect(body.details.issues.map((i) => i.path)).toEqual(["calendar.0.titel"]);
  });

  it("POST /plans/:id/reply with an unknown field is 422 UNKNOWN_FIELD and leaves the question pending", async () => {
    const started = (await (await post("/plans", GOAL)).json()) as { thread_id: string; status: string };
    expect(started.status).toBe("awaiting_reply");
    const res = await post(`/plans/${started.thread_id}/reply`, { text: "approve", interupt_id: "x" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe("UNKNOWN_FIELD");
    const view = (await (await fetch(`${svc.address}/plans/${started.thread_id}`)).json()) as { status: string };
    expect(view.status).toBe("awaiting_reply");
  });
});

describe("a resume naming an interrupt that is not pending", () => {
  it("an interrupt-id map with a stale id is 409 INTERRUPT_MISMATCH listing what is pending", async () => {
    const started = (await (await post("/plans", GOAL)).json()) as { thread_id: string; question: { interrupt_id: string } };
    const stale = "0123456789abcdef0123456789abcdef";
    const res = await post(`/threads/${started.thread_id}/runs/wait`, { assistant_id: "planner", command: { resume: { [stale]: "approve" } } });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; details: { pending: { id: string }[] } };
    expect(body.code).toBe("INTERRUPT_MISMATCH");
    expect(body.details.pending.map((p) => p.id)).toEqual([started.question.interrupt_id]);
    // The right id in the same shape answers it.
    const ok = await post(`/threads/${started.thread_id}/runs/wait`, { assistant_id: "planner", command: { resume: { [started.question.interrupt_id]: "approve" } } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { stage: string }).stage).toBe("COMPLETE");
  });
});

describe("other mistakes an app makes", () => {
  it("POST /plans/:id/feed with a misspelt field is 422 UNKNOWN_FIELD and issues no feed", async () => {
    const started = (await (await post("/plans", GOAL)).json()) as { thread_id: string };
    const res = await post(`/plans/${started.thread_id}/feed`, { alarm: 15 });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toBe("UNKNOWN_FIELD");
    const status = (await (await fetch(`${svc.address}/plans/${started.thread_id}/feed`)).json()) as { active: boolean };
    expect(status.active).toBe(false);
  });

  it("GET /plans/:id of a thread that never started a plan is 404 PLAN_NOT_FOUND, not a plan 'running' forever", async () => {
    const t = (await (await post("/threads", {})).json()) as { thread_id: string };
    const res = await fetch(`${svc.address}/plans/${t.thread_id}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe("PLAN_NOT_FOUND");
    const ics = await fetch(`${svc.address}/plans/${t.thread_id}/schedule.ics`);
    expect(ics.status).toBe(404);
    expect(((await ics.json()) as { code: string }).code).toBe("PLAN_NOT_FOUND");
  });

  it("a path parameter over the length limit is 414 URI_TOO_LONG in the usual {code, message} shape", async () => {
    const res = await fetch(`${svc.address}/plans/${"a".repeat(300)}`);
    expect(res.status).toBe(414);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ code: "URI_TOO_LONG", message: expect.any(String) });
    expect(String(body.message).length).toBeLessThan(120);
  });

  it("a path that is not a valid URL component is 400 BAD_URL in the usual shape", async () => {
    const res = await fetch(`${svc.address}/plans/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "BAD_URL", message: expect.any(String) });
  });
});
