/**
 * Runs that were accepted but had not started when the server stopped — enqueued behind another
 * run, or waiting out after_seconds — are queued again by the next server on the same database
 * and run, in order; a cancelled one is not.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startConformance } from "./conformance-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "gg-restart-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the run queue survives a restart", () => {
  it("enqueued and delayed runs run after the restart; the run cut short by shutdown is interrupted", async () => {
    const first = await startConformance({}, undefined, dir);
    const t = (await first.client.threads.create()).thread_id;
    const running = await first.client.runs.create(t, "builder", { input: { log: ["r1"], sleep_ms: 60_000 } });
    const queued = await first.client.runs.create(t, "builder", { input: { log: ["r2"], sleep_ms: 0 }, multitaskStrategy: "enqueue" });
    const other = (await first.client.threads.create()).thread_id;
    const delayed = await first.client.runs.create(other, "builder", { input: { log: ["later"] }, afterSeconds: 1 });
    const cancelled = await first.client.runs.create(other, "builder", { input: { log: ["never"] }, multitaskStrategy: "enqueue" });
    await first.client.runs.cancel(other, cancelled.run_id);
    await first.svc.app.close();

    const second = await startConformance({}, undefined, dir);
    try {
      await second.client.runs.join(t, queued.run_id);
      await second.client.runs.join(other, delayed.run_id);
      expect((await second.client.runs.get(t, running.run_id)).status).toBe("interrupted");
      expect((await second.client.runs.get(t, queued.run_id)).status).toBe("success");
      expect((await second.client.runs.get(other, delayed.run_id)).status).toBe("success");
      expect((await second.client.runs.get(other, cancelled.run_id)).status).toBe("interrupted");
      expect((await second.client.threads.getState<{ log: string[] }>(t)).values.log).toEqual(["r1", "r2", "work", "finish"]);
      expect((await second.client.threads.getState<{ log: string[] }>(other)).values.log).toEqual(["later", "work", "finish"]);
      expect((await second.client.threads.get(t)).status).toBe("idle");
    } finally {
      await second.svc.app.close();
    }
  });
});
